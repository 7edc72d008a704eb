"""The Fate draw and secret choice, Setup sides and objective markers (CRB p.6 Player setup
steps B-D, p.8 "Objective"; Fates file, each Fate's Setup side and starting space)."""

from __future__ import annotations

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignPhase

from .conftest import COURT_ORDER, do, legal, snap


def drawn(
    players: int = 3, initiative: int = 0, draw: str = "F3 F1 F4 F7 F6 F2 F8 F5"
) -> campaign.CampaignState:
    """Act I's table (CRB p.4-5), then the Fate draw: seat p draws the cards 2p and 2p + 1."""
    s = campaign.new_game(players, seed=1)
    do(s, f"initiative {initiative}", "court " + " ".join(COURT_ORDER))
    do(s, "shuffle " + " ".join(list(s.court_deck) + ["L01", "L02", "L03", "L04"][:players]))
    do(s, "policy war peace escalation", "number 1", "event crisis arrow")
    assert s.phase == CampaignPhase.CHANCE_FATES
    return do(s, "fates " + " ".join(draw.split()[: 2 * players]))


def test_each_player_draws_two_a_fates_and_chooses_one_in_turn_order() -> None:
    s = drawn(3, initiative=1)
    assert s.current_player() == 1  # turn order from the initiative holder
    assert sorted(legal(s)) == ["fate F4", "fate F7"]  # seat 1 drew cards 2 and 3
    do(s, "fate F7")
    assert s.current_player() == 2 and sorted(legal(s)) == ["fate F2", "fate F6"]
    do(s, "fate F6")
    assert s.current_player() == 0
    do(s, "fate F1")
    assert s.fates == ["F1", "F7", "F6"]
    assert s.phase == CampaignPhase.PLACE


def test_a_fate_not_drawn_cannot_be_chosen_and_nothing_changes() -> None:
    s = drawn(3)
    before = snap(s)
    for text in ("fate F4", "fate F9", "fate"):
        with pytest.raises(ValueError):
            s.apply(s.parse_action(text))
    assert snap(s) == before


def test_a_draw_must_be_two_different_a_fates_per_player() -> None:
    s = campaign.new_game(2, seed=1)
    do(s, "initiative 0", "court " + " ".join(COURT_ORDER))
    do(s, "shuffle " + " ".join(list(s.court_deck) + ["L01", "L02"]))
    do(s, "policy war peace escalation", "number 1", "event crisis arrow")
    before = snap(s)
    for text in ("fates F1 F1 F2 F3", "fates F1 F2 F3", "fates F1 F2 F3 F9", "fates F1 F2 F3 F4 F5"):
        with pytest.raises(IllegalAction):
            s.apply(s.parse_action(text))
    assert snap(s) == before


def test_the_choice_is_secret_until_everyone_has_chosen() -> None:
    s = drawn(3)
    do(s, "fate F3")  # seat 0
    for viewer in (1, 2, None):
        view = s.observation(viewer)["campaign"]["fates"]
        assert view["fate"] == [None, None, None]
        assert "F1" not in str(view) and "F3" not in str(view)  # seat 0's draw and choice
    assert s.observation(0)["campaign"]["fates"]["fate"][0] == "F3"
    assert s.observation(0)["campaign"]["fates"]["drawn"] == ["F3", "F1"]
    assert s.observation(1)["campaign"]["fates"]["drawn"] == ["F4", "F7"]
    # The log: the Rivals see that seat 1 chose, not what.
    action = s.parse_action("fate F4")
    assert s.action_text(action, 1) == "fate F4"
    assert s.action_text(action, 0) == s.action_text(action, None) == "fate (hidden)"
    assert s.action_text(s.parse_action("fates F1 F2 F3 F4 F5 F6"), None) != "fates F1 F2 F3 F4 F5 F6"
    do(s, "fate F4", "fate F6")
    for viewer in (0, 1, 2, None):
        assert s.observation(viewer)["campaign"]["fates"]["fate"] == ["F3", "F4", "F6"]
    # The Fate cards not chosen are never revealed.
    assert "F1" not in str(s.observation(1)["campaign"]["fates"])


@pytest.mark.parametrize(("players", "start"), [(2, 20), (3, 17), (4, 14)])
def test_the_objective_marker_starts_on_the_clock_for_the_player_count(players: int, start: int) -> None:
    s = drawn(players, draw="F1 F2 F3 F4 F5 F6 F7 F8")
    while s.phase == CampaignPhase.CHOOSE_FATE:
        do(s, legal(s)[0])
    assert s.fates[0] == "F1" and s.objective[0] == start  # Steward: 20 / 17 / 14
    assert s.objective[1] == 10  # Magnate: 10 whatever the count
    assert s.observation(1)["campaign"]["fates"]["objective"][0] == start


def test_steward_setup_gives_the_first_regent_tile_and_its_two_cards() -> None:
    s = drawn(3, initiative=0, draw="F3 F4 F1 F2 F6 F5")
    do(s, "fate F3", "fate F1", "fate F6")
    assert s.first_regent == 1  # not the initiative holder (CRB p.6 step F: only if nobody has it)
    assert "F1-02" in s.lore[1] and "F1-03" in s.guild[1]


def test_admiral_takes_the_tile_unless_the_steward_is_in_play() -> None:
    s = drawn(3, initiative=0, draw="F3 F4 F7 F2 F6 F5")
    do(s, "fate F3", "fate F7", "fate F6")
    assert s.first_regent == 1
    assert "F7-02" in s.guild[1] and "F7-03" in s.edicts
    s = drawn(3, initiative=0, draw="F3 F4 F7 F2 F1 F5")
    do(s, "fate F3", "fate F7", "fate F1")
    assert s.first_regent == 2  # the Steward's


def test_without_steward_or_admiral_the_initiative_holder_takes_the_tile() -> None:
    s = drawn(3, initiative=2)
    do(s, "fate F6", "fate F3", "fate F4")
    assert s.first_regent == 2


@pytest.mark.parametrize(
    ("fate", "guild", "lore"),
    [
        ("F2", ["F2-02"], []),
        ("F3", ["F3-02"], []),
        ("F4", ["F4-02", "F4-03"], []),
        ("F5", ["F5-04"], ["F5-02", "F5-03"]),
        ("F6", ["F6-02"], []),
        ("F8", ["F8-02"], []),
    ],
)
def test_each_setup_side_gives_its_fate_set_cards(fate: str, guild: list[str], lore: list[str]) -> None:
    others = [f for f in ("F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8") if f != fate]
    s = drawn(2, initiative=0, draw=" ".join([fate, others[0], others[1], others[2]]))
    do(s, f"fate {fate}", f"fate {others[1]}")
    assert s.guild[0] == guild and s.lore[0] == lore


def test_the_marker_advances_toward_zero_and_stops_there() -> None:
    s = drawn(2, draw="F3 F1 F4 F7")
    do(s, "fate F3", "fate F4")
    objective.advance(s, 0, 4)
    assert s.objective[0] == 6 and not objective.met(s, 0)
    objective.advance(s, 0, 9)
    assert s.objective[0] == 0 and objective.met(s, 0) and objective.space(s, 0) == 0
    assert objective.space(s, 1) == 18 and not objective.met(s, 1)
