"""The eight leaders (rulebook p21; card texts and FAQ rulings in arcs-data.md B.5): one scenario
per ability, named after it, each checking what the ability changes against the same position
without the leader. Positions use 3SETUP01 (clusters 1 and 4 out of play).

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import chapter, data, invariants
from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import (
    DANE,
    MIKAH,
    assert_illegal,
    do,
    held,
    legal,
    round_start,
    ships_at,
    snap,
    starting,
    supply,
    table,
)
from .ll_tables import declaring, ll_game, power

ELDER, MYSTIC, FUEL_DRINKER, UPSTART, REBEL, WARRIOR, FEASTBRINGER, DEMAGOGUE = (
    f"LEAD0{i}" for i in range(1, 9)
)
COURT = [{"card": "BC13"}, {"card": "BC05"}, {"card": "BC21"}]


def leader(on: bool, card: str, **seat: Any) -> dict[str, Any]:
    return power(on, "leader", card, **seat)


def battle_dane(state: ArcsState, *texts: str) -> ArcsState:
    """Mikah battles Dane at 3.3 with the given dice and roll."""
    return do(state, "battle 3.3 1", *texts)


# -- Elder ---------------------------------------------------------------------------------------
def test_elder_beloved_influences_after_defending_when_the_attacker_took_trophies() -> None:
    def state(elder: bool) -> ArcsState:
        return table(
            "AGG2",
            ships=[
                {"system": "3.3", "seat": MIKAH, "fresh": 2},
                {"system": "3.3", "seat": DANE, "damaged": 1},
            ],
            dane=leader(elder, ELDER),
            court=COURT,
        )

    beloved = battle_dane(state(True), "dice 0 1 0", "roll S3")  # 1 hit destroys Dane's ship
    assert snap(beloved)["seats"][MIKAH]["trophies"] == [{"owner": DANE, "piece": "ship", "count": 1}]
    assert beloved.current_player() == DANE and beloved.phase == Phase.CHOICE
    assert legal(beloved) == ["choose BC13", "choose BC05", "choose BC21", "choose none"]
    do(beloved, "choose BC05")
    assert snap(beloved)["court"][1]["agents"] == [0, 1, 0]
    assert beloved.current_player() == MIKAH and beloved.phase == Phase.ACTIONS
    # Without the Elder, the battle just ends.
    plain = battle_dane(state(False), "dice 0 1 0", "roll S3")
    assert plain.current_player() == MIKAH and plain.phase == Phase.ACTIONS
    # No Trophies taken: no influence.
    missed = battle_dane(state(True), "dice 0 1 0", "roll S0")
    assert missed.current_player() == MIKAH and missed.phase == Phase.ACTIONS


def test_elder_beloved_rivals_battling_the_elder_cannot_ransack_the_court() -> None:
    def state(elder: bool) -> ArcsState:
        return table(
            "AGG2",
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 2}],
            buildings=[{"slot": "3.3#0", "seat": DANE, "kind": "city", "damaged": True}],
            dane=leader(elder, ELDER),
            court=[{"card": "BC13", "agents": [0, 1, 0]}, {"card": "BC05"}],
            court_deck=["BC24"],
        )

    # The hit destroys Dane's damaged city (no defending ships): Outrage, then Ransack (p16).
    plain = battle_dane(state(False), "dice 0 1 0", "roll S3")
    assert plain.guild[MIKAH] == ["BC13"]
    assert snap(plain)["seats"][MIKAH]["outrage"] == ["weapon"]
    beloved = battle_dane(state(True), "dice 0 1 0", "roll S3")
    assert beloved.guild[MIKAH] == [] and beloved.court[0] == "BC13"
    assert snap(beloved)["seats"][MIKAH]["outrage"] == ["weapon"]  # Outrage still happens
    do(beloved, "choose none")  # Beloved's influence: the city was a Trophy


def test_elder_just_tyrant_pays_second_place_power_for_first_and_nothing_for_second() -> None:
    def scored(elder_seat: int) -> list[int]:
        seats: list[dict[str, Any]] = [{"captives": [0, 3, 0]}, {"captives": [2, 0, 0]}, {}]
        seats[MIKAH]["resources"] = ["relic"]
        if elder_seat >= 0:
            seats[elder_seat]["leader"] = ELDER
        state = table(
            "ADM4",
            mikah=seats[0],
            dane=seats[1],
            lotus=seats[2],
            markers=[{"box": "tyrant"}, {"box": "keeper"}, {}],
        )
        return chapter.score_ambitions(state)

    # Tyrant 5/3 (Mikah first, Dane second); Keeper 3/2 (Mikah first).
    assert scored(-1) == [5 + 3, 3, 0]
    assert scored(MIKAH) == [3 + 3, 3, 0]  # first place pays second-place Power; Keeper as usual
    assert scored(DANE) == [5 + 3, 0, 0]  # no Power for second place


def test_elder_just_first_place_gets_no_bonus_city_power() -> None:
    def scored(elder: bool) -> int:
        cities = [
            {"slot": s, "seat": MIKAH, "kind": "city"} for s in ("2.3#0", "2.3#1", "3.3#0", "3.3#1", "5.3#0")
        ]
        state = table(
            "ADM4",
            mikah=leader(elder, ELDER, captives=[0, 1, 0]),
            buildings=cities,
            markers=[{"box": "tyrant"}, {}, {}],
        )
        return chapter.score_ambitions(state)[MIKAH]

    assert scored(False) == 5 + 5  # all cities built: +5 bonus city Power (p18)
    assert scored(True) == 3


# -- Mystic ---------------------------------------------------------------------------------------
def _taxer(leader_id: str, on: bool, lead: str, card: str, mode: str, **seat: Any) -> ArcsState:
    return table(
        card,
        MIKAH,
        mode,
        lead=lead,
        lead_seat=DANE,
        buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "city"}],
        mikah=leader(on, leader_id, **seat),
    )


def test_mystic_attuned_copy_or_pivot_to_tax_also_gains_a_psionic() -> None:
    pivot = do(_taxer(MYSTIC, True, "MOB3", "ADM2", "pivot"), "tax 3.3#0")
    assert held(pivot, MIKAH) == ["psionic", "weapon"]
    copy = do(_taxer(MYSTIC, True, "ADM3", "CON2", "copy"), "tax 3.3#0")
    assert held(copy, MIKAH) == ["psionic", "weapon"]
    plain = do(_taxer(MYSTIC, False, "MOB3", "ADM2", "pivot"), "tax 3.3#0")
    assert held(plain, MIKAH) == ["weapon"]
    # Leading or Surpassing is not Copy or Pivot; a Psionic spent to tax is not the card's pip.
    led = do(
        table(
            "ADM4", buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "city"}], mikah=leader(True, MYSTIC)
        ),
        "tax 3.3#0",
    )
    assert held(led, MIKAH) == ["weapon"]
    spent = do(
        _taxer(MYSTIC, True, "ADM3", "CON2", "pivot", resources=["psionic"]), "spend psionic tax 3.3#0"
    )
    assert held(spent, MIKAH) == ["weapon"]


def test_mystic_cryptic_starts_outraged_in_material_and_fuel() -> None:
    rows = ["LEAD02", "LEAD05", "LEAD07", "LEAD01", "L01", "L02", "L03", "L04"]

    def drafted(mikah_takes: str) -> ArcsState:
        state = ll_game(3, MIKAH, "3SETUP01", rows)
        other = "LEAD01" if mikah_takes != "LEAD01" else "LEAD05"
        return do(
            state, "pick LEAD07", f"pick {other}", f"pick {mikah_takes}", "pick L01", "pick L02", "pick L03"
        )

    mystic = drafted(MYSTIC)
    assert snap(mystic)["seats"][MIKAH]["outrage"] == ["material", "fuel"]
    assert mystic.agents[MIKAH] == data.AGENTS_PER_PLAYER - 2
    other = drafted("LEAD05")
    assert snap(other)["seats"][MIKAH]["outrage"] == []
    assert other.agents[MIKAH] == data.AGENTS_PER_PLAYER


# -- Fuel-Drinker ----------------------------------------------------------------------------------
def test_fuel_drinker_insatiable_copy_or_pivot_to_tax_also_gains_a_fuel() -> None:
    pivot = do(_taxer(FUEL_DRINKER, True, "MOB3", "ADM2", "pivot"), "tax 3.3#0")
    assert held(pivot, MIKAH) == ["fuel", "weapon"]
    plain = do(_taxer(FUEL_DRINKER, False, "MOB3", "ADM2", "pivot"), "tax 3.3#0")
    assert held(plain, MIKAH) == ["weapon"]


def test_fuel_drinker_lavish_discards_all_fuel_after_scoring_if_tycoon_was_scored() -> None:
    def scored(drinker: bool, box: str) -> ArcsState:
        state = table(
            "ADM4",
            mikah=leader(drinker, FUEL_DRINKER, resources=["fuel", "fuel"]),
            markers=[{"box": box}, {}, {}],
        )
        chapter.score_ambitions(state)
        return state

    lavish = scored(True, "tycoon")
    assert lavish.power[MIKAH] == 5  # Tycoon is scored with the Fuel first
    assert held(lavish, MIKAH) == [] and supply(lavish)["fuel"] == 5
    assert held(scored(False, "tycoon"), MIKAH) == ["fuel", "fuel"]
    assert held(scored(True, "keeper"), MIKAH) == ["fuel", "fuel"]


# -- Upstart ---------------------------------------------------------------------------------------
def test_upstart_ambitious_gains_any_resource_on_declaring() -> None:
    def state(upstart: bool) -> ArcsState:
        return declaring("ADM2", "tycoon", leader(upstart, UPSTART))

    ambitious = state(True)
    assert ambitious.current_player() == MIKAH and ambitious.phase == Phase.CHOICE
    assert legal(ambitious) == [f"choose {r}" for r in data.RESOURCES] + ["choose none"]
    do(ambitious, "choose relic")
    assert held(ambitious, MIKAH) == ["relic"]
    assert ambitious.phase == Phase.ACTIONS
    assert state(False).phase == Phase.ACTIONS


def test_upstart_callow_cannot_tax_cities_it_does_not_control() -> None:
    def state(upstart: bool) -> ArcsState:
        return table(
            "ADM4",
            ships=[
                {"system": "3.3", "seat": MIKAH, "fresh": 1},
                {"system": "3.3", "seat": DANE, "fresh": 2},
                {"system": "2.3", "seat": MIKAH, "fresh": 1},
            ],
            buildings=[
                {"slot": "3.3#0", "seat": MIKAH, "kind": "city"},
                {"slot": "2.3#0", "seat": MIKAH, "kind": "city"},
            ],
            mikah=leader(upstart, UPSTART),
        )

    assert starting(state(False), "tax") == ["tax 2.3#0", "tax 3.3#0"]
    callow = state(True)
    assert starting(callow, "tax") == ["tax 2.3#0"]  # errata: Loyal cities too
    assert_illegal(callow, "tax 3.3#0")


# -- Rebel -----------------------------------------------------------------------------------------
def test_rebel_committed_collects_two_extra_dice_and_must() -> None:
    def state(rebel: bool) -> ArcsState:
        ships = [{"system": "3.3", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 1}]
        return do(table("AGG2", ships=ships, mikah=leader(rebel, REBEL)), "battle 3.3 1")

    plain = state(False)
    assert sorted(legal(plain)) == ["dice 0 0 1", "dice 0 1 0", "dice 1 0 0"]
    committed = state(True)
    dice = [tuple(map(int, a.split()[1:])) for a in legal(committed)]
    assert max(sum(d) for d in dice) == 3 and min(sum(d) for d in dice) == 2  # FAQ: mandatory
    assert_illegal(committed, "dice 1 0 0")
    do(committed, "dice 3 0 0")
    assert committed.phase == Phase.CHANCE_ROLL and committed.battle_dice == (3, 0, 0)


def test_rebel_disorganized_moves_at_most_two_ships_at_a_time() -> None:
    def state(rebel: bool) -> ArcsState:
        return table(
            "MOB4",
            ships=[{"system": "3.3", "seat": MIKAH, "fresh": 3, "damaged": 1}],
            mikah=leader(rebel, REBEL),
        )

    assert "move 3.3 3.2 3 1" in legal(state(False))
    disorganized = state(True)
    moves = [a for a in legal(disorganized) if a.startswith("move 3.3 3.2")]
    assert moves == ["move 3.3 3.2 0 1", "move 3.3 3.2 1 0", "move 3.3 3.2 1 1", "move 3.3 3.2 2 0"]
    assert_illegal(disorganized, "move 3.3 3.2 3 0")


# -- Warrior ---------------------------------------------------------------------------------------
def _warrior(on: bool, mode: str = "pivot", **kw: Any) -> ArcsState:
    kw.setdefault(
        "ships", [{"system": "3.3", "seat": MIKAH, "fresh": 3}, {"system": "3.3", "seat": DANE, "fresh": 1}]
    )
    if mode == "lead":
        return table("AGG2", mikah=leader(on, WARRIOR), **kw)
    return table("AGG2", MIKAH, mode, lead="MOB3", lead_seat=DANE, mikah=leader(on, WARRIOR), **kw)


def test_warrior_tactical_copy_or_pivot_to_battle_may_move_after_the_battle() -> None:
    tactical = battle_dane(_warrior(True), "dice 0 1 0", "roll S0")
    assert tactical.current_player() == MIKAH and tactical.phase == Phase.CHOICE
    assert "choose 3.3 3.2 2 0" in legal(tactical) and "choose none" in legal(tactical)
    do(tactical, "choose 3.3 3.2 2 0")
    assert ships_at(tactical, "3.2", MIKAH) == (2, 0)
    # Without the Warrior, or with a led card, the battle ends the turn's actions.
    for state in (_warrior(False), _warrior(True, "lead")):
        battle_dane(state, "dice 0 1 0", "roll S0")
        assert state.phase != Phase.CHOICE


def test_warrior_tactical_may_move_first_only_toward_a_legal_battle_then_must_battle() -> None:
    def state(on: bool, mode: str = "pivot") -> ArcsState:
        ships = [{"system": "3.2", "seat": MIKAH, "fresh": 2}, {"system": "3.3", "seat": DANE, "fresh": 1}]
        return _warrior(on, mode, ships=ships, bystanders=False)

    tactical = state(True)
    # FAQ: if you move first you must then perform a legal battle: only moves into 3.3 qualify.
    assert starting(tactical, "tactical") == ["tactical 3.2 3.3 1 0", "tactical 3.2 3.3 2 0"]
    assert starting(state(False), "tactical") == [] and starting(state(True, "lead"), "tactical") == []
    do(tactical, "tactical 3.2 3.3 2 0")
    assert tactical.phase == Phase.CHOICE and legal(tactical) == ["choose 3.3 1"]
    do(tactical, "choose 3.3 1")
    assert tactical.phase == Phase.BATTLE_DICE and tactical.pips == 0
    do(tactical, "dice 0 2 0", "roll S0 S0")
    assert tactical.phase != Phase.CHOICE  # moved first: no move after the battle
    assert tactical.turn_seat != MIKAH


def test_warrior_tactical_move_first_keeps_a_legal_battle_through_a_sprinter_drives_move() -> None:
    # Mikah (Warrior with Sprinter Drives) moves both fresh ships from 3.2 into Dane's 3.3 first.
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 2}, {"system": "3.3", "seat": DANE, "fresh": 1}]
    state = _warrior(True, ships=ships, bystanders=False)
    state.lore[MIKAH] = ["L03"]
    do(state, "tactical 3.2 3.3 2 0")
    # Sprinter Drives' extra move comes before the owed battle, and may not take both ships away
    # from the only battle left (FAQ: moving first, you must then perform a legal battle).
    sprints = legal(state)
    assert "choose 3.3 3.2 1" in sprints and "choose done" in sprints
    assert not [a for a in sprints if a.startswith("choose 3.3 ") and a.endswith(" 2")]
    assert_illegal(state, "choose 3.3 3.2 2")
    do(state, "choose 3.3 3.2 1")
    assert ships_at(state, "3.3", MIKAH) == (1, 0) and legal(state) == ["choose 3.3 1"]
    do(state, "choose 3.3 1")
    assert state.phase == Phase.BATTLE_DICE


def test_warrior_tactical_with_sprinter_drives_keeps_no_stale_record_when_no_ship_may_sprint() -> None:
    # Issue 12: Mikah's only ship moves first into Dane's 3.3; Sprinter Drives may not take it away
    # from the owed battle, so there is no extra move, and no record of ships that may make one.
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 1}, {"system": "3.3", "seat": DANE, "fresh": 1}]
    state = _warrior(True, ships=ships, bystanders=False)
    state.lore[MIKAH] = ["L03"]
    do(state, "tactical 3.2 3.3 1 0")
    assert legal(state) == ["choose 3.3 1"] and state.sprinters == []
    assert invariants.problems(state) == []
    do(state, "choose 3.3 1", "dice 1 0 0", "roll A1")  # the self-hit damages Mikah's ship
    assert ships_at(state, "3.3", MIKAH) == (0, 1)
    assert invariants.problems(state) == []


def test_warrior_tactical_owed_battle_waits_for_a_sprinter_drives_catapult_move() -> None:
    # Issue 12: the extra move of Sprinter Drives leaves from Mikah's starport, so it may go on as a
    # Catapult move (p13); the battle owed for moving first comes when the Catapult move is over.
    ships = [{"system": "3.2", "seat": MIKAH, "fresh": 3}, {"system": "3.3", "seat": DANE, "fresh": 1}]
    state = _warrior(
        True, ships=ships, bystanders=False, buildings=[{"slot": "3.3#0", "seat": MIKAH, "kind": "starport"}]
    )
    state.lore[MIKAH] = ["L03"]
    do(state, "tactical 3.2 3.3 3 0", "choose 3.3 3.0 1")
    assert state.phase == Phase.CATAPULT and state.current_player() == MIKAH
    assert "stop" in legal(state) and "catapult 2.0 1 0" in legal(state)
    assert invariants.problems(state) == []
    do(state, "catapult 2.0 1 0")
    assert ships_at(state, "2.0", MIKAH) == (1, 0)
    assert invariants.problems(state) == []
    do(state, "stop")
    assert state.phase == Phase.CHOICE and "choose done" in legal(state)  # the other two may sprint
    do(state, "choose done")
    assert legal(state) == ["choose 3.3 1"] and state.moved_fresh == [] and state.catapult_at == -1
    do(state, "choose 3.3 1")
    assert state.phase == Phase.BATTLE_DICE and invariants.problems(state) == []


def test_warrior_violent_empath_pays_second_place_power_for_first_and_nothing_for_second() -> None:
    def scored(warrior_seat: int) -> list[int]:
        seats: list[dict[str, Any]] = [{"resources": ["psionic", "psionic"]}, {"resources": ["psionic"]}, {}]
        if warrior_seat >= 0:
            seats[warrior_seat]["leader"] = WARRIOR
        state = table(
            "ADM4", mikah=seats[0], dane=seats[1], lotus=seats[2], markers=[{"box": "empath"}, {}, {}]
        )
        return chapter.score_ambitions(state)

    assert scored(-1) == [5, 3, 0]
    assert scored(MIKAH) == [3, 3, 0]
    assert scored(DANE) == [5, 0, 0]


# -- Feastbringer ----------------------------------------------------------------------------------
def _feast(on: bool, court: list[dict[str, Any]], mode: str = "pivot") -> ArcsState:
    if mode == "lead":
        return table("AGG2", mikah=leader(on, FEASTBRINGER), court=court, court_deck=["BC24"])
    return table(
        "AGG2",
        MIKAH,
        mode,
        lead="MOB3",
        lead_seat=DANE,
        mikah=leader(on, FEASTBRINGER),
        court=court,
        court_deck=["BC24"],
    )


def test_feastbringer_charismatic_copy_or_pivot_to_secure_may_influence_after() -> None:
    court = [{"card": "BC13", "agents": [1, 0, 0]}, {"card": "BC05"}]
    charismatic = do(_feast(True, court), "secure BC13")
    assert charismatic.guild[MIKAH] == ["BC13"]
    assert charismatic.phase == Phase.CHOICE
    assert legal(charismatic) == ["choose BC24", "choose BC05", "choose none"]  # after the refill
    do(charismatic, "choose BC05")
    assert snap(charismatic)["court"][1]["agents"] == [1, 0, 0]
    for state in (_feast(False, court), _feast(True, court, "lead")):
        do(state, "secure BC13")
        assert state.phase != Phase.CHOICE


def test_feastbringer_charismatic_may_influence_first_only_toward_a_legal_secure() -> None:
    # BC13 is tied 1-1: one more agent secures it; BC05 would be tied after influencing.
    court = [{"card": "BC13", "agents": [1, 1, 0]}, {"card": "BC05", "agents": [0, 1, 0]}]
    charismatic = _feast(True, court)
    assert starting(charismatic, "charismatic") == ["charismatic BC13"]
    assert starting(_feast(False, court), "charismatic") == []
    assert starting(_feast(True, court, "lead"), "charismatic") == []
    do(charismatic, "charismatic BC13")
    assert legal(charismatic) == ["choose BC13"]  # must secure
    do(charismatic, "choose BC13")
    assert charismatic.guild[MIKAH] == ["BC13"] and charismatic.captives[MIKAH * 3 + DANE] == 1


def test_feastbringer_generous_declaring_gives_a_guild_card_to_the_rival_with_least_power() -> None:
    def state(on: bool, guild: list[str], dane_power: int = 3) -> ArcsState:
        hands = [["ADM2"], ["MOB3"], ["CON3"]]
        mikah = leader(on, FEASTBRINGER, guild=guild)
        return do(
            round_start(MIKAH, hands, mikah=mikah, dane={"power": dane_power}, lotus={"power": 2}),
            "lead ADM2",
        )

    assert starting(state(True, []), "declare") == []  # nothing to give: no declaring
    assert starting(state(False, []), "declare") == ["declare tycoon"]
    generous = do(state(True, ["BC05", "BC13"]), "declare tycoon")
    assert legal(generous) == ["choose BC05", "choose BC13"]
    do(generous, "choose BC13")
    assert generous.guild == [["BC05"], [], ["BC13"]]  # Lotus has the least Power
    # A tie for least Power goes to the tied Rival earliest in turn order (p22): Dane.
    tied = do(state(True, ["BC05"], dane_power=2), "declare tycoon", "choose BC05")
    assert tied.guild == [[], ["BC05"], []]
    assert do(state(False, ["BC05"]), "declare tycoon").guild[MIKAH] == ["BC05"]


# -- Demagogue -------------------------------------------------------------------------------------
def test_demagogue_bold_influences_up_to_one_agent_per_court_card_on_declaring() -> None:
    def state(on: bool) -> ArcsState:
        return declaring("ADM2", "tycoon", leader(on, DEMAGOGUE), court=COURT)

    bold = state(True)
    assert legal(bold) == ["choose BC13", "choose BC05", "choose BC21", "choose done"]
    do(bold, "choose BC21")
    assert legal(bold) == ["choose BC13", "choose BC05", "choose done"]  # once per card
    do(bold, "choose BC13", "choose done")
    assert [c["agents"][MIKAH] for c in snap(bold)["court"]] == [1, 0, 1]
    assert bold.agents[MIKAH] == data.AGENTS_PER_PLAYER - 2 and bold.phase == Phase.ACTIONS
    assert state(False).phase == Phase.ACTIONS


def test_demagogue_paranoid_cannot_secure_guild_cards_with_only_one_loyal_agent() -> None:
    def state(on: bool, agents: int = 1) -> ArcsState:
        court = [{"card": "BC13", "agents": [agents, 0, 0]}, {"card": "BC26", "agents": [1, 0, 0]}]
        return table("AGG2", mikah=leader(on, DEMAGOGUE), court=court, court_deck=["BC24"])

    assert starting(state(False), "secure") == ["secure BC13", "secure BC26"]
    paranoid = state(True)
    assert starting(paranoid, "secure") == ["secure BC26"]  # Vox cards are fine
    assert_illegal(paranoid, "secure BC13")
    assert starting(state(True, agents=2), "secure") == ["secure BC13", "secure BC26"]
