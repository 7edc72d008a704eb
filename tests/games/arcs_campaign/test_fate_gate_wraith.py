"""F22 Gate Wraith, Act III, the parts built so far (issue 28; Fates file "F22 — Gate Wraith";
card texts F22-01A/B, F22-04, F22-05). The Fate is not registered yet: its hooks run here through
the tests' stand-in registry. Mikah (seat 0) is the Gate Wraith, Dane the Steward, Lotus the
Magnate. Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import NUM_PIECE_KINDS
from ambitions.games.arcs_campaign import council, flow, invariants
from ambitions.games.arcs_campaign.fates import acts, gate_wraith
from ambitions.games.arcs_campaign.fates import position as fates_position
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import EMPIRE, CampaignPhase, CampaignState

from .act3_support import Registry
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F22", "F1", "F3"]}


def test_the_gate_wraith_act_iii_part_is_registered() -> None:
    """Every card of its Set built, F22 is registered: its Setup side, the start of scoring
    (*Control the Twisted Passage*) and Passage Storms put on the Court deck by a position."""
    assert "F22" in acts.ACT3 and acts.SETUPS[("F22", 3)] is gate_wraith.setup_act3
    assert acts.BEFORE_SCORING[("F22", 3)] is gate_wraith.before_scoring
    assert fates_position.ACT3_SETUP_COURT["F22"] == ("F22-06",)


# -- the Setup side (F22-01A) ------------------------------------------------------------------------
def test_setup_cards_passages_the_first_passage_and_the_die() -> None:
    """F22-01A: Catapult Overdrive gained, the law in the booklet, Passage Storms on top of the
    Court deck; the first Passage on a gate of Mikah's choice, its building returned (step 3 of
    F22-03) and, by the reading, Dane's ship there into the Twisted Passage; then the event die
    rolled into the centre: a chance event."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}, {"system": "3.0", "seat": DANE, "fresh": 1}],
        buildings=[{"slot": "3.0#0", "seat": LOTUS, "kind": "starport"}],
        campaign_part={"act": 3, "fates": {**FATES, "cards": [[], [], []]}},
    )
    ports = s.starports[LOTUS]
    gate_wraith.setup_act3(s, MIKAH)
    flow.advance(s)
    assert "F22-02" in s.lore[MIKAH] and "F22-05" in s.booklet and s.court_deck[-1] == "F22-06"
    assert s.passages == [tp.SUPPLY] * 6 and s.passage_die == ""
    assert s.mover == MIKAH and legal(s) == [f"choose {g}.0" for g in range(1, 7) if s.in_play[X[f"{g}.0"]]]
    assert invariants.problems(s) == []
    do(s, "choose 3.0")
    assert tp.gates(s) == (X["3.0"],) and not s.in_play[X["3.0"]]
    assert tp.ships(s, DANE) == (1, 0) and s.starports[LOTUS] == ports + 1
    assert s.phase == CampaignPhase.CHANCE_PASSAGE and s.current_player() == CHANCE
    assert invariants.problems(s) == []
    do(s, "passage crisis arrow")
    assert s.passage_die == "arrow" and not s.choices and invariants.problems(s) == []


def test_setup_with_a_flagship_asks_the_resettle_question_first() -> None:
    """F22-01A step 1 comes first: with a Flagship, Resettle is asked before the Passage."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part={
            "act": 3,
            "fates": {**FATES, "cards": [[], [], []]},
            "flagships": [{"seat": MIKAH, "system": "3.3", "board": {}}],
        },
    )
    gate_wraith.setup_act3(s, MIKAH)
    flow.advance(s)
    assert legal(s) == ["choose resettle", "choose keep"]
    do(s, "choose keep")
    assert legal(s)[0] == "choose 1.0" and s.choices[-1][2] == gate_wraith.PASSAGE_STEP


# -- the final objective (F22-01B) -------------------------------------------------------------------
def scored(registry: Registry, mikah: dict[str, Any], twisted: dict[str, Any], **kw: Any) -> CampaignState:
    """Act III, chapter 1, no hands: the chapter ends as the position loads (the objective starts
    on 21 with 3 players); F22's before-scoring hook registered as a stand-in."""
    registry.add("F22", before_scoring=gate_wraith.before_scoring)
    return pos(
        chapter=1,
        markers=kw.pop("markers", [{}, {}, {}]),
        seats=[
            {"hand": [], **mikah},
            {"hand": [], **kw.pop("dane", {})},
            {"hand": [], **kw.pop("lotus", {})},
        ],
        campaign_part={"act": 3, "fates": FATES, "booklet": ["F22-05"], "twisted_passage": twisted},
        **kw,
    )


