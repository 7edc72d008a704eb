"""F7 Admiral, Act III (issue 28; Fates file "F7 — Admiral"; card texts F7-19A/B, F7-20, F7-21,
F7-15 to F7-18). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import empire, movement
from ambitions.games.arcs_campaign.fates import acts
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_fate_partisan_act3 import court_turn

FATES = {"fate": ["F7", "F6", "F5"]}
"""Mikah the Admiral, Dane the Partisan, Lotus the Caretaker."""
REGENTS = ["regent", "regent", "regent"]


def X(system: str) -> int:
    return reach.SYSTEM_INDEX[system]


# -- Setup side and grand ambitions (F7-19A/B) ---------------------------------------------------
def test_setup_puts_martial_law_in_the_booklet() -> None:
    """F7-19A: "Add Martial Law (20) to the rules booklet"; its second copy (21) is a reminder."""
    s = pos(campaign_part={"act": 3, "fates": FATES})
    acts.SETUPS[("F7", 3)](s, MIKAH)
    assert {"F7-20", "F7-21"} <= set(s.booklet) and "F7" in acts.ACT3


NINE = ["1.2", "1.3", "4.1", "4.2", "4.3", "5.1", "5.2", "5.3"]
"""With table3's ship at 1.1: Mikah alone at 9 planets."""


def monopoly(systems: list[str], **camp: Any) -> CampaignState:
    ships = [{"system": x, "seat": MIKAH, "fresh": 1} for x in systems]
    return table3(["F7", "F1", "F2"], power=[0, 0, 0], chapter=1, ships=ships,
                  campaign={"titles": camp.pop("titles", REGENTS), **camp})  # fmt: skip


def test_keep_the_monopoly_on_force_nine_planets_and_the_largest_navy() -> None:
    """F7-19B: "You're a Regent and... You control at least 9 planets. You have more Loyal ships
    on the map than each Rival." Both: 4 Power in chapter 1; 8 planets: the navy alone (2); an
    Outlaw: neither."""
    assert monopoly(NINE).grand_scores[0] == (1, MIKAH, 2, 4)
    assert monopoly(NINE[:-1]).grand_scores[0] == (1, MIKAH, 1, 2)
    assert monopoly(NINE, titles=["outlaw", "regent", "regent"]).grand_scores[0] == (1, MIKAH, 0, 0)


def test_the_first_regent_admiral_counts_empire_controlled_planets() -> None:
    """F7-19B: "You control planets that are controlled by the Empire if you're the First
    Regent" (an Imperial ship at 6.1: the ninth planet)."""
    imperial = [{"system": "6.1", "fresh": 1}]
    s = monopoly(NINE[:-1], first_regent=MIKAH, imperial_ships=imperial)
    assert s.grand_scores[0] == (1, MIKAH, 2, 4)
    s = monopoly(NINE[:-1], first_regent=DANE, imperial_ships=imperial)
    assert s.grand_scores[0] == (1, MIKAH, 1, 2)


# -- Martial Law (F7-20) -----------------------------------------------------------------------------
def dane_turn(booklet: list[str], guild: list[str] | None = None) -> CampaignState:
    """Dane, a Regent and First Regent, on his turn with a ship beside 2 Imperial ships at 2.1."""
    return pos(
        ships=[{"system": "2.1", "seat": DANE, "fresh": 1}, {"system": "1.1", "seat": MIKAH, "fresh": 1},
               {"system": "1.1", "seat": LOTUS, "fresh": 1}],
        seats=[{}, {"hand": ["AGG2"], "guild": guild or []}, {}],
        turn=turn(DANE, "MOB4", 3),
        campaign_part={"act": 3, "fates": FATES, "titles": REGENTS, "first_regent": DANE, "booklet": booklet,
                       "imperial_ships": [{"system": "2.1", "fresh": 2}, {"system": "2.0", "fresh": 1}]},
    )  # fmt: skip


