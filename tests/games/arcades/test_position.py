"""The position builder (`ambitions.games.arcades.position`): what it writes and reads, and what it
refuses. Every position it accepts plays on with the game's invariants intact, and every one it
refuses is an `InvalidRecord` naming the field (Hypothesis, from positions of random games)."""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from position_mutations import nudged, paths  # (tests/games is on the path)

import ambitions
from ambitions.games.arcades import invariants, observe, position
from ambitions.games.arcades.state import ArcadesState

from .conftest import build


def random_states(players: int, options: dict[str, Any], seed: int, every: int = 3) -> list[ArcadesState]:
    """Clones of a random game at every `every`-th action, from its first chance node to its end."""
    rng = random.Random(seed)
    s = ambitions.new_game("arcades", players=players, seed=seed, **options)
    assert isinstance(s, ArcadesState)
    out = [s.clone()]
    k = 0
    while not s.is_terminal():
        s.apply(
            s.sample_chance(rng) if s.current_player() == ambitions.CHANCE else rng.choice(s.legal_actions())
        )
        k += 1
        if k % every == 0 or s.is_terminal():
            out.append(s.clone())
    return out


SIDE_FIELDS = (
    ("initiative",),
    ("human",),
    ("winner",),
    ("round", "lead"),
    ("turn", "side"),
    ("battle", "attacker"),
    ("battle", "defender"),
)


def test_no_side_is_written_null_in_observations_and_positions_never_minus_one() -> None:
    """One way to write "none": null, as for no planet, cluster or card (a side is never -1)."""
    seen_none = set()
    for players, options in ((3, {}), (2, {}), (3, {"solo": True})):
        for s in random_states(players, options, seed=players):
            for obs in (observe.snapshot(s), s.observation(0), s.observation(None)):
                for path in SIDE_FIELDS:
                    value: Any = obs
                    for key in path:
                        value = value[key]
                    assert value is None or (isinstance(value, int) and value >= 0), (path, value)
                    if value is None:
                        seen_none.add(path)
                for step in obs["setup"]:
                    assert step[1] is None or step[1] >= 0, step
                for drop in obs["drops"]:
                    assert drop["planet"] is None or isinstance(drop["planet"], str)
    assert seen_none == set(SIDE_FIELDS)  # each of them was none at some point


def test_a_position_saved_with_minus_one_for_no_side_still_loads() -> None:
    """Observations wrote -1 for no side before they wrote null (initiative, winner, round.lead,
    turn.side, a setup step's side); a position saved then reads as it did."""
    s = random_states(3, {}, seed=4, every=1)[1]  # at the first setup step
    old = json.loads(json.dumps(observe.snapshot(s)))
    assert old["round"]["lead"] is None and old["turn"]["side"] is None and old["winner"] is None
    old["round"]["lead"] = old["turn"]["side"] = old["winner"] = -1
    old["setup"] = [[step, -1 if side is None else side, c] for step, side, c in old["setup"]]
    again = ambitions.from_position(old)
    assert observe.snapshot(again) == observe.snapshot(s)  # type: ignore[arg-type]
    first = random_states(3, {}, seed=4, every=1)[0]  # the initiative not drawn yet
    old = json.loads(json.dumps(observe.snapshot(first)))
    assert old["initiative"] is None
    old["initiative"] = -1
    assert observe.snapshot(ambitions.from_position(old)) == observe.snapshot(first)  # type: ignore[arg-type]


def test_a_pending_7th_resource_keeps_where_it_came_from_a28() -> None:
    full = ["relic", "relic", "psionic", "psionic", "fuel", "material"]
    s = build(
        phase="drop",
        agents=["2.2", "2.1", "3.1"],
        turn={"side": 0, "card": "ADM3", "ap": 2},
        seats=[{"resources": full, "hand": ["ADM1"]}, {"hand": ["AGG1", "AGG2"]}, {"hand_size": 2}],
        drops=[{"seat": 0, "resource": "weapons", "planet": "2.2"}],
    )
    assert not s.tokens[4] and s.drops == [(0, 2, 4, -1)]  # 2.2's token is the one being collected
    again = ambitions.from_position(json.loads(json.dumps(observe.snapshot(s))))
    assert observe.snapshot(again) == observe.snapshot(s)  # type: ignore[arg-type]
    again.apply(again.parse_action("drop weapons"))
    assert again.tokens[4]  # forfeited: back on 2.2


