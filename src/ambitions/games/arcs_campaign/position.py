"""Building any campaign position from JSON: an Arcs position plus a ``"campaign"`` key.

Everything an Arcs position holds is read by `ambitions.games.arcs.position` (so a rulebook
example needs only the pieces it shows, and supplies are derived). The campaign's own parts go
under ``"campaign"``, all optional::

    from_position({
        "game": "arcs-campaign", "players": 3, "initiative": 0,
        "ships": [{"system": "3.3", "seat": 0, "fresh": 2}],
        "seats": [{"hand": ["ADM4", "EVENT1"]}, {}, {}],
        "turn": {"seat": 0, "card": "ADM4", "mode": "lead", "pips": 3},
        "campaign": {
            "imperial_ships": [{"system": "3.3", "fresh": 1}],
            "free_buildings": [{"slot": "3.3#0", "kind": "city"}],
            "blight": [{"system": "4.0", "damaged": 1}],
            "titles": ["regent", "outlaw", "regent"], "first_regent": 0,
            "imperial_trust": {"relic": 1}, "favors": [{"holder": 0, "owner": 1, "count": 2}],
            "court": [{"card": "IC01", "agents": [1, 0, 0]}, {"card": "CC07"}],
            "court_deck": ["CC01", "L04"], "council": "in-session",
            "policies": ["peace", "war", "escalation"], "edicts": ["ED03"],
        },
    })

Event cards may be in hands (``seats[p].hand``). The Court, its deck (top first) and discard
are the campaign's (``campaign.court``...), never the Arcs ``court`` keys. Every field is
checked; a problem raises `InvalidRecord` naming it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final, NoReturn

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.core.state import CHANCE
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import flow as arcs_flow
from ambitions.games.arcs import position as arcs_position
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.state import (
    CITY,
    EMPTY,
    RESOURCE_SLOTS,
    STARPORT,
    ArcsState,
    Phase,
    building_code,
)
from ambitions.games.arcs_campaign import (
    act3,
    council,
    data,
    events,
    flagship,
    flow,
    invariants,
    negotiations,
    setup,
    vox,
)
from ambitions.games.arcs_campaign.fates import (
    believer,
    believer_act2,
    blight_speaker_act3,
    choice,
    conspirator,
    face_down,
    guardian,
    hegemon,
    hegemon_act3,
    naturalist,
    pacifist_act3,
    pathfinder,
    pathfinder_act3,
    pirate,
    pirate_act3,
    planet_breaker,
    survivalist,
    twisted_passage,
    warden_act3,
)
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.fates import position as fates_position
from ambitions.games.arcs_campaign.state import (
    ACT_SETUP_PHASES,
    ASKED_ROLLS,
    CAMPAIGN_CHANCE_PHASES,
    FREE,
    NEUTRAL_PIECES,
    SEAT_OUT,
    SEAT_SUPPLY,
    WITNESS_OUT,
    WITNESS_PSIONIC,
    CampaignPhase,
    CampaignState,
)

CAMPAIGN_KEYS = frozenset(
    {
        "act", "imperial_ships", "blight", "free_buildings", "titles", "first_regent",
        "imperial_trust", "favors", "court", "court_deck", "court_discard", "council",
        "council_secured_by", "policies", "edicts", "imperial_clusters", "free_symbol", "placing",
        "supply", "policy", "court_deck_size", "neutral_trophies", "steps", "secured_agents",
        "events_played", "event_roll", "catapult_imperial", "battle", "scrapped", "booklet",
        "resolved", "fates", "golems", "faithful_stack", "faithful_top", "merchant_league",
        "attached", "scrapped_actions", "negotiation", "summit_gifts", "sown", "flagships", "ideals",
        "doctrine", "court_deck_known", "monopolies", "members", "commonwealth",
        "faithful_actions", "scrapped_ships", "resources_scrapped",
        "pathfinder", "banners", "ship_captives", "hosts_held", "blight_hunger", "planet_breaker", "hoard",
        "pilgrims", "imperial_scrapped", "empathy_battle", "rumors", "haven_guesses", "conspiracies",
        "witnesses", "fief_seats", "arsenal_keepers", "well_of_empathy", "catapult_witnesses",
        "warden", "green_vault",
    }
    | survivalist.POSITION_KEYS  # (F18: the Bunkers, the Vow's Captives set aside)
    | twisted_passage.POSITION_KEYS  # (F22: the Passages, the Twisted Passage, The Dead Live)
    | act3.POSITION_KEYS  # (Act III: grand ambitions, final objectives, the log sheet)
)  # fmt: skip
"""Keys of ``"campaign"`` (``policy``, ``supply`` and ``negotiation`` are derived: accepted,
never trusted). ``golems``, ``faithful_stack``, ``faithful_top``, ``merchant_league``,
``attached`` and ``scrapped_actions`` come with ``fates`` in an observation's form
(`fates.position.load_observed`). An observation names the Court deck's cards known in public
(``court_deck_known``, sorted: every card but its lore, `observe.court_deck_known`): when given,
the deck is dealt from them and unseen lore cards (`_unseen_court`). From the Intermission's
step A on it also gives ``faithful_actions`` (the Faithful cards among the action cards: secured
or dealt in public)."""
STEP_KINDS = (
    council.STEP_KINDS
    | set(data.EDICT_NUMBER)
    | {
        "negotiate",
        "deal",
        "consent",
        "agree",
        "broker",
        "foundries",
        "stone-speakers",
        "resume",
    }
)
"""Steps of the round's end (every Edict too), the Summits' Negotiations (`summit`), Use Imperial
Foundries and Stone-Speakers (its roll, then the turn it ended resumes)."""
BEFORE_POLICY = frozenset(
    {
        Phase.CHANCE_INITIATIVE, CampaignPhase.CHANCE_COURT, CampaignPhase.CHANCE_LORE,
        CampaignPhase.CHANCE_COURT_SHUFFLE, CampaignPhase.CHANCE_POLICY,
    }
)  # fmt: skip
"""Setup phases before the Govern the Imperial Reach stack is shuffled (CRB p.5 step M)."""
BATTLE_KEYS = frozenset({"side", "imperial_attacking", "imperial_defending"})
COURT_IDS = frozenset(data.CAMPAIGN_COURT_IDS) | frozenset(setup.LORE_IDS) | {data.COUNCIL}
FATE_COURT_IDS = frozenset(fate_cards.FATE_SET_BY_ID) | frozenset(fate_cards.FAITHFUL_CARDS)
"""Fate Set cards and Faithful cards, which may reach the Court, its discard or the scrapped."""
_NO_CARD = fate_cards.FateSetCard("", "", "", None, None, 0, "")


def _fail(field: str, wanted: str, value: object) -> NoReturn:
    raise InvalidRecord(f"campaign.{field} must be {wanted}, not {shorten(value, 80)}")


def _whole(value: object, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(field, f"a whole number {low}..{high}", value)
    return value


def _system(value: object, field: str) -> int:
    if not isinstance(value, str) or value not in reach.SYSTEM_INDEX:
        _fail(field, "a system like '3.2' or '1.0'", value)
    return reach.SYSTEM_INDEX[value]


def _items(value: object, field: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        _fail(field, "a list", value)
    return value


def _card_ids(value: object, field: str) -> list[Any]:
    """A seat's list of card ids (checked as Arcs checks them, once sorted into Arcs' and the
    campaign's): a list of strings, or the one error naming the field."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise InvalidRecord(f"{field} must be a list of card ids, not {shorten(value, 80)}")
    return value


