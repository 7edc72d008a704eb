"""Reading a Fate's planet tokens from a position: the Hegemon's Banners (F10-02) and the
Survivalist's Bunkers (F18-03), one at most on a planet in play, each fresh or damaged, or held
as a seat's Trophies. Each Fate codes its tokens the same way: ``2 * system + damaged`` on the
map, its own ``TROPHY + seat`` taken (their other codes, supply or scrapped, are their own)."""

from __future__ import annotations

from collections.abc import Mapping

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign.state import CampaignState


def count(value: object, field: str) -> int:
    """A count (a whole number 0 or more), else `InvalidRecord` naming `field`."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidRecord(f"{field} must be a count, not {shorten(value, 9)}")
    return value


def load(
    s: CampaignState, raw: Mapping[str, object], field: str, name: str, card: str, trophy: int
) -> list[int]:
    """``raw["map"]`` (``[{"system": "3.3", "damaged": false}, ...]``: planets in play, one token
    each) and ``raw["trophies"]`` (a count per seat) as token codes, map first; `field` names the
    position's field (``campaign.banners``), `name` the token and `card` its rule in errors."""
    tokens: list[int] = []
    placed = raw.get("map") or []
    if not isinstance(placed, list):
        raise InvalidRecord(f"{field}.map must be a list of {name}s on planets, not {shorten(placed, 30)}")
    for i, item in enumerate(placed):
        where = f"{field}.map[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"system", "damaged"}:
            raise InvalidRecord(f"{where} must be an object with system and damaged")
        sid, damaged = item.get("system"), item.get("damaged", False)
        if (
            sid not in reach.SYSTEM_INDEX
            or reach.is_gate(reach.SYSTEM_INDEX[str(sid)])
            or not isinstance(damaged, bool)
        ):
            raise InvalidRecord(f"{where} must be a planet like '3.3' and damaged true or false")
        x = reach.SYSTEM_INDEX[str(sid)]
        if not s.in_play[x] or x in [t >> 1 for t in tokens]:
            raise InvalidRecord(f"{where}: a planet in play with no other {name} ({card}), not {sid}")
        tokens.append(2 * x + int(damaged))
    held = raw.get("trophies") or [0] * s.n
    if not isinstance(held, list) or len(held) != s.n:
        raise InvalidRecord(f"{field}.trophies must be {s.n} counts")
    for p, taken in enumerate(held):
        tokens += [trophy + p] * count(taken, f"{field}.trophies[{p}]")
    return tokens


def systems(tokens: list[int], trophy: int) -> list[int]:
    """The systems of the tokens on the map (each once: one token to a planet)."""
    return [t >> 1 for t in tokens if 0 <= t < trophy]


def held_at(tokens: list[int], trophy: int, holder: int, system: int, seat: int) -> bool:
    """`seat` is the tokens' `holder` (they are its Loyal pieces) and one stands in `system`."""
    return bool(tokens) and seat == holder and system in systems(tokens, trophy)
