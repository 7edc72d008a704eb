"""The Act II Fate Set cards of the Steward, Founder, Magnate and Advocate (card texts F1-05 to
F1-11, F2-05 to F2-11, F3-04 to F3-06, F4-10; the official errata), one scenario test per card,
each failing without its card's rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import council, data, vox
from ambitions.games.arcs_campaign.fates import steward_act2
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_vox import court_turn, crises

FATES = {"fate": ["F1", "F2", "F4"]}
X11 = reach.SYSTEM_INDEX["1.1"]


def act2_court(card: str, agents: list[int], **kw: Any) -> CampaignState:
    return court_turn(card, agents, act=2, fates=FATES, **kw)


# -- F1-05 Council Intrigue (= CC12) -----------------------------------------------------------------
def test_council_intrigue_reprint_crisis_reopens_the_council_and_buries_itself() -> None:
    s = act2_court("F1-05", [0, 1, 2])
    crises(s)
    assert s.council == data.IN_SESSION and s.court_agents[0:3] == [0, 1, 2]
    assert s.court_deck[0] == "F1-05"


def test_council_intrigue_reprint_secured_moves_your_agents_on() -> None:
    s = act2_court("F1-05", [2, 0, 0], court=[{"card": "CC07"}])
    do(s, "secure IC01", "secure F1-05")
    assert s.council == data.IN_SESSION and "F1-05" not in s.lore[MIKAH]
    assert sorted(legal(s)) == ["choose CC07", "choose IC01", "choose none"]
    do(s, "choose CC07", "choose none")
    assert s.court_deck[0] == "F1-05"


# -- F4-10 Diplomatic Fiasco (= CC13) ----------------------------------------------------------------
def test_diplomatic_fiasco_reprint_crisis() -> None:
    seats: list[dict[str, Any]] = [{}, {"guild": ["CC03", "CC04"]}, {"captives": [0, 9, 0]}]
    s = act2_court("F4-10", [0, 0, 0], seats=seats)
    crises(s)
    assert sorted(legal(s)) == ["choose CC03", "choose CC04"]
    do(s, "choose CC04")
    assert s.guild[DANE] == ["CC03", "F2-02"] and s.court_deck[0] == "F4-10"  # (Parade Fleets: protected)


# -- F1-09 Empire Falls ------------------------------------------------------------------------------
def empire_falls(roll: str) -> CampaignState:
    s = act2_court(
        "F1-09", [0, 1, 0], first_regent=MIKAH, imperial_trust={"relic": 1},
        imperial_ships=[{"system": "1.1", "fresh": 2, "damaged": 1}],
        titles=["regent", "regent", "outlaw"],
    )  # fmt: skip
    return crises(s, roll)


def test_empire_falls_on_an_arrow_outlaws_everyone_and_hits_the_imperial_ships() -> None:
    """F1-09 Crisis: "If the arrow was rolled, all Regents become Outlaws, hit each Imperial ship
    on the map, and discard this card" (the Trust goes back as when the last Regent leaves the
    Empire, CRB p.16)."""
    s = empire_falls("eventroll crisis arrow 4")
    assert s.outlaw == [True, True, True] and s.first_regent == -1 and not any(s.trust)
    assert s.imperial_fresh[X11] == 0 and s.imperial_damaged[X11] == 2
    assert "F1-09" in s.court_discard and "F1-09" not in s.court


def test_empire_falls_does_nothing_without_an_arrow() -> None:
    s = empire_falls("eventroll crisis hex 4")
    assert s.outlaw == [False, False, True] and s.imperial_fresh[X11] == 2
    assert "F1-09" in s.court


def test_empire_falls_secured_moves_agents_and_is_buried() -> None:
    """F1-09 When Secured: your agents from here may go to other Court cards; bury this."""
    s = act2_court("F1-09", [2, 0, 0], court=[{"card": "CC07"}])
    do(s, "secure F1-09")
    assert "choose CC07" in legal(s)
    do(s, "choose CC07", "choose none")
    assert s.court_deck[0] == "F1-09" and "F1-09" not in s.lore[MIKAH]


# -- F1-08 Imperial Protectors -------------------------------------------------------------------------
def test_imperial_protectors_stop_blight_crises_where_the_empire_controls() -> None:
    """F1-08: "Blight Crises do not happen in systems controlled by the Empire"."""
    for booklet, hit in (([], True), (["F1-08"], False)):
        s = pos(
            campaign_part={
                "act": 2, "booklet": booklet, "fates": FATES,
                "imperial_ships": [{"system": "1.1", "fresh": 1}], "blight": [{"system": "1.1", "fresh": 1}],
            }
        )  # fmt: skip
        council.blight_crisis(s, X11)
        assert (s.imperial_fresh[X11] == 0) == hit


# -- F1-10/11 Lesser Regent ----------------------------------------------------------------------------
def test_lesser_regent_discards_to_declare_any_ambition_without_the_zero_marker() -> None:
    """F1-10 Prelude (errata: no zero marker)."""
    s = pos(
        seats=[{"hand": ["ADM2"], "guild": ["F1-10"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={"act": 2, "fates": FATES},
    )
    assert "prelude F1-10 keeper" in legal(s)
    do(s, "prelude F1-10 keeper")
    assert 3 in s.marker_box and not s.zeroed
    assert "F1-10" in s.court_discard and "F1-10" not in s.guild[MIKAH]


# -- F1-07 Hunter Squads ---------------------------------------------------------------------------------
def test_hunter_squads_reroll_assault_dice_against_outlaws_only() -> None:
    """F1-07: attacking an Outlaw, reroll assault dice up to your Weapons (resources and cards)."""
    s = pos(
        buildings=[{"slot": "2.1#0", "seat": MIKAH, "kind": "city"}],
        seats=[{"guild": ["F1-07"], "resources": ["weapon", "weapon"]}, {}, {}],
        campaign_part={"act": 2, "titles": ["regent", "outlaw", "regent"], "fates": FATES},
    )
    power = steward_act2.POWERS[-1]
    assert power.id == "F1-07" and power.rerolls is not None
    s.battle_defender = DANE
    assert power.rerolls(s, MIKAH) == {0: 3}  # 2 Weapons and the card's Weapon icon
    s.battle_defender = LOTUS
    assert power.rerolls(s, MIKAH) == {}
    assert "F1-09" in vox.CRISES
