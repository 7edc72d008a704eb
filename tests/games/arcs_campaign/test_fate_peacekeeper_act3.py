"""F15 Peacekeeper, Act III (issue 28; Fates file "F15 — Peacekeeper"; card texts F15-07A/B,
F15-08 to F15-11, F15-05, F15-06). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import data, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import acts, peacekeeper_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_fate_partisan_act3 import court_turn
from .test_negotiations import negotiating

FATES = {"fate": ["F15", "F1", "F3"]}
"""Mikah the Peacekeeper, Dane the Steward, Lotus the Magnate."""
LAWS = ["F15-08", "F15-11"]
EDICTS = ["ED03", "F15-09", "F15-10"]
PEACE, WAR = "peace", "war"


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, "booklet": LAWS, "edicts": EDICTS, **camp}


def sides(s: CampaignState) -> list[str]:
    return ["peace" if v else "war" for v in s.ceasefires]


def check(s: CampaignState) -> None:
    """The invariants hold; a snapshot reloads to the same state."""
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


# -- Setup side and grand ambitions (F15-07A/B) ---------------------------------------------------
def test_setup_places_a_ceasefire_per_cluster_by_control() -> None:
    """F15-07A: Peace side where you control any system (the First Regent controls
    Empire-controlled systems), War side otherwise; 08-11 into the booklet. Reading: no Oath of
    Peace is given (the card has no such step)."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "2.0", "seat": MIKAH, "fresh": 1},
               {"system": "2.0", "seat": DANE, "fresh": 2}, {"system": "3.2", "seat": DANE, "fresh": 1}],
        campaign_part={"act": 3, "fates": FATES, "first_regent": MIKAH,
                       "imperial_ships": [{"system": "5.1", "fresh": 1}]},
    )  # fmt: skip
    acts.SETUPS[("F15", 3)](s, MIKAH)
    assert sides(s) == [PEACE, WAR, WAR, WAR, PEACE, WAR]
    assert {"F15-08", "F15-11"} <= set(s.booklet) and {"F15-09", "F15-10"} <= set(s.edicts)
    assert "F15-02" not in s.lore[MIKAH] and "F15" in acts.ACT3
    check(s)


def test_setup_with_two_players_returns_the_warlord_box_weapons() -> None:
    """F15-07A step 2: "With 2 players, return all Weapons from the Warlord ambition box"."""
    s = pos(2, campaign_part={"act": 3, "fates": {"fate": ["F15", "F1"]}}, box_resources={"weapon": 2})
    supply = s.resource_supply[2]
    acts.SETUPS[("F15", 3)](s, MIKAH)
    assert s.box_resources[2] == 0 and s.resource_supply[2] == supply + 2


def test_a_peaceful_reach_two_and_five_clusters_at_peace() -> None:
    """F15-07B: "2 clusters or more are at Peace. 5 clusters or more are at Peace." (chapter 1:
    one fulfilled 2 Power, both 4)."""

    def score(ceasefires: list[str]) -> tuple[int, int, int, int]:
        s = table3(["F15", "F1", "F3"], power=[0, 0, 0], campaign={"ceasefires": ceasefires})
        return s.grand_scores[0]

    assert score([PEACE] * 5 + [WAR]) == (1, MIKAH, 2, 4)
    assert score([PEACE, PEACE, WAR, WAR, WAR, WAR]) == (1, MIKAH, 1, 2)
    assert score([PEACE] + [WAR] * 5) == (1, MIKAH, 0, 0)


# -- Ceasefires (F15-08) -------------------------------------------------------------------------
def dane_attacks(weapons: int, ceasefires: list[str] | None = None, **kw: Any) -> CampaignState:
    """Dane on an Aggression turn with 2 ships at 1.1 beside Mikah's ship and a Blight."""
    return pos(
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}, {"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{}, {"resources": ["weapon"] * weapons}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part=act3(
            ceasefires=ceasefires or [PEACE] * 6, blight=[{"system": "1.1", "fresh": 1}], **kw
        ),
    )


