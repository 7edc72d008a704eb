"""Interstellar Ambitions in the terminal shell: its own views (not the plain-text fallback) show
the board from the observation of the seat on screen, and a whole 3-player game against two bots
is played to the final score by keys alone."""

from __future__ import annotations

from typing import Any

from test_tui_app import choose_first, run
from textual.pilot import Pilot

import ambitions
from ambitions.bots import make_agent
from ambitions.play.session import GameSession
from ambitions.tui.app import PlayApp
from ambitions.tui.screens import SummaryScreen
from ambitions.tui.views.interstellar import InterstellarViews
from ambitions.tui.views.interstellar.panels import AmbitionsView, OfferView, SeatsView, TrackView
from ambitions.tui.viewset import load_views


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
