"""Telling the player what happened (issue 25, found by playing whole games): the log and the
plain view state every hit, the damage markers it put, the totals, the winner and the ships
destroyed in a combat, and each shadow check's result and medal; the observation keeps the last
combat's and check's results until the next one; stages and steps are said in words; the
set-up is not "round 0"; the marks of the plain view have a legend."""

from __future__ import annotations

from typing import Any

import ambitions
from ambitions.core.state import CHANCE
from ambitions.games.interstellar import parse, render

from .conftest import do, pos
from .test_fleet import ADE, CARL, raid_example

SPEC = ambitions.game_spec("interstellar")


def logged(state: Any, text: str, viewer: int | None = None) -> str:
    """Apply `text` and return its log line as `viewer` reads it (`State.action_text`, asked
    before applying, then the game's words for it: `GameSpec.describe`)."""
    action = parse(text)
    chance = state.current_player() == CHANCE
    seen = state.action_text(action, viewer)
    state.apply(action)
    return SPEC.describe(seen, chance) or seen


def printed_raid() -> tuple[Any, list[str]]:
    """The rulebook's STRONG raid (seeds/003 "FLEET - RAID Worked Example"), with its log."""
    s = do(raid_example(), "take fleet.3", "raid 1")
    steps = [
        "emergency converted-freighter",
        "order strike-craft",
        "order strike-craft",
        "order destroyer",
        "order converted-freighter",
        "order destroyer",
        "roll 46 5",
        "roll 41 55",
        "roll 56 2",
        "hold",
    ]
    return s, [logged(s, text, ADE) for text in steps]


def test_the_log_tells_each_hit_the_totals_the_winner_and_the_ships_destroyed() -> None:
    s, log = printed_raid()
    # 6. Once both sides have arranged, the combat orders are revealed in the log.
    assert "seat 0's combat order: Strike Craft, Strike Craft, Destroyer, Destroyer" in log[5]
    # 7/8. The first fight: Carl's Strike Craft rolls 4 and 6 (two hits), Ade's Freighter a 5.
    first = log[6]
    assert first.startswith("the combat dice are rolled — ")  # each ship's dice follow
    assert (
        "seat 0's Strike Craft fires at seat 1's Converted Freighter: rolls 4 6, 2 hits, 2 damage markers"
        in first
    )
    assert (
        "seat 1's Converted Freighter fires at seat 0's Strike Craft: rolls 5, 1 hit, 1 damage marker"
        in first
    )
    assert "seat 1's Strike Craft fires at seat 0's Destroyer: rolls 2, 0 hits" in log[8]
    # 10-12. Carl holds his unmatched ship back: 8 to 1, Carl wins by 7; ships with more markers
    # than combat value are destroyed (Carl loses 1, Ade 2).
    end = log[9]
    assert end.startswith("hold — totals: attacker seat 0 8 (+4 for a STRONG RAID), defender seat 1 1")
    assert "seat 0 wins the RAID by 7" in end
    assert end.count(" is destroyed") == 3
    assert "seat 1's Converted Freighter (2 damage markers) is destroyed" in end
    assert s.phase() == "steal"


def test_the_log_of_a_shadow_check_says_its_result_and_the_medal() -> None:
    for die, words in (("4", "success; seat 0 takes a Shadow Medal"), ("3", "failure, no effect")):
        s = pos(
            3,
            turn_seat=0,
            seats=[{"hand": ["planetary-plague"]}, {"planets": [{"id": "home-world-2", "dev": 4}]}, {}],
        )
        do(s, "play planetary-plague 1 home-world-2")
        line = logged(s, f"roll {die}", 2)
        assert f"SABOTAGE check of seat 0's Planetary Plague against seat 1: die {die} +0 = {die}" in line
        assert words in line
        assert ("Development Level 4 to 2" in line) == (die == "4")


