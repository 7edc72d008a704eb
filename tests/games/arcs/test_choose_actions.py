"""Every ``choose`` question the engine can ask is documented in docs/choose-actions.md, and every
``choose`` action it offers has the form a row of that table gives.

Found two ways: every `push_choice` call in the rule modules (read from their source, so a new
question fails here until it is documented), and the questions met in seeded random games of the
base game and of Leaders & Lore whose players answer them eagerly.
"""

from __future__ import annotations

import ast
import random
import re
from collections import Counter
from pathlib import Path
from types import ModuleType

import ambitions
import ambitions.games.arcs as arcs_package
from ambitions.games.arcs import court, data, leaders, lore, powers, reach, standard_actions
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs.state import ArcsState, Phase

PACKAGE = Path(str(arcs_package.__file__)).parent
DOC = Path(__file__).resolve().parents[3] / "docs" / "choose-actions.md"
ROW = re.compile(r"^\| (\w+) [^|]*\| `([\w-]+)` \| `([^`]+)` \| (.+) \|$")


def documented() -> dict[tuple[str, str], list[list[str]]]:
    """(card, step) -> the documented texts, as word lists (``<seat>``-style placeholders)."""
    out: dict[tuple[str, str], list[list[str]]] = {}
    for line in DOC.read_text(encoding="utf-8").splitlines():
        match = ROW.match(line)
        if match:
            card, step, text, meaning = match.groups()
            assert text.startswith("choose"), line
            assert meaning.strip(), line
            out.setdefault((card, step), []).append(text.split()[1:])
    return out


def _fits(word: str, arg: object, players: int) -> bool:
    """True if an action's argument fits a documented word (a literal or a placeholder)."""
    checks = {
        "<seat>": lambda a: isinstance(a, int) and 0 <= a < players,
        "<count>": lambda a: isinstance(a, int) and a >= 0,
        "<cluster>": lambda a: a in data.CLUSTERS,
        "<resource>": lambda a: a in data.RESOURCES,
        "<ambition>": lambda a: a in data.AMBITIONS,
        "<action card>": lambda a: a in data.ACTION_CARD_BY_ID,
        "<court card>": lambda a: a in data.COURT_CARD_BY_ID,
        "<system>": lambda a: a in reach.SYSTEM_INDEX,
        "<slot>": lambda a: a in SLOT_BY_NAME,
    }
    if word in checks:
        return bool(checks[word](arg))
    return word == str(arg)


def _placeholders(words: list[str]) -> list[str]:
    """Documented words with two-word placeholders joined (``<action card>``)."""
    out: list[str] = []
    for word in words:
        if out and out[-1].startswith("<") and not out[-1].endswith(">"):
            out[-1] += " " + word
        else:
            out.append(word)
    return out


def matches(forms: list[list[str]], action: ArcsAction, players: int) -> bool:
    for words in map(_placeholders, forms):
        if len(words) == len(action.args) and all(
            _fits(w, a, players) for w, a in zip(words, action.args, strict=True)
        ):
            return True
    return False


def asked_in_source() -> set[tuple[str, str]]:
    """(card, step) of every question the rule modules ask: each `push_choice` call and each
    choice tuple written out, ``(seat, card, "step", ...)``. ``*`` stands for a card named by a
    variable (the Tax of a gate city: the power giving it its types; the Interest cards' steal,
    made for each of them), or a step named by one (a question asked again, or Prison Wardens'
    two, named where its new actions are made)."""
    found: set[tuple[str, str]] = set()
    modules: list[ModuleType] = [court, leaders, lore, standard_actions]
    for module in modules:

        def card_of(node: ast.expr, module: ModuleType = module) -> str:
            if isinstance(node, ast.Constant):
                return str(node.value)
            if isinstance(node, ast.Name) and hasattr(module, node.id):
                return str(getattr(module, node.id))  # a module constant: ELDER
            return "*"

        # The .py file in the package's folder (a compiled module has no source for `inspect`,
        # and mypyc may give it a `__file__` under a build path).
        source = PACKAGE / (module.__name__.rsplit(".", 1)[1] + ".py")
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name == "push_choice":
                    step = node.args[3]
                    found.add(
                        (card_of(node.args[2]), str(step.value) if isinstance(step, ast.Constant) else "*")
                    )
            elif isinstance(node, ast.Tuple) and len(node.elts) >= 3:
                card, step = card_of(node.elts[1]), node.elts[2]
                if card in powers.REGISTRY and isinstance(step, ast.Constant) and isinstance(step.value, str):
                    found.add((card, step.value))
    return found


def test_the_table_reads() -> None:
    rows = documented()
    assert len(rows) >= 25
    for (card, _step), forms in rows.items():
        assert card in powers.REGISTRY, card
        assert powers.REGISTRY[card].choice_options is not None, f"{card} asks nothing"
        for words in forms:
            assert all(w.startswith("<") or w.endswith(">") or re.fullmatch(r"[a-z]+", w) for w in words)


def test_every_question_in_the_source_is_documented() -> None:
    rows = documented()
    steps = {step for _, step in rows}
    asked = asked_in_source()
    assert len(asked) >= 20
    for card, step in asked:
        if card == "*":
            assert step in steps, f"step {step!r} is not in {DOC.name}"
        elif step == "*":
            assert any(c == card for c, _ in rows), f"{card} is not in {DOC.name}"
        else:
            assert (card, step) in rows, f"{card} {step!r} is not in {DOC.name}"
    # Every card that can ask something is there, and nothing documented is never asked.
    askers = {cid for cid, p in powers.REGISTRY.items() if p.choice_options is not None}
    assert askers == {card for card, _ in rows}
    for card, step in rows:
        assert {(card, step), ("*", step), (card, "*")} & asked, f"{card} {step!r} is never asked"


def _eager(rng: random.Random, legal: list[ArcsAction]) -> ArcsAction:
    keen = [a for a in legal if a.kind in ("choose", "declare", "secure", "influence", "prelude", "battle")]
    keen += [a for a in legal if a.kind in NEW_ACTIONS]
    return rng.choice(keen) if keen and rng.random() < 0.8 else rng.choice(legal)


NEW_ACTIONS = {"pressgang", "execute", "trade", "tactical", "charismatic", "manufacture", "synthesize"}


def test_every_offered_choose_action_has_a_documented_form() -> None:
    rows = documented()
    met: Counter[tuple[str, str]] = Counter()
    for seed in range(150):
        players = 2 + seed % 3
        options = {"leaders_and_lore": True, "two_lore": seed % 4 == 1} if seed % 2 else {}
        s = ambitions.new_game("arcs", players=players, seed=4000 + seed, **options)
        assert isinstance(s, ArcsState)
        rng = random.Random(seed)
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            legal = s.legal_actions()
            if s.phase == Phase.CHOICE:
                card, step = str(s.choices[-1][1]), str(s.choices[-1][2])
                met[(card, step)] += 1
                assert (card, step) in rows, f"seed {seed}: {card} {step!r} is not documented"
                for action in legal:
                    assert action.kind == "choose"
                    assert matches(rows[(card, step)], action, players), f"{card} {step}: {action}"
            s.apply_unchecked(_eager(rng, legal))
    assert len(met) >= 22, sorted(met)  # all but the rarest (Elder Broker, Shipping Interest)
