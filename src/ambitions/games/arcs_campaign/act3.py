"""Act III and the campaign's end (CRB p.8-9; BRD C.5, C.9; readings R13, R17, R21).

At each Act III chapter's end, in this order:

* the declared ambitions are scored (Arcs), then at the same time the grand ambitions
  (`score_grand_ambitions`, through the `ArcsState.ambitions_scored` hook, before the clean up
  returns markers, Trophies and Captives): each seat with an "A" or "B" Fate gains, if one of its
  two grand ambitions is fulfilled, the lower value under the chapter on the Act III side of the
  chapter track, if both the higher (`data.GRAND_AMBITION_POWER`: 2/4, 3/8, 4/14, 5/20); what
  each Fate fulfils is its registered ``grand_ambitions(state, seat) -> (bool, bool)``
  (`fates.register_act3`); a Fate whose Act III part is not registered fulfils none. Rivals gain
  nothing from them. The Power is added to the chapter's row of `chapter_scores`, and each
  score is kept in `CampaignState.grand_scores` (public);
* the clean up, then each "C" Fate's chapter-end advances (its registered ``chapter_end``, in
  turn order: `fates.chapter_end`);
* then the final objectives are checked (R21: the advances come first): a "C" Fate whose
  objective marker is on 0 and who has at least 1 Power wins the campaign at once
  (`CampaignState.final_winners`; the game ends); several: the most Power among them, a tie
  broken as CRB p.8 says (R13: "A" over "B" over "C", then turn order from the initiative
  holder, R17). Below 1 Power no final objective wins. If a chapter-end advance asked its
  holder a question (the choice stack), the check waits for the answers
  (`CampaignState.chapter_end_due`, `finish_chapter`).

After chapter 4 with no final objective won, the Fates' campaign-end parts are resolved (the
Pirate's "End of Act III", registered as ``campaign_end``; questions they ask are answered
first), then the most Power wins, ties as above (`campaign_winner`). `returns` ranks the
winner first.

The campaign log sheet (CRB p.30: names, colours, Fates, Power, Outrage, Flagship pieces) gets a
row per seat at each Act's end (`log_rows`), public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.core.state import TERMINAL
from ambitions.games.arcs import chapter as arcs_chapter
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign.fates import acts, objective, pathfinder_act3
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.state import INTERMISSION_PHASES, CampaignState, LogRow


# -- grand ambitions (CRB p.9) ----------------------------------------------------------------------
def grand_ambition_power(chapter: int, fulfilled: int) -> int:
    """The Power for `fulfilled` (0-2) grand ambitions at `chapter`'s end (the chapter track's
    Act III side: one the lower amount, both the higher)."""
    if fulfilled <= 0:
        return 0
    low, high = data.GRAND_AMBITION_POWER[chapter]
    return low if fulfilled == 1 else high


def fulfilled(s: CampaignState, seat: int) -> int:
    """How many of `seat`'s two grand ambitions are fulfilled now: its Fate's registered
    ``grand_ambitions`` (none for a Fate whose Act III part is not built), and one for Portal
    Seekers (F9-06), two at most."""
    hook = acts.GRAND_AMBITIONS.get(s.fates[seat])
    first, second = hook(s, seat) if hook is not None else (False, False)
    # Portal Seekers (F9-06): "you fulfill a grand ambition if you control the Portal token
    # (Fulfilling three grand ambitions does not gain you more Power.)"
    extra = pathfinder_act3.portal_seekers(s, seat)
    return min(2, int(bool(first)) + int(bool(second)) + int(extra))


def score_grand_ambitions(s: CampaignState) -> None:
    """At an Act III chapter's scoring: each "A" or "B" seat, in turn order, gains the chapter
    track's Power for its grand ambitions fulfilled (CRB p.9), added to the chapter's score."""
    if not s.chapter_scores:
        return
    row = s.chapter_scores[-1]
    for seat in s.turn_order():
        if fate_cards.letter(s.fates[seat]) not in ("A", "B"):
            continue
        count = fulfilled(s, seat)
        gain = grand_ambition_power(s.chapter, count)
        s.power[seat] += gain
        row[seat] += gain
        s.grand_scores.append((s.chapter, seat, count, gain))


# -- final objectives (CRB p.9; R13, R21) -------------------------------------------------------------
def completed_final(s: CampaignState) -> list[int]:
    """The seats whose final objective wins now: a "C" Fate, its marker on 0, at least 1 Power
    (CRB p.9; p.28: "While you have less than 1 Power, you can't win with a final objective")."""
    return [
        p
        for p in range(s.n)
        if fate_cards.letter(s.fates[p]) == "C" and s.objective[p] == 0 and s.power[p] >= 1
    ]


def chapter_cleaned_up(s: CampaignState) -> None:
    """After the "C" Fates' chapter-end advances (R21): the final objectives checked, unless an
    advance asked a question (the check then waits: `finish_chapter`). The chapter number is
    held back while waiting (the Arcs chapter's end moves it on)."""
    if s.choices:
        s.chapter_end_due = True
        s.chapter -= 1
        return
    s.final_winners = completed_final(s)


def finish_chapter(s: CampaignState) -> bool:
    """The questions of an Act III chapter's end are answered: the final objectives checked; True
    if the campaign ends now (a final objective won, or chapter 4 is over: the Arcs end of game
    runs), else the next chapter's deal follows."""
    s.chapter_end_due = False
    s.final_winners = completed_final(s)
    if s.final_winners or s.chapter >= data.ACT_CHAPTERS[s.act]:
        arcs_chapter.end_game(s)
        return True
    s.chapter += 1
    return False


# -- the campaign's end (CRB p.8-9; R13, R17) -----------------------------------------------------------
def campaign_end(s: CampaignState) -> bool:
    """Once, when Act III is over on Power (no final objective won): each seat's Fate's
    ``campaign_end`` in turn order (`acts.CAMPAIGN_END`). True if they asked questions (answered
    before the winner is named)."""
    if s.campaign_end_done:
        return False
    s.campaign_end_done = True
    if s.final_winners:
        return False  # (a final objective won at once: the Act ends there, CRB p.9)
    for seat in s.turn_order():
        hook = acts.CAMPAIGN_END.get(s.fates[seat])
        if hook is not None:
            hook(s, seat)
    return bool(s.choices or s.discard_queue)


def rank_key(s: CampaignState, seat: int) -> tuple[int, int, int]:
    """Higher is better: Power, then "A" over "B" over "C" (CRB p.8), then earliest in turn order
    from the initiative holder (R17)."""
    order = s.turn_order()
    return (
        s.power[seat],
        -fate_cards.LETTER_RANK.get(fate_cards.letter(s.fates[seat]), 0),
        -order.index(seat),
    )


def campaign_winner(s: CampaignState) -> int:
    """The campaign's winner: among the final objectives' winners if any (the most Power, R13),
    else among everyone (CRB p.8), ties broken by `rank_key`."""
    return max(s.final_winners or range(s.n), key=lambda p: rank_key(s, p))


def ranking(s: CampaignState) -> list[int]:
    """The seats best first: the winner, then the others by `rank_key`."""
    return sorted(range(s.n), key=lambda p: (p != s.winner, tuple(-v for v in rank_key(s, p))))


def returns(s: CampaignState) -> list[float]:
    """Each seat's Power; a winner without the most Power (a final objective's, CRB p.9) returns 1
    more than the best Rival, so every reader of `returns` ranks the campaign's winner first."""
    out = [float(p) for p in s.power]
    w = s.winner
    if s.act == 3 and 0 <= w < s.n:
        best = max((out[p] for p in range(s.n) if p != w), default=out[w])
        if out[w] <= best and s.final_winners:
            out[w] = best + 1.0
    return out


# -- the campaign log sheet (CRB p.30) --------------------------------------------------------------
def flagship_pieces(s: CampaignState, seat: int) -> tuple[str, ...]:
    """`seat`'s Flagship Upgrades and Armor, left to right: ``"upgrade-hull city"`` and so on."""
    out: list[str] = []
    for item in flagship.view(s):
        if item["seat"] == seat:
            board = item["board"]
            assert isinstance(board, dict)
            out += [
                f"{slot} {piece['kind']}" + (" damaged" if piece["damaged"] else "")
                for slot, piece in board.items()
            ]
    return tuple(out)


def log_rows(s: CampaignState) -> None:
    """The log sheet's rows of the Act just ended, once: each seat's Fate, Power, Outrage and
    Flagship pieces as the Act ends (before an Intermission halves the Power), and whether it
    completed its objective (Act III: its final objective) and won the Act (`campaign_winner`:
    the most Power with the campaign's tie-breaks, CRB p.8)."""
    if any(row[0] == s.act for row in s.log_sheet):
        return
    winner = campaign_winner(s)
    for seat in range(s.n):
        s.log_sheet.append(
            (
                s.act, seat, s.fates[seat], s.power[seat], s.outrage[seat], flagship_pieces(s, seat),
                bool(s.fates[seat]) and objective.met(s, seat), seat == winner,
            )
        )  # fmt: skip


def log_view(rows: list[LogRow]) -> list[dict[str, Any]]:
    """The log sheet as JSON: names (the seats), colours, Fates, Power, Outrage, Flagship pieces,
    the objective completed and the Act won."""
    return [
        {
            "act": act,
            "seat": seat,
            "colour": data.SEAT_COLOURS[seat],
            "fate": fate or None,
            "power": power,
            "outrage": [r for i, r in enumerate(arcs_data.RESOURCES) if outrage >> i & 1],
            "flagship": list(pieces),
            "completed": completed,
            "won": won,
        }
        for act, seat, fate, power, outrage, pieces, completed, won in rows
    ]


def view(s: CampaignState) -> dict[str, Any]:
    """What the observation shows of Act III and the campaign's end (all public)."""
    return {
        "grand_ambitions": [
            {"chapter": c, "seat": p, "fulfilled": k, "power": g} for c, p, k, g in s.grand_scores
        ],
        "final_winners": list(s.final_winners),
        "chapter_end_due": s.chapter_end_due,
        "campaign_end_done": s.campaign_end_done,
        "sponsored": s.sponsored or None,
        "ceasefires": [CEASEFIRE_SIDES[v] for v in s.ceasefires] or None,
        # (F24-04: the seat holding it, -1 before the Judge's Setup side; None without the Judge)
        "judges_chosen": s.judges_chosen if fate_cards.JUDGE in s.fates else None,
        "log_sheet": log_view(s.log_sheet),
        "act3_missing": acts.missing(s),
        "golems_fed": (
            {"chapter": s.golems_fed[0], "lore": bool(s.golems_fed[1]), "golem": bool(s.golems_fed[2])}
            if s.golems_fed
            else None
        ),
    }


# -- positions (`position`) ----------------------------------------------------------------------------
POSITION_KEYS = frozenset(
    {
        "grand_ambitions",
        "final_winners",
        "chapter_end_due",
        "campaign_end_done",
        "log_sheet",
        "act3_missing",
        "sponsored",
        "ceasefires",
        "judges_chosen",
        "golems_fed",
    }
)
"""The ``campaign`` keys of `view` (``act3_missing`` is derived: accepted, never trusted)."""


def _fail(field: str, wanted: str, value: object) -> NoReturn:
    raise InvalidRecord(f"campaign.{field} must be {wanted}, not {shorten(value, 80)}")


def _int(value: object, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        _fail(field, f"a whole number {low}..{high}", value)
    return value


def _flag(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        _fail(field, "true or false", value)
    return value


def load_position(s: CampaignState, camp: Mapping[str, Any], phase: Any = None) -> None:
    """Read `view`'s keys of a position (`arcs_campaign.position`, after the Fates): the grand
    ambitions scored, the final objectives' winners, the chapter end waiting for questions, the
    campaign's end resolved (Act III only), and the log sheet's rows (an Act's once it is over).
    Each entry is checked against the rules (the Power a grand-ambition score gives, a final
    objective's conditions); what play could not reach is refused (`InvalidRecord`)."""
    n = s.n
    act3_only = (
        "grand_ambitions", "final_winners", "chapter_end_due", "campaign_end_done", "sponsored", "ceasefires",
        "judges_chosen",
        "golems_fed",
    )  # fmt: skip
    if s.act != 3:
        for key in act3_only:
            if camp.get(key) not in (None, [], False):
                _fail(key, "empty before Act III (CRB p.9)", camp.get(key))
    raw = camp.get("grand_ambitions") or []
    if not isinstance(raw, list):
        _fail("grand_ambitions", "a list of grand-ambition scores", raw)
    s.grand_scores = []
    ending = bool(camp.get("chapter_end_due")) or phase == Phase.OVER or s.resume_phase == Phase.OVER
    for i, item in enumerate(raw):
        field = f"grand_ambitions[{i}]"
        if not isinstance(item, Mapping) or set(item) != {"chapter", "seat", "fulfilled", "power"}:
            _fail(field, "an object with chapter, seat, fulfilled, power", item)
        # A chapter's grand ambitions are scored with it (CRB p.9): the chapter under way has
        # none unless its end is under way (its questions waiting, or the Act over); otherwise
        # its scoring would count them a second time.
        chapter = _int(item["chapter"], f"{field}.chapter", 1, s.chapter if ending else s.chapter - 1)
        seat = _int(item["seat"], f"{field}.seat", 0, n - 1)
        count = _int(item["fulfilled"], f"{field}.fulfilled", 0, 2)
        if fate_cards.letter(s.fates[seat]) not in ("A", "B"):
            _fail(f"{field}.seat", 'a seat with an "A" or "B" Fate (grand ambitions, CRB p.9)', seat)
        gain = grand_ambition_power(chapter, count)
        if item["power"] != gain:
            _fail(f"{field}.power", f"{gain} (chapter {chapter}, {count} fulfilled)", item["power"])
        if any(c == chapter and p == seat for c, p, _, _ in s.grand_scores):
            _fail(field, "one score per seat and chapter", item)
        s.grand_scores.append((chapter, seat, count, gain))
    winners = camp.get("final_winners") or []
    if not isinstance(winners, list):
        _fail("final_winners", "a list of seats", winners)
    s.final_winners = sorted({_int(p, "final_winners", 0, n - 1) for p in winners})
    for p in s.final_winners:
        if p not in completed_final(s):
            _fail("final_winners", 'seats with a "C" Fate, its marker on 0 and at least 1 Power', winners)
    s.chapter_end_due = _flag(camp.get("chapter_end_due", False), "chapter_end_due")
    s.campaign_end_done = _flag(camp.get("campaign_end_done", False), "campaign_end_done")
    s.log_sheet = load_log(camp.get("log_sheet"), s)
    sponsored = camp.get("sponsored") or ""
    if sponsored not in ("", "tile", *CampaignState.AMBITION_NAMES):
        _fail("sponsored", "tile or an ambition (the Sponsored token, F1-23)", sponsored)
    s.sponsored = str(sponsored)
    s.ceasefires = load_ceasefires(camp.get("ceasefires"))
    chosen = camp.get("judges_chosen")
    s.judges_chosen = -1 if chosen is None else _int(chosen, "judges_chosen", -1, n - 1)
    if chosen is None and s.act == 3 and fate_cards.JUDGE in s.fates:
        s.judges_chosen = s.fates.index(fate_cards.JUDGE)  # (by default F24-01A gave it to the Judge)
    if s.judges_chosen >= 0 and fate_cards.JUDGE not in s.fates:
        _fail("judges_chosen", "empty without the Judge in play (F24-04)", chosen)
    if (s.battle_judge_fresh or s.battle_judge_damaged) and s.judges_chosen != s.turn_seat:
        raise InvalidRecord("campaign.battle.judge_attacking: the attacker is no Judge's Chosen (F24-04)")
    s.golems_fed = load_golems_fed(s, camp.get("golems_fed"))


def load_golems_fed(s: CampaignState, raw: object) -> list[int]:
    """The Caretaker's choices of a chapter's end (F5-20B, `view`'s ``golems_fed``): this chapter's
    or an earlier one's, with the Caretaker in play."""
    if raw is None:
        return []
    if not isinstance(raw, Mapping) or set(raw) != {"chapter", "lore", "golem"}:
        _fail("golems_fed", "an object with chapter, lore, golem", raw)
    if fate_cards.CARETAKER not in s.fates:
        _fail("golems_fed", "null without the Caretaker (F5-20B)", raw)
    chapter = _int(raw["chapter"], "golems_fed.chapter", 1, s.chapter)
    return [chapter, int(_flag(raw["lore"], "golems_fed.lore")), int(_flag(raw["golem"], "golems_fed.golem"))]


CEASEFIRE_SIDES = ("war", "peace")
"""The Ceasefire tokens' sides (F15-08), as the views write them (`CampaignState.ceasefires`)."""


def load_ceasefires(raw: object) -> list[int]:
    """The 6 Ceasefire tokens (F15-07A), cluster 1 first, or none."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) != 6 or any(v not in CEASEFIRE_SIDES for v in raw):
        _fail("ceasefires", "6 sides, 'peace' or 'war', cluster 1 first (F15-07A)", raw)
    return [CEASEFIRE_SIDES.index(v) for v in raw]


def load_log(raw: object, s: CampaignState) -> list[LogRow]:
    """The log sheet's rows (`log_view`'s form): each an Act already over and a seat, once."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        _fail("log_sheet", "a list of rows", raw)
    out: list[LogRow] = []
    keys = {"act", "seat", "colour", "fate", "power", "outrage", "flagship", "completed", "won"}
    for i, row in enumerate(raw):
        field = f"log_sheet[{i}]"
        if (
            not isinstance(row, Mapping)
            or set(row) - keys
            or not {"act", "seat", "fate", "power"} <= set(row)
        ):
            _fail(field, "an object with act, seat, colour, fate, power, outrage, flagship", row)
        act = _int(row["act"], f"{field}.act", 1, s.act)
        seat = _int(row["seat"], f"{field}.seat", 0, s.n - 1)
        if row.get("colour", data.SEAT_COLOURS[seat]) != data.SEAT_COLOURS[seat]:
            _fail(f"{field}.colour", repr(data.SEAT_COLOURS[seat]), row.get("colour"))
        fate = row["fate"]
        if fate is not None and (not isinstance(fate, str) or fate not in fate_cards.FATE_BY_ID):
            _fail(f"{field}.fate", "a Fate (F1-F24) or null", fate)
        power = _int(row["power"], f"{field}.power", -999, 999)
        outrage = row.get("outrage") or []
        if not isinstance(outrage, list) or not set(outrage) <= set(arcs_data.RESOURCES):
            _fail(f"{field}.outrage", "resource names", outrage)
        bits = sum(1 << arcs_data.RESOURCES.index(r) for r in set(outrage))
        pieces = row.get("flagship") or []
        if not isinstance(pieces, list) or not all(isinstance(x, str) and _piece_ok(x) for x in pieces):
            _fail(f"{field}.flagship", "Flagship pieces like 'upgrade-hull city'", pieces)
        if any(a == act and p == seat for a, p, *_ in out):
            _fail(field, "one row per Act and seat", row)
        completed = _flag(row.get("completed", False), f"{field}.completed")
        won = _flag(row.get("won", False), f"{field}.won")
        out.append((act, seat, str(fate or ""), power, bits, tuple(str(x) for x in pieces), completed, won))
    for act in {row[0] for row in out}:
        winners = [row[1] for row in out if row[0] == act and row[7]]
        if len(winners) > 1:
            _fail("log_sheet", f"one winner of Act {act}", winners)
    return out


def _piece_ok(text: str) -> bool:
    words = text.split(" ")
    if len(words) not in (2, 3) or (len(words) == 3 and words[2] != "damaged"):
        return False
    side, _, column = words[0].partition("-")
    return side in ("upgrade", "armor") and column in flagship.COLUMNS and words[1] in ("city", "starport")


# -- invariants (`invariants`) ----------------------------------------------------------------------
def problems(s: CampaignState) -> list[str]:
    """Act III's records as play leaves them: grand ambitions only for "A" and "B" seats at Act
    III's chapters, at most one each per chapter, with the chapter track's Power; final
    objectives' winners only once the game is over, each a "C" Fate on 0 with 1+ Power; a chapter
    end waiting only with questions pending; the campaign's winner as the rules name it; the log
    sheet's rows one per Act and seat."""
    out: list[str] = []
    if s.act != 3 and (
        s.grand_scores or s.final_winners or s.chapter_end_due or s.campaign_end_done or s.golems_fed
    ):
        out.append(f"Act III records in Act {s.act}")
    seen: set[tuple[int, int]] = set()
    for chapter, seat, count, gain in s.grand_scores:
        if (chapter, seat) in seen or not 1 <= chapter <= s.chapter or not 0 <= count <= 2:
            out.append(f"grand ambitions scored {(chapter, seat, count, gain)} twice or out of range")
        elif gain != grand_ambition_power(chapter, count):
            out.append(f"grand ambitions {(chapter, seat, count)} gave {gain} Power")
        seen.add((chapter, seat))
    over = s.mover == TERMINAL or s.resume_phase == Phase.OVER
    if s.final_winners and (not over or any(p not in completed_final(s) for p in s.final_winners)):
        out.append(f"final objective winners {s.final_winners} (over: {over})")
    if s.chapter_end_due and not (s.choices or s.discard_queue):
        out.append("a chapter end waits with no question pending")
    if s.campaign_end_done and not over:
        out.append("the campaign's end resolved before Act III is over")
    if s.act == 3 and s.mover == TERMINAL and s.winner != campaign_winner(s):
        out.append(f"winner {s.winner}, not the campaign's {campaign_winner(s)} (CRB p.8-9)")
    rows = [(a, p) for a, p, *_ in s.log_sheet]
    if len(set(rows)) != len(rows) or any(a > s.act for a, _ in rows):
        out.append(f"log sheet rows {rows}")
    ended = over or s.phase in INTERMISSION_PHASES or s.resume_phase in INTERMISSION_PHASES
    if not ended and any(a == s.act for a, _ in rows):
        out.append(f"a log sheet row of Act {s.act} before its end (CRB p.30)")
    return out
