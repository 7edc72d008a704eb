"""Train a policy for any game with RL encodings: MaskablePPO, self-play with a league.

    pip install -e ".[rl-train]"            # + ".[ray]" for --ray
    python examples/train.py arcades --minutes 60 --envs 2 --out arcades-ppo
    python examples/train.py --resume arcades-ppo --minutes 60
    ambitions simulate arcades --agents policy:path=arcades-ppo/policy.zip,greedy,greedy --games 450

- **The learner**: sb3-contrib's ``MaskablePPO`` with `ambitions.rl.networks.SlotPolicy`, which
  scores the legal actions listed in ``--slots`` places (`ambitions.rl.slots`) from the tokens of
  their text, so one network shape serves every game (Arcs, ARCADEs, Interstellar, the campaign,
  whose legal-slot families are indexed by `legal_indices`). One learning seat per game, drawn at
  each game; ``--players`` seats (3 by default).
- **Imitation first** (``--imitate AGENT``, optional): ``--imitate-minutes`` of demonstration
  games with AGENT at every seat (`ambitions.rl.imitation`, one process per core), then
  ``--imitate-epochs`` passes fitting the policy to AGENT's choices (their negative
  log-likelihood, plus the critic's squared error to the returns), one decision in twenty held out
  to report the agreement; the imitator becomes the league's first snapshot and the first curve
  point, and its time counts in the budget.
- **The league** (`ambitions.rl.league`): every other seat draws its opponent at each game from
  ``--opponents`` (``snapshots:0.5,greedy:0.3,random+:0.2`` by default; ARCADEs adds its printed
  ``arcades-bot``): ``snapshots`` are past versions of the policy, saved every
  ``--snapshot-every`` decisions, the last ``--keep`` of them kept, played by the ``policy`` agent
  sampling from its distribution; the other kinds are agent specs.
- **Rollouts**: ``--envs N`` environments in local processes (SB3's ``SubprocVecEnv``; one runs in
  this process), or with ``--ray`` in Ray actors (`ambitions.rl.rayvec.RayVecEnv`), on a local Ray
  instance or the cluster at ``--address``; the snapshots are sent to the actors as bytes, so
  a cluster's machines need no shared disk. ``--device auto`` learns on a GPU when PyTorch sees
  one, else on the CPU.
- **The run's folder** (``--out DIR``, default ``GAME-ppo``): ``policy.zip`` (the policy, for
  ``policy:path=DIR/policy.zip``), ``checkpoint.zip`` and ``train.json`` (every
  ``--checkpoint-minutes`` and at the end: the model with its optimiser, the step count, the
  league, the settings), ``snapshots/``, and the learning curve ``curve.csv`` and ``curve.png``.
  ``--resume DIR`` goes on from its checkpoint: the step count, the league, the curve and its
  clock continue; the settings are the run's own, but for the budget and the machinery
  (``--envs``, ``--ray``, ``--device``, evaluation and checkpoint periods).
- **The curve**: after every ``--eval-minutes`` of training (and at the end) the policy plays
  ``--eval-deals`` paired deals through the simulator (``ambitions.sim.simulate``), each deal
  under every seating, against ``greedy`` at every other seat and against ``random+`` at every
  other seat (``--eval-opponents``): the win share with its 95% Wilson interval, over training
  time (evaluation time not counted). The deals are the same at every point (seeds unseen in training).
- **The budget**: ``--minutes`` of wall time for this run (imitation and evaluations included,
  the last one excepted: it plays ``--final-eval-deals`` deals when given), or ``--steps``, the
  total decisions to reach (a resumed run counts on from its checkpoint), whichever comes first.

Bad options (an unknown game or agent, a weight that is not a number, a folder that is not a run)
are refused in one line with exit code 2, before anything is written.
"""

from __future__ import annotations

import argparse
import csv
import functools
import json
import math
import os
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_OPPONENTS = {
    "arcades": "snapshots:0.4,greedy:0.3,arcades-bot:0.15,random+:0.15",
}
"""A game's own bots join the league by default."""

CURVE_FIELDS = (
    "minutes",
    "steps",
    "games",
    "opponent",
    "deals",
    "games_played",
    "win_share",
    "win_low",
    "win_high",
    "mean_score",
)

STATE = "train.json"
CHECKPOINT = "checkpoint.zip"
POLICY = "policy.zip"
EVAL_SEED = 1_000_003
"""The evaluation deals' first seed (training seeds are drawn from ``--seed``'s generator)."""


