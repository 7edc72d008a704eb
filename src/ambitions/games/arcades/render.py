"""A plain-text view of an ARCADEs observation, log descriptions and what a seat cannot see.

`render(obs)` is pure: it reads only the observation (and the static `data`), so it shows a
seat exactly what that seat may know. The line-by-line game prints it before each decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.core.words import counted
from ambitions.games.arcades import data
from ambitions.games.arcades.actions import named_face


def side_name(obs: Mapping[str, Any], side: Any) -> str:
    """``seat 1``, ``seat 1 (you)``, ``seat 2 (bot)`` or ``phantom``."""
    if not isinstance(side, int) or side < 0:
        return "-"
    if side == obs.get("phantom_side"):
        return "phantom"
    text = f"seat {side}"
    seats = obs.get("seats") or []
    if side < len(seats) and seats[side].get("bot"):
        text += " (bot)"
    if side == obs.get("seat"):
        text += " (you)"
    return text


def ship_cell(fresh: int, damaged: int) -> str:
    """``3+1``: 3 fresh and 1 damaged ship."""
    return f"{fresh}+{damaged}" if damaged else str(fresh)


def map_lines(obs: Mapping[str, Any]) -> list[str]:
    """One line per cluster: its marker, its gate's ships per side, each planet's token, city
    and agents."""
    ships: dict[int, list[str]] = {}
    for sh in obs.get("ships") or []:
        ships.setdefault(sh["cluster"], []).append(
            f"{_short(obs, sh['side'])}:{ship_cell(sh['fresh'], sh['damaged'])}"
        )
    cities = {c["planet"]: c for c in obs.get("cities") or []}
    tokens = set(obs.get("tokens") or [])
    agents: dict[str, list[str]] = {}
    for side, planet in enumerate(obs.get("agents") or []):
        if planet:
            agents.setdefault(planet, []).append(_short(obs, side))
    markers = {m["cluster"]: m["value"] for m in obs.get("markers") or [] if m.get("cluster")}
    influence = obs.get("influence") or {}
    lines = []
    for c in range(1, data.CLUSTERS + 1):
        head = f"  {c} [{markers[c]}]" if c in markers else f"  {c}      "
        gate = " ".join(ships.get(c, [])) or "-"
        planets = []
        for k in range(1, data.PLANETS_PER_CLUSTER + 1):
            pid = f"{c}.{k}"
            kind = data.RESOURCES[data.PLANET_TYPE[data.PLANET_INDEX[pid]]]
            cell = f"{pid} {kind}{'*' if pid in tokens else ''}"
            if pid in cities:
                city = cities[pid]
                cell += f" C{city['seat']}{'' if city['fresh'] else '(d)'}"
            if pid in agents:
                cell += " A" + ",".join(agents[pid])
            planets.append(cell)
        inf = influence.get(str(c))
        extra = (
            "  influence " + ", ".join(f"{_short(obs, side)} {v}" for side, v in enumerate(inf) if v)
            if inf and any(inf)
            else ""
        )
        lines.append(f"{head} gate {gate:<18} | " + "; ".join(planets) + extra)
    return lines


def _dice_counts(dice: Any) -> str:
    """A battle's dice counts (assault, skirmish, raid) in words: ``2 assault, 1 raid``."""
    counts = [f"{n} {die}" for n, die in zip(dice or (), data.DIE_TYPES, strict=False) if n]
    return ", ".join(counts) or "none"


def _short(obs: Mapping[str, Any], side: int) -> str:
    return "P" if side == obs.get("phantom_side") else f"s{side}"


def drop_line(obs: Mapping[str, Any]) -> str | None:
    """A pending 7th resource in words (A28): who gains what from where, and what forfeiting and
    exchanging do; None when there is none."""
    drops = obs.get("drops") or []
    if not drops:
        return None
    d = drops[0]
    r = d.get("resource")
    source = d.get("stolen_from")
    if d.get("planet"):
        where, stays = f" from {d['planet']}", f"stays on {d['planet']}"
    elif isinstance(source, Mapping):
        where = f" stolen from {side_name(obs, source.get('seat'))}'s slot {source.get('slot')}"
        stays = "stays on that board"
    else:
        where, stays = "", "goes to the supply"
    return (
        f"No room for a 7th resource: {side_name(obs, d.get('seat'))} gains {r}{where}. "
        f"Drop {r} to forfeit it (it {stays}), or a held type to exchange it (back to the supply)"
    )


