"""F21 Naturalist, Act III (a "C" Fate; Fates file "F21 — Naturalist"; card texts F21-01A/B,
F21-02 to F21-04; errata: Blight Fury / Blight Society's "they can't Catapult" is rules text; CRB
p.7-9, p.18, p.25).

Setup (F21-01A), in its order: with a Flagship, the Naturalist may Resettle (`resettle_setup`, the
objective card's question ``[seat, "F21-01", ...]``); gain Blight Society (F21-02, lore) and
Spore Guides (F21-03, Guild); the Blightkin tile by the Empath box and Blightkin Ambition (F21-04,
a law) into the rules booklet: from then on Blightkin is in play (`CampaignState.ambitions_in_play`,
`ambition_tiles`).

Blight Society (F21-02):

* "You can repair and move Blight you control": Blight Fury's powers (F13-04,
  `blight_speaker_act3.furious`, `move_targets`, `repair_targets`), read for either card.
* "Once per action, if you damage or destroy Blight, scrap 1 Loyal agent from your supply"
  (`after`, an `acts.AFTER` hook, against `objective.Watch.blight`): an action of the holder
  (its own, or a battle it attacks in, every hit of it) after which the map has fewer fresh
  Blight or fewer Blight in all. A battle is one action: its first hit that harms Blight costs
  the agent, the rest of that battle nothing (`SOCIETY_FLAG`). Reading: with no agent in its
  supply nothing is scrapped (the text takes it "from your supply"; it forbids nothing).
* "In Blight Crises, you may spend 1 Psionic to prevent them in all systems with Loyal ships"
  (`society_asks`): before Blight Crises resolve, the holder with a Psionic, if its Loyal ships
  (a Flagship too: "a fresh Loyal ship", CRB p.22) are in a system with Blight among them, is
  asked ``choose prevent`` / ``choose none``; the Psionic goes back to the supply and no Blight
  Crisis happens in the systems with its Loyal ships. Reading: every Blight Crises, whatever
  makes them happen (the Crises' first step, CRB p.18, and Blight Fury's Anger, F13-04: "a Blight
  Crisis happens in each system of that cluster"): the card says "In Blight Crises", naming no
  step.

Spore Guides (F21-03, protected): *Seed* (Build, ``seed``): the number die is rolled (a chance
event, ``seedroll 4``); the holder returns Loyal agents from Court cards to its supply, one at a
time (``choose CC05``, ``choose done``), each turning the die 1 up or down (6 wraps to 1): the
cluster then named (``choose 5``) is one the die can show after exactly that many turns; a
damaged Blight goes in a system in play of that cluster with no Blight (``choose 5.2`` when there
is more than one), from the Blight supply (empty: the player with the most Blight Trophies,
`blight_speaker.blight_source`, CRB p.19); no such system or no Blight anywhere: nothing.

Final objective (F21-01B; starts on 18 / 16 / 14), *Live in the Garden*: after each chapter's
scoring, if the Naturalist won Blightkin or nobody declared it, advance 1 per system it controls
with fresh Blight (`ambition_tiles.blight_gardens`: the First Regent controls the Empire's
systems for objectives too, CRB p.10).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs.actions import ArcsAction, Arg
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, NewAction, Power, push_choice
from ambitions.games.arcs.state import ArcsState, Phase
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import ambition_tiles, blight_speaker, objective, resettle_setup
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates import twisted_passage as tp
from ambitions.games.arcs_campaign.state import (
    BLIGHTKIN,
    BLIGHTKIN_AMBITION,
    NEUTRAL_PIECES,
    CampaignPhase,
    CampaignState,
)

OBJECTIVE_CARD = "F21-01"
BLIGHT_SOCIETY = "F21-02"
SPORE_GUIDES = "F21-03"
SETUP_CARDS: Final = (BLIGHT_SOCIETY, SPORE_GUIDES)
"""The cards the Act III Setup side gives (`fates.position.ACT3_SETUP_CARDS`)."""
PSIONIC: Final = arcs_data.RESOURCES.index("psionic")
BLIGHT_TROPHY: Final = NEUTRAL_PIECES.index("blight")

SOCIETY_FLAG: Final = "blight-society"
"""`ArcsState.turn_flags`: the battle under way already cost Blight Society's holder its agent."""
TURN_FLAGS: Final = frozenset({SOCIETY_FLAG})
SOCIETY_STEP: Final = "society"
CRISES: Final = "crises"
"""Blight Society's question before the Crises' Blight Crises (else a cluster: Anger's)."""
PREVENT, NONE = "prevent", "none"

