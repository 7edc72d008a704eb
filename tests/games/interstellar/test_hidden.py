"""Hidden information (docs/ARCHITECTURE.md "Hidden information has one boundary"; seeds/003
"Shadow Activities", "FLEET" step 2: ships are arranged face down): no seat, spectator, log line
or error shows another seat's Shadow hand, the cards revealed to it for a purchase, its face-down
discards, or its secret combat order."""

from __future__ import annotations

import json
import random

import pytest

import ambitions
from ambitions.core.errors import IllegalAction
from ambitions.core.state import CHANCE
from ambitions.games.interstellar import parse

from .conftest import do, pos, tokens


def seen_by(s: object, viewer: int | None) -> str:
    return json.dumps(s.observation(viewer))  # type: ignore[attr-defined]


def test_a_rivals_hand_is_a_count_in_every_other_view_and_in_errors() -> None:
    s = pos(3, turn_seat=0, seats=[{"hand": ["red-tape"]}, {"hand": ["siphon-production", "embezzle"]}, {}])
    for viewer in (0, 2, None):
        view = seen_by(s, viewer)
        assert "siphon-production" not in view and "embezzle" not in view
        assert s.observation(viewer)["seats"][1]["hand_size"] == 2
    assert "siphon-production" in seen_by(s, 1)
    with pytest.raises(IllegalAction) as err:
        s.apply(parse("play siphon-production 1 home-world-2"))
    assert "embezzle" not in str(err.value) and "siphon" in str(err.value)  # its own text only


def test_the_deal_and_the_cards_kept_are_shown_to_their_seat_only() -> None:
    s = ambitions.new_game("interstellar", players=3, seed=11)
    while s.phase() != "deal":
        s.apply(s.sample_chance())
    deal = s.sample_chance()
    seat = int(deal.args[0])
    cards = [str(c) for c in deal.args[1:]]
    for viewer in (0, 1, 2, None):
        text = s.action_text(deal, viewer)
        assert (viewer == seat) == any(c in text for c in cards), (viewer, text)
    while s.phase() != "keep":
        s.apply(s.sample_chance())
    keeper = s.current_player()
    keep = s.legal_actions()[0]
    assert s.action_text(keep, keeper) == str(keep)
    for viewer in {0, 1, 2, None} - {keeper}:
        assert s.action_text(keep, viewer) == "keep (face down)"
    s.apply(keep)
    # The two cards not kept are discarded face down: their owner sees them, nobody else does.
    own = s.observation(keeper)["shadow"]["discard"]
    assert [d["seat"] for d in own] == [keeper] * 2 and all(d["card"] for d in own)
    for viewer in {0, 1, 2, None} - {keeper}:
        assert s.observation(viewer)["shadow"]["discard"] == [{"card": None, "seat": keeper}] * 2


def test_cards_revealed_for_a_purchase_are_the_buyers_alone() -> None:
    me = {"tokens": tokens(shadow=1), "resources": {"food": 0, "ore": 0, "science": 0, "coins": 1}}
    s = pos(3, turn_seat=0, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[me, {}, {}])
    do(s, "take shadow.1")
    reveal = parse("reveal steal-blueprints embezzle")
    assert s.current_player() == CHANCE
    assert s.action_text(reveal, 1) == "reveal 2 cards" and "embezzle" in s.action_text(reveal, 0)
    s.apply(reveal)
    assert (
        s.observation(1)["shadow"]["revealed"] is None and s.observation(None)["shadow"]["revealed"] is None
    )
    assert s.observation(0)["shadow"]["revealed"] == ["embezzle", "steal-blueprints"]
    buy = parse("buy embezzle")
    assert s.action_text(buy, 2) == "buy 1 card" and "embezzle" in s.action_text(buy, 0)


def test_the_combat_order_is_face_down_until_both_sides_have_placed() -> None:
    one = {"tokens": tokens(fleet=2), "fleet": [{"ship": "destroyer"}, {"ship": "strike-craft"}]}
    two = {"fleet": [{"ship": "cruiser"}, {"ship": "strike-craft"}]}
    s = pos(3, turn_seat=0, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[one, two, {}])
    do(s, "take fleet.2", "invade 1")
    order = parse("order strike-craft")
    assert (
        s.action_text(order, 1) == "order (face down)" and s.action_text(order, None) == "order (face down)"
    )
    s.apply(order)
    for viewer in (1, 2, None):
        assert s.observation(viewer)["combat"]["order"][0] == [None, None]
    assert s.observation(0)["combat"]["order"][0] == [1, 0]
    do(s, "order cruiser")
    assert s.observation(2)["combat"]["order"] == [[1, 0], [0, 1]]  # both placed: revealed


