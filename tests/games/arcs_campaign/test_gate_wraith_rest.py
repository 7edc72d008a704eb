"""F22 Gate Wraith, Act III, the parts after the first (issue 28; Fates file "F22 — Gate
Wraith"; F22-06 Passage Storms' "When Drawn", F21-02 Blight Society in the Twisted Passage,
F22-05 "pieces that would be placed on them are placed in the Twisted Passage instead"). The
Fate is not registered yet: its parts run here from positions with ``campaign.twisted_passage``.
Mikah (seat 0) is the Gate Wraith, Dane the Steward, Lotus the Magnate. Each test fails without
its rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from ambitions.games.arcs import reach
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.fates import gate_wraith
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import CampaignState

from . import test_twisted_passage_random as passage_random
from .act3_support import Registry
from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

X = reach.SYSTEM_INDEX
FATES = {"fate": ["F22", "F1", "F3"]}
STORMS = gate_wraith.PASSAGE_STORMS


def court(
    cards: list[dict[str, Any]],
    deck: list[str],
    twisted: dict[str, Any] | None = None,
    turn_of: int = DANE,
    initiative: int = LOTUS,
    host: str = "",
    seats: list[dict[str, Any]] | None = None,
    **camp: Any,
) -> CampaignState:
    """Act III with the Twisted Passage (a Passage on 2.0), Lotus holding the initiative; the
    deck lists its top first (the rest of the cards below); Passage Storms attached to `host`."""
    s = pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=seats or [{}, {"hand": ["ADM2"]}, {}],
        turn=turn(turn_of, "AGG4", 3),
        initiative=initiative,
        campaign_part={
            "act": 3,
            "fates": FATES,
            "booklet": ["F22-05"],
            "twisted_passage": twisted or {"passages": ["2.0"], "die": "hex"},
            "court": cards,
            "court_deck": deck,
            **camp,
        },
    )
    if host:
        if STORMS in s.court_deck:
            s.court_deck.remove(STORMS)
        s.attached = [host, STORMS]
    return s


# -- Passage Storms (F22-06): "When Drawn: the player with initiative attaches this to a card in
# the Court" --------------------------------------------------------------------------------------
def test_passage_storms_drawn_by_a_refill_is_attached_by_the_initiative_holder() -> None:
    """Dane secures Mining Interest (a Guild card): the refill draws Passage Storms, and Lotus
    (the initiative) is asked at once for its host, any Court card with no attached card (the
    Council too); attached, its place in the row is refilled from the deck."""
    s = court(
        [{"card": "IC01"}, {"card": "CC01", "agents": [0, 2, 0]}, {"card": "CC07"}],
        [STORMS, "CC02", "CC08"],  # (the top first)
    )
    do(s, "secure CC01")
    assert s.court[1] == STORMS and s.mover == LOTUS
    assert legal(s) == ["choose IC01", "choose CC07"]
    assert invariants.problems(s) == []
    do(s, "choose CC07")
    assert s.attached == ["CC07", STORMS] and s.court == ["IC01", "CC02", "CC07"]
    assert s.court_deck[-1] == "CC08" and s.mover == DANE and invariants.problems(s) == []
    roundtrip(s)


def test_passage_storms_drawn_after_a_vox_secure_is_attached_too() -> None:
    """The same hook for the Arcs flow's refill after a Vox card's When Secured (Populist
    Demands): the card drawn is Passage Storms, Lotus attaches it to the Council."""
    s = court(
        [{"card": "IC01"}, {"card": "CC11", "agents": [0, 2, 0]}, {"card": "CC07"}],
        [STORMS, "CC08"],
    )
    do(s, "secure CC11")
    while s.mover == DANE and legal(s)[-1].startswith("choose"):
        do(s, legal(s)[-1])  # (Populist Demands' declaration: the last option)
    assert s.court[1] == STORMS and s.mover == LOTUS and "choose IC01" in legal(s)
    do(s, "choose IC01")
    assert s.attached == ["IC01", STORMS] and s.court[1] == "CC08" and invariants.problems(s) == []


def test_an_attached_passage_storms_still_has_its_crisis_before_its_host() -> None:
    """CRB p.18: "Resolve the Crisis text on each Vox card in the Court", an attached card first:
    attached to Mining Interest, Passage Storms hits the Twisted Passage's pieces and goes under
    the Court deck's top card; Mining Interest stays (CRB p.27: nothing happens to the host)."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[2, 1], [0, 0], [0, 0]]}
    s = court(
        [{"card": "IC01", "agents": [0, 2, 0]}, {"card": "CC01"}, {"card": "CC07"}],
        ["CC08", "CC02"],
        twisted,
        host="CC01",
    )
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "eventroll crisis arrow 3")
    assert tp.ships(s, MIKAH) == (0, 2) and s.dead_live[MIKAH] == 1
    assert s.attached == [] and s.court[1] == "CC01" and s.court_deck[-3:] == ["CC02", STORMS, "CC08"]
    assert invariants.problems(s) == []


