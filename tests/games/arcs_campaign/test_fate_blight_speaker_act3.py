"""F13 Blight Speaker, Act III (Fates file "F13 — Blight Speaker"; card texts F13-04 to F13-13,
F13-12A/B). Each test fails without its rule. Mikah (seat 0) is the Blight Speaker; his Act III
part is registered for each test on an emptied registry (`speaker3`)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import council, data, fates, invariants, render, vox
from ambitions.games.arcs_campaign.fates import blight_speaker_act3, cards
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act3_support import Registry
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, snap, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
B = 3  # (the Blight Trophy's index among the neutral pieces)


@pytest.fixture
def speaker3(registry: Registry, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Blight Speaker's Act III part registered, its cards' powers found, for one test."""
    monkeypatch.setattr(vox, "POWERS", dict(vox.POWERS))
    monkeypatch.setattr(vox, "CRISES", dict(vox.CRISES))
    monkeypatch.setattr(CampaignState, "EXTRA_POWERS", dict(CampaignState.EXTRA_POWERS))
    fates.register_act3(cards.BLIGHT_SPEAKER, blight_speaker_act3)
    vox.POWERS.update({p.id: p for p in blight_speaker_act3.VOX_POWERS})
    vox.CRISES.update(blight_speaker_act3.VOX_CRISES)
    CampaignState.EXTRA_POWERS.update(
        {p.id: p for p in (*blight_speaker_act3.POWERS, *blight_speaker_act3.VOX_POWERS)}
    )


def bs3(seats: list[dict[str, Any]] | None = None, chapter: int = 1, **kw: Any) -> CampaignState:
    """Act III: Mikah the Blight Speaker, Dane the Admiral, Lotus the Partisan."""
    part = {"act": 3, "fates": {"fate": ["F13", "F7", "F6"]}, **kw.pop("campaign", {})}
    return pos(campaign_part=part, chapter=chapter, seats=seats or [{}, {}, {}], **kw)


# -- setup and grand ambitions (F13-12A/B) ----------------------------------------------------------
def test_act_iii_setup_gains_blight_hunger(speaker3: None) -> None:
    s = bs3([{"lore": []}, {}, {}], turn=turn(MIKAH))
    blight_speaker_act3.setup_act3(s, MIKAH)
    assert "F13-13" in s.lore[MIKAH]


def chapter_end(hunger: int, warlord: int | None, chapter: int = 2) -> CampaignState:
    """Chapter `chapter` ends as the position loads: `hunger` of Dane's ships on Blight Hunger;
    Warlord declared and won by `warlord` (2 ship Trophies)."""
    seats: list[dict[str, Any]] = [{"hand": [], "lore": ["F13-13"]}, {"hand": []}, {"hand": []}]
    if warlord is not None:
        seats[warlord]["trophies"] = [{"owner": (warlord + 1) % 3, "piece": "ship", "count": 2}]
    return bs3(
        seats,
        chapter=chapter,
        markers=[{"box": "warlord"}, {}, {}] if warlord is not None else [{}, {}, {}],
        campaign={"blight_hunger": {"ships": [0, hunger, 0]}},
    )


@pytest.mark.parametrize(
    ("hunger", "warlord", "fulfilled"),
    [(3, None, 2), (2, None, 1), (3, DANE, 1), (3, MIKAH, 2), (0, LOTUS, 0)],
)
def test_grand_ambitions_no_rival_warlord_and_more_on_blight_hunger_than_the_chapter(
    speaker3: None, hunger: int, warlord: int | None, fulfilled: int
) -> None:
    s = chapter_end(hunger, warlord)
    mine = [row for row in s.grand_scores if row[1] == MIKAH]
    assert [row[:3] for row in mine] == [(2, MIKAH, fulfilled)]


def test_blight_hunger_is_emptied_after_scoring(speaker3: None) -> None:
    s = chapter_end(3, None)
    assert s.hunger == [0] * 12 and s.ships[DANE] == 15 and not invariants.problems(s)


# -- Blight Hunger (F13-13) -----------------------------------------------------------------------------
def crisis_table(lore: list[str]) -> CampaignState:
    """A fresh Blight at 2.2 with 1 damaged ship of Dane's, 1 fresh of Lotus's and a damaged
    Imperial ship (3 hits: the Imperial ship destroyed; then each hit to every player's ships:
    Dane's destroyed and Lotus's damaged, then Lotus's destroyed)."""
    return bs3(
        [{"lore": lore}, {}, {}],
        turn=turn(MIKAH),
        ships=[{"system": "2.2", "seat": DANE, "damaged": 1}, {"system": "2.2", "seat": LOTUS, "fresh": 1}],
        campaign={
            "blight": [{"system": "2.2", "fresh": 1}],
            "imperial_ships": [{"system": "2.2", "damaged": 1}],
        },
    )


