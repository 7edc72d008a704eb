"""`greedy`'s Act II knowledge: the objective's prospects (`knowledge.act2_prospects`), the spaces
each marker would advance if the chapter were scored now, for the kept "A" Fates and the "B"
Fates alike (each Fate's objective card, Fates file). In built Act II positions greedy takes the
action that advances its objective, and does not without the prospects (``objective_prospect=0``);
the prospects read only what a seat's observation shows."""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.bots.base import Decision
from ambitions.bots.greedy import GreedyAgent
from ambitions.core.registry import determinize
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.knowledge import (
    HAMMER_PREPARED_STEPS,
    READY_STEPS,
    CampaignKnowledge,
    act2_prospects,
    make_knowledge,
    ready_at_flagship,
)
from ambitions.games.arcs_campaign.state import CampaignState

from . import test_fate_hegemon as hegemon_tests
from . import test_fate_pathfinder as pathfinder_tests
from . import test_fate_planet_breaker as breaker_tests
from . import test_fate_warden as warden_tests
from .act2_support import act2_cards, random_act2_table
from .conftest import DANE, MIKAH, do, pos, turn
from .test_knowledge import midgame


def scores(s: CampaignState, **weights: float) -> dict[str, float]:
    """greedy's settled score of each legal action of the mover (one determinized world)."""
    seat = s.current_player()
    legal = s.legal_actions()
    agent = GreedyAgent(0, 1, **weights)
    found = agent.scores(Decision(seat, tuple(legal), s.observation(seat)))
    return {str(a): v for a, v in zip(legal, found, strict=True)}


def prefers(s: CampaignState, action: str, **weights: float) -> bool:
    """True if `action` scores strictly above every other legal action."""
    found = scores(s, **weights)
    return all(found[action] > v for a, v in found.items() if a != action)


def magnate_turn() -> CampaignState:
    """Mikah the Magnate kept into Act II (its Setup side run: the Monopolies in the supply, Gain
    Monopolies in the Edicts), with 2 Relics, taxing with Administration: his cities are on 2.3
    (Relic) and 3.1 (Material)."""
    s = pos(
        ships=[{"system": "2.3", "seat": MIKAH, "fresh": 1}, {"system": "3.1", "seat": MIKAH, "fresh": 1}],
        buildings=[
            {"slot": "2.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "3.1#0", "seat": MIKAH, "kind": "city"},
        ],
        seats=[{"resources": ["relic", "relic"]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 1),
        campaign_part={"act": 2, "edicts": ["ED03"], "fates": {"fate": ["F3", "F1", "F4"]}},
    )
    fates.ACT2_SETUPS["F3"](s, MIKAH)
    return s


# -- the prospects ---------------------------------------------------------------------------------
def test_a_claimed_fief_is_the_wardens_prospect() -> None:
    """F16-01B: 2 per Seat she controls, 1 per city of her Fiefs (hers and Dane's in cluster 3)."""
    s = warden_tests.claim_turn()
    assert act2_prospects(s) == [0, 0, 0]
    do(s, "claim CC07 3.1#0")
    assert act2_prospects(s)[MIKAH] == 2 + 2
    assert s.objective[MIKAH] == 22  # (the marker itself moves only at the chapter's end)


def test_a_monopoly_within_reach_is_the_magnates_prospect() -> None:
    """F3-12B: a third Relic of 5 takes the Monopoly at Gain Monopolies (*Corner the Market*, 1)
    and holds it at the chapter's end (*...And Hold It*, 1)."""
    s = magnate_turn()
    assert act2_prospects(s)[MIKAH] == 0
    do(s, "tax 2.3#0")
    assert act2_prospects(s)[MIKAH] == 2
    assert s.monopolies == [-1] * 5  # (the state itself is unchanged: a copy was scored)


def test_a_prepared_hammer_is_half_a_broken_world() -> None:
    s = breaker_tests.breaker(hammer={"spare": 6}, card="CON4", held=breaker_tests.HOLDS_HAMMER)
    do(s, "prepare 3.1")
    assert act2_prospects(s)[MIKAH] == HAMMER_PREPARED_STEPS == 3


def test_a_flagship_where_the_hegemon_may_plant_is_half_a_banner() -> None:
    """F10-02: a Banner at the Flagship's planet, with no piece but his there; once planted, the
    Banner itself counts (F10-01B)."""
    s = hegemon_tests.heg()
    assert ready_at_flagship(s, MIKAH) and act2_prospects(s)[MIKAH] == READY_STEPS
    do(s, "banner")
    assert not ready_at_flagship(s, MIKAH) and act2_prospects(s)[MIKAH] == 1
    rival = hegemon_tests.heg(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 1}]
    )
    assert not ready_at_flagship(rival, MIKAH)


