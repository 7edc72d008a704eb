"""The Recruit phase (B.1.3; 2 players B.1.4; solo B.1.5): the deal, the draft, the discards,
the phantom's stack and the bots' cards.

- 3 and 4 players: the whole deck is shuffled (a ``deal`` chance outcome names its order) and
  each player gets 5 (3 players) or 4 (4 players) cards; the rest go face down. Then the draft,
  twice: each player keeps 2 cards of their whole hand and passes the others to the left, all at
  once (A7); the hand size does not change. Players choose one at a time in turn order, and a
  choice is hidden from the others until everyone has chosen.
- 2 players: 6 cards each, the same draft (keep 2, pass 4, twice), then each discards 1 face
  down; 8 of the remaining and discarded cards, shuffled, are the phantom's stack (a ``stack``
  chance outcome names them in order), the first 3 face up as its offer.
- Solo: the human draws 6, discards 3 and draws 2; the rest of the deck and the discards (16
  cards, a ``bots`` chance outcome gives their order) are dealt 8 to each bot, clockwise from
  the human: a 3-card face-up offer and a 5-card draw pile.
"""

from __future__ import annotations

from itertools import combinations

from ambitions.games.arcades import data
from ambitions.games.arcades.state import PHANTOM_MODE, SOLO, ArcadesState, Phase


def begin(s: ArcadesState) -> None:
    """A new chapter's Recruit phase: every action card back in the deck, to be shuffled."""
    n = s.n
    s.hands = [[] for _ in range(n)]
    s.kept = [[] for _ in range(n)]
    s.passed = [[] for _ in range(n)]
    s.discarded = [[] for _ in range(n)]
    s.offers = [[] for _ in range(n)]
    s.piles = [[] for _ in range(n)]
    s.deck = []
    s.facedown = []
    s.played = []
    s.plays = []
    s.phantom_offer = []
    s.phantom_stack = []
    s.draft_pass = 0
    s.phase = Phase.CHANCE_DEAL


def apply_deal(s: ArcadesState, order: list[str]) -> None:
    """Deal the shuffled deck (`order`, the first card first)."""
    n = s.n
    if s.mode == SOLO:
        s.hands[s.human] = sorted(order[: data.SOLO_DRAW])
        s.deck = order[data.SOLO_DRAW :]
        s.phase = Phase.DISCARD
        return
    h = data.HAND_SIZES[n]
    for p in range(n):
        s.hands[p] = sorted(order[p * h : (p + 1) * h])
    if s.mode == PHANTOM_MODE:
        s.deck = order[n * h :]
    else:
        s.facedown = order[n * h :]
    s.draft_pass = 1
    s.phase = Phase.DRAFT


def draft_mover(s: ArcadesState) -> int:
    """The next seat in turn order still to choose what it keeps."""
    for p in s.turn_order():
        if not s.kept[p]:
            return p
    raise AssertionError("every seat has chosen")


def keep_options(s: ArcadesState, seat: int) -> list[tuple[str, str]]:
    return list(combinations(s.hands[seat], data.DRAFT_KEEP))  # hands are kept sorted


def keep(s: ArcadesState, seat: int, cards: list[str]) -> None:
    """`seat` keeps `cards`; once everyone has chosen, the others pass left (A7)."""
    s.kept[seat] = sorted(cards)
    if all(s.kept):
        pass_left(s)


def pass_left(s: ArcadesState) -> None:
    n = s.n
    old = s.hands
    out = [[c for c in old[p] if c not in s.kept[p]] for p in range(n)]
    s.hands = [sorted(s.kept[p] + out[(p - 1) % n]) for p in range(n)]
    s.passed = out
    s.kept = [[] for _ in range(n)]
    if s.draft_pass < data.DRAFT_PASSES:
        s.draft_pass += 1
        return
    s.draft_pass = 0
    s.phase = Phase.DISCARD if s.mode == PHANTOM_MODE else Phase.ROUND_START


def discard_mover(s: ArcadesState) -> int:
    """The next seat in turn order still to discard (2 players: 1 card; solo: the human's 3)."""
    if s.mode == SOLO:
        return s.human
    for p in s.turn_order():
        if not s.discarded[p]:
            return p
    raise AssertionError("every seat has discarded")


def discard_options(s: ArcadesState, seat: int) -> list[tuple[str, ...]]:
    k = data.SOLO_DISCARD if s.mode == SOLO else 1
    return list(combinations(s.hands[seat], k))


def discard(s: ArcadesState, seat: int, cards: list[str]) -> None:
    """`seat` discards `cards` face down."""
    for c in cards:
        s.hands[seat].remove(c)
    s.discarded[seat] = sorted(cards)
    s.facedown += sorted(cards)
    if s.mode == SOLO:
        s.hands[seat] = sorted(s.hands[seat] + s.deck[: data.SOLO_REDRAW])
        s.deck = s.deck[data.SOLO_REDRAW :]
        s.phase = Phase.CHANCE_BOTS
    elif all(s.discarded):
        # What each seat passed may now lie in the discards: that knowledge is dropped.
        s.passed = [[] for _ in range(s.n)]
        s.phase = Phase.CHANCE_STACK


def pool(s: ArcadesState) -> list[str]:
    """The cards the phantom's stack (2 players) or the bots' cards (solo) come from."""
    return sorted(s.deck + s.facedown)


def apply_stack(s: ArcadesState, cards: list[str]) -> None:
    """The phantom's 8-card stack in order (its first 3 are the offer); the rest stay out."""
    chosen = set(cards)
    s.facedown = [c for c in pool(s) if c not in chosen]
    s.deck = []
    s.phantom_offer = cards[: data.PHANTOM_OFFER]
    s.phantom_stack = cards[data.PHANTOM_OFFER :]
    s.phase = Phase.ROUND_START


def bot_seats(s: ArcadesState) -> list[int]:
    """The bots, clockwise from the human."""
    return [(s.human + i) % s.n for i in range(1, s.n)]


def apply_bots(s: ArcadesState, cards: list[str]) -> None:
    """Each bot's 8 cards (clockwise from the human): a 3-card offer, then its pile."""
    for k, b in enumerate(bot_seats(s)):
        mine = cards[k * data.BOT_CARDS : (k + 1) * data.BOT_CARDS]
        s.offers[b] = mine[: data.BOT_OFFER]
        s.piles[b] = mine[data.BOT_OFFER :]
    s.deck = []
    s.facedown = []
    s.phase = Phase.ROUND_START
