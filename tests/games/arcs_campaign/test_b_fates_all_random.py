"""Seeded random Acts II seating the "B" Fates with a Flagship (F9-F12) beside those without
(F13-F16): every Setup side through the one registry (`fates.setup_act2`), then random play to the
Act's end under the campaign's invariants, with clone and snapshot round trips and determinized
worlds agreeing with the mover's observation. Flagships, Banners and Witnesses share one
`has_piece_at` and one move syntax here."""

from __future__ import annotations

import random

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign import invariants
from ambitions.games.arcs_campaign.fates import ACT2_SETUPS, cards
from ambitions.games.arcs_campaign.fates import position as fates_position

from .act2_support import fates_table, play_checked

WITH_FLAGSHIP = ("F9", "F10", "F11", "F12")
WITHOUT_FLAGSHIP = ("F13", "F14", "F15", "F16")


def test_one_b_fate_definition_registered_and_playable() -> None:
    assert cards.B_FATE_IDS == WITH_FLAGSHIP + WITHOUT_FLAGSHIP
    assert tuple(f.id for f in cards.B_FATES if f.flagship) == WITH_FLAGSHIP
    assert set(cards.B_FATE_IDS) <= set(ACT2_SETUPS)
    assert set(cards.B_FATE_IDS) <= set(fates_position.playable(2))
    assert not set(cards.B_FATE_IDS) & set(fates_position.playable(1))


def b_table(players: int, seed: int, fates: list[str]) -> campaign.CampaignState:
    return fates_table(players, seed, fates)


TABLES = [
    (2, 11, ["F10", "F14"]),  # Song of the Banner's moves beside Witnesses
    (2, 12, ["F13", "F12"]),
    (3, 13, ["F9", "F15", "F11"]),
    (4, 14, ["F16", "F10", "F14", "F12"]),
]


@pytest.mark.parametrize(("players", "seed", "fates"), TABLES)
def test_random_act_two_with_every_kind_of_b_fate_keeps_the_invariants(
    players: int, seed: int, fates: list[str]
) -> None:
    rng = random.Random(seed)
    s = b_table(players, seed, fates)
    assert invariants.problems(s) == []
    play_checked(s, seed, rng)
