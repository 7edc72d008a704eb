"""F4 Advocate, Act III (issue 28; Fates file "F4 — Advocate"; card texts F4-23A/B, F4-16 to
F4-26; errata: Guild Loyalty, "you do not discard Guild cards"). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import chapter, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.battle import provoke_outrage
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import acts, advocate_act3

from .act2_support import court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F4", "F1", "F6"]}  # Mikah is the Advocate
TYCOON, WARLORD, KEEPER = 0, 2, 3


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": FATES, **camp}


def test_the_advocate_act_iii_part_is_registered() -> None:
    assert "F4" in acts.ACT3 and acts.GRAND_AMBITIONS["F4"] is advocate_act3.grand_ambitions


def test_setup_gains_guild_loyalty_and_puts_guild_supremacy_in_the_booklet() -> None:
    """F4-23A."""
    s = pos(campaign_part=act3(fates={**FATES, "cards": [[], [], []]}))
    advocate_act3.setup_act3(s, MIKAH)
    assert "F4-24" in s.lore[MIKAH] and "F4-25" in s.booklet
    assert "F4-24" in pos(campaign_part=act3()).lore[MIKAH]  # (an Act III position's default)


# -- grand ambitions (F4-23B) ---------------------------------------------------------------------------
def test_more_suits_than_the_chapter_and_guild_cards_over_half_the_court() -> None:
    """F4-23B: (1) 3 suits held at chapter 2; (2) the Court: the Council, 2 Guild cards, a Vox
    card and an attached Guild card: 3 of 5 are Guild cards."""
    s = pos(
        chapter=2,
        seats=[
            {"guild": ["CC01", "CC02", "CC05", "CC09"], "hand": ["ADM2"]},
            {"hand": ["ADM3"]},
            {"hand": ["ADM4"]},
        ],
        campaign_part=act3(
            court=[{"card": data.COUNCIL}, {"card": "CC03"}, {"card": "CC04"}, {"card": "CC11"}],
            court_discard=["CC06"],
        ),
    )
    s.court_discard.remove("CC06")
    s.attached = ["CC11", "CC06"]  # (Guild Investigators' Recover put it there, F4-02)
    assert advocate_act3.grand_ambitions(s, MIKAH) == (True, True)
    s.chapter = 3
    s.attached = []  # 2 Guild cards of 4: not more than half
    assert advocate_act3.grand_ambitions(s, MIKAH) == (False, False)


# -- Guild Supremacy (F4-25), Guild Loyalty (F4-24) -----------------------------------------------------
def test_guild_supremacy_counts_guild_cards_double() -> None:
    """F4-25: a Relic Guild card counts 2 for Keeper while the law is in the booklet."""
    relic = "CC09"

    def keeper(booklet: list[str]) -> int:
        s = pos(seats=[{"guild": [relic]}, {}, {}], campaign_part=act3(booklet=booklet))
        return chapter.ambition_count(s, MIKAH, KEEPER)

    assert keeper([]) == 1 and keeper(["F4-25"]) == 2


def test_guild_loyalty_keeps_guild_cards_when_outrage_is_provoked() -> None:
    """F4-24 (errata: "you do not discard Guild cards"): the resources go, the Guild cards stay."""
    relic = "CC09"
    s = pos(
        seats=[{"guild": [relic], "lore": ["F4-24"], "resources": ["relic"]}, {}, {}], campaign_part=act3()
    )
    provoke_outrage(s, MIKAH, arcs_data.RESOURCES.index("relic"))
    assert s.guild[MIKAH] == [relic] and resources.held(s, MIKAH) == []
    s = pos(seats=[{"guild": [relic], "lore": [], "resources": ["relic"]}, {}, {}],
            campaign_part=act3(fates={**FATES, "cards": [[], [], []]}))  # fmt: skip
    provoke_outrage(s, MIKAH, arcs_data.RESOURCES.index("relic"))
    assert s.guild[MIKAH] == []


# -- the Guildmasters (F4-17 to F4-21) ---------------------------------------------------------------------
def test_relic_guildmasters_steal_a_relic_guild_card_on_declaring_keeper() -> None:
    """F4-20: "On declaring Keeper: steal a Relic Guild card" (Lesser Regent's declaration)."""
    relic = ["CC10", "CC09"]  # (CC09, Sworn Guardians, is buried if stolen)
    s = pos(
        seats=[{"hand": ["ADM2"], "guild": ["F4-20", "F1-20"]}, {"guild": [relic[0]]}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(),
    )
    do(s, "prelude F1-20 keeper")
    assert legal(s) == [f"choose 1 {relic[0]}"]  # (not optional)
    roundtrip(s)
    do(s, f"choose 1 {relic[0]}")
    assert relic[0] in s.guild[MIKAH] and s.guild[DANE] == []


def test_material_guildmasters_may_steal_on_declaring_tycoon() -> None:
    material = "CC01"
    s = pos(
        seats=[{"hand": ["ADM2"], "guild": ["F4-17", "F1-20"]}, {}, {"guild": [material]}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part=act3(),
    )
    do(s, "prelude F1-20 tycoon")
    assert sorted(legal(s)) == [f"choose 2 {material}", "choose none"]
    do(s, "choose none")
    assert s.guild[LOTUS] == [material]


# -- Guild Fair (F4-16) ------------------------------------------------------------------------------------
def test_guild_fair_crisis_everyone_secures_every_guild_card_they_can() -> None:
    """F4-16 Crisis: Dane secures the Guild card where he has most agents; bury this."""
    guild = "CC03"
    s = court_turn("F4-16", [0, 0, 0], act=3, fates=FATES, court=[{"card": guild, "agents": [0, 2, 1]}])
    crises(s)
    assert guild in s.guild[DANE] and s.captives[DANE * 3 + LOTUS] == 1
    assert s.court_deck[0] == "F4-16"


def test_guild_fair_secured_returns_rival_agents_then_secures() -> None:
    """F4-16 When Secured: Rivals' agents on Court Guild cards go back; then Mikah secures every
    Guild card he can (his 1 agent alone now)."""
    guild = "CC03"
    s = court_turn("F4-16", [2, 0, 0], act=3, fates=FATES, court=[{"card": guild, "agents": [1, 2, 0]}])
    dane = s.agents[DANE]
    do(s, "secure F4-16")
    assert guild in s.guild[MIKAH] and s.agents[DANE] == dane + 2 and s.court_deck[0] == "F4-16"


# -- Guilds Withdraw (F4-22) -------------------------------------------------------------------------------
def test_guilds_withdraw_crisis_on_hex_each_player_buries_a_guild_card() -> None:
    """F4-22 Crisis on hex or arrow: each player buries a Guild card; bury this. (Crescent:
    nothing.)"""
    g = ["CC05", "CC03", "CC07"]
    seats: list[dict[str, Any]] = [{"guild": [g[0]]}, {"guild": [g[1], g[2]]}, {}]
    s = court_turn("F4-22", [0, 0, 0], act=3, fates=FATES, seats=seats)
    crises(s, "eventroll crisis crescent 4")
    assert s.guild[DANE] == [g[1], g[2]] and "F4-22" in s.court
    s = court_turn(
        "F4-22", [0, 0, 0], act=3, fates=FATES, seats=[{"guild": [g[0]]}, {"guild": [g[1], g[2]]}, {}]
    )
    crises(s, "eventroll crisis hex 4")
    assert s.current_player() in (MIKAH, DANE)
    while s.choices:
        do(s, legal(s)[0])
    assert s.guild[MIKAH] == [] and len(s.guild[DANE]) == 1 and "F4-22" in s.court_deck


def test_guilds_withdraw_secured_each_rival_buries_one() -> None:
    g = ["CC05", "CC03"]
    s = court_turn("F4-22", [2, 0, 0], act=3, fates=FATES, seats=[{"guild": [g[0]]}, {"guild": [g[1]]}, {}])
    do(s, "secure F4-22")
    assert s.current_player() == DANE and legal(s) == [f"choose {g[1]}"]
    do(s, f"choose {g[1]}")
    assert s.guild[DANE] == [] and s.guild[MIKAH] == [g[0]] and s.court_deck[0] == g[1]


def test_guilds_withdraw_never_buries_a_protected_guild_card() -> None:
    """F4-22 with CRB p.27 (a protected Guild card leaves its holder's play area only by Outrage
    of its suit): Mikah holds Skirmishers and Guild Overseers (protected): only Skirmishers is
    offered; Dane holds only Dealmakers (protected): he buries nothing and is not asked. When
    Secured by Lotus, Dane is again not asked."""
    seats: list[dict[str, Any]] = [{"guild": ["CC05", "F4-03"]}, {"guild": ["F1-03"]}, {}]
    s = court_turn("F4-22", [0, 0, 0], act=3, fates=FATES, seats=seats)
    crises(s, "eventroll crisis hex 4")
    assert s.current_player() == MIKAH and legal(s) == ["choose CC05"]
    do(s, "choose CC05")
    assert not s.choices and s.guild[MIKAH] == ["F4-03"] and s.guild[DANE] == ["F1-03"]
    assert s.court_deck[0] == "CC05"
    seats = [{"guild": ["F4-03"]}, {"guild": ["F1-03"]}, {}]
    s = court_turn("F4-22", [0, 0, 2], LOTUS, seats, act=3, fates=FATES)
    do(s, "secure F4-22")
    assert not s.choices and s.guild[MIKAH] == ["F4-03"] and s.guild[DANE] == ["F1-03"]
