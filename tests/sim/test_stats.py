"""Small statistics: Wilson and t intervals, the sign test."""

from __future__ import annotations

import math

import pytest

from ambitions.sim.stats import mean_interval, sign_test, t_critical, wilson_interval


def test_wilson_interval() -> None:
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(5, 10)
    assert low == pytest.approx(1 - high) and low == pytest.approx(0.2366, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(10, 10)[1] == 1.0
    low, high = wilson_interval(90, 100)
    assert low < 0.9 < high


@pytest.mark.parametrize(
    ("df", "t"),
    [
        (1, 12.7062),
        (2, 4.3027),
        (5, 2.5706),
        (9, 2.2622),
        (10, 2.2281),
        (20, 2.0860),
        (30, 2.0423),
        (60, 2.0003),
        (120, 1.9799),
        (10_000, 1.9602),
    ],
)
def test_t_critical_matches_tables(df: int, t: float) -> None:
    assert t_critical(df) == pytest.approx(t, abs=2e-4)


def test_mean_interval() -> None:
    assert mean_interval([]) == (0.0, -math.inf, math.inf)
    assert mean_interval([2.0]) == (2.0, -math.inf, math.inf)
    assert mean_interval([1.0, 1.0, 1.0]) == (1.0, 1.0, 1.0)
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0])
    half = 3.182446 * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert mean == 2.5 and low == pytest.approx(2.5 - half) and high == pytest.approx(2.5 + half)


def test_sign_test() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(5, 5) == 1.0
    assert sign_test(6, 0) == pytest.approx(2 / 64)
    assert sign_test(0, 6) == sign_test(6, 0)
    assert sign_test(9, 1) == pytest.approx(2 * 11 / 1024)
