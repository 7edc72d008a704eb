"""Interstellar Ambitions in the browser, played by clicks.

Seat 0 is a player who makes every decision by clicking (the board first: the action track's
tokens and slots, planets, ships, cards, ambitions; then the chooser's buttons) beside two bots;
seat 1 is a second player whose moves the test sends through the API, so that it can wait at the
right moments (a combat's defender arranging, the target of a shadow check resisting). Seat 0
plays the game start, develops its Home World and claims an ambition, plays a Shadow card with a
shadow check, RAIDs with a secret combat order and takes the SHADOW action. After each of its
decisions the table drawn is checked against the seat's observation piece by piece (planets and
their levels, ships and their damage markers, every token of the action track, resources, TECHS,
claims, the hand, the offer, each side's combat order). While the combat order is still secret,
the spectator's page and seat 1's show seat 0's order face down and its hand nowhere; seat 0's
page shows its order. One decision is made with the keyboard only. A reload in the middle of a
turn comes back to the same decision; axe-core finds no serious violation; desktop and 360-pixel
screenshots fit their width; the spectator has no text box. The browser reads card files as the
engine does, and a game with its own card file shows its own names.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from ambitions.games.interstellar import catalogue as interstellar_catalogue
from ambitions.games.interstellar.cards import default_cards
from support.browsing import DESKTOP, click_action, open_page, serious_violations, wait_for_version

PHONE = {"width": 360, "height": 740}
SEED = 7
"""With 4 players and this seed the ambitions include "Have a planet at development level 5":
seat 0's Home World (level 4 of 5) reaches it with one BASIC DEVELOP."""
CHECK_TYPES = ("sabotage", "infiltrate")
NARROW = ("assassinate-planner",)
"""A check card that needs an opponent's token at STRONG or above: not one to keep for turn 2."""


# -- what the page draws ----------------------------------------------------------------------------
def drawn(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """() => {
            const all = (sel) => [...document.querySelectorAll('#board ' + sel)];
            const seat = (n) => Number(n.dataset.seat);
            return {
              planets: all('.piece.planet').map(p => [seat(p), p.dataset.planet, Number(p.dataset.dev)]),
              ships: all('.piece.ship').map(s => [seat(s), s.dataset.ship, Number(s.dataset.damage)]),
              tokens: all('.token-group').flatMap(g => {
                const [, who, place] = g.dataset.pick.split(':');
                const [track, level] = place.split('.');
                return Array(Number(g.dataset.count)).fill([Number(who), track, Number(level)]);
              }),
              countedTwice: all('.token-group').filter(g => {
                const glyphs = g.querySelectorAll('.piece.token').length;
                const number = g.querySelector('.token-count');
                return number ? glyphs !== 1 || number.textContent !== '×' + g.dataset.count
                              : glyphs !== Number(g.dataset.count);
              }).length,
              resources: all('.res-chip[data-seat]').map(r =>
                [seat(r), r.dataset.res, Number(r.dataset.count)]),
              techs: all('.tech-chip').map(t => [Number(t.dataset.seat), t.dataset.tech]),
              claims: all('.claim-mark').map(c => [c.dataset.ambition, Number(c.dataset.seat)]),
              ambitions: all('.ambition').map(a => a.dataset.ambition),
              hand: all('.hand-slot [data-card]').map(c => c.dataset.card),
              cards: all('[data-card]').filter(c => !c.closest('.is-hand')).map(c => c.dataset.card),
              stacks: all('.planet-card').map(c => [c.dataset.stack, c.dataset.planet || null]),
              offerTechs: all('.tech-card').map(c => c.dataset.tech),
              mercs: all('.merc-card').map(c => c.dataset.merc),
              order: all('.order-slot').map(o =>
                [Number(o.dataset.side), Number(o.dataset.position), o.dataset.ship || null]),
              overflow: document.documentElement.scrollWidth - window.innerWidth,
            };
          }"""
        )
    )