def load(pos: Mapping[str, Any], rng: random.Random | None = None) -> CampaignState:
    """The campaign state a position describes (raises `InvalidRecord` naming the bad field).

    The Arcs part is read by `ambitions.games.arcs.position.load` with the campaign's `VARIANT`
    (its action deck with the Event cards, its phases, flow and invariants); the ``campaign``
    key is read by `_load_campaign` before the decider is worked out. With `rng`, hidden cards
    (hands given as sizes, face-down plays and discards, undealt cards, the Court deck given as
    ``court_deck_size``) are dealt at random from the cards not seen (`determinize`)."""
    if not isinstance(pos, Mapping):
        raise InvalidRecord(f"a position must be an object, not {shorten(pos, 80)}")
    if pos.get("game") != "arcs-campaign":
        raise InvalidRecord(f"game must be 'arcs-campaign', not {shorten(pos.get('game'), 40)}")
    camp = pos.get("campaign") or {}
    if not isinstance(camp, Mapping):
        raise InvalidRecord("campaign must be an object")
    unknown = sorted(set(camp) - CAMPAIGN_KEYS)
    if unknown:
        raise InvalidRecord(f"unknown campaign key {unknown[0]!r}; known: {', '.join(sorted(CAMPAIGN_KEYS))}")
    for key in ("court", "court_deck", "court_deck_size", "court_discard"):
        if pos.get(key) is not None:
            raise InvalidRecord(f"{key}: a campaign position gives its Court under campaign.{key}")
    # The Arcs part: the campaign's Guild cards are read here (Arcs knows only its own Court),
    # and so are the Fate Set cards a seat holds, where an observation shows them and a person
    # writes them: among the seat's Guild and lore cards (or in campaign.fates.cards).
    observed = fates_position.observed(camp.get("fates"))
    ours = frozenset(data.CAMPAIGN_COURT_IDS) | frozenset(fate_cards.FATE_SET_BY_ID)
    base = dict(pos)
    campaign_guild: list[list[str]] = []  # each seat's, in the position's order
    fate_lore: list[list[str]] = []
    seats = _items(pos.get("seats"), "seats")
    if seats:
        base["seats"] = []
        for p, seat in enumerate(seats):
            # (a seat given as null is an empty one, as Arcs reads it; not an object: Arcs refuses it)
            seat = dict(seat or {}) if seat is None or isinstance(seat, Mapping) else seat
            guild = lore = []
            if isinstance(seat, dict):
                guild = _card_ids(seat.get("guild"), f"seats[{p}].guild")
                if "guild" in seat:
                    seat["guild"] = [c for c in guild if c not in ours]
                lore = _card_ids(seat.get("lore"), f"seats[{p}].lore")
                if "lore" in seat:
                    seat["lore"] = [c for c in lore if c not in ours]
            campaign_guild.append(guild)
            fate_lore.append(lore)
            ours_held = ([c for c in guild if c in ours], [c for c in lore if c in ours])
            _check_fate_set_held(p, *ours_held, camp, observed)
            base["seats"].append(seat)

    hegemon_act3.shown_hand(pos, base)  # (Mind Managers: the Rival's hand, as its seer saw it)
    # Face-down Faithful plays and the cards beside them (F8-16): read after the deal.
    marks = face_down.split(pos, base)

    def extra(s: ArcsState, _pos: Mapping[str, Any]) -> None:
        assert isinstance(s, CampaignState)
        face_down.place(s, marks, rng)
        for p, given in enumerate(campaign_guild[: s.n]):
            s.guild[p] = _in_order(s.guild[p] + [c for c in given if c in ours], given)
        for p, given in enumerate(fate_lore[: s.n]):
            s.lore[p] = _in_order(s.lore[p] + [c for c in given if c in ours], given)
        _load_campaign(s, camp, pos, rng)
        _sown(s, camp.get("sown"), pos)  # (after the supplies: Sower of Division, F6-25)
        # An interrupt at step F (an overflow discard as the Act ends, CRB p.29) loads the Fates
        # as the step it returns to: before the draw, no Fate card is drawn yet.
        phase = s.resume_phase if s.resume_phase in choice.STEP_F_PHASES else pos.get("phase")
        if observed:
            fates_position.load_observed(
                s, camp, pos.get("seat"), rng, pos.get("resource_supply") is not None, phase
            )
        else:
            fates_position.load(s, camp.get("fates"), phase)
        fates_position.fit_golems(s)
        planet_breaker.tuck_by_default(s, camp.get("planet_breaker"))  # (F11-01A)
        planet_breaker.note_sycophants(s)  # (F11-02: its holder's Outrage as the position holds it)
        act3.load_position(s, camp, pos.get("phase"))  # (after the Fates: grand ambitions are A or B seats')
        conspirator.load_position(s, camp.get("conspiracies"), rng)  # (F23, after the Fates)
        _check_deal(s)

    variant = replace(VARIANT, load_extra=extra)
    if observed:
        for i, item in enumerate(_items(camp.get("attached"), "attached")):
            card = item.get("card") if isinstance(item, Mapping) else None
            if not isinstance(card, str) or card not in COURT_IDS | FATE_COURT_IDS:
                _fail(f"attached[{i}].card", "a campaign Court, lore, Fate Set or Faithful card", card)
        # Faithful cards off the stack are action cards; scrapped ones are out of the deck.
        in_play = fates_position.circulating_faithful(camp)
        scrapped = {str(c) for c in _items(camp.get("scrapped_actions"), "scrapped_actions")}

        # A Faithful card played Wisdom side up is named so (``F8-10W``) where it lies.
        wisdom = {c for c in _strings(pos) if c[:-1] in in_play and c.endswith(believer.WISDOM_MARK)}
        in_play = [c + believer.WISDOM_MARK if c + believer.WISDOM_MARK in wisdom else c for c in in_play]

        setting_up = _setting_up(pos)  # (the Caretaker's Event: at step F)
        box_extra = data.extra_events(_act(camp), fates_position.known_fates(camp), setting_up)

        def deck(n: int) -> list[str]:
            return [c for c in setup.action_deck(n) + box_extra + in_play if c not in scrapped]

        variant = replace(variant, action_deck=deck)
    else:
        for key in (
            "golems",
            "faithful_stack",
            "faithful_top",
            "merchant_league",
            "attached",
            "scrapped_actions",
        ):
            if key in camp:
                raise InvalidRecord(f"campaign.{key} comes with campaign.fates in an observation's form")
        raw_fates = camp.get("fates")
        named = raw_fates.get("fate") if isinstance(raw_fates, Mapping) else None
        events = data.extra_events(
            _act(camp),
            [str(f) for f in named] if isinstance(named, list) else [],
            _setting_up(pos),
        )
        if events:
            variant = replace(variant, action_deck=lambda n: setup.action_deck(n) + events)
        if isinstance(raw_fates, Mapping) and fate_cards.BELIEVER in (raw_fates.get("fate") or []):
            # Faithful cards off the stack are action cards (hands, plays, discards).
            first = camp.get("act", 1) == 1  # (after Act I the stack is gone, F8-15)
            stack = raw_fates.get("faithful", list(fate_cards.FAITHFUL_CARDS) if first else [])
            off = [c for c in fate_cards.FAITHFUL_CARDS if not isinstance(stack, list) or c not in stack]
            wise = {c for c in _strings(pos) if c[:-1] in off and c.endswith(believer.WISDOM_MARK)}
            off = [c + believer.WISDOM_MARK if c + believer.WISDOM_MARK in wise else c for c in off]

            def with_faithful(n: int) -> list[str]:
                return setup.action_deck(n) + events + off

            variant = replace(variant, action_deck=with_faithful)
    s = arcs_position.load(base, rng, variant)
    assert isinstance(s, CampaignState)
    return s


def _check_fate_set_held(
    p: int, guild: list[str], lore: list[str], camp: Mapping[str, Any], observed: bool
) -> None:
    """Fate Set cards in a seat's Guild or lore cards: each in the list of its kind, and (in a
    position's form) with the Fates in play named in ``campaign.fates``."""
    for field, cards, kind in ((f"seats[{p}].guild", guild, "guild"), (f"seats[{p}].lore", lore, "lore")):
        for card in cards:
            info = fate_cards.FATE_SET_BY_ID.get(card)
            if info is None:
                if kind == "lore":  # (a campaign Court card among lore cards)
                    raise InvalidRecord(f"{field}: {card} is a Guild or Vox card of the Court, not lore")
                continue
            if info.kind not in ("guild", "lore"):
                raise InvalidRecord(
                    f"{field}: {card} ({info.name}) is a {info.kind} card of a Fate Set; a seat holds "
                    "only its Guild cards (seats[p].guild) and lore cards (seats[p].lore)"
                )
            if info.kind != kind:
                raise InvalidRecord(
                    f"{field}: {card} ({info.name}) is a {info.kind} card: it goes in seats[{p}].{info.kind}"
                )
            if not observed and camp.get("fates") is None:
                raise InvalidRecord(
                    f"{field}: {card} ({info.name}) is a Fate Set card: the position must name the "
                    "Fates in play (campaign.fates)"
                )


def _in_order(cards: list[str], order: list[str]) -> list[str]:
    """`cards` in the order a position lists them (those it does not list last)."""
    return sorted(cards, key=lambda c: order.index(c) if c in order else len(order))


def _twice(cards: list[str]) -> set[str]:
    return {c for c in cards if cards.count(c) > 1}


def _strings(value: Any) -> list[str]:
    """Every string in a JSON value."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [x for v in value.values() for x in _strings(v)]
    if isinstance(value, list):
        return [x for v in value for x in _strings(v)]
    return []


def _mover(s: ArcsState) -> int:
    """Who decides at one of the campaign's own decision points."""
    assert isinstance(s, CampaignState)
    ph = s.phase
    if ph in CAMPAIGN_CHANCE_PHASES:
        return CHANCE
    if ph in (CampaignPhase.CHOOSE_FATE, CampaignPhase.CHOOSE_NEW_FATE):
        if not s.choosing:
            _fail("fates.choosing", f"the seats still to choose at phase {ph}", s.choosing)
        return s.choosing[0]
    if ph in (CampaignPhase.PLACE, CampaignPhase.REBUILD):
        if not s.placing:
            _fail("placing", f"the seats still to place at phase {ph}", s.placing)
        return s.placing[0]
    if ph in (CampaignPhase.BATTLE, CampaignPhase.BATTLE_DICE):
        if s.turn_seat < 0 or s.battle_system < 0 or not s.battle_side:
            raise InvalidRecord(
                f"phase {ph} needs a turn and a battle (turn.seat, battle.system, campaign.battle.side)"
            )
        return s.turn_seat
    # RESOLVE: the round's end; the next step waits for its seat or runs now.
    if not s.steps:
        _fail("steps", f"the steps left to resolve at phase {ph}", s.steps)
    if int(s.steps[0][1]) >= 0:
        return int(s.steps[0][1])
    flow.advance(s)
    return s.mover


