"""F6 Partisan, Act III (issue 28; Fates file "F6 — Partisan"; card texts F6-24A/B, F6-25, F6-19
to F6-23). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import RESOURCE_SLOTS
from ambitions.games.arcs_campaign import data, fates, invariants, observe, position
from ambitions.games.arcs_campaign.fates import acts, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F7", "F6", "F5"]}
"""Mikah the Admiral, Dane the Partisan, Lotus the Caretaker."""


def act3(**camp: Any) -> dict[str, Any]:
    """The ``campaign`` part of an Act III position."""
    return {"act": 3, "fates": FATES, **camp}


def court_turn(card: str, agents: list[int], seat: int = MIKAH, **kw: Any) -> CampaignState:
    """Act III: `seat` plays Aggression 4 (secure) with `card` in the Court carrying `agents`; the
    Council also has 2 of `seat`'s agents, so securing it ends the round in Crises."""
    rows = kw.pop("seats", None) or [{}, {}, {}]
    rows[seat] = {"hand": ["ADM2"], **rows[seat]}
    council = [0, 0, 0]
    council[seat] = 2
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)] + kw.pop("ships", []),
        buildings=kw.pop("buildings", []),
        seats=rows,
        turn=turn(seat, "AGG4", 3),
        campaign_part=act3(
            court=[{"card": data.COUNCIL, "agents": council}, {"card": card, "agents": agents}],
            court_deck=kw.pop("court_deck", ["CC01", "CC02"]),
            **kw,
        ),
    )


def check(s: CampaignState) -> None:
    """The invariants hold; a snapshot reloads to the same state."""
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


# -- Setup side and grand ambitions (F6-24A/B) ---------------------------------------------------
def test_setup_gives_sower_of_division() -> None:
    """F6-24A: "Gain Sower of Division (25)"."""
    s = pos(campaign_part=act3())
    acts.SETUPS[("F6", 3)](s, DANE)
    assert "F6-25" in s.lore[DANE]
    assert "F6" in acts.ACT3 and fates.position.setup_cards("F6", 3) == ("F6-25",)


def test_form_a_dominant_power_bloc_more_guild_cards_and_the_initiative() -> None:
    """F6-24B: "Have more Guild cards than each Rival. Have the initiative marker." Both: the
    higher amount (chapter 1: 4); a tie in Guild cards is not more: the initiative alone, 2."""
    rows: list[dict[str, Any]] = [{"guild": ["CC01", "CC03"]}, {"guild": ["CC05"]}, {}]
    s = table3(["F6", "F1", "F2"], power=[0, 0, 0], chapter=1, initiative=MIKAH, seats=rows)
    assert s.grand_scores[0] == (1, MIKAH, 2, 4)
    rows = [{"guild": ["CC01"]}, {"guild": ["CC05"]}, {}]
    s = table3(["F6", "F1", "F2"], power=[0, 0, 0], chapter=1, initiative=MIKAH, seats=rows)
    assert s.grand_scores[0] == (1, MIKAH, 1, 2)
    rows = [{"guild": ["CC01", "CC03"]}, {"guild": ["CC05"]}, {}]
    s = table3(["F6", "F1", "F2"], power=[0, 0, 0], chapter=1, initiative=DANE, seats=rows)
    assert [g for g in s.grand_scores if g[1] == MIKAH] == [(1, MIKAH, 1, 2)]


# -- the Unions (F6-22, F6-23) ---------------------------------------------------------------------
def test_act3_spacing_union_parks_beside_a_played_mobilization_card() -> None:
    """F6-22 (as F6-11): "Prelude: You may place this card next to a face-up played Mobilization
    card"."""
    s = pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "MOB4"},
        turn={"seat": DANE, "card": "MOB2", "mode": "surpass"},
        seats=[{}, {"hand": ["AGG5"], "guild": ["F6-22"]}, {}],
        campaign_part=act3(),
    )
    do(s, "prelude F6-22 MOB4")
    assert s.unions == [(DANE, "F6-22", "MOB4")]
    roundtrip(s)  # (a position with it beside the card loads back: determinize reads one)


def test_act3_arms_union_parks_beside_a_played_aggression_card() -> None:
    """F6-23 (as F6-12): beside a face-up played Aggression card."""
    s = pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "AGG3"},
        turn={"seat": DANE, "card": "AGG5", "mode": "surpass"},
        seats=[{}, {"hand": ["ADM5"], "guild": ["F6-23"]}, {}],
        campaign_part=act3(),
    )
    do(s, "prelude F6-23 AGG3")
    assert s.unions == [(DANE, "F6-23", "AGG3")]
    roundtrip(s)


# -- Terror Strike (F6-20, F6-21) -------------------------------------------------------------------
FUEL_PLANET, WEAPON_PLANET = "1.2", "1.1"


