"""The solo mode's printed bots (B.1.5), step by step: concepts, card play, rules 1-7, the
agent (A3), the bot battle, Power instead of resources, the Ambition phase, hard mode (A3, A11,
A22-A26, A32)."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcades import battle, data, flow, influence, invariants, resources, solo
from ambitions.games.arcades.state import ATTACKED, ArcadesState

from .conftest import agent, build, play, ships

BOT = 1
HUMAN = 0


def table(**position: Any) -> ArcadesState:
    """A solo game at the human's turn (seat 0 leads with ADM1), bots at seats 1 and 2."""
    position.setdefault("agents", ["1.1", "2.1", "3.1"])
    position.setdefault("seats", [{"hand": ["MOB1"]}, {}, {}])
    position.setdefault("options", {"solo": True})
    position.setdefault("turn", {"side": 0, "card": "ADM1"})
    return build(initiative=0, **position)


def no_supply(s: ArcadesState, *bots: int) -> None:
    """The bots' supplies emptied (the ships set aside), so they place nothing (rules 1-2)."""
    for b in bots:
        s.removed[b] += s.supply[b]
        s.supply[b] = 0


def bot_turn(s: ArcadesState, card: str, start: int, bot: int = BOT) -> None:
    """Start `bot`'s turn as if it had just played `card` after the human's lead (from wherever
    the position put that card) and drawn a card naming `start`."""
    for place in (s.facedown, s.offers[bot], s.piles[bot]):
        if card in place:
            place.remove(card)
    s.plays.append((bot, card))
    s.round_turn = len(s.plays) - 1
    s.turn_side, s.turn_card, s.turn_flags, s.turn_mode, s.ap = bot, card, 0, "", 0
    s.bot_stage, s.bot_start, s.bot_runs = "place", start - 1, 0
    s.phase = "bot-turn"


# -- concepts ------------------------------------------------------------------------------------
def test_superfluous_ships_the_rules_example_blue_2_yellow_5() -> None:
    s = table(ships=[{"cluster": 4, "side": HUMAN, "fresh": 2}, {"cluster": 4, "side": BOT, "fresh": 5}])
    assert influence.superfluous(s, BOT, 3) == 2  # yellow could take 2 away: 3 against 2
    assert influence.superfluous(s, HUMAN, 3) == 0  # blue is not 1st: none


def test_ship_advantage_the_rules_example_yellow_3_against_blue_1_and_1_damaged() -> None:
    s = table(
        ships=[
            {"cluster": 4, "side": HUMAN, "fresh": 3},
            {"cluster": 4, "side": BOT, "fresh": 1, "damaged": 1},
        ]
    )
    assert influence.ship_advantage(s, BOT, 3) == 2
    # Rule 4: not 1st, and its 2 ships (fresh and damaged, A24) match the advantage: battle.
    s.bot_start = 3
    assert solo.main_choice(s, BOT) == (4, 3)


def test_first_place_in_fresh_ships_is_strict() -> None:
    s = table(ships=[{"cluster": 4, "side": HUMAN, "fresh": 3}, {"cluster": 4, "side": BOT, "fresh": 3}])
    assert not influence.first_in_fresh(s, BOT, 3) and not influence.first_in_fresh(s, HUMAN, 3)


# -- card play -----------------------------------------------------------------------------------
def test_a_bot_plays_from_its_offer_slides_it_and_draws_its_start_cluster() -> None:
    s = table(seats=[{"hand": ["MOB1"]}, {"offer": ["AGG2", "ADM3", "MOB5"], "pile": ["AGG4", "MOB7"]}, {}])
    solo.play_card(s, BOT)  # following ADM1: ADM3 would win (priority 1)
    assert s.plays[-1] == (BOT, "ADM3") and s.offers[BOT] == ["AGG2", "MOB5", "AGG4"]
    assert s.bot_start == 3  # the new right-most card: AGG4, cluster 4
    s = table(seats=[{"hand": ["MOB1"]}, {"offer": ["AGG2", "ADM3", "MOB5"], "pile": ["MOB7"]}, {}])
    solo.play_card(s, BOT)
    assert s.bot_start == s.agent_cluster(BOT) == 1  # a 7: the bot's agent's cluster