def test_the_phantom_is_side_2_in_positions_as_in_observations_not_the_word() -> None:
    """One way to write the phantom's side: 2 (the action texts' word ``phantom`` is not a
    position's, and no observation ever wrote it)."""
    ships = [{"cluster": 1, "side": 2, "fresh": 2}]
    assert build(2, agents=["1.1", "2.1", "3.1"], ships=ships).fresh[0 * 3 + 2] == 2
    with pytest.raises(ambitions.InvalidRecord, match=r"ships\[0\]\.side"):
        build(2, agents=["1.1", "2.1", "3.1"], ships=[{"cluster": 1, "side": "phantom", "fresh": 2}])


def test_a_solo_observation_from_a_bots_seat_determinizes_late_in_a_chapter() -> None:
    """The human's 3 discards are hidden from a bot's seat. They went into the bots' cards, so
    late in a chapter fewer cards are hidden than were discarded: the discards stand in for
    cards played since."""
    s = random_states(3, {"solo": True}, seed=2, every=1)
    late = [x for x in s if x.chapter == 1 and x.phase == "play" and len(x.hands[0]) == 1]
    assert late
    obs = late[0].observation(1)
    assert obs["seats"][0]["discarded_count"] == 3 and obs["seats"][1]["pile_size"] < 3
    world = ambitions.determinize(obs, random.Random(0))
    assert world.observation(1) == obs and len(world.discarded[0]) == 3  # type: ignore[attr-defined]


# -- refusals that once crashed later or broke an invariant ----------------------------------------
def refused(pos: dict[str, Any]) -> str:
    """The builder's own refusal of `pos` (not the registry's wrapping of a crash)."""
    with pytest.raises(ambitions.InvalidRecord) as caught:
        position.load(pos)
    return str(caught.value)


def a_turn(**changes: Any) -> dict[str, Any]:
    """Seat 1's turn with AGG2 after seat 0's lead ADM3; everything else as after setup."""
    pos: dict[str, Any] = {
        "game": "arcades",
        "players": 3,
        "initiative": 0,
        "agents": ["1.1", "2.1", "3.1"],
        "round": {"lead": 0, "plays": [{"side": 0, "card": "ADM3"}]},
        "turn": {"side": 1, "card": "AGG2"},
        "seats": [{"hand": ["ADM1", "ADM2"]}, {}, {}],
    }
    pos.update(changes)
    return pos


def test_a_round_led_by_another_side_than_the_initiative_holder_is_refused() -> None:
    assert position.load(a_turn()).lead_side == 0
    assert "round.lead" in refused(a_turn(round={"lead": 2, "plays": [{"side": 0, "card": "ADM3"}]}))
    assert "round.lead" in refused(
        a_turn(round={"lead": None, "plays": [{"side": 0, "card": "ADM3"}]}, initiative=2)
    )
    assert "round.plays" in refused(a_turn(round={"lead": 0, "plays": [{"side": 2, "card": "ADM3"}]}))


def test_a_battle_that_would_resume_anything_but_its_attackers_turn_is_refused() -> None:
    battle = {"attacker": 1, "defender": 0, "cluster": 2, "stage": "dice"}
    ships = [{"cluster": 2, "side": 1, "fresh": 2}, {"cluster": 2, "side": 0, "fresh": 1}]
    agents = ["1.1", "2.1", "3.1"]
    assert position.load(a_turn(battle=battle, ships=ships, agents=agents)).battle_resume == "turn"
    for resume in ("battle", "bot-turn", "reroll", "play", ""):
        message = refused(a_turn(battle={**battle, "resume": resume}, ships=ships, agents=agents))
        assert "battle.resume" in message
    assert "battle.attacker" in refused(a_turn(battle={**battle, "attacker": 0, "defender": 1}, ships=ships))


def test_kept_chosen_is_a_flag_and_only_during_a_draft() -> None:
    draft = {
        "game": "arcades",
        "players": 3,
        "phase": "draft",
        "draft_pass": 1,
        "agents": ["1.1", "2.1", "3.1"],
    }
    hands = [
        {"hand": ["ADM1", "ADM2", "ADM3", "ADM4", "ADM5"]},
        {"hand_size": 5, "kept_chosen": True},
        {"hand_size": 5},
    ]
    s = position.load({**draft, "seats": hands})
    assert len(s.kept[1]) == 2 and s.current_player() == 0
    for value in (3, 1.5, "yes", "phantom"):
        hands[1]["kept_chosen"] = value
        assert "seats[1].kept_chosen" in refused({**draft, "seats": hands})
    seats = [{"hand": ["ADM1"], "kept_chosen": True}, {}, {}]
    assert "seats[0].kept" in refused(a_turn(seats=seats))


