"""The Act II Summit cards in the rules booklet: Monopoly Consent (F3-19) and Guild Negotiations
(F4-14), a third player's consent to a deal and the Call to Order's forced consent. Each test
fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal
from .test_negotiations import held, summit

SUPPLY = {"material": "supply", "fuel": "supply", "weapon": "supply", "relic": "supply", "psionic": "supply"}


def act2(booklet: list[str], lotus_relic_monopoly: bool = True, **camp: Any) -> CampaignState:
    """Mikah (Magnate) calls a Summit in Act II with a Relic; Lotus holds the Relic Monopoly and
    is the Advocate; Dane has Skirmishers (CC05) and a Favor of Lotus's is Mikah's."""
    monopolies = {**SUPPLY, "relic": LOTUS} if lotus_relic_monopoly else SUPPLY
    camp.setdefault("favors", [{"holder": MIKAH, "owner": LOTUS, "count": 1}])
    return summit(
        seats=[{"resources": ["relic"]}, {"guild": ["CC05"]}, {}],
        act=2,
        booklet=booklet,
        monopolies=monopolies,
        fates={"fate": ["F3", "F1", "F4"], "cards": [[], [], []]},
        **camp,
    )


def deal(s: CampaignState, *parts: str) -> CampaignState:
    """Mikah proposes `parts` to Dane, who accepts."""
    do(s, "done", "propose 1", *parts, "offer", "accept")
    return s


def test_giving_a_monopolised_resource_asks_the_monopoly_holder() -> None:
    """F3-19: "players may only give a resource with Transfer Asset if they have the consent of
    the player with the Monopoly for that resource": Lotus is asked; a veto stops the deal."""
    s = deal(act2(["F3-19"]), "give transfer relic")
    assert s.mover == LOTUS and sorted(legal(s)) == ["agree", "veto"]
    assert s.observation(DANE)["campaign"]["negotiation"]["consent_of"] == LOTUS
    from ambitions.games.arcs_campaign import render

    assert any("awaiting s2's consent" in line for line in render.fate_lines(s.observation(DANE)["campaign"]))
    do(s, "veto")
    assert held(s, MIKAH) == ["relic"] and held(s, DANE) == []
    t = deal(act2(["F3-19"]), "give transfer relic")
    do(t, "agree")
    assert held(t, DANE) == ["relic"]
    assert not invariants.problems(t)


def test_no_consent_without_the_card_or_the_holder_or_when_forced() -> None:
    """No consent without Monopoly Consent in the booklet, or with nobody holding the Monopoly;
    the caller may force the holder's consent in the Call to Order by returning 1 of their
    Favors ("force-consent 2 relic")."""
    for s in (deal(act2([]), "give transfer relic"), deal(act2(["F3-19"], False), "give transfer relic")):
        assert held(s, DANE) == ["relic"] and s.mover != LOTUS
    s = act2(["F3-19"])
    assert "force-consent 2 relic" in legal(s)
    agents = s.agents[LOTUS]
    do(s, "force-consent 2 relic")
    assert s.favors[MIKAH * 3 + LOTUS] == 0 and s.agents[LOTUS] == agents + 1
    do(s, "done", "propose 1", "give transfer relic", "offer", "accept")
    assert held(s, DANE) == ["relic"]


def test_transfer_guild_support_needs_the_advocates_consent() -> None:
    """F4-14: "Give a Guild card. This requires the Advocate's consent if they are in play"."""
    s = act2(["F4-14"])
    do(s, "done", "propose 1")
    assert "ask transfer guild CC05" in legal(s)
    do(s, "ask transfer guild CC05", "offer", "accept")
    assert s.mover == LOTUS
    do(s, "agree")
    assert "CC05" in s.guild[MIKAH] and "CC05" not in s.guild[DANE]


def test_forcing_guild_support_costs_its_raid_cost_and_never_a_protected_card() -> None:
    """F4-14: forcing Transfer Guild Support costs Favors equal to the card's raid cost;
    protected cards cannot be forced; the Advocate's consent must be forced first (here Lotus is
    the Advocate and Mikah holds 3 of Dane's Favors)."""
    s = act2(["F4-14"], favors=[{"holder": MIKAH, "owner": DANE, "count": 3},
                                 {"holder": MIKAH, "owner": LOTUS, "count": 1}])  # fmt: skip
    s.guild[DANE].append("F1-03")  # Dealmakers: protected
    assert not any(a.startswith("force 1 transfer guild") for a in legal(s))  # no consent yet
    do(s, "force-consent 2 guild")
    assert "force 1 transfer guild CC05" in legal(s)
    assert "force 1 transfer guild F1-03" not in legal(s)
    do(s, "force 1 transfer guild CC05")
    assert "CC05" in s.guild[MIKAH] and s.favors[MIKAH * 3 + DANE] == 3 - 2  # Skirmishers: 2 keys
