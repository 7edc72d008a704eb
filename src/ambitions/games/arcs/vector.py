"""The values of a seat's observation vector, read straight from the state (compiled with mypyc).

`encoding.encode` turns a seat's observation dict (`observe.observation`) into Arcs' observation
vector; `vector_entries(s, seat, at, ...)` gives the same vector's nonzero values without
building that dict, as `Entries`: the positions and double-precision values `encoding.encode`
writes (the same sums in the same order where a block counts), clipped to [0, 1], so
``encoding.encode_state``, which writes them into a float32 array of zeros, is bit-identical to
``encode(observation(s, seat))`` (``tests/games/arcs/test_encoding.py`` compares them over
thousands of random positions).

**Hidden information.** This function is a second door onto the state, so it reads only what
`observe.observation` shows `seat`: its own hand (the others' by their size), face-down plays
(Copy, seizing), a copied turn card and face-down action discards only when `seat` owns them,
Farseers' reveals only to the seat that looked, the Court deck and the undealt action cards by
their size. It never reads another seat's hand, the decks' order, the seed or the history. Every
block follows the branch of `encoding.encode` of the same name, in the same order.

`at` is `encoding.AT` (each block's first position): the layout stays in the encoding module,
the one that imports numpy; this module imports only the rules.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import data, reach, resources
from ambitions.games.arcs.cardplay import marker_values
from ambitions.games.arcs.chapter import ambition_counts, phantom_count
from ambitions.games.arcs.state import (
    BOARD_RESOURCE_SLOTS,
    HOLDINGS_SLOT,
    NUM_PIECE_KINDS,
    RESOURCE_SLOTS,
    ArcsState,
)

S: Final = 4
"""Seats in the per-seat blocks (`encoding.MAX_SEATS`)."""
A: Final = len(data.ACTION_CARDS)
C: Final = len(data.COURT_CARDS)
PLAY_MODES: Final = data.PLAY_MODES
NUM_PLAY_MODES: Final = len(PLAY_MODES)

_ACARD: Final = {c.id: i for i, c in enumerate(data.ACTION_CARDS)}
_CCARD: Final = {c.id: i for i, c in enumerate(data.COURT_CARDS)}
_AMB: Final = {a: i for i, a in enumerate(data.AMBITIONS)}
_PLAY_MODE: Final = {m: i for i, m in enumerate(PLAY_MODES)}
_POWER: Final = {
    p: i
    for i, p in enumerate(
        [c.id for c in data.COURT_CARDS] + [c.id for c in data.LEADERS] + [c.id for c in data.LORE]
    )
}
_DRAFT: Final = {c: i for i, c in enumerate([c.id for c in data.LEADERS] + [c.id for c in data.LORE])}
_LEADER: Final = {c.id: i for i, c in enumerate(data.LEADERS)}
_LORE: Final = {c.id: i for i, c in enumerate(data.LORE)}
_UNION: Final = {u: i for i, u in enumerate(("BC04", "BC05", "BC10", "BC11"))}
_SIDES: Final = frozenset(side for marker in data.AMBITION_MARKERS for side in marker)
"""Every ambition marker side (first, second): a value the observation names (``5/3``)."""


def _relative(value: object, me: int, n: int) -> int:
    """`value`'s seat relative to `me` (0 = me, then clockwise), or -1 for no seat (None, -1,
    anything else): ``encoding._RELATIVE[n, me].get(value, -1)``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n:
        return (value - me) % n
    return -1


