"""F23 Conspirator, Act III (a "C" Fate; Fates file "F23 — Conspirator"; card texts F23-01A/B,
F23-02 to F23-05; errata: Foiling Conspiracies says "a Rival of the Conspirator"; CRB p.7-9).

Setup (F23-01A), in its order: with a Flagship, the Conspirator may Resettle (`resettle_setup`,
the objective card's question ``[seat, "F23-01", ...]``); gain Farseers (F23-02); the 8
Conspiracy tokens, 2 per player colour, all four colours whatever the player count
(`CampaignState.conspiracy_supply`); Conspiracies (F23-03, an ability of the Conspirator's);
Scoring and Foiling Conspiracies (F23-04, F23-05) into the rules booklet.

Farseers (F23-02) is the base game's Farseers (BC17): its questions are BC17's.

Conspiracies (F23-03): the Conspirator's declarations, however made, place no ambition marker
(one must still be Available: Arcs' declaring asks it) but a face-down Conspiracy of its supply
in the declared box: ``[seat, "F23-03", "conspire", ambition]``, ``choose red`` (``choose none``
with none left). The marker Arcs placed goes back to Available once the action is done (`after`,
told from the others by `objective.Watch.markers`). Securing a card, the Conspirator may refill
its Court place with one of its Guild cards (``[seat, "F23-03", "refill", place]``, ``choose
CC05`` / ``choose none``) to place a Conspiracy in a box with no marker (``[seat, "F23-03",
"place"]``, ``choose tycoon red``); a Vox card's refill waits for its When Secured, so the
question is asked then.

Scoring Conspiracies (F23-04) and the final objective *Control the Proceedings* (F23-01B; starts
on 12 / 9 / 6), at each chapter's end (`chapter_end`, R19): the Conspiracies on scored ambitions
are revealed, +1 for each showing a player first or tied first there, -1 (the marker moves away
from 0) for each other; +1 for each still unrevealed; one move; the revealed ones return.

Foiling Conspiracies (F23-05): a Rival of the Conspirator securing a Vox card or a card with
Conspirator agents on it may guess the colour of one face-down Conspiracy (``[rival, "F23-05",
"guess"]``, ``choose tycoon-1 red`` / ``choose none``): right, it returns to the Conspirator;
wrong, the Conspirator advances 1 (the colour guessed is then known not to be it: public).

Hidden information: a face-down Conspiracy's colour and the supply's colours are the
Conspirator's only (`view`, `hides_choice`); `load_position` deals them anew for a Rival's
observation, as every public fact allows (`determinize`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import powers as arcs_powers
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign import data, vox
from ambitions.games.arcs_campaign.fates import cards, objective, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import CampaignState

OBJECTIVE_CARD = "F23-01"
FARSEERS = "F23-02"
CONSPIRACIES = "F23-03"
SCORING = "F23-04"
FOILING = "F23-05"
COLOURS: Final = data.SEAT_COLOURS
"""The Conspiracies' colours, the seats' (seat k plays colour k)."""
PER_COLOUR: Final = 2
"""Conspiracy tokens of each colour (F23-01A)."""
AMBITIONS: Final = CampaignState.AMBITION_NAMES
CONSPIRE_STEP = "conspire"
REFILL_STEP = "refill"
PLACE_STEP = "place"
GUESS_STEP = "guess"
NONE = "none"
HIDDEN = "hidden"


def conspirator(s: CampaignState) -> int:
    """The Conspirator's seat in Act III, -1 otherwise."""
    return objective.holder(s, cards.CONSPIRATOR) if s.act == 3 else -1


def active(s: CampaignState) -> int:
    """The Conspirator's seat once its Setup side gave it the tokens (F23-01A), -1 otherwise."""
    return conspirator(s) if len(s.conspiracy_supply) == len(COLOURS) else -1


def token(colour: int, ambition: int, wrong: int = 0) -> int:
    """A Conspiracy on a box (`CampaignState.conspiracies`)."""
    return colour + 4 * wrong + 64 * ambition


def colour_of(t: int) -> int:
    return t & 3


def wrong_of(t: int) -> int:
    return (t >> 2) & 15


def ambition_of(t: int) -> int:
    return t >> 6


