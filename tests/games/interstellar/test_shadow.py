"""Shadow Activities and the SHADOW action (seeds/003 "Shadow Activities and Shadow Cards",
"Performing a Shadow Check", "SHADOW Action"; variants-spec B.2.3, B.2.4, B.2.7): every Shadow
card of the default set, the check's modifiers, buying cards (I-9) and hiring mercs."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.games.interstellar import parse

from .conftest import assert_illegal, do, finish_turn, legal, pos, tokens

TAKE = [["turn-end", 0], ["claim", 0], ["take", 0]]


def res(**r: int) -> dict[str, int]:
    return {"food": 0, "ore": 0, "science": 0, "coins": 0, **r}


def playing(
    card: str, me: dict[str, Any] | None = None, them: dict[str, Any] | None = None, **top: Any
) -> Any:
    """Seat 0 at its Shadow Activities holding `card` only; seat 1 is the usual target."""
    return pos(3, turn_seat=0, seats=[{"hand": [card], **(me or {})}, them or {}, {}], **top)


def levels(state: Any, seat: int, track: str) -> list[int]:
    return list(state.observation(seat)["seats"][seat]["tokens"][track])


# -- Standard cards: no check, no medal -------------------------------------------------------------
def test_exchange_plans_swaps_a_token_of_yours_with_an_opponents_on_the_same_track() -> None:
    """I-21: the two tokens swap planning levels; a Standard card needs no check."""
    s = playing("exchange-plans", {"tokens": tokens(fleet=1)}, {"tokens": tokens(fleet=3)})
    assert "play exchange-plans 1 colonise.1 fleet.3" not in legal(s)  # not across tracks
    do(s, "play exchange-plans 1 fleet.1 fleet.3")
    assert levels(s, 0, "fleet") == [0, 0, 0, 1, 0] and levels(s, 1, "fleet") == [0, 1, 0, 0, 0]
    assert s.shadow_medals == [0, 0, 0] and s.phase() == "produce-or-advance"


@pytest.mark.parametrize("category", ["techs", "mercs"])
def test_new_opportunities_refreshes_the_face_up_techs_or_mercs(category: str) -> None:
    """I-22: every face-up card of the category is discarded and the slots are refilled."""
    s = playing("new-opportunities")
    before = list(s.tech_slots if category == "techs" else s.merc_slots)
    do(s, f"play new-opportunities {category}")
    discard = s.tech_discard if category == "techs" else s.merc_discard
    assert sorted(discard) == sorted(before)
    assert s.phase() == category  # the refill is a draw from the deck
    s.apply(s.sample_chance())
    after = s.tech_slots if category == "techs" else s.merc_slots
    assert all(after) and not set(after) & set(before)


def test_new_opportunities_puts_each_planet_stacks_top_at_its_bottom() -> None:
    s = playing("new-opportunities")
    tops = list(s.stack_tops)
    do(s, "play new-opportunities planets")
    while s.phase() == "planet":
        s.apply(s.sample_chance())
    assert all(s.stack_tops) and not set(s.stack_tops) & set(tops)
    assert [b[-1] for b in s.stack_bottom] == tops


def test_rush_orders_advances_one_of_your_tokens_but_not_into_a_full_ultimate() -> None:
    s = playing("rush-orders", {"tokens": tokens(research=3)}, {"tokens": tokens(research=4)})
    assert "play rush-orders research.3" not in legal(s)  # 3 players: 1 ULTIMATE slot, taken
    do(s, "play rush-orders colonise.1")
    assert levels(s, 0, "colonise") == [0, 4, 1, 0, 0]


def test_red_tape_moves_an_opponents_token_back_one_level_but_not_from_ultimate() -> None:
    them = {"tokens": {**tokens(develop=2), "fleet": [0, 0, 0, 0, 1]}}
    them["tokens"]["colonise"] = [0, 4, 0, 0, 0]
    s = playing("red-tape", {}, them)
    assert "play red-tape 1 fleet.4" not in legal(s)
    do(s, "play red-tape 1 develop.2")
    assert levels(s, 1, "develop") == [0, 1, 0, 0, 0]


def test_black_market_exchanges_at_2_to_1_for_the_rest_of_the_turn() -> None:
    me = {"tokens": tokens(develop=1), "resources": res(ore=2)}
    s = playing("black-market", me)
    do(s, "play black-market", "advance-plans", "done", "take develop.1", "exchange", "exchange ore food")
    assert s.resources[0:4] == [1, 0, 0, 0]
    assert s.exchange_turn == 2
    finish_turn(s)
    assert s.exchange_turn == 0  # over with the turn


def test_hidden_reserves_gains_two_resources_of_your_choice() -> None:
    s = do(playing("hidden-reserves"), "play hidden-reserves science coins")
    assert s.resources[0:4] == [0, 0, 1, 1]


# -- Sabotage and Infiltrate: a check, a medal on success ---------------------------------------------
def test_planetary_plague_takes_2_levels_never_below_1() -> None:
    """I-16: Plague stops at level 1."""
    them = {"planets": [{"id": "home-world-2", "dev": 4}, {"id": "food-colony-1", "dev": 2}]}
    s = do(playing("planetary-plague", {}, them), "play planetary-plague 1 home-world-2", "roll 4")
    assert s.planets[1][0].dev == 2 and s.shadow_medals[0] == 1
    s = do(playing("planetary-plague", {}, them), "play planetary-plague 1 food-colony-1", "roll 6")
    assert s.planets[1][1].dev == 1
    s = do(playing("planetary-plague", {}, them), "play planetary-plague 1 home-world-2", "roll 3")
    assert s.planets[1][0].dev == 4 and s.shadow_medals[0] == 0  # failed: no effect, no medal


@pytest.mark.parametrize(
    ("ship", "needed"), [("destroyer", 4), ("cruiser", 5), ("battleship", 6), ("mercenary-dreadnought", 6)]
)
def test_ship_go_boom_boom_destroys_a_ship_with_a_penalty_for_combat_value(ship: str, needed: int) -> None:
    """-1 if the ship's combat value is 3, -2 if 4 or more."""
    them = {"fleet": [{"ship": "strike-craft"}, {"ship": ship}]}
    s = do(playing("ship-go-boom-boom", {}, them), f"play ship-go-boom-boom 1 {ship}", f"roll {needed - 1}")
    assert [h.id for h in s.fleets[1]] == ["strike-craft", ship]
    s = do(playing("ship-go-boom-boom", {}, them), f"play ship-go-boom-boom 1 {ship}", f"roll {needed}")
    assert [h.id for h in s.fleets[1]] == ["strike-craft"] and s.shadow_medals[0] == 1


