"""Declarations made otherwise than with the played card fire the "when you declare" powers
(issue 27): the Prelude's Lesser Regent (F1-10/11, "Prelude: you may discard this to declare any
ambition"), the Liaisons (F4-05 to F4-09, "Prelude: you may attach this to a Court card with no
agents to declare ..."), the Witnesses (F14-02, "you may then declare Empath") and Populist
Demands when secured (CC11), each with every "when you declare (an ambition)" power of Acts I
and II its holder may have: Merchant League (F3-02), Parade Fleets (F2-02), Stone-Speakers
(F5-04), Faithful Disciples (F8-02), Founder of the Commonwealth (F2-13), People's Hero (F6-17).
The Doctrine (F8-22A: "If you declare an ambition this turn with no Ideal...", "You cannot
declare ambitions this turn that have the Wisdom Ideal") and Oath of Peace (F15-02) bind them too.
Each test fails without the rule (before it, only the ``declare`` action with the played card
fired the powers, and only it was forbidden)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from ambitions.core.errors import IllegalAction
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import court_turn
from .conftest import MIKAH, do, legal, pos

X31 = reach.SYSTEM_INDEX["3.1"]
KEEPER, EMPATH = 3, 4
RELIC, WEAPON = 3, 2


@dataclass(frozen=True)
class WhenDeclare:
    """A "when you declare" power held by Mikah, the declarer: the Fate it needs, the cards and
    campaign fields of the position, and the check of what declaring `ambition` does."""

    name: str
    fate: str
    guild: tuple[str, ...] = ()
    lore: tuple[str, ...] = ()
    seat: dict[str, Any] = field(default_factory=dict)
    campaign: dict[str, Any] = field(default_factory=dict)
    turn_card: str = "AGG4"
    check: Callable[[CampaignState], None] = lambda s: None


def _league(s: CampaignState) -> None:
    """F3-02: "When you declare an ambition, you may gain any 2 resources onto here"."""
    assert "choose relic" in legal(s) and "choose none" in legal(s)
    do(s, "choose relic", "choose relic")
    assert s.league == [0, 0, 0, 2, 0]


def _parade(s: CampaignState) -> None:
    """F2-02: "When you declare an ambition, you may place 2 fresh ships at a Free city"."""
    assert sorted(legal(s)) == ["choose 3.1", "choose none"]
    do(s, "choose 3.1")
    assert s.fresh[X31 * 3 + MIKAH] == 2


def _speakers(s: CampaignState) -> None:
    """F5-04: "When you declare an ambition, you may end your turn immediately"."""
    assert sorted(legal(s)) == ["choose end-turn", "choose go-on"]
    do(s, "choose end-turn")
    assert s.pips == 0 and s.current_player() < 0  # the event die


def _disciples(s: CampaignState) -> None:
    """F8-02: "If you play a Faithful action card and declare an ambition you're winning, gain
    one more action pip" (Faithful Disciples is a Relic card: Mikah wins Keeper)."""
    assert s.pips == 3  # the "7" gives 2


def _commonwealth(s: CampaignState) -> None:
    """F2-13: "When you declare an ambition, you may also place the Commonwealth Ambition marker
    from your Fate card onto the declared ambition box"."""
    assert sorted(legal(s)) == ["choose commonwealth", "choose none"]
    do(s, "choose commonwealth")
    assert s.commonwealth in s.marker_box


def _hero(s: CampaignState) -> None:
    """F6-17: "When you declare an ambition, you may clear 1 Outrage you have as long as you have
    more Guild cards of the Outrage type than each Rival"."""
    assert sorted(legal(s)) == ["choose none", "choose weapon"]
    do(s, "choose weapon")
    assert not s.outrage[MIKAH] >> WEAPON & 1


