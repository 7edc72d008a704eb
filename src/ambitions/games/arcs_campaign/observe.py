"""What a seat may know of a campaign position: the Arcs observation, plus the Empire, the Free
States, the Blight and the Act (all public), and the Fates (a Rival's drawn Fate cards and
its choice hidden until everyone has chosen, `fates_view`).

The Arcs observation already hides what must be hidden (rival hands are counts, the Court deck
and the undealt action cards are sizes, face-down plays are the owner's only); Event cards in
hands are action cards like the others there. Here Free buildings are named ``"free"`` instead
of a seat, and control names the Empire.
"""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import observe as arcs_observe
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs_campaign import act3, data, flagship, setup
from ambitions.games.arcs_campaign.fates import (
    believer,
    believer_act2,
    blight_speaker_act3,
    caretaker,
    conspirator,
    draw,
    guardian,
    hegemon,
    hegemon_act3,
    pathfinder,
    pathfinder_act3,
    pirate,
    pirate_act3,
    planet_breaker,
    survivalist,
    twisted_passage,
    warden_act3,
)
from ambitions.games.arcs_campaign.state import (
    EMPIRE,
    FREE,
    NEUTRAL_PIECES,
    SEAT_OUT,
    WITNESS_PSIONIC,
    CampaignState,
)


def _listed(value: Any) -> Any:
    """Tuples (a step's data) as JSON lists, all the way down."""
    return [_listed(v) for v in value] if isinstance(value, tuple | list) else value