# -- setup (F23-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F23-01A: the Resettle question (asked first; the rest done at once, it touches neither the
    map nor the Court); Farseers; the 8 Conspiracy tokens; Conspiracies; the two laws."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    res.gain(s, seat, FARSEERS)
    s.conspiracy_supply = [PER_COLOUR] * len(COLOURS)
    res.take(s, CONSPIRACIES)
    for card in (SCORING, FOILING):
        res.to_booklet(s, card)


# -- Conspiracies (F23-03) ------------------------------------------------------------------------
def declared(s: CampaignState, seat: int, ambition: str) -> None:
    """The Conspirator declared `ambition` (however: `fates.after_declare`): the Conspiracy's
    colour is asked; the marker goes back once the action is done (`after`)."""
    if seat >= 0 and seat == active(s):
        push_choice(s, seat, CONSPIRACIES, CONSPIRE_STEP, AMBITIONS.index(ambition))


def after(s: CampaignState, seat: int, before: Any, actor: int, action: Any) -> None:
    """After each action (`acts.AFTER`): a marker Arcs placed for a declaration of the
    Conspirator's in it goes back to Available Ambitions (F23-03 "you do not place an ambition
    marker"): the one put in the declared box by this action (`objective.Watch.markers`)."""
    del actor, action
    markers = getattr(before, "markers", ())
    if not markers:
        return
    for choice in s.choices:
        if choice[0] == seat and choice[1] == CONSPIRACIES and choice[2] == CONSPIRE_STEP:
            amb = int(choice[3])
            placed = [i for i in range(len(markers)) if markers[i] < 0 and s.marker_box[i] == amb]
            if placed:
                s.marker_box[placed[0]] = -1


def empty_boxes(s: CampaignState) -> list[int]:
    """The ambition boxes with no marker."""
    return [a for a in s.ambitions_in_play() if a not in s.marker_box]


def may_refill(s: CampaignState, seat: int, held: bool = True) -> bool:
    """Securing, `seat` (the Conspirator) could refill with a Guild card of its to place a
    Conspiracy: a Guild card (`held`: asked; else the card secured may be it), a token in
    supply, a box with no marker (F23-03)."""
    return (
        seat >= 0
        and seat == active(s)
        and (bool(s.guild[seat]) or not held)
        and sum(s.conspiracy_supply) > 0
        and bool(empty_boxes(s))
    )


def is_vox(card: str) -> bool:
    """A Vox card (the base Court's, the campaign's, a Fate Set's)."""
    info = arcs_data.COURT_CARD_BY_ID.get(card)
    if info is not None:
        return info.kind == "vox"
    fate_card = cards.FATE_SET_BY_ID.get(card)
    return card in vox.POWERS or (fate_card is not None and fate_card.kind == "vox")


def _refill_choice(s: CampaignState, place: int) -> int:
    """The index on the choice stack of the Court refill waiting for `place`, -1 if none."""
    for k in range(len(s.choices) - 1, -1, -1):
        c = s.choices[k]
        if c[0] == -1 and c[1] == "REFILL" and int(c[3]) == place:
            return k
    return -1


def before_secure(s: CampaignState, seat: int, card: str) -> tuple[int, str]:
    """Before `seat` secures `card`: (the Court deck's size, its top) if the Conspirator may
    refill with a Guild card of its once the card is taken at once; else (-1, "")."""
    if not may_refill(s, seat, held=False) or is_vox(card) or card == data.COUNCIL:
        return -1, ""
    return len(s.court_deck), s.court_deck[-1] if s.court_deck else ""


