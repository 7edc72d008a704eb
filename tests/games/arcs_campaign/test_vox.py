"""The campaign Court's Vox cards: When Secured and Crisis (CRB p.18, BRD C.1 with the official
FAQ). Each test fails without its card's rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs import reach
from ambitions.games.arcs.state import CITY, Phase, building_code
from ambitions.games.arcs_campaign import data
from ambitions.games.arcs_campaign.state import FREE, CampaignPhase, CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn


def court_turn(
    card: str, agents: list[int], seat: int = MIKAH, seats: list[dict[str, Any]] | None = None, **kw: Any
) -> CampaignState:
    """`seat` plays Aggression 4 (secure) with `card` in the Court carrying `agents`; the
    Council also has 2 of `seat`'s agents, so securing it ends the round in Crises."""
    rows = seats or [{}, {}, {}]
    rows[seat] = {**rows[seat], "hand": ["ADM2"]}
    council = [0, 0, 0]
    council[seat] = 2
    extra = kw.pop("court", [])
    top = {key: kw.pop(key) for key in ("markers",) if key in kw}
    return pos(
        ships=[{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)] + kw.pop("ships", []),
        buildings=kw.pop("buildings", []),
        seats=rows,
        turn=turn(seat, "AGG4", 3),
        **top,
        campaign_part={
            "court": [{"card": data.COUNCIL, "agents": council}, {"card": card, "agents": agents}, *extra],
            "court_deck": kw.pop("court_deck", ["CC01", "CC02"]),
            **kw,
        },
    )


def crises(s: CampaignState, roll: str = "eventroll crisis hex 4") -> CampaignState:
    """Secure the Council, end the turn (and round), resolve the Crises with this roll."""
    do(s, "secure IC01", "end", "no-summit", "resolve crises", roll)
    return s


# -- CC11 Populist Demands -------------------------------------------------------------------------
def test_populist_demands_secured_declares_without_the_zero_marker_and_is_buried() -> None:
    """CC11 When Secured: "You may declare any ambition" (errata: no zero marker); "Bury this card"."""
    s = court_turn("CC11", [2, 0, 0])
    do(s, "secure CC11")
    assert sorted(legal(s)) == sorted(["choose empath", "choose keeper", "choose none", "choose tycoon",
                                       "choose tyrant", "choose warlord"])  # fmt: skip
    do(s, "choose tyrant")
    assert s.marker_box.count(1) == 1 and not s.zeroed
    assert s.court_deck[0] == "CC11" and "CC11" not in s.court_discard  # the bottom of the deck


def test_populist_demands_crisis_returns_the_highest_declared_marker() -> None:
    """CC11 Crisis: "Return the declared ambition marker of highest Power to Available"."""
    s = court_turn("CC11", [0, 0, 0], markers={"5/3": "tycoon", "3/2": "keeper"})
    crises(s)
    assert sorted(s.marker_box) == [-1, -1, 3]  # Tycoon's 5/3 went back; Keeper's 3/2 stays


# -- CC12 Council Intrigue -------------------------------------------------------------------------
def test_council_intrigue_crisis_reopens_the_council_with_its_agents() -> None:
    """CC12 Crisis: "flip the Imperial Council to In Session and move the agents on this card onto
    the Council; bury this" (the Court is refilled)."""
    s = court_turn("CC12", [0, 1, 2])
    crises(s)
    assert s.council == data.IN_SESSION
    assert s.court_agents[0:3] == [0, 1, 2] and s.court[1] == "CC01"  # refilled from the top
    assert s.court_deck[0] == "CC12"


def test_council_intrigue_secured_moves_your_agents_on() -> None:
    """CC12 When Secured: flip the Council to In Session (FAQ: even when secured this round, it
    then does not resolve); you may move your agents from this card to other Court cards."""
    s = court_turn("CC12", [2, 0, 0], court=[{"card": "CC07"}])
    do(s, "secure IC01")
    assert s.council == data.DECIDED
    do(s, "secure CC12")
    assert s.council == data.IN_SESSION and s.council_secured_by == -1
    # (the Court is refilled once the card's When Secured is done: its slot is empty now)
    assert sorted(legal(s)) == ["choose CC07", "choose IC01", "choose none"]
    do(s, "choose CC07", "choose IC01")
    i = s.court.index("CC07")
    assert s.court_agents[i * 3 + MIKAH] == 1 and s.court_agents[MIKAH] == 1
    do(s, "end")
    assert s.phase == Phase.LEAD  # no Council resolution this round


