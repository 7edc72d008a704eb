"""What a player sees at the table (issue 11): the observation's derived keys equal what the rules
compute, at hundreds of positions of seeded games (2-4 players, base game and Leaders & Lore);
they are the same for every viewer; chapter scoring is recorded as it happened; the Court deck
of a snapshot reads top first.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import ambitions
from ambitions.games.arcs import chapter, data, observe, reach, resources
from ambitions.games.arcs.cardplay import marker_values
from ambitions.games.arcs.state import BOARD_RESOURCE_SLOTS, RESOURCE_SLOTS, ArcsState

from .conftest import DANE, LOTUS, MIKAH, pos, snap

PER_SEAT = ("open_slots", "empty_slots", "holdings_slot", "ambitions", "city_bonuses")
TOP_LEVEL = ("control", "phantom_ambitions", "chapter_scoring", "markers")

KEEN = {"secure", "influence", "tax", "build", "declare", "prelude", "choose", "battle", "pick"}
"""Kinds a Court- and ambition-seeking player prefers, so positions hold Guild cards, Cartels,
Trophies, Captives and declared ambitions."""


def positions(games: int, every: int = 9) -> Iterator[ArcsState]:
    """Positions every `every` decisions of seeded games: 2, 3 and 4 players, half of them with
    Leaders & Lore (some with two lore cards)."""
    for seed in range(games):
        players = 2 + seed % 3
        options = {"leaders_and_lore": True, "two_lore": seed % 4 == 3} if seed % 2 else {}
        s = ambitions.new_game("arcs", players=players, seed=900 + seed, **options)
        assert isinstance(s, ArcsState)
        rng = random.Random(seed)
        decisions = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            if decisions % every == 0:
                yield s
            legal = s.legal_actions()
            keen = [a for a in legal if a.kind in KEEN]
            s.apply_unchecked(rng.choice(keen) if keen and rng.random() < 0.6 else rng.choice(legal))
            decisions += 1
        yield s


def expected_slots(s: ArcsState, p: int) -> tuple[int, int]:
    """Open and empty resource slots, slot by slot, by `resources.slot_open`."""
    base = p * RESOURCE_SLOTS
    open_ = [k for k in range(RESOURCE_SLOTS) if resources.slot_open(s, p, k)]
    return len(open_), sum(1 for k in open_ if s.resources[base + k] < 0)


def check_derived(s: ArcsState, obs: dict[str, Any]) -> None:
    n = s.n
    assert obs["control"] == {
        reach.SYSTEM_IDS[x]: (s.controller(x) if s.controller(x) >= 0 else None)
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x]
    }
    for p, seat in enumerate(obs["seats"]):
        assert (seat["open_slots"], seat["empty_slots"]) == expected_slots(s, p)
        assert seat["empty_slots"] == resources.empty_slots(s, p)
        assert seat["holdings_slot"] == resources.has_holdings(s, p)
        assert seat["ambitions"] == {a: chapter.ambition_count(s, p, i) for i, a in enumerate(data.AMBITIONS)}
        # The city slots: as many uncovered as cities have left the board, opening the board's
        # open slots beyond the first two and adding up to the bonus city Power.
        bonuses = seat["city_bonuses"]
        assert [b["slot"] for b in bonuses] == [1, 2, 3, 4, 5]
        uncovered = [b for b in bonuses if b["uncovered"]]
        assert len(uncovered) == data.CITY_SLOTS - s.cities_left[p]
        assert bonuses[: len(uncovered)] == uncovered  # from the left
        opened = [k for b in uncovered for k in b["resource_slots"]]
        assert opened == list(range(data.OPEN_RESOURCE_SLOTS[5], s.open_slots(p)))
        assert sum(b["bonus_power"] for b in uncovered) == data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[p]]
        assert sorted(k for b in bonuses for k in b["resource_slots"]) == list(
            range(data.OPEN_RESOURCE_SLOTS[5], BOARD_RESOURCE_SLOTS)
        )
    if n == 2:
        assert obs["phantom_ambitions"] == {
            a: chapter.phantom_count(s, i) for i, a in enumerate(data.AMBITIONS)
        }
    else:
        assert obs["phantom_ambitions"] is None
    for i, marker in enumerate(obs["markers"]):
        first, second = marker_values(s, i)
        assert marker["value"] == f"{first}/{second}"
    # Each scored chapter's table adds up to the chapter's Power.
    scoring = obs["chapter_scoring"]
    assert len(scoring) == len(s.chapter_scores)
    assert [c["chapter"] for c in scoring] == list(range(1, len(scoring) + 1))
    for entry, row in zip(scoring, s.chapter_scores, strict=True):
        assert [sum(a["gained"][p] for a in entry["ambitions"]) for p in range(n)] == row


def test_derived_keys_equal_what_the_rules_compute() -> None:
    seen = 0
    kinds = {"guild": 0, "leader": 0, "holdings": 0, "trophies": 0, "captives": 0, "scored": 0}
    for s in positions(60):
        obs = s.observation(s.current_player() if s.current_player() >= 0 else None)
        check_derived(s, obs)
        seen += 1
        kinds["guild"] += any(s.guild)
        kinds["leader"] += any(s.leader)
        kinds["holdings"] += any(resources.has_holdings(s, p) for p in range(s.n))
        kinds["trophies"] += any(s.trophies)
        kinds["captives"] += any(s.captives)
        kinds["scored"] += any(c["ambitions"] for c in obs["chapter_scoring"])
    assert seen >= 500
    assert all(count >= 10 for count in kinds.values()), kinds


def test_derived_keys_are_the_same_for_every_viewer() -> None:
    """Nothing here is hidden information: every seat, a spectator and the snapshot agree."""
    for k, s in enumerate(positions(24, every=23)):
        views = [observe.snapshot(s)] + [s.observation(v) for v in [*range(s.n), None]]
        for key in TOP_LEVEL:
            assert all(v[key] == views[0][key] for v in views), f"position {k}: {key}"
        for p in range(s.n):
            for key in PER_SEAT:
                assert all(v["seats"][p][key] == views[0]["seats"][p][key] for v in views), key


def test_chapter_scoring_records_what_scoring_did() -> None:
    """Scoring a clone of positions with declared ambitions records the rules' own answers:
    the markers' sides, each count, the places (`chapter.rank_ambition`), the bonus city Power."""
    checked = 0
    for s in positions(45, every=5):
        if s.is_terminal() or all(b < 0 for b in s.marker_box):
            continue
        world = s.clone()
        before = world.power[:]
        gained = chapter.score_ambitions(world)
        assert [a - b for a, b in zip(world.power, before, strict=True)] == gained
        scored_chapter, table = world.chapter_scoring[-1]
        assert scored_chapter == s.chapter and len(world.chapter_scoring) == len(s.chapter_scoring) + 1
        assert [row[0] for row in table] == sorted({b for b in s.marker_box if b >= 0})
        for amb, values, counts, first, seconds, bonus, row_gained in table:
            assert values == tuple(marker_values(s, i) for i in range(3) if s.marker_box[i] == amb)
            expected = [chapter.ambition_count(s, p, amb) for p in range(s.n)]
            if s.n == 2:
                expected.append(chapter.phantom_count(s, amb))
            assert list(counts) == expected
            assert (first, list(seconds)) == chapter.rank_ambition(expected)
            assert bonus == (data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[first]] if 0 <= first < s.n else 0)
            assert all(g == 0 for p, g in enumerate(row_gained) if p != first and p not in seconds)
        assert [sum(row[6][p] for row in table) for p in range(s.n)] == gained
        assert s.chapter_scoring == world.chapter_scoring[:-1]  # the original is untouched
        checked += 1
    assert checked >= 100


