"""Shadow Activities (turn step 1), shadow checks, every Shadow card effect, and the SHADOW
action (buy cards, I-9; hire mercs), the Shadow deck and the 7-card hand limit.

A Shadow card's effect is one of the kinds the card file format lists (`cards.schema.json`);
`targets` gives the arguments each kind is played with, `resolve` what it does. Sabotage and
Infiltrate cards need a shadow check: the player may discard up to 3 cards for +1 each
(``boost``), then the target up to 3 for -1 each (``resist``), then a die: 4 or more succeeds,
earns a Shadow Medal and enacts the card.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

from ambitions.games.interstellar import data, economy, effects, frames, narrate, track
from ambitions.games.interstellar.actions import Action, act, token_text
from ambitions.games.interstellar.cards import Effect
from ambitions.games.interstellar.frames import narrating, note, pop, push, replace_top
from ambitions.games.interstellar.state import (
    EV_CHECKS_WON,
    EV_SABOTAGE_KILLS,
    NUM_EVENTS,
    Check,
    Frame,
    InterstellarState,
)

RES = data.RESOURCES
DONE = act("done")
CATEGORIES = ("techs", "planets", "mercs")


# -- the Shadow deck ------------------------------------------------------------------------------
def _draw_shadow(s: InterstellarState, f: Frame) -> None:
    """Draw ``f[2]`` Shadow cards for seat ``f[1]`` (into its hand, or revealed to it for a
    purchase); an exhausted deck takes the discards, face up and face down, as a new deck."""
    seat, k, dest = f[1], f[2], f[3]
    if k <= 0:
        pop(s)
        return
    if not s.shadow_deck:
        s.shadow_deck = [card for card, _ in s.shadow_discard]
        s.shadow_discard = []
        if not s.shadow_deck:
            pop(s)
            return
    m = min(k, len(s.shadow_deck))
    replace_top(s, ("draw-shadow", seat, k - m, dest))
    push(s, ("deal" if dest == "hand" else "reveal", seat, m))


def _draw_sample(s: InterstellarState, f: Frame, rng: random.Random) -> Action:
    cards = tuple(rng.sample(s.shadow_deck, f[2]))
    return Action("deal", (f[1], *cards)) if f[0] == "deal" else Action("reveal", cards)


def _draw_valid(s: InterstellarState, f: Frame, a: Action) -> bool:
    cards = a.args[1:] if f[0] == "deal" else a.args
    if f[0] == "deal" and (not a.args or a.args[0] != f[1]):
        return False
    return len(cards) == f[2] and economy.contains(s.shadow_deck, cards)


def _draw_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    cards = [str(c) for c in (a.args[1:] if f[0] == "deal" else a.args)]
    for card in cards:
        s.shadow_deck.remove(card)
    (s.hands[seat] if f[0] == "deal" else s.revealed).extend(cards)
    pop(s)


def discard_face_up(s: InterstellarState, card: str) -> None:
    s.shadow_discard.append((card, -1))


def discard_face_down(s: InterstellarState, seat: int, card: str) -> None:
    """A card leaves `seat`'s hand face down (its owner knows it; the others see a card go)."""
    s.hands[seat].remove(card)
    s.shadow_discard.append((card, seat))


# -- set-up: keep 2 of the 4 dealt ----------------------------------------------------------------------
def _keep_legal(s: InterstellarState, f: Frame) -> list[Action]:
    hand = sorted(s.hands[f[1]])
    keep = min(data.KEEP, len(hand))
    return [Action("keep", combo) for combo in sorted(set(combinations(hand, keep)))]


def _keep_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    """Keep two; the others are discarded face down (their owner knows them)."""
    seat = f[1]
    hand = s.hands[seat]
    rest = hand[:]
    for card in a.args:
        rest.remove(str(card))
    s.hands[seat] = [str(c) for c in a.args]
    for card in rest:
        s.shadow_discard.append((card, seat))
    pop(s)


