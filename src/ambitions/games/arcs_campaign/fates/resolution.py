"""The Act I Resolution cards of the eight "A" Fates (CRB p.28 step A; Fates file F1-F8).

At the Intermission each player resolves the Resolution card in their Fate Set for the Act just
played: by whether they completed their objective (its marker on 0), Fate Set cards join the
Court deck, the rules booklet or a player's play area, or are scrapped; cards a Resolution
leaves alone stay in the box with the rest of the Fate Set (some are "parked" behind the next
Resolution, which the Act II Resolution reads). `resolve(state, seat, rng)` runs one seat's card
and notes it in `CampaignState.resolved`; `intermission.resolve_fate` calls it for each seat.

A card the Resolution moves is taken from wherever it is first (a player's Guild cards or lore,
the Court, its deck or discard, the rules booklet), so a Fate Set card a Rival holds goes too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs_campaign import setup
from ambitions.games.arcs_campaign.fates import attach, cards, caretaker, objective
from ambitions.games.arcs_campaign.state import CampaignState

RESOLUTION_CARDS: dict[str, str] = {
    cards.STEWARD: "F1-04",
    cards.FOUNDER: "F2-03",
    cards.MAGNATE: "F3-03",
    cards.ADVOCATE: "F4-04",
    cards.CARETAKER: "F5-07",
    cards.PARTISAN: "F6-04",
    cards.ADMIRAL: "F7-04",
    cards.BELIEVER: "F8-15",
}
"""Each A Fate's Act I Resolution card."""

LIAISONS: dict[str, str] = {
    "F4-05": "material",
    "F4-06": "fuel",
    "F4-07": "weapon",
    "F4-08": "relic",
    "F4-09": "psionic",
}
"""The Advocate's Liaisons and their suits."""

UNSTABLE: dict[str, str] = {"F5-08": "harvester", "F5-09": "seeker", "F5-10": "protector", "F5-11": "warrior"}
"""The Caretaker's Unstable cards and the Golem each belongs to."""


def ids(fate: str, *numbers: int) -> list[str]:
    """Fate Set card ids: ``ids("F1", 5, 6)`` is ``["F1-05", "F1-06"]``."""
    return [f"{fate}-{k:02d}" for k in numbers]


def take(s: CampaignState, card: str) -> None:
    """Remove `card` from wherever it is (held, the Court and its deck and discard, attached to
    a Court card, the booklet, the edicts); nothing if it is still in the box."""
    for held in (*s.guild, *s.lore):
        if card in held:
            held.remove(card)
    if card in s.court:
        index = s.court.index(card)
        s.court[index] = ""
        attach.slide_down(s, index, card)  # its attached card takes its place (CRB p.27)
    pairs = s.attached
    for i in range(1, len(pairs), 2):
        if pairs[i] == card:  # attached to a Court card (CRB p.27): off it
            del pairs[i - 1 : i + 1]
            break
    for pile in (s.court_deck, s.court_discard, s.booklet, s.edicts):
        if card in pile:
            pile.remove(card)


def to_court(s: CampaignState, cards_: Iterable[str]) -> None:
    """Add the cards to the Court deck (shuffled before Act II draws from it, CRB p.7)."""
    for card in cards_:
        take(s, card)
        s.court_deck.append(card)


def scrap(s: CampaignState, cards_: Iterable[str]) -> None:
    """Scrap the cards: out of the campaign for good (CRB p.28)."""
    for card in cards_:
        take(s, card)
        if card not in s.scrapped:
            s.scrapped.append(card)


def gain(s: CampaignState, seat: int, card: str) -> None:
    """`seat` gains the card: a Guild card among its Guild cards, a lore card among its lore."""
    take(s, card)
    (s.lore if cards.FATE_SET_BY_ID[card].kind == "lore" else s.guild)[seat].append(card)


def to_booklet(s: CampaignState, card: str) -> None:
    """Put a law card in the rules booklet (read from the next Act on)."""
    take(s, card)
    s.booklet.append(card)


