"""Interstellar Ambitions' fixed encodings for reinforcement learning, for any card file.

Loaded only by `ambitions.rl` (the spec names it as
``ambitions.games.interstellar.encoding:ENCODINGS``), so the engine never imports numpy.

**Any card set, one space.** The cards come from a file (`cards`), so the encodings never name a
card: a card is its *position* in its set's lists (the ships of ``ships``, ``mercs`` and
``emergency`` in file order, then the Shadow cards, colony events, planets with the home worlds,
techs and ambitions, each in file order), and each list has a documented maximum (`MAXIMA`:
48 ships, 20 Shadow cards, 32 colony events, 64 planets, 40 techs, 24 ambitions, the distinct ids
of each). The sizes of the action space and of the observation depend on those maxima only, so a
policy trained on one set plays another; a set with more cards of a kind is refused in one line
(`check_cards`). The designed default set uses 22, 15, 14, 42, 24 and 16 of them.

Since an action names its cards by id, the index of an action depends on the game's set: the
object the spec names (`ENCODINGS`) is the default set's, and `bind` gives the one for the set an
observation's options carry (``card_set``), as `ambitions.rl` asks for every game.

**Action index.** Families of an action kind and argument domains, a family's indexes the
mixed-radix number of its arguments' positions (the last fastest), as in Arcs. Domains:
``<seat>`` 0-5; ``<track>``; ``<token L-H>`` ``track.level`` for levels L..H; ``<resource>``;
the card positions above (``<ship>``, ``<ship*damage>`` a ship with 0-9 damage markers,
``<shadow>``, ``<planet>``, ``<tech>``, ``<ambition>``); multisets (``<k shadow>`` ... every choice
of k with repetition, in the order the engine writes them); ``<mix>`` (food, ore, science,
coins) taken with 1 to 24 in all; ``<1-16>`` a ship to attack; ``<1-20>`` resources stolen.

**Observation.** `encode` turns one seat's observation (`observe.observation`, nothing else)
into `OBSERVATION_SIZE` float32 values in [0, 1]; seats are relative (position 0 the observing
seat, then clockwise; fewer than 6 players leave the last positions zero), cards are positions.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import combinations_with_replacement
from typing import Any, Final, cast

import numpy as np
import numpy.typing as npt

from ambitions.core.errors import InvalidOptions
from ambitions.core.state import State
from ambitions.games.interstellar import cards as card_files
from ambitions.games.interstellar import data
from ambitions.games.interstellar.actions import Action, Arg, ship_text, token_text
from ambitions.games.interstellar.cards import CardSet
from ambitions.rl.families import ActionIndex, Block, Domain, Family, Value, one, place_blocks, word

MAX_SEATS: Final = 6
MAX_SHIPS: Final = 48
MAX_SHADOW: Final = 20
MAX_EVENTS: Final = 32
MAX_PLANETS: Final = 64
MAX_TECHS: Final = 40
MAX_AMBITIONS: Final = 24
MAXIMA: Final[dict[str, int]] = {
    "ships": MAX_SHIPS,
    "shadow": MAX_SHADOW,
    "colony_events": MAX_EVENTS,
    "planets": MAX_PLANETS,
    "techs": MAX_TECHS,
    "ambitions": MAX_AMBITIONS,
}
"""Distinct cards of each kind a card set may have for these encodings (ships: standard, mercs
and emergency together; planets: with the home worlds)."""
MAX_DAMAGE: Final = 9
"""Damage markers on one ship (a ship's combat value is at most 9 in the card format)."""
MAX_MIX: Final = 24
"""Resources of one's choice taken at once (``mix``): what home worlds produce, a world's level
(at most 5, and 3 more with the format's largest bonus): three of them at once. A game that
reaches more (large produce bonuses) meets an action outside the space: `ValueError`."""
MAX_ATTACK: Final = 16
MAX_STEAL: Final = 20
MAX_BUY: Final = max(data.SHADOW_BUY)
MAX_GAIN_CHOICE: Final = 5
"""The card format's largest ``gain_choice`` amount (Hidden Reserves' kind)."""
MAX_ADVANCE_OWN: Final = 3
"""The card format's largest ``advance_own`` amount."""
MAX_RATE: Final = data.EXCHANGE_RATE
RESOURCES: Final = data.RESOURCES
TRACKS: Final = data.TRACKS


def card_lists(cards: CardSet) -> dict[str, tuple[str, ...]]:
    """The ids of each kind of card, in the order that gives their positions."""
    return {
        "ships": tuple(cards.ships),
        "shadow": tuple(cards.shadow),
        "colony_events": tuple(cards.events),
        "planets": tuple(cards.planets),
        "techs": tuple(cards.techs),
        "ambitions": tuple(cards.ambitions),
    }


def check_cards(cards: CardSet) -> None:
    """Raise `InvalidOptions` for a card set with more cards of a kind than `MAXIMA`."""
    for kind, ids in card_lists(cards).items():
        if len(ids) > MAXIMA[kind]:
            raise InvalidOptions(
                f"card set {cards.name!r:.60} has {len(ids)} {kind.replace('_', ' ')}; Interstellar's "
                f"RL encodings take at most {MAXIMA[kind]} (docs/rl.md)"
            )


# -- domains and families ----------------------------------------------------------------------------
def multiset(name: str, base: Sequence[str], k: int, by_text: bool = False) -> Domain:
    """Every choice of `k` of `base` with repetition; written in base order, or (`by_text`) in
    text order, as the engine writes Shadow cards (sorted ids)."""
    values = []
    for combo in combinations_with_replacement(range(len(base)), k):
        value = tuple(base[i] for i in combo)
        values.append(tuple(sorted(value)) if by_text else value)
    return Domain(name, tuple(values))


def _padded(ids: Sequence[str], most: int, kind: str) -> tuple[str, ...]:
    return tuple(ids) + tuple(f"#{kind}{k}" for k in range(len(ids), most))


def tokens(low: int, high: int) -> tuple[str, ...]:
    return tuple(token_text(t, lv) for t in TRACKS for lv in range(low, high + 1))


def _token_pairs() -> tuple[Value, ...]:
    """Exchange Plans: one's own token and a rival's, on one track at different levels."""
    return tuple(
        (token_text(t, a), token_text(t, b)) for t in TRACKS for a in range(5) for b in range(5) if a != b
    )


MIX = Domain(
    "<mix>",
    tuple(
        (a, b, c, d)
        for a in range(MAX_MIX + 1)
        for b in range(MAX_MIX + 1 - a)
        for c in range(MAX_MIX + 1 - a - b)
        for d in range(MAX_MIX + 1 - a - b - c)
        if a + b + c + d >= 1
    ),
)


def families(lists: Mapping[str, Sequence[str]]) -> tuple[Family, ...]:
    """Every family, in index order, for a card set's lists (ids by kind, `card_lists`; laid out
    by `ActionIndex`)."""
    ship_ids = _padded(lists["ships"], MAX_SHIPS, "ship")
    shadow_ids = _padded(lists["shadow"], MAX_SHADOW, "shadow")
    seat = one("<seat>", range(MAX_SEATS))
    track = one("<track>", TRACKS)
    resource = one("<resource>", RESOURCES)
    ship = one("<ship>", ship_ids)
    shipref = one("<ship*damage>", (ship_text(s, d) for s in ship_ids for d in range(MAX_DAMAGE + 1)))
    shadow = one("<shadow>", shadow_ids)
    planet = one("<planet>", _padded(lists["planets"], MAX_PLANETS, "planet"))
    tech = one("<tech>", _padded(lists["techs"], MAX_TECHS, "tech"))
    ambition = one("<ambition>", _padded(lists["ambitions"], MAX_AMBITIONS, "ambition"))
    token14, token04 = one("<token 1-4>", tokens(1, 4)), one("<token 0-4>", tokens(0, 4))
    moving = tokens(0, data.STRONG)

    def shadows(k: int) -> Domain:
        return multiset(f"<{k} shadow>", shadow_ids, k, by_text=True)

    def resources(k: int) -> Domain:
        return multiset(f"<{k} resource>", RESOURCES, k)

    def moves(k: int) -> Domain:
        return multiset(f"<{k} token 0-3>", moving, k)

    plain = [
        "pass", "done", "produce", "advance-plans", "advance-instead", "buy-cards", "hire-mercs",
        "capture", "decline", "abandon", "pay-shortfall", "hold", "exchange", "keep", "buy",
    ]  # fmt: skip
    out: list[Family] = [Family(kind, ()) for kind in plain]
    out += [Family("keep", (shadows(k),)) for k in range(1, data.KEEP + 1)]
    out += [
        Family("pick", (tech,)),
        Family("place", (track,)),
        *(Family("advance", (moves(k),)) for k in range(1, data.ADVANCE_LIMIT + 1)),
        *(Family("gain", (resources(k),)) for k in range(1, MAX_GAIN_CHOICE + 1)),
        Family("mix", (MIX,)),
        *(Family("exchange", (resources(k), resource)) for k in range(1, MAX_RATE + 1)),
        # Shadow cards: played with their targets, discarded in a check, bought.
        Family("play", (shadow,)),
        Family("play", (shadow, one("<techs|planets|mercs>", ("techs", "planets", "mercs")))),
        Family("play", (shadow, seat)),
        Family("play", (shadow, seat, token04)),
        Family("play", (shadow, seat, Domain("<token> <token>", _token_pairs()))),
        Family("play", (shadow, seat, planet)),
        Family("play", (shadow, seat, shipref)),
        Family("play", (shadow, seat, tech)),
        *(Family("play", (shadow, resources(k))) for k in range(1, MAX_GAIN_CHOICE + 1)),
        *(Family("play", (shadow, moves(k))) for k in range(1, MAX_ADVANCE_OWN + 1)),
        Family("boost", (shadow,)),
        Family("resist", (shadow,)),
        Family("discard", (shadow,)),
        *(Family("buy", (shadows(k),)) for k in range(1, MAX_BUY + 1)),
        # The track and the actions.
        Family("take", (token14,)),
        Family("prepare", (track,)),
        Family("sweep", (resource,)),
        Family("colonise", (resource,)),
        Family("replace-with", (resource,)),
        Family("give", (planet, one("<seat|discard>", (*range(MAX_SEATS), "discard")))),
        Family("develop", (planet,)),
        Family("repair", (shipref,)),
        Family("build", (ship,)),
        Family("scrap", (shipref,)),
        Family("research", (tech,)),
        Family("replace", (tech,)),
        Family("pay", (ship,)),
        Family("release", (ship,)),
        Family("hire", (ship,)),
        Family("replace-merc", (ship,)),
        # FLEET.
        Family("raid", (seat,)),
        Family("invade", (seat,)),
        Family("order", (shipref,)),
        Family("attack", (one("<1-16>", range(1, MAX_ATTACK + 1)),)),
        Family("steal", (resource, one("<1-20>", range(1, MAX_STEAL + 1)))),
        Family("spoil", (one("<disrupt|none>", ("disrupt", "none")),)),
        Family("spoil", (word("acquire"), tech)),
        Family("spoil", (word("bombard"), planet)),
        Family("disrupt", (token14,)),
        Family("take-planet", (resource,)),
        Family("claim", (ambition,)),
    ]
    return tuple(out)


# -- observation -------------------------------------------------------------------------------------
FRAMES: Final = (
    "adjust-gain",
    "advance",
    "arrange",
    "boost",
    "build",
    "buy",
    "capture",
    "claim",
    "colonise",
    "develop",
    "disrupt",
    "exchange",
    "fleet",
    "give",
    "greenhouse",
    "hire",
    "keep",
    "last-planet",
    "make-room",
    "mix",
    "pick-tech",
    "place",
    "prepare",
    "produce-or-advance",
    "repair",
    "replace-merc",
    "replace-tech",
    "research",
    "resist",
    "scrap",
    "shadow",
    "shadow-mode",
    "shortfall",
    "spoil",
    "steal",
    "sweep",
    "take",
    "unmatched",
    "upkeep",
    "ambitions",
    "deal",
    "emergency",
    "event",
    "mercs",
    "planet",
    "reveal",
    "roll",
    "start",
    "techs",
    "check-resolve",
    "combat",
    "draw-emergency",
    "draw-shadow",
    "refill-mercs",
    "refill-stack",
    "refill-techs",
    "resources",
    "seize",
    "settle",
    "setup-players",
    "start-pool",
    "turn-end",
    "turn-start",
)
"""Every frame kind (`frames`: decisions, chance, automatic steps); a test keeps it complete."""
COMBAT_STAGES: Final = ("emergency", "arrange", "arrange-defender", "fight", "unmatched", "totals", "end")
S = MAX_SEATS
NT = len(TRACKS)
SEAT_EVENTS: Final = ("sabotage_kills", "raid_stolen", "underdog_invasions", "checks_won")
VP_PARTS: Final = ("planets", "set_bonus", "techs", "ships", "medals", "ambitions")
CHECK_SIZE: Final = 1 + MAX_SHADOW + 2 * S + 5


BLOCKS_IN_ORDER: Final = (
    Block("players", 4, "one-hot: 3, 4, 5 or 6 players"),
    Block("options", 5, "tiebreak_damage; exchange_mixed; tech_slots / 8; merc_slots / 8; a card file's set"),
    Block("phase", len(FRAMES) + 1, "one-hot: the top frame's kind (`frames`), then over"),
    Block(
        "pending",
        len(FRAMES) + 1 + S,
        "frames waiting, by kind / 4; their number / 16; top frame's relative seat",
    ),
    Block("seats_of_turn", 4 * S, "relative start player, seat whose turn it is, trigger seat, winner"),
    Block("round", 4, "round / 20; final turns left / 6; exchanges this turn / 3; exchange declined"),
    Block("winners", S, "relative seats sharing the victory"),
    Block("ambitions", MAX_AMBITIONS * (1 + S), "per ambition position: in play; claimed by relative seat"),
    Block(
        "techs",
        MAX_TECHS * (4 + S),
        "per tech position: face up; discarded; in the start pool; "
        "owned (a START tech); its owner (relative seat)",
    ),
    Block("tech_deck", 1, "tech deck / 40"),
    Block(
        "mercs",
        MAX_SHIPS * 3,
        "per ship position: face-up Merc slots / 3; Mercs discarded / 4; emergency ships discarded / 4",
    ),
    Block("decks", 4 + 4, "Merc, emergency, colony event, Shadow decks / 60; hidden planets per type / 20"),
    Block(
        "planets",
        MAX_PLANETS * 5,
        "per planet position: a stack's top; under a stack; discarded; out of play; colonised",
    ),
    Block("events", MAX_EVENTS, "colony events discarded, per event position / 4"),
    Block(
        "shadow_discard",
        MAX_SHADOW + S + MAX_SHADOW,
        "face-up Shadow discards per card / 4; face-down "
        "discards per relative seat / 8; this seat's own face-down discards per card / 4",
    ),
    Block("revealed", MAX_SHADOW + 1, "Shadow cards revealed to this seat per card / 5; revealed / 5"),
    Block("hand", MAX_SHADOW, "this seat's Shadow hand per card / 7"),
    Block("ultimate_free", NT, "free ULTIMATE slots per track / 2"),
    Block("seats", S, "relative seats present"),
    Block("resources", S * 4, "per relative seat: food, ore, science, coins / 20"),
    Block("tokens", S * NT * 5, "per relative seat, track, level: its tokens / 6"),
    Block("owned_planets", S * MAX_PLANETS, "per relative seat, planet position: development / 5"),
    Block("planet_marks", S * 2, "per relative seat: colony event markers / 8; siphoned planets / 8"),
    Block("fleet", S * MAX_SHIPS * 2, "per relative seat, ship position: ships / 8; damage markers / 20"),
    Block("known", S * MAX_TECHS * 2, "per relative seat, tech position: known; acquired"),
    Block(
        "seat_counts",
        S * 10,
        "per relative seat: hand / 7; fleet, shadow medals / 5; captured / 5; "
        "research penalty / 9; turns / 20; VP / 100; fleet combat / 40; planets / 8; ships / 8",
    ),
    Block(
        "seat_events",
        S * len(SEAT_EVENTS),
        "per relative seat: sabotage kills, raid thefts, underdog invasions, checks won / 10",
    ),
    Block("vp_parts", S * len(VP_PARTS), "per relative seat: VP from planets .. ambitions / 50"),
    Block("ambitions_met", S * MAX_AMBITIONS, "per relative seat: ambitions it could claim"),
    Block(
        "check",
        CHECK_SIZE,
        "a shadow check under way: present; card; relative seat, target; "
        "modifier; boosts, resists / 3; roll / 6; success",
    ),
    Block("last_check", CHECK_SIZE, "the last shadow check, as above"),
    Block(
        "combat",
        2 + 2 * S + 1 + len(COMBAT_STAGES) + 10 + MAX_SHIPS,
        "a combat under way: raid, invade; relative attacker, defender; level / 4; stage; index / 8; "
        "damaged mode; revealed; ships per side / 8; ordered, shown per side / 8; totals / 40; "
        "winner side; emergency ship",
    ),
    Block("last_combat", 2 + 3 * S, "the last combat: raid, invade; relative attacker, defender, winner"),
)


BLOCKS: Final = place_blocks(BLOCKS_IN_ORDER)
OBSERVATION_SIZE: Final = BLOCKS[-1].offset + BLOCKS[-1].size
AT: Final[dict[str, int]] = {b.name: b.offset for b in BLOCKS}
_FRAME: Final = {k: i for i, k in enumerate(FRAMES)}
_RES: Final = {r: i for i, r in enumerate(RESOURCES)}
_STAGE: Final = {k: i for i, k in enumerate(COMBAT_STAGES)}


class _Context:
    """What encoding one observation needs: relative seats and the card positions of its set."""

    def __init__(self, obs: Mapping[str, Any], positions: Mapping[str, Mapping[str, int]]) -> None:
        self.n = int(obs["players"])
        me = obs.get("seat")
        self.me = me if isinstance(me, int) and not isinstance(me, bool) and 0 <= me < self.n else 0
        self.ship = positions["ships"]
        self.shadow = positions["shadow"]
        self.event = positions["colony_events"]
        self.planet = positions["planets"]
        self.tech = positions["techs"]
        self.ambition = positions["ambitions"]

    def rel(self, seat: Any) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n:
            return -1
        return (seat - self.me) % self.n


def _hot(x: dict[int, float], base: int, position: int, value: float = 1.0) -> None:
    if position >= 0:
        x[base + position] = value


def _add(x: dict[int, float], base: int, position: int, value: float) -> None:
    if position >= 0:
        x[base + position] = x.get(base + position, 0.0) + value


def _game(x: dict[int, float], obs: Mapping[str, Any], c: _Context) -> None:
    at = AT
    _hot(x, at["players"], c.n - 3)
    options = obs.get("options") or {}
    x[at["options"]] = float(bool(options.get("tiebreak_damage")))
    x[at["options"] + 1] = float(bool(options.get("exchange_mixed")))
    x[at["options"] + 2] = float(options.get("tech_slots") or 0) / 8
    x[at["options"] + 3] = float(options.get("merc_slots") or 0) / 8
    x[at["options"] + 4] = float("card_set" in options)
    phase = obs.get("phase")
    _hot(x, at["phase"], len(FRAMES) if phase == "over" else _FRAME.get(str(phase), -1))
    pending = obs.get("pending") or []
    for frame in pending:
        _add(x, at["pending"], _FRAME.get(str(frame[0]), -1), 0.25)
    x[at["pending"] + len(FRAMES)] = len(pending) / 16
    if pending and len(pending[-1]) > 1:
        _hot(x, at["pending"] + len(FRAMES) + 1, c.rel(pending[-1][1]))
    for k, key in enumerate(("start_player", "turn_seat", "trigger", "winner")):
        _hot(x, at["seats_of_turn"] + k * S, c.rel(obs.get(key)))
    x[at["round"]] = obs["round"] / 20
    x[at["round"] + 1] = max(0, obs["final_turns"]) / 6
    x[at["round"] + 2] = obs["exchange_turn"] / 3
    x[at["round"] + 3] = float(bool(obs["exchange_declined"]))
    for p in obs.get("winners") or ():
        _hot(x, at["winners"], c.rel(p))
    for entry in obs["ambitions"]:
        k = c.ambition.get(entry["id"], -1)
        if k < 0:
            continue
        base = at["ambitions"] + k * (1 + S)
        x[base] = 1.0
        for p in entry["claims"]:
            _hot(x, base + 1, c.rel(p))


def _displays(x: dict[int, float], obs: Mapping[str, Any], c: _Context) -> None:
    """Techs, Mercs, planets, colony events, decks."""
    at = AT
    techs = obs["techs"]
    width = 4 + S
    for tech in techs["slots"]:
        _hot(x, at["techs"], c.tech.get(tech or "", -1) * width)
    for tech in techs["discard"]:
        _hot(x, at["techs"] + 1, c.tech.get(tech, -1) * width)
    for tech in techs["start_pool"]:
        _hot(x, at["techs"] + 2, c.tech.get(tech, -1) * width)
    for tech, owner in techs["owners"].items():
        k = c.tech.get(tech, -1)
        if k >= 0:
            x[at["techs"] + k * width + 3] = 1.0
            _hot(x, at["techs"] + k * width + 4, c.rel(owner))
    x[at["tech_deck"]] = techs["deck_size"] / MAX_TECHS
    mercs = obs["mercs"]
    for merc in mercs["slots"]:
        _add(x, at["mercs"], c.ship.get(merc or "", -1) * 3, 1 / 3)
    for merc in mercs["discard"]:
        _add(x, at["mercs"] + 1, c.ship.get(merc, -1) * 3, 0.25)
    for ship in obs["emergency"]["discard"]:
        _add(x, at["mercs"] + 2, c.ship.get(ship, -1) * 3, 0.25)
    sizes = (mercs, obs["emergency"], obs["colony_events"], obs["shadow"])
    for k, deck in enumerate(sizes):
        x[at["decks"] + k] = deck["deck_size"] / 60
    for k, kind in enumerate(data.PLANET_TYPES):
        stack = obs["planet_stacks"][kind]
        x[at["decks"] + 4 + k] = stack["hidden"] / 20
        _hot(x, at["planets"], c.planet.get(stack["top"] or "", -1) * 5)
        for planet in stack["bottom"]:
            _hot(x, at["planets"] + 1, c.planet.get(planet, -1) * 5)
        for planet in stack["discard"]:
            _hot(x, at["planets"] + 2, c.planet.get(planet, -1) * 5)
    for planet in obs["out_of_play"]:
        _hot(x, at["planets"] + 3, c.planet.get(planet, -1) * 5)
    for planet in obs["colonised"]:
        _hot(x, at["planets"] + 4, c.planet.get(planet, -1) * 5)
    for event in obs["colony_events"]["discard"]:
        _add(x, at["events"], c.event.get(event, -1), 0.25)


def _shadow(x: dict[int, float], obs: Mapping[str, Any], c: _Context) -> None:
    at = AT
    shadow = obs["shadow"]
    base = at["shadow_discard"]
    for entry in shadow["discard"]:
        card, owner = entry["card"], entry["seat"]
        if owner < 0:
            _add(x, base, c.shadow.get(card or "", -1), 0.25)
            continue
        _add(x, base + MAX_SHADOW, c.rel(owner), 1 / 8)
        if card is not None and c.rel(owner) == 0:
            _add(x, base + MAX_SHADOW + S, c.shadow.get(card, -1), 0.25)
    for card in shadow.get("revealed") or ():
        _add(x, at["revealed"], c.shadow.get(card, -1), 1 / MAX_BUY)
    x[at["revealed"] + MAX_SHADOW] = shadow["revealed_size"] / MAX_BUY
    ultimate = obs["ultimate_free"]
    for t, name in enumerate(TRACKS):
        x[at["ultimate_free"] + t] = ultimate.get(name, 0) / 2


def _seats(x: dict[int, float], obs: Mapping[str, Any], c: _Context) -> None:
    at = AT
    for p, entry in enumerate(obs["seats"]):
        r = c.rel(p)
        if r < 0:
            continue
        x[at["seats"] + r] = 1.0
        for k, res in enumerate(RESOURCES):
            x[at["resources"] + r * 4 + k] = entry["resources"][res] / 20
        for t, name in enumerate(TRACKS):
            for lv, count in enumerate(entry["tokens"][name][:5]):
                if count:
                    x[at["tokens"] + (r * NT + t) * 5 + lv] = count / data.TOKENS_PER_PLAYER
        markers = siphoned = 0
        for planet in entry["planets"]:
            _hot(x, at["owned_planets"] + r * MAX_PLANETS, c.planet.get(planet["id"], -1), planet["dev"] / 5)
            markers += len(planet["markers"])
            siphoned += bool(planet["siphoned"])
        x[at["planet_marks"] + r * 2] = markers / 8
        x[at["planet_marks"] + r * 2 + 1] = siphoned / 8
        for hull in entry["fleet"]:
            k = c.ship.get(hull["ship"], -1)
            _add(x, at["fleet"] + r * MAX_SHIPS * 2, k * 2, 1 / data.SHIP_LIMIT)
            _add(x, at["fleet"] + r * MAX_SHIPS * 2 + 1, k * 2, hull["damage"] / 20)
        base = at["known"] + r * MAX_TECHS * 2
        for tech in entry["known"]:
            _hot(x, base, c.tech.get(tech, -1) * 2)
        for tech in entry["acquired"]:
            _hot(x, base + 1, c.tech.get(tech, -1) * 2)
        base = at["seat_counts"] + r * 10
        counts = (
            entry["hand_size"] / data.HAND_LIMIT,
            entry["fleet_medals"] / 5,
            entry["shadow_medals"] / 5,
            entry["captured"] / 5,
            entry["research_penalty"] / 9,
            entry["turns_taken"] / 20,
            entry["vp"] / 100,
            entry["fleet_combat"] / 40,
            len(entry["planets"]) / data.PLANET_LIMIT,
            len(entry["fleet"]) / data.SHIP_LIMIT,
        )
        for k, value in enumerate(counts):
            x[base + k] = value
        for k, name in enumerate(SEAT_EVENTS):
            x[at["seat_events"] + r * len(SEAT_EVENTS) + k] = entry["events"].get(name, 0) / 10
        for k, name in enumerate(VP_PARTS):
            x[at["vp_parts"] + r * len(VP_PARTS) + k] = entry["vp_parts"].get(name, 0) / 50
        for amb in entry.get("ambitions_met") or ():
            _hot(x, at["ambitions_met"] + r * MAX_AMBITIONS, c.ambition.get(amb, -1))
        if r == 0:
            for card in entry.get("hand") or ():
                _add(x, at["hand"], c.shadow.get(card, -1), 1 / data.HAND_LIMIT)


def _check(x: dict[int, float], base: int, check: Mapping[str, Any] | None, c: _Context) -> None:
    if not check:
        return
    x[base] = 1.0
    _hot(x, base + 1, c.shadow.get(check["card"], -1))
    at = base + 1 + MAX_SHADOW
    _hot(x, at, c.rel(check["seat"]))
    _hot(x, at + S, c.rel(check["target"]))
    at += 2 * S
    x[at] = (check["modifier"] + 6) / 12
    x[at + 1] = check["boosts"] / data.MAX_BOOST
    x[at + 2] = check["resists"] / data.MAX_BOOST
    x[at + 3] = (check["roll"] or 0) / 6
    x[at + 4] = float(bool(check["success"]))


def _combat(x: dict[int, float], obs: Mapping[str, Any], c: _Context) -> None:
    at = AT
    _check(x, at["check"], obs.get("check"), c)
    _check(x, at["last_check"], obs.get("last_check"), c)
    combat = obs.get("combat")
    if combat:
        base = at["combat"]
        _hot(
            x, base, ("raid", "invade").index(combat["kind"]) if combat["kind"] in ("raid", "invade") else -1
        )
        _hot(x, base + 2, c.rel(combat["attacker"]))
        _hot(x, base + 2 + S, c.rel(combat["defender"]))
        base += 2 + 2 * S
        x[base] = combat["level"] / 4
        _hot(x, base + 1, _STAGE.get(combat["stage"], -1))
        base += 1 + len(COMBAT_STAGES)
        x[base] = combat["index"] / 8
        x[base + 1] = float(bool(combat["damaged_mode"]))
        x[base + 2] = float(bool(combat["revealed"]))
        for side in (0, 1):
            x[base + 3 + side] = len(combat["ships"][side]) / 8
            order = combat["order"][side]
            x[base + 5 + side] = len(order) / 8
            x[base + 7 + side] = sum(i is not None for i in order) / 8
        x[base + 9] = sum(combat["totals"]) / 40
        _hot(x, base + 10, c.ship.get(combat.get("emergency") or "", -1))
    last = obs.get("last_combat")
    if last:
        base = at["last_combat"]
        kind = last.get("kind")
        _hot(x, base, ("raid", "invade").index(kind) if kind in ("raid", "invade") else -1)
        for k, key in enumerate(("attacker", "defender", "winner")):
            _hot(x, base + 2 + k * S, c.rel(last.get(key)))


def encode_with(
    obs: Mapping[str, Any], positions: Mapping[str, Mapping[str, int]]
) -> npt.NDArray[np.float32]:
    """The observation vector of `obs` with the card positions of its set."""
    c = _Context(obs, positions)
    x: dict[int, float] = {}
    for part in (_game, _displays, _shadow, _seats, _combat):
        part(x, obs, c)
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    if x:
        count = len(x)
        out[np.fromiter(x.keys(), np.intp, count)] = np.fromiter(x.values(), np.float32, count)
        np.clip(out, 0.0, 1.0, out=out)
    return out


# -- the encodings object ----------------------------------------------------------------------------
class InterstellarEncodings:
    """Interstellar's action index and observation encoding for one card set (the
    `ambitions.rl.Encodings` protocol); `bind` gives the one for another set."""

    game = "interstellar"
    observation_shape: tuple[int, ...] = (OBSERVATION_SIZE,)

    def __init__(self, cards: CardSet) -> None:
        check_cards(cards)
        self.cards = cards
        lists = card_lists(cards)
        self.positions = {kind: {card: k for k, card in enumerate(ids)} for kind, ids in lists.items()}
        self.actions = ActionIndex(families(lists))
        self.families = self.actions.families
        self.num_actions = self.actions.end
        self._index: dict[Action, int] = {}
        self.observation_low = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
        self.observation_high = np.ones(OBSERVATION_SIZE, dtype=np.float32)

    def bind(self, observation: Mapping[str, Any]) -> InterstellarEncodings:
        """The encodings for the card set of the game `observation` comes from (its options'
        ``card_set``; the default set without one). `InvalidOptions` for a set past `MAXIMA`."""
        raw = (observation.get("options") or {}).get("card_set")
        if raw is None:
            return ENCODINGS
        if raw is self.cards.source:
            return self
        return for_card_set(raw)

    def action_index(self, action: Any) -> int:
        """The index of `action`; `ValueError` for anything outside the space."""
        found = self._index.get(action)
        if found is not None:
            return found
        if not isinstance(action, Action):
            raise ValueError(f"{action!r:.80} is not an Interstellar action")
        index = self.actions.find(action.kind, action.args)
        if index is not None:
            self._index[action] = index
            return index
        raise ValueError(
            f"{str(action)!r:.120} is not in Interstellar's action space for card set "
            f"{self.cards.name!r:.60} (docs/rl.md: its maxima)"
        )

    def index_action(self, state: State | None, index: int) -> Action:
        """The action at `index` for this card set (`ValueError` outside the space, or at a card
        position the set leaves empty)."""
        if (
            isinstance(index, bool)
            or not isinstance(index, int | np.integer)
            or not 0 <= index < self.num_actions
        ):
            raise ValueError(f"an Interstellar action index is 0..{self.num_actions - 1}, not {index!r:.40}")
        fam = self.actions.family_at(int(index))
        args = cast(tuple[Arg, ...], fam.arguments(int(index)))
        if any(isinstance(a, str) and "#" in a for a in args):
            raise ValueError(
                f"index {index} names a card position card set {self.cards.name!r:.60} leaves empty"
            )
        return Action(fam.kind, args)

    def encode(self, observation: Mapping[str, Any]) -> npt.NDArray[np.float32]:
        """`observation` as a vector, its cards by their positions in its own set."""
        return encode_with(observation, self.bind(observation).positions)

    def action_layout(self) -> list[tuple[int, int, str]]:
        return self.actions.layout()

    def observation_layout(self) -> list[tuple[int, int, str, str]]:
        return [(b.offset, b.size, b.name, b.about) for b in BLOCKS]


_BOUND: dict[str, InterstellarEncodings] = {}
"""Encodings by card set (its canonical JSON; a few sets at most in one process)."""
_BY_SOURCE: dict[int, tuple[Mapping[str, Any], InterstellarEncodings]] = {}
"""By the identity of a set's JSON (the observations of one game share it), kept alive."""


def for_card_set(raw: Mapping[str, Any]) -> InterstellarEncodings:
    """The encodings for the card set whose JSON is `raw` (`InvalidOptions` if it is no valid
    set, or past `MAXIMA`)."""
    held = _BY_SOURCE.get(id(raw))
    if held is not None and held[0] is raw:
        return held[1]
    key = _key(raw)
    found = _BOUND.get(key)
    if found is None:
        found = InterstellarEncodings(card_files.from_json(raw, "card_set"))
        _BOUND[key] = found
    if len(_BY_SOURCE) > 64:
        _BY_SOURCE.clear()
    _BY_SOURCE[id(raw)] = (raw, found)
    return found


def _key(raw: Mapping[str, Any]) -> str:
    """A card set's JSON, canonical: the key of its encodings."""
    return json.dumps(raw, sort_keys=True, separators=(",", ":"))


@cache
def _default() -> InterstellarEncodings:
    return InterstellarEncodings(card_files.default_cards())


ENCODINGS: Final = _default()
"""What the Interstellar `GameSpec` names: the default set's encodings (`bind` for another)."""
NUM_ACTIONS: Final = ENCODINGS.num_actions
