"""Ending a chapter (rulebook p18-19): scoring ambitions, clean up, flipping a marker, the end of
the game and the next chapter's hands."""

from __future__ import annotations

import ambitions

from .conftest import DANE, LOTUS, MIKAH, assert_illegal, do, held, legal, pos, snap

# Marker indexes: 0 is 5/3 (9/4 flipped), 1 is 3/2 (6/3), 2 is 2/0 (4/2).
FIVE_THREE, THREE_TWO, TWO_ZERO = 0, 1, 2

DECK_3P = [f"{suit}{n}" for n in range(2, 7) for suit in ("ADM", "AGG", "CON", "MOB")]


def markers(**boxes):
    """Marker entries from ``five_three="tycoon"`` style keywords."""
    out = [{}, {}, {}]
    for name, i in (("five_three", 0), ("three_two", 1), ("two_zero", 2)):
        if name in boxes:
            out[i] = {"box": boxes[name]}
    return out


# Two cities built per seat (3 left on the board: 4 open resource slots), on planets in play for
# the setup cards used here.
BUILT_CITIES = {0: ["2.3#0", "2.3#1"], 1: ["3.3#0", "3.3#1"], 2: ["5.3#0", "5.3#1"], 3: ["2.2#0", "3.2#0"]}


def chapter_end(players: int = 3, seats=None, **kw):
    """The end of chapter `chapter` (default 1) with nobody holding cards: scoring has run.

    Unless the test places buildings itself, each seat has built two cities, so a seat can hold
    up to four resources.
    """
    kw.setdefault("setup_card", {2: "2SETUP01", 3: "3SETUP01", 4: "4SETUP02"}[players])
    kw.setdefault(
        "buildings",
        [{"slot": slot, "seat": p, "kind": "city"} for p in range(players) for slot in BUILT_CITIES[p]],
    )
    return pos(players, seats=seats or [{} for _ in range(players)], phase="chapter-end", **kw)


def gained(state) -> list[int]:
    return state.chapter_scores[-1]


# -- Step 1: scoring (p18) ------------------------------------------------------------------------


def test_first_place_gains_the_higher_sum_of_all_markers_and_second_the_lower():
    # Tycoon holds 5/3 and 2/0: first gains 7, second 3.
    state = chapter_end(
        seats=[
            {"resources": ["material", "material", "fuel"]},
            {"resources": ["fuel", "fuel"]},
            {"resources": ["material"]},
        ],
        markers=markers(five_three="tycoon", two_zero="tycoon"),
    )
    assert gained(state) == [7, 3, 0]
    assert state.power == [7, 3, 0]


def test_tie_for_first_gives_all_tied_second_place_and_nobody_else_places():
    state = chapter_end(
        seats=[
            {"resources": ["relic", "relic"]},
            {"resources": ["relic", "relic"]},
            {"resources": ["relic"]},
        ],
        markers=markers(five_three="keeper"),
    )
    assert gained(state) == [3, 3, 0]


def test_tie_for_second_place_gains_nothing():
    state = chapter_end(
        seats=[
            {"resources": ["psionic", "psionic", "psionic"]},
            {"resources": ["psionic"]},
            {"resources": ["psionic"]},
        ],
        markers=markers(three_two="empath"),
    )
    assert gained(state) == [3, 0, 0]


def test_nobody_qualifies_with_none_of_what_the_ambition_counts():
    # Warlord declared, nobody has Trophies; Tyrant: only Mikah has Captives.
    state = chapter_end(
        seats=[{"captives": [0, 2, 1]}, {}, {}],
        markers=markers(five_three="warlord", three_two="tyrant"),
    )
    assert gained(state) == [3, 0, 0]


def test_only_ambitions_with_markers_are_scored():
    state = chapter_end(
        seats=[{"resources": ["relic", "relic"]}, {"resources": ["fuel"]}, {}],
        markers=markers(five_three="tycoon"),
    )
    assert gained(state) == [0, 5, 0]


def test_warlord_counts_trophies_and_tyrant_counts_captives():
    state = chapter_end(
        seats=[
            {"trophies": [{"owner": DANE, "piece": "ship", "count": 2}, {"owner": LOTUS, "piece": "agent"}]},
            {"trophies": [{"owner": MIKAH, "piece": "city"}], "captives": [3, 0, 0]},
            {"captives": [1, 1, 0]},
        ],
        markers=markers(five_three="warlord", three_two="tyrant"),
    )
    assert gained(state) == [5, 3 + 3, 2]


