"""F16 Warden, Act III (issue 28; Fates file "F16 — Warden"; card texts F16-17A/B, F16-18,
F16-19, F16-12 to F16-16; errata on Seats & Fiefs, Feudal Courts, Feast Day). Each test fails
without its rule. Mikah (seat 0) is the Warden: Lord of cluster 3 (her city at 3.1), where Dane
(a city at 3.2) is her Vassal; Lotus is Lord of cluster 5 (her city at 5.1)."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import data, invariants, observe, position, render
from ambitions.games.arcs_campaign.fates import acts, warden, warden_act3
from ambitions.games.arcs_campaign.state import COURT_TOKEN_SUPPLY, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

FATES = {"fate": ["F16", "F1", "F3"]}
BOOKLET = ["F16-09", "F16-10", "F16-18"]
SEATS: list[Any] = [None, None, "3.1#0", None, "5.1#0", None]
CITIES = [
    {"slot": "3.1#0", "seat": MIKAH, "kind": "city"},
    {"slot": "3.2#0", "seat": DANE, "kind": "city"},
    {"slot": "5.1#0", "seat": LOTUS, "kind": "city"},
]
SHIPS = [
    {"system": "3.1", "seat": MIKAH, "fresh": 2},
    {"system": "3.2", "seat": DANE, "fresh": 1},
    {"system": "5.1", "seat": LOTUS, "fresh": 1},
]
X = reach.SYSTEM_INDEX


def act3(**camp: Any) -> dict[str, Any]:
    """The ``campaign`` part: Act III with the Warden's laws and Edict, the Court tokens in the
    supply unless `camp` says otherwise."""
    out: dict[str, Any] = {
        "act": 3,
        "fates": FATES,
        "booklet": BOOKLET,
        "edicts": [data.LORDS_GAIN_POWER],
        "fief_seats": SEATS,
        "warden": {"court_tokens": [None] * 6},
    }
    return {**out, **camp}


def check(s: CampaignState) -> None:
    assert invariants.problems(s) == []
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)


def court_turn(
    seat: int, card: str = "ADM4", court: list[dict[str, Any]] | None = None, **kw: Any
) -> CampaignState:
    rows = kw.pop("seats", None) or [{}, {}, {}]
    return pos(
        ships=SHIPS + kw.pop("ships", []),
        buildings=CITIES + kw.pop("buildings", []),
        seats=rows,
        turn=turn(seat, card, 3),
        campaign_part=act3(
            court=court or [{"card": data.COUNCIL}, {"card": "CC07"}, {"card": "CC08"}],
            court_deck=kw.pop("court_deck", ["CC01", "CC02"]),
            **kw,
        ),
    )


# -- Setup side and grand ambitions (F16-17A/B) ------------------------------------------------------
def test_setup_court_tokens_feudal_courts_and_lords_gain_power() -> None:
    """F16-17A: the 6 Court tokens in the supply; Feudal Courts in the booklet, Lords Gain Power
    (an Edict) with the Edicts."""
    s = pos(campaign_part={"act": 3, "fates": FATES, "booklet": ["F16-09", "F16-10"], "fief_seats": SEATS},
            buildings=CITIES)  # fmt: skip
    acts.SETUPS[("F16", 3)](s, MIKAH)
    assert s.court_tokens == [COURT_TOKEN_SUPPLY] * 6
    assert "F16-18" in s.booklet and data.LORDS_GAIN_POWER in s.edicts
    assert "F16" in acts.ACT3 and acts.GRAND_AMBITIONS["F16"] is warden_act3.grand_ambitions
    check(s)


def scoring(seats: list[Any], ships: list[dict[str, Any]], buildings: list[dict[str, Any]]) -> CampaignState:
    """Act III chapter 1, scored as the position loads (every hand empty)."""
    return pos(
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        chapter=1,
        ships=ships,
        buildings=buildings,
        campaign_part=act3(fief_seats=seats),
    )


def test_return_to_the_old_ways_most_fiefs_and_more_seats_than_the_chapter() -> None:
    """F16-17B: "You are Lord of more Fiefs than each Rival. You control more Seats than the
    current Chapter." Mikah Lord of 3 and 4 (Lotus of 5), controlling both Seats: both (4 Power);
    Lotus Lord of a second Fief: the Seats alone; Mikah controlling 1 Seat: the Fiefs alone."""
    city_41 = {"slot": "4.1#0", "seat": MIKAH, "kind": "city"}
    city_61 = {"slot": "6.1#0", "seat": LOTUS, "kind": "city"}
    two = [None, None, "3.1#0", "4.1#0", "5.1#0", None]
    ships = [*SHIPS, {"system": "4.1", "seat": MIKAH, "fresh": 1}]
    s = scoring(two, ships, [*CITIES, city_41])
    assert s.grand_scores[0] == (1, MIKAH, 2, 4)
    s = scoring([None, None, "3.1#0", "4.1#0", "5.1#0", "6.1#0"], ships, [*CITIES, city_41, city_61])
    assert s.grand_scores[0] == (1, MIKAH, 1, 2)
    s = scoring(two, SHIPS, [*CITIES, city_41])
    assert s.grand_scores[0] == (1, MIKAH, 1, 2)


# -- Feudal Courts (F16-18) ------------------------------------------------------------------------------
def test_influencing_an_empty_card_may_place_a_court_token_of_your_fief() -> None:
    """F16-18: "When you influence an empty card in the Court except the Imperial Council, you may
    also place the Court token from the supply for a Fief where you are a Lord or Vassal." (Dane,
    Vassal in 3; Lotus, Lord of 5, is asked only of 5.)"""
    s = court_turn(DANE)
    do(s, "influence CC07")
    assert sorted(legal(s)) == ["choose 3", "choose none"]
    do(s, "choose 3")
    assert s.court_tokens[2] == 1 and warden_act3.token_at(s, 1) == 3
    assert "Court tokens: Fief 3 on Court place 1" in render.fate_lines(s.observation(LOTUS)["campaign"])
    check(s)
    do(s, "influence CC07")  # (not empty now: no question)
    assert s.mover == DANE and "choose 3" not in legal(s)
    do(s, "influence IC01")
    assert not any(a.startswith("choose") for a in legal(s))


def test_only_the_fiefs_lord_and_vassals_influence_or_secure_a_token_card() -> None:
    """F16-18: "To influence or secure a card that has a Court token, you must be a Lord or Vassal
    in the respective Fief." (Lotus is neither in 3.)"""
    court = [{"card": data.COUNCIL}, {"card": "CC07", "agents": [0, 0, 2]}, {"card": "CC08"}]
    tokens = [None, None, 1, None, None, None]
    s = court_turn(LOTUS, "AGG4", court=court, warden={"court_tokens": tokens})
    assert "secure CC07" not in legal(s)
    s = court_turn(LOTUS, "ADM4", court=court, warden={"court_tokens": tokens})
    assert "influence CC07" not in legal(s) and "influence CC08" in legal(s)
    s = court_turn(LOTUS, "ADM4", court=court)
    assert "influence CC07" in legal(s)


