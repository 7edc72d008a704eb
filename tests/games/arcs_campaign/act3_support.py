"""Helpers for the Act III tests (issue 28): a clean Act III registry with stand-in Fate parts,
and Act III positions."""

from __future__ import annotations

import random
import types
from collections.abc import Callable
from typing import Any

import pytest

import ambitions.games.arcs_campaign as campaign
from ambitions.games.arcs_campaign import fates, observe, position
from ambitions.games.arcs_campaign.fates import acts
from ambitions.games.arcs_campaign.fates import position as fates_position
from ambitions.games.arcs_campaign.state import CampaignState

from .conftest import pos, snap


class Registry:
    """`fates.register_act3` on a registry emptied of its Act III parts for one test (so a test
    sees only the stand-ins it registers, whatever the Fates' own modules register)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(acts, "SETUPS", {k: v for k, v in acts.SETUPS.items() if k[1] != 3})
        monkeypatch.setattr(acts, "CHAPTER_END", {k: v for k, v in acts.CHAPTER_END.items() if k[1] != 3})
        monkeypatch.setattr(acts, "AFTER", {k: v for k, v in acts.AFTER.items() if k[1] != 3})
        monkeypatch.setattr(acts, "AFTER_DECLARE", {k: v for k, v in acts.AFTER_DECLARE.items() if k[1] != 3})
        before_scoring = {k: v for k, v in acts.BEFORE_SCORING.items() if k[1] != 3}
        monkeypatch.setattr(acts, "BEFORE_SCORING", before_scoring)
        monkeypatch.setattr(acts, "GRAND_AMBITIONS", {})
        monkeypatch.setattr(acts, "CAMPAIGN_END", {})
        monkeypatch.setattr(acts, "ACT3_CARDS", {})
        monkeypatch.setattr(acts, "ACT3", set())
        # A "C" Fate's Act III is its first: its Setup cards are in play (held, or on the Court
        # deck: the invariants count them), so a stand-in keeps them and its Setup side gives them.
        self.c_cards = {
            f: c for f, c in fates_position.ACT3_SETUP_CARDS.items() if fates.cards.letter(f) == "C"
        }
        monkeypatch.setattr(fates_position, "ACT3_SETUP_CARDS", dict(self.c_cards))
        self.calls: list[tuple[str, Any]] = []

    def add(
        self,
        fate: str,
        grand: Callable[[CampaignState, int], tuple[bool, bool]] | None = None,
        chapter_end: Callable[[CampaignState, int], None] | None = None,
        setup: Callable[[CampaignState, int], None] | None = None,
        campaign_end: Callable[[CampaignState, int], None] | None = None,
        card: str | None = None,
        before_scoring: Callable[[CampaignState, int], None] | None = None,
    ) -> None:
        """Register a stand-in Act III part for `fate`; its Setup side notes ``("setup", seat)``."""
        module = types.ModuleType(f"stand_in_{fate}")

        def noted(s: CampaignState, seat: int) -> None:
            self.calls.append(("setup", (fate, seat)))
            for card in self.c_cards.get(fate, ()):
                fates.resolution.gain(s, seat, card)
            for card in fates_position.ACT3_SETUP_COURT.get(fate, ()):
                fates.resolution.take(s, card)
                s.court_deck.append(card)  # (on top)
            if setup is not None:
                setup(s, seat)

        module.setup_act3 = noted  # type: ignore[attr-defined]
        if grand is not None:
            module.grand_ambitions = grand  # type: ignore[attr-defined]
        elif fates.cards.letter(fate) != "C":
            module.grand_ambitions = lambda s, seat: (False, False)  # type: ignore[attr-defined]
        if chapter_end is not None:
            module.chapter_end = chapter_end  # type: ignore[attr-defined]
        if campaign_end is not None:
            module.campaign_end = campaign_end  # type: ignore[attr-defined]
        if before_scoring is not None:
            module.before_scoring = before_scoring  # type: ignore[attr-defined]
        fates.register_act3(fate, module, card)


def table3(
    fate: list[str],
    power: list[int],
    objective: list[int | None] | None = None,
    chapter: int = 1,
    **kw: Any,
) -> CampaignState:
    """An Act III table at `chapter` (every hand empty unless `kw` gives seats: the chapter's end
    runs as the position loads), one ship per seat, these Fates, Power and markers."""
    players = len(fate)
    seats = kw.pop("seats", None) or [{} for _ in range(players)]
    seats = [{"power": v, **row} for v, row in zip(power, seats, strict=True)]
    part: dict[str, Any] = {"act": 3, "fates": {"fate": fate}, **kw.pop("campaign", {})}
    if objective is not None:
        part["fates"]["objective"] = objective
    return pos(
        players,
        part,
        chapter=chapter,
        seats=seats,
        ships=[{"system": f"{k + 1}.1", "seat": k, "fresh": 1} for k in range(players)] + kw.pop("ships", []),
        **kw,
    )


def check_round_trips(s: CampaignState, seed: int) -> None:
    """A random game's position: its clone equals it, its snapshot loads back to it, and a
    determinized world agrees with the mover's observation."""
    assert snap(s.clone()) == snap(s)
    again = position.load(position.from_observation(observe.snapshot(s)))
    assert observe.snapshot(again) == observe.snapshot(s)
    mover = s.current_player()
    if mover >= 0:
        obs = s.observation(mover)
        assert campaign.determinize(obs, random.Random(seed)).observation(mover) == obs
