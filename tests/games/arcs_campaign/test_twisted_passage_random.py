"""Seeded random Act III games with the Twisted Passage in play (F22, its built parts registered
as a stand-in: `gate_wraith.before_scoring`), from a position to the campaign's end: moves into
and out of the Twisted Passage and gates broken are preferred. Under the invariants after every
action; clones equal the state, positions round-trip through their snapshots and determinized
worlds agree with the mover's observation."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.fates import gate_wraith
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import Registry, check_round_trips
from .conftest import pos


def _start(players: int) -> CampaignState:
    fates = ["F22", "F1", "F3", "F2"][:players]
    return pos(
        players,
        {
            "act": 3,
            "fates": {"fate": fates},
            "booklet": ["F22-05"],
            "twisted_passage": {"passages": ["2.0"], "die": "hex"},
            "blight": [{"system": "1.0", "fresh": 1}],
        },
        ships=[
            {"system": "2.1", "seat": 0, "fresh": 3},
            *({"system": f"{k + 2}.1", "seat": k, "fresh": 3} for k in range(1, players)),
        ],
        buildings=[
            {"slot": "4.1#0", "seat": 0, "kind": "starport"},
            {"slot": "5.1#0", "seat": 0, "kind": "starport"},
        ],
    )


def _wanted(text: str) -> bool:
    """A move or Catapult in or out of the Twisted Passage, or from a planet into its own gate."""
    words = text.split()
    if words[:2] == ["catapult", tp.TWISTED]:
        return True
    if "move" not in words[:-2]:
        return False
    k = words.index("move")
    if tp.TWISTED in words[k + 1 : k + 3]:
        return True
    src, dest = reach.SYSTEM_INDEX.get(words[k + 1], -1), reach.SYSTEM_INDEX.get(words[k + 2], -1)
    return src >= 0 and not reach.is_gate(src) and dest == src - src % 4


def play(players: int, seed: int, seen: Counter[str]) -> CampaignState:
    rng = random.Random(seed)
    s = _start(players)
    for _ in range(20_000):
        if s.current_player() == TERMINAL:
            return s
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"seat {s.current_player()} has no legal action at {s.phase}"
            wanted = [a for a in legal if _wanted(str(a))]
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            pick = (
                wanted if wanted and rng.random() < 0.6 else busy if busy and rng.random() < 0.85 else legal
            )
            s.apply(rng.choice(pick))
        last = str(s.history[-1])
        toks = last.split()
        if "move" in toks[:-2]:  # (a move, or one paid with a resource: ``spend psionic move ...``)
            k = toks.index("move")
            seen["out" if toks[k + 1] == tp.TWISTED else "in" if toks[k + 2] == tp.TWISTED else "other"] += 1
            seen["out"] += toks[k + 2] == tp.TWISTED and len(toks) > k + 5  # (in, and on to a planet)
        if last.startswith("passage "):
            seen["reroll"] += 1
        if last.startswith(f"catapult {tp.TWISTED} "):
            seen["catapult on" if len(toks) > 4 else "catapult in"] += 1
            seen["out"] += len(toks) > 4
        problems = invariants.problems(s)
        assert not problems, (seed, last, problems)
        if len(s.history) % 53 == 0 or last.startswith("passage "):
            check_round_trips(s, seed)
    raise AssertionError(f"seed {seed}: the game did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_act_iii_games_with_the_twisted_passage(registry: Registry, players: int) -> None:
    registry.add("F22", before_scoring=gate_wraith.before_scoring)
    seen: Counter[str] = Counter()
    broken = 0
    for seed in range(8):
        s = play(players, seed, seen)
        broken += len(tp.gates(s)) - 1
    assert seen["in"] and seen["out"] and seen["reroll"] == seen["out"] and broken, (seen, broken)
    assert seen["catapult in"] + seen["catapult on"], seen