def test_a_lord_securing_returns_the_token_and_the_vassal_agents() -> None:
    """F16-18: "If a Lord secures a card with a Court token, they return the Court token and all
    Vassal agents from the card" (Dane's agent back to him, not captured)."""
    court = [{"card": data.COUNCIL}, {"card": "CC07", "agents": [2, 1, 0]}, {"card": "CC08"}]
    s = court_turn(MIKAH, "AGG4", court=court, warden={"court_tokens": [None, None, 1, None, None, None]})
    agents = list(s.agents)
    do(s, "secure CC07")
    assert "CC07" in s.guild[MIKAH] and s.court_tokens[2] == COURT_TOKEN_SUPPLY
    assert s.agents[DANE] == agents[DANE] + 1 and sum(s.captives) == 0
    check(s)


def test_a_vassal_securing_leaves_the_token_on_the_refilled_card() -> None:
    """F16-18 (errata): "If a Vassal secures a card with a Court token, the Court token remains on
    the refilled card.\""""
    court = [{"card": data.COUNCIL}, {"card": "CC07", "agents": [0, 2, 0]}, {"card": "CC08"}]
    s = court_turn(DANE, "AGG4", court=court, warden={"court_tokens": [None, None, 1, None, None, None]})
    do(s, "secure CC07")
    assert "CC07" in s.guild[DANE] and s.court[1] and s.court_tokens[2] == 1
    check(s)


