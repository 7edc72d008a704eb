"""Setup (rulebook p4-5): initiative, the setup card, the Court, starting pieces and hands."""

from __future__ import annotations

from typing import Any

from ambitions.core.errors import InvalidOptions
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.pieces import first_empty_slot, place_ships
from ambitions.games.arcs.state import CITY, RESOURCE_SLOTS, STARPORT, ArcsState, Phase, building_code

SETUP_BY_ID = {c.id: c for c in data.SETUP_CARDS}
OPTIONS = ("setup_card", "leaders_and_lore", "two_lore")


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
    for key in ("leaders_and_lore", "two_lore"):
        if key in options and not isinstance(options[key], bool):
            raise InvalidOptions(f"Arcs option {key!r} takes true or false, not {options[key]!r}")
    if options.get("two_lore") and not options.get("leaders_and_lore"):
        raise InvalidOptions("Arcs option 'two_lore' needs 'leaders_and_lore': true (p21)")
    card = options.get("setup_card")
    if card is not None and card not in setup_cards_for(players):
        raise InvalidOptions(
            f"setup card {card!r} is not a {players}-player card; choose one of "
            f"{', '.join(setup_cards_for(players))}"
        )


def apply_setup_card(s: ArcsState, card_id: str) -> None:
    """Steps J-O: cover out-of-play clusters, place starting pieces, take starting resources.

    In Leaders & Lore mode the draft replaces steps N-O (p21, `draft`): its rows are dealt next.
    """
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
    if s.options.get("leaders_and_lore"):
        s.phase = Phase.CHANCE_DRAFT
        return
    for seat in s.turn_order():
        a, b = start_systems(s, seat)[:2]
        # O: the resources of the A and B planets, in the leftmost two slots.
        place_start(s, seat, data.DEFAULT_PLACEMENT, (reach.PLANET_RESOURCE[a], reach.PLANET_RESOURCE[b]))
    s.phase = Phase.CHANCE_COURT


def start_systems(s: ArcsState, seat: int) -> list[int]:
    """The seat's A, B and C systems on the setup card (two C systems with 2 players)."""
    j = s.turn_order().index(seat)
    return [reach.SYSTEM_INDEX[x] for x in SETUP_BY_ID[s.setup_card].starts[j]]


def place_start(s: ArcsState, seat: int, boxes: tuple[tuple[str, int], ...], gains: tuple[int, ...]) -> None:
    """Place a seat's starting pieces, box by box, then its starting resources (p5 steps N-O).

    `boxes` are (building, ships) for the A, B and C systems (``"city"``, ``"starport"`` or
    ``"none"``); every C system gets the C box. `gains` go to the leftmost resource slots in order
    (none is gained from an empty supply).
    """
    systems = start_systems(s, seat)
    for i, system in enumerate(systems):
        building, ships = boxes[min(i, 2)]
        place_ships(s, seat, system, ships)
        if building == "city":
            s.slots[first_empty_slot(s, system)] = building_code(seat, CITY, False)
            s.cities_left[seat] -= 1  # the leftmost city from the board
        elif building == "starport":
            s.slots[first_empty_slot(s, system)] = building_code(seat, STARPORT, False)
            s.starports[seat] -= 1
    k = 0
    for r in gains:
        if s.resource_supply[r] > 0:
            s.resources[seat * RESOURCE_SLOTS + k] = r
            s.resource_supply[r] -= 1
            k += 1


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
