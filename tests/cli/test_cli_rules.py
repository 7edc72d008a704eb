"""The line-by-line game's rules help: ``rules``, ``rules KIND``, ``odds`` and the odds under a
list of dice choices; bad input is one error line and changes nothing."""

from __future__ import annotations

import random
from collections.abc import Iterator

import ambitions
from ambitions.cli.play import TerminalGame, help_text
from ambitions.core.registry import game_spec
from ambitions.core.state import State
from ambitions.play.rules import odds_text, rules_text


def at_dice_choice(game: str = "arcs", players: int = 3) -> State:
    """A seeded random game played up to its first decision that chooses battle dice."""
    for seed in range(50):
        rng = random.Random(seed)
        s = ambitions.new_game(game, players=players, seed=seed)
        while s.current_player() != ambitions.TERMINAL:
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = [str(a) for a in s.legal_actions()]
            if any(t.startswith("dice ") for t in legal):
                return s
            s.apply(rng.choice(s.legal_actions()))
    raise AssertionError("no battle in 50 games")


def session(state: State, lines: list[str]) -> list[str]:
    """Run the game at `state` for its mover, reading `lines`; what it wrote."""
    shown: list[str] = []
    feed: Iterator[str] = iter(lines)
    game = TerminalGame(
        state, [state.current_player()], {}, read=lambda _: next(feed, None), write=shown.append
    )
    game.run()
    return shown


def test_rules_lists_the_legal_kinds_first() -> None:
    s = at_dice_choice()
    out = session(s, ["rules", "quit"])
    text = "\n".join(out)
    assert "Rules for your actions now:\n  dice (Collect dice): " in text
    assert "[Arcs rulebook p.14]" in text
    now, rest = text.split("Rules for your actions now:")[1].split("Other actions of the game:")
    assert "\n  move: " not in now and "\n  move: " in rest  # not legal now


def test_rules_kind_and_errors() -> None:
    s = at_dice_choice()
    before = s.record()
    out = session(s, ["rules move", "rules banana", "odds 999", "odds move 1.1 1.0 1 0", "quit"])
    assert out[-5].startswith("move: Move ") and out[-5].endswith("[Arcs rulebook p.13]")
    assert out[-4].startswith("error: no rules note on 'banana'; the kinds are: keep, mulligan")
    assert out[-3].startswith("error: there is no action numbered 999")
    assert out[-2] == "error: 'move 1.1 1.0 1 0' chooses no dice"
    assert s.record() == before


def test_odds_under_the_list_and_on_demand() -> None:
    s = at_dice_choice()
    texts = [str(a) for a in s.legal_actions()]
    out = session(s, ["odds 1", "odds", "quit"])
    listed = "\n".join(out[: out.index(out[-3]) + 1])
    if len(texts) > 3:
        assert f"{len(texts)} of these actions choose dice: 'odds N'" in listed
    else:
        assert f"Odds of 1. {texts[0]}:" in listed
    assert out[-3] == game_spec("arcs").odds_for(texts[0])
    assert out[-3].startswith("Dice: ")
    every = out[-2]
    assert every.count("Dice: ") == len(texts) and every.startswith(texts[0] + ":\n  Dice: ")


def test_odds_shown_under_a_short_list() -> None:
    s = at_dice_choice()
    texts = [str(a) for a in s.legal_actions()]
    out = session(s, ["dice 0 1", "quit"])  # a prefix: the skirmish-only pools and a few more
    wanted = [t for t in texts if t.startswith("dice 0 1")]
    if len(wanted) <= 3:
        for t in wanted:
            assert any(line.startswith(f"Odds of {texts.index(t) + 1}. {t}:\n  Dice: ") for line in out)


def test_help_lists_the_new_commands() -> None:
    text = help_text(game_spec("arcs").help)
    assert "rules [KIND]" in text and "odds [N]" in text


def test_a_game_without_notes_or_dice_says_so() -> None:
    spec = game_spec("interstellar")
    assert odds_text(spec, ["raid 1", "pass"]) == "No action here chooses dice."
    assert rules_text(spec, ["pass"], "advance-instead").startswith("advance-instead (Advance instead): ")
