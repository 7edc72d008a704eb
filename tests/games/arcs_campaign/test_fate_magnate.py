"""F3 Magnate, Act I (Fates file "F3 — Magnate"; card texts F3-01B, F3-02). Each test fails
without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import magnate
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, MIKAH, do, legal, pos, turn

MAGNATE_FATES = {"fate": ["F3", "F1", "F6"], "cards": [["F3-02"], [], []]}


def league_turn(**fates: Any) -> CampaignState:
    """Mikah (Magnate, Merchant League) leads Administration 4 and may declare Warlord."""
    return pos(turn=turn(MIKAH, "ADM4", 3), campaign_part={"fates": {**MAGNATE_FATES, **fates}})


def test_merchant_league_gains_any_two_resources_onto_it_on_declaring() -> None:
    """F3-02: "When you declare an ambition, you may gain any 2 resources onto here"."""
    s = league_turn()
    supply = s.resource_supply[:]
    do(s, "declare warlord")
    assert sorted(legal(s)) == ["choose fuel", "choose material", "choose none", "choose psionic",
                                "choose relic", "choose weapon"]  # fmt: skip
    do(s, "choose relic", "choose relic")
    assert s.league == [0, 0, 0, 2, 0]
    assert s.resource_supply[3] == supply[3] - 2
    assert s.observation(DANE)["campaign"]["merchant_league"] == {"relic": 2}


def test_merchant_league_resources_count_for_ambitions_but_are_frozen() -> None:
    """F3-01B: "You can't discard resources from your Merchant League—they're frozen except for
    the Transfer Asset action"; they are in its holder's play area (CRB p.27 "Counting")."""
    s = league_turn(merchant_league={"relic": 2})
    assert s.more_ambition_count(MIKAH, 3) == 2  # Keeper
    assert s.more_ambition_count(MIKAH, 0) == 0  # Tycoon: no Material or Fuel there
    assert not any(a.startswith("spend") for a in legal(s))  # not on the board: never spent


def test_merchant_league_may_gain_nothing() -> None:
    s = league_turn()
    do(s, "declare warlord", "choose none")
    assert s.league == [0] * 5 and not any(a.startswith("choose") for a in legal(s))


def test_merchant_league_crisis_discards_everything_on_it() -> None:
    """F3-02 "Crisis: Discard all resources from here", a Fate Crisis (CRB p.18)."""
    council = [2, 0, 0]
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "court": [{"card": data.COUNCIL, "agents": council}, {"card": "CC01"}],
            "court_deck": ["CC02", "CC03"],
            "fates": {**MAGNATE_FATES, "merchant_league": {"fuel": 1, "psionic": 2}},
        },
    )
    supply = s.resource_supply[:]
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert s.league == [0] * 5
    assert s.resource_supply[1] == supply[1] + 1 and s.resource_supply[4] == supply[4] + 2


def test_deals_and_exports_in_negotiations_advance_2_each() -> None:
    """F3-01B: 2 each time a Rival gives you a Favor or resource, and each time you choose to
    discard 3 resources (the hooks the Summits' Negotiations call)."""
    s = league_turn()
    magnate.rival_gave(s, MIKAH)
    magnate.exported(s, MIKAH)
    assert s.objective[MIKAH] == 10 - 4
