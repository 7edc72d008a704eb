"""The bots' knowledge of the Blighted Reach campaign: Arcs' evaluation plus the Fates, Acts I-III.

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
  destroys it, CRB p.28). Cities there already count through the open resource slots;
- in **Act II**, the objective's *prospects* (`act2_prospects`): most Act II objectives advance
  at a chapter's end, from what a seat holds then or the ambitions it wins then (each Fate's
  objective card, Fates file; `fates.chapter_end`), so the marker alone would show an action's
  worth only once the chapter is scored. The prospects are the spaces the chapter's end would
  advance each marker if the chapter were scored now (the Fates' own chapter-end code run on a
  copy: every Fate with such an objective, kept "A" Fates and "B" Fates alike), plus the Gain
  Monopolies edict's Monopolies the Magnate would take (F3-12B *Corner the Market*), the
  Planet Breaker's prepared Hammer at a planet it controls (half of *Crush a Planet into Dust*,
  F11-01B), and half a space for a Flagship where its Fate's Prelude action is ready (the
  Hegemon's Banner, F10-02, counted at the chapter's end once planted; the Pathfinder's Clue,
  F9-02, a Check or an X), each seat's capped at the spaces it still has to go. Objectives that
  advance during a turn (a lore card secured, a Check placed, a Blight spawned...) move the
  marker itself, which `objective_space` already counts.

- in **Act III** (CRB p.9), an "A" or "B" Fate's *grand ambitions* (`act3_prospects`): the Power
  the chapter track would give it were the chapter scored now (its Fate's own
  ``grand_ambitions``, read after the ambitions are scored, as `act3.score_grand_ambitions` reads
  them; the questions a Fate asks before the scoring, the Caretaker's scraps, F5-20B, are
  answered on the copy with the first answer that does something: `answer_before_scoring`); and
  a "C" Fate's *final objective*: no Power is lost for the spaces left (there is no third
  Intermission), but the marker on 0 with 1 Power or more wins the campaign at the
  chapter's end, so each space still to go counts against it (`final_space`, more than an Act
  I/II space), a marker on 0 counts as nearly the campaign won (`final_met`), and the spaces the
  chapter's end would advance it now (its ``chapter_end`` run on a copy) count as prospects.

What the prospects read is public (the table, the Court, the Guild cards and lore held, the
Fates' tokens; `observe.observation`): a world determinized from a seat's observation gives the
same prospects as the state (tests/games/arcs_campaign/test_knowledge_act2.py).

The campaign's own battles (with Imperial ships, Free cities or the Blight) are follow-ups of
their attacker as in Arcs; their rolls are left to sampling (the neutral defenders' pieces are
not the Arcs roll table's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ambitions.bots.knowledge import weights_with
from ambitions.core.state import TERMINAL, State
from ambitions.games.arcs import chapter, powers, reach, resources
from ambitions.games.arcs.knowledge import ArcsKnowledge, ArcsWeights
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign import fates as campaign_fates
from ambitions.games.arcs_campaign.fates import (
    acts,
    cards,
    hegemon,
    magnate_act2,
    objective,
    pathfinder,
    planet_breaker,
)
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
    objective_prospect: float = 0.45
    """Acts II-III: each space the objective marker would advance if the chapter were scored now
    (`act2_prospects`, `act3_prospects`), up to the spaces still to go."""
    final_space: float = 1.0
    """Act III: each space a "C" Fate's final-objective marker still has to go (on 0 with 1 Power
    it wins the campaign, CRB p.9)."""
    final_met: float = 12.0
    """Act III: a "C" Fate's final-objective marker on 0 (the campaign won at the chapter's end
    with 1 Power or more)."""
    grand_prospect: float = 0.5
    """Act III: each Power an "A" or "B" Fate's grand ambitions would give were the chapter scored
    now (`act3_prospects`)."""


class CampaignKnowledge(ArcsKnowledge):
    """`GameKnowledge` for the campaign, Acts I-III (see `ambitions.bots.knowledge`)."""

    w: CampaignWeights

    def __init__(self, weights: CampaignWeights | None = None) -> None:
        super().__init__(weights or CampaignWeights())

    def worth(self, state: State) -> list[float]:
        s = _campaign(state)
        out = super().worth(state)
        w = self.w
        n = s.n
        final = s.act == 3
        for p in range(n):
            space = objective.space(s, p)
            if space > 0:
                out[p] -= (w.final_space if final else w.objective_space) * space
            elif space == 0:
                out[p] += w.final_met if final else w.objective_met
            out[p] += w.favor * sum(s.favors[p * n : (p + 1) * n])
            if s.flagship[p] >= 0:
                board = flagship.board(s, p)
                fresh = sum(1 for code in board if code >= 0 and not code & 1)
                damaged = sum(1 for code in board if code >= 0 and code & 1)
                out[p] += w.flagship_building * (fresh + damaged / 2)
        if s.mover != TERMINAL and 0 <= s.first_regent < n:
            out[s.first_regent] += w.first_regent + w.trust * sum(s.trust)
        if w.objective_prospect and s.act == 2 and s.mover != TERMINAL:
            for p, ahead in enumerate(act2_prospects(s)):
                out[p] += w.objective_prospect * ahead
        if final and s.mover != TERMINAL:
            grand, advances = act3_prospects(s)
            for p in range(n):
                out[p] += w.grand_prospect * grand[p] + w.objective_prospect * advances[p]
        return out

    def follow_up(self, state: State, seat: int) -> bool:
        s = _campaign(state)
        return s.mover == seat and (s.phase in CAMPAIGN_FOLLOW_UPS or super().follow_up(state, seat))

    def candidates(self, state: State, legal: list[Any]) -> list[Any]:
        s = _campaign(state)
        if s.phase in CAMPAIGN_FOLLOW_UPS:
            return legal
        return super().candidates(state, legal)

    def chance_outcomes(self, state: State) -> list[tuple[Any, float]] | None:
        s = _campaign(state)
        if s.phase == CampaignPhase.CHANCE_ROLL or s.battle_side or _neutral_in_battle(s):
            return None  # a battle with neutral pieces: sampled
        return super().chance_outcomes(state)


HAMMER_PREPARED_STEPS: Final = planet_breaker.BREAK_STEP // 2
"""The prospect of a Hammer prepared at a planet its Planet Breaker controls: half the Broken
World's advance (F11-01B; the Rivals may still battle there, F11-03B)."""
READY_STEPS: Final = 0.5
"""The prospect of a Flagship where its Fate's Prelude action is ready (`ready_at_flagship`)."""


