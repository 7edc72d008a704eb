"""F11 Planet Breaker, Act III (Fates file "F11 — Planet Breaker"; card texts F11-12A/B, F11-11;
the Act II part is `planet_breaker`).

Setup (F11-12A): "Place pieces that were on your Breaking Worlds card (03) in Act II back on it"
and remind everyone that a Broken World makes each player Provoke Outrage of its type. The
buildings on Breaking Worlds are kept through the Intermission (`CampaignState.breaking_worlds`,
the ``campaign.planet_breaker.breaking_worlds`` of the campaign file's table, F11-10 completed:
"record all pieces on your Breaking Worlds card ... They stay on it in Act III"), so the Setup
side puts back exactly those and nothing else.

Grand ambitions (F11-12B), *Break the Worlds of the Reach*: no Rival wins the Warlord ambition
(this chapter's scoring) and (1) every player has Outrage; (2) more buildings are on Breaking
Worlds than the current chapter, or there are no buildings on the map.

Planet-Eater Loose (F11-11, a Vox card in the Court deck when the Planet Breaker failed Act II,
F11-10; its Hammer tokens wait in the supply, `planet_breaker.SUPPLY_11`):

* Crisis: the event die is rolled again (a chance event, ``eater crisis hex``); the same symbol
  as the Crisis roll puts a Broken World token on the rolled planet (cluster of the number die,
  symbol of the event die) and resolves Breaking Worlds' numbered steps there
  (`planet_breaker.shatter`);
* When Secured: one skirmish die per agent on it (a chance event, ``eater S3 S0 S5``); 3 hits or
  more: the secure goes on (agents back or captured, as any secure), its securer gains 3 Power,
  draws the bottom card of the action discard pile, and the card is buried; fewer: the card and
  its agents stay in the Court (the action is spent).

Both rolls are questions of the Planet-Eater's on the choice stack (`ROLL_STEPS`) that `flow`
turns into the chance node `CampaignPhase.CHANCE_EATER` as soon as they come up (as the
Fragments' roll, `planet_breaker.roll_waiting`).
"""

from __future__ import annotations

import random
from typing import Final

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import court as arcs_court
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import DIE_LETTERS, ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import EMPTY, ArcsState, Phase
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import planet_breaker as act2
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

OBJECTIVE_CARD = "F11-12"
PLANET_EATER = act2.PLANET_EATER
WARLORD: Final = arcs_data.AMBITIONS.index("warlord")
CRISIS_STEP: Final = "crisis-roll"
SUBDUE_STEP: Final = "subdue-roll"
ROLL_STEPS: Final = frozenset({CRISIS_STEP, SUBDUE_STEP})
"""The Planet-Eater's questions that are rolls, never a seat's decision (`roll_waiting`)."""
SUBDUE_HITS: Final = 3
SUBDUE_POWER: Final = 3
SKIRMISH: Final = arcs_data.DIE_TYPES.index("skirmish")


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- Setup side (F11-12A) -----------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F11-12A: the pieces Breaking Worlds held at the end of Act II are back on it. They never
    left it: the Intermission keeps `CampaignState.breaking_worlds` (and the campaign file's table
    carries them), so nothing is added or taken; the reminder is the card's text (Broken Worlds
    make everyone Provoke Outrage: `planet_breaker.shatter`)."""


# -- grand ambitions (F11-12B) ------------------------------------------------------------------------
def rival_won(s: CampaignState, seat: int, ambition: int) -> bool:
    """A Rival of `seat` wins `ambition` at this chapter's scoring (its untied first place; the
    2-player phantom is no Rival)."""
    if not s.chapter_scoring:
        return False
    return any(a[0] == ambition and 0 <= a[3] < s.n and a[3] != seat for a in s.chapter_scoring[-1][1])


def buildings_on_map(s: CampaignState) -> int:
    """Buildings in the map's slots (Loyal and Free; a Flagship board is not the map)."""
    return sum(1 for code in s.slots if code != EMPTY)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F11-12B: "No Rival wins the Warlord ambition and... Every player has Outrage. More
    buildings are on the Breaking Worlds card than the current Chapter, or there are no
    buildings on the map." (the Planet Breaker is one of "every player")."""
    if rival_won(s, seat, WARLORD):
        return (False, False)
    outrage = all(s.outrage[p] for p in range(s.n))
    worlds = len(s.breaking_worlds) > s.chapter or buildings_on_map(s) == 0
    return (outrage, worlds)


