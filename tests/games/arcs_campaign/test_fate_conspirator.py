"""F23 Conspirator, Act III (issue 28; Fates file "F23 — Conspirator"; card texts F23-01A/B,
F23-02 to F23-05; errata: Foiling Conspiracies says "a Rival of the Conspirator"; CRB p.7-9).
Each test fails without its rule."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.games import arcs_campaign as campaign
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.actions import parse
from ambitions.games.arcs_campaign import battle as cbattle
from ambitions.games.arcs_campaign import data, flagship, flow, invariants
from ambitions.games.arcs_campaign.fates import acts, conspirator
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn
from .test_act3 import roundtrip

FATES = {"fate": ["F23", "F1", "F3"]}
"""Mikah the Conspirator, Dane the Steward, Lotus the Magnate."""
TYCOON, TYRANT, KEEPER = 0, 1, 3
RED, BLUE, YELLOW, WHITE = 0, 1, 2, 3


def act3(**camp: Any) -> dict[str, Any]:
    return {"act": 3, "fates": camp.pop("fates", FATES), **camp}


def boxes(*items: tuple[str, str]) -> list[dict[str, Any]]:
    return [{"ambition": a, "colour": c, "not": []} for a, c in items]


def supply_less(*colours: str) -> dict[str, int]:
    out = dict.fromkeys(data.SEAT_COLOURS, 2)
    for c in colours:
        out[c] -= 1
    return out


def test_the_conspirator_act_iii_part_is_registered() -> None:
    assert "F23" in acts.ACT3 and acts.CHAPTER_END[("F23", 3)] is conspirator.chapter_end
    assert acts.AFTER[("F23", 3)] is conspirator.after


# -- the Setup side (F23-01A) -----------------------------------------------------------------------------
def test_setup_resettle_farseers_eight_tokens_conspiracies_and_the_two_laws() -> None:
    """F23-01A, in its order: the Resettle question; Farseers; the 8 Conspiracy tokens, 2 of
    each of the four colours with 3 players; Conspiracies; Scoring and Foiling Conspiracies
    into the rules booklet."""
    s = pos(
        turn=turn(DANE),
        ships=[{"system": "3.1", "seat": MIKAH, "fresh": 2}],
        campaign_part=act3(
            fates={**FATES, "cards": [[], [], []]},
            flagships=[{"seat": MIKAH, "system": "3.3", "board": {}}],
        ),
    )
    s.conspiracy_supply = []
    acts.SETUPS[("F23", 3)](s, MIKAH)
    flow.advance(s)
    assert "F23-02" in s.guild[MIKAH] and s.conspiracy_supply == [2, 2, 2, 2]
    assert "F23-04" in s.booklet and "F23-05" in s.booklet
    assert s.mover == MIKAH and legal(s) == ["choose resettle", "choose keep"]
    roundtrip(s)
    do(s, "choose keep")
    assert flagship.has(s, MIKAH) and not s.choices and invariants.problems(s) == []


def test_a_position_with_the_conspirator_has_farseers_and_the_tokens() -> None:
    s = pos(campaign_part=act3())
    assert "F23-02" in s.guild[MIKAH] and s.conspiracy_supply == [2, 2, 2, 2] and not s.conspiracies


# -- Conspiracies (F23-03) --------------------------------------------------------------------------------
def declaring(**kw: Any) -> CampaignState:
    """Mikah leads Administration 5 with the initiative: he may declare Keeper."""
    return pos(
        seats=[{"hand": ["ADM2"]}, {"hand": ["AGG2", "CON3"]}, {}],
        turn=turn(MIKAH, "ADM5", 3),
        initiative=MIKAH,
        campaign_part=act3(**kw.pop("campaign_part", {})),
        **kw,
    )


def test_declaring_places_a_face_down_conspiracy_not_a_marker() -> None:
    """F23-03: no ambition marker; a Conspiracy of his supply, its colour his choice, face down
    in the Keeper box. Farseers' look comes after (Dane's hand)."""
    s = declaring()
    do(s, "declare keeper")
    assert s.marker_box == [-1, -1, -1] and s.zeroed
    assert s.mover == MIKAH and legal(s) == ["choose red", "choose blue", "choose yellow", "choose white"]
    roundtrip(s)
    do(s, "choose white")
    assert s.conspiracies == [conspirator.token(WHITE, KEEPER)] and s.conspiracy_supply == [2, 2, 2, 1]
    assert s.marker_box == [-1, -1, -1] and legal(s) == ["choose 1"]  # (Farseers: look at Dane's hand)


def test_a_marker_must_still_be_available() -> None:
    """F23-03 "You cannot declare an ambition if there are no Available markers"."""
    full = [{"box": "tycoon"}, {"box": "tyrant"}, {"box": "warlord"}]
    assert "declare keeper" not in legal(declaring(markers=full))
    assert "declare keeper" in legal(declaring(markers=[{"box": "tycoon"}, {}, {}]))


def test_the_marker_taken_back_is_the_one_placed() -> None:
    """Two markers already on Keeper and Tycoon: the last Available one, placed on Keeper by
    Mikah's declaration, goes back; Dane's Keeper marker stays."""
    s = declaring(markers=[{"box": "keeper"}, {"box": "tycoon"}, {}])
    do(s, "declare keeper")
    assert s.marker_box == [KEEPER, TYCOON, -1]
    s = declaring(markers=[{}, {"box": "keeper"}, {"box": "tycoon"}])
    do(s, "declare keeper")
    assert s.marker_box == [-1, KEEPER, TYCOON]


def test_a_conspiracys_colour_is_hidden_from_the_rivals() -> None:
    """Hidden information: the choice's text, the observation and a determinized world."""
    s = declaring()
    do(s, "declare keeper")
    action = parse("choose red")
    assert s.action_text(action, DANE) == "choose (hidden)" and s.action_text(action, MIKAH) == "choose red"
    do(s, "choose red")
    seen = s.observation(DANE)["campaign"]["conspiracies"]
    assert seen == {"supply": 7, "boxes": [{"ambition": "keeper", "colour": "hidden", "not": []}]}
    assert "red" in str(s.observation(MIKAH)["campaign"]["conspiracies"])
    colours = set()
    for seed in range(12):
        world = campaign.determinize(s.observation(DANE), random.Random(seed))
        assert world.observation(DANE)["campaign"]["conspiracies"] == seen
        colours.add(conspirator.colour_of(world.conspiracies[0]))
    assert len(colours) > 1  # (dealt anew: not the true colour every time)


