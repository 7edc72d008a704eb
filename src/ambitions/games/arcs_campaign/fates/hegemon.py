"""F10 Hegemon, Act II (Fates file "F10 — Hegemon"; card texts F10-01A/B, F10-02, F10-03, F10-04,
F10-05).

Setup (F10-01A), in its order: gain a Flagship (`flagship_setup`) with fresh starports on its
Defense Array and Slipstream Drive; replenish the fleet to 6 Loyal ships on the map, the Flagship
not counted, placed at the Flagship (`flagship.replenish_at_flagship`); then scrap any 4 Loyal
ships (``choose supply``, ``choose 3.3 fresh``: from the supply or the map, as the Blight
Speaker's scrap reads; out of the campaign, `CampaignState.scrapped_ships`); gain Planting
Banners (F10-02, an ability) and the 8 Banner tokens; Banners of Hegemony (F10-03, a law) into
the rules booklet; gain Song of the Banner (F10-04, lore).

The Banners (`CampaignState.banners`, 8 entries once set up): each `SUPPLY` (the Hegemon's),
``2 * system + damaged`` on the map, ``TROPHY + seat`` a Rival's Trophy, or `SCRAPPED`.

* Planting Banners (F10-02), a Prelude action as often as wished (``banner``): a Banner at the
  Flagship's planet, if it has no Banner and no piece that is not the Hegemon's (Rival ships or
  buildings, Imperial ships, Blight, Free buildings). Scrapped once the Hegemon has no Flagship.
  Banners are the Hegemon's Loyal pieces (`CampaignState.has_piece_at`).
* Banners of Hegemony (F10-03): harmed and repaired as buildings: a Rival with ships there may
  battle the Hegemon; hits reach them with the buildings (after the ships; a fresh one is
  damaged, a damaged one destroyed, the attacker's Trophy; ``hit banner-fresh``), a repair
  action repairs one (``repair banner 3.3``); never raided (no raid takes a piece); at the
  Intermission Blight destroys those with no ship beside them (`intermission_destroy`); when
  Warlord is scored, each player gains 2 Power per Banner among their Trophies, placed or not.
  Reading: Banner Trophies are Trophies, so they count for Warlord, and go back to the Hegemon's
  supply with the others once Warlord is scored (base p19).
* Song of the Banner (F10-04): the Hegemon's ships move between Banner planets as if adjacent
  (``move 3.3 5.2 1 0``: a move like the others, reading: one from a system with a Banner to
  another's planet); new actions once a turn each: Call Spirits (Tax): gain 2 resources of a
  Banner planet's type (``spirits 3.3``); Call Bodies (Build): 2 fresh ships at a Banner
  (``bodies 3.3``).

Objective (F10-01B, starting on 14): *Plant Banners of the New Order*: at each chapter's end, 1
per Banner on the map, doubled if the Hegemon won any ambition that chapter.

The Act II Resolution (F10-05) is `resolution_act2`; Act III's cards are `hegemon_act3`.
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
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import flagship
from ambitions.games.arcs_campaign.fates import cards, flagship_setup, fleet, objective, planet_tokens
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F10-01"
PLANTING_BANNERS = "F10-02"
BANNERS_OF_HEGEMONY = "F10-03"
SONG_OF_THE_BANNER = "F10-04"
RESOLUTION = "F10-05"
BANNERS: Final = 8
SUPPLY: Final = -1
SCRAPPED: Final = -2
TROPHY: Final = 100
FLEET: Final = 6
"""The Loyal ships on the map the setup's replenishing tops up to (F10-01A)."""
SCRAP_SHIPS: Final = 4
SCRAP = "scrap"
SPIRITS_FLAG, BODIES_FLAG = "call-spirits", "call-bodies"
TURN_FLAGS: Final = frozenset({SPIRITS_FLAG, BODIES_FLAG})
WARLORD_POWER: Final = 2


def hegemon(s: CampaignState) -> int:
    return objective.holder(s, cards.HEGEMON)


def on_map(s: CampaignState) -> list[int]:
    """The systems with a Banner (each once: one Banner to a planet)."""
    return planet_tokens.systems(s.banners, TROPHY)


def banner_at(s: CampaignState, system: int, seat: int) -> bool:
    """True if `seat` (the Hegemon) has a Banner in `system`: a Loyal piece (F10-02)."""
    return planet_tokens.held_at(s.banners, TROPHY, hegemon(s), system, seat)


