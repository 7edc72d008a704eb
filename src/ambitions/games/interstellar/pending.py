"""The shapes the pending stack (`InterstellarState.stack`) can take, and where a stack departs
from them (`problems`): the invariant checker runs it after every action of the random games,
the position builder on every position it reads, so a position whose steps could not have come
about (a turn without its ``turn-end`` at the bottom, a roll nobody asked for, a check's step
without its check) is refused instead of crashing or breaking an invariant later.

**Set-up** (``turn_seat`` -1): what is left of the set-up's frames in order (`turns.begin_frames`,
then `turns.game_start_frames`), the step under way possibly begun (a deal partly drawn, an
ADVANCE with tokens moved) and a draw on top.

**A turn** of ``turn_seat`` T, bottom first: ``turn-end``, then what is left of ``claim``,
``take``, ``produce-or-advance``, ``shadow`` (or ``claim`` then ``prepare`` once an action is
under way). Above the topmost of those, only what that step starts: a shadow check's frames
(``check-resolve``, its ``roll``, ``resist``, ``boost``, in that order, on top) or a card's effect
in Shadow Activities; PRODUCE's ``mix`` and ``upkeep`` or ADVANCE's tokens; an action's steps above
``prepare``, a combat's steps above its ``combat`` frame as its stage allows. Each frame names
the seat that would decide there: T, except a shadow check's target (``resist``), a combat's
defender (``arrange``, an emergency ship, ``repair``, ``scrap``, ``last-planet``) and the seat to
the right of a colonist (``greenhouse``).
"""

from __future__ import annotations

from typing import Any, Final

from ambitions.games.interstellar import combat, data, economy, effects, frames, shadow, turns
from ambitions.games.interstellar.state import Frame, InterstellarState

CHECK: Final = frozenset({"check-resolve", "roll", "resist", "boost"})
SHADOW_EFFECTS: Final = frozenset(
    {
        "refill-techs",
        "refill-mercs",
        "refill-stack",
        "techs",
        "mercs",
        "planet",
        "mix",
        "make-room",
        "exchange",
    }
)
"""What a Shadow card's effect leaves pending in Shadow Activities (New Opportunities' refills,
Siphon Production's home world mix, Steal Blueprints at 8 ships), and the exchange."""
ACTION: Final = frozenset(
    {
        "exchange",
        # COLONISE and its Colony Event
        "sweep", "colonise", "give", "settle", "refill-stack", "planet", "event", "greenhouse",
        "shortfall", "make-room",
        # DEVELOP, BUILD, RESEARCH
        "develop", "build", "replace-tech", "research", "refill-techs", "techs",
        # SHADOW
        "shadow-mode", "draw-shadow", "reveal", "buy", "replace-merc", "hire", "refill-mercs", "mercs",
        # FLEET
        "fleet", "combat",
    }
)  # fmt: skip
ABOVE: Final[dict[str, frozenset[str]]] = {
    "turn-end": frozenset(),
    "claim": frozenset({"advance", "exchange"}),
    "take": frozenset({"mix", "upkeep", "advance", "exchange"}),
    "produce-or-advance": CHECK | SHADOW_EFFECTS,
    "shadow": CHECK | SHADOW_EFFECTS,
    "prepare": ACTION,
}
"""The frames a turn's step may leave above itself, by the step (its topmost turn frame)."""
END: Final = frozenset(
    {
        "steal",
        "spoil",
        "disrupt",
        "capture",
        "give",
        "seize",
        "last-planet",
        "refill-stack",
        "planet",
        "exchange",
    }
)
"""Above a decided combat's defender steps (``scrap``, ``repair``): the spoils and what follows."""
DEFENDER: Final = frozenset({"arrange", "draw-emergency", "emergency", "repair", "scrap", "last-planet"})
COMBAT: Final = frozenset(
    {"combat", "draw-emergency", "emergency", "arrange", "unmatched", "steal", "spoil", "disrupt", "capture",
     "seize", "last-planet", "repair", "scrap"}
)  # fmt: skip
"""Frames only a combat pushes."""


def problems(s: InterstellarState) -> list[str]:
    """Where the pending stack departs from the shapes play gives it (empty when it does not)."""
    if not s.stack:
        return []
    out = _set_up(s) if s.turn_seat < 0 else _turn(s)
    return out or _draw(s)


