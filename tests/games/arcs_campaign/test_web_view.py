"""The campaign in the browser (the Arcs view module, named by the campaign's GameSpec): a seat
beside two bots makes its setup placements and first decisions by clicks; the map draws every
Loyal and Free building of the observation (Free ones owned by "free"), and no script error
occurs."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from support.browsing import DESKTOP, click_action, open_page, serious_violations, wait_for_version


def test_a_seat_places_and_plays_by_clicking(browser: Any, live_server: Any) -> None:
    created = live_server.create("arcs-campaign", 3, [None, "random+", "random+"], seed=5)
    game = created["id"]
    token = next(s["token"] for s in created["seats"] if s["token"])
    errors: list[str] = []
    page = open_page(browser, live_server.page_url(game, token), "#board .reach", errors)
    clicks: Counter[str] = Counter()
    decisions = 0
    deadline = time.monotonic() + 90
    while decisions < 8:
        assert time.monotonic() < deadline, f"too slow; clicks {dict(clicks)}"
        if live_server.status(game)["to_move"] != 0:
            time.sleep(0.03)
            continue
        view = live_server.view(game, token)
        wait_for_version(page, view["version"], my_turn=True)
        legal = view["legal_actions"]
        click_action(page, legal[0] if "end" not in legal else "end", clicks)
        decisions += 1
    view = live_server.view(game, token)
    wait_for_version(page, view["version"], newer=False)
    drawn = page.evaluate(
        "() => [...document.querySelectorAll('#board .building')].map(b => [b.dataset.slot, b.dataset.seat])"
    )
    obs = view["observation"] if "observation" in view else view
    assert sorted(drawn) == sorted([b["slot"], str(b["seat"])] for b in obs["buildings"])
    assert any(seat == "free" for _, seat in drawn)
    assert not errors, errors


# -- a mid-Act position: the campaign's pieces and panel -------------------------------------------
MID_ACT_SEED = 19
"""Played at random from this seed, Act I reaches chapter 2 with seat 0 an Outlaw holding a
Favor, Golems on the map, Imperial ships and Blight in many systems, and every Fate revealed
(each Rival's unchosen Fate still hidden from seat 0)."""


def _mid_act(live_server: Any) -> tuple[str, list[str], Any]:
    """A game of three human seats driven through the API to chapter 2 (seat 0 to lead), and the
    same game played here from the same seed: the local state knows what the seats' views hide."""
    import random

    import ambitions

    created = live_server.create("arcs-campaign", 3, [None, None, None], seed=MID_ACT_SEED)
    game = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    state = ambitions.new_game("arcs-campaign", players=3, seed=MID_ACT_SEED)
    rng = random.Random(MID_ACT_SEED)
    deadline = time.monotonic() + 120
    while True:
        assert time.monotonic() < deadline, "the game did not reach chapter 2 in time"
        seat = state.current_player()
        assert seat != -2, "the Act ended before chapter 2"
        if seat == -1:
            state.apply(state.sample_chance())
            continue
        obs = state.observation(0)
        if obs["chapter"] >= 2 and seat == 0 and obs["phase"] == "lead":
            break
        action = rng.choice(state.legal_actions())
        view = live_server.view(game, tokens[seat])
        assert str(action) in view["legal_actions"], (str(action), view["legal_actions"][:5])
        response = live_server.http.post(
            f"/api/games/{game}/moves",
            json={"version": view["version"], "move_id": f"m{view['version']}", "action": str(action)},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
        )
        assert response.status_code == 200, response.text
        state.apply(action)
    return game, tokens, state


def _open(
    browser: Any, live_server: Any, game: str, token: str, viewport: dict[str, int]
) -> tuple[Any, list[str]]:
    errors: list[str] = []
    url = live_server.page_url(game, token)
    page = open_page(browser, url, "#board .campaign-panel", errors, console=True, viewport=viewport)
    return page, errors


def _table_page(browser: Any, live_server: Any, viewport: dict[str, int] = DESKTOP) -> tuple[Any, list[str]]:
    """A page of a new 3-player table (seat 0's), to load the campaign's view module in."""
    created = live_server.create("arcs-campaign", 3, [None, "random+", "random+"], seed=5)
    token = next(s["token"] for s in created["seats"] if s["token"])
    return _open(browser, live_server, created["id"], token, viewport)


_WORDS_JS = """async (positions) => {
    const module = await import('/views/arcs-campaign/view.js');
    const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
    const game = await module.createView({ catalogue, status: {} });
    const out = [];
    for (const p of positions) {
        const view = { observation: p.observation, seat: p.seat };
        const steps = new Map();
        const words = new Map();
        for (const text of p.legal) {
            const key = game.steps(text, view).map((s) => s.key).join(' ');
            const sentence = game.sentence(text, view);
            if (steps.has(key)) out.push(['steps', text, steps.get(key), key]);
            if (words.has(sentence)) out.push(['words', text, words.get(sentence), sentence]);
            /* each action */
            steps.set(key, text);
            words.set(sentence, text);
        }
        /* each position */
    }
    return out;
}"""


def word_clashes(
    page: Any, positions: list[dict[str, Any]], each_action: str = "", each_position: str = ""
) -> Any:
    """In the page, at each of `positions` (observation, seat, legal texts), the legal actions
    whose chooser steps or words clash with another's (``['steps'|'words', text, other, ...]``),
    and whatever the JavaScript `each_action` (given `p`, `view`, `game`, `out`, `text`, `sentence`)
    and `each_position` (given `p`, `view`, `game`, `out`) push on `out`."""
    script = _WORDS_JS.replace("/* each action */", each_action).replace("/* each position */", each_position)
    return page.evaluate(script, positions)


def test_the_campaign_table_shows_what_the_observation_holds(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    game, tokens, state = _mid_act(live_server)
    view = live_server.view(game, tokens[0])
    obs = view["observation"]
    c = obs["campaign"]
    # The server's seat 0 is the game played here (same seed, same decisions).
    assert c == state.observation(0)["campaign"]
    assert c["imperial_ships"] and c["blight"] and "outlaw" in c["titles"]
    page, errors = _open(browser, live_server, game, tokens[0], DESKTOP)
    wait_for_version(page, view["version"])

    # Imperial ships and Blight: one badge per system and state, as many as the observation says.
    for kind, rows in (("imperial", c["imperial_ships"]), ("blight", c["blight"])):
        drawn = page.evaluate(
            f"""() => [...document.querySelectorAll('#board .reach [data-{kind}]')].map(b =>
                [b.dataset.system, b.dataset.state, Number(b.dataset.count), b.getAttribute('aria-label')])"""
        )
        expected = [(r["system"], st, r[st]) for r in rows for st in ("fresh", "damaged") if r[st]]
        assert sorted((s, st, n) for s, st, n, _ in drawn) == sorted(expected), kind
        for system, st, n, label in drawn:
            assert label.startswith(f"{n} {st} ") and system in label
    # Golems on the map.
    golems = page.evaluate(
        "() => [...document.querySelectorAll('#board .reach .golem')].map(g => g.dataset.system)"
    )
    assert sorted(golems) == sorted(g["system"] for g in c["golems"] if "system" in g)

    # The panel: each seat's title and Fate (name and objective marker) as observed.
    rows = page.evaluate(
        """() => [...document.querySelectorAll('#board .campaign-seat')].map(r => ({
            seat: Number(r.dataset.seat), title: r.querySelector('[data-title]').dataset.title,
            fate: r.querySelector('[data-fate]').dataset.fate,
            fateText: r.querySelector('[data-fate]').textContent,
            objective: r.querySelector('[data-objective]').dataset.objective,
            favors: Number(r.querySelector('[data-favors]').dataset.favors),
            first: Boolean(r.querySelector('.first-regent'))}))"""
    )
    catalogue = live_server.http.get("/api/games/arcs-campaign/catalogue").json()
    assert [r["seat"] for r in rows] == [0, 1, 2]
    for r in rows:
        seat = r["seat"]
        assert r["title"] == c["titles"][seat]
        assert r["fate"] == (c["fates"]["fate"][seat] or "")
        if c["fates"]["fate"][seat]:
            assert catalogue["fates"][c["fates"]["fate"][seat]]["name"] in r["fateText"]
        marker = c["fates"]["objective"][seat]
        assert r["objective"] == ("" if marker is None else str(marker))
        assert r["favors"] == sum(f["count"] for f in c["favors"] if f["holder"] == seat)
        assert r["first"] == (c["first_regent"] == seat)
    # The objective markers on the Power track, where the observation puts them.
    track = page.evaluate(
        """() => [...document.querySelectorAll('#board .power-track .track-marker')].map(m =>
            [Number(m.dataset.seat), Number(m.dataset.space)])"""
    )
    assert sorted(track) == sorted(
        [seat, space] for seat, space in enumerate(c["fates"]["objective"]) if space is not None
    )
    panel = page.inner_text("#board .campaign-panel")
    council = {"in-session": "In Session"}.get(c["council"], c["council"].capitalize())
    assert council in panel
    assert catalogue["policies"][c["policy"]] in panel
    for edict in c["edicts"]:
        assert catalogue["edicts"][edict] in panel

    # What the state knows and seat 0's observation hides: each Rival's unchosen Fate.
    hidden = [
        f
        for seat in (1, 2)
        for f in state.fate_offers[2 * seat : 2 * seat + 2]
        if f != state.fates[seat] and f not in state.fate_offers[0:2] and f not in state.fates
    ]
    assert hidden, "the position should hide a Rival's unchosen Fate"
    text = page.inner_text("body")
    for fate in hidden:
        assert catalogue["fates"][fate]["name"] not in text, fate
    # ...while the Fates observed are there by name.
    for fate in c["fates"]["fate"]:
        assert catalogue["fates"][fate]["name"] in text

    page.screenshot(path=str(screenshots / "arcs-campaign-1280.png"), full_page=True)
    assert serious_violations(page) == []  # the campaign table mid-Act, axe-core
    small, small_errors = _open(browser, live_server, game, tokens[0], {"width": 360, "height": 780})
    wait_for_version(small, view["version"])
    small.screenshot(path=str(screenshots / "arcs-campaign-360.png"), full_page=True)
    wide = small.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 360 + 1, f"the page is {wide} px wide at 360 px"
    assert not errors and not small_errors, errors + small_errors


# -- attached cards, a Summit's gifts, the scrapped -----------------------------------------------
ATTACHED_POSITION: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "initiative": 0,
    "seat": 0,
    "seats": [
        {"guild": ["F3-02"], "hand": ["ADM4", "AGG2", "MOB3"]},
        {"guild": ["F4-02", "F4-03"]},
        {"guild": ["F8-02"]},
    ],
    "campaign": {
        "court": [{"card": "IC01"}, {"card": "CC12", "agents": [1, 0, 0]}, {"card": "CC07"}],
        "attached": [{"host": "CC07", "card": "CC01"}, {"host": "CC12", "card": "CC05"}],
        "fates": {
            "fate": ["F3", "F4", "F8"],
            "choosing": [],
            "objective": [10, 12, 8],
            "drawn": ["F3", "F5"],
        },
        "faithful_stack": 7,
        "faithful_top": "F8-10",
        "scrapped": ["CC03", "CC08", "CC09", "CC10", "CC13", "CC14"],
        "scrapped_actions": ["F8-12"],
        "summit_gifts": ["1 favor 0", "2 relic"],
        "secured_agents": [0, 2, 1],
    },
}
"""A position (`arcs_campaign.position`'s form, seen by seat 0): Mining Interest attached to
Lattice Spies in the Court, Skirmishers to Council Intrigue (a card is attached only above a
Court card, CRB p.27); the Magnate's gifts in a Summit, agents on a card being secured, six
Court cards and a Faithful action card scrapped."""

RENDER = """async ({ obs, seat }) => {
    const module = await import('/views/arcs-campaign/view.js');
    const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
    const game = await module.createView({ catalogue, status: {} });
    game.render(document.querySelector('#board'), { observation: obs, seat, status: null });
}"""
"""Draw an observation on the page's table with the campaign's view module."""


def _position_page(
    browser: Any, live_server: Any, where: dict[str, Any] = ATTACHED_POSITION
) -> tuple[Any, list[str], dict[str, Any], dict[str, str]]:
    """A campaign page whose table draws seat 0's observation of the position `where`
    (`ATTACHED_POSITION`); its script errors; the observation; card names by id (the
    catalogue's)."""
    import random

    from ambitions.games.arcs_campaign import position

    obs = position.load(where, random.Random(1)).observation(0)
    catalogue = live_server.http.get("/api/games/arcs-campaign/catalogue").json()
    names = {id_: card["name"] for id_, card in catalogue["cards"].items()}
    created = live_server.create("arcs-campaign", 3, [None, None, None], seed=MID_ACT_SEED)
    token = created["seats"][0]["token"]
    page, errors = _open(browser, live_server, created["id"], token, DESKTOP)
    wait_for_version(page, live_server.view(created["id"], token)["version"])
    page.evaluate(RENDER, {"obs": obs, "seat": 0})
    return page, errors, obs, names


def test_attached_cards_sit_on_their_hosts(browser: Any, live_server: Any, screenshots: Any) -> None:
    """Each attached card is drawn on its host, a Court card in the Court row (CRB p.27: a card is
    attached only above a Court card): a small card over the host's lower edge, named."""
    page, errors, obs, name = _position_page(browser, live_server)
    c = obs["campaign"]
    assert len(c["attached"]) == 2
    drawn = page.evaluate(
        """() => [...document.querySelectorAll('#board [data-attached]')].map(a => {
            const holder = a.closest('.attach-host');
            const host = holder && holder.querySelector(`:scope > .card[data-card="${a.dataset.host}"]`);
            const box = a.getBoundingClientRect();
            const hostBox = host ? host.getBoundingClientRect() : null;
            const board = holder && holder.closest('.player-board');
            return {
                card: a.dataset.attached, host: a.dataset.host, found: Boolean(host),
                where: holder && holder.closest('.court-slot') ? 'court' : board ? board.className : '',
                label: a.getAttribute('aria-label'), title: a.getAttribute('title'), text: a.innerText,
                box: [box.left, box.top, box.right, box.bottom],
                hostBox: hostBox && [hostBox.left, hostBox.top, hostBox.right, hostBox.bottom],
            };
        })"""
    )
    assert sorted((a["card"], a["host"]) for a in drawn) == sorted(
        (a["card"], a["host"]) for a in c["attached"]
    )
    where = {a["host"]: a["where"] for a in drawn}
    assert where["CC07"] == where["CC12"] == "court"
    for a in drawn:
        assert a["found"], a
        assert a["label"] == a["title"] == f"Attached: {name[a['card']]}"
        assert name[a["card"]] in a["text"]
        left, top, right, bottom = a["box"]
        h_left, h_top, h_right, h_bottom = a["hostBox"]
        # On the host's lower edge: across it, within the host's width.
        assert h_top < top < h_bottom < bottom, a
        assert h_left <= left and right <= h_right, a

    page.screenshot(path=str(screenshots / "arcs-campaign-attached.png"), full_page=True)
    assert serious_violations(page) == []  # the attached cards, axe-core
    page.set_viewport_size({"width": 360, "height": 780})
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 360 + 1, f"the page is {wide} px wide at 360 px"
    assert not errors, errors


def test_the_summit_the_card_being_secured_and_the_scrapped_are_listed(
    browser: Any, live_server: Any
) -> None:
    """The Summit's gifts (who received what from the Magnate), the agents on a card being
    secured (whose, how many) and the cards scrapped (by name, collapsed when many) are listed in
    the campaign panel, each part only while the observation has something for it."""
    page, errors, obs, name = _position_page(browser, live_server)
    c = obs["campaign"]
    assert c["summit_gifts"] and any(c["secured_agents"]) and len(c["scrapped"] + c["scrapped_actions"]) > 6

    # The Summit: each gift, who received it and what (the Magnate is seat 0).
    gifts = page.evaluate(
        """() => [...document.querySelectorAll('#board .campaign-summit [data-gift]')].map(g =>
            [g.dataset.gift, g.textContent])"""
    )
    assert [g for g, _ in gifts] == c["summit_gifts"]
    assert dict(gifts) == {
        "1 favor 0": "seat 1 received a Favor of seat 0",
        "2 relic": "seat 2 received a relic",
    }
    summit = page.evaluate("() => document.querySelector('#board .campaign-summit').textContent")
    assert "Given by the Magnate (seat 0) to Rivals" in summit
    secured = page.evaluate(
        """() => [...document.querySelectorAll('#board .campaign-securing [data-seat]')].map(s =>
            [Number(s.dataset.seat), Number(s.dataset.count), s.textContent])"""
    )
    assert [(seat, k) for seat, k, _ in secured] == [(p, k) for p, k in enumerate(c["secured_agents"]) if k]
    assert [text for *_, text in secured] == ["2 agents of seat 1", "1 agent of seat 2"]
    # The scrapped: by name, collapsed (seven cards), the Court's and the action cards apart.
    scrapped = page.evaluate(
        """() => ({
            court: [...document.querySelectorAll('#board .campaign-scrapped .scrapped-court [data-scrapped]')]
                .map(s => [s.dataset.scrapped, s.textContent]),
            actions: [...document.querySelectorAll('#board .campaign-scrapped .scrapped-actions li')]
                .map(s => [s.dataset.scrapped, s.textContent]),
            details: document.querySelectorAll('#board .campaign-scrapped details').length,
            open: Boolean(document.querySelector('#board .campaign-scrapped details[open]')),
        })"""
    )
    assert scrapped["court"] == [[id_, name[id_]] for id_ in c["scrapped"]]
    assert scrapped["actions"] == [[id_, f"{name[id_]} ({id_})"] for id_ in c["scrapped_actions"]]
    assert scrapped["details"] == 1 and not scrapped["open"]
    assert serious_violations(page) == []  # the new lists, axe-core

    # Nothing of it while the observation has none; a short scrapped list is not collapsed.
    quiet = {**c, "summit_gifts": [], "secured_agents": [], "scrapped": ["CC03"], "scrapped_actions": []}
    page.evaluate(RENDER, {"obs": {**obs, "campaign": quiet}, "seat": 0})
    parts = page.evaluate(
        """() => ['summit', 'securing', 'scrapped', 'scrapped details'].map(p =>
            document.querySelectorAll(`#board .campaign-${p}`).length)"""
    )
    assert parts == [0, 0, 1, 0]
    assert page.inner_text("#board .campaign-scrapped").endswith(name["CC03"])
    assert not errors, errors


GOLEM_POSITION: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "initiative": 1,
    "seat": 0,
    "phase": "campaign-battle",
    "turn": {"seat": 1, "card": "AGG4", "mode": "lead", "pips": 2},
    "ships": [{"system": "3.3", "seat": 1, "fresh": 2}],
    "battle": {"system": "3.3", "defender": 0, "stage": "raid", "keys": 3},
    "seats": [{"hand": []}, {"resources": ["fuel"]}, {}],
    "campaign": {
        "battle": {"side": "seat"},
        "fates": {
            "fate": ["F5", "F3", "F6"],
            "golems": [
                {"golem": "warrior", "holder": 0, "awake": True},
                {"golem": "seeker", "holder": 0},
                {"golem": "harvester", "holder": 2},
                {"golem": "protector", "holder": 2, "awake": True},
            ],
        },
    },
}
"""Seat 0 (the Caretaker, an empty hand) is raided by seat 1 with 3 keys: an Awake Warrior and a
Sleeping Seeker on Golem Hearth; seat 2 holds the Awake Protector and a Sleeping Harvester,
which fill its 2 open resource slots (F5-05)."""