def after_secure(
    s: CampaignState, seat: int, card: str, place: int, agents: list[int], deck: tuple[int, str]
) -> None:
    """After `seat` secured `card` from the Court's `place` (`agents`: each seat's agents on it):
    the Conspirator's refill question (the card Arcs drew back on top of the deck: nobody saw
    it, the action not done), or a Rival's guess (F23-05)."""
    cs = active(s)
    if cs < 0:
        return
    if seat == cs:
        size, top = deck
        if size >= 0:
            if size > 0 and len(s.court_deck) == size - 1 and s.court[place] == top:
                s.court_deck.append(top)  # (back on top: the refill is the question's)
                s.court[place] = ""
            if not s.court[place] and may_refill(s, seat):
                push_choice(s, seat, CONSPIRACIES, REFILL_STEP, place)
            elif not s.court[place]:
                s.court[place] = s.court_deck.pop() if s.court_deck else ""  # (no Guild card)
        else:
            k = _refill_choice(s, place)
            if k >= 0 and may_refill(s, seat):
                s.choices.insert(k + 1, (seat, CONSPIRACIES, REFILL_STEP, place))
        return
    if (is_vox(card) or (cs < len(agents) and agents[cs] > 0)) and s.conspiracies:
        push_choice(s, seat, FOILING, GUESS_STEP)


def _place(s: CampaignState, colour: int, ambition: int) -> None:
    s.conspiracy_supply[colour] -= 1
    s.conspiracies.append(token(colour, ambition))


def _conspirator_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    seat, step = int(choice[0]), str(choice[2])
    colours = [COLOURS[c] for c in range(len(COLOURS)) if s.conspiracy_supply and s.conspiracy_supply[c] > 0]
    if step == CONSPIRE_STEP:
        return [(c,) for c in colours] or [(NONE,)]
    if step == REFILL_STEP:
        # Asked when it could refill; if what it held has gone since (the card secured left its
        # play area at once), only "none" is left: the Court refills from the deck as usual.
        cards_held: list[Args] = [(c,) for c in s.guild[seat]] if may_refill(s, seat) else []
        return [*cards_held, (NONE,)]
    return [(AMBITIONS[a], c) for a in empty_boxes(s) for c in colours]


def _conspirator_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat, step = int(choice[0]), str(choice[2])
    if step == CONSPIRE_STEP:
        if args[0] != NONE:
            _place(s, COLOURS.index(str(args[0])), int(choice[3]))
        return
    if step == REFILL_STEP:
        place = int(choice[3])
        k = _refill_choice(s, place)
        if args[0] == NONE:
            if k < 0:
                s.court[place] = s.court_deck.pop() if s.court_deck else ""
            return
        card = str(args[0])
        s.guild[seat].remove(card)
        s.court[place] = card
        if k >= 0:
            del s.choices[k]
        push_choice(s, seat, CONSPIRACIES, PLACE_STEP)
        return
    _place(s, COLOURS.index(str(args[1])), AMBITIONS.index(str(args[0])))


def hides_choice(s: CampaignState, viewer: int | None) -> bool:
    """True if the action about to be taken names a Conspiracy's colour and `viewer` is not the
    Conspirator (`CampaignState.action_text`)."""
    if not s.choices or viewer == s.mover:
        return False
    top = s.choices[-1]
    return bool(top[1] == CONSPIRACIES and top[2] in (CONSPIRE_STEP, PLACE_STEP))


# -- Foiling Conspiracies (F23-05) ----------------------------------------------------------------
def labels(s: CampaignState) -> list[str]:
    """Each face-down Conspiracy's public name: its box and its place there (``tycoon-1``)."""
    seen: dict[int, int] = {}
    out = []
    for t in s.conspiracies:
        a = ambition_of(t)
        seen[a] = seen.get(a, 0) + 1
        out.append(f"{AMBITIONS[a]}-{seen[a]}")
    return out


def _guess_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    del choice
    if conspirator(s) < 0 or not s.conspiracies:
        return []
    out: list[Args] = [
        (label, COLOURS[c])
        for label, t in zip(labels(s), s.conspiracies, strict=True)
        for c in range(len(COLOURS))
        if not wrong_of(t) >> c & 1
    ]
    return [*out, (NONE,)]


def _guess_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    del choice
    if args[0] == NONE:
        return
    k = labels(s).index(str(args[0]))
    t, guess = s.conspiracies[k], COLOURS.index(str(args[1]))
    if colour_of(t) == guess:
        del s.conspiracies[k]
        s.conspiracy_supply[guess] += 1
    else:
        s.conspiracies[k] = t | (1 << (2 + guess))
        objective.advance(s, conspirator(s), 1)