# -- setup (F10-01A) ------------------------------------------------------------------------------
def setup_act2(s: CampaignState, seat: int) -> None:
    """F10-01A: the Flagship question (its answer replenishes the fleet), then the 4 ships
    scrapped; the Banners, the booklet's law and the lore at once."""
    push_choice(s, seat, OBJECTIVE_CARD, SCRAP, SCRAP_SHIPS)
    flagship_setup.ask(s, seat, OBJECTIVE_CARD)
    s.banners = [SUPPLY] * BANNERS
    fate_resolution.to_booklet(s, BANNERS_OF_HEGEMONY)
    fate_resolution.gain(s, seat, SONG_OF_THE_BANNER)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    if choice[2] == flagship_setup.STEP:
        return flagship_setup.options(s, choice)
    if choice[2] == SCRAP:
        return fleet.scrap_ship_options(s, int(choice[0]))
    return []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat = int(choice[0])
    if choice[2] == flagship_setup.STEP:
        flagship_setup.choose(s, choice, args, (flagship.DEFENSE, flagship.SLIPSTREAM))
        flagship.replenish_at_flagship(s, seat, FLEET)
        return
    fleet.scrap_ship(s, seat, args)
    if int(choice[3]) > 1:
        push_choice(s, seat, OBJECTIVE_CARD, SCRAP, int(choice[3]) - 1)


SETUP_POWER = Power(OBJECTIVE_CARD, "Hegemon Act II Setup", choice_options=_options, choose=_choose)


# -- Planting Banners (F10-02) --------------------------------------------------------------------
def only_hegemon_pieces(s: CampaignState, system: int, seat: int) -> bool:
    """No Rival ship or building, Imperial ship, Blight or Free building in `system`."""
    n = s.n
    if (
        s.imperial_fresh[system]
        or s.imperial_damaged[system]
        or s.blight_fresh[system]
        or s.blight_damaged[system]
    ):
        return False
    if any(s.fresh[system * n + p] or s.damaged[system * n + p] for p in range(n) if p != seat):
        return False
    if any(p != seat for p in [p for p, x in enumerate(s.flagship) if x == system]):
        return False
    return all(s.slots[k] < 0 or s.slots[k] >> 2 == seat for k in reach.SYSTEM_SLOTS[system])


def banner_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    if (
        not s.banners
        or seat != hegemon(s)
        or not s.prelude_open
        or s.turn_seat != seat
        or PLANTING_BANNERS in s.scrapped
        or SUPPLY not in s.banners
    ):
        return []
    x = s.flagship[seat]
    if x < 0 or reach.is_gate(x) or x in on_map(s) or not only_hegemon_pieces(s, x, seat):
        return []
    return [act("banner")]


def plant(s: CampaignState, seat: int, a: ArcsAction) -> None:
    s.banners[s.banners.index(SUPPLY)] = 2 * s.flagship[seat]


def scrap_without_flagship(s: CampaignState) -> None:
    """F10-02: "scrap this if you do not have a Flagship" (once the setup's question is
    answered)."""
    seat = hegemon(s)
    if seat < 0 or not s.banners or PLANTING_BANNERS in s.scrapped or flagship.has(s, seat):
        return
    if any(c[1] == OBJECTIVE_CARD for c in s.choices):
        return
    fate_resolution.scrap(s, [PLANTING_BANNERS])


# -- Banners of Hegemony (F10-03) -----------------------------------------------------------------
def battle_targets(s: CampaignState, seat: int, have: set[Args], truce: bool) -> list[Args]:
    """(system, Hegemon) where `seat` has ships (or its attacking Flagship) and a Banner stands
    with no other Hegemon piece the Arcs rules see; `truce`: the Truce Law forbids it there."""
    h = hegemon(s)
    if h < 0 or h == seat:
        return []
    out: list[Args] = []
    for x in on_map(s):
        i = x * s.n + seat
        if not (s.fresh[i] or s.damaged[i]) or (reach.SYSTEM_IDS[x], h) in have:
            continue
        if truce and s.imperial_fresh[x] + s.imperial_damaged[x]:
            continue
        out.append((reach.SYSTEM_IDS[x], h))
    return out


