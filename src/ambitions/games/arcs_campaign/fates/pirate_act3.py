"""F12 Pirate, Act III (Fates file "F12 — Pirate"; card texts F12-08A/B, F12-09 to F12-12,
F12-05 to F12-07).

Setup (F12-08A): the 2 Rumors Spread (09-10) shuffled into the Court deck (a chance event); the
4 Rumor tokens (2 True: *Cluster Correct*, *Symbol Correct*; 2 False) each face down on a
different planet; Rumors of the Haven (11) and Sharing Rumors (12) in the rules booklet. The
True Rumors name the Pirate Haven: the planet of the Cluster Correct token's cluster with the
Symbol Correct token's ID symbol.

The Rumors (`CampaignState.rumors`, one per token, Cluster Correct, Symbol Correct, False,
False: ``2 * system + face_up``, -1 before it is placed; `CampaignState.rumor_agents`: a bit per
seat with an agent on it). The Pirate places them in two steps, so that no Rival learns which
is which: first the 4 planets (``choose 3.2``, four times, public: the tokens lie face down),
then which of them is Cluster Correct and which Symbol Correct (``choose 3.2``, shown to the
Rivals as ``choose (hidden)``, `hides_choice`). Who sees a face-down Rumor (Rumors of the Haven,
F12-11): the Pirate, and a Rival with a Loyal agent on it; the others see "hidden" (`view`,
dealt again by `load_position` for a determinized world).

Grand ambitions (F12-08B), *Laugh at Your Rivals' Folly*: with at least 2 resources on the
Pirate Hoard, (1) no Rival piece is in the Haven's system; (2) a Loyal piece is there.
READING: the registry's grand ambitions ask nothing (docs/campaign.md "The Act III registry"),
so the Pirate declares each whenever it is true ("you choose to declare truthfully": declaring
only gains Power); a Rival's agent on a Rumor in that system is a Rival piece there.

End of Act III (`campaign_end`): each Rival of the Pirate in turn order may name a planet they
control (``choose 3.2`` / ``choose none``); the True Rumors are turned face up; a player who
named the Haven gains 10 Power, and then the Pirate loses 10 (READING: once, as the card says
"you lose 10 Power"; HRF takes 10 per such player); if nobody did, the Pirate gains 10.

* Rumors Spread (F12-09, F12-10, Vox): Crisis, in the rolled cluster every Rumor face up and the
  agents on them back to their owners, the card discarded if any was turned; When Secured, an
  agent on a Rumor in a system with the securer's Loyal pieces (``choose 3.2`` / ``choose
  none``), the card discarded.
* Rumors of the Haven (F12-11, law): a player who steals anything from the Pirate in a battle may
  place 1 agent on a Rumor without an agent of theirs (``choose 3.2`` / ``choose none``, once per
  battle).
* Sharing Rumors (F12-12, Summit): a Negotiation action of the Pirate's Rivals, ``share 3.2``: the
  Rival affected places an agent on a Rumor carrying the taker's agent (`negotiations`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_NAMES
from ambitions.games.arcs.state import RESOURCE_SLOTS, ArcsState
from ambitions.games.arcs_campaign import empire, guild
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.partisan_act2 import leave_court
from ambitions.games.arcs_campaign.state import CampaignState

PIRATE = "F12"
SETUP_CARD = "F12-08"
RUMORS_SPREAD = ("F12-09", "F12-10")
RUMORS_OF_THE_HAVEN = "F12-11"
SHARING_RUMORS = "F12-12"
CLUSTER_CORRECT, SYMBOL_CORRECT = 0, 1
"""The True Rumors' indexes in `CampaignState.rumors` (2 and 3 are the False ones)."""
RUMOR_NAMES = ("cluster", "symbol", "false", "false")
"""A Rumor's face, as the views write it."""
HOARD_NEEDED = 2
HAVEN_POWER = 10
PLACE, CLUSTER, SYMBOL, GUESS, AGENT = "place", "cluster", "symbol", "guess", "agent"
STEAL_FLAG = "rumor-steal"
"""`ArcsState.turn_flags`: this battle's stealer already placed (or declined) an agent."""
NONE = "none"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def pirate(s: CampaignState) -> int:
    return next((p for p in range(s.n) if s.fates[p] == PIRATE), -1)


