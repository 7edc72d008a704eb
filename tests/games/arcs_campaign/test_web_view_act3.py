"""The campaign's browser view in Act III and at the campaign's end (issue 28): the Fates whose
Act III part is not built said plainly, the grand ambitions scored, the winner and the campaign
log sheet (Fate and Power by Act), as the observation holds them."""

from __future__ import annotations

from typing import Any

from .test_web_view import _position_page

LOG = [  # (Mikah won Acts I and II, and completed its objective in Act I)
    {
        "act": act,
        "seat": seat,
        "fate": fate,
        "power": power,
        "won": seat == 0,
        "completed": (act, seat) == (1, 0),
    }
    for act, row in ((1, [("F1", 9), ("F3", 4), ("F2", 1)]), (2, [("F1", 12), ("F9", 6), ("F13", -2)]))
    for seat, (fate, power) in enumerate(row)
]

MID_ACT_III: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "chapter": 2,
    "seats": [{"power": 6, "hand": ["ADM2"]}, {"power": 3}, {"power": 1}],
    "campaign": {
        "act": 3,
        "fates": {"fate": ["F1", "F9", "F17"]},
        "grand_ambitions": [
            {"chapter": 1, "seat": 0, "fulfilled": 1, "power": 2},
            {"chapter": 1, "seat": 1, "fulfilled": 0, "power": 0},
        ],
        "log_sheet": LOG,
    },
}

END_OF_CAMPAIGN: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "chapter": 2,
    "seats": [{"power": 9}, {"power": 3}, {"power": 1}],
    "ships": [{"system": "1.1", "seat": 2, "fresh": 1}],
    "campaign": {
        "act": 3,
        "fates": {"fate": ["F1", "F9", "F17"], "objective": [None, None, 0]},
        "log_sheet": LOG,
    },
}
"""Lotus's Overlord on 0 with 1 Power at chapter 2's end: the campaign is won at once (CRB p.9)."""


def test_act_iii_says_what_is_not_built_and_lists_the_grand_ambitions(
    browser: Any, live_server: Any, registry: Any
) -> None:
    """(`registry`: no Fate's Act III part registered, so the three are missing.)"""
    page, errors, obs, _ = _position_page(browser, live_server, MID_ACT_III)
    missing = obs["campaign"]["act3_missing"]
    assert missing == ["F1", "F9", "F17"]
    shown = page.evaluate(
        """() => [...document.querySelectorAll('#board .act3-missing')].map(
            p => [p.dataset.missing, p.textContent])"""
    )
    assert [m for m, _ in shown] == missing
    assert all(text.startswith("Act III part of ") and "not built yet" in text for _, text in shown)
    scored = page.evaluate(
        """() => [...document.querySelectorAll('#board .grand-ambitions li')].map(
            li => [li.dataset.seat, li.dataset.fulfilled, li.textContent])"""
    )
    assert [row[:2] for row in scored] == [["0", "1"], ["1", "0"]]
    assert scored[0][2].startswith("Chapter 1: ") and scored[0][2].endswith(
        " fulfilled 1 of 2 grand ambitions (+2 Power)"
    )
    cells = page.evaluate(
        """() => [...document.querySelectorAll('#board .campaign-seat .objective')].map(
            td => td.textContent)"""
    )
    assert cells[:2] == ["grand ambitions (no marker)"] * 2 and cells[2] == "marker on space 20"
    assert not errors, errors


def test_the_end_view_shows_the_winner_and_the_log_sheet(
    browser: Any, live_server: Any, registry: Any
) -> None:
    """(`registry`: no Fate's Act III part registered, so no grand ambition is scored.)"""
    page, errors, obs, _ = _position_page(browser, live_server, END_OF_CAMPAIGN)
    assert obs["phase"] == "over" and obs["winner"] == 2
    end = page.evaluate(
        """() => { const box = document.querySelector('#board .campaign-end');
            return box && [box.dataset.winner, box.querySelector('.campaign-winner').textContent,
              [...box.querySelectorAll('tbody tr')].map(tr => [tr.dataset.seat,
                [...tr.querySelectorAll('td[data-act]')].map(
                  td => [td.dataset.act, td.dataset.fate, td.dataset.power, td.dataset.won,
                    td.textContent])])]; }"""
    )
    assert end is not None
    winner, text, rows = end
    assert winner == "2" and "wins the campaign by completing a final objective" in text
    assert [cell[:4] for cell in rows[0][1]] == [
        ["1", "F1", "9", "true"],
        ["2", "F1", "12", "true"],
        ["3", "F1", "9", "false"],
    ]
    assert [cell[:4] for cell in rows[2][1]] == [
        ["1", "F2", "1", "false"],
        ["2", "F13", "-2", "false"],
        ["3", "F17", "1", "true"],
    ]
    assert "objective completed; won Act I" in rows[0][1][0][4] and "won Act II" in rows[0][1][1][4]
    assert "objective completed; won Act III" in rows[2][1][2][4]
    assert not errors, errors