def render(obs: Mapping[str, Any]) -> str:
    """The observation `obs` as readable plain text (several lines, no trailing newline)."""
    lines: list[str] = []
    n: int = obs["players"]
    viewer = obs.get("seat")
    mover = obs.get("current_player")
    if obs.get("phase") == "over":
        status = f"game over, {side_name(obs, obs.get('winner'))} wins"
    elif isinstance(mover, int) and mover >= 0:
        status = f"{side_name(obs, mover)} to decide"
    else:
        status = "chance"
    mode = {"standard": f"{n} players", "phantom": "2 players and the phantom", "solo": "solo"}[obs["mode"]]
    view = "everything" if viewer == "all" else ("public view" if viewer is None else f"seat {viewer}'s view")
    lines.append(f"=== ARCADEs, {mode}: chapter {obs['chapter']}, {obs['phase']}, {status} [{view}] ===")
    lines.append(
        f"Initiative: {side_name(obs, obs.get('initiative'))}; Power to end the game: {obs.get('threshold')}"
    )
    markers = ", ".join(
        f"{m['value']} " + (f"in cluster {m['cluster']}" if m.get("cluster") else "available")
        for m in obs.get("markers") or []
    )
    lines.append(f"Ambition markers: {markers}")
    rnd = obs.get("round") or {}
    plays = rnd.get("plays") or []
    if plays:
        shown = [f"{side_name(obs, p['side'])} {p['card']}" for p in plays]
        zero = " (lead zeroed by an ambition)" if rnd.get("zeroed") else ""
        lines.append("Round: " + "; ".join(shown) + zero)
    trn = obs.get("turn") or {}
    if isinstance(trn.get("side"), int) and trn["side"] >= 0:
        use = {"": "use not chosen", "ap": "action points", "place": "placing ships"}[trn.get("mode", "")]
        flags = [k for k in ("researched", "colonized", "collected", "attacked") if trn.get(k)]
        lines.append(
            f"Turn: {side_name(obs, trn['side'])} with {trn.get('card')}, {use}, {trn.get('ap', 0)} AP left"
            + (f" ({', '.join(flags)})" if flags else "")
        )
    bat = obs.get("battle") or {}
    if bat.get("stage"):
        faces = ", ".join(named_face(f) for f in bat.get("faces") or [])
        lines.append(
            f"Battle in cluster {bat.get('cluster')}: {side_name(obs, bat.get('attacker'))} against "
            f"{side_name(obs, bat.get('defender'))}, {bat.get('stage')}; dice {_dice_counts(bat.get('dice'))}"
            + (f", rolled {faces}" if faces else "")
            + f"; left: {counted(bat.get('self_hits', 0), 'flame')}, "
            f"{counted(max(0, bat.get('intercepts', 0)), 'intercept')}, "
            f"{counted(bat.get('hits', 0), 'hit')}, {counted(bat.get('keys', 0), 'key')}, "
            f"{counted(bat.get('pyramids', 0), 'pyramid')}"
        )
    drop = drop_line(obs)
    if drop:
        lines.append(drop)
    lines.append("Map (gate ships per side as fresh+damaged; * a token; C a city, (d) damaged; A agents):")
    lines += map_lines(obs)
    for p, st in enumerate(obs.get("seats") or []):
        res = ", ".join(r for r in st.get("resources") or [] if r) or "none"
        text = f"{side_name(obs, p)}: Power {st['power']}; ships in supply {st['supply']}"
        if not st.get("bot"):
            text += f", fleet {st['fleet']}, cities on the board {st['cities_left']}; resources {res}"
            if st.get("advances"):
                text += "; advances " + ", ".join(st["advances"])
        trophies = st.get("trophies") or []
        if trophies:
            text += "; trophies " + ", ".join(
                f"{t['count']} of {side_name(obs, t['owner'])}" for t in trophies
            )
        if st.get("bot"):
            text += f"; offer {' '.join(st.get('offer') or []) or '-'} (pile {st.get('pile_size', 0)})"
        elif "hand" in st:
            text += f"; hand {' '.join(st['hand']) or '-'}"
            if st.get("kept"):
                text += f" (keeping {' '.join(st['kept'])})"
        else:
            text += f"; {st['hand_size']} cards in hand"
        lines.append(text)
    ph = obs.get("phantom")
    if ph:
        lines.append(
            f"Phantom: offer {' '.join(ph.get('offer') or []) or '-'} (stack {ph.get('stack_size', 0)})"
        )
    events = obs.get("events") or []
    if events:
        lines.append("Recent events:")
        lines += [f"  {e}" for e in events[-8:]]
    # (The decision's actions are the shell's to list, once: `--plain`, the full-screen chooser.)
    return "\n".join(lines)


_SYMBOLS = (
    ("hits", "hit", "a hit"),
    ("pyramids", "pyramid", "a pyramid"),
    ("keys", "key", "a key"),
    ("intercepts", "intercept", "an intercept"),
    ("self_hits", "flame", "a flame"),
)
"""A die face's symbols in the order a sentence says them: field, noun, one of them."""

