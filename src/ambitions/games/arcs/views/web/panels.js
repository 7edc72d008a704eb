// The rest of the table, around the map: the round (lead card, plays, the turn, a battle and its
// dice), your hand, the Court, the ambition boxes, the Power track and each player's board.
import { el, seatMark, seatShape, seatStyle, seatWords, svg } from "/static/ui.js";
import { dieFace } from "./dice.js";
import { PLANET_COLOURS } from "./map.js";
import { capital } from "./words.js";

const SUIT_CLASS = { ADM: "adm", AGG: "agg", CON: "con", MOB: "mob" };
const SHORT_SUITS = { ADM: "Admin.", AGG: "Aggress.", CON: "Constr.", MOB: "Mobiliz." };
const AMBITION_COUNTS = {
  tycoon: "Material and Fuel", tyrant: "Captives", warlord: "Trophies", keeper: "Relics", empath: "Psionics",
  edenguard: "Material and Fuel planets controlled", blightkin: "systems with fresh Blight controlled",
};

function section(name, title, ...children) {
  const id = `arcs-${name}-title`;
  return el("section", { class: `arcs-panel arcs-${name}`, "aria-labelledby": id }, el("h2", { id, text: title }), ...children);
}

/** A card: an action card (suit, number, pips, ambition), a Court card, a leader or lore card,
 *  or the back of a card (id null). `pick`: clickable as "card:ID". */
export function cardNode(catalogue, id, { size = "small", pick = true, note = "" } = {}) {
  if (!id) {
    return el("div", { class: `card back ${size}`, role: "img", "aria-label": `a face-down card${note ? `, ${note}` : ""}` },
      el("span", { class: "back-mark", text: "ARCS" }), note ? el("span", { class: "card-note", text: note }) : null);
  }
  const card = catalogue.cards[id] || { id, kind: "unknown", name: id, text: id };
  const info = card.text || card.name;
  // Named by its content (what it shows, then the rest in words for screen readers), not by an
  // aria-label that would hide the words on the card.
  const attrs = {
    class: `card ${size} kind-${card.kind}`, "data-card": id, "data-info": info,
    "data-pick": pick ? `card:${id}` : null, role: pick ? "button" : "group", "aria-disabled": pick ? "true" : null,
  };
  const hidden = (text) => el("span", { class: "visually-hidden", text });
  if (card.kind === "action") {
    return el("div", { ...attrs, class: `${attrs.class} suit-${SUIT_CLASS[card.suit]}` },
      el("span", { class: "card-number", text: String(card.number) }),
      el("span", { class: "card-suit", "aria-hidden": "true" }, size === "large" ? el("span", { class: "suit-full", text: card.suit_name }) : null,
        el("span", { class: size === "large" ? "suit-short" : "", text: SHORT_SUITS[card.suit] })),
      hidden(` ${card.suit_name} ${card.number}, ${card.pips} pip${card.pips === 1 ? "" : "s"},`),
      el("span", { class: "card-pips", "aria-hidden": "true", text: "●".repeat(card.pips) }),
      el("span", { class: "card-ambition", text: card.ambition ? capital(card.ambition) : "no ambition" }),
      note ? hidden(", ") : null, note ? el("span", { class: "card-note", text: note }) : null);
  }
  const band = card.kind === "guild" ? card.suit : card.kind;
  return el("div", { ...attrs, class: `${attrs.class} band-${band}` },
    el("span", { class: "card-name", text: card.name }),
    hidden(", "), el("span", { class: "card-type", text: card.kind === "guild" ? `${card.suit} guild · ${card.keys} key${card.keys === 1 ? "" : "s"}` : card.kind }),
    hidden(": "), size !== "tiny" ? el("span", { class: "card-text", text: cardBody(card) }) : hidden(cardBody(card)),
    note ? hidden(", ") : null, note ? el("span", { class: "card-note", text: note }) : null);
}

function cardBody(card) {
  if (card.kind === "leader") return card.abilities.map((a) => `${a.name}: ${a.text}`).join(" ");
  const text = card.text || "";
  const colon = text.indexOf(": ");
  return colon >= 0 ? text.slice(colon + 2) : text;
}

function seatLine(seat, text) {
  return el("span", { class: "seat-line-text" }, seatMark(seat), " ", text);
}

