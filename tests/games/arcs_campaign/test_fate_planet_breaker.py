"""F11 Planet Breaker, Act II (Fates file "F11 — Planet Breaker"; card texts F11-01A/B, F11-02,
F11-03A/B, F11-04 to F11-10, the Breaking Worlds errata). Each test fails without its rule. Mikah
(seat 0) is the Planet Breaker."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import STARPORT, building_code
from ambitions.games.arcs_campaign import flagship, flow, invariants, observe, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, planet_breaker, resolution
from ambitions.games.arcs_campaign.fates.planet_breaker import BROKEN, HAMMER, SPARE, TAKEN
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

X = reach.SYSTEM_INDEX
MATERIAL = 0


def breaker(
    hammer: dict[str, Any] | None = None,
    card: str = "ADM4",
    seat: int = MIKAH,
    held: list[str] | None = None,
    campaign_part: dict[str, Any] | None = None,
    **kw: Any,
) -> CampaignState:
    """Act II, `seat`'s turn: Mikah the Planet Breaker, his Flagship at 3.3 and 2 ships at 3.1
    (he controls both), the Hammer's tokens as `hammer` (Fragments on the arrow planets)."""
    kw.setdefault(
        "ships",
        [{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.1", "seat": MIKAH, "fresh": 2}],
    )
    return pos(
        turn=turn(seat, card, 3),
        campaign_part={
            "act": 2,
            "fates": {"fate": ["F11", "F7", "F6"], "cards": [held or ["F11-02"], [], []]},
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": {}}],
            "planet_breaker": hammer or {"fragments": [f"{c}.1" for c in range(1, 7)]},
            **(campaign_part or {}),
        },
        **kw,
    )


FLIPPED = {"hammer": "3.1", "spare": 5}
HOLDS_HAMMER = ["F11-02", "F11-04"]


# -- setup (F11-01A) ------------------------------------------------------------------------------
def test_setup_flagship_sycophants_and_six_fragments_on_the_rolled_symbol() -> None:
    """F11-01A, in its order: gain a Flagship (its question), Sycophants, the tucked cards; then
    "roll the event die, one Fragment on each planet of the rolled symbol": a chance event of the
    record once the Flagship is placed, public, told in words in the log."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        turn=turn(DANE),
        campaign_part={"act": 2, "fates": {"fate": ["F11", "F7", "F6"], "cards": [[], [], []]}},
    )
    ACT2_SETUPS["F11"](s, MIKAH)
    flow.advance(s)
    assert "F11-02" in s.guild[MIKAH] and s.tucked == [
        "F11-04",
        "F11-05",
        "F11-06",
        "F11-07",
        "F11-08",
        "F11-09",
    ]
    assert not s.hammer and s.mover == MIKAH and legal(s) == ["choose 3.3"]  # the Flagship first
    do(s, "choose 3.3")
    assert flagship.slot(s, MIKAH, flagship.SLIPSTREAM) == building_code(MIKAH, STARPORT, False)
    assert s.phase == CampaignPhase.CHANCE_FRAGMENTS and s.current_player() == CHANCE
    assert not s.hammer and invariants.problems(s) == []
    assert s.sample_chance(random.Random(2)).kind == "fragments"
    for bad in ("fragments crisis", "fragments crisis square", "fragments hex crisis", "number 3"):
        assert not s.is_legal(s.parse_action(bad)), bad
    roll = s.parse_action("fragments edict crescent")
    assert s.action_text(roll, DANE) == "fragments edict crescent"  # public
    assert "on each crescent planet" in str(render.describe(str(roll), True))
    obs = s.observation(DANE)
    assert campaign.determinize(obs, random.Random(5)).observation(DANE) == obs
    back = campaign.position.load(campaign.position.from_observation(observe.snapshot(s)))
    assert back.phase == CampaignPhase.CHANCE_FRAGMENTS and snap(back) == snap(s)
    do(s, "fragments edict crescent")
    do(back, "fragments edict crescent")
    assert snap(back) == snap(s)
    assert planet_breaker.fragments(s) == [c * 4 + 2 for c in range(6)]  # every x.2
    assert s.history[-1] == roll and s.phase == "actions" and s.mover == DANE  # the turn resumes
    assert invariants.problems(s) == []


def test_a_whole_campaigns_fragments_roll_is_in_its_record_and_replays() -> None:
    """The Fragments roll is one outcome of the record: a whole campaign (``act=all``) with a
    Planet Breaker replays to the same Fragments."""
    s = campaign.new_game(3, seed=4, act="all")
    rng = random.Random(4)
    while s.phase != CampaignPhase.CHANCE_FRAGMENTS:
        assert s.current_player() != TERMINAL and s.act <= 2
        if s.phase == CampaignPhase.CHANCE_NEW_FATES:
            drawn = list(s.sample_chance(rng).args)
            if "F11" not in drawn:
                drawn[0] = "F11"
            do(s, "fates " + " ".join(map(str, drawn)))
        elif s.phase == CampaignPhase.CHOOSE_NEW_FATE:
            offers = legal(s)
            do(s, "fate F11" if "fate F11" in offers else offers[0])
        elif s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    do(s, "fragments crisis hex")
    assert sorted(planet_breaker.fragments(s)) == [c * 4 + 3 for c in range(6)]
    again = campaign.replay(json.loads(json.dumps(s.record())))
    assert snap(again) == snap(s) and again.history[-1] == s.parse_action("fragments crisis hex")


# -- Hammer Fragments (F11-03A) -------------------------------------------------------------------
def test_repair_hammer_takes_a_fragment_you_control_for_a_fresh_ship() -> None:
    s = breaker()
    assert [a for a in legal(s) if a.startswith("fragment")] == ["fragment 3.1"]  # controlled only
    do(s, "fragment 3.1")
    assert s.hammer.count(TAKEN) == 1 and s.fresh[X["3.1"] * 3 + MIKAH] == 3
    assert s.objective[MIKAH] == 11
    assert "Hammer Fragments: 1.1, 2.1, 4.1, 5.1, 6.1 on the map, 1 taken" in render.fate_lines(
        s.observation(DANE)["campaign"]
    )


def test_the_sixth_fragment_gives_the_planet_hammer_and_flips_the_card() -> None:
    s = breaker(hammer={"fragments": ["3.1"], "taken": 5})
    do(s, "fragment 3.1")
    assert planet_breaker.flipped(s) and s.hammer == [SPARE] * 6
    assert "F11-04" in s.lore[MIKAH] and "F11-04" not in s.tucked and s.objective[MIKAH] == 11
    assert "F11-05" in s.tucked  # the Refugees stay tucked


# -- Planet Hammer (F11-04) and Breaking Worlds (F11-03B) -------------------------------------------
def test_prepare_moves_the_hammer_and_forbids_breaking_that_turn() -> None:
    s = breaker(hammer={"hammer": "3.3", "spare": 5}, card="CON4", held=HOLDS_HAMMER)
    assert "prepare 3.1" in legal(s) and "prepare 3.3" not in legal(s) and "prepare 2.1" not in legal(s)
    do(s, "prepare 3.1")
    assert planet_breaker.prepared(s) == X["3.1"] and s.hammer.count(SPARE) == 5
    assert "spend weapon break" not in legal(s) and "break" not in legal(s)


def break_table(hammer: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """The Hammer prepared at 3.1 (Material): a Free city and Dane's starport there; Mining
    Interest (Material) in the Court with agents; Mikah's turn with Aggression (battle)."""
    kw.setdefault("buildings", [{"slot": "3.1#0", "seat": DANE, "kind": "starport"}])
    return breaker(
        hammer=hammer or FLIPPED,
        card="AGG4",
        held=HOLDS_HAMMER,
        campaign_part={
            "court": [{"card": "IC01"}, {"card": "CC01", "agents": [1, 2, 0]}, {"card": "CC05"}],
            "court_deck": ["CC07", "CC08"],
            **kw.pop("campaign_part", {}),
        },
        **kw,
    )


def test_breaking_a_world_you_control() -> None:
    """F11-03B (errata order): the Broken World; everyone Provokes Material Outrage; its
    buildings onto the card (no Trophy); Forgeworld Refugees on top of the Court deck; the
    Court's Material Guild cards scrapped, agents back, the Court refilled."""
    s = break_table()
    agents = list(s.agents)
    do(s, "break")
    assert s.hammer.count(BROKEN + X["3.1"]) == 1 and s.objective[MIKAH] == 12 - 6
    assert all(s.outrage[p] & 1 << MATERIAL for p in range(3))
    assert planet_breaker.no_building(s, X["3.1"])
    assert all(s.slots[k] < 0 for k in reach.SYSTEM_SLOTS[X["3.1"]])
    assert s.breaking_worlds == [building_code(DANE, STARPORT, True)]  # harmed first
    assert sum(s.trophies) == 0
    assert "CC01" in s.scrapped and "CC01" not in s.court
    assert s.agents[MIKAH] == agents[MIKAH] + 1 - 1 and s.agents[DANE] == agents[DANE] + 2 - 1
    assert "F11-05" in s.court  # the Refugees came up with the refill
    assert invariants.problems(s) == []
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and t.breaking_worlds == s.breaking_worlds


def test_no_building_on_a_broken_world() -> None:
    """F11-03B: "Broken Worlds have no building slots"."""
    ships = [{"system": "3.1", "seat": DANE, "fresh": 2}, {"system": "3.3", "seat": MIKAH, "fresh": 1}]
    s = breaker(hammer={"spare": 6}, card="CON4", seat=DANE, held=HOLDS_HAMMER, ships=ships)
    assert "build city 3.1" in legal(s)
    s = breaker(
        hammer={"spare": 5, "broken": ["3.1"]}, card="CON4", seat=DANE, held=HOLDS_HAMMER, ships=ships
    )
    assert "build city 3.1" not in legal(s) and "build starport 3.1" not in legal(s)
    with pytest.raises(InvalidRecord, match="Broken World"):
        breaker(
            hammer={"spare": 5, "broken": ["3.1"]},
            buildings=[{"slot": "3.1#0", "seat": DANE, "kind": "city"}],
        )


def test_a_world_you_do_not_control_is_only_harmed() -> None:
    s = break_table(
        ships=[
            {"system": "3.3", "seat": MIKAH, "fresh": 1},
            {"system": "3.1", "seat": MIKAH, "fresh": 2},
            {"system": "3.1", "seat": DANE, "fresh": 3},
        ]
    )
    do(s, "break")
    assert planet_breaker.prepared(s) == X["3.1"] and s.objective[MIKAH] == 12
    assert s.slots[reach.SYSTEM_SLOTS[X["3.1"]][0]] == building_code(DANE, STARPORT, True)
    assert not any(s.outrage)


# -- Sycophants (F11-02) --------------------------------------------------------------------------
def test_sycophants_stay_on_weapon_outrage_and_bring_two_ships_once_a_turn() -> None:
    s = break_table(
        hammer={"hammer": "3.3", "spare": 5},
        buildings=[],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
    )
    do(s, "break")  # 3.3 is a Weapon planet: a Weapon Outrage for everyone
    assert "F11-02" in s.guild[MIKAH]  # kept (a Weapon card)
    assert s.mover == MIKAH and sorted(legal(s)) == [f"choose {p}" for p in ("1.1", "2.2", "3.3", "5.1")]
    do(s, "choose 5.1")
    assert s.fresh[X["5.1"] * 3 + MIKAH] == 2
    assert invariants.problems(s) == []


# -- the Refugees (F11-05 to F11-09) --------------------------------------------------------------
def test_refugees_resettle_a_free_city_clear_the_outrage_and_fill_the_slots() -> None:
    s = pos(
        turn=turn(DANE, "CON4", 3),
        ships=[{"system": "3.1", "seat": DANE, "fresh": 1}, {"system": "3.3", "seat": MIKAH, "fresh": 1}],
        seats=[{}, {"outrage": ["material"], "resources": ["fuel"]}, {}],
        campaign_part={
            "act": 2,
            "fates": {"fate": ["F11", "F7", "F6"], "cards": [["F11-02"], ["F11-05"], []]},
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": {}}],
            "planet_breaker": {
                "spare": 5,
                "broken": ["6.1"],
                "tucked": ["F11-06", "F11-07", "F11-08", "F11-09"],
            },
        },
    )
    agents, free = s.agents[DANE], s.free_cities
    assert "resettle F11-05 3.1" in legal(s)
    do(s, "resettle F11-05 3.1")
    assert s.slots[reach.SYSTEM_SLOTS[X["3.1"]][0]] >> 2 != DANE and s.free_cities == free - 1
    assert not s.outrage[DANE] & 1 and s.agents[DANE] == agents + 1
    assert sorted(resources.held(s, DANE)) == [MATERIAL, 1]  # the Fuel kept, the empty slot filled
    assert "F11-05" in s.tucked and "F11-05" not in s.guild[DANE]
    assert invariants.problems(s) == []


def test_refugees_held_by_the_hammer_holder_are_scrapped() -> None:
    s = breaker(hammer=FLIPPED, held=[*HOLDS_HAMMER, "F11-06"], card="MOB4")
    do(s, "move 3.1 3.2 1 0")
    assert "F11-06" in s.scrapped and "F11-06" not in s.guild[MIKAH]


# -- positions and the Act II Resolution (F11-10) ---------------------------------------------------
@pytest.mark.parametrize(
    ("part", "field"),
    [
        ({"fragments": ["3.1"]}, "6 tokens"),
        ({"fragments": ["3.1", "3.2", "3.3", "4.1", "4.2"], "spare": 1}, "at once"),
        ({"spare": 4, "broken": ["3.2", "3.2"]}, "twice"),
        ({"fragments": ["3.0"], "taken": 5}, "planet"),
    ],
)
def test_impossible_hammer_positions_are_refused(part: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidRecord, match=field):
        breaker(hammer=part)


def test_resolution_completed_and_failed() -> None:
    s = breaker(hammer={"spare": 5, "broken": ["4.2"]}, seat=DANE,
                campaign_part={"fates": {"fate": ["F11", "F7", "F6"], "objective": [0, 17, 10]}})  # fmt: skip
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F11-11" in s.scrapped and planet_breaker.broken(s) == [X["4.2"]]
    s = breaker(hammer={"fragments": ["1.1", "2.1"], "taken": 4}, seat=DANE)
    resolution.resolve(s, MIKAH, random.Random(0))
    assert "F11-11" in s.court_deck and "F11-04" in s.scrapped and "F11-04" not in s.lore[MIKAH]
    assert s.hammer == [planet_breaker.SUPPLY_11] * 6 and not planet_breaker.fragments(s)
    assert HAMMER not in s.hammer


# -- Breaking Worlds: each Rival in turn may battle the Planet Breaker there (F11-03B) -------------
def rivals_there() -> CampaignState:
    """Dane (1 fresh ship) and Lotus (1 fresh ship) at 3.1 with Mikah's 5: Mikah controls it."""
    return break_table(
        buildings=[],
        ships=[
            {"system": "3.3", "seat": MIKAH, "fresh": 1},
            {"system": "3.1", "seat": MIKAH, "fresh": 5},
            {"system": "3.1", "seat": DANE, "fresh": 1},
            {"system": "3.1", "seat": LOTUS, "fresh": 1},
        ],
    )


def test_each_rival_in_turn_may_battle_before_the_world_breaks() -> None:
    s = rivals_there()
    do(s, "break")
    assert s.mover == DANE and sorted(legal(s)) == ["choose battle", "choose pass"]
    assert planet_breaker.prepared(s) == X["3.1"]  # not broken yet
    do(s, "choose pass")
    assert s.mover == LOTUS
    do(s, "choose battle")
    assert s.turn_seat == LOTUS and s.battle_defender == MIKAH and s.mover == LOTUS
    obs = s.observation(DANE)
    assert obs["turn"]["seat"] == MIKAH and obs["campaign"]["planet_breaker"]["breaking"]["attacker"] == LOTUS
    t = campaign.position.load(campaign.position.from_observation(campaign.observe.snapshot(s)))
    assert snap(t) == snap(s) and t.turn_seat == LOTUS and t.breaking == s.breaking
    assert legal(t) == legal(s)
    do(s, "dice 1 0 0", "roll A4")  # 2 hits: 2 of Mikah's ships damaged, 3 fresh left
    while s.mover == LOTUS and s.phase != "actions":
        do(s, legal(s)[0])
    assert s.turn_seat == MIKAH and not s.breaking and s.mover == MIKAH
    assert s.hammer.count(BROKEN + X["3.1"]) == 1  # Mikah kept control: the world breaks
    assert invariants.problems(s) == []


def test_a_world_whose_control_a_rival_takes_is_not_broken() -> None:
    s = rivals_there()
    s.fresh[X["3.1"] * 3 + MIKAH] = 3  # Mikah 3 ships there, Dane 2: Mikah controls it
    s.fresh[X["3.1"] * 3 + DANE] = 2
    s.ships[MIKAH] += 2
    s.ships[DANE] -= 1
    assert s.controller(X["3.1"]) == MIKAH
    do(s, "break", "choose battle", "dice 2 0 0", "roll A4 A4")  # 4 hits: no fresh ship of Mikah's left
    while s.mover == DANE:
        do(s, legal(s)[0])
    assert s.mover == LOTUS  # then Lotus is asked
    do(s, "choose pass")
    assert not s.breaking and s.turn_seat == MIKAH and s.controller(X["3.1"]) == DANE
    assert planet_breaker.prepared(s) == X["3.1"] and not planet_breaker.broken(s)
    assert not any(s.outrage)
    assert invariants.problems(s) == []


def test_a_rival_flagship_with_a_fresh_starport_may_battle_there_alone() -> None:
    s = break_table(
        buildings=[],
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part={
            "flagships": [
                {"seat": MIKAH, "system": "3.3", "board": {}},
                {"seat": DANE, "system": "3.1", "board": {"upgrade-hull": {"kind": "starport"}}},
            ]
        },
    )
    do(s, "break")
    assert s.mover == DANE and sorted(legal(s)) == ["choose battle", "choose pass"]
    do(s, "choose battle")
    assert "dice 1 0 0" in legal(s)
