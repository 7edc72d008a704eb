"""F24 Judge, Act III (issue 28; Fates file "F24 — Judge"; card texts F24-01A/B, F24-02 to
F24-05; CRB p.7-9). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data, flagship, flow, invariants, render
from ambitions.games.arcs_campaign.fates import acts, judge
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .act3_support import check_round_trips
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F24", "F1", "F3"]}
"""Mikah the Judge, Dane the Steward, Lotus the Magnate."""
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
TYCOON, TYRANT, WARLORD, KEEPER, EMPATH = range(5)


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), **camp}


def test_the_judge_act_iii_part_is_registered() -> None:
    assert "F24" in acts.ACT3 and acts.CHAPTER_END[("F24", 3)] is judge.chapter_end
    assert acts.BEFORE_SCORING[("F24", 3)] is judge.before_scoring
    assert data.EDICT_NUMBER[data.JUDGE_SETS_AGENDA] == 15


# -- the Setup side (F24-01A) -------------------------------------------------------------------------------
def test_setup_resettle_vow_arbiter_the_title_and_the_edict() -> None:
    """F24-01A, in its order: the Resettle question; gain Vow of Fairness, The Arbiter and the
    Judge's Chosen (the Judge's own until the Edicts); Judge Sets Agenda among the Edicts."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}],
            judges_chosen=LOTUS,
        ),
    )
    acts.SETUPS[("F24", 3)](s, MIKAH)
    flow.advance(s)
    assert "F24-02" in s.lore[MIKAH] and "F24-03" in s.guild[MIKAH]
    assert s.judges_chosen == MIKAH and data.JUDGE_SETS_AGENDA in s.edicts
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


def test_the_arbiter_is_protected() -> None:
    """The Arbiter's raid cost "0" is the protected card's "X" (Fates file): no raid takes it."""
    assert judge.THE_ARBITER not in [a[0] for a in _raid_options(_raid_table())]


# -- Balance the Reach (F24-01B) -------------------------------------------------------------------------
def scored(players: int = 3, **kw: Any) -> CampaignState:
    """A chapter 2 end with the given markers and seats (the chapter ends as it loads)."""
    fates = kw.pop("fates", FATES if players == 3 else {"fate": ["F24", "F1"]})
    s = pos(
        players,
        chapter=2,
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(players)],
        campaign_part={
            "act": 3,
            "fates": {**fates, "objective": [6] + [None] * (players - 1)},
            **kw.pop("campaign_extra", {}),
        },
        **kw,
    )
    if s.phase == Phase.CHOICE:
        assert s.mover == MIKAH and s.chapter_scoring == []  # (The Arbiter's question first)
        do(s, "choose done")
    return s


def test_balance_the_reach_one_per_ambition_tied_for_first() -> None:
    """F24-01B: Tycoon tied (Dane and Lotus, 1 Material each), Keeper not (Mikah alone): 1."""
    s = scored(
        markers=[{"box": "tycoon"}, {"box": "keeper"}, {}],
        seats=[
            {"resources": ["relic"]},
            {"resources": ["material"]},
            {"resources": ["fuel"]},
        ],
    )
    assert s.objective[MIKAH] == 5
    assert judge.tied_for_first((1, 1, 0)) and not judge.tied_for_first((0, 0, 0))


def test_balance_the_reach_nobody_with_any_is_no_tie() -> None:
    s = scored(markers=[{"box": "keeper"}, {}, {}])
    assert s.objective[MIKAH] == 6


def test_with_two_players_the_phantom_can_make_the_tie() -> None:
    """F24-01B, 2 players: the ambition box's resources (the phantom, base p19) tie Dane's."""
    dane = [{}, {"resources": ["material"]}]
    s = scored(2, markers=[{"box": "tycoon"}, {}, {}], box_resources={"material": 1}, seats=dane)
    assert s.objective[MIKAH] == 5
    s = scored(2, markers=[{"box": "tycoon"}, {}, {}], box_resources={}, seats=dane)
    assert s.objective[MIKAH] == 6