ROLL_STEP: Final = "seed-roll"
"""The step of Seed's question that is the number die's roll: a chance event (`roll_waiting`)."""
RETURN_STEP, CLUSTER_STEP, SYSTEM_STEP = "seed-return", "seed-cluster", "seed-system"
DONE = "done"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def _systems_of(cluster: int) -> range:
    return range((cluster - 1) * 4, cluster * 4)


def holder(s: CampaignState, card: str) -> int:
    """The seat holding `card` (lore or Guild), or -1."""
    for p in range(s.n):
        if card in s.lore[p] or card in s.guild[p]:
            return p
    return -1


# -- setup (F21-01A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F21-01A: the Resettle question (asked first; the rest touches neither the map nor the
    Flagship); Blight Society and Spore Guides; Blightkin Ambition into the rules booklet (its
    tile by the Empath box: the ambition is in play while the law is there)."""
    resettle_setup.offer(s, seat, OBJECTIVE_CARD)
    res.gain(s, seat, BLIGHT_SOCIETY)
    res.gain(s, seat, SPORE_GUIDES)
    res.to_booklet(s, BLIGHTKIN_AMBITION)


# -- the final objective (F21-01B) ----------------------------------------------------------------
def chapter_end(s: CampaignState, seat: int) -> None:
    """*Live in the Garden*: Blightkin won by the Naturalist (untied first) or not declared at
    this chapter's scoring: advance 1 per system it controls with fresh Blight."""
    scored = s.chapter_scoring[-1][1] if s.chapter_scoring else ()
    blightkin = [a for a in scored if a[0] == BLIGHTKIN]
    if not blightkin or blightkin[0][3] == seat:
        objective.advance(s, seat, ambition_tiles.blight_gardens(s, seat))


# -- Blight Society (F21-02): the agent scrapped ----------------------------------------------------
def blight_watch(s: CampaignState) -> tuple[int, ...]:
    """What `after` compares (`objective.Watch.blight`): the fresh Blight on the map, all Blight
    on the map, and the attacker of the battle under way (-1: none); () when nobody holds Blight
    Society."""
    if holder(s, BLIGHT_SOCIETY) < 0:
        return ()
    fresh = sum(s.blight_fresh)
    attacker = s.turn_seat if s.battle_side else -1
    return (fresh, fresh + sum(s.blight_damaged), attacker)


def after(s: CampaignState, seat: int, before: objective.Watch, actor: int, a: ArcsAction) -> None:
    """Once per action: the holder's action damaged or destroyed Blight (fewer fresh, or fewer
    in all, on the map): 1 agent of its supply scrapped (`CampaignState.scrapped_agents`), none
    if its supply has none. A battle's later hits cost nothing more (`SOCIETY_FLAG`)."""
    del seat  # (the card's holder, whoever holds it)
    keeper = holder(s, BLIGHT_SOCIETY)
    if keeper >= 0 and len(before.blight) == 3:
        fresh, total, attacker = before.blight
        now = blight_watch(s)
        harmed = now[0] < fresh or now[1] < total
        if harmed and keeper in (actor, attacker) and SOCIETY_FLAG not in s.turn_flags:
            if s.agents[keeper] > 0:
                s.agents[keeper] -= 1
                s.scrapped_agents[keeper] += 1
            if s.battle_side:
                s.turn_flags.append(SOCIETY_FLAG)
    if not s.battle_side and SOCIETY_FLAG in s.turn_flags:
        s.turn_flags.remove(SOCIETY_FLAG)


# -- Blight Society (F21-02): Blight Crises prevented --------------------------------------------------
def loyal_ships_at(s: CampaignState, seat: int, system: int) -> bool:
    """`seat` has a Loyal ship in `system`: a ship, or its Flagship ("a fresh Loyal ship", CRB p.22)."""
    i = system * s.n + seat
    return bool(s.fresh[i] or s.damaged[i]) or s.flagship[seat] == system