# -- Planet-Eater Loose (F11-11) ----------------------------------------------------------------------
def rolled_planet(s: CampaignState) -> int:
    """The planet of the Crisis roll: the event die's symbol in the number die's cluster."""
    assert s.event_roll is not None
    _, symbol, cluster = s.event_roll
    return (int(cluster) - 1) * 4 + data.SYMBOLS.index(str(symbol)) + 1


def crisis(s: CampaignState) -> None:
    """Crisis: "Roll the event die again." (the roll: `CRISIS_STEP`, asked of the initiative
    holder, who resolves the Crises, and made a chance event by `flow`)."""
    assert s.event_roll is not None
    push_choice(s, max(s.initiative, 0), PLANET_EATER, CRISIS_STEP, str(s.event_roll[1]))


def crisis_rolled(s: CampaignState, symbol: str, wanted: str) -> None:
    """ "If you roll the same symbol, place a Broken World token on the rolled planet. Resolve
    the Breaking Worlds card." READING (F11-11, F11-03B): the card resolves from its Broken World
    on (its steps 1-4, `planet_breaker.shatter`): no Planet Breaker holds the planet, so no one
    battles for it; a planet already broken, out of play, or with no Hammer token left in the
    supply (F11-10 put the 6 there) is not broken again."""
    if symbol != wanted:
        return
    x = rolled_planet(s)
    if not s.in_play[x] or x in act2.broken(s) or act2.SUPPLY_11 not in s.hammer:
        return
    s.hammer[s.hammer.index(act2.SUPPLY_11)] = act2.BROKEN + x
    act2.shatter(s, x)


def agents_on(s: CampaignState, index: int) -> int:
    return sum(s.court_agents[index * s.n : (index + 1) * s.n])


def waits_for_roll(s: CampaignState, seat: int, card: str) -> bool:
    """Securing Planet-Eater Loose (`rules.do_secure`): True if the secure waits for the
    skirmish dice (`SUBDUE_STEP`) or fails at once, False if it goes on as any secure. "Roll 1
    skirmish die per agent here": every agent on it, the securer's and its Rivals'. READING: with
    fewer than 3 agents no roll can show 3 hits (a skirmish die shows at most 1), so the card and
    its agents stay without a roll."""
    if card != PLANET_EATER or SUBDUE_STEP in s.turn_flags:
        return False
    dice = agents_on(s, s.court.index(card))
    if dice >= SUBDUE_HITS:
        push_choice(s, seat, PLANET_EATER, SUBDUE_STEP, dice)
    return True


def subdue_rolled(s: CampaignState, seat: int, hits: int) -> None:
    """3 hits or more: the secure goes on (`rules.do_secure`, its When Secured `_secured`);
    else "this card and agents on it remain"."""
    if hits < SUBDUE_HITS or PLANET_EATER not in s.court:
        return
    from ambitions.games.arcs_campaign import rules  # (rules imports the fates)

    s.turn_flags.append(SUBDUE_STEP)  # (this secure rolled: `waits_for_roll` lets it through)
    rules.do_secure(s, seat, PLANET_EATER)
    s.turn_flags.remove(SUBDUE_STEP)


def _secured(s: ArcsState, seat: int) -> None:
    """When Secured, after 3 hits: "gain 3 Power, draw the bottom card from the action discard
    pile, and bury this card". READING: taken by a ransack (Arcs' secure, without the roll), its
    agents have already left it, so no die can hit: it stays in the Court (back in its place)."""
    c = _c(s)
    if SUBDUE_STEP not in c.turn_flags:
        _back_to_court(c)
        return
    c.power[seat] += SUBDUE_POWER
    arcs_court.draw_from_discard_bottom(c, seat, 1)
    if PLANET_EATER in c.court_discard:
        c.court_discard.remove(PLANET_EATER)
    c.court_deck.insert(0, PLANET_EATER)  # bury (the state keeps the deck's top last)


