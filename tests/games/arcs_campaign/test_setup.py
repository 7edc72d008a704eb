"""Act I setup, CRB p.4-6, for 2, 3 and 4 players: each test fails without its rule."""

from __future__ import annotations

import json

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import IllegalAction
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, Phase, building_code
from ambitions.games.arcs_campaign import data, setup
from ambitions.games.arcs_campaign.state import FREE, CampaignPhase

from .conftest import do, legal, placed, snap, table

SID = reach.SYSTEM_INDEX


def systems(cluster: int) -> list[int]:
    return [(cluster - 1) * 4 + k for k in range(4)]


def test_no_setup_card_no_cluster_out_of_play() -> None:
    """CRB p.4: "Do not use setup cards. No clusters will be out of play"."""
    s = campaign.new_game(3, seed=5)
    assert s.phase == Phase.CHANCE_INITIATIVE
    do(s, "initiative 2")
    assert s.phase == CampaignPhase.CHANCE_COURT  # no setup card is drawn
    assert s.setup_card == "" and s.out_of_play == () and all(s.in_play)


@pytest.mark.parametrize(("players", "row"), [(2, 3), (3, 4), (4, 4)])
def test_court_row_and_the_council_leftmost(players: int, row: int) -> None:
    """CRB p.5 step I: deal 3 cards (2 players) or 4 (3-4 players) from the 15 campaign cards;
    step K: the Imperial Council In Session as the leftmost Court card."""
    s = table(players)
    assert s.court[0] == data.COUNCIL and s.council == data.IN_SESSION
    assert len(s.court) == 1 + row
    assert all(c in data.CAMPAIGN_COURT_IDS for c in s.court[1:])
    assert s.court[1:] == [f"CC{15 - i:02d}" for i in range(row)]  # the top of the deck (last)
    assert len(s.court_agents) == (1 + row) * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_lore_card_per_player_shuffled_into_the_court_deck(players: int) -> None:
    """CRB p.5 step J: shuffle 1 lore card per player at random from the lore deck into the
    Court deck (after dealing the Court)."""
    s = table(players)
    lore = [c for c in s.court_deck if c in setup.LORE_IDS]
    assert len(lore) == players
    assert len(s.court_deck) == 15 - (len(s.court) - 1) + players


def test_the_lore_shuffle_outcome_is_checked() -> None:
    """A shuffle outcome with too many or repeated lore cards is not a possible outcome."""
    s = campaign.new_game(3, seed=1)
    do(s, "initiative 0", "court " + " ".join(data.CAMPAIGN_COURT_IDS))
    deck = " ".join(s.court_deck)
    for bad in (f"shuffle {deck} L01 L02", f"shuffle {deck} L01 L01 L02", f"shuffle {deck} L01 L02 L03 L04"):
        with pytest.raises(IllegalAction):
            s.apply(s.parse_action(bad))
    do(s, f"shuffle L09 {deck} L01 L02")
    for _ in range(20):  # sampled outcomes are legal ones
        t = campaign.new_game(3, seed=_)
        while t.phase != CampaignPhase.CHANCE_POLICY:
            t.apply(t.sample_chance())
        assert sum(c in setup.LORE_IDS for c in t.court_deck) == 3


@pytest.mark.parametrize(("number", "clusters"), [(1, (1, 2)), (4, (4, 5)), (6, (6, 1))])
def test_imperial_clusters_from_the_number_die(number: int, clusters: tuple[int, int]) -> None:
    """CRB p.5 step N: the rolled cluster and the next clockwise cluster are the Imperial
    clusters, with 1 Imperial ship in each of their systems (8 in all)."""
    s = table(3, number=number)
    assert s.imperial_clusters == clusters
    imperial = {x for c in clusters for x in systems(c)}
    for x in range(reach.NUM_SYSTEMS):
        assert s.imperial_fresh[x] == (1 if x in imperial else 0)
        assert s.imperial_damaged[x] == 0
    assert s.imperial_ships == data.IMPERIAL_SHIPS - 8


@pytest.mark.parametrize(("symbol", "k"), [("arrow", 1), ("crescent", 2), ("hex", 3)])
def test_free_cities_from_the_event_die(symbol: str, k: int) -> None:
    """CRB p.5 step O: 1 Free city on each planet of the rolled symbol outside the Imperial
    clusters (either event face)."""
    s = table(3, number=2, event=f"edict {symbol}")
    free = building_code(FREE, CITY, False)
    for c in range(1, 7):
        planet = (c - 1) * 4 + k
        has = [code for code in (s.slots[slot] for slot in reach.SYSTEM_SLOTS[planet]) if code == free]
        assert len(has) == (0 if c in (2, 3) else 1), (c, symbol)
    assert sum(code == free for code in s.slots) == 4
    assert s.free_cities == data.FREE_CITIES - 4


