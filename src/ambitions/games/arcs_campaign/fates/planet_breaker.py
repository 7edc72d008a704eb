"""F11 Planet Breaker, Act II (Fates file "F11 — Planet Breaker"; card texts F11-01A/B, F11-02,
F11-03A/B, F11-04 to F11-10; the official errata of Breaking Worlds: its buildings are destroyed
onto the card before the Refugee step).

Setup (F11-01A), in its order: gain a Flagship (`flagship_setup`) with a fresh starport on its
Slipstream Drive; gain Sycophants (F11-02, a protected Weapon Guild card) and Hammer Fragments
(F11-03, an ability); the Planet Hammer (04) and the 5 Refugees (05-09) tucked under it
(`CampaignState.tucked`); the 6 Hammer Fragments, one on each planet of the event die's symbol.
The roll is a chance event of the record (``fragments crisis hex``, public; `roll_waiting`): its
place among the Setup sides' questions (CRB p.7 F: "resolve them in turn order") is a question
of the Planet Breaker's (``[seat, "F11-01", "fragments"]``) under his Flagship's, so it comes
once his Flagship is placed, before the next seat's questions; `flow` turns it into the chance
node `CampaignPhase.CHANCE_FRAGMENTS` when it comes up.

The tokens (`CampaignState.hammer`, 6 entries): a Fragment on the map (its system), one taken
onto the card (`TAKEN`); once flipped, a Hammer token off the map (`SPARE`), prepared at a planet
(``HAMMER + system``), a Broken World (``BROKEN + system``), or in the supply for Planet-Eater
Loose (`SUPPLY_11`, the failed Resolution).

* Hammer Fragments (F11-03A): *Repair Hammer* (Repair): take a Fragment in a system you control
  onto the card and place a fresh ship there (``fragment 3.1``); the sixth flips the card to
  Breaking Worlds: gain the Planet Hammer, the Fragments become Hammer tokens (the Refugees stay
  tucked).
* Planet Hammer (F11-04, lore): *Prepare* (Build): a Hammer token at a planet you control,
  moving the one on the map (``prepare 3.1``); *Break World* (Battle): if you did not Prepare
  this turn, resolve Breaking Worlds at the prepared Hammer's planet (``break``).
* Breaking Worlds (F11-03B): harm every building there (a fresh one is damaged); each Rival in
  turn order with Loyal ships there (the Truce Law allowing) may battle you there (``choose
  battle`` / ``choose pass``): a battle out of the turn, the Rival holding the turn's seat while
  it lasts (`CampaignState.breaking`; observations still name the turn's own seat); then, if you
  control the planet, the Hammer token flips to a Broken World, then everyone Provokes Outrage of its type,
  every building there is destroyed onto Breaking Worlds (`CampaignState.breaking_worlds`: no
  Trophy, no ransack), its type's Refugees go on top of the Court deck and the Court's Guild cards
  of its type are scrapped (their agents go back; the Court refills). A Broken World has no
  building slots (`no_building`).
* Sycophants (F11-02): kept when its holder Provokes Outrage (`watch_outrage` takes it back
  from the Court discard: Arcs' Provoke Outrage reads `Power.keep_on_outrage` of its own cards only); then,
  once a turn, 2 fresh ships at a planet of that Outrage's type (``choose 3.3``). Reading: the
  trigger is a new Outrage (an Outrage slot covered); its Prelude discard places 3 ships in a
  system you control (as Skirmishers').
* The Refugees (F11-05 to 09): scrapped if held by the Planet Hammer's holder; *Resettle*
  (Build): a Free city on a planet of the card's type you control (an empty printed slot, the
  Free supply's city), your Outrage of that type cleared (its agent back), empty resource slots
  filled with that type; the card tucked back under Breaking Worlds (``resettle F11-05 3.1``).

Objective (F11-01B, starting on 12): *Repair the Planet Hammer*: 1 per Fragment taken; *Crush a
Planet into Dust*: 6 when a Hammer token flips to a Broken World.

The Act II Resolution (F11-10; the card data names it "Act III") is `resolution_act2`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import court as arcs_court
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, ArcsState, Phase, building_code
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign.fates import attach, cards, ceasefires, flagship_setup, objective
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.state import FREE, CampaignPhase, CampaignState

OBJECTIVE_CARD = "F11-01"
SYCOPHANTS = "F11-02"
HAMMER_FRAGMENTS = "F11-03"
PLANET_HAMMER = "F11-04"
REFUGEES: Final = ("F11-05", "F11-06", "F11-07", "F11-08", "F11-09")
"""Forgeworld (Material), Blazeworld (Fuel), Deadworld (Weapon), Lostworld (Relic), Heartworld
(Psionic): indexed by `arcs.data.RESOURCES`."""
RESOLUTION = "F11-10"
PLANET_EATER = "F11-11"
WEAPON: Final = 2
"""`arcs.data.RESOURCES` index of Weapons (Sycophants' suit)."""
TOKENS: Final = 6
TAKEN: Final = -1
SPARE: Final = -2
SUPPLY_11: Final = -3
HAMMER: Final = 100
BROKEN: Final = 200
FRAGMENT_STEP: Final = 1
BREAK_STEP: Final = 6
PREPARED_FLAG = "prepared"
SYCOPHANTS_FLAG = "sycophants"
SYCOPHANTS_STEP = "sycophants"
BREAK_STEP_NAME = "break-battle"
BREAKING_FIXED: Final = 4
"""`CampaignState.breaking`: [Planet Breaker, planet, the turn's seat, the Rival battling or -1,
*Rivals still to ask]."""
TURN_FLAGS: Final = frozenset({PREPARED_FLAG, SYCOPHANTS_FLAG, "sycophants-F17-02"})


def breaker(s: CampaignState) -> int:
    return objective.holder(s, cards.PLANET_BREAKER)


def fragments(s: CampaignState) -> list[int]:
    """Systems with a Fragment on the map."""
    return [t for t in s.hammer if 0 <= t < HAMMER]


def flipped(s: CampaignState) -> bool:
    """Hammer Fragments flipped to Breaking Worlds (the tokens are Hammer tokens)."""
    return bool(s.hammer) and all(t < TAKEN or t >= HAMMER for t in s.hammer)


def prepared(s: CampaignState) -> int:
    """The planet of the prepared Hammer token, -1 if none."""
    return next((t - HAMMER for t in s.hammer if HAMMER <= t < BROKEN), -1)


def broken(s: CampaignState) -> list[int]:
    """The Broken Worlds."""
    return [t - BROKEN for t in s.hammer if t >= BROKEN]


def no_building(s: CampaignState, system: int) -> bool:
    """A Broken World has no building slots (F11-03B)."""
    return bool(s.hammer) and system + BROKEN in s.hammer


def hammer_holder(s: CampaignState) -> int:
    return next((p for p in range(s.n) if PLANET_HAMMER in s.lore[p]), -1)


# -- setup (F11-01A) ------------------------------------------------------------------------------
def setup_act2(s: CampaignState, seat: int) -> None:
    """F11-01A: the Flagship question; Sycophants; the Planet Hammer and Refugees tucked; the
    event die rolled for the Fragments (`ROLL_STEP`: stacked under the Flagship question, which
    is answered first, as the card orders them)."""
    push_choice(s, seat, OBJECTIVE_CARD, ROLL_STEP)
    flagship_setup.ask(s, seat, OBJECTIVE_CARD)
    fate_resolution.gain(s, seat, SYCOPHANTS)
    s.tucked = [PLANET_HAMMER, *REFUGEES]
    note_sycophants(s)


ROLL_STEP: Final = "fragments"
"""The step of the Planet Breaker's Setup question that is the Fragments' roll: never a seat's
decision (`roll_waiting`)."""


def roll_waiting(s: CampaignState) -> bool:
    """True if the Fragments' roll is the question now up (the Arcs flow has asked it of the
    Planet Breaker): `flow` makes it the chance node `CampaignPhase.CHANCE_FRAGMENTS` instead."""
    return (
        s.phase == Phase.CHOICE
        and bool(s.choices)
        and s.choices[-1][2] == ROLL_STEP
        and s.choices[-1][1] == OBJECTIVE_CARD
    )


def sample_fragments(rng: random.Random) -> ArcsAction:
    """The event die rolled (a face: Crisis or Edict, and a planet symbol)."""
    kind, symbol = rng.choice(data.EVENT_DIE_FACES)
    return act("fragments", kind, symbol)


def fragments_problem(s: CampaignState, args: tuple[object, ...]) -> str | None:
    """None if `args` are a face of the event die."""
    if tuple(str(a) for a in args) not in data.EVENT_DIE_FACES:
        return "fragments takes an event die face: crisis or edict, then arrow, crescent or hex"
    return None


def place_fragments(s: CampaignState, symbol: str) -> None:
    """The roll's outcome (F11-01A): "one Fragment on each planet of the rolled symbol" (the
    event die's Crisis or Edict side says nothing here); a cluster out of play holds none, its
    token stays off the map. The question answered, the Setup sides' next one comes up."""
    asked = s.choices.pop()
    k = data.SYMBOLS.index(symbol) + 1  # (symbol i: planet c.(i + 1) of every cluster c)
    s.hammer = [c * 4 + k for c in range(6) if s.in_play[c * 4 + k]]
    s.hammer += [TAKEN] * (TOKENS - len(s.hammer))  # (a cluster out of play: none there)
    # As if the Planet Breaker had answered it: the Arcs flow asks the next question or resumes.
    s.phase = Phase.CHOICE
    s.mover = int(asked[0])


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if choice[2] == BREAK_STEP_NAME:
        return [("battle",), ("pass",)]
    if choice[2] == ROLL_STEP:
        # (never offered: `flow` makes it a chance node as soon as the Arcs flow asks it; an
        # option keeps the Arcs flow from dropping it as a question with nothing to choose)
        return [("roll",)]
    return flagship_setup.options(s, choice) if choice[2] == flagship_setup.STEP else []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if choice[2] == BREAK_STEP_NAME:
        if args[0] == "battle":
            rival_battles(s, int(choice[0]))
        else:
            next_rival(s)
        return
    flagship_setup.choose(s, choice, args, (flagship.SLIPSTREAM,))


SETUP_POWER = Power(OBJECTIVE_CARD, "Planet Breaker Act II Setup", choice_options=_options, choose=_choose)


# -- Hammer Fragments (F11-03A) -------------------------------------------------------------------
def fragment_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Repair Hammer (Repair): a Fragment in a system `seat` controls."""
    if seat != breaker(s) or not s.hammer or flipped(s) or HAMMER_FRAGMENTS in s.scrapped:
        return []
    return [
        act("fragment", reach.SYSTEM_IDS[x]) for x in sorted(set(fragments(s))) if s.controller(x) == seat
    ]


def take_fragment(s: CampaignState, seat: int, system: object) -> None:
    x = reach.SYSTEM_INDEX[str(system)]
    s.hammer[s.hammer.index(x)] = TAKEN
    if s.ships[seat] > 0:
        s.ships[seat] -= 1
        s.fresh[x * s.n + seat] += 1
    objective.advance(s, seat, FRAGMENT_STEP)
    if not fragments(s):
        flip(s, seat)


def flip(s: CampaignState, seat: int) -> None:
    """All 6 Fragments: the Planet Hammer to `seat`, the Fragments become Hammer tokens."""
    s.hammer = [SPARE if t < HAMMER and t != SUPPLY_11 else t for t in s.hammer]
    if PLANET_HAMMER in s.tucked:
        s.tucked.remove(PLANET_HAMMER)
        fate_resolution.gain(s, seat, PLANET_HAMMER)


# -- Planet Hammer (F11-04) -----------------------------------------------------------------------
def prepare_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Prepare (Build): a Hammer token at a planet `seat` controls (not a Broken World)."""
    if PLANET_HAMMER not in s.lore[seat] or not (SPARE in s.hammer or prepared(s) >= 0):
        return []
    return [
        act("prepare", reach.SYSTEM_IDS[x])
        for x in range(reach.NUM_SYSTEMS)
        if not reach.is_gate(x) and s.controller(x) == seat and not no_building(s, x) and x != prepared(s)
    ]


def prepare(s: CampaignState, seat: int, system: object) -> None:
    x = reach.SYSTEM_INDEX[str(system)]
    at = prepared(s)
    i = s.hammer.index(at + HAMMER) if at >= 0 else s.hammer.index(SPARE)
    s.hammer[i] = HAMMER + x
    s.turn_flags.append(PREPARED_FLAG)


def break_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Break World (Battle): with a prepared Hammer, not Prepared this turn."""
    if PLANET_HAMMER not in s.lore[seat] or prepared(s) < 0 or PREPARED_FLAG in s.turn_flags:
        return []
    if s.ceasefires and not ceasefires.may_harm(s, seat, prepared(s), "buildings"):
        return []  # (Ceasefires, F15-08: a harm in a cluster at Peace spends a Weapon)
    from ambitions.games.arcs_campaign.fates import warden_act3  # (it imports the Court's cards)

    if not warden_act3.may_break(s, seat, prepared(s)):
        return []  # Feast Day (F16-13): no harming a Rival in a Fief
    return [act("break")]


def break_world(s: CampaignState, seat: int) -> None:
    """Breaking Worlds (F11-03B, the errata's order) at the prepared Hammer's planet: harm its
    buildings, then each Rival in turn order may battle the Planet Breaker there
    (`next_rival`), then `finish_break`."""
    x = prepared(s)
    if s.ceasefires:
        ceasefires.pay(s, seat, x, "buildings")  # (Ceasefires, F15-08)
    for k in reach.SYSTEM_SLOTS[x]:  # harm: each building there damaged
        if s.slots[k] != EMPTY:
            s.slots[k] |= 1
    rivals = [(seat + i) % s.n for i in range(1, s.n)]
    s.breaking = [seat, x, s.turn_seat, -1, *rivals]
    next_rival(s)


def may_battle(s: CampaignState, rival: int, breaker_: int, x: int) -> bool:
    """`rival` has Loyal ships at `x` (or its Flagship with a fresh starport on its board, which
    rolls dice alone, CRB p.23) and the Truce Law lets it harm the Planet Breaker there
    (CRB p.11: no Regent harms a Rival Regent where Imperial ships are)."""
    alone = s.flagship[rival] == x and flagship.fresh_starports(s, rival) > 0  # (its dice, CRB p.23)
    if not (s.fresh[x * s.n + rival] or s.damaged[x * s.n + rival] or alone):
        return False
    truce = not s.outlaw[rival] and not s.outlaw[breaker_] and s.imperial_fresh[x] + s.imperial_damaged[x] > 0
    return not truce


def next_rival(s: CampaignState) -> None:
    """Ask the next Rival who may battle there (``choose battle`` / ``choose pass``); with none
    left, finish the break."""
    while len(s.breaking) > BREAKING_FIXED:
        rival = s.breaking.pop(BREAKING_FIXED)
        if may_battle(s, rival, s.breaking[0], s.breaking[1]):
            push_choice(s, rival, OBJECTIVE_CARD, BREAK_STEP_NAME)
            return
    finish_break(s)


def rival_battles(s: CampaignState, rival: int) -> None:
    """The Rival attacks the Planet Breaker at the planet: a battle out of the turn, the Rival
    taking the turn's seat while it lasts (`battle_over` gives it back)."""
    from ambitions.games.arcs_campaign import battle  # (battle imports the fates)

    s.breaking[3] = rival
    s.turn_seat = rival
    battle.do_battle(s, rival, reach.SYSTEM_IDS[s.breaking[1]], s.breaking[0])


def battle_over(s: CampaignState) -> None:
    """A Rival's battle at the breaking planet is over (`battle.end_battle`): the turn's seat
    back, and the next Rival is asked."""
    if not s.breaking or s.breaking[3] < 0:
        return
    s.turn_seat = s.breaking[2]
    s.breaking[3] = -1
    next_rival(s)


def finish_break(s: CampaignState) -> None:
    """If the Planet Breaker still controls the planet: the Broken World and what follows."""
    seat, x = s.breaking[0], s.breaking[1]
    s.breaking = []
    if s.controller(x) != seat:
        return
    s.hammer[s.hammer.index(HAMMER + x)] = BROKEN + x
    objective.advance(s, seat, BREAK_STEP)
    shatter(s, x)


def shatter(s: CampaignState, x: int) -> None:
    """F11-03B's numbered steps once `x` is a Broken World (the break, and Planet-Eater Loose's
    Crisis, F11-11): everyone Provokes Outrage of its type, its buildings onto the card, its
    type's Refugees on top of the Court deck, the Court's Guild cards of its type scrapped."""
    r = reach.PLANET_RESOURCE[x]
    for p in s.turn_order():
        arcs_battle.provoke_outrage(s, p, r)
    for k in reach.SYSTEM_SLOTS[x]:
        code = s.slots[k]
        if code != EMPTY:
            s.breaking_worlds.append(code)  # onto the card: no Trophy, no ransack (errata)
            s.slots[k] = EMPTY
    refugees = REFUGEES[r]
    if refugees in s.tucked:
        s.tucked.remove(refugees)
        s.court_deck.append(refugees)  # on top of the Court deck
    scrap_court_guild(s, arcs_data.RESOURCES[r])


def scrap_court_guild(s: CampaignState, suit: str) -> None:
    """Scrap the Court's Guild cards of `suit`: their agents go back, the Court refills."""
    n = s.n
    for i, card in enumerate(s.court):
        info = arcs_data.COURT_CARD_BY_ID.get(card)
        if not card or info is None or info.kind != "guild" or info.suit != suit:
            continue
        for p in range(n):
            if s.court_agents[i * n + p]:
                return_agents(s, p, s.court_agents[i * n + p])
                s.court_agents[i * n + p] = 0
        s.court[i] = ""
        if not attach.slide_down(s, i, card):  # an attached card slides down (CRB p.27)
            s.court[i] = s.court_deck.pop() if s.court_deck else ""
        s.scrapped.append(card)


# -- Sycophants (F11-02; the Overlord's F17-02, "As F11-02") -----------------------------------------
SYCOPHANT_CARDS: Final[tuple[str, str]] = (SYCOPHANTS, "F17-02")
"""The two Sycophants cards (F11-02, the Overlord's F17-02 with the same text): each watched on
its own, with its own once a turn (`SYCOPHANT_FLAGS`)."""
SYCOPHANT_FLAGS: Final = (SYCOPHANTS_FLAG, "sycophants-F17-02")
SEEN_SHIFT: Final = 5
"""A card's record in `CampaignState.sycophants_seen`: the holder's Outrage bits, and
``(holder + 1) << 5``; F11-02's in bits 0-7, F17-02's in bits 8-15 (`RECORD_BITS`)."""
RECORD_BITS: Final = 8
RECORD_MASK: Final = (1 << RECORD_BITS) - 1


def sycophants_holder(s: CampaignState, card: str = SYCOPHANTS) -> int:
    return next((p for p in range(s.n) if card in s.guild[p]), -1)


def _record(s: CampaignState, i: int) -> int:
    return (s.sycophants_seen >> (RECORD_BITS * i)) & RECORD_MASK


def _set_record(s: CampaignState, i: int, value: int) -> None:
    shift = RECORD_BITS * i
    s.sycophants_seen = (s.sycophants_seen & ~(RECORD_MASK << shift)) | (value << shift)


def note_sycophants(s: CampaignState) -> None:
    """Remember each Sycophants' holder and its Outrage now (after an action; a position loaded;
    an Outrage Provoked that does not trigger it, F17-01A)."""
    for i, card in enumerate(SYCOPHANT_CARDS):
        seat = sycophants_holder(s, card)
        _set_record(s, i, s.outrage[seat] | (seat + 1) << SEEN_SHIFT if seat >= 0 else 0)


def watch_outrage(s: CampaignState, a: ArcsAction | None = None) -> None:
    """After an action, for each Sycophants card: discarded by its holder's Weapon Outrage, it
    goes back to them ("kept", F11-02; Arcs' Provoke Outrage discards the holder's Guild cards of
    the type); a new Outrage of the holder asks where its 2 ships go (once a turn)."""
    for i, card in enumerate(SYCOPHANT_CARDS):
        _watch(s, a, i, card)


def _watch(s: CampaignState, a: ArcsAction | None, i: int, card: str) -> None:
    record = _record(s, i)
    last = (record >> SEEN_SHIFT) - 1
    seat = sycophants_holder(s, card)
    prelude = a is not None and a.kind == "prelude" and bool(a.args) and a.args[0] == card
    if seat < 0 and last >= 0 and not prelude and card in s.court_discard and s.outrage[last] >> WEAPON & 1:
        s.court_discard.remove(card)
        s.guild[last].append(card)
        seat = last
    if seat < 0:
        _set_record(s, i, 0)
        return
    seen = record & ((1 << SEEN_SHIFT) - 1) if last == seat else s.outrage[seat]
    new = s.outrage[seat] & ~seen
    _set_record(s, i, s.outrage[seat] | (seat + 1) << SEEN_SHIFT)
    if not new or SYCOPHANT_FLAGS[i] in s.turn_flags or s.ships[seat] <= 0:
        return
    r = (new & -new).bit_length() - 1
    s.turn_flags.append(SYCOPHANT_FLAGS[i])
    push_choice(s, seat, card, SYCOPHANTS_STEP, r)


def _sycophants_options(s: ArcsState, choice: Choice) -> list[Args]:
    r = int(choice[3])
    return [
        (reach.SYSTEM_IDS[x],)
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x] and reach.PLANET_RESOURCE[x] == r
    ]


def _sycophants_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, x = int(choice[0]), reach.SYSTEM_INDEX[str(args[0])]
    placed = min(2, s.ships[seat])
    s.ships[seat] -= placed
    s.fresh[x * s.n + seat] += placed


def _protects(s: ArcsState, holder: int, thing: str) -> bool:
    return thing == SYCOPHANTS  # a protected Guild card (its raid cost an X)


SYCOPHANTS_POWER: Final[Power] = Power(
    SYCOPHANTS,
    "Sycophants",
    keep_on_outrage=True,
    protects=_protects,
    prelude_options=arcs_court.three_ships_options,
    prelude=arcs_court.three_ships,
    discards=True,
    choice_options=_sycophants_options,
    choose=_sycophants_choose,
)


# -- the Refugees (F11-05 to F11-09) --------------------------------------------------------------
def scrap_held_refugees(s: CampaignState) -> None:
    """ "Scrap this if you hold the Planet Hammer"."""
    seat = hammer_holder(s)
    if seat >= 0:
        held = [c for c in s.guild[seat] if c in REFUGEES]
        if held:
            fate_resolution.scrap(s, held)


def resettle_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Resettle (Build): a Free city on a planet of the card's type `seat` controls."""
    if s.free_cities <= 0:
        return []
    out: list[ArcsAction] = []
    for card in s.guild[seat]:
        if card not in REFUGEES:
            continue
        r = REFUGEES.index(card)
        for x in range(reach.NUM_SYSTEMS):
            if reach.PLANET_RESOURCE[x] != r or s.controller(x) != seat or no_building(s, x):
                continue
            if any(s.slots[k] == EMPTY for k in reach.PRINTED_SLOTS[x]):
                out.append(act("resettle", card, reach.SYSTEM_IDS[x]))
    return out


def resettle(s: CampaignState, seat: int, card: object, system: object) -> None:
    r = REFUGEES.index(str(card))
    x = reach.SYSTEM_INDEX[str(system)]
    k = next(k for k in reach.PRINTED_SLOTS[x] if s.slots[k] == EMPTY)
    s.slots[k] = building_code(FREE, CITY, False)
    s.free_cities -= 1
    s.return_outrage_agent(seat, r)  # clear that Outrage: its agent back (to its owner, F6-25)
    for _ in range(resources.empty_slots(s, seat)):
        resources.gain(s, seat, r)
    s.guild[seat].remove(str(card))
    s.tucked.append(str(card))


# -- the Act II Resolution (F11-10) ---------------------------------------------------------------
def resolution_act2(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F11-10: completed, Planet-Eater Loose (11) scrapped, Breaking Worlds keeps its pieces for
    Act III; failed, 11 to the Court deck, the sixth Fragment's steps if not done, the Hammer
    tokens not on a Broken World to the supply for 11 (reading: Broken Worlds stay broken), the
    Planet Hammer scrapped."""
    if completed:
        fate_resolution.scrap(s, [PLANET_EATER])
        return
    fate_resolution.to_court(s, [PLANET_EATER])
    if s.hammer and not flipped(s):
        flip(s, seat)
    s.hammer = [t if t >= BROKEN else SUPPLY_11 for t in s.hammer]
    fate_resolution.scrap(s, [PLANET_HAMMER])


# -- views and positions --------------------------------------------------------------------------
def _building(code: int) -> dict[str, Any]:
    owner = code >> 2
    return {
        "seat": "free" if owner == FREE else owner,
        "kind": "city" if (code >> 1) & 1 == CITY else "starport",
        "damaged": bool(code & 1),
    }


def view(s: CampaignState) -> dict[str, Any] | None:
    """The Hammer's tokens and card, public."""
    if not s.hammer:
        return None
    at = prepared(s)
    return {
        "fragments": [reach.SYSTEM_IDS[x] for x in fragments(s)],
        "taken": s.hammer.count(TAKEN),
        "flipped": flipped(s),
        "hammer": reach.SYSTEM_IDS[at] if at >= 0 else None,
        "spare": s.hammer.count(SPARE),
        "broken": [reach.SYSTEM_IDS[x] for x in broken(s)],
        "supply": s.hammer.count(SUPPLY_11),
        "breaking_worlds": [_building(c) for c in s.breaking_worlds],
        "tucked": list(s.tucked),
        "breaking": (
            {
                "seat": s.breaking[0],
                "planet": reach.SYSTEM_IDS[s.breaking[1]],
                "turn": s.breaking[2],
                "attacker": s.breaking[3] if s.breaking[3] >= 0 else None,
                "rivals": s.breaking[BREAKING_FIXED:],
            }
            if s.breaking
            else None
        ),
    }


def _planet(s: CampaignState, value: object, field: str) -> int:
    if value not in reach.SYSTEM_INDEX or reach.is_gate(reach.SYSTEM_INDEX[str(value)]):
        raise InvalidRecord(f"{field} must be a planet like '3.1', not {shorten(value, 20)}")
    x = reach.SYSTEM_INDEX[str(value)]
    if not s.in_play[x]:
        raise InvalidRecord(f"{field}: {value} is out of play")
    return x


def _count(raw: Mapping[str, Any], key: str) -> int:
    v = raw.get(key, 0)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise InvalidRecord(f"campaign.planet_breaker.{key} must be a count, not {shorten(v, 9)}")
    return v


def load_position(s: CampaignState, raw: object, seats: list[Any]) -> None:
    """Read ``campaign.planet_breaker`` (the form `view` gives). Buildings on Breaking Worlds come
    out of their owners' supplies (the Free supply for Free ones). Raises `InvalidRecord` naming
    the field for a token count that is not 6, Fragments beside Hammer tokens, two Hammers on
    the map, a building on a Broken World. (Without the key: `tuck_by_default`.)"""
    if raw is None:
        return
    keys = {
        "fragments",
        "taken",
        "flipped",
        "hammer",
        "spare",
        "broken",
        "supply",
        "breaking_worlds",
        "tucked",
        "breaking",
    }
    if not isinstance(raw, Mapping) or set(raw) - keys:
        raise InvalidRecord(f"campaign.planet_breaker must be an object with {', '.join(sorted(keys))}")
    f = "campaign.planet_breaker"
    tokens = [_planet(s, x, f"{f}.fragments") for x in raw.get("fragments") or []]
    tokens += [TAKEN] * _count(raw, "taken")
    if raw.get("hammer") is not None:
        tokens.append(HAMMER + _planet(s, raw["hammer"], f"{f}.hammer"))
    tokens += [SPARE] * _count(raw, "spare") + [SUPPLY_11] * _count(raw, "supply")
    tokens += [BROKEN + _planet(s, x, f"{f}.broken") for x in raw.get("broken") or []]
    if len(tokens) != TOKENS:
        raise InvalidRecord(f"{f}: {TOKENS} tokens in all (F11-01A), not {len(tokens)}")
    if any(0 <= t < HAMMER or t == TAKEN for t in tokens) and any(
        t >= HAMMER or t in (SPARE, SUPPLY_11) for t in tokens
    ):
        raise InvalidRecord(f"{f}: Fragments and Hammer tokens at once (all 6 Fragments flip, F11-03A)")
    places = [t for t in tokens if t >= BROKEN]
    if len(set(places)) != len(places):
        raise InvalidRecord(f"{f}.broken: a planet broken twice")
    s.hammer = tokens
    for x in broken(s):
        if any(s.slots[k] != EMPTY for k in reach.SYSTEM_SLOTS[x]):
            raise InvalidRecord(
                f"{f}.broken: {reach.SYSTEM_IDS[x]} has buildings (a Broken World has no slots)"
            )
    for i, b in enumerate(raw.get("breaking_worlds") or []):
        field = f"{f}.breaking_worlds[{i}]"
        if not isinstance(b, Mapping) or b.get("kind") not in ("city", "starport"):
            raise InvalidRecord(f"{field} must be an object with seat, kind, damaged")
        owner = b.get("seat")
        if owner != "free" and (isinstance(owner, bool) or owner not in range(s.n)):
            raise InvalidRecord(f"{field}.seat must be a seat or 'free', not {shorten(owner, 9)}")
        kind = CITY if b["kind"] == "city" else STARPORT
        who = FREE if owner == "free" else int(owner)
        s.breaking_worlds.append(building_code(who, kind, bool(b.get("damaged", False))))
        if who == FREE:
            if kind == CITY:
                s.free_cities -= 1
            else:
                s.free_starports -= 1
            if min(s.free_cities, s.free_starports) < 0:
                raise InvalidRecord(f"{field}: no Free building left for it")
            continue
        given = seats[who] if who < len(seats) and isinstance(seats[who], Mapping) else {}
        supply = "cities_left" if kind == CITY else "starports"
        if given.get(supply) is None:
            getattr(s, supply)[who] -= 1
            if getattr(s, supply)[who] < 0:
                raise InvalidRecord(f"{field}: seat {who} has none left for it")
    load_breaking(s, raw.get("breaking"))
    tucked = raw.get("tucked")
    if tucked is not None:
        if not isinstance(tucked, list) or not set(tucked) <= {PLANET_HAMMER, *REFUGEES}:
            raise InvalidRecord(f"{f}.tucked must list the Planet Hammer and Refugee cards")
        s.tucked = [str(c) for c in tucked]
    # (else the cards in play nowhere else are tucked, once the Fates' cards are read:
    # `tuck_by_default`)


def _tucked_by_default(s: CampaignState) -> list[str]:
    held_now = {c for g in s.guild for c in g} | {c for lore in s.lore for c in lore} | set(s.court)
    held_now |= set(s.court_deck) | set(s.court_discard) | set(s.scrapped)
    return [
        c for c in (PLANET_HAMMER, *REFUGEES) if c not in held_now and (c != PLANET_HAMMER or not flipped(s))
    ]


def tuck_by_default(s: CampaignState, raw: object) -> None:
    """A position whose ``campaign.planet_breaker`` lists no ``tucked`` (or that has none while the
    Planet Breaker is in play): the Planet Hammer and the Refugees in play nowhere else are
    tucked (its Setup side's cards, F11-01A); with the card flipped, a Planet Hammer in play
    nowhere is the Planet Breaker's (gained with the sixth Fragment, F11-03A). Run once the Fates'
    cards are read."""
    if raw is None and cards.PLANET_BREAKER not in s.fates:
        return
    if not isinstance(raw, Mapping) or raw.get("tucked") is None:
        s.tucked = _tucked_by_default(s)
    seat = objective.holder(s, cards.PLANET_BREAKER)
    if seat >= 0 and flipped(s) and PLANET_HAMMER not in s.tucked:
        held_now = {c for g in s.guild for c in g} | {c for lore in s.lore for c in lore} | set(s.court)
        held_now |= set(s.court_deck) | set(s.court_discard) | set(s.scrapped) | set(s.booklet)
        if PLANET_HAMMER not in held_now:
            s.lore[seat].append(PLANET_HAMMER)


def load_breaking(s: CampaignState, raw: object) -> None:
    """A Break World under way: ``{"seat": 0, "planet": "3.1", "turn": 0, "attacker": 2,
    "rivals": [1]}``; with an attacker, the turn's seat is the Rival battling (the observation's
    ``turn.seat`` is the turn's own: `observe_turn`)."""
    if raw is None:
        return
    f = "campaign.planet_breaker.breaking"
    if not isinstance(raw, Mapping) or set(raw) - {"seat", "planet", "turn", "attacker", "rivals"}:
        raise InvalidRecord(f"{f} must be an object with seat, planet, turn, attacker, rivals")
    seats: list[Any] = [raw.get("seat"), raw.get("turn")]
    attacker, rivals = raw.get("attacker"), raw.get("rivals") or []
    if any(isinstance(p, bool) or p not in range(s.n) for p in seats) or not isinstance(rivals, list):
        raise InvalidRecord(f"{f}: seat and turn must be seats, rivals a list")
    if attacker is not None and (
        isinstance(attacker, bool) or attacker not in range(s.n) or attacker == seats[0]
    ):
        raise InvalidRecord(f"{f}.attacker must be a Rival of the Planet Breaker or null")
    if any(isinstance(p, bool) or p not in range(s.n) or p == seats[0] for p in rivals):
        raise InvalidRecord(f"{f}.rivals must be Rivals of the Planet Breaker")
    x = _planet(s, raw.get("planet"), f"{f}.planet")
    if x != prepared(s):
        raise InvalidRecord(f"{f}.planet must be the prepared Hammer's")
    s.breaking = [
        int(seats[0]),
        x,
        int(seats[1]),
        -1 if attacker is None else int(attacker),
        *map(int, rivals),
    ]
    if attacker is not None:
        s.turn_seat = int(attacker)


def observe_turn(s: CampaignState, obs: dict[str, Any], seat: int | None, omniscient: bool) -> None:
    """While a Rival battles in Breaking Worlds it holds the turn's seat; the observation names
    the turn's own seat and hides its face-down card as for any other viewer."""
    if not s.breaking or s.breaking[3] < 0:
        return
    own = s.breaking[2]
    turn = obs["turn"]
    turn["seat"] = own
    if s.turn_mode == "copy" and not omniscient and seat != own:
        turn["card"] = None


def problems(s: CampaignState) -> list[str]:
    if s.breaking and s.breaking[3] >= 0 and s.turn_seat != s.breaking[3]:
        return ["a Rival battles in Breaking Worlds without the turn's seat"]
    up = bool(s.choices) and tuple(s.choices[-1][1:3]) == (OBJECTIVE_CARD, ROLL_STEP)
    if (s.phase == CampaignPhase.CHANCE_FRAGMENTS and not up) or (s.phase == Phase.CHOICE and up):
        return ["the Fragments' roll (F11-01A) is a chance event when its question is up, only then"]
    if any(tuple(c[1:3]) == (OBJECTIVE_CARD, ROLL_STEP) for c in s.choices) and s.hammer:
        return ["the Fragments are on the map before their roll"]
    if not s.hammer:
        return []
    out: list[str] = []
    if len(s.hammer) != TOKENS:
        out.append(f"{len(s.hammer)} Hammer tokens")
    if sum(1 for t in s.hammer if HAMMER <= t < BROKEN) > 1:
        out.append("two prepared Hammer tokens")
    for x in broken(s):
        if any(s.slots[k] != EMPTY for k in reach.SYSTEM_SLOTS[x]):
            out.append(f"a building on the Broken World {reach.SYSTEM_IDS[x]}")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    """The plain view's lines (`render.fate_lines`)."""
    p = c.get("planet_breaker")
    if not p:
        return []
    if not p.get("flipped"):
        on_map = ", ".join(p.get("fragments") or []) or "none"
        return [f"Hammer Fragments: {on_map} on the map, {p.get('taken', 0)} taken"]
    worlds = ", ".join(p.get("broken") or []) or "none"
    return [
        f"Planet Hammer: {p.get('hammer') or 'not prepared'}; Broken Worlds: {worlds}"
        + f"; {len(p.get('breaking_worlds') or [])} buildings on Breaking Worlds"
    ]


# -- registration (`fates.register_act2`; the objective's title and start: `cards.ACT2_OBJECTIVES`) --
resolution = resolution_act2
POWERS: Final = (SETUP_POWER, SYCOPHANTS_POWER)
