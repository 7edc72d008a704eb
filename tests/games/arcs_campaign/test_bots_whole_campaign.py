"""The bots play whole campaigns (``act="all"``, CRB p.8: three Acts and two Intermissions as one
game): `ismcts` determinizes worlds from its observations through every phase (the Intermissions'
secret Fate choices, the Act setups' questions, Act III's chapter ends), and `greedy` evaluates
them; the record replays."""

from __future__ import annotations

import ambitions
from ambitions.bots.base import make_agent
from ambitions.sim.runner import play_game


def test_ismcts_and_greedy_play_a_whole_campaign_to_its_winner() -> None:
    agents = [make_agent("ismcts:iterations=4", 1), make_agent("greedy", 2), make_agent("random+", 3)]
    result = play_game("arcs-campaign", 3, agents, seed=7, options={"act": "all"})
    assert result.record is not None
    s = ambitions.replay(result.record)
    assert s.is_terminal() and [len(w) for w in result.stats["acts_won"]] == [1, 1, 1]
    assert s.returns() == result.returns
