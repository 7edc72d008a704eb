"""F7 Admiral, Act I (Fates file "F7 — Admiral"; card texts F7-01A/B, F7-02, F7-03). Each test
fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]
X32 = reach.SYSTEM_INDEX["3.2"]

ADMIRAL = {"fate": ["F7", "F3", "F6"]}
TROPHY = {"owner": DANE, "piece": "ship", "count": 1}
NO_OFFICERS = {"fate": ["F7", "F3", "F6"], "cards": [[], ["F3-02"], ["F6-02"]]}


def officers(fates: dict[str, Any] = ADMIRAL, titles: list[str] | None = None) -> CampaignState:
    """Mikah (Admiral) has nothing in 3.3, where 2 fresh Imperial ships are, and 1 ship in 3.2."""
    return pos(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH, "MOB4", 3),
        campaign_part={
            "titles": titles or ["regent", "regent", "regent"],
            "imperial_ships": [{"system": "3.3", "fresh": 2}],
            "fates": fates,
        },
    )


def test_imperial_officers_control_every_empire_system_without_loyal_pieces() -> None:
    """F7-02: "you ignore the Empire's Presence ... Law (on your turn ... you control all
    Empire-controlled systems! You don't need Loyal pieces)"."""
    s = officers()
    assert s.controller(X33) == MIKAH and empire.commands(s, MIKAH, X33)
    s = officers(NO_OFFICERS)
    assert s.controller(X33) == EMPIRE and not empire.commands(s, MIKAH, X33)


def test_imperial_officers_move_imperial_ships_without_loyal_ships() -> None:
    """F7-02: "you can take actions with any Imperial ships" (the Movement Law ignored)."""
    s = officers()
    assert "move 3.3 3.2 0 0 imperial 2 0" in legal(s)
    do(s, "move 3.3 3.2 0 0 imperial 2 0")
    assert s.imperial_fresh[X32] == 2 and s.imperial_fresh[X33] == 0
    assert not any(a.startswith("move 3.3") for a in legal(officers(NO_OFFICERS)))


def test_imperial_officers_move_more_imperial_ships_than_loyal_ones() -> None:
    """The Movement Law (CRB p.10, one Imperial ship per Loyal ship) is ignored."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH, "MOB4", 3),
        campaign_part={"imperial_ships": [{"system": "3.3", "fresh": 2}], "fates": ADMIRAL},
    )
    assert "move 3.3 3.2 1 0 imperial 2 0" in legal(s)


def test_imperial_officers_are_buried_when_the_holder_is_an_outlaw() -> None:
    """F7-02: "Bury this if you are an Outlaw"."""
    s = officers(titles=["outlaw", "regent", "regent"])
    assert s.controller(X33) == EMPIRE
    do(s, "end")
    assert "F7-02" not in s.guild[MIKAH] and s.court_deck[0] == "F7-02"


def foundries(winning: bool, edicts: list[str] | None = None) -> CampaignState:
    """Round's end, Edicts: Mikah (Admiral, First Regent) has 2 fresh ships and a starport in
    3.3 and 1 damaged ship and a starport in 3.2; Warlord is declared, Mikah has a Trophy if
    `winning`."""
    return pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2},
               {"system": "3.2", "seat": MIKAH, "damaged": 1}],  # fmt: skip
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"},
                   {"slot": "3.2#0", "seat": MIKAH, "kind": "starport"}],  # fmt: skip
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": ["ADM2"], "trophies": [TROPHY] if winning else []}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "first_regent": MIKAH,
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            "court_deck": ["CC02"],
            "edicts": edicts if edicts is not None else ["ED03", "F7-03"],
            "fates": ADMIRAL,
        },
    )


def to_foundries(s: CampaignState) -> CampaignState:
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    while s.phase == CampaignPhase.RESOLVE and not any(a.startswith("foundry") for a in legal(s)):
        do(s, legal(s)[0])
    return s


def test_use_imperial_foundries_replaces_a_loyal_ship_at_each_loyal_starport() -> None:
    """F7-03: "For each Loyal starport, you may replace 1 Loyal ship in its system with 1
    Imperial ship" (resolved by who has Imperial Officers, after Govern the Imperial Reach)."""
    s = to_foundries(foundries(winning=False))
    assert sorted(legal(s)) == ["done", "foundry 3.2 damaged", "foundry 3.3 fresh"]
    supply = s.imperial_ships
    do(s, "foundry 3.3 fresh")
    assert s.fresh[X33 * 3 + MIKAH] == 1 and s.imperial_fresh[X33] == 1
    assert sorted(legal(s)) == ["done", "foundry 3.2 damaged"]  # 3.3's starport is used
    do(s, "foundry 3.2 damaged")
    assert s.damaged[X32 * 3 + MIKAH] == 0 and s.imperial_damaged[X32] == 1
    assert s.imperial_ships == supply - 2
    assert s.objective[MIKAH] == 13  # not winning an ambition: no advance


