"""The public catalogue of Interstellar Ambitions: what the browser view shows without asking
the game.

`catalogue()` is the JSON the server serves at ``/api/games/interstellar/catalogue`` (the
`GameSpec.catalogue` hook), the same for every game and every viewer:

- the rules' fixed words and numbers: the resources, the six action tracks and the five planning
  levels, what each track does at each level (B.2.4, built from `data`), the ULTIMATE slots by
  player count, the limits, the ambition payouts, the VP categories, the turn's four steps;
- ``effect_words``: one sentence per effect kind of the card-file format (`cards.schema.json`),
  with ``{parameter}`` holes, and ``param_words``, the words for the parameters that are
  choices (``fleet``, ``side``, ``check``);
- ``card_set``: the designed default card file as it is (`default_cards.json`).

The cards are sent as the file is written, not expanded: a game played with its own card file
carries that file in its options (``card_set``), and the browser reads both the same way
(``views/web/cards.js``: copies numbered ``food-outpost-1``..., the home worlds
``home-world-1``..., each effect in the words above), so a card set the server was given shows
with its own names and numbers.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ambitions.games.interstellar import data, render, scoring
from ambitions.games.interstellar.cards import default_cards

UP = str.upper


def _track_texts() -> dict[str, list[str | None]]:
    """What each action track does at each planning level (B.2.4; PREPARING never acts)."""
    levels = range(1, len(data.LEVELS))
    colonise = []
    for lv in levels:
        vp = data.COLONISE_MAX_VP[lv]
        which = f"1 planet (max VP value {vp})" if vp < 99 else "1 planet from any slot"
        first = (
            "First discard any face-up planet from each stack (optional), then colonise "
            if lv == 4
            else "Colonise "
        )
        start = f"Development Level {data.COLONISE_START_DEV[lv]}" + (" (if possible)" if lv == 4 else "")
        colonise.append(f"{first}{which}; it starts at {start}.")
    develop = []
    for lv in levels:
        n = data.DEVELOP_LEVELS[lv]
        develop.append(
            f"DEVELOP up to a total of {n} Development Level{'s' if n > 1 else ''}"
            f" ({data.DEVELOP_FOOD_PER_LEVEL} FOOD per level)."
        )
    build = []
    for lv in levels:
        points = data.BUILD_POINTS[lv]
        if lv == 4:
            build.append(
                f"FREE REPAIR + {points} BUILD POINTS; each ship costs"
                f" {data.ULTIMATE_BUILD_DISCOUNT} ORE less (min 1 ORE)."
            )
        else:
            build.append(
                f"REPAIR (1 ORE per {data.REPAIR_MARKERS_PER_ORE} damage markers) + {points} BUILD POINT"
                f"{'S' if points > 1 else ''}."
            )
    research = []
    for lv in levels:
        vp = data.RESEARCH_MAX_VP[lv]
        if lv == 4:
            research.append(
                f"First replace any face-up TECH you wish, then research {data.ULTIMATE_RESEARCH} TECHS at"
                f" -1 SCIENCE each (min {data.MIN_TECH_COST})."
            )
        else:
            research.append(f"Research 1 TECH ({f'max VP value {vp}' if vp < 99 else 'any VP value'}).")
    shadow = []
    for lv in levels:
        buy = f"Buy up to {data.SHADOW_BUY[lv]} SHADOW cards ({data.SHADOW_CARD_COST} COIN each)"
        hire = data.SHADOW_HIRE[lv]
        if not hire:
            shadow.append(buy + ".")
        elif lv == 4:
            shadow.append(f"{buy} OR replace any face-up MERCS (optional) and hire {hire} MERCS.")
        else:
            shadow.append(f"{buy} OR hire {hire} MERC{'S' if hire > 1 else ''}.")
    fleet = []
    for lv in levels:
        raid = data.RAID_BONUS[lv]
        invade = data.INVADE_BONUS[lv]
        words = f"RAID at +{raid} Combat Value" if raid else "RAID (no modifier)"
        if invade >= 0:
            words += f" or INVADE at +{invade}" if invade else " or INVADE (no modifier)"
        else:
            words += "; INVADE cannot be performed"
        fleet.append(words + ".")
    table = {
        "colonise": colonise,
        "develop": develop,
        "build": build,
        "research": research,
        "shadow": shadow,
        "fleet": fleet,
    }
    return {name: [None, *table[name]] for name in data.TRACKS}


EFFECT_WORDS: dict[str, str] = {
    # Lasting effects (techs, planets, ships, Colony Event markers).
    "produce_bonus": "+{amount} {resource} when producing",
    "home_world": "Home Worlds: max Development Level +{max_dev}, and +{produce|resource} when producing",
    "develop_discount": "DEVELOP costs {amount} FOOD less",
    "develop_free": "each DEVELOP gains {amount|extra Development Level}, free",
    "build_points": "+{amount|BUILD POINT} on BUILD",
    "research_discount": "each TECH costs {amount} SCIENCE less (min 1)",
    "colonise_discount": "COLONISE costs {amount} {resource} less",
    "check_bonus": "+{amount} to your {check} checks",
    "check_defence": "-{amount} to shadow checks that target you",
    "combat_bonus": "+{amount} Combat Value{fleet}{side}",
    "repair_rate": "REPAIR costs 1 ORE per {markers} damage markers",
    "planet_limit": "you may own {amount|more planet}",
    "advance_limit": "ADVANCE Plans moves up to {amount|more token}",
    "heavy_armour": "your HEAVY SHIPS ignore their first damage marker in each combat",
    "bombard_resistance": "bombardment needs {points} BOMBARD points per level against you",
    "exchange_rate": "you exchange resources at {rate}:1",
    "invade_level": "you may INVADE from {level}",
    "upkeep_discount": "each MERC's upkeep is {amount} less",
    "shadow_plays": "you may play {amount|Shadow card} in Shadow Activities",
    "ship_dice": "your {ship} roll {amount|extra die} in combat",
    "raid_steal": "a won RAID steals {amount|more resource}",
    "emergency_weight": "counts as {count|ship} when fleets are compared for an EMERGENCY ship",
    "unmatched_dice": "rolls {amount|extra die} when unmatched",
    "after_combat_repair": "after each combat, remove {amount|damage marker} from each of your ships",
    "capture_protection": "this planet can never be captured",
    "discard_after_combat": "discarded after this combat",
    "enters_damaged": "enters with {markers|damage marker}",
    "double_six": "its 6s score 2 hits",
    # Colony Events used at once.
    "gain": "gain {amount} {resource}",
    "develop": "the planet starts {amount|Development Level} higher (never above its max)",
    "greenhouse": "discard the planet and take the lowest-VP face-up planet instead",
    "start_level": "the planet starts at Development Level {level_number}",
    "shortfall": "pay {amount} more {resource} or the colonisation fails",
    "free_ship": "gain a {ship}, free",
    # Shadow cards.
    "exchange_plans": "swap one of your action tokens with an opponent's on the same track",
    "new_opportunities": "refresh the face-up TECH, planet or MERC cards",
    "advance_own": "advance {amount|action token} of yours one level",
    "push_back": "move an opponent's action token (not at ULTIMATE) back {amount|level}",
    "exchange_rate_turn": "exchange resources at {rate}:1 for the rest of this turn",
    "gain_choice": "gain {amount|resource} of your choice",
    "reduce_dev": "reduce the target planet's Development Level by {levels}",
    "destroy_ship": "destroy the target ship ({penalties} by its combat value)",
    "reset_token": "move the target's action token at {level_of_min} or above back to PREPARING",
    "lose_resources": "the target loses {resources}",
    "research_penalty": "the target's next TECH costs {amount} more SCIENCE",
    "acquire_tech": "acquire the target TECH ({penalties} by its cost)",
    "siphon": "gain the target planet's production; it cannot produce on its owner's next turn",
    "steal_ship": "gain a standard ship of at most {max_bp|BUILD POINT}, paying its ORE",
    "take_resource": "take up to {amount} {resource} from the target",
}
"""One sentence per effect kind; ``{name}`` is the effect's parameter (see `fill` for the
formats: resources and levels in capitals, ships by name, ``penalties`` as "-1 at 3, -2 at
4"), ``{name|word}`` the number and the word, plural unless 1 ("2 extra dice")."""

