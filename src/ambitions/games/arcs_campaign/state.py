"""The campaign's state: an Arcs state plus the Empire, the Free States, the Blight and the Act.

`CampaignState` subclasses `ArcsState` and adds its fields (plain lists and ints, copied by
`clone` like the base ones). Neutral pieces live where the base rules look for pieces, so the
Arcs rule modules see them without knowing them: Free cities and starports are buildings in
`ArcsState.slots` owned by `FREE` (a code no seat has); Imperial ships and Blight have their
own per-system counts, since no base rule may treat them as a seat's ships.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final, cast

from ambitions.core.errors import IllegalAction
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import observe as arcs_observe
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.state import (
    _LIST_FIELDS,
    _NESTED_FIELDS,
    _SCALAR_FIELDS,
    EMPTY,
    ArcsState,
    _copy_fields,
)
from ambitions.games.arcs_campaign import data

TYCOON, TYRANT, WARLORD, KEEPER, EMPATH, EDENGUARD, BLIGHTKIN = range(7)
"""`CampaignState.AMBITION_NAMES` indexes: Arcs' five, then the Guardian's and the Naturalist's."""
EDENGUARD_AMBITION: Final = "F20-04"
"""The Guardian's law (F20-01A: into the rules booklet): the Edenguard ambition."""
BLIGHTKIN_AMBITION: Final = "F21-04"
"""The Naturalist's law (F21-01A: into the rules booklet): the Blightkin ambition."""
_WITH_EDENGUARD: Final = (*range(5), EDENGUARD)
_WITH_BLIGHTKIN: Final = (*range(5), BLIGHTKIN)
_WITH_BOTH: Final = (*range(5), EDENGUARD, BLIGHTKIN)
FREE: Final = 7
"""The owner code of Free buildings in `ArcsState.slots` (seats are 0-3)."""
EMPIRE: Final = -2
"""`CampaignState.controller` of an Empire-controlled system no seat commands now (CRB p.10)."""
GOLEM_HELD: Final = 100
"""`CampaignState.golems`: ``GOLEM_HELD + seat`` for a Golem a seat holds."""
WELL_OF_EMPATHY: Final = "F14-03"
"""The Pacifist's lore: it holds any number of Psionic (`CampaignState.well`)."""
WITNESS_PSIONIC: Final = 100
"""`CampaignState.witnesses`: a Witness flipped to its Psionic side, a Psionic resource (F14-02)."""
SEAT_SUPPLY: Final = -1
"""`CampaignState.fief_seats`: a Seat token with the Warden, off the map (F16-01A)."""
SEAT_OUT: Final = -2
"""`CampaignState.fief_seats`: a Seat token scrapped (F16-11)."""
COURT_TOKEN_SUPPLY: Final = -1
"""`CampaignState.court_tokens`: a Court token in the general supply (F16-17A)."""
WITNESS_OUT: Final = -1
"""`CampaignState.witnesses`: a Witness scrapped (F14-04)."""
PILGRIM_OFF: Final = -1
"""`CampaignState.pilgrims`: a Pilgrim token not on the map (its roll's planet out of play)."""
PILGRIM_DELIVERED: Final = 100
"""`CampaignState.pilgrims`: a Pilgrim on the Pathfinder's objective card (F9-08)."""
MONOPOLY_SUPPLY: Final = -1
"""`CampaignState.monopolies`: a Monopoly card in the general supply."""
MONOPOLY_SCRAPPED: Final = -2
"""`CampaignState.monopolies`: a Monopoly card scrapped (the Magnate's Act II Resolution)."""
COMMONWEALTH_ON_FATE: Final = -1
"""`CampaignState.commonwealth`: the marker on the Founder's Fate card."""
COMMONWEALTH_OUT: Final = -2
"""`CampaignState.commonwealth`: the marker not in play."""
GOLEM_HEARTH: Final = "F5-03"
"""Golem Hearth (the Caretaker's lore): it holds any number of Golems, in no resource slot."""


LogRow = tuple[int, int, str, int, int, tuple[str, ...], bool, bool]
"""A row of the campaign log sheet (`CampaignState.log_sheet`)."""


class CampaignPhase:
    """The campaign's own decision points (`ArcsState.phase`); the base ones are reused."""

    CHANCE_COURT: Final = "campaign-chance-court"
    """CRB p.5 step I: the order of the 15 campaign Court cards."""
    CHANCE_LORE: Final = "campaign-chance-lore"
    """Step J: one lore card per player, drawn at random from the lore deck."""
    CHANCE_COURT_SHUFFLE: Final = "campaign-chance-court-shuffle"
    """Step J: the lore shuffled into the Court deck."""
    CHANCE_POLICY: Final = "campaign-chance-policy"
    """Step M: the Govern the Imperial Reach stack shuffled (its top card is the Policy)."""
    CHANCE_NUMBER: Final = "campaign-chance-number"
    """Step N: the number die picks the first Imperial cluster."""
    CHANCE_EVENT: Final = "campaign-chance-event"
    """Step O: the event die picks the Free cities' planet symbol."""
    PLACE: Final = "campaign-place"
    """Player setup G-H: 3 ships and a building at a planet with an Imperial ship."""
    CHANCE_DEAL: Final = "campaign-chance-deal"
    """Player setup J: the action deck with its Event cards, dealt."""
    CHANCE_DRAW: Final = "campaign-chance-draw"
    """Player setup J, 2 players: the mulligan's new cards (as many as discarded)."""
    BATTLE_DICE: Final = "campaign-battle-dice"
    """A battle with neutral pieces (`battle`): the attacker collects dice."""
    CHANCE_ROLL: Final = "campaign-chance-roll"
    """A battle with neutral pieces: the dice rolled (the same outcome text as Arcs)."""
    BATTLE: Final = "campaign-battle"
    """A battle with neutral pieces: rerolls, hits, raiding, ransacking."""
    CHANCE_EVENT_ROLL: Final = "campaign-chance-event-roll"
    """The event and number dice rolled at a round's end or for the Court Crises (CRB p.13, p.18)."""
    RESOLVE: Final = "campaign-resolve"
    """The round's end: the Imperial Council's resolution and the Edicts (`steps`)."""
    CHANCE_FATES: Final = "campaign-chance-fates"
    """Player setup B (CRB p.6): each player draws 2 "A" Fate cards (`fates.draw`)."""
    CHANCE_GOLEMS: Final = "campaign-chance-golems"
    """Caretaker setup (F5-01A): the 4 Sleeping Golems shuffled onto the gates."""
    CHOOSE_FATE: Final = "campaign-choose-fate"
    """Player setup B: each player secretly chooses one of the two (`fates.draw`)."""
    CHANCE_RESOLUTION: Final = "campaign-chance-resolution"
    """Intermission step A (CRB p.28): the random lore cards a Resolution adds (F5-07)."""
    REBUILD: Final = "campaign-rebuild"
    """Intermission step D: a player with no ships or starports left places 3 fresh ships in
    a gate (CRB p.28, the base game's Elimination)."""
    CHANCE_NEW_FATES: Final = "campaign-chance-new-fates"
    """Intermission step F (CRB p.29): the "B" Fates drawn, 1 per completed objective, 2 per
    failed one (`fates.choice`)."""
    CHOOSE_NEW_FATE: Final = "campaign-choose-new-fate"
    """Intermission step F: each player secretly chooses the Fate for the next Act."""
    CHANCE_ACT_COURT: Final = "campaign-chance-act-court"
    """Act II setup B (CRB p.7): the Court deck shuffled. A state here is "packed up" (CRB p.29):
    the Intermission is over and the next Act's setup not begun (`campaign_file`)."""
    CHANCE_ACT_EVENT: Final = "campaign-chance-act-event"
    """Act II setup D: the event die places Blight."""
    CHANCE_ACT_NUMBERS: Final = "campaign-chance-act-numbers"
    """Act II setup E, 2 players: the number die rolled twice (resources on the ambition boxes)."""
    CHANCE_FRAGMENTS: Final = "campaign-chance-fragments"
    """Act II setup F, the Planet Breaker's Setup side (F11-01A): the event die places the 6
    Hammer Fragments (``fragments crisis hex``), in its place among the Setup sides' questions."""
    CHANCE_ANGER: Final = "campaign-chance-anger"
    """Blight Fury's Anger (F13-04): the number die rolled (``angerroll 4``)."""
    CHANCE_SEED: Final = "campaign-chance-seed"
    """Spore Guides' Seed (F21-03): the number die rolled (``seedroll 4``)."""
    CHANCE_PILGRIMS: Final = "campaign-chance-pilgrims"
    """Act III setup F, the Pathfinder's Setup side (F9-07A): the event die places the 6 Pilgrim
    tokens (``pilgrims edict arrow``), in its place among the Setup sides' questions."""
    CHANCE_EATER: Final = "campaign-chance-eater"
    """Planet-Eater Loose (F11-11): its Crisis rolls the event die again (``eater crisis hex``),
    securing it rolls a skirmish die per agent on it (``eater S3 S0 S5``)."""
    CHANCE_PASSAGE: Final = "campaign-chance-passage"
    """The Twisted Passage (F22-05): the event die rerolled after a move out of it (``passage
    crisis hex``)."""


