"""The game's invariants: `problems(state)` lists what is wrong (empty when all is well); the
random-game tests call it after every action, and the position builder on what it built (and
before running a built position's automatic steps).

Two kinds. **Conservation**: every piece, token and card is somewhere, once, and no count is
negative. **Structure**: what the phase says is going on matches the rest (a turn's card is the
round's latest play and the round's plays follow its order from the initiative holder; a battle
is in its attacker's turn and its counters are what its dice left; setup steps, the draft, the
discards and the chance nodes find what they need; every side has the cards to play the rounds
left; an interrupt returns to a phase that can be interrupted). Each structural problem is
written with the position's field names, so the builder's refusal names the field.
"""

from __future__ import annotations

from collections import Counter

from ambitions.games.arcades import cardplay, data
from ambitions.games.arcades.state import (
    EMPTY,
    INTERRUPTS,
    PHANTOM,
    RESUMABLE,
    ROUND_PHASES,
    SETUP_PHASES,
    TURN_PHASES,
    ArcadesState,
    Phase,
)


def ship_total(s: ArcadesState, side: int) -> int:
    """The ships `side` owns in all (a person's include the two of Fleet Expansion)."""
    if s.phantom and side == PHANTOM:
        return data.PHANTOM_SHIPS
    if s.bots[side]:
        return data.BOT_SHIPS
    return data.SHIPS + data.FLEET_SHIPS


def problems(s: ArcadesState) -> list[str]:
    out: list[str] = []
    n, m = s.n, s.sides
    # No negative counts.
    for name in (
        "fresh",
        "damaged",
        "supply",
        "fleet",
        "removed",
        "cities_left",
        "power",
        "trophies",
        "kills",
        "resource_supply",
    ):
        values = getattr(s, name)
        if any(v < 0 for v in values):
            out.append(f"negative {name}: {values}")
    for name in (
        "ap",
        "redeploy",
        "extra_tokens",
        "battle_hits",
        "battle_keys",
        "battle_pyramids",
        "battle_self",
    ):
        if getattr(s, name) < 0:
            out.append(f"negative {name}: {getattr(s, name)}")
    # Ships: supply, Fleet Expansion, the map, trophies held by others, removed, redeploying.
    for side in range(m):
        where = s.supply[side] + sum(
            s.fresh[c * m + side] + s.damaged[c * m + side] for c in range(data.CLUSTERS)
        )
        where += sum(s.trophies[h * m + side] for h in range(n))
        if side < n:
            where += s.fleet[side] + s.removed[side]
        if s.phantom and side == PHANTOM:
            where += s.redeploy
        if where != ship_total(s, side):
            out.append(f"side {side} has {where} ships, not {ship_total(s, side)}")
    for h in range(n):
        if s.trophies[h * m + h]:
            out.append(f"seat {h} holds its own ships as trophies")
        if s.bots[h] and any(s.trophies[h * m : (h + 1) * m]):
            out.append(f"bot {h} holds trophies")
        if sum(s.trophies[h * m : (h + 1) * m]) >= 3:
            out.append(f"seat {h} holds 3 or more trophies")
    # Resources: supply, boards, planets, pending drops.
    counts = Counter(data.PLANET_TYPE[q] for q in range(data.PLANETS) if s.tokens[q])
    counts.update(r for r in s.resources if r >= 0)
    counts.update(r for _, r, _, _ in s.drops)
    for r in range(len(data.RESOURCES)):
        counts[r] += s.resource_supply[r]
    total = sum(counts.values())
    if total != data.RESOURCE_SUPPLY * len(data.RESOURCES) + s.extra_tokens:
        out.append(
            f"{total} resource tokens, not {data.RESOURCE_SUPPLY * len(data.RESOURCES)} + {s.extra_tokens}"
        )
    if not s.extra_tokens:
        for r, c in counts.items():
            if c != data.RESOURCE_SUPPLY:
                out.append(f"{c} {data.RESOURCES[r]} tokens, not {data.RESOURCE_SUPPLY}")
    for p, r, q, k in s.drops:
        if s.bots[p] or len(s.held(p)) != data.BOARD_SLOTS:
            out.append(f"drops: seat {p} gains a 7th resource without a full board")
        if q >= 0 and (s.tokens[q] or data.PLANET_TYPE[q] != r):
            out.append(f"drops: the {data.RESOURCES[r]} collected from {data.PLANET_IDS[q]} is still there")
        if k >= 0 and s.resources[k] >= 0:
            out.append(f"drops: the {data.RESOURCES[r]} stolen from slot {k} is still there")
    raiding = s.phase == Phase.BATTLE and s.battle_stage == "keys" or s.phase == Phase.DROP
    for p in range(n):
        board = s.resources[p * data.BOARD_SLOTS : (p + 1) * data.BOARD_SLOTS]
        filled = [r for r in board if r >= 0]
        if board[: len(filled)] != filled and not raiding:
            out.append(f"seat {p}'s resources are not left-aligned: {board}")
        if s.bots[p] and (filled or s.advances[p] or s.fleet[p]):
            out.append(f"bot {p} holds resources, advances or Fleet Expansion ships")
    # Cities.
    on_map = Counter(code >> 1 for code in s.cities if code >= 0)
    for p in range(n):
        if s.bots[p]:
            if s.cities_left[p]:
                out.append(f"bot {p} has cities off the map")
        elif on_map[p] + s.cities_left[p] != data.CITIES:
            out.append(f"seat {p} has {on_map[p] + s.cities_left[p]} cities, not {data.CITIES}")
    # Cards: each of the 21 in one place (none before the first deal and at a new deal).
    places = {
        "deck": s.deck,
        "facedown": s.facedown,
        "played": s.played,
        "plays": [c for _, c in s.plays],
        "phantom offer": s.phantom_offer,
        "phantom stack": s.phantom_stack,
    }
    for p in range(n):
        places[f"hand {p}"] = s.hands[p]
        places[f"offer {p}"] = s.offers[p]
        places[f"pile {p}"] = s.piles[p]
        if not set(s.kept[p]) <= set(s.hands[p]):
            out.append(f"seat {p} keeps cards it does not hold: {s.kept[p]}")
    cards = [c for cs in places.values() for c in cs]
    if cards and sorted(cards) != sorted(data.ACTION_CARDS):
        dup = sorted(c for c, k in Counter(cards).items() if k > 1)
        missing = sorted(set(data.ACTION_CARDS) - set(cards))
        out.append(f"action cards: {len(cards)} placed, duplicated {dup}, missing {missing}")
    start = s.start_pile + s.start_discard
    if len(set(start)) != len(start) or not set(start) <= set(data.START_CARDS):
        out.append(f"start cards: pile {s.start_pile}, discard {s.start_discard}")
    # Markers: one per cluster at most.
    placed = [c for c in s.marker_at if c != EMPTY]
    if len(set(placed)) != len(placed):
        out.append(f"two ambition markers in one cluster: {s.marker_at}")
    return out + structure(s)


