"""F16 Warden, Act III (Fates file "F16 — Warden"; card texts F16-17A/B, F16-18, F16-19, F16-12
to F16-16; errata: Feudal Courts' token stays on the refilled card when a Vassal secures, a
returned Seat returns its Court token; Feast Day's replaced city keeps its Seat). The Act II part
(Seats, Fiefs, Lords, Vassals, Feudal Law) is `warden`.

Setup (F16-17A): the 6 Court tokens (1st to 6th, one per cluster's Fief) into the general
supply (`CampaignState.court_tokens`); Feudal Courts (F16-18) into the rules booklet and Lords
Gain Power (F16-19) with the Edicts.

Grand ambitions (F16-17B), *Return to the Old Ways*: (1) you are Lord of more Fiefs than each
Rival; (2) you control more Seats than the current chapter.

* Feudal Courts (F16-18): influencing a Court card with no agent (not the Imperial Council), a
  Lord or Vassal may also place the Court token of such a Fief from the supply on it (``choose
  3`` / ``choose none``); only that Fief's Lord and Vassals may influence or secure a card with
  its token; its Lord securing it returns the token and the Vassals' agents on it (to their
  owners); a Vassal securing it leaves the token on the refilled card (the token sits in the
  Court place: `court_tokens`); a Ransack takes such a card only from a battle in that Fief (a
  city destroyed there). A Seat returned returns its Court token (errata), as does a Court place
  left empty.
* Lords Gain Power (F16-19, edict 80): for each Fief from cluster 1 on, its Lord gains 3 Power
  and may influence or secure the card with that Fief's Court token (``choose influence`` /
  ``choose secure`` / ``choose none``).
* Warden's Levy (F16-12): *Levy* (Tax, a new action): a ship from a Vassal's supply onto the card
  (``levy 1``), at most 1 of theirs per Fief where you are their Lord; attacking, the holder's
  hits go to those ships first (``hit levy-fresh-1``); a destroyed one goes back to its owner.
  Battles of a holder with levied ships run in the campaign's battle steps (`battle`).
* Feast Day (F16-13, F16-14, Vox): while one is in the Court, no player battles another in a
  Fief (nor breaks a world there with a Rival's building); Crisis: it and its agents are
  scrapped; When Secured: you may replace a Rival's Seated city with your Loyal city, which keeps
  the Seat (errata); then it is buried.
* Skirmishers (F16-15) and Sworn Guardians (F16-16): the Court's CC05 and CC09.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Final

from ambitions.core.errors import InvalidRecord, shorten
from ambitions.games.arcs import reach
from ambitions.games.arcs import standard_actions as std
from ambitions.games.arcs.actions import ArcsAction, act
from ambitions.games.arcs.pieces import return_agents, return_city
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME, SLOT_NAMES
from ambitions.games.arcs.state import CITY, ArcsState, building_code
from ambitions.games.arcs_campaign import data, guild
from ambitions.games.arcs_campaign.fates import attach, twisted_passage, warden
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.state import COURT_TOKEN_SUPPLY, CampaignState

OBJECTIVE_CARD = "F16-17"
LEVY = "F16-12"
FEAST_DAYS: Final = ("F16-13", "F16-14")
SKIRMISHERS = "F16-15"
SWORN_GUARDIANS = "F16-16"
FEUDAL_COURTS = "F16-18"
LORDS_GAIN_POWER = data.LORDS_GAIN_POWER
CLUSTERS = warden.CLUSTERS
LORD_POWER: Final = 3
TOKEN_STEP = "token"
LORD_STEP = "court"
LORD_STEPS: Final = "lords-gain-power"
"""The round's end step of one Fief's Lords Gain Power: ``("lords-gain-power", -1, cluster)``."""
LEVY_TARGET = "levy-"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


# -- Setup side (F16-17A) ------------------------------------------------------------------------------
def setup_act3(s: CampaignState, seat: int) -> None:
    """F16-17A: "Collect the 6 Court tokens in the general supply near the Court"; "Add Feudal
    Courts (18) and Lords Gain Power (19) to the rules booklet" (an Edict: with the Edicts)."""
    s.court_tokens = [COURT_TOKEN_SUPPLY] * CLUSTERS
    res.to_booklet(s, FEUDAL_COURTS)
    res.take(s, LORDS_GAIN_POWER)
    if LORDS_GAIN_POWER not in s.edicts:
        s.edicts.append(LORDS_GAIN_POWER)


