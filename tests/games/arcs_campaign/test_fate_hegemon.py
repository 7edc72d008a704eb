"""F10 Hegemon, Act II (Fates file "F10 — Hegemon"; card texts F10-01A/B, F10-02, F10-03, F10-04,
F10-05). Each test fails without its rule. Mikah (seat 0) is the Hegemon. Faces: A4 = 2 hits,
A2 = 1 hit."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import STARPORT, building_code
from ambitions.games.arcs_campaign import flagship, flow, intermission, invariants, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, hegemon, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F10", "F7", "F6"], "cards": [["F10-04"], [], []]}


def heg(
    system: str | None = "3.3",
    banners: dict[str, Any] | None = None,
    card: str = "AGG4",
    seat: int | None = MIKAH,
    campaign_part: dict[str, Any] | None = None,
    **kw: Any,
) -> CampaignState:
    """Act II, `seat`'s turn (its Prelude open): Mikah the Hegemon with his Flagship and a ship
    in `system`, his Banners as `banners` (all 8 in his supply by default)."""
    kw.setdefault("ships", [{"system": system, "seat": MIKAH, "fresh": 1}] if system else [])
    part: dict[str, Any] = {
        "act": 2,
        "fates": FATES,
        "banners": banners or {"supply": 8},
        "booklet": ["F10-03"],
        **(campaign_part or {}),
    }
    if system:
        part["flagships"] = [{"seat": MIKAH, "system": system, "board": {}}]
    if seat is not None:
        kw["turn"] = turn(seat, card, 3)
    return pos(campaign_part=part, **kw)


def on_map(s: CampaignState) -> list[str]:
    return sorted(reach.SYSTEM_IDS[x] for x in hegemon.on_map(s))


# -- setup (F10-01A) ------------------------------------------------------------------------------
def test_setup_flagship_replenish_to_six_at_it_then_scrap_four() -> None:
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}, {"system": "1.1", "seat": MIKAH, "fresh": 1}],
        turn=turn(DANE),
        campaign_part={"act": 2, "fates": {"fate": ["F10", "F7", "F6"], "cards": [[], [], []]}},
    )
    ACT2_SETUPS["F10"](s, MIKAH)
    flow.advance(s)
    assert "F10-04" in s.lore[MIKAH] and "F10-03" in s.booklet and s.banners == [hegemon.SUPPLY] * 8
    assert sorted(legal(s)) == ["choose 1.1", "choose 3.3"]
    do(s, "choose 3.3")
    port = building_code(MIKAH, STARPORT, False)
    assert flagship.slot(s, MIKAH, flagship.DEFENSE) == flagship.slot(s, MIKAH, flagship.SLIPSTREAM) == port
    assert s.fresh[X["3.3"] * 3 + MIKAH] == 5  # 3 placed at the Flagship: 6 on the map
    assert s.mover == MIKAH and "choose supply" in legal(s) and "choose 1.1 fresh" in legal(s)
    do(s, "choose 1.1 fresh", "choose 3.3 fresh", "choose supply", "choose supply")
    assert s.scrapped_ships[MIKAH] == 4 and not s.choices and s.mover == DANE
    assert sum(s.fresh[MIKAH::3]) == 4 and s.ships[MIKAH] == 15 - 6 - 2
    assert invariants.problems(s) == []
    assert s.observation(DANE)["campaign"]["scrapped_ships"] == [4, 0, 0]


# -- Planting Banners (F10-02) --------------------------------------------------------------------
def test_planting_a_banner_at_the_flagship_in_the_prelude() -> None:
    s = heg()
    assert "banner" in legal(s)
    do(s, "banner")
    assert on_map(s) == ["3.3"] and s.banners.count(hegemon.SUPPLY) == 7
    assert "banner" not in legal(s)  # one Banner to a planet
    assert s.has_piece_at(X["3.3"], MIKAH)  # a Loyal piece
    s.fresh[X["3.3"] * 3 + MIKAH] = 0
    assert s.has_piece_at(X["3.3"], MIKAH) and not s.has_piece_at(X["3.3"], DANE)
    assert "Banners: 3.3; 7 in the supply" in render.fate_lines(s.observation(DANE)["campaign"])


@pytest.mark.parametrize(
    "other",
    [
        {
            "ships": [
                {"system": "3.3", "seat": MIKAH, "fresh": 1},
                {"system": "3.3", "seat": DANE, "damaged": 1},
            ]
        },
        {"campaign_part": {"imperial_ships": [{"system": "3.3", "fresh": 1}]}},
        {"campaign_part": {"blight": [{"system": "3.3", "damaged": 1}]}},
        {"campaign_part": {"free_buildings": [{"slot": "3.3#0", "kind": "city"}]}},
        {"buildings": [{"slot": "3.3#0", "seat": LOTUS, "kind": "starport"}]},
    ],
)
def test_no_banner_where_a_piece_is_not_the_hegemons(other: dict[str, Any]) -> None:
    s = heg(**other)
    assert "banner" not in legal(s)


def test_no_banner_at_a_gate_or_with_none_left() -> None:
    assert "banner" not in legal(heg(system="3.0"))
    assert "banner" not in legal(heg(banners={"supply": 0, "scrapped": 8}))


def test_planting_banners_is_scrapped_without_a_flagship() -> None:
    s = heg(system=None, ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}], card="MOB4")
    assert "F10-02" not in s.scrapped
    do(s, "move 1.1 1.2 1 0")
    assert "F10-02" in s.scrapped
    s = heg(card="MOB4")
    do(s, "move 3.3 3.2 1 0")
    assert "F10-02" not in s.scrapped


# -- the objective (F10-01B) ----------------------------------------------------------------------
def banner_chapter(won: bool) -> CampaignState:
    """Mikah has 3 Banners on the map; he wins Tycoon (2 Material) or not; nobody has cards: the
    chapter ends as the position loads."""
    return heg(
        seat=None,
        banners={"map": [{"system": p} for p in ("1.1", "2.2", "5.1")]},
        markers=[{"box": "tycoon"}, {}, {}],
        seats=[
            {"hand": [], "resources": ["material", "material"] if won else []},
            {"hand": [], "resources": [] if won else ["material"]},
            {"hand": []},
        ],
    )


def test_each_chapter_end_advances_one_per_banner_doubled_by_an_ambition_won() -> None:
    s = banner_chapter(won=True)
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [MIKAH]
    assert s.objective[MIKAH] == 14 - 6
    s = banner_chapter(won=False)
    assert s.objective[MIKAH] == 14 - 3


# -- Banners of Hegemony (F10-03) -----------------------------------------------------------------
def test_a_rival_battles_a_lone_banner_damages_then_destroys_it_as_a_trophy() -> None:
    s = heg(
        banners={"map": [{"system": "2.2"}]},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 2}],
        seat=DANE,
    )
    assert "battle 2.2 0" in legal(s)
    do(s, "battle 2.2 0", "dice 1 0 0", "roll A2")
    assert s.banners.count(2 * X["2.2"] + 1) == 1  # damaged
    assert "steal" not in " ".join(legal(s))  # never raided
    s = heg(
        banners={"map": [{"system": "2.2"}]},
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 2}],
        seat=DANE,
    )
    do(s, "battle 2.2 0", "dice 1 0 0", "roll A4")
    assert hegemon.trophies(s, DANE) == 1 and on_map(s) == []
    assert s.more_ambition_count(DANE, 2) == 1  # a Trophy for Warlord
    assert invariants.problems(s) == []


def test_warlord_scored_gives_two_power_per_banner_trophy_then_they_go_back() -> None:
    s = heg(
        seat=None,
        banners={"map": [{"system": "1.1"}], "trophies": [0, 1, 2]},
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
    )
    # Lotus wins Warlord with 2 Banner Trophies; Dane gains 2 Power for his one.
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [LOTUS]
    gained = s.chapter_scoring[-1][1][0][6]
    assert gained[DANE] > 0 and s.power[DANE] == gained[DANE] + 2 and s.power[LOTUS] == gained[LOTUS] + 4
    assert s.banners.count(hegemon.SUPPLY) == 7 and on_map(s) == ["1.1"]


def test_a_damaged_banner_is_repaired_as_a_building() -> None:
    s = heg(banners={"map": [{"system": "2.2", "damaged": True}]}, card="ADM4")
    assert "repair banner 2.2" in legal(s)
    do(s, "repair banner 2.2")
    assert s.banners.count(2 * X["2.2"]) == 1


def test_blight_destroys_banners_with_no_ship_at_the_intermission() -> None:
    s = heg(
        banners={"map": [{"system": "2.2"}, {"system": "1.1"}, {"system": "3.3"}]},
        campaign_part={"blight": [{"system": "2.2", "fresh": 1}, {"system": "3.3", "fresh": 1}]},
    )
    intermission.repair_and_destroy(s)
    assert on_map(s) == ["1.1", "3.3"]  # the Flagship guards 3.3


# -- Song of the Banner (F10-04) ------------------------------------------------------------------
def test_ships_move_between_banner_planets_as_if_adjacent() -> None:
    s = heg(banners={"map": [{"system": "3.3"}, {"system": "5.2"}]}, card="MOB4")
    assert "move 3.3 5.2 1 0" in legal(s)
    do(s, "move 3.3 5.2 1 0")
    assert s.fresh[X["5.2"] * 3 + MIKAH] == 1
    assert "move 3.3 6.1 1 0" not in legal(heg(banners={"map": [{"system": "3.3"}]}, card="MOB4"))


def test_call_spirits_and_call_bodies_once_a_turn() -> None:
    s = heg(banners={"map": [{"system": "2.2"}]}, card="ADM4")  # Administration: tax
    assert "spirits 2.2" in legal(s)
    do(s, "spirits 2.2")
    weapon = reach.PLANET_RESOURCE[X["2.2"]]
    assert s.resources[:2] == [weapon, weapon]
    assert not [a for a in legal(s) if a.startswith("spirits")]
    s = heg(banners={"map": [{"system": "2.2"}]}, card="CON4")  # Construction: build
    do(s, "bodies 2.2")
    assert s.fresh[X["2.2"] * 3 + MIKAH] == 2
    assert not [a for a in legal(s) if a.startswith("bodies")]


# -- positions --------------------------------------------------------------------------------------
def test_a_banner_position_round_trips() -> None:
    s = heg(banners={"map": [{"system": "2.2", "damaged": True}], "trophies": [0, 1, 0], "scrapped": 1})
    assert s.banners.count(hegemon.SUPPLY) == 5
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and sorted(t.banners) == sorted(s.banners)


@pytest.mark.parametrize(
    "banners",
    [
        {"map": [{"system": "2.2"}, {"system": "2.2"}]},
        {"map": [{"system": "2.0"}]},
        {"supply": 9},
        {"map": [{"system": "2.2"}], "supply": 8},
        {"trophies": [0, 1]},
    ],
)
def test_impossible_banners_are_refused(banners: dict[str, Any]) -> None:
    with pytest.raises(InvalidRecord, match="banners"):
        heg(banners=banners)


# -- the Act II Resolution (F10-05) ---------------------------------------------------------------
def test_resolution_completed_and_failed() -> None:
    s = heg(banners={"map": [{"system": "2.2"}], "trophies": [0, 1, 0]}, seat=DANE,
            campaign_part={"fates": {**FATES, "objective": [0, 17, 10]}})  # fmt: skip
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F10-06" in s.guild[MIKAH] and {"F10-07", "F10-08"} <= set(s.court_deck)
    assert {"F10-09", "F10-10"} <= set(s.scrapped)
    s = heg(banners={"map": [{"system": "2.2"}], "trophies": [0, 1, 0]}, seat=DANE)
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F10-06" in s.scrapped and {"F10-07", "F10-08", "F10-09", "F10-10"} <= set(s.court_deck)
    assert on_map(s) == ["2.2"] and s.banners.count(hegemon.SCRAPPED) == 7
