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
from ambitions.games.arcs import resources
from ambitions.games.arcs_campaign import data, flow, invariants, setup
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.fates import face_down
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


def choosing_position(players: int = 3, seed: int = 2) -> CampaignState:
    """A random Act at the secret choice (CRB p.6 step B), the first seat having chosen."""
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed)
    while not (s.phase == "campaign-choose-fate" and len(s.choosing) == players - 1):
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return s


def test_a_rivals_drawn_and_chosen_fates_are_dealt_from_the_fates_unseen() -> None:
    """Before the reveal, a Rival's two drawn Fates and their secret choice are dealt from the A
    Fates the seat has not seen: never one of the seat's own two, and they vary."""
    s = choosing_position()
    seat = s.current_player()
    chose = next(p for p in range(3) if p not in s.choosing)
    obs = s.observation(seat)
    assert obs["campaign"]["fates"]["fate"][chose] is None
    mine = set(s.fate_offers[2 * seat : 2 * seat + 2])
    worlds = [campaign.determinize(obs, random.Random(k)) for k in range(30)]
    for w in worlds:
        assert w.fate_offers[2 * seat : 2 * seat + 2] == s.fate_offers[2 * seat : 2 * seat + 2]
        assert not mine & set(w.fate_offers[2 * chose : 2 * chose + 2])
        assert w.fates[chose] in w.fate_offers[2 * chose : 2 * chose + 2]
        assert len(set(w.fate_offers)) == 6 and not invariants.problems(w)
        assert obs_json(w, seat) == json.dumps(obs, sort_keys=True)
    assert len({w.fates[chose] for w in worlds}) > 1
    assert len({tuple(w.fate_offers) for w in worlds}) > 1


def test_after_the_reveal_only_the_fates_not_chosen_are_dealt() -> None:
    """Once everyone has chosen, each Fate is public; a Rival's Fate not chosen is dealt from the
    Fates neither drawn by the seat nor chosen by anyone."""
    s = positions(3, 1, 40)[0]
    seat = s.current_player()
    assert all(s.fates) and not s.choosing
    worlds = [campaign.determinize(s.observation(seat), random.Random(k)) for k in range(20)]
    seen = set(s.fate_offers[2 * seat : 2 * seat + 2]) | set(s.fates)
    for w in worlds:
        assert w.fates == s.fates
        rivals = {f for p in range(3) if p != seat for f in w.fate_offers[2 * p : 2 * p + 2]}
        unchosen = rivals - set(w.fates)
        assert len(unchosen) == 2 and not unchosen & seen
    assert len({tuple(w.fate_offers) for w in worlds}) > 1


def test_a_seats_observation_ignores_a_rivals_hidden_fate() -> None:
    """Two states that differ only in a Rival's drawn Fates and secret choice give the seat the
    same observation; the Rival's own observation differs."""
    s = choosing_position()
    seat = s.current_player()
    chose = next(p for p in range(3) if p not in s.choosing)
    other = s.clone()
    unseen = [f for f in fate_cards.A_FATES if f not in s.fate_offers]
    other.fate_offers[2 * chose : 2 * chose + 2] = unseen[:2]
    other.fates[chose] = unseen[0]
    assert obs_json(other, seat) == obs_json(s, seat)
    assert obs_json(other, None) == obs_json(s, None)
    assert obs_json(other, chose) != obs_json(s, chose)


FAITHFUL = fate_cards.FAITHFUL_CARDS


def golem_position() -> CampaignState:
    """A random Act with the Caretaker (F5) whose Sleeping Golems are on the map."""
    for seed in range(40):
        for s in positions(3, seed, 25):
            if "F5" in s.fates and s.golems and any(0 <= g < 100 for g in s.golems):
                return s
    raise AssertionError("no random Act with the Caretaker")


