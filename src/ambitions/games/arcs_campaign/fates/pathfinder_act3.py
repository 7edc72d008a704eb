"""F9 Pathfinder, Act III (Fates file "F9 — Pathfinder"; card texts F9-07A/B, F9-08, F9-09 to
F9-11, F9-05, F9-06).

Setup (F9-07A), in its order: gain Pilgrims (F9-08, an ability: the Pathfinder's while nothing
scraps it); one Seek the Portal (F9-09) on top of the Court deck; the other two (F9-10, F9-11)
tucked under Pilgrims (`CampaignState.seek_tucked`); the 6 Pilgrim tokens, one on each planet of
the event die's symbol. The roll is a chance event of the record (``pilgrims edict arrow``,
public), in its place among the Setup sides' questions (CRB p.7 F), as the Planet Breaker's
Fragments (`planet_breaker.ROLL_STEP`): a question of the Pathfinder's (``[seat, "F9-07",
"pilgrims"]``) that `flow` turns into the chance node `CampaignPhase.CHANCE_PILGRIMS` when it
comes up. A cluster out of play takes no Pilgrim: its token stays off the map (`PILGRIM_OFF`).

Pilgrims (F9-08): "Pilgrim tokens are your Loyal pieces" (`CampaignState.has_piece_at`: the
Presence Law; CRB p.27 "Tokens": never harmed). Kept in `CampaignState.pilgrims` (a system, or
`PILGRIM_DELIVERED` on the objective card), never in the Arcs engine's records.

* Prelude, once a turn (``lead-pilgrims``): each Pilgrim on the map moves once, or stays, into an
  adjacent system (reading: "move" is the base game's move to an adjacent system, base p.14) that
  you control or that has your Flagship, looked at as that Pilgrim moves. Asked Pilgrim by
  Pilgrim (``choose 3.1`` / ``choose stay``), answered before anything else: "You cannot
  interrupt this Prelude action with other ones".
* Use the Portal (Move) (``portal``): if you control the Portal token's system (reading: a token
  is controlled with its system, as the Witnesses' "you control", F14-02), all Pilgrims there go
  onto your objective card, and a Seek the Portal still tucked goes on top of the Court deck.
  Reading: offered only with a Pilgrim there ("take all Pilgrims from its system").

Grand ambitions (F9-07B), *See the Pilgrims Delivered*: (1) you control the Portal token; (2)
more Pilgrims are on this card than the current chapter's number. At a chapter's end control is
read as for objectives (CRB p.10: the First Regent controls Empire-controlled systems).

Seek the Portal (F9-09 to F9-11, Vox): Crisis: in turn order, each player scraps 1 Loyal ship on
the map (``choose 3.1 fresh``; a Flagship "cannot be removed from the map", CRB p.22: never
scrapped). When Secured: if you control the Portal token, scrap any number of any ships in its
system (Loyal ships of any seat, Imperial ships: ``choose 1 fresh``, ``choose imperial damaged``,
``choose done``), 2 Power each; shuffle this card into the Court deck. Scrapped ships leave the
campaign (`CampaignState.scrapped_ships`, `CampaignState.imperial_scrapped`).

Call to Pilgrimage (F9-05, Vox, in the Court deck after a completed Act II): Crisis: if the event
die shows arrow, each player in turn order discards 1 Guild card. When Secured: choose the suit of
a Guild card you have; clockwise from you each Rival discards all their Guild cards of that suit;
shuffle this into the Court deck. Protected Guild cards are not discarded (CRB p.27: they leave
their holder only by Outrage of their suit).

Portal Seekers (F9-06, Relic Guild card, in the Court deck after a failed Act II): "In scoring,
you fulfill a grand ambition if you control the Portal token" (`portal_seekers`, read by
`act3.fulfilled`; at most two count). Reading: a "C" Fate scores no grand ambitions (CRB p.9), so
it gains nothing from it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState, Phase
from ambitions.games.arcs_campaign import data, empire
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import PILGRIM_DELIVERED, PILGRIM_OFF, CampaignPhase, CampaignState

CALL_TO_PILGRIMAGE: Final = "F9-05"
PORTAL_SEEKERS: Final = "F9-06"
SETUP_CARD: Final = "F9-07"
PILGRIMS: Final = "F9-08"
SEEK_THE_PORTAL: Final = ("F9-09", "F9-10", "F9-11")
TOKENS: Final = 6
ROLL_STEP: Final = "pilgrims"
"""The step of the Setup side's question that is the Pilgrims' roll: never a seat's decision."""
MOVE_STEP: Final = "move"
TURN_FLAGS: Final = frozenset({PILGRIMS})
"""The Pilgrims moved this turn (F9-08: "Once per turn")."""
POWER_PER_SHIP: Final = 2


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def owner(s: CampaignState) -> int:
    """The seat whose Loyal pieces the Pilgrims are (the Pathfinder holding Pilgrims), or -1."""
    seat = objective.holder(s, cards.PATHFINDER)
    return seat if seat >= 0 and PILGRIMS not in s.scrapped else -1