def test_assassinate_planner_sends_a_strong_or_ultimate_token_to_preparing() -> None:
    them = {"tokens": {**tokens(fleet=3, develop=2)}}
    s = playing("assassinate-planner", {}, them)
    assert "play assassinate-planner 1 develop.2" not in legal(s)
    do(s, "play assassinate-planner 1 fleet.3", "roll 4")
    assert levels(s, 1, "fleet") == [1, 0, 0, 0, 0]


def test_scuttle_research_makes_the_targets_next_research_cost_2_more() -> None:
    s = do(playing("scuttle-research"), "play scuttle-research 1", "roll 5")
    assert s.research_penalty[1] == 2
    target = pos(
        3,
        turn_seat=1,
        pending=[["turn-end", 1], ["claim", 1], ["take", 1]],
        techs={"slots": ["hydroponics", "modular-hulls", "cloaking-field", "logistics-ai"]},
        seats=[{}, {"tokens": tokens(research=1), "resources": res(science=5), "research_penalty": 2}, {}],
    )
    do(target, "take research.1")
    assert "research cloaking-field" not in legal(target)  # 4 + 2 > 5
    do(target, "research hydroponics")
    assert target.resources[4 + 2] == 0 and target.research_penalty[1] == 0  # 3 + 2; then gone


@pytest.mark.parametrize(
    ("tech", "needed"),
    [("hydroponics", 4), ("heavy-armour", 5), ("fleet-doctrine", 5), ("genetic-uplift", 6)],
)
def test_acquire_secrets_gives_the_techs_effect_with_a_penalty_for_cost(tech: str, needed: int) -> None:
    """-1 if the tech costs 6, -2 if 8 (I-19: its effect, never its VP); a cost-7 tech takes the
    -1 (the penalty grows with the cost, `cards.Effect.penalty`)."""
    them = {"known": [tech]}
    top = {"techs": {"owners": {tech: 1}}}
    s = do(
        playing("acquire-secrets", {}, them, **top), f"play acquire-secrets 1 {tech}", f"roll {needed - 1}"
    )
    assert tech not in s.known[0]
    s = do(playing("acquire-secrets", {}, them, **top), f"play acquire-secrets 1 {tech}", f"roll {needed}")
    assert tech in s.known[0] and s.acquired[0] == [tech] and s.tech_owner[tech] == 1
    assert s.observation(0)["seats"][0]["vp_parts"]["techs"] == 0


