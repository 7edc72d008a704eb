"""Plain text of a campaign observation, and the campaign's public catalogue.

`render(obs)` is the Arcs text (`ambitions.games.arcs.render`: map, seats, Court, round) followed
by what the campaign adds, all public: the Empire (Imperial clusters, Imperial ships), the
Imperial Council and the First Regent, each seat's title, the Imperial Trust, Favors, the Policy
and the Edicts, the Blight, the Free cities and the Event cards played, the Flagships
(`flagship_lines`), and the Fates as the
viewer's observation shows them (`fate_lines`). `catalogue()` is the Arcs catalogue with the
campaign's cards (the campaign Court, the Council, the Event cards, the Fate Set cards) and
names: the Fates (name, objective), the Edicts, the Policies, the Golems.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ambitions.games.arcs import catalogue as arcs_catalogue
from ambitions.games.arcs import render as arcs_render
from ambitions.games.arcs import telling as arcs_telling
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign.fates import (
    blight_speaker_act3,
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
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.fates.caretaker import GOLEMS
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

unseen = arcs_render.unseen


def describe(text: str, chance: bool) -> str | None:
    """What a log shows for an action's text: the Arcs words (`arcs.render.describe`), and the
    campaign's chance outcomes in words (`_chance_words`): its shuffles and deals, the number
    die, the event die, and the dice that say more than their faces: the Planet Breaker's
    Fragments roll (``fragments crisis hex``, F11-01A) names the planets it fills."""
    words = text.split()
    said = _chance_words(words) if chance and words else None
    if said is not None:
        return said
    if chance and len(words) == 3 and words[0] == "fragments" and words[2] in data.SYMBOLS:
        planet = data.SYMBOLS.index(words[2]) + 1
        return (
            f"the event die shows {words[1]} {words[2]}: a Hammer Fragment on each {words[2]} planet"
            f" (x.{planet}, F11-01A)"
        )
    if chance and len(words) == 3 and words[0] == "pilgrims" and words[2] in data.SYMBOLS:
        planet = data.SYMBOLS.index(words[2]) + 1
        return (
            f"the event die shows {words[1]} {words[2]}: a Pilgrim on each {words[2]} planet"
            f" (x.{planet}, F9-07A)"
        )
    return arcs_render.describe(text, chance)


_HIDDEN_CHANCE: dict[str, str] = {
    "shuffle": "a deck is shuffled",
    "court": "the Court deck is shuffled",
    "policy": "the Policy deck is shuffled",
    "fates": "the Fates are dealt (each seat sees its own)",
    "golems": "the Golems are placed",
    "lore": "lore cards are drawn",
}
"""Chance outcomes whose text hides their cards, told in words (every shuffle reads ``... is
shuffled``, as in Arcs)."""


def _chance_words(words: list[str]) -> str | None:
    """The campaign's chance outcomes in words: its shuffles and deals, and its dice (the number
    die, the event die: CRB p.12-13)."""
    kind, rest = words[0], words[1:]
    if kind in _HIDDEN_CHANCE:
        return _HIDDEN_CHANCE[kind]
    if kind == "number" and rest and all(w.isdigit() for w in rest):
        return "the number die shows " + ", then ".join(rest)
    if kind in ("angerroll", "seedroll") and len(rest) == 1:
        card = "Anger, Blight Fury" if kind == "angerroll" else "Seed, Spore Guides"
        return f"the number die shows {rest[0]} ({card})"
    if kind == "event" and len(rest) == 2:
        return f"the event die shows {rest[0]} {rest[1]}"
    if kind == "eventroll" and len(rest) == 3:
        return f"the event die shows {rest[0]} {rest[1]}, the number die {rest[2]}"
    if kind == "passage" and len(rest) == 2 and rest[1] in data.SYMBOLS:
        planet = data.SYMBOLS.index(rest[1]) + 1
        exits = f"its exits are the x.{planet} planets (F22-05)"
        return f"the event die in the Twisted Passage shows {rest[1]}: {exits}"
    return None


def aftermath(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """What a step caused that its text does not say (`GameSpec.aftermath`): the campaign's
    Policy and Imperial clusters as they are set, then the Arcs words (`arcs.telling.aftermath`:
    battle hits, a chapter's scoring, the end)."""
    was, now = before.get("campaign") or {}, after.get("campaign") or {}
    out = []
    policy = now.get("policy")
    if policy and policy != was.get("policy"):
        out.append(f"the Policy {'drawn is' if not was.get('policy') else 'is now'} {policy}")
    clusters = now.get("imperial_clusters") or []
    if clusters and clusters != (was.get("imperial_clusters") or []):
        out.append("the Imperial clusters are " + " and ".join(map(str, clusters)))
    symbol = now.get("free_symbol")
    if symbol and symbol != was.get("free_symbol"):
        out.append(f"Free cities stand on the {symbol} planets outside the Imperial clusters")
    return out + arcs_telling.aftermath(before, after)


def _pieces(rows: list[Mapping[str, Any]]) -> str:
    return ", ".join(f"{r['system']} {r['fresh']}+{r['damaged']}" for r in rows) or "none"


def named(card_id: str) -> str:
    """A card or Edict by its id and its name (``ED03 Govern the Imperial Reach``, ``F16-02
    Claims of Nobility``), from the catalogue; the id alone for one it does not name."""
    built = _build()
    name = (built["cards"].get(card_id) or {}).get("name") or built["edicts"].get(card_id)
    return f"{card_id} {name}" if name else str(card_id)


def campaign_lines(obs: Mapping[str, Any]) -> list[str]:
    """The campaign's part of the table, one fact per line."""
    c = obs.get("campaign") or {}
    n = int(obs.get("players", 0))
    titles = c.get("titles") or []
    first = c.get("first_regent")
    lines = [f"Act {c.get('act', 1)} (chapter {obs.get('chapter')} of {data.ACT_CHAPTERS[c.get('act', 1)]})"]
    lines.append(
        "Titles: "
        + ", ".join(f"s{p} {t}" + (" (First Regent)" if p == first else "") for p, t in enumerate(titles))
    )
    lines.append(
        f"Imperial Council: {c.get('council')}"
        + (f", secured by s{c['council_secured_by']}" if c.get("council_secured_by") is not None else "")
    )
    trust = c.get("imperial_trust") or {}
    lines.append("Imperial Trust: " + (", ".join(f"{k} {v}" for k, v in trust.items()) or "empty"))
    favors = c.get("favors") or []
    lines.append(
        "Favors: "
        + (", ".join(f"s{f['holder']} holds {f['count']} of s{f['owner']}" for f in favors) or "none")
    )
    edicts = ", ".join(map(named, c.get("edicts") or [])) or "none"
    lines.append(f"Policy: {c.get('policy')}; Edicts: {edicts}")
    clusters = c.get("imperial_clusters") or []
    lines.append(
        f"Empire: Imperial clusters {', '.join(map(str, clusters)) or '-'}; Imperial ships "
        f"{_pieces(c.get('imperial_ships') or [])}"
    )
    lines.append(f"Blight: {_pieces(c.get('blight') or [])}")
    free = [b for b in obs.get("buildings") or [] if b.get("seat") == "free"]
    lines.append(
        "Free States: "
        + (", ".join(f"{b['kind']} {b['slot']}" + ("*" if b.get("damaged") else "") for b in free) or "none")
    )
    events = [p for p in obs.get("plays") or [] if p.get("mode") == "event"]
    roll = c.get("event_roll")
    lines.append(
        f"Events this round: {len(events)} played"
        + (f"; event dice rolled {roll[0]} {roll[1]}, number {roll[2]}" if roll else "")
    )
    trophies = c.get("neutral_trophies") or []
    if trophies:
        lines.append(
            "Neutral Trophies: " + ", ".join(f"s{t['seat']} {t['count']} {t['piece']}" for t in trophies)
        )
    step = INTERMISSION_STEPS.get(str(obs.get("phase")))
    if step:
        lines.append(step.replace("the B Fates", "the C Fates") if c.get("act") == 2 else step)
    lines += flagship_lines(c)
    lines += fate_lines(c)
    lines += act3_lines(c)
    if c.get("steps"):
        lines.append("Round's end: " + ", ".join(str(step[0]) for step in c["steps"]))
    if obs.get("winner") is not None and obs.get("current_player") == -2 and n:
        lines += end_lines(obs, c)
    return lines


def act3_lines(c: Mapping[str, Any]) -> list[str]:
    """Act III (CRB p.9): each Fate's Act III card (an "A" or "B" Fate's grand ambitions, a "C"
    Fate's final objective), the Fates whose Act III part is not built yet (said plainly), the
    grand ambitions scored, the final objectives' winners."""
    if c.get("act") != 3:
        return []
    lines: list[str] = []
    chosen = (c.get("fates") or {}).get("fate") or []
    parts = []
    for p, fate in enumerate(chosen):
        if fate:
            kind = "final objective" if fate_cards.letter(fate) == "C" else "grand ambitions"
            parts.append(f"s{p} {kind}: {fate_cards.objective_title(fate, 3)}")
    if parts:
        lines.append("Act III: " + "; ".join(parts))
    for fate in c.get("act3_missing") or []:
        lines.append(
            f"Act III part of {_fate_name(fate)} not built yet: its Setup side does nothing"
            + ("" if fate_cards.letter(fate) == "C" else ", its grand ambitions are never fulfilled")
        )
    scored = c.get("grand_ambitions") or []
    if scored:
        lines.append(
            "Grand ambitions scored: "
            + ", ".join(
                f"ch.{g['chapter']} s{g['seat']} {g['fulfilled']} of 2 (+{g['power']})" for g in scored
            )
        )
    fed = c.get("golems_fed")
    if fed:  # (the Caretaker's choices before the scoring, F5-20B)
        eaten = [what for what in ("lore", "golem") if fed.get(what)]
        lines.append(f"Caretaker, ch.{fed['chapter']}: scrapped " + (" and ".join(eaten) or "nothing"))
    if c.get("final_winners"):
        lines.append("Final objective completed: " + ", ".join(f"s{p}" for p in c["final_winners"]))
    if c.get("judges_chosen") is not None:
        lines.append(f"Judge's Chosen: s{c['judges_chosen']}")  # (F24-04)
    return lines


def end_lines(obs: Mapping[str, Any], c: Mapping[str, Any]) -> list[str]:
    """The game's end: the Act's winner, or after Act III the campaign's (CRB p.8-9), and the
    campaign log sheet (CRB p.30)."""
    act, winner = c.get("act", 1), obs["winner"]
    if act != 3:
        out = [f"Act {act} over: s{winner} has the most Power"]
    elif c.get("final_winners"):
        out = [f"The campaign is over: s{winner} wins by completing its final objective (CRB p.9)"]
    else:
        out = [f"The campaign is over: s{winner} wins with the most Power (CRB p.8)"]
    return out + log_lines(c)


def log_lines(c: Mapping[str, Any]) -> list[str]:
    """The campaign log sheet (CRB p.30), a line per seat: its colour, then each Act's Fate,
    Power, Outrage and Flagship pieces, and whether it completed its objective and won the Act."""
    rows = c.get("log_sheet") or []
    if not rows:
        return []
    out = ["Campaign log (CRB p.30):"]
    for seat in sorted({r["seat"] for r in rows}):
        mine = sorted((r for r in rows if r["seat"] == seat), key=lambda r: r["act"])
        acts = []
        for r in mine:
            fate = _fate_name(r["fate"]) if r.get("fate") else "no Fate"
            outrage = ", ".join(r.get("outrage") or []) or "none"
            ship = ", ".join(r.get("flagship") or []) or "none"
            marks = [" objective completed"] if r.get("completed") else []
            marks += [f" won Act {ROMAN[r['act']]}"] if r.get("won") else []
            acts.append(
                f"Act {ROMAN[r['act']]}: {fate}, Power {r['power']}, Outrage {outrage}, Flagship {ship}"
                + ",".join(["", *marks])
            )
        out.append(f"  s{seat} ({mine[0].get('colour')}): " + "; ".join(acts))
    return out


ROMAN = ("", "I", "II", "III")


INTERMISSION_STEPS: dict[str, str] = {
    CampaignPhase.CHANCE_RESOLUTION: "Intermission, step A (Resolve Fate): the Caretaker's random lore cards",
    CampaignPhase.REBUILD: "Intermission, step D: no ships or starports left, 3 ships placed in a gate",
    CampaignPhase.CHANCE_NEW_FATES: "Intermission, step F (Choose Fate): the B Fates are drawn",
    CampaignPhase.CHOOSE_NEW_FATE: "Intermission, step F (Choose Fate): chosen in secret, then all reveal",
    CampaignPhase.CHANCE_ACT_COURT: "Intermission over (packed up here, CRB p.29); Act setup: the Court deck",
    CampaignPhase.CHANCE_ACT_EVENT: "Act setup (CRB p.7): the event die places Blight",
    CampaignPhase.CHANCE_ACT_NUMBERS: "Act setup (CRB p.7): the number die twice, resources on the boxes",
    CampaignPhase.CHANCE_FRAGMENTS: "Act setup (F11-01A): the event die places the Hammer Fragments",
    CampaignPhase.CHANCE_ANGER: "Blight Fury's Anger (F13-04): the number die",
    CampaignPhase.CHANCE_SEED: "Spore Guides' Seed (F21-03): the number die",
    CampaignPhase.CHANCE_PILGRIMS: "Act setup (F9-07A): the event die places the Pilgrims",
}
# (Planet-Eater Loose's rolls, F11-11, happen in an Act: its chance node is named by the log's
# action text, ``eater crisis hex``.)
"""What each phase of the Intermission and of an Act's setup is (CRB p.7, p.28-29)."""


def flagship_lines(c: Mapping[str, Any]) -> list[str]:
    """Each Flagship: where its piece is, and its board, Upgrades left to right (R22), an Armor
    after its Upgrade; ``*`` marks a damaged building (CRB p.22)."""
    out = []
    for f in c.get("flagships") or []:
        board = f.get("board") or {}
        parts = []
        for column, name in zip(flagship.COLUMNS, flagship.NAMES, strict=True):
            up, armor = board.get(f"upgrade-{column}"), board.get(f"armor-{column}")
            if up:
                text = f"{name} {up['kind']}" + ("*" if up.get("damaged") else "")
                if armor:
                    text += f" + Armor {armor['kind']}" + ("*" if armor.get("damaged") else "")
                parts.append(text)
        out.append(f"Flagship s{f['seat']} at {f['system']}: " + (", ".join(parts) or "empty board"))
    return out


def fate_lines(c: Mapping[str, Any]) -> list[str]:
    """The Fates as the observation shows them: each seat's Fate (hidden until all have chosen,
    but one's own) and objective marker, the Fates one drew, and the Fates' pieces: Merchant
    League, the Golems, the Faithful stack, attached cards, a Summit's deal under way, and what
    the Intermission resolved."""
    fates = c.get("fates") or {}
    lines: list[str] = []
    chosen, marks = fates.get("fate") or [], fates.get("objective") or []
    former = fates.get("former") or []
    if chosen and chosen != former:  # (from step F the Act's Fates are said once, as the Act before's)
        parts = []
        for p, fate in enumerate(chosen):
            mark = marks[p] if p < len(marks) else None
            name = _fate_name(fate) if fate else "hidden"
            parts.append(f"s{p} {name}" + (f" (objective {mark})" if mark is not None else ""))
        lines.append("Fates: " + ", ".join(parts))
    if former:
        done = fates.get("completed") or []
        lines.append(
            "Fates of the Act before: "
            + ", ".join(
                f"s{p} {_fate_name(f)} ({'completed' if p < len(done) and done[p] else 'failed'})"
                for p, f in enumerate(former)
            )
        )
    if c.get("doctrine"):
        ideals = ", ".join(f"{a} {i}" for a, i in (c.get("ideals") or {}).items()) or "none yet"
        lines.append(f"Doctrine: {c['doctrine']}; Ideals: {ideals}")
    chosen_new = fates.get("chosen")
    if chosen_new is not None:
        waiting = set(fates.get("choosing") or [])
        lines.append(
            "New Fates: "
            + ", ".join(
                f"s{p} " + ("choosing" if p in waiting else _fate_name(f) if f else "chosen (hidden)")
                for p, f in enumerate(chosen_new)
            )
        )
    elif fates.get("choosing"):
        lines.append("Choosing a Fate: " + ", ".join(f"s{p}" for p in fates["choosing"]))
    if fates.get("drawn"):
        lines.append("You drew: " + ", ".join(_fate_name(f) for f in fates["drawn"]))
    if c.get("act") == 2 and chosen and any(chosen):
        titles = [f"s{p} {fate_cards.objective_title(f, 2)}" for p, f in enumerate(chosen) if f]
        lines.append("Act II objectives: " + "; ".join(titles))
    monopolies = c.get("monopolies") or {}
    if monopolies:
        held = [f"{r} {'s' + str(h) if isinstance(h, int) else h}" for r, h in monopolies.items()]
        lines.append("Monopolies: " + ", ".join(held))
    if c.get("members") is not None:
        members = ", ".join(f"s{p}" for p in c["members"]) or "none"
        lines.append(f"Members of the Commonwealth: {members}; Commonwealth marker: {c.get('commonwealth')}")
    league = c.get("merchant_league") or {}
    if league:
        lines.append("Merchant League: " + ", ".join(f"{k} {v}" for k, v in league.items()))
    golems = c.get("golems") or []
    if golems:
        lines.append("Golems: " + ", ".join(_golem(g) for g in golems))
    if c.get("faithful_stack"):
        lines.append(f"Faithful stack: {c['faithful_stack']} cards, {c.get('faithful_top')} on top")
    attached = c.get("attached") or []
    if attached:
        lines.append("Attached: " + ", ".join(f"{named(a['card'])} on {named(a['host'])}" for a in attached))
    deal = c.get("negotiation")
    if deal:
        state = "offered" if deal.get("offered") else "being built"
        if deal.get("consent_of") is not None:  # (Monopoly Consent, Guild Negotiations)
            state = f"accepted, awaiting s{deal['consent_of']}'s consent"
        lines.append(
            f"Negotiation: s{deal['proposer']} to s{deal['rival']}, {state}: "
            + ("; ".join(deal.get("parts") or []) or "no parts yet")
        )
    lines += pathfinder.lines(c)
    lines += pathfinder_act3.lines(c)
    lines += hegemon.lines(c)
    lines += survivalist.lines(c)  # (F18: the Bunkers)
    lines += twisted_passage.lines(c)  # (F22: the Passages, the Twisted Passage)
    lines += hegemon_act3.lines(c)
    lines += blight_speaker_act3.lines(c)
    lines += planet_breaker.lines(c)
    lines += pirate.lines(c)
    lines += guardian.lines(c)  # (F20-02: Green Vault's Captives)
    lines += pirate_act3.lines(c)
    lines += warden_act3.lines(c)  # (F16, Act III: Court tokens, Warden's Levy)
    scrapped_ships = c.get("scrapped_ships") or []
    if any(scrapped_ships):
        lines.append("Ships scrapped: " + ", ".join(f"s{p} {k}" for p, k in enumerate(scrapped_ships) if k))
    if c.get("well_of_empathy"):
        lines.append(f"Well of Empathy: {c['well_of_empathy']} Psionic")
    if c.get("arsenal_keepers"):
        lines.append(f"Arsenal Keepers: {c['arsenal_keepers']} Weapons (frozen)")
    if c.get("ceasefires"):
        lines.append("Ceasefires: " + " ".join(f"{k + 1}:{side}" for k, side in enumerate(c["ceasefires"])))
    seats = c.get("fief_seats") or []
    if seats:
        where = [f"cluster {i + 1} on {w}" for i, w in enumerate(seats) if w and w != "scrapped"]
        lines.append(
            "Seats: "
            + (", ".join(where) or "none on the map")
            + f"; {seats.count(None)} with the Warden"
            + (f", {seats.count('scrapped')} scrapped" if "scrapped" in seats else "")
        )
    witnesses = c.get("witnesses") or []
    if witnesses:
        placed = [w for w in witnesses if w and w != "psionic"]
        flipped = witnesses.count("psionic")
        lines.append(
            "Witnesses: "
            + (", ".join(placed) or "none on the map")
            + (f"; {flipped} flipped to Psionic" if flipped else "")
        )
    if c.get("booklet"):
        lines.append("Rules booklet: " + ", ".join(map(named, c["booklet"])))
    if c.get("resolved"):
        lines.append("Resolutions resolved: " + ", ".join(map(named, c["resolved"])))
    return lines


def _fate_name(fate: str) -> str:
    known = fate_cards.FATE_BY_ID.get(fate)
    return f"{fate} {known.name}" if known else str(fate)


def _golem(g: Mapping[str, Any]) -> str:
    name = g.get("golem") or "a Golem"
    side = "Awake" if g.get("awake") else "Sleeping"
    where = f"held by s{g['holder']}" if "holder" in g else f"at {g.get('system')}"
    if "slot" in g:
        where += f" in resource slot {int(g['slot']) + 1}"
    elif "holder" in g:
        where += " on Golem Hearth"
    return f"{name} ({side}) {where}"


def render(obs: Mapping[str, Any]) -> str:
    """The Arcs text of the observation, then the campaign's part."""
    return arcs_render.render(obs) + "\nCampaign:\n" + "\n".join("  " + line for line in campaign_lines(obs))


@cache
def _build() -> dict[str, Any]:
    out = dict(arcs_catalogue.catalogue())
    cards = dict(out["cards"])
    for card in data.CAMPAIGN_COURT:
        cards[card.id] = arcs_catalogue.court_card(card)
    cards[data.COUNCIL] = {
        "id": data.COUNCIL,
        "kind": "council",
        "name": "Imperial Council",
        "text": "Imperial Council: always the leftmost Court card; secured, it is resolved at the "
        "round's end (CRB p.14).",
    }
    for event in data.EVENT_CARDS:
        cards[event] = {
            "id": event,
            "kind": "event",
            "name": "Event",
            "text": "Event: played as a following card; at the round's end the event dice are rolled "
            "(CRB p.12-13).",
        }
    for small in fate_cards.FATE_SET:
        cards[small.id] = _fate_set_card(small)
    out["cards"] = cards
    out["ambitions"] = list(CampaignState.AMBITION_NAMES)  # (Edenguard and Blightkin, F20-04, F21-04)
    out["game"] = "arcs-campaign"
    out["fates"] = {
        f.id: {
            "id": f.id,
            "name": f.name,
            "objective": f.objective,
            # by Act: an "A" Fate's Act I and Act II objectives and Act III grand ambitions, a
            # "B" Fate's Act II objective and Act III grand ambitions, a "C" Fate's final objective
            "objectives": {
                str(act): fate_cards.objective_title(f.id, act)
                for act in (1, 2, 3)
                if fate_cards.has_act(f.id, act)
            },
            "letter": f.letter,
            "complexity": f.complexity,
        }
        for f in (*fate_cards.FATES, *fate_cards.B_FATES, *fate_cards.C_FATES)
    }
    out["words"] = _fate_words(out["fates"], cards)
    out["grand_ambition_power"] = {str(ch): list(v) for ch, v in data.GRAND_AMBITION_POWER.items()}
    out["edicts"] = {
        data.GUILD_ENVOYS_DEPART: "Guild Envoys Depart",
        data.GOVERN: "Govern the Imperial Reach",
        **{c.id: c.name for c in fate_cards.FATE_SET if c.kind == "edict"},
    }
    out["policies"] = {p: f"Policy of {p.capitalize()}" for p in data.POLICIES}
    out["golems"] = list(GOLEMS)
    out["act_chapters"] = {str(act): chapters for act, chapters in data.ACT_CHAPTERS.items()}
    return out


def _fate_words(fates: Mapping[str, Any], cards: Mapping[str, Any]) -> dict[str, str]:
    """What an action naming a Fate (``fate F6``) or a card played on its other side (the
    Believer's ``F8-04W``, its Wisdom side) means, in words: the catalogue's ``words``."""
    acts = {"1": "Act I", "2": "Act II", "3": "Act III"}
    out = {}
    for fid, fate in fates.items():
        said = "; ".join(f"{acts[act]}: {title}" for act, title in fate["objectives"].items())
        kind = f"{fate['letter']} Fate, complexity {fate['complexity']}"
        out[fid] = f"{fid}: the {fate['name']} ({kind}). {said}"
    for cid, card in cards.items():
        if cid.startswith("F8-"):
            out[cid + "W"] = f"{cid}W: {card.get('name', cid)} played on its Wisdom side"
    return out


def _fate_set_card(card: fate_cards.FateSetCard) -> dict[str, Any]:
    """A Fate Set card as the Arcs view shows cards (a Guild card with its suit and raid cost;
    a protected one says so)."""
    kind = f"{card.suit.capitalize()} Guild" if card.kind == "guild" and card.suit else card.kind
    protected = card.kind == "guild" and card.keys == 0
    summary = card.summary.replace("**", "")
    return {
        "id": card.id,
        "kind": card.kind,
        "name": card.name,
        "suit": card.suit,
        "keys": card.keys,
        "text": f"{card.name} ({kind}{', protected' if protected else ''}): {summary}",
    }


def catalogue() -> dict[str, Any]:
    """The public catalogue: Arcs' and the campaign's cards (the same dict every call)."""
    return _build()


HELP = (
    arcs_render.HELP
    + """
The Blighted Reach adds:
  fate F6                   choose your Fate (setup, and the Intermission's step F; secret)
  place 2.0                 the Intermission: no ships or starports left, 3 ships in a gate
  event EVENT1              play an Event card in the follow
  place city 5.1            setup: your Loyal pieces
  summit / no-summit        call a Summit (the Council's step), or not
  petition / leave / revive Call to Order: petition the Council, leave or revive the Empire
  force 1 transfer relic 2  Return Favors: force seat 1's resource in its 2-key slot
  propose 1 / pass          Negotiations: a deal with seat 1; give ..., ask ..., offer
  accept / refuse           answer a deal offered to you
  enforce / change war      govern: enforce the Policy, or change it
  seize-outrage fuel        seize the initiative by taking Outrage of that suit
  prelude CC03              use a Guild card's Prelude ability
  spy 1, teach CC03, ...    a Fate Set card's own action (listed when you may take it)
  spawn 3.1                 Spore Ships: damage a fresh Blight there, place a damaged one
  witness 1.1 1.0 1         move Witnesses (also "... witness 1" after a move or Catapult)
  witness-take 2.1          Prelude: take a Witness at a Psionic planet as a Psionic
  well-take                 Prelude: a Psionic from Well of Empathy onto your board
  lead-pilgrims             Prelude: move each Pilgrim once ("choose 1.0" / "choose stay")
  portal                    Use the Portal (Move): your Pilgrims there onto your objective card
  forgive 1 relic           Call to Order: give seat 1 a Psionic and take its Relic Outrage as a
                            Favor (Reconcile with the Outraged; "give forgive relic" in a deal)
  claim CC07 3.1#0          Claim Fief: attach Claims of Nobility, Seat a city (or none)
  steal arsenal / well      raid a Weapon on Arsenal Keepers, a Psionic on the Well
  declare edenguard         Act III: Edenguard in place of Tycoon, Blightkin of Empath
  choose material / keep    Green Vault: a Material (Fuel) just taken into your Captives
  demand 1 fuel vault       a Demand's Fuel into Green Vault's Captives, not the Trust
  hoard fuel move 3.3 3.2 1 0  spend a Pirate Hoard resource (or "hoard fuel as material ...")
  board relic / done        the completed Pirate at the Intermission: a Hoard resource onto
                            the board / the rest of the Hoard to the supply"""
)
"""Arcs' actions and the campaign's own, for the help of a front end (`GameSpec.help`)."""