def ready_at_flagship(s: CampaignState, seat: int) -> bool:
    """`seat`'s Flagship is where its Fate's Prelude action could be taken (resources aside for
    the Hegemon): the Hegemon's at a planet with no Banner and no piece but his, a Banner in his
    supply (Planting Banners, F10-02); the Pathfinder's at a planet with no Clue, the Portal not
    found, a resource to pay of a type no planet of the cluster has (Uncovering Clues, F9-02).
    Public only: not where the Portal is recorded."""
    x = s.flagship[seat]
    if x < 0 or reach.is_gate(x):
        return False
    fate = s.fates[seat]
    if fate == cards.HEGEMON:
        return (
            hegemon.SUPPLY in s.banners
            and hegemon.PLANTING_BANNERS not in s.scrapped
            and x not in hegemon.on_map(s)
            and hegemon.only_hegemon_pieces(s, x, seat)
        )
    if fate == cards.PATHFINDER:
        return (
            s.portal < 0
            and pathfinder.UNCOVERING_CLUES not in s.scrapped
            and not any(c >> 1 == x for c in pathfinder.on_map(s))
            and bool(set(resources.held(s, seat)) - pathfinder.cluster_types(x))
        )
    return False


def act2_prospects(s: CampaignState) -> list[float]:
    """Per seat, the spaces its Act II objective marker would advance if the chapter were scored
    now (see the module docstring), capped at the spaces it has to go; zeros before the Fates
    are revealed or without markers."""
    n = s.n
    if s.act != 2 or s.choosing or not all(s.fates) or any(m < 0 for m in s.objective):
        return [0.0] * n
    sim = s.clone()
    assert isinstance(sim, CampaignState)
    if data.GAIN_MONOPOLIES in sim.edicts and sim.monopolies:
        magnate_act2.gain_monopolies(sim)  # (F3-18 runs each round the Council resolves)
    chapter.score_ambitions(sim)  # (what `chapter.end_chapter` does, without dealing on)
    chapter.clean_up(sim)
    campaign_fates.chapter_end(sim)
    out: list[float] = [max(0, s.objective[p] - sim.objective[p]) for p in range(n)]
    for p in range(n):
        if ready_at_flagship(s, p):
            out[p] += READY_STEPS
    breaker = objective.holder(s, cards.PLANET_BREAKER)
    if breaker >= 0 and planet_breaker.hammer_holder(s) == breaker:
        x = planet_breaker.prepared(s)
        if x >= 0 and s.controller(x) == breaker:
            out[breaker] += HAMMER_PREPARED_STEPS
    return [min(steps, max(0, s.objective[p])) for p, steps in enumerate(out)]


