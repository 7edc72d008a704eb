"""Set-up (seeds/003 "Central Play Area Set-up", "Player Area Set-up", "Game Start"; variants-spec
B.2.2): the central displays, each player's area, 4 Shadow cards dealt and 2 kept, START techs
picked in reverse order, tokens placed at BASIC one at a time in player order, 2 of each
resource and the player position adjustments."""

from __future__ import annotations

import random

import pytest

import ambitions
from ambitions.core.errors import InvalidOptions
from ambitions.core.state import CHANCE
from ambitions.games.interstellar import InterstellarState

from .conftest import legal

# (tokens advanced, extra resources) by position in turn order: seeds/003 "Game Start" step 6.
ADJUSTMENTS = {1: (0, 0), 2: (0, 1), 3: (1, 1), 4: (1, 2), 5: (2, 2), 6: (2, 3)}


def set_up(players: int, start: int) -> tuple[InterstellarState, list[tuple[int, str, str]]]:
    """A new game through its set-up, the start player forced to `start`; every seat takes the
    last legal action offered (so each adjustment advances two different places where it can).
    Returns the state at the first turn and the decisions taken, as (seat, phase, action)."""
    s = ambitions.new_game("interstellar", players=players, seed=5)
    assert isinstance(s, InterstellarState)
    rng = random.Random(players)
    s.apply(s.parse_action(f"start {start}"))
    seen: list[tuple[int, str, str]] = []
    while s.turn_seat < 0:
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        seat, phase = s.current_player(), s.phase()
        options = legal(s)
        if phase == "place":  # spread each seat's tokens: colonise, develop, build, ...
            choice = options[sum(1 for p, ph, _ in seen if p == seat and ph == "place") % 6]
        elif phase == "advance" and "done" in options:
            choice = next(o for o in options if o != "done")
        else:
            choice = options[-1]
        seen.append((seat, phase, choice))
        s.apply(s.parse_action(choice))
    return s, seen


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_central_area_and_every_players_area(players: int) -> None:
    s, _ = set_up(players, start=1)
    cards = s.cards
    # 3 passive and 3 active ambitions, face up.
    assert sum(1 for a in s.ambitions if a in cards.passive) == 3
    assert sum(1 for a in s.ambitions if a in cards.active) == 3
    # Tech slots (4) and Merc slots (3) filled face up (I-2); each planet stack shows its type (I-1).
    assert len(s.tech_slots) == 4 and all(s.tech_slots)
    assert not set(s.tech_slots) & set(cards.start_techs)
    assert len(s.merc_slots) == 3 and all(s.merc_slots)
    for t, top in enumerate(s.stack_tops):
        assert cards.planets[top].type == t
    for seat in range(players):
        # Home world at level 4, a Strike Craft and a Destroyer, 2 Shadow cards kept.
        assert [(p.id, p.dev) for p in s.planets[seat]] == [(cards.home_worlds[seat], 4)]
        assert [h.id for h in s.fleets[seat]] == ["strike-craft", "destroyer"]
        assert len(s.hands[seat]) == 2
        # Dealt 4, kept 2: the other 2 are discarded face down, known to their owner.
        assert sum(1 for _, owner in s.shadow_discard if owner == seat) == 2
        assert sum(s.tokens[seat * 30 : seat * 30 + 30]) == 6
        # Each player owns one START tech.
        owned = [t for t, o in s.tech_owner.items() if o == seat]
        assert len(owned) == 1 and owned[0] in cards.start_techs
    # START techs nobody claimed are shuffled into the Tech deck.
    unclaimed = [t for t in cards.start_techs if t not in s.tech_owner]
    assert len(unclaimed) == 6 - players and all(t in s.tech_deck for t in unclaimed)


@pytest.mark.parametrize("players", [3, 6])
def test_game_start_order_and_the_position_adjustments(players: int) -> None:
    start = 2
    s, seen = set_up(players, start)
    order = [(start + i) % players for i in range(players)]
    # Deal 4, keep 2: each seat chose among its 4 dealt cards.
    keeps = [(seat, a) for seat, ph, a in seen if ph == "keep"]
    assert [seat for seat, _ in keeps] == order
    # START techs: the last player first, in reverse order.
    # (The last pick, a single tech left in a 6 player game, is taken without asking.)
    picks = [seat for seat, ph, _ in seen if ph == "pick-tech"]
    assert picks == order[::-1][: len(picks)] and len(picks) >= players - 1
    # Tokens: one at a time, in player order, until all 6 of each are placed (at BASIC).
    places = [seat for seat, ph, _ in seen if ph == "place"]
    assert places == order * 6
    for position, seat in enumerate(order, start=1):
        advanced, extra = ADJUSTMENTS[position]
        tokens = s.tokens[seat * 30 : seat * 30 + 30]
        at = [sum(tokens[t * 5 + lv] for t in range(6)) for lv in range(5)]
        # Everyone at BASIC, but the later players' advanced tokens (different ones) at MODERATE.
        assert at == [0, 6 - advanced, advanced, 0, 0], (position, at)
        moved = [a for p, ph, a in seen if p == seat and ph == "advance" and a != "done"]
        assert len(set(moved)) == len(moved) == advanced
        # 2 of each resource, plus the extra ones of their choice.
        assert sum(s.resources[seat * 4 : seat * 4 + 4]) == 8 + extra, position
    # The start player takes the first turn; in the first round there are no Shadow Activities.
    assert s.turn_seat == start and s.current_player() == start
    assert s.phase() == "produce-or-advance" and s.round == 1


def test_the_slot_options_set_the_face_up_techs_and_mercs() -> None:
    """I-2: 4 Tech slots and 3 Merc slots by default, configurable as game options."""
    s = ambitions.new_game("interstellar", players=3, seed=2, tech_slots=6, merc_slots=2)
    assert isinstance(s, InterstellarState)
    rng = random.Random(0)
    while s.current_player() == CHANCE:
        s.apply(s.sample_chance(rng))
    assert len(s.tech_slots) == 6 and all(s.tech_slots) and len(s.merc_slots) == 2 and all(s.merc_slots)
    assert s.record()["options"] == {"tech_slots": 6, "merc_slots": 2}


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"tech_slots": 0.5}, "tech_slots"),
        ({"merc_slots": 9}, "merc_slots"),
        ({"tiebreak_damage": "yes"}, "tiebreak_damage"),
        ({"exchange_rate": 2}, "exchange_rate"),
    ],
)
def test_bad_options_are_refused_with_a_clear_error(options: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidOptions, match=words):
        ambitions.new_game("interstellar", players=3, seed=1, **options)


def test_interstellar_is_for_3_to_6_players() -> None:
    for players in (2, 7):
        with pytest.raises(InvalidOptions, match=f"not {players}"):
            ambitions.new_game("interstellar", players=players, seed=1)
