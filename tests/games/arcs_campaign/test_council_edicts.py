"""The Imperial Council (CRB p.14), the Edicts (CRB p.20-21), the Imperial Trust (CRB p.21) and
the Blight Crises (CRB p.18). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import council, data
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

BAZ = 3


def securing_the_council(
    seat: int = MIKAH, players: int = 3, seats: list[dict[str, Any]] | None = None, **campaign: Any
) -> CampaignState:
    """`seat` (with 2 agents on the Council) plays Aggression 4 and may secure it; nobody else
    has cards, so the round ends when their turn does."""
    rows = seats or [{} for _ in range(players)]
    rows[seat] = {**rows[seat], "hand": ["ADM2"]}
    agents = [0] * players
    agents[seat] = 2
    court = [{"card": data.COUNCIL, "agents": agents}, {"card": "CC07"}, {"card": "CC11"}]
    buildings = campaign.pop("buildings", [])
    return pos(
        players,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(players)],
        buildings=buildings,
        seats=rows,
        turn=turn(seat, "AGG4", 3),
        campaign_part={"court": court, **campaign},
    )


def test_securing_the_council_flips_it_to_decided_and_keeps_it_in_the_court() -> None:
    """CRB p.14: "When you secure the Council, flip it to Decided"; "While it is Decided, players
    cannot influence or secure it" (it returns to the Court at the round's end: no refill)."""
    s = securing_the_council()
    assert "secure IC01" in legal(s)
    do(s, "secure IC01")
    assert s.council == data.DECIDED and s.council_secured_by == MIKAH
    assert s.court[0] == data.COUNCIL and s.agents[MIKAH] == 10  # its agents came back
    assert "influence IC01" not in legal(s) and "secure IC01" not in legal(s)


def test_a_regent_who_secured_the_council_becomes_first_regent() -> None:
    """CRB p.14 step 2: "If you're a Regent, take the First Regent tile, keeping all resources on
    the Imperial Trust"; step 4: then choose the Crises or the Edicts."""
    s = securing_the_council(MIKAH, first_regent=LOTUS, imperial_trust={"relic": 2})
    do(s, "secure IC01", "end", "no-summit")
    assert s.first_regent == MIKAH and s.trust[3] == 2
    assert s.phase == CampaignPhase.RESOLVE and s.current_player() == MIKAH
    assert sorted(legal(s)) == ["resolve crises", "resolve edicts"]


def test_an_outlaw_who_secured_the_council_steals_from_the_trust() -> None:
    """CRB p.14 step 3 and its example: an Outlaw steals resources from the Imperial Trust, up to
    their number of empty resource slots; the First Regent loses 1 Power for each."""
    s = securing_the_council(
        DANE,
        titles=["regent", "outlaw", "regent"],
        first_regent=LOTUS,
        imperial_trust={"relic": 2, "fuel": 2},
        seats=[{}, {}, {"power": 5}],
    )
    do(s, "secure IC01", "end", "no-summit")
    assert s.first_regent == LOTUS  # an Outlaw does not take the tile
    assert sorted(legal(s)) == ["done", "take fuel", "take relic"]
    do(s, "take relic", "take fuel")  # Dane's board has 2 empty slots (5 cities left on it)
    assert s.resource_count(DANE, 3) == 1 and s.resource_count(DANE, 1) == 1
    assert s.power[LOTUS] == 3 and s.trust == [0, 1, 0, 1, 0]
    assert sorted(legal(s)) == ["resolve crises", "resolve edicts"]  # slots full: no more


def test_govern_the_imperial_reach_enforce_or_change() -> None:
    """CRB p.20: "The First Regent must either enforce or change the Imperial Policy"; changing
    puts a new Policy card on top and nothing else happens."""
    s = securing_the_council(MIKAH, policies=["peace", "war", "escalation"])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert s.current_player() == MIKAH
    assert sorted(legal(s)) == ["change escalation", "change war", "enforce"]
    power = s.power[:]
    do(s, "change war")
    assert s.policies[0] == "war" and s.power == power
    assert s.phase == Phase.LEAD


def test_the_demand_of_peace_crb_p20_example() -> None:
    """CRB p.20 example: Lotus, the First Regent, takes a Relic from Mikah, a Psionic from Baz,
    and an agent as a Favor from Dane, who has no Relics or Psionics; Lotus has none, so adds
    none. The resources go to the Imperial Trust."""
    seats = [{"resources": ["relic"]}, {"resources": ["fuel"]}, {}, {"resources": ["psionic"]}]
    s = securing_the_council(LOTUS, players=4, seats=seats, policies=["peace", "war", "escalation"])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert s.trust == [0, 0, 0, 1, 1]
    assert s.resource_count(MIKAH, 3) == 0 and s.resource_count(BAZ, 4) == 0
    assert s.favors[LOTUS * 4 + DANE] == 1 and s.agents[DANE] == 9
    assert s.observation(None)["campaign"]["favors"] == [{"holder": LOTUS, "owner": DANE, "count": 1}]


def test_the_first_regent_adds_their_own_and_chooses_what_to_take() -> None:
    """CRB p.20: Peace takes "1 Relic or Psionic from each Regent, even you"; the First Regent
    picks which when a Regent has both."""
    seats = [{"resources": ["relic", "psionic"]}, {"resources": ["relic"]}, {}]
    s = securing_the_council(MIKAH, seats=seats, policies=["peace", "war", "escalation"])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert sorted(legal(s)) == ["demand 0 psionic", "demand 0 relic"]
    do(s, "demand 0 psionic")
    assert s.trust[4] == 1 and s.trust[3] == 1  # Mikah's Psionic and Dane's Relic


