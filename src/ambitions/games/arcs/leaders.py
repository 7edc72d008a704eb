"""The eight leaders of the base box (Leaders & Lore mode, rulebook p21; data in `data.LEADERS`).

Each leader's two abilities are one `Power` entry keyed by its id; a seat has them while
``ArcsState.leader[seat]`` names the leader. Starting pieces and resources are placed by `draft`.
Rulings from the publisher's FAQ and errata are cited next to the abilities they touch; rulings
this engine chose where the texts are silent say "Ruling".

"When you Copy or Pivot in order to X" (Attuned, Insatiable, Tactical, Charismatic) means an X
action taken with the action pip of a Copy or Pivot card, never one bought with a resource
(p17: resources give their own actions): `copy_or_pivot_pip`.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import battle, data, powers, reach, resources
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice, register
from ambitions.games.arcs.state import COPY, NUM_PIECE_KINDS, PIVOT, ArcsState

RES = data.RESOURCES
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
TYCOON, TYRANT, WARLORD, KEEPER, EMPATH = range(5)
ELDER, MYSTIC, FUEL_DRINKER, UPSTART, REBEL, WARRIOR, FEASTBRINGER, DEMAGOGUE = (
    f"LEAD0{i}" for i in range(1, 9)
)


# -- shared pieces ---------------------------------------------------------------------------------
def copy_or_pivot_pip(s: ArcsState, seat: int) -> bool:
    """True while `seat` takes an action with the pip of a Copy or Pivot card.

    The Prelude closes when a pip is spent (p20), and resources are only spent in the Prelude, so
    an action of this turn taken after the Prelude was bought with a pip.
    """
    return seat == s.turn_seat and s.turn_mode in (COPY, PIVOT) and not s.prelude_open


def rivals(s: ArcsState, seat: int) -> list[int]:
    return [(seat + i) % s.n for i in range(1, s.n)]


def trophy_total(s: ArcsState, seat: int) -> int:
    per_seat = s.n * NUM_PIECE_KINDS
    return sum(s.trophies[seat * per_seat : (seat + 1) * per_seat])


def influence_options(s: ArcsState, seat: int, skip: tuple[str, ...] = ()) -> list[Args]:
    """Court cards `seat` may influence now (none without an agent in supply)."""
    if s.agents[seat] <= 0:
        return []
    return [(c,) for c in s.court if c and c not in skip]


def gain_options(s: ArcsState) -> list[Args]:
    """Resources anyone could gain now (p23 "Gain": not from an empty supply)."""
    return [(RES[r],) for r in range(5) if s.resource_supply[r] > 0 and not resources.supply_on_card(s, r)]


def only_second_place(ambition: int):  # type: ignore[no-untyped-def]
    """Just and Violent: for this ambition, no Power for second place, and second-place Power
    (without bonus city Power) for first place."""

    def score(s: ArcsState, seat: int, amb: int, place: int, first: int, second: int) -> int:
        if amb != ambition:
            return first if place == 1 else second
        return second if place == 1 else 0

    return score


# -- Elder: Beloved, Just --------------------------------------------------------------------------
def _beloved(s: ArcsState, seat: int, attacking: bool) -> None:
    """ "After defending in battle, you may influence if the attacker took any Trophies.\""""
    if not attacking and trophy_total(s, s.turn_seat) > s.battle_trophies:
        push_choice(s, seat, ELDER, "influence")


def _influence_or_none(s: ArcsState, choice: Choice) -> list[Args]:
    out = influence_options(s, choice[0])
    return out + [("none",)] if out else []


def _influence_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        std.do_influence(s, choice[0], str(args[0]))


# -- Mystic and Fuel-Drinker: Attuned, Insatiable; Cryptic, Lavish ------------------------------------
def tax_along(card: str, resource: int):  # type: ignore[no-untyped-def]
    """Attuned / Insatiable: a Tax taken with a Copy or Pivot pip also gains 1 `resource`.

    Ruling: also the Tax inside Nurture (Living Structures) taken with that pip, since tax
    modifiers modify the Tax action inside a new action (p20).
    """

    def tax_bonus(s: ArcsState, seat: int) -> None:
        if copy_or_pivot_pip(s, seat):
            powers.note(card)
            resources.gain(s, seat, resource)

    return tax_bonus


def _cryptic(s: ArcsState, seat: int) -> None:
    """ "In setup, place agents on your Material and Fuel Outrage slots" (placeholders if none)."""
    for r in (MATERIAL, FUEL):
        s.outrage[seat] |= 1 << r
        if s.agents[seat] > 0:
            s.agents[seat] -= 1
        else:
            s.outrage_placeholder[seat] |= 1 << r


def _lavish(s: ArcsState, seat: int, scored: set[int]) -> None:
    """ "After scoring, you must discard all of your Fuel if the Tycoon ambition was scored."

    Ruling: Fuel resources only; Fuel Guild cards are cards, not Fuel.
    """
    if TYCOON in scored and resources.discard_all_of(s, seat, FUEL):
        powers.note(FUEL_DRINKER)


