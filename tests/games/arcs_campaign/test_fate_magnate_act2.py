"""F3 Magnate, Act II (Fates file "F3 — Magnate"; card texts F3-12A/B, F3-13 to F3-20). Each
test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import chapter
from ambitions.games.arcs_campaign import fates, invariants
from ambitions.games.arcs_campaign.fates import magnate_act2
from ambitions.games.arcs_campaign.state import KEEPER, TYCOON, WARLORD, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, pos, turn

MAGNATE_FATES = ["F3", "F1", "F4"]
SUPPLY = {"material": "supply", "fuel": "supply", "weapon": "supply", "relic": "supply", "psionic": "supply"}
RELIC = 3


def cities(resources: list[list[str]]) -> list[dict[str, Any]]:
    """Enough cities for each seat's resources (2 slots open, 1 more per city built, base p7)."""
    return [
        {"slot": f"{p + 2}.{k + 1}#0", "seat": p, "kind": "city"}
        for p, r in enumerate(resources)
        for k in range(len(r) - 2)
    ]


def table(resources: list[list[str]], monopolies: dict[str, Any] | None = None, **camp: Any) -> CampaignState:
    """A turn under way (Mikah's), each seat with `resources`."""
    return pos(
        buildings=cities(resources),
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        seats=[{"resources": r, "hand": [f"ADM{p + 2}"]} for p, r in enumerate(resources)],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "monopolies": monopolies or SUPPLY,
            "fates": {"fate": MAGNATE_FATES},
            **camp,
        },
    )


def test_setup_act2_puts_the_monopolies_in_the_supply_and_the_cards_in_the_booklet() -> None:
    """F3-12A."""
    s = pos(campaign_part={"act": 2, "edicts": ["ED03"], "fates": {"fate": MAGNATE_FATES}})
    assert s.monopolies == []
    fates.ACT2_SETUPS["F3"](s, MIKAH)
    assert s.monopolies == [-1] * 5
    assert s.edicts == ["ED03", "F3-18"] and s.booklet == ["F3-19", "F3-20"]


def test_gain_monopolies_more_than_half_takes_the_card_and_advances_the_magnate() -> None:
    """F3-18: 3 Relics of 5 in play is more than half; F3-12B *Corner the Market...*: 1 per
    Monopoly gained from the supply. 2 Fuel is not more than half."""
    s = table([["relic", "relic", "relic", "fuel", "fuel"], [], []])
    magnate_act2.gain_monopolies(s)
    assert s.monopolies == [-1, -1, -1, MIKAH, -1]
    assert s.objective[MIKAH] == 12 - 1
    assert not invariants.problems(s)


def test_a_monopoly_passes_to_a_rival_who_now_has_more_than_half() -> None:
    """Reading: the card goes to whoever has more than half, from its holder too; taking it from a
    player is not "from the supply" (no advance)."""
    s = table([[], ["relic", "relic", "relic"], []], monopolies={**SUPPLY, "relic": MIKAH})
    magnate_act2.gain_monopolies(s)
    assert s.monopolies[RELIC] == DANE and s.objective[MIKAH] == 12


def test_the_trust_and_merchant_league_count_as_the_holders() -> None:
    """CRB p.27 "Counting": the First Regent's Trust is in their play area."""
    s = table([["relic"], [], []], first_regent=MIKAH, imperial_trust={"relic": 2})
    magnate_act2.gain_monopolies(s)
    assert s.monopolies[RELIC] == MIKAH


def test_two_players_count_only_the_resources_in_play() -> None:
    """F3-18: "Two-player games remove resources from play onto ambition boxes": with 1 Relic on
    Keeper, 3 of the 4 in play is more than half... and 2 of 4 is not."""
    s = pos(
        players=2,
        seats=[{"resources": ["relic", "relic"]}, {}],
        campaign_part={"act": 2, "monopolies": SUPPLY, "fates": {"fate": ["F3", "F1"]}},
    )
    assert magnate_act2.in_play(s, RELIC) == 5 - s.box_resources[RELIC]
    magnate_act2.gain_monopolies(s)
    assert (s.monopolies[RELIC] == MIKAH) == (2 * 2 > magnate_act2.in_play(s, RELIC))


def test_the_gain_monopolies_edict_resolves_among_the_edicts() -> None:
    """F3-18 is an Edict: it resolves at the round's end when the Edicts do."""
    s = pos(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        buildings=cities([["relic", "relic", "relic"]]),
        seats=[{"hand": ["ADM2"], "resources": ["relic", "relic", "relic"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "monopolies": SUPPLY,
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC02"}],
            "court_deck": ["CC03"],
            "edicts": ["F3-18"],
            "fates": {"fate": MAGNATE_FATES},
        },
    )
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert s.monopolies[RELIC] == MIKAH


def test_a_monopoly_adds_its_supply_to_the_ambition() -> None:
    """F3-15: "Add Relics on here to Keeper" (the Relic supply: 5 less Mikah's 1 and Dane's 1)."""
    s = table([["relic"], ["relic"], []], monopolies={**SUPPLY, "relic": DANE})
    assert chapter.ambition_count(s, DANE, KEEPER) == 1 + 3
    assert chapter.ambition_count(s, MIKAH, KEEPER) == 1
    assert chapter.ambition_count(s, DANE, TYCOON) == 0


def test_war_profiteering_counts_weapon_icons_for_warlord() -> None:
    """F3-20: Warlord counts Trophies plus Weapon icons from resources and cards (Skirmishers)."""
    s = table([["weapon", "weapon"], [], []], booklet=["F3-20"])
    s.guild[MIKAH].append("CC05")
    without = table([["weapon", "weapon"], [], []])
    assert chapter.ambition_count(without, MIKAH, WARLORD) == 0
    assert chapter.ambition_count(s, MIKAH, WARLORD) == 2 + 1


def test_and_hold_it_advances_per_monopoly_at_the_chapter_end() -> None:
    """F3-12B *...And Hold It*: at the end of a chapter, 1 per Monopoly card."""
    s = pos(
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part={
            "act": 2,
            "monopolies": {**SUPPLY, "relic": MIKAH, "fuel": MIKAH, "weapon": LOTUS},
            "fates": {"fate": MAGNATE_FATES},
        },
    )
    assert s.objective[MIKAH] == 12 - 2


def test_a_monopoly_and_a_cartel_of_one_type_count_the_supply_once() -> None:
    """Reading: both cards keep "the supply" on them; one supply, counted once."""
    s = table([[], [], []], monopolies={**SUPPLY, "relic": MIKAH})
    s.guild[MIKAH].append("F3-11")  # Relic Cartel (its Relic icon counts too)
    assert chapter.ambition_count(s, MIKAH, KEEPER) == 5 + 1
