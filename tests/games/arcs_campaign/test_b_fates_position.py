"""Act II positions with the "B" Fates without a Flagship (F13-F16): their pieces are read and
impossible ones refused with the field named (`arcs_campaign.position`, `fates.position`)."""

from __future__ import annotations

from typing import Any

import pytest

from ambitions.core.errors import InvalidRecord

from .conftest import MIKAH, pos, turn

FATES = {"fate": ["F14", "F16", "F15"], "cards": [["F14-03"], ["F16-02"], ["F15-02", "F15-03"]]}


def act2(**campaign: Any) -> Any:
    return pos(
        buildings=[{"slot": "3.1#0", "seat": MIKAH, "kind": "city"}],
        turn=turn(MIKAH),
        campaign_part={"act": 2, "fates": FATES, "booklet": ["F16-09", "F16-10"], **campaign},
    )


def test_an_act_two_position_reads_the_b_fates_pieces() -> None:
    s = act2(
        witnesses=["1.1", "psionic", None, "5.1"],
        fief_seats=[None, None, "3.1#0", None, None, "scrapped"],
        arsenal_keepers=1,
        well_of_empathy=2,
        scrapped_ships=[2, 0, 0],
    )
    assert s.witnesses[1] == 100 and s.fief_seats[2] % 8 == MIKAH and s.arsenal == 1 and s.well == 2
    assert s.ships[MIKAH] == 13


@pytest.mark.parametrize(
    ("part", "message"),
    [
        ({"act": 4}, r"campaign\.act"),
        ({"witnesses": ["1.1", "2.2"]}, r"campaign\.witnesses must be the 4 Witness tokens"),
        ({"witnesses": ["9.9", None, None, None]}, r"campaign\.witnesses\[0\]"),
        ({"fief_seats": [None] * 5}, r"campaign\.fief_seats must be the 6 Seat tokens"),
        ({"fief_seats": ["3.1#0", None, None, None, None, None]}, r"fief_seats\[0\] must be a slot"),
        ({"fief_seats": [None, None, "3.2#0", None, None, None]}, r"fief_seats\[2\] must be a slot"),
        ({"arsenal_keepers": 6}, r"arsenal_keepers"),
        ({"scrapped_ships": [16, 0, 0]}, r"scrapped_ships\[0\]"),
    ],
)
def test_impossible_b_fate_pieces_are_refused(part: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidRecord, match=message):
        act2(**part)


def test_pieces_of_a_fate_nobody_plays_are_refused() -> None:
    """Witnesses without the Pacifist, Arsenal Keepers' Weapons with nobody holding it."""
    fates = {"fate": ["F13", "F16", "F1"], "cards": [["F13-02"], ["F16-02"], ["F1-02"]]}
    with pytest.raises(InvalidRecord, match="Witnesses"):
        pos(
            turn=turn(MIKAH), campaign_part={"act": 2, "fates": fates, "witnesses": ["1.1", None, None, None]}
        )
    with pytest.raises(InvalidRecord, match="Arsenal Keepers"):
        pos(turn=turn(MIKAH), campaign_part={"act": 2, "fates": fates, "arsenal_keepers": 1})
