"""F22 Gate Wraith, Act III (a "C" Fate; Fates file "F22 — Gate Wraith"; card texts F22-01A/B,
F22-02 to F22-06, F22-03's errata; CRB p.7-9, p.25 "Resettling Flagships"). NOT REGISTERED yet
(`fates.register_act3`): what is built here is tested, what is missing is listed in
docs/campaign.md ("F22 Gate Wraith, Act III"); the map's side is `twisted_passage`.

Setup (F22-01A), in its order: with a Flagship, the Gate Wraith may Resettle (`resettle_setup`,
``[seat, "F22-01", "resettle"]``); gain Catapult Overdrive (F22-02, lore) and Breaking Gates &
Placing Passages (F22-03, an ability: no card in a play area); the 6 Passage tokens, one placed
on any gate (``choose 3.0``, `PASSAGE_STEP`) with F22-03's step 3 resolved for it; the event die
rolled into the map's centre (a chance event, ``passage edict hex``: the Twisted Passage's
reroll question, `twisted_passage.REROLL_STEP`); The Dead Live (F22-04) by the chapter track;
Passages & The Twisted Passage (F22-05) into the rules booklet; Passage Storms (F22-06) on top
of the Court deck.

Final objective (F22-01B; starts on 24 / 21 / 18): *Collapse the Gates of the Reach*, each
ambition won advances 1 per Passage token on the map (`ambitions_scored`, at the scoring);
*Control the Twisted Passage*, at a chapter's end before scoring, 1 per Passage token on the map
if the Gate Wraith controls the Twisted Passage (`before_scoring`: before The Dead Live's ships
come back, which is after the scoring).

The Dead Live (F22-04): after all scoring (grand ambitions included), every ship destroyed this
chapter, those held as Trophies (Warlord scored or not) and those on the card, is placed fresh
in the Twisted Passage (`the_dead_live`). Ships destroyed back to a supply meanwhile wait on the
card (`twisted_passage.destroyed`).

Passage Storms (F22-06, a Vox card): its Crisis hits each piece in the Twisted Passage and puts
it under the Court deck's top card (`storms_crisis`); secured, its securer moves from the
Twisted Passage to any planets (``choose 4.1 2 1`` ... ``choose done``) and it stays in the
Court (errata). When drawn, the initiative holder attaches it to a Court card (`drawn`,
``choose CC01``, `ATTACH_STEP`); attached, its Crisis still resolves (CRB p.18), before its
host's.
"""

from __future__ import annotations

from typing import Final

from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import NUM_PIECE_KINDS, ArcsState
from ambitions.games.arcs.state import SHIP as SHIP_PIECE
from ambitions.games.arcs_campaign.fates import attach, cards, objective, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import EMPIRE, NEUTRAL_PIECES, CampaignState

OBJECTIVE_CARD: Final = "F22-01"
CATAPULT_OVERDRIVE: Final = "F22-02"
BREAKING_GATES: Final = tp.BREAKING_GATES
THE_DEAD_LIVE: Final = "F22-04"
PASSAGES_LAW: Final = tp.PASSAGES_LAW
PASSAGE_STORMS: Final = "F22-06"
PASSAGE_STEP: Final = "passage"
"""The Setup side's question ``[seat, "F22-01", "passage"]``: the gate for the first Passage."""


def gate_wraith(s: CampaignState) -> int:
    return objective.holder(s, cards.GATE_WRAITH)


