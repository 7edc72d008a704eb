"""The rules help of the campaign: Arcs' notes (those it changes replaced), its own, and the
Arcs battle odds for its dice."""

from __future__ import annotations

import pytest

from ambitions.core.registry import game_spec
from ambitions.games.arcs import odds
from support.rulenotes import check_notes, kinds_without_notes


def test_notes_are_well_formed() -> None:
    check_notes("arcs-campaign")


@pytest.mark.parametrize(("players", "seeds"), [(2, range(4)), (3, range(6)), (4, range(4))])
def test_random_campaigns_meet_only_kinds_with_notes(players: int, seeds: range) -> None:
    missing, seen = kinds_without_notes("arcs-campaign", players, seeds, {"act": "all"})
    assert missing == {}
    assert {"fate", "lead", "battle"} <= seen


def test_campaign_notes_cite_the_campaign_rulebook() -> None:
    spec = game_spec("arcs-campaign")
    summit = spec.note_for("summit")
    assert summit is not None and summit.source.startswith("Campaign rulebook p.")
    build = spec.note_for("build ship flagship")
    assert build is not None and "Flagship" in build.summary and "p.22-25" in build.source
    lead = spec.note_for("lead ADM4")
    assert lead is not None and lead.source == "Arcs rulebook p.8"
    fate = spec.note_for("fate F8")
    assert fate is not None and fate.kind == "fate"
    assert "arcs" not in {n.kind for n in spec.rule_notes()}


def test_odds_are_the_arcs_dice() -> None:
    assert game_spec("arcs-campaign").odds_for("dice 0 1 1") == odds.odds("dice 0 1 1")


@pytest.mark.parametrize(
    "text",
    [
        "assemble",  # Arms Interest (F15-05), a Guild card of Act III
        "attach CC05",  # Mass Call for Armistice (F2-26)
        "doctrine zeal",  # Set Doctrine (F8-21)
        "give cede 3.3 fresh",  # a deal's parts are arguments of give / ask
        "golem warrior 3.3 2",
        "hoard fuel as material build ship 3.3",
        "slipstream flagship 4.2",
        "foundry 3.2 fresh",
    ],
)
def test_kinds_random_games_rarely_reach_have_notes(text: str) -> None:
    note = game_spec("arcs-campaign").note_for(text)
    assert note is not None and note.kind == text.split()[0]
