// Arcs action texts in words, and split into the steps the shell's chooser narrows by.
// Only presentation: which texts are legal is the server's list; this module never decides it.
// The texts are those of README "Action texts" (games/arcs/actions.py).

const CARD_ID = /^(ADM|AGG|CON|MOB)\d$|^BC\d\d$|^LEAD\d\d$|^L\d\d$/;
const SYSTEM_ID = /^[1-6]\.[0-3]$/;
const SLOT_ID = /^([1-6]\.[0-3])#(\d)$/;
const FACE_ID = /^[ASR][0-5]$/;
const NUMBER = /^\d+$/;

const KIND_LABELS = {
  lead: "lead a card", pass: "pass", surpass: "surpass", pivot: "pivot", copy: "copy (face down)",
  declare: "declare an ambition", seize: "seize the initiative", tax: "tax", build: "build", repair: "repair",
  move: "move ships", catapult: "catapult on", stop: "stop", influence: "influence", secure: "secure",
  battle: "battle", dice: "choose dice", hit: "assign a hit", steal: "steal", done: "done",
  ransack: "ransack", spend: "spend a resource", discard: "discard a resource", end: "end the turn",
  keep: "keep the hand", mulligan: "mulligan", place: "place ships", choose: "choose", pick: "pick",
  prelude: "use a Prelude", reroll: "reroll a die",
};

const PIECES = { city: "a city", starport: "a starport", ship: "a ship", "cloud-city": "a cloud city" };

