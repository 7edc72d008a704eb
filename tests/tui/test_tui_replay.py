"""The full-screen replay (`ambitions replay FILE --watch`): keys step through the record, the
viewer changes, and what is on screen is that viewer's observation at that moment."""

from __future__ import annotations

import asyncio
from typing import Any

from textual.widgets import Static

import ambitions
from ambitions.bots import make_agent
from ambitions.play.replay import Replay
from ambitions.sim.runner import play_game
from ambitions.tui.replay import KeysScreen, ReplayApp


def status(app: ReplayApp) -> str:
    return str(app.query_one("#status", Static).render())


def test_keys_step_through_the_record_and_change_the_viewer() -> None:
    record: dict[str, Any] = play_game("arcs", 3, [make_agent("random+", s) for s in range(3)], seed=7).record
    replay = Replay(record)
    total = len(replay)
    first_decision = replay.next_decision(0)

    async def main() -> None:
        app = ReplayApp(replay, viewer=None, position=0)
        async with app.run_test(size=(160, 45)) as pilot:
            await pilot.pause()
            assert f"action 0 of {total}" in status(app) and "watching as a spectator" in status(app)
            await pilot.press("right", "right")
            assert app.position == 2
            await pilot.press("left")
            assert app.position == 1
            await pilot.press("home", "down")
            assert app.position == first_decision
            await pilot.press("v")  # seat 0's eyes: its own hand, as its observation then held it
            await pilot.pause()
            assert app.viewer == 0 and "watching as seat 0" in status(app)
            hand = ambitions.replay({**record, "actions": record["actions"][:first_decision]}).hands[0]
            assert hand and all(card in app.screen_text() for card in hand)
            await pilot.press("v", "v", "v")
            assert app.viewer is None
            await pilot.pause()
            assert not any(card in app.screen_text() for card in hand)
            await pilot.press("end")
            await pilot.pause()
            assert app.position == total and "game over" in status(app)
            await pilot.press("up")
            assert app.position < total
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, KeysScreen)
            await pilot.press("escape")
            await pilot.press("q")

    asyncio.run(main())