def test_a_bots_lead_card_keeps_its_value_it_never_declares_a26() -> None:
    s = table()
    assert not s.zeroed and s.bots == (False, True, True)


# -- placement: rules 1 and 2 --------------------------------------------------------------------
def test_rule_1_places_where_3_ships_make_it_first_scanning_clockwise_from_the_start() -> None:
    s = table(ships=[{"cluster": 2, "side": HUMAN, "fresh": 4}, {"cluster": 3, "side": HUMAN, "fresh": 2}])
    s.bot_start = 1  # cluster 2: 3 do not beat 4; cluster 3: they beat 2
    assert solo.placement(s, BOT) == (1, 2)


def test_rule_1_comes_before_rule_2_in_every_cluster() -> None:
    s = table(
        ships=[{"cluster": c, "side": HUMAN, "fresh": 3} for c in (1, 2)]
        + [{"cluster": c, "side": 2, "fresh": 3} for c in (3, 4)]
        + [{"cluster": c, "side": HUMAN, "fresh": 2} for c in (5, 6)]
    )
    s.bot_start = 0  # clusters 1-4 would give a tie for 1st (rule 2); cluster 5 gives 1st
    assert solo.placement(s, BOT) == (1, 4)


def test_rule_2_a_tie_for_first_or_second_place_not_already_held() -> None:
    blockers = [{"cluster": c, "side": 2, "fresh": 3} for c in (3, 4, 5, 6)]  # rule 1 nowhere
    s = table(
        ships=blockers
        + [
            {"cluster": 1, "side": HUMAN, "fresh": 5},
            {"cluster": 1, "side": BOT, "fresh": 1},  # 2nd already; with 3 more still 2nd
            {"cluster": 2, "side": HUMAN, "fresh": 4},  # 3 ships would be 2nd: gained
        ]
    )
    s.bot_start = 0
    assert solo.placement(s, BOT) == (2, 1)
    s = table(
        ships=[{"cluster": c, "side": 2, "fresh": 3} for c in (4, 5, 6)]
        + [{"cluster": c, "side": HUMAN, "fresh": 3} for c in (1, 2)]
        + [{"cluster": 3, "side": HUMAN, "fresh": 4}, {"cluster": 3, "side": BOT, "fresh": 1}]
    )
    s.bot_start = 2
    assert solo.placement(s, BOT) == (2, 2)  # 1 + 3 ties the human's 4 for 1st (it was 2nd)


def test_placing_ends_the_bots_actions_then_its_agent_may_move() -> None:
    s = table(
        ships=[
            {"cluster": 5, "side": HUMAN, "fresh": 2},
            {"cluster": 5, "side": BOT, "fresh": 1},
            {"cluster": 6, "side": BOT, "damaged": 1},
        ]
    )
    bot_turn(s, "ADM6", start=4)
    solo.continue_turn(s)
    assert ships(s, 4, BOT) == (3, 0) and s.phase == "next-turn"
    assert ships(s, 6, BOT) == (0, 1)  # no main action after placing (rule 6 would repair)
    # A3 from cluster 4 (1st there already: no gain) to cluster 5, where the agent makes it 1st
    # (1 + 2 against 2): the left-most planet's token is discarded for 1 Power.
    assert agent(s, BOT) == "5.1" and not s.tokens[12] and s.power[BOT] == 1


# -- main actions: rules 3 to 7 ------------------------------------------------------------------
def test_main_actions_run_once_below_4_and_twice_from_4() -> None:
    for card, repaired in (("ADM3", 1), ("ADM4", 2)):
        s = table(
            ships=[{"cluster": 5, "side": BOT, "damaged": 1}, {"cluster": 6, "side": BOT, "damaged": 1}]
        )
        no_supply(s, BOT)
        bot_turn(s, card, start=5)
        solo.continue_turn(s)
        assert sum(s.fresh[(c - 1) * 3 + BOT] for c in (5, 6)) == repaired


