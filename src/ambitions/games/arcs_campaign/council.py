"""The round's end in the campaign: the Imperial Council's resolution (CRB p.14) and the Edicts
(CRB p.20-21): Guild Envoys Depart and Govern the Imperial Reach.

Everything left to resolve is a list of steps on the state (`CampaignState.steps`, next first),
like the Arcs engine's choices: `advance` runs the automatic ones and stops at a decision,
whose options are `step_options` and whose answer `apply_step` applies.

Decisions (action texts):

* ``summit`` / ``no-summit``, then the Call to Order (`summit`): who secured the Council, or the
  initiative holder before an Event's roll.
* ``take relic`` / ``done``: an Outlaw who secured the Council steals from the Imperial Trust.
* ``resolve crises`` / ``resolve edicts``: whoever secured the Council chooses.
* ``enforce`` / ``change peace``: the First Regent, on Govern the Imperial Reach.
* ``demand 1 relic``, ``demand 1 trophy 2 ship``, ``demand 1 trophy free-city``,
  ``demand 1 captive 2``: the First Regent collects the Demand from Regent 1.
* ``outlaw 1`` / ``spare 1``: a Rival Regent with nothing demanded and no agent.
* ``requisition 3.2``: where Escalation's 2 Imperial ships go.
* ``arm 1``: War's Weapons, when too few for every Regent.

* the Summits' Call to Order, Return Favors and Negotiations: `summit`, `negotiations`.

Not here yet: the Fate Crises (with the Fates).
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, Final

from ambitions.core.state import CHANCE
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources, stealing
from ambitions.games.arcs.actions import ArcsAction, Arg, act
from ambitions.games.arcs.state import NUM_PIECE_KINDS, Phase
from ambitions.games.arcs_campaign import (
    data,
    empire,
    events,
    fates,
    flagship,
    intermission,
    negotiations,
    summit,
    vox,
)
from ambitions.games.arcs_campaign.fates import (
    admiral,
    advocate_act2,
    attach,
    believer_act2,
    believer_act3,
    blight_speaker_act3,
    caretaker_act3,
    consent,
    declaring,
    founder_act2,
    founder_act3,
    gate_wraith,
    guardian,
    judge,
    magnate_act2,
    naturalist,
    overlord,
    pacifist_act3,
    partisan_act3,
    peacekeeper,
    peacekeeper_act3,
    pirate,
    redeemer,
    steward_act2,
    steward_act3,
    survivalist,
    twisted_passage,
    warden_act3,
)
from ambitions.games.arcs_campaign.state import EMPIRE, NEUTRAL_PIECES, CampaignPhase, CampaignState

Step = tuple[Any, ...]
RES = arcs_data.RESOURCES
MATERIAL, FUEL, WEAPON, RELIC, PSIONIC = range(5)
DEMANDS = {"peace": (RELIC, PSIONIC), "escalation": (MATERIAL, FUEL, WEAPON)}
"""The resources each Policy's Demand takes (CRB p.20); War takes Trophies or Captives."""


def round_end_phase(s: CampaignState) -> str:
    """After the round's initiative check: the Council if it was secured this round (CRB p.14),
    else the Events if any was played (CRB p.13); one resolution only."""
    rolled_for_events = events.after_round(s)
    s.event_roll = None
    if s.council_secured_by >= 0:
        seat = s.council_secured_by
        s.council_secured_by = -1
        # 1. May call a Summit; 2-3 (by the title held then): the First Regent tile or the Trust;
        # 4. Crises or Edicts.
        s.steps += [("summit?", seat), ("title", -1, seat), ("choose", seat)]
        return CampaignPhase.RESOLVE
    if rolled_for_events:
        # The initiative holder may call a Summit, then rolls both dice.
        s.steps += [("summit?", s.initiative), ("roll", -1), ("event-outcome", -1)]
        return CampaignPhase.RESOLVE
    return Phase.LEAD


