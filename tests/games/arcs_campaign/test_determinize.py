"""`determinize` for the campaign: a full state consistent with a seat's observation, the hidden
cards (Rivals' hands with their Event cards, face-down plays and discards, the Court deck of
campaign and lore cards) dealt anew; and observations that never show another seat's hidden
cards."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import data, invariants, setup
from ambitions.games.arcs_campaign.state import CampaignState


def positions(players: int, seed: int, every: int) -> list[CampaignState]:
    """States of a random Act at every `every`-th decision."""
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed)
    out = []
    decisions = 0
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        decisions += 1
        if decisions % every == 0:
            out.append(s.clone())
        s.apply(rng.choice(s.legal_actions()))
    return out


def obs_json(s: CampaignState, seat: int) -> str:
    return json.dumps(s.observation(seat), sort_keys=True)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_determinized_states_agree_with_the_observation_and_are_legal(players: int) -> None:
    for seed in range(4):
        for s in positions(players, seed, 5):
            seat = s.current_player()
            obs = json.loads(obs_json(s, seat))
            world = campaign.determinize(obs, random.Random(seed))
            assert obs_json(world, seat) == json.dumps(obs, sort_keys=True)
            assert not invariants.problems(world)
            assert world.current_player() == seat and world.legal_actions()
            assert obs_json(s, seat) == json.dumps(obs, sort_keys=True)  # the state is untouched


def hidden(s: CampaignState, seat: int) -> tuple[Any, ...]:
    rivals = tuple(tuple(h) for p, h in enumerate(s.hands) if p != seat)
    lore = tuple(sorted(c for c in s.court_deck if c in setup.LORE_IDS))
    return rivals, tuple(s.court_deck), lore, tuple(s.action_discard)


def test_hidden_cards_are_dealt_anew_events_and_lore_included() -> None:
    """Across rngs: Rivals' hands, the Court deck's order and which lore cards are in it, and
    where the unseen Event cards are, all vary; what the seat sees never does."""
    s = next(x for x in positions(3, 11, 7) if x.chapter == 1 and sum(map(len, x.hands)) >= 12)
    seat = s.current_player()
    obs = s.observation(seat)
    worlds = [campaign.determinize(obs, random.Random(k)) for k in range(30)]
    assert len({hidden(w, seat)[0] for w in worlds}) > 1
    assert len({hidden(w, seat)[1] for w in worlds}) > 1
    assert len({hidden(w, seat)[2] for w in worlds}) > 1  # which lore cards were shuffled in
    seen_events = {c for c in s.hands[seat] if c in data.EVENT_CARDS}
    rival_events = {
        tuple(sorted(c for p, h in enumerate(w.hands) if p != seat for c in h if c in data.EVENT_CARDS))
        for w in worlds
    }
    assert len(rival_events) > 1 or len(seen_events) == data.events_in_deck(3)
    for w in worlds:
        assert w.hands[seat] == s.hands[seat]
        assert [c for c in w.court if c] == [c for c in s.court if c]
        assert len(w.court_deck) == len(s.court_deck)


def test_an_observation_hides_rivals_hands_the_court_deck_and_face_down_cards() -> None:
    """Two states that differ only in what seat 0 cannot see give seat 0 the same observation."""
    for s in positions(3, 5, 9)[:10]:
        world = campaign.determinize(s.observation(0), random.Random(1))
        other = campaign.determinize(s.observation(0), random.Random(2))
        assert obs_json(world, 0) == obs_json(other, 0) == obs_json(s, 0)
        text = json.dumps(s.observation(0))
        for card in [c for p in (1, 2) for c in s.hands[p]] + s.court_deck + s.action_undealt:
            assert f'"{card}"' not in text, card
        assert "court_deck" not in s.observation(0) and "undealt" not in s.observation(0)


def test_the_log_shows_the_campaigns_dice_but_no_deal_or_court_order() -> None:
    """What a seat's log may show of each chance outcome: the number, event and round's end dice
    in full; the Court's order, the lore shuffled in, the deals and draws by their kind only."""
    rng = random.Random(3)
    s = campaign.new_game(3, seed=3)
    shown: dict[str, str] = {}
    while s.current_player() != TERMINAL:
        if s.current_player() == CHANCE:
            a = s.sample_chance(rng)
            shown.setdefault(a.kind, s.action_text(a, 0))
            s.apply(a)
        else:
            s.apply(rng.choice(s.legal_actions()))
    for kind in ("court", "shuffle", "deal"):
        assert shown[kind] == kind
    assert shown["number"].startswith("number ") and shown["event"].startswith("event ")
    assert len(shown["eventroll"].split()) == 4  # "eventroll crisis hex 4"
