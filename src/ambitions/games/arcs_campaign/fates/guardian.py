"""F20 Guardian, Act III (a "C" Fate; Fates file "F20 — Guardian"; card texts F20-01A/B, F20-02
to F20-04; errata: Ire of the Tycoons' tax ban covers all cities on those planets; R10; CRB
p.7-9, p.25).

Setup (F20-01A), in its order: with a Flagship, the Guardian may Resettle (`resettle_setup`, the
objective card's question ``[seat, "F20-01", ...]``); Provoke Outrage for Fuel and for Material
(their resources and Guild cards discarded, agents on the Outrage icons, base p16); with 2
players, the Material and Fuel on the ambition boxes go back to the supply; the Edenguard tile
beside the Tycoon box and its law, Edenguard Ambition (F20-04), into the rules booklet (the
ambition is then in play: `ambition_tiles`, `CampaignState.ambitions_in_play`); gain Green Vault
(F20-02) and Ire of the Tycoons (F20-03), both lore.

Green Vault (F20-02): "When you take Material or Fuel, you may place it in your Captives (even if
you're taking for the Imperial Trust!)". After an action that put Material or Fuel on its
holder's board (a tax, a gain, a raid, a trade...), one question per token taken (``choose
material`` / ``choose fuel`` / ``choose keep``; `after`); a First Regent holding it may put a
Material or Fuel collected for the Trust there at once (``demand 1 fuel vault``, `council`).
There they are frozen (`CampaignState.green_vault`, by type: never spent, given, stolen or
discarded), they add to both Tyrant and Tycoon (`ambition_extra`), and they go back to the
supply when Tyrant is scored (`ambitions_scored`, before the clean up returns the agent
Captives) or when the card leaves its holder.

Ire of the Tycoons (F20-03): its holder cannot declare Tycoon, however declared
(`declaring.forbidden`, `declaring.declare_filter`), and gains no Power from scoring it: it still counts
for the places (as Oath of Peace, R12: a Rival behind it gains second place's Power only); it
cannot tax a city on a Material or Fuel planet it does not control (`ire`). Reading: a Tycoon
card's declaration may still be Edenguard's ("When a player would declare Tycoon, they may
declare Edenguard instead", F20-04; the Guardian's path to power is Edenguard, Fates file), so
the holder playing a Tycoon card is offered ``declare edenguard`` alone.

Final objective (F20-01B; starts on 20 / 18 / 16, R10), at each chapter's end: *Give Back to the
Land*, if the Guardian won Tyrant or nobody declared it, 1 per Material and Fuel in its
Captives; *Guard the Reach's Splendor*, if it won Edenguard or nobody declared it, 1 per Material
and Fuel planet it controls (the First Regent counting Empire-controlled systems). Reading: both
are counted at the scoring, before the clean up (`ambitions_scored`): the Tyrant the first one
asks to win returns the Material and Fuel it counts at the clean up, so counted after it the
first one could never advance (R21 only asks that the advances come before the check).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import battle as arcs_battle
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import resources
from ambitions.games.arcs.actions import ArcsAction
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import ambition_tiles, cards, objective, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import (
    EDENGUARD,
    EDENGUARD_AMBITION,
    TYCOON,
    TYRANT,
    CampaignState,
)

OBJECTIVE_CARD = "F20-01"
GREEN_VAULT = "F20-02"
IRE_OF_THE_TYCOONS = "F20-03"
SETUP_CARDS: Final = (GREEN_VAULT, IRE_OF_THE_TYCOONS)
"""The cards the Act III Setup side gives (`fates.position.ACT3_SETUP_CARDS`)."""
MATERIAL: Final = arcs_data.RESOURCES.index("material")
FUEL: Final = arcs_data.RESOURCES.index("fuel")
VAULTED: Final = (MATERIAL, FUEL)
VAULT_STEP = "vault"
"""Green Vault's question: ``[seat, "F20-02", "vault", material taken, fuel taken]``."""


def guardian(s: CampaignState) -> int:
    return objective.holder(s, cards.GUARDIAN)


def vault_holder(s: CampaignState) -> int:
    """The seat holding Green Vault, or -1."""
    return next((p for p in range(s.n) if GREEN_VAULT in s.lore[p]), -1)


