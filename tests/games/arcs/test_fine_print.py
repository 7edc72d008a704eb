"""Fine print (rulebook p22): elimination, piece limits, and how bad input is rejected."""

from __future__ import annotations

import pytest

import ambitions

from .conftest import DANE, LOTUS, MIKAH, assert_illegal, do, legal, pos, ships_at, snap, trophies


def table(dane_ships=(), dane_buildings=(), **kw):
    """Start of a round on 3SETUP01 (clusters 1 and 4 out): Mikah leads Construction 4."""
    ships = [
        {"system": "3.3", "seat": MIKAH, "fresh": 2},
        {"system": "5.3", "seat": LOTUS, "fresh": 2},
        *dane_ships,
    ]
    return pos(
        setup_card="3SETUP01",
        initiative=MIKAH,
        ships=ships,
        buildings=[{"slot": "6.1#0", "seat": DANE, "kind": "city"}, *dane_buildings],
        seats=kw.pop("seats", [{"hand": ["CON4", "ADM2"]}, {"hand": ["MOB2", "ADM3"]}, {"hand": ["AGG3"]}]),
        **kw,
    )


# -- Elimination (p22) ----------------------------------------------------------------------------


def test_player_without_ships_or_starports_places_three_fresh_ships_in_a_gate_at_turn_end():
    state = table()  # Dane has only a city
    do(state, "lead CON4", "end")
    # Not at the end of someone else's turn: Dane plays his turn first.
    assert state.phase == "follow" and state.current_player() == DANE
    do(state, "copy MOB2", "end")
    assert state.phase == "eliminated"
    assert state.current_player() == DANE
    # Any in-play gate; cluster 1 and 4 are out of play.
    assert legal(state) == ["place 2.0", "place 3.0", "place 5.0", "place 6.0"]
    assert_illegal(state, "place 4.0")
    assert_illegal(state, "place 6.1")
    do(state, "place 6.0")
    assert ships_at(state, "6.0", DANE) == (3, 0)
    assert snap(state)["seats"][DANE]["ships"] == 12
    assert state.current_player() == LOTUS


def test_a_player_with_a_starport_or_a_ship_is_not_eliminated():
    for dane in (
        {"dane_buildings": [{"slot": "6.2#0", "seat": DANE, "kind": "starport", "damaged": True}]},
        {"dane_ships": [{"system": "2.0", "seat": DANE, "damaged": 1}]},
    ):
        state = table(**dane)
        do(state, "lead CON4", "end", "copy MOB2", "end")
        assert state.current_player() == LOTUS, dane


def test_eliminated_player_places_as_many_ships_as_the_supply_holds():
    state = table(
        seats=[
            {"hand": ["CON4", "ADM2"]},
            {"hand": ["MOB2", "ADM3"], "ships": 2},
            {"hand": ["AGG3"], "trophies": trophies(DANE, ship=13)},  # the rest of Dane's ships
        ]
    )
    do(state, "lead CON4", "end", "copy MOB2", "end", "place 2.0")
    assert ships_at(state, "2.0", DANE) == (2, 0)
    assert snap(state)["seats"][DANE]["ships"] == 0


# -- Piece limits (p22) ---------------------------------------------------------------------------


