"""The campaign in the browser (the Arcs view module, named by the campaign's GameSpec): a seat
beside two bots makes its setup placements and first decisions by clicks; the map draws every
Loyal and Free building of the observation (Free ones owned by "free"), and no script error
occurs."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from browsing import click_action, wait_for_version

DESKTOP = {"width": 1280, "height": 900}


def test_a_seat_places_and_plays_by_clicking(browser: Any, live_server: Any) -> None:
    created = live_server.create("arcs-campaign", 3, [None, "random+", "random+"], seed=5)
    game = created["id"]
    token = next(s["token"] for s in created["seats"] if s["token"])
    errors: list[str] = []
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.page_url(game, token))
    page.wait_for_selector("#board .reach")
    clicks: Counter[str] = Counter()
    decisions = 0
    deadline = time.monotonic() + 90
    while decisions < 8:
        assert time.monotonic() < deadline, f"too slow; clicks {dict(clicks)}"
        if live_server.status(game)["to_move"] != 0:
            time.sleep(0.03)
            continue
        view = live_server.view(game, token)
        wait_for_version(page, view["version"], my_turn=True)
        legal = view["legal_actions"]
        click_action(page, legal[0] if "end" not in legal else "end", clicks)
        decisions += 1
    view = live_server.view(game, token)
    wait_for_version(page, view["version"], newer=False)
    drawn = page.evaluate(
        "() => [...document.querySelectorAll('#board .building')].map(b => [b.dataset.slot, b.dataset.seat])"
    )
    obs = view["observation"] if "observation" in view else view
    assert sorted(drawn) == sorted([b["slot"], str(b["seat"])] for b in obs["buildings"])
    assert any(seat == "free" for _, seat in drawn)
    assert not errors, errors