def _draw(s: InterstellarState) -> list[str]:
    """A draw on top can be drawn: its deck holds the cards and its slots are empty."""
    f = s.stack[-1]
    kind = f[0]
    k = len(s.stack) - 1
    if kind in ("techs", "mercs"):
        slots, deck = (s.tech_slots, s.tech_deck) if kind == "techs" else (s.merc_slots, s.merc_deck)
        if not 1 <= f[2] <= min(len(deck), slots.count("")):
            empty = slots.count("")
            return [f"pending[{k}]: {f[2]} {kind} cannot be drawn into {empty} empty slots from {len(deck)}"]
    elif kind == "planet":
        if not s.stack_hidden[f[2]] or s.stack_tops[f[2]]:
            return [f"pending[{k}]: a planet comes up only on an empty stack top with cards under it"]
    elif kind in ("deal", "reveal"):
        if not 1 <= f[2] <= len(s.shadow_deck):
            return [f"pending[{k}]: {f[2]} Shadow cards cannot be drawn from {len(s.shadow_deck)}"]
    elif kind == "event" and not s.event_deck:
        return [f"pending[{k}]: no Colony Event is left to draw"]
    elif kind == "emergency" and not s.emergency_deck:
        return [f"pending[{k}]: no EMERGENCY ship is left to draw"]
    return []


def _show(f: Frame) -> str:
    return str(list(f))


# -- the set-up -------------------------------------------------------------------------------------
def _begun(f: Frame, planned: Frame) -> bool:
    """`f` is the set-up step `planned` under way: a deal partly drawn, an ADVANCE partly done."""
    if f == planned:
        return True
    if f[0] != planned[0] or f[1] != planned[1]:
        return False
    if f[0] == "draw-shadow":
        return bool(len(f) == 4 and f[3] == planned[3] and 0 <= f[2] < planned[2])
    if f[0] == "advance":
        left, least, moved = f[2], f[3], f[4:]
        return bool(least == planned[3] and 0 <= left < planned[2] and len(moved) == planned[2] - left)
    return False


def _set_up(s: InterstellarState) -> list[str]:
    st = list(s.stack)
    draw = st.pop() if st and st[-1][0] in ("techs", "mercs", "planet", "deal") else None
    central = any(f[0] == "setup-players" for f in st)
    if central:
        plan = list(reversed(turns.begin_frames()))
        if (s.start < 0) != (("start", -1) in st):
            return ["start_player is -1 exactly while the start player's draw is pending"]
    else:
        if s.start < 0:
            return ["start_player must be a seat once the start player is drawn"]
        plan = list(reversed(turns.game_start_frames(s)))
    if len(st) > len(plan):
        return [f"pending has {len(st)} set-up steps, more than the {len(plan)} the set-up has"]
    for k, f in enumerate(st):
        planned = plan[k]
        top = k == len(st) - 1
        if f != planned and not (top and _begun(f, planned)):
            return [f"pending[{k}] must be {_show(planned)} in the set-up, not {_show(f)}"]
    if draw is not None:
        k = len(st)
        under = st[-1] if st else None
        if draw[0] == "deal":
            ok = under is not None and under[0] == "draw-shadow" and under[1] == draw[1] and draw[2] >= 1
        else:
            popped = plan[k] if k < len(plan) else None
            wanted = {"techs": "refill-techs", "mercs": "refill-mercs", "planet": "refill-stack"}[draw[0]]
            ok = popped is not None and popped[0] == wanted and (draw[0] != "planet" or popped[2] == draw[2])
        if not ok:
            return [f"pending[{k}]: the draw {_show(draw)} does not follow the set-up step under it"]
    picks = sum(1 for f in st if f[0] == "pick-tech")
    if picks > len(s.start_pool):
        return [f"{picks} START tech picks are pending but techs.start_pool holds {len(s.start_pool)}"]
    return []


