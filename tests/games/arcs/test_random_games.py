"""Random-game invariants over hundreds of seeded games of 2, 3 and 4 players (issue: part 1).

After every action: pieces, tokens and cards conserved, no negative counts. After every game: the
record replays to the identical state (also through JSON) and a mid-game clone is unaffected by
the original moving on. Observations hide rival hands, deck orders and face-down cards, and the
worlds determinized from them pass the same checks.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import ambitions
from ambitions.games.arcs import invariants, observe
from ambitions.games.arcs.state import ArcsState

GAMES_PER_COUNT = 110  # 330 games in all


def play(players: int, seed: int, check_every: int = 0) -> tuple[ArcsState, ArcsState, str, int]:
    rng = random.Random(seed)
    s = ambitions.new_game("arcs", players=players, seed=seed)
    assert isinstance(s, ArcsState)
    snap_at = rng.randrange(5, 40)
    clone: ArcsState | None = None
    clone_json = ""
    decisions = 0
    while s.current_player() != ambitions.TERMINAL:
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
            if check_every:
                assert invariants.problems(s) == [], f"seed {seed} after {s.history[-1]}"
            continue
        legal = s.legal_actions()
        assert legal, f"seed {seed}: no legal action for seat {s.current_player()} in {s.phase}"
        s.apply_unchecked(rng.choice(legal))
        decisions += 1
        if decisions == snap_at:
            clone = s.clone()
            clone_json = json.dumps(observe.snapshot(clone), sort_keys=True)
        if check_every and decisions % check_every == 0:
            assert invariants.problems(s) == [], f"seed {seed} after {decisions} decisions"
        assert decisions < 5000, f"seed {seed}: the game does not end"
    assert clone is not None
    return s, clone, clone_json, decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    chapters = []
    for seed in range(GAMES_PER_COUNT):
        s, clone, clone_json, _ = play(players, seed, check_every=1)  # after every action
        assert s.is_terminal()
        assert invariants.problems(s) == [], f"seed {seed}: {invariants.problems(s)}"
        # The game ended by the rules: Power threshold or the last chapter.
        assert s.chapter == 5 or max(s.power) >= {2: 33, 3: 30, 4: 27}[players]
        assert s.returns() == [float(p) for p in s.power]
        chapters.append(s.chapter)
        # Replay through JSON gives the identical state.
        record = json.loads(json.dumps(s.record()))
        again = ambitions.replay(record)
        assert observe.snapshot(again) == observe.snapshot(s), f"seed {seed}: replay differs"
        # The clone did not move when the original did.
        assert json.dumps(observe.snapshot(clone), sort_keys=True) == clone_json
    assert min(chapters) >= 1


def _hidden_from(s: ArcsState, seat: int) -> set[str]:
    """Cards `seat` may not see: rival hands and rival face-down cards."""
    hidden = {c for p in range(s.n) if p != seat for c in s.hands[p]}
    hidden |= {c for p, c, mode in s.plays if p != seat and mode in ("copy", "seize")}
    hidden |= {c for c, up, p in s.action_discard if not up and p != seat}
    hidden |= set(s.action_undealt)
    return hidden


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_never_show_hidden_cards(players: int) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        s = ambitions.new_game("arcs", players=players, seed=seed)
        steps = 0
        while not s.is_terminal() and steps < 400:
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            if steps % 5 == 0:
                for seat in [*range(players), None]:
                    obs = s.observation(seat)
                    text = json.dumps(obs)
                    assert "court_deck" not in obs and "undealt" not in obs and "seed" not in obs
                    for p, entry in enumerate(obs["seats"]):
                        assert ("hand" in entry) == (p == seat)
                    shown = {e["card"] for e in obs["action_discard"] + obs["plays"] if e["card"]}
                    shown |= set(obs["seats"][seat]["hand"]) if seat is not None else set()
                    hidden = _hidden_from(s, seat if seat is not None else -1)
                    assert not (shown & hidden), f"seed {seed}: seat {seat} sees {shown & hidden}"
                    # Another world with the same observation gives the same text: nothing leaks.
                    if seat is not None:
                        world = ambitions.determinize(obs, random.Random(seed + steps))
                        assert isinstance(world, ArcsState)
                        assert invariants.problems(world) == [], f"seed {seed}: seat {seat}'s world"
                        assert json.dumps(world.observation(seat)) == text
            s.apply_unchecked(rng.choice(s.legal_actions()))
            steps += 1


def test_determinize_never_deals_a_seen_card() -> None:
    s = ambitions.new_game("arcs", players=3, seed=11)
    rng = random.Random(11)
    while s.current_player() == ambitions.CHANCE or len(s.history) < 60:
        if s.current_player() == ambitions.CHANCE:
            s.apply(s.sample_chance())
        else:
            s.apply_unchecked(rng.choice(s.legal_actions()))
    assert isinstance(s, ArcsState)
    seat = 0
    obs = s.observation(seat)
    seen = set(s.hands[seat]) | {c for c, up, p in s.action_discard if up or p == seat}
    seen |= {c for p, c, mode in s.plays if mode not in ("copy", "seize") or p == seat}
    for k in range(20):
        world = ambitions.determinize(obs, random.Random(k))
        assert isinstance(world, ArcsState)
        dealt = {c for p in range(1, 3) for c in world.hands[p]}
        assert not dealt & seen
        assert [len(h) for h in world.hands] == [len(h) for h in s.hands]
        assert invariants.problems(world) == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_battle_heavy_games_keep_every_invariant(players: int) -> None:
    """A policy that battles whenever it can, spends Weapons and raids: Trophies, Captives,
    Outrage agents and stolen resources are all conserved, and replay still matches."""
    kinds: Counter[str] = Counter()
    for seed in range(60):
        rng = random.Random(1000 + seed)
        s = ambitions.new_game("arcs", players=players, seed=1000 + seed)
        assert isinstance(s, ArcsState)
        steps = 0
        while not s.is_terminal():
            if s.current_player() == ambitions.CHANCE:
                s.apply(s.sample_chance())
                continue
            legal = s.legal_actions()
            eager = [a for a in legal if a.kind in ("battle", "steal", "ransack") or str(a) == "spend weapon"]
            action = rng.choice(eager) if eager and rng.random() < 0.9 else rng.choice(legal)
            kinds[action.kind] += 1
            s.apply_unchecked(action)
            steps += 1
            if steps % 11 == 0:
                assert invariants.problems(s) == [], f"seed {seed} step {steps}"
        assert invariants.problems(s) == []
        again = ambitions.replay(json.loads(json.dumps(s.record())))
        assert observe.snapshot(again) == observe.snapshot(s)
    # The policy really battled, hit, raided and ransacked.
    assert kinds["battle"] > 50 and kinds["dice"] > 50 and kinds["hit"] > 20
    assert kinds["steal"] > 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_texts_never_name_a_card_hidden_from_the_viewer(players: int) -> None:
    """`action_text(action, viewer)` is what logs and servers show: never another seat's hidden
    cards (face-down plays, deals, Farseers' look and swap)."""
    from ambitions.games.arcs import data

    card_ids = {c.id for c in data.ACTION_CARDS}
    shown_in_full = 0
    for seed in range(25):
        rng = random.Random(seed)
        s = ambitions.new_game("arcs", players=players, seed=300 + seed)
        assert isinstance(s, ArcsState)
        while not s.is_terminal():
            chance = s.current_player() == ambitions.CHANCE
            legal = [] if chance else s.legal_actions()
            eager = [a for a in legal if a.kind in ("copy", "seize", "choose", "secure", "influence")]
            action = (
                s.sample_chance() if chance else rng.choice(eager if eager and rng.random() < 0.7 else legal)
            )
            texts = {v: s.action_text(action, v) for v in [*range(players), None]}
            before = {v: _hidden_from(s, v if v is not None else -1) for v in texts}
            s.apply(action)
            for viewer, text in texts.items():
                named = set(text.split()) & card_ids
                # Leaked: hidden from the viewer both before and after the action.
                hidden = before[viewer] & _hidden_from(s, viewer if viewer is not None else -1)
                assert not named & hidden, f"seed {seed}: {viewer} sees {named & hidden} in {text!r}"
                shown_in_full += text == str(action)
    assert shown_in_full > 1000
