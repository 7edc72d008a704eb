"""The Fates in a campaign position (``campaign.fates``, read by `arcs_campaign.position`)::

    "fates": {
        "fate": ["F1", "F7", "F3"],          # each seat's Fate (all, or none)
        "objective": [17, 13, 10],           # markers; default: each Fate's starting space
        "drawn": ["F1", "F2", "F7", "F8", "F3", "F4"],  # optional: the 2 drawn per seat
        "cards": [["F1-02", "F1-03"], ["F7-02"], ["F3-02"]],  # Fate Set cards each seat holds;
                                             # default: what each Fate's Act I setup gives
        "merchant_league": {"relic": 1},     # resources on Merchant League
        "faithful": ["F8-04", "F8-05"],      # the Believer's stack, bottom first (default: all 9)
        "golems": [{"golem": "warrior", "system": "1.0"},   # the Caretaker's Golems: on the map,
                   {"golem": "seeker", "holder": 0, "awake": true}],  # or held; others out
    }

Fate Set Guild cards are held as Guild cards, lore cards as lore. A problem raises
`InvalidRecord` naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.core.errors import InvalidRecord
from ambitions.core.records import shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.fates import cards, caretaker, draw
from ambitions.games.arcs_campaign.state import CampaignState

KEYS = frozenset({"fate", "objective", "drawn", "cards", "merchant_league", "golems", "faithful"})
SETUP_CARDS: dict[str, tuple[str, ...]] = {
    cards.STEWARD: ("F1-02", "F1-03"),
    cards.FOUNDER: ("F2-02",),
    cards.MAGNATE: ("F3-02",),
    cards.ADVOCATE: ("F4-02", "F4-03"),
    cards.CARETAKER: ("F5-02", "F5-03", "F5-04"),
    cards.PARTISAN: ("F6-02",),
    cards.ADMIRAL: ("F7-02",),
    cards.BELIEVER: ("F8-02",),
}
"""The Fate Set cards each Fate's Act I Setup side gives (the ones held in a play area)."""


def _fail(field: str, wanted: str, value: object) -> None:
    raise InvalidRecord(f"campaign.fates.{field} must be {wanted}, not {shorten(value, 80)}")


def load(s: CampaignState, raw: object) -> None:
    """Read ``campaign.fates`` into `s` (nothing if absent)."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - KEYS:
        raise InvalidRecord(f"campaign.fates must be an object with keys {', '.join(sorted(KEYS))}")
    n = s.n
    fates = raw.get("fate")
    if (
        not isinstance(fates, list)
        or len(fates) != n
        or len(set(fates)) != n
        or not set(fates) <= set(cards.A_FATES)
    ):
        _fail("fate", f"{n} different A Fates (F1-F8), one per seat", fates)
    assert isinstance(fates, list)
    s.fates = [str(f) for f in fates]
    drawn: Any = raw.get("drawn")
    if drawn is None:
        rest = [f for f in cards.A_FATES if f not in s.fates]
        drawn = [x for p in range(n) for x in (s.fates[p], rest[p])]
    s.fate_offers = [str(f) for f in drawn] if isinstance(drawn, list) else []
    if draw.draw_problem(s, s.fate_offers) or any(s.fates[p] not in draw.offer(s, p) for p in range(n)):
        _fail("drawn", "2 different A Fates per seat, each seat's Fate among its two", drawn)
    marks: Any = raw.get("objective") or [cards.start_space(f, n) for f in s.fates]
    if not isinstance(marks, list) or len(marks) != n:
        _fail("objective", f"{n} marker spaces", marks)
    for p, m in enumerate(marks):
        if isinstance(m, bool) or not isinstance(m, int) or not 0 <= m <= cards.start_space(s.fates[p], n):
            _fail(f"objective[{p}]", f"a space from 0 to {cards.start_space(s.fates[p], n)}", m)
    s.objective = [int(m) for m in marks]
    held: Any = raw.get("cards")
    if held is None:
        held = [list(SETUP_CARDS[f]) for f in s.fates]
    if not isinstance(held, list) or len(held) != n:
        _fail("cards", f"{n} lists of Fate Set cards", held)
    every = [c for row in held for c in (row if isinstance(row, list) else [row])]
    if len(set(every)) != len(every):
        _fail("cards", "each card once", held)
    for p, row in enumerate(held):
        for card in row if isinstance(row, list) else [row]:
            info = cards.FATE_SET_BY_ID.get(card)
            if info is None or info.kind not in ("guild", "lore"):
                _fail(f"cards[{p}]", "Fate Set Guild or lore cards (like F1-03)", card)
            assert info is not None
            (s.guild if info.kind == "guild" else s.lore)[p].append(info.id)
    load_golems(s, raw.get("golems"))
    if "F8" in s.fates:
        stack = raw.get("faithful", list(cards.FAITHFUL_CARDS))
        ok = isinstance(stack, list) and len(set(stack)) == len(stack)
        if not ok or not set(stack) <= set(cards.FAITHFUL_CARDS):
            _fail("faithful", "Faithful cards (F8-04 to F8-12), bottom first, each once", stack)
        s.faithful = [str(c) for c in stack]
        # Faithful cards off the stack are among the action cards (a position may put them in
        # hands, plays or the discard; any left over go to the action discard).
        placed = {c for h in s.hands for c in h} | {c for _, c, _ in s.plays}
        placed |= {c for c, _, _ in s.action_discard}
        loose = [c for c in cards.FAITHFUL_CARDS if c not in stack and c not in placed]
        s.action_discard += [(c, False, -1) for c in loose]
    league = raw.get("merchant_league") or {}
    if not isinstance(league, Mapping):
        _fail("merchant_league", "an object of resource counts", league)
    for r, count in league.items():
        if r not in arcs_data.RESOURCES or isinstance(count, bool) or not isinstance(count, int) or count < 0:
            _fail("merchant_league", "resource names with counts", league)
        i = arcs_data.RESOURCES.index(r)
        if count > s.resource_supply[i]:
            _fail("merchant_league", "counts the supply has", league)
        s.league[i] += count
        s.resource_supply[i] -= count


def load_golems(s: CampaignState, raw: object) -> None:
    if raw is None:
        return
    if "F5" not in s.fates or not isinstance(raw, list):
        raise InvalidRecord("campaign.fates.golems must be a list, with the Caretaker (F5) in play")
    s.golems = [-1] * 4
    s.golem_awake = [False] * 4
    for i, item in enumerate(raw):
        field = f"golems[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"golem", "system", "holder", "awake"}:
            _fail(field, "an object with golem, system or holder, awake", item)
        assert isinstance(item, Mapping)
        name = item.get("golem")
        if name not in caretaker.GOLEMS or s.golems[caretaker.GOLEMS.index(str(name))] != -1:
            _fail(f"{field}.golem", "a Golem (warrior, protector, seeker, harvester), once", name)
        g = caretaker.GOLEMS.index(str(name))
        if "system" in item:
            if item["system"] not in reach.SYSTEM_INDEX:
                _fail(f"{field}.system", "a system like '1.0'", item["system"])
            s.golems[g] = reach.SYSTEM_INDEX[str(item["system"])]
        else:
            holder = item.get("holder")
            if isinstance(holder, bool) or not isinstance(holder, int) or not 0 <= holder < s.n:
                _fail(f"{field}.holder", f"a seat 0..{s.n - 1}", holder)
            assert isinstance(holder, int)
            s.golems[g] = caretaker.HELD + holder
        s.golem_awake[g] = bool(item.get("awake", False))
