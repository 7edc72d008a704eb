"""The Interstellar Ambitions views of the terminal shell: the offer (planet stacks, Techs and
Mercs) and the action track on the board, a fight or shadow check under way, and on the side
each seat's empire and the ambitions (`InterstellarViews`, named by the Interstellar
`GameSpec`). Every view reads the observation only, through the pieces of the game's text
render (`ambitions.games.interstellar.render`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from textual.app import ComposeResult

from ambitions.core.spec import GameSpec
from ambitions.games.interstellar import render as words
from ambitions.games.interstellar.views.tui.panels import (
    AmbitionsView,
    ConflictView,
    OfferView,
    SeatsView,
    TrackView,
)
from ambitions.tui.viewset import View

LEGEND = """\
Track: s1:2 = seat 1 has 2 action tokens at that planning level.
Planets: L3/5 = developed to level 3 of 5, ✓ = at its maximum (it scores its VP).
Ships: *1 = one combat damage marker (one die and one combat value less; more markers than its
combat value destroy the ship after a combat), CV = combat value, B = bombard.
Costs: F food, O ore, S science, C coins."""


class InterstellarViews:
    """Board: the offer, the action track, a check or fight under way; side: the seats and the
    ambitions."""

    legend = LEGEND

    def __init__(self) -> None:
        self.offer = OfferView(id="offer")
        self.track = TrackView(id="track")
        self.conflict = ConflictView(id="conflict")
        self.seats = SeatsView(id="seats")
        self.ambitions = AmbitionsView(id="ambitions")

    def board(self) -> ComposeResult:
        yield self.offer
        yield self.track
        yield self.conflict

    def side(self) -> ComposeResult:
        yield self.seats
        yield self.ambitions

    def views(self) -> list[View]:
        return [self.offer, self.track, self.conflict, self.seats, self.ambitions]

    def status(self, obs: Mapping[str, Any]) -> str:
        """``round 3, seat 1's turn · PRODUCE, or ADVANCE Plans`` (``set-up`` before the first
        turn, not round 0)."""
        return f"{words.period_text(obs)} · {words.phase_text(obs)}"


def make_views(spec: GameSpec) -> InterstellarViews:
    """The Interstellar view set (the ``tui`` entry of the Interstellar `GameSpec.views`)."""
    return InterstellarViews()
