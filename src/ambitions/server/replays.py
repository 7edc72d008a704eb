"""Replays in the browser: a finished game of this server, or a record file a browser sent,
watched again position by position as any seat saw it or as a spectator.

Each record is replayed once (`ambitions.play.replay.Replay`) and kept in a small cache, the least
recently used dropped first beyond `Settings.max_replays`. A frame is answered in the shape of
the game view the page already draws (`GameServer.view`: observation, text, log, status), with no
legal actions, and a ``replay`` block saying where it is (position, length, the decisions around
it, the outcome).

Who may watch what: a finished game's replay needs one of its tokens (any seat's or the
spectators') and is given only once the game is over, as its record is (the record holds every
deal, so choosing another seat's eyes then reveals nothing new). A record sent by a browser is
watched through the random id it was given, by whoever holds that id. A record whose options name
a file (``continue``, ``cards``) is refused: the server reads no file of its own machine for
anyone.
"""

from __future__ import annotations

import asyncio
import secrets
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from ambitions.core.errors import AmbitionsError, clip
from ambitions.core.registry import game_names, game_spec
from ambitions.core.results import winner_of
from ambitions.core.state import TERMINAL
from ambitions.play.replay import Replay
from ambitions.server.games import GameServer, ServerError, log_line_json
from ambitions.server.settings import REPLAY_BUILDS
from ambitions.server.views import catalogue_url, web_view_url

__all__ = ["Held", "ReplayCache", "Replays", "parse_seat"]

SPECTATOR: Final = "spectator"
"""The ``seat`` query value of a spectator's eyes."""


@dataclass(frozen=True)
class Held:
    """A replay kept in the cache: the replay, the id it is asked for by, what its seats were."""

    replay: Replay
    id: str
    source: str
    """``game`` (a finished game of this server) or ``file`` (a record a browser sent)."""
    seats: tuple[tuple[str, str | None], ...]
    """Each seat's kind (``human``, ``bot``; ``player`` when the record does not say) and agent."""
    own_seat: int | None = None
    """The seat the asking token opens (finished games; None: the spectators' token, or a file)."""


class ReplayCache:
    """At most `bound` replays, the least recently used dropped first."""

    def __init__(self, bound: int) -> None:
        self.bound = bound
        self._held: OrderedDict[str, Held] = OrderedDict()

    def __len__(self) -> int:
        return len(self._held)

    def __contains__(self, key: str) -> bool:
        return key in self._held

    def get(self, key: str) -> Held | None:
        """The replay kept under `key` (now the most recently used), or None."""
        held = self._held.get(key)
        if held is not None:
            self._held.move_to_end(key)
        return held

    def put(self, key: str, held: Held) -> Held:
        """Keep `held` under `key` (or the one already there), dropping the oldest beyond the bound."""
        kept = self._held.setdefault(key, held)
        self._held.move_to_end(key)
        while len(self._held) > self.bound:
            self._held.popitem(last=False)
        return kept


def parse_seat(text: str | None, players: int, default: int | None) -> int | None:
    """The viewer a ``seat`` query names: a seat number, ``spectator`` (None), or `default` when
    absent (raises a 400 `ServerError` naming ``seat``)."""
    if text is None:
        return default
    if text == SPECTATOR:
        return None
    if not (text.isascii() and text.isdigit()) or int(text) >= players:
        raise ServerError(
            400,
            "bad_request",
            f"seat must be 'spectator' or a seat from 0 to {players - 1}, not {clip(text, 20)!r}",
            "seat",
        )
    return int(text)


def check_position(replay: Replay, position: int, log_from: int) -> None:
    """Refuse (400 naming the field) a position outside the record or a log start past it."""
    if not 0 <= position <= len(replay):
        raise ServerError(
            400,
            "bad_request",
            f"position must be from 0 to {len(replay)} (the record's actions), not {clip(str(position), 24)}",
            "position",
        )
    if not 0 <= log_from <= position:
        raise ServerError(
            400,
            "bad_request",
            f"log_from must be from 0 to the position ({position}), not {clip(str(log_from), 24)}",
            "log_from",
        )


def record_refusal(record: Mapping[str, Any]) -> str | None:
    """Why a sent record is refused before it is replayed (a game this server does not offer, or
    options naming a file); None when it may be replayed."""
    game = record.get("game")
    if not isinstance(game, str) or game not in game_names():
        known = ", ".join(game_names())
        return f"a record's 'game' must be one of this server's games ({known}), not {clip(repr(game), 40)}"
    options = record.get("options")
    if not isinstance(options, Mapping):
        return None  # (the replay says what is wrong with it)
    try:
        spec = game_spec(game)
    except Exception:  # a broken plugin: as if it were not there
        return f"game {clip(game, 40)!r} cannot be loaded on this server"
    named = [o.name for o in spec.options if o.kind == "file" and o.name in options]
    if named:
        return (
            f"the record's option {named[0]!r} names a file on the machine that played it; "
            "this server reads no file for a replay"
        )
    return None