def test_golems_fill_resource_slots_and_their_actions_have_their_own_words(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    """F5-05: a Golem held outside Golem Hearth is drawn in the resource slot it fills (not as a
    closed slot), named only if Awake to a Rival; Golems on the Hearth are listed there with
    their raid cost; every Golem action (spend, raid, discard) has its own steps and words."""
    page, errors, obs, _ = _position_page(browser, live_server, GOLEM_POSITION)
    slots = page.evaluate(
        """() => [...document.querySelectorAll('#board .player-board.seat-2 .resource-slots > *')].map(s =>
            [s.className, s.getAttribute('aria-label'), (s.querySelector('.golem-token') || {}).dataset])"""
    )
    golems = [g for g in obs["campaign"]["golems"] if g.get("holder") == 2]
    assert sorted(g["slot"] for g in golems) == [0, 1]
    for g in golems:
        cls, label, token = slots[g["slot"]]
        assert "golem-slot" in cls and "closed" not in cls
        assert token is not None and token["awake"] == str(g["awake"]).lower()
        if g["awake"]:
            assert token["golem"] == "protector" and "Protector" in label
        else:
            assert token["golem"] == "" and "Harvester" not in label and "harvester" not in page.content()
    assert all("golem-slot" not in cls for cls, _, _ in slots[2:])
    board = page.locator("#board .player-board.seat-2")
    board.screenshot(path=str(screenshots / "arcs-campaign-golem-slots.png"))
    hearth = page.inner_text("#board .golems-held")
    assert "Warrior (awake) on Golem Hearth" in hearth
    texts = [
        "steal golem warrior 2", "steal golem sleeping 2", "golem warrior none 1", "golem warrior 3.3 1",
        "golem warrior 3.3 2", "golem seeker 3.3 2 0 1", "golem harvester relic 0", "golem harvester fuel 0",
        "discard golem sleeping 1", "discard golem warrior 1", "discard golem warrior 2", "discard fuel",
        "awaken",
    ]  # fmt: skip
    said = page.evaluate(
        """async ({ obs, texts }) => {
            const module = await import('/views/arcs-campaign/view.js');
            const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
            const game = await module.createView({ catalogue, status: {} });
            const view = { observation: obs, seat: 0 };
            const keys = (t) => game.steps(t, view).map((s) => s.key).join(' ');
            return texts.map((t) => [keys(t), game.sentence(t, view)]);
        }""",
        {"obs": obs, "texts": texts},
    )
    words = dict(zip(texts, (s for _, s in said), strict=True))
    assert len({k for k, _ in said}) == len(texts) and len(set(words.values())) == len(texts), said
    assert words["steal golem warrior 2"] == "raid the Warrior Golem for 2 keys"
    assert words["golem harvester relic 0"].endswith("you keep it (no Rival has an empty slot)")
    assert "seat 2's empty slot" in words["discard golem warrior 2"]
    assert all(text not in words[text] for text in texts if text != "awaken")  # no raw action text
    # The raid of a Golem on the Hearth is a click on it.
    key = said[0][0].split(" ")[1]
    assert page.locator(f'#board [data-pick~="{key}"]').count() == 1
    assert serious_violations(page) == []  # the Golem slots and an empty hand, axe-core
    assert not errors, errors


def test_a_seat_sees_its_own_fate_only_while_the_fates_are_chosen(browser: Any, live_server: Any) -> None:
    """Before everyone has chosen, a seat's page shows the two Fates it drew, and nothing of a
    Rival's: neither the Fates they drew nor the one they chose."""
    import ambitions

    created = live_server.create("arcs-campaign", 3, [None, None, None], seed=MID_ACT_SEED)
    game = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    state = ambitions.new_game("arcs-campaign", players=3, seed=MID_ACT_SEED)
    # Play the server's game to seat 1's Fate choice, seat 0 having chosen.
    while True:
        seat = state.current_player()
        if seat == -1:
            state.apply(state.sample_chance())
            continue
        if state.choosing and state.choosing[0] == 1:
            break
        view = live_server.view(game, tokens[seat])
        action = sorted(view["legal_actions"])[0]
        response = live_server.http.post(
            f"/api/games/{game}/moves",
            json={"version": view["version"], "move_id": f"m{view['version']}", "action": action},
            headers={"Authorization": f"Bearer {tokens[seat]}"},
        )
        assert response.status_code == 200, response.text
        state.apply(state.parse_action(action))
    catalogue = live_server.http.get("/api/games/arcs-campaign/catalogue").json()
    for viewer in (0, 1):
        page, errors = _open(browser, live_server, game, tokens[viewer], DESKTOP)
        wait_for_version(page, live_server.view(game, tokens[viewer])["version"])
        text = page.inner_text("body")
        mine = state.fate_offers[2 * viewer : 2 * viewer + 2]
        theirs = [f for f in state.fate_offers if f not in mine]
        for fate in mine:
            assert catalogue["fates"][fate]["name"] in text
        for fate in theirs:
            assert catalogue["fates"][fate]["name"] not in text, (viewer, fate)
        fates = page.evaluate(
            "() => [...document.querySelectorAll('#board [data-fate]')].map(f => f.dataset.fate)"
        )
        assert fates == [state.fates[p] if p == viewer else "" for p in range(3)]
        assert not errors, errors
        page.context.close()


def _positions(seeds: range, per_game: int) -> list[dict[str, Any]]:
    """Decisions of random Acts: the mover's observation and legal action texts (several texts
    each), spread over the Act."""
    import random

    import ambitions

    out: list[dict[str, Any]] = []
    for seed in seeds:
        state = ambitions.new_game("arcs-campaign", players=3, seed=seed)
        rng = random.Random(seed)
        found: list[dict[str, Any]] = []
        for _ in range(3000):
            seat = state.current_player()
            if seat == -2:
                break
            if seat == -1:
                state.apply(state.sample_chance())
                continue
            legal = state.legal_actions()
            if len(legal) > 1:
                found.append(
                    {"observation": state.observation(seat), "seat": seat, "legal": [str(a) for a in legal]}
                )
            state.apply(rng.choice(legal))
        step = max(1, len(found) // per_game)
        rare = [f for f in found if any(t.startswith(("hit imperial", "hit blight")) for t in f["legal"])]
        out += found[::step] + rare[:5]
    return out


def test_every_campaign_action_has_its_own_steps_and_words(browser: Any, live_server: Any) -> None:
    """The chooser tells every legal action apart (its steps differ from every other's) and names
    each in its own words, at decisions all over random Acts: the campaign's Imperial ships in
    moves and battles, Negotiations, Fates and Policies included."""
    positions = _positions(range(6), 60)
    kinds = {text.split(" ")[0] for p in positions for text in p["legal"]}
    assert {"move", "battle", "give", "ask", "fate", "hit"} <= kinds, kinds
    hits = {text for p in positions for text in p["legal"] if text.startswith(("hit imperial", "hit blight"))}
    assert hits, "no hit on an Imperial ship or a Blight among the decisions"
    page, errors = _table_page(browser, live_server)
    # The table draws every decision, with a badge per Imperial ship or Blight group, and a hit
    # on an Imperial ship or a Blight is a click on its badge on the map.
    clashes = word_clashes(
        page,
        positions,
        each_position="""
            const root = document.createElement('div');
            game.render(root, { ...view, status: null });
            const c = p.observation.campaign;
            for (const [kind, rows] of [['imperial', c.imperial_ships], ['blight', c.blight]]) {
                const want = rows.flatMap((r) =>
                    ['fresh', 'damaged'].filter((s) => r[s]).map((s) => `${r.system}:${s}:${r[s]}`));
                const got = [...root.querySelectorAll(`.reach [data-${kind}]`)].map((b) =>
                    `${b.dataset.system}:${b.dataset.state}:${b.dataset.count}`);
                if (want.sort().join() !== got.sort().join()) out.push(['badges', kind, want, got]);
            }
            for (const text of p.legal.filter((text) => /^hit (imperial|blight)-/.test(text))) {
                const key = game.steps(text, view)[1].key;
                if (!root.querySelector(`.reach [data-pick^="${key} "]`)) out.push(['no badge', text, key]);
            }""",
    )
    assert not clashes, clashes[:20]
    assert not errors, errors


def test_return_favors_names_the_favors_returned_and_the_slot_chosen(browser: Any, live_server: Any) -> None:
    """CRB p.16-17: the Summit's caller forces a Rival's Negotiation action "in the way you
    choose", a resource costing its slot's raid cost in Favors: each ``force`` text names whose
    Favors, how many, and which slot's resource, with steps of its own."""
    import ambitions.games.arcs_campaign as campaign

    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": 3,
            "ships": [{"system": "1.1", "seat": p, "fresh": 1} for p in range(3)],
            "seats": [{"hand": ["ADM2"]}, {"resources": ["relic", "relic"]}, {}],
            "turn": {"seat": 0, "card": "AGG4", "mode": "lead", "pips": 3},
            "campaign": {
                "court": [{"card": "IC01", "agents": [2, 0, 0]}],
                "first_regent": 0,
                "favors": [{"holder": 0, "owner": 1, "count": 3}],
            },
        }
    )
    for text in ("secure IC01", "end", "summit"):
        s.apply(s.parse_action(text))
    texts = [str(a) for a in s.legal_actions() if a.kind == "force"]
    assert {"force 1 transfer relic 3", "force 1 transfer relic 1", "force 1 promise"} <= set(texts)
    page, errors = _table_page(browser, live_server)
    said = page.evaluate(
        """async ({ obs, texts }) => {
            const module = await import('/views/arcs-campaign/view.js');
            const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
            const game = await module.createView({ catalogue, status: {} });
            const view = { observation: obs, seat: 0 };
            const keys = (t) => game.steps(t, view).map((s) => s.key).join(' ');
            return texts.map((t) => [keys(t), game.sentence(t, view)]);
        }""",
        {"obs": s.observation(0), "texts": texts},
    )
    words = dict(zip(texts, (w for _, w in said), strict=True))
    assert len({k for k, _ in said}) == len(texts) and len(set(words.values())) == len(texts), said
    assert words["force 1 transfer relic 3"] == (
        "return 3 of seat 1's Favors to force them to transfer the relic in a 3-key slot"
    )
    assert words["force 1 promise"] == "return 1 of seat 1's Favors to force them to promise a Favor"
    assert not errors, errors