# -- setup (F9-07A) --------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F9-07A: Pilgrims (an ability); Seek the Portal (09) on top of the Court deck (the state
    keeps its top last), 10 and 11 tucked under Pilgrims; the event die for the Pilgrims (a
    chance node once this question is up: `roll_waiting`)."""
    res.take(s, SEEK_THE_PORTAL[0])
    s.court_deck.append(SEEK_THE_PORTAL[0])
    for card in SEEK_THE_PORTAL[1:]:
        res.take(s, card)
    s.seek_tucked = list(SEEK_THE_PORTAL[1:])
    s.pilgrims = []
    push_choice(s, seat, SETUP_CARD, ROLL_STEP)


def roll_waiting(s: CampaignState) -> bool:
    """True if the Pilgrims' roll is the question now up: `flow` makes it the chance node
    `CampaignPhase.CHANCE_PILGRIMS` instead."""
    return (
        s.phase == Phase.CHOICE
        and bool(s.choices)
        and s.choices[-1][1] == SETUP_CARD
        and s.choices[-1][2] == ROLL_STEP
    )


def sample_roll(rng: random.Random) -> ArcsAction:
    """The event die rolled (a face: Crisis or Edict, and a planet symbol)."""
    kind, symbol = rng.choice(data.EVENT_DIE_FACES)
    return act("pilgrims", kind, symbol)


def roll_problem(s: CampaignState, args: tuple[object, ...]) -> str | None:
    """None if `args` are a face of the event die."""
    if tuple(str(a) for a in args) not in data.EVENT_DIE_FACES:
        return "pilgrims takes an event die face: crisis or edict, then arrow, crescent or hex"
    return None


def place_pilgrims(s: CampaignState, symbol: str) -> None:
    """The roll's outcome (F9-07A): "place 1 Pilgrim token at each planet of the rolled symbol"
    (a cluster out of play takes none); then the Setup sides' next question comes up."""
    asked = s.choices.pop()
    k = data.SYMBOLS.index(symbol) + 1  # (symbol i: planet c.(i + 1) of every cluster c)
    s.pilgrims = [c * 4 + k if s.in_play[c * 4 + k] else PILGRIM_OFF for c in range(TOKENS)]
    s.phase = Phase.CHOICE
    s.mover = int(asked[0])


def _setup_options(s: ArcsState, choice: Choice) -> list[Args]:
    # (never offered: `flow` makes it a chance node as soon as the Arcs flow asks it; an option
    # keeps the Arcs flow from dropping it as a question with nothing to choose)
    return [("roll",)]


SETUP_POWER = Power(SETUP_CARD, "Pathfinder Act III Setup", choice_options=_setup_options)