# -- The Arbiter (F24-03) ----------------------------------------------------------------------------------
def arbiter_table(**kw: Any) -> CampaignState:
    seats = kw.pop(
        "seats",
        [
            {"resources": ["material", "material"],
             "trophies": [{"owner": DANE, "piece": "ship", "count": 1}], "captives": [0, 0, 2]},
            {},
            {"resources": ["fuel", "fuel"]},
        ],
    )  # fmt: skip
    return pos(
        chapter=2,
        seats=seats,
        markers=[{"box": "tycoon"}, {}, {}],
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(3)],
        campaign_part=act3(**kw),
    )


def test_the_arbiter_asks_at_the_start_of_scoring() -> None:
    """F24-03 "at the start of scoring": the question comes before the ambitions are scored;
    resources only to a Rival with an empty slot (Lotus's 2 open ones are full: none to her); Trophies
    and Captives to any Rival. The position waiting for it loads back."""
    s = arbiter_table()
    assert s.phase == Phase.CHOICE and s.mover == MIKAH and s.chapter_scoring == []
    options = legal(s)
    assert "choose done" in options
    assert "choose resource material 1" in options and "choose resource material 2" not in options
    assert "choose trophy 1 ship 2" in options and "choose trophy 1 ship 1" in options
    assert "choose captive 2 1" in options and "choose captive 2 2" in options
    roundtrip(s)


def test_the_arbiter_gives_and_the_scoring_counts_it() -> None:
    """Mikah gives Dane both Materials: Dane wins Tycoon; Lotus's own agents go back to her."""
    s = arbiter_table()
    agents = s.agents[LOTUS]
    do(s, "choose resource material 1", "choose resource material 1", "choose captive 2 2")
    assert s.agents[LOTUS] == agents + 1 and s.captives[MIKAH * 3 + LOTUS] == 1
    do(s, "choose trophy 1 ship 1")
    assert s.trophies[(MIKAH * 3 + DANE) * 4] == 0
    do(s, "choose done")
    tycoon = s.chapter_scoring[-1][1][0]
    assert tycoon[2] == (0, 2, 2)  # (Lotus's 2 Fuel; Dane's 2 Material, given)
    assert s.chapter == 3 and invariants.problems(s) == []


def test_the_arbiter_a_trophy_given_to_its_owner_goes_back_to_its_supply() -> None:
    s = arbiter_table()
    ships = s.ships[DANE]
    do(s, "choose trophy 1 ship 1")
    assert s.ships[DANE] == ships + 1 and all(t == 0 for t in s.trophies[DANE * 12 : DANE * 12 + 12])


# -- Vow of Fairness (F24-02) ------------------------------------------------------------------------------
def _raid_table(**kw: Any) -> CampaignState:
    """Dane raids Mikah (keys to spend), who holds a Lotus city Trophy, an Imperial ship Trophy
    and a Dane Captive."""
    return pos(
        seats=[
            {"trophies": [{"owner": LOTUS, "piece": "city", "count": 1}, *kw.pop("trophies", [])],
             "captives": [0, 1, 0],
             "guild": kw.pop("guild", [])},
            {},
            {},
        ],
        turn=turn(DANE, "AGG4", 2),
        phase=CampaignPhase.BATTLE,
        ships=[{"system": "3.1", "seat": DANE, "fresh": 2}, {"system": "3.1", "seat": MIKAH, "fresh": 1}],
        battle={"system": "3.1", "defender": MIKAH, "stage": "raid", "keys": kw.pop("keys", 2),
                "attacking_fresh": 2, "attacking_damaged": 0},
        campaign_part=act3(
            neutral_trophies=[{"seat": MIKAH, "piece": "imperial-ship", "count": 1}],
            judges_chosen=MIKAH,
            battle={"side": "seat"},
        ),
    )  # fmt: skip


def _raid_options(s: CampaignState) -> list[str]:
    return [a for a in legal(s) if a.startswith("steal")]