PLURALS: dict[str, str] = {"die": "dice"}
"""Words whose plural is not the word and an s (an S for a word in capitals)."""

PARAM_WORDS: dict[str, dict[str, str]] = {
    "fleet": {"any": "", "raid": " in a RAID", "invade": " in an INVADE"},
    "side": {"any": "", "attacking": " when attacking", "defending": " when defending"},
    "check": {"any": "shadow", "sabotage": "SABOTAGE", "infiltrate": "INFILTRATE"},
}


def fill(effect: dict[str, Any], ship_names: dict[str, str]) -> str:
    """An effect of the card file in words: its kind's sentence with the holes filled (the
    browser's ``cards.js`` fills them the same way)."""
    template = EFFECT_WORDS.get(effect["kind"])
    if template is None:
        return str(effect["kind"]).replace("_", " ")
    out = template
    values: dict[str, str] = {}
    for name, value in effect.items():
        if name in PARAM_WORDS:
            values[name] = PARAM_WORDS[name].get(str(value), str(value))
        elif name == "resource":
            values[name] = UP(str(value))
        elif name == "ship":
            values[name] = ship_names.get(str(value), str(value))
        elif name == "penalties":
            values[name] = ", ".join(f"{m:+d} at {t}" for t, m in value)
        elif name == "resources":
            values[name] = " and ".join(f"{value[r]} {UP(r)}" for r in data.RESOURCES if value.get(r))
        elif name == "level":
            values[name] = UP(data.LEVELS[int(value)]) if 0 <= int(value) < len(data.LEVELS) else str(value)
            values["level_number"] = str(value)
        elif name == "min_level":
            values["level_of_min"] = (
                UP(data.LEVELS[int(value)]) if 0 <= int(value) < len(data.LEVELS) else str(value)
            )
        else:
            values[name] = str(value)
    for name, value in values.items():
        out = out.replace("{" + name + "}", value)
        while "{" + name + "|" in out:
            start = out.index("{" + name + "|")
            end = out.index("}", start)
            word = out[start + len(name) + 2 : end]
            if value != "1":
                head, _, last = word.rpartition(" ")
                word = (head + " " if head else "") + PLURALS.get(
                    last, last + ("S" if last.isupper() else "s")
                )
            out = out[:start] + value + " " + word + out[end + 1 :]
    return out