class Entries:
    """The vector's nonzero values, clipped to [0, 1]: `positions` and `values` in step.

    ``put(i, v)`` is ``x[i] = v`` (a position is put once, or several times with one value, so
    the order of puts does not matter, and a zero is left out: the vector starts at zero);
    ``add(i, v)``, ``x[i] += v``, is for the blocks that count (`counted`, whose sums `finish`
    puts; they share no position with the puts). Clipping a value before it is rounded to
    float32 gives the float32 that `encoding.encode` clips after rounding: rounding keeps 0
    and 1 and keeps order.
    """

    def __init__(self) -> None:
        self.positions: list[int] = []
        self.values: list[float] = []
        self.counted: dict[int, float] = {}

    def put(self, i: int, value: float) -> None:
        """``x[i] = value``."""
        if value > 0.0:
            self.positions.append(i)
            self.values.append(value if value < 1.0 else 1.0)

    def add(self, i: int, value: float) -> None:
        """``x[i] += value`` (as `encoding.encode` does with ``x.get``)."""
        self.counted[i] = self.counted.get(i, 0.0) + value

    def finish(self) -> Entries:
        """Put the counted sums; the entries, complete."""
        for i, value in self.counted.items():
            self.put(i, value)
        self.counted.clear()
        return self


def vector_entries(
    s: ArcsState,
    seat: int,
    at: dict[str, int],
    phases: dict[str, int],
    steps: dict[str, int],
    flags: dict[str, int],
    stages: dict[str, int],
    turn_modes: dict[str, int],
) -> Entries:
    """Seat `seat`'s observation vector as `Entries` (see the module docstring);
    `at` is the layout's block offsets, the other maps the positions of the phases,
    choice steps, turn flags, battle stages and turn modes inside their blocks."""
    n = s.n
    me = seat
    x = Entries()

    x.put(at["players"] + n - 2, 1.0)
    options = s.options
    x.put(at["options"], float(bool(options.get("leaders_and_lore"))))
    x.put(at["options"] + 1, float(bool(options.get("two_lore"))))
    x.put(at["chapter"] + min(max(s.chapter, 0), 5), 1.0)
    x.put(at["phase"] + phases[s.phase], 1.0)
    resume = phases.get(s.resume_phase or "", -1)
    if resume >= 0:
        x.put(at["resume_phase"] + resume, 1.0)
    r = _relative(s.mover, me, n)
    if r >= 0:
        x.put(at["current_player"] + r, 1.0)
    r = _relative(s.initiative, me, n)
    if r >= 0:
        x.put(at["initiative"] + r, 1.0)
    r = _relative(s.seized_by, me, n)
    if r >= 0:
        x.put(at["seized_by"] + r, 1.0)
    x.put(at["round"], s.passes / 4)
    x.put(at["round"] + 1, s.round_turn / 4)

    # The lead and the plays: face-down plays show their card to their owner only.
    if s.lead_card:
        x.put(at["lead_card"] + _ACARD[s.lead_card], 1.0)
    r = _relative(s.lead_seat, me, n)
    lead = at["lead"]
    if r >= 0:
        x.put(lead + r, 1.0)
    x.put(lead + S, float(bool(s.zeroed)))
    x.put(lead + S + 1, float(bool(s.declared_with_lead)))
    plays_modes, plays_cards, plays_hidden = at["plays_modes"], at["plays_cards"], at["plays_hidden"]
    for p, card, mode in s.plays:
        r = _relative(p, me, n)
        if r < 0:
            continue
        x.put(plays_modes + r * NUM_PLAY_MODES + _PLAY_MODE[mode], 1.0)
        if card and (mode not in ("copy", "seize") or p == seat):
            x.put(plays_cards + r * A + _ACARD[card], 1.0)
        else:
            x.add(plays_hidden + r, 0.5)

    # The turn: a copied card shows to the seat whose turn it is only.
    r = _relative(s.turn_seat, me, n)
    if r >= 0:
        x.put(at["turn_seat"] + r, 1.0)
    if s.turn_card and (s.turn_mode != "copy" or s.turn_seat == seat):
        x.put(at["turn_card"] + _ACARD[s.turn_card], 1.0)
    turn_mode = turn_modes.get(s.turn_mode or "", -1)
    if turn_mode >= 0:
        x.put(at["turn_mode"] + turn_mode, 1.0)
    base = at["turn"]
    x.put(base, s.pips / 4)
    x.put(base + 1, float(bool(s.prelude_open)))
    x.put(base + 2, float(bool(s.pre_open)))
    x.put(base + 3, float(bool(s.weapon_battle)))
    base = at["taxed"]
    for k in s.taxed:
        x.put(base + k, 1.0)
    base = at["ship_built"]
    for k in s.ship_built:
        x.put(base + k, 1.0)
    base = at["spent_pending"]
    for res, count in enumerate(s.spent_pending):
        if count:
            x.put(base + res, count / 5)

    # The battle.
    if s.battle_stage or s.battle_system >= 0:
        if s.battle_system >= 0:
            x.put(at["battle_system"] + s.battle_system, 1.0)
        r = _relative(s.battle_defender, me, n)
        if r >= 0:
            x.put(at["battle_defender"] + r, 1.0)
        stage = stages.get(s.battle_stage or "", -1)
        if stage >= 0:
            x.put(at["battle_stage"] + stage, 1.0)
        base = at["battle_counts"]
        for i, count in enumerate(s.battle_dice):
            x.put(base + i, count / 6)
        x.put(base + 3, s.battle_hits / 12)
        x.put(base + 4, s.battle_self / 12)
        x.put(base + 5, s.battle_bhits / 12)
        x.put(base + 6, s.battle_keys / 12)
        x.put(base + 7, s.battle_intercepts / 12)
        x.put(base + 8, float(bool(s.battle_intercepted)))
        for i, count in enumerate(s.battle_rerolls):
            x.put(base + 9 + i, count / 6)
        x.put(base + 12, s.battle_attacking_fresh / 15)
        x.put(base + 13, s.battle_attacking_damaged / 15)
        base = at["battle_faces"]
        for die, face in s.battle_faces:
            x.add(base + die * 6 + face, 1 / 6)
        base = at["battle_rerolled"]
        for die, face in s.battle_rerolled:
            x.add(base + die * 6 + face, 1 / 6)
    base = at["ransacks"]
    for owner in s.ransacks:
        r = _relative(owner, me, n)
        if r >= 0:
            x.add(base + r, 0.25)

    # Cards' questions, Unions, Farseers' reveals (to the seat that looked only), flags.
    choices = s.choices
    if choices:
        top = choices[-1]
        r = _relative(top[0], me, n)
        if r >= 0:
            x.put(at["choice_seat"] + r, 1.0)
        power = _POWER.get(top[1], -1)
        if power >= 0:
            x.put(at["choice_power"] + power, 1.0)
        step = steps.get(top[2], -1)
        if step >= 0:
            x.put(at["choice_step"] + step, 1.0)
        x.put(at["choices"], len(choices) / 4)
    base = at["unions"]
    for p, union, _card in s.unions:
        r = _relative(p, me, n)
        if r >= 0 and union in _UNION:
            x.put(base + _UNION[union] * S + r, 1.0)
    base = at["revealed"]
    for p, rival, cards in s.revealed:
        if p != seat:
            continue
        r = _relative(rival, me, n)
        if r >= 0:
            for card in cards:
                x.put(base + r * A + _ACARD[card], 1.0)
    base = at["turn_flags"]
    for flag in s.turn_flags:
        i = flags.get(flag, -1)
        if i >= 0:
            x.put(base + i, 1.0)
    x.put(at["declared_this_round"], float(bool(s.declared_this_round)))
    x.put(at["secured_in_prelude"], len(s.secured_in_prelude) / 4)

    # Moving.
    if s.catapult_at >= 0:
        x.put(at["catapult_at"] + s.catapult_at, 1.0)
        x.put(at["catapult"], s.catapult_fresh / 15)
        x.put(at["catapult"] + 1, s.catapult_damaged / 15)
        base = at["catapult_path"]
        for system in s.catapult_path:
            x.put(base + system, 1.0)
    base = at["moved_fresh"]
    for system in s.moved_fresh:
        x.add(base + system, 1 / 15)
    base = at["sprinters"]
    for system in s.sprinters:
        x.add(base + system, 1 / 15)
    base = at["draft"]
    for card in s.draft_leaders:
        x.put(base + _DRAFT[card], 1.0)
    for card in s.draft_lore:
        x.put(base + _DRAFT[card], 1.0)
    base = at["discard_queue"]
    for entry in s.discard_queue:
        r = _relative(entry // 8, me, n)
        if r >= 0:
            x.add(base + r * 5 + entry % 8, 0.2)

    # The map.
    base = at["in_play"]
    for cluster in data.CLUSTERS:
        if cluster not in s.out_of_play:
            x.put(base + cluster - 1, 1.0)
    base = at["ships"]
    fresh, damaged = s.fresh, s.damaged
    for i in range(len(fresh)):  # i = system * n + seat
        f = fresh[i]
        d = damaged[i]
        if f or d:
            j = base + ((i // n) * S + (i % n - me) % n) * 2
            x.put(j, f / 15)
            x.put(j + 1, d / 15)
    base = at["buildings"]
    for k, code in enumerate(s.slots):
        if code >= 0:
            j = base + k * (S + 3)
            x.put(j + ((code >> 2) - me) % n, 1.0)
            x.put(j + S + (0 if (code >> 1) & 1 else 1), 1.0)
            if code & 1:
                x.put(j + S + 2, 1.0)
    base = at["control"]
    in_play = s.in_play
    for system in range(len(in_play)):
        if in_play[system]:
            controller = reach.most_fresh(fresh, system * n, n)  # `ArcsState.controller`
            if controller >= 0:
                x.put(base + system * S + (controller - me) % n, 1.0)

    # The seats.
    names = s.AMBITION_NAMES
    ambitions = s.ambitions_in_play()
    at_seats, at_power, at_pieces = at["seats"], at["power"], at["pieces"]
    at_resources, at_slots, at_outrage = at["resources"], at["slots"], at["outrage"]
    at_guild, at_trophies, at_captives = at["guild"], at["trophies"], at["captives"]
    at_hand_size, at_leader, at_lore = at["hand_size"], at["leader"], at["lore"]
    at_ambitions, at_bonuses = at["ambition_counts"], at["city_bonuses"]
    per_seat_pieces = n * NUM_PIECE_KINDS
    power_of, cities, ships, agents, starports = s.power, s.cities_left, s.ships, s.agents, s.starports
    held_resources, trophies, captives, hands = s.resources, s.trophies, s.captives, s.hands
    for p in range(n):
        r = (p - me) % n
        x.put(at_seats + r, 1.0)
        x.put(at_power + r, power_of[p] / 40)
        base = at_pieces + r * 4
        cities_left = cities[p]
        x.put(base, cities_left / 5)
        x.put(base + 1, ships[p] / 15)
        x.put(base + 2, agents[p] / 10)
        x.put(base + 3, starports[p] / 5)
        base = at_resources + r * RESOURCE_SLOTS * 5
        held = p * RESOURCE_SLOTS
        for k in range(BOARD_RESOURCE_SLOTS):
            res = held_resources[held + k]
            if res >= 0:
                x.put(base + k * 5 + res, 1.0)
        holding = held_resources[held + HOLDINGS_SLOT]
        if holding >= 0:
            x.put(base + (RESOURCE_SLOTS - 1) * 5 + holding, 1.0)
        holdings_slot = resources.has_holdings(s, p)
        base = at_slots + r * 3
        x.put(base, float(holdings_slot))
        open_slots = data.OPEN_RESOURCE_SLOTS[cities_left]  # `ArcsState.open_slots`
        x.put(base + 1, (open_slots + (1 if holdings_slot else 0)) / 7)
        x.put(base + 2, resources.empty_slots(s, p) / 7)
        base = at_outrage + r * 10
        outrage, placeholder = s.outrage[p], s.outrage_placeholder[p]
        for res in range(5):
            if outrage >> res & 1:
                x.put(base + res, 1.0)
        for res in range(5):
            if placeholder >> res & 1:
                x.put(base + 5 + res, 1.0)
        base = at_guild + r * C
        for card in s.guild[p]:
            x.put(base + _CCARD[card], 1.0)
        first = p * per_seat_pieces
        for i in range(per_seat_pieces):  # i = owner * NUM_PIECE_KINDS + piece
            count = trophies[first + i]
            if count:
                owner = (i // NUM_PIECE_KINDS - me) % n
                x.put(at_trophies + (r * S + owner) * NUM_PIECE_KINDS + i % NUM_PIECE_KINDS, count / 10)
        base = at_captives + r * S
        for owner in range(n):
            count = captives[p * n + owner]
            if count:
                x.put(base + (owner - me) % n, count / 10)
        x.put(at_hand_size + r, len(hands[p]) / 7)
        leader = _LEADER.get(s.leader[p] or "", -1)
        if leader >= 0:
            x.put(at_leader + r * len(_LEADER) + leader, 1.0)
        for card in s.lore[p]:
            x.put(at_lore + r * len(_LORE) + _LORE[card], 1.0)
        base = at_ambitions + r * 5
        counts = ambition_counts(s, p)
        for a in ambitions:
            if counts[a]:
                x.put(base + _AMB[names[a]], counts[a] / 10)
        base = at_bonuses + r * 5
        for k in range(data.CITY_SLOTS):
            if cities_left <= data.CITY_SLOTS - k - 1:
                x.put(base + k, 1.0)
        if p == seat:  # the one hand this seat sees
            base = at["hand"]
            for card in hands[p]:
                x.put(base + _ACARD[card], 1.0)
    base = at["chapter_scores"]
    for chapter, row in enumerate(s.chapter_scores[:5]):
        for p, gained in enumerate(row):
            if gained:
                x.put(base + chapter * S + (p - me) % n, gained / 20)

    # The supply, the Court, the ambition markers, the action cards.
    base = at["supply"]
    supply, boxes = s.resource_supply, s.box_resources
    for i in range(5):
        x.put(base + i, supply[i] / 5)
        if boxes[i]:
            x.put(base + 5 + i, boxes[i] / 5)
    court_agents = s.court_agents
    for i, card in enumerate(s.court[:4]):
        base = at["court"] + i * (C + S)
        if card:
            x.put(base + _CCARD[card], 1.0)
        for p in range(n):
            count = court_agents[i * n + p]
            if count:
                x.put(base + C + (p - me) % n, count / 10)
    x.put(at["court_deck"], len(s.court_deck) / C)
    base = at["court_discard"]
    for card in s.court_discard:
        x.put(base + _CCARD[card], 1.0)
    for i in range(3):
        base = at["markers"] + i * 8
        side = marker_values(s, i)
        first_power, second_power = side if side in _SIDES else (0, 0)
        x.put(base, first_power / 9)
        x.put(base + 1, second_power / 9)
        x.put(base + 2, float(bool(s.marker_flipped[i])))
        box = s.marker_box[i]
        if box >= 0 and names[box] in _AMB:
            x.put(base + 3 + _AMB[names[box]], 1.0)
    if n == 2:
        base = at["phantom"]
        for a in ambitions:
            x.put(base + _AMB[names[a]], phantom_count(s, a) / 10)
    hidden = 0
    base = at["action_discard"]
    for card, faceup, owner in s.action_discard:
        if card and (faceup or owner == seat):
            x.put(base + _ACARD[card], 1.0)
        else:
            hidden += 1
    x.put(base + A, hidden / 28)
    x.put(at["undealt"], len(s.action_undealt) / 28)
    return x.finish()
