"""Compiled against pure-Python engines (`ambitions.core.compiled`): the same script run with the
install's compiled modules and in a subprocess with ``AMBITIONS_PURE=1``."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys

import pytest

from ambitions.core import compiled

PLAY_RANDOM = r"""
import random
import ambitions

def play_random(game, players, seed, **options):
    # A seeded game of uniformly random legal actions, played to its end.
    s = ambitions.new_game(game, players=players, seed=seed, **options)
    rng = random.Random(seed)
    while not s.is_terminal():
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    return s
"""
"""Prepended to a script `check_engines` runs: ``play_random(game, players, seed, **options)``."""


def play(script: str, pure: bool) -> dict[str, object]:
    """Run `script` (it prints one JSON object) in a fresh interpreter, pure-Python if `pure`."""
    env = dict(os.environ)
    env.pop(compiled.PURE_ENV, None)
    if pure:
        env[compiled.PURE_ENV] = "1"
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout)
    return result


def check_engines(package: str, script: str) -> None:
    """`script` (it plays seeded games and prints ``status``, ``compiled`` and ``digest``) gives
    the same digest with `package`'s compiled modules and with its pure-Python ones; skipped when
    this install did not compile them."""
    importlib.import_module(package)  # (sets the build status)
    if compiled.STATUS[package] != "compiled":
        pytest.skip(f"this install's engine is {compiled.STATUS[package]}")
    fast, pure = play(script, pure=False), play(script, pure=True)
    assert fast["compiled"] is True and pure["compiled"] is False
    assert pure["status"] == f"pure: {compiled.PURE_ENV} is set"
    assert fast["digest"] == pure["digest"]
