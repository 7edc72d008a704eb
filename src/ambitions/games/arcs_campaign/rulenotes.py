"""The rules help: one line on each kind of action a campaign player takes, with its page.

The campaign plays Arcs' actions (their notes are Arcs', `arcs.rulenotes`, citing the base
rulebook) and adds its own, cited from the Blighted Reach campaign rulebook (CRB, December 18,
2023) by page, or from the Fate card or Guild card that gives them (``Fate F10 Hegemon``). Where
the campaign changes an Arcs action (Build and Repair take in the Flagship, Battle the Empire's
and Free pieces), the campaign's note replaces Arcs'. Summaries are in our own words. `NOTES`
covers every kind `legal_actions` offers; `tests/games/arcs_campaign/test_rule_notes.py` plays
random games to check it.
"""

from __future__ import annotations

from typing import Final

from ambitions.core.spec import RuleNote
from ambitions.games.arcs import rulenotes as arcs_notes

BOOK: Final = "Campaign rulebook"


def page(n: int | str) -> str:
    """``Campaign rulebook p.16``."""
    return f"{BOOK} p.{n}"


def fate(card: str) -> str:
    """``Fate F10 Hegemon (card F10-02)``: a Fate's own action, from its cards."""
    return f"Fate {card}"


CHANGED: Final[tuple[RuleNote, ...]] = (
    RuleNote(
        "keep",
        "Keep what you have: your hand (two players), a roll a card lets you reroll, the Empire's Policy, or "
        "a Captive.",
        arcs_notes.page(19) + "; " + page("12, 20-21"),
        "Keep",
    ),
    RuleNote(
        "pass",
        "Hand on the initiative instead of leading; at a Summit, stop proposing deals; or let a step you "
        "may take go by.",
        arcs_notes.page(8) + "; " + page(17),
        "Pass",
    ),
    RuleNote(
        "done",
        "Stop: spending keys, taking from the Trust or a Hoard, or answering a card's question.",
        arcs_notes.page(16) + "; " + page(14),
        "Done",
    ),
    RuleNote(
        "build",
        "As in Arcs, and with your Flagship: build its upgrades and armor, or ships at it; Free "
        "starports too where a card lets you.",
        arcs_notes.page(12) + "; " + page("22-25"),
        "Build",
    ),
    RuleNote(
        "repair",
        "As in Arcs, and your Flagship's damaged upgrades and armor (or Blight and Banners where a "
        "Fate says so).",
        arcs_notes.page(13) + "; " + page("22-25"),
        "Repair",
    ),
    RuleNote(
        "battle",
        "As in Arcs; you may also attack Imperial ships and Free cities or starports (the Empire's "
        "laws may forbid it).",
        arcs_notes.page(14) + "; " + page("10-11, 15"),
        "Battle",
    ),
    RuleNote(
        "place",
        "Setup: put your starting cities, starports and ships; with no ships or starports left (in play "
        "or at the Intermission), three ships in a gate.",
        arcs_notes.page(22) + "; " + page("4-6, 28"),
        "Place pieces",
    ),
)
"""Arcs actions the campaign changes: these notes replace Arcs' (same kind)."""

