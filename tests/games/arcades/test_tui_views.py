"""ARCADEs in the terminal shell: its own views build from observations all through random games
of each mode, and say "none" where the observation has none (a side is null, never -1)."""

from __future__ import annotations

import random

import ambitions
from ambitions.games.arcades.views.tui import ArcadesViews
from ambitions.games.arcades.views.tui.boards import BoardsView, PowerView
from ambitions.games.arcades.views.tui.map import cluster_text
from ambitions.games.arcades.views.tui.round import RoundView
from ambitions.tui.viewset import load_views


def test_the_spec_names_the_arcades_views() -> None:
    assert isinstance(load_views(ambitions.game_spec("arcades")), ArcadesViews)


def test_the_views_build_through_random_games_and_show_a_turn_or_battle_only_when_there_is_one() -> None:
    views = [RoundView(), BoardsView(), PowerView()]
    battles = turns = 0
    for players, options in ((3, {}), (2, {}), (3, {"solo": True})):
        rng = random.Random(players)
        state = ambitions.new_game("arcades", players=players, seed=players, **options)
        step = 0
        while not state.is_terminal():
            seat = state.current_player()
            if seat == ambitions.CHANCE:
                state.apply(state.sample_chance(rng))
                continue
            step += 1
            if step % 5 == 0:
                obs = state.observation(seat)
                for view in views:
                    view.build(obs)
                for cluster in range(1, 7):
                    cluster_text(obs, cluster)
                text = RoundView().build(obs).plain
                assert ("Battle in cluster" in text) == (obs["battle"]["attacker"] is not None)
                assert ("\nTurn: " in text) == (obs["turn"]["side"] is not None)
                assert "None" not in text and "-1" not in text
                battles += obs["battle"]["attacker"] is not None
                turns += obs["turn"]["side"] is not None
            state.apply(rng.choice(state.legal_actions()))
        assert "Initiative: -" not in RoundView().build(state.observation(None)).plain
    assert battles and turns
    first = ambitions.new_game("arcades", players=3, seed=1)
    assert "Initiative: -" in RoundView().build(first.observation(None)).plain  # not drawn yet


def test_the_round_view_says_what_a_7th_resource_forfeited_or_exchanged_does() -> None:
    full = ["relic", "relic", "psionic", "psionic", "fuel", "material"]
    state = ambitions.from_position(
        {
            "game": "arcades",
            "players": 3,
            "agents": ["2.2", "2.1", "3.1"],
            "turn": {"side": 0, "card": "ADM3", "ap": 2},
            "seats": [{"resources": full, "hand": ["ADM1"]}, {}, {}],
            "drops": [{"seat": 0, "resource": "weapons", "planet": "2.2"}],
        }
    )
    text = RoundView().build(state.observation(0)).plain
    assert "No room for a 7th resource: seat 0 (you) gains weapons from 2.2" in text
    assert "Drop weapons to forfeit it (it stays on 2.2)" in text