# -- the steps -------------------------------------------------------------------------------------
STEP_KINDS = frozenset(
    {
        "summit?", "title", "choose", "roll", "event-outcome", "first-regent", "steal-trust", "edicts",
        data.GUILD_ENVOYS_DEPART, data.GOVERN, "govern", "demand-all", "action", "crises", "court-crises",
        "court-crisis", "call-to-order", "demand", "outlaw", "requisition", "arm", "doctrine",
    }
    | steward_act2.STEPS
    | advocate_act2.STEPS
    | {"armistice", pirate.INTERMISSION_STEP, intermission.RESUME_STEP, "balk"}
    | {data.LORDS_GAIN_POWER, warden_act3.LORD_STEPS}
)  # fmt: skip
"""Every kind of step the round's end puts in `CampaignState.steps` (positions are checked
against it), and the Intermission's after a Resolution that asks (the Pirate's Hoard, F12-04)."""


ALWAYS_ASKED: Final = summit.NEGOTIATION_STEPS | {"call-to-order"}
"""Steps whose options always hold a way on (``done``, ``pass``, ``withdraw``, ``refuse``,
``veto``) and are never taken for the seat: `run` hands them to their seat without listing
them (listing a deal's options clones the state), the decision lists them once."""


def run(s: CampaignState) -> bool:
    """Run automatic steps; True when a seat or chance must decide (`s.mover` set), False when
    done."""
    while s.steps:
        step = s.steps[0]
        kind = step[0]
        if kind == "roll":
            s.steps.pop(0)
            s.phase = CampaignPhase.CHANCE_EVENT_ROLL
            s.mover = CHANCE
            return True
        if kind in RESOLVED:
            # An Edict or step resolved at once: its questions, if any, are asked (the choice stack).
            s.steps.pop(0)
            RESOLVED[kind](s)
            if s.choices and (kind in ASKS or naturalist.society_waiting(s)):  # (F21-02: the Crises')
                return True
            continue
        if kind in EXPANDED:
            s.steps.pop(0)
            s.steps[0:0] = EXPANDED[kind](s)  # (its steps first, in their order)
            continue
        if kind == "stone-speakers":
            # Stone-Speakers (F5-04): a Crisis face resolves the Crises; no Edicts.
            s.steps.pop(0)
            assert s.event_roll is not None
            if s.event_roll[0] == "crisis":
                s.steps.insert(0, ("crises", -1))
            continue
        if kind == intermission.RESUME_STEP:
            # The Resolutions' decisions are taken (Intermission step A): on with B-D.
            s.steps.pop(0)
            intermission.steps_b_to_d(s)
            return False
        if kind == "resume":
            # Back to the round under way (Stone-Speakers ended a turn in its middle).
            s.steps.pop(0)
            s.phase = str(step[2])
            s.event_roll = None
            return False
        if kind == "event-outcome":
            s.steps.pop(0)
            assert s.event_roll is not None
            s.steps.insert(0, ("crises", -1) if s.event_roll[0] == "crisis" else ("edicts", -1))
            continue
        if kind == "title":
            s.steps.pop(0)
            seat = int(step[2])
            if empire.is_regent(s, seat):
                s.steps.insert(0, ("first-regent", -1, seat))
            else:
                s.steps.insert(0, ("steal-trust", seat, _empty_slots(s, seat)))
            continue
        if kind == "first-regent":
            # 2. A Regent takes the First Regent tile, the Trust staying on it.
            s.steps.pop(0)
            s.first_regent = int(step[2])
            continue
        if kind == "edicts":
            s.steps.pop(0)
            # Every Edict, lowest edict number first (CRB p.20).
            for edict in sorted(s.edicts, key=lambda e: data.EDICT_NUMBER[e]):
                s.steps.append((edict, -1))
            continue
        if kind == steward_act2.IMPERIAL_QUORUM:
            # Imperial Quorum (F1-13, edict 02) resolves Govern the Imperial Reach its way.
            s.steps.pop(0)
            steward_act2.skip_govern(s)
            s.steps[0:0] = steward_act2.quorum_steps(s)
            continue
        if kind == data.EMPIRE_BALKS_AT_PEACE:
            # F15-09: the First Regent's question, if the edict applies (none asked otherwise).
            if peacekeeper_act3.balk_options(s):
                s.steps[0] = ("balk", s.first_regent)
            else:
                s.steps.pop(0)
            continue
        if kind == warden_act3.LORD_STEPS:
            s.steps.pop(0)
            warden_act3.lord_gains(s, int(step[2]))
            if s.choices:
                return True  # (influence or secure its Court token's card: the Lord's question)
            continue
        if kind == data.GOVERN:
            if s.first_regent < 0:
                s.steps.pop(0)  # DOUBT (BRD C.2): no First Regent, nobody governs: skipped
                continue
            s.steps[0] = ("govern", s.first_regent)
            continue
        if kind == data.SET_DOCTRINE:
            holder = believer_act2.doctrine_setter(s)
            if holder < 0:
                s.steps.pop(0)
            else:
                s.steps[0] = ("doctrine", holder)
            continue
        if kind == data.SET_LAY_DOCTRINE:
            holder = believer_act3.lay_doctrine_setter(s)  # (the Faithful cards revealed)
            if holder < 0:
                s.steps.pop(0)
            else:
                s.steps[0] = ("doctrine", holder)
            continue
        if kind == data.USE_IMPERIAL_FOUNDRIES:
            found = admiral.foundry_step(s)
            if found is None or not admiral.foundry_options(s, found):
                s.steps.pop(0)
            else:
                s.steps[0] = found
            continue
        if kind == "demand-all":
            s.steps.pop(0)
            _queue_demands(s, str(step[2]))
            continue
        if kind == "action":
            s.steps.pop(0)
            imperial_action(s, str(step[2]), s.first_regent)
            continue
        if kind == "court-crises":
            s.steps.pop(0)
            if s.event_roll is None:
                # "Roll the event and number dice unless you just rolled them" (CRB p.18).
                s.steps[0:0] = [("roll", -1), ("court-crises", -1)]
                continue
            cards = [c for c in s.court if c in vox.CRISES]
            if s.passages:  # (Passage Storms attached: its Crisis first, CRB p.18; F22-06)
                cards = gate_wraith.with_attached_storms(s, cards)
            s.steps[0:0] = [("court-crisis", -1, c) for c in cards]
            continue
        if kind == "court-crisis":
            s.steps.pop(0)
            if step[2] in s.court or (s.passages and step[2] == gate_wraith.storms_attached(s)):
                vox.CRISES[str(step[2])](s)
                if s.choices:
                    return True  # its questions are asked through the Arcs engine's choices
            continue
        if kind in ALWAYS_ASKED:
            s.mover = int(step[1])  # (never empty, never forced: not listed twice a decision)
            return True
        options = step_options(s)
        if not options:
            s.steps.pop(0)
            continue
        if len(options) == 1 and kind in ("demand", "arm"):
            apply_step(s, options[0])  # a demand with one possible piece is taken at once
            continue
        s.mover = int(step[1])
        return True
    return False


