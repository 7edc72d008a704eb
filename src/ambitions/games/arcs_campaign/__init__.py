"""The Blighted Reach campaign (Leder Games' Arcs expansion), Acts I-III: a game extending Arcs.

``ambitions.new_game("arcs-campaign", players=3, seed=7)``; `SPEC` is what the package offers
the kernel and the front ends (the ``ambitions.games`` entry point ``arcs-campaign`` names it).
Options: ``act`` (1, the default: Act I alone; ``"all"``: the whole campaign, Acts I-III and the
two Intermissions, as one game; 2 or 3: that Act from ``continue``) and ``continue`` (a campaign
file to go on from). What exists is listed in docs/campaign.md; the Fates are the `fates`
subpackage.

This package imports `ambitions.games.arcs` by design (docs/ARCHITECTURE.md, "Games that
extend Arcs"); Arcs never imports it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any, cast

from ambitions.core import compiled
from ambitions.core.errors import InvalidOptions
from ambitions.core.records import replay_record
from ambitions.core.spec import GameHelp, GameOption, GameSpec
from ambitions.games.arcs import flow as _arcs_flow  # noqa: F401  (the Arcs engine, loaded first)

# After Arcs' engine, before any campaign module: the compiled ones only if built from these
# sources, with Arcs' compiled engine in use.
from ambitions.games.arcs_campaign._compiled import MODULES as _COMPILED_MODULES
from ambitions.games.arcs_campaign._compiled import NEEDS as _NEEDS

compiled.use_fresh_build(__name__, Path(__file__).parent, _COMPILED_MODULES, _NEEDS)

from ambitions.games.arcs import odds as arcs_odds  # noqa: E402
from ambitions.games.arcs.actions import ArcsAction, parse  # noqa: E402
from ambitions.games.arcs.state import kernel_states  # noqa: E402
from ambitions.games.arcs_campaign import (  # noqa: E402
    campaign_file,
    fates,
    flow,
    guild,
    movement,
    position,
    render,
    rulenotes,
    rules,
    setup,
    vox,
)
from ambitions.games.arcs_campaign.state import CampaignState  # noqa: E402
from ambitions.games.arcs_campaign.statistics import STAGES, STATISTICS  # noqa: E402

CampaignState.REPLACED_RULES = rules.replaced_rules()
vox.POWERS.update(fates.VOX_POWERS)  # the Fate Sets' Vox cards (Act II on): secured and in Crises
vox.CRISES.update(fates.VOX_CRISES)  # as the campaign Court's
CampaignState.EXTRA_POWERS = {
    **vox.POWERS,
    **guild.POWERS,
    **fates.POWERS,
    movement.SPRINTER: movement.SPRINTER_POWER,  # Sprinter Drives' question (the Flagship's too)
}


def new_game(players: int, seed: int = 0, **options: Any) -> CampaignState:
    """A new game at its first chance node: Act I (``act=1``, the default), the whole campaign
    (``act="all"``: Acts I-III and the two Intermissions in one game), or Act II or III from a
    campaign file (``act=2`` or ``3``, ``continue=FILE``: the Intermission then the Act if the
    file holds an Act's end, the Act's setup if it was packed up at the Intermission's end)."""
    setup.check_options(players, options)
    if options.get("continue") is not None or options.get("campaign") is not None:
        return continue_from(players, int(seed), dict(options))
    s = CampaignState.blank(players, int(seed), dict(options))
    flow.advance(s)
    return s


def continue_from(players: int, seed: int, options: dict[str, Any]) -> CampaignState:
    """The table a campaign file holds (``continue``: its path; ``campaign``: its contents),
    played on with this game's seed and options."""
    if options.get("campaign") is not None:
        path = "the campaign file"
        saved = options["campaign"]
        s = campaign_file.check(saved, path)
    else:
        path = str(options["continue"])
        saved, s = campaign_file.read(path)
    wanted = int(setup.act_option(options))
    if saved["act"] == 3:
        raise InvalidOptions(f"{path} holds the end of Act 3: the campaign is over (CRB p.8)")
    if saved["act"] != wanted - 1:
        raise InvalidOptions(
            f"{path} holds the end of Act {saved['act']}: play it with act={saved['act'] + 1},"
            f" not act={wanted}"
        )
    if saved["players"] != players:
        raise InvalidOptions(f"{path} holds a {saved['players']}-player campaign, not {players} players")
    s.seed = seed
    s.options = options
    s.history = []
    s.chance_count = 0
    flow.advance(s)  # (an Act's end: the Intermission begins)
    return s


def replay(record: Mapping[str, Any]) -> CampaignState:
    """Rebuild an Act from its record, checking every action (raises `InvalidRecord`)."""
    return cast(CampaignState, replay_record(record, kernel_states(new_game), parse, "campaign"))


def determinize(obs: Mapping[str, Any], rng: random.Random) -> CampaignState:
    """A full state consistent with a seat's observation; unseen cards are dealt from `rng`.

    Resampled: Rivals' hands (Event cards and Faithful cards included), face-down plays and
    discards, undealt action cards, and the Court deck (its campaign cards in a new order, and
    which unseen lore cards were shuffled into it); the Fates' hidden parts: before the reveal a
    Rival's two drawn Fates and their choice, after it the Fate each Rival did not choose
    (never a Fate the seat drew or sees chosen), and the names of the Sleeping Golems the seat
    does not hold (`fates.position.load_observed`). Cards the seat has seen are never dealt
    elsewhere.
    """
    s = position.load(position.from_observation(obs), rng)
    s.seed = rng.randrange(2**31)
    return s


def from_position(pos: Mapping[str, Any]) -> CampaignState:
    """A state from a position (see `ambitions.games.arcs_campaign.position`)."""
    return position.load(pos)


SPEC = GameSpec(
    name="arcs-campaign",
    new_game=kernel_states(new_game),
    replay=kernel_states(replay),
    determinize=kernel_states(determinize),
    from_position=kernel_states(from_position),
    players=(2, 3, 4),
    title="Arcs: The Blighted Reach",
    about="the Blighted Reach campaign, Acts I-III: the Empire, Regents and Outlaws, the Blight, Events",
    default_players=3,
    options=(
        GameOption(
            "act",
            "choice",
            "the Act to play: 1 (default), 2 or 3 (with --continue) or all (Acts I-III as one game)",
            choices=setup.ACTS,
        ),
        GameOption(
            "continue",
            "file",
            "a campaign file to go on from: the Intermission and the next Act",
            content="campaign",
        ),
    ),
    score="Power",
    render=render.render,
    help=GameHelp(action="move 1.3 1.0 2 0", prefix="propose", actions=render.HELP),
    describe=render.describe,
    aftermath=render.aftermath,
    unseen=render.unseen,
    statistics=STATISTICS,
    stages=STAGES,
    views={
        "tui": "ambitions.games.arcs_campaign.views.tui",
        "web": "ambitions.games.arcs_campaign:views/web/view.js",
    },
    catalogue=render.catalogue,
    rules=rulenotes.notes,
    odds=arcs_odds.odds,
    result=campaign_file.act_result,
    pause=campaign_file.pause,
    encodings="ambitions.games.arcs_campaign.encoding:ENCODINGS",
)

_ = rules
__all__ = [
    "SPEC",
    "ArcsAction",
    "CampaignState",
    "determinize",
    "from_position",
    "new_game",
    "parse",
    "replay",
]
