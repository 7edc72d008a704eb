"""The ``ambitions`` command: games, play, simulate, replay, bench.

A thin adapter over the kernel, the bots and the simulator; it names no game. A game's own
options (Arcs' ``--setup-card``, ``--leaders-and-lore``...) come from its `GameSpec` and are
written after the game's name (``ambitions play arcs --leaders-and-lore``); ``ambitions games``
lists them. Bad input (unknown agents, player counts, options, broken records) ends with a
one-line ``error: ...`` on stderr and a non-zero exit code (2 for bad options), never a
traceback.
"""

from __future__ import annotations

import json
import random
import secrets
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, Final, NoReturn

import typer

import ambitions
from ambitions.bots.base import Agent, check_agent_game, make_agent, split_specs
from ambitions.core.errors import AmbitionsError, InvalidOptions, InvalidRecord, shorten
from ambitions.core.names import clean_name, named, record_names
from ambitions.core.records import read_record_file
from ambitions.core.registry import default_game, game_names, game_spec
from ambitions.core.spec import GameSpec
from ambitions.core.state import State
from ambitions.server.settings import MAX_THINK_SECONDS, Settings

GAME_OPTIONS: Final = {"allow_extra_args": True, "ignore_unknown_options": True}
"""Commands that take a game's own options after its name (parsed by `game_options`)."""

GAME_OPTIONS_HELP: Final = "Game options follow the game's name (see 'ambitions games')."