def hit_options(s: CampaignState) -> list[str]:
    """The defending Hegemon's Banner in the battle system, hit as a building."""
    if s.battle_side != "seat" or s.battle_defender != hegemon(s):
        return []
    for b in s.banners:
        if 0 <= b < TROPHY and b >> 1 == s.battle_system:
            return ["banner-damaged" if b & 1 else "banner-fresh"]
    return []


def hit(s: CampaignState, system: int, taker: int) -> None:
    """A hit on the Banner in `system`: fresh, it is damaged; damaged, destroyed: a Trophy."""
    for i, b in enumerate(s.banners):
        if 0 <= b < TROPHY and b >> 1 == system:
            s.banners[i] = TROPHY + taker if b & 1 else b | 1
            return


def repair_targets(s: CampaignState, seat: int) -> list[Args]:
    if seat != hegemon(s):
        return []
    return [("banner", reach.SYSTEM_IDS[b >> 1]) for b in s.banners if 0 <= b < TROPHY and b & 1]


def repair(s: CampaignState, system: int) -> None:
    s.banners[s.banners.index(2 * system + 1)] = 2 * system


def trophies(s: CampaignState, seat: int) -> int:
    """Banners among `seat`'s Trophies (counted for Warlord)."""
    return s.banners.count(TROPHY + seat)


def warlord_scored(s: CampaignState) -> None:
    """F10-03: Warlord scored, 2 Power per Banner Trophy to each player; then they go back."""
    if not s.banners or not s.chapter_scoring:
        return
    if not any(a[0] == arcs_data.AMBITIONS.index("warlord") for a in s.chapter_scoring[-1][1]):
        return
    for seat in range(s.n):
        s.power[seat] += WARLORD_POWER * trophies(s, seat)
    s.banners = [SUPPLY if b >= TROPHY else b for b in s.banners]


def intermission_destroy(s: CampaignState) -> None:
    """F10-03: at the Intermission, Blight destroys each Banner with no ship in its system
    (back to the Hegemon's supply: no battle, no Trophy)."""
    n = s.n
    for i, b in enumerate(s.banners):
        if 0 <= b < TROPHY:
            x = b >> 1
            ships = s.imperial_fresh[x] + s.imperial_damaged[x] + sum(s.fresh[x * n : (x + 1) * n])
            ships += sum(s.damaged[x * n : (x + 1) * n]) + sum(1 for y in s.flagship if y == x)
            if (s.blight_fresh[x] or s.blight_damaged[x]) and not ships:
                s.banners[i] = SUPPLY


# -- Song of the Banner (F10-04) ------------------------------------------------------------------
def sings(s: CampaignState, seat: int) -> bool:
    return SONG_OF_THE_BANNER in s.lore[seat] and seat == hegemon(s)


def move_targets(s: CampaignState, seat: int) -> list[Args]:
    """Moves between Banner planets not already adjacent: (src, dest, fresh, damaged)."""
    if not sings(s, seat):
        return []
    places = on_map(s)
    out: list[Args] = []
    for src in places:
        f, d = s.fresh[src * s.n + seat], s.damaged[src * s.n + seat]
        for dest in places:
            if dest == src or dest in s.adjacency[src]:
                continue
            for nf in range(f + 1):
                for nd in range(d + 1):
                    if nf + nd:
                        out.append((reach.SYSTEM_IDS[src], reach.SYSTEM_IDS[dest], nf, nd))
    return out


def spirits_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Call Spirits (Tax), once a turn: 2 resources of a Banner planet's type."""
    if not sings(s, seat) or SPIRITS_FLAG in s.turn_flags:
        return []
    return [act("spirits", reach.SYSTEM_IDS[x]) for x in sorted(on_map(s))]


def spirits(s: CampaignState, seat: int, system: object) -> None:
    s.turn_flags.append(SPIRITS_FLAG)
    r = reach.PLANET_RESOURCE[reach.SYSTEM_INDEX[str(system)]]
    for _ in range(2):
        resources.gain(s, seat, r)