def observation(s: CampaignState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    obs = arcs_observe.observation(s, seat, omniscient)
    planet_breaker.observe_turn(s, obs, seat, omniscient)  # (a Rival battling in Breaking Worlds)
    believer_act2.observe_plays(s, obs)  # (a face-down Faithful play, a card beside it: F8-16)
    kinds = len(NEUTRAL_PIECES)
    obs["game"] = "arcs-campaign"
    for b in obs["buildings"]:
        if b["seat"] == FREE:
            b["seat"] = "free"
    obs["control"] = {
        reach.SYSTEM_IDS[x]: ("empire" if c == EMPIRE else c if c >= 0 else None)
        for x in range(reach.NUM_SYSTEMS)
        if (c := s.controller(x)) is not None
    }
    obs["campaign"] = {
        "act": s.act,
        "imperial_clusters": list(s.imperial_clusters),
        "free_symbol": data.SYMBOLS[s.free_symbol] if s.free_symbol >= 0 else None,
        "imperial_ships": [
            {"system": reach.SYSTEM_IDS[x], "fresh": f, "damaged": d}
            for x, (f, d) in enumerate(zip(s.imperial_fresh, s.imperial_damaged, strict=True))
            if f or d
        ],
        "blight": [
            {"system": reach.SYSTEM_IDS[x], "fresh": f, "damaged": d}
            for x, (f, d) in enumerate(zip(s.blight_fresh, s.blight_damaged, strict=True))
            if f or d
        ],
        "titles": [data.OUTLAW if o else data.REGENT for o in s.outlaw],
        "first_regent": s.first_regent if s.first_regent >= 0 else None,
        "imperial_trust": {r: count for r, count in zip(arcs_data.RESOURCES, s.trust, strict=True) if count},
        "favors": [
            {"holder": i // s.n, "owner": i % s.n, "count": count}
            for i, count in enumerate(s.favors)
            if count
        ],
        "council": s.council,
        "council_secured_by": s.council_secured_by if s.council_secured_by >= 0 else None,
        "policy": s.policies[0] if s.policies else None,
        "policies": list(s.policies),
        "edicts": list(s.edicts),
        "placing": list(s.placing),
        "neutral_trophies": [
            {"seat": i // kinds, "piece": NEUTRAL_PIECES[i % kinds], "count": count}
            for i, count in enumerate(s.neutral_trophies)
            if count
        ],
        "battle": (
            {
                "side": s.battle_side,
                "imperial_attacking": [s.battle_imperial_fresh, s.battle_imperial_damaged],
                "imperial_defending": s.battle_imperial_defend,
                "judge_attacking": [s.battle_judge_fresh, s.battle_judge_damaged],
            }
            if s.battle_side
            else None
        ),
        "negotiation": _negotiation(s),
        "fates": fates_view(s, seat, omniscient),
        "golems": caretaker.view(s, seat, omniscient),
        "faithful_stack": len(s.faithful),
        "faithful_top": s.faithful[-1] if s.faithful else None,
        "scrapped_actions": list(s.scrapped_actions),
        "attached": [{"host": h, "card": c} for h, c in zip(s.attached[::2], s.attached[1::2], strict=True)],
        "merchant_league": {
            r: count for r, count in zip(arcs_data.RESOURCES, s.league, strict=True) if count
        },
        "steps": [_listed(step) for step in s.steps],
        "summit_gifts": list(s.summit_gifts),
        "sown": [
            {"seat": s.sown[i], "by": s.sown[i + 1], "resource": arcs_data.RESOURCES[s.sown[i + 2]]}
            for i in range(0, len(s.sown), 3)
        ],
        "members": [p for p, m in enumerate(s.members) if m] if s.members else None,
        "commonwealth": (
            None
            if s.commonwealth == -2
            else "fate"
            if s.commonwealth == -1
            else arcs_data.AMBITIONS[s.commonwealth]
        ),
        "monopolies": {
            r: ("supply" if h == -1 else "scrapped" if h == -2 else h)
            for r, h in zip(arcs_data.RESOURCES, s.monopolies, strict=True)
        }
        if s.monopolies
        else {},
        "secured_agents": list(s.secured_agents),
        "scrapped": list(s.scrapped),
        "booklet": list(s.booklet),
        "ideals": {a: i for a, i in zip(arcs_data.AMBITIONS, s.ideals, strict=False) if i},
        "court_deck_known": court_deck_known(s),
        "doctrine": s.doctrine or None,
        "resolved": list(s.resolved),
        "scrapped_ships": list(s.scrapped_ships),
        "resources_scrapped": list(s.resources_scrapped),
        "arsenal_keepers": s.arsenal,
        "well_of_empathy": s.well,
        "fief_seats": [
            std.SLOT_NAMES[code // 8] if code >= 0 else "scrapped" if code == SEAT_OUT else None
            for code in s.fief_seats
        ],
        "witnesses": [
            "psionic" if w == WITNESS_PSIONIC else reach.SYSTEM_IDS[w] if w >= 0 else None
            for w in s.witnesses
        ],
        **_after_act_i(s),
        **act3.view(s),  # (Act III: grand ambitions, final objectives; the log sheet)
        "events_played": s.events_played,
        "event_roll": list(s.event_roll) if s.event_roll is not None else None,
        "catapult_imperial": list(s.catapult_imperial),
        "flagships": flagship.view(s),
        "pathfinder": pathfinder.view(s, seat, omniscient),
        "rumors": pirate_act3.view(s, seat, omniscient),
        "haven_guesses": [reach.SYSTEM_IDS[x] if x >= 0 else None for x in s.haven_guesses] or None,
        "pilgrims": pathfinder_act3.view(s),  # (Act III: the Pilgrims, F9-07A, F9-08)
        "conspiracies": conspirator.view(s, seat, omniscient),  # (F23: colours the Conspirator's)
        "imperial_scrapped": s.imperial_scrapped,
        "empathy_battle": list(s.empathy_battle) or None,  # (Act III: Empathy for All, F14-09)
        "banners": hegemon.view(s),
        **survivalist.view(s),  # (F18-03: the Bunkers; F18-02: the Captives the Vow sets aside)
        **twisted_passage.view(s),  # (F22: only with the Twisted Passage in play)
        **hegemon_act3.view(s),  # (F10-12: ships as Captives, those set aside at scoring)
        "blight_hunger": blight_speaker_act3.view(s),  # (F13-13: pieces on Blight Hunger)
        "planet_breaker": planet_breaker.view(s),
        "warden": warden_act3.view(s),
        "hoard": pirate.view(s),
        "green_vault": guardian.view(s),
        "catapult_witnesses": s.catapult_witnesses,
        "supply": {
            "imperial_ships": s.imperial_ships,
            "free_cities": s.free_cities,
            "free_starports": s.free_starports,
            "blight": s.blight_supply,
        },
    }
    return obs


def court_deck_known(s: CampaignState) -> list[str]:
    """``court_deck_known``: the Court deck's cards every seat knows are in it, sorted (its order
    is hidden), from Act II on and in Act I from the Intermission's step A on: every card in it
    but its lore cards.

    The deck is made of the 15 campaign Court cards at setup (CRB p.5 step I), and every card put
    in it later is put there in public: the Fates' Setup cards buried (CRB p.6 step C, "Bury"
    p.27), the Fate Set and Faithful cards the Setup sides and Resolutions add (CRB p.7 step F,
    p.28 step A; F8-15), the Court's cards returned at the Intermission (CRB p.28 step B), a card
    buried or shuffled in by a card's text. Lore cards are never listed: which ones setup step J
    shuffles in is hidden (CRB p.5); a lore card the Intermission returns from the Court row is
    known at the table, but the state does not tell it from those, so it is not listed either.

    In Act I before the Intermission's step A the list is empty: the deck is then the campaign
    Court cards placed nowhere else, the buried Setup cards (at its bottom) and unseen lore, all
    of which a position derives (`position._unseen_court`)."""
    if s.act == 1 and not s.former_fates and not s.resolved:
        return []
    return sorted(c for c in s.court_deck if c not in setup.LORE_IDS)


def _after_act_i(s: CampaignState) -> dict[str, Any]:
    """From the Intermission's step A on (the Resolutions resolved): the Faithful cards among the
    action cards (public where they went)."""
    if not s.former_fates and not s.resolved:
        return {}
    return {"faithful_actions": believer.in_circulation(s)}


def _negotiation(s: CampaignState) -> dict[str, Any] | None:
    """A Summit's deal being built or awaiting consent: public, as at the table (CRB p.17)."""
    if not s.steps or s.steps[0][0] not in ("deal", "consent", "agree"):
        return None
    step = s.steps[0]
    if step[0] == "agree":  # accepted, a third player's consent asked (F3-19, F4-14)
        return {
            "proposer": int(step[2]),
            "rival": int(step[3]),
            "offered": True,
            "consent_of": int(step[1]),
            "parts": [" ".join(str(x) for x in part) for part in step[5:]],
        }
    proposer, rival = (int(step[1]), int(step[2])) if step[0] == "deal" else (int(step[2]), int(step[1]))
    return {
        "proposer": proposer,
        "rival": rival,
        "offered": step[0] == "consent",
        "parts": [" ".join(str(x) for x in part) for part in step[4:]],
    }


def fates_view(s: CampaignState, seat: int | None, omniscient: bool = False) -> dict[str, Any]:
    """The Fates (CRB p.6 step B): each seat's Fate once everyone has chosen (before that, only
    the viewer's own), the Fate cards the viewer drew (never a Rival's), the seats still to
    choose, and each objective marker's space (public, on the Power track)."""
    shown = omniscient or draw.revealed(s) or bool(s.former_fates)  # (step F: the Act's Fates)
    out: dict[str, Any] = {
        "fate": [f if f and (shown or p == seat) else None for p, f in enumerate(s.fates)],
        "choosing": list(s.choosing),
        "objective": [m if m >= 0 else None for m in s.objective],
    }
    if seat is not None and s.fate_offers:
        out["drawn"] = draw.offer(s, seat)
    if omniscient and s.fate_offers:
        out["offers"] = list(s.fate_offers)
    if s.former_fates:
        # The Intermission's step F on (CRB p.29): the Fates of the Act before and who completed
        # their objective (public); each seat's secret choice, its own only, until all reveal.
        out["former"] = list(s.former_fates)
        out["completed"] = list(s.completed)
    if s.fate_choice:
        out["chosen"] = [f if f and (omniscient or p == seat) else None for p, f in enumerate(s.fate_choice)]
    return out


def snapshot(s: CampaignState) -> dict[str, Any]:
    """The full position as JSON, nothing hidden: ``position.load(position.from_observation(
    snapshot(s)))`` equals `s`."""
    return observation(s, None, omniscient=True)
