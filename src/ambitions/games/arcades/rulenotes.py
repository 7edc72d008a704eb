"""The rules help: one line on each kind of action an ARCADEs player takes, with its section.

ARCADEs v1.4 has no page numbers, so each `RuleNote` cites its section of the rules (``ARCADEs
v1.4, Battle``) and, where the project settled an unclear rule, the ambiguity's number in
variants-spec.md B.1.6 (``A17``). Summaries are in our own words. `NOTES` covers every kind
`legal_actions` offers; `tests/games/arcades/test_rule_notes.py` plays random games to check it.
"""

from __future__ import annotations

from typing import Final

from ambitions.core.spec import RuleNote


def section(name: str, ambiguity: str = "") -> str:
    """``ARCADEs v1.4, Battle (A12)``."""
    return f"ARCADEs v1.4, {name}" + (f" ({ambiguity})" if ambiguity else "")


NOTES: Final[tuple[RuleNote, ...]] = (
    # Setup and the Recruit phase.
    RuleNote(
        "agent",
        "Put your agent on a planet (setup), or move it cluster by cluster for 1 action point each, "
        "picking up one resource on the way.",
        section("Setup; Action Phase", "A8"),
        "Move agent",
    ),
    RuleNote("ships", "Setup: put your three starting ships in a gate.", section("Setup"), "Starting ships"),
    RuleNote(
        "keep",
        "Draft: keep two cards and pass the others to your left.",
        section("Recruit phase", "A7"),
        "Draft",
    ),
    RuleNote(
        "discard",
        "Two players: drop a card after the draft; solo: drop the three cards you will not play.",
        section("2-player mode; Solo mode, Recruit phase"),
        "Discard",
    ),
    # The Action phase.
    RuleNote(
        "play",
        "Play a card to the round, following the lead suit when you can; a 7 beats everything.",
        section("Action Phase, Card Play"),
        "Play a card",
    ),
    RuleNote(
        "place",
        "Use the card to put up to three ships in the gate of the cluster its number names (any "
        "gate for a 7).",
        section("Action Phase, Card Play"),
        "Place ships",
    ),
    RuleNote(
        "move",
        "1 action point: move one ship from a gate to the next cluster's gate.",
        section("Action Phase, main actions"),
        "Move a ship",
    ),
    RuleNote(
        "repair",
        "1 action point: stand one damaged ship upright again.",
        section("Action Phase, main actions", "A17"),
        "Repair",
    ),
    RuleNote(
        "battle",
        "1 action point: attack a Rival's ships in your agent's cluster.",
        section("Battle"),
        "Battle",
    ),
    RuleNote(
        "research",
        "2 action points and the matching resource: gain a scientific advance (once a turn).",
        section("Research", "A1"),
        "Research",
    ),
    RuleNote(
        "colonize",
        "2 action points, a resource and a ship of your agent's cluster: build a city on a planet "
        "there without one (once a turn).",
        section("Action Phase, main actions", "A16"),
        "Colonize",
    ),
    RuleNote("phantom", "Two players: move the phantom's agent.", section("2-player mode"), "Phantom agent"),
    RuleNote(
        "spend",
        "Free action: spend a resource (Material places 2 ships, Fuel moves 2, Weapons battles "
        "elsewhere, Relic repairs 2, Psionic moves your agent twice).",
        section("Action Phase, free actions", "A2"),
        "Spend a resource",
    ),
    RuleNote(
        "buyback",
        "Pay a Rival 1 resource or 1 Power to get back your ships they hold as trophies.",
        section("Action Phase", "A20"),
        "Buy back trophies",
    ),
    RuleNote(
        "declare",
        "Leading player only: put an ambition marker in your agent's cluster; your card then counts 0.",
        section("Action Phase, declare an ambition", "A3"),
        "Declare an ambition",
    ),
    RuleNote("end", "Finish your turn.", section("Action Phase"), "End the turn"),
    # Battle.
    RuleNote(
        "dice",
        "Take one die per attacking ship, up to five: assault, skirmish, or raid (only against the "
        "defender's agent or city).",
        section("Battle, Collect Dice"),
        "Collect dice",
    ),
    RuleNote(
        "reroll",
        "Advance Tactics: roll every skirmish die again, once.",
        section("Research", "A18"),
        "Reroll",
    ),
    RuleNote(
        "no-reroll",
        "Keep the roll instead of using Advance Tactics.",
        section("Research", "A18"),
        "Keep the roll",
    ),
    RuleNote(
        "hit",
        "Place a hit: on your own ships for flames and intercepts, then on the defender's; fresh ships "
        "are damaged, damaged ones destroyed.",
        section("Battle, Roll and Resolve"),
        "Assign a hit",
    ),
    RuleNote(
        "steal",
        "Spend keys to take a resource from the defender's board slot.",
        section("Battle, Roll and Resolve", "A12"),
        "Steal",
    ),
    RuleNote("done", "Stop spending keys.", section("Battle, Roll and Resolve", "A12"), "Done"),
    RuleNote(
        "push",
        "Pyramids: move the defender's agent one cluster away per pyramid.",
        section("Battle, Roll and Resolve", "A13"),
        "Push the agent",
    ),
    # The Ambition phase and resources.
    RuleNote(
        "take",
        "Compensation: the players behind on Power take resources from the supply.",
        section("Ambition phase", "A9"),
        "Take a resource",
    ),
    RuleNote(
        "drop",
        "A seventh resource: give up the new one, or send back one you hold.",
        section("Core Concepts", "A28"),
        "Too many resources",
    ),
)
"""Every kind of action an ARCADEs player takes, in the order a chapter meets them."""


def notes() -> tuple[RuleNote, ...]:
    """The rules help (`GameSpec.rules`)."""
    return NOTES
