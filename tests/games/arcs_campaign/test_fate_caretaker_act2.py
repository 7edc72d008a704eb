"""F5 Caretaker, Act II (issue 27; Fates file "F5 — Caretaker"; card texts F5-12A/B, F5-08 to
F5-11, F5-16). Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers
from ambitions.games.arcs_campaign import fates
from ambitions.games.arcs_campaign.fates import resolution
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import FATES, act2, court_turn, crises
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos

GOLEMS = [
    {"golem": "warrior", "system": "2.0"},
    {"golem": "seeker", "holder": LOTUS, "awake": False},
    {"golem": "harvester", "holder": DANE, "awake": True},
]


def test_setup_gives_librarians_knowledge_set_free_and_wakes_the_golems() -> None:
    """F5-12A: gain Librarians (13); Knowledge Set Free (14) into the booklet; flip all Sleeping
    Golems to Awake."""
    s = pos(campaign_part=act2({**FATES, "golems": GOLEMS}))
    fates.ACT2_SETUPS["F5"](s, LOTUS)
    assert "F5-13" in s.guild[LOTUS] and "F5-14" in s.booklet
    assert s.golem_awake == [True, False, True, True]  # the protector is out of play


def test_the_act2_objective_starts_on_7_8_9() -> None:
    for n, start in ((2, 7), (3, 8), (4, 9)):
        fate = ["F5", "F6", "F7", "F8"][:n]
        s = pos(players=n, campaign_part=act2({"fate": fate}))
        assert s.objective[fate.index("F5")] == start


def test_collect_the_galaxys_knowledge_advances_2_per_lore_secured() -> None:
    """F5-12B: "Advance 2 each time you secure a lore card" (Lotus secures L05)."""
    s = court_turn("L05", [0, 0, 2], seat=LOTUS)
    do(s, "secure L05")
    assert "L05" in s.lore[LOTUS] and s.objective[LOTUS] == 8 - 2
    s = court_turn("CC07", [0, 0, 2], seat=LOTUS)
    do(s, "secure CC07")
    assert s.objective[LOTUS] == 8


def test_build_the_largest_collection_at_chapter_end() -> None:
    """F5-12B: "At the end of a chapter, advance 1 for each Rival that you have more lore cards
    than" (Lotus 2, Mikah 2, Dane 0: 1; the chapter ends as the position loads)."""
    s = pos(
        seats=[{"hand": [], "lore": ["L10", "L11"]}, {"hand": []}, {"hand": [], "lore": ["L12", "L13"]}],
        campaign_part=act2(),
    )
    assert s.chapter == 2 and s.objective[LOTUS] == 8 - 1


def unstable(card: str, golems: list[dict[str, Any]] = GOLEMS, **kw: Any) -> CampaignState:
    return court_turn(card, kw.pop("agents", [0, 0, 0]), fates={**FATES, "golems": golems}, **kw)


def test_unstable_harvester_crisis_its_holder_discards_every_resource() -> None:
    """F5-08 Crisis: "The player with the Harvester discards all of their resources." """
    s = unstable("F5-08", seats=[{"resources": ["fuel"]}, {"resources": ["relic"]}, {}])
    assert "relic" in str(s.observation(None)["seats"][DANE])
    crises(s)
    assert "relic" not in str(s.observation(None)["seats"][DANE])
    assert "fuel" in str(s.observation(None)["seats"][MIKAH])  # Mikah keeps his
    assert "F5-08" in s.court  # the card stays


def test_unstable_warrior_crisis_destroys_its_holders_damaged_ships() -> None:
    """F5-11 Crisis: "Destroy all damaged Loyal ships of the player with the Warrior." """
    golems = [{"golem": "warrior", "holder": MIKAH, "awake": True}]
    s = unstable("F5-11", golems, ships=[{"system": "3.1", "seat": MIKAH, "damaged": 2, "fresh": 1}])
    supply = s.ships[MIKAH]
    crises(s)
    assert s.damaged[9 * 3 + MIKAH] == 0 and s.fresh[9 * 3 + MIKAH] == 1 and s.ships[MIKAH] == supply + 2