# -- Upstart: Ambitious, Callow -----------------------------------------------------------------------
def _ambitious(s: ArcsState, seat: int, ambition: str) -> None:
    push_choice(s, seat, UPSTART, "gain")


def _ambitious_options(s: ArcsState, choice: Choice) -> list[Args]:
    out = gain_options(s)
    return out + [("none",)] if out else []


def _ambitious_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        resources.gain(s, choice[0], RES.index(str(args[0])))


def _callow(s: ArcsState, seat: int, slot: int) -> bool:
    """Errata: "You cannot tax cities that you do not control" (Loyal ones included)."""
    if s.controller(reach.SLOT_SYSTEM[slot]) == seat:
        return True
    powers.note(UPSTART)
    return False


# -- Warrior: Tactical --------------------------------------------------------------------------------
TACTICAL_AFTER: Final = "LEAD06:after"
"""Turn flag: a battle taken with a Copy or Pivot pip; the Warrior may move when it is over."""
TACTICAL_FIRST: Final = "LEAD06:first"
"""Turn flag: the Warrior is moving first and must battle when the move (and its Catapult) is over."""
TACTICAL_OWED: Final = "LEAD06:owed"
"""Turn flag: the Warrior moved first and has not battled yet (extra moves still keep a battle)."""


def _rivals_at(s: ArcsState, seat: int, system: int) -> bool:
    return any(p != seat and s.has_piece_at(system, p) for p in range(s.n))


def battle_after_shift(s: ArcsState, seat: int, src: int, dest: int, moving: int) -> bool:
    """True if `seat` could battle after moving `moving` ships from `src` to `dest`."""
    if _rivals_at(s, seat, dest):
        return True
    if s.ships_at(src, seat) > moving and _rivals_at(s, seat, src):
        return True
    return any(
        x not in (src, dest) and s.ships_at(x, seat) and _rivals_at(s, seat, x)
        for x in range(reach.NUM_SYSTEMS)
    )


def _tactical_on_action(s: ArcsState, seat: int, kind: str) -> None:
    # "Even if you spent a Weapon to let you battle" (card): the pip is still the Copy/Pivot one.
    if kind == "battle" and copy_or_pivot_pip(s, seat):
        s.turn_flags.append(TACTICAL_AFTER)


def _tactical_targets(s: ArcsState, seat: int) -> list[Args]:
    """Move first (FAQ: any ships, a Catapult move too), only if a legal battle follows."""
    out = []
    for args in std.move_targets(s, seat):
        src, dest = std.SINDEX[str(args[0])], std.SINDEX[str(args[1])]
        if battle_after_shift(s, seat, src, dest, int(args[2]) + int(args[3])):
            out.append(args)
    return out


def _tactical_first(s: ArcsState, seat: int, src: str, dest: str, f: int, d: int) -> None:
    s.turn_flags.append(TACTICAL_FIRST)
    std.do_move(s, seat, src, dest, f, d)


def _tactical_may_shift(s: ArcsState, seat: int, src: int, dest: int, count: int) -> bool:
    """Until the battle, each Catapult step and each Sprinter Drives move keeps a legal battle
    possible (FAQ: "if you move first, you must then perform a legal battle")."""
    if TACTICAL_FIRST not in s.turn_flags and TACTICAL_OWED not in s.turn_flags:
        return True
    return battle_after_shift(s, seat, src, dest, count)


def _tactical_after_move(s: ArcsState, seat: int) -> None:
    # Pushed before Sprinter Drives' extra move (lore after leader), so that move comes first.
    if TACTICAL_FIRST in s.turn_flags:
        s.turn_flags.remove(TACTICAL_FIRST)
        s.turn_flags.append(TACTICAL_OWED)
        push_choice(s, seat, WARRIOR, "battle")


def _tactical_after_battle(s: ArcsState, seat: int, attacking: bool) -> None:
    if attacking and TACTICAL_AFTER in s.turn_flags:
        s.turn_flags.remove(TACTICAL_AFTER)
        push_choice(s, seat, WARRIOR, "move")


def _tactical_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == "battle":
        return battle.battle_targets(s, seat)  # must battle: no "none"
    out = std.move_targets(s, seat)
    return out + [("none",)] if out else []


def _tactical_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if step == "battle":
        if TACTICAL_OWED in s.turn_flags:
            s.turn_flags.remove(TACTICAL_OWED)
        battle.do_battle(s, seat, str(args[0]), int(args[1]))
        s.resume_phase = ""  # the battle is the turn's step now, not an interrupted one
    elif args[0] != "none":
        std.move_after_choice(s, seat, str(args[0]), str(args[1]), int(args[2]), int(args[3]))


# -- Feastbringer: Charismatic, Generous --------------------------------------------------------------
def _charismatic_on_action(s: ArcsState, seat: int, kind: str) -> None:
    # Pushed before the Secure resolves, so it is asked after the card's own steps.
    if kind == "secure" and copy_or_pivot_pip(s, seat):
        push_choice(s, seat, FEASTBRINGER, "influence")


