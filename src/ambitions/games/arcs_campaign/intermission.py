"""The Intermission between two Acts (CRB p.28), on the table an Act ended with.

`resolve(state)` runs its steps in order on a finished Act (the campaign file's table):

* A. Resolve Fate: each player, in turn order, resolves their Fate's Act I Resolution card
  (`fates.resolution`: Fate Set cards to the Court deck, the rules booklet or a player, or
  scrapped, by whether the objective was completed); then each player who failed their
  objective loses Power equal to the space of their objective marker (Power may go below 0:
  the CRB p.28 example, marker on 5, Power 2 to -3).
* B. Clear Court: every Court card but the Imperial Council back to the Court deck, every agent
  in the Court back to its player, the Court discard scrapped (`CampaignState.scrapped`).
* C. Clear Pieces: Trophies (neutral ones to their supplies) and Captives back to their
  players; frozen resources, the Imperial Trust's included, back to the supply (those frozen on
  Merchant League and Arsenal Keepers too: `return_frozen`); with 2 players, the ambition boxes'
  resources too.
* D. Repair & Destroy: all damaged Blight repaired; then every damaged ship and building
  destroyed (back to its supply: the Intermission is no battle, so no Trophies); then every
  building in a system with Blight and no ships.
* E. Shift Initiative & Power: the initiative to the player with the most Power; each player
  with more than 1 Power loses half, rounding so as to lose less (7 -> 4; -3 stays).
* F. Choose Fate: the Fates' (`fates.choice`).

As a phase of the game (`begin`, from the flow when an Act ends and the campaign goes on), the
steps are driven by actions and chance outcomes: the Caretaker's random lore cards (step A,
F5-07) are a chance event (``lore ...``, its cards shown only by kind) before the Resolutions;
after step D, each player left with no ships and no starports on the map places 3 fresh ships in
a gate of their choice (``place 1.0``, in turn order; the base game's Elimination, CRB p.28);
then E, then F's draw (a chance event) and secret choices; then the next Act's setup
(`act_setup`). `resolve` runs A-E at once on a table (with a generator for the lore).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import place_ships, return_agents, return_city
from ambitions.games.arcs.state import NUM_PIECE_KINDS
from ambitions.games.arcs_campaign import data, flagship
from ambitions.games.arcs_campaign.fates import (
    cards,
    choice,
    hegemon,
    objective,
    peacekeeper,
    pirate,
    resolution,
)
from ambitions.games.arcs_campaign.state import NEUTRAL_PIECES, CampaignPhase, CampaignState


# -- the Intermission as a phase of the game ----------------------------------------------------------
def begin(s: CampaignState) -> None:
    """The Act is over (CRB p.8): the Intermission begins. Its first chance event, if any, is
    the Caretaker's random lore cards (F5-07); else steps A-D run at once."""
    s.winner = -1
    s.event_roll = None  # (the last round's dice are not the Intermission's)
    if lore_draw_size(s):
        s.phase = CampaignPhase.CHANCE_RESOLUTION
        return
    steps_a_to_d(s, [])


def lore_draw_size(s: CampaignState) -> int:
    """How many random lore cards step A draws: 1 per player for a completed Caretaker whose
    Resolution (F5-07) is still to resolve, else none."""
    if s.act != 1 or cards.CARETAKER not in s.fates:
        return 0  # (the Caretaker's Act II Resolution draws none)
    if resolution.RESOLUTION_CARDS[cards.CARETAKER] in s.resolved:
        return 0
    return s.n if objective.met(s, s.fates.index(cards.CARETAKER)) else 0


def sample_lore(s: CampaignState, rng: random.Random) -> ArcsAction:
    return ArcsAction("lore", tuple(sorted(rng.sample(resolution.lore_in_box(s), lore_draw_size(s)))))


def lore_problem(s: CampaignState, drawn: list[str]) -> str | None:
    size = lore_draw_size(s)
    box = set(resolution.lore_in_box(s))
    if len(drawn) != size or len(set(drawn)) != size or not set(drawn) <= box:
        return f"lore takes {size} different lore cards from the box (none in play)"
    return None


