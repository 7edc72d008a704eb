"""F8 Believer, Act III (issue 28; Fates file "F8 — Believer"; card texts F8-29A/B, F8-30,
F8-31, F8-25 to F8-28). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import acts
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import table3
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

BELIEVER = {"fate": ["F8", "F6", "F5"]}  # Mikah is the Believer


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": BELIEVER, **camp}


# -- Setup side and grand ambitions (F8-29A/B) ---------------------------------------------------
def test_setup_adds_the_laws_and_flips_the_doctrine_to_the_majority_ideal() -> None:
    """F8-29A: Dominant Faith (30) and Breaking the Faith (31) into the booklet; the Doctrine
    flipped to the Ideal with more markers on ambition boxes, a tie to Wisdom; the Ideals stay as
    recorded at the end of Act II (errata)."""
    ideals = {"tycoon": "zeal", "tyrant": "zeal", "keeper": "wisdom"}
    s = pos(campaign_part=act3(doctrine="wisdom", ideals=ideals))
    acts.SETUPS[("F8", 3)](s, MIKAH)
    assert {"F8-30", "F8-31"} <= set(s.booklet) and s.doctrine == "zeal"
    assert s.ideals == ["zeal", "zeal", "", "wisdom", ""]
    s = pos(campaign_part=act3(doctrine="zeal", ideals={"tycoon": "zeal", "keeper": "wisdom"}))
    acts.SETUPS[("F8", 3)](s, MIKAH)
    assert s.doctrine == "wisdom" and "F8" in acts.ACT3


def flock(markers: list[str], ideals: dict[str, str]) -> CampaignState:
    return table3(["F8", "F1", "F2"], power=[0, 0, 0], chapter=1, markers=[{"box": m} for m in markers],
                  campaign={"doctrine": "zeal", "ideals": ideals})  # fmt: skip


def test_guide_the_flock_counts_ambition_markers_on_ambitions_with_ideals() -> None:
    """F8-29B: "Two ambition markers are on ambitions with Ideals. All three ambition markers are
    on ambitions with Ideals." (markers, not ambitions: two on Tycoon count two)."""
    assert flock(["tycoon", "tycoon", "warlord"], {"tycoon": "zeal"}).grand_scores[0] == (1, MIKAH, 1, 2)
    both = flock(["tycoon", "tycoon", "warlord"], {"tycoon": "zeal", "warlord": "wisdom"})
    assert both.grand_scores[0] == (1, MIKAH, 2, 4)
    assert flock(["tycoon", "warlord", "keeper"], {"tycoon": "zeal"}).grand_scores[0] == (1, MIKAH, 0, 0)


# -- Dominant Faith (F8-30), Repressed Faith (F8-28) ------------------------------------------------
def played(card: str, booklet: list[str], ideals: dict[str, str]) -> CampaignState:
    """Mikah led `card` (the Doctrine Zeal): may he declare?"""
    return pos(
        initiative=MIKAH,
        turn=turn(MIKAH, card, 3),
        seats=[{"hand": ["ADM3"]}, {}, {}],
        campaign_part=act3(doctrine="zeal", ideals=ideals, booklet=booklet),
    )


def test_dominant_faith_forbids_declaring_an_ideal_with_a_non_faithful_card() -> None:
    """F8-30: "When you play a non-Faithful card, you cannot declare an ambition with an Ideal
    this turn" (Administration 4 declares Warlord); the Doctrine's rules go on (a Faithful "7")."""
    s = played("ADM4", ["F8-30", "F8-31"], {"warlord": "zeal"})
    assert "declare warlord" not in legal(s)
    s = played("ADM4", ["F8-23"], {"warlord": "zeal"})
    assert "declare warlord" in legal(s)
    s = played("F8-10", ["F8-30"], {"tycoon": "zeal", "tyrant": "wisdom"})
    assert "declare tycoon" in legal(s) and "declare tyrant" not in legal(s)
    do(s, "declare warlord")
    assert s.ideals[2] == "zeal"  # (an Ideal-less ambition declared with a Faithful card)


def test_repressed_faith_forbids_declaring_an_ideal_less_ambition_with_a_faithful_card() -> None:
    """F8-28: "If you play a Faithful action card, you cannot declare ambitions that have no Ideal
    this turn" (and the Doctrine's rules go on); non-Faithful cards are not limited."""
    s = played("F8-10", ["F8-28"], {"tycoon": "zeal", "tyrant": "wisdom"})
    assert (
        "declare tycoon" in legal(s)
        and "declare warlord" not in legal(s)
        and "declare tyrant" not in legal(s)
    )
    s = played("F8-10", ["F8-23"], {"tycoon": "zeal"})
    assert "declare warlord" in legal(s)
    s = played("ADM4", ["F8-28"], {"warlord": "wisdom"})
    assert "declare warlord" in legal(s)


# -- Breaking the Faith (F8-31) -----------------------------------------------------------------------
def raid(booklet: list[str], fates: dict[str, Any] | None = None) -> CampaignState:
    """Dane battles Mikah's damaged city at 1.1 (fresh ships against none): one hit destroys it."""
    return pos(
        initiative=DANE,
        ships=[{"system": "1.1", "seat": DANE, "fresh": 3}, {"system": "2.1", "seat": MIKAH, "fresh": 1},
               {"system": "3.1", "seat": LOTUS, "fresh": 1}],
        buildings=[{"slot": "1.1#0", "seat": MIKAH, "kind": "city", "damaged": True}],
        turn=turn(DANE, "AGG4", 3),
        seats=[{}, {"hand": ["ADM3"]}, {}],
        markers=[{"box": "tyrant"}, {}, {}],
        campaign_part={"act": 3, "fates": fates or BELIEVER, "doctrine": "zeal", "booklet": booklet,
                       "ideals": {"tycoon": "zeal", "tyrant": "wisdom"}},
    )  # fmt: skip


