"""Campaign positions under way (position.py): a battle with neutral pieces, a Catapult move
with Imperial ships, the round's end resolving; every random position round-trips through its
snapshot; bad positions raise one clear error naming the field and build nothing."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_mutations import check, mutated, snapshots  # (tests/games is on the path)

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import flow, invariants, observe, position
from ambitions.games.arcs_campaign.state import CampaignPhase

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

RESOLVE = CampaignPhase.RESOLVE

SID = reach.SYSTEM_INDEX


def battle_under_way(**battle: Any) -> dict[str, Any]:
    """CRB p.11 "Outlaw Battles": Dane (an Outlaw) attacks the Empire in 3.3 with 2 fresh and 1
    damaged ship; the dice rolled A1 R3: 1 hit, 1 self hit and 1 building hit left."""
    return {
        "game": "arcs-campaign",
        "players": 3,
        "phase": CampaignPhase.BATTLE,
        "ships": [
            {"system": "3.3", "seat": DANE, "fresh": 2, "damaged": 1},
            {"system": "3.3", "seat": MIKAH, "fresh": 2},
        ],
        "buildings": [{"slot": "3.3#0", "seat": MIKAH, "kind": "city"}],
        "turn": turn(DANE, "AGG4", 2),
        "battle": {
            "system": "3.3",
            "stage": "self",
            "dice": [1, 0, 1],
            "faces": ["A1", "R3"],
            "hits": 1,
            "self_hits": 1,
            "building_hits": 1,
            **battle,
        },
        "campaign": {
            "titles": ["regent", "outlaw", "regent"],
            "first_regent": LOTUS,
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "battle": {"side": "empire"},
        },
    }


def test_a_battle_with_the_empire_under_way() -> None:
    """CRB p.11: the Outlaw's destroyed ships are the First Regent's Trophies; then the Empire's
    one Imperial ship takes the hit (the only target: assigned at once)."""
    s = campaign.from_position(battle_under_way())
    assert s.phase == CampaignPhase.BATTLE and s.current_player() == DANE
    assert sorted(legal(s)) == ["hit damaged", "hit fresh"]
    do(s, "hit damaged")
    assert s.trophies[(LOTUS * 3 + DANE) * 4 + 0] == 1  # Lotus, the First Regent, takes it
    assert (s.imperial_fresh[SID["3.3"]], s.imperial_damaged[SID["3.3"]]) == (0, 1)
    assert s.fresh[SID["3.3"] * 3 + MIKAH] == 2  # the Regent's ships do not defend


def test_a_catapult_move_with_imperial_ships_under_way() -> None:
    """CRB p.10's example, half done: 2 Loyal and 2 Imperial ships reached gate 2.0; the Regent
    moves on with 1 Imperial ship (the Movement Law: one per Loyal ship moving along). Imperial
    ships moving along that are not there are refused (a negative count once moved on)."""
    with pytest.raises(InvalidRecord, match=r"Imperial ships moving along \(2 fresh, 2 damaged\) not where"):
        catapulting([2, 2])
    s = catapulting([2, 0])
    assert s.current_player() == MIKAH and s.catapult_imperial == (2, 0)
    assert "catapult 3.0 2 0 imperial 1 0" in legal(s)
    assert "catapult 3.0 1 0 imperial 2 0" not in legal(s)  # the Movement Law
    do(s, "catapult 3.0 2 0 imperial 1 0", "stop")
    assert (s.fresh[SID["2.0"] * 3], s.imperial_fresh[SID["2.0"]]) == (0, 1)
    assert (s.fresh[SID["3.0"] * 3], s.imperial_fresh[SID["3.0"]]) == (2, 1)
    assert s.phase == Phase.ACTIONS


def catapulting(imperial: list[int]) -> Any:
    """CRB p.10's example at gate 2.0, with these Imperial ships moving along."""
    return pos(
        phase=Phase.CATAPULT,
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 1}, {"system": "2.0", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "starport"}],
        turn=turn(MIKAH, "MOB4", 3),
        catapult={"at": "2.0", "fresh": 2, "path": ["1.1", "1.0", "2.0"]},
        moved_fresh=["1.0", "2.0", "2.0"],
        campaign_part={
            "titles": ["regent", "outlaw", "regent"],
            "imperial_ships": [{"system": "2.0", "fresh": 2}],
            "catapult_imperial": imperial,
        },
    )