def check_board(page: Any, obs: dict[str, Any]) -> dict[str, Any]:
    """The table drawn holds what the observation holds, piece by piece."""
    d = drawn(page)
    seats = obs["seats"]
    assert sorted(d["planets"]) == sorted(
        [p, h["id"], h["dev"]] for p, s in enumerate(seats) for h in s["planets"]
    ), "planets"
    assert sorted(d["ships"]) == sorted(
        [p, h["ship"], h["damage"]] for p, s in enumerate(seats) for h in s["fleet"]
    ), "ships"
    tokens = Counter(
        (p, track, level)
        for p, s in enumerate(seats)
        for track, row in s["tokens"].items()
        for level, n in enumerate(row)
        for _ in range(n)
    )
    assert Counter(tuple(t) for t in d["tokens"]) == tokens, "tokens on the action track"
    assert d["countedTwice"] == 0, "each place's tokens are counted one way: glyphs, or one glyph and ×n"
    assert sorted(d["resources"]) == sorted(
        [p, r, n] for p, s in enumerate(seats) for r, n in s["resources"].items()
    ), "resources"
    assert sorted(d["techs"]) == sorted([p, t] for p, s in enumerate(seats) for t in s["known"]), "techs"
    assert sorted(d["claims"]) == sorted([a["id"], p] for a in obs["ambitions"] for p in a["claims"]), (
        "claims"
    )
    assert d["ambitions"] == [a["id"] for a in obs["ambitions"]]
    seat = obs["seat"]
    hand = seats[seat].get("hand") if isinstance(seat, int) else None
    assert sorted(d["hand"]) == sorted(hand or []), "hand"
    assert sorted(d["stacks"]) == sorted([t, e["top"]] for t, e in obs["planet_stacks"].items()), (
        "planet stacks"
    )
    assert d["offerTechs"] == [t for t in obs["techs"]["start_pool"] + obs["techs"]["slots"] if t], (
        "techs on offer"
    )
    assert d["mercs"] == [m for m in obs["mercs"]["slots"] if m], "mercs on offer"
    combat = obs["combat"]
    order = []
    if combat:
        for side, owner in ((0, combat["attacker"]), (1, combat["defender"])):
            for k, i in enumerate(combat["order"][side]):
                order.append([side, k + 1, None if i is None else seats[owner]["fleet"][i]["ship"]])
    assert sorted(d["order"], key=str) == sorted(order, key=str), "combat order"
    return d


def hidden_from(page: Any, obs: dict[str, Any], combat_side: int | None) -> None:
    """`page` (another seat's or a spectator's, showing `obs`) shows no Shadow card but those of
    its viewer's own hand and, for `combat_side`, the combat order face down but where the
    observation shows a damaged ship (the rules keep those face up)."""
    d = drawn(page)
    assert d["cards"] == [], "a Shadow card is shown outside the viewer's own hand"
    seat = obs["seat"]
    own = obs["seats"][seat].get("hand", []) if isinstance(seat, int) else []
    assert sorted(d["hand"]) == sorted(own), "the hand shown is the viewer's own"
    if combat_side is not None:
        combat = obs["combat"]
        slots = [o for o in d["order"] if o[0] == combat_side]
        hidden = [i for i in combat["order"][combat_side] if i is None]
        assert slots and len(slots) == len(combat["order"][combat_side]), "the combat order is drawn"
        assert page.locator(f'#board .order-slot.face-down[data-side="{combat_side}"]').count() == len(hidden)
        if not combat["damaged_mode"]:
            assert hidden and all(ship is None for _, _, ship in slots), "a secret combat order is shown"


def by_keyboard(page: Any, key: str, target: str) -> None:
    """Make the decision `target` with the keyboard only: Tab to the board element that picks
    `key`, Enter; the one action left has the focus: Enter."""
    version = int(page.evaluate("document.body.dataset.version"))
    page.locator("body").focus()
    for _ in range(150):
        page.keyboard.press("Tab")
        if page.evaluate("k => document.activeElement.getAttribute('data-pick') === k", key):
            break
    else:
        raise AssertionError(f"Tab never reached {key}")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "button"
    page.keyboard.press("Enter")
    page.wait_for_function("t => document.activeElement.dataset.action === t", arg=target)
    page.keyboard.press("Enter")
    wait_for_version(page, version, newer=True)


# -- the players ---------------------------------------------------------------------------------------
def shadow_type(card: str) -> str:
    cards = default_cards()
    return cards.shadow[card].type if card in cards.shadow else ""


