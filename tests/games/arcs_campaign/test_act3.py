"""Act III and the campaign's end (issue 28, the frame): the second Intermission draws "C" Fates,
Act III's setup (CRB p.7), grand ambitions (CRB p.9), final objectives (CRB p.9; R13, R21), the
campaign's end and its tie-breaks (CRB p.8; R17), the log sheet (CRB p.30). The Fates' own Act
III parts are stand-ins registered through `fates.register_act3` on an emptied registry
(`act3_support.Registry`). Each test fails without its rule."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import ambitions
import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidOptions, InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import cardplay
from ambitions.games.arcs.powers import Power, push_choice
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import (
    act3,
    campaign_file,
    data,
    flow,
    invariants,
    observe,
    position,
    render,
)
from ambitions.games.arcs_campaign.fates import acts, cards, objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act3_support import Registry, table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap

A, B, C = "F1", "F9", "F17"
"""Mikah's Steward ("A"), Dane's Pathfinder ("B"), Lotus's Overlord ("C") unless a test says."""


def both(s: CampaignState, seat: int) -> tuple[bool, bool]:
    return (True, True)


def one(s: CampaignState, seat: int) -> tuple[bool, bool]:
    return (False, True)


def roundtrip(s: CampaignState) -> None:
    """The position a snapshot holds loads to the same state; a determinized world agrees with
    the mover's observation."""
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)
    mover = s.current_player()
    if mover >= 0:
        obs = s.observation(mover)
        assert campaign.determinize(obs, random.Random(3)).observation(mover) == obs


# -- grand ambitions (CRB p.9) ------------------------------------------------------------------------
def test_crb_p9_example_end_of_chapter_3_one_grand_ambition_gains_4_power(registry: Registry) -> None:
    """CRB p.9: "It is the end of Chapter 3. Dane fulfills one grand ambition, so he gains 4
    Power from it." Both fulfilled: the higher amount (14); a "C" Fate has none; Rivals gain
    nothing from them. The Power joins the chapter's score."""
    registry.add(A, grand=one)
    registry.add(B, grand=both)
    s = table3([B, A, C], power=[1, 2, 3], objective=[None, None, 20], chapter=3)
    assert s.power == [1 + 14, 2 + 4, 3]
    assert s.grand_scores == [(3, MIKAH, 2, 14), (3, DANE, 1, 4)]  # (turn order; no C Fate)
    assert s.chapter_scores[-1] == [14, 4, 0]
    assert s.chapter == 4 and s.phase == Phase.CHANCE_DEAL
    view = s.observation(LOTUS)["campaign"]["grand_ambitions"]
    assert view == [
        {"chapter": 3, "seat": MIKAH, "fulfilled": 2, "power": 14},
        {"chapter": 3, "seat": DANE, "fulfilled": 1, "power": 4},
    ]
    roundtrip(s)


@pytest.mark.parametrize(("chapter", "low", "high"), [(1, 2, 4), (2, 3, 8), (3, 4, 14), (4, 5, 20)])
def test_the_chapter_tracks_act_iii_side_gives_each_chapters_amounts(
    registry: Registry, chapter: int, low: int, high: int
) -> None:
    """The chapter track's Act III side (BRD C.5): 2/4, 3/8, 4/14, 5/20; none fulfilled, none."""
    registry.add(A, grand=one)
    registry.add(B, grand=both)
    registry.add("F2", grand=lambda s, seat: (False, False))
    s = table3([A, B, "F2"], power=[0, 0, 0], chapter=chapter)
    assert s.power == [low, high, 0]
    assert data.GRAND_AMBITION_POWER[chapter] == (low, high)


