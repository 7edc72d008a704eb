"""Choose Fate: the Intermission's step F (CRB p.29; BRD C.8).

Each player who completed their objective draws 1 Fate card; each who failed returns their Fate
card to the box and draws 2. After Act I they are "B" Fates (F9-F16), after Act II "C" Fates
(F17-F24; `pool`). The draw is one chance event (``fates F10 F13 F9 ...``: in seat order, 1 card
for a seat that completed, 2 for one that failed). Each seat then chooses in secret between its
2 cards (``fate F3``): a seat that completed chooses between its current Fate and the drawn
one, a seat that failed between the two drawn. Who has chosen is public, the cards drawn and the
choice are not, until everyone reveals together (`reveal`).

`CampaignState.fate_offers` holds each seat's 2 cards, seat p's at ``2p, 2p + 1`` (the current
Fate first for a seat that completed), `fate_choice` the choices, `former_fates` the Fates of the
Act just played and `completed` who completed (both public). A seat that takes a new Fate
returns its old Fate card, scraps the rest of its old Fate Set that is not in play (never a card
held, in the Court, its deck or discard, the booklet, nor an action card among the action
cards), returns all the Favors it holds to their owners, and takes the new Fate Set; a seat that
keeps its Fate keeps its Set. The next Act's setup follows (`act_setup`).
"""

from __future__ import annotations

import random

from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs_campaign.fates import cards, objective
from ambitions.games.arcs_campaign.state import CampaignPhase, CampaignState

STEP_F_PHASES = frozenset({CampaignPhase.CHANCE_NEW_FATES, CampaignPhase.CHOOSE_NEW_FATE})


def begin(s: CampaignState) -> None:
    """Step F begins: who completed is noted (public), the draw is the next chance event."""
    s.former_fates = list(s.fates)
    s.completed = [objective.met(s, p) for p in range(s.n)]
    s.fate_choice = []
    s.fate_offers = []  # (Act I's draw, back in the box)
    s.phase = CampaignPhase.CHANCE_NEW_FATES


def pool(s: CampaignState) -> tuple[str, ...]:
    """The Fates drawn at this Intermission's step F: "B" after Act I, "C" after Act II (CRB
    p.29)."""
    return pool_after(act_before(s))


def pool_after(act: int) -> tuple[str, ...]:
    """The Fates drawn after Act `act`: "B" (F9-F16) after Act I, "C" (F17-F24) after Act II."""
    return cards.B_FATE_IDS if act <= 1 else cards.C_FATE_IDS


def act_before(s: CampaignState) -> int:
    """The Act the last step F followed: the Act being ended during step F, the Act before
    otherwise (`CampaignState.act` moves on at the next Act's setup; before step F, an
    Intermission's first steps still hold the last one's)."""
    return s.act if s.phase in STEP_F_PHASES else s.act - 1


def pool_name(act: int) -> str:
    return "B Fates (F9-F16)" if act <= 1 else "C Fates (F17-F24)"


def draws(s: CampaignState, seat: int) -> int:
    """How many Fate cards `seat` draws: 1 if it completed its objective, else 2."""
    return 1 if s.completed[seat] else 2


def sample(s: CampaignState, rng: random.Random) -> ArcsAction:
    free = [f for f in pool(s) if f not in s.fates]
    return ArcsAction("fates", tuple(rng.sample(free, sum(draws(s, p) for p in range(s.n)))))


def draw_problem(s: CampaignState, drawn: list[str]) -> str | None:
    """None if `drawn` is a possible step F draw, in seat order."""
    size = sum(draws(s, p) for p in range(s.n))
    if len(drawn) != size or len(set(drawn)) != size or not set(drawn) <= set(pool(s)):
        counts = ", ".join(str(draws(s, p)) for p in range(s.n))
        return f"fates takes {size} different {pool_name(act_before(s))} in seat order ({counts} per seat)"
    return None


def apply_draw(s: CampaignState, drawn: list[str]) -> None:
    """Each seat's 2 cards: its Fate and the one drawn, or the 2 drawn; then the choices."""
    rest = iter(drawn)
    offers: list[str] = []
    for p in range(s.n):
        first = s.former_fates[p] if s.completed[p] else next(rest)
        offers += [first, next(rest)]
    s.fate_offers = offers
    s.fate_choice = [""] * s.n
    s.choosing = s.turn_order()
    s.phase = CampaignPhase.CHOOSE_NEW_FATE
    s.mover = s.choosing[0]


def options(s: CampaignState, seat: int) -> list[ArcsAction]:
    return [act("fate", f) for f in s.fate_offers[2 * seat : 2 * seat + 2]]


def choose(s: CampaignState, seat: int, fate: str) -> None:
    """`seat` chooses `fate` in secret; after the last choice, all reveal (`reveal`)."""
    s.fate_choice[seat] = fate
    s.choosing.pop(0)
    if s.choosing:
        s.mover = s.choosing[0]
        return
    reveal(s)


def reveal(s: CampaignState) -> None:
    """Everyone reveals together; a new Fate replaces the old Fate Set (`switch`). The objective
    markers come off the track until the next Act's setup places them (CRB p.7 step G)."""
    for p in s.turn_order():
        if s.fate_choice[p] != s.former_fates[p]:
            switch(s, p, s.fate_choice[p])
    s.fates = list(s.fate_choice)
    s.fate_choice = []
    s.objective = [-1] * s.n


def switch(s: CampaignState, seat: int, new: str) -> None:
    """CRB p.29: return the old Fate card to the box, scrap the rest of its Fate Set that is not
    in play, return all Favors `seat` holds to their owners, take the new Fate Set (its cards come
    into play through its Setup side)."""
    old = s.former_fates[seat]
    placed = in_play(s)
    for card in cards.FATE_SET:
        if card.id.startswith(old + "-") and card.id not in placed:
            s.scrapped.append(card.id)
    n = s.n
    for owner in range(n):
        return_agents(s, owner, s.favors[seat * n + owner])
        s.favors[seat * n + owner] = 0


def in_play(s: CampaignState) -> set[str]:
    """Every card in play: held, in the Court, its deck or discard, attached, in the booklet or
    the edicts, scrapped already, on the Faithful stack, among the action cards, or tucked under
    Breaking Worlds (F11-10 failed: the card goes to the supply for Planet-Eater Loose, F11-11,
    whose Crisis untucks its Refugees)."""
    out = {c for g in s.guild for c in g} | {c for lore in s.lore for c in lore} | set(s.tucked)
    out |= set(s.court) | set(s.court_deck) | set(s.court_discard) | set(s.attached[1::2])
    out |= set(s.booklet) | set(s.edicts) | set(s.scrapped) | set(s.faithful)
    out |= {c for h in s.hands for c in h} | {c for _, c, _ in s.plays}
    out |= {c for c, _, _ in s.action_discard} | set(s.action_undealt) | set(s.scrapped_actions)
    return out
