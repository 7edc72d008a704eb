"""The public catalogue the browser view draws from: built from the game's data alone, so every
card, system and die face is in it, the map agrees with the rules' adjacency, and nothing of a game
in progress (a deal, a deck order, a hand) can be."""

from __future__ import annotations

import json

import ambitions
from ambitions.core.registry import game_spec
from ambitions.games.arcs import data, reach
from ambitions.games.arcs.catalogue import catalogue


def test_every_card_system_and_die_face_is_in_the_catalogue() -> None:
    cat = catalogue()
    ids = {c.id for c in data.ACTION_CARDS} | {c.id for c in data.COURT_CARDS}
    ids |= {c.id for c in data.LEADERS} | {c.id for c in data.LORE}
    assert set(cat["cards"]) == ids
    assert all(card["name"] and card["text"] for card in cat["cards"].values())
    assert cat["cards"]["CON4"]["pips"] == 3 and cat["cards"]["CON4"]["ambition"] == "warlord"
    assert cat["cards"]["BC22"]["keys"] == 1
    systems = {s["id"]: s for s in cat["map"]["systems"]}
    assert list(systems) == list(reach.SYSTEM_IDS)
    assert systems["1.3"]["type"] == "material" and systems["1.3"]["slots"] == ["1.3#0", "1.3#1"]
    assert systems["1.0"]["gate"] and systems["1.0"]["slots"] == []
    assert sum(len(s["slots"]) for s in systems.values()) == sum(data.PLANET_SLOTS.values())
    assert cat["dice"]["raid"]["faces"][0] == "2keys+intercept"
    assert [m["sides"] for m in cat["markers"]] == [["5/3", "9/4"], ["3/2", "6/3"], ["2/0", "4/2"]]


def test_the_map_is_the_rules_adjacency() -> None:
    adjacency = reach.build_adjacency(())
    listed = {tuple(pair) for pair in catalogue()["map"]["adjacent"]}
    expected = {
        (reach.SYSTEM_IDS[a], reach.SYSTEM_IDS[b]) for a, near in enumerate(adjacency) for b in near if a < b
    }
    assert listed == expected and ("2.3", "3.1") in listed and ("1.1", "1.3") not in listed


def test_the_catalogue_is_json_and_holds_nothing_of_a_game() -> None:
    spec = game_spec("arcs")
    assert spec.catalogue is not None
    text = json.dumps(spec.catalogue(), sort_keys=True)
    state = ambitions.new_game("arcs", players=3, seed=1)
    while state.current_player() == ambitions.CHANCE:  # the deal is done
        state.apply(state.sample_chance())
    assert json.dumps(spec.catalogue(), sort_keys=True) == text  # the same before and after a deal
    loaded = json.loads(text)
    keys: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            keys.update(value)
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(loaded)
    assert not keys & {"hand", "hands", "deck", "court_deck", "undealt", "seed", "history"}