def vaulted(s: CampaignState) -> int:
    """The Material and Fuel in Green Vault's holder's Captives."""
    return s.green_vault[MATERIAL] + s.green_vault[FUEL] if s.green_vault else 0


# -- setup (F20-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F20-01A: the Resettle question (asked first; the rest is done at once: it touches neither
    the Flagship nor the map); Fuel and Material Outrage; with 2 players, the boxes' Material and
    Fuel back to the supply; Edenguard Ambition into the booklet; Green Vault and Ire of the
    Tycoons."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    arcs_battle.provoke_outrage(s, seat, FUEL)
    arcs_battle.provoke_outrage(s, seat, MATERIAL)
    if s.n == 2:
        for r in VAULTED:
            s.resource_supply[r] += s.box_resources[r]
            s.box_resources[r] = 0
    res.to_booklet(s, EDENGUARD_AMBITION)
    for card in SETUP_CARDS:
        res.gain(s, seat, card)


# -- Ire of the Tycoons (F20-03) ------------------------------------------------------------------
def ire(s: CampaignState, seat: int) -> bool:
    return IRE_OF_THE_TYCOONS in s.lore[seat]


def forbids(s: CampaignState, seat: int, ambition: str) -> bool:
    """Ire of the Tycoons: its holder "cannot declare Tycoon", however declared."""
    return ambition == "tycoon" and ire(s, seat)


def _score(s: ArcsState, seat: int, ambition: int, place: int, first: int, second: int) -> int:
    """No Power from scoring Tycoon; the places stay (as R12)."""
    assert isinstance(s, CampaignState)
    if ambition == TYCOON and ire(s, seat):
        return 0
    return first if place == 1 else second


# -- Green Vault (F20-02) -------------------------------------------------------------------------
def board(s: CampaignState, seat: int) -> tuple[int, int]:
    held = resources.held(s, seat)
    return held.count(MATERIAL), held.count(FUEL)


def vault_watch(s: CampaignState) -> tuple[int, ...]:
    """What `after` compares: (holder, Material, Fuel on its board) before an action; () if
    nobody holds Green Vault."""
    holder = vault_holder(s)
    return (holder, *board(s, holder)) if holder >= 0 else ()


def after(s: CampaignState, seat: int, before: objective.Watch, actor: int, a: ArcsAction) -> None:
    """After each action (`acts.AFTER`): Green Vault off its holder gives back what it froze;
    its holder who took Material or Fuel is asked where each goes."""
    holder = vault_holder(s)
    if holder < 0:
        for r in VAULTED:
            s.resource_supply[r] += s.green_vault[r]
            s.green_vault[r] = 0
        return
    if not before.vault_board or before.vault_board[0] != holder:
        return
    now = board(s, holder)
    material, fuel = (max(0, now[k] - before.vault_board[1 + k]) for k in range(2))
    if material or fuel:
        push_choice(s, holder, GREEN_VAULT, VAULT_STEP, material, fuel)


def _vault_options(s: ArcsState, choice: Choice) -> list[Args]:
    assert isinstance(s, CampaignState)
    held = resources.held(s, int(choice[0]))
    taken = (int(choice[3]), int(choice[4]))
    out: list[Args] = [(arcs_data.RESOURCES[r],) for k, r in enumerate(VAULTED) if taken[k] and r in held]
    return [*out, ("keep",)] if out else []


def _vault_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """``choose material``: one Material from the board into the Captives (then the next
    question, for what else was taken); ``choose keep``: the rest stays on the board."""
    assert isinstance(s, CampaignState)
    if args[0] == "keep":
        return
    seat, r = int(choice[0]), arcs_data.RESOURCES.index(str(args[0]))
    resources.remove_one(s, seat, r)
    s.green_vault[r] += 1
    taken = [int(choice[3]), int(choice[4])]
    taken[VAULTED.index(r)] -= 1
    if any(taken):
        push_choice(s, seat, GREEN_VAULT, VAULT_STEP, *taken)


