"""Game records from outside: their common shape, checked, and record files, read safely.

Every game's record has the same outer shape (`State.record`): ``game`` (text), ``players`` (a
whole number), ``seed`` (a whole number), ``options`` (an object) and ``actions`` (a list of
action texts), and optionally ``names`` (the players' display names, one per seat or ``null``:
`ambitions.core.names`; replay ignores them). `check_record` checks that shape and names the
first field that is wrong;
`read_record_file` turns any file (not UTF-8, not JSON, nested too deep, numbers too long) into
either a record or one `InvalidRecord` line. Both `ambitions replay FILE` and
``ambitions play --load FILE`` read records this way, so they say the same thing about the same
file. `replay_record` is every game's `replay`: a new game from the record's players, seed and
options, then each action text parsed and applied with its legality checked.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Final, TypeVar

from ambitions.core.errors import IllegalAction, InvalidActionText, InvalidRecord, shorten
from ambitions.core.names import check_names
from ambitions.core.state import State

S = TypeVar("S", bound=State)


def is_whole(value: object) -> bool:
    """True for an int that is not a bool (JSON's whole numbers)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_record(record: object) -> Mapping[str, Any]:
    """`record` if it has the shape every record has (raises `InvalidRecord` naming the field)."""
    if not isinstance(record, Mapping):
        raise InvalidRecord(f"a record must be a JSON object, not {shorten(record)}")
    if not isinstance(record.get("game"), str):
        raise InvalidRecord(f"a record's 'game' must be a game's name, not {shorten(record.get('game'))}")
    for key in ("players", "seed"):
        if (key in record or key == "players") and not is_whole(record.get(key)):
            raise InvalidRecord(f"a record's {key!r} must be a whole number, not {shorten(record.get(key))}")
    options = record.get("options")
    if options is not None and not isinstance(options, Mapping):
        raise InvalidRecord(f"a record's 'options' must be an object, not {shorten(options)}")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise InvalidRecord(f"a record's 'actions' must be a list of action texts, not {shorten(actions)}")
    for k, text in enumerate(actions):
        if not isinstance(text, str):
            raise InvalidRecord(f"a record's action {k} must be an action's text, not {shorten(text)}")
    if record.get("names") is not None:
        check_names(record["names"], record["players"])
    return record


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str | bytes, where: str) -> Any:
    """The JSON value of `text` (raises `InvalidRecord` saying why not, for `where`)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            reason = f"not UTF-8 text ({exc.reason} at byte {exc.start})"
            raise InvalidRecord(f"{where} is not a game record: {reason}") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise InvalidRecord(f"{where} is not a game record: not JSON ({exc})") from None
    except RecursionError:
        raise InvalidRecord(f"{where} is not a game record: JSON nested too deep") from None
    except ValueError as exc:  # NaN or Infinity, an integer with thousands of digits
        raise InvalidRecord(f"{where} is not a game record: {shorten(str(exc), 120)[1:-1]}") from None


MAX_RECORD_BYTES: Final = 32 * 1024 * 1024
"""The largest record file read (32 MiB; a long four-player game's record is well under 1 MiB)."""


def read_record_file(path: str | Path) -> dict[str, Any]:
    """The game record saved at `path`, its shape checked (raises `InvalidRecord`, one line). Only
    a regular file of at most `MAX_RECORD_BYTES` is read: a device (``/dev/zero``), a pipe or a
    folder is refused before it is opened, so nothing blocks or fills the memory."""
    where = shorten(str(path), 300)
    try:
        facts = os.stat(path)
        regular = stat.S_ISREG(facts.st_mode)
        data = b""
        if regular and facts.st_size <= MAX_RECORD_BYTES:
            with open(path, "rb") as file:
                data = file.read(MAX_RECORD_BYTES + 1)  # it may have grown since
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL byte
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise InvalidRecord(f"cannot read {where}: {reason}") from None
    if not regular:
        raise InvalidRecord(f"cannot read {where}: it is not a regular file")
    if facts.st_size > MAX_RECORD_BYTES or len(data) > MAX_RECORD_BYTES:
        raise InvalidRecord(
            f"cannot read {where}: it is larger than {MAX_RECORD_BYTES:,} bytes, the most a record "
            "file may hold"
        )
    record = parse_json(data, where)
    try:
        check_record(record)
    except InvalidRecord as exc:
        raise InvalidRecord(f"{where} is not a game record: {exc}") from None
    assert isinstance(record, dict)
    return record


def replay_record(
    record: Mapping[str, Any], new_game: Callable[..., S], parse: Callable[[str], Any], what: str
) -> S:
    """Rebuild a game from its record, checking every action: ``new_game(players, seed,
    **options)``, then each action text through `parse` and `State.apply`. A malformed record,
    bad options or an action that does not replay raise `InvalidRecord` (`what` names the game
    in the message: "malformed Arcs record: ...")."""
    try:
        s = new_game(int(record["players"]), int(record.get("seed", 0)), **dict(record.get("options") or {}))
        actions = record["actions"]
        if not isinstance(actions, list):
            raise InvalidRecord("a record's 'actions' must be a list of action texts")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, InvalidRecord):
            raise
        raise InvalidRecord(f"malformed {what} record: {type(exc).__name__}: {exc}") from None
    for i, text in enumerate(actions):
        try:
            s.apply(parse(text))
        except (IllegalAction, InvalidActionText) as exc:
            raise InvalidRecord(f"record action {i} {text!r:.80} does not replay: {exc}") from None
    return s