class Plan:
    """What seat 0 aims for: the ambition its Home World reaches, a Shadow card with a check, a
    RAID on seat 1 with a secret combat order, the SHADOW action; then quiet turns."""

    def __init__(self) -> None:
        self.done: set[str] = set()

    def choose(self, view: dict[str, Any]) -> str:
        legal: list[str] = view["legal_actions"]
        obs = view["observation"]
        phase = obs["phase"]
        me = obs["seats"][0]

        def starting(*words: str) -> list[str]:
            return [a for a in legal if a.split()[0] in words]

        if phase == "claim":
            return (starting("claim") or ["pass"])[0]
        if phase == "keep":  # the most Shadow cards with a check that any opponent is a target for
            return max(
                legal,
                key=lambda a: sum(
                    1 for c in a.split()[1:] if shadow_type(c) in CHECK_TYPES and c not in NARROW
                ),
            )
        if phase == "place":
            placed = {t for t, row in me["tokens"].items() if row[1]}
            for track in ("develop", "fleet", "shadow", "build", "colonise", "research"):
                if track not in placed:
                    return f"place {track}"
            return "place fleet"
        if phase == "advance":
            for track in ("fleet", "shadow", "build"):
                options = [a for a in legal if a.startswith(f"advance {track}.")]
                if options:
                    return options[0]
            return "done" if "done" in legal else legal[0]
        if phase == "shadow":
            plays = starting("play")
            checks = [a for a in plays if shadow_type(a.split()[1]) in CHECK_TYPES]
            at_seat_1 = [a for a in checks if len(a.split()) > 2 and a.split()[2] == "1"]
            if "check" not in self.done and (at_seat_1 or checks):
                return (at_seat_1 or checks)[0]
            return "pass"
        if phase == "produce-or-advance":
            return "produce"
        if phase == "mix":
            balanced = [a for a in legal if a.split()[1] != "0" and a.split()[4] != "0"]
            return (balanced or legal)[0]
        if phase == "take":
            takes = starting("take")
            home = me["planets"][0]["dev"] if me["planets"] else 5

            def track(name: str) -> list[str]:
                return [a for a in takes if a.split()[1].startswith(name + ".")]

            if home < 5 and "develop" not in self.done and track("develop"):
                return track("develop")[0]
            if "raid" not in self.done and track("fleet") and me["turns_taken"] > 0:
                return track("fleet")[0]
            if "shadow" not in self.done and track("shadow") and me["resources"]["coins"]:
                return track("shadow")[0]
            for name in ("build", "colonise", "research", "develop", "shadow"):
                if track(name):
                    return track(name)[0]
            return legal[0]
        if phase == "develop":
            homes = [a for a in starting("develop") if "home-world" in a]
            return (homes or ["done"])[0]
        if phase == "fleet":
            raids = starting("raid")
            return ([a for a in raids if a == "raid 1"] or raids or ["done"])[0]
        if phase == "shadow-mode":
            return "buy-cards"
        if phase == "buy":
            ones = [a for a in legal if len(a.split()) == 2]
            return (ones or legal)[0]
        if phase == "prepare":
            if "raid" not in self.done:
                return "prepare fleet"
            if "shadow" not in self.done:
                return "prepare shadow"
            fewest = min(me["tokens"], key=lambda t: (sum(me["tokens"][t]), t))
            return f"prepare {fewest}"
        if phase == "build":
            builds = starting("build")
            return (builds or ["done"])[0]
        if phase in ("colonise", "research", "hire"):
            return (starting(phase) or ["done"])[0]
        if phase == "unmatched":
            return "attack 1" if "attack 1" in legal else "hold"
        if phase == "steal":
            return (starting("steal") or ["done"])[0]
        if phase == "upkeep":
            return (starting("pay") or legal)[0]
        if phase in (
            "boost",
            "resist",
            "repair",
            "exchange",
            "sweep",
            "replace-tech",
            "replace-merc",
            "disrupt",
        ):
            return "done" if "done" in legal else legal[0]
        return next((a for a in legal if a != "exchange"), legal[0])


def seat_1_move(view: dict[str, Any]) -> str:
    """Seat 1 (the API's player) keeps to itself: it never attacks, plays no Shadow card and
    resists no check; it claims what it can."""
    legal: list[str] = view["legal_actions"]
    phase = view["observation"]["phase"]
    claims = [a for a in legal if a.startswith("claim ")]
    if claims:
        return claims[0]
    for quiet in ("pass", "produce", "done", "hold"):
        if quiet in legal:
            return quiet
    if phase == "take":
        peaceful = [a for a in legal if a.startswith("take ") and not a.startswith("take fleet")]
        return (peaceful or ["advance-instead"])[0]
    return next(a for a in legal if a != "exchange")


