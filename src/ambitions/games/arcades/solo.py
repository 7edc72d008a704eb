"""The solo mode's two printed bots (B.1.5): their card play, their turn and their agent.

The bots are part of the rules: their seats are played by the engine as automatic steps (their
procedures leave no choice), so a solo game asks only the human (docs/ARCHITECTURE.md). Every
step below is the printed procedure, with the spec's resolutions cited:

**Card play** (A1): as lead the highest card of the 3-card offer, else the follower priorities
(`cardplay.offer_choice`); right after playing, the offer slides left and the bot draws the
next card of its pile into the right-most spot. That card's number is the **start cluster** of
all the bot's checks this turn (a 7: its agent's cluster).

**The turn.** Clusters are scanned from the start cluster clockwise; for each rule in order
every cluster is tried before the next rule, and the first (rule, cluster) that applies is done.

1. Not 1st in fresh ships, ships in supply, and placing up to 3 makes it 1st: place them, and
   its actions end (the card's number does not restrict where bots place).
2. The same for gaining a tie for 1st or 2nd place (a place it did not have before).

Otherwise the main actions run once (card < 4) or twice (card >= 4; a 7 counts as 7, A23, or
with ``bot_seven_places_only`` a 7 that places nothing goes straight to rule 7):

3. Not 1st, and moving the superfluous ships of both adjacent clusters in gives it 1st or a tie:
   move them in.
4. Not 1st, it has ships there (fresh and damaged, A24), as many as the leader's ship-advantage
   over it, and a rival has ships there: battle.
5. 1st, but a rival has ships there (not alone, A24): battle.
6. It has damaged ships there: repair all of them.
7. Nothing applies: its turn ends and it gains 1 Power.

**A3, the agent.** Unless it attacked this turn, or taking its agent away would lose it 1st
place in influence where the agent stands, it scans the clusters again from the start cluster
and moves the agent to the first cluster where the agent gives it 1st place in influence (it
did not have it there). A bot's agent always moves, free and any distance (A25), onto the
left-most planet with a token, which it discards for 1 Power (the left-most planet and no Power
when no planet has one).
"""

from __future__ import annotations

from ambitions.core.words import counted
from ambitions.games.arcades import battle, cardplay, data, geometry, influence, resources
from ambitions.games.arcades.state import ATTACKED, EMPTY, ArcadesState, Phase
from ambitions.games.arcades.turn import marker_text, marker_values, place_ships, repair


def play_card(s: ArcadesState, bot: int) -> None:
    """The bot plays from its offer and draws; its turn begins at rule 1. A bot never declares an
    ambition, so its lead card keeps its printed value (A26)."""
    card = cardplay.offer_choice(s.offers[bot], s.plays, s.zeroed, bot)
    cardplay.do_play(s, bot, card)
    drawn = ""
    if s.piles[bot]:
        drawn = s.piles[bot].pop(0)
        s.offers[bot].append(drawn)  # the offer slid left when the card left it
    if drawn and cardplay.number(drawn) != data.SEVEN:
        s.bot_start = cardplay.number(drawn) - 1
    else:
        s.bot_start = s.agent_cluster(bot)
    s.turn_side = bot
    s.turn_card = card
    s.turn_flags = 0
    s.bot_stage = "place"
    s.bot_runs = 0
    s.phase = Phase.BOT_TURN
    s.log(
        f"{s.side_name(bot)} plays {card}"
        + (f", draws {drawn}" if drawn else "")
        + f"; start cluster {s.bot_start + 1}"
    )