def test_the_rounds_end_under_way() -> None:
    """CRB p.20: the Edicts are resolving; the First Regent must enforce or change the Policy."""
    s = pos(
        phase=CampaignPhase.RESOLVE,
        round_turn=2,
        seats=[{"hand": ["ADM2"]}, {"hand_size": 1}, {"hand_size": 1}],
        campaign_part={"steps": [["govern", MIKAH]], "policies": ["peace", "war", "escalation"]},
    )
    assert s.current_player() == MIKAH
    assert sorted(legal(s)) == ["change escalation", "change war", "enforce"]
    do(s, "change war")
    assert s.policies[0] == "war" and s.phase == Phase.LEAD


def play_positions(players: int, seed: int, every: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed)
    out = []
    while s.current_player() != TERMINAL:
        if len(s.history) % every == 0:
            out.append(observe.snapshot(s))
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_position_of_a_random_act_round_trips(players: int) -> None:
    """Whatever a random Act passes through (placements, battles with neutral pieces, Catapult
    moves, Event turns, the round's end, Crises asking) is a position that loads back equal."""
    phases = set()
    for seed in range(12):
        for snap in play_positions(players, seed, 3):
            assert json.loads(json.dumps(snap)) == snap  # JSON-exact: no tuple inside
            again = position.load(position.from_observation(json.loads(json.dumps(snap))))
            assert observe.snapshot(again) == snap
            phases.add(snap["phase"])
    assert {CampaignPhase.PLACE, Phase.ACTIONS, Phase.FOLLOW} <= phases


def at_end(*steps: list[Any]) -> dict[str, Any]:
    """A position at the round's end with these steps left (the First Regent: seat 0)."""
    return {"phase": RESOLVE, "campaign": {"steps": list(steps), "first_regent": 0}}


BAD = [
    (
        {"campaign": {"battle": {"side": "pirates"}}},
        "campaign.battle.side must be seat, empire, free or blight",
    ),
    ({"campaign": {"steps": [["dance", 0]]}}, "campaign.steps[0][0] must be a step"),
    ({"campaign": {"steps": [["govern", 5]]}}, "campaign.steps[0][1] must be a whole number 0..2"),
    ({"campaign": {"catapult_imperial": [1, 0]}}, "campaign.catapult_imperial: no Catapult move"),
    ({"campaign": {"court_deck_size": 40}}, "campaign.court_deck_size must be"),
    ({"campaign": {"placing": [0, 9]}}, "campaign.placing[1] must be a whole number 0..2"),
    ({"campaign": {"event_roll": ["crisis", "star", 3]}}, "campaign.event_roll must be"),
    (
        {"campaign": {"neutral_trophies": [{"seat": 0, "piece": "dragon"}]}},
        "campaign.neutral_trophies[0].piece",
    ),
    ({"phase": CampaignPhase.RESOLVE}, "campaign.steps must be the steps left"),
    ({"phase": CampaignPhase.PLACE}, "campaign.placing must be the seats still to place"),
    ({"phase": CampaignPhase.BATTLE}, "needs a turn and a battle"),
    ({"seats": [{"power": -1000}, {}, {}]}, "seats[0].power must be a whole number -999..999"),
    # CRB p.4: no setup card, no cluster out of play.
    ({"setup_card": "3SETUP01"}, "setup_card must be '' or omitted"),
    ({"setup_card": 0}, "setup_card must be '' or omitted"),
    ({"out_of_play": [1]}, "out_of_play must be [] or omitted"),
    # The round's end: each step holds what its kind needs (a malformed one crashed when reached).
    (at_end(["event-outcome", -1]), "campaign.steps[0][0] must be a step once the dice are rolled"),
    (at_end(["summit?", 0], ["call-to-order", 0]), "campaign.steps[1] must be the first step"),
    ({"campaign": {"steps": [["summit?", 0]]}}, "campaign.steps must be none at a turn or a round's start"),
    (at_end(["deal", 0, 1, 0, "x"]), "campaign.steps[0][4] must be a deal's part"),
    (at_end(["deal", 0, 1, ["give", "promise"]]), "campaign.steps[0][3] must be a whole number 0..4095"),
    (at_end(["deal", 0, 0, 0]), "campaign.steps[0][2] must be a Rival of the seat"),
    (at_end(["govern", 1]), "campaign.steps[0][1] must be the First Regent, seat 0"),
    (at_end(["resume", -1, "battle"]), "campaign.steps[0][2] must be next-turn or eliminated"),
    (at_end(["arm", 0, []]), "campaign.steps[0][2] must be a list of whole numbers 0..2"),
    (at_end(["court-crisis", -1, "CC01"]), "campaign.steps[0][2] must be a Vox card with a Crisis"),
    (at_end(["title", 0, 1]), "campaign.steps[0][1] must be -1"),
]  # fmt: skip


