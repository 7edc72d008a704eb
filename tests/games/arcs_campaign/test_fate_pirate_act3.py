"""F12 Pirate, Act III (issue 28; Fates file "F12 — Pirate"; card texts F12-08A/B, F12-09 to
F12-12, F12-05 to F12-07). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import acts, pirate_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_fate_partisan_act3 import court_turn
from .test_negotiations import negotiating

FATES = {"fate": ["F12", "F1", "F3"], "cards": [["F12-02"], [], []]}
"""Mikah the Pirate (Pirate Hoard kept), Dane the Steward, Lotus the Magnate."""
LAWS = ["F12-11", "F12-12"]
X = reach.SYSTEM_INDEX


def rumor(system: str, face: str, up: bool = False, agents: list[int] | None = None) -> dict[str, Any]:
    return {"system": system, "face_up": up, "rumor": face, "agents": agents or []}


HAVEN_51 = [rumor("5.2", "cluster"), rumor("2.1", "symbol"), rumor("4.3", "false"), rumor("6.2", "false")]
"""The F12-08A example's kind: Cluster Correct in cluster 5, Symbol Correct on an arrow planet of
cluster 2: the Haven is 5.1 (5-arrow)."""


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, "booklet": LAWS, "rumors": HAVEN_51, **camp}


def check(s: CampaignState) -> None:
    """The invariants hold; a snapshot reloads to the same state."""
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


def faces(s: CampaignState, viewer: int | None) -> dict[str, str]:
    return {r["system"]: r["rumor"] for r in s.observation(viewer)["campaign"]["rumors"]}


# -- the Setup side (F12-08A) and the hidden Rumors ----------------------------------------------------
def setting_up() -> CampaignState:
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={"act": 3, "fates": FATES},
    )
    acts.SETUPS[("F12", 3)](s, MIKAH)
    campaign.flow.advance(s)
    return s


def test_setup_spreads_rumors_and_places_four_tokens_then_the_true_ones() -> None:
    """F12-08A: Rumors Spread (09-10) into the Court deck, shuffled (a chance event); 4 Rumors on
    different planets; Rumors of the Haven (11) and Sharing Rumors (12) in the booklet."""
    s = setting_up()
    assert {"F12-09", "F12-10"} <= set(s.court_deck) and (-1, "SHUFFLE", "court") in s.choices
    assert {"F12-11", "F12-12"} <= set(s.booklet)
    assert s.mover == MIKAH and "choose 1.2" in legal(s)
    do(s, "choose 5.2", "choose 2.1", "choose 4.3")
    assert "choose 5.2" not in legal(s)  # a different planet each
    do(s, "choose 6.2")
    assert sorted(legal(s)) == ["choose 2.1", "choose 4.3", "choose 5.2", "choose 6.2"]  # Cluster Correct
    do(s, "choose 5.2", "choose 2.1")  # Symbol Correct
    assert pirate_act3.haven(s) == X["5.1"]
    assert faces(s, MIKAH) == {"2.1": "symbol", "4.3": "false", "5.2": "cluster", "6.2": "false"}


def test_rivals_never_learn_which_rumor_is_true() -> None:
    """F12-08A: "face down ... You may peek at them": the Rivals see 4 hidden Rumors, and the
    Pirate's choice of the True ones is hidden in the log (``choose (hidden)``)."""
    s = setting_up()
    do(s, "choose 5.2", "choose 2.1", "choose 4.3", "choose 6.2")
    a = s.parse_action("choose 5.2")
    assert s.action_text(a, DANE) == "choose (hidden)" and s.action_text(a, MIKAH) == "choose 5.2"
    do(s, "choose 5.2")
    a = s.parse_action("choose 2.1")
    assert s.action_text(a, LOTUS) == "choose (hidden)"
    do(s, "choose 2.1")
    assert set(faces(s, DANE).values()) == {"hidden"}
    worlds = {
        pirate_act3.haven(campaign.determinize(s.observation(DANE), random.Random(k))) for k in range(12)
    }
    assert len(worlds) > 1  # the determinized Haven varies: nothing leaked
    world = campaign.determinize(s.observation(DANE), random.Random(1))
    assert sorted(pirate_act3.placed(world)) == sorted(pirate_act3.placed(s))


def test_a_rival_with_an_agent_on_a_rumor_peeks_at_it() -> None:
    """F12-11: "The Pirate's Rivals may peek at Rumors with their Loyal agents"; a face-up Rumor
    is public; a determinized world keeps what the seat saw."""
    rumors = [rumor("5.2", "cluster", agents=[DANE]), rumor("2.1", "symbol", up=True), *HAVEN_51[2:]]
    s = pos(campaign_part=act3(rumors=rumors))
    assert faces(s, DANE) == {"2.1": "symbol", "4.3": "hidden", "5.2": "cluster", "6.2": "hidden"}
    assert faces(s, LOTUS) == {"2.1": "symbol", "4.3": "hidden", "5.2": "hidden", "6.2": "hidden"}
    for k in range(6):
        world = campaign.determinize(s.observation(DANE), random.Random(k))
        assert pirate_act3.haven(world) == X["5.1"]
    check(s)
    assert "Rumors: 2.1 symbol (face up)" in " ".join(render.fate_lines(s.observation(LOTUS)["campaign"]))