def test_guild_cards_count_for_ambitions_like_resources():
    # Loyal Engineers (Material) and Loyal Pilots (Fuel) count for Tycoon, Loyal Keepers (Relic)
    # for Keeper, Loyal Empaths (Psionic) for Empath; Arms Union (Weapon) counts for none.
    state = chapter_end(
        seats=[
            {"guild": ["BC01", "BC07"], "resources": ["relic"]},
            {"guild": ["BC21", "BC11"], "resources": ["material"]},
            {"guild": ["BC19"], "resources": ["weapon", "weapon"]},
        ],
        markers=markers(five_three="tycoon", three_two="keeper", two_zero="empath"),
    )
    # Tycoon: Mikah 2, Dane 1. Keeper: Dane 1 (card), Mikah 1: tied, each second. Empath: Lotus.
    assert gained(state) == [5 + 2, 3 + 2, 2]


def test_tycoon_example_tie_for_first_gains_second_place_and_no_city_bonus():
    # p18: Tycoon is worth 7 (5/3 and 2/0). Mikah has 1 Fuel and 1 Material Guild card, Dane
    # 2 Material. They tie and each gain 3 Power; Mikah's uncovered +2 slot does not help.
    state = chapter_end(
        seats=[{"resources": ["fuel"], "guild": ["BC01"]}, {"resources": ["material", "material"]}, {}],
        buildings=[
            {"slot": slot, "seat": MIKAH, "kind": "city"} for slot in ("2.3#0", "2.3#1", "3.3#0", "3.3#1")
        ],
        markers=markers(five_three="tycoon", two_zero="tycoon"),
    )
    assert snap(state)["seats"][MIKAH]["cities_left"] == 1
    assert gained(state) == [3, 3, 0]


def city_bonus_table(cities: int, **kw):
    slots = ["2.3#0", "2.3#1", "3.3#0", "3.3#1", "5.3#0"][:cities]
    return chapter_end(
        buildings=[{"slot": slot, "seat": MIKAH, "kind": "city"} for slot in slots],
        **kw,
    )


def test_bonus_city_power_two_with_one_city_left_five_with_none():
    seats = [{"resources": ["relic", "relic"]}, {"resources": ["relic"]}, {}]
    for cities, bonus in ((3, 0), (4, 2), (5, 5)):
        state = city_bonus_table(cities, seats=seats, markers=markers(five_three="keeper"))
        assert snap(state)["seats"][MIKAH]["cities_left"] == 5 - cities
        assert gained(state) == [5 + bonus, 3, 0], cities


def test_bonus_city_power_once_per_ambition_however_many_markers():
    state = city_bonus_table(
        5,
        seats=[{"resources": ["relic", "relic"]}, {}, {}],
        markers=[{"box": "keeper"}, {"box": "keeper"}, {"box": "keeper"}],
    )
    assert gained(state) == [5 + 3 + 2 + 5, 0, 0]


def test_bonus_city_power_for_each_ambition_won():
    state = city_bonus_table(
        4,
        seats=[{"resources": ["relic", "psionic"]}, {}, {}],
        markers=markers(five_three="keeper", three_two="empath"),
    )
    assert gained(state) == [5 + 2 + 3 + 2, 0, 0]


# -- Two-player scoring (p19) ---------------------------------------------------------------------


def test_two_player_box_resources_score_as_a_phantom_third_player():
    # 2SETUP01: Tycoon 4 (2 Material, 2 Fuel), Warlord 1 Weapon, Empath 1 Psionic on the boxes.
    state = chapter_end(
        2,
        seats=[
            {"resources": ["material", "material", "fuel"], "trophies": [{"owner": DANE, "piece": "ship"}]},
            {"resources": ["fuel", "fuel", "psionic", "psionic"]},
        ],
        markers=markers(five_three="tycoon", three_two="warlord", two_zero="empath"),
    )
    # Tycoon: phantom 4 first, Mikah 3 second (3), Dane 2 nothing.
    # Warlord: Mikah 1 Trophy ties the phantom's Weapon for first: Mikah second (2).
    # Empath: Dane 2 first (2); the phantom's 1 is second, worth nothing to anyone.
    assert gained(state) == [3 + 2, 2]
    # The box resources stay where they are.
    assert snap(state)["box_resources"] == {"material": 2, "fuel": 2, "weapon": 1, "relic": 0, "psionic": 1}


def test_two_player_phantom_second_place_blocks_a_tie_for_second():
    # Empath: Dane 3 first; Mikah 1 ties the phantom's 1 for second, so nobody places second.
    state = chapter_end(
        2,
        seats=[{"resources": ["psionic"]}, {"resources": ["psionic", "psionic", "psionic"]}],
        markers=markers(five_three="empath"),
    )
    assert gained(state) == [0, 5]


# -- Step 2: clean up and flip (p19) --------------------------------------------------------------


