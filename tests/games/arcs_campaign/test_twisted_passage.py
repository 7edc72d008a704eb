"""F22 Gate Wraith: the Twisted Passage and the Passage tokens (card texts F22-03 with its errata,
F22-05; Fates file "F22 — Gate Wraith"). Mikah (seat 0) is the Gate Wraith, Dane the Steward,
Lotus the Magnate. Each test fails without its rule."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import IllegalAction, InvalidRecord
from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import invariants, render
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F22", "F1", "F3"]}


def passage(passages: list[str] | None = None, die: str = "crescent", **extra: Any) -> dict[str, Any]:
    return {"passages": ["2.0"] if passages is None else passages, "die": die, **extra}


def mover(twisted: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """Mikah's turn with Mobilization (move): the Twisted Passage with a Passage on 2.0."""
    return pos(
        turn=kw.pop("turn", turn(MIKAH, "MOB4", 3)),
        ships=kw.pop("ships", [{"system": "2.1", "seat": MIKAH, "fresh": 2, "damaged": 1}]),
        campaign_part={
            "act": 3,
            "fates": FATES,
            "twisted_passage": twisted or passage(),
            **kw.pop("camp", {}),
        },
        **kw,
    )


def moves(s: CampaignState) -> list[str]:
    return [a for a in legal(s) if a.startswith("move") and tp.TWISTED in a]


# -- the map (F22-05: gates with a Passage are out of play) --------------------------------------------
def test_a_gate_with_a_passage_is_out_of_play_and_no_path_joins_its_neighbours() -> None:
    """F22-05 "Gates with Passage tokens are out of play": no move reaches 2.0, and the ring of
    gates is cut there (reading: no path marker, the gate is still on the map)."""
    s = mover(
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 1}, {"system": "2.1", "seat": MIKAH, "fresh": 1}]
    )
    assert not s.in_play[X["2.0"]] and s.adjacency[X["2.0"]] == ()
    texts = legal(s)
    assert not [a for a in texts if a.startswith("move") and " 2.0 " in a]
    assert "move 1.0 3.0 1 0" not in texts and "move 1.0 6.0 1 0" in texts
    assert invariants.problems(s) == []


def test_without_the_twisted_passage_nothing_changes() -> None:
    """No Gate Wraith set up: no Passage, no 7.0 move, no key in the observation."""
    s = pos(turn=turn(MIKAH, "MOB4", 3), ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}])
    assert not tp.active(s) and s.in_play[X["2.0"]]
    assert not moves(s) and "twisted_passage" not in s.observation(None)["campaign"]


# -- moving in and out -------------------------------------------------------------------------------------
def test_ships_next_to_a_passage_move_into_the_twisted_passage() -> None:
    """F22-05 "You may move from systems adjacent to gates with a Passage to the Twisted
    Passage": from 2.1 (next to 2.0), any group; not from 4.1, far from any Passage."""
    s = mover(
        ships=[
            {"system": "2.1", "seat": MIKAH, "fresh": 2, "damaged": 1},
            {"system": "4.1", "seat": MIKAH, "fresh": 1},
        ]
    )
    into = moves(s)
    assert "move 2.1 7.0 2 1" in into and "move 2.1 7.0 0 1" in into
    assert not [a for a in into if a.startswith("move 4.1")]
    supply = s.ships[MIKAH]
    do(s, "move 2.1 7.0 2 1")
    assert tp.ships(s, MIKAH) == (2, 1) and s.fresh[X["2.1"] * 3 + MIKAH] == 0
    assert s.ships[MIKAH] == supply and s.pips == 2 and invariants.problems(s) == []
    assert tp.controller(s) == MIKAH
    roundtrip(s)


def test_a_neighbouring_gate_is_an_entrance_too() -> None:
    """The gates on either side of 2.0 (1.0 and 3.0) are adjacent to it on the map."""
    s = mover(ships=[{"system": "3.0", "seat": MIKAH, "fresh": 1}])
    assert moves(s) == ["move 3.0 7.0 1 0"]