def test_imperial_ships_placed_while_winning_an_ambition_advance_the_admiral() -> None:
    """F7-01B "Prove Yourself as a New Admiral": as a Regent winning an ambition, 1 per Imperial
    ship anyone places on the map."""
    s = to_foundries(foundries(winning=True))
    do(s, "foundry 3.3 fresh", "foundry 3.2 damaged")
    assert s.objective[MIKAH] == 13 - 2


def test_without_the_edict_there_is_no_foundry() -> None:
    s = to_foundries(foundries(winning=False, edicts=["ED03"]))
    assert not any(a.startswith("foundry") for a in legal(s))


def navy(imperial: bool, titles: list[str] | None = None) -> CampaignState:
    """Mikah (Admiral) attacks 2 damaged Blight in 3.3 with 3 ships, a fresh Imperial ship there."""
    return pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "titles": titles or ["regent", "regent", "regent"],
            "imperial_ships": [{"system": "3.3", "fresh": 1}] if imperial else [],
            "blight": [{"system": "3.3", "damaged": 2}],
            "fates": ADMIRAL,
        },
    )


def test_trophies_taken_with_attacking_imperial_ships_advance_the_admiral() -> None:
    """F7-01B "Demonstrate the Navy's Might": as a Regent, 1 per Trophy taken in battle with
    attacking Imperial ships (Blight counts)."""
    s = navy(True)
    do(s, "battle 3.3 blight imperial 1 0", "dice 2 0 0", "roll A4 A4")
    assert s.neutral_trophies[MIKAH * 4 + 3] == 2
    assert s.objective[MIKAH] == 13 - 2


def test_trophies_without_attacking_imperial_ships_do_not_advance() -> None:
    s = navy(False)
    do(s, "battle 3.3 blight", "dice 2 0 0", "roll A4 A4")
    assert s.neutral_trophies[MIKAH * 4 + 3] == 2
    assert s.objective[MIKAH] == 13


def test_admiral_objective_progress_shows_to_everyone() -> None:
    s = navy(True)
    do(s, "battle 3.3 blight imperial 1 0", "dice 2 0 0", "roll A4 A4")
    assert s.observation(LOTUS)["campaign"]["fates"]["objective"][MIKAH] == 11


def test_trophies_count_even_once_the_imperial_ship_is_destroyed() -> None:
    """F7-01B: "You can attack with both Loyal and Imperial ships, and the Imperial ship can be
    destroyed": the two self hits destroy the attacking Imperial ship, then the building hits
    destroy the two damaged Free buildings (Trophies)."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "free_buildings": [{"slot": "3.3#0", "kind": "city", "damaged": True},
                               {"slot": "3.3#1", "kind": "starport", "damaged": True}],  # fmt: skip
            "fates": {**ADMIRAL, "cards": [[], ["F3-02"], ["F6-02"]]},  # (the Presence Law)
        },
    )
    do(s, "battle 3.3 free imperial 1 0", "dice 0 0 2", "roll R3 R3")  # 2 self hits, 2 building hits
    do(s, "hit imperial-fresh", "hit imperial-damaged")
    assert s.imperial_fresh[X33] + s.imperial_damaged[X33] == 0
    while s.phase != "actions":
        do(s, legal(s)[0])
    assert s.neutral_trophies[MIKAH * 4 + 1] + s.neutral_trophies[MIKAH * 4 + 2] == 2
    assert s.objective[MIKAH] == 13 - 2
