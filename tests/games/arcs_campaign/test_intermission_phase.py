"""The Intermission as a phase of the game (CRB p.28-29; BRD C.8) and Act II's setup (CRB p.7):
a campaign is one game (``act="all"``). Each test fails without its rule."""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction, InvalidOptions
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import (
    act3,
    act_setup,
    campaign_file,
    data,
    flow,
    invariants,
    observe,
    position,
    render,
)
from ambitions.games.arcs_campaign.fates import acts, cards
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap

SID = reach.SYSTEM_INDEX


def act_end(players: int = 3, **kw: Any) -> CampaignState:
    """A table at the end of Act I in a whole-campaign game (``act="all"``), the Intermission
    begun (`flow.advance` at the Act's end)."""
    s = pos(players, chapter=3, options={"act": "all"}, **kw)
    assert s.phase != Phase.OVER  # (the Act is over: the game goes on, `flow.act_over`)
    return s


def fated(power: list[int], objective: list[int], **camp: Any) -> CampaignState:
    """Steward (Mikah), Magnate (Dane), Founder (Lotus) with these markers; each seat has a ship."""
    return act_end(
        seats=[{"power": v} for v in power],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
        campaign={"fates": {"fate": ["F1", "F3", "F2"], "objective": objective}, **camp},
    )


def choose(s: CampaignState, picks: dict[int, str]) -> CampaignState:
    while s.phase == CampaignPhase.CHOOSE_NEW_FATE:
        do(s, f"fate {picks[s.mover]}")
    return s


def answered(s: CampaignState) -> CampaignState:
    """The questions Act II's Setup sides ask before the deal (a B Fate with a Flagship: where
    it goes, F9-F12), each answered with its first option; the Planet Breaker's Fragments roll
    among them (F11-01A, a chance event) rolls arrow."""
    while s.phase in (Phase.CHOICE, CampaignPhase.CHANCE_FRAGMENTS):
        do(s, legal(s)[0] if s.phase == Phase.CHOICE else "fragments crisis arrow")
    return s


def test_act_all_is_one_game_act_i_the_intermission_act_ii_one_record() -> None:
    """A whole campaign (CRB p.8): Act I, the Intermission (steps through F), Act II's setup and
    3 chapters, in one state and one record that replays exactly; the seed drives every chance."""
    s = campaign.new_game(3, seed=11, act="all")
    rng = random.Random(11)
    seen: list[str] = []
    while s.current_player() != TERMINAL:
        if s.phase not in seen:
            seen.append(s.phase)
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    between = [
        CampaignPhase.CHANCE_NEW_FATES,
        CampaignPhase.CHOOSE_NEW_FATE,
        CampaignPhase.CHANCE_ACT_COURT,
        CampaignPhase.CHANCE_ACT_EVENT,
    ]
    assert [p for p in seen if p in between] == between
    assert s.act == 3 and s.winner == act3.campaign_winner(s)
    assert s.chapter == 4 or s.final_winners  # (Act III: 4 chapters, or a final objective won)
    assert s.returns() == act3.returns(s) and max(s.returns()) == s.returns()[s.winner]
    again = campaign.replay(json.loads(json.dumps(s.record())))
    assert snap(again) == snap(s)


def test_the_act_option_takes_1_2_3_or_all() -> None:
    assert campaign.new_game(2, seed=1, act="1").act == 1
    with pytest.raises(InvalidOptions, match="act must be 1, 2, 3 or all"):
        campaign.new_game(2, seed=1, act="4")
    with pytest.raises(InvalidOptions, match="act=2 needs continue=FILE"):
        campaign.new_game(2, seed=1, act=2)
    with pytest.raises(InvalidOptions, match="act=3 needs continue=FILE"):
        campaign.new_game(2, seed=1, act=3)


def test_act_1_ends_the_game_after_its_three_chapters() -> None:
    s = pos(3, chapter=3)
    flow.advance(s)
    assert s.current_player() == TERMINAL and s.phase == Phase.OVER


