"""The ``ambitions`` command: play, simulate, replay, bench.

A thin adapter over the kernel, the bots and the simulator. Bad input (unknown agents, player
counts, broken records) ends with a one-line ``error: ...`` on stderr and a non-zero exit code
(2 for bad options), never a traceback.
"""

from __future__ import annotations

import json
import random
import secrets
import sys
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

import ambitions
from ambitions.bots.base import Agent, make_agent, split_specs
from ambitions.core.errors import AmbitionsError, InvalidOptions, InvalidRecord
from ambitions.core.registry import game_spec

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


# -- play ----------------------------------------------------------------------------------------
@app.command()
def play(
    game: Annotated[str, typer.Argument(help="The game to play (arcs).")] = "arcs",
    players: Annotated[
        int | None, typer.Option(help="Number of seats (default 3; a loaded game keeps its own).")
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
    setup_card: Annotated[str | None, typer.Option(help="Arcs setup card id, e.g. 3SETUP02.")] = None,
    leaders_and_lore: Annotated[
        bool, typer.Option("--leaders-and-lore", help="Play with the Leaders & Lore expansion.")
    ] = False,
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
) -> None:
    """Play a game in the terminal against bots (or hot-seat)."""
    from ambitions.cli.play import TerminalGame
    from ambitions.tui.session import GameSession

    record: dict[str, Any] | None = None
    options: dict[str, Any] = {}
    try:
        spec = game_spec(game)
        if load is not None:
            if setup_card is not None or leaders_and_lore:
                raise InvalidOptions(
                    "a loaded game keeps its own options; drop --setup-card/--leaders-and-lore"
                )
            record = GameSession.read_record(load)
            if record.get("game") != game:
                raise InvalidOptions(f"{str(load)!r} is a game of {record.get('game')!r}, not {game!r}")
            saved = record.get("players")
            if players is not None and players != saved:
                raise InvalidOptions(f"--players {players} does not match the saved game's {saved} players")
            if not isinstance(saved, int):
                raise InvalidOptions(f"{str(load)!r} is not a game record: no player count")
            players = saved
            seed = record.get("seed") if isinstance(record.get("seed"), int) else seed
        if players is None:
            players = 3
        if seed is None:
            seed = secrets.randbelow(2**31)
        if setup_card is not None:
            options["setup_card"] = setup_card
        if leaders_and_lore:
            options["leaders_and_lore"] = True
        if players not in spec.players:
            raise InvalidOptions(f"{game} is for {', '.join(map(str, spec.players))} players, not {players}")
        if hotseat:
            humans = list(range(players))
        else:
            if not 0 <= seat < players:
                raise InvalidOptions(f"--seat must be 0..{players - 1}, not {seat}")
            humans = [seat]
        bot_seats = [p for p in range(players) if p not in humans]
        names = split_specs(bots) if bots else ["random+"]
        if bot_seats and len(names) not in (1, len(bot_seats)):
            raise InvalidOptions(
                f"--bots needs 1 or {len(bot_seats)} agent names for seats {bot_seats}, got {len(names)}"
            )
        agents: dict[int, Agent] = {}
        for k, p in enumerate(bot_seats):
            name = names[k] if len(names) > 1 else names[0]
            agents[p] = make_agent(name, random.Random(f"bot:{seed}:{p}").randrange(2**31))
        if record is not None:
            try:
                session = GameSession.load(record, humans, agents)
            except AmbitionsError as exc:
                raise InvalidRecord(f"{str(load)!r} does not replay: {exc}") from None
        else:
            try:
                state = ambitions.new_game(game, players=players, seed=seed, **options)
            except InvalidOptions as exc:
                if leaders_and_lore and "leaders_and_lore" in str(exc):
                    raise InvalidOptions("Leaders & Lore is not available yet") from None
                raise
            session = GameSession(state, humans, agents)
    except AmbitionsError as exc:
        _fail(str(exc))
    if plain or not (sys.stdin.isatty() and sys.stdout.isatty()):
        setup = f", setup card {setup_card}" if setup_card else ""
        resumed = f", resumed from {load} after {len(session.steps)} actions" if load is not None else ""
        print(
            f"{game}, {players} players, seed {seed}{setup}{resumed}; type 'help' for commands.", flush=True
        )
        if not hotseat:
            print(f"You are seat {seat}; bots: " + ", ".join(f"seat {p} {a.name}" for p, a in agents.items()))
        try:
            TerminalGame(session.state, humans, agents, hotseat=hotseat, steps=session.steps).run()
        except KeyboardInterrupt:
            print("\nGame left unfinished.", flush=True)
        return
    from ambitions.tui.app import PlayApp

    result = PlayApp(session, seed=seed, save_path=load, bot_delay=max(0.0, delay)).run()
    if result is not None:
        print("\n".join(result.lines()))
    else:
        print(f"Game left unfinished after {len(session.steps)} actions.")


# -- simulate ------------------------------------------------------------------------------------
@app.command()
def simulate(
    game: Annotated[str, typer.Argument(help="The game to simulate (arcs).")] = "arcs",
    players: Annotated[int, typer.Option(help="Number of seats.")] = 3,
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
    leaders_and_lore: Annotated[
        bool, typer.Option("--leaders-and-lore", help="Arcs: play the Leaders & Lore mode (p21).")
    ] = False,
    two_lore: Annotated[
        bool, typer.Option("--two-lore", help="Arcs, Leaders & Lore: two lore cards each.")
    ] = False,
    setup_card: Annotated[
        str | None, typer.Option(help="Arcs: always use this setup card (e.g. 3SETUP02).")
    ] = None,
) -> None:
    """Play a tournament: paired deals, permuted seats; summary, JSON, plots (Ctrl-C keeps finished games)."""
    from ambitions.sim.console import run_simulate
    from ambitions.sim.tournament import split_agents

    specs = split_agents(agents) if agents else ["random+"] * players
    options: dict[str, object] = {}
    if leaders_and_lore:
        options["leaders_and_lore"] = True
    if two_lore:
        options["two_lore"] = True
    if setup_card:
        options["setup_card"] = setup_card
    try:
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
        )
    except AmbitionsError as exc:
        _fail(str(exc))
    if code:
        raise typer.Exit(code)


