"""Train a policy for Arcs: ``examples/train.py arcs`` (kept for the commands that name this file).

    python examples/train_arcs.py --minutes 25 --out arcs-ppo

takes every option of ``examples/train.py`` but the game (self-play with a league, vectorised or
Ray rollouts, checkpoints, resumption, the learning curve): see that file's docstring.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

if __name__ == "__main__":
    train = runpy.run_path(str(Path(__file__).with_name("train.py")))
    sys.exit(train["main"](["arcs", *sys.argv[1:]]))