def _charismatic_targets(s: ArcsState, seat: int) -> list[Args]:
    """Influence first (FAQ: any card), only if a legal Secure follows."""
    options = influence_options(s, seat)
    if not options or std.secure_targets(s, seat):
        return options
    out = []
    for args in options:
        i = s.court.index(str(args[0]))
        s.court_agents[i * s.n + seat] += 1
        if std.secure_targets(s, seat):
            out.append(args)
        s.court_agents[i * s.n + seat] -= 1
    return out


def _charismatic_first(s: ArcsState, seat: int, card: str) -> None:
    std.do_influence(s, seat, card)
    push_choice(s, seat, FEASTBRINGER, "secure")


def _generous_may_declare(s: ArcsState, seat: int) -> bool:
    """ "To declare an ambition, you must give 1 Guild card": none to give, no declaring."""
    return bool(s.guild[seat])


def _generous(s: ArcsState, seat: int, ambition: str) -> None:
    push_choice(s, seat, FEASTBRINGER, "give")


def least_power_rival(s: ArcsState, seat: int) -> int:
    """The Rival with the least Power; a tie goes to the first in turn order (p22)."""
    order = s.turn_order()
    return min(rivals(s, seat), key=lambda r: (s.power[r], order.index(r)))


def _feastbringer_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == "give":
        return [(c,) for c in s.guild[seat]]
    if step == "secure":
        return std.secure_targets(s, seat)  # must secure: no "none"
    return _influence_or_none(s, choice)


def _feastbringer_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if step == "give":
        card = str(args[0])
        s.guild[seat].remove(card)
        s.guild[least_power_rival(s, seat)].append(card)
    elif step == "secure":
        std.do_secure(s, seat, str(args[0]))
    else:
        _influence_choose(s, choice, args)


# -- Demagogue: Bold, Paranoid ------------------------------------------------------------------------
def _bold(s: ArcsState, seat: int, ambition: str) -> None:
    push_choice(s, seat, DEMAGOGUE, "influence")


def _bold_options(s: ArcsState, choice: Choice) -> list[Args]:
    """FAQ: "up to one agent on each card", one at a time, then ``done``."""
    out = influence_options(s, choice[0], tuple(map(str, choice[3:])))
    return out + [("done",)] if out else []


def _bold_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "done":
        return
    std.do_influence(s, choice[0], str(args[0]))
    push_choice(s, choice[0], DEMAGOGUE, "influence", *choice[3:], str(args[0]))


def _paranoid(s: ArcsState, seat: int, card: str) -> bool:
    """ "You cannot secure Guild cards with only 1 Loyal agent on them" (Vox fine; Ransacking the
    Court does not use the Secure targets, so it is not affected)."""
    if data.COURT_CARD_BY_ID[card].kind != "guild":
        return True
    i = s.court.index(card)
    if s.court_agents[i * s.n + seat] == 1:
        powers.note(DEMAGOGUE)
        return False
    return True


# -- the registry --------------------------------------------------------------------------------------
POWERS = [
    Power(
        ELDER,
        "Elder",
        after_battle=_beloved,
        no_ransack=True,
        score=only_second_place(TYRANT),
        choice_options=_influence_or_none,
        choose=_influence_choose,
    ),
    Power(MYSTIC, "Mystic", tax_bonus=tax_along(MYSTIC, PSIONIC), setup=_cryptic),
    Power(FUEL_DRINKER, "Fuel-Drinker", tax_bonus=tax_along(FUEL_DRINKER, FUEL), after_scoring=_lavish),
    Power(
        UPSTART,
        "Upstart",
        on_declare=_ambitious,
        may_tax=_callow,
        choice_options=_ambitious_options,
        choose=_ambitious_choose,
    ),
    # Committed: "In battle, you collect 2 extra dice" (FAQ: mandatory). Disorganized: "You cannot
    # move more than 2 ships at a time."
    Power(REBEL, "Rebel", extra_dice=lambda s, seat, system: (2, True), move_limit=2),
    Power(
        WARRIOR,
        "Warrior",
        actions=(NewAction("tactical", "battle", _tactical_targets, _tactical_first, copy_or_pivot=True),),
        on_action=_tactical_on_action,
        after_move=_tactical_after_move,
        may_shift=_tactical_may_shift,
        after_battle=_tactical_after_battle,
        score=only_second_place(EMPATH),
        choice_options=_tactical_options,
        choose=_tactical_choose,
    ),
    Power(
        FEASTBRINGER,
        "Feastbringer",
        actions=(
            NewAction("charismatic", "secure", _charismatic_targets, _charismatic_first, copy_or_pivot=True),
        ),
        on_action=_charismatic_on_action,
        may_declare=_generous_may_declare,
        on_declare=_generous,
        choice_options=_feastbringer_options,
        choose=_feastbringer_choose,
    ),
    Power(
        DEMAGOGUE,
        "Demagogue",
        on_declare=_bold,
        may_secure=_paranoid,
        choice_options=_bold_options,
        choose=_bold_choose,
    ),
]
for _power in POWERS:
    register(_power)