def strike_table(card: str, agents: list[int]) -> CampaignState:
    """Lotus is Outraged in Fuel: damaged pieces of every kind on a Fuel planet (1.2), damaged
    ships on a Weapon planet (1.1, nobody's Outrage)."""
    return court_turn(
        card,
        agents,
        ships=[
            {"system": FUEL_PLANET, "seat": MIKAH, "damaged": 2, "fresh": 1},
            {"system": FUEL_PLANET, "seat": DANE, "damaged": 1},
            {"system": WEAPON_PLANET, "seat": DANE, "damaged": 1},
        ],
        buildings=[{"slot": f"{FUEL_PLANET}#0", "seat": DANE, "kind": "city", "damaged": True}],
        seats=[{}, {}, {"outrage": ["fuel"]}],
        imperial_ships=[{"system": FUEL_PLANET, "damaged": 1}],
        blight=[{"system": FUEL_PLANET, "damaged": 1, "fresh": 1}],
    )


def test_terror_strike_crisis_destroys_damaged_pieces_at_outraged_planets() -> None:
    """F6-20 Crisis: "Destroy all damaged pieces at planets matching any players' Outrage.
    Shuffle this into the Court deck." (no Trophies: nobody destroys them)"""
    s = strike_table("F6-20", [0, 0, 0])
    x, w, n = reach.SYSTEM_INDEX[FUEL_PLANET], reach.SYSTEM_INDEX[WEAPON_PLANET], 3
    cities = s.cities_left[DANE]
    campaign.vox.CRISES["F6-20"](s)
    assert s.damaged[x * n + MIKAH] == 0 and s.fresh[x * n + MIKAH] == 1 and s.damaged[x * n + DANE] == 0
    assert s.damaged[w * n + DANE] == 1  # (Weapon: nobody's Outrage)
    assert s.imperial_damaged[x] == 0 and s.blight_damaged[x] == 0 and s.blight_fresh[x] == 1
    assert all(s.slots[k] < 0 for k in reach.SYSTEM_SLOTS[x]) and s.cities_left[DANE] == cities + 1
    assert "F6-20" not in s.court and "F6-20" in s.court_deck
    assert s.choices[-1] == (-1, "SHUFFLE", "court") and sum(s.trophies) == 0


def test_terror_strike_secured_spares_the_securers_loyal_pieces() -> None:
    """F6-21 When Secured: "Resolve the Crisis but do not destroy Loyal pieces" (Dane's), and
    it is shuffled into the Court deck."""
    s = court_turn(
        "F6-21",
        [0, 2, 0],
        seat=DANE,
        ships=[
            {"system": FUEL_PLANET, "seat": MIKAH, "damaged": 2},
            {"system": FUEL_PLANET, "seat": DANE, "damaged": 1},
        ],
        buildings=[{"slot": f"{FUEL_PLANET}#0", "seat": DANE, "kind": "city", "damaged": True}],
        seats=[{}, {}, {"outrage": ["fuel"]}],
        imperial_ships=[{"system": FUEL_PLANET, "damaged": 1}],
    )
    x, n = reach.SYSTEM_INDEX[FUEL_PLANET], 3
    do(s, "secure F6-21")
    assert s.damaged[x * n + MIKAH] == 0 and s.imperial_damaged[x] == 0
    assert s.damaged[x * n + DANE] == 1 and any(s.slots[k] >= 0 for k in reach.SYSTEM_SLOTS[x])
    assert "F6-21" not in s.court_discard and "F6-21" in s.court_deck + s.court
    check(s)


# -- Guilds Decry Terror (F6-19) --------------------------------------------------------------------
def decry(court_deck: list[str], court: list[dict[str, Any]] | None = None) -> CampaignState:
    s = pos(
        campaign_part=act3(
            court=[{"card": data.COUNCIL}, *(court or [{"card": "CC01"}])],
            court_deck=court_deck,
            council="decided",
            edicts=["ED03", "F6-19"],
        )
    )
    fates.partisan_act3.guilds_decry_terror(s)
    return s


def test_guilds_decry_terror_attaches_diplomatic_fiasco_to_the_council() -> None:
    """F6-19: "If Diplomatic Fiasco is not in the Court, search the Court deck for it, attach it
    to the Imperial Council card, and flip the Imperial Council to its In Session side" (errata:
    shuffle the Court deck)."""
    s = decry(["CC02", "CC13", "CC03"])
    assert fates.attach.attached_to(s, data.COUNCIL) == "CC13" and "CC13" not in s.court_deck
    assert s.council == data.IN_SESSION and s.choices == [(-1, "SHUFFLE", "court")]
    s = decry(["CC02", "CC03"], court=[{"card": "CC13"}])
    assert not s.attached and s.council == "decided" and not s.choices


