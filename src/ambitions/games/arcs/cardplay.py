"""Playing a chapter: rounds, turns, the lead card, Surpass, Pivot, Copy, declaring ambitions and
seizing and passing the initiative (rulebook p8-11).
"""

from __future__ import annotations

from ambitions.games.arcs import data, powers
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.state import (
    COPY,
    LEAD_MODE,
    PIVOT,
    SURPASS,
    ArcsState,
    Phase,
)

CARDS = data.ACTION_CARD_BY_ID


def lead_number(s: ArcsState) -> int:
    """The lead card's number; 0 once the zero marker covers it (p9)."""
    return 0 if s.zeroed else CARDS[s.lead_card].number


# -- Step 1: the player with initiative --------------------------------------------------------
def lead_options(s: ArcsState, seat: int) -> list[tuple[str, tuple[Arg, ...]]]:
    """Lead any card, or pass the initiative (p8)."""
    out: list[tuple[str, tuple[Arg, ...]]] = [("lead", (c,)) for c in sorted(s.hands[seat])]
    out.append(("pass", ()))
    return out


def do_lead(s: ArcsState, seat: int, card: str) -> None:
    s.hands[seat].remove(card)
    s.passes = 0
    s.lead_card = card
    s.lead_seat = seat
    s.plays.append((seat, card, LEAD_MODE))
    _start_actions(s, seat, card, LEAD_MODE, CARDS[card].pips)


def do_pass(s: ArcsState, seat: int) -> None:
    """Pass the initiative to the next clockwise player with cards; the round ends at once (p8).

    If everyone with cards passes consecutively, the chapter ends (counted in `s.passes`).
    """
    s.passes += 1
    nxt = next_with_cards(s, seat)
    if nxt >= 0:
        s.initiative = nxt
    s.round_turn = s.n  # no further turns this round


def next_with_cards(s: ArcsState, seat: int) -> int:
    """The next seat clockwise from `seat` holding action cards, or -1."""
    for i in range(1, s.n + 1):
        p = (seat + i) % s.n
        if s.hands[p]:
            return p
    return -1


def players_with_cards(s: ArcsState) -> int:
    return sum(1 for h in s.hands if h)


# -- Step 2: the other players -----------------------------------------------------------------
def follow_options(s: ArcsState, seat: int) -> list[tuple[str, tuple[Arg, ...]]]:
    """Surpass (lead suit, higher number), Pivot (another suit) or Copy (any card, face down)."""
    lead = CARDS[s.lead_card]
    number = lead_number(s)
    out: list[tuple[str, tuple[Arg, ...]]] = []
    for c in sorted(s.hands[seat]):
        card = CARDS[c]
        if card.suit == lead.suit:
            if card.number > number:
                out.append(("surpass", (c,)))
        else:
            out.append(("pivot", (c,)))
        out.append(("copy", (c,)))
    return out


def do_follow(s: ArcsState, seat: int, mode: str, card: str) -> None:
    s.hands[seat].remove(card)
    s.plays.append((seat, card, mode))
    info = CARDS[card]
    pips = info.pips if mode == SURPASS else 1
    if mode == SURPASS and info.number == 7 and can_seize(s, seat):
        # Surpassing with a 7 seizes the initiative (p10, four players only: 7s are only in
        # 4-player decks). Once seized, a 7 still Surpasses without seizing.
        seize_initiative(s, seat)
    _start_actions(s, seat, card, mode, pips)


def _start_actions(s: ArcsState, seat: int, card: str, mode: str, pips: int) -> None:
    s.turn_seat = seat
    s.turn_card = card
    s.turn_mode = mode
    s.pips = pips
    s.prelude_open = True
    s.taxed = []
    s.ship_built = []
    s.phase = Phase.ACTIONS
    s.mover = seat
    s.pre_open = bool(declare_options(s, seat) or seize_options(s, seat))


def card_actions(s: ArcsState) -> tuple[str, ...]:
    """Actions the current turn's pips may buy (p8, p10): Copy uses the lead card's suit."""
    card = s.lead_card if s.turn_mode == COPY else s.turn_card
    return data.SUIT_ACTIONS[CARDS[card].suit]


# -- Declaring an ambition (p9) ----------------------------------------------------------------
def available_markers(s: ArcsState) -> list[int]:
    return [i for i in range(3) if s.marker_box[i] < 0]


def marker_values(s: ArcsState, i: int) -> tuple[int, int]:
    return data.AMBITION_MARKERS[i][1 if s.marker_flipped[i] else 0]