ASKED_ROLLS: Final = frozenset(
    {
        CampaignPhase.CHANCE_FRAGMENTS,
        CampaignPhase.CHANCE_ANGER,
        CampaignPhase.CHANCE_SEED,
        CampaignPhase.CHANCE_PILGRIMS,
        CampaignPhase.CHANCE_EATER,
        CampaignPhase.CHANCE_PASSAGE,
    }
)
"""The chance nodes of a roll asked as a question on the choice stack (the Planet-Eater's Crisis
roll, F11-11, and the other Fates' rolls answered as questions): `flow` makes the question on top
one of these when it is a roll, and back to a question if another is asked above it; a position
treats one as an interruption, as the question is."""

CAMPAIGN_CHANCE_PHASES: Final = (
    frozenset(
        {
            CampaignPhase.CHANCE_COURT,
            CampaignPhase.CHANCE_LORE,
            CampaignPhase.CHANCE_COURT_SHUFFLE,
            CampaignPhase.CHANCE_POLICY,
            CampaignPhase.CHANCE_NUMBER,
            CampaignPhase.CHANCE_EVENT,
            CampaignPhase.CHANCE_DEAL,
            CampaignPhase.CHANCE_DRAW,
            CampaignPhase.CHANCE_ROLL,
            CampaignPhase.CHANCE_EVENT_ROLL,
            CampaignPhase.CHANCE_FATES,
            CampaignPhase.CHANCE_GOLEMS,
            CampaignPhase.CHANCE_RESOLUTION,
            CampaignPhase.CHANCE_NEW_FATES,
            CampaignPhase.CHANCE_ACT_COURT,
            CampaignPhase.CHANCE_ACT_EVENT,
            CampaignPhase.CHANCE_ACT_NUMBERS,
        }
    )
    | ASKED_ROLLS
)

INTERMISSION_PHASES: Final = frozenset(
    {
        CampaignPhase.CHANCE_RESOLUTION,
        CampaignPhase.REBUILD,
        CampaignPhase.CHANCE_NEW_FATES,
        CampaignPhase.CHOOSE_NEW_FATE,
    }
)
"""The phases of the Intermission (CRB p.28-29, `intermission`)."""
ACT_SETUP_PHASES: Final = frozenset(
    {CampaignPhase.CHANCE_ACT_COURT, CampaignPhase.CHANCE_ACT_EVENT, CampaignPhase.CHANCE_ACT_NUMBERS}
)
"""The chance events of Act II & III setup (CRB p.7, `act_setup`)."""

PUBLIC_CHANCE: Final = frozenset(
    {"number", "event", "eventroll", "fragments", "angerroll", "seedroll", "pilgrims", "eater"}
)
"""The campaign's chance outcomes everyone sees in full (its dice); its Court order, lore
shuffle, deals and draws show only their kind, as in Arcs."""

_COMMANDERS: Final = ("F7-02", "F7-06", "F7-07")
MARTIAL_LAW: Final = "F7-20"
"""The Admiral's Act III law (F7-19A: added to the rules booklet; `CampaignState.under_martial_law`)."""
"""Imperial Officers and Rogue Admirals (`empire.IMPERIAL_COMMANDERS`)."""

NEUTRAL_PIECES: Final = ("imperial-ship", "free-city", "free-starport", "blight")
"""Kinds of neutral Trophies (`CampaignState.neutral_trophies`)."""

_CAMPAIGN_LISTS: Final = (
    "imperial_fresh",
    "imperial_damaged",
    "blight_fresh",
    "blight_damaged",
    "outlaw",
    "trust",
    "favors",
    "policies",
    "edicts",
    "placing",
    "neutral_trophies",
    "steps",
    "secured_agents",
    "fate_offers",
    "fates",
    "choosing",
    "objective",
    "league",
    "attached",
    "sown",
    "golems",
    "golem_awake",
    "faithful",
    "scrapped_actions",
    "summit_gifts",
    "scrapped",
    "booklet",
    "resolved",
    "former_fates",
    "completed",
    "fate_choice",
    "flagship",
    "flagship_board",
    "ideals",
    "monopolies",
    "members",
    # The "B" Fates (F9-F16):
    "scrapped_ships",
    "resources_scrapped",
    # with a Flagship (F9-F12):
    "clues",
    "pilgrims",
    "seek_tucked",
    "banners",
    "ship_captives",
    "hosts_held",
    "hammer",
    "breaking_worlds",
    "tucked",
    "hoard",
    "green_vault",
    "breaking",
    # without a Flagship (F13-F16):
    "witnesses",
    "fief_seats",
    "ceasefires",
    "rumors",
    "rumor_agents",
    "haven_guesses",
    "hunger",
    "empathy_battle",
    "court_tokens",
    "levy",
    "scrapped_agents",
    # the "C" Fates (F17-F24):
    "bunkers",
    "vow_held",
    # Act III and the campaign's end (`act3`):
    "grand_scores",
    "final_winners",
    "log_sheet",
    "golems_fed",
    # the Conspirator (F23):
    "conspiracies",
    "conspiracy_supply",
    # the Gate Wraith (F22):
    "passages",
    "passage_pieces",
    "dead_live",
)
_CAMPAIGN_SCALARS: Final = (
    "act",
    "imperial_clusters",
    "free_symbol",
    "first_regent",
    "council",
    "council_secured_by",
    "free_cities",
    "free_starports",
    "imperial_ships",
    "blight_supply",
    "battle_side",
    "battle_imperial_fresh",
    "battle_imperial_damaged",
    "battle_imperial_defend",
    "catapult_imperial",
    "events_played",
    "event_roll",
    "doctrine",
    "commonwealth",
    # The "B" Fates with a Flagship (F9-F12):
    "portal",
    "portal_secret",
    "sycophants_seen",
    "imperial_scrapped",
    # without a Flagship (F13-F16):
    "arsenal",
    "well",
    "catapult_witnesses",
    # Act III (`act3`):
    "chapter_end_due",
    "campaign_end_done",
    "sponsored",
    "judges_chosen",
    "battle_judge_fresh",
    "battle_judge_damaged",
    # the Gate Wraith (F22):
    "passage_die",
)


