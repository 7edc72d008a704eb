"""Who decides what now: the legal actions of each decision point, applying an action, and the
automatic steps between decisions (end of turn, round and chapter).

Decision points are `Phase` values. After every action `advance` runs the automatic steps until
a seat, chance, or the end of the game must act next. Legality is decided here, once per
decision, from the rule modules' target functions; `apply` trusts its caller.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any, Final

from ambitions.core.errors import IllegalAction, clip, shorten
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import (
    battle,
    cardplay,
    chapter,
    court,
    data,
    draft,
    leaders,
    lore,
    powers,
    reach,
    resources,
    setup,
)
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.pieces import place_ships
from ambitions.games.arcs.state import CHANCE_PHASES, COPY, PIVOT, RESOURCE_SLOTS, ArcsState, Phase

INTERRUPTS: Final = frozenset({Phase.DISCARD, Phase.CHOICE, Phase.CHANCE_SHUFFLE})
"""Decisions that interrupt another step and return to it (`ArcsState.resume_phase`)."""

# Automatic steps (never a decision).
NEXT_TURN: Final = "next-turn"
ROUND_END: Final = "round-end"
CHAPTER_END: Final = "chapter-end"

Targets = Callable[[ArcsState, int], list[tuple[Arg, ...]]]
Effect = Callable[..., None]

ACTION_RULES: Final[dict[str, tuple[Targets, Effect]]] = {
    "tax": (std.tax_targets, std.do_tax),
    "build": (std.build_targets, std.do_build),
    "repair": (std.repair_targets, std.do_repair),
    "move": (std.move_targets, std.do_move),
    "influence": (std.influence_targets, std.do_influence),
    "secure": (std.secure_targets, std.do_secure),
    "battle": (battle.battle_targets, battle.do_battle),
}
"""The standard actions, by name: (targets, effect)."""

NEW_ACTIONS: Final[dict[str, powers.NewAction]] = {
    new.name: new for p in powers.REGISTRY.values() for new in p.actions
}
"""New actions from cards (p20), by name."""
NEW_ACTION_OWNER: Final[dict[str, str]] = {
    new.name: p.id for p in powers.REGISTRY.values() for new in p.actions
}
_ = court, leaders  # importing them registers the Court, the leaders and the lore

MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)


def spend_actions(s: ArcsState, resource: int) -> tuple[str, ...]:
    """The Prelude action each resource buys (p17): Material build or repair, Fuel move, Relic
    secure, Psionic an action of the lead card."""
    if resource == MATERIAL:
        return ("build", "repair")
    if resource == FUEL:
        return ("move",)
    if resource == RELIC:
        return ("secure",)
    if resource == PSIONIC:
        return data.SUIT_ACTIONS[data.ACTION_CARD_BY_ID[s.lead_card].suit]
    return ()


# -- legal actions -------------------------------------------------------------------------------
def legal_actions(s: ArcsState) -> list[ArcsAction]:
    """Every legal action of the seat to move (none at chance or after the game)."""
    ph = s.phase
    seat = s.mover
    if seat < 0:
        return []
    if ph == Phase.ACTIONS:
        return _turn_actions(s, seat)
    if ph == Phase.FOLLOW:
        return [ArcsAction(kind, args) for kind, args in cardplay.follow_options(s, seat)]
    if ph == Phase.LEAD:
        return [ArcsAction(kind, args) for kind, args in cardplay.lead_options(s, seat)]
    if ph == Phase.CHOICE:
        choice = s.choices[-1]
        options = powers.lookup(s, choice[1]).choice_options
        assert options is not None
        return [ArcsAction("choose", args) for args in options(s, choice)]
    if ph == Phase.BATTLE:
        return battle.battle_actions(s)
    if ph == Phase.BATTLE_DICE:
        return [ArcsAction("dice", args) for args in battle.dice_options(s, seat)]
    if ph == Phase.CATAPULT:
        out = [act("catapult", *args) for args in std.catapult_targets(s, seat)]
        out.append(act("stop"))
        return out
    if ph == Phase.DISCARD:
        incoming = s.discard_queue[0] % 8
        return [act("discard", data.RESOURCES[r]) for r in resources.overflow_choices(s, seat, incoming)]
    if ph == Phase.MULLIGAN:
        return [act("keep"), act("mulligan")]
    if ph == Phase.DRAFT:
        return [act("pick", c) for c in draft.pick_options(s, seat)]
    if ph == Phase.ELIMINATED:
        return [act("place", reach.SYSTEM_IDS[g]) for g in reach.GATE_INDEXES if s.in_play[g]]
    return []


_STANDARD_RULES: Final[dict[str, list[tuple[str, Targets]]]] = {
    kind: [(kind, rule[0])] for kind, rule in ACTION_RULES.items()
}
"""`rules_for` a seat with no powers (shared lists: callers only read them)."""


def rules_for(
    mine: list[powers.Power],
    kind: str,
    copy_or_pivot_pip: bool = False,
    replaced: dict[str, tuple[Targets, Effect]] | None = None,
) -> list[tuple[str, Targets]]:
    """The standard action `kind` and the new actions that may replace it (p20), given the
    powers `mine` of the seat taking it; `copy_or_pivot_pip`: bought with a Copy or Pivot card's
    pip (`NewAction.copy_or_pivot`); `replaced`: the standard actions a game extending Arcs
    replaces (`ArcsState.REPLACED_RULES`)."""
    if not mine and not replaced:
        return _STANDARD_RULES.get(kind, [])
    out: list[tuple[str, Targets]] = []
    rule = replaced.get(kind) if replaced else None
    if rule is None:
        rule = ACTION_RULES.get(kind)
    if rule is not None:
        out.append((kind, rule[0]))
    for p in mine:
        for new in p.actions:
            if new.replaces == kind and (copy_or_pivot_pip or not new.copy_or_pivot):
                out.append((new.name, new.targets))
    return out


def spend_types(s: ArcsState, seat: int, token: int, mine: list[powers.Power]) -> list[int]:
    """What a token may be spent as: itself, or any type a Loyal card lets it stand for.

    Outrage: a type cannot be spent for its Prelude action while Outraged (p16), unless a Loyal
    card of that type says to ignore it.
    """
    loyal = {p.spend_as for p in mine if p.spend_as >= 0}
    out = []
    for as_type in sorted({token} | loyal):
        if s.outrage[seat] >> as_type & 1 and as_type not in loyal:
            continue
        out.append(as_type)
    return out


def _turn_actions(s: ArcsState, seat: int) -> list[ArcsAction]:
    out: list[ArcsAction] = []
    mine = list(powers.owned(s, seat))
    replaced = s.REPLACED_RULES or None
    if s.pre_open:
        out += [ArcsAction("declare", (a,)) for a in cardplay.declare_options(s, seat)]
        out += [ArcsAction("seize", (c,)) for c in cardplay.seize_options(s, seat)]
    if s.prelude_open:
        for p in mine:
            if p.prelude_options is not None and p.id not in s.secured_in_prelude:
                out += [ArcsAction("prelude", (p.id,) + args) for args in p.prelude_options(s, seat)]
        base = seat * RESOURCE_SLOTS
        board = s.resources[base : base + RESOURCE_SLOTS]
        for token in sorted(set(resources.held(s, seat))):
            name = data.RESOURCES[token]
            # Targets are those left once the token is spent (Cloud Cities' cost, Trade's gifts).
            resources.remove_one(s, seat, token)
            try:
                for as_type in spend_types(s, seat, token, mine):
                    prefix: tuple[Arg, ...] = (
                        (name,) if as_type == token else (name, "as", data.RESOURCES[as_type])
                    )
                    if as_type == WEAPON and not s.weapon_battle:
                        out.append(ArcsAction("spend", prefix))
                    for kind in spend_actions(s, as_type):
                        for action, targets in rules_for(mine, kind, False, replaced):
                            out += _as_actions(s, seat, "spend", prefix + (action,), targets)
            finally:
                s.resources[base : base + RESOURCE_SLOTS] = board
    if s.pips > 0:
        kinds = cardplay.card_actions(s)
        if s.weapon_battle and "battle" not in kinds:
            # A Weapon spent in the Prelude lets this turn's pips take Battle (p17).
            kinds = kinds + ("battle",)
        copy_or_pivot = s.turn_mode in (COPY, PIVOT)
        for kind in kinds:
            for action, targets in rules_for(mine, kind, copy_or_pivot, replaced):
                out += _as_actions(s, seat, action, (), targets)
    out.append(act("end"))
    return out


def _as_actions(
    s: ArcsState, seat: int, kind: str, prefix: tuple[Arg, ...], targets: Targets
) -> list[ArcsAction]:
    """`targets` as actions ``kind *prefix *args``; moves come built and shared (`std.move_actions`)."""
    if targets is std.move_targets:
        return std.move_actions(s, seat, kind, prefix)
    return [ArcsAction(kind, prefix + args) for args in targets(s, seat)]


def is_legal(s: ArcsState, action: Any) -> bool:
    if not isinstance(action, ArcsAction):
        return False
    if s.mover == CHANCE:
        return _chance_problem(s, action) is None
    return action in legal_actions(s)


def explain_illegal(s: ArcsState, action: Any) -> str:
    """Why `action` is not legal, naming the action (shortened), the seat and the decision; a
    card, leader, lore card, system or slot that does not exist is named as such."""
    where = f"chapter {s.chapter}, {s.phase}, after {len(s.history)} actions"
    if not isinstance(action, ArcsAction):
        return f"{shorten(action)} is not an Arcs action (use state.parse_action(text)); {where}"
    text = shorten(str(action))
    if s.mover == TERMINAL:
        return f"{text}: the game is over; {where}"
    unknown = unknown_name(s, action)
    if s.mover == CHANCE:
        return f"{text} is not a chance outcome here: {unknown or _chance_problem(s, action)}; {where}"
    if unknown:
        return f"{text} is not legal for seat {s.mover}: {unknown}; {where}"
    kinds = sorted({a.kind for a in legal_actions(s)})
    return f"{text} is not legal for seat {s.mover} now ({where}); legal kinds here: {', '.join(kinds)}"


_NAMES: Final = (
    (re.compile(r"(ADM|AGG|CON|MOB)\d+"), data.ACTION_CARD_BY_ID, "card", "ADM1-7, AGG1-7, CON1-7, MOB1-7"),
    (re.compile(r"BC\d+"), data.COURT_CARD_BY_ID, "Court card", "BC01-BC31"),
    (re.compile(r"LEAD\d+"), draft.LEADER_BY_ID, "leader", "LEAD01-LEAD08"),
    (re.compile(r"L\d+"), dict.fromkeys(draft.LORE_IDS), "lore card", "L01-L14"),
    (re.compile(r"\d+\.\d+"), reach.SYSTEM_INDEX, "system", "1.0-6.3"),
    (re.compile(r"\d+\.\d+#\d+"), std.SLOT_BY_NAME, "building slot", "like 3.2#0"),
)
"""Names an action may carry, by their look: (pattern, the names that exist, what, the range)."""


def unknown_name(s: ArcsState, action: ArcsAction) -> str:
    """What in `action` names nothing that exists (``"there is no card ADM9"``), or ""."""
    for arg in action.args:
        if not isinstance(arg, str):
            continue
        for pattern, names, what, known in _NAMES:
            if pattern.fullmatch(arg) and arg not in names:
                return f"there is no {what} {clip(arg, 40)} ({known})"
        system = reach.SYSTEM_INDEX.get(arg, -1)
        if system >= 0 and not s.in_play[system]:
            return f"system {arg} is out of play (cluster {reach.cluster_of(system)})"
    return ""


# -- applying ------------------------------------------------------------------------------------
def apply(s: ArcsState, a: ArcsAction) -> None:
    """Apply a legal action and run the automatic steps after it."""
    s.history.append(a)
    ph = s.phase
    if s.mover == CHANCE:
        _apply_chance(s, a)
    elif ph == Phase.ACTIONS:
        _apply_turn_action(s, a)
    elif ph == Phase.FOLLOW:
        cardplay.do_follow(s, s.mover, a.kind, str(a.args[0]))
    elif ph == Phase.LEAD:
        if a.kind == "pass":
            cardplay.do_pass(s, s.mover)
            s.phase = ROUND_END
        else:
            s.round_turn = 0
            cardplay.do_lead(s, s.mover, str(a.args[0]))
    elif ph == Phase.CHOICE:
        choice = s.choices.pop()
        powers.note(choice[1])
        choose = powers.lookup(s, choice[1]).choose
        assert choose is not None
        choose(s, choice, a.args)
    elif ph == Phase.BATTLE:
        battle.apply_battle_action(s, a)
    elif ph == Phase.BATTLE_DICE:
        battle.do_dice(s, s.mover, int(a.args[0]), int(a.args[1]), int(a.args[2]))
    elif ph == Phase.CATAPULT:
        if a.kind == "stop":
            std.end_catapult(s)
        else:
            std.do_catapult(s, s.mover, str(a.args[0]), int(a.args[1]), int(a.args[2]))
    elif ph == Phase.DISCARD:
        item = s.discard_queue.pop(0)
        resources.resolve_discard(s, item // 8, item % 8, data.RESOURCES.index(str(a.args[0])))
    elif ph == Phase.DRAFT:
        draft.do_pick(s, s.mover, str(a.args[0]))
    elif ph == Phase.MULLIGAN:
        if a.kind == "keep":
            setup.finish_deal(s)
        else:
            for card in s.hands[s.mover]:
                s.action_discard.append((card, False, s.mover))
            s.hands[s.mover] = []
            s.phase = Phase.CHANCE_DRAW
    elif ph == Phase.ELIMINATED:
        # Elimination (p22): 3 fresh ships in any gate at the end of the turn.
        place_ships(s, s.mover, reach.SYSTEM_INDEX[str(a.args[0])], 3)
        s.phase = NEXT_TURN
    advance(s)


def _apply_turn_action(s: ArcsState, a: ArcsAction) -> None:
    seat = s.turn_seat
    kind = a.kind
    if kind == "declare":
        cardplay.do_declare(s, seat, str(a.args[0]))
        return
    if kind == "seize":
        cardplay.do_seize(s, seat, str(a.args[0]))
        return
    s.pre_open = False
    if "acted" not in s.turn_flags:
        s.turn_flags.append("acted")
    if kind == "end":
        _end_turn(s)
        return
    if kind == "prelude":
        power = powers.lookup(s, str(a.args[0]))
        powers.note(power.id)
        if power.discards:
            s.guild[seat].remove(power.id)
            s.court_discard.append(power.id)
        assert power.prelude is not None
        power.prelude(s, seat, *a.args[1:])
        return
    if kind == "spend":
        # A resource spent in the Prelude returns to the supply when the Prelude ends (p20).
        r = data.RESOURCES.index(str(a.args[0]))
        resources.remove_one(s, seat, r)
        s.spent_pending[r] += 1
        rest = a.args[3:] if len(a.args) > 1 and a.args[1] == "as" else a.args[1:]
        if len(a.args) > 1 and a.args[1] == "as":
            as_type = data.RESOURCES.index(str(a.args[2]))
            for p in powers.owned(s, seat):
                if p.spend_as == as_type:
                    powers.note(p.id)
        if not rest:  # a Weapon (or a resource spent as one): this turn's pips may battle
            s.weapon_battle = True
            return
        kind = str(rest[0])
        args = rest[1:]
    else:
        # Spending an action pip ends the Prelude (p20).
        resources.close_prelude(s)
        s.pips -= 1
        args = a.args
    rule = s.REPLACED_RULES.get(kind) if s.REPLACED_RULES else None
    if rule is None:
        rule = ACTION_RULES.get(kind)
    if rule is not None:
        if a.kind != "spend":
            for p in powers.owned(s, seat):
                if p.on_action is not None:
                    p.on_action(s, seat, kind)  # Tactical, Charismatic
        rule[1](s, seat, *args)
    else:
        owner = NEW_ACTION_OWNER.get(kind, "")
        new = NEW_ACTIONS.get(kind)
        if new is None or not powers.has(s, seat, owner):
            # The new action of a card of the game extending Arcs (`ArcsState.EXTRA_POWERS`),
            # which may share its name with an Arcs card's (the campaign's Manufacture).
            owner, new = _extra_new_action(s, seat, kind)
        powers.note(owner)
        new.effect(s, seat, *args)


def _extra_new_action(s: ArcsState, seat: int, kind: str) -> tuple[str, powers.NewAction]:
    for p in powers.owned(s, seat):
        for new in p.actions:
            if new.name == kind:
                return p.id, new
    raise KeyError(kind)


def _end_turn(s: ArcsState) -> None:
    resources.close_prelude(s)
    seat = s.turn_seat
    s.pips = 0
    s.taxed = []
    s.ship_built = []
    s.weapon_battle = False
    s.turn_flags = []
    s.sprinters = []
    s.secured_in_prelude = []
    if not _has_ships_or_starports(s, seat):
        s.phase = Phase.ELIMINATED
        s.mover = seat
    else:
        s.phase = NEXT_TURN


def _has_ships_or_starports(s: ArcsState, seat: int) -> bool:
    n = s.n
    for system in range(reach.NUM_SYSTEMS):
        if s.fresh[system * n + seat] or s.damaged[system * n + seat]:
            return True
    return any(code >= 0 and code >> 2 == seat and not (code >> 1) & 1 for code in s.slots)


def advance(s: ArcsState) -> None:
    """Run automatic steps until a decision, a chance node or the end of the game."""
    while True:
        # Choices wait while a Catapult move is under way: a move a choice grants (Sprinter Drives,
        # Tactical) and its Catapult moves are finished before the choices still waiting below it.
        if s.discard_queue or (s.choices and s.catapult_at < 0):
            if s.phase not in INTERRUPTS:
                s.resume_phase = s.phase
            if s.discard_queue:
                s.phase = Phase.DISCARD
                s.mover = s.discard_queue[0] // 8
                return
            top = s.choices[-1]
            if top[0] >= 0:
                options = powers.lookup(s, top[1]).choice_options
                if options is None or not options(s, top):
                    s.choices.pop()  # nothing to choose: the power does nothing more
                    continue
                s.phase = Phase.CHOICE
                s.mover = top[0]
                return
            if top[1] == "REFILL":
                s.choices.pop()
                s.court[int(top[3])] = s.court_deck.pop() if s.court_deck else ""
                continue
            s.phase = Phase.CHANCE_SHUFFLE  # "SHUFFLE": a chance node orders cards (`shuffle_cards`)
            s.mover = CHANCE
            return
        ph = s.phase
        if ph == Phase.ACTIONS:
            if s.pips > 0:
                s.mover = s.turn_seat
                return
            _end_turn(s)
        elif ph == Phase.BATTLE:
            if battle.resolve(s):
                if s.choices or s.discard_queue:
                    continue
                s.mover = s.turn_seat
                return
        elif ph == Phase.BATTLE_DICE and battle.no_attackers_left(s):
            battle.end_battle(s)  # Railgun Arrays destroyed the last attacking ship
        elif ph in (Phase.CATAPULT, Phase.ELIMINATED, Phase.BATTLE_DICE):
            s.mover = s.turn_seat
            return
        elif ph in INTERRUPTS:
            # Overflow discards and card choices are done: back to what was going on.
            s.phase = s.resume_phase
            s.resume_phase = ""
            if s.phase == Phase.FOLLOW:
                # (a question asked after a turn ended, Arsenal Keepers F15-03: its asker was
                # the mover; the follower is the turn's seat again)
                s.mover = (s.lead_seat + s.round_turn) % s.n
        elif ph == NEXT_TURN:
            _next_turn(s)
        elif ph == ROUND_END:
            cardplay.end_round(s)
            s.phase = s.round_end_phase()
        elif ph == Phase.LEAD:
            if not _start_round(s):
                s.phase = CHAPTER_END
                continue
            return
        elif ph == CHAPTER_END:
            chapter.end_chapter(s)
        elif ph in CHANCE_PHASES:
            s.mover = CHANCE
            return
        else:  # MULLIGAN, FOLLOW (mover already set) and OVER
            return


def _next_turn(s: ArcsState) -> None:
    """The next player clockwise takes a turn; players with no cards skip (p10)."""
    n = s.n
    while s.round_turn < n - 1:
        s.round_turn += 1
        seat = (s.lead_seat + s.round_turn) % n
        if s.hands[seat]:
            s.phase = Phase.FOLLOW
            s.mover = seat
            return
    s.phase = ROUND_END


def _start_round(s: ArcsState) -> bool:
    """The initiative holder leads or passes; False when the chapter is over (p8, p11)."""
    with_cards = cardplay.players_with_cards(s)
    if with_cards == 0 or s.passes >= with_cards:
        return False
    if not s.hands[s.initiative]:
        # A holder with no cards must pass; the next player with cards leads instead (p8).
        s.initiative = cardplay.next_with_cards(s, s.initiative)
    s.mover = s.initiative
    s.round_turn = 0
    return True


# -- chance --------------------------------------------------------------------------------------
def sample_chance(s: ArcsState, rng: random.Random) -> ArcsAction:
    ph = s.phase
    if ph == Phase.CHANCE_INITIATIVE:
        return act("initiative", rng.randrange(s.n))
    if ph == Phase.CHANCE_SETUP:
        return act("setup", rng.choice(setup.setup_cards_for(s.n)))
    if ph == Phase.CHANCE_COURT:
        deck = [c.id for c in data.COURT_CARDS]
        rng.shuffle(deck)
        return ArcsAction("court", tuple(deck))
    if ph == Phase.CHANCE_DEAL:
        cards = setup.action_deck(s.n)
        rng.shuffle(cards)
        return ArcsAction("deal", tuple(cards))
    if ph == Phase.CHANCE_DRAFT:
        return draft.sample_rows(s, rng)
    if ph == Phase.CHANCE_DRAW:
        return ArcsAction("draw", tuple(rng.sample(s.action_undealt, data.HAND_SIZE)))
    if ph == Phase.CHANCE_SHUFFLE:
        cards = shuffle_cards(s)
        rng.shuffle(cards)
        return ArcsAction("shuffle", tuple(cards))
    if ph == Phase.CHANCE_ROLL:
        faces = [(d, rng.randrange(6)) for d in range(3) for _ in range(s.battle_dice[d])]
        return ArcsAction("roll", battle.roll_text(faces))
    raise IllegalAction(f"no chance event at {ph}")


def shuffle_cards(s: ArcsState) -> list[str]:
    """The cards a shuffle reorders: the Court deck plus what is shuffled into it, or the action
    cards Farseers' Prelude discards (`court.farseers_shuffled`)."""
    what = s.choices[-1][2]
    if what == "farseers":
        return court.farseers_shuffled(s, int(s.choices[-1][4]))
    if what == "discard":  # the whole action discard pile (a game extending Arcs: Plot to Kidnap)
        return sorted(card for card, _, _ in s.action_discard)
    if what in s.EXTRA_SHUFFLES:
        return sorted(s.shuffle_extra(s.choices[-1]))
    cards = list(s.court_deck)
    if what == "guild":  # Guild Struggle: the Guild cards of the Court discard
        cards += [c for c in s.court_discard if data.COURT_CARD_BY_ID[c].kind == "guild"]
    elif "BC29" in s.court_discard:  # Song of Freedom shuffles itself in
        cards.append("BC29")
    return sorted(cards)


