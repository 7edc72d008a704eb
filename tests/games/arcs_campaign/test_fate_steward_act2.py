"""F1 Steward, Act II (Fates file "F1 — Steward"; card texts F1-12A/B, F1-13). Each test fails
without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, STARPORT
from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import cards, steward_act2
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

STEWARD_FATES = ["F1", "F3", "F6"]


def chapter_end(first_regent: int, act: int = 2, trust: dict[str, int] | None = None) -> CampaignState:
    """Nobody has cards left: the chapter ends at once. Fresh Imperial ships in clusters 1 and 3
    (two systems of cluster 3), a damaged one in cluster 5 (no control)."""
    return pos(
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part={
            "act": act,
            "first_regent": first_regent,
            "imperial_ships": [
                {"system": "1.1", "fresh": 1},
                {"system": "3.2", "fresh": 2},
                {"system": "3.3", "fresh": 1},
                {"system": "5.1", "damaged": 1},
            ],
            "imperial_trust": trust or {},
            "fates": {"fate": STEWARD_FATES},
        },
    )


def test_act2_marker_starts_on_the_act2_clock() -> None:
    """The Act II objective's clock (Fates file, Overview: Steward II 22)."""
    assert cards.start_space("F1", 3, act=2) == 22
    assert cards.start_space("F1", 3) == 17  # Act I unchanged
    s = pos(campaign_part={"act": 2, "fates": {"fate": STEWARD_FATES}})
    assert s.objective[MIKAH] == 22


def test_expand_the_empire_counts_clusters_with_empire_control_as_first_regent() -> None:
    """F1-12B *Expand the Empire*: as First Regent, 1 per cluster where the Empire controls any
    system (clusters 1 and 3; the damaged ship in cluster 5 controls nothing)."""
    s = chapter_end(MIKAH)
    assert s.objective[MIKAH] == 22 - 2


def test_expand_the_empire_needs_the_first_regent_tile() -> None:
    s = chapter_end(DANE)
    assert s.objective[MIKAH] == 22


def test_the_emperors_tribute_counts_the_trust_even_when_not_first_regent() -> None:
    """F1-12B *Ensure the Emperor's Tribute*: 1 per resource in the First Regent's Trust, "even
    if you're not First Regent"."""
    s = chapter_end(DANE, trust={"relic": 2, "fuel": 1})
    assert s.objective[MIKAH] == 22 - 3


def test_act1_objective_is_untouched_in_act1() -> None:
    """In Act I the Act I objective reads the chapter (no ambition won: no advance)."""
    s = chapter_end(MIKAH, act=1, trust={"relic": 2})
    assert s.objective[MIKAH] == 17


def test_setup_act2_adds_imperial_quorum_to_the_edicts() -> None:
    """F1-12A: "Add Imperial Quorum (13) to the Edicts"."""
    s = pos(campaign_part={"act": 2, "edicts": ["ED03"], "fates": {"fate": STEWARD_FATES}})
    fates.ACT2_SETUPS["F1"](s, MIKAH)
    assert s.edicts == ["ED03", "F1-13"]


