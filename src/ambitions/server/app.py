"""The HTTP and websocket API over a `GameServer` (FastAPI), and the pages of the browser client.

Endpoints (all JSON; errors are ``{"error": {"code", "message"}}`` with a 4xx status):

====================================  =================================================================
``GET  /api/games``                   the games this server offers (names, player counts, options)
``POST /api/games``                   create a game: seats human or bot; returns each seat's token
``POST /api/games/{game}/seats``      ``{"players", "options"}``: each seat's kind, ``human``/``bot``
                                      or ``rules`` (played by the game's rules: no link, no agent)
``GET  /api/games/{id}``              public status: whose turn, version, seats, result when over
``GET  /api/games/{id}/view``         a seat's (or a spectator's) view; ``Authorization: Bearer TOKEN``
``POST /api/games/{id}/moves``        ``{"version", "move_id", "action"}``: a move made on `version`
``POST /api/games/{id}/undo``         ``{"version", "move_id"}``: take back the seat's last decision
``POST /api/games/{id}/bots/retry``   let a failed bot try again
``POST /api/games/{id}/name``         ``{"name"}``: the token's own seat's display name (null: none)
``GET  /api/games/{id}/record``       the game record (once the game is over)
``GET  /api/games/{id}/result``       what the game hands on (a campaign file), at its end or pause
``GET  /api/games/{id}/replay``       a finished game watched again: ``?position=K&seat=S`` (a seat
                                      or ``spectator``; default: the token's own), ``log_from``
``POST /api/replays``                 a record (a file the browser read) to watch: its id
``GET  /api/replays/{id}``            a frame of that record, as ``/api/games/{id}/replay``
``POST /api/lookup``                  ``{"tokens": [...]}``: the games those tokens open
``WS   /api/games/{id}/ws``           first message ``{"type": "hello", "token"}``; then the view and
                                      its updates; ``move``, ``undo``, ``name``, ``retry_bots``, ``ping``
                                      messages
``GET  /api/games/{game}/catalogue``  a game's public catalogue (card names and texts, the map)
``GET  /api/games/{game}/rules``      a game's rules help: a note on each kind of action, its page
``GET  /views/{game}/{file}``         a game's browser view module and its files (`views`)
``GET  /replay``, ``/replay/{id}``      the replay page (a record file chosen from disk; a finished game)
====================================  =================================================================

A token is sent in a header or a websocket message, never in a URL, so it never reaches an access
log; the links handed to players carry it after ``#``, which browsers do not send.

Abuse is refused at the door, by ASGI middleware around the app (the limits are in
`server.settings`): every HTTP request of a client address takes a token of its rate limit
(pages, files, reads and writes alike); ``HEAD`` is answered as ``GET`` without the body; request
bodies are capped in size, and a JSON body holding a number JSON does not have (``NaN``,
``Infinity``, ``1e999``) or a whole number beyond 64 bits is refused naming its field; every
answer carries the security headers (`SECURITY_HEADERS`: a Content-Security-Policy that lets the
pages load their own scripts, styles and sockets only, and never be framed). A client may hold
`Settings.sockets_per_client` websockets open at once, each rate-limited per message.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import json
import math
import re
import time
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Final

from fastapi import Body, FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ambitions.core.registry import default_game, game_names, game_spec
from ambitions.core.spec import GameSpec
from ambitions.server import collector
from ambitions.server.db import make_engine, upgrade
from ambitions.server.games import GameServer, Listener, ServerError
from ambitions.server.replays import Replays
from ambitions.server.settings import (
    HELLO_SECONDS,
    MAX_BODY,
    MAX_INTEGER,
    MAX_REPLAY_BODY,
    MAX_STRIKES,
    REPLAY_SENT_WEIGHT,
    Settings,
)
from ambitions.server.store import Store
from ambitions.server.views import (
    MEDIA_TYPES,
    VIEWS_URL,
    catalogue_json,
    catalogue_url,
    rules_json,
    rules_url,
    view_file,
    web_view_url,
)

WEB: Final = Path(__file__).parent.parent / "web"
"""The browser client's files: the shell every game shares (plain ES modules, no build step)."""

