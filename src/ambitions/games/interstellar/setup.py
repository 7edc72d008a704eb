"""The game's options, checked, and a new game at its first chance node.

Options (`OPTIONS`; the CLI spells them ``--cards FILE``, ``--tech-slots N``...):

- ``cards``: a card file (JSON, `cards.schema.json`); without it the designed default set.
  A game keeps the whole set it was read from as ``card_set`` in its options, so its record
  replays anywhere (`cards`); ``card_set`` may also be given directly (an object, as the server
  or a record passes it).
- ``tech_slots``, ``merc_slots`` (I-2): face-up Tech and Merc slots (default: the card set's,
  4 and 3 in the designed set).
- ``tiebreak_damage`` (I-24): the tie-break counts fleet combat value less damage markers.
- ``exchange_mixed`` (I-25): the 3:1 exchange takes any 3 resources, not 3 of one type.
"""

from __future__ import annotations

from typing import Any, Final

from ambitions.core.errors import InvalidOptions, shorten
from ambitions.core.records import is_whole
from ambitions.games.interstellar import cards as card_files
from ambitions.games.interstellar.cards import CardSet

PLAYERS: Final = (3, 4, 5, 6)
OPTIONS: Final = ("cards", "card_set", "tech_slots", "merc_slots", "tiebreak_damage", "exchange_mixed")
FLAGS: Final = ("tiebreak_damage", "exchange_mixed")
SLOTS: Final = ("tech_slots", "merc_slots")


def check_options(players: object, options: dict[str, Any]) -> tuple[CardSet, dict[str, Any]]:
    """The card set and the options to keep (raises `InvalidOptions` naming the problem)."""
    if not is_whole(players) or players not in PLAYERS:
        raise InvalidOptions(f"Interstellar Ambitions is for 3 to 6 players, not {shorten(players)}")
    assert isinstance(players, int)
    unknown = sorted(set(options) - set(OPTIONS))
    if unknown:
        raise InvalidOptions(f"unknown Interstellar options {unknown}; known: {', '.join(OPTIONS)}")
    kept: dict[str, Any] = {}
    for name in FLAGS:
        value = options.get(name)
        if value is None or value is False:
            continue
        if value is not True:
            raise InvalidOptions(f"{name} is a flag (true or false), not {shorten(value)}")
        kept[name] = True
    for name in SLOTS:
        value = options.get(name)
        if value is None or value == 0:
            continue
        if not is_whole(value) or not 1 <= value <= 8:
            raise InvalidOptions(f"{name} must be a whole number 1..8, not {shorten(value)}")
        kept[name] = value
    path = options.get("cards")
    raw = options.get("card_set")
    if path is not None and not isinstance(path, str):
        raise InvalidOptions(f"cards must be the path of a card file, not {shorten(path)}")
    if raw is not None:
        cards = card_files.from_json(raw, path or "card_set")
    elif path:
        cards = card_files.load_file(path)
    else:
        cards = card_files.default_cards()
    card_files.check_players(
        cards, players, path or ("card_set" if raw is not None else card_files.DEFAULT_FILE)
    )
    if not cards.is_default:
        if path:
            kept["cards"] = path
        kept["card_set"] = cards.source
    return cards, kept