# -- Scoring Conspiracies (F23-04) and the final objective (F23-01B) -------------------------------
def firsts(entry: tuple[Any, ...], players: int) -> set[int]:
    """The seats first or tied first for a scored ambition (`ArcsState.chapter_scoring` entry:
    its counts; with 2 players the phantom's is last and is no player colour)."""
    counts = list(entry[2])
    best = max(counts) if counts else 0
    if best <= 0:
        return set()
    return {p for p in range(players) if counts[p] == best}


def move(s: CampaignState, seat: int, net: int) -> None:
    """One move of the objective marker: `net` toward 0, or away from it if negative (F23-04
    "increases ... by 1"; the track has no top below the start to cap it)."""
    if net > 0:
        objective.advance(s, seat, net)
    elif net < 0:
        s.objective[seat] -= net


def chapter_end(s: CampaignState, seat: int) -> None:
    """F23-04 (R19): reveal the Conspiracies on the ambitions scored at this chapter's end; +1
    per right one and per unrevealed one, -1 per wrong one, in one move; revealed ones return."""
    scored = {
        int(entry[0]): firsts(entry, s.n) for entry in (s.chapter_scoring[-1][1] if s.chapter_scoring else ())
    }
    net = 0
    kept: list[int] = []
    for t in s.conspiracies:
        a, c = ambition_of(t), colour_of(t)
        if a in scored:
            net += 1 if c in scored[a] else -1
            s.conspiracy_supply[c] += 1
        else:
            net += 1
            kept.append(t)
    s.conspiracies = kept
    move(s, seat, net)


# -- views and positions --------------------------------------------------------------------------
def view(s: CampaignState, seat: int | None, omniscient: bool) -> dict[str, Any] | None:
    """``campaign.conspiracies``: the supply (per colour to the Conspirator, else its total) and
    each Conspiracy on a box (``colour`` "hidden" but to the Conspirator; ``not``: the colours
    guessed wrong for it, public); None without the Conspirator's tokens."""
    if conspirator(s) < 0 and not s.conspiracy_supply:
        return None
    if not s.conspiracy_supply:
        return {"supply": 0, "boxes": []}  # (its Setup side not resolved yet: no tokens)
    sees = omniscient or (seat is not None and seat == conspirator(s))
    supply: Any = dict(zip(COLOURS, s.conspiracy_supply, strict=True)) if sees else sum(s.conspiracy_supply)
    return {
        "supply": supply,
        "boxes": [
            {
                "ambition": AMBITIONS[ambition_of(t)],
                "colour": COLOURS[colour_of(t)] if sees else HIDDEN,
                "not": [COLOURS[c] for c in range(len(COLOURS)) if wrong_of(t) >> c & 1],
            }
            for t in s.conspiracies
        ],
    }


def _fail(field: str, wanted: str, value: object) -> InvalidRecord:
    return InvalidRecord(f"campaign.conspiracies{field} must be {wanted}, not {shorten(value, 60)}")


def _boxes(raw: object) -> list[tuple[int, int, int]]:
    """(ambition, colour or -1 hidden, wrong mask) of each listed Conspiracy."""
    if not isinstance(raw, list):
        raise _fail(".boxes", "a list", raw)
    out = []
    for i, item in enumerate(raw):
        field = f".boxes[{i}]"
        if not isinstance(item, Mapping) or set(item) - {"ambition", "colour", "not"}:
            raise _fail(field, "an object with ambition, colour, not", item)
        if item.get("ambition") not in AMBITIONS:
            raise _fail(f"{field}.ambition", "an ambition", item.get("ambition"))
        colour = item.get("colour")
        if colour != HIDDEN and colour not in COLOURS:
            raise _fail(f"{field}.colour", f"a colour of {COLOURS} or 'hidden'", colour)
        wrong = item.get("not") or []
        if not isinstance(wrong, list) or any(c not in COLOURS for c in wrong):
            raise _fail(f"{field}.not", "a list of colours", wrong)
        mask = sum(1 << COLOURS.index(c) for c in set(wrong))
        c = COLOURS.index(str(colour)) if colour != HIDDEN else -1
        if c >= 0 and mask >> c & 1:
            raise _fail(f"{field}.not", f"colours other than its own ({colour})", wrong)
        out.append((AMBITIONS.index(str(item["ambition"])), c, mask))
    return out


