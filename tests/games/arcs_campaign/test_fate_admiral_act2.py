"""F7 Admiral, Act II (issue 27; Fates file "F7 — Admiral"; card texts F7-12A/B, F7-05 to F7-11,
F7-13, F7-14). Each test fails without its rule."""

from __future__ import annotations

import random

from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import act2, court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

REGENTS = ["regent", "outlaw", "regent"]  # Dane is the Outlaw


def test_setup_shuffles_command_chaos_into_the_court_deck() -> None:
    """F7-12A: "Shuffle Command Chaos (13) into the Court deck"."""
    s = pos(campaign_part=act2())
    fates.ACT2_SETUPS["F7"](s, MIKAH)
    assert "F7-13" in s.court_deck and s.choices[-1] == (-1, "SHUFFLE", "court")


def test_the_act2_objective_starts_on_30() -> None:
    s = pos(campaign_part=act2())
    assert s.objective[MIKAH] == 30 and fates.cards.objective_title("F7", 2).startswith("Expand the Navy")


def chapter_end(titles: list[str]) -> CampaignState:
    """Nobody has cards; Imperial ships on 2 planets (fresh) and a gate; 1 planet damaged only."""
    return pos(
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part=act2(
            titles=titles,
            imperial_ships=[
                {"system": "2.1", "fresh": 1},
                {"system": "3.2", "fresh": 2},
                {"system": "4.0", "fresh": 1},
                {"system": "5.1", "damaged": 1},
            ],
        ),
    )


def test_expand_the_navys_holdings_counts_empire_planets_at_chapter_end() -> None:
    """F7-12B: "At the end of a chapter, if you're a Regent, advance 1 for each planet controlled
    by the Empire" (fresh Imperial ships, CRB p.10; a gate is no planet)."""
    s = chapter_end(REGENTS)  # (the chapter ends as the position loads: nobody has cards)
    assert s.chapter == 2 and s.objective[MIKAH] == 30 - 2
    s = chapter_end(["outlaw", "regent", "regent"])
    assert s.objective[MIKAH] == 30


def test_act1_objective_does_not_count_in_act2() -> None:
    """F7-01B's Trophies with Imperial ships are Act I's (its marker is not advanced in Act II)."""
    s = court_turn("CC07", [0, 0, 0], titles=REGENTS)
    before = fates.watch(s)
    assert before is not None and before.admiral_trophies == -1 and before.act2


def test_dominate_rival_regents_advances_2_per_regent_agent_captured() -> None:
    """F7-12B: "While you're a Regent, advance 2 for each Regent agent you capture" (securing a
    card captures the Rivals' agents; Dane the Outlaw's agent counts nothing here)."""
    s = court_turn("CC07", [2, 1, 1], titles=REGENTS)
    do(s, "secure CC07")
    assert s.captives[MIKAH * 3 + LOTUS] == 1 and s.captives[MIKAH * 3 + DANE] == 1
    assert s.objective[MIKAH] == 30 - 2


def test_crush_the_empires_foes_advances_2_per_outlaw_trophy() -> None:
    """F7-12B: "While you're a Regent, advance 2 for each Outlaw piece you take as a Trophy in
    battle" (Mikah destroys Dane's ship in battle)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 3}, {"system": "1.1", "seat": DANE, "damaged": 1}],
        turn=turn(MIKAH, "AGG4", 3),
        seats=[{"hand": ["ADM2"]}, {}, {}],
        campaign_part=act2(titles=REGENTS),
    )
    do(s, "battle 1.1 1", "dice 1 0 0", "roll A4")  # 2 hits: Dane's damaged ship is destroyed
    assert s.trophies[(MIKAH * 3 + DANE) * 4] == 1
    assert s.objective[MIKAH] == 30 - 2


def test_imperial_defectors_crisis_turns_imperial_ships_to_the_first_outlaw() -> None:
    """F7-10 Crisis: "In the rolled cluster, replace all Imperial ships with ships of the Outlaw
    earliest in turn order. Bury this card." (rolled cluster 4)"""
    s = court_turn(
        "F7-10", [0, 0, 0], titles=REGENTS, imperial_ships=[{"system": "4.1", "fresh": 2, "damaged": 1}]
    )
    ships = s.ships[DANE]
    crises(s)
    assert s.imperial_fresh[13] == s.imperial_damaged[13] == 0
    assert s.fresh[13 * 3 + DANE] == 2 and s.damaged[13 * 3 + DANE] == 1 and s.ships[DANE] == ships - 3
    assert s.court_deck[0] == "F7-10"


def test_imperial_defectors_secured_resolves_in_a_chosen_cluster_or_is_discarded() -> None:
    """F7-10 When Secured: "You may discard this card or resolve the Crisis in a cluster of your
    choice"."""
    s = court_turn("F7-11", [2, 0, 0], titles=REGENTS, imperial_ships=[{"system": "2.2", "fresh": 1}])
    do(s, "secure F7-11")
    assert "choose discard" in legal(s) and "choose 2" in legal(s)
    do(s, "choose 2")
    assert s.fresh[6 * 3 + DANE] == 1 and s.court_deck[0] == "F7-11"
    s = court_turn("F7-11", [2, 0, 0], titles=REGENTS, imperial_ships=[{"system": "2.2", "fresh": 1}])
    do(s, "secure F7-11", "choose discard")
    assert s.imperial_fresh[6] == 1 and "F7-11" in s.court_discard


