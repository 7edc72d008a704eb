"""Players' names in the browser (issue 29): a player names their seat on the game page and every
other page shows it (seat list, log, status line, the game's own seat labels); a name that looks
like HTML shows as text; the name is remembered for the next games; the start page names seats
and lists a browser's games with their players' names."""

from __future__ import annotations

from typing import Any

from support.browsing import DESKTOP, serious_violations, wait_for_version

EVIL = "<img src=x onerror=x()>"
"""A name that is HTML (23 characters: a name may have 24); `x` records being called."""

TRAP = "window.__pwned = false; window.x = () => { window.__pwned = true; };"


def player_page(browser: Any, url: str, errors: list[str], context: Any = None) -> Any:
    context = context or browser.new_context(viewport=DESKTOP)
    context.add_init_script(TRAP)
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(url)
    page.wait_for_selector("#board .reach")
    return page


def test_a_name_set_on_one_page_shows_on_the_others_as_text(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    created = live_server.create("arcs", 3, [None, None, "random"], seed=4, setup_card="3SETUP01")
    game = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    status = live_server.status(game)
    mover = status["to_move"]
    assert mover in (0, 1), status
    other = 1 - mover
    errors: list[str] = []
    me = player_page(browser, live_server.page_url(game, tokens[mover]), errors)
    them = player_page(browser, live_server.page_url(game, tokens[other]), errors)
    watcher = player_page(browser, live_server.page_url(game, created["spectator_token"]), errors)
    assert watcher.locator("#name-form").is_hidden()  # spectators have no seat to name
    assert me.locator("#name-form").is_visible() and them.locator("#name-form").is_visible()
    wait_for_version(me, status["version"], my_turn=True)
    me.locator("#choices button.action").first.click()  # a line of the log by this seat
    wait_for_version(them, status["version"], newer=True)

    me.locator("#player-name").fill(f"  {EVIL} ")
    me.locator("#name-save").click()
    me.wait_for_function("() => document.querySelector('#message').textContent.includes('now called')")
    assert live_server.status(game)["seats"][mover]["name"] == EVIL
    assert me.evaluate("localStorage.getItem('ambitions.name')") == EVIL
    for page in (them, watcher):
        page.wait_for_function(
            "name => document.querySelector('#seats').textContent.includes(name)",
            arg=f"{EVIL} (seat {mover})",
        )
        lines = page.locator("#log li.seat-line").all_inner_texts()
        assert any(f"{EVIL} (seat {mover})" in line for line in lines), lines  # the log's "who"
        assert page.locator(f"#board .seat-tag.seat-{mover}", has_text=EVIL).count() > 0  # the view's labels
    assert f"you are {EVIL} (seat {mover}," in me.locator("#status").inner_text()
    assert me.locator("#seats").inner_text().count(f"{EVIL} (seat {mover}, you)") == 1
    assert any(f"You ({EVIL}, seat {mover})" in t for t in me.locator("#log li").all_inner_texts())
    for page in (me, them, watcher):  # shown as text: no element made of it, no script run
        assert page.locator("#seats img, #log img, #status img, #board img[src=x]").count() == 0
        assert page.evaluate("window.__pwned") is False
    them.screenshot(path=str(screenshots / "names-other-seat.png"), full_page=True)
    assert serious_violations(me) == []

    # Refused names say why; nothing changes.
    me.locator("#player-name").fill("Zo\u200be")
    me.locator("#name-save").click()
    me.wait_for_function("() => document.querySelector('#message').textContent.includes('invisible')")
    me.locator("#player-name").fill("   ")
    me.locator("#name-save").click()
    me.wait_for_function("() => document.querySelector('#message').textContent.includes('Type a name first')")
    assert live_server.status(game)["seats"][mover]["name"] == EVIL

    # Renamed: every page follows.
    me.locator("#player-name").fill("Zoë")
    me.locator("#name-save").click()
    them.wait_for_function("() => document.querySelector('#seats').textContent.includes('Zoë (seat')")
    them.wait_for_function(
        "bad => ![...document.querySelectorAll('#log li')].some((li) => li.textContent.includes(bad))",
        arg=EVIL,
    )
    assert errors == []


def test_the_name_is_remembered_for_the_next_game_and_the_start_page_names_seats(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    errors: list[str] = []
    context = browser.new_context(viewport=DESKTOP)
    first = live_server.create("arcs", 2, [None, "random"], seed=2)
    page = player_page(
        browser, live_server.page_url(first["id"], first["seats"][0]["token"]), errors, context
    )
    page.locator("#player-name").fill("Ann")
    page.locator("#name-save").click()
    page.wait_for_function("() => document.querySelector('#seats').textContent.includes('Ann (seat 0, you)')")
    # The next game's page names its seat with the remembered name, by itself.
    second = live_server.create("arcs", 2, [None, "random"], seed=3)
    page.goto(live_server.page_url(second["id"], second["seats"][0]["token"]))
    page.wait_for_function("() => document.querySelector('#seats').textContent.includes('Ann (seat 0, you)')")
    assert live_server.status(second["id"])["seats"][0]["name"] == "Ann"

    # The start page offers it for seat 0 and names the human seats it creates.
    start = context.new_page()
    start.on("pageerror", lambda e: errors.append(str(e)))
    start.goto(live_server.url + "/")
    start.wait_for_selector("#seats select")
    assert start.locator("#seat-0-name").input_value() == "Ann"
    assert start.locator("#seat-1-name").is_hidden()  # a bot (greedy by default) is named after its agent
    start.locator("#seat-1").select_option("")  # a player
    start.locator("#seat-1-name").fill(f" {EVIL}")
    start.locator("#new-game button[type=submit]").click()
    start.wait_for_selector("#created a")
    created = start.locator("#created").inner_text()
    assert "Ann (seat 0): secret link" in created and f"{EVIL} (seat 1): secret link" in created
    start.reload()
    start.wait_for_function(
        "name => document.querySelector('#mine').textContent.includes(name)", arg=f"({EVIL} (seat 1))"
    )
    mine = start.locator("#mine").inner_text()
    assert "(Ann (seat 0))" in mine
    assert start.locator("#mine img, #created img").count() == 0 and start.evaluate("window.__pwned") is False
    start.screenshot(path=str(screenshots / "names-start-page.png"), full_page=True)
    assert errors == []
