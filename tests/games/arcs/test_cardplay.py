"""Playing a chapter (rulebook p8-11): lead, pass, Surpass, Pivot, Copy, seizing and declaring."""

from __future__ import annotations

import ambitions

from .conftest import (
    DANE,
    LOTUS,
    MIKAH,
    assert_illegal,
    buildings,
    do,
    legal,
    observe_as,
    pos,
    ships_at,
    snap,
)


def table(hands, players: int = 3, **kw):
    """A start-of-round position on 3SETUP01 (clusters 1 and 4 out of play; 4SETUP02 with four
    players): Mikah has 3 fresh and 1 damaged ship and a city at 3.3, Dane 2 ships at gate 5,
    Lotus 2 ships and a starport at 2.3. `hands` lists each seat's hand."""
    seats = [{"hand": h} for h in hands]
    ships = [
        {"system": "3.3", "seat": MIKAH, "fresh": 3, "damaged": 1},
        {"system": "5.0", "seat": DANE, "fresh": 2},
        {"system": "2.3", "seat": LOTUS, "fresh": 2},
    ]
    if players == 4:
        ships.append({"system": "6.0", "seat": 3, "fresh": 2})
    return pos(
        players,
        setup_card="3SETUP01" if players == 3 else "4SETUP02",
        initiative=kw.pop("initiative", MIKAH),
        ships=ships + kw.pop("ships", []),
        buildings=[
            {"slot": "3.3#0", "seat": MIKAH, "kind": "city"},
            {"slot": "2.3#0", "seat": LOTUS, "kind": "starport"},
        ],
        seats=seats,
        **kw,
    )


def kinds(state) -> set[str]:
    return {a.split()[0] for a in legal(state)}


# -- Step 1: the lead card and passing (p8) -------------------------------------------------------


def test_lead_may_be_any_card_and_takes_one_action_per_pip():
    state = table([["ADM2", "AGG3", "CON4", "MOB5"], ["MOB2"], ["ADM5"]])
    assert state.current_player() == MIKAH
    assert legal(state) == ["lead ADM2", "lead AGG3", "lead CON4", "lead MOB5", "pass"]
    do(state, "lead AGG3")
    assert state.lead_card == "AGG3"
    assert state.pips == 2
    assert state.hands[MIKAH] == ["ADM2", "CON4", "MOB5"]
    assert snap(state)["plays"] == [{"seat": MIKAH, "card": "AGG3", "mode": "lead"}]


def test_pass_gives_initiative_to_next_player_with_cards_and_ends_the_round():
    # Dane (clockwise after Mikah) has no cards, so the initiative goes on to Lotus.
    state = table([["CON4"], [], ["ADM5", "MOB2"]])
    do(state, "pass")
    assert state.initiative == LOTUS
    assert state.phase == "lead"
    assert state.current_player() == LOTUS
    assert state.passes == 1
    # The round ended at once: nobody played, Mikah keeps her card.
    assert state.hands[MIKAH] == ["CON4"]
    assert state.plays == []
    assert state.chapter == 1


def test_everyone_with_cards_passing_consecutively_ends_the_chapter():
    state = table([["CON4"], ["MOB2"], ["ADM5"]])
    do(state, "pass", "pass")
    assert state.chapter == 1 and state.current_player() == LOTUS
    do(state, "pass")
    # The chapter is over: hands are discarded and the next chapter's deal is a chance event.
    assert state.chapter == 2
    assert state.current_player() == ambitions.CHANCE
    assert state.phase == "chance-deal"
    assert state.hands == [[], [], []]


def test_passes_only_end_the_chapter_when_consecutive():
    state = table([["CON4", "CON2"], ["MOB2"], ["ADM5", "ADM6"]])
    do(state, "pass", "pass")  # Mikah, then Dane, pass: Lotus holds the initiative
    do(state, "lead ADM5", "end", "copy CON2", "end", "copy MOB2", "end")
    assert state.passes == 0
    assert state.initiative == LOTUS
    do(state, "pass")  # Lotus to Mikah; Dane has no cards left
    assert state.initiative == MIKAH and state.chapter == 1
    do(state, "pass")  # Mikah back to Lotus: both players with cards passed in a row
    assert state.chapter == 2


