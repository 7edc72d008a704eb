"""F4 Advocate, Act II (Fates file "F4 — Advocate"; card texts F4-12A/B, F4-13). Each test fails
without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import fates, invariants
from ambitions.games.arcs_campaign.fates import advocate_act2
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

ADVOCATE_FATES = ["F4", "F1", "F3"]
ACT1_CARDS = [["F4-02", "F4-03"], ["F1-03"], ["F3-02"]]
"""The Act I Setup cards, still held (Psionic, Relic; Psionic; Fuel)."""


def chapter_end(guild: list[list[str]], act: int = 2) -> CampaignState:
    """Nobody has cards left: the chapter ends at once."""
    return pos(
        seats=[{"hand": [], "guild": g} for g in guild],
        campaign_part={"act": act, "fates": {"fate": ADVOCATE_FATES, "cards": ACT1_CARDS}},
    )


def test_connect_with_the_guilds_and_improve_your_standing() -> None:
    """F4-12B: 1 per different suit (Psionic, Relic, Material, Weapon: 4) and 1 per Rival with
    fewer Guild cards (Dane holds 1+2=3 < 4... Mikah has 5, Dane 3, Lotus 1: both out-held)."""
    s = chapter_end([["CC01", "CC05", "CC07"], ["CC02", "CC03"], []])
    # Mikah: F4-02 psionic, F4-03 relic, CC01 material, CC05 weapon, CC07 psionic: 4 suits, 5 cards.
    assert s.objective[MIKAH] == 12 - 4 - 2


def test_a_rival_with_as_many_guild_cards_is_not_out_held() -> None:
    """ "each Rival that you have more Guild cards than": Dane ties with 3."""
    s = chapter_end([["CC07"], ["CC02", "CC03"], []])
    # Mikah: 3 cards, 2 suits (psionic, relic); Dane 3 (tied), Lotus 1.
    assert s.objective[MIKAH] == 12 - 2 - 1


def test_act1_objective_is_untouched_in_act1() -> None:
    s = chapter_end([["CC01", "CC05", "CC07"], [], []], act=1)
    assert s.objective[MIKAH] == 18


def test_setup_act2_adds_the_edict_and_guild_negotiations() -> None:
    """F4-12A: Advocate's Demand (13) to the Edicts, Guild Negotiations (14) to the booklet."""
    s = pos(campaign_part={"act": 2, "edicts": ["ED03"], "fates": {"fate": ADVOCATE_FATES}})
    fates.ACT2_SETUPS["F4"](s, MIKAH)
    assert s.edicts == ["ED03", "F4-13"] and s.booklet == ["F4-14"]


def demand(fate: list[str] = ADVOCATE_FATES, dane_agents: bool = True) -> Any:
    """Round's end, the Edicts: Advocate's Demand in the booklet. Mikah (Advocate) has a Psionic
    and a Relic card (F4-02, F4-03); Dane has Sworn Guardians (Relic) and Skirmishers (Weapon);
    Lotus Mining Interest (Material). Without `dane_agents`, Lotus holds all Dane's agents as
    Favors."""
    dane: dict[str, Any] = {"guild": ["CC09", "CC05"]}
    favors = [] if dane_agents else [{"holder": LOTUS, "owner": DANE, "count": 10}]
    return pos(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        seats=[{"hand": ["ADM2"]}, dane, {"guild": ["CC01"]}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "first_regent": None,
            "favors": favors,
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC02"}],
            "court_deck": ["CC03"],
            "edicts": ["ED03", "F4-13"],
            "fates": {"fate": fate, "cards": ACT1_CARDS if fate == ADVOCATE_FATES else None},
        },
    )


def to_demand(s: CampaignState) -> CampaignState:
    """Mikah secures the Council (becoming First Regent), chooses the Edicts; Govern the Imperial
    Reach (03) resolves first, then Advocate's Demand (13)."""
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    for _ in range(20):
        if s.phase != CampaignPhase.RESOLVE or any(a.startswith("demand-card") for a in legal(s)):
            break
        do(s, legal(s)[0])
    return s


