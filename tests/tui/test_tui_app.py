"""The Textual app, driven by Textual's test pilot: keys in, screen text out."""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

import ambitions
from ambitions.bots import make_agent
from ambitions.play.session import GameSession
from ambitions.tui.app import PlayApp
from ambitions.tui.screens import PassScreen, QuitScreen, SummaryScreen
from ambitions.tui.widgets.base import HIDDEN
from ambitions.tui.widgets.log import LogView
from support.terminal import choose_first, run, settle

DEALS = ("the action deck is shuffled and dealt", "action cards are drawn")


async def type_line(pilot: Pilot[Any], text: str) -> None:
    """Type `text` into the action box (which has the focus) and press Enter."""
    await pilot.press(*[("space" if c == " " else c) for c in text], "enter")
    await pilot.pause()


def vs_bot(seed: int = 3, humans: tuple[int, ...] = (0,), players: int = 2) -> GameSession:
    state = ambitions.new_game("arcs", players=players, seed=seed)
    agents = {p: make_agent("random+", 5 + p) for p in range(players) if p not in humans}
    return GameSession(state, humans, agents)


def test_full_game_against_a_bot_to_the_final_score() -> None:
    app = PlayApp(vs_bot(seed=15), seed=15)
    chosen: list[str] = []

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        while not isinstance(app.screen, SummaryScreen):
            assert app.waiting_for == 0
            assert HIDDEN not in app.screen_text()
            chosen.append(await choose_first(app, pilot))
            assert len(chosen) < 1000
        screen = app.screen
        assert isinstance(screen, SummaryScreen)
        # The summary shows the engine's final Power, the winner and Power per chapter.
        state = ambitions.replay(app.session.record())
        assert state.current_player() == ambitions.TERMINAL
        powers = state.returns()
        assert f"Final Power: seat 0 {powers[0]:g}, seat 1 {powers[1]:g}" in screen.plain
        assert f"Winner: seat {state.winner}" in screen.plain  # type: ignore[attr-defined]
        scores = state.observation(None)["chapter_scores"]
        assert len(scores) >= 1 and f"chapter 1: seat 0 +{scores[0][0]}" in screen.plain
        # The log shows every step, dice faces included.
        log = app.query_one(LogView).plain_lines
        assert len(log) == len(app.session.steps)
        rolls = sum(1 for s in app.session.steps if s.text.startswith("roll"))
        assert sum(1 for line in log if line.startswith("  the dice show: ")) == rolls
        await pilot.press("q")
        await pilot.pause()

    run(app, script)
    assert app.return_value is not None and app.return_value.scores == app.session.state.returns()
    # Every human decision was the first legal action.
    assert [s.text for s in app.session.steps if s.seat == 0] == chosen


def test_invalid_input_shows_an_error_and_changes_nothing() -> None:
    app = PlayApp(vs_bot(seed=3), seed=3)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        before = app.session.observation(0), list(app.session.steps), app.screen_text()
        for text, message in (
            ("banana", "error: 'banana' is not legal for seat 0"),
            ("move 9.9 9.9 1 0", "error: 'move 9.9 9.9 1 0' is not legal for seat 0"),
            ("keep now", "error: 'keep now' is not legal"),
        ):
            await type_line(pilot, text)
            assert app.chooser.message.startswith(message), app.chooser.message
            assert (app.session.observation(0), app.session.steps) == before[:2]
            app.chooser.query_one("#chooser-input").value = ""  # type: ignore[attr-defined]
        await type_line(pilot, "")
        assert "type an action" in app.chooser.message
        # Typing narrows the list; an exact text applies.
        first = app.chooser.actions[0]
        await pilot.press(*first[:2])
        assert app.chooser.shown and all(t.startswith(first[:2]) for t in app.chooser.shown)
        assert re.match(r"\d+ of \d+ actions match", app.chooser.message)
        await type_line(pilot, first[2:])
        await settle(app, pilot)
        assert app.session.steps[len(before[1])].text == first

    run(app, script)


