"""The Leaders & Lore draft and the leaders' setup (rulebook p21, replacing setup steps N-O)."""

from __future__ import annotations

import json
import random

import pytest

import ambitions
from ambitions.games.arcs import data, draft, invariants, observe
from ambitions.games.arcs.render import render
from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import DANE, LOTUS, MIKAH, assert_illegal, do, legal, observe_as, ships_at, snap
from .ll_tables import ll_game

ROWS_3P = ["LEAD05", "LEAD07", "LEAD02", "LEAD01", "L04", "L11", "L02", "L13"]


def _buildings(state: ArcsState) -> dict[str, tuple[int, str, bool]]:
    return {e["slot"]: (e["seat"], e["kind"], e["damaged"]) for e in snap(state)["buildings"]}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("two_lore", [False, True])
def test_draft_rows_hold_players_plus_one_leaders_and_lore_cards(players: int, two_lore: bool) -> None:
    state = ambitions.new_game("arcs", players=players, seed=3, leaders_and_lore=True, two_lore=two_lore)
    assert isinstance(state, ArcsState)
    do(state, "initiative 0", f"setup {draft.setup.setup_cards_for(players)[0]}")
    assert state.phase == Phase.CHANCE_DRAFT
    assert state.current_player() == ambitions.CHANCE
    outcome = state.sample_chance()
    assert outcome.kind == "draft"
    leaders, lore = outcome.args[: players + 1], outcome.args[players + 1 :]
    assert all(str(c) in draft.LEADER_BY_ID for c in leaders) and len(set(leaders)) == players + 1
    # "one extra lore card per player in the row" with two lore cards each (p21 sidebar)
    assert len(lore) == players + 1 + (players if two_lore else 0)
    assert all(str(c) in draft.LORE_IDS for c in lore) and len(set(lore)) == len(lore)
    state.apply(outcome)
    assert state.phase == Phase.DRAFT
    assert state.draft_leaders == list(map(str, leaders)) and state.draft_lore == list(map(str, lore))
    # Nothing is on the map before the leaders' boxes are placed.
    assert snap(state)["ships"] == [] and snap(state)["buildings"] == []


def test_draft_outcomes_that_do_not_fit_the_rows_are_rejected() -> None:
    state = ambitions.new_game("arcs", players=3, seed=3, leaders_and_lore=True)
    assert isinstance(state, ArcsState)
    do(state, "initiative 0", "setup 3SETUP01")
    assert_illegal(state, "draft LEAD05 LEAD07 LEAD02 L04 L11 L02 L13")  # 3 leaders
    assert_illegal(state, "draft LEAD05 LEAD07 LEAD02 LEAD01 L04 L11 L02")  # 3 lore
    assert_illegal(state, "draft LEAD05 LEAD07 LEAD02 LEAD02 L04 L11 L02 L13")  # twice
    assert_illegal(state, "draft LEAD05 LEAD07 LEAD02 L04 LEAD01 L11 L02 L13")  # lore in the leaders
    assert_illegal(state, "draft LEAD05 LEAD07 LEAD02 LEAD09 L04 L11 L02 L13")  # no such leader
    assert_illegal(state, "deal ADM2")
    do(state, "draft " + " ".join(ROWS_3P))
    assert state.phase == Phase.DRAFT


def test_draft_picks_go_in_reverse_turn_order_until_each_has_one_leader_and_one_lore() -> None:
    # Dane has the initiative: Mikah (to his right) picks first, then Lotus, then Dane (p21).
    state = ll_game(3, DANE, "3SETUP01", ROWS_3P)
    assert draft.pick_order(state) == [MIKAH, LOTUS, DANE]
    assert state.current_player() == MIKAH
    assert legal(state) == [f"pick {c}" for c in ROWS_3P]
    do(state, "pick L13")  # a lore card first is allowed
    assert state.current_player() == LOTUS
    do(state, "pick LEAD02")
    assert state.current_player() == DANE
    do(state, "pick LEAD05")
    # Second round, same order: Mikah has a lore card, so only leaders are offered to her.
    assert state.current_player() == MIKAH
    assert legal(state) == ["pick LEAD07", "pick LEAD01"]
    assert_illegal(state, "pick L04")
    do(state, "pick LEAD07")
    assert state.current_player() == LOTUS
    assert legal(state) == ["pick L04", "pick L11", "pick L02"]  # Lotus has a leader
    assert_illegal(state, "pick LEAD01")
    do(state, "pick L02", "pick L04")
    assert state.leader == ["LEAD07", "LEAD05", "LEAD02"]
    assert state.lore == [["L13"], ["L04"], ["L02"]]
    # The draft is over: unpicked cards go back to the box, the Court is dealt next.
    assert state.draft_leaders == [] and state.draft_lore == []
    assert state.phase == Phase.CHANCE_COURT
    assert invariants.problems(state) == []