def test_breaking_the_faith_lets_the_destroyer_remove_an_undeclared_ideal() -> None:
    """F8-31: "When a Rival of the Believer destroys a Loyal city of the Believer, the destroying
    player may remove 1 Ideal token from an undeclared ambition" (Tyrant is declared: its Ideal
    stays)."""
    s = raid(["F8-30", "F8-31"])
    do(s, "battle 1.1 0", "dice 3 0 0", "roll A4 A4 A4")
    assert s.mover == DANE and sorted(legal(s)) == ["choose none", "choose tycoon"]
    do(s, "choose tycoon")
    assert s.ideals == ["", "wisdom", "", "", ""]
    s = raid(["F8-30"])
    do(s, "battle 1.1 0", "dice 3 0 0", "roll A4 A4 A4")
    assert not s.choices and s.ideals[0] == "zeal"
    s = raid(["F8-30", "F8-31"], fates={"fate": ["F6", "F8", "F5"]})  # (Mikah is not the Believer)
    do(s, "battle 1.1 0", "dice 3 0 0", "roll A4 A4 A4")
    assert not s.choices and s.ideals[0] == "zeal"


# -- Set Lay Doctrine (F8-27), Secret Order (F8-26) -------------------------------------------------
def lay(hands: list[list[str]]) -> CampaignState:
    """Mikah, last to follow, secures the Council and ends the round; the Edicts: Govern, then Set
    Lay Doctrine (edict number read: 27)."""
    return pos(
        initiative=DANE,
        round_turn=2,
        lead={"seat": DANE, "card": "AGG2"},
        plays=[
            {"seat": DANE, "card": "AGG2", "mode": "lead"},
            {"seat": LOTUS, "card": "ADM2", "mode": "pivot"},
            {"seat": MIKAH, "card": "AGG4", "mode": "surpass"},
        ],
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        turn={"seat": MIKAH, "card": "AGG4", "mode": "surpass", "pips": 3},
        seats=[{"hand": ["ADM3", *hands[0]]}, {"hand": hands[1]}, {"hand": hands[2]}],
        campaign_part=act3(
            doctrine="zeal",
            booklet=["F8-28"],
            edicts=["ED03", "F8-27"],
            court=[{"card": "IC01", "agents": [2, 0, 0]}],
            court_deck=["CC01", "CC02", "CC03", "CC04"],
        ),
    )


def test_set_lay_doctrine_reveals_faithful_cards_and_the_highest_may_flip() -> None:
    """F8-27: "Players reveal their Faithful action cards. The player who reveals the highest
    initiative number may change the Doctrine" (Lotus's "9" over Dane's "4"; shown to every
    Rival)."""
    assert data.EDICT_NUMBER["F8-27"] == 27
    s = lay([[], ["F8-07", "ADM5"], ["F8-12"]])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    while s.steps and s.steps[0][0] != "doctrine":
        do(s, legal(s)[0])
    assert s.mover == LOTUS and sorted(legal(s)) == ["doctrine wisdom", "doctrine zeal"]
    assert (MIKAH, DANE, ("F8-07",)) in s.revealed and (DANE, LOTUS, ("F8-12",)) in s.revealed
    assert {"seat": MIKAH, "rival": LOTUS, "cards": ["F8-12"]} in s.observation(MIKAH)["revealed"]
    do(s, "doctrine wisdom")
    assert s.doctrine == "wisdom"
    s = lay([[], ["ADM5"], []])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    while s.steps:
        assert s.steps[0][0] != "doctrine"
        do(s, legal(s)[0])
    assert s.doctrine == "zeal"


def test_act3_secret_order_declares_keeper_without_the_zero_marker() -> None:
    """F8-26 (as F8-19): "When you declare Keeper or Empath, do not place the zero marker.\""""
    for guild, zeroed in ((["F8-26"], False), ([], True)):
        s = pos(
            initiative=MIKAH,
            turn=turn(MIKAH, "ADM5", 3),
            seats=[{"hand": ["ADM3"], "guild": guild}, {}, {}],
            campaign_part=act3(doctrine="zeal"),
        )
        do(s, "declare keeper")
        assert s.zeroed == zeroed


def test_the_prophet_draws_back_a_played_faithful_card_and_returns() -> None:
    """F8-25 (The Young Light's text): "Prelude: You may discard 1 non-Event action card to place
    this card next to a played Faithful card. When the round ends, draw it into your hand and take
    this card." (2 players; Dominant Faith keeps the Doctrine, Wisdom)"""
    s = pos(
        players=2,
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": p, "fresh": 2} for p in range(2)],
        turn=turn(MIKAH, "F8-10W", 3),
        seats=[{"hand": ["ADM3", "AGG5"], "guild": ["F8-25"]}, {"hand": ["MOB2"]}],
        campaign_part={"act": 3, "fates": {"fate": ["F8", "F6"]}, "doctrine": "wisdom", "booklet": ["F8-30"]},
    )
    do(s, "prelude F8-25 F8-10W ADM3", "end", "copy MOB2", "end")
    assert s.hands[MIKAH] == ["AGG5", "F8-10"] and s.guild[MIKAH] == ["F8-25"]