def test_siphon_production_takes_a_planets_production_and_it_produces_nothing_next_turn() -> None:
    """I-17: the damage token stops the planet producing on its owner's next turn, and goes at
    the end of that turn."""
    them = {
        "planets": [
            {"id": "home-world-2", "dev": 4},
            {"id": "ore-colony-1", "dev": 3, "markers": ["geothermal-vents"]},
        ]
    }
    s = do(playing("siphon-production", {}, them), "play siphon-production 1 ore-colony-1", "roll 4")
    assert s.resources[0:4] == [0, 4, 0, 0]  # 3 ORE, +1 of its Geothermal Vents
    assert s.planets[1][1].siphoned
    # Seat 1's next turn: PRODUCE gets nothing from the planet; the token then goes.
    finish_turn(s)
    assert s.turn_seat == 1
    while s.phase() != "produce-or-advance":
        do(s, legal(s)[-1])
    do(s, "produce", "mix 4 0 0 0")
    assert s.resources[4:8] == [4, 0, 0, 0]
    finish_turn(s)
    assert not s.planets[1][1].siphoned


def test_steal_blueprints_gains_a_standard_ship_of_at_most_2_build_points_paying_its_ore() -> None:
    s = playing("steal-blueprints", {"resources": res(ore=5)})
    assert "play steal-blueprints 1 battleship" not in legal(s)
    do(s, "play steal-blueprints 1 cruiser", "roll 4")
    assert [h.id for h in s.fleets[0]][-1] == "cruiser" and s.resources[1] == 2


def test_steal_blueprints_at_8_ships_discards_one_first_or_declines_before_paying() -> None:
    """The 8-ship NOTE ("If they have 8 and wish to build / draw more, they must discard a ship
    first"): the ship gained waits for a discard, or is declined and its ORE kept."""
    fleet = [{"ship": "strike-craft"}] * 7 + [{"ship": "destroyer"}]
    for answer, ships, ore in (("scrap destroyer", 8, 2), ("decline", 8, 5)):
        s = playing("steal-blueprints", {"resources": res(ore=5), "fleet": fleet})
        do(s, "play steal-blueprints 1 cruiser", "roll 4")
        assert s.phase() == "make-room" and legal(s) == ["scrap strike-craft", "scrap destroyer", "decline"]
        assert s.resources[1] == 5 and s.shadow_medals[0] == 1  # nothing paid yet; the check won
        do(s, answer)
        assert len(s.fleets[0]) == ships and s.resources[1] == ore
        assert ("cruiser" in [h.id for h in s.fleets[0]]) == (answer != "decline")


def test_embezzle_takes_up_to_4_coins() -> None:
    s = do(playing("embezzle", {}, {"resources": res(coins=6)}), "play embezzle 1", "roll 4")
    assert s.resources[3] == 4 and s.resources[7] == 2
    s = do(playing("embezzle", {}, {"resources": res(coins=3)}), "play embezzle 1", "roll 4")
    assert s.resources[3] == 3 and s.resources[7] == 0


# -- the check's modifiers --------------------------------------------------------------------------
def test_checks_discard_at_most_3_cards_a_side() -> None:
    """Each side discards up to 3 Shadow cards: +1 / -1 each."""
    hand = ["embezzle", "red-tape", "red-tape", "rush-orders", "black-market"]
    s = pos(
        3,
        turn_seat=0,
        seats=[{"hand": hand}, {"resources": res(coins=4), "hand": ["hidden-reserves"] * 4}, {}],
    )
    do(s, "play embezzle 1", "boost red-tape", "boost red-tape", "boost rush-orders")
    assert s.current_player() == 1  # 3 discarded: the player's boosting is over
    do(s, "resist hidden-reserves", "resist hidden-reserves", "resist hidden-reserves")
    assert s.check is not None and s.check.total() == 0 and s.hands[1] == ["hidden-reserves"]
    do(s, "roll 3")
    assert s.resources[3] == 0


