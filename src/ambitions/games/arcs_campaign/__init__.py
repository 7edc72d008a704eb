"""The Blighted Reach campaign (Leder Games' Arcs expansion), Act I: a game extending Arcs.

``ambitions.games.arcs_campaign.new_game(players=3, seed=7)``. It is not registered as a game
yet (no ``ambitions.games`` entry point): Act I cannot be played end to end until the rest of
issue 17 is in (the Fates' remaining cards, the end of the Act). What exists is listed in
docs/campaign.md; the Fates are the `fates` subpackage.

This package imports `ambitions.games.arcs` by design (docs/ARCHITECTURE.md, "Games that
extend Arcs"); Arcs never imports it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.core.records import replay_record
from ambitions.games.arcs import flow as _arcs_flow  # noqa: F401  (the Arcs engine, loaded first)
from ambitions.games.arcs.actions import ArcsAction, parse
from ambitions.games.arcs_campaign import fates, flow, guild, position, rules, setup, vox
from ambitions.games.arcs_campaign.state import CampaignState

CampaignState.REPLACED_RULES = rules.replaced_rules()
CampaignState.EXTRA_POWERS = {**vox.POWERS, **guild.POWERS, **fates.POWERS}


def new_game(players: int, seed: int = 0, **options: Any) -> CampaignState:
    """A new Act I at its first chance node (the initiative marker is given at random)."""
    setup.check_options(players, options)
    s = CampaignState.blank(players, int(seed), dict(options))
    flow.advance(s)
    return s


def replay(record: Mapping[str, Any]) -> CampaignState:
    """Rebuild an Act from its record, checking every action (raises `InvalidRecord`)."""
    return replay_record(record, new_game, parse, "campaign")


def from_position(pos: Mapping[str, Any]) -> CampaignState:
    """A state from a position (see `ambitions.games.arcs_campaign.position`)."""
    return position.load(pos)


_ = rules
__all__ = ["ArcsAction", "CampaignState", "from_position", "new_game", "parse", "replay"]
