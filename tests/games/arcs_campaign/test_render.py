"""The campaign's text (`render.campaign_lines`, the terminal panel and ``--plain``) shows the
Fates as the viewer's observation holds them: a Rival's Fate only once everyone has chosen (CRB
p.6 step B), the Fates the viewer drew and never a Rival's, the objective markers, and the
Fates' pieces (a Sleeping Golem's name only to its holder)."""

from __future__ import annotations

import random

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE
from ambitions.games.arcs_campaign import render
from ambitions.games.arcs_campaign.fates import cards, caretaker

from .conftest import do, table


def text(s: object, seat: int | None) -> str:
    return "\n".join(render.campaign_lines(s.observation(seat)))  # type: ignore[attr-defined]


def name(fate: str) -> str:
    return f"{fate} {cards.FATE_BY_ID[fate].name}"


def test_a_rivals_fate_and_draw_stay_hidden_until_everyone_has_chosen() -> None:
    s = campaign.new_game(3, seed=4)
    rng = random.Random(0)
    while s.phase != "campaign-choose-fate":
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    first = s.mover
    do(s, f"fate {s.fate_offers[2 * first]}")
    mine = text(s, first)
    rival = next(p for p in range(3) if p != first)
    assert f"s{first} {name(s.fates[first])}" in mine and f"s{rival} hidden" in mine
    theirs = text(s, rival)
    assert f"s{first} hidden" in theirs and f"s{first} {name(s.fates[first])}" not in theirs
    for p in range(3):
        seen = text(s, p)
        for q in range(3):
            if q != p:
                for f in s.fate_offers[2 * q : 2 * q + 2]:
                    if f not in s.fate_offers[2 * p : 2 * p + 2] and f not in s.fates:
                        assert cards.FATE_BY_ID[f].name not in seen, (p, f)
    assert "Choosing a Fate:" in theirs


def test_once_chosen_every_fate_and_objective_marker_is_shown() -> None:
    s = table()
    shown = text(s, None)
    for p, fate in enumerate(s.fates):
        assert f"s{p} {name(fate)} (objective {s.objective[p]})" in shown


def test_a_sleeping_golem_on_the_map_shows_no_name() -> None:
    s = table(fates=("F5", "F1", "F4", "F7", "F6", "F2"))
    s.golems = [2, caretaker.HELD + 0, -1, -1]
    s.golem_awake = [False, False, False, False]
    rival, holder = text(s, 1), text(s, 0)
    assert "a Golem (Sleeping) at" in rival and "warrior" not in rival and "protector" not in rival
    assert "protector (Sleeping) held by s0" in holder


def test_a_golem_in_a_rivals_resource_slot_is_placed_in_the_text() -> None:
    """F5-05: a Golem a Rival holds fills one of its resource slots (the Caretaker's are on Golem
    Hearth); the text says which, and still not a Sleeping Golem's name to others."""
    s = table(fates=("F5", "F1", "F4", "F7", "F6", "F2"))
    s.golems = [caretaker.HELD + 1, caretaker.HELD + 0, -1, -1]
    s.golem_awake = [False, True, False, False]
    shown = text(s, 2)
    assert "a Golem (Sleeping) held by s1 in resource slot 2" in shown and "warrior" not in shown
    assert "protector (Awake) held by s0 on Golem Hearth" in shown
