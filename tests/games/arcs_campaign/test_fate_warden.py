"""F16 Warden, Act II (Fates file "F16 — Warden"; card texts F16-01A/B, F16-02, F16-09, F16-10,
F16-11; errata: Seats & Fiefs' "removed"). Each test fails without its rule."""

from __future__ import annotations

import json
import random
from typing import Any

from ambitions.games.arcs_campaign import data, flow, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, fleet, resolution, warden
from ambitions.games.arcs_campaign.state import SEAT_OUT, SEAT_SUPPLY, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

ACT2 = {"fate": ["F16", "F1", "F3"], "cards": [["F16-02"], ["F1-02"], []]}
BOOKLET = ["F16-09", "F16-10"]
NO_SEATS: list[Any] = [None] * 6


def act2(campaign: dict[str, Any] | None = None, **kw: Any) -> CampaignState:
    """An Act II position with Mikah the Warden (Seats & Fiefs and Feudal Law in the booklet)."""
    part = {"act": 2, "fates": dict(ACT2), "booklet": BOOKLET, "fief_seats": NO_SEATS, **(campaign or {})}
    return pos(campaign_part=part, **kw)


def test_setup_gains_claims_of_nobility_puts_the_laws_in_the_booklet_and_replenishes() -> None:
    """F16-01A."""
    s = act2(
        ships=[{"system": "1.0", "seat": MIKAH, "fresh": 7}],
        campaign={"fates": {**ACT2, "cards": [[], ["F1-02"], []]}, "booklet": [], "fief_seats": []},
        turn=turn(DANE),
    )
    ACT2_SETUPS["F16"](s, MIKAH)
    flow.advance(s)
    assert s.lore[MIKAH] == ["F16-02"] and s.booklet == BOOKLET
    assert s.fief_seats == [SEAT_SUPPLY] * 6
    do(s, "choose 4.2")
    assert fleet.ships_on_map(s, MIKAH) == 8 and invariants.problems(s) == []


CITY_31 = {"slot": "3.1#0", "seat": MIKAH, "kind": "city"}


def claim_turn(**campaign: Any) -> CampaignState:
    """Mikah controls 3.1 with a city there; Dane has a city at 3.2; Mikah plays Administration."""
    return act2(
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}, {"system": "3.2", "seat": DANE, "fresh": 1}],
        buildings=[CITY_31, {"slot": "3.2#0", "seat": DANE, "kind": "city"}],
        campaign={"court": [{"card": data.COUNCIL}, {"card": "CC07"}, {"card": "CC08"}], **campaign},
        turn=turn(MIKAH, "ADM4", 3),
    )


def test_claim_fief_attaches_the_card_and_seats_a_loyal_city_she_controls() -> None:
    """F16-02 Claim Fief (Tax); F16-09: the Seated city's owner is Lord of the cluster, a Rival
    with a city there is a Vassal."""
    s = claim_turn()
    assert "claim CC07 3.1#0" in legal(s) and "claim CC08 none" in legal(s)
    assert not [a for a in legal(s) if a.endswith("3.2#0")]  # not her city
    do(s, "claim CC07 3.1#0")
    assert s.fief_seats[2] == warden.SLOT_BY_NAME["3.1#0"] * 8 + MIKAH
    assert warden.lord(s, 3) == MIKAH and warden.vassal(s, DANE, 3) and not warden.vassal(s, LOTUS, 3)
    assert s.attached == ["CC07", "F16-02"] and "F16-02" not in s.lore[MIKAH] and s.pips == 2
    assert not [a for a in legal(s) if a.startswith("claim")]
    assert invariants.problems(s) == []
    back = position.load(position.from_observation(json.loads(json.dumps(observe.snapshot(s)))))
    assert back.fief_seats == s.fief_seats
    assert "Seats: cluster 3 on 3.1#0; 5 with the Warden" in render.fate_lines(
        s.observation(DANE)["campaign"]
    )