def live_phase(s: ArcadesState) -> str:
    """The phase under way: during an interrupt, the one it returns to."""
    return s.resume_phase if s.phase in INTERRUPTS else s.phase


def structure(s: ArcadesState) -> list[str]:
    """What the phase says is going on matches the rest of the state (see the module doc)."""
    out: list[str] = []
    ph, live = s.phase, live_phase(s)
    if (s.initiative < 0) != (ph == Phase.CHANCE_INITIATIVE):
        out.append(f"initiative: a side once drawn (null only at chance-initiative), not {s.initiative}")
    if (s.winner >= 0) != (ph == Phase.OVER):
        out.append(f"winner: a seat once the game is over, null before (phase {ph}, winner {s.winner})")
    if s.extra_tokens and not s.options.get("unlimited_supply"):
        out.append("extra_tokens: tokens beyond the box only with the unlimited_supply option")
    _interrupts(s, ph, out)
    _setup(s, ph, out)
    if not out:  # the round's order needs a valid lead and initiative
        _round(s, live, out)
        _turn(s, live, out)
        _battle(s, live, out)
    _recruit(s, ph, out)
    _boards(s, out)
    return out


def _interrupts(s: ArcadesState, ph: str, out: list[str]) -> None:
    if ph == Phase.DROP and (not s.drops or s.redeploy):
        out.append("drops: phase drop needs a pending 7th resource (and no phantom ships waiting)")
    if s.drops and ph not in INTERRUPTS:
        out.append(f"drops: a 7th resource waits at phase drop, not {ph}")
    if (s.redeploy > 0) != (ph == Phase.CHANCE_REDEPLOY):
        out.append(f"redeploy.ships: phantom ships wait for a start card at chance-redeploy, not {ph}")
    if s.redeploy and not s.phantom:
        out.append("redeploy.ships: only the phantom's ships wait for a start card (2 players)")
    if (s.redeploy == 0) != (s.redeploy_avoid < 0):
        out.append("redeploy.avoid: the battle's cluster while phantom ships wait, null otherwise")
    if (ph in INTERRUPTS) != bool(s.resume_phase):
        out.append(f"resume_phase: what an interrupt returns to, only during one (phase {ph})")
    elif ph in INTERRUPTS and s.resume_phase not in RESUMABLE:
        out.append(f"resume_phase: one of {', '.join(sorted(RESUMABLE))}, not {s.resume_phase!r}")
    elif ph == Phase.CHANCE_REDEPLOY and s.resume_phase != Phase.BATTLE:
        out.append("resume_phase: phantom ships come back from trophies during a battle")
    if s.compensation and (ph != Phase.TAKE and s.resume_phase != Phase.TAKE):
        out.append(f"compensation: taken at phase take, not {ph}")
    for i, p in enumerate(s.compensation):
        if s.bots[p]:
            out.append(f"compensation[{i}]: a bot takes Power instead of resources")