# -- decisions asked whatever the hidden cards -------------------------------------------------------
def observations(s: object, viewers: tuple[int | None, ...]) -> list[str]:
    return [json.dumps(s.observation(v), sort_keys=True) for v in viewers]  # type: ignore[attr-defined]


def test_shadow_activities_are_offered_whatever_the_hand_so_rivals_cannot_tell_it() -> None:
    """seeds/003 "Shadow Activities": "The player MAY play a single Shadow card". Seat 0 holds one
    card either way: Red Tape, which it could play, or Embezzle, which it cannot (no rival has a
    COIN). The step is asked in both (with ``pass``), so seats 1 and 2 and a spectator see the same
    table before it, at it and after it; before the fix the unplayable hand skipped the step and
    showed everyone that seat 0 held nothing it could play."""
    worlds = [pos(3, turn_seat=0, seats=[{"hand": [card]}, {}, {}]) for card in ("red-tape", "embezzle")]
    rivals = (1, 2, None)
    assert observations(worlds[0], rivals) == observations(worlds[1], rivals)
    for s in worlds:
        assert s.phase() == "shadow" and s.current_player() == 0
    assert "pass" in [str(a) for a in worlds[1].legal_actions()]
    assert [str(a) for a in worlds[1].legal_actions() if a.kind == "play"] == []
    for s in worlds:
        do(s, "pass")
    assert observations(worlds[0], rivals) == observations(worlds[1], rivals)
    assert worlds[0].phase() == worlds[1].phase() == "produce-or-advance"


def test_a_world_determinized_for_a_rival_keeps_the_shadow_step_the_rival_sees() -> None:
    """determinize deals seat 0's hidden card at random from the cards seat 1 has not seen: most
    of them are playable, some are not; every world shows seat 1 the observation it had."""
    s = pos(3, turn_seat=0, seats=[{"hand": ["embezzle"]}, {}, {}])
    obs = s.observation(1)
    for seed in range(40):
        world = ambitions.determinize(obs, random.Random(seed))
        assert world.phase() == "shadow"
        assert json.dumps(world.observation(1), sort_keys=True) == json.dumps(obs, sort_keys=True)


def test_keeping_two_of_four_alike_cards_is_still_asked() -> None:
    """Game start step 2: each player keeps 2 of the 4 Shadow cards dealt. Four copies of one card
    leave one choice, but skipping the decision would tell every seat so."""
    s = ambitions.new_game("interstellar", players=3, seed=3)
    while s.phase() != "deal":
        s.apply(s.sample_chance())
    seat = s.stack[-1][1]
    s.apply(parse(f"deal {seat} hidden-reserves hidden-reserves hidden-reserves hidden-reserves"))
    while s.phase() != "keep":
        s.apply(s.sample_chance())
    assert s.current_player() == seat and [str(a) for a in s.legal_actions()] == [
        "keep hidden-reserves hidden-reserves"
    ]


def test_a_secret_combat_order_takes_as_many_decisions_whichever_ship_goes_first() -> None:
    """seeds/003 FLEET: each player "secretly arranges" its ships. Seat 0's Destroyer and two
    Strike Craft: placing the Destroyer first leaves two alike ships, which used to be placed
    at once, so the defender could tell from the steps which ship led. Now both orders take two
    decisions (the last ship goes last by itself) and the other seats see the same table."""
    one = {
        "tokens": tokens(fleet=2),
        "fleet": [{"ship": "destroyer"}, {"ship": "strike-craft"}, {"ship": "strike-craft"}],
    }
    two = {"fleet": [{"ship": "cruiser"}, {"ship": "strike-craft"}, {"ship": "destroyer"}]}
    worlds = []
    for first in ("destroyer", "strike-craft"):
        s = pos(3, turn_seat=0, pending=[["turn-end", 0], ["claim", 0], ["take", 0]], seats=[one, two, {}])
        do(s, "take fleet.2", "invade 1", f"order {first}")
        assert s.phase() == "arrange" and s.current_player() == 0
        worlds.append(s)
    assert observations(worlds[0], (1, 2, None)) == observations(worlds[1], (1, 2, None))
    do(worlds[0], "order strike-craft")
    do(worlds[1], "order destroyer")
    assert all(w.current_player() == 1 for w in worlds)
    assert observations(worlds[0], (1, 2, None)) == observations(worlds[1], (1, 2, None))
    assert worlds[0].combat.order[0] == [0, 1, 2] and worlds[1].combat.order[0] == [1, 0, 2]  # type: ignore[union-attr]
