"""Card powers: one entry per Court card, leader and lore card, built from a small set of hooks.

Rulebook p20 sets the kinds of power a card has:

* **Prelude actions** (`Power.prelude_options` / `Power.prelude`): taken in a turn's Prelude, as
  ``prelude BC08`` (plus arguments). Cards secured in the same Prelude cannot be used (p20);
  ``discards=True`` cards go to the Court discard when used.
* **New actions** (`NewAction`): ``Manufacture (Build)``: offered wherever the standard action
  could be taken by spending an action pip or a non-Outraged resource; modifiers of the standard
  action do not apply to the new action (but do to standard actions inside it).
* **When Secured** (`Power.when_secured`): resolved on securing, Vox cards then leave play.
* **Modifiers and persistent effects**: named fields below, each consulted by the rule it
  modifies (the field's docstring says where). "Cannot" in a modifier is absolute (p22).

Powers that need a player's decision push a *choice* (`push_choice`): ``(seat, power id, step,
*data)`` on `ArcsState.choices`; the seat answers with ``choose ...`` actions listed by
`Power.choice_options` and resolved by `Power.choose`.

A seat *has* a power while it holds the Guild card, or plays that leader or lore card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.state import ArcsState

Args = tuple[Arg, ...]
Options = Callable[[ArcsState, int], list[Args]]
Effect = Callable[..., None]
Choice = tuple[Any, ...]


@dataclass(frozen=True)
class NewAction:
    """A new action taken in place of a standard one (p20 "New Actions")."""

    name: str
    replaces: str
    """The standard action whose pip or resource it uses (``build``, ``tax``, ...)."""
    targets: Options
    effect: Effect
    copy_or_pivot: bool = False
    """Offered only for the action pip of a Copy or Pivot card, never for a resource (Tactical,
    Charismatic: another action first, then the standard one)."""


@dataclass(frozen=True)
class Power:
    """Everything one card does. Unused hooks stay None."""

    id: str
    name: str
    prelude_options: Options | None = None
    prelude: Effect | None = None
    discards: bool = False
    """The Prelude action discards the card (to the Court discard)."""
    actions: tuple[NewAction, ...] = ()
    when_secured: Callable[[ArcsState, int], None] | None = None
    choice_options: Callable[[ArcsState, Choice], list[Args]] | None = None
    choose: Callable[[ArcsState, Choice, Args], None] | None = None
    # -- modifiers (each names the rule that consults it) ---------------------------------------
    keep_on_outrage: bool = False
    """Provoke Outrage (battle.provoke_outrage): the card is kept."""
    spend_as: int = -1
    """Spending resources (flow): any resource may be spent as this one, ignoring its Outrage."""
    on_declare: Callable[[ArcsState, int, str], None] | None = None
    """Declaring an ambition (cardplay.do_declare): after the marker is placed."""
    may_declare: Callable[[ArcsState, int], bool] | None = None
    """Declaring an ambition: False forbids it."""
    zero_marker: Callable[[ArcsState, int, str], bool] | None = None
    """Declaring: False means the zero marker is not placed."""
    extra_dice: Callable[[ArcsState, int, int], tuple[int, bool]] | None = None
    """Collecting dice (battle.dice_options): (extra dice, mandatory) for (attacker, system)."""
    blocks_raid_dice: Callable[[ArcsState, int, int], bool] | None = None
    """Collecting dice, the defender's: True forbids raid dice (defender, system)."""
    before_dice: Callable[[ArcsState, int, int], None] | None = None
    """Battle, the defender's, before dice are collected (defender, attacker)."""
    rerolls: Callable[[ArcsState, int], dict[int, int]] | None = None
    """After the roll, the attacker's: die type -> how many dice may be rerolled."""
    intercepts: Callable[[ArcsState, int, bool], int] | None = None
    """Intercept (battle): change to the intercept count; args (seat, seat is attacker)."""
    after_battle: Callable[[ArcsState, int, bool], None] | None = None
    """After a battle: (seat, seat was the attacker)."""
    no_ransack: bool = False
    """Rivals battling the holder cannot Ransack the Court."""
    tax_bonus: Callable[[ArcsState, int], None] | None = None
    """Tax (standard_actions.do_tax): after the tax."""
    may_tax: Callable[[ArcsState, int, int], bool] | None = None
    """Tax targets: False forbids taxing that slot."""
    move_limit: int = 0
    """Move: at most this many ships per move (0: no limit)."""
    builds_fresh: bool = False
    """Build: the holder's ships are always placed fresh."""
    may_secure: Callable[[ArcsState, int, str], bool] | None = None
    """Secure targets: False forbids securing that card (not when ransacking)."""
    score: Callable[[ArcsState, int, int, int, int, int], int] | None = None
    """Scoring an ambition: (seat, ambition, place 1/2/0, first Power, second Power) -> Power."""
    after_scoring: Callable[[ArcsState, int, set[int]], None] | None = None
    """After all ambitions are scored: (seat, scored ambitions)."""
    round_end: Callable[[ArcsState, int], None] | None = None
    """At the end of the round, before played cards are discarded."""
    protects: Callable[[ArcsState, int, str], bool] | None = None
    """Stealing: True protects the holder's thing named ("resource" or a card id)."""
    icons: Callable[[ArcsState, int, int], int] | None = None
    """Ambitions: extra icons of a resource for the holder."""
    holds_supply: int = -1
    """The holder keeps this resource's supply on the card (Cartels): nobody gains it."""
    setup: Callable[[ArcsState, int], None] | None = None
    """Setup: after starting pieces are placed."""
    on_action: Callable[[ArcsState, int, str], None] | None = None
    """A standard action taken with an action pip (flow): before its effect; (seat, action)."""
    after_move: Callable[[ArcsState, int], None] | None = None
    """Move (standard_actions.finish_move): after a move and all its Catapult moves, the mover's;
    `ArcsState.moved_fresh` says where the moved fresh ships are."""
    rival_moves_in: Callable[[ArcsState, int, int, int, int], None] | None = None
    """Move: a Rival's ships moved into a system: (holder, mover, system, its controller before)."""
    may_shift: Callable[[ArcsState, int, int, int, int], bool] | None = None
    """Catapult steps and extra moves (Sprinter Drives): False forbids moving `count` of the
    holder's ships from one system to another: (holder, from, to, count)."""
    may_build_in: Callable[[ArcsState, int, int], tuple[str, ...]] | None = None
    """Build targets: what the holder may build in an extra building slot (a gate or cloud slot,
    see `reach.PRINTED_SLOTS`): ``"city"``, ``"starport"``."""
    on_build: Callable[[ArcsState, int, int], None] | None = None
    """Build: after the holder built in an extra slot this power allowed (seat, slot)."""
    city_types: Callable[[ArcsState, int], tuple[int, ...]] | None = None
    """The resource types of the holder's city in an extra slot on a gate (pieces.city_types)."""
    resource_slot: bool = False
    """Resources: the holder has the card's resource slot (`state.HOLDINGS_SLOT`)."""
    extras: dict[str, Any] = field(default_factory=dict)
    """Further hook values named by the rule that reads them."""