@pytest.mark.parametrize(("change", "message"), BAD)
def test_bad_positions_name_the_field(change: dict[str, Any], message: str) -> None:
    position_ = {"game": "arcs-campaign", "players": 3, **change}
    before = json.dumps(position_, sort_keys=True)
    with pytest.raises(InvalidRecord, match=message.replace("[", r"\[").replace(".", r"\.")):
        campaign.from_position(position_)
    assert json.dumps(position_, sort_keys=True) == before  # the input is left as it was


def test_a_battles_attacking_ships_are_in_its_system() -> None:
    """The attacking ships of a battle with neutral pieces, Loyal and Imperial, are ships in the
    battle's system (the Arcs check was not made for these battles)."""
    assert campaign.from_position(battle_under_way(attacking_fresh=2)).battle_attacking_fresh == 2
    with pytest.raises(InvalidRecord, match="attacking ships of the battle against empire not in its system"):
        campaign.from_position(battle_under_way(attacking_fresh=5))


def test_a_battle_position_must_agree_with_its_side() -> None:
    bad = battle_under_way()
    bad["campaign"]["battle"] = {"side": "seat"}
    with pytest.raises(InvalidRecord, match="battle.defender must name the seat"):
        campaign.from_position(bad)


def test_negative_power_is_a_campaign_position() -> None:
    """Power may go negative in the campaign (CRB p.28 example: "he lowers his Power from 2 to
    -3"); Arcs positions keep Power at 0 or more."""
    assert pos(seats=[{"power": -3}, {}, {}]).power[0] == -3


def test_an_outrage_placeholder_only_covers_an_outraged_slot_while_the_supply_is_empty() -> None:
    """Arcs p.22: with no agent in supply a placeholder covers the Outrage slot until an agent
    returns. Found by mutating positions: a campaign position with a placeholder on a slot without
    Outrage loaded, and the next agent returned (a secured Imperial Council) filled a slot nothing
    was Outraged on, an agent lost."""
    held = {"captives": [10, 0, 0]}  # (every agent of seat 0 a Captive of seat 1)
    assert pos(seats=[{"outrage": ["relic"], "outrage_placeholder": ["relic"], "agents": 0}, held, {}])
    with pytest.raises(InvalidRecord, match="seat 0 has a placeholder on a slot without Outrage"):
        pos(seats=[{"outrage_placeholder": ["relic"], "agents": 0}, held, {}])
    with pytest.raises(InvalidRecord, match="seat 0 has agents in supply and an Outrage placeholder"):
        pos(seats=[{"outrage": ["relic"], "outrage_placeholder": ["relic"], "agents": 3}, {}, {}])


@pytest.mark.parametrize("field", ["guild", "lore"])
def test_a_seats_card_list_of_anything_but_ids_is_one_clear_error(field: str) -> None:
    """Found by the campaign file's fuzz test: a list inside a seat's cards raised a TypeError."""
    for bad in ([[]], [{"card": "CC01"}], "CC01", [3]):
        with pytest.raises(InvalidRecord, match=rf"seats\[1\]\.{field} must be a list of card ids"):
            pos(seats=[{}, {field: bad}, {}])