@cache
def catalogue() -> dict[str, Any]:
    """The catalogue (JSON-safe; see the module doc)."""
    cards = default_cards()
    return {
        "game": "interstellar",
        "resources": list(data.RESOURCES),
        "planet_types": list(data.PLANET_TYPES),
        "tracks": list(data.TRACKS),
        "levels": list(data.LEVELS),
        "track_texts": _track_texts(),
        "preparing_text": "PREPARING: a token here cannot act; ADVANCE it to BASIC or above first.",
        "produce_text": (
            "PRODUCE: each planet produces its resource times its Development Level (a Home World any"
            " resources up to its level), plus bonuses; then pay MERC upkeep or discard the MERC."
        ),
        "ultimate_slots": {str(n): data.ultimate_slots(n) for n in (3, 4, 5, 6)},
        "limits": {"planets": data.PLANET_LIMIT, "ships": data.SHIP_LIMIT, "hand": data.HAND_LIMIT},
        "advance_limit": data.ADVANCE_LIMIT,
        "ambition_vp": list(data.AMBITION_VP),
        "set_bonus_vp": data.SET_BONUS_VP,
        "medal_vp": data.MEDAL_VP,
        "trigger_ambitions": data.TRIGGER_AMBITIONS,
        "exchange_rate": data.EXCHANGE_RATE,
        "hit": data.HIT,
        "bombard_per_level": data.BOMBARD_PER_LEVEL,
        "raid_bonus": list(data.RAID_BONUS),
        "invade_bonus": list(data.INVADE_BONUS),
        "vp_parts": list(scoring.PARTS),
        "turn_steps": [
            "Shadow Activities",
            "PRODUCE or ADVANCE Plans",
            "TAKE ACTION & PREPARE",
            "Claim Ambition",
        ],
        "effect_words": dict(EFFECT_WORDS),
        "param_words": {k: dict(v) for k, v in PARAM_WORDS.items()},
        "card_set": cards.source,
        "cards": render.card_words(cards),
        "example": render.GAME_HELP.action,
    }
