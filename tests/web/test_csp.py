"""The pages work under the server's Content-Security-Policy (issue 25): the start page and every
game's table load their modules, stylesheets, catalogue and websocket with no violation, and the
styles the views set on elements take effect (through the CSSOM: the policy refuses ``style``
attributes)."""

from __future__ import annotations

from typing import Any

import pytest

WATCH = """
window.cspViolations = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""
"""Collects the page's violations of its policy (an init script: the policy does not apply to it)."""

STYLED = """() => {
  const styled = [...document.querySelectorAll("[style]")].filter((e) => e.getAttribute("style").trim());
  const unapplied = styled.filter((e) => e.style.cssText === "").map((e) => e.outerHTML.slice(0, 120));
  return { styled: styled.length, unapplied };
}"""
"""Elements given a style, and those whose style did not take effect."""


def open_watched(browser: Any, url: str, ready: str) -> tuple[Any, list[str]]:
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.add_init_script(WATCH)
    response = page.goto(url)
    csp = response.headers.get("content-security-policy", "")
    assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp, response.headers
    page.wait_for_selector(ready)
    return page, errors


def test_the_start_page_works_under_the_policy(browser: Any, live_server: Any) -> None:
    page, errors = open_watched(browser, live_server.url + "/", "#seats select")
    page.wait_for_timeout(300)
    assert page.evaluate("window.cspViolations") == [] and errors == []


@pytest.mark.parametrize(
    ("game", "players", "ready"),
    [
        ("arcs", 3, "#board .reach"),
        ("arcades", 3, "#board .arcades-map"),
        ("interstellar", 4, "#board .is"),
        ("arcs-campaign", 3, "#board .campaign-panel"),
    ],
)
def test_every_games_table_works_under_the_policy(
    browser: Any, live_server: Any, game: str, players: int, ready: str
) -> None:
    created = live_server.create(game, players, [None] + ["random+"] * (players - 1), seed=5)
    token = created["seats"][0]["token"]
    page, errors = open_watched(browser, live_server.page_url(created["id"], token), ready)
    page.wait_for_function("() => document.querySelector('#connection').textContent.length > 0")
    page.wait_for_timeout(300)  # the websocket's first update, any late stylesheet
    assert page.evaluate("window.cspViolations") == [], page.evaluate("window.cspViolations")
    assert errors == [], errors
    styled = page.evaluate(STYLED)
    assert styled["styled"] > 0 and styled["unapplied"] == [], styled
    sheets = page.evaluate("() => [...document.styleSheets].map((s) => s.href && new URL(s.href).pathname)")
    assert "/static/style.css" in sheets and any(s and s.startswith("/views/") for s in sheets), sheets
