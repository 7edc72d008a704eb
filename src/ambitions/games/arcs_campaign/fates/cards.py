"""The eight "A" Fates, the "B" Fates (F9-F16) and their Fate Sets, the "C" Fates (F17-F24: their
final objectives, `C_FATES`), as data (no logic); the Act II objectives (`ACT2_OBJECTIVES`) and
the Act III cards' titles (`ACT3_TITLES`).

Source: ``blighted-reach-fates.md`` (the publisher's card data, paraphrased; objective starting
spaces from the card scans), cited as "Fates file". Ids: ``F1``-``F8`` the large Fate cards;
``F1-02`` is Fate Set 1's small card 02 (the number printed on it); ``F1-01`` is the objective
card (its Setup side A, its Objective side B). Summaries are our own words, never card text.

Raid cost: a Guild card whose cost box shows an X (``keys 0`` in the card data) is *protected*
(CRB "New Rules & Terms": it leaves its holder's play area only by Outrage of its suit); it is
stored as `PROTECTED_KEYS`, a cost no raid can pay.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from ambitions.games.arcs.data import CourtCard

PROTECTED_KEYS: Final = 99
"""The raid cost stored for a protected Guild card: more keys than any battle collects."""


class Fate(NamedTuple):
    """A large Fate card and its Act I objective (Fates file, "Overview" and each Fate)."""

    id: str
    name: str
    letter: str
    """``A``: drawn at Act I setup (CRB p.6 step B)."""
    complexity: int
    objective: str
    """The Act I objective's title(s)."""
    start: tuple[int, int, int]
    """The objective marker's starting space with 2, 3 and 4 players (the card's large clock)."""
    flagship: bool = False
    """A "B" Fate whose holder has a Flagship (F9-F12; CRB p.29 "Flagships")."""


class FateSetCard(NamedTuple):
    """A small card of a Fate Set."""

    id: str
    name: str
    kind: str
    """guild, vox, lore, law, edict, ability, resolution or other."""
    suit: str | None
    keys: int | None
    """Raid cost; 0 in the data means protected (`PROTECTED_KEYS` when registered)."""
    act: int
    """The Act in which the card enters play."""
    summary: str


STEWARD, FOUNDER, MAGNATE, ADVOCATE, CARETAKER, PARTISAN, ADMIRAL, BELIEVER = (
    "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8",
)  # fmt: skip

FATES: Final[tuple[Fate, ...]] = (
    Fate(STEWARD, "Steward", "A", 2, "Consolidate Your Imperial Power", (20, 17, 14)),
    Fate(FOUNDER, "Founder", "A", 2,
         "Inspire Confidence in the Cause / Defy the Empire's Grip", (18, 16, 14)),
    Fate(MAGNATE, "Magnate", "A", 1,
         "Close Deals with Rivals / Export to the Galactic Core", (10, 10, 10)),
    Fate(ADVOCATE, "Advocate", "A", 1,
         "Prove Yourself to the Overseers / Keep the Guilds in Power", (18, 18, 18)),
    Fate(CARETAKER, "Caretaker", "A", 3, "Find the Golems / Use the Golems", (18, 18, 18)),
    Fate(PARTISAN, "Partisan", "A", 1,
         "Sow Division in the Reach / Appeal to Your Supporters", (12, 11, 10)),
    Fate(ADMIRAL, "Admiral", "A", 1,
         "Prove Yourself as a New Admiral / Demonstrate the Navy's Might", (13, 13, 13)),
    Fate(BELIEVER, "Believer", "A", 3, "Spread the Good Word", (10, 9, 8)),
)  # fmt: skip
FATE_BY_ID: Final[dict[str, Fate]] = {f.id: f for f in FATES}
A_FATES: Final[tuple[str, ...]] = tuple(f.id for f in FATES if f.letter == "A")


class Act2Objective(NamedTuple):
    """A Fate's Act II objective: an "A" Fate's Act II Setup card's B side, a "B" Fate's own
    objective (Fates file, each Fate's "Objectives" and the "Overview" table of starting spaces,
    read from the card scans)."""

    title: str
    start: tuple[int, int, int]
    """The objective marker's starting space with 2, 3 and 4 players."""


PATHFINDER, HEGEMON, PLANET_BREAKER, PIRATE = "F9", "F10", "F11", "F12"
BLIGHT_SPEAKER, PACIFIST, PEACEKEEPER, WARDEN = "F13", "F14", "F15", "F16"

ACT2_OBJECTIVES: Final[dict[str, Act2Objective]] = {
    # -- F1-F4 (the Steward, Founder, Magnate and Advocate: `fates.<fate>_act2`) --
    STEWARD: Act2Objective("Expand the Empire / Ensure the Emperor's Tribute", (22, 22, 22)),
    FOUNDER: Act2Objective("Distribute Power Fairly / Protect Freedom in the Reach", (12, 14, 16)),
    MAGNATE: Act2Objective("Corner the Market... / ...And Hold It", (12, 12, 12)),
    ADVOCATE: Act2Objective("Connect with the Guilds / Improve Your Standing", (12, 12, 12)),
    # -- F5-F8 (the Caretaker, Partisan, Admiral and Believer) --
    CARETAKER: Act2Objective("Collect the Galaxy's Knowledge / Build the Largest Collection", (7, 8, 9)),
    PARTISAN: Act2Objective("Show Your Leadership / Burnish Your Image", (18, 14, 12)),
    ADMIRAL: Act2Objective(
        "Expand the Navy's Holdings / Crush the Empire's Foes / Dominate Rival Regents", (30, 30, 30)
    ),
    BELIEVER: Act2Objective("Develop the Ideals of your Faith", (20, 18, 16)),
    # -- F9-F12 (the "B" Fates with a Flagship: `fates.pathfinder`, `hegemon`, `planet_breaker`,
    # `pirate`; a "B" Fate starts in Act II, its objective is Act II's) --
    PATHFINDER: Act2Objective("Find the Portal", (8, 8, 8)),
    HEGEMON: Act2Objective("Plant Banners of the New Order", (14, 14, 14)),
    PLANET_BREAKER: Act2Objective("Repair the Planet Hammer / Crush a Planet into Dust", (12, 12, 12)),
    PIRATE: Act2Objective("Grow Your Hoard of Resources / Embarrass Your Rivals with Riches", (24, 21, 18)),
    # -- F13-F16 (the "B" Fates without a Flagship: `fates.blight_speaker`, `pacifist`,
    # `peacekeeper`, `warden`) --
    BLIGHT_SPEAKER: Act2Objective(
        "Contact an Ancient Intelligence / Spread the Spores of New Life", (18, 16, 14)
    ),
    PACIFIST: Act2Objective("Commit to Pacifism / Spread Empathy", (16, 14, 12)),
    PEACEKEEPER: Act2Objective("Restrict the Weapons Supply / Control the Arms Manufacturers", (18, 16, 14)),
    WARDEN: Act2Objective("Control the Fiefs' Seats / Lord Over the Fiefs", (22, 22, 22)),
}
"""The Act II objectives: of the "A" Fates a player keeps into Act II and of the "B" Fates one
chooses at the Intermission (CRB p.28-29 step F)."""


def start_space(fate: str, players: int, act: int = 1) -> int:
    """Where the objective marker starts (CRB p.6 step D; in Act II the Act II objective's
    clock, `ACT2_OBJECTIVES`; a Fate whose Act II objective is not built keeps its Act I one).
    In Act III only a "C" Fate places its marker (CRB p.7 step G: its final objective's clock,
    `C_FATES`); an "A" or "B" Fate has none there: -1."""
    if act == 3:
        return FATE_BY_ID[fate].start[players - 2] if letter(fate) == "C" else -1
    found = ACT2_OBJECTIVES.get(fate) if act == 2 else None
    return (found or FATE_BY_ID[fate]).start[players - 2]


def has_act(fate: str, act: int) -> bool:
    """True if `fate` may be played in `act` (a "B" Fate not in Act I, a "C" Fate in Act III
    only): Act I's "A" Fates, Act II's rows of `ACT2_OBJECTIVES`, and in Act III every Fate (an
    "A" or "B" Fate kept, a "C" Fate chosen: CRB p.8; whether its Act III part is built is the
    registry's, `fates.act3_missing`)."""
    if act == 1:
        return fate in A_FATES
    if act == 3:
        return fate in FATE_BY_ID
    return act == 2 and fate in ACT2_OBJECTIVES


def objective_title(fate: str, act: int = 1) -> str:
    """The title of `fate`'s objective in `act` (Act III: its grand ambitions' or its final
    objective's, `ACT3_TITLES`)."""
    if act == 3 and fate in ACT3_TITLES:
        return ACT3_TITLES[fate]
    if act == 2 and fate in ACT2_OBJECTIVES:
        return ACT2_OBJECTIVES[fate].title
    return FATE_BY_ID[fate].objective


# -- The "B" Fates (F9-F16): F9-F12 bring a Flagship ---------------------------------------------
B_FATES: Final[tuple[Fate, ...]] = (
    Fate(PATHFINDER, "Pathfinder", "B", 2, *ACT2_OBJECTIVES[PATHFINDER], flagship=True),
    Fate(HEGEMON, "Hegemon", "B", 2, *ACT2_OBJECTIVES[HEGEMON], flagship=True),
    Fate(PLANET_BREAKER, "Planet Breaker", "B", 3, *ACT2_OBJECTIVES[PLANET_BREAKER], flagship=True),
    Fate(PIRATE, "Pirate", "B", 1, *ACT2_OBJECTIVES[PIRATE], flagship=True),
    Fate(BLIGHT_SPEAKER, "Blight Speaker", "B", 1, *ACT2_OBJECTIVES[BLIGHT_SPEAKER]),
    Fate(PACIFIST, "Pacifist", "B", 2, *ACT2_OBJECTIVES[PACIFIST]),
    Fate(PEACEKEEPER, "Peacekeeper", "B", 2, *ACT2_OBJECTIVES[PEACEKEEPER]),
    Fate(WARDEN, "Warden", "B", 3, *ACT2_OBJECTIVES[WARDEN]),
)
"""A "B" Fate starts in Act II: its `Fate.objective` and `Fate.start` are its Act II objective's
(`ACT2_OBJECTIVES`; Fates file "Overview"); `Fate.flagship` for F9-F12, which come with a
Flagship (CRB p.29)."""
FATE_BY_ID.update({f.id: f for f in B_FATES})
B_FATE_IDS: Final[tuple[str, ...]] = tuple(f.id for f in B_FATES)