# -- grand ambitions (F12-08B) ---------------------------------------------------------------------------
def test_laugh_at_your_rivals_folly() -> None:
    """F12-08B: "Your Pirate Hoard card has at least 2 resources and... no Rival pieces are in
    the Pirate Haven's system... a Loyal piece is in the Pirate Haven's system." (5.1)"""

    def score(hoard: int, ships: list[dict[str, Any]]) -> tuple[int, int, int, int]:
        s = table3(["F12", "F1", "F3"], power=[0, 0, 0], ships=ships,
                   campaign={"rumors": HAVEN_51, "booklet": LAWS, "hoard": {"relic": hoard},
                             "fates": FATES})  # fmt: skip
        return s.grand_scores[0]

    mine = {"system": "5.1", "seat": MIKAH, "fresh": 1}
    assert score(2, [mine]) == (1, MIKAH, 2, 4)
    assert score(2, [mine, {"system": "5.1", "seat": LOTUS, "fresh": 1}]) == (1, MIKAH, 1, 2)
    assert score(2, []) == (1, MIKAH, 1, 2)  # nobody there: the first only
    assert score(1, [mine]) == (1, MIKAH, 0, 0)


# -- the End of Act III (F12-08B) ---------------------------------------------------------------------------
def ending(dane_at: str) -> CampaignState:
    s = pos(
        ships=[{"system": dane_at, "seat": DANE, "fresh": 1}, {"system": "3.3", "seat": LOTUS, "fresh": 1}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part=act3(),
    )
    acts.CAMPAIGN_END["F12"](s, MIKAH)
    campaign.flow.advance(s)
    return s


def test_end_of_act_iii_a_rival_naming_the_haven() -> None:
    """F12-08B: "the Pirate's Rivals in turn order may each choose 1 planet that they control.
    Reveal the True Rumor tokens ... If any player chose the Pirate Haven's planet, they gain 10
    Power and you lose 10 Power.\""""
    s = ending("5.1")
    power = list(s.power)
    assert s.mover == DANE and sorted(legal(s)) == ["choose 5.1", "choose none"]
    do(s, "choose 5.1")
    assert s.mover == LOTUS and sorted(legal(s)) == ["choose 3.3", "choose none"]
    do(s, "choose 3.3")
    assert s.power[DANE] == power[DANE] + 10 and s.power[MIKAH] == power[MIKAH] - 10
    assert s.power[LOTUS] == power[LOTUS]
    assert faces(s, LOTUS)["5.2"] == "cluster" and faces(s, LOTUS)["2.1"] == "symbol"


def test_end_of_act_iii_nobody_finds_the_haven() -> None:
    """ "If no one did, you gain 10 Power.\""""
    s = ending("5.3")
    power = list(s.power)
    do(s, "choose 5.3", "choose none")
    assert s.power[MIKAH] == power[MIKAH] + 10 and s.power[DANE] == power[DANE]


# -- Rumors Spread (F12-09, F12-10) -------------------------------------------------------------------------
def test_rumors_spread_crisis_flips_the_rolled_clusters_rumors() -> None:
    """F12-09 Crisis: "In the rolled cluster, flip all Rumor tokens face up and return all agents
    on them. If this flipped any Rumors, discard this card.\""""
    rumors = [rumor("5.2", "cluster", agents=[DANE]), *HAVEN_51[1:]]
    s = court_turn("F12-09", [0, 0, 0], fates=FATES, booklet=LAWS, rumors=rumors)
    agents = s.agents[DANE]
    s.event_roll = ("crisis", "arrow", 5)
    campaign.vox.CRISES["F12-09"](s)
    assert faces(s, LOTUS)["5.2"] == "cluster" and s.agents[DANE] == agents + 1
    assert "F12-09" in s.court_discard and "F12-09" not in s.court
    s.court.append("F12-10")
    s.court_agents += [0, 0, 0]
    s.event_roll = ("crisis", "arrow", 1)
    campaign.vox.CRISES["F12-10"](s)
    assert "F12-10" in s.court  # nothing flipped: it stays


def test_rumors_spread_secured_places_an_agent_where_you_have_loyal_pieces() -> None:
    """F12-09 When Secured: "You may place an agent on a Rumor token in a system with Loyal
    pieces. Discard this card." (Dane's ship at 4.3.)"""
    s = court_turn("F12-09", [0, 3, 0], seat=DANE, fates=FATES, booklet=LAWS, rumors=HAVEN_51,
                   ships=[{"system": "4.3", "seat": DANE, "fresh": 1}])  # fmt: skip
    do(s, "secure F12-09")
    assert s.mover == DANE and sorted(legal(s)) == ["choose 4.3", "choose none"]
    do(s, "choose 4.3")
    assert faces(s, DANE)["4.3"] == "false" and "F12-09" in s.court_discard
    assert invariants.problems(s) == []


# -- Rumors of the Haven (F12-11): stealing from the Pirate ---------------------------------------------
def test_stealing_from_the_pirate_in_battle_places_an_agent_on_a_rumor() -> None:
    """F12-11: "In battle, if a player steals anything from the Pirate, they may also place 1
    agent on a Rumor without a Loyal agent" (once per battle)."""
    s = pos(
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "starport"}],
        seats=[{"resources": ["relic", "fuel"]}, {}, {}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part=act3(),
    )
    do(s, "battle 1.1 0", "dice 0 0 2", "roll R5 R5")
    steal = next(a for a in legal(s) if a.startswith("steal"))
    do(s, steal)
    assert s.mover == DANE and "choose 2.1" in legal(s) and "choose none" in legal(s)
    do(s, "choose 2.1")
    assert faces(s, DANE)["2.1"] == "symbol" and faces(s, LOTUS)["2.1"] == "hidden"
    for a in [a for a in legal(s) if a.startswith("steal")][:1]:
        do(s, a)
    assert not any(a.startswith("choose 4.3") for a in legal(s))  # once per battle
    assert invariants.problems(s) == []


