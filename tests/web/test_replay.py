"""The replay page (issue 29): a finished game's page links to its replay; the replay page draws
each position with the game's own view, steps by buttons, keys, the slider and decisions, keeps
the position and the viewer in its address; a spectator's replay shows no hand and a seat's only
its own; ``/replay`` watches a record file chosen from disk (and says why a broken one is refused).
A screenshot of the page is saved for the README (``docs/replay.png``)."""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

import ambitions
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.play.replay import Replay
from support.browsing import csp, open_page, serious_violations

DESKTOP = {"width": 1280, "height": 900}


def played(game: str, players: int, seed: int) -> dict[str, Any]:
    """A record of a game played at random to its end."""
    state = ambitions.new_game(game, players=players, seed=seed)
    rng = random.Random(seed)
    while state.current_player() != TERMINAL:
        chance = state.current_player() == CHANCE
        state.apply(state.sample_chance() if chance else rng.choice(state.legal_actions()))
    return state.record()


def finished(live_server: Any, seed: int = 7) -> tuple[dict[str, Any], dict[str, Any]]:
    """A 2-player Arcs game of two bots, played to its end; the game made and its record."""
    created = live_server.create("arcs", 2, ["random+", "random+"], seed=seed)
    deadline = time.monotonic() + 90
    while not live_server.status(created["id"])["over"]:
        assert time.monotonic() < deadline, "the bots' game did not end"
        time.sleep(0.1)
    headers = {"Authorization": f"Bearer {created['spectator_token']}"}
    record = live_server.http.get(f"/api/games/{created['id']}/record", headers=headers).json()
    return created, record


def at(page: Any, position: int, seat: str | None = None) -> None:
    """Wait until the page shows `position` (as `seat`: a seat number as text, or ``spectator``)."""
    test = "Number(document.body.dataset.position) === a.p"
    if seat is not None:
        test += " && document.body.dataset.seat === a.s"
    page.wait_for_function(f"a => {test}", arg={"p": position, "s": seat}, timeout=20_000)


def says(page: Any, selector: str, pattern: str) -> None:
    """Wait until the element `selector` says something matching `pattern` (a JS regex)."""
    page.wait_for_function(
        "a => new RegExp(a.p).test(document.querySelector(a.s).textContent)",
        arg={"s": selector, "p": pattern},
    )


def hand_position(replay: Replay) -> int:
    """A position where every seat holds at least three cards."""
    return next(
        k
        for k in range(len(replay))
        if all(len(replay.state_at(k).hands[p]) >= 3 for p in range(replay.players))  # type: ignore[attr-defined]
    )


