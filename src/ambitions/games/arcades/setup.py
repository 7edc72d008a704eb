"""Setup (B.1.2; the phantom's B.1.4; solo B.1.5) and the game's options.

The steps after the initiative marker is given (at random, to a random human with 2 players,
to the human in solo) are a queue, ``state.setup_steps``, of ``(step, side, cluster)``:

- ``draw-agent``: a chance node draws a start card; a person then puts their agent on a planet
  of that cluster (``agent``), a bot or the phantom on its left-most planet (A15). Drawn cards
  leave the pile, so agents start in different clusters, and collect nothing.
- ``ships``: a person puts 3 ships into any one gate (J2), from the player to the right of the
  initiative holder counter-clockwise, the holder last.
- 2 players: the phantom's agent from a leftover start card (K), then the pile is all 6 cards
  again (``reset-pile``), and 2 phantom ships go into every gate (L).
- solo: after the human's ships the start cards are shuffled together (``reset-pile``); each bot
  draws one for its 3 ships (``draw-ships``); in hard mode each bot then draws two for its
  damaged cities, on the left-most planet of each cluster (``draw-city``).
"""

from __future__ import annotations

from typing import Any, Final

from ambitions.core.errors import InvalidOptions, shorten
from ambitions.core.records import is_whole
from ambitions.core.words import counted
from ambitions.games.arcades import data, geometry, resources
from ambitions.games.arcades.state import PHANTOM, ArcadesState, Phase

FLAGS: Final = (
    "solo",
    "hard",
    "highest_first",
    "one_collection_per_turn",
    "unlimited_supply",
    "raid_requires_survivor",
    "weapons_literal",
    "bot_seven_places_only",
)
"""The game's flag options (see `ambitions.games.arcades.SPEC` for their help)."""
INTS: Final = ("human_seat",)
SOLO_ONLY: Final = ("hard", "human_seat", "bot_seven_places_only")
PLAYER_COUNTS: Final = (2, 3, 4)
"""ARCADEs is for 3-4 players, 2 with the phantom (variants-spec A), and solo with 3 seats."""


def check_options(players: int, options: dict[str, Any]) -> None:
    """Raise `InvalidOptions` for a player count other than 2-4 (before anything is built for
    it: a record may hold any number), an option the game does not take or a bad combination."""
    if not is_whole(players) or players not in PLAYER_COUNTS:
        raise InvalidOptions(f"ARCADEs is for 2, 3 or 4 players, not {shorten(players)}")
    for key, value in options.items():
        if key in FLAGS:
            if not isinstance(value, bool):
                raise InvalidOptions(f"ARCADEs option {key!r} is true or false, not {value!r:.40}")
        elif key in INTS:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptions(f"ARCADEs option {key!r} is a whole number, not {value!r:.40}")
        else:
            known = ", ".join(FLAGS + INTS)
            raise InvalidOptions(f"unknown ARCADEs option {key!r:.40}; its options: {known}")
    solo = options.get("solo", False)
    if solo and players != 3:
        raise InvalidOptions(f"solo ARCADEs is a 3-player game (one human, two bots), not {players} players")
    for key in SOLO_ONLY:
        if key in options and not solo and options[key] not in (False,):
            raise InvalidOptions(f"ARCADEs option {key!r} is for solo games (add solo=True)")
    seat = options.get("human_seat", 0)
    if not 0 <= seat < players:
        raise InvalidOptions(f"human_seat must be a seat 0..{players - 1}, not {seat}")