def secure_turn(card: str, agents: list[int], seat: int = MIKAH, **kw: Any) -> CampaignState:
    """`seat` plays Aggression 4 (secure) with `card` in the Court carrying `agents`."""
    rows = kw.pop("seats", None) or [{}, {}, {}]
    rows[seat] = {"hand": ["ADM2"], **rows[seat]}
    return pos(
        seats=rows,
        turn=turn(seat, "AGG4", 3),
        campaign_part=act3(
            court=[{"card": data.COUNCIL}, {"card": card, "agents": agents}, {"card": "CC03"}],
            court_deck=kw.pop("court_deck", ["CC01", "CC02"]),
            **kw.pop("campaign_part", {}),
        ),
        **kw,
    )


def test_securing_may_refill_the_court_with_a_guild_card_to_place_a_conspiracy() -> None:
    """F23-03: Mikah secures Skirmishers; he refills its place with his Farseers (the Court
    deck's top stays there) and places a Conspiracy in a box with no marker (Tycoon has one)."""
    s = secure_turn("CC05", [1, 0, 0], markers=[{"box": "tycoon"}, {}, {}])
    do(s, "secure CC05")
    assert s.court[1] == "" and s.court_deck[-2:] == ["CC02", "CC01"]
    assert s.mover == MIKAH and sorted(legal(s)) == ["choose CC05", "choose F23-02", "choose none"]
    roundtrip(s)
    do(s, "choose F23-02")
    assert s.court[1] == "F23-02" and "F23-02" not in s.guild[MIKAH]
    options = legal(s)
    assert "choose tyrant red" in options and not any(o.startswith("choose tycoon") for o in options)
    assert s.action_text(parse("choose tyrant red"), DANE) == "choose (hidden)"
    do(s, "choose warlord blue")
    assert s.conspiracies == [conspirator.token(BLUE, 2)] and s.conspiracy_supply == [2, 1, 2, 2]
    assert invariants.problems(s) == []