def continue_turn(s: ArcadesState) -> None:
    """Run the bot's turn until it ends (phase `Phase.NEXT_TURN`) or starts a battle."""
    bot = s.turn_side
    while True:
        stage = s.bot_stage
        if stage == "place":
            if place_rule(s, bot):
                s.bot_stage = "agent"
                continue
            card = cardplay.number(s.turn_card)
            if card == data.SEVEN and s.options.get("bot_seven_places_only"):
                nothing_applies(s, bot)
                return
            s.bot_runs = 2 if card >= 4 else 1
            s.bot_stage = "main"
        elif stage == "main":
            if s.bot_runs <= 0:
                s.bot_stage = "agent"
                continue
            s.bot_runs -= 1
            if main_rule(s, bot):  # a battle began, or the turn ended (rule 7)
                return
        else:
            move_agent_rule(s, bot)
            end_turn(s)
            return


def end_turn(s: ArcadesState) -> None:
    s.bot_stage = ""
    s.bot_start = EMPTY
    s.bot_runs = 0
    s.turn_side = EMPTY
    s.turn_card = ""
    s.turn_flags = 0
    s.phase = Phase.NEXT_TURN


def nothing_applies(s: ArcadesState, bot: int) -> None:
    """Rule 7: the turn ends and the bot gains 1 Power."""
    s.power[bot] += 1
    s.log(f"{s.side_name(bot)}: nothing applies, +1 Power")
    end_turn(s)


# -- rules 1 and 2 -------------------------------------------------------------------------------
def placement(s: ArcadesState, bot: int) -> tuple[int, int] | None:
    """Rules 1-2: (rule, cluster) of the first placement that applies, or None."""
    supply = s.supply[bot]
    if supply <= 0:
        return None
    k = min(data.PLACE_SHIPS, supply)
    order = geometry.scan(s.bot_start)
    for rule in (1, 2):
        for c in order:
            if influence.first_in_fresh(s, bot, c):
                continue
            fresh = s.fresh[c * s.sides + bot]
            before = influence.fresh_place(s, bot, c, fresh)
            after = influence.fresh_place(s, bot, c, fresh + k)
            if rule == 1 and after == "first":
                return rule, c
            if rule == 2 and after in ("tied-first", "second") and after != before:
                return rule, c
    return None


def place_rule(s: ArcadesState, bot: int) -> bool:
    found = placement(s, bot)
    if found is None:
        return False
    rule, c = found
    k = place_ships(s, bot, c, data.PLACE_SHIPS)
    s.log(f"{s.side_name(bot)} (rule {rule}) places {counted(k, 'ship')} in cluster {c + 1}")
    return True


# -- rules 3 to 7 --------------------------------------------------------------------------------
def main_choice(s: ArcadesState, bot: int) -> tuple[int, int]:
    """Rules 3-7: (rule, cluster) of the first main action that applies (rule 7: cluster -1)."""
    order = geometry.scan(s.bot_start)
    m = s.sides
    for c in order:  # rule 3
        if influence.first_in_fresh(s, bot, c):
            continue
        extra = sum(influence.superfluous(s, bot, a) for a in geometry.neighbours(c))
        if extra and s.fresh[c * m + bot] + extra >= influence.most_other_fresh(s, bot, c):
            return 3, c
    for c in order:  # rule 4
        ships = s.ships_at(c, bot)
        if (
            ships
            and not influence.first_in_fresh(s, bot, c)
            and ships >= influence.ship_advantage(s, bot, c)
            and battle.defenders(s, bot, c)
        ):
            return 4, c
    for c in order:  # rule 5
        if influence.first_in_fresh(s, bot, c) and battle.defenders(s, bot, c):
            return 5, c
    for c in order:  # rule 6
        if s.damaged[c * m + bot]:
            return 6, c
    return 7, EMPTY


