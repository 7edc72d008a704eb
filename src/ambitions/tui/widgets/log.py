"""The game log: every action, as the viewing seat may see it.

What a seat may see of each action is the game's decision (`State.action_text`, kept in each
`Step`): face-down plays (Copy, seizing) show their card only to their owner; deals, draws and
the Court deck's order never show cards. Dice are public: a roll shows its faces in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.text import Text
from textual.widgets import RichLog

from ambitions.core.state import CHANCE
from ambitions.tui.session import Step
from ambitions.tui.widgets.base import seat_style


def _chance_text(game: str, shown: str) -> Text:
    words = shown.split()
    kind = words[0] if words else ""
    if game == "arcs":
        from ambitions.games.arcs.render import describe_roll

        if kind == "roll":
            line = Text("  dice: ", style="bold")
            line.append(describe_roll(shown))
            line.append(f"  ({shown})", style="dim")
            return line
        if kind == "initiative" and len(words) == 2 and words[1].isdigit():
            line = Text("  ")
            line.append(f"seat {words[1]}", style=seat_style(int(words[1])))
            line.append(" draws the initiative")
            return line
        described = {
            "setup": f"setup card {' '.join(words[1:])}",
            "court": "the Court deck is shuffled",
            "deal": "action cards are dealt",
            "draw": "cards are drawn",
        }
        if kind in described:
            return Text(f"  {described[kind]}", style="dim")
    return Text(f"  chance: {shown}", style="dim")


def log_line(game: str, step: Step, viewer: int | None, label: Callable[[int], str]) -> Text:
    """One log line: who did what, as `viewer` may see it (`Step.seen_by`)."""
    shown = step.seen_by(viewer)
    if step.seat == CHANCE:
        return _chance_text(game, shown)
    line = Text(label(step.seat), style=seat_style(step.seat))
    line.append(": ")
    line.append(shown)
    if step.seat == viewer and step.seen_by(None) != shown:
        line.append(" (hidden from the others)", style="dim")
    return line


class LogView(RichLog):
    """The log of the game so far, rewritten whenever the viewer changes or steps are undone."""

    DEFAULT_CSS = """
    LogView {
        border: round $primary 50%;
        min-height: 6;
    }
    """

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True)
        self.border_title = "Log"
        self.plain_lines: list[str] = []
        """The lines shown (tests read them)."""
        self._written: list[Step] = []
        self._viewer: int | None = None
        self._hidden = False

    def sync(
        self,
        game: str,
        steps: Sequence[Step],
        viewer: int | None,
        label: Callable[[int], str],
        hidden: bool = False,
    ) -> None:
        """Show `steps` to `viewer` (nothing while `hidden`), writing only what is new."""
        steps = list(steps)
        if hidden:
            if not self._hidden or self.plain_lines:
                self.clear()
                self.plain_lines = []
                self._written = []
            self._hidden = True
            return
        fresh = (
            self._hidden
            or viewer != self._viewer
            or len(steps) < len(self._written)
            or (bool(self._written) and steps[len(self._written) - 1] != self._written[-1])
        )
        if fresh:
            self.clear()
            self.plain_lines = []
            self._written = []
        self._hidden = False
        self._viewer = viewer
        new = steps[len(self._written) :]
        for step in new:
            line = log_line(game, step, viewer, label)
            self.plain_lines.append(line.plain)
            self.write(line)
        self._written = steps
        if new:
            # Scroll once the lines are laid out (writes before the first layout are deferred).
            self.call_after_refresh(self.scroll_end, animate=False)
