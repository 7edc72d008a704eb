"""Ending a chapter: scoring ambitions, clean up, flipping a marker, the game's end (p18-19)."""

from __future__ import annotations

from ambitions.core.state import TERMINAL
from ambitions.games.arcs import data, powers, resources
from ambitions.games.arcs.cardplay import marker_values
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.state import (
    NUM_PIECE_KINDS,
    RESOURCE_SLOTS,
    ArcsState,
    Phase,
    ScoredAmbition,
)

MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
TYCOON, TYRANT, WARLORD, KEEPER, EMPATH = range(5)
COUNTED = (MATERIAL, FUEL, RELIC, PSIONIC)
"""The resources whose icons count toward an ambition (Weapons count for none, p18)."""


def trophy_count(s: ArcsState, seat: int) -> int:
    """`seat`'s Trophies (p18: pieces, each counting one). Summed in place, no slice made."""
    width = s.n * NUM_PIECE_KINDS
    trophies = s.trophies
    total = 0
    for i in range(seat * width, (seat + 1) * width):
        total += trophies[i]
    return total


def captive_count(s: ArcsState, seat: int) -> int:
    """`seat`'s Captives (p18). Summed in place, no slice made."""
    captives = s.captives
    total = 0
    for i in range(seat * s.n, (seat + 1) * s.n):
        total += captives[i]
    return total


_SUIT_ICON: dict[str, int] = {}
"""A Guild card's id: the counted resource its suit is an icon of, or -1 (`suit_icon`)."""


def suit_icon(cid: str) -> int:
    """The counted resource (`COUNTED`) a Guild card's suit is an icon of (p17), or -1: read
    from `data.COURT_CARD_BY_ID` once per card (an extending game adds its cards there)."""
    found = _SUIT_ICON.get(cid)
    if found is not None:
        return found
    suit = data.COURT_CARD_BY_ID[cid].suit
    icon = -1
    for r in COUNTED:
        if data.RESOURCES[r] == suit:
            icon = r
    _SUIT_ICON[cid] = icon
    return icon


def ambition_count(s: ArcsState, seat: int, ambition: int) -> int:
    """What `seat` has toward an ambition (p18)."""
    more = s.more_ambition_count(seat, ambition) if s.COUNTS_MORE else 0
    if ambition == TYCOON:
        return resources.icons(s, seat, MATERIAL) + resources.icons(s, seat, FUEL) + more
    if ambition == TYRANT:
        return captive_count(s, seat) + more
    if ambition == WARLORD:
        return trophy_count(s, seat) + more
    if ambition == KEEPER:
        return resources.icons(s, seat, RELIC) + more
    if ambition == EMPATH:
        return resources.icons(s, seat, PSIONIC) + more
    return more  # an ambition of the extending game (`ArcsState.AMBITION_NAMES`)


def ambition_counts(s: ArcsState, seat: int) -> list[int]:
    """What `seat` has toward each ambition, indexed as `ArcsState.AMBITION_NAMES` (`ambition_count`
    for all at once, the same sums: the extending game's ambitions too, whether in play or not).

    One pass over the seat's resource tokens, one over its Guild cards (a card's suit is an
    icon of that resource, p17), each icon-adding power asked once per counted resource
    (`resources.icons` asks the same questions one ambition at a time); then Captives, Trophies
    and what the extending game counts more (`ArcsState.more_ambition_count`).
    """
    icons = [0, 0, 0, 0, 0]
    held = s.resources
    for i in range(seat * RESOURCE_SLOTS, (seat + 1) * RESOURCE_SLOTS):
        r = held[i]
        if r >= 0:
            icons[r] += 1
    for cid in s.guild[seat]:
        r = suit_icon(cid)
        if r >= 0:
            icons[r] += 1
    for power in powers.owned(s, seat):
        if power.icons is not None:
            for r in COUNTED:
                icons[r] += power.icons(s, seat, r)
    counts = [
        icons[MATERIAL] + icons[FUEL],
        captive_count(s, seat),
        trophy_count(s, seat),
        icons[RELIC],
        icons[PSIONIC],
    ]
    for _ in range(len(s.AMBITION_NAMES) - len(counts)):
        counts.append(0)
    if s.COUNTS_MORE:
        for amb in range(len(counts)):
            counts[amb] += s.more_ambition_count(seat, amb)
    return counts


def phantom_count(s: ArcsState, ambition: int) -> int:
    """The 2-player phantom's count: resources on the ambition boxes (p19).

    Weapons on Warlord count as Trophies; there is nothing for Tyrant, nor for an extending
    game's ambitions.
    """
    if ambition > EMPATH:
        return 0
    b = s.box_resources
    return (b[MATERIAL] + b[FUEL], 0, b[WEAPON], b[RELIC], b[PSIONIC])[ambition]


