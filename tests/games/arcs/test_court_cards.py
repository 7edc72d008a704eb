"""The base Court (rulebook p13, p16-17, p20; card texts and rulings in arcs-data.md B.4): one
scenario per card, named after it, each checking what the card changes against the same position
without it. Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said.

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import flow
from ambitions.games.arcs.chapter import TYCOON, ambition_count
from ambitions.games.arcs.state import ArcsState, Phase

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
    round_start,
    ships_at,
    snap,
    starting,
    supply,
    table,
)

SUPPLY_FULL = {"material": 5, "fuel": 5, "weapon": 5, "relic": 5, "psionic": 5}


def cities(seat: int, *slots: str) -> list[dict[str, Any]]:
    """Fresh cities of `seat` (each built city opens resource slots, p7)."""
    return [{"slot": slot, "seat": seat, "kind": "city"} for slot in slots]


def secure_vox(card: str, seat: int = MIKAH, **kw: Any) -> ArcsState:
    """`seat` leads Aggression 2 and secures `card` (their single agent on it)."""
    agents = [0, 0, 0]
    agents[seat] = 1
    kw.setdefault("court", [{"card": card, "agents": agents}, {"card": "BC13"}])
    kw.setdefault("court_deck", ["BC24"])
    state = table("AGG2", seat, **kw)
    return do(state, f"secure {card}")


def shuffle_to_top(state: ArcsState, *top: str) -> str:
    """The Court shuffle outcome that puts `top` (last: the top card) on the other cards."""
    rest = [c for c in flow.shuffle_cards(state) if c not in top]
    return "shuffle " + " ".join([*rest, *top])


def outrage_spreads(resource: str, **kw: Any) -> ArcsState:
    """Mikah secures Outrage Spreads and names `resource`: everyone Provokes Outrage of it."""
    state = secure_vox("BC28", **kw)
    return do(state, f"choose {resource}")


# -- Guild cards: Material ----------------------------------------------------------------------


def test_bc01_loyal_engineers_spends_any_resource_as_material_ignoring_outrage_and_is_kept() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "MOB4",
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
            mikah={"guild": guild, "resources": ["fuel", "material"], "outrage": ["material"]},
        )

    engineers = state(["BC01"])
    assert starting(engineers, "spend material") == [
        "spend material build city 3.3",  # her own Material, despite Outrage of Material
        "spend material build starport 3.3",
    ]
    assert "spend fuel as material build city 3.3" in legal(engineers)
    # Without the card: Outraged Material cannot be spent and Fuel only moves.
    plain = state([])
    assert not [a for a in legal(plain) if "build" in a]
    assert_illegal(plain, "spend material build city 3.3")
    assert_illegal(plain, "spend fuel as material build city 3.3")
    do(engineers, "spend fuel as material build city 3.3")
    assert buildings(engineers)["3.3#0"] == (MIKAH, "city", False)
    assert held(engineers, MIKAH) == ["material"]
    # Provoking Outrage of Material: she keeps the card, a plain Material Guild card is discarded.
    spread = outrage_spreads("material", mikah={"guild": ["BC01", "BC05"]}, dane={"guild": ["BC03"]})
    assert spread.guild[MIKAH] == ["BC01"]
    assert spread.guild[DANE] == []
    assert "BC05" in spread.court_discard and "BC03" in spread.court_discard


def test_bc02_mining_interest_manufactures_and_fills_empty_slots_stealing_once_the_supply_empties() -> None:
    # Manufacture (Build): gain 1 Material with a Construction pip.
    def state(guild: list[str]) -> ArcsState:
        return table("CON4", mikah={"guild": guild, "resources": ["weapon"]})

    interest = state(["BC02"])
    assert "manufacture" in legal(interest)
    assert_illegal(state([]), "manufacture")
    do(interest, "manufacture")
    assert held(interest, MIKAH) == ["material", "weapon"] and interest.pips == 2
    # Prelude: 4 open slots, 1 held, 1 Material left in the supply: gain it, then steal.
    interest = table(
        "CON4",
        buildings=cities(MIKAH, "3.1#0", "6.1#0"),
        mikah={"guild": ["BC02"], "resources": ["weapon"]},
        dane={"resources": ["material"]},
        lotus={"resources": ["material", "fuel"]},
        # 1 Material left in the supply: 2 were spent earlier in this Prelude (back when it ends, p20).
        turn={"spent_pending": {"material": 2}},
    )
    do(interest, "prelude BC02")
    assert held(interest, MIKAH) == ["material", "weapon"]
    assert supply(interest)["material"] == 0
    assert interest.phase == Phase.CHOICE and legal(interest) == ["choose 1", "choose 2"]
    do(interest, "choose 1")
    assert legal(interest) == ["choose 2"]  # Dane has no Material left
    do(interest, "choose 2")
    assert held(interest, MIKAH) == ["material", "material", "material", "weapon"]
    assert held(interest, DANE) == [] and held(interest, LOTUS) == ["fuel"]
    assert interest.phase == Phase.ACTIONS
    assert interest.guild[MIKAH] == [] and interest.court_discard == ["BC02"]
    assert "manufacture" not in legal(interest)


def test_bc03_material_cartel_keeps_the_supply_which_counts_for_tycoon_and_cannot_be_stolen() -> None:
    # Nobody gains Material while the supply is on the card: Mikah taxes her Material city.
    def taxing(guild: list[str]) -> ArcsState:
        state = table(
            "ADM4",
            ships=[{"system": "3.1", "seat": MIKAH, "fresh": 1}],
            buildings=cities(MIKAH, "3.1#0"),
            mikah={"guild": guild},
        )
        return do(state, "tax 3.1#0")

    assert held(taxing(["BC03"]), MIKAH) == []
    assert held(taxing([]), MIKAH) == ["material"]

    # Scoring Tycoon: the 4 Material on the card and the card itself are 5 icons for Mikah.
    def scoring(guild: list[str]) -> ArcsState:
        return pos(
            3,
            setup_card="3SETUP01",
            phase="chapter-end",
            markers=[{"box": "tycoon"}, {}, {}],
            seats=[{"guild": guild}, {"resources": ["material", "fuel"]}, {"resources": ["fuel"]}],
        )

    cartel = scoring(["BC03"])
    assert cartel.chapter_scores == [[5, 3, 0]]
    # After scoring, Rivals discard all their Material (back onto the card).
    assert held(cartel, DANE) == ["fuel"] and supply(cartel)["material"] == 5
    plain = scoring([])
    assert plain.chapter_scores == [[0, 5, 3]]
    assert held(plain, DANE) == ["fuel", "material"]
    # The supply on the card cannot be stolen: Dane's Silver-Tongues sees only the card itself.
    state = table("ADM4", DANE, mikah={"guild": ["BC03"]}, dane={"guild": ["BC20"]})
    assert starting(state, "prelude") == ["prelude BC20", "prelude BC20 0 BC03"]


def test_bc04_admin_union_takes_the_led_administration_card_back_after_all_turns() -> None:
    state = round_start(
        MIKAH,
        [["ADM3", "CON2"], ["AGG4", "MOB3"], ["AGG3", "MOB2"]],
        mikah={"guild": ["BC04"]},
        dane={"guild": ["BC20"]},
    )
    do(state, "lead ADM3")
    assert starting(state, "prelude") == ["prelude BC04 ADM3"]
    do(state, "prelude BC04 ADM3", "end")
    assert state.guild[MIKAH] == [] and state.hands[MIKAH] == ["CON2"]
    # A played Union is no longer in her play area: Dane's Silver-Tongues cannot steal it.
    do(state, "copy AGG4")
    assert starting(state, "prelude") == ["prelude BC20"]
    do(state, "end", "pivot MOB2")
    assert state.hands[MIKAH] == ["CON2"]  # not before every turn of the round is over
    do(state, "end")
    assert state.phase == Phase.LEAD and state.current_player() == MIKAH
    assert state.hands[MIKAH] == ["ADM3", "CON2"]
    assert "BC04" in state.court_discard and state.unions == []
    assert "ADM3" not in [c["card"] for c in snap(state)["action_discard"]]


def test_bc05_construction_union_takes_a_rivals_led_construction_card_but_not_a_copied_one() -> None:
    state = round_start(
        DANE,
        [["ADM2", "MOB3"], ["CON3", "AGG4"], ["CON5", "AGG3"]],
        mikah={"guild": ["BC05"]},
    )
    do(state, "lead CON3", "end", "copy CON5", "end", "pivot ADM2")
    # Only a face-up played Construction card: Lotus's copy is face down.
    assert starting(state, "prelude") == ["prelude BC05 CON3"]
    assert_illegal(state, "prelude BC05 CON5")
    do(state, "prelude BC05 CON3", "end")
    assert state.phase == Phase.LEAD
    assert state.hands[MIKAH] == ["CON3", "MOB3"] and state.hands[DANE] == ["AGG4"]
    assert "BC05" in state.court_discard and state.guild[MIKAH] == []
    assert "CON3" not in [c["card"] for c in snap(state)["action_discard"]]


def test_bc06_fuel_cartel_rivals_discard_fuel_after_scoring_even_without_tycoon_and_prelude_steals() -> None:
    def scoring(guild: list[str]) -> ArcsState:
        return pos(
            3,
            setup_card="3SETUP01",
            phase="chapter-end",
            markers=[{"box": "warlord"}, {}, {}],
            seats=[
                {"guild": guild, "resources": ["fuel"]},
                {"resources": ["fuel", "relic"]},
                {"resources": ["fuel"]},
            ],
        )

    cartel = scoring(["BC06"])
    assert held(cartel, MIKAH) == ["fuel"]  # the holder keeps hers
    assert held(cartel, DANE) == ["relic"] and held(cartel, LOTUS) == []
    assert supply(cartel)["fuel"] == 4
    plain = scoring([])
    assert held(plain, DANE) == ["fuel", "relic"] and held(plain, LOTUS) == ["fuel"]
    # Tycoon icons include the supply on the card (and nobody can gain Fuel meanwhile).
    state = table(
        "ADM2",
        mikah={"guild": ["BC06"]},
        dane={"resources": ["fuel"]},
        lotus={"guild": ["BC20"], "resources": ["material"]},
    )
    assert [ambition_count(state, p, TYCOON) for p in (MIKAH, DANE, LOTUS)] == [1 + 4, 1, 1]
    # Prelude: discard it to steal 1 Fuel; the supply is back in play.
    assert starting(state, "prelude BC06") == ["prelude BC06", "prelude BC06 1"]  # or for nothing
    do(state, "prelude BC06 1")
    assert held(state, MIKAH) == ["fuel"] and held(state, DANE) == []
    assert state.guild[MIKAH] == [] and state.court_discard == ["BC06"]
    assert [ambition_count(state, p, TYCOON) for p in (MIKAH, DANE, LOTUS)] == [1, 0, 1]


def test_bc07_loyal_pilots_spends_any_resource_as_fuel_ignoring_outrage_and_is_kept() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "CON4",
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}],
            mikah={"guild": guild, "resources": ["fuel", "relic"], "outrage": ["fuel"]},
        )

    pilots = state(["BC07"])
    assert starting(pilots, "spend fuel move 3.3") == [
        "spend fuel move 3.3 3.0 1 0",
        "spend fuel move 3.3 3.2 1 0",
    ]
    assert "spend relic as fuel move 3.3 3.2 1 0" in legal(pilots)
    plain = state([])
    assert not [a for a in legal(plain) if " move " in a]
    assert_illegal(plain, "spend fuel move 3.3 3.2 1 0")
    assert_illegal(plain, "spend relic as fuel move 3.3 3.2 1 0")
    do(pilots, "spend relic as fuel move 3.3 3.2 1 0")
    assert ships_at(pilots, "3.2", MIKAH) == (1, 0) and held(pilots, MIKAH) == ["fuel"]
    spread = outrage_spreads("fuel", mikah={"guild": ["BC07", "BC09"]})
    assert spread.guild[MIKAH] == ["BC07"] and "BC09" in spread.court_discard


def test_bc08_gatekeepers_two_more_dice_in_a_gate_and_prelude_ships_in_every_gate() -> None:
    def battle_in(system: str, guild: list[str]) -> ArcsState:
        state = table(
            "AGG2",
            ships=[
                {"system": system, "seat": MIKAH, "fresh": 2},
                {"system": system, "seat": DANE, "fresh": 1},
            ],
            mikah={"guild": guild},
        )
        return do(state, f"battle {system} 1")

    def most_dice(state: ArcsState) -> int:
        return max(sum(int(x) for x in a.split()[1:]) for a in legal(state))

    assert most_dice(battle_in("3.0", ["BC08"])) == 4
    assert "dice 0 4 0" in legal(battle_in("3.0", ["BC08"]))
    assert most_dice(battle_in("3.0", [])) == 2
    assert most_dice(battle_in("3.3", ["BC08"])) == 2  # a planet is not a gate
    # Prelude: discard it to place 1 ship in each in-play gate (not 1.0 or 4.0).
    state = table("ADM4", mikah={"guild": ["BC08"]})
    do(state, "prelude BC08")
    assert [ships_at(state, g, MIKAH) for g in ("1.0", "2.0", "3.0", "4.0", "5.0", "6.0")] == [
        (0, 0),
        (1, 0),
        (1, 0),
        (0, 0),
        (1, 0),
        (2, 0),  # with the ship already there
    ]
    assert state.guild[MIKAH] == [] and state.court_discard == ["BC08"]


def test_bc09_shipping_interest_synthesizes_and_fills_empty_slots_stealing_once_the_supply_empties() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table("CON4", mikah={"guild": guild})

    interest = state(["BC09"])
    assert "synthesize" in legal(interest)
    assert_illegal(state([]), "synthesize")
    assert "spend material synthesize" not in legal(interest)  # she has no Material
    do(interest, "synthesize")
    assert held(interest, MIKAH) == ["fuel"] and interest.pips == 2
    # Prelude: 6 open slots, 2 Fuel in the supply: gain them, then steal while Rivals have Fuel.
    interest = table(
        "CON4",
        buildings=cities(MIKAH, "3.1#0", "6.1#0", "3.2#0"),
        mikah={"guild": ["BC09"], "resources": ["relic"]},
        dane={"resources": ["fuel", "fuel"]},
        # 2 Fuel left in the supply: 1 was spent earlier in this Prelude (back when it ends, p20).
        turn={"spent_pending": {"fuel": 1}},
    )
    do(interest, "prelude BC09")
    assert supply(interest)["fuel"] == 0 and legal(interest) == ["choose 1"]
    do(interest, "choose 1", "choose 1")
    # Nobody has Fuel left to steal: the sixth slot stays empty.
    assert interest.phase == Phase.ACTIONS
    assert held(interest, MIKAH) == ["fuel", "fuel", "fuel", "fuel", "relic"]
    assert held(interest, DANE) == [] and interest.court_discard == ["BC09"]


def test_bc10_spacing_union_takes_back_a_pivoted_mobilization_card_at_round_end() -> None:
    state = round_start(
        DANE,
        [["MOB5", "ADM2"], ["AGG2", "CON3"], ["AGG3", "CON2"]],
        mikah={"guild": ["BC10"]},
    )
    do(state, "lead AGG2", "end", "surpass AGG3", "end", "pivot MOB5")
    assert starting(state, "prelude") == ["prelude BC10 MOB5"]
    do(state, "prelude BC10 MOB5", "end")
    assert state.phase == Phase.LEAD
    assert state.hands[MIKAH] == ["ADM2", "MOB5"]
    assert "BC10" in state.court_discard


def test_bc11_arms_union_takes_a_rivals_surpassing_aggression_card() -> None:
    state = round_start(
        MIKAH,
        [["AGG3", "ADM2"], ["AGG4", "CON3"], ["MOB2", "CON2"]],
        lotus={"guild": ["BC11"]},
    )
    do(state, "lead AGG3", "end", "surpass AGG4", "end", "pivot MOB2")
    assert starting(state, "prelude") == ["prelude BC11 AGG3", "prelude BC11 AGG4"]
    do(state, "prelude BC11 AGG4", "end")
    assert state.hands[LOTUS] == ["AGG4", "CON2"] and state.hands[DANE] == ["CON3"]
    assert "BC11" in state.court_discard and state.guild[LOTUS] == []


def test_bc11_arms_union_taking_back_the_surpassing_card_does_not_undo_its_initiative() -> None:
    state = round_start(
        MIKAH,
        [["AGG3", "ADM2"], ["AGG4", "CON3"], ["MOB2", "CON2"]],
        lotus={"guild": ["BC11"]},
    )
    do(state, "lead AGG3", "end", "surpass AGG4", "end", "pivot MOB2", "prelude BC11 AGG4", "end")
    # Step 3 (p11): Dane Surpassed with the highest card, so Dane takes the initiative.
    assert state.initiative == DANE and state.current_player() == DANE


# -- Guild cards: Weapon --------------------------------------------------------------------------


def test_bc12_prison_wardens_pressgang_and_execute_captives_and_prelude_places_ships() -> None:
    def state(card: str, guild: list[str]) -> ArcsState:
        return table(
            card,
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
            mikah={"guild": guild, "captives": [0, 2, 1]},
        )

    # Pressgang (Build): return Captives, gaining any 1 resource for each.
    wardens = state("CON4", ["BC12"])
    assert_illegal(state("CON4", []), "pressgang")
    do(wardens, "pressgang")
    assert "choose 1 psionic" in legal(wardens) and "choose 2 relic" in legal(wardens)
    do(wardens, "choose 1 psionic", "choose 2 relic")
    # One Captive left (Dane's): any resource for it, or stop.
    assert legal(wardens) == [f"choose 1 {r}" for r in SUPPLY_FULL] + ["choose done"]
    do(wardens, "choose done")
    assert wardens.captives[MIKAH * 3 : MIKAH * 3 + 3] == [0, 1, 0]
    assert [seat["agents"] for seat in snap(wardens)["seats"]] == [10, 8 + 1, 9 + 1]
    assert held(wardens, MIKAH) == ["psionic", "relic"] and wardens.pips == 2
    # Execute (Influence): Captives become Trophies.
    wardens = state("ADM4", ["BC12"])
    assert_illegal(state("ADM4", []), "execute")
    do(wardens, "execute", "choose 2", "choose 1", "choose 1")
    assert wardens.captives[MIKAH * 3 : MIKAH * 3 + 3] == [0, 0, 0]
    trophies = {(t["owner"], t["piece"]): t["count"] for t in snap(wardens)["seats"][MIKAH]["trophies"]}
    assert trophies == {(DANE, "agent"): 2, (LOTUS, "agent"): 1}
    # Prelude: discard it to place 3 ships in a system she controls.
    wardens = state("ADM4", ["BC12"])
    assert starting(wardens, "prelude") == ["prelude BC12 3.3"]
    do(wardens, "prelude BC12 3.3")
    assert ships_at(wardens, "3.3", MIKAH) == (5, 0) and wardens.court_discard == ["BC12"]


def skirmish(guild: list[str], resources: list[str]) -> ArcsState:
    """Mikah attacks Dane's 3 damaged ships at 3.3 with 1 assault and 3 skirmish dice."""
    state = table(
        "AGG2",
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 4}, {"system": "3.3", "seat": DANE, "damaged": 3}],
        mikah={"guild": guild, "resources": resources},
    )
    return do(state, "battle 3.3 1", "dice 1 3 0", "roll A0 S0 S0 S3")


