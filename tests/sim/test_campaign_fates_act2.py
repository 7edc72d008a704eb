"""The Act II balance study's summaries (benchmarks/campaign_fates_act2.py), on made-up rows: no
campaign is played."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        return importlib.import_module("campaign_fates_act2")
    finally:
        sys.path.remove(str(BENCHMARKS))


def row(deal: int, rotation: int, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "agents": ["a", "b", "b"],
        "players": 3,
        "seed": 0,
        "deal": deal,
        "rotation": rotation,
        "entrants": [(s + rotation) % 3 for s in range(3)],
        "offers": [["F9", "F10"], ["F1", "F11"], ["F12", "F13"]],
        "fates": ["F9", "F1", "F13"],
        "completed": [True, False, False],
        "spaces": [0, 5, 2],
        "winner": 1,
        "power": [10, 12, 9],
        "decisions": 600,
        "seconds": 3.0,
    }
    out.update(kw)
    return out


def test_fate_rows_count_offers_choices_completions_wins_and_spaces(bench: ModuleType) -> None:
    second = row(
        0, 1, fates=["F10", "F1", "F12"], winner=0, completed=[False, True, False], spaces=[4, 0, 20]
    )
    found = {f.fate: f for f in bench.fate_rows([row(0, 0), second])}
    assert list(found) == ["F1", "F9", "F10", "F11", "F12", "F13"]  # card order
    assert found["F9"] == bench.FateRow("F9", 2, 1, 1, 0, 8)  # starts on 8, ended on 0
    assert found["F10"] == bench.FateRow("F10", 2, 1, 0, 1, 14 - 4)
    assert found["F1"] == bench.FateRow("F1", 2, 2, 1, 1, (22 - 5) + 22)  # kept twice, won once
    assert found["F11"] == bench.FateRow("F11", 2, 0, 0, 0, 0)
    assert found["F12"].advanced == 21 - 20
    assert bench.fate_label("F1") == "F1 Steward (kept)" and bench.fate_label("F9") == "F9 Pathfinder"


def test_the_markdown_table_gives_wilson_intervals(bench: ModuleType) -> None:
    text = bench.fate_markdown([row(0, 0)])
    lines = text.splitlines()
    assert lines[0].startswith("| Fate | offered | chosen |") and len(lines) == 2 + 6
    f9 = next(line for line in lines if line.startswith("| F9 Pathfinder"))
    # offered 1, chosen 1, completed 1 of 1 (Wilson 0.207-1.000), won 0 of 1 (0.000-0.793), 8 spaces
    cells = "1 | 1 | 1.000 | 0.207-1.000 | 1.000 | 0.207-1.000 | 0.000 | 0.000-0.793 | 8.0"
    assert f9 == f"| F9 Pathfinder | {cells} |"
    f11 = next(line for line in lines if line.startswith("| F11"))
    assert f11.endswith("| 0 | 0.000 | 0.000-0.793 | - | - | - | - | - |")  # offered, never chosen


def test_outcomes_rank_after_the_failed_objectives_cost(bench: ModuleType) -> None:
    """Power less the marker's space: 10 - 0, 12 - 5, 9 - 2: seat 0 wins after the cost. The
    spaces advanced: F9 8 - 0, F1 (kept) 22 - 5, F13 16 - 2 (3 players)."""
    assert bench.outcomes(row(0, 0)) == [(0.0, 1.0, 1.0, 8.0), (1.0, 0.0, 0.0, 17.0), (0.0, 0.0, 0.0, 14.0)]
    tied = bench.outcomes(row(0, 0, power=[10, 15, 9]))
    assert [o[2] for o in tied] == [0.5, 0.5, 0.0]


def test_agent_rows_pool_entrants_of_one_spec(bench: ModuleType) -> None:
    rows = [row(0, r) for r in range(3)]
    found = bench.agent_rows(rows, ["a", "b", "b"])
    assert [a.agent for a in found] == ["a", "b"]
    a, b = found
    assert a.seats == 3 and b.seats == 6
    # seat 1 wins Act II every time: entrant (1 + r) % 3, i.e. a once (rotation 2)
    assert sum(a.values[0]) == 1 and sum(b.values[0]) == 2
    assert sum(a.values[1]) == 1 and sum(b.values[1]) == 2  # seat 0 completes
    assert sum(a.values[2]) + sum(b.values[2]) == 3
    assert sorted(a.values[3]) == [8.0, 14.0, 17.0]  # a sat at each seat once
    assert bench.measure_cell(a.values[0], 0) == "0.333 (0.061-0.792)"
    assert bench.measure_cell(a.values[3], 3).startswith("13.00 (")


def test_the_paired_advantage_is_per_deal_over_complete_deals(bench: ModuleType) -> None:
    # Deal 0: entrant 0 ("a") wins every rotation; deal 1: never; deal 2 misses a rotation.
    def won_by(entrant: int, rotation: int) -> int:
        return (entrant - rotation) % 3  # the seat of that entrant

    rows = [row(0, r, winner=won_by(0, r)) for r in range(3)]
    rows += [row(1, r, winner=won_by(1, r)) for r in range(3)]
    rows += [row(2, 0, winner=won_by(0, 0))]
    mean, low, high, deals = bench.paired_advantage(rows, 0)
    assert deals == 2
    assert mean == pytest.approx((1 - 0) / 2 + (0 - 0.5) / 2)  # (a 1 vs b 0) and (a 0 vs b 1/2)
    assert low < mean < high


def test_lineup_cycles_the_specs_to_one_per_seat(bench: ModuleType) -> None:
    assert bench.lineup(["greedy"], 3) == ["greedy"] * 3
    assert bench.lineup(["a", "b"], 4) == ["a", "b", "a", "b"]
    assert bench.agent_seed(0, 1, 2) == bench.agent_seed(0, 1, 2) != bench.agent_seed(0, 1, 1)


def test_act_iis_winner_has_the_most_power_ties_to_a_fates_then_turn_order(bench: ModuleType) -> None:
    """CRB p.8, R17: the most Power; a tie to the "A" Fate over a "B" one, then turn order."""
    assert bench.act2_winner([10, 12, 9], ["F9", "F10", "F11"], [0, 1, 2]) == 1
    assert bench.act2_winner([12, 12, 9], ["F9", "F1", "F11"], [0, 1, 2]) == 1  # the kept A Fate
    assert bench.act2_winner([12, 12, 9], ["F9", "F10", "F11"], [1, 2, 0]) == 1  # turn order
    assert bench.act2_winner([12, 12, 9], ["F9", "F10", "F11"], [2, 0, 1]) == 0