// -- the round -------------------------------------------------------------------------------------
export function roundPanel(obs, catalogue, words, lastChapter = catalogue.last_chapter) {
  const items = [];
  const setup = obs.setup_card ? catalogue.setup_cards[obs.setup_card] : null;
  const head = el("p", { class: "round-head" }, `Chapter ${obs.chapter} of ${lastChapter}`,
    setup ? ` · setup: ${setup.name} (${obs.setup_card})` : "");
  items.push(head);
  if (obs.phase === "over" && obs.winner !== null && obs.winner >= 0) {
    items.push(el("p", { class: "game-over" }, "The game is over: ", seatMark(obs.winner), ` wins with ${obs.seats[obs.winner].power} Power.`));
  }
  if (obs.initiative !== null && obs.initiative !== undefined && obs.initiative >= 0) {
    const line = el("p", { class: "initiative" }, "Initiative: ", seatMark(obs.initiative));
    if (obs.seized_by !== null && obs.seized_by >= 0) line.append(" (seized by ", seatMark(obs.seized_by), ")");
    items.push(line);
  }
  const played = el("div", { class: "plays", role: "list", "aria-label": "The lead card and this round's plays" });
  const lead = obs.lead || {};
  if (lead.card) {
    const notes = ["lead"];
    if (lead.zeroed) notes.push("zeroed");
    if (lead.declared) notes.push("declared");
    played.append(el("div", { class: "play", role: "listitem" }, seatMark(lead.seat), cardNode(catalogue, lead.card, { note: notes.join(", "), pick: false })));
  }
  for (const play of obs.plays || []) {
    if (lead.card && play.seat === lead.seat && play.card === lead.card && play.mode === "lead") continue;
    const note = play.mode + (play.card === null ? " (face down)" : "");
    played.append(el("div", { class: "play", role: "listitem" }, seatMark(play.seat), cardNode(catalogue, play.card, { note, pick: false })));
  }
  if (played.childElementCount) items.push(played);
  else if (obs.phase !== "over") items.push(el("p", { class: "hint", text: "No card played yet this round." }));
  const turn = obs.turn || {};
  const inTurn = !["lead", "follow", "mulligan", "over", "draft"].includes(obs.phase) && !String(obs.phase).startsWith("chance");
  if (inTurn && turn.seat !== null && turn.seat >= 0 && turn.mode) {
    const what = turn.card ? `${turn.mode} with ${words.cardName(turn.card)}` : `${turn.mode} with a face-down card`;
    const bits = [`${what}: ${turn.pips} action${turn.pips === 1 ? "" : "s"} left`];
    if (turn.prelude_open) bits.push("Prelude open");
    if (turn.taxed && turn.taxed.length) bits.push(`taxed ${turn.taxed.join(", ")}`);
    items.push(el("p", { class: "turn" }, seatMark(turn.seat), `'s turn: ${bits.join("; ")}`));
  }
  const battle = obs.battle || {};
  if (battle.system) items.push(battlePanel(obs, battle, catalogue, words));
  const choices = obs.choices || [];
  if (choices.length) {
    const [seat, card, step] = choices[choices.length - 1];
    if (seat >= 0) items.push(el("p", { class: "question" }, seatMark(seat), ` answers ${words.cardName(String(card))}: ${step}`));
  }
  const catapult = obs.catapult || {};
  if (catapult.at) items.push(el("p", {}, `Catapult: ${words.ships(catapult.fresh, catapult.damaged)} at ${words.systemName(catapult.at)}`));
  for (const waiting of obs.discard_queue || []) {
    items.push(el("p", {}, seatMark(waiting.seat), ` has no room for a ${waiting.resource}`));
  }
  const draft = obs.draft || {};
  if ((draft.leaders && draft.leaders.length) || (draft.lore && draft.lore.length)) {
    // The draft is read before anything is played: each card is shown whole, its abilities in full.
    items.push(el("p", { class: "draft-title", text: "Leaders & Lore draft" }),
      el("div", { class: "draft-cards" }, ...[...(draft.leaders || []), ...(draft.lore || [])].map((id) => cardNode(catalogue, id, { size: "full" }))));
  }
  return section("round", "The round", ...items);
}

