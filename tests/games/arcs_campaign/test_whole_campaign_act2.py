"""The whole campaign (``act=all``) on the one Act II contract: Act II's setup runs
`fates.setup_act2` (what `fates.register_act2` registers) and puts the markers on
`cards.start_space(fate, n, 2)`; the Intermission after Act II; the observation key for the
Court deck's known cards (``court_deck_known``: from Act II on, and in Act I from the
Intermission's step A on)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, Phase, building_code
from ambitions.games.arcs_campaign import act_setup, fates, intermission, observe, position, setup
from ambitions.games.arcs_campaign.fates import cards, resolution
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

X33 = reach.SYSTEM_INDEX["3.3"]


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
    while s.phase in (Phase.CHOICE, CampaignPhase.CHANCE_FRAGMENTS):
        askers.append((s.mover, s.choices[-1][1], s.choices[-1][2]))
        do(s, legal(s)[0] if s.phase == Phase.CHOICE else "fragments edict hex")
    assert askers[0] == (MIKAH, "F9-01", "flagship") and askers[-2] == (LOTUS, "F11-01", "flagship")
    assert askers[-1] == (CHANCE, "F11-01", "fragments")  # the event die, once his Flagship is placed
    assert sorted(x % 4 for x in s.hammer) == [3] * 6  # (hex: every cluster's planet x.3)
    last_f9 = max(i for i, a in enumerate(askers) if a[1] == "F9-01")
    assert last_f9 < askers.index((LOTUS, "F11-01", "flagship"))
    assert s.flagship[MIKAH] >= 0 and s.flagship[LOTUS] >= 0 and s.flagship[DANE] == -1
    assert "F11-02" in s.guild[LOTUS]  # (Sycophants: the Planet Breaker's Setup side)
    assert s.objective == [cards.start_space(f, 3, 2) for f in s.fates] == [8, 14, 12]
    assert s.phase == Phase.CHANCE_DEAL and not s.choices
    assert campaign.invariants.problems(s) == []


def test_act_ii_setup_is_fates_setup_act2_the_one_code_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """`act_setup.fates_setup` runs the Setup sides through `fates.setup_act2` only."""
    calls: list[list[str]] = []
    real = fates.setup_act2
    monkeypatch.setattr(fates, "setup_act2", lambda s: (calls.append(list(s.fates)), real(s)))
    s = pos(3, {"act": 2, "fates": {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    act_setup.fates_setup(s)
    assert calls == [["F9", "F10", "F5"]]
    assert s.objective == [cards.start_space(f, 3, 2) for f in s.fates]


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


# -- the observation key for the Court deck's known cards -------------------------------------------
def test_court_deck_known_from_act_ii_and_from_the_intermission() -> None:
    """One key names the Court deck's known cards: at the Intermission (Act I, from step A on)
    every card but its lore; in an Act II position (no Intermission behind it) too, its Fate Set
    cards among them; in Act I before step A none (the deck is derived)."""
    s = whole_at_step_f(["F1", "F6", "F7"], power=[9, 4, 1])
    obs = s.observation(MIKAH)["campaign"]
    assert obs["court_deck_known"] == sorted(c for c in s.court_deck if c not in setup.LORE_IDS)
    assert "court_deck_fate_set" not in obs
    act2 = pos(3, {"act": 2, "fates": {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    seen = observe.observation(act2, DANE, False)["campaign"]
    assert seen["court_deck_known"] == sorted(c for c in act2.court_deck if c not in setup.LORE_IDS)
    assert {c for c in act2.court_deck if c in cards.FATE_SET_BY_ID} <= set(seen["court_deck_known"])
    first = pos(3, {"fates": {"fate": ["F5", "F6", "F7"]}})
    assert first.observation(0)["campaign"]["court_deck_known"] == []
    assert position.after_intermission(s.observation(MIKAH)["campaign"])
    assert not position.after_intermission(act2.observation(DANE)["campaign"])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda k, c: k + ["L01"], r"campaign\.court_deck_known must be"),  # lore: never known
        (lambda k, c: k + [k[0]], r"campaign\.court_deck_known must be .*each once"),
        (lambda k, c: k + [c], r"campaign\.court_deck_known must be .*nowhere else"),  # in the Court
        (lambda k, c: k + ["BC01"], r"campaign\.court_deck_known must be"),  # not a campaign card
    ],
)
def test_a_position_refuses_court_deck_known_it_cannot_hold(change: Any, message: str) -> None:
    """``court_deck_known`` is read back, each card checked: the deck's campaign Court, Fate Set
    or Faithful cards, each once, placed nowhere else (the error names the field)."""
    from ambitions.core.errors import InvalidRecord

    court = [{"card": "IC01"}, {"card": "CC07"}]
    fates = {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}
    act2 = pos(3, {"act": 2, "fates": fates, "court": court}, turn=turn(DANE))
    obs = act2.observation(DANE)
    camp = obs["campaign"]
    camp["court_deck_known"] = change(list(camp["court_deck_known"]), "CC07")
    with pytest.raises(InvalidRecord, match=message):
        campaign.determinize(obs, random.Random(0))


def test_court_deck_size_below_the_known_cards_is_refused() -> None:
    from ambitions.core.errors import InvalidRecord

    act2 = pos(3, {"act": 2, "fates": {"fate": ["F9", "F10", "F5"], "cards": [[], [], []]}}, turn=turn(DANE))
    obs = act2.observation(DANE)
    obs["court_deck_size"] = len(obs["campaign"]["court_deck_known"]) - 1
    with pytest.raises(InvalidRecord, match=r"campaign\.court_deck_size must be"):
        campaign.determinize(obs, random.Random(0))
    obs = act2.observation(DANE)
    obs["campaign"]["court_deck_fate_set"] = []
    with pytest.raises(InvalidRecord, match="unknown campaign key 'court_deck_fate_set'"):
        campaign.determinize(obs, random.Random(0))
