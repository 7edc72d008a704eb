"""Summits' Call to Order (CRB p.14, p.16). Each test fails without its rule."""

from __future__ import annotations

from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.state import CampaignPhase

from .conftest import DANE, LOTUS, MIKAH, do, legal, nobody_negotiates
from .test_council_edicts import securing_the_council


def test_the_crb_p14_example_leave_the_empire_then_steal_from_the_trust() -> None:
    """CRB p.14: "You're the First Regent and secure the Council. When the round ends, you call
    the Summit and become an Outlaw, giving away First Regent. Then, you steal 3 resources from
    the Imperial Trust, making the new First Regent lose 3 Power" (3 empty slots here: 4 open,
    1 resource held)."""
    seats = [{"cities_left": 3, "resources": ["fuel"]}, {"power": 2}, {"power": 6}]
    s = securing_the_council(
        MIKAH,
        seats=seats,
        buildings=[{"slot": f"{x}#0", "seat": MIKAH, "kind": "city"} for x in ("2.2", "3.2")],
        first_regent=MIKAH,
        imperial_trust={"relic": 2, "psionic": 2},
    )
    do(s, "secure IC01", "end")
    assert legal(s) == ["summit", "no-summit"]
    do(s, "summit")
    assert sorted(legal(s)) == ["done", "leave", "petition"]
    nobody_negotiates(do(s, "leave", "done"))
    assert s.outlaw[MIKAH] and s.first_regent == LOTUS  # the Regent with the most Power
    assert s.trust == [0, 0, 0, 2, 2]  # the Trust stays on the tile
    do(s, "take relic", "take relic", "take psionic")
    assert s.power[LOTUS] == 3 and s.trust == [0, 0, 0, 0, 1]
    assert sorted(legal(s)) == ["resolve crises", "resolve edicts"]


def test_petition_the_council_even_after_securing_it() -> None:
    """CRB p.16: "Petition the Council: Flip the Imperial Council card to its In Session side"
    (CRB p.16 example: even though they called the Summit by securing the Council)."""
    s = securing_the_council(MIKAH)
    nobody_negotiates(do(s, "secure IC01", "end", "summit", "petition", "done"))
    assert s.council == data.IN_SESSION
    assert s.phase == CampaignPhase.RESOLVE and s.first_regent == MIKAH


def test_the_last_regent_leaving_returns_the_trust() -> None:
    """CRB p.16 Leave the Empire: "If there are no Regents, return all resources from the
    Imperial Trust to the supply, lose 1 Power per resource returned, and place the First Regent
    tile in the supply"; Revive the Empire when there are no Regents."""
    s = securing_the_council(
        DANE,
        titles=["outlaw", "regent", "outlaw"],
        first_regent=DANE,
        imperial_trust={"material": 1, "weapon": 1},
        seats=[{}, {"power": 5}, {}],
    )
    supply = s.resource_supply[:]
    do(s, "secure IC01", "end", "summit", "leave")
    assert s.first_regent == -1 and s.trust == [0] * 5 and s.power[DANE] == 3
    assert s.resource_supply[0] == supply[0] + 1 and s.resource_supply[2] == supply[2] + 1
    assert "revive" in legal(s)
    nobody_negotiates(do(s, "revive", "done"))
    assert not s.outlaw[DANE] and s.first_regent == DANE


def test_no_revive_while_a_regent_remains() -> None:
    s = securing_the_council(DANE, titles=["regent", "outlaw", "outlaw"], first_regent=MIKAH)
    do(s, "secure IC01", "end", "summit")
    assert "revive" not in legal(s) and "leave" not in legal(s)


def test_leave_and_revive_once_each_per_summit_so_a_summit_always_ends() -> None:
    """CRB p.16 "any number of Call to Order actions": leaving again after reviving would only
    undo the revival (the Trust went back to the supply with the last Regent), so each title
    change is offered once per Summit and a caller who always takes the first option still ends
    the Summit. The next Summit offers them again."""
    s = securing_the_council(
        DANE, titles=["outlaw", "regent", "outlaw"], first_regent=DANE, seats=[{}, {"power": 5}, {}]
    )
    do(s, "secure IC01", "end", "summit", "leave", "revive")
    assert not s.outlaw[DANE] and s.first_regent == DANE
    assert sorted(legal(s)) == ["done", "petition"]  # (no leave: left already in this Summit)
    do(s, "petition")
    assert sorted(legal(s)) == ["done"]
    do(s, "done")
    assert s.steps[0][0] == "negotiate"
