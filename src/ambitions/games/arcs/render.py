"""A plain-text view of an Arcs observation (the dict `observe.observation` builds).

`render(obs)` is pure: it reads only the observation (and the static `data`), so it shows a seat
exactly what that seat may know. The terminal game prints it before each human decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ambitions.games.arcs import data
from ambitions.games.arcs.actions import named_face
from ambitions.games.arcs.telling import decision_words, roll_sentence


def render(obs: Mapping[str, Any]) -> str:
    """The observation `obs` as readable plain text (several lines, no trailing newline)."""
    lines: list[str] = []
    n: int = obs["players"]
    viewer = obs.get("seat")
    seats: list[dict[str, Any]] = obs["seats"]

    def who(seat: Any) -> str:
        if not isinstance(seat, int) or seat < 0:
            return "-"
        return f"seat {seat}" + (" (you)" if seat == viewer else "")

    # Header.
    mover = obs.get("current_player")
    if obs.get("phase") == "over":
        status = "game over"
    elif isinstance(mover, int) and mover >= 0:
        status = f"{who(mover)} to decide"
    else:
        status = "chance"
    view = "everything" if viewer == "all" else ("public view" if viewer is None else f"seat {viewer}'s view")
    lines.append(f"=== Arcs, {n} players: chapter {obs['chapter']}, {obs['phase']}, {status} [{view}] ===")
    out_of_play = ", ".join(map(str, obs.get("out_of_play") or [])) or "none"
    lines.append(f"Setup card {obs.get('setup_card') or '-'}; clusters out of play: {out_of_play}")

    # Round: initiative, lead, plays, the turn in progress.
    seized = obs.get("seized_by", -1)
    initiative = f"Initiative: {who(obs['initiative'])}"
    if isinstance(seized, int) and seized >= 0:
        initiative += f" (seized by {who(seized)})"
    lines.append(initiative)
    lead = obs.get("lead") or {}
    if lead.get("card"):
        text = f"Lead: {_card(lead['card'])} by {who(lead['seat'])}"
        if lead.get("zeroed"):
            text += ", zeroed"
        if lead.get("declared"):
            text += ", an ambition was declared with it"
        lines.append(text)
    plays = obs.get("plays") or []
    if plays:
        shown = [f"{who(p['seat'])} {p['mode']} {p['card'] or '(face down)'}" for p in plays]
        lines.append("Plays this round: " + "; ".join(shown))
    turn = obs.get("turn") or {}
    phase = str(obs.get("phase", ""))
    in_turn = phase not in ("lead", "follow", "mulligan", "over") and not phase.startswith("chance")
    if in_turn and isinstance(turn.get("seat"), int) and turn["seat"] >= 0 and turn.get("mode"):
        text = f"Turn: {who(turn['seat'])} {turn['mode']} {turn.get('card') or '(face down)'}"
        text += f", {turn.get('pips', 0)} action(s) left"
        if turn.get("prelude_open"):
            text += ", prelude open"
        if turn.get("taxed"):
            text += ", taxed " + " ".join(turn["taxed"])
        if turn.get("ship_built"):
            text += ", built ships at " + " ".join(turn["ship_built"])
        if turn.get("spent_pending"):
            text += ", spending " + ", ".join(f"{c} {r}" for r, c in turn["spent_pending"].items())
        lines.append(text)
    battle = obs.get("battle") or {}
    if battle.get("system"):
        text = f"Battle at {battle['system']} against {who(battle.get('defender'))}"
        if battle.get("stage"):
            text += f", stage {battle['stage']}"
        attacking = (battle.get("attacking_fresh") or 0, battle.get("attacking_damaged") or 0)
        if any(attacking):  # ships placed there during the battle do not attack (p14)
            text += f", attacking ships {attacking[0]} fresh {attacking[1]} damaged"
        dice = battle.get("dice") or []
        if len(dice) == len(data.DIE_TYPES):
            text += ", dice: " + ", ".join(f"{c} {t}" for t, c in zip(data.DIE_TYPES, dice, strict=True))
        elif dice:
            text += ", dice " + " ".join(map(str, dice))
        counts = [
            (k.replace("_", " "), battle.get(k)) for k in ("hits", "self_hits", "building_hits", "keys")
        ]
        counts += [("intercepts", battle.get("intercepts"))]
        text += "".join(f", {name} {v}" for name, v in counts if v)
        if battle.get("intercepted"):
            text += ", intercepted"
        lines.append(text)
    catapult = obs.get("catapult") or {}
    if catapult.get("at"):
        lines.append(
            f"Catapult: {catapult['fresh']}+{catapult['damaged']} ships at {catapult['at']}"
            f" (path {' '.join(catapult.get('path') or [])})"
        )
    queue = obs.get("discard_queue") or []
    if queue:
        lines.append(
            "Resources waiting for a slot: " + ", ".join(f"{q['resource']} ({who(q['seat'])})" for q in queue)
        )

    # The Leaders & Lore draft (p21): both rows are face up.
    rows = obs.get("draft") or {}
    if rows.get("leaders") or rows.get("lore"):
        for row in ("leaders", "lore"):
            cards = ", ".join(_leader_or_lore(c) for c in rows.get(row) or []) or "-"
            lines.append(f"Draft, {row}: {cards}")

    # Ambitions.
    lines.append("Ambitions:")
    for i, marker in enumerate(obs.get("markers") or []):
        where = f"on {marker['box']}" if marker.get("box") else "available"
        side = "flipped" if marker["flipped"] else "unflipped"
        lines.append(f"  marker {i + 1}: {marker['value']} Power ({side}), {where}")
    standings = ambition_standings(obs)
    columns = ", ".join(map(str, range(n))) + (", phantom" if n == 2 else "")
    lines.append(
        f"  counts (seats {columns}): "
        + ", ".join(f"{a} {'/'.join(map(str, c))}" for a, c in standings.items())
    )
    boxed = {r: c for r, c in (obs.get("box_resources") or {}).items() if c}
    if boxed:
        lines.append("  resources on ambition boxes: " + ", ".join(f"{c} {r}" for r, c in boxed.items()))
    supply = obs.get("resource_supply") or {}
    if supply:
        lines.append("  resource supply: " + ", ".join(f"{r} {c}" for r, c in supply.items()))

    # Seats.
    lines.append("Seats:")
    for p, st in enumerate(seats):
        lines.append(
            f"  {who(p)}: Power {st['power']}; cities left {st['cities_left']}, starports {st['starports']},"
            f" ships {st['ships']}, agents {st['agents']} in supply"
        )
        board_open = board_open_slots(st)
        slots = [(r if r else "-") if k < board_open else "(closed)" for k, r in enumerate(st["resources"])]
        if st.get("holdings_slot"):
            slots.append(f"Ancient Holdings: {st.get('holdings') or '-'}")
        lines.append(
            "    resources: " + " | ".join(slots) + f" ({st['open_slots']} open, {st['empty_slots']} empty)"
        )
        extras = []
        if st.get("leader"):
            extras.append("leader " + _leader_or_lore(st["leader"]))
        if st.get("lore"):
            extras.append("lore " + ", ".join(_leader_or_lore(c) for c in st["lore"]))
        if st.get("outrage"):
            extras.append("outrage " + ", ".join(st["outrage"]))
        if st.get("outrage_placeholder"):
            extras.append("outrage (placeholder) " + ", ".join(st["outrage_placeholder"]))
        if st.get("guild"):
            extras.append("guild " + ", ".join(_court(c) for c in st["guild"]))
        if st.get("trophies"):
            extras.append(
                "trophies "
                + ", ".join(f"{t['count']} {t['piece']} of seat {t['owner']}" for t in st["trophies"])
            )
        captives = [f"{c} of seat {o}" for o, c in enumerate(st.get("captives") or []) if c]
        if captives:
            extras.append("captives " + ", ".join(captives))
        if extras:
            lines.append("    " + "; ".join(extras))
        hand = st.get("hand")
        if hand is not None:
            cards = ", ".join(f"{c} ({_pips(c)} pips)" for c in hand) or "empty"
            lines.append(f"    hand ({st['hand_size']}): {cards}")
        else:
            lines.append(f"    hand: {st['hand_size']} card(s)")
        lines.append("    city slots: " + ", ".join(city_bonus_text(b) for b in st["city_bonuses"]))

    # Court.
    lines.append(
        f"Court (deck {obs.get('court_deck_size', 0)}, discard {len(obs.get('court_discard') or [])}):"
    )
    for slot in obs.get("court") or []:
        agents = ", ".join(f"seat {o} x{c}" for o, c in enumerate(slot["agents"]) if c) or "no agents"
        lines.append(f"  {_court(slot['card']) if slot['card'] else '(empty)'}: {agents}")

    # Map, by cluster (in-play clusters only).
    lines.append("Map (ships fresh+damaged; * = damaged building):")
    ships: dict[str, list[str]] = {}
    for sh in obs.get("ships") or []:
        ships.setdefault(sh["system"], []).append(f"s{sh['seat']} {sh['fresh']}+{sh['damaged']}")
    buildings: dict[str, list[str]] = {}
    for b in obs.get("buildings") or []:
        system = b["slot"].split("#")[0]
        buildings.setdefault(system, []).append(f"{b['kind']} s{b['seat']}{'*' if b['damaged'] else ''}")
    control: dict[str, Any] = obs.get("control") or {}
    for cluster in data.CLUSTERS:
        if cluster in (obs.get("out_of_play") or []):
            continue
        lines.append(f"  cluster {cluster}")
        for k in range(4):
            sid = f"{cluster}.{k}"
            if k == 0:
                label = f"{sid} gate"
            else:
                slots_here = data.PLANET_SLOTS[sid]
                label = f"{sid} {data.PLANET_TYPE[sid]} ({slots_here} slot{'s' if slots_here > 1 else ''})"
            parts = []
            if ships.get(sid):
                parts.append("ships " + ", ".join(ships[sid]))
            if buildings.get(sid):
                parts.append(", ".join(buildings[sid]))
            if isinstance(control.get(sid), int):
                parts.append(f"controlled by s{control[sid]}")
            lines.append(f"    {label:<22} {'; '.join(parts) if parts else '.'}")

    # Scores and the end.
    scores = obs.get("chapter_scores") or []
    if scores:
        lines.append(
            "Power gained per chapter: " + "  ".join(f"ch{i + 1} {row}" for i, row in enumerate(scores))
        )
    for chapter in obs.get("chapter_scoring") or []:
        for row in chapter["ambitions"]:
            lines.append(f"  chapter {chapter['chapter']}: {scored_ambition_text(row)}")
    winner = obs.get("winner", -1)
    if isinstance(winner, int) and winner >= 0:
        lines.append(f"Winner: {who(winner)}")
    return "\n".join(lines)


def describe_roll(text: str) -> str:
    """A ``roll`` outcome's faces by name, the names its text may use (`actions.FACE_NAMES`).

    ``roll A1 A4 R0`` -> ``assault-hit+self assault-2hits raid-2keys+intercept``. Text that is
    not a roll of valid faces comes back unchanged.
    """
    words = text.split()
    if not words or words[0] != "roll":
        return text
    named = [named_face(token) for token in words[1:]]
    if any(a == b for a, b in zip(named, words[1:], strict=True)):
        return text
    return " ".join(named) or "no dice"


def ambition_standings(obs: Mapping[str, Any]) -> dict[str, list[int]]:
    """Each ambition's count per seat, read from the observation (each seat's ``ambitions``, as
    the chapter's end would score it, p18). With two players a last column is the phantom
    player's (``phantom_ambitions``: the resources on the ambition boxes, p19)."""
    seats: list[dict[str, Any]] = obs["seats"]
    phantom = obs.get("phantom_ambitions")
    return {
        ambition: [int(st["ambitions"][ambition]) for st in seats]
        + ([int(phantom[ambition])] if phantom is not None else [])
        for ambition in seats[0]["ambitions"]
    }