class _Drawn(random.Random):
    """A generator whose `sample` gives the lore cards the chance event drew (step A)."""

    def __init__(self, drawn: Sequence[str]) -> None:
        super().__init__(0)
        self.drawn = list(drawn)

    def sample(self, population: Any, k: int, *, counts: Any = None) -> list[Any]:
        assert k == len(self.drawn), (k, self.drawn)
        return list(self.drawn)


def steps_a_to_d(s: CampaignState, lore: Sequence[str]) -> None:
    """A-D with the lore cards drawn (if any); then the eliminated players' placements, or E-F.
    A Resolution that leaves its holder decisions (the completed Pirate's Hoard, F12-04: steps in
    `CampaignState.steps`) has them taken first, as steps of the Intermission (`council.run`),
    the last of which (``intermission``) goes on with B (`steps_b_to_d`)."""
    resolve_fate(s, _Drawn(lore))
    if s.steps:
        s.steps.append((RESUME_STEP, -1))
        s.phase = CampaignPhase.RESOLVE
        return
    steps_b_to_d(s)


RESUME_STEP = "intermission"
"""The step after a Resolution's decisions: the Intermission goes on with B (`steps_b_to_d`)."""


def steps_b_to_d(s: CampaignState) -> None:
    """B-D; then the eliminated players' placements, or E-F."""
    clear_court(s)
    clear_pieces(s)
    repair_and_destroy(s)
    s.placing = [p for p in s.turn_order() if eliminated(s, p)]
    if s.placing:
        s.phase = CampaignPhase.REBUILD
        s.mover = s.placing[0]
        return
    steps_e_f(s)


def eliminated(s: CampaignState, seat: int) -> bool:
    """No ships and no starports of `seat` on the map (the base game's Elimination, p22)."""
    n = s.n
    if any(s.fresh[x * n + seat] or s.damaged[x * n + seat] for x in range(reach.NUM_SYSTEMS)):
        return False
    return not any(k >= 0 and k >> 2 == seat and not (k >> 1) & 1 for k in s.slots)


def rebuild_options(s: CampaignState) -> list[ArcsAction]:
    """``place 2.0``: a gate in play for the 3 fresh ships (CRB p.28)."""
    return [
        act("place", reach.SYSTEM_IDS[x])
        for x in range(reach.NUM_SYSTEMS)
        if s.in_play[x] and reach.is_gate(x)
    ]


def rebuild(s: CampaignState, seat: int, gate: str) -> None:
    """`seat` places 3 fresh ships in `gate`; after the last placement, steps E-F."""
    place_ships(s, seat, reach.SYSTEM_INDEX[gate], 3)
    s.placing.pop(0)
    if s.placing:
        s.mover = s.placing[0]
        return
    steps_e_f(s)


def steps_e_f(s: CampaignState) -> None:
    shift_initiative_and_power(s)
    choice.begin(s)


def resolve(s: CampaignState, rng: random.Random | None = None) -> None:
    """Steps A-E of the Intermission, in order. `rng` draws the lore cards a Resolution deals
    at random (default: one seeded by the game's seed, so a table resolves the same way)."""
    resolve_fate(s, rng or random.Random(f"intermission {s.seed} {s.act}"))
    pirate.settle_at_once(s)  # (a table asks nobody: the Hoard's step, F12-04, without spending)
    clear_court(s)
    clear_pieces(s)
    repair_and_destroy(s)
    shift_initiative_and_power(s)


def resolve_fate(s: CampaignState, rng: random.Random) -> None:
    """A: each player's Resolution card, in turn order (`fates.resolution`); then each player who
    failed their objective (its marker not on 0) loses Power equal to the space of their marker
    on the Power track (CRB p.28: Dane's marker on "5", Power 2 -> -3). Once an Act: a table
    whose Resolutions of this Act are resolved loses no more Power (those of an Act before, in
    `s.resolved` too, do not stop the Intermission after Act II)."""
    if not any(s.fates) or resolution.resolved_this_act(s):
        return
    for p in s.turn_order():
        resolution.resolve(s, p, rng)
    for p in range(s.n):
        if s.objective[p] > 0:
            s.power[p] -= s.objective[p]


