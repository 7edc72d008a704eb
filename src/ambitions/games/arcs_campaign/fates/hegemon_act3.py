"""F10 Hegemon, Act III (Fates file "F10 — Hegemon"; card texts F10-06 to F10-12, F10-11A/B).

Setup (F10-11A): gain Happy Hosts (F10-12).
Grand ambitions (F10-11B), *Form One Body, One Mind*: (1) no Rival won Tyrant this chapter;
(2) more Banners on the map than the current chapter's number.

* Mind Managers (F10-06, a Psionic Guild card): *Manipulate* (Influence): against a Rival whose
  Captive you hold, look at their hand (`ArcsState.revealed`, as Farseers), take a card of it
  (``choose F10-06 take <card>``), then give any card of yours back (``choose ... give <card>``);
  which cards change hands only the two seats see (`hides_choice`).
* Prison Wardens (F10-07, F10-08): as F3-06, Arcs' BC12 word for word (Pressgang, Execute, the
  Prelude), their Captives ships too (`wardens_power`: ``choose ship 2 fuel``).
* Against Hegemony (F10-09, F10-10, Vox): scrapped when it would act with no Banner on the map
  (reading, as the Caretaker's Unstable cards' errata: the condition is read when the card acts);
  Crisis: buried; Secured: the Banners in systems the securer controls become their Trophies; the
  card stays discarded (reading: "you may take any": all of them, never worse for the securer).
* Happy Hosts (F10-12, a Weapon Guild card): *Pacify* (Secure, ``pacify``): capture every damaged
  ship that is not the holder's own (Rivals' and Imperial ships) in the systems the holder
  controls. Ships as Captives are a piece of the campaign (`CampaignState.ship_captives`,
  ``[holder * (n + 1) + owner]``, owner `n` the Empire): Captives like agents, so counted for
  Tyrant (`ambition_extra`), a Rival "whose Captive you hold" for Mind Managers, returned or
  executed by Prison Wardens (`wardens_power`), and back to their owner's supply (the Imperial
  supply for Imperial ships) when Tyrant is scored. Then the holder "may keep 1 Captive per
  Banner that you control or is uncontrolled": before the clean up returns the Captives
  (`hold_captives`, from the `ambitions_scored` hook) the holder's are set aside
  (`CampaignState.hosts_held`); after it (`captives_returned`, at the chapter's end) the holder
  keeps them one at a time (``choose agent 1``, ``choose ship empire``) up to that number, or
  stops (``choose done``): the rest go back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import court, resources
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.chapter import TYRANT
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import empire
from ambitions.games.arcs_campaign.fates import cards, hegemon, objective, partisan_act2
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignState

MIND_MANAGERS = "F10-06"
PRISON_WARDENS = ("F10-07", "F10-08")
AGAINST_HEGEMONY = ("F10-09", "F10-10")
HAPPY_HOSTS = "F10-12"
SETUP_CARDS = (HAPPY_HOSTS,)
"""The cards the Act III Setup side gives (`fates.position.ACT3_SETUP_CARDS`)."""
TAKE, GIVE = "take", "give"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- setup and grand ambitions (F10-11A/B) ---------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F10-11A: gain Happy Hosts (F10-12)."""
    fate_resolution.gain(s, seat, HAPPY_HOSTS)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F10-11B: (1) no Rival won Tyrant at this chapter's scoring (Tyrant not declared, or won by
    nobody or the Hegemon); (2) more Banners on the map than `s.chapter`."""
    scored = s.chapter_scoring[-1][1] if s.chapter_scoring else ()
    rival_tyrant = any(a[0] == TYRANT and a[3] >= 0 and a[3] != seat for a in scored)
    return (not rival_tyrant, len(hegemon.on_map(s)) > s.chapter)


# -- Mind Managers (F10-06) ------------------------------------------------------------------------
def _captors_of(s: ArcsState, seat: int) -> list[int]:
    """The Rivals whose Captive `seat` holds: an agent, or a ship (Happy Hosts, F10-12)."""
    n, ships = s.n, _c(s).ship_captives
    return [r for r in range(n) if r != seat and (s.captives[seat * n + r] or ships[seat * (n + 1) + r])]


def _manipulate_targets(s: ArcsState, seat: int) -> list[Args]:
    return [(r,) for r in _captors_of(s, seat)]


def _manipulate(s: ArcsState, seat: int, *args: Arg) -> None:
    """Look at the Rival's hand (only `seat` sees it), then take a card of it."""
    rival = int(args[0])
    if rival not in _captors_of(s, seat):
        raise ValueError(f"Manipulate: seat {seat} holds no Captive of seat {rival}")
    s.revealed.append((seat, rival, tuple(sorted(s.hands[rival]))))
    if s.hands[rival]:
        push_choice(s, seat, MIND_MANAGERS, TAKE, rival)