def test_draft_with_two_lore_cards_each_takes_three_rounds() -> None:
    rows = ["LEAD03", "LEAD04", "LEAD06", "L01", "L02", "L03", "L04", "L05"]
    state = ll_game(2, MIKAH, "2SETUP01", rows, two_lore=True)
    assert len(state.draft_lore) == 2 + 1 + 2
    picks = ["L01", "LEAD03", "L02", "L03", "LEAD04", "L04"]  # Dane, Mikah, Dane, Mikah, ...
    movers = []
    for card in picks:
        movers.append(state.current_player())
        do(state, f"pick {card}")
    assert movers == [DANE, MIKAH] * 3
    assert state.leader == ["LEAD03", "LEAD04"]
    assert state.lore == [["L03", "L04"], ["L01", "L02"]]
    assert state.phase == Phase.CHANCE_COURT


def test_two_lore_draft_stops_offering_lore_once_a_seat_has_two() -> None:
    rows = ["LEAD03", "LEAD04", "LEAD06", "L01", "L02", "L03", "L04", "L05"]
    state = ll_game(2, MIKAH, "2SETUP01", rows, two_lore=True)
    do(state, "pick L01", "pick L02", "pick L03")  # Dane L01, Mikah L02, Dane L03
    assert state.current_player() == MIKAH
    do(state, "pick L04")
    assert state.current_player() == DANE
    assert legal(state) == ["pick LEAD03", "pick LEAD04", "pick LEAD06"]


def test_mystic_example_starting_pieces_resources_and_cryptic() -> None:
    """p21: "The Mystic starts with a Psionic and a Relic. They have initiative, so they place
    3 ships and a city in 1A, 3 ships and a starport in 1B, and 2 ships in 1C.\""""
    state = ll_game(3, MIKAH, "3SETUP01", ROWS_3P)
    # Lotus, Dane, then Mikah pick leaders; then lore in the same order.
    do(state, "pick LEAD05", "pick LEAD07", "pick LEAD02", "pick L04", "pick L11", "pick L02")
    assert state.leader == ["LEAD02", "LEAD07", "LEAD05"]
    seats = snap(state)["seats"]
    # Mikah, the Mystic (3SETUP01 player 1: A 3.3, B 5.2, C 2.0).
    assert seats[MIKAH]["resources"][:2] == ["psionic", "relic"]
    assert ships_at(state, "3.3", MIKAH) == (3, 0) and _buildings(state)["3.3#0"] == (MIKAH, "city", False)
    assert ships_at(state, "5.2", MIKAH) == (3, 0) and _buildings(state)["5.2#0"] == (
        MIKAH,
        "starport",
        False,
    )
    assert ships_at(state, "2.0", MIKAH) == (2, 0)
    # Cryptic: agents on her Material and Fuel Outrage slots.
    assert seats[MIKAH]["outrage"] == ["material", "fuel"]
    assert seats[MIKAH]["agents"] == data.AGENTS_PER_PLAYER - 2
    # Dane, the Feastbringer (player 2: A 5.3, B 2.1, C 3.0): city + 3, city + 3, 3 ships.
    assert seats[DANE]["resources"][:2] == ["relic", "material"]
    assert _buildings(state)["5.3#0"] == (DANE, "city", False) and ships_at(state, "5.3", DANE) == (3, 0)
    assert _buildings(state)["2.1#0"] == (DANE, "city", False) and ships_at(state, "2.1", DANE) == (3, 0)
    assert ships_at(state, "3.0", DANE) == (3, 0)
    assert seats[DANE]["cities_left"] == 3 and seats[DANE]["starports"] == 5
    assert seats[DANE]["outrage"] == [] and seats[DANE]["agents"] == data.AGENTS_PER_PLAYER
    # Lotus, the Rebel (player 3: A 2.3, B 3.1, C 5.0): starport + 4, 4 ships, 2 ships.
    assert seats[LOTUS]["resources"][:2] == ["material", "weapon"]
    assert _buildings(state)["2.3#0"] == (LOTUS, "starport", False) and ships_at(state, "2.3", LOTUS) == (
        4,
        0,
    )
    assert ships_at(state, "3.1", LOTUS) == (4, 0) and "3.1#0" not in _buildings(state)
    assert ships_at(state, "5.0", LOTUS) == (2, 0)
    assert seats[LOTUS]["cities_left"] == 5
    # Starting resources come from the supply.
    supply = snap(state)["resource_supply"]
    assert supply == {"material": 3, "fuel": 5, "weapon": 4, "relic": 3, "psionic": 4}
    assert invariants.problems(state) == []