def test_vow_of_fairness_trophies_and_captives_can_be_stolen_one_key_each() -> None:
    s = _raid_table()
    options = _raid_options(s)
    assert "steal trophy 2 city" in options and "steal trophy imperial-ship" in options
    assert "steal captive 1" in options
    do(s, "steal trophy 2 city")
    assert s.trophies[(DANE * 3 + LOTUS) * 4 + 3] == 1 and s.battle_keys == 1
    do(s, "steal captive 1")  # (Dane's own agent: back to his supply)
    assert s.captives[MIKAH * 3 + DANE] == 0 and s.captives[DANE * 3 + DANE] == 0
    assert invariants.problems(s) == []


def test_without_vow_of_fairness_nothing_of_the_kind() -> None:
    s = _raid_table()
    s.lore[MIKAH].remove(judge.VOW_OF_FAIRNESS)
    assert not [a for a in _raid_options(s) if "trophy" in a or "captive" in a]


# -- Judge Sets Agenda (F24-05) ----------------------------------------------------------------------------
def agenda_table(power: int = 5, **camp: Any) -> CampaignState:
    """The Edicts step under way: Judge Sets Agenda next; Mikah has 5 Power."""
    return pos(
        seats=[{"power": power}, {}, {}],
        turn=turn(DANE),
        campaign_part=act3(steps=[[data.JUDGE_SETS_AGENDA, -1]], judges_chosen=LOTUS, **camp),
        phase=CampaignPhase.RESOLVE,
    )


def test_judge_sets_agenda_any_marker_pays_its_second_place_then_hands_the_title() -> None:
    s = agenda_table()
    flow.advance(s)
    assert s.mover == MIKAH and s.judges_chosen == MIKAH  # (it returned to the Judge)
    options = legal(s)
    assert "choose none" in options and "choose tycoon 0" in options and "choose empath 2" in options
    roundtrip(s)
    do(s, "choose warlord 1")  # (not the highest marker, 0's 5 / 3: marker 1's 3 / 2)
    assert s.marker_box == [-1, WARLORD, -1] and s.power[MIKAH] == 5 - 2
    assert not s.declared_this_round  # (between rounds: the next round's declarations are open)
    assert sorted(legal(s)) == ["choose 1", "choose 2"]
    do(s, "choose 1")
    assert s.judges_chosen == DANE and invariants.problems(s) == []


# -- Judge's Chosen (F24-04) -------------------------------------------------------------------------------
def chosen_table(seat: int = DANE, card: str = "AGG4", **kw: Any) -> CampaignState:
    """`seat`'s turn (Aggression: move, battle); Dane holds the Judge's Chosen; in 3.1 Mikah
    (the Judge) has 2 fresh ships and 1 damaged, Dane 1, Lotus 1 and a city."""
    return pos(
        turn=turn(seat, card, 2),
        ships=[
            {"system": "3.1", "seat": MIKAH, "fresh": 2, "damaged": 1},
            {"system": "3.1", "seat": DANE, "fresh": 1},
            {"system": "3.1", "seat": LOTUS, "fresh": 1},
            *kw.pop("ships", []),
        ],
        buildings=[{"slot": "3.1#0", "seat": LOTUS, "kind": "city"}],
        campaign_part=act3(judges_chosen=kw.pop("chosen", DANE), battle=kw.pop("battle_part", None)),
        **kw,
    )


def test_the_chosen_moves_the_judges_ships_with_its_own_or_alone_and_gains_no_control() -> None:
    s = chosen_table()
    moves = [a for a in legal(s) if a.startswith("move 3.1 3.0")]
    assert "move 3.1 3.0 1 0 judge 2 1" in moves and "move 3.1 3.0 0 0 judge 1 0" in moves
    do(s, "move 3.1 3.0 0 0 judge 2 0")
    x = X["3.0"]
    assert s.fresh[x * 3 + MIKAH] == 2 and s.fresh[X["3.1"] * 3 + MIKAH] == 0
    assert s.controller(x) == MIKAH  # (no control from them: they are the Judge's)
    assert s.phase == Phase.ACTIONS and invariants.problems(s) == []


def test_only_the_chosen_acts_with_the_judges_ships() -> None:
    for seat in (LOTUS, MIKAH):
        s = chosen_table(seat)
        assert not [a for a in legal(s) if " judge " in a]


