"""F6 Partisan, Act I (Fates file "F6 — Partisan"; card texts F6-01B, F6-02, F6-03). Each test
fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos

PARTISAN = {"fate": ["F3", "F6", "F1"]}  # Dane is the Partisan


def follow(hand: list[str], dane: dict[str, Any] | None = None, fates: dict[str, Any] = PARTISAN) -> Any:
    """Mikah led Administration 2 (initiative); Dane Surpasses with Administration 4."""
    return pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "ADM2"},
        turn={"seat": DANE, "card": "ADM4", "mode": "surpass"},
        seats=[{}, {"hand": hand, **(dane or {})}, {}],
        campaign_part={"fates": fates},
    )


def test_partisan_seizing_replaces_the_second_card_with_outrage() -> None:
    """F6-03: "You cannot seize the initiative by discarding a second action card. Instead, you
    may seize the initiative when you play a card if you choose to Provoke Outrage with a
    non-Outraged resource"."""
    s = follow(["AGG5", "MOB3"], dane={"outrage": ["weapon"]})
    options = legal(s)
    assert not any(a.startswith("seize ") for a in options)
    seize = sorted(a for a in options if a.startswith("seize-outrage"))
    assert seize == [f"seize-outrage {r}" for r in ("fuel", "material", "psionic", "relic")]
    do(s, "seize-outrage psionic")
    assert s.seized_by == DANE and s.initiative == DANE
    assert s.outrage[DANE] >> 4 & 1
    assert "F6-02" not in s.guild[DANE] and "F6-02" in s.court_discard  # a Psionic Guild card
    assert s.hands[DANE] == ["AGG5", "MOB3"]  # no card discarded


def test_a_rival_still_seizes_with_a_second_card() -> None:
    s = follow(["AGG5"], fates={"fate": ["F6", "F3", "F1"]})  # Mikah is the Partisan, not Dane
    assert "seize AGG5" in legal(s) and not any(a.startswith("seize-outrage") for a in legal(s))


def test_the_partisan_seizes_without_a_second_card() -> None:
    s = follow([])
    assert "seize-outrage relic" in legal(s)


def test_no_seizing_after_acting_or_with_the_lead_card() -> None:
    s = follow(["AGG5"])
    do(s, "tax" if "tax" in legal(s) else "influence IC01")
    assert not any(a.startswith("seize-outrage") for a in legal(s))
    lead = {"seat": DANE, "card": "ADM4", "mode": "lead"}
    s = pos(initiative=DANE, turn=lead, campaign_part={"fates": PARTISAN})
    assert not any(a.startswith("seize-outrage") for a in legal(s))


def test_gaining_the_initiative_advances_the_partisan() -> None:
    """F6-01B "Sow Division": 1 each time you gain the initiative marker by any means."""
    s = follow([])
    do(s, "seize-outrage relic")
    assert s.objective[DANE] == 11 - 1


def chapter_end(outrage: list[str]) -> CampaignState:
    """Nobody has cards: Warlord is scored; Dane has a Trophy and wins it."""
    trophy = {"owner": LOTUS, "piece": "ship", "count": 1}
    return pos(
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": []}, {"hand": [], "trophies": [trophy], "outrage": outrage}, {"hand": []}],
        campaign_part={"fates": PARTISAN},
    )


def test_an_ambition_won_without_its_outrage_advances_2() -> None:
    """F6-01B "Appeal to Your Supporters": 2 per ambition won where you don't have Outrage of
    the resource it counts; "Weapon Outrage stops you from advancing by winning Warlord"."""
    assert chapter_end(["relic"]).objective[DANE] == 11 - 2
    assert chapter_end(["weapon"]).objective[DANE] == 11


def spy_turn(card: str = "ADM4", pips: int = 3) -> CampaignState:
    return pos(
        initiative=DANE,
        turn={"seat": DANE, "card": card, "mode": "lead", "pips": pips},
        seats=[{"hand": ["CON6", "CON2"]}, {"hand": ["MOB5", "ADM3"]}, {"hand": ["AGG4"]}],
        campaign_part={"fates": PARTISAN},
    )


def test_informants_spy_swaps_the_highest_cards() -> None:
    """F6-02 "Spy (Influence): Once per turn, give your action card of highest number to a
    Rival. After you do, they must give you their action card of highest number"."""
    s = spy_turn()
    assert sorted(a for a in legal(s) if a.startswith("spy")) == ["spy 0", "spy 2"]
    do(s, "spy 0")
    assert s.hands[DANE] == ["ADM3", "CON6"] and s.hands[MIKAH] == ["CON2", "MOB5"]
    assert s.pips == 2
    assert not any(a.startswith("spy") for a in legal(s))  # once per turn
    assert s.observation(LOTUS)["seats"][DANE].get("hand") is None


def test_spy_may_hand_back_the_same_card() -> None:
    s = spy_turn()
    do(s, "spy 2")  # Lotus's AGG4 is lower than MOB5: she gives MOB5 back
    assert s.hands[DANE] == ["ADM3", "MOB5"] and s.hands[LOTUS] == ["AGG4"]


def test_spy_needs_an_influence_pip() -> None:
    s = spy_turn(card="MOB4")  # Mobilization: move, influence
    assert any(a.startswith("spy") for a in legal(s))
    s = spy_turn(card="CON4")  # Construction: build, repair
    assert not any(a.startswith("spy") for a in legal(s))
    assert s.phase == Phase.ACTIONS