def test_the_intermission_shows_its_step_who_chose_and_whose_fate_is_hidden(
    browser: Any, live_server: Any
) -> None:
    """A whole campaign on one page (``act="all"``): at the Intermission's step F (CRB p.29) the
    panel says the step, each seat's Act I Fate, who is choosing and whose new Fate is hidden, and
    a seat sees only its own choice; a page opened in Act I shows Act II once it begins."""
    import ambitions

    created = live_server.create("arcs-campaign", 3, [None, None, None], seed=5, act="all")
    game = created["id"]
    tokens = [s["token"] for s in created["seats"]]
    state = ambitions.new_game("arcs-campaign", players=3, seed=5, act="all")

    def play_until(done: Any) -> None:
        while not done():
            seat = state.current_player()
            if seat == -1:
                state.apply(state.sample_chance())
                continue
            view = live_server.view(game, tokens[seat])
            legal = sorted(view["legal_actions"])
            action = next((a for a in legal if a in ("pass", "end", "stop", "keep")), legal[0])
            response = live_server.http.post(
                f"/api/games/{game}/moves",
                json={"version": view["version"], "move_id": f"m{view['version']}", "action": action},
                headers={"Authorization": f"Bearer {tokens[seat]}"},
            )
            assert response.status_code == 200, response.text
            state.apply(state.parse_action(action))

    # Seat 0's page stays open from Act I on: the same page carries the campaign into Act II.
    play_until(lambda: state.chapter == 3 and state.act == 1)
    kept, kept_errors = _open(browser, live_server, game, tokens[0], DESKTOP)
    wait_for_version(kept, live_server.view(game, tokens[0])["version"])
    assert "Act I" in kept.inner_text("#board .campaign-panel h2")
    # One seat has chosen, the next is choosing (turn order from the initiative).
    play_until(lambda: state.phase == "campaign-choose-new-fate" and len(state.choosing) < 3)
    chosen = [p for p in range(3) if state.fate_choice[p]]
    for viewer in range(3):
        page, errors = _open(browser, live_server, game, tokens[viewer], DESKTOP)
        wait_for_version(page, live_server.view(game, tokens[viewer])["version"])
        box = page.inner_text("#board .intermission")
        assert "step F (Choose Fate)" in box
        rows = page.evaluate(
            "() => [...document.querySelectorAll('#board .intermission-seat')].map(r => r.dataset.chosen)"
        )
        for p in range(3):
            if p in state.choosing:
                assert rows[p] == ""
            else:
                assert rows[p] == (state.fate_choice[p] if p == viewer else "hidden"), (viewer, p, rows)
        for p in chosen:
            if p != viewer:
                assert "chosen (hidden until all reveal)" in box
        assert not errors, errors
        page.context.close()
    play_until(lambda: state.act == 2 and state.phase == "lead")
    wait_for_version(kept, live_server.view(game, tokens[0])["version"])
    assert "Act II" in kept.inner_text("#board .campaign-panel h2")
    assert not kept_errors, kept_errors
    kept.context.close()


