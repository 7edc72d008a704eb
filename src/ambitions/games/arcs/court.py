"""The base Court: 25 Guild cards and 6 Vox cards (data in `data.COURT_CARDS`; rulebook p13,
p16-17, p20). Each card's power is one `Power` entry below, keyed by its id.

Rulings from the publisher's FAQ and errata (LederCards/cards, content/faq/arcs and
content/errata/arcs) are cited next to the cards they touch.
"""

from __future__ import annotations

from ambitions.games.arcs import cardplay, data, powers, reach, resources, stealing
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.pieces import city_types, place_ships, return_city
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice, register
from ambitions.games.arcs.standard_actions import SID, SINDEX, SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import ArcsState

RES = data.RESOURCES
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
CARDS = data.COURT_CARD_BY_ID


# -- shared pieces ---------------------------------------------------------------------------------
def controlled_systems(s: ArcsState, seat: int) -> list[int]:
    return [x for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and s.controller(x) == seat]


def three_ships_options(s: ArcsState, seat: int) -> list[Args]:
    """Prelude: discard to place 3 ships in a system you control (BC12-BC15).

    Controlling no system, the card may still be discarded, for nothing (FAQ on the discard-to
    cards: "Any card that says you can discard it to do something else can simply be discarded").
    """
    out: list[Args] = [(SID[x],) for x in controlled_systems(s, seat)]
    return out or [()]


def three_ships(s: ArcsState, seat: int, *system_id: str) -> None:
    if system_id:
        place_ships(s, seat, SINDEX[system_id[0]], 3)


def rivals(s: ArcsState, seat: int) -> list[int]:
    return [(seat + i) % s.n for i in range(1, s.n)]


def draw_from_discard_bottom(s: ArcsState, seat: int, count: int) -> None:
    """Draw action cards from the bottom of the action discard pile (its first entries)."""
    for _ in range(min(count, len(s.action_discard))):
        card, _, _ = s.action_discard.pop(0)
        s.hands[seat].append(card)
    s.hands[seat].sort()


def loyal(resource: int, card: str, name: str, ships: bool = False) -> Power:
    """The five Loyal cards: kept when you Provoke Outrage; spend any resource as their type,
    ignoring Outrage of it for its Prelude action."""
    return Power(
        card,
        name,
        keep_on_outrage=True,
        spend_as=resource,
        prelude_options=three_ships_options if ships else None,
        prelude=three_ships if ships else None,
        discards=ships,
    )


# -- Interest cards: a Build that gains, a Prelude that fills the board ----------------------------
def interest(card: str, name: str, action: str, resource: int) -> Power:
    """``action`` (a Build): gain 1 of `resource`. Prelude: discard this to gain `resource` up to
    your empty resource slots; when the supply runs out, steal it instead (one steal at a time,
    from a Rival of your choice, while slots are empty). Arcs' and the campaign's Interests."""

    def targets(s: ArcsState, seat: int) -> list[Args]:
        return [()]

    def effect(s: ArcsState, seat: int) -> None:
        resources.gain(s, seat, resource)

    def prelude(s: ArcsState, seat: int) -> None:
        # "gain up to your number of empty resource slots. If the supply empties, steal instead."
        # Ancient Holdings (L13) "has one resource slot": empty, it counts (`resources.empty_slots`).
        for _ in range(resources.empty_slots(s, seat)):
            if not resources.gain(s, seat, resource):
                if any(resource in stealing.stealable_resources(s, r) for r in rivals(s, seat)):
                    push_choice(s, seat, card, "steal", resource)
                # one steal choice at a time; the next is asked after it (see choose)
                break

    return Power(
        card,
        name,
        actions=(NewAction(action, "build", targets, effect),),
        prelude_options=lambda s, seat: [()],
        prelude=prelude,
        discards=True,
        choice_options=_steal_options,
        choose=_steal_choose(card),
    )


def _steal_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, resource = choice[0], choice[3]
    return [(r,) for r in rivals(s, seat) if resource in stealing.stealable_resources(s, r)]