def test_bc13_skirmishers_rerolls_skirmish_dice_up_to_weapon_icons() -> None:
    # Weapon icons: the card and one Weapon token, so two skirmish dice may be rerolled.
    state = skirmish(["BC13"], ["weapon"])
    assert state.battle_stage == "reroll"
    assert legal(state) == ["reroll S0", "reroll S3", "keep"]  # never the assault die
    do(state, "reroll S0")
    assert state.current_player() == -1  # a chance node rolls the one die
    do(state, "roll S4")
    do(state, "reroll S0", "roll S5")
    # Three hits in all (S3, S4, S5) destroy Dane's three damaged ships.
    assert state.phase == Phase.ACTIONS and ships_at(state, "3.3", DANE) == (0, 0)
    # Without the card the roll stands: one hit.
    plain = skirmish([], ["weapon"])
    assert plain.phase == Phase.ACTIONS and ships_at(plain, "3.3", DANE) == (0, 2)
    # One Weapon icon (the card alone): one reroll; "keep" stops rerolling.
    state = skirmish(["BC13"], [])
    do(state, "reroll S0", "roll S1")
    assert state.phase == Phase.ACTIONS and ships_at(state, "3.3", DANE) == (0, 2)
    state = skirmish(["BC13"], [])
    do(state, "keep")
    assert state.phase == Phase.ACTIONS and ships_at(state, "3.3", DANE) == (0, 2)
    # Prelude: discard it for 3 ships in a system she controls.
    state = table("ADM4", ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}], mikah={"guild": ["BC13"]})
    do(state, "prelude BC13 3.3")
    assert ships_at(state, "3.3", MIKAH) == (4, 0) and state.court_discard == ["BC13"]