def test_cannot_build_pieces_whose_supply_is_empty():
    state = pos(
        setup_card="3SETUP01",
        ships=[{"system": "2.3", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"}],
        seats=[
            {"ships": 0, "starports": 0, "cities_left": 0},
            {"trophies": trophies(MIKAH, ship=14, starport=4, city=5)},  # the rest of Mikah's pieces
            {},
        ],
        turn={"seat": MIKAH, "card": "CON4", "mode": "lead"},
    )
    assert not [a for a in legal(state) if a.startswith("build")]
    for text in ("build ship 3.3", "build starport 2.3", "build city 2.3"):
        assert_illegal(state, text)


def test_supply_limits_are_per_piece():
    state = pos(
        setup_card="3SETUP01",
        ships=[{"system": "2.3", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"}],
        seats=[{"ships": 1, "starports": 0}, {"trophies": trophies(MIKAH, ship=13, starport=4)}, {}],
        turn={"seat": MIKAH, "card": "CON4", "mode": "lead"},
    )
    assert sorted(a for a in legal(state) if a.startswith("build")) == [
        "build city 2.3",
        "build city 3.3",
        "build ship 3.3",
    ]
    do(state, "build ship 3.3")
    assert snap(state)["seats"][MIKAH]["ships"] == 0
    assert "build ship 3.3" not in legal(state)


# -- Bad input ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_action_text_is_invalid(text):
    state = table()
    with pytest.raises(ambitions.InvalidActionText):
        state.parse_action(text)


@pytest.mark.parametrize(
    "text", ["tax 1.3#0; rm -rf /", "lead (CON4)", "move 1.3 -> 1.0", "déclarer", "lead CON4!"]
)
def test_garbage_action_text_is_invalid(text):
    state = table()
    before = snap(state)
    with pytest.raises(ambitions.InvalidActionText) as info:
        state.parse_action(text)
    assert isinstance(info.value, ValueError)
    assert snap(state) == before


def test_illegal_action_names_the_action_and_the_seat_and_changes_nothing():
    state = table()
    do(state, "lead CON4", "end")
    error = assert_illegal(state, "surpass ADM3")
    assert isinstance(error, ValueError)
    assert "'surpass ADM3'" in str(error)
    assert "seat 1" in str(error)
    error = assert_illegal(state, "tax 6.1#0")
    assert "'tax 6.1#0'" in str(error) and "seat 1" in str(error)


def test_unknown_action_kind_parses_but_is_illegal():
    state = table()
    action = state.parse_action("fly 3.3 6.0")
    assert str(action) == "fly 3.3 6.0"
    error = assert_illegal(state, "fly 3.3 6.0")
    assert "'fly 3.3 6.0'" in str(error) and "seat 0" in str(error)


def test_actions_of_another_seat_are_illegal():
    state = table()
    # Mikah is to lead; Dane's card cannot be led.
    assert_illegal(state, "lead MOB2")
    do(state, "lead CON4", "end")
    assert_illegal(state, "pivot AGG3")


def test_seat_actions_at_a_chance_node_and_chance_outcomes_at_a_seat_are_illegal():
    state = ambitions.new_game("arcs", players=3, seed=5)
    error = assert_illegal(state, "lead CON4")
    assert "'lead CON4'" in str(error)
    assert_illegal(state, "initiative 3")
    do(state, "initiative 2")
    assert_illegal(state, "setup 4SETUP01")
    seat_state = table()
    assert_illegal(seat_state, "initiative 0")


def test_no_action_is_legal_once_the_game_is_over():
    state = pos(setup_card="3SETUP01", chapter=5, phase="chapter-end")
    assert state.is_terminal()
    assert state.legal_actions() == []
    assert_illegal(state, "pass")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("lead ADM9", "there is no card ADM9"),
        ("lead CON12", "there is no card CON12"),
        ("prelude BC32", "there is no Court card BC32"),
        ("secure BC00", "there is no Court card BC00"),
        ("prelude LEAD09", "there is no leader LEAD09"),
        ("prelude L15", "there is no lore card L15"),
        ("move 9.9 3.3 1 0", "there is no system 9.9"),
        ("move 3.3 7.0 1 0", "there is no system 7.0"),
        ("move 1.1 3.3 1 0", "system 1.1 is out of play (cluster 1)"),  # 3SETUP01
        ("tax 3.3#5", "there is no building slot 3.3#5"),
    ],
)
def test_an_action_naming_what_does_not_exist_says_so(text, said):
    # Issue 12: not "is not legal ... legal kinds here", which reads as if the card existed.
    state = table()
    error = assert_illegal(state, text)
    assert said in str(error) and repr(text) in str(error) and "legal kinds" not in str(error)


def test_an_illegal_action_is_echoed_shortened():
    # Issue 12: a 1 MB action text is not echoed in full.
    state = table()
    for text in ("lead " + "CON4" * 250_000, "lead ADM" + "9" * 1_000_000):
        message = str(assert_illegal(state, text))
        assert len(message) < 500 and "characters)" in message
