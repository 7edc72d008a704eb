"""Battle, raiding, Trophies and Outrage (rulebook p14-16), with the dice forced by the test."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ambitions.games.arcs import battle, data, invariants
from ambitions.games.arcs.state import RESOURCE_SLOTS, ArcsState, Phase

from .conftest import (
    DANE,
    LOTUS,
    MIKAH,
    assert_illegal,
    buildings,
    do,
    held,
    legal,
    pos,
    ships_at,
)

RELIC_PLANET = "2.3"  # a Relic planet with two building slots


def mikah_attacks(**kw: Any) -> ArcsState:
    """Mikah leads Aggression 2 (3 pips) with 4 fresh ships at a Relic planet against Lotus."""
    base: dict[str, Any] = {
        "setup_card": "3SETUP01",
        "initiative": MIKAH,
        "ships": [
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 4},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1, "damaged": 2},
        ],
        "buildings": [
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "city", "damaged": True},
            {"slot": "3.2#0", "seat": MIKAH, "kind": "city"},  # two cities built: 4 open slots
            {"slot": "3.3#0", "seat": MIKAH, "kind": "city"},
        ],
        "seats": [
            {"hand": ["ADM3"], "resources": ["relic", "fuel"], "guild": ["BC24"]},
            {"hand": ["CON3"]},
            {"hand": ["MOB3"], "resources": ["relic", "material", "weapon"]},
        ],
        "court": [
            {"card": "BC12", "agents": [0, 2, 1]},
            {"card": "BC20", "agents": [1, 0, 0]},
            {"card": "BC08", "agents": [0, 0, 0]},
            {"card": "BC23", "agents": [0, 0, 0]},
        ],
        "turn": {"seat": MIKAH, "card": "AGG2", "mode": "lead"},
    }
    base.update(kw)
    return pos(3, **base)


def test_rulebook_battle_example_step_by_step() -> None:
    """p14-16: 2 assault + 2 raid dice; intercept; the city destroyed; Outrage; Ransack; raid."""
    s = mikah_attacks()
    assert "battle 2.3 2" in legal(s)
    do(s, "battle 2.3 2")
    assert s.phase == Phase.BATTLE_DICE
    # She can collect up to 4 dice (one per attacking ship).
    assert max(sum(int(x) for x in a.split()[1:]) for a in legal(s)) == 4
    do(s, "dice 2 0 2")
    assert s.current_player() == -1  # the roll is a chance node
    # Faces: assault blank, assault intercept+hit, raid intercept+2 keys, raid building hit+self hit.
    do(s, "roll A0 A5 R0 R3")
    # First the self hit: all her ships are fresh, so one is damaged without a choice. Then the
    # intercept: Lotus has 1 fresh ship, so 1 hit, and now there is a choice.
    assert ships_at(s, RELIC_PLANET, MIKAH) == (3, 1)
    assert legal(s) == ["hit fresh", "hit damaged"]
    do(s, "hit fresh")  # "damage two of her ships instead of destroying one"
    assert ships_at(s, RELIC_PLANET, MIKAH) == (2, 2)
    # Her hit: she damages Lotus's last fresh ship.
    assert legal(s) == ["hit fresh", "hit damaged"]
    do(s, "hit fresh")
    assert ships_at(s, RELIC_PLANET, LOTUS) == (0, 3)
    # The building hit must go to the damaged city: destroyed, a Trophy; Outrage of Relic for
    # Mikah; the Court ransacked (the only card with Lotus's agent is secured at once).
    assert f"{RELIC_PLANET}#0" not in buildings(s)
    snap_seats = s.observation(None)["seats"]
    assert {"owner": LOTUS, "piece": "city", "count": 1} in snap_seats[MIKAH]["trophies"]
    assert snap_seats[MIKAH]["outrage"] == ["relic"]
    assert "relic" not in held(s, MIKAH) and "BC24" not in s.guild[MIKAH]
    assert "BC24" in s.court_discard
    # Ransack: BC12 taken; all 3 Rival agents on it (2 Dane, 1 Lotus) become Trophies.
    assert "BC12" in s.guild[MIKAH] and "BC12" not in s.court
    assert {"owner": LOTUS, "piece": "agent", "count": 1} in snap_seats[MIKAH]["trophies"]
    assert {"owner": DANE, "piece": "agent", "count": 2} in snap_seats[MIKAH]["trophies"]
    assert s.captives[MIKAH * 3 + DANE] == 0
    assert len([c for c in s.court if c]) == 4  # refilled from the Court deck
    # The raid: 2 keys steal the Material and the Weapon (1 key each); the Relic costs 3.
    assert sorted(legal(s)) == ["done", "steal material 1", "steal weapon 1"]
    do(s, "steal material 1")
    assert sorted(legal(s)) == ["done", "steal weapon 1"]
    do(s, "steal weapon 1")
    assert s.phase == Phase.ACTIONS and s.pips == 2
    assert held(s, MIKAH) == ["fuel", "material", "weapon"]
    assert held(s, LOTUS) == ["relic"]
    assert invariants.problems(s) == []


def test_raid_dice_need_defending_buildings_or_a_defender_without_buildings() -> None:
    # Lotus has ships at 1.1 and a city elsewhere: no raid dice.
    s = mikah_attacks(
        ships=[
            {"system": "5.1", "seat": MIKAH, "fresh": 2},
            {"system": "5.1", "seat": LOTUS, "fresh": 1},
        ]
    )
    do(s, "battle 5.1 2")
    assert all(a.split()[3] == "0" for a in legal(s))
    assert_illegal(s, "dice 0 0 1")
    # With no buildings anywhere, raid dice are allowed.
    s = mikah_attacks(
        ships=[
            {"system": "5.1", "seat": MIKAH, "fresh": 2},
            {"system": "5.1", "seat": LOTUS, "fresh": 1},
        ],
        buildings=[],
        seats=[
            {"hand": ["ADM3"]},
            {"hand": ["CON3"]},
            {"hand": ["MOB3"], "resources": ["relic", "material"]},
        ],
    )
    do(s, "battle 5.1 2")
    assert "dice 0 0 2" in legal(s)
    # Defending buildings in the battle system allow raid dice too (the example above).
    s = mikah_attacks()
    do(s, "battle 2.3 2")
    assert "dice 0 0 4" in legal(s)


def test_at_most_six_dice_of_a_type_and_one_per_ship() -> None:
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 8},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1},
        ]
    )
    do(s, "battle 2.3 2")
    pools = [tuple(int(x) for x in a.split()[1:]) for a in legal(s)]
    assert max(p[0] for p in pools) == 6 and max(p[1] for p in pools) == 6
    assert max(sum(p) for p in pools) == 8
    assert (6, 2, 0) in pools and (7, 0, 0) not in pools
    assert_illegal(s, "dice 7 0 0")
    assert_illegal(s, "dice 6 3 0")


def test_intercept_happens_once_and_counts_only_fresh_defenders() -> None:
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 6},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 2, "damaged": 1},
        ]
    )
    do(s, "battle 2.3 2", "dice 2 0 2", "roll A5 A5 R2 R2")  # four intercept symbols, 2 hits
    # Intercept: 2 hits (2 fresh defenders), not 4 and not 3. No self hits were rolled. The
    # first hit can only damage a fresh ship (all are fresh), so it is made without a choice.
    assert s.battle_stage == battle.INTERCEPT and s.battle_self == 1
    assert ships_at(s, RELIC_PLANET, MIKAH) == (5, 1)
    do(s, "hit fresh")
    assert ships_at(s, RELIC_PLANET, MIKAH) == (4, 2)
    assert s.battle_stage == battle.HITS


def test_hits_spill_from_ships_to_buildings() -> None:
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 3},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1},
        ],
        buildings=[
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "starport", "damaged": False},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "city"},  # her third resource slot
        ],
    )
    do(s, "battle 2.3 2", "dice 3 0 0", "roll A4 A4 A0")  # 4 hits, nothing else
    # 2 hits destroy the ship (forced), then 2 hits flip and destroy the starport.
    assert ships_at(s, RELIC_PLANET, LOTUS) == (0, 0)
    assert f"{RELIC_PLANET}#0" not in buildings(s)
    trophies = s.observation(None)["seats"][MIKAH]["trophies"]
    assert {"owner": LOTUS, "piece": "ship", "count": 1} in trophies
    assert {"owner": LOTUS, "piece": "starport", "count": 1} in trophies
    assert s.outrage[MIKAH] == 0  # a starport provokes no Outrage
    assert s.phase == Phase.ACTIONS


def test_no_raiding_when_no_attacking_ship_survives() -> None:
    # A key + self hit with her only ship already damaged: it is destroyed, so no raid.
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "damaged": 1},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1},
        ],
        buildings=[
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "starport"},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "city"},
        ],
    )
    do(s, "battle 2.3 2", "dice 0 0 1", "roll R1")
    assert s.phase == Phase.ACTIONS
    assert held(s, LOTUS) == ["material", "relic", "weapon"]
    # With the same roll and a fresh ship, it survives damaged and the key can steal.
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 1},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1},
        ],
        buildings=[
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "starport"},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "city"},
        ],
    )
    do(s, "battle 2.3 2", "dice 0 0 1", "roll R1")
    assert sorted(legal(s)) == ["done", "steal material 1", "steal weapon 1"]
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 1},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 2},
        ],
        buildings=[
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "starport"},
            {"slot": "5.3#0", "seat": LOTUS, "kind": "city"},
        ],
    )
    do(s, "battle 2.3 2", "dice 0 0 1", "roll R0")  # intercept + 2 keys: 2 fresh defenders
    assert ships_at(s, RELIC_PLANET, MIKAH) == (0, 0)
    assert s.phase == Phase.ACTIONS  # no raid: nothing stolen
    assert held(s, LOTUS) == ["material", "relic", "weapon"]
    assert {"owner": MIKAH, "piece": "ship", "count": 1} in s.observation(None)["seats"][LOTUS]["trophies"]


def test_a_guild_card_is_stolen_by_its_raid_cost() -> None:
    s = mikah_attacks(
        seats=[
            {"hand": ["ADM3"]},
            {"hand": ["CON3"]},
            {"hand": ["MOB3"], "resources": ["relic"], "guild": ["BC07", "BC24"]},  # 3 keys, 2 keys
        ]
    )
    do(s, "battle 2.3 2", "dice 0 0 4", "roll R0 R5 R5 R5")
    # 2 + 1 + 1 + 1 = 5 keys; intercept: 1 fresh defender -> 1 hit (a choice: fresh ship only).
    assert s.battle_keys == 5
    while s.phase == Phase.BATTLE and s.battle_stage != battle.RAIDING:
        do(s, str(s.legal_actions()[0]))
    assert sorted(legal(s)) == ["done", "steal BC07", "steal BC24", "steal relic 3"]
    do(s, "steal BC07")
    assert "BC07" in s.guild[MIKAH] and "BC07" not in s.guild[LOTUS]
    assert sorted(legal(s)) == ["done", "steal BC24"]
    do(s, "steal BC24")
    assert s.phase == Phase.ACTIONS and s.battle_keys == 0


def test_outrage_twice_places_one_agent_and_discards_both_times() -> None:
    s = mikah_attacks(
        buildings=[
            {"slot": f"{RELIC_PLANET}#0", "seat": LOTUS, "kind": "city", "damaged": True},
            {"slot": f"{RELIC_PLANET}#1", "seat": LOTUS, "kind": "city", "damaged": True},
        ],
    )
    agents_before = s.agents[MIKAH]
    from ambitions.games.arcs.standard_actions import SLOT_BY_NAME

    battle.hit_building(s, SLOT_BY_NAME[f"{RELIC_PLANET}#0"], MIKAH)
    assert s.outrage[MIKAH] == 1 << data.RESOURCES.index("relic")
    assert s.agents[MIKAH] == agents_before - 1
    s.resources[MIKAH * RESOURCE_SLOTS + 2] = data.RESOURCES.index("relic")  # she gets a Relic again
    s.resource_supply[data.RESOURCES.index("relic")] -= 1
    battle.hit_building(s, SLOT_BY_NAME[f"{RELIC_PLANET}#1"], MIKAH)
    assert s.agents[MIKAH] == agents_before - 1  # no second agent
    assert "relic" not in held(s, MIKAH)  # but the discard happens again
    assert invariants.problems(s) == []


def test_outrage_with_no_agent_uses_a_placeholder_until_one_returns() -> None:
    s = mikah_attacks(
        seats=[{"hand": ["ADM3"], "agents": 0}, {"hand": ["CON3"]}, {"hand": ["MOB3"]}],
        court=[
            {"card": "BC12", "agents": [0, 0, 1]},
            {"card": "BC20", "agents": [10, 0, 0]},
            {"card": "BC08", "agents": [0, 0, 0]},
            {"card": "BC23", "agents": [0, 0, 0]},
        ],
    )
    from ambitions.games.arcs.pieces import return_agents

    battle.provoke_outrage(s, MIKAH, data.RESOURCES.index("fuel"))
    fuel = 1 << data.RESOURCES.index("fuel")
    assert s.outrage[MIKAH] == fuel and s.outrage_placeholder[MIKAH] == fuel
    return_agents(s, MIKAH, 1)
    assert s.outrage_placeholder[MIKAH] == 0 and s.agents[MIKAH] == 0


def test_destroying_a_city_outside_battle_provokes_outrage_and_ransacks() -> None:
    s = mikah_attacks()
    from ambitions.games.arcs.standard_actions import SLOT_BY_NAME

    battle.hit_building(s, SLOT_BY_NAME[f"{RELIC_PLANET}#0"], MIKAH)
    assert s.outrage[MIKAH] == 1 << data.RESOURCES.index("relic")
    assert s.ransacks == [LOTUS]
    assert battle.ransack_options(s, MIKAH, LOTUS) == ["BC12"]


def test_weapon_spent_in_the_prelude_lets_any_pips_battle() -> None:
    s = mikah_attacks(
        seats=[{"hand": ["ADM3"], "resources": ["weapon"]}, {"hand": ["CON3"]}, {"hand": ["MOB3"]}],
        turn={"seat": MIKAH, "card": "CON2", "mode": "lead"},
    )
    assert not any(a.startswith("battle") for a in legal(s))
    do(s, "spend weapon")
    assert "battle 2.3 2" in legal(s)
    do(s, "battle 2.3 2")
    assert s.pips == 3  # Construction 2 has 4 pips; one spent on the battle
    assert s.resource_supply[data.RESOURCES.index("weapon")] == 5  # returned at Prelude's end


def test_pivot_and_copy_with_aggression_battle_once() -> None:
    s = mikah_attacks(
        lead={"card": "CON4", "seat": DANE},
        initiative=DANE,
        plays=[
            {"seat": DANE, "card": "CON4", "mode": "lead"},
            {"seat": MIKAH, "card": "AGG2", "mode": "pivot"},
        ],
        turn={"seat": MIKAH, "card": "AGG2", "mode": "pivot"},
    )
    assert s.pips == 1 and "battle 2.3 2" in legal(s)
    s = mikah_attacks(
        lead={"card": "AGG3", "seat": DANE},
        initiative=DANE,
        plays=[
            {"seat": DANE, "card": "AGG3", "mode": "lead"},
            {"seat": MIKAH, "card": "MOB2", "mode": "copy"},
        ],
        turn={"seat": MIKAH, "card": "MOB2", "mode": "copy"},
    )
    assert s.pips == 1 and "battle 2.3 2" in legal(s)


@pytest.mark.parametrize("pool", [(2, 0, 2), (1, 2, 1), (0, 3, 0), (3, 0, 0)])
def test_rolled_totals_match_the_exact_distribution(pool: tuple[int, int, int]) -> None:
    """The engine's rolls follow the die faces: frequencies within 4.5 standard errors."""
    s = mikah_attacks(
        ships=[
            {"system": RELIC_PLANET, "seat": MIKAH, "fresh": 6},
            {"system": RELIC_PLANET, "seat": LOTUS, "fresh": 1},
        ]
    )
    do(s, "battle 2.3 2", f"dice {pool[0]} {pool[1]} {pool[2]}")
    exact = battle.outcome_distribution(*pool)
    assert abs(sum(exact.values()) - 1) == 0
    rng = random.Random(sum(pool) * 7919)
    trials = 6000
    seen: Counter[tuple[int, int, int, int, int]] = Counter()
    for _ in range(trials):
        roll = s.sample_chance(rng)
        faces = battle.roll_faces(s, roll)
        assert faces is not None
        total = [0, 0, 0, 0, 0]
        for d, f in faces:
            for i, v in enumerate(data.DICE[data.DIE_TYPES[d]][f]):
                total[i] += v
        seen[(total[0], total[1], total[2], total[3], total[4])] += 1
    assert set(seen) <= set(exact)
    for outcome, p in exact.items():
        mean = float(p) * trials
        sd = (trials * float(p) * (1 - float(p))) ** 0.5
        assert abs(seen[outcome] - mean) <= 4.5 * sd + 1, (outcome, seen[outcome], mean)