# -- The "C" Fates (F17-F24): Act III only, a final objective each -------------------------------
OVERLORD, SURVIVALIST, REDEEMER, GUARDIAN = "F17", "F18", "F19", "F20"
NATURALIST, GATE_WRAITH, CONSPIRATOR, JUDGE = "F21", "F22", "F23", "F24"

C_FATES: Final[tuple[Fate, ...]] = (
    Fate(OVERLORD, "Overlord", "C", 1, "Rule by Fear Alone / Control by Fear Alone", (20, 20, 20)),
    Fate(SURVIVALIST, "Survivalist", "C", 2,
         "Keep the People Safe / Protect Against the Blight", (22, 18, 14)),
    Fate(REDEEMER, "Redeemer", "C", 1, "Subdue the Keepers / Shatter the Relics", (16, 14, 12)),
    # R10: the card scan's 20 / 18 / 16 (HRF uses 15).
    Fate(GUARDIAN, "Guardian", "C", 1,
         "Give Back to the Land / Guard the Reach's Splendor", (20, 18, 16)),
    Fate(NATURALIST, "Naturalist", "C", 2, "Live in the Garden", (18, 16, 14)),
    Fate(GATE_WRAITH, "Gate Wraith", "C", 3,
         "Collapse the Gates of the Reach / Control the Twisted Passage", (24, 21, 18)),
    Fate(CONSPIRATOR, "Conspirator", "C", 2, "Control the Proceedings", (12, 9, 6)),
    Fate(JUDGE, "Judge", "C", 3, "Balance the Reach", (6, 6, 6)),
)  # fmt: skip
"""A "C" Fate is played in Act III only (CRB p.8-9): its `Fate.objective` is its final
objective's title and `Fate.start` the objective marker's starting space with 2, 3 and 4 players
(Fates file "Overview", the card scans; the Guardian's by R10)."""
FATE_BY_ID.update({f.id: f for f in C_FATES})
C_FATE_IDS: Final[tuple[str, ...]] = tuple(f.id for f in C_FATES)

ACT3_TITLES: Final[dict[str, str]] = {
    # -- the "A" Fates' grand ambitions (each Fate's Act III Setup card, side B) --
    STEWARD: "Entrench the Empire in the Reach",
    FOUNDER: "Secure Freedom for All",
    MAGNATE: "Escape the Reach, Content with Your Riches",
    ADVOCATE: "Consolidate Guild Supremacy",
    CARETAKER: "Consume Dangerous Lore with the Golems, but Silence Them Before They Eat Everything",
    PARTISAN: "Form a Dominant Power Bloc",
    ADMIRAL: "Keep the Monopoly on Force",
    BELIEVER: "Guide the Flock",
    # -- the "B" Fates' grand ambitions --
    PATHFINDER: "See the Pilgrims Delivered",
    HEGEMON: "Form One Body, One Mind",
    PLANET_BREAKER: "Break the Worlds of the Reach",
    PIRATE: "Laugh at Your Rivals' Folly",
    BLIGHT_SPEAKER: "Gorge the Blight with Bodies",
    PACIFIST: "Demonstrate Nonviolence",
    PEACEKEEPER: "A Peaceful Reach",
    WARDEN: "Return to the Old Ways",
    # -- the "C" Fates' final objectives --
    **{f.id: f.objective for f in C_FATES},
}
"""The title of each Fate's Act III card (Fates file, "Act III grand ambitions" of F1-F16 and
"Final objective" of F17-F24): an "A" or "B" Fate's two grand ambitions (CRB p.9), a "C" Fate's
final objective."""

FATE_SET_B_NO_FLAGSHIP: Final[tuple[FateSetCard, ...]] = (
    FateSetCard('F13-02', 'Spore Ships', 'guild', 'psionic', 0, 2,
                'Blight does not end your Catapult moves. Spawn (Build): damage a fresh Blight in a '
                'system you control to place a damaged Blight there.'),
    FateSetCard('F13-03', 'Blight Speaker Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 04; 05, 06 and 07-09 to the Court deck; scrap 10, 11. Failed: scrap '
                '04-08; 09, 10, 11 to the Court deck.'),
    FateSetCard('F13-04', 'Blight Fury', 'lore', None, None, 3,
                'Move and repair Blight you control (it never Catapults, is not Loyal). Anger '
                '(Battle): a number die, shifted 1 per Psionic spent; a Blight Crisis in that cluster.'),
    FateSetCard('F13-05', 'Blight Hunters', 'guild', 'weapon', 2, 3,
                'Attacking, a single hit damages or destroys a Blight.'),
    FateSetCard('F13-06', 'Blight Reapers', 'guild', 'material', 2, 3,
                'Harvest (Tax): destroy a damaged Blight where you control (no Trophy); gain that '
                "planet's resource, or any at a gate."),
    FateSetCard('F13-07', 'Blight Purge', 'vox', None, None, 3,
                'Crisis: 2 Power per Blight Trophy to everyone; bury. Secured: you gain so, the '
                "Rivals' Blight Trophies return; discard."),
    FateSetCard('F13-08', 'Blight Purge', 'vox', None, None, 3, 'as 07'),
    FateSetCard('F13-09', 'Blight Purge', 'vox', None, None, 3, 'as 07'),
    FateSetCard('F13-10', 'Blight Panic', 'vox', None, None, 3,
                'Crisis: each returns a Court agent per Blight at their Loyal buildings; bury. '
                'Secured: destroy damaged Blight of a cluster with Loyal pieces as Trophies; bury.'),
    FateSetCard('F13-11', 'Blight Looms', 'vox', None, None, 3, 'As Court card CC15.'),
    FateSetCard('F13-13', 'Blight Hunger', 'lore', None, None, 3,
                'Pieces a Blight Crisis destroys go here; emptied after scoring.'),
    FateSetCard('F14-02', 'Witnesses', 'ability', None, None, 2,
                'Witness tokens are your Loyal pieces, moved with your ships; Prelude: take one you '
                'control at a Psionic planet as a Psionic and you may declare Empath (no zero '
                'marker, errata).'),
    FateSetCard('F14-03', 'Well of Empathy', 'lore', None, None, 2,
                'Defending, Trophies you would take go back for 1 Psionic each; holds any number of '
                'Psionic, 2 keys each.'),
    FateSetCard('F14-04', 'Pacifist Act II Resolution', 'resolution', None, None, 2,
                'Completed: scrap 02, 05-07; map Witnesses become Psionic in the supply. Failed: '
                'scrap 02 and the map Witnesses; 05-07 to the Court deck.'),
    FateSetCard('F14-05', 'Psionic Liaisons', 'guild', 'psionic', 2, 3,
                'Copying to influence may gain a Psionic; Prelude: attach to an agentless Court card '
                'to declare Empath.'),
    FateSetCard('F14-06', 'Itinerant Empaths', 'vox', None, None, 3,
                'Crisis: the lowest Power fills empty slots with Psionic; discard. Secured: you do.'),
    FateSetCard('F14-07', 'Itinerant Empaths', 'vox', None, None, 3, 'as 06'),
    FateSetCard('F14-09', 'Empathy for All', 'law', None, None, 3,
                'Harming at a planet whose type you hold Provokes Outrage of that type.'),
    FateSetCard('F14-10', 'Empathy for All (reminder)', 'other', None, None, 3, 'Copy of 09.'),
    FateSetCard('F14-11', 'Reconcile with the Outraged', 'other', None, None, 3,
                "Summit action Forgive: take a Rival's Outrage as a Favor."),
    FateSetCard('F14-12', 'Rebuke of the Empaths', 'edict', None, None, 3,
                'With Empath declared, Outraged types are discarded; no Psionic Outrage gains 1.'),
    FateSetCard('F15-02', 'Oath of Peace', 'lore', None, None, 2,
                'Scrapped if not the Peacekeeper. Trophies gained go back except Blight; no declaring '
                'or scoring Warlord (still blocks); no choosing or enforcing the War Policy.'),
    FateSetCard('F15-03', 'Arsenal Keepers', 'guild', 'weapon', 0, 2,
                'A Weapon you take may go here instead, frozen, 2 keys each.'),
    FateSetCard('F15-04', 'Peacekeeper Act II Resolution', 'resolution', None, None, 2,
                'Completed: 05-06 to the Court deck. Failed: scrap 02; 03, if held, to the Court deck.'),
    FateSetCard('F15-05', 'Arms Interest', 'guild', 'weapon', 2, 3,
                'Assemble (Build): gain a Weapon. Prelude discard: Weapons up to empty slots.'),
    FateSetCard('F15-06', 'Arms Interest', 'guild', 'weapon', 2, 3, 'as 05'),
    FateSetCard('F15-08', 'Ceasefires', 'law', None, None, 3,
                'Harming other than Loyal pieces and Blight in a cluster at Peace costs a Weapon and '
                'turns it to War.'),
    FateSetCard('F15-09', 'Empire Balks at Peace', 'edict', None, None, 3,
                'War Policy, Outlaw Peacekeeper: the First Regent may turn a cluster to War.'),
    FateSetCard('F15-10', 'Peace Dividends', 'edict', None, None, 3,
                '2 Power per system controlled in clusters at Peace.'),
    FateSetCard('F15-11', 'Peace Accords', 'other', None, None, 3,
                'Summit action Broker Peace: turn a cluster to Peace with consent.'),
    FateSetCard('F16-02', 'Claims of Nobility', 'lore', None, None, 2,
                'Claim Fief (Tax): attach this to a Court card; may Seat a Loyal city you control in '
                'a cluster with no Seat. Crisis: its holder must Claim Fief.'),
    *(FateSetCard(f'F16-{k + 2:02d}', f'Lord of the {o} Cluster', 'other', None, None, 2,
                  f'Title: Lord of cluster {k}; its Vassals; taxes any city there; harm between '
                  'Lord and Vassal there Provokes Outrage of all its cities.')
      for k, o in ((1, '1st'), (2, '2nd'), (3, '3rd'), (4, '4th'), (5, '5th'), (6, '6th'))),
    FateSetCard('F16-09', 'Seats & Fiefs', 'law', None, None, 2,
                "A Seated city makes its owner Lord of its cluster; a removed Seated city's Seat and "
                'title go back (errata).'),
    FateSetCard('F16-10', 'Feudal Law', 'law', None, None, 2,
                'Lords tax any city of their Fief; Lord/Vassal harm there Provokes Outrage of all its '
                'cities; Vassals destroying each other there do not.'),
    FateSetCard('F16-11', 'Warden Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 12; 13-14 to the Court deck; scrap 15-16. Failed: scrap 02, off-map '
                'Seats and their titles, 12-14; 15-16 to the Court deck.'),
    FateSetCard('F16-12', "Warden's Levy", 'lore', None, None, 3,
                "Levy (Tax): a Vassal's ship here; they take hits first when attacking."),
    FateSetCard('F16-13', 'Feast Day', 'vox', None, None, 3,
                'In the Court, no harm in Fiefs. Crisis: scrapped. Secured: a Seated Rival city '
                'becomes yours (keeps its Seat, errata).'),
    FateSetCard('F16-14', 'Feast Day', 'vox', None, None, 3, 'as 13'),
    FateSetCard('F16-15', 'Skirmishers', 'guild', 'weapon', 2, 3, 'As Court card CC05.'),
    FateSetCard('F16-16', 'Sworn Guardians', 'guild', 'relic', 1, 3, 'As Court card CC09.'),
    FateSetCard('F16-18', 'Feudal Courts', 'law', None, None, 3,
                'Court tokens of Fiefs on Court cards; only their Lord and Vassals act there.'),
    FateSetCard('F16-19', 'Lords Gain Power', 'edict', None, None, 3,
                'Each Fief\'s Lord gains 3 Power, may influence or secure its Court token\'s card.'),
)  # fmt: skip
"""The Fate Sets of F13-F16 (the objective cards 01, 08, 07, 17 and the Act III setup cards are
the Fates' own sides; Fates file F13-F16; errata from its "Official errata")."""