def test_the_card_just_secured_may_refill_its_place() -> None:
    """F23-03 "a Guild card you have": with no other Guild card, Skirmishers just secured."""
    s = secure_turn("CC05", [1, 0, 0], campaign_part={"fates": {**FATES, "cards": [[], [], []]}})
    assert s.guild[MIKAH] == []
    do(s, "secure CC05")
    assert sorted(legal(s)) == ["choose CC05", "choose none"]
    do(s, "choose CC05")
    assert s.court[1] == "CC05" and s.guild[MIKAH] == []


def test_refusing_the_refill_refills_from_the_court_deck() -> None:
    s = secure_turn("CC05", [1, 0, 0])
    do(s, "secure CC05", "choose none")
    assert s.court[1] == "CC01" and s.court_deck[-1] == "CC02" and not s.conspiracies


def test_no_refill_question_for_a_rival_or_without_a_token() -> None:
    s = secure_turn("CC05", [0, 1, 0], seat=DANE)
    do(s, "secure CC05")
    assert s.court[1] == "CC01" and not any(c[1] == "F23-03" for c in s.choices)
    s = secure_turn(
        "CC05",
        [1, 0, 0],
        campaign_part={"conspiracies": {"supply": 0, "boxes": boxes(*[("keeper", "hidden")] * 8)}},
    )
    do(s, "secure CC05")
    assert s.court[1] == "CC01" and not s.choices


# -- Foiling Conspiracies (F23-05) ------------------------------------------------------------------------
def foiling(card: str, agents: list[int]) -> CampaignState:
    """Dane secures `card`; Mikah has a red and a blue Conspiracy on Keeper."""
    s = secure_turn(
        card,
        agents,
        seat=DANE,
        campaign_part={
            "conspiracies": {
                "supply": supply_less("red", "blue"),
                "boxes": boxes(("keeper", "red"), ("keeper", "blue")),
            }
        },
    )
    return do(s, f"secure {card}")


def test_a_rival_securing_a_card_with_conspirator_agents_may_guess() -> None:
    """F23-05: Dane secures Skirmishers with one of Mikah's agents on it: he may guess; wrong
    (keeper-1 is not blue): Mikah advances 1 and blue is out for it (public); right: the token
    returns to Mikah's supply."""
    s = foiling("CC05", [1, 2, 0])
    start = s.objective[MIKAH]
    assert s.mover == DANE and "choose keeper-1 blue" in legal(s) and "choose none" in legal(s)
    assert len(legal(s)) == 2 * 4 + 1
    roundtrip(s)
    do(s, "choose keeper-1 blue")
    assert s.objective[MIKAH] == start - 1 and len(s.conspiracies) == 2
    assert s.observation(DANE)["campaign"]["conspiracies"]["boxes"][0]["not"] == ["blue"]
    s = foiling("CC05", [1, 2, 0])
    do(s, "choose keeper-2 blue")
    assert s.objective[MIKAH] == start and s.conspiracies == [conspirator.token(RED, KEEPER)]
    assert s.conspiracy_supply == [1, 2, 2, 2]


def test_a_vox_card_lets_a_rival_guess_and_a_plain_card_does_not() -> None:
    s = foiling("CC13", [0, 1, 0])  # (Diplomatic Fiasco, a Vox card)
    assert s.mover == DANE and "choose keeper-1 red" in legal(s)
    s = foiling("CC05", [0, 1, 0])
    assert not any(c[1] == "F23-05" for c in s.choices)


def test_a_determinized_world_never_deals_a_colour_guessed_wrong() -> None:
    s = pos(
        campaign_part=act3(
            conspiracies={
                "supply": 6,
                "boxes": [
                    {"ambition": "keeper", "colour": "hidden", "not": ["red", "blue", "yellow"]},
                    {"ambition": "tycoon", "colour": "hidden", "not": []},
                ],
            },
        )
    )
    assert conspirator.colour_of(s.conspiracies[0]) == WHITE
    with pytest.raises(InvalidRecord, match="conspiracies"):
        pos(campaign_part=act3(conspiracies={"supply": 5, "boxes": boxes(("keeper", "hidden"))}))