def test_act_iii_shows_the_judges_chosen(browser: Any, live_server: Any) -> None:
    """The Judge's Chosen title (F24-04) and who holds it, as the observation holds it."""
    where = {
        **MID_ACT_III,
        "campaign": {"act": 3, "fates": {"fate": ["F24", "F9", "F17"]}, "judges_chosen": 2},
    }
    page, errors, obs, _ = _position_page(browser, live_server, where)
    assert obs["campaign"]["judges_chosen"] == 2
    shown = page.evaluate(
        """() => { const p = document.querySelector('#board .judges-chosen');
            return p && [p.dataset.judgesChosen, p.textContent]; }"""
    )
    assert shown is not None and shown[0] == "2" and shown[1].startswith("Judge's Chosen: ")
    assert not errors, errors


def test_act_iii_shows_edenguard_and_green_vault(browser: Any, live_server: Any, screenshots: Any) -> None:
    """The Guardian's table (F20): Edenguard among the ambitions, a marker on it and each seat's
    count (Mikah controls 1.3 and 3.2), and Green Vault's frozen Captives."""
    where = {
        **MID_ACT_III,
        "seats": [{"power": 6, "hand": ["ADM2"]}, {"power": 3, "hand": ["ADM3"]}, {"power": 1}],
        "markers": [{"box": "edenguard"}, {}, {}],
        "ships": [{"system": "1.3", "seat": 0, "fresh": 1}, {"system": "3.2", "seat": 0, "fresh": 1}],
        "campaign": {
            "act": 3,
            "fates": {"fate": ["F20", "F9", "F17"]},
            "booklet": ["F20-04"],
            "green_vault": {"fuel": 1},
        },
    }
    page, errors, obs, _ = _position_page(browser, live_server, where)
    assert obs["seats"][0]["ambitions"]["edenguard"] == 2
    box = page.evaluate(
        """() => { const b = document.querySelector('#board .ambition-box[data-ambition="edenguard"]');
            return b && [b.querySelector('.ambition-name').textContent,
                b.querySelectorAll('.markers > *').length,
                [...b.querySelectorAll('.ambition-counts .count')].map(c => c.textContent)]; }"""
    )
    assert box is not None and box[0] == "Edenguard" and box[1] == 1
    assert box[2][0].endswith("2") and box[2][1].endswith("0")
    vault = page.evaluate(
        "() => { const p = document.querySelector('#board .green-vault'); return p && p.textContent; }"
    )
    assert vault == "Green Vault (Captives, frozen): 1 fuel"
    page.screenshot(path=str(screenshots / "arcs-campaign-guardian.png"), full_page=True)


def test_act_iii_shows_the_twisted_passage(browser: Any, live_server: Any) -> None:
    """The Twisted Passage (F22-05) among the Empire's facts: its ships, controller, exits and
    Passages, as the observation holds them."""
    where = {
        **MID_ACT_III,
        "campaign": {
            "act": 3,
            "fates": {"fate": ["F22", "F9", "F17"]},
            "twisted_passage": {"passages": ["2.0", "4.0"], "die": "hex", "ships": [[2, 1], [0, 0], [1, 0]]},
        },
    }
    page, errors, obs, _ = _position_page(browser, live_server, where)
    assert obs["campaign"]["twisted_passage"]["controller"] == 0
    shown = page.evaluate(
        """() => { const s = document.querySelector('#board [data-twisted]');
            return s && [s.dataset.twisted, s.dataset.passages, s.textContent]; }"""
    )
    assert shown is not None and shown[:2] == ["2+1 0+0 1+0", "2.0 4.0"]
    assert "exits: hex planets; Passages on 2.0, 4.0 (4 left)" in shown[2]
    assert not errors, errors


def test_act_iii_shows_a_flagship_in_the_twisted_passage(browser: Any, live_server: Any) -> None:
    """A Flagship at ``7.0`` (`flagship.IN_PASSAGE`, F22-05) among the Twisted Passage's pieces."""
    where = {
        **MID_ACT_III,
        "campaign": {
            "act": 3,
            "fates": {"fate": ["F22", "F9", "F17"]},
            "twisted_passage": {"passages": ["2.0"], "die": "hex"},
            "flagships": [{"seat": 1, "system": "7.0", "board": {}}],
        },
    }
    page, errors, obs, _ = _position_page(browser, live_server, where)
    shown = page.evaluate(
        """() => { const s = document.querySelector('#board [data-twisted]');
            return s && [s.dataset.flagships, s.textContent]; }"""
    )
    assert shown is not None and shown[0] == "1" and "Flagship" in shown[1], shown
    assert not errors, errors
