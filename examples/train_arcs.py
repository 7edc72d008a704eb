"""Train a masked policy for Arcs against ``random+`` and evaluate it as a bot.

    pip install -e ".[rl-train]"
    python examples/train_arcs.py [--minutes 12] [--out arcs-ppo.zip] [--eval-deals 150]

1. **Train**: sb3-contrib's ``MaskablePPO`` on ``ambitions.rl.gym_env``: one learning seat (drawn
   at each game) against ``random+`` at the other two seats, 3 players. The observation is the
   seat's 2,366-value vector; the legal actions, indexes into Arcs' fixed action space (180,827 of
   them), are listed in 256 slots after it (`ambitions.rl.slots.LegalSlots`) and the policy
   chooses a slot, masked to the filled ones: `ambitions.rl.networks.SlotPolicy` scores each
   legal action from the tokens of its text (kind, systems, cards, counts) against the
   observation, so a step costs about a millisecond where a 180,827-way output layer costs tens.
   Rewards: the Power the seat scores at each chapter's end plus its final Power margin over the
   best rival, divided by 10. Training stops after ``--minutes`` of wall time (or ``--steps``
   decisions).
2. **Save** the policy (``--out``).
3. **Evaluate** it through the simulator as an agent spec, ``policy:path=FILE``, like any bot:
   ``--eval-deals`` paired deals, each played under the 3 seatings of ``policy`` against two
   ``random+`` seats (identical entrants are pooled), so the win share is compared with 1/3, the
   share of a player no better than ``random+``, and reported with its 95% interval.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

import gymnasium
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

import ambitions.rl
from ambitions.rl.networks import SlotPolicy
from ambitions.rl.single import LegalSlots
from ambitions.sim import simulate


class TimeBudget(BaseCallback):  # type: ignore[misc]
    """Stops training once `seconds` have passed; prints progress every minute."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds
        self.start = time.perf_counter()
        self.last_report = self.start
        self.episodes = 0
        self.rewards: list[float] = []

    def _on_step(self) -> bool:
        for info in self.locals.get("infos", []):
            episode = info.get("episode")
            if episode:
                self.episodes += 1
                self.rewards.append(float(episode["r"]))
        now = time.perf_counter()
        if now - self.last_report >= 60:
            recent = self.rewards[-50:]
            mean = sum(recent) / len(recent) if recent else float("nan")
            print(
                f"  {now - self.start:6.0f} s  {self.num_timesteps:7,} decisions  {self.episodes:5,} games  "
                f"mean reward (last 50 games) {mean:+.2f}",
                flush=True,
            )
            self.last_report = now
        return now - self.start < self.seconds


def make_env(seed: int) -> gymnasium.Env[Any, Any]:
    env = ambitions.rl.gym_env(
        "arcs",
        3,
        opponents="random+",
        seat=None,
        reward="margin",
        score_rewards=True,
        mask_in_observation=False,  # the slots carry the legal actions; action_masks() marks them
    )
    slots = LegalSlots(env)
    slots.reset(seed=seed)
    return gymnasium.wrappers.TransformReward(slots, lambda r: r / 10)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=12.0, help="training wall time (default 12)")
    parser.add_argument("--steps", type=int, default=0, help="stop after this many decisions instead")
    parser.add_argument("--out", default="arcs-ppo.zip", help="where to save the policy")
    parser.add_argument("--eval-deals", type=int, default=150, help="paired deals to evaluate on (x3 games)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads while training (1 is fastest here)")
    args = parser.parse_args(argv)

    torch.set_num_threads(args.threads)
    env = make_env(args.seed)
    model = MaskablePPO(
        SlotPolicy,
        env,
        n_steps=2048,
        batch_size=256,
        n_epochs=4,
        learning_rate=3e-4,
        gamma=0.995,
        ent_coef=0.01,
        policy_kwargs={"game": "arcs", "embed": 32, "hidden": 128},
        seed=args.seed,
        device="cpu",
        verbose=0,
    )
    budget = TimeBudget(args.minutes * 60 if not args.steps else float("inf"))
    what = f"{args.steps:,} decisions" if args.steps else f"{args.minutes:g} minutes"
    print(f"training MaskablePPO against random+ for {what} ...", flush=True)
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps or 10**9, callback=budget)
    seconds = time.perf_counter() - start
    out = Path(args.out)
    model.save(out)
    print(
        f"trained {model.num_timesteps:,} decisions ({budget.episodes:,} games) in {seconds / 60:.1f} min "
        f"({model.num_timesteps / seconds:.0f} decisions/s, {args.threads} threads); saved {out}",
        flush=True,
    )

    games = args.eval_deals * 3
    print(f"evaluating policy:path={out} against random+, random+ over {games} games ...", flush=True)
    start = time.perf_counter()
    agents = [f"policy:path={out}", "random+", "random+"]
    summary = simulate("arcs", 3, agents, games, seed=args.seed + 1, backend="processes")
    print(f"evaluated in {(time.perf_counter() - start) / 60:.1f} min")
    for agent in summary.agents:
        print(
            f"  {agent.name:32s} win share {agent.win_share:.3f} [{agent.win_low:.3f}, {agent.win_high:.3f}] "
            f"mean Power {agent.mean_power:.1f} ({agent.seats_per_game} seat(s) a game, {agent.games} games)"
        )
    print("  (95% Wilson intervals; a player no better than random+ wins 1/3 of the games)")
    h2h = summary.head_to_head
    if h2h is not None:
        print(
            f"  paired deals: {h2h.deals}, policy ahead in {h2h.a_ahead}, random+ ahead in {h2h.b_ahead}, "
            f"even {h2h.even}; sign test p = {h2h.sign_p:.3g}; {h2h.verdict}"
        )


if __name__ == "__main__":
    main()