function battlePanel(obs, battle, catalogue, words) {
  const attacker = obs.turn && obs.turn.seat >= 0 ? obs.turn.seat : null;
  const line = el("p", { class: "battle-head" }, `Battle at ${words.systemName(battle.system)}: `);
  if (attacker !== null) line.append(seatMark(attacker), " attacks ");
  if (battle.defender !== null && battle.defender >= 0) line.append(seatMark(battle.defender));
  const box = el("div", { class: "battle", role: "group", "aria-label": "The battle" }, line);
  const counts = ["hits", "self_hits", "building_hits", "keys", "intercepts"].filter((k) => battle[k]).map((k) => `${battle[k]} ${k.replace("_", " ")}`);
  if (battle.stage) counts.unshift(`stage: ${battle.stage}`);
  if (counts.length) box.append(el("p", { text: counts.join(" · ") }));
  if (battle.faces && battle.faces.length) box.append(diceRow(battle.faces, catalogue, "The dice rolled"));
  if (battle.rerolled && battle.rerolled.length) box.append(el("p", { class: "hint", text: "Rerolled:" }), diceRow(battle.rerolled, catalogue, "Rerolled dice"));
  return box;
}

/** Dice from face tokens ("A1", "R0") as dice faces. */
export function diceRow(faces, catalogue, label) {
  const byLetter = {};
  for (const [name, die] of Object.entries(catalogue.dice)) byLetter[die.letter] = [name, die.faces];
  return el("div", { class: "dice", role: "group", "aria-label": label },
    ...faces.map((token) => {
      const [name, names] = byLetter[token[0]] || ["skirmish", []];
      return dieFace(name, names[Number(token[1])] || "blank");
    }));
}

// -- your hand -------------------------------------------------------------------------------------
export function handPanel(obs, catalogue) {
  const seat = obs.seat;
  if (typeof seat !== "number" || !obs.seats[seat] || !obs.seats[seat].hand) return null;
  const hand = obs.seats[seat].hand;
  // An empty hand is a sentence, not an empty list (a list may hold only list items).
  if (!hand.length) return section("hand", "Your hand (0)", el("p", { class: "hint", text: "Your hand is empty." }));
  const row = el("div", { class: "card-row hand", role: "list" },
    ...hand.map((id) => el("div", { role: "listitem", class: "hand-slot" }, cardNode(catalogue, id, { size: "large" }))));
  return section("hand", `Your hand (${hand.length})`, row);
}

// -- the Court -------------------------------------------------------------------------------------
export function courtPanel(obs, catalogue) {
  const row = el("div", { class: "card-row court", role: "list" });
  for (const slot of obs.court || []) {
    const agents = el("div", { class: "agents", role: "group", "aria-label": "agents on it" });
    (slot.agents || []).forEach((count, seat) => {
      if (count) agents.append(agentChip(seat, count));
    });
    row.append(el("div", { class: "court-slot", role: "listitem" },
      slot.card ? cardNode(catalogue, slot.card, { size: "medium" }) : el("div", { class: "card empty medium", text: "empty" }), agents));
  }
  const meta = el("p", { class: "hint", text: `Court deck: ${obs.court_deck_size} card${obs.court_deck_size === 1 ? "" : "s"}; discard: ${(obs.court_discard || []).length}` });
  return section("court", "The Court", row, meta);
}

function agentChip(seat, count) {
  const style = seatStyle(seat);
  return el("span", { class: "agent-chip", role: "img", "aria-label": `${count} agent${count === 1 ? "" : "s"} of ${seatWords(seat)}`, title: `${count} agent${count === 1 ? "" : "s"} of seat ${seat}` },
    svg("svg", { viewBox: "-9 -9 18 18", width: 16, height: 16, "aria-hidden": "true" }, seatShape(seat, 0, 0, 15)),
    el("span", { class: "agent-count", text: `×${count}`, style: `border-color: ${style.colour}` }));
}