def test_a_returned_seat_returns_its_court_token() -> None:
    """Errata (Feudal Courts): "a returned Seat returns its Court token" (Mikah's Seated city at
    3.1 replaced by Song of Freedom's Free city)."""
    from ambitions.games.arcs_campaign.vox import free_city

    s = court_turn(MIKAH, warden={"court_tokens": [None, None, 1, None, None, None]})
    free_city(s, reach.SYSTEM_SLOTS[X["3.1"]][0])
    do(s, "influence CC08")
    assert warden.lord(s, 3) == -1 and s.court_tokens[2] == COURT_TOKEN_SUPPLY


def test_ransack_takes_a_token_card_only_from_a_battle_in_its_fief() -> None:
    """F16-18: "When a player Ransacks the Court, they can secure a card that has a Court token
    only if they destroyed a city in the respective Fief" (the battle's cluster)."""
    s = court_turn(MIKAH, warden={"court_tokens": [None, None, 1, None, 2, None]})
    s.battle_system = X["3.2"]
    assert warden_act3.ransackable(s, ["CC07", "CC08"]) == ["CC07"]
    s.battle_system = X["5.1"]
    assert warden_act3.ransackable(s, ["CC07", "CC08"]) == ["CC08"]


# -- Lords Gain Power (F16-19) ---------------------------------------------------------------------------
def edicts_table(tokens: list[Any]) -> CampaignState:
    """Mikah secures the Council (2 of her agents) and chooses the Edicts."""
    court = [
        {"card": data.COUNCIL, "agents": [2, 0, 0]},
        {"card": "CC07", "agents": [1, 0, 0]},
        {"card": "CC08"},
    ]
    return court_turn(
        MIKAH, "AGG4", court=court, seats=[{"hand": ["ADM2"]}, {}, {}], warden={"court_tokens": tokens}
    )


def test_lords_gain_power_three_each_then_influence_or_secure_the_token_card() -> None:
    """F16-19: "Resolve this for each Fief, starting with Cluster 1 ...: The Fief's Lord gains 3
    Power. Then, if the Fief's Court token is on a card in the Court, the Fief's Lord may
    influence or secure that card." (Mikah secures CC07; Lotus, Lord of 5, has no token out.)"""
    s = edicts_table([None, None, 1, None, None, None])
    power = list(s.power)
    do(s, "secure IC01", "end", "no-summit", "resolve edicts")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose influence", "choose none", "choose secure"]
    assert s.power[MIKAH] == power[MIKAH] + 3 and s.power[LOTUS] == power[LOTUS]
    check(s)
    do(s, "choose secure")
    assert "CC07" in s.guild[MIKAH] and s.power[LOTUS] == power[LOTUS] + 3
    assert s.power[DANE] == power[DANE]


def test_lords_gain_power_influence() -> None:
    s = edicts_table([None, None, 1, None, None, None])
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "choose influence")
    assert s.court_agents[1 * 3 + MIKAH] == 2


