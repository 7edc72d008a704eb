"""The games being played: each a `GameSession` rebuilt from its log, moved on by clients' moves
and by bots, written to the database before anyone hears of a change.

`GameServer` is the server without its web framework (`ambitions.server.app` maps HTTP and
websockets onto it), so tests can drive it directly. Every change to a game happens under that
game's lock, in this order: check the seat's token and the version the client saw, apply the move
to the live session, draw the chance outcomes that follow, write all of it in one transaction,
acknowledge, then tell every listener. If the write fails the live game is put back as it was.
Bots think outside the lock, in this process (cheap agents) or in a process pool (searching
agents, `server.pool`), within the game's think-time cap: a search past it is ended with its
process; a bot that fails is retried, then reported on its seat.

Games live in memory while they are used: one nobody has touched for `Settings.idle_seconds`,
with no one connected and no bot thinking, is dropped (and loaded again from its log when asked
for), and at most `Settings.max_live_games` are kept (the least recently used idle ones go first).

Several processes may serve one PostgreSQL database (`Store.shared`), behind any load balancer:
the database is the truth, a process's games a cache of it. A move is accepted by whichever
process receives it, its version checked by the conditional write (`Store.append`): a process
that was behind learns it there, catches up from the log and answers ``stale_version``. Each
change is announced (``NOTIFY``) and every other process hears it (`server.notices`): a game its
clients watch is caught up from the log and they are told; one nobody watches here is dropped
from memory, to be loaded afresh when asked for. A client whose move names a newer version than
the process holds makes it catch up first; a process that stopped listening catches up every
game it holds once it listens again, and reads from the log on each request meanwhile. A pending
bot decision is claimed in the database for a lease before a process thinks about it
(`Store.claim`), so only one process does; one that dies mid-decision loses nothing: its lease
lapses and another process, scanning for such decisions every `Settings.scan_seconds`, takes it. A server
may think for its bots (the default), leave them to bot workers (``ambitions bots``:
`GameServer` with ``bots="worker"``, no clients, taking each decision announced) or neither.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import random
import secrets
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

import ambitions
from ambitions.bots.base import Decision, checked_act, decision_for, make_agent, observes, parse_spec
from ambitions.core.errors import AmbitionsError, shorten
from ambitions.core.names import name_problem
from ambitions.core.registry import game_spec
from ambitions.core.results import winner_of
from ambitions.core.spec import GameSpec
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.session import GameSession, rebuild_steps
from ambitions.server.notices import Notices
from ambitions.server.policies import InstalledPolicy, install_policies, installed, is_policy_spec, resolve
from ambitions.server.pool import ThinkPool, WorkerFailed
from ambitions.server.settings import Settings, cores
from ambitions.server.store import (
    Changes,
    Entry,
    Seat,
    Stale,
    Store,
    StoredGame,
    new_token,
    same_hash,
    token_hash,
)
from ambitions.server.views import catalogue_url, rules_url, web_view_url

__all__ = ["GameServer", "Listener", "LiveGame", "ServerError", "Settings"]

log = logging.getLogger("ambitions.server")

ERROR_STATUS: Final = {
    "invalid_action_text": 400,
    "invalid_options": 400,
    "invalid_record": 400,
    "illegal_action": 409,
}
"""HTTP status of each kernel error code (a move that parses but is not legal conflicts with the
game's state)."""


def dice_odds(spec: GameSpec, legal: Sequence[str]) -> dict[str, str]:
    """The odds of each of `legal` that chooses dice (`GameSpec.odds`: from the action's text
    alone, so a seat learns nothing it could not work out itself)."""
    if spec.odds is None:
        return {}
    return {text: odds for text in legal if (odds := spec.odds(text)) is not None}


class ServerError(Exception):
    """An answer other than success: an HTTP status, a stable code, a message for people and,
    when one field of the request is at fault, its name (``players``, ``seats.1.bot``)."""

    def __init__(self, status: int, code: str, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.field = field

    def to_json(self) -> dict[str, Any]:
        error = {"code": self.code, "message": self.message}
        if self.field is not None:
            error["field"] = self.field
        return {"error": error}

    @classmethod
    def of(cls, exc: AmbitionsError, field: str | None = None) -> ServerError:
        return cls(ERROR_STATUS.get(exc.code, 400), exc.code, str(exc), field)


SCAN_BATCH: Final = 20
"""The most pending decisions one scan takes."""

BOT_MODES: Final = ("here", "none", "worker")
"""Who thinks for a `GameServer`'s bots: ``here`` (this process, the default), ``none`` (bot
workers elsewhere), ``worker`` (this process is a bot worker: it also takes the decisions other
processes announce)."""

UNMADE_AGENT: Final = "its agent cannot be made"
"""How a bot seat whose agent this version cannot make is reported (kept across catch-ups)."""

RESERVED_OPTIONS: Final = ("game", "name", "players", "seed")
"""Keys `options` may not hold: the game, its players and its seed are fields of their own."""


@dataclass(eq=False)
class Listener:
    """A connected client: its seat (None: a spectator) and the messages waiting to go out."""

    seat: int | None
    queue: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)
    log_sent: int = 0
    """How many log lines it has been sent (an undo shrinks the log: it is then sent anew)."""


@dataclass
class LiveGame:
    """A game in memory: its stored facts, the session rebuilt from its log, its listeners."""

    stored: StoredGame
    spec: GameSpec
    session: GameSession
    version: int
    seats: list[Seat]
    receipts: dict[str, tuple[int, int]]
    """Each client move id already applied: the seat that sent it and the version its
    acknowledgement reported (a receipt for that seat only)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    listeners: set[Listener] = field(default_factory=set)
    bots: asyncio.Task[None] | None = None
    touched: float = field(default_factory=time.monotonic)
    """When it was last asked for, or last left by a client or a bot (`time.monotonic`)."""
    stored_bot: int | None = None
    """The pending bot seat as the database has it (`Store.mark` when it differs)."""
    behind: int = 0
    """The newest version another process announced (caught up from the log when asked for)."""
    catching: bool = False
    """A catch-up is waiting to read the log (a notice meanwhile needs no other)."""

    @property
    def id(self) -> str:
        return self.stored.id

    def over(self) -> bool:
        return self.session.is_over()

    def bot_to_move(self) -> int | None:
        mover = self.session.mover()
        if mover >= 0 and self.seats[mover].kind == "bot" and self.seats[mover].bot_error is None:
            return mover
        return None

    def idle(self) -> bool:
        """True if nobody uses it now: no one connected, no change under way, no bot thinking (it
        may then be dropped from memory)."""
        return not self.listeners and not self.lock.locked() and (self.bots is None or self.bots.done())


def think(spec: str, seed: int, decision: Decision) -> str:
    """A bot's decision (run in a worker process for searching agents): its action's text."""
    agent = make_agent(spec, seed)
    try:
        return str(checked_act(agent, decision))
    finally:
        close = getattr(agent, "close", None)
        if callable(close):
            close()


def bot_seed(seed: int, seat: int, version: int, attempt: int) -> int:
    """The seed of a bot's decision: from the game, the seat and the log's length, so a restarted
    server makes the same decision."""
    return random.Random(f"server-bot:{seed}:{seat}:{version}:{attempt}").randrange(2**31)


def effective_actions(entries: Sequence[Entry]) -> list[str]:
    """The actions a log leaves standing: each undo takes back the action before it."""
    actions: list[str] = []
    for e in entries:
        if e.kind == "undo":
            if actions:
                actions.pop()
        else:
            actions.append(e.text)
    return actions


class GameServer:
    """Every game of one database (see the module docstring)."""

    def __init__(self, store: Store, settings: Settings | None = None, bots: str = "here") -> None:
        if bots not in BOT_MODES:
            raise ValueError(f"bots must be one of {BOT_MODES}, not {bots!r}")
        self.store = store
        self.settings = (settings or Settings()).check()
        self.policies = install_policies(self.settings.policies)
        """The trained policies installed as bots, by name (``policy:NAME``)."""
        self.bots = bots
        self.live: dict[str, LiveGame] = {}
        self._loading: dict[str, asyncio.Future[LiveGame]] = {}
        self._pool: ThinkPool | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._scanner: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self.notices: Notices | None = None
        self.lease = self.settings.claim_seconds
        """How long a claim on a bot decision holds unless renewed."""
        self.decided = 0
        """Bot decisions this process made and stored."""
        self.closed = False

    # -- start and stop ---------------------------------------------------------------------------
    async def start(self) -> None:
        """Set going the bots of the games where one is to decide (after a restart); on a shared
        database, listen to the other processes and scan for pending decisions no one holds;
        start dropping idle games."""
        loop = asyncio.get_running_loop()
        if self.store.shared:
            url = self.store.engine.url.render_as_string(hide_password=False)
            self.notices = Notices(url, self._heard, self._listening)
            self.notices.start()
            if self.bots != "none":
                self._scanner = loop.create_task(self._scan())
        elif self.bots != "none":
            for game_id in await asyncio.to_thread(self.store.pending):
                try:
                    live = await self.get(game_id)
                except ServerError as exc:  # a game whose code is gone: say so, serve the others
                    log.warning("game %s cannot be loaded: %s", game_id, exc.message)
                    continue
                self._kick_bots(live)
        self._sweeper = loop.create_task(self._sweep())

    async def drain(self, timeout: float) -> None:
        """Take no more bot decisions and let those under way finish (for `timeout` seconds at
        most: `close` then stops the rest)."""
        self.closed = True
        thinking = [
            live.bots for live in self.live.values() if live.bots is not None and not live.bots.done()
        ]
        if thinking:
            await asyncio.wait(thinking, timeout=timeout)

    async def close(self) -> None:
        """Stop listening, stop the bots and end every process they think in."""
        self.closed = True
        if self.notices is not None:
            await self.notices.stop()
        tasks = [live.bots for live in self.live.values() if live.bots is not None]
        tasks += [t for t in (self._sweeper, self._scanner) if t is not None]
        tasks += list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def bot_pool(self) -> ThinkPool:
        """The searching bots' processes (`Settings.bot_workers`, started when first needed)."""
        if self._pool is None:
            self._pool = ThinkPool(self.settings.bot_workers or cores(), preload=(__name__,))
        return self._pool

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run `work` in the background (kept until done; cancelled on `close`)."""
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # -- other processes ------------------------------------------------------------------------------
    def _heard(self, game_id: str, version: int, bot: bool, writer: str) -> None:
        """Another process changed `game_id` (now at `version`; `bot`: a bot is to decide): a
        game watched here is caught up and its clients told; one nobody uses here is dropped
        (a bot worker keeps it, to catch up when it next decides there); a bot worker takes a
        decision announced."""
        if writer == self.store.writer or self.closed:
            return
        live = self.live.get(game_id)
        if live is not None:
            live.behind = max(live.behind, version)
            if live.listeners or not live.idle():
                self._catch_up_soon(live)
            elif self.bots != "worker":
                del self.live[game_id]
        if bot and self.bots == "worker":
            self._spawn(self._take(game_id, version, claimed=False))

    async def _listening(self) -> None:
        """Listening (again): catch up every game held here that the log holds more of."""
        stored = await asyncio.to_thread(self.store.versions, list(self.live))
        for game_id, version in stored.items():
            live = self.live.get(game_id)
            if live is not None and version != live.version:
                live.behind = max(live.behind, version)
                self._catch_up_soon(live)

    def _catch_up_soon(self, live: LiveGame) -> None:
        """Catch `live` up in the background (once for notices that come together)."""
        if not live.catching:
            live.catching = True
            self._spawn(self._catch_up_quietly(live))

    async def _catch_up_quietly(self, live: LiveGame) -> None:
        try:
            await self.catch_up(live)
        except Exception as exc:  # the database is away: the next request or notice tries again
            log.warning("game %s: cannot catch up: %s", live.id, type(exc).__name__)
        finally:
            live.catching = False

    async def catch_up(self, live: LiveGame) -> None:
        """Bring `live` up to the log (other processes' moves, bots' failures and retries) and
        tell its clients; then its bots go on if they are to."""
        async with live.lock:
            live.catching = False  # a notice from now on needs a read of its own
            changes = await asyncio.to_thread(self.store.since, live.id, live.version)
            if changes is not None and await self._apply_changes(live, changes):
                self._broadcast(live)
        self._kick_bots(live)

    async def _apply_changes(self, live: LiveGame, changes: Changes) -> bool:
        """Apply what other processes wrote to `live` (rebuilt from the whole log after an undo,
        or if the entries do not apply); True if anything changed."""
        seats = [
            replace(s, bot_error=c.bot_error or (s.bot_error if _unmade(s.bot_error) else None), name=c.name)
            for s, c in zip(live.seats, changes.seats, strict=True)
        ]
        changed = seats != live.seats
        for s, c in zip(live.seats, changes.seats, strict=True):
            if s.name != c.name:  # a seat renamed through another process: the log is sent anew
                live.session.set_name(s.seat, c.name)
                for listener in live.listeners:
                    listener.log_sent = 0
        live.seats = seats
        if changes.version == live.version:
            return changed
        checkpoint = _checkpoint(live)
        applied = changes.version == live.version + len(changes.entries)
        try:
            for entry in changes.entries if applied else ():
                if entry.kind != "action":
                    applied = False
                    break
                live.session.apply_logged(entry.text)
                if entry.move_id:
                    live.receipts[entry.move_id] = (entry.seat, entry.ack_version or 0)
        except AmbitionsError:
            applied = False
        if applied:
            live.version = changes.version
            return True
        _restore(live, checkpoint)
        stored = await asyncio.to_thread(self.store.load, live.id)
        if stored is None:
            return changed
        fresh = self._rebuild(stored)
        live.stored, live.session, live.version = fresh.stored, fresh.session, fresh.version
        live.seats, live.receipts, live.stored_bot = fresh.seats, fresh.receipts, fresh.stored_bot
        for listener in live.listeners:
            listener.log_sent = 0  # the log is sent anew
        return True

    async def _mark(self, live: LiveGame) -> None:
        """Record in the database the bot seat now to decide, if it says otherwise."""
        bot = live.bot_to_move()
        if bot != live.stored_bot and await asyncio.to_thread(self.store.mark, live.id, live.version, bot):
            live.stored_bot = bot

    # -- games in memory ------------------------------------------------------------------------------
    async def _sweep(self) -> None:
        period = min(60.0, self.settings.idle_seconds / 2)
        while True:
            await asyncio.sleep(period)
            self.drop_idle()

    def drop_idle(self) -> list[str]:
        """Drop from memory every game idle for `Settings.idle_seconds`; the ids dropped."""
        now = time.monotonic()
        dropped = [
            game_id
            for game_id, live in self.live.items()
            if live.idle() and now - live.touched >= self.settings.idle_seconds
        ]
        for game_id in dropped:
            del self.live[game_id]
        return dropped

    def _trim(self, keep: str) -> None:
        """Drop the least recently used idle games (never `keep`) while there are too many."""
        excess = len(self.live) - self.settings.max_live_games
        if excess <= 0:
            return
        idle = sorted(
            (live.touched, game_id) for game_id, live in self.live.items() if game_id != keep and live.idle()
        )
        for _, game_id in idle[:excess]:
            del self.live[game_id]
        if len(self.live) > self.settings.max_live_games:
            log.warning(
                "%d games in memory, all in use (--max-live-games %d)",
                len(self.live),
                self.settings.max_live_games,
            )

    # -- creating and loading ------------------------------------------------------------------------
    async def create(
        self,
        game: str,
        players: int,
        seats: Sequence[str | None] | None = None,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        names: Sequence[str | None] | None = None,
    ) -> dict[str, Any]:
        """A new game: `seats` holds None for a human seat or an agent spec for a bot (None: every
        seat human); `names`, one per seat, a human seat's display name or None (a bot is named
        after its agent). The answer holds each human seat's secret token and the spectators' token
        (shown once: only their hashes are kept). Everything is checked before anything is
        built, cheapest first (raises `ServerError` naming the field at fault)."""
        options = dict(options or {})
        spec = self.checked_game(game, players)
        seats = [None] * players if seats is None else list(seats)
        if len(seats) != players:
            raise ServerError(
                400, "invalid_options", f"{players} players need {players} seats, got {len(seats)}", "seats"
            )
        for k, agent in enumerate(seats):
            if agent is not None:
                self.check_agent(agent, f"seats.{k}.bot", spec.name)
        names = self.check_names(names, seats)
        seed = secrets.randbelow(2**31) if seed is None else seed
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(2**62) < seed < 2**62:
            raise ServerError(
                400,
                "invalid_options",
                f"a seed must be a whole number within ±2**62, not {shorten(seed)}",
                "seed",
            )
        self.check_options(spec, players, options, seed)
        kinds = self.seat_kinds(spec, players, options, seats)
        for k, (kind, name) in enumerate(zip(kinds, names, strict=True)):
            if name is not None and kind != "human":
                raise ServerError(
                    400,
                    "invalid_name",
                    f"seat {k} is played by the rules: it has no player to name",
                    f"seats.{k}.name",
                )
        tokens = [new_token() if kind == "human" else None for kind in kinds]
        spectator = new_token()
        rows = [
            Seat(k, kind, agent, token_hash(t) if t else None, None, name)
            for k, (kind, agent, t, name) in enumerate(zip(kinds, seats, tokens, names, strict=True))
        ]
        game_id = secrets.token_urlsafe(9)
        await asyncio.to_thread(
            self.store.create, game_id, spec.name, players, seed, options, rows, token_hash(spectator)
        )
        live = await self.get(game_id)
        async with live.lock:
            await self._settle(live, [])  # the opening chance outcomes (initiative, setup, deals)
        self._kick_bots(live)
        return {
            "id": game_id,
            "game": spec.name,
            "players": players,
            "seed": seed,
            "seats": [
                {"seat": k, "kind": s.kind, "agent": s.agent, "name": s.name, "token": t}
                for k, (s, t) in enumerate(zip(rows, tokens, strict=True))
            ],
            "spectator_token": spectator,
        }

    @staticmethod
    def check_names(names: Sequence[str | None] | None, seats: Sequence[str | None]) -> list[str | None]:
        """The seats' names trimmed, one per seat (raises `ServerError` naming ``seats.K.name``
        for a name `core.names` refuses, or a name given to a bot's seat)."""
        names = [None] * len(seats) if names is None else list(names)
        if len(names) != len(seats):
            raise ServerError(
                400, "invalid_name", f"{len(seats)} seats need {len(seats)} names, got {len(names)}", "seats"
            )
        out: list[str | None] = []
        for k, (name, agent) in enumerate(zip(names, seats, strict=True)):
            if name is not None and agent is not None:
                raise ServerError(
                    400,
                    "invalid_name",
                    f"seat {k} is a bot's: it is named after its agent",
                    f"seats.{k}.name",
                )
            out.append(None if name is None else clean(name, f"seats.{k}.name"))
        return out

    @staticmethod
    def seat_kinds(
        spec: GameSpec, players: int, options: Mapping[str, Any], seats: Sequence[str | None]
    ) -> list[str]:
        """Each seat's kind: ``human`` (a secret link), ``bot`` (an agent) or ``rules``, a seat
        the game's rules play themselves (ARCADEs' solo bots: `GameSpec.deciding_seats`), which
        gets neither a link nor an agent. A bot asked for such a seat is refused, naming it."""
        deciding = set(spec.seats_deciding(players, options))
        kinds = []
        for k, agent in enumerate(seats):
            if k not in deciding and agent is not None:
                raise ServerError(
                    400,
                    "invalid_options",
                    f"seat {k} is played by the rules of this {spec.display_name} game: give it no bot",
                    f"seats.{k}.bot",
                )
            kinds.append("rules" if k not in deciding else "human" if agent is None else "bot")
        return kinds

    @staticmethod
    def checked_game(game: str, players: Any) -> GameSpec:
        """The game's spec, its player count checked (raises `ServerError` naming the field)."""
        try:
            spec = game_spec(game)
        except AmbitionsError as exc:
            raise ServerError.of(exc, "game") from None
        if isinstance(players, bool) or not isinstance(players, int) or players not in spec.players:
            counts = ", ".join(map(str, spec.players))
            raise ServerError(
                400,
                "invalid_options",
                f"{spec.display_name} is for {counts} players, not {shorten(players)}",
                "players",
            )
        return spec

    @staticmethod
    def check_options(spec: GameSpec, players: int, options: Mapping[str, Any], seed: int) -> None:
        """Refuse options that are not options (the game, players, seed), a file path (this
        server reads none of its files), and whatever the game itself refuses."""
        for key in options:
            if key in RESERVED_OPTIONS:
                raise ServerError(
                    400,
                    "invalid_options",
                    f"{key!r} is not an option: the game, its players and its seed are fields of their own",
                    f"options.{key}",
                )
        for option in spec.options:
            if option.kind == "file" and option.name in options:
                instead = f"; send the file's content as {option.content}" if option.content else ""
                raise ServerError(
                    400,
                    "invalid_options",
                    f"{option.name} names a file on the server's machine, which this server "
                    f"does not read{instead}",
                    f"options.{option.name}",
                )
        try:
            ambitions.new_game(spec.name, players=players, seed=seed, **options)  # one clear error
        except AmbitionsError as exc:
            raise ServerError.of(exc, "options") from None

    def seats_for(self, game: str, players: int, options: dict[str, Any]) -> dict[str, Any]:
        """Which seats of a game with these options decide, and which its rules play (the start
        page asks before offering a person or a bot for each seat); bad options are refused as
        `create` refuses them."""
        spec = self.checked_game(game, players)
        self.check_options(spec, players, options, 0)
        kinds = self.seat_kinds(spec, players, options, [None] * players)
        return {"seats": [{"seat": k, "kind": kind} for k, kind in enumerate(kinds)]}

    def bots_for(self, game: str) -> list[dict[str, str]]:
        """The bot kinds offered for `game` (the start page's seat chooser): the project's bots,
        then the policies installed for that game (or naming none)."""
        offered = [
            {"bot": "random+", "label": "random+"},
            {"bot": "greedy", "label": "greedy"},
            {"bot": "ismcts:seconds=2", "label": "ismcts (2 s a move)"},
        ]
        mine: list[InstalledPolicy] = [p for p in self.policies.values() if p.game in (None, game)]
        offered += [{"bot": p.spec, "label": f"policy {p.name} (trained)"} for p in mine]
        return offered

    def check_agent(self, agent: str, field: str = "bot", game: str | None = None) -> None:
        """Refuse (`ServerError` naming `field`) an agent spec that is unknown or malformed, has a
        number that is not finite (`make_agent` says so), or asks for more than this server
        gives: ``seconds`` over `Settings.think_seconds`, ``iterations`` over
        `Settings.max_iterations`, ``workers`` over the server's cores. A trained policy is asked
        for by the name the operator installed it under, ``policy:NAME``, never by its file."""
        try:
            if is_policy_spec(agent):
                policy = installed(agent, self.policies)  # an installed policy's name, or refused
                if game is not None and policy.game not in (None, game):
                    raise ServerError(
                        400,
                        "invalid_options",
                        f"policy {policy.name} was trained for {policy.game}, not {game}",
                        field,
                    )
                return
            _, options = parse_spec(agent)
            made = make_agent(agent, 0)
        except AmbitionsError as exc:
            raise ServerError.of(exc, field) from None
        except (TypeError, ValueError) as exc:  # an installed agent's factory refusing its options
            message = f"agent {agent!r:.80}: {type(exc).__name__}: {exc}"[:300]
            raise ServerError(400, "invalid_options", message, field) from None
        close = getattr(made, "close", None)
        if callable(close):
            close()
        limits = {
            "seconds": (self.settings.think_seconds, "this server lets a bot think {:g} s at most"),
            "iterations": (self.settings.max_iterations, "this server allows {:g} iterations at most"),
            "workers": (cores(), "this server has {:g} cores"),
        }
        for key, (most, why) in limits.items():
            if key not in options:
                continue
            try:
                value = float(options[key])
            except ValueError:
                value = math.nan
            if not value <= most:  # also refuses a NaN an agent let through
                raise ServerError(
                    400,
                    "invalid_options",
                    f"agent {agent!r:.80}: {key}={options[key]:.20}, but {why.format(most)}",
                    field,
                )

    async def get(self, game_id: str) -> LiveGame:
        """The live game `game_id`, loaded from the database the first time (raises `ServerError`)."""
        live = self.live.get(game_id)
        if live is not None:
            live.touched = time.monotonic()
            deaf = self.notices is not None and not self.notices.listening.is_set()
            if live.behind > live.version or deaf:  # another process moved it on, or may have
                await self.catch_up(live)
            return live
        pending = self._loading.get(game_id)
        if pending is not None:
            return await pending
        future: asyncio.Future[LiveGame] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = future
        try:
            stored = await asyncio.to_thread(self.store.load, game_id) if len(game_id) <= 32 else None
            if stored is None:
                raise ServerError(404, "not_found", f"there is no game {game_id[:40]!r}")
            live = self._rebuild(stored)
            self.live[game_id] = live
            self._trim(keep=game_id)
            future.set_result(live)
            if live.stored_bot != live.bot_to_move():
                await self._mark(live)  # (a game written before pending bots were kept)
            self._kick_bots(live)  # a game dropped from memory goes on where it was
            return live
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # mark it retrieved: the caller raises it
            raise
        finally:
            del self._loading[game_id]

    def _rebuild(self, stored: StoredGame) -> LiveGame:
        try:
            spec = game_spec(stored.game)
            record = {
                "game": stored.game,
                "players": stored.players,
                "seed": stored.seed,
                "options": stored.options,
                "actions": effective_actions(stored.entries),
            }
            state = ambitions.replay(record)
            steps = rebuild_steps(record)
        except AmbitionsError as exc:
            raise ServerError(500, "broken_game", f"game {stored.id} does not replay: {exc}") from None
        humans = [s.seat for s in stored.seats if s.kind == "human"]
        seats = list(stored.seats)
        agents = {}
        for k, s in enumerate(seats):
            if s.kind != "bot":
                continue
            try:
                agents[s.seat] = make_agent(resolve(s.agent or "random", self.policies), 0)
            except AmbitionsError as exc:  # a spec this version refuses: reported on its seat
                agents[s.seat] = make_agent("random", 0)
                seats[k] = replace(s, bot_error=f"{UNMADE_AGENT}: {exc}"[:300])
        receipts = {e.move_id: (e.seat, e.ack_version or 0) for e in stored.entries if e.move_id}
        names = {s.seat: s.name for s in seats if s.name}
        session = GameSession(state, humans, agents, steps, names)
        live = LiveGame(stored, spec, session, stored.version, seats, receipts)
        live.stored_bot = stored.bot_seat
        return live

    # -- who is asking -------------------------------------------------------------------------------
    @staticmethod
    def viewer(live: LiveGame, token: str | None) -> int | None:
        """The seat `token` opens in `live` (None: the spectators' token); raises `ServerError`."""
        if not token:
            raise ServerError(401, "bad_token", "this needs the secret token of a seat or of the spectators")
        hashed = token_hash(token)
        for s in live.seats:
            if same_hash(s.token_hash, hashed):
                return s.seat
        if same_hash(live.stored.spectator_hash, hashed):
            return None
        raise ServerError(401, "bad_token", "that token opens no seat of this game")

    @classmethod
    def player(cls, live: LiveGame, token: str | None) -> int:
        seat = cls.viewer(live, token)
        if seat is None:
            raise ServerError(403, "spectator", "spectators watch; only a seat's token may act")
        return seat

    # -- what a client is shown ----------------------------------------------------------------------
    def status(self, live: LiveGame) -> dict[str, Any]:
        """Public facts: whose turn it is, the version, the seats and their running scores, where
        the game's browser view and catalogue are; the winner once it is over."""
        session = live.session
        mover = session.mover()
        out: dict[str, Any] = {
            "id": live.id,
            "game": live.spec.name,
            "title": live.spec.display_name,
            "players": live.stored.players,
            "version": live.version,
            "over": mover == TERMINAL,
            "to_move": mover if mover >= 0 else None,
            "score": live.spec.score,
            "web_view": web_view_url(live.spec),
            "catalogue": catalogue_url(live.spec),
            "rules": rules_url(live.spec),
            "example": live.spec.help.action or None,
            "seats": [
                {
                    "seat": s.seat,
                    "kind": s.kind,
                    "agent": s.agent,
                    "name": s.name,
                    "to_move": s.seat == mover,
                    "bot_error": s.bot_error,
                }
                for s in live.seats
            ],
        }
        out["scores"] = session.state.scores()  # the running score, as the table shows it
        if mover == TERMINAL:
            out["winner"] = winner_of(session.state)
        out["result"] = self.result_pause(live)
        return out

    @staticmethod
    def result_pause(live: LiveGame) -> str | None:
        """What the game hands on now, if anything (`GameSpec.result`: the campaign's file), in
        words: at its end, or where it may stop (`GameSpec.pause`: the campaign's packing up at
        the Intermission's end); None when there is nothing to hand on yet."""
        spec, state = live.spec, live.session.state
        if spec.result is None:
            return None
        if state.current_player() == TERMINAL:
            return "the game is over: its result can be downloaded"
        return spec.pause(state) if spec.pause is not None else None

    def view(self, live: LiveGame, seat: int | None, listener: Listener | None = None) -> dict[str, Any]:
        """What `seat` (None: a spectator) sees now: its observation, its legal actions (the odds
        of those choosing dice, `GameSpec.odds`, and the kinds of rule note they are, in the
        game's order, `GameSpec.rules`), the game as plain text, the log as it may
        see it, undo, and the status. For a `listener`, only the log lines it has not been sent
        (all of them after an undo, with ``log_reset``)."""
        session = live.session
        obs = session.observation(seat)
        steps = session.steps
        start = 0
        reset = True
        if listener is not None:
            if listener.log_sent <= len(steps):
                start, reset = listener.log_sent, listener.log_sent == 0
            listener.log_sent = len(steps)
        mover = session.mover()
        mine = seat is not None and mover == seat
        legal = session.legal_texts() if mine else []
        return {
            "id": live.id,
            "seat": seat,
            "version": live.version,
            "observation": obs,
            "legal_actions": legal,
            "odds": dice_odds(live.spec, legal),
            "rule_kinds": [note.kind for note in live.spec.notes_first(legal)[0]],
            "text": live.spec.render(obs),
            "log": [log_line_json(session.log_line(step, seat)) for step in steps[start:]],
            "log_start": start,
            "log_reset": reset,
            "undo": (session.undo_blocker(seat) or "") if seat is not None and mine else "not your decision",
            "status": self.status(live),
        }

    def subscribe(self, live: LiveGame, seat: int | None) -> Listener:
        listener = Listener(seat)
        live.listeners.add(listener)
        return listener

    @staticmethod
    def unsubscribe(live: LiveGame, listener: Listener) -> None:
        live.listeners.discard(listener)
        live.touched = time.monotonic()

    def _broadcast(self, live: LiveGame) -> None:
        for listener in list(live.listeners):
            listener.queue.put_nowait({"type": "update", **self.view(live, listener.seat, listener)})

    # -- moves ---------------------------------------------------------------------------------------
    async def move(
        self,
        game_id: str,
        token: str | None,
        version: int,
        move_id: str,
        text: str,
        on_ack: Callable[[dict[str, Any]], None] | None = None,
    ) -> dict[str, Any]:
        """Apply a seat's move made on `version` (raises `ServerError`); a move id seen before is
        answered as it was the first time, and not applied again."""

        def play(live: LiveGame, seat: int) -> tuple[Entry, dict[str, Any]]:
            if live.session.mover() != seat:
                mover = live.session.state.describe_mover()
                raise ServerError(409, "not_your_turn", f"it is not seat {seat}'s decision ({mover})")
            try:
                step = live.session.apply_text(text)
            except AmbitionsError as exc:
                raise ServerError.of(exc) from None
            return Entry(seat, "action", step.text, move_id), {"action": step.text}

        return await self._change(game_id, token, version, move_id, on_ack, play, chance=True)

    async def undo(
        self,
        game_id: str,
        token: str | None,
        version: int,
        move_id: str,
        on_ack: Callable[[dict[str, Any]], None] | None = None,
    ) -> dict[str, Any]:
        """Take back the seat's last decision, as the terminal game allows (raises `ServerError`)."""

        def take_back(live: LiveGame, seat: int) -> tuple[Entry, dict[str, Any]]:
            reason = live.session.undo_blocker(seat)
            if reason is not None:
                raise ServerError(409, "cannot_undo", reason)
            undone = live.session.undo(seat)
            return Entry(seat, "undo", undone.text, move_id), {"undone": undone.text}

        return await self._change(game_id, token, version, move_id, on_ack, take_back, chance=False)

    async def _change(
        self,
        game_id: str,
        token: str | None,
        version: int,
        move_id: str,
        on_ack: Callable[[dict[str, Any]], None] | None,
        change: Callable[[LiveGame, int], tuple[Entry, dict[str, Any]]],
        chance: bool,
    ) -> dict[str, Any]:
        """A seat's change to its game, under the game's lock: the token, a repeated move id, the
        version; then `change` (raising `ServerError` leaves the game as it was), the write, the
        acknowledgement, the broadcast, and the bots' turn if it is theirs."""
        live = await self.get(game_id)
        if version > live.version and self.store.shared:  # the client has seen what this process has not
            await self.catch_up(live)
        async with live.lock:
            seat = self.player(live, token)
            if move_id in live.receipts:
                sender, version = live.receipts[move_id]
                if sender != seat:
                    raise ServerError(
                        409,
                        "move_id_taken",
                        f"move id {move_id!r:.40} is another seat's move; send a new id",
                        "move_id",
                    )
                return self._ack(version, move_id, on_ack, repeated=True)
            self._check_version(live, version)
            checkpoint = _checkpoint(live)
            entry, extra = change(live, seat)
            ack = await self._settle(live, [entry], checkpoint, chance=chance)
            live.receipts[move_id] = (seat, ack)
            answer = self._ack(ack, move_id, on_ack, **extra)
            self._broadcast(live)
        self._kick_bots(live)
        return answer

    @staticmethod
    def _check_version(live: LiveGame, version: int) -> None:
        if version != live.version:
            raise ServerError(
                409,
                "stale_version",
                f"the move was made on version {version}; the game is at version {live.version}",
            )

    @staticmethod
    def _ack(
        version: int, move_id: str, on_ack: Callable[[dict[str, Any]], None] | None, **extra: Any
    ) -> dict[str, Any]:
        answer = {"ok": True, "version": version, "move_id": move_id, **extra}
        if on_ack is not None:
            on_ack(answer)
        return answer

    async def _settle(
        self,
        live: LiveGame,
        entries: list[Entry],
        checkpoint: tuple[Any, ...] | None = None,
        chance: bool = True,
    ) -> int:
        """Draw the chance outcomes that follow, write `entries` and them in one transaction, and
        return the new version; on a failed write, put the game back and raise `ServerError`."""
        checkpoint = checkpoint or _checkpoint(live)
        session = live.session
        while chance and session.mover() == CHANCE:
            step = session.step_chance()
            entries.append(Entry(CHANCE, "action", step.text))
        if not entries:
            return live.version
        ack = live.version + len(entries)
        if entries[0].move_id is not None:
            entries[0] = replace(entries[0], ack_version=ack)
        bot = live.bot_to_move()
        try:
            await asyncio.to_thread(self.store.append, live.id, live.version, entries, session.is_over(), bot)
        except Stale:
            _restore(live, checkpoint)
            live.behind = max(live.behind, live.version + 1)
            self._catch_up_soon(live)  # another process wrote first: read it
            raise ServerError(
                409, "stale_version", "another move was written first; reload and try again"
            ) from None
        except Exception as exc:  # the database is gone, full, read-only...
            _restore(live, checkpoint)
            log.error("game %s: cannot write: %s", live.id, type(exc).__name__)
            raise ServerError(503, "storage_unavailable", "the move could not be stored; try again") from None
        live.version = ack
        live.stored_bot = bot
        return ack

    # -- names -------------------------------------------------------------------------------------
    async def rename(self, game_id: str, token: str | None, name: str | None) -> dict[str, Any]:
        """Give the token's own seat the display name `name` (None: take its name away); every
        client is sent the game anew, its log's seats renamed. Raises `ServerError`: a
        spectator's token, a name `core.names` refuses (nothing changes then)."""
        live = await self.get(game_id)
        async with live.lock:
            seat = self.player(live, token)
            cleaned = None if name is None else clean(name, "name")
            if live.seats[seat].name != cleaned:
                try:
                    await asyncio.to_thread(self.store.set_name, live.id, seat, cleaned)
                except Exception as exc:  # the database is gone, full, read-only...
                    log.error("game %s: cannot write a name: %s", live.id, type(exc).__name__)
                    raise ServerError(
                        503, "storage_unavailable", "the name could not be stored; try again"
                    ) from None
                live.seats[seat] = replace(live.seats[seat], name=cleaned)
                live.session.set_name(seat, cleaned)
                for listener in live.listeners:
                    listener.log_sent = 0  # the log's lines name seats: each is sent anew
                self._broadcast(live)
            return {"ok": True, "seat": seat, "name": cleaned}

    # -- bots ----------------------------------------------------------------------------------------
    def _kick_bots(self, live: LiveGame) -> None:
        """Start the game's bots if one is to move, none is thinking and this process thinks for
        them."""
        if self.closed or self.bots == "none" or live.bot_to_move() is None:
            return
        if live.bots is not None and not live.bots.done():
            return
        live.bots = asyncio.get_running_loop().create_task(self._run_bots(live))

    async def retry_bots(self, game_id: str, token: str | None) -> dict[str, Any]:
        """Clear a failed bot's report and let it try again (any seat's or the spectators' token)."""
        live = await self.get(game_id)
        async with live.lock:
            self.viewer(live, token)
            for k, s in enumerate(live.seats):
                if s.bot_error is not None and not _unmade(s.bot_error):
                    await asyncio.to_thread(self.store.set_bot_error, live.id, s.seat, None)
                    live.seats[k] = replace(s, bot_error=None)
            await self._mark(live)  # the bot's decision is pending again, for whoever thinks
            self._broadcast(live)
        self._kick_bots(live)
        return self.status(live)

    async def _run_bots(self, live: LiveGame) -> None:
        try:
            await self._play_bots(live)
        finally:
            live.touched = time.monotonic()

    async def _play_bots(self, live: LiveGame) -> None:
        while not self.closed:
            async with live.lock:
                seat = live.bot_to_move()
                if seat is None:
                    return
                spec = live.seats[seat].agent or "random"
                agent = live.session.agents[seat]
                decision = decision_for(live.session.state, seat, agent)
                version = live.version
            if not await self._claim(live, version):
                return  # another process thinks about it (or the game moved on: its notice comes)
            log.info("game %s: the bot at seat %s thinks at version %s", live.id, seat, version)
            renewing = asyncio.get_running_loop().create_task(self._renew(live, version))
            try:
                text, error = await self._think(live, seat, spec, decision, version)
            finally:
                renewing.cancel()
            async with live.lock:
                if live.version != version:
                    continue  # the game changed while the bot thought: think again
                if text is None:
                    await asyncio.to_thread(self.store.set_bot_error, live.id, seat, error)
                    live.seats[seat] = replace(live.seats[seat], bot_error=error)
                    live.stored_bot = None
                    log.warning("game %s: the bot at seat %s failed: %s", live.id, seat, error)
                    self._broadcast(live)
                    return
                checkpoint = _checkpoint(live)
                try:
                    action = live.session.state.parse_action(text)
                    step = live.session.apply_bot(action, live.session.version)
                    assert step is not None
                    await self._settle(live, [Entry(seat, "action", step.text)], checkpoint)
                except ServerError as exc:
                    if exc.code == "stale_version":  # another process wrote first: it is caught up
                        log.info("game %s: another process wrote first at version %s", live.id, version)
                        return
                    live.seats[seat] = replace(live.seats[seat], bot_error=exc.message)
                    self._broadcast(live)
                    return
                except AmbitionsError as exc:
                    _restore(live, checkpoint)
                    live.seats[seat] = replace(live.seats[seat], bot_error=str(exc))
                    self._broadcast(live)
                    return
                self.decided += 1
                log.info("game %s: the bot at seat %s decided at version %s", live.id, seat, version)
                self._broadcast(live)

    async def _claim(self, live: LiveGame, version: int) -> bool:
        """Take (or renew) the claim on the bot decision at `version`, on a shared database (on
        SQLite this process is the only one: nothing to claim)."""
        if not self.store.shared:
            return True
        return await asyncio.to_thread(self.store.claim, live.id, version, self.store.writer, self.lease)

    async def _renew(self, live: LiveGame, version: int) -> None:
        """Renew the claim on the decision at `version` while the bot thinks (shared database)."""
        while self.store.shared:
            await asyncio.sleep(self.lease / 3)
            with contextlib.suppress(Exception):  # the database is away: the lease may lapse
                await asyncio.to_thread(self.store.claim, live.id, version, self.store.writer, self.lease)

    async def _scan(self) -> None:
        """Every `Settings.scan_seconds`, take the pending bot decisions no one holds."""
        while not self.closed:
            try:
                taken = await asyncio.to_thread(
                    self.store.claim_pending, self.store.writer, self.lease, SCAN_BATCH
                )
            except Exception as exc:  # the database is away: the next scan tries again
                log.warning("cannot look for pending bot decisions: %s", type(exc).__name__)
                taken = []
            for game_id, version in taken:
                self._spawn(self._take(game_id, version, claimed=True))
            await asyncio.sleep(self.settings.scan_seconds)

    async def _take(self, game_id: str, version: int, claimed: bool) -> None:
        """Think for the bot pending in `game_id` at `version` (`claimed`: the claim is ours
        already; else it is taken first, and left if another process holds it)."""
        try:
            if not claimed and not await asyncio.to_thread(
                self.store.claim, game_id, version, self.store.writer, self.lease
            ):
                return
            kept = self.live.get(game_id)
            live = await self.get(game_id)
            if kept is live:  # a copy kept here may be behind (a seat's failure cleared, a move)
                await self.catch_up(live)
            if live.bot_to_move() is None:
                async with live.lock:
                    await self._mark(live)  # nothing pending after all (it was not known)
                return
            self._kick_bots(live)
        except ServerError as exc:
            log.warning("game %s cannot be loaded: %s", game_id, exc.message)
        except Exception as exc:  # the database is away: the scan takes it again after the lease
            log.warning("game %s: cannot take the bot decision: %s", game_id, type(exc).__name__)

    async def _think(
        self, live: LiveGame, seat: int, spec: str, decision: Decision, version: int
    ) -> tuple[str | None, str]:
        """The bot's action text, or None and why it failed after every attempt."""
        error = ""
        for attempt in range(self.settings.bot_attempts):
            seed = bot_seed(live.stored.seed, seat, version, attempt)
            try:
                agent_spec = resolve(spec, self.policies)  # policy:NAME: the installed file's agent
                if not observes(live.session.agents[seat]):
                    return think(agent_spec, seed, decision), ""  # cheap: no need for another process
                deadline = self.settings.think_deadline
                return str(await self.bot_pool().run(deadline, think, agent_spec, seed, decision)), ""
            except asyncio.CancelledError:
                raise
            except TimeoutError:
                error = f"{spec} took longer than {self.settings.think_seconds:g} s and was stopped"
            except WorkerFailed as exc:  # the bot's own failure in its process: retried, then reported
                error = f"{spec} failed: {exc}"[:300]
            except Exception as exc:  # the same, in this process
                error = f"{spec} failed: {type(exc).__name__}: {exc}"[:300]
        return None, error

    # -- records and links ---------------------------------------------------------------------------
    async def record(self, game_id: str, token: str | None) -> dict[str, Any]:
        """The game record, once the game is over (it holds every deal)."""
        live = await self.get(game_id)
        self.viewer(live, token)
        if not live.over():
            raise ServerError(
                409, "game_not_over", "the record holds every hidden card: it is shown once the game is over"
            )
        return live.session.record()

    async def result(self, game_id: str, token: str | None) -> dict[str, Any]:
        """What the game hands on (`GameSpec.result`: the campaign file an Act leaves, or the one
        packed up at the Intermission's end), for any of its tokens; 409 before there is one."""
        live = await self.get(game_id)
        self.viewer(live, token)
        async with live.lock:
            if live.spec.result is None:
                raise ServerError(404, "not_found", f"{live.spec.display_name} hands nothing on at its end")
            if self.result_pause(live) is None:
                raise ServerError(
                    409, "no_result_yet", "nothing to hand on yet: at the game's end, or where it may stop"
                )
            try:
                return dict(live.spec.result(live.session.state))
            except AmbitionsError as exc:
                raise ServerError.of(exc, "result") from None

    async def lookup(self, tokens: Sequence[str]) -> list[dict[str, Any] | None]:
        """For each token, in order: the status of the game it opens and the seat it opens
        (``seat`` None: the spectators'), or None for a token that opens nothing."""
        hashes = [token_hash(t) for t in tokens]
        found = await asyncio.to_thread(self.store.find, hashes)
        out: list[dict[str, Any] | None] = []
        for hashed in hashes:
            where = found.get(hashed)
            try:
                live = await self.get(where[0]) if where is not None else None
            except ServerError:
                live = None
            out.append(
                {"seat": where[1], **self.status(live)} if live is not None and where is not None else None
            )
        return out


