"""The Empire and the Free States (CRB p.10-11, p.15) as they change control, taxing, building
and repairing; the Act's end (CRB p.8). Each test fails without its rule."""

from __future__ import annotations

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, STARPORT, Phase, building_code
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.state import EMPIRE, FREE

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]


def crb_p10_example(seat: int, card: str = "CON4", **campaign: object) -> object:
    """CRB p.10: an Outlaw (Dane) has 4 fresh Loyal ships in a system, a Regent (Mikah) 2, and
    1 fresh Imperial ship is there; a Free city and an empty slot (3.3 has two slots)."""
    return pos(
        ships=[{"system": "3.3", "seat": DANE, "fresh": 4}, {"system": "3.3", "seat": MIKAH, "fresh": 2}],
        turn=turn(seat, card, 4),
        campaign_part={
            "titles": ["regent", "outlaw", "regent"],
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "free_buildings": [{"slot": "3.3#1", "kind": "city"}],
            **campaign,
        },
    )


def test_the_regent_controls_an_empire_system_on_their_turn() -> None:
    """CRB p.10: "Regardless of all these ships, 1 fresh Imperial ship is there, so the Empire
    controls it. On the Regent's turn, they control the system" (Presence Law): Mikah builds
    fresh there with 2 ships against 4."""
    s = crb_p10_example(MIKAH)
    assert s.controller(X33) == MIKAH
    do(s, "build city 3.3")
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(MIKAH, CITY, False)


def test_on_the_outlaws_turn_the_empire_controls_and_the_outlaw_builds_damaged() -> None:
    """CRB p.10: "On the Outlaw's turn, the system is controlled by the Empire, so they build
    pieces damaged" (4 fresh ships against 2 would control it in the base game)."""
    s = crb_p10_example(DANE)
    assert s.controller(X33) == EMPIRE
    do(s, "build starport 3.3")
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(DANE, STARPORT, True)
    assert s.observation(None)["control"]["3.3"] == "empire"


def test_damaged_imperial_ships_do_not_control() -> None:
    """CRB p.10: the Empire controls systems with *fresh* Imperial ships; with only damaged ones
    the base rule stands (Dane's 4 fresh ships control it)."""
    s = crb_p10_example(DANE, imperial_ships=[{"system": "3.3", "damaged": 1}])
    assert s.controller(X33) == DANE
    do(s, "build starport 3.3")
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(DANE, STARPORT, False)


def test_the_presence_law_needs_loyal_pieces() -> None:
    """CRB p.10 Presence Law: a Regent commands the Imperial ships only in systems with their
    Loyal pieces. Lotus, a Regent with nothing in 3.3, does not control it on her turn; the
    First Regent controls every Empire-controlled system for ambitions and events."""
    s = crb_p10_example(LOTUS, first_regent=LOTUS)
    assert s.controller(X33) == EMPIRE
    assert not empire.commands(s, LOTUS, X33)
    assert empire.first_regent_controls(s, LOTUS, X33)
    assert not empire.first_regent_controls(s, MIKAH, X33)


def test_an_outlaw_never_commands_the_imperial_fleet() -> None:
    """CRB p.10: only Regents Command the Imperial Fleet."""
    s = crb_p10_example(DANE)
    assert not empire.commands(s, DANE, X33)
    assert empire.commands(crb_p10_example(MIKAH), MIKAH, X33)


def test_a_free_city_is_taxed_by_whoever_controls_its_system_without_captives() -> None:
    """CRB p.15: "tax Free cities"; "Taxing a Free city does not let you capture agents"."""
    s = crb_p10_example(MIKAH, card="ADM4")
    assert "tax 3.3#1" in legal(s)
    agents, captives = s.agents[:], s.captives[:]
    do(s, "tax 3.3#1")
    assert s.resource_count(MIKAH, reach.PLANET_RESOURCE[X33]) == 1
    assert s.agents == agents and s.captives == captives
    assert "tax 3.3#1" not in legal(s)  # each city once per turn
    outlaw = crb_p10_example(DANE, card="ADM4")  # the Empire controls it on Dane's turn
    assert "tax 3.3#1" not in legal(outlaw)


def truce(titles: list[str], imperial: list[dict[str, object]]) -> object:
    """Mikah (3 fresh ships) controls 3.3 where Lotus has a city."""
    return pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3}],
        buildings=[{"slot": "3.3#0", "seat": LOTUS, "kind": "city"}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"titles": titles, "imperial_ships": imperial},
    )


def test_the_truce_law_protects_a_regents_city_from_a_rival_regents_tax() -> None:
    """CRB p.11 Truce Law: Regents "cannot harm or tax Rival Regents in systems with Imperial
    ships" (a damaged Imperial ship is an Imperial ship)."""
    s = truce(["regent", "regent", "regent"], [{"system": "3.3", "damaged": 1}])
    assert s.controller(X33) == MIKAH
    assert "tax 3.3#0" not in legal(s)
    assert "tax 3.3#0" in legal(truce(["regent", "regent", "regent"], []))  # no Imperial ship