def test_holder_without_cards_passes_and_the_next_player_with_cards_leads():
    state = table([[], ["MOB2"], ["ADM5"]])
    assert state.initiative == DANE
    assert state.current_player() == DANE
    assert state.chapter == 1


# -- Step 2: Surpass, Pivot, Copy (p10) -----------------------------------------------------------


def test_surpass_needs_lead_suit_and_higher_number():
    state = table([["CON4"], ["CON3", "CON5", "AGG2"], ["ADM5"]])
    do(state, "lead CON4", "end")
    assert state.current_player() == DANE
    assert sorted(legal(state)) == sorted(
        ["pivot AGG2", "copy AGG2", "copy CON3", "surpass CON5", "copy CON5"]
    )
    assert_illegal(state, "surpass CON3")
    assert_illegal(state, "surpass AGG2")
    assert_illegal(state, "pivot CON5")
    do(state, "surpass CON5")
    # Surpassing takes one action per pip on the played card (Construction 5: 2 pips).
    assert state.pips == 2
    assert state.turn_mode == "surpass"


def test_surpass_against_a_declared_lead_card_counts_it_as_zero():
    state = table([["CON4"], ["CON3", "AGG2"], ["CON2"]])
    do(state, "lead CON4", "declare warlord", "end")
    assert "surpass CON3" in legal(state)
    do(state, "surpass CON3")
    assert state.pips == 3
    do(state, "end")
    assert "surpass CON2" in legal(state)


def test_surpass_only_needs_to_beat_the_lead_card_not_every_played_card():
    state = table([["CON2"], ["CON5"], ["CON3"]])
    do(state, "lead CON2", "end", "surpass CON5", "end")
    assert "surpass CON3" in legal(state)
    do(state, "surpass CON3")
    assert state.turn_mode == "surpass"
    assert state.pips == 3


def test_pivoting_does_not_change_the_lead_suit():
    state = table([["CON2"], ["MOB5"], ["MOB6", "CON3"]])
    do(state, "lead CON2", "end", "pivot MOB5", "end")
    options = legal(state)
    assert "surpass MOB6" not in options
    assert "pivot MOB6" in options
    assert "surpass CON3" in options


def test_pivot_takes_one_action_of_the_played_cards_suit():
    state = table([["CON4"], ["MOB2"], ["ADM5"]])
    do(state, "lead CON4", "end", "pivot MOB2")
    assert state.pips == 1
    actions = legal(state)
    # Mobilization moves; the lead card's Construction would build.
    assert "move 5.0 5.1 2 0" in actions
    assert not [a for a in actions if a.startswith("build")]
    do(state, "move 5.0 5.1 2 0")
    assert ships_at(state, "5.1", DANE) == (2, 0)
    assert state.pips == 0
    assert state.current_player() == LOTUS


def test_copy_takes_one_action_of_the_lead_cards_suit():
    state = table([["CON4"], ["MOB2"], ["ADM5"]], ships=[{"system": "5.1", "seat": DANE, "fresh": 1}])
    do(state, "lead CON4", "end", "copy MOB2")
    assert state.pips == 1
    actions = legal(state)
    assert "build city 5.1" in actions
    assert not [a for a in actions if a.startswith("move")]
    do(state, "build city 5.1")
    assert buildings(state)["5.1#0"] == (DANE, "city", False)
    assert state.current_player() == LOTUS