# -- Feast Day (F16-13, F16-14) ---------------------------------------------------------------------------
def test_feast_day_in_the_court_forbids_battles_between_players_in_fiefs() -> None:
    """F16-13: "While this is in the Court, players cannot harm each other in Fiefs." (Dane at
    3.2 in Mikah's Fief; outside a Fief the battle stands.)"""
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 1}, {"system": "2.2", "seat": MIKAH, "fresh": 1},
             {"system": "2.2", "seat": DANE, "fresh": 1}]  # fmt: skip
    court = [{"card": data.COUNCIL}, {"card": "F16-13"}, {"card": "CC08"}]
    s = court_turn(MIKAH, "AGG4", court=court, ships=ships)
    assert not [a for a in legal(s) if a.startswith("battle 3.2")] and "battle 2.2 1" in legal(s)
    s = court_turn(MIKAH, "AGG4", ships=ships)
    assert "battle 3.2 1" in legal(s)


def test_feast_day_crisis_scraps_it_and_its_agents() -> None:
    """F16-13 Crisis: "Scrap this card and agents on it.\""""
    court = [
        {"card": data.COUNCIL, "agents": [2, 0, 0]},
        {"card": "F16-13", "agents": [0, 2, 1]},
        {"card": "CC08"},
    ]
    s = court_turn(MIKAH, "AGG4", court=court, seats=[{"hand": ["ADM2"]}, {}, {}])
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis hex 4")
    assert "F16-13" in s.scrapped and "F16-13" not in s.court
    assert s.scrapped_agents == [0, 2, 1] and invariants.problems(s) == []
    check(s)


def test_feast_day_secured_replaces_a_rival_seated_city_keeping_the_seat() -> None:
    """F16-13 When Secured: "You may replace 1 Rival city that has a Seat token with a Loyal city.
    Bury this card." (errata: the city keeps its Seat: Mikah is now Lord of 5.)"""
    court = [{"card": data.COUNCIL}, {"card": "F16-14", "agents": [2, 0, 0]}, {"card": "CC08"}]
    s = court_turn(MIKAH, "AGG4", court=court)
    cities = (s.cities_left[MIKAH], s.cities_left[LOTUS])
    do(s, "secure F16-14")
    assert sorted(legal(s)) == ["choose 5.1#0", "choose none"]
    do(s, "choose 5.1#0")
    k = reach.SYSTEM_SLOTS[X["5.1"]][0]
    assert s.slots[k] >> 2 == MIKAH and warden.lord(s, 5) == MIKAH
    assert (s.cities_left[MIKAH], s.cities_left[LOTUS]) == (cities[0] - 1, cities[1] + 1)
    assert s.court_deck[0] == "F16-14" and "F16-14" not in s.court_discard
    check(s)


# -- Warden's Levy (F16-12) -----------------------------------------------------------------------------
def test_levy_takes_a_vassal_ship_up_to_one_per_fief() -> None:
    """F16-12 Levy (Tax): "Place 1 ship here from a Vassal's supply. This card can hold a max of 1
    ship of a Vassal for each Fief where you are their Lord." (Dane only: Lotus is no Vassal of
    Mikah's.)"""
    s = court_turn(MIKAH, seats=[{"lore": ["F16-12"]}, {}, {}])
    assert [a for a in legal(s) if a.startswith("levy")] == ["levy 1"]
    ships = s.ships[DANE]
    do(s, "levy 1")
    assert s.levy[DANE] == 1 and s.ships[DANE] == ships - 1 and s.pips == 2
    assert "Warden's Levy: s1 1+0" in render.fate_lines(s.observation(LOTUS)["campaign"])
    assert not [a for a in legal(s) if a.startswith("levy")]
    check(s)


def levy_battle(levy: dict[str, int]) -> CampaignState:
    """Mikah (Warden's Levy, Dane's ship on it) attacks Lotus at 5.1 with 2 ships."""
    rows = [{"lore": ["F16-12"]}, {}, {}]
    return court_turn(
        MIKAH,
        "AGG4",
        seats=rows,
        ships=[{"system": "5.1", "seat": MIKAH, "fresh": 2}],
        warden={"court_tokens": [None] * 6, "levy": [{}, levy, {}]},
    )