export function createWords(catalogue) {
  const cards = (catalogue && catalogue.cards) || {};
  const systems = {};
  for (const system of (catalogue && catalogue.map && catalogue.map.systems) || []) systems[system.id] = system;
  const dice = (catalogue && catalogue.dice) || {};
  const dieByLetter = {};
  for (const [name, die] of Object.entries(dice)) dieByLetter[die.letter] = { name, faces: die.faces };
  const ambitions = new Set((catalogue && catalogue.ambitions) || []);
  const resources = new Set((catalogue && catalogue.resources) || []);

  function cardName(id) {
    const card = cards[id];
    if (!card) return id;
    if (card.kind === "action") return `${card.name} (${card.pips} pip${card.pips === 1 ? "" : "s"})`;
    return card.name;
  }

  function systemName(id) {
    const system = systems[id];
    if (!system) return id;
    return system.gate ? `gate ${id}` : `${id} (${system.type})`;
  }

  function slotName(slot) {
    const [, system, index] = SLOT_ID.exec(slot) || [null, slot, "0"];
    const info = systems[system];
    const several = info && info.slots.length + info.extra_slots.length > 1;
    return `${systemName(system)}${several ? ` slot ${Number(index) + 1}` : ""}`;
  }

  function faceName(token) {
    const die = dieByLetter[token[0]];
    if (!die) return token;
    return `${die.name} ${die.faces[Number(token[1])] || "?"}`;
  }

  /** ``2 fresh and 1 damaged ships``; `what` names another kind (``1 fresh Imperial ship``). */
  function ships(fresh, damaged, what = "ship") {
    const f = Number(fresh);
    const d = Number(damaged);
    const total = f + d;
    if (!total) return `no ${what}s`;
    const parts = [];
    if (f) parts.push(`${f} fresh`);
    if (d) parts.push(`${d} damaged`);
    return `${parts.join(" and ")} ${what}${total === 1 ? "" : "s"}`;
  }

  function choiceContext(view) {
    const obs = view && view.observation;
    const top = obs && obs.choices && obs.choices.length ? obs.choices[obs.choices.length - 1] : null;
    return top ? { card: String(top[1]), step: String(top[2]) } : null;
  }

  // -- steps ---------------------------------------------------------------------------------------
  const kind = (word) => ({ key: `kind:${word}`, label: KIND_LABELS[word] || word.replaceAll("-", " "), ask: "Which action?" });
  const card = (id, ask = "Which card?") => ({ key: `card:${id}`, label: cardName(id), ask });
  const system = (id, label, ask = "Which system?") => ({ key: `system:${id}`, label: `${label} ${systemName(id)}`.trim(), ask, name: systemName(id) });
  const slot = (id, ask = "Which building?") => ({ key: `slot:${id}`, label: slotName(id), ask });
  const seat = (k, ask = "Which seat?") => ({ key: `seat:${k}`, label: `seat ${k}`, ask });
  const count = (type, n, ask) => ({ key: `${type}:${n}`, label: `${n} ${type}`, ask });

  function genericArgs(args, context) {
    const out = [];
    args.forEach((arg, k) => {
      const previous = args[k - 1] || "";
      if (SLOT_ID.test(arg)) out.push(system(SLOT_ID.exec(arg)[1], "at"), slot(arg));
      else if (SYSTEM_ID.test(arg)) out.push(system(arg, SYSTEM_ID.test(previous) ? "to" : k + 1 < args.length && SYSTEM_ID.test(args[k + 1]) ? "from" : "at"));
      else if (CARD_ID.test(arg)) out.push(card(arg));
      else if (resources.has(arg)) out.push({ key: `resource:${arg}`, label: arg, ask: "Which resource?" });
      else if (ambitions.has(arg)) out.push({ key: `ambition:${arg}`, label: capital(arg), ask: "Which ambition?" });
      else if (NUMBER.test(arg)) {
        if (context && context.card === "BC26") out.push({ key: `cluster:${arg}`, label: `cluster ${arg}`, ask: "Which cluster?" });
        else if (SYSTEM_ID.test(previous) && SYSTEM_ID.test(args[k - 2] || "")) out.push(count("ships", arg, "How many ships?"));
        else out.push(seat(arg));
      } else out.push({ key: `word:${arg}`, label: arg, ask: "Which?" });
    });
    return out;
  }

  function steps(text, view) {
    const words = text.split(" ");
    const [what, ...args] = words;
    const head = kind(what);
    switch (what) {
      case "lead": case "surpass": case "pivot": case "copy": case "seize":
        return [head, card(args[0], "Which card from your hand?")];
      case "influence": case "secure": case "ransack": case "pick": case "charismatic":
        return [head, card(args[0], "Which card?")];
      case "declare":
        return [head, { key: `ambition:${args[0]}`, label: capital(args[0]), ask: "Which ambition?" }];
      case "tax": case "nurture": case "prune":
        return [head, system(SLOT_ID.exec(args[0]) ? SLOT_ID.exec(args[0])[1] : args[0], "at"), slot(args[0], "Which city?")];
      case "build": case "repair":
        return [head, { key: `piece:${args[0]}`, label: PIECES[args[0]] || args[0], ask: "What?" }, system(args[1], "at", "Where?")];
      case "summon": case "place":
        return [head, system(args[0], "at", "Where?")];
      case "move": case "tactical":
        return [head, system(args[0], "from", "From where?"), system(args[1], "to", "Where to?"),
          count("fresh", args[2], "How many fresh ships?"), count("damaged", args[3], "How many damaged ships?")];
      case "catapult":
        return [head, system(args[0], "on to", "Where to?"), count("fresh", args[1], "How many fresh ships?"),
          count("damaged", args[2], "How many damaged ships?")];
      case "fire-rifles":
        return [head, system(args[0], "from", "From where?"), system(args[1], "at", "At which system?"), seat(args[2], "At whom?")];
      case "battle":
        return [head, system(args[0], "at", "Where?"), seat(args[1], "Against whom?")];
      case "dice":
        return [head, count("assault", args[0], "How many assault dice?"), count("skirmish", args[1], "How many skirmish dice?"),
          count("raid", args[2], "How many raid dice?")];
      case "hit":
        if (args[0] === "fresh" || args[0] === "damaged") {
          // Whose ships: the attacker's for self-hits and intercepts, else the defender's.
          const battle = (view && view.observation.battle) || {};
          const attacker = view && view.observation.turn ? view.observation.turn.seat : null;
          const whose = battle.stage === "self" || battle.stage === "intercept" ? attacker : battle.defender;
          return [head, { key: `ships:${battle.system}:${whose}:${args[0]}`, label: `a ${args[0]} ship`, ask: "Which piece takes the hit?" }];
        }
        return [head, slot(args[0], "Which piece takes the hit?")];
      case "steal": {
        if (CARD_ID.test(args[0])) return [head, card(args[0], "What do you steal?")];
        const battle = (view && view.observation.battle) || {};
        return [head, { key: `raid:${battle.defender}:${args[0]}:${args[1]}`, label: `a ${args[0]} (raid cost ${args[1]})`, ask: "What do you steal?" }];
      }
      case "discard":
        return [head, { key: `resource:${args[0]}`, label: args[0], ask: "Which resource?" }];
      case "reroll":
        return [head, { key: `die:${args[0]}`, label: faceName(args[0]), ask: "Which die?" }];
      case "spend": {
        const out = [head, { key: `resource:${args[0]}`, label: `a ${args[0]}`, ask: "Spend which resource?" }];
        let rest = args.slice(1);
        if (rest[0] === "as") {
          out.push({ key: `as:${rest[1]}`, label: `as ${rest[1]}`, ask: "Spend it as?" });
          rest = rest.slice(2);
        }
        if (rest.length) out.push(...steps(rest.join(" "), view));
        return out;
      }
      case "prelude":
        return [head, card(args[0], "Which card's Prelude?"), ...genericArgs(args.slice(1), null)];
      case "choose": {
        const context = choiceContext(view);
        const asked = context ? `${cardName(context.card)}: ${context.step}?` : "Which?";
        return [head, ...genericArgs(args, context).map((step) => ({ ...step, ask: asked }))];
      }
      default:
        return [head, ...genericArgs(args, null)];
    }
  }

  // -- sentences -------------------------------------------------------------------------------------
  function argWords(args, context) {
    return genericArgs(args, context).filter((step, k, all) => !(step.key.startsWith("system:") && all[k + 1] && all[k + 1].key.startsWith("slot:")))
      .map((step) => step.label).join(", ");
  }

  /** The action as an imperative sentence without its final stop ("move 2 fresh ships from ..."). */
  function sentence(text, view) {
    const [what, ...args] = text.split(" ");
    switch (what) {
      case "lead": return `lead ${cardName(args[0])}`;
      case "surpass": return `surpass with ${cardName(args[0])}`;
      case "pivot": return `pivot with ${cardName(args[0])}`;
      case "copy": return args.length ? `copy with ${cardName(args[0])}, face down` : "copy with a card face down";
      case "seize": return args.length ? `seize the initiative with ${cardName(args[0])}, face down` : "seize the initiative with a card face down";
      case "pass": return "pass the initiative";
      case "declare": return `declare ${capital(args[0])}`;
      case "tax": return `tax the city at ${slotName(args[0])}`;
      case "build": return `build ${PIECES[args[0]] || args[0]} at ${systemName(args[1])}`;
      case "repair": return `repair ${PIECES[args[0]] || args[0]} at ${systemName(args[1])}`;
      case "move": return `move ${ships(args[2], args[3])} from ${systemName(args[0])} to ${systemName(args[1])}`;
      case "catapult": return `catapult ${ships(args[1], args[2])} on to ${systemName(args[0])}`;
      case "stop": return "stop there";
      case "influence": return `influence ${cardName(args[0])}`;
      case "secure": return `secure ${cardName(args[0])}`;
      case "battle": return `battle seat ${args[1]} at ${systemName(args[0])}`;
      case "dice": {
        const named = ["assault", "skirmish", "raid"].map((die, k) => [Number(args[k]), die]).filter(([n]) => n).map(([n, die]) => `${n} ${die}`);
        return named.length ? `roll ${joinAnd(named)} ${named.length === 1 && named[0].startsWith("1 ") ? "die" : "dice"}` : "roll no dice";
      }
      case "hit":
        if (args[0] === "fresh" || args[0] === "damaged") return `put a hit on a ${args[0]} ship`;
        return `put a hit on the building at ${slotName(args[0])}`;
      case "steal":
        if (CARD_ID.test(args[0])) return `steal ${cardName(args[0])}`;
        return `steal a ${args[0]} (from a slot of raid cost ${args[1]})`;
      case "done": return "finish";
      case "ransack": return `ransack ${cardName(args[0])} from the Court`;
      case "spend": {
        let rest = args.slice(1);
        let as = "";
        if (rest[0] === "as") {
          as = ` as ${rest[1]}`;
          rest = rest.slice(2);
        }
        const then = rest.length ? ` to ${sentence(rest.join(" "), view)}` : "";
        return `spend a ${args[0]}${as}${then}`;
      }
      case "discard": return `discard a ${args[0]}`;
      case "end": return "end the turn";
      case "keep": return "keep the hand";
      case "mulligan": return "mulligan the hand";
      case "place": return `place ships at ${systemName(args[0])}`;
      case "pick": return `pick ${cardName(args[0])}`;
      case "prelude": return `use the Prelude of ${cardName(args[0])}${args.length > 1 ? `: ${argWords(args.slice(1), null)}` : ""}`;
      case "reroll": return `reroll the ${faceName(args[0])} die`;
      case "choose": {
        if (args[0] === "(hidden)") return "choose, hidden";
        if (args.length === 1 && args[0] === "none") return "choose nothing";
        if (args.length === 1 && args[0] === "done") return "choose to stop";
        return `choose ${argWords(args, choiceContext(view))}`;
      }
      default:
        return args.length ? `${what.replaceAll("-", " ")} ${argWords(args, null)}` : what.replaceAll("-", " ");
    }
  }

  /** The same sentence for someone else: "moves 2 fresh ships ...". */
  function third(text, view) {
    if (text === "copy (face down)") return "copies with a card face down";
    if (text === "seize (face down)") return "seizes the initiative with a card face down";
    if (text === "choose (hidden)") return "chooses, hidden from you";
    const words = sentence(text, view).split(" ");
    words[0] = conjugate(words[0]);
    return words.join(" ");
  }

  return { steps, sentence, third, cardName, systemName, slotName, faceName, ships };
}

export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function joinAnd(parts) {
  if (parts.length < 2) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function conjugate(verb) {
  if (/(s|sh|ch|x)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export { CARD_ID, FACE_ID, SLOT_ID, SYSTEM_ID };