def test_the_start_page_offers_the_act_as_a_choice_and_starts_a_whole_campaign(
    browser: Any, live_server: Any
) -> None:
    """The server lists ``act`` with its choices (1, 2, 3, all); the start page shows them as a list
    and sends the one picked: ``all`` starts the whole campaign."""
    listed = live_server.http.get("/api/games").json()
    games = listed["games"] if isinstance(listed, dict) else listed
    campaign = next(g for g in games if g["name"] == "arcs-campaign")
    act = next(o for o in campaign["options"] if o["name"] == "act")
    assert act["kind"] == "choice" and act["choices"] == [1, 2, 3, "all"]
    page = browser.new_context(viewport=DESKTOP).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live_server.url + "/")
    page.wait_for_selector("#seats select")
    page.select_option("#game", "arcs-campaign")
    assert page.locator("#option-act option").all_inner_texts() == ["(default)", "1", "2", "3", "all"]
    page.select_option("#option-act", "all")
    for seat in (1, 2):
        page.select_option(f"#seat-{seat}", "random+")
    with page.expect_request(lambda r: r.url.endswith("/api/games") and r.method == "POST") as sent:
        page.locator("#new-game button[type=submit]").click()
    assert sent.value.post_data_json["options"] == {"act": "all"}
    page.locator("#created a", has_text="watch").wait_for()
    assert not errors, errors
    page.context.close()