def quorum(
    policy: str = "escalation peace war",
    titles: list[str] | None = None,
    lotus_starports: int = 1,
    flagships: list[dict[str, Any]] | None = None,
) -> Any:
    """Round's end, Edicts with Imperial Quorum: Mikah (Steward) is First Regent; Dane has 2
    starports, Lotus 1 (or 2) starports and 2 cities, Dane 1 city. Everyone has a Material and
    a Relic. Mikah has secured the Council this round (Decided), with cards left."""
    buildings = [
        {"slot": "3.1#0", "seat": DANE, "kind": "starport"},
        {"slot": "3.2#0", "seat": DANE, "kind": "starport"},
        {"slot": "4.1#0", "seat": LOTUS, "kind": "starport"},
        {"slot": "4.2#0", "seat": LOTUS, "kind": "city"},
        {"slot": "4.3#0", "seat": LOTUS, "kind": "city"},
    ]
    buildings.append({"slot": "3.3#0", "seat": DANE, "kind": "city"})
    if lotus_starports == 2:
        buildings.append({"slot": "5.1#0", "seat": LOTUS, "kind": "starport"})
    return pos(
        buildings=buildings,
        ships=[
            {"system": "3.1", "seat": DANE, "fresh": 1},
            {"system": "4.1", "seat": LOTUS, "fresh": 1},
            {"system": "2.1", "seat": MIKAH, "fresh": 2},
        ],  # fmt: skip
        seats=[
            {"hand": ["ADM2"], "resources": ["material", "relic"]},
            {"resources": ["material", "relic"]},
            {"resources": ["material", "relic"]},
        ],  # fmt: skip
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "first_regent": MIKAH,
            "titles": titles or ["regent", "regent", "regent"],
            "imperial_ships": [{"system": "1.1", "fresh": 1}],
            "policies": policy.split(),
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            "court_deck": ["CC02"],
            "edicts": ["ED03", "F1-13"],
            "fates": {"fate": STEWARD_FATES},
            **({"flagships": flagships} if flagships else {}),
        },
    )


def to_quorum(s: CampaignState) -> CampaignState:
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    return s


def test_imperial_quorum_first_regent_collects_then_the_starport_regent_acts() -> None:
    """F1-13: the First Regent collects the Demand (Escalation: a Material from each Regent,
    himself too), then the Regent with most starports (Dane, 2) may take the Imperial Action
    (Requisition Ships: 2 Imperial ships where the Empire controls a system), then the Regent with
    most cities (Lotus, 2) may change the Policy; Govern the Imperial Reach is skipped."""
    s = to_quorum(quorum())
    assert "enforce" not in legal(s)  # edict 03 itself is skipped
    # The Demand: each Regent's Material (one option each: taken at once), into the Trust.
    while s.mover == MIKAH and s.phase == CampaignPhase.RESOLVE and s.steps and s.steps[0][0] == "demand":
        do(s, legal(s)[0])
    assert s.trust[0] == 3
    assert s.mover == DANE and sorted(legal(s)) == ["imperial-action", "pass"]
    do(s, "imperial-action")
    assert s.mover == DANE and legal(s) == ["requisition 1.1"]  # the acting Regent places them
    do(s, "requisition 1.1")
    assert s.imperial_fresh[reach.SYSTEM_INDEX["1.1"]] == 3
    assert s.mover == LOTUS and sorted(legal(s)) == ["change peace", "change war", "keep"]
    do(s, "change war")
    assert s.policies[0] == "war"
    assert s.phase != CampaignPhase.RESOLVE or not s.steps


def test_imperial_quorum_skips_a_tied_part() -> None:
    """F1-13 "On a tie, skip this": Lotus's second starport ties Dane's two, so nobody takes the
    Imperial Action; Lotus still has the most cities and may change the Policy."""
    s = to_quorum(quorum(lotus_starports=2))
    while s.steps and s.steps[0][0] == "demand":
        do(s, legal(s)[0])
    assert s.mover == LOTUS and "keep" in legal(s)
    assert not any(step[0] == "quorum-action" for step in s.steps)


def test_imperial_quorum_counts_regents_only() -> None:
    """ "The Regent with the most starports": an Outlaw's starports do not count (Dane, an
    Outlaw, has 2; Lotus, a Regent, 1, takes the Imperial Action)."""
    s = quorum(titles=["regent", "outlaw", "regent"])
    assert steward_act2.most_built(s, STARPORT) == LOTUS
    assert steward_act2.most_built(s, CITY) == LOTUS


def test_imperial_quorum_counts_flagship_boards() -> None:
    """F1-13 counts the buildings on a Flagship board too: Lotus's 2 board starports and 1 on the
    map beat Dane's 2."""
    board = {"upgrade-slipstream": {"kind": "starport"}, "upgrade-tractor": {"kind": "starport"}}
    s = quorum(flagships=[{"seat": LOTUS, "system": "4.1", "board": board}])
    assert steward_act2.most_built(s, STARPORT) == LOTUS
    assert steward_act2.most_built(quorum(), STARPORT) == DANE
