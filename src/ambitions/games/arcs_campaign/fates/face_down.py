"""Face-down Faithful plays in positions: what The Young Light and The Prodigal One (F8-16,
F8-18) make public of them, read back (`position.load`, `determinize`).

An observation marks a face-down play the viewer does not see ``"faithful": true`` when it is a
Faithful card (two-sided, its suit shows: the reading in `believer_act2`), and a card set beside
such a play names it by its place, ``{"seat": 0, "union": "F8-16", "card": null, "play": 2}``.
Arcs reads plays and Unions by card id, so `split` takes these marks off the position first and
`place` applies them once the hidden cards are dealt: each face-down play not shown is dealt a
Faithful card if marked (or a card waits beside it), another card if not, swapping with an
unseen card elsewhere (a Rival's hand, a face-down discard, the undealt cards); then the cards
beside hidden plays are set beside whatever card the play was dealt.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import believer
from ambitions.games.arcs_campaign.fates.believer_act2 import BESIDE_CARDS, FACE_DOWN

HiddenUnion = tuple[int, int, str, int]
"""A card beside a face-down play not shown: (its place among the Unions, seat, card, play)."""


class Marks:
    """What `split` took off a position: the plays marked Faithful, the hidden plays (card not
    given), the Unions beside hidden plays, and the position's hidden places (for `place`)."""

    def __init__(self) -> None:
        self.faithful: set[int] = set()
        self.hidden: list[int] = []
        self.unions: list[HiddenUnion] = []
        self.hands: list[int] = []  # seats whose hand is dealt
        self.discard: list[int] | None = []  # face-down discards dealt (None: the whole pile)
        self.undealt = True  # the undealt cards are dealt (not listed)


def _fail(field: str, wanted: str, value: object) -> InvalidRecord:
    return InvalidRecord(f"{field} must be {wanted}, not {shorten(value, 80)}")


def split(pos: Mapping[str, Any], base: dict[str, Any]) -> Marks:
    """Take the ``faithful`` marks off ``base["plays"]`` and the Unions beside hidden plays off
    ``base["unions"]`` (a ``play`` given with a card is checked against it, then dropped)."""
    marks = Marks()
    plays = pos.get("plays")
    seats = pos.get("seats")
    if isinstance(seats, list):
        marks.hands = [
            p for p, e in enumerate(seats) if not (isinstance(e, Mapping) and e.get("hand") is not None)
        ]
    discard = pos.get("action_discard")
    if isinstance(discard, list):
        marks.discard = [j for j, e in enumerate(discard) if isinstance(e, Mapping) and e.get("card") is None]
    else:
        marks.discard = None
    marks.undealt = pos.get("undealt") is None
    if isinstance(plays, list):
        base["plays"] = [_unmarked(e, j, marks) for j, e in enumerate(plays)]
    unions = pos.get("unions")
    if isinstance(unions, list):
        rows = plays if isinstance(plays, list) else []
        base["unions"] = [u for k, e in enumerate(unions) if (u := _union(e, k, rows, marks)) is not None]
    return marks


def _unmarked(entry: object, j: int, marks: Marks) -> object:
    if not isinstance(entry, Mapping):
        return entry  # (Arcs names the problem)
    if entry.get("card") is None:
        marks.hidden.append(j)
    if "faithful" not in entry:
        return entry
    mark = entry["faithful"]
    if not isinstance(mark, bool):
        raise _fail(f"plays[{j}].faithful", "true or false (a face-down Faithful card, F8-16)", mark)
    card = entry.get("card")
    if card is not None and isinstance(card, str) and mark != believer.is_faithful(card):
        raise _fail(f"plays[{j}].faithful", f"{str(not mark).lower()} for {card}", mark)
    if mark:
        marks.faithful.add(j)
    return {k: v for k, v in entry.items() if k != "faithful"}