def test_copied_card_is_hidden_from_rivals_and_shown_to_its_owner():
    state = table([["CON4"], ["MOB2", "ADM3"], ["ADM5"]])
    do(state, "lead CON4", "end", "copy MOB2")
    mine = observe_as(state, DANE)
    assert mine["plays"][1] == {"seat": DANE, "card": "MOB2", "mode": "copy"}
    assert mine["turn"]["card"] == "MOB2"
    for seat in (MIKAH, LOTUS, None):
        obs = observe_as(state, seat)
        assert obs["plays"][1] == {"seat": DANE, "card": None, "mode": "copy"}
        assert obs["turn"]["card"] is None
        assert obs["lead"]["card"] == "CON4"
    do(state, "end", "copy ADM5", "end")
    # In the discard too, the face-down card is known only to its owner.
    assert [e["card"] for e in observe_as(state, DANE)["action_discard"] if e["seat"] == DANE] == ["MOB2"]
    assert [e["card"] for e in observe_as(state, MIKAH)["action_discard"] if e["seat"] == DANE] == [None]


def test_players_without_cards_skip_their_turn():
    state = table([["CON4", "ADM2"], [], ["ADM5"]])
    do(state, "lead CON4", "end")
    assert state.current_player() == LOTUS
    do(state, "copy ADM5", "end")
    # Round over; Mikah leads again.
    assert state.phase == "lead"
    assert state.current_player() == MIKAH


# -- Seizing the initiative (p10) -----------------------------------------------------------------


def test_seize_with_an_extra_face_down_card_keeps_the_initiative_at_round_end():
    state = table([["CON2", "ADM2"], ["AGG2", "MOB3", "ADM6"], ["CON5", "ADM5"]])
    do(state, "lead CON2")
    # The player with the initiative cannot seize it.
    assert "seize ADM2" not in legal(state)
    do(state, "end", "pivot AGG2")
    assert "seize MOB3" in legal(state)
    do(state, "seize MOB3")
    assert state.seized_by == DANE
    assert state.hands[DANE] == ["ADM6"]
    # The extra card gives no actions: the pivot's single action remains.
    assert state.pips == 1
    assert snap(state)["plays"][-1] == {"seat": DANE, "card": "MOB3", "mode": "seize"}
    assert observe_as(state, LOTUS)["plays"][-1] == {"seat": DANE, "card": None, "mode": "seize"}
    do(state, "end")
    # Nobody else can seize this round.
    assert not [a for a in legal(state) if a.startswith("seize")]
    do(state, "surpass CON5")
    assert not [a for a in legal(state) if a.startswith("seize")]
    assert_illegal(state, "seize ADM5")
    do(state, "end")
    # Lotus surpassed with the highest card, but the seizer keeps the initiative.
    assert state.initiative == DANE
    assert state.current_player() == DANE


def test_seize_only_before_taking_actions():
    state = table([["CON2"], ["CON5", "ADM3"], ["ADM5"]], ships=[{"system": "5.1", "seat": DANE, "fresh": 1}])
    do(state, "lead CON2", "end", "surpass CON5", "build city 5.1")
    assert state.pips == 1
    assert_illegal(state, "seize ADM3")


def test_surpassing_with_a_seven_seizes_in_four_players():
    state = table([["CON2"], ["CON7", "ADM3"], ["ADM5"], ["MOB5"]], players=4)
    do(state, "lead CON2", "end", "surpass CON7")
    assert state.seized_by == DANE
    # A 7 has one pip; no extra card is needed, nor allowed, to seize again.
    assert state.pips == 1
    assert not [a for a in legal(state) if a.startswith("seize")]
    do(state, "end", "copy ADM5")
    assert not [a for a in legal(state) if a.startswith("seize")]
    do(state, "end", "copy MOB5")
    assert not [a for a in legal(state) if a.startswith("seize")]
    do(state, "end")
    assert state.initiative == DANE


