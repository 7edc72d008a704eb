"""The ``policy`` agent (`ambitions.rl.policy`): a saved masked policy plays as a bot, through
`make_agent` and the simulator; without PyTorch and sb3-contrib it is a one-line error."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import ambitions
from ambitions.bots.base import checked_act, decision_for, make_agent
from ambitions.cli.main import app


def test_without_torch_the_agent_is_a_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)  # "import torch" raises ImportError
    monkeypatch.setitem(sys.modules, "sb3_contrib", None)
    with pytest.raises(ambitions.InvalidOptions) as info:
        make_agent("policy:path=nowhere.zip", 0)
    message = str(info.value)
    assert "\n" not in message and 'pip install "ambitions[rl-train]"' in message and "torch" in message
    result = CliRunner().invoke(
        app, ["simulate", "arcs", "--agents", "policy:path=nowhere.zip,random+,random+", "--games", "3"]
    )
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "rl-train" in result.output


def test_bad_policy_options_are_one_line_errors() -> None:
    pytest.importorskip("torch", reason="PyTorch is the rl-train extra")
    pytest.importorskip("sb3_contrib", reason="sb3-contrib is the rl-train extra")
    for spec, words in (
        ("policy", "needs the policy file"),
        ("policy:path=/no/such/file.zip", "no policy file"),
        ("policy:path=x.zip,temperature=2", "takes path, deterministic and threads"),
        ("policy:path=x.zip,deterministic=maybe", "deterministic is true or false"),
    ):
        with pytest.raises(ambitions.InvalidOptions, match=words):
            make_agent(spec, 0)


@pytest.fixture(scope="module", params=["whole space", "slots"])
def tiny_policy(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small MaskablePPO over Arcs' encodings, saved after one short update (a few seconds):
    over the whole action space, or over the legal actions' slots (`SlotPolicy`)."""
    pytest.importorskip("torch", reason="PyTorch is the rl-train extra")
    pytest.importorskip("sb3_contrib", reason="sb3-contrib is the rl-train extra")
    pytest.importorskip("gymnasium", reason="the rl extra is not installed")
    from sb3_contrib import MaskablePPO

    import ambitions.rl as rl
    from ambitions.rl.networks import SlotPolicy
    from ambitions.rl.single import LegalSlots

    env = rl.gym_env("arcs", 3, mask_in_observation=False)
    if request.param == "slots":
        kwargs: dict[str, Any] = {"game": "arcs", "embed": 4, "hidden": 8}
        model = MaskablePPO(
            SlotPolicy, LegalSlots(env), n_steps=32, batch_size=32, policy_kwargs=kwargs, seed=0
        )
    else:
        model = MaskablePPO(
            "MlpPolicy", env, n_steps=32, batch_size=32, policy_kwargs={"net_arch": [8]}, seed=0
        )
    model.learn(32)  # one rollout and one update: save, load and act, not learn
    path = tmp_path_factory.mktemp("policy") / "tiny.zip"
    model.save(path)
    return path


def test_a_saved_policy_acts_as_a_bot(tiny_policy: Path) -> None:
    for deterministic in ("true", "false"):
        agent = make_agent(f"policy:path={tiny_policy},deterministic={deterministic}", 3)
        again = make_agent(f"policy:path={tiny_policy},deterministic={deterministic}", 3)
        assert agent.observes and agent.name.startswith("policy:")
        state = ambitions.new_game("arcs", players=3, seed=1, leaders_and_lore=True)
        for _ in range(40):
            while state.current_player() == ambitions.CHANCE:
                state.apply(state.sample_chance())
            seat = state.current_player()
            decision = decision_for(state, seat, agent)
            action = checked_act(agent, decision)  # legal, or IllegalAction
            assert again.act(decision_for(state, seat, again)) == action  # the same seed, the same choice
            state.apply(action)


def test_a_policy_enters_a_tournament_like_any_agent(tiny_policy: Path) -> None:
    from ambitions.sim import simulate

    summary = simulate(
        "arcs", 3, [f"policy:path={tiny_policy}", "random+", "random+"], 3, seed=5, backend="local"
    )
    names = {a.name for a in summary.agents}
    assert names == {f"policy:path={tiny_policy}", "random+"}
    assert sum(a.wins for a in summary.agents) == 3
