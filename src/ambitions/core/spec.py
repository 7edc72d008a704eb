"""What a game declares once, for the kernel and for every front end: its `GameSpec`.

A game package builds one `GameSpec` and names it in the ``ambitions.games`` entry-point group
(`ambitions.core.registry`). Besides the kernel functions (new game, replay, determinize, a
position), the spec holds everything the front ends and the simulator need from the game, so
none of them imports a game module:

- `options`: the keyword options `new_game` takes, with their help text (the CLI turns them into
  ``--flags``);
- `render`: a plain-text view of an observation (the line-by-line game prints it);
- `help`: the game's own part of a front end's help (`GameHelp`: example action texts, a list
  of its actions), so the help a shell prints shows this game's actions, not another's;
- `describe`: a short description of an action's log text (``roll A1 A4``: the dice faces);
- `aftermath`: what a step caused that its text does not say (a chapter's scoring, the winner),
  read from the spectators' observations before and after it;
- `unseen`: how many hidden things an observation leaves its seat unable to see (undo stops after
  a decision that lowered it: the decision revealed something);
- `statistics`: the game's own statistics for the simulator (`Statistics`);
- `views`: per front end, where the game's screen views live, inside the game's own package:
  ``{"tui": "ambitions.games.arcs.views.tui"}`` (a Python module),
  ``{"web": "ambitions.games.arcs:views/web/view.js"}`` (a package, a colon, and the path of the
  browser view's ES module inside that package; the server serves that file's folder);
- `rules`: a one-line summary of each kind of action, in our own words, with where the rules say
  it (`RuleNote`: ``build``, "Arcs rulebook p.12"): the rules help of the terminal and the browser;
- `odds`: for an action that chooses dice, the dice's faces and the exact chance of each result;
- `catalogue`: the game's public catalogue for front ends (card names and texts, the map...),
  JSON-safe and the same for every game and every viewer (never a deal, a deck order or a hand).
- `result`: what a finished game hands on (the campaign's file at an Act's end), written by the
  front end where the player asks;
- `encodings`: where its reinforcement-learning encodings are (``"module:attribute"``): a fixed
  action index and observation tensor, loaded only by `ambitions.rl` (so the kernel and the
  engine never import numpy).

Everything but the kernel functions has a default, so a small game is a few lines.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, Protocol

from ambitions.core.errors import InvalidOptions
from ambitions.core.state import JSON, State

OptionKind = Literal["flag", "int", "text", "file", "choice"]
"""How an option's value is written: ``flag`` (a bool, present or not), ``int``, ``text``, or
``file``: the path of a file on the machine running the game, which `new_game` reads; ``choice``:
one of `GameOption.choices` (whole numbers or words: the campaign's ``act``, 1, 2 or ``all``),
also taken as its text (``"2"``). A server
never takes a ``file`` option (it would read its own machine's files for anyone who asks); it
takes the file's content as the option's `GameOption.content` keyword instead."""


@dataclass(frozen=True)
class GameOption:
    """One keyword option of a game's `new_game` (``setup_card``, ``leaders_and_lore``...)."""

    name: str
    """The keyword, a Python identifier; on the command line ``--`` + name with ``-`` for ``_``."""
    kind: OptionKind
    help: str
    choices: tuple[int | str, ...] = ()
    """For a ``choice`` option: the values it takes."""
    content: str = ""
    """For a ``file`` option: the keyword taking the file's content (its parsed JSON) instead of
    its path, as a server and a browser send it (``card_set`` for ``cards``); empty when there is
    none (a server does not offer the option at all)."""

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--setup-card``."""
        return "--" + self.name.replace("_", "-")

    def parse(self, text: str) -> Any:
        """The option's value from command-line text (raises `InvalidOptions`)."""
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise InvalidOptions(f"{self.flag} takes a whole number, not {text!r:.40}") from None
        if self.kind == "choice":
            for choice in self.choices:
                if str(choice) == text.strip().lower():
                    return choice
            shown = ", ".join(map(str, self.choices))
            raise InvalidOptions(f"{self.flag} takes one of {shown}, not {text!r:.40}")
        if self.kind == "flag":
            lowered = text.lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise InvalidOptions(f"{self.flag} is a flag: true or false, not {text!r:.40}")
        return text


@dataclass(frozen=True)
class Tally:
    """A statistic the simulator counts per period: each game's ``stats[key]`` is a list (one
    entry per period, such as a chapter) of lists of labels, and the summary counts the labels."""

    key: str
    """The key in each game's statistics and in the summary JSON (``ambitions_scored``)."""
    title: str
    """A heading for tables (``Ambitions scored``)."""
    label: str
    """What one label is (``ambition``)."""


class Watcher(Protocol):
    """Looks at one game while it is played; `finish` returns the game's statistics."""

    def before(self, state: State, action: Any) -> None:
        """Called before each action (chance outcomes included) is applied to `state`."""
        ...

    def finish(self, state: State) -> dict[str, JSON]:
        """The statistics (JSON-safe), once the game is over."""
        ...


def _no_periods(state: State) -> list[list[float]] | None:
    return None


@dataclass(frozen=True)
class Stages:
    """The parts a long game is played in (the campaign's Acts), for progress shown within a
    game: `name` what one is called (``Act``), ``count(options)`` how many a game with these
    options plays, ``done(state)`` how many of them are over in `state` (0 at the start)."""

    name: str
    count: Callable[[Mapping[str, Any]], int]
    done: Callable[[State], int]


@dataclass(frozen=True)
class Statistics:
    """What the simulator records for a game beyond scores, winners and length."""

    watcher: Callable[[], Watcher] | None = None
    """Makes a `Watcher` for each game (None: the game has no per-game statistics)."""
    tallies: tuple[Tally, ...] = ()
    """The statistics the summary counts (each one's key is filled in by the watcher)."""
    period_scores: Callable[[State], list[list[float]] | None] = _no_periods
    """Score gained in each finished period (one row per period, one column per seat), or None
    when the game has no periods."""
    period: str = "period"
    """What a period is called (``chapter``)."""


@dataclass(frozen=True)
class GameHelp:
    """What a front end's help says of one game (the shell itself knows no game's actions)."""

    action: str = ""
    """An action written out in full (``move 1.3 1.0 2 0``); empty: the help gives no example."""
    prefix: str = ""
    """The start of several actions' texts, which lists just those (``move 3.2``)."""
    actions: str = ""
    """A few lines on the game's action texts with examples, printed after the commands."""


@dataclass(frozen=True)
class RuleNote:
    """What the rules say of one kind of action, in a line (the rules help of the front ends)."""

    kind: str
    """The first word or words of the action texts it is about (``build``, ``spend``), as the
    game writes them; an action's note is the one with the longest such kind (`GameSpec.note_for`)."""
    summary: str
    """One line in our own words (never the rulebook's text)."""
    source: str
    """Where the rules say it: a book and page (``Arcs rulebook p.12``), or a section."""
    title: str = ""
    """A short name for the kind as players say it (``Build``); the kind when empty."""

    @property
    def name(self) -> str:
        return self.title or self.kind

    def line(self) -> str:
        """The note in one line: ``build (Build): ... [Arcs rulebook p.12]``."""
        name = f"{self.kind} ({self.title})" if self.title and self.title.lower() != self.kind else self.kind
        return f"{name}: {self.summary} [{self.source}]"

    def matches(self, text: str) -> bool:
        """True if the action `text` is of this kind (its first words are the kind's)."""
        lowered = text.strip().lower()
        return lowered == self.kind or lowered.startswith(self.kind + " ")


@cache
def _notes_by_word(rules: Callable[[], Sequence[RuleNote]]) -> dict[str, tuple[RuleNote, ...]]:
    """A game's notes by the first word of their kind, the longest kinds first."""
    out: dict[str, list[RuleNote]] = {}
    for note in rules():
        out.setdefault(note.kind.partition(" ")[0], []).append(note)
    return {word: tuple(sorted(notes, key=lambda n: -len(n.kind))) for word, notes in out.items()}


def render_json(observation: Mapping[str, Any]) -> str:
    """The default plain-text view: the observation as indented JSON."""
    return json.dumps(observation, indent=1, sort_keys=True)


def no_description(text: str, chance: bool) -> str | None:
    """The default `describe`: actions are shown as their text."""
    return None


@dataclass(frozen=True)
class GameSpec:
    """How to build, replay and show one game (see the module docstring)."""

    name: str
    """The registry name (``arcs``): the entry point's name and the records' ``"game"``."""
    new_game: Callable[..., State]
    """``new_game(players=..., seed=..., **options)``; raises `InvalidOptions`."""
    replay: Callable[[Mapping[str, Any]], State]
    determinize: Callable[[Mapping[str, Any], random.Random], State]
    from_position: Callable[[Mapping[str, Any]], State]
    players: tuple[int, ...]
    """The player counts the game is for."""
    title: str = ""
    """The game's name as people write it (``Arcs``); the registry name when empty."""
    about: str = ""
    """One line on the game (``ambitions games`` prints it)."""
    default_players: int = 0
    """The player count front ends use when none is given (0: the smallest allowed)."""
    is_default: bool = False
    """Front ends use this game when none is named (``ambitions play`` alone, the start page's
    first choice): see `ambitions.core.registry.default_game`. The shells name no game."""
    options: tuple[GameOption, ...] = ()
    """The keyword options `new_game` takes (it still validates them itself)."""
    score: str = "score"
    """What the score is called (``Power``): summaries say "Final Power"."""
    render: Callable[[Mapping[str, Any]], str] = render_json
    """A plain-text view of an observation (several lines, no trailing newline)."""
    help: GameHelp = field(default_factory=GameHelp)
    """The game's own lines in a front end's help: example action texts, its actions' texts."""
    describe: Callable[[str, bool], str | None] = no_description
    """``describe(text, chance)``: a short description of an action's log text as a viewer sees
    it (`chance`: a chance outcome), or None to show the text as it is."""
    aftermath: Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]] | None = None
    """``aftermath(before, after)``: what an applied action caused that its text does not say
    (a chapter's scoring, the game's end and winner, whose ships a battle's hits damaged), as
    short lines of words, read from the spectators' observations (``observation(None)``) before
    and after it: public facts only, whoever reads the log. The play session asks it once per
    step and keeps the lines in the log (`Step.notes`). None: a step says nothing more."""
    unseen: Callable[[Mapping[str, Any]], int] | None = None
    """How many hidden things a seat's observation leaves unseen (cards in decks and rival hands,
    face-down cards...): a decision that lowers it revealed something to that seat."""
    statistics: Statistics = field(default_factory=Statistics)
    stages: Stages | None = None
    """The parts one game is played in, for progress bars (`Stages`); None: a game is one part."""
    views: Mapping[str, str] = field(default_factory=dict)
    """Per front end, where this game's screen views live: ``tui``, a Python module holding
    ``make_views``; ``web``, ``package:path/view.js``, a browser ES module inside an installed
    package (the server serves the file's folder; see docs/ARCHITECTURE.md, "Browser views")."""
    catalogue: Callable[[], Mapping[str, Any]] | None = None
    """The game's public, static data for front ends (card ids to names and texts, the map),
    JSON-safe; served at ``/api/games/{name}/catalogue``. None: the game has none. Public only:
    it must not depend on a game in progress (no deal, deck order or hand)."""
    encodings: str | None = None
    """``module:attribute`` of the game's reinforcement-learning encodings (an object with
    ``num_actions``, ``action_index``, ``index_action``, ``observation_shape``, ``encode``...: the
    `ambitions.rl.encodings.Encodings` protocol; a game whose index depends on its options, such
    as a card file, adds ``bind(observation)``), imported only by `ambitions.rl`; None: the game
    has none, and no environment can be made for it."""
    result: Callable[[State], Mapping[str, Any]] | None = None
    """``result(state)``: what a finished game hands on to the next one, JSON-safe (the campaign's
    Act result: its campaign file); front ends write it where the player asks (``ambitions play
    GAME --result FILE``). None: the game hands nothing on."""
    pause: Callable[[State], str | None] | None = None
    """``pause(state)``: at a point where the players may stop and hand on the game's `result`
    before its end (the campaign's "Packing Up" at the Intermission's end), what to tell them;
    None elsewhere. ``ambitions play`` asks there whether to stop (``--result FILE`` is written
    then). None: the game has no such point."""
    rules: Callable[[], Sequence[RuleNote]] | None = None
    """The game's rules help: a `RuleNote` for each kind of action its players take (every kind
    `legal_actions` can offer), in the order a player meets them. None: the game has none."""
    odds: Callable[[str], str | None] | None = None
    """``odds(action_text)``: for an action choosing dice, each die's faces and the exact chance
    of each number of hits (and the other results that matter), a few lines of plain text; None
    for any other action. Public: it may read the action's text only. None: no dice to choose."""
    deciding_seats: Callable[[int, Mapping[str, Any]], tuple[int, ...]] | None = None
    """``deciding_seats(players, options)``: the seats that ever make a decision in a game with
    these options, when not all of them do (ARCADEs solo: the bots' seats are played by the
    rules). None: every seat decides. Front ends seat people and agents only there."""
    dealer: Callable[[Mapping[str, Any]], Callable[[random.Random], State]] | None = None
    """``dealer(observation)``: a search's determinizer for one observation, called once per
    world: ``dealer(observation)(rng)`` must give what ``determinize(observation, rng)`` gives
    (the same state, the same draws from `rng`), faster, by reading and checking the observation
    once (`ambitions.core.registry.dealer`). None: every world is a `determinize`."""

    def rule_notes(self) -> tuple[RuleNote, ...]:
        """Every rule note of the game (`rules`), none when it has none."""
        return tuple(self.rules()) if self.rules is not None else ()

    def note_for(self, text: str) -> RuleNote | None:
        """The note on the kind of action `text` is: the matching note with the longest kind."""
        if self.rules is None:
            return None
        lowered = " ".join(text.lower().split())
        for note in _notes_by_word(self.rules).get(lowered.partition(" ")[0], ()):
            if note.matches(lowered):
                return note
        return None

    def notes_first(self, texts: Sequence[str], first: str = "") -> tuple[list[RuleNote], list[RuleNote]]:
        """The notes on the kinds of the actions `texts` (the kind of `first`, an action's text,
        before them), then every other note of the game, each in the game's order. Quick on long
        lists: a first word whose notes are all one word long is looked at once."""
        if self.rules is None:
            return [], []
        index = _notes_by_word(self.rules)
        wanted: list[RuleNote] = []
        done: set[str] = set()
        for text in (first, *texts) if first else texts:
            word = text.partition(" ")[0].lower()
            if word in done:
                continue
            note = self.note_for(text)
            if note is not None and note not in wanted:
                wanted.append(note)
            if all(" " not in n.kind for n in index.get(word, ())):
                done.add(word)
        head = [wanted[0]] if first and wanted and wanted[0].matches(first) else []
        order = self.rule_notes()
        now = head + [n for n in order if n in wanted and n not in head]
        return now, [n for n in order if n not in wanted]

    def odds_for(self, text: str) -> str | None:
        """`odds` of the action `text`, or None (no dice chosen, or the game has no odds)."""
        return self.odds(text) if self.odds is not None else None

    def seats_deciding(self, players: int, options: Mapping[str, Any]) -> tuple[int, ...]:
        """The seats that make decisions (`deciding_seats`; every seat by default)."""
        if self.deciding_seats is None:
            return tuple(range(players))
        return tuple(self.deciding_seats(players, options))

    @property
    def display_name(self) -> str:
        return self.title or self.name

    @property
    def usual_players(self) -> int:
        """`default_players`, or the smallest allowed count."""
        return self.default_players or min(self.players)

    def option(self, name: str) -> GameOption | None:
        """The declared option called `name` (a keyword or its ``--flag`` spelling), or None."""
        key = name.removeprefix("--").replace("-", "_")
        for opt in self.options:
            if opt.name == key:
                return opt
        return None
