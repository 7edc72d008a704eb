"""The bots' knowledge of ARCADEs: a tunable evaluation, follow-up decisions, exact battle odds.

`ArcadesKnowledge.worth` estimates, per seat, what the position is worth in Power: banked Power;
what every cluster would pay if the chapter ended now (its marker's values or 2/1, by the
rules' own placings: `influence.placings`, the phantom taking its places), trusted more as the
chapter's cards run out; resources (each is 1 Power at the Ambition phase); the fleet on the map
and in supply; advances; trophies toward the 3 that give 2 Power; the cards in hand (high cards
and 7s win rounds); the initiative; the AP left in the seat's turn. Every weight is a field of
`ArcadesWeights` and can be set from an agent spec (``greedy:resource=0.8``).

Battle rolls are enumerated exactly from the die faces, with totals that cannot matter here
merged (more hits than ships to hit, keys beyond what there is to steal), so greedy settles a
battle over its real odds instead of sampling.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from ambitions.bots.knowledge import margin, squash, weights_with
from ambitions.core.state import TERMINAL, State
from ambitions.games.arcades import data, evaluation
from ambitions.games.arcades.actions import ArcadesAction
from ambitions.games.arcades.battle import roll_size, roll_text
from ambitions.games.arcades.state import ArcadesState, Phase

FOLLOW_UPS: Final = frozenset({Phase.BATTLE, Phase.DROP})
"""Decisions that continue the mover's own last action (settled by greedy before scoring)."""


@dataclass(frozen=True)
class ArcadesWeights:
    """The evaluation's weights, in Power per unit."""

    power: float = 1.0
    """Banked Power."""
    projection_early: float = 0.35
    """Share of the clusters' projected chapter-end Power counted at a chapter's start ..."""
    projection_late: float = 0.9
    """... and once every card of the chapter has been played."""
    round_scoring: float = 0.5
    """Share of the round's scoring (the initiative holder's agent's cluster) counted."""
    resource: float = 0.9
    """Each resource held (1 Power at the Ambition phase, and a free action before)."""
    fresh_ship: float = 0.3
    damaged_ship: float = 0.15
    supply_ship: float = 0.05
    advance: float = 0.8
    trophy: float = 0.55
    """Each trophy held (3 give 2 Power)."""
    card: float = 0.25
    """Each card in hand ..."""
    card_number: float = 0.06
    """... plus this per number on it ..."""
    seven: float = 0.5
    """... plus this for a 7 (a trump)."""
    initiative: float = 0.6
    ap: float = 0.15
    """Each AP left in the seat's own turn."""
    scale: float = 5.0
    """Margin (in Power) at which the search value of a seat is about 0.73 (logistic scale)."""
    max_outcomes: float = 24
    """Battle outcomes enumerated at most (the likeliest; the rest's weight is spread)."""


class ArcadesKnowledge:
    """`GameKnowledge` for ARCADEs (see `ambitions.bots.knowledge`)."""

    def __init__(self, weights: ArcadesWeights | None = None) -> None:
        self.w = w = weights or ArcadesWeights()
        self._weights = evaluation.Weights(*evaluation.arguments(w))

    # -- evaluation ------------------------------------------------------------------------------
    def worth(self, state: State) -> list[float]:
        """Banked Power, the clusters' projected Power, the round's scoring, the economy, the
        fleet, the cards, the initiative and the AP left (the compiled module `evaluation`)."""
        return evaluation.worth(_arcades(state), self._weights)

    def values(self, state: State) -> list[float]:
        s = _arcades(state)
        if s.mover == TERMINAL:
            power = [float(p) for p in s.power]
            return [
                (0.9 if p == s.winner else 0.0) + 0.1 * squash(margin(power, p), self.w.scale)
                for p in range(s.n)
            ]
        worth = self.worth(s)
        return [squash(margin(worth, p), self.w.scale) for p in range(s.n)]

    # -- settling --------------------------------------------------------------------------------
    def follow_up(self, state: State, seat: int) -> bool:
        s = _arcades(state)
        return s.mover == seat and s.phase in FOLLOW_UPS

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        s = _arcades(state)
        if s.phase != Phase.BATTLE or s.battle_stage != "dice":
            return legal
        # Fewer dice than ships only gives up hits: keep the pools of the most dice.
        most = max(sum(int(x) for x in a.args) for a in legal)
        return [a for a in legal if sum(int(x) for x in a.args) == most]

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        s = _arcades(state)
        if s.phase != Phase.CHANCE_ROLL:
            return None
        outcomes = roll_outcomes(s, int(self.w.max_outcomes))
        if not s.is_human(s.battle_attacker):
            # A solo bot's battle is an automatic step (the phantom never attacks), and several
            # can follow one another before anyone decides: averaging each would multiply the
            # outcomes, so settling follows the likeliest result of these.
            return [(max(outcomes, key=lambda o: o[1])[0], 1.0)]
        return outcomes