def test_grand_ambitions_are_scored_with_the_declared_ambitions_before_the_clean_up(
    registry: Registry,
) -> None:
    """CRB p.9: "grand ambitions are scored at the same time as declared ambitions": the
    ambition markers are still on their boxes and the chapter's scoring is known (the clean up,
    base p19, returns the markers afterwards)."""
    seen: list[tuple[list[int], int]] = []

    def reads(s: CampaignState, seat: int) -> tuple[bool, bool]:
        seen.append((list(s.marker_box), len(s.chapter_scoring)))
        return (s.marker_box[0] >= 0, any(row[3] == seat for row in s.chapter_scoring[-1][1]))

    registry.add(A, grand=reads)
    s = table3(
        [A, B, C],
        power=[0, 0, 0],
        chapter=2,
        markers=[{"box": "tycoon"}, {}, {}],
        seats=[{"resources": ["material"]}, {}, {}],
    )
    assert seen == [([0, -1, -1], 1)]  # (marker 0 on Tycoon; this chapter's scoring recorded)
    tycoon = s.chapter_scoring[-1][1][0]
    assert tycoon[3] == MIKAH  # (Mikah won Tycoon)
    assert s.grand_scores == [(2, MIKAH, 2, 8), (2, DANE, 0, 0)]
    assert s.power[MIKAH] == tycoon[6][MIKAH] + 8


def test_a_fate_without_its_act_iii_part_plays_on_and_says_so(registry: Registry) -> None:
    """A Fate whose Act III part is not registered: its grand ambitions are never fulfilled, the
    game goes on, and the views say plainly "Act III part of <Fate> not built yet"."""
    registry.add(A, grand=both)
    s = table3([A, B, C], power=[0, 0, 0], objective=[None, None, 20], chapter=1)
    assert s.grand_scores == [(1, MIKAH, 2, 4), (1, DANE, 0, 0)] and s.power == [4, 0, 0]
    assert acts.missing(s) == [B, C]
    assert s.observation(DANE)["campaign"]["act3_missing"] == [B, C]
    text = render.render(s.observation(None))
    assert "Act III part of F9 Pathfinder not built yet" in text
    assert "Act III part of F17 Overlord not built yet" in text
    assert "Act III part of F1 Steward" not in text


# -- final objectives (CRB p.9; R13, R21) --------------------------------------------------------------
def test_a_final_objective_on_0_with_1_power_wins_at_once_over_more_power(registry: Registry) -> None:
    """CRB p.9: at a chapter's end, after scoring, a "C" Fate whose marker is on 0 with at least
    1 Power wins the game, which ends there; it supersedes the most Power."""
    s = table3([A, B, C], power=[9, 9, 1], objective=[None, None, 0], chapter=2)
    assert s.current_player() == TERMINAL and s.chapter == 2
    assert s.final_winners == [LOTUS] and s.winner == LOTUS
    assert s.returns()[LOTUS] > max(s.returns()[MIKAH], s.returns()[DANE])
    assert s.winning_seat() == LOTUS
    assert "wins by completing its final objective" in render.render(s.observation(None))
    roundtrip(s)


def test_below_1_power_a_completed_final_objective_does_not_win(registry: Registry) -> None:
    """CRB p.28: "While you have less than 1 Power, you can't win with a final objective"."""
    s = table3([A, B, C], power=[9, 9, 0], objective=[None, None, 0], chapter=2)
    assert s.current_player() == CHANCE and s.chapter == 3 and s.final_winners == []


def test_several_final_objectives_the_most_power_among_them_wins() -> None:
    """CRB p.9: "If multiple players would win the game by completing their final objective, the
    winner is the player among them with the most Power" (a Rival with more Power is not one)."""
    s = table3(["F17", "F18", "F1"], power=[3, 5, 9], objective=[0, 0, None], chapter=1)
    assert s.final_winners == [MIKAH, DANE] and s.winner == DANE


def test_r13_a_tie_among_final_objectives_goes_by_turn_order_from_the_initiative() -> None:
    """R13: CRB p.8's tie-break among them: "C" Fates all, so turn order from the initiative
    holder (R17): Dane holds it, so Dane wins over Mikah (seat order would pick Mikah)."""
    s = table3(["F17", "F18", "F1"], power=[4, 4, 9], objective=[0, 0, None], chapter=1, initiative=DANE)
    assert s.final_winners == [MIKAH, DANE] and s.winner == DANE