def test_securing_the_host_passes_claims_of_nobility_on() -> None:
    """CRB p.27: securing a card secures its attached card; its new holder may Claim Fief (not
    above the Imperial Council: a reading)."""
    s = claim_turn()
    do(s, "claim CC07 none")
    assert warden.lord(s, 3) == -1
    warden.attach.secured(s, DANE, "CC07")
    assert "F16-02" in s.lore[DANE]
    assert {"claim CC08 3.2#0", "claim CC08 none"} <= {str(a) for a in warden.claim_options(s, DANE)}


def test_a_lord_taxes_any_city_of_the_fief_ignoring_control() -> None:
    """F16-10: a Lord may tax any city in their Fief (Rival Vassals' cities give Captives)."""
    s = claim_turn(fief_seats=[None, None, "3.1#0", None, None, None])
    assert "tax 3.2#0" in legal(s)
    do(s, "tax 3.2#0")
    assert s.captives[MIKAH * 3 + DANE] == 1
    s = claim_turn()
    assert "tax 3.2#0" not in legal(s)


def test_a_lord_battling_a_vassal_in_the_fief_provokes_outrage_of_its_cities() -> None:
    """F16-10: harm between a Lord and their Vassal in the Fief Provokes Outrage with all the
    Fief's cities (3.1 and 3.2: their planets' types)."""
    s = act2(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 2}, {"system": "3.2", "seat": DANE, "fresh": 1}],
        buildings=[CITY_31, {"slot": "3.2#0", "seat": DANE, "kind": "city"}],
        campaign={"fief_seats": [None, None, "3.1#0", None, None, None]},
        turn=turn(MIKAH, "AGG4", 3),
    )
    do(s, "battle 3.2 1")
    types = {warden.pieces.city_types(s, k)[0] for k in warden.fief_cities(s, 3)}
    assert s.outrage[MIKAH] == sum(1 << t for t in types)


def test_a_removed_seated_city_returns_its_seat() -> None:
    """F16-09 (errata "removed"): the Seat and its Lord title go back."""
    s = claim_turn(fief_seats=[None, None, "3.1#0", None, None, None])
    s.slots[warden.SLOT_BY_NAME["3.1#0"]] = -1
    s.cities_left[MIKAH] += 1
    do(s, legal(s)[0])
    assert s.fief_seats[2] == SEAT_SUPPLY and warden.lord(s, 3) == -1


def test_chapter_end_counts_seats_controlled_and_cities_of_her_fiefs() -> None:
    """F16-01B: 2 per Seat controlled, 1 per city (Free and Seated included) in her Fiefs."""
    s = act2(
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}],
        buildings=[CITY_31, {"slot": "3.2#0", "seat": DANE, "kind": "city"}],
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign={
            "fief_seats": [None, None, "3.1#0", None, None, None],
            "free_buildings": [{"slot": "3.3#0", "kind": "city"}],
        },
    )
    assert s.objective[MIKAH] == 22 - (2 + 3)


def test_claims_of_nobility_crisis_makes_its_holder_claim() -> None:
    """F16-02 Crisis: the holder must take the Claim Fief action (a Fate Crisis, CRB p.18)."""
    s = claim_turn()
    warden.crisis(s, MIKAH)
    flow.advance(s)
    assert s.mover == MIKAH and "choose CC07 3.1#0" in legal(s) and "choose none" not in legal(s)
    do(s, "choose CC08 3.1#0")
    assert warden.lord(s, 3) == MIKAH and s.attached == ["CC08", "F16-02"]


def test_the_act_two_resolution_completed_and_failed() -> None:
    """F16-11."""
    done = {"fates": {**ACT2, "objective": [0, 17, 10]}}
    s = claim_turn(**done)
    resolution.resolve(s, MIKAH, random.Random(1))
    assert "F16-12" in s.lore[MIKAH] and {"F16-13", "F16-14"} <= set(s.court_deck)
    assert {"F16-15", "F16-16"} <= set(s.scrapped)
    failed = {
        "fates": {**ACT2, "objective": [9, 17, 10]},
        "fief_seats": [None, None, "3.1#0", None, None, None],
    }
    s = claim_turn(**failed)
    resolution.resolve(s, MIKAH, random.Random(1))
    assert s.fief_seats == [SEAT_OUT, SEAT_OUT, s.fief_seats[2], SEAT_OUT, SEAT_OUT, SEAT_OUT]
    assert warden.lord(s, 3) == MIKAH and "F16-05" not in s.scrapped and "F16-03" in s.scrapped
    assert {"F16-02", "F16-12", "F16-13", "F16-14"} <= set(s.scrapped)
    assert {"F16-15", "F16-16"} <= set(s.court_deck)


