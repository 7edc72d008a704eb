"""The campaign's terminal views: the Arcs views (map, round, Court, hands, ambitions) and a
campaign panel: the Act, titles and the First Regent, the Imperial Council, the Imperial Trust
and Favors, the Policy and Edicts, the Empire's ships, the Blight, the Free cities and the
Events (`CampaignViews`, named by the campaign's `GameSpec`).

It extends the Arcs view set as the campaign extends Arcs (docs/ARCHITECTURE.md, "Games that
extend Arcs"): the text comes from `ambitions.games.arcs_campaign.render.campaign_lines`, which
reads only the observation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult

from ambitions.core.spec import GameSpec
from ambitions.games.arcs.views.tui import LEGEND, ArcsViews
from ambitions.games.arcs_campaign.render import campaign_lines
from ambitions.tui.viewset import View
from ambitions.tui.widgets.base import Panel


class CampaignView(Panel):
    """The Empire, the Council, titles, Trust and Favors, the Blight, Free cities, Events."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("The Blighted Reach", id=id)

    def build(self, obs: dict[str, Any]) -> Group:
        lines = campaign_lines(obs)
        return Group(Text(lines[0], style="bold"), *(Text(line) for line in lines[1:]))


class CampaignViews(ArcsViews):
    """The Arcs board, and the campaign panel at the top of the side column."""

    legend = LEGEND + (
        "\nCampaign: Imperial ships and Blight as system fresh+damaged; a Free city is Cfree on "
        "the map, 'sfree' in the text."
    )

    def __init__(self) -> None:
        super().__init__()
        self.campaign = CampaignView(id="campaign")

    def side(self) -> ComposeResult:
        yield self.campaign
        yield from super().side()

    def views(self) -> list[View]:
        return [*super().views(), self.campaign]

    def status(self, obs: Mapping[str, Any]) -> str:
        act = (obs.get("campaign") or {}).get("act", 1)
        return f"Act {act} · chapter {obs.get('chapter')} · {obs.get('phase')}"


def make_views(spec: GameSpec) -> CampaignViews:
    """The campaign's view set (the ``tui`` entry of its `GameSpec.views`)."""
    return CampaignViews()