def _steal_choose(card: str):  # type: ignore[no-untyped-def]
    def choose(s: ArcsState, choice: Choice, args: Args) -> None:
        seat, resource = choice[0], int(choice[3])
        stealing.steal_resource(s, seat, int(args[0]), resource)
        if resources.empty_slots(s, seat) > 0:  # asked again while slots are empty
            if any(resource in stealing.stealable_resources(s, r) for r in rivals(s, seat)):
                push_choice(s, seat, card, "steal", resource)

    return choose


# -- Cartels: the holder keeps a resource's supply ----------------------------------------------------
def cartel(card: str, name: str, resource: int) -> Power:
    def icons(s: ArcsState, seat: int, r: int) -> int:
        # The supply on the card adds to ambitions (FAQ: counts, cannot be stolen or fenced).
        if r == resource and s.resource_supply[r]:
            powers.note(card)
            return s.resource_supply[r]
        return 0

    def after_scoring(s: ArcsState, seat: int, scored: set[int]) -> None:
        # FAQ: Rivals discard even if Tycoon was not scored.
        for r in rivals(s, seat):
            resources.discard_all_of(s, r, resource)

    def prelude_options(s: ArcsState, seat: int) -> list[Args]:
        # Discard-to cards may be discarded for nothing (arcs-data B.4, FAQ summary).
        out: list[Args] = [(r,) for r in rivals(s, seat) if resource in stealing.stealable_resources(s, r)]
        return out + [()]

    def prelude(s: ArcsState, seat: int, *args: int) -> None:
        if args:  # discarding for nothing is allowed (FAQ: discard-to cards)
            stealing.steal_resource(s, seat, int(args[0]), resource)

    return Power(
        card,
        name,
        holds_supply=resource,
        icons=icons,
        after_scoring=after_scoring,
        prelude_options=prelude_options,
        prelude=prelude,
        discards=True,
    )


# -- Unions: take a played card back into your hand ---------------------------------------------------
def union(card: str, name: str, suit: str) -> Power:
    def prelude_options(s: ArcsState, seat: int) -> list[Args]:
        taken = {c for _, _, c in s.unions}
        return [
            (c,)
            for _, c, mode in s.plays
            if mode in ("lead", "surpass", "pivot")
            and data.ACTION_CARD_BY_ID[c].suit == suit
            and c not in taken
        ]

    def prelude(s: ArcsState, seat: int, played: str) -> None:
        # Placed beside the card: out of the play area, so it can no longer be stolen (FAQ).
        s.guild[seat].remove(card)
        s.unions.append((seat, card, played))

    return Power(card, name, prelude_options=prelude_options, prelude=prelude)


def collect_unions(s: ArcsState) -> None:
    """At the end of the round, after all turns (FAQ): Union holders take their cards."""
    for seat, card, played in s.unions:
        powers.note(card)
        for i, (_, c, _) in enumerate(s.plays):
            if c == played:
                del s.plays[i]
                s.hands[seat].append(played)
                s.hands[seat].sort()
                break
        power = powers.REGISTRY.get(card) or s.EXTRA_POWERS.get(card)
        if power is not None and power.extras.get("union_returns"):
            s.guild[seat].append(card)  # (a game extending Arcs: "take this card" back)
        else:
            s.court_discard.append(card)
    s.unions = []


# -- Prison Wardens: Pressgang (Build), Execute (Influence) -------------------------------------------
def _captive_owners(s: ArcsState, seat: int) -> list[int]:
    return [o for o in range(s.n) if s.captives[seat * s.n + o] > 0]


def _wardens_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    owners = _captive_owners(s, seat)
    if step == "pressgang":
        out: list[Args] = [(o, RES[r]) for o in owners for r in range(5) if s.resource_supply[r] > 0]
        if not out:
            out = [(o, "none") for o in owners]
    else:
        out = [(o,) for o in owners]
    return out + [("done",)]


def _wardens_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if args[0] == "done":
        return
    owner = int(args[0])
    s.captives[seat * s.n + owner] -= 1
    if step == "pressgang":
        from ambitions.games.arcs.pieces import return_agents

        return_agents(s, owner, 1)
        if args[1] != "none":
            resources.gain(s, seat, RES.index(str(args[1])))
    else:
        s.trophies[(seat * s.n + owner) * 4 + 1] += 1  # an agent Trophy
    if _captive_owners(s, seat):
        push_choice(s, seat, "BC12", step)