# -- the test ------------------------------------------------------------------------------------------
def test_a_seat_plays_interstellar_by_clicking_and_the_table_matches_the_observation(
    browser: Any, live_server: Any, screenshots: Path
) -> None:
    created = live_server.create("interstellar", 4, [None, None, "random+", "random+"], seed=SEED)
    game = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"] if s["token"]}
    errors: list[str] = []

    def open_seat(token: str, **context: Any) -> Any:
        return open_page(browser, live_server.page_url(game, token), "#board .is", errors, **context)

    page = open_seat(tokens[0])
    other = open_seat(tokens[1])
    watcher = open_seat(created["spectator_token"])
    # The spectator decides nothing: no text box, no list of actions; the players have both.
    assert watcher.locator("#chooser").is_hidden() and watcher.locator("#all-actions").is_hidden()
    assert page.locator("#chooser").is_visible() and other.locator("#chooser").is_visible()
    # The text box's example is one of this game's actions (GameSpec.help, through the catalogue).
    assert page.locator("#action").get_attribute("placeholder") == "e.g. take colonise.2"

    plan = Plan()
    clicks: Counter[str] = Counter()
    made: list[str] = []
    seen_secret_order = reloaded = keyboard = told_combat = False
    axe_runs = 0
    deadline = time.monotonic() + 240
    goals = ("develop", "claim", "check", "raid", "order", "shadow")
    while not (all(g in plan.done for g in goals) and seen_secret_order and reloaded):
        assert time.monotonic() < deadline, f"too slow: {sorted(plan.done)}, made {made}"
        status = live_server.status(game)
        assert not status["over"], (
            f"the game ended first: {sorted(plan.done)}, {seen_secret_order}, {reloaded}, made {made}"
        )
        mover = status["to_move"]
        if mover == 1:
            view = live_server.view(game, tokens[1])
            obs = view["observation"]
            combat = obs["combat"]
            if obs["phase"] == "arrange" and combat and combat["attacker"] == 0 and not combat["revealed"]:
                # Seat 0 has arranged its RAID's order; seat 1 (the defender) is arranging. The order
                # is secret: face down for seat 1 and the spectators, face up for seat 0.
                wait_for_version(other, view["version"], my_turn=True)
                wait_for_version(watcher, view["version"])
                wait_for_version(page, view["version"])
                spectator = live_server.view(game, created["spectator_token"])["observation"]
                check_board(other, obs)
                check_board(watcher, spectator)
                hidden_from(other, obs, 0)
                hidden_from(watcher, spectator, 0)
                mine = check_board(page, live_server.view(game, tokens[0])["observation"])
                assert [o for o in mine["order"] if o[0] == 0] and all(
                    o[2] for o in mine["order"] if o[0] == 0
                )
                seen_secret_order = seen_secret_order or not combat["damaged_mode"]
                assert serious_violations(watcher) == []
            move = seat_1_move(view)
            response = live_server.http.post(
                f"/api/games/{game}/moves",
                headers={"Authorization": f"Bearer {tokens[1]}"},
                json={"version": view["version"], "move_id": f"t{view['version']}", "action": move},
            )
            assert response.status_code == 200, response.text
            continue
        if mover != 0:
            time.sleep(0.03)  # the bots, or the server drawing chance outcomes
            continue
        view = live_server.view(game, tokens[0])
        obs = view["observation"]
        wait_for_version(page, view["version"], my_turn=True)
        check_board(page, obs)
        if obs["last_combat"] and not obs["combat"] and not told_combat:
            # The last combat stays on the table until the next one: dice, hits, totals, winner.
            outcome = page.locator("#board .is-conflict .combat-outcome").inner_text()
            last = obs["last_combat"]
            assert f"Totals: attacker {last['totals'][0]}, defender {last['totals'][1]}" in outcome
            assert ("fires at" in outcome) == bool(last["hits"])
            told_combat = True
        target = plan.choose(view)
        assert target in view["legal_actions"], (target, view["legal_actions"])
        if not reloaded and obs["phase"] == "take" and obs["seats"][0]["turns_taken"] > 0:
            # In the middle of a turn (PRODUCE is done): reload; the page comes back to this decision.
            hand = page.locator("#board .hand-slot").count()
            page.reload()
            wait_for_version(page, view["version"], my_turn=True)
            check_board(page, obs)
            assert page.locator("#board .hand-slot").count() == hand
            assert (
                page.locator("#decide-title")
                .inner_text()
                .startswith(f"Your decision ({len(view['legal_actions'])} action")
            )
            reloaded = True
        if obs["phase"] in ("take", "arrange", "buy", "boost") and axe_runs < 6:
            assert serious_violations(page) == [], obs["phase"]
            axe_runs += 1
        kind = target.split()[0]
        if kind == "take" and not keyboard:
            by_keyboard(page, f"token:0:{target.split()[1]}", target)
            keyboard = True
        else:
            click_action(page, target, clicks, prefer_board=True)
        made.append(target)
        if kind == "take" and target.split()[1].startswith("develop."):
            plan.done.add("develop")
        if kind == "claim":
            plan.done.add("claim")
        if kind == "play" and shadow_type(target.split()[1]) in CHECK_TYPES:
            plan.done.add("check")
        if kind == "raid":
            plan.done.add("raid")
        if kind == "order":
            plan.done.add("order")
        if kind == "take" and target.split()[1].startswith("shadow."):
            plan.done.add("shadow")

    assert not errors, errors
    # Board clicks did the work: tokens on the track, planets, ships, cards and the ambition.
    for what in ("token", "slot", "planet", "ship", "card", "ambition", "seat"):
        assert clicks[f"board {what}"] >= 1, (what, clicks)
    # The log tells the combat and the shadow check in words, dice drawn.
    log = page.locator("#log").inner_text()
    assert "RAID seat 1" in log and "put " in log and "Seat 0" in log
    assert page.locator("#log .log-roll .die").count() >= 1
    # ... and what it caused: each ship's dice and hits, the totals and the winner, the check's result.
    assert "fires at" in log and "totals: attacker seat 0" in log and " check of seat 0's " in log
    assert told_combat
    # Damage markers have a legend beside the fleets.
    assert "combat damage marker" in page.locator("#board .damage-legend").inner_text()

    # Screenshots: desktop and phone width; nothing wider than the screen.
    version = live_server.status(game)["version"]
    obs = live_server.view(game, tokens[0])["observation"]
    wait_for_version(page, version)
    assert check_board(page, obs)["overflow"] <= 0
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(screenshots / "interstellar-desktop.png"))
    phone = open_seat(tokens[0], viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    wait_for_version(phone, version)
    assert check_board(phone, obs)["overflow"] <= 0, "the page is wider than a phone"
    assert phone.locator("#board table.track").bounding_box()["width"] <= PHONE["width"]
    phone.screenshot(path=str(screenshots / "interstellar-phone.png"))
    phone.screenshot(path=str(screenshots / "interstellar-phone-full.png"), full_page=True)
    assert serious_violations(phone) == []
    # The spectator: the same table, no hand, no text box.
    wait_for_version(watcher, version)
    spectator = live_server.view(game, created["spectator_token"])["observation"]
    check_board(watcher, spectator)
    assert watcher.locator("#board .is-hand, #board .hand-slot").count() == 0
    assert watcher.locator("#chooser").is_hidden()
    hidden_from(watcher, spectator, None)
    wait_for_version(other, version)
    hidden_from(other, live_server.view(game, tokens[1])["observation"], None)
    assert not errors, errors


def test_the_catalogue_and_the_card_words_agree_with_the_engine(browser: Any, live_server: Any) -> None:
    """The browser reads a card file as the engine does (ids of copies and home worlds, names,
    numbers) and puts every effect in the catalogue's words exactly as its Python `fill` does."""
    served = live_server.http.get("/api/games/interstellar/catalogue").json()
    assert served == json.loads(json.dumps(interstellar_catalogue.catalogue()))
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(live_server.url + "/")
    read = page.evaluate(
        """async (catalogue) => {
        const { createCards } = await import("/views/interstellar/cards.js");
        const cards = createCards(catalogue, catalogue.card_set);
        const effects = [];
        for (const section of ["ships", "mercs", "emergency", "techs", "planets", "colony_events"]) {
          for (const entry of catalogue.card_set[section]) {
            for (const e of entry.effects || []) effects.push(cards.effectText(e));
          }
        }
        for (const entry of catalogue.card_set.shadow) effects.push(cards.effectText(entry.effect));
        const pick = (map, fields) =>
          Object.fromEntries(Object.entries(map).map(([id, c]) => [id, fields.map((f) => c[f])]));
        return {
          planets: pick(cards.planets, ["name", "max_dev", "vp", "home"]),
          ships: pick(cards.ships, ["name", "kind", "heavy", "combat", "bombard", "vp"]),
          techs: pick(cards.techs, ["name", "start", "cost", "vp"]),
          shadow: pick(cards.shadow, ["name", "type"]),
          ambitions: pick(cards.ambitions, ["name", "passive"]),
          standard: cards.standard,
          effects,
          texts: [cards.shipText("wing-commander"), cards.techText("drydocks")],
        };
      }""",
        served,
    )
    cards = default_cards()
    assert read["planets"] == {p.id: [p.name, p.max_dev, p.vp, p.home] for p in cards.planets.values()}
    assert read["ships"] == {
        s.id: [s.name, s.kind, s.heavy, s.combat, s.bombard, s.vp] for s in cards.ships.values()
    }
    assert read["techs"] == {t.id: [t.name, t.start, t.cost, t.vp] for t in cards.techs.values()}
    assert read["shadow"] == {c.id: [c.name, c.type] for c in cards.shadow.values()}
    assert read["ambitions"] == {a.id: [a.name, a.passive] for a in cards.ambitions.values()}
    assert read["standard"] == list(cards.standard)
    names = {s.id: s.name for s in cards.ships.values()}
    raw = cards.source
    expected = [
        interstellar_catalogue.fill(e, names)
        for section in ("ships", "mercs", "emergency", "techs", "planets", "colony_events")
        for entry in raw[section]
        for e in entry.get("effects", ())
    ] + [interstellar_catalogue.fill(entry["effect"], names) for entry in raw["shadow"]]
    assert read["effects"] == expected
    assert not any("{" in text or "}" in text for text in expected)
    assert "Strike Craft roll 1 extra die" in read["texts"][0] and "3 damage markers" in read["texts"][1]


def test_a_game_with_its_own_card_file_shows_its_own_cards(
    browser: Any, live_server: Any, tmp_path: Path
) -> None:
    raw = json.loads(json.dumps(default_cards().source))
    raw["ships"][0]["name"] = "Star Skiff"
    raw["home_world"]["name"] = "Cradle"
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(raw))
    page = browser.new_context(viewport=DESKTOP).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    # The start page reads the player's file and sends its content (the server reads no file).
    page.goto(live_server.url + "/")
    page.wait_for_selector("#seats select")
    page.select_option("#game", "interstellar")
    page.select_option("#players", "3")
    broken = tmp_path / "broken.json"
    broken.write_text("{ships: nope")
    page.set_input_files("#option-cards", str(broken))
    page.locator("#new-game button[type=submit]").click()
    assert "broken.json is not a JSON file" in page.locator("#created .error").inner_text()
    page.set_input_files("#option-cards", str(path))
    page.locator("#new-game button[type=submit]").click()
    page.locator("#created a", has_text="watch").wait_for()
    page.locator("#created a", has_text="watch").click()
    page.wait_for_selector("#board .is .piece.ship")
    names = page.locator("#board .piece.ship .ship-name").all_inner_texts()
    assert names.count("Star Skiff") == 3 and "Strike Craft" not in names
    assert page.locator("#board .piece.planet .planet-name").all_inner_texts() == ["Cradle"] * 3
    page.locator('#board .piece.ship[data-ship="strike-craft"]').first.hover()
    page.locator("#tooltip").wait_for(state="visible")
    assert page.locator("#tooltip").inner_text().startswith("Star Skiff: STANDARD LIGHT SHIP")
    assert errors == []