# -- the eight Resolution cards ----------------------------------------------------------------------
def steward(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F1-04: completed, Council Intrigue, Tax Collectors and Hunter Squads (05-07) to the Court
    deck, Imperial Protectors (08) in the booklet, Empire Falls and the Lesser Regents (09-11)
    scrapped; failed, 05-08 scrapped and 09-11 with Dealmakers (03) to the Court deck."""
    if completed:
        to_court(s, ids("F1", 5, 6, 7))
        to_booklet(s, "F1-08")
        scrap(s, ids("F1", 9, 10, 11))
    else:
        scrap(s, ids("F1", 5, 6, 7, 8))
        to_court(s, ids("F1", 9, 10, 11, 3))


def founder(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F2-03: completed, gain Book of Liberation (04), Political Intrigue (05-07) to the Court
    deck, the Unions (08-11) parked behind the Act II Resolution (they stay in the box);
    failed, 04-07 scrapped and the Unions to the Court deck."""
    if completed:
        gain(s, seat, "F2-04")
        to_court(s, ids("F2", 5, 6, 7))
    else:
        scrap(s, ids("F2", 4, 5, 6, 7))
        to_court(s, ids("F2", 8, 9, 10, 11))


def magnate(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F3-03: completed, Elder Broker, Relic Fence and Prison Wardens (04-06) to the Court deck,
    the Cartels (07-11) parked behind the Act II Resolution, and Mining and Shipping Interest
    (CC01, CC04) back from the Court discard to the Court deck (before step B scraps the
    discard); failed, 04-06 scrapped and the Cartels to the Court deck."""
    if completed:
        to_court(s, ids("F3", 4, 5, 6))
        for card in ("CC01", "CC04"):
            if card in s.court_discard:
                s.court_discard.remove(card)
                s.court_deck.append(card)
    else:
        scrap(s, ids("F3", 4, 5, 6))
        to_court(s, ids("F3", 7, 8, 9, 10, 11))


def guild_suit_count(s: CampaignState, seat: int, suit: str) -> int:
    """Guild cards of `suit` that `seat` holds."""
    return sum(1 for c in s.guild[seat] if arcs_data.COURT_CARD_BY_ID[c].suit == suit)


def out_holds(s: CampaignState, seat: int, suit: str) -> bool:
    """True if `seat` holds more Guild cards of `suit` than every Rival."""
    mine = guild_suit_count(s, seat, suit)
    return all(mine > guild_suit_count(s, p, suit) for p in range(s.n) if p != seat)


def advocate(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F4-04: completed, Guild Overseers (03), the Liaisons (05-09) and Diplomatic Fiasco (10) to
    the Court deck, Guild Struggle (11) scrapped; failed, Guild Overseers to the Court deck, only
    the Liaisons of the suits in which the Advocate out-holds every Rival in Guild cards (counted
    after Overseers has gone, in the card's order) to the Court deck and the rest scrapped, 10
    scrapped, 11 to the Court deck."""
    if completed:
        to_court(s, ["F4-03", *LIAISONS, "F4-10"])
        scrap(s, ["F4-11"])
        return
    to_court(s, ["F4-03"])
    kept = [card for card, suit in LIAISONS.items() if out_holds(s, seat, suit)]
    to_court(s, kept)
    scrap(s, [card for card in LIAISONS if card not in kept])
    scrap(s, ["F4-10"])
    to_court(s, ["F4-11"])


def caretaker_(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F5-07: Golem Beacon (02) scrapped either way. Completed, every Golem on the map onto
    Golem Hearth (held by the Caretaker), 1 random lore card per player (from those in the box)
    and the Unstable cards (08-11) to the Court deck; failed, Stone-Speakers (04) to the Court
    deck, the Golems on the map scrapped, and only the Unstable cards of Golems still in play
    to the Court deck (the others scrapped)."""
    scrap(s, [caretaker.GOLEM_BEACON])
    on_map = [k for k, x in enumerate(s.golems) if 0 <= x < caretaker.HELD]
    if completed:
        for k in on_map:
            s.golems[k] = caretaker.HELD + seat
        to_court(s, sorted(rng.sample(lore_in_box(s), s.n)))
        to_court(s, UNSTABLE)
        return
    to_court(s, [caretaker.STONE_SPEAKERS])
    for k in on_map:
        s.golems[k] = -1
        s.golem_awake[k] = False
    in_play = {caretaker.GOLEMS[k] for k, x in enumerate(s.golems) if x != -1}
    to_court(s, [card for card, golem in UNSTABLE.items() if golem in in_play])
    scrap(s, [card for card, golem in UNSTABLE.items() if golem not in in_play])


def lore_in_box(s: CampaignState) -> list[str]:
    """The lore cards nowhere in play (held, in the Court, its deck or discard, scrapped)."""
    seen = {c for lore in s.lore for c in lore} | set(s.court) | set(s.court_deck)
    seen |= set(s.court_discard) | set(s.scrapped) | set(s.attached[1::2])
    return [c for c in setup.LORE_IDS if c not in seen]


def partisan(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F6-04: completed, the Loyal cards (05-09) to the Court deck, gain Galactic Bards (10), the
    Unions (11-14) scrapped; failed, 05-09 scrapped, 10-14 to the Court deck, Partisan Seizing
    (03) scrapped and the Partisan's Outrage cleared (its agents back to the supply)."""
    if completed:
        to_court(s, ids("F6", 5, 6, 7, 8, 9))
        gain(s, seat, "F6-10")
        scrap(s, ids("F6", 11, 12, 13, 14))
        return
    scrap(s, ids("F6", 5, 6, 7, 8, 9))
    to_court(s, ids("F6", 10, 11, 12, 13, 14))
    scrap(s, ["F6-03"])
    clear_outrage(s, seat)


def clear_outrage(s: CampaignState, seat: int) -> None:
    """`seat`'s Outrage cleared: the agents on its Outrage spaces go back to its supply."""
    for r in range(5):
        s.return_outrage_agent(seat, r)  # (a Sower of Division agent to its owner, F6-25)


def admiral(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F7-04: completed, gain Honor Guard (05), Rogue Admirals (06-07) and Court Enforcers (08-09)
    to the Court deck, the Imperial Defectors (10-11) scrapped; failed, the Use Imperial
    Foundries edict (03), 05 and 06-07 scrapped, 08-09 and 10-11 to the Court deck."""
    if completed:
        gain(s, seat, "F7-05")
        to_court(s, ids("F7", 6, 7, 8, 9))
        scrap(s, ids("F7", 10, 11))
    else:
        scrap(s, ids("F7", 3, 5, 6, 7))
        to_court(s, ids("F7", 8, 9, 10, 11))


def believer(s: CampaignState, seat: int, completed: bool, rng: random.Random) -> None:
    """F8-15: completed, gain The Young Light (16), Plot to Kidnap (17) to the Court deck,
    Spreading the Faith (03), The Prodigal One (18) and Secret Order (19) scrapped; failed, 03, 16
    and 17 scrapped, 18 and 19 to the Court deck. Either way the Faithful cards still on the
    stack go to the Court deck."""
    if completed:
        gain(s, seat, "F8-16")
        to_court(s, ["F8-17"])
        scrap(s, ids("F8", 3, 18, 19))
    else:
        scrap(s, ids("F8", 3, 16, 17))
        to_court(s, ids("F8", 18, 19))
    s.court_deck += s.faithful
    s.faithful = []


RESOLVE: dict[str, Callable[[CampaignState, int, bool, random.Random], None]] = {
    cards.STEWARD: steward,
    cards.FOUNDER: founder,
    cards.MAGNATE: magnate,
    cards.ADVOCATE: advocate,
    cards.CARETAKER: caretaker_,
    cards.PARTISAN: partisan,
    cards.ADMIRAL: admiral,
    cards.BELIEVER: believer,
}


Resolve = Callable[[CampaignState, int, bool, random.Random], None]
ACT2_RESOLUTION_CARDS: dict[str, str] = {}
"""Each Fate's Act II Resolution card, read at the second Intermission (filled by `fates`)."""
ACT2_RESOLVE: dict[str, Resolve] = {}


def resolve(s: CampaignState, seat: int, rng: random.Random) -> None:
    """`seat` resolves its Fate's Resolution card for the Act just played (once: noted in
    `s.resolved`)."""
    fate = s.fates[seat]
    cards_, resolve_ = (RESOLUTION_CARDS, RESOLVE) if s.act == 1 else (ACT2_RESOLUTION_CARDS, ACT2_RESOLVE)
    card = cards_.get(fate)
    if card is None or card in s.resolved:
        return
    resolve_[fate](s, seat, objective.met(s, seat), rng)
    s.resolved.append(card)


def card_of(fate: str, act: int) -> str | None:
    """`fate`'s Resolution card for `act` (None if it has none built)."""
    return (RESOLUTION_CARDS if act == 1 else ACT2_RESOLUTION_CARDS).get(fate)


def resolved_this_act(s: CampaignState) -> bool:
    """True if a Resolution card of the Act just played is resolved already (the Intermission's
    step A happened; those of an Act before, in `s.resolved` too, do not count)."""
    return any(card_of(f, s.act) in s.resolved for f in s.fates if f)
