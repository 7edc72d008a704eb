"""The bots' knowledge of Interstellar Ambitions: a tunable evaluation in victory points,
follow-up decisions and the exact odds of shadow checks and colony events.

`InterstellarKnowledge.worth` estimates, per seat, what the position is worth in VP: the VP
banked now (`scoring.vp_parts`), part of what planets below their maximum level will score,
progress toward the ambitions still open to the seat (a claimable one counts nearly in full),
the economy (resources, production, planning levels on the track), techs known, the fleet's
strength (it defends and raids) and Shadow cards in hand. A fight under way counts its likely
outcome (`combat_estimate`). Every weight is a field of `InterstellarWeights`, settable from an
agent spec (``greedy:resource=0.4``).

Greedy settles a seat's own follow-ups (the steps of the action it chose: which planet, which
ships, which spoil, where to prepare the token); shadow-check dice and colony events are
enumerated with their exact odds; combat dice are left to the estimate (a fight has too many
rolls to enumerate).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Final

from ambitions.bots.knowledge import margin, squash, weights_with
from ambitions.core.state import TERMINAL, State
from ambitions.games.interstellar import data, scoring
from ambitions.games.interstellar.actions import Action
from ambitions.games.interstellar.combat import dice, totals
from ambitions.games.interstellar.flow import EXCHANGE
from ambitions.games.interstellar.state import InterstellarState

MAIN_STEPS: Final = frozenset({"shadow", "produce-or-advance", "take", "claim", "keep", "pick-tech", "place"})
"""Decisions that start something new; every other decision of the mover continues its own
last action (a follow-up greedy settles before it scores)."""


@dataclass(frozen=True)
class InterstellarWeights:
    """The evaluation's weights, in VP per unit."""

    vp: float = 1.0
    """Banked victory points."""
    planet_progress: float = 0.6
    """Share of a planet's VP counted in proportion to its level below the maximum."""
    planet: float = 1.2
    """Each planet owned (production, ambitions, the set bonus)."""
    planet_type: float = 1.5
    """Each resource type among the seat's planets (toward the 12-VP set)."""
    level: float = 0.45
    """Each development level (production)."""
    resource: float = 0.3
    token_level: float = 0.25
    """Each planning level of the seat's tokens on the track."""
    ultimate: float = 0.6
    """Each token at ULTIMATE, on top of its levels."""
    tech: float = 1.0
    """Each tech known (its effect)."""
    fleet: float = 0.45
    """Each point of combat value left in the fleet."""
    damage: float = -0.2
    card: float = 0.6
    """Each Shadow card in hand."""
    ambition: float = 0.7
    """Share of an open ambition's next payout, times the seat's progress toward it."""
    claimable: float = 0.9
    """Share of the payout of an ambition the seat may claim now."""
    win: float = 60.0
    """The winner's bonus in a finished game: more than any position's assets are worth, so a
    seat that can end the game as its winner does (its assets stop counting at the end)."""
    scale: float = 8.0
    """Margin (VP) at which a seat's search value is about 0.73 (logistic scale)."""