def test_trophies_return_only_if_warlord_was_scored():
    seats = [
        {"trophies": [{"owner": DANE, "piece": "ship", "count": 2}, {"owner": DANE, "piece": "agent"}]},
        {"captives": [1, 0, 0]},
        {"trophies": [{"owner": DANE, "piece": "starport"}]},
    ]
    state = chapter_end(seats=seats, markers=markers(five_three="warlord"))
    obs = snap(state)
    assert obs["seats"][MIKAH]["trophies"] == []
    assert obs["seats"][LOTUS]["trophies"] == []
    # Ships, agents and starports go back to their owner's supply.
    assert obs["seats"][DANE]["ships"] == 15
    assert obs["seats"][DANE]["agents"] == 10
    assert obs["seats"][DANE]["starports"] == 5
    # Tyrant was not scored: Captives stay.
    assert obs["seats"][DANE]["captives"] == [1, 0, 0]
    assert obs["seats"][MIKAH]["agents"] == 9

    state = chapter_end(seats=seats, markers=markers(five_three="keeper"))
    assert snap(state)["seats"][MIKAH]["trophies"] == [
        {"owner": DANE, "piece": "ship", "count": 2},
        {"owner": DANE, "piece": "agent", "count": 1},
    ]


def test_captives_return_only_if_tyrant_was_scored():
    seats = [{"captives": [0, 2, 1]}, {"trophies": [{"owner": LOTUS, "piece": "ship"}]}, {}]
    state = chapter_end(seats=seats, markers=markers(two_zero="tyrant"))
    obs = snap(state)
    assert obs["seats"][MIKAH]["captives"] == [0, 0, 0]
    assert obs["seats"][DANE]["agents"] == 10
    assert obs["seats"][LOTUS]["agents"] == 10
    assert obs["seats"][DANE]["trophies"] == [{"owner": LOTUS, "piece": "ship", "count": 1}]


def test_returned_city_trophy_covers_a_slot_and_its_owner_discards():
    # Dane has 2 cities on the map and 1 in Mikah's Trophies: 2 left on his board, 6 open slots,
    # 5 resources. The city comes back, 3 are left, 4 slots open: Dane discards one (his choice).
    state = chapter_end(
        buildings=[
            {"slot": "2.3#0", "seat": DANE, "kind": "city"},
            {"slot": "3.3#0", "seat": DANE, "kind": "city"},
        ],
        seats=[
            {"trophies": [{"owner": DANE, "piece": "city"}]},
            {"resources": ["material", "fuel", "relic", "relic", "psionic"]},
            {},
        ],
        markers=markers(five_three="warlord"),
    )
    assert snap(state)["seats"][DANE]["cities_left"] == 3
    assert state.open_slots(DANE) == 4
    assert state.phase == "discard"
    assert state.current_player() == DANE
    assert legal(state) == ["discard material", "discard fuel", "discard relic", "discard psionic"]
    assert_illegal(state, "discard weapon")
    do(state, "discard relic")
    assert held(state, DANE) == ["fuel", "material", "psionic", "relic"]
    assert state.current_player() == ambitions.CHANCE
    assert state.phase == "chance-deal"


def test_markers_return_and_the_lowest_unflipped_marker_flips():
    state = chapter_end(markers=markers(five_three="tycoon", three_two="keeper", two_zero="empath"))
    assert snap(state)["markers"] == [
        {"value": "5/3", "flipped": False, "box": None},
        {"value": "3/2", "flipped": False, "box": None},
        {"value": "4/2", "flipped": True, "box": None},
    ]
    state = chapter_end(chapter=2, markers=[{}, {}, {"flipped": True}])
    assert [m["flipped"] for m in snap(state)["markers"]] == [False, True, True]
    state = chapter_end(chapter=3, markers=[{}, {"flipped": True}, {"flipped": True}])
    assert [m["flipped"] for m in snap(state)["markers"]] == [True, True, True]


def test_flipped_markers_score_their_higher_values():
    # Chapter 3: 9/4 would be unflipped 5/3; 6/3 and 4/2 are flipped.
    state = chapter_end(
        chapter=3,
        seats=[{"resources": ["relic", "relic"]}, {"resources": ["relic"]}, {}],
        markers=[{}, {"flipped": True, "box": "keeper"}, {"flipped": True, "box": "keeper"}],
    )
    assert gained(state) == [6 + 4, 3 + 2, 0]


# -- Step 3: end of the game (p19) ----------------------------------------------------------------


def test_game_ends_at_thirty_power_with_three_players():
    seats = [{"power": 26, "resources": ["relic"]}, {"power": 29}, {}]
    state = chapter_end(seats=seats, markers=markers(three_two="keeper"))
    assert state.power == [29, 29, 0]
    assert state.chapter == 2
    assert state.current_player() == ambitions.CHANCE
    state = chapter_end(seats=seats, markers=markers(five_three="keeper"))
    assert state.power == [31, 29, 0]
    assert state.is_terminal()
    assert state.winner == MIKAH
    assert state.returns() == [31.0, 29.0, 0.0]
    assert legal(state) == []