def _resource_box(pos: Mapping[str, Any]) -> tuple[int, ...]:
    """The box's resource tokens, and a Psionic one more for each Witness flipped to its Psionic
    side (F14-02, F14-04: `invariants`)."""
    camp = pos.get("campaign")
    witnesses = camp.get("witnesses") if isinstance(camp, Mapping) else None
    flipped = sum(1 for w in witnesses if w == "psionic") if isinstance(witnesses, list) else 0
    return (*(arcs_data.RESOURCE_SUPPLY,) * 4, arcs_data.RESOURCE_SUPPLY + min(flipped, 4))


VARIANT: Final = arcs_position.Variant(
    game="arcs-campaign",
    resource_box=_resource_box,
    lore_each=len(setup.LORE_IDS),  # (lore cards come from the Court deck, any number: CRB p.5 step J)
    top_keys=frozenset({"campaign"}),
    options=setup.OPTIONS,
    check_options=setup.check_options,
    new_state=CampaignState.blank,
    action_deck=setup.action_deck,
    action_ids=(
        arcs_position.ARCS.action_ids
        | frozenset(data.EVENT_CARDS)
        | frozenset(fate_cards.FAITHFUL_CARDS)
        | frozenset(c + believer.WISDOM_MARK for c in fate_cards.FAITHFUL_CARDS)
    ),
    play_modes=(*arcs_position.ARCS.play_modes, events.EVENT_MODE),
    turn_modes=(*arcs_position.ARCS.turn_modes, events.EVENT_MODE),
    phases=frozenset(
        v for k, v in vars(CampaignPhase).items() if not k.startswith("_") and isinstance(v, str)
    ),
    court_ids=arcs_position.ARCS.court_ids | COURT_IDS | frozenset(fate_cards.FATE_SET_BY_ID),
    choices_off_turn=True,  # the Crises ask at the round's end (council)
    min_power=-arcs_position.MAX_POWER,  # Power may go negative in the campaign (BRD, CRB p.33)
    before_deal=frozenset(
        {
            CampaignPhase.CHANCE_COURT,
            CampaignPhase.CHANCE_LORE,
            CampaignPhase.CHANCE_COURT_SHUFFLE,
            CampaignPhase.CHANCE_POLICY,
            CampaignPhase.CHANCE_NUMBER,
            CampaignPhase.CHANCE_FATES,
            CampaignPhase.CHOOSE_FATE,
            CampaignPhase.CHANCE_GOLEMS,
            CampaignPhase.CHANCE_EVENT,
            CampaignPhase.PLACE,
            CampaignPhase.CHANCE_DEAL,
        }
    ),  # fmt: skip
    battle_phases=frozenset({CampaignPhase.BATTLE, CampaignPhase.BATTLE_DICE, CampaignPhase.CHANCE_ROLL}),
    mover=_mover,
    court_slots=lambda pos: len(_items((pos.get("campaign") or {}).get("court"), "court")),
    advance=lambda s: flow.advance(_c(s)),
    legal_actions=lambda s: list(flow.legal_actions(_c(s))),
    sample_chance=lambda s, rng: flow.sample_chance(_c(s), rng),
    problems=lambda s: invariants.problems(_c(s)),
    # (partisan, fates, objective, the Relic Fences F3-05 and F19-04; the Flagships'; the B Fates
    # F9-F12)
    turn_flags=frozenset({"spy", "acted", "navy", "F3-05", "F19-04"})
    | flagship.TURN_FLAGS
    | hegemon.TURN_FLAGS
    | planet_breaker.TURN_FLAGS
    | pirate.TURN_FLAGS
    | pathfinder_act3.TURN_FLAGS
    | naturalist.TURN_FLAGS,  # (Blight Society, F21-02)
    # the Construction and Arms Unions (guild), the Founder's Construction and Admin Unions (F2),
    # the Partisan's Spacing and Arms Unions (F6-11, F6-12; Act III's F6-22, F6-23) and the
    # Believer's cards set beside a played Faithful card (F8-16, F8-18, F8-25)
    union_ids=frozenset(
        {"CC02", "CC06", "F2-08", "F2-09", "F2-10", "F2-11", "F6-11", "F6-12", "F6-22", "F6-23"}
        | set(believer_act2.BESIDE_CARDS)
    ),
    setup_cards="the campaign uses no setup card and puts no cluster out of play, CRB p.4",
)
"""How the campaign reads the Arcs part of a position (`arcs.position.Variant`)."""


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


BOOKLET_KINDS = frozenset({"law", "edict", "other"})
"""Fate Set cards a Setup side or Resolution puts in the rules booklet: laws, edicts (Guilds
Decry Terror, F6-19; Set Doctrine, F8-21) and the Summit cards (Knowledge Set Free, F5-14;
Monopoly Consent, F3-19; Guild Negotiations, F4-14)."""
ARMISTICES: Final = ("F2-16", "F2-17")
"""The Armistices (Vox cards) tucked under Call for Armistice: in the booklet with it (F2-12A)."""


def _sown(s: CampaignState, raw: object, pos: Mapping[str, Any]) -> None:
    """``"sown": [{"seat": 1, "by": 0, "resource": "fuel"}]``: seat 0's agent on seat 1's Fuel
    Outrage slot (Sower of Division, F6-25); that Outrage must be in the position. A supply the
    seats do not give is the box's minus what is placed: the agent is its owner's."""
    n = s.n
    seats = [e if isinstance(e, Mapping) else {} for e in _items(pos.get("seats"), "seats")]
    for i, item in enumerate(_items(raw, "sown")):
        f = f"sown[{i}]"
        if not isinstance(item, Mapping) or item.get("resource") not in arcs_data.RESOURCES:
            _fail(f, "{seat, by, resource}", item)
        seat, by = (
            _whole(item.get("seat"), f"{f}.seat", 0, n - 1),
            _whole(item.get("by"), f"{f}.by", 0, n - 1),
        )
        r = arcs_data.RESOURCES.index(str(item["resource"]))
        covered = any(s.sown[j] == seat and s.sown[j + 2] == r for j in range(0, len(s.sown), 3))
        if seat == by or not s.outrage[seat] >> r & 1 or s.outrage_placeholder[seat] >> r & 1 or covered:
            _fail(f, "a Rival's Outrage slot covered once, by another seat's agent", item)
        s.sown += [seat, by, r]
        if len(seats) > seat and "agents" not in seats[seat]:
            s.agents[seat] += 1
        if len(seats) > by and "agents" not in seats[by]:
            if s.agents[by] <= 0:
                _fail(f"{f}.by", "a seat with an agent to spare", by)
            s.agents[by] -= 1


def load_ideals(s: CampaignState, raw: object, doctrine: object) -> None:
    """``"ideals": {"tycoon": "zeal"}`` (the Believer's Ideal markers on the ambition boxes,
    F8-20A) and ``"doctrine": "wisdom"`` (the Doctrine card's side, F8-22)."""
    if doctrine is None and not raw:
        return
    if doctrine not in ("zeal", "wisdom"):
        _fail("doctrine", "zeal or wisdom (with ideals)", doctrine)
    if not isinstance(raw or {}, Mapping):
        _fail("ideals", "an object of ambition: zeal or wisdom", raw)
    marks: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
    s.doctrine = str(doctrine)
    s.ideals = [""] * len(arcs_data.AMBITIONS)
    for ambition, ideal in marks.items():
        if ambition not in arcs_data.AMBITIONS or ideal not in ("zeal", "wisdom"):
            _fail(f"ideals.{ambition}", "zeal or wisdom on an ambition", ideal)
        s.ideals[arcs_data.AMBITIONS.index(ambition)] = str(ideal)


def _setting_up(pos: Mapping[str, Any]) -> bool:
    """True if the position is in an Act's setup before its step F (`ACT_SETUP_PHASES`)."""
    phase = pos.get("phase")
    return isinstance(phase, str) and phase in ACT_SETUP_PHASES


def _act(camp: Mapping[str, Any]) -> int:
    """The Act a position names (checked when read: `_load_campaign`)."""
    act = camp.get("act", 1)
    return act if isinstance(act, int) and not isinstance(act, bool) else 1