def test_the_chosen_adds_the_judges_ships_attacking_anyone_but_the_judge() -> None:
    """F24-04: added against Lotus (and not against Mikah, the Judge: attacking the Judge they
    defend for the Judge); one die more per ship."""
    s = chosen_table()
    battles = [a for a in legal(s) if a.startswith("battle")]
    assert "battle 3.1 2 judge 2 1" in battles and "battle 3.1 2 judge 1 0" in battles
    assert not [a for a in battles if a.startswith("battle 3.1 0 ") and "judge" in a]
    assert "battle 3.1 0" in battles
    do(s, "battle 3.1 2 judge 2 1")
    assert s.phase == CampaignPhase.BATTLE_DICE
    assert (s.battle_judge_fresh, s.battle_judge_damaged) == (2, 1)
    assert "dice 4 0 0" in legal(s) and "dice 5 0 0" not in legal(s)  # (1 + 3 ships)
    roundtrip(s)
    assert invariants.problems(s) == []


def test_hits_on_the_judges_attacking_ships_trophies_for_the_defender() -> None:
    """The attacker's self hits may go to the Judge's attacking ships (they attack with it): a
    fresh one damaged, a damaged one destroyed, a Trophy for the defender (base p14)."""
    s = chosen_table(
        phase=CampaignPhase.BATTLE,
        battle={"system": "3.1", "defender": LOTUS, "stage": "self", "self_hits": 2, "attacking_fresh": 1},
        chosen=DANE,
        battle_part={"side": "seat", "judge_attacking": [1, 1]},
    )
    assert {"hit judge-fresh", "hit judge-damaged", "hit fresh"} <= set(legal(s))
    roundtrip(s)
    do(s, "hit judge-damaged")
    assert s.damaged[X["3.1"] * 3 + MIKAH] == 0 and s.trophies[(LOTUS * 3 + MIKAH) * 4] == 1
    assert s.battle_judge_damaged == 0
    do(s, "hit judge-fresh")
    assert s.fresh[X["3.1"] * 3 + MIKAH] == 1 and s.damaged[X["3.1"] * 3 + MIKAH] == 1
    assert invariants.problems(s) == []


def test_the_agenda_hands_the_chosen_on_and_the_new_holder_acts() -> None:
    s = agenda_table()
    flow.advance(s)
    do(s, "choose none", "choose 2")
    assert s.judges_chosen == LOTUS
    s = chosen_table(LOTUS, chosen=LOTUS)
    assert "move 3.1 3.0 0 0 judge 1 0" in legal(s)
    s = chosen_table(DANE, chosen=LOTUS)
    assert not [a for a in legal(s) if " judge " in a]


def test_a_position_with_the_chosen_loads_back_and_bad_ones_are_refused() -> None:
    s = chosen_table()
    roundtrip(s)
    assert s.observation(None)["campaign"]["judges_chosen"] == DANE
    assert "Judge's Chosen: s1" in render.render(s.observation(None))
    assert pos(campaign_part=act3()).judges_chosen == MIKAH  # (by default the Judge's, F24-01A)
    with pytest.raises(InvalidRecord, match="judges_chosen"):
        pos(campaign_part={"act": 3, "fates": {"fate": ["F1", "F3", "F4"]}, "judges_chosen": 1})
    with pytest.raises(InvalidRecord, match="judges_chosen"):
        pos(campaign_part=act3(judges_chosen=5))
    with pytest.raises(InvalidRecord, match="judges_chosen"):
        pos(campaign_part={"fates": {"fate": ["F1", "F3", "F4"]}, "judges_chosen": 1})