def test_hot_seat_hides_the_other_hand() -> None:
    session = vs_bot(seed=5, humans=(0, 1))
    app = PlayApp(session, seed=5)
    seen: set[int] = set()
    handovers = 0

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        nonlocal handovers
        for _ in range(70):
            if isinstance(app.screen, PassScreen):
                handovers += 1
                # Everything is hidden while the terminal changes hands.
                for p in (0, 1):
                    hand = session.observation(p)["seats"][p].get("hand") or []
                    assert not any(card in app.screen_text() for card in hand)
                await pilot.press("enter")
                await settle(app, pilot)
                continue
            if isinstance(app.screen, SummaryScreen):
                break
            seat = app.waiting_for
            assert seat is not None and seat == app.viewer
            seen.add(seat)
            other = 1 - seat
            own = session.observation(seat)["seats"][seat]["hand"]
            hidden = session.observation(other)["seats"][other]["hand"]
            # Cards played in earlier chapters are dealt again: search the panels, and the log
            # since the last deal; and the whole rendered screen while still in the first deal.
            log = app.query_one(LogView).plain_lines
            dealt = [k for k, line in enumerate(log) if line.strip() in DEALS]
            panels = app.screen_text(log=False)
            text = "\n".join([panels, *log[dealt[-1] :]])
            assert not any(card in text for card in hidden), (seat, hidden)
            assert all(card in panels for card in own)
            if len(dealt) == 1:
                svg = app.export_screenshot()
                assert not any(card in svg for card in hidden), (seat, hidden)
                assert not own or any(card in svg for card in own)  # the screenshot shows cards
            assert f"seat {other}" in text and f"hand: {len(hidden)} card(s)" in text
            await choose_first(app, pilot)

    run(app, script)
    assert seen == {0, 1} and handovers >= 2


def test_undo_restores_the_previous_view_and_stops_at_a_die_roll(after_roll_record: dict[str, Any]) -> None:
    session = GameSession.load(after_roll_record, [0], {1: make_agent("random+", 1)})
    app = PlayApp(session, seed=after_roll_record["seed"])

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        assert app.waiting_for == 0
        await pilot.press("ctrl+z")
        assert app.chooser.message == "nothing to undo since a die roll"
        before = app.session.observation(0), app.screen_text(), list(app.session.steps)
        move = next(t for t in app.chooser.actions if t.startswith(("move", "battle")))
        await type_line(pilot, move)
        await settle(app, pilot)
        assert app.session.steps[len(before[2])].text == move
        if app.waiting_for != 0 or app.session.steps[-1].seat != 0:
            return  # the move handed the decision on; nothing of ours to undo
        assert app.session.observation(0) != before[0]
        await type_line(pilot, "undo")
        assert app.chooser.message == f"undid {move!r}"
        assert app.session.observation(0) == before[0]
        assert app.session.steps == before[2]
        assert app.query_one("#log").plain_lines[-1].startswith("  the dice show: ")  # type: ignore[attr-defined]
        await pilot.press("ctrl+z")
        assert app.chooser.message == "nothing to undo since a die roll"
        assert app.session.observation(0) == before[0]

    run(app, script)


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "saved.json"
    app = PlayApp(vs_bot(seed=4), seed=4)
    saved: dict[str, Any] = {}

    async def play_and_save(app: PlayApp, pilot: Pilot[Any]) -> None:
        for _ in range(12):
            await choose_first(app, pilot)
        await type_line(pilot, f"save {path}")
        assert app.chooser.message == f"saved the game record to {path}"
        saved["obs"] = app.session.observation(0)
        saved["log"] = list(app.query_one("#log").plain_lines)  # type: ignore[attr-defined]
        saved["steps"] = list(app.session.steps)
        await pilot.press("ctrl+q")

    run(app, play_and_save)
    assert app.return_value is None  # left unfinished
    record = json.loads(path.read_text())
    assert record == app.session.record()

    resumed = PlayApp(
        GameSession.load(GameSession.read_record(path), [0], {1: make_agent("random+", 6)}), seed=4
    )

    async def check(app: PlayApp, pilot: Pilot[Any]) -> None:
        assert app.session.steps == saved["steps"]
        assert app.session.observation(0) == saved["obs"]
        assert app.query_one("#log").plain_lines == saved["log"]  # type: ignore[attr-defined]
        await choose_first(app, pilot)  # and play goes on
        assert len(app.session.steps) > len(saved["steps"])

    run(resumed, check)