def test_blight_hunger_takes_the_pieces_a_blight_crisis_destroys(speaker3: None) -> None:
    s = crisis_table(["F13-13"])
    council.blight_crisis(s, X["2.2"])
    assert s.hunger[DANE * 3] == 1 and s.hunger[LOTUS * 3] == 1 and s.hunger[9] == 1
    assert not invariants.problems(s)
    assert s.observation(DANE)["campaign"]["blight_hunger"] == {
        "ships": [0, 1, 1], "starports": [0, 0, 0], "cities": [0, 0, 0], "imperial_ships": 1
    }  # fmt: skip
    roundtrip(s)
    assert "Blight Hunger" in render.render(s.observation(None))
    plain = crisis_table([])
    council.blight_crisis(plain, X["2.2"])
    assert sum(plain.hunger) == 0  # (nobody holds it: back to the supplies)


def test_buildings_on_blight_hunger_round_trip_with_the_supplies_given(speaker3: None) -> None:
    """F13-13: a starport and a city of Dane's on Blight Hunger (off a Flagship board) are out
    of his supply; a position that gives his supply (a snapshot does) holds what is left, so
    they are not taken out twice (found in a random whole campaign, 3 players)."""
    hunger = {"blight_hunger": {"starports": [0, 1, 0], "cities": [0, 1, 0]}}
    s = bs3([{"lore": ["F13-13"]}, {}, {}], turn=turn(MIKAH), campaign=hunger)
    assert (s.starports[DANE], s.cities_left[DANE]) == (4, 4) and not invariants.problems(s)
    roundtrip(s)
    supply = {"starports": 4, "cities_left": 4}
    given = bs3([{"lore": ["F13-13"]}, supply, {}], turn=turn(MIKAH), campaign=hunger)
    assert (given.starports[DANE], given.cities_left[DANE]) == (4, 4) and not invariants.problems(given)


def test_blight_hunger_position_errors(speaker3: None) -> None:
    with pytest.raises(InvalidRecord, match="blight_hunger"):
        bs3(campaign={"blight_hunger": {"ships": [0, 99, 0]}})
    with pytest.raises(InvalidRecord, match="blight_hunger"):
        bs3(campaign={"blight_hunger": {"ships": [0, 1]}})


# -- Blight Fury (F13-04) -------------------------------------------------------------------------------
def fury(card: str = "ADM4", psionic: int = 0, **kw: Any) -> CampaignState:
    """Mikah holds Blight Fury and controls 1.1 (2 fresh ships) where a fresh and a damaged Blight
    are; Dane controls 2.1, with a damaged Blight."""
    return bs3(
        [{"lore": ["F13-04", "F13-13"], "resources": ["psionic"] * psionic}, {}, {}],
        turn=turn(MIKAH, card),
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "2.1", "seat": DANE, "fresh": 1}],
        campaign={
            "blight": [{"system": "1.1", "fresh": 1, "damaged": 1}, {"system": "2.1", "damaged": 1}],
            **kw.pop("campaign", {}),
        },
        **kw,
    )


def test_blight_fury_repairs_blight_it_controls(speaker3: None) -> None:
    s = fury()
    assert "repair blight 1.1" in legal(s) and "repair blight 2.1" not in legal(s)
    do(s, "repair blight 1.1")
    assert (s.blight_fresh[X["1.1"]], s.blight_damaged[X["1.1"]]) == (2, 0)


def test_blight_fury_moves_blight_it_controls_no_catapult(speaker3: None) -> None:
    s = fury("MOB4")
    moves = [a for a in legal(s) if "blight" in a]
    assert "move 1.1 1.0 0 0 blight 1 1" in moves and not any(a.startswith("move 2.1") for a in moves)
    do(s, "move 1.1 1.0 0 0 blight 1 0")
    assert (s.blight_fresh[X["1.1"]], s.blight_fresh[X["1.0"]]) == (0, 1)
    assert s.phase != "catapult" and not invariants.problems(s)


