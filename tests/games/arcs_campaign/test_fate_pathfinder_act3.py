"""F9 Pathfinder, Act III (issue 28; Fates file "F9 — Pathfinder"; card texts F9-07A/B, F9-08,
F9-09 to F9-11, F9-05, F9-06). Each test fails without its rule. Mikah (seat 0) is the
Pathfinder, Dane the Admiral, Lotus the Partisan."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import act3, data, empire, flow, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import acts, pathfinder_act3
from ambitions.games.arcs_campaign.state import PILGRIM_DELIVERED, CampaignPhase, CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn

FATES = {"fate": ["F9", "F7", "F6"]}
X = reach.SYSTEM_INDEX
ON_MAP = ["1.1", "2.1", "3.1", "4.1", "5.1", "6.1"]


def act3_part(**camp: Any) -> dict[str, Any]:
    """The ``campaign`` part of an Act III position with the Pathfinder: the Portal at 3.2 (found
    in Act II), the Pilgrims on the arrow planets unless given, 10 and 11 tucked."""
    pilgrims = camp.pop("pilgrims", {"tokens": ON_MAP, "tucked": ["F9-10", "F9-11"]})
    return {
        "act": 3,
        "fates": FATES,
        "pathfinder": {"portal": "3.2", "recorded": "3.2"},
        "pilgrims": pilgrims,
        **camp,
    }


def check(s: CampaignState) -> None:
    """The invariants hold; a snapshot reloads to the same state."""
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


def mikah_turn(card: str = "MOB4", **kw: Any) -> CampaignState:
    """Mikah's turn (Mobilization 4: move), his Flagship at 1.0, a ship at 3.2 (the Portal)."""
    ships = kw.pop("ships", [{"system": "3.2", "seat": MIKAH, "fresh": 1}])
    return pos(
        ships=ships,
        turn=turn(MIKAH, card, 3),
        campaign_part=act3_part(flagships=[{"seat": MIKAH, "system": "1.0", "board": {}}], **kw),
    )


# -- Setup side (F9-07A) -------------------------------------------------------------------------------------
def test_setup_seek_the_portal_on_top_two_tucked_and_the_pilgrims_rolled() -> None:
    """F9-07A, in its order: Seek the Portal (09) on top of the Court deck, 10-11 tucked under
    Pilgrims, then "roll the event die and place 1 Pilgrim token at each planet of the rolled
    symbol": a chance event of the record, public, told in words, that reloads and replays."""
    s = pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
        turn=turn(DANE),
        campaign_part={"act": 3, "fates": FATES, "pathfinder": {"portal": "3.2", "recorded": "3.2"}},
    )
    acts.SETUPS[("F9", 3)](s, MIKAH)
    flow.advance(s)
    assert s.court_deck[-1] == "F9-09" and s.seek_tucked == ["F9-10", "F9-11"] and "F9" in acts.ACT3
    assert s.phase == CampaignPhase.CHANCE_PILGRIMS and s.current_player() == CHANCE
    assert not s.pilgrims and invariants.problems(s) == []
    assert s.sample_chance(random.Random(3)).kind == "pilgrims"
    for bad in ("pilgrims crisis", "pilgrims edict square", "fragments edict hex"):
        assert not s.is_legal(s.parse_action(bad)), bad
    roll = s.parse_action("pilgrims edict crescent")
    assert s.action_text(roll, DANE) == "pilgrims edict crescent"  # public
    assert "a Pilgrim on each crescent planet" in str(render.describe(str(roll), True))
    obs = s.observation(DANE)
    assert campaign.determinize(obs, random.Random(5)).observation(DANE) == obs
    back = position.load(position.from_observation(observe.snapshot(s)))
    assert back.phase == CampaignPhase.CHANCE_PILGRIMS and snap(back) == snap(s)
    do(s, "pilgrims edict crescent")
    do(back, "pilgrims edict crescent")
    assert snap(back) == snap(s)
    assert s.pilgrims == [c * 4 + 2 for c in range(6)]  # every x.2
    assert s.phase == "actions" and s.mover == DANE  # the turn resumes
    check(s)
    assert s.observation(LOTUS)["campaign"]["pilgrims"]["tokens"] == [f"{c}.2" for c in range(1, 7)]
    shown = render.fate_lines(s.observation(LOTUS)["campaign"])
    assert any("Pilgrims: on the map 1.2" in line for line in shown)