def test_bc13_skirmishers_rerolls_each_skirmish_die_at_most_once() -> None:
    # "reroll a number of skirmish dice up to your total Weapon icons": choose the dice, reroll
    # them. Two icons, faces S0 S0 S3: after one S0 is rerolled into S1, that die is done.
    state = skirmish(["BC13"], ["weapon"])
    do(state, "reroll S0", "roll S1")
    assert legal(state) == ["reroll S0", "reroll S3", "keep"]


def test_bc14_court_enforcers_abduct_captures_rival_agents_on_a_card_with_fewer_than_weapons() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "AGG2",
            mikah={"guild": guild, "resources": ["weapon"]},  # 2 Weapon icons with the card
            court=[
                {"card": "BC20", "agents": [0, 1, 0]},
                {"card": "BC23", "agents": [0, 1, 1]},
                {"card": "BC26", "agents": [2, 0, 1]},
                {"card": "BC31"},
            ],
        )

    enforcers = state(["BC14"])
    assert starting(enforcers, "abduct") == ["abduct BC20", "abduct BC26"]  # 2 Rival agents is not fewer
    assert_illegal(enforcers, "abduct BC23")
    assert_illegal(state([]), "abduct BC20")
    do(enforcers, "abduct BC26")
    assert enforcers.captives[MIKAH * 3 : MIKAH * 3 + 3] == [0, 0, 1]
    assert [c["agents"] for c in snap(enforcers)["court"]][2] == [2, 0, 0]  # her own agents stay
    assert enforcers.pips == 2
    # Prelude: discard it for 3 ships in a system she controls.
    enforcers = state(["BC14"])
    # She controls no system: it may only be discarded for nothing (FAQ, test_faq_rulings.py).
    assert starting(enforcers, "prelude") == ["prelude BC14"]
    enforcers = table("ADM4", ships=[{"system": "2.2", "seat": MIKAH, "fresh": 1}], mikah={"guild": ["BC14"]})
    do(enforcers, "prelude BC14 2.2")
    assert ships_at(enforcers, "2.2", MIKAH) == (4, 0) and enforcers.court_discard == ["BC14"]


