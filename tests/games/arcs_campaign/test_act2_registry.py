"""Every Fate with an Act II part plugs in the same way (`fates.register_act2`): the A Fates kept
(F1-F8) and the B Fates with a Flagship (F9-F12). Their modules give `setup_act2`,
`resolution`, `POWERS` (and, where they have them, `chapter_end`, `VOX_POWERS`, `VOX_CRISES`);
the objectives' titles and start spaces are card data (`cards.ACT2_OBJECTIVES`). And they play
together."""

from __future__ import annotations

import random

import pytest

from ambitions.core.errors import InvalidRecord
from ambitions.core.state import TERMINAL
from ambitions.games.arcs_campaign import fates, render
from ambitions.games.arcs_campaign.fates import (
    blight_speaker,
    cards,
    hegemon,
    pacifist,
    pathfinder,
    peacekeeper,
    pirate,
    planet_breaker,
    resolution,
    warden,
)

from .act2_support import play_checked, random_act2_table
from .conftest import MIKAH, pos
from .test_act2_fates_mixed_random import ACT2_CARDS

B_FATES = {
    cards.PATHFINDER: pathfinder,
    cards.HEGEMON: hegemon,
    cards.PLANET_BREAKER: planet_breaker,
    cards.PIRATE: pirate,
}
B_FATES_NO_FLAGSHIP = {
    cards.BLIGHT_SPEAKER: blight_speaker,
    cards.PACIFIST: pacifist,
    cards.PEACEKEEPER: peacekeeper,
    cards.WARDEN: warden,
}


def test_every_act2_fate_is_registered_from_its_module_and_the_card_data() -> None:
    for fate in (*cards.A_FATES, *B_FATES, *B_FATES_NO_FLAGSHIP):
        assert cards.has_act(fate, 2), fate
        assert fate in fates.ACT2_SETUPS and fate in resolution.ACT2_RESOLVE, fate
        assert fate in resolution.ACT2_RESOLUTION_CARDS, fate
    for fate, module in (B_FATES | B_FATES_NO_FLAGSHIP).items():
        assert fates.ACT2_SETUPS[fate] is module.setup_act2
        assert resolution.ACT2_RESOLVE[fate] is module.resolution
        assert resolution.ACT2_RESOLUTION_CARDS[fate] == module.RESOLUTION
        assert all(fates.POWERS[p.id].name == p.name for p in module.POWERS)
        # (the old contract's module-level objective data is gone: one place for it)
        assert not any(hasattr(module, name) for name in ("START", "TITLE", "CRISES")), fate
    assert fates.ACT2_CHAPTER_END[cards.HEGEMON] is hegemon.chapter_end
    assert fates.ACT2_CHAPTER_END[cards.PIRATE] is pirate.chapter_end
    for fate, module in B_FATES_NO_FLAGSHIP.items():
        assert fates.ACT2_CHAPTER_END[fate] is module.chapter_end


def test_the_b_fates_data_is_the_act2_objectives_table() -> None:
    """One data list of the eight B Fates (`cards.B_FATES`, `Fate.flagship` for F9-F12), whose
    objectives are the rows of `cards.ACT2_OBJECTIVES`."""
    assert cards.B_FATE_IDS == (*B_FATES, *B_FATES_NO_FLAGSHIP)
    assert tuple(f.id for f in cards.B_FATES if f.flagship) == tuple(B_FATES)
    for f in cards.B_FATES:
        row = cards.ACT2_OBJECTIVES[f.id]
        assert (f.objective, f.start) == (row.title, row.start) and f.letter == "B", f.id
        assert cards.objective_title(f.id, 2) == row.title and not cards.has_act(f.id, 1)
    assert cards.start_space(cards.WARDEN, 2, 2) == 22 and cards.start_space(cards.PACIFIST, 4, 2) == 12
    assert render.catalogue()["fates"]["F15"]["objectives"] == {
        "2": "Restrict the Weapons Supply / Control the Arms Manufacturers"
    }


def test_a_b_fates_objective_is_act_iis_only() -> None:
    assert cards.start_space(cards.PIRATE, 4, 2) == 18 and cards.start_space(cards.PATHFINDER, 3, 2) == 8
    assert cards.objective_title(cards.HEGEMON, 2) == "Plant Banners of the New Order"
    assert cards.FATE_BY_ID[cards.PIRATE].start == cards.ACT2_OBJECTIVES[cards.PIRATE].start
    assert not cards.has_act(cards.PLANET_BREAKER, 1) and cards.has_act(cards.STEWARD, 1)
    catalogue = render.catalogue()["fates"]
    assert catalogue["F11"]["objectives"] == {"2": "Repair the Planet Hammer / Crush a Planet into Dust"}
    assert set(catalogue["F1"]["objectives"]) == {"1", "2"}


def test_an_act2_position_mixing_a_and_b_fates_starts_each_on_its_act2_clock() -> None:
    s = pos(campaign_part={"act": 2, "fates": {"fate": ["F12", "F1", "F10"], "cards": [[], [], []]}})
    assert s.objective == [21, 22, 14]  # the Pirate's 21 with 3 players, the Steward's 22, the Hegemon's 14
    with pytest.raises(InvalidRecord, match="objective"):
        pos(campaign_part={"act": 2, "fates": {"fate": ["F12", "F1", "F10"], "objective": [22, 0, 0]}})
    with pytest.raises(InvalidRecord):  # a B Fate has no Act I
        pos(campaign_part={"fates": {"fate": ["F9", "F1", "F2"]}})
    assert s.fates[MIKAH] == "F12"


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_act2_mixing_a_and_b_fates_keeps_the_invariants(players: int, seed: int) -> None:
    """Seeded random Act II play with Fates drawn from all twelve, a B Fate among them: their
    Setup sides (the B Fates' Flagship questions too), the A Fates' Act II cards in the Court
    deck; invariants, determinized worlds and snapshots as `act2_support.play_checked` checks."""
    rng = random.Random(7000 + 100 * players + seed)
    chosen = rng.sample([*cards.A_FATES, *B_FATES], players)
    if not any(f in B_FATES for f in chosen):
        chosen[0] = rng.choice(list(B_FATES))
    s = random_act2_table(chosen, rng, ACT2_CARDS)
    play_checked(s, seed, random.Random(seed), every=29)
    assert s.act == 2 and s.current_player() == TERMINAL