def _chance_problem(s: ArcsState, a: ArcsAction) -> str | None:
    """None if `a` is a possible outcome of the chance node, else what is wrong with it."""
    ph = s.phase
    expected = {
        Phase.CHANCE_INITIATIVE: "initiative",
        Phase.CHANCE_SETUP: "setup",
        Phase.CHANCE_COURT: "court",
        Phase.CHANCE_DEAL: "deal",
        Phase.CHANCE_DRAFT: "draft",
        Phase.CHANCE_DRAW: "draw",
        Phase.CHANCE_ROLL: "roll",
        Phase.CHANCE_SHUFFLE: "shuffle",
    }[ph]
    if a.kind != expected:
        return f"expected a {expected!r} outcome"
    args = a.args
    if ph == Phase.CHANCE_INITIATIVE:
        ok = len(args) == 1 and isinstance(args[0], int) and 0 <= args[0] < s.n
        return None if ok else f"initiative takes a seat from 0 to {s.n - 1}"
    if ph == Phase.CHANCE_SETUP:
        ok = len(args) == 1 and args[0] in setup.setup_cards_for(s.n)
        return None if ok else f"setup takes one of {', '.join(setup.setup_cards_for(s.n))}"
    if ph == Phase.CHANCE_COURT:
        ok = sorted(map(str, args)) == sorted(c.id for c in data.COURT_CARDS)
        return None if ok else "court takes an order of all 31 Court cards"
    if ph == Phase.CHANCE_DEAL:
        ok = sorted(map(str, args)) == sorted(setup.action_deck(s.n))
        return None if ok else f"deal takes an order of the {len(setup.action_deck(s.n))} action cards"
    if ph == Phase.CHANCE_DRAFT:
        return draft.rows_problem(s, args)
    if ph == Phase.CHANCE_SHUFFLE:
        ok = sorted(map(str, args)) == sorted(shuffle_cards(s))
        if s.choices[-1][2] == "farseers":
            return None if ok else "shuffle takes an order of the action cards Farseers discarded"
        return None if ok else "shuffle takes an order of the Court deck and the cards shuffled into it"
    if ph == Phase.CHANCE_ROLL:
        ok = battle.roll_faces(s, a) is not None
        pool = ", ".join(f"{c} {t}" for c, t in zip(s.battle_dice, data.DIE_TYPES, strict=True))
        return None if ok else f"roll takes one face (0-5) per die, assault then skirmish then raid ({pool})"
    ok = (
        len(args) == data.HAND_SIZE
        and len(set(args)) == len(args)
        and all(c in s.action_undealt for c in args)
    )
    return None if ok else "draw takes 6 different cards not dealt this chapter"