def _load_campaign(
    s: CampaignState, camp: Mapping[str, Any], pos: Mapping[str, Any], rng: random.Random | None
) -> None:
    n = s.n
    # Supplies given in the position (an observation gives them all) are not derived again.
    raw_seats = pos.get("seats")
    seats: list[Any] = raw_seats if isinstance(raw_seats, list) else []
    agents_given = [
        p < len(seats) and isinstance(seats[p], Mapping) and seats[p].get("agents") is not None
        for p in range(n)
    ]
    agents_taken = [0] * n
    # Act II and III positions (Flagships, the A Fates continuing, a "B" or "C" Fate in play:
    # `fates.position`); the Intermission's own fields come with the whole campaign.
    s.act = _whole(camp.get("act", 1), "act", 1, 3)
    # Imperial ships and Blight.
    for name, fresh, damaged, limit in (
        ("imperial_ships", s.imperial_fresh, s.imperial_damaged, data.IMPERIAL_SHIPS),
        ("blight", s.blight_fresh, s.blight_damaged, data.BLIGHT_TOKENS),
    ):
        for i, item in enumerate(_items(camp.get(name), name)):
            field = f"{name}[{i}]"
            if not isinstance(item, Mapping) or set(item) - {"system", "fresh", "damaged"}:
                _fail(field, "an object with system, fresh, damaged", item)
            x = _system(item.get("system"), f"{field}.system")
            fresh[x] += _whole(item.get("fresh", 0), f"{field}.fresh", 0, limit)
            damaged[x] += _whole(item.get("damaged", 0), f"{field}.damaged", 0, limit)
    s.imperial_ships = data.IMPERIAL_SHIPS - sum(s.imperial_fresh) - sum(s.imperial_damaged)
    s.blight_supply = data.BLIGHT_TOKENS - sum(s.blight_fresh) - sum(s.blight_damaged)
    # Imperial ships scrapped (out of the campaign: Seek the Portal, F9-09 to F9-11).
    scrapped = camp.get("imperial_scrapped", 0)
    s.imperial_scrapped = _whole(scrapped, "imperial_scrapped", 0, data.IMPERIAL_SHIPS)
    s.imperial_ships -= s.imperial_scrapped
    if s.imperial_ships < 0 or s.blight_supply < 0:
        raise InvalidRecord("campaign: more Imperial ships or Blight than the box holds (15, 24)")
    # Free buildings.
    for i, item in enumerate(_items(camp.get("free_buildings"), "free_buildings")):
        field = f"free_buildings[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"slot", "kind", "damaged", "seat"}:
            _fail(field, "an object with slot, kind, damaged", item)
        slot = item.get("slot")
        if not isinstance(slot, str) or slot not in std.SLOT_BY_NAME:
            _fail(f"{field}.slot", "a building slot like '3.2#0'", slot)
        k = std.SLOT_BY_NAME[slot]
        if s.slots[k] != EMPTY:
            _fail(f"{field}.slot", "an empty building slot", slot)
        kind = item.get("kind", "city")
        if kind not in ("city", "starport"):
            _fail(f"{field}.kind", "'city' or 'starport'", kind)
        if reach.is_extra_slot(k) and kind != "city" and not reach.is_gate(reach.SLOT_SYSTEM[k]):
            # A Loyal lore building (Gate Ports' starport or Gate Stations' city on a gate, a Cloud
            # City off the printed slots) turned Free when its owner gained a Flagship (CRB p.22:
            # "replace all of your Loyal buildings on the map"; p.25: lore builds them on the map).
            # A gate holds at most one of each kind (`invariants`); a cloud slot a city only.
            _fail(f"{field}.slot", "a printed or gate slot for a starport (a cloud slot holds a city)", slot)
        damaged = item.get("damaged", False)
        if not isinstance(damaged, bool):
            _fail(f"{field}.damaged", "true or false", damaged)
        s.slots[k] = building_code(FREE, CITY if kind == "city" else STARPORT, damaged)
        if kind == "city":
            s.free_cities -= 1
        else:
            s.free_starports -= 1
    flagship.load_position(s, camp.get("flagships"), seats)
    pathfinder.load_position(s, camp.get("pathfinder"), rng)  # (F9: the Clues and the Portal)
    pirate_act3.load_position(s, camp.get("rumors"), rng)  # (F12, Act III: the Rumors)
    for p in range(n):
        agents_taken[p] += pirate_act3.agents_on(s, p)
    pirate_act3.load_guesses(s, camp.get("haven_guesses"))
    pathfinder_act3.load_position(s, camp.get("pilgrims"))  # (F9, Act III: the Pilgrims)
    pacifist_act3.load_position(s, camp.get("empathy_battle"))  # (F14, Act III: a battle's harm)
    hegemon.load_position(s, camp.get("banners"))  # (F10: the Banners)
    planet_breaker.load_position(s, camp.get("planet_breaker"), list(seats))  # (F11: the Hammer)
    pirate.load_position(
        s, camp.get("hoard"), pos.get("resource_supply") is not None
    )  # (F12: the Pirate Hoard)
    guardian.load_position(s, camp.get("green_vault"), pos.get("resource_supply") is not None)  # (F20-02)
    # Loyal ships scrapped (out of the campaign: the Hegemon's and the Blight Speaker's setups,
    # F10-01A, F13-01A).
    scrapped_ships = _items(camp.get("scrapped_ships"), "scrapped_ships") or [0] * n
    if len(scrapped_ships) != n:
        _fail("scrapped_ships", f"{n} counts", scrapped_ships)
    scrapped_res = _items(camp.get("resources_scrapped"), "resources_scrapped") or [0] * 5
    if len(scrapped_res) != 5:
        _fail("resources_scrapped", "5 counts (material, fuel, weapon, relic, psionic)", scrapped_res)
    for r, count in enumerate(scrapped_res):
        s.resources_scrapped[r] = _whole(count, f"resources_scrapped[{r}]", 0, arcs_data.RESOURCE_SUPPLY)
        if pos.get("resource_supply") is None:
            s.resource_supply[r] -= s.resources_scrapped[r]  # (out of the game, F3-25B)
    for p, count in enumerate(scrapped_ships):
        s.scrapped_ships[p] = _whole(count, f"scrapped_ships[{p}]", 0, arcs_data.SHIPS_PER_PLAYER)
        if not (p < len(seats) and isinstance(seats[p], Mapping) and seats[p].get("ships") is not None):
            s.ships[p] -= s.scrapped_ships[p]
        if s.ships[p] < 0:
            _fail(f"scrapped_ships[{p}]", "ships the seat's supply had", count)
    given = [
        [p < len(seats) and isinstance(seats[p], Mapping) and seats[p].get(key) is not None for p in range(n)]
        for key in ("ships", "agents", "starports", "cities_left")
    ]
    hegemon_act3.load_position(s, camp, given[0], given[1])  # (F10-12: ships as Captives)
    # (F13-13: ships, starports, cities; `blight_speaker_act3.KINDS`)
    blight_speaker_act3.load_position(s, camp.get("blight_hunger"), [given[0], given[2], given[3]])
    # Titles, the First Regent, the Imperial Trust, Favors.
    titles = _items(camp.get("titles"), "titles") or [data.REGENT] * n
    if len(titles) != n or any(t not in (data.REGENT, data.OUTLAW) for t in titles):
        _fail("titles", f"{n} titles, each 'regent' or 'outlaw'", titles)
    s.outlaw = [t == data.OUTLAW for t in titles]
    first = camp.get("first_regent", s.initiative if not s.outlaw[s.initiative] else None)
    s.first_regent = -1 if first is None else _whole(first, "first_regent", 0, n - 1)
    if s.first_regent >= 0 and s.outlaw[s.first_regent]:
        _fail("first_regent", "a Regent", first)
    trust = camp.get("imperial_trust") or {}
    if not isinstance(trust, Mapping):
        _fail("imperial_trust", "an object like {'relic': 1}", trust)
    for r, count in trust.items():
        if r not in arcs_data.RESOURCES:
            _fail("imperial_trust", "resource names", r)
        i = arcs_data.RESOURCES.index(r)
        s.trust[i] = _whole(count, f"imperial_trust.{r}", 0, arcs_data.RESOURCE_SUPPLY)
        if pos.get("resource_supply") is None:
            s.resource_supply[i] -= s.trust[i]
        if s.resource_supply[i] < 0:
            raise InvalidRecord(f"campaign.imperial_trust.{r}: more {r} than the box holds")
    if any(s.trust) and s.first_regent < 0:
        raise InvalidRecord("campaign.imperial_trust: the Trust is on the First Regent tile; nobody has it")
    for i, item in enumerate(_items(camp.get("favors"), "favors")):
        field = f"favors[{i}]"
        if not isinstance(item, Mapping):
            _fail(field, "an object with holder, owner, count", item)
        holder = _whole(item.get("holder"), f"{field}.holder", 0, n - 1)
        owner = _whole(item.get("owner"), f"{field}.owner", 0, n - 1)
        if holder == owner:
            _fail(f"{field}.owner", "a Rival of the holder (Favors are Rival agents)", owner)
        count = _whole(item.get("count", 1), f"{field}.count", 0, arcs_data.AGENTS_PER_PLAYER)
        s.favors[holder * n + owner] += count
        agents_taken[owner] += count
    # The Pacifist's Witness tokens (F14-01A): a system, "psionic" (a Psionic token) or null.
    witnesses = _items(camp.get("witnesses"), "witnesses")
    if witnesses and len(witnesses) != 4:
        _fail("witnesses", "the 4 Witness tokens", witnesses)
    for i, w in enumerate(witnesses):
        if w is None or w == "psionic":
            s.witnesses.append(WITNESS_OUT if w is None else WITNESS_PSIONIC)
            if w == "psionic" and pos.get("resource_supply") is None:
                s.resource_supply[4] += 1  # (a flipped Witness is a Psionic token more)
        else:
            s.witnesses.append(_system(w, f"witnesses[{i}]"))
    # Weapons on Arsenal Keepers (F15-03), frozen there.
    s.arsenal = _whole(camp.get("arsenal_keepers", 0), "arsenal_keepers", 0, arcs_data.RESOURCE_SUPPLY)
    # (held by nobody: refused by the invariants once the Fate Set cards are read)
    if pos.get("resource_supply") is None:
        s.resource_supply[2] -= s.arsenal
    if s.resource_supply[2] < 0:
        _fail("arsenal_keepers", "Weapons the box has", s.arsenal)
    # Psionic on Well of Empathy (F14-03).
    s.well = _whole(camp.get("well_of_empathy", 0), "well_of_empathy", 0, arcs_data.RESOURCE_SUPPLY + 4)
    if pos.get("resource_supply") is None:
        s.resource_supply[4] -= s.well
    if s.resource_supply[4] < 0:
        _fail("well_of_empathy", "Psionic the box has", s.well)
    # The Warden's Seat tokens (F16-01A): cluster k's above a city ("3.1#0"), null with the
    # Warden, or "scrapped"; the Seated city's owner is its Lord (F16-09).
    seats_raw = _items(camp.get("fief_seats"), "fief_seats")
    if seats_raw and len(seats_raw) != 6:
        _fail("fief_seats", "the 6 Seat tokens, cluster 1 first", seats_raw)
    for i, where in enumerate(seats_raw):
        if where is None or where == "scrapped":
            s.fief_seats.append(SEAT_SUPPLY if where is None else SEAT_OUT)
            continue
        where_k = std.SLOT_BY_NAME.get(where) if isinstance(where, str) else None
        code = s.slots[where_k] if where_k is not None else -1
        if (
            where_k is None
            or code < 0
            or not code & 2
            or code >> 2 >= n
            or reach.cluster_of(reach.SLOT_SYSTEM[where_k]) != i + 1
        ):
            _fail(
                f"fief_seats[{i}]", f"a slot of a seat's city in cluster {i + 1}, null or 'scrapped'", where
            )
        assert where_k is not None
        s.fief_seats.append(where_k * 8 + (code >> 2))
    # The Court: the Council leftmost (CRB p.5 step K), then cards; deck top first.
    # Before setup step I (CRB p.5) the Court is still in the box.
    before_court = pos.get("phase") in (Phase.CHANCE_INITIATIVE, CampaignPhase.CHANCE_COURT)
    court = _items(camp.get("court"), "court") or ([] if before_court else [{"card": data.COUNCIL}])
    cards: list[str] = []
    agents: list[int] = []
    for i, item in enumerate(court):
        field = f"court[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"card", "agents"}:
            _fail(field, "an object with card and agents", item)
        card = item.get("card") or ""  # (an empty slot waits for its refill)
        if card and (not isinstance(card, str) or card not in COURT_IDS | FATE_COURT_IDS):
            _fail(f"{field}.card", "a campaign Court card (CC01-CC15), a lore card or IC01", card)
        row = _items(item.get("agents"), f"{field}.agents") or [0] * n
        if len(row) != n:
            _fail(f"{field}.agents", f"{n} counts", row)
        for p, count in enumerate(row):
            agents.append(_whole(count, f"{field}.agents[{p}]", 0, arcs_data.AGENTS_PER_PLAYER))
            agents_taken[p] += count
        if not card and any(agents[-n:]):
            _fail(f"{field}.agents", "none on an empty slot", row)
        cards.append(str(card))
    if cards and cards[0] != data.COUNCIL:
        _fail("court[0].card", "the Imperial Council, IC01 (always the leftmost Court card)", cards[0])
    deck = [str(c) for c in _items(camp.get("court_deck"), "court_deck")]
    if before_court:
        if deck or camp.get("court_deck_size") or court:
            phase = pos.get("phase")
            raise InvalidRecord(f"campaign: the Court is dealt after phase {phase} (CRB p.5 step I)")
    elif camp.get("court_deck_size") is not None:
        size = _whole(camp["court_deck_size"], "court_deck_size", 0, len(COURT_IDS | FATE_COURT_IDS))
        deck += _unseen_court(s, cards, deck, camp, size - len(deck), rng)
    elif not before_court:
        # Omitted, the deck holds (beneath the cards listed) every campaign Court card placed
        # nowhere else and the lore cards shuffled in at setup step J (one per player) not seen.
        lore_in = 0 if pos.get("phase") == CampaignPhase.CHANCE_COURT_SHUFFLE else n
        deck += _unseen_court(s, cards, deck, camp, -lore_in, rng)
    discard = [str(c) for c in _items(camp.get("court_discard"), "court_discard")]
    s.scrapped = [str(c) for c in _items(camp.get("scrapped"), "scrapped")]
    held = [c for g in s.guild for c in g] + [c for lore in s.lore for c in lore] + s.scrapped
    every = [c for c in cards if c] + deck + discard + held
    known = COURT_IDS | FATE_COURT_IDS
    if any(c not in known for c in deck + discard + s.scrapped) or len(set(every)) != len(every):
        bad = sorted({c for c in deck + discard + s.scrapped if c not in known} | _twice(every))
        raise InvalidRecord(
            "campaign: a Court card is unknown or in two places (court, deck, discard, held): "
            + shorten(bad, 80)
        )
    s.court, s.court_agents, s.court_deck, s.court_discard = cards, agents, deck[::-1], discard
    s.booklet = [str(c) for c in _items(camp.get("booklet"), "booklet")]
    # (laws, edicts, the Summit cards of Setup sides; the Armistices, F2-16/17, tucked under Call
    # for Armistice)
    if any(
        fate_cards.FATE_SET_BY_ID.get(c, _NO_CARD).kind not in BOOKLET_KINDS and c not in ARMISTICES
        for c in s.booklet
    ):
        _fail("booklet", "law, edict or Summit cards of the Fate Sets (or the Armistices)", s.booklet)
    load_ideals(s, camp.get("ideals"), camp.get("doctrine"))
    s.resolved = [str(c) for c in _items(camp.get("resolved"), "resolved")]
    if len(set(s.resolved)) != len(s.resolved) or any(
        fate_cards.FATE_SET_BY_ID.get(c, _NO_CARD).kind != "resolution" for c in s.resolved
    ):
        _fail("resolved", "Resolution cards of the Fate Sets, each once", s.resolved)
    council = camp.get("council", data.IN_SESSION)
    if council not in (data.IN_SESSION, data.DECIDED):
        _fail("council", "'in-session' or 'decided'", council)
    s.council = str(council)
    by = camp.get("council_secured_by")
    s.council_secured_by = -1 if by is None else _whole(by, "council_secured_by", 0, n - 1)
    policies = [str(p) for p in _items(camp.get("policies"), "policies")] or list(data.POLICIES)
    if camp.get("policies") == [] and pos.get("phase") in BEFORE_POLICY:
        policies = []  # (setup step M has not shuffled the stack yet)
    elif sorted(policies) != sorted(data.POLICIES):
        _fail("policies", "the three Policies, top first", policies)
    s.policies = policies
    edicts = camp.get("edicts")
    s.edicts = (
        [str(e) for e in _items(edicts, "edicts")]
        if edicts is not None
        else ([data.GUILD_ENVOYS_DEPART] if n == 2 else []) + [data.GOVERN]
    )
    if any(e not in data.EDICT_NUMBER for e in s.edicts):
        _fail("edicts", f"edict cards ({', '.join(data.EDICT_NUMBER)})", s.edicts)
    clusters = _items(camp.get("imperial_clusters"), "imperial_clusters")
    s.imperial_clusters = tuple(_whole(c, "imperial_clusters", 1, 6) for c in clusters)
    symbol = camp.get("free_symbol")
    if symbol is not None and symbol not in data.SYMBOLS:
        _fail("free_symbol", "arrow, crescent or hex", symbol)
    s.free_symbol = -1 if symbol is None else data.SYMBOLS.index(str(symbol))
    placing = _items(camp.get("placing"), "placing")
    s.placing = [_whole(p, f"placing[{i}]", 0, n - 1) for i, p in enumerate(placing)]
    ships_given = [
        p < len(seats) and isinstance(seats[p], Mapping) and seats[p].get("ships") is not None
        for p in range(n)
    ]
    warden_act3.load_position(s, camp.get("warden"), ships_given)  # (F16: Court tokens, the Levy)
    vow_held = survivalist.load_position(s, camp)  # (F18: the Bunkers, the Vow's Captives aside)
    _load_twisted_passage(s, camp, ships_given)  # (F22: the Passages, the Twisted Passage)
    for p in range(n):
        agents_taken[p] += s.scrapped_agents[p]  # (scrapped by Feast Day's Crisis, F16-13)
        agents_taken[p] += vow_held[p]
        if s.ships[p] < 0:
            _fail(f"warden.levy[{p}]", "ships the seat's supply had", s.levy[p] + s.levy[n + p])
    _under_way(s, camp, pos.get("phase"))
    for p in range(n):
        if not agents_given[p]:
            s.agents[p] -= agents_taken[p]
    if any(a < 0 for a in s.agents):
        raise InvalidRecord(f"campaign: more agents placed than a seat has (supplies {s.agents})")