def _unmade(error: str | None) -> bool:
    """Whether `error` reports a bot whose agent this version cannot make (a report of this
    process, which no other process clears)."""
    return error is not None and error.startswith(UNMADE_AGENT)


def clean(name: object, field: str) -> str:
    """`name` trimmed, if `core.names` takes it (raises a 400 `ServerError` naming `field`)."""
    problem = name_problem(name)
    if problem is not None:
        raise ServerError(400, "invalid_name", problem, field)
    assert isinstance(name, str)
    return name.strip()


def log_line_json(line: Any) -> dict[str, Any]:
    """A log line (`LogLine`) as the views and replay frames send it: ``plain`` is the step alone,
    ``notes`` what it caused that its text does not say (`LogLine.notes`), shown after it."""
    return {
        "seat": line.seat,
        "who": line.who,
        "text": line.text,
        "description": line.description,
        "private": line.private,
        "plain": line.head,
        "notes": list(line.notes),
    }


def _checkpoint(live: LiveGame) -> tuple[Any, ...]:
    session = live.session
    return (session.state.clone(), list(session.steps), session.version, live.version)


def _restore(live: LiveGame, checkpoint: tuple[Any, ...]) -> None:
    session = live.session
    session.state, session.steps, session.version, live.version = (
        checkpoint[0],
        list(checkpoint[1]),
        checkpoint[2],
        checkpoint[3],
    )
