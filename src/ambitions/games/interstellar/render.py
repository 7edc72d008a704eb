"""A plain-text view of an Interstellar observation (placeholder, filled in below)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def render(obs: Mapping[str, Any]) -> str:
    return json.dumps(obs, indent=1, sort_keys=True)


def describe(text: str, chance: bool) -> str | None:
    return None


def unseen(obs: Mapping[str, Any]) -> int:
    return 0
