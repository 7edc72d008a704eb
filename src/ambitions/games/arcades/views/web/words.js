// ARCADEs action texts (ambitions.games.arcades.actions) in steps for the shell's chooser and in
// words for the buttons and the log. A step's key names what a click on the board picks:
// "gate:4", "planet:3.2", "card:ADM4", "side:1" (or "side:phantom"), "marker:5/3", "res:fuel",
// "slot:5", "advance:colonies"; the rest ("kind:move", "n:2", "state:fresh", "dice:1 2 0") are
// answered by the chooser's buttons.

export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function createWords(catalogue) {
  const cardName = (id) => (catalogue && catalogue.cards[id] ? catalogue.cards[id].name : id);
  const sideName = (side, view) => {
    const obs = view && view.observation;
    if (side === "phantom" || (obs && obs.phantom_side !== null && Number(side) === obs.phantom_side)) return "the phantom";
    return view && view.seat !== null && Number(side) === view.seat ? "you" : `seat ${side}`;
  };
  const plural = (n, word) => `${n} ${word}${Number(n) === 1 ? "" : "s"}`;

  const kind = (word, label, ask = "What do you do?") => ({ key: `kind:${word}`, label, ask });
  const gate = (c, label, ask) => ({ key: `gate:${c}`, label, ask, name: `gate ${c}` });
  const planet = (p, label, ask) => ({ key: `planet:${p}`, label, ask, name: p });
  const card = (id) => ({ key: `card:${id}`, label: cardName(id), ask: "Which card?" });
  const res = (r, label, ask = "Which resource?") => ({ key: `res:${r}`, label: label || r, ask, name: r });
  const number = (n, label, ask = "How many?") => ({ key: `n:${n}`, label, ask });

  /** The steps of an action text (see the header). */
  function steps(text, view) {
    const [word, ...args] = text.split(" ");
    switch (word) {
      case "agent":
        return [kind("agent", "agent"), planet(args[0], `to ${args[0]}`, "Where does your agent go?"),
          ...(args[1] ? [planet(args[1], `collecting the token on ${args[1]}`, "Collect a token?")] : [])];
      case "ships":
        return [kind("ships", "starting ships"), gate(args[0], `into gate ${args[0]}`, "Into which gate?")];
      case "keep":
      case "discard":
        return [kind(word, word), ...args.map(card)];
      case "play":
        return [kind("play", "play"), card(args[0])];
      case "place":
        return [kind("place", "place"), gate(args[0], `into gate ${args[0]}`, "Into which gate?"), number(args[1], plural(args[1], "ship"))];
      case "move":
        return [kind("move", "move a ship"), gate(args[0], `from gate ${args[0]}`, "From which gate?"),
          gate(args[1], `to gate ${args[1]}`, "To which gate?"), { key: `state:${args[2]}`, label: `(${args[2]})`, ask: "Which ship?" }];
      case "repair":
        return [kind("repair", "repair a ship"), gate(args[0], `in gate ${args[0]}`, "Where?")];
      case "battle":
        return [kind("battle", "battle"), { key: `side:${args[0]}`, label: `against ${sideName(args[0], view)}`, ask: "Against whom?" }];
      case "research":
        return [kind("research", "research"), { key: `advance:${args[0]}`, label: args[0].replace("-", " "), ask: "Which advance?" }];
      case "colonize":
        return [kind("colonize", "colonize"), planet(args[0], `on ${args[0]}`, "Which planet?"), res(args[1], `paying ${args[1]}`),
          { key: `state:${args[2]}`, label: `with a ${args[2]} ship`, ask: "Which ship leaves the game?" }];
      case "phantom":
        return [kind("phantom", "move the phantom's agent"), planet(args[0], `to ${args[0]}`, "Where?")];
      case "spend":
        return [kind("spend", "spend"), res(args[0], `${args[0]}:`, "Spend which resource?"), ...spendSteps(args.slice(1), view)];
      case "buyback":
        return [kind("buyback", "buy back trophies"), { key: `side:${args[0]}`, label: `from ${sideName(args[0], view)}`, ask: "From whom?" },
          args[1] === "power" ? { key: "pay:power", label: "for 1 Power", ask: "Pay with?" } : res(args[1], `for ${args[1]}`, "Pay with?")];
      case "declare":
        return [kind("declare", "declare"), { key: `marker:${args[0]}`, label: `the ${args[0]} marker`, ask: "Which marker?" }];
      case "dice":
        return [kind("dice", "roll"), { key: `dice:${args.join(" ")}`, label: diceWords(args), ask: "Which dice?" }];
      case "hit":
        return [kind("hit", "the hit"), { key: `state:${args[0]}`, label: `on a ${args[0]} ship`, ask: "Where does the hit go?" }];
      case "steal":
        return [kind("steal", "steal"), /^\d$/.test(args[0]) ? { key: `slot:${args[0]}`, label: `slot ${args[0]}`, ask: "Which slot?" } : res(args[0])];
      case "push":
        return [kind("push", "push the agent"), planet(args[0], `to ${args[0]}`, "Where to?")];
      case "take":
        return [kind(word, word), res(args[0])];
      case "drop":
        return dropSteps(args, view);
      default:
        return [kind(text, text)];
    }
  }

  // A 7th resource (A28): "drop fuel" with the new token's type forfeits it (it stays where it
  // came from), with another type exchanges a held one; "drop fuel held" exchanges a held fuel.
  function dropSteps(args, view) {
    const obs = view && view.observation;
    const pending = obs && obs.drops && obs.drops[0];
    const steps = [kind("drop", "no room for a 7th resource: drop"), res(args[0], args[0], "Which resource goes?")];
    if (!pending) return [...steps, ...(args[1] === "held" ? [{ key: "way:exchange", label: "(a held one)" }] : [])];
    const forfeit = args[0] === pending.resource && args[1] !== "held";
    let stays = "in the supply";
    if (pending.planet) stays = `on ${pending.planet}`;
    else if (pending.stolen_from) stays = `with ${sideName(pending.stolen_from.seat, view)}`;
    return [...steps,
      forfeit
        ? { key: "way:forfeit", label: `(forfeit the new one: it stays ${stays})`, ask: "Forfeit or exchange?" }
        : { key: "way:exchange", label: "(exchange: a held one goes back to the supply)", ask: "Forfeit or exchange?" }];
  }

  function spendSteps(rest, view) {
    const [use, ...a] = rest;
    switch (use) {
      case "place":
        return [number(a[0], `place ${plural(a[0], "ship")} at the agent`)];
      case "move":
        return [gate(a[0], `from gate ${a[0]}`, "From which gate?"), gate(a[1], `to gate ${a[1]}`, "To which gate?"),
          number(`${a[2]}/${a[3]}`, `${a[2]} fresh and ${a[3]} damaged`)];
      case "battle":
        return [gate(a[0], `in cluster ${a[0]}`, "Where?"), { key: `side:${a[1]}`, label: `against ${sideName(a[1], view)}`, ask: "Against whom?" }];
      case "repair":
        return [number(a[0], `repair ${plural(a[0], "ship")}`)];
      case "agent":
        return [planet(a[0], `agent to ${a[0]}`, "Where does your agent go?")];
      default:
        return rest.map((w, k) => ({ key: `word${k}:${w}`, label: w, ask: "Then?" }));
    }
  }

  function diceWords(args) {
    const names = ["assault", "skirmish", "raid"];
    return args.map((n, k) => `${n} ${names[k]}`).filter((w) => !w.startsWith("0 ")).join(", ") || "no dice";
  }

  /** The action in words (for buttons and the log). */
  function sentence(text, view) {
    if (text === "end") return "end the turn";
    if (text === "done") return "stop stealing";
    if (text === "reroll") return "reroll every skirmish die (Advance Tactics)";
    if (text === "no-reroll") return "keep the dice";
    const parts = steps(text, view);
    if (parts.length === 1) return text;
    return parts.map((step) => step.label).join(" ");
  }

  return { steps, sentence, cardName, sideName };
}