def test_fate_set_cards_are_read_where_a_person_writes_them() -> None:
    """A seat's Fate Set Guild and lore cards may be written among its Guild and lore cards, as an
    observation shows them (``seats[p].guild``), not only under ``campaign.fates.cards``: the
    Steward's Dealmakers and Imperial Authority, Lotus' Merchant League; a Fate's Setup card
    not written anywhere is still dealt to it (Dane's Informants)."""
    fates = {"fate": ["F1", "F6", "F3"]}
    seats = [{"guild": ["F1-03", "CC01"], "lore": ["F1-02"]}, {}, {"guild": ["F3-02"]}]
    s = pos(seats=seats, campaign_part={"fates": fates})
    assert s.guild == [["F1-03", "CC01"], ["F6-02"], ["F3-02"]] and s.lore == [["F1-02"], [], []]
    same = pos(campaign_part={"fates": {**fates, "cards": [["F1-03", "F1-02"], ["F6-02"], ["F3-02"]]}})
    assert sorted(map(sorted, same.guild)) == sorted(map(sorted, [["F1-03"], ["F6-02"], ["F3-02"]]))
    assert observe.snapshot(s)["seats"][0]["guild"] == ["F1-03", "CC01"]


@pytest.mark.parametrize(
    ("seats", "fates", "message"),
    [
        ([{"guild": ["F1-03"]}, {}, {}], None, r"seats\[0\]\.guild: F1-03 \(Dealmakers\) is a Fate Set card: "
         r"the position must name the Fates in play \(campaign\.fates\)"),
        ([{"guild": ["F1-02"]}, {}, {}], {"fate": ["F1", "F6", "F3"]},
         r"seats\[0\]\.guild: F1-02 \(Imperial Authority\) is a lore card: it goes in seats\[0\]\.lore"),
        ([{}, {"lore": ["F6-02"]}, {}], {"fate": ["F1", "F6", "F3"]},
         r"seats\[1\]\.lore: F6-02 \(Informants\) is a guild card: it goes in seats\[1\]\.guild"),
        ([{"guild": ["F4-10"]}, {}, {}], {"fate": ["F1", "F6", "F3"]},
         r"F4-10 \(Diplomatic Fiasco\) is a vox card"),
        ([{"lore": ["CC01"]}, {}, {}], {"fate": ["F1", "F6", "F3"]},
         r"seats\[0\]\.lore: CC01 is a Guild or Vox"),
        ([{"guild": ["F1-03"]}, {}, {}], {"fate": ["F1", "F6", "F3"], "cards": [["F1-03"], [], []]},
         r"campaign\.fates\.cards\[0\] must be cards held nowhere else \(F1-03 is in seats\[0\]'s cards\)"),
    ],
)  # fmt: skip
def test_a_fate_set_card_held_in_the_wrong_place_says_where_it_goes(
    seats: list[dict[str, Any]], fates: dict[str, Any] | None, message: str
) -> None:
    with pytest.raises(InvalidRecord, match=message):
        pos(seats=seats, campaign_part={"fates": fates} if fates else {})


def test_a_deal_under_way_holds_actions_its_actors_may_take() -> None:
    """CRB p.17 "Multipart Negotiations": actions "that can be resolved immediately". Mikah
    offers Dane a Relic: with a Relic it loads and Dane may accept; without one the position
    is refused (accepting it crashed)."""
    step = ["consent", DANE, MIKAH, 0, ["give", "transfer", "relic"]]
    s = pos(phase=RESOLVE, seats=[{"resources": ["relic"]}, {}, {}], campaign_part={"steps": [step]})
    assert s.current_player() == DANE and sorted(legal(s)) == ["accept", "refuse"]
    do(s, "accept")
    assert s.resources[DANE * 7] == 3 and s.resources[MIKAH * 7] == -1
    with pytest.raises(InvalidRecord, match=r"campaign\.steps\[0\]\[4\] must be a Negotiation action"):
        pos(phase=RESOLVE, campaign_part={"steps": [step]})


