"""Any input gets the project's own error or a valid result: never another exception, never a
changed state (Hypothesis). Covers the action parser, the line-by-line prompt, record files and
values, and `new_game`'s options; the Arcs position builder has its own property test."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ambitions
from ambitions.bots import make_agent
from ambitions.cli.play import TerminalGame
from ambitions.core.records import read_record_file

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
"""Any JSON-like value (floats include NaN and infinities, which Python's json writes)."""

RECORD_KEYS = st.sampled_from(["game", "players", "seed", "options", "actions", "names"])
RECORDISH = st.dictionaries(RECORD_KEYS, JSON | st.sampled_from(["arcs", "pig", 2, 3, [], {}]), max_size=5)
"""Values shaped a little like records, so the checks past the first are reached too."""

TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=60
) | st.sampled_from(
    ["²", "٣", "３", "-1", "0", "1" * 5000, "lead ADM3 " + "9" * 5000, "lead ADM9", "move 9.9 9.9 1 0"]
)
"""Any line, and the lines that once broke the parser or the prompt."""


def mid_game() -> ambitions.State:
    state = ambitions.new_game("arcs", players=3, seed=11)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    return state


STATE = mid_game()
BEFORE = (json.dumps(STATE.observation(None), sort_keys=True), STATE.record())


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_the_action_parser_and_apply_take_any_text(text: str) -> None:
    state = STATE.clone()
    try:
        action = state.parse_action(text)
        state.apply(action)
    except ambitions.AmbitionsError as exc:
        assert len(str(exc)) < 2000  # echoed input is shortened
        assert (json.dumps(state.observation(None), sort_keys=True), state.record()) == BEFORE
    else:
        assert str(action) in [str(a) for a in STATE.legal_actions()]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TEXT)
def test_the_plain_prompt_takes_any_line(line: str) -> None:
    lines = iter([line, "quit"])
    shown: list[str] = []
    game = TerminalGame(
        STATE.clone(), range(3), {}, read=lambda _: next(lines, None), write=shown.append
    )
    game.run()  # never raises
    assert all(len(text) < 20_000 for text in shown if text.startswith("error"))
    if any(text.startswith("error") for text in shown):
        assert game.state.record() == BEFORE[1]


@settings(max_examples=300, deadline=None)
@given(
    st.binary(max_size=200)
    | JSON.map(lambda v: json.dumps(v).encode())
    | RECORDISH.map(lambda v: json.dumps(v).encode())
)
def test_record_files_of_any_bytes(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(data)
        try:
            record = read_record_file(path)
            ambitions.replay(record)
        except ambitions.InvalidRecord as exc:
            assert "\n" not in str(exc)  # one line
        except ambitions.InvalidOptions:
            pass  # an unknown game's name


@settings(max_examples=300, deadline=None)
@given(JSON | RECORDISH)
def test_records_of_any_json_value(value: Any) -> None:
    try:
        ambitions.replay(value)
    except (ambitions.InvalidRecord, ambitions.InvalidOptions):
        pass


@settings(max_examples=300, deadline=None)
@given(
    players=JSON | st.integers(-2, 6),
    seed=JSON | st.integers(),
    options=st.dictionaries(st.sampled_from(["setup_card", "leaders_and_lore", "two_lore", "colour"]), JSON),
)
def test_new_game_takes_any_options(players: Any, seed: Any, options: dict[str, Any]) -> None:
    try:
        state = ambitions.new_game("arcs", players, seed, **options)
    except ambitions.InvalidOptions:
        return
    assert state.num_players == players and isinstance(seed, int) and not isinstance(seed, bool)
    agents = {p: make_agent("random", p) for p in range(players)}
    assert agents  # a valid game can be set up for bots
