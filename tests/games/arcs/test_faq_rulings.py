"""Court-card rulings from the publisher's FAQ (LederCards/cards, content/faq/arcs) and card texts
the engine once got wrong (issue 11), and the same kind of mistake looked for elsewhere. One
scenario per card, named after it, each against the same position without the ruling's condition.
Positions use 3SETUP01 (clusters 1 and 4 out of play) unless said.

Seats: Mikah, Dane and Lotus are seats 0, 1 and 2 (clockwise).
"""

from __future__ import annotations

import json
import random
from typing import Any

import ambitions
from ambitions.games.arcs import invariants
from ambitions.games.arcs.render import render
from ambitions.games.arcs.state import ArcsState, Phase

from .conftest import DANE, LOTUS, MIKAH, do, held, legal, observe_as, ships_at, snap, supply, table


def ship(system: str, seat: int, fresh: int = 0, damaged: int = 0) -> dict[str, Any]:
    return {"system": system, "seat": seat, "fresh": fresh, "damaged": damaged}


def building(slot: str, seat: int, kind: str, damaged: bool = False) -> dict[str, Any]:
    return {"slot": slot, "seat": seat, "kind": kind, "damaged": damaged}


def holdings(state: ArcsState, seat: int) -> str | None:
    """The resource on `seat`'s Ancient Holdings (L13) slot."""
    out: str | None = snap(state)["seats"][seat]["holdings"]
    return out


# -- BC02 Mining Interest, BC09 Shipping Interest: Ancient Holdings is an empty resource slot ----------
def test_bc02_mining_interest_and_bc09_shipping_interest_fill_the_ancient_holdings_slot_too() -> None:
    """ "Gain Material (Fuel) up to your number of empty resource slots": Ancient Holdings (L13)
    "has one resource slot", so an empty one counts (5 cities on the board: 2 open board slots)."""

    def interest(card: str, lore: list[str], resources: tuple[str, ...] = (), **kw: Any) -> ArcsState:
        state = table("ADM4", mikah={"guild": [card], "lore": lore, "resources": list(resources)}, **kw)
        return do(state, f"prelude {card}")

    mining = interest("BC02", ["L13"])
    assert held(mining, MIKAH) == ["material", "material"] and holdings(mining, MIKAH) == "material"
    assert supply(mining)["material"] == 2
    assert held(interest("BC02", []), MIKAH) == ["material", "material"]  # 2 slots without the card
    shipping = interest("BC09", ["L13"])
    assert held(shipping, MIKAH) == ["fuel", "fuel"] and holdings(shipping, MIKAH) == "fuel"
    # A full board but an empty Ancient Holdings: 1 empty slot.
    full = interest("BC09", ["L13"], ("relic", "relic"))
    assert holdings(full, MIKAH) == "fuel" and supply(full)["fuel"] == 4
    # The supply empties: the steal goes on into the card's slot.
    stealing = interest(
        "BC02",
        ["L13"],
        buildings=[building("3.1#0", DANE, "city")],
        dane={"resources": ["material", "material", "material"]},
        lotus={"resources": ["material", "material"]},  # the supply is empty
    )
    assert stealing.phase == Phase.CHOICE
    do(stealing, "choose 1", "choose 1", "choose 1")
    assert holdings(stealing, MIKAH) == "material" and held(stealing, DANE) == []
    assert stealing.phase == Phase.ACTIONS


# -- BC12-BC15 (sweep): the other discard-to-do-X cards offered only when X is possible ---------------
def test_bc12_to_bc15_three_ship_cards_may_be_discarded_controlling_no_system() -> None:
    """Prison Wardens, Skirmishers, Court Enforcers, Loyal Marines: "You may discard this to place 3
    ships in a system you control." FAQ (the Cartels, Silver-Tongues, Lattice Spies): any card that
    says you can discard it to do something else can simply be discarded."""
    for card in ("BC12", "BC13", "BC14", "BC15"):
        nowhere = table("ADM4", mikah={"guild": [card]})  # only a ship in the shared 6.0 gate
        assert [a for a in legal(nowhere) if a.startswith("prelude")] == [f"prelude {card}"]
        ships = snap(nowhere)["seats"][MIKAH]["ships"]
        do(nowhere, f"prelude {card}")
        assert nowhere.court_discard == [card] and snap(nowhere)["seats"][MIKAH]["ships"] == ships
        # Controlling a system: the ships are placed, no discard for nothing is offered.
        somewhere = table("ADM4", ships=[ship("3.3", MIKAH, 1)], mikah={"guild": [card]})
        assert [a for a in legal(somewhere) if a.startswith("prelude")] == [f"prelude {card} 3.3"]