app = typer.Typer(
    name="ambitions",
    help="Play, simulate and study Arcs and related space strategy card games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _fail(message: str, code: int = 2) -> NoReturn:
    """Print a one-line error to stderr and exit with `code`."""
    print(f"error: {message}", file=sys.stderr, flush=True)
    raise typer.Exit(code)


def _version(value: bool) -> None:
    if value:
        print(f"ambitions {ambitions.__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    """Play, simulate and study Arcs and related space strategy card games."""


# -- game options --------------------------------------------------------------------------------
def game_options(spec: GameSpec, words: Sequence[str]) -> dict[str, Any]:
    """The game's options from the command line's extra words (``--setup-card 3SETUP02``,
    ``--leaders-and-lore``, ``--two-lore=true``); raises `InvalidOptions` naming the word."""
    options: dict[str, Any] = {}
    known = ", ".join(o.flag for o in spec.options) or "none"
    words = list(words)
    while words:
        word = words.pop(0)
        flag, eq, value = word.partition("=")
        option = spec.option(flag) if flag.startswith("--") else None
        if option is None:
            what = f"option {word!r:.80}" if word.startswith("-") else f"argument {word!r:.80}"
            raise InvalidOptions(f"unknown {what} for {spec.name}; its options: {known}")
        if not eq:
            if option.kind == "flag":
                value = "true"
            elif words and not words[0].startswith("--"):
                value = words.pop(0)
            else:
                raise InvalidOptions(f"{option.flag} needs a value ({option.help})")
        options[option.name] = option.parse(value)
    return options


def _game_and_options(
    game: str | None, ctx: typer.Context, default: str | None = None
) -> tuple[GameSpec, dict[str, Any]]:
    """The game named on the command line (else `default`, else the installed games' default:
    `default_game`) and its options from the extra words.

    An option written before any game name (``ambitions play --leaders-and-lore``) lands where
    the name belongs; the default game is meant then.
    """
    words = list(ctx.args)
    if game is not None and game.startswith("-"):
        words.insert(0, game)
        game = None
    spec = game_spec(game or default or default_game())
    return spec, game_options(spec, words)


def load_record(path: Path) -> tuple[dict[str, Any], State]:
    """The record saved at `path` and the state it replays to (raises `InvalidRecord`, one line:
    ``replay`` and ``play --load`` say the same about the same file)."""
    record = read_record_file(path)
    try:
        return record, ambitions.replay(record)
    except AmbitionsError as exc:
        raise InvalidRecord(f"{shorten(str(path), 300)} does not replay: {exc}") from None


# -- games ---------------------------------------------------------------------------------------
@app.command()
def games() -> None:
    """List the games, their player counts and their options (and which is the default)."""
    default = default_game() if game_names() else None
    for name in game_names():
        try:
            spec = game_spec(name)
        except AmbitionsError as exc:
            print(f"{name}: cannot be loaded: {exc}")
            continue
        counts = ", ".join(map(str, spec.players))
        mark = " (the default)" if name == default else ""
        about = f": {spec.about}" if spec.about else ""
        print(f"{name}{mark}: {spec.display_name}, {counts} players{about}")
        for option in spec.options:
            value = {"flag": "", "int": " N", "file": " FILE"}.get(option.kind, " TEXT")
            print(f"  {option.flag + value:<24} {option.help}")


# -- play ----------------------------------------------------------------------------------------
@app.command(context_settings=GAME_OPTIONS, epilog=GAME_OPTIONS_HELP)
def play(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        typer.Argument(help="The game (see 'ambitions games'; default: the one marked, or the loaded one)."),
    ] = None,
    players: Annotated[
        int | None,
        typer.Option(help="Number of seats (default: the game's usual; a loaded game keeps its own)."),
    ] = None,
    seat: Annotated[int, typer.Option(help="Your seat (0 holds no special role; seats are 0..N-1).")] = 0,
    bots: Annotated[
        str | None,
        typer.Option(help="Agents for the other seats, comma-separated: one for all, or one per bot seat."),
    ] = None,
    hotseat: Annotated[
        bool, typer.Option(help="Every seat is human; pass the screen between players.")
    ] = False,
    seed: Annotated[
        int | None, typer.Option(help="Seed of the deal and the bots (random if omitted).")
    ] = None,
    load: Annotated[
        Path | None, typer.Option(help="Resume a game saved with 'save' (a game record, JSON).")
    ] = None,
    plain: Annotated[
        bool,
        typer.Option(
            "--plain", help="Line-by-line text instead of the full-screen UI (automatic without a terminal)."
        ),
    ] = False,
    delay: Annotated[
        float, typer.Option(help="Seconds each bot move takes at least in the full-screen UI.")
    ] = 0.3,
    result: Annotated[
        Path | None,
        typer.Option(
            help="At the end, write what the finished game hands on to this file (JSON; games that "
            "offer one, such as the campaign file of an Act)."
        ),
    ] = None,
    player_names: Annotated[
        list[str] | None,
        typer.Option(
            "--name",
            help="Your name in the log and on the screen instead of 'seat N' (1-24 printable "
            "characters). With --hotseat, repeat it: the first names the first deciding seat, the "
            "next the next (--name Alice --name Bob). Kept in saved games.",
        ),
    ] = None,
) -> None:
    """Play a game in the terminal against bots (or hot-seat)."""
    from ambitions.cli.play import TerminalGame
    from ambitions.play.session import GameSession, rebuild_steps

    loaded: tuple[dict[str, Any], State] | None = None
    try:
        if load is not None:
            loaded = load_record(load)
            record = loaded[0]
            if game is not None and not game.startswith("-") and game != record["game"]:
                raise InvalidOptions(f"{shorten(str(load))} is a game of {record['game']!r}, not {game!r}")
            spec, options = _game_and_options(game, ctx, default=record["game"])
            if options:
                flags = ", ".join(o.flag for o in spec.options if o.name in options)
                raise InvalidOptions(f"a loaded game keeps its own options; drop {flags}")
            if players is not None and players != record["players"]:
                saved = record["players"]
                raise InvalidOptions(f"--players {players} does not match the saved game's {saved} players")
            players = record["players"]
            seed = record.get("seed", 0)
        else:
            spec, options = _game_and_options(game, ctx)
        game = spec.name
        if result is not None and spec.result is None:
            raise InvalidOptions(f"{game} hands nothing on at its end: --result is for games that do")
        if players is None:
            players = spec.usual_players
        if seed is None:
            seed = secrets.randbelow(2**31)
        if players not in spec.players:
            raise InvalidOptions(f"{game} is for {', '.join(map(str, spec.players))} players, not {players}")
        # Seats the rules play themselves (ARCADEs' solo bots) get neither a person nor an agent.
        deciding = spec.seats_deciding(players, loaded[0].get("options") or {} if loaded else options)
        if hotseat:
            humans = list(deciding)
        else:
            if not 0 <= seat < players:
                raise InvalidOptions(f"--seat must be 0..{players - 1}, not {seat}")
            if seat not in deciding:
                if len(deciding) != 1:
                    choices = ", ".join(map(str, deciding))
                    raise InvalidOptions(f"seat {seat} never decides in this game; choose one of {choices}")
                seat = deciding[0]
            humans = [seat]
        bot_seats = [p for p in deciding if p not in humans]
        names = split_specs(bots) if bots else ["random+"]
        if bot_seats and len(names) not in (1, len(bot_seats)):
            raise InvalidOptions(
                f"--bots needs 1 or {len(bot_seats)} agent names for seats {bot_seats}, got {len(names)}"
            )
        agents: dict[int, Agent] = {}
        for k, p in enumerate(bot_seats):
            name = names[k] if len(names) > 1 else names[0]
            agents[p] = make_agent(name, random.Random(f"bot:{seed}:{p}").randrange(2**31))
        seat_names = _seat_names(player_names or [], humans, record_names(loaded[0]) if loaded else {})
        if loaded is not None:
            session = GameSession(loaded[1], humans, agents, rebuild_steps(loaded[0]), seat_names)
        else:
            state = ambitions.new_game(game, players=players, seed=seed, **options)
            session = GameSession(state, humans, agents, names=seat_names)
        played = session.state
        played_options = (loaded[0].get("options") or {}) if loaded is not None else options
        for agent in agents.values():  # a policy trained for another game: refused now, in one line
            check_agent_game(agent, played.game_name, played.num_players, played_options)
    except AmbitionsError as exc:
        _fail(str(exc))
    if plain or not (sys.stdin.isatty() and sys.stdout.isatty()):
        setup = "".join(f", {key.replace('_', ' ')} {value}" for key, value in options.items())
        resumed = f", resumed from {load} after {len(session.steps)} actions" if load is not None else ""
        print(
            f"{game}, {players} players, seed {seed}{setup}{resumed}; type 'help' for commands.", flush=True
        )
        if not hotseat:
            others = ", ".join(f"seat {p} {a.name}" for p, a in agents.items())
            ruled = [p for p in range(players) if p not in deciding]
            if ruled:
                by_rules = ", ".join(f"seat {p}" for p in ruled) + " played by the rules"
                others = f"{others}; {by_rules}" if others else by_rules
            print(f"You are {named(seat, session.names.get(seat))}; bots: {others}")
        terminal = TerminalGame(
            session.state, humans, agents, hotseat=hotseat, steps=session.steps, names=session.names
        )
        try:
            terminal.run()
        except KeyboardInterrupt:
            print("\nGame left unfinished.", flush=True)
        _write_result(spec, terminal.state, result)
        return
    from ambitions.tui.app import PlayApp

    play_app = PlayApp(session, seed=seed, save_path=load, bot_delay=max(0.0, delay))
    summary = play_app.run()
    if summary is not None:
        print("\n".join(summary.lines()))
    else:
        print(f"Game left unfinished after {len(session.steps)} actions.")
        if play_app.saved_to is not None and play_app.saved_at == len(session.steps):
            saved = play_app.saved_to
            print(f"Saved to {saved}; resume with: ambitions play {game} --load {saved}")
    _write_result(spec, session.state, result)


def _seat_names(given: Sequence[str], humans: Sequence[int], saved: Mapping[int, str]) -> dict[int, str]:
    """The human seats' names: a saved game's (a bot is named after its agent), then each
    ``--name`` for the next human seat (raises `InvalidOptions` for a name refused or more names
    than human seats)."""
    if len(given) > len(humans):
        raise InvalidOptions(
            f"{len(given)} names (--name) for {len(humans)} human seat{'s' if len(humans) != 1 else ''}; "
            "give one --name per human seat at most"
        )
    names = {seat: name for seat, name in saved.items() if seat in humans}
    for k, (seat, text) in enumerate(zip(humans, given, strict=False)):
        try:
            names[seat] = clean_name(text)
        except InvalidOptions as exc:
            raise InvalidOptions(f"--name {shorten(text, 40)} (name {k + 1}): {exc}") from None
    return names


def _write_result(spec: GameSpec, state: State, path: Path | None) -> None:
    """Write `spec.result(state)` to `path` once the game is over, or stopped where it may be
    (`GameSpec.pause`) (``play --result``)."""
    if path is None or spec.result is None:
        return
    if not state.is_terminal() and not (spec.pause is not None and spec.pause(state) is not None):
        print(f"No result written to {path}: the game is not over.", flush=True)
        return
    try:
        path.write_text(json.dumps(spec.result(state), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    except OSError as exc:
        _fail(f"cannot write {shorten(str(path), 200)}: {exc.strerror or exc}")
    print(f"Result written to {path}.", flush=True)


# -- simulate ------------------------------------------------------------------------------------
@app.command(context_settings=GAME_OPTIONS, epilog=GAME_OPTIONS_HELP)
def simulate(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        typer.Argument(help="The game to simulate (see 'ambitions games'; default: the one it marks)."),
    ] = None,
    players: Annotated[int | None, typer.Option(help="Number of seats (default: the game's usual).")] = None,
    agents: Annotated[
        str | None,
        typer.Option(
            help="Comma-separated agents, one per seat: a spec (random, greedy, ismcts:seconds=1) or "
            "name=spec to tell identical agents apart (a=random,b=random). Same names are pooled. "
            "Default: random+ at each seat."
        ),
    ] = None,
    games: Annotated[
        int, typer.Option(help="Games to play, rounded up to whole blocks (each deal under every seating).")
    ] = 30,
    seed: Annotated[int, typer.Option(help="Base seed: every deal and agent seed derives from it.")] = 0,
    workers: Annotated[
        int | None, typer.Option(help="Parallel workers (default: one per core; local: 1).")
    ] = None,
    backend: Annotated[
        str, typer.Option(help="Where games run: local (this process), processes, or ray.")
    ] = "processes",
    address: Annotated[
        str | None, typer.Option(help="Ray cluster address (ray backend; default: a local Ray instance).")
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(help="Write summary.json, games.jsonl, records/, plots/ and report.html here."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    plots: Annotated[bool, typer.Option(help="Draw the plots when writing --out.")] = True,
    force: Annotated[
        bool,
        typer.Option("--force", help="Use a non-empty --out folder, replacing an earlier run's files there."),
    ] = False,
) -> None:
    """Play a tournament: paired deals, permuted seats; summary, JSON, plots (Ctrl-C keeps finished games)."""
    from ambitions.sim.console import run_simulate
    from ambitions.sim.tournament import split_agents

    try:
        spec, options = _game_and_options(game, ctx)
        game = spec.name
        if players is None:
            players = spec.usual_players
        specs = split_agents(agents) if agents else ["random+"] * players
        ambitions.new_game(game, players=players, seed=seed, **options)  # bad options: one clear error
        code = run_simulate(
            game,
            players,
            specs,
            games,
            seed,
            options=options,
            backend=backend,
            workers=workers,
            address=address,
            out=out,
            as_json=as_json,
            plots=plots,
            force=force,
        )
    except AmbitionsError as exc:
        _fail(str(exc))
    if code:
        raise typer.Exit(code)


# -- replay --------------------------------------------------------------------------------------
@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game record (JSON), e.g. from 'save' in play.")],
    watch: Annotated[
        bool, typer.Option("--watch", help="Watch it action by action, stepping back and forth.")
    ] = False,
    seat: Annotated[
        int | None,
        typer.Option(help="With --watch: the table as this seat saw it (its own hand only)."),
    ] = None,
    at: Annotated[int, typer.Option(help="With --watch: start after this many actions (0: as set up).")] = 0,
    plain: Annotated[
        bool,
        typer.Option("--plain", help="With --watch: line-by-line text (automatic without a terminal)."),
    ] = False,
) -> None:
    """Replay a game record, checking every action, and print the result (--watch: watch it)."""
    from ambitions.core.results import winner_of
    from ambitions.core.state import TERMINAL

    if watch:
        _watch(file, seat, at, plain)
        return
    if seat is not None or at or plain:
        _fail("--seat, --at and --plain go with --watch")
    try:
        record, state = load_record(file)
    except AmbitionsError as exc:
        _fail(str(exc))
    actions = record["actions"]
    names = record_names(record)  # the players' names, if the record keeps them
    score = game_spec(state.game_name).score
    over = state.current_player() == TERMINAL
    print(f"{record['game']}, {state.num_players} players, seed {record.get('seed')}: {len(actions)} actions")
    print(
        (f"Final {score}: " if over else f"{score} (game unfinished): ")
        + ", ".join(f"{named(p, names.get(p))} {v:g}" for p, v in enumerate(state.scores()))
    )
    if over:
        print(f"Winner: {named(winner_of(state), names.get(winner_of(state)))}")


def _watch(file: Path, seat: int | None, at: int, plain: bool) -> None:
    """``replay --watch``: the full-screen watcher, or the plain one without a terminal."""
    from ambitions.cli.play import stdin_reader, stdout_writer
    from ambitions.cli.watch import Watcher
    from ambitions.play.replay import Replay

    try:
        watched = Replay(read_record_file(file))
        watched.check_viewer(seat)
    except (AmbitionsError, ValueError) as exc:
        _fail(str(exc))
    if not 0 <= at <= len(watched):
        _fail(f"--at {at}: the record holds {len(watched)} actions (0 to {len(watched)})")
    if plain or not (sys.stdin.isatty() and sys.stdout.isatty()):
        watcher = Watcher(watched, seat, stdin_reader, stdout_writer)
        watcher.position = at
        watcher.run()
        return
    from ambitions.tui.replay import ReplayApp

    ReplayApp(watched, seat, at).run()


# -- serve ---------------------------------------------------------------------------------------
SERVING: Final = Settings()
"""The server's settings by default (most are ``serve`` options)."""

ThinkSeconds = Annotated[
    float,
    typer.Option(help=f"The longest a bot may think about one decision (at most {MAX_THINK_SECONDS:g})."),
]
ClaimSeconds = Annotated[
    float,
    typer.Option(
        help="With several processes on one database: how long a bot decision stays claimed by the "
        "process thinking about it unless renewed (a process that dies holds it this long)."
    ),
]
ScanSeconds = Annotated[
    float,
    typer.Option(
        help="With several processes on one database: how often to look for bot decisions no one holds."
    ),
]


@app.command()
def serve(
    db: Annotated[
        str | None,
        typer.Option(
            help="Database URL (default: a SQLite file in your data folder; postgresql+psycopg://...)."
        ),
    ] = None,
    host: Annotated[str, typer.Option(help="Address to listen on (0.0.0.0: every network).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on (1-65535).")] = 8000,
    think_seconds: ThinkSeconds = SERVING.think_seconds,
    bot_workers: Annotated[
        int, typer.Option(help="Processes searching bots think in (0: one per core).")
    ] = SERVING.bot_workers,
    max_iterations: Annotated[
        int, typer.Option(help="The most iterations an agent spec may ask for.")
    ] = SERVING.max_iterations,
    rate: Annotated[
        float, typer.Option(help="HTTP requests a second per client address (pages, files, reads, writes).")
    ] = SERVING.rate,
    burst: Annotated[int, typer.Option(help="HTTP requests a client may make at once.")] = SERVING.burst,
    ws_rate: Annotated[
        float, typer.Option(help="Websocket messages a second per connection.")
    ] = SERVING.ws_rate,
    ws_burst: Annotated[
        int, typer.Option(help="Websocket messages a connection may send at once.")
    ] = SERVING.ws_burst,
    sockets_per_client: Annotated[
        int, typer.Option(help="Websockets a client address may keep open at once.")
    ] = SERVING.sockets_per_client,
    idle_seconds: Annotated[
        float,
        typer.Option(help="Drop a game from memory after this long unused (it stays in the database)."),
    ] = SERVING.idle_seconds,
    max_live_games: Annotated[
        int, typer.Option(help="Games kept in memory at most (the least recently used idle ones go first).")
    ] = SERVING.max_live_games,
    max_replays: Annotated[
        int, typer.Option(help="Replays kept in memory at most (the least recently watched go first).")
    ] = SERVING.max_replays,
    claim_seconds: ClaimSeconds = SERVING.claim_seconds,
    scan_seconds: ScanSeconds = SERVING.scan_seconds,
    workers: Annotated[
        int,
        typer.Option(
            help="Server processes on this port (PostgreSQL only: with SQLite the server is one process)."
        ),
    ] = 1,
    bots: Annotated[
        bool,
        typer.Option(
            "--bots/--no-bots", help="Think for the games' bots here (--no-bots: 'ambitions bots' does)."
        ),
    ] = True,
    policy: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME=FILE",
            help="Install a trained policy (examples/train.py's policy.zip) as the bot policy:NAME "
            "(repeatable; bot workers need the same).",
        ),
    ] = None,
) -> None:
    """Serve games to browsers: players join with their secret links, bots play on the server."""
    from ambitions.server.policies import parse_policy_options
    from ambitions.server.run import run_server

    try:
        settings = Settings(
            think_seconds=think_seconds,
            bot_workers=bot_workers,
            max_iterations=max_iterations,
            rate=rate,
            burst=burst,
            ws_rate=ws_rate,
            ws_burst=ws_burst,
            sockets_per_client=sockets_per_client,
            idle_seconds=idle_seconds,
            max_live_games=max_live_games,
            max_replays=max_replays,
            claim_seconds=claim_seconds,
            scan_seconds=scan_seconds,
            policies=parse_policy_options(policy or []),
        )
        run_server(db, host, port, settings, workers=workers, bots=bots)
    except AmbitionsError as exc:
        _fail(str(exc))