def test_agents_must_be_on_the_map_once_setup_placed_them() -> None:
    assert "agents[0]" in refused(a_turn(agents=None))
    assert "agents[1]" in refused(a_turn(agents=["1.1", None, "3.1"]))
    assert "agents" in refused({"game": "arcades", "players": 3, "phase": "setup", "setup": []})


def test_a_rounds_plays_without_a_turn_are_the_next_sides_play() -> None:
    pos = a_turn(turn=None, round={"plays": [{"side": 0, "card": "ADM3"}, {"side": 1, "card": "AGG2"}]})
    s = position.load(pos)
    assert s.phase == "play" and s.current_player() == 2 and s.round_turn == 2 and s.lead_side == 0
    assert [len(h) for h in s.hands] == [2, 2, 3]


def test_hands_hold_the_rounds_left_and_the_rest_are_dealt() -> None:
    s = position.load(a_turn())
    # Seat 0 holds 2 cards after its lead: 3 rounds; seat 1 played, so 2 left; seat 2 has 3.
    assert [len(h) for h in s.hands] == [2, 2, 3]
    assert "seats" in refused(a_turn(seats=[{"hand": ["ADM1", "ADM2"]}, {"hand_size": 1}, {}]))
    solo: dict[str, Any] = {
        "game": "arcades",
        "players": 3,
        "options": {"solo": True},
        "agents": ["1.1", "2.1", "3.1"],
        "turn": {"side": 0, "card": "ADM3"},
    }
    s = position.load({**solo, "seats": [{"hand": ["ADM1", "ADM2"]}, {}, {}]})
    assert [len(s.offers[b]) + len(s.piles[b]) for b in (1, 2)] == [3, 3]  # both bots play 3 more
    assert "seats[2].offer" in refused({**solo, "seats": [{"hand": ["ADM1", "ADM2"]}, {}, {"offer": []}]})


PHANTOM_SETUP = [
    ["draw-agent", 0, None],
    ["draw-agent", 1, None],
    ["draw-agent", 2, None],
    ["reset-pile", None, None],
    ["phantom-ships", 2, None],
    ["ships", 1, None],
    ["ships", 0, None],
]
BATTLE = {
    "battle": {"attacker": 1, "defender": 0, "cluster": 2, "stage": "dice"},
    "ships": [{"cluster": 2, "side": 1, "fresh": 2}, {"cluster": 2, "side": 0, "fresh": 1}],
}


@pytest.mark.parametrize(
    ("pos", "field"),
    [
        (a_turn(seats=[{"hand": ["ADM1", "ADM2"], "passed": ["AGG1", "AGG1"]}, {}, {}]), "seats[0].passed"),
        (a_turn(phase="play"), "turn"),
        (a_turn(bot={"runs": 1}), "bot"),
        (a_turn(chapter=2, chapter_power=[]), "chapter_power"),
        ({**a_turn(**BATTLE), "turn": None}, "battle.attacker"),
        (a_turn(**{**BATTLE, "battle": {**BATTLE["battle"], "defender": 1}}), "battle.defender"),
        (a_turn(**{**BATTLE, "battle": {**BATTLE["battle"], "stage": "hits", "hits": 2}}), "battle.dice"),
        (
            {
                "game": "arcades",
                "players": 2,
                "phase": "chance-start",
                "initiative": 0,
                "setup": PHANTOM_SETUP[:3],
            },
            "setup",  # no start cards gathered again after the draws: the pile would run out
        ),
        (
            {
                "game": "arcades",
                "players": 3,
                "phase": "chance-start",
                "initiative": 0,
                "setup": [["draw-agent", 0, None]] * 2,
            },
            "setup[1]",
        ),
        ({"game": "arcades", "players": 3, "phase": "chance-initiative", "start_pile": []}, "start_pile"),
        (
            {
                "game": "arcades",
                "players": 2,
                "phase": "draft",
                "draft_pass": 1,
                "agents": ["1.1", "2.1", "3.1"],
                "seats": [{"hand_size": 6}, {"hand_size": 6, "discarded_count": 1}],
            },
            "seats[1]",
        ),
    ],
    ids=[
        "a card passed twice",
        "phase play during a turn",
        "a bot's main actions outside its turn",
        "no Power for the finished chapter",
        "a battle in nobody's turn",
        "a side battling itself",
        "hits left with no dice",
        "2-player setup without the start cards gathered",
        "one agent placed twice",
        "no start cards to draw the initiative's setup",
        "a discard in the draft",
    ],
)
def test_positions_found_by_fuzzing_are_refused_naming_the_field(pos: dict[str, Any], field: str) -> None:
    assert field in refused(pos)