# -- BC16 Lattice Spies: discarded even when seizing is impossible -------------------------------------
def test_bc16_lattice_spies_may_be_discarded_when_the_initiative_cannot_be_seized() -> None:
    """FAQ (Lattice Spies): "Can I discard this even if I cannot seize?" Yes: a discard-to-do-X
    card can simply be discarded. The card's timing stays: before any other actions."""

    def follow(**kw: Any) -> ArcsState:
        return table(
            "MOB3",
            DANE,
            "pivot",
            lead="ADM4",
            ships=[ship("3.3", DANE, 1)],
            dane={"guild": ["BC16"], "resources": ["fuel"], "hand": ["CON2"]},
            **kw,
        )

    # Seized already this round (by Lotus): discarding does not take the initiative from her.
    seized = follow(initiative=LOTUS, seized_by=LOTUS)
    assert "prelude BC16" in legal(seized)
    do(seized, "prelude BC16")
    assert seized.initiative == LOTUS and seized.seized_by == LOTUS
    assert seized.guild[DANE] == [] and seized.court_discard == ["BC16"]
    # She leads, so holds the initiative: discarding changes nothing else.
    leading = table("ADM4", mikah={"guild": ["BC16"]})
    do(leading, "prelude BC16")
    assert leading.initiative == MIKAH and leading.seized_by == -1 and leading.court_discard == ["BC16"]
    # Seizing possible: the card still seizes, and still only before any other action.
    spies = follow()
    do(spies, "prelude BC16")
    assert spies.initiative == DANE and spies.seized_by == DANE
    late = follow(seized_by=LOTUS)
    do(late, "spend fuel move 3.3 3.2 1 0")
    assert "prelude BC16" not in legal(late)


# -- BC17 Farseers: the discarded cards are shuffled (a chance node) ------------------------------------
def farseers_discarding(*cards: str) -> ArcsState:
    """Mikah's Prelude: Farseers and `cards` from her hand go to the discard, whose bottom holds 2
    older cards; she will draw one more than `cards` from the bottom."""
    state = table(
        "ADM4",
        mikah={"guild": ["BC17"], "hand": ["ADM2", "CON3", "MOB5"]},
        # Every other card in a Rival's hand: the pile holds only these 2.
        dane={"hand": ["ADM3", "ADM5", "ADM6", "AGG2", "AGG3", "AGG5", "AGG6"]},
        lotus={"hand": ["CON2", "CON4", "CON5", "CON6", "MOB3", "MOB4", "MOB6"]},
        action_discard=[{"card": "AGG4", "faceup": True}, {"card": "MOB2", "faceup": True}],
    )
    do(state, "prelude BC17", *(f"choose {c}" for c in cards), "choose done")
    return state