def test_chapter_scoring_in_a_rulebook_position() -> None:
    # p18: Tycoon holds 5/3 and 2/0. Mikah has 3, Dane 2, Lotus 1: Mikah gains 7 (+2 bonus city
    # Power: her 4th city is built), Dane 3. Keeper (3/2): Dane and Lotus tie for first with 1
    # Relic each, so both take second place (2 each).
    state = pos(
        3,
        setup_card="3SETUP01",
        phase="chapter-end",
        buildings=[
            {"slot": slot, "seat": MIKAH, "kind": "city"} for slot in ("2.3#0", "2.3#1", "3.3#0", "3.3#1")
        ]
        + [{"slot": "5.3#0", "seat": DANE, "kind": "city"}],
        seats=[
            {"resources": ["material", "material", "fuel"]},
            {"resources": ["fuel", "fuel", "relic"]},
            {"resources": ["material", "relic"]},
        ],
        markers=[{"box": "tycoon"}, {"box": "keeper"}, {"box": "tycoon"}],
    )
    assert state.chapter_scores == [[9, 5, 2]]
    assert snap(state)["chapter_scoring"] == [
        {
            "chapter": 1,
            "ambitions": [
                {
                    "ambition": "tycoon",
                    "markers": ["5/3", "2/0"],
                    "first_power": 7,
                    "second_power": 3,
                    "counts": [3, 2, 1],
                    "phantom": None,
                    "first": MIKAH,
                    "second": [DANE],
                    "bonus": 2,
                    "gained": [9, 3, 0],
                },
                {
                    "ambition": "keeper",
                    "markers": ["3/2"],
                    "first_power": 3,
                    "second_power": 2,
                    "counts": [0, 1, 1],
                    "phantom": None,
                    "first": None,
                    "second": [DANE, LOTUS],
                    "bonus": 0,
                    "gained": [0, 2, 2],
                },
            ],
        }
    ]