FATE_SET_B_FLAGSHIP: Final[tuple[FateSetCard, ...]] = (
    FateSetCard('F9-02', 'Uncovering Clues', 'ability', None, None, 2,
                'Prelude: your Flagship at a planet with no Clue, pay a resource of a type no planet '
                'of its cluster has; the clue-giver places a Clue there; gain its type per city there '
                'and 2 ships per starport there.'),
    FateSetCard('F9-03', 'Clues to the Portal', 'ability', None, None, 2,
                "The clue-giver's card: a Check if the planet shares the recorded planet's cluster or "
                'symbol, else an X; the recorded planet itself gets the Portal, and the Clues, this '
                'and 02 are scrapped.'),
    FateSetCard('F9-04', 'Pathfinder Act II Resolution', 'resolution', None, None, 2,
                'Completed: 05 to the Court deck; scrap 06; build an Upgrade or Armor anywhere. '
                'Failed: scrap 05; 06 to the Court deck; the Portal on the recorded planet; scrap '
                'the Clues, 02, 03.'),
    FateSetCard('F9-05', 'Call to Pilgrimage', 'vox', None, None, 3,
                'Crisis: everyone discards a Guild card. Secured: name a suit you hold; Rivals '
                'discard their Guild cards of it; shuffle this into the Court deck.'),
    FateSetCard('F9-06', 'Portal Seekers', 'guild', 'relic', 2, 3,
                'Controlling the Portal counts as a grand ambition fulfilled (two at most).'),
    FateSetCard('F9-08', 'Pilgrims', 'ability', None, None, 3,
                'Pilgrims are Loyal pieces moved once a turn in the Prelude to systems you control '
                'or with your Flagship; Use the Portal (Move) takes them onto the objective card.'),
    *(FateSetCard(f'F9-{k:02d}', 'Seek the Portal', 'vox', None, None, 3,
                  'Crisis: each scraps a Loyal ship on the map. Secured: controlling the Portal, scrap '
                  'ships in its system for 2 Power each; shuffle back.')
      for k in (9, 10, 11)),
    FateSetCard('F10-02', 'Planting Banners', 'ability', None, None, 2,
                'Scrapped without a Flagship. Banners are Loyal pieces; Prelude: a Banner at your '
                "Flagship's planet with no Banner and no non-Loyal ship or building."),
    FateSetCard('F10-03', 'Banners of Hegemony', 'law', None, None, 2,
                'Banners are harmed and repaired as buildings, never raided; unguarded ones fall to '
                'Blight at the Intermission; Warlord gives 2 Power per Banner Trophy.'),
    FateSetCard('F10-04', 'Song of the Banner', 'lore', None, None, 2,
                'Banner planets are adjacent for your moves; Call Spirits (Tax): 2 of a Banner '
                "planet's type; Call Bodies (Build): 2 fresh ships at a Banner; each once a turn."),
    FateSetCard('F10-05', 'Hegemon Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 06; 07-08 to the Court deck; scrap 09-10. Failed: scrap 06; 07-10 '
                'to the Court deck; scrap the Banners off the map.'),
    FateSetCard('F10-06', 'Mind Managers', 'guild', 'psionic', 0, 3,
                "Manipulate (Influence): with a Rival's Captive, see their hand, take a card, give one."),
    FateSetCard('F10-07', 'Prison Wardens', 'guild', 'weapon', 2, 3, 'As F3-06.'),
    FateSetCard('F10-08', 'Prison Wardens', 'guild', 'weapon', 2, 3, 'As F3-06.'),
    FateSetCard('F10-09', 'Against Hegemony', 'vox', None, None, 3,
                'Scrapped with no Banner on the map. Crisis: bury. Secured: Banners you control '
                'become your Trophies; discard.'),
    FateSetCard('F10-10', 'Against Hegemony', 'vox', None, None, 3, 'as 09'),
    FateSetCard('F10-12', 'Happy Hosts', 'guild', 'weapon', 0, 3,
                'Pacify (Secure): capture the damaged Rival ships you control; keep Captives per '
                'Banner at scoring.'),
    FateSetCard('F11-02', 'Sycophants', 'guild', 'weapon', 0, 2,
                'Kept when you Provoke Outrage; then 2 fresh ships at a planet of that type once a '
                'turn. Prelude discard: 3 ships in a system you control.'),
    FateSetCard('F11-03', 'Hammer Fragments / Breaking Worlds', 'ability', None, None, 2,
                'Repair Hammer (Repair): take a Fragment you control, a fresh ship in its place; all 6: '
                'the Planet Hammer, flip. Breaking Worlds: the break procedure (errata order).'),
    FateSetCard('F11-04', 'Planet Hammer', 'lore', None, None, 2,
                'Prepare (Build): a Hammer token at a planet you control. Break World (Battle): if '
                'not prepared this turn, resolve Breaking Worlds.'),
    *(FateSetCard(f'F11-{k:02d}', f'{world} Refugees', 'guild', suit, 2, 2,
                  f'Scrapped if you hold the Hammer. Resettle (Build): a Free city on a {suit} planet '
                  f'you control, clear {suit} Outrage, fill empty slots with {suit}; tuck this.')
      for k, world, suit in ((5, 'Forgeworld', 'material'), (6, 'Blazeworld', 'fuel'),
                             (7, 'Deadworld', 'weapon'), (8, 'Lostworld', 'relic'),
                             (9, 'Heartworld', 'psionic'))),
    FateSetCard('F11-10', 'Planet Breaker Act II Resolution', 'resolution', None, None, 2,
                'Completed: scrap 11; Breaking Worlds keeps its pieces. Failed: 11 to the Court deck; '
                'the all-6 steps if not done; Breaking Worlds and the Hammer tokens to the supply; '
                'scrap the Planet Hammer.'),
    FateSetCard('F11-11', 'Planet-Eater Loose', 'vox', None, None, 3,
                'Crisis: reroll the event die; a match breaks the rolled planet. Secured: a skirmish '
                'die per agent; 3+ hits: 3 Power, draw the bottom action discard, bury.'),
    FateSetCard('F12-02', 'Pirate Hoard', 'lore', None, None, 2,
                'Stolen resources may go here (2 keys each, spendable, counted); Outrage spares them.'),
    FateSetCard('F12-03', 'Pirate Fleet', 'guild', 'weapon', 0, 2,
                'Attacking, raid dice with no defending building or Flagship, stealing only '
                'resources, 1 per damaged defending ship.'),
    FateSetCard('F12-04', 'Pirate Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 05; scrap 06-07; Hoard resources to your board or the supply. '
                'Failed: 03, 05, 06, 07 to the Court deck; the Hoard to the supply.'),
    FateSetCard('F12-05', 'Pirate Smugglers', 'guild', 'weapon', 2, 3,
                'Tax Rival cities where you have Loyal ships, control ignored.'),
    FateSetCard('F12-06', 'Call to Action', 'vox', None, None, 3,
                'Crisis: the most resources takes the secured action. Secured: draw the bottom '
                'action discard; discard this.'),
    FateSetCard('F12-07', 'Silver-Tongues', 'guild', 'psionic', 2, 3, 'As Court card CC08.'),
    FateSetCard('F12-09', 'Rumors Spread', 'vox', None, None, 3,
                'Crisis: flip Rumors of the rolled cluster. Secured: an agent on a Rumor with your '
                'Loyal pieces; discard.'),
    FateSetCard('F12-10', 'Rumors Spread', 'vox', None, None, 3, 'as 09'),
    FateSetCard('F12-11', 'Rumors of the Haven', 'law', None, None, 3,
                '4 Rumors, 2 true; the end-of-Act guess for 10 Power.'),
    FateSetCard('F12-12', 'Sharing Rumors', 'other', None, None, 3,
                'Summit action Share Rumor: an agent on a Rumor carrying yours.'),
)  # fmt: skip
"""The Fate Sets of F9-F12 (the objective cards 01 and the Act III setup cards are the Fates' own
sides; Fates file F9-F12; errata from its "Official errata": Breaking Worlds' order)."""