__all__ = ["MAX_BODY", "create_app"]

CSP: Final = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
"""The pages' Content-Security-Policy: the browser client is plain ES modules and stylesheets
served here, its styles set through the CSSOM (never a ``style`` attribute or element), its only
``data:`` URL the blank icon, its connections the API and the game's websocket (``'self'`` covers
``ws:``/``wss:`` to the same host); nothing may frame a page."""

SECURITY_HEADERS: Final = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]
"""Sent with every HTTP answer (a route that sets its own Content-Security-Policy keeps it)."""


# -- request bodies ------------------------------------------------------------------------------
STRICT_FIELDS: Final = ConfigDict(extra="forbid")
"""A request's models refuse fields they do not know (a misspelt ``"bots"`` is a 422 naming it,
not a game made with every seat human)."""


class SeatSpec(BaseModel):
    model_config = STRICT_FIELDS
    bot: str | None = Field(default=None, max_length=200, description="an agent spec; omitted: a human seat")
    name: str | None = Field(
        default=None, max_length=200, description="a human seat's display name (1-24 printable characters)"
    )


class CreateGame(BaseModel):
    model_config = STRICT_FIELDS
    game: str = Field(max_length=64)
    players: int = Field(description="checked against the game's player counts before anything is built")
    seats: list[SeatSpec] | None = Field(default=None, max_length=16, description="default: every seat human")
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int | None = None


class SeatsQuestion(BaseModel):
    model_config = STRICT_FIELDS
    players: int
    options: dict[str, Any] = Field(default_factory=dict)


class Move(BaseModel):
    model_config = STRICT_FIELDS
    version: int
    move_id: str = Field(min_length=1, max_length=100)
    action: str = Field(max_length=2000)


class Undo(BaseModel):
    model_config = STRICT_FIELDS
    version: int
    move_id: str = Field(min_length=1, max_length=100)


class Rename(BaseModel):
    model_config = STRICT_FIELDS
    name: str | None = Field(max_length=200, description="1-24 printable characters, trimmed; null: no name")


class Lookup(BaseModel):
    model_config = STRICT_FIELDS
    tokens: list[Annotated[str, Field(max_length=100)]] = Field(max_length=200)


Auth = Annotated[str | None, Header(max_length=200)]
"""The ``Authorization: Bearer TOKEN`` header."""

Position = Annotated[int, Query(description="the table after this many of the record's actions")]
Viewer = Annotated[
    str | None,
    Query(max_length=20, description="a seat number or 'spectator' (default: the token's own seat)"),
]
LogFrom = Annotated[int, Query(description="send the log from this line on (the earlier lines never change)")]


# -- limits ------------------------------------------------------------------------------------
def _json_error(status: int, code: str, message: str, field: str | None = None) -> tuple[int, bytes]:
    error = {"code": code, "message": message} | ({"field": field} if field is not None else {})
    return status, json.dumps({"error": error}).encode()


async def _answer(
    send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]] | None = None
) -> None:
    start: Message = {
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"), *(headers or [])],
    }
    await send(start)
    await send({"type": "http.response.body", "body": body})


class SecurityHeaders:
    """ASGI middleware: `SECURITY_HEADERS` on every HTTP answer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers") or [])
                present = {name.lower() for name, _ in headers}
                headers += [(name, value) for name, value in SECURITY_HEADERS if name not in present]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)


class HeadAsGet:
    """ASGI middleware: a ``HEAD`` request is answered as its ``GET`` would be, without the body."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def headers_only(message: Message) -> None:
            if message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, headers_only)


class RateLimit:
    """ASGI middleware: each HTTP request and websocket connection takes a token of its client
    address's bucket (`RateLimits`); without one, 429 (a websocket is closed before it opens)."""

    def __init__(self, app: ASGIApp, limits: RateLimits) -> None:
        self.app = app
        self.limits = limits

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or self.limits.take(_client(scope)):
            await self.app(scope, receive, send)
        elif scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
        else:
            status, body = _json_error(429, "rate_limited", "too many requests; slow down")
            await _answer(send, status, body, [(b"retry-after", b"1")])