_CHANCE_WORDS = {
    "deal": "the action deck is shuffled and dealt",
    "bots": "the bots' deck is shuffled and dealt into their piles",
    "stack": "the phantom's deck is shuffled and its stack dealt",
}
"""Chance outcomes whose text hides their cards (every shuffle reads ``... is shuffled``)."""


def _some(n: int, noun: str, one: str) -> str:
    return one if n == 1 else counted(n, noun)


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def face_words(token: str) -> str | None:
    """A die's face (``A3``) in words: ``assault 2 hits and a flame``; None if not a face."""
    if len(token) != 2 or token[0] not in data.DIE_LETTERS or token[1] not in "012345":
        return None
    d = data.DIE_LETTERS.index(token[0])
    face = data.DICE[d][int(token[1])]
    said = [_some(getattr(face, f), noun, one) for f, noun, one in _SYMBOLS if getattr(face, f)]
    return f"{data.DIE_TYPES[d]} {' and '.join(said) or 'blank'}"


def roll_words(tokens: list[str]) -> str | None:
    """A roll's faces as a sentence: ``the dice show: assault 2 hits and a flame, skirmish
    blank``; None if a token is not a face."""
    faces = [face_words(t) for t in tokens]
    if any(f is None for f in faces):
        return None
    return "the dice show: " + ", ".join(f for f in faces if f) if faces else "no dice are rolled"


def _ships(kind: str, n: int = 1) -> str:
    return _some(n, f"{kind} ship", f"a {kind} ship")


def decision_words(words: list[str]) -> str | None:
    """Words for a decision whose text is codes (dice counts, ships, gates, markers), or None
    where its text reads well as it is."""
    kind, args = words[0], words[1:]
    if kind == "dice" and len(args) == 3 and all(a.isdigit() for a in args):
        dice = [
            counted(int(n), f"{die} die", f"{die} dice")
            for n, die in zip(args, data.DIE_TYPES, strict=True)
            if int(n)
        ]
        return "roll " + (_and(dice) if dice else "no dice")
    if kind == "hit" and len(args) == 1 and args[0] in ("fresh", "damaged"):
        return f"hit {_ships(args[0])}"
    if kind == "ships" and len(args) == 1:
        return f"put the 3 starting ships into gate {args[0]}"
    if kind == "place" and len(args) == 2 and args[1].isdigit():
        return f"place {counted(int(args[1]), 'ship')} into gate {args[0]}"
    if kind == "place" and len(args) == 1 and args[0].isdigit():
        return f"place {counted(int(args[0]), 'ship')} into the agent's gate"
    if kind == "move" and len(args) == 3 and args[2] in ("fresh", "damaged"):
        return f"move {_ships(args[2])} from gate {args[0]} to gate {args[1]}"
    if kind == "move" and len(args) == 4 and args[2].isdigit() and args[3].isdigit():
        moved = [_ships(k, int(n)) for n, k in ((args[2], "fresh"), (args[3], "damaged")) if int(n)]
        return f"move {_and(moved) if moved else 'no ships'} from gate {args[0]} to gate {args[1]}"
    if kind == "repair" and len(args) == 1:
        return f"repair a damaged ship in gate {args[0]}"
    if kind == "agent" and len(args) == 2:
        return f"move the agent to {args[0]}, collecting the token on {args[1]}"
    if kind == "agent" and len(args) == 1:
        return f"move the agent to {args[0]}"
    if kind == "declare" and len(args) == 1:
        return f"declare the {args[0]} ambition marker"
    if kind == "battle" and len(args) in (1, 2):
        rival = f"{'the phantom' if args[-1] == 'phantom' else 'seat ' + args[-1]}"
        return f"battle {rival}" + (f" in cluster {args[0]}" if len(args) == 2 else "")
    if kind == "spend" and len(args) == 3 and args[1] == "repair" and args[2].isdigit():
        return f"spend {args[0]} to repair {counted(int(args[2]), 'ship')} in the agent's cluster"
    if kind == "spend" and len(args) > 1:
        rest = decision_words(args[1:])
        return f"spend {args[0]} to {rest or ' '.join(args[1:])}"
    return None


def describe(text: str, chance: bool) -> str | None:
    """A log's words for an action: dice as a sentence, the initiative, a start card by its
    cluster, deals and shuffles without their cards; decisions whose text is codes in words
    (`decision_words`)."""
    words = text.split()
    if not words:
        return None
    if not chance:
        return decision_words(words)
    if words[0] == "roll":
        return roll_words(words[1:])
    if words[0] == "start" and len(words) == 2:
        return f"the start card drawn is cluster {words[1]}"
    if words[0] == "initiative" and len(words) == 2:
        return f"seat {words[1]} draws the initiative"
    return _CHANCE_WORDS.get(words[0])