def test_a_the_caretakers_random_lore_is_a_recorded_chance_event() -> None:
    """F5-07 completed: 1 random lore card per player to the Court deck; which ones is a chance
    outcome (``lore ...``), refused if a card is in play, shown to nobody but by its kind."""
    s = act_end(
        seats=[{"power": 1, "lore": ["L01"]}, {"power": 1}, {"power": 1}],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
        campaign={"fates": {"fate": ["F5", "F3", "F2"], "objective": [0, 3, 3]}},
    )
    assert s.phase == CampaignPhase.CHANCE_RESOLUTION and s.current_player() == CHANCE
    with pytest.raises(IllegalAction):
        do(s, "lore L01 L05 L06")  # L01 is held
    do(s, "lore L05 L06 L07")
    assert {"L05", "L06", "L07"} <= set(s.court_deck)
    assert s.action_text(s.history[-1], DANE) == "lore"
    assert "F5-07" in s.resolved and s.phase == CampaignPhase.CHANCE_NEW_FATES


def test_d_a_player_with_no_ships_or_starports_places_3_fresh_ships_in_a_gate() -> None:
    """CRB p.28: "In the rare case that you have no ships or starports left on the map, place 3
    fresh ships in any gate" (a decision, after step D's destruction: here Dane's damaged ships
    and starport are destroyed)."""
    s = act_end(
        seats=[{"power": 1}, {"power": 1}, {"power": 1}],
        ships=[
            {"system": "1.1", "seat": MIKAH, "fresh": 1},
            {"system": "2.1", "seat": DANE, "damaged": 2},
            {"system": "3.1", "seat": LOTUS, "fresh": 1},
        ],
        buildings=[{"slot": "2.1#0", "seat": DANE, "kind": "starport", "damaged": True}],
        campaign={"fates": {"fate": ["F1", "F3", "F2"], "objective": [3, 3, 3]}},
    )
    assert s.phase == CampaignPhase.REBUILD and s.current_player() == DANE
    obs = s.observation(DANE)  # (the Court deck holds the Resolutions' cards: named, so kept)
    assert campaign.determinize(obs, random.Random(1)).observation(DANE) == obs
    assert legal(s) == [f"place {reach.SYSTEM_IDS[x]}" for x in range(24) if reach.is_gate(x)]
    ships = s.ships[DANE]
    do(s, "place 4.0")
    assert s.fresh[SID["4.0"] * 3 + DANE] == 3 and s.ships[DANE] == ships - 3
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES


def test_b_c_agents_coming_home_first_cover_an_outrage_placeholder() -> None:
    """Steps B-C (CRB p.28) send the Court's agents and the Captives home; an agent coming home
    first replaces an Outrage placeholder (Arcs p.22), so Mikah, Outraged in Psionic with no agent
    left, ends with the Outrage covered and 9 agents in supply (10 went home, 1 on the slot)."""
    s = act_end(
        seats=[
            {"power": 1, "outrage": ["psionic"], "outrage_placeholder": ["psionic"], "agents": 0},
            {"power": 1, "captives": [8, 0, 0]},
            {"power": 1},
        ],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
        campaign={
            "fates": {"fate": ["F1", "F3", "F2"], "objective": [3, 3, 3]},
            "court": [{"card": "IC01", "agents": [2, 0, 0]}],
        },
    )
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES
    assert s.agents[MIKAH] == 9 and s.outrage_placeholder[MIKAH] == 0 and s.outrage[MIKAH] == 1 << 4
    assert invariants.problems(s) == []


def test_d_a_player_with_a_starport_places_nothing() -> None:
    s = act_end(
        seats=[{"power": 1}, {"power": 1}, {"power": 1}],
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "3.1", "seat": LOTUS, "fresh": 1}],
        buildings=[{"slot": "2.1#0", "seat": DANE, "kind": "starport"}],
        campaign={"fates": {"fate": ["F1", "F3", "F2"], "objective": [3, 3, 3]}},
    )
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES


def test_f_the_draw_is_1_b_fate_if_completed_2_if_failed_one_chance_event() -> None:
    """CRB p.29 F: "Each player who completed their objective draws 1 Fate card. Each player who
    failed it returns their Fate card to the box and draws 2", "B" Fates after Act I."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES and s.completed == [True, False, True]
    for bad in ("fates F9 F10 F11", "fates F9 F10 F11 F1", "fates F9 F9 F10 F11"):
        with pytest.raises(IllegalAction, match="B Fates"):
            do(s, bad)
    do(s, "fates F9 F10 F11 F12")
    options = {p: [] for p in range(3)}  # type: dict[int, list[str]]
    while s.phase == CampaignPhase.CHOOSE_NEW_FATE and not options[s.mover]:
        options[s.mover] = legal(s)
        do(s, legal(s)[0])
    assert options[MIKAH] == ["fate F1", "fate F9"]  # completed: keep, or the drawn one
    assert options[DANE] == ["fate F10", "fate F11"]  # failed: one of the two drawn
    assert options[LOTUS] == ["fate F2", "fate F12"]


def test_f_keeping_keeps_the_set_switching_scraps_it_and_returns_favors() -> None:
    """CRB p.29: a new Fate: "Return your current Fate card to the box. Scrap the rest of your Fate
    Set that is not in play... Return all Favors you have to your Rivals." A kept one keeps its
    Set (Mikah keeps the Steward: Imperial Authority stays held, nothing of F1 scrapped)."""
    s = fated(
        power=[1, 2, 7],
        objective=[0, 5, 0],
        favors=[{"holder": LOTUS, "owner": DANE, "count": 2}, {"holder": MIKAH, "owner": LOTUS, "count": 1}],
    )
    agents = list(s.agents)
    scrapped = set(s.scrapped)  # (step A's Resolutions scrapped some cards already)
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F1", DANE: "F11", LOTUS: "F12"})
    assert s.fates == ["F1", "F11", "F12"] and s.former_fates == ["F1", "F3", "F2"]
    assert s.favors[LOTUS * 3 + DANE] == 0 and s.agents[DANE] == agents[DANE] + 2  # Lotus switched
    assert s.favors[MIKAH * 3 + LOTUS] == 1  # Mikah kept his Fate: his Favors stay
    assert "F1-02" in s.lore[MIKAH] and not any(c.startswith("F1-") for c in set(s.scrapped) - scrapped)
    # The Founder's Set not in play is scrapped; Parade Fleets (held) is not.
    assert "F2-02" in s.guild[LOTUS] and "F2-02" not in s.scrapped
    # (the completed Founder's Resolution put F2-04 to F2-07 in the Court deck: in play, kept)
    in_deck = {c for c in s.court_deck if c.startswith("F2-")}
    assert in_deck and not in_deck & set(s.scrapped)
    held = set(s.guild[LOTUS]) | set(s.lore[LOTUS])  # Parade Fleets, Book of Liberation (F2-04)
    assert {"F2-02", "F2-04"} <= held and not held & set(s.scrapped)
    rest = {c.id for c in cards.FATE_SET if c.id.startswith("F2-")} - in_deck - held
    assert rest and rest <= set(s.scrapped)  # (the Unions parked in the box, F2-08 to F2-11)


def test_f_the_draw_and_choice_are_hidden_until_all_reveal() -> None:
    """CRB p.29: "Each player secretly chooses... Then, everyone reveals their chosen Fate card
    simultaneously": a Rival sees neither the cards drawn nor the choice (observation, log)."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    first = s.mover
    action = s.parse_action(f"fate {s.fate_offers[2 * first + 1]}")
    texts = [s.action_text(action, seat) for seat in range(3)]  # (the log, as the action is taken)
    s.apply(action)
    for seat in range(3):
        view = s.observation(seat)["campaign"]["fates"]
        assert view["drawn"] == s.fate_offers[2 * seat : 2 * seat + 2]
        assert view["chosen"] == [s.fate_choice[p] or None if p == seat else None for p in range(3)]
        assert view["fate"] == ["F1", "F3", "F2"]  # the Act's Fates, public
        assert texts[seat] == (str(action) if seat == first else "fate (hidden)")
    assert s.observation(None)["campaign"]["fates"]["chosen"] == [None, None, None]
    choose(s, {p: s.fate_offers[2 * p] for p in range(3)})
    assert s.observation(DANE)["campaign"]["fates"]["fate"] == s.fates