# -- replay --------------------------------------------------------------------------------------
@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game record (JSON), e.g. from 'save' in play.")],
) -> None:
    """Replay a game record, checking every action, and print the result."""
    from ambitions.cli.play import _powers
    from ambitions.core.state import TERMINAL
    from ambitions.sim.runner import winner_of

    try:
        text = file.read_text()
    except OSError as exc:
        _fail(f"cannot read {str(file)!r}: {exc.strerror or exc}", 1)
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        _fail(f"invalid record {str(file)!r}: not JSON ({exc})", 1)
    try:
        state = ambitions.replay(record)
    except AmbitionsError as exc:
        _fail(f"invalid record {str(file)!r}: {exc}", 1)
    actions = record.get("actions", [])
    powers = _powers(state)
    over = state.current_player() == TERMINAL
    print(f"{record['game']}, {state.num_players} players, seed {record.get('seed')}: {len(actions)} actions")
    print(
        ("Final Power: " if over else "Power (game unfinished): ")
        + ", ".join(f"seat {p} {v:g}" for p, v in enumerate(powers))
    )
    if over:
        print(f"Winner: seat {winner_of(state)}")


# -- bench ---------------------------------------------------------------------------------------
@app.command()
def bench(
    seconds: Annotated[
        float | None, typer.Option(help="Time spent on each measurement (default 2; 10 with --long).")
    ] = None,
    long: Annotated[bool, typer.Option("--long", help="Measure longer (about a minute).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the figures as JSON.")] = False,
    game: Annotated[str, typer.Option(help="The game to measure.")] = "arcs",
    seed: Annotated[int, typer.Option(help="Seed of the random games.")] = 0,
) -> None:
    """Engine speed (random play for 2-4 players, clone cost), simulator, greedy and ismcts speed."""
    from ambitions.sim.console import run_bench_command

    if seconds is None:
        seconds = 10.0 if long else 2.0
    if seconds <= 0:
        _fail(f"--seconds must be positive, not {seconds}")
    try:
        run_bench_command(game, seconds, seed, as_json)
    except AmbitionsError as exc:
        _fail(str(exc))


if __name__ == "__main__":
    app()