# -- targets of each card -----------------------------------------------------------------------------
def _opponents(s: InterstellarState, seat: int) -> list[int]:
    return [p for p in range(s.n) if p != seat]


def targets(s: InterstellarState, seat: int, card: str) -> list[tuple[object, ...]]:
    """The arguments `card` may be played with by `seat` now (empty: it cannot be played)."""
    e = s.cards.shadow[card].effect
    k = e.kind
    out: list[tuple[object, ...]] = []
    if k == "exchange_plans":  # I-21: any of yours and any of theirs on the same track
        for p in _opponents(s, seat):
            for t in range(6):
                mine = [lv for lv in range(5) if s.tokens_at(seat, t, lv)]
                theirs = [lv for lv in range(5) if s.tokens_at(p, t, lv)]
                for a in mine:
                    for b in theirs:
                        if a != b:
                            name = data.TRACKS[t]
                            out.append((p, token_text(name, a), token_text(name, b)))
    elif k == "new_opportunities":  # I-22
        if any(s.tech_slots):
            out.append(("techs",))
        if any(s.stack_tops):
            out.append(("planets",))
        if any(s.merc_slots):
            out.append(("mercs",))
    elif k == "advance_own":
        for combo in track.advance_sets(s, seat, e.amount, 1):
            out.append(tuple(token_text(data.TRACKS[t], lv) for t, lv in combo))
    elif k == "push_back":
        for p in _opponents(s, seat):
            for t, lv in track.places(s, p, data.BASIC, data.STRONG):
                out.append((p, token_text(data.TRACKS[t], lv)))
    elif k == "exchange_rate_turn":
        if not s.exchange_turn or s.exchange_turn > e.rate:
            out.append(())
    elif k == "gain_choice":
        out += [tuple(RES[r] for r in combo) for combo in combinations_with_replacement(range(4), e.amount)]
    elif k == "reduce_dev":
        for p in _opponents(s, seat):
            out += [(p, planet.id) for planet in s.planets[p] if planet.dev > data.MIN_DEV]
    elif k == "destroy_ship":
        for p in _opponents(s, seat):
            out += [(p, ref) for ref in economy.ship_refs(s.fleets[p])]
    elif k == "reset_token":
        for p in _opponents(s, seat):
            for t, lv in track.places(s, p, e.min_level, data.ULTIMATE):
                out.append((p, token_text(data.TRACKS[t], lv)))
    elif k == "lose_resources":
        for p in _opponents(s, seat):
            if any(s.res(p, r) and e.resources[r] for r in range(4)):
                out.append((p,))
    elif k == "research_penalty":
        out += [(p,) for p in _opponents(s, seat)]
    elif k == "acquire_tech":
        for p in _opponents(s, seat):
            out += [(p, t) for t in s.known[p] if t not in s.known[seat]]
    elif k == "siphon":
        for p in _opponents(s, seat):
            out += [(p, planet.id) for planet in s.planets[p] if not planet.siphoned]
    elif k == "steal_ship":
        ore = s.res(seat, data.ORE)
        ships = [
            x
            for x in s.cards.standard
            if s.cards.ships[x].build_points <= e.max_bp and s.cards.ships[x].ore <= ore
        ]
        for p in _opponents(s, seat):
            out += [(p, x) for x in ships]
    elif k == "take_resource":
        out += [(p,) for p in _opponents(s, seat) if s.res(p, e.resource)]
    return out


def play_options(s: InterstellarState, seat: int) -> list[Action]:
    out = []
    for card in sorted(set(s.hands[seat])):
        out += [Action("play", (card, *args)) for args in targets(s, seat, card)]  # type: ignore[arg-type]
    return out


def target_of(s: InterstellarState, card: str, args: tuple[object, ...]) -> int:
    """The opponent a played card targets (-1 for none: the card's arguments start with a seat
    when it targets one)."""
    return args[0] if args and isinstance(args[0], int) else -1