def test_battling_in_a_cluster_at_peace_needs_a_weapon_and_turns_it_to_war() -> None:
    """F15-08: "To harm anything in a cluster at Peace except Loyal pieces and Blight, you must
    spend 1 Weapon. If you do, flip the Ceasefire token in the cluster to War.\""""
    assert "battle 1.1 0" not in legal(dane_attacks(0))
    assert "battle 1.1 0" in legal(dane_attacks(0, [WAR] * 6))
    s = dane_attacks(1)
    supply = s.resource_supply[2]
    assert "battle 1.1 0" in legal(s)
    do(s, "battle 1.1 0")
    assert s.resource_count(DANE, 2) == 0 and s.resource_supply[2] == supply + 1
    assert sides(s) == [WAR] + [PEACE] * 5
    assert invariants.problems(s) == []


def test_battling_blight_at_peace_is_free() -> None:
    """F15-08: "except ... Blight": no Weapon needed, the cluster stays at Peace."""
    s = dane_attacks(0)
    assert "battle 1.1 blight" in legal(s)
    do(s, "battle 1.1 blight")
    assert sides(s) == [PEACE] * 6


def test_the_weapon_spent_for_the_battle_is_not_the_ceasefires_weapon() -> None:
    """A Weapon spent in the Prelude buys this turn's Battle (p17); the Ceasefire needs another
    (one Weapon: spent, no battle against Mikah; two: both spent)."""
    s = do(dane_attacks(1), "spend weapon")
    assert "battle 1.1 0" not in legal(s) and "battle 1.1 blight" in legal(s)
    s = do(dane_attacks(2), "spend weapon", "battle 1.1 0")
    assert s.resource_count(DANE, 2) == 0 and sides(s)[0] == WAR


def test_ceasefires_without_the_law_do_nothing() -> None:
    """Only with Ceasefires (F15-08) in the rules booklet."""
    s = dane_attacks(0, booklet=[])
    assert "battle 1.1 0" in legal(s)


# -- Empire Balks at Peace (F15-09), Peace Dividends (F15-10) --------------------------------------
def edicts(
    titles: list[str], policies: list[str], first_regent: int | None = DANE, **kw: Any
) -> CampaignState:
    """Mikah secures the Council and resolves the Edicts: Dane First Regent; Imperial ships at
    3.1 and 3.2; Dane's ships at 2.1 and 2.2; Mikah's at 4.1."""
    s = court_turn(
        "CC03",
        [0, 0, 0],
        ships=[{"system": "2.1", "seat": DANE, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 1},
               {"system": "4.1", "seat": MIKAH, "fresh": 1}],
        fates=FATES, booklet=LAWS, edicts=EDICTS, titles=titles, policies=policies, first_regent=first_regent,
        imperial_ships=[{"system": "3.1", "fresh": 1}, {"system": "3.2", "fresh": 1}], **kw,
    )  # fmt: skip
    return do(s, "secure IC01", "end", "no-summit", "resolve edicts")


def test_empire_balks_at_peace_under_war_with_an_outlaw_peacekeeper() -> None:
    """F15-09: "If the Imperial Policy is War and the Peacekeeper is an Outlaw, the First Regent
    may flip 1 Ceasefire token to War in a cluster where the Empire controls at least 2
    systems" (edict number read: 34, HRF)."""
    assert data.EDICT_NUMBER["F15-09"] == 34 and data.EDICT_NUMBER["F15-10"] == 35
    s = edicts(["outlaw", "regent", "regent"], ["war", "peace", "escalation"], ceasefires=[PEACE] * 6)
    while s.mover != DANE or "balk 3" not in legal(s):
        assert s.steps, "no Empire Balks at Peace question"
        do(s, legal(s)[0])
    assert sorted(legal(s)) == ["balk 3", "pass"]
    do(s, "balk 3")
    assert sides(s)[2] == WAR
    s = edicts(["regent", "regent", "regent"], ["war", "peace", "escalation"], ceasefires=[PEACE] * 6)
    assert sides(s)[2] == PEACE and not any(st[0] == "balk" for st in s.steps)