def test_bc17_farseers_shuffles_the_discarded_cards_before_they_go_on_the_pile() -> None:
    """FAQ (Farseers): shuffle all the cards you discard before placing them on the discard pile;
    here their order matters. With 2 older cards at the bottom she draws 3: those 2 and whichever
    of her 2 discarded cards the shuffle put lower, not the one she chose to discard first."""
    state = farseers_discarding("ADM2", "CON3")
    assert state.current_player() == ambitions.CHANCE and state.phase == Phase.CHANCE_SHUFFLE
    assert state.hands[MIKAH] == ["MOB5"]  # nothing drawn before the shuffle
    # The outcome names the order on the pile, bottom first; only these two cards.
    assert state.is_legal(state.parse_action("shuffle CON3 ADM2"))
    assert not state.is_legal(state.parse_action("shuffle CON3 MOB5"))
    assert {str(state.sample_chance(random.Random(k))) for k in range(16)} == {
        "shuffle ADM2 CON3",
        "shuffle CON3 ADM2",
    }
    texts = {
        viewer: state.action_text(state.parse_action("shuffle CON3 ADM2"), viewer)
        for viewer in (0, 1, 2, None)
    }
    assert set(texts.values()) == {"shuffle"}  # the order is hidden from every seat, Mikah too
    do(state, "shuffle CON3 ADM2")
    assert state.hands[MIKAH] == ["AGG4", "CON3", "MOB2", "MOB5"]  # CON3 came back, not ADM2
    assert state.action_discard == [("ADM2", False, -1)] and state.phase == Phase.ACTIONS
    # Nobody sees where the shuffled card lies, its discarder included.
    for seat in (MIKAH, DANE, LOTUS, None):
        assert observe_as(state, seat)["action_discard"] == [{"card": None, "faceup": False, "seat": None}]
    other = farseers_discarding("ADM2", "CON3")
    do(other, "shuffle ADM2 CON3")
    assert other.hands[MIKAH] == ["ADM2", "AGG4", "MOB2", "MOB5"]
    # One card has one order: no shuffle; nothing at all discarded but Farseers: draw 1.
    one = farseers_discarding("ADM2")
    assert one.phase == Phase.ACTIONS and one.hands[MIKAH] == ["AGG4", "CON3", "MOB2", "MOB5"]
    assert one.action_discard == [("ADM2", False, MIKAH)]
    none = farseers_discarding()
    assert none.phase == Phase.ACTIONS and none.hands[MIKAH] == ["ADM2", "AGG4", "CON3", "MOB5"]


def test_bc17_farseers_shuffle_positions_load_and_determinize() -> None:
    """The pending shuffle is a position like any other: its snapshot loads to the same state, and
    a seat's observation determinizes to a world that seat cannot tell apart."""
    state = farseers_discarding("ADM2", "CON3", "MOB5")
    again = ambitions.from_position(snap(state))
    assert isinstance(again, ArcsState) and snap(again) == snap(state)
    assert str(again.sample_chance(random.Random(3))) == str(state.sample_chance(random.Random(3)))
    do(state, "shuffle MOB5 ADM2 CON3")
    for seat in (MIKAH, DANE):
        obs = observe_as(state, seat)
        world = ambitions.determinize(obs, random.Random(seat))
        assert isinstance(world, ArcsState)
        assert world.observation(seat) == obs and invariants.problems(world) == []


def test_bc17_farseers_shuffles_replay_and_stay_hidden_in_random_games() -> None:
    """Random games whose players use Farseers eagerly: every Farseers shuffle is a chance node
    logged as its kind only, its cards are then hidden from every seat, and records replay."""
    shuffles = 0
    for seed in range(300):
        rng = random.Random(seed)
        s = ambitions.new_game("arcs", players=3, seed=500 + seed)
        assert isinstance(s, ArcsState)
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                action = s.sample_chance()
                if s.phase == Phase.CHANCE_SHUFFLE and s.choices[-1][2] == "farseers":
                    shuffles += 1
                    assert {s.action_text(action, v) for v in (0, 1, 2, None)} == {"shuffle"}
                    s.apply(action)
                    placed = set(map(str, action.args)) - {c for h in s.hands for c in h}
                    for seat in (0, 1, 2):
                        shown = {e["card"] for e in s.observation(seat)["action_discard"] if e["card"]}
                        assert not shown & placed, f"seed {seed}: seat {seat} sees {shown & placed}"
                else:
                    s.apply(action)
                continue
            actions = s.legal_actions()
            eager = [
                a
                for a in actions
                if str(a).startswith(("prelude BC17", "secure BC17", "influence BC17"))
                or (a.kind == "choose" and s.choices[-1][1] == "BC17" and a.args[0] != "done")
            ]
            s.apply_unchecked(rng.choice(eager) if eager and rng.random() < 0.9 else rng.choice(actions))
        assert invariants.problems(s) == []
        again = ambitions.replay(json.loads(json.dumps(s.record())))
        assert snap(again) == snap(s), f"seed {seed}: replay differs"
        if shuffles >= 5:
            break
    assert shuffles >= 5


