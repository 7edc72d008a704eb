"""A game being played: the state, who sits where, the log, bots, undo, save and load.

`GameSession` holds no UI and names no game: the line-by-line game (`ambitions.cli.play`), the
full-screen game (`ambitions.tui.app`) and tests drive it, and what it shows of a game comes from
the game's `GameSpec` (its log descriptions, what counts as a reveal, its score's name). Every
action applied goes through it and is remembered as a `Step` (who decided, the action's text,
whether it showed its seat something it had not seen), which is what the log shows and what undo
may take back:

- A human may undo their own decisions, one at a time, back to the last chance event (die
  roll, deal, draw, shuffle), the last decision of another seat, or the last decision that
  revealed something to them (for Arcs, a Court card coming up from the deck after a secure; the
  game's `GameSpec.unseen` tells). Undo replays the record without the undone actions
  (`ambitions.replay`), so it cannot leave the state different from a game that never made them.
- `save` writes `state.record()`, with the players' display names (``names``) when any seat has
  one; `load` replays a record and rebuilds the steps from it, keeping its names.
- Seats are named in the log by `label`: a seat's display name when it has one (``Alice (seat
  1)``), else its number and its agent (``seat 1 (random+)``), ``(you)`` for the viewer.

Each step keeps what every seat may see of it in the log (`State.action_text`, asked before the
action is applied, as it requires): face-down plays, deals and private looks stay hidden. It also
keeps what the action caused that its text does not say (`GameSpec.aftermath`: a chapter's
scoring, the winner), read from the spectators' observations before and after it, so public for
every reader; the session keeps the last one, so that costs one observation per step.

Bots never see the state: `bot_turn` hands the agent a `Decision` of plain values (its legal
actions and, if it reads one, its observation), so it can think in any thread or process while
the front end goes on reading the state; `apply_bot` applies its answer only if the game has not
moved on meanwhile.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ambitions
from ambitions.bots.base import Agent, Decision, checked_act, decision_for
from ambitions.core.errors import (
    AmbitionsError,
    IllegalAction,
    InvalidActionText,
    InvalidOptions,
    InvalidRecord,
    clip,
    shorten,
)
from ambitions.core.names import clean_name, named, names_field, record_names
from ambitions.core.records import read_record_file
from ambitions.core.registry import game_spec
from ambitions.core.results import winner_of
from ambitions.core.spec import GameSpec
from ambitions.core.state import CHANCE, TERMINAL, State


@dataclass(frozen=True)
class Step:
    """One applied action, as the log and undo need it."""

    seat: int
    """The seat that decided, or `CHANCE`."""
    text: str
    """The action's canonical text (omniscient: the log hides what a viewer may not see)."""
    reveals: bool = False
    """True if the action showed its own seat something that seat had not seen before."""
    views: tuple[str, ...] = ()
    """What each seat may see of the action in the log (`State.action_text`), then a spectator."""
    notes: tuple[str, ...] = ()
    """What the action caused that its text does not say (`GameSpec.aftermath`): public words,
    the same for every viewer."""

    def seen_by(self, viewer: int | None) -> str:
        """The action's text as `viewer` may see it (None: a spectator)."""
        if not self.views:
            return self.text
        return (
            self.views[-1] if viewer is None or not 0 <= viewer < len(self.views) - 1 else self.views[viewer]
        )


@dataclass(frozen=True)
class LogLine:
    """One line of the log as one viewer may see it; front ends style it as they like."""

    seat: int
    """The seat that decided, or `CHANCE`."""
    who: str
    """How the log names that seat (``Alice (seat 1)``, ``seat 1 (random+)``); empty for chance."""
    text: str
    """The action's text as the viewer may see it."""
    description: str | None = None
    """The game's words for it (`GameSpec.describe`), if it has any."""
    private: bool = False
    """The viewer's own action, which the other seats see less of (a face-down play)."""
    notes: tuple[str, ...] = ()
    """What the action caused that its text does not say (`Step.notes`), one line each."""

    @property
    def head(self) -> str:
        """The step itself as plain text: chance outcomes indented, decisions after who took
        them."""
        if self.seat == CHANCE:
            return "  " + (self.description or f"chance: {self.text}")
        line = f"{self.who}: {self.description or self.text}"
        return line + " (hidden from the others)" if self.private else line

    @property
    def plain(self) -> str:
        """The line as plain text (`head`), then its notes, each on its own line, indented."""
        return "\n".join([self.head, *(NOTE_INDENT + note for note in self.notes)])


