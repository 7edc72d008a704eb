"""F8 Believer, Act II (issue 27; Fates file "F8 — Believer"; card texts F8-20A/B, F8-22A/B,
F8-23, F8-19, F8-24). Each test fails without its rule."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import believer, resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import act2
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

BELIEVER = {"fate": ["F8", "F6", "F5"]}  # Mikah is the Believer
DOCTRINE = {"booklet": ["F8-23"], "edicts": ["ED03", "F8-21"]}


def test_setup_takes_the_ideals_and_sets_the_doctrine_by_the_initiative() -> None:
    """F8-20A: the Ideal markers; Set Doctrine (21) into the booklet; the Doctrine card on Zeal
    if you have the initiative, else Wisdom; Pluralistic Faith (14) scrapped for Doctrinal Faith
    (23)."""
    s = pos(initiative=MIKAH, campaign_part=act2(BELIEVER, booklet=["F8-14"]))
    fates.ACT2_SETUPS["F8"](s, MIKAH)
    assert s.doctrine == "zeal" and s.ideals == [""] * 5
    assert s.booklet == ["F8-23"] and "F8-14" in s.scrapped and s.edicts[-1] == "F8-21"
    s = pos(initiative=DANE, campaign_part=act2(BELIEVER))
    fates.ACT2_SETUPS["F8"](s, MIKAH)
    assert s.doctrine == "wisdom"


def lead(hand: list[str], doctrine: str, **camp: Any) -> CampaignState:
    return pos(
        initiative=MIKAH,
        seats=[{"hand": hand}, {}, {}],
        campaign_part=act2(BELIEVER, doctrine=doctrine, **DOCTRINE, **camp),
    )


def test_faithful_cards_are_played_on_the_doctrines_side() -> None:
    """F8-23: "you must play Faithful action cards on the same side as the Doctrine"."""
    s = lead(["F8-10", "ADM3"], "wisdom")
    assert "lead F8-10W" in legal(s) and "lead F8-10" not in legal(s) and "lead ADM3" in legal(s)
    s = lead(["F8-10", "ADM3"], "zeal")
    assert "lead F8-10" in legal(s) and "lead F8-10W" not in legal(s)


def faithful_turn(
    ideals: dict[str, str], card: str = "F8-10", guild: list[str] | None = None
) -> CampaignState:
    """Mikah led the Faithful "7" on its Zeal side, the Doctrine being Zeal."""
    return pos(
        initiative=MIKAH,
        turn=turn(MIKAH, card, 3),
        seats=[{"hand": ["ADM3"], "guild": guild or []}, {}, {}],
        campaign_part=act2(BELIEVER, doctrine="zeal", ideals=ideals, **DOCTRINE),
    )


def test_a_faithful_card_cannot_declare_an_ambition_of_the_other_ideal() -> None:
    """F8-23: "If the ambition box does have an Ideal marker, you cannot declare this ambition if
    its Ideal doesn't match the Doctrine"."""
    s = faithful_turn({"tyrant": "wisdom", "keeper": "zeal"})
    options = legal(s)
    assert "declare tyrant" not in options and "declare keeper" in options and "declare tycoon" in options


def test_declaring_an_ambition_with_no_ideal_places_the_doctrines_ideal() -> None:
    """F8-23: "If the ambition box has no Ideal marker, place an Ideal marker showing the Doctrine
    in the box" (only with a Faithful card played)."""
    s = faithful_turn({})
    do(s, "declare tycoon")
    assert s.ideals == ["zeal", "", "", "", ""]
    s = faithful_turn({}, card="ADM4")
    do(s, "declare warlord")
    assert s.ideals == [""] * 5


def test_develop_the_ideals_counts_the_power_of_ambitions_won_with_an_ideal() -> None:
    """F8-20B: "Each time you win an ambition that has an Ideal marker, advance 1 for each Power
    you gain from it" (Mikah wins Warlord, 5 Power from the first marker; the chapter ends as the
    position loads)."""
    trophy = {"owner": LOTUS, "piece": "ship", "count": 1}
    s = pos(
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": [], "trophies": [trophy]}, {"hand": []}, {"hand": []}],
        campaign_part=act2(BELIEVER, doctrine="zeal", ideals={"warlord": "wisdom"}, **DOCTRINE),
    )
    assert s.chapter == 2 and s.power[MIKAH] > 0 and s.objective[MIKAH] == 18 - s.power[MIKAH]
    s = pos(
        markers=[{"box": "warlord"}, {}, {}],
        seats=[{"hand": [], "trophies": [trophy]}, {"hand": []}, {"hand": []}],
        campaign_part=act2(BELIEVER, doctrine="zeal", ideals={"keeper": "wisdom"}, **DOCTRINE),
    )
    assert s.objective[MIKAH] == 18