def test_sleeping_golems_identities_are_dealt_anew() -> None:
    """A Sleeping Golem's identity is hidden (F5-01A), but from its holder: a determinized world
    keeps every Golem where it is and its side, and deals the names the seat does not know."""
    s = golem_position()
    seat = s.current_player()
    obs = s.observation(seat)
    worlds = [campaign.determinize(obs, random.Random(k)) for k in range(20)]
    for w in worlds:
        assert obs_json(w, seat) == json.dumps(obs, sort_keys=True)
        assert sorted(w.golems) == sorted(s.golems)
        for g, where in enumerate(w.golems):
            if w.golem_awake[g] or where == 100 + seat:
                assert s.golems[g] == where
    assert len({tuple(w.golems) for w in worlds}) > 1
    # The names the seat does not know never change its observation.
    other = s.clone()
    asleep = [g for g in range(4) if s.golems[g] >= 0 and not s.golem_awake[g] and s.golems[g] != 100 + seat]
    if len(asleep) >= 2:
        a, b = asleep[:2]
        other.golems[a], other.golems[b] = other.golems[b], other.golems[a]
        assert obs_json(other, seat) == obs_json(s, seat)


def test_faithful_cards_in_rivals_hands_are_dealt_as_action_cards() -> None:
    """Faithful cards off the stack are action cards (F8-13): unseen ones are dealt with the
    others, in Rivals' hands or the deck, and a world never holds one twice."""
    found = None
    for seed in range(60):
        for s in positions(3, seed, 11):
            seat = s.current_player()
            rival = [c for p, h in enumerate(s.hands) if p != seat for c in h if c in FAITHFUL]
            if rival:
                found = s, seat
                break
        if found:
            break
    assert found, "no random Act with a Faithful card in a Rival's hand"
    s, seat = found
    obs = s.observation(seat)
    worlds = [campaign.determinize(obs, random.Random(k)) for k in range(20)]
    for w in worlds:
        assert obs_json(w, seat) == json.dumps(obs, sort_keys=True) and not invariants.problems(w)
    where = {
        tuple(sorted(c for p, h in enumerate(w.hands) if p != seat for c in h if c in FAITHFUL))
        for w in worlds
    }
    assert len(where) > 1


def test_an_overflow_discard_before_step_fs_draw_is_determinized() -> None:
    """The Intermission's step F begun (the Fates of Act I noted), its draw not yet made, while a
    seat discards a resource over its board's slots (base p17): no seat has drawn, so none is
    shown its cards, and every world agrees (found by the Act II balance study)."""
    rng = random.Random(3)
    s = campaign.new_game(3, seed=3, act="all")
    while s.phase != "campaign-chance-new-fates":
        if s.current_player() == CHANCE:
            s.apply(s.sample_chance(rng))
        else:
            s.apply(rng.choice(s.legal_actions()))
    seat = s.turn_order()[0]
    while not s.discard_queue:  # resources from the supply until one is over the slots
        resources.gain(s, seat, next(r for r in range(5) if s.resource_supply[r] > 0))
    flow.advance(s)
    assert s.phase == "discard" and s.mover == seat and s.former_fates and not s.fate_offers
    for p in range(3):
        world = campaign.determinize(s.observation(p), random.Random(p))
        assert obs_json(world, p) == obs_json(s, p)
        assert world.fate_offers == [] and world.former_fates == s.former_fates


def test_a_face_down_faithful_play_takes_its_card_from_another_face_down_play() -> None:
    """A Rival copied with a Faithful card and seized with another, both face down, and no other
    unseen card is Faithful (the chapter's last round: nothing undealt): the world deals the two
    plays' cards between them (found by the Act II balance study)."""
    s = campaign.new_game(3, seed=1)
    s.plays = [(2, "CON3", "lead"), (0, "ADM6", "copy"), (0, "F8-05", "seize")]
    s.turn_card = "F8-05"
    marks = face_down.Marks()
    marks.hidden, marks.faithful, marks.hands, marks.undealt = [1, 2], {1}, [], False
    face_down.place(s, marks, random.Random(0))
    assert s.plays == [(2, "CON3", "lead"), (0, "F8-05", "copy"), (0, "ADM6", "seize")]
    assert s.turn_card == "ADM6"  # (the seize under way: its card follows it)
