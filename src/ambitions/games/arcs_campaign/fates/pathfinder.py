"""F9 Pathfinder, Act II (Fates file "F9 — Pathfinder"; card texts F9-01A/B, F9-02, F9-03, F9-04;
BRD C.12 R20).

Setup (F9-01A), in its order: gain a Flagship (`flagship_setup`), a fresh starport on its
Slipstream Drive and a fresh city on its Hull; gain Uncovering Clues (F9-02, an ability: it works
while the Pathfinder has not scrapped it); the player on your right (the clue-giver, the seat
before you in turn order: counterclockwise, as Arcs' draft reads "to the right") records one
planet in secret (``choose 4.2``: a question only they see answered, `hides_choice`) and takes
Clues to the Portal (F9-03), the 6 Clue tokens and the Portal token.

Uncovering Clues (F9-02), a Prelude action (``clue relic``): with your Flagship at a planet with
no Clue, pay 1 resource of a type no planet of that cluster has; the clue-giver places a Clue
there (F9-03: a Check if the planet is in the recorded planet's cluster or has its ID symbol,
else an X; the recorded planet itself gets the Portal token, and the Clues, F9-02 and F9-03 are
scrapped); then gain 1 resource of the planet's type per city there (R20: every city, Free ones
included) and place 2 fresh ships there per starport (any owner's, as R20 reads the cities).
The engine places the Clue as the card tells the clue-giver to ("honestly"), so the clue-giver
decides nothing there. Readings: with the 6 Clue tokens on the map, the clue-giver takes the one
placed earliest (the card: "take one from the map"); a Clue placed on the recorded planet still
gives the card's resources and ships (its last steps), Uncovering Clues being scrapped after.

Objective (F9-01B, starting on 8): *Find the Portal*: each Check placed advances 1, which alone
never completes it (it stops on 1); the Portal placed advances 8.

The Act II Resolution (F9-04) is `resolution_act2`. Act III's cards (F9-05 to F9-11) are `pathfinder_act3`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, ArcsState, building_code
from ambitions.games.arcs_campaign import flagship
from ambitions.games.arcs_campaign.fates import cards, flagship_setup, objective
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F9-01"
UNCOVERING_CLUES = "F9-02"
CLUES_TO_THE_PORTAL = "F9-03"
RESOLUTION = "F9-04"
CLUE_TOKENS = 6
"""The double-sided Clue tokens (F9-01A)."""
RECORD = "record"
UPGRADE = "upgrade"
PORTAL_FOUND = 8
"""What the Portal placed advances (F9-01B): the whole track from its start."""


def pathfinder(s: CampaignState) -> int:
    """The seat playing the Pathfinder, or -1."""
    return objective.holder(s, cards.PATHFINDER)


def clue_giver(s: CampaignState, seat: int) -> int:
    """The player on `seat`'s right: the previous seat clockwise."""
    return (seat - 1) % s.n


# -- setup (F9-01A) -------------------------------------------------------------------------------
def setup_act2(s: CampaignState, seat: int) -> None:
    """F9-01A: the Flagship first, then the clue-giver's secret record (the choice stack answers
    its top first). Uncovering Clues and Clues to the Portal are abilities: the Fate's own."""
    push_choice(s, clue_giver(s, seat), OBJECTIVE_CARD, RECORD, seat)
    flagship_setup.ask(s, seat, OBJECTIVE_CARD)


def planets_in_play(s: CampaignState) -> list[int]:
    return [x for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and not reach.is_gate(x)]


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if choice[2] == flagship_setup.STEP:
        return flagship_setup.options(s, choice)
    if choice[2] == RECORD:
        return [(reach.SYSTEM_IDS[x],) for x in planets_in_play(s)] if s.portal_secret < 0 else []
    return []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if choice[2] == flagship_setup.STEP:
        flagship_setup.choose(s, choice, args, (flagship.SLIPSTREAM,), (flagship.HULL,))
    elif choice[2] == RECORD:
        s.portal_secret = reach.SYSTEM_INDEX[str(args[0])]