class CampaignState(ArcsState):
    """A Blighted Reach position (Acts I-III and the Intermissions). See the module docstring."""

    game_name = "arcs-campaign"

    __slots__ = _CAMPAIGN_LISTS + _CAMPAIGN_SCALARS

    imperial_fresh: list[int]
    """Fresh Imperial ships per system."""
    imperial_damaged: list[int]
    """Damaged Imperial ships per system."""
    blight_fresh: list[int]
    """Fresh Blight per system."""
    blight_damaged: list[int]
    """Damaged Blight per system."""
    outlaw: list[bool]
    """Each seat's title: False Regent, True Outlaw (CRB p.10)."""
    trust: list[int]
    """The Imperial Trust on the First Regent tile: frozen resources by type (CRB p.21)."""
    favors: list[int]
    """Favors: Rival agents on a seat's Fate card, ``holder * n + owner`` (CRB p.16)."""
    policies: list[str]
    """The Govern the Imperial Reach stack, top (the current Policy) first (CRB p.20)."""
    edicts: list[str]
    """Edict cards in the rules booklet (CRB p.9, p.20)."""
    placing: list[int]
    """Player setup G-H: the seats still to place 3 ships and a building, next first."""
    steps: list[tuple[Any, ...]]
    """What is left to resolve at the round's end, next first: ``(kind, seat, *data)``
    (`council`, `edicts`); a step with a seat >= 0 waits for that seat's decision."""
    booklet: list[str]
    """Law cards a Resolution put in the rules booklet for the next Act (CRB p.28 step A)."""
    scrapped_ships: list[int]
    resources_scrapped: list[int]
    """Resource tokens scrapped, by type (the Magnate's grand ambitions, F3-25B)."""
    """Loyal ships each seat scrapped (out of the campaign: the Hegemon's and the Blight
    Speaker's Act II setups, F10-01A, F13-01A; `fates.fleet`), counted by the invariants'
    conservation."""
    rumors: list[int]
    """Act III, the Pirate's 4 Rumor tokens (F12-08A): Cluster Correct, Symbol Correct, False,
    False, each ``2 * system + face up`` or -1 (`fates.pirate_act3`); empty without them. Which is
    which is hidden from the Pirate's Rivals unless face up or they have an agent on it."""
    rumor_agents: list[int]
    """The agents on each Rumor: a bit per seat (F12-09, F12-11, F12-12)."""
    haven_guesses: list[int]
    """The End of Act III (F12-08B): the planet each seat named, or -1 (public)."""
    ceasefires: list[int]
    """Act III, the Peacekeeper's 6 Ceasefire tokens (F15-07A, F15-08), cluster 1 first: 1 Peace,
    0 War; empty without the Peacekeeper's Act III setup (`fates.peacekeeper_act3`)."""
    hunger: list[int]
    """Pieces on Blight Hunger (F13-13), ``[owner * 3 + kind]`` (kind 0 ship, 1 starport, 2
    city; owner `n` the Empire's ships): destroyed by a Blight Crisis, back after scoring
    (`fates.blight_speaker_act3`)."""
    witnesses: list[int]
    """The Pacifist's 4 Witness tokens (F14-01A, F14-02): each a system (spyglass side up, a
    Loyal piece of the Pacifist), `WITNESS_PSIONIC` or `WITNESS_OUT`; empty without the
    Pacifist's setup (`fates.pacifist`)."""
    conspiracies: list[int]
    """Act III, the Conspirator's face-down Conspiracies on ambition boxes (F23-03), in the order
    placed, each ``colour + 4 * wrong + 64 * ambition``: `colour` a seat colour's index
    (`data.SEAT_COLOURS`, all four even with fewer players, F23-01A), `wrong` the colours Rivals
    guessed wrong for it (public, F23-05), `ambition` its box (`fates.conspirator`). The colour
    is the Conspirator's secret."""
    conspiracy_supply: list[int]
    """The Conspirator's Conspiracy tokens in supply, a count per colour (F23-01A: 2 each); the
    Rivals see only their total. Empty without the Conspirator's Act III setup."""
    empathy_battle: list[int]
    """Act III, Empathy for All (F14-09): a battle at a planet whose harm waits for the end of
    its hits, ``[planet, attacker, defender, intercepted]``; empty otherwise
    (`fates.pacifist_act3`)."""
    fief_seats: list[int]
    """The Warden's 6 Seat tokens, the k-th for cluster k (F16-01A, F16-02, F16-09): ``slot * 8 +
    owner`` above that owner's city, `SEAT_SUPPLY` or `SEAT_OUT`; empty without the Warden's
    setup (`fates.warden`)."""
    court_tokens: list[int]
    """The Warden's 6 Court tokens, the k-th for cluster k's Fief (F16-17A, F16-18): the Court
    place (index of `court`) of the card it is on, or `COURT_TOKEN_SUPPLY`; empty without the
    Warden's Act III setup (`fates.warden_act3`)."""
    levy: list[int]
    """Ships on Warden's Levy (F16-12), by owner: fresh ones ``[0:n]``, damaged ones ``[n:2n]``
    (`fates.warden_act3`)."""
    scrapped_agents: list[int]
    """Agents each seat had scrapped (out of the campaign: Feast Day's Crisis, F16-13; the
    Survivalist's Bunkers built and Captives scrapped, F18-03), counted by the invariants'
    conservation."""
    bunkers: list[int]
    """The Survivalist's 9 Bunker tokens (F18-01A, F18-03): each `survivalist.SUPPLY`, ``2 *
    system + damaged`` on the map, or ``survivalist.TROPHY + seat`` a Rival's Trophy; empty
    without the Survivalist's setup (`fates.survivalist`)."""
    passages: list[int]
    """The Gate Wraith's 6 Passage tokens (F22-01A, F22-03, F22-05): each the gate it is on, or
    `twisted_passage.SUPPLY`; empty without the Gate Wraith's setup: no Twisted Passage then
    (`fates.twisted_passage`)."""
    passage_pieces: list[int]
    """Pieces in the Twisted Passage (F22-05), the map's 25th place outside the Arcs arrays:
    ``2 * seat + damaged`` each seat's ships, ``2 * n + damaged`` the Empire's, ``2 * n + 2 +
    damaged`` the Blight; empty without it (`fates.twisted_passage`)."""
    dead_live: list[int]
    """Ships on The Dead Live (F22-04), by owner, the Empire's last (destroyed this chapter,
    waiting for the end of scoring to enter the Twisted Passage); empty without the Twisted
    Passage."""
    passage_die: str
    """The event die in the central map area (F22-01A step 4): the planet symbol it shows (the
    planets a ship may move to from the Twisted Passage, F22-05); "" without it."""
    vow_held: list[int]
    """The Survivalist's agent Captives set aside at a scoring of Tyrant, by owner, while it
    chooses those Vow of Survival keeps (F18-02); empty otherwise."""
    monopolies: list[int]
    """The Magnate's Monopoly cards (F3-13 to F3-17, Act II on), by resource type: the seat that
    has it, `MONOPOLY_SUPPLY` in the general supply, `MONOPOLY_SCRAPPED` scrapped; empty when
    they are not in play (`fates.magnate_act2`)."""
    members: list[bool]
    """Each seat's Member of the Commonwealth title (F2-18 to F2-21, Act II on); empty when the
    Founder's Act II is not in play (`fates.founder_act2`)."""
    commonwealth: int
    """The Commonwealth Ambition marker (F2-13): `COMMONWEALTH_ON_FATE` on the Founder's Fate card,
    an ambition index on that ambition's box, `COMMONWEALTH_OUT` not in play."""
    resolved: list[str]
    """The Resolution cards resolved at the Intermission (CRB p.28 step A), each once."""
    flagship: list[int]
    """Each seat's Flagship piece: its system, -1 without a Flagship (`flagship`, CRB p.22)."""
    flagship_board: list[int]
    """The Flagship boards, 12 slots per seat (Upgrades left to right, then their Armor): a
    Loyal building's code or -1 (`flagship`)."""
    ideals: list[str]
    """The Believer's Ideal markers on the ambition boxes (F8-20A, Act II on): ``"zeal"``,
    ``"wisdom"`` or ``""`` per ambition; empty before the Believer's Act II setup."""
    doctrine: str
    """The Doctrine card's side (F8-22): ``"zeal"``, ``"wisdom"``, or ``""`` if not in play."""
    clues: list[int]
    """The Pathfinder's Clues placed (F9-02), in order, each ``2 * system + 1`` for a Check and
    ``2 * system`` for an X; the last 6 are on the map (`fates.pathfinder`)."""
    portal: int
    """The Portal token's system (F9-03), -1 while not placed."""
    pilgrims: list[int]
    """The Pathfinder's 6 Pilgrim tokens (Act III, F9-07A, F9-08): each a system (a Loyal piece
    of the Pathfinder's on the map), `PILGRIM_DELIVERED` on the objective card, or `PILGRIM_OFF`;
    empty without the Pathfinder's Act III setup (`fates.pathfinder_act3`)."""
    seek_tucked: list[str]
    """The Seek the Portal cards still tucked under Pilgrims (F9-07A, F9-08)."""
    imperial_scrapped: int
    """Imperial ships scrapped (out of the campaign: Seek the Portal, F9-09 to F9-11), counted by
    the invariants' conservation."""
    banners: list[int]
    """The Hegemon's 8 Banner tokens (F10-01A), each `hegemon.SUPPLY`, ``2 * system + damaged``
    on the map, ``hegemon.TROPHY + seat`` or `hegemon.SCRAPPED`; empty without the Hegemon's
    setup (`fates.hegemon`)."""
    ship_captives: list[int]
    """Ships held as Captives (Happy Hosts, F10-12), ``[holder * (n + 1) + owner]``, owner `n`
    the Empire (Imperial ships); counted for Tyrant and returned with the other Captives when
    Tyrant is scored (`fates.hegemon_act3`)."""
    hosts_held: list[int]
    """The Captives Happy Hosts' holder may keep while Tyrant's Captives are returned (F10-12):
    ``[holder, *agents by owner (n), *ships by owner (n + 1)]``; empty otherwise."""
    hammer: list[int]
    """The Planet Breaker's 6 Hammer Fragments, later Hammer tokens (F11-01A, F11-03): each a
    system (a Fragment on the map) or a `fates.planet_breaker` code; empty without its setup."""
    breaking_worlds: list[int]
    """Building codes destroyed onto Breaking Worlds (F11-03B): out of play, kept for Act III."""
    tucked: list[str]
    """Cards tucked under Hammer Fragments / Breaking Worlds (F11-01A): the Planet Hammer and the
    Refugees not in play."""
    breaking: list[int]
    """A Break World under way (F11-03B): [Planet Breaker, planet, the turn's seat, the Rival
    battling there or -1, *Rivals still to ask]; empty otherwise (`fates.planet_breaker`)."""
    hoard: list[int]
    green_vault: list[int]
    """Material and Fuel in Green Vault's holder's Captives, by resource type (F20-02)."""
    """Resources on the Pirate Hoard (F12-02), by type (`fates.pirate`)."""
    sycophants_seen: int
    """The Outrage bits of each Sycophants' holder when last looked at (F11-02 and F17-02 trigger
    on a new one): a record of 8 bits per card (`fates.planet_breaker.SYCOPHANT_CARDS`)."""
    portal_secret: int
    """The planet the Pathfinder's clue-giver recorded in secret (F9-01A), -1 before: seen only
    by the clue-giver (`fates.pathfinder`)."""
    scrapped: list[str]
    """Court cards scrapped: removed from the campaign for good (the Intermission scraps the
    Court discard, CRB p.28 step B.3)."""
    secured_agents: list[int]
    former_fates: list[str]
    """From the Intermission's step F on: the Fate each seat played in the Act before (public);
    empty in Act I (`fates.choice`)."""
    completed: list[bool]
    """From step F on: whether each seat completed the objective of the Act before (public: its
    marker was on 0), so drew 1 Fate card, not 2 (CRB p.29); empty in Act I."""
    fate_choice: list[str]
    """Intermission step F: each seat's secret choice for the next Act, "" until made; hidden
    from the Rivals until everyone has chosen, then it replaces `fates` (`fates.choice`)."""
    fate_offers: list[str]
    """The two "A" Fate cards each seat drew (CRB p.6 step B), seat p's at ``2p`` and ``2p + 1``:
    hidden from the Rivals, the one not chosen for ever (`fates.draw`); from the Intermission's
    step F on, each seat's 2 cards there (its Fate and a "B" Fate drawn, or 2 drawn:
    `fates.choice`)."""
    fates: list[str]
    """Each seat's Fate (``F1``-``F8``), ``""`` before it is chosen; hidden from the Rivals until
    everyone has chosen (`fates.draw.revealed`)."""
    choosing: list[int]
    """Player setup B: the seats still to choose their Fate, next first."""
    objective: list[int]
    """Each seat's objective marker: its Power-track space, moving down to 0 (complete); -1
    before the Fates are set up (CRB p.8, `fates.objective`)."""
    golems: list[int]
    """The Caretaker's 4 Golems (warrior, protector, seeker, harvester): a gate's system index,
    ``100 + seat`` held, -1 out of play; empty without the Caretaker (`fates.caretaker`)."""
    golem_awake: list[bool]
    faithful: list[str]
    """The Believer's Faithful action card stack, bottom first (`fates.believer`)."""
    scrapped_actions: list[str]
    summit_gifts: list[str]
    """What the Magnate gave each Rival in this Summit's Negotiations, ``"rival favor owner"`` or
    ``"rival relic"`` (F3-01B counts only what a Rival gives that was not given them:
    `fates.magnate`); emptied when a Summit's Negotiations begin. Public, as the deals are."""
    """Action cards scrapped (Spreading the Faith): out of the action deck for the Act."""
    """Each Golem's side: Awake (public when held) or Sleeping."""
    attached: list[str]
    """Attached cards (CRB p.27): pairs ``host, card`` (`fates.attach`)."""
    sown: list[int]
    """Agents on a Rival's Outrage slot (Sower of Division, F6-25): triples ``seat, owner,
    resource`` (`fates.partisan_act3`); public."""
    league: list[int]
    """Resources on Merchant League (F3-02) by type: frozen, counted as its holder's (CRB p.27
    "Counting"); they go back to the supply when its Fate Crisis discards them."""
    """While a card is being secured: each seat's agents that were on it (Council Intrigue)."""
    neutral_trophies: list[int]
    """Trophies of neutral pieces, ``seat * 4 + kind`` (`NEUTRAL_PIECES`): they count for
    Warlord like any Trophy (CRB p.11, p.15, p.19)."""
    battle_side: str
    """A battle with neutral pieces under way (`battle`): ``"seat"`` (a seat defends, Imperial
    ships on one side), ``"empire"`` or ``"free"``; "" otherwise."""
    battle_imperial_fresh: int
    """Fresh Imperial ships a Regent added to their attacking ships (CRB p.11)."""
    battle_imperial_damaged: int
    """Damaged Imperial ships a Regent added to their attacking ships."""
    events_played: bool
    """An Event card was played this round (CRB p.13)."""
    event_roll: tuple[str, str, int] | None
    """The event and number dice last rolled this round: (crisis or edict, symbol, cluster),
    or None (the Court Crises roll them unless just rolled for an Event, CRB p.18)."""
    catapult_imperial: tuple[int, int]
    """The (fresh, damaged) Imperial ships going along with a Catapult move (`movement`)."""
    battle_imperial_defend: bool
    """The Imperial ships of the battle system defend (a Regent defends, or the Empire)."""
    act: int
    """The Act being played, or set up (1, 2 or 3; an Intermission belongs to the Act before it)."""
    imperial_clusters: tuple[int, ...]
    """The two Imperial clusters of Act I setup (CRB p.5 step N)."""
    free_symbol: int
    """The planet symbol (0 Arrow, 1 Crescent, 2 Hex) of Act I's first Free cities (step O)."""
    first_regent: int
    """The seat holding the First Regent tile, or -1 (CRB p.6 step F, p.10)."""
    council: str
    """The Imperial Council's side: `data.IN_SESSION` or `data.DECIDED` (CRB p.14)."""
    council_secured_by: int
    """Who secured the Council this round (resolved at the round's end), or -1."""
    free_cities: int
    """Free cities in the supply."""
    free_starports: int
    """Free starports in the supply."""
    imperial_ships: int
    """Imperial ships in the supply."""
    blight_supply: int
    """Blight tokens in the supply."""
    catapult_witnesses: int
    """Witnesses carried along the Catapult move under way (F14-02), at `ArcsState.catapult_at`."""
    well: int
    """Psionic on Well of Empathy (F14-03): its holder's, raided for 2 keys each (`fates.pacifist`)."""
    arsenal: int
    """Weapons on Arsenal Keepers (F15-03): frozen, its holder's; back to the supply if the card
    leaves its holder (`fates.peacekeeper`)."""
    grand_scores: list[tuple[int, int, int, int]]
    """Act III's grand ambitions scored (CRB p.9), one per "A" or "B" seat and chapter, in turn
    order: ``(chapter, seat, fulfilled 0-2, Power gained)`` (`act3`)."""
    final_winners: list[int]
    """The seats whose final objective won the campaign at a chapter's end (CRB p.9: marker on 0
    and at least 1 Power), in seat order; empty otherwise (`act3`)."""
    log_sheet: list[LogRow]
    """The campaign log sheet (CRB p.30), a row per seat at each Act's end: ``(act, seat, Fate,
    Power, Outrage bits, Flagship pieces, objective completed, won the Act)`` (`act3.log_rows`;
    the last two are this project's, for the end screen and the simulator)."""
    chapter_end_due: bool
    """Act III: a chapter's end waits for the questions its Fates' chapter-end advances asked;
    once answered, the final objectives are checked (`act3.finish_chapter`)."""
    campaign_end_done: bool
    """Act III is over: the Fates' campaign-end parts are resolved (`act3.campaign_end`)."""
    sponsored: str
    judges_chosen: int
    battle_judge_fresh: int
    battle_judge_damaged: int
    """The Judge's Loyal ships the Judge's Chosen added to its attack (F24-04), fresh and
    damaged, as `battle_imperial_fresh` (`fates.judge`)."""
    """Act III, the Judge's Chosen title (F24-04): the seat holding it (the Judge's own from its
    Setup side until the Edicts hand it to a Rival), -1 out of play (`fates.judge`)."""
    """Act III, the Steward's Sponsored token (F1-22A, F1-23): "" out of play, ``tile`` on the
    First Regent tile, or the ambition whose box it is on (`fates.steward_act3`)."""
    golems_fed: list[int]
    """Act III, the Caretaker's choices at a chapter's end before its scoring (F5-20B):
    ``[chapter, lore scrapped (0/1), Golem scrapped (0/1)]`` once asked, else empty; public, read
    by its grand ambitions (`fates.caretaker_act3`)."""

    REPLACED_RULES: ClassVar[dict[str, tuple[Any, Any]]] = {}
    """Filled by `ambitions.games.arcs_campaign.rules` (the campaign's tax, build, repair,
    secure)."""

    @classmethod
    def blank(cls, players: int, seed: int, options: dict[str, Any]) -> CampaignState:
        """An empty table: every supply full, nothing on the map, everyone a Regent."""
        base = ArcsState.blank(players, seed, options)
        s = cls.__new__(cls)
        for f in _SCALAR_FIELDS + _LIST_FIELDS + _NESTED_FIELDS:
            setattr(s, f, getattr(base, f))
        s.act = 1
        s.imperial_fresh = [0] * reach.NUM_SYSTEMS
        s.imperial_damaged = [0] * reach.NUM_SYSTEMS
        s.blight_fresh = [0] * reach.NUM_SYSTEMS
        s.blight_damaged = [0] * reach.NUM_SYSTEMS
        s.outlaw = [False] * players
        s.trust = [0] * 5
        s.favors = [0] * (players * players)
        s.policies = []
        s.edicts = []
        s.placing = []
        s.neutral_trophies = [0] * (players * len(NEUTRAL_PIECES))
        s.steps = []
        s.secured_agents = []
        s.fate_offers = []
        s.fates = [""] * players
        s.choosing = []
        s.objective = [-1] * players
        s.league = [0] * 5
        s.attached = []
        s.sown = []
        s.golems = []
        s.golem_awake = []
        s.faithful = []
        s.scrapped_actions = []
        s.summit_gifts = []
        s.scrapped = []
        s.booklet = []
        s.resolved = []
        s.former_fates = []
        s.completed = []
        s.fate_choice = []
        s.flagship = [-1] * players
        s.flagship_board = [-1] * (players * 12)
        s.ideals = []
        s.doctrine = ""
        s.scrapped_ships = [0] * players
        s.resources_scrapped = [0] * 5
        s.monopolies = []
        s.members = []
        s.commonwealth = COMMONWEALTH_OUT
        s.clues = []
        s.banners = []
        s.ship_captives = [0] * (players * (players + 1))
        s.hosts_held = []
        s.hammer = []
        s.breaking_worlds = []
        s.tucked = []
        s.sycophants_seen = 0
        s.hoard = [0] * 5
        s.green_vault = [0] * 5
        s.breaking = []
        s.portal = s.portal_secret = -1
        s.pilgrims = []
        s.seek_tucked = []
        s.imperial_scrapped = 0
        s.witnesses = []
        s.fief_seats = []
        s.ceasefires = []
        s.rumors = []
        s.rumor_agents = []
        s.haven_guesses = []
        s.hunger = [0] * (3 * (players + 1))
        s.empathy_battle = []
        s.conspiracies = []
        s.conspiracy_supply = []
        s.court_tokens = []
        s.levy = [0] * (2 * players)
        s.scrapped_agents = [0] * players
        s.bunkers = []
        s.passages = []
        s.passage_pieces = []
        s.dead_live = []
        s.passage_die = ""
        s.vow_held = []
        s.battle_side = ""
        s.battle_imperial_fresh = s.battle_imperial_damaged = 0
        s.battle_imperial_defend = False
        s.catapult_imperial = (0, 0)
        s.events_played = False
        s.event_roll = None
        s.imperial_clusters = ()
        s.free_symbol = -1
        s.first_regent = -1
        s.council = data.IN_SESSION
        s.council_secured_by = -1
        s.free_cities = data.FREE_CITIES
        s.free_starports = data.FREE_STARPORTS
        s.imperial_ships = data.IMPERIAL_SHIPS
        s.blight_supply = data.BLIGHT_TOKENS
        s.arsenal = 0
        s.well = 0
        s.catapult_witnesses = 0
        s.grand_scores = []
        s.final_winners = []
        s.log_sheet = []
        s.chapter_end_due = False
        s.campaign_end_done = False
        s.sponsored = ""
        s.golems_fed = []
        s.judges_chosen = -1
        s.battle_judge_fresh = s.battle_judge_damaged = 0
        return s

    def clone(self) -> CampaignState:
        """An independent copy (a hot path of searches and of the Negotiations' deal options):
        Arcs' fields as `ArcsState.clone` copies them, then the campaign's."""
        s = CampaignState()
        _copy_fields(self, s)
        _copy_campaign_fields(self, s)
        return s

    def remove_building(self, k: int) -> None:
        """The building in slot `k` leaves the map for its owner's supply, a Free one for the Free
        States' (no Trophy: the Intermission's step D, CRB p.28; Terror Strike, F6-23). A city
        covers its slot again (resources that no longer fit are discarded, base p17)."""
        code = self.slots[k]
        owner, city = code >> 2, bool((code >> 1) & 1)
        if owner == FREE:
            if city:
                self.free_cities += 1
            else:
                self.free_starports += 1
        elif city:
            return_city(self, owner)
        else:
            self.starports[owner] += 1
        self.slots[k] = EMPTY

    def return_outrage_agent(self, seat: int, r: int) -> None:
        """`seat`'s Outrage of resource `r` clears: the agent on its slot goes back to its owner's
        supply (another seat's if Sower of Division put it there, F6-25: `sown`); a placeholder
        covers nothing (base p22)."""
        bit = 1 << r
        if not self.outrage[seat] & bit:
            return
        self.outrage[seat] &= ~bit
        if self.outrage_placeholder[seat] & bit:
            self.outrage_placeholder[seat] &= ~bit
            return
        sown = self.sown
        for i in range(0, len(sown), 3):
            if sown[i] == seat and sown[i + 2] == r:
                owner = sown[i + 1]
                del sown[i : i + 3]
                return_agents(self, owner, 1)  # (it may cover a placeholder of its own, p22)
                return
        return_agents(self, seat, 1)

    # -- hooks of ArcsState ----------------------------------------------------------------------
    EXTRA_POWERS: ClassVar[dict[str, Any]] = {}
    """The campaign Court's powers (`vox.POWERS`), set by the package (`__init__`)."""

    COUNTS_MORE: ClassVar[bool] = True
    AMBITION_NAMES: ClassVar[tuple[str, ...]] = (*ArcsState.AMBITION_NAMES, "edenguard", "blightkin")

    def ambitions_in_play(self) -> tuple[int, ...]:
        """Arcs' five, with Edenguard (F20-04) and Blightkin (F21-04) while their laws are in the
        rules booklet (the Guardian's and the Naturalist's Act III Setup sides place their tiles
        beside the Tycoon and Empath boxes)."""
        if not self.booklet:
            return ArcsState.ambitions_in_play(self)
        eden, kin = EDENGUARD_AMBITION in self.booklet, BLIGHTKIN_AMBITION in self.booklet
        if eden and kin:
            return _WITH_BOTH
        return _WITH_EDENGUARD if eden else _WITH_BLIGHTKIN if kin else ArcsState.ambitions_in_play(self)

    def declarations(self, ambition: str) -> list[str]:
        """ "When a player would declare Tycoon, they may declare Edenguard instead" (F20-04); the
        same for Empath and Blightkin (F21-04)."""
        names, in_play = self.AMBITION_NAMES, self.ambitions_in_play()
        if ambition == "tycoon" and EDENGUARD in in_play:
            return [ambition, names[EDENGUARD]]
        if ambition == "empath" and BLIGHTKIN in in_play:
            return [ambition, names[BLIGHTKIN]]
        return [ambition]

    def more_ambition_count(self, seat: int, ambition: int) -> int:
        """`more_ambition_count_act1`, and from Act II what Fate Set cards add (`fates.ambition_extra`:
        Monopolies, War Profiteering, Banner Trophies, the Pirate Hoard, Well of Empathy)."""
        more = self.more_ambition_count_act1(seat, ambition)
        return more + fates.ambition_extra(self, seat, ambition) if self.act > 1 else more

    def more_ambition_count_act1(self, seat: int, ambition: int) -> int:
        """Trophies of neutral pieces count for Warlord (CRB p.15, p.19: destroyed Free
        buildings, Imperial ships and Blight are Trophies); the Imperial Trust counts for the
        First Regent's Tycoon, Keeper and Empath."""
        if ambition == WARLORD:
            k = len(NEUTRAL_PIECES)
            return sum(self.neutral_trophies[seat * k : (seat + 1) * k])
        more = 0
        if ambition > EMPATH:
            return 0  # (Edenguard and Blightkin count systems: `fates.ambition_extra`)
        if any(self.league) and "F3-02" in self.guild[seat]:
            # Resources on Merchant League are in its holder's play area (CRB p.27 "Counting").
            league = self.league
            more = (league[0] + league[1], 0, 0, league[3], league[4])[ambition]
        if seat != self.first_regent:
            return more
        # The Imperial Trust's frozen resources "still add to your ambitions" (CRB p.21, p.27).
        if ambition == TYCOON:
            return more + self.trust[0] + self.trust[1]
        if ambition == KEEPER:
            return more + self.trust[3]
        if ambition == EMPATH:
            return more + self.trust[4]
        return more

    def open_slots(self, seat: int) -> int:
        """The board's open resource slots that a resource may fill: those its cities leave open
        (base p7) less one for each Golem the seat holds there (F5-05 "Golems occupy resource
        slots"). Reading: the owner's Golems sit in the rightmost open slots, its resources in
        the others (resources may be rearranged freely, base p17; so may Golems, F5-05). A
        holder of Golem Hearth (F5-03) keeps its Golems on that card, in no slot."""
        return max(0, self.board_slots(seat) - self.slot_golems(seat))

    def board_slots(self, seat: int) -> int:
        """The open slots of `seat`'s board, Golems or not (`ArcsState.open_slots`)."""
        return ArcsState.open_slots(self, seat)

    def on_hearth(self, seat: int) -> bool:
        """True if `seat` keeps its Golems on Golem Hearth (F5-03), in no resource slot."""
        return GOLEM_HEARTH in self.lore[seat]

    def slot_golems(self, seat: int) -> int:
        """How many Golems `seat` holds in its resource slots (none on Golem Hearth's holder)."""
        if not self.golems or self.on_hearth(seat):
            return 0
        return self.golems.count(GOLEM_HELD + seat)

    def controller(self, system: int) -> int:
        """Who controls `system` now (CRB p.10 "Control & Command"; base rule p7 otherwise).

        Any fresh Imperial ship there and the Empire controls it, whatever Loyal ships are
        there; on a Regent's turn, a Regent with Loyal pieces there commands it (the Presence
        Law) and so controls it. Returns `EMPIRE` when the Empire controls it for this seat."""
        if self.imperial_fresh[system]:
            seat = self.turn_seat
            if seat >= 0 and not self.outlaw[seat] and not self.under_martial_law(seat):
                if self.has_piece_at(system, seat) or any(c in self.guild[seat] for c in _COMMANDERS):
                    return seat  # (Imperial Officers, Rogue Admirals: no Loyal pieces needed)
            return EMPIRE
        if system in self.flagship:
            return flagship.controller(self, system)  # a fresh Loyal ship (CRB p.22)
        return ArcsState.controller(self, system)

    def under_martial_law(self, seat: int) -> bool:
        """Martial Law (F7-20, in the rules booklet in Act III) binds `seat`: a Regent other than
        the Admiral holding neither Imperial Officers nor Rogue Admirals (`_COMMANDERS`): they
        cannot Command the Imperial Fleet, do not control Empire-controlled systems as First
        Regent, and Empire control of gates ends their Catapult moves (`fates.admiral_act3`)."""
        return (
            MARTIAL_LAW in self.booklet
            and not self.outlaw[seat]
            and self.fates[seat] != "F7"
            and not any(c in self.guild[seat] for c in _COMMANDERS)
        )

    def has_piece_at(self, system: int, seat: int) -> bool:
        """Loyal pieces there: ships, buildings, the Flagship (a Loyal ship, CRB p.22), a Banner
        (a Loyal piece of the Hegemon, F10-02), a Witness (the Pacifist's Loyal pieces, F14-02) or
        a Pilgrim (the Pathfinder's, F9-08)."""
        i = system * self.n + seat
        if self.fresh[i] or self.damaged[i] or self.flagship[seat] == system:
            return True
        slots = self.slots
        for k in reach.SYSTEM_SLOTS[system]:  # (`ArcsState.has_piece_at`, inlined: a hot path)
            code = slots[k]
            if code >= 0 and code >> 2 == seat:
                return True
        if self.banners and fates.hegemon.banner_at(self, system, seat):
            return True
        if self.bunkers and survivalist.bunker_at(self, system, seat):
            return True  # (Bunkers are the Survivalist's Loyal pieces, F18-03)
        if self.pilgrims and system in self.pilgrims and fates.pathfinder_act3.owner(self) == seat:
            return True  # (Pilgrim tokens are the Pathfinder's Loyal pieces, F9-08)
        return system in self.witnesses and fates.pacifist.has_witnesses(self, seat)

    def rifle_dice(self, system: int, seat: int) -> int:
        """Galactic Rifles' dice (L02): a fresh Loyal ship's one each, and a Flagship there 1 per
        fresh starport on its board (CRB p.25 "Dice Collection", `flagship.rifle_dice`)."""
        return flagship.rifle_dice(self, system, seat)

    def empire_controls(self, system: int) -> bool:
        """True if any fresh Imperial ship is in `system` (CRB p.10)."""
        return self.imperial_fresh[system] > 0

    def secure_other_card(self, seat: int, index: int, card: str) -> None:
        rules.secure_other_card(self, seat, index, card)

    EXTRA_SHUFFLES: ClassVar[frozenset[str]] = frozenset({"lore"})
    """``SHUFFLE lore``: the lore deck (the lore cards in the box) shuffled for one drawn from it
    (Librarians, F5-13: `fates.caretaker_act2`)."""

    def shuffle_extra(self, choice: tuple[Any, ...]) -> list[str]:
        return caretaker_act2.lore_deck(self)

    def shuffled_extra(self, choice: tuple[Any, ...], cards: list[str]) -> None:
        caretaker_act2.librarians_draw(self, int(choice[3]), cards)

    def card_secured(self, seat: int, card: str) -> None:
        """Its attached card is secured with it, whatever rule secured it: secure, a ransack
        (CRB p.27); a Fate Set Guild card's When Secured (Guild Overseers, F4-03)."""
        attach.secured(self, seat, card)
        fates.guild_secured(self, seat, card)

    def declared(self, seat: int, ambition: str) -> None:
        """The Fate Set cards' "when you declare" powers (`fates.after_declare`), whatever rule
        made the declaration: the played card, a Prelude card (Lesser Regent, the Liaisons, the
        Witnesses), Populist Demands secured."""
        fates.after_declare(self, seat, ambition)

    def city_outrage(self, destroyer: int, slot: int) -> bool:
        """Feudal Law (F16-10): Vassals destroying a Rival Vassal's city in the Fief Provoke
        nothing. (Asked as a player destroys a city, the city still there: Breaking the Faith,
        F8-31, asks the destroyer then, `fates.believer_act3.city_destroyed`.)"""
        if self.act == 3:
            fates.believer_act3.city_destroyed(self, destroyer, self.slots[slot] >> 2)
        return not (self.fief_seats and fates.warden.vassals_spared(self, destroyer, slot))

    def ransack_cards(self, cards: list[str]) -> list[str]:
        """Feudal Courts (F16-18): a Court token's card only from a battle in its Fief."""
        return fates.warden_act3.ransackable(self, cards)

    def ransack_card(self, card: str) -> None:
        """A Ransack taken at once (one card possible) runs the campaign's steps as a chosen one
        does (`battle.ransack`: Feudal Courts' token, the Conspiracies' refill, Passage Storms)."""
        battle.ransack(self, card)

    def more_raid_options(self, defender: int, keys: int) -> list[tuple[Any, ...]]:
        """Weapons on Arsenal Keepers (F15-03) and Psionic on Well of Empathy (F14-03), 2 keys
        each; the Trophies and Captives of Vow of Fairness' holder, 1 key each (F24-02)."""
        vow = fates.judge.raid_options(self, defender, keys) if self.judges_chosen >= 0 else []
        if not (self.arsenal or self.well):
            return vow
        found = fates.peacekeeper.arsenal_raid_options(self, defender, keys)
        return [a.args for a in found + fates.pacifist.well_raid_options(self, defender, keys)] + vow

    def steal_other(self, raider: int, args: tuple[Any, ...]) -> bool:
        if fates.judge.steal(self, raider, args):
            return True  # (Vow of Fairness, F24-02)
        if args == ("arsenal",):
            fates.peacekeeper.steal_from_arsenal(self, raider)
        elif args == ("well",):
            fates.pacifist.steal_from_well(self, raider)
        else:
            return False
        return True

    def defender_intercepted(self) -> None:
        """Feudal Law (F16-10): a defending Lord or Vassal intercepting the other harms them;
        Empathy for All (F14-09): the intercepting defender harms."""
        if self.fief_seats:
            fates.warden.defender_harm(self)
        if self.empathy_battle:
            fates.pacifist_act3.intercepted(self)  # (Empathy for All, F14-09)

    def round_end_phase(self) -> str:
        return flow.round_end_phase(self)

    def ambitions_scored(self) -> None:
        """Act III: the grand ambitions, scored with the declared ambitions (CRB p.9: before
        the clean up returns markers, Trophies and Captives; `act3.score_grand_ambitions`)."""
        if self.act == 3:
            act3.score_grand_ambitions(self)
            hegemon_act3.hold_captives(self)  # (F10-12: before the clean up returns Captives)
            blight_speaker_act3.after_scoring(self)  # (F13-13: Blight Hunger emptied)
            survivalist.ambitions_scored(self)  # (F18-01B, F18-02: before the clean up)
            guardian.ambitions_scored(self)  # (F20-01B, F20-02: before the clean up)
            if self.passages:  # (F22-01B at the scoring; F22-04 after all of it)
                gate_wraith.ambitions_scored(self)
                gate_wraith.the_dead_live(self)

    def chapter_cleaned_up(self) -> None:
        """The objectives that count the ambitions won and the chapter's end (`fates`); then, if
        Warlord was scored, Trophies of neutral pieces go back too (base p19 "return Trophies"):
        Imperial ships, Free buildings and Blight to their supplies. In Act III, then, the final
        objectives are checked (R21: after the advances; `act3.chapter_cleaned_up`)."""
        fates.chapter_end(self)
        self._neutral_trophies_back()
        if self.act == 3:
            act3.chapter_cleaned_up(self)

    def _neutral_trophies_back(self) -> None:
        if not self.chapter_scoring or not any(a[0] == WARLORD for a in self.chapter_scoring[-1][1]):
            return
        k = len(NEUTRAL_PIECES)
        supplies = [0] * k
        for i, count in enumerate(self.neutral_trophies):
            supplies[i % k] += count
        self.neutral_trophies = [0] * len(self.neutral_trophies)
        self.imperial_ships += supplies[0]
        self.free_cities += supplies[1]
        self.free_starports += supplies[2]
        self.blight_supply += supplies[3]

    def game_ends_after_chapter(self) -> bool:
        """An Act ends after its chapters, never early on Power (CRB p.8); Act III also when a
        final objective wins (CRB p.9, `final_winners`)."""
        if self.chapter_end_due:
            return False  # (its questions first: `act3.finish_chapter` decides)
        return self.chapter >= data.ACT_CHAPTERS[self.act] or bool(self.final_winners)

    def returns(self) -> list[float]:
        """Each seat's Power at the end, and the campaign's winner first (CRB p.8-9): a final
        objective's winner with less Power than a Rival returns 1 more than the most Power
        (`act3.returns`). Zeros before the end."""
        if self.mover != TERMINAL:
            return [0.0] * self.n
        return act3.returns(self)

    # -- contract ------------------------------------------------------------------------------
    def legal_actions(self) -> list[Any]:
        return flow.legal_actions(self)

    def is_legal(self, action: Any) -> bool:
        return flow.is_legal(self, action)

    def apply_unchecked(self, action: Any) -> None:
        flow.apply(self, action)

    def sample_chance(self, rng: random.Random | None = None) -> ArcsAction:
        if self.mover != CHANCE:
            raise IllegalAction(f"sample_chance called at {self.describe_mover()}, not a chance node")
        if rng is None:
            rng = random.Random(f"arcs-campaign:{self.seed}:{self.chance_count}")
        return flow.sample_chance(self, rng)

    def explain_illegal(self, action: Any) -> str:
        return flow.explain_illegal(self, action)

    def observation(self, seat: object) -> dict[str, Any]:
        self.check_viewer(seat)
        return observe.observation(self, cast("int | None", seat))

    def action_text(self, action: Any, viewer: object) -> str:
        self.check_viewer(viewer)
        return self._action_text(action, cast("int | None", viewer))

    def _action_text(self, action: Any, viewer: int | None) -> str:
        """As in Arcs (deals, draws and shuffles show only their kind), and the campaign's dice
        are public: the number die, the event die, the round's end roll (CRB p.5, p.13); a Fate
        chosen shows only to its chooser (CRB p.6 step B: chosen secretly); the card The Young Light's
        Prelude discards face down shows only to its taker (F8-16)."""
        if self.phase in (CampaignPhase.CHOOSE_FATE, CampaignPhase.CHOOSE_NEW_FATE) and viewer != self.mover:
            return "fate (hidden)"
        if fates.pathfinder.hides_choice(self, viewer):
            return "choose (hidden)"  # (the Pathfinder's recorded planet, F9-01A)
        if fates.pirate_act3.hides_choice(self, viewer):
            return "choose (hidden)"  # (the Pirate's True Rumors, F12-08A)
        if hegemon_act3.hides_choice(self, viewer):
            return "choose (hidden)"  # (Mind Managers' card taken or given, F10-06)
        if fates.conspirator.hides_choice(self, viewer):
            return "choose (hidden)"  # (a Conspiracy's colour, F23-03)
        if self.mover == CHANCE and isinstance(action, ArcsAction) and action.kind in PUBLIC_CHANCE:
            return str(action)
        if isinstance(action, ArcsAction) and (
            hidden := fates.believer_act2.hides_cost(self, action, viewer)
        ):
            return hidden  # (The Young Light's discarded card lies face down, F8-16)
        return arcs_observe.action_text(self, action, viewer)

    def record(self) -> dict[str, Any]:
        out = ArcsState.record(self)
        out["game"] = "arcs-campaign"
        return out

    def __repr__(self) -> str:
        return (
            f"<CampaignState Act {self.act} {self.n}p chapter {self.chapter} phase {self.phase} "
            f"mover {self.mover} after {len(self.history)} actions>"
        )


