"""A plain-text view of an Interstellar observation (the dict `observe.observation` builds),
the log's words for chance outcomes (`describe`) and what a seat cannot see (`unseen`).

`render(obs)` is pure: it reads only the observation (and the card set its options name), so
it shows a seat exactly what that seat may know. The line-by-line game prints it before each
human decision; the terminal views reuse its pieces.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from ambitions.core.errors import AmbitionsError
from ambitions.core.spec import GameHelp
from ambitions.core.words import counted
from ambitions.games.interstellar import data
from ambitions.games.interstellar.actions import read_dice
from ambitions.games.interstellar.cards import CardSet, Effect, default_cards, from_json
from ambitions.games.interstellar.observe import NOTES

RES_SHORT = {"food": "F", "ore": "O", "science": "S", "coins": "C"}


def cards_of(obs: Mapping[str, Any]) -> CardSet:
    """The card set an observation's game plays with (the default unless its options embed one)."""
    raw = (obs.get("options") or {}).get("card_set")
    if raw is not None:
        try:
            return from_json(raw, "card_set")
        except AmbitionsError:
            pass
    return default_cards()


def who(seat: Any, viewer: Any = None) -> str:
    if not isinstance(seat, int) or seat < 0:
        return "-"
    return f"seat {seat}" + (" (you)" if seat == viewer else "")


def whose(seat: Any, viewer: Any = None) -> str:
    """``seat 1's``, or ``your`` for the viewer's own."""
    return "your" if seat == viewer and isinstance(seat, int) else f"{who(seat)}'s"


plural = counted


def cost_text(cost: tuple[int, ...]) -> str:
    return " ".join(f"{c}{RES_SHORT[r]}" for r, c in zip(data.RESOURCES, cost, strict=True) if c) or "free"


def effect_text(e: Effect) -> str:
    """An effect in a few words (``produce +1 food``, ``+1 sabotage checks``)."""
    k = e.kind
    res = data.RESOURCES[e.resource] if e.resource >= 0 else ""
    words = {
        "produce_bonus": f"produce +{e.amount} {res}",
        "home_world": f"home worlds max +{e.max_dev}, produce +{e.produce}",
        "develop_discount": f"DEVELOP -{e.amount} food",
        "develop_free": f"DEVELOP +{e.amount} free level",
        "build_points": f"BUILD +{e.amount} BP",
        "research_discount": f"techs -{e.amount} science",
        "colonise_discount": f"COLONISE -{e.amount} {res}",
        "check_bonus": f"+{e.amount} {e.check} checks",
        "check_defence": f"-{e.amount} to checks on you",
        "combat_bonus": f"+{e.amount} {e.fleet} combat ({e.side})",
        "repair_rate": f"repair 1 ore per {counted(e.markers, 'marker')}",
        "planet_limit": f"+{e.amount} planet limit",
        "advance_limit": f"ADVANCE +{counted(e.amount, 'token')}",
        "heavy_armour": "heavy ships ignore their first marker",
        "bombard_resistance": f"bombard {e.points} points per level",
        "exchange_rate": f"exchange {e.rate}:1",
        "invade_level": f"INVADE from {data.LEVELS[e.level]}",
        "upkeep_discount": f"upkeep -{e.amount}",
        "shadow_plays": f"play {counted(e.amount, 'Shadow card')}",
        "ship_dice": f"{e.ship} +{counted(e.amount, 'die', 'dice')}",
        "raid_steal": f"raid steals +{e.amount}",
        "emergency_weight": f"counts as {counted(e.count, 'ship')}",
        "unmatched_dice": f"+{counted(e.amount, 'die', 'dice')} unmatched",
        "after_combat_repair": f"repair {e.amount} after combat",
        "capture_protection": "cannot be captured",
        "discard_after_combat": "leaves after the combat",
        "enters_damaged": f"enters with {counted(e.markers, 'marker')}",
        "double_six": "6s hit twice",
    }
    return words.get(k, k.replace("_", " "))


def planet_text(cards: CardSet, pid: str) -> str:
    p = cards.planets.get(pid)
    if p is None:
        return pid
    kind = "home world" if p.home else data.PLANET_TYPES[p.type]
    extra = "; " + ", ".join(effect_text(e) for e in p.effects) if p.effects else ""
    return f"{pid} ({kind}, cost {cost_text(p.cost)}, max {p.max_dev}, {p.vp} VP{extra})"


