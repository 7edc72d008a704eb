// The ARCADEs table in the browser: the six clusters in a ring (clockwise = increasing number,
// A15), each a gate with every side's ships and three planets with their tokens, cities and
// agents; the round's plays, the hand, the ambition markers and every seat's board, all drawn from
// the observation the server sends this seat and the game's catalogue
// (ambitions.games.arcades.catalogue). It decides nothing: the shell narrows the server's legal
// actions with the steps `words.js` reads from their texts. Every piece on the map is one SVG
// element of class "piece" (a ship, an agent, a city or a token), so a test can count them.
import { el, seatShape, seatStyle, seatWords, svg } from "/static/ui.js";
import { capital, createWords } from "./words.js";

const RES_COLOURS = { material: "#a08a60", fuel: "#e0a526", weapons: "#c9503a", relic: "#3a9d8f", psionic: "#9a62b5" };
const PHANTOM = { colour: "#8c8c8c" }; // the phantom's pieces: grey hexagons
// Where each cluster sits on the ring (centre of its box), cluster 1 at the top, then clockwise.
const RING = [[450, 112], [712, 218], [712, 428], [450, 534], [188, 428], [188, 218]];
const BOX = { w: 250, h: 190 };

export function createView({ catalogue }) {
  const words = createWords(catalogue);

  function isPhantom(obs, side) {
    return obs.phantom_side !== null && side === obs.phantom_side;
  }

  function sideMark(obs, side, x, y, size, attributes = {}) {
    if (isPhantom(obs, side)) {
      return svg("path", { d: hexagon(x, y, size / 2), fill: PHANTOM.colour, stroke: "#111", ...attributes });
    }
    return seatShape(side, x, y, size, attributes);
  }

  function sideLabel(obs, side, view) {
    if (isPhantom(obs, side)) return "the phantom";
    const you = view.seat === side ? " (you)" : "";
    const bot = obs.seats[side] && obs.seats[side].bot ? " (bot)" : "";
    return `${seatWords(side)}${bot}${you}`;
  }

  function sides(obs) {
    return obs.players + (obs.phantom_side !== null ? 1 : 0);
  }

  // -- the map ----------------------------------------------------------------------------------
  function drawMap(obs, view) {
    const map = svg("svg", { class: "arcades-map", viewBox: "0 0 900 640", role: "img", "aria-label": "The six clusters, clockwise" });
    map.append(svg("ellipse", { cx: 450, cy: 323, rx: 262, ry: 212, fill: "none", stroke: "#3d4a78", "stroke-width": 6 }));
    map.append(svg("text", { x: 450, y: 318, class: "centre", "text-anchor": "middle" }, `Chapter ${obs.chapter} of ${catalogue.chapters}`));
    map.append(svg("text", { x: 450, y: 346, class: "centre small", "text-anchor": "middle" }, `${obs.threshold} Power ends the game`));
    for (const info of catalogue.clusters) map.append(drawCluster(obs, view, info));
    return map;
  }

  function drawCluster(obs, view, info) {
    const c = info.cluster;
    const [cx, cy] = RING[c - 1];
    const g = svg("g", { class: "cluster", "data-cluster": c, transform: `translate(${cx - BOX.w / 2},${cy - BOX.h / 2})` });
    g.append(svg("rect", { width: BOX.w, height: BOX.h, rx: 12, class: "cluster-box" }));
    g.append(svg("text", { x: 10, y: 22, class: "cluster-label" }, `Cluster ${c}`));
    const influence = (obs.influence[String(c)] || []).map((v, side) => (v ? `${isPhantom(obs, side) ? "ph" : "s" + side} ${v}` : null)).filter(Boolean);
    g.append(svg("text", { x: BOX.w - 10, y: 22, class: "influence", "text-anchor": "end" }, influence.length ? `influence ${influence.join(" · ")}` : "no influence"));
    const marker = obs.markers.find((m) => m.cluster === c);
    if (marker) {
      g.append(svg("g", { class: "marker", "data-marker": marker.value },
        svg("rect", { x: BOX.w / 2 - 26, y: 6, width: 52, height: 22, rx: 5, fill: marker.flipped ? "#e58a2b" : "#3b6fd0", stroke: "#111" }),
        svg("text", { x: BOX.w / 2, y: 22, class: "marker-text", "text-anchor": "middle" }, marker.value)));
    }
    g.append(drawGate(obs, view, c));
    info.planets.forEach((planet, k) => g.append(drawPlanet(obs, view, planet, 8 + k * 80, 112)));
    return g;
  }

  function drawGate(obs, view, c) {
    const gate = svg("g", { class: "gate", "data-pick": `gate:${c}`, "aria-label": `gate ${c}` });
    gate.append(svg("rect", { x: 8, y: 32, width: BOX.w - 16, height: 74, rx: 8, class: "gate-box outline" }));
    gate.append(svg("text", { x: 14, y: 48, class: "gate-label" }, `gate ${c}`));
    let row = 0;
    for (let side = 0; side < sides(obs); side += 1) {
      const group = obs.ships.find((s) => s.cluster === c && s.side === side);
      if (!group) continue;
      const y = 62 + row * 15;
      gate.append(sideMark(obs, side, 62, y - 1, 11));
      let x = 76;
      for (const state of ["fresh", "damaged"]) {
        for (let k = 0; k < group[state]; k += 1) {
          gate.append(ship(x, y, side, state, c, obs));
          x += 11;
        }
      }
      row += 1;
    }
    return gate;
  }

  function ship(x, y, side, state, c, obs) {
    const style = isPhantom(obs, side) ? PHANTOM : seatStyle(side);
    const damaged = state === "damaged";
    return svg("path", {
      class: `piece ship ${state}`, "data-cluster": c, "data-side": side, "data-state": state,
      d: "M0,-6L3.5,-1L4,5L0,3L-4,5L-3.5,-1Z",
      transform: `translate(${x},${y})${damaged ? " rotate(90)" : ""}`,
      fill: damaged ? "#fff" : style.colour, stroke: damaged ? style.colour : "#111", "stroke-width": damaged ? 2 : 1,
    });
  }

  function drawPlanet(obs, view, planet, x, y) {
    const g = svg("g", { class: "planet", "data-planet": planet.planet, "data-pick": `planet:${planet.planet}`, "aria-label": `planet ${planet.planet}, ${planet.type}` });
    g.append(svg("rect", { x, y, width: 74, height: 70, rx: 8, fill: RES_COLOURS[planet.type], class: "outline planet-box" }));
    g.append(svg("text", { x: x + 5, y: y + 14, class: "planet-id" }, planet.planet));
    g.append(svg("text", { x: x + 5, y: y + 27, class: "planet-type" }, planet.type));
    if (obs.tokens.includes(planet.planet)) {
      g.append(svg("circle", { class: "piece token", "data-planet": planet.planet, cx: x + 62, cy: y + 12, r: 7, fill: "#fff", stroke: "#111", "stroke-width": 2 }));
    }
    const city = obs.cities.find((ct) => ct.planet === planet.planet);
    if (city) {
      const style = seatStyle(city.seat);
      const owner = `${city.fresh ? "a" : "a damaged"} city of ${sideLabel(obs, city.seat, view)}`;
      g.setAttribute("aria-label", `planet ${planet.planet}, ${planet.type}, ${owner}`);
      g.append(svg("path", {
        class: `piece city ${city.fresh ? "fresh" : "damaged"}`, "data-planet": planet.planet, "data-seat": city.seat,
        "data-info": owner[0].toUpperCase() + owner.slice(1),
        d: `M${x + 6},${y + 64}V${y + 46}L${x + 16},${y + 37}L${x + 26},${y + 46}V${y + 64}Z`,
        fill: city.fresh ? style.colour : "#fff", stroke: city.fresh ? "#111" : style.colour, "stroke-width": 2.5,
      }));
      // A damaged city is drawn white: its owner's mark inside says whose it is (hard mode's bot cities).
      if (!city.fresh) g.append(sideMark(obs, city.seat, x + 16, y + 55, 10, { class: "city-owner", "data-seat": city.seat, "aria-hidden": "true" }));
    }
    obs.agents.forEach((where, side) => {
      if (where !== planet.planet) return;
      const k = obs.agents.slice(0, side).filter((w) => w === planet.planet).length;
      g.append(sideMark(obs, side, x + 42 + k * 14, y + 52, 14, { class: "piece agent", "data-side": side, "data-planet": planet.planet }));
    });
    return g;
  }

  // -- cards and panels -------------------------------------------------------------------------
  function cardNode(id, extra = {}) {
    if (!id) return el("span", { class: "card back", "aria-label": "a face-down card" }, el("span", { class: "back-mark", text: "ARCS" }));
    const card = catalogue.cards[id] || { suit: "", number: "?", name: id, text: id };
    return el("span", { class: `card suit-${card.suit.toLowerCase()}`, "data-card": id, "data-info": card.text, ...extra },
      el("span", { class: "card-number", text: String(card.number) }), " ", el("span", { class: "card-suit", text: card.suit_name || "" }));
  }

  function panel(title, cls, ...children) {
    return el("section", { class: `arcades-panel ${cls}` }, el("h2", { text: title }), ...children);
  }

  function roundPanel(obs, view) {
    const round = obs.round;
    const plays = el("div", { class: "card-row plays" }, ...round.plays.map((p, k) => el("div", { class: "play" },
      el("span", { text: sideLabel(obs, p.side, view) + (k === 0 ? (round.zeroed ? ", lead (zeroed)" : ", lead") : "") }), cardNode(p.card))));
    const turn = obs.turn.side !== null && obs.turn.card
      ? el("p", { text: `${capital(sideLabel(obs, obs.turn.side, view))}: ${words.cardName(obs.turn.card)}${obs.turn.mode === "ap" || obs.turn.ap ? `, ${obs.turn.ap} AP left` : ""}` })
      : null;
    const battle = obs.battle.attacker !== null
      ? el("p", { class: "battle", text: `Battle in cluster ${obs.battle.cluster}: ${sideLabel(obs, obs.battle.attacker, view)} against ${sideLabel(obs, obs.battle.defender, view)}` +
          (obs.battle.faces.length ? `; dice ${obs.battle.faces.join(" ")}` : "") + (obs.battle.stage ? ` (${obs.battle.stage})` : "") })
      : null;
    const initiative = obs.initiative !== null ? `Initiative: ${sideLabel(obs, obs.initiative, view)}.` : "";
    return panel("This round", "arcades-round", el("p", { text: `Phase: ${obs.phase}. ${initiative}` }),
      round.plays.length ? plays : el("p", { class: "hint", text: "No card played yet this round." }), turn, battle,
      obs.winner !== null ? el("p", { class: "game-over", text: `Game over: ${sideLabel(obs, obs.winner, view)} wins.` }) : null);
  }

  function handPanel(obs, view) {
    if (view.seat === null || !obs.seats[view.seat] || !obs.seats[view.seat].hand) return null;
    const me = obs.seats[view.seat];
    const hand = el("ul", { class: "card-row hand" }, ...me.hand.map((id) => el("li", { class: "hand-slot" }, cardNode(id, { "data-pick": `card:${id}` }))));
    const extra = [];
    if (me.kept.length) extra.push(el("p", { text: `Kept this pass: ${me.kept.map(words.cardName).join(", ")}` }));
    if (me.passed.length) extra.push(el("p", { text: `Passed left: ${me.passed.map(words.cardName).join(", ")}` }));
    if (me.discarded.length) extra.push(el("p", { text: `Discarded face down: ${me.discarded.map(words.cardName).join(", ")}` }));
    return panel("Your hand", "arcades-hand", me.hand.length ? hand : el("p", { class: "hint", text: "No cards in hand." }), ...extra);
  }

  function markersPanel(obs) {
    const items = obs.markers.map((m) => el("li", { class: "marker-item", "data-pick": `marker:${m.value}`, "aria-label": `the ${m.value} marker` },
      el("span", { class: `marker-chip ${m.flipped ? "orange" : "blue"}`, text: m.value }),
      m.cluster ? ` in cluster ${m.cluster}` : " available"));
    return panel("Ambition markers", "arcades-markers", el("ul", { class: "markers" }, ...items));
  }

  function seatsPanel(obs, view) {
    const rows = obs.seats.map((s, p) => {
      const slots = s.resources.map((r, k) => el("span", {
        class: `slot${r ? " filled" : ""}`, "data-pick": p === view.seat ? (r ? `res:${r}` : null) : `slot:${k + 1}`,
        style: r ? `background:${RES_COLOURS[r]}` : "", title: `slot ${k + 1} (${catalogue.slot_keys[k]} keys)`,
      }, r ? r.slice(0, 3) : String(catalogue.slot_keys[k])));
      const facts = [`Power ${s.power}`, `${s.supply} ships in supply`];
      if (!s.bot) facts.push(`${s.fleet} on Fleet Expansion`, `${s.cities_left} cities on the board`, `${s.hand_size} cards`);
      if (s.trophies.length) facts.push("trophies " + s.trophies.map((t) => `${t.count} of ${isPhantom(obs, t.owner) ? "the phantom" : "seat " + t.owner}`).join(", "));
      if (s.bot) facts.push(`${s.kills} kills toward Power`, `pile ${s.pile_size}`);
      return el("li", { class: `seat-board${obs.current_player === p ? " to-move" : ""}`, "data-side": p },
        el("h3", { "data-pick": `side:${p}`, "aria-label": sideLabel(obs, p, view) }, svgMark(obs, p), ` ${capital(sideLabel(obs, p, view))}`),
        el("p", { text: facts.join("; ") }),
        s.bot ? null : el("div", { class: "slots", "aria-label": "resources, left to right" }, ...slots),
        s.advances.length ? el("p", { text: `Advances: ${s.advances.join(", ")}` }) : null,
        s.offer.length ? el("div", { class: "card-row offer" }, el("span", { text: "Offer: " }), ...s.offer.map((id) => cardNode(id))) : null);
    });
    if (obs.phantom) {
      rows.push(el("li", { class: "seat-board phantom", "data-side": obs.phantom_side },
        el("h3", { "data-pick": "side:phantom", "aria-label": "the phantom" }, svgMark(obs, obs.phantom_side), " The phantom"),
        el("p", { text: `${obs.phantom.supply} ships in supply; stack ${obs.phantom.stack_size}` }),
        el("div", { class: "card-row offer" }, el("span", { text: "Offer: " }), ...obs.phantom.offer.map((id) => cardNode(id)))));
    }
    const supply = Object.entries(obs.resource_supply).map(([r, n]) => el("span", { class: "supply-res", "data-pick": `res:${r}`, style: `border-color:${RES_COLOURS[r]}` }, `${r} ${n}`));
    return panel("Players", "arcades-seats", el("ul", { class: "seat-boards" }, ...rows), el("p", { class: "supply" }, "Supply: ", ...supply));
  }

  function svgMark(obs, side) {
    return svg("svg", { viewBox: "-8 -8 16 16", width: 14, height: 14, "aria-hidden": "true" }, sideMark(obs, side, 0, 0, 14));
  }

  function eventsPanel(obs) {
    if (!obs.events.length) return null;
    return panel("What happened", "arcades-events", el("ol", { class: "events" }, ...obs.events.slice(-8).map((line) => el("li", { text: line }))));
  }

  function render(root, view) {
    const obs = view.observation;
    const table = el("div", { class: "arcades", "data-seat": view.seat === null ? "spectator" : String(view.seat) },
      el("div", { class: "arcades-top" },
        el("figure", { class: "arcades-figure" }, drawMap(obs, view)),
        el("div", { class: "arcades-beside" }, roundPanel(obs, view), markersPanel(obs), eventsPanel(obs))),
      handPanel(obs, view),
      seatsPanel(obs, view));
    root.replaceChildren(table);
  }

  function logEntry(line, view) {
    if (line.seat < 0) return `${capital(line.description || line.text)}.`;
    const text = `${capital(line.who)}: ${words.sentence(line.text, view)}.`;
    return line.private ? `${text} (Only you see this.)` : text;
  }

  return {
    stylesheet: new URL("./arcades.css", import.meta.url).href,
    render,
    steps: (text, view) => words.steps(text, view),
    sentence: (text, view) => words.sentence(text, view),
    logEntry,
    cardNode: (id) => cardNode(id),
  };
}

function hexagon(x, y, r) {
  return "M" + [0, 1, 2, 3, 4, 5].map((k) => `${(x + r * Math.cos((k * Math.PI) / 3)).toFixed(1)},${(y + r * Math.sin((k * Math.PI) / 3)).toFixed(1)}`).join("L") + "Z";
}
