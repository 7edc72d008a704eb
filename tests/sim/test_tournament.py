"""Tournaments: paired deals, permuted seats, pooling, reproducibility across backends,
interruption."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import ambitions
from ambitions.sim.plan import Entrant, TournamentSpec, agent_seed, deal_seed, distinct_seatings, play_batch
from ambitions.sim.runner import GameResult
from ambitions.sim.tournament import batch_size, parse_entrants, simulate, split_agents


def key(results: list[GameResult]) -> list[dict[str, object]]:
    """Everything reproducible about a run's games."""
    return [r.to_json() for r in results]


# -- entrants and seatings -----------------------------------------------------------------------
def test_entrants_with_aliases() -> None:
    assert parse_entrants(["random", "a=random+", " b = random "]) == [
        Entrant("random", "random"),
        Entrant("a", "random+"),
        Entrant("b", "random"),
    ]
    with pytest.raises(ambitions.InvalidOptions, match="given to two specs"):
        parse_entrants(["x=random", "x=random+"])


def test_split_agents_keeps_agent_options_together() -> None:
    assert split_agents("random,random+,random") == ["random", "random+", "random"]
    assert split_agents("a=random, b=random,c=random+") == ["a=random", "b=random", "c=random+"]
    assert split_agents("ismcts:iterations=50,width=8,b=random,random") == [
        "ismcts:iterations=50,width=8",
        "b=random",
        "random",
    ]


@pytest.mark.parametrize(
    ("names", "count"),
    [(["a", "b"], 2), (["a", "b", "c"], 6), (["a", "a", "b"], 3), (["a", "b", "c", "d"], 24), (["a"] * 3, 1)],
)
def test_distinct_seatings(names: list[str], count: int) -> None:
    seatings = distinct_seatings(names)
    assert len(seatings) == count
    assert seatings[0] == tuple(range(len(names)))
    arrangements = {tuple(names[e] for e in s) for s in seatings}
    assert len(arrangements) == count  # no two seatings play the same names at the same seats
    for s in seatings:
        assert sorted(s) == list(range(len(names)))


def test_games_are_rounded_up_to_whole_blocks() -> None:
    spec = TournamentSpec("arcs", 3, tuple(parse_entrants(["a=random", "b=random", "c=random+"])), 1)
    assert spec.block == 6 and spec.rounded(1) == 6 and spec.rounded(6) == 6 and spec.rounded(7) == 12
    summary = simulate("arcs", 3, ["a=random", "b=random", "c=random+"], games=7, seed=1, backend="local")
    assert summary.games == summary.games_requested == 12 and summary.complete


# -- pairing and seat permutation ----------------------------------------------------------------
def test_every_deal_is_played_under_every_seating() -> None:
    specs = ["a=random", "b=random+", "c=random"]
    summary = simulate("arcs", 3, specs, games=12, seed=4, backend="local", records=True)
    assert [r.index for r in summary.results] == list(range(12))
    by_deal: dict[int, list[GameResult]] = {}
    for r in summary.results:
        by_deal.setdefault(r.deal, []).append(r)
    assert sorted(by_deal) == [0, 1]
    for deal, games in by_deal.items():
        assert {r.seed for r in games} == {deal_seed(4, deal)}
        assert sorted(tuple(r.agents) for r in games) == sorted(itertools.permutations("abc"))
        # The same deal: initiative, setup card, Court and first deal agree in every seating.
        openings = {tuple(r.record["actions"][:4]) for r in games if r.record}
        assert len(openings) == 1
    per_seat = Counter((name, seat) for r in summary.results for seat, name in enumerate(r.agents))
    assert per_seat == Counter({(n, s): 4 for n in "abc" for s in range(3)})
    assert deal_seed(4, 0) != deal_seed(4, 1) != deal_seed(5, 1)


def test_identical_agents_come_out_exactly_even() -> None:
    summary = simulate("arcs", 3, ["a=random", "b=random", "c=random"], games=18, seed=11, backend="local")
    a, b, c = summary.agents
    assert a.wins == b.wins == c.wins == 6
    assert a.win_share == b.win_share == c.win_share == pytest.approx(1 / 3)
    assert a.mean_power == b.mean_power == c.mean_power
    assert a.mean_rank == b.mean_rank == c.mean_rank == 2.0
    assert sorted(a.powers) == sorted(b.powers) == sorted(c.powers)
    h = summary.head_to_head
    assert h is not None and h.deals == 3
    assert h.win_diff == h.power_diff == 0.0 and h.verdict == "exactly even"