def system_of(code: int) -> int:
    return code >> 1


def placed(s: CampaignState) -> list[int]:
    """The systems with a Rumor."""
    return [system_of(c) for c in s.rumors if c >= 0]


def face_up(s: CampaignState, i: int) -> bool:
    return s.rumors[i] >= 0 and bool(s.rumors[i] & 1)


def haven(s: CampaignState) -> int:
    """The Pirate Haven's planet: the Cluster Correct token's cluster, the Symbol Correct token's
    ID symbol (F12-08A's example: cluster 5, an arrow planet of cluster 2: 5-arrow), or -1."""
    if not s.rumors or min(s.rumors[:2]) < 0:
        return -1
    cluster = reach.cluster_of(system_of(s.rumors[CLUSTER_CORRECT]))
    symbol = system_of(s.rumors[SYMBOL_CORRECT]) % 4
    return (cluster - 1) * 4 + symbol


def sees(s: CampaignState, i: int, viewer: int | None, omniscient: bool = False) -> bool:
    """F12-11: "The Pirate may peek at Rumors. The Pirate's Rivals may peek at Rumors with their
    Loyal agents." A face-up Rumor is public."""
    if omniscient or face_up(s, i):
        return True
    if viewer is None or viewer < 0:
        return False
    return s.fates[viewer] == PIRATE or bool(s.rumor_agents[i] >> viewer & 1)


# -- the Setup side (F12-08A) ------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F12-08A steps 1-3 (the shuffle is a chance event; the 4 planets, then the True Rumors)."""
    res.to_court(s, RUMORS_SPREAD)
    s.choices.append((-1, "SHUFFLE", "court"))
    for card in (RUMORS_OF_THE_HAVEN, SHARING_RUMORS):
        res.to_booklet(s, card)
    s.rumors = [-1] * 4
    s.rumor_agents = [0] * 4
    push_choice(s, seat, SETUP_CARD, PLACE)


def _planets(s: CampaignState) -> list[int]:
    taken = placed(s)
    return [x for x in range(reach.NUM_SYSTEMS) if s.in_play[x] and not reach.is_gate(x) and x not in taken]


def _setup_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    if choice[2] == PLACE:
        return [(reach.SYSTEM_IDS[x],) for x in _planets(c)]
    left = [system_of(code) for code in c.rumors[(1 if choice[2] == SYMBOL else 0) :]]
    return [(reach.SYSTEM_IDS[x],) for x in sorted(left)]


def _setup_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Placing: the next free token (their order is not yet their face); then Cluster Correct
    and Symbol Correct swapped onto their indexes."""
    c, seat = _c(s), int(choice[0])
    x = reach.SYSTEM_INDEX[str(args[0])]
    if choice[2] == PLACE:
        c.rumors[c.rumors.index(-1)] = 2 * x
        push_choice(s, seat, SETUP_CARD, PLACE if -1 in c.rumors else CLUSTER)
        return
    target = CLUSTER_CORRECT if choice[2] == CLUSTER else SYMBOL_CORRECT
    at = [system_of(code) for code in c.rumors].index(x)
    c.rumors[target], c.rumors[at] = c.rumors[at], c.rumors[target]
    if choice[2] == CLUSTER:
        push_choice(s, seat, SETUP_CARD, SYMBOL)


SETUP_POWER = Power(SETUP_CARD, "Pirate Act III Setup", choice_options=_setup_options, choose=_setup_choose)


def hides_choice(s: CampaignState, viewer: int | None) -> bool:
    """The action about to be taken names a True Rumor (the Pirate's secret) and `viewer` is not
    the Pirate (`CampaignState.action_text`)."""
    if not s.choices or viewer == s.mover:
        return False
    top = s.choices[-1]
    return top[1] == SETUP_CARD and top[2] in (CLUSTER, SYMBOL)


# -- grand ambitions (F12-08B) --------------------------------------------------------------------------
def rival_piece_at(s: CampaignState, seat: int, x: int) -> bool:
    rivals = [p for p in range(s.n) if p != seat]
    agents = any(
        s.rumor_agents[i] & ~(1 << seat)
        for i, code in enumerate(s.rumors)
        if code >= 0 and system_of(code) == x
    )
    return agents or any(s.has_piece_at(x, p) for p in rivals)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F12-08B: "Your Pirate Hoard card has at least 2 resources and... no Rival pieces are in
    the Pirate Haven's system... a Loyal piece is in the Pirate Haven's system.\""""
    x = haven(s)
    if x < 0 or sum(s.hoard) < HOARD_NEEDED:
        return (False, False)
    return (not rival_piece_at(s, seat, x), s.has_piece_at(x, seat))


# -- the End of Act III (F12-08B) ---------------------------------------------------------------------------
def campaign_end(s: CampaignState, seat: int) -> None:
    """ "At the end of Act III, the Pirate's Rivals in turn order may each choose 1 planet that
    they control": the first Rival asked (the next after each answer, `_guess`)."""
    s.haven_guesses = [-1] * s.n
    rivals = [p for p in s.turn_order() if p != seat]
    if rivals:
        push_choice(s, rivals[0], RUMORS_OF_THE_HAVEN, GUESS, seat)
    else:
        reveal(s, seat)


def controls(s: CampaignState, seat: int, x: int) -> bool:
    return empire.controls(s, seat, x)


def _guess_options(s: CampaignState, seat: int) -> list[Args]:
    out: list[Args] = [
        (reach.SYSTEM_IDS[x],)
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x] and not reach.is_gate(x) and controls(s, seat, x)
    ]
    return out + [(NONE,)]


