"""The Arcs views of the terminal shell: the map, the round, the Court, the seats' boards and
hands, the Power track and the ambitions (`ArcsViews`, named by the Arcs `GameSpec`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal

from ambitions.core.spec import GameSpec
from ambitions.games.arcs.views.tui.ambitions import AmbitionsView, HistoryView
from ambitions.games.arcs.views.tui.court import Cards, CourtView
from ambitions.games.arcs.views.tui.hand import HandView
from ambitions.games.arcs.views.tui.map import MapView
from ambitions.games.arcs.views.tui.round import RoundView
from ambitions.tui.viewset import View

LEGEND = """\
Map: s1▲3△1 = seat 1 has 3 fresh and 1 damaged ship; C1 = a city of seat 1, S0 = a starport
of seat 0, * = damaged, · = a free building slot; pieces in their owner's colour (seat 0 red,
1 blue, 2 yellow, 3 white). Court: s2●3 = seat 2 has 3 agents on the card."""


class Middle(Horizontal):
    """The round beside the Court, under the map."""

    DEFAULT_CSS = """
    Middle { height: auto; max-height: 50%; }
    """


class ArcsViews:
    """Board: the map, then the round and the Court; pinned at the side: Power and the
    ambitions; side: hands and resources, then the chapters scored."""

    legend = LEGEND

    def __init__(self, cards: Cards | None = None) -> None:
        self.map = MapView(id="map")
        self.round = RoundView(id="round")
        self.court = CourtView(id="court", cards=cards)
        self.hand = HandView(id="hand", cards=cards)
        self.ambitions = AmbitionsView(id="ambitions")
        self.history = HistoryView(id="history")

    def board(self) -> ComposeResult:
        yield self.map
        with Middle(id="middle"):
            yield self.round
            yield self.court

    def pinned(self) -> ComposeResult:
        """Power and the ambitions, above the side column's scroll: in view however large the
        boards grow."""
        yield self.ambitions

    def side(self) -> ComposeResult:
        yield self.hand
        yield self.history

    def views(self) -> list[View]:
        return [self.map, self.round, self.court, self.ambitions, self.hand, self.history]

    def status(self, obs: Mapping[str, Any]) -> str:
        return f"chapter {obs.get('chapter')} · {obs.get('phase')}"


def make_views(spec: GameSpec) -> ArcsViews:
    """The Arcs view set (the ``tui`` entry of the Arcs `GameSpec.views`)."""
    return ArcsViews(catalogue_cards(spec))


def catalogue_cards(spec: GameSpec) -> Cards:
    """The cards of the game's catalogue (a game extending Arcs adds its own there)."""
    cards = (spec.catalogue() if spec.catalogue is not None else {}).get("cards")
    return cards if isinstance(cards, Mapping) else {}
