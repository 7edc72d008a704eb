"""`ambitions play`: a terminal game read from stdin (piped, not a TTY)."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import ambitions
from ambitions.bots import make_agent
from ambitions.cli.main import app
from ambitions.cli.play import TerminalGame
from ambitions.core.registry import game_spec

runner = CliRunner()
PLAY = ["play", "arcs", "--players", "2", "--seed", "3"]


def run_cli(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ambitions", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_subprocess_game_to_the_end() -> None:
    proc = run_cli(PLAY, "1\n" * 20000)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    out = proc.stdout
    assert "Game over." in out
    final = re.search(r"Final Power: seat 0 (\d+), seat 1 (\d+)\nWinner: seat (\d)", out)
    assert final is not None
    powers = [int(final.group(1)), int(final.group(2))]
    assert powers[int(final.group(3))] == max(powers)
    assert re.search(r"^seat 1 \(random\+\): \S", out, re.M)  # the bot's moves are logged


def test_subprocess_quit_and_eof_exit_cleanly() -> None:
    proc = run_cli(PLAY, "1\n1\n1\nquit\n")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.rstrip().endswith("Game left unfinished.")
    proc = run_cli(PLAY, "1\n")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.rstrip().endswith("Game left unfinished.")
    assert "Game over." not in proc.stdout


def test_invalid_input_leaves_the_state_unchanged(tmp_path: Path) -> None:
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    stdin = f"1\nsave {before}\nmove 9.9 9.9 1 0\nbanana\n999\n0\nmove 3.2\nsave {after}\nquit\n"
    proc = run_cli(PLAY, stdin)
    assert proc.returncode == 0, proc.stderr
    errors = [line for line in proc.stdout.splitlines() if line.startswith("error:")]
    assert len(errors) == 5, errors
    assert "'move 9.9 9.9 1 0' is not legal for seat 0" in errors[0]
    assert "'banana' is not legal for seat 0" in errors[1]
    assert errors[2] == errors[3].replace("numbered 0", "numbered 999")
    assert "no action numbered 999" in errors[2]
    assert json.loads(before.read_text()) == json.loads(after.read_text())
    record = json.loads(after.read_text())
    assert ambitions.replay(record).record() == record


def test_play_in_process_to_the_end() -> None:
    result = runner.invoke(app, [*PLAY, "--bots", "random"], input="1\n" * 20000)
    assert result.exit_code == 0, result.output
    assert "seat 1 (random): " in result.output
    assert "Final Power: seat 0" in result.output and "Winner: seat" in result.output


def test_only_the_human_seat_is_shown() -> None:
    result = runner.invoke(app, PLAY, input="1\n" * 30 + "quit\n")
    assert result.exit_code == 0
    views = re.findall(r"\[(.*?)\] ===", result.output)
    assert views and set(views) == {"seat 0's view"}
    assert "    hand (" in result.output  # own hand, with its cards
    assert re.search(r"seat 1: Power .*\n.*\n    hand: \d+ card\(s\)", result.output)  # rival: a count


def test_prefix_filter_lists_matching_actions() -> None:
    result = runner.invoke(app, PLAY, input="kee\nquit\n")
    assert result.exit_code == 0
    assert "1 action(s) starting with 'kee':\n  1. keep" in result.output


def test_hotseat_passes_the_screen() -> None:
    result = runner.invoke(
        app, ["play", "arcs", "--players", "2", "--seed", "5", "--hotseat"], input="\n1\n" * 400
    )
    assert result.exit_code == 0, result.output
    passed_to = None
    seen = set()
    for line in result.output.splitlines():
        m = re.match(r"Pass to seat (\d), press Enter", line)
        if m:
            passed_to = int(m.group(1))
        m = re.search(r"\[seat (\d)'s view\]", line)
        if m:
            assert int(m.group(1)) == passed_to
            seen.add(passed_to)
    assert seen == {0, 1}
    assert "(random" not in result.output  # no bots in hot-seat


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "5"], "not 5"),
        (["--seat", "3"], "--seat must be 0..2"),
        (["--bots", "random,nope"], "unknown agent 'nope'"),
        (["--bots", "random,random,random"], "--bots needs 1 or 2 agent names"),
        (["--setup-card", "XSETUP"], "setup card 'XSETUP'"),
    ],
)
def test_play_bad_options(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["play", "arcs", "--seed", "1", *args], input="quit\n")
    assert result.exit_code == 2
    assert result.output.startswith("error: ") and message in result.output
    assert "Traceback" not in result.output


def test_setup_card_option() -> None:
    result = runner.invoke(app, ["play", "arcs", "--seed", "1", "--setup-card", "3SETUP02"], input="quit\n")
    assert result.exit_code == 0
    assert "Setup card 3SETUP02" in result.output


def test_log_hides_face_down_cards_and_deals() -> None:
    state = ambitions.new_game("arcs", players=3, seed=2)
    lines: list[str] = []
    agents = {1: make_agent("random", 1), 2: make_agent("random", 2)}
    assert TerminalGame(state, [0], agents, read=lambda prompt: "1", write=lines.append).run()
    printed = "\n".join(lines).splitlines()
    chance = [line.strip() for line in printed if line.startswith("  ") and not line.startswith("      ")]
    # Deals and shuffles in words, their cards never named.
    assert "the action deck is shuffled and dealt" in chance and "the Court deck is shuffled" in chance
    cards = re.compile(r"\b(ADM|AGG|CON|MOB)[0-9]|\bBC[0-9]")
    assert not any(cards.search(line) for line in chance if "shuffled" in line or "dealt" in line)
    # Dice are public, in words: each die and what its face shows.
    faces = r"(assault|skirmish|raid) (blank|an? [a-z -]+|[0-9] [a-z -]+)"
    rolls = [line for line in chance if line.startswith("the dice show: ")]
    assert rolls and all(re.fullmatch(rf"the dice show: {faces}(, {faces})*", line) for line in rolls)
    assert not any(line.startswith("chance: ") for line in printed)  # no raw outcome
    hidden = re.findall(r"^seat [12] \(random\): (copy|seize)(.*)$", "\n".join(lines), re.M)
    assert hidden and all(rest == " (face down)" for _, rest in hidden)


def test_long_action_lists_are_grouped() -> None:
    state = ambitions.new_game("arcs", players=2, seed=1)
    lines: list[str] = []
    game = TerminalGame(state, [0], {}, read=lambda prompt: None, write=lines.append)
    texts = [f"move 1.{i % 4} 2.{i // 4 % 4} {i} 0" for i in range(60)] + ["end"]
    game.show_actions(texts, "")
    out = "\n".join(lines)
    assert out.startswith("61 actions; type a prefix")
    assert "move ... (60: 1-60)" in out and "61. end" in out
    lines.clear()
    game.show_actions(texts, "move")
    out = "\n".join(lines)
    assert "move 1.0 ... (15" in out and "move 1.3 ... (15" in out
    lines.clear()
    game.show_actions(texts, "move 1.2")
    assert lines[0] == "15 action(s) starting with 'move 1.2':"
    assert "3. move 1.2 2.0 2 0" in lines[1]


def test_save_then_load_resumes_the_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = runner.invoke(app, [*PLAY, "--plain"], input="1\n" * 10 + f"save {path}\nquit\n")
    assert result.exit_code == 0, result.output
    record = json.loads(path.read_text())
    result = runner.invoke(app, ["play", "arcs", "--load", str(path)], input="1\n" * 20000)
    assert result.exit_code == 0, result.output
    first = result.output.splitlines()[0]
    assert first.startswith(
        f"arcs, 2 players, seed 3, resumed from {path} after {len(record['actions'])} actions"
    )
    assert "Final Power: seat 0" in result.output


@pytest.mark.parametrize(
    ("content", "extra", "message"),
    [
        (None, [], "cannot read"),
        ("{not json", [], "not a game record: not JSON"),
        ('{"game": "arcs", "players": 2, "seed": 1, "actions": ["lead ADM9"]}', [], "does not replay"),
        ('{"game": "arcs", "players": 2, "seed": 1, "actions": []}', ["--players", "3"], "does not match"),
        (
            '{"game": "arcs", "players": 2, "seed": 1, "actions": []}',
            ["--setup-card", "2SETUP01"],
            "own options",
        ),
    ],
)
def test_load_bad_files_exit_2(tmp_path: Path, content: str | None, extra: list[str], message: str) -> None:
    path = tmp_path / "saved.json"
    if content is not None:
        path.write_text(content)
    result = runner.invoke(app, ["play", "arcs", "--load", str(path), *extra], input="quit\n")
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and message in result.output
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


def test_leaders_and_lore_flag() -> None:
    try:
        ambitions.new_game("arcs", players=3, seed=1, leaders_and_lore=True)
    except ambitions.InvalidOptions:
        available = False
    else:
        available = True
    result = runner.invoke(app, ["play", "arcs", "--seed", "1", "--leaders-and-lore"], input="quit\n")
    if available:
        assert result.exit_code == 0, result.output
    else:
        assert result.exit_code == 2
        assert result.output == "error: Leaders & Lore is not available yet\n"


def test_plain_flag_and_piped_input_use_the_line_game() -> None:
    for args in ([*PLAY, "--plain"], PLAY):
        result = runner.invoke(app, args, input="quit\n")
        assert result.exit_code == 0
        assert "type 'help' for commands" in result.output and "Game left unfinished." in result.output


def test_plain_undo_takes_back_own_decisions_only() -> None:
    result = runner.invoke(app, PLAY, input="1\n1\nundo\nundo\nquit\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    undid = [line for line in lines if line.startswith("undid ")]
    assert len(undid) == 1
    assert "error: nothing to undo since seat 1's decision" in lines
    # After the undo the same seat is shown its table and actions again.
    after = lines[lines.index(undid[0]) + 1 :]
    assert any("[seat 0's view]" in line for line in after)


@pytest.mark.parametrize("human", [0, 2])
def test_solo_arcades_seats_you_where_the_rules_leave_a_decision(human: int) -> None:
    """ARCADEs solo: the bots' seats are played by the rules (GameSpec.deciding_seats), so no
    agent is seated there and every decision shown is the human seat's, whatever --seat says."""
    args = ["play", "arcades", "--solo", "--human-seat", str(human), "--seed", "2"]
    result = runner.invoke(app, args, input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    ruled = ", ".join(f"seat {p}" for p in range(3) if p != human)
    assert f"You are seat {human}; bots: {ruled} played by the rules" in result.output
    prompts = set(re.findall(r"^seat (\d)> ", result.output, re.MULTILINE))
    assert prompts == {str(human)} and "Final Power:" in result.output
    assert "random+" not in result.output


@pytest.mark.parametrize(
    ("game", "own", "others"),
    [
        (
            "interstellar",
            ['e.g. "take colonise.2"', "steal coins 3", "take build.3"],
            ["move 1.3", "move 3.2"],
        ),
        (
            "arcs",
            ['e.g. "move 1.3 1.0 2 0"', 'e.g. "move 3.2"', "surpass CON5", "influence BC05"],
            ["colonise", "steal coins", "summit", "ARCADEs"],
        ),
        (
            "arcades",
            ['e.g. "move 3 4 fresh"', 'e.g. "spend"', "keep ADM3 MOB7", "colonize 3.2 fuel fresh"],
            ["move 1.3", "colonise", "influence BC05", "summit"],
        ),
        (
            "arcs-campaign",
            ['e.g. "move 1.3 1.0 2 0"', "influence BC05", "fate F6", "summit / no-summit"],
            ["colonise", "ARCADEs", "keep ADM3"],
        ),
    ],
)
def test_help_gives_the_games_own_action_texts(game: str, own: list[str], others: list[str]) -> None:
    """`help` in the line-by-line game shows the game's own examples (`GameSpec.help`: the shell
    knows no game), never another game's."""
    state = ambitions.new_game(game, players=3, seed=1)
    typed = iter(["help", "quit"])
    out: list[str] = []
    TerminalGame(
        state, range(3), {}, read=lambda prompt: next(typed, None), write=out.append, clear=lambda: None
    ).run()
    help_text = next(text for text in out if text.startswith("Type one of:"))
    assert all(words in help_text for words in own), help_text
    assert not any(words in help_text for words in others), help_text


@pytest.mark.parametrize("game", ["arcs", "arcades", "interstellar", "arcs-campaign"])
def test_plain_lists_each_decisions_actions_once(game: str) -> None:
    """The line-by-line game shows the table, then the decision's actions once (the game's
    own text lists none of them a second time)."""
    state = ambitions.new_game(game, players=3, seed=3)
    typed = iter(["quit"])
    out: list[str] = []
    TerminalGame(
        state, range(3), {}, read=lambda prompt: next(typed, None), write=out.append, clear=lambda: None
    ).run()
    text = "\n".join(out)
    legal = [str(a) for a in state.legal_actions()]
    assert text.count(" action(s):") == 1 and "Legal actions" not in text, text[-1500:]
    assert all(text.count(f". {a}") >= 1 for a in legal[:3])


def test_plain_says_what_each_card_named_by_the_actions_is() -> None:
    """Issue 29: the Leaders & Lore draft offers ``pick LEAD01``: under the list, each leader's
    name and abilities (the game's catalogue), so a newcomer knows what is picked."""
    state = ambitions.new_game("arcs", players=3, seed=3, leaders_and_lore=True)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance(random.Random(1)))
    typed = iter(["quit"])
    out: list[str] = []
    TerminalGame(
        state, range(3), {}, read=lambda prompt: next(typed, None), write=out.append, clear=lambda: None
    ).run()
    text = "\n".join(out)
    picks = [str(a).split()[1] for a in state.legal_actions() if str(a).startswith("pick ")]
    assert picks, [str(a) for a in state.legal_actions()][:5]
    named = text[text.index("Cards named:") :]
    catalogue = game_spec("arcs").catalogue
    assert catalogue is not None
    names = {c: catalogue()["cards"][c]["name"] for c in picks}
    assert all(f"{c}: {names[c]}" in named for c in picks), named