def test_bc15_loyal_marines_spends_any_resource_as_weapon_ignoring_outrage_and_is_kept() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "ADM4",
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}, {"system": "3.3", "seat": DANE, "fresh": 1}],
            mikah={"guild": guild, "resources": ["fuel", "weapon"], "outrage": ["weapon"]},
        )

    marines = state(["BC15"])
    assert "spend weapon" in legal(marines) and "spend fuel as weapon" in legal(marines)
    plain = state([])
    assert_illegal(plain, "spend weapon")
    assert_illegal(plain, "spend fuel as weapon")
    assert not [a for a in legal(marines) if a.startswith("battle")]
    do(marines, "spend fuel as weapon")
    # Administration pips may now battle (p17).
    assert "battle 3.3 1" in legal(marines)
    spread = outrage_spreads("weapon", mikah={"guild": ["BC15", "BC12"]})
    assert spread.guild[MIKAH] == ["BC15"] and "BC12" in spread.court_discard
    # Prelude: discard it for 3 ships in a system she controls.
    marines = table("ADM4", ships=[{"system": "3.3", "seat": MIKAH, "fresh": 1}], mikah={"guild": ["BC15"]})
    do(marines, "prelude BC15 3.3")
    assert ships_at(marines, "3.3", MIKAH) == (4, 0) and marines.court_discard == ["BC15"]


