"""The 2-player mode's phantom (B.1.4): its card play, its offer, and its ships coming back.

The phantom is a side, not a seat: it plays a card each round from its face-up offer of 3
(`cardplay.offer_choice`), takes no actions, declares nothing, holds no resources and never
gains Power, but it counts for influence placings. At the end of each round it draws the next
card of its stack into the right-most spot of its offer (the others slid left as the played
card left). Phantom ships destroyed become trophies; when they are given back (A21) a start card
names the cluster they return to, redrawn if it names the battle's cluster (`redeploy`).
"""

from __future__ import annotations

from ambitions.core.words import counted
from ambitions.games.arcades import cardplay, data
from ambitions.games.arcades.state import EMPTY, PHANTOM, ArcadesState


def play_card(s: ArcadesState) -> None:
    card = cardplay.offer_choice(s.phantom_offer, s.plays, s.zeroed, PHANTOM)
    cardplay.do_play(s, PHANTOM, card)
    s.log(f"phantom plays {card}")


def draw_offer(s: ArcadesState) -> None:
    """End of a round: the next card of the stack into the right-most spot of the offer."""
    if s.phantom_stack and len(s.phantom_offer) < data.PHANTOM_OFFER:
        s.phantom_offer.append(s.phantom_stack.pop(0))


def start_card_drawn(s: ArcadesState, cluster: int) -> None:
    """A start card was drawn for the phantom's returned ships: redraw if it names the
    battle's cluster, else they all go into its gate; the card is discarded either way."""
    s.start_pile.remove(cluster + 1)
    s.start_discard.append(cluster + 1)
    if cluster != s.redeploy_avoid:
        s.fresh[cluster * s.sides + PHANTOM] += s.redeploy
        s.log(
            f"{counted(s.redeploy, 'phantom ship')} return{'s' if s.redeploy == 1 else ''}"
            f" to cluster {cluster + 1}"
        )
        s.redeploy = 0
        s.redeploy_avoid = EMPTY
    refill_pile(s)


def refill_pile(s: ArcadesState) -> None:
    """An empty start-card pile is the shuffled discards (a draw is a chance node)."""
    if not s.start_pile:
        s.start_pile = sorted(s.start_discard)
        s.start_discard = []
