"""Ambitions and Power: the Power track, the ambition boxes with their markers, and each seat's
count toward every ambition (as the chapter's end would score it, p18); the chapters scored."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcs import data
from ambitions.games.arcs.render import ambition_standings, scored_ambition_text
from ambitions.tui.widgets.base import Panel, seat_style

BAR_WIDTH = 24
"""Cells of the Power bar at the Power needed to win."""


class AmbitionsView(Panel):
    """Power track and ambition boxes."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Power and ambitions", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        n: int = obs["players"]
        viewer = obs.get("seat")
        goal = data.POWER_TO_WIN.get(n, 30)
        text = Text()
        text.append(
            f"Power (chapter {obs.get('chapter')}, {goal} to win or the most after chapter "
            f"{data.LAST_CHAPTER})",
            style="bold",
        )
        for p, st in enumerate(obs["seats"]):
            power = int(st["power"])
            filled = min(BAR_WIDTH, round(BAR_WIDTH * power / goal)) if goal else 0
            text.append("\n")
            label = f"s{p}{'*' if p == viewer else ' '} "
            text.append(label, style=seat_style(p))
            text.append("█" * filled, style=seat_style(p))
            text.append("·" * (BAR_WIDTH - filled), style="dim")
            text.append(f" {power}", style="bold")

        # Ambition boxes: markers declared on each, then the counts per seat.
        markers = obs.get("markers") or []
        on_box: dict[str, list[str]] = {}
        available = []
        for marker in markers:
            label = str(marker["value"])  # the side showing: first / second place Power
            if marker.get("box"):
                on_box.setdefault(marker["box"], []).append(label)
            else:
                available.append(label)
        standings = ambition_standings(obs)
        columns = [f"s{p}" for p in range(n)] + (["ph"] if n == 2 else [])
        text.append("\n")
        text.append("Ambition  markers   ", style="bold")
        for p, col in enumerate(columns):
            text.append(f"{col:>4}", style=seat_style(p) if p < n else "dim")
        for ambition in standings:
            declared = " ".join(on_box.get(ambition, [])) or "-"
            text.append("\n")
            text.append(f"{ambition:<9} ", style="bold" if ambition in on_box else "")
            text.append(f"{declared:<9} ", style="bold green" if ambition in on_box else "dim")
            counts = standings[ambition]
            best = max(counts) if counts else 0
            for p, count in enumerate(counts):
                style = seat_style(p) if p < n else "dim"
                if count == 0:
                    style = "dim"
                elif count == best:
                    style += " underline"
                text.append(f"{count:>4}", style=style)
        text.append("\n")
        text.append("available markers: " + (" ".join(available) or "none"), style="dim")
        boxed = {r: c for r, c in (obs.get("box_resources") or {}).items() if c}
        if boxed:
            text.append("\n")
            text.append("on the boxes: " + ", ".join(f"{c} {r}" for r, c in boxed.items()), style="dim")
        return text


class HistoryView(Panel):
    """The chapters scored so far: Power gained per chapter and each scored ambition (p18), kept
    apart from `AmbitionsView` so the ambitions stay in view however long the history grows."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Chapters scored", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        text = Text()
        scores = obs.get("chapter_scores") or []
        if not any(any(row) for row in scores) and not obs.get("chapter_scoring"):
            text.append("no chapter scored yet", style="dim")
            return text
        text.append("Power per chapter: ", style="dim")
        text.append("  ".join(f"ch{i + 1} " + "/".join(map(str, row)) for i, row in enumerate(scores)))
        for chapter in obs.get("chapter_scoring") or []:
            for row in chapter["ambitions"]:
                text.append("\n")
                text.append(f"ch{chapter['chapter']} {scored_ambition_text(row)}", style="dim")
        return text
