"""F13 Blight Speaker, Act III (Fates file "F13 — Blight Speaker"; card texts F13-04 to F13-13,
F13-12A/B).

Setup (F13-12A): gain Blight Hunger (F13-13, lore).
Grand ambitions (F13-12B), *Gorge the Blight with Bodies*: (1) no Rival won Warlord this
chapter; (2) Blight Hunger holds more pieces than the current chapter's number.

* Blight Hunger (F13-13): "Place pieces (even yours) destroyed by a Blight Crisis on this card";
  "After scoring, return all of the pieces from this card". The pieces a Blight Crisis destroys
  are ships (Loyal and Imperial) and a Flagship's board buildings (`council.blight_crisis`,
  `flagship.crisis_hit`); while a seat holds the card they go on it (`CampaignState.hunger`,
  by owner and kind, the Empire last) instead of their owners' supplies, and go back there once
  the chapter's ambitions and grand ambitions are scored (`after_scoring`, from the
  `ambitions_scored` hook).
* Blight Fury (F13-04, lore): its holder moves Blight it controls (``move 1.1 1.0 0 0 blight 1
  0``: a move action of Blight alone, from a system it controls to an adjacent one, never a
  Catapult) and repairs it (``repair blight 1.1``); *Anger* (Battle, ``anger``): the number die
  is rolled (a chance event, ``angerroll 4``), then the holder may spend Psionic, each moving the
  roll 1 up or down (6 wraps to 1): ``choose 5`` names the cluster, its cost the fewest steps;
  a Blight Crisis happens in each system of that cluster.
* Blight Hunters (F13-05): attacking, 1 hit (not 2) damages or destroys a Blight (`battle`).
* Blight Reapers (F13-06): *Harvest* (Tax, ``harvest 1.1`` or ``harvest 1.0 fuel`` at a gate):
  destroy a damaged Blight in a system you control (to the Blight supply, no Trophy), gain 1 of
  the planet's resource, or any at a gate.
* Blight Purge (F13-07 to F13-09, Vox): Crisis: each player gains 2 Power per Blight Trophy;
  bury. Secured: the securer gains 2 per Blight Trophy of theirs; Rivals' Blight Trophies go back
  to the Blight supply; the card stays discarded.
* Blight Panic (F13-10, Vox): Crisis: in turn order, each player returns 1 of their agents from
  the Court per Blight in systems with their Loyal building or Flagship (``choose CC05``: a card
  of theirs, one agent at a time); bury. Secured: destroy all damaged Blight in a cluster with
  your Loyal pieces (``choose 3``), as Trophies; bury.
* Blight Looms (F13-11, Vox): as CC15 (`vox`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import Arg
from ambitions.games.arcs.chapter import WARLORD
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice
from ambitions.games.arcs.state import ArcsState, Phase
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import resolution as fate_resolution
from ambitions.games.arcs_campaign.fates import twisted_passage
from ambitions.games.arcs_campaign.state import EMPIRE, NEUTRAL_PIECES, CampaignPhase, CampaignState

BLIGHT_FURY = "F13-04"
BLIGHT_HUNTERS = "F13-05"
BLIGHT_REAPERS = "F13-06"
BLIGHT_PURGE = ("F13-07", "F13-08", "F13-09")
BLIGHT_PANIC = "F13-10"
BLIGHT_LOOMS = "F13-11"
BLIGHT_HUNGER = "F13-13"
BLIGHT_SOCIETY = "F21-02"
"""The Naturalist's Blight Society: Blight Fury's repair and move too (`furious`)."""
SETUP_CARDS = (BLIGHT_HUNGER,)
"""The cards the Act III Setup side gives (`fates.position.ACT3_SETUP_CARDS`)."""
SHIP, STARPORT, CITY = 0, 1, 2
KINDS: Final = ("ships", "starports", "cities")
BLIGHT_TROPHY = NEUTRAL_PIECES.index("blight")
PURGE_POWER = 2
ROLL_STEP: Final = "anger-roll"
"""The step of Anger's question that is the number die's roll: a chance event (`roll_waiting`)."""
SPEND_STEP = "anger"
RETURN_STEP, CLUSTER_STEP = "return", "cluster"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def _systems_of(cluster: int) -> range:
    return range((cluster - 1) * 4, cluster * 4)


# -- setup and grand ambitions (F13-12A/B) ---------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F13-12A: gain Blight Hunger (F13-13)."""
    fate_resolution.gain(s, seat, BLIGHT_HUNGER)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F13-12B: (1) no Rival won Warlord at this chapter's scoring; (2) more pieces on Blight
    Hunger than `s.chapter` (read before they go back: `after_scoring` follows)."""
    scored = s.chapter_scoring[-1][1] if s.chapter_scoring else ()
    rival_warlord = any(a[0] == WARLORD and a[3] >= 0 and a[3] != seat for a in scored)
    return (not rival_warlord, sum(s.hunger) > s.chapter)


# -- Blight Hunger (F13-13) --------------------------------------------------------------------------
def hungers(s: CampaignState) -> bool:
    """A seat holds Blight Hunger: a Blight Crisis's destroyed pieces go on it."""
    return any(BLIGHT_HUNGER in s.lore[p] for p in range(s.n))