def test_a_flagship_where_the_pathfinder_may_uncover_is_half_a_space() -> None:
    """F9-02: at a planet with no Clue, with a resource of a type no planet of the cluster has
    (cluster 3: Material, Fuel, Weapons); not with only such types, nor where a Clue lies."""
    assert ready_at_flagship(pathfinder_tests.pf(), MIKAH)
    assert not ready_at_flagship(pathfinder_tests.pf(resources=("material", "fuel")), MIKAH)
    clued = pathfinder_tests.pf(clues=[{"system": "3.3", "check": True}])
    assert not ready_at_flagship(clued, MIKAH)


def test_the_prospects_are_capped_at_the_spaces_to_go_and_weighted() -> None:
    s = warden_tests.claim_turn()
    do(s, "claim CC07 3.1#0")
    s.objective[MIKAH] = 3
    assert act2_prospects(s)[MIKAH] == 3
    with_prospects = CampaignKnowledge().worth(s)
    without = make_knowledge(objective_prospect=0).worth(s)
    assert with_prospects[MIKAH] - without[MIKAH] == pytest.approx(0.45 * 3)
    assert with_prospects[DANE] == without[DANE]


def test_act_i_has_no_prospects() -> None:
    s = midgame(3, 11)
    assert act2_prospects(s) == [0, 0, 0]


# -- greedy takes the action that advances its objective ------------------------------------------
def test_greedy_plants_a_banner_as_the_hegemon() -> None:
    """F10-01B: 1 per Banner on the map at the chapter's end."""
    s = hegemon_tests.heg()
    assert prefers(s, "banner")
    assert not prefers(s, "banner", objective_prospect=0)


def test_greedy_moves_its_flagship_where_it_may_plant_as_the_hegemon() -> None:
    """Planting Banners (F10-02) needs a planet with no Rival piece: Dane shares 3.3."""
    s = hegemon_tests.heg(
        card="MOB4",
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 1}],
    )
    found = scores(s)
    assert found["move 3.3 3.2 0 0 flagship"] > found["move 3.3 3.2 1 0"]
    without = scores(s, objective_prospect=0)
    assert without["move 3.3 3.2 0 0 flagship"] <= without["move 3.3 3.2 1 0"]


def test_greedy_seats_its_fief_as_the_warden() -> None:
    """F16-01B: Claim Fief with a Seat, not without one."""
    s = warden_tests.claim_turn()
    found = scores(s)
    best = max(found, key=lambda a: found[a])
    assert best.startswith("claim") and best.endswith("3.1#0")
    without = scores(s, objective_prospect=0)
    assert not max(without, key=lambda a: without[a]).startswith("claim")


def test_greedy_taxes_toward_a_monopoly_as_the_kept_magnate() -> None:
    """A kept "A" Fate: F3-12B through Gain Monopolies (F3-18)."""
    s = magnate_turn()
    assert prefers(s, "tax 2.3#0")
    assert not prefers(s, "tax 2.3#0", objective_prospect=0)


def test_greedy_prepares_the_planet_hammer_as_the_planet_breaker() -> None:
    """F11-01B *Crush a Planet into Dust*: Prepare first (F11-04), Break World on a later turn."""
    s = breaker_tests.breaker(hammer={"spare": 6}, card="CON4", held=breaker_tests.HOLDS_HAMMER)
    found = scores(s)
    assert max(found, key=lambda a: found[a]).startswith("prepare")
    without = scores(s, objective_prospect=0)
    assert not max(without, key=lambda a: without[a]).startswith("prepare")


# -- the observation carries what the prospects read -----------------------------------------------
def _check_worlds(s: CampaignState, seed: int, every: int) -> int:
    rng = random.Random(seed)
    checked = 0
    for step in range(5000):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply_unchecked(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
        s.apply_unchecked(rng.choice(busy if busy and rng.random() < 0.85 else legal))
        if s.act == 2 and step % every == 0:
            truth = act2_prospects(s)
            for seat in range(s.n):
                world = determinize(s.observation(seat), random.Random(step))
                assert isinstance(world, CampaignState)
                assert act2_prospects(world) == truth, (seed, step, seat, s.fates)
            checked += 1
    return checked


@pytest.mark.parametrize("seed", range(2))
def test_determinized_worlds_give_the_same_prospects(seed: int) -> None:
    """Every world a seat's observation allows gives the state's prospects: the kept "A" Fates
    (built Act II tables) and a whole campaign's "B" Fates."""
    rng = random.Random(500 + seed)
    kept = random_act2_table(rng.sample(list(cards.A_FATES), 3 + seed), rng, act2_cards(cards.A_FATES))
    assert _check_worlds(kept, seed, 17) > 5
    whole = ambitions.new_game("arcs-campaign", players=3, seed=seed, act="all")
    assert isinstance(whole, CampaignState)
    assert _check_worlds(whole, seed, 29) > 5