def test_damaged_blight_in_every_system_outside_the_imperial_clusters() -> None:
    """CRB p.5 step P: 1 damaged Blight in each system (gates too) outside the Imperial
    clusters: 16 tokens."""
    s = table(4, number=3)
    for x in range(reach.NUM_SYSTEMS):
        assert s.blight_damaged[x] == (0 if reach.cluster_of(x) in (3, 4) else 1)
        assert s.blight_fresh[x] == 0
    assert s.blight_supply == data.BLIGHT_TOKENS - 16


def test_two_players_put_the_imperial_planets_resources_on_the_ambition_boxes() -> None:
    """CRB p.5 step Q (2 players): the 6 resources of the Imperial clusters' planets go on the
    ambition boxes: Material and Fuel on Tycoon, Weapon Warlord, Relic Keeper, Psionic Empath."""
    s = table(2, number=1)
    want = [0] * 5
    for c in (1, 2):
        for k in (1, 2, 3):
            want[reach.PLANET_RESOURCE[(c - 1) * 4 + k]] += 1
    assert s.box_resources == want and sum(want) == 6
    assert [5 - w for w in want] == s.resource_supply
    three = table(3, number=1)
    assert three.box_resources == [0] * 5


def test_the_edicts_in_the_booklet() -> None:
    """CRB p.5 step L: Guild Envoys Depart only with 2 players; step M and p.20: Govern the
    Imperial Reach, its three Policy cards shuffled, the top one the Policy."""
    assert table(2).edicts == [data.GUILD_ENVOYS_DEPART, data.GOVERN]
    assert table(3).edicts == [data.GOVERN]
    assert table(4, policy="peace escalation war").policies == ["peace", "escalation", "war"]
    with pytest.raises(IllegalAction):
        s = campaign.new_game(3, seed=1)
        while s.phase != CampaignPhase.CHANCE_POLICY:
            s.apply(s.sample_chance())
        do(s, "policy war war peace")


def test_titles_and_the_first_regent() -> None:
    """CRB p.6 step F: every title Regent side up; with no Fate setup handing it out, the
    player with the initiative takes the First Regent tile."""
    s = table(4, initiative=2)
    assert s.outlaw == [False] * 4 and s.first_regent == 2
    assert s.observation(None)["campaign"]["titles"] == ["regent"] * 4


@pytest.mark.parametrize(
    ("players", "initiative", "order"), [(3, 1, [1, 2, 0, 0, 2, 1]), (2, 0, [0, 1, 1, 0])]
)
def test_placements_in_turn_order_then_reverse(players: int, initiative: int, order: list[int]) -> None:
    """CRB p.6 steps G-H: in turn order, then in reverse turn order."""
    s = table(players, initiative=initiative)
    seen = []
    while s.phase == CampaignPhase.PLACE:
        seen.append(s.current_player())
        do(s, legal(s)[0])
    assert seen == order


def test_a_placement_is_three_ships_a_building_and_a_resource() -> None:
    """CRB p.6 step G: 3 ships and 1 building (city or starport) in an empty building slot at a
    planet with an Imperial ship, and 1 resource token of that planet's type."""
    s = table(3, number=1)
    options = legal(s)
    planets = {text.split()[2] for text in options}
    assert planets == {"1.1", "1.2", "1.3", "2.1", "2.2", "2.3"}  # no gate, no other cluster
    assert {text.split()[1] for text in options} == {"city", "starport"}
    do(s, "place starport 2.3")
    x = SID["2.3"]
    assert s.fresh[x * 3 + 0] == 3 and s.ships[0] == 12
    assert building_code(0, STARPORT, False) in [s.slots[k] for k in reach.SYSTEM_SLOTS[x]]
    assert s.starports[0] == 4
    assert s.resource_count(0, reach.PLANET_RESOURCE[x]) == 1
    do(s, "place city 2.3")  # Rival pieces are allowed there
    assert s.cities_left[1] == 4 and s.resource_count(1, reach.PLANET_RESOURCE[x]) == 1