@app.command("bots")
def bot_workers_command(
    db: Annotated[
        str | None,
        typer.Option(help="The PostgreSQL database the servers share (postgresql+psycopg://...)."),
    ] = None,
    workers: Annotated[int, typer.Option(help="Worker processes on this machine.")] = 1,
    think_seconds: ThinkSeconds = SERVING.think_seconds,
    bot_attempts: Annotated[
        int, typer.Option(help="Tries of a failing bot decision before its seat is reported.")
    ] = SERVING.bot_attempts,
    bot_workers: Annotated[
        int, typer.Option(help="Processes searching bots think in, per worker (0: one per core).")
    ] = SERVING.bot_workers,
    claim_seconds: ClaimSeconds = SERVING.claim_seconds,
    scan_seconds: ScanSeconds = SERVING.scan_seconds,
    policy: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME=FILE",
            help="A trained policy the servers offer as policy:NAME (repeatable; as 'serve --policy').",
        ),
    ] = None,
) -> None:
    """Bot workers: think for the bots of every game in a PostgreSQL database that servers
    started with --no-bots serve (each decision taken by one worker; run them on any machine)."""
    from ambitions.server.botworkers import run_bots
    from ambitions.server.policies import parse_policy_options

    try:
        settings = Settings(
            think_seconds=think_seconds,
            bot_attempts=bot_attempts,
            bot_workers=bot_workers,
            claim_seconds=claim_seconds,
            scan_seconds=scan_seconds,
            policies=parse_policy_options(policy or []),
        )
        run_bots(db, workers, settings)
    except AmbitionsError as exc:
        _fail(str(exc))


