"""Trained policies as bot seats: files the operator installs, named, never paths from a request.

``ambitions serve --policy NAME=FILE`` (repeatable; ``ambitions bots`` takes the same) installs
the policy saved at ``FILE`` (sb3-contrib's ``MaskablePPO``, as ``examples/train.py`` writes it)
under ``NAME``. A game's creator asks for it as the bot ``policy:NAME``; the games/bots listing
(``GET /api/games``, each game's ``bots``) offers it for the game it was trained for. The ``policy``
agent's own form, ``policy:path=FILE``, is refused from a request whatever the file: a creator never
makes the server open a file. The stored seat keeps ``policy:NAME``; the file is looked up each
time the agent is made, so a server restarted without that policy reports the seat's bot as
failed, like any agent it cannot make.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ambitions.bots.base import make_agent
from ambitions.core.errors import InvalidOptions

AGENT: Final = "policy"
"""The agent name of trained policies (`ambitions.rl.policy`)."""

NAME: Final = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}")
"""What a policy's name may be: 1-40 letters, digits, ``_ . + -`` (not first)."""


@dataclass(frozen=True)
class InstalledPolicy:
    """A policy the operator installed."""

    name: str
    file: str
    """Its file (absolute; never shown to clients)."""
    game: str | None
    """The game it was trained for (None: not recorded in the file; offered for every game, and
    refused in one line by the agent at its first decision if it does not fit)."""

    @property
    def spec(self) -> str:
        """The bot kind clients ask for: ``policy:NAME``."""
        return f"{AGENT}:{self.name}"

    @property
    def agent_spec(self) -> str:
        """The agent spec that plays it."""
        return f"{AGENT}:path={self.file}"


def parse_policy_options(given: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """``NAME=FILE`` options as (name, file) pairs (raises `InvalidOptions` in one line)."""
    out: list[tuple[str, str]] = []
    for text in given:
        name, sep, file = text.partition("=")
        name, file = name.strip(), file.strip()
        if not sep or not name or not file:
            raise InvalidOptions(f"--policy {text!r:.100} is not NAME=FILE")
        out.append((name, file))
    return tuple(out)


def trained_game(file: Path) -> str | None:
    """The game a policy file names (``SlotPolicy``'s ``game`` in the saved policy's settings),
    read from the file's ``data`` member without loading the model; None if it names none."""
    import json

    try:
        with zipfile.ZipFile(file) as z:
            data = json.loads(z.read("data"))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return None
    kwargs = data.get("policy_kwargs") if isinstance(data, dict) else None
    game = kwargs.get("game") if isinstance(kwargs, dict) else None
    return game if isinstance(game, str) else None


def install_policies(pairs: Iterable[tuple[str, str]]) -> dict[str, InstalledPolicy]:
    """The policies `pairs` (name, file) install, each loaded once to check it (raises
    `InvalidOptions` naming the ``--policy`` at fault: a bad or repeated name, a missing file, a
    file that is not a policy, PyTorch missing)."""
    out: dict[str, InstalledPolicy] = {}
    for name, file in pairs:
        if not NAME.fullmatch(name):
            raise InvalidOptions(
                f"--policy {name!r:.60}: a policy's name is 1-40 letters, digits, '_', '.', '+' or '-'"
            )
        if name in out:
            raise InvalidOptions(f"--policy {name}: given twice")
        path = Path(file).expanduser()
        if not path.is_file():
            raise InvalidOptions(f"--policy {name}: no policy file {str(path)!r:.200}")
        path = path.resolve()
        if "," in str(path) or ";" in str(path):
            raise InvalidOptions(
                f"--policy {name}: the file's path may hold no ',' or ';' ({str(path)!r:.200})"
            )
        installed = InstalledPolicy(name, str(path), trained_game(path))
        try:
            agent = make_agent(installed.agent_spec, 0)  # loads it: a bad file fails now, not in a game
        except InvalidOptions as exc:
            raise InvalidOptions(f"--policy {name}: {exc}") from None
        close = getattr(agent, "close", None)
        if callable(close):
            close()
        out[name] = installed
    return out


def is_policy_spec(spec: str) -> bool:
    """Whether an agent spec asks for the ``policy`` agent (in any form)."""
    return spec.strip().partition(":")[0].strip() == AGENT


def resolve(spec: str, policies: Mapping[str, InstalledPolicy]) -> str:
    """The agent spec that plays `spec`: ``policy:NAME`` becomes the installed policy's own spec;
    any other spec is itself. Raises `InvalidOptions` for a ``policy`` spec that is not the name of
    an installed policy (a file path included)."""
    if not is_policy_spec(spec):
        return spec
    return installed(spec, policies).agent_spec


def installed(spec: str, policies: Mapping[str, InstalledPolicy]) -> InstalledPolicy:
    """The installed policy ``policy:NAME`` names (raises `InvalidOptions` as `resolve` does)."""
    _, _, name = spec.strip().partition(":")
    name = name.strip()
    found = policies.get(name)
    if found is None:
        offered = ", ".join(p.spec for p in policies.values()) or "none"
        if "=" in name or "/" in name:
            raise InvalidOptions(
                f"a policy bot names a policy this server installed (policy:NAME; installed: {offered}), "
                "never a file"
            )
        raise InvalidOptions(f"this server has no policy {name!r:.60} (installed: {offered})")
    return found