def _mind_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step, rival = choice[0], choice[2], int(choice[3])
    hand = s.hands[rival] if step == TAKE else s.hands[seat]
    return [(card,) for card in sorted(set(hand))]


def _mind_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step, rival = choice[0], choice[2], int(choice[3])
    card = str(args[0])
    giver, taker = (rival, seat) if step == TAKE else (seat, rival)
    s.hands[giver].remove(card)
    s.hands[taker].append(card)
    s.hands[taker].sort()
    if step == TAKE:
        push_choice(s, seat, MIND_MANAGERS, GIVE, rival)


def shown_hand(pos: Mapping[str, Any], base: dict[str, Any]) -> None:
    """A position waiting for Mind Managers' take: the Rival's hand is the one its seer looked
    at (the last ``revealed`` entry of the two), as Arcs reads Farseers' swap; so a determinized
    world deals the seer no other cards to choose from."""
    choices, seats = pos.get("choices"), base.get("seats")
    if not (isinstance(choices, list) and choices and isinstance(seats, list)):
        return
    top = choices[-1]
    if not (isinstance(top, list) and len(top) == 4 and top[1:3] == [MIND_MANAGERS, TAKE]):
        return
    seer, rival = top[0], top[3]
    for shown in reversed(pos.get("revealed") or []):
        if isinstance(shown, Mapping) and shown.get("seat") == seer and shown.get("rival") == rival:
            if isinstance(rival, int) and 0 <= rival < len(seats) and isinstance(seats[rival], dict):
                cards_seen = list(shown.get("cards") or [])
                seats[rival] = {**seats[rival], "hand": cards_seen, "hand_size": len(cards_seen)}
            return


def hides_choice(s: CampaignState, viewer: int | None) -> bool:
    """Mind Managers' take and give name a card: only its holder and the Rival see which."""
    if not s.choices:
        return False
    top = s.choices[-1]
    if top[1] != MIND_MANAGERS or len(top) < 4 or s.mover != top[0]:
        return False
    return viewer not in (top[0], int(top[3]))


# -- Against Hegemony (F10-09, F10-10) -------------------------------------------------------------
def _scrapped(s: CampaignState, card: str) -> bool:
    """ "Scrap this if there are no Banners on the map" (read when the card acts; True if it was)."""
    if hegemon.on_map(s):
        return False
    if card in s.court:
        partisan_act2.leave_court(s, card)
    fate_resolution.scrap(s, [card])
    return True


def _against_crisis(card: str):  # type: ignore[no-untyped-def]
    def crisis(s: CampaignState) -> None:
        """Crisis: bury this (out of the Court, its agents back, to the deck's bottom)."""
        if _scrapped(s, card):
            return
        partisan_act2.leave_court(s, card)
        s.court_deck.insert(0, card)  # the state keeps the deck's top last

    return crisis


def _against_secured(card: str):  # type: ignore[no-untyped-def]
    def secured(s: ArcsState, seat: int) -> None:
        """Secured: the Banners the securer controls become their Trophies; the card stays
        discarded. Reading: the Hegemon's own pieces are never their Trophies (base p.8: Trophies
        are Rivals' pieces), so the Hegemon securing it takes none."""
        cs = _c(s)
        if _scrapped(cs, card) or seat == objective.holder(cs, cards.HEGEMON):
            return
        cs.banners = [
            hegemon.TROPHY + seat if 0 <= b < hegemon.TROPHY and cs.controller(b >> 1) == seat else b
            for b in cs.banners
        ]

    return secured


# -- ships as Captives (Happy Hosts, F10-12) -------------------------------------------------------
EMPIRE_NAME = "empire"
AGENT, SHIP, DONE, KEEP = "agent", "ship", "done", "keep"


def _owner_name(s: ArcsState, owner: int) -> Arg:
    return EMPIRE_NAME if owner == s.n else owner


def _owner(s: ArcsState, name: Arg) -> int:
    return s.n if name == EMPIRE_NAME else int(name)


def ships_held(s: CampaignState, seat: int) -> int:
    """The ships `seat` holds as Captives (counted for Tyrant with its agent Captives)."""
    k = s.n + 1
    return sum(s.ship_captives[seat * k : (seat + 1) * k])


