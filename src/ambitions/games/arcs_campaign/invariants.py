"""Conservation checks for the campaign: the Arcs checks, extended to what the campaign adds
(Event cards, the campaign Court and its lore, Favors, the Imperial Trust, Imperial ships, Free
buildings, Blight and their Trophies). `problems(state)` lists what is wrong."""

from __future__ import annotations

from collections import Counter
from typing import Final

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import invariants as arcs_invariants
from ambitions.games.arcs import reach
from ambitions.games.arcs.state import BOARD_RESOURCE_SLOTS, NUM_PIECE_KINDS, RESOURCE_SLOTS, Phase
from ambitions.games.arcs_campaign import act3, data, flagship, setup
from ambitions.games.arcs_campaign.fates import (
    acts,
    believer,  # (registers the Faithful cards)
    blight_speaker_act3,
    choice,
    guardian,
    hegemon,
    hegemon_act3,
    judge,
    naturalist,
    objective,
    pacifist_act3,
    pathfinder,
    pathfinder_act3,
    pirate,
    pirate_act3,
    planet_breaker,
    planet_breaker_act3,
    survivalist,
    twisted_passage,
    warden_act3,
)
from ambitions.games.arcs_campaign.fates import cards as fate_cards
from ambitions.games.arcs_campaign.state import (
    ACT_SETUP_PHASES,
    FREE,
    INTERMISSION_PHASES,
    NEUTRAL_PIECES,
    WITNESS_OUT,
    WITNESS_PSIONIC,
    CampaignPhase,
    CampaignState,
)


