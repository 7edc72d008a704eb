"""The Textual terminal game: the board as one seat sees it, the log, and the action chooser.

`PlayApp` is a shell that names no game: a status line, the game's own views (its `ViewSet`,
found through its `GameSpec`; a plain-text view for games without one), the log, the action
chooser and the keys. It drives a `GameSession`: chance events are sampled at once, bots think
in worker threads (the UI stays responsive), and at a human's decision every view is rebuilt
from that seat's observation only. With several humans (hot-seat), a `PassScreen` hides
everything until the next player confirms. The app exits with the game's `Summary`, or None if
the game was left unfinished.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.timer import Timer
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from ambitions.core.errors import AmbitionsError
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.rules import indent, rules_text
from ambitions.play.session import GameSession, Summary, card_texts
from ambitions.tui.screens import HelpScreen, PassScreen, QuitScreen, RulesScreen, SummaryScreen
from ambitions.tui.viewset import load_views, pinned
from ambitions.tui.widgets.base import SEAT_COLOUR_NAMES, seat_style
from ambitions.tui.widgets.chooser import ActionChooser
from ambitions.tui.widgets.log import LogView

REFRESH_DELAY = 0.1
"""Seconds between board refreshes while bots play."""

COMMANDS = ("undo", "save", "help", "rules", "summary", "quit", "exit")
"""Words typed in the action box that are commands, unless they are exactly a legal action."""


def default_save_path(game: str, seed: int | None) -> Path:
    """Where a game is saved without a path: ``saves/<game>-<seed>.json`` in the user's data folder
    (platformdirs: ``~/.local/share/ambitions`` on Linux), not the working directory."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("ambitions", appauthor=False)) / "saves" / f"{game}-{seed}.json"