# -- Pilgrims (F9-08) -------------------------------------------------------------------------------
IN_PASSAGE: Final[int] = tp.IN_PASSAGE
"""`CampaignState.pilgrims`: a Pilgrim in the Twisted Passage (F22-03 step 2 "move all ships and
tokens from that gate into the Twisted Passage"; a Pilgrim is a token, CRB p.27)."""


def on_map(s: CampaignState) -> list[int]:
    """The Pilgrims' systems, the Twisted Passage's code (`IN_PASSAGE`) for those there."""
    return [x for x in s.pilgrims if 0 <= x < reach.NUM_SYSTEMS or x == IN_PASSAGE]


def delivered(s: CampaignState) -> int:
    return s.pilgrims.count(PILGRIM_DELIVERED)


def destinations(s: CampaignState, seat: int, x: int) -> list[int]:
    """Where a Pilgrim at `x` may move: an adjacent system `seat` controls or its Flagship is in;
    with the Twisted Passage in play (F22-05), into it from a system next to a Passage, out of it
    to a planet of the event die's symbol (`IN_PASSAGE` for the Twisted Passage)."""
    if x == IN_PASSAGE:
        return [to for to in tp.exits(s) if s.controller(to) == seat or s.flagship[seat] == to]
    out = [to for to in s.adjacency[x] if s.controller(to) == seat or s.flagship[seat] == to]
    if s.passages and x in tp.entrances(s) and (tp.controller(s) == seat or s.flagship[seat] == IN_PASSAGE):
        out.append(IN_PASSAGE)
    return out


def move_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """``lead-pilgrims``: the Prelude action, once a turn, while a Pilgrim can move."""
    if (
        not s.pilgrims
        or seat != owner(s)
        or not s.prelude_open
        or s.turn_seat != seat
        or PILGRIMS in s.turn_flags
    ):
        return []
    if not any(destinations(s, seat, x) for x in on_map(s)):
        return []
    return [act("lead-pilgrims")]