def _setup(s: ArcadesState, ph: str, out: list[str]) -> None:
    steps = s.setup_steps
    if steps and ph not in SETUP_PHASES:
        out.append(f"setup: steps are left only during setup, not at phase {ph}")
    first = steps[0][0] if steps else ""
    want = {Phase.SETUP_AGENT: "agent", Phase.SETUP_SHIPS: "ships", Phase.CHANCE_START: "draw-"}.get(ph)
    if want and not first.startswith(want):
        out.append(f"setup[0]: phase {ph} needs a {want!r} step first, not {first or 'none'}")
    all_six = len(s.start_pile) == len(data.START_CARDS)
    if ph == Phase.CHANCE_INITIATIVE and (steps or s.start_discard or not all_six):
        out.append("start_pile: the 6 start cards, and no setup step, before the initiative is drawn")
    if ph == Phase.CHANCE_REDEPLOY and not s.start_pile:
        out.append("start_pile: a start card to draw for the phantom's ships")
    pile = len(s.start_pile)
    pending: set[int] = set()
    phantom_ships = 0
    for i, (step, side, cluster) in enumerate(steps):
        f = f"setup[{i}]"
        person = 0 <= side < s.n and not s.bots[side]
        if step in ("agent", "ships") and not person:
            out.append(f"{f}: a person places their own {'agent' if step == 'agent' else 'ships'}")
        if step in ("draw-ships", "draw-city") and not (0 <= side < s.n and s.bots[side]):
            out.append(f"{f}: only a solo bot draws for its {step[5:]}")
        if step == "draw-agent" and not 0 <= side < s.sides:
            out.append(f"{f}: a side draws for its agent")
        if step == "phantom-ships":
            phantom_ships += 1
            if not (s.phantom and side == PHANTOM):
                out.append(f"{f}: the phantom's ships (2 players)")
        if step in ("reset-pile",) and side != EMPTY:
            out.append(f"{f}: resetting the start cards is nobody's step (null)")
        if (cluster >= 0) != (step == "agent"):
            out.append(f"{f}: a cluster only for an agent to place (its drawn start card)")
        if step.startswith("draw-"):
            if pile == 0:
                out.append(f"start_pile: too few start cards for the draws in setup ({f})")
            pile -= 1
        elif step == "reset-pile":
            pile = len(data.START_CARDS)
        if step in ("draw-agent", "agent"):
            if side in pending:
                out.append(f"{f}: one agent to place for side {side}")
            pending.add(side)
    per_step = data.PHANTOM_SHIPS_PER_GATE * data.CLUSTERS
    if phantom_ships and s.phantom and s.supply[PHANTOM] < phantom_ships * per_step:
        out.append("phantom.supply: the phantom's 2 ships per gate are still to come from it")
    for side in range(s.sides):
        placed = 0 <= s.agents[side] < data.PLANETS
        if placed == (side in pending or ph == Phase.CHANCE_INITIATIVE):
            out.append(f"agents[{side}]: on the map once setup placed it, null before")
    names = [step for step, _, _ in steps]
    last_draw = max((i for i, step in enumerate(names) if step.startswith("draw-")), default=-1)
    if s.phantom and last_draw >= 0 and "reset-pile" not in names[last_draw:]:
        out.append("setup: with 2 players the start cards are gathered again after the draws (reset-pile)")
    if s.phantom and ph != Phase.CHANCE_INITIATIVE and "reset-pile" not in names:
        if sorted(s.start_pile + s.start_discard) != list(data.START_CARDS):
            out.append("start_pile: with start_discard, the 6 start cards (2 players, after setup)")
    elif s.start_discard and not s.phantom:
        out.append("start_discard: only the 2-player mode discards start cards")


