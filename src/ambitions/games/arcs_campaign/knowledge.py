"""The bots' knowledge of the Blighted Reach campaign, Act I: Arcs' evaluation plus the Fates.

`CampaignKnowledge.worth` is `ArcsKnowledge.worth` (Power, ambitions, economy, fleet, Court:
the campaign's states are Arcs states, its ambition counts include the Imperial Trust and the
neutral Trophies) with what the campaign adds:

- the **objective** (CRB p.8): a seat that fails its objective loses Power equal to its marker's
  space at the Intermission (CRB p.28), so each space still to go counts against it, and a
  completed objective is worth a bonus (the Intermission's reward for it, CRB p.28);
- **Favors** held (Rivals' agents on your Fate card, CRB p.16: they pay for Return Favors);
- the **First Regent** tile and its Imperial Trust (frozen resources, CRB p.21);
- a **Flagship**'s buildings (CRB p.22-25): each Upgrade or Armor a little (its power, and a
  building between the Flagship and the hits), a damaged one half as much (the Intermission
  destroys it, CRB p.28). Cities there already count through the open resource slots.

The campaign's own battles (with Imperial ships, Free cities or the Blight) are follow-ups of
their attacker as in Arcs; their rolls are left to sampling (the neutral defenders' pieces are
not the Arcs roll table's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ambitions.bots.knowledge import weights_with
from ambitions.core.state import TERMINAL, State
from ambitions.games.arcs.knowledge import ArcsKnowledge, ArcsWeights
from ambitions.games.arcs_campaign import flagship
from ambitions.games.arcs_campaign.fates import objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

CAMPAIGN_FOLLOW_UPS: Final = frozenset({CampaignPhase.BATTLE_DICE, CampaignPhase.BATTLE})
"""The campaign's battle decisions: follow-ups of the attacker's own battle action."""


@dataclass(frozen=True)
class CampaignWeights(ArcsWeights):
    """Arcs' weights plus the campaign's, in Power per unit."""

    objective_space: float = 0.6
    """Each space the objective marker still has to go (failing costs that much Power)."""
    objective_met: float = 3.0
    """A completed objective (the Intermission's bonus; no Power lost)."""
    favor: float = 0.4
    """Each Favor held (a Rival's agent on your Fate card)."""
    first_regent: float = 0.8
    """Holding the First Regent tile."""
    trust: float = 0.25
    """Each resource of the Imperial Trust, for the First Regent."""
    flagship_building: float = 0.3
    """Each fresh building on a Flagship board (a damaged one: half)."""


class CampaignKnowledge(ArcsKnowledge):
    """`GameKnowledge` for the campaign's Act I (see `ambitions.bots.knowledge`)."""

    w: CampaignWeights

    def __init__(self, weights: CampaignWeights | None = None) -> None:
        super().__init__(weights or CampaignWeights())

    def worth(self, state: State) -> list[float]:
        s = _campaign(state)
        out = super().worth(s)
        w = self.w
        n = s.n
        for p in range(n):
            space = objective.space(s, p)
            if space > 0:
                out[p] -= w.objective_space * space
            elif space == 0:
                out[p] += w.objective_met
            out[p] += w.favor * sum(s.favors[p * n : (p + 1) * n])
            if s.flagship[p] >= 0:
                board = flagship.board(s, p)
                fresh = sum(1 for code in board if code >= 0 and not code & 1)
                damaged = sum(1 for code in board if code >= 0 and code & 1)
                out[p] += w.flagship_building * (fresh + damaged / 2)
        if s.mover != TERMINAL and 0 <= s.first_regent < n:
            out[s.first_regent] += w.first_regent + w.trust * sum(s.trust)
        return out

    def follow_up(self, state: State, seat: int) -> bool:
        s = _campaign(state)
        return s.mover == seat and (s.phase in CAMPAIGN_FOLLOW_UPS or super().follow_up(s, seat))

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        s = _campaign(state)
        if s.phase in CAMPAIGN_FOLLOW_UPS:
            return legal
        return super().candidates(s, legal)

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        s = _campaign(state)
        if s.phase == CampaignPhase.CHANCE_ROLL or s.battle_side or _neutral_in_battle(s):
            return None  # a battle with neutral pieces: sampled
        return super().chance_outcomes(s)


def _neutral_in_battle(s: CampaignState) -> bool:
    """Imperial ships or Blight in the battle's system (not in the Arcs roll table's caps)."""
    system = s.battle_system
    if system < 0:
        return False
    return bool(
        s.imperial_fresh[system]
        or s.imperial_damaged[system]
        or s.blight_fresh[system]
        or s.blight_damaged[system]
    )


def _campaign(state: State) -> CampaignState:
    if not isinstance(state, CampaignState):
        raise TypeError(f"campaign knowledge needs a campaign state, got {type(state).__name__}")
    return state


def make_knowledge(**options: float) -> CampaignKnowledge:
    """`CampaignKnowledge` with some weights changed (raises `InvalidOptions` for unknown names)."""
    return CampaignKnowledge(weights_with(CampaignWeights(), "campaign", options))