# -- the property: accepted positions play on, refused ones are one InvalidRecord -------------------
MODES: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {}),
    (2, {}),
    (3, {"solo": True}),
    (3, {"solo": True, "hard": True, "bot_seven_places_only": True, "human_seat": 2}),
    (3, {"highest_first": True, "one_collection_per_turn": True, "unlimited_supply": True}),
    (4, {"raid_requires_survivor": True, "weapons_literal": True}),
]


@cache
def sampled_positions() -> list[dict[str, Any]]:
    """Snapshots and seats' observations of random games of every mode, at random points (a few
    from each stretch of a game: setup, the drafts, rounds, battles, the chapters' ends)."""
    out = []
    for k, (players, options) in enumerate(MODES * 2):
        rng = random.Random(k)
        s = ambitions.new_game("arcades", players=players, seed=k, **options)
        while not s.is_terminal():
            if rng.random() < 0.04:
                out.append(observe.snapshot(s))  # type: ignore[arg-type]
                seat = s.current_player()
                out.append(s.observation(seat if seat >= 0 else rng.randrange(players)))
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                s.apply(rng.choice(s.legal_actions()))
        out.append(observe.snapshot(s))  # type: ignore[arg-type]
    return [json.loads(json.dumps(p)) for p in out]


TOKENS = [
    "3.2", "6.3", "ADM3", "MOB7", "AGG1", "fuel", "relic", "phantom", "all", "",
    "turn", "battle", "play", "drop", "take", "draft", "discard", "over", "bot-turn", "round-end",
    "chance-roll", "chance-redeploy", "setup", "dice", "roll", "self", "hits", "keys", "push", "reroll",
    "ap", "place", "main", "agent", "draw-agent", "ships", "colonies",
]  # fmt: skip
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 40)
    | st.sampled_from([-(2**40), 2**40, 10**6, 0.5, -1.0, float("1e30")])
    | st.sampled_from(TOKENS)
    | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["seat", "side", "x"]), inner)
    ),
    max_leaves=6,
)
"""Values of any JSON type, and the words and numbers a position uses."""


def mutate(pos: dict[str, Any], data: Any) -> None:
    """One change to `pos`: a field removed, retyped, a number out of range or one off, a flag
    flipped, a list entry dropped or repeated, a value taken from elsewhere in the position."""
    where = [p for p in paths(pos) if p and p[0] not in ("game", "events", "history", "influence")]
    *parents, last = data.draw(st.sampled_from(where))
    holder: Any = pos
    for key in parents:
        holder = holder[key]
    how = data.draw(st.sampled_from(["remove", "retype", "nudge", "swap"]))
    if how == "remove":
        del holder[last]
    elif how == "retype":
        holder[last] = data.draw(JSON_VALUES)
    elif how == "swap":
        other = data.draw(st.sampled_from(where))
        found: Any = pos
        for key in other:
            found = found[key] if isinstance(found, dict) and key in found else None
            if found is None:
                break
        holder[last] = copy.deepcopy(found)
    elif not nudged(holder, last, data, (-7, -2, -1, 1, 2, 7, 100)):
        holder[last] = data.draw(JSON_VALUES)


def plays_on(s: ArcadesState, rng: random.Random, actions: int = 50) -> None:
    """`actions` random actions (chance sampled), the invariants intact after each; the seat to
    move always has an action, and every seat's observation is JSON."""
    assert invariants.problems(s) == []
    for _ in range(actions):
        if s.is_terminal():
            return
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"no legal action at {s.phase}"
            s.apply(rng.choice(legal))
        assert invariants.problems(s) == [], (s.history[-1:], invariants.problems(s))
    for seat in [None, *range(s.n)]:
        json.dumps(s.observation(seat))


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_real_position_changed_plays_on_with_its_invariants_or_is_an_invalid_record(data: Any) -> None:
    samples = sampled_positions()
    pos = copy.deepcopy(samples[data.draw(st.integers(0, len(samples) - 1), label="sample")])
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        mutate(pos, data)
    try:
        s = position.load(pos)
    except ambitions.InvalidRecord as exc:
        message = str(exc)
        assert message and "\n" not in message and exc.__cause__ is None
        return
    plays_on(s, random.Random(data.draw(st.integers(0, 2**16), label="play seed")))


def test_the_sampled_positions_load_back_unchanged_and_play_on() -> None:
    for k, pos in enumerate(sampled_positions()):
        s = position.load(pos)
        view = pos["seat"]
        again = observe.snapshot(s) if view == "all" else s.observation(view)
        assert again == pos
        plays_on(s, random.Random(k), actions=10)