# -- Shadow Activities (turn step 1; none in a player's first turn, I-12) ---------------------
def _shadow_skip(s: InterstellarState, f: Frame) -> bool:
    """Only a frame with no play left is dropped. The step is offered (with ``pass``) whatever
    the hand holds: whether a seat could play a card depends on its hidden hand, so asking only
    then would show every seat that it holds a playable card (and a world dealt at random for
    `determinize` would skip the step the observation shows)."""
    return int(f[2]) <= 0


def _shadow_legal(s: InterstellarState, f: Frame) -> list[Action]:
    return play_options(s, f[1]) + [act("pass")]


def _shadow_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, plays = f[1], f[2]
    if a.kind == "pass":
        pop(s)
        return
    if plays > 1:
        replace_top(s, ("shadow", seat, plays - 1))
    else:
        pop(s)
    card, args = str(a.args[0]), a.args[1:]
    play(s, seat, card, args)


def play(s: InterstellarState, seat: int, card: str, args: tuple[object, ...]) -> None:
    """Play `card`: a Standard card acts at once; a Sabotage or Infiltrate card starts a check."""
    s.hands[seat].remove(card)
    discard_face_up(s, card)
    sc = s.cards.shadow[card]
    if sc.type == "standard":
        resolve(s, seat, card, args)
        return
    target = target_of(s, card, args)
    modifier = effects.check_bonus(s, seat, sc.type) + card_penalty(s, sc.effect, target, args)
    if target >= 0:
        modifier -= effects.total(s, target, "check_defence")
    s.check = Check(card, seat, target, tuple(args), modifier)
    s.last_check = None  # the last check's result shows until this one starts
    steps: list[Frame] = [("boost", seat)]
    if target >= 0:
        steps.append(("resist", target))
    push(s, *steps, ("roll", -1, "check", 1), ("check-resolve", seat))


def card_penalty(s: InterstellarState, e: Effect, target: int, args: tuple[object, ...]) -> int:
    """A card's own penalty to its check: by the target ship's combat value (Ship go BOOM BOOM)
    or the target tech's cost (Acquire Secrets)."""
    if e.kind == "destroy_ship":
        i = economy.find_ship(s.fleets[target], str(args[1]))
        return e.penalty(s.cards.ships[s.fleets[target][i].id].combat)
    if e.kind == "acquire_tech":
        return e.penalty(s.cards.techs[str(args[1])].cost)
    return 0


def _boost_legal(s: InterstellarState, f: Frame) -> list[Action]:
    c = s.check
    assert c is not None
    used = c.boosts if f[0] == "boost" else c.resists
    if used >= data.MAX_BOOST:
        return [DONE]
    return [act(f[0], card) for card in sorted(set(s.hands[f[1]]))] + [DONE]


def _boost_skip(s: InterstellarState, f: Frame) -> bool:
    return not s.hands[f[1]]


def _boost_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    c = s.check
    assert c is not None
    if a.kind == "done":
        pop(s)
        return
    card = str(a.args[0])
    s.hands[f[1]].remove(card)
    discard_face_up(s, card)
    if f[0] == "boost":
        c.boosts += 1
        done = c.boosts >= data.MAX_BOOST
    else:
        c.resists += 1
        done = c.resists >= data.MAX_BOOST
    if done or not s.hands[f[1]]:
        pop(s)


def _check_resolve(s: InterstellarState, f: Frame) -> None:
    pop(s)
    c = s.check
    assert c is not None
    s.check = None
    s.last_check = c  # kept, unchanged, until the next check starts
    if not c.success:
        return
    s.shadow_medals[c.seat] += 1
    s.events[c.seat * NUM_EVENTS + EV_CHECKS_WON] += 1
    resolve(s, c.seat, c.card, c.args)


