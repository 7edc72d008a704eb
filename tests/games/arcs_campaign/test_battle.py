"""Battle in the Empire and against the Free States (CRB p.11, p.15, p.27). Each test fails
without its rule. Faces: A4 = 2 hits, A5 = 1 hit + intercept, A1 = 1 hit + 1 self hit,
S3 = 1 hit, S0 = blank, R5 = building hit + key, R3 = self hit + building hit."""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs.data import RESOURCES
from ambitions.games.arcs.state import CITY, EMPTY, RESOURCE_SLOTS, SHIP, Phase, building_code
from ambitions.games.arcs_campaign.state import FREE, CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]


def crb_p11(
    attacker: int, titles: tuple[str, ...] = ("regent", "outlaw", "regent"), **kw: object
) -> CampaignState:
    """CRB p.11 "Outlaw Battles": an Outlaw (Dane, 3 ships), a Regent (Mikah, 2 ships) with a
    city, and 1 fresh Imperial ship in 3.3; Lotus is the First Regent."""
    return pos(
        ships=[{"system": "3.3", "seat": DANE, "fresh": 3}, {"system": "3.3", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(attacker, "AGG4", 3),
        campaign_part={
            "titles": list(titles),
            "first_regent": LOTUS,
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            **kw,
        },
    )


def test_an_outlaw_may_battle_a_regent_or_the_empire() -> None:
    """CRB p.11: "Outlaws may choose either a Regent or the Empire as defender"."""
    s = crb_p11(DANE)
    battles = [t for t in legal(s) if t.startswith("battle 3.3")]
    assert sorted(battles) == ["battle 3.3 0", "battle 3.3 empire"]


def test_a_regent_defending_must_add_the_imperial_ships() -> None:
    """CRB p.11: "If the Outlaw battles the Regent, the Regent adds the Imperial ship, so they
    have 3 defending ships": 3 fresh defending ships intercept 3 hits."""
    s = crb_p11(DANE)
    do(s, "battle 3.3 0", "dice 1 0 0")
    assert s.phase == CampaignPhase.CHANCE_ROLL
    do(s, "roll A5")  # 1 hit and an intercept
    assert s.phase == CampaignPhase.BATTLE
    # The intercept: one hit per fresh defending ship (2 Loyal + 1 Imperial) on Dane's ship.
    while s.battle_stage in ("self", "intercept"):  # (a hit with one possible target is automatic)
        do(s, "hit damaged" if "hit damaged" in legal(s) else "hit fresh")
    assert s.fresh[X33 * 3 + DANE] + s.damaged[X33 * 3 + DANE] == 2  # fresh, damaged, destroyed
    assert s.trophies[(MIKAH * 3 + DANE) * 4 + SHIP] == 1  # the Regent defender takes it
    assert sorted(legal(s)) == ["hit fresh", "hit imperial-fresh"]  # the Imperial ship defends


def test_an_outlaw_must_destroy_every_defending_ship_before_the_buildings() -> None:
    """CRB p.11: "To hit a Regent's buildings with [hits], an Outlaw must destroy all defending
    ships, even Imperials"."""
    s = crb_p11(DANE)
    do(s, "battle 3.3 0", "dice 3 0 0", "roll A4 A4 A4")  # 6 hits
    hits = []
    while s.phase == CampaignPhase.BATTLE and s.battle_stage == "hits":
        options = legal(s)
        hits.append(options)
        do(s, options[-1])
    assert all(not any("#" in o for o in opts) for opts in hits[:6 - 1])  # ships first
    assert s.imperial_fresh[X33] == 0 and s.imperial_damaged[X33] == 0
    assert s.neutral_trophies[DANE * 4 + 0] == 1  # the destroyed Imperial ship: Dane's Trophy
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == building_code(MIKAH, CITY, False)  # no hit left


def test_the_empire_defends_with_its_ships_and_the_first_regent_takes_the_trophies() -> None:
    """CRB p.11: "If the Empire is defending, the defending pieces are the Imperial ships in the
    battle system, and the First Regent takes any destroyed pieces of the Outlaw as Trophies";
    "If the Outlaw battles the Empire, the Empire has 1 defending ship"."""
    s = crb_p11(DANE)
    damaged = s.damaged[X33 * 3 + DANE]
    do(s, "battle 3.3 empire", "dice 1 0 1", "roll A1 R3")  # 1 hit, 2 self hits
    while s.battle_stage == "self":
        do(s, "hit damaged" if "hit damaged" in legal(s) else "hit fresh")
    assert s.trophies[(LOTUS * 3 + DANE) * 4 + SHIP] == 1 and damaged == 0
    assert legal(s) == ["hit imperial-fresh"] or s.imperial_damaged[X33] == 1
    assert s.fresh[X33 * 3 + MIKAH] == 2  # Mikah's ships do not defend


def test_with_no_first_regent_the_outlaws_destroyed_ships_go_back() -> None:
    """CRB p.11: "If there is no First Regent, they return to the Outlaw"."""
    s = crb_p11(DANE, titles=("outlaw", "outlaw", "outlaw"), first_regent=None)
    ships = s.ships[DANE]
    do(s, "battle 3.3 empire", "dice 0 0 2", "roll R3 R3")  # 2 self hits
    while s.battle_stage == "self":
        do(s, "hit damaged" if "hit damaged" in legal(s) else "hit fresh")
    assert s.ships[DANE] == ships + 1
    assert sum(s.trophies) == 0


def test_a_regent_may_add_imperial_ships_to_the_attack() -> None:
    """CRB p.11: "When a Regent attacks in battle, they may add Imperial ships in the battle
    system to their attacking ships" (they command them there: Presence Law, CRB p.10); each
    adds a die."""
    s = crb_p11(MIKAH)
    battles = [t for t in legal(s) if t.startswith("battle 3.3")]
    assert sorted(battles) == ["battle 3.3 1", "battle 3.3 1 imperial 1 0"]
    do(s, "battle 3.3 1 imperial 1 0")
    assert max(sum(map(int, t.split()[1:])) for t in legal(s)) == 3  # 2 Loyal + 1 Imperial
    do(s, "dice 0 0 1", "roll R3")  # a self hit: it may go to the Imperial ship
    assert sorted(legal(s)) == ["hit fresh", "hit imperial-fresh"]
    do(s, "hit imperial-fresh")
    assert s.imperial_damaged[X33] == 1


def test_the_truce_law_forbids_battling_a_rival_regent_where_imperial_ships_are() -> None:
    """CRB p.11 Truce Law: Regents "cannot harm ... Rival Regents in systems with Imperial
    ships", nor Imperial ships (no Empire defender for a Regent)."""
    s = crb_p11(MIKAH, titles=("regent", "regent", "regent"))
    assert not [t for t in legal(s) if t.startswith("battle 3.3")]
    none = crb_p11(MIKAH, titles=("regent", "regent", "regent"), imperial_ships=[])
    assert "battle 3.3 1" in legal(none)


def test_a_battle_without_imperial_ships_is_the_arcs_battle() -> None:
    """An Outlaw battling an Outlaw: the Imperial ships take no part (Arcs' own battle)."""
    s = crb_p11(DANE, titles=("outlaw", "outlaw", "regent"))
    do(s, "battle 3.3 0")
    assert s.phase == Phase.BATTLE_DICE


def free_states() -> CampaignState:
    return pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "free_buildings": [
                {"slot": "3.3#0", "kind": "city", "damaged": True},
                {"slot": "3.3#1", "kind": "starport"},
            ]
        },
    )