NOTE_INDENT = "      "
"""How far a step's notes stand in from the left in plain text (past a chance line's indent)."""


def log_line(
    step: Step,
    viewer: int | None,
    label: Callable[[int], str],
    describe: Callable[[str, bool], str | None] | None = None,
) -> LogLine:
    """`step` as `viewer` may see it in the log (`Step.seen_by`), described by the game's
    `describe` (`GameSpec.describe`) and its seat named by `label`."""
    shown = step.seen_by(viewer)
    chance = step.seat == CHANCE
    description = describe(shown, chance) if describe is not None else None
    if chance:
        return LogLine(CHANCE, "", shown, description, notes=step.notes)
    private = step.seat == viewer and step.seen_by(None) != shown
    return LogLine(step.seat, label(step.seat), shown, description, private, step.notes)


def step_notes(
    aftermath: Callable[[Mapping[str, Any], Mapping[str, Any]], list[str]] | None,
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any] | None,
) -> tuple[str, ...]:
    """A step's notes: the game's `aftermath` over the spectators' observations before and
    after it (none without an aftermath or an observation)."""
    if aftermath is None or before is None or after is None:
        return ()
    return tuple(aftermath(before, after))


class PublicView:
    """The spectators' observation of a state, kept between steps so each step costs one
    observation (`GameSpec.aftermath` compares the one before with the one after); asked only
    when the game has an aftermath."""

    def __init__(self, spec: GameSpec) -> None:
        self.active = spec.aftermath is not None
        self._kept: tuple[State, int, dict[str, Any]] | None = None

    def before(self, state: State, version: int) -> dict[str, Any] | None:
        """The spectators' observation of `state` now (the one kept after the last step when
        it is of this state and version)."""
        if not self.active:
            return None
        kept = self._kept
        if kept is not None and kept[0] is state and kept[1] == version:
            return kept[2]
        return state.observation(None)

    def after(self, state: State, version: int) -> dict[str, Any] | None:
        """The spectators' observation of `state` after a step, kept for the next one."""
        if not self.active:
            return None
        obs = state.observation(None)
        self._kept = (state, version, obs)
        return obs


@dataclass
class Summary:
    """The result of a finished game."""

    scores: list[float]
    """Final score (Arcs: Power) per seat."""
    winner: int
    """The winning seat."""
    periods: list[list[float]] = field(default_factory=list)
    """Score gained per period (one row per period, one column per seat), when the game has them."""
    score_name: str = "score"
    """What the score is called (``Power``)."""
    period_name: str = "period"
    """What a period is called (``chapter``)."""
    names: dict[int, str] = field(default_factory=dict)
    """The seats' display names, where they have one."""

    def who(self, seat: int) -> str:
        """``Alice (seat 1)``, or ``seat 1`` for a seat without a name."""
        return named(seat, self.names.get(seat))

    def lines(self) -> list[str]:
        """The summary as plain text lines (the end screen and the CLI print these)."""
        out = [
            "Game over.",
            f"Final {self.score_name}: "
            + ", ".join(f"{self.who(p)} {v:g}" for p, v in enumerate(self.scores)),
            f"Winner: {self.who(self.winner)}",
        ]
        if self.periods:
            out.append(f"{self.score_name} gained per {self.period_name}:")
            for c, row in enumerate(self.periods):
                gains = ", ".join(f"{self.who(p)} {v:+g}" for p, v in enumerate(row))  # VP can be lost
                out.append(f"  {self.period_name} {c + 1}: {gains}")
        return out