def resolve(s: InterstellarState, seat: int, card: str, args: tuple[object, ...]) -> None:
    """Enact `card`'s effect (a check, if it needed one, succeeded)."""
    sc = s.cards.shadow[card]
    e = sc.effect
    k = e.kind
    if k == "exchange_plans":
        p = int(str(args[0]))
        mine, theirs = track.read_token(args[1]), track.read_token(args[2])
        assert mine is not None and theirs is not None
        track.move(s, seat, mine[0], mine[1], theirs[1])
        track.move(s, p, theirs[0], theirs[1], mine[1])
    elif k == "new_opportunities":
        _new_opportunities(s, str(args[0]))
    elif k == "advance_own":
        track.advance(s, seat, tuple(sorted(_place(w) for w in args)))
    elif k == "push_back":
        t, lv = _place(args[1])
        track.move(s, int(str(args[0])), t, lv, max(0, lv - e.amount))
    elif k == "exchange_rate_turn":
        s.exchange_turn = e.rate
    elif k == "gain_choice":
        for r in economy.read_gain(Action("gain", args)):  # type: ignore[arg-type]
            economy.gain(s, seat, r, 1)
    elif k == "reduce_dev":
        p, pid = int(str(args[0])), str(args[1])
        owner, i = economy.find_planet(s, pid)
        if owner == p:
            planet = s.planets[p][i]
            dev = max(data.MIN_DEV, planet.dev - e.levels)
            s.planets[p][i] = planet._replace(dev=dev)
            note(s, f"seat {p}'s {narrate.planet(s, pid)} goes from Development Level {planet.dev} to {dev}")
    elif k == "destroy_ship":
        p = int(str(args[0]))
        i = economy.find_ship(s.fleets[p], str(args[1]))
        if i >= 0:
            note(s, f"{narrate.ship(s, p, s.fleets[p][i].id)} is destroyed")
            economy.remove_ship(s, p, i)
            if sc.type == "sabotage":
                s.events[seat * NUM_EVENTS + EV_SABOTAGE_KILLS] += 1
    elif k == "reset_token":
        t, lv = _place(args[1])
        track.move(s, int(str(args[0])), t, lv, data.PREPARING)
        note(s, f"seat {args[0]}'s {data.TRACKS[t].upper()} token goes back to PREPARING")
    elif k == "lose_resources":
        p = int(str(args[0]))
        lost = [economy.lose(s, p, r, e.resources[r]) for r in range(4)]
        if narrating(s):
            words = [f"{n} {data.RESOURCES[r].upper()}" for r, n in enumerate(lost) if n]
            note(s, f"seat {p} loses " + (" and ".join(words) or "nothing (it had none)"))
    elif k == "research_penalty":
        s.research_penalty[int(str(args[0]))] += e.amount
        note(s, f"seat {args[0]}'s next TECH costs {e.amount} SCIENCE more")
    elif k == "acquire_tech":
        acquire(s, seat, str(args[1]))
        note(s, f"seat {seat} acquires the TECH {s.cards.techs[str(args[1])].name}")
    elif k == "siphon":
        _siphon(s, seat, int(str(args[0])), str(args[1]))
        note(
            s,
            f"seat {args[0]}'s {narrate.planet(s, str(args[1]))} is siphoned: it produces nothing next turn",
        )
    elif k == "steal_ship":  # at 8 ships: discard one first, or decline it (economy.gain_ship)
        economy.gain_ship(s, seat, str(args[1]), True)
    elif k == "take_resource":
        taken = economy.lose(s, int(str(args[0])), e.resource, e.amount)
        economy.gain(s, seat, e.resource, taken)
        note(s, f"seat {seat} takes {taken} {data.RESOURCES[e.resource].upper()} from seat {args[0]}")


def _place(word: object) -> tuple[int, int]:
    place = track.read_token(word)
    assert place is not None
    return place


def acquire(s: InterstellarState, seat: int, tech: str) -> None:
    """Acquire a tech from an opponent (I-19): its effect, never its VP; nothing if known."""
    if tech not in s.known[seat]:
        s.known[seat].append(tech)
        s.acquired[seat].append(tech)