POWERS = [
    WhenDeclare("merchant-league", "F3", guild=("F3-02",), check=_league),
    WhenDeclare(
        "parade-fleets", "F2", guild=("F2-02",), check=_parade,
        campaign={"free_buildings": [{"slot": "3.1#0", "kind": "city"}], "commonwealth": "warlord"},
    ),
    WhenDeclare("stone-speakers", "F5", guild=("F5-04",), check=_speakers),
    WhenDeclare("faithful-disciples", "F8", guild=("F8-02",), turn_card="F8-10", check=_disciples),
    WhenDeclare(
        "founder-of-the-commonwealth", "F2", check=_commonwealth,
        campaign={"members": [0, 1, 2], "commonwealth": "fate"},
    ),
    WhenDeclare(
        "peoples-hero", "F6", guild=("CC05", "CC06"), lore=("F6-17",), check=_hero,
        seat={"outrage": ["weapon"]},
    ),
]  # fmt: skip
"""Every "when you declare" power of Acts I and II (Fates file; the Act III Guildmasters and
Imperial Sponsor are not in play before Act III)."""

DECLARERS: dict[str, tuple[tuple[str, ...], list[str]]] = {
    "lesser-regent": (("F1-10",), ["prelude F1-10 keeper"]),
    "liaisons": (("F4-08",), ["prelude F4-08 CC02"]),  # Relic Liaisons: Keeper
}
"""Prelude declarations open to anyone holding the card (Court Guild cards): Mikah's cards and
his actions declaring Keeper."""


def prelude_turn(power: WhenDeclare, declarer: tuple[str, ...], **kw: Any) -> CampaignState:
    """Act II: Mikah (the power's Fate) leads with the initiative, 3 pips left (2 with the
    Faithful "7"), holding `declarer` and the power's cards; CC02 in the Court has no agents."""
    others = [f for f in ("F1", "F7", "F6", "F5") if f != power.fate][:2]
    pips = 2 if power.turn_card == "F8-10" else 3
    seat = {"hand": ["ADM2"], "guild": [*declarer, *power.guild], "lore": list(power.lore), **power.seat}
    return pos(
        initiative=MIKAH,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[seat, {"hand": ["ADM3"], "guild": ["CC03"]}, {"hand": ["CON2"]}],
        turn={"seat": MIKAH, "card": power.turn_card, "mode": "lead", "pips": pips},
        campaign_part={
            "act": 2,
            "court": [{"card": "IC01"}, {"card": "CC02"}],
            "fates": {"fate": [power.fate, *others]},
            **power.campaign,
            **kw,
        },
    )


@pytest.mark.parametrize("power", POWERS, ids=[p.name for p in POWERS])
@pytest.mark.parametrize("declarer", sorted(DECLARERS))
def test_a_prelude_declaration_fires_the_when_you_declare_power(power: WhenDeclare, declarer: str) -> None:
    cards, actions = DECLARERS[declarer]
    s = prelude_turn(power, cards)
    do(s, *actions)
    assert KEEPER in s.marker_box and not s.zeroed
    power.check(s)
    assert invariants.problems(s) == []


SECURING = [p for p in POWERS if p.turn_card == "AGG4"]
"""The powers of a turn that secures with Aggression 4 (Faithful Disciples needs a Faithful card)."""


@pytest.mark.parametrize("power", SECURING, ids=[p.name for p in SECURING])
def test_populist_demands_secured_fires_the_when_you_declare_power(power: WhenDeclare) -> None:
    """CC11 When Secured: "you may declare any ambition" (no zero marker, errata): not in a
    Prelude, not with the played card, a declaration all the same."""
    others = [f for f in ("F1", "F7", "F6", "F5") if f != power.fate][:2]
    seats: list[dict[str, Any]] = [
        {"guild": list(power.guild), "lore": list(power.lore), **power.seat},
        {"guild": ["CC03"]},
        {},
    ]
    s = court_turn("CC11", [2, 0, 0], seats=seats, fates={"fate": [power.fate, *others]}, **power.campaign)
    do(s, "secure CC11", "choose keeper")
    assert KEEPER in s.marker_box
    power.check(s)


