"""The eight A Fates' Act I Resolution cards (CRB p.28 step A; Fates file F1-F8), completed and
failed: where each Fate Set card goes (the Court deck, the rules booklet, a player, the scrap)
and what else the card does; each test fails without its card's rule."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.core.state import TERMINAL
from ambitions.games.arcs_campaign import data, intermission, invariants
from ambitions.games.arcs_campaign.fates import cards, caretaker, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import pos

OTHERS = {"F1": ("F3", "F4"), "F3": ("F1", "F4")}
"""The Rivals' Fates beside the one tested (neither of them the tested one)."""


def act_end(
    fate: str, completed: bool, seats: list[dict[str, Any]] | None = None, **camp: Any
) -> CampaignState:
    """A 3-player table at the end of Act I with `fate` at seat 0 (objective completed or not;
    the Rivals' objectives failed) and the Rivals on two other Fates."""
    rivals = OTHERS.get(fate, ("F1", "F3"))
    start = cards.start_space(fate, 3)
    fates = {"fate": [fate, *rivals], "objective": [0 if completed else start, 1, 1], **camp.pop("fates", {})}
    s = pos(chapter=3, seats=seats or [{}, {}, {}], campaign_part={"fates": fates, **camp})
    assert s.current_player() == TERMINAL
    return s


def resolve(s: CampaignState, seat: int = 0) -> CampaignState:
    resolution.resolve(s, seat, random.Random(1))
    assert not invariants.problems(s), invariants.problems(s)
    return s


def where(s: CampaignState, card: str) -> str:
    """Where `card` is now: "court deck", "booklet", "scrapped", "seat N", "edicts" or "box"."""
    for p in range(s.n):
        if card in s.guild[p] or card in s.lore[p]:
            return f"seat {p}"
    for name, pile in (("court deck", s.court_deck), ("booklet", s.booklet), ("scrapped", s.scrapped),
                       ("edicts", s.edicts), ("court discard", s.court_discard)):  # fmt: skip
        if card in pile:
            return name
    return "box"


def places(s: CampaignState, *ids: str) -> list[str]:
    return [where(s, c) for c in ids]


def test_steward_completed_protectors_in_the_booklet_empire_falls_scrapped() -> None:
    s = resolve(act_end("F1", completed=True))
    assert places(s, "F1-05", "F1-06", "F1-07") == ["court deck"] * 3
    assert s.booklet == ["F1-08"] and where(s, "F1-03") == "seat 0"  # Dealmakers kept
    assert places(s, "F1-09", "F1-10", "F1-11") == ["scrapped"] * 3
    assert s.resolved == ["F1-04"]


def test_steward_failed_dealmakers_and_the_lesser_regents_to_the_court_deck() -> None:
    s = resolve(act_end("F1", completed=False))
    assert places(s, "F1-05", "F1-06", "F1-07", "F1-08") == ["scrapped"] * 4
    assert places(s, "F1-09", "F1-10", "F1-11", "F1-03") == ["court deck"] * 4
    assert not s.booklet


def test_founder_completed_gains_the_book_of_liberation_and_parks_the_unions() -> None:
    s = resolve(act_end("F2", completed=True))
    assert "F2-04" in s.lore[0]
    assert places(s, "F2-05", "F2-06", "F2-07") == ["court deck"] * 3
    assert places(s, "F2-08", "F2-09", "F2-10", "F2-11") == ["box"] * 4  # behind resolution 23


def test_founder_failed_the_unions_to_the_court_deck() -> None:
    s = resolve(act_end("F2", completed=False))
    assert places(s, "F2-04", "F2-05", "F2-06", "F2-07") == ["scrapped"] * 4
    assert places(s, "F2-08", "F2-09", "F2-10", "F2-11") == ["court deck"] * 4


