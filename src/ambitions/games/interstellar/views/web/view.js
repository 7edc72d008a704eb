// The Interstellar Ambitions table in the browser, drawn from the observation the server sends
// this seat and the game's catalogue (games/interstellar/catalogue.py; the cards read by
// cards.js): this turn and its four steps, a Shadow check or a combat under way (each side's
// combat order: face down until both sides have arranged, except for the seat's own), the Action
// Track with every seat's tokens at each planning level and the limited ULTIMATE slots, the six
// ambitions and their claims, the central play area (the planet stacks' tops, the face-up TECHS
// and MERCS, the standard ships, the decks), the seat's own Shadow hand, and every civilisation:
// its resources, VP, medals, TECHS, planets (Development Level of its max, Colony Event markers)
// and fleet (damage markers). It decides nothing: the shell narrows the server's legal actions
// with the steps words.js reads from their texts; the elements a step names carry data-pick.
//
// Each piece is one element a test can count: `.piece.planet` (data-seat, data-planet,
// data-dev), `.piece.ship` (data-seat, data-ship, data-damage), `.piece.token` (data-seat,
// data-track, data-level), `.res-chip` (data-seat, data-res, data-count), `.tech-chip`
// (data-seat, data-tech), `.claim-mark` (data-ambition, data-seat), `.order-slot` (data-side,
// data-position, data-ship when face up).
import { el, seatShape, seatStyle, seatWords, svg } from "/static/ui.js";
import { cardsFor } from "./cards.js";
import { RESOURCES, capital, createWords, up } from "./words.js";

const RES_COLOURS = { food: "#367524", ore: "#7a5a38", science: "#1f63a8", coins: "#d4a017" };
const RES_INK = { food: "#fff", ore: "#fff", science: "#fff", coins: "#1b1b1b" };
const RES_MARK = { food: "F", ore: "O", science: "S", coins: "C" };
const HOME = "#7b4fa8";
const SHORT_LEVELS = ["PREP", "BASIC", "MOD", "STR", "ULT"];
const NOTES = " — ";
/** Between an action's text and what it caused, in a log line (games/interstellar/observe.py). */
const SHORT_TRACKS = { colonise: "COLON", develop: "DEVEL", build: "BUILD", research: "RSRCH", shadow: "SHADOW", fleet: "FLEET" };

