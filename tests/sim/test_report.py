"""Report files: summary.json, games.jsonl, records, plots, report.html (complete and partial)."""

from __future__ import annotations

import json
from pathlib import Path

import ambitions
from ambitions.sim.report import ReportWriter
from ambitions.sim.runner import GameResult
from ambitions.sim.tournament import simulate

PNG = b"\x89PNG\r\n\x1a\n"


SPECS = ["a=random", "b=random+", "c=random"]


def run(out: Path, games: int) -> dict[str, object]:
    writer = ReportWriter(out)
    summary = simulate(
        "arcs", 3, SPECS, games, seed=8, backend="local", records=True, on_results=writer.on_results
    )
    return writer.write(summary)


def test_report_files(tmp_path: Path) -> None:
    data = run(tmp_path, 12)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary == json.loads(json.dumps(data))
    assert summary["games"] == 12 and summary["seed"] == 8 and summary["complete"]
    assert summary["games_per_second"] > 0
    assert [a["name"] for a in summary["agents"]] == ["a", "b", "c"]
    for a in summary["agents"]:
        assert {"name", "win_share", "win_share_ci", "mean_power", "mean_rank"} <= set(a)

    lines = (tmp_path / "games.jsonl").read_text().splitlines()
    assert len(lines) == 12
    games = [json.loads(line) for line in lines]
    assert [g["index"] for g in games] == list(range(12))
    for g in games:
        record = json.loads((tmp_path / g["record"]).read_text())
        state = ambitions.replay(record)
        assert state.returns() == g["power"]
        assert g["agents"][g["winner"]] in {"a", "b", "c"}
    wins = {a["name"]: a["wins"] for a in summary["agents"]}
    assert wins == {n: sum(1 for g in games if g["agents"][g["winner"]] == n) for n in "abc"}

    plots = summary["files"]["plots"]
    assert set(plots) == {"power", "win_share", "power_by_chapter"}
    for path in plots.values():
        assert (tmp_path / path).read_bytes().startswith(PNG)
    page = (tmp_path / "report.html").read_text()
    assert "Head to head: a vs b" in page and "Partial report" not in page
    assert page.count("data:image/png;base64,") == 3


def test_partial_report_after_ctrl_c(tmp_path: Path) -> None:
    done: list[int] = []

    def interrupt(batch: list[GameResult]) -> None:
        done.extend(r.index for r in batch)
        if len(done) == 4:
            raise KeyboardInterrupt

    writer = ReportWriter(tmp_path)

    def both(batch: list[GameResult]) -> None:
        writer.on_results(batch)
        interrupt(batch)

    result = simulate("arcs", 3, SPECS, 60, seed=8, backend="local", records=True, on_results=both)
    writer.write(result)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["interrupted"] and not summary["complete"]
    assert summary["games"] == 4 and summary["games_requested"] == 60
    assert summary["head_to_head"]["deals"] == 0  # no deal finished all its seatings
    assert len((tmp_path / "games.jsonl").read_text().splitlines()) == 4
    assert len(list((tmp_path / "records").iterdir())) == 4
    assert "Partial report: 4 of 60 games finished (interrupted)" in (tmp_path / "report.html").read_text()
