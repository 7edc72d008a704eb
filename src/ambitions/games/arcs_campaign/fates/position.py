"""The Fates in a campaign position (``campaign.fates``, read by `arcs_campaign.position`)::

    "fates": {
        "fate": ["F1", "F7", "F3"],          # each seat's Fate (all, or none)
        "objective": [17, 13, 10],           # markers; default: each Fate's starting space
        "drawn": ["F1", "F2", "F7", "F8", "F3", "F4"],  # optional: the 2 drawn per seat
        "cards": [["F1-02", "F1-03"], ["F7-02"], ["F3-02"]],  # Fate Set cards each seat holds
                                             # besides those in seats[p].guild and .lore;
                                             # default: what each Fate's Act I setup gives,
                                             # less the cards placed elsewhere; a Setup card
                                             # left out is buried (Court deck bottom)
        "merchant_league": {"relic": 1},     # resources on Merchant League
        "faithful": ["F8-04", "F8-05"],      # the Believer's stack, bottom first (default: all 9)
        "golems": [{"golem": "warrior", "system": "1.0"},   # the Caretaker's Golems: on the map,
                   {"golem": "seeker", "holder": 0, "awake": true}],  # or held; others out
    }

Fate Set Guild cards are held as Guild cards, lore cards as lore: a position may write them
there too (``"seats": [{"guild": ["F1-03"], "lore": ["F1-02"]}, ...]``, as an observation
shows them), with ``fates`` naming the Fates in play. A problem raises `InvalidRecord` naming
the field.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.state import BOARD_RESOURCE_SLOTS, EMPTY, RESOURCE_SLOTS
from ambitions.games.arcs_campaign.fates import cards, caretaker, choice, draw
from ambitions.games.arcs_campaign.state import ACT_SETUP_PHASES, CampaignPhase, CampaignState

KEYS = frozenset(
    {
        "fate",
        "objective",
        "drawn",
        "cards",
        "merchant_league",
        "golems",
        "faithful",
        "former",
        "completed",
        "chosen",
    }
)
SETUP_CARDS: dict[str, tuple[str, ...]] = {
    cards.STEWARD: ("F1-02", "F1-03"),
    cards.FOUNDER: ("F2-02",),
    cards.MAGNATE: ("F3-02",),
    cards.ADVOCATE: ("F4-02", "F4-03"),
    cards.CARETAKER: ("F5-02", "F5-03", "F5-04"),
    cards.PARTISAN: ("F6-02",),
    cards.ADMIRAL: ("F7-02",),
    cards.BELIEVER: ("F8-02",),
}
"""The Fate Set cards each Fate's Act I Setup side gives (the ones held in a play area)."""
ACT2_SETUP_CARDS: dict[str, tuple[str, ...]] = {
    cards.HEGEMON: ("F10-04",),
    cards.PLANET_BREAKER: ("F11-02",),
    cards.PIRATE: ("F12-02", "F12-03"),
    cards.BLIGHT_SPEAKER: ("F13-02",),
    cards.PACIFIST: ("F14-03",),
    cards.PEACEKEEPER: ("F15-02", "F15-03"),
    cards.WARDEN: ("F16-02",),
}
"""The Fate Set cards the "B" Fates' Act II Setup sides give (held in a play area): an Act II
position starts a "B" Fate with them unless it lists its cards. (The A Fates continuing list
theirs: their Act II Setup sides give more than cards. The Pathfinder's Setup side gives
abilities only; the Planet Breaker's tucks the Planet Hammer, `planet_breaker.load_position`.)"""


ACT3_SETUP_CARDS: dict[str, tuple[str, ...]] = {
    cards.PARTISAN: ("F6-25",),  # Sower of Division (F6-24A)
    cards.ADVOCATE: ("F4-24",),  # Guild Loyalty (F4-23A)
    cards.FOUNDER: ("F2-27",),  # Freedom Fighters (F2-25A)
    cards.HEGEMON: ("F10-12",),  # Happy Hosts (F10-11A)
    cards.BLIGHT_SPEAKER: ("F13-13",),  # Blight Hunger (F13-12A)
    cards.OVERLORD: ("F17-02",),  # Sycophants (F17-01A)
    cards.SURVIVALIST: ("F18-02",),  # Vow of Survival (F18-01A)
    cards.REDEEMER: ("F19-02",),  # Ire of the Keepers (F19-01A)
    cards.GUARDIAN: ("F20-02", "F20-03"),  # Green Vault, Ire of the Tycoons (F20-01A)
    cards.NATURALIST: ("F21-02", "F21-03"),  # Blight Society, Spore Guides (F21-01A)
    cards.GATE_WRAITH: ("F22-02",),  # Catapult Overdrive (F22-01A)
    cards.CONSPIRATOR: ("F23-02",),  # Farseers (F23-01A)
    cards.JUDGE: ("F24-02", "F24-03"),  # Vow of Fairness, The Arbiter (F24-01A)
}
"""The Fate Set cards the Act III Setup sides give (held in a play area), by Fate: an Act III
position starts a Fate with them unless it lists its cards (filled by the Fates' Act III parts,
beside their `fates.register_act3`)."""


