"""The browser pages beyond a game played by clicks: accessibility (axe-core, run in the page),
the keyboard and the text box, card texts on hover and tap, the chooser's narrowing rules, and a
game without a browser view of its own (the plugin game) played through the plain-text view."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from support.browsing import click_action, serious_violations, wait_for_version

DESKTOP = {"width": 1280, "height": 900}


def open_mover(browser: Any, live_server: Any, **context: Any) -> tuple[Any, dict[str, Any], int, str]:
    """A 3-player Arcs game of humans; the page of the seat to decide, once drawn."""
    created = live_server.create("arcs", 3, [None, None, None], seed=4, setup_card="3SETUP01")
    game = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    seat = live_server.status(game)["to_move"]
    page = browser.new_context(**({"viewport": DESKTOP} | context)).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.page_url(game, tokens[seat]))
    page.wait_for_selector("body.my-turn #board .reach")
    page.errors = errors
    return page, created, seat, tokens[seat]


def test_the_pages_have_no_serious_accessibility_violations(browser: Any, live_server: Any) -> None:
    page, _, _, _ = open_mover(browser, live_server)
    assert serious_violations(page) == []
    page.locator("#confirm").check()  # (so that a click picks without playing)
    page.locator('#board .choosable[data-pick^="card:"]').first.click()  # a decision half made
    assert serious_violations(page) == []
    page.locator("#confirm").uncheck()
    page.locator("#choices button.action").first.click()  # a card led: the ambitions may be declared
    page.wait_for_function("() => document.querySelector('#board .ambition-box.choosable')")
    assert serious_violations(page) == []
    start = browser.new_context(viewport=DESKTOP).new_page()
    start.goto(live_server.url + "/")
    start.wait_for_selector("#seats select")
    assert serious_violations(start) == []
    assert page.errors == []


def test_every_decision_is_reachable_by_keyboard_and_the_text_box(browser: Any, live_server: Any) -> None:
    page, created, seat, token = open_mover(browser, live_server)
    version = int(page.evaluate("document.body.dataset.version"))
    for _ in range(60):  # Tab to a card of the hand
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('.hand-slot .choosable')"):
            break
    else:
        raise AssertionError("no card of the hand could be reached with Tab")
    card = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("Enter")  # picks the card: leading it is what is left, and has the focus
    assert page.evaluate("document.activeElement.dataset.action") == f"lead {card}"
    page.keyboard.press("Enter")
    wait_for_version(page, version, newer=True)
    assert live_server.view(created["id"], token)["log"][-1]["text"] == f"lead {card}"
    # The text box takes action texts, as in the terminal game; an illegal one changes nothing.
    version = int(page.evaluate("document.body.dataset.version"))
    page.fill("#action", "build city 9.9")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#message').textContent.length > 0")
    assert int(page.evaluate("document.body.dataset.version")) == version
    page.fill("#action", "end")
    page.keyboard.press("Enter")
    wait_for_version(page, version, newer=True)
    assert live_server.view(created["id"], token)["log"][-1]["text"] == "end"
    # Escape clears a half-made choice.
    assert page.errors == []


def test_a_card_shows_its_text_on_hover_and_on_tap(browser: Any, live_server: Any) -> None:
    page, created, _, _ = open_mover(browser, live_server)
    catalogue = live_server.http.get("/api/games/arcs/catalogue").json()
    court = page.locator("#board .arcs-court .card").first
    court.hover()
    tip = page.locator("#tooltip")
    tip.wait_for(state="visible")
    assert tip.inner_text() == catalogue["cards"][court.get_attribute("data-card")]["text"]
    # On a phone there is no hover: a tap shows the text (and picks the card, if it can be picked).
    phone, _, _, _ = open_mover(
        browser, live_server, viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True
    )
    card = phone.locator("#board .hand-slot .card").first
    card.tap()
    phone.locator("#tooltip").wait_for(state="visible")
    assert (
        phone.locator("#tooltip").inner_text() == catalogue["cards"][card.get_attribute("data-card")]["text"]
    )
    assert phone.locator("#choices button.action").count() >= 1
    assert page.errors == [] and phone.errors == []


def test_the_chooser_keeps_only_texts_matching_the_clicks_in_order(browser: Any, live_server: Any) -> None:
    page = browser.new_page()
    page.goto(live_server.url + "/")
    result = page.evaluate(
        """async () => {
        const { Chooser } = await import("/static/chooser.js");
        const steps = (text) => {
          const [kind, ...args] = text.split(" ");
          const step = (a) => ({ key: /\\./.test(a) ? `system:${a}` : `n:${a}`, label: a });
          return [{ key: `kind:${kind}`, label: kind }, ...args.map(step)];
        };
        const legal = ["move 1.3 1.0 1", "move 1.0 1.3 1", "move 1.3 1.2 2", "build 1.3", "end"];
        const texts = (c) => c.candidates().map((e) => e.text);
        const out = {};
        let c = new Chooser(legal, steps);
        c.pickFree(["system:1.3"]);
        out.after13 = texts(c);
        out.freeAfter13 = [...c.freeKeys()].sort();
        c.pickFree(["system:1.0"]);
        out.after13then10 = texts(c);
        out.offTheList = c.pickFree(["system:4.4"]);
        out.unchanged = texts(c);
        c = new Chooser(legal, steps);
        c.pickFree(["system:1.0"]);
        c.pickFree(["system:1.3"]);
        out.after10then13 = texts(c);
        c = new Chooser(legal, steps);
        const first = c.next();
        out.firstOptions = first.options.map((o) => o.key);
        c.pickNext("kind:move");
        out.fromOptions = c.next().options.map((o) => o.key);
        c.pickNext("system:1.0");
        out.movesFrom10 = texts(c);
        c.back();
        out.afterBack = texts(c);
        return out;
      }"""
    )
    assert result["after13"] == ["move 1.3 1.0 1", "move 1.0 1.3 1", "move 1.3 1.2 2", "build 1.3"]
    assert result["freeAfter13"] == ["n:1", "n:2", "system:1.0", "system:1.2"]
    assert result["after13then10"] == ["move 1.3 1.0 1"]
    assert result["offTheList"] is False and result["unchanged"] == ["move 1.3 1.0 1"]
    assert result["after10then13"] == ["move 1.0 1.3 1"]
    assert result["firstOptions"] == ["kind:move", "kind:build", "kind:end"]
    assert result["fromOptions"] == ["system:1.3", "system:1.0"]
    assert result["movesFrom10"] == ["move 1.0 1.3 1"]
    assert result["afterBack"] == ["move 1.3 1.0 1", "move 1.0 1.3 1", "move 1.3 1.2 2"]


def test_a_game_without_a_browser_view_is_played_as_its_text(
    browser: Any, live_server: Any, pig: str, tmp_path: Path
) -> None:
    offered = {g["name"]: g for g in live_server.http.get("/api/games").json()["games"]}
    assert offered[pig]["web_view"] is None and offered["arcs"]["web_view"] == "/views/arcs/view.js"
    created = live_server.create(pig, 2, [None, "random+"], seed=3)
    game = created["id"]
    page = browser.new_context(viewport=DESKTOP).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.page_url(game, created["seats"][0]["token"]))
    page.wait_for_selector("#board pre#text")
    assert page.locator("#board .reach").count() == 0
    rolls = 0
    for _ in range(300):
        status = live_server.status(game)
        if status["over"]:
            break
        if status["to_move"] != 0:
            page.wait_for_timeout(20)
            continue
        wait_for_version(page, status["version"], my_turn=True)
        assert live_server.view(game, created["seats"][0]["token"])["version"] == status["version"]
        text = page.locator("#board pre#text").inner_text()
        assert text.strip(), "the game's plain text is shown"
        action = "roll" if rolls < 2 else "hold"
        rolls = 0 if action == "hold" else rolls + 1
        page.locator(f'#choices button.action[data-action="{action}"]').click()
        wait_for_version(page, status["version"], newer=True)
    status = live_server.status(game)
    assert status["over"], "the game was played to its end"
    wait_for_version(page, status["version"])
    assert page.locator("#log > li").count() == status["version"]
    with page.expect_download() as download:
        page.locator("#record").click()
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["game"] == pig and len(record["actions"]) == status["version"]
    assert errors == []


def test_a_spectator_gets_no_text_box_nor_list_of_actions(browser: Any, live_server: Any) -> None:
    """A spectator decides nothing: the shell hides the text box, the list of legal actions and
    undo for them (any game); a player's page keeps them."""
    page, created, _, _ = open_mover(browser, live_server)
    watcher = browser.new_context(viewport=DESKTOP).new_page()
    errors: list[str] = []
    watcher.on("pageerror", lambda e: errors.append(str(e)))
    watcher.goto(live_server.page_url(created["id"], created["spectator_token"]))
    watcher.wait_for_selector("#board .reach")
    wait_for_version(watcher, int(page.evaluate("document.body.dataset.version")))
    assert watcher.locator("#decide-title").inner_text() == "Watching"
    for hidden in ("#chooser", "#action", "#all-actions", "#undo"):
        assert watcher.locator(hidden).is_hidden(), hidden
        assert page.locator(hidden).is_visible(), hidden
    assert serious_violations(watcher) == []
    assert errors == [] and page.errors == []


