"""The Intermission's steps A-E (CRB p.28) on the table an Act ended with; each test fails
without its step. (Step A's Resolution cards: test_resolutions*.py; step F and the Intermission
played as a phase: test_intermission_phase.py.)"""

from __future__ import annotations

import json
import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, EMPTY, building_code
from ambitions.games.arcs_campaign import campaign_file, data, intermission, invariants, observe, position
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, pos

SID = reach.SYSTEM_INDEX


def act_end(**kw: object) -> CampaignState:
    """A 3-player table at the end of Act I (chapter 3, no card in hand: over)."""
    s = pos(chapter=3, **kw)  # type: ignore[arg-type]
    assert s.current_player() == TERMINAL
    return s


def fated(power: list[int], objective: list[int]) -> CampaignState:
    """An Act's end with the Fates Steward, Magnate, Founder and these markers."""
    return act_end(
        seats=[{"power": v} for v in power],
        campaign={"fates": {"fate": ["F1", "F3", "F2"], "objective": objective}},
    )


def test_a_a_failed_objective_costs_its_markers_space_in_power_crb_p28_example() -> None:
    """CRB p.28 A: "Each player who failed their objective loses Power equal to the space of
    their objective marker"; the example: "Dane failed his objective. His objective marker is on
    the '5' space, so he lowers his Power from 2 to -3". A completed one (on 0) costs nothing."""
    s = fated(power=[1, 2, 7], objective=[4, 5, 0])
    intermission.resolve_fate(s, random.Random(0))
    assert s.power == [1 - 4, -3, 7]


def test_the_whole_intermission_runs_a_then_e_crb_p28_examples() -> None:
    """Dane's lost Power (A) then the halving (E): "Lotus has 7 Power and Dane has -3 Power.
    Lotus halves her Power to 4, and Dane stays at -3"; the initiative goes to Lotus."""
    s = fated(power=[0, 2, 7], objective=[0, 5, 0])
    intermission.resolve(s)
    assert s.power == [0, -3, 4] and s.initiative == LOTUS


def test_e_the_initiative_to_the_most_power_then_power_halved_crb_p28_example() -> None:
    """CRB p.28: "Lotus has 7 Power and Dane has -3 Power. Lotus halves her Power to 4, and Dane
    stays at -3"; "Give the initiative marker to the player with the most Power"."""
    s = act_end(seats=[{"power": 1}, {"power": -3}, {"power": 7}])
    intermission.shift_initiative_and_power(s)
    assert s.initiative == LOTUS
    assert s.power == [1, -3, 4]


def test_d_blight_repaired_damaged_pieces_destroyed_buildings_without_ships_lost() -> None:
    """CRB p.28 D: "Repair all damaged Blight. Destroy all damaged ships, buildings... Destroy all
    buildings in systems that have Blight and no ships"."""
    s = act_end(
        ships=[
            {"system": "1.1", "seat": MIKAH, "fresh": 1, "damaged": 2},
            {"system": "2.1", "seat": DANE, "damaged": 1},
        ],
        buildings=[
            {"slot": "1.1#0", "seat": MIKAH, "kind": "city"},
            {"slot": "2.1#0", "seat": DANE, "kind": "starport"},
            {"slot": "3.3#0", "seat": LOTUS, "kind": "city", "damaged": True},
        ],
        campaign={
            "blight": [{"system": "1.1", "damaged": 1}, {"system": "2.1", "fresh": 1}],
            "imperial_ships": [{"system": "4.1", "damaged": 1}],
            "free_buildings": [{"slot": "4.1#0", "kind": "city", "damaged": True}],
        },
    )
    ships, free_cities, imperial = s.ships[:], s.free_cities, s.imperial_ships
    intermission.repair_and_destroy(s)
    assert (s.blight_fresh[SID["1.1"]], s.blight_damaged[SID["1.1"]]) == (1, 0)
    assert s.damaged[SID["1.1"] * 3 + MIKAH] == 0 and s.ships[MIKAH] == ships[MIKAH] + 2
    assert s.imperial_ships == imperial + 1 and s.free_cities == free_cities + 1
    assert s.slots[reach.SYSTEM_SLOTS[SID["3.3"]][0]] == EMPTY  # damaged: destroyed
    assert s.slots[reach.SYSTEM_SLOTS[SID["1.1"]][0]] == building_code(MIKAH, CITY, False)  # a ship there
    assert s.slots[reach.SYSTEM_SLOTS[SID["2.1"]][0]] == EMPTY  # Blight and (now) no ship
    assert s.starports[DANE] == 5 and s.cities_left[LOTUS] == 5


