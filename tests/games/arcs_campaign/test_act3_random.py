"""Seeded random whole campaigns whose Act III parts are stand-ins registered through
`fates.register_act3` (`act3_support.Registry`) for the 24 Fates: grand ambitions fulfilled
often, final objectives advancing at chapter ends (sometimes by a question to their holder), a
campaign-end part asking a question; some Act II objectives completed and kept into Act III, and
some Power given at Act III's start (so final objectives can win).
Under the invariants after every action; the Act III positions round-trip through their
snapshots, clones equal the state and determinized worlds agree with the mover's observation."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs.powers import Power, push_choice
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import act3, invariants
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act3_support import Registry, check_round_trips

ASK = "STAND-IN-ASK"


def _ask_power() -> Power:
    def options(s: Any, choice: Any) -> list[tuple[Any, ...]]:
        return [(3,), (0,)]

    def chosen(s: Any, choice: Any, args: tuple[Any, ...]) -> None:
        objective.advance(s, int(choice[0]), int(args[0]))

    return Power(ASK, "a stand-in question", choice_options=options, choose=chosen)


def _grand(s: CampaignState, seat: int) -> tuple[bool, bool]:
    return (s.initiative == seat, any(a >= 0 for a in s.marker_box))


def _chapter_end(s: CampaignState, seat: int) -> None:
    if s.chapter % 2:
        push_choice(s, seat, ASK, "advance")
    else:
        objective.advance(s, seat, 2 + s.chapter)


def _campaign_end(s: CampaignState, seat: int) -> None:
    push_choice(s, seat, ASK, "advance")


@pytest.fixture
def stand_ins(registry: Registry, monkeypatch: pytest.MonkeyPatch) -> Registry:
    monkeypatch.setitem(CampaignState.EXTRA_POWERS, ASK, _ask_power())
    for fate in cards.FATE_BY_ID:
        if cards.letter(fate) == "C":
            registry.add(fate, chapter_end=_chapter_end)
        else:
            registry.add(fate, grand=_grand, campaign_end=_campaign_end if fate == cards.PIRATE else None)
    return registry


def play(players: int, seed: int, seen: Counter[str]) -> CampaignState:
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed, act="all")
    completed = powered = False
    for _ in range(30_000):
        if s.current_player() == TERMINAL:
            return s
        if not completed and s.act == 2 and s.chapter == 3 and s.phase == Phase.LEAD:
            completed = True  # (some Act II objectives completed: those seats may keep their Fate)
            for p in range(players):
                if rng.random() < 0.6:
                    s.objective[p] = 0
        if not powered and s.act == 3:
            powered = True  # (random play leaves little Power: some for the final objectives)
            s.power = [rng.randint(-3, 12) for _ in range(players)]
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            if s.phase == CampaignPhase.CHOOSE_NEW_FATE and s.act == 2:
                pick = legal[0] if rng.random() < 0.7 else rng.choice(legal)  # (keep, mostly)
            else:
                busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
                pick = rng.choice(busy if busy and rng.random() < 0.85 else legal)
            if s.phase == Phase.CHOICE and s.choices and s.choices[-1][1] == ASK:
                seen["question" + ("-end" if s.resume_phase == Phase.OVER else "")] += 1
                check_round_trips(s, seed)
            s.apply(pick)
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        if s.act == 3 and (len(s.history) % 41 == 0 or s.phase == CampaignPhase.CHANCE_ACT_COURT):
            check_round_trips(s, seed)
    raise AssertionError(f"seed {seed}: the campaign did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_campaigns_with_act_iii_stand_ins(players: int, stand_ins: Registry) -> None:
    """Grand ambitions are scored (one and both), A and B Fates are kept into Act III, final
    objectives win (the game ending early too) and the campaign also ends on Power after chapter
    4; chapter-end and campaign-end questions are asked and answered."""
    seen: Counter[str] = Counter()
    wanted = ("grand-1", "grand-2", "kept", "question", "final", "early", "power")
    for seed in range(40):  # (until every case is seen: the Fates' cards change the random paths)
        s = play(players, 9100 * players + seed, seen)
        assert s.act == 3 and s.winner == act3.campaign_winner(s)
        seen["final" if s.final_winners else "power"] += 1
        seen.update(f"grand-{k}" for _, _, k, _ in s.grand_scores)
        seen["early"] += s.chapter < 4
        seen["kept"] += any(cards.letter(f) != "C" for f in s.fates)
        check_round_trips(s, seed)
        if seed >= 7 and all(seen[k] for k in wanted):
            break
    assert all(seen[k] for k in wanted), seen