// -- ambitions -------------------------------------------------------------------------------------
export function ambitionsPanel(obs, catalogue) {
  const boxes = el("div", { class: "ambition-boxes", role: "list" });
  const markers = obs.markers || [];
  const phantom = obs.phantom_ambitions;
  // The ambitions in play, as the observation counts them (an extending game may add some).
  const names = obs.seats.length ? Object.keys(obs.seats[0].ambitions) : catalogue.ambitions;
  for (const ambition of names) {
    const here = markers.filter((m) => m.box === ambition);
    const counts = obs.seats.map((s) => s.ambitions[ambition]);
    const best = Math.max(...counts, phantom ? phantom[ambition] : 0);
    const box = el("div", {
      class: "ambition-box", role: "listitem", "data-ambition": ambition, "data-pick": `ambition:${ambition}`,
      "aria-label": `${capital(ambition)} (counts ${AMBITION_COUNTS[ambition]}): ${here.length ? `markers ${here.map((m) => m.value).join(", ")}` : "no marker"}; counts ${counts.map((c, k) => `seat ${k} ${c}`).join(", ")}${phantom ? `, phantom ${phantom[ambition]}` : ""}`,
    },
    el("span", { class: "ambition-name", text: capital(ambition) }),
    el("span", { class: "ambition-counts-what", text: AMBITION_COUNTS[ambition] }),
    el("span", { class: "markers" }, ...here.map((m) => markerChip(m))),
    el("span", { class: "ambition-counts" }, ...counts.map((c, k) => el("span", { class: `count${c === best && c > 0 ? " best" : ""}` }, seatMark(k, { label: false }), String(c))),
      phantom ? el("span", { class: "count phantom", text: `phantom ${phantom[ambition]}` }) : null));
    boxes.append(box);
  }
  const available = markers.filter((m) => !m.box);
  const rest = el("p", { class: "available" }, "Markers available: ", ...(available.length ? available.map((m) => markerChip(m)) : ["none"]));
  const boxed = Object.entries(obs.box_resources || {}).filter(([, c]) => c);
  const extra = boxed.length ? el("p", { class: "hint", text: `Resources on the boxes: ${boxed.map(([r, c]) => `${c} ${r}`).join(", ")}` }) : null;
  return section("ambitions", "Ambitions", boxes, rest, extra);
}

function markerChip(marker) {
  return el("span", { class: `marker${marker.flipped ? " flipped" : ""}`, title: `first/second place Power${marker.flipped ? " (flipped)" : ""}`, text: marker.value });
}

// -- the Power track -------------------------------------------------------------------------------
/** `win`: the Power that wins (null: none ends the game early, `note` says what does).
 *  `markers`: other markers on the track, [{seat, space, name}] (a game extending Arcs: the
 *  campaign's objective markers), each a dashed frame in its seat's colour around its space. */
export function powerPanel(obs, catalogue, win = catalogue.power_to_win[String(obs.players)] || 30, note = "", markers = []) {
  const powers = obs.seats.map((s) => s.power);
  const last = Math.max((win ?? 30) + 2, ...powers.map((p) => p + 1), ...markers.map((m) => m.space + 1));
  const cell = 30;
  const rows = Math.ceil((last + 1) / 10);
  const track = svg("svg", {
    class: "power-track", viewBox: `0 0 ${10 * cell + 2} ${rows * (cell + 4)}`, role: "img",
    "aria-label": `Power track: ${powers.map((p, k) => `seat ${k} ${p}`).join(", ")}${markers.map((m) => `; seat ${m.seat}'s ${m.name} marker on ${m.space}`).join("")}${win === null ? "" : `; ${win} Power wins`}`,
  });
  const at = (n) => [1 + (n % 10) * cell, Math.floor(n / 10) * (cell + 4) + 1];
  for (let n = 0; n <= last; n++) {
    const [x, y] = at(n);
    track.append(svg("rect", { x, y, width: cell - 2, height: cell - 2, rx: 3, fill: n === win ? "#e3c766" : n % 5 ? "#f7f3e8" : "#e9e2cf", stroke: "#8a8272" }));
    track.append(svg("text", { x: x + (cell - 2) / 2, y: y + 19, "text-anchor": "middle", class: `track-number${n === win ? " win" : ""}`, text: String(n) }));
  }
  const here = {};
  powers.forEach((p, seat) => {
    const k = (here[p] = (here[p] || 0) + 1) - 1;
    const [x, y] = at(Math.max(0, p));
    // In the space's corners (up to four seats on one space), clear of its number and each other.
    track.append(seatShape(seat, x + 6 + (k % 2) * 16, y + 6 + Math.floor(k / 2) * 16, 9, { class: `power-marker seat-${seat}` }));
  });
  const framed = {};
  for (const m of markers) {
    const k = (framed[m.space] = (framed[m.space] || 0) + 1) - 1;
    const [x, y] = at(m.space);
    const colour = seatStyle(m.seat).colour;
    track.append(svg("rect", {
      class: `track-marker seat-${m.seat}`, "data-seat": m.seat, "data-space": m.space, x: x - 1 + k * 3, y: y - 1 + k * 3,
      width: cell - k * 6, height: cell - k * 6, rx: 4, fill: "none", stroke: colour === "#f2efe6" ? "#555" : colour, "stroke-width": 2.5, "stroke-dasharray": "5 2",
    }));
  }
  const list = el("p", { class: "power-list" }, ...powers.map((p, k) => el("span", {}, seatMark(k), `: ${p}`)), el("span", { class: "hint", text: win === null ? note : `${win} Power wins` }));
  const others = markers.length ? el("p", { class: "power-list track-markers" }, `${capital(markers[0].name)} markers (dashed frames):`,
    ...markers.map((m) => el("span", {}, seatMark(m.seat), ` on ${m.space}`))) : null;
  return section("power", "Power", track, list, others);
}

