"""The rules help of Arcs: a note for every kind of action, and the battle odds (exact)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ambitions.core.registry import game_spec
from ambitions.games.arcs import data, odds
from ambitions.games.arcs.encoding import FAMILIES
from support.rulenotes import check_notes, kinds_without_notes

CHANCE_KINDS = {"initiative", "setup", "court", "deal", "draw", "roll", "shuffle", "draft"}


def test_notes_are_well_formed() -> None:
    check_notes("arcs")


def test_every_action_family_has_a_note() -> None:
    """The encoding's fixed action space lists every kind a seat may be offered."""
    spec = game_spec("arcs")
    kinds = {fam.kind for fam in FAMILIES} - CHANCE_KINDS
    assert not {k for k in kinds if spec.note_for(k) is None}


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (4, {"leaders_and_lore": True}), (3, {"leaders_and_lore": True, "two_lore": True})],
)
def test_random_games_meet_only_kinds_with_notes(players: int, options: dict[str, bool]) -> None:
    missing, seen = kinds_without_notes("arcs", players, range(6), options)
    assert missing == {}
    assert {"lead", "move", "battle", "dice"} <= seen


def test_note_for_takes_the_first_word() -> None:
    spec = game_spec("arcs")
    note = spec.note_for("spend material build city 1.3")
    assert note is not None and note.kind == "spend" and "p.17" in note.source
    build = spec.note_for("build ship 1.3")
    assert build is not None and build.source == "Arcs rulebook p.12"
    assert spec.note_for("builder 1") is None  # a word that only starts like a kind


def test_notes_first_orders_the_highlighted_kind_then_the_legal_ones() -> None:
    spec = game_spec("arcs")
    now, rest = spec.notes_first(["move 1.3 1.0 1 0", "build ship 1.3", "end"], first="build ship 1.3")
    assert now[0].kind == "build" and {n.kind for n in now} == {"build", "move", "end"}
    assert {n.kind for n in rest}.isdisjoint({"build", "move", "end"})
    assert len(now) + len(rest) == len(spec.rule_notes())


# -- odds ----------------------------------------------------------------------------------------
def hits(text: str) -> str:
    said = odds.odds(text)
    assert said is not None
    return next(line for line in said.splitlines() if line.startswith("Hits"))


def test_one_skirmish_die_hits_half_the_time() -> None:
    """3 blank faces and 3 single hits (arcs-data.md, Battle dice)."""
    assert [f.hits for f in data.DICE["skirmish"]].count(1) == 3
    said = odds.odds("dice 0 1 0")
    assert said is not None
    assert "skirmish: blank x3, hit x3" in said
    assert hits("dice 0 1 0").endswith("0: 1/2 (50.0%); 1: 1/2 (50.0%)")
    assert "Self-hits" not in said and "intercept" not in said.lower().split("\n", 2)[-1]


def test_one_assault_die_by_hand() -> None:
    """Assault: blank; hit+self x2; 2 hits+self; 2 hits; hit+intercept."""
    said = odds.odds("dice 1 0 0")
    assert said is not None
    assert hits("dice 1 0 0").endswith("0: 1/6 (16.7%); 1: 1/2 (50.0%); 2: 1/3 (33.3%)")
    assert "Self-hits (hits on your own attacking ships): 0: 1/2 (50.0%); 1: 1/2 (50.0%)" in said
    assert "At least one intercept (the defender strikes back once): 1/6 (16.7%)" in said


def test_one_raid_die_by_hand() -> None:
    """Raid: 2 keys+intercept; key+self; intercept; building hit+self x2; building hit+key."""
    said = odds.odds("dice 0 0 1")
    assert said is not None
    assert "Building hits (hits on defending buildings): 0: 1/2 (50.0%); 1: 1/2 (50.0%)" in said
    assert "Keys (to raid resources and cards): 0: 1/2 (50.0%); 1: 1/3 (33.3%); 2: 1/6 (16.7%)" in said
    assert "At least one intercept (the defender strikes back once): 1/3 (33.3%)" in said
    assert "Hits (" not in said  # a raid die never hits ships


def test_two_skirmish_dice_by_hand() -> None:
    assert hits("dice 0 2 0").endswith("0: 1/4 (25.0%); 1: 1/2 (50.0%); 2: 1/4 (25.0%)")


def test_mixed_pool_intercept_is_exact() -> None:
    """At least one intercept with 1 assault and 1 raid: 1 - 5/6 * 4/6 = 4/9."""
    said = odds.odds("dice 1 0 1")
    assert said is not None and "4/9 (44.4%)" in said
    assert 1 - Fraction(5, 6) * Fraction(4, 6) == Fraction(4, 9)


@pytest.mark.parametrize(
    "text",
    ["move 1.3 1.0 1 0", "dice 0 0 0", "dice 7 0 0", "dice 1 0", "dice a b c", "dice 1 0 0 0", "dice ١ 0 0"],
)
def test_no_odds_for_other_texts(text: str) -> None:
    assert odds.odds(text) is None


def test_spec_offers_the_odds() -> None:
    spec = game_spec("arcs")
    assert spec.odds_for("dice 0 1 0") == odds.odds("dice 0 1 0")
    assert spec.odds_for("pass") is None