ACT3_SETUP_COURT: dict[str, tuple[str, ...]] = {
    cards.REDEEMER: ("F19-04",),  # Relic Fence (F19-01A)
    cards.GATE_WRAITH: ("F22-06",),  # Passage Storms (F22-01A step 7)
}
"""The Fate Set cards the Act III Setup sides put on top of the Court deck, by Fate: an Act III
position places them there (on top) when it places them nowhere else (filled by the Fates' Act
III parts, beside their `fates.register_act3`)."""


def setup_cards(fate: str, act: int) -> tuple[str, ...]:
    """The Fate Set cards `fate`'s Setup side of `act` puts in its holder's play area."""
    table = SETUP_CARDS if act == 1 else ACT2_SETUP_CARDS if act == 2 else ACT3_SETUP_CARDS
    return table.get(fate, ())


def playable(act: int) -> tuple[str, ...]:
    """The Fates a seat may have in Act `act`: "A" in Act I; in Act II an "A" Fate kept or a
    "B" Fate chosen at the Intermission (CRB p.29 step F): each has its Act II part
    (`cards.has_act`, `fates.register_act2`); in Act III any Fate, an "A" or "B" one kept or a
    "C" one chosen (a Fate with no Act III part built plays on without it, `acts.missing`)."""
    if act == 1:
        return cards.A_FATES
    every = cards.A_FATES + cards.B_FATE_IDS + cards.C_FATE_IDS
    return tuple(f for f in every if cards.has_act(f, act))


def fates_allowed(act: int, through_intermission: bool) -> tuple[str, ...]:
    """The Fates a position's ``fate`` may name: `playable` (every Fate F1-F16 has its Act II
    part, so a position played through the Intermission, step F's parts given, allows the same)."""
    del through_intermission  # (kept for the callers: every Fate the Intermission deals is built)
    return playable(act)


def _which(act: int, allowed: tuple[str, ...]) -> str:
    if act == 1:
        return "A Fates (F1-F8)"
    if act == 3:
        return "Fates (F1-F24)"
    return f"Fates with an Act {act} part ({', '.join(allowed)})"


def _fail(field: str, wanted: str, value: object) -> None:
    raise InvalidRecord(f"campaign.fates.{field} must be {wanted}, not {shorten(value, 80)}")