def _back_to_court(s: CampaignState) -> None:
    """Undo the discard of a secure (`vox.secure`): the card back in its Court place."""
    refill = next((c for c in reversed(s.choices) if c[1] == "REFILL" and not s.court[int(c[3])]), None)
    if refill is None or PLANET_EATER not in s.court_discard:
        return
    s.choices.remove(refill)
    s.court_discard.remove(PLANET_EATER)
    s.court[int(refill[3])] = PLANET_EATER


# -- the rolls: chance events (`flow`, `CampaignPhase.CHANCE_EATER`) ----------------------------------
def roll_waiting(s: CampaignState) -> bool:
    """True if a Planet-Eater roll is the question now up: `flow` makes it the chance node."""
    return (
        s.phase == Phase.CHOICE
        and bool(s.choices)
        and s.choices[-1][1] == PLANET_EATER
        and s.choices[-1][2] in ROLL_STEPS
    )


def _up(s: CampaignState) -> Choice:
    assert s.choices and s.choices[-1][1] == PLANET_EATER and s.choices[-1][2] in ROLL_STEPS
    return s.choices[-1]


def sample(s: CampaignState, rng: random.Random) -> ArcsAction:
    """The event die (the Crisis), or one skirmish die per agent (the secure)."""
    choice = _up(s)
    if choice[2] == CRISIS_STEP:
        kind, symbol = rng.choice(data.EVENT_DIE_FACES)
        return act("eater", kind, symbol)
    faces = [(SKIRMISH, rng.randrange(6)) for _ in range(int(choice[3]))]
    return ArcsAction("eater", arcs_battle.roll_text(faces))


def _faces(args: tuple[object, ...], dice: int) -> list[int] | None:
    letter = DIE_LETTERS[SKIRMISH]
    out = []
    for tok in args:
        t = str(tok)
        if len(t) != 2 or t[0] != letter or not t[1].isdigit() or int(t[1]) > 5:
            return None
        out.append(int(t[1]))
    return out if len(out) == dice else None


def problem(s: CampaignState, args: tuple[object, ...]) -> str | None:
    """None if `args` are a possible outcome of the roll up."""
    choice = _up(s)
    if choice[2] == CRISIS_STEP:
        if tuple(str(a) for a in args) not in data.EVENT_DIE_FACES:
            return "eater takes an event die face: crisis or edict, then arrow, crescent or hex"
        return None
    if _faces(args, int(choice[3])) is None:
        return f"eater takes {choice[3]} skirmish die faces, S0-S5"
    return None


def apply(s: CampaignState, args: tuple[object, ...]) -> None:
    """The roll's outcome; then, as if its seat had answered, the Arcs flow goes on."""
    choice = s.choices.pop()
    seat = int(choice[0])
    if choice[2] == CRISIS_STEP:
        crisis_rolled(s, str(args[1]), str(choice[3]))
    else:
        faces = _faces(args, int(choice[3]))
        assert faces is not None
        hits = sum(arcs_data.DICE["skirmish"][f].hits for f in faces)
        subdue_rolled(s, seat, hits)
    s.phase = Phase.CHOICE
    s.mover = seat


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    # (never offered: `flow` makes a roll a chance node as soon as the Arcs flow asks it; an
    # option keeps the Arcs flow from dropping it as a question with nothing to choose)
    return [("roll",)] if choice[2] in ROLL_STEPS else []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    raise AssertionError("a Planet-Eater roll is a chance event")


def problems(s: CampaignState) -> list[str]:
    up = bool(s.choices) and s.choices[-1][1] == PLANET_EATER and s.choices[-1][2] in ROLL_STEPS
    if (s.phase == CampaignPhase.CHANCE_EATER and not up) or (s.phase == Phase.CHOICE and up):
        return ["a Planet-Eater roll (F11-11) is a chance event when its question is up, only then"]
    return []


VOX_POWERS: Final = (
    Power(PLANET_EATER, "Planet-Eater Loose", when_secured=_secured, choice_options=_options, choose=_choose),
)
VOX_CRISES: Final = {PLANET_EATER: crisis}
