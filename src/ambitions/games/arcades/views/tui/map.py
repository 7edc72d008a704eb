"""The map: the six clusters in a ring (1 2 3 over 6 5 4, so neighbours are neighbours), each
with its ambition marker, its gate's ships per side, its three planets (token, city, agents)
and the influence of every side there."""

from __future__ import annotations

from typing import Any, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid

from ambitions.games.arcades import data
from ambitions.tui.widgets.base import HIDDEN, Panel, seat_style

LAYOUT: Final = (1, 2, 3, 6, 5, 4)
LEGEND: Final = "s1 3+1 seat 1: 3 fresh, 1 damaged  ● token  C1 city (* damaged)  A1 agent  P phantom"


def side_style(obs: dict[str, Any], side: int) -> str:
    return "bold magenta" if side == obs.get("phantom_side") else seat_style(side)


def side_label(obs: dict[str, Any], side: int) -> str:
    return "P" if side == obs.get("phantom_side") else f"s{side}"


def cluster_text(obs: dict[str, Any], cluster: int) -> Text:
    """The lines of one cluster."""
    text = Text()
    marker = next((m["value"] for m in obs.get("markers") or [] if m.get("cluster") == cluster), None)
    text.append("gate ", style="bold")
    if marker:
        text.append(f"[{marker}] ", style="bold green")
    ships = [sh for sh in obs.get("ships") or [] if sh["cluster"] == cluster]
    if not ships:
        text.append("-", style="dim")
    for sh in ships:
        cell = f"{side_label(obs, sh['side'])} {sh['fresh']}" + (f"+{sh['damaged']}" if sh["damaged"] else "")
        text.append(cell + "  ", style=side_style(obs, sh["side"]))
    tokens = set(obs.get("tokens") or [])
    cities = {c["planet"]: c for c in obs.get("cities") or []}
    agents = obs.get("agents") or []
    for k in range(1, data.PLANETS_PER_CLUSTER + 1):
        pid = f"{cluster}.{k}"
        kind = data.RESOURCES[data.PLANET_TYPE[data.PLANET_INDEX[pid]]]
        text.append(f"\n{pid} ", style="bold")
        text.append(f"{kind:<8}")
        text.append("● " if pid in tokens else "  ", style="bold")
        city = cities.get(pid)
        if city:
            text.append(f"C{city['seat']}{'' if city['fresh'] else '*'} ", style=seat_style(city["seat"]))
        for side, planet in enumerate(agents):
            if planet == pid:
                text.append(f"A{side_label(obs, side)[1:] or 'P'} ", style=side_style(obs, side))
    influence = (obs.get("influence") or {}).get(str(cluster)) or []
    if any(influence):
        text.append("\ninfluence ", style="dim")
        for side, value in enumerate(influence):
            if value:
                text.append(f"{side_label(obs, side)}:{value} ", style=side_style(obs, side))
    return text


class ClusterPanel(Panel):
    def __init__(self, cluster: int) -> None:
        super().__init__(f"cluster {cluster}", id=f"cluster-{cluster}", classes="cluster")
        self.cluster = cluster

    def build(self, obs: dict[str, Any]) -> Text:
        return cluster_text(obs, self.cluster)


class MapView(Grid):
    """The six clusters, two rows of three."""

    DEFAULT_CSS = """
    MapView {
        border: round $primary 50%;
        grid-size: 3 2;
        grid-columns: 1fr 1fr 1fr;
        grid-rows: auto auto;
        height: auto;
    }
    MapView > ClusterPanel {
        min-height: 6;
    }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Map"
        self.border_subtitle = LEGEND
        self.plain = ""

    def compose(self) -> ComposeResult:
        for cluster in LAYOUT:
            yield ClusterPanel(cluster)

    def show(self, obs: dict[str, Any] | None) -> None:
        parts = []
        for panel in self.query(ClusterPanel):
            panel.show(obs)
            parts.append(f"cluster {panel.cluster}\n{panel.plain}")
        self.plain = HIDDEN if obs is None else "\n".join(parts)
