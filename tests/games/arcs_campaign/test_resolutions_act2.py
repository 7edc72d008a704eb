"""The Act II Resolution cards of the Steward, Founder, Magnate and Advocate (CRB p.28 step A, at
the second Intermission; card texts F1-14, F2-23, F3-21, F4-15 with the errata), completed and
failed: where each Fate Set card goes. A table of cases, each failing without its card's rule."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.core.state import TERMINAL
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.fates import cards, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import pos
from .test_resolutions import places

OTHERS = {"F1": ("F3", "F4"), "F3": ("F1", "F4")}


def act2_end(fate: str, completed: bool, **camp: Any) -> CampaignState:
    """A 3-player table at the end of Act II with `fate` at seat 0."""
    rivals = OTHERS.get(fate, ("F1", "F3"))
    start = cards.start_space(fate, 3, act=2)
    fates = {"fate": [fate, *rivals], "objective": [0 if completed else start, 1, 1], **camp.pop("fates", {})}
    s = pos(chapter=3, seats=[{}, {}, {}], campaign_part={"act": 2, "fates": fates, **camp})
    assert s.current_player() == TERMINAL
    return s


def resolve(s: CampaignState, seat: int = 0) -> CampaignState:
    resolution.resolve(s, seat, random.Random(1))
    assert not invariants.problems(s), invariants.problems(s)
    return s


CASES: list[tuple[str, bool, dict[str, str]]] = [
    # F1-14 (errata: the Lesser Regents are 20-21)
    ("F1", True, {"F1-15": "court deck", "F1-16": "court deck", "F1-17": "court deck",
                  "F1-18": "scrapped", "F1-19": "scrapped", "F1-20": "scrapped", "F1-21": "scrapped"}),
    ("F1", False, {"F1-15": "scrapped", "F1-16": "scrapped", "F1-17": "scrapped",
                   "F1-18": "court deck", "F1-19": "court deck", "F1-20": "court deck",
                   "F1-21": "court deck"}),
    # F2-23
    ("F2", True, {"F2-24": "seat 0", "F2-08": "scrapped", "F2-09": "scrapped", "F2-10": "scrapped",
                  "F2-11": "scrapped"}),
    ("F2", False, {"F2-24": "scrapped", "F2-13": "scrapped", "F2-08": "court deck", "F2-09": "court deck",
                   "F2-10": "court deck", "F2-11": "court deck"}),
    # F3-21
    ("F3", True, {"F3-22": "seat 0", "F3-07": "scrapped", "F3-11": "scrapped", "F3-23": "scrapped",
                  "F3-24": "scrapped"}),
    # F4-15
    ("F4", True, {"F4-16": "court deck", "F4-17": "court deck", "F4-21": "court deck", "F4-22": "scrapped"}),
    ("F4", False, {"F4-16": "scrapped", "F4-17": "scrapped", "F4-21": "scrapped", "F4-22": "court deck"}),
]  # fmt: skip


@pytest.mark.parametrize(("fate", "completed", "expected"), CASES)
def test_act2_resolution_moves_each_card(fate: str, completed: bool, expected: dict[str, str]) -> None:
    s = resolve(act2_end(fate, completed))
    assert dict(zip(expected, places(s, *expected), strict=True)) == expected
    assert s.resolved == [resolution.ACT2_RESOLUTION_CARDS[fate]]


def test_act1_resolution_is_read_in_act1() -> None:
    """Dispatched by Act: at the first Intermission the Act I card (F1-04) resolves."""
    s = pos(chapter=3, seats=[{}, {}, {}], campaign_part={"fates": {"fate": ["F1", "F3", "F4"]}})
    resolve(s)
    assert s.resolved == ["F1-04"] and "F1-09" in s.court_deck  # (failed: Empire Falls)


def test_magnate_failed_keeps_held_monopolies_and_their_cartels_out() -> None:
    """F3-21 failed: Monopolies no player has are scrapped and their types' Cartels go to the
    Court deck; the other Cartels are scrapped; the Extortions join the Court deck. Here Dane has
    the Relic Monopoly, Lotus the Fuel one."""
    monopolies = {"material": "supply", "fuel": 2, "weapon": "supply", "relic": 1, "psionic": "supply"}
    s = resolve(act2_end("F3", False, monopolies=monopolies))
    assert places(s, "F3-13", "F3-14", "F3-15", "F3-16", "F3-17") == [
        "scrapped", "box", "box", "scrapped", "scrapped",  # (held Monopolies stay with their holders)
    ]  # fmt: skip
    assert places(s, "F3-07", "F3-08", "F3-09", "F3-10", "F3-11") == [
        "court deck", "scrapped", "court deck", "court deck", "scrapped",
    ]  # fmt: skip
    assert places(s, "F3-22", "F3-23", "F3-24") == ["scrapped", "court deck", "court deck"]
    assert s.monopolies == [-2, 2, -2, 1, -2]


def test_magnate_completed_returns_the_interests_from_the_discard() -> None:
    s = resolve(act2_end("F3", True, court_discard=["CC01", "CC04", "CC05"]))
    assert "CC01" in s.court_deck and "CC04" in s.court_deck and s.court_discard == ["CC05"]


def test_advocate_failed_scraps_advocates_demand_from_the_edicts() -> None:
    s = resolve(act2_end("F4", False, edicts=["ED03", "F4-13"]))
    assert s.edicts == ["ED03"] and "F4-13" in s.scrapped