def problems(s: CampaignState) -> list[str]:
    out: list[str] = []
    n = s.n
    numbers = (
        s.fresh + s.damaged + s.cities_left + s.starports + s.ships + s.agents + s.trophies + s.captives
        + s.resource_supply + s.court_agents + s.box_resources + s.spent_pending + s.imperial_fresh
        + s.imperial_damaged + s.blight_fresh + s.blight_damaged + s.trust + s.favors + s.neutral_trophies
    )  # fmt: skip
    if min(numbers) < 0:
        out.append("a negative count")
    buildings = Counter(c >> 1 for c in s.slots if c >= 0)
    buildings.update(c >> 1 for c in s.breaking_worlds)  # (F11-03B: on Breaking Worlds)
    k = len(NEUTRAL_PIECES)
    out += flagship.problems(s)
    in_play = s.ambitions_in_play()
    if any(box >= 0 and box not in in_play for box in s.marker_box):
        out.append("an ambition marker on an ambition not in play (F20-04, F21-04: no law in the booklet)")
    out += pathfinder.problems(s)  # (F9: the Clues agree with the recorded planet)
    out += pirate_act3.problems(s)  # (F12, Act III: the Rumors)
    out += pathfinder_act3.problems(s)  # (F9, Act III: the Pilgrims)
    out += pacifist_act3.problems(s)  # (F14, Act III: Empathy for All's battle)
    out += hegemon.problems(s)  # (F10: 8 Banners, one to a planet)
    out += survivalist.problems(s)  # (F18: 9 Bunkers, one to a planet)
    out += guardian.problems(s)  # (F20-02: Green Vault's Captives)
    out += hegemon_act3.problems(s)  # (F10-12: ship Captives)
    out += blight_speaker_act3.problems(s)  # (F13-13: Blight Hunger)
    out += naturalist.problems(s)  # (F21-03: Seed's roll)
    hunger = s.hunger  # (pieces on Blight Hunger: [owner * 3 + kind], the Empire last)
    aside = s.hosts_held or [-1] + [0] * (2 * n + 1)  # (F10-12: Captives set aside at scoring)
    ship_captives = [sum(s.ship_captives[o :: n + 1]) + aside[1 + n + o] for o in range(n + 1)]
    out += (
        ["a Hoard without its Pirate Hoard"]
        if any(s.hoard) and not any(map(pirate.hoards, [s] * n, range(n)))
        else []
    )
    out += planet_breaker.problems(s)  # (F11: 6 tokens, no building on a Broken World)
    out += planet_breaker_act3.problems(s)  # (F11-11: its rolls are chance events)
    out += twisted_passage.problems(s)  # (F22-03, F22-05: the Passages, the Twisted Passage)
    out += act3.problems(s)  # (Act III: grand ambitions, final objectives, the log sheet)
    for p in range(n):
        board_ports, board_cities = flagship.board_buildings(s, p)  # (CRB p.22: from the supply)
        on_map = sum(s.fresh[p::n]) + sum(s.damaged[p::n])
        step = n * NUM_PIECE_KINDS
        taken = [sum(s.trophies[p * NUM_PIECE_KINDS + i :: step]) for i in range(NUM_PIECE_KINDS)]
        court = sum(s.court_agents[p::n])
        favors = sum(s.favors[p::n])
        outrage_agents = bin(s.outrage[p] & ~s.outrage_placeholder[p]).count("1")
        # (Sower of Division, F6-25: an agent on a Rival's Outrage slot is its owner's)
        outrage_agents += sum(s.sown[i + 1] == p for i in range(0, len(s.sown), 3))
        outrage_agents -= sum(s.sown[i] == p for i in range(0, len(s.sown), 3))
        agents = s.agents[p] + court + sum(s.captives[p::n]) + taken[1] + outrage_agents + favors
        agents += pirate_act3.agents_on(s, p)  # (on the Rumors, F12-08A)
        agents += aside[1 + p]
        agents += s.scrapped_agents[p]  # (Feast Day's Crisis, F16-13; Bunkers, F18-03)
        agents += s.vow_held[p] if s.vow_held else 0  # (set aside by Vow of Survival, F18-02)
        on_map += s.levy[p] + s.levy[n + p]  # (on Warden's Levy, F16-12)
        on_map += twisted_passage.ships_held(s, p)  # (the Twisted Passage, The Dead Live: F22)
        checks = {
            "ships": (
                s.ships[p] + on_map + taken[0] + s.scrapped_ships[p] + ship_captives[p] + hunger[p * 3],
                arcs_data.SHIPS_PER_PLAYER,
            ),
            "agents": (agents, arcs_data.AGENTS_PER_PLAYER),
            "starports": (
                s.starports[p] + buildings[p * 2] + taken[2] + board_ports + hunger[p * 3 + 1],
                arcs_data.STARPORTS_PER_PLAYER,
            ),
            "cities": (
                s.cities_left[p] + buildings[p * 2 + 1] + taken[3] + board_cities + hunger[p * 3 + 2],
                arcs_data.CITIES_PER_PLAYER,
            ),
        }
        for name, (have, want) in checks.items():
            if have != want:
                out.append(f"seat {p} {name}: {have} accounted for, the box has {want}")
        out += arcs_invariants.placeholder_problems(s, p)
        base = p * RESOURCE_SLOTS
        if [r for r in s.resources[base + s.open_slots(p) : base + BOARD_RESOURCE_SLOTS] if r >= 0]:
            out.append(f"seat {p} holds resources in closed slots or slots its Golems fill")
    for r in range(5):
        total = (
            s.resource_supply[r] + s.resources.count(r) + s.box_resources[r] + s.spent_pending[r]
            + sum(1 for i in s.discard_queue if i % 8 == r) + s.trust[r] + s.league[r] + s.hoard[r]
            + (s.arsenal if r == 2 else 0) + (s.well if r == 4 else 0) + s.resources_scrapped[r]
            + s.green_vault[r]
        )  # fmt: skip
        box = arcs_data.RESOURCE_SUPPLY + (s.witnesses.count(WITNESS_PSIONIC) if r == 4 else 0)
        if total != box:  # (Witnesses flipped to Psionic are Psionic tokens, F14-02)
            out.append(f"{arcs_data.RESOURCES[r]}: {total} tokens accounted for, the box has {box}")
    if any(s.trust) and s.first_regent < 0:
        out.append("resources on the Imperial Trust with no First Regent tile")
    if s.first_regent >= 0 and s.outlaw[s.first_regent]:
        out.append("an Outlaw holds the First Regent tile")
    # Neutral pieces: supply + map + Trophies = the box.
    won = [sum(s.neutral_trophies[i::k]) for i in range(k)]
    aside_imperial = twisted_passage.imperial_held(s)  # (in the Twisted Passage, F22-05)
    aside_blight = twisted_passage.blight_held(s)
    neutral = {
        "Imperial ships": (
            s.imperial_ships
            + sum(s.imperial_fresh)
            + sum(s.imperial_damaged)
            + won[0]
            + ship_captives[n]
            + hunger[n * 3]
            + s.imperial_scrapped
            + aside_imperial,
            data.IMPERIAL_SHIPS,
        ),
        "Free cities": (s.free_cities + buildings[FREE * 2 + 1] + won[1], data.FREE_CITIES),
        "Free starports": (
            s.free_starports + buildings[FREE * 2] + won[2],
            data.FREE_STARPORTS,
        ),
        "Blight": (
            s.blight_supply + sum(s.blight_fresh) + sum(s.blight_damaged) + won[3] + aside_blight,
            data.BLIGHT_TOKENS,
        ),
    }
    for name, (have, want) in neutral.items():
        if have != want:
            out.append(f"{name}: {have} accounted for, the box has {want}")
    # Cards.
    cards = [c for h in s.hands for c in h] + [c for _, c, _ in s.plays]
    cards += [c for c, _, _ in s.action_discard] + s.action_undealt
    cards = [believer.physical(c) for c in cards]
    if cards and sorted(cards) != sorted(setup.deck_now(s)):
        out.append(f"action cards not conserved: {sorted(cards)}")
    held = [c for c in s.court if c] + s.court_deck + s.court_discard + [c for g in s.guild for c in g]
    held += [c for lore in s.lore for c in lore] + [u for _, u, _ in s.unions] + s.attached[1::2]
    held += s.scrapped + s.seek_tucked  # (Seek the Portal under Pilgrims, F9-07A)
    held = [c for c in held if c not in believer.FAITHFUL_CARDS]
    twice = sorted(c for c, k in Counter(held).items() if k > 1)
    if twice:
        out.append(f"Court cards in two places (Court, deck, discard, held, attached, scrapped): {twice}")
    if held:
        campaign = sorted(c for c in held if c in data.CAMPAIGN_COURT_IDS)
        lore = [c for c in held if c in setup.LORE_IDS]
        lore_in = 0 if s.phase == CampaignPhase.CHANCE_COURT_SHUFFLE else n  # (shuffled in at step J)
        if caretaker_lore(s):
            lore_in += n  # the Caretaker's completed Resolution: 1 random lore per player
        lore_ok = len(lore) == lore_in if s.act == 1 else len(lore) >= lore_in  # (later: Resolutions add)
        if campaign != sorted(data.CAMPAIGN_COURT_IDS) or not lore_ok or len(set(lore)) != len(lore):
            out.append(f"Court cards not conserved: {sorted(held)}")
        if held.count(data.COUNCIL) != 1 or s.court[0] != data.COUNCIL:
            out.append("the Imperial Council is not the leftmost Court card")
    hosts, attached = s.attached[0::2], s.attached[1::2]
    known = set(data.CAMPAIGN_COURT_IDS) | set(setup.LORE_IDS) | set(fate_cards.FATE_SET_BY_ID)
    if (
        len(s.attached) % 2
        or len(set(hosts)) != len(hosts)
        or any(not h or h not in s.court for h in hosts)
        or any(c not in known and c not in believer.FAITHFUL_CARDS for c in attached)
    ):
        out.append(f"attached cards {s.attached}: each a card on its own Court card (CRB p.27)")
    out += fate_problems(s)
    out += setup_problems(s)
    out += arcs_invariants.catapult_problems(s)
    imp_f, imp_d = s.catapult_imperial
    here = s.catapult_at
    if (imp_f or imp_d) and (here < 0 or imp_f > s.imperial_fresh[here] or imp_d > s.imperial_damaged[here]):
        out.append(f"Imperial ships moving along ({imp_f} fresh, {imp_d} damaged) not where the Catapult is")
    if not s.battle_side:
        out += arcs_invariants.battle_problems(s)
        if s.battle_imperial_fresh or s.battle_imperial_damaged:
            out.append("Imperial ships attacking outside a battle with neutral pieces")
    else:
        # A battle with neutral pieces: its attacking ships, Loyal and Imperial, are there.
        x, seat = s.battle_system, s.turn_seat
        i = x * s.n + seat
        if x < 0 or seat < 0:
            out.append(f"a battle against {s.battle_side} with no battle system or attacker")
        elif (
            s.battle_imperial_fresh > s.imperial_fresh[x]
            or s.battle_imperial_damaged > s.imperial_damaged[x]
            or s.battle_attacking_fresh > s.fresh[i]
            or s.battle_attacking_damaged > s.damaged[i]
        ):
            out.append(f"attacking ships of the battle against {s.battle_side} not in its system")
    return out + conspiracy_problems(s)


