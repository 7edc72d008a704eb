"""F2 Founder, Act II (Fates file "F2 — Founder"; card texts F2-12A/B, F2-13, F2-14, F2-18 with
the errata). Each test fails without its rule."""

from __future__ import annotations

from typing import Any

from ambitions.games.arcs.actions import act
from ambitions.games.arcs.standard_actions import SLOT_BY_NAME
from ambitions.games.arcs_campaign import fates, invariants
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import DANE, LOTUS, MIKAH, do, legal, pos, turn

FOUNDER_FATES = ["F2", "F3", "F1"]
NO_CARDS: list[list[str]] = [[], [], []]
"""The Act I Fate Set cards buried (Parade Fleets, Merchant League, Dealmakers: their icons and
questions stay out of these tests)."""
TYCOON = 0


def test_setup_act2_makes_everyone_a_member_and_the_marker_goes_on_the_fate_card() -> None:
    """F2-12A."""
    s = pos(campaign_part={"act": 2, "fates": {"fate": FOUNDER_FATES}})
    assert s.members == [] and s.commonwealth == -2
    fates.ACT2_SETUPS["F2"](s, MIKAH)
    assert s.members == [True, True, True] and s.commonwealth == -1
    assert s.booklet == ["F2-14", "F2-22", "F2-16", "F2-17"]
    assert s.observation(DANE)["campaign"]["members"] == [0, 1, 2]


def test_protect_freedom_counts_free_cities_the_empire_does_not_control() -> None:
    """F2-12B *Protect Freedom in the Reach*: 1 per Free city on the map not controlled by the
    Empire ("with just 1 fresh Imperial ship"): 3.1 and 4.1 count, 3.2 (a fresh Imperial ship)
    does not; a Free starport is not a city."""
    s = pos(
        seats=[{"hand": []}, {"hand": []}, {"hand": []}],
        campaign_part={
            "act": 2,
            "imperial_ships": [{"system": "3.2", "fresh": 1}, {"system": "4.1", "damaged": 1}],
            "free_buildings": [
                {"slot": "3.1#0", "kind": "city"},
                {"slot": "3.2#0", "kind": "city"},
                {"slot": "4.1#0", "kind": "city", "damaged": True},
                {"slot": "4.2#0", "kind": "starport"},
            ],  # fmt: skip
            "fates": {"fate": FOUNDER_FATES},
        },
    )
    assert s.objective[MIKAH] == 14 - 2


