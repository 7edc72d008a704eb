"""F10 Hegemon, Act III (Fates file "F10 — Hegemon"; card texts F10-06 to F10-12). Each test
fails without its rule. Mikah (seat 0) is the Hegemon; his Act III part is registered for each
test on an emptied registry (`hegemon3`)."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import chapter, reach
from ambitions.games.arcs.chapter import TYRANT, WARLORD
from ambitions.games.arcs_campaign import data, fates, invariants, render, vox
from ambitions.games.arcs_campaign.fates import cards, hegemon, hegemon_act3
from ambitions.games.arcs_campaign.state import CampaignState

from .act3_support import Registry
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX


@pytest.fixture
def hegemon3(registry: Registry, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Hegemon's Act III part registered, its cards' powers found, for one test."""
    monkeypatch.setattr(vox, "POWERS", dict(vox.POWERS))
    monkeypatch.setattr(vox, "CRISES", dict(vox.CRISES))
    monkeypatch.setattr(CampaignState, "EXTRA_POWERS", dict(CampaignState.EXTRA_POWERS))
    fates.register_act3(cards.HEGEMON, hegemon_act3)
    vox.POWERS.update({p.id: p for p in hegemon_act3.VOX_POWERS})
    vox.CRISES.update(hegemon_act3.VOX_CRISES)
    CampaignState.EXTRA_POWERS.update({p.id: p for p in (*hegemon_act3.POWERS, *hegemon_act3.VOX_POWERS)})


def heg3(banners: list[str], guild: list[str] | None = None, chapter: int = 1, **kw: Any) -> CampaignState:
    """Act III: Mikah the Hegemon (his Banners at `banners`), Dane the Admiral, Lotus the Partisan."""
    part = {
        "act": 3,
        "fates": {"fate": ["F10", "F7", "F6"]},
        "banners": {"map": [{"system": p} for p in banners], "supply": 8 - len(banners)},
        "booklet": ["F10-03"],
    }
    part.update(kw.pop("campaign_extra", {}))
    seats = kw.pop("seats", None) or [{"guild": guild or []}, {}, {}]
    return pos(campaign_part=part, chapter=chapter, seats=seats, **kw)


# -- setup (F10-11A) ------------------------------------------------------------------------------
def test_act_iii_setup_gains_happy_hosts(hegemon3: None) -> None:
    s = heg3([], turn=turn(MIKAH))
    assert "F10-12" not in s.guild[MIKAH]
    hegemon_act3.setup_act3(s, MIKAH)
    assert "F10-12" in s.guild[MIKAH]


# -- grand ambitions (F10-11B) --------------------------------------------------------------------
def chapter_2(banners: int, tyrant: int | None) -> CampaignState:
    """Chapter 2 ends as the position loads (no hands): Tyrant declared and won by `tyrant`."""
    seats: list[dict[str, Any]] = [{"hand": []}, {"hand": []}, {"hand": []}]
    if tyrant is not None:
        seats[tyrant]["captives"] = [0, 0, 0]
        seats[tyrant]["captives"][(tyrant + 1) % 3] = 2
    return heg3(
        ["1.1", "2.2", "5.1", "6.1"][:banners],
        chapter=2,
        seats=seats,
        markers=[{"box": "tyrant"}, {}, {}] if tyrant is not None else [{}, {}, {}],
    )


@pytest.mark.parametrize(
    ("banners", "tyrant", "fulfilled"),
    [(3, None, (True, True)), (2, None, (True, False)), (3, DANE, (False, True)), (3, MIKAH, (True, True))],
)
def test_grand_ambitions_no_rival_tyrant_and_more_banners_than_the_chapter(
    hegemon3: None, banners: int, tyrant: int | None, fulfilled: tuple[bool, bool]
) -> None:
    s = chapter_2(banners, tyrant)
    if tyrant is not None:
        assert [a[3] for a in s.chapter_scoring[-1][1]] == [tyrant]
    mine = [row for row in s.grand_scores if row[1] == MIKAH]  # (scored at chapter 2's end)
    assert [row[:3] for row in mine] == [(2, MIKAH, sum(fulfilled))]


# -- Mind Managers (F10-06) -----------------------------------------------------------------------
def manager(captive: bool = True) -> CampaignState:
    return heg3(
        [],
        seats=[
            {"guild": ["F10-06"], "hand": ["AGG2", "MOB2"], "captives": [0, 1 if captive else 0, 0]},
            {"hand": ["CON3", "MOB5"]},
            {"hand": ["AGG6"]},
        ],
        turn=turn(MIKAH, "ADM4"),
    )


