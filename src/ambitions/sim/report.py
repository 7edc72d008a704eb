"""Tournament output files: summary.json, games.jsonl, game records, plots and an HTML report.

Layout of ``--out DIR`` (stable for scripts)::

    DIR/summary.json          SimSummary.to_json() plus "files"
    DIR/games.jsonl           one line per finished game (GameResult.to_json), in game order
    DIR/records/game-NNNNNN.json   each game's record (``ambitions replay`` reads it)
    DIR/plots/*.png           score distributions, win share with intervals, score over periods
    DIR/report.html           the tables and the plots in one self-contained page

Records are written as results arrive (`ReportWriter.on_results`) and dropped from memory, so a
long run keeps only small results; the other files are written at the end, and after Ctrl-C from
the games that finished.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from ambitions.core.errors import InvalidOptions, shorten
from ambitions.sim.runner import GameResult
from ambitions.sim.summary import SimSummary

PLOTS = {
    "power": "{score} distribution per agent",
    "win_share": "Win share with 95% interval",
    "power_by_chapter": "Mean {score} after each {period}",
}
"""Plot file stems and titles (with the game's words for its score and periods)."""


def plot_title(summary: SimSummary, key: str) -> str:
    """The title of plot `key` in the game's words (``Mean Power after each chapter``)."""
    return PLOTS[key].format(score=summary.score, period=summary.period)


OWNED: Final = ("summary.json", "games.jsonl", "report.html", "records/game-*.json", "plots/*.png")
"""What a run writes into its folder (``--force`` removes these, and only these)."""


class ReportWriter:
    """Writes a tournament's files into `out` (created if missing)."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.records = out / "records"
        self.records.mkdir(parents=True, exist_ok=True)

    @classmethod
    def prepare(cls, out: Path, force: bool = False) -> ReportWriter:
        """A writer for `out`, checked before anything is played (raises `InvalidOptions`): the
        folder must be creatable and hold no files, or with `force` the files of an earlier run
        (`OWNED`) are removed first and anything else is left alone."""
        try:
            if out.exists() and not out.is_dir():
                raise InvalidOptions(f"--out {shorten(str(out), 300)} is a file, not a folder")
            if out.is_dir() and any(out.iterdir()):
                if not force:
                    raise InvalidOptions(
                        f"--out {shorten(str(out), 300)} is not empty; choose a new folder, or --force "
                        "to replace an earlier run's files there"
                    )
                for pattern in OWNED:
                    for path in out.glob(pattern):
                        path.unlink()
            return cls(out)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise InvalidOptions(f"cannot write to --out {shorten(str(out), 300)}: {reason}") from None

    def on_results(self, batch: Sequence[GameResult]) -> None:
        """Write the records of a batch of results and keep only their file names."""
        for r in batch:
            if r.record is None:
                continue
            name = f"records/game-{r.index:06d}.json"
            (self.out / name).write_text(json.dumps(r.record, separators=(",", ":")))
            r.record_file = name
            r.record = None

    def write(self, summary: SimSummary, plots: bool = True) -> dict[str, Any]:
        """Write games.jsonl, the plots, report.html and summary.json; returns summary.json's data."""
        with (self.out / "games.jsonl").open("w") as f:
            for r in summary.results:
                f.write(json.dumps(r.to_json(), separators=(",", ":")) + "\n")
        files: dict[str, Any] = {"games": "games.jsonl", "records": "records/", "plots": {}}
        if plots and summary.games:
            files["plots"] = write_plots(summary, self.out / "plots")
        files["report"] = "report.html"
        (self.out / "report.html").write_text(html_report(summary, self.out, files["plots"]))
        data = summary.to_json()
        data["files"] = files
        (self.out / "summary.json").write_text(json.dumps(data, indent=2) + "\n")
        return data


def write_plots(summary: SimSummary, folder: Path) -> dict[str, str]:
    """The PNG plots (matplotlib, no display needed); their paths relative to the report."""
    from matplotlib.figure import Figure

    folder.mkdir(parents=True, exist_ok=True)
    names = [a.name for a in summary.agents]
    written: dict[str, str] = {}

    # Power distributions: the share of seats ending on each Power value.
    fig = Figure(figsize=(7, 4), layout="constrained")
    ax = fig.add_subplot()
    top = int(max((max(a.powers) for a in summary.agents if a.powers), default=0))
    width = 0.8 / max(1, len(names))
    for k, a in enumerate(summary.agents):
        if not a.powers:
            continue
        counts = [0] * (top + 1)
        for p in a.powers:
            counts[max(0, int(p))] += 1
        xs = [v - 0.4 + width * (k + 0.5) for v in range(top + 1)]
        ax.bar(xs, [c / len(a.powers) for c in counts], width=width, label=a.name)
    ax.set_xlabel(f"final {summary.score}")
    ax.set_ylabel("share of seats")
    ax.set_title(plot_title(summary, "power"))
    ax.legend()
    written["power"] = _save(fig, folder, "power")

    # Win share with Wilson intervals; the dashed marks are an even share (seats / players).
    fig = Figure(figsize=(7, 4), layout="constrained")
    ax = fig.add_subplot()
    xs = list(range(len(names)))
    shares = [a.win_share for a in summary.agents]
    err = [
        [a.win_share - a.win_low for a in summary.agents],
        [a.win_high - a.win_share for a in summary.agents],
    ]
    ax.bar(xs, shares, yerr=err, capsize=6, color="tab:blue", alpha=0.8)
    for x, a in zip(xs, summary.agents, strict=True):
        even = a.seats_per_game / summary.players
        ax.hlines(even, x - 0.45, x + 0.45, colors="black", linestyles="dashed")
    ax.set_xticks(xs, names)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win share")
    ax.set_title(f"{plot_title(summary, 'win_share')} ({summary.games} games)")
    written["win_share"] = _save(fig, folder, "win_share")

    # Score over periods (Power over chapters).
    chapters = summary.power_by_chapter
    if chapters:
        fig = Figure(figsize=(7, 4), layout="constrained")
        ax = fig.add_subplot()
        for name in names:
            ax.plot(chapters["chapters"], chapters["mean_power"][name], marker="o", label=name)
        ax.set_xticks(chapters["chapters"])
        ax.set_xlabel(summary.period)
        ax.set_ylabel(f"mean {summary.score} (games that reached the {summary.period})")
        ax.set_title(plot_title(summary, "power_by_chapter"))
        ax.legend()
        written["power_by_chapter"] = _save(fig, folder, "power_by_chapter")
    return written


def _save(fig: Any, folder: Path, stem: str) -> str:
    fig.savefig(folder / f"{stem}.png", dpi=100)
    return f"plots/{stem}.png"


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def html_report(summary: SimSummary, out: Path, plots: dict[str, str]) -> str:
    """A self-contained HTML page: the summary tables and the plots (embedded)."""
    s = summary
    parts = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{html.escape(s.game)} tournament, seed {s.seed}</title>",
        "<style>body{font-family:sans-serif;max-width:60em;margin:2em auto}"
        "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #bbb;padding:.2em .6em;"
        "text-align:right}td:first-child{text-align:left}.warn{color:#a00}</style></head><body>",
        f"<h1>{html.escape(s.game)}: {s.games} games, {s.players} players, seed {s.seed}</h1>",
    ]
    if not s.complete:
        parts.append(
            f"<p class='warn'>Partial report: {s.games} of {s.games_requested} games finished"
            f"{' (interrupted)' if s.interrupted else ''}"
            f"{f': {html.escape(str(s.error))}' if s.error is not None else ''}.</p>"
        )
    parts.append(
        f"<p>Agents: {html.escape(', '.join(f'{n}={sp}' if n != sp else n for n, sp in s.entrants))}. "
        f"Each deal is played under all {s.seatings_per_deal} seatings. Backend {html.escape(s.backend)} "
        f"with {s.workers} worker(s): {s.seconds:.1f} s, {s.games_per_second:.1f} games/s.</p>"
    )
    parts.append("<h2>Agents</h2>")
    parts.append(
        _table(
            ("agent", "seats/game", "wins", "win share", "95% interval", f"mean {s.score}", "mean rank"),
            [
                (
                    a.name,
                    a.seats_per_game,
                    a.wins,
                    f"{a.win_share:.3f}",
                    f"{a.win_low:.3f}-{a.win_high:.3f}",
                    f"{a.mean_power:.2f}",
                    f"{a.mean_rank:.2f}",
                )
                for a in s.agents
            ],
        )
    )
    h = s.head_to_head
    if h is not None:
        parts.append(f"<h2>Head to head: {html.escape(h.a)} vs {html.escape(h.b)}</h2>")
        parts.append(
            f"<p><b>{html.escape(h.verdict)}</b> over {h.deals} paired deals: win share difference "
            f"{h.win_diff:+.3f} (95% {_interval(h.win_diff_low, h.win_diff_high)}), {s.score} difference "
            f"{h.power_diff:+.2f} (95% {_interval(h.power_diff_low, h.power_diff_high)}); "
            f"{html.escape(h.a)} ahead in {h.a_ahead} deals, {html.escape(h.b)} in {h.b_ahead}, "
            f"even in {h.even} (sign test p = {h.sign_p:.3g}).</p>"
        )
    parts.append("<h2>Turn order</h2>")
    parts.append(
        _table(
            ("position at the first decision", "wins", "win share", "95% interval"),
            [(k + 1, w, f"{sh:.3f}", f"{lo:.3f}-{hi:.3f}") for k, (w, sh, lo, hi) in enumerate(s.positions)],
        )
    )
    parts.append("<h2>Game length</h2>")
    parts.append(
        _table(
            ("per game", "mean", "min", "max"),
            [(k, f"{v['mean']:.1f}", f"{v['min']:g}", f"{v['max']:g}") for k, v in s.length.items()],
        )
    )
    for t, counts in s.tallies:
        parts.append(f"<h2>{html.escape(t.title)}</h2>")
        parts.append(
            _table(
                (t.label, "times", "per game"),
                [(k, v, f"{counts['per_game'][k]:.2f}") for k, v in counts["total"].items()],
            )
        )
    for key, path in plots.items():
        data = base64.b64encode((out / path).read_bytes()).decode()
        parts.append(
            f"<h2>{html.escape(plot_title(s, key))}</h2><img alt='{key}' src='data:image/png;base64,{data}'>"
        )
    parts.append("<p>Every game: games.jsonl; records: records/ (<code>ambitions replay FILE</code>).</p>")
    parts.append("</body></html>")
    return "\n".join(parts)


def _interval(low: float, high: float) -> str:
    if abs(low) == float("inf"):
        return "n/a"
    return f"{low:+.3f} to {high:+.3f}"
