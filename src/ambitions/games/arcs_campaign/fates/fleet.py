"""Replenishing a fleet and scrapping ships (the "B" Fates' Act II Setup sides).

*Replenish your fleet* (F13-01A step 3, F14-01A step 4, F15-01A step 5, F16-01A step 5, the same
words on each): if you have fewer than 8 Loyal ships on the map, place 1 ship each in any
systems until you have 8 Loyal ships on the map. Reading (the card's "1 ship each in any
systems", as CRB p.25 Resettle step 3 counts to the same 8): the ships come fresh from the
supply, one to a system (a system takes no second ship from the same replenishing), any system
in play, chosen by the player one at a time (``choose 3.1``); placing stops at 8 on the map or
when the supply runs out. The Flagship Fates replenish in their own words (their cards).

A question a Setup side asks is one of the Arcs engine's choices (`arcs.powers.push_choice`)
for the Fate's objective card (``F13-01``): ``[seat, "F13-01", "replenish", *systems placed]``.
`choice_options` / `choose` answer it; each Fate's objective-card `Power` sends its
``replenish`` step here.

*Scrap* a Loyal ship (Blight Speaker F13-01A step 2, "from your supply or the map"): the ship
leaves the campaign (`CampaignState.scrapped_ships`, counted by the invariants' conservation).
"""

from __future__ import annotations

from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.state import CampaignState

FLEET: int = 8
"""The Loyal ships on the map a replenished fleet has (the Setup sides' "8 Loyal ships")."""
REPLENISH = "replenish"


def ships_on_map(s: CampaignState, seat: int) -> int:
    """`seat`'s Loyal ships on the map, fresh and damaged."""
    return sum(s.fresh[seat :: s.n]) + sum(s.damaged[seat :: s.n])


def replenish(s: CampaignState, seat: int, card: str) -> None:
    """Ask `seat` to replenish its fleet (the question of `card`, its objective card)."""
    push_choice(s, seat, card, REPLENISH)


def replenish_options(s: CampaignState, choice: Choice) -> list[Args]:
    """The systems in play that took no ship yet from this replenishing, while fewer than 8 of
    the seat's ships are on the map and its supply has one (none: the question goes)."""
    seat = int(choice[0])
    if ships_on_map(s, seat) >= FLEET or s.ships[seat] <= 0:
        return []
    used = {int(x) for x in choice[3:]}
    return [(reach.SYSTEM_IDS[x],) for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and x not in used]


def replenish_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    """Place 1 fresh ship in the chosen system; ask again while the fleet is short."""
    seat = int(choice[0])
    x = reach.SYSTEM_INDEX[str(args[0])]
    s.ships[seat] -= 1
    s.fresh[x * s.n + seat] += 1
    push_choice(s, seat, str(choice[1]), REPLENISH, *choice[3:], x)


def scrap_ship_options(s: CampaignState, seat: int) -> list[Args]:
    """Where a Loyal ship of `seat` may be scrapped from: ``supply``, or a system and side
    (``1.0 fresh``, ``2.1 damaged``)."""
    out: list[Args] = [("supply",)] if s.ships[seat] > 0 else []
    for x in range(reach.NUM_SYSTEMS):
        if s.fresh[x * s.n + seat]:
            out.append((reach.SYSTEM_IDS[x], "fresh"))
        if s.damaged[x * s.n + seat]:
            out.append((reach.SYSTEM_IDS[x], "damaged"))
    return out


def scrap_ship(s: CampaignState, seat: int, args: Args) -> None:
    """Scrap one Loyal ship of `seat` from where `args` names (one of `scrap_ship_options`)."""
    if args[0] == "supply":
        s.ships[seat] -= 1
    else:
        x = reach.SYSTEM_INDEX[str(args[0])]
        (s.fresh if args[1] == "fresh" else s.damaged)[x * s.n + seat] -= 1
    s.scrapped_ships[seat] += 1


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    return replenish_options(s, choice)


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    replenish_choose(s, choice, args)


def replenish_power(card: str, name: str) -> Power:
    """The Power of a Setup side (`card`) whose one question is replenishing the fleet."""
    return Power(card, name, choice_options=_options, choose=_choose)