def test_mind_managers_look_take_give_back(hegemon3: None) -> None:
    s = manager()
    assert "manipulate 1" in legal(s) and "manipulate 2" not in legal(s)
    do(s, "manipulate 1")
    assert (MIKAH, DANE, ("CON3", "MOB5")) in s.revealed
    assert "CON3" in json.dumps(s.observation(MIKAH)) and "CON3" not in json.dumps(s.observation(LOTUS))
    assert sorted(legal(s)) == ["choose CON3", "choose MOB5"]
    for seed in range(4):  # (a determinized world deals Dane the hand Mikah saw)
        obs = s.observation(MIKAH)
        assert campaign.determinize(obs, random.Random(seed)).observation(MIKAH) == obs
    take = s.parse_action("choose CON3")
    assert s.action_text(take, LOTUS) == "choose (hidden)"
    assert s.action_text(take, DANE) == "choose CON3"
    s.apply(take)
    assert s.hands[MIKAH] == ["AGG2", "CON3", "MOB2"] and s.hands[DANE] == ["MOB5"]
    assert sorted(legal(s)) == ["choose AGG2", "choose CON3", "choose MOB2"]
    do(s, "choose AGG2")
    assert s.hands[MIKAH] == ["CON3", "MOB2"] and s.hands[DANE] == ["AGG2", "MOB5"]


def test_mind_managers_needs_a_rivals_captive(hegemon3: None) -> None:
    assert not any(a.startswith("manipulate") for a in legal(manager(captive=False)))


# -- Prison Wardens (F10-07, F10-08) --------------------------------------------------------------
def test_prison_wardens_execute_as_f3_06(hegemon3: None) -> None:
    s = heg3([], seats=[{"guild": ["F10-07"], "captives": [0, 1, 0]}, {}, {}], turn=turn(MIKAH, "ADM4"))
    execute = [a for a in legal(s) if a.startswith("execute")]
    assert execute
    do(s, execute[0], "choose 1")
    assert s.captives[MIKAH * 3 + DANE] == 0
    assert s.trophies[(MIKAH * 3 + DANE) * 4 + 1] == 1


# -- Against Hegemony (F10-09, F10-10) ------------------------------------------------------------
def court_with(card: str, banners: list[str], **kw: Any) -> CampaignState:
    s = heg3(banners, turn=turn(MIKAH), **kw)
    s.court[0], s.court_deck = card, [*s.court_deck, s.court[0]]
    return s


def test_against_hegemony_crisis_buries_it(hegemon3: None) -> None:
    s = court_with("F10-09", ["1.1"])
    vox.CRISES["F10-09"](s)
    assert "F10-09" not in s.court and s.court_deck[0] == "F10-09"


def test_against_hegemony_crisis_returns_its_agents_onto_outrage_placeholders(hegemon3: None) -> None:
    """Base p.22: an agent going back first replaces an Outrage placeholder (found by the random
    Act II games: Outrage Spreads' Crisis, which shares the card's leaving the Court, added them
    to the supply beside a placeholder)."""
    s = heg3(
        ["1.1"],
        seats=[
            {},
            {"outrage": ["relic"], "outrage_placeholder": ["relic"], "agents": 0},
            {"captives": [0, 9, 0]},
        ],
        turn=turn(MIKAH),
        campaign_extra={"court": [{"card": "IC01"}, {"card": "F10-09", "agents": [0, 1, 0]}]},
    )
    vox.CRISES["F10-09"](s)
    assert s.agents[DANE] == 0 and s.outrage_placeholder[DANE] == 0 and not invariants.problems(s)


def test_against_hegemony_is_scrapped_with_no_banner_on_the_map(hegemon3: None) -> None:
    s = court_with("F10-10", [])
    vox.CRISES["F10-10"](s)
    assert "F10-10" not in s.court and "F10-10" not in s.court_deck and "F10-10" in s.scrapped


def test_against_hegemony_secured_takes_the_banners_it_controls_as_trophies(hegemon3: None) -> None:
    s = court_with("F10-09", ["2.2", "5.1"], ships=[{"system": "2.2", "seat": DANE, "fresh": 2}])
    vox.secure(s, DANE, 0, "F10-09")
    assert s.banners.count(hegemon.TROPHY + DANE) == 1
    assert hegemon.on_map(s) == [X["5.1"]]
    assert "F10-09" in s.court_discard


# -- Happy Hosts (F10-12): ships as Captives ------------------------------------------------------
def hosts(**kw: Any) -> CampaignState:
    """Mikah holds Happy Hosts on an Aggression turn (secure), 2 fresh ships at 2.2 (he controls
    it) beside 1 fresh and 2 damaged of Dane's and 1 damaged Imperial ship; Lotus's damaged ship
    at 3.3, where nobody controls."""
    return heg3(
        ["2.2"],
        seats=[{"guild": ["F10-12"]}, {}, {}],
        turn=turn(MIKAH, "AGG4"),
        ships=[
            {"system": "2.2", "seat": MIKAH, "fresh": 2},
            {"system": "2.2", "seat": DANE, "fresh": 1, "damaged": 2},
            {"system": "3.3", "seat": LOTUS, "damaged": 1},
        ],
        campaign_extra={"imperial_ships": [{"system": "2.2", "damaged": 1}]},
        **kw,
    )