def test_leaving_goes_to_a_planet_of_the_die_symbol_then_the_die_is_rerolled_as_a_chance_event() -> None:
    """F22-05 "You may move from the Twisted Passage to any planet whose ID symbol is on the
    event die; after this, reroll the event die": crescent is each cluster's .2 planet (those in
    play); the reroll is a chance node with a recorded outcome, a face that is none refused."""
    s = mover(twisted=passage(ships=[[2, 0], [0, 0], [0, 0]]), ships=[])
    out = moves(s)
    planets = sorted({a.split()[2] for a in out if a.startswith("move 7.0")})
    assert planets == sorted(reach.SYSTEM_IDS[x] for x in range(2, 24, 4) if s.in_play[x])
    do(s, "move 7.0 5.2 1 0")
    assert s.fresh[X["5.2"] * 3 + MIKAH] == 1 and tp.ships(s, MIKAH) == (1, 0)
    assert s.phase == CampaignPhase.CHANCE_PASSAGE and s.current_player() == CHANCE
    assert invariants.problems(s) == []
    roundtrip(s)
    with pytest.raises(IllegalAction):
        do(s, "passage crisis star")
    do(s, "passage edict hex")
    assert s.passage_die == "hex" and s.current_player() == MIKAH and s.pips == 2
    assert sorted({a.split()[2] for a in moves(s) if a.startswith("move 7.0")}) == sorted(
        reach.SYSTEM_IDS[x] for x in range(3, 24, 4) if s.in_play[x]
    )
    assert invariants.problems(s) == []


def test_control_of_the_twisted_passage_most_fresh_ships_or_the_empire() -> None:
    """Control as any system's (base p7): the most fresh ships; a fresh Imperial ship there and
    the Empire controls it (CRB p.10)."""
    s = mover(twisted=passage(ships=[[1, 3], [2, 0], [0, 0]]), ships=[])
    assert tp.controller(s) == DANE
    s = mover(twisted=passage(ships=[[2, 0], [2, 0], [0, 0]]), ships=[])
    assert tp.controller(s) == -1
    s = mover(twisted=passage(ships=[[0, 0], [0, 0], [3, 0]], empire=[1, 0]), ships=[])
    assert tp.controller(s) == EMPIRE
    assert tp.ships(s, LOTUS) == (3, 0)


# -- Breaking Gates & Placing Passages (F22-03, errata) ----------------------------------------------------
def breaker(**kw: Any) -> CampaignState:
    """Mikah's turn: 2 ships at 3.1 with his starport; Dane's ship and starport, Lotus's city on
    the gate 3.0 (Gate Ports, Gate Stations slots)."""
    return mover(
        ships=[
            {"system": "3.1", "seat": MIKAH, "fresh": 2},
            {"system": "3.0", "seat": DANE, "fresh": 1, "damaged": 1},
            *kw.pop("ships", []),
        ],
        buildings=[
            {"slot": "3.1#0", "seat": MIKAH, "kind": "starport"},
            {"slot": "3.0#0", "seat": DANE, "kind": "starport"},
            *kw.pop("buildings", []),
        ],
        **kw,
    )


def test_catapulting_into_the_own_gate_breaks_it() -> None:
    """F22-03 (errata; R18 automatic): a Catapult move from 3.1 into 3.0 places a Passage on
    3.0, moves every ship and token there (Mikah's, Dane's, Imperial, the Blight) into the
    Twisted Passage, their Catapult
    ending, and returns Mikah's starport used and Dane's starport on the gate (no Trophies)."""
    s = breaker(
        camp={"imperial_ships": [{"system": "3.0", "fresh": 1}], "blight": [{"system": "3.0", "damaged": 1}]}
    )
    ports = list(s.starports)
    do(s, "move 3.1 3.0 2 0")
    assert tp.gates(s) == (X["2.0"], X["3.0"]) and not s.in_play[X["3.0"]]
    assert tp.ships(s, MIKAH) == (2, 0) and tp.ships(s, DANE) == (1, 1) and tp.ships(s, EMPIRE) == (1, 0)
    assert tp.ships(s, tp.BLIGHT) == (0, 1) and not s.blight_damaged[X["3.0"]]
    assert s.starports[MIKAH] == ports[MIKAH] + 1 and s.starports[DANE] == ports[DANE] + 1
    assert not any(s.trophies) and s.phase != "catapult" and s.pips == 2
    assert all(s.slots[k] < 0 for k in reach.SYSTEM_SLOTS[X["3.0"]] + reach.SYSTEM_SLOTS[X["3.1"]])
    assert invariants.problems(s) == []
    roundtrip(s)