def answer_before_scoring(sim: CampaignState) -> None:
    """On a copy: the questions an "A" or "B" Fate asks at the start of a chapter's scoring for
    its grand ambitions (its ``before_scoring``, `acts.BEFORE_SCORING`: the Caretaker's scraps,
    F5-20B) answered each with its first option but ``none`` (what fulfils a grand ambition, if
    anything can), so the prospects count what the chapter's end could give. The options read
    only what the asker may see of its own (a Sleeping Golem by its side)."""
    for seat in sim.turn_order():
        fate = sim.fates[seat]
        hook = acts.BEFORE_SCORING.get((fate, 3))
        if hook is None or fate not in acts.GRAND_AMBITIONS:
            continue
        waiting = len(sim.choices)
        hook(sim, seat)
        while len(sim.choices) > waiting:
            top = sim.choices.pop()
            if int(top[0]) < 0:
                continue  # (a chance step: not answered on the copy)
            power = powers.lookup(sim, str(top[1]))
            options = power.choice_options(sim, top) if power.choice_options is not None else []
            pick = next((o for o in options if o != ("none",)), None)
            if pick is not None and power.choose is not None:
                power.choose(sim, top, pick)


def act3_prospects(s: CampaignState) -> tuple[list[float], list[float]]:
    """Act III, per seat, were the chapter scored now (see the module docstring): the Power an
    "A" or "B" Fate's grand ambitions would give, and the spaces a "C" Fate's final-objective
    marker would advance (capped at the spaces it has to go). Zeros outside Act III, before the
    Fates are revealed, and while a chapter's end waits for its questions."""
    n = s.n
    zeros = [0.0] * n
    if (
        s.act != 3
        or s.choosing
        or not all(s.fates)
        or s.chapter_end_due
        or not s.chapter_scores
        and s.chapter < 1
    ):
        return zeros, list(zeros)
    sim = s.clone()
    assert isinstance(sim, CampaignState)
    answer_before_scoring(sim)
    sim.chapter_scores.append([0] * n)  # (the row `act3.score_grand_ambitions` adds to)
    chapter.score_ambitions(sim)
    before = list(sim.power)
    sim.ambitions_scored()  # (the grand ambitions; the C Fates' advances at the scoring, F18, F20)
    grand = [float(sim.power[p] - before[p]) for p in range(n)]
    chapter.clean_up(sim)
    campaign_fates.chapter_end(sim)
    steps = [
        float(min(max(0, s.objective[p] - sim.objective[p]), s.objective[p])) if s.objective[p] > 0 else 0.0
        for p in range(n)
    ]
    return grand, steps


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