def test_the_game_names_its_browser_view_and_a_catalogue_from_the_rules() -> None:
    """No browser needed: the GameSpec names the view and the catalogue; the catalogue's words for
    the action track come from the rules' numbers, and every effect kind of the card-file format
    has a sentence that the default cards fill without a hole."""
    from ambitions.core.registry import game_spec
    from ambitions.games.interstellar import data
    from ambitions.games.interstellar.cards import card_schema

    spec = game_spec("interstellar")
    assert spec.views["web"] == "ambitions.games.interstellar:views/web/view.js"
    assert spec.catalogue is interstellar_catalogue.catalogue
    cat = json.loads(json.dumps(spec.catalogue()))
    assert cat["tracks"] == list(data.TRACKS) and cat["levels"] == list(data.LEVELS)
    assert cat["ultimate_slots"] == {"3": 1, "4": 2, "5": 2, "6": 2}
    texts = cat["track_texts"]
    assert all(texts[t][0] is None and len(texts[t]) == 5 for t in data.TRACKS)
    assert texts["colonise"][2] == "Colonise 1 planet (max VP value 5); it starts at Development Level 2."
    assert texts["fleet"][1] == "RAID (no modifier); INVADE cannot be performed."
    assert texts["fleet"][4] == "RAID at +6 Combat Value or INVADE at +4."
    assert texts["build"][4].startswith("FREE REPAIR + 5 BUILD POINTS")
    assert cat["card_set"] == json.loads(json.dumps(default_cards().source))
    kinds = {
        option["properties"]["kind"]["const"]
        for name in ("ship_effect", "event_effect", "shadow_effect")
        for option in card_schema()["$defs"][name]["oneOf"]
    }
    assert kinds <= set(cat["effect_words"]), kinds - set(cat["effect_words"])
    names = {s.id: s.name for s in default_cards().ships.values()}
    assert interstellar_catalogue.fill({"kind": "ship_dice", "ship": "strike-craft", "amount": 2}, names) == (
        "your Strike Craft roll 2 extra dice in combat"
    )
    assert interstellar_catalogue.fill(
        {"kind": "lose_resources", "resources": {"ore": 3, "food": 1}}, names
    ) == ("the target loses 1 FOOD and 3 ORE")
    assert (
        interstellar_catalogue.fill({"kind": "invade_level", "level": 1}, names)
        == "you may INVADE from BASIC"
    )


