"""What the simulator counts in an Act: Arcs' (ambitions scored, Power per chapter) and the
Fates: each seat's Fate, the objectives completed (marker on 0 at the Act's end, CRB p.8) and
the Fate of the Act's winner (the most Power, `CampaignState.winner`).

Each is a one-period tally (the Act), so the summary counts them by Fate: completion and win
rates are completed / played and won / played, per Fate.
"""

from __future__ import annotations

from ambitions.core.spec import Statistics, Tally
from ambitions.core.state import JSON, State
from ambitions.games.arcs.statistics import STATISTICS as ARCS_STATISTICS
from ambitions.games.arcs.statistics import AmbitionWatcher
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignState


def _name(fate: str) -> str:
    return f"{fate} {cards.FATE_BY_ID[fate].name}" if fate in cards.FATE_BY_ID else fate


class FateWatcher(AmbitionWatcher):
    """Arcs' watcher, and at the end ``fates_played``, ``objectives_completed`` and
    ``acts_won`` (one list of Fate names each)."""

    __slots__ = ()

    def finish(self, state: State) -> dict[str, JSON]:
        out = super().finish(state)
        assert isinstance(state, CampaignState)
        played = [f for f in state.fates if f]
        out["fates_played"] = [[_name(f) for f in played]]
        out["objectives_completed"] = [
            [_name(f) for p, f in enumerate(state.fates) if f and objective.met(state, p)]
        ]
        won = state.fates[state.winner] if 0 <= state.winner < state.n else ""
        out["acts_won"] = [[_name(won)] if won else []]
        return out


STATISTICS = Statistics(
    watcher=FateWatcher,
    tallies=(
        *ARCS_STATISTICS.tallies,
        Tally("fates_played", "Fates played", "Fate"),
        Tally("objectives_completed", "Objectives completed", "Fate"),
        Tally("acts_won", "Acts won", "Fate"),
    ),
    period_scores=ARCS_STATISTICS.period_scores,
    period=ARCS_STATISTICS.period,
)
"""The campaign's statistics for `ambitions simulate`."""