def test_secret_order_declares_keeper_without_the_zero_marker() -> None:
    """F8-19: "When you declare Keeper or Empath, do not place the zero marker." (the base
    card)"""
    s = faithful_turn({}, card="ADM5", guild=["F8-19"])
    do(s, "declare keeper")
    assert not s.zeroed
    s = faithful_turn({}, card="ADM5")
    do(s, "declare keeper")
    assert s.zeroed


def act2_end(objective: int, guild: list[str]) -> CampaignState:
    return pos(
        seats=[{"guild": guild}, {}, {}],
        campaign_part=act2(
            {**BELIEVER, "objective": [objective, 14, 8]},
            doctrine="zeal",
            ideals={"tycoon": "zeal"},
            **DOCTRINE,
        ),
    )


def test_act2_resolution_completed_and_failed() -> None:
    """F8-24: completed, The Young Light (16) scrapped for The Prophet (25); Secret Order (26),
    Set Lay Doctrine (27), Repressed Faith (28) scrapped. Failed, 25 scrapped, 26 to the Court
    deck, 21 and 23 out of the booklet for 27 and 28; the Ideals on ambitions stay."""
    s = act2_end(0, ["F8-16"])
    resolution.resolve(s, MIKAH, random.Random(1))
    assert s.guild[MIKAH] == ["F8-25"] and {"F8-16", "F8-26", "F8-27", "F8-28"} <= set(s.scrapped)
    s = act2_end(0, [])
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F8-25" in s.scrapped and s.resolved == ["F8-24"]
    s = act2_end(6, ["F8-16"])
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F8-25" in s.scrapped and "F8-26" in s.court_deck and s.booklet == ["F8-28"]
    assert "F8-27" in s.edicts and "F8-21" not in s.edicts  # (the booklet's Edicts)
    assert s.ideals[0] == "zeal" and s.guild[MIKAH] == ["F8-16"]


def test_the_text_names_the_act2_objectives_the_doctrine_and_the_ideals() -> None:
    """The plain render's Fate lines (`render.fate_lines`): each Act II objective, the Doctrine
    and the Ideal markers (public)."""
    from ambitions.games.arcs_campaign import render

    s = pos(campaign_part=act2(BELIEVER, doctrine="wisdom", ideals={"keeper": "zeal"}, **DOCTRINE))
    text = "\n".join(render.campaign_lines(s.observation(DANE)))
    assert "s0 Develop the Ideals of your Faith" in text and "s2 Collect the Galaxy's Knowledge" in text
    assert "Doctrine: wisdom; Ideals: keeper zeal" in text
    assert render.catalogue()["fates"]["F8"]["objectives"]["2"] == "Develop the Ideals of your Faith"


def test_a_faithful_card_may_still_copy_face_down() -> None:
    """F8-23 rules the side a Faithful card is played on; a card copying is face down, on no side,
    so a follower holding only a Faithful card off the Doctrine's side may still copy with it."""
    s = pos(
        initiative=MIKAH,
        lead={"seat": MIKAH, "card": "ADM2"},
        phase="follow",
        round_turn=1,
        seats=[{}, {"hand": ["F8-10"]}, {}],
        campaign_part=act2(BELIEVER, doctrine="wisdom", **DOCTRINE),
    )
    assert s.mover == DANE and "copy F8-10" in legal(s) and "pivot F8-10" not in legal(s)


def test_the_young_light_draws_back_a_played_faithful_card_and_returns() -> None:
    """F8-16: "Prelude: You may discard 1 non-Event action card to place this card next to a played
    Faithful card. When the round ends, draw it into your hand and take this card." (Mikah led
    the Faithful "7" on its Wisdom side, the Doctrine's; 2 players)"""
    s = pos(
        players=2,
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": p, "fresh": 2} for p in range(2)],
        turn=turn(MIKAH, "F8-10W", 3),
        seats=[{"hand": ["ADM3", "AGG5"], "guild": ["F8-16"]}, {"hand": ["MOB2"]}],
        campaign_part=act2({"fate": ["F8", "F6"]}, doctrine="wisdom", **DOCTRINE),
    )
    assert sorted(a for a in legal(s) if a.startswith("prelude")) == [
        "prelude F8-16 F8-10W ADM3",
        "prelude F8-16 F8-10W AGG5",
    ]
    do(s, "prelude F8-16 F8-10W ADM3", "end", "copy MOB2", "end")  # Dane follows; the round ends
    assert s.hands[MIKAH] == ["AGG5", "F8-10"] and s.guild[MIKAH] == ["F8-16"]
    assert ("ADM3", False, MIKAH) in s.action_discard and not s.unions