def test_a_finished_act_hands_on_its_file_and_the_start_page_goes_on_from_it(
    browser: Any, live_server: Any, tmp_path: Any
) -> None:
    """Packing up in the browser (issue 27): a finished Act's page offers "Download the result"
    (the campaign file); the start page takes that file for the next Act (read by the browser and
    sent as its contents), and the server makes the game from it."""
    created = live_server.create("arcs-campaign", 2, ["random", "random"], seed=4)
    game = created["id"]
    deadline = time.monotonic() + 120
    while not live_server.status(game)["over"]:
        assert time.monotonic() < deadline, "the bots did not finish Act I"
        time.sleep(0.1)
    errors: list[str] = []
    page = open_page(browser, live_server.page_url(game, created["spectator_token"]), "#board", errors)
    page.locator("#result").wait_for(state="visible")
    with page.expect_download() as got:
        page.locator("#result").click()
    saved = tmp_path / "act1.json"
    got.value.save_as(saved)
    start = browser.new_context(viewport=DESKTOP).new_page()
    start.goto(live_server.url + "/")
    start.wait_for_selector("#seats select")
    start.select_option("#game", "arcs-campaign")
    start.select_option("#players", "2")
    start.select_option("#option-act", "2")
    start.set_input_files("#option-continue", str(saved))
    creating = lambda r: r.url.endswith("/api/games") and r.request.method == "POST"  # noqa: E731
    with start.expect_response(creating) as answer:
        start.locator("#new-game button[type=submit]").click()
    assert answer.value.status == 201, answer.value.text()
    sent = answer.value.request.post_data_json["options"]
    assert sent["act"] == "2" and sent["campaign"]["act"] == 1 and "continue" not in sent
    start.locator("#created a", has_text="watch").wait_for()
    assert not errors, errors
    start.context.close()
    page.context.close()


