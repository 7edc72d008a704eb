"""The full-screen game's rules help: ``?`` shows the highlighted action's odds and kind first,
the other legal kinds, then the game's others; Escape closes it; ``rules KIND`` in the box."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from textual.pilot import Pilot

import ambitions
from ambitions.bots import make_agent
from ambitions.core.state import State
from ambitions.play.session import GameSession
from ambitions.tui.app import PlayApp
from ambitions.tui.screens import HelpScreen, PassScreen, RulesScreen
from ambitions.tui.widgets.chooser import ActionList
from support.terminal import run, settle


def find_record(players: int, stop: Callable[[State], bool]) -> dict[str, Any]:
    """The record of the first seeded random game to reach a position where `stop` holds."""
    for seed in range(100):
        rng = random.Random(seed)
        state = ambitions.new_game("arcs", players=players, seed=seed)
        while state.current_player() != ambitions.TERMINAL:
            if state.current_player() == ambitions.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            if stop(state):
                return state.record()
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seeded game reached the position")


def _seat0_chooses_dice(state: State) -> bool:
    return state.current_player() == 0 and any(str(a).startswith("dice ") for a in state.legal_actions())


@pytest.fixture(scope="module")
def dice_record() -> dict[str, Any]:
    """A 2-player record where seat 0 chooses battle dice."""
    return find_record(2, _seat0_chooses_dice)


def app_at(record: dict[str, Any]) -> PlayApp:
    session = GameSession.load(record, [0], {1: make_agent("random+", 1)})
    return PlayApp(session, seed=record["seed"])


def test_question_mark_shows_the_highlighted_dice_odds_then_closes(dice_record: dict[str, Any]) -> None:
    app = app_at(dice_record)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        before = list(app.session.steps), app.session.observation(0)
        await pilot.press("down", "down")  # into the list, then the second action
        options = app.chooser.query_one(ActionList)
        assert options.has_focus and options.highlighted == 1
        second = app.chooser.shown[1]
        await pilot.press("question_mark")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        odds = app.session.spec.odds_for(second)
        assert odds is not None
        assert screen.text.startswith(f"Odds of {second}:\n  Dice: ")
        assert "\n  ".join(odds.splitlines()) in screen.text
        now = screen.text.split("Rules for your actions now:\n")[1]
        assert now.startswith("  dice (Collect dice): ") and "[Arcs rulebook p.14]" in now
        assert "Other actions of the game:\n" in now
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)
        assert (list(app.session.steps), app.session.observation(0)) == before  # nothing applied

    run(app, script)


def test_question_mark_in_the_box_opens_rules_not_a_character(dice_record: dict[str, Any]) -> None:
    app = app_at(dice_record)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        await pilot.press("d", "question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        first = app.chooser.shown[0]
        assert app.screen.text.startswith(f"Odds of {first}:")
        await pilot.press("question_mark")  # ? again closes it too
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)
        assert app.query_one("#chooser-input").value == "d"  # type: ignore[attr-defined]

    run(app, script)


def test_rules_command_and_help(dice_record: dict[str, Any]) -> None:
    app = app_at(dice_record)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        for text in ("rules move", "rules banana"):
            app.query_one("#chooser-input").value = ""  # type: ignore[attr-defined]
            await pilot.press(*[("space" if c == " " else c) for c in text], "enter")
            await pilot.pause()
            if text == "rules move":
                assert app.chooser.message.startswith("move: Move fresh")
            else:
                assert app.chooser.message.startswith("error: no rules note on 'banana'")
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "rules     ?" in app.screen.text
        await pilot.press("escape")
        await settle(app, pilot)

    run(app, script)


def test_rules_without_a_dice_choice_has_no_odds() -> None:
    session = GameSession.load(
        find_record(2, lambda s: s.current_player() == 0), [0], {1: make_agent("random+", 1)}
    )
    app = PlayApp(session, seed=0)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        await pilot.press("question_mark")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, RulesScreen)
        assert screen.text.startswith("Rules for your actions now:\n")
        kind = app.session.spec.note_for(app.chooser.shown[0])
        assert kind is not None and screen.text.split("\n")[1].startswith(f"  {kind.kind}")

    run(app, script)


def test_no_rules_over_a_hot_seat_hand_over() -> None:
    """While the terminal changes hands nothing of the next seat's decision shows: ? does nothing."""
    state = ambitions.new_game("arcs", players=2, seed=5)
    app = PlayApp(GameSession(state, (0, 1), {}), seed=5)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        assert isinstance(app.screen, PassScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        await pilot.press("enter")
        await settle(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)

    run(app, script)
