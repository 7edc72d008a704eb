"""What the terminal shell asks of a game's screen views (`ViewSet`), and the plain-text
default for games without any (`TextViews`).

The shell (`ambitions.tui.app`) lays out a status line, the game's board views above the log,
its side views above the action chooser, and the keys; it names no game. A game's view set is
found through its `GameSpec`: ``views["tui"]`` names a module whose ``make_views(spec)`` returns
a `ViewSet`. Every view is rebuilt from the observation of the seat on screen, or blanked
(``None``) while the terminal passes between hot-seat players.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from rich.text import Text
from textual.app import ComposeResult

from ambitions.core.errors import InvalidOptions
from ambitions.core.spec import GameSpec
from ambitions.tui.widgets.base import Panel


class View(Protocol):
    """A widget that shows one area of an observation."""

    plain: str
    """What it shows, as plain text (tests and `PlayApp.screen_text` read it)."""

    def show(self, obs: dict[str, Any] | None) -> None:
        """Rebuild from `obs` (None: hide everything, a hot-seat hand-over)."""
        ...


class ViewSet(Protocol):
    """A game's views for the terminal shell.

    A view set may also have ``pinned() -> ComposeResult``: widgets laid above the side
    column's scroll, always in view however long the side grows (Arcs: Power and the
    ambitions); `pinned` asks for them."""

    legend: str
    """Lines for the help screen explaining the views' marks (empty for none)."""

    def board(self) -> ComposeResult:
        """The main column's widgets, above the log (containers allowed)."""
        ...

    def side(self) -> ComposeResult:
        """The side column's widgets, above the action chooser (it scrolls)."""
        ...

    def views(self) -> list[View]:
        """Every view `board` and `side` made, in screen order."""
        ...

    def status(self, obs: Mapping[str, Any]) -> str:
        """The game's part of the status line (``chapter 2 · lead``), or empty."""
        ...


class TextView(Panel):
    """The whole observation as the game's plain text (`GameSpec.render`)."""

    DEFAULT_CSS = """
    TextView { height: 1fr; }
    """

    def __init__(self, render: Callable[[Mapping[str, Any]], str], id: str | None = None) -> None:
        super().__init__("Table", id=id)
        self.render_observation = render

    def build(self, obs: dict[str, Any]) -> Text:
        return Text(self.render_observation(obs))


class TextViews:
    """The view set of a game without its own: the game's plain-text view of the observation."""

    legend = ""

    def __init__(self, spec: GameSpec) -> None:
        self.text = TextView(spec.render, id="table")

    def board(self) -> ComposeResult:
        yield self.text

    def side(self) -> ComposeResult:
        yield from ()

    def views(self) -> list[View]:
        return [self.text]

    def status(self, obs: Mapping[str, Any]) -> str:
        return ""


def pinned(views: ViewSet) -> ComposeResult:
    """The view set's pinned widgets (its optional ``pinned()``), or none."""
    made = getattr(views, "pinned", None)
    if made is not None:
        yield from made()


def load_views(spec: GameSpec) -> ViewSet:
    """The view set `spec` names for the terminal (``views["tui"]``), else `TextViews`."""
    module_name = spec.views.get("tui")
    if not module_name:
        return TextViews(spec)
    try:
        module = importlib.import_module(module_name)
        views: ViewSet = module.make_views(spec)
    except (ImportError, AttributeError) as exc:
        raise InvalidOptions(f"{spec.name}: its terminal views {module_name!r} do not load: {exc}") from exc
    return views