def load(s: CampaignState, raw: object, phase: object = None) -> None:
    """Read ``campaign.fates`` into `s` (nothing if absent); from the Intermission's step F on
    (`phase`, ``campaign.act`` 2), step F's parts too (`load_choice`)."""
    if raw is None:
        return
    if not isinstance(raw, Mapping) or set(raw) - KEYS:
        raise InvalidRecord(f"campaign.fates must be an object with keys {', '.join(sorted(KEYS))}")
    n = s.n
    step_f = phase in (CampaignPhase.CHANCE_NEW_FATES, CampaignPhase.CHOOSE_NEW_FATE)
    later = s.act >= 2 or step_f
    allowed = fates_allowed(s.act, raw.get("former") is not None)
    fates = raw.get("fate")
    if (
        not isinstance(fates, list)
        or len(fates) != n
        or not all(isinstance(f, str) and f in allowed for f in fates)
        or len(set(fates)) != n
    ):
        _fail("fate", f"{n} different {_which(s.act, allowed)}, one per seat", fates)
    assert isinstance(fates, list)
    s.fates = [str(f) for f in fates]
    for key in ("former", "completed", "chosen"):
        if raw.get(key) is not None and not later:
            _fail(key, "given only from the Intermission's step F on (CRB p.29)", raw.get(key))
    if not later:
        drawn: Any = raw.get("drawn")
        if drawn is None:
            rest = [f for f in cards.A_FATES if f not in s.fates]
            drawn = [x for p in range(n) for x in (s.fates[p], rest[p])]
        s.fate_offers = [str(f) for f in drawn] if isinstance(drawn, list) else []
        if draw.draw_problem(s, s.fate_offers) or any(s.fates[p] not in draw.offer(s, p) for p in range(n)):
            _fail("drawn", "2 different A Fates per seat, each seat's Fate among its two", drawn)
    setting_up = phase in ACT_SETUP_PHASES  # (the markers go on the track at setup step G)
    act = s.act
    marks: Any = raw.get("objective") or (
        [-1] * n if setting_up else [cards.start_space(f, n, act) for f in s.fates]
    )
    if not isinstance(marks, list) or len(marks) != n:
        _fail("objective", f"{n} marker spaces", marks)
    marks = [-1 if m is None else m for m in marks]  # (null: no marker, as an observation says)
    for p, m in enumerate(marks):
        top = cards.start_space(s.fates[p], n, act)
        if (setting_up or top < 0) and m != -1:
            why = f"during the Act's setup, phase {phase}" if setting_up else 'in Act III but for a "C" Fate'
            _fail(f"objective[{p}]", f"-1 or null (no marker) {why}", m)
        whole = not isinstance(m, bool) and isinstance(m, int)
        if not setting_up and top >= 0 and not (whole and 0 <= m <= top):
            _fail(f"objective[{p}]", f"a space from 0 to {top}", m)
    s.objective = [int(m) for m in marks]
    if step_f or (later and raw.get("former") is not None):
        load_choice(s, raw, phase)
    elif later and any(raw.get(key) is not None for key in ("completed", "chosen", "drawn")):
        # (an Act II position with no Intermission behind it has no step F: as on main)
        _fail("former", "given with step F's parts (drawn, completed, chosen)", raw.get("former"))
    # Fate Set cards the seats' Guild and lore cards hold already (`arcs_campaign.position`).
    in_seats = {
        c: f"seats[{p}]" for p in range(n) for c in s.guild[p] + s.lore[p] if c in cards.FATE_SET_BY_ID
    }
    held: Any = raw.get("cards")
    # Default: what each Fate's Setup side for the Act gives (`setup_cards`); none before the
    # Setup sides have run (the Intermission's step F, the Act's setup: they give them then).
    given = {f: () if s.act > 1 and (setting_up or step_f) else setup_cards(f, s.act) for f in s.fates}
    if held is None:  # (Act II: the A Fates' a position lists; the B Fates' Setup cards by default)
        held = [[c for c in given[f] if c not in in_seats] for f in s.fates]
    if not isinstance(held, list) or len(held) != n:
        _fail("cards", f"{n} lists of Fate Set cards", held)
    every = [c for row in held for c in (row if isinstance(row, list) else [row])]
    if not all(isinstance(c, str) for c in every) or len(set(every)) != len(every):
        _fail("cards", "card ids, each card once", held)
    for p, row in enumerate(held):
        for card in row if isinstance(row, list) else [row]:
            info = cards.FATE_SET_BY_ID.get(card)
            if info is None or info.kind not in ("guild", "lore"):
                _fail(f"cards[{p}]", "Fate Set Guild or lore cards (like F1-03)", card)
            assert info is not None
            if info.id in in_seats:
                _fail(f"cards[{p}]", f"cards held nowhere else ({card} is in {in_seats[card]}'s cards)", card)
            (s.guild if info.kind == "guild" else s.lore)[p].append(info.id)
    # A Setup card held by nobody and placed nowhere was buried (CRB "Bury": an Outlaw's Imperial
    # Officers or Authority): at the bottom of the Court deck.
    places = {c for g in s.guild for c in g} | {c for lore in s.lore for c in lore} | set(s.court)
    places |= set(s.court_deck) | set(s.court_discard) | set(s.attached[1::2])
    for f in s.fates:
        s.court_deck[:0] = [c for c in given[f] if c not in places]
        if s.act == 3 and not (setting_up or step_f):  # (on top, those a Setup side puts there)
            s.court_deck += [c for c in ACT3_SETUP_COURT.get(f, ()) if c not in places | set(s.scrapped)]
    load_golems(s, raw.get("golems"))
    if "F8" in s.fates:
        # (After Act I the stack is gone: its cards went to the Court deck, F8-15.)
        stack = raw.get("faithful", list(cards.FAITHFUL_CARDS) if s.act == 1 else [])
        ok = isinstance(stack, list) and all(isinstance(c, str) for c in stack)
        ok = ok and len(set(stack)) == len(stack)
        if not ok or not set(stack) <= set(cards.FAITHFUL_CARDS):
            _fail("faithful", "Faithful cards (F8-04 to F8-12), bottom first, each once", stack)
        s.faithful = [str(c) for c in stack]
        # Faithful cards off the stack are among the action cards (a position may put them in
        # hands, plays or the discard; any left over go to the action discard).
        placed = {c for h in s.hands for c in h} | {c for _, c, _ in s.plays}
        placed |= {c for c, _, _ in s.action_discard}
        placed |= {c[:-1] for c in placed if c.endswith("W")}  # (played on its Wisdom side)
        loose = [c for c in cards.FAITHFUL_CARDS if c not in stack and c not in placed]
        s.action_discard += [(c, False, -1) for c in loose]
    for i, count in enumerate(league_counts(raw.get("merchant_league"))):
        if count > s.resource_supply[i]:
            _fail("merchant_league", "counts the supply has", raw.get("merchant_league"))
        s.league[i] += count
        s.resource_supply[i] -= count