def test_command_chaos_crisis_attaches_imperial_officers_and_reshuffles_rogue_admirals() -> None:
    """F7-13 Crisis: "Attach Imperial Officers here. Shuffle all Rogue Admirals from the Court
    discard pile into the Court deck." """
    s = court_turn(
        "F7-13",
        [0, 0, 0],
        titles=REGENTS,
        seats=[{"guild": ["F7-02"]}, {}, {}],
        court_discard=["F7-06", "CC05"],
    )
    crises(s)
    assert "F7-02" not in s.guild[MIKAH] and s.attached == ["F7-13", "F7-02"]
    assert "F7-06" in s.court_deck and s.court_discard == ["CC05"]
    assert s.choices[-1] == (-1, "SHUFFLE", "court") and "F7-13" in s.court


def test_command_chaos_secured_influences_makes_a_regent_and_reshuffles() -> None:
    """F7-13 When Secured: "Influence once. You may become a Regent. Shuffle this card into the
    Court deck." (Dane, an Outlaw, secures it)"""
    s = court_turn("F7-13", [0, 2, 0], seat=DANE, titles=REGENTS, court=[{"card": "CC07"}])
    agents = s.agents[DANE]
    do(s, "secure F7-13", "choose CC07")
    assert s.court_agents[2 * 3 + DANE] == 1 and s.agents[DANE] == agents + 2 - 1
    do(s, "choose regent")
    assert not s.outlaw[DANE]
    assert "F7-13" in s.court_deck and "F7-13" not in s.court_discard


def test_rogue_admirals_prelude_places_3_imperial_ships_and_ignores_the_truce() -> None:
    """F7-06: "You ignore the Empire's Presence, Movement, and Truce Laws. Prelude: You may discard
    this to place 3 Imperial ships in a system you control." """
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "1.1", "seat": LOTUS, "fresh": 1}],
        seats=[{"hand": ["ADM2"], "guild": ["F7-06"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act2(titles=REGENTS, imperial_ships=[{"system": "1.1", "damaged": 1}]),
    )
    assert "battle 1.1 2" in legal(s)  # a Rival Regent where Imperial ships are (Truce Law ignored)
    supply = s.imperial_ships
    do(s, "prelude F7-06 1.1")
    assert s.imperial_fresh[1] == 3 and s.imperial_ships == supply - 3 and "F7-06" in s.court_discard


def test_rogue_admirals_buried_when_its_holder_is_an_outlaw() -> None:
    """F7-06: "Bury this if you're an Outlaw." """
    s = court_turn("CC07", [0, 0, 0], seat=DANE, titles=REGENTS, seats=[{}, {"guild": ["F7-07"]}, {}])
    do(s, "secure IC01")
    assert "F7-07" not in s.guild[DANE] and s.court_deck[0] == "F7-07"


def test_honor_guard_protects_weapon_guild_cards_while_holding_weapons() -> None:
    """F7-05: "Your Weapon Guild cards cannot be stolen while you have any Weapons." """
    power = fates.POWERS["F7-05"]
    assert power.protects is not None
    s = pos(seats=[{"guild": ["F7-05", "CC05"], "resources": ["weapon"]}, {}, {}], campaign_part=act2())
    assert power.protects(s, MIKAH, "CC05") and power.protects(s, MIKAH, "F7-05")
    assert not power.protects(s, MIKAH, "CC07")
    s = pos(seats=[{"guild": ["F7-05", "CC05"], "resources": ["fuel"]}, {}, {}], campaign_part=act2())
    assert not power.protects(s, MIKAH, "CC05")


def test_court_enforcers_are_the_base_cards_abduct() -> None:
    """F7-08 "Abduct (Battle)": capture all Rival agents from a Court card with fewer Rival agents
    than your Weapon icons."""
    s = court_turn("CC07", [0, 1, 0], seats=[{"guild": ["F7-08"], "resources": ["weapon", "weapon"]}, {}, {}])
    assert "abduct CC07" in legal(s)
    do(s, "abduct CC07")
    assert s.captives[MIKAH * 3 + DANE] == 1


def act2_end(objective: int) -> CampaignState:
    return pos(campaign_part=act2({"fate": ["F7", "F6", "F5"], "objective": [objective, 14, 8]}))


def test_act2_resolution_completed_and_failed() -> None:
    """F7-14: completed, scrap Imperial Defectors (15-16), Mass Uprisings (17-18) to the Court deck;
    failed, the reverse."""
    s = act2_end(0)
    resolution.resolve(s, MIKAH, random.Random(1))
    assert {"F7-15", "F7-16"} <= set(s.scrapped) and {"F7-17", "F7-18"} <= set(s.court_deck)
    assert s.resolved == ["F7-14"]
    s = act2_end(3)
    resolution.resolve(s, MIKAH, random.Random(1))
    assert {"F7-17", "F7-18"} <= set(s.scrapped) and {"F7-15", "F7-16"} <= set(s.court_deck)


def test_fate_set_cards_in_the_act2_court_deck_are_known_and_determinized() -> None:
    """From Act II the Court deck holds Fate Set cards put there in public (Command Chaos by the
    Setup side, F7-12A; the Resolutions' cards): an observation names them (not their order), and
    `determinize` deals the deck from them, the campaign Court cards and unseen lore."""
    import ambitions.games.arcs_campaign as campaign

    s = court_turn("CC07", [0, 0, 0], court_deck=["CC01", "F7-13", "F7-08", "CC02"])
    obs = s.observation(DANE)
    known = obs["campaign"]["court_deck_known"]
    assert {"F7-08", "F7-13"} <= set(known) and known == sorted(c for c in s.court_deck if c[0] != "L")
    world = campaign.determinize(obs, random.Random(3))
    assert {"F7-08", "F7-13"} <= set(world.court_deck) and len(world.court_deck) == len(s.court_deck)
    assert world.observation(DANE) == obs
    assert (
        pos(campaign_part={"fates": {"fate": ["F7", "F6", "F5"]}}).observation(0)["campaign"][
            "court_deck_known"
        ]
        == []
    )  # (Act I: only buried Setup cards, whose place the rules say)