def declare_options(s: ArcsState, seat: int) -> list[str]:
    """Ambitions `seat` may declare now, before taking any actions.

    Only with the initiative and the lead card; 1s declare nothing, 7s any ambition; not twice
    with one card; only while a marker is available (p9). Galactic Bards also lets a player who
    Surpasses or Pivots declare their card's ambition if none was declared this round.
    """
    if not available_markers(s):
        return []
    if s.turn_mode == LEAD_MODE:
        if s.declared_with_lead or seat != s.initiative:
            return []
    elif s.turn_mode in (SURPASS, PIVOT):
        follower_may = any(p.extras.get("follower_declares") for p in powers.owned(s, seat))
        if not follower_may or s.declared_this_round or "declared" in s.turn_flags:
            return []
    else:
        return []
    if not may_declare(s, seat):
        return []
    amb = CARDS[s.turn_card].ambition
    if amb is None:
        return []
    if amb == "any":
        return names_in_play(s)
    return s.declarations(amb)


def names_in_play(s: ArcsState) -> list[str]:
    """The ambitions that may be declared now, by name (`ArcsState.ambitions_in_play`)."""
    names = s.AMBITION_NAMES
    return [names[a] for a in s.ambitions_in_play()]


def may_declare(s: ArcsState, seat: int) -> bool:
    """False if a power forbids `seat` to declare now (`Power.may_declare`: the Feastbringer's
    Generous without a Guild card to give)."""
    for p in powers.owned(s, seat):
        if p.may_declare is not None and not p.may_declare(s, seat):
            powers.note(p.id)
            return False
    return True


def do_declare(s: ArcsState, seat: int, ambition: str) -> None:
    """Declare with the played card: the lead card takes the zero marker (p9); a follower's
    declaration (Galactic Bards) does not."""
    zero = s.turn_mode == LEAD_MODE
    if zero:
        s.declared_with_lead = True
    else:
        s.turn_flags.append("declared")
        powers.note("BC25")  # only Galactic Bards lets a follower declare
    for p in powers.owned(s, seat):
        if p.zero_marker is not None and not p.zero_marker(s, seat, ambition):
            zero = False  # Secret Order
            powers.note(p.id)
    declare(s, seat, ambition, zero)
    s.pre_open = bool(declare_options(s, seat) or seize_options(s, seat))


def declare(s: ArcsState, seat: int, ambition: str, zero: bool) -> None:
    """Place the highest available marker in the ambition's box (p9), then "when you declare"
    powers: the cards' (`Power.on_declare`), then the extending game's (`ArcsState.declared`).
    Every declaration goes through here, however made: with the played card (`do_declare`) or
    by a card's effect (Populist Demands). `zero`: cover the lead card's number with the zero
    marker."""
    if zero:
        s.zeroed = True
    best = max(available_markers(s), key=lambda i: marker_values(s, i))
    s.marker_box[best] = s.AMBITION_NAMES.index(ambition)
    s.declared_this_round = True
    for p in powers.owned(s, seat):
        if p.on_declare is not None:
            powers.note(p.id)
            p.on_declare(s, seat, ambition)
    s.declared(seat, ambition)


# -- Seizing the initiative (p10) --------------------------------------------------------------
def can_seize(s: ArcsState, seat: int) -> bool:
    """Not the holder, and nobody seized this round (p23 "Seize the Initiative")."""
    return seat != s.initiative and s.seized_by < 0


def seize_options(s: ArcsState, seat: int) -> list[str]:
    """Extra cards `seat` may play face down to seize the initiative."""
    if s.turn_mode == LEAD_MODE or not can_seize(s, seat) or "acted" in s.turn_flags:
        return []
    return sorted(s.hands[seat])


def do_seize(s: ArcsState, seat: int, card: str) -> None:
    s.hands[seat].remove(card)
    s.plays.append((seat, card, "seize"))
    seize_initiative(s, seat)
    s.pre_open = bool(declare_options(s, seat))  # Galactic Bards: either order (FAQ)


def seize_initiative(s: ArcsState, seat: int) -> None:
    """Take the initiative marker at once and lay it down: seized for the round (p10)."""
    s.seized_by = seat
    s.initiative = seat


# -- Steps 3 and 4: initiative, discards --------------------------------------------------------
def end_round(s: ArcsState) -> None:
    """Who has the initiative next, then discard all played cards face down (p11).

    Then Unions take their cards back to their holders' hands (FAQ: after all turns; the
    card still counted for the initiative, p11 Step 3).
    """
    s.declared_this_round = False
    if s.seized_by >= 0:
        s.initiative = s.seized_by
    else:
        best = -1
        best_number = -1
        for seat, card, mode in s.plays:
            if mode == SURPASS and CARDS[card].number > best_number:
                best, best_number = seat, CARDS[card].number
        if best >= 0:
            s.initiative = best
    if s.unions:
        from ambitions.games.arcs.court import collect_unions

        collect_unions(s)
    for seat, card, mode in s.plays:
        s.action_discard.append((card, mode in (LEAD_MODE, SURPASS, PIVOT), seat))
    s.plays = []
    s.seized_by = -1
    s.lead_card = ""
    s.lead_seat = -1
    s.zeroed = False
    s.declared_with_lead = False
    s.turn_seat = -1
    s.turn_card = ""
    s.turn_mode = ""