def aftermath(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """What a step caused that its text does not say (`GameSpec.aftermath`): the public event
    log's new lines (a round's winner, a battle's rolls, an ambition's scoring, the bots' turns,
    the game's end), then whose ships and cities a battle's hits damaged or destroyed."""
    return new_events(before, after) + battle_notes(before, after)


def new_events(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The event log's new lines. It keeps its last lines only: the new ones are those after the
    longest part of the old log its new one starts with."""
    was, now = list(before.get("events") or ()), list(after.get("events") or ())
    for dropped in range(len(was) + 1):
        kept = was[dropped:]
        if now[: len(kept)] == kept:
            return now[len(kept) :]
    return now


def _battle_cluster(obs: Mapping[str, Any]) -> int | None:
    cluster = (obs.get("battle") or {}).get("cluster")
    return cluster if isinstance(cluster, int) and not isinstance(cluster, bool) else None


def _same_turn(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Both observations in one turn of one chapter: what changed is the battle's doing (not a
    later turn's, a bot's or a chapter's end)."""
    turn, turn_now = before.get("turn") or {}, after.get("turn") or {}
    return before.get("chapter") == after.get("chapter") and turn.get("side") == turn_now.get("side")


def _side_words(obs: Mapping[str, Any], side: Any) -> str:
    return "the phantom" if side == obs.get("phantom_side") else f"seat {side}"


def battle_notes(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Whose ships (and cities) in the battle's cluster a step's hits damaged or destroyed, the
    hits assigned for a side with one choice included, when the step stays in the battle's turn
    (a bot's battles are the event log's)."""
    cluster = _battle_cluster(before) or _battle_cluster(after)
    if cluster is None or not _same_turn(before, after):
        return []

    def fleets(obs: Mapping[str, Any]) -> dict[Any, tuple[int, int]]:
        rows = obs.get("ships") or ()
        return {r["side"]: (int(r["fresh"]), int(r["damaged"])) for r in rows if r.get("cluster") == cluster}

    was, now = fleets(before), fleets(after)
    out = []
    for side in sorted(was, key=str):
        fresh, damaged = was[side]
        fresh_now, damaged_now = now.get(side, (0, 0))
        hit, destroyed = max(0, fresh - fresh_now), fresh + damaged - fresh_now - damaged_now
        parts = [
            f"{_some(n, 'ship', 'a ship')} {what}"
            for n, what in ((hit, "damaged"), (destroyed, "destroyed"))
            if n > 0
        ]
        if parts:
            out.append(f"in cluster {cluster}: {_side_words(after, side)} has {_and(parts)}")
    standing = {c["planet"]: c for c in after.get("cities") or ()}
    for city in before.get("cities") or ():
        planet = str(city["planet"])
        if not planet.startswith(f"{cluster}."):
            continue
        whose = f"{_side_words(after, city['seat'])}'s city on {planet}"
        if planet not in standing or standing[planet]["seat"] != city["seat"]:
            out.append(f"{whose} is destroyed")
        elif city["fresh"] and not standing[planet]["fresh"]:
            out.append(f"{whose} is damaged")
    return out


def unseen(obs: Mapping[str, Any]) -> int:
    """How many cards `obs` leaves its seat unable to see (undo stops after a decision that
    lowered it: it revealed something)."""
    hidden = int(obs.get("deck_size") or 0) + int(obs.get("facedown_size") or 0)
    for st in obs.get("seats") or []:
        if "hand" not in st:
            hidden += int(st.get("hand_size") or 0)
        if "pile" not in st:
            hidden += int(st.get("pile_size") or 0)
    ph = obs.get("phantom")
    if ph and "stack" not in ph:
        hidden += int(ph.get("stack_size") or 0)
    return hidden


HELP = """\
ARCADEs' actions (clusters are 1-6, planets CLUSTER.K: 3.2 the second planet of cluster 3;
sides are seats 0-3, the phantom 2):
  keep ADM3 MOB7            draft: the two cards you keep (the rest pass left)
  play ADM4                 play a card (follow suit when you can)
  place 4 3                 the card's action: 3 ships into gate 4
  agent 3.2                 move your agent to 3.2 (agent 3.2 2.1: collect 2.1's token on the way)
  move 3 4 fresh            move one fresh (or damaged) ship from gate 3 to gate 4
  repair 3                  repair one damaged ship in gate 3
  battle 1                  battle seat 1 in your agent's cluster; then dice A S R, hit fresh
  research colonies         2 AP and the advance's resource
  colonize 3.2 fuel fresh   2 AP, a fuel and a fresh ship: a city on 3.2
  spend fuel move 3 4 2 0   free actions: spend a resource (material place, relic repair, ...)
  buyback 1 power           buy back your Trophies from seat 1
  declare 5/3               lead only: the 5/3 marker into your agent's cluster
  drop fuel                 a 7th resource: give one up (drop fuel held: a held one)
  end                       end your turn"""
"""The game's actions for the help of a front end (`GameSpec.help`)."""
