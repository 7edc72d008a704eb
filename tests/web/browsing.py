"""Helpers the browser tests share: what a page shows, waiting for a version."""

from __future__ import annotations

from typing import Any


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