def _deal(boxes: list[tuple[int, int, int]], pool: list[int], rng: random.Random | None) -> list[int] | None:
    """Colours for the hidden Conspiracies (`boxes` with colour -1) from `pool` (counts per
    colour), none guessed wrong for it; None if no dealing fits."""
    hidden = [k for k, b in enumerate(boxes) if b[1] < 0]
    colours = [b[1] for b in boxes]

    def fill(j: int) -> bool:
        if j == len(hidden):
            return True
        k = hidden[j]
        order = list(range(len(pool)))
        if rng is not None:
            rng.shuffle(order)
        for c in order:
            if pool[c] > 0 and not boxes[k][2] >> c & 1:
                pool[c] -= 1
                colours[k] = c
                if fill(j + 1):
                    return True
                pool[c] += 1
        return False

    return colours if fill(0) else None


def load_position(s: CampaignState, raw: object, rng: random.Random | None) -> None:
    """Read ``campaign.conspiracies`` (the form `view` gives). Without it, an Act III position
    with the Conspirator has the 8 tokens in supply. A total supply (a Rival's observation)
    deals the hidden colours anew: 2 of each colour in all, none a colour guessed wrong for it
    (`rng`; the first dealing without it). Raises `InvalidRecord` naming the field."""
    if raw is None:
        if conspirator(s) >= 0:
            s.conspiracy_supply = [PER_COLOUR] * len(COLOURS)
        return
    if not isinstance(raw, Mapping) or set(raw) - {"supply", "boxes"}:
        raise _fail("", "an object with supply and boxes", raw)
    if raw.get("supply") == 0 and not raw.get("boxes"):
        return  # (no tokens yet: the Setup side not resolved)
    boxes = _boxes(raw.get("boxes") or [])
    supply = raw.get("supply")
    pool = [PER_COLOUR] * len(COLOURS)
    for _, c, _ in boxes:
        if c >= 0:
            pool[c] -= 1
    if isinstance(supply, Mapping):
        if set(supply) != set(COLOURS) or any(not isinstance(v, int) or v < 0 for v in supply.values()):
            raise _fail(".supply", "a count for each colour", supply)
        if any(c < 0 for _, c, _ in boxes):
            raise _fail(".boxes", "with colours given when the supply's are", raw.get("boxes"))
        counts = [int(supply[c]) for c in COLOURS]
        if [pool[c] - counts[c] for c in range(len(COLOURS))] != [0] * len(COLOURS):
            raise _fail("", f"{PER_COLOUR} tokens of each colour in all (supply and boxes)", raw)
        colours = [c for _, c, _ in boxes]
    else:
        total = PER_COLOUR * len(COLOURS)
        if not isinstance(supply, int) or isinstance(supply, bool) or supply + len(boxes) != total:
            raise _fail(".supply", f"a count making {total} tokens with the boxes'", supply)
        if min(pool) < 0:
            raise _fail("", f"at most {PER_COLOUR} tokens of a colour", raw)
        dealt = _deal(boxes, pool, rng)
        if dealt is None:
            raise _fail(".boxes", "dealable colours (2 of each, none guessed wrong for it)", raw.get("boxes"))
        colours = dealt
        counts = pool
    if min(pool) < 0:
        raise _fail("", f"at most {PER_COLOUR} tokens of a colour", raw)
    s.conspiracy_supply = list(counts)
    s.conspiracies = [token(c, a, mask) for (a, _, mask), c in zip(boxes, colours, strict=True)]


POWERS: tuple[Power, ...] = (
    resettle_setup.power(OBJECTIVE_CARD, "Conspirator Act III Setup"),
    replace(arcs_powers.REGISTRY["BC17"], id=FARSEERS),  # (Farseers: its questions are BC17's)
    Power(CONSPIRACIES, "Conspiracies", choice_options=_conspirator_options, choose=_conspirator_choose),
    Power(FOILING, "Foiling Conspiracies", choice_options=_guess_options, choose=_guess_choose),
)
"""The Conspirator's Setup question, Farseers, Conspiracies and Foiling (`fates.POWERS`)."""
