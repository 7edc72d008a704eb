"""Arcs (Leder Games): the base game and Leaders & Lore, rules-enforced.

Use it through the kernel: ``ambitions.new_game("arcs", players=3, seed=7)``. Options:
``setup_card`` (an id such as ``"3SETUP02"``; drawn at random when omitted),
``leaders_and_lore`` (the Leaders & Lore mode, p21: a draft of leaders and lore cards replaces
setup steps N-O) and ``two_lore`` (each player drafts 2 lore cards).

`SPEC` is what the package offers the kernel and the front ends; the ``ambitions.games`` entry
point ``arcs`` names it.
"""

from __future__ import annotations

from pathlib import Path

from ambitions.core import compiled

# Before any engine module is imported: the compiled modules only if built from these sources.
from ambitions.games.arcs._compiled import MODULES as _COMPILED_MODULES

compiled.use_fresh_build(__name__, Path(__file__).parent, _COMPILED_MODULES)

import random  # noqa: E402
from collections.abc import Callable, Mapping  # noqa: E402
from typing import Any, cast  # noqa: E402

from ambitions.core.records import replay_record  # noqa: E402
from ambitions.core.spec import GameHelp, GameOption, GameSpec  # noqa: E402
from ambitions.core.state import State  # noqa: E402
from ambitions.games.arcs import (  # noqa: E402
    catalogue,
    flow,
    observe,
    odds,
    position,
    render,
    rulenotes,
    setup,
    telling,
)
from ambitions.games.arcs.actions import ArcsAction, act, parse  # noqa: E402
from ambitions.games.arcs.state import ArcsState, kernel_states  # noqa: E402
from ambitions.games.arcs.statistics import STATISTICS  # noqa: E402


def new_game(players: int, seed: int = 0, **options: Any) -> ArcsState:
    """A new Arcs game at its first chance node (the initiative marker is given at random)."""
    setup.check_options(players, options)
    s = ArcsState.blank(players, int(seed), dict(options))
    flow.advance(s)
    return s


def replay(record: Mapping[str, Any]) -> ArcsState:
    """Rebuild a game from its record, checking every action (raises `InvalidRecord`)."""
    return cast(ArcsState, replay_record(record, kernel_states(new_game), parse, "Arcs"))


def determinize(obs: Mapping[str, Any], rng: random.Random) -> ArcsState:
    """A full state consistent with a seat's observation; unseen cards are dealt from `rng`.

    Cards the seat has seen (its hand, face-up plays and discards this chapter, its own face-down
    cards, the Court row and discard) are never dealt to anyone else.
    """
    s = position.load(obs, rng)
    s.seed = rng.randrange(2**31)
    return s


def dealer(obs: Mapping[str, Any]) -> Callable[[random.Random], ArcsState]:
    """`determinize` for one observation and many rngs (a search's worlds): ``dealer(obs)(rng)``
    is ``determinize(obs, rng)``, the same state and the same draws from `rng`, but the
    observation is read and checked once (`position.Dealer`)."""
    worlds = position.Dealer(obs)

    def deal(rng: random.Random) -> ArcsState:
        s = worlds.load(rng)
        s.seed = rng.randrange(2**31)
        return s

    return deal


def from_position(pos: Mapping[str, Any]) -> ArcsState:
    """A state from a position (see `ambitions.games.arcs.position`)."""
    return position.load(pos)


SPEC = GameSpec(
    name="arcs",
    new_game=kernel_states(new_game),
    replay=kernel_states(replay),
    determinize=kernel_states(determinize),
    dealer=cast("Callable[[Mapping[str, Any]], Callable[[random.Random], State]]", dealer),  # as above
    from_position=kernel_states(from_position),
    players=(2, 3, 4),
    title="Arcs",
    about="Leder Games' space strategy card game: the base game and Leaders & Lore",
    default_players=3,
    is_default=True,
    options=(
        GameOption("setup_card", "text", "the setup card, e.g. 3SETUP02 (drawn at random when omitted)"),
        GameOption("leaders_and_lore", "flag", "play the Leaders & Lore mode (p21)"),
        GameOption("two_lore", "flag", "Leaders & Lore: each player drafts two lore cards"),
    ),
    score="Power",
    render=render.render,
    help=GameHelp(action="move 1.3 1.0 2 0", prefix="move 3.2", actions=render.HELP),
    describe=render.describe,
    aftermath=telling.aftermath,
    unseen=render.unseen,
    statistics=STATISTICS,
    views={"tui": "ambitions.games.arcs.views.tui", "web": "ambitions.games.arcs:views/web/view.js"},
    catalogue=catalogue.catalogue,
    rules=rulenotes.notes,
    odds=odds.odds,
    encodings="ambitions.games.arcs.encoding:ENCODINGS",
)

__all__ = [
    "SPEC",
    "ArcsAction",
    "ArcsState",
    "act",
    "dealer",
    "determinize",
    "from_position",
    "new_game",
    "parse",
    "replay",
]
_ = observe
