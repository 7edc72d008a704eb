"""A plain-text terminal game: humans at some seats, bots at the others.

Each human decision shows that seat's observation only (rendered by the game's own plain-text
renderer, `GameSpec.render`), the
numbered legal actions, and reads one line: a number, an action's text, a prefix to narrow the
list (``move 3.2``), or a command (``help``, ``actions``, ``state``, ``rules [KIND]``,
``odds [N]``, ``undo``, ``save FILE``, ``quit``).
Input and output are injected, so the game runs the same on a terminal, a pipe or in tests.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Final

from ambitions.bots.base import Agent
from ambitions.core.errors import AmbitionsError, shorten
from ambitions.core.names import named
from ambitions.core.spec import GameHelp
from ambitions.core.state import CHANCE, TERMINAL, State
from ambitions.play.rules import indent, odds_text, rules_text
from ambitions.play.session import NOTE_INDENT, GameSession, Step, card_texts, cards_named

LIST_LIMIT: Final = 40
"""At most this many actions are listed one by one; longer lists are grouped by prefix."""

Reader = Callable[[str], str | None]
Writer = Callable[[str], None]


def stdin_reader(prompt: str) -> str | None:
    """Read one line from stdin after `prompt`; None at end of input."""
    try:
        line = input(prompt)
    except EOFError:
        return None
    if not sys.stdin.isatty():
        print(line, flush=True)  # echo piped input, so the transcript reads like a session
    return line


def stdout_writer(text: str) -> None:
    print(text, flush=True)


def clear_screen() -> None:
    """Clear a terminal (nothing when stdout is not one)."""
    if sys.stdout.isatty():
        print("\033[2J\033[H", end="", flush=True)


HELP: Final = """\
Type one of:
  N              the action numbered N
  ACTION TEXT    an action written out{action} (see README for the texts)
  PREFIX         the start of some actions' texts, to list only those{prefix}
  actions        list every legal action again
  state          show the table again
  rules [KIND]   the rules help: a line on each kind of action, with its page (your legal
                 kinds first); KIND (e.g. "move") shows that kind's note only
  odds [N]       for the actions choosing dice (or action N): each die's faces and the exact
                 chance of each number of hits
  undo           take back your last decision (not past a die roll, a deal or draw, a card
                 you were shown, or another player's decision)
  save FILE      write the game record (JSON) to FILE; resume it with --load FILE
  help           this text
  quit           leave the game"""


def help_text(game: GameHelp) -> str:
    """`HELP` with the game's own examples (`GameSpec.help`), then its actions' texts."""
    text = HELP.format(
        action=f', e.g. "{game.action}"' if game.action else "",
        prefix=f' (e.g. "{game.prefix}")' if game.prefix else "",
    )
    return text + (f"\n\n{game.actions}" if game.actions else "")


class TerminalGame:
    """One game in a terminal: `run()` plays it to the end or until the user quits.

    The game is a `GameSession` (the same one the full-screen UI drives), so undo and the log's
    hiding of what a seat may not see work the same way in both.
    """

    def __init__(
        self,
        state: State,
        humans: Sequence[int],
        agents: dict[int, Agent],
        hotseat: bool = False,
        read: Reader = stdin_reader,
        write: Writer = stdout_writer,
        clear: Callable[[], None] = clear_screen,
        steps: Sequence[Step] | None = None,
        names: Mapping[int, str] | None = None,
    ) -> None:
        self.session = GameSession(state, humans, agents, steps, names)
        self.cards = card_texts(self.session.spec)
        """Each card's name and text (`card_texts`): listed under the actions that name them."""
        self.game = state.game_name
        self.humans = frozenset(humans)
        self.agents = agents
        self.hotseat = hotseat
        self.read = read
        self.write = write
        self.clear = clear
        self.last_human: int | None = None
        self.paused_at = -1
        """The step at which `stops_here` last asked (it asks once there)."""
        self.log_viewer: int | None = None if hotseat or len(self.humans) != 1 else next(iter(self.humans))
        """Whose view the log takes (`State.action_text`): the one human, else public only."""

    @property
    def state(self) -> State:
        """The current state (undo replaces it)."""
        return self.session.state

    # -- the game loop ---------------------------------------------------------------------------
    def run(self) -> bool:
        """Play until the game ends (True) or the user quits or input ends (False)."""
        session = self.session
        while True:
            seat = session.mover()
            if seat == TERMINAL:
                self.show_result()
                return True
            if seat == CHANCE and self.stops_here():
                self.write("Game stopped here; it can go on from its result.")
                return False
            if seat == CHANCE:
                self.write(session.log_line(session.step_chance(), self.log_viewer).plain)
            elif seat in self.humans:
                if not self.human_decides(seat):
                    self.write("Game left unfinished.")
                    return False
                for note in session.steps[-1].notes:  # (the human knows what they typed)
                    self.write(NOTE_INDENT + note)
            else:
                self.write(session.log_line(session.play_bot(), self.log_viewer).plain)

    def stops_here(self) -> bool:
        """At a point where the game may stop (`GameSpec.pause`), a human says whether to stop."""
        pause = self.session.spec.pause
        said = pause(self.state) if pause is not None else None
        if said is None or not self.humans or self.paused_at == len(self.session.steps):
            return False
        self.paused_at = len(self.session.steps)
        self.write(said)
        answer = self.read("Stop here? [y/N] ")
        return answer is not None and answer.strip().lower() in ("y", "yes")

    def show_result(self) -> None:
        self.write(self.session.render(None))
        self.write("")
        for line in self.session.summary().lines():
            self.write(line)

    # -- one human decision -----------------------------------------------------------------------
    def human_decides(self, seat: int) -> bool:
        """Read input until `seat` has applied a legal action (True) or quits (False)."""
        if self.hotseat and seat != self.last_human:
            self.clear()
            if self.read(f"Pass to {named(seat, self.session.names.get(seat))}, press Enter ") is None:
                return False
        self.last_human = seat
        session = self.session
        texts = session.legal_texts()
        self.write("")
        self.write(session.render(seat))
        self.write("")
        self.show_actions(texts, "")
        while True:
            line = self.read(f"{self.session.names.get(seat) or f'seat {seat}'}> ")
            if line is None:
                return False
            line = " ".join(line.split())
            if not line:
                continue
            word, _, rest = line.partition(" ")
            command = word.lower()
            exact = [t for t in texts if t.lower() == line.lower()]
            if exact:
                session.apply_text(exact[0])
                return True
            if command in ("quit", "exit"):
                return False
            if command in ("help", "?"):
                self.write(help_text(session.spec.help))
                continue
            if command in ("actions", "list"):
                self.show_actions(texts, "")
                continue
            if command in ("state", "show"):
                self.write(session.render(seat))
                continue
            if command == "rules":
                self.write(rules_text(session.spec, texts, rest))
                continue
            if command == "odds":
                self.write(odds_text(session.spec, texts, rest))
                continue
            if command == "save":
                self.save(rest)
                continue
            if command == "undo":
                reason = session.undo_blocker(seat)
                if reason is not None:
                    self.write(f"error: {reason}")
                    continue
                self.write(f"undid {session.undo(seat).text!r}")
                return True  # the same seat decides again, shown afresh
            if line.isascii() and line.isdigit():  # only ASCII digits number actions
                number = int(line) if len(line) <= 9 else 0
                if 1 <= number <= len(texts):
                    session.apply_text(texts[number - 1])
                    return True
                shown = line if len(line) <= 20 else f"{line[:20]}... ({len(line):,} digits)"
                self.write(f"error: there is no action numbered {shown}; choose 1..{len(texts)}")
                continue
            lowered = line.lower()
            if any(t.lower().startswith(lowered) for t in texts):
                self.show_actions(texts, lowered)
                continue
            try:
                session.apply_text(line)
            except AmbitionsError as exc:
                self.write(f"error: {exc}")
                self.write("(type a number from the list, a prefix to filter it, or 'help')")
                continue
            return True

    def save(self, path: str) -> None:
        if not path:
            self.write("error: usage: save FILE")
            return
        try:
            Path(path).write_text(json.dumps(self.session.record(), indent=1) + "\n")
        except (OSError, ValueError) as exc:  # ValueError: a NUL byte in the path
            reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            self.write(f"error: cannot write {shorten(path)}: {reason}")
            return
        self.write(f"saved the game record to {path}")

    # -- listing actions ----------------------------------------------------------------------------
    def show_actions(self, texts: Sequence[str], prefix: str) -> None:
        """Number the actions whose text starts with `prefix`; group long lists by prefix."""
        chosen = [i for i, t in enumerate(texts) if t.lower().startswith(prefix)]
        if len(chosen) <= LIST_LIMIT:
            self.write(f"{len(chosen)} action(s)" + (f" starting with {prefix!r}" if prefix else "") + ":")
            self.write(_columns([f"{i + 1}. {texts[i]}" for i in chosen]))
            named = cards_named(" ".join(texts[i] for i in chosen), self.cards)
            if named:
                self.write("Cards named:\n" + "\n".join(f"  {line}" for line in named))
            self.show_odds([texts[i] for i in chosen], [i + 1 for i in chosen])
            return
        # Group by the text up to the first word that differs (at least one more word).
        tokens = [texts[i].split() for i in chosen]
        depth = _common_words(tokens) + 1
        groups: dict[str, list[int]] = {}
        for i, words in zip(chosen, tokens, strict=True):
            groups.setdefault(" ".join(words[:depth]), []).append(i)
        self.write(f"{len(chosen)} actions; type a prefix to list a group, or a number:")
        entries = []
        for key, members in groups.items():
            if len(members) <= 2:
                entries += [f"{i + 1}. {texts[i]}" for i in members]
            else:
                span = (
                    f"{members[0] + 1}-{members[-1] + 1}"
                    if members[-1] - members[0] == len(members) - 1
                    else ""
                )
                entries.append(f"{key} ... ({len(members)}{': ' + span if span else ''})")
        self.write(_columns(entries))

    def show_odds(self, listed: Sequence[str], numbers: Sequence[int]) -> None:
        """Under a list: the odds of its dice-choosing actions when there are few of them, else
        how to ask for them (`GameSpec.odds`)."""
        spec = self.session.spec
        dice = [(n, t, odds) for n, t in zip(numbers, listed, strict=True) if (odds := spec.odds_for(t))]
        if not dice:
            return
        if len(dice) > ODDS_LISTED:
            self.write(
                f"{len(dice)} of these actions choose dice: 'odds N' shows action N's faces and chances"
            )
            return
        for number, text, odds in dice:
            self.write(f"Odds of {number}. {text}:\n" + indent(odds))


ODDS_LISTED: Final = 3
"""Under a list, the odds of this many dice-choosing actions at most are shown in full."""


def _common_words(tokens: Sequence[Sequence[str]]) -> int:
    """How many leading words all the token lists share."""
    first = tokens[0]
    k = 0
    while k < len(first) and all(len(t) > k and t[k] == first[k] for t in tokens):
        k += 1
    return k


def _columns(entries: Sequence[str]) -> str:
    """The entries laid out column by column to fit the terminal width."""
    if not entries:
        return "  (none)"
    width = min(shutil.get_terminal_size((100, 24)).columns, 140)
    cell = max(len(e) for e in entries) + 3
    cols = max(1, (width - 2) // cell)
    rows = -(-len(entries) // cols)
    lines = []
    for r in range(rows):
        row = [entries[c * rows + r] for c in range(cols) if c * rows + r < len(entries)]
        lines.append("  " + "".join(e.ljust(cell) for e in row).rstrip())
    return "\n".join(lines)
