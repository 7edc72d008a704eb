// Interstellar action texts (games/interstellar/actions.py) split into the steps the shell's
// chooser narrows by, and put in words for the buttons and the log. Only presentation: which
// texts are legal is the server's list; this module never decides it.
//
// A step's key names what a click on the board picks:
//   token:SEAT:TRACK.LEVEL  a seat's action tokens at a place of the action track
//   slot:TRACK.LEVEL        a place of the action track (place at BASIC, prepare at PREPARING)
//   planet:ID               a planet in a civilisation       stack:TYPE   a planet stack's top
//   ship:SEAT:REF           a ship of a fleet ("destroyer*1": one damage marker)
//   hull:SEAT:ID            a ship of a fleet by its card     build:ID     a standard ship card
//   tech:ID                 a face-up or START tech          tech:SEAT:ID a tech a seat knows
//   merc:ID                 a face-up merc                    card:ID      a Shadow card in hand
//   revealed:ID             a Shadow card revealed to buy     seat:N       an opponent
//   res:SEAT:TYPE           a seat's resources                order:SIDE:K the K-th ship of a
//   ambition:ID             an ambition                                    combat order
//   offer:techs|planets|mercs  a part of the central play area
// The rest ("kind:take", "gain:food", "mix-food:2", "spoil:disrupt", "to:discard") are answered
// with the chooser's buttons.

export const RESOURCES = ["food", "ore", "science", "coins"];
export const up = (word) => String(word).toUpperCase();

export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

const TOKEN = /^([a-z]+)\.([0-4])$/;
const NUMBER = /^\d+$/;

/** What is asked at each decision (the observation's phase, the kind of the engine's frame). */
const PHASE_ASK = {
  keep: "Game start: keep which 2 of the 4 Shadow cards dealt?",
  "pick-tech": "Game start: which START tech will you own?",
  place: "Game start: place an action token at BASIC on which track?",
  advance: "ADVANCE which token one level (each token once)?",
  "adjust-gain": "Player position adjustment: take which resources?",
  shadow: "Shadow Activities: play a Shadow card?",
  boost: "Shadow check: discard Shadow cards for +1 each?",
  resist: "Shadow check against you: discard Shadow cards for -1 each?",
  "produce-or-advance": "PRODUCE, or ADVANCE Plans?",
  mix: "Your Home World produces which resources?",
  upkeep: "MERC upkeep: pay it, or discard the MERC?",
  take: "TAKE ACTION: which of your tokens?",
  prepare: "PREPARE: put the token back at PREPARING on which track?",
  sweep: "ULTIMATE COLONISE: first discard face-up planets?",
  colonise: "COLONISE which planet?",
  give: "8-planet limit: give which planet away?",
  greenhouse: "Runaway Greenhouse Effect: which planet replaces it?",
  shortfall: "Supply Shortfall: pay more, or let the colonisation fail?",
  develop: "DEVELOP which planet (one level at a time)?",
  build: "BUILD: repair or build which ship? (At 8 ships, discard one first.)",
  repair: "Defender's repair: remove damage markers?",
  scrap: "8-ship limit: discard which ship?",
  "make-room": "8-ship limit: discard a ship to make room for the new one, or decline it?",
  research: "RESEARCH which TECH?",
  "replace-tech": "ULTIMATE RESEARCH: first replace face-up TECHS?",
  "shadow-mode": "SHADOW: buy Shadow cards or hire MERCS?",
  buy: "Buy which of the revealed Shadow cards (1 COIN each)? (At 7 cards, discard one first.)",
  hire: "Hire which MERC? (At 8 ships, discard one first.)",
  "replace-merc": "ULTIMATE SHADOW: first replace face-up MERCS?",
  fleet: "FLEET: RAID or INVADE whom?",
  arrange: "Your secret combat order: which ship comes next?",
  unmatched: "Your unmatched ship may join the fight: attack which enemy ship?",
  steal: "Raiding spoils: steal which resource?",
  spoil: "Which Victory Spoil?",
  disrupt: "Disrupt Plans: move which token back to PREPARING?",
  capture: "Capture the planet?",
  "last-planet": "You lost your last planet: take which face-up planet?",
  claim: "Claim an ambition?",
  exchange: "Exchange resources (3 of one type for 1 of another)?",
};

