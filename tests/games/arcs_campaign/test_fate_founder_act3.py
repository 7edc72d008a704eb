"""F2 Founder, Act III (issue 28; Fates file "F2 — Founder"; card texts F2-25A/B, F2-24, F2-26,
F2-27). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.fates import acts, founder_act3
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F2", "F1", "F6"]}  # Mikah is the Founder
X = reach.SYSTEM_INDEX


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), **camp}


def test_the_founder_act_iii_part_is_registered() -> None:
    assert "F2" in acts.ACT3 and acts.GRAND_AMBITIONS["F2"] is founder_act3.grand_ambitions


def test_setup_swaps_the_call_for_armistice_and_gains_freedom_fighters() -> None:
    """F2-25A: scrap Call for Armistice (15), add Mass Call for Armistice (26); gain 27."""
    s = pos(campaign_part=act3(fates={**FATES, "cards": [[], [], []]}, edicts=["ED03", "F2-15"]))
    founder_act3.setup_act3(s, MIKAH)
    assert "F2-15" not in s.edicts and "F2-15" in s.scrapped and "F2-26" in s.edicts
    assert "F2-27" in s.guild[MIKAH]


# -- grand ambitions (F2-25B) ---------------------------------------------------------------------------
def free_cities(k: int) -> list[dict[str, Any]]:
    slots = ["1.1#0", "1.2#0", "1.3#0", "2.1#0", "2.2#0", "2.3#0", "3.1#0", "3.2#0"]
    return [{"slot": slot, "kind": "city"} for slot in slots[:k]]


def scoring(resources: list[list[str]], members: list[int], cities: int, **camp: Any) -> CampaignState:
    """Act III, chapter 1: Tycoon declared with the Commonwealth marker; nobody has cards, so the
    chapter ends (and is scored) as the position loads."""
    return pos(
        markers=[{"box": "tycoon"}, {}, {}],
        buildings=[{"slot": "5.1#0", "seat": LOTUS, "kind": "city"}],
        seats=[{"hand": [], "resources": r} for r in resources],
        chapter=1,
        campaign_part=act3(
            members=members, commonwealth="tycoon", free_buildings=free_cities(cities), **camp
        ),
    )


def test_secure_freedom_needs_the_commonwealth_win_and_3_or_7_free_cities() -> None:
    """F2-25B: the Commonwealth (Mikah 1 + Dane 1) beats Lotus (1): with 3 Free cities free of the
    Empire and non-Members, one grand ambition; with 7, both; without the win, none."""
    s = scoring([["material"], ["fuel"], ["material"]], members=[0, 1], cities=3)
    assert s.grand_scores[0][:3] == (1, MIKAH, 1)
    s = scoring([["material"], ["fuel"], ["material"]], members=[0, 1], cities=7)
    assert s.grand_scores[0][:3] == (1, MIKAH, 2)
    s = scoring([["material"], ["fuel"], ["material", "fuel", "material"]], members=[0, 1], cities=7)
    assert s.grand_scores[0][:3] == (1, MIKAH, 0)  # Lotus, a non-Member, wins it


def test_free_cities_under_the_empire_or_a_non_member_do_not_count() -> None:
    """F2-25B: a fresh Imperial ship (the Empire) or a non-Member's control takes a city off."""
    s = pos(
        ships=[{"system": "1.2", "seat": LOTUS, "fresh": 1}],
        campaign_part=act3(
            members=[0, 1], free_buildings=free_cities(3), imperial_ships=[{"system": "1.1", "fresh": 1}]
        ),
    )
    assert founder_act3.free_cities(s) == 1


# -- Spirit of Freedom (F2-24) --------------------------------------------------------------------------
def secure_turn(lore: list[str], members: list[int]) -> CampaignState:
    return pos(
        seats=[{"hand": ["AGG2"], "lore": lore}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            members=members,
            court=[{"card": "IC01"}, {"card": "CC03", "agents": [1, 0, 1]}],
            court_deck=["CC04"],
        ),
    )


def test_spirit_of_freedom_secures_on_a_tie_with_a_non_member() -> None:
    """F2-24: Mikah ties Lotus (a non-Member) at 1 agent: he may secure; not if Lotus is a Member
    or without the card."""
    s = secure_turn(["F2-24"], members=[0, 1])
    assert "secure CC03" in legal(s)
    do(s, "secure CC03")
    assert "CC03" in s.guild[MIKAH] and s.captives[MIKAH * 3 + LOTUS] == 1
    assert "secure CC03" not in legal(secure_turn(["F2-24"], members=[0, 1, 2]))
    assert "secure CC03" not in legal(secure_turn([], members=[0, 1]))


# -- Mass Call for Armistice (F2-26) -------------------------------------------------------------------------
def test_mass_call_lets_the_lowest_member_then_the_founder_attach() -> None:
    """F2-26: as Call for Armistice (the lowest-Power Member, Dane, may attach one), then the
    Founder (Mikah) may also attach one."""
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": ["ADM2"], "power": 5}, {"power": 2}, {"power": 7}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(
            members=[0, 1],
            court=[{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}, {"card": "CC03"}],
            court_deck=["CC02"],
            edicts=["F2-26"],
            booklet=["F2-16", "F2-17"],
        ),
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert s.phase == CampaignPhase.RESOLVE and s.mover == DANE
    do(s, "attach CC01")
    assert s.mover == MIKAH and "attach CC03" in legal(s)
    roundtrip(s)
    do(s, "attach CC03")
    assert s.attached == ["CC01", "F2-16", "CC03", "F2-17"]


# -- Freedom Fighters (F2-27) ------------------------------------------------------------------------------
def test_freedom_fighters_incite_revolt_destroys_damaged_rival_and_imperial_ships() -> None:
    """F2-27 "Incite Revolt (Battle)": at a fresh Free city, every damaged Rival and Imperial ship
    there is destroyed, no Trophies; fresh ships stay."""
    s = pos(
        ships=[
            {"system": "1.1", "seat": DANE, "damaged": 2, "fresh": 1},
            {"system": "1.1", "seat": MIKAH, "damaged": 1},
        ],
        seats=[{"hand": ["AGG2"], "guild": ["F2-27"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(free_buildings=free_cities(1), imperial_ships=[{"system": "1.1", "damaged": 1}]),
    )
    dane, imperial = s.ships[DANE], s.imperial_ships
    assert "incite 1.1" in legal(s)
    do(s, "incite 1.1")
    i = X["1.1"] * 3
    assert s.damaged[i + DANE] == 0 and s.fresh[i + DANE] == 1 and s.ships[DANE] == dane + 2
    assert s.damaged[i + MIKAH] == 1 and s.imperial_damaged[X["1.1"]] == 0
    assert s.imperial_ships == imperial + 1 and not any(s.trophies)
    s = pos(
        ships=[{"system": "1.1", "seat": DANE, "damaged": 2}],
        seats=[{"hand": ["AGG2"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(free_buildings=free_cities(1), fates={**FATES, "cards": [[], [], []]}),
    )
    assert "incite 1.1" not in legal(s)  # (without Freedom Fighters)


def test_the_founder_still_places_the_commonwealth_marker_in_act_iii() -> None:
    """F2-13 (the title holds in Act III; the grand ambitions need the Commonwealth ambition):
    declaring, the Founder may put the marker on the declared box."""
    s = pos(
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part=act3(members=[0, 1, 2], commonwealth="fate"),
    )
    declare = next(a for a in legal(s) if a.startswith("declare"))
    do(s, declare)
    assert sorted(legal(s)) == ["choose commonwealth", "choose none"]
    do(s, "choose commonwealth")
    assert s.commonwealth >= 0