def board_open_slots(seat: Mapping[str, Any]) -> int:
    """How many of a seat's board resource slots (``resources``) are open: its ``open_slots``
    less the Ancient Holdings slot, which is not on the board."""
    return int(seat["open_slots"]) - (1 if seat.get("holdings_slot") else 0)


def city_bonus_text(bonus: Mapping[str, Any]) -> str:
    """One city slot of a board (an entry of a seat's ``city_bonuses``) in words:
    ``4 (+2 to won ambitions) uncovered``, ``1 (resource slot 3) covered``."""
    slots = [k + 1 for k in bonus["resource_slots"]]
    what = []
    if slots:
        what.append(f"resource slot{'s' if len(slots) > 1 else ''} {'-'.join(map(str, slots))}")
    if bonus["bonus_power"]:
        what.append(f"+{bonus['bonus_power']} to won ambitions")
    state = "uncovered" if bonus["uncovered"] else "covered"
    return f"{bonus['slot']} ({', '.join(what) or 'nothing'}) {state}"


def scored_ambition_text(row: Mapping[str, Any]) -> str:
    """One scored ambition (an entry of ``chapter_scoring[i]["ambitions"]``) in words."""

    def who(place: Any) -> str:
        return "the phantom" if place == "phantom" else f"seat {place}"

    counts = "/".join(map(str, row["counts"]))
    if row.get("phantom") is not None:
        counts += f" (phantom {row['phantom']})"
    text = f"{row['ambition']} [{' + '.join(row['markers'])}]: counts {counts}; "
    first = row.get("first")
    if first is None:
        text += "no first place"
    else:
        text += f"first {who(first)}" + (f" (+{row['bonus']} bonus city Power)" if row.get("bonus") else "")
    seconds = row.get("second") or []
    text += "; second " + (", ".join(who(p) for p in seconds) if seconds else "nobody")
    return text + "; Power gained " + "/".join(map(str, row["gained"]))


