"""The Act III frame's "at the start of scoring" step (issue 28: The Arbiter, F24-03, "At the
start of scoring"; the Gate Wraith's too): a Fate module's optional ``before_scoring(state,
seat)``, registered by `fates.register_act3` in `acts.BEFORE_SCORING[(fate, 3)]`, runs once the
chapter is over, before the declared ambitions are scored, in turn order; the questions it asks
are answered, in turn order, before the scoring. Stand-in Fate parts on an emptied registry
(`act3_support.Registry`). Each test fails without the step."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE
from ambitions.games.arcs import resources
from ambitions.games.arcs.powers import Power, push_choice
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data, invariants, observe, position
from ambitions.games.arcs_campaign.fates import acts, cards
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act3_support import Registry, table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, turn

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


def test_random_campaigns_ask_and_answer_start_of_scoring_questions(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whole random campaigns into Act III with every "C" Fate asking at the start of each
    chapter's scoring: the questions come once per chapter a "C" Fate is in play, are answered,
    the positions waiting for them load back and the invariants hold (`test_act3_random.play`)."""
    from .test_act3_random import ASK, _ask_power, _chapter_end, _grand, play

    asked: list[tuple[int, int]] = []

    def before(s: CampaignState, seat: int) -> None:
        assert s.act == 3 and not any(c == s.chapter for c, _ in s.chapter_scoring)
        asked.append((s.chapter, seat))
        push_choice(s, seat, ASK, "scoring")

    monkeypatch.setitem(CampaignState.EXTRA_POWERS, ASK, _ask_power())
    for fate in cards.FATE_BY_ID:
        if cards.letter(fate) == "C":
            registry.add(fate, chapter_end=_chapter_end, before_scoring=before)
        else:
            registry.add(fate, grand=_grand)
    seen: Counter[str] = Counter()
    total = 0
    for seed in range(2):
        total += len(asked)
        asked.clear()
        s = play(3, 4400 + seed, seen)
        c_seats = [p for p in range(3) if cards.letter(s.fates[p]) == "C"]
        chapters = {c for c, _ in s.chapter_scoring if c >= 1} if c_seats else set()
        assert sorted(asked) == sorted((c, p) for c in chapters for p in c_seats)
    total += len(asked)
    assert total and seen["question"], (total, seen)


def test_after_the_imperial_councils_resolution_of_the_last_round(registry: Registry) -> None:
    """The Council secured in the chapter's last round (CRB p.14): its resolution belongs to
    the round, so the start of scoring comes after it (no step left), still before the scoring."""
    seen: list[tuple[int, int]] = []
    registry.add(C, before_scoring=lambda s, seat: seen.append((len(s.steps), len(s.chapter_scoring))))
    agents = [2, 0, 0]
    court = [{"card": data.COUNCIL, "agents": agents}, {"card": "CC07"}, {"card": "CC11"}]
    s = table3(
        [A, B, C],
        power=[0, 0, 0],
        chapter=2,
        turn=turn(MIKAH, "AGG4", 3),
        campaign={"court": court},
    )
    do(s, "secure IC01", "end")
    assert s.phase == CampaignPhase.RESOLVE and seen == []
    rng = random.Random(5)
    for _ in range(40):
        if s.phase == Phase.CHANCE_DEAL or seen:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))  # (a Crisis roll)
        else:
            do(s, legal(s)[0])
    assert seen == [(0, 0)]
    assert s.chapter == 3 and len(s.chapter_scoring) == 1
