"""Training (``examples/train.py``): the league's mix and draws (`ambitions.rl.league`), a short run
per game with 2 environments (checkpoint, resumption, the curve, the policy then playing whole
games through ``ambitions simulate``), the rollouts on Ray, and bad options refused in one line."""

from __future__ import annotations

import csv
import importlib.util
import json
import random
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import ambitions
from ambitions.core.errors import InvalidOptions

pytest.importorskip("gymnasium", reason="the rl extra is not installed")

from ambitions.rl.league import SNAPSHOTS, League, LeagueEnv, mix_text, parse_mix  # noqa: E402
from support.policies import tiny_arcades_policy  # noqa: E402

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train.py"


def train_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ambitions_train_example", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def needs_training_libraries() -> None:
    pytest.importorskip("torch", reason="PyTorch is the rl-train extra")
    pytest.importorskip("sb3_contrib", reason="sb3-contrib is the rl-train extra")


# -- the league ----------------------------------------------------------------------------------
def test_a_mix_is_read_and_normalised() -> None:
    assert parse_mix("snapshots:0.5,greedy:0.3,random+:0.2") == pytest.approx(
        {"snapshots": 0.5, "greedy": 0.3, "random+": 0.2}
    )
    assert parse_mix("greedy:1, random+:3") == pytest.approx({"greedy": 0.25, "random+": 0.75})
    # an agent's own options stay with it, its weight after the last colon
    mix = parse_mix("ismcts:iterations=20,workers=1:2,greedy:2")
    assert mix == pytest.approx({"ismcts:iterations=20,workers=1": 0.5, "greedy": 0.5})
    assert parse_mix(mix_text(mix)) == pytest.approx(mix)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "empty"),
        ("greedy", "not KIND:WEIGHT"),
        ("greedy:x", "not a number"),
        ("greedy:0", "more than 0"),
        ("greedy:-1", "more than 0"),
        ("greedy:nan", "more than 0"),
        ("greedy:inf", "more than 0"),
        ("greedy:1,greedy:2", "given twice"),
        ("nobody:1", "unknown agent"),
        ("policy:path=/etc/passwd:1", "snapshots"),
    ],
)
def test_a_bad_mix_is_a_one_line_error(text: str, says: str) -> None:
    with pytest.raises(InvalidOptions, match=says) as info:
        parse_mix(text)
    assert "\n" not in str(info.value)


def test_draws_follow_the_mix_and_snapshots_wait_for_the_first() -> None:
    league = League(parse_mix("snapshots:0.5,greedy:0.3,random+:0.2"), keep=2)
    rng = random.Random(1)
    before = Counter(league.draw(rng, 2)[0] for _ in range(2000))
    assert set(before) == {"greedy", "random+"}  # no snapshot yet: its weight shared by the others
    assert before["greedy"] / 2000 == pytest.approx(0.6, abs=0.05)
    for name in ("a.zip", "b.zip", "c.zip"):
        league.add(f"/runs/{name}")
    assert league.snapshots == ["/runs/b.zip", "/runs/c.zip"]  # at most `keep`, the oldest dropped
    draws = Counter(spec for _ in range(3000) for spec in league.draw(rng, 2))
    total = sum(draws.values())
    snapshot_specs = {league.snapshot_spec("/runs/b.zip"), league.snapshot_spec("/runs/c.zip")}
    assert set(draws) == snapshot_specs | {"greedy", "random+"}
    assert sum(draws[s] for s in snapshot_specs) / total == pytest.approx(0.5, abs=0.03)
    assert draws["greedy"] / total == pytest.approx(0.3, abs=0.03)
    assert draws[league.snapshot_spec("/runs/b.zip")] / total == pytest.approx(0.25, abs=0.03)
    assert all("deterministic=false" in s for s in snapshot_specs)  # snapshots sample their moves
    # the same generator state, the same draws
    assert League(dict(league.mix), 2, list(league.snapshots)).draw(random.Random(9), 2) == league.draw(
        random.Random(9), 2
    )
    assert League.from_json(json.loads(json.dumps(league.to_json()))) == league
    only = League({SNAPSHOTS: 1.0})
    assert only.draw(rng, 2) == ["random+", "random+"]  # nothing else until the first snapshot


def test_the_league_env_meets_the_opponents_it_draws() -> None:
    league = League(parse_mix("greedy:1,random+:1"))
    env = LeagueEnv("arcs", 3, league)
    env.reset(seed=3)
    first = list(env.drawn)
    assert len(first) == 2 and set(first) <= {"greedy", "random+"}
    assert [env.opponents[p].name for p in sorted(env.opponents)] == first
    env.reset(seed=3)
    assert env.drawn == first  # a seeded reset meets the same opponents
    seen = set()
    for _ in range(20):
        env.reset()
        seen.add(tuple(env.drawn))
    assert len(seen) > 1  # unseeded resets draw again
    env.close()