def give_initiative(s: ArcadesState, side: int) -> None:
    """The initiative marker goes to `side`; the setup steps are queued."""
    s.initiative = side
    n = s.n
    order = [(side + i) % n for i in range(n)]
    steps: list[tuple[str, int, int]] = [("draw-agent", p, -1) for p in order]
    if s.mode == "solo":
        bots = [p for p in order if s.bots[p]]
        steps.append(("ships", s.human, -1))
        steps.append(("reset-pile", -1, -1))
        steps += [("draw-ships", b, -1) for b in bots]
        if s.options.get("hard"):
            steps += [("draw-city", b, -1) for b in bots for _ in range(2)]
    else:
        if s.phantom:
            steps.append(("draw-agent", PHANTOM, -1))
            steps.append(("reset-pile", -1, -1))
            steps.append(("phantom-ships", PHANTOM, -1))
        steps += [("ships", (side - 1 - i) % n, -1) for i in range(n)]  # counter-clockwise, holder last
    s.setup_steps = steps
    s.phase = Phase.SETUP
    s.log(f"{s.side_name(side)} takes the initiative")


def begin(s: ArcadesState) -> None:
    """Stock every planet (A), then the initiative: a chance node, except in solo (B)."""
    for q in range(data.PLANETS):
        resources.take_from_supply(s, data.PLANET_TYPE[q])
        s.tokens[q] = True
    if s.mode == "solo":
        give_initiative(s, s.human)
    else:
        s.phase = Phase.CHANCE_INITIATIVE


def run_steps(s: ArcadesState) -> None:
    """Do the automatic setup steps; stop at a chance node or a person's decision, or go on to
    the first Recruit phase when setup is done."""
    while s.setup_steps:
        step, side, cluster = s.setup_steps[0]
        if step.startswith("draw-"):
            s.phase = Phase.CHANCE_START
            return
        if step == "agent":
            s.phase = Phase.SETUP_AGENT
            s.mover = side
            return
        if step == "ships":
            s.phase = Phase.SETUP_SHIPS
            s.mover = side
            return
        s.setup_steps.pop(0)
        if step == "reset-pile":
            s.start_pile = list(data.START_CARDS)
            s.start_discard = []
        elif step == "phantom-ships":
            for c in range(data.CLUSTERS):
                s.fresh[c * s.sides + PHANTOM] += data.PHANTOM_SHIPS_PER_GATE
            s.supply[PHANTOM] -= data.PHANTOM_SHIPS_PER_GATE * data.CLUSTERS
    s.phase = Phase.RECRUIT


def start_card(s: ArcadesState, cluster: int) -> None:
    """A start card naming `cluster` was drawn for the current setup step."""
    step, side, _ = s.setup_steps.pop(0)
    s.start_pile.remove(cluster + 1)
    left_most = cluster * data.PLANETS_PER_CLUSTER
    if step == "draw-agent":
        if s.is_human(side):
            s.setup_steps.insert(0, ("agent", side, cluster))
        else:
            s.agents[side] = left_most
            s.log(f"{s.side_name(side)}'s agent starts on {data.PLANET_IDS[left_most]}")
    elif step == "draw-ships":
        k = min(data.STARTING_SHIPS, s.supply[side])
        s.supply[side] -= k
        s.fresh[cluster * s.sides + side] += k
        s.log(f"{s.side_name(side)} starts with {counted(k, 'ship')} in cluster {cluster + 1}")
    else:  # draw-city: a damaged bot city on the left-most planet
        s.cities[left_most] = side * 2
        s.log(f"{s.side_name(side)} starts with a damaged city on {data.PLANET_IDS[left_most]}")


def agent_options(s: ArcadesState) -> list[int]:
    """The planets of the drawn start card's cluster."""
    return list(geometry.planets_of(s.setup_steps[0][2]))


def place_agent(s: ArcadesState, planet: int) -> None:
    _, side, _ = s.setup_steps.pop(0)
    s.agents[side] = planet
    s.phase = Phase.SETUP


def place_starting_ships(s: ArcadesState, cluster: int) -> None:
    _, side, _ = s.setup_steps.pop(0)
    k = min(data.STARTING_SHIPS, s.supply[side])
    s.supply[side] -= k
    s.fresh[cluster * s.sides + side] += k
    s.phase = Phase.SETUP