def test_after_a_seize_a_seven_still_surpasses_without_seizing():
    state = table([["CON2"], ["AGG2", "ADM3", "ADM6"], ["CON7"], ["CON5"]], players=4)
    do(state, "lead CON2", "end", "pivot AGG2", "seize ADM3", "end")
    do(state, "surpass CON7")
    assert state.turn_mode == "surpass"
    assert state.seized_by == DANE
    assert state.pips == 1
    do(state, "end", "surpass CON5", "end")
    assert state.initiative == DANE


# -- Step 3: initiative at round end (p11) --------------------------------------------------------


def test_initiative_goes_to_the_highest_surpass():
    state = table([["CON2"], ["CON5"], ["CON3"]])
    do(state, "lead CON2", "end", "surpass CON5", "end", "surpass CON3", "end")
    assert state.initiative == DANE
    state = table([["CON2"], ["CON3"], ["CON5"]])
    do(state, "lead CON2", "end", "surpass CON3", "end", "surpass CON5", "end")
    assert state.initiative == LOTUS


def test_initiative_stays_when_nobody_surpasses():
    state = table([["CON5", "ADM2"], ["CON3"], ["MOB6"]])
    do(state, "lead CON5", "end", "copy CON3", "end", "pivot MOB6", "end")
    assert state.initiative == MIKAH
    assert state.current_player() == MIKAH


def test_round_end_discards_every_played_card_face_down():
    state = table([["CON2", "ADM2"], ["AGG2", "MOB3"], ["CON5", "ADM5"]])
    do(state, "lead CON2", "end", "pivot AGG2", "seize MOB3", "end", "copy ADM5", "end")
    assert state.plays == []
    assert state.lead_card == ""
    played = [(c, seat) for c, _, seat in state.action_discard if seat >= 0]
    assert sorted(played) == sorted([("CON2", MIKAH), ("AGG2", DANE), ("MOB3", DANE), ("ADM5", LOTUS)])
    # Face-down plays (the seize card and the Copy) stay hidden from rivals.
    seen_by_mikah = {e["card"] for e in observe_as(state, MIKAH)["action_discard"] if e["seat"] is not None}
    assert seen_by_mikah == {"CON2", "AGG2", None}


# -- Declaring an ambition (p9) -------------------------------------------------------------------


def test_declaration_example_mikah_declares_warlord_with_construction_4():
    # p8-9: Mikah leads Construction 4 (3 pips), declares Warlord before acting, covers the
    # number with the zero marker and places the 5/3 marker. She still has 3 pips: she builds,
    # repairs and chooses not to take a third action.
    state = table([["CON4", "ADM2"], ["MOB2"], ["ADM5"]])
    do(state, "lead CON4")
    assert legal(state)[0] == "declare warlord"
    do(state, "declare warlord")
    assert state.zeroed is True
    assert state.pips == 3
    markers = snap(state)["markers"]
    assert markers == [
        {"value": "5/3", "flipped": False, "box": "warlord"},
        {"value": "3/2", "flipped": False, "box": None},
        {"value": "2/0", "flipped": False, "box": None},
    ]
    do(state, "build city 3.3", "repair ship 3.3", "end")
    assert buildings(state)["3.3#1"] == (MIKAH, "city", False)
    assert ships_at(state, "3.3", MIKAH) == (4, 0)
    assert state.current_player() == DANE


def test_declare_only_with_the_lead_card_before_other_actions():
    state = table([["CON4"], ["CON5"], ["ADM5"]])
    do(state, "lead CON4", "build city 3.3")
    assert_illegal(state, "declare warlord")
    do(state, "end")
    do(state, "surpass CON5")
    assert not [a for a in legal(state) if a.startswith("declare")]
    assert_illegal(state, "declare keeper")


def test_declare_the_ambition_shown_on_the_card_and_not_twice():
    state = table([["ADM3"], ["MOB2"], ["ADM5"]])
    do(state, "lead ADM3")
    assert [a for a in legal(state) if a.startswith("declare")] == ["declare tyrant"]
    assert_illegal(state, "declare warlord")
    do(state, "declare tyrant")
    assert_illegal(state, "declare tyrant")
    assert snap(state)["markers"][0]["box"] == "tyrant"