def test_the_observation_keeps_the_last_combat_until_the_next_one_starts() -> None:
    s, _ = printed_raid()
    do(s, "steal ore 4", "steal food 3")
    assert s.combat is None
    for viewer in (CARL, ADE, 2, None):
        last = s.observation(viewer)["last_combat"]
        assert last["totals"] == [8, 1] and last["winner"] == CARL and last["stolen"] == 7
        assert [(h["ship"], h["target"], h["faces"], h["hits"]) for h in last["hits"]][:2] == [
            ("strike-craft", "converted-freighter", "46", 2),
            ("converted-freighter", "strike-craft", "5", 1),
        ]
        assert sorted((d["seat"], d["ship"]) for d in last["destroyed"]) == [
            (CARL, "strike-craft"),
            (ADE, "converted-freighter"),
            (ADE, "strike-craft"),
        ]
    # It survives the turn's end and loads back from a position.
    s.apply(s.legal_actions()[0])  # prepare
    while s.turn_seat == CARL:
        s.apply(s.sample_chance() if s.current_player() == CHANCE else s.legal_actions()[-1])
    snap = s.observation(None)
    assert snap["last_combat"]["totals"] == [8, 1]
    assert ambitions.from_position(snap).observation(None)["last_combat"] == snap["last_combat"]
    # The next combat clears it.
    again = pos(
        3,
        turn_seat=0,
        pending=[["turn-end", 0], ["claim", 0], ["take", 0]],
        last_combat=snap["last_combat"],
        seats=[{"tokens": {"fleet": [0, 1, 0, 0, 0], "colonise": [0, 5, 0, 0, 0]}}, {}, {}],
    )
    assert again.observation(1)["last_combat"] == snap["last_combat"]
    do(again, "take fleet.1", "raid 1")
    assert again.observation(1)["last_combat"] is None and again.observation(1)["combat"] is not None


def test_the_plain_view_states_the_combat_result_and_the_check_result() -> None:
    s, _ = printed_raid()
    text = render.render(s.observation(ADE))
    assert (
        "Combat: seat 0 RAIDs seat 1 (you) (a STRONG RAID, attacker +4): the attacker takes resources" in text
    )
    assert "seat 0's Strike Craft fires at your Converted Freighter: 4 6, 2 hits, 2 damage markers" in text
    assert "totals: attacker 8, defender 1: seat 0 wins the RAID by 7" in text
    assert (
        "destroyed: seat 0's Strike Craft (*2), your Strike Craft (*2), your Converted Freighter (*2)" in text
    )
    do(s, "steal ore 4", "steal food 3")
    text = render.render(s.observation(None))
    assert "Last combat: seat 0 RAIDED seat 1 (a STRONG RAID)" in text and "resources stolen: 7" in text
    s = pos(3, turn_seat=0, seats=[{"hand": ["embezzle"]}, {"resources": {"coins": 5}}, {}])
    do(s, "play embezzle 1", "roll 5")
    text = render.render(s.observation(2))
    assert "Last shadow check: seat 0 plays Embezzle (INFILTRATE check) against seat 1" in text
    assert "the die shows 5, 5 in all: success: seat 0 takes a Shadow Medal" in text


def test_stages_and_steps_are_said_in_words() -> None:
    s = do(raid_example(), "take fleet.3", "raid 1", "emergency converted-freighter")
    mine, theirs = render.render(s.observation(CARL)), render.render(s.observation(ADE))
    assert "stage" not in mine and "stage" not in theirs
    assert "seat 0 (you) to decide: the secret combat order" in mine
    assert ": you arrange your secret combat order" in mine
    assert ": seat 0 arranges a secret combat order" in theirs
    do(s, "order strike-craft", "order strike-craft", "order destroyer", "order converted-freighter")
    assert "you arrange your secret combat order" in render.render(s.observation(ADE))
    do(s, "order destroyer")
    assert "ship to ship combat: matched ships roll" in render.render(s.observation(2))


def test_the_set_up_is_not_called_round_0() -> None:
    s = ambitions.new_game("interstellar", players=4, seed=2)
    while s.phase() != "keep":
        s.apply(s.sample_chance())
    header = render.render(s.observation(None)).splitlines()[0]
    assert "round 0" not in header and "set-up" in header
    assert "to decide: which 2 of the 4 Shadow cards dealt to keep" in header


def test_the_plain_view_has_a_legend_for_its_marks() -> None:
    s = pos(3, turn_seat=0, seats=[{"fleet": [{"ship": "destroyer", "damage": 1}]}, {}, {}])
    text = render.render(s.observation(0))
    assert "destroyer *1 (light CV2 B1)" in text
    assert "*2 = 2 combat damage markers" in text and "L3/5 = Development Level 3 of 5" in text