# -- Guild cards: Psionic -------------------------------------------------------------------------


def test_bc16_lattice_spies_seizes_the_initiative_only_before_any_other_action() -> None:
    def follow(**kw: Any) -> ArcsState:
        return table(
            "MOB3",
            DANE,
            "pivot",
            lead="ADM4",
            ships=[{"system": "3.3", "seat": DANE, "fresh": 1}],
            dane={"guild": kw.pop("guild", ["BC16"]), "resources": ["fuel"], "hand": ["CON2"]},
            **kw,
        )

    spies = follow()
    assert "prelude BC16" in legal(spies)
    do(spies, "prelude BC16")
    assert spies.initiative == DANE and spies.seized_by == DANE
    assert spies.guild[DANE] == [] and spies.court_discard == ["BC16"]
    assert spies.hands[DANE] == ["CON2"]  # no extra card played to seize
    assert starting(follow(guild=[]), "prelude") == []
    # Not after another action (here a Prelude move with Fuel).
    spies = follow()
    do(spies, "spend fuel move 3.3 3.2 1 0")
    assert_illegal(spies, "prelude BC16")
    # Once the initiative was seized this round, or with the initiative, it seizes nothing (FAQ:
    # it may still be discarded; test_faq_rulings.py).
    seized = do(follow(seized_by=LOTUS), "prelude BC16")
    assert seized.seized_by == LOTUS and seized.court_discard == ["BC16"]
    leader = do(table("ADM4", mikah={"guild": ["BC16"]}), "prelude BC16")  # the leader holds it
    assert leader.seized_by == -1 and leader.court_discard == ["BC16"]


def test_bc17_farseers_looks_and_swaps_on_declaring_and_prelude_redraws_from_the_discard_bottom() -> None:
    def declaring(guild: list[str]) -> ArcsState:
        state = round_start(MIKAH, [["ADM5", "CON2"], ["AGG4", "MOB3"], ["CON6"]], mikah={"guild": guild})
        return do(state, "lead ADM5", "declare keeper")

    farseers = declaring(["BC17"])
    assert farseers.phase == Phase.CHOICE and legal(farseers) == ["choose 1", "choose 2"]
    do(farseers, "choose 1")
    assert farseers.revealed == [(MIKAH, DANE, ("AGG4", "MOB3"))]
    assert legal(farseers) == [
        "choose CON2 AGG4",
        "choose CON2 MOB3",
        "choose none",
    ]
    do(farseers, "choose CON2 MOB3")
    assert farseers.hands[MIKAH] == ["MOB3"] and farseers.hands[DANE] == ["AGG4", "CON2"]
    assert farseers.phase == Phase.ACTIONS
    plain = declaring([])
    assert plain.phase == Phase.ACTIONS and plain.revealed == []
    # Prelude: discard it and 1 card from hand, draw 2 (Farseers included) from the bottom of
    # the action discard pile.
    farseers = table(
        "ADM4",
        mikah={"guild": ["BC17"], "hand": ["ADM2", "CON3"]},
        action_discard=[{"card": "AGG4"}, {"card": "MOB5"}, {"card": "CON6"}],
    )
    do(farseers, "prelude BC17")
    assert legal(farseers) == ["choose ADM2", "choose CON3", "choose done"]
    do(farseers, "choose ADM2", "choose done")
    assert farseers.hands[MIKAH] == ["AGG4", "CON3", "MOB5"]
    assert farseers.action_discard[0][0] == "CON6" and farseers.action_discard[-1][0] == "ADM2"
    assert farseers.guild[MIKAH] == [] and farseers.court_discard == ["BC17"]


def test_bc18_secret_order_declaring_keeper_or_empath_places_no_zero_marker() -> None:
    def declaring(card: str, ambition: str, guild: list[str]) -> ArcsState:
        state = round_start(MIKAH, [[card, "CON2"], ["ADM2", "ADM6"], ["CON6"]], mikah={"guild": guild})
        return do(state, f"lead {card}", f"declare {ambition}", "end")

    order = declaring("ADM5", "keeper", ["BC18"])
    assert not order.zeroed and snap(order)["markers"][0]["box"] == "keeper"
    # The lead card keeps its 5: Dane cannot Surpass with his 2.
    assert starting(order, "surpass") == ["surpass ADM6"]
    plain = declaring("ADM5", "keeper", [])
    assert plain.zeroed and starting(plain, "surpass") == ["surpass ADM2", "surpass ADM6"]
    # Warlord is neither Keeper nor Empath: the zero marker is placed.
    assert declaring("ADM4", "warlord", ["BC18"]).zeroed