def step_options(s: CampaignState) -> list[ArcsAction]:
    step = s.steps[0]
    kind, seat = step[0], int(step[1])
    if kind == "steal-trust":
        # 3. Up to the Outlaw's empty resource slots (CRB p.14), counted when it resolves.
        if int(step[2]) <= 0 or not any(s.trust):
            return []
        if s.first_regent >= 0 and stealing.resources_protected(s, s.first_regent):
            return []  # Sworn Guardians protects the Trust too (reading: `guild._trust_protected`)
        return [act("take", RES[r]) for r in range(5) if s.trust[r]] + [act("done")]
    if kind == "choose":
        return [act("resolve", "crises"), act("resolve", "edicts")]
    if kind == "summit?":
        return [act("summit"), act("no-summit")]
    if kind == "call-to-order":
        return summit.call_options(s, seat, int(step[2]))
    if kind in summit.NEGOTIATION_STEPS:
        return summit.negotiation_options(s, step)
    if kind == "govern":
        others = [p for p in data.POLICIES if p != s.policies[0]]
        options = [act("enforce")] + [act("change", p) for p in others]
        return peacekeeper.govern_options(s, seat, options)  # Oath of Peace (F15-02)
    if kind == "demand":
        return _demand_options(s, int(step[2]))
    if kind == "outlaw":
        return [act("outlaw", int(step[2])), act("spare", int(step[2]))]
    if kind == "requisition":
        return [act("requisition", twisted_passage.system_id(x)) for x in _requisition_systems(s, seat)]
    if kind in advocate_act2.STEPS:
        return advocate_act2.demand_options(s, step)
    if kind == founder_act2.ARMISTICE_STEP:
        return [act(*option) for option in founder_act2.armistice_options(s, seat)]
    if kind == steward_act2.QUORUM_ACTION:
        return [act("imperial-action"), act("pass")]
    if kind == steward_act2.QUORUM_POLICY:
        return [act("keep")] + [act("change", p) for p in data.POLICIES if p != s.policies[0]]
    if kind == "arm":
        left = list(step[2])
        return [act("arm", p) for p in left]
    if kind == "foundries":
        return admiral.foundry_options(s, step)
    if kind == "balk":
        return peacekeeper_act3.balk_options(s)  # Empire Balks at Peace (F15-09)
    if kind == "doctrine":
        return [act("doctrine", side) for side in (believer_act2.ZEAL, believer_act2.WISDOM)]
    if kind == pirate.INTERMISSION_STEP:
        return pirate.intermission_options(s, seat)
    raise AssertionError(f"unknown step {step}")


