"""Positions (placeholder)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ambitions.games.interstellar.state import InterstellarState


def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> InterstellarState:
    raise NotImplementedError
