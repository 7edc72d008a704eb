"""The rules' fixed numbers (data only, no logic): resources, the action track, limits, payouts.

Everything here is printed in the rule text (seeds/003, `variants-spec.md` B.2.1-B.2.5). The cards
themselves are not: they are a data file (`cards.py`, `default_cards.json`).
"""

from __future__ import annotations

from typing import Final

RESOURCES: Final = ("food", "ore", "science", "coins")
"""The four resources, in the order every per-resource list uses."""
FOOD, ORE, SCIENCE, COINS = range(4)
PLANET_TYPES: Final = RESOURCES
"""A planet produces one resource type; the stacks are kept in this order (I-1)."""

TRACKS: Final = ("colonise", "develop", "build", "research", "shadow", "fleet")
"""The six action tracks (PRODUCE is not on the track)."""
COLONISE, DEVELOP, BUILD, RESEARCH, SHADOW, FLEET = range(6)
LEVELS: Final = ("preparing", "basic", "moderate", "strong", "ultimate")
"""Planning levels, left to right; a token acts only from BASIC up (I-14)."""
PREPARING, BASIC, MODERATE, STRONG, ULTIMATE = range(5)
TOKENS_PER_PLAYER: Final = 6


def ultimate_slots(players: int) -> int:
    """ULTIMATE slots per track, shared by all: 1 with 3 players, 2 with 4-6."""
    return 1 if players <= 3 else 2


ADVANCE_LIMIT: Final = 3
"""ADVANCE Plans moves up to 3 different tokens one level each."""

# Limits.
PLANET_LIMIT: Final = 8
SHIP_LIMIT: Final = 8
HAND_LIMIT: Final = 7

# Setup.
START_RESOURCES: Final = 2
"""Each player takes 2 of each resource."""
HOME_START_DEV: Final = 4
DEAL: Final = 4
KEEP: Final = 2
PASSIVE_AMBITIONS: Final = 3
ACTIVE_AMBITIONS: Final = 3
SEAT_ADJUSTMENTS: Final = ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2), (2, 3))
"""Player position adjustments, by position in turn order: (tokens to advance, resources)."""

# Actions by planning level (index = level; PREPARING never acts).
COLONISE_MAX_VP: Final = (0, 3, 5, 99, 99)
COLONISE_START_DEV: Final = (0, 2, 2, 2, 4)
DEVELOP_LEVELS: Final = (0, 1, 3, 5, 8)
DEVELOP_FOOD_PER_LEVEL: Final = 2
BUILD_POINTS: Final = (0, 1, 2, 3, 5)
ULTIMATE_BUILD_DISCOUNT: Final = 1
"""ULTIMATE BUILD: each ship costs 1 ORE less, at least 1."""
REPAIR_MARKERS_PER_ORE: Final = 2
RESEARCH_MAX_VP: Final = (0, 2, 4, 99, 99)
ULTIMATE_RESEARCH: Final = 2
"""ULTIMATE RESEARCH: two techs at 1 SCIENCE less each."""
SHADOW_BUY: Final = (0, 2, 3, 4, 5)
SHADOW_HIRE: Final = (0, 0, 1, 2, 3)
SHADOW_CARD_COST: Final = 1
RAID_BONUS: Final = (0, 0, 2, 4, 6)
INVADE_BONUS: Final = (0, -1, 0, 2, 4)
"""-1: no INVADE at that level (BASIC), unless a card says otherwise."""
MIN_TECH_COST: Final = 1

# Combat and checks.
HIT: Final = 4
"""A die showing 4 or more hits; a shadow check succeeds on 4 or more."""
MAX_BOOST: Final = 3
"""Each side of a shadow check discards at most 3 Shadow cards."""
BOMBARD_PER_LEVEL: Final = 3
MIN_DEV: Final = 1
"""Plague and bombardment stop at development level 1 (I-16)."""
LAST_PLANET_DEV: Final = 4
"""A player who loses their last planet takes a face-up planet at this level (if possible)."""

# Scoring.
AMBITION_VP: Final = (12, 6, 3)
"""First claim, second, every later one."""
SET_BONUS_VP: Final = 12
"""Owning at least one FOOD, ORE, SCIENCE and COINS planet (home worlds not counted)."""
MEDAL_VP: Final = 1
TRIGGER_AMBITIONS: Final = 3
"""Claiming a third ambition triggers the end: everyone takes one more turn."""
EXCHANGE_RATE: Final = 3
"""Resources of one type given for one of any other type (I-25)."""
