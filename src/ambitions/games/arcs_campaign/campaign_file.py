"""The campaign file: an Act's result, saved at its end and read to go on (CRB p.8, p.28).

A campaign lasts three Acts (CRB p.8); between them the Intermission (CRB p.28) needs everything
the Act left on the table. `act_result(state)` is that, as JSON (``"format": "arcs-campaign/1"``)::

    {
      "format": "arcs-campaign/1",
      "act": 1,                      # the Act just played
      "players": 3, "seed": 7,
      "power": [5, -1, 9],           # each seat's Power (it may be negative, CRB p.28)
      "winner": 2,                   # the most Power, ties in turn order (CRB p.8; all Fates are
                                     # "A" in Act I, so the Fate-letter tie-break does not apply)
      "initiative": 0,
      "titles": ["regent", "outlaw", "regent"], "first_regent": 2,
      "fates": [{"fate": "F3", "objective": 4, "progress": 6, "completed": false}, ...],
                                     # one per seat (a Fate is public by the Act's end): its
                                     # objective marker's space, the spaces it advanced from the
                                     # card's start space (CRB p.8), on 0 or not (`objective.met`)
      "table": { ... }               # the whole table at the Act's end: a campaign position
    }

``table`` is a campaign position (`position`): the map (Loyal, Imperial, Free and Blight pieces,
damaged or not), each seat's board (resources, Guild and lore cards, Trophies, Captives,
Outrage, Power), the Court with its agents, the Court deck and discard, the Imperial Council's
side, the Imperial Trust, Favors, the Policy stack and the Edicts in the rules booklet, neutral
Trophies, the 2-player ambition boxes' resources: what the Intermission's steps B-E read. The
Court deck is listed sorted, not in its order (it is hidden, and shuffled again before it is
drawn from); the action cards are all in the discard at an Act's end, so none is listed. The
Fates drawn and not chosen are never shown (CRB p.6 step B): the table holds each seat's Fate
only.

`read(path)` loads a file and checks it; any problem is one `InvalidOptions` line naming the file
and the field (``act1.json: table.ships[2].seat must be a seat 0..2, not 7``). Writing is the
front end's (`ambitions play arcs-campaign --result FILE`, through `GameSpec.result`): the
engine does no I/O beyond reading a file it is given.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from ambitions.core.errors import AmbitionsError, InvalidOptions, shorten
from ambitions.core.state import TERMINAL, State
from ambitions.games.arcs_campaign import data, observe, position
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

FORMAT: Final = "arcs-campaign/1"
KEYS: Final = frozenset(
    {
        "format",
        "act",
        "players",
        "seed",
        "power",
        "winner",
        "initiative",
        "titles",
        "first_regent",
        "fates",
        "table",
    }
)
OPTIONAL_KEYS: Final = frozenset({"packed_up"})
"""``"packed_up": true``: written at the Intermission's end (CRB p.29 "Packing Up"), the next
Act's setup not begun (its table's phase is `CampaignPhase.CHANCE_ACT_COURT`); a file without it
holds an Act's end, the Intermission to come."""
FATE_KEYS: Final = frozenset({"fate", "objective", "progress", "completed"})
"""The per-seat Fate entry (`fate_entry`)."""
_DROPPED: Final = ("history", "chance_count", "seat", "control", "undealt", "undealt_size", "legal_actions")
"""Snapshot keys the table leaves out (how the Act was played, derived or empty at its end)."""


def act_result(state: State) -> dict[str, Any]:
    """The campaign file of a finished Act (raises `InvalidOptions` before its end)."""
    if not isinstance(state, CampaignState):
        raise InvalidOptions(f"a campaign file is made from a campaign state, not {type(state).__name__}")
    s = state
    packed = packed_up(s)
    if s.mover != TERMINAL and not packed:
        raise InvalidOptions(
            f"Act {s.act} is not over (chapter {s.chapter}, {s.phase}): no campaign file yet"
        )
    table = position.from_observation(observe.snapshot(s))
    for key in _DROPPED:
        table.pop(key, None)
    camp = table["campaign"]
    camp["court_deck"] = sorted(camp.get("court_deck") or [])  # its order stays hidden
    camp.pop("court_deck_size", None)
    camp["fates"].pop("offers", None)  # the Fates drawn and not chosen stay secret
    extra = {"packed_up": True} if packed else {}
    return {
        **extra,
        "format": FORMAT,
        "act": s.act - 1 if packed else s.act,
        "players": s.n,
        "seed": s.seed,
        "power": list(s.power),
        "winner": s.winner if s.winner >= 0 else None,
        "initiative": s.initiative,
        "titles": [data.OUTLAW if o else data.REGENT for o in s.outlaw],
        "first_regent": s.first_regent if s.first_regent >= 0 else None,
        "fates": [fate_entry(s, p) for p in range(s.n)],
        "table": table,
    }


def packed_up(s: CampaignState) -> bool:
    """True at the Intermission's end, before the next Act's setup (CRB p.29 "Next Act?")."""
    return s.phase == CampaignPhase.CHANCE_ACT_COURT


def pause(state: State) -> str | None:
    """At the Intermission's end (CRB p.29 "Next Act?"), what ``ambitions play`` tells the
    players: they may pack up (the campaign file is written with ``--result FILE``) and resume
    later with ``--act 2 --continue FILE``; None elsewhere (`GameSpec.pause`)."""
    if not isinstance(state, CampaignState) or not packed_up(state) or not state.history:
        return None  # (a game resumed from a packed-up file does not ask again)
    return (
        f"The Intermission is over: Act {state.act} is next. You may pack up here (CRB p.29): the "
        f"campaign file (--result FILE) then resumes with --act {state.act} --continue FILE."
    )