def load_choice(s: CampaignState, raw: Mapping[str, Any], phase: object) -> None:
    """Step F's parts of ``campaign.fates`` (CRB p.29), from the Intermission's step F on::

        "former": ["F1", "F3", "F2"],       # the Fates of Act I (default: each seat's Fate)
        "completed": [true, false, true],   # who completed (default: the kept Fates; at step F,
                                            # the markers on 0)
        "drawn": ["F1", "F9", "F10", "F11", ...],  # each seat's 2 cards: its Fate first and the
                                            # one drawn if it completed, else the 2 drawn
        "chosen": ["F9", null, null],       # at the choice: who chose what (null: still to choose)

    At step F ``fate`` is the Fates of Act I; after it, the Fates chosen."""
    n = s.n
    step_f = phase in (CampaignPhase.CHANCE_NEW_FATES, CampaignPhase.CHOOSE_NEW_FATE)
    before = s.act if step_f else s.act - 1  # (the Act this step F followed: `choice.act_before`)
    former: Any = raw.get("former", list(s.fates))
    played = fates_allowed(before, True)
    if (
        not isinstance(former, list)
        or len(former) != n
        or not all(isinstance(f, str) and f in played for f in former)
        or len(set(former)) != n
    ):
        _fail(
            "former",
            f"{n} different Fates of Act {before} ({_which(before, played)}; the next are chosen at step F)",
            former,
        )
    s.former_fates = [str(f) for f in former]
    if step_f and s.fates != s.former_fates:
        _fail("fate", f"the Fates of Act {before} ({s.former_fates}) until step F's reveal", s.fates)
    default = [m == 0 for m in s.objective] if step_f else [s.fates[p] == s.former_fates[p] for p in range(n)]
    done: Any = raw.get("completed", default)
    if not isinstance(done, list) or len(done) != n or not all(d in (True, False) for d in done):
        _fail("completed", f"{n} true or false", done)
    s.completed = [bool(d) for d in done]
    for p in range(n):
        if not step_f and s.fates[p] == s.former_fates[p] and not s.completed[p]:
            _fail(
                f"completed[{p}]",
                f"true: a seat keeping its Fate ({s.fates[p]}) completed its objective",
                done,
            )
    if phase == CampaignPhase.CHANCE_NEW_FATES:
        if raw.get("drawn") is not None or raw.get("chosen") is not None:
            _fail("drawn", f"absent at {phase} (the draw is the next chance event)", raw.get("drawn"))
        return
    unused = [f for f in choice.pool_after(before) if f not in s.fates]
    drawn: Any = raw.get("drawn")
    if drawn is None:
        drawn = []
        for p in range(n):
            mine = [] if step_f or s.fates[p] == s.former_fates[p] else [s.fates[p]]
            if s.completed[p]:
                drawn += [s.former_fates[p], *(mine or [unused.pop(0)])]
            else:
                drawn += [*mine, *[unused.pop(0) for _ in range(2 - len(mine))]]
    if not isinstance(drawn, list) or len(drawn) != 2 * n or not all(isinstance(f, str) for f in drawn):
        _fail("drawn", f"{2 * n} Fate cards, 2 per seat", drawn)
    s.fate_offers = [str(f) for f in drawn]
    chosen: Any = raw.get("chosen")
    if phase == CampaignPhase.CHOOSE_NEW_FATE:
        if not isinstance(chosen, list) or len(chosen) != n:
            _fail("chosen", f"{n} Fates chosen or nulls (still to choose) at {phase}", chosen)
        s.fate_choice = [str(f) if isinstance(f, str) else "" for f in chosen]
        s.choosing = [p for p in s.turn_order() if not s.fate_choice[p]]
    elif chosen is not None:
        _fail("chosen", f"given at {CampaignPhase.CHOOSE_NEW_FATE} only", chosen)


