"""Act I setup (CRB p.4-6): the table, then the players.

Chance events, in the rulebook's order: the initiative (Table step B), the campaign Court's
order (I), the lore shuffled into the Court deck (J), the Govern stack (M), the number die (N),
the event die (O), and the action deck with its Event cards (C-E, dealt at Player step J).
Decisions: each seat's two placements (Player steps G-H) and the 2-player mulligan (J).

Player steps B-D, the Fates (drawing two "A" Fates, choosing one secretly, their Setup sides
and objective markers), are `fates.draw`: a chance event and a decision per seat, between the
event die and step F.
"""

from __future__ import annotations

from typing import Any

from ambitions.core.errors import InvalidOptions
from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import reach, resources
from ambitions.games.arcs import setup as arcs_setup
from ambitions.games.arcs.pieces import first_empty_slot, place_ships
from ambitions.games.arcs.state import CITY, EMPTY, STARPORT, Phase, building_code
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.fates import believer, draw
from ambitions.games.arcs_campaign.state import ACT_SETUP_PHASES, FREE, CampaignPhase, CampaignState

OPTIONS = ("act", "continue", "campaign")
"""``act``: 1 (Act I alone, the default), 2 or 3 (Act II or Act III alone, from ``continue``) or
``"all"`` (the whole campaign as one game: Act I, the Intermission, Act II, the Intermission,
Act III); ``continue``: a campaign file to go on from (`campaign_file`): the Intermission and the
next Act from the table it holds; ``campaign``: that file's contents instead of its path (what a
server is sent, the browser having read the file; a record holding it replays anywhere)."""
ACTS = (1, 2, 3, "all")
"""The values of ``act`` (text from a command line or a server: ``"1"``, ``"2"``, ``"3"``,
``"all"``)."""
LORE_IDS = tuple(lore.id for lore in arcs_data.LORE)
"""The base lore deck (CRB p.5 step J: "the same lore deck as you use in the base game")."""


def act_option(options: dict[str, Any]) -> int | str:
    """The ``act`` option as 1, 2, 3 or "all" (`ACTS`); a campaign file to continue means Act II."""
    raw = options.get("act", 2 if options.get("continue") is not None else 1)
    if isinstance(raw, str) and raw.strip().isdigit():
        raw = int(raw)
    if isinstance(raw, bool) or raw not in ACTS:
        raise InvalidOptions(f"act must be 1, 2, 3 or all, not {raw!r:.40}")
    assert isinstance(raw, int | str)
    return raw


def check_options(players: Any, options: dict[str, Any]) -> None:
    if not isinstance(players, int) or isinstance(players, bool) or players not in (2, 3, 4):
        raise InvalidOptions(f"the Blighted Reach campaign is for 2, 3 or 4 players, not {players!r}")
    for key in options:
        if key not in OPTIONS:
            raise InvalidOptions(f"unknown campaign option {key!r}; known options: {', '.join(OPTIONS)}")
    act = act_option(options)
    path = options.get("continue")
    if path is not None and not isinstance(path, str):
        raise InvalidOptions(f"continue takes a campaign file's path, not {path!r:.40}")
    held = options.get("campaign")
    if held is not None and not isinstance(held, dict):
        raise InvalidOptions(f"campaign takes a campaign file's contents (a JSON object), not {held!r:.30}")
    if held is not None and path is not None:
        raise InvalidOptions("give the campaign file once: continue=FILE or its contents (campaign)")
    path = path if held is None else "the campaign file"
    if act in (2, 3) and path is None:
        before = "Act I" if act == 2 else "Act II"
        raise InvalidOptions(
            f"Act {'II' if act == 2 else 'III'} goes on from a campaign file: act={act} needs"
            f" continue=FILE (the file {before} left, `ambitions play arcs-campaign --act"
            f" {act - 1} ... --result FILE`), or play act=all"
        )
    if path is not None and act not in (2, 3):
        raise InvalidOptions(
            f"continue=FILE plays the next Act from the file: act must be 2 or 3, not {act!r}"
        )


def deck_now(s: CampaignState) -> list[str]:
    """The action deck this Act: `action_deck` and the Faithful cards among the action cards,
    less the cards scrapped (Spreading the Faith)."""
    setting_up = s.phase in ACT_SETUP_PHASES  # (before step F: the Caretaker's Event not in yet)
    deck = action_deck(s.n) + data.extra_events(s.act, s.fates, setting_up) + believer.in_circulation(s)
    for card in s.scrapped_actions:
        if card in deck:
            deck.remove(card)
    return deck