def test_guilds_decry_terror_resolves_with_the_edicts() -> None:
    """F6-19 is an Edict (edict number read: 19) that the Act II Resolution puts in the rules
    booklet's Edicts (F6-18)."""
    assert data.EDICT_NUMBER["F6-19"] == 19
    s = court_turn("CC01", [0, 0, 0], court_deck=["CC02", "CC13", "CC03"], edicts=["ED03", "F6-19"],
                   titles=["outlaw", "outlaw", "outlaw"])  # fmt: skip
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert fates.attach.attached_to(s, data.COUNCIL) == "CC13" and s.council == data.IN_SESSION
    assert s.current_player() == CHANCE  # (the Court deck shuffled, errata)
    s.apply(s.sample_chance(random.Random(2)))
    assert "CC13" not in s.court_deck and invariants.problems(s) == []
    s = pos(campaign_part={"act": 2, "fates": {**FATES, "objective": [30, 0, 8]}})
    resolution.resolve(s, DANE, random.Random(1))
    assert "F6-19" in s.edicts


# -- Sower of Division (F6-25) ----------------------------------------------------------------------
def last_follow(
    surpass: str, mikah: str = "ADM3", mode: str = "surpass", last: bool = False, **seat_dane: Any
) -> CampaignState:
    """Lotus led Administration 2 (initiative); Mikah followed with `mikah`; Dane (Sower of
    Division) follows last with `surpass`, 1 pip left: the round ends when his turn does."""
    return pos(
        initiative=LOTUS,
        round_turn=2,
        lead={"seat": LOTUS, "card": "ADM2"},
        plays=[
            {"seat": LOTUS, "card": "ADM2", "mode": "lead"},
            {"seat": MIKAH, "card": mikah, "mode": mode},
            {"seat": DANE, "card": surpass, "mode": "surpass"},
        ],
        turn={"seat": DANE, "card": surpass, "mode": "surpass", "pips": 1},
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[
            {"hand": [] if last else ["AGG2"]},
            {"hand": [] if last else ["AGG3"], "lore": ["F6-25"], **seat_dane},
            {"hand": [] if last else ["AGG4"], "resources": ["material"]},
        ],
        chapter=4 if last else 1,
        campaign_part=act3(),
    )


def test_sower_of_division_puts_an_agent_on_a_rivals_empty_outrage_slot() -> None:
    """F6-25: "At the end of a round, when you get the initiative marker from Surpassing, you may
    place a Loyal agent on a Rival's empty Outrage slot. (This does not Provoke Outrage.)" The
    agent stays Dane's: it goes back to him when that Outrage clears."""
    s = last_follow("ADM5")
    agents = list(s.agents)
    do(s, "end")
    assert s.initiative == DANE and s.mover == DANE
    assert "choose none" in legal(s) and "choose 2 material" in legal(s) and "choose 1 fuel" not in legal(s)
    do(s, "choose 2 material")
    assert s.outrage[LOTUS] == 1 and s.agents[DANE] == agents[DANE] - 1 and s.agents[LOTUS] == agents[LOTUS]
    slots = RESOURCE_SLOTS
    assert 0 in s.resources[LOTUS * slots : (LOTUS + 1) * slots] and s.sown == [
        LOTUS,
        DANE,
        0,
    ]  # (no Provoke)
    check(s)
    s.return_outrage_agent(LOTUS, 0)
    assert s.agents[DANE] == agents[DANE] and s.outrage[LOTUS] == 0 and s.sown == []
    assert invariants.problems(s) == []


def test_sower_of_division_asks_nothing_without_surpassing_to_the_initiative() -> None:
    """Not when Mikah's Surpass is higher, nor when the initiative was seized."""
    s = last_follow("ADM4", mikah="ADM6")
    do(s, "end")
    assert s.initiative == MIKAH and not s.choices and "choose none" not in legal(s)
    s = last_follow("ADM5", outrage=["fuel"])
    s.seized_by = DANE
    s.initiative = DANE
    do(s, "end")
    assert s.initiative == DANE and "choose none" not in legal(s)


def test_sower_of_division_asks_nothing_once_the_campaign_is_over() -> None:
    """The round that ends chapter 4 of Act III ends the campaign: no question is left hanging."""
    s = last_follow("ADM5", last=True)
    do(s, "end")
    assert s.current_player() == TERMINAL and not s.choices


def test_a_sown_agent_loads_from_a_position_as_its_owners() -> None:
    """``"sown"``: the agent on a Rival's Outrage slot is its owner's (supplies derived)."""
    s = pos(
        seats=[{}, {}, {"outrage": ["relic"]}],
        campaign_part=act3(sown=[{"seat": 2, "by": 1, "resource": "relic"}]),
    )
    assert s.agents == [10, 9, 10] and invariants.problems(s) == []
