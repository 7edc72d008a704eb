"""Resettling at an Act III Setup side: the step every "C" Fate's Setup side opens with (F17-01A
to F24-01A: "if you have a Flagship, you may Resettle"; CRB p.25 "Resettling Flagships", R9).

`offer(s, seat, card)` asks it, one decision at a time, as a question of the Fate's objective
card (`card`, ``F17-01``) on the Arcs engine's choice stack (`arcs.powers.push_choice`):

1. ``[seat, card, "resettle"]``: ``choose resettle`` or ``choose keep`` (keep the Flagship);
2. ``[seat, card, "resettle-city"]``: the slot for the city (``choose 3.1#0``; `flagship.resettle_slots`:
   an empty printed slot in play, a Free building's only when none is empty, never on a Broken
   World); skipped (-1) when the supply has no city or the map no slot;
3. ``[seat, card, "resettle-starport", city]``: the starport's slot the same way, asked once the
   city's is taken (so the city's slot is no longer empty);
4. ``[seat, card, "resettle-ships", city, starport, *systems]``: one system for each ship placed
   (``choose 3.1``: a system with the seat's Loyal pieces once steps 1-2 are done; the same
   system again for a second ship), until the seat has 8 Loyal ships on the map or its supply
   is empty; then `flagship.resettle` does all three steps at once.

Nothing changes before the last answer (the board and the piece stay until then), so the
question can wait in a position. A Fate's objective-card `Power` sends the steps in `STEPS`
here (`options`, `choose`); `power` is that Power for a Setup side with no other question.
Everything asked is public (CRB p.22: the Flagship and the map are on the table).
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import reach
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import flagship
from ambitions.games.arcs_campaign.fates import planet_breaker
from ambitions.games.arcs_campaign.state import CampaignState

ASK: Final = "resettle"
CITY: Final = "resettle-city"
STARPORT: Final = "resettle-starport"
SHIPS: Final = "resettle-ships"
STEPS: Final = frozenset({ASK, CITY, STARPORT, SHIPS})
YES: Final = "resettle"
NO: Final = "keep"


def offer(s: CampaignState, seat: int, card: str) -> None:
    """ "If you have a Flagship, you may Resettle" (CRB p.25): ask `seat`, for `card` (its Fate's
    objective card), if it has a Flagship; nothing otherwise."""
    if flagship.has(s, seat):
        push_choice(s, seat, card, ASK)


def _after_buildings(s: CampaignState, seat: int, city: int, starport: int) -> CampaignState:
    """The state once steps 1-2 are done (a copy: nothing changes before the last answer)."""
    t = s.clone()
    flagship.resettle_buildings(t, seat, city, starport, planet_breaker.no_building)
    return t


def _slots(s: CampaignState, seat: int, city: int | None) -> list[int]:
    """The slots for the next building, once step 1 is done: the city's (`city` None) or, with
    the city placed in `city` (-1: none), the starport's."""
    return flagship.resettle_slots(_cleared(s, seat, city), planet_breaker.no_building)


def options(s: CampaignState, choice: Choice) -> list[Args]:
    """The answers to a Resettle question (none: it goes, the Flagship kept)."""
    seat, step = int(choice[0]), str(choice[2])
    if not flagship.has(s, seat):
        return []
    if step == ASK:
        return [(YES,), (NO,)]
    if step in (CITY, STARPORT):
        return [(SLOT_NAMES[k],) for k in _slots(s, seat, int(choice[3]) if step == STARPORT else None)]
    city, starport = int(choice[3]), int(choice[4])
    t = _after_buildings(s, seat, city, starport)
    for x in choice[5:]:
        t.ships[seat] -= 1
        t.fresh[int(x) * t.n + seat] += 1
    if flagship.resettle_fleet(t, seat) <= 0:
        return []
    return [(reach.SYSTEM_IDS[x],) for x in range(reach.NUM_SYSTEMS) if t.has_piece_at(x, seat)]


def choose(s: CampaignState, choice: Choice, args: Args) -> None:
    """Apply an answer: the next question, or the Resettle itself after the last one."""
    seat, card, step = int(choice[0]), str(choice[1]), str(choice[2])
    if step == ASK:
        if args[0] == YES:
            _ask_city(s, seat, card)
        return
    if step == CITY:
        _ask_starport(s, seat, card, SLOT_BY_NAME[str(args[0])])
        return
    if step == STARPORT:
        _ask_ships(s, seat, card, int(choice[3]), SLOT_BY_NAME[str(args[0])], [])
        return
    systems = [int(x) for x in choice[5:]] + [reach.SYSTEM_INDEX[str(args[0])]]
    _ask_ships(s, seat, card, int(choice[3]), int(choice[4]), systems)


def _cleared(s: CampaignState, seat: int, city: int | None) -> CampaignState:
    """A copy once step 1 is done (the board's buildings back in the supply) and the city, if
    chosen, placed."""
    t = s.clone()
    flagship.resettle_buildings(t, seat, city, None, planet_breaker.no_building)
    return t


def _ask_city(s: CampaignState, seat: int, card: str) -> None:
    t = _cleared(s, seat, None)
    if t.cities_left[seat] > 0 and flagship.resettle_slots(t, planet_breaker.no_building):
        push_choice(s, seat, card, CITY)
    else:
        _ask_starport(s, seat, card, -1)


def _ask_starport(s: CampaignState, seat: int, card: str, city: int) -> None:
    t = _cleared(s, seat, city)
    if t.starports[seat] > 0 and flagship.resettle_slots(t, planet_breaker.no_building):
        push_choice(s, seat, card, STARPORT, city)
    else:
        _ask_ships(s, seat, card, city, -1, [])


def _ask_ships(s: CampaignState, seat: int, card: str, city: int, starport: int, systems: list[int]) -> None:
    t = _after_buildings(s, seat, city, starport)
    if flagship.resettle_fleet(t, seat) > len(systems):
        push_choice(s, seat, card, SHIPS, city, starport, *systems)
    else:
        flagship.resettle(s, seat, city, starport, systems, planet_breaker.no_building)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    return options(s, choice)


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    choose(s, choice, args)


def power(card: str, name: str) -> Power:
    """The Power of a Setup side (`card`) whose only question is Resettling."""
    return Power(card, name, choice_options=_options, choose=_choose)
