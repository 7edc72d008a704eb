"""The standard actions as the campaign changes them: the Empire's laws and the Free States.

Each replaces one Arcs standard action through `ArcsState.REPLACED_RULES` (same `targets` and
`effect` signatures as `ambitions.games.arcs.flow.ACTION_RULES`) and calls the Arcs rule for
everything the campaign leaves as it is.

* Tax (CRB p.11 Truce Law, p.15 Free States): a Regent cannot tax a Rival Regent's city in a
  system with Imperial ships; a Free city in a system you control can be taxed and no agent is
  captured.
* Build (CRB p.15): ships at Free starports you control (each starport once per turn). Building
  damaged where the Empire controls the system for you (an Outlaw, or a Regent with no Loyal
  pieces there, CRB p.10) comes from `CampaignState.controller`.
* Repair (CRB p.10, p.15): damaged Imperial ships in systems you command (Presence Law), and
  Free buildings in systems you control.
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers, reach, resources
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.pieces import city_types, first_empty_slot
from ambitions.games.arcs.state import CITY, STARPORT, ArcsState, building_code
from ambitions.games.arcs_campaign import battle, data, empire, flagship, movement, vox
from ambitions.games.arcs_campaign.fates import (
    blight_speaker_act3,
    caretaker_act2,
    ceasefires,
    conspirator,
    founder_act2,
    founder_act3,
    gate_wraith,
    hegemon,
    ire,
    magnate_act3,
    pirate_act3,
    planet_breaker,
    planet_breaker_act3,
    steward,
    steward_act2,
    warden,
    warden_act3,
)
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.state import FREE, CampaignState

Args = tuple[Arg, ...]


def _campaign(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- Tax -----------------------------------------------------------------------------------------
def tax_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs targets (a Loyal city, or a city in a system you control: Free cities included),
    less the cities the Truce Law protects (CRB p.11)."""
    c = _campaign(s)
    out = [args for args in std.tax_targets(s, seat) if not empire.truce_forbids_tax(c, seat, _slot(args))]
    lords = warden.lord_targets(c, seat, out)  # a Lord taxes any city of the Fief (F16-10)
    out += [a for a in lords if not empire.truce_forbids_tax(c, seat, _slot(a))]
    out += steward.authority_targets(c, seat)  # Imperial Authority (F1-02)
    have = set(out)
    for k in flagship.control_array_slots(c, seat):  # Control Array (CRB p.25)
        if (std.SLOT_NAMES[k],) not in have and not empire.truce_forbids_tax(c, seat, k):
            out.append((std.SLOT_NAMES[k],))
    out += founder_act2.member_tax_targets(c, seat, out)  # Members of the Commonwealth (F2-22)
    out += steward_act2.tax_collectors_targets(c, seat, out)  # Tax Collectors (F1-06)
    out += [
        a
        for a in pirate_act3.smuggler_targets(c, seat, out)
        if not empire.truce_forbids_tax(c, seat, _slot(a))
    ]  # Pirate Smugglers (F12-05)
    if magnate_act3.economy(c):
        out = magnate_act3.economy_targets(c, seat, out, _untaxed_targets(c, seat))  # F3-26
    return ire.tax_filter(c, seat, out)  # Ire of the Keepers and of the Tycoons (F19-02, F20-03)


def _untaxed_targets(c: CampaignState, seat: int) -> list[Args]:
    """The Arcs tax targets as if no city had been taxed this turn (Open Economy, F3-26, lets
    some be taxed again; the Truce Law still holds)."""
    taxed = c.taxed
    c.taxed = []
    try:
        found = [a for a in std.tax_targets(c, seat) if not empire.truce_forbids_tax(c, seat, _slot(a))]
    finally:
        c.taxed = taxed
    return found


def _slot(args: Args) -> int:
    return std.SLOT_BY_NAME[str(args[0])]


