"""Event cards and the event dice (CRB p.12-13, p.18).

* ``event EVENT1``: an Event card played as a following card (never led, never to Copy, never
  discarded to seize the initiative). It grants actions exactly as the lead card does (its suit
  and pips) unless a Rival played an Event card or secured the Imperial Council earlier this
  round; then it grants none, and Prelude actions are still allowed.
* At the end of a round in which an Event was played (and the Council was not secured), just
  after the initiative check: the player with the initiative may call a Summit (with the
  Summits), then rolls the event and number dice (``eventroll crisis hex 4``, a chance event):
  a Crisis face resolves the Crises, an Edict face the Edicts. One resolution however many
  Events were played.
"""

from __future__ import annotations

from ambitions.games.arcs import cardplay
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.state import CampaignState

EVENT_MODE = "event"
"""`ArcsState.turn_mode` and the play mode of an Event card."""


def event_options(s: CampaignState, seat: int) -> list[str]:
    """The Event card a follower may play (the three are identical: the first one held)."""
    held = sorted(c for c in s.hands[seat] if c in data.EVENT_CARDS)
    return held[:1]


def grants_actions(s: CampaignState, seat: int) -> bool:
    """False if a Rival played an Event card or secured the Imperial Council earlier this round
    (CRB p.12)."""
    if any(mode == EVENT_MODE and p != seat for p, _card, mode in s.plays):
        return False
    return not (s.council_secured_by >= 0 and s.council_secured_by != seat)


def play_event(s: CampaignState, seat: int, card: str) -> None:
    """Play the Event: actions like the lead card (its suit, through `ArcsState.turn_card`, and
    its pips), or none (CRB p.12 example: Lead Construction 2, an Event gives 4 Construction
    actions... "Next, Mikah also plays an Event, but she gets no actions from it")."""
    pips = arcs_data.ACTION_CARD_BY_ID[s.lead_card].pips if grants_actions(s, seat) else 0
    s.hands[seat].remove(card)
    s.plays.append((seat, card, EVENT_MODE))
    s.events_played = True
    cardplay._start_actions(s, seat, s.lead_card, EVENT_MODE, pips)


def after_round(s: CampaignState) -> bool:
    """At the round's end (after the initiative check): played Event cards go face up to the
    discard; True if the event dice must be rolled (an Event was played, the Council was not
    secured: CRB p.13 "If the Imperial Council is secured ..., resolve the Council and do not
    resolve the Event card")."""
    played = s.events_played
    s.events_played = False
    s.action_discard = [(c, up or c in data.EVENT_CARDS, p) for c, up, p in s.action_discard]
    return played