FATE_SET_C: Final[tuple[FateSetCard, ...]] = (
    FateSetCard('F17-02', 'Sycophants', 'guild', 'weapon', 0, 3, 'As F11-02.'),
    FateSetCard('F17-03', 'Reach Rejects Overlord', 'edict', None, None, 3,
                'The Overlord loses Power by Outrage count: 1 -> 1, 2 -> 3, 3 -> 6, 4 -> 8, 5 -> 10.'),
    FateSetCard('F18-02', 'Vow of Survival', 'lore', None, None, 3,
                "Can't declare Tyrant; winning an ambition gains only second place's Power; when "
                'Captives are returned, keep 1 per Bunker on the map.'),
    FateSetCard('F18-03', 'Building Bunkers', 'ability', None, None, 3,
                'Bunkers are Loyal pieces; build one at a planet (1 each) by also scrapping an agent '
                "from supply; it captures an agent from a Rival's supply; a Rival destroying one "
                'scraps one of your Captives; harmed like buildings (no slots, never raided), 2 hits '
                'to damage and 2 to destroy.'),
    FateSetCard('F18-04', 'Bunkers', 'law', None, None, 3, 'Public summary of the Bunker rules.'),
    FateSetCard('F18-05', 'Captive Release', 'edict', None, None, 3,
                'In turn order, each player with more Power than the Survivalist whose agents it '
                'holds as Captives may name a Bunker they control: the Survivalist returns those '
                "Captives or Provokes Outrage of that Bunker's planet type."),
    FateSetCard('F19-02', 'Ire of the Keepers', 'lore', None, None, 3,
                "Can't declare Keeper; can't tax cities on Relic planets you don't control (errata: "
                'all cities there).'),
    FateSetCard('F19-03', 'Rebuke of the Keepers', 'edict', None, None, 3,
                "Keeper declared and the Redeemer not winning it: the Redeemer loses Keeper's first "
                'place Power; undeclared: the player with most Relics (no tie) may declare it.'),
    FateSetCard('F19-04', 'Relic Fence', 'guild', 'relic', 2, 3, 'As F3-05.'),
    FateSetCard('F20-02', 'Green Vault', 'lore', None, None, 3,
                'Material or Fuel you take (for the Imperial Trust too) may go into your Captives: '
                'frozen there, they count for Tyrant and Tycoon and go back to the supply when '
                'Tyrant is scored.'),
    FateSetCard('F20-03', 'Ire of the Tycoons', 'lore', None, None, 3,
                "Can't declare Tycoon nor gain Power from scoring it; can't tax cities on Material "
                "or Fuel planets you don't control (errata: all cities there)."),
    FateSetCard('F20-04', 'Edenguard Ambition', 'law', None, None, 3,
                'New ambition Edenguard: control the most Material and Fuel planets (the First '
                'Regent counts Empire-controlled systems); whoever would declare Tycoon may declare '
                'Edenguard instead.'),
    FateSetCard('F21-02', 'Blight Society', 'lore', None, None, 3,
                'Repair and move Blight you control (never a Catapult; not Loyal); once per action, '
                'damaging or destroying Blight scraps 1 Loyal agent of your supply; in Blight Crises, '
                'spend 1 Psionic to stop them in every system with your Loyal ships.'),
    FateSetCard('F21-03', 'Spore Guides', 'guild', 'psionic', 0, 3,
                "'Seed (Build)': roll the number die, then return Loyal agents from the Court to turn "
                'it 1 each (6 wraps to 1); put 1 damaged Blight in a Blight-free system of the rolled '
                'cluster.'),
    FateSetCard('F21-04', 'Blightkin Ambition', 'law', None, None, 3,
                'New ambition Blightkin: control the most systems with fresh Blight (the First '
                'Regent counts Empire-controlled systems); whoever would declare Empath may declare '
                'Blightkin instead.'),
    FateSetCard('F22-02', 'Catapult Overdrive', 'lore', None, None, 3,
                'Catapult with Rival starports you control; a Catapult into the Twisted Passage may '
                'go on, ignoring control and Blight.'),
    FateSetCard('F22-03', 'Breaking Gates & Placing Passages', 'ability', None, None, 3,
                "Catapulting from a planet into its cluster's gate: a Passage there; its ships and "
                'tokens into the Twisted Passage (their Catapult ends); the building used and the '
                "gate's buildings returned (errata: not destroyed), no Trophies, not harm."),
    FateSetCard('F22-04', 'The Dead Live', 'other', None, None, 3,
                'Destroyed ships that would return to a supply wait here; after all scoring, every '
                'ship destroyed this chapter (Trophies and this card) is placed fresh in the '
                'Twisted Passage.'),
    FateSetCard('F22-05', 'Passages & The Twisted Passage', 'law', None, None, 3,
                'The map centre is a gate, the Twisted Passage; gates with a Passage are out of play '
                '(placements there go to the centre); in from systems next to a Passage gate, out to '
                'a planet of the event die symbol, then reroll; no harming Rivals there (Crises '
                'can); cities there are Psionic.'),
    FateSetCard('F22-06', 'Passage Storms', 'vox', None, None, 3,
                'When drawn: the initiative holder attaches it to a Court card. Crisis: hit each '
                'piece in the Twisted Passage, then under the top Court-deck card. Secured: move any '
                'number of times from the Twisted Passage to any planets; stays in the Court.'),
    FateSetCard('F23-02', 'Farseers', 'guild', 'psionic', 2, 3,
                "On declaring: look at a Rival's hand, may swap one card. Prelude: discard this plus "
                'any hand cards; draw as many (Farseers counted) from the bottom of the action discard.'),
    FateSetCard('F23-03', 'Conspiracies', 'ability', None, None, 3,
                'Declaring places a face-down Conspiracy in the box, no marker (one must be '
                'Available); securing, may refill the Court with a Guild card of yours to place one in '
                'a box with no marker.'),
    FateSetCard('F23-04', 'Scoring Conspiracies', 'law', None, None, 3,
                'After scoring, Conspiracies on scored ambitions are revealed: +1 per unrevealed one and'
                ' per one showing a first or tied-first player, -1 per other; one move; revealed ones'
                ' return.'),
    FateSetCard('F23-05', 'Foiling Conspiracies', 'law', None, None, 3,
                'A Rival securing a Vox card or a card with Conspirator agents may guess a face-down '
                'Conspiracy: right, it returns; wrong, the Conspirator advances 1.'),
    FateSetCard('F24-02', 'Vow of Fairness', 'lore', None, None, 3,
                'Your Trophies and Captives can be stolen (raid cost 1 key each); stolen pieces '
                'Loyal to the thief go back to their supply.'),
    FateSetCard('F24-03', 'The Arbiter', 'guild', 'relic', 0, 3,
                "At the start of scoring, give any of your Trophies, Captives and resources to "
                "Rivals, up to each one's empty resource slots (their own pieces return to their "
                'supply).'),
    FateSetCard('F24-04', "Judge's Chosen", 'other', None, None, 3,
                "Holder (a Rival): may act with the Judge's Loyal ships (no control from them); may "
                'add them when attacking anyone but the Judge; when attacking the Judge they defend '
                'for the Judge.'),
    FateSetCard('F24-05', 'Judge Sets Agenda', 'edict', None, None, 3,
                "Judge may declare any ambition with any unplaced marker, paying Power equal to that "
                "marker's 2nd place; then Judge's Chosen returns to the Judge, who must hand it to a "
                'Rival.'),
)  # fmt: skip
"""The Fate Sets of the "C" Fates built so far (F17 Overlord, F18 Survivalist, F19 Redeemer, F20
Guardian, F21 Naturalist, F23 Conspirator, F24 Judge; Fates file; errata: Ire of the Keepers' and
Ire of the Tycoons' tax bans cover all cities on those planets; Foiling Conspiracies says "a Rival
of the Conspirator")."""