def _guess(s: CampaignState, choice: Choice, args: Args) -> None:
    seat, keeper = int(choice[0]), int(choice[3])
    if args[0] != NONE:
        s.haven_guesses[seat] = reach.SYSTEM_INDEX[str(args[0])]
    order = [p for p in s.turn_order() if p != keeper]
    later = order[order.index(seat) + 1 :]
    if later:
        push_choice(s, later[0], RUMORS_OF_THE_HAVEN, GUESS, keeper)
    else:
        reveal(s, keeper)


def reveal(s: CampaignState, keeper: int) -> None:
    """ "Reveal the True Rumor tokens to show the Pirate Haven's planet. If any player chose the
    Pirate Haven's planet, they gain 10 Power and you lose 10 Power. If no one did, you gain 10
    Power.\""""
    for i in (CLUSTER_CORRECT, SYMBOL_CORRECT):
        if s.rumors[i] >= 0:
            s.rumors[i] |= 1
    x = haven(s)
    found = [p for p in range(s.n) if x >= 0 and s.haven_guesses[p] == x]
    for p in found:
        s.power[p] += HAVEN_POWER
    s.power[keeper] += -HAVEN_POWER if found else HAVEN_POWER


# -- Rumors Spread (F12-09, F12-10) and Rumors of the Haven (F12-11) --------------------------------
def rumors_spread_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "In the rolled cluster, flip all Rumor tokens face up and return all agents on
        them. If this flipped any Rumors, discard this card.\""""
        assert s.event_roll is not None
        cluster = int(s.event_roll[2])
        flipped = False
        for i, code in enumerate(s.rumors):
            if code < 0 or reach.cluster_of(system_of(code)) != cluster:
                continue
            flipped = flipped or not code & 1
            s.rumors[i] = code | 1
            _return_agents_on(s, i)
        if flipped and card in s.court:
            leave_court(s, card)
            s.court_discard.append(card)

    return crisis


def _return_agents_on(s: CampaignState, i: int) -> None:
    for p in range(s.n):
        if s.rumor_agents[i] >> p & 1:
            return_agents(s, p, 1)
    s.rumor_agents[i] = 0


def agent_options(s: CampaignState, seat: int, loyal_only: bool) -> list[Args]:
    """Rumors `seat` may put an agent on: one without an agent of theirs (with `loyal_only`, in a
    system with their Loyal pieces, F12-09), while they have an agent in their supply."""
    if s.agents[seat] <= 0 or not s.rumors:
        return []
    out: list[Args] = [
        (reach.SYSTEM_IDS[system_of(code)],)
        for i, code in enumerate(s.rumors)
        if code >= 0
        and not s.rumor_agents[i] >> seat & 1
        and (not loyal_only or s.has_piece_at(system_of(code), seat))
    ]
    return sorted(out, key=str) + [(NONE,)] if out else []


def place_agent(s: CampaignState, seat: int, system_id: str) -> None:
    x = reach.SYSTEM_INDEX[system_id]
    i = [system_of(code) for code in s.rumors].index(x)
    s.agents[seat] -= 1
    s.rumor_agents[i] |= 1 << seat


def _spread_secured(s: ArcsState, seat: int) -> None:
    """When Secured: "You may place an agent on a Rumor token in a system with Loyal pieces.
    Discard this card." (the card is already discarded by securing it)."""
    if agent_options(_c(s), seat, True):
        push_choice(s, seat, RUMORS_SPREAD[0], AGENT)