def test_f_a_seats_view_does_not_change_when_only_a_rivals_hidden_fate_parts_do() -> None:
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    do(s, f"fate {s.fate_offers[2 * s.mover]}")
    chooser = [p for p in range(3) if s.fate_choice[p]][0]
    viewer = next(p for p in range(3) if p != chooser)
    before = s.observation(viewer)
    other = s.clone()
    pair = other.fate_offers[2 * chooser : 2 * chooser + 2]
    other.fate_choice[chooser] = pair[1] if other.fate_choice[chooser] == pair[0] else pair[0]
    unseen = [f for f in cards.B_FATE_IDS if f not in other.fate_offers]
    other.fate_offers[2 * chooser + 1] = unseen[0]
    if other.fate_choice[chooser] == pair[1]:
        other.fate_choice[chooser] = unseen[0]
    assert other.observation(viewer) == before
    world = campaign.determinize(before, random.Random(3))
    assert world.observation(viewer) == before


def test_f_the_text_view_says_the_step_who_chose_and_whose_new_fate_is_hidden() -> None:
    """CRB p.29 F, in the terminal panel and ``--plain`` (`render.campaign_lines`): the step, the
    Fates of Act I with who completed, who is still choosing and whose new Fate is chosen but
    hidden; a seat reads its own choice and its own draw, never a Rival's."""

    def lines(seat: int | None) -> list[str]:
        return render.campaign_lines(s.observation(seat))

    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    before = (
        "Fates of the Act before: s0 F1 Steward (completed), s1 F3 Magnate (failed), "
        "s2 F2 Founder (completed)"
    )
    assert "Intermission, step F (Choose Fate): the B Fates are drawn" in lines(None)
    assert before in lines(None)
    assert not any(line.startswith("Fates: ") for line in lines(None))  # (said once, just above)
    do(s, "fates F9 F10 F11 F12")
    first = s.mover
    do(s, f"fate {s.fate_offers[2 * first + 1]}")
    mine = cards.FATE_BY_ID[s.fate_choice[first]]
    for seat in (*range(3), None):
        shown = lines(seat)
        assert "Intermission, step F (Choose Fate): chosen in secret, then all reveal" in shown
        assert before in shown
        new = [f"s{p} choosing" for p in range(3) if p != first]
        new.insert(first, f"s{first} {mine.id} {mine.name}" if seat == first else f"s{first} chosen (hidden)")
        assert "New Fates: " + ", ".join(new) in shown, (seat, shown)
        text = "\n".join(shown)
        for p in range(3):
            drawn = ", ".join(f"{f} {cards.FATE_BY_ID[f].name}" for f in s.fate_offers[2 * p : 2 * p + 2])
            assert (f"You drew: {drawn}" in text) == (p == seat), (seat, p)
        if seat != first:
            assert mine.name not in text