class BodyLimit:
    """ASGI middleware: a request body over `limit` bytes gets 413 and never reaches the app, nor
    does a JSON body with a number this server does not take (`json_refusal`). A record sent to
    be watched (``POST /api/replays``) may be larger, up to `MAX_REPLAY_BODY`."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.base_limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = MAX_REPLAY_BODY if scope.get("path") == "/api/replays" else self.base_limit
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > limit):
            await _too_large(send, limit)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > limit:
                await _too_large(send, limit)
                return
            more = message.get("more_body", False)
        body = b"".join(chunks)
        kind = headers.get(b"content-type", b"").lower()
        refused = json_refusal(body) if body and (not kind or b"json" in kind) else None
        if refused is not None:
            await _answer(send, *_json_error(400, "bad_request", *refused))
            return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


async def _too_large(send: Send, limit: int) -> None:
    await _answer(
        send, *_json_error(413, "payload_too_large", f"request bodies are limited to {limit} bytes")
    )


class _Refused:
    """A number in a JSON body this server does not take, and why."""

    def __init__(self, why: str) -> None:
        self.why = why


def _refuse_constant(name: str) -> _Refused:
    return _Refused(f"{name} is not a JSON number")


def _refuse_float(text: str) -> float | _Refused:
    value = float(text)
    return value if math.isfinite(value) else _Refused(f"{text[:40]} is too large for a number")


def _refuse_int(text: str) -> int | _Refused:
    digits = len(text.lstrip("-"))
    if digits > 19 or abs(int(text)) > MAX_INTEGER:
        return _Refused(f"a whole number of {digits} digits is too large (at most 2**63 - 1)")
    return int(text)


def json_refusal(body: bytes) -> tuple[str, str | None] | None:
    """Why a JSON body is refused, and the field (``options.hard``, ``seats.1.bot``): a ``NaN``,
    an ``Infinity``, a number too large for a float or a whole number beyond 64 bits; None when
    there is none (or the body is not JSON at all: the endpoint says so itself)."""
    try:
        data = json.loads(
            body, parse_constant=_refuse_constant, parse_float=_refuse_float, parse_int=_refuse_int
        )
    except (ValueError, RecursionError):
        return None
    stack: list[tuple[Any, tuple[str, ...]]] = [(data, ())]
    while stack:  # depth first, in document order; no recursion (the body may be deeply nested)
        value, path = stack.pop()
        if isinstance(value, _Refused):
            field = ".".join(path) or None
            return (f"{field}: {value.why}" if field else value.why), field
        if isinstance(value, dict):
            stack.extend((v, (*path, str(k))) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((v, (*path, str(i))) for i, v in reversed(list(enumerate(value))))
    return None


def _client(scope: Scope) -> str:
    client = scope.get("client")
    return str(client[0]) if client else "?"


@dataclass
class Bucket:
    """A token bucket: `rate` actions a second, bursts of `burst`."""

    rate: float
    burst: float
    tokens: float = 0.0
    at: float = 0.0

    def __post_init__(self) -> None:
        self.tokens = self.burst
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class RateLimits:
    """A token bucket per client address."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.buckets: dict[str, Bucket] = {}

    def take(self, host: str) -> bool:
        bucket = self.buckets.get(host)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self.buckets.clear()
            bucket = self.buckets[host] = Bucket(self.rate, self.burst)
        return bucket.take()


def _offered_spec(game: str) -> GameSpec:
    """The spec of installed game `game` (raises a 404 `ServerError`)."""
    if len(game) > 64 or game not in game_names():
        raise ServerError(404, "not_found", f"there is no game {game[:40]!r}")
    try:
        return game_spec(game)
    except Exception:  # a broken plugin: as if it were not there
        raise ServerError(404, "not_found", f"game {game[:40]!r} cannot be loaded") from None


