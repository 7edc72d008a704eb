"""F3 Magnate, Act I (Fates file "F3 — Magnate"; card texts F3-01B, F3-02). Each test fails
without its rule."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import IllegalAction
from ambitions.games.arcs_campaign import data, observe
from ambitions.games.arcs_campaign.fates import magnate
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, MIKAH, do, legal, pos, turn
from .test_negotiations import held, negotiating

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


# -- the objective's hooks in a Summit's Negotiations (CRB p.17) ---------------------------------------
def magnate_negotiating(**kw: Any) -> CampaignState:
    """Mikah (Magnate) called the Summit and may propose (`test_negotiations.negotiating`)."""
    return negotiating(**{"fates": MAGNATE_FATES, **kw})


def test_a_rival_giving_the_magnate_a_favor_or_resource_advances_2_each() -> None:
    """F3-01B *Close Deals with Rivals*: "advance 2 whenever a Rival gives you a Favor or
    resource" (a deal with both: 4)."""
    s = magnate_negotiating(seats=[{}, {"resources": ["fuel"]}, {}])
    do(s, "propose 1", "ask transfer fuel", "ask promise", "offer")
    assert s.objective[MIKAH] == 10  # nothing before the Rival accepts
    do(s, "accept")
    assert s.objective[MIKAH] == 6 and held(s, MIKAH) == ["fuel"]


def test_what_the_magnate_gave_that_rival_this_summit_does_not_count() -> None:
    """F3-01B: "(not one you gave them this Summit)": Mikah gives Dane a relic, Dane gives it
    back (in his own deal: one proposal to each Rival per Summit): nothing; a Favor of Mikah's
    given back the same way: nothing; Dane's own fuel: 2."""
    s = magnate_negotiating(seats=[{"resources": ["relic"]}, {"resources": ["fuel"]}, {}])
    do(s, "propose 1", "give transfer relic", "give promise", "offer", "accept")
    assert s.objective[MIKAH] == 10 and s.summit_gifts == ["1 relic", "1 favor 0"]
    assert s.mover == DANE
    do(s, "propose 0", "give transfer relic", "give transfer favor 0", "give transfer fuel")
    do(s, "offer", "accept")
    assert s.objective[MIKAH] == 8 and s.summit_gifts == []


def test_a_rival_giving_a_rival_nothing_for_the_magnate() -> None:
    """Only what is given to the Magnate counts: Dane gives Lotus a fuel."""
    s = magnate_negotiating(seats=[{}, {}, {"resources": ["fuel"]}])
    do(s, "pass")
    assert s.mover == DANE
    do(s, "propose 2", "ask transfer fuel", "offer", "accept")
    assert s.objective[MIKAH] == 10


def test_export_to_the_galactic_core_discards_3_resources_and_advances_2() -> None:
    """F3-01B *Export to the Galactic Core*: "In Summit negotiations, advance 2 each time you
    choose to discard 3 resources" (repeatable; Merchant League's frozen resources stay)."""
    s = magnate_negotiating(
        seats=[{"resources": ["relic", "relic", "fuel", "weapon"]}, {}, {}],
        fates={**MAGNATE_FATES, "merchant_league": {"psionic": 2}},
    )
    options = [a for a in legal(s) if a.startswith("export")]
    assert sorted(options) == [
        "export fuel relic relic",
        "export fuel weapon relic",
        "export weapon relic relic",
    ]
    supply = s.resource_supply[:]
    do(s, "export fuel relic relic")
    assert held(s, MIKAH) == ["weapon"] and s.objective[MIKAH] == 8 and s.league[4] == 2
    assert s.resource_supply[3] == supply[3] + 2 and s.resource_supply[1] == supply[1] + 1
    assert s.mover == MIKAH and not any(a.startswith("export") for a in legal(s))  # 1 left


def test_only_the_magnate_exports_and_only_in_negotiations() -> None:
    rich = {"resources": ["relic", "relic", "fuel"]}
    s = negotiating(seats=[rich, {}, {}])  # no Magnate
    assert not any(a.startswith("export") for a in legal(s))
    s = league_turn()
    assert not any(a.startswith("export") for a in legal(s))


def test_transfer_asset_may_give_merchant_leagues_frozen_resources() -> None:
    """F3-02: frozen "except for the Transfer Asset action"; given to Dane, a relic counts as his
    gift to nobody (the Magnate gave it)."""
    s = magnate_negotiating(fates={**MAGNATE_FATES, "merchant_league": {"relic": 2}})
    assert "give transfer league relic" in legal(do(s, "propose 1"))
    do(s, "give transfer league relic", "offer", "accept")
    assert s.league[3] == 1 and held(s, DANE) == ["relic"] and s.summit_gifts == ["1 relic"]
    dane = negotiating(seats=[{}, {}, {}])
    assert not any("league" in a for a in legal(do(dane, "propose 1")))  # no Merchant League


def test_a_bad_export_is_refused_and_changes_nothing() -> None:
    s = magnate_negotiating(seats=[{"resources": ["relic", "fuel", "weapon"]}, {}, {}])
    before = observe.snapshot(s)
    with pytest.raises(IllegalAction):
        do(s, "export relic relic relic")
    assert observe.snapshot(s) == before