@dataclass(frozen=True)
class BotTurn:
    """A bot's decision, ready to be thought about in any thread: `think` returns its action,
    which goes back to the session through `GameSession.apply_bot` with `version`."""

    seat: int
    agent: Agent
    decision: Decision
    """Plain values: the legal actions and, for agents that read it, the observation."""
    version: int
    """The session's version when the turn was handed out (a stale answer is dropped)."""

    def think(self, least_seconds: float = 0.0) -> Any:
        """The agent's action, checked against the legal ones (raises `IllegalAction`), taking at
        least `least_seconds` (so a screen can show bot moves at a readable pace)."""
        started = time.monotonic()
        action = checked_act(self.agent, self.decision)
        if least_seconds > 0:
            time.sleep(max(0.0, least_seconds - (time.monotonic() - started)))
        return action


class GameSession:
    """One game: the state, the human seats, the bots, and every step taken so far."""

    def __init__(
        self,
        state: State,
        humans: Sequence[int],
        agents: Mapping[int, Agent],
        steps: Sequence[Step] | None = None,
        names: Mapping[int, str] | None = None,
    ) -> None:
        self.state = state
        self.game = state.game_name
        self.spec: GameSpec = game_spec(self.game)
        self.humans = tuple(sorted(set(humans)))
        self.agents = dict(agents)
        self.steps: list[Step] = list(steps or [])
        self.version = 0
        """Bumped whenever the state changes, so a stale bot answer can be recognized."""
        self.names: dict[int, str] = {}
        """Each named seat's display name (public; no part of the game's state)."""
        for seat, name in (names or {}).items():
            self.set_name(seat, name)
        self._public = PublicView(self.spec)

    # -- building -------------------------------------------------------------------------------
    @classmethod
    def load(
        cls, record: Mapping[str, Any], humans: Sequence[int], agents: Mapping[int, Agent]
    ) -> GameSession:
        """The game a record describes, steps rebuilt (raises `InvalidRecord`)."""
        state = ambitions.replay(record)  # checks every action (and the names' shape)
        return cls(state, humans, agents, rebuild_steps(record), record_names(record))

    @staticmethod
    def read_record(path: str | Path) -> dict[str, Any]:
        """The JSON record saved at `path` (raises `InvalidRecord` with a one-line reason)."""
        return read_record_file(path)

    # -- whose decision -------------------------------------------------------------------------
    def mover(self) -> int:
        """The seat to decide, `CHANCE` or `TERMINAL`."""
        return self.state.current_player()

    def human_to_decide(self) -> int | None:
        """The human seat to decide now, if any."""
        seat = self.mover()
        return seat if seat in self.humans else None

    def is_over(self) -> bool:
        return self.mover() == TERMINAL

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.state.observation(seat)

    def legal_texts(self) -> list[str]:
        return [str(a) for a in self.state.legal_actions()]

    def set_name(self, seat: int, name: str | None) -> None:
        """Give `seat` a display name (None: take it away); raises `InvalidOptions` for a seat
        the game does not have or a name `core.names` refuses, and then nothing changes."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.state.num_players:
            raise InvalidOptions(
                f"there is no seat {shorten(seat)} in a {self.state.num_players}-player game"
            )
        if name is None:
            self.names.pop(seat, None)
        else:
            self.names[seat] = clean_name(name)

    def label(self, seat: int, viewer: int | None = None) -> str:
        """How the log names a seat: ``Alice (seat 1)``, ``seat 1 (random+)``, ``seat 0 (you)``,
        ``you (Alice, seat 0)``; a bot without a name of its own is named after its agent."""
        name = self.names.get(seat)
        if seat == viewer or name is not None:
            return named(seat, name, you=seat == viewer)
        agent = self.agents.get(seat)
        return f"seat {seat} ({agent.name})" if agent is not None else f"seat {seat}"

    def render(self, viewer: int | None) -> str:
        """`viewer`'s observation as the game's plain text (`GameSpec.render`)."""
        return self.spec.render(self.observation(viewer))

    # -- the log --------------------------------------------------------------------------------
    def log_line(self, step: Step, viewer: int | None) -> LogLine:
        """`step` as `viewer` may see it, seats named by `label`."""
        return log_line(step, viewer, lambda seat: self.label(seat, viewer), self.spec.describe)

    def log(self, viewer: int | None) -> list[LogLine]:
        """The whole log as `viewer` may see it (None: a spectator)."""
        return [self.log_line(step, viewer) for step in self.steps]

    # -- acting ---------------------------------------------------------------------------------
    def apply_text(self, text: str) -> Step:
        """Apply a human's typed action for the seat to move; raises `AmbitionsError`, then
        nothing has changed."""
        seat = self.mover()
        if seat not in self.humans:
            raise IllegalAction(f"it is not a human's decision ({self.state.describe_mover()})")
        line = " ".join(text.split())
        if not line:
            raise InvalidActionText("type an action, or pick one from the list")
        legal = self.state.legal_actions()
        for action in legal:
            if str(action).lower() == line.lower():
                return self._apply(seat, action)
        try:
            action = self.state.parse_action(line)
        except AmbitionsError:
            raise
        except (ValueError, TypeError, OverflowError) as exc:  # a game's parser caught unawares
            raise InvalidActionText(f"{shorten(line)} is not an action: {exc}") from None
        if not self.state.is_legal(action):
            raise IllegalAction(clip(self.state.explain_illegal(action)))
        return self._apply(seat, action)

    def apply_logged(self, text: str) -> Step:
        """Apply an action read from the game's log (a decision or a chance outcome another
        process took) for whoever is to move; raises `AmbitionsError` if it is not legal here,
        and then nothing has changed."""
        action = self.state.parse_action(text)
        if not self.state.is_legal(action):
            raise IllegalAction(clip(self.state.explain_illegal(action)))
        return self._apply(self.mover(), action)

    def step_chance(self) -> Step:
        """Sample and apply the chance outcome at a chance node."""
        return self._apply(CHANCE, self.state.sample_chance())

    def bot_turn(self) -> BotTurn:
        """The agent to move and its `Decision` (plain values: it can think in another thread
        while the state is read or changed here)."""
        seat = self.mover()
        agent = self.agents.get(seat)
        if agent is None:
            raise LookupError(f"seat {seat} is neither human nor played by an agent")
        return BotTurn(seat, agent, decision_for(self.state, seat, agent), self.version)

    def apply_bot(self, action: Any, version: int) -> Step | None:
        """Apply a bot's answer if the game has not changed since it was asked (else None)."""
        if version != self.version or self.mover() in self.humans or self.mover() < 0:
            return None
        if not self.state.is_legal(action):
            raise IllegalAction(
                f"agent {self.agents[self.mover()].name!r}: {self.state.explain_illegal(action)}"
            )
        return self._apply(self.mover(), action)

    def play_bot(self) -> Step:
        """Let the bot to move think here and now, and apply its action."""
        turn = self.bot_turn()
        step = self.apply_bot(turn.think(), turn.version)
        assert step is not None, "nothing changed while the bot thought"
        return step

    def _apply(self, seat: int, action: Any, reveals: bool = True) -> Step:
        """Apply `action` by `seat` and keep its step (`reveals`: find out whether it showed its
        seat something, as undo needs; a replay does not)."""
        state = self.state
        views = tuple(state.action_text(action, v) for v in (*range(state.num_players), None))
        unseen = self.spec.unseen if reveals else None
        public = self._public.before(state, self.version)
        if seat >= 0 and unseen is not None:
            before = unseen(state.observation(seat))
            state.apply_unchecked(action)
            reveals = unseen(state.observation(seat)) < before
        else:
            reveals = False
            state.apply_unchecked(action)
        self.version += 1
        notes = step_notes(self.spec.aftermath, public, self._public.after(state, self.version))
        step = Step(seat, str(action), reveals, views, notes)
        self.steps.append(step)
        return step

    # -- undo -----------------------------------------------------------------------------------
    def undo_blocker(self, seat: int) -> str | None:
        """Why `seat` cannot undo now (None if it can undo its last decision)."""
        if self.mover() != seat:
            return f"it is not seat {seat}'s decision"
        if not self.steps:
            return "nothing to undo yet"
        last = self.steps[-1]
        if last.seat == CHANCE:
            kind = last.text.split(" ", 1)[0]
            what = {"roll": "a die roll", "deal": "the deal", "draw": "a draw"}.get(
                kind, f"a chance event ({kind})"
            )
            return f"nothing to undo since {what}"
        if last.seat != seat:
            return f"nothing to undo since seat {last.seat}'s decision"
        if last.reveals:
            return f"cannot undo {last.text!r}: it revealed a card"
        return None

    def undo(self, seat: int) -> Step:
        """Take back `seat`'s last decision by replaying the record without it (raises
        `IllegalAction` with `undo_blocker`'s reason when it may not)."""
        reason = self.undo_blocker(seat)
        if reason is not None:
            raise IllegalAction(reason)
        record = self.state.record()
        actions = record["actions"]
        assert len(actions) == len(self.steps), "every applied action is a step"
        record["actions"] = actions[:-1]
        self.state = ambitions.replay(record)
        undone = self.steps.pop()
        self.version += 1
        return undone

    # -- save and the end -----------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game's record, with the seats' display names (``names``) when any has one."""
        record: dict[str, Any] = self.state.record()
        names = names_field(self.names, self.state.num_players)
        if names is not None:
            record["names"] = names
        return record

    def save(self, path: str | Path) -> Path:
        """Write the game record as JSON to `path` (raises `OSError`)."""
        target = Path(path).expanduser()
        target.write_text(json.dumps(self.record(), indent=1) + "\n")
        return target

    def summary(self) -> Summary:
        """Final scores, the winner and the score gained in each period (`GameSpec.statistics`)."""
        stats = self.spec.statistics
        return Summary(
            scores=self.state.scores(),
            winner=winner_of(self.state),
            periods=stats.period_scores(self.state) or [],
            score_name=self.spec.score,
            period_name=stats.period,
            names=dict(self.names),
        )