# -- grand ambitions (F16-17B) ----------------------------------------------------------------------------
def fiefs(s: CampaignState, seat: int) -> int:
    """The Fiefs `seat` is Lord of (a Seat above its city)."""
    return sum(1 for cluster in range(1, CLUSTERS + 1) if warden.lord(s, cluster) == seat)


def seats_controlled(s: CampaignState, seat: int) -> int:
    """Seats in systems `seat` controls (whoever is their Lord)."""
    slots = [warden.seat_slot(s, cluster) for cluster in range(1, CLUSTERS + 1)]
    return sum(1 for k in slots if k >= 0 and s.controller(reach.SLOT_SYSTEM[k]) == seat)


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    """F16-17B: "You are Lord of more Fiefs than each Rival. You control more Seats than the
    current Chapter.\""""
    mine = fiefs(s, seat)
    first = all(mine > fiefs(s, p) for p in range(s.n) if p != seat)
    return (first, seats_controlled(s, seat) > s.chapter)


# -- Feudal Courts (F16-18) -------------------------------------------------------------------------------
def token_at(s: CampaignState, index: int) -> int:
    """The Fief (cluster 1-6) whose Court token is on Court place `index`, or 0."""
    if index in s.court_tokens:
        return s.court_tokens.index(index) + 1
    return 0


def in_fief(s: CampaignState, seat: int, cluster: int) -> bool:
    """`seat` is the Lord or a Vassal of cluster `cluster`'s Fief."""
    return warden.lord(s, cluster) == seat or warden.vassal(s, seat, cluster)


def may_act_on(s: CampaignState, seat: int, card: str) -> bool:
    """ "To influence or secure a card that has a Court token, you must be a Lord or Vassal in the
    respective Fief.\""""
    if not s.court_tokens or card not in s.court:
        return True
    cluster = token_at(s, s.court.index(card))
    return cluster == 0 or in_fief(s, seat, cluster)


def influenced(a: ArcsAction) -> str:
    """The card an action influenced (``influence CC05``, ``spend psionic influence CC05``)."""
    if a.kind == "influence" and a.args:
        return str(a.args[0])
    if a.kind == "spend" and len(a.args) > 2 and a.args[1] == "influence":
        return str(a.args[2])
    return ""


def token_options(s: CampaignState, seat: int) -> list[int]:
    """The Fiefs whose Court token `seat` may place: in the supply, `seat` their Lord or Vassal."""
    return [
        k
        for k in range(1, CLUSTERS + 1)
        if s.court_tokens[k - 1] == COURT_TOKEN_SUPPLY and in_fief(s, seat, k)
    ]


def after(s: CampaignState, seat: int, a: ArcsAction) -> None:
    """After every action: a Court token on an empty Court place, or of a Fief whose Seat went
    back (errata), returns to the supply; a card just influenced while empty (its one agent the
    influencer's) may take a Court token ("you may also place", F16-18)."""
    for i, place in enumerate(s.court_tokens):
        if place >= 0 and (place >= len(s.court) or not s.court[place] or warden.lord(s, i + 1) < 0):
            s.court_tokens[i] = COURT_TOKEN_SUPPLY
    card = influenced(a)
    if seat < 0 or not card or card == data.COUNCIL or card not in s.court:
        return
    i = s.court.index(card)
    agents = s.court_agents[i * s.n : (i + 1) * s.n]
    if sum(agents) == 1 and agents[seat] == 1 and token_at(s, i) == 0 and token_options(s, seat):
        push_choice(s, seat, FEUDAL_COURTS, TOKEN_STEP, i)