def feed(s: CampaignState, owner: int, kind: int = SHIP) -> None:
    """A piece destroyed by a Blight Crisis onto Blight Hunger (`owner` n: an Imperial ship)."""
    s.hunger[owner * 3 + kind] += 1


def after_scoring(s: CampaignState) -> None:
    """ "After scoring, return all of the pieces from this card": to their owners' supplies (a
    city to its board, base p.22)."""
    n = s.n
    for owner in range(n + 1):
        ships, ports, cities = s.hunger[owner * 3 : owner * 3 + 3]
        if owner == n:
            twisted_passage.destroyed(s, EMPIRE, ships)  # (or onto The Dead Live, F22-04)
        else:
            twisted_passage.destroyed(s, owner, ships)
            s.starports[owner] += ports
            for _ in range(cities):
                return_city(s, owner)
    s.hunger = [0] * len(s.hunger)


# -- Blight Fury (F13-04) ------------------------------------------------------------------------------
def furious(s: CampaignState, seat: int) -> bool:
    """Blight Fury's holder, or Blight Society's (F21-02: "repair and move Blight you control")."""
    return BLIGHT_FURY in s.lore[seat] or BLIGHT_SOCIETY in s.lore[seat]


def move_targets(s: CampaignState, seat: int) -> list[Args]:
    """Blight moved alone (``SRC DEST 0 0 blight F D``) from a system `seat` controls to an
    adjacent one. Reading: "move Blight you control" is a move action of its own (Blight is no
    one's piece: control is of systems, base p.7, as Spore Ships reads it); "They can't
    Catapult": the move ends there."""
    if not furious(s, seat):
        return []
    out: list[Args] = []
    for src in range(reach.NUM_SYSTEMS):
        f, d = s.blight_fresh[src], s.blight_damaged[src]
        if not (f or d) or s.controller(src) != seat:
            continue
        for dest in s.adjacency[src]:
            for bf in range(f + 1):
                for bd in range(d + 1):
                    if bf + bd:
                        out.append((reach.SYSTEM_IDS[src], reach.SYSTEM_IDS[dest], 0, 0, "blight", bf, bd))
    return out


def move_blight(s: CampaignState, src: int, dest: int, f: int, d: int) -> None:
    if s.blight_fresh[src] < f or s.blight_damaged[src] < d:
        raise ValueError(f"not that much Blight at {reach.SYSTEM_IDS[src]}")
    s.blight_fresh[src] -= f
    s.blight_damaged[src] -= d
    s.blight_fresh[dest] += f
    s.blight_damaged[dest] += d


def repair_targets(s: CampaignState, seat: int) -> list[Args]:
    """``blight X``: a damaged Blight in a system `seat` controls."""
    if not furious(s, seat):
        return []
    return [
        ("blight", reach.SYSTEM_IDS[x])
        for x in range(reach.NUM_SYSTEMS)
        if s.blight_damaged[x] and s.controller(x) == seat
    ]


def repair(s: CampaignState, system: int) -> None:
    s.blight_damaged[system] -= 1
    s.blight_fresh[system] += 1


def _anger_targets(s: ArcsState, seat: int) -> list[Args]:
    return [()]


def _anger(s: ArcsState, seat: int, *args: Arg) -> None:
    """Anger (Battle): the number die first (a chance event, `roll_waiting`)."""
    push_choice(s, seat, BLIGHT_FURY, ROLL_STEP)


def roll_waiting(s: CampaignState) -> bool:
    """True if Anger's roll is the question up: `flow` makes it a chance node instead."""
    return bool(s.choices) and s.choices[-1][1] == BLIGHT_FURY and s.choices[-1][2] == ROLL_STEP


