"""Leaders & Lore mode: the draft and the leaders' setup (rulebook p21), replacing setup steps N-O.

1. ``draft LEAD03 LEAD07 LEAD01 LEAD05 L04 L11 L02 L13``: a chance node deals the two face-up rows
   from the shuffled leaders and lore cards: players + 1 leaders, then players + 1 lore cards
   (one more lore card per player with the ``two_lore`` option, p21 sidebar).
2. ``pick LEAD03`` / ``pick L11``: in reverse turn order (the player to the right of the
   initiative holder first, then counterclockwise), round after round, each player takes one
   card, until each has 1 leader and 1 lore card (2 with ``two_lore``). Nobody takes a second
   leader, or more lore cards than that. Cards left in the rows go back to the box.
3. Each player places their starting pieces in the systems of the setup card as their leader's
   A, B and C boxes show (every C system with 2 players) and gains the leader's 2 resources in
   their two leftmost resource slots, in order; then leaders' setup steps (`Power.setup`: the
   Mystic's Cryptic) are done in turn order.
"""

from __future__ import annotations

import random
from typing import Final

from ambitions.games.arcs import data, powers, setup
from ambitions.games.arcs.actions import ArcsAction, Arg
from ambitions.games.arcs.state import ArcsState, Phase

LEADER_IDS: Final = tuple(leader.id for leader in data.LEADERS)
LORE_IDS: Final = tuple(lore.id for lore in data.LORE)
LEADER_BY_ID: Final = {leader.id: leader for leader in data.LEADERS}


def lore_each(s: ArcsState) -> int:
    """Lore cards each player drafts: 1, or 2 with the ``two_lore`` option."""
    return 2 if s.options.get("two_lore") else 1


def row_sizes(s: ArcsState) -> tuple[int, int]:
    """(leader row, lore row): players + 1 each, plus one lore card per player for two lore."""
    n = s.n
    return n + 1, n + 1 + (n if lore_each(s) == 2 else 0)


# -- the deal (a chance node) ----------------------------------------------------------------------
def sample_rows(s: ArcsState, rng: random.Random) -> ArcsAction:
    leaders, lore = list(LEADER_IDS), list(LORE_IDS)
    rng.shuffle(leaders)
    rng.shuffle(lore)
    n_leaders, n_lore = row_sizes(s)
    return ArcsAction("draft", tuple(leaders[:n_leaders] + lore[:n_lore]))


def rows_problem(s: ArcsState, args: tuple[Arg, ...]) -> str | None:
    """None if `args` are two possible rows, else what is wrong with them."""
    n_leaders, n_lore = row_sizes(s)
    cards = [str(a) for a in args]
    leaders, lore = cards[:n_leaders], cards[n_leaders:]
    ok = (
        len(leaders) == n_leaders
        and len(lore) == n_lore
        and len(set(cards)) == len(cards)
        and all(c in LEADER_BY_ID for c in leaders)
        and all(c in LORE_IDS for c in lore)
    )
    if ok:
        return None
    return f"draft takes {n_leaders} different leaders, then {n_lore} different lore cards"


def apply_rows(s: ArcsState, cards: list[str]) -> None:
    n_leaders, _ = row_sizes(s)
    s.draft_leaders = cards[:n_leaders]
    s.draft_lore = cards[n_leaders:]
    s.phase = Phase.DRAFT
    s.mover = picker(s)


# -- picks ---------------------------------------------------------------------------------------------
def pick_order(s: ArcsState) -> list[int]:
    """Reverse turn order: the player to the right of the initiative holder, counterclockwise."""
    return [(s.initiative - 1 - i) % s.n for i in range(s.n)]


def picks_made(s: ArcsState) -> int:
    return sum(1 for leader in s.leader if leader) + sum(len(lore) for lore in s.lore)


def picker(s: ArcsState) -> int:
    """Who picks next: every player picks once per round, so the round robin never skips."""
    return pick_order(s)[picks_made(s) % s.n]


def pick_options(s: ArcsState, seat: int) -> list[str]:
    """Cards `seat` may take: a leader if it has none, a lore card if it has fewer than allowed."""
    out: list[str] = []
    if not s.leader[seat]:
        out += s.draft_leaders
    if len(s.lore[seat]) < lore_each(s):
        out += s.draft_lore
    return out


def do_pick(s: ArcsState, seat: int, card: str) -> None:
    if card in LEADER_BY_ID:
        s.draft_leaders.remove(card)
        s.leader[seat] = card
    else:
        s.draft_lore.remove(card)
        s.lore[seat].append(card)
    if picks_made(s) < s.n * (1 + lore_each(s)):
        s.mover = picker(s)
        return
    finish(s)


def finish(s: ArcsState) -> None:
    """The rows go back to the box; leaders' starting pieces and resources, then setup steps."""
    s.draft_leaders = []
    s.draft_lore = []
    for seat in s.turn_order():
        leader = LEADER_BY_ID[s.leader[seat]]
        gains = tuple(data.RESOURCES.index(r) for r in leader.resources)
        setup.place_start(s, seat, (leader.a, leader.b, leader.c), gains)
    # "Finally, if any leaders have extra setup steps, players perform them in turn order."
    for seat in s.turn_order():
        for p in powers.owned(s, seat):
            if p.setup is not None:
                powers.note(p.id)
                p.setup(s, seat)
    s.phase = Phase.CHANCE_COURT
