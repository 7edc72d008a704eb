"""The Action Track: planning levels, ADVANCE Plans and the limited ULTIMATE slots.

Tokens are counts per (seat, track, level): a player's tokens on one track at one level are
alike, so "advance 3 different tokens" is a choice of up to 3 (track, level) places, a place
used as often as it holds tokens (I-13: several tokens of one player may share a track).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Final

from ambitions.core.errors import IllegalAction
from ambitions.games.interstellar import data, effects, frames
from ambitions.games.interstellar.actions import Action, token_text
from ambitions.games.interstellar.state import Frame, InterstellarState

TRACK_INDEX = {name: i for i, name in enumerate(data.TRACKS)}
_STRONG: Final = 3
"""`data.STRONG` and `data.ULTIMATE` as constants the compiled module inlines."""
_ULTIMATE: Final = 4
assert (_STRONG, _ULTIMATE) == (data.STRONG, data.ULTIMATE)


def read_token(word: object) -> tuple[int, int] | None:
    """``colonise.2`` -> (track, level); None if `word` is not a token place."""
    if not isinstance(word, str) or "." not in word:
        return None
    name, _, level = word.partition(".")
    if name not in TRACK_INDEX or level not in ("0", "1", "2", "3", "4"):
        return None
    return TRACK_INDEX[name], int(level)


def places(s: InterstellarState, seat: int, low: int = 0, high: int = data.ULTIMATE) -> list[tuple[int, int]]:
    """The (track, level) places holding `seat`'s tokens, levels `low`..`high`."""
    out = []
    tokens = s.tokens
    base = seat * 30
    for t in range(6):
        at = base + t * 5
        for lv in range(low, high + 1):
            if tokens[at + lv]:
                out.append((t, lv))
    return out


def move(s: InterstellarState, seat: int, track: int, level: int, to: int) -> None:
    """Move one of `seat`'s tokens on `track` from `level` to `to` (no check)."""
    base = (seat * 6 + track) * 5
    s.tokens[base + level] -= 1
    s.tokens[base + to] += 1


def advance_sets(
    s: InterstellarState, seat: int, most: int, least: int = 0
) -> list[tuple[tuple[int, int], ...]]:
    """Every choice of `least`..`most` different tokens of `seat` that may each move one level
    right now: a token at ULTIMATE cannot, and tokens entering ULTIMATE need free slots there."""
    movable = places(s, seat, 0, data.STRONG)
    counts = {p: s.tokens_at(seat, p[0], p[1]) for p in movable}
    free = [s.ultimate_free(t) for t in range(6)]
    out: list[tuple[tuple[int, int], ...]] = []
    for k in range(least, most + 1):
        for combo in combinations_with_replacement(movable, k):
            if any(combo.count(p) > counts[p] for p in set(combo)):
                continue
            if any(
                sum(1 for t, lv in combo if t == track and lv == data.STRONG) > free[track]
                for track in range(6)
            ):
                continue
            out.append(combo)
    return out


def ultimate_open(s: InterstellarState, track: int) -> bool:
    """Whether `track` has a free ULTIMATE slot (`InterstellarState.ultimate_free` > 0)."""
    tokens = s.tokens
    used = 0
    for p in range(s.n):
        used += tokens[(p * 6 + track) * 5 + _ULTIMATE]
    return used < data.ultimate_slots(s.n)


def movable(s: InterstellarState, seat: int, moved: tuple[int, ...] = ()) -> list[tuple[int, int]]:
    """Places of `seat`'s tokens that may move one level right now, not counting the tokens
    already moved this step (`moved`: their new places, ``track * 5 + level``): ADVANCE moves
    different tokens."""
    out = []
    tokens = s.tokens
    base = seat * 30
    for t in range(6):
        for lv in range(_ULTIMATE):
            held = tokens[base + t * 5 + lv]
            if held <= 0 or (moved and held <= moved.count(t * 5 + lv)):
                continue
            if lv == _STRONG and not ultimate_open(s, t):
                continue
            out.append((t, lv))
    return out


def can_move(s: InterstellarState, seat: int) -> bool:
    """Whether any of `seat`'s tokens may move one level right now (`movable` is not empty)."""
    tokens = s.tokens
    base = seat * 30
    for t in range(6):
        at = base + t * 5
        if tokens[at] or tokens[at + 1] or tokens[at + 2]:
            return True
        if tokens[at + _STRONG] and ultimate_open(s, t):
            return True
    return False


ADVANCE_ACTIONS: Final = tuple(
    Action("advance", (token_text(name, lv),)) for name in data.TRACKS for lv in range(5)
)
"""``advance TRACK.LEVEL`` for each place ``track * 5 + level`` (actions are immutable values)."""
DONE: Final = Action("done")


def _advance_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """One token at a time: ``advance colonise.1``, then the next, or ``done`` once enough."""
    seat, least, moved = f[1], f[3], f[4:]
    out = [ADVANCE_ACTIONS[t * 5 + lv] for t, lv in movable(s, seat, moved)]
    if len(moved) >= least:
        out.append(DONE)
    return out


def _advance_skip(s: InterstellarState, f: Frame) -> bool:
    moved: tuple[int, ...] = f[4:]
    if f[2] <= 0:
        return True
    if not moved:
        return not can_move(s, f[1])
    return not movable(s, f[1], moved)


def _advance_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, left, least, moved = f[1], f[2], f[3], f[4:]
    if a.kind == "done":
        frames.pop(s)
        return
    place = read_token(a.args[0])
    assert place is not None
    t, lv = place
    move(s, seat, t, lv, lv + 1)
    frames.replace_top(s, ("advance", seat, left - 1, least, *moved, t * 5 + lv + 1))


def start_advance(s: InterstellarState, seat: int, most: int, least: int = 0) -> None:
    """Advance up to `most` (at least `least`) different tokens, one decision each."""
    frames.push(s, ("advance", seat, most, least))


def advance_action(kind: str, combo: tuple[tuple[int, int], ...]) -> Action:
    return Action(kind, tuple(token_text(data.TRACKS[t], lv) for t, lv in combo))


def read_advance(action: Action) -> tuple[tuple[int, int], ...]:
    out = []
    for word in action.args:
        place = read_token(word)
        if place is None:
            raise IllegalAction(f"{word!r} is not a token place like colonise.1")
        out.append(place)
    return tuple(sorted(out))


def advance(s: InterstellarState, seat: int, combo: tuple[tuple[int, int], ...]) -> None:
    """Move each token of `combo` one level right (the combo was checked)."""
    for t, lv in combo:
        move(s, seat, t, lv, lv + 1)


def advance_limit(s: InterstellarState, seat: int) -> int:
    """Tokens ADVANCE Plans may move (3; Logistics AI more)."""
    return data.ADVANCE_LIMIT + effects.total(s, seat, "advance_limit")


frames.decision("advance", _advance_legal, _advance_apply, skip=_advance_skip)