def test_securing_the_host_secures_passage_storms_and_it_slides_into_the_hosts_place() -> None:
    """CRB p.27 "When you secure a card, also secure its attached card": Mikah securing Mining
    Interest moves from the Twisted Passage (F22-06 When Secured), and by the errata Passage
    Storms "remains in the Court": it slides down into Mining Interest's place (no refill)."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[2, 0], [0, 0], [0, 0]]}
    s = court(
        [{"card": "IC01"}, {"card": "CC01", "agents": [2, 0, 0]}, {"card": "CC07"}],
        ["CC08", "CC02"],
        twisted,
        turn_of=MIKAH,
        host="CC01",
    )
    do(s, "secure CC01")
    assert "CC01" in s.guild[MIKAH] and s.court == ["IC01", STORMS, "CC07"] and s.attached == []
    assert s.court_deck[-1] == "CC08" and invariants.problems(s) == []
    assert "choose 4.1 2 0" in legal(s)
    do(s, "choose 4.1 2 0")
    assert tp.ships(s, MIKAH) == (0, 0) and s.fresh[X["4.1"] * 3 + MIKAH] == 2
    assert invariants.problems(s) == []


def test_a_ransack_taken_at_once_keeps_passage_storms_in_the_court() -> None:
    """A battle's Ransack with one card to take is taken at once (base p16, `arcs.battle.resolve`)
    through the same steps as a chosen one (`CampaignState.ransack_card`): Passage Storms, on the
    ransacked Mining Interest, slides into its place (a greedy campaign found it in a seat's lore)."""
    twisted = {"passages": ["2.0"], "die": "hex", "ships": [[2, 0], [0, 0], [0, 0]]}
    s = court(
        [{"card": "IC01"}, {"card": "CC01", "agents": [0, 2, 0]}, {"card": "CC07"}],
        ["CC08", "CC02"],
        twisted,
        turn_of=MIKAH,
        host="CC01",
    )
    s.ransacks = [DANE]
    s.ransack_card("CC01")
    assert "CC01" in s.guild[MIKAH] and STORMS not in s.lore[MIKAH] + s.guild[MIKAH]
    assert s.court == ["IC01", STORMS, "CC07"] and s.attached == []


# -- Blight Society (F21-02) in the Twisted Passage --------------------------------------------------
def society_table(blight_on_map: bool) -> CampaignState:
    """Mikah the Naturalist (Blight Society, a Psionic) secures the Council; a fresh Blight in the
    Twisted Passage with 2 of Mikah's ships and 1 of Dane's (and, if asked, one at 3.1 with
    Dane's ship)."""
    return pos(
        seats=[{"hand": ["ADM2"], "resources": ["psionic"]}, {}, {}],
        turn=turn(MIKAH, "AGG4"),
        ships=[{"system": "3.1", "seat": DANE, "fresh": 1}, {"system": "5.1", "seat": MIKAH, "fresh": 1}],
        campaign_part={
            "act": 3,
            "fates": {"fate": ["F21", "F1", "F3"]},
            "booklet": ["F21-04", "F22-05"],
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
            "court_deck": ["CC02", "CC03"],
            "blight": [{"system": "3.1", "fresh": 1}] if blight_on_map else [],
            "twisted_passage": {
                "passages": ["2.0"],
                "die": "hex",
                "blight": [1, 0],
                "ships": [[2, 0], [1, 0], [0, 0]],
            },  # fmt: skip
        },
    )


def test_blight_society_prevents_the_blight_crisis_in_the_twisted_passage() -> None:
    """F21-02 "prevent them in all systems with Loyal ships": the Twisted Passage is a system (a
    gate, F22-05) and Mikah's ships are there: asked although no Blight on the map meets his
    ships; prevented, nobody there is hit (Dane's ship spared too)."""
    s = society_table(blight_on_map=False)
    do(s, "secure IC01", "end", "no-summit", "resolve crises")
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose none", "choose prevent"]
    do(s, "choose prevent")
    assert tp.ships(s, MIKAH) == (2, 0) and tp.ships(s, DANE) == (1, 0) and invariants.problems(s) == []


def test_blight_society_there_leaves_the_maps_crises_elsewhere() -> None:
    """Prevented in the Twisted Passage, not at 3.1 where Mikah has no ship (Dane's ship there is
    destroyed, onto The Dead Live); declined, the Twisted Passage's Crisis strikes."""
    s = society_table(blight_on_map=True)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "choose prevent")
    assert tp.ships(s, MIKAH) == (2, 0) and s.dead_live[DANE] == 1  # (3.1's Crisis: Dane's ship)
    s = society_table(blight_on_map=True)
    do(s, "secure IC01", "end", "no-summit", "resolve crises", "choose none")
    assert tp.ships(s, MIKAH) != (2, 0)