def _union(entry: object, k: int, plays: list[Any], marks: Marks) -> object | None:
    """The Union as Arcs reads it, or None if it waits beside a hidden play (kept in `marks`)."""
    if not isinstance(entry, Mapping) or "play" not in entry:
        return entry
    field = f"unions[{k}]"
    j = entry["play"]
    if j is None and entry.get("card") is not None:
        return {key: v for key, v in entry.items() if key != "play"}
    if type(j) is not int or not 0 <= j < len(plays) or not isinstance(plays[j], Mapping):
        raise _fail(f"{field}.play", f"the place of a play (0..{len(plays) - 1})", j)
    played, card = plays[j].get("card"), entry.get("card")
    if played is not None:
        if card is not None and card != played:
            raise _fail(f"{field}.card", f"{played}, the card of plays[{j}] (its play)", card)
        return {**{key: v for key, v in entry.items() if key != "play"}, "card": played}
    if card is not None:
        raise _fail(f"{field}.card", f"null: plays[{j}] is face down, its card not given", card)
    union, seat = entry.get("union"), entry.get("seat")
    if union not in BESIDE_CARDS:
        raise _fail(
            f"{field}.union", f"{', '.join(BESIDE_CARDS)} (only they wait beside a face-down play)", union
        )
    if plays[j].get("mode") not in FACE_DOWN:
        raise _fail(
            f"plays[{j}].mode",
            f"copy or seize (a card not given is face down: {field})",
            plays[j].get("mode"),
        )
    if type(seat) is not int:
        raise _fail(f"{field}.seat", "a seat", seat)
    marks.unions.append((k, seat, str(union), j))
    return None


def place(s: ArcsState, marks: Marks, rng: random.Random | None) -> None:
    """Each hidden play dealt a card of the suit its marks say (swapped with an unseen card of
    that suit where needed), then the Unions beside hidden plays set beside its card."""
    beside = {j for _, _, _, j in marks.unions}
    for j in marks.hidden:
        if j >= len(s.plays):
            continue
        wanted = j in marks.faithful or j in beside
        if believer.is_faithful(s.plays[j][1]) != wanted:
            _swap(s, j, wanted, marks, rng)
    for k, seat, union, j in marks.unions:
        if not 0 <= seat < s.n:
            raise _fail(f"unions[{k}].seat", f"a seat 0..{s.n - 1}", seat)
        s.unions.insert(k, (seat, union, s.plays[j][1]))


def _swap(s: ArcsState, j: int, faithful: bool, marks: Marks, rng: random.Random | None) -> None:
    """Give hidden play `j` an unseen card of the suit wanted, its own card taking that one's
    place."""
    places: list[tuple[str, int, int]] = []
    for p in marks.hands:
        places += [("hand", p, i) for i, c in enumerate(s.hands[p]) if believer.is_faithful(c) == faithful]
    rows = range(len(s.action_discard)) if marks.discard is None else marks.discard
    places += [("discard", i, 0) for i in rows if believer.is_faithful(s.action_discard[i][0]) == faithful]
    if marks.undealt:
        places += [
            ("undealt", i, 0) for i, c in enumerate(s.action_undealt) if believer.is_faithful(c) == faithful
        ]
    # Another hidden play holding the card wanted, if it wants the other kind: the swap suits both
    # (the unseen cards may all lie face down among the plays).
    beside = {k for _, _, _, k in marks.unions}
    places += [
        ("play", i, 0)
        for i in marks.hidden
        if i != j
        and i < len(s.plays)
        and believer.is_faithful(s.plays[i][1]) == faithful
        and (i in marks.faithful or i in beside) != faithful
    ]
    if not places:
        wanted = "a Faithful card" if faithful else "a card other than the Faithful ones"
        raise InvalidRecord(f"plays[{j}]: the face-down play is {wanted}, and no unseen card is one")
    where, a, b = rng.choice(places) if rng is not None else places[0]
    seat, old, mode = s.plays[j]
    if where == "hand":
        new = s.hands[a][b]
        s.hands[a][b] = old
        s.hands[a].sort()
    elif where == "discard":
        new, up, owner = s.action_discard[a]
        s.action_discard[a] = (old, up, owner)
    elif where == "play":
        other_seat, new, other_mode = s.plays[a]
        s.plays[a] = (other_seat, old, other_mode)
    else:
        new = s.action_undealt[a]
        s.action_undealt[a] = old
    s.plays[j] = (seat, new, mode)
    if s.turn_card == old:
        s.turn_card = new  # (the turn's own copy)
    elif where == "play" and s.turn_card == new:
        s.turn_card = old