def test_act_ii_setup_from_the_table_the_intermission_leaves_3_players() -> None:
    """CRB p.7 A-H: the lowest ambition marker flipped; the Court deck shuffled (chance) and 4
    dealt, the Council In Session; damaged Blight on gates with no Blight and no ships; the event
    die's Blight; each Fate's Setup side; markers on the Act II start spaces; chapter 1; the
    deal."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0], council="decided")
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F1", DANE: "F11", LOTUS: "F12"})
    assert s.phase == CampaignPhase.CHANCE_ACT_COURT and s.act == 2  # packed up here (CRB p.29)
    assert s.marker_flipped.count(True) == 1
    deck = sorted(s.court_deck)
    do(s, "court " + " ".join(deck))
    assert s.court == [data.COUNCIL, *deck[::-1][:4]] and s.council == data.IN_SESSION
    for x in range(24):
        if reach.is_gate(x):
            has_ships = any(s.fresh[x * 3 + p] for p in range(3)) or s.imperial_fresh[x]
            assert (s.blight_damaged[x] + s.blight_fresh[x] > 0) != bool(has_ships), x
    blight = list(s.blight_damaged)
    do(s, "event crisis arrow")
    for c in range(1, 7):
        arrow = (c - 1) * 4 + 1
        if blight[arrow] == 0:
            assert s.blight_damaged[arrow] == 1
    answered(s)
    assert s.objective == [22, 12, 21]  # Steward II 22; Planet Breaker 12; Pirate 24/21/18
    assert s.chapter == 1 and s.phase == Phase.CHANCE_DEAL and s.current_player() == CHANCE


def test_act_ii_setup_d_a_rolled_planet_with_blight_spreads_it_to_its_clusters_planets() -> None:
    """CRB p.7 D: "In each cluster, place 1 damaged Blight at the planet with the rolled ID symbol
    if it has no Blight. If it does have Blight, place 1 damaged Blight at each planet in its
    cluster with no Blight": cluster 1's arrow planet (1.1) has Blight, so 1.2 and 1.3 get one
    each (one of them had Blight already: none there); cluster 2's arrow planet (2.1) gets one."""
    s = fated(
        power=[1, 2, 7],
        objective=[0, 5, 0],
        blight=[{"system": "1.1", "fresh": 1}, {"system": "1.3", "fresh": 1}],
    )
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F1", DANE: "F11", LOTUS: "F12"})
    do(s, "court " + " ".join(sorted(s.court_deck)))
    before = [(s.blight_fresh[x], s.blight_damaged[x]) for x in range(reach.NUM_SYSTEMS)]
    do(s, "event crisis arrow")
    after = [(s.blight_fresh[x], s.blight_damaged[x]) for x in range(reach.NUM_SYSTEMS)]
    changed = {reach.SYSTEM_IDS[x] for x in range(reach.NUM_SYSTEMS) if after[x] != before[x]}
    assert {"1.2", "2.1"} <= changed and not changed & {"1.1", "1.3", "2.2", "2.3"}
    assert after[SID["1.2"]] == (0, 1) and after[SID["1.1"]] == before[SID["1.1"]]


def test_act_ii_setup_2_players_rolls_the_number_die_twice_for_the_boxes() -> None:
    """CRB p.7 E: 2 players, the number die twice, the 6 resources of the 2 rolled clusters'
    planets on the ambition boxes (reading: 2 different clusters, a repeat rolled again)."""
    s = act_end(
        2,
        seats=[{"power": 1}, {"power": 2}],
        ships=[{"system": "1.1", "seat": 0, "fresh": 1}, {"system": "2.1", "seat": 1, "fresh": 1}],
        campaign={"fates": {"fate": ["F1", "F3"], "objective": [3, 3]}},
    )
    do(s, "fates F9 F10 F11 F12")
    choose(s, {0: "F9", 1: "F11", **{p: s.fate_offers[2 * p] for p in range(2)}})
    do(s, "court " + " ".join(s.court_deck), "event edict hex")
    assert s.phase == CampaignPhase.CHANCE_ACT_NUMBERS and len(s.court) == 4
    with pytest.raises(IllegalAction):
        do(s, "number 3 3")
    supply = list(s.resource_supply)
    do(s, "number 1 4")
    expected = [0] * 5
    for c in (1, 4):
        for k in (1, 2, 3):
            expected[reach.PLANET_RESOURCE[(c - 1) * 4 + k]] += 1
    assert [a - b for a, b in zip(supply, s.resource_supply, strict=True)] == expected
    assert s.box_resources == expected
    assert answered(s).phase == Phase.CHANCE_DEAL


def test_a_fate_without_an_act_ii_setup_side_sets_up_with_nothing_and_play_goes_on() -> None:
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F9", DANE: "F10", LOTUS: "F12"})
    assert set(acts.setup_missing(s)) == {f for f in s.fates if (f, 2) not in acts.SETUPS}
    guild = [list(g) for g in s.guild]
    do(s, "court " + " ".join(s.court_deck), "event crisis arrow")
    answered(s)
    if ("F9", 2) not in acts.SETUPS:
        assert s.guild[MIKAH] == guild[MIKAH]
    assert s.phase == Phase.CHANCE_DEAL


