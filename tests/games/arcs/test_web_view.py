"""Arcs in the browser, played by clicks: two browser contexts are two human seats beside a bot;
every decision is made by clicking the board, the cards and the chooser's buttons (the server's
API is only read, to know whose turn it is and what to aim for). One player reloads in the middle
of a turn and carries on; a spectator sees no hand; screenshots at desktop and phone width are
saved and the map drawn is checked against the observation."""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

from support.browsing import click_action, wait_for_version

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 360, "height": 740}


def choose(legal: list[str], last: str | None, copied: bool) -> str:
    """What the test player aims for: a card (Mobilization or Aggression first, so that it has
    ships to move; one copy, face down), then one move a turn, then the end of the turn."""
    plays = [a for a in legal if a.split()[0] in ("lead", "surpass", "pivot", "copy")]
    if plays:
        copies = [a for a in plays if a.startswith("copy ")]
        if copies and not copied:
            return copies[0]
        mobile = [a for a in plays if a.split()[1][:3] in ("MOB", "AGG") and not a.startswith("copy ")]
        return (mobile or [a for a in plays if not a.startswith("copy ")] or plays)[0]
    moves = [a for a in legal if a.startswith("move ") and a.split()[3] != "0"]
    if moves and not (last or "").startswith("move "):
        return moves[0]
    if "end" in legal:
        return "end"
    return legal[0]


def leads(view: dict[str, Any]) -> int:
    """How many rounds have begun: the lead cards played (and initiatives passed)."""
    return sum(1 for line in view["log"] if line["text"].startswith("lead ") or line["text"] == "pass")


def drawn_pieces(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """() => ({
            planets: document.querySelectorAll('#board [data-planet]').length,
            systems: document.querySelectorAll('#board .system').length,
            groups: [...document.querySelectorAll('#board .ship-group')].map(g =>
                [g.dataset.system, Number(g.dataset.seat), g.dataset.state, Number(g.dataset.count)]),
            buildings: [...document.querySelectorAll('#board .building')].map(b =>
                [b.dataset.slot, Number(b.dataset.seat), b.dataset.kind]),
            width: document.querySelector('#board .reach').getBoundingClientRect().width,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
        })"""
        )
    )


def check_map(page: Any, obs: dict[str, Any], catalogue: dict[str, Any]) -> None:
    """The map drawn holds what the observation holds: every planet in play, each group of ships
    (fresh and damaged apart) with its count, every building."""
    drawn = drawn_pieces(page)
    in_play = [s for s in catalogue["map"]["systems"] if s["cluster"] not in obs["out_of_play"]]
    assert drawn["planets"] == sum(1 for s in in_play if not s["gate"])
    assert drawn["systems"] == len(in_play)
    expected = sorted(
        [s["system"], s["seat"], state, s[state]]
        for s in obs["ships"]
        for state in ("fresh", "damaged")
        if s[state]
    )
    assert sorted(drawn["groups"]) == expected
    assert sorted(drawn["buildings"]) == sorted([b["slot"], b["seat"], b["kind"]] for b in obs["buildings"])
    assert drawn["width"] > 300