def test_a_finished_games_page_links_to_its_replay_which_steps_through_it(
    browser: Any, live_server: Any, screenshots: Path
) -> None:
    created, record = finished(live_server)
    game_id, token = created["id"], created["spectator_token"]
    errors: list[str] = []
    game_page = open_page(browser, live_server.page_url(game_id, token), "#board .reach", errors)
    link = game_page.locator("#replay")
    link.wait_for(state="visible")
    assert link.inner_text() == "Watch the replay"
    link.click()
    game_page.wait_for_selector("#watch #board .reach")
    assert game_page.url.startswith(f"{live_server.url}/replay/{game_id}#token={token}")
    page = game_page
    at(page, 0, "spectator")
    replay = Replay(record, {0: "seat 0 (random+)", 1: "seat 1 (random+)"})
    length = len(replay)
    assert page.locator("#position").get_attribute("max") == str(length)
    assert page.locator("#log > li").count() == 0
    # One action at a time, by the buttons and the arrow keys; each frame is what the API sends.
    page.locator("#forward").click()
    at(page, 1)
    page.locator("body").press("ArrowRight")
    at(page, 2)
    assert page.locator("#log > li").count() == 2
    assert page.locator("#log > li.current").count() == 1
    page.locator("body").press("ArrowLeft")
    at(page, 1)
    page.locator("#next-decision").click()
    first_decision = replay.next_decision(1)
    at(page, first_decision)
    assert page.locator("#log > li").count() == first_decision
    page.locator("body").press("End")
    at(page, length)
    assert "wins" in page.locator("#where").inner_text()
    assert page.locator("#forward").is_disabled() and page.locator("#next-decision").is_disabled()
    page.locator("body").press("Shift+ArrowLeft")
    at(page, replay.next_decision(length, forward=False))
    page.locator("body").press("Home")
    at(page, 0)
    assert page.locator("#back").is_disabled()
    # The slider, then the viewer; the address keeps both, and a reload comes back to them.
    middle = length // 2
    page.locator("#position").fill(str(middle))
    at(page, middle)
    page.locator("#viewer").select_option("1")
    at(page, middle, "1")
    assert re.search(rf"at={middle}&seat=1$", page.url), page.url
    shown = page.evaluate("window.ambitionsReplay.frame()")
    frame = replay.frame(middle, 1)
    assert shown["observation"] == json.loads(json.dumps(frame.observation))
    assert [line["plain"] for line in shown["log"]] == [line.head for line in frame.log]
    assert [line["notes"] for line in shown["log"]] == [list(line.notes) for line in frame.log]
    assert page.locator("#log > li").count() == middle  # one entry a step (its notes inside it)
    page.reload()
    at(page, middle, "1")
    page.wait_for_selector("#board .reach")
    assert page.locator("#viewer").input_value() == "1"
    seats = page.locator("#seats").inner_text()
    assert "seat 1 (watching)" in seats.replace("\n", "") and "(you)" not in seats
    assert page.locator("#log > li").count() == middle
    page.locator("#position").fill(str(middle + 3))
    at(page, middle + 3, "1")
    assert page.locator("#log > li").count() == middle + 3  # (the lines known, then the new ones)
    page.screenshot(path=str(screenshots / "replay-1280.png"))
    assert serious_violations(page) == []
    # At phone width the panels stack under the board, nothing wider than the screen.
    phone = open_page(browser, page.url, "#board .reach", errors, viewport={"width": 360, "height": 740})
    at(phone, middle + 3, "1")
    assert phone.evaluate("document.documentElement.scrollWidth - window.innerWidth") <= 0
    phone.screenshot(path=str(screenshots / "replay-360.png"))
    # A token of another game opens nothing.
    other = live_server.create("arcs", 2, [None, "random+"], seed=1)
    wrong = open_page(
        browser, f"{live_server.url}/replay/{game_id}#token={other['spectator_token']}", "#watch", errors
    )
    says(wrong, "#message", "token")
    assert wrong.locator("#board .reach").count() == 0
    # A game still going on is not replayed yet.
    url = f"{live_server.url}/replay/{other['id']}#token={other['spectator_token']}"
    says(open_page(browser, url, "#watch", errors), "#message", "once it is over")
    assert errors == []


def test_a_spectators_replay_shows_no_hand_and_a_seats_only_its_own(browser: Any, live_server: Any) -> None:
    created, record = finished(live_server, seed=8)
    replay = Replay(record)
    position = hand_position(replay)
    hands = [sorted(replay.state_at(position).hands[p]) for p in range(2)]  # type: ignore[attr-defined]
    assert all(len(hand) >= 3 for hand in hands)
    errors: list[str] = []
    url = f"{live_server.url}/replay/{created['id']}#token={created['spectator_token']}&at={position}"
    page = open_page(browser, url, "#board .reach", errors)
    at(page, position, "spectator")
    shown = page.evaluate("document.body.innerText") + page.content()
    assert not [card for hand in hands for card in hand if card in shown]
    assert page.locator("#board .hand-slot .card").count() == 0
    page.locator("#viewer").select_option("1")
    at(page, position, "1")
    cards = page.locator("#board .hand-slot .card")
    page.wait_for_function(
        "n => document.querySelectorAll('#board .hand-slot .card').length === n", arg=len(hands[1])
    )
    held = sorted(cards.evaluate_all("cards => cards.map(c => c.dataset.card)"))
    assert held == hands[1]
    shown = page.evaluate("document.body.innerText") + page.content()
    assert not [card for card in hands[0] if card in shown and card not in hands[1]]
    assert errors == []


