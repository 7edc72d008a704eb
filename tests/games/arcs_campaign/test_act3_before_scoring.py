"""The Act III frame's "at the start of scoring" step (issue 28: The Arbiter, F24-03, "At the
start of scoring"; the Gate Wraith's too): a Fate module's optional ``before_scoring(state,
seat)``, registered by `fates.register_act3` in `acts.BEFORE_SCORING[(fate, 3)]`, runs once the
chapter is over, before the declared ambitions are scored, in turn order; the questions it asks
are answered, in turn order, before the scoring. Stand-in Fate parts on an emptied registry
(`act3_support.Registry`). Each test fails without the step."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE
from ambitions.games.arcs import resources
from ambitions.games.arcs.powers import Power, push_choice
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import invariants, observe, position
from ambitions.games.arcs_campaign.fates import acts
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import Registry, table3
from .conftest import DANE, LOTUS, MIKAH, do, legal

A, B, C = "F1", "F9", "F17"
MATERIAL = 0
"""The resource index of Material (Tycoon counts it)."""


def roundtrip(s: CampaignState) -> None:
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)
    mover = s.current_player()
    if mover >= 0:
        obs = s.observation(mover)
        assert campaign.determinize(obs, random.Random(3)).observation(mover) == obs


def test_register_act3_files_a_modules_before_scoring(registry: Registry) -> None:
    """`register_act3` files ``before_scoring`` under ``(fate, 3)``; a module without one files
    nothing."""

    def hook(s: CampaignState, seat: int) -> None:
        return None

    registry.add(C, before_scoring=hook)
    registry.add(A)
    assert acts.BEFORE_SCORING == {(C, 3): hook}


def test_it_runs_before_the_ambitions_are_scored_and_scoring_sees_it(registry: Registry) -> None:
    """ "At the start of scoring" (F24-03): the chapter over, the hook runs before the declared
    ambitions are scored (no scoring recorded for the chapter yet, the markers on their boxes);
    what it changes counts: Lotus gives Mikah a Material, and Mikah wins Tycoon alone."""
    seen: list[tuple[int, list[int]]] = []

    def gives(s: CampaignState, seat: int) -> None:
        seen.append((len(s.chapter_scoring), list(s.marker_box)))
        resources.gain(s, MIKAH, MATERIAL)

    registry.add(C, before_scoring=gives)
    s = table3([A, B, C], power=[0, 0, 0], chapter=2, markers=[{"box": "tycoon"}, {}, {}])
    assert seen == [(0, [0, -1, -1])]
    tycoon = s.chapter_scoring[-1][1][0]
    assert tycoon[3] == MIKAH and tycoon[2][MIKAH] == 1
    assert s.chapter == 3 and s.phase == Phase.CHANCE_DEAL


STAND_IN = "STAND-IN-SCORING"
"""A question the stand-in asks at the start of scoring: ``choose give`` gives its seat a
Material, ``choose keep`` nothing."""


def _stand_in_power() -> Power:
    def options(s: Any, choice: Any) -> list[tuple[Any, ...]]:
        return [("give",), ("keep",)]

    def chosen(s: Any, choice: Any, args: tuple[Any, ...]) -> None:
        if args[0] == "give":
            resources.gain(s, int(choice[0]), MATERIAL)

    return Power(STAND_IN, "stand-in", choice_options=options, choose=chosen)


def _asks(s: CampaignState, seat: int) -> None:
    push_choice(s, seat, STAND_IN, "scoring")


def test_its_questions_are_answered_in_turn_order_before_the_scoring(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The questions wait on the choice stack, in turn order from the initiative holder (Dane
    here), the chapter unscored meanwhile (the position waiting loads back); once answered,
    the scoring counts the answers: Lotus gave itself a Material, Dane kept, Lotus wins Tycoon."""
    monkeypatch.setitem(CampaignState.EXTRA_POWERS, STAND_IN, _stand_in_power())
    registry.add(C, before_scoring=_asks)
    registry.add(B, before_scoring=_asks)
    s = table3([A, B, C], power=[0, 0, 0], chapter=2, initiative=DANE, markers=[{"box": "tycoon"}, {}, {}])
    assert s.phase == Phase.CHOICE and s.current_player() == DANE
    assert s.chapter_scoring == [] and s.chapter == 2
    roundtrip(s)
    do(s, "choose keep")
    assert s.phase == Phase.CHOICE and s.current_player() == LOTUS and s.chapter_scoring == []
    do(s, "choose give")
    tycoon = s.chapter_scoring[-1][1][0]
    assert tycoon[3] == LOTUS
    assert s.chapter == 3 and s.current_player() == CHANCE
    assert invariants.problems(s) == []


def test_played_to_the_chapters_end_it_runs_once_and_not_at_earlier_rounds(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In play: a round's end with cards left runs nothing; the last pass ends the chapter
    (base p8) and the step runs there, once, its question answered before the scoring."""
    calls: list[int] = []

    def asks(s: CampaignState, seat: int) -> None:
        calls.append(s.chapter)
        _asks(s, seat)

    monkeypatch.setitem(CampaignState.EXTRA_POWERS, STAND_IN, _stand_in_power())
    registry.add(C, before_scoring=asks)
    s = table3(
        [A, B, C],
        power=[0, 0, 0],
        chapter=1,
        initiative=LOTUS,
        seats=[{}, {}, {"hand": ["ADM2"]}],
        markers=[{"box": "tycoon"}, {}, {}],
    )
    assert s.phase == Phase.LEAD and calls == []
    assert "pass" in legal(s)
    do(s, "pass")
    assert calls == [1] and s.phase == Phase.CHOICE and s.current_player() == LOTUS
    assert s.chapter_scoring == []
    do(s, "choose give")
    assert calls == [1] and s.chapter == 2 and s.chapter_scoring[-1][1][0][3] == LOTUS


def test_a_round_end_with_cards_left_is_no_start_of_scoring(registry: Registry) -> None:
    """Not at every round's end: with a card left to lead, the chapter goes on and nothing runs."""
    calls: list[int] = []
    registry.add(C, before_scoring=lambda s, seat: calls.append(seat))
    s = table3(
        [A, B, C],
        power=[0, 0, 0],
        chapter=1,
        initiative=LOTUS,
        seats=[{"hand": ["ADM3"]}, {}, {"hand": ["ADM2"]}],
    )
    do(s, "pass")  # (Mikah has a card: passes 1 < 2 players with cards)
    assert calls == [] and s.phase == Phase.LEAD and s.current_player() == MIKAH