def league_counts(raw: object) -> list[int]:
    """Merchant League's resources by type from ``{"relic": 1, ...}`` (checked; none: zeros)."""
    if not isinstance(raw or {}, Mapping):
        _fail("merchant_league", "an object of resource counts", raw)
    league: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
    out = [0] * len(arcs_data.RESOURCES)
    for r, count in league.items():
        if r not in arcs_data.RESOURCES or isinstance(count, bool) or not isinstance(count, int) or count < 0:
            _fail("merchant_league", "resource names with counts", league)
        out[arcs_data.RESOURCES.index(r)] = count
    return out


def load_golems(s: CampaignState, raw: object) -> None:
    if raw is None:
        return
    if "F5" not in s.fates or not isinstance(raw, list):
        raise InvalidRecord("campaign.fates.golems must be a list, with the Caretaker (F5) in play")
    s.golems = [-1] * 4
    s.golem_awake = [False] * 4
    for i, item in enumerate(raw):
        field = f"golems[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"golem", "system", "holder", "awake", "slot"}:
            _fail(field, "an object with golem, system or holder, awake", item)
        assert isinstance(item, Mapping)
        name = item.get("golem")
        if name not in caretaker.GOLEMS or s.golems[caretaker.GOLEMS.index(str(name))] != -1:
            _fail(f"{field}.golem", "a Golem (warrior, protector, seeker, harvester), once", name)
        g = caretaker.GOLEMS.index(str(name))
        if "system" in item:
            if not isinstance(item["system"], str) or item["system"] not in reach.SYSTEM_INDEX:
                _fail(f"{field}.system", "a system like '1.0'", item["system"])
            s.golems[g] = reach.SYSTEM_INDEX[str(item["system"])]
        else:
            holder = item.get("holder")
            if isinstance(holder, bool) or not isinstance(holder, int) or not 0 <= holder < s.n:
                _fail(f"{field}.holder", f"a seat 0..{s.n - 1}", holder)
            assert isinstance(holder, int)
            s.golems[g] = caretaker.HELD + holder
        s.golem_awake[g] = bool(item.get("awake", False))


def fit_golems(s: CampaignState) -> None:
    """Golems held outside Golem Hearth fill resource slots (F5-05): each seat's board resources
    are arranged around them (rearranging is free, base p17), or the position is refused if
    they do not fit."""
    for p in range(s.n):
        golems = s.slot_golems(p)
        if not golems:
            continue
        base = p * RESOURCE_SLOTS
        board = [r for r in s.resources[base : base + BOARD_RESOURCE_SLOTS] if r != EMPTY]
        if len(board) > s.open_slots(p):  # (more Golems than slots: kept, no resource; F5-05)
            raise InvalidRecord(
                f"seats[{p}] holds {len(board)} resources and {golems} Golem(s) in resource slots,"
                f" more than its {s.board_slots(p)} open slots"
            )
        resources.refit(s, p)


# -- The Fates as a seat observes them (`arcs_campaign.position.from_observation`) ----------------
OBSERVED_KEYS = frozenset(
    {"fate", "choosing", "objective", "drawn", "offers", "former", "completed", "chosen"}
)
"""``campaign.fates`` as an observation gives it (`observe.fates_view`): told apart from the
position form above by its ``choosing`` key."""


def observed(raw: object) -> bool:
    """True if ``campaign.fates`` is in the observation's form."""
    return isinstance(raw, Mapping) and "choosing" in raw


def known_fates(camp: Mapping[str, Any]) -> list[str]:
    """The Fates an observation shows (a Rival's only once everyone has chosen)."""
    raw = camp.get("fates")
    fates = raw.get("fate") if isinstance(raw, Mapping) else None
    # (checked when read: `load_observed`; here, only what it can be)
    return (
        [f for f in fates if isinstance(f, str) and f in cards.FATE_BY_ID] if isinstance(fates, list) else []
    )