def choosing_fates() -> dict[str, Any]:
    """A snapshot of Act I setup while the seats choose their Fates (CRB p.6 step B)."""
    from .conftest import COURT_ORDER

    s = campaign.new_game(3, seed=1)
    do(s, "initiative 0", "court " + " ".join(COURT_ORDER))
    do(s, "shuffle " + " ".join([*s.court_deck, "L01", "L02", "L03"]), "policy war peace escalation")
    do(s, "number 1", "event crisis arrow", "fates F3 F1 F4 F7 F6 F2", "fate F3")
    assert s.phase == CampaignPhase.CHOOSE_FATE and s.choosing == [DANE, LOTUS]
    return position.from_observation(json.loads(json.dumps(observe.snapshot(s))))


def test_act_i_setup_positions_are_the_table_setup_built() -> None:
    """CRB p.4-6, found by mutating setup positions: with the Imperial ships gone before the
    placements (Table step N) no seat could place (Player step G: a planet with an Imperial
    ship); a seat holding Fate Set cards before everyone chose (Player step C) got them twice; a
    seat neither choosing nor with a Fate crashed the reveal."""
    assert position.load(choosing_fates()).current_player() == DANE
    no_empire = choosing_fates()
    no_empire["campaign"]["imperial_ships"] = []
    with pytest.raises(InvalidRecord, match="Imperial ships other than 1 fresh in each system"):
        position.load(no_empire)
    early = choosing_fates()
    early["seats"][LOTUS]["guild"] = ["F4-02", "F4-03"]
    with pytest.raises(InvalidRecord, match="Fate Set cards out of the box at phase campaign-choose-fate"):
        position.load(early)
    skipped = choosing_fates()
    skipped["campaign"]["fates"]["choosing"] = [LOTUS]
    del skipped["current_player"]
    with pytest.raises(InvalidRecord, match="seat 1 has no Fate"):
        position.load(skipped)


@cache
def mutation_pool() -> list[dict[str, Any]]:
    """Positions of seeded random Acts at random points, setup included (2-4 players), in the
    position's form (`position.from_observation`: the Court under ``campaign``)."""
    return [position.from_observation(p) for p in snapshots("arcs-campaign", range(8), observe.snapshot)]