def _agent_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    if choice[2] == GUESS:
        return _guess_options(c, int(choice[0]))
    return agent_options(c, int(choice[0]), choice[1] in RUMORS_SPREAD)


def _agent_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    if choice[2] == GUESS:
        _guess(c, choice, args)
    elif args[0] != NONE:
        place_agent(c, int(choice[0]), str(args[0]))


def stole_from_pirate(s: CampaignState, seat: int, before: int, kind: str) -> None:
    """F12-11: "In battle, if a player steals anything from the Pirate, they may also place 1
    agent on a Rumor without a Loyal agent." A raid's ``steal`` that took something of the
    Pirate's (`before`: their `holdings` before it); once per battle (`STEAL_FLAG`, cleared when
    the battle is over)."""
    keeper = pirate(s)
    took = kind == "steal" and 0 <= keeper != seat and 0 <= before and holdings(s, keeper) < before
    if took and seat >= 0 and STEAL_FLAG not in s.turn_flags:
        s.turn_flags.append(STEAL_FLAG)
        if agent_options(s, seat, False):
            push_choice(s, seat, RUMORS_OF_THE_HAVEN, AGENT)
    if s.battle_system < 0 and STEAL_FLAG in s.turn_flags:
        s.turn_flags.remove(STEAL_FLAG)


def holdings(s: CampaignState, seat: int) -> int:
    """What a raid can steal from `seat`: resources (the board's, the Hoard's) and Guild cards."""
    board = sum(1 for r in s.resources[seat * RESOURCE_SLOTS : (seat + 1) * RESOURCE_SLOTS] if r >= 0)
    return board + sum(s.hoard) * (seat == pirate(s)) + len(s.guild[seat])


HAVEN_POWER_CARD = Power(
    RUMORS_OF_THE_HAVEN, "Rumors of the Haven", choice_options=_agent_options, choose=_agent_choose
)
SPREAD_POWERS = tuple(
    Power(
        card,
        "Rumors Spread",
        when_secured=_spread_secured,
        choice_options=_agent_options,
        choose=_agent_choose,
    )
    for card in RUMORS_SPREAD
)


# -- Sharing Rumors (F12-12) -------------------------------------------------------------------------------
def share_actions(s: CampaignState, actor: int, target: int) -> list[tuple[str, str]]:
    """F12-12: "Rivals of the Pirate can take a new Negotiation action, Share Rumor: A Rival
    places their Loyal agent on a Rumor token that has your Loyal agent." (``share 3.2``)."""
    if SHARING_RUMORS not in s.booklet or not s.rumors or s.agents[target] <= 0:
        return []
    if PIRATE in (s.fates[actor], s.fates[target]):
        return []
    return [
        ("share", reach.SYSTEM_IDS[system_of(code)])
        for i, code in enumerate(s.rumors)
        if code >= 0 and s.rumor_agents[i] >> actor & 1 and not s.rumor_agents[i] >> target & 1
    ]