def test_act_iis_winner_most_power_ties_a_fates_over_b_then_turn_order() -> None:
    """CRB p.8: "Break a Power tie in favor of 'A' Fates over 'B' Fates", then turn order."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F9", DANE: "F10", LOTUS: "F2"})
    s.options = {"act": 2}  # (Act II is this game's last: its end names the winner)
    s.power = [5, 5, 5]
    s.initiative = MIKAH
    assert not flow.act_over(s) and s.winner == LOTUS  # the only A Fate
    s.fates = ["F9", "F10", "F12"]
    assert not flow.act_over(s) and s.winner == MIKAH  # all B: turn order from the initiative


def test_the_campaign_file_packed_up_at_the_intermissions_end_resumes(tmp_path: Any) -> None:
    """CRB p.29 "Packing Up": the file written at the Intermission's end (``packed_up``) holds the
    table; ``act=2, continue=FILE`` resumes with Act II's setup."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F1", DANE: "F11", LOTUS: "F12"})
    result = campaign_file.act_result(s)
    assert result["packed_up"] is True and result["act"] == 1
    path = tmp_path / "packed.json"
    path.write_text(json.dumps(result))
    again = campaign.new_game(3, seed=4, act=2, **{"continue": str(path)})
    assert again.phase == CampaignPhase.CHANCE_ACT_COURT and again.fates == ["F1", "F11", "F12"]
    assert again.power == s.power and again.slots == s.slots
    assert (
        observe.snapshot(position.load(position.from_observation(observe.snapshot(s))))["campaign"]
        == (observe.snapshot(s)["campaign"])
    )


def test_marker_flip_is_the_lowest_power_one() -> None:
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    s.act = 2
    act_setup.flip_markers(s)
    from ambitions.games.arcs.cardplay import marker_values

    lowest = min(range(3), key=lambda i: marker_values(s, i) if not s.marker_flipped[i] else (99, 99))
    flipped = s.marker_flipped.index(True)
    s.marker_flipped = [False] * 3
    assert flipped == min(range(3), key=lambda i: marker_values(s, i))
    _ = lowest


def test_the_act_option_is_a_choice_taken_as_a_number_or_its_text() -> None:
    """``--act all`` and ``--act 2`` on a command line, ``"2"`` from a server's text field, ``1``
    in an old record: one option (`GameOption` kind ``choice``)."""
    import ambitions

    option = campaign.SPEC.option("act")
    assert option is not None and option.kind == "choice"
    parsed = (option.parse("all"), option.parse("3"), option.parse("2"), option.parse("1"))
    assert parsed == ("all", 3, 2, 1)
    with pytest.raises(InvalidOptions, match="takes one of 1, 2, 3, all"):
        option.parse("4")
    assert ambitions.new_game("arcs-campaign", players=2, seed=1, act=1).act == 1
    assert ambitions.new_game("arcs-campaign", players=2, seed=1, act="all").act == 1
    with pytest.raises(InvalidOptions, match="takes one of 1, 2, 3, all"):
        ambitions.new_game("arcs-campaign", players=2, seed=1, act=True)


def act_ii(fates: dict[str, Any], **kw: Any) -> CampaignState:
    part = {"act": 2, "fates": fates}
    return pos(3, {**part, **kw.pop("campaign", {})}, options={"act": "all"}, **kw)


def test_positions_take_act_ii_with_b_fates_and_the_fates_of_act_i() -> None:
    """``campaign.act: 2`` with B Fates (`fates.position.load_choice`): each seat's 2 cards by
    whether it completed (a kept Fate means completed), the markers on the Act II start spaces."""
    s = act_ii({"fate": ["F1", "F11", "F12"], "former": ["F1", "F3", "F2"]})
    assert s.act == 2 and s.completed == [True, False, False]
    assert s.fate_offers[:2] == ["F1", "F9"] and s.fate_offers[2] == "F11" and s.fate_offers[4] == "F12"
    assert s.objective == [22, 12, 21]
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