def test_a_7_runs_the_main_actions_twice_a23_or_ends_with_the_option() -> None:
    s = table(ships=[{"cluster": 5, "side": BOT, "damaged": 1}, {"cluster": 6, "side": BOT, "damaged": 1}])
    no_supply(s, BOT)
    bot_turn(s, "MOB7", start=5)
    solo.continue_turn(s)
    assert ships(s, 5, BOT) == (1, 0) and ships(s, 6, BOT) == (1, 0)
    s = table(
        ships=[{"cluster": 5, "side": BOT, "damaged": 1}],
        options={"solo": True, "bot_seven_places_only": True},
    )
    no_supply(s, BOT)
    bot_turn(s, "MOB7", start=5)
    solo.continue_turn(s)
    assert ships(s, 5, BOT) == (0, 1) and s.power[BOT] == 1  # straight to rule 7


def test_rule_3_moves_the_superfluous_ships_of_both_neighbours_in() -> None:
    s = table(
        ships=[
            {"cluster": 2, "side": BOT, "fresh": 3},  # 1st by 3: 2 superfluous
            {"cluster": 4, "side": BOT, "fresh": 2},
            {"cluster": 4, "side": HUMAN, "fresh": 1},  # 0 superfluous
            {"cluster": 3, "side": HUMAN, "fresh": 3},
            {"cluster": 3, "side": BOT, "fresh": 1},
        ]
    )
    no_supply(s, BOT)
    s.bot_start = 2
    assert solo.main_choice(s, BOT) == (3, 2)  # cluster 3: 1 + 2 ties the human's 3
    bot_turn(s, "ADM1", start=3)
    solo.continue_turn(s)
    assert ships(s, 2, BOT) == (1, 0) and ships(s, 3, BOT) == (3, 0)


def test_rule_5_first_but_not_alone_battles() -> None:
    s = table(ships=[{"cluster": 4, "side": BOT, "fresh": 3}, {"cluster": 4, "side": 2, "fresh": 2}])
    no_supply(s, BOT)
    s.bot_start = 3  # 3 against 2: no superfluous ship, so rule 3 applies nowhere
    assert solo.main_choice(s, BOT) == (5, 3)


def test_rule_6_repairs_every_damaged_ship_there() -> None:
    s = table(ships=[{"cluster": 4, "side": BOT, "fresh": 1, "damaged": 3}])
    no_supply(s, BOT)
    s.bot_start = 3
    assert solo.main_choice(s, BOT) == (6, 3)
    bot_turn(s, "ADM2", start=4)
    solo.continue_turn(s)
    assert ships(s, 4, BOT) == (4, 0)


def test_rule_7_nothing_applies_1_power_and_the_turn_ends_without_the_agent() -> None:
    s = table(ships=[{"cluster": 4, "side": BOT, "fresh": 1}])
    no_supply(s, BOT)
    bot_turn(s, "ADM5", start=4)
    solo.continue_turn(s)
    assert s.power[BOT] == 1 and agent(s, BOT) == "2.1" and s.phase == "next-turn"


# -- A3: the agent -------------------------------------------------------------------------------
def test_a3_the_agent_goes_where_it_gives_first_place_in_influence() -> None:
    s = table(ships=[{"cluster": 5, "side": BOT, "fresh": 1}, {"cluster": 5, "side": HUMAN, "fresh": 2}])
    s.bot_start = 0
    assert solo.agent_target(s, BOT) == 4  # 1 + 2 = 3 beats 2
    solo.move_agent(s, BOT, 4)
    assert agent(s, BOT) == "5.1" and s.power[BOT] == 1 and not s.tokens[12]


def test_a3_the_left_most_planet_with_a_token_or_else_no_power() -> None:
    s = table(tokens=["5.3"], ships=[{"cluster": 5, "side": BOT, "fresh": 1}])
    solo.move_agent(s, BOT, 4)
    assert agent(s, BOT) == "5.3" and s.power[BOT] == 1
    s = table(tokens=[], ships=[{"cluster": 5, "side": BOT, "fresh": 1}])
    solo.move_agent(s, BOT, 4)
    assert agent(s, BOT) == "5.1" and s.power[BOT] == 0


