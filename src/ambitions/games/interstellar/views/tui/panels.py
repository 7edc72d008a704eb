"""The Interstellar panels: each builds its lines from the observation with the text render's
pieces (`ambitions.games.interstellar.render`), coloured by seat."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from ambitions.games.interstellar import data
from ambitions.games.interstellar import render as words
from ambitions.tui.widgets.base import Panel, seat_style, seat_text


class OfferView(Panel):
    """The top planet of each stack, the face-up Techs and Mercs, the decks' sizes."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Offer", id=id)

    def build(self, obs: dict[str, Any]) -> Group:
        cards = words.cards_of(obs)
        lines = [Text("Planets", style="bold")]
        for kind in data.PLANET_TYPES:
            entry = (obs.get("planet_stacks") or {}).get(kind) or {}
            top = words.planet_text(cards, entry["top"]) if entry.get("top") else "(empty)"
            lines.append(Text(f" {kind:<8} {top}  [{entry.get('hidden', 0)} more]"))
        techs = obs.get("techs") or {}
        lines.append(Text(f"Techs (deck {techs.get('deck_size', 0)})", style="bold"))
        lines += [Text(" " + words.tech_text(cards, t)) for t in techs.get("slots") or [] if t]
        for t in techs.get("start_pool") or []:
            lines.append(Text(" START " + words.tech_text(cards, t), style="dim"))
        mercs = obs.get("mercs") or {}
        lines.append(Text(f"Mercs (deck {mercs.get('deck_size', 0)})", style="bold"))
        lines += [Text(" " + words.merc_text(cards, m)) for m in mercs.get("slots") or [] if m]
        shadow = obs.get("shadow") or {}
        lines.append(Text(f"Shadow deck {shadow.get('deck_size', 0)} card(s)", style="dim"))
        return Group(*lines)


class TrackView(Panel):
    """The action track: each seat's tokens by track and planning level."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Action track", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        return Text("\n".join(line[2:] for line in words.track_lines(obs)))


class ConflictView(Panel):
    """A shadow check or a fight under way, else the last of each, with its result: every ship's
    dice and hits, the totals, the winner, the ships destroyed (`render.conflict_lines`)."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Check and combat", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        cards = words.cards_of(obs)
        lines = words.conflict_lines(obs, cards)
        revealed = (obs.get("shadow") or {}).get("revealed")
        if revealed:
            lines.append("revealed to you: " + ", ".join(revealed))
        return Text("\n".join(lines) or "nothing under way", style="" if lines else "dim")


class SeatsView(Panel):
    """Each seat: VP, resources, planets, fleet, techs and hand (the viewer's cards only)."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Seats", id=id)

    def build(self, obs: dict[str, Any]) -> Group:
        cards = words.cards_of(obs)
        lines: list[Text] = []
        for p in range(obs["players"]):
            first, *rest = words.seat_lines(obs, cards, p)
            head = seat_text(p, obs.get("seat"))
            head.append(first.split(":", 1)[1] if ":" in first else first)
            lines.append(head)
            lines += [Text(line, style=seat_style(p) if line.startswith("  hand") else "") for line in rest]
        lines.append(Text(DAMAGE_LEGEND, style="dim"))
        return Group(*lines)


DAMAGE_LEGEND = (
    "destroyer *2 = 2 combat damage markers: 2 dice and 2 combat value less; more markers than its"
    " combat value destroy a ship after a combat. L3/5 = Development Level 3 of 5, ✓ at its max."
)
"""Under the seats: what the marks on ships and planets mean (the F1 legend says it too)."""


class AmbitionsView(Panel):
    """The six ambitions and who claimed each (12/6/3 VP), and the end's trigger."""

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Ambitions", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        cards = words.cards_of(obs)
        text = Text()
        for i, entry in enumerate(obs.get("ambitions") or []):
            kind = "passive" if i < data.PASSIVE_AMBITIONS else "active"
            if i:
                text.append("\n")
            text.append(f"{kind:<8}{words.ambition_text(cards, entry['id'])}")
            for k, p in enumerate(entry["claims"]):
                text.append(f" s{p}:{data.AMBITION_VP[min(k, 2)]}", style=seat_style(p))
        if obs.get("final_turns", -1) >= 0:
            text.append(f"\nthe end is triggered: {obs['final_turns']} turn(s) left", style="bold")
        return text