def _start_wardens(step: str):  # type: ignore[no-untyped-def]
    def effect(s: ArcsState, seat: int) -> None:
        push_choice(s, seat, "BC12", step)

    return effect


def _has_captives(s: ArcsState, seat: int) -> list[Args]:
    return [()] if _captive_owners(s, seat) else []


# -- Court Enforcers: Abduct (Battle) ----------------------------------------------------------------
def _abduct_targets(s: ArcsState, seat: int) -> list[Args]:
    weapons = stealing.weapon_icons(s, seat)
    out: list[Args] = []
    for i, cid in enumerate(s.court):
        count = sum(s.court_agents[i * s.n + p] for p in range(s.n) if p != seat)
        if cid and 0 < count < weapons:
            out.append((cid,))
    return out


def _abduct(s: ArcsState, seat: int, card: str) -> None:
    i = s.court.index(card)
    for p in range(s.n):
        if p != seat:
            s.captives[seat * s.n + p] += s.court_agents[i * s.n + p]
            s.court_agents[i * s.n + p] = 0


# -- Farseers ----------------------------------------------------------------------------------------
def _farseers_on_declare(s: ArcsState, seat: int, ambition: str) -> None:
    push_choice(s, seat, "BC17", "look")


def _farseers_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == "look":
        return [(r,) for r in rivals(s, seat) if s.hands[r]]
    if step == "swap":
        rival = int(choice[3])
        out: list[Args] = [(mine, theirs) for mine in s.hands[seat] for theirs in s.hands[rival]]
        return out + [("none",)]
    # Prelude: discard cards from hand one at a time, then draw.
    cards: list[Args] = [(c,) for c in s.hands[seat]]
    return cards + [("done",)]


def _farseers_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if step == "look":
        rival = int(args[0])
        s.revealed.append((seat, rival, tuple(sorted(s.hands[rival]))))
        push_choice(s, seat, "BC17", "swap", rival)
    elif step == "swap":
        if args[0] != "none":
            rival = int(choice[3])
            mine, theirs = str(args[0]), str(args[1])
            s.hands[seat].remove(mine)
            s.hands[rival].remove(theirs)
            s.hands[seat].append(theirs)
            s.hands[rival].append(mine)
            s.hands[seat].sort()
            s.hands[rival].sort()
    else:
        count = int(choice[3]) if len(choice) > 3 else 0
        if args[0] != "done":
            # Discarded face down on top of the pile, one at a time.
            s.hands[seat].remove(str(args[0]))
            s.action_discard.append((str(args[0]), False, seat))
            push_choice(s, seat, "BC17", "discard", count + 1)
        elif count >= 2:
            # FAQ: shuffle the discarded cards before placing them on the pile (when it is small,
            # their order decides which come back). A chance node orders them: `farseers_draw`.
            s.choices.append((-1, "SHUFFLE", "farseers", seat, count))
        else:
            draw_from_discard_bottom(s, seat, count + 1)


def farseers_draw(s: ArcsState, seat: int, count: int, order: list[str]) -> None:
    """Farseers' Prelude once its `count` (2 or more) discarded cards, the top of the action
    discard, are shuffled: they lie in `order` (bottom first), face down and in an order nobody
    knows, so nobody sees which is where (seat -1, like the undealt cards). Then the holder draws
    as many as were discarded, Farseers included, from the bottom of the pile."""
    del s.action_discard[len(s.action_discard) - count :]
    s.action_discard += [(card, False, -1) for card in order]
    draw_from_discard_bottom(s, seat, count + 1)


def farseers_shuffled(s: ArcsState, count: int) -> list[str]:
    """The cards Farseers' Prelude shuffles: the `count` just discarded (the top of the pile)."""
    return sorted(card for card, _, _ in s.action_discard[len(s.action_discard) - count :])


