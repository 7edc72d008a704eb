"""Self-play with a league: the opponents a learning seat meets, drawn at each game.

A league is a *mix*, weights over opponent kinds: ``snapshots`` (past versions of the policy being
trained, saved every so often as files and played by the ``policy`` agent, `ambitions.rl.policy`)
and any agent spec ``ambitions simulate`` takes (``greedy``, ``random+``, ``ismcts:iterations=50``,
a game's own bots). At each reset every opponent seat draws its kind from the mix, and a
``snapshots`` seat draws one of the snapshots kept (uniformly; up to `League.keep`, the oldest
dropped first). Before the first snapshot exists, the ``snapshots`` weight is shared among the
other kinds (a mix of snapshots alone plays `League.fallback` until then).

`LeagueEnv` is `ambitions.rl.single.SingleAgentEnv` with its opponents drawn from a `League`
(the learning seat is drawn at each reset too); `league_env` wraps it as the learners here see it:
the legal-slots view (`ambitions.rl.slots`) and the reward scaled. The trainer tells every
environment of a new snapshot with ``set_snapshots`` (``VecEnv.env_method`` reaches environments in
other processes or Ray actors). Every opponent, snapshot or bot, sees only its own `Decision`.
"""

from __future__ import annotations

import math
import os
import random
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import gymnasium

from ambitions.bots.base import make_agent, parse_spec
from ambitions.core.errors import InvalidOptions, shorten
from ambitions.rl.single import LegalSlots, SingleAgentEnv
from ambitions.rl.slots import SLOTS

SNAPSHOTS: Final = "snapshots"
"""The mix's name for past versions of the policy being trained."""

DEFAULT_MIX: Final = "snapshots:0.5,greedy:0.3,random+:0.2"
"""The mix by default (a game's trainer may add that game's own bots)."""


def parse_mix(text: str) -> dict[str, float]:
    """``"snapshots:0.5,greedy:0.3,random+:0.2"`` as ``{kind: weight}``, the weights summing to 1.

    A kind is ``snapshots`` or an agent spec (checked by making the agent, so a misspelt one fails
    here); its weight follows the last colon (``ismcts:iterations=50:0.2``). Raises
    `InvalidOptions` for a weight that is not a positive finite number, a kind given twice, an
    empty mix or an unknown agent."""
    parts = _split(text) if isinstance(text, str) else []
    if not parts:  # (nothing, or only commas and spaces)
        raise InvalidOptions(
            "the opponents' mix is empty: give KIND:WEIGHT,... (e.g. greedy:0.5,random+:0.5)"
        )
    mix: dict[str, float] = {}
    for part in parts:
        kind, sep, weight_text = part.rpartition(":")
        if not sep or not kind.strip():
            raise InvalidOptions(f"opponents: {part!r:.60} is not KIND:WEIGHT (e.g. greedy:0.3)")
        kind = kind.strip()
        try:
            weight = float(weight_text)
        except ValueError:
            raise InvalidOptions(
                f"opponents: the weight of {kind!r:.60} is not a number: {weight_text!r:.20}"
            ) from None
        if not math.isfinite(weight) or weight <= 0:
            raise InvalidOptions(
                f"opponents: the weight of {kind!r:.60} must be more than 0, not {weight_text:.20}"
            )
        if kind in mix:
            raise InvalidOptions(f"opponents: {kind!r:.60} is given twice")
        if kind != SNAPSHOTS:
            name, _ = parse_spec(kind)
            if name == "policy":
                raise InvalidOptions(
                    "opponents: past versions of the policy are the 'snapshots' kind; a policy file "
                    "is not named here"
                )
            close = getattr(make_agent(kind, 0), "close", None)  # an unknown agent fails here
            if callable(close):
                close()
        mix[kind] = weight
    total = sum(mix.values())
    return {kind: weight / total for kind, weight in mix.items()}


def _split(text: str) -> list[str]:
    """The mix's parts: split at commas, but an agent's own options (``ismcts:iterations=50,
    seconds=1:0.2``) stay with it: a part without a weight joins the next one."""
    parts: list[str] = []
    pending = ""
    for piece in text.split(","):
        piece = piece.strip()
        if not piece:
            continue
        joined = f"{pending},{piece}" if pending else piece
        _, sep, weight = joined.rpartition(":")
        try:
            float(weight)
            number = bool(sep)
        except ValueError:
            number = False
        if number:
            parts.append(joined)
            pending = ""
        else:
            pending = joined
    if pending:
        parts.append(pending)
    return parts


def mix_text(mix: Mapping[str, float]) -> str:
    """A mix as `parse_mix` reads it."""
    return ",".join(f"{kind}:{weight:.4g}" for kind, weight in mix.items())