def test_unstable_protector_crisis_repairs_all_ships_but_its_holders() -> None:
    """F5-10 Crisis: "Repair all ships except those of the player with the Protector." """
    golems = [{"golem": "protector", "holder": DANE, "awake": True}]
    ships = [{"system": "3.1", "seat": p, "damaged": 1} for p in range(3)]
    s = unstable("F5-10", golems, ships=ships, imperial_ships=[{"system": "3.1", "damaged": 1}])
    crises(s)
    assert [s.damaged[9 * 3 + p] for p in range(3)] == [0, 1, 0] and s.imperial_fresh[9] == 1


def test_unstable_seeker_crisis_moves_its_holders_ships_to_the_rolled_gate() -> None:
    """F5-09 Crisis: "The player with the Seeker moves their Loyal ships from planets of the rolled
    symbol to the gate in the rolled cluster" (hex, cluster 4)."""
    from ambitions.games.arcs import reach

    hex_planets = [x for x in range(24) if x % 4 == 3]
    s = unstable(
        "F5-09",
        ships=[{"system": "1.3", "seat": LOTUS, "fresh": 2}, {"system": "5.3", "seat": LOTUS, "damaged": 1}],
    )
    crises(s)
    gate = reach.SYSTEM_INDEX["4.0"]
    assert s.fresh[gate * 3 + LOTUS] == 2 and s.damaged[gate * 3 + LOTUS] == 1
    assert not any(s.fresh[x * 3 + LOTUS] + s.damaged[x * 3 + LOTUS] for x in hex_planets)


def test_unstable_secured_takes_its_golem_awake() -> None:
    """F5-09 When Secured: "Flip the Seeker to Awake and take it. Discard this card." """
    s = unstable("F5-09", agents=[2, 0, 0])
    do(s, "secure F5-09")
    assert s.golems[2] == 100 + MIKAH and s.golem_awake[2] and "F5-09" in s.court_discard


def test_unstable_scrapped_if_its_golem_is_not_in_play() -> None:
    """Errata (F5-08 to F5-11): "Scrap this if the Protector is not in play." """
    s = unstable("F5-10", agents=[2, 0, 0])
    do(s, "secure F5-10")
    assert "F5-10" in s.scrapped and "F5-10" not in s.court_discard


def act2_end(objective: int, **kw: Any) -> CampaignState:
    return pos(campaign_part=act2({**FATES, "objective": [30, 14, objective]}, **kw))


def test_act2_resolution_completed_and_failed() -> None:
    """F5-16: completed, the 3 Golem Worship cards (17-19) to the Court deck; failed, they are
    scrapped and the Unstable cards in the Court discard go back to the Court deck."""
    s = act2_end(0)
    resolution.resolve(s, LOTUS, random.Random(1))
    assert {"F5-17", "F5-18", "F5-19"} <= set(s.court_deck) and s.resolved == ["F5-16"]
    s = act2_end(4, court_discard=["F5-08", "CC05"])
    resolution.resolve(s, LOTUS, random.Random(1))
    assert {"F5-17", "F5-18", "F5-19"} <= set(s.scrapped)
    assert "F5-08" in s.court_deck and s.court_discard == ["CC05"]


def test_librarians_crisis_attaches_it_to_a_court_card() -> None:
    """F5-13 Crisis: "The player holding this card must attach it to a card in the Court." (a
    Fate Crisis: Lotus holds it)"""
    s = court_turn("CC07", [0, 0, 0], seats=[{}, {}, {"guild": ["F5-13"]}])
    crises(s)
    assert s.mover == LOTUS and sorted(legal(s)) == ["choose CC07", "choose IC01"]
    do(s, "choose CC07")
    assert "F5-13" not in s.guild[LOTUS] and s.attached == ["CC07", "F5-13"]


def test_librarians_question_asks_nothing_once_the_card_is_gone() -> None:
    """Librarians' Crisis question waits while other Crises run (a random 4-player Act II game:
    Outrage Spreads made its holder Provoke Relic Outrage first, discarding Librarians, a Relic
    Guild card): nothing is left to attach, so the question asks nothing."""
    s = court_turn("CC07", [0, 0, 0], seats=[{}, {}, {"guild": ["F5-13"]}])
    crises(s)
    assert s.mover == LOTUS and sorted(legal(s)) == ["choose CC07", "choose IC01"]
    arcs_battle.provoke_outrage(s, LOTUS, arcs_data.RESOURCES.index("relic"))
    assert "F5-13" in s.court_discard and not s.guild[LOTUS]
    choice = s.choices[-1]
    options = powers.lookup(s, "F5-13").choice_options
    assert choice[1] == "F5-13" and options is not None and options(s, choice) == []


