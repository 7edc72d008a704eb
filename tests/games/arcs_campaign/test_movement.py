"""Moving in the Empire (CRB p.10 "Movement", p.15, p.19). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

SID = reach.SYSTEM_INDEX


def at_11(
    seat: int = MIKAH, titles: tuple[str, ...] = ("regent", "outlaw", "regent"), **kw: Any
) -> CampaignState:
    """`seat` has a starport and 3 fresh ships at 1.1, with 2 fresh Imperial ships; Mobilization
    4 (move, influence) with 4 pips."""
    extra_ships = kw.pop("ships", [])
    return pos(
        ships=[{"system": "1.1", "seat": seat, "fresh": 3}, *extra_ships],
        buildings=[{"slot": "1.1#0", "seat": seat, "kind": "starport"}],
        turn=turn(seat, "MOB4", 4),
        campaign_part={"titles": list(titles), "imperial_ships": [{"system": "1.1", "fresh": 2}], **kw},
    )


def test_the_movement_law_one_imperial_ship_per_loyal_ship() -> None:
    """CRB p.10 Movement Law: "Regents can only move 1 Imperial ship for each Loyal ship they are
    moving along with them at the same time to the same system"."""
    s = at_11()
    moves = legal(s)
    assert "move 1.1 1.2 1 0 imperial 1 0" in moves
    assert "move 1.1 1.2 1 0 imperial 2 0" not in moves  # two Imperial ships need two Loyal
    assert "move 1.1 1.2 2 0 imperial 2 0" in moves
    do(s, "move 1.1 1.2 2 0 imperial 2 0")
    assert s.imperial_fresh[SID["1.2"]] == 2 and s.imperial_fresh[SID["1.1"]] == 0


def test_outlaws_and_regents_without_command_move_no_imperial_ship() -> None:
    """CRB p.10: only a Regent commanding the Imperial fleet there (Presence Law: Loyal pieces in
    an Empire-controlled system) takes actions with its Imperial ships."""
    assert not [m for m in legal(at_11(DANE)) if "imperial" in m]  # an Outlaw
    damaged = at_11(imperial_ships=[{"system": "1.1", "damaged": 2}])  # no Empire control
    assert not [m for m in legal(damaged) if "imperial" in m]


def test_the_crb_p10_catapult_example() -> None:
    """CRB p.10: "A Regent takes a Catapult move, moving 2 Imperial and 3 Loyal ships, dropping
    off 1 Loyal ship. Next, they move 2 Imperial and 2 Loyal ships, dropping off 1 Imperial
    ship. They finish their Catapult move by moving 1 Imperial and 2 Loyal ships"."""
    s = at_11()
    do(s, "move 1.1 1.0 3 0 imperial 2 0")
    assert s.phase == Phase.CATAPULT
    do(s, "catapult 2.0 2 0 imperial 2 0", "catapult 3.0 2 0 imperial 1 0", "stop")
    g1, g2, g3 = SID["1.0"], SID["2.0"], SID["3.0"]
    assert (s.fresh[g1 * 3], s.imperial_fresh[g1]) == (1, 0)
    assert (s.fresh[g2 * 3], s.imperial_fresh[g2]) == (0, 1)
    assert (s.fresh[g3 * 3], s.imperial_fresh[g3]) == (2, 1)
    assert s.phase == Phase.ACTIONS


def test_empire_gates_stop_outlaws_not_regents() -> None:
    """CRB p.10: "Empire control of gates ends the Catapult moves of Outlaw pieces, but not
    Regent or Imperial pieces" (a Regent with no Loyal piece there, too)."""
    gate = [{"system": "1.1", "fresh": 2}, {"system": "1.0", "fresh": 1}]
    regent = at_11(MIKAH, imperial_ships=gate)
    do(regent, "move 1.1 1.0 1 0")
    assert regent.phase == Phase.CATAPULT
    outlaw = at_11(DANE, imperial_ships=gate)
    do(outlaw, "move 1.1 1.0 1 0")
    assert outlaw.phase == Phase.ACTIONS


def test_blight_ends_catapult_moves() -> None:
    """CRB p.19: "Players taking a Catapult move must end it if they move into a gate with fresh
    or damaged Blight"."""
    s = at_11(blight=[{"system": "1.0", "damaged": 1}])
    do(s, "move 1.1 1.0 1 0")
    assert s.phase == Phase.ACTIONS


def test_a_regents_gate_stops_a_rival_regent_alone_but_not_with_imperial_ships() -> None:
    """CRB p.10: "Regent control of gates ends the Catapult moves of Outlaw pieces and Rival
    Regent pieces alone, but not Imperial pieces or mixed Regent and Imperial pieces"."""
    lotus_gate = [{"system": "1.0", "seat": LOTUS, "fresh": 2}]
    alone = at_11(MIKAH, ships=lotus_gate)
    do(alone, "move 1.1 1.0 1 0")
    assert alone.phase == Phase.ACTIONS
    mixed = at_11(MIKAH, ships=lotus_gate)
    do(mixed, "move 1.1 1.0 1 0 imperial 1 0")
    assert mixed.phase == Phase.CATAPULT


def test_an_outlaws_gate_stops_regent_and_imperial_ships_alike() -> None:
    """CRB p.10: "Outlaw control of gates ends the Catapult moves of Regent and Imperial ships
    alike"."""
    s = at_11(MIKAH, ships=[{"system": "1.0", "seat": DANE, "fresh": 2}])
    do(s, "move 1.1 1.0 1 0 imperial 1 0")
    assert s.phase == Phase.ACTIONS


def test_catapult_from_a_free_starport_you_control() -> None:
    """CRB p.15: "build ships at Free starports and Catapult move from them" (ones you control)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}],
        turn=turn(MIKAH, "MOB4", 4),
        campaign_part={"free_buildings": [{"slot": "1.1#0", "kind": "starport"}]},
    )
    do(s, "move 1.1 1.0 1 0")
    assert s.phase == Phase.CATAPULT
    rival = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": DANE, "fresh": 2}],
        turn=turn(MIKAH, "MOB4", 4),
        campaign_part={"free_buildings": [{"slot": "1.1#0", "kind": "starport"}]},
    )
    do(rival, "move 1.1 1.0 1 0")
    assert rival.phase == Phase.ACTIONS