def test_agents_seeded_by_seat_play_the_same_game_in_every_seating() -> None:
    # Permuting identical agents permutes identical games: same record, same Power per seat.
    summary = simulate("arcs", 2, ["x=random", "y=random"], games=2, seed=3, backend="local", records=True)
    first, second = summary.results
    assert first.agents == ["x", "y"] and second.agents == ["y", "x"]
    assert first.record == second.record and first.returns == second.returns
    assert agent_seed(3, 0, 0) != agent_seed(3, 0, 1)


def test_same_names_are_pooled() -> None:
    summary = simulate("arcs", 3, ["random", "random", "random+"], games=9, seed=2, backend="local")
    assert summary.seatings_per_deal == 3 and summary.games == 9
    assert [a.name for a in summary.agents] == ["random", "random+"]
    pooled, plus = summary.agents
    assert pooled.seats_per_game == 2 and plus.seats_per_game == 1
    assert pooled.wins + plus.wins == 9
    assert pooled.win_share + plus.win_share == pytest.approx(1.0)
    assert len(pooled.powers) == 18 and len(plus.powers) == 9
    total = sum(r.returns[s] for r in summary.results for s, n in enumerate(r.agents) if n == "random")
    assert pooled.mean_power == pytest.approx(total / 18)
    assert summary.positions and sum(p[0] for p in summary.positions) == 9


def test_summary_json_has_the_stable_keys() -> None:
    summary = simulate("arcs", 2, ["random", "random+"], games=4, seed=5, backend="local")
    data = summary.to_json()
    assert data["games"] == 4 and data["seed"] == 5 and data["games_per_second"] > 0
    for agent in data["agents"]:
        assert set(agent) >= {"name", "win_share", "win_share_ci", "mean_power", "mean_rank"}
        low, high = agent["win_share_ci"]
        assert 0 <= low <= agent["win_share"] <= high <= 1
    assert sum(a["win_share"] for a in data["agents"]) == pytest.approx(1.0)
    assert data["head_to_head"]["deals"] == 2
    assert len(data["first_player"]["by_position"]) == 2
    assert data["game_length"]["decisions"]["mean"] > 0
    assert data["ambitions_scored"]["games"] == 4
    assert data["power_by_chapter"]["chapters"][0] == 1


# -- reproducibility -----------------------------------------------------------------------------
def test_a_run_is_reproducible_whatever_the_backend_and_workers() -> None:
    specs = ["a=random", "b=random+", "c=random"]
    local = simulate("arcs", 3, specs, games=30, seed=21, backend="local")
    one = simulate("arcs", 3, specs, games=30, seed=21, backend="processes", workers=1)
    two = simulate("arcs", 3, specs, games=30, seed=21, backend="processes", workers=2)
    assert key(local.results) == key(one.results) == key(two.results)
    assert [a.to_json() for a in local.agents] == [a.to_json() for a in two.agents]
    other = simulate("arcs", 3, specs, games=30, seed=22, backend="local")
    assert key(other.results) != key(local.results)


def test_batches_replay_the_same_games() -> None:
    spec = TournamentSpec("arcs", 2, tuple(parse_entrants(["random", "random+"])), 8)
    assert key(play_batch(spec, [3, 1])) == key(play_batch(spec, [1, 3]))[::-1]


def test_batch_sizes_aim_at_tens_of_milliseconds() -> None:
    from ambitions.sim.executors import LocalExecutor, ProcessExecutor

    class Pool(ProcessExecutor):
        def __init__(self) -> None:  # no processes needed to size batches
            self.workers = 2

    assert batch_size(Pool(), None, 1000) == 1  # nothing timed yet
    assert batch_size(Pool(), 0.005, 1000) == 20  # 0.1 s tasks
    assert batch_size(Pool(), 0.005, 10) == 5  # the tail is shared between the workers
    assert batch_size(Pool(), 2.0, 1000) == 1
    assert batch_size(LocalExecutor(), 0.005, 1000) == 1