# -- training ------------------------------------------------------------------------------------
TINY = [
    "--envs",
    "2",
    "--n-steps",
    "64",
    "--batch-size",
    "32",
    "--epochs",
    "1",
    "--embed",
    "8",
    "--hidden",
    "16",
    "--slots",
    "64",
    "--snapshot-every",
    "64",
    "--keep",
    "2",
    "--eval-deals",
    "1",
    "--eval-workers",
    "1",
    "--progress-seconds",
    "1000",
    "--minutes",
    "20",
]


def curve_rows(folder: Path) -> list[dict[str, str]]:
    with (folder / "curve.csv").open(newline="") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("game", ["arcades", "arcs", "interstellar", "arcs-campaign"])
def test_a_short_run_checkpoints_resumes_and_draws_its_curve(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs_training_libraries()
    train = train_module()
    folder = tmp_path / "run"
    players = "4" if game == "interstellar" else "3"
    # greedy thinks ~50 ms a decision: measured against it for ARCADEs only, to keep this fast
    against = ["greedy", "random+"] if game == "arcades" else ["random+"]
    tiny = [*TINY, "--eval-opponents", ",".join(against)]
    code = train.main([game, "--players", players, "--out", str(folder), "--steps", "192", *tiny])
    assert code == 0, capsys.readouterr().err
    state = json.loads((folder / "train.json").read_text())
    assert state["steps"] >= 192 and state["config"]["game"] == game
    assert (folder / "checkpoint.zip").is_file() and (folder / "policy.zip").is_file()
    snapshots = sorted((folder / "snapshots").glob("*.zip"))
    assert len(snapshots) == 2  # 3 taken (64, 128, 192), 2 kept
    assert [Path(s).name for s in state["league"]["snapshots"]] == [s.name for s in snapshots]
    rows = curve_rows(folder)
    assert [r["opponent"] for r in rows] == against  # one point: at the end (the first after 15 min)
    assert all(0 <= float(r["win_low"]) <= float(r["win_share"]) <= float(r["win_high"]) <= 1 for r in rows)
    assert all(int(r["games_played"]) == int(players) for r in rows)  # 1 deal under every seating
    assert (folder / "curve.png").stat().st_size > 1000

    # resumed: the step count, the league and the curve go on
    code = train.main(["--resume", str(folder), "--steps", "320", *tiny])
    assert code == 0, capsys.readouterr().err
    again = json.loads((folder / "train.json").read_text())
    assert again["steps"] >= 320 and again["seconds"] > state["seconds"] and again["games"] >= state["games"]
    resumed = curve_rows(folder)
    assert len(resumed) == 2 * len(rows) and resumed[: len(rows)] == rows
    assert int(resumed[-1]["steps"]) >= 320 and float(resumed[-1]["minutes"]) > float(rows[-1]["minutes"])
    assert len(list((folder / "snapshots").glob("*.zip"))) == 2
    assert capsys.readouterr().out.count("resuming") == 1

    # the policy plays whole games of its game through the simulator's command line
    from typer.testing import CliRunner

    from ambitions.cli.main import app

    agents = ",".join([f"policy:path={folder / 'policy.zip'}"] + ["random+"] * (int(players) - 1))
    result = CliRunner().invoke(
        app,
        ["simulate", game, "--players", players, "--agents", agents, "--games", players, "--workers", "1"],
    )
    assert result.exit_code == 0, result.output


def test_imitation_fits_the_policy_to_the_agent_before_self_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    needs_training_libraries()
    train = train_module()
    folder = tmp_path / "imitated"
    imitate = [
        "--imitate",
        "greedy",
        "--imitate-games",
        "3",
        "--imitate-epochs",
        "3",
        "--imitate-batch",
        "32",
    ]
    code = train.main(["arcades", "--out", str(folder), "--steps", "64", *TINY, *imitate])
    assert code == 0, capsys.readouterr().err
    state = json.loads((folder / "train.json").read_text())
    done = state["imitation"]
    assert done["agent"] == "greedy" and done["games"] == 3 and done["decisions"] > 300
    # on held-out decisions, greedy's choices are far likelier than before fitting
    assert done["log_likelihood"] > done["log_likelihood_before"] + 0.2
    assert done["held_out"] >= 20 and 0 <= done["agreement_before"] <= 1 and 0 <= done["agreement"] <= 1
    assert state["config"]["imitate"]["epochs"] == 3
    assert (folder / "snapshots" / "step-0000000000.zip").exists()  # the imitator joins the league
    rows = curve_rows(folder)
    # measured after imitating (against greedy, then random+), and at the end
    assert [r["steps"] for r in rows[:2]] == ["0", "0"] and len(rows) == 4 and int(rows[-1]["steps"]) >= 64
    out = capsys.readouterr().out
    assert out.count("imitation epoch") == 3
    # resumed: self-play goes on, the imitation is not made again
    assert train.main(["--resume", str(folder), "--steps", "128", *TINY]) == 0
    again = capsys.readouterr().out
    assert "resuming" in again and "imitating" not in again and "imitation epoch" not in again
    assert json.loads((folder / "train.json").read_text())["imitation"] == done


def test_rollouts_on_ray(tmp_path: Path) -> None:
    needs_training_libraries()
    pytest.importorskip("ray", reason="Ray is the ray extra")
    train = train_module()
    folder = tmp_path / "ray-run"
    try:
        code = train.main(
            ["arcades", "--out", str(folder), "--steps", "128", "--ray", *TINY, "--eval-deals", "0"]
        )
    finally:
        import ray

        ray.shutdown()
    assert code == 0
    state = json.loads((folder / "train.json").read_text())
    assert state["steps"] >= 128 and len(state["league"]["snapshots"]) == 2


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["nogame"], "nogame"),
        (["arcades", "--players", "9"], "players"),
        (["arcades", "--opponents", "greedy:x"], "not a number"),
        (["arcades", "--opponents", "nobody:1"], "unknown agent"),
        (["arcades", "--eval-opponents", "nobody"], "unknown agent"),
        (["arcades", "--eval-opponents", "policy:path=x.zip"], "not policy files"),
        (["arcades", "--envs", "0"], "--envs"),
        (["arcades", "--minutes", "nan"], "--minutes"),
        (["arcades", "--address", "ray://x:1"], "--ray"),
        (["arcades", "--imitate", "nobody"], "unknown agent"),
        (["arcades", "--imitate", "policy:path=x.zip"], "not a policy file"),
        (["arcades", "--imitate", "greedy", "--imitate-minutes", "0"], "--imitate-minutes"),
        (["arcades", "--final-eval-deals", "-1"], "--final-eval-deals"),
        (["arcades", "-o", "nosuch=1"], "nosuch"),
        (["--resume", "/no/such/run"], "not a training run"),
        ([], "name the game"),
    ],
)
def test_bad_options_are_one_line_errors_and_write_nothing(
    argv: list[str],
    says: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    train = train_module()
    assert train.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and says in err
    assert list(tmp_path.iterdir()) == []


def test_a_run_is_not_overwritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    train = train_module()
    (tmp_path / "train.json").write_text("{}")
    assert train.main(["arcades", "--out", str(tmp_path)]) == 2
    assert "--resume" in capsys.readouterr().err


# -- the policy agent's refusals ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def arcades_policy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    needs_training_libraries()
    return tiny_arcades_policy(tmp_path_factory.mktemp("policy"))


def test_a_policy_for_another_game_is_refused_in_one_line(arcades_policy: Path) -> None:
    from typer.testing import CliRunner

    from ambitions.bots.base import decision_for, make_agent
    from ambitions.cli.main import app

    agent = make_agent(f"policy:path={arcades_policy}", 0)
    state = ambitions.new_game("arcs", players=3, seed=1)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    with pytest.raises(InvalidOptions, match="trained for arcades, not arcs") as info:
        agent.act(decision_for(state, state.current_player(), agent))
    assert "\n" not in str(info.value)
    result = CliRunner().invoke(
        app,
        [
            "simulate",
            "arcs",
            "--agents",
            f"policy:path={arcades_policy},random+,random+",
            "--games",
            "3",
            "--workers",
            "1",
        ],
    )
    assert result.exit_code == 2, result.output
    assert "trained for arcades, not arcs" in result.output


def test_a_policy_of_other_sizes_is_refused(arcades_policy: Path, tmp_path: Path) -> None:
    from sb3_contrib import MaskablePPO

    from ambitions.bots.base import decision_for, make_agent

    model = MaskablePPO.load(str(arcades_policy), device="cpu")
    import gymnasium

    space = model.observation_space
    model.observation_space = gymnasium.spaces.Box(low=0, high=1, shape=(space.shape[0] + 5,))
    other = tmp_path / "other.zip"
    model.save(other)
    agent = make_agent(f"policy:path={other}", 0)
    state = ambitions.new_game("arcades", players=3, seed=1)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    with pytest.raises(InvalidOptions, match="trained for other sizes"):
        agent.act(decision_for(state, state.current_player(), agent))


MIX_WORDS = ["greedy", "random+", "snapshots", ":", ",", " ", "0.5", "-1", "nan", "x"]


@settings(max_examples=300, deadline=None)
@example(",")  # (only a comma: an empty mix)
@given(st.text(max_size=80) | st.lists(st.sampled_from(MIX_WORDS), max_size=8).map("".join))
def test_any_opponents_text_is_a_mix_or_one_clear_error(text: str) -> None:
    """``--opponents`` as typed (Hypothesis): a mix whose weights sum to 1, or `InvalidOptions` in
    one line; never another exception."""
    try:
        mix = parse_mix(text)
    except InvalidOptions as exc:
        assert "\n" not in str(exc)
        return
    assert mix and all(w > 0 for w in mix.values())
    assert abs(sum(mix.values()) - 1) < 1e-9