def test_the_witnesses_declaration_fires_stone_speakers() -> None:
    """F14-02 Prelude "... you may then declare Empath" with Stone-Speakers (F5-04), which goes
    to the Court deck when the Caretaker fails Act I (F5-07): the Pacifist may hold it."""
    s = pos(
        initiative=MIKAH,
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 1}],
        seats=[{"guild": ["F5-04"]}, {"hand": ["ADM3"]}, {"hand": ["CON2"]}],
        turn={"seat": MIKAH, "card": "MOB3", "mode": "lead", "pips": 2},
        campaign_part={
            "act": 2,
            "witnesses": ["2.1", "2.2", "3.3", "5.1"],
            "fates": {"fate": ["F14", "F1", "F3"]},
        },  # fmt: skip
    )
    do(s, "witness-take 2.1", "choose empath")
    assert EMPATH in s.marker_box
    _speakers(s)


DOCTRINE = {"doctrine": "zeal", "booklet": ["F8-23"], "edicts": ["ED03", "F8-21"]}
"""The Doctrine on its Zeal side, Doctrinal Faith in the booklet (F8-20A)."""


@pytest.mark.parametrize("declarer", sorted(DECLARERS))
def test_a_prelude_declaration_on_a_faithful_turn_places_the_doctrines_ideal(declarer: str) -> None:
    """F8-22A "When you play a Faithful action card: [...] If you declare an ambition this turn
    with no Ideal, place an Ideal marker in its ambition box on the Zeal side" (F8-20B: "on
    turns where they play Faithful action cards"): a Prelude card's declaration too."""
    cards, actions = DECLARERS[declarer]
    s = prelude_turn(WhenDeclare("doctrine", "F8", turn_card="F8-10"), cards, **DOCTRINE)
    do(s, *actions)
    assert KEEPER in s.marker_box and s.ideals[KEEPER] == "zeal"


def test_a_prelude_card_declares_no_ambition_of_the_other_ideal_on_a_faithful_turn() -> None:
    """F8-22A: "You cannot declare ambitions this turn that have the Wisdom Ideal": no Lesser
    Regent Keeper, no Relic Liaisons (Keeper), with Keeper's Ideal Wisdom; Empath still."""
    s = prelude_turn(
        WhenDeclare("doctrine", "F8", turn_card="F8-10"),
        ("F1-10", "F4-08"),
        ideals={"keeper": "wisdom"},
        **DOCTRINE,
    )
    found = legal(s)
    assert "prelude F1-10 empath" in found and "prelude F1-10 keeper" not in found
    assert not any(a.startswith("prelude F4-08") for a in found)
    with pytest.raises(IllegalAction):
        do(s, "prelude F1-10 keeper")


def test_a_declaration_with_the_played_card_fires_each_power_once() -> None:
    """The ``declare`` action goes through the same function: one Merchant League question."""
    s = prelude_turn(POWERS[0], ())
    do(s, "declare warlord", "choose relic", "choose relic")
    assert not any(a.startswith("choose") for a in legal(s)) and s.league[RELIC] == 2


def test_a_sworn_peacekeeper_declares_no_warlord_through_a_prelude_card() -> None:
    """F15-02 Oath of Peace: "you cannot declare Warlord", however declared: no Lesser Regent
    Warlord, no Weapons Liaisons (F4-07: "to declare Warlord"); Keeper still."""
    s = pos(
        initiative=MIKAH,
        seats=[{"hand": ["ADM2"], "guild": ["F1-10", "F4-07"], "lore": ["F15-02"]}, {}, {}],
        turn={"seat": MIKAH, "card": "AGG4", "mode": "lead", "pips": 3},
        campaign_part={
            "act": 2,
            "court": [{"card": "IC01"}, {"card": "CC02"}],
            "fates": {"fate": ["F15", "F1", "F3"]},
        },  # fmt: skip
    )
    found = legal(s)
    assert "prelude F1-10 keeper" in found and "prelude F1-10 warlord" not in found
    assert not any(a.startswith("prelude F4-07") for a in found)
    with pytest.raises(IllegalAction):
        do(s, "prelude F1-10 warlord")
