"""The browser draws the B Fates with a Flagship (F9-F12): Clues, the Portal, Banners, Hammer
Fragments, the Hammer and Broken Worlds on the map; each Fate's pieces in the campaign panel
(the recorded planet only to the clue-giver); and every new action has its own words."""

from __future__ import annotations

from typing import Any

from .test_web_view import _position_page

B_POSITION: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "initiative": 0,
    "seat": 0,
    "seats": [{"hand": ["ADM4", "AGG2"]}, {}, {}],
    "ships": [{"system": "3.3", "seat": 0, "fresh": 1}, {"system": "2.2", "seat": 1, "fresh": 1}],
    "turn": {"seat": 0, "card": "CON4", "mode": "lead", "pips": 3},
    "campaign": {
        "act": 2,
        "fates": {"fate": ["F9", "F10", "F12"], "cards": [[], ["F10-04"], ["F12-02", "F12-03"]]},
        "flagships": [
            {"seat": 0, "system": "3.3", "board": {}},
            {"seat": 1, "system": "2.2", "board": {}},
            {"seat": 2, "system": "1.1", "board": {}},
        ],
        "pathfinder": {
            "recorded": "6.1",
            "clues": [{"system": "4.1", "check": True}, {"system": "5.2", "check": False}],
        },
        "banners": {"map": [{"system": "2.2"}, {"system": "4.3", "damaged": True}], "trophies": [1, 0, 0]},
        "planet_breaker": {"spare": 4, "hammer": "1.3", "broken": ["6.2"]},
        "hoard": {"relic": 2},
    },
}


def test_the_b_fates_tokens_and_pieces_are_drawn(browser: Any, live_server: Any, screenshots: Any) -> None:
    page, errors, obs, _ = _position_page(browser, live_server, B_POSITION)
    tokens = page.evaluate(
        """() => [...document.querySelectorAll('#board .reach [data-token]')].map(t =>
            [t.dataset.token, t.dataset.system]).sort()"""
    )
    assert tokens == sorted(
        [
            ["clue", "4.1"], ["clue", "5.2"], ["banner", "2.2"], ["banner", "4.3"],
            ["hammer", "1.3"], ["broken-world", "6.2"],
        ]
    )  # fmt: skip
    panel = page.inner_text("#board .campaign-panel")
    assert "Pirate Hoard: 2 relic" in panel and "Banners: 2 on the map, 5 in the supply" in panel
    assert "Banner Trophies: 1" in panel and "Clues: 2 placed; Portal: " in panel
    assert "6.1" not in obs["campaign"]["pathfinder"]["recorded"]  # seat 0 is not the clue-giver
    page.locator("#board .campaign-panel").screenshot(path=str(screenshots / "arcs-campaign-b-fates.png"))
    texts = [
        "clue relic", "banner", "spirits 2.2", "bodies 2.2", "fragment 3.1", "prepare 3.1", "break",
        "resettle F11-05 3.1", "hoard fuel move 3.3 3.2 1 0", "hoard weapon", "steal hoard relic",
        "hit banner-fresh", "repair banner 4.3", "choose hoard", "choose keep",
    ]  # fmt: skip
    said = page.evaluate(
        """async ({ obs, texts }) => {
            const module = await import('/views/arcs-campaign/view.js');
            const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
            const game = await module.createView({ catalogue, status: {} });
            const view = { observation: obs, seat: 0 };
            return texts.map((t) => game.sentence(t, view));
        }""",
        {"obs": obs, "texts": texts},
    )
    assert len(set(said)) == len(texts), said
    assert all(text not in s for text, s in zip(texts, said, strict=True) if " " in text), said  # not raw
    assert "Forgeworld Refugees" in said[7] and "Pirate Hoard" in said[8]
    assert not errors, errors