def test_two_player_leaders_place_their_c_box_in_both_c_systems() -> None:
    # 2SETUP01: player 1 A 5.3, B 4.3, C 3.0 and 3.3; player 2 A 3.1, B 5.1, C 5.0 and 4.1.
    state = ll_game(2, MIKAH, "2SETUP01", ["LEAD04", "LEAD07", "LEAD01", "L01", "L02", "L03"])
    do(state, "pick LEAD07", "pick LEAD04", "pick L01", "pick L02")  # Dane first
    assert state.leader == ["LEAD04", "LEAD07"]
    # Mikah, the Upstart: city + 4 ships in A.
    assert ships_at(state, "5.3", MIKAH) == (4, 0) and _buildings(state)["5.3#0"] == (MIKAH, "city", False)
    assert ships_at(state, "4.3", MIKAH) == (3, 0) and _buildings(state)["4.3#0"] == (
        MIKAH,
        "starport",
        False,
    )
    assert ships_at(state, "3.0", MIKAH) == (2, 0) and ships_at(state, "3.3", MIKAH) == (2, 0)
    # Dane, the Feastbringer: 3 ships in each C system.
    assert ships_at(state, "5.0", DANE) == (3, 0) and ships_at(state, "4.1", DANE) == (3, 0)
    assert _buildings(state)["5.1#0"] == (DANE, "city", False)
    assert snap(state)["seats"][MIKAH]["resources"][:2] == ["psionic", "material"]
    assert invariants.problems(state) == []


def test_leaders_and_lore_options_are_checked() -> None:
    with pytest.raises(ambitions.InvalidOptions, match="two_lore"):
        ambitions.new_game("arcs", players=3, two_lore=True)
    with pytest.raises(ambitions.InvalidOptions, match="true or false"):
        ambitions.new_game("arcs", players=3, leaders_and_lore="yes")
    with pytest.raises(ambitions.InvalidOptions, match="true or false"):
        ambitions.new_game("arcs", players=3, leaders_and_lore=True, two_lore=1)
    plain = ambitions.new_game("arcs", players=3, seed=2, leaders_and_lore=False)
    assert isinstance(plain, ArcsState)
    do(plain, "initiative 0", "setup 3SETUP01")
    assert plain.phase == Phase.CHANCE_COURT  # no draft: steps N-O as usual
    assert plain.leader == ["", "", ""]


def test_draft_is_observed_by_everyone_replays_and_determinizes() -> None:
    state = ll_game(
        4,
        LOTUS,
        "4SETUP01",
        ["LEAD01", "LEAD02", "LEAD03", "LEAD04", "LEAD05"] + ["L0" + str(i) for i in range(1, 6)],
    )
    do(state, "pick LEAD03", "pick L01")
    mover = state.current_player()
    for seat in (None, MIKAH, DANE, LOTUS, 3):
        obs = observe_as(state, seat)
        assert obs["draft"] == {"leaders": state.draft_leaders, "lore": state.draft_lore}
        assert [s["leader"] for s in obs["seats"]] == [x or None for x in state.leader]
    obs = observe_as(state, mover)
    assert obs["legal_actions"] == legal(state)
    world = ambitions.determinize(obs, random.Random(5))
    assert json.dumps(world.observation(mover), sort_keys=True) == json.dumps(obs, sort_keys=True)
    again = ambitions.replay(json.loads(json.dumps(state.record())))
    assert observe.snapshot(again) == observe.snapshot(state)
    assert "draft LEAD01 LEAD02 LEAD03 LEAD04 LEAD05 L01 L02 L03 L04 L05" in state.record()["actions"]


def test_render_shows_the_draft_rows_and_each_seats_leader_and_lore() -> None:
    state = ll_game(3, MIKAH, "3SETUP01", ROWS_3P)
    text = render(observe_as(state, LOTUS))
    assert "Draft, leaders: Rebel (LEAD05), Feastbringer (LEAD07), Mystic (LEAD02), Elder (LEAD01)" in text
    do(state, "pick LEAD05", "pick LEAD07", "pick LEAD02", "pick L04", "pick L11", "pick L13")
    text = render(observe_as(state, MIKAH))
    assert "Draft" not in text
    assert "leader Mystic (LEAD02); lore Ancient Holdings (L13)" in text
    assert "Ancient Holdings: -" in text  # the card's resource slot
