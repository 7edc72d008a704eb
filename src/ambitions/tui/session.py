"""A game being played at a terminal: the state, who sits where, the log, undo, save and load.

`GameSession` holds no UI: the Textual app (`ambitions.tui.app`) drives it and tests can drive it
directly. Every action applied goes through it and is remembered as a `Step` (who decided, the
action's text, whether it showed its seat a card it had not seen), which is what the log shows
and what undo may take back:

- A human may undo their own decisions, one at a time, back to the last chance event (die
  roll, deal, draw, shuffle), the last decision of another seat, or the last decision that
  revealed a card to them (a Court card coming up from the deck after securing one). Undo
  replays the record without the undone actions (`ambitions.replay`), so it cannot leave the
  state different from a game that never made them.
- `save` writes `state.record()`; `load` replays a record and rebuilds the steps from it.

Each step keeps what every seat may see of it in the log (`State.action_text`, asked before the
action is applied, as it requires): face-down plays, deals and private looks stay hidden.

Bots never see the state: `bot_decision` hands them a `Decision` over a clone, so a bot thinking
in a worker thread cannot race the UI, which only reads the state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import ambitions
from ambitions.bots.base import Agent, Decision
from ambitions.core.errors import IllegalAction, InvalidActionText, InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL, State


@dataclass(frozen=True)
class Step:
    """One applied action, as the log and undo need it."""

    seat: int
    """The seat that decided, or `CHANCE`."""
    text: str
    """The action's canonical text (omniscient: the log hides what a viewer may not see)."""
    reveals: bool = False
    """True if the action showed its own seat a card that seat had not seen before."""
    views: tuple[str, ...] = ()
    """What each seat may see of the action in the log (`State.action_text`), then a spectator."""

    def seen_by(self, viewer: int | None) -> str:
        """The action's text as `viewer` may see it (None: a spectator)."""
        if not self.views:
            return self.text
        return (
            self.views[-1] if viewer is None or not 0 <= viewer < len(self.views) - 1 else self.views[viewer]
        )


def _hidden_arcs(obs: Mapping[str, Any]) -> int:
    """How many Arcs cards the observing seat cannot see (decks, rival hands, face-down cards)."""
    hidden = int(obs.get("court_deck_size", 0)) + int(obs.get("undealt_size", 0))
    hidden += sum(int(st.get("hand_size", 0)) for st in obs.get("seats", ()) if "hand" not in st)
    hidden += sum(1 for p in obs.get("plays", ()) if p.get("card") is None)
    hidden += sum(1 for d in obs.get("action_discard", ()) if d.get("card") is None)
    hidden -= sum(len(r.get("cards") or ()) for r in obs.get("revealed", ()))  # rival cards shown
    return hidden


# How to count the cards a seat cannot see, per game: a decision after which the count drops
# has revealed something to that seat, so undo stops there. Games without an entry never
# reveal anything outside chance events.
_HIDDEN_COUNTERS: Final[dict[str, Callable[[Mapping[str, Any]], int]]] = {"arcs": _hidden_arcs}


@dataclass
class Summary:
    """The result of a finished game."""

    power: list[float]
    """Final Power (or score) per seat."""
    winner: int
    """The winning seat."""
    chapter_scores: list[list[int]] = field(default_factory=list)
    """Power gained per chapter (one row per chapter, one column per seat), when the game has it."""

    def lines(self) -> list[str]:
        """The summary as plain text lines (the end screen and the CLI print these)."""
        out = [
            "Game over.",
            "Final Power: " + ", ".join(f"seat {p} {v:g}" for p, v in enumerate(self.power)),
            f"Winner: seat {self.winner}",
        ]
        if self.chapter_scores:
            out.append("Power gained per chapter:")
            for c, row in enumerate(self.chapter_scores):
                out.append(f"  chapter {c + 1}: " + ", ".join(f"seat {p} +{v}" for p, v in enumerate(row)))
        return out