// -- the players' boards ---------------------------------------------------------------------------
export function playersPanel(obs, catalogue, status) {
  const boards = el("div", { class: "player-boards" });
  obs.seats.forEach((seatObs, seat) => boards.append(playerBoard(obs, seatObs, seat, catalogue, status)));
  return section("players", "Players", boards);
}

function playerBoard(obs, s, seat, catalogue, status) {
  const style = seatStyle(seat);
  const you = obs.seat === seat;
  const info = status && status.seats[seat];
  const who = info ? (info.kind === "bot" ? `bot ${info.agent}` : "player") : "";
  const board = el("section", { class: `player-board seat-${seat}${you ? " you" : ""}`, style: `--seat: ${style.colour}`, "aria-label": `${seatWords(seat)}${you ? " (you)" : ""}` });
  const head = el("h3", { class: "player-head" },
    el("span", { class: "player-name", "data-pick": `seat:${seat}`, role: "button", "aria-disabled": "true" }, seatMark(seat, { you }),
      el("span", { class: "visually-hidden", text: ` (${style.name} ${style.shape})` })),
    el("span", { class: "who", text: who }), el("span", { class: "power", text: `Power ${s.power}` }));
  if (obs.initiative === seat) head.append(el("span", { class: "initiative-mark", text: "initiative" }));
  board.append(head);
  // Resources in their slots, with their raid costs.
  const costs = catalogue.player_board.resource_raid_costs;
  const open = s.open_slots - (s.holdings_slot ? 1 : 0);
  const slots = el("div", { class: "resource-slots", role: "list", "aria-label": "resource slots" });
  s.resources.forEach((resource, k) => slots.append(resourceSlot(resource, costs[k], k < open, you, seat)));
  if (s.holdings_slot) slots.append(resourceSlot(s.holdings, catalogue.player_board.holdings_raid_cost, true, you, seat, "Ancient Holdings"));
  board.append(el("div", { class: "row" }, el("span", { class: "row-label", text: "Resources" }), slots));
  // Cities still on the board, and what those built uncovered.
  const cities = el("div", { class: "city-slots", role: "list", "aria-label": "city slots" });
  for (const bonus of s.city_bonuses) {
    const opens = bonus.resource_slots.length ? `opens slot${bonus.resource_slots.length > 1 ? "s" : ""} ${bonus.resource_slots.map((k) => k + 1).join("-")}` : "";
    const power = bonus.bonus_power ? `+${bonus.bonus_power} Power to won ambitions` : "";
    const what = [opens, power].filter(Boolean).join(", ");
    cities.append(el("span", { class: `city-slot${bonus.uncovered ? " uncovered" : ""}`, role: "listitem", title: what, "aria-label": `city slot ${bonus.slot}: ${bonus.uncovered ? `built; uncovered: ${what}` : `a city still on the board (${what})`}` },
      bonus.uncovered ? el("span", { class: "bonus", "aria-hidden": "true", text: bonus.bonus_power ? `+${bonus.bonus_power}` : `slot ${bonus.resource_slots.map((k) => k + 1).join("-")}` }) : cityIcon(seat)));
  }
  board.append(el("div", { class: "row" }, el("span", { class: "row-label", text: "Cities" }), cities));
  // Supplies.
  board.append(el("p", { class: "supply", text: `In supply: ${s.ships} ships, ${s.starports} starports, ${s.agents} agents, ${s.cities_left} cities` }));
  // Outrage.
  const outrage = el("div", { class: "outrage", role: "list", "aria-label": "Outrage" });
  for (const resource of catalogue.resources) {
    const on = s.outrage.includes(resource);
    outrage.append(el("span", { class: `outrage-slot${on ? " on" : ""}`, role: "listitem", "aria-label": `${resource}: ${on ? "Outraged" : "not Outraged"}`, style: `--res: ${PLANET_COLOURS[resource]}` },
      el("span", { text: resource.slice(0, 3) }), on ? el("span", { class: "agent-on", "aria-hidden": "true" }, svg("svg", { viewBox: "-8 -8 16 16", width: 12, height: 12 }, seatShape(seat, 0, 0, 13))) : null));
  }
  board.append(el("div", { class: "row" }, el("span", { class: "row-label", text: "Outrage" }), outrage));
  // Trophies and captives.
  const trophies = (s.trophies || []).map((t) => `${t.count} ${t.piece}${t.count === 1 ? "" : "s"} of seat ${t.owner}`);
  const captives = (s.captives || []).map((c, owner) => (c ? `${c} agent${c === 1 ? "" : "s"} of seat ${owner}` : null)).filter(Boolean);
  board.append(el("p", { class: "trophies", text: `Trophies: ${trophies.join(", ") || "none"} · Captives: ${captives.join(", ") || "none"}` }));
  // Cards held: Guild cards, leader, lore; the hand as a count.
  const held = [...(s.leader ? [s.leader] : []), ...(s.lore || []), ...(s.guild || [])];
  if (held.length) board.append(el("div", { class: "card-row held" }, ...held.map((id) => cardNode(catalogue, id, { size: "tiny" }))));
  const backs = el("span", { class: "hand-backs", "aria-hidden": "true" }, ...Array.from({ length: Math.min(s.hand_size, 8) }, () => el("span", { class: "mini-back" })));
  board.append(el("p", { class: "hand-size" }, backs, ` ${s.hand_size} card${s.hand_size === 1 ? "" : "s"} in hand`));
  return board;
}