@pytest.mark.parametrize(
    ("fates", "extra", "message"),
    [
        ({"fate": ["F1", "F11", "F12"]}, {"act": 1}, "campaign.fates.fate must be 3 different A Fates"),
        ({"fate": ["F1", "F11", "F12"], "former": ["F1", "F9", "F2"]}, {}, "campaign.fates.former must be"),
        (
            {"fate": ["F1", "F11", "F12"], "former": ["F1", "F3", "F2"], "completed": [False, False, False]},
            {},
            "campaign.fates.completed.0. must be true: a seat keeping its Fate",
        ),
        (
            {"fate": ["F1", "F11", "F12"], "former": ["F1", "F3", "F2"], "objective": [23, 1, 1]},
            {},
            "objective.0.",
        ),
        (
            {"fate": ["F1", "F11", "F12"], "former": ["F1", "F3", "F2"], "chosen": ["F1", None, None]},
            {},
            "chosen",
        ),
        ({"fate": ["F1", "F11", "F12"]}, {"act": 4}, "campaign.act must be a whole number 1..3"),
    ],
)
def test_an_impossible_act_ii_position_is_refused_naming_the_field(
    fates: dict[str, Any], extra: dict[str, Any], message: str
) -> None:
    from ambitions.core.errors import InvalidRecord

    with pytest.raises(InvalidRecord, match=message):
        act_ii(fates, campaign=extra)


def test_positions_take_step_fs_secret_choices() -> None:
    """The Intermission's step F as a position: the Fates of Act I, the cards drawn, who chose."""
    s = pos(
        3,
        {
            "fates": {
                "fate": ["F1", "F3", "F2"],
                "objective": [0, 5, 0],
                "drawn": ["F1", "F9", "F10", "F11", "F2", "F12"],
                "chosen": ["F9", None, None],
            }
        },
        phase=CampaignPhase.CHOOSE_NEW_FATE,
        initiative=MIKAH,
        chapter=3,
    )
    assert s.completed == [True, False, True] and s.choosing == [DANE, LOTUS] and s.current_player() == DANE
    assert legal(s) == ["fate F10", "fate F11"]
    choose(s, {DANE: "F10", LOTUS: "F2"})
    assert s.fates == ["F9", "F10", "F2"] and s.phase == CampaignPhase.CHANCE_ACT_COURT
    from ambitions.core.errors import InvalidRecord

    with pytest.raises(InvalidRecord, match="seat 0 chose F10, which it did not draw"):
        pos(
            3,
            {
                "fates": {
                    "fate": ["F1", "F3", "F2"],
                    "objective": [0, 5, 0],
                    "drawn": ["F1", "F9", "F10", "F11", "F2", "F12"],
                    "chosen": ["F10", None, None],
                }
            },
            phase=CampaignPhase.CHOOSE_NEW_FATE,
            initiative=MIKAH,
            chapter=3,
        )


def test_the_phase_runs_the_crb_p28_examples_dane_to_minus_3_lotus_halved_to_4() -> None:
    """CRB p.28, played as the game's phase: "Dane failed his objective. His objective marker is
    on the '5' space, so he lowers his Power from 2 to -3"; "Lotus has 7 Power and Dane has -3
    Power. Lotus halves her Power to 4, and Dane stays at -3"; the initiative to Lotus."""
    s = fated(power=[0, 2, 7], objective=[0, 5, 0])
    assert s.power == [0, -3, 4] and s.initiative == LOTUS
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES and s.turn_order()[0] == LOTUS


@cache
def later_pool() -> list[dict[str, Any]]:
    """Positions of random whole campaigns from the Intermission's step F on (its choices, Act
    II's setup and chapters), in the position's form."""
    from position_mutations import snapshots  # (tests/games is on the path)

    found = snapshots("arcs-campaign", range(3), observe.snapshot, act="all")
    later = [p for p in found if ((p.get("campaign") or {}).get("fates") or {}).get("former")]
    return [position.from_observation(p) for p in later]


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_a_mutated_later_position_is_refused_by_name_or_plays_on_keeping_the_invariants(data: Any) -> None:
    """As `test_position`'s property test, on positions of the Intermission and Act II: any the
    builder accepts plays 50 random actions under the invariants; any it refuses is an
    `InvalidRecord` naming the problem, never another exception."""
    from position_mutations import check, mutated

    from ambitions.games.arcs_campaign import invariants

    pool = later_pool()
    assert len(pool) > 20
    check(mutated(data, pool), position.load, invariants.problems)


