"""Players' display names: what one may be, and the ``names`` field a record may carry.

A seat may have a display name chosen at the table (``Alice``): at most `MAX_NAME` printable
characters, trimmed, with no control or invisible formatting characters. Names are public (every
seat and spectator sees them) and change nothing in a game's state: a record keeps them in an
optional ``names`` list (one entry per seat, ``null`` for a seat without one) that replay ignores.
Every front end checks a name here, so the terminal, the server and a record file refuse the same
names with the same reasons.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, Final

from ambitions.core.errors import InvalidOptions, InvalidRecord, shorten

MAX_NAME: Final = 24
"""The most characters a name may have (after trimming)."""

_REFUSED_CATEGORIES: Final = {
    "Cc": "a control character",
    "Cf": "an invisible formatting character",
    "Cs": "a lone surrogate",
    "Co": "a private-use character",
    "Cn": "an unassigned character",
    "Zl": "a line break",
    "Zp": "a paragraph break",
}
"""Unicode categories a name may not hold, and how a refusal names them."""


def name_problem(value: object) -> str | None:
    """Why `value` is not a display name (None when it is one, once trimmed)."""
    if not isinstance(value, str):
        return f"a name must be text, not {shorten(value)}"
    text = value.strip()
    if not text:
        return "a name must have at least 1 character besides spaces"
    if len(text) > MAX_NAME:
        return f"a name may have at most {MAX_NAME} characters, not {len(text)}"
    for k, char in enumerate(text):
        what = _REFUSED_CATEGORIES.get(unicodedata.category(char))
        if what is None and not char.isprintable() and char != " ":
            what = "a character that does not print"
        if what is not None:
            return f"a name may not hold {what} (U+{ord(char):04X} at position {k + 1})"
    return None


def clean_name(value: object) -> str:
    """`value` trimmed, if it is a display name (raises `InvalidOptions` saying why not)."""
    problem = name_problem(value)
    if problem is not None:
        raise InvalidOptions(problem)
    assert isinstance(value, str)
    return value.strip()


def check_names(names: object, players: int) -> list[str | None]:
    """A record's ``names``: a list of one name or ``null`` per seat, each name trimmed (raises
    `InvalidRecord` naming the entry at fault)."""
    if not isinstance(names, list):
        raise InvalidRecord(f"a record's 'names' must be a list of names or nulls, not {shorten(names)}")
    if len(names) != players:
        raise InvalidRecord(f"a record's 'names' must have one entry per seat ({players}), not {len(names)}")
    out: list[str | None] = []
    for k, name in enumerate(names):
        if name is None:
            out.append(None)
            continue
        problem = name_problem(name)
        if problem is not None:
            raise InvalidRecord(f"a record's name of seat {k}: {problem}")
        out.append(str(name).strip())
    return out


def record_names(record: Mapping[str, Any]) -> dict[int, str]:
    """The names a (checked) record gives its seats, by seat; empty without a ``names`` field."""
    names = record.get("names")
    if names is None:
        return {}
    return {k: n for k, n in enumerate(check_names(names, int(record["players"]))) if n is not None}


def names_field(names: Mapping[int, str], players: int) -> list[str | None] | None:
    """The ``names`` field a record keeps for `names` (None when no seat has one)."""
    if not any(0 <= seat < players for seat in names):
        return None
    return [names.get(seat) for seat in range(players)]


def named(seat: int, name: str | None, you: bool = False) -> str:
    """How a seat is called: ``Alice (seat 1)``, ``seat 1``, ``you (Alice, seat 1)``."""
    if you:
        return f"you ({name}, seat {seat})" if name else f"seat {seat} (you)"
    return f"{name} (seat {seat})" if name else f"seat {seat}"


def seat_names(seats: Sequence[str | None]) -> dict[int, str]:
    """The seats of a list of names (one per seat, None for none) that have one."""
    return {k: n for k, n in enumerate(seats) if n}
