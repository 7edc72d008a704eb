"""Helpers for the Act II tests of the A Fates continuing (issue 27): Act II positions."""

from __future__ import annotations

import json
import random
from collections.abc import Collection
from typing import Any

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import data, fates, flow, invariants, observe, position
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import MIKAH, do, pos, snap, turn

FATES = {"fate": ["F7", "F6", "F5"]}
"""Mikah the Admiral, Dane the Partisan, Lotus the Caretaker."""


def act2(fates: dict[str, Any] | None = None, **camp: Any) -> dict[str, Any]:
    """The ``campaign`` part of an Act II position."""
    return {"act": 2, "fates": fates or FATES, **camp}


def court_turn(
    card: str,
    agents: list[int],
    seat: int = MIKAH,
    seats: list[dict[str, Any]] | None = None,
    fates: dict[str, Any] | None = None,
    **kw: Any,
) -> CampaignState:
    """Act II: `seat` plays Aggression 4 (secure) with `card` in the Court carrying `agents`; the
    Council also has 2 of `seat`'s agents, so securing it ends the round in Crises."""
    rows = seats or [{}, {}, {}]
    rows[seat] = {"hand": ["ADM2"], **rows[seat]}
    council = [0, 0, 0]
    council[seat] = 2
    extra = kw.pop("court", [])
    top = {key: kw.pop(key) for key in ("markers", "initiative") if key in kw}
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)] + kw.pop("ships", []),
        buildings=kw.pop("buildings", []),
        seats=rows,
        turn=turn(seat, kw.pop("card", "AGG4"), 3),
        **top,
        campaign_part=act2(
            fates,
            court=[{"card": data.COUNCIL, "agents": council}, {"card": card, "agents": agents}, *extra],
            court_deck=kw.pop("court_deck", ["CC01", "CC02"]),
            **kw,
        ),
    )


def crises(s: CampaignState, roll: str = "eventroll crisis hex 4") -> CampaignState:
    """Secure the Council, end the turn (and round), resolve the Crises with this roll."""
    do(s, "secure IC01", "end", "no-summit", "resolve crises", roll)
    return s


def play_checked(s: CampaignState, seed: int, rng: random.Random, every: int = 61, steps: int = 6000) -> None:
    """Random play to the Act's end (busy actions preferred), the invariants checked after every
    action; every `every` actions, clone, a snapshot reloaded and the mover's determinized world
    agree with the state (the random Act II tests of the Fates)."""
    for _ in range(steps):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"seat {s.current_player()} has no legal action at {s.phase}"
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]) if s.history else "", problems)
        if len(s.history) % every == 0:
            assert snap(s.clone()) == snap(s)
            back = position.load(position.from_observation(json.loads(json.dumps(observe.snapshot(s)))))
            assert snap(back) == snap(s)
            mover = s.current_player()
            if mover >= 0:
                obs = s.observation(mover)
                assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    assert s.current_player() == TERMINAL, "the Act did not end"


def act2_cards(fate_ids: Collection[str]) -> list[str]:
    """The Act II Guild and Vox cards of these Fates (the Armistices, tucked under Call for
    Armistice, left out): a Court deck for random Act II tables."""
    return [
        c.id
        for c in cards.FATE_SET
        if c.act == 2 and c.kind in ("guild", "vox") and c.id.split("-")[0] in fate_ids
        and c.id not in ("F2-16", "F2-17")
    ]  # fmt: skip


def random_act2_table(fate_list: list[str], rng: random.Random, deck_cards: list[str]) -> CampaignState:
    """An Act II table for random play: each seat's ships and city, Imperial ships, Free
    buildings, `deck_cards` shuffled into the Court and its deck with campaign Court cards, then
    each Fate's Act II Setup side (Command Chaos' shuffle, F7-12A, done before the deal)."""
    n = len(fate_list)
    deck = deck_cards[:]
    rng.shuffle(deck)
    ships = [{"system": f"{p + 2}.1", "seat": p, "fresh": 3} for p in range(n)]
    buildings = [{"slot": f"{p + 2}.1#0", "seat": p, "kind": "city"} for p in range(n)]
    camp: dict[str, Any] = {
        "act": 2,
        "first_regent": 0,
        "edicts": ["ED03"],
        "imperial_ships": [{"system": "1.1", "fresh": 2}, {"system": "6.2", "fresh": 1}],
        "free_buildings": [{"slot": "5.2#0", "kind": "city"}, {"slot": "5.3#0", "kind": "starport"}],
        "court": [{"card": "IC01"}, {"card": deck.pop()}, {"card": deck.pop()}, {"card": deck.pop()}],
        "court_deck": deck + ["CC01", "CC02", "CC03", "CC11", "CC12", "CC13"],
        "fates": {"fate": fate_list},
    }
    s = pos(players=n, ships=ships, buildings=buildings, campaign_part=camp, initiative=0)
    for p, fate in enumerate(s.fates):
        fates.ACT2_SETUPS[fate](s, p)
    while s.choices and s.choices[-1][1] == "SHUFFLE":
        s.choices.pop()
        rng.shuffle(s.court_deck)
    assert not invariants.problems(s), invariants.problems(s)
    return s


def fates_table(players: int, seed: int, fate_list: list[str]) -> CampaignState:
    """A bare Act II table (no pieces placed) with these Fates, their Setup sides run through the
    registry (`fates.setup_act2`) and the flow advanced to the first decision."""
    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": players,
            "seed": seed,
            "campaign": {"act": 2, "fates": {"fate": fate_list, "cards": [[] for _ in range(players)]}},
        }
    )
    fates.setup_act2(s)
    flow.advance(s)
    return s