def test_levied_ships_take_the_attackers_hits_first_and_go_home_destroyed() -> None:
    """F16-12: "When attacking in battle, ships on this card must take hits first. Return ships
    here that are destroyed—they are not taken as Trophies.\""""
    s = levy_battle({"fresh": 1})
    do(s, "battle 5.1 2", "dice 1 0 0", "roll A1")  # a hit and a self-hit
    assert s.levy[3 + DANE] == 1 and s.fresh[X["5.1"] * 3 + MIKAH] == 2
    check(s)
    s = levy_battle({"damaged": 1})
    ships = s.ships[DANE]
    do(s, "battle 5.1 2", "dice 1 0 0", "roll A1")
    assert s.levy == [0] * 6 and s.ships[DANE] == ships + 1 and s.fresh[X["5.1"] * 3 + MIKAH] == 2
    assert sum(s.trophies[LOTUS * 3 * 4 : (LOTUS + 1) * 3 * 4]) == 0


# -- Skirmishers (F16-15), Sworn Guardians (F16-16) -------------------------------------------------------
def test_skirmishers_and_sworn_guardians_are_the_courts() -> None:
    """F16-15 is CC05 (rerolls, its Prelude); F16-16 is CC09, protecting its holder's other cards
    and resources, itself stealable (raid cost 1: the card data's, the campaign's CC09 reading)."""
    from ambitions.games.arcs import data as arcs_data
    from ambitions.games.arcs_campaign import fates

    assert fates.POWERS["F16-15"].rerolls is not None and fates.POWERS["F16-15"].prelude is not None
    protects = fates.POWERS["F16-16"].protects
    s = CampaignState.blank(3, 0, {})
    assert protects is not None and protects(s, 0, "CC01") and not protects(s, 0, "F16-16")
    assert arcs_data.COURT_CARD_BY_ID["F16-16"].keys == 1


def test_a_bad_warden_position_is_refused() -> None:
    with pytest.raises(InvalidRecord, match="court_tokens"):
        court_turn(MIKAH, warden={"court_tokens": [0, None, None, None, None, None]})
    with pytest.raises(InvalidRecord, match="two tokens"):
        court_turn(MIKAH, warden={"court_tokens": [1, 1, None, None, None, None]})


def test_scrapped_agents_without_the_warden_reload() -> None:
    """Feast Day's Crisis may scrap agents with no Warden in Act III (the failed Act II
    Resolution's cards): the view carries them without Court tokens, and a position reads them
    out of the seats' supplies."""
    s = pos(
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F17", "F1", "F3"]},
            "warden": {"scrapped_agents": [0, 2, 0]},
        }
    )
    assert s.scrapped_agents == [0, 2, 0] and not s.court_tokens
    check(s)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_from_a_warden_table_keeps_the_invariants(seed: int) -> None:
    """Random play from an Act III table with Fiefs, the Court tokens, Warden's Levy and both
    Feast Days in the Court: the invariants hold, snapshots reload, determinize agrees."""
    import random

    import ambitions.games.arcs_campaign as campaign
    from ambitions.core.state import CHANCE, TERMINAL

    court = [
        {"card": data.COUNCIL},
        {"card": "F16-13"},
        {"card": "CC07"},
        {"card": "F16-14"},
        {"card": "CC08"},
    ]
    rows = [
        {"lore": ["F16-12"], "hand": ["AGG4", "ADM3", "CON2"]},
        {"hand": ["AGG2", "MOB3"]},
        {"hand": ["ADM2", "MOB4"]},
    ]
    s = court_turn(
        MIKAH, "ADM4", court=court, seats=rows, court_deck=["CC01", "CC02", "CC03", "F16-15", "F16-16"]
    )
    rng = random.Random(seed)
    for i in range(400):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal_now = s.legal_actions()
            busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal_now))
        assert invariants.problems(s) == [], (seed, i, str(s.history[-1]))
        if i % 7 == 0:
            check(s)
            mover = s.current_player()
            if mover >= 0:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