def test_a3_no_move_after_an_attack_or_when_it_would_lose_first_place() -> None:
    s = table(ships=[{"cluster": 5, "side": BOT, "fresh": 1}])
    s.turn_flags = ATTACKED
    assert solo.agent_target(s, BOT) == -1
    s = table(  # cluster 2: 1 + agent 2 = 3 beats the human's 2; without the agent it would not
        ships=[
            {"cluster": 2, "side": BOT, "fresh": 1},
            {"cluster": 2, "side": HUMAN, "fresh": 2},
            {"cluster": 5, "side": BOT, "fresh": 1},
        ]
    )
    s.bot_start = 0
    assert solo.agent_target(s, BOT) == -1


# -- the bot battle ------------------------------------------------------------------------------
def test_the_defender_is_the_rival_with_the_most_fresh_ships_ties_to_the_human() -> None:
    s = table(
        ships=[
            {"cluster": 4, "side": BOT, "fresh": 1},
            {"cluster": 4, "side": HUMAN, "fresh": 2},
            {"cluster": 4, "side": 2, "fresh": 2},
        ]
    )
    assert battle.bot_defender(s, BOT, 3) == HUMAN
    s = table(
        ships=[
            {"cluster": 4, "side": BOT, "fresh": 1},
            {"cluster": 4, "side": HUMAN, "fresh": 1},
            {"cluster": 4, "side": 2, "fresh": 2},
        ]
    )
    assert battle.bot_defender(s, BOT, 3) == 2


def test_bot_dice_skirmish_assault_alternate_the_last_a_raid_with_the_defenders_agent() -> None:
    s = table(
        agents=["1.1", "4.1", "3.1"],
        ships=[{"cluster": 4, "side": BOT, "fresh": 4}, {"cluster": 4, "side": HUMAN, "fresh": 1}],
    )
    battle.start(s, BOT, 3, HUMAN, "bot-turn")
    assert battle.bot_dice(s) == (2, 2, 0)  # S A S A
    s = table(
        agents=["4.2", "4.1", "3.1"],
        ships=[{"cluster": 4, "side": BOT, "fresh": 6}, {"cluster": 4, "side": HUMAN, "fresh": 1}],
    )
    battle.start(s, BOT, 3, HUMAN, "bot-turn")
    assert battle.bot_dice(s) == (2, 2, 1)  # S A S A, and the 5th a raid die instead of S


def bot_attack(position: dict[str, Any], roll: str, card: str = "AGG1") -> ArcadesState:
    """Bot 1 (no supply) battles in cluster 4 as rule 4 says; `roll` is rolled and the battle
    resolved (the bot's turn is not continued)."""
    s = table(**position)
    no_supply(s, BOT, 2)
    bot_turn(s, card, start=4)
    s.bot_stage = "main"
    solo.start_battle(s, BOT, 3, 4)
    assert not battle.resolve(s) and s.phase == "chance-roll"
    flow.apply_chance(s, s.parse_action(roll))
    assert not battle.resolve(s) and s.phase == "bot-turn"
    assert invariants.problems(s) == []
    return s


def test_a_bot_battle_moves_its_agent_first_and_resolves_by_the_bot_rules() -> None:
    s = bot_attack(
        {
            "agents": ["4.2", "2.1", "3.1"],
            "ships": [
                {"cluster": 4, "side": BOT, "fresh": 2},
                {"cluster": 4, "side": HUMAN, "fresh": 2, "damaged": 1},
            ],
            "seats": [{"hand": ["MOB1"], "resources": ["fuel", "relic", "material"]}, {}, {}],
        },
        "roll S3 R5",  # 2 ships: a skirmish die, and a raid die (the human's agent is there)
    )
    assert agent(s, BOT) == "4.1"  # it moved in first: the token of 4.1 for 1 Power
    # The hit: the damaged ship first (destroyed, given straight back).
    assert ships(s, 4, HUMAN) == (2, 0) and s.supply[HUMAN] == 7 + 1 and s.kills[BOT] == 1
    # The key: the right-most 1-key resource (slot 3, the material) for 1 Power.
    assert s.resources[:6] == [1, 3, -1, -1, -1, -1]
    # The pyramid: the human's agent 1 cluster clockwise, onto the left-most planet.
    assert agent(s, HUMAN) == "5.1"
    # Power: the agent's move (a token, +1) and the stolen resource (+1).
    assert s.power[BOT] == 2


