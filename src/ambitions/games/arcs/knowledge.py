"""The bots' knowledge of Arcs: a tunable evaluation, follow-up decisions, exact battle odds.

`ArcsKnowledge.worth` estimates, per seat, what the position is worth in Power: banked Power,
what the declared ambitions would pay each seat if the chapter ended now (trusted more as the
chapter's cards run out), the economy (cities, starports, resources, Guild cards, Outrage), the
fleet on the map, cards in hand, unspent pips of the turn, the initiative and the Court. Every
weight is a field of `ArcsWeights` and can be set from an agent spec (``greedy:city=2``).

Battle rolls are enumerated exactly from `battle.outcome_distribution` (the die faces), with
totals that cannot matter here (more hits than there are pieces to hit) merged, so greedy
settles a battle over its real odds instead of sampling.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Final

from ambitions.bots.knowledge import margin, squash, weights_with
from ambitions.core.state import TERMINAL, State
from ambitions.games.arcs import data, evaluation, reach
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.battle import outcome_distribution, roll_text
from ambitions.games.arcs.resources import RAID_COST
from ambitions.games.arcs.state import RESOURCE_SLOTS, ArcsState, Phase

FOLLOW_UPS: Final = frozenset({Phase.BATTLE_DICE, Phase.BATTLE, Phase.CATAPULT, Phase.DISCARD})
"""Decisions that continue the mover's own last action (settled by greedy before scoring)."""

GUILD_SUIT: Final = {c.id: c.suit for c in data.COURT_CARDS}


@dataclass(frozen=True)
class ArcsWeights:
    """The evaluation's weights, in Power per unit."""

    power: float = 1.0
    """Banked Power."""
    ambition_early: float = 0.45
    """Share of a declared ambition's projected Power counted at the start of a chapter."""
    ambition_late: float = 0.95
    """... and once every card of the chapter has been played."""
    icon: float = 0.25
    """Each icon toward an undeclared ambition (resources, Guild suits, Trophies, Captives)."""
    declared_icon: float = 0.45
    """Each icon toward a declared ambition (on top of the projection)."""
    city: float = 1.6
    starport: float = 1.0
    damaged_building: float = -0.35
    resource: float = 0.35
    guild: float = 0.8
    outrage: float = -1.0
    fresh_ship: float = 0.35
    damaged_ship: float = 0.2
    control: float = 0.25
    """Each system controlled that holds a building or a planet slot."""
    card: float = 0.45
    """Each action card in hand ..."""
    card_pip: float = 0.25
    """... plus this per pip it would give when led."""
    pip: float = 0.55
    """Each unspent pip of the seat's own turn."""
    initiative: float = 0.8
    court_agent: float = 0.3
    securable: float = 0.5
    """Each Court card the seat could secure (more agents on it than every rival)."""
    scale: float = 6.0
    """Margin (in Power) at which the search value of a seat is about 0.73 (logistic scale)."""
    max_outcomes: float = 24
    """Battle outcomes enumerated at most (the likeliest; the rest's weight is spread)."""


class ArcsKnowledge:
    """`GameKnowledge` for Arcs (see `ambitions.bots.knowledge`)."""

    def __init__(self, weights: ArcsWeights | None = None) -> None:
        self.w = w = weights or ArcsWeights()
        self._weights = evaluation.Weights(
            w.power,
            (w.ambition_early, w.ambition_late),
            (w.icon, w.declared_icon),
            (w.fresh_ship, w.damaged_ship),
            w.control,
            (w.city, w.starport, w.damaged_building),
            (w.resource, w.guild, w.outrage, w.card, w.card_pip),
            w.pip,
            w.initiative,
            (w.court_agent, w.securable),
        )

    # -- evaluation ------------------------------------------------------------------------------
    def worth(self, state: State) -> list[float]:
        """Banked Power; the declared ambitions' projected Power and the icons toward every
        ambition; the map (ships, buildings, control: the rules' `ArcsState.controller`, as
        observations), the boards and hands; the turn and the Court: in the compiled module
        `evaluation`."""
        return evaluation.worth(_arcs(state), self._weights)

    def margin(self, state: State, seat: int) -> float:
        """``margin(self.worth(state), seat)`` (`ambitions.bots.knowledge.margin`): greedy's
        score of each settled position. One compiled call for Arcs' own `worth`; a knowledge
        extending it with a `worth` of its own (the campaign's) has it read."""
        if type(self).worth is ArcsKnowledge.worth:
            return evaluation.margin(_arcs(state), self._weights, seat)
        return margin(self.worth(state), seat)

    def values(self, state: State) -> list[float]:
        s = _arcs(state)
        if s.mover == TERMINAL:
            power = [float(p) for p in s.power]
            return [
                (0.9 if p == s.winner else 0.0) + 0.1 * squash(margin(power, p), self.w.scale)
                for p in range(s.n)
            ]
        worth = self.worth(state)
        return [squash(margin(worth, p), self.w.scale) for p in range(s.n)]

    # -- settling --------------------------------------------------------------------------------
    def follow_up(self, state: State, seat: int) -> bool:
        s = _arcs(state)
        return s.mover == seat and s.phase in FOLLOW_UPS

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        s = _arcs(state)
        if s.phase != Phase.BATTLE_DICE:
            return legal
        # A skirmish die only adds hits: pools with dice left unrolled are dominated.
        most = max(sum(int(x) for x in a.args) for a in legal)
        return [a for a in legal if sum(int(x) for x in a.args) == most]

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        s = _arcs(state)
        if s.phase != Phase.CHANCE_ROLL:
            return None
        return roll_outcomes(s, int(self.w.max_outcomes))