def test_a_cluster_out_of_play_takes_no_pilgrim() -> None:
    """F9-07A: "at each planet of the rolled symbol": one out of play has none (off the map)."""
    s = pos(campaign_part={"act": 3, "fates": FATES})
    s.in_play = tuple(x // 4 != 5 for x in range(24))
    acts.SETUPS[("F9", 3)](s, MIKAH)
    pathfinder_act3.place_pilgrims(s, "arrow")
    assert s.pilgrims == [X[x] for x in ON_MAP[:5]] + [-1]


# -- Pilgrims (F9-08) ----------------------------------------------------------------------------------------
def test_pilgrims_are_the_pathfinders_loyal_pieces() -> None:
    """F9-08: "Pilgrim tokens are your Loyal pieces": the Presence Law lets Mikah, a Regent,
    command the Imperial ships at 4.1 where he has only a Pilgrim (CRB p.10, p.27)."""
    s = mikah_turn(imperial_ships=[{"system": "4.1", "fresh": 1}])
    assert s.has_piece_at(X["4.1"], MIKAH) and not s.has_piece_at(X["4.1"], DANE)
    assert empire.commands(s, MIKAH, X["4.1"]) and s.controller(X["4.1"]) == MIKAH
    s = mikah_turn(imperial_ships=[{"system": "4.1", "fresh": 1}], pilgrims={"tokens": [None] * 6})
    assert not s.has_piece_at(X["4.1"], MIKAH)


def test_prelude_moves_each_pilgrim_once_into_a_system_controlled_or_with_the_flagship() -> None:
    """F9-08 "Prelude: Once per turn, you may move each Pilgrim token once into a system that you
    control or has your Flagship": 1.1 may go to 1.0 (the Flagship) or 1.2 (his ship), 3.1 to
    3.2 (his ship); 2.1 has nowhere to go; each token asked once, then never again this turn."""
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 1}, {"system": "1.2", "seat": MIKAH, "fresh": 1}]
    s = mikah_turn(ships=ships)
    assert "lead-pilgrims" in legal(s)
    do(s, "lead-pilgrims")
    assert sorted(legal(s)) == ["choose 1.0", "choose 1.2", "choose stay"]  # the first Pilgrim: 1.1
    do(s, "choose 1.2")
    assert sorted(legal(s)) == ["choose 3.2", "choose stay"]  # the third (2.1 cannot move)
    do(s, "choose 3.2")
    assert s.pilgrims[:3] == [X["1.2"], X["2.1"], X["3.2"]] and s.mover == MIKAH
    assert "lead-pilgrims" not in legal(s)  # once per turn; the 1.2 Pilgrim did not move on
    check(s)


def test_pilgrims_move_on_no_other_turn_and_only_for_the_pathfinder() -> None:
    """F9-08 is the Pathfinder's ability, a Prelude action of his turn."""
    s = pos(
        ships=[{"system": "1.2", "seat": DANE, "fresh": 1}],
        turn=turn(DANE, "MOB4", 3),
        campaign_part=act3_part(),
    )
    assert "lead-pilgrims" not in legal(s)


def test_use_the_portal_delivers_the_pilgrims_and_untucks_seek_the_portal() -> None:
    """F9-08 "Use the Portal (Move): If you control the Portal token, take all Pilgrims from its
    system onto your objective card. Untuck a Seek the Portal card from here and place it on top
    of the Court deck." Paid with a Move pip."""
    tokens = ["3.2", "3.2", "3.1", None, None, "delivered"]
    s = mikah_turn(pilgrims={"tokens": tokens, "tucked": ["F9-10", "F9-11"]})
    assert "portal" in legal(s)
    do(s, "portal")
    assert s.pilgrims.count(PILGRIM_DELIVERED) == 3 and s.pilgrims[2] == X["3.1"]
    assert s.court_deck[-1] == "F9-10" and s.seek_tucked == ["F9-11"] and s.pips == 2
    check(s)