def ship_home(s: CampaignState, owner: int, count: int = 1) -> None:
    """Ship Captives back to their owner's supply (the Imperial supply for Imperial ships)."""
    if owner == s.n:
        s.imperial_ships += count
    else:
        s.ships[owner] += count


def _capturable(s: CampaignState, seat: int) -> list[tuple[int, int]]:
    """(system, owner) with damaged ships Pacify captures: "all damaged ships you control except
    Loyal ones" (F10-12). Reading: the ships in the systems `seat` controls (control is of
    systems, base p.7; as Against Hegemony's "Banners you control"), Rivals' and Imperial ships
    (not Loyal to `seat`; Imperial Captives exist: Govern the Imperial Reach, AID03)."""
    n = s.n
    out: list[tuple[int, int]] = []
    for x in range(len(s.imperial_damaged)):
        if s.controller(x) != seat:
            continue
        out += [(x, p) for p in range(n) if p != seat and s.damaged[x * n + p]]
        if s.imperial_damaged[x]:
            out.append((x, n))
    return out


def _pacify_targets(s: ArcsState, seat: int) -> list[Args]:
    return [()] if _capturable(_c(s), seat) else []


def _pacify(s: ArcsState, seat: int, *args: Arg) -> None:
    """Pacify (Secure): capture all damaged non-Loyal ships in the systems `seat` controls."""
    cs, n = _c(s), s.n
    found = _capturable(cs, seat)
    if not found:
        raise ValueError(f"Pacify: no damaged ship of another to capture where seat {seat} controls")
    for x, owner in found:
        if owner == n:
            count, cs.imperial_damaged[x] = cs.imperial_damaged[x], 0
        else:
            count, cs.damaged[x * n + owner] = cs.damaged[x * n + owner], 0
        cs.ship_captives[seat * (n + 1) + owner] += count


def hosts_holder(s: CampaignState) -> int:
    """The seat holding Happy Hosts, or -1."""
    return next((p for p in range(s.n) if HAPPY_HOSTS in s.guild[p]), -1)


def _controls_for_scoring(s: CampaignState, seat: int, x: int) -> bool:
    if s.imperial_fresh[x]:
        return empire.first_regent_controls(s, seat, x)  # (CRB p.10: for ambitions, objectives)
    return s.controller(x) == seat


def keeps(s: CampaignState, seat: int) -> int:
    """Captives `seat` may keep: 1 per Banner on the map that it controls or nobody controls
    (F10-12; Empire-controlled is controlled, by the First Regent for scoring, CRB p.10)."""
    return sum(
        _controls_for_scoring(s, seat, x) or (not s.imperial_fresh[x] and s.controller(x) < 0)
        for x in hegemon.on_map(s)
    )


def hold_captives(s: CampaignState) -> None:
    """When Tyrant has been scored, before the clean up returns the Captives (`ambitions_scored`):
    the ship Captives go back to their owners, except Happy Hosts' holder's, set aside with its
    agent Captives (`hosts_held`) while it may keep some (F10-12)."""
    if TYRANT not in s.marker_box:
        return
    n, k = s.n, s.n + 1
    holder = hosts_holder(s)
    if holder >= 0 and keeps(s, holder) > 0:
        agents = s.captives[holder * n : (holder + 1) * n]
        ships = s.ship_captives[holder * k : (holder + 1) * k]
        if any(agents) or any(ships):
            s.hosts_held = [holder, *agents, *ships]
            s.captives[holder * n : (holder + 1) * n] = [0] * n
            s.ship_captives[holder * k : (holder + 1) * k] = [0] * k
    for i, count in enumerate(s.ship_captives):
        if count:
            ship_home(s, i % k, count)
            s.ship_captives[i] = 0


def captives_returned(s: CampaignState) -> None:
    """After the clean up: Happy Hosts' holder keeps Captives set aside, one at a time."""
    if s.hosts_held:
        holder = s.hosts_held[0]
        push_choice(s, holder, HAPPY_HOSTS, KEEP, keeps(s, holder))


def _keep_options(s: ArcsState, choice: Choice) -> list[Args]:
    held, n = _c(s).hosts_held, s.n
    if not held:
        return []
    out: list[Args] = [(AGENT, o) for o in range(n) if held[1 + o]]
    out += [(SHIP, _owner_name(s, o)) for o in range(n + 1) if held[1 + n + o]]
    return [*out, (DONE,)]


