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
from ambitions.games.arcs.views.tui import LEGEND, ArcsViews, catalogue_cards
from ambitions.games.arcs.views.tui.court import Cards
from ambitions.games.arcs.views.tui.map import LEGEND as MAP_LEGEND
from ambitions.games.arcs.views.tui.map import MapView
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


NEUTRAL_MARKS = (("imperial_ships", "I", "bold bright_white"), ("blight", "B", "green3"))
"""The neutral pieces drawn at their systems: Imperial ships (``I▲2△1``) and the Blight (``B△1``)."""


def campaign_marks(obs: dict[str, Any], system: str) -> Text:
    """The Imperial ships and the Blight at `system`, fresh (▲) and damaged (△), as the
    observation holds them (CRB p.10, p.19)."""
    c = obs.get("campaign") or {}
    out = Text()
    for key, letter, style in NEUTRAL_MARKS:
        for row in c.get(key) or []:
            if row.get("system") != system:
                continue
            out.append(" ")
            out.append(letter, style=style)
            if row.get("fresh"):
                out.append(f"▲{row['fresh']}", style=style)
            if row.get("damaged"):
                out.append(f"△{row['damaged']}", style=style)
    return out


class CampaignViews(ArcsViews):
    """The Arcs board, and the campaign panel at the top of the side column."""

    legend = LEGEND + (
        "\nCampaign: I▲2△1 = 2 fresh and 1 damaged Imperial ship, B▲1 = a fresh Blight, B△1 a "
        "damaged one; Cfree / Sfree = a Free city / starport ('sfree' in the text)."
    )

    def __init__(self, cards: Cards | None = None) -> None:
        super().__init__(cards)
        self.map = MapView(id="map", marks=campaign_marks, legend=MAP_LEGEND + "  I Imperial ships  B Blight")
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
    """The campaign's view set (the ``tui`` entry of its `GameSpec.views`): its Court and Fate Set
    cards named from its catalogue."""
    return CampaignViews(catalogue_cards(spec))