def test_an_agentless_regent_may_be_made_an_outlaw() -> None:
    """CRB p.20: "If they have no agents, you may make them an Outlaw"."""
    seats: list[dict[str, Any]] = [{}, {"agents": 0}, {"captives": [0, 10, 0]}]
    s = securing_the_council(MIKAH, seats=seats, policies=["escalation", "war", "peace"])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert sorted(legal(s)) == ["outlaw 1", "spare 1"]
    do(s, "outlaw 1")
    assert s.outlaw[DANE]


def test_celebrate_regency_crb_p21_example() -> None:
    """CRB p.21 example: "One Regent has all 5 cities built, so they gain 5 Power. Nobody else has
    more than 3 cities built, so they gain no Power." (4 built would give 2.)"""
    seats = [{"cities_left": 2}, {"cities_left": 0}, {"cities_left": 1}]
    where = {1: ((2, 1), (2, 2), (2, 3), (3, 1), (3, 2)), 0: ((4, 1), (4, 2), (4, 3))}
    where[2] = ((5, 1), (5, 2), (5, 3), (6, 1))
    buildings = [{"slot": f"{c}.{k}#0", "seat": p, "kind": "city"} for p in where for c, k in where[p]]
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        buildings=buildings,
        seats=[{**seats[0], "hand": ["ADM2"]}, seats[1], seats[2]],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "court": [{"card": data.COUNCIL, "agents": [2, 0, 0]}],
            "policies": ["peace", "war", "escalation"],
        },
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert s.power == [0, 5, 2]


def test_distribute_arms_and_the_war_demand() -> None:
    """CRB p.20: War's Demand takes 1 Trophy or Captive, never an Imperial or Regent piece, from
    each Rival Regent into the First Regent's areas; Distribute Arms gives each Regent a Weapon."""
    held = [{"owner": 2, "piece": "ship", "count": 1}, {"owner": 0, "piece": "ship", "count": 1}]
    seats: list[dict[str, Any]] = [{}, {"trophies": held}, {}]
    s = securing_the_council(MIKAH, seats=seats, titles=["regent", "regent", "outlaw"])
    s.policies = ["war", "peace", "escalation"]
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert s.trophies[(MIKAH * 3 + LOTUS) * 4] == 1 and s.trophies[(DANE * 3 + LOTUS) * 4] == 0
    assert s.trophies[(DANE * 3 + MIKAH) * 4] == 1  # a Regent's piece is never taken
    assert s.resource_count(MIKAH, 2) == 1 and s.resource_count(DANE, 2) == 1
    assert s.resource_count(LOTUS, 2) == 0  # an Outlaw gets no Weapon


def test_requisition_ships() -> None:
    """CRB p.21 Escalation: "Place 2 fresh Imperial ships in an Empire-controlled system"."""
    s = securing_the_council(
        MIKAH, policies=["escalation", "war", "peace"], imperial_ships=[{"system": "2.2", "fresh": 1}]
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert legal(s) == ["requisition 2.2"]
    do(s, "requisition 2.2")
    assert s.imperial_fresh[reach.SYSTEM_INDEX["2.2"]] == 3


def test_guild_envoys_depart() -> None:
    """CRB p.9, p.21 (2 players): "Bury all Guild cards in the Court with no agents on them, then
    refill the Court" (only Guild cards)."""
    s = pos(
        2,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(2)],
        seats=[{"hand": ["ADM2"]}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "court": [
                {"card": data.COUNCIL, "agents": [2, 0]},
                {"card": "CC07"},
                {"card": "CC11"},
                {"card": "CC03", "agents": [0, 1]},
            ],
            "court_deck": ["CC01", "CC02"],
            "policies": ["war", "peace", "escalation"],
        },
    )
    assert s.edicts == [data.GUILD_ENVOYS_DEPART, data.GOVERN]
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert s.court == [data.COUNCIL, "CC01", "CC11", "CC03"]
    # CC07 buried at the bottom (the state keeps the top last), CC02 still on top; the Court cards
    # the position places nowhere lie between them (position.py).
    assert s.court_deck[0] == "CC07" and s.court_deck[-1] == "CC02"
    assert s.current_player() == MIKAH and "enforce" in legal(s)  # then Govern (edict 03)


def test_the_blight_crisis_crb_p18_example() -> None:
    """CRB p.18: "A fresh Blight deals hits! It hits the fresh Imperial ship twice, destroying it.
    Then it hits 1 Loyal ship of each player there"; damaged Blight deal 1 hit."""
    s = securing_the_council(
        MIKAH,
        blight=[{"system": "1.1", "fresh": 1}],
        imperial_ships=[{"system": "1.1", "fresh": 1}],
    )
    ships = s.imperial_ships
    do(s, "secure IC01", "end", "no-summit", "resolve crises")
    x = reach.SYSTEM_INDEX["1.1"]
    assert s.imperial_fresh[x] == 0 and s.imperial_damaged[x] == 0 and s.imperial_ships == ships + 1
    assert [s.damaged[x * 3 + p] for p in range(3)] == [1, 1, 1]
    council.blight_crisis(s, x)  # again: 3 hits, no Imperial ship: each hit on every player
    assert [s.ships_at(x, p) for p in range(3)] == [0, 0, 0]


def test_the_trust_counts_for_the_first_regents_ambitions() -> None:
    """CRB p.21: the frozen resources "still add to your ambitions"."""
    s = pos(campaign_part={"first_regent": DANE, "imperial_trust": {"relic": 2, "material": 1}})
    counts = s.observation(None)["seats"]
    assert counts[DANE]["ambitions"]["keeper"] == 2 and counts[DANE]["ambitions"]["tycoon"] == 1
    assert counts[MIKAH]["ambitions"]["keeper"] == 0