def test_game_ends_at_twenty_seven_power_with_four_players():
    seats = [{}, {"power": 24, "resources": ["relic"]}, {}, {}]
    state = chapter_end(4, seats=seats, markers=markers(five_three="keeper"))
    assert state.power == [0, 29, 0, 0]
    assert state.is_terminal() and state.winner == DANE
    seats[1]["power"] = 21
    state = chapter_end(4, seats=seats, markers=markers(five_three="keeper"))
    assert state.power == [0, 26, 0, 0]
    assert not state.is_terminal()


def test_game_ends_at_thirty_three_power_with_two_players():
    seats = [{"power": 28, "resources": ["relic"]}, {}]
    state = chapter_end(2, seats=seats, markers=markers(five_three="keeper"))
    assert state.power == [33, 0]
    assert state.is_terminal() and state.winner == MIKAH
    seats[0]["power"] = 27
    state = chapter_end(2, seats=seats, markers=markers(five_three="keeper"))
    assert not state.is_terminal()


def test_game_ends_after_chapter_five():
    state = chapter_end(chapter=5, seats=[{"power": 3}, {"power": 12}, {"power": 7}])
    assert state.is_terminal()
    assert state.winner == DANE
    assert state.chapter == 5


def test_tie_break_is_earliest_in_turn_order_from_the_initiative_holder():
    # Dane holds the initiative: turn order Dane, Lotus, Mikah. Mikah and Lotus tie.
    seats = [{"power": 31}, {"power": 20}, {"power": 31}]
    state = chapter_end(seats=seats, initiative=DANE)
    assert state.is_terminal() and state.winner == LOTUS
    state = chapter_end(seats=seats, initiative=LOTUS)
    assert state.winner == LOTUS
    state = chapter_end(seats=seats, initiative=MIKAH)
    assert state.winner == MIKAH


# -- The chapter's end in play, and Step 4: new hands (p11, p19) ----------------------------------


def test_chapter_ends_when_nobody_has_cards_and_new_hands_are_dealt():
    state = pos(
        setup_card="3SETUP01",
        initiative=MIKAH,
        ships=[{"system": "3.3", "seat": p, "fresh": 1} for p in range(3)],
        seats=[
            {"hand": ["ADM4"], "resources": ["relic"]},
            {"hand": ["ADM6"], "power": 4},
            {"hand": ["ADM5"]},
        ],
    )
    do(state, "lead ADM4", "declare warlord", "end", "surpass ADM6", "end", "surpass ADM5", "end")
    # Warlord was declared and nobody has Trophies: nothing scored; the chapter advanced.
    assert state.chapter == 2
    assert state.power == [0, 4, 0]
    assert state.chapter_scores == [[0, 0, 0]]
    assert [m["box"] for m in snap(state)["markers"]] == [None, None, None]
    assert state.current_player() == ambitions.CHANCE
    # Dane surpassed with the highest card: he holds the initiative and is dealt first.
    assert state.initiative == DANE
    do(state, "deal " + " ".join(DECK_3P))
    assert state.hands[DANE] == sorted(DECK_3P[0:6])
    assert state.hands[LOTUS] == sorted(DECK_3P[6:12])
    assert state.hands[MIKAH] == sorted(DECK_3P[12:18])
    assert state.phase == "lead" and state.current_player() == DANE
    assert state.chapter == 2


def test_two_player_mulligan_is_offered_every_chapter():
    state = chapter_end(2, initiative=DANE)
    do(state, "deal " + " ".join(DECK_3P))
    assert state.phase == "mulligan"
    assert state.current_player() == MIKAH
    assert legal(state) == ["keep", "mulligan"]


def test_all_counts_at_once_are_each_ambitions_count_in_played_games() -> None:
    """`ambition_counts` (one pass: tokens, Guild suits, icon powers, Captives, Trophies) gives
    what `ambition_count` gives for each ambition, with Guild cards, leaders and lore in play."""
    import random

    import ambitions
    from ambitions.core.state import CHANCE, TERMINAL
    from ambitions.games.arcs.chapter import ambition_count, ambition_counts

    compared = with_guild = 0
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        s = ambitions.new_game("arcs", players=players, seed=seed, leaders_and_lore=True)
        rng = random.Random(seed)
        while s.current_player() != TERMINAL:
            chance = s.current_player() == CHANCE
            s.apply(s.sample_chance() if chance else rng.choice(s.legal_actions()))
            for p in range(s.n):
                each = [ambition_count(s, p, a) for a in range(len(s.AMBITION_NAMES))]
                assert ambition_counts(s, p) == each
                compared += 1
                with_guild += bool(s.guild[p])
    assert compared > 1000 and with_guild > 100
