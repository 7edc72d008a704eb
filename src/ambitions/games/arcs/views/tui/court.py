"""The Court: its face-up cards, the agents on each, and the deck and discard sizes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group
from rich.text import Text

from ambitions.games.arcs import data
from ambitions.tui.widgets.base import Panel, seat_style

Cards = Mapping[str, Mapping[str, Any]]
"""A game's catalogue ``cards`` (id to ``{"name", "kind", "suit", "keys", "text"}``): a game
extending Arcs (the campaign) names its own Court and Fate Set cards there."""


def court_card_text(card_id: str, cards: Cards | None = None) -> Text:
    """``BC05 Name (fuel guild, 2 keys)``; a card Arcs does not have, as the game's catalogue
    names it (``IC01 Imperial Protectors (vox)``)."""
    card = data.COURT_CARD_BY_ID.get(card_id)
    if card is None:
        entry = (cards or {}).get(card_id)
        text = Text(f"{card_id} ", style="bold")
        if entry is None:
            return Text(card_id, style="bold")
        text.append(str(entry.get("name") or card_id), style="bold")
        suit, keys = entry.get("suit"), entry.get("keys")
        kind = f"{suit} guild" if entry.get("kind") == "guild" and suit else str(entry.get("kind") or "card")
        extra = f", {keys} key{'s' if keys != 1 else ''}" if keys else ""
        text.append(f" ({kind}{extra})", style="dim")
        return text
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

    def __init__(self, id: str | None = None, cards: Cards | None = None) -> None:
        super().__init__("Court", id=id)
        self.cards = cards or {}

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
            line = court_card_text(card, self.cards)
            agents = [(seat, count) for seat, count in enumerate(slot.get("agents") or []) if count]
            for seat, count in agents:
                line.append("  ")
                line.append(f"s{seat}●{count}", style=seat_style(seat))
            lines.append(line)
            summary = summary_of(card, self.cards)
            if summary:
                lines.append(Text(f"   {summary}", style="italic dim", no_wrap=True, overflow="ellipsis"))
        return Group(*lines)


def summary_of(card_id: str, cards: Cards) -> str:
    """What the card does in a line: Arcs' summary, else the catalogue's text after its name."""
    if card_id in data.COURT_CARD_BY_ID:
        return data.COURT_CARD_BY_ID[card_id].summary
    text = str((cards.get(card_id) or {}).get("text") or "")
    return text.split(": ", 1)[1] if ": " in text else text
