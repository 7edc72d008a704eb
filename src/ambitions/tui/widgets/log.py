"""The game log: every action, as the viewing seat may see it (`GameSession.log_line`).

What a seat may see of each action is the game's decision (`State.action_text`, kept in each
`Step`): face-down plays show their card only to their owner; deals and draws never show cards.
The game's own words for an action (`GameSpec.describe`: for Arcs, dice faces) replace its text;
what it caused that its text does not say (`LogLine.notes`: a chapter's scoring) follows it, one
indented line each.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rich.text import Text
from textual.widgets import RichLog

from ambitions.core.state import CHANCE
from ambitions.play.session import NOTE_INDENT, LogLine, Step
from ambitions.tui.widgets.base import seat_style


def styled(line: LogLine) -> Text:
    """A log line: the deciding seat in its colour; chance outcomes in italics, any seat they
    name in its colour."""
    if line.seat == CHANCE:
        text = Text(style="italic")
        _coloured_seats(text, line.head)
    else:
        text = Text(line.who, style=seat_style(line.seat))
        text.append(": ")
        text.append(line.description or line.text)
        if line.private:
            text.append(" (hidden from the others)", style="dim")
    for note in line.notes:
        text.append("\n" + NOTE_INDENT)
        _coloured_seats(text, note)
    return text


_SEAT = re.compile(r"seat (\d+)")


def _coloured_seats(text: Text, plain: str) -> None:
    """Append `plain`, every ``seat N`` in that seat's colour."""
    at = 0
    for found in _SEAT.finditer(plain):
        text.append(plain[at : found.start()])
        text.append(found.group(0), style=seat_style(int(found.group(1))))
        at = found.end()
    text.append(plain[at:])


class LogView(RichLog):
    """The log of the game so far, rewritten whenever the viewer changes or steps are undone."""

    DEFAULT_CSS = """
    LogView {
        border: round $primary 50%;
        min-height: 6;
    }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True)
        self.border_title = "Log"
        self.plain_lines: list[str] = []
        """The lines shown (tests read them)."""
        self._written: list[Step] = []
        self._viewer: int | None = None
        self._hidden = False

    def sync(
        self,
        steps: Sequence[Step],
        viewer: int | None,
        line_for: Callable[[Step, int | None], LogLine],
        hidden: bool = False,
    ) -> None:
        """Show `steps` to `viewer` as `line_for` words them (nothing while `hidden`), writing
        only what is new."""
        steps = list(steps)
        if hidden:
            if not self._hidden or self.plain_lines:
                self.clear()
                self.plain_lines = []
                self._written = []
            self._hidden = True
            return
        fresh = (
            self._hidden
            or viewer != self._viewer
            or len(steps) < len(self._written)
            or (bool(self._written) and steps[len(self._written) - 1] != self._written[-1])
        )
        if fresh:
            self.clear()
            self.plain_lines = []
            self._written = []
        self._hidden = False
        self._viewer = viewer
        new = steps[len(self._written) :]
        for step in new:
            line = line_for(step, viewer)
            self.plain_lines.append(line.plain)
            self.write(styled(line))
        self._written = steps
        if new:
            # Scroll once the lines are laid out (writes before the first layout are deferred).
            self.call_after_refresh(self.scroll_end, animate=False)
