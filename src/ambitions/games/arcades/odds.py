"""Battle odds for the rules help: a dice pool's faces and the exact chance of each result.

``dice A S R`` (assault, skirmish, raid; variants-spec C.5, ARCADEs "Battle") chooses the dice
a battle rolls, 1 to 5 of them. `odds` tells, for such an action's text, each die's six faces
and the exact probability of each number of hits, flames (self-hits), keys and pyramids, and of
rolling at least one intercept (any intercept makes the defender's fresh ships strike back
once). The numbers are the exact sum of the faces of `data.DICE` over every way the dice fall.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Final

from ambitions.games.arcades import data
from ambitions.games.arcades.actions import face_name

Totals = tuple[int, int, int, int, int]
"""The totals of a roll: (hits, flames, intercepts, keys, pyramids), `data.DieFace`'s order."""

RESULTS: Final = (
    (0, "Hits", "hits on defending ships"),
    (1, "Flames", "hits on your own attacking ships"),
    (3, "Keys", "to steal the defender's resources"),
    (4, "Pyramids", "push the defender's agent away"),
)
"""The totals told one by one: (index in `Totals`, name, what it does)."""

INTERCEPT: Final = 2


@cache
def distribution(assault: int, skirmish: int, raid: int) -> dict[Totals, Fraction]:
    """The exact probability of each total the pool can roll."""
    dist: dict[Totals, Fraction] = {(0, 0, 0, 0, 0): Fraction(1)}
    for die, count in zip((data.ASSAULT, data.SKIRMISH, data.RAID), (assault, skirmish, raid), strict=True):
        for _ in range(count):
            nxt: dict[Totals, Fraction] = {}
            for total, p in dist.items():
                for face in data.DICE[die]:
                    key = (
                        total[0] + face.hits,
                        total[1] + face.self_hits,
                        total[2] + face.intercepts,
                        total[3] + face.keys,
                        total[4] + face.pyramids,
                    )
                    nxt[key] = nxt.get(key, Fraction(0)) + p / 6
            dist = nxt
    return dist


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
    if not 0 < sum(counts) <= data.MAX_DICE:
        return None
    return counts


def chance(p: Fraction) -> str:
    """``1/2 (50.0%)``: a probability as a fraction and a percentage to 1 decimal."""
    return f"{p} ({float(p) * 100:.1f}%)"


def faces_line(die: int) -> str:
    """``skirmish: blank x3, hit x3``: one die's six faces, identical ones counted."""
    counts: dict[str, int] = {}
    for face in data.DICE[die]:
        name = face_name(face)
        counts[name] = counts.get(name, 0) + 1
    return f"{data.DIE_TYPES[die]}: " + ", ".join(
        name if n == 1 else f"{name} x{n}" for name, n in counts.items()
    )


def odds(text: str) -> str | None:
    """The faces and exact odds of the dice the action `text` chooses (None: it chooses none)."""
    counts = pool(text)
    if counts is None:
        return None
    dist = distribution(*counts)
    named = ", ".join(f"{n} {die}" for die, n in zip(data.DIE_TYPES, counts, strict=True) if n)
    lines = [f"Dice: {named}"]
    lines += [f"  {faces_line(die)}" for die in range(3) if counts[die]]
    for index, name, meaning in RESULTS:
        values: dict[int, Fraction] = {}
        for totals, p in dist.items():
            values[totals[index]] = values.get(totals[index], Fraction(0)) + p
        if list(values) == [0]:
            continue
        shown = "; ".join(f"{value}: {chance(values[value])}" for value in sorted(values))
        lines.append(f"{name} ({meaning}): {shown}")
    any_intercept = sum((p for totals, p in dist.items() if totals[INTERCEPT]), Fraction(0))
    if any_intercept:
        lines.append(f"At least one intercept (the defender strikes back once): {chance(any_intercept)}")
    return "\n".join(lines)
