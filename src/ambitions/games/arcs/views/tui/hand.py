"""Seats: your hand and resources in full, every rival's public board (hand sizes only)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcs.render import board_open_slots
from ambitions.games.arcs.views.tui.court import Cards, court_card_text
from ambitions.games.arcs.views.tui.round import action_card_text
from ambitions.tui.widgets.base import Panel, seat_style, seat_text


def _slot(text: Text, resource: str | None, outrage: list[str]) -> None:
    if resource:
        text.append(resource, style="bold red" if resource in outrage else "bold")
    else:
        text.append("-", style="dim")


def _resources(st: dict[str, Any]) -> Text:
    """The board's resource slots (closed ones marked), then the Ancient Holdings slot when the
    seat has it, and how many slots are open and empty (the observation's counts)."""
    text = Text("resources: ")
    outrage = st.get("outrage") or []
    open_slots = board_open_slots(st)
    for k, resource in enumerate(st["resources"]):
        if k:
            text.append(" | ", style="dim")
        if k >= open_slots:
            text.append("closed", style="dim")
        else:
            _slot(text, resource, outrage)
    if st.get("holdings_slot"):
        text.append(" | holdings: ", style="dim")
        _slot(text, st.get("holdings"), outrage)
    text.append(f"  ({st['open_slots']} open, {st['empty_slots']} empty)", style="dim")
    return text


def _city_slots(st: dict[str, Any]) -> Text:
    """The board's five city slots, left to right: what each uncovers (resource slots, bonus
    Power to won ambitions), ✓ once uncovered (p7, p18)."""
    text = Text("city slots: ")
    for i, bonus in enumerate(st["city_bonuses"]):
        if i:
            text.append(", ", style="dim")
        slots = [str(k + 1) for k in bonus["resource_slots"]]
        what = [f"slot{'s' if len(slots) > 1 else ''} {'+'.join(slots)}"] if slots else []
        if bonus["bonus_power"]:
            what.append(f"+{bonus['bonus_power']} Power")
        label = " ".join(what) + (" ✓" if bonus["uncovered"] else "")
        text.append(label, style="bold green" if bonus["uncovered"] else "dim")
    return text


class HandView(Panel):
    """The seats' boards, the viewer first."""

    def __init__(self, id: str | None = None, cards: Cards | None = None) -> None:
        super().__init__("Hands and resources", id=id)
        self.cards = cards or {}
        """The game's catalogue cards (a campaign's Guild cards by their names)."""

    def build(self, obs: dict[str, Any]) -> Text:
        viewer = obs.get("seat")
        seats: list[dict[str, Any]] = obs["seats"]
        order = list(range(len(seats)))
        if isinstance(viewer, int) and 0 <= viewer < len(seats):
            order.remove(viewer)
            order.insert(0, viewer)
        text = Text()
        for k, p in enumerate(order):
            st = seats[p]
            if k:
                text.append("\n")
            text.append_text(seat_text(p, viewer))
            text.append(f"  Power {st['power']}", style=seat_style(p))
            text.append(
                f"  supply: {st['ships']} ships, {st['agents']} agents, {st['starports']} starports,"
                f" {st['cities_left']} cities",
                style="dim",
            )
            if st.get("leader") or st.get("lore"):
                text.append("\n  ")
                if st.get("leader"):
                    text.append(f"leader {st['leader']}", style="bold")
                if st.get("lore"):
                    text.append(("  " if st.get("leader") else "") + "lore " + ", ".join(st["lore"]))
            text.append("\n  ")
            text.append_text(_resources(st))
            text.append("\n  ")
            text.append_text(_city_slots(st))
            if st.get("outrage"):
                text.append("\n  outrage: " + ", ".join(st["outrage"]), style="red")
            if st.get("outrage_placeholder"):
                text.append("\n  outrage (placeholder): " + ", ".join(st["outrage_placeholder"]), style="red")
            for card in st.get("guild") or []:
                text.append("\n  guild: ")
                text.append_text(court_card_text(card, self.cards))
            trophies = st.get("trophies") or []
            if trophies:
                text.append("\n  trophies: ")
                for i, t in enumerate(trophies):
                    text.append(", " if i else "")
                    text.append(f"{t['count']} {t['piece']}", style=seat_style(t["owner"]))
            captives = [(o, c) for o, c in enumerate(st.get("captives") or []) if c]
            if captives:
                text.append("\n  captives: ")
                for i, (owner, count) in enumerate(captives):
                    text.append(", " if i else "")
                    text.append(f"{count} agent(s) of s{owner}", style=seat_style(owner))
            hand = st.get("hand")
            if hand is None:
                text.append(f"\n  hand: {st['hand_size']} card(s)", style="dim")
            else:
                text.append(f"\n  hand ({st['hand_size']}):", style="bold")
                if not hand:
                    text.append(" empty", style="dim")
                for card in hand:
                    text.append("\n    ")
                    text.append_text(action_card_text(card))
        return text