# -- Flagships (CRB p.22-25) -----------------------------------------------------------------------
FLAGSHIP_POSITION: dict[str, Any] = {
    "game": "arcs-campaign",
    "players": 3,
    "initiative": 0,
    "seat": 0,
    "seats": [{"hand": ["ADM4", "AGG2"]}, {}, {}],
    "ships": [{"system": "3.3", "seat": 0, "fresh": 1}, {"system": "3.3", "seat": 1, "fresh": 2}],
    "turn": {"seat": 0, "card": "CON4", "mode": "lead", "pips": 3},
    "campaign": {
        "act": 2,
        "flagships": [
            {
                "seat": 0,
                "system": "3.3",
                "board": {
                    "upgrade-crane": {"kind": "starport"},
                    "armor-crane": {"kind": "city", "damaged": True},
                    "upgrade-hull": {"kind": "city"},
                },
            },
            {"seat": 2, "system": "1.1", "board": {"upgrade-slipstream": {"kind": "starport"}}},
        ],
    },
}


def test_flagships_are_drawn_on_the_map_and_their_boards_in_the_panel(
    browser: Any, live_server: Any, screenshots: Any
) -> None:
    """CRB p.22: each Flagship piece on the map (not a ship), each owner's board with its
    Upgrades and Armor, fresh or damaged; building on the board, at the Flagship, repairing
    and hitting its slots have their own steps, words, and slots to click."""
    import random

    from ambitions.games.arcs_campaign import position

    page, errors, obs, _ = _position_page(browser, live_server, FLAGSHIP_POSITION)
    pieces = page.evaluate(
        """() => [...document.querySelectorAll('#board .reach [data-flagship]')].map(p =>
            [p.dataset.flagship, p.dataset.system, p.classList.contains('ship')])"""
    )
    assert sorted(pieces) == [["0", "3.3", False], ["2", "1.1", False]]
    cells = page.evaluate(
        """() => [...document.querySelectorAll('#board [data-flagship-board="0"] .flagship-slot')]
            .filter(c => c.dataset.kind).map(c => [c.dataset.slot, c.dataset.kind, c.dataset.damaged])"""
    )
    want = [
        [k, v["kind"], str(v["damaged"]).lower()] for k, v in obs["campaign"]["flagships"][0]["board"].items()
    ]
    assert sorted(cells) == sorted(want)
    assert page.locator('#board [data-flagship-board="2"] .flagship-slot:not(.empty)').count() == 1
    page.locator("#board .campaign-panel").screenshot(path=str(screenshots / "arcs-campaign-flagship.png"))
    page.locator('#board .reach [data-flagship="0"]').screenshot(
        path=str(screenshots / "arcs-campaign-flagship-piece.png")
    )
    legal = [str(a) for a in position.load(FLAGSHIP_POSITION, random.Random(1)).legal_actions()]
    texts = [t for t in legal if "flagship" in t or t.split(" ")[-1] in ("hull", "crane", "defense")]
    assert {"build ship flagship", "build city hull", "repair armor crane"} <= set(texts)
    texts += ["hit flagship-crane", "move 3.3 3.0 1 0 flagship", "move 3.3 3.0 1 0"]  # (other decisions)
    said = page.evaluate(
        """async ({ obs, texts }) => {
            const module = await import('/views/arcs-campaign/view.js');
            const catalogue = await (await fetch('/api/games/arcs-campaign/catalogue')).json();
            const game = await module.createView({ catalogue, status: {} });
            const view = { observation: obs, seat: 0 };
            // (a hit's board: the defender's at the hits, seat 0 defending here)
            const battle = { ...(obs.battle || {}), system: '3.3', stage: 'hits', defender: 0 };
            const fight = { observation: { ...obs, battle }, seat: 1 };
            return texts.map((t) => {
                const v = t.startsWith('hit ') ? fight : view;
                return [game.steps(t, v).map((s) => s.key), game.sentence(t, v)];
            });
        }""",
        {"obs": obs, "texts": texts},
    )
    words = dict(zip(texts, (s for _, s in said), strict=True))
    assert len({" ".join(k) for k, _ in said}) == len(texts) and len(set(words.values())) == len(texts), said
    assert words["hit flagship-crane"] == "put a hit on the Ship Crane of seat 0's Flagship (its Armor first)"
    assert words["build city hull"].startswith("build a city on your Flagship's Hull")
    assert words["build ship flagship"] == "build a ship at your Flagship"
    assert words["repair armor crane"] == "repair your Flagship's Ship Crane Armor"
    assert all(text not in words[text] for text in texts)  # no raw action text
    for keys, _ in said:  # the slot or the piece to click is on the table
        for key in keys:
            if key.startswith(("flagship:", "flagship-piece:")):
                assert page.locator(f'#board [data-pick~="{key}"]').count() >= 1, key
    assert serious_violations(page) == []
    assert not errors, errors