# -- setup (F22-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F22-01A: its questions stacked so that they come in the card's order (the stack answers
    its top first): the Resettle question, the first Passage's gate, the event die's roll. The
    cards and tokens are taken at once (they touch neither the map nor the Flagship)."""
    push_choice(s, seat, PASSAGES_LAW, tp.REROLL_STEP)  # step 4: the die (a chance event)
    push_choice(s, seat, OBJECTIVE_CARD, PASSAGE_STEP)  # step 3
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)  # step 1, on top
    res.gain(s, seat, CATAPULT_OVERDRIVE)
    res.take(s, BREAKING_GATES)  # (an ability: held by the Gate Wraith, in no play area)
    s.passages = [tp.SUPPLY] * tp.PASSAGES
    s.passage_pieces = [0] * (2 * (s.n + 2))
    s.dead_live = [0] * (s.n + 1)
    s.passage_die = ""
    res.take(s, THE_DEAD_LIVE)  # (by the chapter track: a reminder, in no play area)
    res.to_booklet(s, PASSAGES_LAW)
    res.take(s, PASSAGE_STORMS)
    s.court_deck.append(PASSAGE_STORMS)  # on top (the deck's last card is its top)


def place_first_passage(s: CampaignState, gate: int) -> None:
    """F22-01A step 3: "place one on any gate; resolve step 3 of card 03 for it": every building
    on the gate returned (no Trophies; no building was used to Catapult). READING: the ships and
    Blight on it go into the Twisted Passage, as step 2 would take them (a gate with a Passage is
    out of play and holds no piece, F22-05)."""
    tp.break_gate(s, -1, -1, gate)


def _options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    step = str(choice[2])
    if step in resettle_setup.STEPS:
        return resettle_setup.options(s, choice)
    return [(reach.SYSTEM_IDS[g],) for g in reach.GATE_INDEXES if s.in_play[g]]


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    if str(choice[2]) in resettle_setup.STEPS:
        resettle_setup.choose(s, choice, args)
    else:
        place_first_passage(s, reach.SYSTEM_INDEX[str(args[0])])


# -- the final objective (F22-01B) ---------------------------------------------------------------
def on_map(s: CampaignState) -> int:
    """The Passage tokens on the map."""
    return len(tp.gates(s))


def ambitions_scored(s: CampaignState) -> None:
    """*Collapse the Gates of the Reach*: each ambition the Gate Wraith won advances 1 for each
    Passage token on the map (at the scoring, `CampaignState.ambitions_scored`)."""
    seat = gate_wraith(s)
    if seat >= 0 and tp.active(s):
        objective.advance(s, seat, len(objective.ambitions_won(s, seat)) * on_map(s))


def before_scoring(s: CampaignState, seat: int) -> None:
    """*Control the Twisted Passage*: "at the end of a chapter, before scoring", 1 for each
    Passage token on the map if the Gate Wraith controls the Twisted Passage (no turn is under
    way: the Empire controls it with a fresh Imperial ship there)."""
    if tp.active(s) and tp.controller(s) == seat:
        objective.advance(s, seat, on_map(s))


# -- The Dead Live (F22-04) ------------------------------------------------------------------------
def the_dead_live(s: CampaignState) -> None:
    """After all scoring (the grand ambitions included, Warlord scored or not): every ship held
    as a Trophy (each seat's ships, and the Imperial ones among the neutral Trophies) and every
    ship on The Dead Live is placed fresh in the Twisted Passage. READING: a ship Trophy at this
    point was destroyed this chapter, since each chapter's end empties them (Trophies of an
    earlier Act went back at the Intermission)."""
    if not tp.active(s):
        return
    n = s.n
    for taker in range(n):
        for owner in range(n):
            i = (taker * n + owner) * NUM_PIECE_KINDS + SHIP_PIECE
            tp.add_ships(s, owner, s.trophies[i], 0)
            s.trophies[i] = 0
    k = len(NEUTRAL_PIECES)
    imperial = NEUTRAL_PIECES.index("imperial-ship")
    for taker in range(n):
        i = taker * k + imperial
        tp.add_ships(s, EMPIRE, s.neutral_trophies[i], 0)
        s.neutral_trophies[i] = 0
    for owner in range(n):
        tp.add_ships(s, owner, s.dead_live[owner], 0)
    tp.add_ships(s, EMPIRE, s.dead_live[n], 0)
    s.dead_live = [0] * (n + 1)


# -- Passage Storms (F22-06, a Vox card; errata: it stays in the Court when secured) -------------------
STORM_STEP: Final = "storm"
"""Passage Storms' secure: ``[seat, "F22-06", "storm"]``, asked again after each move."""


