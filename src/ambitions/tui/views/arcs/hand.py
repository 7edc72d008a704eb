"""Seats: your hand and resources in full, every rival's public board (hand sizes only)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcs import data
from ambitions.tui.views.arcs.court import court_card_text
from ambitions.tui.views.arcs.round import action_card_text
from ambitions.tui.widgets.base import Panel, seat_style, seat_text


def _resources(st: dict[str, Any]) -> Text:
    text = Text("resources: ")
    open_slots = data.OPEN_RESOURCE_SLOTS.get(st["cities_left"], len(st["resources"]))
    for k, resource in enumerate(st["resources"]):
        if k:
            text.append(" | ", style="dim")
        if k >= open_slots:
            text.append("closed", style="dim")
        elif resource:
            style = "bold red" if resource in (st.get("outrage") or []) else "bold"
            text.append(resource, style=style)
        else:
            text.append("-", style="dim")
    return text


class HandView(Panel):
    """The seats' boards, the viewer first."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Hands and resources", id=id)

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
            if st.get("outrage"):
                text.append("\n  outrage: " + ", ".join(st["outrage"]), style="red")
            if st.get("outrage_placeholder"):
                text.append("\n  outrage (placeholder): " + ", ".join(st["outrage_placeholder"]), style="red")
            for card in st.get("guild") or []:
                text.append("\n  guild: ")
                text.append_text(court_card_text(card))
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