OWN: Final[tuple[RuleNote, ...]] = (
    # Setup and the Intermission.
    RuleNote(
        "fate",
        "Choose your Fate in secret: its objective and cards set your path for the Act.",
        page("5, 28-29"),
        "Choose a Fate",
    ),
    RuleNote(
        "resettle",
        "Put an inherited Flagship or a Fate's piece on a new planet before the Act starts.",
        page(25),
        "Resettle",
    ),
    RuleNote(
        "board",
        "Pirate: at the Intermission, move a Hoard resource onto your board (the rest go back).",
        fate("F12 Pirate"),
        "Board a resource",
    ),
    # Playing a chapter.
    RuleNote(
        "event",
        "Follow with an Event card: it does nothing for actions but rolls the event die for "
        "Blight and Crises.",
        page("12-13"),
        "Play an Event",
    ),
    RuleNote(
        "seize-outrage",
        "Partisan: seize the initiative by provoking Outrage of a resource you have not yet lost.",
        fate("F6 Partisan"),
        "Seize by Outrage",
    ),
    # The Council, Summits and Negotiations.
    RuleNote(
        "summit",
        "Having secured the Imperial Council (or before an Event's roll), call a Summit.",
        page("14, 16"),
        "Call a Summit",
    ),
    RuleNote("no-summit", "Let the Council's turn pass without a Summit.", page(14), "No Summit"),
    RuleNote(
        "resolve",
        "Whoever secured the Council picks whether Crises or Edicts are resolved first.",
        page(14),
        "Resolve Council",
    ),
    RuleNote(
        "take",
        "An Outlaw who secured the Council steals resources from the Imperial Trust.",
        page(14),
        "Take from the Trust",
    ),
    RuleNote("petition", "Call to Order: petition the Council, turning it In Session.", page(16), "Petition"),
    RuleNote("leave", "Call to Order: leave the Empire and become an Outlaw.", page(16), "Leave the Empire"),
    RuleNote(
        "revive",
        "Call to Order, with no Regents left: rejoin as a Regent and take the First Regent tile.",
        page(16),
        "Revive the Empire",
    ),
    RuleNote(
        "forgive",
        "Call to Order: give a Rival a Psionic to take their Outrage of a type as a Favor.",
        page(16),
        "Reconcile",
    ),
    RuleNote(
        "force",
        "Return Favors: hand a Rival back their Favor to force a deal part on them.",
        page("16-17"),
        "Force with a Favor",
    ),
    RuleNote(
        "force-consent",
        "Return a Favor to force a Rival's consent to a deal part that needs it.",
        page("16-17"),
        "Force consent",
    ),
    RuleNote(
        "propose",
        "Negotiations: open a deal with one Rival (once each a Summit).",
        page(17),
        "Propose a deal",
    ),
    RuleNote(
        "give",
        "A deal part you would do for the Rival: cede a system, transfer a resource or card, promise...",
        page(17),
        "Give (deal)",
    ),
    RuleNote("ask", "A deal part you ask the Rival to do for you.", page(17), "Ask (deal)"),
    RuleNote("offer", "Put the deal as written to the Rival.", page(17), "Offer the deal"),
    RuleNote("withdraw", "Drop the deal you are writing.", page(17), "Withdraw"),
    RuleNote("accept", "Take the deal offered: every part happens at once.", page(17), "Accept"),
    RuleNote("refuse", "Turn the deal down: nothing happens.", page(17), "Refuse"),
    RuleNote(
        "export",
        "Magnate: at a Summit, offer resources to trade on your export terms.",
        fate("F3 Magnate"),
        "Export",
    ),
    RuleNote(
        "broker",
        "Peacekeeper: broker peace in a cluster, possibly returning a Favor for consent.",
        fate("F15 Peacekeeper (F15-11)"),
        "Broker Peace",
    ),
    RuleNote("agree", "Consent to a Broker Peace proposal.", fate("F15 Peacekeeper (F15-11)"), "Agree"),
    RuleNote("veto", "Refuse a Broker Peace proposal.", fate("F15 Peacekeeper (F15-11)"), "Veto"),
    # The Empire: Edicts, Policies, the Trust.
    RuleNote(
        "enforce",
        "First Regent: keep the Policy and enforce it (Govern the Imperial Reach).",
        page("20-21"),
        "Enforce the Policy",
    ),
    RuleNote(
        "change", "Change the Empire's Policy between Peace and War.", page("20-21"), "Change the Policy"
    ),
    RuleNote(
        "demand",
        "Imperial Demand: the First Regent collects a resource, trophy or captive from a Regent for "
        "the Trust.",
        page(20),
        "Imperial Demand",
    ),
    RuleNote(
        "outlaw",
        "A Regent who gave nothing to a Demand may be declared an Outlaw.",
        page(20),
        "Outlaw a Regent",
    ),
    RuleNote("spare", "Leave that Regent in the Empire.", page(20), "Spare a Regent"),
    RuleNote(
        "imperial-action",
        "The Regent with the most starports takes the Imperial Action.",
        page(21),
        "Imperial Action",
    ),
    RuleNote("requisition", "Escalation: where the Empire's two new ships go.", page(20), "Requisition"),
    RuleNote(
        "arm", "War: which Regent gets the Weapons when there are too few for all.", page(20), "Arm a Regent"
    ),
    RuleNote(
        "balk",
        "Peacekeeper edict: the First Regent turns one cluster back to War.",
        fate("F15 Peacekeeper (F15-09)"),
        "Balk at Peace",
    ),
    RuleNote(
        "foundry",
        "Imperial Officers: swap a Loyal ship at your starport for an Imperial one.",
        fate("F7 Admiral"),
        "Foundry",
    ),
    # Fates' own actions.
    RuleNote(
        "bargain",
        "Steward: instead of a Secure, let a Rival secure a card and influence with their agents.",
        fate("F1 Steward (F1-03)"),
        "Bargain",
    ),
    RuleNote(
        "recover",
        "Advocate: instead of a Move, attach the top Guild card of the discard to a Court card.",
        fate("F4 Advocate (F4-02)"),
        "Recover",
    ),
    RuleNote(
        "demand-card",
        "Advocate: ask a Rival for a Guild card of a suit you lack.",
        fate("F4 Advocate"),
        "Demand a card",
    ),
    RuleNote("hand-over", "Give the Advocate the card asked for.", fate("F4 Advocate"), "Hand over"),
    RuleNote("favor", "Give a Favor instead of the card or what was asked.", page(16), "Give a Favor"),
    RuleNote(
        "spy",
        "Informants: instead of an Influence, swap your best action card with a Rival's.",
        fate("F6 Partisan (F6-02)"),
        "Spy",
    ),
    RuleNote(
        "awaken",
        "Golem Beacon: instead of an Influence, bring the Golems at your gates to the Hearth.",
        fate("F5 Caretaker"),
        "Awaken",
    ),
    RuleNote(
        "golem",
        "Prelude: spend an Awake Golem for its power; a Rival then takes it sleeping.",
        fate("F5 Caretaker (F5-06)"),
        "Golem action",
    ),
    RuleNote(
        "teach",
        "Believer: instead of an Influence, attach a Faithful card to a Guild card in the Court.",
        fate("F8 Believer"),
        "Teach",
    ),
    RuleNote(
        "clue",
        "Pathfinder, Prelude: pay a resource to uncover a Clue where your Flagship is.",
        fate("F9 Pathfinder (F9-02)"),
        "Uncover a Clue",
    ),
    RuleNote(
        "portal",
        "Pathfinder: instead of a Move, take the Pilgrims at the Portal you control.",
        fate("F9 Pathfinder"),
        "Use the Portal",
    ),
    RuleNote(
        "lead-pilgrims",
        "Pathfinder, Prelude: move each Pilgrim once toward systems you hold.",
        fate("F9 Pathfinder"),
        "Lead Pilgrims",
    ),
    RuleNote(
        "banner",
        "Hegemon, Prelude: plant a Banner at your Flagship's planet.",
        fate("F10 Hegemon (F10-02)"),
        "Plant a Banner",
    ),
    RuleNote(
        "spirits",
        "Hegemon: instead of a Tax, gain two resources of a Banner planet's type.",
        fate("F10 Hegemon"),
        "Call Spirits",
    ),
    RuleNote(
        "bodies",
        "Hegemon: instead of a Build, two fresh ships at a Banner.",
        fate("F10 Hegemon"),
        "Call Bodies",
    ),
    RuleNote(
        "manipulate",
        "Mind Managers: instead of an Influence, look at a Rival's hand and swap a card.",
        fate("F10 Hegemon (F10-06)"),
        "Manipulate",
    ),
    RuleNote(
        "pacify",
        "Happy Hosts: instead of a Secure, capture damaged ships in systems you control.",
        fate("F10 Hegemon (F10-12)"),
        "Pacify",
    ),
    RuleNote(
        "fragment",
        "Planet Breaker: take a Fragment and place a fresh ship there.",
        fate("F11 Planet Breaker"),
        "Take a Fragment",
    ),
    RuleNote(
        "prepare",
        "Planet Breaker: ready the Planet Hammer at a planet.",
        fate("F11 Planet Breaker"),
        "Prepare the Hammer",
    ),
    RuleNote(
        "break",
        "Planet Breaker: strike the prepared planet, harming every building there.",
        fate("F11 Planet Breaker (F11-03)"),
        "Break a World",
    ),
    RuleNote(
        "hoard",
        "Pirate, Prelude: spend a Hoard resource as if it were on your board.",
        fate("F12 Pirate"),
        "Spend from the Hoard",
    ),
    RuleNote(
        "spawn",
        "Blight Speaker: damage a fresh Blight you control to place a damaged one.",
        fate("F13 Blight Speaker"),
        "Spawn Blight",
    ),
    RuleNote(
        "harvest",
        "Blight Reapers: instead of a Tax, destroy a damaged Blight and gain a resource.",
        fate("F13 Blight Speaker (F13-06)"),
        "Harvest",
    ),
    RuleNote(
        "anger",
        "Blight Fury: instead of a Battle, roll the number die and rouse the Blight in a cluster.",
        fate("F13 Blight Speaker"),
        "Anger",
    ),
    RuleNote(
        "witness",
        "Pacifist: move Witnesses with a Move's pip or Fuel.",
        fate("F14 Pacifist"),
        "Move Witnesses",
    ),
    RuleNote(
        "witness-take",
        "Pacifist, Prelude: turn a Witness at a Psionic planet into a Psionic.",
        fate("F14 Pacifist (F14-02)"),
        "Take a Witness",
    ),
    RuleNote(
        "well-take",
        "Pacifist, Prelude: move a Psionic from Well of Empathy to your board.",
        fate("F14 Pacifist"),
        "Draw from the Well",
    ),
    RuleNote(
        "levy", "Warden: raise a Vassal's ships in your Fief to fight with yours.", fate("F16 Warden"), "Levy"
    ),
    RuleNote(
        "claim", "Claims of Nobility: attach the card and seat a city as your Fief.", page(27), "Claim a Fief"
    ),
    RuleNote(
        "bunker",
        "Survivalist: instead of a Build, place a Bunker at a planet with your pieces.",
        fate("F18 Survivalist"),
        "Bunker",
    ),
    RuleNote(
        "seed",
        "Spore Guides: instead of a Build, roll the number die and seed Blight.",
        fate("F21 Naturalist (F21-03)"),
        "Seed",
    ),
    RuleNote(
        "incite",
        "Freedom Fighters: instead of a Battle, stir revolt against Imperial ships.",
        fate("F2 Founder (F2-27)"),
        "Incite",
    ),
    RuleNote(
        "assemble",
        "Arms Interest: instead of a Build, gain 1 Weapon.",
        fate("F15 Peacekeeper (F15-05, F15-06)"),
        "Assemble",
    ),
    RuleNote(
        "attach",
        "Mass Call for Armistice: attach an Armistice to a Court card that has no attached card.",
        fate("F2 Founder (F2-26)") + "; " + page(27),
        "Attach an Armistice",
    ),
    RuleNote(
        "doctrine",
        "Set Doctrine: turn the Doctrine card to its Zeal or its Wisdom side.",
        fate("F8 Believer (F8-21)"),
        "Set Doctrine",
    ),
    RuleNote(
        "slipstream",
        "Slipstream Drive: carry your Flagship, and ships with it, through the Twisted Passage.",
        page(25) + "; " + fate("F22 Gate Wraith"),
        "Slipstream",
    ),
)
"""The campaign's own kinds, in the order a game meets them."""


def _merged() -> tuple[RuleNote, ...]:
    changed = {n.kind: n for n in CHANGED}
    base = tuple(changed.get(n.kind, n) for n in arcs_notes.NOTES)
    return base + OWN


NOTES: Final[tuple[RuleNote, ...]] = _merged()
"""Every kind of action a campaign player takes: Arcs' (the changed ones replaced), then the
campaign's own."""


def notes() -> tuple[RuleNote, ...]:
    """The rules help (`GameSpec.rules`)."""
    return NOTES