@pytest.mark.parametrize(
    ("card", "me", "them", "modifier"),
    [
        ("embezzle", {"known": ["informant-network"]}, {}, 1),
        ("embezzle", {"fleet": [{"ship": "spy-courier"}]}, {}, 1),
        ("embezzle", {"known": ["cloaking-field"]}, {}, 0),  # sabotage only
        ("industrial-accident", {"known": ["cloaking-field"]}, {}, 1),
        ("industrial-accident", {"fleet": [{"ship": "saboteur-skiff"}]}, {}, 1),
        ("industrial-accident", {"planets": [{"id": "home-world-1"}, {"id": "smugglers-haven"}]}, {}, 1),
        ("embezzle", {"planets": [{"id": "home-world-1"}, {"id": "smugglers-haven"}]}, {}, 1),
        ("embezzle", {}, {"known": ["counter-intelligence"]}, -1),
    ],
)
def test_techs_mercs_and_planets_modify_checks(
    card: str, me: dict[str, Any], them: dict[str, Any], modifier: int
) -> None:
    owners = {t: 0 for t in me.get("known", [])} | {t: 1 for t in them.get("known", [])}
    target = {"resources": res(coins=4, food=3, ore=3), **them}
    s = playing(card, me, target, techs={"owners": owners})
    do(s, f"play {card} 1")
    assert s.check is not None and s.check.total() == modifier
    do(s, f"roll {4 - modifier}")
    assert s.shadow_medals[0] == 1
    s = do(playing(card, me, target, techs={"owners": owners}), f"play {card} 1", f"roll {3 - modifier}")
    assert s.shadow_medals[0] == 0


def test_universal_translator_plays_two_shadow_cards() -> None:
    me = {
        "hand": ["hidden-reserves", "hidden-reserves", "hidden-reserves"],
        "known": ["universal-translator"],
    }
    s = pos(3, turn_seat=0, techs={"owners": {"universal-translator": 0}}, seats=[me, {}, {}])
    do(s, "play hidden-reserves food food", "play hidden-reserves ore ore")
    assert s.phase() == "produce-or-advance" and s.resources[0:2] == [2, 2]
    plain = pos(3, turn_seat=0, seats=[{"hand": ["hidden-reserves"] * 2}, {}, {}])
    do(plain, "play hidden-reserves food food")
    assert plain.phase() == "produce-or-advance"


# -- the SHADOW action ----------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "shown"), [(1, 2), (2, 3), (3, 4), (4, 5)])
def test_buy_cards_reveals_the_levels_limit_and_buys_any_at_1_coin_rest_discarded_face_up(
    level: int, shown: int
) -> None:
    """I-9: reveal as many cards as the level allows (2, 3, 4, 5), buy any of them at 1 COIN
    each, discard the rest face up."""
    me = {"tokens": tokens(shadow=level), "resources": res(coins=1)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[me, {}, {}])
    do(s, f"take shadow.{level}")
    if level >= 2:
        do(s, "buy-cards")
    assert s.phase() == "reveal"
    s.apply(s.sample_chance())
    assert len(s.revealed) == shown
    # 1 COIN: at most one card.
    assert max(len(a.split()) - 1 for a in legal(s) if a.startswith("buy")) == 1
    first = sorted(s.revealed)[0]
    do(s, f"buy {first}")
    assert s.hands[0] == [first] and s.resources[3] == 0
    assert len(s.shadow_discard) == shown - 1 and all(owner == -1 for _, owner in s.shadow_discard)


def test_with_7_cards_a_purchase_needs_a_card_discarded_first() -> None:
    """seeds/003 SHADOW - BUY CARDS, NOTE: "There is a limit of 7 SHADOW cards in a player's
    hand. If a player has 7 cards and they wish to buy more, they must first discard a SHADOW
    card." A purchase fits the room in hand; the discard is offered in the step, face down."""
    me = {
        "tokens": tokens(shadow=1),
        "resources": res(coins=2),
        "hand": ["red-tape"] * 3 + ["hidden-reserves"] * 3 + ["embezzle"],
    }
    s = pos(3, turn_seat=0, pending=TAKE, seats=[me, {}, {}])
    do(s, "take shadow.1", "reveal rush-orders embezzle")
    assert [a for a in legal(s) if a != "exchange"] == [
        "buy",
        "discard embezzle",
        "discard hidden-reserves",
        "discard red-tape",
    ]
    do(s, "discard red-tape")
    assert len(s.hands[0]) == 6 and s.shadow_discard[-1] == ("red-tape", 0)
    assert s.action_text(parse("discard red-tape"), 1) == "discard (face down)"
    # Room for one now; the second COIN could pay for another, so a second discard is offered.
    assert "buy rush-orders" in legal(s) and "buy embezzle rush-orders" not in legal(s)
    assert "discard hidden-reserves" in legal(s)
    do(s, "buy rush-orders")
    assert len(s.hands[0]) == 7 and s.resources[3] == 1 and s.phase() == "prepare"


