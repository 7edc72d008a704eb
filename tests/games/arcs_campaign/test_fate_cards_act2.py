"""The Act II Fate Set cards of the Steward, Founder, Magnate and Advocate (card texts F1-05 to
F1-11, F2-05 to F2-11, F3-04 to F3-06, F4-10; the official errata), one scenario test per card,
each failing without its card's rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import chapter, reach
from ambitions.games.arcs_campaign import council, data, fates, invariants, vox
from ambitions.games.arcs_campaign.fates import steward_act2
from ambitions.games.arcs_campaign.fates.position import SETUP_CARDS
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_vox import court_turn, crises

FATES = {"fate": ["F1", "F2", "F4"]}
X11 = reach.SYSTEM_INDEX["1.1"]


def act2_court(card: str, agents: list[int], fates: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    return court_turn(card, agents, act=2, fates=fates or FATES, **kw)


def with_setup_cards(fate_part: dict[str, Any]) -> dict[str, Any]:
    """The Fates with their Act I Setup cards still held (an Act II position lists them)."""
    return {**fate_part, "cards": [list(SETUP_CARDS[f]) for f in fate_part["fate"]]}


# -- F1-05 Council Intrigue (= CC12) -----------------------------------------------------------------
def test_council_intrigue_reprint_crisis_reopens_the_council_and_buries_itself() -> None:
    s = act2_court("F1-05", [0, 1, 2])
    crises(s)
    assert s.council == data.IN_SESSION and s.court_agents[0:3] == [0, 1, 2]
    assert s.court_deck[0] == "F1-05"


def test_council_intrigue_reprint_secured_moves_your_agents_on() -> None:
    s = act2_court("F1-05", [2, 0, 0], court=[{"card": "CC07"}])
    do(s, "secure IC01", "secure F1-05")
    assert s.council == data.IN_SESSION and "F1-05" not in s.lore[MIKAH]
    assert sorted(legal(s)) == ["choose CC07", "choose IC01", "choose none"]
    do(s, "choose CC07", "choose none")
    assert s.court_deck[0] == "F1-05"


# -- F4-10 Diplomatic Fiasco (= CC13) ----------------------------------------------------------------
def test_diplomatic_fiasco_reprint_crisis() -> None:
    seats: list[dict[str, Any]] = [{}, {"guild": ["CC03", "CC04"]}, {"captives": [0, 9, 0]}]
    s = act2_court("F4-10", [0, 0, 0], seats=seats, fates=with_setup_cards(FATES))
    crises(s)
    assert sorted(legal(s)) == ["choose CC03", "choose CC04"]
    do(s, "choose CC04")
    assert s.guild[DANE] == ["CC03", "F2-02"] and s.court_deck[0] == "F4-10"  # (Parade Fleets: protected)


# -- F1-09 Empire Falls ------------------------------------------------------------------------------
def empire_falls(roll: str) -> CampaignState:
    s = act2_court(
        "F1-09", [0, 1, 0], first_regent=MIKAH, imperial_trust={"relic": 1},
        imperial_ships=[{"system": "1.1", "fresh": 2, "damaged": 1}],
        titles=["regent", "regent", "outlaw"],
    )  # fmt: skip
    return crises(s, roll)


def test_empire_falls_on_an_arrow_outlaws_everyone_and_hits_the_imperial_ships() -> None:
    """F1-09 Crisis: "If the arrow was rolled, all Regents become Outlaws, hit each Imperial ship
    on the map, and discard this card" (the Trust goes back as when the last Regent leaves the
    Empire, CRB p.16)."""
    s = empire_falls("eventroll crisis arrow 4")
    assert s.outlaw == [True, True, True] and s.first_regent == -1 and not any(s.trust)
    assert s.imperial_fresh[X11] == 0 and s.imperial_damaged[X11] == 2
    assert "F1-09" in s.court_discard and "F1-09" not in s.court


def test_empire_falls_does_nothing_without_an_arrow() -> None:
    s = empire_falls("eventroll crisis hex 4")
    assert s.outlaw == [False, False, True] and s.imperial_fresh[X11] == 2
    assert "F1-09" in s.court


def test_empire_falls_secured_moves_agents_and_is_buried() -> None:
    """F1-09 When Secured: your agents from here may go to other Court cards; bury this."""
    s = act2_court("F1-09", [2, 0, 0], court=[{"card": "CC07"}])
    do(s, "secure F1-09")
    assert "choose CC07" in legal(s)
    do(s, "choose CC07", "choose none")
    assert s.court_deck[0] == "F1-09" and "F1-09" not in s.lore[MIKAH]


# -- F1-08 Imperial Protectors -------------------------------------------------------------------------
def test_imperial_protectors_stop_blight_crises_where_the_empire_controls() -> None:
    """F1-08: "Blight Crises do not happen in systems controlled by the Empire"."""
    for booklet, hit in (([], True), (["F1-08"], False)):
        s = pos(
            campaign_part={
                "act": 2, "booklet": booklet, "fates": FATES,
                "imperial_ships": [{"system": "1.1", "fresh": 1}], "blight": [{"system": "1.1", "fresh": 1}],
            }
        )  # fmt: skip
        council.blight_crisis(s, X11)
        assert (s.imperial_fresh[X11] == 0) == hit


# -- F1-10/11 Lesser Regent ----------------------------------------------------------------------------
def test_lesser_regent_discards_to_declare_any_ambition_without_the_zero_marker() -> None:
    """F1-10 Prelude (errata: no zero marker)."""
    s = pos(
        seats=[{"hand": ["ADM2"], "guild": ["F1-10"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={"act": 2, "fates": FATES},
    )
    assert "prelude F1-10 keeper" in legal(s)
    do(s, "prelude F1-10 keeper")
    assert 3 in s.marker_box and not s.zeroed
    assert "F1-10" in s.court_discard and "F1-10" not in s.guild[MIKAH]


# -- F1-07 Hunter Squads ---------------------------------------------------------------------------------
def test_hunter_squads_reroll_assault_dice_against_outlaws_only() -> None:
    """F1-07: attacking an Outlaw, reroll assault dice up to your Weapons (resources and cards)."""
    s = pos(
        buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "city"}],
        seats=[{"guild": ["F1-07"], "resources": ["weapon", "weapon"]}, {}, {}],
        campaign_part={"act": 2, "titles": ["regent", "outlaw", "regent"], "fates": FATES},
    )
    power = steward_act2.POWERS[-1]
    assert power.id == "F1-07" and power.rerolls is not None
    s.battle_defender = DANE
    assert power.rerolls(s, MIKAH) == {0: 3}  # 2 Weapons and the card's Weapon icon
    s.battle_defender = LOTUS
    assert power.rerolls(s, MIKAH) == {}
    assert "F1-09" in vox.CRISES


# -- F2-05/06/07 Political Intrigue --------------------------------------------------------------------
def test_political_intrigue_crisis_on_a_crescent_passes_favors_both_ways() -> None:
    """F2-05 Crisis: arrow left, hex right, the "moon" (crescent) both ways; bury this."""
    s = act2_court("F2-05", [0, 0, 0])
    agents = list(s.agents)
    crises(s, "eventroll crisis crescent 4")
    assert [s.favors[h * 3 + o] for h in range(3) for o in range(3)] == [0, 1, 1, 1, 0, 1, 1, 1, 0]
    assert [agents[p] - s.agents[p] for p in (DANE, LOTUS)] == [2, 2]
    assert s.court_deck[0] == "F2-05"


def test_political_intrigue_crisis_on_an_arrow_passes_left() -> None:
    s = act2_court("F2-06", [0, 0, 0])
    crises(s, "eventroll crisis arrow 4")
    assert s.favors[DANE * 3 + MIKAH] == 1 and s.favors[MIKAH * 3 + DANE] == 0  # (left: seat + 1)


def test_political_intrigue_secured_takes_a_favor_from_each_rival() -> None:
    s = act2_court("F2-07", [2, 0, 0])
    do(s, "secure F2-07")
    assert s.favors[MIKAH * 3 + DANE] == 1 and s.favors[MIKAH * 3 + LOTUS] == 1
    assert "F2-07" in s.court_discard


# -- F2-08 to F2-11 the Unions ---------------------------------------------------------------------------
def test_construction_and_admin_unions_go_beside_their_suits_played_card() -> None:
    """F2-08 (as CC02): beside a face-up played Construction card; F2-10: an Administration one."""
    s = pos(
        seats=[{"hand": ["AGG2"], "guild": ["F2-08", "F2-10"]}, {}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"act": 2, "fates": FATES},
    )
    assert "prelude F2-10 ADM4" in legal(s) and not any(a.startswith("prelude F2-08") for a in legal(s))
    do(s, "prelude F2-10 ADM4")
    assert (MIKAH, "F2-10", "ADM4") in s.unions


# -- F3-04 Elder Broker, F3-05 Relic Fence, F3-06 Prison Wardens, F3-07 to F3-11 the Cartels ---------
MAGNATE = {"fate": ["F3", "F1", "F4"]}


def magnate_turn(
    guild: list[str], resources: list[str] | None = None, setup_cards: bool = False, **seat: Any
) -> CampaignState:
    return pos(
        buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "city"}],
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        seats=[
            {"hand": ["AGG2"], "guild": guild, "resources": resources or [], **seat},
            {"resources": ["fuel"]},
            {"resources": ["fuel"]},
        ],  # fmt: skip
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"act": 2, "fates": with_setup_cards(MAGNATE) if setup_cards else MAGNATE},
    )


def test_elder_broker_reprint_prelude_gains_material_fuel_weapon() -> None:
    s = magnate_turn(["F3-04"])
    do(s, "prelude F3-04")
    assert sorted(s.resources[0:6]) == [-1, -1, -1, 0, 1, 2] and "F3-04" in s.court_discard


def test_relic_fence_trades_a_resource_for_a_relic_once_a_turn() -> None:
    """F3-05: "Prelude: Once per turn, you may discard 1 resource to gain 1 Relic"."""
    s = magnate_turn(["F3-05"], ["fuel", "material"])
    assert {"prelude F3-05 fuel", "prelude F3-05 material"} <= set(legal(s))
    do(s, "prelude F3-05 fuel")
    assert sorted(r for r in s.resources[0:6] if r >= 0) == [0, 3] and "F3-05" in s.guild[MIKAH]
    assert not any(a.startswith("prelude F3-05") for a in legal(s))


def test_prison_wardens_reprint_pressgangs_captives() -> None:
    """F3-06 (as BC12): Pressgang (Build): return Captives for any resource each."""
    s = magnate_turn(["F3-06"], captives=[0, 1, 0])
    s.turn_card, s.pips = "CON4", 3  # (a Construction card: build)
    assert "pressgang" in {a.split()[0] for a in legal(s)}


def test_a_cartel_counts_the_supply_steals_and_makes_rivals_discard_after_scoring() -> None:
    """F3-08 Fuel Cartel: the Fuel supply on it counts for Tycoon; after scoring, Rivals discard
    all Fuel; Prelude: discard it to steal 1 Fuel."""
    s = magnate_turn(["F3-08"], setup_cards=True)
    # (+ the Fuel icons of the Cartel and of Merchant League)
    assert chapter.ambition_count(s, MIKAH, 0) == s.resource_supply[1] + 2
    power = fates.POWERS["F3-08"]
    assert power.after_scoring is not None
    power.after_scoring(s, MIKAH, {0})
    assert s.resources[12:18].count(1) == 0 and s.resources[6:12].count(1) == 0
    t = magnate_turn(["F3-08"])
    do(t, "prelude F3-08 1")
    assert 1 in t.resources[0:6] and "F3-08" in t.court_discard


# -- F4-11 Guild Struggle --------------------------------------------------------------------------------
def test_guild_struggle_crisis_passes_a_guild_card_left_not_the_one_received() -> None:
    """F4-11 Crisis: in turn order each player gives 1 Guild card to their left, except the card
    they were given; bury this. (Protected cards stay: reading, CRB p.27.)"""
    seats: list[dict[str, Any]] = [{"guild": ["CC03"]}, {"guild": ["CC05"]}, {"guild": ["CC07"]}]
    s = act2_court("F4-11", [0, 0, 0], seats=seats)
    crises(s)
    assert s.current_player() == MIKAH and legal(s) == ["choose CC03"]
    do(s, "choose CC03")
    assert s.current_player() == DANE and legal(s) == ["choose CC05"]  # not CC03, just received
    do(s, "choose CC05")
    assert legal(s) == ["choose CC07"]
    do(s, "choose CC07")
    assert s.guild[MIKAH][-1] == "CC07" and "CC03" in s.guild[DANE] and "CC05" in s.guild[LOTUS]
    assert s.court_deck[0] == "F4-11"


def test_guild_struggle_secured_steals_shuffles_the_discarded_guild_cards_in_and_is_buried() -> None:
    """F4-11 When Secured: you may steal 1 Guild card from a Rival; shuffle the Guild cards of the
    Court discard into the Court deck; bury this."""
    s = act2_court("F4-11", [2, 0, 0], seats=[{}, {"guild": ["CC05"]}, {}], court_discard=["CC04", "CC12"])
    do(s, "secure F4-11")
    shuffle = next(a for a in s.legal_actions() + [s.sample_chance()] if a.kind == "shuffle")
    s.apply(shuffle)
    assert "CC04" in s.court_deck and s.court_discard == ["CC12", "F4-11"]
    assert "choose 1 CC05" in legal(s)
    do(s, "choose 1 CC05")
    assert "CC05" in s.guild[MIKAH] and s.court_deck[0] == "F4-11" and "F4-11" not in s.court_discard


# -- F4-05 to F4-09 the Liaisons -----------------------------------------------------------------------
def test_liaisons_prelude_attaches_to_an_agent_free_court_card_to_declare() -> None:
    """F4-07 Prelude: attach this to a Court card with no agents to declare Warlord (errata: no
    zero marker)."""
    s = pos(
        seats=[{"hand": ["ADM2"], "guild": ["F4-07"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "court": [{"card": "IC01"}, {"card": "CC01", "agents": [0, 1, 0]}, {"card": "CC02"}],
            "fates": FATES,
        },  # fmt: skip
    )
    assert "prelude F4-07 CC02" in legal(s) and "prelude F4-07 CC01" not in legal(s)
    do(s, "prelude F4-07 CC02")
    assert 2 in s.marker_box and not s.zeroed and s.attached == ["CC02", "F4-07"]


def test_liaisons_gain_when_copying_their_action() -> None:
    """F4-05 "When you Copy to build, you may gain 1 Material" (not when leading)."""
    for mode, gained in (("copy", 1), ("lead", 0)):
        plays = [{"seat": DANE, "card": "CON3", "mode": "lead"}] if mode == "copy" else []
        s = pos(
            ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}],
            buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "starport"}],
            seats=[{"hand": ["ADM2"], "guild": ["F4-05"]}, {"hand": ["ADM3"]}, {}],
            initiative=DANE if mode == "copy" else MIKAH,
            lead={"card": "CON3", "seat": DANE} if mode == "copy" else None,
            plays=[*plays, {"seat": MIKAH, "card": "MOB2" if mode == "copy" else "CON4", "mode": mode}],
            turn={"seat": MIKAH, "card": "MOB2" if mode == "copy" else "CON4", "mode": mode, "pips": 1},
            campaign_part={"act": 2, "fates": FATES},
        )
        do(s, "build ship 2.1")  # (the last pip: the turn ends with it)
        assert s.resources[0:6].count(0) == gained, mode


# -- F1-06 Tax Collectors ----------------------------------------------------------------------------------
def tax_collectors(titles: list[str]) -> CampaignState:
    """Mikah (holding Tax Collectors) taxes with ships in 3.2 (Fuel), where Dane has a city and a
    Fuel on his board."""
    return pos(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 2}],
        buildings=[
            {"slot": "3.2#0", "seat": DANE, "kind": "city"},
            {"slot": "3.1#0", "seat": DANE, "kind": "city"},
        ],
        seats=[{"hand": ["AGG2"], "guild": ["F1-06"]}, {"resources": ["fuel"]}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"act": 2, "titles": titles, "first_regent": None, "fates": FATES},
    )


def test_tax_collectors_take_the_resource_from_an_outlaws_board() -> None:
    """F1-06: "When you tax an Outlaw's city, you may take the resource from their player board"
    (the tax is otherwise the usual one: a Captive too)."""
    s = tax_collectors(["regent", "outlaw", "regent"])
    assert {"tax 3.2#0", "tax 3.2#0 board"} <= set(legal(s))
    supply = s.resource_supply[1]
    do(s, "tax 3.2#0 board")
    assert 1 not in s.resources[12:24] and 1 in s.resources[0:12]
    assert s.resource_supply[1] == supply and s.captives[MIKAH * 3 + DANE] == 1
    assert not invariants.problems(s)


def test_tax_collectors_not_against_a_regent_and_buried_by_an_outlaw() -> None:
    s = tax_collectors(["regent", "regent", "regent"])
    assert "tax 3.2#0 board" not in legal(s)
    s = tax_collectors(["outlaw", "outlaw", "regent"])
    do(s, "end")
    assert "F1-06" not in s.guild[MIKAH] and "F1-06" in s.court_deck[:2]  # (with Imperial Authority)