def faithful_stack(camp: Mapping[str, Any]) -> list[str]:
    """The Faithful stack an observation shows as its size and top card: the stack is built in
    number order and only ever loses its top card (Teach), so it is the first cards in order."""
    size = camp.get("faithful_stack", 0)
    if isinstance(size, bool) or not isinstance(size, int) or not 0 <= size <= len(cards.FAITHFUL_CARDS):
        _fail("faithful_stack", f"a whole number 0..{len(cards.FAITHFUL_CARDS)}", size)
    stack = list(cards.FAITHFUL_CARDS[:size])
    top = camp.get("faithful_top")
    if (stack[-1] if stack else None) != top:
        _fail("faithful_top", f"the top of a stack of {size} ({stack[-1] if stack else None})", top)
    return stack


def circulating_faithful(camp: Mapping[str, Any]) -> list[str]:
    """Faithful cards among the action cards in an observation's position: with the Believer in
    play, those not on the stack, attached, in the Court or its deck, or scrapped
    (`believer.in_circulation`)."""
    given = camp.get("faithful_actions")
    if given is not None:  # (after Act I: named in the observation)
        if not isinstance(given, list) or not set(given) <= set(cards.FAITHFUL_CARDS):
            _fail("faithful_actions", "Faithful cards (F8-04 to F8-12)", given)
        assert isinstance(given, list)
        return [c for c in cards.FAITHFUL_CARDS if c in given]
    if cards.BELIEVER not in known_fates(camp):
        return []
    elsewhere = set(faithful_stack(camp)) | {str(c) for c in _list_of(camp.get("scrapped_actions"))}
    elsewhere |= {str(c) for c in _list_of(camp.get("court_deck"))}
    elsewhere |= {str(c) for c in _list_of(camp.get("court_deck_known"))}
    for item in _list_of(camp.get("attached")):
        if isinstance(item, Mapping):
            elsewhere.add(str(item.get("card")))
    for item in _list_of(camp.get("court")):
        if isinstance(item, Mapping):
            elsewhere.add(str(item.get("card")))
    return [c for c in cards.FAITHFUL_CARDS if c not in elsewhere]


def _list_of(value: object) -> list[Any]:
    return value if isinstance(value, list) else []


def load_observed(
    s: CampaignState,
    camp: Mapping[str, Any],
    viewer: object,
    rng: random.Random | None,
    supply_given: bool,
    phase: object = None,
) -> None:
    """Read the Fates' parts of an observation (`observe.observation`) into `s`, dealing what
    the viewer has not seen from `rng` (a fixed choice without it): before the reveal, each
    Rival's two drawn Fates and their choice; after it, each Rival's Fate not chosen (never one
    the viewer drew or sees chosen); the identities of Sleeping Golems the viewer does not hold.
    Merchant League, attached cards, the Faithful stack and the scrapped action cards are public."""
    raw = camp.get("fates")
    if not isinstance(raw, Mapping) or set(raw) - OBSERVED_KEYS:
        raise InvalidRecord(f"campaign.fates must be an object with keys {', '.join(sorted(OBSERVED_KEYS))}")
    n = s.n
    seat = viewer if isinstance(viewer, int) and not isinstance(viewer, bool) and 0 <= viewer < n else None
    fate = raw.get("fate")
    allowed = fates_allowed(s.act, raw.get("former") is not None)
    if not isinstance(fate, list) or len(fate) != n or any(f is not None and f not in allowed for f in fate):
        _fail("fate", f"{n} {_which(s.act, allowed)} or nulls", fate)
    choosing = raw.get("choosing")
    if not isinstance(choosing, list) or any(isinstance(p, bool) or p not in range(n) for p in choosing):
        _fail("choosing", "the seats still to choose", choosing)
    marks = raw.get("objective")
    if (
        not isinstance(marks, list)
        or len(marks) != n
        or any(
            m is not None and (isinstance(m, bool) or not isinstance(m, int) or not 0 <= m <= 99)
            for m in marks
        )
    ):
        _fail("objective", f"{n} marker spaces or nulls", marks)
    assert isinstance(fate, list) and isinstance(choosing, list) and isinstance(marks, list)
    s.choosing = [int(p) for p in choosing]
    s.objective = [-1 if m is None else int(m) for m in marks]
    s.fates = [str(f) if f else "" for f in fate]
    if raw.get("former") is not None:  # (from step F on; an Act II position may have none)
        load_observed_choice(s, raw, seat, rng, phase)
    else:
        _load_observed_draw(s, raw, seat, rng)
    _load_observed_rest(s, camp, viewer, rng, supply_given)