SETUP_POWER = Power(OBJECTIVE_CARD, "Pathfinder Act II Setup", choice_options=_options, choose=_choose)
"""The Setup side's questions (where the Flagship goes, the recorded planet)."""


def hides_choice(s: CampaignState, viewer: int | None) -> bool:
    """True if the action about to be taken is the clue-giver's secret record and `viewer` is
    not the clue-giver (`CampaignState.action_text`)."""
    if not s.choices or viewer == s.mover:
        return False
    top = s.choices[-1]
    return bool(top[1] == OBJECTIVE_CARD and top[2] == RECORD)


# -- the Clues (F9-02, F9-03) ---------------------------------------------------------------------
def on_map(s: CampaignState) -> list[int]:
    """The Clues on the map, each ``2 * system + check`` (the last `CLUE_TOKENS` placed)."""
    return s.clues[-CLUE_TOKENS:]


def matches(planet: int, secret: int) -> bool:
    """A Check (F9-03): the right cluster or the right ID symbol."""
    return reach.cluster_of(planet) == reach.cluster_of(secret) or planet % 4 == secret % 4


def cluster_types(system: int) -> set[int]:
    first = (reach.cluster_of(system) - 1) * 4
    return {reach.PLANET_RESOURCE[first + k] for k in (1, 2, 3)}


def clue_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Uncovering Clues: ``clue <resource>`` for each type `seat` may pay (in its Prelude, its
    Flagship at a planet with no Clue, the Portal not found)."""
    if (
        s.fates[seat] != cards.PATHFINDER
        or s.choosing
        or not s.prelude_open
        or s.turn_seat != seat
        or UNCOVERING_CLUES in s.scrapped
        or s.portal >= 0
        or s.portal_secret < 0
    ):
        return []
    x = s.flagship[seat]
    if x < 0 or reach.is_gate(x) or any(c >> 1 == x for c in on_map(s)):
        return []
    payable = sorted(set(resources.held(s, seat)) - cluster_types(x))
    return [act("clue", arcs_data.RESOURCES[r]) for r in payable]


def uncover(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """Uncovering Clues (F9-02): pay, the clue-giver's Clue (F9-03), then the planet's gifts."""
    r = arcs_data.RESOURCES.index(str(a.args[0]))
    resources.remove_one(s, seat, r)
    s.resource_supply[r] += 1
    x = s.flagship[seat]
    place_clue(s, seat, x)
    n = s.n
    cities = ports = 0
    for k in reach.SYSTEM_SLOTS[x]:
        code = s.slots[k]
        if code != EMPTY:
            if (code >> 1) & 1 == CITY:
                cities += 1
            else:
                ports += 1
    for _ in range(cities):  # R20: every city there, Free ones included
        resources.gain(s, seat, reach.PLANET_RESOURCE[x])
    placed = min(2 * ports, s.ships[seat])
    s.ships[seat] -= placed
    s.fresh[x * n + seat] += placed


def place_clue(s: CampaignState, seat: int, x: int) -> None:
    """The clue-giver places a Clue at `x` as F9-03 says, or the Portal; the objective moves."""
    if x == s.portal_secret:
        s.portal = x
        s.clues = []
        fate_resolution.scrap(s, [UNCOVERING_CLUES, CLUES_TO_THE_PORTAL])
        objective.advance(s, seat, PORTAL_FOUND)
        return
    check = matches(x, s.portal_secret)
    s.clues.append(2 * x + int(check))
    if check and s.objective[seat] > 1:
        objective.advance(s, seat, 1)  # "this alone cannot complete the objective"


# -- the Act II Resolution (F9-04) ----------------------------------------------------------------
def resolution_act2(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F9-04: completed, Call to Pilgrimage (05) to the Court deck, Portal Seekers (06) scrapped,
    and an Upgrade or Armor built on the Flagship wherever it is (a question: ``choose city
    hull``); failed, 05 scrapped, 06 to the Court deck, the Portal placed on the recorded planet,
    the Clues, Uncovering Clues and Clues to the Portal scrapped."""
    if completed:
        fate_resolution.to_court(s, ["F9-05"])
        fate_resolution.scrap(s, ["F9-06"])
        if flagship.has(s, seat):
            push_choice(s, seat, RESOLUTION, UPGRADE)
        return
    fate_resolution.scrap(s, ["F9-05"])
    fate_resolution.to_court(s, ["F9-06"])
    if s.portal < 0 and s.portal_secret >= 0:
        s.portal = s.portal_secret
    s.clues = []
    fate_resolution.scrap(s, [UNCOVERING_CLUES, CLUES_TO_THE_PORTAL])