def _sprinter_position() -> dict[str, Any]:
    """Sprinter Drives' question after the Flagship moved with 2 fresh ships (CRB p.25): the
    ships or the Flagship with some of them move once more."""
    import ambitions.games.arcs_campaign as campaign

    state = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": 3,
            "ships": [{"system": "3.3", "seat": 0, "fresh": 2}],
            "seats": [{"lore": ["L03"]}, {}, {}],
            "turn": {"seat": 0, "card": "MOB4", "pips": 3, "mode": "lead"},
            "campaign": {"act": 2, "flagships": [{"seat": 0, "system": "3.3", "board": {}}]},
        }
    )
    state.apply(state.parse_action("move 3.3 3.0 2 0 flagship"))
    legal = [str(a) for a in state.legal_actions()]
    assert "choose 3.0 3.1 1 flagship" in legal and "choose 3.0 3.1 1" in legal
    return {"observation": state.observation(0), "seat": 0, "legal": legal}


def _flagship_positions(seeds: range) -> list[dict[str, Any]]:
    """Decisions of random Acts in which seats 0 and 1 gained a Flagship after 120 decisions
    (as in `test_flagship`): those with a Flagship action among the legal ones."""
    import random

    import ambitions
    from ambitions.games.arcs import reach
    from ambitions.games.arcs_campaign import flagship

    out: list[dict[str, Any]] = []
    for seed in seeds:
        state = ambitions.new_game("arcs-campaign", players=3, seed=seed)
        rng = random.Random(seed)
        gained = False
        for _ in range(4000):
            seat = state.current_player()
            if seat == -2:
                break
            if not gained and len(state.history) >= 120 and state.phase == "actions":
                for p, ports in ((0, (flagship.DEFENSE, flagship.SLIPSTREAM)), (1, (flagship.CRANE,))):
                    where = [x for x in range(reach.NUM_SYSTEMS) if state.has_piece_at(x, p)]
                    if where:
                        flagship.gain(state, p, where[0], fresh_starports_on=ports)
                gained = True
            if seat == -1:
                state.apply(state.sample_chance())
                continue
            legal = [str(a) for a in state.legal_actions()]
            if any(
                "flagship" in t or t.startswith("slipstream") or t.split(" ")[-1] in flagship.COLUMNS
                for t in legal
            ):
                out.append({"observation": state.observation(seat), "seat": seat, "legal": legal})
            state.apply(rng.choice(state.legal_actions()))
    return out