def test_bots_think_off_the_ui_thread() -> None:
    """A bot that is still thinking leaves the UI responsive: the help screen opens meanwhile."""
    session = vs_bot(seed=3)
    release = threading.Event()

    class Blocked:
        name = "blocked"

        def act(self, decision: Any) -> Any:
            release.wait(30)
            return decision.legal[-1]

    session.agents[1] = Blocked()
    app = PlayApp(session, seed=3)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        try:
            for _ in range(50):
                if app.session.mover() == 1:
                    break
                await pilot.press("down", "enter")
                await pilot.pause()
            assert app.session.mover() == 1 and "thinking" in app.chooser.message
            await pilot.press("f1")
            assert type(app.screen).__name__ == "HelpScreen"
            await pilot.press("escape")
            assert app.session.mover() == 1 and app.waiting_for is None
            waiting = len(app.session.steps)
        finally:
            release.set()
        await settle(app, pilot)
        assert app.session.steps[waiting].seat == 1  # the bot's move, applied once it answered

    run(app, script)


def test_ctrl_q_asks_before_leaving_unsaved_actions_and_saves_to_the_data_folder(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """ctrl+q with actions not saved asks: Escape plays on, ``s`` saves to the user's data folder
    (platformdirs, here under XDG_DATA_HOME), not the working directory, and quits."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    app = PlayApp(vs_bot(seed=4), seed=4)
    seen: dict[str, Any] = {}

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        for _ in range(3):
            await choose_first(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen) and "keep playing" in app.screen.plain
        seen["asked"] = app.screen.plain
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, QuitScreen) and app.is_running
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()

    run(app, script)
    path = tmp_path / "data" / "ambitions" / "saves" / "arcs-4.json"
    assert str(path) in seen["asked"]
    assert app.saved_to == path and json.loads(path.read_text()) == app.session.record()
    assert not list(tmp_path.glob("*.json"))  # (nothing in the working directory)


def test_ctrl_q_quit_without_saving_writes_nothing(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = PlayApp(vs_bot(seed=4), seed=4)

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        await choose_first(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()

    run(app, script)
    assert app.saved_to is None and not (tmp_path / "data").exists()


def test_the_chooser_says_what_the_highlighted_actions_cards_are() -> None:
    """Issue 29: under the list, the name and text of each card the highlighted action names
    (a card led from the hand: its actions and ambition), following the highlight."""
    app = PlayApp(vs_bot(seed=4), seed=4)
    seen: dict[str, Any] = {}

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        await settle(app, pilot)
        chooser = app.chooser
        texts = chooser.card_texts
        for _ in range(40):  # (to a decision whose actions name cards: leading from the hand)
            if any(w in texts for a in chooser.shown for w in a.split()):
                break
            await choose_first(app, pilot)
        k = next(i for i, a in enumerate(chooser.shown) if any(w in texts for w in a.split()))
        await pilot.press("down", *["down"] * k)  # into the list, down to that entry
        await pilot.pause()
        options = app.query_one("#chooser-options")
        seen["texts"] = dict(texts)
        seen["shown"] = (chooser.shown[options.highlighted], chooser.card_line)  # type: ignore[attr-defined]

    run(app, script)
    action, line = seen["shown"]
    cards = [w for w in action.split() if w in seen["texts"]]
    assert cards and [t.split(":")[0] for t in line.splitlines()] == cards, (action, line)
    assert all(seen["texts"][c] in line for c in cards)


def test_names_are_shown_in_the_status_the_log_and_the_hand_over() -> None:
    """Issue 29: a named seat is called by its name (``--name``) instead of "seat K"."""
    session = vs_bot(seed=5, humans=(0, 1))
    session.set_name(0, "Ann")
    session.set_name(1, " Bob ")
    app = PlayApp(session, seed=5)
    handed: list[str] = []

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        for _ in range(12):
            if isinstance(app.screen, PassScreen):
                handed.append(app.screen.text.plain)
                await pilot.press("enter")
                await settle(app, pilot)
                continue
            seat = app.waiting_for
            assert seat is not None
            status = str(app.query_one("#status").render())
            assert f"you are {('Ann', 'Bob')[seat]} (seat {seat}, " in status
            await choose_first(app, pilot)
        log = app.query_one(LogView).plain_lines
        assert any(line.startswith(("Ann (seat 0): ", "Bob (seat 1): ")) for line in log), log
        assert not any(re.match(r"seat [01]\b", line) for line in log), log

    run(app, script)
    assert any(text.startswith("Pass the terminal to Bob (seat 1, ") for text in handed), handed
    assert any("Ann: press Enter when you are ready." in text for text in handed), handed
    assert app.session.record()["names"] == ["Ann", "Bob"]