def _siphon(s: InterstellarState, seat: int, victim: int, pid: str) -> None:
    """Siphon Production (I-17): gain the planet's production; its damage token stops it
    producing on its owner's next turn."""
    owner, i = economy.find_planet(s, pid)
    if owner != victim:
        return
    planet = s.planets[owner][i]
    fixed, any_total = economy.production(s, owner, [planet._replace(siphoned=False)])
    any_total -= effects.home_bonus(s, owner)[1] if s.cards.planets[pid].home else 0
    for r in range(4):
        economy.gain(s, seat, r, fixed[r])
    s.planets[owner][i] = planet._replace(siphoned=True)
    if any_total > 0:
        push(s, ("mix", seat, any_total))


def _new_opportunities(s: InterstellarState, category: str) -> None:
    """I-22: discard the category's face-up cards and refill them; planets: each stack's top
    goes to the bottom of its stack."""
    if category == "techs":
        s.tech_discard += [t for t in s.tech_slots if t]
        s.tech_slots = [""] * len(s.tech_slots)
        push(s, ("refill-techs", -1))
    elif category == "mercs":
        s.merc_discard += [m for m in s.merc_slots if m]
        s.merc_slots = [""] * len(s.merc_slots)
        push(s, ("refill-mercs", -1))
    else:
        for t in range(4):
            if s.stack_tops[t]:
                s.stack_bottom[t].append(s.stack_tops[t])
                s.stack_tops[t] = ""
        push(s, *[("refill-stack", -1, t) for t in range(4)])


# -- the check's die ----------------------------------------------------------------------------------
def _roll_check_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    c = s.check
    assert c is not None
    c.roll = int(str(a.args[0]))
    c.success = c.roll + c.total() >= data.HIT
    pop(s)
    if narrating(s):
        kind = s.cards.shadow[c.card].type.upper()
        against = f" against seat {c.target}" if c.target >= 0 else ""
        said = f"{kind} check of seat {c.seat}'s {narrate.card(s, c.card)}{against}: die {c.roll}"
        said += f" {narrate.signed(c.total())} = {c.roll + c.total()}"
        if c.success:
            said += f", {data.HIT} or more: success; seat {c.seat} takes a Shadow Medal and the card acts"
        else:
            said += f", under {data.HIT}: failure, no effect"
        note(s, said)


# -- the SHADOW action -------------------------------------------------------------------------------
def start_action(s: InterstellarState, seat: int, level: int) -> None:
    push(s, ("shadow-mode", seat, level))


def _mode_legal(s: InterstellarState, f: Frame) -> list[Action]:
    out = [act("buy-cards")]
    if data.SHADOW_HIRE[f[2]]:
        out.append(act("hire-mercs"))
    return out


def _mode_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, level = f[1], f[2]
    pop(s)
    if a.kind == "buy-cards":
        push(s, ("draw-shadow", seat, data.SHADOW_BUY[level], "reveal"), ("buy", seat))
        return
    push(s, ("refill-mercs", -1))  # after the whole action
    if level == data.ULTIMATE:
        push(s, ("replace-merc", seat, 0), ("hire", seat, data.SHADOW_HIRE[level]))
    else:
        push(s, ("hire", seat, data.SHADOW_HIRE[level]))


