"""F6 Partisan, Act II (issue 27; Fates file "F6 — Partisan"; card texts F6-15A/B, F6-16, F6-17,
F6-05 to F6-14, F6-18). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import FATES, act2, court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn


def test_setup_puts_partisan_seizing_in_the_booklet_and_gives_peoples_hero() -> None:
    """F6-15A: Partisan Seizing (16) into the rules booklet; your Partisan Seizing (03, errata) is
    tucked away as a reminder; gain People's Hero (17)."""
    s = pos(campaign_part=act2())
    fates.ACT2_SETUPS["F6"](s, DANE)
    assert "F6-16" in s.booklet and "F6-17" in s.lore[DANE]


def follow(seat: int, hand: list[str], booklet: list[str], **kw: Any) -> CampaignState:
    """Mikah led Administration 2 (initiative); `seat` Surpasses with Administration 4."""
    return pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "ADM2"},
        turn={"seat": seat, "card": "ADM4", "mode": "surpass"},
        seats=[{}, {"hand": hand if seat == DANE else []}, {"hand": hand if seat == LOTUS else []}],
        campaign_part=act2(booklet=booklet, **kw),
    )


def test_partisan_seizing_law_binds_every_player() -> None:
    """F6-16: "You cannot seize the initiative by discarding a second action card. Instead, you
    may seize the initiative when playing a card if you choose to Provoke Outrage" (Lotus, not the
    Partisan)."""
    s = follow(LOTUS, ["AGG5"], ["F6-16"])
    assert "seize AGG5" not in legal(s) and "seize-outrage relic" in legal(s)
    s = follow(LOTUS, ["AGG5"], [])
    assert "seize AGG5" in legal(s) and "seize-outrage relic" not in legal(s)


def test_show_your_leadership_advances_1_per_card_played_with_the_initiative() -> None:
    """F6-15B: "Advance 1 each time you play an action card while you have the initiative" (not
    for gaining it, which was Act I's objective)."""
    s = pos(initiative=DANE, seats=[{}, {"hand": ["ADM3", "AGG2"]}, {}], campaign_part=act2())
    assert s.mover == DANE
    do(s, "lead ADM3")
    assert s.objective[DANE] == 14 - 1
    s = follow(DANE, ["AGG5"], ["F6-16"])
    do(s, "seize-outrage relic")
    assert s.initiative == DANE and s.objective[DANE] == 14  # gaining it counts nothing now


def hero(outrage: list[str], guild: list[str], rival_guild: list[str]) -> CampaignState:
    """Dane (the Partisan, People's Hero) leads Aggression 4 with the initiative; may declare."""
    return pos(
        initiative=DANE,
        turn=turn(DANE, "AGG4", 3),
        seats=[
            {"guild": rival_guild},
            {"hand": ["ADM3"], "outrage": outrage, "guild": guild, "lore": ["F6-17"]},
            {},
        ],
        campaign_part=act2(),
    )


def test_peoples_hero_clears_an_outrage_and_burnishes_the_image() -> None:
    """F6-17: "When you declare an ambition, you may clear 1 Outrage you have as long as you have
    more Guild cards of the Outrage type than each Rival"; F6-15B *Burnish Your Image*: advance 1
    per Guild card you have."""
    s = hero(["weapon", "fuel"], ["CC05", "CC06", "CC03"], ["CC04"])
    agents = s.agents[DANE]
    do(s, "declare warlord")
    assert sorted(legal(s)) == ["choose none", "choose weapon"]  # Fuel: 1 card each, no more
    do(s, "choose weapon")
    assert s.outrage[DANE] == 1 << 1 and s.agents[DANE] == agents + 1
    assert s.objective[DANE] == 14 - 3


def test_peoples_hero_asks_nothing_without_an_outrage_to_clear() -> None:
    s = hero(["fuel"], ["CC05"], ["CC04"])
    do(s, "declare warlord")
    assert not any(a.startswith("choose") for a in legal(s))


def test_outrage_spreads_crisis_outrages_everyone_by_the_rolled_planet() -> None:
    """F6-13 Crisis: "Each player Provokes Outrage of the rolled planet. Discard this card." (hex
    in cluster 4: planet 4.3)"""
    from ambitions.games.arcs import reach

    s = court_turn("F6-13", [0, 0, 0])
    crises(s)
    r = reach.PLANET_RESOURCE[reach.SYSTEM_INDEX["4.3"]]
    assert all(s.outrage[p] >> r & 1 for p in range(3))
    assert "F6-13" in s.court_discard and "F6-13" not in s.court


