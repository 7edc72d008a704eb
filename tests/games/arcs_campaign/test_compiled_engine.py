"""The campaign's compiled modules play exactly as their pure-Python sources, and its
written-out `clone` copies every field.

The campaign is compiled in one mypyc run with Arcs (its state is a native subclass of
`ArcsState`: `ambitions.core.compiled.NEEDS`): seeded random Act I games at 2-4 players, a whole
campaign through Act III and a game of `greedy` are played here (with the compiled modules when
this install has them) and in a subprocess with ``AMBITIONS_PURE=1``; every record and final
view must be identical.
"""

from __future__ import annotations

import random

import ambitions.games.arcs_campaign as campaign
from ambitions.core import compiled
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs import invariants as arcs_invariants
from ambitions.games.arcs.state import _LIST_FIELDS, _NESTED_FIELDS, _SCALAR_FIELDS
from ambitions.games.arcs_campaign import state as campaign_state
from ambitions.games.arcs_campaign.state import CampaignState
from support.engines import PLAY_RANDOM, check_engines

GAMES = (
    PLAY_RANDOM
    + r"""
import hashlib, json
from ambitions.core import compiled
from ambitions.games.arcs_campaign import flow

digest = hashlib.sha256()
games = [(2 + seed % 3, seed, {}) for seed in range(9)] + [(3, 1, {"act": "all"})]
for players, seed, options in games:
    s = play_random("arcs-campaign", players, seed, **options)
    digest.update(json.dumps(s.record(), sort_keys=True).encode())
    digest.update(json.dumps(s.observation(0), sort_keys=True, default=str).encode())
from ambitions.bots import make_agent
from ambitions.sim.runner import play_game
played = play_game("arcs-campaign", 3, [make_agent("greedy", k) for k in range(3)], seed=2)
digest.update(json.dumps(played.record, sort_keys=True).encode())
print(json.dumps({"status": compiled.STATUS["ambitions.games.arcs_campaign"],
                  "compiled": compiled.is_compiled(flow), "digest": digest.hexdigest()}))
"""
)


def test_compiled_and_pure_campaign_engines_play_identical_games() -> None:
    check_engines("ambitions.games.arcs_campaign", GAMES)


def test_the_campaign_is_compiled_only_with_arcs() -> None:
    """Its compiled state extends Arcs' compiled one: used only when Arcs' engine is."""
    assert compiled.NEEDS["ambitions.games.arcs_campaign"] == ("ambitions.games.arcs",)
    arcs, ours = compiled.STATUS["ambitions.games.arcs"], compiled.STATUS["ambitions.games.arcs_campaign"]
    if arcs != "compiled":
        assert ours.startswith("pure: ")
    else:  # a build that compiled Arcs compiled the campaign with it (mypyc refused no module)
        assert not ours.startswith(("pure: not compiled", "pure: only ")), ours
    assert compiled.is_compiled(campaign_state) == (ours == "compiled")


def positions(seed: int, every: int, **options: object) -> list[CampaignState]:
    """Every `every`-th position of a seeded random game (chance nodes included)."""
    rng = random.Random(seed)
    s = campaign.new_game(3, seed=seed, **options)
    out: list[CampaignState] = []
    steps = 0
    while s.current_player() != TERMINAL:
        if steps % every == 0:
            out.append(s.clone())
        steps += 1
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    return out


def test_clone_copies_every_field() -> None:
    """`CampaignState.clone` names each field (Arcs' `_copy_fields`, then the campaign's
    `_copy_campaign_fields`): every one the state declares is copied, equal to the original, and
    no list is shared (one level deeper for lists of lists)."""
    lists = (*_LIST_FIELDS, *campaign_state._CAMPAIGN_LISTS)
    nested = (*_NESTED_FIELDS, "chapter_scores")
    scalars = (*_SCALAR_FIELDS, *campaign_state._CAMPAIGN_SCALARS)
    # The lists name every field the classes declare (read from their sources when compiled).
    declared = set(arcs_invariants._field_checks(CampaignState))
    assert declared == {*scalars, *lists, *nested}
    found = positions(0, 10) + positions(1, 25, act="all")
    assert len(found) > 20
    for s in found:
        copy = s.clone()
        assert type(copy) is CampaignState
        for name in (*scalars, *lists, *nested):
            assert getattr(copy, name) == getattr(s, name), name
        for name in (*lists, *nested):
            assert getattr(copy, name) is not getattr(s, name), name
        for name in nested:
            assert all(a is not b for a, b in zip(getattr(copy, name), getattr(s, name), strict=True)), name
        assert copy.record() == s.record()