def _card(card_id: str) -> str:
    card = data.ACTION_CARD_BY_ID.get(card_id)
    if card is None:
        return card_id
    return f"{card_id} ({data.SUIT_NAMES[card.suit]} {card.number}, {card.pips} pips)"


def _pips(card_id: str) -> int | str:
    card = data.ACTION_CARD_BY_ID.get(card_id)
    return card.pips if card is not None else "?"


_LEADER_AND_LORE_NAMES = {c.id: c.name for c in data.LEADERS} | {c.id: c.name for c in data.LORE}


def _leader_or_lore(card_id: str) -> str:
    return f"{_LEADER_AND_LORE_NAMES.get(card_id, card_id)} ({card_id})"


def _court(card_id: str) -> str:
    card = data.COURT_CARD_BY_ID.get(card_id)
    if card is None:
        return card_id
    kind = f"{card.suit} guild" if card.kind == "guild" else card.kind
    return f"{card_id} {card.name} ({kind})"


_CHANCE_WORDS = {
    "court": "the Court deck is shuffled",
    "deal": "the action deck is shuffled and dealt",
    "draw": "action cards are drawn",
    "shuffle": "a deck is shuffled",
    "draft": "the leaders and lore cards are dealt face up to draft",
}
"""Chance outcomes told in words without their cards. Every shuffle reads ``... is shuffled``."""