def test_r21_chapter_end_advances_come_before_the_check(registry: Registry) -> None:
    """R21: a final objective advanced only at a chapter's end wins at the end of chapter 4 (the
    advances first, then the check), over a Rival with more Power."""
    registry.add(C, chapter_end=lambda s, seat: objective.advance(s, seat, 3))
    s = table3([A, B, C], power=[9, 9, 1], objective=[None, None, 3], chapter=4)
    assert s.objective[LOTUS] == 0 and s.final_winners == [LOTUS] and s.winner == LOTUS


STAND_IN = "STAND-IN"
"""A question a stand-in chapter-end advance asks: ``choose 2`` advances 2, ``choose 0`` none."""


def _stand_in_power() -> Power:
    def options(s: Any, choice: Any) -> list[tuple[Any, ...]]:
        return [(2,), (0,)]

    def chosen(s: Any, choice: Any, args: tuple[Any, ...]) -> None:
        objective.advance(s, int(choice[0]), int(args[0]))

    return Power(STAND_IN, "stand-in", choice_options=options, choose=chosen)


@pytest.mark.parametrize("answer", ["2", "0"])
def test_a_chapter_end_question_is_answered_before_the_check(
    registry: Registry, monkeypatch: pytest.MonkeyPatch, answer: str
) -> None:
    """A chapter-end advance that asks its holder (the Redeemer's "scrap any number of your
    Relics"): the final objectives are checked once it is answered (R21), the chapter number
    staying on the chapter that ends meanwhile; the position waiting for it loads back."""
    monkeypatch.setitem(CampaignState.EXTRA_POWERS, STAND_IN, _stand_in_power())
    registry.add(C, chapter_end=lambda s, seat: push_choice(s, seat, STAND_IN, "advance"))
    s = table3([A, B, C], power=[9, 9, 1], objective=[None, None, 2], chapter=2)
    assert s.phase == Phase.CHOICE and s.current_player() == LOTUS and s.chapter == 2
    assert s.chapter_end_due and s.final_winners == []
    roundtrip(s)
    do(s, next(t for t in legal(s) if t.endswith(" " + answer)))
    assert not s.chapter_end_due
    if answer == "2":
        assert s.current_player() == TERMINAL and s.winner == LOTUS and s.chapter == 2
    else:
        assert s.phase == Phase.CHANCE_DEAL and s.chapter == 3 and s.winner == -1
    assert invariants.problems(s) == []


# -- the campaign's end (CRB p.8; R17) -------------------------------------------------------------------
def test_act_iii_ends_after_chapter_4_with_the_most_power(registry: Registry) -> None:
    """CRB p.8: Act III ends after 4 chapters (not 3), the most Power winning. (`registry`: no
    grand ambitions scored.)"""
    s = table3([A, B, C], power=[2, 7, 3], objective=[None, None, 20], chapter=3)
    assert s.current_player() == CHANCE and s.chapter == 4
    s = table3([A, B, C], power=[2, 7, 3], objective=[None, None, 20], chapter=4)
    assert s.current_player() == TERMINAL and s.winner == DANE and s.returns() == [2.0, 7.0, 3.0]


@pytest.mark.parametrize(
    ("fate", "initiative", "winner"),
    [
        (["F17", "F9", "F1"], MIKAH, LOTUS),  # A over B over C
        (["F17", "F9", "F18"], MIKAH, DANE),  # B over C
        (["F17", "F18", "F19"], DANE, DANE),  # all C: turn order from the initiative (R17)
        (["F17", "F18", "F19"], LOTUS, LOTUS),
    ],
)
def test_a_power_tie_goes_a_over_b_over_c_then_turn_order_r17(
    fate: list[str], initiative: int, winner: int
) -> None:
    """CRB p.8: "Break a Power tie in favor of 'A' Fates over 'B' Fates, and 'B' Fates over 'C'
    Fates. Break a further tie in turn order" (R17: from the initiative holder)."""
    s = table3(fate, power=[5, 5, 5], objective=[None if cards.letter(f) != "C" else 9 for f in fate],
             chapter=4, initiative=initiative)  # fmt: skip
    assert s.winner == winner and act3.ranking(s)[0] == winner


