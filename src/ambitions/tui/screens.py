"""Screens over the board: passing the terminal between hot-seat players, help, the rules help,
the end."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ambitions.core.spec import GameHelp
from ambitions.play.session import Summary
from ambitions.tui.widgets.base import SEAT_COLOUR_NAMES, seat_style


class PassScreen(Screen[None]):
    """Hides the whole board until the next hot-seat player confirms they have the terminal."""

    BINDINGS = [Binding("enter,space", "ready", "Ready", show=True)]

    DEFAULT_CSS = """
    PassScreen { align: center middle; }
    PassScreen #pass-box { width: auto; height: auto; border: heavy $accent; padding: 1 4; }
    """

    def __init__(self, seat: int, name: str | None = None) -> None:
        super().__init__()
        self.seat = seat
        colour = SEAT_COLOUR_NAMES[seat] if seat < len(SEAT_COLOUR_NAMES) else ""
        text = Text("Pass the terminal to ")
        where = f"seat {seat}" + (f", {colour}" if colour else "")
        label = f"{name} ({where})" if name else f"seat {seat}" + (f" ({colour})" if colour else "")
        text.append(label, style=seat_style(seat))
        text.append(".\n\nEveryone else, look away.\n")
        text.append(f"{name or f'Seat {seat}'}: press Enter when you are ready.", style="bold")
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self.text, id="pass-box")

    def action_ready(self) -> None:
        self.dismiss(None)


HELP_TEXT = """\
Choosing an action
  type            narrows the list to the actions starting with what you typed
                  (or containing all its words){example}
  Enter           applies the typed text if it is exactly a legal action
  Down / Up       move between the box and the list; Enter on the list applies that action
  Escape          back to the box

Commands (type them, or use the keys)
  undo      ctrl+z   take back your last decision (not past a die roll, a deal or draw,
                     a card you were shown, or another player's decision)
  save FILE ctrl+s   write the game record (JSON); play on later with --load FILE
  help      F1       this screen
  rules     ?        the rules help: a line on each kind of action with its page (the
                     highlighted action's kind first), and the odds of a dice choice
  summary   F2       the result, once the game is over
  quit      ctrl+q   leave the game

The board shows only what your seat may know: rivals' hands are counts and face-down plays
stay face down in the log. Dice are public; the log shows their faces."""


class HelpScreen(ModalScreen[None]):
    """Keys and commands."""

    BINDINGS = [Binding("escape,f1,q", "close", "Close")]

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen #help-box { width: auto; max-width: 100; height: auto; border: round $accent;
                           padding: 1 2; background: $surface; }
    """

    def __init__(self, legend: str = "", game: GameHelp | None = None) -> None:
        super().__init__()
        game = game or GameHelp()
        example = f', e.g. "{game.prefix}"' if game.prefix else ""
        text = HELP_TEXT.format(example=example)
        for extra in (game.actions, legend):
            if extra:
                text += f"\n\n{extra}"
        self.text = text + "\n\nPress Escape to close."
        """The help text: keys and commands (with the game's own example, `GameSpec.help`), the
        game's action texts, then its legend (tests read it)."""

    def compose(self) -> ComposeResult:
        yield Static(self.text, id="help-box")

    def action_close(self) -> None:
        self.dismiss(None)


class RulesScreen(ModalScreen[None]):
    """The rules help (`ambitions.play.rules`): the highlighted action's odds when it chooses
    dice, then the notes on its kind and on the other legal kinds, then the game's others."""

    BINDINGS = [Binding("escape,q", "close", "Close")]

    DEFAULT_CSS = """
    RulesScreen { align: center middle; }
    RulesScreen #rules-scroll { width: 90%; max-width: 120; height: 90%; border: round $accent;
                                background: $surface; }
    RulesScreen #rules-box { padding: 1 2; }
    """

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text + "\n\nPress Escape to close."
        """What the screen shows (tests read it)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-scroll"):
            yield Static(Text(self.text), id="rules-box")

    def on_mount(self) -> None:
        self.query_one("#rules-scroll", VerticalScroll).focus()

    def action_close(self) -> None:
        self.dismiss(None)


class QuitScreen(ModalScreen[str]):
    """Leaving a game with actions not saved: save and quit, quit without saving, or play on.

    Dismisses with ``"save"``, ``"quit"`` or ``"stay"``.
    """

    BINDINGS = [
        Binding("s", "close('save')", "Save and quit"),
        Binding("q", "close('quit')", "Quit without saving"),
        Binding("escape", "close('stay')", "Keep playing"),
    ]

    DEFAULT_CSS = """
    QuitScreen { align: center middle; }
    QuitScreen #quit-box { width: auto; max-width: 100; height: auto; border: round $warning;
                           padding: 1 3; background: $surface; }
    """

    def __init__(self, save_path: str) -> None:
        super().__init__()
        self.plain = (
            "Leave the game? Its last actions are not saved.\n\n"
            f"  s       save to {save_path} and quit\n"
            "  q       quit without saving\n"
            "  Escape  keep playing"
        )
        """The question's plain text (tests read it)."""

    def compose(self) -> ComposeResult:
        yield Static(self.plain, id="quit-box")

    def action_close(self, choice: str) -> None:
        self.dismiss(choice)


class SummaryScreen(ModalScreen[str]):
    """The end of the game: final scores, the winner, the score gained per period (Arcs: Power
    per chapter).

    Dismisses with ``"board"`` (look at the final board), ``"save"`` or ``"quit"``.
    """

    BINDINGS = [
        Binding("escape,enter", "close('board')", "Board"),
        Binding("s", "close('save')", "Save"),
        Binding("q", "close('quit')", "Quit"),
    ]

    DEFAULT_CSS = """
    SummaryScreen { align: center middle; }
    SummaryScreen #summary-box { width: auto; height: auto; border: double $success;
                                 padding: 1 3; background: $surface; }
    """

    def __init__(self, summary: Summary) -> None:
        super().__init__()
        self.summary = summary
        self.plain = "\n".join(summary.lines())
        """The summary's plain text (tests read it)."""

    def compose(self) -> ComposeResult:
        s = self.summary
        text = Text("Game over\n\n", style="bold")
        text.append(f"Final {s.score_name}\n", style="bold")
        for p, v in enumerate(s.scores):
            text.append(
                f"  {s.who(p)}: {v:g}" + ("  winner" if p == s.winner else "") + "\n", style=seat_style(p)
            )
        text.append(f"\nWinner: {s.who(s.winner)}\n", style=seat_style(s.winner) + " reverse")
        if s.periods:
            text.append(f"\n{s.score_name} gained per {s.period_name}\n", style="bold")
            width = len(s.period_name) + 5
            text.append(" " * width + "".join(f"{'s' + str(p):>6}" for p in range(len(s.scores))) + "\n")
            for c, row in enumerate(s.periods):
                text.append(f"  {s.period_name} {c + 1}".ljust(width))
                for p, v in enumerate(row):
                    text.append(f"{v:>6g}", style=seat_style(p))
                text.append("\n")
        text.append("\nEnter: look at the board   s: save the record   q: quit", style="dim")
        yield Static(text, id="summary-box")

    def action_close(self, choice: str) -> None:
        self.dismiss(choice)
