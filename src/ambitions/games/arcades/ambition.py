"""The round's scoring (B.1.3 C) and the Ambition phase (B.1.3 "Ambition phase"; solo B.1.5).

**Round scoring.** The cluster of the round winner's agent (the phantom's when it won) pays 2
Power for 1st place and 1 for 2nd; ambition markers play no part (B.1.3 C).

**The Ambition phase**, at the end of each chapter:

- (solo) the undeclared markers go to the bots' agents' clusters (A3, `solo.place_markers`);
- A. every cluster is scored: its marker's values, or 2/1 without one;
- B. everyone spends all their resources for 1 Power each, then every empty planet is restocked
  (A10);
- the game ends here after chapter 3 or when anyone has reached the threshold (A14; 30 with 3
  players and in solo, 27 with 4, 33 with 2), the highest Power winning, ties going to the
  earliest in turn order from the initiative holder;
- C. compensation by place on the Power track (ties share a place): 4th gets 2 resources, then
  3rd 2 each, then 2nd 1 each (2 players: 2nd gets 2); each resource is the receiver's choice
  among the types left in the supply, in that order, ties in turn order (A9); bots take Power;
- (hard solo) each bot's city in its lowest-numbered cluster turns fresh;
- D. clean-up: the markers come back and the lowest blue one flips; E. the next chapter.
"""

from __future__ import annotations

from ambitions.games.arcades import data, influence, resources, solo
from ambitions.games.arcades.state import EMPTY, PHANTOM_MODE, SOLO, ArcadesState, Phase
from ambitions.games.arcades.turn import marker_values


def score_round(s: ArcadesState, winner: int) -> None:
    """Score the cluster of the round winner's agent, 2/1."""
    cluster = s.agent_cluster(winner)
    first, second = data.DEFAULT_PLACES
    s.log(influence.score_cluster(s, cluster, first, second))


def ambition_phase(s: ArcadesState) -> None:
    """Steps A and B, the end check and the start of C (the phase is then `Phase.TAKE`,
    `Phase.CLEANUP` or `Phase.OVER`)."""
    if s.mode == SOLO:
        solo.place_markers(s)
    for c in range(data.CLUSTERS):
        values = data.DEFAULT_PLACES
        for i in range(len(data.MARKERS)):
            if s.marker_at[i] == c:
                values = marker_values(s, i)
        s.log(influence.score_cluster(s, c, values[0], values[1]))
    # B. Spend every resource for 1 Power, then restock the planets.
    for p in range(s.n):
        held = s.held(p)
        if held:
            s.power[p] += len(held)
            for r in held:
                resources.to_supply(s, r)
            base = p * data.BOARD_SLOTS
            s.resources[base : base + data.BOARD_SLOTS] = [EMPTY] * data.BOARD_SLOTS
    resources.restock(s)
    # The end check (A14): after chapter 3, or when the threshold is reached.
    if s.chapter >= data.CHAPTERS or max(s.power) >= s.threshold:
        s.chapter_power.append(list(s.power))
        s.winner = winner(s)
        s.phase = Phase.OVER
        s.log(f"game over: {s.side_name(s.winner)} wins with {s.power[s.winner]} Power")
        return
    # C. Compensation.
    queue: list[int] = []
    for seat, amount in compensation(s):
        if s.bots[seat]:
            s.power[seat] += amount  # a bot takes Power instead of resources
        else:
            queue += [seat] * amount
    s.compensation = queue
    s.phase = Phase.TAKE


def places(s: ArcadesState) -> list[int]:
    """Each seat's place on the Power track: 1 + the seats with more Power (ties share)."""
    return [1 + sum(1 for q in s.power if q > p) for p in s.power]


def compensation(s: ArcadesState) -> list[tuple[int, int]]:
    """(seat, resources) in the order given: 4th, then 3rd, then 2nd, ties in turn order."""
    place = places(s)
    order = s.turn_order()
    out = []
    for k in (4, 3, 2):
        amount = data.PHANTOM_MODE_SECOND if s.mode == PHANTOM_MODE else data.COMPENSATION[k]
        for p in order:
            if place[p] == k:
                out.append((p, amount))
    return out


def take_options(s: ArcadesState) -> list[int]:
    """The resource types the next compensation can take (A9: what the supply still has)."""
    if s.options.get("unlimited_supply"):
        return list(range(len(data.RESOURCES)))
    return [r for r in range(len(data.RESOURCES)) if s.resource_supply[r] > 0]


def take(s: ArcadesState, resource: int) -> None:
    seat = s.compensation.pop(0)
    resources.gain_from_supply(s, seat, resource)


def cleanup(s: ArcadesState) -> None:
    """Hard mode's bot cities, then D (markers back, the lowest blue flips) and E."""
    if s.options.get("hard"):
        solo.harden_cities(s)
    s.marker_at = [EMPTY] * len(data.MARKERS)
    blue = [i for i in range(len(data.MARKERS)) if not s.marker_flipped[i]]
    if blue:
        lowest = min(blue, key=lambda i: data.MARKERS[i][0])
        s.marker_flipped[lowest] = True
    s.chapter_power.append(list(s.power))
    s.chapter += 1
    s.phase = Phase.RECRUIT


def winner(s: ArcadesState) -> int:
    """The highest Power; ties go to the earliest in turn order from the initiative holder."""
    order = s.turn_order()
    return max(order, key=lambda p: (s.power[p], -order.index(p)))
