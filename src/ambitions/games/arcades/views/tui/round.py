"""The round: the initiative, the cards played, the turn under way (its card, its use, the AP
left), a battle under way, a 7th resource to drop, and the latest events (the phantom's and the
bots' turns, the round winners and the scoring, which no decision of the viewer shows)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ambitions.games.arcades.actions import named_face
from ambitions.games.arcades.render import drop_line, side_name
from ambitions.tui.widgets.base import Panel

EVENTS_SHOWN = 10


class RoundView(Panel):
    def __init__(self, id: str | None = None) -> None:
        super().__init__("Round", id=id)

    def build(self, obs: dict[str, Any]) -> Text:
        text = Text()
        text.append(f"Initiative: {side_name(obs, obs.get('initiative'))}", style="bold")
        rnd = obs.get("round") or {}
        plays = rnd.get("plays") or []
        if plays:
            text.append("\nPlays: ")
            text.append("; ".join(f"{side_name(obs, p['side'])} {p['card']}" for p in plays))
            if rnd.get("zeroed"):
                text.append(" (lead zeroed)", style="italic")
        trn = obs.get("turn") or {}
        if isinstance(trn.get("side"), int) and trn["side"] >= 0:
            use = {"": "use not chosen", "ap": "action points", "place": "ships placed"}.get(
                trn.get("mode", ""), ""
            )
            text.append(
                f"\nTurn: {side_name(obs, trn['side'])} with {trn.get('card')}: {use}, {trn.get('ap', 0)} AP"
            )
            done = [k for k in ("researched", "colonized", "collected", "attacked") if trn.get(k)]
            if done:
                text.append(" (" + ", ".join(done) + ")", style="dim")
        bat = obs.get("battle") or {}
        if bat.get("stage"):
            faces = ", ".join(named_face(f) for f in bat.get("faces") or [])
            text.append(
                f"\nBattle in cluster {bat.get('cluster')}: {side_name(obs, bat.get('attacker'))} vs "
                f"{side_name(obs, bat.get('defender'))}, {bat.get('stage')}",
                style="bold red",
            )
            if faces:
                text.append(f"\n  rolled {faces}")
            text.append(
                f"\n  left: {bat.get('self_hits', 0)} flames, {max(0, bat.get('intercepts', 0))} intercepts, "
                f"{bat.get('hits', 0)} hits, {bat.get('keys', 0)} keys, {bat.get('pyramids', 0)} pyramids"
            )
        drop = drop_line(obs)
        if drop:
            text.append(f"\n{drop}", style="bold")
        events = obs.get("events") or []
        if events:
            text.append("\nEvents:", style="bold")
            for line in events[-EVENTS_SHOWN:]:
                text.append(f"\n  {line}", style="dim")
        return text
