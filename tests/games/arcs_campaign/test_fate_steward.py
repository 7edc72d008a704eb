"""F1 Steward, Act I (Fates file "F1 — Steward"; card texts F1-01B, F1-02). Each test fails
without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]
CITY_SLOTS = ("3.1#0", "3.2#0", "3.3#0", "4.1#0")


def chapter_end(first_regent: int, cities: int = 0, titles: list[str] | None = None) -> Any:
    """Nobody has cards left: the chapter ends at once and Tycoon (declared) is scored. Mikah
    (the Steward) has 1 Material and 1 Fuel; Dane (Magnate) 1 Fuel icon on Merchant League;
    `cities` of Mikah's cities built (their slots give bonus Power)."""
    return pos(
        markers=[{"box": "tycoon"}, {}, {}],
        buildings=[{"slot": k, "seat": MIKAH, "kind": "city"} for k in CITY_SLOTS][:cities],
        seats=[{"hand": [], "resources": ["material", "fuel"]}, {"hand": []}, {"hand": []}],
        campaign_part={
            "first_regent": first_regent,
            "titles": titles or ["regent", "regent", "regent"],
            "fates": {"fate": ["F1", "F3", "F6"]},
        },
    )


def test_an_ambition_won_as_first_regent_advances_by_the_power_gained_bonus_included() -> None:
    """F1-01B: "advance 1 for each Power you gain from it", bonus city Power counted."""
    s = chapter_end(MIKAH, cities=4)
    tycoon = s.chapter_scoring[-1][1][0]
    assert tycoon[3] == MIKAH and tycoon[5] > 0  # won, with bonus city Power
    assert s.objective[MIKAH] == 17 - tycoon[6][MIKAH]


def test_an_ambition_won_when_not_first_regent_does_not_advance() -> None:
    s = chapter_end(DANE)
    assert s.chapter_scoring[-1][1][0][3] == MIKAH
    assert s.objective[MIKAH] == 17


def authority(seat: int, titles: list[str], imperial: str = "fresh", authority: bool = True) -> Any:
    """Lotus has a city in 3.3, where a fresh Imperial ship is; Mikah (Steward) has nothing
    there, Dane's ships are in 3.3 too."""
    cards = [["F1-02", "F1-03"] if authority else ["F1-03"], ["F3-02"], ["F6-02"]]
    return pos(
        ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "3.3#0", "seat": LOTUS, "kind": "city"}],
        turn=turn(seat, "ADM4", 3),
        campaign_part={
            "titles": titles,
            "imperial_ships": [{"system": "3.3", imperial: 1}],
            "fates": {"fate": ["F1", "F3", "F6"], "cards": cards},
        },
    )


def test_imperial_authority_taxes_an_empire_city_as_loyal_without_captives() -> None:
    """F1-02: "tax any cities controlled by the Empire like they are Loyal, ignoring the
    Empire's Presence and Truce Laws (don't take Captives)": Mikah has no piece in 3.3 and
    Lotus is a Rival Regent."""
    s = authority(MIKAH, ["regent", "regent", "regent"])
    assert "tax 3.3#0" in legal(s)
    captives = s.captives[:]
    do(s, "tax 3.3#0")
    assert s.resource_count(MIKAH, reach.PLANET_RESOURCE[X33]) == 1
    assert s.captives == captives
    assert "tax 3.3#0" not in legal(s)  # once per turn
    assert "tax 3.3#0" not in legal(authority(MIKAH, ["regent", "regent", "regent"], authority=False))


def test_imperial_authority_needs_the_empire_to_control_the_system() -> None:
    s = authority(MIKAH, ["regent", "regent", "regent"], imperial="damaged")
    assert "tax 3.3#0" not in legal(s)


def test_imperial_authority_is_buried_when_its_holder_is_an_outlaw() -> None:
    """F1-02: "Bury this if you're an Outlaw" (the bottom of the Court deck)."""
    s = authority(DANE, ["outlaw", "regent", "regent"])
    do(s, "end")
    assert "F1-02" not in s.lore[MIKAH] and s.court_deck[0] == "F1-02"


def bargain_turn(card: str = "AGG4", cards: list[str] | None = None) -> Any:
    """Mikah (Steward, Dealmakers) plays `card`; Dane has 2 agents on CC01 where Lotus has 1,
    and 1 on CC02."""
    return pos(
        initiative=MIKAH,
        turn={"seat": MIKAH, "card": card, "mode": "lead", "pips": 3},
        campaign_part={
            "court": [{"card": "IC01"}, {"card": "CC01", "agents": [0, 2, 1]},
                      {"card": "CC02", "agents": [0, 1, 0]}],  # fmt: skip
            "fates": {"fate": ["F1", "F3", "F6"], "cards": [cards or ["F1-03"], ["F3-02"], ["F6-02"]]},
        },
    )


def test_dealmakers_bargain_lets_a_rival_secure_then_you_influence_and_secure() -> None:
    """F1-03 "Bargain (Secure): Choose a Court card that a Rival could secure. They secure it
    but return agents they would capture. You influence once for each agent they had on the
    card, then you secure once"."""
    s = bargain_turn()
    assert sorted(a for a in legal(s) if a.startswith("bargain")) == ["bargain CC01 1", "bargain CC02 1"]
    agents = s.agents[:]
    do(s, "bargain CC01 1")
    assert "CC01" in s.guild[DANE]
    assert s.agents[LOTUS] == agents[LOTUS] + 1 and s.captives[DANE * 3 + LOTUS] == 0  # returned
    assert s.agents[DANE] == agents[DANE] + 2
    assert s.current_player() == MIKAH and "choose CC02" in legal(s)
    do(s, "choose CC02", "choose CC02")  # Dane had 2 agents there: influence twice
    assert "choose CC02" in legal(s)  # then secure once: 2 agents against Dane's 1
    do(s, "choose CC02")
    assert "CC02" in s.guild[MIKAH] and s.captives[MIKAH * 3 + DANE] == 1
    assert s.pips == 2


def test_bargain_needs_dealmakers_and_a_secure_pip() -> None:
    assert not any(a.startswith("bargain") for a in legal(bargain_turn(cards=["F1-02"])))
    assert not any(a.startswith("bargain") for a in legal(bargain_turn(card="ADM4")))  # no secure


def test_a_protected_guild_card_cannot_be_raided() -> None:
    """Fates file (F8 note) and CRB "New Rules & Terms": a Guild card with an X for its raid
    cost (Dealmakers) is protected: a raid never takes it; a Guild card with a cost can be."""
    s = pos(
        ships=[{"system": "3.3", "seat": DANE, "fresh": 3}, {"system": "3.3", "seat": MIKAH, "fresh": 1}],
        turn=turn(DANE, "AGG4", 3),
        seats=[{"guild": ["CC05"]}, {}, {}],
        campaign_part={"fates": {"fate": ["F1", "F3", "F6"], "cards": [["F1-03"], ["F3-02"], ["F6-02"]]}},
    )
    do(s, "battle 3.3 0", "dice 0 0 3", "roll R5 R5 R5")  # 3 keys
    while not any(a.startswith("steal") for a in legal(s)) and s.phase != "actions":
        do(s, legal(s)[0])
    steals = [a for a in legal(s) if a.startswith("steal")]
    assert "steal CC05" in steals and "steal F1-03" not in steals
    assert CampaignState.EXTRA_POWERS["F1-03"].protects is not None
    assert CampaignState.EXTRA_POWERS["F1-03"].protects(s, MIKAH, "F1-03")
