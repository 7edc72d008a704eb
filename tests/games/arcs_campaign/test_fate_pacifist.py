"""F14 Pacifist, Act II (Fates file "F14 — Pacifist"; card texts F14-01A/B, F14-02, F14-04;
errata: the Witnesses' Empath declaration places no zero marker). Each test fails without its
rule."""

from __future__ import annotations

import json
import random
from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import empire, flow, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, fleet, pacifist, resolution
from ambitions.games.arcs_campaign.state import WITNESS_OUT, WITNESS_PSIONIC, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X = reach.SYSTEM_INDEX
ACT2 = {"fate": ["F14", "F1", "F3"], "cards": [["F14-03"], ["F1-02"], []]}
WEAPON_PLANETS = ["1.1", "2.2", "3.3", "5.1"]


def act2(campaign: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """An Act II position with Mikah the Pacifist."""
    part = {"act": 2, "fates": dict(ACT2), **(campaign or {})}
    return pos(campaign_part=part, **kw)


def test_setup_clears_outrage_gains_the_cards_places_witnesses_and_replenishes() -> None:
    """F14-01A."""
    s = act2(
        seats=[{"outrage": ["weapon", "fuel"]}, {}, {}],
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 7}],
        campaign={"fates": {**ACT2, "cards": [[], ["F1-02"], []]}},
        turn=turn(DANE),
    )
    agents = s.agents[MIKAH]
    ACT2_SETUPS["F14"](s, MIKAH)
    flow.advance(s)
    assert s.outrage[MIKAH] == 0 and s.agents[MIKAH] == agents + 2
    assert "F14-03" in s.lore[MIKAH]
    assert sorted(reach.SYSTEM_IDS[w] for w in s.witnesses) == WEAPON_PLANETS
    assert s.mover == MIKAH and "choose 6.3" in legal(s)
    do(s, "choose 6.3")
    assert fleet.ships_on_map(s, MIKAH) == 8 and s.mover == DANE
    assert invariants.problems(s) == []
    assert sorted(s.observation(LOTUS)["campaign"]["witnesses"]) == WEAPON_PLANETS


def chapter(trophies: bool, captives: bool) -> CampaignState:
    """Nobody has cards: the chapter ends as the position loads."""
    seat: dict[str, Any] = {"hand": []}
    if trophies:
        seat["trophies"] = [{"owner": DANE, "piece": "ship", "count": 1}]
    if captives:
        seat["captives"] = [0, 0, 1]  # one of Lotus's agents
    return act2(seats=[seat, {"hand": []}, {"hand": []}])


def test_chapter_end_advances_two_without_trophies_and_one_without_captives() -> None:
    """F14-01B *Commit to Pacifism*."""
    assert chapter(False, False).objective[MIKAH] == 14 - 3
    assert chapter(True, False).objective[MIKAH] == 14 - 1
    assert chapter(False, True).objective[MIKAH] == 14 - 2
    assert chapter(True, True).objective[MIKAH] == 14


def witness_turn(witnesses: list[Any], **campaign: Any) -> Any:
    """Mikah controls 2.1 (a Psionic planet) and 1.1 with Witnesses there; Mikah leads."""
    kw = {k: campaign.pop(k) for k in ("seats", "markers") if k in campaign}
    return act2(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": MIKAH, "fresh": 1}],
        campaign={"witnesses": witnesses, **campaign},
        turn=turn(MIKAH, "MOB3", 2),
        **kw,
    )


def test_witnesses_are_loyal_pieces_of_the_pacifist() -> None:
    """F14-02 "Witness tokens are your Loyal pieces": a Regent commands the Imperial ships where
    only a Witness of theirs is (the Presence Law, CRB p.10)."""
    s = witness_turn(["3.1", "2.2", "3.3", "5.1"], imperial_ships=[{"system": "3.1", "fresh": 1}])
    assert s.has_piece_at(X["3.1"], MIKAH) and not s.has_piece_at(X["3.1"], DANE)
    assert empire.commands(s, MIKAH, X["3.1"])


