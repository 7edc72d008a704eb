"""Conservation checks: every card is in exactly one place, no count is negative, every limit
holds (or the decision that restores it is pending).

`problems(state)` lists what is wrong (empty when all is well); the random-game tests call it
after every action, the position builder on what it built.
"""

from __future__ import annotations

from collections import Counter

from ambitions.games.interstellar import data, economy, effects, pending, scoring
from ambitions.games.interstellar.state import InterstellarState


def _pending(s: InterstellarState, kind: str, seat: int) -> bool:
    return any(f[0] == kind and f[1] == seat for f in s.stack)


def _same(out: list[str], what: str, found: Counter[str], expected: Counter[str]) -> None:
    if found != expected:
        extra = found - expected
        missing = expected - found
        out.append(f"{what}: extra {sorted(extra.elements())}, missing {sorted(missing.elements())}")


def problems(s: InterstellarState) -> list[str]:
    """What is not conserved, negative or over a limit in `s`."""
    out: list[str] = []
    cards = s.cards
    n = s.n
    if min(s.resources) < 0:
        out.append("a negative resource count")
    if min(s.tokens) < 0:
        out.append("a negative token count")
    for name in ("fleet_medals", "shadow_medals", "captured", "events", "research_penalty", "turns_taken"):
        if min(getattr(s, name)) < 0:
            out.append(f"a negative {name}")
    # Tokens: six each, one in hand between TAKE ACTION and PREPARE; ULTIMATE slots.
    for p in range(n):
        held = sum(s.tokens[p * 30 : (p + 1) * 30])
        expected = data.TOKENS_PER_PLAYER - (1 if _pending(s, "prepare", p) else 0)
        if any(f[0] == "setup-players" for f in s.stack):
            expected = 0
        elif s.turn_seat < 0:  # the set-up: tokens not placed yet are in the pool
            expected -= sum(1 for f in s.stack if f[0] == "place" and f[1] == p)
        if held != expected:
            out.append(f"seat {p} has {held} action tokens, not {expected}")
    for t, name in enumerate(data.TRACKS):
        if s.ultimate_used(t) > data.ultimate_slots(n):
            out.append(
                f"{name}: {s.ultimate_used(t)} tokens at ULTIMATE, over {data.ultimate_slots(n)} slots"
            )
    # Techs: each card once (a slot, the deck, the discards, the START pool, or owned).
    techs = Counter(t for t in s.tech_slots if t) + Counter(s.tech_deck) + Counter(s.tech_discard)
    techs += Counter(s.start_pool) + Counter(list(s.tech_owner))
    _same(out, "techs", techs, Counter(list(cards.techs)))
    for p in range(n):
        if len(set(s.known[p])) != len(s.known[p]):
            out.append(f"seat {p} knows a tech twice")
        for tech in s.known[p]:
            if tech not in s.tech_owner:
                out.append(f"seat {p} knows {tech}, which nobody owns")
        for tech in s.acquired[p]:
            if tech not in s.known[p] or s.tech_owner.get(tech) == p:
                out.append(f"seat {p} acquired {tech} but does not know it or owns it")
        for tech, owner in s.tech_owner.items():
            if owner == p and tech not in s.known[p]:
                out.append(f"seat {p} owns {tech} but does not know it")
    # Ships: mercs and emergency cards once each; fleets within the limit.
    in_fleets = Counter(h.id for fleet in s.fleets for h in fleet)
    mercs = Counter(m for m in s.merc_slots if m) + Counter(s.merc_deck) + Counter(s.merc_discard)
    mercs += Counter({k: v for k, v in in_fleets.items() if cards.ships[k].kind == "merc"})
    _same(out, "mercs", mercs, Counter(cards.mercs))
    emergency = Counter(s.emergency_deck) + Counter(s.emergency_discard)
    emergency += Counter({k: v for k, v in in_fleets.items() if cards.ships[k].kind == "emergency"})
    _same(out, "emergency ships", emergency, Counter(cards.emergency))
    for p in range(n):
        for h in s.fleets[p]:
            if h.damage < 0:
                out.append(f"seat {p}'s {h.id} has negative damage")
        if len(s.fleets[p]) > data.SHIP_LIMIT and s.combat is None and not _pending(s, "scrap", p):
            out.append(f"seat {p} has {len(s.fleets[p])} ships")
    # Shadow cards: deck, hands, discards, revealed.
    shadow = Counter(s.shadow_deck) + Counter(c for c, _ in s.shadow_discard) + Counter(s.revealed)
    for hand in s.hands:
        shadow += Counter(hand)
    _same(out, "shadow cards", shadow, Counter(cards.shadow_deck))
    for p in range(n):
        if len(s.hands[p]) > data.HAND_LIMIT:  # a seat discards before it buys past 7
            out.append(f"seat {p} holds {len(s.hands[p])} Shadow cards")
    # Colony events: deck, discards, markers on planets.
    events = Counter(s.event_deck) + Counter(s.event_discard)
    for held_planets in s.planets:
        for planet in held_planets:
            events += Counter(planet.markers)
    _same(out, "colony events", events, Counter(cards.event_deck))
    # Planets: each once (a stack, a discard pile, a player's area, out of play).
    planets: Counter[str] = Counter(t for t in s.stack_tops if t)
    for t in range(4):
        planets += Counter(s.stack_hidden[t]) + Counter(s.stack_bottom[t]) + Counter(s.planet_discard[t])
        for pid in s.stack_hidden[t] + s.stack_bottom[t] + s.planet_discard[t] + [s.stack_tops[t]]:
            if pid and cards.planets[pid].type != t:
                out.append(f"{pid} is in the {data.PLANET_TYPES[t]} stack")
    for p in range(n):
        planets += Counter(h.id for h in s.planets[p])
    planets += Counter(s.out_of_play)
    planets += Counter(str(f[2]) for f in s.stack if f[0] == "settle")  # paid for, not yet placed
    homes = Counter({pid: k for pid, k in planets.items() if cards.planets[pid].home})
    if any(v > 1 for v in homes.values()) or any(cards.home_worlds.index(h) >= n for h in homes):
        out.append(f"home worlds misplaced: {sorted(homes.elements())}")
    _same(out, "planets", planets - homes, Counter(pid for stack in cards.stacks for pid in stack))
    for p in range(n):
        for planet in s.planets[p]:
            top = economy.max_dev(s, p, planet.id)
            if not data.MIN_DEV <= planet.dev <= top:
                out.append(f"seat {p}'s {planet.id} is at level {planet.dev}, outside 1..{top}")
        if len(s.planets[p]) > effects.planet_limit(s, p) and not _pending(s, "give", p):
            out.append(f"seat {p} owns {len(s.planets[p])} planets")
    # The pending steps: shapes play gives them (a turn's steps, a check's, a combat's).
    out += pending.problems(s)
    # The end: once triggered, its turns are counted down (else it never comes); a finished game
    # has the rules' winner.
    if (s.trigger >= 0) != (s.final_turns >= 0):
        out.append("the end is triggered (trigger) exactly when its turns are counted (final_turns)")
    if s.stack and s.winner >= 0:
        out.append("a game still under way has no winner")
    if not s.stack and s.winner >= 0:
        order = s.turn_order()
        if s.winner != min(scoring.winners(s), key=order.index) or s.turn_seat >= 0:
            out.append(f"seat {s.winner} is not the winner of the finished game (most VP, then combat value)")
    # Ambitions: a seat claims each at most once.
    for i, claims in enumerate(s.claims):
        if len(set(claims)) != len(claims):
            out.append(f"ambition {s.ambitions[i]} claimed twice by one seat")
    return out