# -- Silver-Tongues, Relic Fence, Elder Broker -------------------------------------------------------
def _silver_options(s: ArcsState, seat: int) -> list[Args]:
    out: list[Args] = [()]
    for r in rivals(s, seat):
        out += [(r, RES[x]) for x in stealing.stealable_resources(s, r)]
        out += [(r, c) for c in stealing.stealable_cards(s, r)]
    return out


def _silver(s: ArcsState, seat: int, *args: Arg) -> None:
    if not args:
        return
    rival, what = int(args[0]), str(args[1])
    if what in RES:
        stealing.steal_resource(s, seat, rival, RES.index(what))
    else:
        stealing.steal_card(s, seat, rival, what)


def _fence_options(s: ArcsState, seat: int) -> list[Args]:
    if "BC24" in s.turn_flags:
        return []
    return [(RES[r],) for r in sorted(set(resources.held(s, seat)))]


def _fence(s: ArcsState, seat: int, what: str) -> None:
    s.turn_flags.append("BC24")  # once per turn
    r = RES.index(what)
    resources.remove_one(s, seat, r)
    s.resource_supply[r] += 1
    resources.gain(s, seat, RELIC)


def _trade_targets(s: ArcsState, seat: int) -> list[Args]:
    """Trade (Tax): a Rival city you control; take one of its type, give one they lack.

    A Gate Stations city (L11) has every type of its cluster's cities: it can be traded with when
    its owner holds any of them, and `trade` asks which one to take when several qualify.
    """
    out: list[Args] = []
    mine = sorted(set(resources.held(s, seat)))
    for k in range(reach.NUM_SLOTS):
        code = s.slots[k]
        if code < 0 or not (code >> 1) & 1 or code >> 2 == seat or k in s.taxed:
            continue
        if s.controller(reach.SLOT_SYSTEM[k]) != seat:
            continue
        theirs = set(resources.held(s, code >> 2))
        if any(kind in theirs for kind in city_types(s, k)):
            out += [(SLOT_NAMES[k], RES[g]) for g in mine if g not in theirs]
    return out


def trade(s: ArcsState, seat: int, slot: str, give: str, card: str = "BC23") -> None:
    """Elder Broker's Trade in `slot`'s city, giving `give`; `card` asks which type to take when
    several qualify (the campaign's Elder Broker has its own id).

    FAQ: Trade is not stealing (not blocked by Sworn Guardians). It uses the city's tax.
    """
    k = SLOT_BY_NAME[slot]
    s.taxed.append(k)
    owner = s.slots[k] >> 2
    theirs = set(resources.held(s, owner))
    takeable = [kind for kind in city_types(s, k) if kind in theirs]
    g = RES.index(give)
    if len(takeable) == 1:
        exchange(s, seat, owner, takeable[0], g)
    else:
        push_choice(s, seat, card, "trade", owner, g, *takeable)


def exchange(s: ArcsState, seat: int, owner: int, take: int, give: int) -> None:
    """Both tokens leave their boards before either arrives, so a full board has room (p17)."""
    resources.remove_one(s, owner, take)
    resources.remove_one(s, seat, give)
    resources.put(s, seat, take)
    resources.put(s, owner, give)


def trade_options(s: ArcsState, choice: Choice) -> list[Args]:
    """Trading with a gate city of several types the owner holds: which of them to take."""
    return [(RES[int(kind)],) for kind in choice[5:]]


def trade_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    exchange(s, choice[0], int(choice[3]), RES.index(str(args[0])), int(choice[4]))


def broker_prelude(s: ArcsState, seat: int) -> None:
    """Elder Broker's Prelude: discard it to gain 1 Material, 1 Fuel and 1 Weapon."""
    for r in (MATERIAL, FUEL, WEAPON):
        resources.gain(s, seat, r)


# -- Lattice Spies, Gatekeepers, Skirmishers, Secret Order, Galactic Bards ------------------------
def _spies_options(s: ArcsState, seat: int) -> list[Args]:
    """ "Prelude: Before any other actions, you may discard this to seize the initiative."

    FAQ: it may be discarded even when you cannot seize (you hold the initiative, or it was seized
    this round); then discarding it does nothing more (`_spies`). Ruling: still only before any
    other action, the timing the card gives its Prelude action.
    """
    return [] if "acted" in s.turn_flags else [()]