def test_exact_distribution_of_one_skirmish_die() -> None:
    from fractions import Fraction

    assert battle.outcome_distribution(0, 1, 0) == {
        (0, 0, 0, 0, 0): Fraction(1, 2),
        (1, 0, 0, 0, 0): Fraction(1, 2),
    }


# -- die faces by name (actions.FACE_NAMES) -----------------------------------------------------------
def test_a_roll_may_name_its_faces() -> None:
    """The rulebook battle's roll typed by name plays exactly as by index; the canonical text
    (what records store) stays the index form."""
    from ambitions.games.arcs import observe
    from ambitions.games.arcs.actions import parse

    named = "roll assault-blank A-hit+intercept raid-2keys+intercept R-building-hit+self"
    assert str(parse(named)) == "roll A0 A5 R0 R3"
    assert str(parse("ROLL Assault-Hit+Self s-blank S-hit")) == "roll A1 S0 S3"
    by_index, by_name = mikah_attacks(), mikah_attacks()
    do(by_index, "battle 2.3 2", "dice 2 0 2", "roll A0 A5 R0 R3")
    do(by_name, "battle 2.3 2", "dice 2 0 2", named)
    assert observe.snapshot(by_name) == observe.snapshot(by_index)
    assert [str(a) for a in by_name.history][-1] == "roll A0 A5 R0 R3"


