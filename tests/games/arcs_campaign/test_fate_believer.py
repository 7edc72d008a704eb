"""F8 Believer, Act I (Fates file "F8 — Believer"; card texts F8-01A/B, F8-03, F8-13). Each
test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs_campaign import vox
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
    assert s.faithful_held == [f"{LOTUS}:F8-12"] and s.attached == []
    assert s.observation(DANE)["campaign"]["faithful_held"] == [{"seat": LOTUS, "card": None}]
    assert s.observation(LOTUS)["campaign"]["faithful_held"] == [{"seat": LOTUS, "card": "F8-12"}]


def test_the_next_deal_leaves_out_a_scrapped_card() -> None:
    s = teach_turn()
    do(s, "teach CC09")
    from ambitions.games.arcs_campaign import setup

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
    assert s.faithful_held == [f"{MIKAH}:F8-12"] and "F8-12" not in s.court