def apply_step(s: CampaignState, a: ArcsAction) -> None:
    step = s.steps.pop(0)
    kind, seat = step[0], int(step[1])
    if kind == "steal-trust":
        if a.kind == "take":
            r = RES.index(str(a.args[0]))
            s.trust[r] -= 1
            resources.put(s, seat, r)
            if s.first_regent >= 0:
                s.power[s.first_regent] -= 1  # the First Regent loses 1 Power per resource
            s.steps.insert(0, ("steal-trust", seat, int(step[2]) - 1))
    elif kind == "summit?":
        if a.kind == "summit":
            s.summit_gifts = []  # (a new Summit: no consent forced yet, F3-19, F4-14)
            s.steps.insert(0, ("call-to-order", seat, 0))
    elif kind == "call-to-order":
        if a.kind == "done":
            s.steps.insert(0, ("negotiate", seat, 0))  # then the Negotiations, from the caller
            # (what the Magnate gives, counted per Summit: F3-01B; consents forced stay)
            s.summit_gifts = [g for g in s.summit_gifts if g.startswith("consent ")]
        else:
            titles = int(step[2])
            if a.kind == "petition":
                summit.petition_the_council(s)
            elif a.kind == "leave":
                summit.leave_the_empire(s, seat)
                titles |= summit.LEFT
            elif a.kind == "force-consent":
                consent.force_consent(s, seat, int(a.args[0]), str(a.args[1]))
            elif a.kind == "force":
                negotiations.force(s, seat, int(a.args[0]), a.args[1:])
            elif a.kind == "forgive":
                pacifist_act3.call_forgive(s, seat, int(a.args[0]), str(a.args[1]))  # F14-11
            else:
                summit.revive_the_empire(s, seat)
                titles |= summit.REVIVED
            s.steps.insert(0, ("call-to-order", seat, titles))  # any number of them, then done
    elif kind in summit.NEGOTIATION_STEPS:
        summit.negotiate(s, step, a)
    elif kind == "choose":
        if a.args[0] == "edicts":
            s.steps.insert(0, ("edicts", -1))
        else:
            s.steps.insert(0, ("crises", -1))  # (its Court Crises roll the dice: none rolled)
    elif kind in advocate_act2.STEPS:
        advocate_act2.apply_demand(s, step, a)
    elif kind == founder_act2.ARMISTICE_STEP:
        if a.kind == "attach":
            founder_act2.attach_armistice(s, str(a.args[0]))
    elif kind == steward_act2.QUORUM_ACTION:
        if a.kind == "imperial-action":
            imperial_action(s, s.policies[0], seat)  # (its questions go to this Regent)
    elif kind == steward_act2.QUORUM_POLICY:
        if a.kind == "change":
            s.policies.remove(str(a.args[0]))
            s.policies.insert(0, str(a.args[0]))
    elif kind == "govern":
        if a.kind == "enforce":
            policy = s.policies[0]
            s.steps[0:0] = [("demand-all", -1, policy), ("action", -1, policy)]
        else:
            s.policies.remove(str(a.args[0]))
            s.policies.insert(0, str(a.args[0]))  # the new Policy on top; nothing else now
    elif kind == "demand":
        _collect(s, int(step[2]), a.args[1:])
    elif kind == "outlaw":
        if a.kind == "outlaw":
            s.outlaw[int(step[2])] = True
    elif kind == "requisition":
        k = min(steward_act3.requisition_ships(s), s.imperial_ships)  # 4: F1-25
        if a.args[0] == twisted_passage.TWISTED:
            twisted_passage.add_ships(s, EMPIRE, k, 0)
        else:
            s.imperial_fresh[reach.SYSTEM_INDEX[str(a.args[0])]] += k
        s.imperial_ships -= k
    elif kind == "foundries":
        admiral.apply_foundry(s, step, a)
    elif kind == "balk":
        peacekeeper_act3.balk(s, a)
    elif kind == "doctrine":
        s.doctrine = str(a.args[0])  # Set Doctrine (F8-21): the same side keeps it
    elif kind == pirate.INTERMISSION_STEP:
        pirate.intermission_apply(s, seat, a)
    elif kind == "arm":
        chosen = int(a.args[0])
        _give_weapon(s, chosen)
        left = [p for p in step[2] if p != chosen]
        if left and _weapons_available(s):
            s.steps.insert(0, ("arm", seat, tuple(left)))


