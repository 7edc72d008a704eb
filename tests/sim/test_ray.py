"""The Ray backend on a local Ray instance: the same games as in-process, interruption."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from ambitions.sim.runner import GameResult
from ambitions.sim.tournament import simulate

ray = pytest.importorskip("ray", reason='Ray is not installed (pip install "ambitions[ray]")')


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    try:
        ray.init(
            address="local",
            num_cpus=2,
            include_dashboard=False,
            logging_level=logging.WARNING,
            log_to_driver=False,
        )
    except Exception as exc:  # pragma: no cover - depends on the machine
        pytest.skip(f"Ray cannot start a local instance on this machine: {exc}")
    try:
        yield
    finally:
        ray.shutdown()


def test_ray_plays_the_same_games_as_one_process_and_keeps_them_on_ctrl_c(local_ray: None) -> None:
    specs = ["a=random", "b=random+", "c=random"]
    on_ray = simulate("arcs", 3, specs, games=24, seed=13, backend="ray", workers=2)
    local = simulate("arcs", 3, specs, games=24, seed=13, backend="local")
    assert on_ray.backend == "ray" and on_ray.workers == 2 and on_ray.complete
    assert [r.to_json() for r in on_ray.results] == [r.to_json() for r in local.results]
    assert [a.to_json() for a in on_ray.agents] == [a.to_json() for a in local.agents]
    assert ray.is_initialized()  # an instance the caller started is left running

    seen: list[int] = []

    def interrupt(batch: list[GameResult]) -> None:
        seen.extend(r.index for r in batch)
        raise KeyboardInterrupt

    partial = simulate("arcs", 3, specs, games=600, seed=13, backend="ray", on_results=interrupt)
    assert partial.interrupted and 0 < partial.games == len(seen) < 600
    by_index = {r.index: r.to_json() for r in local.results}
    assert all(r.to_json() == by_index[r.index] for r in partial.results if r.index in by_index)


def test_whole_campaigns_on_ray_count_three_acts_each_as_their_results_arrive(local_ray: None) -> None:
    """`ambitions simulate arcs-campaign --act all` on Ray: the Acts bar hears of a campaign's
    three Acts with its results (Ray tasks send nothing mid-game), the same games as locally."""
    ticks: list[int] = []
    games: list[int] = []

    def arrived(batch: list[GameResult]) -> None:
        games.extend(r.index for r in batch)
        assert len(ticks) == 3 * (len(games) - len(batch))  # (the Acts counted after the results)

    options = {"act": "all"}
    on_ray = simulate("arcs-campaign", 3, ["random+"] * 3, games=4, seed=2, options=options, backend="ray",
                      workers=2, on_results=arrived, on_stage=lambda: ticks.append(1))  # fmt: skip
    local = simulate(
        "arcs-campaign", 3, ["random+"] * 3, games=4, seed=2, options={"act": "all"}, backend="local"
    )
    assert len(ticks) == 12 and on_ray.complete
    assert [r.to_json() for r in on_ray.results] == [r.to_json() for r in local.results]
