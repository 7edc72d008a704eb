"""The rules help: one line on each kind of action an Interstellar Ambitions player takes.

The rules have no page numbers, so each `RuleNote` cites its section (``Interstellar Ambitions,
FLEET - RAID``) and, where the project settled a gap, the item of variants-spec.md B.2.6
(``I-20``). Summaries are in our own words. `NOTES` covers every kind `legal_actions` offers;
`tests/games/interstellar/test_rule_notes.py` plays random games to check it.
"""

from __future__ import annotations

from typing import Final

from ambitions.core.spec import RuleNote


def section(name: str, gap: str = "") -> str:
    """``Interstellar Ambitions, FLEET - RAID (I-20)``."""
    return f"Interstellar Ambitions, {name}" + (f" ({gap})" if gap else "")


NOTES: Final[tuple[RuleNote, ...]] = (
    # Set-up.
    RuleNote(
        "keep",
        "Set-up: keep two of the four Shadow cards dealt to you.",
        section("Game Start"),
        "Keep Shadow cards",
    ),
    RuleNote("pick", "Set-up: choose the START technology you own.", section("Game Start"), "Pick a tech"),
    RuleNote(
        "place",
        "Set-up: put an action token at BASIC on a track.",
        section("Player Area Set-up", "I-13"),
        "Place a token",
    ),
    RuleNote(
        "gain",
        "Take resources of your choice (the set-up's seat adjustment, Hidden Reserves).",
        section("Game Start"),
        "Gain resources",
    ),
    # Step 1: Shadow Activities.
    RuleNote(
        "play",
        "Shadow Activities: play one Shadow card at a target (not in the first round).",
        section("1. Shadow Activities", "I-12"),
        "Play a Shadow card",
    ),
    RuleNote("pass", "Play no Shadow card (or claim no ambition).", section("1. Shadow Activities"), "Pass"),
    RuleNote(
        "boost",
        "Shadow check: discard a Shadow card to add 1 to the die.",
        section("Performing a Shadow Check"),
        "Boost the check",
    ),
    RuleNote(
        "resist",
        "Shadow check against you: discard a Shadow card to take 1 off the die.",
        section("Performing a Shadow Check"),
        "Resist the check",
    ),
    RuleNote("done", "Finish the current step.", section("Player Turns Summary"), "Done"),
    # Step 2: PRODUCE or ADVANCE Plans.
    RuleNote(
        "produce",
        "Step 2: every planet and your home world yields its resources.",
        section("2. PRODUCE or ADVANCE Plans"),
        "Produce",
    ),
    RuleNote(
        "mix",
        "Choose which resources your home world produces.",
        section("PRODUCE Action"),
        "Home world's mix",
    ),
    RuleNote("pay", "Merc upkeep: pay to keep a MERC.", section("MERC UPKEEP", "I-10"), "Pay upkeep"),
    RuleNote(
        "release",
        "Merc upkeep: let a MERC go instead of paying.",
        section("MERC UPKEEP", "I-10"),
        "Release a merc",
    ),
    RuleNote(
        "advance-plans",
        "Step 2: instead of producing, move up to three tokens one level each.",
        section("ADVANCE Plans", "I-13"),
        "Advance Plans",
    ),
    RuleNote(
        "advance",
        "Move one of your action tokens up a planning level.",
        section("ADVANCE Plans", "I-13"),
        "Advance a token",
    ),
    # Step 3: Take action and prepare.
    RuleNote(
        "take",
        "Step 3: take the action of one of your tokens, at the strength of its level.",
        section("Take Action", "I-14"),
        "Take an action",
    ),
    RuleNote(
        "advance-instead",
        "Step 3: take no action and advance one token instead.",
        section("Take Action", "I-14"),
        "Advance instead",
    ),
    RuleNote(
        "prepare", "Put the token you just used back at PREPARING on a track.", section("Prepare"), "Prepare"
    ),
    RuleNote(
        "sweep",
        "ULTIMATE colonise: discard face-up planets first to see new ones.",
        section("COLONISE Planning Levels"),
        "Sweep planets",
    ),
    RuleNote(
        "colonise",
        "Pay FOOD and ORE to take the top planet of a stack.",
        section("COLONISE Action", "I-3"),
        "Colonise",
    ),
    RuleNote(
        "give",
        "Over eight planets: give one to a Rival or discard it.",
        section("COLONISE Action"),
        "Give a planet",
    ),
    RuleNote(
        "replace-with",
        "Runaway Greenhouse: the planet that replaces the polluted one.",
        section("Runaway Greenhouse Effect", "I-18"),
        "Replace a planet",
    ),
    RuleNote(
        "pay-shortfall",
        "Supply Shortfall: pay to keep the colony.",
        section("Colony Events"),
        "Pay the shortfall",
    ),
    RuleNote(
        "abandon",
        "Supply Shortfall: give the colony up instead of paying.",
        section("Colony Events"),
        "Abandon",
    ),
    RuleNote(
        "develop", "Pay FOOD to raise a planet's development level.", section("DEVELOP Action"), "Develop"
    ),
    RuleNote(
        "build",
        "Spend build points and ORE on a standard ship (eight at most).",
        section("BUILD Action"),
        "Build a ship",
    ),
    RuleNote(
        "repair", "Pay ORE to take damage markers off a ship.", section("BUILD Action"), "Repair a ship"
    ),
    RuleNote("scrap", "Over eight ships: discard one.", section("Ships"), "Scrap a ship"),
    RuleNote(
        "research", "Pay SCIENCE for a face-up technology.", section("RESEARCH Action", "I-19"), "Research"
    ),
    RuleNote(
        "replace",
        "ULTIMATE research: swap face-up technologies for new ones first.",
        section("RESEARCH Planning Levels"),
        "Replace techs",
    ),
    RuleNote("buy-cards", "SHADOW: buy Shadow cards.", section("SHADOW - BUY CARDS"), "Buy cards"),
    RuleNote(
        "buy",
        "Buy revealed Shadow cards at 1 COIN each; the rest are discarded.",
        section("SHADOW - BUY CARDS", "I-9"),
        "Buy",
    ),
    RuleNote("hire-mercs", "SHADOW: hire mercenaries instead.", section("SHADOW - HIRE MERCS"), "Hire mercs"),
    RuleNote(
        "hire", "Pay a MERC's hire cost to add it to your fleet.", section("SHADOW - HIRE MERCS"), "Hire"
    ),
    RuleNote(
        "replace-merc",
        "ULTIMATE shadow: replace face-up MERCS first.",
        section("SHADOW Planning Levels"),
        "Replace mercs",
    ),
    RuleNote(
        "discard",
        "Over seven Shadow cards: discard one.",
        section("Shadow Activities and Shadow Cards"),
        "Discard",
    ),
    # FLEET.
    RuleNote(
        "raid", "FLEET: raid a Rival with light ships to steal resources.", section("FLEET - RAID"), "Raid"
    ),
    RuleNote(
        "invade",
        "FLEET (MODERATE or better): invade a Rival for a Victory Spoil.",
        section("FLEET - INVADE"),
        "Invade",
    ),
    RuleNote(
        "order", "Set your secret combat order, one ship at a time.", section("FLEET - RAID"), "Combat order"
    ),
    RuleNote(
        "attack",
        "An unmatched ship of the larger fleet fights one enemy ship.",
        section("FLEET - RAID", "I-6"),
        "Attack",
    ),
    RuleNote("hold", "Keep an unmatched ship out of the fight.", section("FLEET - RAID", "I-6"), "Hold back"),
    RuleNote(
        "steal",
        "A won raid: take resources of your choice up to the margin.",
        section("FLEET - RAID", "I-20"),
        "Steal",
    ),
    RuleNote(
        "spoil",
        "A won invasion: disrupt plans, acquire a technology, or bombard a planet.",
        section("VICTORY SPOILS!"),
        "Victory Spoil",
    ),
    RuleNote(
        "disrupt",
        "Send one of the loser's tokens back to PREPARING.",
        section("VICTORY SPOIL - DISRUPT PLANS"),
        "Disrupt",
    ),
    RuleNote(
        "capture",
        "Bombarded to level 1: take the planet.",
        section("VICTORY SPOIL - PLANETARY BOMBARDMENT", "I-16"),
        "Capture",
    ),
    RuleNote(
        "decline",
        "Refuse a ship or planet you could take (at the limit).",
        section("Ships", "I-7"),
        "Decline",
    ),
    RuleNote(
        "take-planet", "Lost your last planet: take a face-up one.", section("Planets"), "Take a planet"
    ),
    # Step 4 and any time.
    RuleNote(
        "claim",
        "Step 4: claim an ambition whose condition you meet (one a turn).",
        section("4. Claim Ambition", "I-11"),
        "Claim an ambition",
    ),
    RuleNote(
        "exchange",
        "Any time in your turn: trade three resources for one.",
        section("Resources", "I-25"),
        "Exchange 3:1",
    ),
)
"""Every kind of action an Interstellar player takes, in the order a turn meets them."""


def notes() -> tuple[RuleNote, ...]:
    """The rules help (`GameSpec.rules`)."""
    return NOTES