function resourceSlot(resource, cost, open, you, seat, name = "") {
  const label = `${name ? `${name} slot` : "slot"}, raid cost ${cost}: ${open ? resource || "empty" : "closed"}`;
  const slot = el("span", { class: `resource-slot${open ? "" : " closed"}`, role: "listitem", "aria-label": label },
    el("span", { class: "raid-cost", title: `raid cost ${cost} keys`, "aria-hidden": "true" }, keyIcon(), String(cost)));
  if (resource) {
    const picks = you ? `resource:${resource}` : `raid:${seat}:${resource}:${cost} resource:${resource}`;
    slot.append(el("span", {
      class: `resource res-${resource}`, style: `background: ${PLANET_COLOURS[resource]}`, "data-resource": resource,
      "data-pick": picks, role: "button", "aria-disabled": "true", "data-info": `${resource} (raid cost ${cost})`,
    }, el("span", { "aria-hidden": "true", text: resource.slice(0, 3) }), el("span", { class: "visually-hidden", text: resource })));
  }
  return slot;
}

function keyIcon() {
  return svg("svg", { viewBox: "0 0 20 12", width: 14, height: 9 },
    svg("circle", { cx: 5, cy: 6, r: 3.6, fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    svg("path", { d: "M8.6,6H19M16,6v4M13,6v3", stroke: "currentColor", "stroke-width": 2, fill: "none" }));
}

function cityIcon(seat) {
  const style = seatStyle(seat);
  return svg("svg", { viewBox: "-10 -10 20 20", width: 18, height: 18, "aria-hidden": "true" },
    svg("path", { d: "M-8,8V-1L0,-8L8,-1V8Z", fill: style.colour, stroke: "#111", "stroke-width": 1.2 }));
}

// -- chapter scoring history ------------------------------------------------------------------------
export function scoringPanel(obs) {
  const chapters = obs.chapter_scoring || [];
  if (!chapters.length) return null;
  const list = el("ul", { class: "scoring" });
  for (const chapter of chapters) {
    for (const row of chapter.ambitions) {
      const first = row.first === null ? "no first place" : `first ${row.first === "phantom" ? "the phantom" : `seat ${row.first}`}`;
      const second = row.second.length ? `second ${row.second.map((p) => (p === "phantom" ? "the phantom" : `seat ${p}`)).join(", ")}` : "no second place";
      list.append(el("li", { text: `Chapter ${chapter.chapter}: ${capital(row.ambition)} (${row.markers.join(" + ")}): ${first}, ${second}; Power gained ${row.gained.join("/")}` }));
    }
  }
  return section("scoring", "Ambitions scored", list);
}