def _load_observed_draw(
    s: CampaignState, raw: Mapping[str, Any], seat: int | None, rng: random.Random | None
) -> None:
    """Act I's draw (CRB p.6 step B) as a seat observes it."""
    n = s.n
    offers = raw.get("offers")
    drawn = raw.get("drawn")
    if offers is not None:  # (a snapshot: nothing hidden)
        if not isinstance(offers, list):
            _fail("offers", "the Fates drawn, 2 per seat", offers)
        s.fate_offers = [str(f) for f in offers]
    elif s.act > 1:
        s.fate_offers = []  # (Act I's draw is over: the Fates not chosen are out of the game)
    elif drawn is not None or s.choosing or any(s.fates):
        own = [str(f) for f in drawn] if isinstance(drawn, list) and seat is not None else []
        if seat is not None and (len(own) != 2 or s.fates[seat] and s.fates[seat] not in own):
            _fail("drawn", "the viewer's 2 Fates, its choice among them", drawn)
        unseen = [f for f in cards.A_FATES if f not in own and f not in s.fates]
        if rng is not None:
            rng.shuffle(unseen)
        s.fate_offers = []
        for p in range(n):
            if p == seat:
                s.fate_offers += own
                continue
            if len(unseen) < (1 if s.fates[p] else 2):
                raise InvalidRecord("campaign.fates: more Fates drawn than the 8 A Fates")
            pair = [s.fates[p] or unseen.pop(), unseen.pop()]
            if rng is not None:
                rng.shuffle(pair)
            s.fate_offers += pair
            if p not in s.choosing and not s.fates[p]:
                # A Rival who chose before the reveal: one of their two, unseen.
                s.fates[p] = pair[0]
    if draw.draw_problem(s, s.fate_offers) and s.fate_offers:
        _fail("offers", "2 different A Fates per seat", s.fate_offers)


def load_observed_choice(
    s: CampaignState, raw: Mapping[str, Any], seat: int | None, rng: random.Random | None, phase: object
) -> None:
    """The Intermission's step F and after (CRB p.29) as a seat observes it: the Fates of the Act
    before and who completed (public); each Rival's drawn cards and secret choice dealt anew
    from the "B" Fates the seat has not seen (a Rival who completed holds its Fate and 1 drawn,
    one who failed 2 drawn; a Fate revealed is among its seat's cards)."""
    n = s.n
    former, completed = raw.get("former"), raw.get("completed")
    if (
        not isinstance(former, list)
        or len(former) != n
        or not all(isinstance(f, str) and f in cards.FATE_BY_ID for f in former)
    ):
        _fail("former", f"{n} Fates (of the Act before the Intermission)", former)
    if (
        not isinstance(completed, list)
        or len(completed) != n
        or not all(c in (True, False) for c in completed)
    ):
        _fail("completed", f"{n} true or false", completed)
    assert isinstance(former, list) and isinstance(completed, list)
    s.former_fates = [str(f) for f in former]
    s.completed = [bool(c) for c in completed]
    choosing = phase == CampaignPhase.CHOOSE_NEW_FATE
    if choosing and any(s.fates[p] != s.former_fates[p] for p in range(n)):
        _fail("fate", f"the Fates of the Act before ({s.former_fates}) until all reveal", s.fates)
    chosen = raw.get("chosen")
    if choosing != isinstance(chosen, list) or (isinstance(chosen, list) and len(chosen) != n):
        _fail("chosen", f"{n} choices or nulls at {CampaignPhase.CHOOSE_NEW_FATE} only", chosen)
    picks = [str(c) if c else "" for c in chosen] if isinstance(chosen, list) else []
    offers = raw.get("offers")
    if offers is not None:  # (a snapshot: nothing hidden)
        if not isinstance(offers, list):
            _fail("offers", "the Fates drawn, 2 per seat", offers)
        s.fate_offers = [str(f) for f in offers]
        s.fate_choice = picks
        return
    drawn = raw.get("drawn")
    if phase == CampaignPhase.CHANCE_NEW_FATES or (seat is not None and drawn is None and not choosing):
        # Step F before its draw: a seat is shown its 2 cards once drawn (`fates_view`), so none
        # shown means none drawn yet, also while an overflow discard interrupts (phase discard).
        s.fate_offers, s.fate_choice = [], []
        return
    own = [str(f) for f in drawn] if isinstance(drawn, list) and seat is not None else []
    if seat is not None and len(own) != 2:
        _fail("drawn", "the viewer's 2 Fate cards", drawn)
    revealed = [] if choosing else s.fates
    before = s.act if phase in (CampaignPhase.CHANCE_NEW_FATES, CampaignPhase.CHOOSE_NEW_FATE) else s.act - 1
    unseen = [f for f in choice.pool_after(before) if f not in own and f not in revealed]
    if rng is not None:
        rng.shuffle(unseen)
    s.fate_offers = []
    for p in range(n):
        if p == seat:
            s.fate_offers += own
            continue
        shown = [] if choosing or s.fates[p] == s.former_fates[p] else [s.fates[p]]
        need = (1 if s.completed[p] else 2) - len(shown)
        if need < 0 or len(unseen) < need:
            raise InvalidRecord("campaign.fates: more Fates drawn than the box holds, or a Fate not drawn")
        new = shown + [unseen.pop() for _ in range(need)]
        if rng is not None:
            rng.shuffle(new)
        s.fate_offers += [s.former_fates[p], *new] if s.completed[p] else new
    if choosing:
        s.fate_choice = [
            picks[p]
            if p == seat
            else ""
            if p in s.choosing
            else s.fate_offers[2 * p + (rng.randrange(2) if rng else 0)]
            for p in range(n)
        ]


