"""Event cards and the event dice (CRB p.12-13). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos

X11 = reach.SYSTEM_INDEX["1.1"]


def crb_p12(**campaign: Any) -> CampaignState:
    """CRB p.12 example: Lotus leads Construction 2; the two others hold Event cards. Everyone
    has a ship and a starport at 1.1... (Mikah and Dane play in turn after Lotus)."""
    return pos(
        initiative=LOTUS,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)]
        + [{"system": f"{p + 2}.1", "seat": p, "fresh": 1} for p in range(3)],
        buildings=[{"slot": f"{p + 2}.1#0", "seat": p, "kind": "starport"} for p in range(3)],
        seats=[
            {"hand": ["EVENT1", "ADM3"]},
            {"hand": ["EVENT2", "AGG3"]},
            {"hand": ["CON2", "MOB3"]},
        ],
        campaign_part={"court": [{"card": data.COUNCIL, "agents": [0, 2, 0]}], **campaign},
    )


def test_an_event_takes_actions_like_the_lead_card_and_a_second_one_none() -> None:
    """CRB p.12: "Lotus plays a '2' Construction card as the lead card. Dane plays an Event, so he
    can take 4 Construction actions. Next, Mikah also plays an Event, but she gets no actions
    from it" (here Mikah plays first, then Dane)."""
    s = crb_p12()
    do(s, "lead CON2", "end")
    assert s.current_player() == MIKAH and "event EVENT1" in legal(s)
    do(s, "event EVENT1")
    assert s.pips == 4 and "build ship 2.1" in legal(s)  # Construction: build, repair
    assert not [a for a in legal(s) if a.startswith(("influence", "tax", "move"))]
    do(s, "end", "event EVENT2")
    assert s.current_player() == DANE and s.pips == 0 and legal(s) == ["seize AGG3", "end"]


def test_an_event_without_actions_still_allows_prelude_actions() -> None:
    """CRB p.12: "If you play an event that gives you no actions, you can still take Prelude
    actions": Dane spends a Material to build after Mikah's Event, and his turn goes on until he
    ends it."""
    s = pos(
        initiative=LOTUS,
        ships=[{"system": f"{p + 2}.1", "seat": p, "fresh": 1} for p in range(3)],
        buildings=[{"slot": f"{p + 2}.1#0", "seat": p, "kind": "starport"} for p in range(3)],
        seats=[
            {"hand": ["EVENT1"]},
            {"hand": ["EVENT2"], "resources": ["material"]},
            {"hand": ["CON2"]},
        ],
    )
    do(s, "lead CON2", "end", "event EVENT1", "end", "event EVENT2")
    assert s.current_player() == DANE and s.pips == 0
    assert "spend material build ship 3.1" in legal(s)
    do(s, "spend material build ship 3.1")
    assert s.current_player() == DANE and s.phase == Phase.ACTIONS
    assert s.ships_at(reach.SYSTEM_INDEX["3.1"], DANE) == 2
    assert legal(s) == ["end"]


def test_events_cannot_lead_copy_or_seize() -> None:
    """CRB p.12: "You cannot Lead it, Copy with it, or discard it to seize the initiative"."""
    s = crb_p12()
    assert "lead MOB3" in legal(s) and not [a for a in legal(s) if "EVENT" in a]
    do(s, "lead CON2", "end")
    options = legal(s)
    assert "copy ADM3" in options and "copy EVENT1" not in options
    do(s, "copy ADM3")  # Mikah's only card left is an Event: she cannot seize with it
    assert not [a for a in legal(s) if a.startswith("seize")]


def test_the_round_end_rolls_the_event_dice_crisis_or_edict() -> None:
    """CRB p.13: at the end of a round where any Event was played, after the initiative check,
    the initiative holder rolls the event and number dice: Crisis resolves the Crises, Edict the
    Edicts; "If multiple Event cards were played, only resolve one"."""
    s = crb_p12(blight=[{"system": "1.1", "damaged": 1}], policies=["peace", "war", "escalation"])
    do(s, "lead CON2", "end", "event EVENT1", "end", "event EVENT2", "end")
    assert s.current_player() == LOTUS and legal(s) == ["summit", "no-summit"]  # the initiative
    do(s, "no-summit")
    assert s.phase == CampaignPhase.CHANCE_EVENT_ROLL and s.current_player() == -1
    crisis = s.clone()
    do(crisis, "eventroll crisis hex 4")  # the Blight Crisis: 1 hit on each ship at 1.1
    assert [crisis.damaged[X11 * 3 + p] for p in range(3)] == [1, 1, 1]
    assert crisis.phase == Phase.LEAD
    do(s, "eventroll edict arrow 2")
    assert s.current_player() == s.first_regent and "enforce" in legal(s)
    assert [(c, up) for c, up, _ in s.action_discard if c in data.EVENT_CARDS] == [
        ("EVENT1", True),
        ("EVENT2", True),
    ]  # Event cards are played face up


def test_the_council_secured_the_same_round_replaces_the_event() -> None:
    """CRB p.13-14: "If the Imperial Council is secured in the same round as Event cards are
    played, resolve the Council and ignore the Event cards"; an Event played after a Rival
    secured the Council this round gives no actions."""
    s = crb_p12()
    do(s, "lead CON2", "end", "copy ADM3", "end")  # Mikah copies
    do(s, "event EVENT2")  # Dane's Event: Administration... like the lead: Construction 4
    assert s.pips == 4
    t = pos(
        initiative=LOTUS,
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
        seats=[{"hand": ["EVENT1"]}, {"hand": ["AGG3"]}, {"hand": ["AGG2"]}],
        campaign_part={"court": [{"card": data.COUNCIL, "agents": [0, 0, 2]}]},
    )
    do(t, "lead AGG2", "secure IC01", "end", "event EVENT1")
    assert t.pips == 0  # a Rival secured the Council earlier this round
    do(t, "end", "copy AGG3", "end", "no-summit")
    assert t.phase == CampaignPhase.RESOLVE and t.current_player() == LOTUS
    assert sorted(legal(t)) == ["resolve crises", "resolve edicts"]  # the Council, no roll
