"""What a tournament shows: per-agent results, a paired head-to-head, seat and game statistics.

Entrants with the same name are pooled: ``random,random,greedy`` reports two agents, ``random``
(two seats a game) and ``greedy``. An agent's win share is the fraction of games won by one of
its seats (the shares add up to 1), with a 95% Wilson interval; its mean Power and mean rank are
over every seat it played.

The head-to-head compares the first two agents deal by deal: each deal was played under every
seating, so the per-deal difference of their win shares is a paired measurement with the luck of
the deal removed; the verdict comes from the 95% t interval of its mean over the deals.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ambitions.core.registry import game_spec
from ambitions.core.spec import Tally
from ambitions.sim.plan import TournamentSpec
from ambitions.sim.runner import GameFailed, GameResult
from ambitions.sim.stats import mean_interval, sign_test, wilson_interval


@dataclass
class AgentStats:
    """One agent's results over every seat it played (entrants with its name pooled)."""

    name: str
    spec: str
    seats_per_game: int
    games: int
    wins: int
    win_share: float
    win_low: float
    """Lower end of the 95% Wilson interval of the win share."""
    win_high: float
    mean_power: float
    mean_rank: float
    powers: list[float] = field(repr=False, default_factory=list)
    """Final Power at every seat it played, in game order (for distributions)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "spec": self.spec,
            "seats_per_game": self.seats_per_game,
            "games": self.games,
            "wins": self.wins,
            "win_share": self.win_share,
            "win_share_ci": [self.win_low, self.win_high],
            "mean_power": self.mean_power,
            "mean_rank": self.mean_rank,
        }


@dataclass
class HeadToHead:
    """The first two agents compared deal by deal (complete deals only)."""

    a: str
    b: str
    deals: int
    win_diff: float
    """Mean over deals of (a's win share - b's win share) within the deal."""
    win_diff_low: float
    win_diff_high: float
    power_diff: float
    """Mean over deals of (a's mean Power - b's mean Power) within the deal."""
    power_diff_low: float
    power_diff_high: float
    a_ahead: int
    """Deals where a won more games than b."""
    b_ahead: int
    even: int
    sign_p: float
    """Two-sided sign-test p-value over the deals that were not even."""

    @property
    def verdict(self) -> str:
        if self.deals and self.a_ahead == self.b_ahead == 0 and self.power_diff == 0:
            return "exactly even"
        if self.deals < 2:
            return "too few deals to tell"
        if self.win_diff_low > 0:
            return f"{self.a} stronger"
        if self.win_diff_high < 0:
            return f"{self.b} stronger"
        return "no significant difference"

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "deals": self.deals,
            "win_share_diff": self.win_diff,
            "win_share_diff_ci": [_finite(self.win_diff_low), _finite(self.win_diff_high)],
            "power_diff": self.power_diff,
            "power_diff_ci": [_finite(self.power_diff_low), _finite(self.power_diff_high)],
            "deals_a_ahead": self.a_ahead,
            "deals_b_ahead": self.b_ahead,
            "deals_even": self.even,
            "sign_test_p": self.sign_p,
            "verdict": self.verdict,
        }


def _finite(x: float) -> float | None:
    return x if abs(x) != float("inf") else None


@dataclass
class SimSummary:
    """What `ambitions.sim.simulate` reports."""

    game: str
    players: int
    seed: int
    entrants: list[tuple[str, str]]
    """(name, spec) per entrant, as given."""
    games: int
    """Games finished."""
    games_requested: int
    """Games planned (the request rounded up to whole blocks)."""
    seatings_per_deal: int
    seconds: float
    startup_seconds: float
    backend: str
    workers: int
    interrupted: bool
    error: GameFailed | None
    """The failure that stopped the run early (``simulate(..., keep_on_error=True)``)."""
    decisions: int
    agents: list[AgentStats]
    head_to_head: HeadToHead | None
    positions: list[tuple[int, float, float, float]]
    """Per turn-order position at the first decision: (wins, share, low, high)."""
    length: dict[str, dict[str, float]]
    tallies: list[tuple[Tally, dict[str, Any]]]
    """The game's own counted statistics (`Statistics.tallies`; Arcs: the ambitions scored),
    each with its counts (`tally`); only those some game reported."""
    power_by_chapter: dict[str, Any] | None
    results: list[GameResult] = field(repr=False)
    score: str = "score"
    """What the game calls its score (``Power``)."""
    period: str = "period"
    """What the game calls a period (``chapter``)."""

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def complete(self) -> bool:
        return self.games == self.games_requested

    def agent(self, name: str) -> AgentStats:
        """The stats of the agent called `name`."""
        for a in self.agents:
            if a.name == name:
                return a
        raise KeyError(name)

    def to_json(self) -> dict[str, Any]:
        """The summary as JSON (the ``summary.json`` schema; stable for scripts)."""
        n = self.players
        return {
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "games": self.games,
            "games_requested": self.games_requested,
            "complete": self.complete,
            "interrupted": self.interrupted,
            "error": str(self.error) if self.error is not None else None,
            "seatings_per_deal": self.seatings_per_deal,
            "entrants": [{"name": name, "spec": spec} for name, spec in self.entrants],
            "backend": self.backend,
            "workers": self.workers,
            "seconds": self.seconds,
            "startup_seconds": self.startup_seconds,
            "games_per_second": self.games_per_second,
            "decisions": self.decisions,
            "decisions_per_second": self.decisions_per_second,
            "agents": [a.to_json() for a in self.agents],
            "head_to_head": self.head_to_head.to_json() if self.head_to_head else None,
            "first_player": {
                "expected_share": 1 / n,
                "advantage": (self.positions[0][1] - 1 / n) if self.games else 0.0,
                "by_position": [
                    {"position": k + 1, "wins": w, "win_share": s, "win_share_ci": [lo, hi]}
                    for k, (w, s, lo, hi) in enumerate(self.positions)
                ],
            },
            "game_length": self.length,
            **{t.key: counts for t, counts in self.tallies},
            "power_by_chapter": self.power_by_chapter,
        }


def summarize(
    spec: TournamentSpec,
    results: Sequence[GameResult],
    *,
    games_requested: int,
    seconds: float,
    startup_seconds: float = 0.0,
    backend: str = "",
    workers: int = 0,
    interrupted: bool = False,
    error: GameFailed | None = None,
) -> SimSummary:
    """The summary of `results` (finished games of `spec`, in index order)."""
    game = game_spec(spec.game)
    names = spec.names()
    spec_of = {e.name: e.spec for e in spec.entrants}
    seats_of = Counter(e.name for e in spec.entrants)
    n_games = len(results)

    wins: Counter[str] = Counter()
    powers: dict[str, list[float]] = defaultdict(list)
    ranks: dict[str, list[int]] = defaultdict(list)
    for r in results:
        wins[r.agents[r.winner]] += 1
        for seat, name in enumerate(r.agents):
            powers[name].append(r.returns[seat])
            ranks[name].append(r.ranks[seat])
    agents = []
    for name in names:
        low, high = wilson_interval(wins[name], n_games)
        p, rk = powers[name], ranks[name]
        agents.append(
            AgentStats(
                name=name,
                spec=spec_of[name],
                seats_per_game=seats_of[name],
                games=n_games,
                wins=wins[name],
                win_share=wins[name] / n_games if n_games else 0.0,
                win_low=low,
                win_high=high,
                mean_power=sum(p) / len(p) if p else 0.0,
                mean_rank=sum(rk) / len(rk) if rk else 0.0,
                powers=p,
            )
        )

    return SimSummary(
        game=spec.game,
        players=spec.players,
        seed=spec.seed,
        entrants=[(e.name, e.spec) for e in spec.entrants],
        games=n_games,
        games_requested=games_requested,
        seatings_per_deal=spec.block,
        seconds=seconds,
        startup_seconds=startup_seconds,
        backend=backend,
        workers=workers,
        interrupted=interrupted,
        error=error,
        decisions=sum(r.decisions for r in results),
        agents=agents,
        head_to_head=head_to_head(results, names[0], names[1], spec.block) if len(names) > 1 else None,
        positions=positions(results, spec.players),
        length=game_length(results),
        tallies=[(t, c) for t in game.statistics.tallies if (c := tally(results, t.key)) is not None],
        power_by_chapter=power_by_chapter(results, names),
        results=list(results),
        score=game.score,
        period=game.statistics.period,
    )


def head_to_head(results: Sequence[GameResult], a: str, b: str, block: int) -> HeadToHead:
    """Agents `a` and `b` compared over the deals played under all `block` seatings."""
    by_deal: dict[int, list[GameResult]] = defaultdict(list)
    for r in results:
        by_deal[r.deal].append(r)
    win_diffs: list[float] = []
    power_diffs: list[float] = []
    a_ahead = b_ahead = even = 0
    for deal in sorted(by_deal):
        games = by_deal[deal]
        if len(games) != block:
            continue  # an unfinished deal (interrupted run) is not a paired measurement
        wa = sum(1 for r in games if r.agents[r.winner] == a)
        wb = sum(1 for r in games if r.agents[r.winner] == b)
        pa = [r.returns[s] for r in games for s, name in enumerate(r.agents) if name == a]
        pb = [r.returns[s] for r in games for s, name in enumerate(r.agents) if name == b]
        win_diffs.append((wa - wb) / block)
        power_diffs.append(sum(pa) / len(pa) - sum(pb) / len(pb))
        if wa > wb:
            a_ahead += 1
        elif wb > wa:
            b_ahead += 1
        else:
            even += 1
    wd, wlo, whi = mean_interval(win_diffs)
    pd, plo, phi = mean_interval(power_diffs)
    return HeadToHead(
        a=a,
        b=b,
        deals=len(win_diffs),
        win_diff=wd,
        win_diff_low=wlo,
        win_diff_high=whi,
        power_diff=pd,
        power_diff_low=plo,
        power_diff_high=phi,
        a_ahead=a_ahead,
        b_ahead=b_ahead,
        even=even,
        sign_p=sign_test(a_ahead, b_ahead),
    )


def positions(results: Sequence[GameResult], players: int) -> list[tuple[int, float, float, float]]:
    """Wins by the winner's position in turn order at the first decision (1st player first)."""
    wins = [0] * players
    for r in results:
        wins[r.start_order.index(r.winner)] += 1
    n = len(results)
    out = []
    for w in wins:
        low, high = wilson_interval(w, n)
        out.append((w, w / n if n else 0.0, low, high))
    return out