class PlayApp(App[Summary | None]):
    """One game in the terminal: the shell around the game's views."""

    TITLE = "ambitions"

    CSS = """
    #status { height: 1; background: $boost; padding: 0 1; }
    #body { height: 1fr; }
    #left { width: 3fr; }
    #right { width: 2fr; min-width: 50; }
    #log { height: 1fr; }
    #side { height: 1fr; }
    #pinned { height: auto; max-height: 40%; }
    #chooser { height: 16; }
    """

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save"),
        Binding("f1", "help", "Help"),
        Binding("question_mark", "rules", "Rules", priority=True),
        Binding("f2", "summary", "Summary"),
        Binding("ctrl+q", "quit", "Quit", priority=True),
    ]

    def __init__(
        self,
        session: GameSession,
        *,
        seed: int | None = None,
        save_path: str | Path | None = None,
        bot_delay: float = 0.0,
    ) -> None:
        super().__init__()
        self.session = session
        self.seed = seed
        self.save_path = Path(save_path) if save_path else default_save_path(session.game, seed)
        """Where ctrl+s and ``save`` write without a path: the file the game was loaded from, else
        the user's data folder (`default_save_path`)."""
        self.saved_at: int | None = len(session.steps) if save_path else None
        """How many actions the last save (or the file loaded) holds; None before any."""
        self.saved_to: Path | None = None
        """The file last written (the command line prints how to resume from it)."""
        self.bot_delay = bot_delay
        self.views = load_views(session.spec)
        """The game's views (`ambitions.tui.viewset`)."""
        self.viewer: int | None = session.humans[0] if len(session.humans) == 1 else None
        """The seat whose view is on screen (None: hidden, waiting for a hot-seat hand-over)."""
        self.waiting_for: int | None = None
        """The human seat whose decision the chooser is taking, if any."""
        self.summary: Summary | None = None
        self.bot_error: str | None = None
        self._bot_jobs: dict[Worker[Any], int] = {}
        self._refresh_timer: Timer | None = None
        self.pausing = False
        """The chooser asks whether to stop where the game may (`GameSpec.pause`)."""
        self._paused_at = -1

    # -- layout ---------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield from self.views.board()
                yield LogView(id="log")
            with Vertical(id="right"):
                with VerticalScroll(id="pinned"):
                    yield from pinned(self.views)
                with VerticalScroll(id="side"):
                    yield from self.views.side()
                yield ActionChooser(id="chooser", card_texts=card_texts(self.session.spec))
        yield Footer()

    @property
    def chooser(self) -> ActionChooser:
        return self.query_one(ActionChooser)

    def on_mount(self) -> None:
        self.refresh_views()
        self.advance()

    # -- showing the board ----------------------------------------------------------------------
    def _refresh_soon(self) -> None:
        """Refresh shortly: quick bot moves in a row then cost one refresh, not one each."""
        if self._refresh_timer is None:
            self._refresh_timer = self.set_timer(REFRESH_DELAY, self.refresh_views)

    def refresh_views(self) -> None:
        """Rebuild every area from the viewer's observation (blank while hidden)."""
        if self._refresh_timer is not None:
            self._refresh_timer.stop()
            self._refresh_timer = None
        session = self.session
        obs = session.observation(self.viewer) if self.viewer is not None else None
        if obs is None and session.is_over():
            obs = session.observation(None)  # the end: public information for everyone
        for view in self.views.views():
            view.show(obs)
        self.query_one(LogView).sync(session.steps, self.viewer, session.log_line, hidden=obs is None)
        self._show_status(obs)

    def _show_status(self, obs: dict[str, Any] | None) -> None:
        session = self.session
        text = Text(f"{session.spec.display_name}, {session.state.num_players} players", style="bold")
        if self.seed is not None:
            text.append(f", seed {self.seed}")
        status = self.views.status(obs) if obs is not None else ""
        if status:
            text.append(f" · {status}")
        mover = session.mover()
        text.append(" · ")
        if mover == TERMINAL:
            text.append("game over", style="bold")
        elif mover >= 0:
            text.append(session.label(mover, self.viewer), style=seat_style(mover))
            text.append(" to decide")
        if self.viewer is not None:
            colour = SEAT_COLOUR_NAMES[self.viewer] if self.viewer < len(SEAT_COLOUR_NAMES) else ""
            text.append(" · you are ")
            name = session.names.get(self.viewer)
            seat = f"seat {self.viewer}, {colour}" if name else f"seat {self.viewer} ({colour})"
            text.append(f"{name} ({seat})" if name else seat, style=seat_style(self.viewer))
        self.query_one("#status", Static).update(text)

    def screen_text(self, log: bool = True) -> str:
        """Everything the board shows now, as plain text (tests search it)."""
        parts = [view.plain for view in self.views.views()]
        if log:
            parts += self.query_one(LogView).plain_lines
        parts += [self.chooser.message, *self.chooser.shown]
        return "\n".join(parts)

    # -- the game loop --------------------------------------------------------------------------
    def advance(self) -> None:
        """Play chance events, then hand the decision to a bot (worker) or a human."""
        session = self.session
        self.waiting_for = None
        while True:
            mover = session.mover()
            if mover == TERMINAL:
                self.finish()
                return
            if mover == CHANCE:
                if self.offer_pause():
                    return
                session.step_chance()
                continue
            if mover in session.humans:
                self.ask(mover)
                return
            self.think(mover)
            return

    def offer_pause(self) -> bool:
        """Where the game may stop and hand on its result (`GameSpec.pause`: the campaign's
        packing up), ask once whether to stop ("stop here" quits; the caller writes the result)."""
        session = self.session
        pause = session.spec.pause
        said = pause(session.state) if pause is not None else None
        if said is None or not session.humans or self._paused_at == len(session.steps):
            return False
        self._paused_at = len(session.steps)
        self.pausing = True
        self.waiting_for = session.humans[0]
        self.refresh_views()
        self.chooser.set_actions(["go on", "stop here"], "Stop here?", said)
        self.chooser.take_focus()
        return True

    def think(self, seat: int) -> None:
        """Start the bot at `seat` in a worker thread; `on_worker_state_changed` applies its move."""
        turn = self.session.bot_turn()
        self._refresh_soon()
        self.chooser.set_actions([], "Waiting", f"{self.session.label(seat, self.viewer)} is thinking…")
        delay = self.bot_delay

        def work() -> Any:
            return turn.think(delay)

        worker = self.run_worker(
            work, name=f"bot seat {seat}", group="bots", thread=True, exit_on_error=False
        )
        self._bot_jobs[worker] = turn.version

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        version = self._bot_jobs.get(event.worker)
        if version is None or event.state in (WorkerState.PENDING, WorkerState.RUNNING):
            return
        del self._bot_jobs[event.worker]
        if event.state == WorkerState.SUCCESS:
            try:
                step = self.session.apply_bot(event.worker.result, version)
            except AmbitionsError as exc:
                self._bot_failed(str(exc))
                return
            if step is not None:
                self.advance()
        elif event.state == WorkerState.ERROR:
            self._bot_failed(f"{event.worker.name}: {event.worker.error!r}")

    def _bot_failed(self, message: str) -> None:
        self.bot_error = message
        self.chooser.set_message(f"error: a bot failed, the game cannot go on: {message}", error=True)

    def ask(self, seat: int) -> None:
        """Give `seat` the chooser, after a hand-over screen if another human was looking."""
        if self.viewer != seat:
            self.viewer = None
            self.refresh_views()
            who = self.session.label(seat)
            self.chooser.set_actions([], "Waiting", f"passing the terminal to {who}")
            self.push_screen(
                PassScreen(seat, self.session.names.get(seat)), lambda _: self.show_decision(seat)
            )
            return
        self.show_decision(seat)

    def show_decision(self, seat: int) -> None:
        """Show `seat`'s view and its legal actions."""
        self.viewer = seat
        self.waiting_for = seat
        self.refresh_views()
        obs = self.session.observation(seat)
        legal = obs.get("legal_actions")
        actions = [str(t) for t in legal] if isinstance(legal, list) else self.session.legal_texts()
        self.chooser.set_actions(actions, f"Seat {seat}: your decision")
        self.chooser.take_focus()

    def finish(self) -> None:
        self.summary = self.session.summary()
        self.refresh_views()
        self.chooser.set_actions(
            [], "Game over", "Game over: F2 shows the result, ctrl+s saves, ctrl+q quits."
        )
        self.action_summary()

    # -- input ----------------------------------------------------------------------------------
    def on_action_chooser_chosen(self, event: ActionChooser.Chosen) -> None:
        text = " ".join(event.text.split())
        if self.pausing:
            if text.lower() not in ("go on", "stop here"):
                self.chooser.set_message("choose: go on, or stop here", error=True)
                return
            self.pausing = False
            if text.lower() == "stop here":
                self.exit(None)
                return
            self.advance()
            return
        seat = self.waiting_for
        legal = self.chooser.actions
        exact = text.lower() in (t.lower() for t in legal)
        word, _, rest = text.partition(" ")
        if not exact and word.lower() in COMMANDS:
            self.command(word.lower(), rest.strip())
            return
        if seat is None or seat != self.session.mover():
            self.chooser.set_message("no decision to take now", error=True)
            return
        try:
            self.session.apply_text(text)
        except AmbitionsError as exc:
            self.chooser.set_message(f"error: {exc}", error=True)
            return
        self.advance()

    def command(self, word: str, rest: str) -> None:
        if word == "undo":
            self.action_undo()
        elif word == "save":
            self.save(rest or None)
        elif word == "help":
            self.action_help()
        elif word == "rules":
            self.show_rules(rest)
        elif word == "summary":
            self.action_summary()
        else:
            self.exit(self.summary)

    def action_undo(self) -> None:
        seat = self.waiting_for
        if seat is None:
            self.chooser.set_message("nothing to undo: it is not your decision", error=True)
            return
        reason = self.session.undo_blocker(seat)
        if reason is not None:
            self.chooser.set_message(reason, error=True)
            return
        undone = self.session.undo(seat)
        self.show_decision(seat)
        self.chooser.set_message(f"undid {undone.text!r}")

    def save(self, path: str | None = None) -> None:
        target = Path(path) if path else self.save_path
        try:
            if not path:
                target.parent.mkdir(parents=True, exist_ok=True)
            written = self.session.save(target)
        except OSError as exc:
            self.chooser.set_message(
                f"error: cannot write {str(target)!r}: {exc.strerror or exc}", error=True
            )
            return
        self.saved_at, self.saved_to = len(self.session.steps), written
        self.chooser.set_message(f"saved the game record to {written}")

    def action_save(self) -> None:
        self.save(None)

    def action_help(self) -> None:
        self.push_screen(HelpScreen(self.views.legend, self.session.spec.help))

    def action_rules(self) -> None:
        """``?``: the rules help over the board (``?`` again, or Escape, closes it)."""
        if isinstance(self.screen, RulesScreen):
            self.screen.dismiss(None)
            return
        if self.screen is not self.screen_stack[0]:
            return  # over another screen (a hot-seat hand-over hides the next seat's decision)
        self.show_rules()

    def show_rules(self, kind: str = "") -> None:
        """The rules help (`ambitions.play.rules`): with `kind`, that kind's note in the message
        line; else a screen with the highlighted action's odds when it chooses dice, the notes
        on its kind and the other legal kinds, then the game's others."""
        spec = self.session.spec
        legal = self.chooser.actions
        if kind:
            said = rules_text(spec, legal, kind)
            self.chooser.set_message(said, error=said.startswith("error:"))
            return
        first = self.chooser.highlighted_action()
        text = rules_text(spec, legal, first=first)
        odds = spec.odds_for(first) if first else None
        if odds is not None:
            text = f"Odds of {first}:\n{indent(odds)}\n\n{text}"
        self.push_screen(RulesScreen(text))

    def action_summary(self) -> None:
        if self.summary is None:
            self.chooser.set_message("the game is not over yet", error=True)
            return
        self.push_screen(SummaryScreen(self.summary), self._summary_closed)

    def _summary_closed(self, choice: str | None) -> None:
        if choice == "quit":
            self.exit(self.summary)
        elif choice == "save":
            self.save(None)

    async def action_quit(self) -> None:
        """ctrl+q: leave at once when the game is over or nothing is unsaved (or ctrl+q again on
        the question); otherwise ask first (`QuitScreen`)."""
        if (
            self.summary is not None
            or self.saved_at == len(self.session.steps)
            or isinstance(self.screen, QuitScreen)
        ):
            self.exit(self.summary)
            return
        self.push_screen(QuitScreen(str(self.save_path)), self._quit_closed)

    def _quit_closed(self, choice: str | None) -> None:
        if choice == "save":
            self.save(None)
            if self.saved_at == len(self.session.steps):
                self.exit(self.summary)
        elif choice == "quit":
            self.exit(self.summary)