def test_collapse_the_gates_advances_one_per_passage_for_each_ambition_won(registry: Registry) -> None:
    """*Collapse the Gates of the Reach*: Mikah wins Tycoon with 3 Passages on the map: 3."""
    twisted = {"passages": ["2.0", "4.0", "5.0"], "die": "hex"}
    s = scored(registry, {"resources": ["material"]}, twisted, markers=[{"box": "tycoon"}, {}, {}])
    assert s.objective[MIKAH] == 21 - 3
    s = scored(registry, {}, twisted, markers=[{"box": "tycoon"}, {}, {}], dane={"resources": ["fuel"]})
    assert s.objective[MIKAH] == 21


def test_control_the_twisted_passage_before_scoring(registry: Registry) -> None:
    """*Control the Twisted Passage*: at the chapter's end, before scoring, Mikah controls it
    (2 fresh ships to Dane's 1): 1 per Passage (2)."""
    s = scored(registry, {}, {"passages": ["2.0", "4.0"], "die": "hex", "ships": [[2, 0], [1, 0], [0, 0]]})
    assert s.objective[MIKAH] == 21 - 2 and invariants.problems(s) == []
    s = scored(registry, {}, {"passages": ["2.0", "4.0"], "die": "hex", "ships": [[1, 0], [1, 0], [0, 0]]})
    assert s.objective[MIKAH] == 21


def test_control_is_checked_before_the_dead_live_returns_ships(registry: Registry) -> None:
    """F22-01B "(check control before pieces return from The Dead Live)": Dane's 3 ships on The
    Dead Live come in after the check, Mikah's 1 ship controls it then."""
    s = scored(
        registry,
        {},
        {"passages": ["2.0"], "die": "hex", "ships": [[1, 0], [0, 0], [0, 0]], "dead_live": [0, 3, 0, 0]},
    )
    assert s.objective[MIKAH] == 21 - 1
    assert tp.ships(s, DANE) == (3, 0) and tp.controller(s) == DANE


# -- The Dead Live (F22-04) ------------------------------------------------------------------------------
def test_after_scoring_destroyed_ships_come_back_fresh_in_the_twisted_passage(registry: Registry) -> None:
    """F22-04: after all scoring, even with Warlord not scored, every ship Trophy (Lotus's
    2 of Dane's) and every ship on the card (Mikah's, an Imperial one) is placed fresh in the Twisted
    Passage; the other Trophies (Lotus's starport of Dane's) stay."""
    s = scored(
        registry,
        {},
        {"passages": ["2.0"], "die": "hex", "dead_live": [1, 0, 0, 1]},
        lotus={
            "trophies": [
                {"owner": DANE, "piece": "ship", "count": 2},
                {"owner": DANE, "piece": "starport", "count": 1},
            ]
        },
    )
    assert tp.ships(s, DANE) == (2, 0) and tp.ships(s, MIKAH) == (1, 0) and tp.ships(s, EMPIRE) == (1, 0)
    assert s.dead_live == [0, 0, 0, 0]
    assert s.trophies[(LOTUS * 3 + DANE) * NUM_PIECE_KINDS + 2] == 1 and invariants.problems(s) == []


def test_a_blight_crisis_puts_destroyed_ships_on_the_dead_live() -> None:
    """F22-04 "Destroyed ships that would return to a supply are instead placed on this card": a
    Blight Crisis at 3.3 destroys Dane's damaged ship and an Imperial one."""
    s = pos(
        turn=turn(MIKAH),
        ships=[{"system": "3.3", "seat": DANE, "damaged": 1}],
        campaign_part={
            "act": 3,
            "fates": FATES,
            "twisted_passage": {"passages": ["2.0"], "die": "hex"},
            "blight": [{"system": "3.3", "fresh": 1}],
            "imperial_ships": [{"system": "3.3", "damaged": 1}],
        },
    )
    supply, imperial = s.ships[DANE], s.imperial_ships
    council.blight_crisis(s, X["3.3"])
    assert s.dead_live == [0, 1, 0, 1] and s.ships[DANE] == supply and s.imperial_ships == imperial
    assert invariants.problems(s) == []


def test_blight_in_the_twisted_passage_has_its_crisis_there() -> None:
    """F22-05 "Players cannot harm Rivals in the Twisted Passage (Crises still can)": a fresh
    Blight there deals 3 hits, Imperial ships first, then each player's ships, fresh first."""
    s = pos(
        turn=turn(MIKAH),
        ships=[],
        campaign_part={
            "act": 3,
            "fates": FATES,
            "twisted_passage": {
                "passages": ["2.0"],
                "die": "hex",
                "blight": [1, 0],
                "empire": [1, 0],
                "ships": [[1, 1], [0, 1], [0, 0]],
            },  # fmt: skip
        },
    )
    tp.blight_crisis(s)
    assert tp.ships(s, EMPIRE) == (0, 0) and s.dead_live[3] == 1  # (2 hits: damaged, destroyed)
    assert tp.ships(s, MIKAH) == (0, 2) and tp.ships(s, DANE) == (0, 0) and s.dead_live[DANE] == 1
    assert invariants.problems(s) == []
    roundtrip(s)