# -- Sharing Rumors (F12-12) ----------------------------------------------------------------------------
def test_share_rumor_lets_a_rival_put_an_agent_on_your_rumor() -> None:
    """F12-12: "Rivals of the Pirate can take a new Negotiation action, Share Rumor: A Rival
    places their Loyal agent on a Rumor token that has your Loyal agent." (Lotus the Pirate.)"""
    rumors = [rumor("5.2", "cluster", agents=[MIKAH]), *HAVEN_51[1:]]
    fates = {"fate": ["F1", "F3", "F12"], "cards": [[], [], ["F12-02"]]}
    s = negotiating(act=3, fates=fates, booklet=LAWS, rumors=rumors, seats=[{}, {}, {}])
    do(s, "propose 1")
    assert "give share 5.2" in legal(s)
    do(s, "give share 5.2", "offer", "accept")
    assert faces(s, DANE)["5.2"] == "cluster"
    s = negotiating(act=3, fates=fates, booklet=LAWS, rumors=rumors, seats=[{}, {}, {}])
    do(s, "propose 2")  # the Pirate: no Share Rumor
    assert not any("share" in a for a in legal(s))


# -- Pirate Smugglers, Call to Action, Silver-Tongues (F12-05 to F12-07) --------------------------------
def test_pirate_smugglers_taxes_rival_cities_with_loyal_ships_without_captives() -> None:
    """F12-05: "You may tax Rival cities with any Loyal ships, ignoring control, but you do not
    capture an agent if you do not control it." (Dane controls 2.2 with 2 ships.)"""

    def table(guild: list[str]) -> CampaignState:
        return pos(
            ships=[{"system": "2.2", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": DANE, "fresh": 2}],
            buildings=[{"slot": "2.2#0", "seat": DANE, "kind": "city"}],
            seats=[{"guild": guild}, {}, {}],
            turn=turn(MIKAH, "ADM4", 3),
            campaign_part=act3(),
        )

    assert "tax 2.2#0" not in legal(table([]))
    s = table(["F12-05"])
    captives = list(s.captives)
    do(s, "tax 2.2#0")
    assert s.resource_count(MIKAH, reach.PLANET_RESOURCE[X["2.2"]]) == 1 and s.captives == captives


def test_call_to_action_draws_the_bottom_action_discard() -> None:
    """F12-06: "Crisis: The player with the most resources takes the When Secured action. When
    Secured: Draw 1 action card from the bottom of the action discard pile. Discard Call to
    Action." (Lotus holds the most resources.)"""
    s = court_turn("F12-06", [0, 0, 0], fates=FATES, booklet=LAWS, rumors=HAVEN_51,
                   seats=[{}, {}, {"resources": ["fuel", "relic"]}])  # fmt: skip
    s.action_discard = [("CON3", True, DANE), ("MOB5", True, MIKAH)]
    campaign.vox.CRISES["F12-06"](s)
    assert "CON3" in s.hands[LOTUS] and s.action_discard == [("MOB5", True, MIKAH)]
    assert "F12-06" in s.court_discard
    s = court_turn("F12-06", [0, 3, 0], seat=DANE, fates=FATES, booklet=LAWS, rumors=HAVEN_51)
    s.action_discard = [("CON3", True, LOTUS)]
    do(s, "secure F12-06")
    assert "CON3" in s.hands[DANE] and "F12-06" in s.court_discard


def test_silver_tongues_as_cc08() -> None:
    """F12-07: as Silver-Tongues (CC08): discard it to steal a Guild card or resource."""
    s = pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"guild": ["F12-07"]}, {"resources": ["relic"]}, {}],
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part=act3(),
    )
    do(s, "prelude F12-07 1 relic")
    assert s.resource_count(MIKAH, 3) == 1 and "F12-07" in s.court_discard