def upgrade_options(s: CampaignState, seat: int) -> list[Args]:
    """A city or starport from the supply on an empty Upgrade, or on the Armor over a fresh
    Upgrade ("ignoring location": the planet types do not matter; reading: built fresh)."""
    out: list[Args] = []
    for c, column in enumerate(flagship.COLUMNS):
        upgrade, armor = flagship.slot(s, seat, c), flagship.slot(s, seat, 6 + c)
        if upgrade != EMPTY and (armor != EMPTY or upgrade & 1):
            continue
        if s.cities_left[seat] > 0:
            out.append(("city", column))
        if s.starports[seat] > 0:
            out.append(("starport", column))
    return out


def _resolution_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    return upgrade_options(s, int(choice[0])) if choice[2] == UPGRADE else []


def _resolution_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat = int(choice[0])
    c = flagship.COLUMNS.index(str(args[1]))
    j = c if flagship.slot(s, seat, c) == EMPTY else 6 + c  # its Upgrade, else its Armor
    kind = CITY if args[0] == "city" else STARPORT
    s.flagship_board[seat * flagship.SLOTS + j] = building_code(seat, kind, False)
    if kind == CITY:
        s.cities_left[seat] -= 1
    else:
        s.starports[seat] -= 1


RESOLUTION_POWER = Power(
    RESOLUTION, "Pathfinder Act II Resolution", choice_options=_resolution_options, choose=_resolution_choose
)


# -- views and positions --------------------------------------------------------------------------
def view(s: CampaignState, seat: int | None, omniscient: bool) -> dict[str, Any] | None:
    """The Clues placed (in order; the last 6 on the map), the Portal, and the recorded planet
    (only to the clue-giver: "hidden" to the others once recorded; public once the Portal is
    placed, which is on it)."""
    pf = pathfinder(s)
    if pf < 0 and not s.clues and s.portal < 0 and s.portal_secret < 0:
        return None
    recorded: str | None = None
    if s.portal_secret >= 0:
        sees = omniscient or s.portal >= 0 or (pf >= 0 and seat == clue_giver(s, pf))
        recorded = reach.SYSTEM_IDS[s.portal_secret] if sees else "hidden"
    return {
        "clues": [{"system": reach.SYSTEM_IDS[c >> 1], "check": bool(c & 1)} for c in s.clues],
        "portal": reach.SYSTEM_IDS[s.portal] if s.portal >= 0 else None,
        "recorded": recorded,
    }


def _planet(s: CampaignState, value: object, field: str) -> int:
    if value not in reach.SYSTEM_INDEX or reach.is_gate(reach.SYSTEM_INDEX[str(value)]):
        raise InvalidRecord(f"{field} must be a planet like '3.1', not {shorten(value, 20)}")
    x = reach.SYSTEM_INDEX[str(value)]
    if not s.in_play[x]:
        raise InvalidRecord(f"{field}: {value} is out of play")
    return x