def test_the_replay_page_watches_a_record_file_from_disk(
    browser: Any, live_server: Any, tmp_path: Path, screenshots: Path
) -> None:
    record = played("arcs", 3, seed=4)
    file = tmp_path / "arcs-game.json"
    file.write_text(json.dumps(record))
    errors: list[str] = []
    start = open_page(browser, live_server.url + "/", "#seats select", errors)
    start.locator("#replay-file").click()
    start.wait_for_selector("#pick #file")
    page = start
    assert page.url == f"{live_server.url}/replay"
    # A file that is not JSON, then a record that does not replay: each says why, nothing is shown.
    not_json = tmp_path / "notes.json"
    not_json.write_text("these are not moves")
    page.locator("#file").set_input_files(str(not_json))
    says(page, "#pick-message", "not a JSON file")
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**record, "actions": [*record["actions"][:5], "lead NOPE9"]}))
    page.locator("#file").set_input_files(str(broken))
    says(page, "#pick-message", "record action 5 'lead NOPE9' does not replay")
    assert page.locator("#watch").is_hidden()
    assert serious_violations(page) == []
    # The record: watched from its start as a spectator, stepped through, the address kept.
    page.locator("#file").set_input_files(str(file))
    page.wait_for_selector("#watch #board .reach")
    at(page, 0, "spectator")
    assert re.search(r"#file=[\w-]+&at=0&seat=spectator$", page.url), page.url
    replay = Replay(record)
    page.locator("#last-position").click()
    at(page, len(replay))
    assert page.locator("#outcome").inner_text() == replay.outcome()[0].upper() + replay.outcome()[1:]
    position = hand_position(replay)
    page.locator("#position").fill(str(position))
    at(page, position, "spectator")
    shown = page.evaluate("document.body.innerText") + page.content()
    hands = [sorted(replay.state_at(position).hands[p]) for p in range(3)]  # type: ignore[attr-defined]
    assert not [card for hand in hands for card in hand if card in shown]
    page.locator("#viewer").select_option("2")
    at(page, position, "2")
    page.wait_for_selector("#board .hand-slot .card")
    # The README's picture (docs/replay.png): seat 2's eyes a third of the way in.
    shot = next(
        k
        for k in range(len(replay) // 3, len(replay))
        if len(replay.state_at(k).hands[2]) >= 3 and replay.steps[k - 1].seat != CHANCE  # type: ignore[attr-defined]
    )
    page.locator("#position").fill(str(shot))
    at(page, shot, "2")
    page.evaluate("document.activeElement.blur()")
    page.screenshot(path=str(screenshots / "replay.png"), full_page=True)
    # The address is a link to the same frame; one to a record the server no longer holds asks
    # for the file again.
    again = open_page(browser, page.url, "#board .reach", errors)
    at(again, shot, "2")
    gone = open_page(browser, f"{live_server.url}/replay#file=nothing-here&at=3", "#pick", errors)
    says(gone, "#pick-message", "choose the record file again")
    assert errors == [] and not [e for e in errors if csp(e)]


@pytest.mark.parametrize(
    ("game", "players", "ready"),
    [
        ("arcades", 3, "#board .arcades-map"),
        ("interstellar", 4, "#board .is"),
        ("arcs-campaign", 3, "#board .campaign-panel"),
    ],
)
def test_every_games_record_is_drawn_by_its_own_view(
    browser: Any, live_server: Any, game: str, players: int, ready: str
) -> None:
    record = played(game, players, seed=3)
    added = live_server.http.post("/api/replays", json=record)
    assert added.status_code == 201, added.text
    replay = Replay(record)
    middle = len(replay) // 2
    errors: list[str] = []
    url = f"{live_server.url}/replay#file={added.json()['id']}&at={middle}&seat=0"
    page = open_page(browser, url, ready, errors, console=True)
    at(page, middle, "0")
    assert page.locator("#log > li").count() == middle
    page.locator("body").press("ArrowRight")
    at(page, middle + 1, "0")
    page.locator("#viewer").select_option("spectator")
    at(page, middle + 1, "spectator")
    assert page.locator(ready).count() == 1 and "could not be drawn" not in page.inner_text("body")
    assert errors == []


def test_a_game_without_a_browser_view_is_replayed_as_its_text(
    browser: Any, live_server: Any, pig: str
) -> None:
    record = played(pig, 2, seed=3)
    replay_id = live_server.http.post("/api/replays", json=record).json()["id"]
    errors: list[str] = []
    page = open_page(browser, f"{live_server.url}/replay#file={replay_id}&at=4", "#board pre#text", errors)
    at(page, 4, "spectator")
    assert page.locator("#board pre#text").inner_text() == Replay(record).frame(4, None).text.strip()
    assert errors == []