def test_a_bot_ignores_its_raid_dies_flames_and_intercepts() -> None:
    s = bot_attack(
        {
            "agents": ["4.2", "4.1", "3.1"],
            "ships": [{"cluster": 4, "side": BOT, "fresh": 2}, {"cluster": 4, "side": HUMAN, "fresh": 1}],
        },
        "roll S0 R0",  # blank; 2 keys + intercept: the intercept is ignored
    )
    assert ships(s, 4, BOT) == (2, 0)


def test_a_bot_takes_hits_keeping_a_fresh_ship_as_long_as_it_can_and_destroys_first() -> None:
    s = bot_attack(
        {
            "agents": ["1.1", "4.1", "3.1"],
            "ships": [
                {"cluster": 4, "side": BOT, "fresh": 2, "damaged": 2},
                {"cluster": 4, "side": HUMAN, "fresh": 4},
            ],
        },
        "roll A1 A2 S0 S0",  # 4 ships: S A S A; 2 flames, 2 hits
    )
    # Flame 1 damages a fresh ship (it has 2); flame 2 destroys a damaged one, keeping the last
    # fresh ship; the human defender takes it as a trophy (A11).
    assert ships(s, 4, BOT) == (1, 2) and s.trophies[HUMAN * 3 + BOT] == 1
    # Dealing hits: a fresh ship damaged, then that damaged ship destroyed (2 hits on one ship).
    assert ships(s, 4, HUMAN) == (3, 0) and s.kills[BOT] == 1


def test_a_bot_that_started_first_spends_its_superfluous_ships_first() -> None:
    s = bot_attack(
        {
            "agents": ["1.1", "4.1", "3.1"],
            "ships": [
                {"cluster": 4, "side": BOT, "fresh": 4, "damaged": 1},
                {"cluster": 4, "side": HUMAN, "fresh": 2},
            ],
        },
        "roll A1 A2 S0 S0 S0",  # 5 ships: S A S A S; 2 flames
    )
    # 4 against 2: 1 superfluous ship, damaged by flame 1; flame 2 then destroys a damaged ship
    # rather than lose 1st place (3 against 2).
    assert ships(s, 4, BOT) == (3, 1)


def test_a_bot_gains_1_power_per_2_ships_destroyed_a22() -> None:
    s = bot_attack(
        {
            "agents": ["1.1", "2.1", "3.1"],
            "ships": [{"cluster": 4, "side": BOT, "fresh": 3}, {"cluster": 4, "side": HUMAN, "damaged": 3}],
            "seats": [{"hand": ["MOB1"]}, {"kills": 1}, {}],
        },
        "roll A4 S3 S3",  # 4 hits: the 3 damaged ships destroyed
    )
    # 1 + 3 destroyed: 2 Power, and the counter back at 0; 1 Power for moving its agent in.
    assert s.kills[BOT] == 0 and s.power[BOT] == 2 + 1
    assert s.trophies == [0] * 9 and ships(s, 4, HUMAN) == (0, 0) and s.supply[HUMAN] == 10


def test_stealing_from_a_bot_takes_any_resource_from_the_supply_for_2_keys() -> None:
    s = table(
        agents=["4.2", "4.1", "3.1"],
        ships=[{"cluster": 4, "side": HUMAN, "fresh": 3}, {"cluster": 4, "side": BOT, "fresh": 1}],
        turn={"side": 0, "card": "ADM5"},
    )
    play(s, "battle 1", "dice 0 0 1", "roll R0")  # 2 keys + intercept
    assert s.battle_stage == "keys" and "steal psionic" in [str(a) for a in s.legal_actions()]
    play(s, "steal psionic")
    assert s.resources[0] == data.PSIONIC