def before_secure(s: CampaignState, seat: int, card: str) -> None:
    """ "If a Lord secures a card with a Court token, they return the Court token and all Vassal
    agents from the card" (to their owners); a Vassal leaves the token there (on the refill)."""
    if not s.court_tokens or card not in s.court:
        return
    i = s.court.index(card)
    cluster = token_at(s, i)
    if cluster == 0 or warden.lord(s, cluster) != seat:
        return
    s.court_tokens[cluster - 1] = COURT_TOKEN_SUPPLY
    for p in range(s.n):
        count = s.court_agents[i * s.n + p]
        if count and warden.vassal(s, p, cluster):
            s.court_agents[i * s.n + p] = 0
            return_agents(s, p, count)


def ransackable(s: CampaignState, cards: list[str]) -> list[str]:
    """ "When a player Ransacks the Court, they can secure a card that has a Court token only if
    they destroyed a city in the respective Fief": the battle's cluster (its city destroyed)."""
    if not s.court_tokens:
        return cards
    here = reach.cluster_of(s.battle_system)
    return [c for c in cards if token_at(s, s.court.index(c)) in (0, here)]


def tokens_on_court(s: CampaignState) -> bool:
    return any(place >= 0 for place in s.court_tokens)


def _token_options(s: CampaignState, choice: Choice) -> list[Args]:
    out: list[Args] = [(k,) for k in token_options(s, int(choice[0]))]
    return out + [("none",)] if out else []


def _token_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        s.court_tokens[int(str(args[0])) - 1] = int(choice[3])


# -- Lords Gain Power (F16-19) --------------------------------------------------------------------------
def lords_gain_power_steps() -> list[tuple[object, ...]]:
    """ "Resolve this for each Fief, starting with Cluster 1 and going clockwise"."""
    return [(LORD_STEPS, -1, cluster) for cluster in range(1, CLUSTERS + 1)]


def lord_gains(s: CampaignState, cluster: int) -> None:
    """ "The Fief's Lord gains 3 Power. Then, if the Fief's Court token is on a card in the
    Court, the Fief's Lord may influence or secure that card.\""""
    boss = warden.lord(s, cluster)
    if boss < 0:
        return
    s.power[boss] += LORD_POWER
    place = s.court_tokens[cluster - 1] if s.court_tokens else COURT_TOKEN_SUPPLY
    if place >= 0 and s.court[place]:
        push_choice(s, boss, LORDS_GAIN_POWER, LORD_STEP, place)


def _lord_options(s: CampaignState, choice: Choice) -> list[Args]:
    """Influence (an agent in supply), secure (more agents there than each Rival: securing's
    rule, HRF reads it so), or neither."""
    seat, place = int(choice[0]), int(choice[3])
    card = s.court[place]
    out: list[Args] = []
    if card and s.agents[seat] > 0:
        out.append(("influence",))
    if card and (card,) in std.secure_targets(s, seat):
        out.append(("secure",))
    return out + [("none",)] if out else []


def _lord_choose(s: CampaignState, choice: Choice, args: Args) -> None:
    seat, card = int(choice[0]), s.court[int(choice[3])]
    if args[0] == "influence":
        std.do_influence(s, seat, card)
    elif args[0] == "secure":
        from ambitions.games.arcs_campaign import rules  # (rules imports the fates)

        rules.do_secure(s, seat, card)


def _choice_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    return _token_options(c, choice) if choice[2] == TOKEN_STEP else _lord_options(c, choice)


def _choose(s: ArcsState, choice: Choice, args: Args) -> None:
    c = _c(s)
    if choice[2] == TOKEN_STEP:
        _token_choose(c, choice, args)
    else:
        _lord_choose(c, choice, args)


FEUDAL_COURTS_POWER = Power(FEUDAL_COURTS, "Feudal Courts", choice_options=_choice_options, choose=_choose)
LORDS_GAIN_POWER_POWER = Power(
    LORDS_GAIN_POWER, "Lords Gain Power", choice_options=_choice_options, choose=_choose
)


# -- Warden's Levy (F16-12) -------------------------------------------------------------------------------
def levy_holder(s: CampaignState) -> int:
    return next((p for p in range(s.n) if LEVY in s.lore[p]), -1)