def fief_battle(attacker: int, defender: int) -> CampaignState:
    """Mikah is Lord of cluster 3 (her Seat at 3.1); Dane (3.2) and Lotus (3.3) have cities
    there: her Vassals. `attacker` battles `defender` at 3.2 (both have a fresh ship there)."""
    return act2(
        ships=[
            {"system": "3.2", "seat": attacker, "fresh": 2},
            {"system": "3.2", "seat": defender, "fresh": 1},
        ],
        buildings=[
            CITY_31,
            {"slot": "3.2#0", "seat": DANE, "kind": "city"},
            {"slot": "3.3#0", "seat": LOTUS, "kind": "city"},
        ],
        campaign={"fief_seats": [None, None, "3.1#0", None, None, None]},
        turn=turn(attacker, "AGG4", 3),
    )


def test_a_defending_vassal_who_intercepts_the_lord_provokes_outrage_too() -> None:
    """F16-10: a Vassal harming their Lord in the Fief Provokes Outrage; intercepting hits the
    attacking ships (harm, CRB p.27). The Lord, who chose the Vassal as defender, Provokes too."""
    s = fief_battle(MIKAH, DANE)
    types = sum(1 << warden.pieces.city_types(s, k)[0] for k in warden.fief_cities(s, 3))
    do(s, "battle 3.2 1")
    assert s.outrage[MIKAH] == types and s.outrage[DANE] == 0
    do(s, "dice 1 0 0", "roll A5")  # 1 hit and an intercept
    assert s.outrage[DANE] == types
    assert invariants.problems(s) == []


def test_a_defender_who_does_not_intercept_provokes_nothing() -> None:
    s = fief_battle(MIKAH, DANE)
    do(s, "battle 3.2 1", "dice 1 0 0", "roll A4")
    assert s.outrage[DANE] == 0


def test_vassals_destroying_each_others_cities_in_the_fief_provoke_no_outrage() -> None:
    """F16-10: "Vassals do not Provoke Outrage if they destroy a Rival Vassal's city in the
    Fief" (CRB p.16 otherwise)."""
    s = fief_battle(LOTUS, DANE)
    do(s, "battle 3.2 1", "dice 0 0 2", "roll R5 R5")
    while s.battle_system >= 0:  # the building hits on Dane's city, then the rest
        city = [a for a in legal(s) if a.endswith("3.2#0")]
        do(s, (city or legal(s))[0])
    assert s.slots[warden.SLOT_BY_NAME["3.2#0"]] == -1  # destroyed
    assert s.outrage[LOTUS] == 0


def test_a_flagship_in_the_fief_makes_its_owner_a_vassal() -> None:
    """F16-09 and the Lord titles: "Rivals with a Loyal city or Flagship in that cluster are
    Vassals there": Dane, with only his Flagship in cluster 3, is Mikah's Vassal, so her battle
    against him there Provokes Outrage of the Fief's cities."""
    s = act2(
        ships=[{"system": "3.2", "seat": MIKAH, "fresh": 2}],
        buildings=[CITY_31],
        campaign={
            "fief_seats": [None, None, "3.1#0", None, None, None],
            "flagships": [{"seat": DANE, "system": "3.2"}],
        },
        turn=turn(MIKAH, "AGG4", 3),
    )
    assert warden.vassal(s, DANE, 3) and not warden.vassal(s, DANE, 2) and not warden.vassal(s, LOTUS, 3)
    do(s, "battle 3.2 1")
    assert s.outrage[MIKAH] == sum(1 << warden.pieces.city_types(s, k)[0] for k in warden.fief_cities(s, 3))
    assert invariants.problems(s) == []