def roll_problem(args: tuple[object, ...]) -> str | None:
    ok = len(args) == 1 and args[0] in data.NUMBER_DIE_FACES
    return None if ok else "angerroll takes a face of the number die, 1-6"


def rolled(s: CampaignState, face: int) -> None:
    """The roll's outcome: the holder now chooses the cluster, Psionic spent to move it."""
    asked = s.choices.pop()
    push_choice(s, int(asked[0]), BLIGHT_FURY, SPEND_STEP, face)
    s.phase = Phase.CHOICE  # (as if answered: the Arcs flow asks the holder next)
    s.mover = int(asked[0])


def _steps(a: int, b: int) -> int:
    """Psionic to turn the die from `a` to `b`, 1 a step either way (6 wraps to 1)."""
    up = (b - a) % 6
    return min(up, 6 - up)


def _psionic(s: ArcsState, seat: int) -> int:
    return resources.held(s, seat).count(arcs_data.RESOURCES.index("psionic"))


def _fury_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == ROLL_STEP:
        return [("roll",)]  # (never offered: a chance node, `roll_waiting`)
    face, have = int(choice[3]), _psionic(s, seat)
    return [(c,) for c in range(1, 7) if _steps(face, c) <= have]


def _fury_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    from ambitions.games.arcs_campaign import council  # (council imports the Fates)
    from ambitions.games.arcs_campaign.fates import naturalist

    cs, seat = _c(s), choice[0]
    cluster = int(args[0])
    psionic = arcs_data.RESOURCES.index("psionic")
    for _ in range(_steps(int(choice[3]), cluster)):
        resources.remove_one(cs, seat, psionic)  # (spent: back to the supply)
        cs.resource_supply[psionic] += 1
    if naturalist.society_asks(cs, _systems_of(cluster), cluster):
        return  # (Blight Society's holder may prevent some first, F21-02: its answer resolves them)
    for x in _systems_of(cluster):
        council.blight_crisis(cs, x)


# -- Blight Hunters (F13-05) --------------------------------------------------------------------------
def blight_toughness(s: CampaignState, attacker: int) -> int:
    """Hits that damage or destroy a Blight: 2 (Tough, CRB p.19), 1 for Blight Hunters' holder
    when attacking."""
    return 1 if BLIGHT_HUNTERS in s.guild[attacker] else 2


# -- Blight Reapers (F13-06) --------------------------------------------------------------------------
def _harvest_targets(a: ArcsState, seat: int) -> list[Args]:
    s = _c(a)
    out: list[Args] = []
    for x in range(reach.NUM_SYSTEMS):
        if not s.blight_damaged[x] or s.controller(x) != seat:
            continue
        if reach.is_gate(x):
            out += [(reach.SYSTEM_IDS[x], r) for r in arcs_data.RESOURCES]
        else:
            out.append((reach.SYSTEM_IDS[x],))
    return out


def _harvest(s: ArcsState, seat: int, *args: Arg) -> None:
    """Harvest (Tax): a damaged Blight destroyed (to the supply, no Trophy), 1 resource gained."""
    cs = _c(s)
    x = reach.SYSTEM_INDEX[str(args[0])]
    if not cs.blight_damaged[x] or cs.controller(x) != seat:
        raise ValueError(f"Harvest: no damaged Blight where seat {seat} controls at {args[0]}")
    cs.blight_damaged[x] -= 1
    cs.blight_supply += 1
    r = arcs_data.RESOURCES.index(str(args[1])) if reach.is_gate(x) else reach.PLANET_RESOURCE[x]
    resources.gain(cs, seat, r)


# -- Blight Purge (F13-07 to F13-09) ------------------------------------------------------------------
def _blight_trophies(s: CampaignState, seat: int) -> int:
    return s.neutral_trophies[seat * len(NEUTRAL_PIECES) + BLIGHT_TROPHY]


def _purge_crisis(card: str):  # type: ignore[no-untyped-def]
    def crisis(s: CampaignState) -> None:
        """Each player gains 2 Power per Blight Trophy; bury this."""
        from ambitions.games.arcs_campaign import vox

        for p in range(s.n):
            s.power[p] += PURGE_POWER * _blight_trophies(s, p)
        vox.remove_from_court(s, card)

    return crisis