def declaring(commonwealth: str | None = "fate") -> Any:
    """Mikah (Founder) leads Administration 4 and may declare an ambition."""
    return pos(
        turn=turn(MIKAH, "ADM4", 3),
        campaign_part={
            "act": 2,
            "members": [0, 1, 2],
            "commonwealth": commonwealth,
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )


def test_the_founder_may_put_the_commonwealth_marker_on_the_declared_ambition() -> None:
    """F2-13: "When you declare an ambition, you may also place the Commonwealth Ambition marker
    from your Fate card onto the declared ambition box"."""
    s = declaring()
    declare = next(a for a in legal(s) if a.startswith("declare"))
    do(s, declare)
    assert sorted(legal(s)) == ["choose commonwealth", "choose none"]
    do(s, "choose commonwealth")
    assert s.commonwealth == s.marker_box[max(range(3), key=lambda i: s.marker_box[i])]
    assert s.observation(LOTUS)["campaign"]["commonwealth"] == declare.split()[1]


def test_no_question_once_the_marker_is_placed() -> None:
    s = declaring(commonwealth="warlord")
    do(s, next(a for a in legal(s) if a.startswith("declare")))
    assert not any(a.startswith("choose") for a in legal(s))


def scoring(resources: list[list[str]], members: list[int]) -> CampaignState:
    """Tycoon declared with the Commonwealth marker; nobody has cards left, so the chapter ends
    at once and is scored."""
    return pos(
        markers=[{"box": "tycoon"}, {}, {}],
        buildings=[{"slot": "5.1#0", "seat": LOTUS, "kind": "city"}],
        seats=[{"hand": [], "resources": r} for r in resources],
        campaign_part={
            "act": 2,
            "members": members,
            "commonwealth": "tycoon",
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )


def tycoon_row(s: CampaignState) -> tuple[Any, ...]:
    row = s.chapter_scoring[-1][1][0]
    assert row[0] == TYCOON
    return row


def test_the_commonwealth_wins_and_the_members_share_first_and_second_place() -> None:
    """F2-14: Mikah 1 + Dane 1 (Members) beat Lotus's 1 as the Commonwealth (2); they share the
    first and second place Power evenly, remainders dropped, no bonus city Power; F2-12B
    *Distribute Power Fairly*: 2 per Member."""
    s = scoring([["material"], ["fuel"], ["material"]], members=[0, 1])
    first, second = (sum(v[k] for v in tycoon_row(s)[1]) for k in (0, 1))
    share = (first + second) // 2
    assert s.power == [share, share, 0]
    assert tycoon_row(s)[6] == (share, share, 0) and list(s.chapter_scores[-1]) == [share, share, 0]
    assert s.objective[MIKAH] == 14 - 2 * 2
    assert s.commonwealth == -1  # back on the Fate card
    assert not invariants.problems(s)


def test_a_non_member_winning_gains_double() -> None:
    """F2-14: "If a non-Member wins, they gain double the total Power of first and second
    place" (Lotus, disgraced, 3 against the Commonwealth's 2)."""
    s = scoring([["material"], ["fuel"], ["material", "fuel", "material"]], members=[0, 1])
    first, second = (sum(v[k] for v in tycoon_row(s)[1]) for k in (0, 1))
    bonus = tycoon_row(s)[5]
    assert s.power == [0, 0, 2 * (first + second) + bonus]
    assert s.objective[MIKAH] == 14


def test_a_tie_gives_nobody_anything() -> None:
    """F2-14: "only gives Power for winning it—getting first place with no tie": the Commonwealth
    (2) ties Lotus (2); no second place either."""
    s = scoring([["material"], ["fuel"], ["material", "fuel"]], members=[0, 1])
    assert s.power == [0, 0, 0]


def test_a_member_harming_a_free_building_is_disgraced() -> None:
    """F2-18 (errata: "a Free building"): a Member whose action damages a Free building scraps
    their title for good."""
    s = pos(
        turn=turn(DANE, "AGG4", 3),
        campaign_part={
            "act": 2,
            "members": [0, 1, 2],
            "free_buildings": [{"slot": "3.1#0", "kind": "starport"}],
            "fates": {"fate": FOUNDER_FATES},
        },
    )
    before = fates.watch(s)
    assert before is not None
    s.slots[SLOT_BY_NAME["3.1#0"]] |= 1  # damaged by Dane's action (as a battle's hit does)
    fates.after(s, before, DANE, act("hit"))
    assert s.members == [True, False, True] and "F2-19" in s.scrapped
    untouched = fates.watch(s)
    fates.after(s, untouched, LOTUS, act("pass"))
    assert s.members[LOTUS]


def test_the_plain_view_names_the_act2_objectives_and_shows_members_and_monopolies() -> None:
    """`render.fate_lines`: the Act II objectives, the Members and the Commonwealth marker, the
    Monopolies (public facts)."""
    from ambitions.games.arcs_campaign import render

    s = pos(
        campaign_part={
            "act": 2,
            "members": [0, 2],
            "commonwealth": "fate",
            "monopolies": {
                "material": "supply",
                "fuel": 1,
                "weapon": "scrapped",
                "relic": "supply",
                "psionic": "supply",
            },  # fmt: skip
            "fates": {"fate": FOUNDER_FATES},
        }
    )
    lines = render.fate_lines(s.observation(DANE)["campaign"])
    wanted = "Act II objectives: s0 Distribute Power Fairly / Protect Freedom"
    assert any(line.startswith(wanted) for line in lines)
    assert "Monopolies: material supply, fuel s1, weapon scrapped, relic supply, psionic supply" in lines
    assert "Members of the Commonwealth: s0, s2; Commonwealth marker: fate" in lines


def liberation(book: bool = True) -> CampaignState:
    """Mikah (Founder, Book of Liberation) builds with ships in 3.2 (Fuel) and in 1.1, where a
    fresh Imperial ship is; a Free city at 4.1, where Mikah's ships are too; Fuel Outrage."""
    return pos(
        ships=[{"system": s, "seat": MIKAH, "fresh": 2} for s in ("3.2", "1.1", "4.1")],
        seats=[{"hand": ["AGG2"], "lore": ["F2-04"] if book else [], "outrage": ["fuel"]}, {}, {}],
        turn=turn(MIKAH, "CON4", 3),
        campaign_part={
            "act": 2,
            "imperial_ships": [{"system": "1.1", "fresh": 1}],
            "free_buildings": [{"slot": "4.1#0", "kind": "city"}],
            "fates": {"fate": FOUNDER_FATES},
        },
    )


def test_book_of_liberation_builds_free_buildings_and_clears_outrage() -> None:
    """F2-04: "You may build Free buildings, except in Empire-controlled systems. When you build a
    Free building on a planet, clear your Outrage of its type"."""
    s = liberation()
    assert {"build free-city 3.2", "build free-starport 3.2"} <= set(legal(s))
    assert not any(a.startswith("build free-city 1.1") for a in legal(s))  # the Empire controls
    agents, free = s.agents[MIKAH], s.free_cities
    do(s, "build free-city 3.2")
    assert s.slots[SLOT_BY_NAME["3.2#0"]] >> 2 == 7 and s.free_cities == free - 1
    assert s.outrage[MIKAH] == 0 and s.agents[MIKAH] == agents + 1
    assert not invariants.problems(s)
    assert not any(a.startswith("build free") for a in legal(liberation(book=False)))


def test_book_of_liberation_forbids_harming_free_buildings() -> None:
    """F2-04: "You cannot harm Free buildings": no battle against the Free States."""
    s = liberation()
    s.turn_card = "AGG4"
    assert not any(a.startswith("battle 4.1 free") for a in legal(s))
    t = liberation(book=False)
    t.turn_card = "AGG4"
    assert any(a.startswith("battle 4.1 free") for a in legal(t))


def privileges(members: list[int], card: str = "ADM4", imperial: bool = False) -> CampaignState:
    """Dane's ships control 3.2, where a Free city stands, and 3.3, where a damaged Free
    starport stands; Mikah has no piece in cluster 3."""
    return pos(
        ships=[
            {"system": "3.2", "seat": DANE, "fresh": 2},
            {"system": "3.3", "seat": DANE, "fresh": 1},
            {"system": "1.1", "seat": MIKAH, "fresh": 1},
        ],  # fmt: skip
        seats=[{"hand": ["AGG2"]}, {}, {}],
        turn=turn(MIKAH, card, 3),
        campaign_part={
            "act": 2,
            "members": members,
            "imperial_ships": [{"system": "3.3", "fresh": 1}] if imperial else [],
            "free_buildings": [
                {"slot": "3.2#0", "kind": "city"},
                {"slot": "3.3#0", "kind": "starport", "damaged": True},
            ],  # fmt: skip
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )


def test_a_member_taxes_free_cities_like_loyal_ones() -> None:
    """F2-22: "Members may take actions with Free buildings that are not controlled by the Empire
    like they are Loyal—tax Free cities": without controlling the system."""
    assert "tax 3.2#0" in legal(privileges([0, 1, 2]))
    assert "tax 3.2#0" not in legal(privileges([1, 2]))  # (a disgraced player: the usual rules)
    s = privileges([0, 1, 2])
    do(s, "tax 3.2#0")
    assert 1 in s.resources[0:6] and not any(s.captives)


def test_a_member_repairs_and_builds_at_free_buildings_fresh() -> None:
    """F2-22: "repair them", "build buildings at them"; "Pieces built in this way are always
    placed fresh" (Dane controls 3.2: a usual build would be damaged)."""
    s = privileges([0, 1, 2], card="CON4")
    assert "repair free-starport 3.3" in legal(s) and "build city 3.3" in legal(s)
    do(s, "build city 3.3")
    built = [code for code in s.slots if code >= 0 and code >> 2 == MIKAH]
    assert len(built) == 1 and not built[0] & 1  # fresh, though Dane controls 3.3
    t = privileges([0, 1, 2], card="CON4", imperial=True)
    assert "repair free-starport 3.3" not in legal(t)  # the Empire controls 3.3


def test_a_member_catapults_from_free_starports() -> None:
    """F2-22: "take Catapult moves with Free starports" not controlled by the Empire."""
    from ambitions.games.arcs import reach
    from ambitions.games.arcs_campaign import movement

    x33 = reach.SYSTEM_INDEX["3.3"]
    assert movement.launches_catapult(privileges([0, 1, 2]), MIKAH, x33)
    assert not movement.launches_catapult(privileges([1, 2]), MIKAH, x33)
    assert not movement.launches_catapult(privileges([0, 1, 2], imperial=True), MIKAH, x33)


# -- Call for Armistice (F2-15) and the Armistices (F2-16, F2-17) ----------------------------------
def test_setup_act2_puts_call_for_armistice_in_the_edicts_with_the_armistices() -> None:
    """F2-12A: Call for Armistice (15) to the booklet's Edicts, the 2 Armistices tucked under it."""
    s = pos(campaign_part={"act": 2, "edicts": ["ED03"], "fates": {"fate": FOUNDER_FATES}})
    fates.ACT2_SETUPS["F2"](s, MIKAH)
    assert s.edicts == ["ED03", "F2-15"] and {"F2-16", "F2-17"} <= set(s.booklet)


def edicts(power: list[int], members: list[int]) -> CampaignState:
    """The round's end, the Edicts: Call for Armistice only; Mikah secured the Council."""
    return pos(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        seats=[{"hand": ["ADM2"], "power": power[0]}, {"power": power[1]}, {"power": power[2]}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "members": members,
            "commonwealth": "fate",
            "court": [{"card": "IC01", "agents": [2, 0, 0]}, {"card": "CC01"}, {"card": "CC02"}],
            "court_deck": ["CC03"],
            "edicts": ["F2-15"],
            "booklet": ["F2-14", "F2-22", "F2-16", "F2-17"],
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )


def to_edicts(s: CampaignState) -> CampaignState:
    return do(s, "secure IC01", "end", "no-summit", "resolve edicts")


def test_call_for_armistice_the_member_with_least_power_attaches_an_armistice() -> None:
    """F2-15: "The Member of the Commonwealth with the least Power may untuck 1 Armistice card from
    here and attach it to a card in the Court" (Dane, 1 Power)."""
    s = to_edicts(edicts([3, 1, 2], [0, 1, 2]))
    assert s.mover == DANE and {"attach CC01", "attach CC02", "pass"} <= set(legal(s))
    do(s, "attach CC02")
    assert "F2-16" in s.attached and "F2-16" not in s.booklet
    assert not invariants.problems(s)


def test_call_for_armistice_skips_a_tie_and_is_scrapped_without_members() -> None:
    """ "On a tie, skip this"; "Scrap this if there are no Members of the Commonwealth"."""
    s = to_edicts(edicts([3, 1, 1], [0, 1, 2]))
    assert "attach CC01" not in legal(s) and "F2-15" in s.edicts
    s = to_edicts(edicts([3, 1, 2], []))
    assert "F2-15" not in s.edicts and "F2-15" in s.scrapped


def with_armistice(s: CampaignState, host: str) -> CampaignState:
    """`s` with the Armistice F2-16 attached to `host` (through the observation's form)."""
    import json

    from ambitions.games.arcs_campaign import observe, position

    raw = position.from_observation(json.loads(json.dumps(observe.snapshot(s))))
    raw["campaign"]["attached"] = [{"host": host, "card": "F2-16"}]
    raw["campaign"]["booklet"] = [c for c in raw["campaign"]["booklet"] if c != "F2-16"]
    return position.load(raw)


def battles(members: list[int]) -> CampaignState:
    """Mikah's ships face Dane's, Lotus's and a Free city in 3.1; an Armistice is attached."""
    s = pos(
        ships=[{"system": "3.1", "seat": p, "fresh": 2} for p in (MIKAH, DANE, LOTUS)],
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "members": members,
            "court": [{"card": "IC01"}, {"card": "CC01"}],
            "booklet": ["F2-16", "F2-17"],
            "free_buildings": [{"slot": "3.1#0", "kind": "city"}],
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )
    return with_armistice(s, "CC01")


def test_an_armistice_in_the_court_stops_members_harming_members_and_free_buildings() -> None:
    """F2-16: "While this is in the Court, Members of the Commonwealth cannot harm each other or
    Free buildings" (Lotus, no Member, may still be attacked)."""
    s = battles([0, 1])
    targets = {a.split()[2] for a in legal(s) if a.startswith("battle 3.1")}
    assert "1" not in targets and "free" not in targets and "2" in targets
    t = battles([1])  # Mikah, disgraced, is no Member: the Armistice does not bind him
    assert {"1", "free"} <= {a.split()[2] for a in legal(t) if a.startswith("battle 3.1")}


def test_securing_a_card_with_an_armistice_places_its_agents_again_and_tucks_it_back() -> None:
    """F2-16 When Secured (secured with its host, CRB p.27): "You must place all agents from here
    and the card to which it's attached onto any other Court cards. Tuck this card behind" Call
    for Armistice: no Captive taken."""
    s = pos(
        ships=[{"system": "2.1", "seat": MIKAH, "fresh": 2}],
        seats=[{"hand": ["ADM2"]}, {}, {}],
        turn=turn(MIKAH, "AGG4", 3),
        campaign_part={
            "act": 2,
            "members": [0, 1, 2],
            "court": [{"card": "IC01"}, {"card": "CC01", "agents": [2, 1, 0]}, {"card": "CC02"}],
            "court_deck": ["CC03"],
            "booklet": ["F2-16", "F2-17"],
            "fates": {"fate": FOUNDER_FATES, "cards": NO_CARDS},
        },
    )
    s = with_armistice(s, "CC01")
    agents = s.agents[MIKAH]
    do(s, "secure CC01")
    assert "CC01" in s.guild[MIKAH]
    assert s.current_player() == MIKAH and "choose CC02" in legal(s) and "choose IC01" in legal(s)
    do(s, "choose CC02", "choose CC02", "choose IC01")
    i = s.court.index("CC02")
    assert s.court_agents[i * 3 + MIKAH] == 2 and s.court_agents[0 * 3 + DANE] == 1
    assert s.agents[MIKAH] == agents and "F2-16" in s.booklet and "F2-16" not in s.attached
    assert not any(s.captives)  # Dane's agent was placed, not captured
    assert not invariants.problems(s)