def test_identical_faces_share_one_name_and_every_name_is_documented() -> None:
    import ast
    from pathlib import Path

    import ambitions.games.arcs
    from ambitions.games.arcs import actions
    from ambitions.games.arcs.actions import DIE_LETTERS, FACE_NAMES, parse

    # From the source: a compiled module (`_compiled`) keeps no docstring.
    source = Path(ambitions.games.arcs.__file__).parent / "actions.py"
    doc = ast.get_docstring(ast.parse(source.read_text())) or ""

    for d, die in enumerate(data.DIE_TYPES):
        faces = data.DICE[die]
        names = FACE_NAMES[die]
        for f, face in enumerate(faces):
            same = [g for g, other in enumerate(faces) if other == face]
            assert [g for g, name in enumerate(names) if name == names[f]] == same
            # A name parses to the lowest index of the identical faces, by die name or letter.
            for prefix in (die, DIE_LETTERS[d]):
                assert str(parse(f"roll {prefix}-{names[f]}")) == f"roll {DIE_LETTERS[d]}{same[0]}"
            assert actions.named_face(f"{DIE_LETTERS[d]}{f}") == f"{die}-{names[f]}"
            assert f"``{names[f]}``" in doc, f"{die} {names[f]} is not documented"
    assert FACE_NAMES["assault"][1] == FACE_NAMES["assault"][2] == "hit+self"
    # Not a face: left as typed, and the roll is illegal.
    assert str(parse("roll assault-hit+hit")) == "roll assault-hit+hit"
    s = mikah_attacks()
    do(s, "battle 2.3 2", "dice 2 0 2")
    assert_illegal(s, "roll assault-hit+hit A0 R0 R3")


def test_the_log_names_the_faces() -> None:
    from ambitions.games.arcs.render import describe, describe_roll

    assert (
        describe_roll("roll A1 A2 S4 R0")
        == "assault-hit+self assault-hit+self skirmish-hit raid-2keys+intercept"
    )
    assert (
        describe("roll A1 A4 R0", True)
        == "the dice show: assault a hit and a self-hit, assault 2 hits, raid 2 keys and an intercept"
    )
    assert describe("roll R5 S0", True) == "the dice show: raid a building hit and a key, skirmish blank"
    assert describe("roll", True) == "no dice are rolled"
    assert describe_roll("roll A9") == "roll A9"  # not a face: the text as it is
    assert describe("roll A9", True) is None