# -- players' names ------------------------------------------------------------------------------
def test_name_is_used_in_the_log_the_prompt_and_the_result() -> None:
    result = runner.invoke(app, [*PLAY, "--plain", "--name", " Alice "], input="1\n" * 20000)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "You are Alice (seat 0); bots:" in out
    assert "Final Power: Alice (seat 0) " in out
    assert re.search(r"^Winner: (Alice \(seat 0\)|seat 1)$", out, re.M)


def test_name_prompts_and_hotseat_names_each_seat_in_order() -> None:
    prompts: list[str] = []

    def read(prompt: str) -> str | None:
        prompts.append(prompt)
        return "" if prompt.startswith("Pass to") else "1" if len(prompts) < 400 else None

    lines: list[str] = []
    state = ambitions.new_game("arcs", players=2, seed=5)
    game = TerminalGame(state, [0, 1], {}, hotseat=True, read=read, write=lines.append, names={1: "Bob"})
    game.run()
    assert "Bob> " in prompts and "seat 0> " in prompts
    assert "Pass to Bob (seat 1), press Enter " in prompts and "Pass to seat 0, press Enter " in prompts


def test_hotseat_names_from_the_command_line() -> None:
    result = runner.invoke(
        app,
        ["play", "arcs", "--players", "2", "--seed", "5", "--hotseat", "--name", "Ann", "--name", "Bob"],
        input="\n1\n" * 400,
    )
    assert result.exit_code == 0, result.output
    assert "Pass to Ann (seat 0), press Enter" in result.output
    assert "Pass to Bob (seat 1), press Enter" in result.output
    assert "Pass to seat" not in result.output


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["   "], "at least 1 character"),
        (["x" * 25], "at most 24 characters, not 25"),
        (["a\tb"], "control character (U+0009"),
        (["a\u202eb"], "invisible formatting character (U+202E"),
        (["Ann", "Bob"], "2 names (--name) for 1 human seat"),
    ],
)
def test_bad_names_exit_2_with_one_line(names: list[str], message: str) -> None:
    args = [*PLAY, "--plain"] + [part for name in names for part in ("--name", name)]
    result = runner.invoke(app, args, input="quit\n")
    assert result.exit_code == 2, result.output
    assert result.output.startswith("error: ") and message in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_saved_names_are_kept_and_replay_ignores_them(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = runner.invoke(
        app, [*PLAY, "--plain", "--name", "Alice"], input="1\n" * 10 + f"save {path}\nquit\n"
    )
    assert result.exit_code == 0, result.output
    record = json.loads(path.read_text())
    assert record["names"] == ["Alice", None]
    plain = {k: v for k, v in record.items() if k != "names"}
    assert ambitions.replay(record).record() == ambitions.replay(plain).record()
    for saved in (record, plain):  # replay reads records with and without names
        path.write_text(json.dumps(saved))
        replayed = runner.invoke(app, ["replay", str(path)])
        assert replayed.exit_code == 0, replayed.output
    path.write_text(json.dumps(record))
    resumed = runner.invoke(app, ["play", "arcs", "--load", str(path), "--plain"], input="1\n" * 20000)
    assert resumed.exit_code == 0, resumed.output
    assert "You are Alice (seat 0)" in resumed.output and "Final Power: Alice (seat 0) " in resumed.output
    renamed = runner.invoke(
        app, ["play", "arcs", "--load", str(path), "--plain", "--name", "Zoe"], input="quit\n"
    )
    assert "You are Zoe (seat 0)" in renamed.output


@pytest.mark.parametrize(
    ("names", "message"),
    [
        ('"Alice"', "'names' must be a list"),
        ('["Alice"]', "one entry per seat (2), not 1"),
        ('["Alice", 3]', "name of seat 1: a name must be text"),
        ('["Alice", "a\\u0000b"]', "name of seat 1: a name may not hold a control character"),
    ],
)
def test_records_with_bad_names_are_refused(tmp_path: Path, names: str, message: str) -> None:
    path = tmp_path / "saved.json"
    path.write_text(f'{{"game": "arcs", "players": 2, "seed": 1, "actions": [], "names": {names}}}')
    for args in (["replay", str(path)], ["play", "arcs", "--load", str(path)]):
        result = runner.invoke(app, args, input="quit\n")
        assert result.exit_code == 2, result.output
        assert message in result.output and len(result.output.strip().splitlines()) == 1
