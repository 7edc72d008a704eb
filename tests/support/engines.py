"""Compiled against pure-Python engines (`ambitions.core.compiled`): the same script run with the
install's compiled modules and in a subprocess with ``AMBITIONS_PURE=1``."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from ambitions.core import compiled


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