def test_blight_fury_anger_rolls_then_psionic_turns_the_die(speaker3: None) -> None:
    s = fury("AGG4", psionic=1)
    assert "anger" in legal(s)
    do(s, "anger")
    assert s.phase == CampaignPhase.CHANCE_ANGER and s.current_player() == CHANCE
    roll = s.parse_action("angerroll 1")
    assert s.action_text(roll, DANE) == "angerroll 1"
    s.apply(roll)
    assert sorted(legal(s)) == ["choose 1", "choose 2", "choose 6"]  # (1 Psionic: 1 step, 6 wraps)
    roundtrip(s)
    do(s, "choose 2")  # (cluster 2: Dane's damaged ship there... none; 2.1's Blight strikes)
    assert s.resource_count(MIKAH, 4) == 0
    assert s.fresh[X["2.1"] * 3 + DANE] == 0 and s.damaged[X["2.1"] * 3 + DANE] == 1
    assert not invariants.problems(s)


def test_blight_fury_anger_without_psionic_keeps_the_roll(speaker3: None) -> None:
    s = fury("AGG4")
    do(s, "anger", "angerroll 4")
    assert legal(s) == ["choose 4"]


# -- Blight Hunters (F13-05) -----------------------------------------------------------------------------
def test_blight_hunters_one_hit_harms_a_blight(speaker3: None) -> None:
    """F13-05: attacking, 1 hit damages or destroys a Blight (Tough otherwise: CRB p.19)."""
    for guild, fresh in ((["F13-05"], 0), ([], 1)):
        s = bs3(
            [{"guild": guild}, {}, {}],
            turn=turn(MIKAH, "AGG4"),
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3}],
            campaign={"blight": [{"system": "3.3", "fresh": 1, "damaged": 1}]},
        )
        do(s, "battle 3.3 blight", "dice 0 2 0", "roll S3 S3")  # 2 hits
        if guild:
            do(s, "hit blight-damaged")  # (the second hit: the last Blight, automatic)
            assert s.neutral_trophies[MIKAH * 4 + B] == 1
        assert s.blight_fresh[X["3.3"]] == fresh and not invariants.problems(s)


# -- Blight Reapers (F13-06) -----------------------------------------------------------------------------
def reapers(**kw: Any) -> CampaignState:
    return bs3(
        [{"guild": ["F13-06"]}, {}, {}],
        turn=turn(MIKAH, "ADM4"),
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 2}, {"system": "1.0", "seat": MIKAH, "fresh": 1}],
        campaign={"blight": [{"system": "1.1", "damaged": 1}, {"system": "1.0", "damaged": 1}]},
        **kw,
    )


def test_blight_reapers_harvest_destroys_a_damaged_blight_and_gains_its_resource(speaker3: None) -> None:
    s = reapers()
    supply = s.blight_supply
    assert "harvest 1.1" in legal(s) and "harvest 1.0 fuel" in legal(s)
    do(s, "harvest 1.1")
    r = reach.PLANET_RESOURCE[X["1.1"]]
    assert s.blight_damaged[X["1.1"]] == 0 and s.blight_supply == supply + 1
    assert s.resource_count(MIKAH, r) == 1 and sum(s.neutral_trophies) == 0
    do(s, "harvest 1.0 relic")
    assert s.resource_count(MIKAH, 3) == 1 + (r == 3) and not invariants.problems(s)


# -- Blight Purge (F13-07 to F13-09) ---------------------------------------------------------------------
def court_with(card: str, dane_agents: int = 0, mine: int = 0, **kw: Any) -> CampaignState:
    """The Court: the Council, `card` (with `mine` of Mikah's agents), Mining Interest with
    `dane_agents` of Dane's agents; Mikah's Aggression turn (secure)."""
    court = [
        {"card": "IC01"},
        {"card": card, "agents": [mine, 0, 0]},
        {"card": "CC01", "agents": [0, dane_agents, 0]},
    ]
    kw["campaign"] = {"court": court, **kw.get("campaign", {})}
    return bs3(turn=turn(MIKAH, "AGG4"), **kw)


TROPHIES = [{"seat": MIKAH, "piece": "blight", "count": 1}, {"seat": DANE, "piece": "blight", "count": 2}]


def test_blight_purge_crisis_gives_2_power_per_blight_trophy_and_is_buried(speaker3: None) -> None:
    s = court_with("F13-07", campaign={"neutral_trophies": TROPHIES})
    before = list(s.power)
    vox.CRISES["F13-07"](s)
    assert [a - b for a, b in zip(s.power, before, strict=True)] == [2, 4, 0]
    assert "F13-07" not in s.court and s.court_deck[0] == "F13-07"


