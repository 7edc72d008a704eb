"""F8 Believer, Act I (Fates file "F8 — Believer"; card texts F8-01A/B, F8-03, F8-13). Each
test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import setup, vox
from ambitions.games.arcs_campaign.fates import believer

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos

BELIEVER = {"fate": ["F8", "F3", "F6"]}


def chapter_end(stack: list[str] | None = None) -> Any:
    """Nobody has cards: Empath is scored and Mikah (Believer) wins it."""
    fates: dict[str, Any] = {**BELIEVER} if stack is None else {**BELIEVER, "faithful": stack}
    return pos(
        markers=[{"box": "empath"}, {}, {}],
        seats=[{"hand": [], "resources": ["psionic", "psionic"]}, {"hand": []}, {"hand": []}],
        campaign_part={"fates": fates},
    )


def test_the_good_word_advances_by_the_pips_of_the_top_faithful_card() -> None:
    """F8-01B: "advance 1 for each action pip on the top card of the Faithful action card
    stack"; set up with the "9" on top (F8-01A), 1 pip."""
    assert chapter_end().objective[MIKAH] == 9 - 1
    assert chapter_end(["F8-04", "F8-05"]).objective[MIKAH] == 9 - 4  # the "2" on top: 4 pips


def test_an_empty_stack_advances_10() -> None:
    assert chapter_end([]).objective[MIKAH] == 0  # 9 - 10, stopped at 0


def teach_turn(card: str = "ADM4") -> Any:
    """Mikah (Believer) has a Loyal city on 2.3 (a Relic planet); the Court: Sworn Guardians
    (Relic, Dane's agent on it) and Mining Interest (Material). The action discard, bottom
    first: an Event card, then CON2, then MOB3."""
    s = pos(
        initiative=MIKAH,
        buildings=[{"slot": "2.3#0", "seat": MIKAH, "kind": "city"}],
        turn={"seat": MIKAH, "card": card, "mode": "lead", "pips": 3},
        action_discard=[{"card": "CON2"}, {"card": "MOB3"}],
        campaign_part={
            "court": [{"card": "IC01"}, {"card": "CC09", "agents": [0, 1, 0]}, {"card": "CC01"}],
            "fates": BELIEVER,
        },
    )
    # An Event card at the bottom of the discard (a position places Event cards in hands only,
    # and leaves the others out).
    s.action_discard.insert(0, ("EVENT1", True, -1))
    return s


def test_teach_attaches_the_top_faithful_card_and_scraps_the_bottom_action_card() -> None:
    """F8-03 "Teach (Influence): Attach the top Faithful action card from its stack to a Guild
    card in the Court whose suit matches a planet with a Loyal city. If you do, scrap the bottom
    non-Event action card from the discard pile (continue past Events)"."""
    s = teach_turn()
    assert [a for a in legal(s) if a.startswith("teach")] == ["teach CC09"]
    do(s, "teach CC09")
    assert s.attached == ["CC09", "F8-12"] and s.faithful[-1] == "F8-11"
    assert [c for c, _, _ in s.action_discard] == ["EVENT1", "MOB3"] and s.scrapped_actions == ["CON2"]
    assert s.pips == 2
    assert s.observation(DANE)["campaign"]["faithful_top"] == "F8-11"


def test_teach_needs_an_influence_pip_and_a_matching_city() -> None:
    assert not any(a.startswith("teach") for a in legal(teach_turn(card="CON4")))
    s = teach_turn()
    s.slots[s.slots.index(next(c for c in s.slots if c >= 0 and c >> 2 == MIKAH))] = -1
    s.cities_left[MIKAH] += 1
    assert not any(a.startswith("teach") for a in legal(s))


def test_securing_the_host_draws_the_faithful_card_into_the_hand() -> None:
    """F8-13: "When you secure one from the Court, draw it into your hand" (secured with its
    host, CRB p.27); a Rival does not see which."""
    s = teach_turn()
    do(s, "teach CC09")
    s.court_agents[1 * 3 + DANE] = 0
    s.court_agents[1 * 3 + LOTUS] = 1
    s.agents[LOTUS] -= 1
    s.agents[DANE] += 1
    s.turn_seat = LOTUS  # Lotus secures it on her turn
    s.mover = LOTUS
    s.turn_card = "AGG4"
    s.pips = 1
    do(s, "secure CC09")
    assert "F8-12" in s.hands[LOTUS] and s.attached == []
    assert "F8-12" in s.observation(LOTUS)["seats"][LOTUS]["hand"]
    assert "hand" not in s.observation(DANE)["seats"][LOTUS]  # a Rival sees a count only