def action_deck(players: int) -> list[str]:
    """The action deck: the base cards for this player count (CRB p.4 steps C-D) and the Event
    cards (step E: 2 with 2-3 players, 3 with 4)."""
    return arcs_setup.action_deck(players) + list(data.EVENT_CARDS[: data.events_in_deck(players)])


# -- Table setup -------------------------------------------------------------------------------
def apply_initiative(s: CampaignState, seat: int) -> None:
    """Table step B: a random player gets the initiative. No setup card (CRB p.4)."""
    s.initiative = seat
    s.phase = CampaignPhase.CHANCE_COURT


def apply_court(s: CampaignState, order: list[str]) -> None:
    """Step I: the 15 campaign cards shuffled (top last, as in Arcs) and 3 (2 players) or 4
    (3-4 players) dealt face up; step K: the Imperial Council In Session, leftmost."""
    s.court_deck = list(order)
    row = arcs_data.COURT_ROW_SIZE[s.n]
    s.court = [data.COUNCIL] + [s.court_deck.pop() for _ in range(row)]
    s.court_agents = [0] * (len(s.court) * s.n)
    s.council = data.IN_SESSION
    s.phase = CampaignPhase.CHANCE_COURT_SHUFFLE


def court_shuffle_problem(s: CampaignState, order: list[str]) -> str | None:
    """None if `order` is the Court deck with one lore card per player shuffled in (step J)."""
    campaign = sorted(c for c in order if c in data.CAMPAIGN_COURT_IDS)
    lore = [c for c in order if c in LORE_IDS]
    if campaign != sorted(s.court_deck) or len(lore) != s.n or len(set(lore)) != s.n:
        return f"shuffle takes the {len(s.court_deck)} Court deck cards and {s.n} different lore cards"
    if len(order) != len(campaign) + len(lore):
        return "shuffle takes only Court deck cards and lore cards"
    return None


def apply_court_shuffle(s: CampaignState, order: list[str]) -> None:
    """Step J: the Court deck with one lore card per player, drawn at random, shuffled in."""
    s.court_deck = list(order)
    # Step L: 2 players only, Guild Envoys Depart in the booklet's first slot; step M's Govern
    # stack follows (its order is the next chance event).
    s.edicts = ([data.GUILD_ENVOYS_DEPART] if s.n == 2 else []) + [data.GOVERN]
    s.phase = CampaignPhase.CHANCE_POLICY


def apply_policy(s: CampaignState, order: list[str]) -> None:
    """Step M: the three Govern cards shuffled face down and turned face up: the top card is
    the Policy (CRB p.5, p.20)."""
    s.policies = list(order)
    s.phase = CampaignPhase.CHANCE_NUMBER


def imperial_clusters(number: int) -> tuple[int, int]:
    """Step N: the rolled cluster and the next one clockwise (6 is followed by 1)."""
    return (number, number % 6 + 1)


def apply_number(s: CampaignState, number: int) -> None:
    """Step N: 1 Imperial ship in each system of the two Imperial clusters (8 in all)."""
    s.imperial_clusters = imperial_clusters(number)
    for c in s.imperial_clusters:
        for k in range(4):
            s.imperial_fresh[(c - 1) * 4 + k] += 1
            s.imperial_ships -= 1
    s.phase = CampaignPhase.CHANCE_EVENT


def apply_event(s: CampaignState, symbol: int) -> None:
    """Steps O-Q, then the players' setup up to their placements.

    O: 1 Free city on each planet of the rolled symbol outside the Imperial clusters.
    P: 1 damaged Blight in each system (gates too) outside the Imperial clusters.
    Q: 2 players, the 6 resources of the Imperial clusters' planets on the ambition boxes.
    """
    s.free_symbol = symbol
    outside = [c for c in range(1, 7) if c not in s.imperial_clusters]
    for c in outside:
        planet = (c - 1) * 4 + symbol + 1
        place_free(s, planet, CITY)
        for k in range(4):
            s.blight_damaged[(c - 1) * 4 + k] += 1
            s.blight_supply -= 1
    if s.n == 2:
        for c in s.imperial_clusters:
            for k in (1, 2, 3):
                r = reach.PLANET_RESOURCE[(c - 1) * 4 + k]
                if s.resource_supply[r] > 0:  # as far as the supply allows (CRB p.7 step E)
                    s.resource_supply[r] -= 1
                    s.box_resources[r] += 1
    draw.begin(s)  # Player setup B-D: the Fates (`fates.draw`), then `player_setup`