def test_advocates_demand_a_card_of_a_missing_suit_handed_over_for_a_favor() -> None:
    """F4-13: the Advocate names a Rival's Guild card of a suit they lack (not Sworn Guardians,
    a Relic like Guild Overseers); the Rival hands it over and takes 1 Favor from the Advocate.
    Not a steal: Sworn Guardians (Dane's) does not prevent it."""
    s = to_demand(demand())
    assert s.mover == MIKAH
    # (not Merchant League, F3-02: protected, CRB p.27)
    assert sorted(legal(s)) == ["demand-card 1 CC05", "demand-card 2 CC01", "pass"]
    agents, favors = s.agents[MIKAH], s.favors[DANE * 3 + MIKAH]
    do(s, "demand-card 1 CC05")
    assert s.mover == DANE and sorted(legal(s)) == ["favor", "hand-over"]
    do(s, "hand-over")
    assert "CC05" in s.guild[MIKAH] and "CC05" not in s.guild[DANE]
    assert s.favors[DANE * 3 + MIKAH] == favors + 1 and s.agents[MIKAH] == agents - 1
    assert not invariants.problems(s)


def test_advocates_demand_never_names_a_protected_guild_card() -> None:
    """F4-13 with CRB p.27 (a protected Guild card leaves its holder's play area only by Outrage
    of its suit): Lotus's Merchant League (F3-02, Material, protected) is of a suit the Advocate
    lacks but is not named, even when Lotus could not answer with a Favor; with only protected
    cards of missing suits among the Rivals the Advocate has nothing to demand."""
    s = to_demand(demand())
    assert not any("F3-02" in a for a in legal(s))
    s = demand()
    s.guild[DANE] = []
    s.guild[LOTUS].remove("CC01")  # only Merchant League (F3-02) left among the Rivals
    s = to_demand(s)
    assert "F3-02" in s.guild[LOTUS] and not any(a.startswith("demand-card") for a in legal(s))
    assert all(step[0] != advocate_act2.DEMAND_CARD for step in s.steps)


def test_advocates_demand_answered_with_a_favor() -> None:
    """The Rival may instead give the Advocate 1 Favor (one of their agents)."""
    s = to_demand(demand())
    do(s, "demand-card 2 CC01")
    agents, favors = s.agents[LOTUS], s.favors[MIKAH * 3 + LOTUS]
    do(s, "favor")
    assert "CC01" in s.guild[LOTUS]
    assert s.favors[MIKAH * 3 + LOTUS] == favors + 1 and s.agents[LOTUS] == agents - 1


def test_a_rival_with_no_agent_must_hand_the_card_over() -> None:
    """Reading: a Favor is an agent from the supply; with none, the card is handed over."""
    s = to_demand(demand(dane_agents=False))
    do(s, "demand-card 1 CC05")
    assert legal(s) == ["hand-over"]


def test_advocates_demand_is_scrapped_without_the_advocate() -> None:
    """ "Scrap this if the Advocate is not in play"."""
    s = to_demand(demand(fate=["F1", "F3", "F6"]))
    assert "F4-13" not in s.edicts and "F4-13" in s.scrapped


# -- Guild Overseers (F4-03): When Secured, from Act II -----------------------------------------------
def overseers(
    act: int = 2,
    deck: tuple[str, ...] = ("CC01", "F7-13", "L03", "CC05"),
    discard: tuple[str, ...] = ("CC07", "CC11"),
    **kw: Any,
) -> CampaignState:
    """Mikah secures Guild Overseers (2 agents on it) with Aggression 4; the Court deck's top is
    Mining Interest (CC01, the refill), then Command Chaos (F7-13, a Vox card), a lore card and
    Skirmishers (CC05, a Guild card); the Court discard holds Lattice Spies (CC07, Guild) and
    Populist Demands (CC11, Vox)."""
    from .act2_support import court_turn

    s = court_turn("F4-03", [2, 0, 0], court_deck=list(deck), court_discard=list(discard), **kw)
    s.act = act
    return s