def _spread(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "min": 0.0, "max": 0.0}
    return {"mean": sum(values) / len(values), "min": float(min(values)), "max": float(max(values))}


def game_length(results: Sequence[GameResult]) -> dict[str, dict[str, float]]:
    """Mean, min and max of decisions, actions (chance included) and chapters per game."""
    out = {
        "decisions": _spread([r.decisions for r in results]),
        "actions": _spread([r.actions for r in results]),
    }
    chapters = [r.chapters for r in results if r.chapters is not None]
    if chapters:
        out["chapters"] = _spread(chapters)
    return out


def tally(results: Sequence[GameResult], key: str) -> dict[str, Any] | None:
    """How often each label of a `Tally` came up, from ``stats[key]`` (None if no game has it).

    Each game's ``stats[key]`` lists, per period (Arcs: chapter), the labels of that period (Arcs:
    the ambitions scored). ``total``: times over all games; ``per_game``: that divided by the
    games; ``by_chapter``: times in period 1, 2, ...
    """
    lists = [r.stats[key] for r in results if key in r.stats]
    if not lists:
        return None
    total: Counter[str] = Counter()
    by_chapter: list[Counter[str]] = []
    for chapters in lists:
        for k, scored in enumerate(chapters):
            while len(by_chapter) <= k:
                by_chapter.append(Counter())
            by_chapter[k].update(scored)
            total.update(scored)
    names = sorted(total, key=lambda name: (-total[name], name))
    return {
        "games": len(lists),
        "total": {name: total[name] for name in names},
        "per_game": {name: total[name] / len(lists) for name in names},
        "by_chapter": [dict(sorted(c.items())) for c in by_chapter],
    }


def power_by_chapter(results: Sequence[GameResult], names: Sequence[str]) -> dict[str, Any] | None:
    """Mean Power after each chapter per agent, over the games that played that chapter.

    From each game's `chapter_power` (None when no game keeps it). ``games[k]`` is how many games
    reached chapter ``k + 1`` (games can end early).
    """
    tracked = [r for r in results if r.chapter_power is not None]
    if not tracked:
        return None
    most = max(len(r.chapter_power or []) for r in tracked)
    sums = {name: [0.0] * most for name in names}
    counts = {name: [0] * most for name in names}
    reached = [0] * most
    for r in tracked:
        rows = r.chapter_power or []
        running = [0.0] * len(r.agents)
        for k, row in enumerate(rows):
            reached[k] += 1
            for seat, gained in enumerate(row):
                running[seat] += gained
                name = r.agents[seat]
                sums[name][k] += running[seat]
                counts[name][k] += 1
    return {
        "chapters": list(range(1, most + 1)),
        "games": reached,
        "mean_power": {
            name: [s / c if c else 0.0 for s, c in zip(sums[name], counts[name], strict=True)]
            for name in names
        },
    }