def test_the_campaign_end_parts_resolve_before_the_winner_is_named(registry: Registry) -> None:
    """The Pirate's "End of Act III" (registered as ``campaign_end``): resolved when Act III ends
    on Power, before the most Power is read; once."""
    calls: list[int] = []

    def end(s: CampaignState, seat: int) -> None:
        calls.append(seat)
        s.power[seat] += 10

    registry.add("F12", campaign_end=end)
    s = table3(["F12", "F1", C], power=[1, 7, 3], objective=[None, None, 20], chapter=4)
    assert calls == [MIKAH] and s.power[MIKAH] == 11 and s.winner == MIKAH and s.campaign_end_done
    flow.act_over(s)
    assert calls == [MIKAH]


# -- the second Intermission and Act III's setup (CRB p.7, p.28-29) ---------------------------------
def second_intermission(players: int = 3, objective: list[int] | None = None) -> CampaignState:
    """The end of Act II in a whole campaign (``act="all"``): the Intermission up to step F's
    draw. Mikah's Steward completed (marker on 0), the others failed."""
    fate = ["F1", "F9", "F13", "F14"][:players]
    marks = objective or [0] + [5] * (players - 1)
    s = pos(
        players,
        {"act": 2, "fates": {"fate": fate, "objective": marks}},
        chapter=3,
        options={"act": "all"},
        seats=[{"power": 4} for _ in range(players)],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(players)],
    )
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES and s.act == 2
    return s


def test_the_second_intermissions_step_f_draws_c_fates() -> None:
    """CRB p.29 F: "If you are finishing Act II, draw from the 'C' Fates": 1 for a completed
    objective (keep or switch), 2 for a failed one; B Fates are refused."""
    s = second_intermission()
    assert {"F1-14", "F9-04"} <= set(s.resolved)  # (step A: the Act II Resolution cards)
    assert s.power == [2, -1, -1]  # (A: 4 - 5 for a failed marker on 5; E: 4 halved to 2)
    problem = flow.chance_problem(s, s.parse_action("fates F9 F10 F11 F12 F15"))
    assert problem is not None and "C Fates (F17-F24)" in problem
    assert flow.chance_problem(s, s.parse_action("fates F17 F18 F19 F20 F21")) is None
    do(s, "fates F17 F18 F19 F20 F21")
    assert s.fate_offers == ["F1", "F17", "F18", "F19", "F20", "F21"]
    assert legal(s) == ["fate F1", "fate F17"] and s.current_player() == MIKAH


def test_the_c_fates_drawn_and_chosen_stay_hidden_until_revealed() -> None:
    """CRB p.29: each chooses in secret, then all reveal: a Rival's draw and choice are in no
    observation or action text of another seat; a determinized world agrees."""
    s = second_intermission()
    do(s, "fates F17 F18 F19 F20 F21", "fate F17")
    assert s.current_player() == DANE
    for seat in (DANE, LOTUS):
        view = s.observation(seat)["campaign"]["fates"]
        assert view["chosen"][MIKAH] is None and "F17" not in json.dumps(view["drawn"])
        assert view["drawn"] == s.fate_offers[2 * seat : 2 * seat + 2]
    for viewer in (MIKAH, LOTUS, None):  # (Dane's choice, shown to Dane only)
        assert s.action_text(s.parse_action("fate F18"), viewer) == "fate (hidden)"
    obs = s.observation(DANE)
    world = campaign.determinize(obs, random.Random(5))
    assert world.observation(DANE) == obs
    assert set(world.fate_offers) <= {"F1", *cards.C_FATE_IDS}


def _act_iii_setup(players: int, registry: Registry) -> CampaignState:
    registry.add("F1")
    registry.add("F18")  # (the Guardian, F20, is left unbuilt)
    s = second_intermission(players)
    # Mikah (completed) draws 1, the others 2; Mikah keeps the Steward, Dane takes the
    # Survivalist, Lotus the Guardian, the fourth seat the Gate Wraith.
    do(s, "fates " + " ".join(["F17", "F18", "F19", "F20", "F21", "F22", "F23"][: 2 * players - 1]))
    picks = {MIKAH: "F1", DANE: "F18", LOTUS: "F20", 3: "F22"}
    while s.phase == CampaignPhase.CHOOSE_NEW_FATE:
        do(s, f"fate {picks[s.mover]}")
    assert s.act == 3 and s.phase == CampaignPhase.CHANCE_ACT_COURT
    return s


