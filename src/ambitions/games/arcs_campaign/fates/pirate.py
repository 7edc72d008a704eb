"""F12 Pirate, Act II (Fates file "F12 — Pirate"; card texts F12-01A/B, F12-02, F12-03, F12-04;
BRD C.12 R11).

Setup (F12-01A), in its order: gain a Flagship (`flagship_setup`) with fresh starports on its
Tractor Beam and Defense Array; gain Pirate Hoard (F12-02, lore) and Pirate Fleet (F12-03, a
protected Weapon Guild card); replenish: 1 ship from the supply on the gate of every cluster
where the Pirate has no Loyal ship (reading: the Flagship, "a fresh Loyal ship" (CRB p.22), is
one), as far as the supply allows.

Pirate Hoard (F12-02; `CampaignState.hoard`, a count per resource type):

* a resource the Pirate steals may go there (a question after the steal: ``choose hoard`` or
  ``choose keep``; reading: asked when the stolen token lands on the board, a full board's
  overflow choice being the Arcs one);
* its resources count for the Pirate's ambitions (as the board's: Material and Fuel for Tycoon,
  Relics for Keeper, Psionic for Empath), Outrage never discards them, and a Rival raiding the
  Pirate steals one for 2 keys (``steal hoard relic``; Sworn Guardians' protection of resources
  covers it);
* they are spent in the Prelude as the board's are (``hoard relic secure CC03``: the same
  actions a spent resource of that type buys, `arcs.flow.spend_actions`; an Outraged type is not
  spent for its action, base p16), as another type where a Loyal card lets any resource be
  spent as its type (``hoard fuel as material build ship 3.3``, `arcs.flow.spend_types`).

Pirate Fleet (F12-03): attacking, its holder may take raid dice where the defender has no
defending building or Flagship; the raid then steals only resources, at most 1 for each damaged
defending ship (counted when stealing).

Objective (F12-01B, starting on 24 / 21 / 18): at each chapter's end, *Grow Your Hoard of
Resources*: 1 per resource in the Hoard; *Embarrass Your Rivals with Riches*: 2 (R11) per
resource type of which the Hoard holds more than each Rival holds (their resources: board,
Merchant League, the Imperial Trust of the First Regent; no Guild card icons), the 2-player
ambition boxes counting as a Rival.

The Act II Resolution (F12-04) is `resolution_act2`; completed, its Hoard step is a step of the
Intermission before step B (`INTERMISSION_STEP`): the Pirate spends Fuel, Material and Relics of
the Hoard for their Prelude actions (Material ignoring ship build limits), places any of it on
the board, and the rest goes to the supply (``done``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs import powers, reach, resources, stealing
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState, Phase
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign.fates import cards, flagship_setup, objective
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

OBJECTIVE_CARD = "F12-01"
PIRATE_HOARD = "F12-02"
PIRATE_FLEET = "F12-03"
RESOLUTION = "F12-04"
HOARD_KEYS: Final = 2
EMBARRASS: Final = 2
"""R11: the amount the card data leaves blank, read from the card scan."""
HOARD_STEP = "hoard"
FLEET_FLAG = "pirate-fleet"
STEAL_FLAG = "pirate-steal"
TURN_FLAGS: Final = frozenset({FLEET_FLAG, STEAL_FLAG})
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)


def pirate(s: CampaignState) -> int:
    return objective.holder(s, cards.PIRATE)


def hoards(s: CampaignState, seat: int) -> bool:
    return PIRATE_HOARD in s.lore[seat]


# -- setup (F12-01A) ------------------------------------------------------------------------------
def setup_act2(s: CampaignState, seat: int) -> None:
    """F12-01A: the Flagship question (its answer replenishes the fleet); the Hoard and the
    Fleet at once."""
    flagship_setup.ask(s, seat, OBJECTIVE_CARD)
    fate_resolution.gain(s, seat, PIRATE_HOARD)
    fate_resolution.gain(s, seat, PIRATE_FLEET)


def replenish_gates(s: CampaignState, seat: int) -> None:
    """1 ship on the gate of each cluster with no Loyal ship of `seat` (the Flagship counts)."""
    n = s.n
    for c in range(6):
        gate = c * 4
        if not s.in_play[gate]:
            continue
        systems = range(gate, gate + 4)
        if any(s.fresh[x * n + seat] or s.damaged[x * n + seat] or s.flagship[seat] == x for x in systems):
            continue
        if s.ships[seat] > 0:
            s.ships[seat] -= 1
            s.fresh[gate * n + seat] += 1


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    return flagship_setup.options(s, choice) if choice[2] == flagship_setup.STEP else []


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    flagship_setup.choose(s, choice, args, (flagship.TRACTOR, flagship.DEFENSE))
    replenish_gates(s, int(choice[0]))


SETUP_POWER = Power(OBJECTIVE_CARD, "Pirate Act II Setup", choice_options=_options, choose=_choose)


# -- Pirate Hoard (F12-02) ------------------------------------------------------------------------
def after_steal(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """After the Hoard's holder steals a resource (a raid, Silver-Tongues): may it go to the
    Hoard?"""
    if seat < 0 or not hoards(s, seat) or a.kind not in ("steal", "prelude"):
        return
    stolen = [str(x) for x in a.args if str(x) in arcs_data.RESOURCES]
    if a.kind == "steal" and a.args and a.args[0] == "hoard":
        return  # (a Rival's raid on the Hoard: not the holder's)
    if not stolen or (a.kind == "prelude" and str(a.args[0]) not in ("CC08", "F12-07")):
        return
    r = arcs_data.RESOURCES.index(stolen[0])
    if r in resources.held(s, seat):
        push_choice(s, seat, PIRATE_HOARD, HOARD_STEP, r)


def _hoard_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [("hoard",), ("keep",)] if int(choice[3]) in resources.held(s, int(choice[0])) else []


def _hoard_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if args[0] == "hoard":
        r = int(choice[3])
        resources.remove_one(s, int(choice[0]), r)
        s.hoard[r] += 1


HOARD_POWER = Power(PIRATE_HOARD, "Pirate Hoard", choice_options=_hoard_options, choose=_hoard_choose)


def ambition_count(s: CampaignState, seat: int, ambition: int) -> int:
    """The Hoard's resources for its holder's ambitions (Tycoon, Keeper, Empath)."""
    if not any(s.hoard) or not hoards(s, seat):
        return 0
    h = s.hoard
    return (h[MATERIAL] + h[FUEL], 0, 0, h[RELIC], h[PSIONIC])[ambition]


def raid_options(s: CampaignState, victim: int, keys: int) -> list[Args]:
    """``hoard <type>`` for 2 keys each, from the Hoard of a defending holder."""
    if keys < HOARD_KEYS or not hoards(s, victim) or stealing.resources_protected(s, victim):
        return []
    return [("hoard", arcs_data.RESOURCES[r]) for r in range(5) if s.hoard[r]]


def steal_from_hoard(s: CampaignState, thief: int, resource: str) -> None:
    r = arcs_data.RESOURCES.index(resource)
    s.hoard[r] -= 1
    s.battle_keys -= HOARD_KEYS
    resources.put(s, thief, r)


FateNewAction = tuple[str, Callable[[CampaignState, int], list[ArcsAction]], Callable[..., None]]
FATE_NEW_ACTIONS: dict[str, FateNewAction] = {}
"""The Fate Set cards' new actions (`fates.NEW_ACTIONS`, filled by `fates`): a Hoard resource
buys them as a spent one does (``hoard psionic spy 1``)."""


def spend_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """In the Prelude, a Hoard resource spent for the actions it buys (``hoard fuel move ...``),
    or, where a Loyal card lets any resource be spent as its type (F6-05 Loyal Engineers: "You
    may spend any resources as Material"), as that type (``hoard fuel as material build ship
    3.3``): F12-02 "You can spend them", as the board's are (`arcs.flow.spend_types`: an
    Outraged type is not spent for its own action, base p16, unless its Loyal card says so)."""
    if not s.prelude_open or s.turn_seat != seat or not hoards(s, seat) or not any(s.hoard):
        return []
    out: list[ArcsAction] = []
    mine = list(powers.owned(s, seat))
    for r in range(5):
        if not s.hoard[r]:
            continue
        name = arcs_data.RESOURCES[r]
        for as_type in arcs_flow.spend_types(s, seat, r, mine):
            prefix: tuple[Arg, ...] = (name,) if as_type == r else (name, "as", arcs_data.RESOURCES[as_type])
            if as_type == WEAPON and not s.weapon_battle:
                out.append(ArcsAction("hoard", prefix))
            out += _bought(s, seat, as_type, prefix, mine)
    return out


def _bought(
    s: CampaignState,
    seat: int,
    r: int,
    prefix: tuple[Arg, ...],
    mine: list[Power],
    secure_council: bool = True,
) -> list[ArcsAction]:
    """``hoard *prefix ACTION ...``: the actions a resource of type `r` buys (the standard ones,
    those a card replaces them with, the Fate Set cards' new ones)."""
    out: list[ArcsAction] = []
    for kind in arcs_flow.spend_actions(s, r):
        for action, targets in arcs_flow.rules_for(mine, kind, False, s.REPLACED_RULES or None):
            found = arcs_flow._as_actions(s, seat, "hoard", (*prefix, action), targets)
            if action == "secure" and not secure_council:
                found = [a for a in found if a.args[-1] != data.COUNCIL]
            out += found
        for replaces, options, _effect in FATE_NEW_ACTIONS.values():
            if replaces == kind:
                out += [ArcsAction("hoard", (*prefix, a.kind, *a.args)) for a in options(s, seat)]
    return out


def spend(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """Spend a Hoard resource: it goes to the supply when the Prelude ends (base p20), and its
    action is taken as a spent resource's; spent as another type, the Loyal card that allows
    it is noted (as `arcs.flow` notes it for the board's)."""
    r = arcs_data.RESOURCES.index(str(a.args[0]))
    rest = a.args[1:]
    if rest and rest[0] == "as":
        as_type = arcs_data.RESOURCES.index(str(rest[1]))
        for p in powers.owned(s, seat):
            if p.spend_as == as_type:
                powers.note(p.id)
        rest = rest[2:]
    s.hoard[r] -= 1
    s.spent_pending[r] += 1
    if not rest:
        s.weapon_battle = True  # (a Weapon, or a resource spent as one: this turn's pips battle)
        return
    _take(s, seat, str(rest[0]), rest[1:])


def _take(s: CampaignState, seat: int, kind: str, args: tuple[Arg, ...]) -> None:
    """The action a spent resource bought: a Fate Set card's new action, a standard one (or the
    campaign's replacement), or a card's new action."""
    if kind in FATE_NEW_ACTIONS:
        FATE_NEW_ACTIONS[kind][2](s, seat, *args)
        return
    rule = (s.REPLACED_RULES or {}).get(kind) or arcs_flow.ACTION_RULES.get(kind)
    if rule is not None:
        rule[1](s, seat, *args)
        return
    for p in powers.owned(s, seat):  # a new action a card lets the spent resource buy
        for new in p.actions:
            if new.name == kind:
                powers.note(p.id)
                new.effect(s, seat, *args)
                return


# -- Pirate Fleet (F12-03) ------------------------------------------------------------------------
def fleet_raids(s: CampaignState, attacker: int, defender: int, system: int) -> bool:
    """Pirate Fleet lets `attacker` take raid dice where `defender` has no defending building or
    Flagship."""
    if PIRATE_FLEET not in s.guild[attacker] or s.flagship[defender] == system:
        return False
    return not any(s.slots[k] >= 0 and s.slots[k] >> 2 == defender for k in reach.SYSTEM_SLOTS[system])


def fleet_dice(s: CampaignState, raid: int) -> None:
    """A battle's dice taken: note whether its raid dice came by Pirate Fleet alone."""
    s.turn_flags[:] = [f for f in s.turn_flags if f not in TURN_FLAGS]
    d = s.battle_defender
    if raid and s.battle_side == "seat" and fleet_raids(s, s.turn_seat, d, s.battle_system):
        s.turn_flags.append(FLEET_FLAG)


def limit_raid(s: CampaignState, options: list[Args]) -> list[Args]:
    """A Pirate Fleet raid steals resources only, 1 per damaged defending ship."""
    if FLEET_FLAG not in s.turn_flags:
        return options
    damaged = s.damaged[s.battle_system * s.n + s.battle_defender]
    if s.turn_flags.count(STEAL_FLAG) >= damaged:
        return []
    return [o for o in options if str(o[0]) in arcs_data.RESOURCES or o[0] == "hoard"]


def note_steal(s: CampaignState) -> None:
    if FLEET_FLAG in s.turn_flags:
        s.turn_flags.append(STEAL_FLAG)


# -- the objective (F12-01B) ----------------------------------------------------------------------
def holdings(s: CampaignState, seat: int, r: int) -> int:
    """A Rival's resources of type `r`: board, Merchant League, the Trust of the First Regent."""
    held = resources.held(s, seat).count(r)
    if any(s.league) and "F3-02" in s.guild[seat]:
        held += s.league[r]
    if seat == s.first_regent:
        held += s.trust[r]
    return held


def chapter_end(s: CampaignState, seat: int) -> None:
    """*Grow Your Hoard* and *Embarrass Your Rivals with Riches* (R11: 2 per type)."""
    grow = sum(s.hoard)
    embarrass = 0
    for r in range(5):
        others = [holdings(s, p, r) for p in range(s.n) if p != seat]
        if s.n == 2:
            others.append(s.box_resources[r])
        if s.hoard[r] > max(others):
            embarrass += EMBARRASS
    objective.advance(s, seat, grow + embarrass)


# -- the Act II Resolution (F12-04) ---------------------------------------------------------------
INTERMISSION_STEP = "pirate-hoard"
"""The Intermission's step (``("pirate-hoard", seat)`` in `CampaignState.steps`, run by
`council`) in which the completed Pirate spends and places the Hoard (F12-04 step 3)."""
RESOLUTION_SPENDS: Final = (MATERIAL, FUEL, RELIC)
"""F12-04: "You may spend Fuel, Material, and Relics on your Pirate Hoard"."""


def resolution_act2(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F12-04: completed, gain Pirate Smugglers (05), Call to Action (06) and Silver-Tongues (07)
    scrapped, then the Hoard's step (`INTERMISSION_STEP`, asked before the Intermission's step B:
    `intermission.steps_a_to_d`); failed, 03, 05, 06, 07 to the Court deck and the Hoard to the
    supply."""
    if completed:
        fate_resolution.gain(s, seat, "F12-05")
        fate_resolution.scrap(s, fate_resolution.ids("F12", 6, 7))
        if any(s.hoard):
            s.steps.append((INTERMISSION_STEP, seat))
            return
    else:
        fate_resolution.to_court(s, fate_resolution.ids("F12", 3, 5, 6, 7))
    return_hoard(s)


def return_hoard(s: CampaignState) -> None:
    """ "Return all resources remaining on it to the supply" (F12-04)."""
    for r in range(5):
        s.resource_supply[r] += s.hoard[r]
        s.hoard[r] = 0


def intermission_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """F12-04 step 3, completed: "You may spend Fuel, Material, and Relics on your Pirate Hoard
    for their Prelude actions, ignoring ship build limits for Material. You may place any
    resources from it onto your player board." In any order, until ``done`` (the rest to the
    supply): ``hoard material build ship 3.3`` (Build or Repair), ``hoard fuel move ...``,
    ``hoard relic secure CC03``, ``board relic`` (a Hoard resource onto an empty slot of the
    board).

    Readings: the Intermission has no turn, so the Pirate acts as in their own Prelude (its
    seat is the acting one for the rules that ask, e.g. who commands Imperial ships, CRB p.10);
    a spent resource goes straight to the supply (no Prelude to end); an Outraged type is not
    spent for its action (base p16); the Imperial Council is not secured (it resolves "when the
    round ends", CRB p.14: the Intermission has no round); "ship build limits" are the starports'
    one ship a turn (base p12) and the Flagship's (CRB p.22, p.25); a move does not go on
    Catapulting (base p13: Catapult moves carry a turn's move on; with no turn under way, the
    ships stop where the move took them)."""
    with _acting(s, seat):
        mine = list(powers.owned(s, seat))
        out: list[ArcsAction] = []
        for r in RESOLUTION_SPENDS:
            if s.hoard[r] and r in arcs_flow.spend_types(s, seat, r, mine):
                out += _bought(s, seat, r, (arcs_data.RESOURCES[r],), mine, secure_council=False)
        if resources.empty_slots(s, seat):
            out += [act("board", arcs_data.RESOURCES[r]) for r in range(5) if s.hoard[r]]
    return out + [act("done")]


def intermission_apply(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """One of `intermission_options` (the step already taken off `s.steps`: it goes back while
    the Hoard holds resources)."""
    from ambitions.games.arcs_campaign import movement  # (movement imports the fates)

    with _acting(s, seat):
        if a.kind == "done":
            return_hoard(s)
            return
        if a.kind == "board":
            r = arcs_data.RESOURCES.index(str(a.args[0]))
            s.hoard[r] -= 1
            resources.put(s, seat, r)
        else:
            r = arcs_data.RESOURCES.index(str(a.args[0]))
            s.hoard[r] -= 1
            s.resource_supply[r] += 1
            _take(s, seat, str(a.args[1]), a.args[2:])
            if s.phase == Phase.CATAPULT:
                movement.end_catapult(s)  # (no Catapult at the Intermission: the move ends there)
            s.phase = CampaignPhase.RESOLVE
    if any(s.hoard):
        s.steps.insert(0, (INTERMISSION_STEP, seat))


class _acting:
    """The Pirate acts at the Intermission as in their Prelude: the turn's seat for the rules
    that read it, with no ship build limit (the starports' ships built, the Flagship's turn
    flags); all put back as they were after each action or question."""

    def __init__(self, s: CampaignState, seat: int) -> None:
        self.s, self.seat = s, seat
        self.ship_flags = (flagship.SHIP_FLAG, flagship.SHIP_FLAG_2)
        self.held, self.built = s.turn_seat, s.ship_built
        self.flags = [f for f in s.turn_flags if f in self.ship_flags]

    def __enter__(self) -> None:
        s = self.s
        s.turn_seat = self.seat
        s.ship_built = []
        s.turn_flags[:] = [f for f in s.turn_flags if f not in self.ship_flags]

    def __exit__(self, *exc: object) -> None:
        s = self.s
        s.turn_seat, s.ship_built = self.held, self.built
        s.turn_flags[:] = [f for f in s.turn_flags if f not in self.ship_flags] + self.flags


def settle_at_once(s: CampaignState) -> None:
    """The Hoard's steps of a table resolved at once (`intermission.resolve`, which asks
    nobody): nothing spent; the Hoard's resources onto the board, the rarest first (Psionic,
    Relic, Weapon, Fuel, Material) while slots are empty; the rest to the supply."""
    for step in [step for step in s.steps if step[0] == INTERMISSION_STEP]:
        s.steps.remove(step)
        seat = int(step[1])
        for r in (PSIONIC, RELIC, WEAPON, FUEL, MATERIAL):
            while s.hoard[r] and resources.empty_slots(s, seat):
                s.hoard[r] -= 1
                resources.put(s, seat, r)
        return_hoard(s)


# -- views and positions --------------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, int] | None:
    if not any(s.hoard):
        return None
    return {arcs_data.RESOURCES[r]: k for r, k in enumerate(s.hoard) if k}


def load_position(s: CampaignState, raw: object, supply_given: bool = False) -> None:
    """Read ``campaign.hoard`` (``{"relic": 2}``): from the supply (unless the position gives
    the supply)."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - set(arcs_data.RESOURCES):
        raise InvalidRecord(f"campaign.hoard must map resource types to counts, not {shorten(raw, 60)}")
    for name, k in raw.items():
        r = arcs_data.RESOURCES.index(str(name))
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= arcs_data.RESOURCE_SUPPLY:
            raise InvalidRecord(f"campaign.hoard.{name} must be a count the supply has, not {shorten(k, 9)}")
        s.hoard[r] += k
        if not supply_given:
            s.resource_supply[r] -= k
            if s.resource_supply[r] < 0:
                raise InvalidRecord(f"campaign.hoard.{name}: more than the supply has")


def lines(c: Mapping[str, Any]) -> list[str]:
    h = c.get("hoard")
    return ["Pirate Hoard: " + ", ".join(f"{k} {r}" for r, k in h.items())] if h else []


# -- registration (`fates.register_act2`; the objective's title and start: `cards.ACT2_OBJECTIVES`) --
resolution = resolution_act2
POWERS: Final = (SETUP_POWER, HOARD_POWER)