def test_two_players_and_a_bot_play_two_rounds_by_clicking(
    browser: Any, live_server: Any, screenshots: Path
) -> None:
    created = live_server.create("arcs", 3, [None, None, "random+"], seed=11, setup_card="3SETUP02")
    game = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
    spectator_token = created["spectator_token"]
    catalogue = live_server.http.get("/api/games/arcs/catalogue").json()
    errors: list[str] = []
    pages = {}
    for seat, token in tokens.items():
        page = browser.new_context(viewport=DESKTOP).new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(live_server.page_url(game, token))
        page.wait_for_selector("#board .reach")
        pages[seat] = page
    watcher = browser.new_context(viewport=DESKTOP).new_page()
    watcher.on("pageerror", lambda e: errors.append(str(e)))
    watcher.goto(live_server.page_url(game, spectator_token))
    watcher.wait_for_selector("#board .reach")

    clicks: Counter[str] = Counter()
    last: dict[int, str | None] = {seat: None for seat in tokens}
    copied = reloaded = saw_face_down = False
    deadline = time.monotonic() + 90
    while leads(live_server.view(game, spectator_token)) < 3:
        assert time.monotonic() < deadline, f"two rounds took too long; clicks {dict(clicks)}"
        status = live_server.status(game)
        seat = status["to_move"]
        if seat not in tokens:
            time.sleep(0.03)  # the bot, or the server drawing chance outcomes
            continue
        view = live_server.view(game, tokens[seat])
        page = pages[seat]
        wait_for_version(page, view["version"], my_turn=True)
        legal = view["legal_actions"]
        if not reloaded and (last[seat] or "").startswith("move ") and "end" in legal:
            # Mid-turn, after a move: reload; the page comes back where it was and play goes on.
            hand = page.locator("#board .hand-slot").count()
            page.reload()
            wait_for_version(page, view["version"], my_turn=True)
            assert page.locator("#board .hand-slot").count() == hand
            assert page.locator('#choices button.action[data-action="end"]').count() == 1
            reloaded = True
        target = choose(legal, last[seat], copied)
        click_action(page, target, clicks)
        last[seat] = target
        if target.startswith("copy "):
            copied = True
            wait_for_version(watcher, view["version"], newer=True)
            seen = watcher.locator("#board .arcs-round .card.back").count()
            mine = pages[seat].locator(f'#board .arcs-round .card[data-card="{target.split()[1]}"]').count()
            saw_face_down = seen >= 1 and mine == 1

    assert not errors, errors
    assert reloaded, "nobody was mid-turn after a move"
    assert copied and saw_face_down, "a copy is face down for the others and face up for its player"
    assert clicks["board system"] >= 4 and clicks["board card"] >= 4, clicks
    # The spectator sees no hand: no hand section, and none of the players' cards in hand.
    version = live_server.status(game)["version"]
    wait_for_version(watcher, version)
    assert watcher.locator("#board .arcs-hand, #board .hand-slot").count() == 0
    shown = set(watcher.eval_on_selector_all("#board [data-card]", "nodes => nodes.map(n => n.dataset.card)"))
    hands = {
        card
        for seat, token in tokens.items()
        for card in live_server.view(game, token)["observation"]["seats"][seat]["hand"]
    }
    assert hands and not shown & hands
    assert "hand" not in "".join(watcher.locator("#board .arcs-panel h2").all_inner_texts()).lower()

    # Screenshots at desktop and phone width; the map drawn matches the observation.
    seat = min(tokens)
    obs = live_server.view(game, tokens[seat])["observation"]
    page = pages[seat]
    wait_for_version(page, version)
    check_map(page, obs, catalogue)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshots / "arcs-desktop.png"))
    phone = browser.new_context(
        viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2
    ).new_page()
    phone.on("pageerror", lambda e: errors.append(str(e)))
    phone.goto(live_server.page_url(game, tokens[seat]))
    wait_for_version(phone, version)
    check_map(phone, obs, catalogue)
    assert drawn_pieces(phone)["overflow"] <= 0, "the page is wider than a phone"
    phone.screenshot(path=str(screenshots / "arcs-phone.png"))
    phone.screenshot(path=str(screenshots / "arcs-phone-full.png"), full_page=True)
    assert not errors, errors


def test_the_draft_shows_every_leader_and_lore_card_whole(browser: Any, live_server: Any) -> None:
    """Issue 29: in the Leaders & Lore draft each offered card shows its name and its abilities in
    full (nothing clipped), at desktop and at phone width."""
    created = live_server.create("arcs", 3, [None, "random+", "random+"], seed=4, leaders_and_lore=True)
    token = created["seats"][0]["token"]
    catalogue = live_server.http.get("/api/games/arcs/catalogue").json()
    for viewport in ({"width": 1280, "height": 900}, PHONE):
        page = browser.new_context(viewport=viewport).new_page()
        page.goto(live_server.page_url(created["id"], token))
        page.wait_for_selector("#board .draft-cards .card")
        shown = page.evaluate(
            """() => [...document.querySelectorAll('#board .draft-cards .card')].map(c => {
                const text = c.querySelector('.card-text');
                const tall = text.scrollHeight > text.clientHeight + 1;
                return { id: c.dataset.card, text: text.textContent,
                         clipped: tall || c.scrollWidth > c.clientWidth + 1 };
            })"""
        )
        draft = live_server.view(created["id"], token)["observation"]["draft"]
        assert sorted(card["id"] for card in shown) == sorted(draft["leaders"] + draft["lore"])
        for card in shown:
            entry = catalogue["cards"][card["id"]]
            assert not card["clipped"], (viewport, card)
            for ability in entry.get("abilities") or []:
                assert ability["text"] in card["text"], (card["id"], ability["name"])
        page.context.close()
