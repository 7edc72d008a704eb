"""The end of Act I (CRB p.8: three chapters, no Power threshold) and its campaign file: what the
Intermission (CRB p.28) needs, saved as versioned JSON and read back with one clear error per
problem (file and field); `--continue` plays the Intermission and Act II from it (Act III:
not built yet)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

import ambitions
import ambitions.games.arcs_campaign as campaign
from ambitions.cli.main import app
from ambitions.core.errors import InvalidOptions
from ambitions.core.state import CHANCE, TERMINAL
from ambitions.games.arcs_campaign import campaign_file, data, observe
from ambitions.games.arcs_campaign.fates import cards
from ambitions.games.arcs_campaign.state import CampaignState


def finished(players: int = 3, seed: int = 4) -> CampaignState:
    rng = random.Random(seed)
    s = campaign.new_game(players, seed=seed)
    while s.current_player() != TERMINAL:
        legal = [] if s.current_player() == CHANCE else s.legal_actions()
        busy = [a for a in legal if a.kind not in ("pass", "end", "stop")]
        s.apply(
            s.sample_chance(rng) if not legal else rng.choice(busy if busy and rng.random() < 0.85 else legal)
        )
    return s


@pytest.fixture(scope="module")
def act() -> CampaignState:
    return finished()


def test_act_i_ends_after_three_chapters_ignoring_the_power_thresholds() -> None:
    """CRB p.8: "Acts I and II end after 3 chapters"; "Don't end an Act early if a player gains
    enough Power"."""
    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": 3,
            "chapter": 2,
            "seats": [{"power": 40}, {}, {}],
        }
    )
    assert s.current_player() == CHANCE and s.chapter == 3  # no hand left: chapter 2 ended, on to 3
    s2 = campaign.from_position(
        {"game": "arcs-campaign", "players": 3, "chapter": 3, "seats": [{"power": 1}, {"power": 4}, {}]}
    )
    assert s2.current_player() == TERMINAL and s2.winner == 1 and s2.returns() == [1.0, 4.0, 0.0]


def test_the_act_winner_is_the_most_power_ties_in_turn_order() -> None:
    """CRB p.8: most Power; a tie goes to Fates A over B over C (all "A" in Act I), then turn order."""
    s = campaign.from_position(
        {
            "game": "arcs-campaign",
            "players": 3,
            "chapter": 3,
            "initiative": 1,
            "seats": [{"power": 4}, {}, {"power": 4}],
        }
    )
    assert s.winner == 2  # seat 2 comes before seat 0 in turn order from seat 1


def test_the_file_holds_the_table_the_intermission_needs(act: CampaignState) -> None:
    result = json.loads(json.dumps(campaign_file.act_result(act)))
    assert result["format"] == "arcs-campaign/1" and result["act"] == 1
    assert result["power"] == act.power and result["winner"] == act.winner
    assert result["titles"] == [data.OUTLAW if o else data.REGENT for o in act.outlaw]
    table = campaign_file.check(result)
    mine, theirs = observe.snapshot(table), observe.snapshot(act)
    del theirs["campaign"]["fates"]["offers"], mine["campaign"]["fates"]["offers"]  # (below)
    assert sorted(theirs["court_deck"]) == mine["court_deck"]  # the deck's order is not saved
    for key in (
        "ships",
        "buildings",
        "seats",
        "court",
        "court_discard",
        "campaign",
        "markers",
        "box_resources",
    ):
        assert mine[key] == theirs[key], key


def test_the_fates_entries_are_each_seats_fate_and_objective(act: CampaignState) -> None:
    """Each seat's Fate (public by the Act's end), its marker's space, the spaces it advanced
    from the card's start (CRB p.8) and whether it is complete; the Fates drawn and not chosen
    appear nowhere in the file (CRB p.6 step B)."""
    result = campaign_file.act_result(act)
    for p, entry in enumerate(result["fates"]):
        start = cards.start_space(act.fates[p], 3)
        assert entry == {
            "fate": act.fates[p],
            "objective": act.objective[p],
            "progress": start - act.objective[p],
            "completed": act.objective[p] == 0,
        }
    text = campaign_file.dumps(act)
    for fate in set(act.fate_offers) - set(act.fates):
        assert f'"{fate}"' not in text, fate
    assert "offers" not in text and "drawn" not in text