def _spies(s: ArcsState, seat: int) -> None:
    if cardplay.can_seize(s, seat):
        cardplay.seize_initiative(s, seat)


def _gatekeepers_prelude(s: ArcsState, seat: int) -> None:
    for g in reach.GATE_INDEXES:
        if s.in_play[g]:
            place_ships(s, seat, g, 1)


# -- Vox: When Secured --------------------------------------------------------------------------------
def _uprising(s: ArcsState, seat: int) -> None:
    push_choice(s, seat, "BC26", "cluster")


def _uprising_options(s: ArcsState, choice: Choice) -> list[Args]:
    return [(c,) for c in data.CLUSTERS if s.in_play[(c - 1) * 4]]


def _uprising_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = int(args[0])
    for k in range(4):
        place_ships(s, choice[0], (c - 1) * 4 + k, 1)


def _populist(s: ArcsState, seat: int) -> None:
    if cardplay.available_markers(s) and cardplay.may_declare(s, seat):
        push_choice(s, seat, "BC27", "declare")


def _populist_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(a,) for a in cardplay.names_in_play(s)]
    return out + [("none",)]


def _populist_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        # Errata (Populist Demands): no zero marker is placed.
        cardplay.declare(s, choice[0], str(args[0]), zero=False)


def _spreads(s: ArcsState, seat: int) -> None:
    push_choice(s, seat, "BC28", "type")


def _spreads_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(r,) for r in RES]
    return out + [("none",)]


def _spreads_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] == "none":
        return
    from ambitions.games.arcs.battle import provoke_outrage

    for p in s.turn_order():  # "Each player (even you)", in turn order (p22)
        provoke_outrage(s, p, RES.index(str(args[0])))


def _song(s: ArcsState, seat: int) -> None:
    # "Shuffle this card into the Court deck" once its effect is resolved.
    s.choices.append((-1, "SHUFFLE", "court"))
    push_choice(s, seat, "BC29", "city")


def _song_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == "seize":
        return [("seize",), ("none",)]
    out: list[Args] = [
        (SLOT_NAMES[k],)
        for k in range(reach.NUM_SLOTS)
        if s.slots[k] >= 0 and (s.slots[k] >> 1) & 1 and s.controller(reach.SLOT_SYSTEM[k]) == seat
    ]
    return out + [("none",)]


def _song_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    seat, step = choice[0], choice[2]
    if args[0] == "none":
        return
    if step == "seize":
        cardplay.seize_initiative(s, seat)
        return
    k = SLOT_BY_NAME[str(args[0])]
    owner = s.slots[k] >> 2
    s.slots[k] = -1
    return_city(s, owner)
    # FAQ: secured while leading or after a seize, the city may be returned but no seizing.
    if cardplay.can_seize(s, seat):
        push_choice(s, seat, "BC29", "seize")


def _struggle(s: ArcsState, seat: int) -> None:
    # Steal first, then shuffle the Court discard's Guild cards into the deck.
    s.choices.append((-1, "SHUFFLE", "guild"))
    if any(stealing.stealable_cards(s, r) for r in rivals(s, seat)):
        push_choice(s, seat, "BC30", "steal")


def _struggle_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat = choice[0]
    out: list[Args] = [(r, c) for r in rivals(s, seat) for c in stealing.stealable_cards(s, r)]
    return out + [("none",)]


def _struggle_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        stealing.steal_card(s, choice[0], int(args[0]), str(args[1]))


def _call_to_action(s: ArcsState, seat: int) -> None:
    draw_from_discard_bottom(s, seat, 1)


