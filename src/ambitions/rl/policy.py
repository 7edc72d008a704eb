"""The ``policy`` agent: a trained policy as a bot, ``policy:path=FILE``.

``FILE`` is a policy saved by sb3-contrib's ``MaskablePPO`` (``model.save(FILE)``, as
``examples/train.py`` does) over a game's encodings (`ambitions.rl.encodings`): over the
whole action space (the environments' ``Discrete(num_actions)``), or over the legal actions'
slots with `ambitions.rl.networks.SlotPolicy` (`ambitions.rl.slots`). Like every
bot it sees only its `Decision`: it encodes the observation (``observes`` is true), masks the
legal actions and answers with the legal action at the index the policy picks, so it can enter
``ambitions simulate``, ``ambitions play --bots`` and the server like any other agent:

    ambitions simulate arcs --agents policy:path=arcs-ppo.zip,random+,random+

Options: ``path`` (required); ``deterministic`` (``true``, the default: the most probable legal
action; ``false``: sampled from the masked distribution with the agent's seed); ``threads``
(PyTorch threads, default 1: tournaments run one game per core). PyTorch and sb3-contrib come with
``pip install "ambitions[rl-train]"``; they are imported when the agent is made, and without them
making one is a one-line `InvalidOptions`. A file is loaded once per process.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Final

import numpy as np

from ambitions.bots.base import Decision, number_option
from ambitions.core.errors import AmbitionsError, InvalidOptions
from ambitions.rl.encodings import Encodings, action_mask, bound, encodings_for
from ambitions.rl.slots import slot_view

INSTALL: Final = 'pip install "ambitions[rl-train]"'

_MODELS: dict[tuple[str, int, int], Any] = {}
"""Loaded policies by (path, modification time, size)."""


def _libraries() -> tuple[Any, Any]:
    """(torch, MaskablePPO), or `InvalidOptions` naming what is missing."""
    try:
        import torch
        from sb3_contrib import MaskablePPO
    except ImportError as exc:
        missing = exc.name or "PyTorch or sb3-contrib"
        raise InvalidOptions(
            f"agent 'policy' needs PyTorch and sb3-contrib ({missing} is not installed): {INSTALL}"
        ) from None
    return torch, MaskablePPO


def load_policy(path: str) -> Any:
    """The ``MaskablePPO`` model saved at `path` (loaded once per process; `InvalidOptions` if
    the file is missing or not such a model)."""
    _, maskable_ppo = _libraries()
    file = Path(path).expanduser()
    if not file.is_file() and file.with_suffix(".zip").is_file():
        file = file.with_suffix(".zip")
    try:
        stat = file.stat()
    except OSError:
        raise InvalidOptions(f"agent 'policy': no policy file {str(file)!r:.200}") from None
    key = (str(file.resolve()), stat.st_mtime_ns, stat.st_size)
    model = _MODELS.get(key)
    if model is None:
        try:
            model = maskable_ppo.load(str(file), device="cpu")
        except Exception as exc:
            what = f"{type(exc).__name__}: {exc}"
            raise InvalidOptions(
                f"agent 'policy': {str(file)!r:.200} is not a MaskablePPO policy ({what:.200})"
            ) from None
        _MODELS[key] = model
    return model


def forget_policies(keep: Iterable[str] = ()) -> None:
    """Drop the loaded policies but those at the paths in `keep` (a trainer's league forgets the
    snapshots it no longer plays)."""
    kept = set()
    for path in keep:
        file = Path(path).expanduser()
        if not file.is_file() and file.with_suffix(".zip").is_file():
            file = file.with_suffix(".zip")
        kept.add(str(file.resolve()))
    for key in [k for k in _MODELS if k[0] not in kept]:
        del _MODELS[key]


def check_policy(model: Any, encodings: Encodings, source: str = "") -> None:
    """Raise `InvalidOptions` (one line) unless `model` was trained for `encodings`' game and
    sizes: a `SlotPolicy` names its game and reads the observation and its slots; a policy over the
    whole space has one output per index and reads the observation (alone or with its mask)."""
    from ambitions.rl.networks import SlotPolicy

    where = f" ({source:.200})" if source else ""
    size = int(np.prod(encodings.observation_shape))
    shape = getattr(model.observation_space, "shape", None)
    if isinstance(model.policy, SlotPolicy):
        trained = str(model.policy.game)
        if trained != encodings.game:
            raise InvalidOptions(
                f"agent 'policy'{where} was trained for {trained}, not {encodings.game}"
            )
        slots = int(model.action_space.n)
        if shape is None or int(np.prod(shape)) != size + slots:
            raise InvalidOptions(
                f"agent 'policy'{where} reads {shape} values; {encodings.game} needs {size} and "
                f"{slots} slots: it was trained for other sizes"
            )
        return
    n = int(getattr(model.action_space, "n", -1))
    if n != encodings.num_actions:
        raise InvalidOptions(
            f"agent 'policy'{where} was trained for {n} actions; {encodings.game} has {encodings.num_actions}"
        )
    spaces = getattr(model.observation_space, "spaces", None)
    observed = spaces["observation"].shape if spaces is not None and "observation" in spaces else shape
    if observed is None or int(np.prod(observed)) != size:
        raise InvalidOptions(
            f"agent 'policy'{where} reads {observed} values; {encodings.game}'s observation has {size}"
        )


class PolicyAgent:
    """A trained masked policy at one seat (see the module docstring)."""

    name = "policy"
    observes = True

    def __init__(self, model: Any, seed: int, deterministic: bool = True, source: str = "") -> None:
        from ambitions.rl.networks import SlotPolicy

        self.model = model
        self.source = source
        """The policy's file, for messages."""
        self.checked: set[str] = set()
        """The games this policy was checked against (`check_policy`)."""
        self.deterministic = deterministic
        self.rng = np.random.default_rng(seed)
        self.slots = int(model.action_space.n) if isinstance(model.policy, SlotPolicy) else 0
        """A policy over legal slots (`ambitions.rl.slots`) has this many; 0: over the whole space."""
        self.dict_observation = hasattr(model.observation_space, "spaces")
        """The policy reads ``{"observation", "action_mask"}`` (else the observation array)."""

    def check_game(self, game: str, players: int, options: Mapping[str, Any]) -> None:
        """Refuse (`InvalidOptions`, one line) a game this policy cannot play: one without
        encodings, or other than the game and sizes it was trained for (`check_policy`; for a game
        whose index depends on its options, the encodings bound to a game with these options)."""
        import ambitions

        try:
            enc = encodings_for(game)
            if hasattr(enc, "bind"):
                state = ambitions.new_game(game, players=players, seed=0, **dict(options))
                enc = bound(enc, state.observation(0))
        except AmbitionsError as exc:
            raise InvalidOptions(f"agent 'policy' cannot play {game:.40}: {exc}") from None
        check_policy(self.model, enc, self.source)
        self.checked.add(enc.game)

    def act(self, decision: Decision) -> Any:
        obs = decision.observe()
        game = str(obs.get("game"))
        try:
            enc = bound(encodings_for(game), obs)
        except AmbitionsError as exc:
            raise InvalidOptions(f"agent 'policy' cannot play {game:.40}: {exc}") from None
        if enc.game not in self.checked:
            check_policy(self.model, enc, self.source)
            self.checked.add(enc.game)
        mask, by_index = action_mask(enc, decision.legal)
        encoded = enc.encode(obs)
        observation: Any
        if self.slots:
            observation, mask, choices = slot_view(enc, encoded, by_index, self.slots)
        else:
            observation = {"observation": encoded, "action_mask": mask} if self.dict_observation else encoded
            choices = []
        if self.deterministic:
            chosen, _ = self.model.predict(observation, action_masks=mask.astype(bool), deterministic=True)
        else:
            probs = self.probabilities(observation, mask)
            chosen = self.rng.choice(len(probs), p=probs)
        index = choices[int(chosen)] if self.slots else int(chosen)
        return by_index[index]

    def probabilities(self, observation: Any, mask: Any) -> Any:
        """The policy's distribution over its actions, the masked ones at zero."""
        torch, _ = _libraries()
        policy = self.model.policy
        tensor, _ = policy.obs_to_tensor(observation)
        with torch.no_grad():
            dist = policy.get_distribution(tensor, action_masks=mask.astype(bool)[None])
            probs = dist.distribution.probs[0].cpu().numpy().astype(np.float64)
        probs[mask == 0] = 0.0
        return probs / probs.sum()


def make_policy(seed: int, **options: str) -> PolicyAgent:
    """``policy:path=FILE[,deterministic=false][,threads=N]`` (the ``ambitions.agents`` entry
    point)."""
    path = options.pop("path", None)
    deterministic = options.pop("deterministic", "true").lower()
    threads = int(number_option(options, "threads", 1, "policy"))
    if options:
        raise InvalidOptions(f"agent 'policy' takes path, deterministic and threads, not {sorted(options)}")
    if deterministic not in ("true", "false", "1", "0", "yes", "no"):
        raise InvalidOptions(f"agent 'policy': deterministic is true or false, not {deterministic!r:.40}")
    if not path:
        raise InvalidOptions("agent 'policy' needs the policy file: policy:path=FILE")
    torch, _ = _libraries()
    if threads >= 1 and torch.get_num_threads() != threads:
        torch.set_num_threads(threads)
    return PolicyAgent(load_policy(path), seed, deterministic in ("true", "1", "yes"), path)