def test_outrage_spreads_secured_outrages_everyone_by_a_chosen_type() -> None:
    """F6-13 When Secured: "You may choose an Outrage type. Each player (even you) must Provoke
    Outrage of that type. Discard this card." """
    s = court_turn("F6-14", [2, 0, 0], seats=[{"resources": ["psionic"]}, {}, {}])
    do(s, "secure F6-14", "choose psionic")
    assert all(s.outrage[p] >> 4 & 1 for p in range(3)) and "psionic" not in str(s.resources[:8])
    assert "F6-14" in s.court_discard


def test_loyal_cards_are_kept_when_you_provoke_outrage() -> None:
    """F6-05 Loyal Engineers: "If you Provoke Outrage, keep this card" (a Material Guild card);
    another Material card goes."""
    s = court_turn("F6-13", [2, 0, 0], seats=[{"guild": ["F6-05", "CC01"]}, {}, {}], court_deck=["CC02"])
    do(s, "secure F6-13", "choose material")
    assert s.guild[MIKAH] == ["F6-05"] and "CC01" in s.court_discard


def test_spacing_union_parks_beside_a_played_mobilization_card() -> None:
    """F6-11: "Prelude: You may place this card next to a face-up played Mobilization card" (the
    base game's Union; the campaign errata: one Union per card)."""
    s = pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "MOB4"},
        turn={"seat": DANE, "card": "MOB2", "mode": "surpass"},
        seats=[{}, {"hand": ["AGG5"], "guild": ["F6-11"]}, {}],
        campaign_part=act2(),
    )
    assert "prelude F6-11 MOB4" in legal(s)
    do(s, "prelude F6-11 MOB4")
    assert s.unions == [(DANE, "F6-11", "MOB4")]
    for seat in (MIKAH, DANE):  # (a position with it parked loads: every seat's world)
        world = campaign.determinize(s.observation(seat), random.Random(seat))
        assert world.unions == s.unions and world.observation(seat) == s.observation(seat)


def act2_end(objective: int) -> CampaignState:
    return pos(campaign_part=act2({**FATES, "objective": [30, objective, 8]}))


def test_act2_resolution_completed_and_failed() -> None:
    """F6-18: completed, Guilds Decry Terror (19) in the booklet's Edicts, Terror Strikes (20-21) to the
    Court deck, Spacing and Arms Union (22-23) scrapped; failed, 19-21 scrapped, 22-23 added."""
    s = act2_end(0)
    resolution.resolve(s, DANE, random.Random(1))
    assert "F6-19" in s.edicts and {"F6-20", "F6-21"} <= set(s.court_deck)  # (the booklet's Edicts)
    assert {"F6-22", "F6-23"} <= set(s.scrapped) and s.resolved == ["F6-18"]
    s = act2_end(5)
    resolution.resolve(s, DANE, random.Random(1))
    assert {"F6-19", "F6-20", "F6-21"} <= set(s.scrapped) and {"F6-22", "F6-23"} <= set(s.court_deck)


def test_loyal_engineers_spend_any_resource_as_material() -> None:
    """F6-05: "You may spend any resources as Material" (a Fuel spent as Material builds)."""
    s = pos(
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(MIKAH, "AGG4", 3),
        seats=[{"hand": ["ADM2"], "resources": ["fuel"], "guild": ["F6-05"]}, {}, {}],
        campaign_part=act2(),
    )
    assert any(a.startswith("spend fuel as material build") for a in legal(s))
    s = pos(
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(MIKAH, "AGG4", 3),
        seats=[{"hand": ["ADM2"], "resources": ["fuel"]}, {}, {}],
        campaign_part=act2(),
    )
    assert not any(a.startswith("spend fuel as") for a in legal(s))


def test_galactic_bards_lets_a_follower_declare() -> None:
    """F6-10 (as F1-17): "When you Surpass or Pivot, before taking any actions, you may declare
    the ambition on your played card if an ambition has not been declared yet this round." """
    s = follow(DANE, ["AGG5"], [])
    assert not any(a.startswith("declare") for a in legal(s))
    s = pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "ADM2"},
        turn={"seat": DANE, "card": "ADM4", "mode": "surpass"},
        seats=[{}, {"hand": ["AGG5"], "guild": ["F6-10"]}, {}],
        campaign_part=act2(),
    )
    assert "declare warlord" in legal(s)
