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


B_WORDS = ("witness", "witness-take", "well-take", "claim", "spawn")


def _b_fate_positions(seeds: range) -> list[dict[str, Any]]:
    """Decisions of seeded random Acts II with the B Fates (F13-F16) from their Setup sides
    (`test_b_fates_random`): those with a B Fate's action, a move carrying Witnesses or a raid
    on Arsenal Keepers or Well of Empathy among the legal ones."""
    import random

    from ambitions.core.state import CHANCE, TERMINAL

    from .test_b_fates_random import act2_table

    out: list[dict[str, Any]] = []
    for seed in seeds:
        for players in (3, 4):
            s = act2_table(players, seed)
            rng = random.Random(seed)
            for _ in range(4000):
                seat = s.current_player()
                if seat == TERMINAL:
                    break
                if seat == CHANCE:
                    s.apply(s.sample_chance(rng))
                    continue
                legal = [str(a) for a in s.legal_actions()]
                ours = [t for t in legal if set(t.split(" ")[:3]) & set(B_WORDS) or " witness " in t]
                ours += [t for t in legal if t in ("steal arsenal", "steal well")]
                if ours and len(legal) > 1:
                    out.append({"observation": s.observation(seat), "seat": seat, "legal": legal})
                busy = [a for a in s.legal_actions() if a.kind not in ("pass", "end", "stop")]
                s.apply(rng.choice(busy if busy and rng.random() < 0.85 else s.legal_actions()))
    return out


def test_every_b_fate_action_has_its_own_steps_and_words(browser: Any, live_server: Any) -> None:
    """At the B Fates' decisions of random Acts II (Witnesses moved alone or along with ships and
    Imperial ships, taken as Psionic, the Well's Psionic taken, Claim Fief, Spawn, raids on
    Arsenal Keepers and the Well), the chooser tells every legal action apart and names each in
    its own words."""
    from .test_web_view import _table_page, word_clashes

    positions = _b_fate_positions(range(1, 4))
    kinds = {w for p in positions for t in p["legal"] for w in t.split(" ")[:3] if w in B_WORDS}
    assert "witness" in kinds, kinds
    assert any(" witness " in t for p in positions for t in p["legal"] if t.startswith("move "))
    page, errors = _table_page(browser, live_server, {"width": 1280, "height": 900})
    clashes = word_clashes(page, positions)
    assert not clashes, clashes[:20]
    assert not errors, errors