def describe(text: str, chance: bool) -> str | None:
    """What a log shows for an action's text (as the viewer sees it), or None for the text itself.

    Chance outcomes (`chance`) are told in words: dice as a sentence (``roll A3 S1`` -> ``the dice
    show: assault 2 hits and a self-hit, skirmish blank``; a roll may be typed with the faces'
    names), who draws the initiative, the setup card, and, without their hidden cards, the Court
    shuffle, deals and draws. Decisions whose text is codes (dice and ship counts, a hit's
    target) are told in words (`telling.decision_words`); the rest read as they are.
    """
    words = text.split()
    if not words:
        return None
    if not chance:
        return decision_words(words)
    kind = words[0]
    if kind == "roll":
        return roll_sentence(words[1:])
    if kind == "initiative" and len(words) == 2 and words[1].isdigit():
        return f"seat {words[1]} draws the initiative"
    if kind == "setup" and len(words) > 1:
        return f"the setup card is {' '.join(words[1:])}"
    if kind == "draft" and len(words) > 1:
        return "the draft rows are dealt face up: " + ", ".join(_leader_or_lore(c) for c in words[1:])
    if kind in _CHANCE_WORDS:
        return _CHANCE_WORDS[kind]
    return None


def unseen(obs: Mapping[str, Any]) -> int:
    """How many Arcs cards the observing seat cannot see: the Court deck, undealt action cards,
    rival hands (less the cards of theirs it was shown) and face-down plays and discards.

    A decision after which this drops showed its seat a card (a Court card coming up after a
    secure), so undo stops there.
    """
    hidden = int(obs.get("court_deck_size", 0)) + int(obs.get("undealt_size", 0))
    hidden += sum(int(st.get("hand_size", 0)) for st in obs.get("seats", ()) if "hand" not in st)
    hidden += sum(1 for p in obs.get("plays", ()) if p.get("card") is None)
    hidden += sum(1 for d in obs.get("action_discard", ()) if d.get("card") is None)
    hidden -= sum(len(r.get("cards") or ()) for r in obs.get("revealed", ()))  # rival cards shown
    return hidden


HELP = """\
Arcs' actions (systems are CLUSTER.N: 1.0 the gate of cluster 1, 1.1-1.3 its planets):
  lead CON4 / pass          lead a card, or pass the initiative
  surpass CON5 / pivot AGG2 follow: a higher card of the suit, or any card for 1 action
  copy MOB3                 follow face down, for 1 action of the lead suit
  declare warlord           declare an ambition with the lead card
  seize ADM2                seize the initiative with an extra face-down card
  tax 1.3#0                 tax the city in building slot 0 of planet 1.3
  build ship 1.3            build a ship (or city, starport) in 1.3
  repair ship 1.3           repair a damaged ship (or city, starport) in 1.3
  move 1.3 1.0 2 1          move 2 fresh and 1 damaged ships from 1.3 to 1.0
  battle 1.3 2              battle seat 2 in 1.3; then dice A S R and hit fresh / hit damaged
  influence BC05            place an agent on a Court card; secure BC05 to take it
  spend fuel move ...       Prelude: spend a resource for one action of its kind
  choose ...                answer a card's question (the choices are listed)
  end                       end your turn"""
"""The game's actions for the help of a front end (`GameSpec.help`)."""