def test_the_words_for_several_resources_stolen_and_for_discarding_first(
    browser: Any, live_server: Any
) -> None:
    """`steal coins 3` is one decision in words and clicks (the defender's COINS, then how many);
    a ship or a Shadow card discarded to make room says so."""
    import ambitions

    raid = ambitions.from_position(
        {
            "game": "interstellar",
            "players": 3,
            "turn_seat": 0,
            "pending": [["turn-end", 0], ["claim", 0], ["take", 0]],
            "seats": [
                {
                    "tokens": {"fleet": [0, 0, 0, 1, 0], "colonise": [0, 5, 0, 0, 0]},
                    "fleet": [{"ship": "destroyer"}],
                },
                {"fleet": [{"ship": "strike-craft", "damage": 1}], "resources": {"coins": 5}},
                {},
            ],
        }
    )
    for text in ("take fleet.3", "raid 1", "roll 55 -"):
        raid.apply(raid.parse_action(text))
    obs = json.loads(json.dumps(raid.observation(0)))
    assert obs["phase"] == "steal" and "steal coins 3" in obs["legal_actions"]
    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(live_server.url + "/")
    told = page.evaluate(
        """async ([catalogue, obs]) => {
        const { createCards } = await import("/views/interstellar/cards.js");
        const { createWords } = await import("/views/interstellar/words.js");
        const cards = createCards(catalogue, catalogue.card_set);
        const words = createWords(catalogue, () => cards);
        const view = { seat: 0, observation: obs };
        const at = (phase) => ({ seat: 0, observation: { ...obs, phase } });
        return {
          steps: words.steps("steal coins 3", view).map((s) => s.key),
          steal: words.sentence("steal coins 3", view),
          scrap: words.sentence("scrap destroyer", at("build")),
          discard: words.sentence("discard red-tape", at("buy")),
          decline: words.sentence("decline", at("make-room")),
        };
      }""",
        [live_server.http.get("/api/games/interstellar/catalogue").json(), obs],
    )
    assert told["steps"] == ["kind:steal", "res:1:coins", "count:3"]
    assert told["steal"] == "steal 3 COINS"
    assert "first, to make room for a new ship (8-ship limit)" in told["scrap"]
    assert "first, face down, to make room for a purchase (7-card hand limit)" in told["discard"]
    assert told["decline"] == "decline the new ship (keep your 8)"
