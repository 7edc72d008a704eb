"""The campaign's terminal views: the Arcs board plus a campaign panel read from the observation
(the Empire, the Imperial Council, titles, the Trust and Favors, the Blight, Free cities,
Events), and the plain-text render the line-by-line game prints."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.pilot import Pilot

import ambitions
from ambitions.bots import make_agent
from ambitions.core.registry import game_spec
from ambitions.games.arcs.views.tui.map import cluster_text
from ambitions.games.arcs_campaign.views.tui import CampaignView, CampaignViews, campaign_marks, make_views
from ambitions.play.session import GameSession
from ambitions.tui.app import PlayApp
from ambitions.tui.screens import SummaryScreen
from ambitions.tui.widgets.chooser import ActionList
from support.terminal import choose_first, run


def observation(seat: int | None = 0) -> dict[str, Any]:
    state = ambitions.from_position(
        {
            "game": "arcs-campaign",
            "players": 3,
            "seats": [{"hand": ["ADM2", "EVENT1"]}, {"hand": ["MOB3"]}, {"hand": ["CON4"]}],
            "ships": [{"system": "3.3", "seat": 1, "fresh": 2}],
            "campaign": {
                "titles": ["regent", "outlaw", "regent"],
                "first_regent": 2,
                "imperial_trust": {"relic": 1},
                "favors": [{"holder": 0, "owner": 1, "count": 2}],
                "imperial_ships": [{"system": "1.1", "fresh": 2, "damaged": 1}],
                "blight": [{"system": "4.0", "damaged": 1}],
                "free_buildings": [{"slot": "2.2#0", "kind": "city"}],
                "imperial_clusters": [1, 2],
                "council": "decided",
            },
        }
    )
    return state.observation(seat)


def test_the_campaign_panel_shows_the_empire_titles_trust_favors_blight_and_free_cities() -> None:
    panel = CampaignView().build(observation())
    text = "\n".join(line.plain for line in panel.renderables if isinstance(line, Text))
    assert "Act 1 (chapter 1 of 3)" in text
    assert "s0 regent, s1 outlaw, s2 regent (First Regent)" in text
    assert "Imperial Council: decided" in text
    assert "Imperial Trust: relic 1" in text
    assert "s0 holds 2 of s1" in text
    assert "Imperial clusters 1, 2; Imperial ships 1.1 2+1" in text
    assert "Blight: 4.0 0+1" in text
    assert "city 2.2#0" in text


def test_the_map_draws_imperial_ships_blight_and_free_cities_where_they_are() -> None:
    """Issue 29: the terminal map shows the neutral pieces at their systems, as the browser does:
    2 fresh and 1 damaged Imperial ships at 1.1, a damaged Blight at 4.0, the Free city at 2.2."""
    obs = observation()
    one = cluster_text(obs, 1, campaign_marks).plain.splitlines()
    four = cluster_text(obs, 4, campaign_marks).plain.splitlines()
    two = cluster_text(obs, 2, campaign_marks).plain.splitlines()
    assert one[1].startswith("1.1") and one[1].endswith("I▲2△1")
    assert four[0].startswith("4.0") and four[0].endswith("B△1")
    assert "Cfree" in two[2] and not any(" I" in line or " B" in line for line in two)
    assert make_views(game_spec("arcs-campaign")).map.marks is campaign_marks


def test_the_campaign_views_extend_the_arcs_views() -> None:
    views = make_views(game_spec("arcs-campaign"))
    assert isinstance(views, CampaignViews)
    assert views.campaign in views.views() and views.map in views.views()
    assert views.status(observation()).startswith("Act 1 · chapter 1")


def test_the_plain_render_adds_the_campaign_and_hides_rival_hands() -> None:
    spec = game_spec("arcs-campaign")
    text = spec.render(observation(0))
    assert "Campaign:" in text and "First Regent" in text
    assert "MOB3" not in text and "CON4" not in text  # Rivals' hands stay hidden
    assert "MOB3" not in spec.render(observation(None))


def test_the_full_screen_app_plays_act_i_with_the_campaign_panel() -> None:
    """The Textual app, driven by its test pilot (keys in, screen text out): the campaign panel
    is on the board, and Act I plays to its summary after three chapters."""
    state = ambitions.new_game("arcs-campaign", players=2, seed=6)
    app = PlayApp(GameSession(state, [0], {1: make_agent("random+", 1)}), seed=6, bot_delay=0.0)
    seen: list[str] = []

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        while not isinstance(app.screen, SummaryScreen):
            if not seen:
                seen.append(app.screen_text())
            await choose_first(app, pilot)
            assert len(seen) and app.session.state.chapter <= 3  # type: ignore[attr-defined]

    run(app, script)
    assert "Imperial Council: in-session" in seen[0] and "Titles: s0 regent, s1 regent" in seen[0]
    assert app.session.state.is_terminal() and app.session.state.chapter == 3  # type: ignore[attr-defined]


def test_the_full_screen_app_asks_to_pack_up_at_the_intermissions_end() -> None:
    """``act="all"`` in the full-screen game: at the Intermission's end (CRB p.29 "Next Act?")
    the chooser asks "go on" or "stop here"; stopping leaves the game there, packed up (the
    caller then writes ``--result``)."""
    state = ambitions.new_game("arcs-campaign", players=2, seed=6, act="all")
    app = PlayApp(GameSession(state, [0], {1: make_agent("random+", 1)}), seed=6, bot_delay=0.0)
    asked: list[str] = []

    async def script(app: PlayApp, pilot: Pilot[Any]) -> None:
        for _ in range(3000):
            if app.pausing:
                asked.append(app.screen_text())
                assert app.chooser.shown == ["go on", "stop here"]
                options = app.chooser.query_one(ActionList)
                if not options.has_focus:
                    await pilot.press("down")
                while options.highlighted != 1:
                    await pilot.press("down")
                await pilot.press("enter")  # "stop here"
                return
            await choose_first(app, pilot)
        raise AssertionError(f"no pause: {app.session.state!r}")

    run(app, script)
    assert "You may pack up here" in asked[0]
    s = app.session.state
    assert s.phase == "campaign-chance-act-court" and not s.is_terminal()  # type: ignore[attr-defined]


def test_the_court_and_the_boards_name_the_campaigns_own_cards() -> None:
    """Issue 29: the campaign Court's cards (the Imperial Council, its Guild and Vox cards) and
    Guild cards on a board are named and summed up from the game's catalogue, not shown as ids."""
    import random

    from rich.console import Console

    from ambitions.core.state import CHANCE

    views = make_views(game_spec("arcs-campaign"))
    state = ambitions.new_game("arcs-campaign", players=3, seed=2)
    rng = random.Random(1)
    while not any(slot.get("card", "").startswith("CC") for slot in state.observation(0)["court"]):
        mover = state.current_player()
        state.apply(state.sample_chance() if mover == CHANCE else rng.choice(state.legal_actions()))
    obs = state.observation(0)
    court = [slot["card"] for slot in obs["court"] if slot.get("card")]
    assert "IC01" in court and any(card.startswith("CC") for card in court)
    console = Console(width=120, record=True)
    console.print(views.court.build(obs))
    shown = console.export_text()
    assert "IC01 Imperial Council (council)" in shown
    for card in court:
        name = game_spec("arcs-campaign").catalogue()["cards"][card]["name"]
        assert f"{card} {name}" in shown, card
    assert "resolved at the round's end" in shown  # the Council's summary under it


def test_the_campaign_panel_names_edicts_attached_cards_the_booklet_and_resolutions() -> None:
    """Issue 29: the campaign's Edicts, attached cards, rules booklet and Resolutions are named,
    not shown as ids alone."""
    from ambitions.games.arcs_campaign.render import campaign_lines, named

    assert named("ED03") == "ED03 Govern the Imperial Reach"
    assert named("F16-02") == "F16-02 Claims of Nobility" and named("nothing") == "nothing"
    obs = observation()
    obs["campaign"].update(
        edicts=["ED03"],
        attached=[{"card": "F16-02", "host": "CC10"}],
        booklet=["F16-09"],
        resolved=["F1-04"],
    )
    lines = "\n".join(campaign_lines(obs))
    assert "Edicts: ED03 Govern the Imperial Reach" in lines
    assert "Attached: F16-02 Claims of Nobility on CC10 Elder Broker" in lines
    assert "Rules booklet: F16-09 Seats & Fiefs" in lines
    assert "Resolutions resolved: F1-04 Steward Act I Resolution" in lines