def society_asks(s: CampaignState, systems: Iterable[int], then: str | int) -> bool:
    """Before the Blight Crises in `systems`: Blight Society's holder with a Psionic, Loyal ships
    in one of them with Blight, is asked whether to prevent them (True: asked; the answer
    resolves them, `then`: `CRISES` for the Crises' step, else Anger's cluster). READING: the
    Crises' step also counts the Twisted Passage (F22-05: a gate, so a system; its Blight has its
    Crisis there), with the holder's ships there; Anger's cluster never holds it."""
    seat = holder(s, BLIGHT_SOCIETY)
    if seat < 0 or PSIONIC not in resources.held(s, seat):
        return False
    there = then == CRISES and tp.blight_crisis_with(s, seat)  # (the Twisted Passage, F22-05)
    if not there and not any(
        (s.blight_fresh[x] or s.blight_damaged[x]) and loyal_ships_at(s, seat, x) for x in systems
    ):
        return False
    push_choice(s, seat, BLIGHT_SOCIETY, SOCIETY_STEP, then)
    return True


def society_waiting(s: CampaignState) -> bool:
    """Blight Society's question is up: the Crises wait for its answer (`council.run`)."""
    return bool(s.choices) and s.choices[-1][1] == BLIGHT_SOCIETY and s.choices[-1][2] == SOCIETY_STEP


def _society_options(s: ArcsState, choice: Choice) -> list[Args]:
    has = PSIONIC in resources.held(s, int(choice[0]))
    return [(PREVENT,), (NONE,)] if has else [(NONE,)]


def _society_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """``prevent``: 1 Psionic back to the supply, no Blight Crisis in the systems with the
    holder's Loyal ships; then the Blight Crises asked about resolve."""
    from ambitions.games.arcs_campaign import council  # (council imports the Fates)

    cs, seat, then = _c(s), int(choice[0]), choice[3]
    prevented: set[int] = set()
    if args[0] == PREVENT:
        if not resources.remove_one(cs, seat, PSIONIC):
            raise ValueError("Blight Society: no Psionic to spend")
        cs.resource_supply[PSIONIC] += 1
        prevented = {x for x in range(reach.NUM_SYSTEMS) if loyal_ships_at(cs, seat, x)}
        if any(tp.ships(cs, seat)):
            prevented.add(tp.PLACE)  # (the Twisted Passage is a system: a gate, F22-05)
    if then == CRISES:
        council.crises_after(cs, prevented)
        return
    for x in _systems_of(int(then)):
        if x not in prevented:
            council.blight_crisis(cs, x)


# -- Spore Guides (F21-03): Seed ------------------------------------------------------------------------
def _seed_targets(s: ArcsState, seat: int) -> list[Args]:
    """Seed is offered with a Blight to place (`blight_speaker.blight_source`)."""
    return [()] if blight_speaker.blight_source(_c(s)) != -2 else []


def _seed(s: ArcsState, seat: int, *args: Arg) -> None:
    """Seed (Build): the number die first (a chance event, `roll_waiting`)."""
    push_choice(s, seat, SPORE_GUIDES, ROLL_STEP)


def roll_waiting(s: CampaignState) -> bool:
    """True if Seed's roll is the question up: `flow` makes it a chance node instead."""
    return bool(s.choices) and s.choices[-1][1] == SPORE_GUIDES and s.choices[-1][2] == ROLL_STEP


def roll_problem(args: tuple[object, ...]) -> str | None:
    ok = len(args) == 1 and args[0] in data.NUMBER_DIE_FACES
    return None if ok else "seedroll takes a face of the number die, 1-6"


def rolled(s: CampaignState, face: int) -> None:
    """The roll's outcome: the holder returns agents (or not), then names the cluster."""
    asked = s.choices.pop()
    seat = int(asked[0])
    _after_returns(s, seat, face, 0)
    s.phase = Phase.CHOICE  # (as if answered: the Arcs flow asks the holder next)
    s.mover = seat