# -- interruption --------------------------------------------------------------------------------
@pytest.mark.parametrize("backend", ["local", "processes"])
def test_ctrl_c_keeps_the_finished_games(backend: str) -> None:
    seen: list[int] = []

    def interrupt_after_some(batch: list[GameResult]) -> None:
        seen.extend(r.index for r in batch)
        if len(seen) >= 5:
            raise KeyboardInterrupt

    summary = simulate(
        "arcs",
        2,
        ["random", "random+"],
        games=2000,
        seed=6,
        backend=backend,
        workers=None,
        on_results=interrupt_after_some,
    )
    assert summary.interrupted and not summary.complete
    assert summary.games_requested == 2000
    assert summary.games == len(seen) == len(summary.results) >= 5
    assert [r.index for r in summary.results] == sorted(seen)
    assert sum(a.wins for a in summary.agents) == summary.games
    # The finished games are exactly those of an uninterrupted run.
    full = simulate("arcs", 2, ["random", "random+"], games=max(seen) + 1, seed=6, backend="local")
    by_index = {r.index: r.to_json() for r in full.results}
    assert key(summary.results) == [by_index[i] for i in sorted(seen)]


# -- errors --------------------------------------------------------------------------------------
def test_bad_tournaments_are_rejected() -> None:
    def run(players: int, specs: list[str], games: int = 2, **kw: object) -> None:
        simulate("arcs", players, specs, games, backend="local", **kw)  # type: ignore[arg-type]

    with pytest.raises(ambitions.InvalidOptions, match="3 players need 3 agents"):
        run(3, ["random", "random"])
    with pytest.raises(ambitions.InvalidOptions, match="not 5"):
        run(5, ["random"] * 5)
    with pytest.raises(ambitions.InvalidOptions, match="unknown agent 'nope'"):
        run(2, ["random", "nope"])
    with pytest.raises(ambitions.InvalidOptions, match="unknown game"):
        simulate("chess", 2, ["random", "random"], games=2, backend="local")
    with pytest.raises(ambitions.InvalidOptions, match="at least 1"):
        run(2, ["random", "random"], games=0)
    with pytest.raises(ambitions.InvalidOptions, match="unknown backend"):
        simulate("arcs", 2, ["random", "random"], games=2, backend="cloud")
    with pytest.raises(ambitions.InvalidOptions, match="workers must be at least 1"):
        simulate("arcs", 2, ["random", "random"], games=2, workers=0)
    with pytest.raises(ambitions.InvalidOptions, match="--address is for the ray backend"):
        simulate("arcs", 2, ["random", "random"], games=2, backend="processes", address="1.2.3.4:6379")


# -- failures ------------------------------------------------------------------------------------
class Exploding:
    """An agent that raises at its first decision."""

    name = "exploding"

    def act(self, decision: object) -> object:
        raise ZeroDivisionError("boom")


def test_a_failing_game_names_what_reproduces_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from ambitions.bots import base
    from ambitions.sim.runner import GameFailed

    made = []

    def factory(seed: int, **options: str) -> object:
        made.append(seed)
        return Exploding() if len(made) > 3 else base.make_agent("random", seed)  # 1 check + 2 games

    base.agent_names()  # load the bundled agents first
    monkeypatch.setitem(base.AGENTS.loaded, "sometimes-exploding", factory)  # registered for this test only
    specs = ["sometimes-exploding", "random", "random"]
    with pytest.raises(GameFailed, match=r"game 2 failed: ZeroDivisionError: boom \(arcs seed \d+") as info:
        simulate("arcs", 3, specs, games=6, seed=1, backend="local")
    assert "Traceback" in info.value.details and "boom" in info.value.details
    import pickle

    again = pickle.loads(pickle.dumps(info.value))  # crosses process boundaries intact
    assert str(again) == str(info.value) and again.details == info.value.details

    made.clear()
    summary = simulate("arcs", 3, specs, games=6, seed=1, backend="local", keep_on_error=True)
    assert summary.error is not None and "game 2 failed" in str(summary.error)
    assert summary.games == 2 and not summary.complete and not summary.interrupted
    assert summary.to_json()["error"] == str(summary.error)


def test_agents_are_closed_after_each_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from ambitions.bots import base

    made: list[Closing] = []

    class Closing:
        name = "closing"

        def __init__(self, seed: int) -> None:
            self.inner = base.make_agent("random", seed)
            self.closed = 0
            made.append(self)

        def act(self, decision: object) -> object:
            return self.inner.act(decision)  # type: ignore[arg-type]

        def close(self) -> None:
            self.closed += 1

    base.agent_names()
    monkeypatch.setitem(base.AGENTS.loaded, "closing", lambda seed, **options: Closing(seed))
    simulate("arcs", 2, ["closing", "random"], games=4, seed=2, backend="local")
    assert len(made) == 1 + 4  # the spec check, then one per game
    assert [a.closed for a in made] == [1] * 5