@pytest.mark.parametrize("players", [2, 3, 4])
def test_act_iii_setup_crb_p7(players: int, registry: Registry) -> None:
    """CRB p.7: A the two lowest markers flipped; B the Court dealt (3 cards with 2 players, 4
    otherwise); C-D Blight; E (2 players) resources on the boxes; F each Setup side in turn
    order (`register_act3`; the Guardian's not built: nothing); G objective markers only for the
    "C" Fates (the Guardian's 20/18/16, R10); H the chapter track's Act III side: 4 chapters."""
    s = _act_iii_setup(players, registry)
    flipped = sorted(cardplay.marker_values(s, i) for i in range(3) if s.marker_flipped[i])
    assert flipped == [(4, 2), (6, 3)] and s.marker_box == [-1, -1, -1]
    do(s, "court " + " ".join(s.court_deck))
    assert len(s.court) == 1 + (3 if players == 2 else 4)
    do(s, "event crisis arrow")
    if players == 2:
        before = list(s.box_resources)
        do(s, "number 1 2")
        assert sum(s.box_resources) == sum(before) + 6
    assert s.phase == Phase.CHANCE_DEAL and s.chapter == 1 and data.ACT_CHAPTERS[3] == 4
    order = s.turn_order()
    assert [call for call in registry.calls if call[0] == "setup"] == [
        ("setup", (s.fates[p], p)) for p in order if s.fates[p] in ("F1", "F18")
    ]
    guardian = {2: 20, 3: 18, 4: 16}[players]
    survivalist = {2: 22, 3: 18, 4: 14}[players]
    assert s.objective[:3] == [-1, survivalist, guardian][:players]
    assert acts.missing(s) == [f for f in s.fates if f not in ("F1", "F18")]
    assert invariants.problems(s) == []
    roundtrip(s)


def test_a_kept_a_fate_has_no_marker_in_act_iii_and_a_c_fate_one(registry: Registry) -> None:
    """CRB p.7 G: "In Act III, only players with a 'C' Fate do this step"; a position giving an
    "A" or "B" Fate a marker in Act III is refused."""
    with pytest.raises(InvalidRecord, match=r"objective\[0\] must be -1 or null"):
        table3([A, B, C], power=[0, 0, 0], objective=[3, None, 20], seats=[{"hand": ["ADM2"]}, {}, {}])
    s = table3([A, B, C], power=[0, 0, 0], seats=[{"hand": ["ADM2"]}, {}, {}])
    assert s.objective == [-1, -1, 20]  # (Overlord: 20 with 3 players)


# -- the whole campaign and the campaign file ------------------------------------------------------
def test_act_all_plays_acts_i_to_iii_and_act_3_continues_from_an_act_ii_file(tmp_path: Path) -> None:
    """``act="all"``: Acts I-III in one game (the second Intermission's step F draws C Fates);
    ``act=3, continue=FILE`` plays the Intermission and Act III from the file Act II left; a file
    packed up at the second Intermission's end resumes with Act III's setup; an Act III file is
    the campaign's end."""
    rng = random.Random(2)
    s = campaign.new_game(2, seed=2, act="all")
    saw_c_draw = False
    packed: dict[str, Any] | None = None
    while s.current_player() != TERMINAL:
        if s.phase == CampaignPhase.CHANCE_ACT_COURT and s.act == 3 and packed is None:
            packed = campaign_file.act_result(s)
        if s.current_player() == CHANCE:
            a = s.sample_chance(rng)
            saw_c_draw |= s.phase == CampaignPhase.CHANCE_NEW_FATES and s.act == 2
            if s.phase == CampaignPhase.CHANCE_NEW_FATES and s.act == 2:
                assert set(map(str, a.args)) <= set(cards.C_FATE_IDS)
            s.apply(a)
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert saw_c_draw and s.act == 3 and s.winner == act3.campaign_winner(s)
    assert [row[0] for row in s.log_sheet] == [1, 1, 2, 2, 3, 3]
    assert packed is not None and packed["packed_up"] is True and packed["act"] == 2
    path = tmp_path / "packed.json"
    path.write_text(json.dumps(packed))
    resumed = ambitions.new_game("arcs-campaign", players=2, seed=3, act=3, **{"continue": str(path)})
    assert isinstance(resumed, CampaignState) and resumed.act == 3
    assert resumed.phase == CampaignPhase.CHANCE_ACT_COURT
    end = tmp_path / "act3.json"
    end.write_text(campaign_file.dumps(s))
    assert campaign_file.read(end)[0]["act"] == 3
    with pytest.raises(InvalidOptions, match="holds the end of Act 3: the campaign is over"):
        ambitions.new_game("arcs-campaign", players=2, seed=3, act=3, **{"continue": str(end)})
    with pytest.raises(InvalidOptions, match="play it with act=3, not act=2"):
        ambitions.new_game("arcs-campaign", players=2, seed=3, act=2, **{"continue": str(path)})