def problems(s: CampaignState) -> list[str]:
    """Seed's roll is a chance event exactly when its question is up (`invariants`)."""
    if (s.phase == CampaignPhase.CHANCE_SEED) != roll_waiting(s) and s.phase in (
        CampaignPhase.CHANCE_SEED,
        Phase.CHOICE,
    ):
        return ["Seed's roll (F21-03) is a chance event when its question is up, only then"]
    return []


def _court_cards_with(s: ArcsState, seat: int) -> list[Args]:
    n = s.n
    return [(card,) for i, card in enumerate(s.court) if card and s.court_agents[i * n + seat]]


def _after_returns(s: CampaignState, seat: int, face: int, turned: int) -> None:
    step = RETURN_STEP if _court_cards_with(s, seat) else CLUSTER_STEP
    push_choice(s, seat, SPORE_GUIDES, step, face, turned)


def _steps(a: int, b: int) -> int:
    """Turns of the die from `a` to `b`, the fewest (6 wraps to 1)."""
    up = (b - a) % 6
    return min(up, 6 - up)


def clusters(face: int, turned: int) -> list[int]:
    """The faces the die shows after exactly `turned` turns of 1 from `face`, up or down: within
    that many, an even number of turns left over (6 faces: a turn up and one down cancel)."""
    return [
        c for c in data.NUMBER_DIE_FACES if _steps(face, c) <= turned and (turned - _steps(face, c)) % 2 == 0
    ]


def seed_systems(s: CampaignState, cluster: int) -> list[int]:
    """The systems in play of `cluster` with no Blight, fresh or damaged (gates too, CRB p.19)."""
    return [
        x for x in _systems_of(cluster) if s.in_play[x] and not (s.blight_fresh[x] or s.blight_damaged[x])
    ]


def place_damaged(s: CampaignState, system: int) -> None:
    """A damaged Blight into `system`, from the Blight supply (empty: the most Blight Trophies'
    holder's, `blight_speaker.blight_source`); nothing with no Blight anywhere."""
    source = blight_speaker.blight_source(s)
    if source == -2:
        return
    if source == -1:
        s.blight_supply -= 1
    else:
        s.neutral_trophies[source * len(NEUTRAL_PIECES) + BLIGHT_TROPHY] -= 1
    s.blight_damaged[system] += 1


def _seed_options(s: ArcsState, choice: Choice) -> list[Args]:
    cs, seat, step = _c(s), int(choice[0]), str(choice[2])
    if step == ROLL_STEP:
        return [("roll",)]  # (never offered: a chance node, `roll_waiting`)
    if step == RETURN_STEP:
        return [*_court_cards_with(s, seat), (DONE,)]
    if step == CLUSTER_STEP:
        return [(c,) for c in clusters(int(choice[3]), int(choice[4]))]
    return [(reach.SYSTEM_IDS[x],) for x in seed_systems(cs, int(choice[3]))]


def _seed_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    cs, seat, step = _c(s), int(choice[0]), str(choice[2])
    if step == RETURN_STEP:
        face, turned = int(choice[3]), int(choice[4])
        if args[0] == DONE:
            push_choice(s, seat, SPORE_GUIDES, CLUSTER_STEP, face, turned)
            return
        i = s.court.index(str(args[0]))
        s.court_agents[i * s.n + seat] -= 1
        return_agents(s, seat, 1)
        _after_returns(cs, seat, face, turned + 1)
    elif step == CLUSTER_STEP:
        targets = seed_systems(cs, int(args[0]))
        if len(targets) == 1:
            place_damaged(cs, targets[0])
        elif targets and blight_speaker.blight_source(cs) != -2:
            push_choice(s, seat, SPORE_GUIDES, SYSTEM_STEP, int(args[0]))
    else:
        place_damaged(cs, reach.SYSTEM_INDEX[str(args[0])])


POWERS: tuple[Power, ...] = (
    resettle_setup.power(OBJECTIVE_CARD, "Naturalist Act III Setup / Objective"),
    Power(BLIGHT_SOCIETY, "Blight Society", choice_options=_society_options, choose=_society_choose),
    Power(SPORE_GUIDES, "Spore Guides", actions=(NewAction("seed", "build", _seed_targets, _seed),),
          choice_options=_seed_options, choose=_seed_choose),
)  # fmt: skip
"""The Naturalist's Resettle question, Blight Society and Spore Guides (`fates.POWERS`)."""