/** What a seat decides at each decision, in a few words (for the other seats). */
const PHASE_NOUN = {
  keep: "which Shadow cards to keep", "pick-tech": "a START tech", place: "where to place an action token",
  advance: "which tokens to ADVANCE", "adjust-gain": "which resources to take", shadow: "whether to play a Shadow card",
  boost: "whether to boost the shadow check", resist: "whether to resist the shadow check", "produce-or-advance": "PRODUCE or ADVANCE Plans",
  mix: "what the Home World produces", upkeep: "MERC upkeep", take: "which action to take", prepare: "where to PREPARE the token",
  sweep: "which face-up planets to discard", colonise: "which planet to colonise", give: "which planet to give away",
  greenhouse: "the replacement planet", shortfall: "the Supply Shortfall", develop: "which planets to develop",
  build: "which ships to build", repair: "repairs", scrap: "which ship to discard", research: "which TECH to research",
  "replace-tech": "which TECHS to replace", "shadow-mode": "Shadow cards or MERCS", buy: "which Shadow cards to buy",
  hire: "which MERC to hire", "replace-merc": "which MERCS to replace", fleet: "whom to RAID or INVADE",
  arrange: "a secret combat order", unmatched: "an unmatched ship's target", steal: "what to steal", spoil: "a Victory Spoil",
  disrupt: "which tokens to move back", capture: "whether to capture the planet", "last-planet": "a new planet",
  claim: "whether to claim an ambition", exchange: "an exchange", "make-room": "which ship makes room for a new one",
};

/** What "done" and "pass" mean at each decision. */
const DONE_WORDS = {
  advance: "advance no more tokens", boost: "discard no (more) Shadow cards for +1", resist: "discard no (more) Shadow cards for -1",
  sweep: "discard no (more) face-up planets", colonise: "colonise nothing", develop: "develop no (more) levels",
  build: "build no (more) ships", repair: "repair no (more) ships", research: "research no (more) TECHS",
  "replace-tech": "replace no (more) TECHS", hire: "hire no (more) MERCS", "replace-merc": "replace no (more) MERCS",
  fleet: "take no FLEET action", steal: "steal no more", disrupt: "move no more tokens", exchange: "exchange nothing",
};

const KIND_LABELS = {
  keep: "keep", pick: "pick a START tech", place: "place a token", advance: "advance a token", gain: "take resources",
  play: "play a Shadow card", pass: "pass", boost: "boost the check", resist: "resist the check", done: "done",
  produce: "PRODUCE", "advance-plans": "ADVANCE Plans", mix: "Home World production", pay: "pay upkeep",
  release: "discard the MERC", take: "take an action", "advance-instead": "advance a token instead (no action)",
  prepare: "prepare", sweep: "discard a face-up planet", colonise: "colonise", give: "give a planet away",
  "pay-shortfall": "pay the shortfall", abandon: "let the colonisation fail", "replace-with": "replacement planet",
  develop: "develop", repair: "repair", build: "build", replace: "replace a TECH", research: "research",
  "buy-cards": "buy Shadow cards", "hire-mercs": "hire MERCS", buy: "buy", "replace-merc": "replace a MERC",
  hire: "hire a MERC", raid: "RAID", invade: "INVADE", order: "combat order", attack: "attack", hold: "hold back",
  steal: "steal", spoil: "Victory Spoil", disrupt: "disrupt", capture: "capture", decline: "do not capture",
  "take-planet": "take a planet", scrap: "discard a ship", discard: "discard", claim: "claim an ambition",
  exchange: "exchange resources",
};