def _buy_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """I-9: buy any of the revealed cards at 1 COIN each; the rest are discarded face up. The
    hand holds 7 at most: "If a player has 7 cards and they wish to buy more, they must first
    discard a SHADOW card" (seeds/003, the NOTE under "SHADOW - BUY CARDS"), so a purchase fits
    the room left, and while a card the seat could pay for has no room, it may discard one from
    its hand first (face down), as often as that holds."""
    seat = f[1]
    hand = s.hands[seat]
    payable = min(s.res(seat, data.COINS) // data.SHADOW_CARD_COST, len(s.revealed))
    room = max(0, data.HAND_LIMIT - len(hand))
    revealed = sorted(s.revealed)
    out = []
    for k in range(0, min(payable, room) + 1):
        out += [Action("buy", combo) for combo in sorted(set(combinations(revealed, k)))]
    if room < payable:
        out += [act("discard", card) for card in sorted(set(hand))]
    return out


def _buy_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat = f[1]
    if a.kind == "discard":
        discard_face_down(s, seat, str(a.args[0]))
        return
    rest = s.revealed[:]
    for card in a.args:
        rest.remove(str(card))
        s.hands[seat].append(str(card))
    economy.lose(s, seat, data.COINS, data.SHADOW_CARD_COST * len(a.args))
    for card in rest:
        discard_face_up(s, card)
    s.revealed = []
    pop(s)


def _hire_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """Hire a face-up MERC you can pay for; at 8 ships discard one first ("MERCS are ships and
    count towards a players 8 ship limit. If a player has 8 ships and wishes to hire a MERC, they
    must first discard a Ship": seeds/003, the NOTE under "SHADOW - HIRE MERCS")."""
    seat = f[1]
    coins = s.res(seat, data.COINS)
    hires = [act("hire", m) for m in dict.fromkeys(s.merc_slots) if m and s.cards.ships[m].hire <= coins]
    if hires and economy.at_ship_limit(s, seat):
        return economy.scrap_options(s, seat) + [DONE]
    return hires + [DONE]


def _hire_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    seat, count = f[1], f[2]
    if a.kind == "done":
        pop(s)
        return
    if a.kind == "scrap":
        economy.scrap(s, seat, a)
        return
    merc = str(a.args[0])
    economy.lose(s, seat, data.COINS, s.cards.ships[merc].hire)
    s.merc_slots[s.merc_slots.index(merc)] = ""
    if count <= 1:
        pop(s)
    else:
        replace_top(s, ("hire", seat, count - 1))
    economy.add_ship(s, seat, merc)


def _replace_merc_legal(s: InterstellarState, f: Frame) -> list[Action]:
    """ULTIMATE hire: first replace any face-up mercs (each slot once: ``f[2]`` marks them)."""
    return [act("replace-merc", m) for i, m in enumerate(s.merc_slots) if m and not f[2] >> i & 1] + [DONE]


def _replace_merc_apply(s: InterstellarState, f: Frame, a: Action) -> None:
    if a.kind == "done":
        pop(s)
        return
    merc = str(a.args[0])
    i = next(k for k, m in enumerate(s.merc_slots) if m == merc and not f[2] >> k & 1)
    s.merc_slots[i] = ""
    s.merc_discard.append(merc)
    replace_top(s, ("replace-merc", f[1], f[2] | 1 << i))
    push(s, ("refill-mercs", -1))


# Asked even with one choice (four copies of one card dealt): the cards are hidden.
frames.decision("keep", _keep_legal, _keep_apply, forced=False)
frames.decision("shadow", _shadow_legal, _shadow_apply, forced=False, exchange=True, skip=_shadow_skip)
frames.decision("boost", _boost_legal, _boost_apply, skip=_boost_skip)
frames.decision("resist", _boost_legal, _boost_apply, skip=_boost_skip)
frames.decision("shadow-mode", _mode_legal, _mode_apply)
frames.decision("buy", _buy_legal, _buy_apply, exchange=True)
frames.decision("hire", _hire_legal, _hire_apply, exchange=True)
frames.decision("replace-merc", _replace_merc_legal, _replace_merc_apply)
frames.automatic("draw-shadow", _draw_shadow)
frames.automatic("check-resolve", _check_resolve)
frames.chance("deal", _draw_sample, _draw_valid, _draw_apply)
frames.chance("reveal", _draw_sample, _draw_valid, _draw_apply)
CHECK_ROLL_APPLY = _roll_check_apply
