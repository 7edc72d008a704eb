"""Watching a record again in a plain terminal (``ambitions replay FILE --watch --plain``).

The table is shown as one seat saw it (or as a spectator) after each action, with the log's lines
since the last frame; the watcher steps forward and back, jumps to a position or to the next
decision, and changes whose eyes it watches through. Input and output are injected, as in
`ambitions.cli.play`, so it runs the same on a terminal, a pipe or in tests.
"""

from __future__ import annotations

from typing import Final

from ambitions.cli.play import Reader, Writer
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.replay import Frame, Replay

WATCH_HELP: Final = """\
Type one of:
  (enter) or n   the next action
  b              the previous action
  d / D          to after the next / previous decision (skipping chance outcomes)
  g N            to position N (after the first N actions; 0: the table as set up)
  end            to the end
  seat N         watch as seat N sees the table (its own hand, nobody else's)
  spectator      watch as a spectator (no hand at all)
  log            the whole log up to here
  help           this text
  quit           stop watching"""


class Watcher:
    """A record watched in a plain terminal: `run()` until the user quits or input ends."""

    def __init__(self, replay: Replay, viewer: int | None, read: Reader, write: Writer) -> None:
        self.replay = replay
        self.viewer = replay.check_viewer(viewer)
        self.read = read
        self.write = write
        self.position = 0

    def who(self) -> str:
        return "a spectator" if self.viewer is None else self.replay.label(self.viewer, None)

    def show(self, since: int) -> None:
        """The table at the current position, after the log lines from `since` on."""
        frame: Frame = self.replay.frame(self.position, self.viewer)
        for line in frame.log[since:]:
            self.write(line.plain)
        self.write(frame.text)
        self.write(self.where(frame))

    def where(self, frame: Frame) -> str:
        total = len(self.replay)
        if frame.mover == TERMINAL:
            nxt = "the game is over: " + self.replay.outcome()
        elif frame.position == total:
            nxt = "the record ends here"
        elif frame.mover == CHANCE:
            nxt = "chance comes next"
        else:
            nxt = f"{self.replay.label(frame.mover, self.viewer)} decides next"
        return f"[action {frame.position} of {total} · watching as {self.who()} · {nxt}]"

    def go(self, position: int) -> None:
        """To `position`: forward, the log lines passed are printed; backward, only the table."""
        before = self.position
        self.position = max(0, min(len(self.replay), position))
        self.show(min(before, self.position))

    def command(self, line: str) -> bool:
        """Carry out one typed line; False to stop."""
        words = line.split()
        word = words[0] if words and words[0] in ("d", "D") else words[0].lower() if words else "n"
        rest = words[1:]
        if word in ("quit", "exit", "q"):
            return False
        if word == "n":
            self.go(self.position + 1)
        elif word == "b":
            self.go(self.position - 1)
        elif word == "D":
            self.go(self.replay.next_decision(self.position, forward=False))
        elif word == "d":
            self.go(self.replay.next_decision(self.position))
        elif word == "end":
            self.go(len(self.replay))
        elif word == "g" and len(rest) == 1 and rest[0].isdigit():
            self.go(int(rest[0]))
        elif word == "seat" and len(rest) == 1 and rest[0].isdigit():
            try:
                self.viewer = self.replay.check_viewer(int(rest[0]))
            except ValueError as exc:
                self.write(str(exc))
                return True
            self.show(self.position)
        elif word == "spectator":
            self.viewer = None
            self.show(self.position)
        elif word == "log":
            for said in self.replay.frame(self.position, self.viewer).log:
                self.write(said.plain)
        elif word == "help":
            self.write(WATCH_HELP)
        else:
            self.write(f"{line.strip()[:60]!r} is not a watching command (help lists them)")
        return True

    def run(self) -> None:
        self.write(
            f"{self.replay.spec.display_name}, {self.replay.players} players: {len(self.replay)} actions "
            f"to watch as {self.who()}. Enter steps forward; help lists the commands."
        )
        self.show(max(0, self.position - 1))
        while True:
            line = self.read("watch> ")
            if line is None or not self.command(line):
                return
