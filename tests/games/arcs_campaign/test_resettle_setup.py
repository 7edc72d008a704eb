"""Resettling at a "C" Fate's Setup side (CRB p.25 "Resettling Flagships", R9; every C Fate's
01A: "if you have a Flagship, you may Resettle"): the question `fates.resettle_setup.offer`
asks, one decision at a time. Each test fails without its rule."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.games.arcs import reach
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, building_code
from ambitions.games.arcs_campaign import flagship, flow, invariants
from ambitions.games.arcs_campaign.fates import resettle_setup
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

CARD = "TEST-01"
X = reach.SYSTEM_INDEX


@pytest.fixture(autouse=True)
def _power(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Setup side whose only question is Resettling, for card `CARD`."""
    monkeypatch.setitem(CampaignState.EXTRA_POWERS, CARD, resettle_setup.power(CARD, "test"))


def act3(flagships: list[dict[str, Any]] | None = None, **kw: Any) -> CampaignState:
    """Act III, Dane's turn (the Setup sides' questions wait as in Act II's tests): Mikah's
    Flagship at 3.3 with a city on its Hull, 2 of his ships at 3.1."""
    camp = kw.pop("campaign_part", {})
    s = pos(
        turn=turn(DANE),
        ships=kw.pop("ships", [{"system": "3.1", "seat": MIKAH, "fresh": 2}]),
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F17", "F1", "F3"]},
            "flagships": flagships
            if flagships is not None
            else [{"seat": MIKAH, "system": "3.3", "board": {"upgrade-hull": {"kind": "city"}}}],
            **camp,
        },
        **kw,
    )
    resettle_setup.offer(s, MIKAH, CARD)
    flow.advance(s)
    return s


def test_a_flagship_holder_may_keep_it() -> None:
    s = act3()
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and flagship.buildings(s, MIKAH) == 1 and s.mover == DANE


def test_without_a_flagship_nothing_is_asked() -> None:
    s = act3(flagships=[])
    assert not s.choices and s.mover == DANE


def test_resettling_asks_city_starport_then_each_ship_and_resettles() -> None:
    """CRB p.25: the board cleared and the piece replaced by a ship (at 3.3), a city and a
    starport in empty slots, then ships up to 8 in systems with Loyal pieces, one at a time
    (the new buildings' systems among them); nothing changes before the last answer."""
    s = act3()
    do(s, "choose resettle")
    assert "choose 5.1#0" in legal(s) and s.mover == MIKAH
    do(s, "choose 5.1#0")
    assert "choose 5.1#0" not in legal(s)  # (the city took it)
    roundtrip(s)
    do(s, "choose 6.1#0")
    # 2 at 3.1 + the Flagship's replacement: 5 to place; 3.3, 3.1, 5.1 and 6.1 hold Loyal pieces.
    assert legal(s) == ["choose 3.1", "choose 3.3", "choose 5.1", "choose 6.1"]
    assert flagship.has(s, MIKAH) and s.slots[reach.SYSTEM_SLOTS[X["5.1"]][0]] == EMPTY
    do(s, "choose 5.1", "choose 5.1", "choose 6.1", "choose 3.3")
    roundtrip(s)
    do(s, "choose 3.3")
    assert not flagship.has(s, MIKAH) and flagship.buildings(s, MIKAH) == 0
    assert s.slots[reach.SYSTEM_SLOTS[X["5.1"]][0]] == building_code(MIKAH, CITY, False)
    assert s.slots[reach.SYSTEM_SLOTS[X["6.1"]][0]] == building_code(MIKAH, STARPORT, False)
    n = 3
    assert [s.fresh[X[x] * n + MIKAH] for x in ("3.1", "3.3", "5.1", "6.1")] == [2, 3, 2, 1]
    assert s.mover == DANE and not s.choices and invariants.problems(s) == []


def full_map(empty: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Every printed slot but `empty` filled: Dane's and Lotus's 5 cities and 5 starports each,
    then Free cities (returned apart: the Free buildings, the Rivals')."""
    names = [SLOT_NAMES[k] for k in range(reach.NUM_PRINTED_SLOTS) if SLOT_NAMES[k] != empty]
    rivals = [
        {"slot": name, "seat": DANE if i < 10 else LOTUS, "kind": "city" if i % 2 else "starport"}
        for i, name in enumerate(names[:20])
    ]
    return [{"slot": name, "kind": "city"} for name in names[20:]], rivals


def test_one_empty_slot_takes_the_city_and_the_starport_replaces_a_free_building() -> None:
    """CRB p.25 "If there are none, replace Free buildings" (reading: asked for each building,
    the city first): the one empty slot takes the city; then none is empty, so the starport
    goes over a Free building (back to the Free supply); a Rival's building is never replaced."""
    free, rivals = full_map("4.1#0")
    s = act3(buildings=rivals, campaign_part={"free_buildings": free})
    do(s, "choose resettle")
    assert legal(s) == ["choose 4.1#0"]
    do(s, "choose 4.1#0")
    assert legal(s) == [f"choose {b['slot']}" for b in free]
    free_cities = s.free_cities
    do(s, f"choose {free[0]['slot']}")
    do(s, *["choose 3.1"] * 5)
    assert s.slots[SLOT_NAMES.index(free[0]["slot"])] == building_code(MIKAH, STARPORT, False)
    assert s.free_cities == free_cities + 1 and invariants.problems(s) == []


def test_no_slot_on_a_broken_world() -> None:
    """F11-03B: a Broken World has no building slots, so no Resettled building goes there."""
    s = act3(campaign_part={"planet_breaker": {"spare": 5, "broken": ["5.1"]}})
    do(s, "choose resettle")
    assert "choose 5.1#0" not in legal(s) and "choose 5.2#0" in legal(s)


def test_without_a_city_in_the_supply_only_the_starport_is_asked() -> None:
    """A building the supply lacks is not placed (CRB p.25 places pieces from the supply); a
    city on the board comes back at step 1 and can be placed."""
    cities = [
        {"slot": x, "seat": MIKAH, "kind": "city"} for x in ("1.1#0", "1.2#0", "1.3#0", "2.1#0", "2.2#0")
    ]
    s = act3(buildings=cities, flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}])
    assert s.cities_left[MIKAH] == 0
    do(s, "choose resettle")
    assert s.choices[-1][2] == resettle_setup.STARPORT and s.choices[-1][3] == -1
    do(s, "choose 5.1#0")
    assert s.choices[-1][2] == resettle_setup.SHIPS
    s = act3(buildings=cities[:4])
    assert s.cities_left[MIKAH] == 0  # (4 on the map, 1 on the Hull)
    do(s, "choose resettle")
    assert s.choices[-1][2] == resettle_setup.CITY


def test_a_wrong_resettle_changes_nothing() -> None:
    """`flagship.resettle` checks every step before changing anything."""
    s = act3()
    slot = reach.SYSTEM_SLOTS[X["5.1"]][0]
    before = list(s.slots), list(s.fresh), s.flagship[MIKAH]
    with pytest.raises(Exception, match="ships"):
        flagship.resettle(s, MIKAH, slot, slot + 1, [X["3.1"]])
    assert (list(s.slots), list(s.fresh), s.flagship[MIKAH]) == before
