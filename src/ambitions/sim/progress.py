"""A rich progress bar for tournaments: games done, games/s, elapsed time and ETA (on stderr),
and for games played in parts (the campaign's Acts) a second bar of the parts done."""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from ambitions.sim.runner import GameResult


class RateColumn(ProgressColumn):
    """Units (games, or a game's parts) per second since the first game was submitted."""

    def render(self, task: Task) -> Text:
        unit = task.fields.get("unit", "games")
        elapsed = task.elapsed or 0.0
        if not task.completed or elapsed <= 0:
            return Text(f"- {unit}/s", style="progress.data.speed")
        return Text(f"{task.completed / elapsed:,.2f} {unit}/s", style="progress.data.speed")


class TournamentProgress:
    """``with TournamentProgress(...) as p: simulate(..., on_start=p.start, on_results=p.advance)``.

    Shown only when stderr is a terminal (or when `force`); otherwise every call does nothing.
    """

    def __init__(
        self,
        description: str,
        console: Console | None = None,
        force: bool = False,
        stages: tuple[str, int] | None = None,
    ) -> None:
        """`stages`: what a part of a game is called and how many each game plays (``("Act",
        3)``): a second bar counts them (`stage`)."""
        self.stages = stages
        self.stage_task: TaskID | None = None
        self.console = console or Console(stderr=True)
        self.enabled = force or self.console.is_terminal
        self.description = description
        self.progress = Progress(
            TextColumn("[progress.description]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            RateColumn(),
            TimeElapsedColumn(),
            TextColumn("ETA"),
            TimeRemainingColumn(),
            console=self.console,
            disable=not self.enabled,
            transient=False,
        )
        self.task: TaskID | None = None

    def __enter__(self) -> TournamentProgress:
        self.progress.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.progress.stop()

    def start(self, total: int) -> None:
        self.task = self.progress.add_task(self.description, total=total, unit="games")
        if self.stages is not None:
            name, count = self.stages
            self.stage_task = self.progress.add_task(f"  {name}s", total=total * count, unit=f"{name}s")

    def advance(self, batch: Sequence[GameResult]) -> None:
        if self.task is not None:
            self.progress.advance(self.task, len(batch))

    def stage(self) -> None:
        """A part of a game is over (`ambitions.sim.tournament.simulate`'s ``on_stage``)."""
        if self.stage_task is not None:
            self.progress.advance(self.stage_task, 1)
