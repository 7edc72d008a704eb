"""Conservation checks: every piece, token and card is somewhere, once, and no count is
negative. `problems(state)` lists what is wrong (empty when all is well); the random-game tests
call it after every action, and the position builder on what it built.
"""

from __future__ import annotations

from collections import Counter

from ambitions.games.arcades import data
from ambitions.games.arcades.state import EMPTY, PHANTOM, ArcadesState, Phase


def ship_total(s: ArcadesState, side: int) -> int:
    """The ships `side` owns in all (a person's include the two of Fleet Expansion)."""
    if s.phantom and side == PHANTOM:
        return data.PHANTOM_SHIPS
    if s.bots[side]:
        return data.BOT_SHIPS
    return data.SHIPS + data.FLEET_SHIPS


def problems(s: ArcadesState) -> list[str]:
    out: list[str] = []
    n, m = s.n, s.sides
    # No negative counts.
    for name in (
        "fresh",
        "damaged",
        "supply",
        "fleet",
        "removed",
        "cities_left",
        "power",
        "trophies",
        "kills",
        "resource_supply",
    ):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            out.append(f"negative {name}: {values}")
    for name in (
        "ap",
        "redeploy",
        "extra_tokens",
        "battle_hits",
        "battle_keys",
        "battle_pyramids",
        "battle_self",
    ):
        if getattr(s, name) < 0:
            out.append(f"negative {name}: {getattr(s, name)}")
    # Ships: supply, Fleet Expansion, the map, trophies held by others, removed, redeploying.
    for side in range(m):
        where = s.supply[side] + sum(
            s.fresh[c * m + side] + s.damaged[c * m + side] for c in range(data.CLUSTERS)
        )
        where += sum(s.trophies[h * m + side] for h in range(n))
        if side < n:
            where += s.fleet[side] + s.removed[side]
        if s.phantom and side == PHANTOM:
            where += s.redeploy
        if where != ship_total(s, side):
            out.append(f"side {side} has {where} ships, not {ship_total(s, side)}")
    for h in range(n):
        if s.trophies[h * m + h]:
            out.append(f"seat {h} holds its own ships as trophies")
        if s.bots[h] and any(s.trophies[h * m : (h + 1) * m]):
            out.append(f"bot {h} holds trophies")
        if sum(s.trophies[h * m : (h + 1) * m]) >= 3:
            out.append(f"seat {h} holds 3 or more trophies")
    # Resources: supply, boards, planets, pending drops.
    counts = Counter(data.PLANET_TYPE[q] for q in range(data.PLANETS) if s.tokens[q])
    counts.update(r for r in s.resources if r >= 0)
    counts.update(r for _, r, _, _ in s.drops)
    for r in range(len(data.RESOURCES)):
        counts[r] += s.resource_supply[r]
    total = sum(counts.values())
    if total != data.RESOURCE_SUPPLY * len(data.RESOURCES) + s.extra_tokens:
        out.append(
            f"{total} resource tokens, not {data.RESOURCE_SUPPLY * len(data.RESOURCES)} + {s.extra_tokens}"
        )
    if not s.extra_tokens:
        for r, c in counts.items():
            if c != data.RESOURCE_SUPPLY:
                out.append(f"{c} {data.RESOURCES[r]} tokens, not {data.RESOURCE_SUPPLY}")
    for p, r, q, k in s.drops:
        if s.bots[p] or len(s.held(p)) != data.BOARD_SLOTS:
            out.append(f"drops: seat {p} gains a 7th resource without a full board")
        if q >= 0 and (s.tokens[q] or data.PLANET_TYPE[q] != r):
            out.append(f"drops: the {data.RESOURCES[r]} collected from {data.PLANET_IDS[q]} is still there")
        if k >= 0 and s.resources[k] >= 0:
            out.append(f"drops: the {data.RESOURCES[r]} stolen from slot {k} is still there")
    raiding = s.phase == Phase.BATTLE and s.battle_stage == "keys" or s.phase == Phase.DROP
    for p in range(n):
        board = s.resources[p * data.BOARD_SLOTS : (p + 1) * data.BOARD_SLOTS]
        filled = [r for r in board if r >= 0]
        if board[: len(filled)] != filled and not raiding:
            out.append(f"seat {p}'s resources are not left-aligned: {board}")
        if s.bots[p] and (filled or s.advances[p] or s.fleet[p]):
            out.append(f"bot {p} holds resources, advances or Fleet Expansion ships")
    # Cities.
    on_map = Counter(code >> 1 for code in s.cities if code >= 0)
    for p in range(n):
        if s.bots[p]:
            if s.cities_left[p]:
                out.append(f"bot {p} has cities off the map")
        elif on_map[p] + s.cities_left[p] != data.CITIES:
            out.append(f"seat {p} has {on_map[p] + s.cities_left[p]} cities, not {data.CITIES}")
    # Cards: each of the 21 in one place (none before the first deal and at a new deal).
    places = {
        "deck": s.deck,
        "facedown": s.facedown,
        "played": s.played,
        "plays": [c for _, c in s.plays],
        "phantom offer": s.phantom_offer,
        "phantom stack": s.phantom_stack,
    }
    for p in range(n):
        places[f"hand {p}"] = s.hands[p]
        places[f"offer {p}"] = s.offers[p]
        places[f"pile {p}"] = s.piles[p]
        if not set(s.kept[p]) <= set(s.hands[p]):
            out.append(f"seat {p} keeps cards it does not hold: {s.kept[p]}")
    cards = [c for cs in places.values() for c in cs]
    if cards and sorted(cards) != sorted(data.ACTION_CARDS):
        dup = sorted(c for c, k in Counter(cards).items() if k > 1)
        missing = sorted(set(data.ACTION_CARDS) - set(cards))
        out.append(f"action cards: {len(cards)} placed, duplicated {dup}, missing {missing}")
    start = s.start_pile + s.start_discard
    if len(set(start)) != len(start) or not set(start) <= set(data.START_CARDS):
        out.append(f"start cards: pile {s.start_pile}, discard {s.start_discard}")
    # Markers: one per cluster at most.
    placed = [c for c in s.marker_at if c != EMPTY]
    if len(set(placed)) != len(placed):
        out.append(f"two ambition markers in one cluster: {s.marker_at}")
    # Agents are on the map once setup has placed them.
    if not s.setup_steps and s.phase not in (Phase.CHANCE_INITIATIVE, Phase.SETUP):
        for side in range(m):
            if not 0 <= s.agents[side] < data.PLANETS:
                out.append(f"side {side}'s agent is not on the map")
    return out