def summit(seats: list[dict[str, Any]], golems: list[dict[str, Any]] | None = None) -> CampaignState:
    """Act II, Knowledge Set Free in the booklet: Mikah secures the Council, ends the round, calls
    a Summit and ends the Call to Order; Mikah may propose."""
    fates_part: dict[str, Any] = {**FATES, **({"golems": golems} if golems else {})}
    s = court_turn("CC07", [1, 0, 0], seats=seats, fates=fates_part, booklet=["F5-14"], first_regent=MIKAH)
    do(s, "secure IC01", "end", "summit")
    return s


def test_knowledge_set_free_transfers_lore_in_a_deal_and_it_counts_for_the_caretaker() -> None:
    """F5-14 Transfer Lore: "Give a lore card to a Rival"; F5-12B: in Summit Negotiations, 1 each
    time a Rival gives you a lore card by Transfer Lore, unless you gave it to them in the same
    Summit."""
    s = summit([{"lore": ["L10"]}, {}, {"lore": ["L11"]}])
    assert not any("lore" in a for a in legal(s))  # "This cannot be forced with Return Favors"
    do(s, "done", "propose 2", "give transfer lore L10", "ask transfer lore L11", "offer", "accept")
    assert s.lore[MIKAH] == ["L11"] and s.lore[LOTUS] == ["L10"]
    assert s.objective[LOTUS] == 8 - 1  # (a lore card gained in a Summit is not "secured")


def test_a_lore_card_handed_back_in_the_same_summit_counts_nothing() -> None:
    """F5-12B: "unless you gave them that lore card during the same Summit" (Lotus gives Mikah
    L11 and asks it back in one deal)."""
    s = summit([{}, {}, {"lore": ["L11"]}])
    do(s, "done", "pass", "pass", "propose 0", "give transfer lore L11", "ask transfer lore L11", "offer")
    do(s, "accept")
    assert s.lore[LOTUS] == ["L11"] and s.objective[LOTUS] == 8


def test_knowledge_set_free_transfers_a_golem_forced_for_its_raid_cost() -> None:
    """F5-14 Transfer Golem: "Give a Golem to a Rival. To force this with Return Favors, you must
    return Favors equal in number to the Golem's raid cost" (Lotus keeps the Seeker on Golem
    Hearth: 2 keys, F5-03)."""
    golems = [{"golem": "seeker", "holder": LOTUS, "awake": True}]
    s = summit([{}, {}, {"lore": ["F5-03"]}], golems=golems)
    assert "force 2 transfer golem seeker 2" not in legal(s)  # Mikah holds no Favor of Lotus
    s = court_turn(
        "CC07",
        [1, 0, 0],
        seats=[{}, {}, {"lore": ["F5-03"]}],
        fates={**FATES, "golems": golems},
        booklet=["F5-14"],
        first_regent=MIKAH,
        favors=[{"holder": MIKAH, "owner": LOTUS, "count": 2}],
    )
    do(s, "secure IC01", "end", "summit")
    do(s, "force 2 transfer golem seeker 2")
    assert s.golems[2] == 100 + MIKAH and s.golem_awake[2] and s.favors[MIKAH * 3 + LOTUS] == 0


def test_golem_hearth_given_by_transfer_lore_takes_the_golems_on_it_along() -> None:
    """F5-03 holds its holder's Golems on the card; given away by Transfer Lore (F5-14), the
    Golems on it go along on their sides, and the giver keeps no Golem it has no slot for
    (F5-05). Found by random whole campaigns: the Golems stayed behind in closed slots."""
    from ambitions.games.arcs_campaign import invariants

    golems = [
        {"golem": "seeker", "holder": LOTUS, "awake": True},
        {"golem": "harvester", "holder": LOTUS, "awake": False},
    ]
    s = summit([{}, {}, {"lore": ["F5-03"]}], golems=golems)
    do(s, "done", "pass", "pass", "propose 0", "give transfer lore F5-03", "offer", "accept")
    assert s.lore[MIKAH] == ["F5-03"] and s.lore[LOTUS] == []
    assert sorted(s.golems[g] for g in (2, 3)) == [100 + MIKAH, 100 + MIKAH]
    assert s.golem_awake[2] and not s.golem_awake[3]
    assert s.slot_golems(LOTUS) == 0 and invariants.problems(s) == []


