"""Driving the terminal shell (`ambitions.tui.app.PlayApp`) with Textual's test pilot: keys in,
screen text out. The shell's tests (``tests/tui``) and each game's terminal view tests
(``tests/games/<game>/test_tui_views.py``) use these."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from textual.pilot import Pilot

from ambitions.tui.app import PlayApp
from ambitions.tui.screens import PassScreen, SummaryScreen
from ambitions.tui.widgets.chooser import ActionList

SIZE = (180, 50)


def run(app: PlayApp, script: Callable[[PlayApp, Pilot[Any]], Awaitable[None]]) -> None:
    async def main() -> None:
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            await script(app, pilot)

    asyncio.run(main())


async def settle(app: PlayApp, pilot: Pilot[Any], timeout: float = 60.0) -> None:
    """Wait until a human is to decide, a hand-over screen is up, or the game is over."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        await pilot.pause()
        if app.bot_error:
            raise AssertionError(app.bot_error)
        if isinstance(app.screen, PassScreen | SummaryScreen):
            return
        if app.waiting_for is not None and app.chooser.actions:
            return
        await app.workers.wait_for_complete()
    raise AssertionError("the app did not settle")


async def choose_first(app: PlayApp, pilot: Pilot[Any]) -> str:
    """Pick the first listed action with the keyboard: Down into the list, Enter."""
    first = app.chooser.shown[0]
    options = app.chooser.query_one(ActionList)
    if not options.has_focus:
        await pilot.press("down")  # from the box into the list (the list keeps the focus after)
    assert options.has_focus and options.highlighted == 0
    await pilot.press("enter")
    await settle(app, pilot)
    return first