def test_no_placement_at_a_full_planet() -> None:
    """Step G needs an empty building slot: once a planet's slots are taken it is not offered."""
    s = table(4, number=1)
    planets = ("1.1", "1.2", "1.3", "2.1", "2.2", "2.3")
    full = next(p for p in planets if len(reach.PRINTED_SLOTS[SID[p]]) == 1)
    do(s, f"place city {full}")
    assert all(text.split()[2] != full for text in legal(s))
    with pytest.raises(IllegalAction):
        do(s, f"place city {full}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_free_cities_fill_the_leftover_slots(players: int) -> None:
    """CRB p.6 step I: Free cities in every empty building slot on planets with Imperial ships
    (with 4 players there may be none); Blight planets keep their slots (step O's cities)."""
    s = placed(table(players, number=2))
    imperial = [x for c in (2, 3) for x in systems(c) if not reach.is_gate(x)]
    slots = [k for x in imperial for k in reach.PRINTED_SLOTS[x]]
    assert all(s.slots[k] != EMPTY for k in slots)
    free_here = sum(s.slots[k] >> 2 == FREE for k in slots)
    assert free_here == len(slots) - 2 * players
    assert s.free_cities == data.FREE_CITIES - 4 - free_here
    outside = [
        k for k in range(reach.NUM_PRINTED_SLOTS) if reach.cluster_of(reach.SLOT_SYSTEM[k]) not in (2, 3)
    ]
    assert sum(s.slots[k] != EMPTY for k in outside) == 4  # only step O's Free cities


@pytest.mark.parametrize(("players", "events", "cards"), [(2, 2, 22), (3, 2, 22), (4, 3, 31)])
def test_event_cards_shuffled_into_the_action_deck(players: int, events: int, cards: int) -> None:
    """CRB p.4 steps C-E: the 20 cards 2-6 (4 players: with the 1s and 7s) and 2 Event cards
    (2-3 players) or 3 (4 players)."""
    deck = setup.action_deck(players)
    assert len(deck) == cards
    assert sorted(c for c in deck if c in data.EVENT_CARDS) == list(data.EVENT_CARDS[:events])
    s = placed(table(players))
    assert s.phase == Phase.CHANCE_DEAL
    bad = [c for c in deck if c not in data.EVENT_CARDS]  # a deal without its Event cards
    with pytest.raises(IllegalAction):
        do(s, "deal " + " ".join(bad))
    do(s, "deal " + " ".join(deck))
    assert all(len(h) == 6 for h in s.hands)
    if players > 2:  # step K: the rest face down in the action discard
        assert s.phase == Phase.LEAD and len(s.action_discard) == cards - 6 * players


def test_two_player_mulligan_keeps_the_event_cards() -> None:
    """CRB p.6 step J, p.12: the player without initiative may discard every card but the Event
    cards and draws as many as discarded."""
    s = placed(table(2, initiative=0))
    deck = setup.action_deck(2)
    order = ["ADM2", "ADM3", "ADM4", "ADM5", "ADM6", "AGG2"]
    order += ["EVENT1", "AGG3", "AGG4", "AGG5", "AGG6", "EVENT2"]
    rest = [c for c in deck if c not in order]
    do(s, "deal " + " ".join(order + rest))
    assert s.phase == Phase.MULLIGAN and s.current_player() == 1
    assert sorted(s.hands[1]) == sorted(order[6:])
    do(s, "mulligan")
    assert s.hands[1] == ["EVENT1", "EVENT2"]
    assert s.current_player() == -1
    with pytest.raises(IllegalAction):
        do(s, "draw " + " ".join(rest[:6]))  # six cards: the Events were kept
    do(s, "draw " + " ".join(rest[:4]))
    assert sorted(s.hands[1]) == sorted(["EVENT1", "EVENT2"] + rest[:4])
    assert s.phase == Phase.LEAD


def test_event_cards_cannot_be_led_and_a_holder_with_only_events_passes() -> None:
    """CRB p.12: an Event cannot be led; "If you have the initiative and only have Event cards,
    you must pass the initiative"."""
    s = placed(table(3, initiative=0))
    deck = setup.action_deck(3)
    order = ["EVENT1", "EVENT2"] + [c for c in deck if c not in data.EVENT_CARDS]
    do(s, "deal " + " ".join(order))
    s.hands[0] = ["EVENT1", "EVENT2"]  # only Events left in the holder's hand
    assert legal(s) == ["pass"]
    s.hands[0] = ["EVENT1", "ADM4"]
    assert legal(s) == ["lead ADM4", "pass"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sampled_setups_are_recorded_and_replay_exactly(players: int) -> None:
    """Every die and shuffle is a recorded chance event: the record replays to the same table."""
    for seed in range(5):
        s = campaign.new_game(players, seed=seed)
        while s.phase != Phase.LEAD:
            if s.current_player() == -1:
                s.apply(s.sample_chance())
            else:
                s.apply(s.legal_actions()[seed % len(s.legal_actions())])
        record = json.loads(json.dumps(s.record()))
        assert record["game"] == "arcs-campaign"
        again = campaign.replay(record)
        assert snap(again) == snap(s)
        assert sum(s.imperial_fresh) == 8 and sum(s.blight_damaged) == 16
        assert sum(len(h) for h in s.hands) == 6 * players