def roll_outcomes(s: ArcadesState, limit: int = 24) -> list[tuple[ArcadesAction, float]]:
    """The distinct results of the roll about to happen, with exact probabilities; totals that
    cannot differ here are merged, and only the `limit` likeliest are kept (rescaled)."""
    m = s.sides
    i_att = s.battle_cluster * m + s.battle_attacker
    i_def = s.battle_cluster * m + s.battle_defender
    cap_hits = 2 * (s.fresh[i_def] + s.damaged[i_def])
    cap_self = 2 * (s.fresh[i_att] + s.damaged[i_att])
    cap_keys = 6 if s.battle_defender < s.n else 0
    cap_push = 3
    a, k, r = roll_size(s)
    merged: dict[tuple[int, ...], list[Any]] = {}
    for total, (p, faces) in _roll_table(a, k, r).items():
        hits, self_hits, intercepts, keys, pyramids = total
        key = (
            min(hits, cap_hits),
            min(self_hits, cap_self),
            min(intercepts, 1),
            min(keys, cap_keys),
            min(pyramids, cap_push),
        )
        entry = merged.get(key)
        if entry is None:
            merged[key] = [p, faces]
        else:
            entry[0] += p
    ranked = sorted(merged.values(), key=lambda e: -e[0])[: max(1, limit)]
    mass = sum(e[0] for e in ranked)
    return [(ArcadesAction("roll", roll_text(list(faces))), p / mass) for p, faces in ranked]


@cache
def _roll_table(a: int, k: int, r: int) -> dict[tuple[int, ...], tuple[float, tuple[tuple[int, int], ...]]]:
    """Each total a pool can roll: its exact probability and one roll of faces that makes it."""
    table: dict[tuple[int, ...], tuple[float, tuple[tuple[int, int], ...]]] = {(0, 0, 0, 0, 0): (1.0, ())}
    for die, count in enumerate((a, k, r)):
        for _ in range(count):
            nxt: dict[tuple[int, ...], tuple[float, tuple[tuple[int, int], ...]]] = {}
            for total, (p, rolled) in table.items():
                for f, face in enumerate(data.DICE[die]):
                    key = (
                        total[0] + face.hits,
                        total[1] + face.self_hits,
                        total[2] + face.intercepts,
                        total[3] + face.keys,
                        total[4] + face.pyramids,
                    )
                    old = nxt.get(key)
                    if old is None:
                        nxt[key] = (p / 6, rolled + ((die, f),))
                    else:
                        nxt[key] = (old[0] + p / 6, old[1])
            table = nxt
    return table


def _arcades(state: State) -> ArcadesState:
    if not isinstance(state, ArcadesState):
        raise TypeError(f"ARCADEs knowledge needs an ARCADEs state, got {type(state).__name__}")
    return state


def make_knowledge(**options: float) -> ArcadesKnowledge:
    """`ArcadesKnowledge` with some weights changed (raises `InvalidOptions` for unknown names)."""
    return ArcadesKnowledge(weights_with(ArcadesWeights(), "ARCADEs", options))