def _empty_slots(s: CampaignState, seat: int) -> int:
    return s.open_slots(seat) - len(resources.held(s, seat))


# -- Crises (CRB p.18) ----------------------------------------------------------------------------
def resolve_crises(s: CampaignState) -> None:
    """The Blight Crises, then the Fate Crises (`fates.fate_crises`), then the Court Crises (CRB
    p.18); Blight Society's holder may prevent some first (F21-02: its answer goes on here)."""
    if naturalist.society_asks(s, range(reach.NUM_SYSTEMS), naturalist.CRISES):
        return
    crises_after(s, ())


def crises_after(s: CampaignState, prevented: Collection[int]) -> None:
    """The Crises, no Blight Crisis in the systems `prevented` (Blight Society, F21-02)."""
    for system in range(reach.NUM_SYSTEMS):
        if system not in prevented:
            blight_crisis(s, system)
    if twisted_passage.PLACE not in prevented:  # (Blight Society prevents it too, F21-02)
        twisted_passage.blight_crisis(s)  # (Blight in the Twisted Passage, F22-05: Crises still harm)
    fates.fate_crises(s)
    s.steps.insert(0, ("court-crises", -1))


def blight_crisis(s: CampaignState, system: int) -> None:
    """Each fresh Blight deals 3 hits, each damaged one 1 (CRB p.18). Hits go to Imperial ships
    first; once none remain, each remaining hit goes to the Loyal ships of every player there;
    fresh ships are hit before damaged ones. Blight never hits buildings in a Crisis. A
    Flagship takes a player's hits once no other fresh ship of theirs is there (`flagship`)."""
    if steward_act2.protected_from_blight(s, system):
        return  # Imperial Protectors (F1-08)
    if s.bunkers and (s.blight_fresh[system] or s.blight_damaged[system]):
        survivalist.blight_crisis(s, system)  # Protect Against the Blight (F18-01B)
    hits = 3 * s.blight_fresh[system] + s.blight_damaged[system]
    n = s.n
    hunger = blight_speaker_act3.hungers(s)  # (Blight Hunger, F13-13: destroyed pieces onto it)
    while hits and (s.imperial_fresh[system] or s.imperial_damaged[system]):
        hits -= 1
        if s.imperial_fresh[system]:
            s.imperial_fresh[system] -= 1
            s.imperial_damaged[system] += 1
        else:
            s.imperial_damaged[system] -= 1
            if hunger:
                blight_speaker_act3.feed(s, n)
            else:
                twisted_passage.destroyed(s, EMPIRE)  # (to the supply, or onto The Dead Live, F22-04)
    flagships = system in s.flagship  # (Flagships come in Act II)
    for _ in range(hits):
        for p in range(n):
            i = system * n + p
            if flagships and flagship.crisis_hits(s, p, system):
                flagship.crisis_hit(s, p, hunger)  # (CRB p.24; R8, R14: before the damaged ships)
            elif s.fresh[i]:
                s.fresh[i] -= 1
                s.damaged[i] += 1
            elif s.damaged[i]:
                s.damaged[i] -= 1
                if hunger:
                    blight_speaker_act3.feed(s, p)
                else:
                    twisted_passage.destroyed(s, p)  # destroyed by the Blight: back to its owner


