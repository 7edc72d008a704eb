"""Setup (rulebook p4-5, steps A-Q; p19 two-player mulligans), from forced chance outcomes."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.games.arcs import data, reach

from .conftest import assert_illegal, court_order, do, legal, new_game, observe_as, pos, snap

# Three-player deck (2s to 6s) in a fixed "shuffled" order: seat in turn order k gets cards
# [6k, 6k + 6); the last two are not dealt.
DECK_3P = [
    "ADM2", "AGG3", "CON4", "MOB5", "ADM6", "AGG2",
    "CON3", "MOB4", "ADM5", "AGG6", "CON2", "MOB3",
    "ADM4", "AGG5", "CON6", "MOB2", "ADM3", "AGG4",
    "CON5", "MOB6",
]  # fmt: skip

DECK_2P = DECK_3P

DECK_4P = DECK_3P + ["ADM1", "AGG1", "CON1", "MOB1", "ADM7", "AGG7", "CON7", "MOB7"]

COURT_ROW = ["BC05", "BC12", "BC21", "BC26"]


def _ships(state):
    return {(e["system"], e["seat"]): (e["fresh"], e["damaged"]) for e in snap(state)["ships"]}


def _buildings(state):
    return {e["slot"]: (e["seat"], e["kind"], e["damaged"]) for e in snap(state)["buildings"]}


def _neighbours(state, system: str) -> set[str]:
    return {reach.SYSTEM_IDS[x] for x in state.adjacency[reach.SYSTEM_INDEX[system]]}


# -- Out-of-play clusters (p4 step J, p6, p13) ----------------------------------------------------


def test_out_of_play_cluster_path_marker_joins_neighbouring_gates():
    # 4SETUP02 "Mix Up 2": cluster 4 is out of play.
    state = new_game(4, 0, "4SETUP02")
    assert state.out_of_play == (4,)
    assert _neighbours(state, "3.0") == {"2.0", "5.0", "3.1", "3.2", "3.3"}
    assert _neighbours(state, "5.0") == {"3.0", "6.0", "5.1", "5.2", "5.3"}
    for system in ("4.0", "4.1", "4.2", "4.3"):
        assert _neighbours(state, system) == set()
    # Nothing in play touches cluster 4 any more.
    for system in reach.SYSTEM_IDS:
        assert not {n for n in _neighbours(state, system) if n.startswith("4.")}


def test_two_player_out_of_play_clusters_close_the_gate_ring():
    # 2SETUP01 "Frontiers": clusters 1 and 6 are out of play; gates 5 and 2 are joined across
    # both path markers, and the 5.3-6.1 planet border is gone.
    state = new_game(2, 0, "2SETUP01")
    assert state.out_of_play == (1, 6)
    assert _neighbours(state, "2.0") == {"3.0", "5.0", "2.1", "2.2", "2.3"}
    assert _neighbours(state, "5.0") == {"4.0", "2.0", "5.1", "5.2", "5.3"}
    assert _neighbours(state, "5.3") == {"5.0", "5.2"}


def test_ships_cannot_move_into_an_out_of_play_cluster():
    state = pos(
        4,
        setup_card="4SETUP02",
        ships=[{"system": "3.0", "seat": 0, "fresh": 2}],
        seats=[{"hand": ["ADM2"]}, {}, {}, {}],
        turn={"seat": 0, "card": "MOB3", "mode": "lead"},
    )
    moves = [a for a in legal(state) if a.startswith("move 3.0 ")]
    destinations = {a.split()[2] for a in moves}
    assert destinations == {"2.0", "5.0", "3.1", "3.2", "3.3"}
    assert_illegal(state, "move 3.0 4.0 2 0")
    # Through the path marker, gate 3 to gate 5 is a single move.
    do(state, "move 3.0 5.0 2 0")
    assert state.fresh[reach.SYSTEM_INDEX["5.0"] * 4 + 0] == 2


# -- Starting pieces and resources (p5 steps N-O) -------------------------------------------------


def test_three_player_starting_pieces_in_turn_order_from_the_initiative_holder():
    # 3SETUP01 "Mix Up": P1 A 3.3 B 5.2 C 2.0 | P2 A 5.3 B 2.1 C 3.0 | P3 A 2.3 B 3.1 C 5.0.
    # Seat 1 holds the initiative, so seat 1 is P1, seat 2 is P2 and seat 0 is P3.
    state = new_game(3, 1, "3SETUP01")
    assert _ships(state) == {
        ("3.3", 1): (3, 0),
        ("5.2", 1): (3, 0),
        ("2.0", 1): (2, 0),
        ("5.3", 2): (3, 0),
        ("2.1", 2): (3, 0),
        ("3.0", 2): (2, 0),
        ("2.3", 0): (3, 0),
        ("3.1", 0): (3, 0),
        ("5.0", 0): (2, 0),
    }
    assert _buildings(state) == {
        "3.3#0": (1, "city", False),
        "5.2#0": (1, "starport", False),
        "5.3#0": (2, "city", False),
        "2.1#0": (2, "starport", False),
        "2.3#0": (0, "city", False),
        "3.1#0": (0, "starport", False),
    }
    seats = snap(state)["seats"]
    for seat in range(3):
        assert seats[seat]["ships"] == 15 - 8
        assert seats[seat]["starports"] == 4
        # The city placed is the leftmost one on the board: four remain.
        assert seats[seat]["cities_left"] == 4
    # Starting resources: the A planet's type, then the B planet's, in the two leftmost slots.
    assert seats[1]["resources"] == ["weapon", "relic", None, None, None, None]
    assert seats[2]["resources"] == ["psionic", "psionic", None, None, None, None]
    assert seats[0]["resources"] == ["relic", "material", None, None, None, None]
    assert snap(state)["resource_supply"] == {
        "material": 4,
        "fuel": 5,
        "weapon": 4,
        "relic": 3,
        "psionic": 3,
    }
    assert snap(state)["box_resources"] == dict.fromkeys(data.RESOURCES, 0)


def test_four_player_starting_pieces_in_turn_order_from_the_initiative_holder():
    # 4SETUP04 "Mix Up 3", cluster 6 out; seat 3 holds the initiative: P1..P4 = seats 3, 0, 1, 2.
    state = new_game(4, 3, "4SETUP04")
    assert _buildings(state) == {
        "3.3#0": (3, "city", False),
        "5.2#0": (3, "starport", False),
        "1.1#0": (0, "city", False),
        "3.1#0": (0, "starport", False),
        "1.3#0": (1, "city", False),
        "4.3#0": (1, "starport", False),
        "4.1#0": (2, "city", False),
        "2.2#0": (2, "starport", False),
    }
    ships = _ships(state)
    assert ships[("1.0", 3)] == (2, 0)
    assert ships[("2.0", 0)] == (2, 0)
    assert ships[("3.0", 1)] == (2, 0)
    assert ships[("5.0", 2)] == (2, 0)
    assert sum(f for f, _ in ships.values()) == 4 * 8
    seats = snap(state)["seats"]
    assert [s["resources"][:2] for s in seats] == [
        ["weapon", "material"],
        ["material", "material"],
        ["relic", "weapon"],
        ["weapon", "relic"],
    ]


def test_two_player_setup_places_two_c_systems_and_box_resources():
    # 2SETUP01 "Frontiers": P1 A 5.3 B 4.3 C 3.0 + 3.3 | P2 A 3.1 B 5.1 C 5.0 + 4.1; clusters
    # 1 and 6 out. Seat 1 holds the initiative, so seat 1 is P1.
    state = new_game(2, 1, "2SETUP01")
    assert _ships(state) == {
        ("5.3", 1): (3, 0),
        ("4.3", 1): (3, 0),
        ("3.0", 1): (2, 0),
        ("3.3", 1): (2, 0),
        ("3.1", 0): (3, 0),
        ("5.1", 0): (3, 0),
        ("5.0", 0): (2, 0),
        ("4.1", 0): (2, 0),
    }
    assert _buildings(state) == {
        "5.3#0": (1, "city", False),
        "4.3#0": (1, "starport", False),
        "3.1#0": (0, "city", False),
        "5.1#0": (0, "starport", False),
    }
    seats = snap(state)["seats"]
    assert seats[1]["ships"] == seats[0]["ships"] == 15 - 10
    # Step K: the 6 covered planets (1.1 Weapon, 1.2 Fuel, 1.3 Material, 6.1 Material, 6.2 Fuel,
    # 6.3 Psionic) put Tycoon 4, Warlord 1, Empath 1 resources on the ambition boxes.
    box = snap(state)["box_resources"]
    assert box == {"material": 2, "fuel": 2, "weapon": 1, "relic": 0, "psionic": 1}
    assert box["material"] + box["fuel"] == 4
    assert seats[1]["resources"][:2] == ["psionic", "material"]
    assert seats[0]["resources"][:2] == ["material", "weapon"]
    assert snap(state)["resource_supply"] == {
        "material": 5 - 2 - 2,
        "fuel": 5 - 2,
        "weapon": 5 - 1 - 1,
        "relic": 5,
        "psionic": 5 - 1 - 1,
    }


# -- Court row, action deck and hands (p4 steps C-D, H; p5 steps P-Q) -----------------------------


@pytest.mark.parametrize(
    ("players", "card", "row"), [(2, "2SETUP02", 3), (3, "3SETUP02", 4), (4, "4SETUP01", 4)]
)
def test_court_row_has_three_cards_with_two_players_and_four_otherwise(players, card, row):
    order = court_order(COURT_ROW)
    state = new_game(players, 0, card, court=order)
    obs = observe_as(state, None)
    assert [c["card"] for c in obs["court"]] == COURT_ROW[:row]
    assert all(c["agents"] == [0] * players for c in obs["court"])
    assert obs["court_deck_size"] == 31 - row
    # The deck order is hidden from the seats.
    assert "court_deck" not in obs


@pytest.mark.parametrize(("players", "card"), [(2, "2SETUP03"), (3, "3SETUP03")])
def test_ones_and_sevens_are_not_dealt_with_two_or_three_players(players, card):
    state = new_game(players, 0, card, court=court_order([]))
    assert_illegal(state, "deal " + " ".join(DECK_4P))
    do(state, "deal " + " ".join(DECK_3P))
    cards = (
        [c for h in state.hands for c in h] + state.action_undealt + [c for c, _, _ in state.action_discard]
    )
    assert sorted(cards) == sorted(DECK_3P)


def test_four_players_deal_the_ones_and_sevens():
    state = new_game(4, 2, "4SETUP03", court=court_order([]))
    assert_illegal(state, "deal " + " ".join(DECK_3P))
    do(state, "deal " + " ".join(DECK_4P))
    # 28 cards, 6 each in turn order from seat 2; the last 4 go face down to the discard.
    assert state.hands[2] == sorted(DECK_4P[0:6])
    assert state.hands[3] == sorted(DECK_4P[6:12])
    assert state.hands[0] == sorted(DECK_4P[12:18])
    assert state.hands[1] == sorted(DECK_4P[18:24])
    assert sorted(c for c, _, _ in state.action_discard) == sorted(DECK_4P[24:])


def test_three_players_each_draw_six_and_the_rest_is_discarded_face_down():
    state = new_game(3, 1, "3SETUP01", court=court_order([]), deal=DECK_3P)
    assert state.hands[1] == sorted(DECK_3P[0:6])
    assert state.hands[2] == sorted(DECK_3P[6:12])
    assert state.hands[0] == sorted(DECK_3P[12:18])
    assert state.action_discard == [("CON5", False, -1), ("MOB6", False, -1)]
    assert state.action_undealt == []
    # No mulligan with three players: the initiative holder leads the first round.
    assert state.phase == "lead"
    assert state.current_player() == 1
    assert legal(state) == [f"lead {c}" for c in sorted(DECK_3P[0:6])] + ["pass"]
    # Each seat sees its own hand and only the size of the others'.
    obs = observe_as(state, 0)
    assert obs["seats"][0]["hand"] == sorted(DECK_3P[12:18])
    assert "hand" not in obs["seats"][1] and obs["seats"][1]["hand_size"] == 6
    assert all(c["card"] is None for c in obs["action_discard"])


# -- Two-player mulligan (p5 step P, p19) ---------------------------------------------------------


def _two_player_dealt(initiative: int = 0):
    return new_game(2, initiative, "2SETUP04", court=court_order([]), deal=DECK_2P)


def test_two_player_mulligan_is_decided_by_the_player_without_initiative():
    state = _two_player_dealt(initiative=1)
    assert state.phase == "mulligan"
    assert state.current_player() == 0
    assert legal(state) == ["keep", "mulligan"]
    assert state.hands[1] == sorted(DECK_2P[0:6])
    assert state.hands[0] == sorted(DECK_2P[6:12])
    # The initiative holder has no decision here.
    assert "legal_actions" not in observe_as(state, 1)
    assert observe_as(state, 0)["legal_actions"] == ["keep", "mulligan"]
    assert_illegal(state, "lead ADM2")


def test_two_player_keep_keeps_the_hand():
    state = _two_player_dealt()
    hand = list(state.hands[1])
    do(state, "keep")
    assert state.hands[1] == hand
    assert state.phase == "lead"
    assert state.current_player() == 0
    assert len(state.action_discard) == 8


def test_two_player_mulligan_draws_six_new_cards_from_the_undealt_cards():
    state = _two_player_dealt()
    old = list(state.hands[1])
    undealt = DECK_2P[12:]
    do(state, "mulligan")
    assert state.current_player() == ambitions.CHANCE
    assert state.hands[1] == []
    # The new hand cannot contain the discarded cards or the initiative holder's cards.
    assert_illegal(state, "draw " + " ".join([old[0]] + undealt[:5]))
    assert_illegal(state, "draw " + " ".join([DECK_2P[0]] + undealt[:5]))
    assert_illegal(state, "draw " + " ".join(undealt[:5]))
    do(state, "draw " + " ".join(undealt[2:8]))
    assert state.hands[1] == sorted(undealt[2:8])
    assert state.hands[0] == sorted(DECK_2P[0:6])
    assert state.phase == "lead" and state.current_player() == 0
    # The discarded hand is face down: its owner knows it, the rival does not.
    discard = [(c, up, seat) for c, up, seat in state.action_discard]
    assert sorted(c for c, _, seat in discard if seat == 1) == sorted(old)
    assert sorted(c for c, _, seat in discard if seat == -1) == sorted(undealt[:2])
    mine = observe_as(state, 1)["action_discard"]
    theirs = observe_as(state, 0)["action_discard"]
    assert sorted(e["card"] for e in mine if e["seat"] == 1) == sorted(old)
    assert all(e["card"] is None for e in theirs)