def _load_twisted_passage(s: CampaignState, camp: Mapping[str, Any], ships_given: list[bool]) -> None:
    """``campaign.twisted_passage`` (F22): its pieces come out of their owners' supplies (a seat's
    when its supply is not given; the Empire's and the Blight always, as the map's do)."""
    twisted_passage.load_position(s, camp)
    if not twisted_passage.active(s):
        return
    for p in range(s.n):
        held = twisted_passage.ships_held(s, p)
        if not ships_given[p]:
            s.ships[p] -= held
        if s.ships[p] < 0:
            _fail(f"twisted_passage.ships[{p}]", "ships the seat's supply had", held)
    s.imperial_ships -= twisted_passage.imperial_held(s)
    if s.imperial_ships < 0:
        _fail("twisted_passage.empire", "Imperial ships the supply had", twisted_passage.imperial_held(s))
    s.blight_supply -= twisted_passage.blight_held(s)
    if s.blight_supply < 0:
        _fail("twisted_passage.blight", "Blight the supply had", twisted_passage.blight_held(s))


def _unseen_court(
    s: CampaignState,
    row: list[str],
    deck: list[str],
    camp: Mapping[str, Any],
    count: int,
    rng: random.Random | None,
) -> list[str]:
    """`count` Court deck cards beneath those `deck` lists (top first; a fixed order without
    `rng`): the deck's known cards, ``court_deck_known`` (an observation's from Act II on, or in
    Act I from the Intermission's step A on, `after_intermission`; in Act I before it, only if
    the list is not empty), else every campaign Court card placed nowhere else; lore cards
    nobody has seen for the rest (CRB p.5 step J shuffles one per player into the deck; which
    ones is hidden), all shuffled with `rng`; in Act I before step A, the Fates' Setup cards
    buried in public beneath them (CRB p.27 "Bury"). A negative `count` (no size given): the
    known cards and `-count` lore cards, less the lore seen."""
    discard = [str(c) for c in _items(camp.get("court_discard"), "court_discard")]
    discard += [str(c) for c in _items(camp.get("scrapped"), "scrapped")]
    discard += [
        str(a.get("card")) for a in _items(camp.get("attached"), "attached") if isinstance(a, Mapping)
    ]
    discard += [u for _, u, _ in s.unions]  # (a Union beside a played card)
    seen = set(row + deck + discard + [c for g in s.guild for c in g] + [c for lore in s.lore for c in lore])
    listed = _act(camp) > 1 or after_intermission(camp)  # (an observation lists them: `observe`)
    buried = [] if listed else _buried(camp, seen)
    given = camp.get("court_deck_known")
    if given is not None and (listed or given):
        known = _known_court(camp, seen, deck)
        buried = [c for c in buried if c in known]  # (the list says which are in the deck)
        known = [c for c in known if c not in deck and c not in buried]
    else:
        known = [c for c in data.CAMPAIGN_COURT_IDS if c not in seen]
    lore = [c for c in setup.LORE_IDS if c not in seen]
    if count < 0:  # the lore cards of the deck not seen elsewhere, `-count` in all
        count = len(known) + max(0, -count - sum(c in seen for c in setup.LORE_IDS))
    else:
        count -= len(buried)
    if not len(known) <= count <= len(known) + len(lore):
        low = len(deck) + len(known) + len(buried)
        _fail(
            "court_deck_size",
            f"{low} to {low + len(lore)} (the Court deck's known cards, campaign.court_deck_known, and "
            "unseen lore cards)",
            len(deck) + count + len(buried),
        )
    if rng is not None:
        lore = rng.sample(lore, count - len(known))
    out = known + lore[: count - len(known)]
    if rng is not None:
        rng.shuffle(out)
    return out + buried


