"""The seats' boards (Power, ships, cities, advances, resources in their slots, trophies; your
hand, the others' hand sizes; the bots' and the phantom's face-up offers), and the Power track
with the ambition markers."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcades import data
from ambitions.games.arcades.render import side_name
from ambitions.tui.widgets.base import Panel, seat_style

BAR_WIDTH = 24


class BoardsView(Panel):
    """Every seat's board, the viewer first."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Boards and hands", id=id)

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
            text.append(side_name(obs, p), style=seat_style(p))
            text.append(f"  Power {st['power']}  supply {st['supply']} ships", style=seat_style(p))
            if st.get("bot"):
                text.append(
                    f"\n  offer: {' '.join(st.get('offer') or []) or '-'}  pile {st.get('pile_size', 0)}"
                )
            else:
                text.append(f"  fleet {st['fleet']}  cities {st['cities_left']}", style="dim")
                text.append("\n  resources: ")
                for i, (r, keys) in enumerate(zip(st["resources"], data.SLOT_KEYS, strict=True)):
                    text.append(" | " if i else "", style="dim")
                    text.append(f"{r or '-'}", style="bold" if r else "dim")
                    text.append(f"({keys})", style="dim")
                if st.get("advances"):
                    text.append("\n  advances: " + ", ".join(st["advances"]))
                hand = st.get("hand")
                if hand is None:
                    text.append(f"\n  hand: {st['hand_size']} card(s)", style="dim")
                else:
                    text.append(f"\n  hand: {' '.join(hand) or '-'}", style="bold")
                    if st.get("kept"):
                        text.append(f" (keeping {' '.join(st['kept'])})")
            trophies = st.get("trophies") or []
            if trophies:
                text.append(
                    "\n  trophies: "
                    + ", ".join(f"{t['count']} of {side_name(obs, t['owner'])}" for t in trophies)
                )
        ph = obs.get("phantom")
        if ph:
            text.append("\nphantom", style="bold magenta")
            text.append(f"  offer: {' '.join(ph.get('offer') or []) or '-'}  stack {ph.get('stack_size', 0)}")
        return text


class PowerView(Panel):
    """The Power track (to the game's threshold) and the ambition markers."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Power and ambitions", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        goal = int(obs.get("threshold") or 30)
        viewer = obs.get("seat")
        text = Text(f"Power (chapter {obs.get('chapter')}; {goal} ends the game, or chapter 3)", style="bold")
        for p, st in enumerate(obs["seats"]):
            power = int(st["power"])
            filled = min(BAR_WIDTH, round(BAR_WIDTH * power / goal)) if goal else 0
            text.append(f"\ns{p}{'*' if p == viewer else ' '} ", style=seat_style(p))
            text.append("█" * filled, style=seat_style(p))
            text.append("·" * (BAR_WIDTH - filled), style="dim")
            text.append(f" {power}", style="bold")
        text.append("\nMarkers: ")
        for i, mk in enumerate(obs.get("markers") or []):
            where = f"cluster {mk['cluster']}" if mk.get("cluster") else "available"
            text.append(("; " if i else "") + f"{mk['value']} {where}")
        return text