# -- a turn -------------------------------------------------------------------------------------------
def _turn(s: InterstellarState) -> list[str]:
    t = s.turn_seat
    st = s.stack
    if s.start < 0 or s.round < 1:
        return ["a turn is played once the start player is drawn (start_player), in round 1 or later"]
    for k in range(len(st) - 1):
        if st[k][0] in frames.CHANCES and st[k][:3] != ("roll", -1, "check"):
            return [f"pending[{k}]: a draw or a combat roll happens at once: only the top frame may be one"]
    if st[0] != ("turn-end", t):
        return [f"pending[0] must be ['turn-end', {t}] (the end of turn_seat's turn), not {_show(st[0])}"]
    i, step = 1, "turn-end"
    for kind in ("claim", "take", "produce-or-advance", "shadow"):
        if i < len(st) and st[i][0] == kind and st[i][1] == t:
            i, step = i + 1, kind
        elif kind == "take" and i < len(st) and st[i] == ("prepare", t):
            i, step = i + 1, "prepare"
            break
        else:
            break
    out: list[str] = []
    allowed = ABOVE[step]
    for k in range(i, len(st)):
        f = st[k]
        if f[0] not in allowed and not (step == "prepare" and _in_combat(st, k)):
            out.append(f"pending[{k}]: {_show(f)} cannot be pending at the {step!r} step of the turn")
    if out:
        return out
    out += _seats(s, i)
    out += _check(s, i)
    out += _combat(s, i)
    out += _steps(s, i)
    if s.revealed and not any(f[0] == "buy" and f[1] == t for f in st):
        out.append("shadow.revealed: cards are revealed to buy only while turn_seat's purchase is pending")
    for name in ("keep", "pick-tech", "place", "adjust-gain", "deal", "start-pool", "resources"):
        if any(f[0] == name for f in st):
            out.append(f"pending: a {name!r} frame belongs to the set-up")
    return out


def _in_combat(st: list[Frame], k: int) -> bool:
    """Frame `k` is above a ``combat`` frame (its kinds are checked with the combat's stage)."""
    return any(f[0] == "combat" for f in st[:k])


def _seats(s: InterstellarState, start: int) -> list[str]:
    """Each frame above the turn's steps names the seat that decides there."""
    t = s.turn_seat
    c = s.combat
    out = []
    for k in range(start, len(s.stack)):
        f = s.stack[k]
        kind, seat = f[0], f[1]
        if kind in ("refill-techs", "refill-mercs", "refill-stack", "techs", "mercs", "planet", "roll"):
            continue
        if kind == "resist":
            wanted = s.check.target if s.check is not None else -2
        elif kind == "greenhouse":
            wanted = (t - 1) % s.n
            if f[2] != t:
                out.append(f"pending[{k}]: Runaway Greenhouse replaces a planet of turn_seat {t}")
        elif kind in DEFENDER and c is not None:
            wanted = c.defender if kind != "arrange" else seat if seat in (c.attacker, c.defender) else -2
        elif kind == "unmatched" and c is not None:
            wanted = c.seat_of(int(f[2]))
        else:
            wanted = t
        if seat != wanted:
            out.append(f"pending[{k}]: {_show(f)} must name seat {wanted} (who decides there)")
    return out


def _steps(s: InterstellarState, start: int) -> list[str]:
    """What the action steps hold fits the table: a purchase's draw right above it, a planet
    settling at a level it has, a Supply Shortfall on the colonist's planet."""
    st = s.stack
    out = []
    for k in range(start, len(st)):
        f = st[k]
        below = st[k - 1]
        if f[0] == "draw-shadow" and (f[3] != "reveal" or below[0] != "buy"):
            out.append(f"pending[{k}]: in a turn Shadow cards are drawn only to reveal them for a purchase")
        elif f[0] == "reveal" and below[0] != "draw-shadow":
            out.append(f"pending[{k}]: cards are revealed by a purchase's draw")
        elif f[0] == "settle" and f[3] > economy.max_dev(s, f[1], str(f[2])):
            out.append(f"pending[{k}]: {f[2]} has no Development Level {f[3]}")
        elif f[0] == "shortfall" and economy.find_planet(s, str(f[2]))[0] != f[1]:
            out.append(f"pending[{k}]: Supply Shortfall concerns a planet of the colonist's")
    return out