def test_every_flagship_action_has_its_own_steps_and_words(browser: Any, live_server: Any) -> None:
    """At the Flagship decisions of random Acts (building on the board and at the Flagship,
    repairing, moving and catapulting with it, the Slipstream Drive, hits on its board), the
    chooser tells every legal action apart and names each in its own words."""
    positions = [*_flagship_positions(range(4)), _sprinter_position()]
    kinds = {
        t.split(" ")[0]
        for p in positions
        for t in p["legal"]
        if "flagship" in t or t.startswith("slipstream")
    }
    assert {"build", "move", "slipstream", "catapult"} <= kinds, kinds
    page, errors = _table_page(browser, live_server)
    clashes = word_clashes(
        page,
        positions,
        each_action="""
            const ours = /flagship|slipstream|(hull|crane|defense|control|tractor)$/.test(text);
            const raw = sentence.includes('flagship-') || sentence.includes(text);
            if (ours && raw) out.push(['raw', text, sentence]);""",
        each_position="""
            const root = document.createElement('div');
            game.render(root, { ...view, status: null });
            const drawn = root.querySelectorAll('.reach [data-flagship]').length;
            if (drawn !== p.observation.campaign.flagships.length) out.push(['pieces', drawn]);""",
    )
    assert not clashes, clashes[:20]
    assert not errors, errors
