"""Hidden information in Act II (issue 27): seeded random Acts II with the Believer in play, The
Young Light and The Prodigal One held (F8-16, F8-18), Faithful cards played face up and face down.
At every decision, for every seat: nothing in its observation, in the texts of its own legal
actions or in what it is shown of another seat's (`State.action_text`) names a card it cannot
see (a Rival's hand, a Rival's face-down play or discard, the undealt cards); and determinized
worlds agree with the observation they were dealt from."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.fates import believer, believer_act2, cards
from ambitions.games.arcs_campaign.state import CampaignState

from .act2_support import act2, act2_cards, random_act2_table
from .conftest import pos

PUBLIC_LISTS = frozenset({"faithful_actions"})
"""Observation keys listing cards by design, not where they are: the Faithful cards among the
action cards (public, CRB p.28 A)."""


def unseen(s: CampaignState, seat: int) -> set[str]:
    """The action cards `seat` cannot see, each by every name it goes by (a Faithful card's
    Wisdom side too)."""
    cards = [c for p, hand in enumerate(s.hands) if p != seat for c in hand]
    cards += [c for p, c, mode in s.plays if p != seat and mode in believer_act2.FACE_DOWN]
    cards += [c for c, up, p in s.action_discard if not up and p != seat]
    cards += s.action_undealt
    out = set()
    for c in cards:
        out |= {c, believer.physical(c), believer.physical(c) + believer.WISDOM_MARK}
    return out


def words(value: Any, skip: frozenset[str] = frozenset()) -> set[str]:
    """Every word of every string in a JSON value (keys in `skip` left out)."""
    if isinstance(value, str):
        return set(value.split())
    if isinstance(value, dict):
        return {w for k, v in value.items() if k not in skip for w in words(v, skip)}
    if isinstance(value, list):
        return {w for v in value for w in words(v, skip)}
    return set()


def check_observations(s: CampaignState) -> None:
    """No seat's observation, nor the texts of the mover's legal actions, names a card that seat
    cannot see."""
    mover = s.current_player()
    for seat in range(s.n):
        hidden = unseen(s, seat)
        obs = s.observation(seat)
        leaked = (words(obs, PUBLIC_LISTS) | words(obs["campaign"], PUBLIC_LISTS)) & hidden
        assert not leaked, (seat, sorted(leaked), s.history[-1:] and str(s.history[-1]))
        if seat == mover:
            leaked = words([str(a) for a in s.legal_actions()]) & hidden
            assert not leaked, (seat, sorted(leaked))


def check_shown(s: CampaignState, action: Any) -> None:
    """What each other seat is shown of `action` names only cards it sees once it is taken (a
    card led is shown; one copying is not)."""
    texts = {seat: s.action_text(action, seat) for seat in range(s.n) if seat != s.current_player()}
    after = s.clone()
    after.apply(action)
    for seat, text in texts.items():
        leaked = set(text.split()) & unseen(after, seat)
        assert not leaked, (seat, str(action), text, sorted(leaked))


def believer_table(players: int, seed: int) -> CampaignState:
    """Act II, the Believer at seat 0 holding The Young Light, seat 1 The Prodigal One; the
    Doctrine in the booklet (F8-20A run), the 9 Faithful cards among the action cards."""
    others = random.Random(seed).sample(["F5", "F6", "F7", "F13", "F14", "F16"], players - 1)
    seats: list[dict[str, Any]] = [{"guild": ["F8-16"]}, {"guild": ["F8-18"]}] + [{}] * (players - 2)
    s = pos(
        players=players,
        seed=seed,
        initiative=0,
        seats=seats,
        ships=[{"system": f"{p + 2}.1", "seat": p, "fresh": 3} for p in range(players)],
        campaign_part=act2({"fate": ["F8", *others]}),
    )
    campaign.fates.setup_act2(s)
    campaign.flow.advance(s)
    return s


def a_fates_table(players: int, seed: int) -> CampaignState:
    """Act II with A Fates, their Act II Guild and Vox cards in the Court and its deck
    (`act2_support.random_act2_table`, as `test_act2_fates_mixed_random`)."""
    rng = random.Random(seed)
    return random_act2_table(rng.sample(list(cards.A_FATES), players), rng, act2_cards(cards.A_FATES))


def busy_choice(s: CampaignState, rng: random.Random) -> Any:
    """Random play leaning on The Young Light's Prelude and Faithful cards played face down."""
    legal = s.legal_actions()
    beside = [a for a in legal if a.kind == "prelude" and a.args[0] in believer_act2.BESIDE_CARDS]
    faithful = [a for a in legal if a.kind in ("copy", "seize") and believer.is_faithful(str(a.args[0]))]
    for wanted in (beside, faithful):
        if wanted and rng.random() < 0.7:
            return rng.choice(wanted)
    busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
    return rng.choice(busy if busy and rng.random() < 0.85 else legal)


