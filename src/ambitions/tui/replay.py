"""Watching a record again in the full-screen terminal (``ambitions replay FILE --watch``).

`ReplayApp` lays the game out as `PlayApp` does (the game's own board and side views, the log)
with a status line saying where in the record the table is and whose eyes it is seen through.
Keys step through the record one action or one decision at a time, jump to either end, and
change the viewer; every frame is built from that viewer's observation at that moment only
(`ambitions.play.replay`), so a spectator sees no hand and a seat sees its own.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.replay import Frame, Replay
from ambitions.play.session import LogLine, Step
from ambitions.tui.viewset import load_views, pinned
from ambitions.tui.widgets.base import seat_style
from ambitions.tui.widgets.log import LogView

KEYS_TEXT = """\
Watching a record:
  right / l       the next action          left / h        the previous action
  down / d        after the next decision  up / u          after the previous decision
  end             the end                  home            the table as set up
  v               the next viewer (a spectator, then each seat: its own hand only)
  f1              this help                q / ctrl+q      stop watching

Press Escape to close."""


class KeysScreen(ModalScreen[None]):
    """The replay's keys."""

    BINDINGS = [Binding("escape,f1,q", "close", "Close")]
    DEFAULT_CSS = """
    KeysScreen { align: center middle; }
    KeysScreen #keys-box { width: auto; max-width: 100; height: auto; border: round $accent;
                           padding: 1 2; background: $surface; }
    """

    def compose(self) -> ComposeResult:
        yield Static(KEYS_TEXT, id="keys-box")

    def action_close(self) -> None:
        self.dismiss(None)


class ReplayApp(App[None]):
    """A record on screen, one frame at a time."""

    TITLE = "ambitions: replay"

    CSS = """
    #status { height: 1; background: $boost; padding: 0 1; }
    #body { height: 1fr; }
    #left { width: 3fr; }
    #right { width: 2fr; min-width: 50; }
    #log { height: 1fr; }
    #side { height: 1fr; }
    #pinned { height: auto; max-height: 40%; }
    """

    BINDINGS = [
        Binding("right,l", "step(1)", "Next", priority=True),
        Binding("left,h", "step(-1)", "Back", priority=True),
        Binding("down,d", "decision(1)", "Next decision", priority=True),
        Binding("up,u", "decision(-1)", "Previous decision", priority=True),
        Binding("home", "jump('start')", "Start", show=False, priority=True),
        Binding("end", "jump('end')", "End", priority=True),
        Binding("v", "viewer", "Viewer"),
        Binding("f1", "keys", "Keys"),
        Binding("q,ctrl+q", "quit", "Quit", priority=True),
    ]

    def __init__(self, replay: Replay, viewer: int | None = None, position: int = 0) -> None:
        super().__init__()
        self.replay = replay
        self.viewer = replay.check_viewer(viewer)
        self.position = max(0, min(len(replay), position))
        self.views = load_views(replay.spec)
        self.frame: Frame | None = None

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
        yield Footer()

    def on_mount(self) -> None:
        self.show()

    # -- drawing --------------------------------------------------------------------------------
    def show(self) -> None:
        """Rebuild every area from the viewer's observation at the current position."""
        replay = self.replay
        frame = self.frame = replay.frame(self.position, self.viewer)
        for view in self.views.views():
            view.show(frame.observation)
        lines = {id(step): k for k, step in enumerate(replay.steps)}

        def line_for(step: Step, viewer: int | None) -> LogLine:
            return replay.line(lines[id(step)], viewer)

        self.query_one(LogView).sync(replay.steps[: self.position], self.viewer, line_for)
        self.query_one("#status", Static).update(self.status_text(frame))

    def status_text(self, frame: Frame) -> Text:
        replay = self.replay
        text = Text(f"{replay.spec.display_name}, {replay.players} players", style="bold")
        status = self.views.status(frame.observation)
        if status:
            text.append(f" · {status}")
        text.append(f" · action {frame.position} of {len(replay)} · ")
        if frame.mover == TERMINAL:
            text.append("game over", style="bold")
        elif frame.position == len(replay):
            text.append("the record ends here")
        elif frame.mover == CHANCE:
            text.append("chance next")
        else:
            text.append(replay.label(frame.mover, None), style=seat_style(frame.mover))
            text.append(" decides next")
        text.append(" · watching as ")
        if self.viewer is None:
            text.append("a spectator")
        else:
            text.append(replay.label(self.viewer, None), style=seat_style(self.viewer))
        return text

    def screen_text(self) -> str:
        """Everything on screen as plain text (tests search it)."""
        parts = [view.plain for view in self.views.views()]
        parts += self.query_one(LogView).plain_lines
        parts.append(str(self.query_one("#status", Static).render()))
        return "\n".join(parts)

    # -- keys -----------------------------------------------------------------------------------
    def go(self, position: int) -> None:
        self.position = max(0, min(len(self.replay), position))
        self.show()

    def action_step(self, by: int) -> None:
        self.go(self.position + by)

    def action_decision(self, direction: int) -> None:
        self.go(self.replay.next_decision(self.position, forward=direction > 0))

    def action_jump(self, where: str) -> None:
        self.go(0 if where == "start" else len(self.replay))

    def action_viewer(self) -> None:
        """A spectator, then seat 0, 1, ..., then a spectator again."""
        viewer = self.viewer
        self.viewer = 0 if viewer is None else (viewer + 1 if viewer + 1 < self.replay.players else None)
        self.show()

    def action_keys(self) -> None:
        self.push_screen(KeysScreen())

    async def action_quit(self) -> None:
        self.exit(None)