def place_free(s: CampaignState, planet: int, kind: int) -> bool:
    """A Free city or starport in the planet's first empty printed slot (CRB p.15: an empty
    supply is never a limit, a proxy is used). False if the planet has no empty slot."""
    k = first_empty_slot(s, planet)
    if k < 0:
        return False
    s.slots[k] = building_code(FREE, kind, False)
    if kind == CITY:
        s.free_cities -= 1
    else:
        s.free_starports -= 1
    return True


# -- Player setup ------------------------------------------------------------------------------
def player_setup(s: CampaignState) -> None:
    """Player steps A-F (CRB p.6), then G-H's placements begin.

    A and E are the blank table (pieces in supply, Power 0); B-D were the Fates. F: every title
    Regent side up; the initiative holder takes the First Regent tile if no Fate's setup gave it
    out (the Steward's, the Admiral's).
    """
    s.outlaw = [False] * s.n
    if s.first_regent < 0:
        s.first_regent = s.initiative
    order = s.turn_order()
    s.placing = order + order[::-1]  # G in turn order, H in reverse turn order
    s.phase = CampaignPhase.PLACE
    s.mover = s.placing[0]


def placement_planets(s: CampaignState) -> list[int]:
    """Planets with an Imperial ship and an empty building slot (Player step G)."""
    out = []
    for system in range(reach.NUM_SYSTEMS):
        if reach.is_gate(system):
            continue
        if s.imperial_fresh[system] + s.imperial_damaged[system] == 0:
            continue
        if first_empty_slot(s, system) >= 0:
            out.append(system)
    return out


def place_options(s: CampaignState, seat: int) -> list[tuple[str, str]]:
    """``place city 3.2`` / ``place starport 3.2``: the building, with 3 ships, at a planet with
    an Imperial ship (Rival pieces allowed there)."""
    out = []
    for planet in placement_planets(s):
        sid = reach.SYSTEM_IDS[planet]
        if s.cities_left[seat] > 0:
            out.append(("city", sid))
        if s.starports[seat] > 0:
            out.append(("starport", sid))
    return out


def do_place(s: CampaignState, seat: int, what: str, system_id: str) -> None:
    """Player step G/H: 3 ships and the building, and 1 resource of the planet's type."""
    planet = reach.SYSTEM_INDEX[system_id]
    place_ships(s, seat, planet, 3)
    k = first_empty_slot(s, planet)
    if what == "city":
        s.cities_left[seat] -= 1  # the leftmost city of the board (p12)
        s.slots[k] = building_code(seat, CITY, False)
    else:
        s.starports[seat] -= 1
        s.slots[k] = building_code(seat, STARPORT, False)
    resources.gain(s, seat, reach.PLANET_RESOURCE[planet])
    s.placing.pop(0)
    if s.placing:
        s.mover = s.placing[0]
        return
    fill_free_cities(s)
    s.phase = Phase.CHANCE_DEAL


def fill_free_cities(s: CampaignState) -> None:
    """Player step I: Free cities in every empty building slot on planets with Imperial ships."""
    for system in range(reach.NUM_SYSTEMS):
        if reach.is_gate(system) or not (s.imperial_fresh[system] + s.imperial_damaged[system]):
            continue
        for k in reach.PRINTED_SLOTS[system]:
            if s.slots[k] == EMPTY:
                s.slots[k] = building_code(FREE, CITY, False)
                s.free_cities -= 1


def apply_deal(s: CampaignState, order: list[str]) -> None:
    """Player step J: 6 cards each in turn order; 2 players, the mulligan; K: the rest to the
    action discard (`arcs.setup.finish_deal`)."""
    arcs_setup.apply_deal(s, order)


def mulligan(s: CampaignState, seat: int) -> None:
    """2 players (CRB p.6 step J, p.12): discard every card but the Event cards, then draw as
    many as were discarded."""
    keep = [c for c in s.hands[seat] if c in data.EVENT_CARDS]
    for card in s.hands[seat]:
        if card not in data.EVENT_CARDS:
            s.action_discard.append((card, False, seat))
    s.hands[seat] = keep
    s.phase = CampaignPhase.CHANCE_DRAW


def mulligan_draw_size(s: CampaignState) -> int:
    """How many cards the mulligan draws: 6 minus the Event cards kept."""
    return arcs_data.HAND_SIZE - len(s.hands[(s.initiative + 1) % 2])


def apply_draw(s: CampaignState, cards: list[str]) -> None:
    for c in cards:
        s.action_undealt.remove(c)
    seat = (s.initiative + 1) % 2
    s.hands[seat] = sorted(s.hands[seat] + cards)
    arcs_setup.finish_deal(s)