# -- random campaigns with the Judge -------------------------------------------------------------------------
def _judges(text: str) -> bool:
    """An action of the Judge's Fate Set: the Chosen's with the Judge's ships, a Vow raid."""
    return " judge " in f" {text} " or text.startswith(("steal trophy", "steal captive"))


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (3, 2), (2, 3), (4, 4)])
def test_random_campaigns_with_the_judge_keep_the_invariants_and_replay(players: int, seed: int) -> None:
    """Whole random campaigns where the second Intermission deals the Judge (its draw's first
    Fate made F24) and the seat offered it takes it: Act III's Setup side, the Edicts, The
    Arbiter's questions, raids and the Chosen's ships under the invariants after every action;
    positions round-trip and determinize to the mover's observation; the record replays."""
    import json
    import random

    import ambitions.games.arcs_campaign as campaign
    from ambitions.core.state import CHANCE, TERMINAL
    from ambitions.games.arcs.actions import ArcsAction

    from .conftest import snap

    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed, act="all")
    seen: set[str] = set()
    for _ in range(30_000):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            a = s.sample_chance(rng)
            if s.phase == CampaignPhase.CHANCE_NEW_FATES and s.act == 2 and "F24" not in a.args:
                a = ArcsAction(a.kind, ("F24", *a.args[1:]))
            s.apply(a)
        else:
            legal_now = s.legal_actions()
            texts = [str(a) for a in legal_now]
            judged = [a for a, x in zip(legal_now, texts, strict=True) if _judges(x)]
            if "fate F24" in texts:
                pick = legal_now[texts.index("fate F24")]
            elif judged and rng.random() < 0.5:
                pick = rng.choice(judged)  # (the Judge's Fate Set at work, more often)
            else:
                busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
                pick = rng.choice(busy if busy and rng.random() < 0.85 else legal_now)
            text = str(pick)
            if _judges(text):
                seen.add(text.split()[0] + (" judge" if " judge " in f" {text} " else ""))
            if s.phase == Phase.CHOICE and s.choices and s.choices[-1][1] == judge.OBJECTIVE_CARD:
                seen.add(str(s.choices[-1][2]))
            s.apply(pick)
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        if s.act == 3 and (len(s.history) % 37 == 0 or s.phase == Phase.CHOICE):
            check_round_trips(s, seed)
    assert s.current_player() == TERMINAL and "F24" in s.fates
    assert {"agenda", "chosen"} <= seen, seen  # (the Edicts ran: the title handed on)
    again = campaign.replay(json.loads(json.dumps(s.record())))
    assert snap(again) == snap(s)


def test_the_arbiter_with_nothing_to_give_asks_nothing() -> None:
    s = arbiter_table(seats=[{}, {}, {}])
    assert s.phase == Phase.CHANCE_DEAL and s.chapter == 3


@pytest.mark.parametrize(
    ("resources", "advance"),
    [
        # Mikah 2 against the Commonwealth's 1 + 1: a tie with the Commonwealth, no individual one.
        ([["material", "material"], ["material"], ["fuel"]], 0),
        # Dane 1 and Lotus 1, tied as individuals (the Commonwealth's 2 wins it).
        ([[], ["material"], ["fuel"]], 1),
    ],
)
def test_balance_the_reach_on_the_commonwealths_ambition_counts_individual_ties(
    resources: list[list[str]], advance: int
) -> None:
    """F24-01B: "a Commonwealth ambition counts only individual ties" (F2-14 scores Tycoon with
    Dane's and Lotus's counts added up as the Commonwealth's)."""
    s = scored(
        markers=[{"box": "tycoon"}, {}, {}],
        seats=[{"resources": r} for r in resources],
        fates={"fate": ["F24", "F2", "F3"]},
        campaign_extra={"members": [1, 2], "commonwealth": "tycoon"},
    )
    assert s.objective[MIKAH] == 6 - advance


def test_vow_of_fairness_a_stolen_trophy_loyal_to_the_thief_goes_back_to_its_supply() -> None:
    s = _raid_table(trophies=[{"owner": DANE, "piece": "ship", "count": 1}])
    ships = s.ships[DANE]
    do(s, "steal trophy 1 ship")
    assert s.ships[DANE] == ships + 1 and s.trophies[(MIKAH * 3 + DANE) * 4] == 0
    assert s.trophies[(DANE * 3 + DANE) * 4] == 0 and invariants.problems(s) == []


def test_judge_sets_agenda_paying_may_take_the_judge_below_0() -> None:
    """ "Paying Power" (F24-05) read as a loss that may take the Judge below 0 (CRB p.28)."""
    s = agenda_table(power=1)
    flow.advance(s)
    do(s, "choose keeper 0")  # (marker 0: 5 / 3)
    assert s.power[MIKAH] == 1 - 3 and s.marker_box[0] == KEEPER