def test_bc19_loyal_empaths_spends_any_resource_as_psionic_ignoring_outrage_and_is_kept() -> None:
    def state(guild: list[str]) -> ArcsState:
        # Psionic takes an action of the lead card (Dane's Aggression): secure.
        return table(
            "MOB3",
            MIKAH,
            "pivot",
            lead="AGG4",
            lead_seat=DANE,
            mikah={"guild": guild, "resources": ["fuel", "psionic"], "outrage": ["psionic"]},
            court=[{"card": "BC20", "agents": [1, 0, 0]}, {"card": "BC13"}],
            court_deck=["BC31"],
        )

    empaths = state(["BC19"])
    assert "spend psionic secure BC20" in legal(empaths)
    assert "spend fuel as psionic secure BC20" in legal(empaths)
    plain = state([])
    assert_illegal(plain, "spend psionic secure BC20")
    assert_illegal(plain, "spend fuel as psionic secure BC20")
    do(empaths, "spend fuel as psionic secure BC20")
    assert empaths.guild[MIKAH] == ["BC19", "BC20"] and held(empaths, MIKAH) == ["psionic"]
    spread = outrage_spreads("psionic", mikah={"guild": ["BC19", "BC18"]})
    assert spread.guild[MIKAH] == ["BC19"] and "BC18" in spread.court_discard


def test_bc20_silver_tongues_steals_a_guild_card_or_resource_in_the_prelude() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "CON3",
            mikah={"guild": guild},
            dane={"guild": ["BC05"], "resources": ["fuel"]},
            lotus={"guild": ["BC22", "BC08"], "resources": ["relic"]},
        )

    tongues = state(["BC20"])
    # Sworn Guardians protects Lotus's resources and other Guild cards, not itself.
    assert starting(tongues, "prelude") == [
        "prelude BC20",
        "prelude BC20 1 BC05",
        "prelude BC20 1 fuel",
        "prelude BC20 2 BC22",
    ]
    assert starting(state([]), "prelude") == []
    do(tongues, "prelude BC20 1 BC05")
    assert tongues.guild[MIKAH] == ["BC05"] and tongues.guild[DANE] == []
    assert tongues.court_discard == ["BC20"]
    # A stolen card was not secured in this Prelude: its Prelude action is available.
    assert "prelude BC05 CON3" in legal(tongues)
    tongues = state(["BC20"])
    do(tongues, "prelude BC20 1 fuel")
    assert held(tongues, MIKAH) == ["fuel"] and held(tongues, DANE) == []


# -- Guild cards: Relic ---------------------------------------------------------------------------


def test_bc21_loyal_keepers_spends_any_resource_as_relic_ignoring_outrage_and_is_kept() -> None:
    def state(guild: list[str]) -> ArcsState:
        return table(
            "MOB3",
            mikah={"guild": guild, "resources": ["fuel", "relic"], "outrage": ["relic"]},
            court=[{"card": "BC20", "agents": [1, 0, 0]}, {"card": "BC13"}],
            court_deck=["BC31"],
        )

    keepers = state(["BC21"])
    assert "spend relic secure BC20" in legal(keepers)
    assert "spend fuel as relic secure BC20" in legal(keepers)
    plain = state([])
    assert_illegal(plain, "spend relic secure BC20")
    assert_illegal(plain, "spend fuel as relic secure BC20")
    do(keepers, "spend fuel as relic secure BC20")
    assert keepers.guild[MIKAH] == ["BC21", "BC20"] and held(keepers, MIKAH) == ["relic"]
    spread = outrage_spreads("relic", mikah={"guild": ["BC21", "BC23"]})
    assert spread.guild[MIKAH] == ["BC21"] and "BC23" in spread.court_discard


def test_bc22_sworn_guardians_only_itself_can_be_stolen_then_it_is_buried() -> None:
    def raid(guild: list[str]) -> ArcsState:
        # Lotus has no buildings, so raid dice are allowed; her one ship is damaged (no intercept).
        state = table(
            "AGG2",
            ships=[
                {"system": "3.3", "seat": MIKAH, "fresh": 2},
                {"system": "3.3", "seat": LOTUS, "damaged": 1},
            ],
            lotus={"guild": guild, "resources": ["relic", "weapon"]},
            court_deck=["BC31"],
        )
        return do(state, "battle 3.3 2", "dice 0 0 2", "roll R0 R0")  # 4 keys

    guarded = raid(["BC22", "BC05"])
    assert guarded.battle_keys == 4 and legal(guarded) == ["steal BC22", "done"]
    do(guarded, "steal BC22")  # its raid cost is 1 key
    # Buried at the bottom of the Court deck (its first entry); then the rest is stealable.
    assert guarded.court_deck[0] == "BC22" and guarded.court_deck[-1] == "BC31"  # BC31 still on top
    assert guarded.guild[MIKAH] == []
    assert guarded.battle_keys == 3
    assert sorted(legal(guarded)) == ["done", "steal BC05", "steal relic 3", "steal weapon 1"]
    do(guarded, "steal BC05", "steal weapon 1")
    assert guarded.guild[MIKAH] == ["BC05"] and held(guarded, MIKAH) == ["weapon"]
    plain = raid(["BC05"])
    assert sorted(legal(plain)) == ["done", "steal BC05", "steal relic 3", "steal weapon 1"]


def test_bc23_elder_broker_trades_with_a_rival_city_despite_sworn_guardians_and_prelude_gains_three() -> None:
    def state(guild: list[str]) -> ArcsState:
        # Mikah controls 2.1, a Psionic planet with Dane's city; Dane holds Sworn Guardians.
        return table(
            "ADM4",
            ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
            buildings=cities(DANE, "2.1#0"),
            mikah={"guild": guild, "resources": ["material", "fuel"]},
            dane={"guild": ["BC22"], "resources": ["psionic", "fuel"]},
        )

    broker = state(["BC23"])
    # Take a Psionic (the city's type); give a resource Dane lacks (Material, not Fuel).
    assert starting(broker, "trade") == ["trade 2.1#0 material"]
    assert_illegal(state([]), "trade 2.1#0 material")
    do(broker, "trade 2.1#0 material")
    assert held(broker, MIKAH) == ["fuel", "psionic"] and held(broker, DANE) == ["fuel", "material"]
    assert broker.pips == 2 and broker.captives[MIKAH * 3 + DANE] == 0  # Trade is not a tax
    # Prelude: discard it to gain 1 Material, 1 Fuel and 1 Weapon.
    broker = table("ADM4", buildings=cities(MIKAH, "3.1#0", "6.1#0"), mikah={"guild": ["BC23"]})
    do(broker, "prelude BC23")
    assert held(broker, MIKAH) == ["fuel", "material", "weapon"] and broker.court_discard == ["BC23"]


