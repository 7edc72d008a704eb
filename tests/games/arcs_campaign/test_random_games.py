"""Seeded random Act I games (the eight A Fates drawn and chosen, Summits with their
Negotiations), 100 of each player count, and whole campaigns through Act II (100 of each), under
the campaign's invariants: pieces, tokens and cards conserved after every action, clone and
replay equal to the live state, observations hiding hands, Fates until revealed, the Court deck
and undealt cards, determinized worlds agreeing with the mover's observation, the campaign file
holding the table each Act ends with."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import campaign_file, invariants, observe, position
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.flow import BETWEEN_ACTS

from .conftest import snap


def play(players: int, seed: int, **options: object) -> campaign.CampaignState:
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed, **options)
    for _ in range(20_000):
        if s.current_player() == TERMINAL:
            return s
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            legal = s.legal_actions()
            assert legal, f"seat {s.current_player()} has no legal action at {s.phase}"
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            s.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal))  # longer Acts
        problems = invariants.problems(s)
        assert not problems, (seed, str(s.history[-1]), problems)
        if s.phase in ("campaign-choose-fate", "campaign-choose-new-fate") or (
            len(s.history) % 97 == 0 and s.golems
        ):
            hidden_fates_and_golems(s)
        if len(s.history) % 97 == 0 or s.phase in BETWEEN_ACTS:
            assert snap(s.clone()) == snap(s)
            again = position.load(position.from_observation(observe.snapshot(s)))
            assert observe.snapshot(again) == observe.snapshot(s)
            for seat in range(players):
                obs = s.observation(seat)
                assert "court_deck" not in obs and "undealt" not in obs
                for p, row in enumerate(obs["seats"]):
                    assert ("hand" in row) == (p == seat)
            mover = s.current_player()
            if mover >= 0:  # a determinized world agrees with what the mover sees
                obs = s.observation(mover)
                world = campaign.determinize(obs, random.Random(seed))
                assert world.observation(mover) == obs
    raise AssertionError(f"seed {seed}: the Act did not end")


def hidden_fates_and_golems(s: campaign.CampaignState) -> None:
    """CRB p.6 step B: the Fates drawn and chosen are secret until all have chosen; F5-05: a
    Sleeping Golem's identity shows only to the seat holding it."""
    for seat in range(s.n):
        view = s.observation(seat)["campaign"]
        if s.choosing:
            assert view["fates"]["drawn"] == s.fate_offers[2 * seat : 2 * seat + 2]
            if s.former_fates:  # (step F: the Act's Fates are public, the new choices hidden)
                assert view["fates"]["fate"] == s.fates
                assert all(f is None for p, f in enumerate(view["fates"]["chosen"]) if p != seat)
            else:
                assert all(f is None for p, f in enumerate(view["fates"]["fate"]) if p != seat)
        for g in view["golems"]:
            if not g["awake"] and g.get("holder") != seat:
                assert g["golem"] is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_acts_keep_the_invariants_and_replay(players: int) -> None:
    chosen: Counter[str] = Counter()
    for seed in range(100):
        s = play(players, 1000 * players + seed)
        chosen.update(s.fates)
        assert s.chapter == 3 and s.current_player() == TERMINAL  # three chapters (CRB p.8)
        again = campaign.replay(json.loads(json.dumps(s.record())))
        assert snap(again) == snap(s)
        if seed % 10 == 0:  # the campaign file holds the table the Act ended with
            table = campaign_file.check(json.loads(campaign_file.dumps(s)))
            assert table.power == s.power and table.slots == s.slots and table.outlaw == s.outlaw
    # Every Fate is drawn and chosen (CRB p.6 step B), so these runs see each one many times.
    assert sorted(chosen) == ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8"]
    assert min(chosen.values()) >= 3, chosen


CAMPAIGN_CHUNKS = 4
"""Whole campaigns run in chunks of 25 seeds per player count (300 campaigns in all), so that the
test command's workers share them."""


@pytest.mark.parametrize("chunk", range(CAMPAIGN_CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_campaigns_through_act_ii_keep_the_invariants_and_replay(players: int, chunk: int) -> None:
    """Whole campaigns (``act="all"``): Act I, the Intermission (its steps, the B Fates drawn and
    chosen in secret), Act II's setup and chapters, under the invariants after every action; every
    position between the Acts round-trips through its snapshot and determinizes to the mover's
    observation; the record replays exactly; the campaign file may be packed up at the
    Intermission's end. Every B Fate is played in each chunk."""
    chosen: Counter[str] = Counter()
    for seed in range(25 * chunk, 25 * chunk + 25):
        s = play(players, 7000 * players + seed, act="all")
        chosen.update(s.fates)
        assert s.act == 2 and s.chapter == 3 and s.winner >= 0
        assert len(s.former_fates) == players and set(s.fates) <= set(cards.FATE_BY_ID)
        if seed % 5 == 0:
            again = campaign.replay(json.loads(json.dumps(s.record())))
            assert snap(again) == snap(s)
    assert set(cards.B_FATE_IDS) <= set(chosen), chosen


def test_the_invariants_catch_a_lost_piece() -> None:
    s = play(3, 7)
    s.imperial_ships -= 1
    assert any("Imperial ships" in p for p in invariants.problems(s))
    s.imperial_ships += 1
    s.favors[1] += 1
    assert any("agents" in p for p in invariants.problems(s))


def test_golems_handed_out_mid_act_keep_every_invariant() -> None:
    """Random play rarely wakes a Golem; here, in every Act with the Caretaker, the 4 Golems are
    handed Awake or Sleeping to random seats mid-Act (as spends, raids and Stone-Speakers would),
    then play goes on at random, preferring Golem actions: pieces and resources stay conserved,
    no resource sits in a slot a Golem fills (F5-05), clones equal the state and determinized
    worlds agree with the mover's observation. Spends, discards and raids of Golems all occur."""
    from ambitions.core.errors import InvalidRecord
    from ambitions.games.arcs_campaign.fates import caretaker
    from ambitions.games.arcs_campaign.fates import position as fates_position

    seen: Counter[str] = Counter()
    for seed in range(200):
        players = 2 + seed % 3
        rng = random.Random(seed)
        s = campaign.new_game(players, seed=seed)
        planted = False
        while s.current_player() != TERMINAL:
            if not planted and s.golems and s.phase == "actions" and len(s.history) > 150:
                for g in range(4):
                    s.golems[g] = caretaker.HELD + rng.randrange(players)
                    s.golem_awake[g] = rng.random() < 0.7
                try:
                    fates_position.fit_golems(s)  # the boards' resources around the Golems
                except InvalidRecord:
                    break  # too many resources for them: another seed
                planted = True
            if s.current_player() == CHANCE:
                s.apply(s.sample_chance(rng))
                continue
            legal = s.legal_actions()
            golem = [a for a in legal if "golem" in a.args[:1] or a.kind == "golem"]
            busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
            pick = rng.choice(golem) if golem and rng.random() < 0.5 else rng.choice(busy or legal)
            if pick in golem:
                seen[pick.kind] += 1
            s.apply(pick)
            assert not invariants.problems(s), (seed, str(pick), invariants.problems(s))
            if planted and len(s.history) % 50 == 0:
                assert snap(s.clone()) == snap(s)
                mover = s.current_player()
                if mover >= 0:
                    obs = s.observation(mover)
                    assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
    assert seen["golem"] > 100 and seen["discard"] > 10 and seen["steal"] > 0, seen