def roll_outcomes(s: ArcsState, limit: int = 24) -> list[tuple[ArcsAction, float]]:
    """The distinct results of the battle roll about to happen, with exact probabilities.

    Totals are merged when they cannot differ here (hits beyond what the pieces in the battle
    can take, keys beyond what there is to steal, intercepts once the defender has no fresh
    ship); only the `limit` likeliest are kept, their probabilities scaled to sum to 1.
    """
    n = s.n
    system, attacker, defender = s.battle_system, s.turn_seat, s.battle_defender
    i_att, i_def = system * n + attacker, system * n + defender
    buildings = sum(1 for k in reach.SYSTEM_SLOTS[system] if s.slots[k] >= 0 and s.slots[k] >> 2 == defender)
    cap_hits = 2 * (s.fresh[i_def] + s.damaged[i_def] + buildings)
    cap_self = 2 * (s.fresh[i_att] + s.damaged[i_att])
    cap_bhits = 2 * buildings
    cap_keys = sum(
        RAID_COST[k] for k in range(RESOURCE_SLOTS) if s.resources[defender * RESOURCE_SLOTS + k] >= 0
    )
    cap_keys += sum(data.COURT_CARD_BY_ID[c].keys or 0 for c in s.guild[defender])
    can_intercept = 1 if s.fresh[i_def] and not s.battle_intercepted else 0
    a, k, r = s.battle_dice
    return list(_merged_outcomes(a, k, r, cap_hits, cap_self, can_intercept, cap_bhits, cap_keys, limit))


@lru_cache(maxsize=8192)
def _merged_outcomes(
    a: int,
    k: int,
    r: int,
    cap_hits: int,
    cap_self: int,
    can_intercept: int,
    cap_bhits: int,
    cap_keys: int,
    limit: int,
) -> tuple[tuple[ArcsAction, float], ...]:
    """`roll_outcomes` once the position is read: what it returns depends on the pool and the
    caps only, so a search meeting the same battle again reads it back (immutable: a tuple of
    immutable actions)."""
    merged: dict[tuple[int, ...], list[Any]] = {}
    for total, (p, faces) in _roll_table(a, k, r).items():
        hits, self_hits, intercepts, bhits, keys = total
        key = (
            min(hits, cap_hits),
            min(self_hits, cap_self),
            min(intercepts, can_intercept),
            min(bhits, cap_bhits),
            min(keys, cap_keys),
        )
        entry = merged.get(key)
        if entry is None:
            merged[key] = [p, faces]
        else:
            entry[0] += p
    ranked = sorted(merged.values(), key=lambda e: -e[0])[: max(1, limit)]
    mass = sum(e[0] for e in ranked)
    return tuple((ArcsAction("roll", roll_text(faces)), p / mass) for p, faces in ranked)


@cache
def _roll_table(a: int, k: int, r: int) -> dict[tuple[int, ...], tuple[float, tuple[tuple[int, int], ...]]]:
    """Each total a pool can roll: its exact probability and one roll of faces that makes it."""
    witness: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {(0, 0, 0, 0, 0): ()}
    for die, count in enumerate((a, k, r)):
        faces = data.DICE[data.DIE_TYPES[die]]
        for _ in range(count):
            nxt: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
            for total, rolled in witness.items():
                for f, face in enumerate(faces):
                    key = (
                        total[0] + face.hits,
                        total[1] + face.self_hits,
                        total[2] + face.intercepts,
                        total[3] + face.building_hits,
                        total[4] + face.keys,
                    )
                    if key not in nxt:
                        nxt[key] = rolled + ((die, f),)
            witness = nxt
    dist = outcome_distribution(a, k, r)
    return {total: (float(p), witness[total]) for total, p in dist.items()}


def _arcs(state: State) -> ArcsState:
    if not isinstance(state, ArcsState):
        raise TypeError(f"Arcs knowledge needs an Arcs state, got {type(state).__name__}")
    return state


def make_knowledge(**options: float) -> ArcsKnowledge:
    """`ArcsKnowledge` with some weights changed (raises `InvalidOptions` for unknown names)."""
    return ArcsKnowledge(weights_with(ArcsWeights(), "Arcs", options))