# -- BC26 Mass Uprising secured by Ransacking the Court: its ships are not attacking ships -----------
def uprising_battle(attacking_ships: int) -> ArcsState:
    """Mikah battles Dane's lone damaged city in 2.3 with `attacking_ships` damaged ships and rolls
    2 raid dice: 2 self hits, 1 building hit, 1 key. The city is destroyed: she Ransacks the Court
    (p16), securing Mass Uprising (Dane's agent on it), and places a ship in each system of
    cluster 2, the battle system 2.3 included."""
    state = table(
        "AGG2",
        ships=[ship("2.3", MIKAH, damaged=attacking_ships)],
        buildings=[building("2.3#0", DANE, "city", damaged=True)],
        dane={"resources": [None, "fuel"]},  # in a slot of raid cost 1
        court=[{"card": "BC26", "agents": [0, 1, 0]}, {"card": "BC13"}],
        court_deck=["BC24"],
    )
    do(state, "battle 2.3 1", "dice 0 0 2", "roll R1 R3")
    assert state.phase == Phase.CHOICE and "choose 2" in legal(state)
    return do(state, "choose 2")


def test_bc26_mass_uprising_ships_placed_while_ransacking_are_not_attacking_ships() -> None:
    """FAQ (Mass Uprising): if you Ransack the Court to secure it during a battle, the ships you
    place in the battle system are not attacking ships. Raiding needs attacking ships left (p14
    step 5, p16 "Raiding"): with both attacking ships destroyed, Mikah cannot raid."""
    uprising = uprising_battle(2)
    assert uprising.guild[MIKAH] == [] and "BC26" in uprising.court_discard
    assert ships_at(uprising, "2.3", MIKAH) == (1, 0)  # placed, but not attacking
    assert uprising.phase == Phase.ACTIONS and held(uprising, MIKAH) == []  # no raid: battle over
    assert held(uprising, DANE) == ["fuel"]
    # An attacking ship left: she raids with her key.
    survivor = uprising_battle(3)
    assert survivor.phase == Phase.BATTLE and legal(survivor) == ["steal fuel 1", "done"]
    assert snap(survivor)["battle"]["attacking_fresh"] == 0
    assert snap(survivor)["battle"]["attacking_damaged"] == 1


def mid_battle(lore: list[str], **battle: Any) -> ArcsState:
    """Mikah raids Dane in 3.3 with 1 fresh and 1 damaged ship there; `battle` adds to the battle
    position (`attacking_fresh`, `attacking_damaged`: omitted, all her ships there)."""
    return table(
        "AGG2",
        phase=Phase.BATTLE,
        ships=[ship("3.3", MIKAH, 1, 1), ship("3.3", DANE, 1)],
        buildings=[building("3.3#0", DANE, "city")],
        mikah={"lore": lore},
        dane={"resources": [None, "fuel"]},
        battle={"system": "3.3", "defender": DANE, "stage": "raid", "keys": 1, **battle},
    )


def test_mid_battle_positions_state_the_attacking_ships_all_the_attackers_ships_by_default() -> None:
    state = mid_battle([])
    assert snap(state)["battle"]["attacking_fresh"] == 1 and snap(state)["battle"]["attacking_damaged"] == 1
    assert "attacking ships 1 fresh 1 damaged" in render(state.observation(MIKAH))
    assert legal(state) == ["steal fuel 1", "done"]
    # Her 2 ships there were placed during the battle: none is attacking, no raid (p14 step 5).
    placed = mid_battle([], attacking_fresh=0, attacking_damaged=0)
    assert legal(placed) == ["done"]
    assert snap(placed)["battle"]["attacking_fresh"] == 0
    do(placed, "done")
    assert placed.phase == Phase.ACTIONS and snap(placed)["battle"]["attacking_damaged"] == 0


def test_l07_repair_drones_repairs_an_attacking_ship_not_one_placed_during_the_battle() -> None:
    """ "After you battle as the attacker, repair 1 Loyal attacking ship." Her damaged ship in the
    battle system that is not an attacking ship (placed while ransacking, FAQ Mass Uprising) is
    not repaired."""
    drones = do(mid_battle(["L07"]), "done")
    assert ships_at(drones, "3.3", MIKAH) == (2, 0)
    placed = do(mid_battle(["L07"], attacking_fresh=1, attacking_damaged=0), "done")
    assert ships_at(placed, "3.3", MIKAH) == (1, 1)
