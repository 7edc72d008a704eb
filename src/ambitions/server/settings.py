"""Every limit the server enforces, in one place: the fixed ones as named constants, the ones an
operator may change as the fields of `Settings` (each an ``ambitions serve`` option of the same
name: ``think_seconds`` is ``--think-seconds``). The README's "Playing online" lists them."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, fields
from typing import Final

from ambitions.core.errors import InvalidOptions

MAX_BODY: Final = 64 * 1024
MAX_REPLAY_BODY: Final = 4 * 1024 * 1024
REPLAY_SENT_WEIGHT: Final = 25
"""A record sent to be watched (``POST /api/replays``) is replayed whole on the server: it counts
as this many requests against the client's rate limit (`Settings.rate`, `Settings.burst`; by
default 2 a second, bursts of 4)."""
REPLAY_BUILDS: Final = 2
"""Records replayed at once by a process (finished games' and sent ones); more wait their turn."""
"""The largest record ``POST /api/replays`` takes (a whole campaign's record is a few hundred KiB;
every other request stays under `MAX_BODY`)."""
"""The largest request body or websocket message accepted, in bytes."""

HELLO_SECONDS: Final = 10.0
"""How long a websocket may stay silent before its hello."""

MAX_INTEGER: Final = 2**63 - 1
"""The largest magnitude of a whole number anywhere in a request body (a larger one is refused,
naming its field, before any endpoint reads it)."""

MAX_THINK_SECONDS: Final = 600.0
"""The most `Settings.think_seconds` may be."""

MAX_BOT_WORKERS: Final = 256
"""The most processes `Settings.bot_workers` may ask for."""

MAX_SERVE_WORKERS: Final = 64
"""The most processes ``serve --workers`` and ``bots --workers`` may start."""

MAX_STRIKES: Final = 100
"""Websocket messages over the rate limit before the connection is closed."""


def cores() -> int:
    """The processor cores this server may use (its CPU affinity where the system tells it)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


@dataclass(frozen=True)
class Settings:
    """How the server runs, and the limits an operator may change (`check` says what is allowed)."""

    think_seconds: float = 10.0
    """The longest a bot may think about one decision: an agent spec asking for more ``seconds``
    is refused, and a search still running past `think_deadline` is stopped (its process ended
    and replaced)."""
    bot_attempts: int = 3
    """A failing bot decision is tried this many times before its seat is reported."""
    bot_workers: int = 0
    """Processes for searching bots (0: one per core)."""
    max_iterations: int = 100_000
    """The most ``iterations`` an agent spec may ask for (a spec's ``workers`` may be at most the
    server's cores, `cores`)."""
    rate: float = 50.0
    """HTTP requests a second per client address (reads and writes alike, pages and files too)."""
    burst: int = 100
    """HTTP requests a client may make at once before `rate` applies."""
    ws_rate: float = 20.0
    """Websocket messages a second per connection."""
    ws_burst: int = 60
    """Websocket messages a connection may send at once before `ws_rate` applies."""
    sockets_per_client: int = 32
    """Websockets open at once per client address (one per open game page)."""
    idle_seconds: float = 600.0
    """A game nobody has touched for this long, with no one connected and no bot thinking, is
    dropped from memory (it stays in the database and is loaded again when asked for)."""
    max_live_games: int = 1000
    """Games kept in memory at most: beyond it the least recently used idle ones are dropped at
    once (games with someone connected or a bot thinking are never dropped)."""
    claim_seconds: float = 6.0
    """How long a claim on a bot decision holds unless renewed (several processes on one
    PostgreSQL database): the process thinking renews it every third of that while it thinks, so
    one that dies holds the decision this long at most before another takes it."""
    scan_seconds: float = 1.0
    """How often a process thinking for bots on a shared database looks for pending decisions no
    one holds (their claim lapsed, or no process heard of them)."""
    max_replays: int = 32
    """Replays kept in memory at most (finished games and record files being watched in the
    browser): beyond it the least recently used is dropped (a finished game's is built again when
    asked for; a record file must be sent again)."""
    policies: tuple[tuple[str, str], ...] = ()
    """Trained policies installed as bots, (name, file) (``--policy NAME=FILE``, repeatable): a
    game's creator asks for one as ``policy:NAME`` (`ambitions.server.policies`)."""

    def __post_init__(self) -> None:
        # (JSON hands `serve --workers N`'s processes lists, not tuples)
        object.__setattr__(self, "policies", tuple((str(n), str(f)) for n, f in self.policies))

    @property
    def think_deadline(self) -> float:
        """When a search is stopped: `think_seconds` and a margin for starting its process."""
        return self.think_seconds * 1.5 + 2

    def check(self) -> Settings:
        """These settings, if every one is allowed (raises `InvalidOptions` naming the first that
        is not by its ``serve`` option)."""
        for f in fields(self):
            if f.name not in BOUNDS:
                continue  # not a number: `policies`, checked when installed (`server.policies`)
            value = getattr(self, f.name)
            flag = "--" + f.name.replace("_", "-")
            low, high = BOUNDS[f.name]
            if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
                raise InvalidOptions(f"{flag} must be a finite number, not {value!r:.40}")
            if low is None:  # a positive amount
                if not 0 < value <= high:
                    raise InvalidOptions(f"{flag} must be more than 0 and at most {high:g}, not {value:g}")
            elif not float(value).is_integer() or not low <= value <= high:
                raise InvalidOptions(f"{flag} must be a whole number from {low} to {high}, not {value:g}")
        return self


BOUNDS: Final[dict[str, tuple[int | None, float]]] = {
    "think_seconds": (None, MAX_THINK_SECONDS),
    "bot_attempts": (1, 100),
    "bot_workers": (0, MAX_BOT_WORKERS),
    "max_iterations": (1, 10**9),
    "rate": (None, 1e6),
    "burst": (1, 10**6),
    "ws_rate": (None, 1e6),
    "ws_burst": (1, 10**6),
    "sockets_per_client": (1, 10**6),
    "idle_seconds": (None, 1e9),
    "max_live_games": (1, 10**9),
    "max_replays": (1, 10**6),
    "claim_seconds": (None, 3600.0),
    "scan_seconds": (None, 3600.0),
}
"""What each setting may be: (lowest, highest) for a whole number, (None, highest) for an amount
that must be more than 0."""
