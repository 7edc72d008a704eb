"""Arcs in words for the log: dice rolls as sentences, decisions whose text is codes, and what a
step caused that its text does not say (`aftermath`: the hits a battle's ships and buildings
took, a chapter's scoring, the game's end).

Pure functions over action texts and observations (public ones: `aftermath` reads the
spectators' observations), so every seat reads the same words. `render.describe` uses the first
two; `GameSpec.aftermath` is the last. The campaign, which extends Arcs, uses them too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.core.words import counted
from ambitions.games.arcs import data
from ambitions.games.arcs.actions import DIE_LETTERS

_SYMBOLS = (
    ("hits", "hit", "a hit"),
    ("building_hits", "building hit", "a building hit"),
    ("keys", "key", "a key"),
    ("intercepts", "intercept", "an intercept"),
    ("self_hits", "self-hit", "a self-hit"),
)
"""A die face's symbols in the order a sentence says them: field, noun, one of them."""


def some(n: int, noun: str, one: str) -> str:
    """``a hit`` for one, ``2 hits`` for more (`counted`)."""
    return one if n == 1 else counted(n, noun)


def and_list(parts: list[str]) -> str:
    """``a, b and c``."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def face_words(face: data.DieFace) -> str:
    """A face's symbols in words: ``2 hits and a self-hit``, ``blank``."""
    parts = [some(getattr(face, field), noun, one) for field, noun, one in _SYMBOLS if getattr(face, field)]
    return " and ".join(parts) or "blank"


def roll_sentence(tokens: list[str]) -> str | None:
    """A roll's faces (``A3 S1 R0``) as a sentence: ``the dice show: assault 2 hits and a
    self-hit, skirmish blank, raid 2 keys and an intercept``; None if a token is not a face."""
    said = []
    for token in tokens:
        if len(token) != 2 or token[0] not in DIE_LETTERS or token[1] not in "012345":
            return None
        die = data.DIE_TYPES[DIE_LETTERS.index(token[0])]
        said.append(f"{die} {face_words(data.DICE[die][int(token[1])])}")
    return "the dice show: " + ", ".join(said) if said else "no dice are rolled"


def _ships(fresh: int, damaged: int) -> str:
    parts = [f"{counted(n, f'{kind} ship')}" for n, kind in ((fresh, "fresh"), (damaged, "damaged")) if n]
    return and_list(parts) if parts else "no ships"


def _along(tail: list[str]) -> list[str] | None:
    """What moves along with a move's own ships, in words (a game extending Arcs: the campaign's
    ``flagship``, ``imperial F D``, ``judge F D``); None for words it does not know."""
    out = []
    k = 0
    while k < len(tail):
        if tail[k] == "flagship":
            out.append("the Flagship")
            k += 1
        elif (
            tail[k] in ("imperial", "judge")
            and k + 2 < len(tail)
            and tail[k + 1].isdigit()
            and tail[k + 2].isdigit()
        ):
            ships = _ships(int(tail[k + 1]), int(tail[k + 2]))
            out.append(
                ships.replace(" ship", " Imperial ship") if tail[k] == "imperial" else f"the Judge's {ships}"
            )
            k += 3
        else:
            return None
    return out


def decision_words(words: list[str]) -> str | None:
    """Words for a decision whose text is codes (dice counts, ship counts, a hit's target), or
    None where the text reads well as it is."""
    kind, args = words[0], words[1:]
    if kind == "dice" and len(args) == 3 and all(a.isdigit() for a in args):
        dice = [
            counted(int(n), f"{die} die", f"{die} dice")
            for n, die in zip(args, data.DIE_TYPES, strict=True)
            if int(n)
        ]
        return "roll " + (and_list(dice) if dice else "no dice")
    if kind == "hit" and len(args) == 1:
        if args[0] in ("fresh", "damaged"):
            return f"hit a {args[0]} ship"
        return f"hit the building in {args[0]}"
    if kind == "move" and len(args) >= 4 and args[2].isdigit() and args[3].isdigit():
        along = _along(args[4:])
        if along is not None:
            moved = ([_ships(int(args[2]), int(args[3]))] if int(args[2]) + int(args[3]) else []) + along
            return f"move {and_list(moved) if moved else 'no ships'} from {args[0]} to {args[1]}"
    if kind == "catapult" and len(args) >= 3 and args[1].isdigit() and args[2].isdigit():
        along = _along(args[3:])
        if along is not None:
            moved = ([_ships(int(args[1]), int(args[2]))] if int(args[1]) + int(args[2]) else []) + along
            return f"catapult {and_list(moved) if moved else 'no ships'} on to {args[0]}"
    if kind == "spend" and len(args) > 1:
        rest = decision_words(args[1:])
        return f"spend {args[0]} to {rest or ' '.join(args[1:])}"
    return None