def ship_text(cards: CardSet, ship: str, damage: int = 0) -> str:
    card = cards.ships.get(ship)
    if card is None:
        return ship
    marks = f" *{damage}" if damage else ""
    cls = "heavy" if card.heavy else "light"
    return f"{ship}{marks} ({cls} CV{card.combat} B{card.bombard})"


def tech_text(cards: CardSet, tech: str) -> str:
    t = cards.techs.get(tech)
    if t is None:
        return tech
    effects = ", ".join(effect_text(e) for e in t.effects)
    return f"{tech} ({t.cost} sci, {t.vp} VP: {effects})"


def merc_text(cards: CardSet, merc: str) -> str:
    m = cards.ships.get(merc)
    if m is None:
        return merc
    effects = "; " + ", ".join(effect_text(e) for e in m.effects) if m.effects else ""
    cls = "heavy" if m.heavy else "light"
    return f"{merc} (hire {m.hire}C, upkeep {m.upkeep}C, {cls} CV{m.combat} B{m.bombard}{effects})"


def shadow_text(cards: CardSet, card_id: str) -> str:
    """A Shadow card in words: ``Acquire Secrets (instant): look at ...``."""
    card = cards.shadow.get(card_id)
    if card is None:
        return card_id
    said = card.text or effect_text(card.effect)
    return f"{card.name} ({card.type}): {said}"


def card_words(cards: CardSet) -> dict[str, dict[str, str]]:
    """Every card of a set by id, its name and what it does in words (the catalogue's ``cards``:
    the terminal names the cards an action names with them)."""
    out: dict[str, dict[str, str]] = {}
    for sid, sc in cards.shadow.items():
        out[sid] = {"name": sc.name, "text": shadow_text(cards, sid)}
    for ship_id, ship in cards.ships.items():
        said = merc_text(cards, ship_id) if ship.kind == "merc" else ship_text(cards, ship_id)
        out[ship_id] = {"name": ship.name, "text": f"{ship.name} {said.removeprefix(ship_id).strip()}"}
    for tid, tech in cards.techs.items():
        said = tech_text(cards, tid).removeprefix(tid).strip()
        out[tid] = {"name": tech.name, "text": f"{tech.name} {said}"}
    for pid, planet in cards.planets.items():
        said = planet_text(cards, pid).removeprefix(pid).strip()
        out[pid] = {"name": planet.name, "text": f"{planet.name} {said}"}
    for eid, event in cards.events.items():
        said = event.text or ", ".join(effect_text(e) for e in event.effects)
        out[eid] = {"name": event.name, "text": f"{event.name}: {said}"}
    for aid, amb in cards.ambitions.items():
        kind = "passive" if amb.passive else "active"
        out[aid] = {"name": amb.name, "text": f"{amb.name} ({kind} ambition)"}
    return out


def ambition_text(cards: CardSet, amb: str) -> str:
    a = cards.ambitions.get(amb)
    return f"{amb} ({a.name})" if a else amb


def track_lines(obs: Mapping[str, Any]) -> list[str]:
    """The action track: per track, each seat's tokens by level (``s1:2`` = 2 tokens of seat 1)."""
    seats = obs["seats"]
    free = obs.get("ultimate_free") or {}
    lines = [f"  {'':9} {'preparing':<14}{'basic':<14}{'moderate':<14}{'strong':<14}ultimate"]
    for name in data.TRACKS:
        cells = []
        for lv in range(5):
            here = [f"s{p}:{st['tokens'][name][lv]}" for p, st in enumerate(seats) if st["tokens"][name][lv]]
            cells.append(" ".join(here) or "·")
        ult = f"{cells[4]} ({free.get(name, '?')} free)"
        lines.append(f"  {name:9} " + "".join(f"{c:<13} " for c in cells[:4]) + ult)
    return lines


