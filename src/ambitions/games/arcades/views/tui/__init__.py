"""The ARCADEs views of the terminal shell: the map (six clusters), the round (plays, the turn, a
battle, the events), the seats' boards with the hands and offers, and the Power track with the
ambition markers (`ArcadesViews`, named by the ARCADEs `GameSpec`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult

from ambitions.core.spec import GameSpec
from ambitions.games.arcades.views.tui.boards import BoardsView, PowerView
from ambitions.games.arcades.views.tui.map import MapView
from ambitions.games.arcades.views.tui.round import RoundView
from ambitions.tui.viewset import View

LEGEND = """\
Map: a gate's ships per side, s1 3+1 = seat 1 has 3 fresh and 1 damaged ship (P the phantom);
a planet's token ●, its city C1 (* damaged), agents A1; [5/3] an ambition marker; influence
per side as the chapter's end would count it. Seats in their colours (seat 0 red, 1 blue,
2 yellow, 3 white); bots are marked (bot)."""


class ArcadesViews:
    """Board: the map, then the round; side: the boards and hands, then Power and markers."""

    legend = LEGEND

    def __init__(self) -> None:
        self.map = MapView(id="map")
        self.round = RoundView(id="round")
        self.boards = BoardsView(id="boards")
        self.power = PowerView(id="power")

    def board(self) -> ComposeResult:
        yield self.map
        yield self.round

    def side(self) -> ComposeResult:
        yield self.boards
        yield self.power

    def views(self) -> list[View]:
        return [self.map, self.round, self.boards, self.power]

    def status(self, obs: Mapping[str, Any]) -> str:
        return f"chapter {obs.get('chapter')} · {obs.get('phase')}"


def make_views(spec: GameSpec) -> ArcadesViews:
    """The ARCADEs view set (the ``tui`` entry of the ARCADEs `GameSpec.views`)."""
    return ArcadesViews()