NOTIFICATION_STUB = """
window.__notified = [];
window.__permission = "%s";
window.Notification = class {
  constructor(title, options) { window.__notified.push([title, (options || {}).body || ""]); }
  static get permission() { return window.__permission; }
  static requestPermission() { window.__permission = "granted"; return Promise.resolve("granted"); }
};
Object.defineProperty(document, "hidden", { get: () => true });
"""
"""Chromium's notifications stubbed (what the page asked to show is recorded) and the page held
out of view, as a player's background tab."""


def test_your_turn_is_in_the_title_the_icon_and_a_notification_when_allowed(
    browser: Any, live_server: Any, pig: str
) -> None:
    """Issue 29: a decision waiting for the page's seat puts "Your turn" in the title and the
    signal colour in the tab's icon; once the player allowed notifications, the page out of view
    shows one when the turn comes back (not on opening); a spectator's page signals nothing."""
    created = live_server.create(pig, 2, [None, "random+"], seed=3)
    game, token = created["id"], created["seats"][0]["token"]
    context = browser.new_context(viewport=DESKTOP)
    context.add_init_script(NOTIFICATION_STUB % "default")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.page_url(game, token))
    page.wait_for_selector("#board pre#text")
    status = live_server.status(game)
    assert status["to_move"] == 0
    wait_for_version(page, status["version"], my_turn=True)
    assert page.title().startswith("Your turn · ")
    assert page.locator("#favicon").get_attribute("data-turn") == "mine"
    assert page.locator("#notify").is_visible()  # (not asked yet: the page offers to ask)
    page.locator("#notify").click()
    page.wait_for_function("() => document.getElementById('notify').hidden")
    assert page.evaluate("window.__notified") == []  # (opening the page notifies nothing)
    page.locator('#choices button.action[data-action="hold"]').click()  # the bot's turn, then ours
    wait_for_version(page, status["version"] + 1, newer=True)
    page.wait_for_function(
        "() => document.body.classList.contains('my-turn') && window.__notified.length > 0"
    )
    notified = page.evaluate("window.__notified")
    assert len(notified) == 1 and notified[0][0] == f"Your turn: {page.title().removeprefix('Your turn · ')}"
    watcher = browser.new_context(viewport=DESKTOP).new_page()
    watcher.goto(live_server.page_url(game, created["spectator_token"]))
    watcher.wait_for_selector("#board pre#text")
    wait_for_version(watcher, live_server.status(game)["version"])
    assert not watcher.title().startswith("Your turn")
    assert watcher.locator("#favicon").get_attribute("data-turn") == "idle"
    assert watcher.locator("#notify").is_hidden()
    assert errors == []