def _round(s: ArcadesState, live: str, out: list[str]) -> None:
    in_round = live in ROUND_PHASES
    if not in_round:
        if s.plays or s.lead_side >= 0 or s.zeroed or s.round_turn:
            out.append(f"round: no round is under way at phase {live} (no lead, plays, zero marker or turn)")
        if live == Phase.ROUND_START:
            _cards_for_rounds(s, out)
        return
    if s.lead_side != s.initiative:
        out.append(f"round.lead: the initiative holder ({s.initiative}) leads the round, not {s.lead_side}")
        return
    order = cardplay.round_order(s)
    sides = [side for side, _ in s.plays]
    if sides != order[: len(sides)]:
        out.append(f"round.plays: the sides play in the round's order {order}, not {sides}")
        return
    k, played = s.round_turn, len(s.plays)
    if live in (Phase.PLAY, Phase.SIDE_TURN):
        ok = k == played < len(order)
    elif live == Phase.ROUND_END:
        ok = played == len(order) and k == played - 1
    else:
        ok = k == played - 1 >= 0
    if not ok:
        out.append(f"round.turn: {k} does not fit {played} plays at phase {live}")
        return
    if live == Phase.PLAY and not s.is_human(order[k]):
        out.append(f"phase play: the side to play ({order[k]}) plays by itself (the phantom, a bot)")
    if s.zeroed and not (s.plays and s.is_human(s.lead_side) and any(c >= 0 for c in s.marker_at)):
        out.append("round.zeroed: only once the lead (a person) has declared an ambition")
    _cards_for_rounds(s, out)


def _cards_for_rounds(s: ArcadesState, out: list[str]) -> None:
    """Every side has the cards to play the rounds left: the persons all as many (their hands and
    this round's play), the phantom and the bots at least as many, their offer never empty while
    they have cards."""
    played = {side for side, _ in s.plays}
    persons = [p for p in range(s.n) if not s.bots[p]]
    rounds = {len(s.hands[p]) + (p in played) for p in persons}
    if len(rounds) > 1:
        sizes = ", ".join(f"seat {p}: {len(s.hands[p])}" for p in persons)
        out.append(f"seats: the hands do not hold as many rounds' cards ({sizes}; this round's play counts)")
        return
    left = rounds.pop() if rounds else 0
    if s.plays and not left:
        out.append("seats: a round is under way but nobody holds or played a card")
    others = [(PHANTOM, s.phantom_offer, s.phantom_stack, "phantom.offer")] if s.phantom else []
    others += [(b, s.offers[b], s.piles[b], f"seats[{b}].offer") for b in range(s.n) if s.bots[b]]
    for side, offer, pile, f in others:
        need = left - (side in played)
        if len(offer) + len(pile) < need or (need > 0 and not offer) or len(offer) > data.PHANTOM_OFFER:
            out.append(f"{f}: at most 3 face up, enough with the pile for the {need} rounds it still plays")


def _turn(s: ArcadesState, live: str, out: list[str]) -> None:
    t = s.turn_side
    if live not in TURN_PHASES:
        if t >= 0 or s.turn_card or s.turn_mode or s.ap or s.turn_flags:
            out.append(f"turn: no turn is under way at phase {live}")
        if s.bot_stage or s.bot_start >= 0 or s.bot_runs:
            out.append(f"bot: no bot's turn is under way at phase {live}")
        return
    if t < 0 or not s.plays or s.plays[-1] != (t, s.turn_card):
        out.append(f"turn: the side whose turn it is played turn.card last (phase {live})")
        return
    bot = s.is_bot(t)
    if not bot and not s.is_human(t):
        out.append("turn.side: the phantom takes no turn")
        return
    if live == (Phase.TURN if bot else Phase.BOT_TURN):
        out.append(f"turn.side: {'a bot' if bot else 'a person'}'s turn is not at phase {live}")
    k = cardplay.number(s.turn_card)
    if s.ap > (k if k < data.SEVEN else 0):
        out.append(f"turn.ap: at most the card's number (a 7 gives none), not {s.ap}")
    if bot:
        if s.turn_mode or s.ap or s.bot_stage not in ("place", "main", "agent") or s.bot_start < 0:
            out.append("bot: a bot's turn has its stage and start cluster (and no use of the card, no AP)")
        elif s.bot_runs and s.bot_stage != "main":
            out.append("bot.runs: main actions left only at stage main")
    elif s.bot_stage or s.bot_start >= 0 or s.bot_runs:
        out.append("bot: a person's turn has no bot stage")