def levied(s: CampaignState, owner: int) -> int:
    return s.levy[owner] + s.levy[s.n + owner]


def levy_limit(s: CampaignState, lord: int, owner: int) -> int:
    """ "A max of 1 ship of a Vassal for each Fief where you are their Lord"."""
    return sum(
        1
        for cluster in range(1, CLUSTERS + 1)
        if warden.lord(s, cluster) == lord and warden.vassal(s, owner, cluster)
    )


def levy_options(s: CampaignState, seat: int) -> list[ArcsAction]:
    """Levy (Tax): a Vassal's ship from their supply, under the limit."""
    if LEVY not in s.lore[seat]:
        return []
    return [
        act("levy", p)
        for p in range(s.n)
        if p != seat and s.ships[p] > 0 and levied(s, p) < levy_limit(s, seat, p)
    ]


def levy(s: CampaignState, seat: int, owner: object) -> None:
    p = int(str(owner))
    s.ships[p] -= 1
    s.levy[p] += 1


def has_levy(s: CampaignState, seat: int) -> bool:
    """`seat` holds Warden's Levy with ships on it: its battles run in the campaign's steps."""
    return LEVY in s.lore[seat] and any(s.levy)


def levy_hit_options(s: CampaignState) -> list[str]:
    """Attacking, "ships on this card must take hits first": ``levy-fresh-1``, ``levy-damaged-1``."""
    if not has_levy(s, s.turn_seat):
        return []
    n = s.n
    out = [f"{LEVY_TARGET}fresh-{p}" for p in range(n) if s.levy[p]]
    return out + [f"{LEVY_TARGET}damaged-{p}" for p in range(n) if s.levy[n + p]]


def hit_levy(s: CampaignState, target: str) -> None:
    """A fresh levied ship is damaged; a damaged one is destroyed: "Return ships here that are
    destroyed—they are not taken as Trophies" (to their owner's supply)."""
    state, owner = target.removeprefix(LEVY_TARGET).split("-")
    p = int(owner)
    if state == "fresh":
        s.levy[p] -= 1
        s.levy[s.n + p] += 1
    else:
        s.levy[s.n + p] -= 1
        twisted_passage.destroyed(s, p)  # (or onto The Dead Live, F22-04)


# -- Feast Day (F16-13, F16-14) ---------------------------------------------------------------------------
def feasting(s: CampaignState) -> bool:
    return any(card in s.court for card in FEAST_DAYS)


def is_fief(s: CampaignState, system: int) -> bool:
    return bool(s.fief_seats) and warden.lord(s, reach.cluster_of(system)) >= 0


def may_harm(s: CampaignState, seat: int, args: Args) -> bool:
    """ "While this is in the Court, players cannot harm each other in Fiefs": no battle against
    another player in a Fief (the Empire, the Free States and the Blight are not players)."""
    defender = str(args[1]) if len(args) > 1 else ""
    if not feasting(s) or not defender.isdigit() or int(defender) == seat:
        return True
    return not is_fief(s, reach.SYSTEM_INDEX[str(args[0])])


def may_break(s: CampaignState, seat: int, system: int) -> bool:
    """Breaking a world harms its buildings (F11-03B): not a Rival's in a Fief during a Feast Day."""
    if not feasting(s) or not is_fief(s, system):
        return True
    owners = [s.slots[k] >> 2 for k in reach.SYSTEM_SLOTS[system] if s.slots[k] >= 0]
    return not any(owner != seat and owner < s.n for owner in owners)


def feast_crisis(card: str) -> Callable[[CampaignState], None]:
    def crisis(s: CampaignState) -> None:
        """Crisis: "Scrap this card and agents on it." (the agents leave the campaign)."""
        i = s.court.index(card)
        n = s.n
        for p in range(n):
            s.scrapped_agents[p] += s.court_agents[i * n + p]
            s.court_agents[i * n + p] = 0
        if not attach.slide_down(s, i, card):
            s.court[i] = s.court_deck.pop() if s.court_deck else ""
        s.scrapped.append(card)

    return crisis


