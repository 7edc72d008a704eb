"""What every panel shares: seat colours and a `Panel` that shows one area of an observation.

A panel's `show(obs)` rebuilds its text from the observation alone (``None``: the screen is
hidden, between two hot-seat players), and keeps the plain text in `plain` for tests.
"""

from __future__ import annotations

from typing import Any, Final

from rich.console import Group
from rich.text import Text
from textual.widgets import Static

SEAT_COLOURS: Final = ("red1", "dodger_blue1", "yellow1", "grey93", "green3", "magenta2")
"""Rich colours of seats 0-5 (the first four are the Arcs player colours: red, blue, yellow,
white)."""

SEAT_COLOUR_NAMES: Final = ("red", "blue", "yellow", "white", "green", "magenta")


def seat_style(seat: object) -> str:
    """The Rich style of a seat's pieces and name (plain bold for what no seat owns, such as a
    game's neutral pieces)."""
    if isinstance(seat, int) and 0 <= seat < len(SEAT_COLOURS):
        return f"bold {SEAT_COLOURS[seat]}"
    return "bold"


def seat_text(seat: Any, viewer: Any = None, short: bool = False) -> Text:
    """``seat 1`` (``s1`` when short) in the seat's colour, ``(you)`` for the viewer; ``-`` for
    no seat."""
    if not isinstance(seat, int) or seat < 0:
        return Text("-", style="dim")
    text = Text(f"s{seat}" if short else f"seat {seat}", style=seat_style(seat))
    if seat == viewer and not short:
        text.append(" (you)", style="bold")
    return text


HIDDEN: Final = "(hidden until the next player confirms)"


class Panel(Static):
    """A bordered area of the board, rebuilt from an observation by `build`."""

    DEFAULT_CSS = """
    Panel {
        border: round $primary 50%;
        padding: 0 1;
        height: auto;
    }
    """

    def __init__(self, title: str, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__("", id=id, classes=classes)
        self.border_title = title
        self.plain = ""
        """The plain text shown (tests read it)."""
        self._shown: list[Text] = []

    def show(self, obs: dict[str, Any] | None) -> None:
        """Show the area of `obs` (or nothing, when the screen is hidden)."""
        content = Text(HIDDEN, style="dim") if obs is None else self.build(obs)
        if isinstance(content, Group):
            key = [r for r in content.renderables if isinstance(r, Text)]
            plain = "\n".join(r.plain for r in key)
        else:
            key = [content]
            plain = content.plain
        if key == self._shown:
            return  # unchanged: spare Textual a layout pass
        self._shown = key
        self.plain = plain
        self.update(content)

    def build(self, obs: dict[str, Any]) -> Text | Group:
        """The panel's content for `obs`: one text, or a group of lines (subclasses fill it in)."""
        raise NotImplementedError