def test_a_rival_catapulting_into_its_gate_breaks_nothing() -> None:
    """Only the ability's holder breaks gates: Dane's Catapult from 3.1 is an Arcs one."""
    s = breaker(
        turn=turn(DANE, "MOB4", 3),
        ships=[{"system": "3.2", "seat": DANE, "fresh": 1}],
        buildings=[{"slot": "3.2#0", "seat": DANE, "kind": "starport"}],
    )
    do(s, "move 3.2 3.0 1 0")
    assert tp.gates(s) == (X["2.0"],) and s.phase == "catapult"


def test_a_move_into_a_gate_of_another_cluster_breaks_nothing() -> None:
    """F22-03 "into the gate of the same cluster": 2.3 touches 3.1, not 3.0; a move from a
    planet without a starport is no Catapult."""
    s = breaker(ships=[{"system": "3.2", "seat": MIKAH, "fresh": 1}])
    do(s, "move 3.2 3.0 1 0")
    assert tp.gates(s) == (X["2.0"],)


# -- positions, views ------------------------------------------------------------------------------------
def test_the_twisted_passage_loads_and_shows_in_every_view() -> None:
    s = mover(
        twisted=passage(ships=[[1, 0], [0, 2], [0, 0]], empire=[0, 1], blight=[1, 0], dead_live=[0, 1, 0, 2])
    )
    view = s.observation(DANE)["campaign"]["twisted_passage"]
    assert view == {
        "passages": ["2.0"], "supply": 5, "ships": [[1, 0], [0, 2], [0, 0]], "empire": [0, 1],
        "blight": [1, 0], "controller": MIKAH, "die": "crescent", "dead_live": [0, 1, 0, 2],
    }  # fmt: skip
    assert invariants.problems(s) == []
    text = render.render(s.observation(None))
    assert "Twisted Passage (7.0): s0 1+0d, s1 0+2d, Empire 0+1d, Blight 1+0d; controlled by s0" in text
    assert "Passages on 2.0 (5 left); The Dead Live s1 1, Empire 2" in text
    supplies = pos(ships=[], campaign_part={"act": 3, "fates": FATES}).ships
    assert s.ships == [supplies[0] - 3 - 1, supplies[1] - 3, supplies[2]] and s.imperial_ships == 15 - 3
    roundtrip(s)


@pytest.mark.parametrize(
    "bad",
    [
        {"passages": ["2.1"], "die": "hex"},
        {"passages": ["2.0", "2.0"], "die": "hex"},
        {"passages": ["2.0"], "die": "star"},
        {"passages": ["2.0"], "die": "hex", "ships": [[1, 0]]},
        {"passages": ["2.0"], "die": "hex", "ships": [[-1, 0], [0, 0], [0, 0]]},
        {"passages": ["2.0"], "die": "hex", "colour": 1},
        {"passages": ["2.0"], "die": "hex", "dead_live": [0, 0, 0]},
        {"passages": ["2.0"], "die": "hex", "blight": [40, 0]},
    ],
)
def test_impossible_twisted_passages_are_refused(bad: dict[str, Any]) -> None:
    with pytest.raises(InvalidRecord):
        mover(twisted=bad)


def test_ships_on_a_gate_with_a_passage_are_refused() -> None:
    with pytest.raises(InvalidRecord):
        mover(ships=[{"system": "2.0", "seat": MIKAH, "fresh": 1}])


# -- Catapult Overdrive (F22-02) ----------------------------------------------------------------------
def test_catapult_overdrive_catapults_from_a_rival_starport_its_holder_controls() -> None:
    """F22-02 "You may Catapult move with Rival starports you control": Mikah holding the lore
    (Lotus the Gate Wraith, so no gate breaks) catapults on from 4.1, where Dane's starport
    stands and Mikah controls; without the lore, or without control, the move ends at 4.0."""

    def at_41(lore: list[str], dane_ships: int) -> CampaignState:
        return pos(
            turn=turn(MIKAH, "MOB4", 3),
            ships=[
                {"system": "4.1", "seat": MIKAH, "fresh": 2},
                *([{"system": "4.1", "seat": DANE, "fresh": dane_ships}] if dane_ships else []),
            ],
            buildings=[{"slot": "4.1#0", "seat": DANE, "kind": "starport"}],
            campaign_part={
                "act": 3,
                "fates": {"fate": ["F1", "F3", "F22"], "cards": [lore, [], []]},
                "twisted_passage": passage(),
            },
        )

    s = at_41(["F22-02"], 0)
    do(s, "move 4.1 4.0 2 0")
    assert s.phase == "catapult" and s.catapult_at == X["4.0"] and tp.gates(s) == (X["2.0"],)
    s = at_41([], 0)
    do(s, "move 4.1 4.0 2 0")
    assert s.phase != "catapult"
    s = at_41(["F22-02"], 2)
    do(s, "move 4.1 4.0 2 0")
    assert s.phase != "catapult"