def storms_crisis(s: CampaignState) -> None:
    """Crisis: "Hit each piece in the Twisted Passage" (`twisted_passage.hit_each`), then "place
    this under the top card of the Court deck". READING: its place in the Court is refilled at
    once (CRB p.18, as a Crisis removing its card: `vox.remove_from_court`), from the deck's top
    card, which it was placed under: so it lies on top of the deck after. Attached, it leaves its
    host (CRB p.27 "If an attached card is removed, nothing happens to the card it was attached
    to") and goes under the deck's top card."""
    from ambitions.games.arcs_campaign import vox  # (vox imports the fates)

    tp.hit_each(s)
    host = storms_host(s)
    if host:
        attach.detach(s, host)
        s.court_deck.insert(max(len(s.court_deck) - 1, 0), PASSAGE_STORMS)  # (the top is last)
    elif PASSAGE_STORMS in s.court:
        vox.remove_from_court(s, PASSAGE_STORMS, bury=False)
        s.court_deck.append(PASSAGE_STORMS)  # (the deck's last card is its top)


# -- "When Drawn: the player with initiative attaches this to a card in the Court" (F22-06) ----------
ATTACH_STEP: Final = "attach"
"""The initiative holder's question ``[seat, "F22-06", "attach"]``: the host (``choose CC01``)."""


def storms_host(s: CampaignState) -> str:
    """The Court card Passage Storms is attached to, or ""."""
    pairs = s.attached
    return next((pairs[i] for i in range(0, len(pairs), 2) if pairs[i + 1] == PASSAGE_STORMS), "")


def storms_attached(s: CampaignState) -> str:
    """Passage Storms if it is attached to a Court card, else ""."""
    return PASSAGE_STORMS if storms_host(s) else ""


def with_attached_storms(s: CampaignState, cards: list[str]) -> list[str]:
    """The Court Crises' order (`council`, "each Vox card in the Court from left to right", CRB
    p.18) with Passage Storms attached: READING: an attached card is in the Court (CRB p.27), so
    its Crisis resolves, in its host's place and before it (CRB p.18 "If a Vox card has another
    Vox card attached to it, resolve the attached card first"), whatever the host (Guild card,
    Vox card, the Council). (Only Passage Storms is read so here: the other attached Vox cards
    keep their Fates' readings.)"""
    host = storms_host(s)
    if not host:
        return cards
    out: list[str] = []
    for card in s.court:
        if card == host:
            out.append(PASSAGE_STORMS)
        if card in cards:
            out.append(card)
    return out


def in_deck(s: CampaignState) -> bool:
    """Passage Storms in the Court deck (`fates.watch`: a draw is told by comparing after)."""
    return PASSAGE_STORMS in s.court_deck


def drawn(s: CampaignState, was_in_deck: bool) -> None:
    """The "When Drawn" hook, one for every rule that draws from the Court deck (a refill after a
    secure, a Crisis or Guild Envoys Depart, the cards that draw: Arcs' and the campaign's):
    `fates.after` compares the deck before and after each action. Drawn into the Court row, the
    initiative holder is asked for its host. READING: the question comes once the action's
    automatic steps are done (as every trigger `fates.after` finds); until it is answered the
    card lies in the row where it was drawn. (No setup draws it: the Gate Wraith's Setup side puts
    it on the deck after the Act III Court is dealt, CRB p.7 B then F.)"""
    if was_in_deck and PASSAGE_STORMS in s.court and s.initiative >= 0:
        if not any(c[1] == PASSAGE_STORMS and c[2] == ATTACH_STEP for c in s.choices):
            push_choice(s, s.initiative, PASSAGE_STORMS, ATTACH_STEP)


def hosts(s: CampaignState) -> list[str]:
    """The Court cards Passage Storms may be attached to: those with no attached card (CRB p.27
    "place above a card in the Court that does not have an attached card"), the Council too (p.14
    margin: "Cards can be attached to the Council"); agents on them do not matter. READING: with
    none (every other card has one), it stays in its place in the row, a Vox card like any (CRB
    p.27's Forced Attach would put a second card on one: the Court keeps one per card)."""
    return [c for c in attach.hosts_free(s, agent_free=False) if c != PASSAGE_STORMS]


def attach_storms(s: CampaignState, host: str) -> None:
    """Attach it above `host`; its place in the row is refilled from the Court deck (base p13)."""
    i = s.court.index(PASSAGE_STORMS)
    s.court[i] = s.court_deck.pop() if s.court_deck else ""
    attach.attach(s, host, PASSAGE_STORMS)


def before_secure(s: CampaignState, host: str) -> bool:
    """Securing `host` (`rules.do_secure`, `battle.ransack`): Passage Storms attached to it is
    taken off first (True), so that `after_secure` keeps it in the Court."""
    if not host or storms_host(s) != host:
        return False
    attach.detach(s, host)
    return True