def bodies_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Call Bodies (Build), once a turn: 2 fresh ships at a Banner."""
    if not sings(s, seat) or BODIES_FLAG in s.turn_flags or s.ships[seat] <= 0:
        return []
    return [act("bodies", reach.SYSTEM_IDS[x]) for x in sorted(on_map(s))]


def bodies(s: CampaignState, seat: int, system: object) -> None:
    s.turn_flags.append(BODIES_FLAG)
    x = reach.SYSTEM_INDEX[str(system)]
    placed = min(2, s.ships[seat])
    s.ships[seat] -= placed
    s.fresh[x * s.n + seat] += placed


# -- the objective (F10-01B) ----------------------------------------------------------------------
def chapter_end(s: CampaignState, seat: int) -> None:
    """*Plant Banners of the New Order*: 1 per Banner on the map, the same again if `seat` won
    any ambition at this chapter's scoring."""
    planted = len(on_map(s))
    objective.advance(s, seat, planted * (2 if objective.ambitions_won(s, seat) else 1))


# -- the Act II Resolution (F10-05) ---------------------------------------------------------------
def resolution_act2(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F10-05: completed, gain Mind Managers (06), the Prison Wardens (07-08) to the Court deck,
    Against Hegemony (09-10) scrapped; failed, 06 scrapped, 07-10 to the Court deck, the Banners
    off the map scrapped."""
    if completed:
        fate_resolution.gain(s, seat, "F10-06")
        fate_resolution.to_court(s, fate_resolution.ids("F10", 7, 8))
        fate_resolution.scrap(s, fate_resolution.ids("F10", 9, 10))
        return
    fate_resolution.scrap(s, ["F10-06"])
    fate_resolution.to_court(s, fate_resolution.ids("F10", 7, 8, 9, 10))
    s.banners = [b if 0 <= b < TROPHY else SCRAPPED for b in s.banners]


# -- views and positions --------------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, Any] | None:
    """The Banners, public: on the map (system, damaged), in the supply, Trophies, scrapped."""
    if not s.banners:
        return None
    k = s.n
    return {
        "map": [
            {"system": reach.SYSTEM_IDS[b >> 1], "damaged": bool(b & 1)} for b in s.banners if 0 <= b < TROPHY
        ],
        "supply": s.banners.count(SUPPLY),
        "trophies": [s.banners.count(TROPHY + p) for p in range(k)],
        "scrapped": s.banners.count(SCRAPPED),
    }


def load_position(s: CampaignState, raw: object) -> None:
    """Read ``campaign.banners`` (the form `view` gives; 8 Banners in all). Raises
    `InvalidRecord` naming the field for two Banners on a planet, one on a gate, or a count
    that is not 8."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - {"map", "supply", "trophies", "scrapped"}:
        raise InvalidRecord(
            f"campaign.banners must be an object with map, supply, trophies, scrapped: {shorten(raw, 60)}"
        )
    banners = planet_tokens.load(s, raw, "campaign.banners", "Banner", "F10-02", TROPHY)
    scrapped = raw.get("scrapped", 0)
    if isinstance(scrapped, bool) or not isinstance(scrapped, int) or scrapped < 0:
        raise InvalidRecord("campaign.banners.scrapped must be a count")
    banners += [SCRAPPED] * scrapped
    supply = raw.get("supply", BANNERS - len(banners))
    if (
        isinstance(supply, bool)
        or not isinstance(supply, int)
        or supply < 0
        or len(banners) + supply != BANNERS
    ):
        raise InvalidRecord(
            f"campaign.banners: {BANNERS} Banners in all (F10-01A), not {len(banners)} and {supply}"
        )
    s.banners = banners + [SUPPLY] * supply


def problems(s: CampaignState) -> list[str]:
    if not s.banners:
        return []
    out: list[str] = []
    if len(s.banners) != BANNERS:
        out.append(f"{len(s.banners)} Banners, not {BANNERS}")
    places = on_map(s)
    if len(set(places)) != len(places) or any(reach.is_gate(x) for x in places):
        out.append("two Banners on a planet, or one on a gate")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    b = c.get("banners")
    if not b:
        return []
    placed = [f"{m['system']}{' (damaged)' if m['damaged'] else ''}" for m in b.get("map") or []]
    held = [f"s{p} {k}" for p, k in enumerate(b.get("trophies") or []) if k]
    return [
        "Banners: "
        + (", ".join(placed) or "none on the map")
        + f"; {b.get('supply', 0)} in the supply"
        + (f"; Trophies {', '.join(held)}" if held else "")
        + (f"; {b['scrapped']} scrapped" if b.get("scrapped") else "")
    ]


# -- registration (`fates.register_act2`; the objective's title and start: `cards.ACT2_OBJECTIVES`) --
resolution = resolution_act2
POWERS: Final = (SETUP_POWER,)