def _keep_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    cs, n = _c(s), s.n
    holder, left = choice[0], int(choice[3])
    if args[0] != DONE:
        owner = _owner(s, args[1])
        if args[0] == AGENT:
            cs.hosts_held[1 + owner] -= 1
            cs.captives[holder * n + owner] += 1
        else:
            cs.hosts_held[1 + n + owner] -= 1
            cs.ship_captives[holder * (n + 1) + owner] += 1
        if left > 1 and any(cs.hosts_held[1:]):
            push_choice(s, holder, HAPPY_HOSTS, KEEP, left - 1)
            return
    _release(cs)


def _release(s: CampaignState) -> None:
    """The Captives not kept go back to their owners' supplies."""
    n, held = s.n, s.hosts_held
    for o in range(n):
        if held[1 + o]:
            return_agents(s, o, held[1 + o])
    for o in range(n + 1):
        if held[1 + n + o]:
            ship_home(s, o, held[1 + n + o])
    s.hosts_held = []


# -- Prison Wardens (F10-07, F10-08) with ship Captives ---------------------------------------------
def _warden_owners(s: ArcsState, seat: int) -> tuple[list[int], list[int]]:
    n, ships = s.n, _c(s).ship_captives
    agents = [o for o in range(n) if s.captives[seat * n + o] > 0]
    return agents, [o for o in range(n + 1) if ships[seat * (n + 1) + o] > 0]


def _wardens_options(s: ArcsState, choice: Choice) -> list[Args]:
    """As BC12 (``choose 1 fuel``, ``choose 1``), and ship Captives (``choose ship 1 fuel``)."""
    seat, step = choice[0], choice[2]
    agents, ships = _warden_owners(s, seat)
    if step == "pressgang":
        gains = [arcs_data.RESOURCES[r] for r in range(5) if s.resource_supply[r] > 0] or ["none"]
        out: list[Args] = [(o, g) for o in agents for g in gains]
        out += [(SHIP, _owner_name(s, o), g) for o in ships for g in gains]
    else:
        out = [(o,) for o in agents] + [(SHIP, _owner_name(s, o)) for o in ships]
    return [*out, (DONE,)]


def _wardens_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Pressgang: the Captive back to its owner, a resource gained; Execute: it becomes a Trophy
    (a ship Trophy; an Imperial ship a neutral Trophy, CRB p.15)."""
    cs, n = _c(s), s.n
    seat, step, card = choice[0], choice[2], choice[1]
    if args[0] == DONE:
        return
    ship = args[0] == SHIP
    owner = _owner(s, args[1]) if ship else int(args[0])
    gain = str(args[-1]) if step == "pressgang" else "none"
    if ship:
        cs.ship_captives[seat * (n + 1) + owner] -= 1
        if step == "pressgang":
            ship_home(cs, owner)
        elif owner == n:
            cs.neutral_trophies[seat * len(NEUTRAL_PIECES)] += 1  # (an Imperial ship Trophy)
        else:
            cs.trophies[(seat * n + owner) * 4] += 1  # (a ship Trophy)
    else:
        cs.captives[seat * n + owner] -= 1
        if step == "pressgang":
            return_agents(s, owner, 1)
        else:
            cs.trophies[(seat * n + owner) * 4 + 1] += 1  # (an agent Trophy)
    if gain != "none":
        resources.gain(s, seat, arcs_data.RESOURCES.index(gain))
    if any(_warden_owners(s, seat)):
        push_choice(s, seat, card, step)


def _wardens_start(card: str, step: str):  # type: ignore[no-untyped-def]
    def effect(s: ArcsState, seat: int, *args: Arg) -> None:
        push_choice(s, seat, card, step)

    return effect


def _has_captives(s: ArcsState, seat: int) -> list[Args]:
    return [()] if any(_warden_owners(s, seat)) else []


def wardens_power(card: str) -> Power:
    """Prison Wardens (as F3-06: Arcs' BC12 word for word), its Captives ships too (F10-12)."""
    base = next(p for p in court.POWERS if p.id == "BC12")
    return replace(
        base,
        id=card,
        actions=(
            NewAction("pressgang", "build", _has_captives, _wardens_start(card, "pressgang")),
            NewAction("execute", "influence", _has_captives, _wardens_start(card, "execute")),
        ),
        choice_options=_wardens_options,
        choose=_wardens_choose,
    )


# -- views and positions -----------------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, Any]:
    """Ship Captives by holder (each by owner, the Empire last) and those set aside (public)."""
    n, k, held = s.n, s.n + 1, s.hosts_held
    return {
        "ship_captives": [s.ship_captives[h * k : (h + 1) * k] for h in range(n)],
        "hosts_held": {"holder": held[0], "agents": held[1 : 1 + n], "ships": held[1 + n :]}
        if held
        else None,
    }


def _counts(raw: object, field: str, size: int) -> list[int]:
    if (
        not isinstance(raw, list)
        or len(raw) != size
        or any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in raw)
    ):
        raise InvalidRecord(f"campaign.{field} must be {size} counts, not {shorten(raw, 60)}")
    return list(raw)