def test_one_click_plays_the_only_action_a_click_leaves_unless_the_player_confirms(
    browser: Any, live_server: Any
) -> None:
    """Issue 29: a click on the board that leaves a single legal action plays it at once; with
    "Confirm each move" ticked (remembered by the browser) the action waits on its button."""
    page, created, seat, token = open_mover(browser, live_server)
    page.locator("#confirm").check()
    page.reload()
    page.wait_for_selector("body.my-turn #board .reach")
    assert page.locator("#confirm").is_checked()  # (remembered)
    clicks: Counter[str] = Counter()
    legal = live_server.view(created["id"], token)["legal_actions"]
    click_action(page, legal[0], clicks, prefer_board=True)
    assert clicks["action button"] == 1 and clicks["played at once"] == 0, clicks
    page.locator("#confirm").uncheck()
    clicks.clear()
    for _ in range(6):  # (the seat's next decisions: one click each where a click leaves one)
        view = live_server.view(created["id"], token)
        if live_server.status(created["id"])["to_move"] != seat:
            break
        wait_for_version(page, view["version"], my_turn=True)
        click_action(page, view["legal_actions"][0], clicks, prefer_board=True)
    assert clicks["played at once"] >= 1, clicks
    assert page.errors == []


def test_the_start_page_has_the_game_pages_panels_and_fits_a_phone(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    """Issue 29: the start page is styled as the game pages are (panels on the paper background,
    the same buttons), in two columns on a desktop and one at phone width, never wider than it."""
    for width in (1280, 375):
        page = browser.new_context(viewport={"width": width, "height": 900}).new_page()
        page.goto(live_server.url + "/")
        page.wait_for_selector("#seats select")
        looks = page.evaluate(
            """() => { const s = getComputedStyle(document.querySelector('main > section'));
                const b = getComputedStyle(document.querySelector('#new-game button[type=submit]'));
                const boxes = [...document.querySelectorAll('main > section')];
                const [a, c] = boxes.map(e => e.getBoundingClientRect());
                return { bg: s.backgroundColor, radius: s.borderRadius, button: b.backgroundColor,
                         side: c.left >= a.right, wide: document.documentElement.scrollWidth }; }"""
        )
        assert looks["bg"] == "rgb(255, 255, 255)" and looks["radius"] == "6px", looks
        assert looks["button"] == "rgb(228, 240, 251)", looks  # (the game page's action buttons)
        assert looks["side"] is (width > 700) and looks["wide"] <= width, looks
        page.screenshot(path=str(screenshots / f"start-{width}.png"), full_page=True)


def test_the_took_back_note_goes_once_play_goes_on(browser: Any, live_server: Any) -> None:
    """Issue 29: "Took back …" shows after an undo and is gone once play goes on, whoever made
    the next decision (here the same seat, from another client)."""
    page, created, seat, token = open_mover(browser, live_server)
    version = int(page.evaluate("document.body.dataset.version"))
    first = live_server.view(created["id"], token)["legal_actions"][0]
    page.locator("#action").fill(first)
    page.locator("#action").press("Enter")
    wait_for_version(page, version, newer=True)
    page.locator("#undo").click()
    page.wait_for_function("() => document.getElementById('message').textContent.startsWith('Took back')")
    wait_for_version(page, live_server.view(created["id"], token)["version"], my_turn=True)
    assert page.locator("#message").inner_text() == f"Took back “{first}”."
    again = live_server.view(created["id"], token)
    move = {"version": again["version"], "move_id": "elsewhere-1", "action": again["legal_actions"][0]}
    answer = live_server.http.post(
        f"/api/games/{created['id']}/moves", json=move, headers={"Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 200, answer.text  # (a decision made elsewhere: another tab, the API)
    wait_for_version(page, again["version"], newer=True)
    page.wait_for_function("() => !document.getElementById('message').textContent")
    assert page.errors == []


def test_power_markers_on_one_space_do_not_overlap(browser: Any, live_server: Any) -> None:
    """Issue 29: the three seats all on 0 Power: their markers sit in the space's corners, apart
    from each other and off the space's number."""
    page, _, _, _ = open_mover(browser, live_server)
    boxes = page.evaluate(
        """() => [...document.querySelectorAll('#board .power-track .power-marker'),
                  document.querySelector('#board .power-track .track-number')].map(m => {
            const b = m.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })"""
    )
    *markers, number = boxes
    assert len(markers) == 3

    def apart(a: list[float], b: list[float], slack: float = 1.0) -> bool:
        return a[2] <= b[0] + slack or b[2] <= a[0] + slack or a[3] <= b[1] + slack or b[3] <= a[1] + slack

    assert all(apart(m, number) for m in markers), (markers, number)
    assert all(apart(a, b) for i, a in enumerate(markers) for b in markers[i + 1 :]), markers


def test_the_start_page_offers_no_bot_for_the_seats_the_rules_play(browser: Any, live_server: Any) -> None:
    """Issue 29: ARCADEs solo's other seats are the printed bots: the start page names them and
    offers neither a link nor a bot for them, and the game page's seat list says so."""
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(live_server.url + "/")
    page.wait_for_selector("#seats select")
    page.select_option("#game", "arcades")
    page.select_option("#players", "3")
    page.wait_for_function("() => document.querySelectorAll('#seats select').length === 3")
    page.check("#option-solo")
    page.wait_for_function("() => document.querySelectorAll('#seats .rules-seat').length === 2")
    assert page.locator("#seats select").count() == 1
    assert "Seat 1: a printed bot, played by the game's rules" in page.locator("#seats").inner_text()
    page.uncheck("#option-solo")  # back to four choices of three seats
    page.wait_for_function("() => document.querySelectorAll('#seats select').length === 3")
    page.check("#option-solo")
    page.wait_for_function("() => document.querySelectorAll('#seats .rules-seat').length === 2")
    page.locator("#new-game button[type=submit]").click()
    page.wait_for_selector("#created a")
    links = page.locator("#created a").all_inner_texts()
    assert links == ["secret link", "watch"], links  # one player's link and the spectators'
    page.locator("#created a", has_text="secret link").click()
    page.wait_for_selector("#seats .seat-row")
    rows = page.locator("#seats .seat-row").all_inner_texts()
    assert sum("printed bot" in row for row in rows) == 2 and "player" in rows[0], rows


def test_at_phone_width_the_decision_panel_folds_and_never_hides_the_hand(
    browser: Any, live_server: Any
) -> None:
    """Issue 29: at 360 px the decision panel sits at the bottom of the screen; it folds to its
    title bar and opens again (the choice kept for the next page), and whether open or folded the
    page scrolls far enough for the whole hand to show above it."""
    created = live_server.create("arcs", 3, [None, "random+", "random+"], seed=5)
    game, token = created["id"], created["seats"][0]["token"]
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.page_url(game, token))
    page.wait_for_selector("#board .arcs-hand .card")
    page.wait_for_function("() => document.body.classList.contains('my-turn')")

    def layout() -> dict[str, float]:
        return dict(
            page.evaluate(
                """() => { const box = (e) => e.getBoundingClientRect();
                    const h = box(document.querySelector('#board .arcs-hand'));
                    const p = box(document.getElementById('decide'));
                    window.scrollBy(0, h.bottom - p.top + 2);  // the hand's foot just above the panel
                    const hand = box(document.querySelector('#board .arcs-hand'));
                    const panel = box(document.getElementById('decide'));
                    return { handTop: hand.top, handBottom: hand.bottom, panelTop: panel.top,
                             panelHeight: panel.height, wide: document.documentElement.scrollWidth }; }"""
            )
        )

    opened = layout()
    assert opened["panelTop"] > 740 * 0.5 and opened["wide"] <= 360, opened  # at the bottom, no sideways page
    assert opened["handBottom"] <= opened["panelTop"] and opened["handTop"] >= 0, (
        opened
    )  # the hand shows above it
    toggle = page.locator("#decide-toggle")
    assert toggle.is_visible() and toggle.get_attribute("aria-expanded") == "true"
    toggle.click()
    folded = layout()
    assert toggle.get_attribute("aria-expanded") == "false" and toggle.inner_text() == "Show"
    assert folded["panelHeight"] <= 60 and page.locator("#choices").is_hidden(), folded
    assert folded["handBottom"] <= folded["panelTop"], folded
    again = context.new_page()  # the fold is kept for the next page
    again.goto(live_server.page_url(game, token))
    again.wait_for_selector("#board .arcs-hand .card")
    assert again.locator("#decide-toggle").inner_text() == "Show" and again.locator("#choices").is_hidden()
    again.locator("#decide-toggle").click()
    assert again.locator("#choices").is_visible()
    desktop = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    desktop.goto(live_server.page_url(game, token))
    desktop.wait_for_selector("#board .arcs-hand .card")
    assert desktop.locator("#decide-toggle").is_hidden()  # a desktop has room: nothing folds
    assert errors == []


def test_the_log_shows_what_each_step_caused_as_entries_of_their_own(browser: Any, live_server: Any) -> None:
    """A chapter's scoring and the winner (`LogLine.notes`) follow the step that caused them."""
    import time

    created = live_server.create("arcs", 2, ["random", "random"], seed=5)
    game = created["id"]
    deadline = time.monotonic() + 120
    while live_server.status(game).get("winner") is None:
        assert time.monotonic() < deadline, live_server.status(game)
        time.sleep(0.2)
    log = live_server.view(game, created["spectator_token"])["log"]
    notes = [note for line in log for note in line["notes"]]
    assert any(note.startswith("chapter 1 ends: ") for note in notes)
    assert notes[-1].startswith("the game ends: seat ")
    assert all("\n" not in line["plain"] for line in log)  # the step alone; its notes apart
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(live_server.page_url(game, created["spectator_token"]))
    page.wait_for_selector("#log li.note")
    shown = page.locator("#log li.note").all_inner_texts()
    assert [text.strip() for text in shown] == [note[0].upper() + note[1:] for note in notes]
    assert page.locator("#log > li").count() == len(log)  # one entry a step, its notes inside it
    last = page.locator("#log > li").last
    assert last.locator("li.note").all_inner_texts()[-1].strip() == shown[-1].strip()  # the winner