def conspiracy_problems(s: CampaignState) -> list[str]:
    """The Conspirator's tokens (F23-01A): 2 of each colour in all, in supply or on a box, none
    on a box with its own colour guessed wrong (F23-05)."""
    if not s.conspiracy_supply and not s.conspiracies:
        return []
    counts = list(s.conspiracy_supply)
    for t in s.conspiracies:
        if len(counts) == 4:
            counts[t & 3] += 1
        if (t >> 2) & 15 & (1 << (t & 3)) or (t >> 6) not in s.ambitions_in_play():
            return [f"Conspiracy {t} names a box or a wrong guess that cannot be"]
    if counts != [2, 2, 2, 2] or min(s.conspiracy_supply) < 0:
        return [
            f"Conspiracy tokens {s.conspiracy_supply} in supply and {s.conspiracies} placed: not 2 per colour"
        ]
    return []


SETUP_STEPS: Final = (
    Phase.CHANCE_INITIATIVE,
    CampaignPhase.CHANCE_COURT,
    CampaignPhase.CHANCE_COURT_SHUFFLE,
    CampaignPhase.CHANCE_POLICY,
    CampaignPhase.CHANCE_NUMBER,
    CampaignPhase.CHANCE_EVENT,
    CampaignPhase.CHANCE_FATES,
    CampaignPhase.CHOOSE_FATE,
    CampaignPhase.CHANCE_GOLEMS,
    CampaignPhase.PLACE,
)
"""Act I setup up to the placements, in order (CRB p.4-6)."""


