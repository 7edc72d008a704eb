"""The round: initiative, the lead card, every play so far, the turn and any battle in progress."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcs import data
from ambitions.tui.widgets.base import Panel, seat_text


def action_card_text(card_id: str | None) -> Text:
    """``CON4 Construction 4 (3 pips)``, or ``(face down)`` for a card the viewer cannot see."""
    if not card_id:
        return Text("(face down)", style="dim italic")
    card = data.ACTION_CARD_BY_ID.get(card_id)
    if card is None:
        return Text(card_id, style="bold")
    text = Text(card_id, style="bold")
    text.append(f" {data.SUIT_NAMES[card.suit]} {card.number}, {card.pips} pips", style="")
    if card.ambition:
        text.append(f", {card.ambition}", style="dim")
    return text


class RoundView(Panel):
    """What has been played this round and what is happening now."""

    DEFAULT_CSS = """
    RoundView { width: 1fr; }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__("Round", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        viewer = obs.get("seat")
        text = Text()
        text.append("Initiative: ", style="bold")
        text.append_text(seat_text(obs.get("initiative"), viewer))
        seized = obs.get("seized_by", -1)
        if isinstance(seized, int) and seized >= 0:
            text.append(" (seized by ")
            text.append_text(seat_text(seized, viewer))
            text.append(")")
        text.append(f"   phase: {obs.get('phase')}", style="dim")

        lead = obs.get("lead") or {}
        if lead.get("card"):
            text.append("\nLead: ", style="bold")
            text.append_text(action_card_text(lead["card"]))
            text.append(" by ")
            text.append_text(seat_text(lead.get("seat"), viewer))
            if lead.get("zeroed"):
                text.append(", zeroed", style="bold red")
            if lead.get("declared"):
                text.append(", an ambition was declared with it")
        for play in obs.get("plays") or []:
            text.append("\n  ")
            text.append_text(seat_text(play["seat"], viewer))
            text.append(f" {play['mode']} ")
            text.append_text(action_card_text(play.get("card")))

        turn = obs.get("turn") or {}
        phase = str(obs.get("phase", ""))
        in_turn = phase not in ("lead", "follow", "mulligan", "over") and not phase.startswith("chance")
        if in_turn and isinstance(turn.get("seat"), int) and turn["seat"] >= 0 and turn.get("mode"):
            text.append("\nTurn: ", style="bold")
            text.append_text(seat_text(turn["seat"], viewer))
            text.append(f" {turn['mode']} ")
            text.append_text(action_card_text(turn.get("card")))
            text.append(f"; {turn.get('pips', 0)} action(s) left")
            if turn.get("prelude_open"):
                text.append(", prelude open")
            if turn.get("taxed"):
                text.append(", taxed " + " ".join(turn["taxed"]))
            if turn.get("ship_built"):
                text.append(", built ships at " + " ".join(turn["ship_built"]))
            if turn.get("spent_pending"):
                text.append(", spending " + ", ".join(f"{c} {r}" for r, c in turn["spent_pending"].items()))

        battle = obs.get("battle") or {}
        if battle.get("system"):
            text.append("\nBattle ", style="bold red")
            text.append(f"at {battle['system']} against ")
            text.append_text(seat_text(battle.get("defender"), viewer))
            if battle.get("stage"):
                text.append(f", stage {battle['stage']}")
            dice = battle.get("dice") or []
            if len(dice) == len(data.DIE_TYPES) and any(dice):
                text.append(
                    ", dice " + ", ".join(f"{c} {t}" for t, c in zip(data.DIE_TYPES, dice, strict=True) if c)
                )
            for key, name in (
                ("hits", "hits"),
                ("self_hits", "self-hits"),
                ("building_hits", "building hits"),
                ("keys", "keys"),
                ("intercepts", "intercepts"),
            ):
                if battle.get(key):
                    text.append(f", {name} {battle[key]}")
            if battle.get("intercepted"):
                text.append(", intercepted")
        catapult = obs.get("catapult") or {}
        if catapult.get("at"):
            text.append("\nCatapult: ", style="bold")
            text.append(
                f"{catapult['fresh']}+{catapult['damaged']} ships at {catapult['at']}"
                f" (path {' '.join(catapult.get('path') or [])})"
            )
        for entry in obs.get("discard_queue") or []:
            text.append("\nWaiting for a slot: ", style="bold")
            text.append(f"{entry['resource']} of ")
            text.append_text(seat_text(entry["seat"], viewer))
        return text