def test_the_truce_law_does_not_protect_outlaws() -> None:
    """CRB p.11: the Truce Law binds Regents toward Rival Regents only; taxing an Outlaw's
    city captures an agent as in the base game."""
    s = truce(["regent", "regent", "outlaw"], [{"system": "3.3", "damaged": 1}])
    do(s, "tax 3.3#0")
    assert s.captives[MIKAH * 3 + LOTUS] == 1
    s = truce(["outlaw", "regent", "regent"], [{"system": "3.3", "damaged": 1}])
    assert "tax 3.3#0" in legal(s)  # an Outlaw is not bound by it either


def free_starport(seat: int, ships: int = 2) -> object:
    return pos(
        ships=[{"system": "3.3", "seat": seat, "fresh": ships}],
        turn=turn(seat, "CON4", 4),
        campaign_part={"free_buildings": [{"slot": "3.3#0", "kind": "starport"}]},
    )


def test_ships_are_built_at_a_controlled_free_starport_once_per_turn() -> None:
    """CRB p.15: "build ships at Free starports" you control; a starport builds one ship per
    turn (base p12)."""
    s = free_starport(MIKAH)
    assert "build ship 3.3" in legal(s)
    do(s, "build ship 3.3")
    assert s.fresh[X33 * 3 + MIKAH] == 3 and s.ships[MIKAH] == 12
    assert "build ship 3.3" not in legal(s)


def test_no_ship_at_a_free_starport_you_do_not_control() -> None:
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 2}],
        turn=turn(MIKAH, "CON4", 4),
        campaign_part={"free_buildings": [{"slot": "3.3#0", "kind": "starport"}]},
    )
    assert "build ship 3.3" not in legal(s)


def test_repairing_imperial_ships_and_free_buildings() -> None:
    """CRB p.10: a commanding Regent may "move and repair" Imperial ships; CRB p.15: "repair
    Free cities and starports" you control."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "4.1", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={
            "imperial_ships": [
                {"system": "3.3", "fresh": 1, "damaged": 1},
                {"system": "2.1", "fresh": 1, "damaged": 1},
            ],
            "free_buildings": [{"slot": "4.1#0", "kind": "city", "damaged": True}],
        },
    )
    options = legal(s)
    assert "repair imperial-ship 3.3" in options
    assert "repair imperial-ship 2.1" not in options  # no Loyal piece there (Presence Law)
    assert "repair free-city 4.1" in options
    do(s, "repair imperial-ship 3.3", "repair free-city 4.1")
    assert s.imperial_fresh[X33] == 2 and s.imperial_damaged[X33] == 0
    assert s.slots[reach.SYSTEM_SLOTS[reach.SYSTEM_INDEX["4.1"]][0]] == building_code(FREE, CITY, False)
    outlaw = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={
            "titles": ["outlaw", "regent", "regent"],
            "imperial_ships": [{"system": "3.3", "fresh": 1, "damaged": 1}],
        },
    )
    assert "repair imperial-ship 3.3" not in legal(outlaw)


def end_of_chapter(chapter: int, power: int = 0) -> object:
    return pos(chapter=chapter, seats=[{"hand": [], "power": power}, {"hand": []}, {"hand": []}])


def test_an_act_ends_after_three_chapters_whatever_the_power() -> None:
    """CRB p.8: "Acts I and II end after 3 chapters"; "Don't end an Act early if a player gains
    enough Power"."""
    assert end_of_chapter(3).current_player() == TERMINAL
    s = end_of_chapter(1, power=40)  # 40 Power would end a base game
    assert s.current_player() == CHANCE and s.phase == Phase.CHANCE_DEAL
    assert "EVENT1" in " ".join(str(a) for a in [s.sample_chance()])  # the campaign's deck
    assert end_of_chapter(2).current_player() == CHANCE


def test_positions_are_checked() -> None:
    with pytest.raises(InvalidRecord, match="first_regent"):
        pos(campaign_part={"titles": ["outlaw", "regent", "regent"], "first_regent": 0})
    with pytest.raises(InvalidRecord, match="free_buildings"):
        pos(
            buildings=[{"slot": "3.3#0", "seat": 0, "kind": "city"}],
            ships=[{"system": "3.3", "seat": 0, "fresh": 1}],
            campaign_part={"free_buildings": [{"slot": "3.3#0"}]},
        )
    with pytest.raises(InvalidRecord, match="unknown campaign key"):
        pos(campaign_part={"emperor": 1})
    with pytest.raises(InvalidRecord, match="court"):
        pos(campaign_part={"court": [{"card": "CC01"}]})  # the Council is always leftmost


def test_a_free_city_on_a_gate_is_taxed_for_nothing() -> None:
    """A Free city on a gate (a Gate Stations city, L11, swapped for a Free one by a Flagship's
    setup, CRB p.22) has no planet type: taxing it (CRB p.15: a Free city gives its resource, no
    Captive) gains nothing. Found by random whole campaigns: the tax looked up the city's owner
    among the seats and crashed."""
    s = pos(
        ships=[{"system": "4.0", "seat": MIKAH, "fresh": 2}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"free_buildings": [{"slot": "4.0#0", "kind": "city"}]},
    )
    held = list(s.resources)
    assert "tax 4.0#0" in legal(s)
    do(s, "tax 4.0#0")
    assert s.resources == held and s.captives == [0] * 9