# -- Scoring Conspiracies (F23-04) and the final objective (F23-01B) ---------------------------------------
def chapter_end(
    resources: list[list[str]], markers: list[dict[str, Any]], placed: list[dict[str, Any]], start: int = 9
) -> CampaignState:
    """Act III, chapter 1, no hands: the chapter is scored as the position loads."""
    used = [b["colour"] for b in placed]
    return pos(
        chapter=1,
        markers=markers,
        seats=[{"resources": r} for r in resources],
        campaign_part=act3(
            fates={**FATES, "objective": [start, None, None]},
            conspiracies={"supply": supply_less(*used), "boxes": placed},
        ),
    )


def test_scoring_reveals_conspiracies_on_scored_ambitions_in_one_move() -> None:
    """F23-04 (R19): Tycoon scored, Dane first: blue (Dane) right +1, red wrong -1; Keeper not
    scored: its Conspiracy unrevealed +1. Net +1; the revealed two return, Keeper's stays."""
    s = chapter_end(
        [[], ["fuel", "fuel"], ["fuel"]],
        [{"box": "tycoon"}, {}, {}],
        boxes(("tycoon", "blue"), ("tycoon", "red"), ("keeper", "yellow")),
    )
    assert s.objective[MIKAH] == 9 - 1
    assert s.conspiracies == [conspirator.token(YELLOW, KEEPER)] and s.conspiracy_supply == [2, 2, 1, 2]


def test_a_tie_for_first_is_right_and_wrong_ones_move_the_marker_back() -> None:
    """F23-04: Dane and Lotus tie for first on Tycoon: yellow (Lotus) right; white (nobody's
    colour with 3 players) and red (Mikah, no Fuel) wrong: net -1, the marker moves away."""
    s = chapter_end(
        [[], ["fuel"], ["fuel"]],
        [{"box": "tycoon"}, {}, {}],
        boxes(("tycoon", "yellow"), ("tycoon", "white"), ("tycoon", "red")),
    )
    assert s.objective[MIKAH] == 9 + 1 and not s.conspiracies and s.conspiracy_supply == [2, 2, 2, 2]


def test_unrevealed_conspiracies_complete_the_objective_and_win() -> None:
    """F23-01B: two unrevealed Conspiracies on the marker's last 2 spaces: Mikah, with Power,
    wins at the chapter's end."""
    s = pos(
        chapter=1,
        markers=[{"box": "tycoon"}, {}, {}],
        seats=[{"power": 3}, {"power": 9}, {}],
        campaign_part=act3(
            fates={**FATES, "objective": [2, None, None]},
            conspiracies={
                "supply": supply_less("red", "red"),
                "boxes": boxes(("keeper", "red"), ("empath", "red")),
            },
        ),
    )
    assert s.objective[MIKAH] == 0 and s.final_winners == [MIKAH]


# -- Farseers (F23-02) -------------------------------------------------------------------------------------
def test_farseers_looks_at_a_rivals_hand_on_declaring_seen_only_by_the_looker() -> None:
    """F23-02 (as BC17): declaring, Mikah looks at Dane's hand and may swap; Lotus does not see
    it."""
    s = declaring()
    do(s, "declare keeper", "choose red", "choose 1")
    assert "choose ADM2 AGG2" in legal(s) and "choose none" in legal(s)
    assert "AGG2" in str(s.observation(MIKAH)) and "AGG2" not in str(s.observation(LOTUS))
    roundtrip(s)
    do(s, "choose ADM2 AGG2")
    assert s.hands[MIKAH] == ["AGG2"] and sorted(s.hands[DANE]) == ["ADM2", "CON3"]


def test_farseers_prelude_draws_from_the_bottom_of_the_action_discard() -> None:
    """F23-02: discard Farseers and no card: draw 1 from the bottom of the action discard."""
    s = declaring(action_discard=[{"card": "MOB3", "faceup": True}, {"card": "AGG5", "faceup": True}])
    do(s, "prelude F23-02", "choose done")
    assert "F23-02" not in s.guild[MIKAH] and "MOB3" in s.hands[MIKAH]
    assert arcs_data.AMBITIONS[KEEPER] == "keeper"


