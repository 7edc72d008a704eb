"""Stable-Baselines3 rollouts on Ray: `RayVecEnv`, a ``VecEnv`` whose environments live in Ray
actors, on this machine (a local Ray instance) or on a cluster (``address``).

It is the ``SubprocVecEnv`` contract with Ray actors in place of local processes: the learner
(sb3-contrib's ``MaskablePPO`` here) stays in this process, sends each step's actions to every
actor at once and gathers the answers; an actor resets its environment when a game ends and
returns the last observation in ``info["terminal_observation"]``, as SB3 expects. Each actor also
returns its legal-action mask with every observation, so ``env_method("action_masks")``, which
``MaskablePPO`` calls before each step, costs no round trip. Needs Ray (``pip install
"ambitions[ray]"``) and Stable-Baselines3.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import gymnasium
import numpy as np
from stable_baselines3.common.vec_env.base_vec_env import VecEnv

from ambitions.core.errors import InvalidOptions


class EnvWorker:
    """One environment in a Ray actor (made by `factory` there)."""

    def __init__(self, factory: Callable[[], gymnasium.Env[Any, Any]]) -> None:
        self.env = factory()

    def _mask(self) -> Any:
        return np.asarray(self.env.get_wrapper_attr("action_masks")(), dtype=bool)

    def reset(self, seed: int | None, options: dict[str, Any] | None) -> tuple[Any, dict[str, Any], Any]:
        obs, info = self.env.reset(seed=seed, options=options)
        return obs, info, self._mask()

    def step(self, action: Any) -> tuple[Any, float, bool, dict[str, Any], Any, dict[str, Any] | None]:
        obs, reward, terminated, truncated, info = self.env.step(action)
        done = bool(terminated or truncated)
        info["TimeLimit.truncated"] = bool(truncated and not terminated)
        reset_info = None
        if done:
            info["terminal_observation"] = obs
            obs, reset_info = self.env.reset()
        return obs, float(reward), done, info, self._mask(), reset_info

    def call(self, name: str, args: Sequence[Any], kwargs: dict[str, Any]) -> Any:
        return self.env.get_wrapper_attr(name)(*args, **kwargs)

    def get(self, name: str) -> Any:
        return self.env.get_wrapper_attr(name)

    def set(self, name: str, value: Any) -> None:
        self.env.set_wrapper_attr(name, value)

    def is_wrapped(self, wrapper_class: type) -> bool:
        env: Any = self.env
        while isinstance(env, gymnasium.Wrapper):
            if isinstance(env, wrapper_class):
                return True
            env = env.env
        return False

    def close(self) -> None:
        self.env.close()


def start_ray(address: str | None, cpus: int | None = None) -> Any:
    """The ``ray`` module, connected: to the cluster at `address`, or to a local instance with
    `cpus` (raises `InvalidOptions` in one line when Ray is missing or the cluster is not there)."""
    try:
        import ray
    except ImportError:
        raise InvalidOptions('--ray needs Ray: pip install "ambitions[ray]"') from None
    if not ray.is_initialized():
        try:
            if address:
                ray.init(address=address, log_to_driver=False)
            else:
                ray.init(num_cpus=cpus, include_dashboard=False, log_to_driver=False)
        except Exception as exc:  # a cluster not there, a bad address: one line
            where = f"the Ray cluster at {address!r:.100}" if address else "a local Ray instance"
            raise InvalidOptions(f"cannot start {where}: {type(exc).__name__}: {str(exc)[:200]}") from None
    return ray


class RayVecEnv(VecEnv):  # type: ignore[misc, unused-ignore]
    """``len(factories)`` environments, each in a Ray actor (see the module docstring).
    `cpus_per_env`: the CPUs Ray reserves for each actor."""

    def __init__(
        self,
        factories: Sequence[Callable[[], gymnasium.Env[Any, Any]]],
        address: str | None = None,
        cpus_per_env: float = 1.0,
    ) -> None:
        if not factories:
            raise InvalidOptions("RayVecEnv needs at least one environment")
        ray = start_ray(address, None if address else max(len(factories), 1))
        self._ray = ray
        actor = ray.remote(num_cpus=cpus_per_env)(EnvWorker)
        self.actors = [actor.remote(f) for f in factories]
        space_actor = self.actors[0]
        observation_space, action_space = ray.get(
            [space_actor.get.remote("observation_space"), space_actor.get.remote("action_space")]
        )
        super().__init__(len(factories), observation_space, action_space)
        self.masks = np.ones((len(factories), int(getattr(action_space, "n", 1))), dtype=bool)
        self._pending: list[Any] = []
        self.closed = False

    def reset(self) -> Any:
        answers = self._ray.get(
            [a.reset.remote(self._seeds[k], self._options[k]) for k, a in enumerate(self.actors)]
        )
        self._reset_seeds()
        self._reset_options()
        obs = [o for o, _, _ in answers]
        self.reset_infos = [info for _, info, _ in answers]
        self.masks = np.stack([m for _, _, m in answers])
        return np.stack(obs)

    def step_async(self, actions: Any) -> None:
        self._pending = [a.step.remote(action) for a, action in zip(self.actors, actions, strict=True)]

    def step_wait(self) -> Any:
        answers = self._ray.get(self._pending)
        self._pending = []
        obs = np.stack([a[0] for a in answers])
        rewards = np.array([a[1] for a in answers], dtype=np.float32)
        dones = np.array([a[2] for a in answers], dtype=bool)
        infos = [a[3] for a in answers]
        self.masks = np.stack([a[4] for a in answers])
        for k, a in enumerate(answers):
            if a[5] is not None:
                self.reset_infos[k] = a[5]
        return obs, rewards, dones, infos

    def _targets(self, indices: Any) -> list[int]:
        return list(self._get_indices(indices))

    def env_method(self, method_name: str, *args: Any, indices: Any = None, **kwargs: Any) -> list[Any]:
        targets = self._targets(indices)
        if method_name == "action_masks" and not args and not kwargs:
            return [self.masks[k] for k in targets]
        return list(self._ray.get([self.actors[k].call.remote(method_name, args, kwargs) for k in targets]))

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        return list(self._ray.get([self.actors[k].get.remote(attr_name) for k in self._targets(indices)]))

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        self._ray.get([self.actors[k].set.remote(attr_name, value) for k in self._targets(indices)])

    def env_is_wrapped(self, wrapper_class: type, indices: Any = None) -> list[bool]:
        return list(
            self._ray.get([self.actors[k].is_wrapped.remote(wrapper_class) for k in self._targets(indices)])
        )

    def close(self) -> None:
        if self.closed:
            return
        try:
            self._ray.get([a.close.remote() for a in self.actors])
        finally:
            for a in self.actors:
                self._ray.kill(a)
            self.closed = True

    def get_images(self) -> Sequence[Any]:
        return []

    def seed_all(self, seeds: Iterable[int]) -> None:
        """Seed each environment's next reset (``VecEnv.seed`` does the same for one base seed)."""
        self._seeds = list(seeds)