# -- Guild Envoys Depart (edict 00, CRB p.9, p.21) ----------------------------------------------------
def guild_envoys_depart(s: CampaignState) -> None:
    """Bury every Guild card in the Court with no agents on it (Vox, lore and the Council stay),
    then refill the Court."""
    n = s.n
    for i, card in enumerate(s.court):
        info = arcs_data.COURT_CARD_BY_ID.get(card)
        if info is None or info.kind != "guild" or any(s.court_agents[i * n : (i + 1) * n]):
            continue
        s.court_deck.insert(0, card)  # bury: the bottom of the Court deck (the state keeps the top last)
        s.court[i] = ""
        attach.slide_down(s, i, card)  # an attached card slides down (CRB p.27)
    for i, card in enumerate(s.court):
        if not card and s.court_deck:
            s.court[i] = s.court_deck.pop()


# -- Govern the Imperial Reach (edict 03, CRB p.20-21) ------------------------------------------------
def regents(s: CampaignState) -> list[int]:
    return [p for p in s.turn_order() if empire.is_regent(s, p)]


def _queue_demands(s: CampaignState, policy: str) -> None:
    """The Demand: one piece from each Regent (Peace, Escalation: the First Regent too, from
    their own resources if they have one; War: each Rival Regent)."""
    fr = s.first_regent
    # Govern with Authority (F1-22A, F1-24 to F1-26): the Outlaws whose Loyal city or Flagship
    # the Empire controls owe it too, in turn order with the Regents.
    owing = [p for p in s.turn_order() if empire.is_regent(s, p) or steward_act3.owes_demand(s, p)]
    for p in owing:
        if p == fr and policy == "war":
            continue  # "The First Regent does not need to take a Trophy or Captive from themself"
        s.steps.insert(len([x for x in s.steps if x[0] in ("demand", "outlaw")]), ("demand", fr, p))