def test_use_the_portal_needs_control_of_the_portal() -> None:
    """F9-08: "If you control the Portal token": Dane's 2 ships at 3.2 outnumber Mikah's one."""
    tokens = ["3.2", None, None, None, None, None]
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 1}, {"system": "3.2", "seat": DANE, "fresh": 2}]
    s = mikah_turn(pilgrims={"tokens": tokens, "tucked": []}, ships=ships)
    assert "portal" not in legal(s)
    s = mikah_turn(card="ADM4", pilgrims={"tokens": tokens, "tucked": []})
    assert "portal" not in legal(s)  # no Move pip


# -- grand ambitions (F9-07B), Portal Seekers (F9-06) --------------------------------------------------------
def delivered_table(delivered: int, portal_ships: int, chapter: int = 1, **kw: Any) -> CampaignState:
    tokens = ["delivered"] * delivered + [None] * (6 - delivered)
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": portal_ships}] if portal_ships else []
    return table3(
        ["F9", "F7", "F6"],
        power=[0, 0, 0],
        chapter=chapter,
        ships=ships,
        campaign={"pathfinder": {"portal": "3.2", "recorded": "3.2"}, "pilgrims": {"tokens": tokens}, **kw},
    )


def test_see_the_pilgrims_delivered() -> None:
    """F9-07B: "Control the Portal token. Have more Pilgrims on this card than the current
    Chapter." Chapter 1: both with 2 Pilgrims and a ship at the Portal (4 Power); 1 Pilgrim: the
    Portal alone (2); chapter 2 with 2 Pilgrims and no ship there: none."""
    assert delivered_table(2, 1).grand_scores[0] == (1, MIKAH, 2, 4)
    assert delivered_table(1, 1).grand_scores[0] == (1, MIKAH, 1, 2)
    assert delivered_table(2, 0, chapter=2).grand_scores[0] == (2, MIKAH, 0, 0)
    assert delivered_table(3, 0, chapter=2).grand_scores[0] == (2, MIKAH, 1, 3)


def test_the_first_regent_controls_an_empire_controlled_portal_at_scoring() -> None:
    """CRB p.10: the First Regent controls Empire-controlled systems for objectives."""
    s = delivered_table(0, 0, first_regent=MIKAH, imperial_ships=[{"system": "3.2", "fresh": 1}])
    assert s.grand_scores[0] == (1, MIKAH, 1, 2)
    s = delivered_table(0, 0, first_regent=DANE, imperial_ships=[{"system": "3.2", "fresh": 1}])
    assert s.grand_scores[0] == (1, MIKAH, 0, 0)


def test_portal_seekers_counts_as_a_grand_ambition_for_its_holder() -> None:
    """F9-06: "In scoring, you fulfill a grand ambition if you control the Portal token.
    (Fulfilling three grand ambitions does not gain you more Power.)" Dane (the Admiral) holds it
    with a ship at the Portal (and the largest navy, F7-19B: one ambition without it, two with
    it); Mikah with both his own is still at 2."""

    def admiral(guild: list[str]) -> CampaignState:
        return table3(
            ["F9", "F7", "F6"],
            power=[0, 0, 0],
            ships=[{"system": "3.2", "seat": DANE, "fresh": 1}],
            seats=[{}, {"guild": guild}, {}],
            campaign={"pathfinder": {"portal": "3.2", "recorded": "3.2"}},
        )

    assert (1, DANE, 1, 2) in admiral([]).grand_scores
    assert (1, DANE, 2, 4) in admiral(["F9-06"]).grand_scores
    s = delivered_table(2, 1, **{})
    s.guild[MIKAH].append("F9-06")
    assert act3.fulfilled(s, MIKAH) == 2


# -- Seek the Portal (F9-09 to F9-11) ------------------------------------------------------------------------
def court_turn(card: str, agents: list[int], **kw: Any) -> CampaignState:
    """Act III: Mikah plays Aggression 4 (secure) with `card` in the Court carrying `agents`; the
    Council also has 2 of his agents, so securing it ends the round in Crises."""
    rows = kw.pop("seats", None) or [{}, {}, {}]
    rows[MIKAH] = {"hand": ["ADM2"], **rows[MIKAH]}
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)] + kw.pop("ships", []),
        seats=rows,
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3_part(
            court=[{"card": data.COUNCIL, "agents": [2, 0, 0]}, {"card": card, "agents": agents}],
            court_deck=kw.pop("court_deck", ["CC01", "CC02"]),
            **kw,
        ),
    )