# -- the app -------------------------------------------------------------------------------------
def create_app(db_url: str, settings: Settings | None = None, bots: bool = True) -> FastAPI:
    """The server for the database at `db_url` (created or upgraded at start-up); raises
    `InvalidOptions` for settings outside their bounds (`Settings.check`). `bots`: whether this
    process thinks for the games' bots (False: bot workers do, ``ambitions bots``)."""
    settings = (settings or Settings()).check()
    engine = make_engine(db_url)
    games = GameServer(Store(engine), settings, bots="here" if bots else "none")
    replays = Replays(games, settings.max_replays)
    sockets: Counter[str] = Counter()
    """Websockets open per client address."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(upgrade, engine)
        await games.start()
        collector.settle()  # (start-up's objects out of the collector's walks: `collector`)
        yield
        await games.close()
        engine.dispose()

    app = FastAPI(
        title="ambitions",
        summary="Play Arcs and related games online",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.games = games
    app.state.replays = replays
    # The first added is the innermost: security headers on every answer, even a refusal.
    app.add_middleware(BodyLimit)
    app.add_middleware(HeadAsGet)
    app.add_middleware(RateLimit, limits=RateLimits(settings.rate, settings.burst))
    app.add_middleware(SecurityHeaders)

    @app.exception_handler(ServerError)
    async def _server_error(request: Request, exc: ServerError) -> JSONResponse:
        return JSONResponse(exc.to_json(), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()[:5]
        fields = [".".join(str(p) for p in e.get("loc", ())[1:]) for e in errors]
        problems = "; ".join(
            f"{f or 'body'}: {e.get('msg', '')}" for f, e in zip(fields, errors, strict=True)
        )
        error = {"code": "bad_request", "message": problems[:500]}
        if fields and fields[0]:
            error["field"] = fields[0]
        return JSONResponse({"error": error}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "bad_request")
        return JSONResponse(
            {"error": {"code": code, "message": str(exc.detail)}}, status_code=exc.status_code
        )

    def bearer(authorization: str | None) -> str | None:
        if authorization is None:
            return None
        scheme, _, token = authorization.partition(" ")
        return token.strip() if scheme.lower() == "bearer" else None

    # -- pages --
    @app.get("/", include_in_schema=False)
    async def index() -> FileResponse:
        return FileResponse(WEB / "index.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    async def play_page(game_id: str) -> FileResponse:
        return FileResponse(WEB / "play.html")

    @app.get("/replay", include_in_schema=False)
    async def replay_chooser() -> FileResponse:
        return FileResponse(WEB / "replay.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str) -> FileResponse:
        return FileResponse(WEB / "replay.html")

    app.mount("/static", StaticFiles(directory=WEB), name="static")

    docs = get_swagger_ui_html(openapi_url="/openapi.json", title="ambitions: the API")
    inline = re.findall(rb"<script>(.*?)</script>", docs.body, re.S)
    hashes = " ".join(f"'sha256-{base64.b64encode(hashlib.sha256(i).digest()).decode()}'" for i in inline)
    docs_csp = (
        f"default-src 'self'; script-src 'self' https://cdn.jsdelivr.net {hashes}; "
        "style-src 'self' https://cdn.jsdelivr.net 'unsafe-inline'; "
        "img-src 'self' data: https://fastapi.tiangolo.com; connect-src 'self'; object-src 'none'; "
        "base-uri 'none'; frame-ancestors 'none'"
    )

    @app.get("/docs", include_in_schema=False)
    async def api_docs() -> HTMLResponse:
        """The schema as Swagger UI (from its CDN, so its own Content-Security-Policy: that CDN,
        and its one inline script by hash)."""
        return HTMLResponse(docs.body, headers={"Content-Security-Policy": docs_csp})

    # -- API --
    @app.get("/api/games")
    async def offered() -> dict[str, Any]:
        """The games this server offers (``default``: the one offered first, `default_game`)."""
        out = []
        default = default_game() if game_names() else None
        for name in game_names():
            try:
                spec = game_spec(name)
            except Exception:  # a broken plugin is left out, not a 500
                continue
            out.append(
                {
                    "name": spec.name,
                    "title": spec.display_name,
                    "about": spec.about,
                    "players": list(spec.players),
                    "default_players": spec.usual_players,
                    "default": spec.name == default,
                    "options": [
                        {
                            "name": o.name,
                            "kind": o.kind,
                            "help": o.help,
                            "content": o.content,
                            "choices": list(o.choices),
                        }
                        for o in spec.options
                        if o.kind != "file" or o.content
                    ],
                    "web_view": web_view_url(spec),
                    "catalogue": catalogue_url(spec),
                    "rules": rules_url(spec),
                    "bots": games.bots_for(spec.name),
                }
            )
        return {"games": out}

    catalogues: dict[str, bytes] = {}

    @app.get("/api/games/{game}/catalogue")
    async def catalogue(game: str) -> Response:
        """The game's public catalogue: card names and texts, the map (static data, the same for
        every game and viewer)."""
        spec = _offered_spec(game)
        body = catalogues.get(spec.name)
        if body is None:
            body = catalogue_json(spec)
            if body is None:
                raise ServerError(404, "not_found", f"game {spec.name!r} has no catalogue")
            catalogues[spec.name] = body
        return Response(body, media_type="application/json", headers={"Cache-Control": "no-cache"})

    rules: dict[str, bytes] = {}

    @app.get("/api/games/{game}/rules")
    async def rules_help(game: str) -> Response:
        """The game's rules help: a note on each kind of action, with its page (static, the same
        for every game and viewer)."""
        spec = _offered_spec(game)
        body = rules.get(spec.name)
        if body is None:
            body = rules_json(spec)
            if body is None:
                raise ServerError(404, "not_found", f"game {spec.name!r} has no rules help")
            rules[spec.name] = body
        return Response(body, media_type="application/json", headers={"Cache-Control": "no-cache"})

    @app.get(VIEWS_URL + "/{game}/{path:path}", include_in_schema=False)
    async def view_module(game: str, path: str) -> FileResponse:
        """A file of the game's browser view folder (confined to it: see `server.views`)."""
        file = view_file(_offered_spec(game), path)
        if file is None:
            raise ServerError(404, "not_found", f"no such file in the view of {game[:40]!r}")
        return FileResponse(file, media_type=MEDIA_TYPES[file.suffix], headers={"Cache-Control": "no-cache"})

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        """Create a game; the answer holds every human seat's secret token (shown only here)."""
        seats = [s.bot for s in body.seats] if body.seats is not None else None
        names = [s.name for s in body.seats] if body.seats is not None else None
        created = await games.create(body.game, body.players, seats, body.options, body.seed, names)
        base = str(request.base_url).rstrip("/")
        for seat in created["seats"]:
            if seat["token"]:
                seat["link"] = f"{base}/play/{created['id']}#token={seat['token']}"
        created["spectator_link"] = f"{base}/play/{created['id']}#token={created['spectator_token']}"
        return created

    @app.post("/api/games/{game}/seats")
    async def seats(game: str, body: SeatsQuestion) -> dict[str, Any]:
        """Each seat's kind in a game of `game` with these players and options: ``human`` or
        ``bot`` as the creator chooses, or ``rules`` for a seat the game's rules play themselves
        (ARCADEs' solo bots), which takes neither; bad options are refused as creating refuses
        them."""
        return await asyncio.to_thread(games.seats_for, _offered_spec(game).name, body.players, body.options)

    @app.get("/api/games/{game_id}")
    async def status(game_id: str) -> dict[str, Any]:
        """Whose turn it is, the version and the seats (public); read under the game's lock, so
        the version and the seat to move agree (a move changes the game before it is stored)."""
        live = await games.get(game_id)
        async with live.lock:
            return games.status(live)

    @app.get("/api/games/{game_id}/view")
    async def view(game_id: str, authorization: Auth = None) -> dict[str, Any]:
        """What the token's seat sees (or the spectators)."""
        live = await games.get(game_id)
        async with live.lock:
            return games.view(live, games.viewer(live, bearer(authorization)))

    @app.post("/api/games/{game_id}/moves")
    async def move(game_id: str, body: Move, authorization: Auth = None) -> dict[str, Any]:
        """A move made on `version`; answered once it is stored."""
        return await games.move(game_id, bearer(authorization), body.version, body.move_id, body.action)

    @app.post("/api/games/{game_id}/undo")
    async def undo(game_id: str, body: Undo, authorization: Auth = None) -> dict[str, Any]:
        """Take back the seat's last decision."""
        return await games.undo(game_id, bearer(authorization), body.version, body.move_id)

    @app.post("/api/games/{game_id}/bots/retry")
    async def retry(game_id: str, authorization: Auth = None) -> dict[str, Any]:
        """Let a failed bot try again."""
        return await games.retry_bots(game_id, bearer(authorization))

    @app.post("/api/games/{game_id}/name")
    async def rename(game_id: str, body: Rename, authorization: Auth = None) -> dict[str, Any]:
        """Name the token's own seat (a spectator's token may not); every client is told."""
        return await games.rename(game_id, bearer(authorization), body.name)

    @app.get("/api/games/{game_id}/record")
    async def record(game_id: str, authorization: Auth = None) -> JSONResponse:
        """The record of a finished game (``ambitions replay`` reads it)."""
        data = await games.record(game_id, bearer(authorization))
        headers = {"Content-Disposition": f'attachment; filename="{data["game"]}-{game_id}.json"'}
        return JSONResponse(data, headers=headers)

    @app.get("/api/games/{game_id}/replay")
    async def game_replay(
        game_id: str,
        authorization: Auth = None,
        position: Position = 0,
        seat: Viewer = None,
        log_from: LogFrom = 0,
    ) -> dict[str, Any]:
        """A finished game watched again: what `seat` saw after `position` actions, in the shape
        of a view (no legal actions), for a holder of any of its tokens."""
        return await replays.of_game(game_id, bearer(authorization), position, seat, log_from)

    weight = REPLAY_SENT_WEIGHT
    sent_replays = RateLimits(settings.rate / weight, max(1, settings.burst // weight))

    @app.post("/api/replays", status_code=201)
    async def add_replay(record: Annotated[dict[str, Any], Body()], request: Request) -> dict[str, Any]:
        """A game record to watch (the file a browser read): its id, game, players and length.
        Each is replayed whole here, so it counts as `REPLAY_SENT_WEIGHT` requests."""
        if not sent_replays.take(request.client.host if request.client else "?"):
            raise ServerError(
                429,
                "rate_limited",
                f"a record to watch counts as {REPLAY_SENT_WEIGHT} requests against the rate limit; "
                "wait a moment before sending another",
            )
        return await replays.add(record)

    @app.get("/api/replays/{replay_id}")
    async def file_replay(
        replay_id: str, position: Position = 0, seat: Viewer = None, log_from: LogFrom = 0
    ) -> dict[str, Any]:
        """A frame of a record sent to ``POST /api/replays`` (default: a spectator's eyes)."""
        return await replays.of_file(replay_id, position, seat, log_from)

    @app.get("/api/games/{game_id}/result")
    async def result(game_id: str, authorization: Auth = None) -> JSONResponse:
        """What the game hands on (the campaign file an Act leaves, or one packed up at the
        Intermission's end), once there is one."""
        data = await games.result(game_id, bearer(authorization))
        headers = {"Content-Disposition": f'attachment; filename="result-{game_id}.json"'}
        return JSONResponse(data, headers=headers)

    @app.post("/api/lookup")
    async def lookup(body: Lookup) -> dict[str, Any]:
        """For each token, in order, the game it opens and its seat, or null (a player's list of
        games, kept in their browser)."""
        return {"games": await games.lookup(body.tokens)}

    @app.websocket("/api/games/{game_id}/ws")
    async def socket(websocket: WebSocket, game_id: str) -> None:
        await websocket.accept()
        host = websocket.client.host if websocket.client else "?"
        connection = Connection(games, websocket, game_id, Bucket(settings.ws_rate, settings.ws_burst))
        if sockets[host] >= settings.sockets_per_client:
            await connection.fail(
                "too_many_sockets",
                f"a client may keep {settings.sockets_per_client} websockets open at once; close one first",
            )
            return
        sockets[host] += 1
        try:
            await connection.run()
        finally:
            sockets[host] -= 1
            if not sockets[host]:
                del sockets[host]

    return app


class Connection:
    """One websocket client: the hello, then its messages in and the game's updates out."""

    def __init__(self, games: GameServer, websocket: WebSocket, game_id: str, bucket: Bucket) -> None:
        self.games = games
        self.ws = websocket
        self.game_id = game_id
        self.bucket = bucket
        self.strikes = 0
        self.hello_token: str | None = None

    async def run(self) -> None:
        try:
            hello = await asyncio.wait_for(self.receive(), HELLO_SECONDS)
            if hello is None or hello.get("type") != "hello":
                await self.fail("bad_request", 'say hello first: {"type": "hello", "token": ...}')
                return
            live = await self.games.get(self.game_id)
            self.hello_token = _text(hello.get("token"))
            async with live.lock:
                seat = self.games.viewer(live, self.hello_token)
                listener = self.games.subscribe(live, seat)
                await self.ws.send_json({"type": "snapshot", **self.games.view(live, seat, listener)})
        except ServerError as exc:
            await self.fail(exc.code, exc.message)
            return
        except (TimeoutError, WebSocketDisconnect):
            with contextlib.suppress(Exception):
                await self.ws.close(code=1008)
            return
        sender = asyncio.create_task(self.send_updates(listener))
        try:
            await self.serve(listener)
        except WebSocketDisconnect:
            pass
        finally:
            self.games.unsubscribe(live, listener)
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender

    async def receive(self) -> dict[str, Any] | None:
        """The next message as a JSON object (None when it is not one); raises on disconnect."""
        message = await self.ws.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        raw = message.get("text") if message.get("text") is not None else message.get("bytes")
        if raw is None or len(raw) > MAX_BODY:
            return None
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            return None
        return data if isinstance(data, dict) else None

    async def send_updates(self, listener: Listener) -> None:
        while True:
            message = await listener.queue.get()
            await self.ws.send_json(message)

    async def serve(self, listener: Listener) -> None:
        games = self.games
        while True:
            data = await self.receive()
            if not self.bucket.take():
                self.strikes += 1
                if self.strikes > MAX_STRIKES:
                    await self.fail("rate_limited", "too many messages; disconnected")
                    return
                listener.queue.put_nowait(_error("rate_limited", "too many messages; slow down", data))
                continue
            if data is None:
                listener.queue.put_nowait(_error("bad_request", "each message must be a JSON object", None))
                continue
            kind = data.get("type")
            try:
                if kind == "ping":
                    listener.queue.put_nowait({"type": "pong"})
                elif kind == "move":
                    await games.move(
                        self.game_id,
                        self.hello_token,
                        _whole(data.get("version")),
                        _text(data.get("move_id"), 100),
                        _text(data.get("action"), 2000),
                        on_ack=lambda ack: listener.queue.put_nowait({"type": "ack", **ack}),
                    )
                elif kind == "undo":
                    await games.undo(
                        self.game_id,
                        self.hello_token,
                        _whole(data.get("version")),
                        _text(data.get("move_id"), 100),
                        on_ack=lambda ack: listener.queue.put_nowait({"type": "ack", **ack}),
                    )
                elif kind == "name":
                    name = data.get("name")
                    answer = await games.rename(
                        self.game_id, self.hello_token, None if name is None else _text(name)
                    )
                    listener.queue.put_nowait({"type": "named", **answer})
                elif kind == "retry_bots":
                    await games.retry_bots(self.game_id, self.hello_token)
                else:
                    raise ServerError(400, "bad_request", f"unknown message type {str(kind)[:40]!r}")
            except ServerError as exc:
                listener.queue.put_nowait(_error(exc.code, exc.message, data))

    async def fail(self, code: str, message: str) -> None:
        with contextlib.suppress(Exception):
            await self.ws.send_json({"type": "error", "code": code, "message": message})
            await self.ws.close(code=1008)


def _error(code: str, message: str, data: dict[str, Any] | None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if data is not None and isinstance(data.get("move_id"), str):
        out["move_id"] = data["move_id"][:100]
    return out


def _text(value: Any, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ServerError(400, "bad_request", f"expected text of at most {limit} characters")
    return value


def _whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ServerError(400, "bad_request", "'version' must be a whole number")
    return value