def edicts(guild: list[str]) -> CampaignState:
    """Mikah secured the Council (Decided, to resolve at the round's end) and ends his turn, the
    last of the round; the Edicts are resolved: Govern (enforced), then Set Doctrine."""
    return pos(
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        turn=turn(MIKAH, "AGG4", 3),
        seats=[{"hand": ["ADM2"], "guild": guild}, {}, {}],
        campaign_part=act2(
            BELIEVER,
            doctrine="zeal",
            court=[{"card": "IC01", "agents": [2, 0, 0]}],
            court_deck=["CC01", "CC02", "CC03", "CC04"],
            **DOCTRINE,
        ),
    )


def test_set_doctrine_lets_the_young_lights_holder_change_the_doctrine() -> None:
    """F8-21: "The player who holds The Young Light or The Prophet may change the Doctrine to
    Zeal or Wisdom" (an Edict, after Govern the Imperial Reach: its number is in no source)."""
    s = edicts(["F8-16"])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    while s.steps and s.steps[0][0] != "doctrine":
        do(s, legal(s)[0])
    assert s.mover == MIKAH and sorted(legal(s)) == ["doctrine wisdom", "doctrine zeal"]
    do(s, "doctrine wisdom")
    assert s.doctrine == "wisdom"
    s = edicts([])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    while s.steps:
        assert s.steps[0][0] != "doctrine"
        do(s, legal(s)[0])
    assert s.doctrine == "zeal"


def test_plot_to_kidnap_crisis_takes_the_young_light_and_the_highest_faithful_cards() -> None:
    """F8-17 Crisis: "Attach The Young Light or The Prophet here. Each player discards their
    highest-number Faithful action card." (its Crisis text, as the Court Crises resolve it)"""
    from ambitions.games.arcs_campaign import vox

    from .act2_support import court_turn

    s = court_turn(
        "F8-17",
        [0, 0, 0],
        fates=BELIEVER,
        seats=[{"guild": ["F8-16"]}, {"hand": ["F8-05", "F8-11", "AGG3"]}, {"hand": ["F8-04"]}],
    )
    vox.CRISES["F8-17"](s)
    assert s.attached == ["F8-17", "F8-16"] and "F8-16" not in s.guild[MIKAH]
    assert s.hands[DANE] == ["AGG3", "F8-05"] and s.hands[LOTUS] == []
    assert ("F8-11", True, DANE) in s.action_discard and ("F8-04", True, LOTUS) in s.action_discard
    assert "F8-17" in s.court


def test_plot_to_kidnap_secured_draws_the_highest_faithful_card_from_the_discard() -> None:
    """F8-17 When Secured: "Search the action discard pile, draw the Faithful action card of
    highest number, then shuffle it. Discard Plot to Kidnap." """
    from .act2_support import court_turn

    s = court_turn("F8-17", [2, 0, 0], fates=BELIEVER)
    highest = max(
        (c for c, _, _ in s.action_discard if c.startswith("F8-")), key=lambda c: int(c[3:5])
    )  # (the Faithful cards off the stack lie in the action discard)
    do(s, "secure F8-17")
    assert highest in s.hands[MIKAH] and highest not in [c for c, _, _ in s.action_discard]
    assert s.phase == "chance-shuffle" and s.choices[-1] == (-1, "SHUFFLE", "discard")
    pile = sorted(c for c, _, _ in s.action_discard)
    do(s, "shuffle " + " ".join(reversed(pile)))
    assert [c for c, _, _ in s.action_discard] == list(reversed(pile)) and "F8-17" in s.court_discard