def test_seek_the_portal_crisis_each_player_scraps_a_loyal_ship() -> None:
    """F9-09 Crisis: "In turn order, each player must scrap 1 Loyal ship on the map." (Not a
    Flagship: it "cannot be removed from the map", CRB p.22.) The card stays in the Court."""
    s = court_turn(
        "F9-09",
        [0, 0, 0],
        ships=[{"system": "2.1", "seat": DANE, "damaged": 1}],
        flagships=[{"seat": LOTUS, "system": "5.0", "board": {}}],
    )
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.mover == MIKAH and legal(s) == ["choose 1.1 fresh"]
    do(s, "choose 1.1 fresh")
    assert s.mover == DANE and sorted(legal(s)) == ["choose 1.1 fresh", "choose 2.1 damaged"]
    do(s, "choose 2.1 damaged")
    assert s.mover == LOTUS and legal(s) == ["choose 1.1 fresh"]
    do(s, "choose 1.1 fresh")
    assert s.scrapped_ships == [1, 1, 1] and s.flagship[LOTUS] == X["5.0"]
    assert s.damaged[X["2.1"] * 3 + DANE] == 0 and "F9-09" in s.court
    assert invariants.problems(s) == []


def test_seek_the_portal_secured_scraps_ships_at_the_portal_for_power() -> None:
    """F9-10 When Secured: "If you control the Portal token, scrap any number of any ships in its
    system. Gain 2 Power per ship scrapped. Shuffle this card into the Court deck." Mikah scraps
    an Imperial ship and a ship of Dane's, then stops (4 Power)."""
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 2}, {"system": "3.2", "seat": DANE, "damaged": 1}]
    s = court_turn("F9-10", [2, 0, 0], ships=ships, imperial_ships=[{"system": "3.2", "damaged": 1}],
                   pilgrims={"tokens": ON_MAP, "tucked": ["F9-11"]})  # fmt: skip
    do(s, "secure F9-10")
    assert sorted(legal(s)) == [
        "choose 0 fresh", "choose 1 damaged", "choose done", "choose imperial damaged",
    ]  # fmt: skip
    do(s, "choose imperial damaged", "choose 1 damaged")
    assert s.power[MIKAH] == 4 and s.imperial_scrapped == 1 and s.scrapped_ships[DANE] == 1
    do(s, "choose done")
    assert s.phase == "campaign-chance-court-shuffle" or s.current_player() == CHANCE
    s.apply(s.sample_chance(random.Random(1)))
    assert "F9-10" in s.court_deck and "F9-10" not in s.court_discard
    check(s)


def test_seek_the_portal_secured_without_the_portal_scraps_nothing() -> None:
    """F9-10 When Secured: "If you control the Portal token": Dane holds 3.2."""
    ships = [{"system": "3.2", "seat": DANE, "fresh": 2}]
    s = court_turn("F9-10", [2, 0, 0], ships=ships, pilgrims={"tokens": ON_MAP, "tucked": ["F9-11"]})
    do(s, "secure F9-10")
    assert s.current_player() == CHANCE and s.power[MIKAH] == 0
    s.apply(s.sample_chance(random.Random(1)))
    assert "F9-10" in s.court_deck and s.fresh[X["3.2"] * 3 + DANE] == 2


# -- Call to Pilgrimage (F9-05) ------------------------------------------------------------------------------
def test_call_to_pilgrimage_crisis_on_arrow_each_discards_a_guild_card() -> None:
    """F9-05 Crisis: "If arrow was rolled, each player in turn order must discard 1 Guild card."
    On hex, nothing; protected Guild cards are not discarded (CRB p.27)."""
    seats = [{"guild": ["CC05"]}, {"guild": ["CC03", "CC04"]}, {"guild": ["CC09"]}]
    s = court_turn("F9-05", [0, 0, 0], seats=seats)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.guild[DANE] == ["CC03", "CC04"]
    seats = [{"guild": ["CC05"]}, {"guild": ["CC03", "CC04"]}, {"guild": ["F2-02"]}]
    s = court_turn("F9-05", [0, 0, 0], seats=seats)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 4")
    assert legal(s) == ["choose CC05"]
    do(s, "choose CC05")
    assert sorted(legal(s)) == ["choose CC03", "choose CC04"]
    do(s, "choose CC04")
    assert s.guild[MIKAH] == [] and s.guild[DANE] == ["CC03"] and {"CC05", "CC04"} <= set(s.court_discard)
    assert s.guild[LOTUS] == ["F2-02"] and s.mover != LOTUS  # (protected: nothing to discard)
    assert "F9-05" in s.court


