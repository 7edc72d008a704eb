"""Setup (rulebook p4-5): initiative, the setup card, the Court, starting pieces and hands."""

from __future__ import annotations

from typing import Any

from ambitions.core.errors import InvalidOptions
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.pieces import first_empty_slot, place_ships
from ambitions.games.arcs.state import CITY, RESOURCE_SLOTS, STARPORT, ArcsState, Phase, building_code

SETUP_BY_ID = {c.id: c for c in data.SETUP_CARDS}
OPTIONS = ("setup_card",)


def action_deck(players: int) -> list[str]:
    """The action cards in play: 1s and 7s only with four players (p4, steps C-D)."""
    return [c.id for c in data.ACTION_CARDS if players == 4 or c.number not in data.FOUR_PLAYER_ONLY_NUMBERS]


def setup_cards_for(players: int) -> list[str]:
    return [c.id for c in data.SETUP_CARDS if c.players == players]


def check_options(players: Any, options: dict[str, Any]) -> None:
    """Reject bad options with a clear message before anything is built."""
    if not isinstance(players, int) or isinstance(players, bool) or players not in (2, 3, 4):
        raise InvalidOptions(f"Arcs is for 2, 3 or 4 players, not {players!r}")
    for key in options:
        if key not in OPTIONS:
            raise InvalidOptions(f"unknown Arcs option {key!r}; known options: {', '.join(OPTIONS)}")
    card = options.get("setup_card")
    if card is not None and card not in setup_cards_for(players):
        raise InvalidOptions(
            f"setup card {card!r} is not a {players}-player card; choose one of "
            f"{', '.join(setup_cards_for(players))}"
        )


def apply_setup_card(s: ArcsState, card_id: str) -> None:
    """Steps J-O: cover out-of-play clusters, place starting pieces, take starting resources."""
    card = SETUP_BY_ID[card_id]
    s.setup_card = card_id
    s.out_of_play = card.out_of_play
    s.adjacency = reach.build_adjacency(card.out_of_play)
    s.in_play = reach.in_play_systems(card.out_of_play)
    if s.n == 2:
        # K: the resources of the covered planets go on the ambition boxes (phantom player).
        for c in card.out_of_play:
            for k in (1, 2, 3):
                r = reach.PLANET_RESOURCE[(c - 1) * 4 + k]
                s.box_resources[r] += 1
                s.resource_supply[r] -= 1
    for j, seat in enumerate(s.turn_order()):
        start = [reach.SYSTEM_INDEX[x] for x in card.starts[j]]
        a, b, cs = start[0], start[1], start[2:]
        place_ships(s, seat, a, 3)
        s.slots[first_empty_slot(s, a)] = building_code(seat, CITY, False)
        s.cities_left[seat] -= 1  # the leftmost city from the board
        place_ships(s, seat, b, 3)
        s.slots[first_empty_slot(s, b)] = building_code(seat, STARPORT, False)
        s.starports[seat] -= 1
        for c in cs:
            place_ships(s, seat, c, 2)
        # O: the resources of the A and B planets, in the leftmost two slots.
        for k, system in enumerate((a, b)):
            r = reach.PLANET_RESOURCE[system]
            s.resources[seat * RESOURCE_SLOTS + k] = r
            s.resource_supply[r] -= 1
    s.phase = Phase.CHANCE_COURT


def apply_court(s: ArcsState, order: list[str]) -> None:
    """Step H: the shuffled Court deck (top last) and the face-up Court row."""
    s.court_deck = list(order)
    row = data.COURT_ROW_SIZE[s.n]
    s.court = [s.court_deck.pop() for _ in range(row)]
    s.court_agents = [0] * (row * s.n)
    s.phase = Phase.CHANCE_DEAL


def apply_deal(s: ArcsState, order: list[str]) -> None:
    """Deal 6 cards to each player in turn order; the rest wait for a 2-player mulligan (p5, p19)."""
    for j, seat in enumerate(s.turn_order()):
        s.hands[seat] = sorted(order[j * data.HAND_SIZE : (j + 1) * data.HAND_SIZE])
    s.action_undealt = list(order[s.n * data.HAND_SIZE :])
    s.action_discard = []
    if s.n == 2:
        s.phase = Phase.MULLIGAN
        s.mover = (s.initiative + 1) % 2
    else:
        finish_deal(s)


def finish_deal(s: ArcsState) -> None:
    """Q: cards not in hands go face down to the action discard; the chapter's first round."""
    for card in s.action_undealt:
        s.action_discard.append((card, False, -1))
    s.action_undealt = []
    s.phase = Phase.LEAD