def _purge_secured(s: ArcsState, seat: int) -> None:
    """Gain 2 Power per Blight Trophy of yours; Rivals' Blight Trophies back to the supply; the
    card stays discarded."""
    cs, k = _c(s), len(NEUTRAL_PIECES)
    cs.power[seat] += PURGE_POWER * _blight_trophies(cs, seat)
    for r in range(s.n):
        if r != seat:
            cs.blight_supply += cs.neutral_trophies[r * k + BLIGHT_TROPHY]
            cs.neutral_trophies[r * k + BLIGHT_TROPHY] = 0


# -- Blight Panic (F13-10) -----------------------------------------------------------------------------
def panic_owed(s: CampaignState, seat: int) -> int:
    """Blight in the systems where `seat` has a Loyal building or its Flagship. Reading: a Blight
    is "at" a building in its system; each Blight counts once."""
    out = 0
    for x in range(reach.NUM_SYSTEMS):
        blight = s.blight_fresh[x] + s.blight_damaged[x]
        if not blight:
            continue
        building = any(s.slots[k] >= 0 and s.slots[k] >> 2 == seat for k in reach.SYSTEM_SLOTS[x])
        if building or s.flagship[seat] == x:
            out += blight
    return out


def _court_cards_with(s: ArcsState, seat: int) -> list[Args]:
    n = s.n
    return [(card,) for i, card in enumerate(s.court) if card and s.court_agents[i * n + seat]]


def _panic_crisis(s: CampaignState) -> None:
    """Bury this (its agents back first, as Diplomatic Fiasco's Crisis reads), then, in turn
    order, each player returns 1 Court agent per Blight at their Loyal buildings or Flagship."""
    from ambitions.games.arcs_campaign import vox

    vox.remove_from_court(s, BLIGHT_PANIC)
    for p in reversed(s.turn_order()):
        owed = panic_owed(s, p)
        if owed and _court_cards_with(s, p):
            push_choice(s, p, BLIGHT_PANIC, RETURN_STEP, owed)


def _panic_secured(s: ArcsState, seat: int) -> None:
    """Destroy all damaged Blight in a cluster with Loyal pieces, as Trophies; bury this."""
    from ambitions.games.arcs_campaign import vox

    vox.bury_secured(s, BLIGHT_PANIC)
    if _panic_clusters(_c(s), seat):
        push_choice(s, seat, BLIGHT_PANIC, CLUSTER_STEP)


def _panic_clusters(s: CampaignState, seat: int) -> list[Args]:
    return [
        (c,)
        for c in range(1, 7)
        if any(s.blight_damaged[x] for x in _systems_of(c))
        and any(s.has_piece_at(x, seat) for x in _systems_of(c))
    ]


def _panic_options(s: ArcsState, choice: Choice) -> list[Args]:
    seat, step = choice[0], choice[2]
    if step == CLUSTER_STEP:
        return _panic_clusters(_c(s), seat)
    return _court_cards_with(s, seat)


def _panic_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    cs, seat, step, n = _c(s), choice[0], choice[2], s.n
    if step == CLUSTER_STEP:
        for x in _systems_of(int(args[0])):
            cs.neutral_trophies[seat * len(NEUTRAL_PIECES) + BLIGHT_TROPHY] += cs.blight_damaged[x]
            cs.blight_damaged[x] = 0
        return
    i = s.court.index(str(args[0]))
    s.court_agents[i * n + seat] -= 1
    return_agents(s, seat, 1)
    owed = int(choice[3]) - 1
    if owed and _court_cards_with(s, seat):
        push_choice(s, seat, BLIGHT_PANIC, RETURN_STEP, owed)


# -- Blight Looms (F13-11) -----------------------------------------------------------------------------
def _looms_secured(s: ArcsState, seat: int) -> None:
    """As CC15: may destroy all damaged Blight in a cluster with Loyal pieces (CC15's question);
    bury this."""
    from ambitions.games.arcs_campaign import vox

    vox.bury_secured(s, BLIGHT_LOOMS)
    push_choice(s, seat, "CC15", "cluster")


def _looms_crisis(s: CampaignState) -> None:
    from ambitions.games.arcs_campaign import vox

    vox.looms_crisis(s, BLIGHT_LOOMS)


# -- views and positions -----------------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, Any] | None:
    """The pieces on Blight Hunger (public): by owner (the seats, then the Empire's ships)."""
    if not any(s.hunger):
        return None
    n = s.n
    out: dict[str, Any] = {kind: [s.hunger[o * 3 + i] for o in range(n)] for i, kind in enumerate(KINDS)}
    out["imperial_ships"] = s.hunger[n * 3]
    return out