def test_ships_destroyed_by_a_card_wait_on_the_dead_live() -> None:
    """F22-04 for every destruction sending ships to a supply (here Mass Uprising, F7-17:
    "destroy every damaged ship", no Trophies): Dane's 2 damaged ships and an Imperial one go
    onto The Dead Live, not to the supplies."""
    from ambitions.games.arcs_campaign.fates import admiral_act3

    s = pos(
        turn=turn(MIKAH),
        ships=[{"system": "3.3", "seat": DANE, "damaged": 2, "fresh": 1}],
        campaign_part={
            "act": 3,
            "fates": FATES,
            "twisted_passage": {"passages": ["2.0"], "die": "hex"},
            "imperial_ships": [{"system": "5.1", "damaged": 1}],
        },
    )
    supply, imperial = s.ships[DANE], s.imperial_ships
    admiral_act3.destroy_damaged_ships(s)
    assert s.dead_live == [0, 2, 0, 1] and s.ships[DANE] == supply and s.imperial_ships == imperial
    assert s.fresh[X["3.3"] * 3 + DANE] == 1 and invariants.problems(s) == []


# -- Passage Storms (F22-06) -------------------------------------------------------------------------------
def storms(
    agents: list[int], twisted: dict[str, Any], turn_of: int = DANE, card: str = "AGG4"
) -> CampaignState:
    """Act III, Passage Storms in the Court with `agents`; Dane's agents on the Council (his
    securing it ends the round in Crises)."""
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{}, {"hand": ["ADM2"]}, {}],
        turn=turn(turn_of, card, 3),
        campaign_part={
            "act": 3,
            "fates": FATES,
            "booklet": ["F22-05"],
            "twisted_passage": twisted,
            "court": [
                {"card": "IC01", "agents": [0, 2, 0]},
                {"card": "F22-06", "agents": agents},
                {"card": "CC01", "agents": [1, 0, 0]},
            ],
            "court_deck": ["CC07", "CC08"],
        },
    )


def test_passage_storms_crisis_hits_each_piece_in_the_twisted_passage() -> None:
    """F22-06 Crisis, among the Court Crises: "Hit each piece in the Twisted Passage" (fresh
    damaged, damaged destroyed: ships onto The Dead Live), then "place this under the top card of
    the Court deck" (its place refilled from that top card: it lies on top after)."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[2, 1], [0, 1], [0, 0]], "empire": [1, 0]}
    s = storms([0, 0, 0], twisted)
    top = s.court_deck[-1]
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    assert tp.ships(s, MIKAH) == (0, 2) and tp.ships(s, DANE) == (0, 0) and tp.ships(s, EMPIRE) == (0, 1)
    assert s.dead_live == [1, 1, 0, 0]
    assert s.court[1] == top and s.court_deck[-1] == "F22-06"
    assert invariants.problems(s) == []
    roundtrip(s)


def test_passage_storms_hits_the_blight_there_too() -> None:
    """ "Each piece": the Blight in the Twisted Passage is hit (a damaged one destroyed, back to
    its supply) with the ships, all at once."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[1, 0], [0, 0], [0, 0]], "blight": [1, 2]}
    s = storms([0, 0, 0], twisted)
    blight = s.blight_supply
    gate_wraith.storms_crisis(s)
    assert tp.ships(s, tp.BLIGHT) == (0, 1) and s.blight_supply == blight + 2 and tp.ships(s, MIKAH) == (0, 1)
    assert invariants.problems(s) == []


def test_securing_passage_storms_moves_from_the_twisted_passage_to_any_planets_and_it_stays() -> None:
    """F22-06 When Secured: "move any number of times from the Twisted Passage to any planets";
    errata: it remains in the Court."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[3, 1], [0, 0], [0, 0]]}
    s = storms([2, 0, 0], twisted, turn_of=MIKAH)
    do(s, "secure F22-06")
    assert s.court[1] == "F22-06" and s.court_agents[3:6] == [0, 0, 0]
    options = legal(s)
    assert "choose 4.1 2 1" in options and "choose 5.2 1 0" in options and "choose done" in options
    assert not [o for o in options if o.startswith("choose 2.0")]
    do(s, "choose 4.1 2 1")
    assert tp.ships(s, MIKAH) == (1, 0) and s.fresh[X["4.1"] * 3 + MIKAH] == 2
    assert s.phase != CampaignPhase.CHANCE_PASSAGE  # (no reroll: the die names the law's exits)
    do(s, "choose 5.2 1 0")
    assert tp.ships(s, MIKAH) == (0, 0) and not s.choices and invariants.problems(s) == []