def after_intermission(camp: Mapping[str, Any]) -> bool:
    """True if an observation's campaign is at or after an Intermission's step A (an Act I
    Resolution resolved, or step F's Fates of the Act before named)."""
    raw = camp.get("fates")
    if isinstance(raw, Mapping) and raw.get("former") is not None:
        return True
    return _act(camp) == 1 and bool(camp.get("resolved"))


def _known_court(camp: Mapping[str, Any], seen: set[str], deck: list[str]) -> list[str]:
    """``court_deck_known``: the deck's cards but its lore (campaign Court, Fate Set and Faithful
    cards), each once and placed nowhere else; those `deck` lists among them."""
    known = _items(camp.get("court_deck_known"), "court_deck_known")
    wanted = (
        "the Court deck's campaign Court, Fate Set and Faithful cards (no lore), each once and nowhere else"
    )
    if any(
        not isinstance(c, str)
        or c in setup.LORE_IDS
        or c not in COURT_IDS | FATE_COURT_IDS
        or c == data.COUNCIL
        for c in known
    ):
        _fail("court_deck_known", wanted, known)
    if len(set(known)) != len(known) or any(c in seen - set(deck) for c in known):
        _fail("court_deck_known", wanted, sorted(_twice(known) | {c for c in known if c in seen - set(deck)}))
    missing = [c for c in deck if c not in setup.LORE_IDS and c not in known]
    if missing:
        _fail(
            "court_deck_known",
            f"a list holding the deck's cards campaign.court_deck names ({missing[0]})",
            known,
        )
    return [str(c) for c in known]


def _buried(camp: Mapping[str, Any], seen: set[str]) -> list[str]:
    """An observation's Act I Fate Setup cards placed nowhere else: buried (CRB "Bury", in
    public), at the bottom of the deck. They leave the box only at Player setup step C (CRB
    p.6), once everyone has chosen a Fate: while someone is still choosing, a chosen Fate's Set
    cards are in the box, not in the deck."""
    raw_fates = camp.get("fates")
    if (
        not isinstance(raw_fates, Mapping)
        or not fates_position.observed(raw_fates)
        or _act(camp) != 1  # (Act I's Setup cards)
        or raw_fates["choosing"]
    ):
        return []
    return [
        c
        for fate in fates_position.known_fates(camp)
        for c in fates_position.SETUP_CARDS.get(fate, ())
        if c not in seen
    ]


AUTOMATIC_STEPS: Final = frozenset(
    {"roll", "event-outcome", "edicts", "crises", "court-crises", "stone-speakers", "intermission"}
    | set(data.EDICT_NUMBER)
)
"""Steps of the round's end that run by themselves: ``[kind, -1]`` (and the Intermission's, on
with step B after a Resolution's decisions)."""
SEAT_STEPS: Final = frozenset(
    {
        "summit?", "choose", "govern", "requisition", "doctrine",
        "quorum-action", "quorum-policy", "advocate-demand", "armistice",  # (F1-13, F4-13, F2-15)
        "pirate-hoard",  # (the Intermission: the completed Pirate's Hoard, F12-04)
        "balk",  # (Empire Balks at Peace, F15-09)
    }
)  # fmt: skip
"""Steps a seat decides: ``[kind, seat]``."""
FIRST_REGENTS_STEPS: Final = frozenset({"govern", "requisition", "demand", "outlaw", "arm"})
"""Steps of Govern the Imperial Reach, decided by the First Regent (CRB p.20)."""
FIRST_STEPS: Final = frozenset({"call-to-order", "negotiate", "deal", "consent", "agree", "broker"})
"""Steps that are only ever the next one: a Summit under way (CRB p.16-17)."""
ROUND_END_PHASES: Final = frozenset({CampaignPhase.RESOLVE, CampaignPhase.CHANCE_EVENT_ROLL})
"""The phases during which the round's end has steps left (`CampaignState.steps`); an interruption
(a question, a discard, a shuffle) of one of them too."""
RESUMED: Final = (arcs_flow.NEXT_TURN, Phase.ELIMINATED)
"""Where the round goes on after Stone-Speakers' roll ended a turn (``["resume", -1, ...]``)."""


