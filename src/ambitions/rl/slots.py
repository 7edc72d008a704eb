"""The legal-slots view of a decision: a small action space for learners (parametric actions).

A game's fixed action space can be large (Arcs: 180,827 indexes, most of them moves with every
ship count); a policy whose last layer has one output per index pays for all of them at every
step. The legal-slots view instead lists the legal actions' indexes in `slots` places (ascending,
0 for an empty place, ``index + 1`` otherwise) after the observation vector; the learner chooses a
place, masked to the filled ones, and scores each place from its action's index (a network that
embeds indexes, such as `ambitions.rl.networks.SlotPolicy`, works in time proportional to
`slots`). The fixed index stays the meaning of an action; only the choice is made among the legal
ones.

With more legal actions than places, the ones with the lowest indexes are listed (Arcs, 300
seeded games: at most 214 legal actions, so the default 256 places held every one).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

import numpy as np

from ambitions.rl.encodings import Encodings, FloatArray, MaskArray

SLOTS: Final = 256
"""Places for legal actions by default."""


def slot_view(
    encodings: Encodings, observation: FloatArray, legal: Iterable[int], slots: int = SLOTS
) -> tuple[FloatArray, MaskArray, list[int]]:
    """(the observation followed by the slots, the mask of the filled slots, the index in each
    filled slot) for a decision with the legal action indexes `legal`."""
    chosen = sorted(legal)[:slots]
    view = np.zeros(observation.shape[0] + slots, dtype=np.float32)
    view[: observation.shape[0]] = observation
    if chosen:
        view[observation.shape[0] : observation.shape[0] + len(chosen)] = (
            np.asarray(chosen, dtype=np.float32) + 1
        )
    mask = np.zeros(slots, dtype=np.int8)
    mask[: len(chosen)] = 1
    return view, mask, chosen


def view_bounds(encodings: Encodings, slots: int = SLOTS) -> tuple[FloatArray, FloatArray]:
    """(low, high) of a slot view: the observation's bounds, then 0 .. ``num_actions``."""
    low = np.concatenate([encodings.observation_low.ravel(), np.zeros(slots, dtype=np.float32)])
    high = np.concatenate(
        [encodings.observation_high.ravel(), np.full(slots, encodings.num_actions, dtype=np.float32)]
    )
    return low.astype(np.float32), high.astype(np.float32)