def copied_faithful() -> CampaignState:
    """Dane led Administration 2; Lotus copied with the Faithful "7" (F8-10) face down; Mikah,
    holding The Young Light, copied with Aggression 5 and is in his turn."""
    s = pos(
        initiative=DANE,
        ships=[{"system": "1.1", "seat": p, "fresh": 2} for p in range(3)],
        lead={"seat": DANE, "card": "ADM2"},
        phase="follow",
        round_turn=1,
        seats=[{"hand": ["ADM3", "AGG5"], "guild": ["F8-16"]}, {"hand": []}, {"hand": ["F8-10", "MOB2"]}],
        plays=[{"seat": DANE, "card": "ADM2", "mode": "lead"}],
        campaign_part=act2(BELIEVER, doctrine="wisdom", **DOCTRINE),
    )
    return do(s, "copy F8-10", "end", "copy AGG5")


def test_the_young_light_names_a_face_down_faithful_play_by_its_place() -> None:
    """F8-16 goes beside "a played Faithful card", a face-down one too; which card a face-down
    play is stays its owner's (Arcs p10): the Prelude names it by its place among the plays
    (``play1``: the lead is play 0), the discarded card lies face down, and only Lotus's own
    view names her card."""
    s = copied_faithful()
    assert [a for a in legal(s) if a.startswith("prelude")] == ["prelude F8-16 play1 ADM3"]
    assert not any("F8-10" in a for a in legal(s))
    action = s.parse_action("prelude F8-16 play1 ADM3")
    assert s.action_text(action, MIKAH) == "prelude F8-16 play1 ADM3"
    for viewer in (DANE, LOTUS, None):
        assert s.action_text(action, viewer) == "prelude F8-16 play1 (face down)"
    s.apply(action)
    for viewer in (MIKAH, DANE, None):
        obs = s.observation(viewer)
        assert "F8-10" not in json.dumps(obs)
        assert obs["unions"] == [{"seat": MIKAH, "union": "F8-16", "card": None, "play": 1}]
        assert obs["plays"][1] == {"seat": LOTUS, "card": None, "mode": "copy", "faithful": True}
    assert s.observation(MIKAH)["plays"][2]["card"] == "AGG5"  # (his own copy, his to see)
    assert s.observation(LOTUS)["unions"] == [{"seat": MIKAH, "union": "F8-16", "card": "F8-10", "play": 1}]
    do(s, "end")  # the round ends: Mikah draws the card he set The Young Light beside
    assert "F8-10" in s.hands[MIKAH] and s.guild[MIKAH] == ["F8-16"]


def test_determinized_worlds_deal_a_faithful_card_beside_the_young_light() -> None:
    """`determinize` deals a face-down play a viewer does not see anew: a Faithful card where the
    observation marks one (or a card waits beside it), another card elsewhere; the worlds agree
    with the observation."""
    s = copied_faithful()
    do(s, "prelude F8-16 play1 ADM3")
    for viewer in (MIKAH, DANE, LOTUS):
        obs = json.loads(json.dumps(s.observation(viewer)))
        dealt = set()
        for k in range(12):
            world = campaign.determinize(obs, random.Random(k))
            assert world.observation(viewer) == obs
            (_, played, _), (_, union, beside) = world.plays[1], world.unions[0]
            assert union == "F8-16" and beside == played and believer.is_faithful(played)
            assert viewer == MIKAH or not believer.is_faithful(world.plays[2][1])
            dealt.add(played)
        assert len(dealt) > 1 or viewer == LOTUS  # (Lotus sees her own card)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"unions": [{"seat": 0, "union": "F8-16", "card": None, "play": 5}]}, r"unions\[0\]\.play must be"),
        ({"unions": [{"seat": 0, "union": "CC02", "card": None, "play": 1}]}, r"unions\[0\]\.union must be"),
        (
            {"unions": [{"seat": 0, "union": "F8-16", "card": "ADM3", "play": 0}]},
            r"unions\[0\]\.card must be ADM2",
        ),
        ({"plays": "lead-faithful"}, r"plays\[0\]\.faithful must be false for ADM2"),
    ],
)
def test_a_position_refuses_a_face_down_play_it_cannot_hold(change: dict[str, Any], message: str) -> None:
    """An observation's marks are read back and checked (each error names its field)."""
    from ambitions.core.errors import InvalidRecord

    obs = json.loads(json.dumps(copied_faithful().observation(DANE)))
    if change.get("plays") == "lead-faithful":
        obs["plays"][0]["faithful"] = True
    else:
        obs.update(change)
    with pytest.raises(InvalidRecord, match=message):
        campaign.determinize(obs, random.Random(0))