def test_happy_hosts_pacify_captures_damaged_non_loyal_ships_where_you_control(hegemon3: None) -> None:
    s = hosts()
    supply = (list(s.ships), s.imperial_ships)
    assert "pacify" in legal(s)
    do(s, "pacify")
    two = X["2.2"] * 3
    assert s.damaged[two : two + 3] == [0, 0, 0] and s.fresh[two : two + 3] == [2, 1, 0]
    assert s.imperial_damaged[X["2.2"]] == 0
    assert s.damaged[X["3.3"] * 3 + LOTUS] == 1  # (not where he controls)
    assert s.ship_captives[:4] == [0, 2, 0, 1]  # (Dane's 2, the Empire's 1)
    assert (s.ships, s.imperial_ships) == supply and not invariants.problems(s)
    assert chapter.ambition_count(s, MIKAH, TYRANT) == 3  # (Captives count for Tyrant)
    view = s.observation(LOTUS)["campaign"]["ship_captives"]
    assert view[MIKAH] == [0, 2, 0, 1]


def test_happy_hosts_pacify_needs_a_damaged_ship_to_capture(hegemon3: None) -> None:
    s = heg3(
        ["2.2"],
        seats=[{"guild": ["F10-12"]}, {}, {}],
        turn=turn(MIKAH, "AGG4"),
        ships=[
            {"system": "2.2", "seat": MIKAH, "fresh": 2, "damaged": 1},
            {"system": "2.2", "seat": DANE, "fresh": 1},
        ],
    )
    assert "pacify" not in legal(s)