def setup_problems(s: CampaignState) -> list[str]:
    """Act I setup (CRB p.4-6) before the deal: no Loyal piece before the placements (Player
    steps G-H); before the number die (Table step N) no Imperial ship on the map, after it 1
    fresh Imperial ship in each system of the two Imperial clusters, the rolled one and the
    next, and nowhere else; before the event die (step O) no Free building or Blight; the
    placements left are the tail of turn order then reverse turn order, and there are as many
    empty building slots on planets with an Imperial ship as placements to come; no Fate Set
    card out of the box before everyone has chosen a Fate (Player step C)."""
    if s.phase not in SETUP_STEPS:
        return []
    out: list[str] = []
    step = SETUP_STEPS.index(s.phase)
    n = s.n
    loyal = any(s.fresh) or any(s.damaged) or any(c >= 0 and c >> 2 < n for c in s.slots)
    if loyal and s.phase != CampaignPhase.PLACE:
        out.append(f"Loyal pieces on the map at phase {s.phase}, before the placements")
    if step <= SETUP_STEPS.index(CampaignPhase.CHANCE_NUMBER):
        if any(s.imperial_fresh) or any(s.imperial_damaged) or s.imperial_clusters:
            out.append(f"Imperial ships on the map at phase {s.phase}, before the number die")
    else:
        clusters = s.imperial_clusters
        empire = {(c - 1) * 4 + k for c in clusters for k in range(4)}
        if len(clusters) != 2 or clusters[1] != clusters[0] % 6 + 1:
            out.append(f"Imperial clusters {list(clusters)}: the number die's cluster and the next (step N)")
        elif any(
            (s.imperial_fresh[x], s.imperial_damaged[x]) != ((1, 0) if x in empire else (0, 0))
            for x in range(reach.NUM_SYSTEMS)
        ):
            out.append("Imperial ships other than 1 fresh in each system of the Imperial clusters (step N)")
    if step <= SETUP_STEPS.index(CampaignPhase.CHANCE_EVENT) and (
        any(s.blight_fresh) or any(s.blight_damaged) or any(c >= 0 and c >> 2 == FREE for c in s.slots)
    ):
        out.append(f"Free buildings or Blight on the map at phase {s.phase}, before the event die")
    if step <= SETUP_STEPS.index(CampaignPhase.CHOOSE_FATE):
        places = [c for g in s.guild for c in g] + [c for lore in s.lore for c in lore] + s.court
        places += s.court_deck + s.court_discard + s.attached + s.scrapped + s.booklet
        if any(c in fate_cards.FATE_SET_BY_ID for c in places):
            out.append(f"Fate Set cards out of the box at phase {s.phase}, before the Fates' setup (step C)")
    order = s.turn_order()
    every = order + order[::-1]
    if s.phase == CampaignPhase.PLACE:
        left = len(s.placing)
        if not s.placing or s.placing != every[2 * n - left :]:
            out.append(f"placements left {s.placing}: a tail of {every} (Player steps G-H)")
    else:
        left = 2 * n if step >= SETUP_STEPS.index(CampaignPhase.CHANCE_EVENT) else 0
        if s.placing:
            out.append(f"placements left {s.placing} at phase {s.phase}")
    slots = sum(
        1
        for x in range(reach.NUM_SYSTEMS)
        if not reach.is_gate(x) and s.imperial_fresh[x] + s.imperial_damaged[x]
        for k in reach.PRINTED_SLOTS[x]
        if s.slots[k] < 0
    )
    if slots < left:
        out.append(f"{slots} empty building slots on planets with Imperial ships for {left} placements")
    return out


