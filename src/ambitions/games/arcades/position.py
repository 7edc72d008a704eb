"""Building any position from JSON: the schema of `observe.observation`, most keys optional.

A position is a dict like an observation. Omitted keys take the value of a table after setup
(every planet stocked, every marker available, nothing else placed), and omitted supplies are
computed so that every piece and token is conserved; so a rule's example needs only the pieces
it shows::

    from_position({
        "game": "arcades", "players": 3, "initiative": 0,
        "agents": ["3.1", "4.1", "5.1"],
        "ships": [{"cluster": 3, "side": 0, "fresh": 2}, {"cluster": 3, "side": 1, "fresh": 1}],
        "seats": [{"hand": ["ADM2"], "resources": ["fuel"]}, {}, {}],
        "turn": {"side": 0, "card": "ADM5"},
    })

**The phase.** Without ``"phase"``: phantom ships waiting for a start card (``redeploy``),
else a 7th resource to drop (``drops``), each returning to what goes on under it; a battle
(``battle``); a turn (``turn`` naming a side: its AP the card's number unless ``ap`` says
otherwise, its card the round's latest play); compensation to take; a round's plays without a
turn, the next side's play (or the round's end); otherwise the start of a round (the initiative
holder to play; with no cards in any hand, the Ambition phase). The
initiative holder leads the round, so either gives the other; the round's ``turn`` follows from
its plays; a finished game's ``winner`` and each finished chapter's ``chapter_power`` (not shown:
the Power so far) are derived when not given. A phase that is an automatic step is run when the
position is built.

**Hidden cards.** Cards a position does not place (hands given only as ``hand_size``, the deck,
face-down cards, the phantom's stack and the bots' piles given as sizes) are dealt from the
cards seen nowhere (those left over lie face down out of play unless ``facedown_size`` is
given), in a fixed order, or at random with `rng` (`determinize`): the cards the viewing seat
passed in the draft go to its left neighbour's hand, and the cards it discarded never go to a
hand. A rival who has chosen its draft keep keeps two of its hidden cards. During the rounds,
a side given no cards at all (no ``hand`` nor ``hand_size``; a bot or the phantom no offer nor
pile) is dealt the rounds it still plays: as many as the first person whose hand is given holds
(with this round's play), one in a round under way otherwise.

**None is null.** A missing side, planet, cluster or card is ``null``, as observations write
it. Observations wrote ``-1`` for no side before (``initiative``, ``winner``, ``round.lead``,
``turn.side``, a ``setup`` step's side), so those fields still read ``-1`` as null: a position
saved then loads as it did. No other field takes ``-1``, and the phantom's side is ``2`` (the
action texts' ``phantom`` is not a position's).

**Everything is checked.** Every field is read with its type and range; unknown keys, cards that
exist twice and counts beyond the box are errors. The state built must pass the game's
invariants: its structure (what the phase says is going on matches the rest) before its
automatic steps run, and every invariant (`invariants.problems`) after them; and the seat to
decide must have a legal action. So a position built plays on as a game would. Anything wrong
raises `InvalidRecord` naming the field. The derived keys of an observation (``influence``,
``round.order``, a marker's ``value``, ``legal_actions``, ``seat``, ``phantom_side``,
``threshold``, ``mode``, ``human``) are accepted and ignored.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final, NoReturn

from ambitions.core.errors import AmbitionsError, InvalidRecord, shorten
from ambitions.core.records import is_whole
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcades import ambition, cardplay, data, flow, invariants, setup
from ambitions.games.arcades.actions import parse
from ambitions.games.arcades.invariants import ship_total
from ambitions.games.arcades.state import (
    ATTACKED,
    CHANCE_PHASES,
    COLLECTED,
    COLONIZED,
    EMPTY,
    INTERRUPTS,
    PHANTOM,
    RESEARCHED,
    ROUND_PHASES,
    ArcadesState,
    Phase,
)

PHASES: Final = {v for k, v in vars(Phase).items() if not k.startswith("_") and isinstance(v, str)}
TOP_KEYS: Final = frozenset(
    {
        "game", "players", "options", "mode", "seat", "phantom_side", "chapter", "phase",
        "current_player", "threshold", "initiative", "human", "setup", "start_pile", "start_discard",
        "markers", "draft_pass", "round", "played", "turn", "bot", "battle", "ships", "agents",
        "cities", "tokens", "resource_supply", "extra_tokens", "seats", "phantom", "deck_size",
        "facedown_size", "drops", "compensation", "redeploy", "resume_phase", "events",
        "chapter_power", "winner", "influence", "legal_actions", "deck", "facedown", "seed",
        "chance_count", "history",
    }
)  # fmt: skip
SEAT_KEYS: Final = frozenset(
    {
        "power", "bot", "supply", "fleet", "removed", "cities_left", "advances", "resources",
        "trophies", "kills", "hand_size", "kept_chosen", "discarded_count", "offer", "pile_size",
        "hand", "kept", "passed", "discarded", "pile",
    }
)  # fmt: skip
ROUND_KEYS: Final = frozenset({"lead", "zeroed", "turn", "plays", "order"})
TURN_KEYS: Final = frozenset(
    {"side", "card", "mode", "ap", "researched", "colonized", "collected", "attacked"}
)
BOT_KEYS: Final = frozenset({"stage", "start", "runs"})
BATTLE_KEYS: Final = frozenset(
    {
        "attacker", "cluster", "defender", "stage", "dice", "faces", "rerolled", "self_hits",
        "intercepts", "hits", "keys", "pyramids", "first", "resume",
    }
)  # fmt: skip
PHANTOM_KEYS: Final = frozenset({"supply", "offer", "stack_size", "stack"})
MARKER_KEYS: Final = frozenset({"value", "flipped", "cluster"})
DROP_KEYS: Final = frozenset({"seat", "resource", "planet", "stolen_from"})


def fail(field: str, what: str, value: Any) -> NoReturn:
    raise InvalidRecord(f"{field} must be {what}, not {shorten(value, 60)}")


class Reader:
    """Typed reads of one position, every error naming its field."""

    def __init__(self, n: int, sides: int) -> None:
        self.n = n
        self.sides = sides

    def fields(self, value: Any, field: str, known: frozenset[str]) -> Mapping[str, Any]:
        if value is None:
            return {}
        if not isinstance(value, Mapping):
            fail(field, "an object", value)
        unknown = sorted(set(value) - known)
        if unknown:
            raise InvalidRecord(f"{field} has unknown keys {unknown}; known: {', '.join(sorted(known))}")
        return {k: v for k, v in value.items() if v is not None}

    def items(self, value: Any, field: str) -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list | tuple):
            fail(field, "a list", value)
        return list(value)

    def whole(self, value: Any, field: str, lo: int = 0, hi: int = 10**6) -> int:
        if not is_whole(value) or not lo <= value <= hi:
            fail(field, f"a whole number {lo}..{hi}", value)
        return int(value)

    def flag(self, value: Any, field: str) -> bool:
        if not isinstance(value, bool):
            fail(field, "true or false", value)
        return value

    def text(self, value: Any, field: str) -> str:
        if not isinstance(value, str):
            fail(field, "text", value)
        return value

    def side(self, value: Any, field: str, empty: bool = False) -> int:
        """A side: a seat, or the phantom's side number (2, as observations write it; not the
        word ``phantom`` of the action texts); with `empty`, null for none (`EMPTY`). The legacy
        ``-1`` for none is read too: observations wrote it before they wrote null, in the
        fields that read sides with `empty` (``initiative``, ``winner``, ``round.lead``,
        ``turn.side``, a setup step's side), so a position saved then still loads."""
        if empty and (value is None or value == -1 and is_whole(value)):
            return EMPTY
        return self.whole(value, field, 0, self.sides - 1)

    def seat(self, value: Any, field: str, empty: bool = False) -> int:
        """A seat; with `empty`, null (or the legacy ``-1``, see `side`) for none."""
        if empty and (value is None or value == -1 and is_whole(value)):
            return EMPTY
        return self.whole(value, field, 0, self.n - 1)

    def cluster(self, value: Any, field: str) -> int:
        if value is None:
            return EMPTY
        return self.whole(value, field, 1, data.CLUSTERS) - 1

    def planet(self, value: Any, field: str) -> int:
        if value is None:
            return EMPTY
        if not isinstance(value, str) or value not in data.PLANET_INDEX:
            fail(field, "a planet 1.1..6.3", value)
        return data.PLANET_INDEX[value]

    def card(self, value: Any, field: str) -> str:
        if not isinstance(value, str) or value not in data.ACTION_CARD_SET:
            fail(field, "an action card (ADM1..MOB7)", value)
        return value

    def cards(self, value: Any, field: str) -> list[str]:
        out = [self.card(c, f"{field}[{i}]") for i, c in enumerate(self.items(value, field))]
        if len(set(out)) != len(out):
            fail(field, "cards, each once", value)
        return out

    def resource(self, value: Any, field: str) -> int:
        if value not in data.RESOURCES:
            fail(field, f"a resource ({', '.join(data.RESOURCES)})", value)
        return data.RESOURCES.index(value)


def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> ArcadesState:
    """The state `pos` describes (raises `InvalidRecord`); hidden cards dealt from `rng`."""
    try:
        return _load(pos, rng)
    except InvalidRecord:
        raise
    except AmbitionsError as exc:
        raise InvalidRecord(str(exc)) from None


def _load(pos: Mapping[str, Any], rng: random.Random | None) -> ArcadesState:
    if not isinstance(pos, Mapping):
        fail("a position", "a JSON object", pos)
    if pos.get("game") != "arcades":
        fail("game", '"arcades"', pos.get("game"))
    unknown = sorted(set(pos) - TOP_KEYS)
    if unknown:
        raise InvalidRecord(f"unknown position keys {unknown}")
    players = pos.get("players")
    if players not in (2, 3, 4) or not is_whole(players):
        fail("players", "2, 3 or 4", players)
    options = pos.get("options") or {}
    if not isinstance(options, Mapping):
        fail("options", "an object", options)
    setup.check_options(players, dict(options))
    seed = pos.get("seed", 0)
    if not is_whole(seed):
        fail("seed", "a whole number", seed)
    s = ArcadesState.blank(players, seed, dict(options))
    n, m = s.n, s.sides
    rd = Reader(n, m)
    get = {k: v for k, v in pos.items() if v is not None}

    s.chapter = rd.whole(get.get("chapter", 1), "chapter", 1, data.CHAPTERS)
    s.chance_count = rd.whole(get.get("chance_count", 0), "chance_count")
    s.initiative = rd.side(get.get("initiative"), "initiative", empty=True)
    s.winner = rd.seat(get.get("winner"), "winner", empty=True)
    s.draft_pass = rd.whole(get.get("draft_pass", 0), "draft_pass", 0, data.DRAFT_PASSES)
    # Setup still to do.
    for i, step in enumerate(rd.items(get.get("setup"), "setup")):
        f = f"setup[{i}]"
        if not isinstance(step, list | tuple) or len(step) != 3:
            fail(f, "[step, side, cluster]", step)
        name = rd.text(step[0], f"{f}[0]")
        if name not in (
            "draw-agent",
            "agent",
            "ships",
            "reset-pile",
            "phantom-ships",
            "draw-ships",
            "draw-city",
        ):
            fail(f"{f}[0]", "a setup step", name)
        side = rd.side(step[1], f"{f}[1]", empty=True)
        s.setup_steps.append((name, side, rd.cluster(step[2], f"{f}[2]")))
    s.start_pile = sorted(
        rd.whole(c, f"start_pile[{i}]", 1, 6)
        for i, c in enumerate(rd.items(get.get("start_pile", list(data.START_CARDS)), "start_pile"))
    )
    s.start_discard = [
        rd.whole(c, f"start_discard[{i}]", 1, 6)
        for i, c in enumerate(rd.items(get.get("start_discard"), "start_discard"))
    ]
    # Markers: listed by index.
    for i, raw in enumerate(rd.items(get.get("markers"), "markers")[: len(data.MARKERS)]):
        mk = rd.fields(raw, f"markers[{i}]", MARKER_KEYS)
        if "flipped" in mk:
            s.marker_flipped[i] = rd.flag(mk["flipped"], f"markers[{i}].flipped")
        s.marker_at[i] = rd.cluster(mk.get("cluster"), f"markers[{i}].cluster")
    # The map.
    for i, raw in enumerate(rd.items(get.get("ships"), "ships")):
        f = f"ships[{i}]"
        sh = rd.fields(raw, f, frozenset({"cluster", "side", "fresh", "damaged"}))
        c = rd.cluster(sh.get("cluster"), f"{f}.cluster")
        if c < 0:
            fail(f"{f}.cluster", "a cluster 1..6", None)
        side = rd.side(sh.get("side"), f"{f}.side")
        s.fresh[c * m + side] += rd.whole(sh.get("fresh", 0), f"{f}.fresh", 0, data.BOT_SHIPS)
        s.damaged[c * m + side] += rd.whole(sh.get("damaged", 0), f"{f}.damaged", 0, data.BOT_SHIPS)
    agents = rd.items(get.get("agents"), "agents")
    if agents and len(agents) != m:
        fail("agents", f"a list of {m} planets (one per side)", agents)
    for side, raw in enumerate(agents):
        s.agents[side] = rd.planet(raw, f"agents[{side}]")
    for i, raw in enumerate(rd.items(get.get("cities"), "cities")):
        f = f"cities[{i}]"
        ci = rd.fields(raw, f, frozenset({"planet", "seat", "fresh"}))
        q = rd.planet(ci.get("planet"), f"{f}.planet")
        if q < 0 or s.cities[q] >= 0:
            fail(f"{f}.planet", "a planet without a city", ci.get("planet"))
        seat = rd.seat(ci.get("seat"), f"{f}.seat")
        s.cities[q] = seat * 2 + (1 if rd.flag(ci.get("fresh", False), f"{f}.fresh") else 0)
    if "tokens" in get:
        for i, raw in enumerate(rd.items(get["tokens"], "tokens")):
            q = rd.planet(raw, f"tokens[{i}]")
            if q < 0:
                fail(f"tokens[{i}]", "a planet", raw)
            s.tokens[q] = True
    else:
        s.tokens = [True] * data.PLANETS
    # Seats.
    raw_seats = rd.items(get.get("seats"), "seats")
    if raw_seats and len(raw_seats) != n:
        fail("seats", f"a list of {n} seats", raw_seats)
    seat_fields = [rd.fields(raw, f"seats[{p}]", SEAT_KEYS) for p, raw in enumerate(raw_seats)] or [{}] * n
    for p, st in enumerate(seat_fields):
        f = f"seats[{p}]"
        if "bot" in st and rd.flag(st["bot"], f"{f}.bot") != s.bots[p]:
            fail(f"{f}.bot", str(s.bots[p]).lower(), st["bot"])
        s.power[p] = rd.whole(st.get("power", 0), f"{f}.power")
        for a in rd.items(st.get("advances"), f"{f}.advances"):
            if a not in data.ADVANCES:
                fail(f"{f}.advances", f"advances ({', '.join(data.ADVANCES)})", a)
            s.advances[p] |= 1 << data.ADVANCES.index(a)
        slots = rd.items(st.get("resources"), f"{f}.resources")
        if len(slots) > data.BOARD_SLOTS:
            fail(f"{f}.resources", "at most 6 slots", slots)
        for k, r in enumerate(slots):
            s.resources[p * data.BOARD_SLOTS + k] = (
                EMPTY if r is None else rd.resource(r, f"{f}.resources[{k}]")
            )
        for i, raw in enumerate(rd.items(st.get("trophies"), f"{f}.trophies")):
            t = rd.fields(raw, f"{f}.trophies[{i}]", frozenset({"owner", "count"}))
            owner = rd.side(t.get("owner"), f"{f}.trophies[{i}].owner")
            s.trophies[p * m + owner] += rd.whole(t.get("count", 0), f"{f}.trophies[{i}].count", 0, 2)
        s.kills[p] = rd.whole(st.get("kills", 0), f"{f}.kills", 0, 1)
        default_fleet = 0 if s.bots[p] or s.advances[p] >> data.FLEET_EXPANSION & 1 else data.FLEET_SHIPS
        s.fleet[p] = rd.whole(st.get("fleet", default_fleet), f"{f}.fleet", 0, data.FLEET_SHIPS)
        s.removed[p] = rd.whole(st.get("removed", 0), f"{f}.removed", 0, data.SHIPS + data.FLEET_SHIPS)
        on_map = sum(1 for code in s.cities if code >= 0 and code >> 1 == p)
        default_cities = 0 if s.bots[p] else max(0, data.CITIES - on_map)
        s.cities_left[p] = rd.whole(st.get("cities_left", default_cities), f"{f}.cities_left", 0, data.CITIES)
        s.offers[p] = rd.cards(st.get("offer"), f"{f}.offer")
        s.hands[p] = sorted(rd.cards(st["hand"], f"{f}.hand")) if "hand" in st else []
        s.kept[p] = sorted(rd.cards(st.get("kept"), f"{f}.kept"))
        s.passed[p] = rd.cards(st.get("passed"), f"{f}.passed")
        s.discarded[p] = rd.cards(st.get("discarded"), f"{f}.discarded")
        if "pile" in st:
            s.piles[p] = rd.cards(st["pile"], f"{f}.pile")
    # The phantom.
    ph = rd.fields(get.get("phantom"), "phantom", PHANTOM_KEYS)
    if ph and not s.phantom:
        fail("phantom", "null without the 2-player phantom", get.get("phantom"))
    s.phantom_offer = rd.cards(ph.get("offer"), "phantom.offer")
    if "stack" in ph:
        s.phantom_stack = rd.cards(ph["stack"], "phantom.stack")
    # The round and the turn.
    rnd = rd.fields(get.get("round"), "round", ROUND_KEYS)
    trn = rd.fields(get.get("turn"), "turn", TURN_KEYS)
    s.zeroed = rd.flag(rnd.get("zeroed", False), "round.zeroed")
    s.round_turn = rd.whole(rnd.get("turn", 0), "round.turn", 0, m - 1)
    for i, raw in enumerate(rd.items(rnd.get("plays"), "round.plays")):
        pl = rd.fields(raw, f"round.plays[{i}]", frozenset({"side", "card"}))
        s.plays.append(
            (
                rd.side(pl.get("side"), f"round.plays[{i}].side"),
                rd.card(pl.get("card"), f"round.plays[{i}].card"),
            )
        )
    s.played = rd.cards(get.get("played"), "played")
    s.turn_side = rd.side(trn.get("side"), "turn.side", empty=True)
    if s.turn_side >= 0:
        s.turn_card = rd.card(trn.get("card"), "turn.card")
        number = cardplay.number(s.turn_card)
        s.turn_mode = rd.text(trn.get("mode", ""), "turn.mode")
        if s.turn_mode not in ("", "ap", "place"):
            fail("turn.mode", '"", "ap" or "place"', s.turn_mode)
        s.ap = rd.whole(trn.get("ap", number if number < data.SEVEN else 0), "turn.ap", 0, 6)
        for key, bit in (
            ("researched", RESEARCHED),
            ("colonized", COLONIZED),
            ("collected", COLLECTED),
            ("attacked", ATTACKED),
        ):
            if rd.flag(trn.get(key, False), f"turn.{key}"):
                s.turn_flags |= bit
        if (s.turn_side, s.turn_card) not in s.plays:
            s.plays.append((s.turn_side, s.turn_card))  # the turn's card is the latest play
    s.lead_side = rd.side(rnd.get("lead"), "round.lead", empty=True)
    bot = rd.fields(get.get("bot"), "bot", BOT_KEYS)
    s.bot_stage = rd.text(bot.get("stage", ""), "bot.stage")
    if s.bot_stage not in ("", "place", "main", "agent"):
        fail("bot.stage", '"", "place", "main" or "agent"', s.bot_stage)
    s.bot_start = rd.cluster(bot.get("start"), "bot.start")
    s.bot_runs = rd.whole(bot.get("runs", 0), "bot.runs", 0, 2)
    _battle(s, rd, rd.fields(get.get("battle"), "battle", BATTLE_KEYS))
    # Interrupts and queues.
    for i, raw in enumerate(rd.items(get.get("drops"), "drops")):
        s.drops.append(_drop(s, rd, raw, f"drops[{i}]", "tokens" in get))
    s.compensation = [
        rd.seat(p, f"compensation[{i}]")
        for i, p in enumerate(rd.items(get.get("compensation"), "compensation"))
    ]
    red = rd.fields(get.get("redeploy"), "redeploy", frozenset({"ships", "avoid"}))
    s.redeploy = rd.whole(red.get("ships", 0), "redeploy.ships", 0, data.PHANTOM_SHIPS)
    s.redeploy_avoid = rd.cluster(red.get("avoid"), "redeploy.avoid")
    s.resume_phase = rd.text(get.get("resume_phase", ""), "resume_phase")
    s.events = [rd.text(e, f"events[{i}]") for i, e in enumerate(rd.items(get.get("events"), "events"))]
    s.chapter_power = [
        [rd.whole(v, f"chapter_power[{i}][{p}]") for p, v in enumerate(rd.items(row, f"chapter_power[{i}]"))]
        for i, row in enumerate(rd.items(get.get("chapter_power"), "chapter_power"))
    ]
    # The phase, and what follows from it and the round.
    _phase(s, rd, get)
    _derived(s, rnd, get)
    # Supplies: what the box holds minus what is elsewhere; then the hidden cards.
    _supplies(s, rd, get, seat_fields, ph)
    _cards(s, rd, get, seat_fields, ph, rng)
    if "history" in get:
        try:
            s.history = [
                parse(rd.text(t, f"history[{i}]")) for i, t in enumerate(rd.items(get["history"], "history"))
            ]
        except AmbitionsError as exc:
            raise InvalidRecord(f"history: {exc}") from None
    # The state's structure holds before its automatic steps run, so they run as in a game;
    # every invariant holds after them.
    _consistent(invariants.structure(s))
    _decide(s, get)
    _consistent(invariants.problems(s))
    return s


def _consistent(found: list[str]) -> None:
    if found:
        raise InvalidRecord("the position is not consistent: " + "; ".join(found[:5]))


def _drop(s: ArcadesState, rd: Reader, raw: Any, f: str, tokens_given: bool) -> tuple[int, int, int, int]:
    """A pending 7th resource (A28): who gains what, and where it came from (``planet``, or
    ``stolen_from`` a board's slot 1-6; neither: the supply or a payment, which is also how a
    position saved before the source was recorded reads). Without ``tokens``, the planet named
    is the one stocked planet without its token."""
    d = rd.fields(raw, f, DROP_KEYS)
    seat = rd.seat(d.get("seat"), f"{f}.seat")
    if s.bots[seat]:
        fail(f"{f}.seat", "a seat that holds resources (a bot takes Power instead)", seat)
    resource = rd.resource(d.get("resource"), f"{f}.resource")
    planet = rd.planet(d.get("planet"), f"{f}.planet")
    if planet >= 0:
        if data.PLANET_TYPE[planet] != resource:
            fail(f"{f}.planet", f"a planet whose token is {data.RESOURCES[resource]}", d.get("planet"))
        if not tokens_given:
            s.tokens[planet] = False
        if s.tokens[planet] or any(q == planet for _, _, q, _ in s.drops):
            fail(f"{f}.planet", "a planet whose token is being collected (none on it)", d.get("planet"))
    slot = EMPTY
    if "stolen_from" in d:
        if planet >= 0:
            fail(f"{f}.stolen_from", "null when the token came from a planet", d["stolen_from"])
        sf = rd.fields(d["stolen_from"], f"{f}.stolen_from", frozenset({"seat", "slot"}))
        victim = rd.seat(sf.get("seat"), f"{f}.stolen_from.seat")
        if victim == seat or s.bots[victim]:
            fail(f"{f}.stolen_from.seat", "another seat's board (not a bot's)", victim)
        slot = victim * data.BOARD_SLOTS + rd.whole(sf.get("slot"), f"{f}.stolen_from.slot", 1, 6) - 1
        if s.resources[slot] >= 0 or any(k == slot for _, _, _, k in s.drops):
            fail(f"{f}.stolen_from.slot", "the empty slot the token was stolen from", sf.get("slot"))
    return seat, resource, planet, slot


def _battle(s: ArcadesState, rd: Reader, b: Mapping[str, Any]) -> None:
    if not b or b.get("stage", "") == "":
        return
    s.battle_attacker = rd.seat(b.get("attacker"), "battle.attacker")
    s.battle_cluster = rd.cluster(b.get("cluster"), "battle.cluster")
    if s.battle_cluster < 0:
        fail("battle.cluster", "a cluster 1..6", None)
    s.battle_defender = rd.side(b.get("defender"), "battle.defender")
    s.battle_stage = rd.text(b.get("stage"), "battle.stage")
    if s.battle_stage not in (
        "dice",
        "roll",
        "reroll",
        "reroll-roll",
        "self",
        "intercept",
        "hits",
        "keys",
        "push",
    ):
        fail("battle.stage", "a battle stage", s.battle_stage)
    dice = rd.items(b.get("dice", [0, 0, 0]), "battle.dice")
    if len(dice) != 3:
        fail("battle.dice", "[assault, skirmish, raid]", dice)
    a, k, r = (rd.whole(x, f"battle.dice[{i}]", 0, data.MAX_DICE) for i, x in enumerate(dice))
    s.battle_dice = (a, k, r)
    faces = []
    for i, face in enumerate(rd.items(b.get("faces"), "battle.faces")):
        text = rd.text(face, f"battle.faces[{i}]")
        if len(text) != 2 or text[0] not in data.DIE_LETTERS or text[1] not in "012345":
            fail(f"battle.faces[{i}]", "a die letter and face, like A3", face)
        faces.append((data.DIE_LETTERS.index(text[0]), int(text[1])))
    s.battle_faces = faces
    s.battle_rerolled = rd.flag(b.get("rerolled", False), "battle.rerolled")
    s.battle_self = rd.whole(b.get("self_hits", 0), "battle.self_hits", 0, 10)
    s.battle_intercept = rd.whole(b.get("intercepts", 0), "battle.intercepts", -1, 20)
    s.battle_hits = rd.whole(b.get("hits", 0), "battle.hits", 0, 10)
    s.battle_keys = rd.whole(b.get("keys", 0), "battle.keys", 0, 10)
    s.battle_pyramids = rd.whole(b.get("pyramids", 0), "battle.pyramids", 0, 5)
    s.battle_first = rd.flag(b.get("first", False), "battle.first")
    s.battle_resume = rd.text(
        b.get("resume", Phase.BOT_TURN if s.bots[s.battle_attacker] else Phase.TURN), "battle.resume"
    )


def _supplies(
    s: ArcadesState,
    rd: Reader,
    get: Mapping[str, Any],
    seat_fields: Sequence[Mapping[str, Any]],
    ph: Mapping[str, Any],
) -> None:
    n, m = s.n, s.sides
    for side in range(m):
        elsewhere = sum(s.fresh[c * m + side] + s.damaged[c * m + side] for c in range(data.CLUSTERS))
        elsewhere += sum(s.trophies[h * m + side] for h in range(n))
        if side < n:
            elsewhere += s.fleet[side] + s.removed[side]
            given = seat_fields[side].get("supply")
            field = f"seats[{side}].supply"
        else:
            elsewhere += s.redeploy
            given = ph.get("supply")
            field = "phantom.supply"
        left = ship_total(s, side) - elsewhere
        if left < 0:
            fail(field, f"a count with at most {ship_total(s, side)} ships placed", elsewhere)
        s.supply[side] = left if given is None else rd.whole(given, field, 0, left)
    s.extra_tokens = rd.whole(get.get("extra_tokens", 0), "extra_tokens")
    out = [0] * len(data.RESOURCES)
    for q in range(data.PLANETS):
        if s.tokens[q]:
            out[data.PLANET_TYPE[q]] += 1
    for r in s.resources:
        if r >= 0:
            out[r] += 1
    for _, r, _, _ in s.drops:
        out[r] += 1
    given_supply = rd.fields(get.get("resource_supply"), "resource_supply", frozenset(data.RESOURCES))
    for r, name in enumerate(data.RESOURCES):
        left = data.RESOURCE_SUPPLY - out[r]
        if name in given_supply:
            s.resource_supply[r] = rd.whole(
                given_supply[name], f"resource_supply.{name}", 0, data.RESOURCE_SUPPLY
            )
        elif left < 0 and not s.extra_tokens:
            fail(
                f"resource_supply.{name}", f"enough {name}: {out[r]} tokens are placed, the box has 5", out[r]
            )
        else:
            s.resource_supply[r] = max(0, left)


def _cards(
    s: ArcadesState,
    rd: Reader,
    get: Mapping[str, Any],
    seat_fields: Sequence[Mapping[str, Any]],
    ph: Mapping[str, Any],
    rng: random.Random | None,
) -> None:
    """Place the cards the position shows, then deal the hidden ones (see the module doc)."""
    n = s.n
    known: list[str] = [c for h in s.hands for c in h] + [c for _, c in s.plays] + s.played
    known += (
        s.phantom_offer + s.phantom_stack + [c for o in s.offers for c in o] + [c for p in s.piles for c in p]
    )
    if "deck" in get:
        s.deck = rd.cards(get["deck"], "deck")
        known += s.deck
    if "facedown" in get:
        s.facedown = rd.cards(get["facedown"], "facedown")
        known += s.facedown
    if len(set(known)) != len(known):
        dup = sorted({c for c in known if known.count(c) > 1})
        raise InvalidRecord(f"cards placed twice: {dup}")
    # The hidden places and their sizes; during the rounds, the cards of a side given none (no
    # hand, no offer) are the rounds it still plays (see `_rounds_left`).
    rounds = _rounds_left(s, seat_fields)
    played = {side for side, _ in s.plays}
    slots: list[tuple[str, int]] = []
    for p, st in enumerate(seat_fields):
        if "hand" not in st:
            given = st.get("hand_size")
            size = max(0, rounds - (p in played)) if given is None and not s.bots[p] else given or 0
            size = rd.whole(size, f"seats[{p}].hand_size", 0, data.HAND_SIZES[2])
            slots += [("hand", p)] * size
        if s.bots[p] and not {"offer", "pile", "pile_size"} & set(st):
            need = max(0, rounds - (p in played))
            slots += [("offer", p)] * min(data.BOT_OFFER, need) + [("pile", p)] * (need - data.BOT_OFFER)
        elif "pile" not in st:
            size = rd.whole(st.get("pile_size", 0), f"seats[{p}].pile_size", 0, data.BOT_CARDS)
            slots += [("pile", p)] * size
    if s.phantom and not {"offer", "stack", "stack_size"} & set(ph):
        need = max(0, rounds - (PHANTOM in played))
        slots += [("offer", PHANTOM)] * min(data.PHANTOM_OFFER, need)
        ph = {**ph, "stack_size": max(0, need - data.PHANTOM_OFFER)}
    if "deck" not in get:
        slots += [("deck", -1)] * rd.whole(get.get("deck_size", 0), "deck_size", 0, len(data.ACTION_CARDS))
    if "facedown" not in get:
        slots += [("facedown", -1)] * rd.whole(
            get.get("facedown_size", 0), "facedown_size", 0, len(data.ACTION_CARDS)
        )
    if "stack" not in ph and s.phantom:
        slots += [("stack", -1)] * rd.whole(
            ph.get("stack_size", 0), "phantom.stack_size", 0, data.PHANTOM_STACK
        )
    unseen = [c for c in data.ACTION_CARDS if c not in set(known)]
    if not known and not slots:
        return  # before the first deal, or at a new one: every card is in the box
    if "facedown" not in get and "facedown_size" not in get and len(unseen) > len(slots):
        # Cards a hand-written position places nowhere are face down out of play.
        slots += [("facedown", -1)] * (len(unseen) - len(slots))
    if not slots:
        return
    if len(unseen) != len(slots):
        raise InvalidRecord(f"{len(slots)} hidden card places for the {len(unseen)} cards seen nowhere")
    if rng is not None:
        rng.shuffle(unseen)
        rng.shuffle(slots)
    # What the viewing seat knows: its passed cards are in its left neighbour's hand, the cards
    # it discarded in no hand.
    raw_viewer = get.get("seat")
    viewer = raw_viewer if isinstance(raw_viewer, int) and not isinstance(raw_viewer, bool) else -1
    placed: dict[str, tuple[str, int]] = {}
    if 0 <= viewer < n:
        left = (viewer + 1) % n
        for c in s.passed[viewer]:
            if c in unseen and ("hand", left) in slots:
                slots.remove(("hand", left))
                placed[c] = ("hand", left)
        for c in s.discarded[viewer]:
            if c in unseen and c not in placed:
                away = [x for x in slots if x[0] != "hand"]
                if away:
                    slots.remove(away[0])
                    placed[c] = away[0]
    rest = iter(slots)
    for c in unseen:
        where = placed.get(c) or next(rest)
        kind, p = where
        if kind == "hand":
            s.hands[p].append(c)
        elif kind == "offer":
            (s.phantom_offer if s.phantom and p == PHANTOM else s.offers[p]).append(c)
        elif kind == "pile":
            s.piles[p].append(c)
        elif kind == "deck":
            s.deck.append(c)
        elif kind == "facedown":
            s.facedown.append(c)
        else:
            s.phantom_stack.append(c)
    for p in range(n):
        s.hands[p].sort()
        chosen = rd.flag(seat_fields[p].get("kept_chosen", bool(s.kept[p])), f"seats[{p}].kept_chosen")
        if chosen != bool(s.kept[p]) and "kept" in seat_fields[p]:
            fail(f"seats[{p}].kept_chosen", f"{str(bool(s.kept[p])).lower()}, as 'kept' says", chosen)
        if chosen and not s.kept[p]:
            hand = s.hands[p]
            s.kept[p] = sorted(
                rng.sample(hand, data.DRAFT_KEEP) if rng is not None else hand[: data.DRAFT_KEEP]
            )
        count = rd.whole(seat_fields[p].get("discarded_count", 0), f"seats[{p}].discarded_count", 0, 3)
        if "discarded" not in seat_fields[p] and count:
            # Hidden discards: which cards they were is only that seat's knowledge; any cards
            # out of its hand will do, the hidden ones first (discards go face down, then into
            # the phantom's stack or the bots' cards, which are played as the chapter goes on).
            hidden = s.facedown + s.deck + s.phantom_stack + [c for pile in s.piles for c in pile]
            shown = [c for c in data.ACTION_CARDS if c not in hidden and c not in s.hands[p]]
            outside = hidden if len(hidden) >= count else hidden + shown
            if len(outside) < count:
                fail(f"seats[{p}].discarded_count", f"at most {len(outside)} (cards out of hands)", count)
            s.discarded[p] = sorted(rng.sample(outside, count) if rng is not None else outside[:count])


def _rounds_left(s: ArcadesState, seat_fields: Sequence[Mapping[str, Any]]) -> int:
    """During the rounds (a round under way, or between two), the rounds left counting this one:
    from the first person whose hand (or its size) is given, with this round's play; else 1 in a
    round and 0 between rounds (the Ambition phase comes next). 0 outside the rounds."""
    if invariants.live_phase(s) not in ROUND_PHASES | {Phase.ROUND_START}:
        return 0
    played = {side for side, _ in s.plays}
    for p, st in enumerate(seat_fields):
        if s.bots[p]:
            continue
        if "hand" in st:
            return len(s.hands[p]) + (p in played)
        if is_whole(st.get("hand_size")):
            return int(st["hand_size"]) + (p in played)
    return 1 if invariants.live_phase(s) in ROUND_PHASES else 0


def _phase(s: ArcadesState, rd: Reader, get: Mapping[str, Any]) -> None:
    """The phase: given, or what the position shows going on (see the module doc); an interrupt
    returns to what it shows under it."""
    if "phase" in get:
        ph = rd.text(get["phase"], "phase")
        if ph not in PHASES:
            fail("phase", "a phase of the game", ph)
    elif s.redeploy:
        ph = Phase.CHANCE_REDEPLOY
    elif s.drops:
        ph = Phase.DROP
    elif _under(s):
        ph = _under(s)
    elif s.plays:  # between two turns of a round: the next side plays, or the round ends
        ph = Phase.SIDE_TURN if len(s.plays) < s.sides else Phase.ROUND_END
    else:
        ph = Phase.ROUND_START
    s.phase = ph
    if ph in INTERRUPTS and not s.resume_phase:
        s.resume_phase = _under(s)


def _under(s: ArcadesState) -> str:
    """What the position shows going on under any interrupt: a battle, a turn, compensation."""
    if s.battle_stage:
        return Phase.CHANCE_ROLL if s.battle_stage in ("roll", "reroll-roll") else Phase.BATTLE
    if s.turn_side >= 0:
        return Phase.BOT_TURN if s.bots[s.turn_side] else Phase.TURN
    if s.compensation:
        return Phase.TAKE
    return ""


def _derived(s: ArcadesState, rnd: Mapping[str, Any], get: Mapping[str, Any]) -> None:
    """What the round and the phase imply when not given: the initiative holder leads the round
    (so each gives the other), the sides play in the round's order (so the turn's index), and a
    finished game has its winner."""
    live = invariants.live_phase(s)
    if s.initiative < 0 and s.phase != Phase.CHANCE_INITIATIVE:
        if s.lead_side >= 0:
            s.initiative = s.lead_side
        elif s.plays:
            s.initiative = s.plays[0][0]
        else:
            s.initiative = s.human if s.human >= 0 else 0  # given at setup: the human's in solo
    if s.lead_side < 0 and live in ROUND_PHASES:
        s.lead_side = s.plays[0][0] if s.plays else s.initiative
    if "turn" not in rnd and s.lead_side >= 0 and 0 <= s.initiative:
        order = cardplay.round_order(s) if s.lead_side == s.initiative else []
        if s.turn_side >= 0 and s.turn_side in order:
            s.round_turn = order.index(s.turn_side)
        elif live in (Phase.NEXT_TURN, Phase.ROUND_END):
            s.round_turn = max(0, len(s.plays) - 1)
        else:
            s.round_turn = min(len(s.plays), s.sides - 1)
    if s.phase == Phase.OVER and s.winner < 0 and "winner" not in get:
        s.winner = ambition.winner(s)
    if "chapter_power" not in get:
        # Each finished chapter's Power: not shown, so the Power so far counts as the last's.
        finished = s.chapter if s.phase == Phase.OVER else s.chapter - 1
        s.chapter_power = [list(s.power) for _ in range(finished)]


def _decide(s: ArcadesState, get: Mapping[str, Any]) -> None:
    """Who decides: a chance node or the game's end as they are; otherwise the automatic steps
    run (a choice with one outcome is made, interrupts come first) up to a decision, checked
    against ``current_player`` if given."""
    if s.phase == Phase.OVER:
        s.mover = TERMINAL
        return
    if s.phase in CHANCE_PHASES:
        s.mover = CHANCE
        return
    given = get.get("current_player")
    mover = _mover(s)
    if mover is not None:
        s.mover = mover
    flow.advance(s)
    if given is not None and given != s.mover:
        fail("current_player", f"who decides at {s.phase} ({s.mover})", given)
    if s.mover >= 0 and not flow.legal_actions(s):
        raise InvalidRecord(f"seat {s.mover} has no legal action at {s.phase}")


def _mover(s: ArcadesState) -> int | None:
    """The side to decide at a decision point `flow.advance` does not set (the invariants have
    made sure it is there); None at an automatic step."""
    ph = s.phase
    if ph == Phase.TURN:
        return s.turn_side
    if ph == Phase.BATTLE:
        return s.battle_attacker
    if ph == Phase.PLAY:
        return cardplay.round_order(s)[s.round_turn]
    if ph in (Phase.SETUP_AGENT, Phase.SETUP_SHIPS):
        return s.setup_steps[0][1]
    return None