def _battle(s: ArcadesState, live: str, out: list[str]) -> None:
    st = s.battle_stage
    if bool(st) != (live in (Phase.BATTLE, Phase.CHANCE_ROLL)):
        out.append(f"battle: a battle is under way exactly at phases battle and chance-roll, not {live}")
        return
    if not st:
        return
    if (live == Phase.CHANCE_ROLL) != (st in ("roll", "reroll-roll")):
        out.append(f"battle.stage: {st!r} at phase {live} (the dice roll at chance-roll)")
    a, d, c = s.battle_attacker, s.battle_defender, s.battle_cluster
    if not 0 <= a < s.n or a != s.turn_side:
        out.append(f"battle.attacker: the seat whose turn it is ({s.turn_side}), not {a}")
        return
    if not 0 <= d < s.sides or d == a or not 0 <= c < data.CLUSTERS:
        out.append("battle.defender: another side, in a cluster 1-6")
        return
    resume = Phase.BOT_TURN if s.bots[a] else Phase.TURN
    if s.battle_resume != resume:
        out.append(f"battle.resume: {resume!r} (the attacker's turn goes on after), not {s.battle_resume!r}")
    if s.bots[a] and s.bot_stage != "main":
        out.append("bot.stage: a bot battles in its main actions")
    dice, faces = s.battle_dice, s.battle_faces
    counters = (s.battle_self, s.battle_intercept, s.battle_hits, s.battle_keys, s.battle_pyramids)
    i = s.fresh[c * s.sides + a] + s.damaged[c * s.sides + a]
    if st == "dice":
        if dice != (0, 0, 0) or faces or any(counters) or s.battle_rerolled:
            out.append("battle: nothing rolled before the dice are chosen")
        if not i or not s.fresh[c * s.sides + d] + s.damaged[c * s.sides + d]:
            out.append("battle: both sides have ships in the battle cluster when it begins")
        return
    if not 1 <= sum(dice) <= data.MAX_DICE:
        out.append("battle.dice: 1 to 5 dice once chosen")
        return
    if st == "roll":
        if faces or any(counters) or s.battle_rerolled or sum(dice) > i:
            out.append("battle: at most one die per attacking ship, nothing rolled yet at stage roll")
        return
    counts = tuple(sum(1 for die, _ in faces if die == k) for k in range(3))
    if counts != dice or faces != sorted(faces, key=lambda f: f[0]):
        out.append("battle.faces: one face per die of battle.dice, assault then skirmish then raid")
        return
    tactics = s.has(a, data.ADVANCE_TACTICS) and dice[1] > 0
    if st in ("reroll", "reroll-roll"):
        if not tactics or s.battle_rerolled != (st == "reroll-roll") or any(counters):
            out.append("battle.stage: a reroll is Advance Tactics', once a battle, before any counting")
        return
    totals = [0, 0, 0, 0, 0]  # flames, intercepts, hits, keys, pyramids
    for die, f in faces:
        face = data.DICE[die][f]
        if not (s.bots[a] and die == data.RAID):  # a bot ignores its raid die's flames and intercepts
            totals[0] += face.self_hits
            totals[1] += face.intercepts
        totals[2] += face.hits
        totals[3] += face.keys
        totals[4] += face.pyramids
    stage = ("self", "intercept", "hits", "keys", "push").index(st)
    names = ("self_hits", "intercepts", "hits", "keys", "pyramids")
    for k, (name, left, total) in enumerate(zip(names, counters, totals, strict=True)):
        done = k < stage if k < 4 else False
        if name == "intercepts" and left == -1:
            bad = not total or stage > 0  # "some rolled", counted when the intercept stage begins
        else:
            bad = left < 0 or (done and left > 0) or (left > total and name != "intercepts")
        if bad:
            out.append(f"battle.{name}: {left} left does not fit the faces rolled at stage {st}")