def _load_observed_rest(
    s: CampaignState, camp: Mapping[str, Any], viewer: object, rng: random.Random | None, supply_given: bool
) -> None:
    """The public Fate parts and the Golems of an observation."""
    n = s.n
    # The Golems: where each is (public); a Sleeping one's name only to its holder.
    items = _list_of(camp.get("golems"))
    if items:
        s.golems = [-1] * 4
        s.golem_awake = [False] * 4
        hidden: list[tuple[int, bool]] = []
        for i, item in enumerate(items):
            if not isinstance(item, Mapping) or set(item) - {"golem", "system", "holder", "awake", "slot"}:
                _fail(f"golems[{i}]", "an object with golem, system or holder, awake", item)
            if "system" in item:
                if not isinstance(item["system"], str) or item["system"] not in reach.SYSTEM_INDEX:
                    _fail(f"golems[{i}].system", "a system like '1.0'", item["system"])
                where = reach.SYSTEM_INDEX[str(item["system"])]
            else:
                holder = item.get("holder")
                if isinstance(holder, bool) or not isinstance(holder, int) or not 0 <= holder < n:
                    _fail(f"golems[{i}].holder", f"a seat 0..{n - 1}", holder)
                assert isinstance(holder, int)
                where = caretaker.HELD + holder
            name = item.get("golem")
            if name is None:
                hidden.append((where, bool(item.get("awake", False))))
                continue
            if name not in caretaker.GOLEMS or s.golems[caretaker.GOLEMS.index(str(name))] != -1:
                _fail(f"golems[{i}].golem", "a Golem (warrior, protector, seeker, harvester), once", name)
            g = caretaker.GOLEMS.index(str(name))
            s.golems[g], s.golem_awake[g] = where, bool(item.get("awake", False))
        free = [g for g in range(4) if s.golems[g] == -1]
        if len(free) < len(hidden):
            _fail("golems", "at most 4 Golems", items)
        if rng is not None:
            rng.shuffle(free)
        for g, (where, awake) in zip(free, hidden, strict=False):
            s.golems[g], s.golem_awake[g] = where, awake
    # Public parts.
    if cards.BELIEVER in s.fates:
        s.faithful = faithful_stack(camp)
    s.scrapped_actions = [str(c) for c in _list_of(camp.get("scrapped_actions"))]
    s.attached = []
    for i, item in enumerate(_list_of(camp.get("attached"))):
        if (
            not isinstance(item, Mapping)
            or not isinstance(item.get("host"), str)
            or not isinstance(item.get("card"), str)
        ):
            _fail(f"attached[{i}]", "an object with host and card", item)
        s.attached += [str(item["host"]), str(item["card"])]
    for i, count in enumerate(league_counts(camp.get("merchant_league"))):
        s.league[i] = count
        if not supply_given:
            s.resource_supply[i] -= count
        if s.resource_supply[i] < 0:
            _fail("merchant_league", "counts the supply has", camp.get("merchant_league"))