# -- CC13 Diplomatic Fiasco ------------------------------------------------------------------------
def test_diplomatic_fiasco_crisis_discards_guild_cards_down_to_agents() -> None:
    """CC13 Crisis: "each player with more Guild cards than agents in their supply must discard
    Guild cards until their Guild cards equal their agents"; bury this."""
    seats: list[dict[str, Any]] = [{}, {"guild": ["CC03", "CC04"]}, {"captives": [0, 9, 0]}]
    s = court_turn("CC13", [0, 0, 0], seats=seats)
    assert s.agents[DANE] == 1
    crises(s)
    assert s.current_player() == DANE and sorted(legal(s)) == ["choose CC03", "choose CC04"]
    do(s, "choose CC04")
    assert s.guild[DANE] == ["CC03"] and "CC04" in s.court_discard
    assert s.court_deck[0] == "CC13"


def test_diplomatic_fiasco_secured_makes_the_rivals_resolve_it() -> None:
    """CC13 When Secured: "Rivals resolve the Crisis" (not the securer)."""
    seats: list[dict[str, Any]] = [{"guild": ["CC05", "CC06"]}, {"guild": ["CC03", "CC04"]}]
    seats.append({"captives": [6, 9, 0]})
    s = court_turn("CC13", [2, 0, 0], seats=seats)
    assert s.agents[MIKAH] == 0 and s.agents[DANE] == 1
    do(s, "secure CC13")  # Mikah's 2 agents come back: 2 Guild cards, 2 agents
    assert s.current_player() == DANE
    do(s, "choose CC03")
    assert s.guild[MIKAH] == ["CC05", "CC06"] and s.guild[DANE] == ["CC04"]


def test_diplomatic_fiasco_counts_protected_guild_cards_but_never_discards_them() -> None:
    """CC13 Crisis: "(Count protected Guild cards but don't discard them.)"; CRB p.27: a
    protected Guild card leaves its holder's play area only by Outrage of its suit. Dane (the
    Advocate) holds Guild Investigators and Guild Overseers (protected) and Construction Union,
    with 1 agent: 3 cards count, he discards the Union and keeps the 2 others. Lotus (the Magnate)
    holds only Merchant League (protected), with no agent: she discards nothing."""
    seats: list[dict[str, Any]] = [{"captives": [0, 0, 10]}, {"guild": ["CC03"]}, {"captives": [0, 9, 0]}]
    fates = {"fate": ["F6", "F4", "F3"], "cards": [["F6-02"], ["F4-02", "F4-03"], ["F3-02"]]}
    s = court_turn("CC13", [0, 0, 0], seats=seats, fates=fates)
    assert s.agents[DANE] == 1 and s.agents[LOTUS] == 0
    crises(s)
    assert s.current_player() == DANE and legal(s) == ["choose CC03"]  # never a protected card
    do(s, "choose CC03")
    assert sorted(s.guild[DANE]) == ["F4-02", "F4-03"] and s.guild[LOTUS] == ["F3-02"]
    assert s.court_discard == ["CC03"]
    assert s.phase != Phase.CHOICE  # nobody else is asked


def test_diplomatic_fiasco_secured_spares_the_rivals_protected_cards() -> None:
    """CC13 When Secured: the Rivals resolve the Crisis. Dane (the Steward) holds only Dealmakers
    (protected) and Lotus only Merchant League (protected), with no agent each: nothing is
    discarded, and Mikah's turn goes on."""
    seats: list[dict[str, Any]] = [{"captives": [0, 10, 10]}, {}, {}]
    fates = {"fate": ["F6", "F1", "F3"], "cards": [["F6-02"], ["F1-02", "F1-03"], ["F3-02"]]}
    s = court_turn("CC13", [2, 0, 0], seats=seats, fates=fates)
    assert s.agents[DANE] == s.agents[LOTUS] == 0
    do(s, "secure CC13")
    assert s.guild[DANE] == ["F1-03"] and s.guild[LOTUS] == ["F3-02"]
    assert s.phase == Phase.ACTIONS and s.current_player() == MIKAH