# -- a shadow check ----------------------------------------------------------------------------------
def _check(s: InterstellarState, start: int) -> list[str]:
    st = s.stack
    c = s.check
    at = [k for k in range(start, len(st)) if st[k][0] == "check-resolve"]
    rolls = [k for k in range(start, len(st)) if st[k][0] == "roll" and st[k][2] == "check"]
    if c is None:
        if at or rolls or any(f[0] in ("boost", "resist") for f in st):
            return ["pending has a shadow check's step but no check is given"]
        return []
    if len(at) != 1:
        return ["check: a shadow check under way has one 'check-resolve' frame pending"]
    r = at[0]
    if r != start or st[start - 1][0] not in ("shadow", "produce-or-advance"):
        return [f"pending[{r}]: a shadow check is pending right above Shadow Activities"]
    card = s.cards.shadow[c.card]
    if card.type == "standard":
        return [f"check.card {c.card!r} is a Standard card: it needs no check"]
    if c.seat != s.turn_seat:
        return ["check.seat must be turn_seat (a check is played in its Shadow Activities)"]
    if c.target != shadow.target_of(s, c.card, c.args):
        return ["check.target must be the seat check.args name first (-1 for none)"]
    if tuple(c.args) not in [tuple(a) for a in shadow.targets(s, c.seat, c.card)]:
        return [f"check.args {list(c.args)} are not a target {c.card!r} may be played at"]
    if c.resists and c.target < 0:
        return ["check.resists: a check without a target has nobody to resist it"]
    steps: list[Frame] = [("roll", -1, "check", 1)]
    if c.target >= 0:
        steps.append(("resist", c.target))
    steps.append(("boost", c.seat))
    above = [tuple(f) for f in st[r + 1 :]]
    if above != steps[: len(above)]:
        return [f"pending[{r + 1}:]: after 'check-resolve' come its roll, the target's resist and the boost"]
    if (c.roll == 0) != bool(above):
        return ["check.roll is 0 until the check's die is rolled, then 1..6"]
    if c.roll and c.success != (c.roll + c.total() >= data.HIT):
        return ["check.success must be the roll plus the modifier reaching 4"]
    if not c.roll and c.success:
        return ["check.success: a check not rolled yet has not succeeded"]
    return []


# -- a combat -------------------------------------------------------------------------------------------
def _combat(s: InterstellarState, start: int) -> list[str]:
    st = s.stack
    c = s.combat
    at = [k for k in range(start, len(st)) if st[k][0] == "combat"]
    if c is None:
        if at or any(f[0] in COMBAT or (f[0] == "roll" and f[2] != "check") for f in st):
            return ["pending has a combat's step but no combat is given"]
        return []
    if len(at) != 1 or st[at[0] - 1] != ("prepare", s.turn_seat):
        return ["combat: a combat under way has its one 'combat' frame right above 'prepare'"]
    k0 = at[0]
    if st[k0][1] != c.attacker or c.attacker != s.turn_seat:
        return ["combat.attacker must be turn_seat, whose FLEET action it is"]
    above = [tuple(f) for f in st[k0 + 1 :]]
    return [f"combat: {p}" for p in _stage(s, above)]


def _complete(c: Any, side: int) -> bool:
    return len(c.order[side]) == len(c.ships[side])


