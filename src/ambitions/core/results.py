"""Who won and in which places: read off a finished state through the kernel contract."""

from __future__ import annotations

from ambitions.core.state import State


def winner_of(state: State) -> int:
    """The winning seat of a finished game.

    The game's own `State.winning_seat` when it names one (Arcs breaks ties by its rules);
    otherwise the best `returns`, ties going to the earliest seat in turn order.
    """
    declared = state.winning_seat()
    if declared is not None and 0 <= declared < state.num_players:
        return declared
    returns = state.returns()
    order = state.turn_order()
    best = order[0]
    for seat in order[1:]:
        if returns[seat] > returns[best]:
            best = seat
    return best


def ranking(state: State) -> list[int]:
    """Each seat's place (1 = the winner): by `returns`, ties broken by turn order (as the winner).

    Places are strict (no shared places), so the winner alone has rank 1.
    """
    returns = state.returns()
    order = state.turn_order()
    winner = winner_of(state)
    seats = sorted(range(state.num_players), key=lambda p: (p != winner, -returns[p], order.index(p)))
    ranks = [0] * state.num_players
    for place, seat in enumerate(seats, start=1):
        ranks[seat] = place
    return ranks