# -- CC14 Song of Freedom --------------------------------------------------------------------------
def test_song_of_freedom_secured_frees_a_city_you_control_then_may_seize() -> None:
    """CC14 When Secured: "You may replace any Loyal or Rival city you control with a Free city. If
    you do, you may seize the initiative. Shuffle this card into the Court deck"."""
    s = court_turn(
        "CC14",
        [2, 0, 0],
        ships=[{"system": "2.2", "seat": MIKAH, "fresh": 2}],
        buildings=[{"slot": "2.2#0", "seat": DANE, "kind": "city"}],
    )
    s.initiative = LOTUS
    do(s, "secure CC14")
    assert "choose 2.2#0" in legal(s)
    do(s, "choose 2.2#0", "choose seize")
    assert s.slots[reach.SYSTEM_SLOTS[reach.SYSTEM_INDEX["2.2"]][0]] == building_code(FREE, CITY, False)
    assert s.cities_left[DANE] == 5 and s.initiative == MIKAH
    assert s.current_player() == -1 and s.phase == Phase.CHANCE_SHUFFLE  # into the Court deck
    rest = [c for c in s.court_deck if c not in ("CC01", "CC02", "CC14")]  # (placed nowhere else)
    assert sorted(s.court_deck) == sorted(["CC01", "CC02", "CC14", *rest])
    do(s, " ".join(["shuffle", *rest, "CC14", "CC01", "CC02"]))  # (top last: CC02 refills the Court)
    assert s.court_deck == [*rest, "CC14", "CC01"] and s.court[1] == "CC02"


def test_song_of_freedom_crisis_the_most_power_frees_a_loyal_city() -> None:
    """CC14 Crisis: "The player with the most Power must replace a Loyal city with a Free city"."""
    s = court_turn(
        "CC14",
        [0, 0, 0],
        seats=[{}, {}, {"power": 4}],
        buildings=[{"slot": f"{x}#0", "seat": LOTUS, "kind": "city"} for x in ("2.2", "3.2")],
    )
    crises(s)
    assert s.current_player() == LOTUS and sorted(legal(s)) == ["choose 2.2#0", "choose 3.2#0"]
    do(s, "choose 3.2#0")
    assert s.slots[reach.SYSTEM_SLOTS[reach.SYSTEM_INDEX["3.2"]][0]] == building_code(FREE, CITY, False)
    assert s.cities_left[LOTUS] == 4


# -- CC15 Blight Looms -----------------------------------------------------------------------------
def test_blight_looms_crisis() -> None:
    """CC15 Crisis: "repair all Blight in the rolled cluster; then put 1 damaged Blight on every
    planet of the rolled ID symbol that has none"; bury this."""
    s = court_turn("CC15", [0, 0, 0], blight=[{"system": "4.0", "damaged": 1}, {"system": "2.3", "fresh": 1}])
    crises(s, "eventroll edict hex 4")
    assert s.blight_fresh[reach.SYSTEM_INDEX["4.0"]] == 1 and s.blight_damaged[reach.SYSTEM_INDEX["4.0"]] == 0
    for c in range(1, 7):
        x = reach.SYSTEM_INDEX[f"{c}.3"]
        assert s.blight_fresh[x] + s.blight_damaged[x] == 1
    assert s.blight_fresh[reach.SYSTEM_INDEX["2.3"]] == 1
    assert s.court_deck[0] == "CC15"


def test_blight_looms_secured_destroys_damaged_blight_where_you_are() -> None:
    """CC15 When Secured: "destroy all damaged Blight in one cluster where you have Loyal
    pieces" (Trophies: Blight you destroy, CRB p.19); bury this."""
    blight = [{"system": x, "damaged": 1} for x in ("1.0", "1.2", "5.1")] + [{"system": "1.3", "fresh": 1}]
    s = court_turn("CC15", [2, 0, 0], blight=blight)
    do(s, "secure CC15")
    assert sorted(legal(s)) == ["choose 1", "choose none"]  # Mikah has pieces in cluster 1 only
    do(s, "choose 1")
    assert s.blight_damaged[0:4] == [0, 0, 0, 0] and s.blight_fresh[reach.SYSTEM_INDEX["1.3"]] == 1
    assert s.neutral_trophies[MIKAH * 4 + 3] == 2
    assert s.court_deck[0] == "CC15"


def test_court_crises_roll_the_dice_unless_just_rolled() -> None:
    """CRB p.18: Court Crises "Roll the event and number dice unless you just rolled them to
    resolve an Event card" (Crises chosen through the Council: they are rolled)."""
    s = court_turn("CC15", [0, 0, 0])
    do(s, "secure IC01", "end", "no-summit", "resolve crises")
    assert s.phase == CampaignPhase.CHANCE_EVENT_ROLL