REGISTRY: dict[str, Power] = {}

FIRED: Counter[str] | None = None
"""Diagnostics only: when a test sets a Counter here, `note` counts each power that takes effect."""


def note(card: str) -> None:
    """Count that `card`'s power took effect (no-op unless `FIRED` is set)."""
    if FIRED is not None:
        FIRED[card] += 1


def register(power: Power) -> Power:
    if power.id in REGISTRY:
        raise ValueError(f"power {power.id} registered twice")
    REGISTRY[power.id] = power
    return power


def lookup(s: ArcsState, card: str) -> Power:
    """The power of `card`: Arcs' own (`REGISTRY`), else one of the game extending Arcs that
    `s` belongs to (`ArcsState.EXTRA_POWERS`: the campaign's cards stay out of `REGISTRY`)."""
    p = REGISTRY.get(card)
    if p is None:
        found: Power = s.EXTRA_POWERS[card]
        return found
    return p


def owned(s: ArcsState, seat: int) -> Sequence[Power]:
    """The powers `seat` has now: Guild cards held, its leader and lore. A Guild or lore card Arcs
    does not know is looked up in the extending game's `ArcsState.EXTRA_POWERS` (never read for
    Arcs' own cards, so an Arcs game pays nothing for it)."""
    guild, leader, lore = s.guild[seat], s.leader[seat], s.lore[seat]
    if not guild and not leader and not lore:
        return _NONE
    get = REGISTRY.get
    out: list[Power] = []
    for card in guild:
        p = get(card)
        if p is None:
            # A card Arcs does not know: the extending game's (`ArcsState.EXTRA_POWERS`).
            p = s.EXTRA_POWERS.get(card)
        if p is not None:
            out.append(p)
    if leader and (p := get(leader)) is not None:
        out.append(p)
    for card in lore:
        p = get(card)
        if p is None:
            p = s.EXTRA_POWERS.get(card)  # (a lore card of the extending game: campaign Fate Sets)
        if p is not None:
            out.append(p)
    return out


_NONE: Final[tuple[Power, ...]] = ()


def has(s: ArcsState, seat: int, card: str) -> bool:
    """True if `seat` has the power of `card`."""
    return card in s.guild[seat] or s.leader[seat] == card or card in s.lore[seat]


def holder(s: ArcsState, card: str) -> int:
    """The seat holding a Guild card, or -1."""
    for p in range(s.n):
        if card in s.guild[p]:
            return p
    return -1


def push_choice(s: ArcsState, seat: int, power: str, step: str, *data: Any) -> None:
    """Ask `seat` a question for `power` (answered with ``choose`` actions)."""
    s.choices.append((seat, power, step, *data))