def test_b_and_c_clear_the_court_and_the_pieces() -> None:
    """CRB p.28 B: the Court but the Council back to the deck, agents home, the discard
    scrapped; C: Trophies and Captives home, the Imperial Trust to the supply."""
    s = act_end(
        seats=[{"trophies": [{"owner": DANE, "piece": "ship", "count": 2}], "captives": [0, 1, 0]}, {}, {}],
        campaign={
            "court": [{"card": data.COUNCIL, "agents": [1, 0, 0]}, {"card": "CC07", "agents": [0, 2, 0]}],
            "court_discard": ["CC11"],
            "imperial_trust": {"relic": 2},
            "first_regent": MIKAH,
            "neutral_trophies": [{"seat": MIKAH, "piece": "blight", "count": 1}],
        },
    )
    agents, ships, relics, blight = s.agents[:], s.ships[:], s.resource_supply[3], s.blight_supply
    intermission.resolve(s)
    assert s.court == [data.COUNCIL] and "CC07" in s.court_deck and s.scrapped == ["CC11"]
    assert s.agents == [agents[0] + 1, agents[1] + 2 + 1, agents[2]]
    assert s.ships[DANE] == ships[DANE] + 2 and not any(s.trophies) and not any(s.captives)
    assert s.trust == [0] * 5 and s.resource_supply[3] == relics + 2 and s.blight_supply == blight + 1
    assert not invariants.problems(s)


def test_c_every_frozen_resource_goes_back_merchant_league_and_arsenal_keepers() -> None:
    """CRB p.28 C.2: "Return all frozen resources (page 27), including from the Imperial Trust",
    to the supply: Merchant League's (F3-02, frozen by its card) after Act I, Arsenal Keepers'
    Weapons (F15-03, frozen) after Act II; the cards stay with their holders."""
    s = act_end(
        seats=[{"guild": ["F3-02"]}, {}, {}],
        campaign={
            "fates": {
                "fate": ["F3", "F1", "F2"],
                "objective": [0, 3, 3],
                "merchant_league": {"fuel": 1, "relic": 1},
            },
        },
    )
    supply = s.resource_supply[:]
    intermission.clear_pieces(s)
    assert s.league == [0] * 5
    assert s.resource_supply == [supply[0], supply[1] + 1, supply[2], supply[3] + 1, supply[4]]
    assert "F3-02" in s.guild[MIKAH] and not invariants.problems(s)
    t = pos(
        chapter=3,
        campaign_part={
            "act": 2,
            "fates": {"fate": ["F15", "F1", "F3"], "cards": [["F15-02", "F15-03"], ["F1-02"], []]},
            "arsenal_keepers": 2,
        },
    )
    assert t.arsenal == 2
    weapons = t.resource_supply[2]
    intermission.clear_pieces(t)
    assert t.arsenal == 0 and t.resource_supply[2] == weapons + 2 and "F15-03" in t.guild[MIKAH]
    assert not invariants.problems(t)


def test_b_returns_attached_cards_to_the_court_deck() -> None:
    """CRB p.28 B.1: "Make sure to also return attached cards (page 27) to the Court deck"; they
    stayed attached to a host back in the deck (found by the invariant that a host is in the
    Court)."""
    s = act_end(campaign={"court": [{"card": data.COUNCIL}, {"card": "CC07"}], "court_discard": ["CC03"]})
    s.court_discard.remove("CC03")
    s.attached = ["CC07", "CC03"]
    assert not invariants.problems(s)
    intermission.clear_court(s)
    assert s.attached == [] and {"CC07", "CC03"} <= set(s.court_deck)
    assert not invariants.problems(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_after_random_acts_the_intermission_conserves_everything(players: int) -> None:
    for seed in range(5):
        rng = random.Random(seed)
        s = campaign.new_game(players, seed=seed)
        while s.current_player() != TERMINAL:
            s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
        table = campaign_file.check(json.loads(campaign_file.dumps(s)))
        intermission.resolve(table)
        assert not invariants.problems(table)
        assert not any(table.damaged) and not any(table.imperial_damaged) and not any(table.blight_damaged)
        assert all(c < 0 or not c & 1 for c in table.slots)  # no damaged building, Free ones too
        snap = json.loads(json.dumps(observe.snapshot(table)))  # the table after it: a position
        assert observe.snapshot(position.load(position.from_observation(snap))) == snap