def start_moves(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """Each Pilgrim on the map asked once, the first token first (the choice stack answers its
    top first)."""
    s.turn_flags.append(PILGRIMS)
    for i in reversed(range(len(s.pilgrims))):
        if s.pilgrims[i] in on_map(s):
            push_choice(s, seat, PILGRIMS, MOVE_STEP, i)


def _move_options(s: CampaignState, choice: Choice) -> list[Args]:
    seat, i = int(choice[0]), int(choice[3])
    found = destinations(s, seat, s.pilgrims[i])
    out: list[Args] = [(tp.TWISTED if to == IN_PASSAGE else reach.SYSTEM_IDS[to],) for to in found]
    return out + [("stay",)] if out else []


def _move_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    if args[0] == "stay":
        return
    i = int(choice[3])
    leaving = s.pilgrims[i] == IN_PASSAGE
    s.pilgrims[i] = IN_PASSAGE if args[0] == tp.TWISTED else reach.SYSTEM_INDEX[str(args[0])]
    if leaving:
        # F22-05 "after this, reroll the event die": a chance event (`tp.REROLL_STEP`), asked
        # before the next Pilgrim (it is on top of the questions).
        push_choice(s, int(choice[0]), tp.PASSAGES_LAW, tp.REROLL_STEP)


def _pilgrims_options(s: ArcsState, choice: Choice) -> list[Args]:
    return _move_options(_c(s), choice) if choice[2] == MOVE_STEP else []


def _pilgrims_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if choice[2] == MOVE_STEP:
        _move_choose(_c(s), choice, args)


PILGRIMS_POWER = Power(PILGRIMS, "Pilgrims", choice_options=_pilgrims_options, choose=_pilgrims_choose)


def portal_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Use the Portal (Move): ``portal``, controlling the Portal's system with a Pilgrim there."""
    if not s.pilgrims or seat != owner(s) or s.portal < 0 or s.turn_seat != seat:
        return []
    if s.controller(s.portal) != seat or s.portal not in s.pilgrims:
        return []
    return [act("portal")]


def use_portal(s: CampaignState, seat: int) -> None:
    """F9-08: the Pilgrims of the Portal's system onto the objective card; a tucked Seek the
    Portal untucked onto the top of the Court deck."""
    s.pilgrims = [PILGRIM_DELIVERED if x == s.portal else x for x in s.pilgrims]
    if s.seek_tucked:
        s.court_deck.append(s.seek_tucked.pop(0))


# -- control of the Portal, grand ambitions (F9-07B), Portal Seekers (F9-06) -------------------------
def controls_portal(s: CampaignState, seat: int) -> bool:
    """`seat` controls the Portal token at scoring: its system's controller, or the First Regent
    there if it is Empire-controlled (CRB p.10: for ambitions, objectives and events)."""
    x = s.portal
    if x < 0:
        return False
    if s.imperial_fresh[x]:
        return empire.first_regent_controls(s, seat, x)
    return s.controller(x) == seat


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F9-07B: "Control the Portal token. Have more Pilgrims on this card than the current
    Chapter.\""""
    return (controls_portal(s, seat), delivered(s) > s.chapter)


def portal_seekers(s: CampaignState, seat: int) -> bool:
    """F9-06: `seat` holds Portal Seekers and controls the Portal token (one grand ambition more
    at scoring, `act3.fulfilled`)."""
    return PORTAL_SEEKERS in s.guild[seat] and controls_portal(s, seat)


# -- Seek the Portal (F9-09 to F9-11) ----------------------------------------------------------------
def _scrap_loyal(s: CampaignState, seat: int, x: int, fresh: bool) -> None:
    (s.fresh if fresh else s.damaged)[x * s.n + seat] -= 1
    s.scrapped_ships[seat] += 1


def loyal_ship_options(s: CampaignState, seat: int) -> list[Args]:
    """``3.1 fresh`` / ``3.1 damaged``: `seat`'s Loyal ships on the map (not its Flagship)."""
    out: list[Args] = []
    for x in range(reach.NUM_SYSTEMS):
        for side, counts in (("fresh", s.fresh), ("damaged", s.damaged)):
            if counts[x * s.n + seat]:
                out.append((reach.SYSTEM_IDS[x], side))
    return out


def seek_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "In turn order, each player must scrap 1 Loyal ship on the map." (The card
        stays in the Court: its Crisis neither buries nor discards it.)"""
        for p in reversed(s.turn_order()):
            push_choice(s, p, card, "crisis")

    return crisis


def _portal_ship_options(s: CampaignState) -> list[Args]:
    x = s.portal
    out: list[Args] = []
    for side, imperial in (("fresh", s.imperial_fresh), ("damaged", s.imperial_damaged)):
        if imperial[x]:
            out.append(("imperial", side))
    for p in range(s.n):
        for side, counts in (("fresh", s.fresh), ("damaged", s.damaged)):
            if counts[x * s.n + p]:
                out.append((p, side))
    return out


def _seek_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """When Secured: if you control the Portal token (now, on your turn), scrap any ships in
        its system; then this card is shuffled into the Court deck (a chance event orders it)."""
        c = _c(s)
        if card in c.court_discard:
            c.court_discard.remove(card)
        c.court_deck.append(card)
        c.choices.append((-1, "SHUFFLE", "court"))
        if c.portal >= 0 and c.controller(c.portal) == seat:
            push_choice(c, seat, card, "scrap")

    return secured


def _seek_options(s: ArcsState, choice: Choice) -> list[Args]:
    c, seat = _c(s), int(choice[0])
    if choice[2] == "crisis":
        return loyal_ship_options(c, seat)
    found = _portal_ship_options(c)
    return found + [("done",)] if found else []


def _seek_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c, seat = _c(s), int(choice[0])
    if choice[2] == "crisis":
        _scrap_loyal(c, seat, reach.SYSTEM_INDEX[str(args[0])], args[1] == "fresh")
        return
    if args[0] == "done":
        return
    x, fresh = c.portal, args[1] == "fresh"
    if args[0] == "imperial":
        (c.imperial_fresh if fresh else c.imperial_damaged)[x] -= 1
        c.imperial_scrapped += 1
    else:
        _scrap_loyal(c, int(str(args[0])), x, fresh)
    c.power[seat] += POWER_PER_SHIP
    push_choice(c, seat, str(choice[1]), "scrap")  # any number: until done or none left


# -- Call to Pilgrimage (F9-05) ------------------------------------------------------------------------
def _discardable(s: ArcsState, seat: int) -> list[str]:
    return [c for c in s.guild[seat] if not cards.protected(c)]


def _discard(s: ArcsState, seat: int, card: str) -> None:
    s.guild[seat].remove(card)
    s.court_discard.append(card)


def call_crisis(s: CampaignState) -> None:
    """Crisis: "If arrow was rolled, each player in turn order must discard 1 Guild card.\""""
    if s.event_roll is None or s.event_roll[1] != "arrow":
        return
    for p in reversed(s.turn_order()):
        push_choice(s, p, CALL_TO_PILGRIMAGE, "crisis")


def _suit(card: str) -> str:
    return str(arcs_data.COURT_CARD_BY_ID[card].suit)


def _call_secured(s: ArcsState, seat: int) -> None:
    """When Secured: the suit chosen (a question, if you have a Guild card), then this card
    shuffled into the Court deck (the shuffle comes after the question: the stack's bottom)."""
    if CALL_TO_PILGRIMAGE in s.court_discard:
        s.court_discard.remove(CALL_TO_PILGRIMAGE)
    s.court_deck.append(CALL_TO_PILGRIMAGE)
    s.choices.append((-1, "SHUFFLE", "court"))
    if s.guild[seat]:
        push_choice(s, seat, CALL_TO_PILGRIMAGE, "suit")


def _call_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat = int(choice[0])
    if choice[2] == "crisis":
        return [(c,) for c in _discardable(s, seat)]
    return [(suit,) for suit in sorted({_suit(c) for c in s.guild[seat]})]


def _call_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat = int(choice[0])
    if choice[2] == "crisis":
        _discard(s, seat, str(args[0]))
        return
    suit = str(args[0])
    for k in range(1, s.n):  # clockwise from the securer
        rival = (seat + k) % s.n
        for card in [c for c in _discardable(s, rival) if _suit(c) == suit]:
            _discard(s, rival, card)


# -- views, positions, invariants --------------------------------------------------------------------
def _token_name(x: int) -> str | None:
    if x == PILGRIM_DELIVERED:
        return "delivered"
    if x == IN_PASSAGE:
        return tp.TWISTED
    return reach.SYSTEM_IDS[x] if 0 <= x < reach.NUM_SYSTEMS else None


def view(s: CampaignState) -> dict[str, Any] | None:
    """``campaign.pilgrims``: each token (a system, ``delivered`` on the objective card, None off
    the map) and the Seek the Portal cards tucked under Pilgrims; None before the setup. Public."""
    if not s.pilgrims and not s.seek_tucked:
        return None
    return {"tokens": [_token_name(x) for x in s.pilgrims], "tucked": list(s.seek_tucked)}


def load_position(s: CampaignState, raw: object) -> None:
    """Read ``campaign.pilgrims`` (the form `view` gives). Raises `InvalidRecord` naming the
    field for a token that is not a planet or system in play, ``delivered`` or null, a count
    other than 6 (or none, before the roll), or tucked cards that are not Seek the Portal 10-11."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - {"tokens", "tucked"}:
        raise InvalidRecord(f"campaign.pilgrims must be an object with tokens, tucked: {shorten(raw, 60)}")
    tokens = raw.get("tokens") or []
    if not isinstance(tokens, list) or len(tokens) not in (0, TOKENS):  # (none before the roll)
        raise InvalidRecord(f"campaign.pilgrims.tokens must list the 6 Pilgrims, not {shorten(tokens, 60)}")
    out: list[int] = []
    for i, value in enumerate(tokens):
        field = f"campaign.pilgrims.tokens[{i}]"
        if value is None:
            out.append(PILGRIM_OFF)
        elif value == "delivered":
            out.append(PILGRIM_DELIVERED)
        elif value == tp.TWISTED:  # (checked with the Twisted Passage: `tp.load_position`)
            out.append(IN_PASSAGE)
        elif value in reach.SYSTEM_INDEX and s.in_play[reach.SYSTEM_INDEX[str(value)]]:
            out.append(reach.SYSTEM_INDEX[str(value)])
        else:
            raise InvalidRecord(f"{field} must be a system in play like '3.1', 'delivered' or null, not "
                                f"{shorten(value, 20)}")  # fmt: skip
    tucked = raw.get("tucked") or []
    if not isinstance(tucked, list) or not set(tucked) <= set(SEEK_THE_PORTAL[1:]) or _twice(tucked):
        raise InvalidRecord(
            f"campaign.pilgrims.tucked must list Seek the Portal F9-10, F9-11: {shorten(tucked, 60)}"
        )
    s.pilgrims = out
    s.seek_tucked = [str(c) for c in tucked]


def _twice(items: list[Any]) -> bool:
    return len(set(items)) != len(items)


def problems(s: CampaignState) -> list[str]:
    """What the Pilgrims must keep (`invariants`)."""
    out: list[str] = []
    up = bool(s.choices) and tuple(s.choices[-1][1:3]) == (SETUP_CARD, ROLL_STEP)
    if (s.phase == CampaignPhase.CHANCE_PILGRIMS and not up) or (s.phase == Phase.CHOICE and up):
        out.append("the Pilgrims' roll (F9-07A) is a chance event when its question is up, only then")
    if s.pilgrims and (len(s.pilgrims) != TOKENS or cards.PATHFINDER not in objective.played(s)):
        out.append(f"Pilgrims {s.pilgrims} without the Pathfinder or not 6")
    for x in s.pilgrims:
        if x == IN_PASSAGE and tp.active(s):
            continue  # (in the Twisted Passage, F22-03)
        if x not in (PILGRIM_OFF, PILGRIM_DELIVERED) and not (0 <= x < reach.NUM_SYSTEMS and s.in_play[x]):
            out.append(f"a Pilgrim at {x}")
    if not set(s.seek_tucked) <= set(SEEK_THE_PORTAL[1:]) or _twice(s.seek_tucked):
        out.append(f"cards tucked under Pilgrims: {s.seek_tucked}")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    """The plain view's line (`render.fate_lines`)."""
    p = c.get("pilgrims")
    if not p:
        return []
    tokens = p.get("tokens") or []
    on = [t for t in tokens if t and t != "delivered"]
    return [
        f"Pilgrims: on the map {', '.join(on) or 'none'}; delivered {tokens.count('delivered')}"
        f"; Seek the Portal tucked {', '.join(p.get('tucked') or []) or 'none'}"
    ]


# -- registration (`fates.register_act3`) ------------------------------------------------------------
POWERS: Final = (SETUP_POWER, PILGRIMS_POWER)
VOX_POWERS: Final = (
    *(Power(card, "Seek the Portal", when_secured=_seek_secured(card), choice_options=_seek_options,
            choose=_seek_choose) for card in SEEK_THE_PORTAL),
    Power(CALL_TO_PILGRIMAGE, "Call to Pilgrimage", when_secured=_call_secured, choice_options=_call_options,
          choose=_call_choose),
)  # fmt: skip
"""The Pathfinder's Act III Vox cards' powers (`vox.POWERS`)."""
VOX_CRISES: Final[dict[str, Callable[[CampaignState], None]]] = {
    **{card: seek_crisis(card) for card in SEEK_THE_PORTAL},
    CALL_TO_PILGRIMAGE: call_crisis,
}
"""Their Crisis texts (`vox.CRISES`)."""