def test_magnate_completed_the_interests_come_back_from_the_court_discard() -> None:
    s = act_end("F3", completed=True, court_discard=["CC01", "CC04", "CC07"])
    resolve(s)
    assert places(s, "F3-04", "F3-05", "F3-06") == ["court deck"] * 3
    assert places(s, "CC01", "CC04", "CC07") == ["court deck", "court deck", "court discard"]
    assert places(s, *resolution.ids("F3", 7, 8, 9, 10, 11)) == ["box"] * 5
    intermission.clear_court(s)  # step B then scraps the rest of the discard
    assert "CC07" in s.scrapped and "CC01" not in s.scrapped


def test_magnate_failed_the_cartels_to_the_court_deck() -> None:
    s = resolve(act_end("F3", completed=False, court_discard=["CC01"]))
    assert places(s, "F3-04", "F3-05", "F3-06") == ["scrapped"] * 3
    assert places(s, *resolution.ids("F3", 7, 8, 9, 10, 11)) == ["court deck"] * 5
    assert where(s, "CC01") == "court discard"


def test_advocate_completed_overseers_the_liaisons_and_the_fiasco_to_the_court_deck() -> None:
    s = resolve(act_end("F4", completed=True))
    assert places(s, "F4-03", *resolution.LIAISONS, "F4-10") == ["court deck"] * 7
    assert where(s, "F4-11") == "scrapped" and where(s, "F4-02") == "seat 0"


def test_a_card_the_resolution_moves_comes_off_the_court_card_it_is_attached_to() -> None:
    """Guild Overseers (F4-03) can be Recovered onto a Court card (F4-02; an Advocate's discarded
    card, CRB p.27 "Attaching Cards"). The Resolution sends it to the Court deck (F4-04): off its
    host, so step B (which returns attached cards to the deck, CRB p.28) does not send it twice."""
    s = act_end("F4", completed=True)
    s.guild[0].remove("F4-03")
    s.attached = ["IC01", "F4-03"]
    resolve(s)
    assert s.attached == [] and s.court_deck.count("F4-03") == 1


def test_advocate_failed_only_the_liaisons_of_suits_out_held_once_overseers_has_gone() -> None:
    """Seat 0 holds Investigators (Psionic), Overseers (Relic) and Arms Union (CC05, Weapon);
    seat 1 a Psionic card. Once Overseers has gone to the Court deck (the card's first step),
    seat 0 out-holds every Rival in Weapon only: Psionic is tied and Relic is 0 to 0."""
    seats: list[dict[str, Any]] = [{"guild": ["CC05"]}, {"guild": ["CC07"]}, {}]
    s = act_end("F4", completed=False, seats=seats)
    assert sorted(s.guild[0]) == ["CC05", "F4-02", "F4-03"]
    resolve(s)
    assert places(s, "F4-03", "F4-07", "F4-11") == ["court deck"] * 3
    assert places(s, "F4-05", "F4-06", "F4-08", "F4-09", "F4-10") == ["scrapped"] * 5


def test_caretaker_completed_golems_home_lore_for_each_player_and_the_unstable_cards() -> None:
    s = act_end("F5", completed=True)
    s.golems = [2, caretaker.HELD + 1, -1, 10]  # warrior and harvester on the map
    s.golem_awake = [False, True, False, False]
    deck, lore = list(s.court_deck), resolution.lore_in_box(s)
    resolve(s)
    assert s.golems == [caretaker.HELD, caretaker.HELD + 1, -1, caretaker.HELD]
    assert where(s, caretaker.GOLEM_BEACON) == "scrapped" and where(s, caretaker.STONE_SPEAKERS) == "seat 0"
    added = [c for c in s.court_deck if c not in deck]
    assert len(set(added) & set(lore)) == 3  # one lore card per player, from the box
    assert set(resolution.UNSTABLE) <= set(added)