def after_secure(s: CampaignState, seat: int, index: int, host: str, had: bool) -> None:
    """Its host secured, Passage Storms is secured with it (CRB p.27 "also secure its attached
    card"): its When Secured resolves for the securer, and "this card remains in the Court"
    (errata). READING: it slides down into its host's place (CRB p.27 "Removal from Court":
    "refill the Court by sliding down the attached card"), instead of the refill (a card the
    refill already drew goes back on top of the deck, unseen); a host that stays in the Court
    (the Imperial Council, flipped to Decided) keeps it attached."""
    if not had:
        return
    if index < len(s.court) and s.court[index] == host:
        attach.attach(s, host, PASSAGE_STORMS)
    else:
        refill = next((c for c in s.choices if c[1] == "REFILL" and int(c[3]) == index), None)
        if refill is not None:
            s.choices.remove(refill)
        elif s.court[index]:
            s.court_deck.append(s.court[index])  # (back on top: the deck's last card)
        s.court[index] = PASSAGE_STORMS
    if any(tp.ships(s, seat)) and tp.active(s):
        push_choice(s, seat, PASSAGE_STORMS, STORM_STEP)


def _storms_secured(s: ArcsState, seat: int) -> None:
    """When Secured: "move any number of times from the Twisted Passage to any planets"; it
    remains in the Court (errata): back in its place, its agents gone as any secure's."""
    assert isinstance(s, CampaignState)
    _back_to_court(s)
    if any(tp.ships(s, seat)) and tp.active(s):
        push_choice(s, seat, PASSAGE_STORMS, STORM_STEP)


def _back_to_court(s: CampaignState) -> None:
    """Undo the discard of a secure (`vox.secure`): the card back in its Court place, which the
    secure's refill question would otherwise fill (as Planet-Eater Loose does, F11-11)."""
    refill = next((c for c in reversed(s.choices) if c[1] == "REFILL" and not s.court[int(c[3])]), None)
    if refill is None or PASSAGE_STORMS not in s.court_discard:
        return
    s.choices.remove(refill)
    s.court_discard.remove(PASSAGE_STORMS)
    s.court[int(refill[3])] = PASSAGE_STORMS


def _storms_options(s: ArcsState, choice: Choice) -> list[Args]:
    """``choose 4.1 2 0``: any group of the securer's ships there to any planet in play (no
    reroll: the event die names the law's exits only, reading); ``choose done``. The attach
    question: ``choose CC01``, a host (`hosts`)."""
    assert isinstance(s, CampaignState)
    if choice[2] == ATTACH_STEP:
        return [(h,) for h in hosts(s)] if PASSAGE_STORMS in s.court else []
    seat = int(choice[0])
    f, d = tp.ships(s, seat)
    if not f + d:
        return []
    planets = [x for x in range(reach.NUM_SYSTEMS) if not reach.is_gate(x) and s.in_play[x]]
    out: list[Args] = [(reach.SYSTEM_IDS[x], gf, gd) for x in planets for gf, gd in std._groups(f, d)]
    return [*out, ("done",)]


def _storms_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    assert isinstance(s, CampaignState)
    seat = int(choice[0])
    if choice[2] == ATTACH_STEP:
        attach_storms(s, str(args[0]))
        return
    if args[0] == "done":
        return
    tp.leave(s, seat, str(args[0]), int(str(args[1])), int(str(args[2])))
    if any(tp.ships(s, seat)):
        push_choice(s, seat, PASSAGE_STORMS, STORM_STEP)


STORMS_POWER: Final = Power(
    PASSAGE_STORMS,
    "Passage Storms",
    when_secured=_storms_secured,
    choice_options=_storms_options,
    choose=_storms_choose,
)
VOX_POWERS: tuple[Power, ...] = (STORMS_POWER,)
VOX_CRISES: Final = {PASSAGE_STORMS: storms_crisis}


SETUP_POWER: Final = Power(
    OBJECTIVE_CARD, "Gate Wraith Act III Setup / Objective", choice_options=_options, choose=_choose
)
POWERS: tuple[Power, ...] = (SETUP_POWER,)
"""The Gate Wraith's questions (`fates.POWERS` once registered)."""