# -- views and positions ----------------------------------------------------------------------------------
def view(s: CampaignState, seat: int | None, omniscient: bool) -> list[dict[str, Any]] | None:
    """The Rumors by planet (never in their tokens' order): face up or down, the face to those
    who may see it ("hidden" to the others), the seats with an agent on it."""
    if not s.rumors:
        return None
    out = []
    for i, code in enumerate(s.rumors):
        if code < 0:
            continue
        out.append(
            {
                "system": reach.SYSTEM_IDS[system_of(code)],
                "face_up": bool(code & 1),
                "rumor": RUMOR_NAMES[i] if sees(s, i, seat, omniscient) else "hidden",
                "agents": [p for p in range(s.n) if s.rumor_agents[i] >> p & 1],
            }
        )
    return sorted(out, key=lambda r: reach.SYSTEM_INDEX[r["system"]])


def load_position(s: CampaignState, raw: object, rng: random.Random | None) -> None:
    """Read ``campaign.rumors`` (`view`'s form). Hidden faces are dealt from those not shown
    (`rng`; in order without it): a determinized world agrees with the observation."""
    if raw is None:
        return
    if not isinstance(raw, list) or len(raw) > 4:
        raise InvalidRecord(f"campaign.rumors must be a list of at most 4 Rumors, not {shorten(raw, 60)}")
    s.rumors, s.rumor_agents = [-1] * 4, [0] * 4
    faces = list(RUMOR_NAMES)
    hidden: list[tuple[int, int]] = []
    seen: set[int] = set()
    for k, item in enumerate(raw):
        field = f"campaign.rumors[{k}]"
        if not isinstance(item, Mapping) or set(item) != {"system", "face_up", "rumor", "agents"}:
            raise InvalidRecord(f"{field} must be an object with system, face_up, rumor, agents")
        x = reach.SYSTEM_INDEX.get(str(item["system"]), -1)
        if x < 0 or reach.is_gate(x) or not s.in_play[x] or x in seen:
            raise InvalidRecord(
                f"{field}.system must be a planet in play with no other Rumor, not {item['system']}"
            )
        seen.add(x)
        agents = item["agents"]
        if not isinstance(agents, list) or any(type(p) is not int or not 0 <= p < s.n for p in agents):
            raise InvalidRecord(f"{field}.agents must be a list of seats")
        code = 2 * x + int(item["face_up"] is True)
        bits = sum(1 << p for p in set(agents))
        face = item["rumor"]
        if face == "hidden" and not item["face_up"]:
            hidden.append((code, bits))
            continue
        if face not in faces:
            raise InvalidRecord(f"{field}.rumor must be one of the faces left {sorted(set(faces))} or hidden")
        i = _free_index(s, face)
        faces[faces.index(face)] = ""
        s.rumors[i], s.rumor_agents[i] = code, bits
    left = [f for f in faces if f]
    if len(hidden) > len(left):
        raise InvalidRecord("campaign.rumors: more Rumors than tokens (2 True, 2 False)")
    if rng is not None:
        rng.shuffle(left)
    for (code, bits), face in zip(hidden, left, strict=False):
        i = _free_index(s, face)
        s.rumors[i], s.rumor_agents[i] = code, bits


def load_guesses(s: CampaignState, raw: object) -> None:
    """Read ``campaign.haven_guesses`` (a planet or null per seat)."""
    if raw is None:
        return
    if not isinstance(raw, list) or len(raw) != s.n:
        raise InvalidRecord(
            f"campaign.haven_guesses must be a planet or null per seat, not {shorten(raw, 60)}"
        )
    s.haven_guesses = [reach.SYSTEM_INDEX.get(str(x), -1) if x is not None else -1 for x in raw]
    if any(x is not None and x not in reach.SYSTEM_INDEX for x in raw):
        raise InvalidRecord(
            f"campaign.haven_guesses must be planets like '3.2' or null, not {shorten(raw, 60)}"
        )


def _free_index(s: CampaignState, face: str) -> int:
    if face == "cluster":
        return CLUSTER_CORRECT
    if face == "symbol":
        return SYMBOL_CORRECT
    return 2 if s.rumors[2] < 0 else 3


def problems(s: CampaignState) -> list[str]:
    """What the Rumors keep (`invariants`)."""
    if not s.rumors:
        return []
    out: list[str] = []
    where = placed(s)
    if len(set(where)) != len(where) or any(reach.is_gate(x) for x in where):
        out.append(f"Rumors {s.rumors}: two on a planet or one on a gate")
    if len(s.rumors) != 4 or len(s.rumor_agents) != 4:
        out.append("not 4 Rumors")
    return out