def clear_court(s: CampaignState) -> None:
    """B: the Court but the Council back to the deck, attached cards too ("Make sure to also
    return attached cards (page 27) to the Court deck", CRB p.28), its agents home, the
    discard scrapped."""
    n = s.n
    for i, card in enumerate(s.court):
        for p in range(n):
            return_agents(s, p, s.court_agents[i * n + p])
        if card and card != data.COUNCIL:
            s.court_deck.append(card)
    s.court_deck += s.attached[1::2]
    s.attached = []
    s.court = [data.COUNCIL]
    s.court_agents = [0] * n
    s.scrapped += s.court_discard
    s.court_discard = []


def clear_pieces(s: CampaignState) -> None:
    """C: Trophies and Captives back; every frozen resource (the Trust's, Merchant League's,
    Arsenal Keepers') and (2 players) the ambition boxes' resources to the supply."""
    n = s.n
    supplies = (s.ships, s.agents, s.starports, s.cities_left)
    for holder in range(n):
        for owner in range(n):
            for kind in range(NUM_PIECE_KINDS):
                i = (holder * n + owner) * NUM_PIECE_KINDS + kind
                if kind == 3:  # a city covers a slot of its board again (p17: refitted)
                    for _ in range(s.trophies[i]):
                        return_city(s, owner)
                else:
                    supplies[kind][owner] += s.trophies[i]
                s.trophies[i] = 0
            return_agents(s, owner, s.captives[holder * n + owner])
            s.captives[holder * n + owner] = 0
    k = len(NEUTRAL_PIECES)
    back = [sum(s.neutral_trophies[kind::k]) for kind in range(k)]
    s.neutral_trophies = [0] * len(s.neutral_trophies)
    s.imperial_ships += back[0]
    s.free_cities += back[1]
    s.free_starports += back[2]
    s.blight_supply += back[3]
    for r in range(5):
        s.resource_supply[r] += s.trust[r] + s.box_resources[r]
    s.trust = [0] * 5
    s.box_resources = [0] * 5
    return_frozen(s)


def return_frozen(s: CampaignState) -> None:
    """C.2 "Return all frozen resources (page 27), including from the Imperial Trust" (CRB p.28):
    besides the Trust, what a Fate Set card freezes on itself, Merchant League's resources (F3-02)
    and Arsenal Keepers' Weapons (F15-03); the cards stay with their holders. (Green Vault's,
    F20-02, are Act III's, after which no Intermission comes.)"""
    for r in range(5):
        s.resource_supply[r] += s.league[r]
    s.league = [0] * 5
    s.resource_supply[peacekeeper.WEAPON] += s.arsenal
    s.arsenal = 0


def repair_and_destroy(s: CampaignState) -> None:
    """D: repair the Blight; destroy damaged ships and buildings, the Flagships' damaged Upgrades
    and Armor, and the Hegemon's Banners where Blight is and no ship (F10-03); then buildings
    where Blight is and no ship (a Flagship counts: a fresh Loyal ship, CRB p.22)."""
    n = s.n
    for x in range(reach.NUM_SYSTEMS):
        s.blight_fresh[x] += s.blight_damaged[x]
        s.blight_damaged[x] = 0
        s.imperial_ships += s.imperial_damaged[x]
        s.imperial_damaged[x] = 0
        for p in range(n):
            s.ships[p] += s.damaged[x * n + p]
            s.damaged[x * n + p] = 0
    for k, code in enumerate(s.slots):
        if code >= 0 and code & 1:  # damaged
            s.remove_building(k)
    flagship.intermission_destroy(s)  # damaged Upgrades and Armor (BRD C.8 D)
    hegemon.intermission_destroy(s)  # Banners with Blight and no ship (F10-03)
    for x in range(reach.NUM_SYSTEMS):
        # (a Flagship is a ship: a fresh Loyal one, CRB p.22)
        ships = s.imperial_fresh[x] + sum(s.fresh[x * n : (x + 1) * n]) + s.flagship.count(x)
        if s.blight_fresh[x] and not ships:
            for k in reach.SYSTEM_SLOTS[x]:
                if s.slots[k] >= 0:
                    s.remove_building(k)


def shift_initiative_and_power(s: CampaignState) -> None:
    """E: the initiative to the most Power (a tie: the tied player earliest in turn order from
    the holder, who keeps it if tied; the rule is silent); halve Power above 1, losing less."""
    order = s.turn_order()
    s.initiative = max(order, key=lambda p: (s.power[p], -order.index(p)))
    s.power = [p - p // 2 if p > 1 else p for p in s.power]
