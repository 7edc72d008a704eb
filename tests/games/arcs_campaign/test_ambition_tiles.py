"""The ambitions the "C" Fates add, Edenguard (F20-04) and Blightkin (F21-04): in play with their
law in the rules booklet, declared in place of Tycoon and Empath, counted and scored as the
printed five (base p9, p18; issue 28). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.data import ACTION_CARD_BY_ID as CARDS
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import invariants, vox
from ambitions.games.arcs_campaign.fates import ambition_tiles
from ambitions.games.arcs_campaign.state import BLIGHTKIN, EDENGUARD, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F19", "F1", "F3"]}
"""Act III Fates whose parts are built (the laws below are put in the booklet by hand)."""


def table(booklet: list[str], **kw: Any) -> CampaignState:
    camp = {"act": 3, "fates": FATES, "booklet": booklet, **kw.pop("campaign", {})}
    return pos(campaign_part=camp, **kw)


def lead(card: str, booklet: list[str]) -> CampaignState:
    """Dane leads `card` with the initiative, before any action (he may declare, base p9)."""
    pips = CARDS[card].pips  # (none taken yet)
    return table(booklet, seats=[{}, {"hand": ["ADM3"]}, {}], turn=turn(DANE, card, pips), initiative=DANE)


def test_in_play_only_with_its_law_in_the_booklet() -> None:
    assert table([]).ambitions_in_play() == (0, 1, 2, 3, 4)
    assert table(["F20-04"]).ambitions_in_play() == (0, 1, 2, 3, 4, EDENGUARD)
    assert table(["F21-04"]).ambitions_in_play() == (0, 1, 2, 3, 4, BLIGHTKIN)
    assert table(["F20-04", "F21-04"]).ambitions_in_play() == (0, 1, 2, 3, 4, EDENGUARD, BLIGHTKIN)


def test_edenguard_may_be_declared_instead_of_tycoon() -> None:
    """F20-04: "When a player would declare Tycoon, they may declare Edenguard instead"."""
    assert [a for a in legal(lead("ADM2", [])) if a.startswith("declare")] == ["declare tycoon"]
    s = lead("ADM2", ["F20-04"])
    assert [a for a in legal(s) if a.startswith("declare")] == ["declare tycoon", "declare edenguard"]
    do(s, "declare edenguard")
    assert EDENGUARD in s.marker_box
    obs = s.observation(None)
    assert [m["box"] for m in obs["markers"] if m["box"]] == ["edenguard"]
    roundtrip(s)
    # Not in place of another ambition: a Keeper card declares Keeper only.
    assert [a for a in legal(lead("ADM5", ["F20-04"])) if a.startswith("declare")] == ["declare keeper"]


def test_blightkin_may_be_declared_instead_of_empath() -> None:
    """F21-04: "When a player would declare Empath, they may declare Blightkin instead"."""
    s = lead("ADM6", ["F21-04"])
    assert [a for a in legal(s) if a.startswith("declare")] == ["declare empath", "declare blightkin"]
    assert "declare edenguard" not in legal(lead("ADM2", ["F21-04"]))


def test_a_card_declaring_any_ambition_may_declare_the_new_ones() -> None:
    """Populist Demands (CC11) "declare any ambition": Edenguard too, while in play."""
    s = table(["F20-04"])
    populist = vox.POWERS["CC11"].choice_options
    assert populist is not None
    offered = populist(s, (MIKAH, "CC11", "declare"))
    assert ("edenguard",) in offered and ("blightkin",) not in offered


def test_edenguard_counts_material_and_fuel_planets_controlled() -> None:
    """F20-04: Dane controls 1.3 (Material) and 1.2 (Fuel), Lotus 1.1 (Weapon): 2 and 0; the
    observation shows the counts of the ambitions in play, and only those."""
    s = table(
        ["F20-04"],
        ships=[
            {"system": "1.3", "seat": DANE, "fresh": 1},
            {"system": "1.2", "seat": DANE, "fresh": 1},
            {"system": "1.1", "seat": LOTUS, "fresh": 1},
        ],
    )
    assert [ambition_tiles.count(s, p, EDENGUARD) for p in range(3)] == [0, 2, 0]
    seats = s.observation(None)["seats"]
    assert [st["ambitions"]["edenguard"] for st in seats] == [0, 2, 0]
    assert "blightkin" not in seats[0]["ambitions"]
    assert "edenguard" not in table([]).observation(None)["seats"][0]["ambitions"]


def test_blightkin_counts_systems_controlled_with_fresh_blight() -> None:
    """F21-04: fresh Blight in 1.3 and 1.0 (Dane controls both), only damaged Blight in 1.2
    (Dane's too): 2."""
    s = table(
        ["F21-04"],
        ships=[{"system": x, "seat": DANE, "fresh": 1} for x in ("1.0", "1.2", "1.3")],
        campaign={
            "blight": [
                {"system": "1.3", "fresh": 1},
                {"system": "1.0", "fresh": 1},
                {"system": "1.2", "damaged": 1},
            ]
        },
    )
    assert [ambition_tiles.count(s, p, BLIGHTKIN) for p in range(3)] == [0, 2, 0]


def test_edenguard_is_scored_at_the_chapters_end() -> None:
    """Base p18: the marker's Power (5 / 3) to the first and second place: Dane 2 planets,
    Lotus 1; Mikah none."""
    s = pos(
        chapter=2,
        markers=[{"box": "edenguard"}, {}, {}],
        ships=[
            {"system": "1.3", "seat": DANE, "fresh": 1},
            {"system": "1.2", "seat": DANE, "fresh": 1},
            {"system": "3.1", "seat": LOTUS, "fresh": 1},
            {"system": "2.1", "seat": MIKAH, "fresh": 1},
        ],
        campaign_part={"act": 3, "fates": {**FATES, "objective": [14, None, None]}, "booklet": ["F20-04"]},
    )
    if s.phase == Phase.CHOICE:
        do(s, *["choose done"] * 3)
    edenguard = [row for row in s.chapter_scoring[-1][1] if row[0] == EDENGUARD]
    assert edenguard and edenguard[0][2][:3] == (0, 2, 1) and edenguard[0][3] == DANE
    assert edenguard[0][6] == (0, 5, 3)
    assert invariants.problems(s) == []


def test_a_marker_on_an_ambition_out_of_play_is_a_problem() -> None:
    s = do(lead("ADM2", ["F20-04"]), "declare edenguard")
    assert invariants.problems(s) == []
    s.booklet.remove("F20-04")
    assert any("not in play" in p for p in invariants.problems(s))
