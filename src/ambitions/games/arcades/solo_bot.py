"""``arcades-bot``: ARCADEs' printed solo bot procedure as an agent for any seat (an adapter of
the game to the bots, named by an ``ambitions.agents`` entry point; no rule module imports it).

In a solo game the two printed bots are part of the rules and the engine plays them
(`ambitions.games.arcades.solo`). This agent plays the same procedure at a seat under the
ordinary rules, so the printed bot can sit at any table the simulator sets and be measured
against ``greedy`` and ``ismcts`` with paired deals and permuted seats. It sees only its
observation (a world determinized from it: everything the procedure reads is public or its own
hand) and answers with one of its legal actions:

- **cards**: the printed priorities over its hand, left to right (`cardplay.offer_choice`);
  draft and discards keep the highest numbers;
- **its turn**, scanned from its start cluster (the played card's number; a 7: its agent's
  cluster): rules 1-2 place ships where the card allows (its cluster, any gate with a 7); then,
  as long as AP lasts, the first of rules 3-6 it can pay for: a superfluous ship moved in (1 AP
  each), a battle (its agent moved there first, collecting the token the printed bot would
  discard), a repair; then A3's agent move if it did not attack; then it ends the turn. It never
  researches, colonizes, declares, buys back or spends resources in its turn (a printed bot has
  none; its resources become Power at the Ambition phase);
- **battles**: the bot's dice, its hit allocation, the right-most 1-key steal, pushes clockwise;
- compensation: the type the supply has most of; a 7th resource: the new one is dropped.

The differences from the printed bot are those of the ordinary rules: AP instead of free moves,
placement limited by the card, no Power for an agent move or for "nothing applies".
"""

from __future__ import annotations

import random
from typing import Any

from ambitions.bots.base import Decision, no_options
from ambitions.core.registry import determinize
from ambitions.games.arcades import battle, cardplay, data, geometry, influence
from ambitions.games.arcades.state import ATTACKED, ArcadesState, Phase
from ambitions.games.arcades.turn import agent_cost, side_arg


class ArcadesBotAgent:
    """The printed solo bot's procedure at any seat (see the module doc)."""

    name = "arcades-bot"
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def act(self, decision: Decision) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        obs = decision.observe()
        if obs.get("game") != "arcades":
            return self.rng.choice(legal)
        s = determinize(obs, random.Random(0))
        assert isinstance(s, ArcadesState)
        wanted = choose(s, decision.seat)
        texts = decision.texts
        for text in wanted:
            if text in texts:
                return legal[texts.index(text)]
        if "end" in texts:
            return legal[texts.index("end")]
        return legal[0]


def make_arcades_bot(seed: int, **options: str) -> ArcadesBotAgent:
    """``arcades-bot`` (the ``ambitions.agents`` entry point)."""
    no_options(ArcadesBotAgent.name, options)
    return ArcadesBotAgent(seed)


def choose(s: ArcadesState, seat: int) -> list[str]:
    """The action texts the procedure wants, best first (the caller takes the first legal)."""
    ph = s.phase
    if ph == Phase.SETUP_AGENT:
        return [f"agent {s.setup_steps[0][2] + 1}.1"]
    if ph == Phase.SETUP_SHIPS:
        return [f"ships {s.agent_cluster(seat) + 1}"]
    if ph == Phase.DRAFT:
        highest = sorted(s.hands[seat], key=lambda c: (-cardplay.number(c), c))[: data.DRAFT_KEEP]
        return ["keep " + " ".join(sorted(highest))]
    if ph == Phase.DISCARD:
        k = data.SOLO_DISCARD if s.mode == "solo" else 1
        worst = sorted(s.hands[seat], key=lambda c: (cardplay.number(c), c))[:k]
        return ["discard " + " ".join(sorted(worst))]
    if ph == Phase.PLAY:
        options = cardplay.play_options(s, seat)
        return ["play " + cardplay.offer_choice(options, s.plays, s.zeroed, seat)]
    if ph == Phase.TURN:
        return turn_choice(s, seat)
    if ph == Phase.BATTLE:
        return battle_choice(s)
    if ph == Phase.TAKE:
        most = max(range(len(data.RESOURCES)), key=lambda r: (s.resource_supply[r], -r))
        return [f"take {data.RESOURCES[most]}"]
    if ph == Phase.DROP:
        return [f"drop {data.RESOURCES[s.drops[0][1]]}"]
    return []


def start_cluster(s: ArcadesState, seat: int) -> int:
    k = cardplay.number(s.turn_card)
    return s.agent_cluster(seat) if k == data.SEVEN else k - 1