@dataclass
class League:
    """The opponents' mix and the snapshots kept (see the module docstring)."""

    mix: dict[str, float]
    keep: int = 10
    """Snapshots kept at most: a new one beyond it drops the oldest."""
    snapshots: list[str] = field(default_factory=list)
    """The snapshot files, oldest first."""
    fallback: str = "random+"
    """Who plays a ``snapshots`` seat before there is any snapshot, when the mix has nothing else."""
    deterministic: bool = False
    """Whether snapshots play their most probable action (False: they sample from their policy,
    so the learner meets varied play)."""

    def __post_init__(self) -> None:
        if not self.mix:
            raise InvalidOptions("the opponents' mix is empty")
        if isinstance(self.keep, bool) or not isinstance(self.keep, int) or self.keep < 1:
            raise InvalidOptions(
                f"snapshots kept must be a whole number of at least 1, not {shorten(self.keep)}"
            )

    def add(self, path: str) -> list[str]:
        """Keep the snapshot at `path`; the snapshots dropped to stay within `keep` (oldest first)."""
        if path in self.snapshots:
            self.snapshots.remove(path)
        self.snapshots.append(path)
        dropped = self.snapshots[: -self.keep]
        del self.snapshots[: -self.keep]
        return dropped

    def effective_mix(self) -> dict[str, float]:
        """The mix as it is drawn from now: without ``snapshots`` while there is none."""
        if self.snapshots or SNAPSHOTS not in self.mix:
            return dict(self.mix)
        others = {kind: w for kind, w in self.mix.items() if kind != SNAPSHOTS}
        if not others:
            return {self.fallback: 1.0}
        total = sum(others.values())
        return {kind: w / total for kind, w in others.items()}

    def snapshot_spec(self, path: str) -> str:
        """The agent spec that plays the snapshot at `path`."""
        return f"policy:path={path},deterministic={'true' if self.deterministic else 'false'}"

    def draw(self, rng: random.Random, seats: int) -> list[str]:
        """An agent spec for each of `seats` opponent seats, drawn from the mix."""
        mix = self.effective_mix()
        kinds = list(mix)
        weights = [mix[k] for k in kinds]
        out = []
        for _ in range(seats):
            kind = rng.choices(kinds, weights)[0]
            out.append(self.snapshot_spec(rng.choice(self.snapshots)) if kind == SNAPSHOTS else kind)
        return out

    def to_json(self) -> dict[str, Any]:
        """What a checkpoint keeps of the league."""
        return {
            "mix": dict(self.mix),
            "keep": self.keep,
            "snapshots": list(self.snapshots),
            "fallback": self.fallback,
            "deterministic": self.deterministic,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> League:
        """The league a checkpoint kept (`to_json`)."""
        return cls(
            mix={str(k): float(v) for k, v in dict(data["mix"]).items()},
            keep=int(data["keep"]),
            snapshots=[str(s) for s in data.get("snapshots", [])],
            fallback=str(data.get("fallback", "random+")),
            deterministic=bool(data.get("deterministic", False)),
        )


class LeagueEnv(SingleAgentEnv):
    """A `SingleAgentEnv` whose opponents are drawn from `league` at each reset (from a generator
    seeded by the reset's seed, so a seeded reset meets the same opponents)."""

    def __init__(self, game: str, players: int, league: League, **kwargs: Any) -> None:
        kwargs.setdefault("seat", None)
        super().__init__(game, players, opponents=sorted(league.effective_mix())[:1], **kwargs)
        self.league = league
        self.drawn: list[str] = []
        """The opponents of the current game, in seat order."""
        self._folder: str | None = None
        """Where `receive_snapshots` writes the snapshots it is sent."""

    def set_snapshots(self, snapshots: Sequence[str]) -> None:
        """The snapshots to draw from from the next game on (the trainer calls it at each new one);
        the policies no longer kept are forgotten by this process."""
        from ambitions.rl.policy import forget_policies  # torch is imported only once needed

        self.league.snapshots = list(snapshots)
        forget_policies(keep=self.league.snapshots)

    def receive_snapshots(self, files: Mapping[str, bytes]) -> None:
        """The snapshots as `files` (name: the file's bytes, oldest first), for an environment on
        another machine (a Ray actor): written to a folder of this process's own, then drawn from
        as `set_snapshots` would."""
        if self._folder is None:
            self._folder = tempfile.mkdtemp(prefix="ambitions-league-")
        folder = Path(self._folder)
        paths = []
        for name, data in files.items():
            file = folder / Path(name).name
            if not file.is_file() or file.stat().st_size != len(data):
                part = file.with_name(file.name + ".part")
                part.write_bytes(data)
                os.replace(part, file)
            paths.append(str(file))
        for old in folder.glob("*.zip"):
            if str(old) not in paths:
                old.unlink(missing_ok=True)
        self.set_snapshots(paths)

    def close(self) -> None:
        super().close()
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Any, dict[str, Any]]:
        gymnasium.Env.reset(self, seed=seed)  # seeds np_random when a seed is given
        game_seed = int(seed) if seed is not None else int(self.np_random.integers(2**31))
        self.drawn = self.league.draw(random.Random(f"league:{game_seed}"), self.table.players - 1)
        self.opponent_specs = list(self.drawn)
        return super().reset(seed=game_seed, options=options)


def league_env(
    game: str,
    players: int,
    league: League,
    *,
    seed: int = 0,
    slots: int = SLOTS,
    reward: str = "margin",
    score_rewards: bool = True,
    reward_scale: float = 0.1,
    options: Mapping[str, Any] | None = None,
) -> gymnasium.Env[Any, Any]:
    """A `LeagueEnv` in the legal-slots view (`LegalSlots`), its rewards times `reward_scale`,
    seeded with `seed` (its later games draw their seeds from it)."""
    env = LeagueEnv(
        game,
        players,
        league,
        reward=reward,
        score_rewards=score_rewards,
        mask_in_observation=False,
        **dict(options or {}),
    )
    view = LegalSlots(env, slots)
    view.reset(seed=seed)
    return gymnasium.wrappers.TransformReward(view, lambda r: float(r) * reward_scale)