def _step(s: CampaignState, raw: object, i: int, rolled: bool) -> tuple[Any, ...]:
    """One step of the round's end (`council`), checked for what its kind holds: who decides, a
    Policy, a Vox card, seats, systems, a Negotiations' bits and deal parts (each checked against
    the position once it is read: `_check_deal`)."""
    field = f"steps[{i}]"
    if not isinstance(raw, list) or len(raw) < 2 or not isinstance(raw[0], str):
        _fail(field, "[kind, seat, ...]: a step of the round's end", raw)
    kind = raw[0]
    if kind not in STEP_KINDS:
        _fail(f"{field}[0]", f"a step ({', '.join(sorted(STEP_KINDS))})", kind)
    n = s.n

    def size(k: int, what: str) -> None:
        if len(raw) != k:
            _fail(field, f"[{kind!r}, {what}]", raw)

    def seat(k: int) -> int:
        return _whole(raw[k], f"{field}[{k}]", 0, n - 1)

    def nobody(k: int) -> None:
        if raw[k] != -1 or isinstance(raw[k], bool):
            _fail(f"{field}[{k}]", f"-1 (a {kind} step runs by itself)", raw[k])

    if kind in FIRST_STEPS and i:
        _fail(field, "the first step (a Summit under way is resolved before any other step)", raw)
    if kind in AUTOMATIC_STEPS:
        size(2, "-1")
        nobody(1)
        if kind in ("event-outcome", "stone-speakers") and not rolled:
            _fail(f"{field}[0]", "a step once the dice are rolled (campaign.event_roll, a roll step)", kind)
    elif kind in SEAT_STEPS:
        size(2, "seat")
        seat(1)
    elif kind == "call-to-order":
        size(3, "seat, titles changed (1 left, 2 revived)")
        seat(1)
        _whole(raw[2], f"{field}[2]", 0, 3)
    elif kind in ("title", "first-regent"):
        size(3, "-1, seat")
        nobody(1)
        seat(2)
    elif kind == "steal-trust":
        size(3, "seat, resources left to take")
        seat(1)
        _whole(raw[2], f"{field}[2]", 0, RESOURCE_SLOTS)
    elif kind in ("demand-all", "action"):
        size(3, "-1, policy")
        nobody(1)
        if raw[2] not in data.POLICIES:
            _fail(f"{field}[2]", f"a Policy ({', '.join(data.POLICIES)})", raw[2])
    elif kind == "court-crisis":
        size(3, "-1, Vox card")
        nobody(1)
        if not isinstance(raw[2], str) or raw[2] not in vox.CRISES:
            _fail(f"{field}[2]", f"a Vox card with a Crisis ({', '.join(vox.CRISES)})", raw[2])
    elif kind == warden_act3.LORD_STEPS:  # (Lords Gain Power, F16-19: one Fief's turn)
        size(3, "-1, cluster")
        nobody(1)
        _whole(raw[2], f"{field}[2]", 1, 6)
    elif kind == "advocate-answer":  # (Advocate's Demand, F4-13)
        size(4, "Rival, Advocate, Guild card")
        if seat(1) == seat(2) or not isinstance(raw[3], str) or raw[3] not in s.guild[raw[1]]:
            _fail(field, "[kind, Rival, Advocate, a Guild card the Rival holds]", raw)
    elif kind in ("demand", "outlaw"):
        size(3, "First Regent, Regent")
        seat(1)
        seat(2)
    elif kind in ("arm", "foundries"):
        size(3, "seat, [seats]" if kind == "arm" else "seat, [system indexes]")
        seat(1)
        high = n - 1 if kind == "arm" else reach.NUM_SYSTEMS - 1
        items = raw[2] if isinstance(raw[2], list) else None
        if not items or any(type(x) is not int or not 0 <= x <= high for x in items):
            _fail(f"{field}[2]", f"a list of whole numbers 0..{high}", raw[2])
        if kind == "arm" and len(set(items)) != len(items):
            _fail(f"{field}[2]", "different seats", raw[2])
    elif kind == "negotiate":
        size(3, "seat, bits of who passed and proposed")
        seat(1)
        _whole(raw[2], f"{field}[2]", 0, 2 ** (n + n * n) - 1)
    elif kind == "agree":  # a third player's consent to an accepted deal (F3-19, F4-14)
        if len(raw) < 6 or len(raw) > 5 + negotiations.MAX_PARTS:
            _fail(
                field,
                f"['agree', seat, proposer, Rival, bits, parts...] (at most {negotiations.MAX_PARTS})",
                raw,
            )
        if len({seat(1), seat(2), seat(3)}) != 3:
            _fail(field, "three different seats: the one asked, the proposer, the Rival", raw)
        _whole(raw[4], f"{field}[4]", 0, 2 ** (n + n * n) - 1)
        for k, part in enumerate(raw[5:], 5):
            if not isinstance(part, list) or len(part) < 2 or part[0] not in ("give", "ask"):
                _fail(f"{field}[{k}]", "a deal's part like ['give', 'transfer', 'relic']", part)
    elif kind == "broker":  # a Rival's consent to Broker Peace (F15-11)
        if len(raw) < 6 or len(raw) > 6 + n:
            _fail(field, "['broker', seat asked, taker, bits, cluster, systems, seats to ask...]", raw)
        if seat(1) == seat(2):
            _fail(field, "a Rival of the taker asked", raw)
        _whole(raw[3], f"{field}[3]", 0, 2 ** (n + n * n) - 1)
        _whole(raw[4], f"{field}[4]", 1, 6)
        _whole(raw[5], f"{field}[5]", 0, 1)
        for k in range(6, len(raw)):
            seat(k)
    elif kind in ("deal", "consent"):
        if len(raw) < (5 if kind == "consent" else 4) or len(raw) > 4 + negotiations.MAX_PARTS:
            most = negotiations.MAX_PARTS
            _fail(field, f"[{kind!r}, seat, Rival, bits, parts...] (at most {most} parts)", raw)
        if seat(1) == seat(2):
            _fail(f"{field}[2]", "a Rival of the seat", raw[2])
        _whole(raw[3], f"{field}[3]", 0, 2 ** (n + n * n) - 1)
        for k, part in enumerate(raw[4:], 4):
            if (
                not isinstance(part, list)
                or len(part) < 2
                or part[0] not in ("give", "ask")
                or not all(isinstance(x, str) or (type(x) is int) for x in part)
            ):
                _fail(f"{field}[{k}]", "a deal's part like ['give', 'cede', '3.3', 'fresh']", part)
    else:  # resume
        size(3, "-1, phase")
        nobody(1)
        if raw[2] not in RESUMED or (raw[2] == Phase.ELIMINATED and s.turn_seat < 0):
            _fail(f"{field}[2]", f"{' or '.join(RESUMED)} (with a turn under way)", raw[2])
    quorum = kind in ("requisition", "arm") and data.IMPERIAL_QUORUM in s.edicts  # (any Regent, F1-13)
    if kind in FIRST_REGENTS_STEPS and raw[1] != s.first_regent and not quorum:
        _fail(f"{field}[1]", f"the First Regent, seat {s.first_regent} (Govern the Imperial Reach)", raw[1])
    return tuple(_tupled(x) for x in raw)


def _monopolies(raw: object, n: int) -> list[int]:
    """``monopolies``: {} (not in play), or each resource type's Monopoly card (F3-13 to F3-17):
    a seat, ``"supply"`` or ``"scrapped"``."""
    if raw is None or raw == {}:
        return []
    wanted = "an object with every resource type: a seat, 'supply' or 'scrapped'"
    if not isinstance(raw, Mapping) or sorted(raw) != sorted(arcs_data.RESOURCES):
        _fail("monopolies", wanted, raw)
    out = []
    for r in arcs_data.RESOURCES:
        value = raw[r]
        if value in ("supply", "scrapped"):
            out.append(-1 if value == "supply" else -2)
        else:
            out.append(_whole(value, f"monopolies.{r}", 0, n - 1))
    return out


def _commonwealth(s: CampaignState, camp: Mapping[str, Any]) -> None:
    """``members``: the seats with a Member of the Commonwealth title (None: not in play);
    ``commonwealth``: the Commonwealth Ambition marker, ``"fate"`` (on the Founder's Fate card), an
    ambition's name (on its box) or None (not in play) (F2-12A, F2-13)."""
    raw = camp.get("members")
    if raw is None:
        s.members = []
    else:
        seats = _items(raw, "members")
        if any(type(p) is not int or not 0 <= p < s.n for p in seats) or len(set(seats)) != len(seats):
            _fail("members", "a list of different seats", raw)
        s.members = [p in seats for p in range(s.n)]
    marker = camp.get("commonwealth")
    if marker is None:
        s.commonwealth = -2
    elif marker == "fate":
        s.commonwealth = -1
    elif isinstance(marker, str) and marker in arcs_data.AMBITIONS:
        s.commonwealth = arcs_data.AMBITIONS.index(marker)
    else:
        _fail("commonwealth", "'fate', an ambition, or null", marker)


