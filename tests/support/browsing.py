"""Helpers the browser tests share: what a page shows, waiting for a version, making a decision
by clicks."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
"""axe-core, vendored (see vendor/README.md)."""
DESKTOP = {"width": 1280, "height": 900}


def open_page(
    browser: Any, url: str, ready: str, errors: list[str], *, console: bool = False, **context: Any
) -> Any:
    """A new page (in its own context: a desktop viewport unless `context` says otherwise) at
    `url`, once `ready` matches; its script errors, its Content-Security-Policy violations and,
    if `console`, its other console errors are appended to `errors`."""
    page = browser.new_context(**({"viewport": DESKTOP} | context)).new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    wanted = (lambda m: m.type == "error") if console else (lambda m: m.type == "error" and csp(m.text))
    page.on("console", lambda m: errors.append(m.text) if wanted(m) else None)
    page.goto(url)
    page.wait_for_selector(ready)
    return page


def csp(message: str) -> bool:
    """True for a browser's console message saying the page broke its Content-Security-Policy."""
    return "Content Security Policy" in message


def page_state(page: Any) -> str:
    """What a page shows, for a failure's message."""
    return str(
        page.evaluate(
            """() => ({
            version: document.body.dataset.version, myTurn: document.body.classList.contains('my-turn'),
            status: document.querySelector('#status').textContent,
            connection: document.querySelector('#connection').textContent,
            message: document.querySelector('#message').textContent,
            prompt: document.querySelector('#prompt').textContent,
            busy: document.querySelector('#choices').getAttribute('aria-busy'),
        })"""
        )
    )


def wait_for_version(page: Any, version: int, *, my_turn: bool = False, newer: bool = False) -> None:
    """Wait until `page` shows `version` (or a newer one), and a decision of its own if `my_turn`."""
    test = "Number(document.body.dataset.version) " + (">" if newer else "===") + " v"
    if my_turn:
        test += " && document.body.classList.contains('my-turn')"
    try:
        page.wait_for_function(f"v => {test}", arg=version, timeout=20_000)
    except Exception as exc:
        raise AssertionError(f"the page did not show version {version}: {page_state(page)}") from exc


def pick_selector(key: str) -> str:
    """Board elements whose first pick is `key` (clicking them picks it if it can be picked)."""
    return f'#board .choosable[data-pick="{key}"], #board .choosable[data-pick^="{key} "]'


def click_action(page: Any, target: str, clicks: Counter[str], *, prefer_board: bool = False) -> None:
    """Make the decision `target` (a legal action's text) by clicks only, as a player would: the
    board first (systems, pieces, cards), then the chooser's options, and once the button that
    plays `target` shows, that button, unless a click left `target` alone and played it at once
    (one click, the page's default). With `prefer_board`, every step the board can answer is
    clicked there even when the button already shows (so the board's narrowing is exercised)."""
    version = int(page.evaluate("document.body.dataset.version"))
    sent = int(page.evaluate("document.body.dataset.sent || 0"))

    def played_at_once() -> bool:
        if int(page.evaluate("document.body.dataset.sent || 0")) == sent:
            return False
        wait_for_version(page, version, newer=True)
        return True

    keys: list[str] = page.evaluate("t => window.ambitionsShell.steps(t)", target)
    assert keys, f"no steps for {target!r}"
    order = [k for k in keys if not k.startswith("kind:")] + [k for k in keys if k.startswith("kind:")]
    done: set[str] = set()
    button = page.locator(f'#choices button.action[data-action="{target}"]')
    if prefer_board:
        for key in order:
            on_board = page.locator(pick_selector(key))
            if on_board.count():
                on_board.first.click()
                clicks[f"board {key.split(':')[0]}"] += 1
                done.add(key)
                if played_at_once():
                    clicks["played at once"] += 1
                    return
    for _ in range(len(order) + 1):
        for key in order:
            if key in done:
                continue
            done.add(key)
            on_board = page.locator(pick_selector(key))
            if on_board.count():
                element = on_board.first
                if key.startswith("system:"):  # the planet's or gate's face, above its buildings
                    box = element.bounding_box()
                    element.click(position={"x": box["width"] / 2, "y": box["height"] * 0.32})
                else:
                    element.click()
                clicks[f"board {key.split(':')[0]}"] += 1
                break
            option = page.locator(f'#choices button.option[data-key="{key}"]')
            if option.count():
                option.click()
                clicks["option"] += 1
                break
        if played_at_once():
            clicks["played at once"] += 1
            return
        if button.count():
            button.click()
            clicks["action button"] += 1
            wait_for_version(page, version, newer=True)
            return
    offered = page.locator("#choices button").all_inner_texts()
    raise AssertionError(f"could not click my way to {target!r} (steps {keys}); offered: {offered}")


def serious_violations(page: Any) -> list[dict[str, Any]]:
    # Not a script tag, and no stylesheets copied into the page (axe's "preload", which only the
    # css-orientation-lock rule reads): the pages' Content-Security-Policy refuses inline ones.
    page.evaluate(AXE.read_text())
    result = page.evaluate(
        "async () => await axe.run(document, { resultTypes: ['violations'], preload: false })"
    )
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"][:3]],
        }
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]
