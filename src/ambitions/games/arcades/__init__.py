"""ARCADEs v1.4 (schtefan): the trick-taking area-majority variant played with Arcs components,
for 3 and 4 players, 2 players with the phantom, and solo against the two printed bots.

Use it through the kernel: ``ambitions.new_game("arcades", players=3, seed=7)``;
``new_game("arcades", players=3, solo=True, hard=True)`` for a solo game in hard mode (the human
is seat 0 unless ``human_seat`` says otherwise). The rules follow ``variants-spec.md`` part B.1;
every ambiguity it lists is resolved as it proposes and cited by its number (A1-A32) next to the
rule, and those it offers as options are options here (`SPEC.options`).

`SPEC` is what the package offers the kernel and the front ends; the ``ambitions.games`` entry
point ``arcades`` names it. The package imports only the kernel and itself: the Arcs facts it
needs are copied into `data`.
"""

from __future__ import annotations

from pathlib import Path

from ambitions.core import compiled

# Before any engine module is imported: the compiled modules only if built from these sources.
from ambitions.games.arcades._compiled import MODULES as _COMPILED_MODULES

compiled.use_fresh_build(__name__, Path(__file__).parent, _COMPILED_MODULES)

import random  # noqa: E402
from collections.abc import Mapping  # noqa: E402
from typing import Any  # noqa: E402

from ambitions.core.records import replay_record  # noqa: E402
from ambitions.core.spec import GameHelp, GameOption, GameSpec  # noqa: E402
from ambitions.games.arcades import catalogue, flow, odds, position, render, rulenotes, setup  # noqa: E402
from ambitions.games.arcades.actions import ArcadesAction, act, parse  # noqa: E402
from ambitions.games.arcades.state import ArcadesState  # noqa: E402
from ambitions.games.arcades.statistics import STATISTICS  # noqa: E402


def new_game(players: int, seed: int = 0, **options: Any) -> ArcadesState:
    """A new ARCADEs game at its first chance node (or, in solo, its first decision)."""
    setup.check_options(players, options)
    s = ArcadesState.blank(players, int(seed), dict(options))
    setup.begin(s)
    flow.advance(s)
    return s


def replay(record: Mapping[str, Any]) -> ArcadesState:
    """Rebuild a game from its record, checking every action (raises `InvalidRecord`)."""
    return replay_record(record, new_game, parse, "ARCADEs")


def determinize(obs: Mapping[str, Any], rng: random.Random) -> ArcadesState:
    """A full state consistent with a seat's observation; unseen cards are dealt from `rng`
    (the cards the seat passed in the draft to its left neighbour, its discards to no hand)."""
    s = position.load(obs, rng)
    s.seed = rng.randrange(2**31)
    return s


def deciding_seats(players: int, options: Mapping[str, Any]) -> tuple[int, ...]:
    """Solo: only the human's seat decides (the bots are rules, B.1.5); otherwise every seat."""
    if options.get("solo"):
        return (int(options.get("human_seat", 0)),)
    return tuple(range(players))


def from_position(pos: Mapping[str, Any]) -> ArcadesState:
    """A state from a position (see `ambitions.games.arcades.position`)."""
    return position.load(pos)


SPEC = GameSpec(
    name="arcades",
    new_game=new_game,
    replay=replay,
    determinize=determinize,
    from_position=from_position,
    players=setup.PLAYER_COUNTS,
    title="ARCADEs",
    about="the trick-taking area-majority variant of Arcs (v1.4): 3-4 players, 2 with the phantom, solo",
    default_players=3,
    options=(
        GameOption("solo", "flag", "you against the two printed bots (a 3-player game)"),
        GameOption("hard", "flag", "the solo game's hard mode: each bot starts with 2 damaged cities"),
        GameOption("human_seat", "int", "your seat in the solo game (default 0); the bots take the others"),
        GameOption("highest_first", "flag", "A3: declaring takes the highest available marker"),
        GameOption("one_collection_per_turn", "flag", "A8: an agent collects one token a turn at most"),
        GameOption("unlimited_supply", "flag", "A9: the resource supply never runs out"),
        GameOption("raid_requires_survivor", "flag", "A12: keys steal only with an attacking ship left"),
        GameOption("weapons_literal", "flag", "A2: the Weapons battle must be away from your agent"),
        GameOption("bot_seven_places_only", "flag", "A23: a bot's 7 that places nothing ends its turn"),
    ),
    score="Power",
    render=render.render,
    help=GameHelp(action="move 3 4 fresh", prefix="spend", actions=render.HELP),
    describe=render.describe,
    aftermath=render.aftermath,
    unseen=render.unseen,
    statistics=STATISTICS,
    views={"tui": "ambitions.games.arcades.views.tui", "web": "ambitions.games.arcades:views/web/view.js"},
    catalogue=catalogue.catalogue,
    rules=rulenotes.notes,
    odds=odds.odds,
    deciding_seats=deciding_seats,
    encodings="ambitions.games.arcades.encoding:ENCODINGS",
)

__all__ = [
    "SPEC",
    "ArcadesAction",
    "ArcadesState",
    "act",
    "determinize",
    "from_position",
    "new_game",
    "parse",
    "replay",
]