def guild_cards(cards: list[str]) -> list[str]:
    return sorted(
        c for c in cards if c.startswith("CC") and c not in ("CC11", "CC12", "CC13", "CC14", "CC15")
    )


def test_guild_overseers_secured_takes_any_guild_card_of_the_court_deck() -> None:
    """F4-03 "When secured (from Act II): take any Guild card from the Court deck or discard"
    (Fates file): once the card is taken and the Court refilled (Mining Interest drawn), the
    securer chooses among the Guild cards of the deck and discard (no Vox card, no lore); the
    card chosen leaves the deck, whose other cards keep their order (no shuffle is named)."""
    s = overseers()
    do(s, "secure F4-03")
    assert s.court == ["IC01", "CC01"] and "F4-03" in s.guild[MIKAH]
    assert s.phase == "choice" and s.mover == MIKAH
    assert legal(s) == [f"choose {c}" for c in guild_cards(s.court_deck + s.court_discard)]
    assert "choose CC05" in legal(s) and "choose CC07" in legal(s) and "choose F7-13" not in legal(s)
    before = [c for c in s.court_deck if c != "CC05"]
    do(s, "choose CC05")
    assert s.guild[MIKAH][-1] == "CC05" and s.court_deck == before
    assert s.phase == "actions" and s.mover == MIKAH and not s.choices  # (no shuffle)


def test_guild_overseers_may_take_a_guild_card_of_the_court_discard() -> None:
    s = overseers()
    deck = list(s.court_deck)
    do(s, "secure F4-03", "choose CC07")
    assert "CC07" in s.guild[MIKAH] and s.court_discard == ["CC11"]
    assert s.court_deck == deck[:-1]  # (only the refill left it)


def test_guild_overseers_searches_nothing_in_act_i_or_with_no_guild_card() -> None:
    """Its When Secured is Act II's (F4-01A: "not resolved now"); with no Guild card in the
    deck or discard there is nothing to take."""
    s = overseers(act=1)
    do(s, "secure F4-03")
    assert s.phase == "actions" and not s.choices
    others = [c for c in guild_cards([f"CC{k:02d}" for k in range(1, 16)]) if c != "CC01"]
    s = overseers(deck=("CC01", "F7-13", "L03"), discard=("CC11",), scrapped=others)
    assert guild_cards(s.court_deck + s.court_discard) == ["CC01"]  # (the refill, on top)
    do(s, "secure F4-03")
    assert s.phase == "actions" and not s.choices


def test_guild_overseers_search_shows_no_seat_the_court_decks_order() -> None:
    """The search names the deck's Guild cards (public from Act II: ``court_deck_known``) in no
    order; no seat's observation or log gives the deck's order; determinized worlds agree with
    every seat's observation, the searcher's question included."""
    import json
    import random

    import ambitions.games.arcs_campaign as campaign

    s = overseers()
    do(s, "secure F4-03")
    for seat in (MIKAH, DANE, LOTUS):
        obs = json.loads(json.dumps(s.observation(seat)))
        assert "court_deck" not in obs and obs["court_deck_size"] == len(s.court_deck)
        assert set(guild_cards(s.court_deck)) <= set(obs["campaign"]["court_deck_known"])
        orders = set()
        for k in range(8):
            world = campaign.determinize(obs, random.Random(k))
            assert world.observation(seat) == obs
            orders.add(tuple(world.court_deck))
        assert len(orders) > 1
    action = s.parse_action("choose CC05")
    assert {s.action_text(action, v) for v in (MIKAH, DANE, LOTUS, None)} == {"choose CC05"}
