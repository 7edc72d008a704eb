"""What ARCADEs offers front ends: its catalogue, the public data the browser view draws from
(map, cards, markers, advances, board slots, dice), the same for every game and viewer; and the
seats that decide (solo: only the human's)."""

from __future__ import annotations

import json

import ambitions
from ambitions.core.registry import game_spec
from ambitions.games.arcades import data
from ambitions.games.arcades.catalogue import catalogue


def test_the_map_is_the_ring_of_six_clusters_with_their_planet_types() -> None:
    cat = json.loads(json.dumps(catalogue()))
    clusters = cat["clusters"]
    assert [c["cluster"] for c in clusters] == [1, 2, 3, 4, 5, 6]
    assert clusters[0]["neighbours"] == [6, 2] and clusters[5]["neighbours"] == [5, 1]  # A15
    # C.1: cluster 2 is psionic, weapons, relic, from its left-most planet (Arrow) clockwise.
    assert [(p["planet"], p["shape"], p["type"]) for p in clusters[1]["planets"]] == [
        ("2.1", "Arrow", "psionic"),
        ("2.2", "Crescent", "weapons"),
        ("2.3", "Hex", "relic"),
    ]
    types = [p["type"] for c in clusters for p in c["planets"]]
    assert {t: types.count(t) for t in data.RESOURCES} == {
        "material": 4, "fuel": 4, "weapons": 4, "relic": 3, "psionic": 3
    }  # fmt: skip


def test_cards_markers_slots_and_dice() -> None:
    cat = catalogue()
    assert sorted(cat["cards"]) == sorted(data.ACTION_CARDS) and len(cat["cards"]) == 21
    assert cat["cards"]["AGG7"]["number"] == 7 and "trump" in cat["cards"]["AGG7"]["text"]
    assert "gate 4" in cat["cards"]["MOB4"]["text"]
    assert [m["sides"] for m in cat["markers"]] == [["2/0", "4/2"], ["3/2", "6/3"], ["5/3", "9/4"]]
    assert cat["slot_keys"] == [3, 1, 1, 2, 1, 3]  # C.4, A27
    assert cat["dice"]["skirmish"].count("blank") == 3 and cat["dice"]["skirmish"].count("1 hit") == 3
    assert cat["advances"][0] == {"name": "colonies", "resource": "material"}


def test_the_game_names_its_catalogue_and_browser_view() -> None:
    spec = game_spec("arcades")
    assert spec.catalogue is catalogue
    assert spec.views["web"] == "ambitions.games.arcades:views/web/view.js"
    # Nothing in it depends on a deal: two games, the same catalogue.
    ambitions.new_game("arcades", players=3, seed=1)
    assert json.dumps(spec.catalogue()) == json.dumps(catalogue())


def test_only_the_human_seat_decides_in_solo() -> None:
    spec = game_spec("arcades")
    assert spec.seats_deciding(3, {"solo": True}) == (0,)
    assert spec.seats_deciding(3, {"solo": True, "human_seat": 2}) == (2,)
    assert spec.seats_deciding(4, {}) == (0, 1, 2, 3)
    assert game_spec("arcs").seats_deciding(3, {}) == (0, 1, 2)  # the default: every seat
    s = ambitions.new_game("arcades", players=3, seed=3, solo=True, human_seat=2)
    movers = set()
    while not s.is_terminal() and len(s.history) < 400:
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
        else:
            movers.add(s.current_player())
            s.apply(s.legal_actions()[0])
    assert movers == {2}
