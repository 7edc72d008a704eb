"""F2 Founder, Act I (Fates file "F2 — Founder"; card texts F2-01B, F2-02; the CRB p.8
example). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X31 = reach.SYSTEM_INDEX["3.1"]


def crb_p8_example(lotus_title: str) -> Any:
    """CRB p.8: "Lotus is an Outlaw, and they win 2 ambitions and control 3 systems, so they
    move their objective marker down a total of 9 times!" Nobody has cards: the chapter ends."""
    return pos(
        markers=[{"box": "tycoon"}, {"box": "keeper"}, {}],
        ships=[{"system": x, "seat": LOTUS, "fresh": 1} for x in ("3.1", "4.2", "5.3")],
        seats=[{"hand": []}, {"hand": []}, {"hand": [], "resources": ["material", "relic"]}],
        campaign_part={
            "titles": ["regent", "regent", lotus_title],
            "fates": {"fate": ["F1", "F3", "F2"], "cards": [["F1-02"], [], ["F2-02"]]},
        },
    )


def test_an_outlaw_advances_3_per_ambition_won_and_1_per_system_controlled() -> None:
    s = crb_p8_example("outlaw")
    assert [a[3] for a in s.chapter_scoring[-1][1]] == [LOTUS, LOTUS]
    assert s.objective[LOTUS] == 16 - 9


def test_a_regent_founder_does_not_advance() -> None:
    s = crb_p8_example("regent")
    assert s.objective[LOTUS] == 16


def parade(first_regent: int = MIKAH, titles: list[str] | None = None, cards: bool = True) -> Any:
    """Mikah (Founder) leads Administration 4 and may declare Warlord; a Free city is on 3.1."""
    return pos(
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={
            "titles": titles or ["regent", "regent", "regent"],
            "first_regent": first_regent,
            "free_buildings": [{"slot": "3.1#0", "kind": "city"}],
            "fates": {"fate": ["F2", "F3", "F6"], "cards": [["F2-02"] if cards else [], [], []]},
        },
    )


def test_parade_fleets_places_two_fresh_ships_at_a_free_city_then_may_turn_outlaw() -> None:
    """F2-02: "When you declare an ambition, you may place 2 fresh ships at a Free city. Then,
    if you are a Regent, you may become an Outlaw." The First Regent tile goes to the Regent
    with the most Power (as when leaving the Empire, CRB p.16)."""
    s = parade()
    s.power = [3, 1, 4]
    do(s, "declare warlord")
    assert s.current_player() == MIKAH and sorted(legal(s)) == ["choose 3.1", "choose none"]
    ships = s.ships[MIKAH]
    do(s, "choose 3.1")
    assert s.fresh[X31 * 3 + MIKAH] == 2 and s.ships[MIKAH] == ships - 2
    assert sorted(legal(s)) == ["choose outlaw", "choose regent"]
    do(s, "choose outlaw")
    assert s.outlaw[MIKAH] and s.first_regent == LOTUS


def test_parade_fleets_may_place_nothing_and_stay_a_regent() -> None:
    s = parade(first_regent=DANE)
    do(s, "declare warlord", "choose none", "choose regent")
    assert s.fresh[X31 * 3 + MIKAH] == 0 and not s.outlaw[MIKAH] and s.first_regent == DANE


def test_an_outlaw_is_not_asked_to_turn_outlaw() -> None:
    s = parade(first_regent=DANE, titles=["outlaw", "regent", "regent"])
    do(s, "declare warlord", "choose 3.1")
    assert "choose outlaw" not in legal(s)


def test_without_parade_fleets_declaring_places_nothing() -> None:
    s = parade(cards=False)
    do(s, "declare warlord")
    assert not any(a.startswith("choose") for a in legal(s))
