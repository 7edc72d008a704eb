"""What the simulator counts in a campaign game: Arcs' (ambitions scored, Power per chapter) and
the Fates, Act by Act: each seat's Fate, the objectives completed (marker on 0 at the Act's end,
CRB p.8; Act III: the final objectives, CRB p.9), the Fate of each Act's winner (the most Power,
CRB p.8) and, when the game played the whole campaign, the Fates its winner held.

An Act's figures come from its row of the campaign log sheet (`act3.log_rows`, written as the
Act ends, before an Intermission halves the Power), so one game playing Acts I-III gives three
entries to each tally: the summary counts them by Fate (completion and win rates are completed /
played and won / played, per Fate and Act played). An Act still under way when the game stops
counts from the state as it stands.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.core.spec import Stages, Statistics, Tally
from ambitions.core.state import JSON, State
from ambitions.games.arcs.statistics import STATISTICS as ARCS_STATISTICS
from ambitions.games.arcs.statistics import AmbitionWatcher
from ambitions.games.arcs_campaign import setup
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignState


def _name(fate: str) -> str:
    return f"{fate} {cards.FATE_BY_ID[fate].name}" if fate in cards.FATE_BY_ID else fate


class FateWatcher(AmbitionWatcher):
    """Arcs' watcher (its chapter count starting again with each Act's chapter track), and at the
    end, one entry per Act: ``fates_played``, ``objectives_completed``, ``acts_won``; and
    ``campaign_won`` (the Fates the winner of a whole campaign held, one entry)."""

    __slots__ = ()

    def before(self, state: State, action: object) -> None:
        assert isinstance(state, CampaignState)
        done = len(state.chapter_scores)
        if done < self.chapters:  # (a new Act's chapter track, CRB p.7; the last chapter closed)
            self.chapters = done
        super().before(state, action)

    def finish(self, state: State) -> dict[str, JSON]:
        out = super().finish(state)
        assert isinstance(state, CampaignState)
        rows = state.log_sheet
        played: list[JSON] = []
        completed: list[JSON] = []
        won: list[JSON] = []
        for act in sorted({row[0] for row in rows}):
            mine = [row for row in rows if row[0] == act and row[2]]
            played.append([_name(row[2]) for row in mine])
            completed.append([_name(row[2]) for row in mine if row[6]])
            won.append([_name(row[2]) for row in mine if row[7]])
        if not any(row[0] == state.act for row in rows):  # (the Act under way)
            fates = [(p, f) for p, f in enumerate(state.fates) if f]
            played.append([_name(f) for _, f in fates])
            completed.append([_name(f) for p, f in fates if objective.met(state, p)])
            w = state.winner
            won.append([_name(state.fates[w])] if 0 <= w < state.n and state.fates[w] else [])
        out["fates_played"] = played
        out["objectives_completed"] = completed
        out["acts_won"] = won
        whole = state.is_terminal() and sorted({row[0] for row in rows}) == [1, 2, 3]
        held = sorted({row[2] for row in rows if row[1] == state.winner and row[2]}) if whole else []
        out["campaign_won"] = [[_name(f) for f in held]]
        return out


def acts_played(options: Mapping[str, Any]) -> int:
    """The Acts a game with these options plays: three for ``act=all``, else one."""
    return 3 if setup.act_option(dict(options)) == "all" else 1


def acts_done(state: State) -> int:
    """The Acts of this game over in `state`: its log sheet rows' Acts (written as each Act ends,
    `act3.log_rows`), from the Act it started in (a game from a campaign file holds the earlier
    ones)."""
    assert isinstance(state, CampaignState)
    chosen = setup.act_option(dict(state.options))
    first = 1 if chosen == "all" else int(chosen)
    return len({row[0] for row in state.log_sheet if row[0] >= first})


STAGES = Stages("Act", acts_played, acts_done)
"""The campaign's Acts, for `ambitions simulate`'s progress (whole campaigns are long)."""


STATISTICS = Statistics(
    watcher=FateWatcher,
    tallies=(
        *ARCS_STATISTICS.tallies,
        Tally("fates_played", "Fates played", "Fate"),
        Tally("objectives_completed", "Objectives completed", "Fate"),
        Tally("acts_won", "Acts won", "Fate"),
        Tally("campaign_won", "Fates of the campaign's winner", "Fate"),
    ),
    period_scores=ARCS_STATISTICS.period_scores,
    period=ARCS_STATISTICS.period,
)
"""The campaign's statistics for `ambitions simulate`."""