def test_the_extra_event_card_is_an_action_card_of_act2_played_as_an_event() -> None:
    """F5-12A: "Shuffle the extra Event card (15) into the action deck"; F5-15 is an Event card
    (played as a following card, CRB p.12). Act I has no such card."""
    import pytest

    from ambitions.core.errors import InvalidRecord

    def follow(act: int) -> CampaignState:
        return pos(
            initiative=MIKAH,
            lead={"seat": MIKAH, "card": "ADM2"},
            phase="follow",
            round_turn=1,
            seats=[{}, {"hand": ["F5-15", "AGG3"]}, {}],
            campaign_part={"act": act, "fates": {"fate": ["F7", "F6", "F5"]}},
        )

    s = follow(2)
    assert "event F5-15" in legal(s) and "copy F5-15" not in legal(s)
    with pytest.raises(InvalidRecord):
        follow(1)
    s = pos(campaign_part=act2())
    assert [c for c, _, _ in s.action_discard].count("F5-15") == 1  # (between chapters)
    s.action_discard = [x for x in s.action_discard if x[0] != "F5-15"]
    fates.ACT2_SETUPS["F5"](s, LOTUS)
    assert s.action_undealt == ["F5-15"]


def test_librarians_draws_a_lore_card_onto_the_refill_after_securing() -> None:
    """F5-13: "After you secure a card, you may draw 1 lore card from the lore deck and attach it
    to the card that refilled the Court." (the lore deck shuffled: a chance event)"""
    from ambitions.games.arcs_campaign.fates import caretaker_act2

    s = court_turn(
        "CC07", [0, 0, 2], seat=LOTUS, seats=[{}, {}, {"guild": ["F5-13"]}], court_deck=["CC02", "CC01"]
    )
    do(s, "secure CC07")
    refill = s.court[1]  # (the Court deck's top, CC02)
    assert refill == "CC02" and sorted(legal(s)) == ["choose draw", "choose none"]
    do(s, "choose draw")
    deck = caretaker_act2.lore_deck(s)
    assert s.phase == "chance-shuffle" and deck and not set(deck) & set(s.court_deck)
    order = list(reversed(sorted(deck)))
    do(s, "shuffle " + " ".join(order))
    assert s.attached == [refill, order[0]] and s.mover == LOTUS and s.phase == "actions"
    s = court_turn(
        "CC07", [0, 0, 2], seat=LOTUS, seats=[{}, {}, {"guild": ["F5-13"]}], court_deck=["CC02", "CC01"]
    )
    do(s, "secure CC07", "choose none")
    assert not s.attached and s.phase == "actions"
    s = court_turn("CC07", [0, 0, 2], seat=LOTUS, court_deck=["CC02", "CC01"])
    do(s, "secure CC07")
    assert not any(a.startswith("choose") for a in legal(s))  # without Librarians


def test_the_seekers_ships_bound_for_a_gate_with_a_passage_go_into_the_twisted_passage() -> None:
    """Unstable Seeker (F5-09) moves its holder's ships on the rolled planets to the rolled
    cluster's gate; a gate with a Passage holds no piece (F22-05: "pieces that would be placed on
    them are placed in the Twisted Passage instead"), so they go into the Twisted Passage. Found
    by random whole campaigns (the ships stood on an out-of-play gate); the record is that
    campaign's, to the step."""
    import json
    from pathlib import Path

    import ambitions
    from ambitions.games.arcs import reach
    from ambitions.games.arcs_campaign import invariants

    where = Path(__file__).parent / "records" / "seeker_to_a_gate_with_a_passage.json"
    s = ambitions.replay(json.loads(where.read_text()))
    gate = reach.SYSTEM_IDS.index("3.0")
    assert gate in s.passages and "F5-09" in s.court
    held = list(s.passage_pieces)
    s.apply(s.parse_action("eventroll crisis hex 3"))  # the Seeker's Crisis, cluster 3
    assert [s.fresh[gate * s.n + p] + s.damaged[gate * s.n + p] for p in range(s.n)] == [0] * s.n
    assert s.passage_pieces[0] + s.passage_pieces[1] == held[0] + held[1] + 3  # seat 0's ships
    assert not invariants.problems(s)
