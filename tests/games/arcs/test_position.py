"""The position builder (`ambitions.games.arcs.position`, issues 11 and 12): every field is
checked and named when wrong, the state built always passes the invariant checker, read-only
keys of observations are ignored, and what a position omits is derived as the module says.

Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said. Seats: Mikah, Dane and Lotus
are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

import ast
import copy
import json
import random
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_mutations import check, mutated, snapshots  # (tests/games is on the path)

import ambitions
from ambitions.games.arcs import flow, invariants, observe, position
from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import DANE, LOTUS, MIKAH, do, legal, round_start, snap, table

BASE: dict[str, Any] = {"game": "arcs", "players": 3, "setup_card": "3SETUP01"}


def build(**kw: Any) -> ArcsState:
    state = ambitions.from_position({**BASE, **kw})
    assert isinstance(state, ArcsState)
    assert invariants.problems(state) == []
    return state


def rejected(**kw: Any) -> str:
    """The `InvalidRecord` message for the position `BASE` + `kw`."""
    with pytest.raises(ambitions.InvalidRecord) as info:
        ambitions.from_position({**BASE, **kw})
    return str(info.value)


def ship(system: str, seat: Any, fresh: Any = 1, damaged: Any = 0) -> dict[str, Any]:
    return {"system": system, "seat": seat, "fresh": fresh, "damaged": damaged}


def city(slot: str, seat: Any, **kw: Any) -> dict[str, Any]:
    return {"slot": slot, "seat": seat, "kind": "city", **kw}


# -- A. every field is checked (issue 12) --------------------------------------------------------
def test_a_ship_of_a_seat_the_game_does_not_have_is_rejected_not_moved() -> None:
    # It was seat 0's ship in another system (index system * players + seat overflowed).
    ships = [ship("3.3", MIKAH), ship("3.2", DANE), ship("2.1", 3)]
    assert rejected(ships=ships) == "ships[2].seat must be a seat 0..2, not 3"
    # Seat -1 wrapped around to the last seat.
    assert rejected(ships=[ship("3.3", -1)]) == "ships[0].seat must be a seat 0..2, not -1"


def test_a_building_of_a_seat_the_game_does_not_have_is_rejected() -> None:
    # Seat 7's city was accepted; seat -1's city vanished.
    assert rejected(buildings=[city("3.3#0", 7)]) == "buildings[0].seat must be a seat 0..2, not 7"
    assert rejected(buildings=[city("3.3#0", -1)]) == "buildings[0].seat must be a seat 0..2, not -1"


def test_counts_are_whole_numbers_within_the_pieces_in_the_box() -> None:
    # fresh: -4 was accepted, and the supply grew to 19 ships.
    assert rejected(ships=[ship("3.3", MIKAH, -4)]) == "ships[0].fresh must be a whole number 0..15, not -4"
    assert rejected(ships=[ship("3.3", MIKAH, 16)]) == "ships[0].fresh must be a whole number 0..15, not 16"
    assert rejected(ships=[ship("3.3", MIKAH, 1.5)]) == "ships[0].fresh must be a whole number 0..15, not 1.5"
    assert rejected(ships=[ship("3.3", MIKAH, 2.0)]) == "ships[0].fresh must be a whole number 0..15, not 2.0"
    assert (
        rejected(ships=[ship("3.3", MIKAH, True)]) == "ships[0].fresh must be a whole number 0..15, not True"
    )
    assert rejected(seats=[{"power": -3}, {}, {}]) == "seats[0].power must be a whole number 0..999, not -3"
    assert "seats[1].agents must be a whole number 0..10" in rejected(seats=[{}, {"agents": 11}, {}])
    assert "seats[2].hand_size must be a whole number" in rejected(seats=[{}, {}, {"hand_size": 0.5}])
    # Ten ships here and ten there are more than the box holds.
    too_many = [ship("3.3", MIKAH, 10), ship("3.2", MIKAH, 10)]
    assert rejected(ships=too_many) == "seat 0 has 20 ships placed; the box has 15 (p2)"


def test_a_bool_is_not_a_number_and_a_number_is_not_a_bool() -> None:
    assert "initiative must be a seat 0..2, not False" in rejected(initiative=False)
    assert "seized_by must be a seat 0..2 or null, not -1.0" in rejected(seized_by=-1.0)
    assert "buildings[0].damaged must be true or false, not 1" in rejected(
        buildings=[city("3.3#0", MIKAH, damaged=1)]
    )


def test_pieces_are_only_in_systems_and_slots_in_play() -> None:
    # 3SETUP01 covers clusters 1 and 4: ships there were accepted.
    assert rejected(ships=[ship("1.1", MIKAH)]) == "ships[0].system 1.1 is in cluster 1, out of play"
    assert rejected(buildings=[city("4.2#0", DANE)]) == "buildings[0].slot 4.2#0 is in cluster 4, out of play"
    assert "ships[0].system must be a system like '3.0' or '3.2', not '9.9'" in rejected(
        ships=[ship("9.9", 0)]
    )
    assert "no building slot" not in rejected(buildings=[city("3.3#7", DANE)])
    assert rejected(buildings=[city("3.3#7", DANE)]).startswith("buildings[0].slot must be a building slot")


def test_a_slot_holds_one_building() -> None:
    twice = [city("3.3#0", MIKAH), city("3.3#0", DANE)]
    assert rejected(buildings=twice) == "buildings[1].slot 3.3#0 already holds buildings[0]"
    # By system: the next free printed slot, then none (3.2 has one slot).
    message = rejected(buildings=[city("3.2#0", MIKAH), {"system": "3.2", "seat": DANE, "kind": "starport"}])
    assert message == "buildings[1].system 3.2 has no free building slot (all taken)"


def test_a_city_on_a_gate_needs_gate_stations() -> None:
    # It was accepted, and the invariant checker complained later.
    message = rejected(buildings=[city("3.0#0", MIKAH)])
    assert message == "the position is not possible: a city on gate 3.0 without Gate Stations"
    on_gate = build(buildings=[city("3.0#0", MIKAH)], seats=[{"lore": ["L11"]}, {}, {}])
    assert snap(on_gate)["buildings"] == [{"slot": "3.0#0", "seat": 0, "kind": "city", "damaged": False}]
    gate = rejected(buildings=[{"system": "3.0", "seat": MIKAH, "kind": "city"}])
    assert (
        gate
        == "buildings[0].system 3.0 has no free building slot (a gate: name one of its slots, like '3.0#0')"
    )


def test_cards_exist_and_are_each_in_one_place() -> None:
    assert rejected(seats=[{"hand": ["ADM9"]}, {}, {}]) == (
        "seats[0].hand[0] must be an action card like 'ADM4', not 'ADM9'"
    )
    assert rejected(seats=[{"hand": ["ADM7"]}, {}, {}]) == (
        "seats[0].hand ADM7 is not in the 3-player action deck (1s and 7s: 4 players only, p4)"
    )
    twice = rejected(seats=[{"hand": ["ADM3"]}, {"hand": ["ADM3"]}, {}])
    assert twice == "seats[1].hand ADM3 is also in seats[0].hand: each card is in one place"
    court = [{"card": "BC01"}]
    assert rejected(court=court, seats=[{"guild": ["BC01"]}, {}, {}]) == (
        "seats[0].guild BC01 is also in court[0]: each Court card is in one place"
    )
    assert "seats[0].guild[0] must be a Court card like 'BC01', not 'BC32'" in rejected(
        seats=[{"guild": ["BC32"]}, {}, {}]
    )
    assert rejected(seats=[{"leader": "LEAD09"}, {}, {}]).startswith("seats[0].leader must be a leader")
    assert rejected(seats=[{"lore": ["L15"]}, {}, {}]).startswith("seats[0].lore[0] must be a lore card")
    assert "lore cards not each in one place" in rejected(seats=[{"lore": ["L03"]}, {"lore": ["L03"]}, {}])


def test_huge_numbers_are_invalid_records_not_overflow_errors() -> None:
    huge = 10**400
    for kw in (
        {"seats": [{"power": huge}, {}, {}]},
        {"ships": [ship("3.3", MIKAH, huge)]},
        {"seed": huge},
        {"chance_count": huge},
        {"chapter_scores": [[huge, 0, 0]]},
        {"court_deck_size": huge},
        {"seats": [{"hand_size": huge}, {}, {}]},
    ):
        message = rejected(**kw)
        assert len(message) < 300 and "characters)" in message  # the value is shortened
    obs = table().observation(MIKAH)
    obs["seats"][DANE]["hand_size"] = huge
    with pytest.raises(ambitions.InvalidRecord, match=r"seats\[1\]\.hand_size must be a whole number"):
        ambitions.determinize(obs, random.Random(0))


def test_bad_values_are_echoed_shortened() -> None:
    message = rejected(setup_card="x" * 1_000_000)
    assert message.startswith("setup_card must be a 3-player setup card") and len(message) < 300
    message = rejected(ships=[{"system": "3.3", "seat": [0] * 100_000, "fresh": 1}])
    assert message.startswith("ships[0].seat must be a seat 0..2, not [0, 0,") and len(message) < 300


def test_unknown_keys_are_named() -> None:
    assert rejected(ship=[]).startswith("a position has an unknown key 'ship' (known: ")
    assert rejected(seats=[{"cities": 3}, {}, {}]).startswith("seats[0] has an unknown key 'cities'")
    assert rejected(turn={"seat": 0, "card": "CON4", "mode": "lead", "pip": 2}).startswith(
        "turn has an unknown key 'pip'"
    )


def test_read_only_keys_of_observations_are_accepted_and_ignored() -> None:
    plain = table("CON4")
    obs = copy.deepcopy(snap(plain))
    # Derived information an observation carries: whatever it says, the builder derives its own.
    # (chapter_scoring is what past chapter ends scored: nothing yet here, as in the state.)
    obs.update(control={"3.3": 2}, chapter_scoring=[], phantom_ambitions={"tycoon": 9}, seat=1)
    obs["legal_actions"] = ["pass"]
    for entry in obs["seats"]:
        entry.update(
            open_slots=99, ambitions={"tycoon": 9}, city_bonuses=[], holdings_slot=True, empty_slots=-1
        )
    for marker in obs["markers"]:
        marker["value"] = "9/4"
    assert snap(ambitions.from_position(obs)) == snap(plain)


def test_a_built_position_always_passes_the_invariant_checker() -> None:
    # A city in a cloud slot needs Cloud Cities (L09); the checker's problem is the error.
    assert rejected(buildings=[city("3.2#1", MIKAH)]) == (
        "the position is not possible: cloud slot 3.2#1 holds a starport or a city without Cloud Cities"
    )
    # A Sprinter Drives record with no Sprinter Drives move under way.
    assert "sprinters are kept outside a Sprinter Drives move" in rejected(
        ships=[ship("3.3", MIKAH)], turn={"seat": 0, "card": "MOB4", "mode": "lead"}, sprinters=["3.3"]
    )


def test_the_decision_of_a_position_must_be_possible() -> None:
    assert rejected(phase="choice") == "phase choice needs a question for a seat (choices)"
    assert rejected(turn={"seat": 1, "card": "MOB3", "mode": "pivot"}) == (
        "a pivot turn needs the lead card (lead.card, lead.seat)"
    )
    assert rejected(battle={"system": "3.3", "defender": 1}) == (
        "battle.system: no battle is under way at phase lead"
    )
    message = rejected(seats=[{"hand": ["CON4"]}, {}, {}], current_player=2)
    assert message == "current_player must be seat 0 at phase lead, not 2"


def test_a_setup_card_is_a_setup_cards_id() -> None:
    """A setup card of another type (0, false, a list) was taken for "no setup card" and kept as
    it was: a compiled engine module reading it failed later, far from the position."""
    for bad in (0, False, [], {}, ["3SETUP01"]):
        assert rejected(setup_card=bad).startswith("setup_card must be a 3-player setup card")
    assert build(setup_card="").setup_card == ""


def test_a_field_of_the_wrong_type_is_refused_however_it_got_in() -> None:
    """`invariants.type_problems`, the builder's last check: every field of the state has the
    type its class declares (what a compiled engine module assumes)."""
    state = build()
    assert invariants.type_problems(state) == []
    wrong = {"setup_card": (0, "setup_card holds 0, not str"), "pips": (True, "pips holds True, not int")}
    for name, (value, _) in list(wrong.items()):
        try:
            setattr(state, name, value)
        except TypeError:  # the compiled state (a native class) refuses it outright...
            del wrong[name]
            continue
        if type(getattr(state, name)) is not type(value):  # ... or stores True as the int 1
            del wrong[name]
    state.fresh[3] = 1.0  # type: ignore[call-overload]
    problems = invariants.type_problems(state)
    assert all(message in problems for _, message in wrong.values())
    assert any(p.startswith("fresh holds [0, 0, 0, 1.0,") and p.endswith("not list[int]") for p in problems)


def test_setup_and_the_leaders_and_lore_draft_are_consistent() -> None:
    """p4-5: no setup card or piece before they are drawn and placed. p21: the draft's end places
    the starting pieces by the setup card, so a draft position needs one (a KeyError when the
    last pick was made); the rows hold the cards not yet picked (a deadlock, or the same lore
    card in a row and a hand); nobody holds a leader or lore card before the rows are dealt."""
    lnl = {"options": {"leaders_and_lore": True}, "initiative": 0}
    rows = {"leaders": ["LEAD01", "LEAD02", "LEAD03", "LEAD04"], "lore": ["L01", "L02", "L03", "L04"]}
    assert build(phase="draft", draft=rows, **lnl).mover == 2
    assert "no setup card at phase draft" in rejected(phase="draft", draft=rows, setup_card=None, **lnl)
    short = {**rows, "lore": ["L01"]}
    assert "the draft rows hold 4 leaders and 1 lore cards, not the 4 and 4 left" in rejected(
        phase="draft", draft=short, **lnl
    )
    picked = [{"leader": "LEAD05"}, {}, {}]
    message = rejected(phase="draft", draft=rows, seats=picked, **lnl)
    assert "seat 0 made 1 picks: the draft goes round" in message
    held = [{}, {"lore": ["L13"]}, {}]
    message = rejected(phase="chance-draft", seats=held, **lnl)
    assert "a leader or lore card held at phase chance-draft, before the draft" in message
    early = rejected(phase="chance-setup", setup_card=None, ships=[ship("3.3", 0)])
    assert "before setup places them" in early
    # The setup card drawn at chance-setup would have been drawn on top of the one given.
    assert "a setup card at phase chance-setup, before it is drawn" in rejected(phase="chance-setup")


def _first_snapshot_at(phase: str) -> dict[str, Any]:
    """The snapshot of the first seeded Leaders & Lore game position at `phase`."""
    for seed in range(50):
        state = ambitions.new_game("arcs", players=3, seed=seed, leaders_and_lore=True)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase == phase:
                return observe.snapshot(state)
            if state.current_player() == ambitions.CHANCE:
                state.apply(state.sample_chance(rng))
            else:
                state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"no seeded game reached phase {phase}")


def test_a_question_says_what_it_interrupts() -> None:
    """A question, a discard or a shuffle goes back to the step it interrupted (resume_phase):
    without one, the game went on at phase '' with no legal action (found by mutating
    positions)."""
    asking = _first_snapshot_at("choice")
    assert ambitions.from_position(asking).phase == "choice"
    message = rejected(**{**asking, "resume_phase": None})
    assert message == "resume_phase must be the step phase choice interrupts, to go back to, not None"
    if asking["battle"]["system"] is None:
        message = rejected(**{**asking, "resume_phase": "battle"})
        assert "resume_phase battle needs a turn and a battle" in message


# -- A. property tests: nothing but InvalidRecord or a valid state -------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**20), max_value=10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8)
    | st.sampled_from(["3.3", "1.1", "3.3#0", "3.0#0", "ADM4", "CON4", "BC01", "L03", "LEAD01", "tycoon"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
KEYS = sorted(position.TOP_KEYS | position.READ_ONLY)


def _built_or_rejected(pos: Any, play_on: int = 0) -> None:
    """`from_position` raises `InvalidRecord` or builds a state the invariant checker passes and
    whose decider can act; then `play_on` random actions keep the invariants."""
    try:
        state = ambitions.from_position(pos)
    except ambitions.InvalidRecord:
        return
    assert isinstance(state, ArcsState)
    assert invariants.problems(state) == []
    rng = random.Random(len(json.dumps(pos)))
    for _ in range(play_on):
        if state.is_terminal():
            break
        if state.current_player() == ambitions.CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
        assert invariants.problems(state) == [], state.history[-1]
    if state.current_player() >= 0:
        assert state.legal_actions()


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.dictionaries(st.sampled_from(KEYS) | st.text(max_size=6), json_values, max_size=6), st.data())
def test_any_json_object_builds_a_valid_state_or_is_an_invalid_record(obj: dict[str, Any], data: Any) -> None:
    players = data.draw(st.sampled_from([2, 3, 4, obj.get("players")]))
    _built_or_rejected({**obj, "game": "arcs", "players": players})


@cache
def sampled_snapshots() -> list[dict[str, Any]]:
    """Snapshots and observations of seeded games (base, Leaders & Lore, two lore cards)."""
    out = []
    for seed in range(9):
        options = [{}, {"leaders_and_lore": True}, {"leaders_and_lore": True, "two_lore": True}][seed % 3]
        state = ambitions.new_game("arcs", players=2 + seed % 3, seed=seed, **options)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            if state.current_player() == ambitions.CHANCE:
                state.apply(state.sample_chance())
                continue
            state.apply(rng.choice(state.legal_actions()))
            steps += 1
            if steps % 41 == 0:
                out.append(observe.snapshot(state))
                if state.current_player() >= 0:
                    out.append(state.observation(state.current_player()))
    return out


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.data())
def test_a_real_position_with_one_field_changed_builds_a_valid_state_or_is_an_invalid_record(
    data: Any,
) -> None:
    snaps = sampled_snapshots()
    pos = copy.deepcopy(snaps[data.draw(st.integers(0, len(snaps) - 1))])
    for _ in range(data.draw(st.integers(1, 2))):
        path = data.draw(st.sampled_from([p for p in _paths(pos) if p and p != ("game",)]))
        *parents, last = path
        holder = pos
        for key in parents:
            holder = holder[key]
        if isinstance(holder, dict) and data.draw(st.booleans()):
            del holder[last]
        else:
            holder[last] = data.draw(json_values)
    _built_or_rejected(pos, play_on=10)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.data())
def test_a_real_position_nudged_builds_a_valid_state_or_is_an_invalid_record(data: Any) -> None:
    """Nudges that keep the shape: a number one or two off, an entry dropped or repeated, a flag
    flipped, a text swapped for another of the position; then ten random actions."""
    snaps = sampled_snapshots()
    pos = copy.deepcopy(snaps[data.draw(st.integers(0, len(snaps) - 1))])
    for _ in range(data.draw(st.integers(1, 3))):
        *parents, last = data.draw(st.sampled_from([p for p in _paths(pos) if p and p[0] != "game"]))
        holder = pos
        for key in parents:
            holder = holder[key]
        value = holder[last]
        if isinstance(value, bool):
            holder[last] = not value
        elif isinstance(value, int):
            holder[last] = value + data.draw(st.sampled_from([-2, -1, 1, 2]))
        elif isinstance(value, list) and value:
            j = data.draw(st.integers(0, len(value) - 1))
            if data.draw(st.booleans()):
                value.append(copy.deepcopy(value[j]))
            else:
                del value[j]
        elif isinstance(value, str):
            texts = [p for p in _paths(pos) if p and isinstance(_at(pos, p), str)]
            holder[last] = _at(pos, data.draw(st.sampled_from(texts)))
    _built_or_rejected(pos, play_on=10)


@cache
def mutation_pool() -> list[dict[str, Any]]:
    """Positions of seeded random games at random points, setup included (2-4 players; base
    game, Leaders & Lore, two lore cards)."""
    pool = snapshots("arcs", range(3), observe.snapshot)
    pool += snapshots("arcs", range(3, 6), observe.snapshot, leaders_and_lore=True)
    return pool + snapshots("arcs", range(6, 8), observe.snapshot, leaders_and_lore=True, two_lore=True)


@settings(
    max_examples=1000,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_mutated_position_is_refused_by_name_or_plays_on_keeping_the_invariants(data: Any) -> None:
    """Any position the builder accepts plays 50 random actions with `invariants` intact (and
    its fields of their types); any it refuses raises `InvalidRecord` naming the problem, never
    another exception (`position_mutations`: fields changed, removed, retyped, out of range)."""
    check(mutated(data, mutation_pool()), position.load, invariants.problems)


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        value = value[key]
    return value


def test_snapshots_and_observations_load_back_unchanged() -> None:
    for obs in sampled_snapshots():
        state = ambitions.from_position(obs)
        view = obs["seat"]
        again = observe.snapshot(state) if view == "all" else state.observation(view)
        assert again == obs


# -- B. determinize with a Union card (issue 12) ------------------------------------------------
def test_determinize_keeps_a_played_union_out_of_the_court_deck() -> None:
    # Mikah plays Admin Union beside her lead card: it waits there until the round ends.
    state = round_start(
        MIKAH, [["ADM3", "CON2"], ["AGG4", "MOB3"], ["AGG3", "MOB2"]], mikah={"guild": ["BC04"]}
    )
    do(state, "lead ADM3", "prelude BC04 ADM3")
    assert state.unions == [(MIKAH, "BC04", "ADM3")]
    for seat in (MIKAH, DANE, LOTUS):
        obs = state.observation(seat)
        for k in range(40):
            world = ambitions.determinize(obs, random.Random(k))
            assert isinstance(world, ArcsState)
            # The Union was dealt into the Court deck too, and another Court card vanished.
            assert "BC04" not in world.court_deck and len(world.court_deck) == len(state.court_deck)
            assert invariants.problems(world) == []
            assert world.observation(seat) == obs


# -- E. what the builder derives (issue 11) ---------------------------------------------------------
def test_an_ambition_declared_with_the_lead_card_was_declared_this_round() -> None:
    # lead.declared alone: nobody may declare again this round (Galactic Bards, p9).
    lead = {"card": "ADM4", "seat": MIKAH, "declared": True, "zeroed": True}
    plays = [
        {"seat": MIKAH, "card": "ADM4", "mode": "lead"},
        {"seat": DANE, "card": "ADM5", "mode": "surpass"},
    ]
    state = build(
        lead=lead,
        plays=plays,
        markers=[{"box": "tycoon"}, {}, {}],
        turn={"seat": DANE, "card": "ADM5", "mode": "surpass"},
        seats=[{}, {"guild": ["BC25"]}, {}],
    )
    assert state.declared_this_round and not [a for a in legal(state) if a.startswith("declare")]
    # Naming the ambition places the highest marker and zeroes the lead card (p9).
    named = build(
        lead={"card": "ADM4", "seat": MIKAH, "declared": "keeper"},
        turn={"seat": MIKAH, "card": "ADM4", "mode": "lead"},
        markers={"9/4": None},
    )
    marker = snap(named)["markers"][0]
    assert (marker["flipped"], marker["box"]) == (True, "keeper")
    assert named.zeroed and named.declared_with_lead and named.declared_this_round
    # Secret Order (BC18): declaring Keeper places no zero marker.
    order = build(
        lead={"card": "ADM4", "seat": MIKAH, "declared": "keeper"},
        turn={"seat": MIKAH, "card": "ADM4", "mode": "lead"},
        seats=[{"guild": ["BC18"]}, {}, {}],
    )
    assert not order.zeroed and snap(order)["markers"][0]["box"] == "keeper"
    assert rejected(lead={"card": "ADM4", "seat": 0, "declared": "glory"}).startswith(
        "lead.declared must be an ambition"
    )


def test_the_declare_and_seize_window_is_open_at_the_start_of_a_turn() -> None:
    # Mikah leads ADM4 with the initiative: she may declare Warlord before acting (p9).
    state = build(initiative=MIKAH, turn={"seat": MIKAH, "card": "ADM4", "mode": "lead"})
    assert state.pre_open and "declare warlord" in legal(state)
    # Dane, following, may seize (p10) with a card from his hand.
    follow = build(
        lead={"card": "ADM4", "seat": MIKAH},
        turn={"seat": DANE, "card": "ADM5", "mode": "surpass"},
        seats=[{}, {"hand": ["MOB3"]}, {}],
    )
    assert "seize MOB3" in legal(follow)
    # Not once the position says an action was taken.
    for extra, flags in (({}, ["acted"]), ({"pips": 2}, [])):
        turn = {"seat": MIKAH, "card": "ADM4", "mode": "lead", **extra}
        acted = build(initiative=MIKAH, turn=turn, turn_flags=flags)
        assert not acted.pre_open and "declare warlord" not in legal(acted)
    # Given, it is what the position says.
    closed = build(initiative=MIKAH, turn={"seat": MIKAH, "card": "ADM4", "mode": "lead", "pre_open": False})
    assert "declare warlord" not in legal(closed)


def test_a_small_action_discard_pile_is_the_whole_pile() -> None:
    discard = [
        {"card": "AGG4", "faceup": True, "seat": DANE},
        {"card": "MOB5", "faceup": True, "seat": LOTUS},
    ]
    state = build(action_discard=discard, seats=[{"hand": ["ADM2"]}, {"hand_size": 2}, {"hand_size": 2}])
    assert state.action_discard == [("AGG4", True, DANE), ("MOB5", True, LOTUS)]  # bottom first
    # The cards in no hand or play are set aside face down, with the undealt cards.
    assert len(state.action_undealt) == 20 - 2 - 5
    # Without a discard pile, they are the face-down discard (p5 step Q), as before.
    plain = build(seats=[{"hand": ["ADM2"]}, {"hand_size": 2}, {"hand_size": 2}])
    assert len(plain.action_discard) == 15 and plain.action_undealt == []
    # Call to Action (BC31) draws the bottom card of the pile given.
    secured = do(
        table(
            "AGG2",
            court=[{"card": "BC31", "agents": [1, 0, 0]}, {"card": "BC13"}],
            action_discard=[{"card": "CON5", "faceup": True, "seat": DANE}, {"card": "MOB6"}],
        ),
        "secure BC31",
    )
    assert "CON5" in secured.hands[MIKAH] and [c for c, _, _ in secured.action_discard] == ["MOB6"]


def test_the_module_docstring_examples_build_what_they_say() -> None:
    # From the source: a compiled module keeps no docstring.
    source = Path(ambitions.games.arcs.__file__).with_name("position.py")
    doc = ast.get_docstring(ast.parse(source.read_text())) or ""
    blocks = re.findall(r"::\n\n((?:    .*\n|\n)+)", doc + "\n")
    assert len(blocks) == 2
    states = []
    for block in blocks:
        code = "\n".join(line[4:] for line in block.splitlines())
        states.append(eval(code, {"from_position": ambitions.from_position, "True": True}))  # noqa: S307
    example, battle = states
    assert example.phase == Phase.ACTIONS and example.pips == 3
    # The attacker assigns 2 hits to Dane's 2 fresh ships at 3.3 (p14).
    assert battle.phase == Phase.BATTLE and battle.current_player() == MIKAH
    assert battle.battle_attacking_fresh == 3 and battle.battle_hits == 2
    assert legal(battle) and all(a.split()[0] in ("hit", "done") for a in legal(battle))


def test_ambition_markers_are_addressed_by_their_values() -> None:
    hands = [{"hand": ["ADM2"]}, {}, {}]  # a round to lead: not the chapter's end
    state = build(markers={"5/3": "tycoon", "6/3": "warlord", "4/2": None}, seats=hands)
    assert [(m["flipped"], m["box"]) for m in snap(state)["markers"]] == [
        (False, "tycoon"),
        (True, "warlord"),
        (True, None),
    ]
    assert rejected(markers={"5/3": "tycoon", "9/4": None}) == (
        "markers names one marker twice: 5/3 and 9/4 (its two sides)"
    )
    assert rejected(markers={"7/7": None}).startswith(
        "a key of markers must be a marker's value (5/3, 9/4, 3/2"
    )
    assert rejected(markers={"5/3": "glory"}).startswith("markers.5/3 must be an ambition")


def test_the_court_deck_is_listed_top_first() -> None:
    court = [{"card": "BC05", "agents": [1, 0, 0]}, {"card": "BC13"}]
    state = table("AGG2", court=court, court_deck=["BC24", "BC31"])
    # The top card is the first listed; the Court cards placed nowhere else lie beneath.
    assert snap(state)["court_deck"][:2] == ["BC24", "BC31"] and state.court_deck[-1] == "BC24"
    do(state, "secure BC05")
    assert state.court == ["BC24", "BC13"]  # the refill drew the top card (p13)
    assert snap(state)["court_deck"][0] == "BC31"
    # A size shorter than the cards left: the rest are in the Court discard.
    sized = build(court=court, court_deck=["BC24"], court_deck_size=1)
    assert len(sized.court_discard) == 31 - 2 - 1 and sized.court_deck == ["BC24"]
    assert rejected(court_deck=["BC24", "BC31"], court_deck_size=1) == (
        "court_deck_size must be at least 2, the cards in court_deck, not 1"
    )


def test_phases_and_who_decides_are_checked_against_each_other() -> None:
    obs = snap(table("CON4"))
    obs["current_player"] = DANE
    with pytest.raises(
        ambitions.InvalidRecord, match="current_player must be seat 0 at phase actions, not 1"
    ):
        ambitions.from_position(obs)
    assert flow.legal_actions(ambitions.from_position(snap(table("CON4"))))
    assert "phase catapult needs a turn and a Catapult move" in rejected(
        phase="catapult", turn={"seat": 0, "card": "MOB4", "mode": "lead"}
    )
    assert json.dumps(snap(table("CON4")))  # JSON all the way