@pytest.mark.parametrize(
    ("players", "seed"), [(2, 1), (3, 2), (4, 3), (3, 5), (2, 6), (4, 7), (3, 8), (4, 9)]
)
def test_random_act2_with_the_young_light_never_shows_a_seat_a_card_it_cannot_see(
    players: int, seed: int
) -> None:
    rng = random.Random(seed)
    s = believer_table(players, seed)
    beside_hidden = 0
    for step in range(1500):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        check_observations(s)
        beside_hidden += any(
            c in {u for _, _, u in s.unions} for _, c, m in s.plays if m in ("copy", "seize")
        )
        if step % 7 == 0 or s.unions:
            for seat in range(s.n):
                obs = json.loads(json.dumps(s.observation(seat)))
                world = campaign.determinize(obs, random.Random(step))
                assert world.observation(seat) == obs, (seat, step)
                assert not invariants.problems(world)
        action = busy_choice(s, rng)
        for other in s.legal_actions():
            if other.kind == "prelude" and other.args[0] in believer_act2.BESIDE_CARDS:
                check_shown(s, other)
        check_shown(s, action)
        s.apply(action)
        assert not invariants.problems(s), invariants.problems(s)
    assert beside_hidden, "no card was set beside a face-down Faithful play"


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_act2_with_every_a_fate_never_shows_a_seat_a_card_it_cannot_see(
    players: int, seed: int
) -> None:
    """The same checks over Act II with the eight A Fates' Guild and Vox cards in the Court deck
    (`act2_support.random_act2_table`): no other Fate's action names a hidden card."""
    rng = random.Random(seed)
    s = a_fates_table(players, seed)
    campaign.flow.advance(s)
    for _ in range(800):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        check_observations(s)
        action = busy_choice(s, rng)
        check_shown(s, action)
        s.apply(action)


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_random_act2_with_guild_overseers_in_the_court_keeps_the_court_deck_hidden(
    players: int, seed: int
) -> None:
    """Guild Overseers (F4-03) in the Court of an Act II table: whenever its search is asked, the
    searcher's options and every seat's observation name no card it cannot see, and worlds
    determinized from each seat's observation agree with it (the deck's order dealt anew)."""
    rng = random.Random(seed)
    s = a_fates_table(players, seed)
    if "F4-03" in [c for g in s.guild for c in g]:
        pytest.skip("the Advocate holds Guild Overseers here")
    s.court_deck.append(s.court[1])  # (Guild Overseers takes its place; the card goes on top)
    s.court[1] = "F4-03"
    if "F4-03" in s.court_deck[:-1]:
        s.court_deck.remove("F4-03")
    assert not invariants.problems(s), invariants.problems(s)
    campaign.flow.advance(s)
    searched = 0
    for _ in range(600):
        if s.current_player() == TERMINAL:
            break
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
            continue
        legal = s.legal_actions()
        if s.choices and s.choices[-1][1] == "F4-03":
            searched += 1
            check_observations(s)
            for seat in range(s.n):
                obs = json.loads(json.dumps(s.observation(seat)))
                assert campaign.determinize(obs, random.Random(seat)).observation(seat) == obs
        wanted = [a for a in legal if str(a) in ("secure F4-03", "influence F4-03")]
        action = rng.choice(wanted) if wanted else busy_choice(s, rng)
        check_shown(s, action)
        s.apply(action)
        assert not invariants.problems(s), invariants.problems(s)
    assert searched, "Guild Overseers was never secured"
