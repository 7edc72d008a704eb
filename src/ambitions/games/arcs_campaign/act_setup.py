"""Act II & III Setup (CRB p.7; BRD C.7 A-H), from the table the Intermission leaves.

"Set up Act II or III so it's the same as the previous Act, including Power, with these
changes" (CRB p.7), in order:

* A. the lowest-Power ambition marker flipped to its higher side (Act III: the two lowest), the
  others on their lower sides;
* B. the Court deck shuffled (a chance event, ``court ...``: the deck's order, top last) and 3 (2
  players) or 4 cards dealt into the Court; the Imperial Council In Session;
* C. 1 damaged Blight on each gate with no Blight and no ships;
* D. the event die (``event crisis hex``): in each cluster, 1 damaged Blight at the planet of the
  rolled symbol if it has none, else 1 at each planet of the cluster with none;
* E. 2 players: the number die twice (``number 3 5``), the resources of the 2 rolled clusters'
  planets on the ambition boxes as far as the supply allows;
* F. each player, in turn order, the Setup side of their Fate for this Act (`fates.setup_act2`,
  what `fates.register_act2` registers; Act III: `fates.setup_act3`, `fates.register_act3`);
  resources need no rearranging here (the engine keeps a board's resources by type; rearranging
  is free, base p17);
* G. each objective marker on its Fate's starting space for the Act (`cards.start_space`, from
  `cards.ACT2_OBJECTIVES`; in Act III only the "C" Fates', `cards.C_FATES`);
* H. the chapter track on this Act's side (Act III: 4 chapters, each with its grand-ambition
  Power, `data.GRAND_AMBITION_POWER`), the chapter marker on 1, and the action cards dealt
  and discarded as in Act I (CRB p.6 steps J-K: the Arcs deal, the 2-player mulligan keeping
  Event cards).

Blight is placed as far as the supply allows (the steps name no limit; the box holds 24).
"""

from __future__ import annotations

from ambitions.games.arcs import cardplay, reach
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs.state import Phase
from ambitions.games.arcs_campaign import data, fates
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState


def begin(s: CampaignState) -> None:
    """The next Act's setup begins ("packed up" here, CRB p.29): the Act number moves on and
    step A is done; the Court deck's shuffle is the next chance event."""
    s.act += 1
    s.events_played = False
    s.event_roll = None
    flip_markers(s)
    s.phase = CampaignPhase.CHANCE_ACT_COURT


def flip_markers(s: CampaignState) -> None:
    """A: every ambition marker on its lower side, then the lowest one (Act II) or two (Act III)
    flipped to the higher side."""
    s.marker_flipped = [False, False, False]
    s.marker_box = [-1, -1, -1]
    for _ in range(s.act - 1):
        unflipped = [i for i in range(3) if not s.marker_flipped[i]]
        s.marker_flipped[min(unflipped, key=lambda i: cardplay.marker_values(s, i))] = True


def court_problem(s: CampaignState, order: list[str]) -> str | None:
    """None if `order` is an order of the Court deck."""
    if sorted(order) != sorted(s.court_deck):
        return f"court takes an order of the {len(s.court_deck)} Court deck cards (top last)"
    return None


def apply_court(s: CampaignState, order: list[str]) -> None:
    """B: the shuffled deck, 3 or 4 cards dealt right of the Council, the Council In Session; C:
    damaged Blight on empty gates."""
    s.court_deck = list(order)
    row = arcs_data.COURT_ROW_SIZE[s.n]
    s.court = [data.COUNCIL] + [s.court_deck.pop() for _ in range(min(row, len(s.court_deck)))]
    s.court_agents = [0] * (len(s.court) * s.n)
    s.council = data.IN_SESSION
    s.council_secured_by = -1
    for x in range(reach.NUM_SYSTEMS):
        if s.in_play[x] and reach.is_gate(x) and not blight(s, x) and not ships(s, x):
            place_blight(s, x)
    s.phase = CampaignPhase.CHANCE_ACT_EVENT


def blight(s: CampaignState, x: int) -> int:
    return s.blight_fresh[x] + s.blight_damaged[x]


def ships(s: CampaignState, x: int) -> int:
    n = s.n
    loyal = sum(s.fresh[x * n : (x + 1) * n]) + sum(s.damaged[x * n : (x + 1) * n])
    return loyal + s.imperial_fresh[x] + s.imperial_damaged[x]


def place_blight(s: CampaignState, x: int) -> None:
    """1 damaged Blight in system `x`, if the supply has one."""
    if s.blight_supply > 0:
        s.blight_damaged[x] += 1
        s.blight_supply -= 1


def apply_event(s: CampaignState, symbol: int) -> None:
    """D: in each cluster, the planet of the rolled symbol gets 1 damaged Blight if it has none;
    if it has Blight, each planet of the cluster with none gets 1."""
    for c in range(1, 7):
        planets = [(c - 1) * 4 + k for k in (1, 2, 3)]
        rolled = (c - 1) * 4 + symbol + 1
        if not s.in_play[rolled]:
            continue
        targets = [rolled] if not blight(s, rolled) else [x for x in planets if not blight(s, x)]
        for x in targets:
            if s.in_play[x]:
                place_blight(s, x)
    if s.n == 2:
        s.phase = CampaignPhase.CHANCE_ACT_NUMBERS
        return
    fates_setup(s)


def numbers_problem(s: CampaignState, args: tuple[object, ...]) -> str | None:
    """None if `args` are 2 rolls of the number die naming 2 different clusters (reading: a
    second roll naming the first cluster is rolled again, the step placing "the 6 resource
    tokens" of "the 2 rolled clusters")."""
    ok = len(args) == 2 and all(a in data.NUMBER_DIE_FACES for a in args) and args[0] != args[1]
    return None if ok else "number takes 2 different faces of the number die, 1-6 (2 players)"


def apply_numbers(s: CampaignState, first: int, second: int) -> None:
    """E, 2 players: the resources of the rolled clusters' planets on the ambition boxes, as far
    as the supply allows (as Act I's step Q)."""
    for c in (first, second):
        for k in (1, 2, 3):
            r = reach.PLANET_RESOURCE[(c - 1) * 4 + k]
            if s.resource_supply[r] > 0:
                s.resource_supply[r] -= 1
                s.box_resources[r] += 1
    fates_setup(s)


def fates_setup(s: CampaignState) -> None:
    """F-H: each Fate's Setup side for this Act in turn order through `fates.setup_act2` or
    `fates.setup_act3` (the one code path each: what `fates.register_act2` / `register_act3`
    registers; a Fate with no Act III part yet sets up with nothing), their questions
    (`s.choices`) answered in turn order before the deal (`flow._advance`); the objective markers
    on their starting spaces (`cards.start_space`: Act II's objectives; in Act III only the "C"
    Fates' final objectives, CRB p.7 step G, the others have none); the chapter track's side for
    the Act (`data.ACT_CHAPTERS`: 4 chapters in Act III), chapter 1, then the deal."""
    assert s.act in (2, 3), s.act
    if s.act == 2:
        fates.setup_act2(s)
    else:
        fates.setup_act3(s)
    for p in range(s.n):
        s.objective[p] = cards.start_space(s.fates[p], s.n, s.act)
    s.chapter = 1
    s.chapter_scores = []  # (the chapter track starts again: each Act's chapters are its own)
    s.chapter_scoring = []
    s.passes = 0
    s.phase = Phase.CHANCE_DEAL
