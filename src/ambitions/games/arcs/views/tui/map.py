"""The map: six clusters around the centre, each with its gate and three planets.

Clusters are laid out as on the board, clockwise from the top left (1 2 3 over 6 5 4), so
neighbouring boxes are neighbouring clusters. Each system shows its building slots (``C1`` a city
of seat 1, ``S0`` a starport of seat 0, ``*`` damaged, ``·`` free) and the ships in it
(``s1▲3△1``: seat 1 has 3 fresh and 1 damaged ship there), all in their owner's colour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid

from ambitions.games.arcs import data
from ambitions.tui.widgets.base import HIDDEN, Panel, seat_style

LAYOUT: Final = (1, 2, 3, 6, 5, 4)
"""Clusters in grid order (two rows of three), so the ring of clusters reads clockwise."""

LEGEND: Final = "s1▲3△1 seat 1: 3 fresh, 1 damaged ship  C1 city  S1 starport  * damaged  · free slot"

Marks = Callable[[dict[str, Any], str], Text]
"""What an extending game draws at a system after the ships (the observation, the system's id):
the campaign's Imperial ships and Blight."""


def _pieces_by_system(obs: dict[str, Any]) -> tuple[dict[str, list[Any]], dict[str, dict[int, Any]]]:
    ships: dict[str, list[Any]] = {}
    for sh in obs.get("ships") or []:
        ships.setdefault(sh["system"], []).append(sh)
    slots: dict[str, dict[int, Any]] = {}
    for b in obs.get("buildings") or []:
        system, _, index = str(b["slot"]).partition("#")
        slots.setdefault(system, {})[int(index or 0)] = b
    return ships, slots


def cluster_text(obs: dict[str, Any], cluster: int, marks: Marks | None = None) -> Text:
    """The lines of one cluster: its gate and planets with their pieces (and the extending
    game's `marks`)."""
    text = Text()
    if cluster in (obs.get("out_of_play") or []):
        text.append("out of play", style="dim italic")
        return text
    ships, slots = _pieces_by_system(obs)
    for k in range(4):
        sid = f"{cluster}.{k}"
        if k:
            text.append("\n")
        if k == 0:
            text.append(f"{sid} gate    ", style="bold")
            text.append(" " * 7)
        else:
            kind = data.PLANET_TYPE[sid]
            text.append(f"{sid} ", style="bold")
            text.append(f"{kind:<9}", style=_RESOURCE_STYLE.get(kind, ""))
            here = slots.get(sid, {})
            cells = Text()
            for i in range(data.PLANET_SLOTS[sid]):
                b = here.get(i)
                if b is None:
                    cells.append("·", style="dim")
                else:
                    mark = ("C" if b["kind"] == "city" else "S") + str(b["seat"])
                    style = seat_style(b["seat"]) if isinstance(b["seat"], int) else "grey70"
                    cells.append(mark + ("*" if b["damaged"] else ""), style=style)
                cells.append(" ")
            cells.rstrip()
            text.append_text(cells)
            text.append(" " * max(1, 7 - cells.cell_len))
        for sh in ships.get(sid, []):
            style = seat_style(sh["seat"])
            text.append(" ")
            text.append(f"s{sh['seat']}", style=style)
            if sh["fresh"]:
                text.append(f"▲{sh['fresh']}", style=style)
            if sh["damaged"]:
                text.append(f"△{sh['damaged']}", style=style)
        if marks is not None:
            text.append_text(marks(obs, sid))
    return text


_RESOURCE_STYLE: Final = {
    "material": "tan",
    "fuel": "light_sky_blue1",
    "weapon": "indian_red",
    "relic": "plum2",
    "psionic": "medium_purple1",
}


class ClusterPanel(Panel):
    """One cluster of the map."""

    def __init__(self, cluster: int, marks: Marks | None = None) -> None:
        super().__init__(f"cluster {cluster}", id=f"cluster-{cluster}", classes="cluster")
        self.cluster = cluster
        self.marks = marks

    def build(self, obs: dict[str, Any]) -> Text:
        return cluster_text(obs, self.cluster, self.marks)


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

    def __init__(self, id: str | None = None, marks: Marks | None = None, legend: str = LEGEND) -> None:
        super().__init__(id=id)
        self.border_title = "Map"
        self.border_subtitle = legend
        self.plain = ""
        self.marks = marks

    def compose(self) -> ComposeResult:
        for cluster in LAYOUT:
            yield ClusterPanel(cluster, self.marks)

    def show(self, obs: dict[str, Any] | None) -> None:
        parts = []
        for panel in self.query(ClusterPanel):
            panel.show(obs)
            parts.append(f"cluster {panel.cluster}\n{panel.plain}")
        self.plain = HIDDEN if obs is None else "\n".join(parts)