def fate_entry(s: CampaignState, seat: int) -> dict[str, Any]:
    """`seat`'s Fate at the Act's end: the Fate, its objective marker's space, how far it
    advanced from the card's start space, and whether it is complete (CRB p.8)."""
    fate = s.fates[seat] or None
    if fate is None or s.objective[seat] < 0:
        return {"fate": fate, "objective": None, "progress": None, "completed": None}
    return {
        "fate": fate,
        "objective": objective.space(s, seat),
        "progress": cards.start_space(fate, s.n, s.act) - objective.space(s, seat),
        "completed": objective.met(s, seat),
    }


def dumps(state: State) -> str:
    """The campaign file's text (JSON, keys sorted)."""
    return json.dumps(act_result(state), indent=1, sort_keys=True)


def read(path: str | Path) -> tuple[dict[str, Any], CampaignState]:
    """A campaign file and the table it holds (raises `InvalidOptions` naming file and field)."""
    name = str(path) if len(str(path)) <= 200 else str(path)[:199] + "…"
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidOptions(
            f"{name}: cannot be read ({type(exc).__name__}: {shorten(str(exc), 120)})"
        ) from None
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise InvalidOptions(f"{name}: not JSON ({shorten(str(exc), 120)})") from None
    return raw, check(raw, name)


def check(raw: Any, name: str = "the campaign file") -> CampaignState:
    """The table of a campaign file's contents, every field checked (raises `InvalidOptions`)."""

    def fail(field: str, wanted: str, value: object) -> InvalidOptions:
        return InvalidOptions(f"{name}: {field} must be {wanted}, not {shorten(value, 80)}")

    if not isinstance(raw, Mapping):
        raise fail("the file", "a JSON object", raw)
    if raw.get("format") != FORMAT:
        raise fail("format", repr(FORMAT), raw.get("format"))
    unknown = sorted(set(raw) - KEYS - OPTIONAL_KEYS)
    if unknown:
        known = ", ".join(sorted(KEYS | OPTIONAL_KEYS))
        raise InvalidOptions(f"{name}: unknown key {unknown[0]!r} (known: {known})")
    packed = raw.get("packed_up", False)
    if packed not in (True, False):
        raise fail("packed_up", "true or false", packed)
    for key in sorted(KEYS):
        if key not in raw:
            raise InvalidOptions(f"{name}: {key} is missing")
    act = raw["act"]
    if type(act) is not int or act not in data.ACT_CHAPTERS:
        raise fail("act", "1, 2 or 3", act)
    n = raw["players"]
    if type(n) is not int or n not in (2, 3, 4):
        raise fail("players", "2, 3 or 4", n)
    table = raw["table"]
    if not isinstance(table, Mapping):
        raise fail("table", "a campaign position (an object)", table)
    camp = table.get("campaign")
    if isinstance(camp, Mapping) and "court_deck_fate_set" in camp:
        # (a file written while the Court deck's known cards had two keys: its deck is listed
        # whole, so the older key says nothing more)
        table = {**table, "campaign": {k: v for k, v in camp.items() if k != "court_deck_fate_set"}}
    try:
        s = position.load(table)
    except AmbitionsError as exc:
        raise InvalidOptions(f"{name}: table: {exc}") from None
    if s.n != n:
        raise fail("players", f"{s.n}, the table's players", n)
    if s.act != act + packed:
        raise fail(
            "act", f"{s.act - packed}, the table's Act{' before the Intermission' if packed else ''}", act
        )
    if packed and not packed_up(s):
        raise fail("table.phase", f"{CampaignPhase.CHANCE_ACT_COURT!r} (packed up)", table.get("phase"))
    if not packed and s.mover != TERMINAL:
        raise fail("table.phase", "'over' (an Act's end)", table.get("phase"))
    power = raw["power"]
    if power != list(s.power):
        raise fail("power", f"{list(s.power)}, the Power on the table's seats", power)
    titles = [data.OUTLAW if o else data.REGENT for o in s.outlaw]
    if raw["titles"] != titles:
        raise fail("titles", f"{titles}, the table's titles", raw["titles"])
    first = s.first_regent if s.first_regent >= 0 else None
    if raw["first_regent"] != first:
        raise fail("first_regent", f"{first}, the table's First Regent", raw["first_regent"])
    if raw["initiative"] != s.initiative:
        raise fail("initiative", f"{s.initiative}, the table's initiative", raw["initiative"])
    winner = s.winner if s.winner >= 0 else None
    if raw["winner"] != winner:
        raise fail("winner", f"{winner}, the most Power (ties in turn order)", raw["winner"])
    seed = raw["seed"]
    if type(seed) is not int:
        raise fail("seed", "a whole number", seed)
    fates = raw["fates"]
    if not isinstance(fates, list) or len(fates) != n:
        raise fail("fates", f"a list of {n} Fate entries (one per seat)", fates)
    for p, fate in enumerate(fates):
        if not isinstance(fate, Mapping) or set(fate) != FATE_KEYS:
            raise fail(f"fates[{p}]", f"an object with {', '.join(sorted(FATE_KEYS))}", fate)
        entry = fate_entry(s, p)
        for key in sorted(FATE_KEYS):
            if fate[key] != entry[key] or type(fate[key]) is not type(entry[key]):
                raise fail(f"fates[{p}].{key}", f"{entry[key]!r}, the table's", fate[key])
    return s