def test_chapter_scoring_with_the_phantom() -> None:
    # 2 players, 2P Frontiers: 4 Material/Fuel on Tycoon for the phantom (p19). It places first;
    # Mikah, with 2, is second.
    state = pos(
        2,
        setup_card="2SETUP01",
        phase="chapter-end",
        seats=[{"resources": ["material", "fuel"]}, {}],
        markers=[{"box": "tycoon"}, {}, {}],
    )
    (entry,) = snap(state)["chapter_scoring"][0]["ambitions"]
    assert entry["counts"] == [2, 0] and entry["phantom"] == 4
    assert entry["first"] == "phantom" and entry["second"] == [MIKAH] and entry["gained"] == [3, 0]
    assert observe.scoring_from_json(snap(state)["chapter_scoring"], 2) == state.chapter_scoring


def test_chapter_scoring_reads_back() -> None:
    for s in positions(12, every=40):
        if s.chapter_scoring:
            assert observe.scoring_from_json(observe.snapshot(s)["chapter_scoring"], s.n) == s.chapter_scoring


def test_clone_copies_chapter_scoring() -> None:
    state = pos(3, setup_card="3SETUP01", phase="chapter-end", markers=[{"box": "tycoon"}, {}, {}])
    copy = state.clone()
    state.chapter_scoring.append((9, ()))
    assert len(copy.chapter_scoring) == 1 and copy.chapter_scoring[0][0] == 1


def test_clone_copies_every_field() -> None:
    """`ArcsState.clone` names each field (`state._copy_fields`): every one the state declares is
    copied, equal to the original, and no list is shared (one level deeper for lists of lists)."""
    from ambitions.games.arcs.state import _LIST_FIELDS, _NESTED_FIELDS, _SCALAR_FIELDS

    for s in positions(6, every=30):
        copy = s.clone()
        assert type(copy) is ArcsState
        for name in (*_SCALAR_FIELDS, *_LIST_FIELDS, *_NESTED_FIELDS):
            assert getattr(copy, name) == getattr(s, name), name
        for name in (*_LIST_FIELDS, *_NESTED_FIELDS, "chapter_scores"):
            assert getattr(copy, name) is not getattr(s, name), name
        for name in (*_NESTED_FIELDS, "chapter_scores"):
            assert all(a is not b for a, b in zip(getattr(copy, name), getattr(s, name), strict=True)), name
        assert observe.snapshot(copy) == observe.snapshot(s)