def tyrant_scored(guild: list[str], banners: list[str], captives: list[int] | None = None) -> CampaignState:
    """Chapter 2 ends as the position loads, Tyrant declared: Mikah holds `guild`, Dane's agent
    Captive and ships of Dane, Lotus and the Empire; Mikah controls 2.2, Dane 5.1, nobody 6.1."""
    return heg3(
        banners,
        chapter=2,
        seats=[{"guild": guild, "hand": [], "captives": [0, 1, 0]}, {"hand": []}, {"hand": []}],
        markers=[{"box": "tyrant"}, {}, {}],
        ships=[{"system": "2.2", "seat": MIKAH, "fresh": 2}, {"system": "5.1", "seat": DANE, "fresh": 1}],
        campaign_extra={"ship_captives": [captives or [0, 1, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]},
    )


def test_ship_captives_count_for_tyrant_and_go_home_when_it_is_scored(hegemon3: None) -> None:
    s = tyrant_scored([], ["2.2", "6.1"])
    assert s.chapter_scores[-1][MIKAH] >= 5  # (won Tyrant: 1 agent and 3 ships)
    assert s.ship_captives == [0] * 12 and s.captives == [0] * 9 and not s.hosts_held
    assert s.ships == [13, 14, 15] and s.imperial_ships == data.IMPERIAL_SHIPS
    assert s.agents[DANE] == 10 and not s.choices and not invariants.problems(s)


def test_happy_hosts_keeps_one_captive_per_banner_controlled_or_uncontrolled(hegemon3: None) -> None:
    # Banners at 2.2 (Mikah's), 6.1 (nobody's): 2 kept; 5.1 (Dane's) does not count.
    s = tyrant_scored(["F10-12"], ["2.2", "5.1", "6.1"])
    assert s.choices == [(MIKAH, "F10-12", "keep", 2)] and s.chapter_end_due
    assert legal(s) == [
        "choose agent 1",
        "choose ship 1",
        "choose ship 2",
        "choose ship empire",
        "choose done",
    ]
    assert not invariants.problems(s)
    roundtrip(s)
    do(s, "choose ship empire", "choose agent 1")
    assert not s.choices and not s.hosts_held and s.chapter == 3
    assert s.captives[MIKAH * 3 + DANE] == 1 and s.ship_captives[:4] == [0, 0, 0, 1]
    assert s.ships == [13, 14, 15] and s.agents[DANE] == 9
    assert s.imperial_ships == data.IMPERIAL_SHIPS - 1 and not invariants.problems(s)


def test_happy_hosts_keeping_may_stop_the_rest_go_home(hegemon3: None) -> None:
    s = tyrant_scored(["F10-12"], ["2.2", "6.1"])
    do(s, "choose ship 2", "choose done")
    assert s.ship_captives[:4] == [0, 0, 1, 0] and s.captives == [0] * 9
    assert s.ships == [13, 14, 14] and s.agents[DANE] == 10 and not invariants.problems(s)


def test_happy_hosts_keeps_nothing_with_no_banner_counted(hegemon3: None) -> None:
    s = tyrant_scored(["F10-12"], ["5.1"])
    assert not s.choices and not s.hosts_held and s.ship_captives == [0] * 12 and s.captives == [0] * 9


def test_mind_managers_sees_a_rival_whose_ship_is_captive(hegemon3: None) -> None:
    s = heg3(
        [],
        seats=[{"guild": ["F10-06"], "hand": ["AGG2"]}, {"hand": ["CON3"]}, {"hand": ["AGG6"]}],
        turn=turn(MIKAH, "ADM4"),
        campaign_extra={"ship_captives": [[0, 0, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0]]},
    )
    assert [a for a in legal(s) if a.startswith("manipulate")] == ["manipulate 2"]


def test_prison_wardens_execute_and_pressgang_ship_captives(hegemon3: None) -> None:
    s = heg3(
        [],
        seats=[{"guild": ["F10-08"], "captives": [0, 1, 0]}, {}, {}],
        turn=turn(MIKAH, "CON4"),
        campaign_extra={"ship_captives": [[0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]},
    )
    do(s, "pressgang")
    assert "choose ship 2 fuel" in legal(s) and "choose 1 fuel" in legal(s)
    do(s, "choose ship 2 fuel")
    assert s.ship_captives[2] == 0 and s.ships[LOTUS] == 15 and s.resources.count(1) >= 1
    assert legal(s)[-1] == "choose done"
    do(s, "choose done")
    s = heg3(
        [],
        seats=[{"guild": ["F10-08"]}, {}, {}],
        turn=turn(MIKAH, "ADM4"),
        campaign_extra={"ship_captives": [[0, 0, 1, 1], [0, 0, 0, 0], [0, 0, 0, 0]]},
    )
    do(s, "execute", "choose ship empire", "choose ship 2")
    assert s.ship_captives == [0] * 12 and not s.choices
    assert s.neutral_trophies[MIKAH * 4] == 1 and s.trophies[(MIKAH * 3 + LOTUS) * 4] == 1
    assert chapter.ambition_count(s, MIKAH, WARLORD) == 2 and not invariants.problems(s)


def test_ship_captives_positions_roundtrip_and_bad_input(hegemon3: None) -> None:
    s = hosts()
    do(s, "pacify")
    roundtrip(s)
    assert "Ship Captives" in render.render(s.observation(None))
    for bad in ([[0, 1, 0, 0]], [[1, 0, 0, 0], [0] * 4, [0] * 4], [[0, 0, 0, 99], [0] * 4, [0] * 4]):
        with pytest.raises(InvalidRecord, match="ship_captives"):
            heg3([], campaign_extra={"ship_captives": bad})


# -- random play with the Hegemon's Act III cards ----------------------------------------------------
def test_random_act_iii_with_the_hegemons_cards_keeps_the_invariants(hegemon3: None) -> None:
    """Act III played out at random from a table where Mikah holds Mind Managers, Prison Wardens
    and Happy Hosts beside damaged ships, preferring their actions: pieces stay conserved, the
    positions (ship Captives, the Captives set aside) round-trip, clones equal the state and a
    determinized world agrees with the mover's observation (Mind Managers' look included)."""
    seen: Counter[str] = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        s = heg3(
            ["2.2", "5.1", "6.1", "1.1"],
            seats=[{"guild": ["F10-06", "F10-07", "F10-12"]}, {}, {}],
            ships=[
                {"system": x, "seat": p, "fresh": 2, "damaged": 2}
                for x in ("2.2", "5.1", "6.1")
                for p in range(3)
            ],
            seed=seed,
        )
        for i in range(3000):
            if s.current_player() == TERMINAL:
                break
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                asked = s.choices[-1][1] if s.choices else ""
                legal_now = s.legal_actions()
                mine = [
                    a
                    for a in legal_now
                    if a.kind in ("pacify", "manipulate", "pressgang", "execute", "declare")
                ]
                busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
                pool = (
                    mine
                    if mine and rng.random() < 0.7
                    else busy
                    if busy and rng.random() < 0.85
                    else legal_now
                )
                action = rng.choice(pool)
                seen[asked if asked.startswith("F10") else action.kind] += 1
                s.apply(action)
            assert not invariants.problems(s), (seed, str(s.history[-1]))
            if i % 13 == 0 or s.hosts_held or (s.choices and s.choices[-1][1].startswith("F10")):
                assert snap(s.clone()) == snap(s)
                roundtrip(s)
    assert all(seen[k] for k in ("pacify", "manipulate", "F10-06", "F10-07", "F10-12")), seen
