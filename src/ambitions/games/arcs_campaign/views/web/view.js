// The Blighted Reach campaign in the browser: the Arcs table (../arcs/view.js, extended, not
// copied) with what the campaign adds, all read from the observation the server sends this seat:
// Imperial ships, Blight and Golems beside their systems on the map, attached cards on their
// hosts (in the Court, on a seat's board), and a campaign panel (the Act, titles and the First
// Regent, Favors, the Imperial Council, the Imperial Trust, the Policy and the Edicts, each seat's
// Fate and objective marker, the Fates' pieces, the Negotiation under way, the Summit's gifts, the
// agents on a card being secured, the cards scrapped). A Rival's Fate the observation hides is
// shown as hidden: this module never has it.
//
// The Arcs view is the Arcs game's view folder as the server serves it (/views/arcs/): "../arcs/"
// from this module's address (/views/arcs-campaign/view.js).
import { el, seatMark, seatStyle, seatWords, svg } from "/static/ui.js";
import { createView as createArcsView } from "../arcs/view.js";
import { capital, createWords } from "../arcs/words.js";

const IMPERIAL = { fill: "#5b2a86", ink: "#f3d36b", back: "#efe6fa" };
const BLIGHT = { fill: "#5f7d1e", ink: "#e9f5c8", back: "#eef5e0" };
const PIECE_NAMES = {
  "imperial-ship": "an Imperial ship", "free-city": "a Free city", "free-starport": "a Free starport", blight: "a Blight",
};
const FOES = { empire: "the Empire", free: "the Free States", blight: "the Blight" };
const ROMAN = ["", "I", "II", "III"];
/** The Flagship board's Upgrades, left to right (R22), with the planet types to build each
 *  Upgrade and its Armor (CRB p.25). */
const UPGRADES = [
  ["slipstream", "Slipstream Drive", "fuel", "relic"], ["tractor", "Tractor Beam", "relic", "weapon"],
  ["control", "Control Array", "psionic", "material"], ["defense", "Defense Array", "weapon", "psionic"],
  ["crane", "Ship Crane", "material", "fuel"], ["hull", "Hull", "any planet", "any planet"],
];
const UPGRADE_NAME = Object.fromEntries(UPGRADES.map(([key, name]) => [key, name]));
/** More scrapped cards than this are listed collapsed (a <details> element). */
const SCRAPPED_SHOWN = 6;