def caretaker_lore(s: CampaignState) -> bool:
    """True once a completed Caretaker's Resolution (F5-07) added 1 random lore per player."""
    if "F5-07" not in s.resolved:
        return False
    if s.former_fates:  # (the first Intermission's step F noted who completed)
        if choice.act_before(s) != 1 or fate_cards.CARETAKER not in s.former_fates:
            return False  # (after Act II: not known, and only a lower bound is checked then)
        return s.completed[s.former_fates.index(fate_cards.CARETAKER)]
    return objective.met(s, s.fates.index(fate_cards.CARETAKER))


def draw_problems(s: CampaignState) -> list[str]:
    """Act I's draw (CRB p.6 step B): 2 different "A" Fates per seat, each Fate one of its two."""
    out: list[str] = []
    if s.fate_offers and (
        len(set(s.fate_offers)) != 2 * s.n or not set(s.fate_offers) <= set(fate_cards.A_FATES)
    ):
        out.append(f"Fate draw {s.fate_offers} is not 2 different A Fates per seat")
    order = s.turn_order()
    if s.choosing and s.phase != CampaignPhase.CHOOSE_FATE:
        out.append(f"seats still to choose a Fate {s.choosing} at phase {s.phase} (Player step B)")
    if s.choosing != order[len(order) - len(s.choosing) :]:
        out.append(f"seats still to choose a Fate {s.choosing}: not the last of turn order {order}")
    for p in range(s.n):
        fate = s.fates[p]
        if fate and s.fate_offers and fate not in s.fate_offers[2 * p : 2 * p + 2]:
            out.append(f"seat {p} has Fate {fate}, which it did not draw")
        if bool(fate) == (p in s.choosing):
            out.append(f"seat {p} {'has a Fate and is still to choose' if fate else 'has no Fate'}")
        if fate and not s.choosing and s.phase not in ACT_SETUP_PHASES and not marker_ok(s, p):
            out.append(f"seat {p}'s objective marker is on {s.objective[p]}")
    return out


def marker_ok(s: CampaignState, seat: int) -> bool:
    """`seat`'s objective marker is on the track between 0 and its start space for the Act; in
    Act III only a "C" Fate has one (CRB p.7 step G: -1 for the others)."""
    top = fate_cards.start_space(s.fates[seat], s.n, s.act)
    if top >= 0 and s.act == 3 and s.fates[seat] == fate_cards.CONSPIRATOR:
        return s.objective[seat] >= 0  # (Scoring Conspiracies moves it back, past its start: F23-04)
    return s.objective[seat] == -1 if top < 0 else 0 <= s.objective[seat] <= top