# -- F22-05 "pieces that would be placed on them are placed in the Twisted Passage instead" --------
def test_mass_uprising_places_the_gates_ship_in_the_twisted_passage() -> None:
    """F7-18 When Secured ("You place 1 ship in each system of that cluster") on cluster 2,
    whose gate holds a Passage: that ship goes into the Twisted Passage, the planets get theirs."""
    s = court([{"card": "IC01"}, {"card": "F7-18", "agents": [2, 0, 0]}], ["CC08"], turn_of=MIKAH)
    supply = s.ships[MIKAH]
    do(s, "secure F7-18", "choose 2")
    assert tp.ships(s, MIKAH) == (1, 0) and s.fresh[X["2.0"] * 3 + MIKAH] == 0
    assert all(s.fresh[X[x] * 3 + MIKAH] == 1 for x in ("2.1", "2.2", "2.3"))
    assert s.ships[MIKAH] == supply - 4 and invariants.problems(s) == []


def test_requisition_ships_may_go_to_the_twisted_passage_the_empire_controls() -> None:
    """CRB p.21 Requisition Ships: "in an Empire-controlled system": a fresh Imperial ship in the
    Twisted Passage (a gate, F22-05) makes it one (``requisition 7.0``)."""
    twisted = {"passages": ["2.0"], "die": "hex", "empire": [1, 0]}
    s = court(
        [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}],
        ["CC08"],
        twisted,
        turn_of=MIKAH,
        seats=[{"hand": ["ADM2"]}, {}, {}],
        policies=["escalation", "war", "peace"],
        imperial_ships=[{"system": "3.2", "fresh": 1}],
    )
    imperial = s.imperial_ships
    do(s, "secure IC01", "end", "no-summit", "resolve edicts", "enforce")
    assert sorted(legal(s)) == ["requisition 3.2", "requisition 7.0"]
    do(s, "requisition 7.0")
    assert tp.ships(s, tp.EMPIRE) == (3, 0) and s.imperial_ships == imperial - 2
    assert invariants.problems(s) == []
    roundtrip(s)


def elimination(dane_in_passage: int) -> CampaignState:
    """Dane ends his turn with no ship or starport on the 24 systems, perhaps some in the
    Twisted Passage; Lotus leads next."""
    return pos(
        ships=[{"system": "1.1", "seat": MIKAH, "fresh": 1}, {"system": "1.1", "seat": LOTUS, "fresh": 1}],
        seats=[{"hand": ["ADM2"]}, {}, {"hand": ["AGG2"]}],
        turn=turn(DANE, "AGG4", 3),
        campaign_part={
            "act": 3,
            "fates": FATES,
            "booklet": ["F22-05"],
            "twisted_passage": {
                "passages": ["2.0"],
                "die": "hex",
                "ships": [[0, 0], [dane_in_passage, 0], [0, 0]],
            },
        },
    )


def test_elimination_may_place_its_three_ships_in_the_twisted_passage() -> None:
    """Base p22 Elimination, "place 3 fresh ships in any gate": the Twisted Passage is a gate
    (F22-05: ``place 7.0``); the gate with a Passage is not offered (out of play)."""
    s = elimination(0)
    do(s, "end")
    assert s.mover == DANE and "place 7.0" in legal(s) and "place 2.0" not in legal(s)
    supply = s.ships[DANE]
    do(s, "place 7.0")
    assert tp.ships(s, DANE) == (3, 0) and s.ships[DANE] == supply - 3 and s.mover != DANE
    assert invariants.problems(s) == []


def test_ships_in_the_twisted_passage_keep_their_player_on_the_map() -> None:
    """Reading: the Twisted Passage is the map's centre (F22-05), so Dane's ship there keeps him
    from Elimination (base p22: "no ships or starports on the map")."""
    s = elimination(1)
    do(s, "end")
    assert s.mover != DANE and tp.ships(s, DANE) == (1, 0) and invariants.problems(s) == []


# -- random games with Passage Storms in the Court deck --------------------------------------------------
def test_random_games_draw_and_attach_passage_storms(
    registry: Registry, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Twisted Passage's random Act III games (`test_twisted_passage_random`), 3 Court cards
    dealt and Passage Storms second from the top of the Court deck: drawn, attached, its Crisis
    and secures run under the invariants, clones, snapshots and determinized worlds, 2-4
    players; it is attached in some (about 5 s)."""
    registry.add("F22", before_scoring=gate_wraith.before_scoring)
    start = passage_random._start
    attached = 0

    def with_storms(n: int) -> CampaignState:
        s = start(n)
        if STORMS in s.court_deck:  # (a position puts it on top: F22-01A step 7)
            s.court_deck.remove(STORMS)
        s.court += [s.court_deck.pop() for _ in range(3)]  # (the position deals none)
        s.court_agents += [0] * (3 * n)
        s.court_deck.insert(len(s.court_deck) - 1, STORMS)
        return s

    original = CampaignState.apply

    def watched(s: CampaignState, a: Any) -> None:
        nonlocal attached
        original(s, a)
        attached += STORMS in s.attached[1::2]

    monkeypatch.setattr(passage_random, "_start", with_storms)
    monkeypatch.setattr(CampaignState, "apply", watched)
    for players in (2, 3, 4):
        for seed in range(4):
            passage_random.play(players, seed, Counter())
    assert attached