def test_the_free_states_defend_with_their_buildings() -> None:
    """CRB p.15: "If you choose the Free States as defender in battle, all Free buildings in the
    battle system are defending pieces. They take hits from rolled dice like players'
    buildings"; "Take Free buildings you destroy as Trophies"; "Destroying a Free city still
    Provokes Outrage"."""
    s = free_states()
    assert "battle 3.3 free" in legal(s)
    do(s, "battle 3.3 free", "dice 1 0 0", "roll A4")  # 2 hits, no ship to take them first
    assert sorted(legal(s)) == ["hit 3.3#0", "hit 3.3#1"]
    do(s, "hit 3.3#0")  # the damaged Free city is destroyed
    assert s.slots[reach.SYSTEM_SLOTS[X33][0]] == EMPTY
    assert s.neutral_trophies[MIKAH * 4 + 1] == 1
    weapon = reach.PLANET_RESOURCE[X33]
    assert s.outrage[MIKAH] >> weapon & 1  # Outrage of the planet's type
    # the second hit has one target left: made automatically
    assert s.slots[reach.SYSTEM_SLOTS[X33][1]] == building_code(FREE, 0, True)
    assert s.phase == Phase.ACTIONS  # no key rolled: no raid


def test_a_free_city_on_a_gate_destroyed_provokes_no_outrage() -> None:
    """A Free city on a gate (a Loyal Gate Stations city, L11, swapped for a Free one) has no
    planet type (`city_types`): destroying it gives the Trophy and provokes no Outrage. Found by
    random whole campaigns through the RL environment: the Outrage looked up resource -1."""
    s = pos(
        ships=[{"system": "4.0", "seat": MIKAH, "fresh": 2}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={"free_buildings": [{"slot": "4.0#0", "kind": "city", "damaged": True}]},
    )
    assert "battle 4.0 free" in legal(s)
    do(s, "battle 4.0 free", "dice 1 0 0", "roll A4")  # 2 hits: the city takes one, then no target
    gate = reach.SYSTEM_IDS.index("4.0")
    assert s.slots[reach.SYSTEM_SLOTS[gate][0]] == EMPTY
    assert s.neutral_trophies[MIKAH * 4 + 1] == 1 and s.outrage[MIKAH] == 0


def test_raiding_the_free_states_gains_one_resource_of_the_planets_type() -> None:
    """CRB p.15 "Raiding": "You may gain exactly 1 resource matching its planet type by spending
    [a key]. You cannot gain multiple resources from the Free States in the same battle" (DOUBT,
    BRD C.4: the key cost is an icon lost from the text; read as 1 key)."""
    s = free_states()
    kind = RESOURCES[reach.PLANET_RESOURCE[X33]]
    supply = s.resource_supply[reach.PLANET_RESOURCE[X33]]
    do(s, "battle 3.3 free", "dice 0 0 2", "roll R5 R5")  # 2 building hits, 2 keys
    do(s, "hit 3.3#0")  # the damaged Free city (the other hit damages the starport)
    assert legal(s) == [f"steal {kind} 1", "done"]  # one resource, whatever the keys left
    do(s, f"steal {kind} 1")
    assert s.phase == Phase.ACTIONS and s.resources[MIKAH * RESOURCE_SLOTS] == reach.PLANET_RESOURCE[X33]
    assert s.resource_supply[reach.PLANET_RESOURCE[X33]] == supply - 1


def test_trophies_of_neutral_pieces_count_for_warlord() -> None:
    """Destroyed Free buildings, Imperial ships and Blight are Trophies (CRB p.11, p.15, p.19);
    Trophies count for Warlord (base p18)."""
    s = free_states()
    before = s.observation(None)["seats"][MIKAH]["ambitions"]["warlord"]
    do(s, "battle 3.3 free", "dice 1 0 0", "roll A4", "hit 3.3#0")
    assert s.observation(None)["seats"][MIKAH]["ambitions"]["warlord"] == before + 1


def blight_here(fresh: int = 1, damaged: int = 0) -> CampaignState:
    return pos(
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={"blight": [{"system": "3.3", "fresh": fresh, "damaged": damaged}]},
    )


def test_the_crb_p19_example_two_hits_damage_a_fresh_blight() -> None:
    """CRB p.19: "In battle, you choose the Blight as defender. You roll two dice and get [two
    hits]. You don't take any hits, and you damage the Blight, flipping it from fresh to
    damaged"."""
    s = blight_here()
    assert "battle 3.3 blight" in legal(s)
    do(s, "battle 3.3 blight", "dice 0 2 0", "roll S3 S3")
    assert s.blight_fresh[X33] == 0 and s.blight_damaged[X33] == 1
    assert s.fresh[X33 * 3 + MIKAH] == 3 and s.phase == Phase.ACTIONS


def test_blight_is_tough_one_hit_does_nothing() -> None:
    """CRB p.19: "it is Tough—it takes 2 hits to damage or destroy. One hit does nothing";
    "Blight does not intercept"."""
    s = blight_here()
    do(s, "battle 3.3 blight", "dice 1 0 0", "roll A5")  # 1 hit and an intercept
    assert s.blight_fresh[X33] == 1 and s.damaged[X33 * 3 + MIKAH] == 0
    assert s.phase == Phase.ACTIONS


def test_destroyed_blight_is_a_trophy_and_building_hits_miss_it() -> None:
    """CRB p.19: "Take Blight that you destroy as Trophies"; it is hit by hits, not building
    hits (reading of the icons lost from the text, BRD C.4)."""
    s = blight_here(fresh=0, damaged=1)
    do(s, "battle 3.3 blight", "dice 0 0 2", "roll R5 R5")  # 2 building hits, 2 keys
    assert s.blight_damaged[X33] == 1
    s = blight_here(fresh=1, damaged=1)
    do(s, "battle 3.3 blight", "dice 2 0 0", "roll A4 A4")  # 4 hits
    assert sorted(legal(s)) == ["hit blight-damaged", "hit blight-fresh"]
    do(s, "hit blight-damaged")  # (the last two hits have one target left: automatic)
    assert s.neutral_trophies[MIKAH * 4 + 3] == 1
    assert s.blight_fresh[X33] == 0 and s.blight_damaged[X33] == 1