export function createView({ catalogue }) {
  const cardsOf = cardsFor(catalogue);
  const words = createWords(catalogue, cardsOf);
  const levels = catalogue.levels;
  const tracks = catalogue.tracks;

  // -- small pieces -----------------------------------------------------------------------------
  function seatLabel(seat, view) {
    const info = view.status && view.status.seats ? view.status.seats[seat] : null;
    const bot = info && info.kind === "bot" ? `, bot ${info.agent}` : "";
    return `${seatWords(seat)}${bot}${view.seat === seat ? " (you)" : ""}`;
  }

  function mark(seat, size = 14) {
    return svg("svg", { class: "seat-mark", viewBox: "-8 -8 16 16", width: size, height: size, "aria-hidden": "true" }, seatShape(seat, 0, 0, 14));
  }

  /** Words for screen readers only (the pieces' names come from their text). */
  function unseen(text) {
    return el("span", { class: "visually-hidden", text });
  }

  function panel(title, cls, ...children) {
    const id = `is-${cls}-title`;
    return el("section", { class: `is-panel is-${cls}`, "aria-labelledby": id }, el("h2", { id, text: title }), ...children);
  }

  function resChip(r, count, attributes = {}) {
    return el("span", { class: `res-chip res-${r}`, "data-res": r, "data-count": count, style: `--res:${RES_COLOURS[r]};--res-ink:${RES_INK[r]}`, ...attributes },
      el("span", { class: "res-mark", "aria-hidden": "true", text: RES_MARK[r] }), ` ${up(r)} `, el("strong", { text: String(count) }));
  }

  function shipIcon(seat, heavy, damage, kind) {
    const style = seatStyle(seat);
    const hull = heavy ? "M-13,4L-9,-5L9,-5L13,4L7,8L-7,8Z" : "M0,-9L7,6L0,3L-7,6Z";
    const icon = svg("svg", { class: "ship-icon", viewBox: "-16 -12 32 24", width: 32, height: 24, "aria-hidden": "true" },
      svg("path", { d: hull, fill: style.colour, stroke: "#111", "stroke-width": 1.3, "stroke-dasharray": kind === "emergency" ? "2 1.5" : null }));
    if (kind === "merc") icon.append(svg("circle", { cx: 0, cy: heavy ? 1 : 1, r: 2.4, fill: "#fff", stroke: "#111", "stroke-width": 0.8 }));
    for (let k = 0; k < damage; k += 1) {
      icon.append(svg("circle", { class: "damage-marker", cx: -12 + k * 5, cy: -8, r: 2.3, fill: "#d62020", stroke: "#fff", "stroke-width": 0.7 }));
    }
    return icon;
  }

  function globe(type, dev, max, home) {
    const fill = home ? HOME : RES_COLOURS[type] || "#888";
    const g = svg("svg", { class: "globe", viewBox: "-22 -22 44 44", width: 44, height: 44, "aria-hidden": "true" },
      svg("circle", { r: 15, fill, stroke: "#111", "stroke-width": 1.5 }),
      svg("text", { y: 5.5, "text-anchor": "middle", class: "globe-dev", fill: home || type !== "coins" ? "#fff" : "#1b1b1b" }, String(dev)));
    for (let k = 0; k < max; k += 1) { // the printed Development Levels, filled up to the marker
      const a = -Math.PI / 2 + (k * 2 * Math.PI) / Math.max(max, 1);
      g.append(svg("circle", { cx: (19 * Math.cos(a)).toFixed(1), cy: (19 * Math.sin(a)).toFixed(1), r: 2.6, fill: k < dev ? "#ffd21f" : "#fff", stroke: "#111", "stroke-width": 0.8 }));
    }
    return g;
  }

  // -- this turn --------------------------------------------------------------------------------
  function turnPanel(obs, view) {
    const cards = cardsOf(obs);
    const children = [];
    let title;
    if (obs.phase === "over") {
      title = "Game over";
      const winners = obs.winners || [];
      children.push(el("p", { class: "game-over", text: `${winners.map((w) => capital(seatLabel(w, view))).join(" and ")} win${winners.length === 1 ? "s" : ""} with ${winners.length ? obs.seats[winners[0]].vp : "?"} VP.` }));
      const ranked = obs.seats.map((s, seat) => [seat, s]).sort((a, b) => b[1].vp - a[1].vp || b[1].fleet_combat - a[1].fleet_combat || a[0] - b[0]);
      children.push(el("ol", { class: "final-scores" }, ...ranked.map(([seat, s]) => el("li", {}, mark(seat), ` ${capital(seatLabel(seat, view))}: `, el("strong", { text: `${s.vp} VP` }),
        ` (${Object.entries(s.vp_parts).map(([k, n]) => `${k.replace("_", " ")} ${n}`).join(", ")}; fleet combat value ${s.fleet_combat}, the tie-break)`))));
    } else if (obs.turn_seat < 0) {
      title = "Game start";
      const now = obs.current_player === view.seat ? words.phaseAsk(obs.phase) : words.phaseNoun(obs.phase) && `seat ${obs.current_player} decides ${words.phaseNoun(obs.phase)}.`;
      children.push(el("p", { class: "now", text: now ? `Now: ${now}` : "Setting up the central play area." }));
      if (obs.start_player >= 0) children.push(el("p", { text: `Start player: ${seatLabel(obs.start_player, view)}; turns go clockwise.` }));
    } else {
      title = `Round ${obs.round}: ${obs.turn_seat === view.seat ? "your turn" : `${seatLabel(obs.turn_seat, view)}'s turn`}`;
      const frames = (obs.pending || []).map((f) => f[0]);
      let current = 3;
      if (frames.includes("shadow")) current = 0;
      else if (frames.includes("produce-or-advance")) current = obs.check ? 0 : 1;
      else if (frames.includes("take")) current = frames.at(-1) === "take" ? 2 : 1;
      else if (frames.includes("prepare")) current = 2;
      const peace = obs.seats[obs.turn_seat].turns_taken === 0;
      children.push(el("ol", { class: "turn-steps" }, ...catalogue.turn_steps.map((name, k) => el("li", {
        class: k === current ? "current" : k < current ? "past" : "", "aria-current": k === current ? "step" : null,
      }, name, k === 0 && peace ? " (not in a first turn: the universe starts in peace)" : ""))));
      if (obs.current_player >= 0 && obs.current_player === view.seat && words.phaseAsk(obs.phase)) {
        children.push(el("p", { class: "now", text: `You: ${words.phaseAsk(obs.phase)}` }));
      } else if (obs.current_player >= 0 && words.phaseNoun(obs.phase)) {
        children.push(el("p", { class: "now", text: `Seat ${obs.current_player} decides ${words.phaseNoun(obs.phase)}.` }));
      }
    }
    if (obs.final_turns >= 0 && obs.phase !== "over") {
      children.push(el("p", { class: "trigger", text: `The Game End is triggered (${seatLabel(obs.trigger, view)} claimed a ${catalogue.trigger_ambitions}rd ambition): ${obs.final_turns} more turn${obs.final_turns === 1 ? "" : "s"}.` }));
    }
    const shadow = obs.shadow;
    children.push(el("p", { class: "decks hint", text: `Decks: Shadow ${shadow.deck_size}, TECH ${obs.techs.deck_size}, MERC ${obs.mercs.deck_size}, EMERGENCY ${obs.emergency.deck_size}, Colony Events ${obs.colony_events.deck_size}.` }));
    if (cards.designed) children.push(el("p", { class: "hint designed", "data-info": cards.note, tabindex: "0", text: `Cards: ${cards.name} (designed, not published).` }));
    return panel(title, "turn", ...children);
  }

  // -- a shadow check or a combat under way --------------------------------------------------------
  function conflictPanel(obs, view) {
    if (!obs.check && !obs.combat && !obs.last_check && !obs.last_combat) return null;
    const cards = cardsOf(obs);
    const children = [];
    const check = obs.check || obs.last_check;
    if (check) {
      const card = cards.shadow[check.card];
      const target = check.target >= 0 ? ` against ${seatLabel(check.target, view)}` : "";
      const total = check.modifier + check.boosts - check.resists;
      const kind = card ? up(card.type) : "shadow";
      children.push(el("div", { class: "check", role: "group", "aria-label": obs.check ? "The shadow check" : "The last shadow check" },
        el("h3", { text: obs.check ? `A ${kind} check: a Shadow Medal if it succeeds` : `The last shadow check (${kind})` }),
        el("p", {}, `${capital(seatLabel(check.seat, view))} plays `, cardChip(check.card, cards), `${target}.`),
        el("p", { text: `Modifier ${signed(check.modifier)} (cards and TECHS), +${check.boosts} from discards, -${check.resists} from the target's discards: ${signed(total)}. ${dieNeeds(catalogue.hit - total)}` }),
        check.roll ? el("p", { class: "check-result", text: `Die: ${check.roll}, ${check.roll + total} in all: ${check.success ? `success: ${seatLabel(check.seat, view)} takes a Shadow Medal and the card acts` : "failure: no effect"}.` }) : null));
    }
    const c = obs.combat;
    if (c) children.push(combatNode(obs, view, c, cards));
    else if (obs.last_combat) children.push(resultNode(obs, view, obs.last_combat, cards, true));
    const title = c ? `Combat: ${up(c.kind)}` : obs.check ? "Shadow check" : "The last shadow check and combat";
    return panel(title, "conflict", ...children);
  }

  /** A combat's dice and outcome: every ship's dice, hits and damage markers, then (once decided)
   *  the totals, the winner, the ships destroyed or gone, what was stolen or spoiled. */
  function resultNode(obs, view, c, cards, last) {
    const whose = (seat) => (seat === view.seat ? "your" : `seat ${seat}'s`);
    const shipName = (id) => cards.shipName(id);
    const items = (c.hits || []).map((h) => {
      const seat = h.side === 0 ? c.attacker : c.defender;
      const enemy = h.side === 0 ? c.defender : c.attacker;
      const faces = h.faces === "-" ? [] : h.faces.split("");
      return el("li", { class: "combat-hit" }, `${capital(whose(seat))} ${shipName(h.ship)} ${h.how === "return" ? "fires back at" : "fires at"} ${whose(enemy)} ${shipName(h.target)}: `,
        ...faces.map((f) => el("span", { class: `die${Number(f) >= catalogue.hit ? " hit" : ""}`, "aria-hidden": "true", text: f })),
        faces.length ? unseen(faces.join(" ")) : "no dice,", ` ${words.plural(h.hits, "hit")}${h.hits ? `, ${words.plural(h.markers, "damage marker")}` : ""}.`);
    });
    const out = [];
    if (last) {
      out.push(el("p", { class: "combat-head" }, mark(c.attacker), ` The last combat: ${capital(seatLabel(c.attacker, view))} ${c.kind === "raid" ? "RAIDED" : "INVADED"} `,
        mark(c.defender), ` ${seatLabel(c.defender, view)} at ${up(levels[c.level])}.`));
    }
    if (items.length) out.push(el("ol", { class: "combat-hits" }, ...items));
    if (c.winner >= 0) {
      const [a, d] = c.totals;
      const won = c.winner === c.attacker ? (c.kind === "raid" ? ` wins the RAID by ${a - d}` : " wins the INVASION") : c.kind === "raid" ? " wins: the RAID fails" : " wins, defending";
      out.push(el("p", { class: "combat-result" }, `Totals: attacker ${a}, defender ${d}: `, el("strong", { text: `${capital(seatLabel(c.winner, view))}${won}` }),
        c.kind === "invade" ? `; a Fleet Medal to ${seatLabel(c.winner, view)}.` : "."));
      const gone = (list, what) => list.length ? el("p", { class: "combat-lost" }, `${what}: ${list.map((x) => `${whose(x.seat)} ${shipName(x.ship)} (${words.plural(x.damage, "damage marker")})`).join(", ")}.`) : null;
      out.push(gone(c.destroyed || [], "Destroyed"), gone(c.left || [], "Gone after the combat"));
      if (c.stolen) out.push(el("p", { text: `${c.stolen} resource${c.stolen === 1 ? "" : "s"} stolen.` }));
      if (c.spoil) out.push(el("p", { text: `Victory Spoil: ${words.sentence(`spoil ${c.spoil}`, view, c.attacker, true).replace(/^Victory Spoil: /, "")}.` }));
    }
    return el("div", { class: "combat-outcome", role: "group", "aria-label": last ? "The last combat" : "The combat's dice and outcome" }, ...out);
  }

  function dieNeeds(least) {
    if (least <= 1) return "It succeeds whatever the die shows.";
    if (least > 6) return "No die can make it succeed.";
    return `The die must show ${least} or more (4 or more after the modifier).`;
  }

  function signed(n) {
    return n >= 0 ? `+${n}` : `${n}`;
  }

  function combatNode(obs, view, c, cards) {
    const bonus = (c.kind === "raid" ? catalogue.raid_bonus : catalogue.invade_bonus)[c.level];
    const head = el("p", { class: "combat-head" }, mark(c.attacker), ` ${capital(seatLabel(c.attacker, view))} ${c.kind === "raid" ? "RAIDS" : "INVADES"} `,
      mark(c.defender), ` ${seatLabel(c.defender, view)} at ${up(levels[c.level])} (${signed(Math.max(0, bonus))} Combat Value).`);
    const rows = [];
    const mover = obs.current_player;
    const top = (obs.pending || []).at(-1);
    let stage;
    if (top && top[0] === "arrange") stage = `${capital(mover === view.seat ? "you" : `seat ${mover}`)} ${mover === view.seat ? "arrange" : "arranges"} a secret combat order${c.damaged_mode ? " (damaged ships stay face up; the attacker arranges first)" : ""}.`;
    else if (top && top[0] === "unmatched") stage = "Unmatched ships may join the fight, one at a time in combat order.";
    else if (c.winner >= 0) stage = `Totals ${c.totals[0]} to ${c.totals[1]}: ${c.winner === view.seat ? "you are" : `${seatLabel(c.winner, view)} is`} victorious${c.kind === "raid" && c.winner === c.attacker ? ` by ${c.totals[0] - c.totals[1]}` : ""}${c.stolen ? `; ${c.stolen} resources stolen` : ""}.`;
    else if (c.revealed) stage = "Ship to ship combat: matched ships roll their combat value; each 4 or more is a hit.";
    else stage = "The ships that must fight are chosen; an outnumbered defender draws an EMERGENCY ship.";
    rows.push(el("p", { class: "combat-stage", text: stage }));
    if (c.emergency) rows.push(el("p", {}, "EMERGENCY ship drawn by the defender: ", el("span", { class: "chip", "data-info": cards.shipText(c.emergency), tabindex: "0", text: cards.shipName(c.emergency) })));
    for (const side of [0, 1]) {
      const owner = side === 0 ? c.attacker : c.defender;
      const fleet = obs.seats[owner].fleet;
      const order = c.order[side];
      const participants = c.ships[side];
      const label = `${side === 0 ? "Attacker" : "Defender"}: ${seatLabel(owner, view)}`;
      const slots = order.map((index, k) => orderSlot(view, cards, side, owner, fleet, index, k + 1, c));
      const placedIndexes = new Set(order.filter((i) => i !== null));
      const mine = owner === view.seat;
      // Ships still to place: one's own only (the others' would tell which ones are placed).
      const waiting = mine && !c.revealed ? participants.filter((i) => !placedIndexes.has(i)).map((i) => {
        const hull = fleet[i];
        const ref = hull.damage ? `${hull.ship}*${hull.damage}` : hull.ship;
        return el("li", {}, el("div", { class: "combat-ship", "data-pick": `ship:${owner}:${ref}`, "data-info": cards.shipText(hull.ship) },
          shipIcon(owner, cards.ships[hull.ship] && cards.ships[hull.ship].heavy, hull.damage, cards.ships[hull.ship] && cards.ships[hull.ship].kind),
          el("span", { text: cards.shipName(hull.ship) }), unseen(`${hull.damage ? `, ${words.plural(hull.damage, "damage marker")}` : ""}, not placed yet`)));
      }) : [];
      const fighting = participants.map((i) => fleet[i] ? cards.shipName(fleet[i].ship) : "?");
      if (c.winner >= 0) continue; // fought: the ships left are in the fleets below
      rows.push(el("div", { class: `combat-side side-${side}`, role: "group", "aria-label": label },
        el("h3", {}, mark(owner), ` ${capital(label)}`),
        el("p", { class: "hint", text: participants.length ? `In this fight (${participants.length}): ${fighting.join(", ")}.` : "No ship in this fight." }),
        el("p", { class: "order-title", text: order.length ? `Combat order${c.revealed ? " (revealed)" : mine ? " (face down for the others until both sides are done)" : ""}:` : "Combat order: not arranged yet." }),
        order.length ? el("ol", { class: "order-row" }, ...slots.map((slot) => el("li", {}, slot))) : null,
        waiting.length ? el("p", { class: "order-title", text: "Still to place (only you see your order until both are revealed):" }) : null,
        waiting.length ? el("ul", { class: "order-row waiting" }, ...waiting) : null));
    }
    return el("div", { class: "combat", role: "group", "aria-label": "The combat" }, head, ...rows, resultNode(obs, view, c, cards, false));
  }

  function orderSlot(view, cards, side, owner, fleet, index, position, c) {
    const common = { class: "order-slot", "data-side": side, "data-position": position, "data-pick": `order:${side}:${position}` };
    if (index === null) {
      return el("div", { ...common, class: "order-slot face-down" },
        el("span", { class: "slot-number", text: String(position) }), unseen(`in ${seatLabel(owner, view)}'s combat order:`), el("span", { text: "face down" }));
    }
    const hull = fleet[index];
    if (!hull) return el("div", common, el("span", { class: "slot-number", text: String(position) }), "?");
    const card = cards.ships[hull.ship];
    return el("div", { ...common, "data-ship": hull.ship, "data-damage": hull.damage, "data-info": cards.shipText(hull.ship) },
      el("span", { class: "slot-number", text: String(position) }), unseen(`in ${seatLabel(owner, view)}'s combat order:`), shipIcon(owner, card && card.heavy, hull.damage, card && card.kind),
      el("span", { text: cards.shipName(hull.ship) }), hull.damage ? unseen(`, ${words.plural(hull.damage, "damage marker")}`) : null,
      c.revealed || owner === view.seat ? null : el("span", { class: "hint", text: " (damaged: face up)" }));
  }

  function cardChip(id, cards) {
    return el("span", { class: "chip shadow-chip", tabindex: "0", "data-info": cards.shadowText(id), text: cards.shadowName(id) });
  }

  // -- the action track -------------------------------------------------------------------------
  const GLYPHS_AT_MOST = 3;
  function trackPanel(obs, view) {
    const slots = catalogue.ultimate_slots[String(obs.players)] || 2;
    const head = el("tr", {}, el("th", { scope: "col", text: "Action" }),
      ...levels.map((lv, k) => el("th", { scope: "col", class: `level-${k}` }, el("span", { class: "level-name", tabindex: "0", "data-info": k === 0 ? catalogue.preparing_text : `${up(lv)}: ${k === 4 ? `${slots} slot${slots === 1 ? "" : "s"} per track, shared by all. ` : ""}${tracks.map((t) => `${up(t)}: ${catalogue.track_texts[t][k]}`).join(" ")}`, }, el("span", { class: "full", text: up(lv) }), el("span", { class: "short", "aria-hidden": "true", text: SHORT_LEVELS[k] })))));
    const rows = tracks.map((track) => {
      const cells = levels.map((_, level) => {
        const here = obs.seats.map((s, seat) => [seat, s.tokens[track][level]]).filter(([, n]) => n);
        const groups = here.map(([seat, n]) => {
          // One way to count: up to GLYPHS_AT_MOST tokens are drawn one by one; more are one token and "×n".
          const drawn = n <= GLYPHS_AT_MOST ? n : 1;
          const shapes = svg("svg", { class: "token-shapes", viewBox: `0 0 ${10 + drawn * 9} 16`, width: 10 + drawn * 9, height: 16, "aria-hidden": "true" });
          for (let k = 0; k < drawn; k += 1) shapes.append(seatShape(seat, 8 + k * 9, 8, 13, { class: "piece token", "data-seat": seat, "data-track": track, "data-level": level }));
          return el("span", { class: "token-group", "data-pick": `token:${seat}:${track}.${level}`, "data-seat": seat, "data-count": n },
            shapes, unseen(`${seatLabel(seat, view)}: ${n} token${n === 1 ? "" : "s"}`), drawn < n ? el("span", { class: "token-count", "aria-hidden": "true", text: `×${n}` }) : null);
        });
        let extra = null;
        if (level === 4) {
          const free = obs.ultimate_free[track];
          extra = el("span", { class: "ultimate-slots", "aria-hidden": "true" }, ...Array.from({ length: Math.max(0, free) }, () => el("span", { class: "free-slot", title: "a free ULTIMATE slot" })));
        }
        const free = level === 4 ? `; ${obs.ultimate_free[track]} of ${slots} ULTIMATE slot${slots === 1 ? "" : "s"} free` : "";
        return el("td", { class: `level-${level}` }, el("div", {
          class: "slot-cell", "data-pick": `slot:${track}.${level}`, "data-info": level ? catalogue.track_texts[track][level] : catalogue.preparing_text,
        }, unseen(`${up(track)} at ${up(levels[level])}:`), ...groups, here.length ? null : unseen("no tokens"), free ? unseen(free) : null, extra));
      });
      return el("tr", {}, el("th", { scope: "row" }, el("span", { class: "track-name", tabindex: "0", "data-info": `${up(track)}: ${catalogue.track_texts[track].slice(1).map((t, k) => `${up(levels[k + 1])}: ${t}`).join(" ")}`, }, el("span", { class: "full", text: up(track) }), el("span", { class: "short", "aria-hidden": "true", text: SHORT_TRACKS[track] || up(track) }))), ...cells);
    });
    const table = el("table", { class: "track" }, el("caption", { class: "visually-hidden", text: "The Action Track: each seat's action tokens by action and planning level" }),
      el("thead", {}, head), el("tbody", {}, ...rows));
    return panel("Action Track", "track", el("div", { class: "track-scroll" }, table),
      el("p", { class: "hint", text: `Tokens act from BASIC up, stronger to the right; ULTIMATE has ${slots} slot${slots === 1 ? "" : "s"} per track (○ free). PRODUCE is not on the track.` }));
  }

  // -- ambitions --------------------------------------------------------------------------------
  function ambitionsPanel(obs, view) {
    const cards = cardsOf(obs);
    const [first, second, others] = catalogue.ambition_vp;
    const items = (obs.ambitions || []).map((entry, k) => {
      const a = cards.ambitions[entry.id];
      const passive = a ? a.passive : k < 3;
      const claim = (seat, place) => el("span", { class: "claim-mark", "data-ambition": entry.id, "data-seat": seat, role: "img", "aria-label": `${seatLabel(seat, view)}, ${[first, second][place] || others} VP` },
        mark(seat, 13), el("span", { "aria-hidden": "true", text: String(seat) }));
      const met = obs.seats.map((s, seat) => [seat, s.ambitions_met || []]).filter(([seat, list]) => list.includes(entry.id) && !entry.claims.includes(seat)).map(([seat]) => seat);
      const boxes = el("div", { class: "claim-boxes" },
        el("span", { class: "claim-box" }, el("span", { class: "claim-vp", text: `1st ${first}` }), entry.claims[0] !== undefined ? claim(entry.claims[0], 0) : null),
        el("span", { class: "claim-box" }, el("span", { class: "claim-vp", text: `2nd ${second}` }), entry.claims[1] !== undefined ? claim(entry.claims[1], 1) : null),
        el("span", { class: "claim-box others" }, el("span", { class: "claim-vp", text: `others ${others}` }), ...entry.claims.slice(2).map((seat) => claim(seat, 2))));
      const claimedBy = entry.claims.length ? `claimed by ${entry.claims.map((s) => `seat ${s}`).join(", ")}` : "not claimed yet";
      return el("li", {}, el("div", {
        class: `ambition ${passive ? "passive" : "active"}`, "data-pick": `ambition:${entry.id}`, "data-ambition": entry.id, "data-info": cards.ambitionText(entry.id),
      }, el("span", { class: "ambition-kind", text: passive ? "PASSIVE" : "ACTIVE" }), el("span", { class: "ambition-name", text: a ? a.name : entry.id }), unseen(`, ${claimedBy}`), boxes,
      met.length ? el("span", { class: "met hint" }, "met now by ", ...met.map((seat) => el("span", { class: "met-seat" }, mark(seat, 12), `seat ${seat}`))) : null));
    });
    return panel("Ambitions", "ambitions", el("ul", { class: "ambitions" }, ...items),
      el("p", { class: "hint", text: `Claim one at the end of your turn if you meet it: ${first} VP first, ${second} second, ${others} each after. A ${catalogue.trigger_ambitions}rd claim triggers the Game End.` }));
  }

  // -- the central play area --------------------------------------------------------------------
  function offerPanel(obs, view) {
    const cards = cardsOf(obs);
    const stacks = catalogue.planet_types.map((type) => {
      const stack = obs.planet_stacks[type];
      const id = stack.top;
      const p = id ? cards.planets[id] : null;
      const body = p ? [
        el("span", { class: "card-band", style: `--res:${RES_COLOURS[type]};--res-ink:${RES_INK[type]}`, text: `${up(type)}${p.special ? " · special" : ""}` }),
        el("span", { class: "card-name", text: p.name }),
        el("span", { class: "card-line", text: `cost ${cards.costText(p.cost)}` }),
        el("span", { class: "card-line", text: `levels 1-${p.max_dev} · ${p.vp} VP` }),
        p.effects.length ? el("span", { class: "card-line effect", text: p.effects.map(cards.effectText).join("; ") }) : null,
      ] : [el("span", { class: "card-band", style: `--res:${RES_COLOURS[type]};--res-ink:${RES_INK[type]}`, text: up(type) }), el("span", { class: "card-line", text: "(empty)" })];
      return el("li", {}, el("div", {
        class: `offer-card planet-card${p ? "" : " empty"}`, "data-pick": `stack:${type}`, "data-stack": type, "data-planet": id || null,
        "data-info": p ? cards.planetText(id) : null,
      }, ...body, el("span", { class: "card-foot hint", text: `${stack.hidden + stack.bottom.length} more below` })));
    });
    const techCard = (id, extra = "") => {
      const t = cards.techs[id];
      return el("li", {}, el("div", { class: "offer-card tech-card", "data-pick": `tech:${id}`, "data-tech": id, "data-info": cards.techText(id) },
        el("span", { class: "card-band tech-band", text: t && t.start ? "START TECH" : "TECH" }), el("span", { class: "card-name", text: t ? t.name : id }),
        t ? el("span", { class: "card-line", text: `${t.start ? "free" : `${t.cost} SCIENCE`} · ${t.vp} VP` }) : null,
        t ? el("span", { class: "card-line effect", text: t.effects.map(cards.effectText).join("; ") }) : null));
    };
    const techs = obs.techs.slots.map((id) => (id ? techCard(id) : el("li", {}, el("div", { class: "offer-card empty", text: "(empty slot)" }))));
    const mercs = obs.mercs.slots.map((id) => {
      if (!id) return el("li", {}, el("div", { class: "offer-card empty", text: "(empty slot)" }));
      const s = cards.ships[id];
      return el("li", {}, el("div", { class: "offer-card merc-card", "data-pick": `merc:${id}`, "data-merc": id, "data-info": cards.shipText(id) },
      el("span", { class: "card-band merc-band", text: `MERC · ${s && s.heavy ? "HEAVY" : "LIGHT"}` }), el("span", { class: "card-name", text: s ? s.name : id }),
      s ? el("span", { class: "card-line", text: `hire ${s.hire} C · upkeep ${s.upkeep} C` }) : null,
      s ? el("span", { class: "card-line", text: `combat ${s.combat} · bombard ${s.bombard} · ${s.vp} VP` }) : null));
    });
    const standard = cards.standard.map((id) => {
      const s = cards.ships[id];
      return el("li", {}, el("div", { class: "offer-card ship-card", "data-pick": `build:${id}`, "data-info": cards.shipText(id) },
      el("span", { class: "card-band ship-band", text: `${s.heavy ? "HEAVY" : "LIGHT"} · ${s.build_points} BP` }), el("span", { class: "card-name", text: s.name }),
      el("span", { class: "card-line", text: `${s.ore} ORE · combat ${s.combat} · bombard ${s.bombard}${s.vp ? ` · ${s.vp} VP` : ""}` })));
    });
    const faceUp = obs.shadow.discard.filter((d) => d.card && d.seat < 0).map((d) => d.card);
    const lastEvent = obs.colony_events.discard.at(-1);
    const heading = (text, key) => el("h3", {}, el("span", { class: "offer-head", "data-pick": `offer:${key}`, text }));
    return panel("Central play area", "offer",
      el("div", { class: "offer-group" }, heading("Planets (the top of each stack)", "planets"), el("ul", { class: "card-row" }, ...stacks)),
      obs.techs.start_pool.length ? el("div", { class: "offer-group" }, el("h3", { text: "START TECHS (game start: each player picks one)" }), el("ul", { class: "card-row" }, ...obs.techs.start_pool.map((id) => techCard(id, ", START")))) : null,
      el("div", { class: "offer-group" }, heading(`TECHS (deck ${obs.techs.deck_size})`, "techs"), el("ul", { class: "card-row" }, ...techs)),
      el("div", { class: "offer-group" }, heading(`MERCS (deck ${obs.mercs.deck_size})`, "mercs"), el("ul", { class: "card-row" }, ...mercs)),
      el("div", { class: "offer-group" }, el("h3", { text: "Standard ships (BUILD)" }), el("ul", { class: "card-row" }, ...standard)),
      el("p", { class: "hint" }, `Shadow deck ${obs.shadow.deck_size}; face-up discards ${faceUp.length}`, ...(faceUp.length ? [" (last: ", cardChip(faceUp.at(-1), cards), ")"] : []), ". ",
        `EMERGENCY deck ${obs.emergency.deck_size}. Colony Events deck ${obs.colony_events.deck_size}`,
        ...(lastEvent ? ["; last drawn: ", el("span", { class: "chip", tabindex: "0", "data-info": cards.eventText(lastEvent), text: cards.eventName(lastEvent) })] : []), "."));
  }

  // -- the seat's own hand ----------------------------------------------------------------------
  function shadowCard(id, cards, attributes) {
    const c = cards.shadow[id];
    return el("div", { class: `shadow-card type-${c ? c.type : "unknown"}`, "data-card": id, "data-info": cards.shadowText(id), ...attributes },
    el("span", { class: "card-band", text: c ? up(c.type) : "SHADOW" }), el("span", { class: "card-name", text: c ? c.name : id }),
    el("span", { class: "card-text", text: c ? c.text || cards.effectText(c.effect) : "" }));
  }

  function handPanel(obs, view) {
    if (view.seat === null) return null;
    const me = obs.seats[view.seat];
    if (!me || !me.hand) return null;
    const cards = cardsOf(obs);
    const hand = me.hand.map((id) => el("li", { class: "hand-slot" }, shadowCard(id, cards, { "data-pick": `card:${id}` })));
    const revealed = obs.shadow.revealed || [];
    const mine = obs.shadow.discard.filter((d) => d.seat === view.seat && d.card).map((d) => d.card);
    return panel(`Your Shadow cards (${me.hand.length} of ${catalogue.limits.hand})`, "hand",
      me.hand.length ? el("ul", { class: "card-row hand" }, ...hand) : el("p", { class: "hint", text: "No Shadow cards in your hand." }),
      revealed.length ? el("h3", { text: "Revealed to you: buy any at 1 COIN each (the rest are discarded face up)" }) : null,
      revealed.length ? el("ul", { class: "card-row revealed" }, ...revealed.map((id) => el("li", { class: "revealed-slot" }, shadowCard(id, cards, { "data-pick": `revealed:${id}` })))) : null,
      mine.length ? el("p", { class: "hint" }, "Your face-down discards: ", ...mine.flatMap((id, k) => [k ? ", " : "", cardChip(id, cards)])) : null);
  }

  // -- the civilisations ------------------------------------------------------------------------
  function empire(obs, view, seat) {
    const cards = cardsOf(obs);
    const s = obs.seats[seat];
    const parts = Object.entries(s.vp_parts).filter(([, n]) => n).map(([k, n]) => `${k.replace("_", " ")} ${n}`);
    const owners = obs.techs.owners;
    const claimed = (obs.ambitions || []).filter((a) => a.claims.includes(seat)).map((a) => cards.ambitionName(a.id));
    const resources = el("div", { class: "resources", role: "group", "aria-label": `${seatLabel(seat, view)}: resources` },
      ...RESOURCES.map((r) => resChip(r, s.resources[r], { "data-seat": seat, "data-pick": `res:${seat}:${r}` })));
    const techs = s.known.map((id) => {
      const own = owners[id] === seat;
      const acquired = s.acquired.includes(id);
      return el("li", {}, el("span", { class: `tech-chip${own ? " owner" : ""}`, "data-seat": seat, "data-tech": id, "data-pick": `tech:${seat}:${id}`, "data-info": cards.techText(id) },
        own ? el("span", { class: "owner-star", "aria-hidden": "true", text: "★ " }) : null, cards.techName(id), acquired ? " (acquired)" : "", own ? unseen(", OWNER") : null));
    });
    const planets = s.planets.map((held) => {
      const p = cards.planets[held.id];
      const max = p ? p.max_dev : held.dev;
      const type = p ? (p.home ? "home" : p.type) : "";
      const markers = held.markers.map((m) => cards.eventName(m));
      const atMax = p && held.dev >= p.max_dev;
      return el("li", { class: "planet-slot" }, el("div", {
        class: `piece planet type-${type}${atMax ? " at-max" : ""}`, "data-seat": seat, "data-planet": held.id, "data-dev": held.dev, "data-pick": `planet:${held.id}`,
        "data-info": `${cards.planetText(held.id)}${markers.length ? ` Colony Event markers: ${held.markers.map(cards.eventText).join(" ")}` : ""}${held.siphoned ? " Siphoned: it produces nothing on its owner's next turn." : ""}`,
      }, globe(p ? p.type : "", held.dev, max, p && p.home), el("span", { class: "planet-name", text: p ? p.name : held.id }),
      unseen(` (${held.id}), ${p && p.home ? "HOME WORLD" : up(type)}, Development Level ${held.dev} of ${max}${atMax ? ", at its max" : ""}:`),
      el("span", { class: "planet-level", text: `L${held.dev}/${max}${p ? ` · ${p.vp} VP${atMax ? " ✓" : ""}` : ""}` }),
      ...markers.map((m) => el("span", { class: "colony-marker", text: m })),
      held.siphoned ? el("span", { class: "siphon", text: "siphoned" }) : null));
    });
    const fleet = s.fleet.map((hull) => {
      const card = cards.ships[hull.ship];
      const ref = hull.damage ? `${hull.ship}*${hull.damage}` : hull.ship;
      return el("li", { class: "ship-slot" }, el("div", {
        class: `piece ship ${card && card.heavy ? "heavy" : "light"} kind-${card ? card.kind : "?"}${hull.damage ? " damaged" : ""}`, "data-seat": seat, "data-ship": hull.ship, "data-damage": hull.damage,
        "data-pick": `ship:${seat}:${ref} hull:${seat}:${hull.ship}`, "data-info": cards.shipText(hull.ship),
      }, shipIcon(seat, card && card.heavy, hull.damage, card && card.kind), el("span", { class: "ship-name", text: card ? card.name : hull.ship }),
      unseen(`, ${card && card.heavy ? "HEAVY" : "LIGHT"} ${card ? card.kind : ""} ship${hull.damage ? `, ${words.plural(hull.damage, "damage marker")}` : ""}: combat value and bombard`),
      el("span", { class: "ship-stats", text: card ? `CV ${card.combat}${hull.damage ? ` −${hull.damage}` : ""} · B ${card.bombard}` : "" })));
    });
    const turn = obs.turn_seat === seat;
    const facts = [`Fleet Medals ${s.fleet_medals}`, `Shadow Medals ${s.shadow_medals}`, `Shadow cards ${s.hand_size}`, `fleet combat value ${s.fleet_combat}`];
    if (s.captured) facts.push(`captured ${s.captured} planet${s.captured === 1 ? "" : "s"}`);
    if (s.research_penalty) facts.push(`next TECH +${s.research_penalty} SCIENCE (Scuttle Research)`);
    return el("li", { class: `empire${turn ? " to-move" : ""}${view.seat === seat ? " mine" : ""}`, "data-seat": seat },
      el("h3", {}, el("span", { class: "seat-name", "data-pick": `seat:${seat}` }, mark(seat, 16), ` ${capital(seatLabel(seat, view))}`),
        el("span", { class: "vp", text: ` ${s.vp} VP` }), turn ? el("span", { class: "turn-mark", text: " ◀ turn" }) : null),
      el("p", { class: "vp-parts hint", text: parts.length ? parts.join(" · ") : "no VP yet" }),
      resources,
      el("p", { class: "facts", text: facts.join(" · ") }),
      claimed.length ? el("p", { class: "claimed", text: `Ambitions claimed: ${claimed.join(", ")}` }) : null,
      el("h4", { text: `Planets (${s.planets.length} of ${catalogue.limits.planets})` }),
      s.planets.length ? el("ul", { class: "planets" }, ...planets) : el("p", { class: "hint", text: "No planets." }),
      el("h4", { text: `Fleet (${s.fleet.length} of ${catalogue.limits.ships})` }),
      s.fleet.length ? el("ul", { class: "fleet" }, ...fleet) : el("p", { class: "hint", text: "No ships." }),
      el("h4", { text: "TECHS" }), techs.length ? el("ul", { class: "techs" }, ...techs) : el("p", { class: "hint", text: "None." }));
  }

  function empiresPanel(obs, view) {
    const order = obs.seats.map((_, seat) => seat);
    if (view.seat !== null) order.sort((a, b) => (a === view.seat ? -1 : b === view.seat ? 1 : a - b));
    const dot = svg("svg", { class: "legend-mark", viewBox: "-4 -4 8 8", width: 10, height: 10, "aria-hidden": "true" },
      svg("circle", { r: 2.6, fill: "#d62020", stroke: "#fff", "stroke-width": 0.7 }));
    const legend = el("p", { class: "legend damage-legend hint" }, dot,
      " A red dot on a ship is a combat damage marker (its combat value reads \"CV 2 −1\"): each takes one die and one point of combat value from the ship; a ship with more markers than its combat value is destroyed after a combat. L3/5: Development Level 3 of 5.");
    return panel("Civilisations", "empires", legend, el("ul", { class: "empires" }, ...order.map((seat) => empire(obs, view, seat))));
  }

  // -- the table ----------------------------------------------------------------------------------
  function render(root, view) {
    const obs = view.observation;
    const table = el("div", { class: "is", "data-seat": view.seat === null ? "spectator" : String(view.seat) },
      el("div", { class: "is-top" },
        el("div", { class: "is-main" }, turnPanel(obs, view), conflictPanel(obs, view), trackPanel(obs, view), ambitionsPanel(obs, view)),
        el("div", { class: "is-beside" }, handPanel(obs, view), offerPanel(obs, view))),
      empiresPanel(obs, view));
    root.replaceChildren(table);
  }

  /** A chance outcome in words, with the names of this game's cards (or null: the server's). */
  /** ``1 Shadow card is``, ``2 Shadow cards are``. */
  function shadowCards(count) {
    return Number(count) === 1 ? "1 Shadow card is" : `${count} Shadow cards are`;
  }

  function chanceWords(text, view) {
    const cards = cardsOf(view.observation);
    const [word, ...args] = text.split(" ");
    const hidden = args.at(-1) === "cards";
    switch (word) {
      case "start": return `${capital(seatLabel(Number(args[0]), view))} is the start player`;
      case "ambitions": return `The ambitions: ${args.map(cards.ambitionName).join(", ")}`;
      case "techs": return `Face-up TECHS: ${args.map(cards.techName).join(", ")}`;
      case "mercs": return `Face-up MERCS: ${args.map(cards.shipName).join(", ")}`;
      case "planet": return `A planet comes up: ${cards.planetName(args[0])} (${args[0]})`;
      case "emergency": return `EMERGENCY ship drawn: ${cards.shipText(args[0])}`;
      case "event": return `Colony Event: ${cards.eventText(args[0])}`;
      case "deal": return hidden ? `${shadowCards(args[0])} dealt (face down)` : `Shadow cards dealt to ${words.seatName(Number(args[0]), view)}: ${args.slice(1).map(cards.shadowName).join(", ")}`;
      case "reveal": return hidden ? `${shadowCards(args[0])} revealed to the buyer` : `Shadow cards revealed to you: ${args.map(cards.shadowName).join(", ")}`;
      default: return null;
    }
  }

  /** A log line: the action in words, then what it caused as the engine tells it (after
   *  NOTES: each ship's dice and hits, the totals and the winner, ships destroyed, a shadow
   *  check's result and medal). */
  function logEntry(line, view) {
    const [main, ...rest] = line.text.split(NOTES);
    const notes = rest.join(NOTES);
    const told = notes ? ` ${capital(notes)}.` : "";
    if (line.seat < 0) {
      const parts = main.split(" ");
      if (parts[0] === "roll" && parts.length > 1) {
        const dice = diceLine(parts.slice(1), { ...line, text: main, description: notes ? null : line.description });
        return notes ? el("span", { class: "log-told" }, dice, el("span", { class: "log-notes", text: told })) : dice;
      }
      const said = chanceWords(main, view) || capital((line.description || main).split(NOTES)[0]);
      return `${said}${/[.!?)]$/.test(said) ? "" : "."}${told}`;
    }
    const said = words.sentence(main, view, line.seat, true);
    const text = `${capital(line.who)}: ${said}${/[.!?]$/.test(said) ? "" : "."}${told}`;
    return line.private ? `${text} (Only you see this.)` : text;
  }

  function diceLine(groups, line) {
    const out = el("span", { class: "log-roll", role: "img", "aria-label": `${capital(line.description || line.text)}` });
    const names = groups.length === 1 ? ["shadow check"] : ["attacker", "defender"];
    groups.forEach((group, k) => {
      if (k) out.append(" · ");
      out.append(`${names[k] || ""} `);
      const faces = group === "-" ? [] : group.split("");
      if (!faces.length) out.append("no dice");
      for (const face of faces) out.append(el("span", { class: `die${Number(face) >= catalogue.hit ? " hit" : ""}`, "aria-hidden": "true", text: face }));
    });
    return out;
  }

  return {
    example: catalogue.example,
    stylesheet: new URL("./interstellar.css", import.meta.url).href,
    render,
    steps: (text, view) => words.steps(text, view),
    sentence: (text, view) => words.sentence(text, view),
    logEntry,
    cards: (obs) => cardsOf(obs),
  };
}