class UsageError(Exception):
    """A bad option: printed in one line, exit code 2."""


# -- options -------------------------------------------------------------------------------------
def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="train.py",
        description=(__doc__ or "").splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "game", nargs="?", help="a game with RL encodings (arcs, arcades, interstellar, arcs-campaign)"
    )
    p.add_argument("--players", type=int, default=3, help="seats a game (default 3)")
    p.add_argument(
        "-o", "--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)"
    )
    p.add_argument(
        "--opponents", help="the league's mix, KIND:WEIGHT,... (default snapshots:0.5,greedy:0.3,random+:0.2)"
    )
    p.add_argument(
        "--snapshot-every", type=int, default=50_000, help="decisions between snapshots (default 50,000)"
    )
    p.add_argument("--keep", type=int, default=10, help="snapshots kept in the league (default 10)")
    p.add_argument(
        "--envs", type=int, default=1, help="environments (local processes, or Ray actors with --ray)"
    )
    p.add_argument("--ray", action="store_true", help="run the environments in Ray actors")
    p.add_argument("--address", help="the Ray cluster to use (with --ray; default: a local Ray instance)")
    p.add_argument("--device", default="auto", help="auto (a GPU when present), cpu, cuda, cuda:1...")
    p.add_argument("--minutes", type=float, default=30.0, help="wall time for this run (default 30)")
    p.add_argument("--steps", type=int, default=0, help="stop at this many decisions in all (0: no limit)")
    p.add_argument("--out", help="the run's folder (default GAME-ppo)")
    p.add_argument("--resume", metavar="DIR", help="go on with the run in DIR from its checkpoint")
    p.add_argument(
        "--checkpoint-minutes", type=float, default=10.0, help="minutes between checkpoints (default 10)"
    )
    p.add_argument(
        "--eval-minutes", type=float, default=15.0, help="training minutes between curve points (default 15)"
    )
    p.add_argument(
        "--eval-deals", type=int, default=30, help="paired deals per curve point and opponent (default 30)"
    )
    p.add_argument(
        "--final-eval-deals",
        type=int,
        help="paired deals per opponent for the run's last curve point (default --eval-deals)",
    )
    p.add_argument(
        "--eval-opponents",
        default="greedy,random+",
        help="agents the curve measures the policy against, at every other seat (default greedy,random+)",
    )
    p.add_argument("--eval-workers", type=int, default=0, help="processes for evaluation (0: one per core)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=1, help="PyTorch threads in the learner (default 1)")
    p.add_argument("--slots", type=int, default=256, help="legal-action places (default 256)")
    p.add_argument("--n-steps", type=int, default=2048, help="decisions per update, over all environments")
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--lr", type=float, default=3e-4)
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--ent-coef", type=float, default=0.01)
    p.add_argument("--embed", type=int, default=32, help="action embedding size")
    p.add_argument("--hidden", type=int, default=128, help="observation layers' size")
    p.add_argument("--reward", default="margin", choices=("margin", "win"))
    p.add_argument("--no-score-rewards", action="store_true", help="rewards only at the end")
    p.add_argument("--progress-seconds", type=float, default=30.0, help="seconds between progress lines")
    p.add_argument(
        "--imitate",
        metavar="AGENT",
        help="first fit the policy to AGENT's decisions (AGENT at every seat), then self-play",
    )
    p.add_argument(
        "--imitate-minutes", type=float, default=20.0, help="minutes of demonstration games (default 20)"
    )
    p.add_argument(
        "--imitate-games", type=int, default=0, help="at most this many demonstration games (0: no cap)"
    )
    p.add_argument("--imitate-epochs", type=int, default=8, help="passes over the demonstrations (default 8)")
    p.add_argument(
        "--imitate-lr", type=float, default=1e-3, help="the imitation's learning rate (default 1e-3)"
    )
    p.add_argument("--imitate-batch", type=int, default=512, help="the imitation's minibatch (default 512)")
    return p


TRAINING_KEYS = (
    "game",
    "players",
    "options",
    "opponents",
    "snapshot_every",
    "keep",
    "seed",
    "slots",
    "n_steps",
    "batch_size",
    "epochs",
    "lr",
    "gamma",
    "ent_coef",
    "embed",
    "hidden",
    "reward",
    "score_rewards",
)
"""The settings a run keeps (a resumed run takes them from its train.json)."""


def game_options(pairs: Sequence[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option {pair!r:.60} is not KEY=VALUE")
        value: Any = text
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        else:
            try:
                value = int(text)
            except ValueError:
                pass
        out[key.replace("-", "_")] = value
    return out


def positive(name: str, value: float, whole: bool = True, zero: bool = False) -> None:
    ok = (
        math.isfinite(value)
        and (value >= 0 if zero else value > 0)
        and (not whole or float(value).is_integer())
    )
    if not ok:
        kind = "a whole number" if whole else "a number"
        raise UsageError(
            f"--{name} must be {kind} {'of at least 0' if zero else 'more than 0'}, not {value:g}"
        )


def settings(args: argparse.Namespace) -> dict[str, Any]:
    """The run's settings, checked (raises `UsageError` or `InvalidOptions`)."""
    from ambitions.core.registry import game_spec
    from ambitions.rl.encodings import encodings_for
    from ambitions.rl.league import DEFAULT_MIX, mix_text, parse_mix

    if args.resume:
        state = read_state(Path(args.resume))
        config = dict(state["config"])
        if args.game and args.game != config["game"]:
            raise UsageError(f"{args.resume} is a run for {config['game']}, not {args.game}")
        return config
    if not args.game:
        raise UsageError(
            "name the game to train for (arcs, arcades, interstellar, arcs-campaign) or --resume DIR"
        )
    spec = game_spec(args.game)
    encodings_for(spec.name)  # a game without encodings: one line
    if args.players not in spec.players:
        raise UsageError(
            f"{spec.name} is for {', '.join(map(str, spec.players))} players, not {args.players}"
        )
    for name in ("snapshot_every", "keep", "slots", "n_steps", "batch_size", "epochs", "embed", "hidden"):
        positive(name.replace("_", "-"), getattr(args, name))
    for name in ("lr", "gamma"):
        positive(name, getattr(args, name), whole=False)
    positive("ent-coef", args.ent_coef, whole=False, zero=True)
    mix = parse_mix(args.opponents or DEFAULT_OPPONENTS.get(spec.name, DEFAULT_MIX))
    import ambitions

    options = game_options(args.option)
    ambitions.new_game(spec.name, players=args.players, seed=0, **options)  # bad options: one line
    return {
        "game": spec.name,
        "players": args.players,
        "options": options,
        "opponents": mix_text(mix),
        "snapshot_every": args.snapshot_every,
        "keep": args.keep,
        "seed": args.seed,
        "slots": args.slots,
        "n_steps": args.n_steps,
        "batch_size": args.batch_size,
        "epochs": args.epochs,
        "lr": args.lr,
        "gamma": args.gamma,
        "ent_coef": args.ent_coef,
        "embed": args.embed,
        "hidden": args.hidden,
        "reward": args.reward,
        "score_rewards": not args.no_score_rewards,
        "imitate": imitation_settings(args),
    }


def imitation_settings(args: argparse.Namespace) -> dict[str, Any] | None:
    """``--imitate``'s settings, checked (None without it)."""
    if not args.imitate:
        return None
    from ambitions.bots.base import make_agent

    if args.imitate.partition(":")[0].strip() == "policy":
        raise UsageError("--imitate names a bot to learn from, not a policy file")
    close = getattr(make_agent(args.imitate, 0), "close", None)  # an unknown agent: one line
    if callable(close):
        close()
    positive("imitate-minutes", args.imitate_minutes, whole=False)
    positive("imitate-games", args.imitate_games, zero=True)
    positive("imitate-epochs", args.imitate_epochs)
    positive("imitate-lr", args.imitate_lr, whole=False)
    positive("imitate-batch", args.imitate_batch)
    return {
        "agent": args.imitate,
        "minutes": args.imitate_minutes,
        "games": args.imitate_games,
        "epochs": args.imitate_epochs,
        "lr": args.imitate_lr,
        "batch": args.imitate_batch,
    }


def check_machinery(args: argparse.Namespace) -> None:
    positive("envs", args.envs)
    positive("minutes", args.minutes, whole=False)
    positive("steps", args.steps, zero=True)
    positive("checkpoint-minutes", args.checkpoint_minutes, whole=False)
    positive("eval-minutes", args.eval_minutes, whole=False)
    positive("eval-deals", args.eval_deals, zero=True)
    if args.final_eval_deals is not None:
        positive("final-eval-deals", args.final_eval_deals, zero=True)
    positive("eval-workers", args.eval_workers, zero=True)
    positive("threads", args.threads)
    positive("progress-seconds", args.progress_seconds, whole=False)
    from ambitions.bots.base import make_agent, split_specs

    opponents = split_specs(args.eval_opponents)
    if not opponents:
        raise UsageError("--eval-opponents names no agent")
    for spec in opponents:
        if spec.partition(":")[0].strip() == "policy":
            raise UsageError("--eval-opponents: the curve measures the policy against bots, not policy files")
        close = getattr(make_agent(spec, 0), "close", None)  # an unknown agent: one line
        if callable(close):
            close()
    if args.address and not args.ray:
        raise UsageError("--address is the Ray cluster's: give --ray with it")
    if args.ray:
        try:
            import ray  # noqa: F401
        except ImportError:
            raise UsageError('--ray needs Ray: pip install "ambitions[ray]"') from None
    if args.device not in ("auto", "cpu") and not args.device.startswith(("cuda", "mps")):
        raise UsageError(f"--device is auto, cpu, cuda or cuda:N, not {args.device!r:.40}")


def read_state(folder: Path) -> dict[str, Any]:
    file = folder / STATE
    if not file.is_file() or not (folder / CHECKPOINT).is_file():
        raise UsageError(f"{str(folder)!r:.200} is not a training run's folder (no {STATE} and {CHECKPOINT})")
    try:
        state: dict[str, Any] = json.loads(file.read_text())
        missing = [k for k in ("config", "steps", "seconds", "league") if k not in state]
        if missing:
            raise ValueError(f"missing {missing}")
        absent = [k for k in TRAINING_KEYS if k not in state["config"]]
        if absent:
            raise ValueError(f"its settings lack {absent}")
    except ValueError as exc:
        raise UsageError(f"{str(file)!r:.200} cannot be read: {str(exc)[:200]}") from None
    return state


def write_json(file: Path, data: Any) -> None:
    """Written whole or not at all (a new file renamed over the old)."""
    part = file.with_name(file.name + ".part")
    part.write_text(json.dumps(data, indent=1))
    os.replace(part, file)


# -- environments --------------------------------------------------------------------------------
def env_factories(
    config: dict[str, Any], league: Any, count: int, first_seed: int
) -> list[Callable[[], Any]]:
    from ambitions.rl.league import league_env

    return [
        functools.partial(
            league_env,
            config["game"],
            config["players"],
            league,
            seed=first_seed + k,
            slots=config["slots"],
            reward=config["reward"],
            score_rewards=config["score_rewards"],
            options=config["options"],
        )
        for k in range(count)
    ]


def make_vec_env(args: argparse.Namespace, config: dict[str, Any], league: Any, first_seed: int) -> Any:
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv, VecMonitor

    factories = env_factories(config, league, args.envs, first_seed)
    venv: Any
    if args.ray:
        from ambitions.rl.rayvec import RayVecEnv

        venv = RayVecEnv(factories, address=args.address)
    elif args.envs == 1:
        venv = DummyVecEnv(factories)
    else:
        venv = SubprocVecEnv(factories, start_method="forkserver")
    return VecMonitor(venv)


# -- imitation -----------------------------------------------------------------------------------
DEMO_SEED = 500_000_000
"""The demonstration games' first seed (then ``+ 1_000_000`` per ``--seed``): unseen in training
and in the evaluation deals."""

DEMO_CHUNK = 2
"""Demonstration games per task handed to a worker process."""


def demonstration_chunk(config: dict[str, Any], agent: str, seeds: list[int]) -> Any:
    from ambitions.rl.imitation import demonstrate

    return demonstrate(
        config["game"],
        config["players"],
        agent,
        seeds,
        slots=config["slots"],
        reward=config["reward"],
        score_rewards=config["score_rewards"],
        gamma=config["gamma"],
        options=config["options"],
    )


def collect_demonstrations(config: dict[str, Any], workers: int, progress_seconds: float) -> Any:
    """``--imitate``'s agent at every seat for its minutes (or games), in `workers` processes."""
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

    from ambitions.rl.imitation import Demonstrations

    settings = config["imitate"]
    deadline = time.monotonic() + settings["minutes"] * 60
    cap = settings["games"] or 10**12
    first = DEMO_SEED + config["seed"] * 1_000_000
    parts: list[Any] = []
    handed = 0
    last_line = time.monotonic()
    if workers == 1:  # in this process
        while handed < cap and time.monotonic() < deadline:
            seeds = list(range(first + handed, first + min(cap, handed + DEMO_CHUNK)))
            handed += len(seeds)
            parts.append(demonstration_chunk(config, settings["agent"], seeds))
        return Demonstrations.join(parts)
    context = multiprocessing.get_context("forkserver")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        running: set[Future[Any]] = set()

        def hand_out() -> None:
            nonlocal handed
            while len(running) < 2 * workers and handed < cap and time.monotonic() < deadline:
                seeds = list(range(first + handed, first + min(cap, handed + DEMO_CHUNK)))
                handed += len(seeds)
                running.add(pool.submit(demonstration_chunk, config, settings["agent"], seeds))

        hand_out()
        while running:
            done, _ = wait(running, timeout=5, return_when=FIRST_COMPLETED)
            for future in done:
                running.discard(future)
                parts.append(future.result())
            hand_out()
            if time.monotonic() - last_line >= progress_seconds:
                decisions = sum(len(p) for p in parts)
                games = sum(p.games for p in parts)
                print(f"  demonstrations: {games:,} games, {decisions:,} decisions", flush=True)
                last_line = time.monotonic()
    return Demonstrations.join(parts)


def fit_demonstrations(model: Any, demos: Any, settings: dict[str, Any], seed: int) -> dict[str, Any]:
    """Behaviour cloning: the policy's log-likelihood of the agent's choices and the critic's
    squared error to the returns, minimised over the demonstrations (one in twenty held out, to
    say how often the fitted policy chooses what the agent chose)."""
    import numpy as np
    import torch

    policy = model.policy
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(demos))
    held = order[: max(1, len(demos) // 20)]
    train = order[len(held) :]
    optimiser = torch.optim.Adam(policy.parameters(), lr=settings["lr"])
    batch = settings["batch"]

    def tensors(rows: Any) -> tuple[Any, Any, Any, Any]:
        views = torch.as_tensor(demos.views[rows], device=policy.device)
        return (
            views,
            demos.masks[rows].astype(bool),
            torch.as_tensor(demos.choices[rows], device=policy.device),
            (torch.as_tensor(demos.returns[rows], device=policy.device)),
        )

    def held_out() -> tuple[float, float]:
        """(how often the policy's likeliest choice is the agent's, the mean negative
        log-likelihood of the agent's choices) on the held-out decisions."""
        policy.set_training_mode(False)
        same = 0
        surprise = 0.0
        with torch.no_grad():
            for k in range(0, len(held), batch):
                views, masks, choices, _ = tensors(held[k : k + batch])
                distribution = policy.get_distribution(views, action_masks=masks)
                same += int((distribution.mode() == choices).sum())
                surprise -= float(distribution.log_prob(choices).sum())
        return same / len(held), surprise / len(held)

    agreement, surprise = held_out()
    line: dict[str, Any] = {"before": round(agreement, 4), "surprise_before": round(surprise, 4)}
    print(
        f"  imitation: on held-out decisions before fitting, agreement {agreement:.3f}, "
        f"negative log-likelihood {surprise:.3f}",
        flush=True,
    )
    for epoch in range(settings["epochs"]):
        policy.set_training_mode(True)
        rng.shuffle(train)
        total = 0.0
        for k in range(0, len(train), batch):
            views, masks, choices, returns = tensors(train[k : k + batch])
            values, log_prob, _ = policy.evaluate_actions(views, choices, action_masks=masks)
            loss = -log_prob.mean() + 0.5 * torch.nn.functional.mse_loss(values.flatten(), returns)
            optimiser.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
            optimiser.step()
            total += loss.item() * len(choices)
        agreement, surprise = held_out()
        line.update(after=round(agreement, 4), surprise=round(surprise, 4))
        print(
            f"  imitation epoch {epoch + 1}/{settings['epochs']}: loss {total / max(1, len(train)):.4f}; "
            f"on held-out decisions, agreement {agreement:.3f}, negative log-likelihood {surprise:.3f}",
            flush=True,
        )
    policy.set_training_mode(False)
    return {
        "held_out": len(held),
        "agreement_before": line["before"],
        "agreement": line.get("after"),
        "log_likelihood_before": -line["surprise_before"],
        "log_likelihood": -line.get("surprise", line["surprise_before"]),
    }


# -- evaluation ----------------------------------------------------------------------------------
@dataclass
class Point:
    minutes: float
    steps: int
    games: int
    opponent: str
    deals: int
    games_played: int
    win_share: float
    win_low: float
    win_high: float
    mean_score: float

    def row(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in CURVE_FIELDS}


def evaluate(
    config: dict[str, Any],
    policy_file: Path,
    deals: int,
    workers: int,
    minutes: float,
    steps: int,
    games: int,
    opponents: Sequence[str] = ("greedy", "random+"),
) -> list[Point]:
    """The policy against each of `opponents` at every other seat (``greedy``, then ``random+``
    by default), on `deals` paired deals each played under every seating."""
    from ambitions.sim import simulate

    players = config["players"]
    out = []
    for opponent in opponents:
        agents = [f"policy:path={policy_file}"] + [opponent] * (players - 1)
        summary = simulate(
            config["game"],
            players,
            agents,
            deals * players,
            seed=EVAL_SEED,
            options=config["options"],
            backend="processes" if workers != 1 else "local",
            workers=workers or None,
        )
        stats = next(a for a in summary.agents if a.spec.startswith("policy:"))
        out.append(
            Point(
                round(minutes, 2),
                steps,
                games,
                opponent,
                deals,
                stats.games,
                round(stats.win_share, 4),
                round(stats.win_low, 4),
                round(stats.win_high, 4),
                round(stats.mean_power, 3),
            )
        )
    return out


def read_curve(file: Path) -> list[dict[str, str]]:
    if not file.is_file():
        return []
    with file.open(newline="") as f:
        return list(csv.DictReader(f))


def append_curve(file: Path, points: Sequence[Point]) -> None:
    new = not file.is_file()
    with file.open("a", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=CURVE_FIELDS)
        if new:
            writer.writeheader()
        for p in points:
            writer.writerow(p.row())


def plot_curve(folder: Path, config: dict[str, Any]) -> Path:
    """``curve.png`` from ``curve.csv``: win share over training time, with its 95% interval."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = read_curve(folder / "curve.csv")
    fig, ax = plt.subplots(figsize=(8, 4.5), dpi=110)
    players = int(config["players"])
    opponents = list(dict.fromkeys(r["opponent"] for r in rows))
    colours = ["tab:red", "tab:blue", "tab:green", "tab:purple", "tab:orange", "tab:brown"]
    for k, opponent in enumerate(opponents):
        colour = colours[k % len(colours)]
        mine = [r for r in rows if r["opponent"] == opponent]
        if not mine:
            continue
        x = [float(r["minutes"]) for r in mine]
        y = [float(r["win_share"]) for r in mine]
        low = [float(r["win_low"]) for r in mine]
        high = [float(r["win_high"]) for r in mine]
        label = f"against {players - 1} × {opponent}"
        ax.plot(x, y, marker="o", color=colour, label=label)
        ax.fill_between(x, low, high, color=colour, alpha=0.15)
    ax.axhline(
        1 / players, color="grey", linestyle="--", linewidth=1, label=f"1/{players}: no better than them"
    )
    ax.set_xlabel("training time (minutes, evaluation excluded)")
    ax.set_ylabel("win share (95% interval)")
    ax.set_ylim(0, 1)
    counts = sorted({int(r["deals"]) for r in rows})
    deals = "?" if not counts else str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    ax.set_title(f"{config['game']}, {players} players: policy win share ({deals} paired deals a point)")
    ax.grid(alpha=0.3)
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    out = folder / "curve.png"
    fig.savefig(out)
    plt.close(fig)
    return out


# -- the run -------------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> int:
    config = settings(args)
    check_machinery(args)
    folder = Path(args.resume or args.out or f"{config['game']}-ppo")
    state: dict[str, Any] = read_state(folder) if args.resume else {}
    if not args.resume and (folder / STATE).exists():
        raise UsageError(
            f"{folder} holds a run already: --resume {folder} goes on with it, or choose another --out"
        )
    if not args.resume and folder.exists() and not folder.is_dir():
        raise UsageError(f"--out {folder} is a file, not a folder")

    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback

    from ambitions.bots.base import split_specs
    from ambitions.rl.league import League, parse_mix
    from ambitions.rl.networks import SlotPolicy

    device = ("cuda" if torch.cuda.is_available() else "cpu") if args.device == "auto" else args.device
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise UsageError(f"--device {device}: PyTorch sees no GPU here")
    torch.set_num_threads(args.threads)
    (folder / "snapshots").mkdir(parents=True, exist_ok=True)

    if state:
        league = League.from_json(state["league"])
        league.snapshots = [str((folder / "snapshots" / Path(s).name).resolve()) for s in league.snapshots]
        league.snapshots = [s for s in league.snapshots if Path(s).is_file()]
        steps0, seconds0, games0 = int(state["steps"]), float(state["seconds"]), int(state.get("games", 0))
    else:
        league = League(parse_mix(config["opponents"]), keep=config["keep"])
        steps0, seconds0, games0 = 0, 0.0, 0
    env_seed = config["seed"] * 1_000 + steps0  # a resumed run deals games it has not dealt
    venv = make_vec_env(args, config, league, env_seed)
    n_steps = max(1, config["n_steps"] // args.envs)
    if state:
        model = MaskablePPO.load(str(folder / CHECKPOINT), env=venv, device=device)
        model.set_random_seed(env_seed)
    else:
        model = MaskablePPO(
            SlotPolicy,
            venv,
            n_steps=n_steps,
            batch_size=config["batch_size"],
            n_epochs=config["epochs"],
            learning_rate=config["lr"],
            gamma=config["gamma"],
            ent_coef=config["ent_coef"],
            policy_kwargs={"game": config["game"], "embed": config["embed"], "hidden": config["hidden"]},
            seed=config["seed"],
            device=device,
            verbose=0,
        )

    def push_snapshots() -> None:
        if args.ray:
            files = {Path(s).name: Path(s).read_bytes() for s in league.snapshots}
            venv.env_method("receive_snapshots", files)
        else:
            venv.env_method("set_snapshots", league.snapshots)

    if league.snapshots:
        push_snapshots()

    eval_opponents = split_specs(args.eval_opponents)
    start = time.monotonic()
    budget = args.minutes * 60
    stop_at = args.steps or 0

    class Trainer(BaseCallback):  # type: ignore[misc]
        """Snapshots, checkpoints, curve points, progress lines and the budget."""

        def __init__(self) -> None:
            super().__init__()
            self.games = games0
            self.rewards: list[float] = []
            self.paused = 0.0  # seconds spent evaluating this run
            self.last_snapshot = steps0 - steps0 % config["snapshot_every"]
            self.last_checkpoint = time.monotonic()
            self.last_eval_minutes = float(state.get("last_eval_minutes", 0.0)) if state else 0.0
            self.last_progress = time.monotonic()
            self.start_steps = steps0
            self.imitation: dict[str, Any] | None = None

        def trained_seconds(self) -> float:
            return seconds0 + time.monotonic() - start - self.paused

        def _on_step(self) -> bool:
            for done, info in zip(self.locals.get("dones", []), self.locals.get("infos", []), strict=False):
                if done:
                    self.games += 1
                    episode = info.get("episode")
                    if episode:
                        self.rewards.append(float(episode["r"]))
            now = time.monotonic()
            steps = self.num_timesteps
            if steps - self.last_snapshot >= config["snapshot_every"]:
                self.last_snapshot = steps - steps % config["snapshot_every"]
                self.snapshot(steps)
            if now - self.last_checkpoint >= args.checkpoint_minutes * 60:
                self.checkpoint()
            if self.trained_seconds() / 60 - self.last_eval_minutes >= args.eval_minutes and args.eval_deals:
                self.curve_point()
            if now - self.last_progress >= args.progress_seconds:
                self.progress()
            if stop_at and steps >= stop_at:
                return False
            return time.monotonic() - start < budget

        def snapshot(self, steps: int) -> None:
            file = (folder / "snapshots" / f"step-{steps:010d}.zip").resolve()
            model.save(str(file))
            for old in league.add(str(file)):
                Path(old).unlink(missing_ok=True)
            push_snapshots()

        def checkpoint(self) -> None:
            model.save(str(folder / CHECKPOINT))
            shutil.copyfile(folder / CHECKPOINT, folder / POLICY)
            league_state = league.to_json()
            league_state["snapshots"] = [Path(s).name for s in league.snapshots]
            write_json(
                folder / STATE,
                {
                    "config": config,
                    "steps": int(self.num_timesteps),
                    "seconds": round(self.trained_seconds(), 3),
                    "games": self.games,
                    "league": league_state,
                    "last_eval_minutes": self.last_eval_minutes,
                    "imitation": self.imitation,
                    "saved": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                },
            )
            self.last_checkpoint = time.monotonic()

        def curve_point(self, deals: int = args.eval_deals) -> None:
            began = time.monotonic()
            minutes = self.trained_seconds() / 60
            model.save(str(folder / POLICY))
            points = evaluate(
                config,
                folder / POLICY,
                deals,
                args.eval_workers,
                minutes,
                int(self.num_timesteps),
                self.games,
                eval_opponents,
            )
            append_curve(folder / "curve.csv", points)
            plot_curve(folder, config)
            self.last_eval_minutes = minutes
            took = time.monotonic() - began
            self.paused += took
            shown = "; ".join(
                f"vs {p.opponent}: {p.win_share:.3f} [{p.win_low:.3f}, {p.win_high:.3f}]" for p in points
            )
            print(
                f"  curve at {minutes:.1f} min, {self.num_timesteps:,} decisions: {shown} ({took:.0f} s)",
                flush=True,
            )

        def progress(self) -> None:
            recent = self.rewards[-100:]
            mean = sum(recent) / len(recent) if recent else float("nan")
            run_seconds = max(time.monotonic() - start - self.paused, 1e-9)
            rate = (self.num_timesteps - self.start_steps) / run_seconds
            print(
                f"  {self.trained_seconds() / 60:7.1f} min  {self.num_timesteps:>10,} decisions  "
                f"{self.games:>7,} games  {rate:6.0f} decisions/s  reward (last 100 games) {mean:+.3f}  "
                f"snapshots {len(league.snapshots)}",
                flush=True,
            )
            self.last_progress = time.monotonic()

    trainer = Trainer()
    what = []
    if args.steps:
        what.append(f"to {args.steps:,} decisions")
    what.append(f"for at most {args.minutes:g} minutes")
    where = (
        f"{args.envs} Ray actor(s)" + (f" at {args.address}" if args.address else "")
        if args.ray
        else (f"{args.envs} process(es)" if args.envs > 1 else "1 environment in this process")
    )
    print(
        f"{'resuming' if state else 'training'} {config['game']} ({config['players']} players) "
        f"{' '.join(what)}: {where}, device {device}, league {config['opponents']}; "
        f"from {steps0:,} decisions; folder {folder}",
        flush=True,
    )
    imitation = state.get("imitation") if state else None
    if config.get("imitate") and not state:
        settings_ = config["imitate"]
        began = time.monotonic()
        workers = args.eval_workers or os.cpu_count() or 1
        print(
            f"imitating {settings_['agent']} at every seat: demonstration games for "
            f"{settings_['minutes']:g} min"
            + (f" (at most {settings_['games']:,})" if settings_["games"] else "")
            + f" in {workers} process(es), then {settings_['epochs']} epochs",
            flush=True,
        )
        demos = collect_demonstrations(config, workers, args.progress_seconds)
        played = time.monotonic() - began
        print(f"  {demos.games:,} games, {len(demos):,} decisions in {played / 60:.1f} min", flush=True)
        imitation = {
            "agent": settings_["agent"],
            "games": demos.games,
            "decisions": len(demos),
            "demonstration_minutes": round(played / 60, 2),
            **fit_demonstrations(model, demos, settings_, config["seed"]),
        }
        del demos
        imitation["minutes"] = round((time.monotonic() - began) / 60, 2)
        trainer.imitation = imitation
        trainer.snapshot(0)  # the imitator joins the league as its first snapshot
        if args.eval_deals:
            trainer.curve_point()
        trainer.checkpoint()
    trainer.imitation = imitation
    try:
        if not (stop_at and steps0 >= stop_at):
            model.learn(
                total_timesteps=max(1, (stop_at - steps0) if stop_at else 10**12),
                callback=trainer,
                reset_num_timesteps=not state,
            )
    except KeyboardInterrupt:
        print("interrupted: saving a checkpoint", flush=True)
    finally:
        trainer.num_timesteps = model.num_timesteps
        trainer.checkpoint()
        venv.close()
    run_seconds = max(time.monotonic() - start - trainer.paused, 1e-9)
    done = model.num_timesteps - steps0
    print(
        f"trained {done:,} decisions in {run_seconds / 60:.1f} min ({done / run_seconds:.0f} decisions/s); "
        f"{model.num_timesteps:,} in all, {trainer.games:,} games; saved {folder / POLICY}",
        flush=True,
    )
    final_deals = args.eval_deals if args.final_eval_deals is None else args.final_eval_deals
    if final_deals:
        trainer.curve_point(final_deals)
        trainer.checkpoint()
        print(f"curve: {folder / 'curve.csv'}, {folder / 'curve.png'}", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from ambitions.core.errors import AmbitionsError

    try:
        return run(args)
    except (UsageError, AmbitionsError) as exc:
        print(f"train.py: {exc}", file=sys.stderr)
        return 2
    except ImportError as exc:
        print(
            f'train.py: {exc.name or exc} is not installed: pip install "ambitions[rl-train]"',
            file=sys.stderr,
        )
        return 2


if __name__ == "__main__":
    sys.exit(main())