def test_bc23_elder_broker_trades_with_a_gate_stations_city_for_any_of_its_types() -> None:
    def state(dane_holds: list[str]) -> ArcsState:
        # Dane's Gate Stations city on gate 3.0 has the types of the cluster's cities: Material
        # (3.1) and Weapon (3.3). Mikah controls the gate and holds Elder Broker.
        return table(
            "ADM4",
            ships=[{"system": "3.0", "seat": MIKAH, "fresh": 2}],
            buildings=cities(DANE, "3.0#0", "3.1#0") + cities(LOTUS, "3.3#0"),
            mikah={"guild": ["BC23"], "resources": ["fuel"]},
            dane={"lore": ["L11"], "resources": dane_holds},
        )

    # Dane holds both types: Mikah gives Fuel and then picks which one to take.
    both = state(["material", "weapon"])
    assert starting(both, "trade") == ["trade 3.0#0 fuel"]
    do(both, "trade 3.0#0 fuel")
    assert legal(both) == ["choose material", "choose weapon"]
    do(both, "choose weapon")
    assert held(both, MIKAH) == ["weapon"] and held(both, DANE) == ["fuel", "material"]
    # Dane holds one of them: no question.
    one = state(["weapon", "psionic"])
    do(one, "trade 3.0#0 fuel")
    assert held(one, MIKAH) == ["weapon"] and held(one, DANE) == ["fuel", "psionic"]
    assert one.phase == Phase.ACTIONS and one.pips == 2
    # Dane holds neither: nothing to take, so no Trade there.
    assert starting(state(["psionic"]), "trade") == []


def test_bc24_relic_fence_turns_one_resource_into_a_relic_once_per_turn() -> None:
    state = round_start(
        MIKAH,
        [["ADM4", "ADM2"], ["CON2", "CON3"], ["MOB2", "MOB3"]],
        mikah={"guild": ["BC24"], "resources": ["fuel", "weapon"]},
    )
    do(state, "lead ADM4")
    assert starting(state, "prelude") == ["prelude BC24 fuel", "prelude BC24 weapon"]
    do(state, "prelude BC24 fuel")
    assert held(state, MIKAH) == ["relic", "weapon"]
    assert supply(state)["fuel"] == 5 and supply(state)["relic"] == 4
    assert state.guild[MIKAH] == ["BC24"]  # the card is kept
    assert_illegal(state, "prelude BC24 weapon")  # once per turn
    # Her next turn, it may be used again.
    do(state, "end", "copy CON2", "end", "copy MOB2", "end", "lead ADM2")
    assert starting(state, "prelude") == ["prelude BC24 relic", "prelude BC24 weapon"]
    assert starting(table("ADM4", mikah={"resources": ["fuel"]}), "prelude") == []  # without it


def test_bc25_galactic_bards_lets_a_follower_declare_their_cards_ambition_without_the_zero_marker() -> None:
    def follow(guild: list[str], mikah_declares: bool = False) -> ArcsState:
        state = round_start(
            MIKAH,
            [["ADM4", "CON2"], ["MOB5", "ADM6", "CON3"], ["AGG3", "MOB2"]],
            dane={"guild": guild},
        )
        do(state, "lead ADM4")
        if mikah_declares:
            do(state, "declare warlord")
        return do(state, "end")

    bards = do(follow(["BC25"]), "pivot MOB5")
    assert starting(bards, "declare") == ["declare keeper"]
    do(bards, "declare keeper")
    assert snap(bards)["markers"][0]["box"] == "keeper" and not bards.zeroed
    assert_illegal(do(follow([]), "pivot MOB5"), "declare keeper")
    # Surpassing too, and seizing first (FAQ: either order).
    bards = do(follow(["BC25"]), "surpass ADM6", "seize CON3")
    assert starting(bards, "declare") == ["declare empath"]
    do(bards, "declare empath")
    assert bards.initiative == DANE and not bards.zeroed
    bards = do(follow(["BC25"]), "pivot MOB5", "declare keeper")
    assert starting(bards, "seize") == ["seize ADM6", "seize CON3"]
    # Not on a Copy, nor once an ambition was declared this round.
    assert_illegal(do(follow(["BC25"]), "copy MOB5"), "declare keeper")
    assert_illegal(do(follow(["BC25"], mikah_declares=True), "pivot MOB5"), "declare keeper")


# -- Vox cards: When Secured ----------------------------------------------------------------------


def test_bc26_mass_uprising_places_a_ship_in_each_system_of_a_chosen_cluster() -> None:
    state = secure_vox("BC26")
    assert state.phase == Phase.CHOICE
    assert legal(state) == ["choose 2", "choose 3", "choose 5", "choose 6"]  # clusters in play
    do(state, "choose 5")
    assert [ships_at(state, f"5.{k}", MIKAH) for k in range(4)] == [(1, 0)] * 4
    assert snap(state)["seats"][MIKAH]["ships"] == 15 - 1 - 4
    assert state.court_discard == ["BC26"] and state.court[0] == "BC24"  # refilled after


