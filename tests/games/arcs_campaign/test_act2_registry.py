"""The whole campaign meets the Fates' Act II parts: one registry (`fates.register_act2` filling
`fates.acts`), one table of Fates (`cards.FATES`), the Intermission after Act II, one
observation key for the Court deck's known cards (``court_deck_cards``)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, Phase, building_code
from ambitions.games.arcs_campaign import fates, intermission, observe, position, setup
from ambitions.games.arcs_campaign.fates import acts, cards, objective, resolution
from ambitions.games.arcs_campaign.fates import position as fates_position
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]


# -- one table of Fates, one registry ---------------------------------------------------------------
def test_each_b_fate_is_defined_once_with_its_letter_start_and_flagship() -> None:
    assert cards.B_FATES == tuple(f"F{k}" for k in range(9, 17))
    assert [f.id for f in cards.B_FATES_FLAGSHIP] == ["F9", "F10", "F11", "F12"]
    assert all(cards.FATE_BY_ID[f.id] is f for f in cards.B_FATES_FLAGSHIP)
    assert len(cards.FATES) == len(cards.FATE_BY_ID) == 16
    for f in cards.FATES:
        if f.letter == "B":
            assert cards.START_SPACES[(f.id, 2)] == f.start
            assert cards.letter(f.id) == "B" and f.flagship == (f.id in ("F9", "F10", "F11", "F12"))


def test_register_act2_is_the_one_registry_acts_tables_and_their_views_agree() -> None:
    registered = {f for f, act in acts.SETUPS if act == 2}
    assert {f"F{k}" for k in range(5, 13)} <= registered
    assert set(fates.ACT2_SETUPS) == registered and len(fates.ACT2_SETUPS) == len(registered)
    assert all(fates.ACT2_SETUPS[f] is acts.SETUPS[(f, 2)] for f in registered)
    assert set(fates.ACT2_CHAPTER_END) == {f for f, act in acts.CHAPTER_END if act == 2}
    for f in registered:  # (each registered Fate's objective start: the Overview's data)
        for n in (2, 3, 4):
            assert objective.start_space(f, 2, n) == cards.START_SPACES[(f, 2)][n - 2]
        assert objective.has_act(f, 2) and f in fates_position.playable(2)
    assert set(fates_position.playable(2)) == registered
    assert fates_position.playable(1) == cards.A_FATES


def test_register_act2_refuses_a_start_the_overview_does_not_give() -> None:
    module = SimpleNamespace(START=(1, 2, 3), setup_act2=lambda s, seat: None)
    before = dict(acts.SETUPS)
    with pytest.raises(ValueError, match="F13's Act II START"):
        fates.register_act2("F13", module, "F13-99")  # type: ignore[arg-type]
    assert acts.SETUPS == before  # (nothing registered: F13's own Setup side stays)


# -- Act II setup in a whole campaign calls every registered Setup side -------------------------------
def whole_at_step_f(fate: list[str], power: list[int]) -> CampaignState:
    s = pos(
        3,
        {"fates": {"fate": fate, "objective": [0, 0, 0]}},
        chapter=3,
        options={"act": "all"},
        seats=[{"power": v} for v in power],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
    )
    assert s.phase == CampaignPhase.CHANCE_NEW_FATES
    return s


def test_act_ii_setup_runs_f9_f11_and_a_kept_f6_in_turn_order_questions_before_the_deal() -> None:
    """CRB p.7 F: each Setup side in turn order (the Pathfinder's and Planet Breaker's gain a
    Flagship, the Partisan's kept Fate its Act II side), their questions answered in turn order,
    then G: the markers on the Act II start spaces, then the deal."""
    s = whole_at_step_f(["F1", "F6", "F7"], power=[9, 4, 1])  # (Mikah has the initiative after E)
    do(s, "fates F9 F10 F11")
    assert s.fate_offers == ["F1", "F9", "F6", "F10", "F7", "F11"]
    while s.phase == CampaignPhase.CHOOSE_NEW_FATE:
        do(s, "fate " + {MIKAH: "F9", DANE: "F6", LOTUS: "F11"}[s.mover])
    assert s.fates == ["F9", "F6", "F11"] and s.turn_order() == [MIKAH, DANE, LOTUS]
    do(s, "court " + " ".join(s.court_deck), "event crisis arrow")
    askers = []
    while s.phase == Phase.CHOICE:
        askers.append((s.mover, s.choices[-1][1], s.choices[-1][2]))
        do(s, legal(s)[0])
    assert askers[0] == (MIKAH, "F9-01", "flagship") and askers[-1] == (LOTUS, "F11-01", "flagship")
    last_f9 = max(i for i, a in enumerate(askers) if a[1] == "F9-01")
    assert last_f9 < askers.index((LOTUS, "F11-01", "flagship"))
    assert s.flagship[MIKAH] >= 0 and s.flagship[LOTUS] >= 0 and s.flagship[DANE] == -1
    assert "F11-02" in s.guild[LOTUS]  # (Sycophants: the Planet Breaker's Setup side)
    assert s.objective == [cards.START_SPACES[(f, 2)][1] for f in s.fates] == [8, 14, 12]
    assert s.phase == Phase.CHANCE_DEAL and not s.choices
    assert campaign.invariants.problems(s) == []


# -- positions: an Act II Fate's part must be registered --------------------------------------------
def test_an_act_ii_position_takes_registered_fates_and_refuses_others_naming_the_field(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = pos(3, {"act": 2, "fates": {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    assert s.fates == ["F9", "F10", "F5"] and s.objective == [8, 14, 8]
    monkeypatch.delitem(acts.SETUPS, ("F13", 2))  # (a B Fate whose Act II part is not registered)
    with pytest.raises(InvalidRecord, match=r"campaign\.fates\.fate must be 3 different Fates with an Act 2"):
        pos(3, {"act": 2, "fates": {"fate": ["F9", "F13", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    # (a campaign played through the Intermission may hold a Fate whose part is not built yet)
    through = pos(
        3,
        {"act": 2, "fates": {"fate": ["F1", "F13", "F12"], "former": ["F1", "F3", "F2"]}},
        options={"act": "all"},
    )
    assert through.fates == ["F1", "F13", "F12"]


# -- the Intermission -------------------------------------------------------------------------------
def blighted_flagship(flagship_there: bool) -> CampaignState:
    return pos(
        3,
        {
            "act": 2,
            "flagships": [{"seat": MIKAH, "system": "3.3" if flagship_there else "3.1", "board": {}}],
            "blight": [{"system": "3.3", "fresh": 1}],
        },
        buildings=[{"slot": "3.3#0", "seat": DANE, "kind": "city"}],
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}],
        turn=turn(MIKAH),
    )


@pytest.mark.parametrize("flagship_there", [True, False])
def test_d_a_flagship_is_a_ship_for_buildings_where_blight_is(flagship_there: bool) -> None:
    """CRB p.28 D: every building in a system with Blight and no ships is destroyed; a Flagship
    is a fresh Loyal ship (CRB p.22), so it guards them."""
    s = blighted_flagship(flagship_there)
    k = reach.SYSTEM_SLOTS[X33][0]
    assert s.slots[k] == building_code(DANE, CITY, False)
    intermission.repair_and_destroy(s)
    assert (s.slots[k] >= 0) == flagship_there
    assert campaign.invariants.problems(s) == []


def test_a_second_intermission_resolves_the_act_ii_resolution_cards() -> None:
    """Step A after Act II: the Act I Resolutions in `s.resolved` do not stop the Act II ones; a
    failed seat loses its marker's space; once only."""
    part: dict[str, Any] = {
        "act": 2,
        "fates": {"fate": ["F7", "F6", "F5"], "cards": [[], [], []], "objective": [0, 3, 0]},
    }
    s = pos(3, part, seats=[{"power": 10} for _ in range(3)], turn=turn(MIKAH))
    s.resolved = ["F7-04", "F6-04", "F5-07"]  # (Act I's, resolved at the first Intermission)
    intermission.resolve_fate(s, random.Random(1))
    assert {"F7-14", "F6-18", "F5-16"} <= set(s.resolved)
    assert s.power == [10, 7, 10]
    assert resolution.resolved_this_act(s)
    intermission.resolve_fate(s, random.Random(1))
    assert s.power == [10, 7, 10]


# -- one observation key for the Court deck's known cards ------------------------------------------
def test_one_key_names_the_court_decks_known_cards() -> None:
    s = whole_at_step_f(["F1", "F6", "F7"], power=[9, 4, 1])
    obs = s.observation(MIKAH)["campaign"]
    assert "court_deck_fate_set" not in obs
    assert obs["court_deck_cards"] == sorted(c for c in s.court_deck if c not in setup.LORE_IDS)
    act2 = pos(3, {"act": 2, "fates": {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    known = observe.observation(act2, DANE, False)["campaign"]["court_deck_cards"]
    assert known == sorted(c for c in act2.court_deck if c in cards.FATE_SET_BY_ID)
    first = pos(3, {"fates": {"fate": ["F5", "F6", "F7"]}})
    assert first.observation(0)["campaign"]["court_deck_cards"] == []
    assert position.after_intermission(s.observation(MIKAH)["campaign"])
    assert not position.after_intermission(act2.observation(DANE)["campaign"])