# -- the registry --------------------------------------------------------------------------------------
POWERS = [
    loyal(MATERIAL, "BC01", "Loyal Engineers"),
    interest("BC02", "Mining Interest", "manufacture", MATERIAL),
    cartel("BC03", "Material Cartel", MATERIAL),
    union("BC04", "Admin Union", "ADM"),
    union("BC05", "Construction Union", "CON"),
    cartel("BC06", "Fuel Cartel", FUEL),
    loyal(FUEL, "BC07", "Loyal Pilots"),
    Power(
        "BC08",
        "Gatekeepers",
        extra_dice=lambda s, seat, system: (2, False) if reach.is_gate(system) else (0, False),
        prelude_options=lambda s, seat: [()],
        prelude=_gatekeepers_prelude,
        discards=True,
    ),
    interest("BC09", "Shipping Interest", "synthesize", FUEL),
    union("BC10", "Spacing Union", "MOB"),
    union("BC11", "Arms Union", "AGG"),
    Power(
        "BC12",
        "Prison Wardens",
        actions=(
            NewAction("pressgang", "build", _has_captives, _start_wardens("pressgang")),
            NewAction("execute", "influence", _has_captives, _start_wardens("execute")),
        ),
        choice_options=_wardens_options,
        choose=_wardens_choose,
        prelude_options=three_ships_options,
        prelude=three_ships,
        discards=True,
    ),
    Power(
        "BC13",
        "Skirmishers",
        rerolls=lambda s, seat: {1: stealing.weapon_icons(s, seat)},
        prelude_options=three_ships_options,
        prelude=three_ships,
        discards=True,
    ),
    Power(
        "BC14",
        "Court Enforcers",
        actions=(NewAction("abduct", "battle", _abduct_targets, _abduct),),
        prelude_options=three_ships_options,
        prelude=three_ships,
        discards=True,
    ),
    loyal(WEAPON, "BC15", "Loyal Marines", ships=True),
    Power(
        "BC16",
        "Lattice Spies",
        prelude_options=_spies_options,
        prelude=_spies,
        discards=True,
    ),
    Power(
        "BC17",
        "Farseers",
        on_declare=_farseers_on_declare,
        choice_options=_farseers_options,
        choose=_farseers_choose,
        prelude_options=lambda s, seat: [()],
        prelude=lambda s, seat: push_choice(s, seat, "BC17", "discard"),
        discards=True,
    ),
    Power(
        "BC18",
        "Secret Order",
        zero_marker=lambda s, seat, ambition: ambition not in ("keeper", "empath"),
    ),
    loyal(PSIONIC, "BC19", "Loyal Empaths"),
    Power("BC20", "Silver-Tongues", prelude_options=_silver_options, prelude=_silver, discards=True),
    loyal(RELIC, "BC21", "Loyal Keepers"),
    Power(
        "BC22",
        "Sworn Guardians",
        # Rivals cannot steal the holder's resources or other Guild cards; this card can be
        # stolen (then buried, see stealing.steal_card).
        protects=lambda s, seat, what: what != "BC22",
    ),
    Power(
        "BC23",
        "Elder Broker",
        actions=(NewAction("trade", "tax", _trade_targets, trade),),
        choice_options=trade_options,
        choose=trade_choose,
        prelude_options=lambda s, seat: [()],
        prelude=broker_prelude,
        discards=True,
    ),
    Power("BC24", "Relic Fence", prelude_options=_fence_options, prelude=_fence),
    Power("BC25", "Galactic Bards", extras={"follower_declares": True}),
    Power(
        "BC26",
        "Mass Uprising",
        when_secured=_uprising,
        choice_options=_uprising_options,
        choose=_uprising_choose,
    ),
    Power(
        "BC27",
        "Populist Demands",
        when_secured=_populist,
        choice_options=_populist_options,
        choose=_populist_choose,
    ),
    Power(
        "BC28",
        "Outrage Spreads",
        when_secured=_spreads,
        choice_options=_spreads_options,
        choose=_spreads_choose,
    ),
    Power("BC29", "Song of Freedom", when_secured=_song, choice_options=_song_options, choose=_song_choose),
    Power(
        "BC30",
        "Guild Struggle",
        when_secured=_struggle,
        choice_options=_struggle_options,
        choose=_struggle_choose,
    ),
    Power("BC31", "Call to Action", when_secured=_call_to_action),
]
for _power in POWERS:
    register(_power)
