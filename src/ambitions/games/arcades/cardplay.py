"""Card play and the round's winner (B.1.3 "Action phase" A and B), and the card choices of the
phantom and the solo bots (B.1.4 "Phantom card play", B.1.5 "Bot card choice").

Players go clockwise from the initiative holder (the lead). The lead plays any card and its suit
is the lead suit; a follower must play a lead-suit card if able (a 7 of the lead suit is one).
The round's winner: the first 7 played, else the highest lead-suit number; a lead card zeroed by
an ambition counts 0 and is no 7 (A6), and still wins when nobody follows suit (A29).

In the 2-player mode the phantom sits between seat 1 and seat 0 in the clockwise order
(``0, 1, phantom``): the rules do not seat it, and this keeps both humans next to it.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcades import data
from ambitions.games.arcades.state import EMPTY, PHANTOM, ArcadesState

NUMBERS: Final[dict[str, int]] = {card: int(card[3:]) for card in data.ACTION_CARDS}
"""Each action card's number, read once (the evaluation asks it of every card in every hand)."""


def number(card: str) -> int:
    """An action card's number (its id past the suit: ``agg7`` is 7)."""
    found = NUMBERS.get(card)
    return found if found is not None else int(card[3:])


def suit(card: str) -> str:
    return card[:3]


def round_order(s: ArcadesState) -> list[int]:
    """The sides in the order they play this round, the lead first."""
    if s.phantom:
        ring = [0, 1, PHANTOM]
        k = ring.index(s.lead_side)
        return ring[k:] + ring[:k]
    return [(s.lead_side + i) % s.n for i in range(s.n)]


def lead_suit(s: ArcadesState) -> str:
    return suit(s.plays[0][1]) if s.plays else ""


def winning_play(plays: list[tuple[int, str]], zeroed: bool) -> int:
    """The index in `plays` of the card winning the round as things stand (B.1.3 B).

    The first 7 played wins (a zeroed lead is no 7, A6); otherwise the highest number of the lead
    suit, the zeroed lead counting 0 (A29: it still wins if nobody follows suit).
    """
    for i, (_, card) in enumerate(plays):
        if number(card) == data.SEVEN and not (i == 0 and zeroed):
            return i
    lead = suit(plays[0][1])
    best, best_value = 0, 0 if zeroed else number(plays[0][1])
    for i in range(1, len(plays)):
        card = plays[i][1]
        if suit(card) == lead and number(card) > best_value:
            best, best_value = i, number(card)
    return best


def would_win(plays: list[tuple[int, str]], zeroed: bool, side: int, card: str) -> bool:
    """True if `card` played now by `side` would win the round as things stand (A30)."""
    trial = plays + [(side, card)]
    return winning_play(trial, zeroed) == len(trial) - 1


def play_options(s: ArcadesState, seat: int) -> list[str]:
    """The cards `seat` may play: any card as lead, else the lead suit when it holds one."""
    hand = s.hands[seat]
    if not s.plays:
        return list(hand)
    lead = lead_suit(s)
    following = [c for c in hand if suit(c) == lead]
    return following or list(hand)


def offer_choice(offer: list[str], plays: list[tuple[int, str]], zeroed: bool, side: int) -> str:
    """The card the phantom or a solo bot plays from its face-up `offer` (left to right).

    As lead: the highest card, the left-most on ties. As follower, the first that applies:
    (1) the highest lead-suit card (a 7 included) if it would win as things stand, (2) the lowest
    lead-suit card, (3) the left-most 7 if it would win, (4) the lowest off-suit card, the
    left-most on ties. "Would win" is judged against the cards played so far (A30).
    """
    if not plays:
        return max(offer, key=lambda c: (number(c), -offer.index(c)))
    lead = suit(plays[0][1])
    following = [c for c in offer if suit(c) == lead]
    if following:
        highest = max(following, key=number)
        if would_win(plays, zeroed, side, highest):
            return highest
        return min(following, key=number)
    sevens = [c for c in offer if number(c) == data.SEVEN]
    if sevens and would_win(plays, zeroed, side, sevens[0]):
        return sevens[0]
    return min(offer, key=lambda c: (number(c), offer.index(c)))


def do_play(s: ArcadesState, side: int, card: str) -> None:
    """`side` plays `card` from its hand (or its offer: the phantom, a bot)."""
    if side < s.n and card in s.hands[side]:
        s.hands[side].remove(card)
    elif s.phantom and side == PHANTOM:
        s.phantom_offer.remove(card)
    else:
        s.offers[side].remove(card)
    s.plays.append((side, card))


def end_round(s: ArcadesState) -> int:
    """Resolve the round's winner (B): the winner takes the initiative; returns the winner."""
    k = winning_play(s.plays, s.zeroed)
    side, card = s.plays[k]
    s.initiative = side
    if k == 0 and s.zeroed:
        how = "the zeroed lead"
    elif number(card) == data.SEVEN:
        how = "the first 7"
    else:
        how = "the highest lead-suit card"
    s.log(f"{s.side_name(side)} wins the round with {card} ({how})")
    return side


def clear_round(s: ArcadesState) -> None:
    """The round's cards go to the face-up discard; the zero marker goes back."""
    s.played += [card for _, card in s.plays]
    s.plays = []
    s.zeroed = False
    s.lead_side = EMPTY
    s.round_turn = 0