def test_martial_law_forbids_commanding_the_imperial_fleet() -> None:
    """F7-20: "You cannot Command the Imperial Fleet. (On your turn, you don't control
    Empire-controlled systems and can't take actions with Imperial ships.)" (Dane, not the
    Admiral; Imperial Officers lift it.)"""
    s = dane_turn(["F7-20", "F7-21"])
    assert s.controller(X("2.1")) == EMPIRE and not empire.commands(s, DANE, X("2.1"))
    assert not any("imperial" in a for a in legal(s) if a.startswith("move 2.1"))
    s = dane_turn([])
    assert s.controller(X("2.1")) == DANE and empire.commands(s, DANE, X("2.1"))
    assert any("imperial" in a for a in legal(s) if a.startswith("move 2.1"))
    s = dane_turn(["F7-20", "F7-21"], guild=["F7-02"])
    assert s.controller(X("2.1")) == DANE


def test_martial_law_first_regent_controls_no_empire_system_for_ambitions() -> None:
    """F7-20: "If you're the First Regent, you don't control Empire-controlled systems for
    ambitions, objectives, and events.\""""
    assert not empire.first_regent_controls(dane_turn(["F7-20", "F7-21"]), DANE, X("2.1"))
    assert empire.first_regent_controls(dane_turn([]), DANE, X("2.1"))


def test_martial_law_empire_gates_end_catapult_moves() -> None:
    """F7-20: "When taking a Catapult move, Empire control of gates ends your move.\""""
    assert movement.stops_catapult(dane_turn(["F7-20", "F7-21"]), DANE, X("2.0"), False)
    assert not movement.stops_catapult(dane_turn([]), DANE, X("2.0"), False)


def test_martial_law_does_not_bind_the_admiral() -> None:
    """F7-20: "Regents except the Admiral follow these rules": Mikah (F7) is not bound, Dane and
    Lotus (Regents) are; an Outlaw is not a Regent."""
    s = dane_turn(["F7-20", "F7-21"])
    assert not s.under_martial_law(MIKAH) and s.under_martial_law(DANE) and s.under_martial_law(LOTUS)
    s.outlaw[LOTUS] = True
    assert not s.under_martial_law(LOTUS)


# -- Mass Uprising (F7-17, F7-18), Imperial Defectors (F7-15, F7-16) ----------------------------------
def test_mass_uprising_crisis_destroys_every_damaged_ship() -> None:
    """F7-17 Crisis: "Destroy every damaged ship. Bury this card.\""""
    s = court_turn(
        "F7-17",
        [0, 0, 0],
        ships=[
            {"system": "3.1", "seat": DANE, "damaged": 2, "fresh": 1},
            {"system": "5.0", "seat": LOTUS, "damaged": 1},
        ],
        imperial_ships=[{"system": "4.1", "damaged": 1, "fresh": 1}],
        court_deck=["CC01", "CC02"],
    )
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert sum(s.damaged) == 0 and sum(s.imperial_damaged) == 0
    assert s.fresh[X("3.1") * 3 + DANE] == 1 and s.imperial_fresh[X("4.1")] == 1
    assert "F7-17" not in s.court and s.court_deck[0] == "F7-17"


def test_mass_uprising_secured_places_a_ship_in_each_system_of_a_cluster() -> None:
    """F7-18 When Secured: "Choose a cluster on the map. You place 1 ship in each system of that
    cluster. Discard this card.\""""
    s = court_turn("F7-18", [2, 0, 0])
    do(s, "secure F7-18", "choose 4")
    assert all(s.fresh[X(x) * 3 + MIKAH] == 1 for x in ("4.0", "4.1", "4.2", "4.3"))
    assert "F7-18" in s.court_discard


def test_act3_imperial_defectors_replace_imperial_ships_with_the_outlaws() -> None:
    """F7-15 (as F7-10) Crisis: "In the rolled cluster, replace all Imperial ships with ships of
    the Outlaw earliest in turn order. Bury this card.\""""
    s = court_turn("F7-15", [0, 0, 0], imperial_ships=[{"system": "4.1", "fresh": 2}],
                   titles=["regent", "outlaw", "regent"])  # fmt: skip
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.imperial_fresh[X("4.1")] == 0 and s.fresh[X("4.1") * 3 + DANE] == 2
    assert s.court_deck[0] == "F7-15"
    s = court_turn("F7-16", [2, 0, 0], imperial_ships=[{"system": "4.1", "fresh": 2}],
                   titles=["regent", "outlaw", "regent"])  # fmt: skip
    do(s, "secure F7-16")
    assert "choose 4" in legal(s) and "choose discard" in legal(s)