def card_texts(spec: GameSpec) -> dict[str, str]:
    """Each card's name and text by id, from the game's catalogue (its ``cards``: ``{"name",
    "text"}``, and its ``words``: the text of other things actions name by id, such as the
    campaign's Fates), for the front ends to say what a card named in an action is; empty
    without one."""
    catalogue = spec.catalogue() if spec.catalogue is not None else {}
    out: dict[str, str] = {str(key): str(text) for key, text in (catalogue.get("words") or {}).items()}
    for cid, card in (catalogue.get("cards") or {}).items():
        name, text = str(card.get("name") or ""), str(card.get("text") or "")
        said = text if not name or text.startswith(name) else f"{name}: {text}" if text else name
        if said:
            out[str(cid)] = f"{cid}: {said}" if not said.startswith(str(cid)) else said
    return out


def cards_named(action: str, card_texts: Mapping[str, str]) -> list[str]:
    """The texts of the cards an action's words name, in order, each once (``pick LEAD01``: the
    leader's name and abilities)."""
    out: list[str] = []
    for word in action.split():
        text = card_texts.get(word)
        if text and text not in out:
            out.append(text)
    return out


def record_walker(record: Mapping[str, Any]) -> GameSession:
    """A session at the start of `record` (every seat a person, no bots), to walk its actions
    (`walk_record`); raises `InvalidRecord` if the record's shape or options are wrong."""
    start = ambitions.replay({**record, "actions": []})  # checks the record's shape and options
    return GameSession(start, humans=range(start.num_players), agents={})


def walk_record(
    walker: GameSession, record: Mapping[str, Any], reveals: bool = True
) -> Iterator[tuple[int, Any]]:
    """Apply `record`'s actions one at a time to `walker` (`record_walker`), each checked first;
    yields each action's index and the action, once its step is taken (`reveals`: as
    `GameSession._apply`). Raises `InvalidRecord` naming the first action that is not legal where
    it stands, or not an action at all."""
    for k, text in enumerate(record.get("actions") or []):
        state = walker.state
        seat = state.current_player()
        try:
            action = state.parse_action(str(text))
            if not state.is_legal(action):
                raise IllegalAction(state.explain_illegal(action))
        except (AmbitionsError, ValueError, TypeError, OverflowError) as exc:
            said = clip(str(text), 80)
            raise InvalidRecord(f"record action {k} {said!r} does not replay: {clip(str(exc))}") from None
        walker._apply(seat, action, reveals)
        yield k, action


def rebuild_steps(record: Mapping[str, Any]) -> list[Step]:
    """The steps of a record, replayed one action at a time (raises `InvalidRecord`)."""
    walker = record_walker(record)
    for _ in walk_record(walker, record):
        pass
    return walker.steps
