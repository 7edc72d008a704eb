"""The rules help: one line on each kind of action an Arcs player takes, with its page.

Each `RuleNote` is in our own words and cites where the rule is: the base rulebook (April 11,
2024) by page, or the card that gives the action (a Guild card, a leader or a lore card) for
the new actions of Leaders & Lore and the Court (rulebook p.20, "New Actions"). `NOTES` lists
every kind `legal_actions` offers a player, in the order a turn meets them;
`tests/games/arcs/test_rule_notes.py` plays random games and checks none is missing.
"""

from __future__ import annotations

from typing import Final

from ambitions.core.spec import RuleNote

BOOK: Final = "Arcs rulebook"


def page(n: int | str) -> str:
    """``Arcs rulebook p.12``."""
    return f"{BOOK} p.{n}"


NOTES: Final[tuple[RuleNote, ...]] = (
    # Setup (p4-5, p19, p21).
    RuleNote(
        "keep",
        "Keep what you have: your hand (two players, instead of a mulligan) or a roll a card lets "
        "you reroll.",
        page(19) + "; cards BC13, L14",
        "Keep",
    ),
    RuleNote(
        "mulligan",
        "Two players, without the initiative: discard your six cards for a new hand, which you must keep.",
        page(19),
        "Mulligan",
    ),
    RuleNote(
        "pick",
        "Leaders & Lore: take one of the face-up leaders or lore cards in the draft; its setup and "
        "powers are yours.",
        page(21),
        "Draft pick",
    ),
    # Playing a chapter (p8-11).
    RuleNote(
        "lead",
        "Play an action card to start the round; you take one action of its suit per pip.",
        page(8),
        "Lead",
    ),
    RuleNote(
        "pass",
        "Hand the initiative to the next player with cards instead of leading.",
        page(8),
        "Pass initiative",
    ),
    RuleNote(
        "declare",
        "With the lead card, put the best free ambition marker on its ambition; the card then counts "
        "as a 0 for the round.",
        page(9),
        "Declare an ambition",
    ),
    RuleNote(
        "surpass",
        "Follow with a higher card of the lead suit: one action per pip, and a chance at the initiative.",
        page(10),
        "Surpass",
    ),
    RuleNote(
        "pivot", "Follow with a card of another suit: one action of that card's suit.", page(10), "Pivot"
    ),
    RuleNote("copy", "Follow face down with any card: one action of the lead card's suit.", page(10), "Copy"),
    RuleNote(
        "seize",
        "Play an extra card face down to take the initiative at the round's end (once a round).",
        page(10),
        "Seize the initiative",
    ),
    RuleNote("end", "Stop taking actions this turn; pips not used are lost.", page(8), "End the turn"),
    # Standard actions (p12-16).
    RuleNote(
        "tax",
        "Take a resource from a Loyal city, or a Rival city you control (taking a captive too); each "
        "city once a turn.",
        page(12),
        "Tax",
    ),
    RuleNote(
        "build",
        "Place a ship at a Loyal starport (once per starport a turn), or a city or starport on a "
        "planet where you have pieces; damaged if a Rival controls it.",
        page(12),
        "Build",
    ),
    RuleNote(
        "repair",
        "Turn one damaged Loyal ship or building fresh again, anywhere on the map.",
        page(13),
        "Repair",
    ),
    RuleNote(
        "move", "Move fresh and damaged Loyal ships from one system to an adjacent one.", page(13), "Move"
    ),
    RuleNote(
        "catapult",
        "Ships leaving a Loyal starport may keep moving gate to gate until they enter a planet or "
        "a gate someone else controls.",
        page(13),
        "Catapult move",
    ),
    RuleNote("stop", "End a Catapult move where the ships are now.", page(13), "Stop"),
    RuleNote("influence", "Put one of your agents on a card in the Court row.", page(13), "Influence"),
    RuleNote(
        "secure",
        "Take a Court card where you have the most agents: your agents return, Rivals' become your captives.",
        page(13),
        "Secure",
    ),
    RuleNote("battle", "Attack one Rival's pieces in a system where you have ships.", page(14), "Battle"),
    RuleNote(
        "dice",
        "Choose the dice: up to one per attacking ship, at most six of a kind; raid dice only against "
        "buildings (or a Rival with none).",
        page(14),
        "Collect dice",
    ),
    RuleNote(
        "reroll",
        "Skirmishers or Seeker Torpedoes: roll some of your dice again after the roll.",
        "cards BC13, L14; " + page(14),
        "Reroll a die",
    ),
    RuleNote(
        "hit",
        "Assign a hit: a fresh piece is damaged, a damaged one destroyed and taken as a trophy.",
        page(14),
        "Assign hits",
    ),
    RuleNote(
        "steal",
        "Spend raid keys to take the defender's resources (by slot cost) or Guild cards.",
        page(16),
        "Raid",
    ),
    RuleNote("done", "Stop spending keys, or say you have finished a card's question.", page(16), "Done"),
    RuleNote(
        "ransack",
        "You destroyed a Rival's city: take a Court card holding any of their agents, those agents "
        "as trophies.",
        page(16),
        "Ransack the Court",
    ),
    # Resources and Prelude (p17, p20).
    RuleNote(
        "spend",
        "Prelude: return a resource to take one action of its type (Material builds, Fuel moves, "
        "Weapons battle, Relics secure, Psionics any).",
        page(17),
        "Spend a resource",
    ),
    RuleNote(
        "discard",
        "No room for a new resource: choose which resource goes back to the supply.",
        page(17),
        "Discard a resource",
    ),
    RuleNote(
        "prelude",
        "Use a card's Prelude ability before or between your actions this turn.",
        page(20),
        "Prelude action",
    ),
    RuleNote(
        "choose", "Answer a question a card asks (what to take, where, whom).", page(20), "A card's choice"
    ),
    # New actions from cards (p20): a pip or a resource of the action they use.
    RuleNote(
        "manufacture",
        "Mining Interest: instead of a Build, gain 1 Material.",
        "card BC02, " + page(20),
        "Manufacture",
    ),
    RuleNote(
        "synthesize",
        "Shipping Interest: instead of a Build, gain 1 Fuel.",
        "card BC09, " + page(20),
        "Synthesize",
    ),
    RuleNote(
        "pressgang",
        "Prison Wardens: instead of a Build, free captives and gain a resource for each.",
        "card BC12, " + page(20),
        "Pressgang",
    ),
    RuleNote(
        "execute",
        "Prison Wardens: instead of an Influence, turn captives into trophies.",
        "card BC12, " + page(20),
        "Execute",
    ),
    RuleNote(
        "abduct",
        "Court Enforcers: instead of a Battle, capture the Rival agents on a Court card where they "
        "number fewer than your Weapon icons.",
        "card BC14, " + page(20),
        "Abduct",
    ),
    RuleNote(
        "trade",
        "Elder Broker: instead of a Tax, take a resource from a Rival city you control and give its "
        "owner one they lack.",
        "card BC23, " + page(20),
        "Trade",
    ),
    RuleNote(
        "tactical",
        "Warrior: a Copy or Pivot battle may also move, before or after.",
        "leader Warrior, " + page(21),
        "Tactical",
    ),
    RuleNote(
        "charismatic",
        "Feastbringer: a Copy or Pivot secure may also influence, before or after.",
        "leader Feastbringer, " + page(21),
        "Charismatic",
    ),
    RuleNote(
        "summon",
        "Tool-Priests: instead of a Build, build a ship at a city you control, once a turn.",
        "lore L01, " + page(21),
        "Summon",
    ),
    RuleNote(
        "fire-rifles",
        "Galactic Rifles: instead of a Battle, roll a skirmish die per fresh ship at a Rival in "
        "an adjacent system.",
        "lore L02, " + page(21),
        "Fire Rifles",
    ),
    RuleNote(
        "nurture",
        "Living Structures: instead of a Build, tax a Loyal city.",
        "lore L10, " + page(21),
        "Nurture",
    ),
    RuleNote(
        "prune",
        "Living Structures: instead of a Repair, swap a Loyal starport for a city or back.",
        "lore L10, " + page(21),
        "Prune",
    ),
    # Fine print (p22).
    RuleNote(
        "place",
        "With no ships or starports left on the map, place three fresh ships in a gate at your turn's end.",
        page(22),
        "Place ships",
    ),
)
"""Every kind of action an Arcs player takes, in the order a turn meets them."""


def notes() -> tuple[RuleNote, ...]:
    """The rules help (`GameSpec.rules`)."""
    return NOTES