def _feast_secured(card: str) -> Callable[[ArcsState, int], None]:
    def secured(s: ArcsState, seat: int) -> None:
        """When Secured: "You may replace 1 Rival city that has a Seat token with a Loyal city.
        Bury this card.\""""
        c = _c(s)
        if card in c.court_discard:
            c.court_discard.remove(card)
        c.court_deck.insert(0, card)  # bury (the state keeps the deck's top last)
        if _feast_options(c, (seat, card, "replace")):
            push_choice(s, seat, card, "replace")

    return secured


def _feast_options(s: ArcsState, choice: Choice) -> list[Args]:
    c = _c(s)
    seat = int(choice[0])
    if c.cities_left[seat] <= 0 or not c.fief_seats:
        return []
    slots = [warden.seat_slot(c, cluster) for cluster in range(1, CLUSTERS + 1)]
    out: list[Args] = [
        (SLOT_NAMES[k],) for k in slots if k >= 0 and c.slots[k] >> 2 != seat and c.slots[k] >> 2 < c.n
    ]
    return out + [("none",)] if out else []


def _feast_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """The Rival's city back to their board, the securer's in its slot (damaged if it was:
    reading, as a replaced piece), the Seat kept (errata): the securer is that Fief's Lord."""
    if args[0] == "none":
        return
    c = _c(s)
    seat, k = int(choice[0]), SLOT_BY_NAME[str(args[0])]
    code = c.slots[k]
    return_city(c, code >> 2)
    c.cities_left[seat] -= 1
    c.slots[k] = building_code(seat, CITY, bool(code & 1))
    cluster = reach.cluster_of(reach.SLOT_SYSTEM[k])
    c.fief_seats[cluster - 1] = k * 8 + seat


# -- Skirmishers (F16-15), Sworn Guardians (F16-16) ---------------------------------------------------------
def _guardians_protect(s: ArcsState, seat: int, what: str) -> bool:
    return what != SWORN_GUARDIANS


SKIRMISHERS_POWER = replace(guild.POWERS["CC05"], id=SKIRMISHERS)
"""F16-15, "the same text as CC05" (Fates file)."""
SWORN_GUARDIANS_POWER = replace(guild.POWERS["CC09"], id=SWORN_GUARDIANS, protects=_guardians_protect)
"""F16-16, CC09's text naming itself. Raid cost (⚠ Fates file: the card data gives 1 here, 2 on
CC09): 1 key, the card data's, which is also the campaign's reading of CC09 (`guild`: the card
face's one key)."""

POWERS: Final = (FEUDAL_COURTS_POWER, LORDS_GAIN_POWER_POWER, SKIRMISHERS_POWER, SWORN_GUARDIANS_POWER)
VOX_POWERS: Final = tuple(
    Power(card, "Feast Day", when_secured=_feast_secured(card), choice_options=_feast_options,
          choose=_feast_choose)
    for card in FEAST_DAYS
)  # fmt: skip
VOX_CRISES: Final = {card: feast_crisis(card) for card in FEAST_DAYS}


# -- views, positions, invariants ---------------------------------------------------------------------
def view(s: CampaignState) -> dict[str, object] | None:
    """Public: the Court tokens (the Court place each is on, or null in the supply), the ships on
    Warden's Levy by owner, the agents scrapped by seat."""
    if not s.court_tokens and not any(s.levy) and not any(s.scrapped_agents):
        return None
    n = s.n
    return {
        "court_tokens": [place if place >= 0 else None for place in s.court_tokens]
        if s.court_tokens
        else None,
        "levy": [{"fresh": s.levy[p], "damaged": s.levy[n + p]} for p in range(n)],
        "scrapped_agents": list(s.scrapped_agents),
    }