def do_tax(s: ArcsState, seat: int, slot_name: str, source: str = "") -> None:
    """A Free city, or a city taxed by Imperial Authority (F1-02): gain its resource, capture
    nothing (CRB p.15). Else the Arcs tax. ``tax 3.2#0 board``: Tax Collectors (F1-06) take the
    resource from the Outlaw owner's board (`steward_act2.collect`), then the tax as usual."""
    k = std.SLOT_BY_NAME[slot_name]
    c = _campaign(s)
    if source == "board":
        steward_act2.collect(c, k)
    array = k in flagship.control_array_slots(c, seat)  # no Captive (CRB p.25)
    array = array or pirate_act3.smuggles(c, seat, k)  # no Captive either (F12-05)
    if s.slots[k] >> 2 != FREE and not steward.authority_tax(c, seat, k) and not array:
        std.do_tax(s, seat, slot_name)
        return
    s.taxed.append(k)
    for r in city_types(s, k)[:1]:
        resources.gain(s, seat, r)
    for p in powers.owned(s, seat):
        if p.tax_bonus is not None:
            p.tax_bonus(s, seat)


# -- Build ---------------------------------------------------------------------------------------
def build_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs targets, and ships at Free starports in systems `seat` controls (CRB p.15); a
    Member's cities and starports at Free buildings (F2-22); Free buildings by Book of Liberation
    (F2-04).

    With a Flagship (CRB p.22): no city or starport in the map's building slots (lore building
    outside them, Gate Ports' gates and Cloud Cities, still may: CRB p.25), but on the board,
    and ships at the Flagship (`flagship.build_targets`). (Reading: the Free buildings of Book of
    Liberation are not the Flagship holder's own, so they are still built on the map.)"""
    c = _campaign(s)
    out = std.build_targets(s, seat)
    out += founder_act2.member_build_targets(c, seat, out)  # at Free buildings (F2-22)
    if flagship.has(c, seat):
        out = [
            args
            for args in out
            if args[0] not in ("city", "starport") or reach.is_gate(std.SINDEX[str(args[1])])
        ]
        out += flagship.build_targets(c, seat)
    out += founder_act2.liberation_build_targets(c, seat)
    out += magnate_act3.prospector_targets(c, seat, out)  # Prospectors (F3-22)
    if c.hammer:  # a Broken World has no building slots (F11-03B)
        out = [
            a
            for a in out
            if str(a[1]) not in std.SINDEX or not planet_breaker.no_building(c, std.SINDEX[str(a[1])])
        ]
    if s.ships[seat] <= 0:
        return out
    have = {args[1] for args in out if args[0] == "ship"}
    for k in _free_starports_to_build(s, seat):
        sid = reach.SYSTEM_IDS[reach.SLOT_SYSTEM[k]]
        if sid not in have:
            have.add(sid)
            out.append(("ship", sid))
    return out


def _free_starports_to_build(s: ArcsState, seat: int) -> list[int]:
    """Fresh Free starports in systems `seat` controls that built no ship this turn."""
    port = building_code(FREE, STARPORT, False)
    return [
        k
        for k, code in enumerate(s.slots)
        if code == port
        and k not in s.ship_built
        and (
            s.controller(reach.SLOT_SYSTEM[k]) == seat
            or founder_act2.privileged(_campaign(s), seat, reach.SLOT_SYSTEM[k])  # a Member (F2-22)
        )
    ]


def do_build(s: ArcsState, seat: int, what: str, system_id: str) -> None:
    """A ship at a Free starport when no Loyal starport of the system can build one; else Arcs.
    On the Flagship board, or a ship at the Flagship: `flagship.do_build`."""
    if system_id == "flagship" or system_id in flagship.COLUMNS:
        flagship.do_build(_campaign(s), seat, what, system_id)
        return
    system = std.SINDEX[system_id]
    if what in ("free-city", "free-starport"):
        founder_act2.build_free(_campaign(s), seat, what, system_id)  # Book of Liberation (F2-04)
        return
    if what == "ship" and not _loyal_port_free(s, seat, system):
        for k in _free_starports_to_build(s, seat):
            if reach.SLOT_SYSTEM[k] == system:
                s.ship_built.append(k)
                s.ships[seat] -= 1
                s.fresh[system * s.n + seat] += 1  # you control the system (p12), or a Member: fresh
                return
    fresh = what in ("city", "starport") and founder_act2.built_by_privilege(_campaign(s), seat, system)
    k = first_empty_slot(s, system) if fresh else -1
    std.do_build(s, seat, what, system_id)
    if fresh:
        s.slots[k] &= ~1  # "Pieces built in this way are always placed fresh" (F2-22)


def _loyal_port_free(s: ArcsState, seat: int, system: int) -> bool:
    for k in reach.SYSTEM_SLOTS[system]:
        code = s.slots[k]
        if code >= 0 and code >> 2 == seat and not (code >> 1) & 1 and k not in s.ship_built:
            return True
    return False


# -- Repair --------------------------------------------------------------------------------------
def repair_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs targets; ``imperial-ship X`` where `seat` commands the Imperial fleet (CRB
    p.10); ``free-city X`` / ``free-starport X`` where `seat` controls the system (CRB p.15)."""
    c = _campaign(s)
    out = std.repair_targets(s, seat)
    if empire.may_command(c, seat):
        for system in range(reach.NUM_SYSTEMS):
            if c.imperial_damaged[system] and empire.commands(c, seat, system):
                out.append(("imperial-ship", reach.SYSTEM_IDS[system]))
    for kind, word in ((CITY, "free-city"), (STARPORT, "free-starport")):
        code = building_code(FREE, kind, True)
        if code not in s.slots:
            continue  # (no damaged Free building of this kind: most turns)
        seen: set[int] = set()
        for k, here in enumerate(s.slots):
            if here != code:
                continue
            system = reach.SLOT_SYSTEM[k]
            if system in seen:
                continue
            if s.controller(system) == seat or founder_act2.privileged(c, seat, system):  # (F2-22)
                seen.add(system)
                out.append((word, reach.SYSTEM_IDS[system]))
    out += blight_speaker_act3.repair_targets(c, seat)  # (Blight Fury, F13-04)
    return out + flagship.repair_targets(c, seat) + hegemon.repair_targets(c, seat)


def do_repair(s: ArcsState, seat: int, what: str, system_id: str) -> None:
    c = _campaign(s)
    if what in ("upgrade", "armor"):
        flagship.do_repair(c, seat, what, system_id)  # (CRB p.22: one Upgrade or Armor)
        return
    system = std.SINDEX[system_id]
    if what == "banner":
        hegemon.repair(c, system)  # (F10-03: repaired as a building)
        return
    if what == "blight":
        blight_speaker_act3.repair(c, system)  # (Blight Fury, F13-04)
        return
    if what == "imperial-ship":
        c.imperial_damaged[system] -= 1
        c.imperial_fresh[system] += 1
        return
    if what in ("free-city", "free-starport"):
        kind = CITY if what == "free-city" else STARPORT
        for k in reach.SYSTEM_SLOTS[system]:
            if s.slots[k] == building_code(FREE, kind, True):
                s.slots[k] = building_code(FREE, kind, False)
                return
    std.do_repair(s, seat, what, system_id)


# -- Influence and secure --------------------------------------------------------------------------
def influence_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs targets, less the Imperial Council while Decided (CRB p.14)."""
    c = _campaign(s)
    out = std.influence_targets(s, seat)
    if c.council == data.DECIDED:
        out = [args for args in out if args[0] != data.COUNCIL]
    if c.court_tokens:  # Feudal Courts (F16-18): a Court token's card, its Fief's Lord and Vassals only
        out = [args for args in out if warden_act3.may_act_on(c, seat, str(args[0]))]
    return out


def secure_targets(s: ArcsState, seat: int) -> list[Args]:
    """The Arcs targets, less the Imperial Council while Decided (CRB p.14)."""
    c = _campaign(s)
    out = std.secure_targets(s, seat)
    if c.council == data.DECIDED:
        out = [args for args in out if args[0] != data.COUNCIL]
    out += founder_act3.spirit_targets(c, seat, out)  # Spirit of Freedom (F2-24)
    if c.court_tokens:  # Feudal Courts (F16-18): a Court token's card, its Fief's Lord and Vassals only
        out = [args for args in out if warden_act3.may_act_on(c, seat, str(args[0]))]
    return out


def do_secure(s: ArcsState, seat: int, card: str) -> None:
    """Arcs securing; the securer's agents on the card are noted for Council Intrigue (CC12),
    whose When Secured moves them on."""
    c = _campaign(s)
    if planet_breaker_act3.waits_for_roll(c, seat, card):
        return  # Planet-Eater Loose (F11-11): secured only on 3 hits of its skirmish dice
    warden_act3.before_secure(c, seat, card)  # Feudal Courts (F16-18): a Lord's token back
    i = s.court.index(card)
    c.secured_agents = s.court_agents[i * s.n : (i + 1) * s.n]
    agents = list(c.secured_agents)
    deck = conspirator.before_secure(c, seat, card)  # (Conspiracies' refill, F23-03)
    storms = gate_wraith.before_secure(c, card)  # (Passage Storms attached stays, F22-06)
    std.do_secure(s, seat, card)  # its attached card too (CRB p.27: `CampaignState.card_secured`)
    gate_wraith.after_secure(c, seat, i, card, storms)
    c.secured_agents = []
    caretaker_act2.after_secure(c, seat, i)  # Librarians (F5-13)
    conspirator.after_secure(c, seat, card, i, agents, deck)  # (F23-03 refill, F23-05 guess)


def secure_other_card(s: CampaignState, seat: int, index: int, card: str) -> None:
    """Securing a Court card Arcs does not know, its agents already returned or captured.

    A Vox card: `vox.secure`. The Imperial Council (CRB p.14): flipped to Decided and resolved
    at the round's end by who secured it; it stays the leftmost Court card, so the Court is not
    refilled (DOUBT, BRD C.2: "presumably no refill"; hrf keeps the Decided card in the row).
    A lore card (CRB p.5 step J shuffles lore into the Court deck): its holder plays it, as a lore
    card is played in Leaders & Lore; the Court is refilled.
    """
    if card == data.COUNCIL:
        s.council = data.DECIDED
        s.council_secured_by = seat
        return
    if card in vox.POWERS:
        vox.secure(s, seat, index, card)
        return
    fate_card = fate_cards.FATE_SET_BY_ID.get(card)
    if fate_card is not None and fate_card.kind == "vox":
        # A Fate Set Vox card whose powers are not built yet (the Act II Resolutions add them
        # to the Court deck): secured, it is discarded as a Vox card is, doing nothing more.
        s.court_discard.append(card)
        s.court[index] = s.court_deck.pop() if s.court_deck else ""
        return
    if card in fate_cards.FAITHFUL_CARDS:
        # A Faithful card slid down into the Court (CRB p.27): into the securer's hand (F8-13).
        s.hands[seat].append(card)
        s.hands[seat].sort()
        s.court[index] = s.court_deck.pop() if s.court_deck else ""
        return
    s.lore[seat].append(card)
    if s.prelude_open and seat == s.turn_seat:
        s.secured_in_prelude.append(card)  # no Prelude action from it this Prelude (p20)
    s.court[index] = s.court_deck.pop() if s.court_deck else ""


def _battle_targets(s: ArcsState, seat: int) -> list[Args]:
    """The campaign's battles, less those a Fate Set card forbids (Book of Liberation, F2-04;
    Ceasefires, F15-08: in a cluster at Peace, only with a Weapon to spend)."""
    c = _campaign(s)
    out = [args for args in battle.battle_targets(s, seat) if founder_act2.may_harm(c, seat, args)]
    if c.ceasefires:
        sindex = reach.SYSTEM_INDEX
        out = [args for args in out if ceasefires.may_harm(c, seat, sindex[str(args[0])], args[1])]
    return [args for args in out if warden_act3.may_harm(c, seat, args)]  # Feast Day (F16-13)


def _do_battle(s: ArcsState, seat: int, system_id: str, defender: int | str, *imperial: Arg) -> None:
    """A battle; in a cluster at Peace its Weapon spent first and the cluster at War (F15-08)."""
    c = _campaign(s)
    if c.ceasefires:
        ceasefires.pay(c, seat, reach.SYSTEM_INDEX[system_id], defender)
    battle.do_battle(s, seat, system_id, defender, *imperial)


def replaced_rules() -> dict[str, tuple[Any, Any]]:
    """The standard actions the campaign replaces (`ArcsState.REPLACED_RULES`)."""
    return {
        "influence": (influence_targets, std.do_influence),
        "secure": (secure_targets, do_secure),
        "battle": (_battle_targets, _do_battle),
        "move": (movement.move_targets, movement.do_move),
        "tax": (tax_targets, do_tax),
        "build": (build_targets, do_build),
        "repair": (repair_targets, do_repair),
    }


def register_court_cards() -> None:
    """The campaign's Guild cards join the Arcs card table (ids CC01-CC10 are the campaign's
    own, so Arcs never deals them): the Arcs rules that read a Guild card's suit and keys
    (securing, Outrage, raiding, ambitions) read them as they read the base Court's. Its Vox
    cards stay out: securing one comes to `secure_other_card`."""
    for card in data.CAMPAIGN_COURT:
        if card.kind == "guild":
            arcs_data.COURT_CARD_BY_ID.setdefault(card.id, card)


register_court_cards()