def test_peace_dividends_pay_two_per_system_in_clusters_at_peace() -> None:
    """F15-10: "Players gain 2 Power for each system they control in clusters at Peace" (edict
    number read: 35, HRF): with the Edicts, Dane gains 4 for 2.1 and 2.2; Mikah nothing for 4.1
    (cluster 4 at War)."""
    ceasefires = [PEACE, PEACE, PEACE, WAR, PEACE, PEACE]
    s = edicts(["outlaw"] * 3, ["peace", "war", "escalation"], first_regent=None, ceasefires=ceasefires)
    assert s.power[DANE] == 4 and s.power[MIKAH] == 0


def test_peace_dividends_pay_the_first_regent_for_empire_systems_under_peace_only() -> None:
    """F15-10: "The First Regent controls Empire-controlled systems but only gains Power for them
    if the Imperial Policy is Peace" (3.1 and 3.2, Empire-controlled, cluster 3 at Peace)."""

    def dane(policies: list[str]) -> int:
        s = pos(
            ships=[{"system": "2.1", "seat": DANE, "fresh": 1}],
            campaign_part=act3(ceasefires=[PEACE] * 6, first_regent=DANE, policies=policies,
                               imperial_ships=[{"system": "3.1", "fresh": 1}, {"system": "3.2", "fresh": 1}]),
        )  # fmt: skip
        before = s.power[DANE]
        peacekeeper_act3.peace_dividends(s)
        return s.power[DANE] - before

    assert dane(["peace", "war", "escalation"]) == 6 and dane(["war", "peace", "escalation"]) == 2


# -- Peace Accords (F15-11): Broker Peace ------------------------------------------------------------
def brokering(**camp: Any) -> CampaignState:
    """Mikah's Summit in Act III: Mikah controls 2.2; Dane 2.1 (a ship there)."""
    return negotiating(
        act=3, fates=FATES, booklet=LAWS, edicts=EDICTS, ceasefires=[WAR] * 6,
        seats=[{}, {}, {}], **camp,
    )  # fmt: skip


def with_dane_at_21(s: CampaignState) -> CampaignState:
    s.fresh[4 * s.n + DANE] += 1  # 2.1
    s.ships[DANE] -= 1
    return s


def test_broker_peace_needs_consent_of_two_systems_in_total() -> None:
    """F15-11: "Flip a Ceasefire token from War to Peace, with the consent of players who control
    at least 2 systems in total in that cluster, including yourself." Reading: Mikah (2.2) and
    Dane (2.1) together; Dane asked, agrees."""
    s = brokering()
    assert not any(a.startswith("broker") for a in legal(s))  # Mikah alone: 1 system
    s = with_dane_at_21(brokering())
    assert "broker 2" in legal(s)
    do(s, "broker 2")
    assert s.mover == DANE and sorted(legal(s)) == ["agree", "veto"]
    do(s, "agree")
    assert sides(s)[1] == PEACE and s.mover == MIKAH and "pass" in legal(s)


def test_a_veto_leaves_the_cluster_at_war_and_it_is_tried_once() -> None:
    s = with_dane_at_21(brokering())
    do(s, "broker 2", "veto")
    assert sides(s)[1] == WAR and s.mover == MIKAH
    assert not any(a.startswith("broker") for a in legal(s))


def test_broker_peace_buys_consent_with_a_favor() -> None:
    """F15-11: "You may get the consent of Rivals by returning 1 Favor of theirs." """
    s = with_dane_at_21(brokering(favors=[{"holder": MIKAH, "owner": DANE, "count": 1}]))
    agents = s.agents[DANE]
    assert "broker 2 1" in legal(s)
    do(s, "broker 2 1")
    assert sides(s)[1] == PEACE and s.favors[MIKAH * 3 + DANE] == 0 and s.agents[DANE] == agents + 1
    assert s.mover == MIKAH


# -- Arms Interest (F15-05, F15-06) --------------------------------------------------------------------
def test_arms_interest_assembles_a_weapon_and_its_prelude_fills_slots() -> None:
    """F15-05: "Assemble (Build): Gain 1 Weapon. Prelude: discard this to gain Weapons up to your
    number of empty resource slots.\""""

    def mikah(card: str = "F15-05") -> CampaignState:
        return pos(
            ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
            seats=[{"guild": [card]}, {}, {}],
            turn=turn(MIKAH, "CON4", 3),
            campaign_part=act3(ceasefires=[WAR] * 6),
        )

    s = mikah()
    do(s, "assemble")
    assert s.resource_count(MIKAH, 2) == 1
    s = mikah("F15-06")
    do(s, "prelude F15-06")
    assert s.resource_count(MIKAH, 2) >= 2 and "F15-06" in s.court_discard