def test_a_setup_sides_questions_and_discards_are_answered_before_the_deal(monkeypatch: Any) -> None:
    """CRB p.7 F: "If multiple players must make setup choices, resolve them in turn order": a
    Setup side registered for Act II may ask its seat (`arcs.powers.push_choice`) or overfill
    its board; the seat answers, then the deal comes."""
    from ambitions.games.arcs.powers import push_choice
    from ambitions.games.arcs_campaign.fates import magnate

    def asks(s: CampaignState, seat: int) -> None:  # (Merchant League's question, as an example)
        s.guild[seat].append(magnate.MERCHANT_LEAGUE)
        push_choice(s, seat, magnate.MERCHANT_LEAGUE, "gain", 2)

    monkeypatch.setitem(acts.SETUPS, ("F9", 2), asks)
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    choose(s, {MIKAH: "F9", DANE: "F10", LOTUS: "F12"})
    do(s, "court " + " ".join(s.court_deck), "event crisis arrow")
    assert s.phase == Phase.CHOICE
    askers = []
    while s.phase == Phase.CHOICE:
        askers.append((s.current_player(), s.choices[-1][1]))
        do(s, legal(s)[0])
    assert (MIKAH, magnate.MERCHANT_LEAGUE) in askers  # (with the Flagships' questions, F10, F12)
    assert sum(s.league) == 2 and s.phase == Phase.CHANCE_DEAL and s.current_player() == CHANCE


def test_determinize_deals_a_rivals_step_f_cards_and_choice_anew() -> None:
    """Each Rival's drawn B Fates and secret choice are dealt from the B Fates the seat has not
    seen (never one it drew), a Rival who completed keeping its own Fate among its two."""
    s = fated(power=[1, 2, 7], objective=[0, 5, 0])
    do(s, "fates F9 F10 F11 F12")
    do(s, f"fate {s.fate_offers[2 * s.mover + 1]}")
    viewer = s.mover
    obs = s.observation(viewer)
    mine = s.fate_offers[2 * viewer : 2 * viewer + 2]
    dealt = set()
    for k in range(12):
        world = campaign.determinize(obs, random.Random(k))
        assert world.observation(viewer) == obs
        assert world.fate_offers[2 * viewer : 2 * viewer + 2] == mine
        for p in range(3):
            pair = world.fate_offers[2 * p : 2 * p + 2]
            if p == viewer:
                continue
            assert not set(pair) & set(mine) - {world.former_fates[p]}
            if world.completed[p]:
                assert pair[0] == world.former_fates[p]
            dealt.add(tuple(pair))
            if p not in world.choosing:
                assert world.fate_choice[p] in pair
    assert len(dealt) > 2  # (dealt anew, not copied)


def test_act_ii_setup_4_players_deals_4_court_cards_and_the_4_player_start_spaces() -> None:
    """CRB p.7 B and G with 4 players: 4 Court cards; the objective markers on the 4-player
    spaces (Fates file "Overview": Founder II 12/14/16, Blight Speaker 18/16/14, Warden 22,
    Hegemon 14)."""
    s = act_end(
        4,
        seats=[{"power": v} for v in (1, 2, 3, 4)],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(4)],
        campaign={"fates": {"fate": ["F2", "F3", "F5", "F6"], "objective": [0, 4, 4, 4]}},
    )
    do(s, "fates F12 F13 F14 F15 F16 F9 F10")
    assert s.fate_offers[:2] == ["F2", "F12"]
    choose(s, {0: "F2", 1: "F13", 2: "F16", 3: "F10"})
    do(s, "court " + " ".join(s.court_deck), "event edict crescent")
    answered(s)
    assert len(s.court) == 5 and s.phase == Phase.CHANCE_DEAL
    assert s.objective == [16, 14, 22, 14]