def test_a_purchase_with_room_in_hand_offers_no_discard() -> None:
    me = {"tokens": tokens(shadow=1), "resources": res(coins=1), "hand": ["red-tape", "hidden-reserves"] * 3}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[me, {}, {}])
    do(s, "take shadow.1", "reveal rush-orders embezzle")
    assert not any(a.startswith("discard") for a in legal(s))


@pytest.mark.parametrize(("level", "hires"), [(2, 1), (3, 2), (4, 3)])
def test_hire_mercs_by_level_paying_the_hire_cost(level: int, hires: int) -> None:
    slots = ["blockade-runner", "spy-courier", "saboteur-skiff"]  # 2 COINS each
    me = {"tokens": tokens(shadow=level), "resources": res(coins=20)}
    s = pos(3, turn_seat=0, pending=TAKE, mercs={"slots": slots}, seats=[me, {}, {}])
    do(s, f"take shadow.{level}", "hire-mercs")
    if level == 4:
        assert s.phase() == "replace-merc"
        do(s, "done")
    for merc in slots[:hires]:
        do(s, f"hire {merc}")
    assert [h.id for h in s.fleets[0]][2:] == slots[:hires]
    assert s.resources[3] == 20 - 2 * hires
    assert s.phase() != "hire"


def test_at_8_ships_a_merc_is_hired_only_after_a_ship_is_discarded() -> None:
    """seeds/003 SHADOW - HIRE MERCS, NOTE: "MERCS are ships and count towards a players 8 ship
    limit. If a player has 8 ships and wishes to hire a MERC, they must first discard a Ship."
    STRONG hires 2: each one at 8 ships needs its own discard first."""
    slots = ["blockade-runner", "spy-courier", "saboteur-skiff"]
    fleet = [{"ship": "strike-craft"}] * 6 + [{"ship": "destroyer"}, {"ship": "wing-commander"}]
    me = {"tokens": tokens(shadow=3), "resources": res(coins=20), "fleet": fleet}
    s = pos(3, turn_seat=0, pending=TAKE, mercs={"slots": slots}, seats=[me, {}, {}])
    do(s, "take shadow.3", "hire-mercs")
    assert [a for a in legal(s) if a != "exchange"] == [
        "scrap strike-craft",
        "scrap destroyer",
        "scrap wing-commander",
        "done",
    ]
    do(s, "scrap wing-commander")
    assert "wing-commander" in s.merc_discard and s.resources[3] == 20
    do(s, "hire spy-courier")
    assert len(s.fleets[0]) == 8 and s.resources[3] == 18
    assert not any(a.startswith("hire") for a in legal(s))
    do(s, "scrap destroyer", "hire blockade-runner")
    assert [h.id for h in s.fleets[0]][-2:] == ["spy-courier", "blockade-runner"] and len(s.fleets[0]) == 8


def test_basic_shadow_cannot_hire_and_ultimate_may_replace_the_mercs_first() -> None:
    me = {"tokens": tokens(shadow=1), "resources": res(coins=20)}
    s = pos(3, turn_seat=0, pending=TAKE, seats=[me, {}, {}])
    do(s, "take shadow.1")
    assert s.phase() == "reveal"  # BASIC only buys cards
    slots = ["blockade-runner", "spy-courier", "saboteur-skiff"]
    me = {"tokens": tokens(shadow=4), "resources": res(coins=20)}
    s = pos(3, turn_seat=0, pending=TAKE, mercs={"slots": slots}, seats=[me, {}, {}])
    do(s, "take shadow.4", "hire-mercs", "replace-merc spy-courier")
    assert "spy-courier" in s.merc_discard and s.phase() == "mercs"
    s.apply(s.sample_chance())
    assert "" not in s.merc_slots and "spy-courier" not in s.merc_slots
    assert_illegal(s, "replace-merc spy-courier")


def test_siphoning_a_home_world_takes_its_level_in_resources_of_your_choice() -> None:
    """A home world produces any resources up to its level: its siphoner chooses them."""
    s = do(playing("siphon-production"), "play siphon-production 1 home-world-2", "roll 4")
    assert s.phase() == "mix" and s.current_player() == 0 and "mix 0 0 0 4" in legal(s)
    do(s, "mix 1 1 1 1")
    assert s.resources[0:4] == [1, 1, 1, 1] and s.resources[4:8] == [0, 0, 0, 0]
    assert s.planets[1][0].siphoned