class GameSession:
    """One game: the state, the human seats, the bots, and every step taken so far."""

    def __init__(
        self,
        state: State,
        humans: Sequence[int],
        agents: Mapping[int, Agent],
        steps: Sequence[Step] | None = None,
    ) -> None:
        self.state = state
        self.game = state.game_name
        self.humans = tuple(sorted(set(humans)))
        self.agents = dict(agents)
        self.steps: list[Step] = list(steps or [])
        self.version = 0
        """Bumped whenever the state changes, so a stale bot answer can be recognized."""
        self._hidden = _HIDDEN_COUNTERS.get(self.game)

    # -- building -------------------------------------------------------------------------------
    @classmethod
    def load(
        cls, record: Mapping[str, Any], humans: Sequence[int], agents: Mapping[int, Agent]
    ) -> GameSession:
        """The game a record describes, steps rebuilt (raises `InvalidRecord`)."""
        state = ambitions.replay(record)  # checks every action
        return cls(state, humans, agents, rebuild_steps(record))

    @staticmethod
    def read_record(path: str | Path) -> dict[str, Any]:
        """The JSON record saved at `path` (raises `InvalidRecord` with a one-line reason)."""
        try:
            text = Path(path).read_text()
        except OSError as exc:
            raise InvalidRecord(f"cannot read {str(path)!r}: {exc.strerror or exc}") from None
        try:
            record = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InvalidRecord(f"{str(path)!r} is not a game record: not JSON ({exc})") from None
        if not isinstance(record, dict) or not isinstance(record.get("actions"), list):
            raise InvalidRecord(f"{str(path)!r} is not a game record: no 'actions' list")
        return record

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

    def label(self, seat: int, viewer: int | None = None) -> str:
        """How the log names a seat: ``seat 1 (random+)``, ``seat 0 (you)``."""
        if seat == viewer:
            return f"seat {seat} (you)"
        agent = self.agents.get(seat)
        return f"seat {seat} ({agent.name})" if agent is not None else f"seat {seat}"

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
        action = self.state.parse_action(line)  # InvalidActionText
        if not self.state.is_legal(action):
            raise IllegalAction(self.state.explain_illegal(action))
        return self._apply(seat, action)

    def step_chance(self) -> Step:
        """Sample and apply the chance outcome at a chance node."""
        return self._apply(CHANCE, self.state.sample_chance())

    def bot_decision(self) -> tuple[Agent, Decision, int]:
        """The agent to move, its `Decision` (over a clone of the state, so it can think in
        another thread), and the session version it was built at."""
        seat = self.mover()
        agent = self.agents.get(seat)
        if agent is None:
            raise LookupError(f"seat {seat} is neither human nor played by an agent")
        frozen = self.state.clone()
        legal = frozen.legal_actions()
        return agent, Decision(seat, legal, lambda: frozen.observation(seat)), self.version

    def apply_bot(self, action: Any, version: int) -> Step | None:
        """Apply a bot's answer if the game has not changed since it was asked (else None)."""
        if version != self.version or self.mover() in self.humans or self.mover() < 0:
            return None
        if not self.state.is_legal(action):
            raise IllegalAction(
                f"agent {self.agents[self.mover()].name!r}: {self.state.explain_illegal(action)}"
            )
        return self._apply(self.mover(), action)

    def _apply(self, seat: int, action: Any) -> Step:
        state = self.state
        views = tuple(state.action_text(action, v) for v in (*range(state.num_players), None))
        reveals = False
        if seat >= 0 and self._hidden is not None:
            before = self._hidden(self.state.observation(seat))
            self.state.apply_unchecked(action)
            reveals = self._hidden(self.state.observation(seat)) < before
        else:
            self.state.apply_unchecked(action)
        step = Step(seat, str(action), reveals, views)
        self.steps.append(step)
        self.version += 1
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
        return self.state.record()

    def save(self, path: str | Path) -> Path:
        """Write the game record as JSON to `path` (raises `OSError`)."""
        target = Path(path).expanduser()
        target.write_text(json.dumps(self.record(), indent=1) + "\n")
        return target

    def summary(self) -> Summary:
        """Final Power, the winner and Power per chapter (from the final public observation)."""
        from ambitions.cli.play import _powers
        from ambitions.sim.runner import winner_of

        obs = self.state.observation(None)
        scores = obs.get("chapter_scores")
        rows = [[int(v) for v in row] for row in scores] if isinstance(scores, list) else []
        return Summary(_powers(self.state), winner_of(self.state), rows)


def rebuild_steps(record: Mapping[str, Any]) -> list[Step]:
    """The steps of a record, replayed one action at a time (raises `InvalidRecord`)."""
    start = ambitions.replay({**record, "actions": []})
    walker = GameSession(start, humans=range(start.num_players), agents={})
    for k, text in enumerate(record.get("actions") or []):
        seat = start.current_player()
        try:
            action = start.parse_action(str(text))
            if not start.is_legal(action):
                raise IllegalAction(start.explain_illegal(action))
        except (IllegalAction, InvalidActionText) as exc:
            raise InvalidRecord(f"action {k} of the record: {exc}") from None
        walker._apply(seat, action)
    return walker.steps