def test_markers_show_their_values() -> None:
    def values(*flipped: bool) -> list[str]:
        markers = [{"flipped": f} for f in flipped]
        state = pos(3, setup_card="3SETUP01", markers=markers, current_player=MIKAH)
        return [m["value"] for m in snap(state)["markers"]]

    assert values(False, False, False) == ["5/3", "3/2", "2/0"]
    assert values(True, False, True) == ["9/4", "3/2", "4/2"]
    assert values(True, True, True) == ["9/4", "6/3", "4/2"]


def test_open_slots_count_the_ancient_holdings_slot() -> None:
    holder = pos(
        3,
        setup_card="3SETUP01",
        seats=[{"lore": ["L13"], "holdings": "relic", "resources": ["fuel"]}, {}, {}],
    )
    seat = snap(holder)["seats"][MIKAH]
    assert seat["holdings_slot"] is True
    assert (seat["open_slots"], seat["empty_slots"]) == (3, 1)  # 2 on the board, 1 on the card
    assert seat["ambitions"]["keeper"] == 1 and seat["ambitions"]["tycoon"] == 1
    others = snap(holder)["seats"][DANE]
    assert others["holdings_slot"] is False and (others["open_slots"], others["empty_slots"]) == (2, 2)


def test_city_bonuses_uncover_from_the_left() -> None:
    built = ["2.3#0", "2.3#1", "3.3#0", "3.3#1"]
    state = pos(
        3,
        setup_card="3SETUP01",
        buildings=[{"slot": slot, "seat": MIKAH, "kind": "city"} for slot in built],
    )
    bonuses = snap(state)["seats"][MIKAH]["city_bonuses"]
    assert bonuses == [
        {"slot": 1, "resource_slots": [2], "bonus_power": 0, "uncovered": True},
        {"slot": 2, "resource_slots": [3], "bonus_power": 0, "uncovered": True},
        {"slot": 3, "resource_slots": [4, 5], "bonus_power": 0, "uncovered": True},
        {"slot": 4, "resource_slots": [], "bonus_power": 2, "uncovered": True},
        {"slot": 5, "resource_slots": [], "bonus_power": 3, "uncovered": False},
    ]
    assert not any(b["uncovered"] for b in snap(state)["seats"][DANE]["city_bonuses"])


def test_control_follows_fresh_ships() -> None:
    state = pos(
        3,
        setup_card="3SETUP01",
        ships=[
            {"system": "2.1", "seat": MIKAH, "fresh": 2},
            {"system": "2.1", "seat": DANE, "fresh": 1, "damaged": 3},
            {"system": "2.2", "seat": MIKAH, "fresh": 1},
            {"system": "2.2", "seat": LOTUS, "fresh": 1},
            {"system": "3.0", "seat": DANE, "damaged": 2},
        ],
    )
    control = snap(state)["control"]
    assert (control["2.1"], control["2.2"], control["3.0"], control["2.0"]) == (MIKAH, None, None, None)
    assert "1.1" not in control and "4.0" not in control  # clusters 1 and 4 are out of play


