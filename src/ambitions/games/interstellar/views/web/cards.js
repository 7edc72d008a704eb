// The cards of an Interstellar game, read from a card file (games/interstellar/cards.schema.json)
// the way the engine reads it (games/interstellar/cards.py): copies numbered "food-outpost-1",
// "food-outpost-2"..., the home worlds "home-world-1".."home-world-6", ships of three kinds. The
// default file comes in the catalogue (`card_set`); a game played with its own file carries it in
// its options, so the board shows that game's names and numbers. Each effect is put in words with
// the catalogue's sentences (`effect_words`, filled as games/interstellar/catalogue.py `fill`
// does), and each card gets one text for its tooltip.

const PLURALS = { die: "dice" };

export function createCards(catalogue, raw) {
  const levels = catalogue.levels;
  const up = (word) => String(word).toUpperCase();
  const counts = (cost) => ({ food: 0, ore: 0, science: 0, coins: 0, ...(cost || {}) });

  const ships = {};
  const standard = [];
  for (const [section, kind] of [["ships", "standard"], ["mercs", "merc"], ["emergency", "emergency"]]) {
    for (const e of raw[section] || []) {
      ships[e.id] = {
        id: e.id, name: e.name, kind, heavy: e.class === "heavy", combat: e.combat, bombard: e.bombard, vp: e.vp,
        build_points: e.build_points || 0, ore: e.ore || 0, hire: e.hire || 0, upkeep: e.upkeep || 0,
        effects: e.effects || [], copies: e.copies || 1,
      };
      if (kind === "standard") standard.push(e.id);
    }
  }
  const shadow = {};
  for (const e of raw.shadow || []) shadow[e.id] = { id: e.id, name: e.name, type: e.type, effect: e.effect, copies: e.copies || 1, text: e.text || "" };
  const events = {};
  for (const e of raw.colony_events || []) events[e.id] = { id: e.id, name: e.name, keep: Boolean(e.keep), effects: e.effects || [], copies: e.copies || 1, text: e.text || "" };
  const planets = {};
  for (const e of raw.planets || []) {
    const copies = e.copies || 1;
    for (let k = 1; k <= copies; k += 1) {
      const id = copies > 1 ? `${e.id}-${k}` : e.id;
      planets[id] = {
        id, name: e.name, type: e.type, cost: counts(e.cost), max_dev: e.max_dev, vp: e.vp, bonus_vp: e.bonus_vp || 0,
        special: Boolean(e.special), home: false, effects: e.effects || [],
      };
    }
  }
  const home = raw.home_world || {};
  for (let k = 1; k <= 6; k += 1) {
    const id = `${home.id}-${k}`;
    planets[id] = { id, name: home.name, type: null, cost: counts(home.cost), max_dev: home.max_dev, vp: home.vp, bonus_vp: 0, special: false, home: true, effects: [] };
  }
  const techs = {};
  for (const e of raw.techs || []) techs[e.id] = { id: e.id, name: e.name, start: Boolean(e.start), cost: e.cost, vp: e.vp, effects: e.effects || [] };
  const ambitions = {};
  for (const e of raw.ambitions || []) {
    ambitions[e.id] = { id: e.id, name: e.name, passive: e.kind === "passive", condition: e.condition.kind, at_least: e.condition.at_least };
  }

  /** An effect in words (the catalogue's sentence for its kind, its holes filled). */
  function effectText(effect) {
    let out = catalogue.effect_words[effect.kind];
    if (out === undefined) return String(effect.kind).replaceAll("_", " ");
    const values = {};
    for (const [name, value] of Object.entries(effect)) {
      if (catalogue.param_words[name]) values[name] = catalogue.param_words[name][String(value)] ?? String(value);
      else if (name === "resource") values[name] = up(value);
      else if (name === "ship") values[name] = ships[value] ? ships[value].name : String(value);
      else if (name === "penalties") values[name] = value.map(([threshold, modifier]) => `${modifier >= 0 ? "+" : ""}${modifier} at ${threshold}`).join(", ");
      else if (name === "resources") values[name] = catalogue.resources.filter((r) => value[r]).map((r) => `${value[r]} ${up(r)}`).join(" and ");
      else if (name === "level") {
        values[name] = value >= 0 && value < levels.length ? up(levels[value]) : String(value);
        values.level_number = String(value);
      } else if (name === "min_level") values.level_of_min = value >= 0 && value < levels.length ? up(levels[value]) : String(value);
      else values[name] = String(value);
    }
    for (const [name, value] of Object.entries(values)) {
      out = out.replaceAll(`{${name}}`, value);
      const hole = new RegExp(`\\{${name}\\|([^}]*)\\}`, "g");
      out = out.replace(hole, (_, word) => {
        if (value === "1") return `${value} ${word}`;
        const cut = word.lastIndexOf(" ");
        const head = cut >= 0 ? word.slice(0, cut + 1) : "";
        const last = word.slice(cut + 1);
        return `${value} ${head}${PLURALS[last] || last + (last === up(last) ? "S" : "s")}`;
      });
    }
    return out;
  }

  const effectsText = (list) => list.map(effectText).join("; ");
  const costText = (cost) => catalogue.resources.filter((r) => cost[r]).map((r) => `${cost[r]} ${up(r)}`).join(" + ") || "nothing";

  function planetText(id) {
    const p = planets[id];
    if (!p) return id;
    const kind = p.home ? "HOME WORLD (produces any resources)" : `${up(p.type)} planet${p.special ? " (special)" : ""}`;
    const parts = [`${p.name}: ${kind}`, `colonise cost ${costText(p.cost)}`, `Development Levels 1-${p.max_dev}`,
      `${p.vp} VP only at level ${p.max_dev}`];
    if (p.bonus_vp) parts.push(`+${p.bonus_vp} VP bonus`);
    if (p.effects.length) parts.push(effectsText(p.effects));
    return `${parts.join("; ")}.`;
  }

  function shipText(id) {
    const s = ships[id];
    if (!s) return id;
    const kind = { standard: "STANDARD", merc: "MERC", emergency: "EMERGENCY" }[s.kind];
    const parts = [`${s.name}: ${kind} ${s.heavy ? "HEAVY" : "LIGHT"} SHIP`, `combat value ${s.combat}`, `bombard ${s.bombard}`, `${s.vp} VP`];
    if (s.kind === "standard") parts.push(`${s.build_points} BUILD POINT${s.build_points === 1 ? "" : "S"}, ${s.ore} ORE`);
    if (s.kind === "merc") parts.push(`hire ${s.hire} COINS, upkeep ${s.upkeep} COIN${s.upkeep === 1 ? "" : "S"}`);
    if (s.kind === "emergency") parts.push("never attacks");
    if (s.effects.length) parts.push(effectsText(s.effects));
    return `${parts.join("; ")}.`;
  }

  function techText(id) {
    const t = techs[id];
    if (!t) return id;
    return `${t.name}: ${t.start ? "START TECH" : `TECH, cost ${t.cost} SCIENCE`}; ${t.vp} VP to its OWNER; ${effectsText(t.effects)}.`;
  }

  function shadowText(id) {
    const c = shadow[id];
    if (!c) return id;
    const check = c.type === "standard" ? "STANDARD (no check, no medal)" : `${up(c.type)} (a ${up(c.type)} SHADOW CHECK; a Shadow Medal if it succeeds)`;
    return `${c.name}: ${check}. ${c.text || effectText(c.effect)}`;
  }

  function eventText(id) {
    const e = events[id];
    if (!e) return id;
    return `${e.name} (${e.keep ? "Place Marker & Keep" : "Use & Discard"}): ${e.text || effectsText(e.effects)}`;
  }

  function ambitionText(id) {
    const a = ambitions[id];
    if (!a) return id;
    const [first, second, others] = catalogue.ambition_vp;
    return `${a.name} (${a.passive ? "PASSIVE" : "ACTIVE"} ambition): the first to claim it scores ${first} VP, the second ${second}, any other ${others}.`;
  }

  return {
    name: raw.name, designed: Boolean(raw.designed), note: raw.note || "",
    ships, standard, shadow, events, planets, techs, ambitions,
    effectText, planetText, shipText, techText, shadowText, eventText, ambitionText, costText,
    planetName: (id) => (planets[id] ? planets[id].name : id),
    shipName: (id) => (ships[id] ? ships[id].name : id),
    techName: (id) => (techs[id] ? techs[id].name : id),
    shadowName: (id) => (shadow[id] ? shadow[id].name : id),
    eventName: (id) => (events[id] ? events[id].name : id),
    ambitionName: (id) => (ambitions[id] ? ambitions[id].name : id),
  };
}

/** The cards a game plays with: its own card file (in its options) or the catalogue's default. */
export function cardsFor(catalogue) {
  const standard = createCards(catalogue, catalogue.card_set);
  let last = null;
  return (obs) => {
    const own = obs && obs.options && obs.options.card_set;
    if (!own) return standard;
    if (!last || last.raw !== own) {
      const key = JSON.stringify(own);
      if (!last || last.key !== key) last = { key, raw: own, cards: createCards(catalogue, own) };
      else last.raw = own;
    }
    return last.cards;
  };
}
