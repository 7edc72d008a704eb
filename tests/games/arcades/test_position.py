"""The position builder (`ambitions.games.arcades.position`): what it writes and reads, and what it
refuses."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions
from ambitions.games.arcades import observe
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