def seat_lines(obs: Mapping[str, Any], cards: CardSet, p: int) -> list[str]:
    st = obs["seats"][p]
    viewer = obs.get("seat")
    parts = st.get("vp_parts") or {}
    res = " ".join(f"{r} {st['resources'][r]}" for r in data.RESOURCES)
    lines = [
        f"{who(p, viewer)}: {st.get('vp', 0)} VP ("
        + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in parts.items())
        + f"); {res}; medals: fleet {st['fleet_medals']}, shadow {st['shadow_medals']}"
    ]
    planets = []
    for pl in st["planets"]:
        card = cards.planets.get(pl["id"])
        top = card.max_dev if card else "?"
        mark = " ✓" if card and pl["dev"] >= card.max_dev else ""
        extra = f" [{', '.join(pl['markers'])}]" if pl["markers"] else ""
        extra += " (siphoned)" if pl.get("siphoned") else ""
        planets.append(f"{pl['id']} L{pl['dev']}/{top}{mark}{extra}")
    lines.append("  planets: " + ("; ".join(planets) or "none"))
    fleet = [ship_text(cards, h["ship"], h["damage"]) for h in st["fleet"]]
    lines.append(f"  fleet ({st.get('fleet_combat', '?')} CV): " + ("; ".join(fleet) or "none"))
    owners = (obs.get("techs") or {}).get("owners") or {}
    techs = [t + (" (owner)" if owners.get(t) == p else "") for t in st["known"]]
    lines.append("  techs: " + (", ".join(techs) or "none"))
    if st.get("hand") is not None:
        lines.append(f"  hand ({len(st['hand'])}): " + ("" if st["hand"] else "empty"))
        lines += [f"    {shadow_text(cards, card)}" for card in st["hand"]]
    else:
        lines.append(f"  hand: {st['hand_size']} card(s)")
    if st.get("ambitions_met"):
        lines.append("  may claim: " + ", ".join(st["ambitions_met"]))
    return lines


def render(obs: Mapping[str, Any]) -> str:
    """The observation `obs` as readable plain text (several lines, no trailing newline)."""
    cards = cards_of(obs)
    n = obs["players"]
    viewer = obs.get("seat")
    lines: list[str] = []
    mover = obs.get("current_player")
    if obs.get("phase") == "over":
        status = "game over: " + ", ".join(who(w, viewer) for w in obs.get("winners") or []) + " won"
    elif isinstance(mover, int) and mover >= 0:
        status = f"{who(mover, viewer)} to decide: {phase_text(obs)}"
    else:
        status = "chance: " + phase_text(obs)
    view = "everything" if viewer == "all" else ("public view" if viewer is None else f"seat {viewer}'s view")
    lines.append(f"=== Interstellar Ambitions, {n} players: {period_text(obs)}, {status} [{view}] ===")
    if obs.get("final_turns", -1) >= 0:
        lines.append(
            f"The end is triggered by {who(obs.get('trigger'), viewer)}: {obs['final_turns']} turn(s) left"
        )
    ambitions = []
    for i, entry in enumerate(obs.get("ambitions") or []):
        claims = ", ".join(f"s{p} {data.AMBITION_VP[min(k, 2)]}" for k, p in enumerate(entry["claims"]))
        kind = "passive" if i < data.PASSIVE_AMBITIONS else "active"
        ambitions.append(f"  {kind}: {ambition_text(cards, entry['id'])}" + (f": {claims}" if claims else ""))
    if ambitions:
        lines.append("Ambitions (12/6/3 VP):")
        lines += ambitions
    stacks = obs.get("planet_stacks") or {}
    lines.append("Planets on offer:")
    for t in data.PLANET_TYPES:
        e = stacks.get(t) or {}
        top = planet_text(cards, e["top"]) if e.get("top") else "(empty)"
        lines.append(f"  {t}: {top}  [{e.get('hidden', 0)} more]")
    techs = obs.get("techs") or {}
    lines.append(
        "Techs on offer: " + ("; ".join(tech_text(cards, t) for t in techs.get("slots") or [] if t) or "none")
    )
    if techs.get("start_pool"):
        lines.append("START techs: " + "; ".join(tech_text(cards, t) for t in techs["start_pool"]))
    mercs = obs.get("mercs") or {}
    lines.append(
        "Mercs on offer: " + ("; ".join(merc_text(cards, m) for m in mercs.get("slots") or [] if m) or "none")
    )
    lines.append("Action track:")
    lines += track_lines(obs)
    for p in range(n):
        lines += seat_lines(obs, cards, p)
    shadow = obs.get("shadow") or {}
    up = [d["card"] for d in shadow.get("discard") or [] if d.get("card") and d.get("seat", -1) < 0]
    lines.append(f"Shadow deck {shadow.get('deck_size', 0)} cards; discarded face up: {len(up)}")
    if shadow.get("revealed"):
        lines.append("Revealed to you: " + ", ".join(shadow["revealed"]))
    lines += conflict_lines(obs, cards)
    lines.append(LEGEND)
    return "\n".join(lines)