def _count(value: object, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InvalidRecord(f"{field} must be a count, not {shorten(value, 9)}")
    return value


def load_position(s: CampaignState, raw: object, seats_given: list[bool]) -> None:
    """Read ``campaign.warden`` (the form `view` gives). Levied ships come out of their owners'
    supplies unless the seat gives ``ships``; scrapped agents out of their supplies unless the
    seat gives ``agents``. Raises `InvalidRecord` naming the field."""
    if raw is None:
        return
    f = "campaign.warden"
    keys = {"court_tokens", "levy", "scrapped_agents"}
    if not isinstance(raw, Mapping) or set(raw) - keys:
        raise InvalidRecord(f"{f} must be an object with {', '.join(sorted(keys))}")
    tokens = raw.get("court_tokens")
    if tokens is not None:
        if not isinstance(tokens, list) or len(tokens) != CLUSTERS:
            raise InvalidRecord(f"{f}.court_tokens must list the 6 Court tokens, cluster 1 first")
        places = [t for t in tokens if t is not None]
        for i, t in enumerate(tokens):
            if t is not None and (isinstance(t, bool) or t not in range(1, len(s.court)) or not s.court[t]):
                raise InvalidRecord(
                    f"{f}.court_tokens[{i}] must be a Court place with a card (not the Council), or null"
                )
        if len(set(places)) != len(places):
            raise InvalidRecord(f"{f}.court_tokens: two tokens on one card")
        s.court_tokens = [COURT_TOKEN_SUPPLY if t is None else int(t) for t in tokens]
    n = s.n
    levy_raw = raw.get("levy") or []
    if not isinstance(levy_raw, list) or len(levy_raw) not in (0, n):
        raise InvalidRecord(f"{f}.levy must list each seat's ships on Warden's Levy")
    for p, row in enumerate(levy_raw):
        if not isinstance(row, Mapping) or set(row) - {"fresh", "damaged"}:
            raise InvalidRecord(f"{f}.levy[{p}] must be an object with fresh, damaged")
        s.levy[p] = _count(row.get("fresh", 0), f"{f}.levy[{p}].fresh")
        s.levy[n + p] = _count(row.get("damaged", 0), f"{f}.levy[{p}].damaged")
        if not seats_given[p]:
            s.ships[p] -= s.levy[p] + s.levy[n + p]
    scrapped = raw.get("scrapped_agents") or []
    if not isinstance(scrapped, list) or len(scrapped) not in (0, n):
        raise InvalidRecord(f"{f}.scrapped_agents must list each seat's count")
    for p, v in enumerate(scrapped):
        s.scrapped_agents[p] = _count(v, f"{f}.scrapped_agents[{p}]")


def problems(s: CampaignState) -> list[str]:
    out: list[str] = []
    if s.court_tokens:
        if len(s.court_tokens) != CLUSTERS:
            out.append(f"{len(s.court_tokens)} Court tokens")
        places = [t for t in s.court_tokens if t >= 0]
        if len(set(places)) != len(places) or any(t >= len(s.court) or t == 0 for t in places):
            out.append(f"Court tokens on impossible Court places: {s.court_tokens}")
    if any(s.levy) and levy_holder(s) < 0:
        out.append("ships on Warden's Levy without its holder")
    return out


def lines(c: Mapping[str, object]) -> list[str]:
    """The plain view's lines (`render.fate_lines`): the Court tokens placed, the Levy, the agents
    scrapped."""
    w = c.get("warden")
    if not isinstance(w, Mapping):
        return []
    out: list[str] = []
    tokens = w.get("court_tokens")
    if isinstance(tokens, list):
        placed = [f"Fief {k + 1} on Court place {t}" for k, t in enumerate(tokens) if t is not None]
        out.append("Court tokens: " + (", ".join(placed) or "all in the supply"))
    levy = w.get("levy")
    if isinstance(levy, list) and any(row["fresh"] or row["damaged"] for row in levy):
        held = [
            f"s{p} {row['fresh']}+{row['damaged']}"
            for p, row in enumerate(levy)
            if row["fresh"] or row["damaged"]
        ]
        out.append("Warden's Levy: " + ", ".join(held))
    scrapped = w.get("scrapped_agents")
    if isinstance(scrapped, list) and any(scrapped):
        out.append("Agents scrapped: " + ", ".join(f"s{p} {k}" for p, k in enumerate(scrapped) if k))
    return out