def _stage(s: InterstellarState, above: list[Frame]) -> list[str]:
    """What may be pending above the combat frame at its stage, and what the combat must hold."""
    c = s.combat
    assert c is not None
    att, dfn = c.attacker, c.defender
    top = above[-1] if above else None
    kind = top[0] if top else ""
    stage = c.stage
    if stage != "end" and (c.winner >= 0 or c.stolen or c.destroyed or c.left or c.spoil):
        return ["a combat not yet decided has no winner, stolen resources, lost ships or spoil"]
    if stage in ("emergency", "arrange", "arrange-defender") and c.revealed:
        return ["the combat orders are revealed only once both sides have arranged"]
    if stage in ("emergency", "arrange"):
        if c.order[0] or c.order[1] or c.index:
            return [f"no ship is in a combat order at the {stage!r} stage"]
        if stage == "emergency" and above:
            return ["nothing is pending above a combat at its 'emergency' stage"]
        if stage == "arrange" and (len(above) > 1 or (top and kind not in ("draw-emergency", "emergency"))):
            return ["only the defender's emergency ship may be pending at the 'arrange' stage"]
        return []
    if stage == "arrange-defender":
        if c.order[1] or c.index:
            return ["the defender arranges after the attacker"]
        if len(above) > 1 or (top and kind != "arrange") or (top and top[1] != att):
            return ["only the attacker's arrange step may be pending at the 'arrange-defender' stage"]
        if not top and not _complete(c, 0):
            return ["combat.order[0] must list every attacking ship once the attacker has arranged"]
        return []
    if stage in ("fight", "unmatched", "totals") and not _complete(c, 0):
        return ["combat.order[0] must list every attacking ship"]
    if len(above) > 1:
        return ["a fight has one step pending at a time"] if stage != "end" else _end(s, above)
    if stage == "fight":
        arranging = kind == "arrange"
        if arranging and (top[1] != dfn or c.index or c.revealed):  # type: ignore[index]
            return ["only the defender arranges at the 'fight' stage, before any fight"]
        if not arranging and not _complete(c, 1):
            return ["combat.order[1] must list every defending ship once the defender has arranged"]
        if top and not arranging:
            if kind != "roll" or top[2] != "pair":
                return [f"{_show(top)} cannot be pending at the 'fight' stage"]
            i = c.index - 1
            if top[3] != i or not (0 <= i < min(len(c.order[0]), len(c.order[1])) and c.revealed):
                return ["a matched pair's roll is the pair fought last (combat.index - 1), once revealed"]
            if (top[4], top[5]) != (combat.dice(s, 0, c.order[0][i]), combat.dice(s, 1, c.order[1][i])):
                return ["a matched pair's roll rolls each ship's dice (combat value less markers)"]
        if c.index > min(len(c.order[0]), len(c.order[1])):
            return ["combat.index is past the matched pairs"]
        return []
    if not _complete(c, 1):
        return ["combat.order[1] must list every defending ship"]
    if stage in ("unmatched", "totals") and not c.revealed:
        return ["the combat orders are revealed once the fight has begun"]
    if stage == "totals":
        return ["nothing is pending above a combat at its 'totals' stage"] if above else []
    if stage == "unmatched":
        longer = 0 if len(c.order[0]) > len(c.order[1]) else 1
        j = c.index - 1
        if not top:
            return [] if c.index <= len(c.order[longer]) else ["combat.index is past the unmatched ships"]
        if not (len(c.order[longer]) > len(c.order[1 - longer]) and 0 <= j < len(c.order[longer])):
            return ["an unmatched ship is the longer side's ship fought last (combat.index - 1)"]
        if j < len(c.order[1 - longer]):
            return ["an unmatched ship comes after the matched pairs in its side's combat order"]
        if kind == "unmatched":
            if top[2:] != (longer, j):
                return [f"{_show(top)} must name the unmatched side {longer} and its ship {j}"]
            return []
        if kind != "roll" or top[2] != "unmatched":
            return [f"{_show(top)} cannot be pending at the 'unmatched' stage"]
        side, jj, target, mine, theirs = top[3:]
        ship = s.fleets[c.seat_of(longer)][c.order[longer][j]].id
        bonus = sum(e.amount for e in effects.ship_effects(s.cards, ship, "unmatched_dice"))
        if (side, jj, theirs) != (longer, j, 1) or not 0 <= target < len(c.order[1 - side]):
            return [
                f"{_show(top)}: the unmatched ship's roll names its side, itself, its target and 1 die back"
            ]
        if mine != combat.dice(s, side, c.order[side][j]) + bonus:
            return [f"{_show(top)}: the unmatched ship rolls its dice"]
        return []
    # "end": decided; the fleets' ships no longer fight
    return _end(s, above)


def _end(s: InterstellarState, above: list[Frame]) -> list[str]:
    c = s.combat
    assert c is not None
    if c.winner not in (c.attacker, c.defender):
        return ["combat.winner must be the attacker or the defender once the combat is decided"]
    if c.ships != [[], []] or c.order != [[], []]:
        return ["a decided combat has no ships left fighting (combat.ships and combat.order are empty)"]
    if above and above[0] != ("scrap", c.defender):
        return [f"after a decided combat the defender's 'scrap' step comes first, not {_show(above[0])}"]
    if len(above) > 1 and (above[1][0] != "repair" or above[1][1] != c.defender):
        return [f"after a decided combat the defender's 'repair' step comes second, not {_show(above[1])}"]
    for f in above[2:]:
        if f[0] not in END:
            return [f"{_show(f)} cannot be pending after a decided combat"]
    if any(f[0] == "steal" for f in above) and c.winner != c.attacker:
        return ["only a winning raider steals"]
    return []