def test_an_ambition_declared_earlier_can_be_declared_again():
    # p9: another marker goes in the same box.
    state = table([["CON4"], ["MOB2"], ["ADM5"]], markers=[{"box": "warlord"}, {}, {}])
    do(state, "lead CON4", "declare warlord")
    assert [m["box"] for m in snap(state)["markers"]] == ["warlord", "warlord", None]


def test_ones_declare_nothing_and_sevens_declare_any_ambition():
    state = table([["CON1"], ["MOB2"], ["ADM5"], ["AGG5"]], players=4)
    do(state, "lead CON1")
    assert not [a for a in legal(state) if a.startswith("declare")]
    state = table([["CON7"], ["MOB2"], ["ADM5"], ["AGG5"]], players=4)
    do(state, "lead CON7")
    assert [a for a in legal(state) if a.startswith("declare")] == [
        "declare tycoon",
        "declare tyrant",
        "declare warlord",
        "declare keeper",
        "declare empath",
    ]


def test_declare_places_the_highest_available_marker():
    # 5/3 is already in Tycoon; 3/2 is the highest left.
    state = table(
        [["CON4"], ["MOB2"], ["ADM5"]],
        markers=[{"box": "tycoon"}, {}, {}],
    )
    do(state, "lead CON4", "declare warlord")
    assert [m["box"] for m in snap(state)["markers"]] == ["tycoon", "warlord", None]
    # Chapter 3: 2/0 and 3/2 are flipped to 4/2 and 6/3; 6/3 is now the highest.
    state = table(
        [["CON4"], ["MOB2"], ["ADM5"]],
        chapter=3,
        markers=[{}, {"flipped": True}, {"flipped": True}],
    )
    do(state, "lead CON4", "declare warlord")
    assert [m["box"] for m in snap(state)["markers"]] == [None, "warlord", None]


def test_cannot_declare_when_all_three_markers_are_placed():
    state = table(
        [["CON4"], ["MOB2"], ["ADM5"]],
        markers=[{"box": "tycoon"}, {"box": "keeper"}, {"box": "warlord"}],
    )
    do(state, "lead CON4")
    assert not [a for a in legal(state) if a.startswith("declare")]
    assert_illegal(state, "declare warlord")
    assert state.zeroed is False


def test_surpass_example_lotus_surpasses_a_declared_lead_and_takes_the_initiative():
    # p10-11: Mikah leads Construction and declares; Dane pivots with Aggression 2 and moves;
    # Lotus plays Construction 5, which beats the zeroed lead, builds twice and takes the
    # initiative at the end of the round.
    state = table([["CON4", "ADM2"], ["AGG2", "MOB3"], ["CON5", "ADM5"]])
    do(state, "lead CON4", "declare warlord", "end")
    do(state, "pivot AGG2")
    assert state.pips == 1
    do(state, "move 5.0 5.2 2 0")
    assert ships_at(state, "5.2", DANE) == (2, 0)
    assert state.current_player() == LOTUS
    do(state, "surpass CON5")
    assert state.pips == 2
    do(state, "build city 2.3", "build ship 2.3")
    assert buildings(state)["2.3#1"] == (LOTUS, "city", False)
    assert ships_at(state, "2.3", LOTUS) == (3, 0)
    # Nobody seized; Lotus surpassed with the highest number.
    assert state.initiative == LOTUS
    assert state.current_player() == LOTUS
    assert state.phase == "lead"


def test_seizing_takes_the_initiative_marker_at_once():
    state = table([["CON2", "ADM2"], ["AGG2", "MOB3", "ADM6"], ["CON5", "ADM5"]])
    do(state, "lead CON2", "end", "pivot AGG2", "seize MOB3")
    assert observe_as(state, None)["initiative"] == DANE