export function createView({ catalogue, status }) {
  const words = createWords(catalogue);
  const fates = catalogue.fates || {};
  const chapters = (obs) => (catalogue.act_chapters || {})[String((obs.campaign || {}).act || 1)] || catalogue.last_chapter;
  const base = createArcsView({ catalogue, status }, {
    pieces,
    panels: (obs, view) => [campaignPanel(obs, view)],
    legend: legendItems,
    lastChapter: chapters,
    power: (obs) => ({
      win: null,
      note: `the Act ends after chapter ${chapters(obs)}, whatever the Power`,
      markers: (((obs.campaign || {}).fates || {}).objective || [])
        .map((space, seat) => ({ seat, space, name: "objective" }))
        .filter((m) => m.space !== null && m.space !== undefined),
    }),
  });

  const fateName = (id) => (fates[id] ? fates[id].name : id);
  const resourceNames = catalogue.resources || [];
  const policyName = (id) => (catalogue.policies && catalogue.policies[id]) || `Policy of ${capital(id)}`;
  const edictName = (id) => (catalogue.edicts && catalogue.edicts[id]) || words.cardName(id);

  // -- the map -------------------------------------------------------------------------------------
  /** The campaign's pieces beside `system`: Imperial ships and Blight (a badge per state), and
   *  the Golems standing there. */
  function pieces(system, obs) {
    const c = obs.campaign || {};
    const out = [];
    const at = (rows) => (rows || []).find((r) => r.system === system);
    const imperial = at(c.imperial_ships);
    const blight = at(c.blight);
    for (const [kind, row] of [["imperial", imperial], ["blight", blight]]) {
      if (!row) continue;
      for (const state of ["fresh", "damaged"]) {
        if (row[state]) out.push(neutralBadge(kind, state, row[state], system));
      }
    }
    for (const golem of c.golems || []) {
      if (golem.system === system) out.push(golemMarker(golem, system));
    }
    for (const ship of c.flagships || []) {
      if (ship.system === system) out.push(flagshipMarker(ship.seat, system));
    }
    out.push(...fateTokens(system, c));
    return out;
  }

  /** The B Fates' tokens at `system` (F9-F12): the Pathfinder's Clues on the map (the last 6
   *  placed) and the Portal, the Hegemon's Banners, the Planet Breaker's Fragments, Hammer and
   *  Broken Worlds. */
  function fateTokens(system, c) {
    const out = [];
    const p = c.pathfinder || {};
    for (const clue of (p.clues || []).slice(-6)) {
      if (clue.system === system) out.push(tokenMarker("clue", clue.check ? "\u2713" : "X", `a ${clue.check ? "Check" : "X"} Clue`, system, { "data-check": String(clue.check) }));
    }
    if (p.portal === system) out.push(tokenMarker("portal", "P", "the Portal", system, {}));
    for (const banner of (c.banners || {}).map || []) {
      if (banner.system === system) out.push(tokenMarker("banner", "B", `a ${banner.damaged ? "damaged " : ""}Banner of the Hegemon`, system, { "data-damaged": String(banner.damaged) }));
    }
    const h = c.planet_breaker || {};
    for (const x of h.fragments || []) if (x === system) out.push(tokenMarker("fragment", "H", "a Hammer Fragment", system, {}));
    if (h.hammer === system) out.push(tokenMarker("hammer", "H", "the prepared Planet Hammer", system, {}));
    for (const x of h.broken || []) if (x === system) out.push(tokenMarker("broken-world", "\u2716", "a Broken World (no building slots)", system, {}));
    return out;
  }

  function tokenMarker(kind, letter, name, system, data) {
    const text = `${name} at ${words.systemName(system)}`;
    return {
      words: name,
      draw: (x, y) => svg("g", {
        class: `fate-token ${kind}`, transform: `translate(${round(x)},${round(y)})`, "data-token": kind,
        "data-system": system, role: "img", "aria-label": text, "data-info": text, ...data,
      },
      svg("title", { text }),
      svg("circle", { class: "outline", r: 14, fill: "#fdf6e3", stroke: "#3b3b3b", "stroke-width": 3, "stroke-dasharray": data["data-damaged"] === "true" ? "5 3" : null }),
      svg("text", { x: 0, y: 6, "text-anchor": "middle", class: "token-letter", text: letter })),
    };
  }

  /** A Flagship piece (CRB p.22): a long hull in its owner's colour with an "F", unlike a ship. */
  function flagshipMarker(seat, system) {
    const style = seatStyle(seat);
    const text = `the Flagship of ${seatWords(seat)} at ${words.systemName(system)}`;
    return {
      words: `the Flagship of seat ${seat}`,
      draw: (x, y) => svg("g", {
        class: `flagship-piece seat-${seat}`, transform: `translate(${round(x)},${round(y)})`, "data-flagship": String(seat),
        "data-system": system, "data-pick": `flagship-piece:${seat} system:${system}`, role: "img", "aria-label": text, "data-info": text,
      },
      svg("title", { text }),
      svg("path", { d: "M -30 -12 L 18 -12 L 32 0 L 18 12 L -30 12 L -24 0 Z", fill: style.colour, stroke: "#111", "stroke-width": 3 }),
      svg("text", { x: -2, y: 7, "text-anchor": "middle", class: "flagship-letter", fill: style.ink, text: "F" })),
    };
  }

  function neutralBadge(kind, state, count, system) {
    const name = kind === "imperial" ? `Imperial ship${count === 1 ? "" : "s"}` : "Blight";
    const text = `${count} ${state} ${name} at ${words.systemName(system)}`;
    return {
      words: `${count} ${state} ${name}`,
      draw: (x, y) => {
        const look = kind === "imperial" ? IMPERIAL : BLIGHT;
        const damaged = state === "damaged";
        return svg("g", {
          class: `neutral-group ${kind}-group ${kind}-${state}`, transform: `translate(${round(x)},${round(y)})`,
          [`data-${kind}`]: "", "data-state": state, "data-count": count, "data-system": system,
          "data-pick": `${kind}:${system}:${state} system:${system}`, role: "button", "aria-disabled": "true", "aria-label": text, "data-info": text,
        },
        svg("title", { text }),
        svg("rect", { class: "outline", x: -28, y: -16, width: 56, height: 32, rx: kind === "imperial" ? 3 : 14, fill: damaged ? "#ffffff" : look.back, stroke: look.fill, "stroke-width": 3, "stroke-dasharray": damaged ? "5 3" : null }),
        svg("g", { transform: `translate(-12,0) scale(1.25)${damaged ? " rotate(90)" : ""}` },
          kind === "imperial" ? imperialIcon(damaged) : blightIcon(damaged)),
        svg("text", { x: 13, y: 8, "text-anchor": "middle", class: "ship-count", text: String(count) }));
      },
    };
  }

  /** A Golem as the observation shows it: named with its side, or hidden on its Sleeping side. */
  function golemTitle(golem) {
    return golem.golem ? `${golem.awake ? "Awake" : "Sleeping"} Golem: ${capital(golem.golem)}` : "a Sleeping Golem";
  }

  function golemMarker(golem, system) {
    const name = golemTitle(golem);
    const text = `${name} at ${words.systemName(system)}`;
    return {
      words: name,
      draw: (x, y) => svg("g", {
        class: "golem", transform: `translate(${round(x)},${round(y)})`, "data-golem": golem.golem || "", "data-awake": String(golem.awake),
        "data-system": system, role: "img", "aria-label": text, "data-info": text,
      },
      svg("title", { text }),
      svg("rect", { class: "outline", x: -28, y: -16, width: 56, height: 32, rx: 6, fill: golem.awake ? "#f4e3c4" : "#d8d2c4", stroke: "#6b4f1d", "stroke-width": 3 }),
      golemIcon(-12, 0),
      svg("text", { x: 13, y: 8, "text-anchor": "middle", class: "golem-text", text: golem.golem ? golem.golem[0].toUpperCase() : "?" })),
    };
  }

  function legendItems() {
    const icon = (node) => svg("svg", { viewBox: "-12 -12 24 24", width: 18, height: 18, "aria-hidden": "true" }, node);
    return [
      [icon(imperialIcon(false)), "Imperial ships (hollow: damaged)"],
      [icon(blightIcon(false)), "Blight (hollow: damaged)"],
      [icon(golemIcon(0, 0)), "Golem"],
      [icon(svg("path", { d: "M -11 -5 L 6 -5 L 11 0 L 6 5 L -11 5 L -8 0 Z", fill: "#777", stroke: "#111" })), "Flagship (in its owner's colour)"],
    ];
  }

  // -- the campaign panel --------------------------------------------------------------------------
  function campaignPanel(obs, view) {
    const c = obs.campaign || {};
    const n = obs.players || (obs.seats || []).length;
    const act = c.act || 1;
    const id = "arcs-campaign-title";
    const box = el("section", { class: "arcs-panel campaign-panel", "aria-labelledby": id, "data-campaign": "" },
      el("h2", { id, text: `The Blighted Reach, Act ${ROMAN[act] || act}` }));
    const over = endNode(obs, c, n, view);
    if (over) box.append(over);
    box.append(seatTable(obs, c, n, view));
    const between = intermissionNode(obs, c, n, view);
    if (between) box.append(between);
    const third = actThreeNode(c, view);
    if (third) box.append(third);
    box.append(empireFacts(obs, c));
    for (const ship of c.flagships || []) box.append(flagshipBoard(ship, view));
    const deal = negotiationNode(c.negotiation);
    if (deal) box.append(deal);
    const records = [summitNode(c), securingNode(c), scrappedNode(c)].filter(Boolean);
    if (records.length) box.append(el("div", { class: "campaign-records" }, ...records));
    const drawn = (c.fates || {}).drawn;
    if (drawn && drawn.length && view.seat !== null) {
      box.append(el("p", { class: "fates-drawn" }, `Your Fate cards drawn: ${drawn.map((f) => fateName(f)).join(" and ")}`,
        (c.fates.choosing || []).includes(view.seat) ? " (choose one, in secret)" : ""));
    }
    return box;
  }

  const BETWEEN_ACTS = {
    "campaign-chance-resolution": "Intermission, step A (Resolve Fate): the Caretaker's random lore cards",
    "campaign-rebuild": "Intermission, step D: a player with no ships or starports places 3 ships in a gate",
    "campaign-chance-new-fates": "Intermission, step F (Choose Fate): the new Fates are drawn (B after Act I, C after Act II)",
    "campaign-choose-new-fate": "Intermission, step F (Choose Fate): each chooses in secret, then all reveal",
    "campaign-chance-act-court": "The Intermission is over (the campaign can be packed up here); Act setup: the Court deck",
    "campaign-chance-act-event": "Act setup: the event die places Blight",
    "campaign-chance-act-numbers": "Act setup: the number die twice, resources on the ambition boxes",
  };

  /** Act III (CRB p.9): the Fates whose Act III part is not built yet (said plainly), the grand
   *  ambitions scored (one fulfilled: the chapter's lower Power, both: the higher), the final
   *  objectives completed. */
  function actThreeNode(c, view) {
    if (c.act !== 3) return null;
    const box = el("div", { class: "act-three", "data-act-three": "" }, el("h3", { text: "Act III" }));
    for (const fate of c.act3_missing || []) {
      box.append(el("p", { class: "act3-missing", "data-missing": fate }, `Act III part of ${fateName(fate)} not built yet: its Setup side does nothing${(fates[fate] || {}).letter === "C" ? "" : " and its grand ambitions are never fulfilled"}.`));
    }
    const scored = c.grand_ambitions || [];
    if (scored.length) {
      const list = el("ul", { class: "grand-ambitions" });
      for (const g of scored) {
        list.append(el("li", { "data-seat": String(g.seat), "data-chapter": String(g.chapter), "data-fulfilled": String(g.fulfilled) },
          `Chapter ${g.chapter}: `, seatMark(g.seat, { you: view.seat === g.seat }),
          ` fulfilled ${g.fulfilled} of 2 grand ambitions${g.power ? ` (+${g.power} Power)` : ""}`));
      }
      box.append(el("p", { class: "hint", text: `Grand ambitions, chapter by chapter (one: ${grandPower(1)}; both: ${grandPower(2)}):` }), list);
    }
    if ((c.final_winners || []).length) {
      box.append(el("p", { class: "final-winners" }, "Final objective completed: ", ...c.final_winners.flatMap((p, k) => (k ? [", ", seatMark(p)] : [seatMark(p)]))));
    }
    if (c.judges_chosen !== null && c.judges_chosen !== undefined && c.judges_chosen >= 0) {
      // The Judge's Chosen title (F24-04): its holder may act with the Judge's Loyal ships.
      box.append(el("p", { class: "judges-chosen", "data-judges-chosen": String(c.judges_chosen) }, "Judge's Chosen: ", seatMark(c.judges_chosen, { you: view.seat === c.judges_chosen })));
    }
    return box.childNodes.length > 1 ? box : null;
  }

  /** The chapter track's Act III side: the Power for one (k = 1) or both (k = 2) grand ambitions. */
  function grandPower(k) {
    return Object.entries(catalogue.grand_ambition_power || {}).map(([ch, v]) => `${v[k - 1]} in ch. ${ch}`).join(", ");
  }

  /** The game's end: the winner (after Act III, the campaign's: a final objective's, or the most
   *  Power, CRB p.8-9) and the campaign log sheet (CRB p.30): each seat's Fate and Power by Act. */
  function endNode(obs, c, n, view) {
    if (obs.phase !== "over" || obs.winner === null || obs.winner === undefined || obs.winner < 0) return null;
    const act = c.act || 1;
    const how = act !== 3 ? `wins Act ${ROMAN[act] || act} with the most Power`
      : (c.final_winners || []).length ? "wins the campaign by completing a final objective" : "wins the campaign with the most Power";
    const box = el("div", { class: "campaign-end", "data-winner": String(obs.winner) },
      el("p", { class: "campaign-winner" }, seatMark(obs.winner, { you: view.seat === obs.winner }), ` ${how}.`));
    const rows = c.log_sheet || [];
    if (!rows.length) return box;
    const acts = [...new Set(rows.map((r) => r.act))].sort();
    const table = el("table", { class: "campaign-log" },
      el("caption", { text: "Campaign log (CRB p.30): Fate, Power, Outrage and Flagship pieces at each Act's end" }),
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "Seat" }), ...acts.map((a) => el("th", { scope: "col", text: `Act ${ROMAN[a] || a}` })))));
    const body = el("tbody");
    for (let seat = 0; seat < n; seat++) {
      const cells = acts.map((a) => {
        const r = rows.find((x) => x.act === a && x.seat === seat);
        if (!r) return el("td", { text: "—" });
        const extra = [(r.outrage || []).length ? `Outrage ${r.outrage.join(", ")}` : null, (r.flagship || []).length ? `Flagship ${r.flagship.join(", ")}` : null,
          r.completed ? "objective completed" : null, r.won ? `won Act ${ROMAN[a] || a}` : null].filter(Boolean);
        return el("td", { "data-act": String(a), "data-power": String(r.power), "data-fate": r.fate || "", "data-won": r.won ? "true" : "false" },
          el("strong", { text: r.fate ? fateName(r.fate) : "no Fate" }), `: ${r.power} Power`,
          extra.length ? el("span", { class: "log-extra", text: ` (${extra.join("; ")})` }) : "");
      });
      body.append(el("tr", { "data-seat": String(seat), class: seat === obs.winner ? "log-winner" : "" },
        el("th", { scope: "row" }, seatMark(seat, { you: view.seat === seat })), ...cells));
    }
    table.append(body);
    box.append(el("div", { class: "campaign-table-wrap" }, table));
    return box;
  }

  /** The Intermission (CRB p.28-29): its step, the Fates of the Act before, who chose, whose
   * new Fate is still hidden. */
  function intermissionNode(obs, c, n, view) {
    const f = c.fates || {};
    const step = BETWEEN_ACTS[obs.phase];
    if (!step && !f.former) return null;
    const box = el("div", { class: "intermission", "data-intermission": obs.phase || "" });
    if (step) box.append(el("p", { class: "intermission-step", text: step }));
    if (f.former && f.chosen) {
      const waiting = new Set(f.choosing || []);
      const list = el("ul", { class: "intermission-fates" });
      for (let seat = 0; seat < n; seat++) {
        const before = f.former[seat];
        const done = (f.completed || [])[seat];
        const pick = f.chosen[seat];
        const state = waiting.has(seat) ? "choosing (secret)" : pick ? `chose ${fateName(pick)}` : "chosen (hidden until all reveal)";
        list.append(el("li", { class: "intermission-seat", "data-seat": String(seat), "data-chosen": waiting.has(seat) ? "" : (pick || "hidden") },
          seatMark(seat, { you: view.seat === seat }), ` ${fateName(before)} (${done ? "completed" : "failed"}): ${state}`));
      }
      box.append(list);
    }
    return box;
  }

  function seatTable(obs, c, n, view) {
    const f = c.fates || {};
    const choosing = new Set(f.choosing || []);
    const table = el("table", { class: "campaign-seats" },
      el("caption", { class: "visually-hidden", text: "Each seat's title, Fate, objective, Favors and Fate pieces" }),
      el("thead", {}, el("tr", {}, ...["Seat", "Title", "Fate", "Objective", "Favors held", "Fate pieces"].map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody");
    for (let seat = 0; seat < n; seat++) {
      const title = (c.titles || [])[seat];
      const first = c.first_regent === seat;
      const titleCell = el("td", { class: `title title-${title}`, "data-title": title || "", "data-label": "Title" },
        el("span", { class: `title-chip ${title}`, text: capital(title || "") }),
        first ? el("span", { class: "first-regent", text: "First Regent" }) : null);
      const fate = (f.fate || [])[seat];
      let fateCell;
      if (fate) {
        const info = fates[fate];
        fateCell = el("td", { class: "fate", "data-fate": fate, "data-label": "Fate" },
          el("strong", { class: "fate-name", text: fateName(fate) }),
          info ? el("span", { class: "fate-objective", text: (info.objectives || {})[String(c.act || 1)] || info.objective }) : null);
      } else {
        fateCell = el("td", { class: "fate hidden-fate", "data-fate": "", "data-label": "Fate" },
          choosing.has(seat) ? "choosing a Fate (secret)" : "hidden");
      }
      const marker = (f.objective || [])[seat];
      const grand = c.act === 3 && fate && (fates[fate] || {}).letter !== "C";
      const objective = el("td", { class: "objective", "data-label": "Objective", "data-objective": marker === null || marker === undefined ? "" : String(marker) },
        marker === null || marker === undefined ? (grand ? "grand ambitions (no marker)" : "—") : marker === 0 ? "complete (space 0)" : `marker on space ${marker}`);
      const favors = (c.favors || []).filter((x) => x.holder === seat);
      const favorCell = el("td", { class: "favors", "data-label": "Favors held", "data-favors": String(favors.reduce((a, x) => a + x.count, 0)) },
        ...(favors.length ? favors.map((x) => el("span", { class: "favor" }, `${x.count} of `, seatMark(x.owner))) : ["none"]));
      const row = el("tr", { class: `campaign-seat seat-${seat}${view.seat === seat ? " you" : ""}`, "data-seat": String(seat) },
        el("th", { scope: "row" }, seatMark(seat, { you: view.seat === seat })), titleCell, fateCell, objective, favorCell,
        el("td", { class: "fate-pieces", "data-label": "Fate pieces" }, ...fatePieces(obs, c, seat)));
      body.append(row);
    }
    table.append(body);
    return el("div", { class: "campaign-table-wrap" }, table);
  }

  /** What the Fates put in a seat's hands, as the observation shows it. */
  function fatePieces(obs, c, seat) {
    const out = [];
    const f = c.fates || {};
    const s = (obs.seats || [])[seat] || {};
    const held = (c.golems || []).filter((g) => g.holder === seat);
    if (held.length) {
      const names = held.map((g) => {
        const label = g.awake ? g.golem : "sleeping";
        const where = typeof g.slot === "number" ? ` in resource slot ${g.slot + 1}` : " on Golem Hearth";
        const picks = typeof g.slot === "number" ? `golem:${label}` : `golem-raid:${seat}:${label}:2 golem:${label}`;
        return el("span", { class: "golem-held", "data-pick": picks, role: "button", "aria-disabled": "true" },
          `${g.golem ? `${capital(g.golem)}${g.awake ? " (awake)" : " (sleeping)"}` : "a Sleeping Golem"}${where}`);
      });
      out.push(el("span", { class: "fate-piece golems-held", "data-golems": String(held.length) }, "Golems: ",
        ...names.flatMap((node, k) => (k ? [", ", node] : [node]))));
    }
    const league = c.merchant_league || {};
    if ((s.guild || []).includes("F3-02")) {
      const goods = Object.entries(league).map(([r, k]) => `${k} ${r}`);
      out.push(el("span", { class: "fate-piece merchant-league" }, `Merchant League: ${goods.join(", ") || "empty"}`));
    }
    const fate = (f.fate || [])[seat];
    const monopolies = Object.entries(c.monopolies || {}).filter(([, h]) => h === seat).map(([r]) => r);
    if (monopolies.length) {
      out.push(el("span", { class: "fate-piece monopolies" }, `Monopolies: ${monopolies.join(", ")}`));
    }
    if ((c.members || []).includes(seat)) {
      const marker = fate === "F2" && c.commonwealth ? ` (Commonwealth marker: ${c.commonwealth === "fate" ? "on the Fate card" : `on ${c.commonwealth}`})` : "";
      out.push(el("span", { class: "fate-piece member" }, `Member of the Commonwealth${marker}`));
    }
    const p = c.pathfinder;
    if (fate === "F9" && p) {
      const seen = p.recorded && p.recorded !== "hidden" ? `; the recorded planet: ${words.systemName(p.recorded)}` : "";
      out.push(el("span", { class: "fate-piece pathfinder" }, `Clues: ${(p.clues || []).length} placed; Portal: ${p.portal ? words.systemName(p.portal) : "not found"}${seen}`));
    } else if (p && p.recorded && p.recorded !== "hidden" && obs.seat === seat) {
      out.push(el("span", { class: "fate-piece pathfinder-record" }, `You recorded the Portal's planet: ${words.systemName(p.recorded)}`));
    }
    const b = c.banners;
    if (fate === "F10" && b) {
      out.push(el("span", { class: "fate-piece banners" }, `Banners: ${(b.map || []).length} on the map, ${b.supply} in the supply`));
    }
    if (b && (b.trophies || [])[seat]) {
      out.push(el("span", { class: "fate-piece banner-trophies" }, `Banner Trophies: ${b.trophies[seat]}`));
    }
    const h = c.planet_breaker;
    if (fate === "F11" && h) {
      const state = h.flipped ? `Hammer ${h.hammer ? `at ${words.systemName(h.hammer)}` : "not prepared"}, ${(h.broken || []).length} Broken World(s), ${(h.breaking_worlds || []).length} buildings on Breaking Worlds`
        : `Hammer Fragments: ${h.taken} taken, ${(h.fragments || []).length} on the map`;
      out.push(el("span", { class: "fate-piece planet-breaker" }, state));
    }
    if (fate === "F12" && c.hoard) {
      out.push(el("span", { class: "fate-piece hoard" }, `Pirate Hoard: ${Object.entries(c.hoard).map(([r, k]) => `${k} ${r}`).join(", ")}`));
    }
    if (fate === "F20" && c.green_vault) {
      out.push(el("span", { class: "fate-piece green-vault" }, `Green Vault (Captives, frozen): ${Object.entries(c.green_vault).map(([r, k]) => `${k} ${r}`).join(", ")}`));
    }
    if (fate === "F14" && (c.witnesses || []).length) {
      const placed = c.witnesses.filter((w) => w && w !== "psionic");
      const flipped = c.witnesses.filter((w) => w === "psionic").length;
      out.push(el("span", { class: "fate-piece witnesses", "data-witnesses": placed.join(" ") },
        `Witnesses: ${placed.join(", ") || "none on the map"}${flipped ? `; ${flipped} flipped to Psionic` : ""}`));
    }
    if (fate === "F16" && (c.fief_seats || []).length) {
      const placed = c.fief_seats.map((w, i) => (w && w !== "scrapped" ? `cluster ${i + 1} on ${w}` : null)).filter(Boolean);
      const spare = c.fief_seats.filter((w) => w === null).length;
      out.push(el("span", { class: "fate-piece fief-seats", "data-fief-seats": c.fief_seats.map((w) => w || "-").join(" ") },
        `Seats: ${placed.join(", ") || "none on the map"}; ${spare} with the Warden`));
    }
    if ((s.lore || []).includes("F14-03")) {
      out.push(el("span", { class: "fate-piece well-of-empathy", "data-well": String(c.well_of_empathy || 0) }, `Well of Empathy: ${c.well_of_empathy || 0} Psionic`));
    }
    if ((s.guild || []).includes("F15-03")) {
      out.push(el("span", { class: "fate-piece arsenal-keepers", "data-arsenal": String(c.arsenal_keepers || 0) }, `Arsenal Keepers: ${c.arsenal_keepers || 0} Weapons (frozen)`));
    }
    const scrapped = (c.scrapped_ships || [])[seat];
    if (scrapped) {
      out.push(el("span", { class: "fate-piece scrapped-ships", "data-scrapped-ships": String(scrapped) }, `Ships scrapped: ${scrapped}`));
    }
    const trophies = (c.neutral_trophies || []).filter((t) => t.seat === seat);
    if (trophies.length) {
      out.push(el("span", { class: "fate-piece neutral-trophies" }, `Trophies: ${trophies.map((t) => `${t.count} ${t.piece.replace("-", " ")}`).join(", ")}`));
    }
    return out.length ? out.flatMap((node, k) => (k ? [el("br"), node] : [node])) : ["—"];
  }

  function empireFacts(obs, c) {
    const list = el("dl", { class: "campaign-facts" });
    const add = (term, ...value) => list.append(el("div", { class: "fact" }, el("dt", { text: term }), el("dd", {}, ...value)));
    add("First Regent", c.first_regent === null || c.first_regent === undefined ? "none" : seatMark(c.first_regent));
    const council = c.council === "in-session" ? "In Session" : capital(String(c.council || "—"));
    add("Imperial Council", el("span", { "data-council": c.council || "" }, council),
      c.council_secured_by !== null && c.council_secured_by !== undefined ? el("span", {}, ", secured by ", seatMark(c.council_secured_by)) : "");
    const trust = Object.entries(c.imperial_trust || {});
    add("Imperial Trust", el("span", { "data-trust": trust.map(([r, k]) => `${r}:${k}`).join(" ") }, trust.length ? trust.map(([r, k]) => `${k} ${r}`).join(", ") : "empty"));
    const rest = (c.policies || []).slice(1).map((p) => capital(p));
    add("Policy", el("span", { "data-policy": c.policy || "" }, c.policy ? policyName(c.policy) : "none"),
      rest.length ? el("span", { class: "hint", text: ` (then ${rest.join(", ")})` }) : "");
    add("Edicts", el("span", { "data-edicts": (c.edicts || []).join(" ") }, (c.edicts || []).map((e) => edictName(e)).join("; ") || "none"));
    add("Empire", `Imperial clusters ${(c.imperial_clusters || []).join(" and ") || "none"}; ${sum(c.imperial_ships)} Imperial ships on the map, ${(c.supply || {}).imperial_ships ?? "?"} in the supply`);
    add("Blight", `${sum(c.blight)} on the map, ${(c.supply || {}).blight ?? "?"} in the supply`);
    const free = (obs.buildings || []).filter((b) => b.seat === "free");
    add("Free States", `${free.filter((b) => b.kind === "city").length} Free cities and ${free.filter((b) => b.kind === "starport").length} Free starports on the map${c.free_symbol ? `; Free symbol ${c.free_symbol}` : ""}`);
    if (c.doctrine) {
      const ideals = Object.entries(c.ideals || {});
      add("Doctrine", el("span", { "data-doctrine": c.doctrine }, capital(c.doctrine)),
        el("span", { "data-ideals": ideals.map(([a, i]) => `${a}:${i}`).join(" ") }, `; Ideals: ${ideals.length ? ideals.map(([a, i]) => `${capital(a)} ${i}`).join(", ") : "none yet"}`));
    }
    if (c.faithful_stack) {
      add("Faithful", `${c.faithful_stack} card${c.faithful_stack === 1 ? "" : "s"} in the stack`, c.faithful_top ? `, top: ${words.cardName(c.faithful_top)}` : "");
    }
    const battle = c.battle;
    if (battle) {
      const [f, d] = battle.imperial_attacking || [0, 0];
      add("Battle", `against ${FOES[battle.side] || `a seat (${battle.side})`}${f + d ? `; ${words.ships(f, d)} Imperial attacking` : ""}${battle.imperial_defending ? "; Imperial ships defend" : ""}`);
    }
    if (c.event_roll) add("Event dice", `${c.event_roll[0]} ${c.event_roll[1]}, cluster ${c.event_roll[2]}`);
    if (c.twisted_passage) add("Twisted Passage", twistedPassage(c.twisted_passage, c.flagships || []));
    // (an attached card whose host the table does not show: in words)
    const loose = (c.attached || []).filter((a) => !hostShown(obs, a.host));
    if (loose.length) add("Attached", loose.map((a) => `${words.cardName(a.card)} on ${words.cardName(a.host)}`).join("; "));
    return list;
  }

  /** The Twisted Passage (F22-05, `twisted_passage.view`): the map's centre, a 25th system off
   *  the Arcs map: its pieces (a Flagship there: ``system`` "7.0", `flagship.IN_PASSAGE`),
   *  controller, the event die's symbol (its exits), the Passages. */
  function twistedPassage(t, flagships) {
    const held = [];
    (t.ships || []).forEach(([f, d], p) => { if (f + d) held.push(seatMark(p), ` ${words.ships(f, d)}`, "; "); });
    const inside = flagships.filter((f) => f.system === "7.0").map((f) => f.seat);
    for (const p of inside) held.push(seatMark(p), " Flagship; ");
    const [ef, ed] = t.empire || [0, 0];
    if (ef + ed) held.push(`Empire ${words.ships(ef, ed)}; `);
    const [bf, bd] = t.blight || [0, 0];
    if (bf + bd) held.push(`Blight ${bf} fresh, ${bd} damaged; `);
    const ctrl = t.controller === -2 ? "the Empire" : t.controller >= 0 ? seatMark(t.controller) : "no one";
    const dead = (t.dead_live || []).reduce((a, k) => a + k, 0);
    return el("span", { "data-twisted": (t.ships || []).map(([f, d]) => `${f}+${d}`).join(" "), "data-passages": (t.passages || []).join(" "),
      "data-flagships": inside.join(" ") },
      ...(held.length ? held : ["no pieces; "]), "controlled by ", ctrl,
      `; exits: ${t.die ? `${t.die} planets` : "the die not rolled yet"}; Passages on ${(t.passages || []).join(", ") || "no gate"} (${t.supply} left)`,
      dead ? `; The Dead Live: ${dead} ship${dead === 1 ? "" : "s"}` : "");
  }

  /** A seat's Flagship board (CRB p.22): 6 Upgrades left to right, each with its Armor above;
   *  each slot empty or a city or starport, fresh or damaged (hollow, dashed, the word). A
   *  slot is picked by a click (`flagship:<seat>:<upgrade>`) to build, repair or hit it. */
  function flagshipBoard(ship, view) {
    const seat = ship.seat;
    const id = `flagship-board-${seat}-title`;
    const board = ship.board || {};
    const cell = (level, key, name) => {
      const b = board[`${level}-${key}`];
      const what = b ? `${b.damaged ? "damaged" : "fresh"} ${b.kind}` : "empty";
      const label = `${name} ${level === "armor" ? "Armor" : "Upgrade"}: ${what}`;
      return el("td", {
        class: `flagship-slot ${level}${b ? ` ${b.kind} ${b.damaged ? "damaged" : "fresh"}` : " empty"}`,
        "data-slot": `${level}-${key}`, "data-kind": b ? b.kind : "", "data-damaged": b ? String(b.damaged) : "",
        "data-pick": `flagship:${seat}:${key}`, role: "button", "aria-disabled": "true", "aria-label": label, "data-info": label,
      }, b ? `${b.kind === "city" ? "City" : "Starport"}${b.damaged ? " (damaged)" : ""}` : "—");
    };
    const table = el("table", { class: "flagship-board-slots" },
      el("caption", { class: "visually-hidden", text: `Upgrades and Armor of seat ${seat}'s Flagship, left to right` }),
      el("thead", {}, el("tr", {}, el("td"), ...UPGRADES.map(([key, name, up, armor]) =>
        el("th", { scope: "col", title: `build at: Upgrade ${up}, Armor ${armor}`, text: name })))),
      el("tbody", {},
        el("tr", {}, el("th", { scope: "row", text: "Armor" }), ...UPGRADES.map(([key, name]) => cell("armor", key, name))),
        el("tr", {}, el("th", { scope: "row", text: "Upgrade" }), ...UPGRADES.map(([key, name]) => cell("upgrade", key, name)))));
    return el("section", { class: `flagship-board seat-${seat}${view.seat === seat ? " you" : ""}`, "aria-labelledby": id, "data-flagship-board": String(seat) },
      el("h3", { id }, "Flagship of ", seatMark(seat, { you: view.seat === seat }), ` at ${words.systemName(ship.system)}`),
      el("div", { class: "campaign-table-wrap" }, table));
  }

  /** Whose Flagship board a ``hit flagship-<upgrade>`` takes: the attacker's while the hits are
   *  the attacker's own (self and intercept hits), else the defender's. */
  function hitBoard(obs) {
    const battle = (obs && obs.battle) || {};
    const own = ["self", "intercept"].includes(battle.stage);
    return own ? (obs.turn || {}).seat : battle.defender;
  }

  /** A small titled part of the panel: the Summit, the card being secured, the scrapped. */
  function record(name, title, ...children) {
    const id = `campaign-${name}-title`;
    return el("section", { class: `campaign-record campaign-${name}`, "aria-labelledby": id }, el("h3", { id, text: title }), ...children);
  }

  /** The Summit's gifts (`summit_gifts`): what the Magnate gave each Rival in this Summit's
   *  Negotiations, "rival favor owner" or "rival resource" (F3-01B: given back, it does not
   *  advance the Magnate's objective). */
  function summitNode(c) {
    const gifts = c.summit_gifts || [];
    if (!gifts.length) return null;
    const magnate = ((c.fates || {}).fate || []).indexOf("F3");
    const items = gifts.map((gift) => {
      const [to, what, owner] = gift.split(" ");
      const given = what === "favor" ? ["a Favor of ", seatMark(Number(owner))] : [`a ${what}`];
      return el("li", { class: "summit-gift", "data-gift": gift }, seatMark(Number(to)), " received ", ...given);
    });
    return record("summit", "Summit",
      el("p", { class: "hint" }, `Given by the ${fateName("F3")}`, ...(magnate >= 0 ? [" (", seatMark(magnate), ")"] : []),
        " to Rivals in this Summit (given back, a gift does not advance the objective):"),
      el("ul", { class: "summit-gifts" }, ...items));
  }

  /** The agents that were on the Court card being secured (`secured_agents`, a count per seat:
   *  Council Intrigue moves the securer's on). */
  function securingNode(c) {
    const counts = c.secured_agents || [];
    if (!counts.some((k) => k)) return null;
    const items = counts.map((k, seat) => (k ? el("li", { class: "secured-agents", "data-seat": String(seat), "data-count": String(k) },
      `${k} agent${k === 1 ? "" : "s"} of `, seatMark(seat)) : null)).filter(Boolean);
    return record("securing", "Card being secured", el("p", { class: "hint", text: "The agents that were on it:" }), el("ul", { class: "secured-list" }, ...items));
  }

  /** The cards scrapped (`scrapped`: Court cards, out of the campaign for good;
   *  `scrapped_actions`: action cards, out of the action deck for the Act), collapsed if many. */
  function scrappedNode(c) {
    const court = c.scrapped || [];
    const actions = c.scrapped_actions || [];
    if (!court.length && !actions.length) return null;
    const names = (ids, kind, name) => el("ul", { class: `card-names scrapped-${kind}`, "aria-label": name },
      ...ids.map((id) => el("li", { "data-scrapped": id, "data-info": (catalogue.cards[id] || {}).text || null },
        kind === "actions" ? `${words.cardName(id)} (${id})` : words.cardName(id))));
    const parts = [
      court.length ? el("p", { class: "scrapped-line" }, el("span", { class: "scrapped-what", text: "Court cards, out of the campaign: " }), names(court, "court", "Court cards scrapped")) : null,
      actions.length ? el("p", { class: "scrapped-line" }, el("span", { class: "scrapped-what", text: "Action cards, out of the deck this Act: " }), names(actions, "actions", "Action cards scrapped")) : null,
    ].filter(Boolean);
    const count = court.length + actions.length;
    if (count <= SCRAPPED_SHOWN) return record("scrapped", "Scrapped", ...parts);
    return record("scrapped", "Scrapped", el("details", { class: "scrapped-more" }, el("summary", { text: `${count} cards scrapped` }), ...parts));
  }

  // -- attached cards (CRB p.27) -------------------------------------------------------------------
  /** Whether the Arcs table shows `host`: a Court card in the Court row, or a card a seat holds. */
  function hostShown(obs, host) {
    return (obs.court || []).some((slot) => slot.card === host)
      || (obs.seats || []).some((s) => (s.guild || []).includes(host) || (s.lore || []).includes(host) || s.leader === host);
  }

  /** Each attached card drawn on its host wherever the Arcs table shows it (the Court row, the
   *  cards a seat holds): a small card over the host's lower edge, host and card in one holder. */
  function drawAttached(root, obs) {
    for (const a of (obs.campaign || {}).attached || []) {
      const id = CSS.escape(a.host);
      for (const host of root.querySelectorAll(`.arcs-court .court-slot > .card[data-card="${id}"], .player-board .held > .card[data-card="${id}"]`)) {
        const holder = el("div", { class: "attach-host", "data-host": a.host });
        host.replaceWith(holder);
        holder.append(host, attachedCard(a));
      }
    }
  }

  function attachedCard(a) {
    const card = catalogue.cards[a.card] || { kind: "unknown", text: "" };
    const name = words.cardName(a.card);
    const label = `Attached: ${name}`;
    return el("div", {
      class: `attached-card kind-${card.kind}${card.kind === "guild" ? ` band-${card.suit}` : ""}`, "data-attached": a.card, "data-host": a.host,
      role: "img", "aria-label": label, title: label, "data-info": `${label}, on ${words.cardName(a.host)}. ${card.text || ""}`.trim(),
    },
    el("span", { class: "attached-tag", text: "Attached" }),
    el("span", { class: "attached-name", text: name }));
  }

  function negotiationNode(deal) {
    if (!deal) return null;
    // "give": an action the proposer takes toward the Rival; "ask": one the Rival takes.
    const parts = (deal.parts || []).map((p) => {
      const [side, ...rest] = p.split(" ");
      const who = side === "give" ? deal.proposer : side === "ask" ? deal.rival : null;
      return el("li", { class: "deal-part", "data-part": p }, who === null ? side : seatMark(who), ` would ${partWords(rest.join(" "))}`);
    });
    return el("div", { class: "negotiation", role: "group", "aria-label": "The Negotiation under way", "data-proposer": String(deal.proposer), "data-rival": String(deal.rival) },
      el("p", { class: "deal-head" }, "Negotiation: ", seatMark(deal.proposer), " proposes to ", seatMark(deal.rival),
        typeof deal.consent_of === "number" ? el("span", {}, " (accepted: awaiting the consent of ", seatMark(deal.consent_of), ")")
          : deal.offered ? " (offered: awaiting consent)" : " (being built)"),
      parts.length ? el("ul", { class: "deal-parts" }, ...parts) : el("p", { class: "hint", text: "No part yet." }));
  }

  // -- action texts --------------------------------------------------------------------------------
  /** A Negotiation action in words ("cede 3.3 fresh" -> "cede control of a fresh ship at 3.3 ..."). */
  function partWords(text) {
    const [what, ...args] = text.split(" ");
    switch (what) {
      case "cede": return args[1] ? `cede control of a ${args[1]} ship at ${words.systemName(args[0])}` : `cede control of the building at ${words.slotName(args[0])}`;
      case "delegate": return `delegate an agent on ${words.cardName(args[0])}`;
      case "promise": return "promise a Favor";
      case "invite": return "invite to the Empire";
      case "transfer":
        // Forced by Return Favors, a resource names the raid cost of the slot it comes from.
        if (resourceNames.includes(args[0]) && args[1]) return `transfer the ${args[0]} in a ${args[1]}-key slot`;
        return `transfer ${args.map((a) => (catalogue.cards[a] ? words.cardName(a) : a)).join(" ")}`;
      default: return text;
    }
  }

  /** Return Favors ("force 1 transfer relic 2"): the Favors returned, 1 or the slot's raid cost. */
  function forceCost(part) {
    return part[0] === "transfer" && resourceNames.includes(part[1]) && part[2] ? Number(part[2]) : 1;
  }

  /** What goes along with the ships (``imperial F D``, ``witness K``, F14-02): the action's own
   * words, then a step each; `say` names them in a sentence. */
  function imperialStep(args) {
    const k = args.indexOf("imperial");
    const w = args.indexOf("witness");
    const cut = [k, w].filter((i) => i >= 0);
    if (!cut.length) return [args, []];
    const extra = [];
    if (k >= 0) {
      const [f, d] = [args[k + 1], args[k + 2]];
      const imperial = words.ships(f, d, "Imperial ship");
      extra.push({ key: `imperial-ships:${f}:${d}`, label: `with ${imperial}`, ask: "With how many Imperial ships?", say: `with ${imperial}` });
    }
    if (w >= 0) {
      const n = Number(args[w + 1]);
      extra.push({ key: `witnesses:${n}`, label: `with ${n} Witness${n === 1 ? "" : "es"}`, ask: "With how many Witnesses?", say: `with ${n} Witness${n === 1 ? "" : "es"}` });
    }
    return [args.slice(0, Math.min(...cut)), extra];
  }

  function steps(text, view) {
    const [what, ...args] = text.split(" ");
    const head = base.steps(text, view)[0];
    const obs = view && view.observation;
    const battleSystem = obs && obs.battle ? obs.battle.system : null;
    switch (what) {
      case "spend": { // the action bought is a campaign one: its campaign steps
        const [paid, rest] = spent(args);
        return rest.length ? [...base.steps(paid, view), ...steps(rest.join(" "), view)] : base.steps(text, view);
      }
      case "hit": {
        const m = /^(imperial|blight)-(fresh|damaged)$/.exec(args[0] || "");
        if (m) {
          const name = m[1] === "imperial" ? "Imperial ship" : "Blight";
          return [head, { key: `${m[1]}:${battleSystem}:${m[2]}`, label: `a ${m[2]} ${name}`, ask: "Which piece takes the hit?" }];
        }
        const f = /^flagship-(\w+)$/.exec(args[0] || "");
        if (f) {
          return [head, { key: `flagship:${hitBoard(obs)}:${f[1]}`, label: `the Flagship's ${UPGRADE_NAME[f[1]]}`, ask: "Which piece takes the hit?" }];
        }
        break;
      }
      case "build":
        if (UPGRADE_NAME[args[1]]) {
          return [head, { key: `piece:${args[0]}`, label: `a ${args[0]}`, ask: "Build what?" },
            { key: `flagship:${view ? view.seat : null}:${args[1]}`, label: `on the Flagship's ${UPGRADE_NAME[args[1]]}`, ask: "Where?" }];
        }
        if (args[1] === "flagship") {
          return [head, { key: "piece:ship", label: "a ship", ask: "Build what?" }, { key: `flagship-piece:${view ? view.seat : null}`, label: "at your Flagship", ask: "Where?" }];
        }
        break;
      case "repair":
        if (args[0] === "upgrade" || args[0] === "armor") {
          return [head, { key: `flagship:${view ? view.seat : null}:${args[1]}`, label: `the ${UPGRADE_NAME[args[1]]} ${args[0] === "armor" ? "Armor" : "Upgrade"}`, ask: "Which?" }];
        }
        break;
      case "move": case "catapult": {
        const k = args.indexOf("flagship");
        if (k >= 0) { // the Flagship goes along (`flagship`): the ships' steps, then the Flagship's
          const [own, extra] = imperialStep(args.filter((a, j) => j !== k));
          const alone = what === "catapult" && Number(own[1]) === 0 && Number(own[2]) === 0;
          const ships = alone ? [head, base.steps(`catapult ${own[0]} 1 0`, view)[1]] : cardSteps(base.steps([what, ...own].join(" "), view));
          return [...ships, { key: `flagship-piece:${view ? view.seat : null}`, label: alone ? "the Flagship alone" : "and the Flagship", ask: "With the Flagship?" }, ...extra];
        }
        const [own, extra] = imperialStep(args);
        return [...cardSteps(base.steps([what, ...own].join(" "), view)), ...extra];
      }
      case "battle": {
        const [own, extra] = imperialStep(args);
        if (FOES[own[1]]) {
          const at = base.steps(`battle ${own[0]} 0`, view)[1];
          return [head, at, { key: `foe:${own[1]}`, label: FOES[own[1]], ask: "Against whom?" }, ...extra];
        }
        return [...base.steps(own.join(" "), view), ...extra];
      }
      case "place":
        if (args.length === 2) { // setup: a Loyal building (``place city 5.1``), not ships
          return [{ ...head, label: "place a building" }, ...base.steps(`build ${args[0]} ${args[1]}`, view).slice(1)];
        }
        break;
      case "golem": {
        const [name, ...rest] = args;
        const to = rest.pop();
        return [{ ...head, label: "spend a Golem" }, { key: `golem:${name}`, label: golemName(name), ask: "Which Golem?" },
          { key: `golem-do:${rest.join(":")}`, label: golemDeed(name, rest), ask: "To do what?" },
          { key: `seat:${to}`, label: keeps(to, view) ? "you keep it" : `to seat ${to}`, ask: "Who takes it, Sleeping?" }];
      }
      case "steal":
        if (args[0] === "golem") {
          const holder = obs && obs.battle ? obs.battle.defender : null;
          return [head, { key: `golem-raid:${holder}:${args[1]}:${args[2]}`, label: `${golemName(args[1])} (raid cost ${args[2]})`, ask: "Which?" }];
        }
        break;
      case "discard":
        if (args[0] === "golem") {
          return [head, { key: `golem:${args[1]}`, label: golemName(args[1]), ask: "Which?" },
            { key: `seat:${args[2]}`, label: `to seat ${args[2]}`, ask: "To whom, Sleeping?" }];
        }
        break;
      case "slipstream": {
        const [own, extra] = imperialStep(args); // (commanded Imperial ships along)
        return [{ ...head, label: "Slipstream Drive" }, own[0] === "flagship"
          ? { key: `flagship-piece:${view ? view.seat : null}`, label: "the Flagship alone", ask: "Catapult what?" }
          : { key: `slipstream-ships:${own[0]}:${own[1]}`, label: `${words.ships(Number(own[0]), Number(own[1]))} from the Flagship`, ask: "Catapult what?" }, ...extra];
      }
      case "choose":
        if (args.length === 4 && args[3] === "flagship") { // Sprinter Drives: the Flagship moves again
          return [...base.steps(`choose ${args.slice(0, 3).join(" ")}`, view),
            { key: `flagship-piece:${view ? view.seat : null}`, label: "and the Flagship", ask: "With the Flagship?" }];
        }
        break;
      case "fate":
        return [{ ...head, label: "choose a Fate" }, { key: `fate:${args[0]}`, label: fateName(args[0]), ask: "Which Fate?" }];
      case "change":
        return [{ ...head, label: "change the Policy" }, { key: `policy:${args[0]}`, label: policyName(args[0]), ask: "Which Policy?" }];
      case "propose":
        return [{ ...head, label: "propose a deal" }, { key: `seat:${args[0]}`, label: `to seat ${args[0]}`, ask: "To whom?" }];
      case "give": case "ask":
        return [{ ...head, label: what === "give" ? "give (you take this action)" : "ask (they take this action)" },
          { key: `part:${args.join(":")}`, label: partWords(args.join(" ")), ask: "Which part of the deal?" }];
      case "force": {
        const [rival, ...part] = args;
        const cost = forceCost(part);
        return [{ ...head, label: "return Favors" }, { key: `seat:${rival}`, label: `seat ${rival}'s Favors`, ask: "Whose Favors?" },
          { key: `part:${part.join(":")}`, label: `${partWords(part.join(" "))} (${cost} Favor${cost === 1 ? "" : "s"})`, ask: "To force them to do what?" }];
      }
      default:
        break;
    }
    return cardSteps(base.steps(text, view)).map((step) => (step.key.startsWith("piece:") && PIECE_NAMES[step.key.slice(6)] ? { ...step, label: PIECE_NAMES[step.key.slice(6)] } : step));
  }

  /** True while Green Vault's question is up (F20-02: the Material or Fuel just taken). */
  function greenVaultAsks(view) {
    const choices = (view && view.observation && view.observation.choices) || [];
    return choices.length > 0 && choices[choices.length - 1][1] === "F20-02";
  }

  /** Campaign and Fate Set card ids (CC05, F3-02, EVENT1) are cards, clicked as the Arcs ones. */
  function cardSteps(list) {
    return list.map((step) => {
      const id = step.key.startsWith("word:") ? step.key.slice(5) : null;
      return id && catalogue.cards[id] ? { key: `card:${id}`, label: words.cardName(id), ask: step.ask === "Which?" ? "Which card?" : step.ask } : step;
    });
  }

  function negotiating(view) {
    const c = view && view.observation && view.observation.campaign;
    return Boolean(c && (c.steps || []).some((step) => ["negotiate", "deal", "consent"].includes(step[0])));
  }

  /** "spend psionic [as X] move ..." -> ["spend psionic [as X]", the action's words]. */
  function spent(args) {
    const k = args[1] === "as" ? 3 : 1;
    return [["spend", ...args.slice(0, k)].join(" "), args.slice(k)];
  }

  /** The sentence of an action the campaign adds or changes, or null: the Arcs one. */
  function special(text, view) {
    const [what, ...args] = text.split(" ");
    switch (what) {
      case "spend": {
        const [paid, rest] = spent(args);
        const then = rest.length ? special(rest.join(" "), view) : null;
        return then === null ? null : `${base.sentence(paid, view)} to ${then}`;
      }
      case "hit": {
        const m = /^(imperial|blight)-(fresh|damaged)$/.exec(args[0] || "");
        if (m) return `put a hit on a ${m[2]} ${m[1] === "imperial" ? "Imperial ship" : "Blight"}`;
        const f = /^flagship-(\w+)$/.exec(args[0] || "");
        if (f) return `put a hit on the ${UPGRADE_NAME[f[1]]} of seat ${hitBoard(view && view.observation)}'s Flagship (its Armor first)`;
        const b = /^banner-(fresh|damaged)$/.exec(args[0] || "");
        if (b) return `put a hit on the ${b[1]} Banner`;
        break;
      }
      case "build":
        if (UPGRADE_NAME[args[1]]) return `build a ${args[0]} on your Flagship's ${UPGRADE_NAME[args[1]]} (its Upgrade, or its Armor if the Upgrade is built)`;
        if (args[1] === "flagship") return "build a ship at your Flagship";
        break;
      case "repair":
        if (args[0] === "upgrade" || args[0] === "armor") return `repair your Flagship's ${UPGRADE_NAME[args[1]]} ${args[0] === "armor" ? "Armor" : "Upgrade"}`;
        if (args[0] === "banner") return `repair the Banner at ${words.systemName(args[1])}`;
        break;
      case "slipstream": {
        const [own, extra] = imperialStep(args);
        const main = own[0] === "flagship"
          ? "use the Slipstream Drive: Catapult move your Flagship alone"
          : `use the Slipstream Drive: Catapult move ${words.ships(Number(own[0]), Number(own[1]))} from your Flagship`;
        return [main, ...extra.map((e) => e.say)].join(", ");
      }
      case "move": case "catapult": case "battle": {
        const k = args.indexOf("flagship");
        if (k >= 0) {
          const [own, extra] = imperialStep(args.filter((a, j) => j !== k));
          const alone = what === "catapult" && Number(own[1]) === 0 && Number(own[2]) === 0;
          const main = alone ? `carry your Flagship alone on to ${words.systemName(own[0])}` : `${base.sentence([what, ...own].join(" "), view)}, with your Flagship`;
          return [main, ...extra.map((e) => e.say)].join(", ");
        }
        const [own, extra] = imperialStep(args);
        const foe = what === "battle" && FOES[own[1]];
        const main = foe ? `battle ${foe} at ${words.systemName(own[0])}` : base.sentence([what, ...own].join(" "), view);
        return [main, ...extra.map((e) => e.say)].join(", ");
      }
      case "place":
        if (args.length === 2) return `place ${PIECE_NAMES[args[0]] || `a ${args[0]}`} at ${words.systemName(args[1])}`;
        break;
      case "repair": case "build":
        if (PIECE_NAMES[args[0]]) return `${what} ${PIECE_NAMES[args[0]]} at ${words.systemName(args[1])}`;
        break;
      case "fate": return args[0] === "(hidden)" ? "choose a Fate, hidden" : `choose the Fate ${fateName(args[0])}`;
      case "change": return `change the Policy to ${policyName(args[0])}`;
      case "propose": return `propose a deal to seat ${args[0]}`;
      case "give": return `offer to ${partWords(args.join(" "))}`;
      case "ask": return `ask them to ${partWords(args.join(" "))}`;
      case "force": {
        const [rival, ...part] = args;
        const cost = forceCost(part);
        return `return ${cost} of seat ${rival}'s Favors to force them to ${partWords(part.join(" "))}`;
      }
      case "offer": return "offer the deal";
      case "withdraw": return "withdraw the deal";
      case "accept": return "accept the deal";
      case "refuse": return "refuse the deal";
      case "pass": if (negotiating(view)) return "stop negotiating"; break;
      case "demand":
        if (args[args.length - 1] === "vault") return `collect ${capital(args[1])} from seat ${args[0]} into your Captives (Green Vault), not the Trust`;
        if (args[args.length - 1] === "arsenal") return `collect a Weapon from seat ${args[0]} onto Arsenal Keepers, not the Trust`;
        break;
      case "summit": return "call a Summit";
      case "no-summit": return "call no Summit";
      case "event": return `play ${words.cardName(args[0])} as an Event`;
      case "seize-outrage": return `seize the initiative by Outrage of ${args[0]}`;
      case "awaken": return "awaken the Golems at the gates you control onto Golem Hearth";
      case "golem": return golemWords(args, view);
      case "steal":
        if (args[0] === "golem") return `raid ${golemName(args[1])} for ${args[2]} key${args[2] === "1" ? "" : "s"}`;
        if (args[0] === "hoard") return `raid ${capital(args[1])} from the Pirate Hoard for 2 keys`;
        break;
      case "choose":
        if (args.length === 4 && args[3] === "flagship") {
          const with_ = Number(args[2]) ? ` with ${words.ships(Number(args[2]), 0)}` : " alone";
          return `move your Flagship once more (Sprinter Drives) from ${words.systemName(args[0])} to ${words.systemName(args[1])}${with_}`;
        }
        if (args.length === 1 && greenVaultAsks(view)) { // Green Vault (F20-02)
          return args[0] === "keep" ? "keep the rest on your board" : `put 1 ${capital(args[0])} in your Captives (Green Vault: frozen there)`;
        }
        if (args.length === 1 && args[0] === "hoard") return "put the stolen resource on the Pirate Hoard";
        if (args.length === 1 && args[0] === "keep") return "keep the stolen resource on your board";
        break;
      case "discard": if (args[0] === "golem") return `discard ${golemName(args[1])} instead: it sleeps in seat ${args[2]}'s empty slot`; break;
      case "clue": return `pay ${capital(args[0])} to uncover a Clue at your Flagship's planet`;
      case "banner": return "plant a Banner at your Flagship's planet";
      case "spirits": return `call spirits: gain 2 resources of ${words.systemName(args[0])}'s type`;
      case "bodies": return `call bodies: 2 fresh ships at the Banner of ${words.systemName(args[0])}`;
      case "fragment": return `repair the Hammer with the Fragment at ${words.systemName(args[0])}`;
      case "prepare": return `prepare the Planet Hammer at ${words.systemName(args[0])}`;
      case "break": return "break the world under the Planet Hammer";
      case "resettle": return `resettle ${words.cardName(args[0])} in a Free city at ${words.systemName(args[1])}`;
      case "hoard": {
        let rest = args.slice(1);
        let as = "";
        if (rest[0] === "as") {
          as = ` as ${capital(rest[1])}`;
          rest = rest.slice(2);
        }
        if (!rest.length) return `spend ${capital(args[0])} from the Pirate Hoard${as} to battle`;
        return `spend ${capital(args[0])} from the Pirate Hoard${as} to ${special(rest.join(" "), view) ?? base.sentence(rest.join(" "), view)}`;
      }
      case "board": return `put ${capital(args[0])} from the Pirate Hoard on your board`;
      default: break;
    }
    const own = args.filter((a) => catalogue.cards[a] && !base.steps(text, view).some((step) => step.key === `card:${a}`));
    if (!own.length) return null;
    // Campaign card ids the Arcs words do not know as cards: their names.
    return own.reduce((out, a) => out.replace(a, words.cardName(a)), base.sentence(text, view));
  }

  function sentence(text, view) {
    return special(text, view) ?? base.sentence(text, view);
  }

  function logEntry(line, view) {
    if (line.seat >= 0 && line.text === "fate (hidden)") return `${capital(line.who)} chooses a Fate, in secret.`;
    if (line.seat >= 0 && line.text === "choose (hidden)") return `${capital(line.who)} records the Portal's planet, in secret.`;
    const own = line.seat >= 0 ? special(line.text, view) : null;
    if (own === null) return base.logEntry(line, view);
    const text = `${capital(line.who)} ${third(own)}.`;
    return line.private ? `${text} (Only you see the card.)` : text;
  }

  // -- the Golems (F5-05, F5-06) -------------------------------------------------------------------
  /** A Golem as actions name it: its name if Awake, "sleeping" if its side hides it. */
  function golemName(label) {
    return label === "sleeping" ? "a Sleeping Golem" : `the ${capital(label)} Golem`;
  }

  function keeps(to, view) {
    return view && view.observation && Number(to) === view.observation.seat;
  }

  /** What spending a Golem does (``golem NAME ...``, the receiver left off). */
  function golemDeed(name, rest) {
    if (rest[0] === "none") return "nothing (only spent)";
    if (name === "warrior") return `destroy every damaged ship at ${words.systemName(rest[0])}`;
    if (name === "protector") return "repair your damaged ships";
    if (name === "seeker") return `a Catapult move of ${rest[1]} fresh, ${rest[2]} damaged ships from ${words.systemName(rest[0])}`;
    return `gain ${rest[0]}`;
  }

  function golemWords(args, view) {
    const [name, ...rest] = args;
    const to = rest.pop();
    const after = keeps(to, view) ? "you keep it (no Rival has an empty slot)" : `it sleeps in seat ${to}'s empty slot`;
    return `spend ${golemName(name)}: ${golemDeed(name, rest)}; ${after}`;
  }

  /** Golems a seat holds outside Golem Hearth fill its resource slots (F5-05): each is drawn in
   *  the slot the observation names, which the Arcs board drew as closed. */
  function drawGolemSlots(root, obs) {
    const costs = catalogue.player_board.resource_raid_costs;
    for (const golem of (obs.campaign || {}).golems || []) {
      if (typeof golem.slot !== "number") continue;
      const slot = root.querySelectorAll(`.player-board.seat-${golem.holder} .resource-slots > .resource-slot`)[golem.slot];
      if (!slot) continue;
      const label = golem.awake ? golem.golem : "sleeping";
      const name = golemTitle(golem);
      slot.classList.remove("closed");
      slot.classList.add("golem-slot");
      slot.setAttribute("aria-label", `slot, raid cost ${costs[golem.slot]}: ${name}`);
      slot.append(el("span", {
        class: `golem-token${golem.awake ? " awake" : ""}`, "data-golem": golem.golem || "", "data-awake": String(golem.awake),
        "data-pick": `golem-raid:${golem.holder}:${label}:${costs[golem.slot]} golem:${label}`, role: "button", "aria-disabled": "true",
        title: name, "data-info": `${name} (raid cost ${costs[golem.slot]})`,
      }, el("span", { "aria-hidden": "true", text: golem.golem ? golem.golem.slice(0, 3) : "zzz" }), el("span", { class: "visually-hidden", text: name })));
    }
  }

  function render(root, view) {
    base.render(root, view);
    drawAttached(root, view.observation);
    drawGolemSlots(root, view.observation);
  }

  return {
    ...base,
    stylesheet: new URL("./campaign.css", import.meta.url).href,
    render,
    steps,
    sentence,
    logEntry,
  };
}

function third(sentence) {
  const [verb, ...rest] = sentence.split(" ");
  let out = `${verb}s`;
  if (/(s|sh|ch|x)$/.test(verb)) out = `${verb}es`;
  else if (/[^aeiou]y$/.test(verb)) out = `${verb.slice(0, -1)}ies`;
  return [out, ...rest].join(" ");
}

function round(n) {
  return Math.round(n * 10) / 10;
}

function sum(rows) {
  return (rows || []).reduce((a, r) => a + r.fresh + r.damaged, 0);
}

/** An Imperial ship: a broad arrowhead with a crown bar, purple and gold (hollow: damaged). */
function imperialIcon(damaged) {
  return svg("g", {},
    svg("path", { d: "M0,-11L9,7L3,4L0,10L-3,4L-9,7Z", fill: damaged ? "#ffffff" : IMPERIAL.fill, stroke: damaged ? IMPERIAL.fill : "#1b1b1b", "stroke-width": damaged ? 2.4 : 1.4 }),
    svg("path", { d: "M-4,-1L-2,-4L0,-1L2,-4L4,-1V2H-4Z", fill: damaged ? IMPERIAL.fill : IMPERIAL.ink }));
}

/** A Blight token: a spiky blot, green (hollow: damaged). */
function blightIcon(damaged) {
  const points = [];
  for (let k = 0; k < 14; k++) {
    const a = (k * Math.PI) / 7;
    const r = k % 2 ? 5 : 10;
    points.push(`${round(r * Math.cos(a))},${round(r * Math.sin(a))}`);
  }
  return svg("g", {},
    svg("path", { d: `M${points.join("L")}Z`, fill: damaged ? "#ffffff" : BLIGHT.fill, stroke: damaged ? BLIGHT.fill : "#1b1b1b", "stroke-width": damaged ? 2.4 : 1.2 }),
    svg("circle", { r: 3, fill: damaged ? BLIGHT.fill : BLIGHT.ink }));
}

/** A Golem: a squat figure in stone brown. */
function golemIcon(x, y) {
  return svg("path", { d: `M${x - 5},${y - 10}H${x + 5}V${y - 4}H${x + 9}V${y + 4}H${x + 5}V${y + 10}H${x + 1}V${y + 5}H${x - 1}V${y + 10}H${x - 5}V${y + 4}H${x - 9}V${y - 4}H${x - 5}Z`, fill: "#8a6a3a", stroke: "#1b1b1b", "stroke-width": 1.2 });
}
