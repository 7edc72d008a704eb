"""F4 Advocate, Act III (Fates file "F4 — Advocate"; card texts F4-23A/B, F4-16 to F4-26;
errata: Guild Loyalty reads "you do not discard Guild cards").

Setup (F4-23A): gain Guild Loyalty (F4-24); Guild Supremacy (F4-25) into the rules booklet (its
reminder copy, F4-26, by the ambition boxes, is the same law: not kept apart).

Grand ambitions (F4-23B), *Consolidate Guild Supremacy*: (1) you hold more different Guild suits
than the current chapter number; (2) Guild cards are more than half of the Court (attached cards
count; the Imperial Council counts as a Court card).

Guild Fair (F4-16, Vox), the Guildmasters (F4-17 to F4-21), Guilds Withdraw (F4-22, Vox), Guild
Loyalty (F4-24), Guild Supremacy (F4-25).
"""

from __future__ import annotations

from collections.abc import Callable

from ambitions.games.arcs import data as arcs_data
from ambitions.games.arcs import stealing
from ambitions.games.arcs.pieces import return_agents
from ambitions.games.arcs.powers import Args, Choice, Power, push_choice
from ambitions.games.arcs.state import ArcsState
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.fates import resolution as res
from ambitions.games.arcs_campaign.fates.steward_act2 import vox_rules
from ambitions.games.arcs_campaign.state import CampaignState

SETUP_CARD = "F4-23"
GUILD_FAIR = "F4-16"
GUILDMASTERS: dict[str, tuple[str, str]] = {
    "F4-17": ("tycoon", "material"),
    "F4-18": ("tycoon", "fuel"),
    "F4-19": ("warlord", "weapon"),
    "F4-20": ("keeper", "relic"),
    "F4-21": ("empath", "psionic"),
}
"""Each Guildmasters card: the ambition whose declaring lets its holder steal, and the suit."""
OPTIONAL_STEAL = "F4-17"
"""Material Guildmasters "may" steal; the others' text says "steal" (card data)."""
GUILDS_WITHDRAW = "F4-22"
GUILD_LOYALTY = "F4-24"
GUILD_SUPREMACY = "F4-25"


def _c(s: ArcsState) -> CampaignState:
    assert isinstance(s, CampaignState)
    return s


def is_guild(card: str) -> bool:
    found = arcs_data.COURT_CARD_BY_ID.get(card)
    return found is not None and found.kind == "guild"


def setup_act3(s: CampaignState, seat: int) -> None:
    """F4-23A."""
    res.gain(s, seat, GUILD_LOYALTY)
    if GUILD_SUPREMACY not in s.booklet:
        s.booklet.append(GUILD_SUPREMACY)


# -- grand ambitions (F4-23B) ---------------------------------------------------------------------------
def court_cards(s: CampaignState) -> list[str]:
    """The Court's cards: the row (the Imperial Council included) and the cards attached."""
    return [c for c in s.court if c] + s.attached[1::2]


def grand_ambitions(s: CampaignState, seat: int) -> tuple[bool, bool]:
    suits = {arcs_data.COURT_CARD_BY_ID[c].suit for c in s.guild[seat] if is_guild(c)}
    court = court_cards(s)
    guild = sum(1 for c in court if is_guild(c))
    return len(suits) > s.chapter, 2 * guild > len(court)


# -- Guild Supremacy (F4-25), Guild Loyalty (F4-24) -------------------------------------------------------
SUITS_COUNTED: dict[str, tuple[str, ...]] = {
    "tycoon": ("material", "fuel"),
    "keeper": ("relic",),
    "empath": ("psionic",),
}
"""The suits whose icons count for each ambition (base p18)."""


def supremacy_extra(s: CampaignState, seat: int, ambition: int) -> int:
    """F4-25 (a law, in the booklet): Guild cards count double in ambition scoring: each Guild
    card counted for an ambition (its suit icon) counts once more; for Warlord under War
    Profiteering (F3-20), the Weapon Guild cards."""
    if GUILD_SUPREMACY not in s.booklet or not s.guild[seat]:
        return 0
    name = arcs_data.AMBITIONS[ambition]
    suits = SUITS_COUNTED.get(name, ())
    if name == "warlord" and "F3-20" in s.booklet:
        suits = ("weapon",)
    return sum(1 for cid in s.guild[seat] if arcs_data.COURT_CARD_BY_ID[cid].suit in suits)


# -- Guild Fair (F4-16, Vox) ------------------------------------------------------------------------------
def secure_every_guild_card(s: CampaignState, seats: list[int]) -> None:
    """Each of `seats`, in turn, secures every Guild card of the Court they can (more agents
    there than each Rival), left to right; cards refilled meanwhile have no agents."""
    from ambitions.games.arcs_campaign import rules

    for seat in seats:
        for card in [c for c in s.court if c and is_guild(c)]:
            if card in s.court and (card,) in rules.secure_targets(s, seat):
                rules.do_secure(s, seat, card)


def guild_fair_crisis(s: CampaignState) -> None:
    """Crisis: everyone (in turn order) secures every Guild card they can; bury this."""
    vox_rules().remove_from_court(s, GUILD_FAIR)
    secure_every_guild_card(s, s.turn_order())