def test_bc27_populist_demands_declares_any_ambition_without_the_zero_marker() -> None:
    state = secure_vox("BC27")
    assert legal(state) == [
        "choose tycoon",
        "choose tyrant",
        "choose warlord",
        "choose keeper",
        "choose empath",
        "choose none",
    ]
    do(state, "choose empath")
    # The highest available marker; the lead card (Aggression 2) keeps its number (errata).
    assert snap(state)["markers"][0]["box"] == "empath" and not state.zeroed
    assert state.court_discard == ["BC27"] and state.phase == Phase.ACTIONS
    # "An ambition marker must be Available": with none, nothing to choose.
    taken = [{"box": "tycoon"}, {"box": "tyrant"}, {"box": "keeper"}]
    state = secure_vox("BC27", markers=taken)
    assert state.phase == Phase.ACTIONS and state.court_discard == ["BC27"]


def test_bc28_outrage_spreads_every_player_provokes_outrage_of_the_named_type() -> None:
    kw: dict[str, Any] = {
        "mikah": {"guild": ["BC09"], "resources": ["fuel", "relic"]},
        "dane": {"resources": ["fuel"]},
        "lotus": {"guild": ["BC06"]},
    }
    state = secure_vox("BC28", **kw)
    assert "choose fuel" in legal(state) and "choose none" in legal(state)
    do(state, "choose fuel")
    seats = snap(state)["seats"]
    assert [s["outrage"] for s in seats] == [["fuel"]] * 3  # even Mikah
    assert held(state, MIKAH) == ["relic"] and held(state, DANE) == []
    assert state.guild == [[], [], []] and {"BC09", "BC06"} <= set(state.court_discard)
    assert [s["agents"] for s in seats] == [9, 9, 9]
    state = secure_vox("BC28", **kw)
    do(state, "choose none")
    assert [s["outrage"] for s in snap(state)["seats"]] == [[]] * 3


def test_bc29_song_of_freedom_returns_a_city_you_control_may_seize_and_is_shuffled_back() -> None:
    def securing(seat: int, mode: str, card: str) -> ArcsState:
        # Dane's 2 fresh ships control 3.3, where Lotus has a city.
        agents = [0, 0, 0]
        agents[seat] = 1
        state = table(
            card,
            seat,
            mode,
            lead="AGG2",
            ships=[{"system": "3.3", "seat": DANE, "fresh": 2}],
            buildings=cities(LOTUS, "3.3#0"),
            court=[{"card": "BC29", "agents": agents}, {"card": "BC13"}],
            court_deck=["BC24", "BC31"],  # top first
        )
        return do(state, "secure BC29")

    song = securing(DANE, "surpass", "AGG4")
    assert legal(song) == ["choose 3.3#0", "choose none"]
    do(song, "choose 3.3#0")
    assert "3.3#0" not in buildings(song) and snap(song)["seats"][LOTUS]["cities_left"] == 5
    assert legal(song) == ["choose seize", "choose none"]
    do(song, "choose seize")
    assert song.initiative == DANE and song.seized_by == DANE
    # Shuffled into the Court deck (a chance node orders it), then the Court is refilled.
    assert song.phase == Phase.CHANCE_SHUFFLE
    do(song, shuffle_to_top(song, "BC31", "BC29", "BC24"))
    assert song.court == ["BC24", "BC13"] and song.court_deck[-2:] == ["BC31", "BC29"]
    assert "BC29" not in song.court_discard
    # FAQ: secured by the leader (who has the initiative), the city returns but no seizing.
    song = table(
        "AGG2",
        ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
        buildings=cities(LOTUS, "3.3#0"),
        court=[{"card": "BC29", "agents": [1, 0, 0]}],
        court_deck=["BC31"],
    )
    do(song, "secure BC29", "choose 3.3#0")
    assert "3.3#0" not in buildings(song)
    assert song.phase == Phase.CHANCE_SHUFFLE and song.seized_by == -1 and song.initiative == MIKAH


def test_bc30_guild_struggle_steals_a_guild_card_then_shuffles_the_discarded_guild_cards_in() -> None:
    state = secure_vox(
        "BC30",
        dane={"guild": ["BC05"]},
        lotus={"guild": ["BC22", "BC08"]},  # Sworn Guardians protects BC08
        court_discard=["BC26", "BC09", "BC02"],
        court_deck=["BC31"],
    )
    assert legal(state) == ["choose 1 BC05", "choose 2 BC22", "choose none"]
    do(state, "choose 1 BC05")
    assert state.guild[MIKAH] == ["BC05"] and state.guild[DANE] == []
    # Then the Court discard's Guild cards (not the Vox cards) are shuffled into the deck.
    assert state.phase == Phase.CHANCE_SHUFFLE
    assert_illegal(state, "shuffle BC31 BC09")
    do(state, shuffle_to_top(state, "BC02", "BC31", "BC09"))
    assert state.court_discard == ["BC26", "BC30"]
    assert state.court[0] == "BC09" and state.court_deck[-2:] == ["BC02", "BC31"]


def test_bc31_call_to_action_draws_the_bottom_card_of_the_action_discard() -> None:
    state = secure_vox(
        "BC31",
        mikah={"hand": ["ADM2"]},
        action_discard=[{"card": "CON5"}, {"card": "MOB6"}],
    )
    assert state.hands[MIKAH] == ["ADM2", "CON5"]
    assert state.action_discard[0][0] == "MOB6"
    assert state.court_discard == ["BC31"]


# -- Prelude actions on cards (p20) -------------------------------------------------------------


def test_prelude_cards_cannot_be_used_in_the_prelude_they_were_secured_in() -> None:
    state = round_start(
        MIKAH,
        [["AGG3", "ADM2"], ["CON2", "CON3"], ["MOB2", "MOB3"]],
        mikah={"guild": ["BC08"], "resources": ["relic"]},
        court=[{"card": "BC20", "agents": [1, 0, 0]}, {"card": "BC13"}],
        court_deck=["BC31"],
    )
    do(state, "lead AGG3", "spend relic secure BC20")
    assert state.guild[MIKAH] == ["BC08", "BC20"]
    assert starting(state, "prelude") == ["prelude BC08"]  # held before this Prelude
    assert_illegal(state, "prelude BC20")
    do(state, "end", "copy CON2", "end", "copy MOB2", "end", "lead ADM2")
    assert "prelude BC20" in legal(state)