@pytest.mark.parametrize(
    ("key", "value"),
    [("fate", "F9"), ("objective", 99), ("progress", -1), ("completed", "yes"), ("objective", True)],
)
def test_a_wrong_fate_entry_is_refused(act: CampaignState, key: str, value: Any) -> None:
    result = json.loads(json.dumps(campaign_file.act_result(act)))
    result["fates"][1][key] = value
    with pytest.raises(InvalidOptions, match=rf"act1.json: fates\[1\]\.{key} must be"):
        campaign_file.check(result, "act1.json")


def test_the_file_keeps_the_court_decks_order_hidden(act: CampaignState) -> None:
    deck = campaign_file.act_result(act)["table"]["campaign"]["court_deck"]
    assert deck == sorted(act.court_deck) and len(deck) == len(act.court_deck)


def test_no_file_before_the_act_ends() -> None:
    with pytest.raises(InvalidOptions, match="Act 1 is not over"):
        campaign_file.act_result(campaign.new_game(3, seed=1))


def broken(result: dict[str, Any], where: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(result)
    *path, last = where.split(".")
    node: Any = out
    for key in path:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if value is KeyError:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


BAD = [
    ("format", "arcs-campaign/0", "act1.json: format must be 'arcs-campaign/1'"),
    ("act", 4, "act1.json: act must be 1, 2 or 3"),
    ("winner", KeyError, "act1.json: winner is missing"),
    ("power", [1, 2, 3], "act1.json: power must be"),
    ("players", 2, "act1.json: players must be 3"),
    ("fates", [], "act1.json: fates must be a list of 3"),
    ("fates.1", {"fate": "F2"}, r"act1.json: fates\[1\] must be an object with"),
    ("titles", ["regent", "regent", "pirate"], "act1.json: titles must be"),
    ("table.ships.0.seat", 7, r"act1.json: table: ships\[0\].seat must be a seat 0..2"),
    ("table.campaign.imperial_ships", "many", "act1.json: table: campaign.imperial_ships must be a list"),
    ("table.phase", "lead", "act1.json: table"),
]


@pytest.mark.parametrize(("where", "value", "message"), BAD)
def test_a_bad_file_names_the_file_and_the_field(
    act: CampaignState, tmp_path: Path, where: str, value: Any, message: str
) -> None:
    path = tmp_path / "act1.json"
    text = json.dumps(broken(campaign_file.act_result(act), where, value))
    path.write_text(text)
    with pytest.raises(InvalidOptions, match=message):
        campaign_file.read(path)
    assert path.read_text() == text


def test_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "act1.json"
    path.write_text("{not json")
    with pytest.raises(InvalidOptions, match="act1.json: not JSON"):
        campaign_file.read(path)


def test_continue_plays_the_intermission_then_act_ii(act: CampaignState, tmp_path: Path) -> None:
    """``act=2, continue=FILE``: the Intermission on the file's table (CRB p.28-29), then Act II;
    a file holding the end of Act II goes on with ``act=3`` only."""
    path = tmp_path / "act1.json"
    path.write_text(campaign_file.dumps(act))
    s = ambitions.new_game("arcs-campaign", players=3, seed=1, **{"continue": str(path)})
    assert isinstance(s, CampaignState) and s.act == 1 and s.phase.startswith("campaign-")
    assert s.power != act.power or all(p <= 1 for p in act.power)  # step A/E changed the Power
    rng = random.Random(1)
    while s.current_player() != TERMINAL:
        s.apply(s.sample_chance(rng) if s.current_player() == CHANCE else rng.choice(s.legal_actions()))
    assert s.act == 2 and s.chapter == 3 and set(s.fates) <= set(cards.FATE_BY_ID)
    again = campaign.replay(json.loads(json.dumps(s.record())))
    assert again.observation(None) == s.observation(None)
    path.write_text(campaign_file.dumps(s))
    with pytest.raises(InvalidOptions, match="holds the end of Act 2: play it with act=3, not act=2"):
        ambitions.new_game("arcs-campaign", players=3, seed=1, **{"continue": str(path)})
    third = ambitions.new_game("arcs-campaign", players=3, seed=1, act=3, **{"continue": str(path)})
    assert isinstance(third, CampaignState) and third.act == 2 and third.phase.startswith("campaign-")
    with pytest.raises(InvalidOptions, match="a 3-player campaign, not 2 players"):
        path.write_text(campaign_file.dumps(act))
        ambitions.new_game("arcs-campaign", players=2, seed=1, **{"continue": str(path)})
    path.write_text(json.dumps(broken(campaign_file.act_result(act), "format", "x")))
    with pytest.raises(InvalidOptions, match="act1.json: format"):
        ambitions.new_game("arcs-campaign", players=3, seed=1, **{"continue": str(path)})


def test_the_cli_plays_act_i_and_writes_the_file(tmp_path: Path) -> None:
    path = tmp_path / "act1.json"
    runner = CliRunner()
    args = ["play", "arcs-campaign", "--act", "1", "--plain", "--seed", "3", "--bots", "random"]
    # ("pass" where it is legal, so that seat 0 stops proposing deals in a Summit; else the first)
    result = runner.invoke(app, [*args, "--result", str(path)], input="pass\n1\n" * 6000)
    assert result.exit_code == 0, result.output
    assert "Result written to" in result.output
    saved, table = campaign_file.read(path)
    assert saved["act"] == 1 and table.chapter == 3
    cont = ["play", "arcs-campaign", "--act", "2", "--continue", str(path), "--plain", "--seed", "3"]
    cont += ["--bots", "random"]
    again = runner.invoke(app, [*cont, "--result", str(tmp_path / "act2.json")], input="pass\n1\n" * 6000)
    assert again.exit_code == 0, again.output
    saved, table = campaign_file.read(tmp_path / "act2.json")
    assert saved["act"] == 2 and table.act == 2
    refused = runner.invoke(app, ["play", "arcs-campaign", "--act", "1", "--continue", str(path), "--plain"])
    assert refused.exit_code != 0 and "act must be 2" in refused.output
    other = runner.invoke(app, ["play", "arcs", "--plain", "--result", str(tmp_path / "x.json")])
    assert other.exit_code != 0 and "hands nothing on" in other.output
    assert not (tmp_path / "x.json").exists()


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `value` (dict keys and list indexes)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


_VALUES = (
    st.none() | st.booleans() | st.integers(-3, 40) | st.text(max_size=8)
    | st.sampled_from(["F1-05", "F5-07", "CC01", "L04", "relic", "1.1", "free", "in-session"])
    | st.lists(st.integers(-1, 5), max_size=3)
    | st.dictionaries(st.text(max_size=4), st.integers(), max_size=2)
)  # fmt: skip


def test_a_campaign_file_with_any_field_changed_loads_or_is_one_clear_error(act: CampaignState) -> None:
    """Any one value anywhere in a real Act's file (the table's Court, booklet, Resolutions, Fates,
    pieces...) replaced by another: the file loads, or `check` names the problem in one line;
    never a traceback."""
    base = json.loads(campaign_file.dumps(act))
    every = [p for p in _paths(base) if p]

    @settings(max_examples=300, deadline=None)
    @given(path=st.sampled_from(every), value=_VALUES)
    def check(path: tuple[Any, ...], value: Any) -> None:
        raw = copy.deepcopy(base)
        here = raw
        for step in path[:-1]:
            here = here[step]
        here[path[-1]] = value
        try:
            campaign_file.check(raw)
        except InvalidOptions as exc:
            assert "\n" not in str(exc)

    check()


def test_play_act_all_offers_to_pack_up_at_the_intermissions_end(tmp_path: Path) -> None:
    """CRB p.29 "Next Act?": ``ambitions play arcs-campaign --act all`` asks at the Intermission's
    end whether to stop; stopping writes the campaign file (``--result``, ``packed_up``), and
    ``--act 2 --continue FILE`` resumes there with Act II's setup."""
    path = tmp_path / "packed.json"
    runner = CliRunner()
    args = ["play", "arcs-campaign", "--act", "all", "--plain", "--seed", "5", "--bots", "random"]
    # (seat 0 answers "1" to every decision, "y" where asked to stop: "y" is no action text)
    result = runner.invoke(app, [*args, "--result", str(path)], input="1\ny\n" * 10000)
    assert result.exit_code == 0, result.output
    assert "You may pack up here" in result.output and "Game stopped here" in result.output
    saved, table = campaign_file.read(path)
    assert saved["packed_up"] is True and saved["act"] == 1 and table.act == 2
    resumed = ambitions.new_game("arcs-campaign", players=3, seed=2, act=2, **{"continue": str(path)})
    assert isinstance(resumed, CampaignState) and resumed.phase == "campaign-chance-act-court"
    assert campaign_file.pause(resumed) is None  # (resumed: not asked again)


def test_a_file_written_with_the_former_fate_set_key_still_loads(act: CampaignState) -> None:
    """Files written while the Court deck's known cards had a second key (``court_deck_fate_set``,
    now part of ``court_deck_known``) load the same: the file lists its deck whole."""
    result = json.loads(json.dumps(campaign_file.act_result(act)))
    older = json.loads(json.dumps(result))
    older["table"]["campaign"]["court_deck_fate_set"] = []
    assert observe.snapshot(campaign_file.check(older)) == observe.snapshot(campaign_file.check(result))


def test_a_campaign_goes_on_from_the_files_contents_as_from_its_path(
    act: CampaignState, tmp_path: Path
) -> None:
    """The ``campaign`` option (the file's contents: what a server is sent, the browser having
    read the file) plays the same game as ``continue=FILE``, and its record replays anywhere."""
    saved = campaign_file.act_result(act)
    path = tmp_path / "act1.json"
    path.write_text(json.dumps(saved))
    by_path = ambitions.new_game("arcs-campaign", players=act.n, seed=5, act=2, **{"continue": str(path)})
    contents = json.loads(path.read_text())
    by_contents = ambitions.new_game("arcs-campaign", players=act.n, seed=5, act=2, campaign=contents)
    rng = random.Random(5)
    for _ in range(200):
        if by_path.current_player() == TERMINAL:
            break
        chance = by_path.current_player() == CHANCE
        action = by_path.sample_chance() if chance else rng.choice(by_path.legal_actions())
        by_path.apply(action)
        by_contents.apply(by_contents.parse_action(str(action)))
    same = {k: v for k, v in by_contents.observation(None).items() if k != "options"}
    assert same == {k: v for k, v in by_path.observation(None).items() if k != "options"}
    record = json.loads(json.dumps(by_contents.record()))
    path.unlink()  # the record holds the file's contents: no file is needed to replay it
    assert ambitions.replay(record).observation(None) == by_contents.observation(None)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"act": 2, "campaign": [1, 2]}, "campaign takes a campaign file's contents"),
        ({"act": 2, "campaign": {}, "continue": "x.json"}, "give the campaign file once"),
        ({"act": 2, "campaign": {"format": "nope"}}, "the campaign file: format must be"),
        ({"act": 1, "campaign": {"format": "nope"}}, "act must be 2 or 3"),
    ],
)
def test_bad_campaign_contents_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidOptions, match=message):
        ambitions.new_game("arcs-campaign", players=3, seed=1, **options)