@settings(
    max_examples=1000,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_mutated_position_is_refused_by_name_or_plays_on_keeping_the_invariants(data: Any) -> None:
    """Any campaign position the builder accepts plays 50 random actions with the campaign's
    `invariants` intact (and its fields of their types); any it refuses raises `InvalidRecord`
    naming the problem, never another exception (`position_mutations`: fields changed,
    removed, retyped, out of range)."""
    check(mutated(data, mutation_pool()), position.load, invariants.problems)


def test_the_fates_are_chosen_only_while_choosing() -> None:
    """Player setup B (CRB p.6): seats still to choose a Fate only at the choice. A placement
    position with seats still to choose (no Fate) went on with the Fates never chosen."""
    from .conftest import table

    s = table()
    assert s.phase == CampaignPhase.PLACE
    placing = position.from_observation(json.loads(json.dumps(observe.snapshot(s))))
    assert position.load(placing).phase == CampaignPhase.PLACE
    last = s.turn_order()[-1]
    placing["campaign"]["fates"]["choosing"] = [last]
    placing["campaign"]["fates"]["fate"][last] = None
    with pytest.raises(InvalidRecord, match=r"seats still to choose a Fate \[2\] at phase campaign-place"):
        position.load(placing)
    # A snapshot (the Fates drawn given) with a seat's Fate missing: named, not a KeyError.
    placing["campaign"]["fates"]["choosing"] = []
    with pytest.raises(InvalidRecord, match="seat 2 has no Fate"):
        position.load(placing)


def test_a_value_of_the_wrong_kind_is_named_not_a_crash() -> None:
    """Found by mutating positions: a list or an object where a card, a Fate or a system is
    read raised TypeError (unhashable) or KeyError inside the builder, reported only as a
    "malformed" position; each is now named."""
    cases = [
        ({"court": [{"card": ["IC01"]}]}, r"campaign\.court\[0\]\.card must be a campaign Court card"),
        ({"steps": [["court-crisis", -1, ["CC13"]]]}, r"campaign\.steps\[0\]\[2\] must be a Vox card"),
        ({"fates": {"fate": [["F1"], "F3", "F6"]}}, r"campaign\.fates\.fate must be 3 different A Fates"),
        ({"fates": {"fate": ["F1", "F3", "F6"], "cards": [[["F1-03"]], [], []]}}, r"fates\.cards must"),
        (
            {"fates": {"fate": ["F5", "F3", "F6"], "golems": [{"golem": "warrior", "system": {"3.3": 1}}]}},
            r"campaign\.fates\.golems\[0\]\.system must be a system",
        ),
    ]
    for part, message in cases:
        phase = {"phase": RESOLVE} if "steps" in part else {}
        with pytest.raises(InvalidRecord, match=message):
            pos(campaign_part=part, **phase)


def test_an_attached_card_sits_on_a_court_card() -> None:
    """CRB p.27: a card is attached above a Court card. An observation's attached card on a card
    not in the Court (or an unknown card) was accepted, and securing or the Intermission then
    lost it."""
    s = pos(campaign_part={"court": [{"card": "IC01"}, {"card": "CC07"}], "court_discard": ["CC03"]})
    obs = json.loads(json.dumps(observe.snapshot(s)))
    good = position.from_observation(obs)
    good["campaign"]["attached"] = [{"host": "CC07", "card": "CC03"}]
    good["campaign"]["court_discard"] = []
    assert position.load(good).attached == ["CC07", "CC03"]
    for host, card, message in (
        ("CC01", "CC03", r"attached cards .* each a card on its own Court card"),
        ("CC07", "XX99", r"campaign\.attached\[0\]\.card must be a campaign Court, lore, Fate Set"),
    ):
        bad = json.loads(json.dumps(good))
        bad["campaign"]["attached"] = [{"host": host, "card": card}]
        with pytest.raises(InvalidRecord, match=message):
            position.load(bad)


def test_a_seat_given_as_null_is_an_empty_seat_and_the_others_keep_their_cards() -> None:
    """A null seat is read as Arcs reads it, an empty one; the campaign's Guild cards of the next
    seats went to the seat before them (and a null seat crashed once Fate Set cards were read)."""
    s = pos(seats=[None, {"guild": ["CC01"]}, {}])
    assert s.guild == [[], ["CC01"], []]


def test_a_seat_may_hold_any_number_of_lore_cards() -> None:
    """Lore cards come to the campaign's seats from the Court (shuffled into its deck at setup
    step J, CRB p.5) and by Negotiations, not from a draft of two: a position gives a seat three."""
    s = pos(seats=[{"lore": ["L01", "L02", "L03"]}, {}, {}])
    assert s.lore[0] == ["L01", "L02", "L03"] and not invariants.problems(s)
    back = position.load(position.from_observation(observe.snapshot(s)))
    assert back.lore[0] == ["L01", "L02", "L03"]


def test_an_overflow_discard_before_step_fs_draw_round_trips() -> None:
    """The Intermission's step F begun (CRB p.29), its draw not yet made, while a seat discards a
    resource over its slots (base p.17): the position loads the Fates as the step the discard
    returns to, so no Fate card is dealt as drawn (found in a random whole campaign, 2 players)."""
    rng = random.Random(3)
    s = campaign.new_game(2, seed=3, act="all")
    while s.phase != CampaignPhase.CHANCE_NEW_FATES:
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    seat = s.turn_order()[0]
    while not s.discard_queue:  # resources from the supply until one is over the slots
        resources.gain(s, seat, next(r for r in range(5) if s.resource_supply[r] > 0))
    flow.advance(s)
    assert s.phase == Phase.DISCARD and s.former_fates and not s.fate_offers
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)
    assert again.fate_offers == [] and again.resume_phase == CampaignPhase.CHANCE_NEW_FATES
    public = position.load(position.from_observation(s.observation(None)), random.Random(1))
    assert public.fate_offers == []