def test_blight_purge_secured(speaker3: None) -> None:
    s = court_with("F13-08", campaign={"neutral_trophies": TROPHIES})
    before, supply = list(s.power), s.blight_supply
    vox.secure(s, MIKAH, 1, "F13-08")
    assert s.power[MIKAH] == before[MIKAH] + 2 and s.power[DANE] == before[DANE]
    assert s.neutral_trophies[DANE * 4 + B] == 0 and s.neutral_trophies[MIKAH * 4 + B] == 1
    assert s.blight_supply == supply + 2 and "F13-08" in s.court_discard


# -- Blight Panic (F13-10) --------------------------------------------------------------------------------
def test_blight_panic_crisis_returns_court_agents_per_blight_at_loyal_buildings(speaker3: None) -> None:
    s = court_with(
        "F13-10",
        buildings=[{"slot": "1.1#0", "seat": DANE, "kind": "city"}],
        campaign={"blight": [{"system": "1.1", "fresh": 1, "damaged": 1}]},
        dane_agents=3,
    )
    vox.CRISES["F13-10"](s)
    assert "F13-10" not in s.court and s.court_deck[0] == "F13-10"
    assert s.choices[-1][:2] == (DANE, "F13-10")
    assert blight_speaker_act3._panic_options(s, s.choices[-1]) == [("CC01",)]
    for _ in range(2):  # (the Court Crises' flow asks Dane: his answers, as it applies them)
        blight_speaker_act3._panic_choose(s, s.choices.pop(), ("CC01",))
    assert s.court_agents[2 * 3 + DANE] == 1 and not s.choices and not invariants.problems(s)


def test_blight_panic_secured_destroys_damaged_blight_in_a_cluster_as_trophies(speaker3: None) -> None:
    s = court_with(
        "F13-10",
        mine=1,
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}],
        campaign={
            "blight": [
                {"system": "1.1", "fresh": 1},
                {"system": "1.2", "damaged": 2},
                {"system": "3.1", "damaged": 1},
            ]
        },
    )
    do(s, "secure F13-10")
    assert legal(s) == ["choose 1"]
    do(s, "choose 1")
    assert s.neutral_trophies[MIKAH * 4 + B] == 2 and s.blight_fresh[X["1.1"]] == 1
    assert s.blight_damaged[X["3.1"]] == 1 and s.court_deck[0] == "F13-10"


# -- Blight Looms (F13-11) ---------------------------------------------------------------------------------
def test_blight_looms_is_cc15(speaker3: None) -> None:
    s = court_with("F13-11", campaign={"blight": [{"system": "1.1", "damaged": 1}]})
    s.event_roll = ("crisis", "arrow", 1)
    vox.CRISES["F13-11"](s)
    assert s.blight_fresh[X["1.1"]] == 1 and "F13-11" not in s.court and s.court_deck[0] == "F13-11"


# -- random play with the Blight Speaker's Act III cards ---------------------------------------------------
def test_random_act_iii_with_the_blight_speakers_cards_keeps_the_invariants(speaker3: None) -> None:
    """Act III at random from a table where Mikah holds Blight Fury, Blight Hunger, Blight Hunters
    and Blight Reapers among Blight, preferring their actions: pieces stay conserved, positions
    round-trip (Anger's roll and question included) and determinized worlds agree."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        rng = random.Random(seed)
        s = bs3(
            [{"lore": ["F13-04", "F13-13"], "guild": ["F13-05", "F13-06"], "resources": ["psionic"]}, {}, {}],
            ships=[
                {"system": x, "seat": p, "fresh": 2, "damaged": 1}
                for x in ("1.1", "2.1", "3.1")
                for p in range(3)
            ],
            campaign={
                "blight": [{"system": x, "fresh": 1, "damaged": 1} for x in ("1.1", "2.1", "3.1", "4.1")]
            },
            seed=seed,
        )
        for i in range(3000):
            if s.current_player() == TERMINAL:
                break
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance(rng))
            else:
                now = s.legal_actions()
                mine = [a for a in now if a.kind in ("anger", "harvest") or "blight" in str(a)]
                busy = [a for a in now if a.kind not in ("pass", "end", "stop")]
                pool = mine if mine and rng.random() < 0.6 else busy if busy and rng.random() < 0.85 else now
                action = rng.choice(pool)
                seen[action.kind if action.kind != "choose" or not s.choices else s.choices[-1][1]] += 1
                s.apply(action)
            assert not invariants.problems(s), (seed, str(s.history[-1]))
            if i % 11 == 0 or s.phase == CampaignPhase.CHANCE_ANGER or any(s.hunger):
                assert snap(s.clone()) == snap(s)
                roundtrip(s)
    assert all(seen[k] for k in ("anger", "harvest", "F13-04")), seen
    assert data.NUMBER_DIE_FACES
