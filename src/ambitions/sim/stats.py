"""Small statistics for tournament summaries (no NumPy or SciPy needed)."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054
"""The 97.5% quantile of the standard normal distribution."""

_T975 = (12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157)
"""Student's t 97.5% quantiles for 1..9 degrees of freedom."""


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default).

    With no trials the interval is the whole of [0, 1].
    """
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    denom = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return low, high


def t_critical(df: int) -> float:
    """Student's t 97.5% quantile (two-sided 95%) for `df` degrees of freedom.

    Exact to 6 digits below 10 degrees of freedom; above, the Cornish-Fisher expansion around
    the normal quantile (error below 1e-4).
    """
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df <= len(_T975):
        return _T975[df - 1]
    z = Z95
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    return z + g1 / df + g2 / df**2 + g3 / df**3


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of `values` and its 95% t interval ``(mean, low, high)``.

    With fewer than two values the interval is unbounded (``-inf, inf``); with no spread it is
    the mean itself.
    """
    n = len(values)
    if n == 0:
        return 0.0, -math.inf, math.inf
    mean = math.fsum(values) / n
    if n == 1:
        return mean, -math.inf, math.inf
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = t_critical(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def sign_test(ahead: int, behind: int) -> float:
    """Two-sided exact sign-test p-value for `ahead` wins against `behind` losses (ties dropped)."""
    n = ahead + behind
    if n == 0:
        return 1.0
    k = min(ahead, behind)
    tail = math.ldexp(math.fsum(math.comb(n, i) for i in range(k + 1)), -n)
    return min(1.0, 2 * tail)
