"""A Summit's Return Favors (CRB p.16) and Negotiations (CRB p.17), each with the affected
Rival's consent. Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, RESOURCE_SLOTS, SHIP, building_code
from ambitions.games.arcs_campaign import data, negotiations
from ambitions.games.arcs_campaign import summit as summit_
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, nobody_negotiates, pos, turn

RES = ("material", "fuel", "weapon", "relic", "psionic")
X22 = reach.SYSTEM_INDEX["2.2"]


def held(s: CampaignState, seat: int) -> list[str]:
    board = s.resources[seat * RESOURCE_SLOTS : (seat + 1) * RESOURCE_SLOTS]
    return sorted(RES[r] for r in board if 0 <= r < 5)


def summit(
    seats: list[dict[str, Any]] | None = None,
    buildings: list[dict[str, Any]] | None = None,
    cities: tuple[str, ...] = ("2.2", "3.2"),
    **campaign: Any,
) -> CampaignState:
    """Mikah secures the Council, ends the round and calls the Summit. Mikah has ships in 1.1
    and 2.2 and a city in 2.2 and 3.2, an agent on Lattice Spies (CC07); Dane and Lotus a ship
    in 1.1 each."""
    rows = seats or [{}, {}, {}]
    rows[MIKAH] = {"hand": ["ADM2"], "cities_left": 5 - len(cities), **rows[MIKAH]}
    court = [
        {"card": data.COUNCIL, "agents": [2, 0, 0]},
        {"card": "CC07", "agents": [1, 0, 0]},
        {"card": "CC11"},
    ]
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)]
        + [{"system": "2.2", "seat": MIKAH, "fresh": 1, "damaged": 1}],
        buildings=[{"slot": f"{x}#0", "seat": MIKAH, "kind": "city"} for x in cities] + (buildings or []),
        seats=rows,
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={"court": court, "first_regent": MIKAH, **campaign},
    )
    return do(s, "secure IC01", "end", "summit")


def negotiating(cities: tuple[str, ...] = ("2.2", "3.2"), **kw: Any) -> CampaignState:
    """The Call to Order done: Mikah may propose."""
    s = do(summit(cities=cities, **kw), "done")
    assert s.mover == MIKAH and "pass" in legal(s)
    return s


# -- the Negotiations' flow ---------------------------------------------------------------------------
def test_negotiations_follow_the_call_to_order_and_end_when_nobody_negotiates() -> None:
    """CRB p.16-17: after the Call to Order, all players may take Negotiation actions; if no
    one is negotiating, the Summit ends."""
    s = negotiating()
    assert sorted(legal(s)) == ["pass", "propose 1", "propose 2"]
    do(s, "pass")
    assert s.mover == DANE  # the next in turn order
    do(s, "pass", "pass")
    assert s.phase == CampaignPhase.RESOLVE and s.steps[0][0] != "negotiate"  # then the title step


def test_a_refused_deal_changes_nothing() -> None:
    """CRB p.17: "To take a Negotiation action, you need the consent of the affected Rival"."""
    s = negotiating(seats=[{"resources": ["relic"]}, {}, {}])
    do(s, "propose 1", "give transfer relic", "offer")
    assert s.mover == DANE and sorted(legal(s)) == ["accept", "refuse"]
    assert s.observation(LOTUS)["campaign"]["negotiation"] == {
        "proposer": MIKAH,
        "rival": DANE,
        "offered": True,
        "parts": ["give transfer relic"],
    }
    before = (held(s, MIKAH), held(s, DANE))
    do(s, "refuse")
    assert (held(s, MIKAH), held(s, DANE)) == before
    assert s.mover == DANE and "propose 0" in legal(s)  # the next player may negotiate


def test_a_player_proposes_a_deal_to_each_rival_once_per_summit() -> None:
    """Reading of CRB p.17 (docs/campaign.md): one proposal to each Rival per Summit, whether it
    is withdrawn, refused or accepted; the Rival may still make their own."""
    s = negotiating()
    do(s, "propose 1", "withdraw")
    assert s.mover == DANE and "propose 0" in legal(s)  # Dane may still propose to Mikah
    do(s, "pass", "pass")
    assert s.mover == MIKAH and sorted(legal(s)) == ["pass", "propose 2"]
    do(s, "propose 2", "give promise", "offer", "accept")
    assert s.mover == MIKAH and legal(s) == ["pass"]
    do(s, "pass")
    assert s.phase == CampaignPhase.RESOLVE and s.steps[0][0] != "negotiate"


@pytest.mark.parametrize("seed", range(4))
def test_a_summit_ends_though_nobody_passes_while_anything_else_is_legal(seed: int) -> None:
    """Players who never pass (``random+``'s way) still end the Summit: at most one deal of at
    most `MAX_PARTS` parts from each player to each Rival, then only ``pass`` is left."""
    rng = random.Random(seed)
    s = negotiating(seats=[{"resources": ["relic", "fuel"]}, {"resources": ["weapon"]}, {}])
    bound = 3 * 2 * (negotiations.MAX_PARTS + 3) + 3  # propose, parts, offer, answer; 3 passes
    for _ in range(bound):
        if s.steps[0][0] not in summit_.NEGOTIATION_STEPS:
            break
        options = legal(s)
        do(s, rng.choice([a for a in options if a != "pass"] or options))
    assert s.phase == CampaignPhase.RESOLVE and s.steps[0][0] not in summit_.NEGOTIATION_STEPS


# -- each Negotiation action ---------------------------------------------------------------------------
def test_cede_control_replaces_a_loyal_ship_keeping_it_damaged() -> None:
    """CRB p.17 Cede Control: "Replace 1 Loyal piece on the map with 1 Rival piece of that type";
    "If the old piece was damaged, the new piece is placed damaged"."""
    s = negotiating()
    do(s, "propose 1")
    assert "give cede 2.2 damaged" in legal(s) and "give cede 2.2 fresh" in legal(s)
    do(s, "give cede 2.2 damaged", "offer", "accept")
    assert s.damaged[X22 * 3 + MIKAH] == 0 and s.damaged[X22 * 3 + DANE] == 1
    assert s.fresh[X22 * 3 + MIKAH] == 1 and s.fresh[X22 * 3 + DANE] == 0


def test_cede_control_of_a_building_only_where_no_loyal_ships_are_and_never_the_last() -> None:
    """CRB p.17: "You can only replace a Loyal building if no Loyal ships are in its system, and
    you cannot replace your last city, starport, or ship on the map"."""
    s = negotiating()
    do(s, "propose 2")
    cedes = [a for a in legal(s) if a.startswith("give cede")]
    assert "give cede 3.2#0" in cedes and "give cede 2.2#0" not in cedes  # Mikah's ships in 2.2
    do(s, "give cede 3.2#0")
    # The city in 2.2 is now the last one: no more cities to cede (and not in 2.2 anyway).
    assert not [a for a in legal(s) if a.startswith("give cede") and "#" in a]
    do(s, "offer", "accept")
    slot = reach.SYSTEM_SLOTS[reach.SYSTEM_INDEX["3.2"]][0]
    assert s.slots[slot] == building_code(LOTUS, CITY, False) and s.cities_left[MIKAH] == 4
    # Two cities where Mikah has no ships: either may go, not both (the last one stays).
    s = negotiating(cities=("3.2", "4.2"))
    do(s, "propose 2")
    assert {"give cede 3.2#0", "give cede 4.2#0"} <= set(legal(s))
    do(s, "give cede 4.2#0")
    assert "give cede 3.2#0" not in legal(s)


def test_delegate_authority_replaces_an_agent_on_a_court_card() -> None:
    """CRB p.17 Delegate Authority: "Replace 1 Loyal agent on a card in the Court with a
    Rival's agent"."""
    s = negotiating()
    i = s.court.index("CC07")
    agents = s.agents[DANE]
    do(s, "propose 1", "give delegate CC07", "offer", "accept")
    assert s.court_agents[i * 3 + MIKAH] == 0 and s.court_agents[i * 3 + DANE] == 1
    assert s.agents[DANE] == agents - 1


def test_promise_favor_and_transfer_asset_in_one_multipart_deal() -> None:
    """CRB p.17 Promise Favor: "Give 1 Loyal agent from your supply to a Rival, placing it on
    their Fate card"; Transfer Asset: "Give 1 Captive, Trophy, Favor, or resource"; Multipart
    Negotiations: "take all these actions at once"."""
    s = negotiating(seats=[{}, {"resources": ["fuel"]}, {}])
    agents = s.agents[MIKAH]
    do(s, "propose 1", "give promise", "ask transfer fuel")
    assert s.observation(DANE)["campaign"]["negotiation"]["parts"] == ["give promise", "ask transfer fuel"]
    do(s, "offer", "accept")
    assert s.favors[DANE * 3 + MIKAH] == 1 and s.agents[MIKAH] == agents - 1
    assert held(s, MIKAH) == ["fuel"] and held(s, DANE) == []


def test_transfer_asset_returns_a_rivals_own_piece_to_their_supply() -> None:
    """CRB p.17: "If it is their Loyal piece, return it to their supply" (a Trophy of Dane's
    ship, and Dane's Favor)."""
    s = negotiating(
        seats=[{"trophies": [{"owner": DANE, "piece": "ship", "count": 1}]}, {}, {}],
        favors=[{"holder": MIKAH, "owner": DANE, "count": 1}],
    )
    ships, agents = s.ships[DANE], s.agents[DANE]
    do(s, "propose 1", "give transfer trophy 1 ship", "give transfer favor 1", "offer", "accept")
    assert s.trophies[(MIKAH * 3 + DANE) * 4 + SHIP] == 0 and s.trophies[(DANE * 3 + DANE) * 4 + SHIP] == 0
    assert s.ships[DANE] == ships + 1 and s.agents[DANE] == agents + 1 and s.favors[MIKAH * 3 + DANE] == 0


def test_invite_to_empire_only_by_the_first_regent() -> None:
    """CRB p.17 Invite to Empire: "If you're the First Regent, flip an Outlaw's title card to
    Regent"."""
    s = negotiating(titles=["regent", "outlaw", "regent"])
    do(s, "propose 1")
    assert "give invite" in legal(s) and "ask invite" not in legal(s)
    do(s, "give invite", "offer", "accept")
    assert not s.outlaw[DANE]
    # Lotus, not the First Regent, cannot invite an Outlaw.
    s = negotiating(titles=["regent", "outlaw", "regent"])
    do(s, "pass", "pass", "propose 1")
    assert not [a for a in legal(s) if a.endswith("invite")]


# -- Return Favors ---------------------------------------------------------------------------------------
def test_the_crb_p16_example_two_favors_force_a_relic() -> None:
    """CRB p.16: "They return two of Dane's Favors to him to force him to give them a Relic
    (Transfer Asset), since it has a raid cost of 2!" (Dane's Relic in his raid cost 2 slot)."""
    dane_board = {"cities_left": 3, "resources": ["fuel", "material", "weapon", "relic"]}
    cities = [{"slot": f"{x}#0", "seat": DANE, "kind": "city"} for x in ("4.2", "5.2")]
    s = summit(
        seats=[{}, dane_board, {}], buildings=cities, favors=[{"holder": MIKAH, "owner": DANE, "count": 2}]
    )
    agents = s.agents[DANE]
    assert "force 1 transfer relic 2" in legal(s)
    assert not any(a.startswith("force 1 transfer fuel") for a in legal(s))  # its slot's raid cost is 3
    do(s, "force 1 transfer relic 2")
    assert held(s, MIKAH) == ["relic"] and "relic" not in held(s, DANE)
    assert s.favors[MIKAH * 3 + DANE] == 0 and s.agents[DANE] == agents + 2  # back to his supply
    # One Favor forces any other Negotiation action, here a Promise Favor (no consent asked).
    s = summit(favors=[{"holder": MIKAH, "owner": DANE, "count": 1}])
    do(s, "force 1 promise")
    assert s.favors[MIKAH * 3 + DANE] == 1 and s.mover == MIKAH  # back to the Call to Order


def test_return_favors_forces_the_resource_of_the_slot_the_caller_chooses() -> None:
    """CRB p.16: Return Favors forces a Negotiation action "in the way you choose"; CRB p.17:
    forcing a resource "costs Favors equal to its raid cost". Dane holds a Relic in a slot of
    raid cost 3 and one in a slot of raid cost 1: with 3 of his Favors, Mikah chooses which,
    and returns 3 or 1 of them."""
    dane_board = {"resources": ["relic", "relic"]}
    s = summit(seats=[{}, dane_board, {}], favors=[{"holder": MIKAH, "owner": DANE, "count": 3}])
    assert s.resources[DANE * RESOURCE_SLOTS : DANE * RESOURCE_SLOTS + 2] == [3, 3]
    relics = sorted(a for a in legal(s) if a.startswith("force 1 transfer relic"))
    assert relics == ["force 1 transfer relic 1", "force 1 transfer relic 3"]
    agents = s.agents[DANE]
    costly = do(s.clone(), "force 1 transfer relic 3")
    assert costly.resources[DANE * RESOURCE_SLOTS : DANE * RESOURCE_SLOTS + 2] == [-1, 3]  # the 3-key slot
    assert costly.favors[MIKAH * 3 + DANE] == 0 and costly.agents[DANE] == agents + 3
    cheap = do(s, "force 1 transfer relic 1")
    assert cheap.resources[DANE * RESOURCE_SLOTS : DANE * RESOURCE_SLOTS + 2] == [3, -1]
    assert cheap.favors[MIKAH * 3 + DANE] == 2 and cheap.agents[DANE] == agents + 1
    assert held(cheap, MIKAH) == ["relic"]
    # With 2 Favors left, the Relic in the 3-key slot is out of reach.
    assert not any(a.startswith("force 1 transfer relic") for a in legal(cheap))


def test_an_outlaw_caller_forces_the_first_regent_to_invite_them_with_one_favor() -> None:
    """Outlaw title: "You can force them to make you a Regent if you called the Summit and
    return 1 Favor of theirs to them"."""
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{}, {"hand": ["ADM2"]}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part={
            "court": [{"card": data.COUNCIL, "agents": [0, 2, 0]}],
            "first_regent": MIKAH,
            "titles": ["regent", "outlaw", "regent"],
            "favors": [{"holder": DANE, "owner": MIKAH, "count": 1}],
        },
    )
    do(s, "secure IC01", "end", "summit")
    asking = do(s.clone(), "done", "propose 0")
    assert "ask invite" in legal(asking)  # or ask for it, with the First Regent's consent
    assert "force 0 invite" in legal(s)
    do(s, "force 0 invite")
    assert not s.outlaw[DANE] and s.favors[DANE * 3 + MIKAH] == 0
    nobody_negotiates(do(s, "done"))
    assert s.first_regent == DANE  # a Regent now: the Council's step 2 makes them First Regent


def test_a_proposal_that_is_not_legal_is_refused_with_a_clear_error_and_changes_nothing() -> None:
    """Bad input gets a clear error and changes nothing: a proposal to oneself, a part the
    proposer cannot take (a resource Mikah does not hold), an answer out of turn."""
    s = negotiating()
    before = s.clone()
    for text in ("propose 0", "give transfer relic", "accept"):
        try:
            s.apply(s.parse_action(text))
        except ValueError as error:
            assert text in str(error) and "seat 0" in str(error)
        else:
            raise AssertionError(f"{text} was accepted")
        assert s.history == before.history and s.steps == before.steps
    do(s, "propose 1")
    try:
        s.apply(s.parse_action("give transfer relic"))
    except ValueError as error:
        assert "give transfer relic" in str(error)
    else:
        raise AssertionError("gave a relic Mikah does not have")