def rank_ambition(counts: list[int]) -> tuple[int, list[int]]:
    """First and second place for an ambition from each contender's count (p18).

    Returns ``(first, seconds)``: the untied first-place index (or -1) and the indexes that take
    second place. On a tie for first, all tied contenders take second place; on a tie for second,
    nobody does. Nobody places with a count of zero (qualifying).
    """
    best = max(counts)
    if best <= 0:
        return -1, []
    top = [i for i, c in enumerate(counts) if c == best]
    if len(top) > 1:
        return -1, top
    rest = [c for i, c in enumerate(counts) if i != top[0] and c > 0]
    if not rest:
        return top[0], []
    runner = max(rest)
    seconds = [i for i, c in enumerate(counts) if c == runner and i != top[0]]
    return top[0], seconds if len(seconds) == 1 else []


def score_ambitions(s: ArcsState) -> list[int]:
    """Score every ambition with markers in its box; returns the Power gained per seat.

    What was scored is recorded in `ArcsState.chapter_scoring` (`state.ScoredAmbition`): the
    markers, the counts, the places, the bonus city Power and the Power each seat gained.
    """
    n = s.n
    gained = [0] * n
    table: list[ScoredAmbition] = []
    for amb in s.ambitions_in_play():
        markers = [i for i in range(3) if s.marker_box[i] == amb]
        if not markers:
            continue
        values = tuple([marker_values(s, i) for i in markers])
        first_power = sum(v[0] for v in values)
        second_power = sum(v[1] for v in values)
        counts = [ambition_count(s, p, amb) for p in range(n)]
        if n == 2:
            counts.append(phantom_count(s, amb))  # the phantom third player (p19)
        first, seconds = rank_ambition(counts)
        here = [0] * n
        bonus = 0
        if 0 <= first < n:
            # Bonus city Power: once per ambition, only for an untied first place (p18).
            bonus = data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[first]]
            here[first] += place_power(s, first, amb, 1, first_power + bonus, second_power)
        for p in seconds:
            if p < n:
                here[p] += place_power(s, p, amb, 2, first_power, second_power)
        for p in range(n):
            gained[p] += here[p]
        table.append((amb, values, tuple(counts), first, tuple(seconds), bonus, tuple(here)))
    s.chapter_scoring.append((s.chapter, tuple(table)))
    for p in range(n):
        s.power[p] += gained[p]
    scored = {a for a in s.marker_box if a >= 0}
    for p in range(n):
        for power in powers.owned(s, p):
            if power.after_scoring is not None:
                power.after_scoring(s, p, scored)
    return gained


def place_power(s: ArcsState, seat: int, ambition: int, place: int, first: int, second: int) -> int:
    """The Power `seat` gains for `place` (1 or 2) in an ambition: `first` (bonus city Power
    included) or `second`, unless a power changes it (`Power.score`: the Elder's Just, the
    Warrior's Violent; a scoring modifier, p20)."""
    gained = first if place == 1 else second
    for p in powers.owned(s, seat):
        if p.score is not None:
            changed = p.score(s, seat, ambition, place, first, second)
            if changed != gained:
                powers.note(p.id)
                gained = changed
    return gained


def clean_up(s: ArcsState) -> None:
    """Return Trophies if Warlord was scored and Captives if Tyrant was; return and flip markers."""
    n = s.n
    scored = set(s.marker_box)
    if WARLORD in scored:
        for seat in range(n):
            for owner in range(n):
                base = (seat * n + owner) * NUM_PIECE_KINDS
                ships, agents, ports, cities = s.trophies[base : base + NUM_PIECE_KINDS]
                s.trophies[base : base + NUM_PIECE_KINDS] = [0, 0, 0, 0]
                s.ships[owner] += ships
                s.starports[owner] += ports
                return_agents(s, owner, agents)
                for _ in range(cities):
                    return_city(s, owner)
    if TYRANT in scored:
        for seat in range(n):
            for owner in range(n):
                count = s.captives[seat * n + owner]
                if count:
                    s.captives[seat * n + owner] = 0
                    return_agents(s, owner, count)
    s.marker_box = [-1, -1, -1]
    # Flip the lowest-Power marker not yet flipped (p19).
    unflipped = [i for i in range(3) if not s.marker_flipped[i]]
    if unflipped:
        s.marker_flipped[min(unflipped, key=lambda i: marker_values(s, i))] = True


def end_chapter(s: ArcsState) -> None:
    """Discard every action card, score, clean up, and end the game or start the next chapter."""
    for seat in range(s.n):
        for card in s.hands[seat]:
            s.action_discard.append((card, False, seat))
        s.hands[seat] = []
    s.chapter_scores.append(score_ambitions(s))
    s.ambitions_scored()
    clean_up(s)
    s.chapter_cleaned_up()
    if s.game_ends_after_chapter():
        end_game(s)
        return
    s.chapter += 1
    s.passes = 0
    s.phase = Phase.CHANCE_DEAL


def end_game(s: ArcsState) -> None:
    """The most Power wins; ties go to the tied player earliest in turn order (p19)."""
    order = s.turn_order()
    s.winner = max(order, key=lambda p: (s.power[p], -order.index(p)))
    for item in s.discard_queue:  # tokens still waiting for room go back to the supply
        s.resource_supply[item % 8] += 1
    s.discard_queue = []
    s.phase = Phase.OVER
    s.mover = TERMINAL
