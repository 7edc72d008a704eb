"""Progress within long games (`GameSpec.stages`: the campaign's Acts): `simulate`'s ``on_stage``
hears of each part of a game as it ends, while the game is played, in this process and from
worker processes; a game without parts sends nothing."""

from __future__ import annotations

import pytest

import ambitions
from ambitions.sim.progress import TournamentProgress
from ambitions.sim.runner import GameResult
from ambitions.sim.tournament import simulate


@pytest.mark.parametrize("backend", ["local", "processes"])
def test_each_act_of_a_whole_campaign_is_heard_as_it_ends(backend: str) -> None:
    events: list[str] = []

    def results(batch: list[GameResult]) -> None:
        events.extend("game" for _ in batch)

    summary = simulate("arcs-campaign", 3, ["random+"] * 3, games=4, seed=2, options={"act": "all"},
                       backend=backend, workers=None if backend == "local" else 2,
                       on_results=results, on_stage=lambda: events.append("act"))  # fmt: skip
    assert summary.complete and events.count("act") == 12 and events.count("game") == 4
    if backend == "local":  # (one game at a time: its three Acts, then its result)
        assert events == ["act", "act", "act", "game"] * 4
    else:  # (every game's Acts before its result: at least 3 Acts heard per result so far)
        for k, event in enumerate(events):
            if event == "game":
                assert events[: k + 1].count("act") >= 3 * events[: k + 1].count("game")


def test_one_act_games_and_games_without_parts_send_no_stage_of_their_own() -> None:
    heard: list[str] = []
    simulate(
        "arcs", 3, ["random"] * 3, games=3, seed=1, backend="local", on_stage=lambda: heard.append("arcs")
    )
    assert heard == []
    simulate("arcs-campaign", 3, ["random"] * 3, games=2, seed=1, backend="local",
             on_stage=lambda: heard.append("act"))  # fmt: skip
    assert heard == ["act", "act"]  # (act=1: one Act a game)
    stages = ambitions.game_spec("arcs-campaign").stages
    assert stages is not None and stages.name == "Act"
    assert [stages.count({"act": a}) for a in (1, "2", 3, "all")] == [1, 1, 1, 3]


def test_the_progress_shows_a_bar_of_acts() -> None:
    from rich.console import Console

    console = Console(record=True, width=120, force_terminal=True)
    with TournamentProgress("arcs-campaign 3p", console=console, force=True, stages=("Act", 3)) as progress:
        progress.start(2)
        progress.stage()
        progress.stage()
    text = console.export_text()
    assert "Acts" in text and "2/6" in text and "0/2" in text
