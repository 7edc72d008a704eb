"""The Blighted Reach campaign's components, as data (no logic).

Sources: the campaign rulebook (``seeds/001-arcs-campaign-rulebook.txt``, cited as CRB p.N) and
``blighted-reach-rules-data.md`` (cited as BRD C.N). Every value flagged there as a doubt (⚠)
is marked ``DOUBT`` here with the reading taken; `docs/campaign-doubts.md` lists them all.
Ids follow the cards' printed marks: ``CC01``-``CC15`` the campaign Court, ``IC01`` the
Imperial Council (card 01), ``EVENT1``-``EVENT3`` the Event action cards.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs.data import CourtCard

# -- Acts and chapters (CRB p.8) -------------------------------------------------------------------
ACT_CHAPTERS: Final[dict[int, int]] = {1: 3, 2: 3, 3: 4}
"""Chapters per Act: Acts I and II end after 3, Act III after 4; Power thresholds are ignored."""
GRAND_AMBITION_POWER: Final[dict[int, tuple[int, int]]] = {1: (2, 4), 2: (3, 8), 3: (4, 14), 4: (5, 20)}
"""The chapter track's Act III side (BRD C.5, the tile's face): under each chapter, the Power for
one grand ambition fulfilled and for both (CRB p.9: "end of Chapter 3 ... one grand ambition, so
he gains 4 Power")."""
SEAT_COLOURS: Final[tuple[str, ...]] = ("red", "blue", "yellow", "white")
"""Each seat's colour as the front ends show it (the log sheet's "colors", CRB p.30)."""

# -- Pieces (BRD C.4 "Component counts") -----------------------------------------------------------
IMPERIAL_SHIPS: Final = 15
FREE_CITIES: Final = 28
FREE_STARPORTS: Final = 14
FREE_STATES_RAID_KEYS: Final = 1
"""Keys spent to raid the Free States for 1 resource (CRB p.15). DOUBT (BRD C.4): the cost is an
icon lost from the rule text, no source states it. Read: 1 key, a lone key icon: the text kept
no number beside it (a cost of several keys is printed with its number)."""
BLIGHT_TOKENS: Final = 24

# -- The campaign Court (CRB p.5 step I, BRD C.1) ----------------------------------------------------
# DOUBT (BRD C.1): Sworn Guardians' keys: the card face shows one key, the card data file 2. Read: 1.
CAMPAIGN_COURT: Final[tuple[CourtCard, ...]] = (
    CourtCard("CC01", "Mining Interest", "guild", "material", 2,
              "Manufacture (Build): gain 1 Material. Prelude discard: gain Material up to your "
              "empty resource slots (steal it if the supply empties)."),
    CourtCard("CC02", "Construction Union", "guild", "material", 2,
              "Prelude: set beside a face-up played Construction card; at round end take that "
              "card into your hand and discard this."),
    CourtCard("CC03", "Gatekeepers", "guild", "fuel", 2,
              "Battling in a gate: may collect 2 more dice. Prelude discard: 1 ship in each gate."),
    CourtCard("CC04", "Shipping Interest", "guild", "fuel", 2,
              "Synthesize (Build): gain 1 Fuel. Prelude discard: gain Fuel up to your empty "
              "resource slots (steal it if the supply empties)."),
    CourtCard("CC05", "Skirmishers", "guild", "weapon", 2,
              "After rolling in battle, reroll up to N skirmish dice (N = your Weapon icons). "
              "Prelude discard: 3 ships in a system you control."),
    CourtCard("CC06", "Arms Union", "guild", "weapon", 2,
              "Prelude: set beside a face-up played Aggression card; at round end take that "
              "card into your hand and discard this."),
    CourtCard("CC07", "Lattice Spies", "guild", "psionic", 2,
              "Prelude, before any other action: discard to seize the initiative."),
    CourtCard("CC08", "Silver-Tongues", "guild", "psionic", 2,
              "Prelude discard: steal a Rival's Guild card or resource."),
    CourtCard("CC09", "Sworn Guardians", "guild", "relic", 1,
              "Rivals cannot steal your resources or other Guild cards; buried if stolen."),
    CourtCard("CC10", "Elder Broker", "guild", "relic", 2,
              "Trade (Tax): swap resources with the owner of a Rival city you control. Prelude "
              "discard: gain Material, Fuel and Weapon."),
    CourtCard("CC11", "Populist Demands", "vox", None, None,
              "Crisis: the declared marker of highest Power returns to Available. Secured: may "
              "declare any ambition (no zero marker); bury."),
    CourtCard("CC12", "Council Intrigue", "vox", None, None,
              "Crisis: the Council goes In Session and takes this card's agents; bury. Secured: "
              "the Council goes In Session, your agents here may move to other Court cards; bury."),
    CourtCard("CC13", "Diplomatic Fiasco", "vox", None, None,
              "Crisis: each player discards Guild cards down to their supply's agents; bury. "
              "Secured: your Rivals resolve the Crisis."),
    CourtCard("CC14", "Song of Freedom", "vox", None, None,
              "Crisis: the player with most Power swaps a Loyal city for a Free city. Secured: "
              "may swap a Loyal or Rival city you control for a Free city, then may seize the "
              "initiative; shuffle this into the Court deck."),
    CourtCard("CC15", "Blight Looms", "vox", None, None,
              "Crisis: repair Blight in the rolled cluster, then damaged Blight on each Blight-free "
              "planet of the rolled symbol; bury. Secured: may destroy the damaged Blight of one "
              "cluster where you have Loyal pieces; bury."),
)  # fmt: skip
CAMPAIGN_COURT_IDS: Final[tuple[str, ...]] = tuple(c.id for c in CAMPAIGN_COURT)

COUNCIL: Final = "IC01"
"""The Imperial Council (card 01): always the leftmost Court card (CRB p.5 step K, p.14)."""
IN_SESSION: Final = "in-session"
DECIDED: Final = "decided"

# -- Event action cards (CRB p.4 step E, p.12) ----------------------------------------------------
CARETAKER_EVENT: Final = "F5-15"
"""The Caretaker's extra Event card (F5-12A: shuffled into the action deck in Act II); it works
as the others (F5-15's text is theirs)."""
EVENT_CARDS: Final[tuple[str, ...]] = ("EVENT1", "EVENT2", "EVENT3", CARETAKER_EVENT)
"""The three identical Event cards; 2 are shuffled in with 2-3 players, 3 with 4 (CRB p.4 E);
then the Caretaker's (`extra_events`)."""


def extra_events(act: int, fates: list[str], setting_up: bool = False) -> list[str]:
    """Event cards in the action deck besides the box's: the Caretaker's from Act II on, while
    the Caretaker plays on (F5-12A: it enters at the Act's setup step F, so not while the Act's
    setup is still before it, `setting_up`)."""
    return [CARETAKER_EVENT] if act >= 2 and "F5" in fates and not setting_up else []


def events_in_deck(players: int) -> int:
    """Event cards shuffled into the action deck (CRB p.4 step E)."""
    return 3 if players == 4 else 2


# -- Dice (CRB p.5, p.18; BRD C.3) ---------------------------------------------------------------
EVENT_DIE_FACES: Final[tuple[tuple[str, str], ...]] = (
    ("crisis", "arrow"),
    ("crisis", "crescent"),
    ("crisis", "hex"),
    ("edict", "arrow"),
    ("edict", "crescent"),
    ("edict", "hex"),
)
"""The event die: every planet symbol once with each event type (BRD C.3)."""
SYMBOLS: Final[tuple[str, ...]] = ("arrow", "crescent", "hex")
"""Planet ID symbols; symbol i is planet ``c.(i+1)`` of every cluster c (BRD C.3)."""
NUMBER_DIE_FACES: Final[tuple[int, ...]] = (1, 2, 3, 4, 5, 6)
"""The number die: cluster numbers."""

# -- Edicts (CRB p.9, p.20; BRD C.2) -------------------------------------------------------------
GUILD_ENVOYS_DEPART: Final = "ED02"
"""Edict 00 (card 02), two players only (CRB p.5 step L)."""
GOVERN: Final = "ED03"
"""Govern the Imperial Reach, edict 03 (cards 03-05)."""
USE_IMPERIAL_FOUNDRIES: Final = "F7-03"
"""The Admiral's edict (Fate Set 7 card 03). DOUBT (Fates file, F7-03 ⚠): its edict number, 55,
has one source (HRF); read: 55, so it resolves after Govern the Imperial Reach."""
IMPERIAL_QUORUM: Final = "F1-13"
"""The Steward's Act II edict, number 02 (BRD C.2, the card face): before Govern (03)."""
ADVOCATES_DEMAND: Final = "F4-13"
"""The Advocate's Act II edict. DOUBT: no source gives its edict number; read: 13, its card
number, so it resolves after Govern the Imperial Reach (03) and before Use Imperial Foundries."""
CALL_FOR_ARMISTICE: Final = "F2-15"
"""The Founder's Act II edict: number 25, read from the Armistices' "tuck this card behind Edict
25" (the Fates file suspects a misprint for 15, its card number; edict numbers are not card
numbers: Imperial Quorum, card 13, is edict 02)."""
GAIN_MONOPOLIES: Final = "F3-18"
"""The Magnate's Act II edict. DOUBT: no source gives its edict number; read: 18, its card
number (after Govern the Imperial Reach, 03)."""
IMPERIAL_SPONSOR: Final = "F1-23"
"""The Steward's Act III edict. DOUBT: no source gives its edict number; read: 4, after Govern
the Imperial Reach (03), whose Demand and Imperial Action come first (`fates.steward_act3`)."""
MASS_CALL_FOR_ARMISTICE: Final = "F2-26"
"""The Founder's Act III edict, "as 15" (F2-26): read with Call for Armistice's number, 25 (it
replaces it, F2-25A)."""
SET_DOCTRINE: Final = "F8-21"
"""The Believer's Act II edict. Its number is in no source: read 99, after the others, which is
the same as any place, since it changes only the Doctrine, which no other Edict reads."""
GUILDS_DECRY_TERROR: Final = "F6-19"
"""The Partisan's Act III edict (F6-18 puts it in the rules booklet). DOUBT: no source gives its
edict number; read: 19, its card number (as the Advocate's and Magnate's), after Gain Monopolies
(18) and before Call for Armistice (25)."""
SET_LAY_DOCTRINE: Final = "F8-27"
"""The Believer's Act III edict (F8-24, failed, puts it in the rules booklet). DOUBT: no source
gives its edict number; read: 27, its card number (after Call for Armistice, 25)."""
EMPIRE_BALKS_AT_PEACE: Final = "F15-09"
"""The Peacekeeper's Act III edict. Its number, 34, has one source (HRF's
``Edict("f15-09", "Empire Balks at Peace", "34")``): after Govern the Imperial Reach (03), whose
Policy it reads."""
PEACE_DIVIDENDS: Final = "F15-10"
"""The Peacekeeper's other Act III edict: 35 (HRF, as F15-09), after Empire Balks at Peace."""
REACH_REJECTS_OVERLORD: Final = "F17-03"
"""The Overlord's edict (F17-01A puts it in the rules booklet). Its number is in no card text
given: read 65, HRF's (`Edict("f17-03", ..., "65")`), after the others but Set Doctrine."""
REBUKE_OF_THE_KEEPERS: Final = "F19-03"
"""The Redeemer's edict (F19-01A). Its number is in no card text given: read 70, HRF's, as the
Overlord's (after Reach Rejects Overlord, 65)."""
CAPTIVE_RELEASE: Final = "F18-05"
"""The Survivalist's edict (F18-01A). Its number is in no card text given: read 85, HRF's
(`Edict("f18-05", "Captive Release", "85")`), after Lords Gain Power (80)."""
JUDGE_SETS_AGENDA: Final = "F24-05"
"""The Judge's edict (F24-01A). Its number is in no card text given: read 15, HRF's
(`Edict("f24-05", "Judge Sets Agenda", "15")`), after the Advocate's Demand (13)."""
LORDS_GAIN_POWER: Final = "F16-19"
"""The Warden's Act III edict (F16-17A). DOUBT: no source printed here gives its edict number;
read: 80, as HRF orders it (`haunt-roll-fail` `fate-warden.scala`: ``Edict("f16-19", ..., "80")``)."""
GOLEMS_SATE: Final = "F5-21"
"""The Caretaker's Act III edict, Golems Sate Their Appetite (F5-20A). DOUBT: no source printed
here gives its edict number; read: 21, its card number (as the Partisan's and Believer's)."""
EDICT_NUMBER: Final[dict[str, int]] = {
    GUILD_ENVOYS_DEPART: 0,
    IMPERIAL_QUORUM: 2,
    GOVERN: 3,
    IMPERIAL_SPONSOR: 4,
    ADVOCATES_DEMAND: 13,
    GAIN_MONOPOLIES: 18,
    GUILDS_DECRY_TERROR: 19,
    JUDGE_SETS_AGENDA: 15,
    GOLEMS_SATE: 21,
    CALL_FOR_ARMISTICE: 25,
    MASS_CALL_FOR_ARMISTICE: 26,
    SET_LAY_DOCTRINE: 27,
    EMPIRE_BALKS_AT_PEACE: 34,
    PEACE_DIVIDENDS: 35,
    "F14-12": 12,  # Rebuke of the Empaths (no source gives its number: read as its card's)
    USE_IMPERIAL_FOUNDRIES: 55,
    REACH_REJECTS_OVERLORD: 65,
    REBUKE_OF_THE_KEEPERS: 70,
    LORDS_GAIN_POWER: 80,
    CAPTIVE_RELEASE: 85,
    SET_DOCTRINE: 99,
}
"""Edict order numbers (CRB p.20: lowest first); no two alike."""
POLICIES: Final[tuple[str, ...]] = ("war", "peace", "escalation")
"""The three Govern cards: 03 War, 04 Peace, 05 Escalation (BRD C.2)."""

# -- Titles (CRB p.6 step F, p.10) ---------------------------------------------------------------
REGENT: Final = "regent"
OUTLAW: Final = "outlaw"

# -- 2 players: resources on the ambition boxes (CRB p.5 step Q) -----------------------------------
BOX_FOR_RESOURCE: Final[dict[str, str]] = {
    "material": "tycoon",
    "fuel": "tycoon",
    "weapon": "warlord",
    "relic": "keeper",
    "psionic": "empath",
}