def test_the_court_deck_reads_top_first() -> None:
    """A snapshot's ``court_deck`` starts with the card drawn next."""
    for s in positions(9, every=17):
        deck = observe.snapshot(s)["court_deck"]
        assert deck == list(reversed(s.court_deck))
        if deck:
            world = s.clone()
            assert world.court_deck.pop() == deck[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observation_keys_are_json_plain(players: int) -> None:
    """The derived keys hold only dicts, lists, strings, numbers, booleans and null."""

    def plain(value: Any) -> bool:
        if isinstance(value, dict):
            return all(isinstance(k, str) and plain(v) for k, v in value.items())
        if isinstance(value, list):
            return all(plain(v) for v in value)
        return value is None or isinstance(value, str | int | float | bool)

    s = ambitions.new_game("arcs", players=players, seed=5)
    rng = random.Random(players)
    for _ in range(300):
        if s.is_terminal():
            break
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
        else:
            s.apply(rng.choice(s.legal_actions()))
    assert plain(s.observation(None))


def test_chapter_scoring_rejects_what_it_cannot_read() -> None:
    good = {
        "ambition": "tycoon",
        "markers": ["5/3"],
        "counts": [2, 0],
        "phantom": 4,
        "first": "phantom",
        "second": [0],
        "bonus": 0,
        "gained": [3, 0],
    }
    assert observe.scoring_from_json([{"chapter": 1, "ambitions": [good]}], 2) == [
        (1, ((0, ((5, 3),), (2, 0, 4), 2, (0,), 0, (3, 0)),))
    ]
    assert observe.scoring_from_json(None, 3) == []
    for change, field in [
        ({"ambition": "glory"}, "chapter_scoring[0].ambitions[0].ambition"),
        ({"ambition": ["tycoon"]}, "chapter_scoring[0].ambitions[0].ambition"),  # (it was a TypeError)
        ({"markers": ["7/1"]}, "chapter_scoring[0].ambitions[0].markers[0]"),
        ({"markers": [{"5/3": 1}]}, "chapter_scoring[0].ambitions[0].markers[0]"),  # (a TypeError)
        ({"counts": [2]}, "chapter_scoring[0].ambitions[0].counts"),
        ({"first": 2}, "chapter_scoring[0].ambitions[0].first"),
        ({"gained": [3, -1]}, "chapter_scoring[0].ambitions[0].gained[1]"),
        ({"bonus": True}, "chapter_scoring[0].ambitions[0].bonus"),
        ({"extra": 1}, "chapter_scoring[0].ambitions[0] has unknown keys"),
    ]:
        with pytest.raises(ambitions.InvalidRecord, match=re.escape(field)):
            observe.scoring_from_json([{"chapter": 1, "ambitions": [good | change]}], 2)
    with pytest.raises(ambitions.InvalidRecord, match=re.escape("chapter_scoring[0].chapter")):
        observe.scoring_from_json([{"ambitions": []}], 3)


SEAT_FIELDS = (
    ("seized_by",), ("lead", "seat"), ("turn", "seat"), ("battle", "defender"), ("winner",),
)  # fmt: skip
"""The fields naming a seat that may name none (and each action discard's ``seat``)."""


def test_no_seat_is_written_null_as_no_card_or_system_is() -> None:
    """Issue 25: "no seat" was -1 in these fields and null in ``control``; it is null in all of
    them (as a card, a system or an ambition that is not there), and a position written with
    the older -1 (a saved campaign file's table holds it) still loads, the same."""
    nulls: set[str] = set()
    for s in positions(6, every=7):
        for viewer in (None, s.current_player() if s.current_player() >= 0 else None):
            obs = s.observation(viewer)
            for path in SEAT_FIELDS:
                value = obs
                for key in path:
                    value = value[key]
                assert value is None or 0 <= value < s.n, (path, value)
                nulls |= {".".join(path)} if value is None else set()
            assert all(e["seat"] is None or 0 <= e["seat"] < s.n for e in obs["action_discard"])
            assert all(c is None or 0 <= c < s.n for c in obs["control"].values())
        snapshot = observe.snapshot(s)
        older = {**snapshot, "seized_by": _older(snapshot["seized_by"]), "winner": _older(snapshot["winner"])}
        older["turn"] = {**snapshot["turn"], "seat": _older(snapshot["turn"]["seat"])}
        older["lead"] = {**snapshot["lead"], "seat": _older(snapshot["lead"]["seat"])}
        older["battle"] = {**snapshot["battle"], "defender": _older(snapshot["battle"]["defender"])}
        older["action_discard"] = [{**e, "seat": _older(e["seat"])} for e in snapshot["action_discard"]]
        assert observe.snapshot(ambitions.from_position(older)) == snapshot
    assert {"seized_by", "lead.seat", "turn.seat", "battle.defender", "winner"} <= nulls


def _older(seat: int | None) -> int:
    """A seat as observations wrote it before: -1 for none."""
    return -1 if seat is None else seat