def test_the_ceasefires_show_in_the_views() -> None:
    s = dane_attacks(1)
    assert s.observation(LOTUS)["campaign"]["ceasefires"] == [PEACE] * 6
    assert "Ceasefires: 1:peace 2:peace" in " ".join(render.fate_lines(s.observation(LOTUS)["campaign"]))
    check(s)


def test_break_world_at_peace_spends_a_weapon() -> None:
    """F15-08 for Break World (F11-03B: "This action harms all buildings on the planet"): Dane's
    starport at 3.1, cluster 3 at Peace: no Break World without a Weapon; with one, it is spent
    and cluster 3 turns to War."""
    from .test_fate_planet_breaker import break_table

    def table(weapons: int) -> CampaignState:
        return break_table(
            campaign_part={
                "act": 3,
                "booklet": ["F15-08"],
                "ceasefires": [PEACE] * 6,
                "fates": {"fate": ["F11", "F15", "F6"], "cards": [["F11-02", "F11-04"], [], []]},
            },
            seats=[{"resources": ["weapon"] * weapons}, {}, {}],
        )

    assert "break" not in legal(table(0))
    s = table(1)
    assert "break" in legal(s)
    do(s, "break")
    assert s.resource_count(MIKAH, 2) == 0 and sides(s)[2] == WAR


def test_a_position_asking_broker_peace_consent_round_trips() -> None:
    """A Summit waiting for a Rival's Broker Peace consent (``broker`` step) is a position."""
    s = with_dane_at_21(brokering())
    do(s, "broker 2")
    check(s)


def test_the_warrior_golem_at_peace_spends_a_weapon() -> None:
    """F15-08 for the Warrior (F5-06: "Destroy all damaged ships in one system"): Dane's damaged
    ship at 3.3, cluster 3 at Peace."""
    from .test_fate_caretaker import held

    def table(weapons: int) -> CampaignState:
        golems = [{"golem": "warrior", "holder": MIKAH, "awake": True}]
        return held(
            golems,
            campaign_extra={"act": 3, "booklet": ["F15-08"], "ceasefires": [PEACE] * 6,
                            "fates": {"fate": ["F5", "F15", "F3"], "golems": golems}},
            ships=[{"system": "3.3", "seat": DANE, "damaged": 1}],
            seats=[{"resources": ["weapon"] * weapons}, {}, {}],
        )  # fmt: skip

    assert not any(a.startswith("golem warrior 3.3") for a in legal(table(0)))
    s = table(1)
    do(s, "golem warrior 3.3 2")
    assert s.resource_count(MIKAH, 2) == 0 and sides(s)[2] == WAR


def test_incite_revolt_at_peace_spends_a_weapon() -> None:
    """F15-08 for Incite Revolt (F2-27: damaged Rival and Imperial ships destroyed)."""
    from .test_fate_founder_act3 import free_cities

    def table(weapons: int) -> CampaignState:
        return pos(
            ships=[{"system": "1.1", "seat": DANE, "damaged": 1, "fresh": 1},
                   {"system": "1.1", "seat": MIKAH, "fresh": 1}],
            seats=[{"guild": ["F2-27"], "resources": ["weapon"] * weapons}, {}, {}],
            turn=turn(MIKAH, "AGG4", 3),
            campaign_part={"act": 3, "fates": {"fate": ["F2", "F15", "F3"]}, "booklet": ["F15-08"],
                           "ceasefires": [PEACE] * 6, "free_buildings": free_cities(1)},
        )  # fmt: skip

    assert "incite 1.1" not in legal(table(0))
    s = table(1)
    do(s, "incite 1.1")
    assert s.resource_count(MIKAH, 2) == 0 and sides(s)[0] == WAR