def test_the_next_deal_leaves_out_a_scrapped_card() -> None:
    s = teach_turn()
    do(s, "teach CC09")
    assert "CON2" not in setup.deck_now(s) and len(setup.deck_now(s)) == len(setup.action_deck(3)) - 1
    assert believer.number("F8-12") == 9


def test_a_faithful_card_slid_down_into_the_court_is_secured_into_the_hand() -> None:
    """CRB p.27: a removed host's attached card slides down into the Court; F8-13: a Faithful
    card secured from the Court goes into the hand."""
    s = teach_turn()
    do(s, "teach CC09")
    s.turn_card = "AGG4"  # (an Aggression card's pip to secure, later in a turn)
    vox.remove_from_court(s, "CC09")
    i = s.court.index("F8-12")
    s.court_agents[i * 3 + MIKAH] = 1
    s.agents[MIKAH] -= 1
    do(s, "secure F8-12")
    assert "F8-12" in s.hands[MIKAH] and "F8-12" not in s.court


def faithful_lead(hand: list[str], dane: list[str] | None = None, stack: list[str] | None = None) -> Any:
    """Mikah (Believer, Faithful Disciples) has the initiative and leads; the "7" to "9" are off
    the stack (among the action cards)."""
    return pos(
        initiative=MIKAH,
        ships=[{"system": "3.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": hand}, {"hand": dane or ["ADM3"]}, {"hand": ["CON2"]}],
        campaign_part={"fates": {**BELIEVER, "faithful": stack or list(believer.FAITHFUL_CARDS[:6])}},
    )


def test_a_faithful_card_is_led_on_either_side() -> None:
    """F8-13: "place the card on either its Zeal or Wisdom side. Zeal lets you move, influence,
    battle, or tax; Wisdom lets you build, repair, or secure"; F8-14: leading it may declare any
    ambition (like a "7")."""
    s = faithful_lead(["F8-10"])  # the "7", 2 pips
    assert {"lead F8-10", "lead F8-10W"} <= set(legal(s))
    do(s, "lead F8-10W")
    assert s.turn_card == "F8-10W" and s.pips == 2
    assert "declare tyrant" in legal(s) and "declare empath" in legal(s)
    assert not any(a.startswith("tax") or a.startswith("move") or a.startswith("influence") for a in legal(s))


def test_only_a_faithful_card_on_the_same_side_surpasses_it() -> None:
    """F8-13: "To Surpass a Faithful card, you must play a Faithful card on the same side. (So
    if a player leads Zeal, you only Surpass if you play Zeal. You can still Pivot to Wisdom.)"."""
    stack = [c for c in believer.FAITHFUL_CARDS[:6] if c != "F8-05"]  # (the "2" is in Mikah's hand)
    s = faithful_lead(["F8-05"], dane=["F8-11", "ADM3"], stack=stack)
    do(s, "lead F8-05", "end")  # Zeal "2"
    options = legal(s)
    assert "surpass F8-11" in options and "pivot F8-11W" in options and "surpass F8-11W" not in options
    assert "pivot ADM3" in options


def test_surpassing_with_a_faithful_seven_does_not_seize() -> None:
    """F8-13: "You do not seize the initiative when you Surpass with a '7' Faithful action
    card" (Arcs' own 7s do)."""
    stack = [c for c in believer.FAITHFUL_CARDS[:6] if c != "F8-05"]  # (the "2" is in Mikah's hand)
    s = faithful_lead(["F8-05"], dane=["F8-10"], stack=stack)
    do(s, "lead F8-05", "end", "surpass F8-10")
    assert s.seized_by == -1 and s.initiative == MIKAH


def test_faithful_disciples_add_a_pip_when_declaring_an_ambition_you_are_winning() -> None:
    """F8-02: "If you play a Faithful action card and declare an ambition you're winning, gain
    one more action pip" (Faithful Disciples is a Relic card: Mikah wins Keeper)."""
    s = faithful_lead(["F8-10"])
    do(s, "lead F8-10", "declare keeper")
    assert s.pips == 3
    s = faithful_lead(["F8-10"])
    do(s, "lead F8-10", "declare tyrant")  # nobody has Captives: not winning it
    assert s.pips == 2


def test_faithful_cards_off_the_stack_join_the_action_deck() -> None:
    s = faithful_lead(["F8-10"])
    assert {"F8-10", "F8-11", "F8-12"} <= set(setup.deck_now(s))  # action cards now
    assert "F8-09" not in setup.deck_now(s)  # still on the stack