def test_caretaker_failed_map_golems_scrapped_and_their_unstable_cards_with_them() -> None:
    s = act_end("F5", completed=False)
    s.golems = [2, caretaker.HELD + 1, -1, 10]  # warrior and harvester on the map, protector held
    s.golem_awake = [False, True, False, False]
    resolve(s)
    assert s.golems == [-1, caretaker.HELD + 1, -1, -1]
    assert where(s, caretaker.STONE_SPEAKERS) == "court deck"
    assert where(s, "F5-10") == "court deck"  # Unstable Protector: its Golem is still in play
    assert places(s, "F5-08", "F5-09", "F5-11") == ["scrapped"] * 3


def test_partisan_completed_gains_galactic_bards() -> None:
    s = resolve(act_end("F6", completed=True))
    assert places(s, *resolution.ids("F6", 5, 6, 7, 8, 9)) == ["court deck"] * 5
    assert where(s, "F6-10") == "seat 0"
    assert places(s, *resolution.ids("F6", 11, 12, 13, 14)) == ["scrapped"] * 4


def test_partisan_failed_seizing_scrapped_and_outrage_cleared() -> None:
    s = act_end("F6", completed=False)
    agents = s.agents[0]
    s.outrage[0] = 0b10101  # Material, Weapon and Psionic Outrage, an agent on each
    s.agents[0] -= 3
    resolve(s)
    assert s.outrage[0] == 0 and s.agents[0] == agents
    assert places(s, *resolution.ids("F6", 5, 6, 7, 8, 9)) == ["scrapped"] * 5
    assert places(s, *resolution.ids("F6", 10, 11, 12, 13, 14)) == ["court deck"] * 5
    assert "F6-03" in s.scrapped


def test_admiral_completed_gains_the_honor_guard() -> None:
    s = resolve(act_end("F7", completed=True, edicts=[data.GOVERN, "F7-03"]))
    assert where(s, "F7-05") == "seat 0" and where(s, "F7-03") == "edicts"
    assert places(s, "F7-06", "F7-07", "F7-08", "F7-09") == ["court deck"] * 4
    assert places(s, "F7-10", "F7-11") == ["scrapped"] * 2


def test_admiral_failed_the_foundries_edict_leaves_the_booklet() -> None:
    s = resolve(act_end("F7", completed=False, edicts=[data.GOVERN, "F7-03"]))
    assert s.edicts == [data.GOVERN]
    assert places(s, "F7-03", "F7-05", "F7-06", "F7-07") == ["scrapped"] * 4
    assert places(s, "F7-08", "F7-09", "F7-10", "F7-11") == ["court deck"] * 4


@pytest.mark.parametrize("completed", [True, False])
def test_believer_the_stacked_faithful_cards_to_the_court_deck(completed: bool) -> None:
    s = act_end("F8", completed=completed, fates={"faithful": ["F8-04", "F8-05", "F8-06"]})
    resolve(s)
    assert s.faithful == [] and {"F8-04", "F8-05", "F8-06"} <= set(s.court_deck)
    assert "F8-03" in s.scrapped
    if completed:
        assert where(s, "F8-16") == "seat 0" and where(s, "F8-17") == "court deck"
        assert places(s, "F8-18", "F8-19") == ["scrapped"] * 2
    else:
        assert places(s, "F8-16", "F8-17") == ["scrapped"] * 2
        assert places(s, "F8-18", "F8-19") == ["court deck"] * 2


def test_each_resolution_once_and_the_power_lost_once() -> None:
    """Running step A again changes nothing: the cards are resolved and the Power lost once."""
    s = act_end("F1", completed=False, seats=[{"power": 3}, {"power": 0}, {"power": 0}])
    intermission.resolve_fate(s, random.Random(0))
    once = (list(s.power), list(s.court_deck), list(s.scrapped))
    intermission.resolve_fate(s, random.Random(0))
    assert (s.power, s.court_deck, s.scrapped) == once
    assert s.power[0] == 3 - cards.start_space("F1", 3)
    assert sorted(s.resolved) == sorted(resolution.RESOLUTION_CARDS[f] for f in s.fates)