def test_a_move_moves_witnesses_from_a_system_she_controls() -> None:
    """F14-02: "You may move Witnesses you control"."""
    s = witness_turn(["1.1", "2.2", "3.3", "5.1"])
    assert "witness 1.1 1.0 1" in legal(s)
    assert not [a for a in legal(s) if a.startswith("witness 2.2")]  # 2.2: not hers
    do(s, "witness 1.1 1.0 1")
    assert s.witnesses[0] == X["1.0"] and s.pips == 1
    assert invariants.problems(s) == []


def test_the_prelude_takes_a_witness_at_a_psionic_planet_and_may_declare_empath() -> None:
    """F14-02 Prelude; errata: declaring Empath this way places no zero marker."""
    s = witness_turn(["2.1", "2.2", "3.3", "5.1"])
    supply = s.resource_supply[4]
    assert "witness-take 2.1" in legal(s)
    do(s, "witness-take 2.1")
    assert s.witnesses[0] == WITNESS_PSIONIC and s.resources.count(4) == 1
    assert s.resource_supply[4] == supply
    assert sorted(legal(s)) == ["choose empath", "choose none"]
    do(s, "choose empath")
    assert pacifist.EMPATH in s.marker_box and not s.zeroed
    assert invariants.problems(s) == []
    back = position.load(position.from_observation(json.loads(json.dumps(observe.snapshot(s)))))
    assert back.witnesses == s.witnesses and back.resource_supply == s.resource_supply


def test_no_witness_is_taken_at_a_planet_of_another_type() -> None:
    s = witness_turn(["1.1", "2.2", "3.3", "5.1"])
    assert not [a for a in legal(s) if a.startswith("witness-take")]


def test_spending_psionic_in_the_prelude_with_empath_declared_advances() -> None:
    """F14-01B *Spread Empathy*: 1 per Psionic spent in your Prelude while Empath is declared."""
    s = witness_turn(
        ["1.1", "2.2", "3.3", "5.1"],
        seats=[{"resources": ["psionic", "psionic"]}, {}, {}],
        markers=[{"box": "empath"}, {}, {}],
    )
    spend = [a for a in legal(s) if a.startswith("spend psionic")]
    do(s, spend[0])
    assert s.objective[MIKAH] == 13
    s = witness_turn(["1.1", "2.2", "3.3", "5.1"], seats=[{"resources": ["psionic"]}, {}, {}])
    do(s, [a for a in legal(s) if a.startswith("spend psionic")][0])
    assert s.objective[MIKAH] == 14  # Empath not declared


def test_the_act_two_resolution_completed_and_failed() -> None:
    """F14-04."""
    done = {"fates": {**ACT2, "objective": [0, 17, 10]}, "witnesses": ["1.1", "psionic", None, "5.1"]}
    s = act2(turn=turn(MIKAH), campaign=done)
    supply = s.resource_supply[4]
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F14-02" in s.scrapped and {"F14-05", "F14-06", "F14-07"} <= set(s.scrapped)
    assert s.witnesses == [WITNESS_PSIONIC, WITNESS_PSIONIC, WITNESS_OUT, WITNESS_PSIONIC]
    assert s.resource_supply[4] == supply + 2 and invariants.problems(s) == []
    # The flipped Witnesses are Psionic tokens beyond the box's five: a position may say so.
    snapshot = json.loads(json.dumps(observe.snapshot(s)))
    assert snapshot["resource_supply"]["psionic"] == supply + 2 > 5
    assert observe.snapshot(position.load(position.from_observation(snapshot))) == observe.snapshot(s)
    failed = {"fates": {**ACT2, "objective": [2, 17, 10]}, "witnesses": ["1.1", "2.2", None, "5.1"]}
    s = act2(turn=turn(MIKAH), campaign=failed)
    resolution.resolve(s, MIKAH, random.Random(1))
    assert {"F14-05", "F14-06", "F14-07"} <= set(s.court_deck) and "F14-02" in s.scrapped
    assert s.witnesses == [WITNESS_OUT] * 4
    assert not [a for a in legal(s) if a.startswith("witness")]  # the card is gone


def test_the_plain_render_shows_the_witnesses() -> None:
    s = witness_turn(["2.1", "psionic", None, "5.1"])
    assert "Witnesses: 2.1, 5.1; 1 flipped to Psionic" in render.fate_lines(s.observation(DANE)["campaign"])