LEGEND: Final = (
    "Legend: L3/5 = Development Level 3 of 5 (✓ at its maximum: it scores its VP); a ship's *2 ="
    " 2 combat damage markers (it rolls 2 dice fewer and counts 2 less combat value; more markers"
    " than its combat value destroy it at the end of a combat); CV combat value, B bombard points;"
    " F food, O ore, S science, C coins."
)
"""What the marks of the plain view mean (printed under it)."""


def conflict_lines(obs: Mapping[str, Any], cards: CardSet) -> list[str]:
    """A shadow check and a combat under way, else the last of each (kept until the next)."""
    lines: list[str] = []
    check = obs.get("check")
    if check:
        lines += check_lines(obs, cards, check, "Shadow check")
    combat = obs.get("combat")
    if combat:
        lines += combat_lines(obs, cards, combat)
    last = obs.get("last_check")
    if last and not check:
        lines += check_lines(obs, cards, last, "Last shadow check")
    result = obs.get("last_combat")
    if result and not combat:
        lines += result_lines(obs, cards, result)
    return lines


def check_lines(obs: Mapping[str, Any], cards: CardSet, check: Mapping[str, Any], title: str) -> list[str]:
    """A shadow check: who plays what against whom, the modifier, the die and its result."""
    viewer = obs.get("seat")
    card = cards.shadow.get(check["card"])
    name = card.name if card else check["card"]
    kind = f"{card.type.upper()} " if card else ""
    target = f" against {who(check['target'], viewer)}" if check.get("target", -1) >= 0 else ""
    total = check["modifier"] + check["boosts"] - check["resists"]
    line = (
        f"{title}: {who(check['seat'], viewer)} plays {name} ({kind}check){target};"
        f" modifier {check['modifier']:+d}, discards +{check['boosts']} and -{check['resists']}:"
        f" {total:+d}, succeeds on a die of {max(1, data.HIT - total)} or more"
    )
    if check.get("roll"):
        outcome = (
            f"success: {who(check['seat'], viewer)} takes a Shadow Medal"
            if check["success"]
            else "failure: no effect"
        )
        line += f"; the die shows {check['roll']}, {check['roll'] + total} in all: {outcome}"
    return [line]