def agents_on(s: CampaignState, seat: int) -> int:
    """`seat`'s agents on the Rumors (`invariants`: they are off its supply)."""
    return sum(bits >> seat & 1 for bits in s.rumor_agents)


def lines(c: Mapping[str, Any]) -> list[str]:
    """The plain view's line (`render.fate_lines`)."""
    rumors = c.get("rumors")
    if not rumors:
        return []
    parts = [
        f"{r['system']} {r['rumor']}{' (face up)' if r['face_up'] else ''}"
        + (f" agents {r['agents']}" if r["agents"] else "")
        for r in rumors
    ]
    return ["Rumors: " + "; ".join(parts)]


# -- the Act II Resolution's Act III cards (F12-05 to F12-07) -------------------------------------------
PIRATE_SMUGGLERS = "F12-05"
CALL_TO_ACTION = "F12-06"
SILVER_TONGUES = "F12-07"


def smuggler_targets(s: CampaignState, seat: int, taken: list[Args]) -> list[Args]:
    """Pirate Smugglers (F12-05): "You may tax Rival cities with any Loyal ships, ignoring
    control": a Rival city (not yet taxed this turn) in a system with `seat`'s Loyal ships."""
    if PIRATE_SMUGGLERS not in s.guild[seat]:
        return []
    have = {str(a[0]) for a in taken}
    out: list[Args] = []
    for k, code in enumerate(s.slots):
        owner = code >> 2
        if code < 0 or not code & 2 or owner == seat or owner >= s.n or k in s.taxed:
            continue
        x = reach.SLOT_SYSTEM[k]
        ships = s.fresh[x * s.n + seat] + s.damaged[x * s.n + seat] + (s.flagship[seat] == x)
        if ships and SLOT_NAMES[k] not in have:
            out.append((SLOT_NAMES[k],))
    return out


def smuggles(s: CampaignState, seat: int, k: int) -> bool:
    """ "...but you do not capture an agent if you do not control it": a Rival city taxed by
    Pirate Smugglers where `seat` does not control the system."""
    owner = s.slots[k] >> 2
    if PIRATE_SMUGGLERS not in s.guild[seat] or owner == seat or owner >= s.n:
        return False
    return s.controller(reach.SLOT_SYSTEM[k]) != seat


def draw_bottom_action(s: CampaignState, seat: int) -> None:
    """Call to Action (F12-06): "Draw 1 action card from the bottom of the action discard pile"
    (the pile's first card: it is kept in the order discarded)."""
    if s.action_discard:
        card = s.action_discard.pop(0)[0]
        s.hands[seat].append(card)
        s.hands[seat].sort()


def _call_secured(s: ArcsState, seat: int) -> None:
    """When Secured: draw the bottom action discard; "Discard Call to Action" (securing it has)."""
    draw_bottom_action(_c(s), seat)


def call_to_action_crisis(s: CampaignState) -> None:
    """Crisis: "The player with the most resources takes the When Secured action." Reading (as
    Song of Freedom's FAQ, CC14): a tie goes to the tied player earliest in turn order from the
    initiative holder; the resources are those on their board."""
    order = s.turn_order()
    most = max(order, key=lambda p: (len(resources.held(s, p)), -order.index(p)))
    draw_bottom_action(s, most)
    if CALL_TO_ACTION in s.court:
        leave_court(s, CALL_TO_ACTION)
        s.court_discard.append(CALL_TO_ACTION)


CARD_POWERS: tuple[Power, ...] = (
    replace(guild.POWERS["CC08"], id=SILVER_TONGUES),  # F12-07: "as CC08"
)


POWERS: tuple[Power, ...] = (SETUP_POWER, HAVEN_POWER_CARD, *CARD_POWERS)
VOX_POWERS: tuple[Power, ...] = (
    *SPREAD_POWERS,
    Power(CALL_TO_ACTION, "Call to Action", when_secured=_call_secured),
)
VOX_CRISES: dict[str, Callable[[CampaignState], None]] = {
    **{card: rumors_spread_crisis(card) for card in RUMORS_SPREAD},
    CALL_TO_ACTION: call_to_action_crisis,
}
