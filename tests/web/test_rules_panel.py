"""The browser's Rules panel and dice odds: the notes on the seat's legal kinds first, the game's
others after, a keyboard-reachable collapsible panel; the odds beside each dice choice, as the
server computed them; nothing of either for a spectator's decisions."""

from __future__ import annotations

import random
from typing import Any

from ambitions.core.registry import game_spec
from support.browsing import open_page, serious_violations


def play_to_dice(live_server: Any, seed: int = 1) -> tuple[dict[str, Any], str]:
    """A 2-player Arcs game of humans, played by the API (battles first) until a seat chooses
    dice: the game and that seat's token."""
    created = live_server.create("arcs", 2, [None, None], seed=seed)
    rng = random.Random(seed)
    tokens = [s["token"] for s in created["seats"]]
    headers = [{"Authorization": f"Bearer {t}"} for t in tokens]
    for made in range(3000):
        for token, auth in zip(tokens, headers, strict=True):
            seen = live_server.view(created["id"], token)
            legal = seen["legal_actions"]
            if not legal:
                continue
            if any(a.startswith("dice ") for a in legal):
                return created, token
            action = rng.choice([a for a in legal if a.startswith("battle ")] or legal)
            body = {"version": seen["version"], "move_id": f"m{made}", "action": action}
            sent = live_server.http.post(f"/api/games/{created['id']}/moves", headers=auth, json=body)
            assert sent.is_success, sent.text
            break
    raise AssertionError("no battle")


def test_rules_panel_and_dice_odds(browser: Any, live_server: Any, screenshots: Any) -> None:
    created, token = play_to_dice(live_server)
    seen = live_server.view(created["id"], token)
    spec = game_spec("arcs")
    errors: list[str] = []
    url = live_server.page_url(created["id"], token)
    page = open_page(browser, url, "body.my-turn #rules:not([hidden])", errors)
    # The panel is closed at first, and opens from the keyboard.
    assert page.evaluate("document.querySelector('#rules').open") is False
    count = len(spec.notes_first(seen["legal_actions"])[0])
    assert page.inner_text("#rules-title") == f"Rules ({count} for your actions now)"
    page.focus("#rules-title")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#rules').open")
    now = page.eval_on_selector_all("#rules-now li", "items => items.map(i => i.dataset.kind)")
    assert now == seen["rule_kinds"] and "dice" in now
    dice_note = page.inner_text('#rules-now li[data-kind="dice"]')
    assert "Arcs rulebook p.14" in dice_note and "Collect dice" in dice_note
    others = page.eval_on_selector_all("#rules-all li", "items => items.map(i => i.dataset.kind)")
    assert "move" in others and "dice" not in others
    assert len(now) + len(others) == len(spec.rule_notes())
    # The odds beside each dice choice: in the list of legal actions, and beside the buttons.
    page.click("#all-title")
    dice = [a for a in seen["legal_actions"] if a.startswith("dice ")]
    assert page.eval_on_selector_all("#legal details.odds", "ds => ds.map(d => d.dataset.odds)") == dice
    first = dice[0]
    odds = page.locator(f'#legal details.odds[data-odds="{first}"]')
    odds.locator("summary").focus()
    page.keyboard.press("Enter")
    assert odds.locator("pre").inner_text() == spec.odds_for(first)
    for button in page.eval_on_selector_all(
        "#choices .with-odds", "spans => spans.map(s => s.querySelector('button').dataset.action)"
    ):
        assert button in dice
    assert serious_violations(page) == []
    page.screenshot(path=str(screenshots / "rules-panel.png"), full_page=True)
    # A spectator sees the game's notes, none as "now", and no odds.
    url = live_server.page_url(created["id"], created["spectator_token"])
    watcher = open_page(browser, url, "#rules:not([hidden])", errors)
    assert watcher.inner_text("#rules-title") == "Rules"
    assert watcher.locator("#rules-now").count() == 0
    assert watcher.eval_on_selector_all("#rules-all li", "items => items.length") == len(spec.rule_notes())
    assert watcher.locator("details.odds").count() == 0
    assert errors == []