def test_act_3_from_a_file_holding_the_end_of_act_ii(tmp_path: Path) -> None:
    """``act=3, continue=FILE`` on the file an Act II game (``act=2``) wrote: the second
    Intermission, then Act III; a file of Act I is refused for Act III."""
    s = pos(
        2,
        {"act": 2, "fates": {"fate": ["F1", "F9"], "objective": [0, 4]}},
        chapter=3,
        options={"act": 2, "continue": "x"},
        seats=[{"power": 6}, {"power": 2}],
        ships=[{"system": "1.1", "seat": 0, "fresh": 1}, {"system": "2.1", "seat": 1, "fresh": 1}],
    )
    assert s.current_player() == TERMINAL and s.act == 2
    path = tmp_path / "act2.json"
    path.write_text(campaign_file.dumps(s))
    third = ambitions.new_game("arcs-campaign", players=2, seed=1, act=3, **{"continue": str(path)})
    assert isinstance(third, CampaignState) and third.phase == CampaignPhase.CHANCE_NEW_FATES
    rng = random.Random(1)
    while third.current_player() != TERMINAL:
        third.apply(
            third.sample_chance(rng)
            if third.current_player() == CHANCE
            else rng.choice(third.legal_actions())
        )
    assert third.act == 3 and third.winner == act3.campaign_winner(third)
    first = pos(
        2, chapter=3, seats=[{"power": 1}, {"power": 0}], campaign_part={"fates": {"fate": ["F1", "F2"]}}
    )
    path.write_text(campaign_file.dumps(first))
    with pytest.raises(InvalidOptions, match="holds the end of Act 1: play it with act=2, not act=3"):
        ambitions.new_game("arcs-campaign", players=2, seed=1, act=3, **{"continue": str(path)})


# -- the log sheet (CRB p.30) ---------------------------------------------------------------------------
def test_the_log_sheet_has_a_row_per_seat_at_each_acts_end() -> None:
    """CRB p.30: names, colours, Fates, Power, Outrage and Flagship pieces, each Act: a row per
    seat at the Act's end (Power before the Intermission halves it), public, JSON-safe, printed
    by the plain text at the end."""
    s = pos(
        3,
        {"fates": {"fate": ["F1", "F3", "F2"], "objective": [0, 3, 2]}},
        chapter=3,
        options={"act": "all"},
        seats=[{"power": 8, "outrage": ["relic"]}, {"power": 3}, {"power": 1}],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
    )
    assert s.log_sheet == [  # (the Steward's marker on 0: completed; the most Power: won Act I)
        (1, 0, "F1", 8, 8, (), True, True), (1, 1, "F3", 3, 0, (), False, False),
        (1, 2, "F2", 1, 0, (), False, False),
    ]  # fmt: skip
    assert s.power[MIKAH] == 4  # (the Intermission halved it after the row was written)
    rows = s.observation(DANE)["campaign"]["log_sheet"]
    assert rows[0] == {
        "act": 1, "seat": 0, "colour": "red", "fate": "F1", "power": 8, "outrage": ["relic"], "flagship": [],
        "completed": True, "won": True,
    }  # fmt: skip
    assert json.loads(json.dumps(rows)) == rows and s.observation(None)["campaign"]["log_sheet"] == rows
    end = table3(
        ["F9", "F1", C],
        power=[2, 7, 3],
        objective=[None, None, 20],
        chapter=4,
        campaign={
            "log_sheet": rows,
            "flagships": [
                {"seat": 0, "system": "1.1", "board": {"upgrade-hull": {"kind": "city", "damaged": False}}}
            ],
        },
    )
    assert [r[0] for r in end.log_sheet] == [1, 1, 1, 3, 3, 3]
    assert end.log_sheet[3] == (3, 0, "F9", 2, 0, ("upgrade-hull city",), False, False)
    assert [r[7] for r in end.log_sheet] == [True, False, False, False, True, False]
    text = render.render(end.observation(MIKAH))
    assert "The campaign is over: s1 wins with the most Power" in text
    assert "s0 (red): Act I: F1 Steward, Power 8, Outrage relic" in text
    assert "Act III: F9 Pathfinder, Power 2, Outrage none, Flagship upgrade-hull city" in text
    roundtrip(end)


