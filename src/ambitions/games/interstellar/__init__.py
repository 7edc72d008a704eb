"""Interstellar Ambitions, rules-enforced, for 3 to 6 players (seeds/003; variants-spec B.2).

Use it through the kernel: ``ambitions.new_game("interstellar", players=4, seed=7)``. The
rule text is complete but its cards were never published: the engine reads them from a card
file, by default the set designed in variants-spec B.2.7 (`default_cards.json`, marked as
designed); ``cards=FILE`` loads another (`cards`). Every gap of the rules is resolved as
variants-spec B.2.6 proposes and cited in the code by its number (I-1 .. I-29); options for
those where players could differ are in `setup`.

`SPEC` is what the package offers the kernel and the front ends; the ``ambitions.games`` entry
point ``interstellar`` names it.
"""

from __future__ import annotations

from pathlib import Path

from ambitions.core import compiled

# Before any engine module is imported: the compiled modules only if built from these sources.
from ambitions.games.interstellar._compiled import MODULES as _COMPILED_MODULES

compiled.use_fresh_build(__name__, Path(__file__).parent, _COMPILED_MODULES)

import random  # noqa: E402
from collections.abc import Mapping  # noqa: E402
from typing import Any  # noqa: E402

from ambitions.core.records import replay_record  # noqa: E402
from ambitions.core.spec import GameOption, GameSpec  # noqa: E402
from ambitions.games.interstellar import catalogue, flow, position, render, rulenotes, setup, turns  # noqa: E402
from ambitions.games.interstellar.actions import Action, act, parse  # noqa: E402
from ambitions.games.interstellar.state import InterstellarState  # noqa: E402
from ambitions.games.interstellar.statistics import STATISTICS  # noqa: E402


def new_game(players: int, seed: int = 0, **options: Any) -> InterstellarState:
    """A new game at its first chance node (the start player is drawn at random)."""
    cards, kept = setup.check_options(players, options)
    s = InterstellarState.blank(players, int(seed), kept, cards)
    turns.begin(s)
    flow.advance(s)
    return s


def replay(record: Mapping[str, Any]) -> InterstellarState:
    """Rebuild a game from its record, checking every action (raises `InvalidRecord`)."""
    return replay_record(record, new_game, parse, "Interstellar")


def determinize(obs: Mapping[str, Any], rng: random.Random) -> InterstellarState:
    """A full state consistent with a seat's observation: the Shadow cards it cannot see (rival
    hands, the deck, others' face-down discards, cards revealed to another) and an opponent's
    hidden combat order are dealt from `rng`."""
    s = position.load(obs, rng)
    s.seed = rng.randrange(2**31)
    return s


def from_position(pos: Mapping[str, Any]) -> InterstellarState:
    """A state from a position (see `ambitions.games.interstellar.position`)."""
    return position.load(pos)


SPEC = GameSpec(
    name="interstellar",
    new_game=new_game,
    replay=replay,
    determinize=determinize,
    from_position=from_position,
    players=setup.PLAYERS,
    title="Interstellar Ambitions",
    about="colonise, research, raid and invade to fulfil ambitions (a designed default card set)",
    default_players=4,
    options=(
        GameOption(
            "cards",
            "file",
            "a card file (JSON, see cards.schema.json); default: the designed set",
            content="card_set",
        ),
        GameOption("tech_slots", "int", "face-up Tech slots (I-2; the card set says 4)"),
        GameOption("merc_slots", "int", "face-up Merc slots (I-2; the card set says 3)"),
        GameOption("tiebreak_damage", "flag", "tie-break on fleet combat value less damage (I-24)"),
        GameOption("exchange_mixed", "flag", "exchange any 3 resources for 1, not 3 of one type (I-25)"),
    ),
    score="VP",
    render=render.render,
    rules=rulenotes.notes,
    help=render.GAME_HELP,
    describe=render.describe,
    aftermath=render.aftermath,
    unseen=render.unseen,
    statistics=STATISTICS,
    views={
        "tui": "ambitions.games.interstellar.views.tui",
        "web": "ambitions.games.interstellar:views/web/view.js",
    },
    catalogue=catalogue.catalogue,
    encodings="ambitions.games.interstellar.encoding:ENCODINGS",
)

__all__ = [
    "SPEC",
    "Action",
    "InterstellarState",
    "act",
    "determinize",
    "from_position",
    "new_game",
    "parse",
    "replay",
]
