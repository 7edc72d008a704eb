"""Interstellar Ambitions in the terminal shell: its own views (not the plain-text fallback) show
the board from the observation of the seat on screen, and a whole 3-player game against two bots
is played to the final score by keys alone."""

from __future__ import annotations

from typing import Any

from textual.pilot import Pilot

import ambitions
from ambitions.bots import make_agent
from ambitions.games.interstellar.views.tui import InterstellarViews
from ambitions.games.interstellar.views.tui.panels import AmbitionsView, OfferView, SeatsView, TrackView
from ambitions.play.session import GameSession
from ambitions.tui.app import PlayApp
from ambitions.tui.screens import SummaryScreen
from ambitions.tui.viewset import load_views
from support.terminal import choose_first, run


def test_the_spec_names_the_interstellar_views() -> None:
    assert isinstance(load_views(ambitions.game_spec("interstellar")), InterstellarViews)


def test_the_views_show_the_offer_the_track_and_only_the_viewers_hand() -> None:
    state = ambitions.new_game("interstellar", players=4, seed=3)
    while state.current_player() == ambitions.CHANCE:
        state.apply(state.sample_chance())
    obs = state.observation(1)
    offer = OfferView().build(obs)
    assert "Planets" in "\n".join(t.plain for t in offer.renderables)  # type: ignore[attr-defined]
    track = TrackView().build(obs).plain
    assert all(name in track for name in ("colonise", "develop", "build", "research", "shadow", "fleet"))
    seats = "\n".join(t.plain for t in SeatsView().build(obs).renderables)  # type: ignore[attr-defined]
    mine = state.observation(1)["seats"][1]["hand"]
    assert f"hand ({len(mine)})" in seats
    assert seats.count("hand: ") == 3  # the three rivals: a count, not the cards
    for p in (0, 2, 3):
        for card in state.hands[p]:  # type: ignore[attr-defined]
            if card not in mine:
                assert card not in seats
    assert "passive" in AmbitionsView().build(obs).plain


def test_a_whole_game_against_two_bots_by_keys() -> None:
    state = ambitions.new_game("interstellar", players=3, seed=4)
    agents = {p: make_agent("random+", 5 + p) for p in (1, 2)}
    app = PlayApp(GameSession(state, [0], agents), seed=4)
    chosen: list[str] = []

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        while not isinstance(app.screen, SummaryScreen):
            assert app.waiting_for == 0
            text = app.screen_text()
            assert "preparing" in text and "seat 0 (you)" in text
            chosen.append(await choose_first(app, pilot))
            assert len(chosen) < 3000
        screen = app.screen
        assert isinstance(screen, SummaryScreen)
        final = ambitions.replay(app.session.record())
        assert final.is_terminal()
        vp = final.returns()
        assert f"Final VP: seat 0 {vp[0]:g}, seat 1 {vp[1]:g}, seat 2 {vp[2]:g}" in screen.plain
        await pilot.press("q")
        await pilot.pause()

    run(app, script)
    assert [s.text for s in app.session.steps if s.seat == 0] == chosen


def test_the_status_says_set_up_not_round_0_and_the_step_in_words() -> None:
    state = ambitions.new_game("interstellar", players=3, seed=3)
    while state.phase() != "keep":  # type: ignore[attr-defined]
        state.apply(state.sample_chance())
    status = InterstellarViews().status(state.observation(None))
    assert status.startswith("set-up · ") and "round 0" not in status
    assert "which 2 of the 4 Shadow cards dealt to keep" in status


def test_the_seats_have_a_legend_for_damage_markers_and_the_last_combat_stays_shown() -> None:
    from ambitions.games.interstellar import parse
    from ambitions.games.interstellar.views.tui.panels import ConflictView

    carl = {
        "tokens": {"fleet": [0, 0, 0, 1, 0], "colonise": [0, 5, 0, 0, 0]},
        "fleet": [{"ship": "destroyer"}],
    }
    ade = {"fleet": [{"ship": "strike-craft", "damage": 1}]}
    state = ambitions.from_position(
        {
            "game": "interstellar",
            "players": 3,
            "turn_seat": 0,
            "pending": [["turn-end", 0], ["claim", 0], ["take", 0]],
            "seats": [carl, ade, {}],
        }
    )
    seats = "\n".join(t.plain for t in SeatsView().build(state.observation(2)).renderables)  # type: ignore[attr-defined]
    assert "strike-craft *1" in seats and "*2 = 2 combat damage markers" in seats
    for text in ("take fleet.3", "raid 1", "roll 55 -"):
        state.apply(parse(text))
    assert state.observation(2)["combat"] is None
    shown = ConflictView().build(state.observation(2)).plain
    assert "Last combat: seat 0 RAIDED seat 1" in shown
    assert "seat 0's Destroyer fires at seat 1's Strike Craft: 5 5, 2 hits, 2 damage markers" in shown
    assert "destroyed: seat 1's Strike Craft (*3)" in shown


def test_the_help_screen_gives_interstellars_own_action_texts() -> None:
    from ambitions.tui.screens import HelpScreen

    views = load_views(ambitions.game_spec("interstellar"))
    text = HelpScreen(views.legend, ambitions.game_spec("interstellar").help).text
    assert 'e.g. "play"' in text and "take build.3" in text and "steal coins 3" in text
    assert "move 3.2" not in text and "*1 = one combat damage marker" in text
