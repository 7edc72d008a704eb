"""The campaign's browser view in Act II (issue 27): the campaign panel names each Fate's Act II
objective and shows the Believer's Doctrine and Ideal markers, as the observation holds them."""

from __future__ import annotations

from typing import Any

from .test_web_view import _position_page

ACT2_POSITION: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "campaign": {
        "act": 2,
        "fates": {"fate": ["F8", "F6", "F5"]},
        "doctrine": "wisdom",
        "ideals": {"keeper": "zeal", "tycoon": "wisdom"},
        "booklet": ["F8-23"],
        "edicts": ["ED03", "F8-21"],
    },
}


def test_the_panel_names_the_act2_objectives_the_doctrine_and_the_ideals(
    browser: Any, live_server: Any
) -> None:
    page, errors, obs, _ = _position_page(browser, live_server, ACT2_POSITION)
    assert obs["campaign"]["act"] == 2
    objectives = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('#board .campaign-seat [data-fate]')].map(
            f => [f.dataset.fate, f.querySelector('.fate-objective').textContent]))"""
    )
    assert objectives == {
        "F8": "Develop the Ideals of your Faith",
        "F6": "Show Your Leadership / Burnish Your Image",
        "F5": "Collect the Galaxy's Knowledge / Build the Largest Collection",
    }
    doctrine = page.evaluate(
        """() => { const d = document.querySelector('#board [data-doctrine]');
            const i = document.querySelector('#board [data-ideals]');
            return [d && d.dataset.doctrine, i && i.dataset.ideals, i && i.textContent]; }"""
    )
    assert doctrine[0] == "wisdom" and sorted(doctrine[1].split()) == ["keeper:zeal", "tycoon:wisdom"]
    assert "Keeper zeal" in doctrine[2]
    assert not errors, errors