def main_rule(s: ArcadesState, bot: int) -> bool:
    """Do the main action that applies; True if a battle began or the turn ended."""
    rule, c = main_choice(s, bot)
    if rule == 3:
        moved = 0
        for a in geometry.neighbours(c):
            k = influence.superfluous(s, bot, a)
            if k:
                s.fresh[a * s.sides + bot] -= k
                s.fresh[c * s.sides + bot] += k
                moved += k
        s.log(f"{s.side_name(bot)} (rule 3) moves {counted(moved, 'superfluous ship')} into cluster {c + 1}")
        return False
    if rule in (4, 5):
        start_battle(s, bot, c, rule)
        return True
    if rule == 6:
        k = repair(s, bot, c, s.damaged[c * s.sides + bot])
        s.log(f"{s.side_name(bot)} (rule 6) repairs {counted(k, 'ship')} in cluster {c + 1}")
        return False
    nothing_applies(s, bot)
    return True


def start_battle(s: ArcadesState, bot: int, c: int, rule: int) -> None:
    """A bot battle: its agent first moves to the battle cluster, then the rival with the most
    fresh ships defends."""
    s.log(f"{s.side_name(bot)} (rule {rule}) attacks in cluster {c + 1}")
    if s.agent_cluster(bot) != c:
        move_agent(s, bot, c)
    s.turn_flags |= ATTACKED
    battle.start(s, bot, c, battle.bot_defender(s, bot, c), Phase.BOT_TURN)


# -- A3: the agent -------------------------------------------------------------------------------
def agent_target(s: ArcadesState, bot: int) -> int:
    """The cluster A3 moves the bot's agent to, or -1."""
    if s.turn_flags & ATTACKED:
        return EMPTY
    here = s.agent_cluster(bot)
    planet = s.agents[bot]
    if influence.first_in_influence(s, bot, here):
        s.agents[bot] = EMPTY
        keeps = influence.first_in_influence(s, bot, here)
        s.agents[bot] = planet
        if not keeps:
            return EMPTY  # moving away would lose 1st place in influence here
    for c in geometry.scan(s.bot_start):
        if c == here or influence.first_in_influence(s, bot, c):
            continue
        s.agents[bot] = c * data.PLANETS_PER_CLUSTER
        gains = influence.first_in_influence(s, bot, c)
        s.agents[bot] = planet
        if gains:
            return c
    return EMPTY


def move_agent_rule(s: ArcadesState, bot: int) -> None:
    c = agent_target(s, bot)
    if c >= 0:
        s.log(f"{s.side_name(bot)} (A3) moves its agent to cluster {c + 1}")
        move_agent(s, bot, c)


def move_agent(s: ArcadesState, bot: int, cluster: int) -> None:
    """A bot's agent to `cluster`: the left-most planet with a token, discarded for 1 Power (the
    left-most planet, no Power, when none has one)."""
    planets = geometry.planets_of(cluster)
    with_token = [q for q in planets if s.tokens[q]]
    if with_token:
        s.agents[bot] = with_token[0]
        resources.discard_token(s, with_token[0])
        s.power[bot] += 1
    else:
        s.agents[bot] = planets[0]


# -- the Ambition phase --------------------------------------------------------------------------
def place_markers(s: ArcadesState) -> None:
    """Undeclared markers go to the bots' agents' clusters, cluster 1 to 6, one per cluster, the
    highest remaining marker first (A3)."""
    for c in sorted({s.agent_cluster(b) for b in range(s.n) if s.bots[b]}):
        if c in s.marker_at:
            continue
        free = [i for i in range(len(data.MARKERS)) if s.marker_at[i] == EMPTY]
        if not free:
            return
        best = max(free, key=lambda i: marker_values(s, i))
        s.marker_at[best] = c
        s.log(f"the bots' marker {marker_text(marker_values(s, best))} goes to cluster {c + 1}")


def harden_cities(s: ArcadesState) -> None:
    """Hard mode, each Ambition phase: each bot's city in its lowest-numbered cluster turns
    fresh (a city already fresh stays so)."""
    for b in range(s.n):
        if s.bots[b]:
            for q in range(data.PLANETS):
                if s.cities[q] >= 0 and s.cities[q] >> 1 == b:
                    s.cities[q] = b * 2 + 1
                    break