def frame_view(held: Held, position: int, viewer: int | None, log_from: int = 0) -> dict[str, Any]:
    """What `viewer` saw after the first `position` actions, in the shape of a game view (the log
    from line `log_from`: the lines before it are the same at every position)."""
    replay = held.replay
    spec = replay.spec
    state = replay.state_at(position)
    observation = state.observation(viewer)
    mover = state.current_player()
    over = mover == TERMINAL
    status: dict[str, Any] = {
        "id": held.id,
        "game": spec.name,
        "title": spec.display_name,
        "players": replay.players,
        "version": position,
        "over": over,
        "to_move": mover if mover >= 0 else None,
        "score": spec.score,
        "web_view": web_view_url(spec),
        "catalogue": catalogue_url(spec),
        "example": spec.help.action or None,
        "seats": [
            {
                "seat": k,
                "kind": kind,
                "agent": agent,
                "name": replay.names.get(k),
                "to_move": k == mover,
                "bot_error": None,
            }
            for k, (kind, agent) in enumerate(held.seats)
        ],
        "scores": state.scores(),
    }
    if over:
        status["winner"] = winner_of(state)
    log = [log_line_json(replay.line(k, viewer)) for k in range(log_from, position)]
    return {
        "id": held.id,
        "seat": viewer,
        "version": position,
        "observation": observation,
        "legal_actions": [],
        "text": spec.render(observation),
        "log": log,
        "log_start": log_from,
        "log_reset": log_from == 0,
        "undo": "a replay",
        "status": status,
        "replay": {
            "source": held.source,
            "position": position,
            "length": len(replay),
            "mover": mover,
            "own_seat": held.own_seat,
            "last": log_line_json(replay.line(position - 1, viewer)) if position else None,
            "previous_decision": replay.next_decision(position, forward=False),
            "next_decision": replay.next_decision(position),
            "outcome": replay.outcome(),
        },
    }


class Replays:
    """The replays of one server: finished games and sent records, in one bounded cache."""

    def __init__(self, games: GameServer, bound: int) -> None:
        self.games = games
        self.cache = ReplayCache(bound)
        self.building = asyncio.Semaphore(REPLAY_BUILDS)
        """Records replayed at once (`REPLAY_BUILDS`): CPU-bound work, the rest waits its turn."""

    async def of_game(
        self, game_id: str, token: str | None, position: int, seat: str | None, log_from: int = 0
    ) -> dict[str, Any]:
        """A frame of finished game `game_id` for a holder of one of its tokens (raises
        `ServerError`: 401 without a token of the game, 409 before the game is over)."""
        live = await self.games.get(game_id)
        own = self.games.viewer(live, token)
        if not live.over():
            raise ServerError(
                409,
                "game_not_over",
                "a game is replayed once it is over (its record holds every hidden card)",
            )
        key = f"game:{live.id}"
        held = self.cache.get(key)
        if held is None:
            session = live.session
            labels = {s: f"seat {s} ({agent.name})" for s, agent in session.agents.items()}
            seats = tuple((s.kind, s.agent) for s in live.seats)
            async with self.building:
                replay = await asyncio.to_thread(Replay, session.record(), labels)
            held = self.cache.put(key, Held(replay, live.id, "game", seats))
        viewer = parse_seat(seat, held.replay.players, own)
        check_position(held.replay, position, log_from)
        mine = Held(held.replay, held.id, held.source, held.seats, own)
        return await asyncio.to_thread(frame_view, mine, position, viewer, log_from)

    async def add(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """Replay a record a browser sent and keep it; its id and what it is (raises a 400
        `ServerError` with the one-line reason a record is refused)."""
        refused = record_refusal(record)
        if refused is not None:
            raise ServerError(400, "invalid_record", refused)
        try:
            async with self.building:  # (a record is replayed whole: a few at a time)
                replay = await asyncio.to_thread(Replay, record)
        except AmbitionsError as exc:
            raise ServerError(400, "invalid_record", clip(str(exc), 300)) from None
        except (TypeError, ValueError, KeyError, AttributeError, OverflowError, RecursionError) as exc:
            message = f"the record does not replay: {type(exc).__name__}: {clip(str(exc), 200)}"
            raise ServerError(400, "invalid_record", message) from None
        replay_id = secrets.token_urlsafe(12)
        seats = tuple(("player", None) for _ in range(replay.players))
        self.cache.put(f"file:{replay_id}", Held(replay, replay_id, "file", seats))
        return {
            "id": replay_id,
            "game": replay.game,
            "title": replay.spec.display_name,
            "players": replay.players,
            "length": len(replay),
            "outcome": replay.outcome(),
        }

    async def of_file(
        self, replay_id: str, position: int, seat: str | None, log_from: int = 0
    ) -> dict[str, Any]:
        """A frame of a record a browser sent (raises a 404 `ServerError` once it is no longer
        kept: send the file again)."""
        held = self.cache.get(f"file:{replay_id}") if len(replay_id) <= 64 else None
        if held is None:
            raise ServerError(
                404,
                "not_found",
                "this server does not hold that replay (or no longer: it keeps the most recent ones); "
                "choose the record file again",
            )
        viewer = parse_seat(seat, held.replay.players, None)
        check_position(held.replay, position, log_from)
        return await asyncio.to_thread(frame_view, held, position, viewer, log_from)