def _copy_campaign_fields(o: CampaignState, s: CampaignState) -> None:
    """Copy the campaign's own fields of `o` into `s`: `_CAMPAIGN_SCALARS` by reference,
    `_CAMPAIGN_LISTS` one level deep (a test checks this names each of them). Written out field
    by field, as Arcs' `_copy_fields`: compiled, each line is a direct read and write."""
    s.act = o.act
    s.imperial_clusters = o.imperial_clusters
    s.free_symbol = o.free_symbol
    s.first_regent = o.first_regent
    s.council = o.council
    s.council_secured_by = o.council_secured_by
    s.free_cities = o.free_cities
    s.free_starports = o.free_starports
    s.imperial_ships = o.imperial_ships
    s.blight_supply = o.blight_supply
    s.battle_side = o.battle_side
    s.battle_imperial_fresh = o.battle_imperial_fresh
    s.battle_imperial_damaged = o.battle_imperial_damaged
    s.battle_imperial_defend = o.battle_imperial_defend
    s.catapult_imperial = o.catapult_imperial
    s.events_played = o.events_played
    s.event_roll = o.event_roll
    s.doctrine = o.doctrine
    s.commonwealth = o.commonwealth
    s.portal = o.portal
    s.portal_secret = o.portal_secret
    s.sycophants_seen = o.sycophants_seen
    s.imperial_scrapped = o.imperial_scrapped
    s.arsenal = o.arsenal
    s.well = o.well
    s.catapult_witnesses = o.catapult_witnesses
    s.chapter_end_due = o.chapter_end_due
    s.campaign_end_done = o.campaign_end_done
    s.sponsored = o.sponsored
    s.judges_chosen = o.judges_chosen
    s.battle_judge_fresh = o.battle_judge_fresh
    s.battle_judge_damaged = o.battle_judge_damaged
    s.passage_die = o.passage_die
    s.imperial_fresh = o.imperial_fresh[:]
    s.imperial_damaged = o.imperial_damaged[:]
    s.blight_fresh = o.blight_fresh[:]
    s.blight_damaged = o.blight_damaged[:]
    s.outlaw = o.outlaw[:]
    s.trust = o.trust[:]
    s.favors = o.favors[:]
    s.policies = o.policies[:]
    s.edicts = o.edicts[:]
    s.placing = o.placing[:]
    s.neutral_trophies = o.neutral_trophies[:]
    s.steps = o.steps[:]
    s.secured_agents = o.secured_agents[:]
    s.fate_offers = o.fate_offers[:]
    s.fates = o.fates[:]
    s.choosing = o.choosing[:]
    s.objective = o.objective[:]
    s.league = o.league[:]
    s.attached = o.attached[:]
    s.sown = o.sown[:]
    s.golems = o.golems[:]
    s.golem_awake = o.golem_awake[:]
    s.faithful = o.faithful[:]
    s.scrapped_actions = o.scrapped_actions[:]
    s.summit_gifts = o.summit_gifts[:]
    s.scrapped = o.scrapped[:]
    s.booklet = o.booklet[:]
    s.resolved = o.resolved[:]
    s.former_fates = o.former_fates[:]
    s.completed = o.completed[:]
    s.fate_choice = o.fate_choice[:]
    s.flagship = o.flagship[:]
    s.flagship_board = o.flagship_board[:]
    s.ideals = o.ideals[:]
    s.monopolies = o.monopolies[:]
    s.members = o.members[:]
    s.scrapped_ships = o.scrapped_ships[:]
    s.resources_scrapped = o.resources_scrapped[:]
    s.clues = o.clues[:]
    s.pilgrims = o.pilgrims[:]
    s.seek_tucked = o.seek_tucked[:]
    s.banners = o.banners[:]
    s.ship_captives = o.ship_captives[:]
    s.hosts_held = o.hosts_held[:]
    s.hammer = o.hammer[:]
    s.breaking_worlds = o.breaking_worlds[:]
    s.tucked = o.tucked[:]
    s.hoard = o.hoard[:]
    s.green_vault = o.green_vault[:]
    s.breaking = o.breaking[:]
    s.witnesses = o.witnesses[:]
    s.fief_seats = o.fief_seats[:]
    s.ceasefires = o.ceasefires[:]
    s.rumors = o.rumors[:]
    s.rumor_agents = o.rumor_agents[:]
    s.haven_guesses = o.haven_guesses[:]
    s.hunger = o.hunger[:]
    s.empathy_battle = o.empathy_battle[:]
    s.court_tokens = o.court_tokens[:]
    s.levy = o.levy[:]
    s.scrapped_agents = o.scrapped_agents[:]
    s.bunkers = o.bunkers[:]
    s.vow_held = o.vow_held[:]
    s.grand_scores = o.grand_scores[:]
    s.final_winners = o.final_winners[:]
    s.log_sheet = o.log_sheet[:]
    s.golems_fed = o.golems_fed[:]
    s.conspiracies = o.conspiracies[:]
    s.conspiracy_supply = o.conspiracy_supply[:]
    s.passages = o.passages[:]
    s.passage_pieces = o.passage_pieces[:]
    s.dead_live = o.dead_live[:]


# The rule modules import this one; bound last so each method finds them without an import.
from ambitions.games.arcs_campaign import act3, battle, fates, flagship, flow, observe, rules  # noqa: E402
from ambitions.games.arcs_campaign.fates import (  # noqa: E402
    attach,
    blight_speaker_act3,
    caretaker_act2,
    gate_wraith,
    guardian,
    hegemon_act3,
    survivalist,
)