FATE_SET: Final[tuple[FateSetCard, ...]] = (
    FateSetCard('F1-02', 'Imperial Authority', 'lore', None, None, 1,
                'Regent only (bury if Outlaw): tax any Empire-controlled city as if Loyal, ignoring '
                'Empire Presence and Truce laws; no Captives.'),
    FateSetCard('F1-03', 'Dealmakers', 'guild', 'psionic', 0, 1,
                "'Bargain (Secure)': let a Rival secure a Court card they could secure, but they take"
                " back the agents they'd capture; you then influence once per such agent and secure "
                'once.'),
    FateSetCard('F1-04', 'Steward Act I Resolution', 'resolution', None, None, 1,
                'Completed: add 05, 06, 07 to Court deck; put 08 in rules booklet; scrap 09–11. '
                'Failed: scrap 05–08; add 09, 10, 11 and Dealmakers (03) to Court deck.'),
    FateSetCard('F1-05', 'Council Intrigue', 'vox', None, None, 2,
                'Same as Court card CC12 (Crisis flips Council In Session, moves agents there; '
                'secured: flip Council, redistribute Loyal agents).'),
    FateSetCard('F1-06', 'Tax Collectors', 'guild', 'relic', 3, 2,
                "Regent only: taxing an Outlaw's city may take the resource from their player board."),
    FateSetCard('F1-07', 'Hunter Squads', 'guild', 'weapon', 3, 2,
                'Reroll assault dice vs Outlaws up to your Weapon count; Prelude discard: 3 ships to '
                'a system you control.'),
    FateSetCard('F1-08', 'Imperial Protectors', 'law', None, None, 2,
                'No Blight Crises in Empire-controlled systems (any fresh Imperial ship).'),
    FateSetCard('F1-09', 'Empire Falls', 'vox', None, None, 2,
                'Crisis on arrow roll: all Regents become Outlaws, every Imperial ship is hit, '
                'discard. Secured: move Loyal agents from it to other Court cards, bury.'),
    FateSetCard('F1-10', 'Lesser Regent', 'guild', 'psionic', 2, 2,
                'Prelude: discard to declare any ambition.'),
    FateSetCard('F1-11', 'Lesser Regent', 'guild', 'psionic', 2, 2,
                'Prelude: discard to declare any ambition.'),
    FateSetCard('F1-13', 'Imperial Quorum', 'edict', None, None, 2,
                "Replaces edict 03's resolution: First Regent collects the Demand; Regent with most "
                'starports may take the Imperial Action; Regent with most cities may change the '
                'Policy (ties skip; Flagship-board buildings count).'),
    FateSetCard('F1-14', 'Steward Act II Resolution', 'resolution', None, None, 2,
                'Completed: add 15, 16, 17 to Court deck; scrap 18–21. Failed: scrap 15–17; add 18–21'
                ' to Court deck.'),
    FateSetCard('F1-15', 'Navy Reprisal', 'vox', None, None, 3,
                'Crisis: each Imperial ship hits one ship of each Outlaw in its system, bury. '
                'Secured: run that in one cluster, or hit all Imperial ships in a cluster; bury.'),
    FateSetCard('F1-16', 'Council Insiders', 'guild', 'psionic', 2, 3,
                'When you secure a Guild card, flip the Council to In Session or influence it if '
                'already In Session.'),
    FateSetCard('F1-17', 'Galactic Bards', 'guild', 'relic', 1, 3,
                "On Surpass/Pivot, may first declare the played card's ambition if none declared yet "
                'this round (no zero marker).'),
    FateSetCard('F1-18', 'Imperial Defectors', 'vox', None, None, 3,
                'Crisis: in rolled cluster, Imperial ships become ships of the earliest Outlaw in '
                'turn order; bury. Secured: do that in any cluster; bury or discard.'),
    FateSetCard('F1-19', 'Imperial Defectors', 'vox', None, None, 3,
                'Crisis: in rolled cluster, Imperial ships become ships of the earliest Outlaw in '
                'turn order; bury. Secured: do that in any cluster; bury or discard.'),
    FateSetCard('F1-20', 'Lesser Regent', 'guild', 'psionic', 2, 3,
                'as 10–11'),
    FateSetCard('F1-21', 'Lesser Regent', 'guild', 'psionic', 2, 3,
                'as 10–11'),
    FateSetCard('F1-23', 'Imperial Sponsor', 'edict', None, None, 3,
                'First Regent places the Sponsored token on an undeclared ambition box (may keep it),'
                ' may add a resource to the Trust. Whoever declares that ambition takes a Trust '
                "resource, gains the marker's 2nd-place Power, returns the token; an Outlaw doing so "
                'becomes a Regent.'),
    FateSetCard('F1-24', 'Govern with Authority (War)', 'edict', None, None, 3,
                'Stronger Policy of War: Demand also hits Outlaws whose Loyal city/Flagship the '
                'Empire controls; Imperial Action gives each Regent 1 Weapon + any 1 resource.'),
    FateSetCard('F1-25', 'Govern with Authority (Escalation)', 'edict', None, None, 3,
                'Stronger Escalation: Demand extends to such Outlaws; Imperial Action places 4 fresh '
                'Imperial ships.'),
    FateSetCard('F1-26', 'Govern with Authority (Peace)', 'edict', None, None, 3,
                'Stronger Peace: Demand extends to such Outlaws; Imperial Action gives double bonus '
                'city Power.'),
    FateSetCard('F2-02', 'Parade Fleets', 'guild', 'fuel', 0, 1,
                'On declaring an ambition: may place 2 fresh ships at a Free city, then a Regent may '
                'turn Outlaw.'),
    FateSetCard('F2-03', 'Founder Act I Resolution', 'resolution', None, None, 1,
                'Completed: gain 04; add 05–07 to Court deck; park 08–11 behind the next resolution '
                '(23). Failed: scrap 04–07; add 08–11 to Court deck.'),
    FateSetCard('F2-04', 'Book of Liberation', 'lore', None, None, 2,
                "You can't harm Free buildings; you may build Free buildings (not in Empire-"
                'controlled systems); building a Free building on a planet clears your Outrage of '
                'that type.'),
    FateSetCard('F2-05', 'Political Intrigue', 'vox', None, None, 2,
                'Crisis: every player passes a Favor left (arrow), right (hex) or both ways '
                '(crescent/moon); bury. Secured: take a Favor from each Rival; discard.'),
    FateSetCard('F2-06', 'Political Intrigue', 'vox', None, None, 2,
                'Crisis: every player passes a Favor left (arrow), right (hex) or both ways '
                '(crescent/moon); bury. Secured: take a Favor from each Rival; discard.'),
    FateSetCard('F2-07', 'Political Intrigue', 'vox', None, None, 2,
                'Crisis: every player passes a Favor left (arrow), right (hex) or both ways '
                '(crescent/moon); bury. Secured: take a Favor from each Rival; discard.'),
    FateSetCard('F2-08', 'Construction Union', 'guild', 'material', 2, 2,
                'Same as CC02: Prelude, park beside a face-up Construction card to take it into hand '
                'at round end.'),
    FateSetCard('F2-09', 'Construction Union', 'guild', 'material', 2, 2,
                'Same as CC02: Prelude, park beside a face-up Construction card to take it into hand '
                'at round end.'),
    FateSetCard('F2-10', 'Admin Union', 'guild', 'material', 2, 2,
                'Same idea for a played Administration card.'),
    FateSetCard('F2-11', 'Admin Union', 'guild', 'material', 2, 2,
                'Same idea for a played Administration card.'),
    FateSetCard('F2-13', 'Founder of the Commonwealth', 'other', None, None, 2,
                'Tucked under Fate card; when you declare, may also put the Commonwealth Ambition '
                'marker on that ambition box.'),
    FateSetCard('F2-14', 'Commonwealth Ambition', 'law', None, None, 2,
                "Marked ambition pays only the outright winner; Members pool their values as 'the "
                "Commonwealth'; if it wins, Members split 1st+2nd Power evenly (no city bonus, drop "
                'remainders); a non-Member winner gets double 1st+2nd.'),
    FateSetCard('F2-15', 'Call for Armistice', 'edict', None, None, 2,
                'Scrap if no Members. Lowest-Power Member (no tie) may attach an Armistice to a Court'
                ' card.'),
    FateSetCard('F2-16', 'Armistice', 'vox', None, None, 2,
                "While in Court: Members can't harm each other or Free buildings; no Crisis. Secured:"
                ' all agents here and on the host card move to other Court cards; tuck back behind '
                "the edict. *(Card says 'Edict 25'; probable misprint for 15 — flag.)*"),
    FateSetCard('F2-17', 'Armistice', 'vox', None, None, 2,
                "While in Court: Members can't harm each other or Free buildings; no Crisis. Secured:"
                ' all agents here and on the host card move to other Court cards; tuck back behind '
                "the edict. *(Card says 'Edict 25'; probable misprint for 15 — flag.)*"),
    FateSetCard('F2-18', 'Member of the Commonwealth', 'other', None, None, 2,
                'Use non-Empire Free buildings as if Loyal (builds come fresh); armistice; share '
                'Commonwealth ambition; harming a Free city scraps the title for good.'),
    FateSetCard('F2-19', 'Member of the Commonwealth', 'other', None, None, 2,
                'Use non-Empire Free buildings as if Loyal (builds come fresh); armistice; share '
                'Commonwealth ambition; harming a Free city scraps the title for good.'),
    FateSetCard('F2-20', 'Member of the Commonwealth', 'other', None, None, 2,
                'Use non-Empire Free buildings as if Loyal (builds come fresh); armistice; share '
                'Commonwealth ambition; harming a Free city scraps the title for good.'),
    FateSetCard('F2-21', 'Member of the Commonwealth', 'other', None, None, 2,
                'Use non-Empire Free buildings as if Loyal (builds come fresh); armistice; share '
                'Commonwealth ambition; harming a Free city scraps the title for good.'),
    FateSetCard('F2-22', 'Commonwealth Membership', 'law', None, None, 2,
                'Rules summary of the Member privileges (tax Free cities, build/catapult from Free '
                'starports, build at and repair them), armistice, shared ambition, disgrace.'),
    FateSetCard('F2-23', 'Founder Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 24; scrap 08–11. Failed: scrap 24, your title 13 and the '
                'Commonwealth marker; add 08–11 to Court deck.'),
    FateSetCard('F2-24', 'Spirit of Freedom', 'lore', None, None, 3,
                'May secure Court cards where you tie (non-zero) for most agents with a non-Member '
                'Rival.'),
    FateSetCard('F2-26', 'Mass Call for Armistice', 'edict', None, None, 3,
                'As 15, then the Founder may also attach one.'),
    FateSetCard('F2-27', 'Freedom Fighters', 'guild', 'weapon', 0, 3,
                "'Incite Revolt (Battle)': in a system with a fresh Free city, destroy all damaged "
                'Rival and Imperial ships ignoring Imperial Truce; no Trophies.'),
    FateSetCard('F3-02', 'Merchant League', 'guild', 'fuel', 0, 1,
                'When you declare an ambition, gain any 2 resources onto this card; they are frozen '
                'except for the Summit Transfer Asset action. Crisis: discard everything on it.'),
    FateSetCard('F3-03', 'Magnate Act I Resolution', 'resolution', None, None, 1,
                'Completed: add 04–06 to Court deck; park Cartels 07–11 behind resolution 21; return '
                'CC01/CC04 from Court discard to deck. Failed: scrap 04–06; add Cartels 07–11 to '
                'Court deck.'),
    FateSetCard('F3-04', 'Elder Broker', 'guild', 'relic', 2, 2,
                'Same as CC10 (Trade (Tax) swap with a Rival; Prelude discard for 1 Material+1 Fuel+1'
                ' Weapon).'),
    FateSetCard('F3-05', 'Relic Fence', 'guild', 'relic', 2, 2,
                'Prelude, once a turn: trade 1 resource for 1 Relic.'),
    FateSetCard('F3-06', 'Prison Wardens', 'guild', 'weapon', 2, 2,
                'Pressgang (Build): return Captives for any resource each; Execute (Influence): '
                'Captives → Trophies; Prelude discard: 3 ships in a system you control.'),
    FateSetCard('F3-07', 'Material Cartel', 'guild', 'material', 2, 2,
                "Holder keeps the Material supply here (counts for Tycoon, can't spend); after "
                'scoring Rivals discard all Material; Prelude discard: steal 1 Material.'),
    FateSetCard('F3-08', 'Fuel Cartel', 'guild', 'fuel', 2, 2,
                'Same for Fuel (Tycoon).'),
    FateSetCard('F3-09', 'Weapon Cartel', 'guild', 'weapon', 2, 2,
                'Same for Weapons (Warlord).'),
    FateSetCard('F3-10', 'Psionic Cartel', 'guild', 'psionic', 2, 2,
                'Same for Psionic (Empath).'),
    FateSetCard('F3-11', 'Relic Cartel', 'guild', 'relic', 2, 2,
                'Same for Relics (Keeper).'),
    FateSetCard('F3-13', 'Material / Fuel / Relic / Psionic / Weapon Monopoly', 'other', None, None, 2,
                "Holder keeps that supply on the card (counts for ambitions, can't spend); their "
                'consent needed to give that resource in Summits.'),
    FateSetCard('F3-14', 'Material / Fuel / Relic / Psionic / Weapon Monopoly', 'other', None, None, 2,
                "Holder keeps that supply on the card (counts for ambitions, can't spend); their "
                'consent needed to give that resource in Summits.'),
    FateSetCard('F3-15', 'Material / Fuel / Relic / Psionic / Weapon Monopoly', 'other', None, None, 2,
                "Holder keeps that supply on the card (counts for ambitions, can't spend); their "
                'consent needed to give that resource in Summits.'),
    FateSetCard('F3-16', 'Material / Fuel / Relic / Psionic / Weapon Monopoly', 'other', None, None, 2,
                "Holder keeps that supply on the card (counts for ambitions, can't spend); their "
                'consent needed to give that resource in Summits.'),
    FateSetCard('F3-17', 'Material / Fuel / Relic / Psionic / Weapon Monopoly', 'other', None, None, 2,
                "Holder keeps that supply on the card (counts for ambitions, can't spend); their "
                'consent needed to give that resource in Summits.'),
    FateSetCard('F3-18', 'Gain Monopolies', 'edict', None, None, 2,
                'For each type, whoever holds more than half of that type in play takes its Monopoly '
                '(usually 3 of 5).'),
    FateSetCard('F3-19', 'Monopoly Consent', 'other', None, None, 2,
                "Transfer Asset of a monopolised resource needs the holder's consent; the Summit "
                "caller can force it by returning one of the holder's Favors."),
    FateSetCard('F3-20', 'War Profiteering', 'law', None, None, 2,
                'War Profiteer marker on Warlord in Act II/III setup; Warlord counts Trophies plus '
                'Weapon icons (resources and cards).'),
    FateSetCard('F3-21', 'Magnate Act II Resolution', 'resolution', None, None, 2,
                'Completed: gain 22; scrap Cartels 07–11 and Extortions 23–24; return CC01/CC04 from '
                'discard. Failed: scrap 22 and unowned Monopolies; add matching Cartels to Court '
                'deck, scrap other Cartels; add 23–24.'),
    FateSetCard('F3-22', 'Prospectors', 'guild', 'material', 0, 3,
                "May build cities on any planet whose type you don't hold the Monopoly of, without "
                'Loyal pieces there.'),
    FateSetCard('F3-23', 'Extortion', 'vox', None, None, 3,
                'Crisis: for each type, whoever has most (ties too) discards 1 of it; discard. '
                'Secured: steal a resource from a Rival; discard.'),
    FateSetCard('F3-24', 'Extortion', 'vox', None, None, 3,
                'Crisis: for each type, whoever has most (ties too) discards 1 of it; discard. '
                'Secured: steal a resource from a Rival; discard.'),
    FateSetCard('F3-27', 'Closed & Open Economy', 'law', None, None, 3,
                'Booklet explanation of card 26.'),
    FateSetCard('F4-02', 'Guild Investigators', 'guild', 'psionic', 0, 1,
                'Recover (Move): attach the top Guild card of the Court discard to an agent-free '
                'Court card.'),
    FateSetCard('F4-03', 'Guild Overseers', 'guild', 'relic', 0, 1,
                'You may only use Guild-card actions while 1st or 2nd on a declared ambition. Secured'
                ' (from Act II): take any Guild card from Court deck or discard.'),
    FateSetCard('F4-04', 'Advocate Act I Resolution', 'resolution', None, None, 1,
                'Completed: add 03, Liaisons 05–09 and 10 to Court deck; scrap 11. Failed: add 03; '
                'add only the Liaisons of suits where you out-hold every Rival (scrap the rest); '
                'scrap 10; add 11.'),
    FateSetCard('F4-05', 'Material Liaisons', 'guild', 'material', 2, 2,
                'Copy to build: may gain 1 Material. Prelude: attach to an agent-free Court card to '
                'declare Tycoon.'),
    FateSetCard('F4-06', 'Fuel Liaisons', 'guild', 'fuel', 2, 2,
                'Copy to move: gain 1 Fuel; Prelude attach → declare Tycoon.'),
    FateSetCard('F4-07', 'Weapons Liaisons', 'guild', 'weapon', 2, 2,
                'Copy to battle: gain 1 Weapon; Prelude attach → declare Warlord.'),
    FateSetCard('F4-08', 'Relic Liaisons', 'guild', 'relic', 2, 2,
                'Copy to secure: gain 1 Relic; Prelude attach → declare Keeper.'),
    FateSetCard('F4-09', 'Psionic Liaisons', 'guild', 'psionic', 2, 2,
                'Copy to influence: gain 1 Psionic; Prelude attach → declare Empath.'),
    FateSetCard('F4-10', 'Diplomatic Fiasco', 'vox', None, None, 2,
                'Same as CC13.'),
    FateSetCard('F4-11', 'Guild Struggle', 'vox', None, None, 2,
                'Crisis: each player passes a Guild card left (not the one received); bury. Secured: '
                'may steal a Guild card; shuffle discarded Guild cards into Court deck; bury.'),
    FateSetCard('F4-13', "Advocate's Demand", 'edict', None, None, 2,
                "Scrap if no Advocate. Advocate names a Rival's Guild card of a suit the Advocate "
                'lacks; Rival either hands it over (and takes a Favor from the Advocate) or gives the'
                ' Advocate a Favor. Not a steal.'),
    FateSetCard('F4-14', 'Guild Negotiations', 'other', None, None, 2,
                "New Summit action 'Transfer Guild Support': give a Guild card (needs Advocate's "
                "consent; forcing costs Favors = raid cost; protected cards can't be forced)."),
    FateSetCard('F4-15', 'Advocate Act II Resolution', 'resolution', None, None, 2,
                'Completed: add 16 and Guildmasters 17–21; scrap 22. Failed: scrap 16–21; add 22; '
                'scrap edict 13.'),
    FateSetCard('F4-16', 'Guild Fair', 'vox', None, None, 3,
                'Crisis: everyone secures every Guild card they can; bury. Secured: return Rival '
                'agents from Court Guild cards, then secure every Guild card you can; bury.'),
    FateSetCard('F4-17', 'Material Guildmasters', 'guild', 'material', 3, 3,
                'On declaring Tycoon: may steal a Material Guild card.'),
    FateSetCard('F4-18', 'Fuel Guildmasters', 'guild', 'fuel', 3, 3,
                'On declaring Tycoon: steal a Fuel Guild card.'),
    FateSetCard('F4-19', 'Weapons Guildmasters', 'guild', 'weapon', 3, 3,
                'On declaring Warlord: steal a Weapon Guild card.'),
    FateSetCard('F4-20', 'Relic Guildmasters', 'guild', 'relic', 3, 3,
                'On declaring Keeper: steal a Relic Guild card.'),
    FateSetCard('F4-21', 'Psionic Guildmasters', 'guild', 'psionic', 3, 3,
                'On declaring Empath: steal a Psionic Guild card.'),
    FateSetCard('F4-22', 'Guilds Withdraw', 'vox', None, None, 3,
                'Crisis on hex or arrow: each player buries a Guild card; bury. Secured: each Rival '
                'buries one; bury.'),
    FateSetCard('F4-24', 'Guild Loyalty', 'lore', None, None, 3,
                'Provoking Outrage does not make you discard Guild cards.'),
    FateSetCard('F4-25', 'Guild Supremacy', 'law', None, None, 3,
                'Guild cards count double in ambition scoring.'),
    FateSetCard('F4-26', 'Guild Supremacy (reminder)', 'other', None, None, 3,
                'Copy of 25 placed near the ambition boxes.'),
    FateSetCard('F5-02', 'Golem Beacon', 'lore', None, None, 1,
                "'Awaken (Influence)': take Golems you control from the map onto Golem Hearth; they "
                'flip Awake if you are winning a declared ambition.'),
    FateSetCard('F5-03', 'Golem Hearth', 'lore', None, None, 1,
                'Holds any number of Golems (Awake ones may be spent from here); their raid cost is 2'
                ' keys each. Crisis: all off-map Sleeping Golems flip Awake.'),
    FateSetCard('F5-04', 'Stone-Speakers', 'guild', 'material', 0, 1,
                'On declaring an ambition you may end your turn at once: take any Golems from Rivals,'
                ' roll the event die and resolve Crises if rolled (no Edicts).'),
    FateSetCard('F5-05', 'Golems', 'law', None, None, 1,
                'Only the Caretaker takes Golems from the map. Golems occupy resource slots and can '
                'be discarded, rearranged and spent like resources; two-sided (Sleeping/Awake), Awake'
                " side public when held; a spent/discarded Golem goes Sleeping into a Rival's empty "
                'resource slot (else you keep it); Act II/III setup flips them Awake.'),
    FateSetCard('F5-06', 'Golem Actions', 'law', None, None, 1,
                'Prelude: spend Awake Golems for their action — Warrior: destroy every damaged ship '
                'in one system; Protector: repair any ships (and 1 Flagship Upgrade/Armor); Seeker: '
                'one Catapult move from a system; Harvester: gain any resource.'),
    FateSetCard('F5-07', 'Caretaker Act I Resolution', 'resolution', None, None, 1,
                'Completed: scrap 02; all map Golems onto Hearth; add 1 random lore per player and '
                'Unstable cards 08–11 to Court deck. Failed: scrap 02; add 04 to Court deck; scrap '
                'map Golems; add only Unstable cards for Golems still in play.'),
    FateSetCard('F5-08', 'Unstable Harvester', 'vox', None, None, 2,
                'Scrap if Harvester gone. Crisis: its holder discards all resources. Secured: take '
                'Harvester Awake; discard.'),
    FateSetCard('F5-09', 'Unstable Seeker', 'vox', None, None, 2,
                "Crisis: holder's Loyal ships on planets of the rolled symbol move to the rolled "
                "cluster's gate. Secured: take Seeker."),
    FateSetCard('F5-10', 'Unstable Protector', 'vox', None, None, 2,
                "Crisis: repair every ship except the holder's. Secured: take Protector."),
    FateSetCard('F5-11', 'Unstable Warrior', 'vox', None, None, 2,
                "Crisis: destroy holder's damaged Loyal ships. Secured: take Warrior."),
    FateSetCard('F5-13', 'Librarians', 'guild', 'relic', 0, 2,
                'After you secure, may draw a lore from the lore deck and attach it to the card that '
                'refilled the Court. Crisis: holder must attach this card to a Court card.'),
    FateSetCard('F5-14', 'Knowledge Set Free', 'other', None, None, 2,
                "New Summit actions: Transfer Lore (can't be forced by Favors) and Transfer Golem "
                '(forcing costs Favors = Golem raid cost).'),
    FateSetCard('F5-15', 'Event', 'other', None, None, 2,
                'Extra Event action card (mirrors lead; adds an end-of-round event roll: Crises or '
                'Edicts; Imperial Council takes precedence if secured).'),
    FateSetCard('F5-16', 'Caretaker Act II Resolution', 'resolution', None, None, 2,
                'Completed: add Golem Worship ×3 (17–19). Failed: scrap 17–19; return Unstable cards '
                'from Court discard to Court deck.'),
    FateSetCard('F5-17', 'Golem Worship', 'vox', None, None, 3,
                'Crisis: each Golem holder returns a Loyal city to their board; bury. Secured: take '
                'any Golem, Awake; discard.'),
    FateSetCard('F5-18', 'Golem Worship', 'vox', None, None, 3,
                'Crisis: each Golem holder returns a Loyal city to their board; bury. Secured: take '
                'any Golem, Awake; discard.'),
    FateSetCard('F5-19', 'Golem Worship', 'vox', None, None, 3,
                'Crisis: each Golem holder returns a Loyal city to their board; bury. Secured: take '
                'any Golem, Awake; discard.'),
    FateSetCard('F5-21', 'Golems Sate Their Appetite', 'edict', None, None, 3,
                'Each player scraps 1 Guild card per Awake Golem held (even protected ones); if none,'
                ' scrap the leftmost agent-bearing Guild card in Court with its agents. Then all '
                'Sleeping Golems wake.'),
    FateSetCard('F6-02', 'Informants', 'guild', 'psionic', 0, 1,
                "'Spy (Influence)', once a turn: hand your highest-numbered action card to a Rival, "
                'who then hands you their highest (may be the same card).'),
    FateSetCard('F6-03', 'Partisan Seizing', 'ability', None, None, 1,
                "Scrap and clear your Outrage if you aren't the Partisan. You can't seize by "
                'discarding a second card; instead you may seize when playing a card by Provoking '
                "Outrage of a resource you aren't yet Outraged in."),
    FateSetCard('F6-04', 'Partisan Act I Resolution', 'resolution', None, None, 1,
                'Completed: add Loyal cards 05–09; gain Galactic Bards (10); scrap 11–14. Failed: '
                'scrap 05–09; add 10, 11, 12, 13, 14 to Court deck; scrap your Partisan Seizing and '
                'clear your Outrage.'),
    FateSetCard('F6-05', 'Loyal Engineers', 'guild', 'material', 3, 2,
                'Kept when you Provoke Outrage; spend any resource as Material; ignore Outrage when '
                'spending Material for its Prelude.'),
    FateSetCard('F6-06', 'Loyal Pilots', 'guild', 'fuel', 3, 2,
                'Same for Fuel.'),
    FateSetCard('F6-07', 'Loyal Marines', 'guild', 'weapon', 3, 2,
                'Same for Weapons; plus Prelude discard: 3 ships in a system you control.'),
    FateSetCard('F6-08', 'Loyal Empaths', 'guild', 'psionic', 3, 2,
                'Same for Psionic.'),
    FateSetCard('F6-09', 'Loyal Keepers', 'guild', 'relic', 3, 2,
                'Same for Relics.'),
    FateSetCard('F6-10', 'Galactic Bards', 'guild', 'relic', 1, 2,
                'Same card as F1-17 (declare on Surpass/Pivot).'),
    FateSetCard('F6-11', 'Spacing Union', 'guild', 'fuel', 2, 2,
                'Prelude: park beside a face-up Mobilization card; take it into hand at round end.'),
    FateSetCard('F6-12', 'Arms Union', 'guild', 'weapon', 2, 2,
                'Same as CC06 (Aggression card).'),
    FateSetCard('F6-13', 'Outrage Spreads', 'vox', None, None, 2,
                'Crisis: every player Provokes Outrage of the rolled planet type; discard. Secured: '
                'choose a type; everyone (you too) Provokes Outrage of it; discard.'),
    FateSetCard('F6-14', 'Outrage Spreads', 'vox', None, None, 2,
                'Crisis: every player Provokes Outrage of the rolled planet type; discard. Secured: '
                'choose a type; everyone (you too) Provokes Outrage of it; discard.'),
    FateSetCard('F6-16', 'Partisan Seizing', 'law', None, None, 2,
                'Booklet version: everyone seizes initiative only by Provoking Outrage (not by a '
                'second discard).'),
    FateSetCard('F6-17', "People's Hero", 'lore', None, None, 2,
                'On declaring an ambition, may clear 1 Outrage if you hold more Guild cards of that '
                'type than each Rival.'),
    FateSetCard('F6-18', 'Partisan Act II Resolution', 'resolution', None, None, 2,
                'Completed: 19 into booklet; add Terror Strikes 20–21; scrap 22–23. Failed: scrap '
                '19–21; add 22–23 to Court deck.'),
    FateSetCard('F6-19', 'Guilds Decry Terror', 'edict', None, None, 3,
                "If Diplomatic Fiasco isn't in Court, fetch it from the Court deck, attach it to the "
                'Imperial Council and flip the Council In Session.'),
    FateSetCard('F6-20', 'Terror Strike', 'vox', None, None, 3,
                "Crisis: destroy all damaged pieces at planets matching anyone's Outrage; shuffle "
                'into Court deck. Secured: same but Loyal pieces spared.'),
    FateSetCard('F6-21', 'Terror Strike', 'vox', None, None, 3,
                "Crisis: destroy all damaged pieces at planets matching anyone's Outrage; shuffle "
                'into Court deck. Secured: same but Loyal pieces spared.'),
    FateSetCard('F6-22', 'Spacing Union', 'guild', 'fuel', 2, 3,
                'as 11'),
    FateSetCard('F6-23', 'Arms Union', 'guild', 'weapon', 2, 3,
                'as 12'),
    FateSetCard('F6-25', 'Sower of Division', 'lore', None, None, 3,
                'At round end, when you take initiative by Surpassing, may put a Loyal agent on a '
                "Rival's empty Outrage slot (not a Provoke)."),
    FateSetCard('F7-02', 'Imperial Officers', 'guild', 'weapon', 0, 1,
                "Bury if Outlaw. Ignore the Empire's Presence and Movement laws: on your turn you may"
                ' use any Imperial ships and you control every Empire-controlled system.'),
    FateSetCard('F7-03', 'Use Imperial Foundries', 'edict', None, None, 1,
                "Edict number **55** (⚠ one source: HRF `Edict('f07-03', 'Use Imperial Foundries', "
                "'55')`; edicts resolve lowest number first, CRB p.20). Resolved by whoever holds "
                'Imperial Officers: at each Loyal starport, may swap one Loyal ship in that system '
                'for an Imperial ship.'),
    FateSetCard('F7-04', 'Admiral Act I Resolution', 'resolution', None, None, 1,
                'Completed: gain 05; add 06–07 and 08–09 to Court deck; scrap 10–11. Failed: scrap '
                'edict 03, 05, 06–07; add 08–09 and 10–11 to Court deck.'),
    FateSetCard('F7-05', 'Honor Guard', 'guild', 'weapon', 0, 2,
                "Your Weapon Guild cards can't be stolen while you hold any Weapons."),
    FateSetCard('F7-06', 'Rogue Admirals', 'guild', 'weapon', 2, 2,
                'Bury if Outlaw. Ignore Empire Presence, Movement and Truce laws; Prelude discard: 3 '
                'Imperial ships in a system you control.'),
    FateSetCard('F7-07', 'Rogue Admirals', 'guild', 'weapon', 2, 2,
                'Bury if Outlaw. Ignore Empire Presence, Movement and Truce laws; Prelude discard: 3 '
                'Imperial ships in a system you control.'),
    FateSetCard('F7-08', 'Court Enforcers', 'guild', 'weapon', 2, 2,
                "'Abduct (Battle)': capture all Rival agents on a Court card holding fewer Rival "
                'agents than your Weapon icons; Prelude discard: 3 ships in a system you control.'),
    FateSetCard('F7-09', 'Court Enforcers', 'guild', 'weapon', 2, 2,
                "'Abduct (Battle)': capture all Rival agents on a Court card holding fewer Rival "
                'agents than your Weapon icons; Prelude discard: 3 ships in a system you control.'),
    FateSetCard('F7-10', 'Imperial Defectors', 'vox', None, None, 2,
                'As F1-18 (secured: discard it or resolve in a chosen cluster).'),
    FateSetCard('F7-11', 'Imperial Defectors', 'vox', None, None, 2,
                'As F1-18 (secured: discard it or resolve in a chosen cluster).'),
    FateSetCard('F7-13', 'Command Chaos', 'vox', None, None, 2,
                'Crisis: attach Imperial Officers here; shuffle discarded Rogue Admirals back into '
                'Court deck. Secured: influence once, may become a Regent, shuffle this into Court '
                'deck.'),
    FateSetCard('F7-14', 'Admiral Act II Resolution', 'resolution', None, None, 2,
                'Completed: scrap 15–16; add Mass Uprisings 17–18. Failed: add 15–16; scrap 17–18.'),
    FateSetCard('F7-15', 'Imperial Defectors', 'vox', None, None, 3,
                'as 10–11'),
    FateSetCard('F7-16', 'Imperial Defectors', 'vox', None, None, 3,
                'as 10–11'),
    FateSetCard('F7-17', 'Mass Uprising', 'vox', None, None, 3,
                'Crisis: destroy every damaged ship; bury. Secured: pick a cluster, place 1 ship in '
                'each of its systems; discard.'),
    FateSetCard('F7-18', 'Mass Uprising', 'vox', None, None, 3,
                'Crisis: destroy every damaged ship; bury. Secured: pick a cluster, place 1 ship in '
                'each of its systems; discard.'),
    FateSetCard('F7-20', 'Martial Law', 'law', None, None, 3,
                'Regents other than the Admiral, unless holding Imperial Officers or Rogue Admirals: '
                "can't command the Imperial fleet; a First Regent doesn't count Empire-controlled "
                'systems for ambitions/objectives/events; Empire-controlled gates stop their Catapult'
                ' moves.'),
    FateSetCard('F7-21', 'Martial Law (reminder)', 'other', None, None, 3,
                'Copy of 20 tucked by the card play area.'),
    FateSetCard('F8-02', 'Faithful Disciples', 'guild', 'relic', 0, 1,
                'Playing a Faithful card and declaring an ambition you are winning gives +1 action '
                'pip.'),
    FateSetCard('F8-03', 'Spreading the Faith', 'ability', None, None, 1,
                "'Teach (Influence)': attach the top Faithful card of the stack to a Court Guild card"
                ' whose suit matches a planet where you have a Loyal city; then scrap the bottom non-'
                'Event card of the action discard.'),
    FateSetCard('F8-04', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-05', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-06', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-07', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-08', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-09', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-10', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-11', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-12', 'Faithful Action Card', 'other', None, None, 1,
                'Numbers 1–9, two-sided (Zeal: move/influence/battle/tax; Wisdom: '
                'build/repair/secure). Pips per HRF: 1→4, 2→4, 3→3, 4→3, 5→3, 6→2, 7→2, 8→1, 9→1 '
                '(card data has no text/pips for these).'),
    FateSetCard('F8-13', 'Faithful Cards', 'law', None, None, 1,
                'Faithful is a new action-card suit; secured from Court into hand; played on Zeal or '
                "Wisdom side; surpassing needs a Faithful card on the same side; a Faithful '7' "
                'surpass does not seize initiative.'),
    FateSetCard('F8-14', 'Pluralistic Faith', 'law', None, None, 1,
                'Leading a Faithful card may declare any ambition (like a 7).'),
    FateSetCard('F8-15', 'Believer Act I Resolution', 'resolution', None, None, 1,
                'Completed: gain 16; add 17; scrap 03, 18, 19; remaining stacked Faithful cards to '
                'Court deck. Failed: scrap 03, 16, 17; add 18, 19 and the remaining Faithful cards to'
                ' Court deck.'),
    FateSetCard('F8-16', 'The Young Light', 'guild', 'psionic', 3, 2,
                'Prelude: discard a non-Event card to park this beside a played Faithful card (even '
                'face-down); at round end draw that card and take this back.'),
    FateSetCard('F8-17', 'Plot to Kidnap', 'vox', None, None, 2,
                'Crisis: attach Young Light or Prophet here; everyone discards their highest Faithful'
                ' card. Secured: draw the highest Faithful card from the action discard, shuffle; '
                'discard this.'),
    FateSetCard('F8-18', 'The Prodigal One', 'guild', 'psionic', 1, 2,
                'Same effect as 16.'),
    FateSetCard('F8-19', 'Secret Order', 'guild', 'psionic', 2, 2,
                'Declaring Keeper or Empath places no zero marker.'),
    FateSetCard('F8-21', 'Set Doctrine', 'edict', None, None, 2,
                'Holder of Young Light or Prophet may flip the Doctrine.'),
    FateSetCard('F8-23', 'Doctrinal Faith', 'law', None, None, 2,
                'Booklet statement of the Doctrine rules above (non-Faithful cards unaffected; Ideals'
                ' persist into Act III).'),
    FateSetCard('F8-24', 'Believer Act II Resolution', 'resolution', None, None, 2,
                'Record Ideals. Completed: if you hold Young Light, swap it for The Prophet (25), '
                'else scrap 25; scrap 26, 27, 28. Failed: scrap Ideals not on ambitions; scrap 25; '
                'add 26 to Court deck; replace 21/23 with 27/28 in booklet.'),
    FateSetCard('F8-25', 'The Prophet', 'guild', 'psionic', 0, 3,
                'Same effect as 16.'),
    FateSetCard('F8-26', 'Secret Order', 'guild', 'psionic', 2, 3,
                'as 19'),
    FateSetCard('F8-27', 'Set Lay Doctrine', 'edict', None, None, 3,
                'Everyone reveals Faithful cards; highest initiative number may flip the Doctrine.'),
    FateSetCard('F8-28', 'Repressed Faith', 'law', None, None, 3,
                'Doctrine rules continue; in addition, playing a Faithful card forbids declaring '
                'Ideal-less ambitions that turn.'),
    FateSetCard('F8-30', 'Dominant Faith', 'law', None, None, 3,
                'Doctrine rules continue; in addition, playing a non-Faithful card forbids declaring '
                'an ambition that has an Ideal that turn.'),
    FateSetCard('F8-31', 'Breaking the Faith', 'law', None, None, 3,
                "A Rival who destroys a Believer's Loyal city may remove one Ideal from an undeclared"
                ' ambition.'),
) + FATE_SET_B_FLAGSHIP + FATE_SET_B_NO_FLAGSHIP + FATE_SET_C  # fmt: skip
FATE_SET_BY_ID: Final[dict[str, FateSetCard]] = {c.id: c for c in FATE_SET}
FAITHFUL_CARDS: Final[tuple[str, ...]] = tuple(f"F8-{k:02d}" for k in range(4, 13))
"""The Believer's Faithful action cards "1" to "9" (F8-04 to F8-12; reading: in number order)."""


def court_card(card: FateSetCard) -> CourtCard:
    """A Fate Set Guild card as the Arcs rules read a Guild card (suit and raid cost)."""
    keys = card.keys if card.keys else PROTECTED_KEYS
    return CourtCard(card.id, card.name, "guild", card.suit, keys, card.summary)


def protected(card: str) -> bool:
    """A protected Guild card (an X for its raid cost)."""
    c = FATE_SET_BY_ID.get(card)
    return c is not None and c.kind == "guild" and not c.keys


LETTER_RANK: Final[dict[str, int]] = {"A": 0, "B": 1, "C": 2}
"""The Fates' letters in the order they are played (A in Act I, B from Act II, C in Act III)."""


def letter(fate: str) -> str:
    """The letter of `fate`'s card ("A", "B" or "C"; "" for no Fate)."""
    return FATE_BY_ID[fate].letter if fate in FATE_BY_ID else ""