def test_breaking_a_gate_from_a_rival_starport_returns_it() -> None:
    """F22-03 step 3: the building used to Catapult returns, a Rival's (Catapult Overdrive):
    without the lore the move to 4.0 is no Catapult and breaks nothing."""
    s = mover(
        ships=[{"system": "4.1", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "4.1#0", "seat": DANE, "kind": "starport"}],
    )
    ports = s.starports[DANE]
    do(s, "move 4.1 4.0 2 0")
    assert tp.gates(s) == (X["2.0"], X["4.0"]) and s.starports[DANE] == ports + 1
    assert tp.ships(s, MIKAH) == (2, 0) and invariants.problems(s) == []
    s = mover(
        ships=[{"system": "4.1", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "4.1#0", "seat": DANE, "kind": "starport"}],
        camp={"fates": {**FATES, "cards": [[], [], []]}},
    )
    do(s, "move 4.1 4.0 2 0")
    assert tp.gates(s) == (X["2.0"],)


# -- Catapult moves through the Twisted Passage (F22-02, F22-05) --------------------------------------------
def dane_catapults(twisted: dict[str, Any] | None = None, lore: list[str] | None = None) -> CampaignState:
    """Dane's turn: 2 fresh ships at 1.1 with his starport; he moves them into the gate 1.0 (next
    to the Passage on 2.0), a Catapult move under way there."""
    s = mover(
        twisted=twisted,
        turn=turn(DANE, "MOB4", 3),
        ships=[{"system": "1.1", "seat": DANE, "fresh": 2}],
        buildings=[{"slot": "1.1#0", "seat": DANE, "kind": "starport"}],
        camp={"fates": {**FATES, "cards": [[], lore or [], []]}},
    )
    do(s, "move 1.1 1.0 2 0")
    assert s.phase == "catapult"
    return s


def test_a_catapult_move_goes_through_the_twisted_passage_to_a_planet_of_the_die() -> None:
    """F22-05 with CRB p.15: the Twisted Passage is a gate, so a Catapult move next to a Passage
    may enter it and go on, part of the group or all, to a planet of the die's symbol (crescent:
    the .2 planets), where it ends; the die is then rerolled."""
    s = dane_catapults()
    texts = legal(s)
    assert "catapult 7.0 2 0" in texts and "catapult 7.0 2 0 4.2 1 0" in texts
    assert not [a for a in texts if a.startswith("catapult 7.0") and " 4.3 " in a]
    do(s, "catapult 7.0 2 0 4.2 1 0")
    assert tp.ships(s, DANE) == (1, 0) and s.fresh[X["4.2"] * 3 + DANE] == 1
    assert s.phase == CampaignPhase.CHANCE_PASSAGE and invariants.problems(s) == []
    roundtrip(s)
    do(s, "passage crisis crescent")
    assert s.passage_die == "crescent" and s.current_player() == DANE and s.phase != "catapult"


def test_blight_or_a_rivals_control_in_the_twisted_passage_ends_the_catapult_there() -> None:
    """As at a gate (CRB p.10, p.19): Blight in the Twisted Passage, or Lotus controlling it, ends
    Dane's Catapult move there; entering it is still offered."""
    for twisted in (passage(blight=[0, 1]), passage(ships=[[0, 0], [0, 0], [1, 0]])):
        s = dane_catapults(twisted)
        ours = [a for a in legal(s) if a.startswith("catapult 7.0")]
        assert ours == ["catapult 7.0 1 0", "catapult 7.0 2 0"]
        do(s, "catapult 7.0 2 0")
        assert tp.ships(s, DANE) == (2, 0) and s.phase != "catapult" and invariants.problems(s) == []


