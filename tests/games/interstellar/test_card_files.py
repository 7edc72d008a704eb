"""Card files (variants-spec B.2.7; `cards.schema.json`): ``--cards FILE`` plays another set; a
bad file is one clear error naming the file, the entry and the field, from the library and the
CLI alike."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import ambitions
from ambitions.cli.main import app
from ambitions.core.errors import InvalidOptions

DEFAULT = Path(ambitions.__file__).parent / "games" / "interstellar" / "default_cards.json"


def card_file(tmp_path: Path, change: Any) -> Path:
    raw = json.loads(DEFAULT.read_text())
    change(raw)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(raw))
    return path


def test_another_card_set_is_played(tmp_path: Path) -> None:
    def bigger_cruisers(raw: dict[str, Any]) -> None:
        raw["name"] = "Bigger cruisers"
        raw["ships"][2]["combat"] = 5

    path = card_file(tmp_path, bigger_cruisers)
    state = ambitions.new_game("interstellar", players=3, seed=1, cards=str(path))
    assert state.cards.ships["cruiser"].combat == 5  # type: ignore[attr-defined]
    # The record replays anywhere: it carries the set itself.
    again = ambitions.replay(json.loads(json.dumps(state.record())))
    assert again.cards.ships["cruiser"].combat == 5  # type: ignore[attr-defined]


def bad_combat(raw: dict[str, Any]) -> None:
    raw["ships"][1]["combat"] = "two"


WANTED = "cards.json: ships[1] ('destroyer'): combat must be a whole number, not 'two'"


def test_a_bad_card_file_names_the_file_the_entry_and_the_field(tmp_path: Path) -> None:
    path = card_file(tmp_path, bad_combat)
    with pytest.raises(InvalidOptions) as info:
        ambitions.new_game("interstellar", players=3, cards=str(path))
    assert str(info.value) == f"{tmp_path}/{WANTED}"


def test_the_cli_reports_a_bad_card_file_in_one_line(tmp_path: Path) -> None:
    path = card_file(tmp_path, bad_combat)
    for command in (["play", "--plain"], ["simulate", "--games", "1", "--backend", "local"]):
        result = CliRunner().invoke(app, [command[0], "interstellar", "--cards", str(path), *command[1:]])
        assert result.exit_code == 2, result.output
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert lines == [f"error: {tmp_path}/{WANTED}"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda raw: raw["planets"][3].pop("vp"), "planets[3] ('food-core'): vp"),
        (lambda raw: raw["techs"].append(dict(raw["techs"][0])), "'efficient-farming' is already the id"),
        (lambda raw: raw.__setitem__("format", "other/1"), "format"),
    ],
)
def test_other_mistakes_are_named(tmp_path: Path, change: Any, message: str) -> None:
    with pytest.raises(InvalidOptions, match="cards.json: ") as info:
        ambitions.new_game("interstellar", players=3, cards=str(card_file(tmp_path, change)))
    assert message in str(info.value)