def test_call_to_pilgrimage_secured_rivals_discard_a_suit() -> None:
    """F9-05 When Secured: "Choose a suit of a Guild card you have. Clockwise from you, each Rival
    must discard all of their Guild cards of that suit. Shuffle Call to Pilgrimage into the Court
    deck." Mikah has Weapon (CC05) and Fuel (CC03): he picks Fuel; Lotus keeps her Parade
    Fleets (F2-02, a protected Fuel Guild card: CRB p.27)."""
    seats = [{"guild": ["CC05", "CC03"]}, {"guild": ["CC04", "CC06"]}, {"guild": ["CC08", "F2-02"]}]
    s = court_turn("F9-05", [2, 0, 0], seats=seats)
    do(s, "secure F9-05")
    assert sorted(legal(s)) == ["choose fuel", "choose weapon"]
    do(s, "choose fuel")
    assert s.guild[MIKAH] == ["CC05", "CC03"] and s.guild[DANE] == ["CC06"]
    assert s.guild[LOTUS] == ["CC08", "F2-02"]
    assert "CC04" in s.court_discard and s.current_player() == CHANCE
    s.apply(s.sample_chance(random.Random(1)))
    assert "F9-05" in s.court_deck and "F9-05" not in s.court_discard
    check(s)


# -- positions -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "pilgrims, words",
    [
        ({"tokens": ["1.1"]}, "the 6 Pilgrims"),
        ({"tokens": ["9.9", None, None, None, None, None]}, "tokens[0]"),
        ({"tokens": [None] * 6, "tucked": ["F9-09"]}, "tucked"),
        ({"tokens": [None] * 6, "where": 1}, "tokens, tucked"),
    ],
)
def test_a_position_with_bad_pilgrims_is_refused(pilgrims: dict[str, Any], words: str) -> None:
    with pytest.raises(InvalidRecord, match=words.replace("[", r"\[").replace("]", r"\]")):
        pos(campaign_part=act3_part(pilgrims=pilgrims))


def test_pilgrims_without_the_pathfinder_break_the_invariants() -> None:
    with pytest.raises(InvalidRecord, match="Pilgrims"):
        pos(campaign_part={"act": 3, "fates": {"fate": ["F7", "F6", "F5"]}, "pilgrims": {"tokens": ON_MAP}})


# -- random play ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_act3_play_with_the_pilgrims_keeps_the_invariants(seed: int) -> None:
    """Random Act III play from a position with the Pilgrims, the Portal, Seek the Portal and
    Call to Pilgrimage in the Court deck: the invariants hold after every action, snapshots
    reload, clones equal the state, determinized worlds agree with the mover's observation."""
    rng = random.Random(seed)
    s = pos(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 3}, {"system": "2.1", "seat": DANE, "fresh": 3},
               {"system": "5.1", "seat": LOTUS, "fresh": 3}, {"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3_part(flagships=[{"seat": MIKAH, "system": "3.0", "board": {}}],
                                court_deck=["F9-05", "F9-09", "CC01", "CC02", "CC03", "CC04"]),
    )  # fmt: skip
    kinds: set[str] = set()
    for _ in range(400):
        if s.current_player() < 0 and s.current_player() != CHANCE:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            mover = s.current_player()
            obs = s.observation(mover)
            assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
            options = s.legal_actions()
            wanted = [a for a in options if a.kind in ("lead-pilgrims", "portal")]
            a = rng.choice(wanted if wanted and rng.random() < 0.7 else options)
            kinds.add(a.kind)
            s.apply(a)
        assert invariants.problems(s) == []
        assert snap(s.clone()) == snap(s)
    check(s)
    assert "lead-pilgrims" in kinds