def load_position(s: CampaignState, raw: object, given: Sequence[Sequence[bool]]) -> None:
    """Read ``campaign.blight_hunger`` (the `view` form); the pieces come out of their owners'
    supplies (ships, starports, cities off their boards), each kind unless the seat's supply of
    it is given (`given`: per kind of `KINDS`, per seat, as a snapshot gives them all).
    Raises `InvalidRecord` naming the field."""
    if raw is None:
        return
    n = s.n
    if not isinstance(raw, Mapping) or set(raw) - {*KINDS, "imperial_ships"}:
        raise InvalidRecord(
            f"campaign.blight_hunger must be an object with {', '.join(KINDS)}, imperial_ships"
        )
    for i, kind in enumerate(KINDS):
        counts = raw.get(kind) or [0] * n
        if (
            not isinstance(counts, list)
            or len(counts) != n
            or any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in counts)
        ):
            raise InvalidRecord(
                f"campaign.blight_hunger.{kind} must be {n} counts, not {shorten(counts, 40)}"
            )
        for o, count in enumerate(counts):
            s.hunger[o * 3 + i] = count
            if given[i][o]:
                continue  # (the supply given is what is left with these on Blight Hunger)
            if i == SHIP:
                s.ships[o] -= count
            elif i == STARPORT:
                s.starports[o] -= count
            elif i == CITY:
                s.cities_left[o] -= count
    imperial = raw.get("imperial_ships", 0)
    if isinstance(imperial, bool) or not isinstance(imperial, int) or imperial < 0:
        raise InvalidRecord("campaign.blight_hunger.imperial_ships must be a count")
    s.hunger[n * 3] = imperial
    s.imperial_ships -= imperial
    if min(s.ships) < 0 or min(s.starports) < 0 or min(s.cities_left) < 0 or s.imperial_ships < 0:
        raise InvalidRecord("campaign.blight_hunger: more pieces than their owners' supplies had")


def problems(s: CampaignState) -> list[str]:
    n = s.n
    if (s.phase == CampaignPhase.CHANCE_ANGER) != roll_waiting(s) and s.phase in (
        CampaignPhase.CHANCE_ANGER,
        Phase.CHOICE,
    ):
        return ["Anger's roll (F13-04) is a chance event when its question is up, only then"]
    if any(s.hunger) and not hungers(s) and not s.choices:
        return ["pieces on Blight Hunger with nobody holding it"]
    if any(s.hunger[n * 3 + 1 : n * 3 + 3]):
        return ["Imperial buildings on Blight Hunger"]
    return []


def lines(c: Mapping[str, Any]) -> list[str]:
    h = c.get("blight_hunger")
    if not h:
        return []
    parts = [f"{kind} {h[kind]}" for kind in KINDS if any(h.get(kind) or [])]
    if h.get("imperial_ships"):
        parts.append(f"Imperial ships {h['imperial_ships']}")
    return ["Blight Hunger: " + "; ".join(parts)]


POWERS: tuple[Power, ...] = (
    Power(BLIGHT_FURY, "Blight Fury", actions=(NewAction("anger", "battle", _anger_targets, _anger),),
          choice_options=_fury_options, choose=_fury_choose),
    Power(BLIGHT_HUNTERS, "Blight Hunters"),
    Power(BLIGHT_REAPERS, "Blight Reapers",
          actions=(NewAction("harvest", "tax", _harvest_targets, _harvest),)),
    Power(BLIGHT_HUNGER, "Blight Hunger"),
)  # fmt: skip
"""The Blight Speaker's Act III lore and Guild cards (`fates.POWERS`)."""

VOX_POWERS: tuple[Power, ...] = (
    *(Power(card, "Blight Purge", when_secured=_purge_secured) for card in BLIGHT_PURGE),
    Power(BLIGHT_PANIC, "Blight Panic", when_secured=_panic_secured, choice_options=_panic_options,
          choose=_panic_choose),
    Power(BLIGHT_LOOMS, "Blight Looms", when_secured=_looms_secured),
)  # fmt: skip
"""The Vox cards' When Secured (`vox.POWERS`)."""

VOX_CRISES = {
    **{card: _purge_crisis(card) for card in BLIGHT_PURGE},
    BLIGHT_PANIC: _panic_crisis,
    BLIGHT_LOOMS: _looms_crisis,
}
"""Their Crises (`vox.CRISES`)."""