def load_position(s: CampaignState, raw: object, rng: random.Random | None) -> None:
    """Read ``campaign.pathfinder`` (the form `view` gives). ``"recorded": "hidden"`` (a seat's
    observation) deals a planet every Clue placed agrees with (`rng`; the first without it).
    Raises `InvalidRecord` naming the field for Clues that disagree with the recorded planet, a
    Clue on it, two on a planet, or a Portal off it."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - {"clues", "portal", "recorded"}:
        raise InvalidRecord(
            f"campaign.pathfinder must be an object with clues, portal, recorded: {shorten(raw, 60)}"
        )
    items = raw.get("clues") or []
    if not isinstance(items, list):
        raise InvalidRecord(f"campaign.pathfinder.clues must be a list, not {shorten(items, 60)}")
    for i, item in enumerate(items):
        field = f"campaign.pathfinder.clues[{i}]"
        if (
            not isinstance(item, Mapping)
            or set(item) - {"system", "check"}
            or not isinstance(item.get("check"), bool)
        ):
            raise InvalidRecord(f"{field} must be an object with system and check (true or false)")
        s.clues.append(2 * _planet(s, item.get("system"), f"{field}.system") + int(bool(item["check"])))
    shown = [c >> 1 for c in on_map(s)]
    if len(set(shown)) != len(shown):
        raise InvalidRecord(
            "campaign.pathfinder.clues: two Clues on the map on one planet (F9-02: a planet with no Clue)"
        )
    if raw.get("portal") is not None:
        s.portal = _planet(s, raw.get("portal"), "campaign.pathfinder.portal")
    recorded = raw.get("recorded")
    if recorded == "hidden":
        fits = consistent(s)
        if not fits:
            raise InvalidRecord("campaign.pathfinder: no planet agrees with every Clue placed")
        s.portal_secret = rng.choice(fits) if rng is not None else fits[0]
    elif recorded is not None:
        s.portal_secret = _planet(s, recorded, "campaign.pathfinder.recorded")
    elif s.clues or s.portal >= 0:
        raise InvalidRecord("campaign.pathfinder.recorded: Clues or a Portal need a recorded planet")
    if s.portal_secret >= 0 and s.portal_secret not in consistent(s):
        raise InvalidRecord(
            f"campaign.pathfinder: the recorded planet {reach.SYSTEM_IDS[s.portal_secret]} disagrees with "
            "the Clues or the Portal (F9-03: a Check shares its cluster or symbol, an X neither)"
        )


def consistent(s: CampaignState) -> list[int]:
    """The planets the recorded one may be, given the Clues placed and the Portal."""
    if s.portal >= 0:
        return [s.portal]
    return [
        x
        for x in planets_in_play(s)
        if all(x != c >> 1 and matches(c >> 1, x) == bool(c & 1) for c in s.clues)
    ]


def problems(s: CampaignState) -> list[str]:
    """What the Pathfinder's tokens must keep (`invariants`)."""
    out: list[str] = []
    shown = [c >> 1 for c in on_map(s)]
    if len(set(shown)) != len(shown):
        out.append("two Clues on one planet")
    if s.portal >= 0 and s.portal != s.portal_secret:
        out.append("the Portal off the recorded planet")
    if s.portal_secret >= 0 and s.portal_secret not in consistent(s):
        out.append("a Clue disagrees with the recorded planet")
    if (s.clues or s.portal >= 0) and s.portal_secret < 0:
        out.append("Clues or a Portal with no recorded planet")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    """The plain view's lines (`render.fate_lines`)."""
    p = c.get("pathfinder")
    if not p:
        return []
    clues = p.get("clues") or []
    shown = clues[-CLUE_TOKENS:]
    words = [f"{x['system']} {'check' if x['check'] else 'X'}" for x in shown]
    out = [
        "Pathfinder: Clues "
        + (", ".join(words) or "none")
        + f"; Portal {p.get('portal') or 'not found'}"
        + (f"; recorded planet {p['recorded']}" if p.get("recorded") not in (None, "hidden") else "")
    ]
    return out


# -- registration (`fates.register_act2`; the objective's title and start: `cards.ACT2_OBJECTIVES`) --
resolution = resolution_act2
POWERS: Final = (SETUP_POWER, RESOLUTION_POWER)