def turn_choice(s: ArcadesState, seat: int) -> list[str]:
    card = cardplay.number(s.turn_card)
    start = start_cluster(s, seat)
    m = s.sides
    if s.turn_mode == "":
        # Rules 1-2, where the card lets it place.
        supply = s.supply[seat]
        if supply > 0:
            k = min(data.PLACE_SHIPS, supply)
            allowed = set(range(data.CLUSTERS)) if card == data.SEVEN else {card - 1}
            for rule in (1, 2):
                for c in geometry.scan(start):
                    if c not in allowed or influence.first_in_fresh(s, seat, c):
                        continue
                    fresh = s.fresh[c * m + seat]
                    before = influence.fresh_place(s, seat, c, fresh)
                    after = influence.fresh_place(s, seat, c, fresh + k)
                    if (rule == 1 and after == "first") or (
                        rule == 2 and after in ("tied-first", "second") and after != before
                    ):
                        return [f"place {c + 1} {k}"]
        if card == data.SEVEN:
            return ["end"]
    if s.turn_mode == "place" or s.ap <= 0:
        return ["end"]
    return main_actions(s, seat, start) + agent_move(s, seat, start) + ["end"]


def main_actions(s: ArcadesState, seat: int, start: int) -> list[str]:
    """Rules 3-6 with AP: the first step of the first rule it can pay for."""
    m = s.sides
    order = geometry.scan(start)
    home = s.agent_cluster(seat)
    for c in order:  # rule 3
        if influence.first_in_fresh(s, seat, c):
            continue
        extra = {a: influence.superfluous(s, seat, a) for a in geometry.neighbours(c)}
        if sum(extra.values()) and s.fresh[c * m + seat] + sum(extra.values()) >= influence.most_other_fresh(
            s, seat, c
        ):
            a = next(a for a, k in extra.items() if k)
            return [f"move {a + 1} {c + 1} fresh"]
    for rule in (4, 5):
        for c in order:
            ships = s.ships_at(c, seat)
            if not ships or not battle.defenders(s, seat, c):
                continue
            first = influence.first_in_fresh(s, seat, c)
            if rule == 4 and (first or ships < influence.ship_advantage(s, seat, c)):
                continue
            if rule == 5 and not first:
                continue
            if c == home:
                return [f"battle {side_arg(s, battle.bot_defender(s, seat, c))}"]
            move = agent_to(s, seat, c, s.ap - data.AP_BATTLE)
            if move:
                return [move]
    for c in order:  # rule 6
        if s.damaged[c * m + seat]:
            return [f"repair {c + 1}"]
    return []


def agent_move(s: ArcadesState, seat: int, start: int) -> list[str]:
    """A3: unless it attacked or would lose 1st place in influence where its agent stands, the
    agent goes where it gives 1st place in influence."""
    if s.turn_flags & ATTACKED:
        return []
    here = s.agent_cluster(seat)
    planet = s.agents[seat]
    if influence.first_in_influence(s, seat, here):
        s.agents[seat] = -1
        keeps = influence.first_in_influence(s, seat, here)
        s.agents[seat] = planet
        if not keeps:
            return []
    for c in geometry.scan(start):
        if c == here or influence.first_in_influence(s, seat, c):
            continue
        s.agents[seat] = c * data.PLANETS_PER_CLUSTER
        gains = influence.first_in_influence(s, seat, c)
        s.agents[seat] = planet
        if gains:
            move = agent_to(s, seat, c, s.ap)
            if move:
                return [move]
    return []


def agent_to(s: ArcadesState, seat: int, cluster: int, budget: int) -> str:
    """``agent P P``: its agent to the left-most planet of `cluster` with a token, collecting it
    (the left-most planet when none has one), if `budget` AP pay for it; else ""."""
    planets = list(geometry.planets_of(cluster))
    with_token = [q for q in planets if s.tokens[q]]
    dest = with_token[0] if with_token else planets[0]
    collect = dest if with_token else -1
    try:
        cost = agent_cost(s, seat, dest, collect)
    except ValueError:
        return ""
    if cost > budget:
        return ""
    pid = data.PLANET_IDS[dest]
    return f"agent {pid} {pid}" if collect >= 0 else f"agent {pid}"


def battle_choice(s: ArcadesState) -> list[str]:
    stage = s.battle_stage
    if stage == "dice":
        a, k, r = battle.bot_dice(s)
        return [f"dice {a} {k} {r}"]
    if stage == "reroll":
        return ["no-reroll"]
    if stage in ("self", "intercept"):
        return ["hit fresh" if battle.bot_takes_fresh(s) else "hit damaged"]
    if stage == "hits":
        return ["hit damaged", "hit fresh"]
    if stage == "keys":
        d = s.battle_defender
        if d < s.n and s.bots[d]:
            best = max(range(len(data.RESOURCES)), key=lambda r: (s.resource_supply[r], -r))
            return [f"steal {data.RESOURCES[best]}", "done"]
        base = d * data.BOARD_SLOTS
        for k in range(data.BOARD_SLOTS - 1, -1, -1):
            if data.SLOT_KEYS[k] == 1 and s.resources[base + k] >= 0:
                return [f"steal {k + 1}", "done"]
        return ["done"]
    if stage == "push":
        c = geometry.cw(s.battle_cluster, s.battle_pyramids)
        return [f"push {c + 1}.1"]
    return []