def _apply_chance(s: ArcsState, a: ArcsAction) -> None:
    s.chance_count += 1
    ph = s.phase
    cards = [str(x) for x in a.args]
    if ph == Phase.CHANCE_INITIATIVE:
        s.initiative = int(a.args[0])
        fixed = s.options.get("setup_card")
        if fixed:
            setup.apply_setup_card(s, str(fixed))
        else:
            s.phase = Phase.CHANCE_SETUP
    elif ph == Phase.CHANCE_SETUP:
        setup.apply_setup_card(s, cards[0])
    elif ph == Phase.CHANCE_COURT:
        setup.apply_court(s, cards)
    elif ph == Phase.CHANCE_DEAL:
        setup.apply_deal(s, cards)
    elif ph == Phase.CHANCE_DRAFT:
        draft.apply_rows(s, cards)
    elif ph == Phase.CHANCE_SHUFFLE:
        shuffle = s.choices.pop()
        what = shuffle[2]
        if what == "farseers":
            court.farseers_draw(s, int(shuffle[3]), int(shuffle[4]), cards)
        elif what == "discard":
            entries = {entry[0]: entry for entry in s.action_discard}
            s.action_discard = [entries[c] for c in cards]
        elif what in s.EXTRA_SHUFFLES:
            s.shuffled_extra(shuffle, cards)
        else:
            if what == "guild":
                s.court_discard = [c for c in s.court_discard if data.COURT_CARD_BY_ID[c].kind != "guild"]
            elif "BC29" in s.court_discard:
                s.court_discard.remove("BC29")
            s.court_deck = cards
    elif ph == Phase.CHANCE_ROLL:
        faces = battle.roll_faces(s, a)
        assert faces is not None
        if s.battle_stage == lore.VOLLEY_STAGE:
            lore.volley_hits(s, faces)  # Galactic Rifles
        else:
            battle.do_roll(s, faces)
    else:
        # The 2-player mulligan: the player without initiative draws a new hand (p19).
        for c in cards:
            s.action_undealt.remove(c)
        s.hands[(s.initiative + 1) % 2] = sorted(cards)
        setup.finish_deal(s)