def _check_deal(s: CampaignState) -> None:
    """A deal being built or offered (CRB p.17 "Multipart Negotiations": actions "that can be
    resolved immediately"): each part is a Negotiation action its actor may take once the
    parts before it are taken."""
    step = s.steps[0] if s.steps else ()
    if not step or step[0] not in ("deal", "consent", "agree"):
        return
    if step[0] == "agree":
        proposer, rival, parts = int(step[2]), int(step[3]), step[5:]
    else:
        proposer, rival = (int(step[1]), int(step[2])) if step[0] == "deal" else (int(step[2]), int(step[1]))
        parts = step[4:]
    for k, part in enumerate(parts):
        actor, target = (proposer, rival) if part[0] == "give" else (rival, proposer)
        before = negotiations.after(s, proposer, rival, parts[:k])
        if tuple(part[1:]) not in negotiations.actions(before, actor, target):
            _fail(f"steps[0][{4 + k}]", "a Negotiation action its actor may take then (CRB p.17)", list(part))


def _tupled(value: Any) -> Any:
    return tuple(_tupled(v) for v in value) if isinstance(value, list | tuple) else value


def _under_way(s: CampaignState, camp: Mapping[str, Any], pos_phase: object) -> None:
    """Trophies of neutral pieces, and what a battle, a Catapult move, a card secured or the
    round's end has under way (all public: `observe` shows them)."""
    n = s.n
    kinds = len(NEUTRAL_PIECES)
    for i, item in enumerate(_items(camp.get("neutral_trophies"), "neutral_trophies")):
        field = f"neutral_trophies[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"seat", "piece", "count"}:
            _fail(field, "an object with seat, piece, count", item)
        seat = _whole(item.get("seat"), f"{field}.seat", 0, n - 1)
        if item.get("piece") not in NEUTRAL_PIECES:
            _fail(f"{field}.piece", f"one of {', '.join(NEUTRAL_PIECES)}", item.get("piece"))
        kind = NEUTRAL_PIECES.index(str(item["piece"]))
        count = _whole(item.get("count", 1), f"{field}.count", 0, data.BLIGHT_TOKENS)
        s.neutral_trophies[seat * kinds + kind] += count
    taken = [sum(s.neutral_trophies[k::kinds]) for k in range(kinds)]
    s.imperial_ships -= taken[0]
    s.free_cities -= taken[1]
    s.free_starports -= taken[2]
    s.blight_supply -= taken[3]
    if min(s.imperial_ships, s.free_cities, s.free_starports, s.blight_supply) < 0:
        raise InvalidRecord("campaign.neutral_trophies: more neutral pieces than the box holds")
    steps = _items(camp.get("steps"), "steps")
    # (at the event roll's chance node, the roll step is done: the dice come next)
    rolled = camp.get("event_roll") is not None or pos_phase == CampaignPhase.CHANCE_EVENT_ROLL
    s.steps = []
    for i, step in enumerate(steps):
        s.steps.append(_step(s, step, i, rolled))
        rolled = rolled or s.steps[-1][0] == "roll"
    phase, resume = pos_phase, s.resume_phase
    interrupted = (phase in arcs_flow.INTERRUPTS or phase in ASKED_ROLLS) and resume in ROUND_END_PHASES
    if s.steps and not (phase in ROUND_END_PHASES or interrupted):
        at = phase or "a turn or a round's start (no phase given)"
        _fail("steps", f"none at {at} (the round's end resolves at {CampaignPhase.RESOLVE})", steps)
    gifts = _items(camp.get("summit_gifts"), "summit_gifts")
    if any(not isinstance(g, str) for g in gifts):
        _fail("summit_gifts", "texts like '1 relic' or '1 favor 0'", gifts)
    s.summit_gifts = [str(g) for g in gifts]
    s.monopolies = _monopolies(camp.get("monopolies"), n)
    _commonwealth(s, camp)
    secured = _items(camp.get("secured_agents"), "secured_agents")
    if secured and len(secured) != n:
        _fail("secured_agents", f"{n} counts (or none)", secured)
    s.secured_agents = [
        _whole(c, f"secured_agents[{p}]", 0, arcs_data.AGENTS_PER_PLAYER) for p, c in enumerate(secured)
    ]
    played = camp.get("events_played", False)
    if not isinstance(played, bool):
        _fail("events_played", "true or false", played)
    s.events_played = played
    roll = camp.get("event_roll")
    if roll is not None:
        if (
            not isinstance(roll, list)
            or len(roll) != 3
            or tuple(roll[:2]) not in data.EVENT_DIE_FACES
            or roll[2] not in data.NUMBER_DIE_FACES
        ):
            _fail("event_roll", "[crisis or edict, a symbol, 1-6]", roll)
        s.event_roll = (str(roll[0]), str(roll[1]), int(roll[2]))
    cat = _items(camp.get("catapult_imperial"), "catapult_imperial") or [0, 0]
    if len(cat) != 2:
        _fail("catapult_imperial", "[fresh, damaged] Imperial ships moving along", cat)
    s.catapult_imperial = (
        _whole(cat[0], "catapult_imperial[0]", 0, data.IMPERIAL_SHIPS),
        _whole(cat[1], "catapult_imperial[1]", 0, data.IMPERIAL_SHIPS),
    )
    if any(s.catapult_imperial) and s.catapult_at < 0:
        raise InvalidRecord("campaign.catapult_imperial: no Catapult move is under way (catapult.at)")
    s.catapult_witnesses = _whole(camp.get("catapult_witnesses", 0), "catapult_witnesses", 0, 4)
    if s.catapult_witnesses and (
        s.catapult_at < 0 or s.witnesses.count(s.catapult_at) < s.catapult_witnesses
    ):
        _fail(
            "catapult_witnesses",
            "Witnesses at the Catapult move's system (catapult.at)",
            s.catapult_witnesses,
        )
    battle = camp.get("battle")
    if battle is not None:
        if not isinstance(battle, Mapping) or set(battle) - {
            "side",
            "imperial_attacking",
            "imperial_defending",
            "judge_attacking",
        }:
            wanted = "an object with side, imperial_attacking, imperial_defending, judge_attacking"
            _fail("battle", wanted, battle)
        side = battle.get("side")
        if side not in ("seat", "empire", "free", "blight"):
            _fail("battle.side", "seat, empire, free or blight", side)
        if s.battle_system < 0:
            raise InvalidRecord("campaign.battle: no battle is under way (battle.system)")
        if side == "seat" and s.battle_defender < 0:
            raise InvalidRecord("campaign.battle.side is 'seat': battle.defender must name the seat")
        s.battle_side = str(side)
        imp = _items(battle.get("imperial_attacking"), "battle.imperial_attacking") or [0, 0]
        if len(imp) != 2:
            _fail("battle.imperial_attacking", "[fresh, damaged]", imp)
        s.battle_imperial_fresh = _whole(imp[0], "battle.imperial_attacking[0]", 0, data.IMPERIAL_SHIPS)
        s.battle_imperial_damaged = _whole(imp[1], "battle.imperial_attacking[1]", 0, data.IMPERIAL_SHIPS)
        defending = battle.get("imperial_defending", side == "empire")
        if not isinstance(defending, bool):
            _fail("battle.imperial_defending", "true or false", defending)
        s.battle_imperial_defend = defending
        judged = _items(battle.get("judge_attacking"), "battle.judge_attacking") or [0, 0]
        if len(judged) != 2:
            _fail("battle.judge_attacking", "[fresh, damaged]", judged)
        s.battle_judge_fresh = _whole(judged[0], "battle.judge_attacking[0]", 0, arcs_data.SHIPS_PER_PLAYER)
        s.battle_judge_damaged = _whole(judged[1], "battle.judge_attacking[1]", 0, arcs_data.SHIPS_PER_PLAYER)


def from_observation(obs: Mapping[str, Any]) -> dict[str, Any]:
    """A seat's observation as a position: the Court and the Free buildings move under
    ``campaign`` (an observation shows them where Arcs does); everything hidden stays a size,
    dealt when the position is loaded (`load` with an `rng`: `determinize`)."""
    if not isinstance(obs, Mapping):
        raise InvalidRecord(f"an observation must be an object, not {shorten(obs, 80)}")
    pos = dict(obs)
    camp = dict(pos.get("campaign") or {})
    for key in ("court", "court_deck", "court_deck_size", "court_discard"):
        if key in pos:
            camp[key] = pos.pop(key)
    buildings = _items(pos.get("buildings"), "buildings")
    camp["free_buildings"] = [
        {k: v for k, v in b.items() if k != "seat"}
        for b in buildings
        if isinstance(b, Mapping) and b.get("seat") == "free"
    ]
    pos["buildings"] = [b for b in buildings if not (isinstance(b, Mapping) and b.get("seat") == "free")]
    pos["campaign"] = camp
    return pos