def test_a_vox_cards_refill_may_be_a_guild_card_after_its_when_secured() -> None:
    """F23-03 with a Vox card (Diplomatic Fiasco): its When Secured first, then the refill (p13)
    is the question; refilled with Farseers, the Court deck is untouched."""
    s = secure_turn("CC13", [1, 0, 0])
    do(s, "secure CC13")
    assert s.mover == MIKAH and "choose F23-02" in legal(s) and s.court[1] == ""
    do(s, "choose F23-02", "choose keeper red")
    assert s.court[1] == "F23-02" and s.court_deck[-1] == "CC01" and "CC13" not in s.court
    assert not any(c[1] == "REFILL" for c in s.choices) and s.conspiracies == [conspirator.token(RED, KEEPER)]


def test_ransacking_is_securing_for_the_foil_and_the_refill() -> None:
    """Ransacking the Court secures (CRB p.27): Dane ransacks a card with Mikah's agent: he may
    guess; Mikah ransacking may refill."""
    s = secure_turn(
        "CC05",
        [1, 0, 0],
        seat=DANE,
        campaign_part={"conspiracies": {"supply": supply_less("red"), "boxes": boxes(("keeper", "red"))}},
    )
    s.ransacks = [MIKAH]
    cbattle.ransack(s, "CC05")
    assert s.choices[-1] == (DANE, "F23-05", "guess")
    s = secure_turn("CC05", [0, 1, 0])
    s.ransacks = [DANE]
    cbattle.ransack(s, "CC05")
    assert s.choices[-1] == (MIKAH, "F23-03", "refill", 1) and s.court[1] == ""


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_play_from_a_conspirator_table_keeps_the_invariants(seed: int) -> None:
    """Random play from an Act III table with the Conspirator, Vox and Guild cards in the Court:
    the invariants hold, snapshots reload, each seat's determinized world agrees with its
    observation."""
    from ambitions.core.state import CHANCE, TERMINAL

    s = pos(
        seats=[
            {"hand": ["AGG4", "ADM3", "CON2", "MOB5"]},
            {"hand": ["AGG2", "MOB3", "ADM6"]},
            {"hand": ["ADM2", "MOB4", "AGG5"]},
        ],
        turn=turn(MIKAH, "ADM5", 3),
        initiative=MIKAH,
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 3} for k in range(3)],
        campaign_part=act3(
            court=[
                {"card": data.COUNCIL},
                {"card": "CC13", "agents": [1, 1, 0]},
                {"card": "CC05", "agents": [0, 1, 0]},
                {"card": "CC11"},
            ],
            court_deck=["CC01", "CC02", "CC03", "CC12"],
        ),
    )
    do(s, "declare keeper", "choose yellow")
    rng = random.Random(seed)
    for i in range(500):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal_now = s.legal_actions()
            busy = [a for a in legal_now if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal_now))
        assert invariants.problems(s) == [], (seed, i, str(s.history[-1]))
        if i % 7 == 0:
            roundtrip(s)
            for p in range(3):
                obs = s.observation(p)
                assert campaign.determinize(obs, random.Random(seed)).observation(p) == obs


def test_a_refill_question_whose_guild_card_has_gone_offers_only_none() -> None:
    """The Conspirator's refill (F23-03) is asked when it holds a Guild card; if that card has left
    its play area by the time the question comes up (the card it secured went at once), "none"
    is all that is left and the Court refills from the deck. Found by random whole campaigns
    (the question had no answer: no legal action); the record is that campaign's, to the step."""
    import json
    from pathlib import Path

    import ambitions
    from ambitions.games.arcs_campaign import invariants

    where = Path(__file__).parent / "records" / "conspirator_refill_with_nothing_left.json"
    s = ambitions.replay(json.loads(where.read_text()))
    seat = s.current_player()
    assert s.choices[-1][1:3] == ("F23-03", "refill") and not s.guild[seat]
    assert [str(a) for a in s.legal_actions()] == ["choose none"]
    place = int(s.choices[-1][3])
    s.apply(s.legal_actions()[0])
    assert s.court[place] and not invariants.problems(s)