# -- what a step caused ----------------------------------------------------------------------
def aftermath(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """What a step caused that its text does not say, from the spectators' observations before
    and after it: the hits a battle's ships and buildings took, a chapter's scoring and the
    Power after it, the game's end and its winner (`GameSpec.aftermath`)."""
    return battle_notes(before, after) + chapter_notes(before, after) + end_notes(before, after)


def _battle_system(obs: Mapping[str, Any]) -> str | None:
    battle = obs.get("battle") or {}
    system = battle.get("system")
    return system if isinstance(system, str) else None


def _fleets(obs: Mapping[str, Any], system: str) -> dict[int, tuple[int, int]]:
    return {
        int(row["seat"]): (int(row["fresh"]), int(row["damaged"]))
        for row in obs.get("ships") or ()
        if row.get("system") == system
    }


def _buildings(obs: Mapping[str, Any], system: str) -> dict[str, Mapping[str, Any]]:
    return {str(b["slot"]): b for b in obs.get("buildings") or () if str(b["slot"]).split("#")[0] == system}


def same_turn(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Both observations in one turn of one chapter: what changed in the battle's system is the
    battle's doing (not a later turn's, a round's or a chapter's end)."""
    turn, turn_now = before.get("turn") or {}, after.get("turn") or {}
    return before.get("chapter") == after.get("chapter") and turn.get("seat") == turn_now.get("seat")


def battle_notes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Whose ships and buildings the hits of a battle step damaged or destroyed, in the battle's
    system (every hit, the ones assigned for a seat with one choice included), when the step
    stays in the battle's turn (`same_turn`)."""
    system = _battle_system(before) or _battle_system(after)
    if system is None or not same_turn(before, after):
        return []
    out = []
    was, now = _fleets(before, system), _fleets(after, system)
    for seat in sorted(was):
        fresh, damaged = was[seat]
        fresh_now, damaged_now = now.get(seat, (0, 0))
        destroyed = fresh + damaged - fresh_now - damaged_now
        hit = max(0, fresh - fresh_now)
        parts = []
        if hit:
            parts.append(f"{some(hit, 'ship', 'a ship')} damaged")
        if destroyed > 0:
            parts.append(f"{some(destroyed, 'ship', 'a ship')} destroyed")
        if parts:
            out.append(f"in {system}: seat {seat} has {and_list(parts)}")
    built, standing = _buildings(before, system), _buildings(after, system)
    for slot, building in built.items():
        owner = building["seat"]
        whose = f"seat {owner}'s" if isinstance(owner, int) else f"the {str(owner).capitalize()}"
        where = f"{whose} {building['kind']} in {slot}"
        if slot not in standing or standing[slot]["seat"] != building["seat"]:
            out.append(f"{where} is destroyed")
        elif standing[slot]["damaged"] and not building["damaged"]:
            out.append(f"{where} is damaged")
    return out


def place_name(place: Any) -> str:
    """A place in a chapter's scoring: ``seat 1`` or ``the phantom``."""
    return "the phantom" if place == "phantom" else f"seat {place}"


def ambition_scored(row: Mapping[str, Any]) -> str:
    """One scored ambition (an entry of ``chapter_scoring[i]["ambitions"]``) as a sentence:
    ``Tycoon (5/3): seat 1 first, 5 Power; seat 0 second, 3 Power``."""
    gained = row.get("gained") or []

    def power(place: Any) -> str:
        if place == "phantom" or not isinstance(place, int) or place >= len(gained):
            return ""
        return f", {gained[place]} Power"

    head = f"{str(row['ambition']).capitalize()} ({' + '.join(row.get('markers') or ())})"
    first = row.get("first")
    if first is None:
        places = ["nobody first"]
    else:
        bonus = f" (with {row['bonus']} from cities)" if row.get("bonus") and first != "phantom" else ""
        places = [f"{place_name(first)} first{power(first)}{bonus}"]
    seconds = row.get("second") or []
    places += [f"{place_name(p)} second{power(p)}" for p in seconds] or ["nobody second"]
    return f"{head}: " + "; ".join(places)


def chapter_notes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """A chapter's end (a new entry of ``chapter_scoring``): each declared ambition's places and
    Power, then every seat's Power."""
    done = len(before.get("chapter_scoring") or ())
    out = []
    for entry in (after.get("chapter_scoring") or [])[done:]:
        rows = [ambition_scored(row) for row in entry.get("ambitions") or ()]
        head = f"chapter {entry['chapter']} ends: "
        out.append(head + (rows[0] if rows else "no ambition was declared"))
        out += rows[1:]
        powers = [f"seat {p} {st['power']}" for p, st in enumerate(after.get("seats") or ())]
        out.append("Power now: " + ", ".join(powers))
    return out


def end_notes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The game's end: the winner and its Power."""
    winner = after.get("winner")
    if not isinstance(winner, int) or winner < 0 or before.get("winner") == winner:
        return []
    seats = after.get("seats") or ()
    power = f" with {seats[winner]['power']} Power" if winner < len(seats) else ""
    return [f"the game ends: seat {winner} wins{power}"]
