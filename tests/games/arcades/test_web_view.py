"""ARCADEs in the browser, played by clicks: a seat beside bots (3 players, 2 players with the
phantom, and solo against the printed bots) makes its setup, draft and turn decisions by clicking
planets, gates, cards and the chooser's buttons; after every decision the map holds exactly the
pieces of the observation (one SVG element per ship, agent, city and token), and a spectator sees
no hand."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from support.browsing import click_action, open_page, serious_violations, wait_for_version


def drawn(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """() => ({
            ships: [...document.querySelectorAll('#board .arcades-map .piece.ship')].map(s =>
                [Number(s.dataset.cluster), Number(s.dataset.side), s.dataset.state]),
            agents: [...document.querySelectorAll('#board .arcades-map .piece.agent')].map(a =>
                [a.dataset.planet, Number(a.dataset.side)]),
            cities: [...document.querySelectorAll('#board .arcades-map .piece.city')].map(c =>
                [c.dataset.planet, Number(c.dataset.seat)]),
            owners: [...document.querySelectorAll('#board .arcades-map .piece.city.damaged')].map(c => {
                const mark = c.parentNode.querySelector('.city-owner');
                return [c.dataset.planet, mark ? Number(mark.dataset.seat) : null, c.dataset.info];
            }),
            tokens: [...document.querySelectorAll('#board .arcades-map .piece.token')].map(
                t => t.dataset.planet),
            pieces: document.querySelectorAll('#board .arcades-map .piece').length,
            planets: document.querySelectorAll('#board .arcades-map [data-planet].planet').length,
        })"""
        )
    )


def check_board(page: Any, obs: dict[str, Any]) -> None:
    """The map drawn holds what the observation holds, piece by piece."""
    d = drawn(page)
    ships = sorted(
        [s["cluster"], s["side"], state]
        for s in obs["ships"]
        for state in ("fresh", "damaged")
        for _ in range(s[state])
    )
    agents = sorted([p, side] for side, p in enumerate(obs["agents"]) if p)
    cities = sorted([c["planet"], c["seat"]] for c in obs["cities"])
    assert sorted(d["ships"]) == ships
    assert sorted(d["agents"]) == agents
    assert sorted(d["cities"]) == cities
    # A damaged city is drawn white: its owner's mark and its words say whose it is.
    damaged = sorted([c["planet"], c["seat"]] for c in obs["cities"] if not c["fresh"])
    assert sorted([planet, seat] for planet, seat, _ in d["owners"]) == damaged
    assert all(info.startswith("A damaged city of seat") for _, _, info in d["owners"])
    assert sorted(d["tokens"]) == sorted(obs["tokens"])
    assert d["pieces"] == len(ships) + len(agents) + len(cities) + len(obs["tokens"])
    assert d["planets"] == 18
    # No side is null in the observation: the round panel names a battle, the initiative holder
    # and a winner only when there is one.
    panel = page.locator("#board .arcades-round").inner_text()
    assert ("Battle in cluster" in panel) == (obs["battle"]["attacker"] is not None)
    assert ("Initiative:" in panel) == (obs["initiative"] is not None)
    assert ("Game over" in panel) == (obs["winner"] is not None) and "null" not in panel


def choose(legal: list[str]) -> str:
    """What the test player aims for: ships placed or moved once a turn, then the end of it."""
    for kind in ("agent", "ships", "keep", "discard", "play", "place", "move"):
        options = [a for a in legal if a.startswith(kind + " ")]
        if options:
            return options[0]
    return "end" if "end" in legal else legal[0]


@pytest.mark.parametrize(
    ("players", "seats", "options"),
    [
        (3, [None, "random+", "random+"], {}),
        (2, [None, "random+"], {}),
        (3, [None, None, None], {"solo": True, "hard": True}),  # the bots' seats are played by the rules
    ],
    ids=["3 players", "2 players and the phantom", "solo hard mode"],
)
def test_a_seat_plays_by_clicking_and_the_board_matches_the_observation(
    browser: Any, live_server: Any, screenshots: Path, players: int, seats: list[str | None], options: Any
) -> None:
    created = live_server.create("arcades", players, seats, seed=5, **options)
    game = created["id"]
    token = next(s["token"] for s in created["seats"] if s["token"])
    errors: list[str] = []
    ready = "#board .arcades-map"
    page = open_page(browser, live_server.page_url(game, token), ready, errors)
    watcher = open_page(browser, live_server.page_url(game, created["spectator_token"]), ready, errors)
    # The text box's example is ARCADEs' own (GameSpec.help through the status), not Arcs'.
    assert page.locator("#action").get_attribute("placeholder") == "e.g. move 3 4 fresh"

    clicks: Counter[str] = Counter()
    made: list[str] = []
    deadline = time.monotonic() + 90
    while len([m for m in made if m.split()[0] in ("place", "move", "end")]) < 4:
        assert time.monotonic() < deadline, f"too slow; made {made}"
        if live_server.status(game)["to_move"] != 0:
            time.sleep(0.03)
            continue
        view = live_server.view(game, token)
        wait_for_version(page, view["version"], my_turn=True)
        check_board(page, view["observation"])
        target = choose(view["legal_actions"])
        if len(made) == 3:
            assert serious_violations(page) == []  # the table mid-game, axe-core
        click_action(page, target, clicks)
        made.append(target)

    assert not errors, errors
    assert clicks["board planet"] >= 1 and clicks["board gate"] >= 1 and clicks["board card"] >= 2, clicks
    # The spectator, once the bots wait for seat 0 again: the same pieces, and no hand.
    while live_server.status(game)["to_move"] != 0:
        assert time.monotonic() < deadline + 30, "the bots did not come back to seat 0"
        time.sleep(0.03)
    version = live_server.status(game)["version"]
    wait_for_version(watcher, version)
    spectator = live_server.view(game, created["spectator_token"])["observation"]
    check_board(watcher, spectator)
    assert watcher.locator("#board .arcades-hand, #board .hand-slot").count() == 0
    hand = set(live_server.view(game, token)["observation"]["seats"][0]["hand"])
    shown = set(watcher.eval_on_selector_all("#board [data-card]", "nodes => nodes.map(n => n.dataset.card)"))
    assert not shown & hand and (hand or options)  # (a solo hand may be played out by now)
    page.screenshot(path=str(screenshots / f"arcades-{players}p{'-solo' if options else ''}.png"))


def test_at_phone_width_the_map_keeps_its_words_readable(
    browser: Any, live_server: Any, screenshots: Path
) -> None:
    """Issue 29: at 360 px the ARCADEs map is not shrunk past reading: its smallest words stay
    about 9 px high, and the map scrolls sideways in its frame while the page stays phone-wide."""
    created = live_server.create("arcades", 3, [None, "random+", "random+"], seed=5)
    token = created["seats"][0]["token"]
    errors: list[str] = []
    phone = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
    page = open_page(
        browser, live_server.page_url(created["id"], token), "#board .arcades-map", errors, **phone
    )
    sizes = page.evaluate(
        """() => { const map = document.querySelector('#board .arcades-map');
            const scale = map.getBoundingClientRect().width / map.viewBox.baseVal.width;
            const fonts = [...map.querySelectorAll('text')].map(
                t => parseFloat(getComputedStyle(t).fontSize) * scale);
            const frame = map.parentElement;
            return { smallest: Math.min(...fonts), scrolls: frame.scrollWidth > frame.clientWidth,
                     wide: document.documentElement.scrollWidth }; }"""
    )
    assert sizes["smallest"] >= 8.5, sizes
    assert sizes["scrolls"] and sizes["wide"] <= 360, sizes
    page.screenshot(path=str(screenshots / "arcades-phone.png"))
    assert errors == []