# -- positions ---------------------------------------------------------------------------------------
def _grand(chapter: int, seat: int, fulfilled: int, power: int) -> dict[str, Any]:
    return {"grand_ambitions": [{"chapter": chapter, "seat": seat, "fulfilled": fulfilled, "power": power}]}


def _log(*rows: dict[str, Any]) -> dict[str, Any]:
    return {"log_sheet": [{"seat": 0, "fate": "F1", "power": 1, **row} for row in rows]}


@pytest.mark.parametrize(
    ("camp", "message"),
    [
        (_grand(1, 2, 1, 2), r"grand_ambitions\[0\]\.seat"),  # (a "C" Fate's)
        (_grand(1, 0, 1, 4), r"grand_ambitions\[0\]\.power must be 2"),
        (_grand(3, 0, 1, 4), r"grand_ambitions\[0\]\.chapter"),  # (chapter 3 not played yet)
        (_grand(2, 0, 1, 3), r"grand_ambitions\[0\]\.chapter"),  # (chapter 2 under way, not scored)
        ({"final_winners": [2]}, r"final_winners must be seats with a \"C\" Fate"),  # (on 5)
        ({"final_winners": [0]}, r"final_winners"),
        ({"chapter_end_due": True}, r"chapter end waits with no question"),
        ({"campaign_end_done": True}, r"campaign's end resolved before Act III is over"),
        (_log({"act": 2}, {"act": 2}), r"log_sheet\[1\] must be one row"),
        (_log({"act": 3}), r"log sheet row of Act 3 before its end"),
        (_log({"act": 1, "colour": "blue"}), r"colour"),
        (_log({"act": 1, "won": True}, {"act": 1, "seat": 1, "won": True}), r"one winner of Act 1"),
        (_log({"act": 1, "won": 1}), r"log_sheet\[0\]\.won must be true or false"),
    ],
)
def test_impossible_act_iii_positions_are_refused(camp: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidRecord, match=message):
        table3([A, B, C], power=[0, 0, 0], objective=[None, None, 5], chapter=2, campaign=camp,
             seats=[{"hand": ["ADM2"]}, {}, {}])  # fmt: skip


def test_act_iii_records_are_refused_before_act_iii() -> None:
    with pytest.raises(InvalidRecord, match="grand_ambitions must be empty before Act III"):
        pos(3, {"act": 2, "fates": {"fate": ["F1", "F9", "F13"]},
                "grand_ambitions": [{"chapter": 1, "seat": 0, "fulfilled": 0, "power": 0}]})  # fmt: skip


def test_an_act_iii_position_with_its_records_loads_back(registry: Registry) -> None:
    registry.add(A, grand=one)
    s = table3([A, B, C], power=[0, 0, 0], objective=[None, None, 5], chapter=1)
    assert s.chapter == 2 and s.grand_scores
    assert snap(position.load(position.from_observation(observe.snapshot(s)))) == snap(s)
