"""Building any campaign position from JSON: an Arcs position plus a ``"campaign"`` key.

Everything an Arcs position holds is read by `ambitions.games.arcs.position` (so a rulebook
example needs only the pieces it shows, and supplies are derived). The campaign's own parts go
under ``"campaign"``, all optional::

    from_position({
        "game": "arcs-campaign", "players": 3, "initiative": 0,
        "ships": [{"system": "3.3", "seat": 0, "fresh": 2}],
        "seats": [{"hand": ["ADM4", "EVENT1"]}, {}, {}],
        "turn": {"seat": 0, "card": "ADM4", "mode": "lead", "pips": 3},
        "campaign": {
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "free_buildings": [{"slot": "3.3#0", "kind": "city"}],
            "blight": [{"system": "4.0", "damaged": 1}],
            "titles": ["regent", "outlaw", "regent"], "first_regent": 0,
            "imperial_trust": {"relic": 1}, "favors": [{"holder": 0, "owner": 1, "count": 2}],
            "court": [{"card": "IC01", "agents": [1, 0, 0]}, {"card": "CC07"}],
            "court_deck": ["CC01", "L04"], "council": "in-session",
            "policies": ["peace", "war", "escalation"], "edicts": ["ED03"],
        },
    })

Event cards may be in hands (``seats[p].hand``). The Court, its deck (top first) and discard
are the campaign's (``campaign.court``...), never the Arcs ``court`` keys. Every field is
checked; a problem raises `InvalidRecord` naming it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NoReturn

from ambitions.core.errors import InvalidRecord
from ambitions.core.records import shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import position as arcs_position
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.state import (
    _LIST_FIELDS,
    _NESTED_FIELDS,
    _SCALAR_FIELDS,
    CITY,
    EMPTY,
    STARPORT,
    Phase,
    building_code,
)
from ambitions.games.arcs_campaign import data, flow, setup
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.fates import position as fates_position
from ambitions.games.arcs_campaign.state import FREE, CampaignState

CAMPAIGN_KEYS = frozenset(
    {
        "act", "imperial_ships", "blight", "free_buildings", "titles", "first_regent",
        "imperial_trust", "favors", "court", "court_deck", "court_discard", "council",
        "council_secured_by", "policies", "edicts", "imperial_clusters", "free_symbol", "placing",
        "supply", "policy", "fates",
    }
)  # fmt: skip
"""Keys of ``"campaign"`` (``policy`` and ``supply`` are derived: accepted, never trusted)."""
COURT_IDS = frozenset(data.CAMPAIGN_COURT_IDS) | frozenset(setup.LORE_IDS) | {data.COUNCIL}


def _fail(field: str, wanted: str, value: object) -> NoReturn:
    raise InvalidRecord(f"campaign.{field} must be {wanted}, not {shorten(value, 80)}")


def _whole(value: object, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(field, f"a whole number {low}..{high}", value)
    return value


def _system(value: object, field: str) -> int:
    if not isinstance(value, str) or value not in reach.SYSTEM_INDEX:
        _fail(field, "a system like '3.2' or '1.0'", value)
    return reach.SYSTEM_INDEX[value]


def _items(value: object, field: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        _fail(field, "a list", value)
    return value


def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> CampaignState:
    """The campaign state a position describes (raises `InvalidRecord` naming the bad field)."""
    if not isinstance(pos, Mapping):
        raise InvalidRecord(f"a position must be an object, not {shorten(pos, 80)}")
    if pos.get("game") != "arcs-campaign":
        raise InvalidRecord(f"game must be 'arcs-campaign', not {shorten(pos.get('game'), 40)}")
    camp = pos.get("campaign") or {}
    if not isinstance(camp, Mapping):
        raise InvalidRecord("campaign must be an object")
    unknown = sorted(set(camp) - CAMPAIGN_KEYS)
    if unknown:
        raise InvalidRecord(f"unknown campaign key {unknown[0]!r}; known: {', '.join(sorted(CAMPAIGN_KEYS))}")
    for key in ("court", "court_deck", "court_deck_size", "court_discard"):
        if pos.get(key) is not None:
            raise InvalidRecord(f"{key}: a campaign position gives its Court under campaign.{key}")
    # The Arcs part: Event cards leave the hands while Arcs reads them.
    base = {k: v for k, v in pos.items() if k != "campaign"}
    base["game"] = "arcs"
    base["options"] = {}
    events: list[list[str]] = []
    campaign_guild: list[list[str]] = []  # the campaign's Guild cards, unknown to Arcs
    seats = _items(pos.get("seats"), "seats")
    if seats:
        base["seats"] = []
        for p, seat in enumerate(seats):
            seat = dict(seat or {})
            hand = _items(seat.get("hand"), f"seats[{p}].hand")
            # (Event and Faithful cards: the campaign's own action cards, unknown to Arcs)
            own = [c for c in hand if c in data.EVENT_CARDS or c in fate_cards.FAITHFUL_CARDS]
            events.append(own)
            if "hand" in seat:
                seat["hand"] = [c for c in hand if c not in own]
            guild = _items(seat.get("guild"), f"seats[{p}].guild")
            campaign_guild.append([c for c in guild if c in data.CAMPAIGN_COURT_IDS])
            if "guild" in seat:
                seat["guild"] = [c for c in guild if c not in data.CAMPAIGN_COURT_IDS]
            base["seats"].append(seat)
    # Automatic steps (a round's or a chapter's end) must run under the campaign's rules: the
    # Arcs loader is told who decides (so it runs none), and the campaign's flow runs them.
    automatic = pos.get("current_player") is None and pos.get("phase") in (None, Phase.LEAD)
    if automatic:
        turn_seat = (pos.get("turn") or {}).get("seat") if isinstance(pos.get("turn"), Mapping) else None
        base["current_player"] = turn_seat if turn_seat is not None else pos.get("initiative", 0)
    arcs = arcs_position.load(base, rng)
    s = CampaignState.blank(arcs.n, arcs.seed, dict(pos.get("options") or {}))
    for f in _SCALAR_FIELDS + _LIST_FIELDS + _NESTED_FIELDS:
        setattr(s, f, getattr(arcs, f))
    seen_events = [c for hand in events for c in hand if c in data.EVENT_CARDS]
    if len(set(seen_events)) != len(seen_events) or len(seen_events) > data.events_in_deck(s.n):
        most = data.events_in_deck(s.n)
        raise InvalidRecord(f"seats: Event cards {seen_events} (at most {most}, each once)")
    for p, hand in enumerate(events):
        s.hands[p] = sorted(s.hands[p] + hand)
    for p, cards in enumerate(campaign_guild):
        for card in cards:
            if card not in arcs_data.COURT_CARD_BY_ID:  # (the campaign's Guild cards only)
                raise InvalidRecord(f"seats[{p}].guild: {card} is a Vox card")
        s.guild[p] += cards
    _load_campaign(s, camp)
    fates_position.load(s, camp.get("fates"))
    if automatic:
        flow.advance(s)
    return s


def _load_campaign(s: CampaignState, camp: Mapping[str, Any]) -> None:
    n = s.n
    s.act = _whole(camp.get("act", 1), "act", 1, 1)
    # Imperial ships and Blight.
    for name, fresh, damaged, limit in (
        ("imperial_ships", s.imperial_fresh, s.imperial_damaged, data.IMPERIAL_SHIPS),
        ("blight", s.blight_fresh, s.blight_damaged, data.BLIGHT_TOKENS),
    ):
        for i, item in enumerate(_items(camp.get(name), name)):
            field = f"{name}[{i}]"
            if not isinstance(item, Mapping) or set(item) - {"system", "fresh", "damaged"}:
                _fail(field, "an object with system, fresh, damaged", item)
            x = _system(item.get("system"), f"{field}.system")
            fresh[x] += _whole(item.get("fresh", 0), f"{field}.fresh", 0, limit)
            damaged[x] += _whole(item.get("damaged", 0), f"{field}.damaged", 0, limit)
    s.imperial_ships = data.IMPERIAL_SHIPS - sum(s.imperial_fresh) - sum(s.imperial_damaged)
    s.blight_supply = data.BLIGHT_TOKENS - sum(s.blight_fresh) - sum(s.blight_damaged)
    if s.imperial_ships < 0 or s.blight_supply < 0:
        raise InvalidRecord("campaign: more Imperial ships or Blight than the box holds (15, 24)")
    # Free buildings.
    for i, item in enumerate(_items(camp.get("free_buildings"), "free_buildings")):
        field = f"free_buildings[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"slot", "kind", "damaged", "seat"}:
            _fail(field, "an object with slot, kind, damaged", item)
        slot = item.get("slot")
        if not isinstance(slot, str) or slot not in std.SLOT_BY_NAME:
            _fail(f"{field}.slot", "a building slot like '3.2#0'", slot)
        k = std.SLOT_BY_NAME[slot]
        if s.slots[k] != EMPTY or reach.is_extra_slot(k):
            _fail(f"{field}.slot", "an empty printed building slot", slot)
        kind = item.get("kind", "city")
        if kind not in ("city", "starport"):
            _fail(f"{field}.kind", "'city' or 'starport'", kind)
        damaged = item.get("damaged", False)
        if not isinstance(damaged, bool):
            _fail(f"{field}.damaged", "true or false", damaged)
        s.slots[k] = building_code(FREE, CITY if kind == "city" else STARPORT, damaged)
        if kind == "city":
            s.free_cities -= 1
        else:
            s.free_starports -= 1
    # Titles, the First Regent, the Imperial Trust, Favors.
    titles = _items(camp.get("titles"), "titles") or [data.REGENT] * n
    if len(titles) != n or any(t not in (data.REGENT, data.OUTLAW) for t in titles):
        _fail("titles", f"{n} titles, each 'regent' or 'outlaw'", titles)
    s.outlaw = [t == data.OUTLAW for t in titles]
    first = camp.get("first_regent", s.initiative if not s.outlaw[s.initiative] else None)
    s.first_regent = -1 if first is None else _whole(first, "first_regent", 0, n - 1)
    if s.first_regent >= 0 and s.outlaw[s.first_regent]:
        _fail("first_regent", "a Regent", first)
    trust = camp.get("imperial_trust") or {}
    if not isinstance(trust, Mapping):
        _fail("imperial_trust", "an object like {'relic': 1}", trust)
    for r, count in trust.items():
        if r not in arcs_data.RESOURCES:
            _fail("imperial_trust", "resource names", r)
        i = arcs_data.RESOURCES.index(r)
        s.trust[i] = _whole(count, f"imperial_trust.{r}", 0, arcs_data.RESOURCE_SUPPLY)
        s.resource_supply[i] -= s.trust[i]
        if s.resource_supply[i] < 0:
            raise InvalidRecord(f"campaign.imperial_trust.{r}: more {r} than the box holds")
    if any(s.trust) and s.first_regent < 0:
        raise InvalidRecord("campaign.imperial_trust: the Trust is on the First Regent tile; nobody has it")
    for i, item in enumerate(_items(camp.get("favors"), "favors")):
        field = f"favors[{i}]"
        if not isinstance(item, Mapping):
            _fail(field, "an object with holder, owner, count", item)
        holder = _whole(item.get("holder"), f"{field}.holder", 0, n - 1)
        owner = _whole(item.get("owner"), f"{field}.owner", 0, n - 1)
        if holder == owner:
            _fail(f"{field}.owner", "a Rival of the holder (Favors are Rival agents)", owner)
        count = _whole(item.get("count", 1), f"{field}.count", 0, arcs_data.AGENTS_PER_PLAYER)
        s.favors[holder * n + owner] += count
        s.agents[owner] -= count
    # The Court: the Council leftmost (CRB p.5 step K), then cards; deck top first.
    court = _items(camp.get("court"), "court") or [{"card": data.COUNCIL}]
    cards: list[str] = []
    agents: list[int] = []
    for i, item in enumerate(court):
        field = f"court[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"card", "agents"}:
            _fail(field, "an object with card and agents", item)
        card = item.get("card")
        if card not in COURT_IDS:
            _fail(f"{field}.card", "a campaign Court card (CC01-CC15), a lore card or IC01", card)
        row = _items(item.get("agents"), f"{field}.agents") or [0] * n
        if len(row) != n:
            _fail(f"{field}.agents", f"{n} counts", row)
        for p, count in enumerate(row):
            agents.append(_whole(count, f"{field}.agents[{p}]", 0, arcs_data.AGENTS_PER_PLAYER))
            s.agents[p] -= count
        cards.append(str(card))
    if cards[0] != data.COUNCIL:
        _fail("court[0].card", "the Imperial Council, IC01 (always the leftmost Court card)", cards[0])
    deck = [str(c) for c in _items(camp.get("court_deck"), "court_deck")]
    discard = [str(c) for c in _items(camp.get("court_discard"), "court_discard")]
    held = [c for g in s.guild for c in g] + [c for lore in s.lore for c in lore]
    every = cards + deck + discard + held
    if any(c not in COURT_IDS for c in deck + discard) or len(set(every)) != len(every):
        raise InvalidRecord("campaign: a Court card is unknown or in two places (court, deck, discard, held)")
    s.court, s.court_agents, s.court_deck, s.court_discard = cards, agents, deck[::-1], discard
    council = camp.get("council", data.IN_SESSION)
    if council not in (data.IN_SESSION, data.DECIDED):
        _fail("council", "'in-session' or 'decided'", council)
    s.council = str(council)
    by = camp.get("council_secured_by")
    s.council_secured_by = -1 if by is None else _whole(by, "council_secured_by", 0, n - 1)
    policies = [str(p) for p in _items(camp.get("policies"), "policies")] or list(data.POLICIES)
    if sorted(policies) != sorted(data.POLICIES):
        _fail("policies", "the three Policies, top first", policies)
    s.policies = policies
    edicts = camp.get("edicts")
    s.edicts = (
        [str(e) for e in _items(edicts, "edicts")]
        if edicts is not None
        else ([data.GUILD_ENVOYS_DEPART] if n == 2 else []) + [data.GOVERN]
    )
    if any(e not in data.EDICT_NUMBER for e in s.edicts):
        _fail("edicts", f"edict cards ({', '.join(data.EDICT_NUMBER)})", s.edicts)
    clusters = _items(camp.get("imperial_clusters"), "imperial_clusters")
    s.imperial_clusters = tuple(_whole(c, "imperial_clusters", 1, 6) for c in clusters)
    symbol = camp.get("free_symbol")
    if symbol is not None and symbol not in data.SYMBOLS:
        _fail("free_symbol", "arrow, crescent or hex", symbol)
    s.free_symbol = -1 if symbol is None else data.SYMBOLS.index(str(symbol))
    if any(a < 0 for a in s.agents):
        raise InvalidRecord(f"campaign: more agents placed than a seat has (supplies {s.agents})")