def load_position(
    s: CampaignState, camp: Mapping[str, Any], ships_given: list[bool], agents_given: list[bool]
) -> None:
    """Read ``campaign.ship_captives`` (n lists of n + 1 counts: by owner, the Empire last) and
    ``campaign.hosts_held`` (the `view` forms); the ships come out of their owners' supplies
    (unless a seat's supply is given). Raises `InvalidRecord` naming the field."""
    n, k = s.n, s.n + 1
    raw = camp.get("ship_captives")
    if raw is not None:
        if not isinstance(raw, list) or len(raw) != n:
            raise InvalidRecord(f"campaign.ship_captives must be {n} lists, not {shorten(raw, 60)}")
        for h, row in enumerate(raw):
            counts = _counts(row, f"ship_captives[{h}]", k)
            if counts[h]:
                raise InvalidRecord(f"campaign.ship_captives[{h}][{h}] must be 0 (not its own ships)")
            s.ship_captives[h * k : (h + 1) * k] = counts
    held = camp.get("hosts_held")
    if held is not None:
        if not isinstance(held, Mapping) or set(held) != {"holder", "agents", "ships"}:
            raise InvalidRecord("campaign.hosts_held must be an object with holder, agents, ships")
        holder = held["holder"]
        if isinstance(holder, bool) or not isinstance(holder, int) or not 0 <= holder < n:
            raise InvalidRecord(f"campaign.hosts_held.holder must be a seat, not {shorten(holder, 9)}")
        agents = _counts(held["agents"], "hosts_held.agents", n)
        s.hosts_held = [holder, *agents, *_counts(held["ships"], "hosts_held.ships", k)]
        for o, count in enumerate(agents):
            if not agents_given[o]:
                s.agents[o] -= count
    taken = [sum(s.ship_captives[o::k]) + (s.hosts_held[1 + n + o] if s.hosts_held else 0) for o in range(k)]
    for o in range(n):
        if not ships_given[o]:
            s.ships[o] -= taken[o]
    s.imperial_ships -= taken[n]
    if min(s.ships) < 0 or s.imperial_ships < 0 or min(s.agents) < 0:
        raise InvalidRecord("campaign.ship_captives: more Captives than their owners' supplies had")


def problems(s: CampaignState) -> list[str]:
    """Ship Captives of one's own, or Captives set aside with no question to keep them."""
    n, k = s.n, s.n + 1
    out = [f"seat {h} holds its own ships as Captives" for h in range(n) if s.ship_captives[h * k + h]]
    if s.hosts_held and not any(c[1] == HAPPY_HOSTS and c[0] == s.hosts_held[0] for c in s.choices):
        out.append("Captives set aside for Happy Hosts with no question to keep them")
    return out


def lines(c: Mapping[str, Any]) -> list[str]:
    rows = c.get("ship_captives") or []
    held = [f"s{h} " + "/".join(map(str, row)) for h, row in enumerate(rows) if any(row)]
    out = ["Ship Captives (by owner, Empire last): " + ", ".join(held)] if held else []
    if c.get("hosts_held"):
        out.append(f"Captives set aside for Happy Hosts: {c['hosts_held']}")
    return out


POWERS: tuple[Power, ...] = (
    Power(MIND_MANAGERS, "Mind Managers",
          actions=(NewAction("manipulate", "influence", _manipulate_targets, _manipulate),),
          choice_options=_mind_options, choose=_mind_choose),
    *(wardens_power(card) for card in PRISON_WARDENS),
    Power(HAPPY_HOSTS, "Happy Hosts",
          actions=(NewAction("pacify", "secure", _pacify_targets, _pacify),),
          choice_options=_keep_options, choose=_keep_choose),
)  # fmt: skip
"""The Hegemon's Act III Guild cards (`fates.POWERS`)."""

VOX_POWERS: tuple[Power, ...] = tuple(
    Power(card, "Against Hegemony", when_secured=_against_secured(card)) for card in AGAINST_HEGEMONY
)
"""The Against Hegemony cards' When Secured (`vox.POWERS`)."""

VOX_CRISES = {card: _against_crisis(card) for card in AGAINST_HEGEMONY}
"""Their Crises (`vox.CRISES`)."""