class InterstellarKnowledge:
    """`GameKnowledge` for Interstellar Ambitions (see `ambitions.bots.knowledge`)."""

    def __init__(self, weights: InterstellarWeights | None = None) -> None:
        self.w = weights or InterstellarWeights()

    def worth(self, state: State) -> list[float]:
        s = _interstellar(state)
        w = self.w
        vp = scoring.victory_points(s)
        out = [w.vp * v for v in vp]
        if s.mover == TERMINAL:
            if 0 <= s.winner < s.n:
                out[s.winner] += w.win
            return out
        cards = s.cards
        for p in range(s.n):
            value = 0.0
            for planet in s.planets[p]:
                card = cards.planets[planet.id]
                if planet.dev < card.max_dev:
                    value += w.planet_progress * card.vp * planet.dev / card.max_dev
                value += w.planet + w.level * planet.dev
            value += w.planet_type * scoring.planet_types(s, p)
            value += w.resource * sum(s.resources[p * 4 : p * 4 + 4])
            tokens = s.tokens[p * 30 : (p + 1) * 30]
            value += w.token_level * sum(k % 5 * count for k, count in enumerate(tokens))
            value += w.ultimate * sum(tokens[t * 5 + data.ULTIMATE] for t in range(6))
            value += w.tech * len(s.known[p])
            fleet = s.fleets[p]
            value += w.fleet * sum(max(0, cards.ships[h.id].combat - h.damage) for h in fleet)
            value += w.damage * sum(h.damage for h in fleet)
            value += w.card * len(s.hands[p])
            value += self._ambitions(s, p)
            out[p] += value
        if s.combat is not None and s.combat.winner < 0:
            self._combat(s, out)
        return out

    def _ambitions(self, s: InterstellarState, p: int) -> float:
        w = self.w
        value = 0.0
        for i, amb in enumerate(s.ambitions):
            claims = s.claims[i]
            if p in claims:
                continue
            card = s.cards.ambitions[amb]
            payout = scoring.ambition_vp(len(claims))
            have = scoring.condition_value(s, p, card.condition)
            if have >= card.at_least:
                value += w.claimable * payout
            else:
                value += w.ambition * payout * (have / card.at_least) ** 2
        return value

    def _combat(self, s: InterstellarState, out: list[float]) -> None:
        c = s.combat
        assert c is not None
        att, dfn, expected = combat_estimate(s)
        if c.kind == "raid":
            out[att] += self.w.resource * expected
            out[dfn] -= self.w.resource * expected
        else:
            out[att if expected > 0 else dfn] += 2.0

    def values(self, state: State) -> list[float]:
        s = _interstellar(state)
        if s.mover == TERMINAL:
            vp = [float(v) for v in scoring.victory_points(s)]
            return [
                (0.9 if p == s.winner else 0.0) + 0.1 * squash(margin(vp, p), self.w.scale)
                for p in range(s.n)
            ]
        worth = self.worth(s)
        return [squash(margin(worth, p), self.w.scale) for p in range(s.n)]

    def follow_up(self, state: State, seat: int) -> bool:
        s = _interstellar(state)
        return s.mover == seat and s.phase() not in MAIN_STEPS

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        """The follow-ups greedy weighs: all but the bare ``exchange`` that opens the 3:1
        exchange (I-25; offered at every paying step): opening it and closing it with ``done``
        changes nothing, so weighing it would let a settled line loop forever. Inside the exchange
        (a top-level ``exchange`` being settled) only real exchanges are weighed: ``done`` there
        undoes the opening, so the opening is worth what the best exchange is worth, never the
        same as declining it (else greedy opens and closes it without end)."""
        s = _interstellar(state)
        if s.stack and s.stack[-1][0] == "exchange":
            kept = [a for a in legal if a.kind == "exchange"]
        else:
            kept = [a for a in legal if a != EXCHANGE]
        return kept or legal

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        s = _interstellar(state)
        f = s.stack[-1] if s.stack else None
        if f is None:
            return None
        if f[0] == "roll" and f[2] == "check":
            return [(Action("roll", (str(d),)), 1 / 6) for d in range(1, 7)]
        if f[0] == "event":
            counts = Counter(s.event_deck)
            total = sum(counts.values())
            return [(Action("event", (e,)), k / total) for e, k in sorted(counts.items())]
        return None


def combat_estimate(s: InterstellarState) -> tuple[int, int, float]:
    """(attacker, defender, the attacker's expected margin): each side's total now, less, before
    the first die, about half the dice the other side will roll at it (a die hits half the time;
    a hit costs a point of combat value until a ship has none left)."""
    c = s.combat
    assert c is not None
    a, d = totals(s, c)
    expected = float(a - d)
    if c.stage in ("emergency", "arrange", "arrange-defender"):
        dice_a = sum(dice(s, 0, i) for i in c.ships[0])
        dice_d = sum(dice(s, 1, i) for i in c.ships[1])
        expected += HIT_SHARE * (dice_a - dice_d)
    return c.attacker, c.defender, max(0.0, expected) if c.kind == "raid" else expected


HIT_SHARE: Final = 0.35
"""Combat value a die takes from the other side, on average (a hit half the time, less the hits
that fall on ships with nothing left)."""


def _interstellar(state: State) -> InterstellarState:
    if not isinstance(state, InterstellarState):
        raise TypeError(f"Interstellar knowledge needs an Interstellar state, got {type(state).__name__}")
    return state


def make_knowledge(**options: float) -> InterstellarKnowledge:
    """`InterstellarKnowledge` with some weights changed (raises `InvalidOptions` for unknown
    names)."""
    return InterstellarKnowledge(weights_with(InterstellarWeights(), "Interstellar", options))