# -- bench ---------------------------------------------------------------------------------------
def _rl_env_speed(game: str, seconds: float, seed: int) -> list[Any]:
    """The RL environment's steps/s (`ambitions.rl.bench`) as the simulator's bench `Measure`s."""
    from ambitions.rl.bench import env_speed
    from ambitions.sim.bench import Measure

    return [
        Measure(e.key, e.label, e.steps_per_second, e.players, e.note) for e in env_speed(game, seconds, seed)
    ]


@app.command()
def bench(
    seconds: Annotated[
        float | None, typer.Option(help="Time spent on each measurement (default 2; 10 with --long).")
    ] = None,
    long: Annotated[bool, typer.Option("--long", help="Measure longer (about a minute).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
    game: Annotated[
        str | None, typer.Option(help="The game to measure (default: the one 'ambitions games' marks).")
    ] = None,
    seed: Annotated[int, typer.Option(help="Seed of the random games.")] = 0,
) -> None:
    """Engine speed (random play for 2-4 players, clone cost), simulator, greedy and ismcts speed,
    and the RL environment's steps/s."""
    from ambitions.sim.console import run_bench_command

    if seconds is None:
        seconds = 10.0 if long else 2.0
    if seconds <= 0:
        _fail(f"--seconds must be positive, not {seconds}")
    try:
        run_bench_command(game or default_game(), seconds, seed, as_json, extra=[_rl_env_speed])
    except AmbitionsError as exc:
        _fail(str(exc))


if __name__ == "__main__":
    app()
