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
        extra = f"  influence {inf}" if inf and any(inf) else ""
        lines.append(f"{head} gate {gate:<18} | " + "; ".join(planets) + extra)
    return lines


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
            f"{side_name(obs, bat.get('defender'))}, {bat.get('stage')}; dice {bat.get('dice')}"
            + (f", rolled {faces}" if faces else "")
            + f"; left: {bat.get('self_hits', 0)} flames, {max(0, bat.get('intercepts', 0))} intercepts, "
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


def describe(text: str, chance: bool) -> str | None:
    """A log's words for an action: dice faces by name, a start card by its cluster."""
    words = text.split()
    if not chance or not words:
        return None
    if words[0] == "roll":
        return "dice: " + ", ".join(named_face(w) for w in words[1:])
    if words[0] == "start":
        return f"start card: cluster {words[1]}" if len(words) > 1 else None
    return None


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