def test_a_resource_stolen_from_the_supply_into_a_full_board_forfeited_stays_there_a28() -> None:
    held = ["relic", "relic", "psionic", "psionic", "fuel", "material"]
    s = table(
        agents=["4.2", "4.1", "3.1"],
        ships=[{"cluster": 4, "side": HUMAN, "fresh": 3}, {"cluster": 4, "side": BOT, "fresh": 1}],
        turn={"side": 0, "card": "ADM5"},
        seats=[{"hand": ["MOB1"], "resources": held}, {}, {}],
    )
    supply = list(s.resource_supply)
    play(s, "battle 1", "dice 0 0 1", "roll R0", "steal weapons")
    # From the supply, exchanging a held weapons would be the same as forfeiting: not offered.
    assert [str(a) for a in s.legal_actions()] == [
        "drop material",
        "drop fuel",
        "drop weapons",
        "drop relic",
        "drop psionic",
    ]
    play(s, "drop weapons")
    assert s.resource_supply == supply and [data.RESOURCES[r] for r in s.resources[:6]] == held


def test_a_bot_gains_power_instead_of_resources() -> None:
    s = table(seats=[{"hand": ["MOB1"]}, {}, {}])
    supply = list(s.resource_supply)
    resources.gain_from_supply(s, BOT, data.FUEL)
    assert s.power[BOT] == 1 and s.resource_supply == supply


# -- the Ambition phase --------------------------------------------------------------------------
def test_undeclared_markers_go_to_the_bots_agents_clusters_a3() -> None:
    s = table(agents=["1.1", "5.2", "2.3"], markers=[{}, {"cluster": 5}, {}])
    solo.place_markers(s)
    # Cluster 2 (bot 2) first: the highest remaining marker (5/3); cluster 5 has one already.
    assert s.marker_at == [-1, 4, 1]


def test_hard_mode_turns_each_bots_lowest_cluster_city_fresh() -> None:
    s = table(
        options={"solo": True, "hard": True},
        cities=[{"planet": "3.1", "seat": 1}, {"planet": "6.1", "seat": 1}, {"planet": "2.1", "seat": 2}],
    )
    solo.harden_cities(s)
    assert [s.cities[q] for q in (6, 15, 3)] == [3, 2, 5]


def test_bot_cities_count_only_with_a_fresh_ship_a32() -> None:
    s = table(cities=[{"planet": "3.2", "seat": 1}], ships=[{"cluster": 3, "side": BOT, "damaged": 2}])
    assert influence.influence(s, BOT, 2) == 0


def test_a_bots_whole_turn_runs_by_itself_and_stops_only_for_its_dice() -> None:
    s = table(
        ships=[
            {"cluster": 4, "side": BOT, "fresh": 1, "damaged": 1},
            {"cluster": 4, "side": HUMAN, "fresh": 3},
        ],
        seats=[
            {"hand": ["MOB1"]},
            {"offer": ["AGG2", "ADM3", "MOB5"], "pile": ["AGG4", "MOB6"]},
            {"offer": ["AGG1", "MOB2", "MOB4"], "pile": ["MOB3"]},
        ],
    )
    no_supply(s, BOT)
    start = len(s.events)
    play(s, "end")
    # Bot 1 followed ADM1 with ADM3 (it wins), drew AGG4 (cluster 4), found rule 4 there (the
    # ship-advantage example), moved its agent in and attacked: its dice are a chance node.
    assert s.phase == "chance-roll" and s.current_player() == -1 and s.battle_attacker == BOT
    assert s.battle_dice == (1, 1, 0) and s.legal_actions() == []
    play(s, "roll A0 S0")
    assert s.events[start : start + 9] == [
        "seat 1 (bot) plays ADM3, draws AGG4; start cluster 4",
        "seat 1 (bot) (rule 4) attacks in cluster 4",
        "seat 1 (bot) battles seat 0 in cluster 4",
        "the roll counts 0 hits, 0 flames, 0 intercepts, 0 keys, 0 pyramids",
        "seat 2 (bot) plays AGG1, draws MOB3; start cluster 3",
        "seat 2 (bot) (rule 1) places 3 ships in cluster 3",
        "seat 1 (bot) wins the round with ADM3 (the highest lead-suit card)",
        "cluster 4 scored 2/1: seat 0 +1, seat 1 (bot) +1",
        "seat 1 (bot) plays MOB5, draws MOB6; start cluster 6",
    ]
    record = s.record()
    assert record["actions"][-2:] == ["end", "roll A0 S0"]  # the bots' steps are not recorded