def test_catapult_overdrive_goes_on_through_the_twisted_passage_ignoring_control_and_blight() -> None:
    """F22-02 "When you Catapult move into the Twisted Passage, you may continue your Catapult
    move, ignoring control and Blight": Dane holding the lore (for the test) goes on."""
    s = dane_catapults(passage(blight=[1, 0], ships=[[0, 0], [0, 0], [3, 0]]), lore=["F22-02"])
    assert "catapult 7.0 2 0 6.2 2 0" in legal(s)


def test_a_move_from_a_launching_starport_into_the_twisted_passage_may_go_on() -> None:
    """From Dane's starport at 2.1 (next to the Passage on 2.0) a move into the Twisted Passage
    is a Catapult move: it may go on to a planet of the die's symbol."""
    s = mover(
        turn=turn(DANE, "MOB4", 3),
        ships=[{"system": "2.1", "seat": DANE, "fresh": 1}],
        buildings=[{"slot": "2.1#0", "seat": DANE, "kind": "starport"}],
    )
    assert "move 2.1 7.0 1 0 5.2 1 0" in legal(s)
    do(s, "move 2.1 7.0 1 0 5.2 1 0")
    assert s.fresh[X["5.2"] * 3 + DANE] == 1 and tp.ships(s, DANE) == (0, 0)
    assert s.phase == CampaignPhase.CHANCE_PASSAGE and invariants.problems(s) == []


# -- placing in gates ---------------------------------------------------------------------------------------
def test_gatekeepers_places_a_ship_in_the_twisted_passage_too() -> None:
    """CC03 Gatekeepers' Prelude, "place 1 ship in every gate": the Twisted Passage is a gate
    (F22-05); the gate with a Passage (2.0) is out of play and gets none (reading: its ship is
    the Twisted Passage's, once)."""
    s = mover(seats=[{"guild": ["CC03"]}, {}, {}])
    supply = s.ships[MIKAH]
    do(s, "prelude CC03")
    assert tp.ships(s, MIKAH) == (1, 0) and s.fresh[X["2.0"] * 3 + MIKAH] == 0
    assert sum(s.fresh[X[f"{c}.0"] * 3 + MIKAH] for c in range(1, 7)) == sum(
        s.in_play[X[f"{c}.0"]] for c in range(1, 7)
    )
    assert s.ships[MIKAH] == supply - 1 - sum(s.in_play[X[f"{c}.0"]] for c in range(1, 7))
    assert invariants.problems(s) == []


# -- the Empire's ships (CRB p.10) -------------------------------------------------------------------------
def test_imperial_ships_go_in_and_out_with_a_regents_ships_under_the_movement_law() -> None:
    """CRB p.10: a Regent commanding Imperial ships moves at most 1 with each Loyal ship, into the
    Twisted Passage and out of it; an Outlaw never."""
    s = mover(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}],
        camp={"imperial_ships": [{"system": "2.1", "fresh": 2}]},
    )
    texts = moves(s)
    assert "move 2.1 7.0 1 0 imperial 1 0" in texts and "move 2.1 7.0 1 0 imperial 2 0" not in texts
    do(s, "move 2.1 7.0 1 0 imperial 1 0")
    assert tp.ships(s, EMPIRE) == (1, 0) and s.imperial_fresh[X["2.1"]] == 1
    assert invariants.problems(s) == []
    s = mover(twisted=passage(ships=[[1, 0], [0, 0], [0, 0]], empire=[1, 1]), ships=[])
    texts = moves(s)
    assert "move 7.0 4.2 1 0 imperial 1 0" in texts and "move 7.0 4.2 1 0 imperial 1 1" not in texts
    do(s, "move 7.0 4.2 1 0 imperial 0 1")
    assert tp.ships(s, EMPIRE) == (1, 0) and s.imperial_damaged[X["4.2"]] == 1
    assert s.phase == CampaignPhase.CHANCE_PASSAGE and invariants.problems(s) == []
    roundtrip(s)
    s = mover(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}],
        camp={"imperial_ships": [{"system": "2.1", "fresh": 2}], "titles": ["outlaw", "regent", "regent"]},
    )
    assert not [a for a in moves(s) if "imperial" in a]


def test_the_reroll_is_told_in_words() -> None:
    """The log tells the Twisted Passage's die in words (the exits it names), not a bare text."""
    from ambitions.games.arcs_campaign.render import describe

    assert describe("passage edict hex", chance=True) == (
        "the event die in the Twisted Passage shows hex: its exits are the x.3 planets (F22-05)"
    )