def _demand_options(s: CampaignState, target: int) -> list[ArcsAction]:
    policy = s.policies[0]
    fr = s.first_regent
    out: list[ArcsAction] = []
    if policy in DEMANDS:
        held = resources.held(s, target)
        out = [act("demand", target, RES[r]) for r in DEMANDS[policy] if r in held]
        if WEAPON in DEMANDS[policy] and WEAPON in held and peacekeeper.ARSENAL_KEEPERS in s.guild[fr]:
            out.append(act("demand", target, "weapon", "arsenal"))  # F15-03: even for the Trust
        if guardian.GREEN_VAULT in s.lore[fr]:  # F20-02: "even if you're taking for the Imperial Trust"
            out += [
                act("demand", target, RES[r], "vault")
                for r in guardian.VAULTED
                if r in DEMANDS[policy] and r in held
            ]
    else:
        n = s.n
        for owner in range(n):
            if empire.is_regent(s, owner):
                continue  # never a Regent's piece
            for k, piece in enumerate(("ship", "agent", "starport", "city")):
                if s.trophies[(target * n + owner) * NUM_PIECE_KINDS + k]:
                    out.append(act("demand", target, "trophy", owner, piece))
            if s.captives[target * n + owner]:
                out.append(act("demand", target, "captive", owner))
        for k, piece in enumerate(NEUTRAL_PIECES):
            if piece != "imperial-ship" and s.neutral_trophies[target * len(NEUTRAL_PIECES) + k]:
                out.append(act("demand", target, "trophy", piece))  # never an Imperial piece
    if out or target == fr or s.outlaw[target]:
        return out  # (an Outlaw with nothing demanded gives nothing: the Favor is a Regent's, F1-24)
    # A Rival Regent with nothing demanded: 1 agent as a Favor; with no agent, the First Regent
    # may make them an Outlaw.
    return [act("demand", target, "favor")]


def _collect(s: CampaignState, target: int, what: tuple[Arg, ...]) -> None:
    fr, n = s.first_regent, s.n
    if what[0] == "favor":
        if s.agents[target] > 0:
            s.agents[target] -= 1
            s.favors[fr * n + target] += 1
        else:
            s.steps.insert(0, ("outlaw", fr, target))
        return
    if what[0] == "trophy":
        if len(what) == 2:
            k = NEUTRAL_PIECES.index(str(what[1]))
            s.neutral_trophies[target * len(NEUTRAL_PIECES) + k] -= 1
            s.neutral_trophies[fr * len(NEUTRAL_PIECES) + k] += 1
        else:
            owner = int(what[1])
            k = ("ship", "agent", "starport", "city").index(str(what[2]))
            s.trophies[(target * n + owner) * NUM_PIECE_KINDS + k] -= 1
            s.trophies[(fr * n + owner) * NUM_PIECE_KINDS + k] += 1
        return
    if what[0] == "captive":
        owner = int(what[1])
        s.captives[target * n + owner] -= 1
        s.captives[fr * n + owner] += 1
        return
    r = RES.index(str(what[0]))
    resources.remove_one(s, target, r)
    if what[1:] == ("arsenal",):
        s.arsenal += 1  # on Arsenal Keepers instead (F15-03: "even if you're taking for the Trust")
        return
    if what[1:] == ("vault",):
        guardian.vault_demand(s, r)  # in Green Vault's Captives instead (F20-02)
        return
    s.trust[r] += 1  # frozen on the First Regent tile (CRB p.21)


# -- Imperial Actions ----------------------------------------------------------------------------
def imperial_action(s: CampaignState, policy: str, actor: int) -> None:
    """The Policy's Imperial Action, taken by `actor`: the First Regent (edict 03), or the Regent
    with the most starports under Imperial Quorum (F1-13), who then decides its questions."""
    fr = actor
    if policy == "peace":
        # Celebrate Regency: each Regent gains the bonus Power of its uncovered city slots.
        for p in regents(s):
            bonus = arcs_data.BONUS_POWER_BY_CITIES_LEFT[s.cities_left[p]]
            s.power[p] += bonus * steward_act3.regency_bonus(s)  # doubled: F1-26
    elif policy == "escalation":
        # Requisition Ships: 2 fresh Imperial ships in an Empire-controlled system, else at a
        # Loyal starport (DOUBT, BRD C.2: whose is not said; read: the First Regent's).
        s.steps.insert(0, ("requisition", fr))
    else:
        # Distribute Arms: 1 Weapon to each Regent from the supply, else from the Trust; if too
        # few, the First Regent picks who gets them.
        rs = regents(s)
        steward_act3.distribute_any_resource(s, rs)  # F1-24: then any 1 resource each
        if _weapons_available(s) >= len(rs):
            for p in rs:
                _give_weapon(s, p)
        elif _weapons_available(s):
            s.steps.insert(0, ("arm", fr, tuple(rs)))


