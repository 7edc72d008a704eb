"""Battle odds for the rules help: a dice pool's faces and the exact chance of each result.

``dice A S R`` (assault, skirmish, raid; rulebook p.14) chooses the dice a battle rolls. `odds`
tells, for such an action's text, what each die's six faces are and the exact probability of
each number of hits, self-hits, building hits and keys, and of rolling at least one intercept
(one intercept is enough: the defender intercepts once). The numbers come from the engine's own
`battle.outcome_distribution`, which sums the faces of `data.DICE`; nothing is sampled.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Final

from ambitions.games.arcs import data
from ambitions.games.arcs.actions import FACE_NAMES
from ambitions.games.arcs.battle import Outcome, outcome_distribution

RESULTS: Final = (
    (0, "Hits", "hits on defending ships, then buildings"),
    (1, "Self-hits", "hits on your own attacking ships"),
    (3, "Building hits", "hits on defending buildings"),
    (4, "Keys", "to raid resources and cards"),
)
"""The totals of a roll told one by one: (index in `battle.Outcome`, name, what it does)."""

INTERCEPT: Final = 2
"""The index of intercepts in `battle.Outcome`: told as the chance of at least one."""


def pool(text: str) -> tuple[int, int, int] | None:
    """The (assault, skirmish, raid) pool a ``dice A S R`` action names, or None."""
    if not text[:5].lower().startswith("dice"):
        return None  # (quick: the server asks of every legal action)
    words = text.split()
    if (
        len(words) != 4
        or words[0].lower() != "dice"
        or not all(w.isascii() and w.isdigit() for w in words[1:])
    ):
        return None
    counts = (int(words[1]), int(words[2]), int(words[3]))
    if not 0 < sum(counts) or max(counts) > data.MAX_DICE_PER_TYPE:
        return None
    return counts


def chance(p: Fraction) -> str:
    """``1/2 (50.0%)``: a probability as a fraction and a percentage to 1 decimal."""
    return f"{p} ({float(p) * 100:.1f}%)"


def faces_line(die: str) -> str:
    """``skirmish: blank x3, hit x3``: one die's six faces, identical ones counted."""
    counts: dict[str, int] = {}
    for name in FACE_NAMES[die]:
        counts[name] = counts.get(name, 0) + 1
    return f"{die}: " + ", ".join(name if n == 1 else f"{name} x{n}" for name, n in counts.items())


def marginal(dist: Mapping[Outcome, Fraction], index: int) -> dict[int, Fraction]:
    """The chance of each value of one total of a roll."""
    out: dict[int, Fraction] = {}
    for outcome, p in dist.items():
        out[outcome[index]] = out.get(outcome[index], Fraction(0)) + p
    return dict(sorted(out.items()))


def odds(text: str) -> str | None:
    """The faces and exact odds of the dice the action `text` chooses (None: it chooses none)."""
    counts = pool(text)
    if counts is None:
        return None
    dist = outcome_distribution(*counts)
    named = ", ".join(f"{n} {die}" for die, n in zip(data.DIE_TYPES, counts, strict=True) if n)
    lines = [f"Dice: {named}"]
    lines += [f"  {faces_line(die)}" for die, n in zip(data.DIE_TYPES, counts, strict=True) if n]
    for index, name, meaning in RESULTS:
        values = marginal(dist, index)
        if list(values) == [0]:
            continue
        shown = "; ".join(f"{value}: {chance(p)}" for value, p in values.items())
        lines.append(f"{name} ({meaning}): {shown}")
    any_intercept = sum((p for outcome, p in dist.items() if outcome[INTERCEPT]), Fraction(0))
    if any_intercept:
        lines.append(f"At least one intercept (the defender strikes back once): {chance(any_intercept)}")
    return "\n".join(lines)
