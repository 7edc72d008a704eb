"""Building any position from JSON: the schema of `observe.observation`, most keys optional.

A position is a dict like an observation. Omitted keys take the value of an empty table, and
omitted supplies are computed so that every piece and token is conserved; so a rulebook example
needs only the pieces it shows::

    from_position({
        "game": "arcs", "players": 3, "setup_card": "3SETUP01", "initiative": 0,
        "ships": [{"system": "3.3", "seat": 0, "fresh": 4}],
        "buildings": [{"slot": "3.3#0", "seat": 1, "kind": "city", "damaged": True}],
        "seats": [{"hand": ["CON4"], "resources": ["material", "fuel"]}, {}, {}],
        "turn": {"seat": 0, "card": "CON4", "mode": "lead", "pips": 3},
    })

Without ``"phase"`` the position is the start of a round (the initiative holder to lead), or,
with a ``"turn"``, that seat's turn with its pips left. Hidden parts that are not given (rival
hands given only as ``hand_size``, the Court deck, undealt cards, face-down cards) are dealt from
the cards not seen anywhere, in a fixed order, or from ``rng`` when determinizing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import data, draft, reach, resources, setup
from ambitions.games.arcs.actions import parse
from ambitions.games.arcs.battle import VOLLEY
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    CHANCE_PHASES,
    CITY,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    PIECE_NAMES,
    RESOURCE_SLOTS,
    STARPORT,
    ArcsState,
    Phase,
    building_code,
)

RES = data.RESOURCES
PHASES = {v for k, v in vars(Phase).items() if not k.startswith("_") and isinstance(v, str)}
BEFORE_DEAL = {
    Phase.CHANCE_INITIATIVE,
    Phase.CHANCE_SETUP,
    Phase.CHANCE_DRAFT,
    Phase.DRAFT,
    Phase.CHANCE_COURT,
    Phase.CHANCE_DEAL,
}
"""Setup phases before the action cards are dealt (the deck holds them all)."""


def _res(name: Any) -> int:
    if name is None:
        return -1
    if name not in RES:
        raise InvalidRecord(f"unknown resource {name!r} in position")
    return RES.index(name)


def _system(sid: Any) -> int:
    if sid not in reach.SYSTEM_INDEX:
        raise InvalidRecord(f"unknown system {sid!r} in position (systems are like '3.0' or '3.2')")
    return reach.SYSTEM_INDEX[sid]


def _mask(names: Any) -> int:
    mask = 0
    for name in names or ():
        mask |= 1 << _res(name)
    return mask


def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> ArcsState:
    """The state a position describes (raises `InvalidRecord` for malformed input)."""
    try:
        return _load(pos, rng)
    except InvalidRecord:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise InvalidRecord(f"malformed Arcs position: {type(exc).__name__}: {exc}") from None


def _load(pos: Mapping[str, Any], rng: random.Random | None) -> ArcsState:
    n = pos.get("players")
    options = dict(pos.get("options") or {})
    setup.check_options(n, options)
    assert isinstance(n, int)
    s = ArcsState.blank(n, int(pos.get("seed", 0)), options)
    s.chance_count = int(pos.get("chance_count", 0))
    s.history = [parse(t) for t in pos.get("history", ())]
    s.initiative = int(pos.get("initiative", 0))
    if not 0 <= s.initiative < n:
        raise InvalidRecord(f"initiative {s.initiative!r} is not a seat of a {n}-player game")
    s.chapter = int(pos.get("chapter", 1))
    card = pos.get("setup_card") or ""
    if card:
        if card not in setup.SETUP_BY_ID:
            raise InvalidRecord(f"unknown setup card {card!r}")
        out: tuple[int, ...] = setup.SETUP_BY_ID[card].out_of_play
    else:
        out = tuple(int(c) for c in pos.get("out_of_play", ()))
    s.setup_card = card
    s.out_of_play = out
    s.adjacency = reach.build_adjacency(out)
    s.in_play = reach.in_play_systems(out)

    # Map.
    for e in pos.get("ships", ()):
        system, p = _system(e["system"]), int(e["seat"])
        s.fresh[system * n + p] += int(e.get("fresh", 0))
        s.damaged[system * n + p] += int(e.get("damaged", 0))
    for e in pos.get("buildings", ()):
        name = e.get("slot") or f"{e['system']}#0"
        if name not in SLOT_BY_NAME:
            raise InvalidRecord(f"no building slot {name!r} (slots are like '1.1#0')")
        k = SLOT_BY_NAME[name]
        if s.slots[k] >= 0 and "slot" not in e:
            k = SLOT_BY_NAME[f"{e['system']}#1"]
        kind = {"city": CITY, "starport": STARPORT}[e["kind"]]
        s.slots[k] = building_code(int(e["seat"]), kind, bool(e.get("damaged", False)))

    # Seats.
    seats = list(pos.get("seats") or [{} for _ in range(n)])
    if len(seats) != n:
        raise InvalidRecord(f"position has {len(seats)} seats for {n} players")
    for p, e in enumerate(seats):
        s.power[p] = int(e.get("power", 0))
        res = list(e.get("resources", ()))
        if len(res) > BOARD_RESOURCE_SLOTS:
            raise InvalidRecord(f"seat {p} has {len(res)} resource slots; boards have {BOARD_RESOURCE_SLOTS}")
        for k, name in enumerate(res):
            s.resources[p * RESOURCE_SLOTS + k] = _res(name)
        s.resources[p * RESOURCE_SLOTS + HOLDINGS_SLOT] = _res(e.get("holdings"))
        s.outrage[p] = _mask(e.get("outrage"))
        s.outrage_placeholder[p] = _mask(e.get("outrage_placeholder"))
        s.guild[p] = [str(c) for c in e.get("guild", ())]
        for t in e.get("trophies", ()):
            kind = PIECE_NAMES.index(t["piece"])
            s.trophies[(p * n + int(t["owner"])) * NUM_PIECE_KINDS + kind] += int(t.get("count", 1))
        for owner, count in enumerate(e.get("captives", ())):
            s.captives[p * n + owner] = int(count)
        if "hand" in e:
            s.hands[p] = sorted(str(c) for c in e["hand"])
        s.leader[p] = str(e.get("leader") or "")
        s.lore[p] = [str(c) for c in e.get("lore", ())]
        if s.leader[p] and s.leader[p] not in draft.LEADER_BY_ID:
            raise InvalidRecord(f"unknown leader {s.leader[p]!r} for seat {p} (leaders are LEAD01-LEAD08)")
        for lore_card in s.lore[p]:
            if lore_card not in draft.LORE_IDS:
                raise InvalidRecord(f"unknown lore card {lore_card!r} for seat {p} (lore cards are L01-L14)")

    # Court, ambitions.
    court = list(pos.get("court", ()))
    s.court = [str(c.get("card") or "") for c in court]
    s.court_agents = [0] * (len(court) * n)
    for i, c in enumerate(court):
        for p, count in enumerate(c.get("agents", ())):
            s.court_agents[i * n + p] = int(count)
    s.court_discard = [str(c) for c in pos.get("court_discard", ())]
    for i, m in enumerate(pos.get("markers", ())[:3]):
        s.marker_flipped[i] = bool(m.get("flipped", False))
        box = m.get("box")
        s.marker_box[i] = data.AMBITIONS.index(box) if box else -1
    if n == 2:
        if "box_resources" in pos:
            for name, count in pos["box_resources"].items():
                s.box_resources[_res(name)] = int(count)
        elif card:
            for c in out:
                for k in (1, 2, 3):
                    s.box_resources[reach.PLANET_RESOURCE[(c - 1) * 4 + k]] += 1

    # Round and turn.
    s.seized_by = int(pos.get("seized_by", -1))
    s.passes = int(pos.get("passes", 0))
    s.round_turn = int(pos.get("round_turn", 0))
    lead = pos.get("lead") or {}
    s.lead_card = lead.get("card") or ""
    s.lead_seat = int(lead.get("seat", -1))
    s.zeroed = bool(lead.get("zeroed", False))
    s.declared_with_lead = bool(lead.get("declared", s.zeroed))
    turn = pos.get("turn") or {}
    s.turn_seat = int(turn.get("seat", -1))
    s.turn_card = turn.get("card") or ""
    s.turn_mode = turn.get("mode") or ""
    if s.turn_seat >= 0 and s.turn_mode == "lead" and not s.lead_card:
        s.lead_card, s.lead_seat = s.turn_card, s.turn_seat
    default_pips = 0
    if s.turn_card and s.turn_mode in ("lead", "surpass"):
        default_pips = data.ACTION_CARD_BY_ID[s.turn_card].pips
    elif s.turn_mode in ("pivot", "copy"):
        default_pips = 1
    s.pips = int(turn.get("pips", default_pips))
    s.prelude_open = bool(turn.get("prelude_open", s.turn_seat >= 0))
    s.pre_open = bool(turn.get("pre_open", False))
    s.taxed = [SLOT_BY_NAME[x] for x in turn.get("taxed", ())]
    s.ship_built = [SLOT_BY_NAME[x] for x in turn.get("ship_built", ())]
    for name, count in (turn.get("spent_pending") or {}).items():
        s.spent_pending[_res(name)] = int(count)
    plays = list(pos.get("plays", ()))
    if not plays and s.turn_seat >= 0 and s.turn_card:
        plays = [{"seat": s.turn_seat, "card": s.turn_card, "mode": s.turn_mode}]
    cat = pos.get("catapult") or {}
    if cat.get("at"):
        s.catapult_at = _system(cat["at"])
        s.catapult_fresh = int(cat.get("fresh", 0))
        s.catapult_damaged = int(cat.get("damaged", 0))
        s.catapult_path = [_system(x) for x in cat.get("path", ())]
    b = pos.get("battle") or {}
    if b.get("system"):
        s.battle_system = _system(b["system"])
        s.battle_defender = int(b.get("defender", -1))
        s.battle_stage = b.get("stage") or ""
        dice = [int(x) for x in b.get("dice", (0, 0, 0))]
        s.battle_dice = (dice[0], dice[1], dice[2])
        s.battle_hits = int(b.get("hits", 0))
        s.battle_self = int(b.get("self_hits", 0))
        s.battle_bhits = int(b.get("building_hits", 0))
        s.battle_keys = int(b.get("keys", 0))
        s.battle_intercepts = int(b.get("intercepts", 0))
        s.battle_intercepted = bool(b.get("intercepted", False))
    s.ransacks = [int(x) for x in b.get("ransacks", ())]
    s.battle_faces = [("ASR".index(str(x)[0]), int(str(x)[1])) for x in b.get("faces", ())]
    s.battle_rerolls = [int(x) for x in b.get("rerolls", (0, 0, 0))]
    s.battle_rerolled = [("ASR".index(str(x)[0]), int(str(x)[1])) for x in b.get("rerolled", ())]
    s.battle_start_all_fresh = bool(b.get("start_all_fresh", False))
    s.battle_trophies = int(b.get("attacker_trophies", 0))
    s.moved_fresh = [_system(x) for x in pos.get("moved_fresh", ())]
    s.sprinters = [_system(x) for x in pos.get("sprinters", ())]
    rows = pos.get("draft") or {}
    s.draft_leaders = [str(c) for c in rows.get("leaders", ())]
    s.draft_lore = [str(c) for c in rows.get("lore", ())]
    s.weapon_battle = bool(turn.get("weapon_battle", False))
    s.resume_phase = pos.get("resume_phase") or ""
    s.choices = [tuple(c) for c in pos.get("choices", ())]
    s.unions = [(int(u["seat"]), str(u["union"]), str(u["card"])) for u in pos.get("unions", ())]
    s.revealed = [
        (int(r["seat"]), int(r["rival"]), tuple(map(str, r["cards"]))) for r in pos.get("revealed", ())
    ]
    s.secured_in_prelude = [str(c) for c in pos.get("secured_in_prelude", ())]
    s.turn_flags = [str(c) for c in pos.get("turn_flags", ())]
    s.declared_this_round = bool(pos.get("declared_this_round", False))
    if s.battle_system >= 0 and s.turn_seat >= 0 and VOLLEY not in s.turn_flags:
        # Omitted, the attacking ships are all the attacker's ships in the battle system (p14);
        # a Fire Rifles volley (L02) has none.
        i = s.battle_system * n + s.turn_seat
        s.battle_attacking_fresh = int(b.get("attacking_fresh", s.fresh[i]))
        s.battle_attacking_damaged = int(b.get("attacking_damaged", s.damaged[i]))
    if s.choices and s.choices[-1][1:3] == ("BC17", "swap"):
        # Farseers: the chooser is looking at the rival's hand right now.
        seer, rival = int(s.choices[-1][0]), int(s.choices[-1][3])
        for p, r, cards in reversed(s.revealed):
            if p == seer and r == rival:
                seats[rival] = {**seats[rival], "hand": list(cards)}
                s.hands[rival] = sorted(cards)
                break
    s.discard_queue = [int(e["seat"]) * 8 + _res(e["resource"]) for e in pos.get("discard_queue", ())]
    s.chapter_scores = [list(map(int, row)) for row in pos.get("chapter_scores", ())]
    s.winner = int(pos.get("winner", -1))

    _deal_hidden_cards(s, pos, seats, plays, rng)
    _court_deck(s, pos, rng)
    _supplies(s, pos, seats)
    for p in range(n):
        base = p * RESOURCE_SLOTS
        if any(r >= 0 for r in s.resources[base + s.open_slots(p) : base + BOARD_RESOURCE_SLOTS]):
            raise InvalidRecord(
                f"seat {p} holds resources in closed slots: {s.open_slots(p)} slots are open "
                f"with {s.cities_left[p]} cities left on the board"
            )
        if s.resources[base + HOLDINGS_SLOT] >= 0 and not resources.has_holdings(s, p):
            raise InvalidRecord(f"seat {p} holds a resource on Ancient Holdings (L13) without the card")

    # Who decides now.
    phase = pos.get("phase")
    if phase is None:
        phase = Phase.ACTIONS if s.turn_seat >= 0 else Phase.LEAD
    if phase not in PHASES and phase not in ("next-turn", "round-end", "chapter-end"):
        raise InvalidRecord(f"unknown phase {phase!r}")
    s.phase = phase
    if "current_player" in pos:
        s.mover = int(pos["current_player"])
    elif phase in CHANCE_PHASES:
        s.mover = CHANCE
    elif phase == Phase.OVER:
        s.mover = TERMINAL
    elif phase in (Phase.ACTIONS, Phase.CATAPULT, Phase.ELIMINATED, Phase.BATTLE, Phase.BATTLE_DICE):
        s.mover = s.turn_seat
    elif phase == Phase.DISCARD:
        s.mover = s.discard_queue[0] // 8
    elif phase == Phase.MULLIGAN:
        s.mover = (s.initiative + 1) % 2
    elif phase == Phase.DRAFT:
        s.mover = draft.picker(s)
    else:
        s.mover = s.initiative
    if "current_player" not in pos and phase in (Phase.LEAD, "next-turn", "round-end", "chapter-end"):
        from ambitions.games.arcs import flow

        flow.advance(s)
    return s


def _deal_hidden_cards(
    s: ArcsState,
    pos: Mapping[str, Any],
    seats: list[Mapping[str, Any]],
    plays: list[Mapping[str, Any]],
    rng: random.Random | None,
) -> None:
    """Hands, plays, discards and undealt cards, dealing unseen cards where only counts are given."""
    n = s.n
    deck = setup.action_deck(n)
    known: list[str] = [c for h in s.hands for c in h]
    for e in plays:
        if e.get("card"):
            known.append(str(e["card"]))
    discard = list(pos.get("action_discard", ()))
    for e in discard:
        if e.get("card"):
            known.append(str(e["card"]))
    undealt = [str(c) for c in pos.get("undealt", ())] if "undealt" in pos else None
    if undealt:
        known += undealt
    unknown = [c for c in deck if c not in known]
    extra = [c for c in known if c not in deck]
    if extra or len(known) != len(set(known)):
        raise InvalidRecord(f"action cards not in a {n}-player deck or seen twice: {sorted(known)}")
    if rng is not None:
        rng.shuffle(unknown)

    def take() -> str:
        if not unknown:
            raise InvalidRecord("the position holds more action cards than the deck has")
        return unknown.pop()

    for p, e in enumerate(seats):
        if "hand" not in e:
            s.hands[p] = sorted(take() for _ in range(int(e.get("hand_size", 0))))
    s.plays = [
        (int(e["seat"]), str(e.get("card")) if e.get("card") else take(), str(e["mode"])) for e in plays
    ]
    s.action_discard = [
        (
            str(e.get("card")) if e.get("card") else take(),
            bool(e.get("faceup", False)),
            int(e.get("seat", -1)),
        )
        for e in discard
    ]
    if undealt is None:
        undealt = [take() for _ in range(int(pos.get("undealt_size", 0)))]
    s.action_undealt = undealt
    if s.turn_mode == "copy" and s.turn_seat >= 0 and not s.turn_card:
        for seat, card, mode in s.plays:
            if seat == s.turn_seat and mode == "copy":
                s.turn_card = card
    # Cards nobody holds or played this chapter are in the face-down discard, except during setup
    # before the first deal, when they are all still in the deck.
    if pos.get("phase") in BEFORE_DEAL:
        return
    for c in unknown:
        s.action_discard.append((c, False, -1))


def _court_deck(s: ArcsState, pos: Mapping[str, Any], rng: random.Random | None) -> None:
    seen = [c for c in s.court if c] + [c for g in s.guild for c in g] + s.court_discard
    for c in seen:
        if c not in data.COURT_CARD_BY_ID:
            raise InvalidRecord(f"unknown Court card {c!r}")
    if "court_deck" in pos:
        s.court_deck = [str(c) for c in pos["court_deck"]]
        return
    rest = [c.id for c in data.COURT_CARDS if c.id not in seen]
    if rng is not None:
        rng.shuffle(rest)
    size = int(pos.get("court_deck_size", len(rest)))
    s.court_deck = rest[len(rest) - size :] if size else []


def _supplies(s: ArcsState, pos: Mapping[str, Any], seats: list[Mapping[str, Any]]) -> None:
    """Supplies not given are what the box holds minus everything placed elsewhere (p22)."""
    n = s.n
    for p, e in enumerate(seats):
        on_map_ships = sum(s.fresh[x * n + p] + s.damaged[x * n + p] for x in range(reach.NUM_SYSTEMS))
        ports = sum(1 for c in s.slots if c >= 0 and c >> 2 == p and not (c >> 1) & 1)
        cities = sum(1 for c in s.slots if c >= 0 and c >> 2 == p and (c >> 1) & 1)
        taken = [0] * NUM_PIECE_KINDS
        for holder in range(n):
            for kind in range(NUM_PIECE_KINDS):
                taken[kind] += s.trophies[(holder * n + p) * NUM_PIECE_KINDS + kind]
        captive = sum(s.captives[h * n + p] for h in range(n))
        court = sum(s.court_agents[i * n + p] for i in range(len(s.court)))
        outraged = bin(s.outrage[p] & ~s.outrage_placeholder[p]).count("1")
        s.ships[p] = int(e.get("ships", data.SHIPS_PER_PLAYER - on_map_ships - taken[0]))
        s.agents[p] = int(e.get("agents", data.AGENTS_PER_PLAYER - court - captive - taken[1] - outraged))
        s.starports[p] = int(e.get("starports", data.STARPORTS_PER_PLAYER - ports - taken[2]))
        s.cities_left[p] = int(e.get("cities_left", data.CITIES_PER_PLAYER - cities - taken[3]))
    if "resource_supply" in pos:
        for name, count in pos["resource_supply"].items():
            s.resource_supply[_res(name)] = int(count)
    else:
        for r in range(5):
            used = s.resources.count(r) + s.box_resources[r] + s.spent_pending[r]
            used += sum(1 for i in s.discard_queue if i % 8 == r)
            s.resource_supply[r] = data.RESOURCE_SUPPLY - used
    for v in s.ships + s.agents + s.starports + s.cities_left + s.resource_supply:
        if v < 0:
            raise InvalidRecord("the position uses more pieces or resources than the box holds")
