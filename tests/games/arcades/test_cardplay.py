"""Card play and the round's winner (B.1.3 A-B; A6, A29), and the card choices of the phantom
and the solo bots (B.1.4, B.1.5; A30)."""

from __future__ import annotations

import pytest

from ambitions.games.arcades.cardplay import offer_choice, winning_play

from .conftest import build, legal, play


def plays(*cards: str) -> list[tuple[int, str]]:
    return [(i, c) for i, c in enumerate(cards)]


def test_a_follower_must_play_the_lead_suit_when_able_and_a_7_of_it_counts() -> None:
    s = build(
        initiative=0,
        agents=["1.1", "2.1", "3.1"],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM3"}], "turn": 1},
        phase="play",
        seats=[{}, {"hand": ["ADM7", "AGG2", "MOB6"]}, {}],
    )
    assert legal(s) == ["play ADM7"]
    s = build(
        initiative=0,
        agents=["1.1", "2.1", "3.1"],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM3"}], "turn": 1},
        phase="play",
        seats=[{}, {"hand": ["AGG2", "MOB6", "MOB7"]}, {}],
    )
    assert legal(s) == ["play AGG2", "play MOB6", "play MOB7"]  # no lead-suit card: any card


def test_the_lead_may_play_any_card() -> None:
    s = build(initiative=1, agents=["1.1", "2.1", "3.1"], seats=[{}, {"hand": ["ADM2", "MOB7"]}, {}])
    assert s.current_player() == 1 and legal(s) == ["play ADM2", "play MOB7"]


def test_the_first_7_played_wins_whatever_its_suit() -> None:
    assert winning_play(plays("ADM6", "MOB7", "ADM7"), False) == 1


def test_without_a_7_the_highest_lead_suit_card_wins() -> None:
    assert winning_play(plays("ADM2", "AGG6", "ADM5"), False) == 2
    assert winning_play(plays("ADM6", "AGG6", "MOB5"), False) == 0


def test_a_zeroed_lead_counts_0_and_is_no_7_a6() -> None:
    assert winning_play(plays("ADM7", "ADM1"), True) == 1
    assert winning_play(plays("ADM7", "AGG7"), True) == 1  # the follower's 7 is the first 7


def test_a_zeroed_lead_nobody_follows_still_wins_a29() -> None:
    assert winning_play(plays("ADM4", "AGG6", "MOB5"), True) == 0


@pytest.mark.parametrize(
    ("offer", "played", "zeroed", "chosen", "why"),
    [
        (["ADM2", "MOB6", "AGG6"], [], False, "MOB6", "lead: the highest, the left-most on ties"),
        (["ADM2", "ADM5", "AGG7"], ["ADM4"], False, "ADM5", "1: the highest lead-suit card if it wins"),
        (["ADM2", "ADM3", "AGG7"], ["ADM4"], False, "ADM2", "2: else the lowest lead-suit card"),
        (["AGG2", "MOB7", "AGG7"], ["ADM4"], False, "MOB7", "3: the left-most 7 if it wins"),
        (["AGG3", "MOB7", "AGG2"], ["ADM4", "ADM7"], False, "AGG2", "4: a 7 already played beats it (A30)"),
        (["AGG3", "MOB1", "AGG1"], ["ADM4"], False, "MOB1", "4: the lowest off-suit, left-most"),
        (["ADM1", "AGG5", "MOB2"], ["ADM6"], True, "ADM1", "1: a 1 beats a zeroed lead (A30)"),
        (["ADM7", "ADM2", "MOB2"], ["ADM6", "AGG7"], False, "ADM2", "1: a lead-suit 7 after a 7 loses"),
    ],
)
def test_the_phantom_and_bot_card_priorities(
    offer: list[str], played: list[str], zeroed: bool, chosen: str, why: str
) -> None:
    assert offer_choice(offer, plays(*played), zeroed, len(played)) == chosen, why


def test_the_phantom_plays_from_its_offer_and_refills_it_at_the_round_end() -> None:
    # Two players: seat 1 ends its turn, the phantom (after seat 1) plays, the round ends.
    s = build(
        2,
        initiative=0,
        agents=["1.1", "2.1", "3.1"],
        round={"lead": 0, "plays": [{"side": 0, "card": "ADM3"}, {"side": 1, "card": "ADM1"}]},
        turn={"side": 1, "card": "ADM1"},
        phantom={"offer": ["MOB2", "ADM6", "AGG4"], "stack": ["AGG1", "MOB5"]},
        seats=[{"hand": ["MOB1"]}, {"hand": ["MOB3"]}],
    )
    play(s, "end")
    assert s.played[-1] == "ADM6"  # priority 1: ADM6 would win, so it is played, and wins
    assert s.initiative == 2
    # The offer slid left and drew AGG1 into the right-most spot; the phantom then led the next
    # round with its highest card, AGG4, and seat 0 is to follow.
    assert s.plays == [(2, "AGG4")] and s.phantom_offer == ["MOB2", "AGG1"]
    assert s.phantom_stack == ["MOB5"] and s.current_player() == 0