def _weapons_available(s: CampaignState) -> int:
    return s.resource_supply[WEAPON] + s.trust[WEAPON]


def _give_weapon(s: CampaignState, seat: int) -> None:
    if s.resource_supply[WEAPON] > 0:
        resources.gain(s, seat, WEAPON)
    elif s.trust[WEAPON] > 0:
        s.trust[WEAPON] -= 1
        resources.put(s, seat, WEAPON)


def _requisition_systems(s: CampaignState, actor: int) -> list[int]:
    if s.imperial_ships <= 0:
        return []
    empire_systems = [x for x in range(reach.NUM_SYSTEMS) if s.imperial_fresh[x]]
    if twisted_passage.ships(s, EMPIRE)[0]:
        # READING: the Twisted Passage is a system (a gate, F22-05) the Empire controls with a
        # fresh Imperial ship there (CRB p.10): Requisition Ships may place there (``7.0``).
        empire_systems.append(twisted_passage.PLACE)
    if empire_systems:
        return empire_systems
    fr = actor
    mine = [k for k, code in enumerate(s.slots) if code >= 0 and code >> 2 == fr and not code & 2]
    return sorted({reach.SLOT_SYSTEM[k] for k in mine})


# -- the steps `run` resolves at once -----------------------------------------------------------------
RESOLVED: Final[dict[str, Callable[[CampaignState], object]]] = {
    data.GUILD_ENVOYS_DEPART: guild_envoys_depart,
    data.PEACE_DIVIDENDS: peacekeeper_act3.peace_dividends,  # F15-10
    pacifist_act3.REBUKE: pacifist_act3.rebuke,  # Rebuke of the Empaths (F14-12)
    data.REACH_REJECTS_OVERLORD: overlord.reach_rejects,  # F17-03
    data.GAIN_MONOPOLIES: magnate_act2.gain_monopolies,  # F3-18
    "crises": resolve_crises,
    # These may ask questions (`ASKS`):
    data.IMPERIAL_SPONSOR: steward_act3.sponsor_edict,  # F1-23: the First Regent's
    data.GUILDS_DECRY_TERROR: partisan_act3.guilds_decry_terror,  # (a Court deck shuffle, F6-19)
    data.JUDGE_SETS_AGENDA: lambda s: judge.agenda(s, declaring.forbidden),  # F24-05: the Judge's
    data.REBUKE_OF_THE_KEEPERS: lambda s: redeemer.rebuke(s, declaring.forbidden),  # F19-03
    data.CAPTIVE_RELEASE: survivalist.captive_release,  # F18-05: the players with more Power
    data.GOLEMS_SATE: caretaker_act3.sate,  # F5-21: the Awake Golems' holders
}
"""The Edicts and steps `run` resolves as it meets them (popped, then resolved)."""
ASKS: Final = frozenset(
    {
        data.IMPERIAL_SPONSOR,
        data.GUILDS_DECRY_TERROR,
        data.JUDGE_SETS_AGENDA,
        data.REBUKE_OF_THE_KEEPERS,
        data.CAPTIVE_RELEASE,
        data.GOLEMS_SATE,
    }
)
"""Those of `RESOLVED` whose questions (the choice stack) are answered before `run` goes on."""
EXPANDED: Final[dict[str, Callable[[CampaignState], list[Any]]]] = {
    data.CALL_FOR_ARMISTICE: founder_act2.call_for_armistice_steps,
    data.MASS_CALL_FOR_ARMISTICE: founder_act3.mass_call_steps,  # F2-26
    data.LORDS_GAIN_POWER: lambda s: warden_act3.lords_gain_power_steps(),  # F16-19, Fief by Fief
    data.ADVOCATES_DEMAND: advocate_act2.demand_steps,
}
"""The Edicts `run` replaces by their own steps (put first, in their order)."""