def _recruit(s: ArcadesState, ph: str, out: list[str]) -> None:
    n = s.n
    persons = [p for p in range(n) if not s.bots[p]]
    if ph == Phase.DRAFT:
        size = data.HAND_SIZES[n]
        if s.mode == "solo" or not 1 <= s.draft_pass <= data.DRAFT_PASSES:
            out.append("draft_pass: 1 or 2 during a draft (solo has none)")
        for p in persons:
            if len(s.hands[p]) != size or len(s.kept[p]) not in (0, data.DRAFT_KEEP):
                out.append(f"seats[{p}].hand: {size} cards in a draft, and 2 kept or none chosen yet")
        if all(s.kept[p] for p in persons):
            out.append("seats: at phase draft, someone is still to choose what they keep")
        for p in range(n):
            if s.discarded[p] or s.draft_pass == 1 and s.passed[p]:
                out.append(f"seats[{p}]: nothing discarded in a draft, nor passed before its first pass")
    else:
        if s.draft_pass:
            out.append(f"draft_pass: 0 outside the draft (phase {ph})")
        for p in range(n):
            if s.kept[p]:
                out.append(f"seats[{p}].kept: only during a draft (phase {ph})")
    pool = len(s.deck) + len(s.facedown)
    if ph == Phase.DISCARD:
        if s.mode == "solo":
            h = s.human
            if len(s.hands[h]) != data.SOLO_DRAW or s.discarded[h] or pool != 2 * data.BOT_CARDS - 1:
                out.append("phase discard (solo): the human's 6 cards drawn, 15 left in the deck")
        elif s.phantom:
            to_come = [p for p in range(n) if not s.discarded[p]]
            for p in range(n):
                if len(s.hands[p]) + len(s.discarded[p]) != data.HAND_SIZES[n] or len(s.discarded[p]) > 1:
                    out.append(f"seats[{p}].hand: 6 cards dealt, 1 discarded at most (2 players)")
            if not to_come or pool + len(to_come) < data.PHANTOM_STACK:
                out.append("phase discard: someone still to discard, 8 cards left for the phantom's stack")
        else:
            out.append("phase discard: only 2 players and solo discard")
    cards = (
        [c for h in s.hands for c in h]
        + [c for o in s.offers for c in o]
        + [c for pl in s.piles for c in pl]
        + s.deck
        + s.facedown
        + s.played
        + s.phantom_offer
        + s.phantom_stack
    )
    known = any(s.kept) or any(s.passed) or any(s.discarded)
    if ph == Phase.CHANCE_DEAL and (cards or s.plays or known):
        out.append("phase chance-deal: every card is shuffled back into the deck (none placed or known)")
    if ph == Phase.CHANCE_BOTS and (
        s.mode != "solo" or pool != 2 * data.BOT_CARDS or any(s.offers) or any(s.piles)
    ):
        out.append("phase chance-bots: solo, the bots' 16 cards in the deck and face down, none dealt yet")
    stacked = s.phantom_offer or s.phantom_stack
    if ph == Phase.CHANCE_STACK and (not s.phantom or pool < data.PHANTOM_STACK or stacked):
        out.append("phase chance-stack: 2 players, 8 cards or more for the phantom's stack, none dealt yet")
    for p in range(n):
        if s.bots[p] and (s.hands[p] or s.kept[p] or s.passed[p] or s.discarded[p]):
            out.append(f"seats[{p}]: a bot holds no hand (its cards are its offer and pile)")
        if not s.bots[p] and (s.offers[p] or s.piles[p]):
            out.append(f"seats[{p}].offer: only a solo bot has an offer and a pile")


def _boards(s: ArcadesState, out: list[str]) -> None:
    for p in range(s.n):
        if s.bots[p]:
            continue
        if s.fleet[p] != (0 if s.has(p, data.FLEET_EXPANSION) else data.FLEET_SHIPS):
            out.append(f"seats[{p}].fleet: 2 ships until Fleet Expansion is researched, then none")
        if s.kills[p]:
            out.append(f"seats[{p}].kills: only a solo bot counts the ships it destroyed")
        damaged = [q for q, code in enumerate(s.cities) if code >= 0 and code >> 1 == p and not code & 1]
        if s.has(p, data.COLONIES) and damaged:
            out.append(f"cities: seat {p} has Colonies, so its cities are fresh")
    finished = s.chapter if s.phase == Phase.OVER else s.chapter - 1
    if len(s.chapter_power) != finished or any(len(row) != s.n for row in s.chapter_power):
        out.append(f"chapter_power: one row of every seat's Power per finished chapter ({finished})")