def choice_problems(s: CampaignState) -> list[str]:
    """The Intermission's step F and after (CRB p.29): each seat's 2 cards (its Fate and 1 "B"
    Fate, after Act II a "C" one, if it completed, else 2), the choices made by the seats no
    longer choosing, each Fate one of its seat's two, the objective markers on the track in the
    Act."""
    out: list[str] = []
    n = s.n
    if len(s.former_fates) != n or len(s.completed) != n or len(s.fate_offers) != 2 * n:
        return [f"step F's lists: former {s.former_fates}, completed {s.completed}, offers {s.fate_offers}"]
    drawn = []
    for p in range(n):
        pair = s.fate_offers[2 * p : 2 * p + 2]
        if s.completed[p]:
            if pair[0] != s.former_fates[p]:
                out.append(f"seat {p} completed its objective: {pair[0]} is not its Fate {s.former_fates[p]}")
            drawn.append(pair[1])
        else:
            drawn += pair
    pool = choice.pool(s)
    if len(set(drawn)) != len(drawn) or not set(drawn) <= set(pool):
        out.append(f"Fate draw {drawn} is not different {choice.pool_name(choice.act_before(s))}")
    order = s.turn_order()
    if s.choosing and s.phase != CampaignPhase.CHOOSE_NEW_FATE:
        out.append(f"seats still to choose a Fate {s.choosing} at phase {s.phase} (Intermission step F)")
    if s.choosing != order[len(order) - len(s.choosing) :]:
        out.append(f"seats still to choose a Fate {s.choosing}: not the last of turn order {order}")
    choosing = s.phase == CampaignPhase.CHOOSE_NEW_FATE
    chosen = s.fate_choice if choosing else s.fates
    if len(chosen) != n:
        return out + [f"choices {chosen} are not one per seat"]
    for p in range(n):
        if choosing and bool(chosen[p]) == (p in s.choosing):
            out.append(f"seat {p} {'has chosen and is still to choose' if chosen[p] else 'has not chosen'}")
        if chosen[p] and chosen[p] not in s.fate_offers[2 * p : 2 * p + 2]:
            out.append(f"seat {p} chose {chosen[p]}, which it did not draw")
        if choosing and s.fates[p] != s.former_fates[p]:
            out.append(f"seat {p}'s Fate {s.fates[p]} changed before the reveal")
        if not choosing and s.phase not in ACT_SETUP_PHASES and s.act >= 2 and not marker_ok(s, p):
            out.append(f"seat {p}'s objective marker is on {s.objective[p]}")
    return out