export function createWords(catalogue, cardsOf) {
  const tracks = catalogue.tracks;
  const levels = catalogue.levels;

  const seatName = (seat, view) => (view && view.seat !== null && Number(seat) === view.seat ? "you" : `seat ${seat}`);
  const seatPossessive = (seat, view) => (view && view.seat !== null && Number(seat) === view.seat ? "your" : `seat ${seat}'s`);
  const plural = (n, word) => `${n} ${word}${Number(n) === 1 ? "" : "s"}`;
  const resWord = (r) => up(r);
  const ordinal = (k) => `${k}${k % 10 === 1 && k % 100 !== 11 ? "st" : k % 10 === 2 && k % 100 !== 12 ? "nd" : k % 10 === 3 && k % 100 !== 13 ? "rd" : "th"}`;

  function tokenWords(place) {
    const m = TOKEN.exec(place);
    if (!m) return place;
    return `${up(m[1])} token at ${up(levels[Number(m[2])])}`;
  }

  function shipRef(ref, cards) {
    const [id, damage] = String(ref).split("*");
    const name = cards.shipName(id);
    return damage ? `${name} (${plural(damage, "damage marker")})` : name;
  }

  function combat(view) {
    return view && view.observation && view.observation.combat;
  }

  function defender(view) {
    const c = combat(view);
    return c ? c.defender : -1;
  }

  /** The enemy ship an unmatched ship would attack (`attack K`: the K-th of their order). */
  function enemyShip(view, k) {
    const c = combat(view);
    if (!c || view.seat === null) return null;
    const side = c.attacker === view.seat ? 1 : 0;
    const owner = side === 0 ? c.attacker : c.defender;
    const index = c.order[side][k - 1];
    if (index === null || index === undefined) return { side, name: null };
    const hull = view.observation.seats[owner].fleet[index];
    return { side, name: hull ? shipRef(hull.damage ? `${hull.ship}*${hull.damage}` : hull.ship, cardsOf(view.observation)) : null };
  }

  function stackTop(view, type) {
    const stacks = view && view.observation && view.observation.planet_stacks;
    return stacks && stacks[type] ? stacks[type].top : null;
  }

  // -- steps ---------------------------------------------------------------------------------------
  function steps(text, view) {
    const obs = view.observation;
    const cards = cardsOf(obs);
    const me = view.seat;
    const phase = obs.phase;
    const [word, ...args] = text.split(" ");
    const kind = (w = word) => ({ key: `kind:${w}`, label: kindLabel(w, phase), ask: PHASE_ASK[phase] || "What do you do?" });
    const token = (seat, place, label, ask = "Which token?") => ({ key: `token:${seat}:${place}`, label: label || `${seatPossessive(seat, view)} ${tokenWords(place)}`, ask, name: tokenWords(place) });
    const card = (id, ask = "Which Shadow card?") => ({ key: `card:${id}`, label: cards.shadowName(id), ask });
    const seatStep = (p, label, ask = "Which opponent?") => ({ key: `seat:${p}`, label: label || `against ${seatName(p, view)}`, ask, name: seatName(p, view) });
    const planet = (id, label, ask = "Which planet?") => ({ key: `planet:${id}`, label: label || cards.planetName(id), ask, name: cards.planetName(id) });
    const stack = (type, label, ask = "Which planet stack?") => ({ key: `stack:${type}`, label: label || `the ${resWord(type)} planet (${cards.planetName(stackTop(view, type))})`, ask });
    const ship = (seat, ref, label, ask = "Which ship?") => ({ key: `ship:${seat}:${ref}`, label: label || shipRef(ref, cards), ask, name: shipRef(ref, cards) });
    const tech = (id, seat = null, ask = "Which TECH?") => ({ key: seat === null ? `tech:${id}` : `tech:${seat}:${id}`, label: cards.techName(id), ask });

    switch (word) {
      case "keep":
      case "buy": {
        if (word === "buy" && args.at(-1) === "cards") return [kind()]; // another seat's purchase, as it is shown
        if (word === "buy" && !args.length) return [kind(), { key: "buy:none", label: "none of them", ask: "Buy which?" }];
        const key = word === "buy" ? "revealed" : "card";
        return [kind(), ...args.map((id) => ({ key: `${key}:${id}`, label: cards.shadowName(id), ask: word === "buy" ? "Buy which card?" : "Keep which card?" }))];
      }
      case "pick":
        return [kind(), tech(args[0], null, "Which START tech?")];
      case "place":
        return [kind(), { key: `slot:${args[0]}.1`, label: `on ${up(args[0])}`, ask: "On which track?" }];
      case "prepare":
        return [kind(), { key: `slot:${args[0]}.0`, label: `at PREPARING on ${up(args[0])}`, ask: "On which track?" }];
      case "advance":
        return [kind(), ...args.map((place) => token(me, place, `your ${tokenWords(place)}`))];
      case "take":
        return [kind(), token(me, args[0], `your ${tokenWords(args[0])}`, "Which action?")];
      case "gain":
        return [kind(), ...args.map((r) => ({ key: `gain:${r}`, label: `1 ${resWord(r)}`, ask: "Which resource?" }))];
      case "mix":
        return [kind(), ...RESOURCES.map((r, k) => ({ key: `mix-${r}:${args[k]}`, label: `${args[k]} ${resWord(r)}`, ask: `How much ${resWord(r)}?` }))];
      case "play":
        return [kind(), card(args[0]), ...playSteps(args[0], args.slice(1), view, { token, seatStep, planet, ship, tech })];
      case "boost":
      case "resist":
        return [kind(), card(args[0], word === "boost" ? "Discard which card for +1?" : "Discard which card for -1?")];
      case "discard":
        return args[0] && args[0].startsWith("(") ? [kind()] : [kind(), card(args[0], "Discard which card?")];
      case "pay":
      case "release":
        return [kind(), { key: `hull:${me}:${args[0]}`, label: cards.shipName(args[0]), ask: "Which MERC?" }];
      case "sweep":
      case "colonise":
      case "replace-with":
      case "take-planet":
        return [kind(), stack(args[0])];
      case "give":
        return [kind(), planet(args[0], null, "Give which planet?"),
          args[1] === "discard" ? { key: "to:discard", label: "discard it", ask: "To whom?" } : seatStep(args[1], `to ${seatName(args[1], view)}`, "To whom?")];
      case "develop":
        return [kind(), planet(args[0], null, "Develop which planet?")];
      case "repair":
        return [kind(), ship(me, args[0], null, "Repair which ship?")];
      case "scrap":
        return [kind(), ship(me, args[0], null, "Discard which ship?")];
      case "order":
        if (args[0] && args[0].startsWith("(")) return [kind()];
        return [kind(), ship(me, args[0], null, "Which ship next?")];
      case "build":
        return [kind(), { key: `build:${args[0]}`, label: `a ${cards.shipName(args[0])}`, ask: "Build which ship?" }];
      case "replace":
      case "research":
        return [kind(), tech(args[0])];
      case "replace-merc":
      case "hire":
        return [kind(), { key: `merc:${args[0]}`, label: cards.shipName(args[0]), ask: "Which MERC?" }];
      case "raid":
      case "invade":
        return [kind(), seatStep(args[0])];
      case "attack": {
        const target = enemyShip(view, Number(args[0]));
        const side = target ? target.side : 0;
        return [kind(), { key: `order:${side}:${args[0]}`, label: `their ${ordinal(Number(args[0]))} ship${target && target.name ? ` (${target.name})` : ""}`, ask: "Attack which ship?" }];
      }
      case "steal":
        return [kind(), { key: `res:${defender(view)}:${args[0]}`, label: resWord(args[0]), ask: "Steal which resource?" },
          { key: `count:${args[1]}`, label: `${args[1]} ${resWord(args[0])}`, ask: "How many?" }];
      case "spoil": {
        const spoil = { key: `spoil:${args[0]}`, label: { disrupt: "Disrupt Plans", acquire: "Acquire Technology", bombard: "Planetary Bombardment", none: "no spoil" }[args[0]] || args[0], ask: "Which Victory Spoil?" };
        if (args[0] === "acquire") return [kind(), spoil, tech(args[1], defender(view), "Which TECH?")];
        if (args[0] === "bombard") return [kind(), spoil, planet(args[1], null, "Bombard which planet?")];
        return [kind(), spoil];
      }
      case "disrupt":
        return [kind(), token(defender(view), args[0], null, "Which token?")];
      case "claim":
        return [kind(), { key: `ambition:${args[0]}`, label: cards.ambitionName(args[0]), ask: "Which ambition?" }];
      case "exchange": {
        if (!args.length) return [kind()];
        const given = args.slice(0, -1);
        return [kind(), ...given.map((r) => ({ key: `res:${me}:${r}`, label: resWord(r), ask: "Give which resource?" })),
          { key: `get:${args.at(-1)}`, label: `for 1 ${resWord(args.at(-1))}`, ask: "For which resource?" }];
      }
      default:
        return [kind()];
    }
  }

  /** The steps of a played Shadow card's arguments, read by the card's effect. */
  function playSteps(cardId, args, view, make) {
    const cards = cardsOf(view.observation);
    const effect = cards.shadow[cardId] ? cards.shadow[cardId].effect.kind : "";
    const me = view.seat;
    const out = [];
    let target = null;
    args.forEach((arg, k) => {
      if (NUMBER.test(arg) && k === 0) {
        target = Number(arg);
        out.push(make.seatStep(target));
      } else if (TOKEN.test(arg)) {
        const mine = effect === "advance_own" || (effect === "exchange_plans" && k === 1) || target === null;
        out.push(make.token(mine ? me : target, arg, null, mine ? "Which of your tokens?" : "Which of their tokens?"));
      } else if (effect === "new_opportunities") {
        out.push({ key: `offer:${arg}`, label: `the face-up ${arg === "techs" ? "TECHS" : arg === "mercs" ? "MERCS" : "planets"}`, ask: "Refresh which cards?" });
      } else if (effect === "gain_choice" || RESOURCES.includes(arg)) {
        out.push({ key: `gain:${arg}`, label: `1 ${resWord(arg)}`, ask: "Which resource?" });
      } else if (effect === "steal_ship") {
        out.push({ key: `build:${arg}`, label: `a ${cards.shipName(arg)}`, ask: "Which ship?" });
      } else if (effect === "destroy_ship" || cards.ships[arg.split("*")[0]]) {
        out.push(make.ship(target, arg, null, "Which ship?"));
      } else if (effect === "acquire_tech" || cards.techs[arg]) {
        out.push(make.tech(arg, target));
      } else if (cards.planets[arg]) {
        out.push(make.planet(arg));
      } else {
        out.push({ key: `word${k}:${arg}`, label: arg, ask: "Then?" });
      }
    });
    return out;
  }

  function kindLabel(word, phase) {
    if (word === "done") return DONE_WORDS[phase] || "done";
    if (word === "pass") return phase === "claim" ? "claim no ambition" : "play no Shadow card";
    if (word === "decline" && phase === "make-room") return "decline the new ship";
    if (word === "scrap" && phase !== "scrap") return "discard a ship first";
    if (word === "discard" && phase === "buy") return "discard a card first";
    return KIND_LABELS[word] || word.replaceAll("-", " ");
  }

  // -- sentences -----------------------------------------------------------------------------------
  /** The action in words (buttons; the log puts who did it before: `actor`, when it is not the
   *  viewer, makes "your" "their"; in the `log` the table has moved on since, so the planet on
   *  top of a stack or a planet's level are not named from it). */
  function sentence(text, view, actor = view.seat, log = false) {
    const obs = view.observation;
    const cards = cardsOf(obs);
    const phase = obs.phase;
    const own = actor === view.seat;
    const your = own ? "your" : "their";
    const [word, ...args] = text.split(" ");
    const trackText = (place) => {
      const m = TOKEN.exec(place);
      return m ? (catalogue.track_texts[m[1]] || [])[Number(m[2])] || "" : "";
    };
    switch (word) {
      case "keep":
        if (args[0] && args[0].startsWith("(")) return "keep 2 Shadow cards (face down)";
        return `keep ${args.map(cards.shadowName).join(" and ")} (the others are discarded face down)`;
      case "pick":
        return `pick ${cards.techName(args[0])}: ${own ? "you own" : "they own"} it (${techFacts(args[0], cards)})`;
      case "place":
        return `place an action token at BASIC on ${up(args[0])}`;
      case "advance":
        return `ADVANCE ${args.map((place) => {
          const m = TOKEN.exec(place);
          return m ? `${your} ${up(m[1])} token from ${up(levels[Number(m[2])])} to ${up(levels[Number(m[2]) + 1] || "?")}` : place;
        }).join(", ")}`;
      case "gain":
        return `take ${countWords(args)}`;
      case "play":
        return playSentence(args[0], args.slice(1), view, cards, your);
      case "pass": // in the log, the decision it ended is no longer the table's
        return log ? "pass" : kindLabel("pass", phase);
      case "done":
        return log ? "done" : kindLabel("done", phase);
      case "boost":
        return `discard ${cards.shadowName(args[0])} for +1 to the check`;
      case "resist":
        return `discard ${cards.shadowName(args[0])} for -1 to the check`;
      case "produce":
        return log ? "PRODUCE" : "PRODUCE: each planet produces its Development Level in its resource; then pay MERC upkeep";
      case "advance-plans":
        return log ? "ADVANCE Plans" : `ADVANCE Plans: move up to ${catalogue.advance_limit} different tokens one level right`;
      case "mix": {
        const parts = RESOURCES.map((r, k) => [Number(args[k]), r]).filter(([n]) => n).map(([n, r]) => `${n} ${resWord(r)}`);
        return `${your} Home World produces ${parts.join(", ") || "nothing"}`;
      }
      case "pay": {
        const ship = cards.ships[args[0]];
        const seat = obs.current_player >= 0 ? obs.current_player : actor;
        const cost = ship ? Math.max(0, ship.upkeep - heldTotal(obs, cards, seat, "upkeep_discount")) : null;
        return `pay the upkeep of ${cards.shipName(args[0])}${cost === null ? "" : ` (${cost} COIN${cost === 1 ? "" : "S"})`}`;
      }
      case "release":
        return `discard ${cards.shipName(args[0])} instead of paying its upkeep`;
      case "take": {
        const m = TOKEN.exec(args[0]);
        if (!m) return `take ${args[0]}`;
        return `take ${up(m[1])} at ${up(levels[Number(m[2])])}${log ? "" : `: ${trackText(args[0])}`}`;
      }
      case "advance-instead":
        return "take no action: ADVANCE one token instead";
      case "prepare":
        return `PREPARE: put the token at PREPARING on ${up(args[0])}`;
      case "sweep":
        return `discard the face-up ${resWord(args[0])} planet${log ? "" : ` (${cards.planetName(stackTop(view, args[0]))})`}`;
      case "colonise": {
        if (log) return `colonise the ${resWord(args[0])} planet on top of its stack`;
        const id = stackTop(view, args[0]);
        return `colonise ${cards.planetName(id)} (${planetFacts(id, cards)})`;
      }
      case "replace-with":
        return `take the face-up ${resWord(args[0])} planet${log ? "" : ` (${cards.planetName(stackTop(view, args[0]))})`} instead`;
      case "take-planet":
        return `take the face-up ${resWord(args[0])} planet${log ? "" : ` (${cards.planetName(stackTop(view, args[0]))})`}`;
      case "give":
        return args[1] === "discard" ? `discard ${cards.planetName(args[0])} (${args[0]})` : `give ${cards.planetName(args[0])} (${args[0]}) to ${seatName(args[1], view)}`;
      case "pay-shortfall":
        return "pay the Supply Shortfall";
      case "abandon":
        return "let the colonisation fail (the planet is discarded)";
      case "develop": {
        const held = findPlanet(obs, args[0]);
        const card = cards.planets[args[0]];
        if (log || !held) return `develop ${cards.planetName(args[0])} (${args[0]}) one level`;
        return `develop ${cards.planetName(args[0])} to level ${held.dev + 1}${card ? ` of ${card.max_dev}` : ""}`;
      }
      case "repair":
        return `repair ${shipRef(args[0], cards)}: remove a damage marker`;
      case "scrap":
        if (phase === "scrap") return `discard ${your} ${shipRef(args[0], cards)} (8-ship limit)`;
        return `discard ${your} ${shipRef(args[0], cards)} first, to make room for a new ship (8-ship limit)`;
      case "order":
        if (args[0] && args[0].startsWith("(")) return "put a ship in the combat order (face down)";
        return `put ${shipRef(args[0], cards)} next in ${your} combat order`;
      case "build": {
        const s = cards.ships[args[0]];
        return `build a ${cards.shipName(args[0])}${s ? ` (${plural(s.build_points, "BUILD POINT")}, ${s.ore} ORE)` : ""}`;
      }
      case "replace":
        return `replace the face-up TECH ${cards.techName(args[0])}`;
      case "research":
        return `research ${cards.techName(args[0])} (${techFacts(args[0], cards)})`;
      case "buy-cards":
        return "buy Shadow cards";
      case "hire-mercs":
        return "hire MERCS";
      case "buy":
        if (args.at(-1) === "cards") return `buy ${plural(args[0], "Shadow card")}`;
        return args.length ? `buy ${args.map(cards.shadowName).join(" and ")} (${args.length} COIN${args.length === 1 ? "" : "S"})` : "buy none of them";
      case "replace-merc":
        return `replace the face-up MERC ${cards.shipName(args[0])}`;
      case "hire": {
        const s = cards.ships[args[0]];
        return `hire ${cards.shipName(args[0])}${s ? ` (${s.hire} COINS, upkeep ${s.upkeep})` : ""}`;
      }
      case "raid":
        return `RAID ${seatName(args[0], view)} (LIGHT ships only)`;
      case "invade":
        return `INVADE ${seatName(args[0], view)} (every ship)`;
      case "attack": {
        const target = own && !log ? enemyShip(view, Number(args[0])) : null;
        return `send ${your} unmatched ship at the enemy's ${ordinal(Number(args[0]))} ship${target && target.name ? ` (${target.name})` : ""}`;
      }
      case "hold":
        return `keep ${your} unmatched ship out of the fight`;
      case "steal":
        return `steal ${args[1] || 1} ${resWord(args[0])}`;
      case "spoil":
        if (args[0] === "disrupt") return "Victory Spoil: Disrupt Plans (up to 2 tokens back to PREPARING)";
        if (args[0] === "acquire") return `Victory Spoil: Acquire Technology: ${cards.techName(args[1])}`;
        if (args[0] === "bombard") return `Victory Spoil: Planetary Bombardment of ${cards.planetName(args[1])} (${args[1]})`;
        return "claim no Victory Spoil";
      case "disrupt":
        return `move ${seatPossessive(defender(view), view)} ${tokenWords(args[0])} back to PREPARING`;
      case "capture":
        return "capture the planet (pay its colonise cost)";
      case "decline":
        return phase === "make-room" && !log ? "decline the new ship (keep your 8)" : log ? "decline" : "do not capture the planet";
      case "discard":
        if (args[0] && args[0].startsWith("(")) return "discard a Shadow card (face down)";
        return `discard ${cards.shadowName(args[0])} first, face down, to make room for a purchase (7-card hand limit)`;
      case "claim": {
        if (log) return `claim the ambition ${cards.ambitionName(args[0])}`;
        const entry = (obs.ambitions || []).find((a) => a.id === args[0]);
        const place = entry ? entry.claims.length : 0;
        const vp = catalogue.ambition_vp[Math.min(place, catalogue.ambition_vp.length - 1)];
        return `claim the ambition ${cards.ambitionName(args[0])} (${vp} VP)`;
      }
      case "exchange":
        if (!args.length) return "exchange resources first";
        return `exchange ${countWords(args.slice(0, -1), args.length === 2)} for 1 ${resWord(args.at(-1))}`;
      default:
        return text;
    }
  }

  function countWords(list, one = false) {
    const counts = {};
    for (const r of list) counts[r] = (counts[r] || 0) + 1;
    return Object.entries(counts).map(([r, n]) => (one ? resWord(r) : `${n} ${resWord(r)}`)).join(" and ");
  }

  function playSentence(cardId, args, view, cards, your) {
    const name = cards.shadowName(cardId);
    const c = cards.shadow[cardId];
    const effect = c ? c.effect.kind : "";
    const check = c && c.type !== "standard" ? ` (${up(c.type)} check)` : "";
    if (!args.length) return `play ${name}${check}`;
    const target = NUMBER.test(args[0]) ? Number(args[0]) : null;
    const rest = target === null ? args : args.slice(1);
    const who = target === null ? "" : ` against ${seatName(target, view)}`;
    let what = "";
    if (effect === "exchange_plans") what = `: ${your} ${tokenWords(rest[0])} for ${seatPossessive(target, view)} ${tokenWords(rest[1])}`;
    else if (effect === "new_opportunities") what = `: refresh the face-up ${rest[0] === "techs" ? "TECHS" : rest[0] === "mercs" ? "MERCS" : "planets"}`;
    else if (effect === "advance_own") what = `: ADVANCE ${your} ${rest.map(tokenWords).join(", ")}`;
    else if (effect === "gain_choice") what = `: take ${countWords(rest)}`;
    else if (effect === "steal_ship") what = `: a ${cards.shipName(rest[0])}`;
    else if (rest.length && TOKEN.test(rest[0])) what = `: ${seatPossessive(target, view)} ${tokenWords(rest[0])}`;
    else if (rest.length && cards.planets[rest[0]]) what = `: ${cards.planetName(rest[0])} (${rest[0]})`;
    else if (rest.length && cards.techs[rest[0]]) what = `: ${cards.techName(rest[0])}`;
    else if (rest.length && cards.ships[rest[0].split("*")[0]]) what = `: ${target === null ? "" : `${seatPossessive(target, view)} `}${shipRef(rest[0], cards)}`;
    else if (rest.length) what = `: ${rest.join(" ")}`;
    return `play ${name}${who}${what}${check}`;
  }

  function planetFacts(id, cards) {
    const p = cards.planets[id];
    if (!p) return id;
    return `${p.home ? "HOME WORLD" : resWord(p.type)}, cost ${cards.costText(p.cost)}, levels 1-${p.max_dev}, ${p.vp} VP`;
  }

  function techFacts(id, cards) {
    const t = cards.techs[id];
    if (!t) return id;
    return `${t.start ? "START" : `${t.cost} SCIENCE`}, ${t.vp} VP; ${t.effects.map(cards.effectText).join("; ")}`;
  }

  /** The sum of `kind` effects acting on `seat` (its TECHS, planets and ships: effects.py). */
  function heldTotal(obs, cards, seat, kind) {
    const s = obs.seats[seat];
    if (!s) return 0;
    const effects = [
      ...s.known.flatMap((id) => (cards.techs[id] ? cards.techs[id].effects : [])),
      ...s.planets.flatMap((p) => (cards.planets[p.id] ? cards.planets[p.id].effects : [])),
      ...s.fleet.flatMap((h) => (cards.ships[h.ship] ? cards.ships[h.ship].effects : [])),
    ];
    return effects.filter((e) => e.kind === kind).reduce((sum, e) => sum + (e.amount || 0), 0);
  }

  function findPlanet(obs, id) {
    for (const seat of obs.seats) {
      const held = seat.planets.find((p) => p.id === id);
      if (held) return held;
    }
    return null;
  }

  return {
    steps, sentence, tokenWords, shipRef, seatName, seatPossessive, ordinal, plural,
    phaseAsk: (phase) => PHASE_ASK[phase] || "", phaseNoun: (phase) => PHASE_NOUN[phase] || "",
  };
}