def a_or_an(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def combat_stage(obs: Mapping[str, Any], c: Mapping[str, Any]) -> str:
    """What the combat is at, in words (the decision pending on top tells)."""
    viewer = obs.get("seat")
    pending = obs.get("pending") or []
    top = str(pending[-1][0]) if pending and isinstance(pending[-1], list | tuple) and pending[-1] else ""
    mover = obs.get("current_player")
    you = isinstance(mover, int) and mover >= 0 and mover == viewer
    if top == "arrange":
        return (
            "you arrange your secret combat order"
            if you
            else f"{who(mover, viewer)} arranges a secret combat order"
        )
    if top in ("emergency", "draw-emergency"):
        return "the outnumbered defender draws an EMERGENCY ship"
    if top == "unmatched":
        return "the unmatched ships may join the fight, one at a time in combat order"
    if top == "steal":
        return "the attacker takes resources, up to the margin of victory"
    if top in ("spoil", "disrupt", "capture"):
        return "the attacker claims a Victory Spoil"
    if top == "repair":
        return "the defender may repair its ships (1 ORE per 2 damage markers)"
    if top == "scrap":
        return "the defender discards down to 8 ships"
    if c.get("winner", -1) >= 0:
        return "the combat is over"
    if c.get("revealed"):
        return "ship to ship combat: matched ships roll their combat value, each 4 or more is a hit"
    return "the ships that must fight are chosen"


def _hit_text(obs: Mapping[str, Any], cards: CardSet, c: Mapping[str, Any], h: Mapping[str, Any]) -> str:
    viewer = obs.get("seat")
    seat, enemy = (c["attacker"], c["defender"]) if h["side"] == 0 else (c["defender"], c["attacker"])
    name = cards.ships[h["ship"]].name if h["ship"] in cards.ships else h["ship"]
    target = cards.ships[h["target"]].name if h["target"] in cards.ships else h["target"]
    faces = " ".join(h["faces"]) if h["faces"] != "-" else "no dice"
    shot = "fires back at" if h.get("how") == "return" else "fires at"
    text = f"{whose(seat, viewer)} {name} {shot} {whose(enemy, viewer)} {target}: {faces}"
    text += f", {plural(h['hits'], 'hit')}"
    if h["hits"]:
        text += f", {plural(h['markers'], 'damage marker')}"
    return text


def _gone_text(obs: Mapping[str, Any], cards: CardSet, entries: list[Mapping[str, Any]]) -> str:
    viewer = obs.get("seat")
    return ", ".join(
        f"{whose(d['seat'], viewer)} {cards.ships[d['ship']].name if d['ship'] in cards.ships else d['ship']}"
        f" (*{d['damage']})"
        for d in entries
    )


def _outcome_lines(obs: Mapping[str, Any], cards: CardSet, c: Mapping[str, Any]) -> list[str]:
    """The hits so far, then (once decided) the totals, the winner, the ships lost and the spoils."""
    viewer = obs.get("seat")
    lines = [f"  {_hit_text(obs, cards, c, h)}" for h in c.get("hits") or []]
    if c.get("winner", -1) >= 0:
        a, d = c["totals"]
        raid = c["kind"] == "raid"
        if c["winner"] == c["attacker"]:
            won = f"{who(c['winner'], viewer)} wins" + (f" the RAID by {a - d}" if raid else " the INVASION")
        else:
            won = f"{who(c['winner'], viewer)} wins" + (": the RAID fails" if raid else ", defending")
        medal = "" if raid else f"; {who(c['winner'], viewer)} takes a Fleet Medal"
        lines.append(f"  totals: attacker {a}, defender {d}: {won}{medal}")
        if c.get("destroyed"):
            lines.append("  destroyed: " + _gone_text(obs, cards, c["destroyed"]))
        if c.get("left"):
            lines.append("  left after the combat: " + _gone_text(obs, cards, c["left"]))
        if c.get("stolen"):
            lines.append(f"  resources stolen: {c['stolen']}")
        if c.get("spoil"):
            lines.append(f"  Victory Spoil: {c['spoil']}")
    return lines


def combat_lines(obs: Mapping[str, Any], cards: CardSet, c: Mapping[str, Any]) -> list[str]:
    """A combat under way: who fights whom and how hard, what is happening, each side's combat
    order (face down where the viewer may not see it), the hits so far and the outcome."""
    viewer = obs.get("seat")
    bonus = (data.RAID_BONUS if c["kind"] == "raid" else data.INVADE_BONUS)[c["level"]]
    level = data.LEVELS[c["level"]].upper()
    lines = [
        f"Combat: {who(c['attacker'], viewer)} {c['kind'].upper()}s {who(c['defender'], viewer)}"
        f" ({a_or_an(level)} {c['kind'].upper()}, attacker +{max(0, bonus)}): {combat_stage(obs, c)}"
    ]
    if c.get("emergency"):
        lines.append(f"  the defender's EMERGENCY ship: {ship_text(cards, c['emergency'])}")
    for side, seat in ((0, c["attacker"]), (1, c["defender"])):
        fleet = obs["seats"][seat]["fleet"]
        order = []
        for i in c["order"][side]:
            order.append(
                "(face down)" if i is None else ship_text(cards, fleet[i]["ship"], fleet[i]["damage"])
            )
        if c.get("winner", -1) < 0:
            label = "attacker" if side == 0 else "defender"
            lines.append(f"  {label} combat order: " + (", ".join(order) or "not arranged yet"))
    return lines + _outcome_lines(obs, cards, c)


PAST: Final = {"raid": "RAIDED", "invade": "INVADED"}


def result_lines(obs: Mapping[str, Any], cards: CardSet, r: Mapping[str, Any]) -> list[str]:
    """The last combat's result (the observation keeps it until the next combat)."""
    viewer = obs.get("seat")
    level = data.LEVELS[r["level"]].upper()
    head = (
        f"Last combat: {who(r['attacker'], viewer)} {PAST[r['kind']]} {who(r['defender'], viewer)}"
        f" ({a_or_an(level)} {r['kind'].upper()})"
    )
    if r.get("emergency"):
        head += f"; the defender's EMERGENCY ship: {ship_text(cards, r['emergency'])}"
    return [head, *_outcome_lines(obs, cards, r)]


HELP: Final = """\
Interstellar Ambitions' actions (tokens are TRACK.LEVEL: colonise.2 = a COLONISE token at
MODERATE; levels 0 preparing, 1 basic, 2 moderate, 3 strong, 4 ultimate):
  play red-tape 1 fleet.2   Shadow Activities: play a card, its target after it (pass: none)
  produce / advance-plans   step 2; then advance colonise.1 fleet.2 ... one token at a time
  take build.3              take the action of your BUILD token at STRONG
  prepare fleet             put the token just used at PREPARING on FLEET
  colonise food             colonise the top planet of the FOOD stack
  develop food-outpost-2    one Development Level on that planet
  build cruiser             build a ship (at 8 ships: scrap destroyer first)
  buy embezzle              buy revealed Shadow cards (at 7 cards: discard red-tape first)
  raid 2 / invade 2         FLEET against seat 2; order destroyer = your next ship in order
  attack 1 / hold           an unmatched ship attacks the enemy's 1st ship, or stays out
  steal coins 3             take 3 COINS from a won raid
  exchange ore food         3 ORE for 1 FOOD, any time in your turn
  claim warlord / pass      claim an ambition, or none
  done                      end the current step"""
"""This game's actions for the help of a front end (`GameSpec.help`)."""
GAME_HELP: Final = GameHelp(action="take colonise.2", prefix="play", actions=HELP)
"""`GameSpec.help`: the examples front ends show (the browser's from the catalogue's ``example``)."""

PHASE_WORDS: Final = {
    "keep": "which 2 of the 4 Shadow cards dealt to keep",
    "pick-tech": "which START tech to own",
    "place": "where to place an action token at BASIC",
    "adjust-gain": "which resources to take (player position adjustment)",
    "advance": "which action token to ADVANCE one level",
    "shadow": "Shadow Activities: play a Shadow card, or pass",
    "boost": "whether to discard Shadow cards for +1 each on the shadow check",
    "resist": "whether to discard Shadow cards for -1 each against the shadow check",
    "produce-or-advance": "PRODUCE, or ADVANCE Plans",
    "mix": "what the Home World produces",
    "upkeep": "MERC upkeep: pay it or discard the MERC",
    "take": "which action to take (or advance a token instead)",
    "prepare": "where to PREPARE the token just used",
    "claim": "whether to claim an ambition",
    "exchange": "a 3:1 resource exchange",
    "sweep": "which face-up planets to discard first (ULTIMATE COLONISE)",
    "colonise": "which planet to colonise",
    "give": "which planet to give away (the 8-planet limit)",
    "greenhouse": "the planet that replaces the polluted one (Runaway Greenhouse Effect)",
    "shortfall": "whether to pay the Supply Shortfall",
    "develop": "which planet to develop",
    "build": "which ship to repair or build",
    "repair": "which damaged ship to repair after the combat",
    "scrap": "which ship to discard down to 8",
    "make-room": "which ship to discard for the new one, or to decline it",
    "research": "which TECH to research",
    "replace-tech": "which face-up TECHS to replace first (ULTIMATE RESEARCH)",
    "shadow-mode": "buy Shadow cards or hire MERCS",
    "buy": "which revealed Shadow cards to buy",
    "hire": "which MERC to hire",
    "replace-merc": "which face-up MERCS to replace first (ULTIMATE SHADOW)",
    "fleet": "whom to RAID or INVADE",
    "arrange": "the secret combat order",
    "unmatched": "whether an unmatched ship joins the fight",
    "steal": "which resources to steal",
    "spoil": "which Victory Spoil to claim",
    "disrupt": "which of the defender's tokens to move back to PREPARING",
    "capture": "whether to capture the planet",
    "last-planet": "which face-up planet to take after losing the last one",
    # chance
    "start": "the start player is drawn",
    "ambitions": "the ambitions are drawn",
    "techs": "TECHS are drawn",
    "mercs": "MERCS are drawn",
    "planet": "a planet comes up",
    "deal": "Shadow cards are dealt",
    "reveal": "Shadow cards are revealed to the buyer",
    "emergency": "an EMERGENCY ship is drawn",
    "event": "a Colony Event is drawn",
    "roll": "dice are rolled",
}
"""What is decided (or drawn) at each decision and chance node, by the observation's phase."""


def phase_text(obs: Mapping[str, Any]) -> str:
    phase = str(obs.get("phase") or "")
    return PHASE_WORDS.get(phase, phase.replace("-", " "))


def period_text(obs: Mapping[str, Any]) -> str:
    """``set-up`` before the first turn, ``round 3, seat 1's turn`` after, ``game over``."""
    if obs.get("phase") == "over":
        return "game over"
    turn = obs.get("turn_seat", -1)
    if not isinstance(turn, int) or turn < 0:
        return "set-up"
    viewer = obs.get("seat")
    return f"round {obs.get('round')}, " + ("your turn" if turn == viewer else f"{who(turn)}'s turn")


def describe_roll(text: str) -> str | None:
    words = text.split()[1:]
    groups = [read_dice(w) for w in words]
    if any(g is None for g in groups):
        return None
    if len(groups) == 1:
        return f"shadow check die: {words[0]}"
    parts = []
    for label, faces in zip(("attacker", "defender"), groups, strict=False):
        assert faces is not None
        hits = sum(1 for f in faces if f >= data.HIT)
        shown = " ".join(map(str, faces)) or "no dice"
        parts.append(f"{label} {shown} ({hits} hit{'s' if hits != 1 else ''})")
    return "dice: " + ", ".join(parts)


def describe(text: str, chance: bool) -> str | None:
    """What a log shows for an action's text (as the viewer sees it), or None for the text
    itself: chance outcomes in words (the dice and their hits, the cards that come up). What the
    action caused (after `observe.NOTES`: the hits, totals, destroyed ships, a check's result)
    follows the words as it is."""
    main, sep, notes = text.partition(NOTES)
    if sep:
        if main.startswith("roll "):  # the notes say every die and hit
            one = len(main.split()) == 2
            return f"{'the check die is' if one else 'the combat dice are'} rolled{NOTES}{notes}"
        described = describe(main, chance)
        return f"{described or main}{NOTES}{notes}"
    words = text.split()
    if not chance:
        return decision_words(words) if words else None
    kind = words[0] if words else ""
    cards = default_cards()
    if kind == "roll":
        described = describe_roll(text)
        return f"{described}  ({text})" if described else None
    if kind == "start" and len(words) == 2:
        return f"seat {words[1]} is the start player"
    if kind == "ambitions":
        return "ambitions: " + ", ".join(ambition_text(cards, a) for a in words[1:])
    if kind in ("techs", "mercs") and len(words) > 1:
        shown = tech_text if kind == "techs" else merc_text
        return f"face-up {kind}: " + "; ".join(shown(cards, x) for x in words[1:])
    if kind == "planet" and len(words) == 2:
        return f"planet comes up: {planet_text(cards, words[1])}"
    if kind == "emergency" and len(words) == 2:
        return f"emergency ship: {ship_text(cards, words[1])}"
    if kind == "event" and len(words) == 2:
        e = cards.events.get(words[1])
        return f"colony event: {e.name if e else words[1]}" + (f" ({e.text})" if e and e.text else "")
    if kind in ("deal", "reveal"):
        return shadow_cards_words(kind, words[1:])
    return None


def aftermath(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """What a step caused that its text does not say (`GameSpec.aftermath`; a combat's and a
    check's consequences are in the action's own text, `observe.NOTES`): the end triggered by a
    third ambition, the turns left, and the game's end with its winner."""
    out = []
    trigger, turns = after.get("trigger"), after.get("final_turns")
    if isinstance(trigger, int) and trigger >= 0 and before.get("trigger") != trigger:
        left = f": {counted(turns, 'more turn')} to play" if isinstance(turns, int) and turns >= 0 else ""
        out.append(f"seat {trigger}'s third ambition triggers the end{left}")
    winners = after.get("winners") or []
    if winners and not before.get("winners"):
        seats = after.get("seats") or []
        vp = f" with {seats[winners[0]]['vp']} VP" if winners[0] < len(seats) else ""
        if len(winners) == 1:
            out.append(f"the game ends: seat {winners[0]} wins{vp}")
        else:
            named = ", ".join(map(str, winners[:-1])) + f" and {winners[-1]}"
            out.append(f"the game ends: seats {named} share the victory{vp}")
    return out


def shadow_cards_words(kind: str, args: list[str]) -> str:
    """A Shadow deal or reveal as the viewer sees it: its cards (``deal 0 a b c d``, ``reveal a
    b``), or how many when they are hidden (``deal 4 cards``, ``reveal 1 cards``)."""
    if len(args) == 2 and args[1] == "cards" and args[0].isdigit():
        n = int(args[0])
        are = "is" if n == 1 else "are"
        to = "dealt face down" if kind == "deal" else "revealed to the buyer"
        return f"{counted(n, 'Shadow card')} {are} {to}"
    if kind == "deal" and args and args[0].isdigit():
        return f"Shadow cards dealt to seat {args[0]}: " + ", ".join(args[1:])
    return "Shadow cards revealed to you: " + ", ".join(args)


def ordinal(k: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``21st``."""
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


def _token(word: str, moves: bool = False) -> str | None:
    """A token on the track (``build.1``) in words: ``the BUILD token at basic``, or with `moves`
    ``the BUILD token from basic to moderate``; None if `word` is no token."""
    track, _, level = word.partition(".")
    if track not in data.TRACKS or not level.isdigit() or int(level) >= len(data.LEVELS):
        return None
    k = int(level)
    if moves and k + 1 < len(data.LEVELS):
        return f"the {track.upper()} token from {data.LEVELS[k]} to {data.LEVELS[k + 1]}"
    return f"the {track.upper()} token at {data.LEVELS[k]}"


def decision_words(words: list[str]) -> str | None:
    """Words for a decision whose text is codes (track tokens, resource counts), or None where
    the text reads well as it is."""
    kind, args = words[0], words[1:]
    if kind == "mix" and len(args) == len(data.RESOURCES) and all(a.isdigit() for a in args):
        got = [f"{n} {r}" for n, r in zip(args, data.RESOURCES, strict=True) if int(n)]
        return "produce " + (", ".join(got) if got else "nothing")
    if kind == "advance-instead" and not args:  # (the fallback: no action, one token advanced)
        return "take no action and advance one token instead"
    tokens = [_token(a, kind in ("advance", "advance-instead")) for a in args]
    if kind in ("advance", "take", "advance-instead", "disrupt") and args and None not in tokens:
        said = ", ".join(t for t in tokens if t)
        if kind == "take":
            return f"take the action of {said}"
        return f"advance {said} instead" if kind == "advance-instead" else f"{kind} {said}"
    if kind == "steal" and len(args) == 2 and args[1].isdigit():
        return f"steal {args[1]} {args[0]}"
    if kind in ("raid", "invade") and len(args) == 1 and args[0].isdigit():
        return f"{kind} seat {args[0]}"
    if kind == "attack" and len(args) == 1 and args[0].isdigit():
        return f"attack the enemy's {ordinal(int(args[0]))} ship"
    return None


def unseen(obs: Mapping[str, Any]) -> int:
    """How many cards the observing seat cannot see: the decks, rival hands, face-down discards
    of others, cards revealed to another and hidden combat orders. A decision after which this
    drops showed its seat something (a card came up), so undo stops there."""
    hidden = int((obs.get("shadow") or {}).get("deck_size", 0))
    for key in ("techs", "mercs", "emergency", "colony_events"):
        hidden += int((obs.get(key) or {}).get("deck_size", 0))
    hidden += sum(int(e.get("hidden", 0)) for e in (obs.get("planet_stacks") or {}).values())
    hidden += sum(int(st.get("hand_size", 0)) for st in obs.get("seats", ()) if "hand" not in st)
    shadow = obs.get("shadow") or {}
    hidden += sum(1 for d in shadow.get("discard") or () if d.get("card") is None)
    if shadow.get("revealed") is None:
        hidden += int(shadow.get("revealed_size", 0))
    combat = obs.get("combat")
    if combat:
        hidden += sum(1 for order in combat.get("order") or () for i in order if i is None)
    return hidden