def _guild_fair_secured(s: ArcsState, seat: int) -> None:
    """Secured: return the Rivals' agents from the Court's Guild cards, then secure every Guild
    card you can; bury this."""
    c = _c(s)
    vox_rules().bury_secured(c, GUILD_FAIR)
    n = c.n
    for i, card in enumerate(c.court):
        if card and is_guild(card):
            for p in range(n):
                if p != seat and c.court_agents[i * n + p]:
                    return_agents(c, p, c.court_agents[i * n + p])
                    c.court_agents[i * n + p] = 0
    secure_every_guild_card(c, [seat])


# -- the Guildmasters (F4-17 to F4-21) ---------------------------------------------------------------------
def _steal_targets(s: ArcsState, seat: int, suit: str) -> list[Args]:
    out: list[Args] = []
    for p in range(s.n):
        if p != seat:
            out += [
                (p, c) for c in stealing.stealable_cards(s, p) if arcs_data.COURT_CARD_BY_ID[c].suit == suit
            ]
    return out


def _guildmasters_declare(card: str) -> Callable[[ArcsState, int, str], None]:
    def on_declare(s: ArcsState, seat: int, ambition: str) -> None:
        wanted, suit = GUILDMASTERS[card]
        if ambition == wanted and _steal_targets(s, seat, suit):
            push_choice(s, seat, card, "steal")

    return on_declare


def _guildmasters_options(s: ArcsState, choice: Choice) -> list[Args]:
    card = str(choice[1])
    out = _steal_targets(s, int(choice[0]), GUILDMASTERS[card][1])
    return out + [("none",)] if card == OPTIONAL_STEAL else out


def _guildmasters_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    if args[0] != "none":
        stealing.steal_card(s, int(choice[0]), int(args[0]), str(args[1]))


# -- Guilds Withdraw (F4-22, Vox) ----------------------------------------------------------------------------
def withdraw_crisis(s: CampaignState) -> None:
    """Crisis, if the hex or arrow was rolled: each player (in turn order) buries a Guild card
    they hold, never a protected one (`_buriable`); bury this. Otherwise nothing (it stays)."""
    assert s.event_roll is not None
    if s.event_roll[1] not in ("hex", "arrow"):
        return
    vox_rules().remove_from_court(s, GUILDS_WITHDRAW)
    for p in reversed(s.turn_order()):
        if _buriable(s, p):
            push_choice(s, p, GUILDS_WITHDRAW, "bury")


def _withdraw_secured(s: ArcsState, seat: int) -> None:
    """Secured: each Rival buries a Guild card; bury this."""
    c = _c(s)
    vox_rules().bury_secured(c, GUILDS_WITHDRAW)
    for p in reversed(c.turn_order()):
        if p != seat and _buriable(c, p):
            push_choice(c, p, GUILDS_WITHDRAW, "bury")


def _buriable(s: ArcsState, seat: int) -> list[str]:
    """The Guild cards `seat` may bury: not a protected one (CRB p.27: a protected Guild card
    leaves its holder's play area only when the holder Provokes Outrage of its suit; Golems Sate
    Their Appetite, F5-21, has to say "even protected ones" to scrap them). A player holding
    only protected cards buries nothing, as Diplomatic Fiasco (CC13) spares them."""
    return [c for c in s.guild[seat] if not cards.protected(c)]


def _withdraw_options(s: ArcsState, choice: Choice) -> list[Args]:
    out: list[Args] = [(c,) for c in _buriable(s, int(choice[0]))]
    return out


def _withdraw_choose(s: ArcsState, choice: Choice, args: Args) -> None:
    """Bury: to the bottom of the Court deck (an unprotected Guild card, `_buriable`)."""
    seat, card = int(choice[0]), str(args[0])
    s.guild[seat].remove(card)
    s.court_deck.insert(0, card)


POWERS: tuple[Power, ...] = (
    *(
        Power(card, name, on_declare=_guildmasters_declare(card), choice_options=_guildmasters_options,
              choose=_guildmasters_choose)
        for card, name in (("F4-17", "Material Guildmasters"), ("F4-18", "Fuel Guildmasters"),
                           ("F4-19", "Weapons Guildmasters"), ("F4-20", "Relic Guildmasters"),
                           ("F4-21", "Psionic Guildmasters"))
    ),
    Power(GUILD_LOYALTY, "Guild Loyalty", extras={"keeps_guild_cards_on_outrage": True}),
)  # fmt: skip
"""The Advocate's Act III Guild and lore cards (`fates.POWERS`)."""
VOX_POWERS: tuple[Power, ...] = (
    Power(GUILD_FAIR, "Guild Fair", when_secured=_guild_fair_secured),
    Power(GUILDS_WITHDRAW, "Guilds Withdraw", when_secured=_withdraw_secured,
          choice_options=_withdraw_options, choose=_withdraw_choose),
)  # fmt: skip
"""The Advocate's Act III Vox cards (`vox.POWERS`)."""
VOX_CRISES = {GUILD_FAIR: guild_fair_crisis, GUILDS_WITHDRAW: withdraw_crisis}
