"""F4 Advocate, Act I (Fates file "F4 — Advocate"; card texts F4-01B, F4-02, F4-03; CRB p.27
"Attaching Cards"). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs_campaign import invariants, vox

from .conftest import DANE, MIKAH, do, legal, pos

ADVOCATE = {"fate": ["F4", "F3", "F6"]}


def advocate_turn(
    card: str = "MOB4", placed: bool = True, cards: list[str] | None = None, **kw: Any
) -> Any:
    """Mikah (Advocate) leads `card`; Tycoon is declared and Mikah has a Material (first
    place) if `placed`, else Warlord is declared and nobody has a Trophy. The Court: the
    Council, CC01 (no agents), CC02 (Dane's agent); the Court discard holds CC05 then CC03 (the
    top Guild card) and lore L01 on top of them."""
    seat_cards = cards if cards is not None else ["F4-02", "F4-03"]
    return pos(
        initiative=MIKAH,
        markers=[{"box": "tycoon" if placed else "warlord"}, {}, {}],
        turn={"seat": MIKAH, "card": card, "mode": "lead", "pips": 3},
        seats=[{"resources": ["material"] if placed else [], **kw}, {}, {}],
        campaign_part={
            "court": [{"card": "IC01"}, {"card": "CC01"}, {"card": "CC02", "agents": [0, 1, 0]}],
            "court_discard": ["CC05", "CC03", "L01"],
            "fates": {**ADVOCATE, "cards": [seat_cards, ["F3-02"], ["F6-02"]]},
        },
    )


def test_recover_attaches_the_top_discarded_guild_card_to_an_agent_free_court_card() -> None:
    """F4-02 "Recover (Move): Attach the topmost Guild card from the Court discard pile to a
    card in the Court with no agents"; with Overseers, 2 for each Recover (F4-01B)."""
    s = advocate_turn()
    assert sorted(a for a in legal(s) if a.startswith("recover")) == ["recover CC01", "recover IC01"]
    do(s, "recover CC01")
    assert s.attached == ["CC01", "CC03"] and "CC03" not in s.court_discard
    assert s.pips == 2
    assert s.objective[MIKAH] == 18 - 2
    assert s.observation(DANE)["campaign"]["attached"] == [{"host": "CC01", "card": "CC03"}]
    assert "recover CC01" not in legal(s)  # it has an attached card now


def test_recover_needs_a_move_pip() -> None:
    assert not any(a.startswith("recover") for a in legal(advocate_turn(card="ADM4")))


def test_securing_a_card_secures_its_attached_card() -> None:
    """CRB p.27: "When you secure a card, also secure its attached card"."""
    s = advocate_turn(card="AGG4")
    s.attached = ["CC01", "CC03"]
    s.court_discard.remove("CC03")
    s.court_agents[1 * 3 + MIKAH] = 1
    s.agents[MIKAH] -= 1
    do(s, "secure CC01")
    assert "CC01" in s.guild[MIKAH] and "CC03" in s.guild[MIKAH] and s.attached == []


def test_ransacking_a_card_secures_its_attached_card_too() -> None:
    """CRB p.27 "When you secure a card, also secure its attached card" holds however the card
    is secured: Ransack the Court (base p.16) secures it with the Rival's agents as Trophies."""
    s = advocate_turn(card="AGG4")
    s.attached = ["CC02", "CC03"]
    s.court_discard.remove("CC03")
    s.ransacks = [DANE]
    assert arcs_battle.ransack_options(s, MIKAH, DANE) == ["CC02"]
    arcs_battle.do_ransack(s, MIKAH, "CC02")
    assert "CC02" in s.guild[MIKAH] and "CC03" in s.guild[MIKAH] and s.attached == []
    assert s.trophies[(MIKAH * 3 + DANE) * 4 + 1] == 1  # Dane's agent, a Trophy
    assert not invariants.problems(s)


def test_overseers_forbid_guild_card_actions_unless_first_or_second() -> None:
    """F4-03: "To use actions on Guild cards, you must be in first or second place for a
    declared ambition"."""
    s = advocate_turn(placed=False)
    assert not any(a.startswith("recover") for a in legal(s))
    s = advocate_turn(placed=False, cards=["F4-02"])  # Overseers gone: no limit
    assert any(a.startswith("recover") for a in legal(s))


def test_a_self_discarding_prelude_advances_3_while_holding_overseers() -> None:
    """F4-01B "Prove Yourself to the Overseers": 3 each time you use the Prelude action of a
    Guild card that discards itself (Mining Interest's, a Guild card of the base Court here)."""
    s = advocate_turn(guild=["BC02"])
    assert "prelude BC02" in legal(s)
    do(s, "prelude BC02")
    assert "BC02" in s.court_discard and s.objective[MIKAH] == 18 - 3
    assert "prelude BC02" not in legal(advocate_turn(placed=False, guild=["BC02"]))  # Overseers


def test_without_overseers_a_prelude_does_not_advance() -> None:
    s = advocate_turn(cards=["F4-02"], guild=["BC02"])
    do(s, "prelude BC02")
    assert s.objective[MIKAH] == 18


def test_an_attached_card_slides_down_when_its_host_leaves_the_court() -> None:
    """CRB p.27 "Removal from Court": "refill the Court by sliding down the attached card"."""
    s = advocate_turn()
    do(s, "recover CC02" if "recover CC02" in legal(s) else "recover CC01")
    host = s.attached[0]
    deck = len(s.court_deck)
    vox.remove_from_court(s, host)
    assert s.court[s.court.index("CC03")] == "CC03" and s.attached == []
    assert len(s.court_deck) == deck + 1  # the host buried, nothing drawn


def test_recover_may_be_bought_with_fuel_in_the_prelude() -> None:
    """New actions are taken wherever their standard action could be (base p20): Fuel buys a
    Move, so it buys Recover."""
    s = advocate_turn(card="ADM4", resources=["material", "fuel"])
    assert not any(a.startswith("recover") for a in legal(s))
    assert "spend fuel recover CC01" in legal(s)
    pips = s.pips
    do(s, "spend fuel recover CC01")
    assert s.attached == ["CC01", "CC03"] and s.pips == pips and s.resource_count(MIKAH, 1) == 0
    assert "spend fuel recover IC01" not in legal(s)
    s = advocate_turn(card="ADM4", placed=False, resources=["fuel"])
    assert not any("recover" in a for a in legal(s))  # Guild Overseers: not placed