def fate_problems(s: CampaignState) -> list[str]:
    """The Fates (CRB p.6 steps B-D): 2 different "A" Fates drawn per seat, each seat's Fate one
    of its two, objective markers on the track, each Act I Fate Set card of a Fate in play in
    exactly one place, resources on Merchant League only while someone holds it."""
    out: list[str] = []
    if not s.fate_offers and not (s.act > 1 and all(s.fates)):
        return out  # (an Act II table with no Act I draw behind it, a position's: checked below)
    if s.former_fates:
        if CampaignPhase.CHANCE_NEW_FATES not in (s.phase, s.resume_phase):  # (its draw comes next)
            out += choice_problems(s)
    else:
        out += draw_problems(s)
    if s.choosing:
        return out
    places = [c for g in s.guild for c in g] + [c for lore in s.lore for c in lore]
    places += [c for c in s.court if c] + s.court_deck + s.court_discard + s.attached[1::2] + s.scrapped
    places += s.tucked  # (the Planet Hammer under the Fragments, F11-01A)
    places += s.seek_tucked  # (Seek the Portal under Pilgrims, F9-07A)
    to_set_up = s.phase in ACT_SETUP_PHASES | INTERMISSION_PHASES
    for fate in s.fates:
        for card in fate_cards.FATE_SET:
            if card.id.startswith(fate + "-") and card.act <= s.act and card.kind in ("guild", "lore"):
                # The Fate's first Act (Act I for an "A" Fate, Act II for a "B" one, Act III for
                # a "C" one): every one in play; later, the Resolutions may leave some in the box.
                # (A "B" or "C" Fate's Setup side gives them at its Act's setup step F: none before.)
                # A "C" Fate without its Act III part registered gives none (`acts.missing`).
                first_act = 1 + fate_cards.LETTER_RANK[fate_cards.FATE_BY_ID[fate].letter]
                first = s.act == first_act and not to_set_up
                # (a Fate whose Act III part is not built gives nothing: `acts.missing`)
                first = first and (s.act < 3 or fate in acts.ACT3)
                if places.count(card.id) > 1 or (first and places.count(card.id) != 1):
                    out.append(f"Fate Set card {card.id} is in {places.count(card.id)} places")
            elif card.id.startswith(fate + "-") and (places + s.booklet + s.edicts).count(card.id) > 1:
                out.append(f"Fate Set card {card.id} is in more than one place")  # (Act II cards)
    if s.monopolies and (len(s.monopolies) != 5 or not all(-2 <= h < s.n for h in s.monopolies)):
        out.append(f"Monopoly cards {s.monopolies}: 5 holders, each a seat, -1 (supply) or -2 (scrapped)")
    if s.members and len(s.members) != s.n or not -2 <= s.commonwealth < 5:
        out.append(f"Members {s.members} or the Commonwealth marker {s.commonwealth} out of range")
    if s.well and not any("F14-03" in lore for lore in s.lore):
        out.append("Psionic on Well of Empathy with nobody holding it")
    if s.arsenal and not any("F15-03" in g for g in s.guild):
        out.append("Weapons on Arsenal Keepers with nobody holding it")
    if any(s.league) and not any("F3-02" in g for g in s.guild):
        out.append("resources on Merchant League with nobody holding it")
    faithful = s.faithful + [
        c for c in s.attached[1::2] + s.court + s.court_deck if c in believer.FAITHFUL_CARDS
    ]
    faithful += believer.in_circulation(s) + [c for c in s.scrapped_actions if c in believer.FAITHFUL_CARDS]
    if "F8" in s.fates and not s.choosing and sorted(faithful) != sorted(believer.FAITHFUL_CARDS):
        out.append(f"Faithful cards not conserved: {sorted(faithful)}")
    # (a Fate's pieces in play stay when its player switches Fate, CRB p.29: the Act before's
    # Fate counts too)
    played = objective.played(s)
    if s.witnesses and (len(s.witnesses) != 4 or "F14" not in played):
        out.append(f"Witnesses {s.witnesses} without the Pacifist or not 4")
    if any(not (w in (WITNESS_OUT, WITNESS_PSIONIC) or 0 <= w < 24) for w in s.witnesses):
        out.append(f"a Witness at {s.witnesses}")
    out += warden_act3.problems(s)  # (F16-17A: 6 Court tokens; F16-12: levied ships)
    out += judge.problems(s)  # (F24-04: the Judge's Chosen)
    if s.fief_seats and (len(s.fief_seats) != 6 or "F16" not in played):
        out.append(f"Seats {s.fief_seats} without the Warden or not 6")
    if s.ceasefires and (len(s.ceasefires) != 6 or "F15" not in played or s.act != 3):
        out.append(f"Ceasefires {s.ceasefires} without the Peacekeeper's Act III or not 6")
    for i, code in enumerate(s.fief_seats):
        if code >= 0 and not (code % 8 < s.n and reach.cluster_of(reach.SLOT_SYSTEM[code // 8]) == i + 1):
            out.append(f"cluster {i + 1}'s Seat on {code}")
    caretaker = "F5" in played  # (Golems stay in play after a switch)
    if s.golems and (len(s.golems) != 4 or len(s.golem_awake) != 4 or not caretaker):
        out.append(f"Golems {s.golems} without the Caretaker or not 4")
    for x in s.golems:
        if not (x == -1 or 0 <= x < 24 or 100 <= x < 100 + s.n):
            out.append(f"a Golem at {x}")
    return out
