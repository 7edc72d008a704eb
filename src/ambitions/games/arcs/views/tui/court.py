"""The Court: its face-up cards, the agents on each, and the deck and discard sizes."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ambitions.games.arcs import data
from ambitions.tui.widgets.base import Panel, seat_style


def court_card_text(card_id: str) -> Text:
    """``BC05 Name (fuel guild, 2 keys)``."""
    card = data.COURT_CARD_BY_ID.get(card_id)
    if card is None:
        return Text(card_id, style="bold")
    text = Text(f"{card_id} ", style="bold")
    text.append(card.name, style="bold")
    kind = f"{card.suit} guild" if card.kind == "guild" else "vox"
    keys = f", {card.keys} key{'s' if card.keys != 1 else ''}" if card.keys else ""
    text.append(f" ({kind}{keys})", style="dim")
    return text


class CourtView(Panel):
    """The Court row."""

    DEFAULT_CSS = """
    CourtView { width: 1fr; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Court", id=id)

    def build(self, obs: dict[str, Any]) -> Group:
        lines = [
            Text(
                f"deck {obs.get('court_deck_size', 0)} card(s), "
                f"discard {len(obs.get('court_discard') or [])}",
                style="dim",
            )
        ]
        for slot in obs.get("court") or []:
            card = slot.get("card")
            if not card:
                lines.append(Text("(empty slot)", style="dim"))
                continue
            line = court_card_text(card)
            agents = [(seat, count) for seat, count in enumerate(slot.get("agents") or []) if count]
            for seat, count in agents:
                line.append("  ")
                line.append(f"s{seat}●{count}", style=seat_style(seat))
            lines.append(line)
            summary = data.COURT_CARD_BY_ID[card].summary if card in data.COURT_CARD_BY_ID else ""
            if summary:
                lines.append(Text(f"   {summary}", style="italic dim", no_wrap=True, overflow="ellipsis"))
        return Group(*lines)