def test_well_of_empathy_returns_trophies_taken_defending_for_psionic() -> None:
    """F14-03: "When defending in battle, if you take Trophies, return them and gain 1 Psionic for
    each Trophy returned"; the Psionic go on the Well (it holds any number)."""
    s = act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": DANE, "damaged": 1}],
        turn=turn(DANE, "AGG4", 3),
    )
    ships, supply = s.ships[DANE], s.resource_supply[4]
    do(s, "battle 1.1 0", "dice 1 0 0", "roll A5")  # her intercept destroys his damaged ship
    assert not any(s.trophies) and s.ships[DANE] == ships + 1
    assert s.well == 1 and s.resource_supply[4] == supply - 1
    assert s.more_ambition_count(MIKAH, pacifist.EMPATH) == 1  # hers (CRB p.27 "Counting")
    assert s.observation(LOTUS)["campaign"]["well_of_empathy"] == 1
    assert "Well of Empathy: 1 Psionic" in render.fate_lines(s.observation(LOTUS)["campaign"])
    assert invariants.problems(s) == []


def test_trophies_taken_attacking_are_kept() -> None:
    s = act2(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "1.1", "seat": DANE, "damaged": 1}],
        turn=turn(MIKAH, "AGG4", 3),
    )
    do(s, "battle 1.1 1", "dice 1 0 0", "roll A4")
    assert s.trophies[(MIKAH * 3 + DANE) * 4] == 1 and s.well == 0


def test_psionic_on_the_well_move_to_the_board_and_are_raided_for_two_keys() -> None:
    """Rearranging (base p17) in the Prelude; F14-03: "Their raid cost is 2 keys each"."""
    s = witness_turn(["1.1", "2.2", "3.3", "5.1"], well_of_empathy=2)
    do(s, "well-take")
    assert s.well == 1 and s.resources.count(4) == 1
    s = act2(
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "starport"}],
        seats=[{"resources": ["relic", "fuel"]}, {}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign={"well_of_empathy": 2},
    )
    do(s, "battle 1.1 0", "dice 0 0 2", "roll R5 R5")
    do(s, "steal well")
    assert s.well == 1 and s.resource_count(DANE, 4) == 1
    assert invariants.problems(s) == []


def test_witnesses_go_along_with_a_move_and_its_catapult() -> None:
    """F14-02: "When you Catapult move ships, you may move Witnesses along with them"."""
    s = act2(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "starport"}],
        campaign={"witnesses": ["2.1", "2.2", "3.3", "5.1"]},
        turn=turn(MIKAH, "MOB3", 2),
    )
    assert "move 2.1 2.0 2 0 witness 1" in legal(s)
    do(s, "move 2.1 2.0 2 0 witness 1")
    assert s.witnesses[0] == X["2.0"] and s.catapult_witnesses == 1
    assert "catapult 3.0 2 0 witness 1" in legal(s)
    back = position.load(position.from_observation(json.loads(json.dumps(observe.snapshot(s)))))
    assert back.catapult_witnesses == 1
    do(s, "catapult 3.0 2 0 witness 1", "stop")
    assert s.witnesses[0] == X["3.0"] and s.catapult_witnesses == 0
    assert invariants.problems(s) == []


def test_witnesses_left_behind_stay() -> None:
    s = act2(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "starport"}],
        campaign={"witnesses": ["2.1", "2.2", "3.3", "5.1"]},
        turn=turn(MIKAH, "MOB3", 2),
    )
    do(s, "move 2.1 2.0 2 0 witness 1", "catapult 3.0 2 0", "stop")
    assert s.witnesses[0] == X["2.0"]


def test_trophies_returned_by_scoring_warlord_are_none_at_the_chapters_end() -> None:
    """F14-01B at a chapter's end, once scoring Warlord returned every Trophy (base p19), the
    neutral ones too (CRB p.19)."""
    s = act2(
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign={"neutral_trophies": [{"seat": MIKAH, "piece": "blight", "count": 1}]},
    )
    assert s.objective[MIKAH] == 14 - 3