def vault_demand(s: CampaignState, r: int) -> None:
    """A Material or Fuel the First Regent collects for the Trust, put in Green Vault instead
    (F20-02: "even if you're taking for the Imperial Trust")."""
    s.green_vault[r] += 1


def ambition_extra(s: CampaignState, seat: int, ambition: int) -> int:
    """Frozen Material and Fuel "add to both Tyrant and Tycoon" (F20-02)."""
    if ambition not in (TYRANT, TYCOON) or seat != vault_holder(s):
        return 0
    return vaulted(s)


# -- the final objective (F20-01B), at the scoring --------------------------------------------------
def won_or_undeclared(s: CampaignState, seat: int, ambition: int) -> bool:
    """`seat` won `ambition` at this chapter's scoring, or nobody declared it."""
    rows = [a for a in s.chapter_scoring[-1][1] if a[0] == ambition] if s.chapter_scoring else []
    return not rows or rows[0][3] == seat


def ambitions_scored(s: CampaignState) -> None:
    """At the scoring, before the clean up (see the module docstring): the two advances, then,
    Tyrant scored, Green Vault's Material and Fuel back to the supply."""
    seat = guardian(s)
    if seat >= 0 and s.objective[seat] > 0:
        steps = vaulted(s) if seat == vault_holder(s) and won_or_undeclared(s, seat, TYRANT) else 0
        if won_or_undeclared(s, seat, EDENGUARD):
            steps += ambition_tiles.eden_planets(s, seat)
        objective.advance(s, seat, steps)
    if TYRANT in s.marker_box:
        for r in VAULTED:
            s.resource_supply[r] += s.green_vault[r]
            s.green_vault[r] = 0


# -- the position, the observation, the invariants -------------------------------------------------
def view(s: CampaignState) -> dict[str, int] | None:
    """Green Vault's Captives, public (Captives are, base p16)."""
    if not vaulted(s):
        return None
    return {arcs_data.RESOURCES[r]: s.green_vault[r] for r in VAULTED if s.green_vault[r]}


def load_position(s: CampaignState, raw: object, supply_given: bool = False) -> None:
    """``campaign.green_vault`` (``{"material": 1, "fuel": 2}``): from the supply (unless the
    position gives the supply)."""
    if raw is None:
        return
    names = [arcs_data.RESOURCES[r] for r in VAULTED]
    if not isinstance(raw, Mapping) or set(raw) - set(names):
        raise InvalidRecord(
            f"campaign.green_vault must map material and fuel to counts, not {shorten(raw, 60)}"
        )
    for name, k in raw.items():
        r = arcs_data.RESOURCES.index(str(name))
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= arcs_data.RESOURCE_SUPPLY:
            raise InvalidRecord(
                f"campaign.green_vault.{name} must be a count the supply has, not {shorten(k, 9)}"
            )
        s.green_vault[r] += k
        if not supply_given:
            s.resource_supply[r] -= k
            if s.resource_supply[r] < 0:
                raise InvalidRecord(f"campaign.green_vault.{name}: more than the supply has")


def problems(s: CampaignState) -> list[str]:
    if vaulted(s) and vault_holder(s) < 0 and not s.choosing:
        return ["Material or Fuel in Green Vault's Captives with nobody holding it"]
    if any(s.green_vault[r] for r in range(len(s.green_vault)) if r not in VAULTED):
        return ["a resource other than Material or Fuel in Green Vault's Captives"]
    return []


def lines(c: Mapping[str, Any]) -> list[str]:
    v = c.get("green_vault")
    return ["Green Vault (Captives, frozen): " + ", ".join(f"{k} {r}" for r, k in v.items())] if v else []


POWERS: Final[Sequence[Power]] = (
    resettle_setup.power(OBJECTIVE_CARD, "Guardian Act III Setup / Objective"),
    Power(GREEN_VAULT, "Green Vault", choice_options=_vault_options, choose=_vault_choose),
    Power(IRE_OF_THE_TYCOONS, "Ire of the Tycoons", score=_score),
)
"""The Guardian's questions (the Resettle, Green Vault) and Ire of the Tycoons' scoring
(`fates.POWERS`); Ire's other laws are read by `declaring.forbidden`, `declaring.declare_filter` and `ire`."""
