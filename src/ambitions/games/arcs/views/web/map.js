// The Reach as the printed board: six clusters in a ring around the centre, cluster 1 at the top
// and numbering clockwise; in each, the gate towards the centre and the three planets outside it
// (.1, .2, .3 clockwise, so 2.3 borders 3.1 and 5.3 borders 6.1). Planets show their type, their
// building slots and the buildings in them; ships stand beside their system, fresh ones upright
// and damaged ones tipped over, in their seat's colour and shape. Out-of-play clusters are covered
// and their gate carries the path marker.
import { seatShape, seatStyle, seatWords, shapePath, svg } from "/static/ui.js";

export const PLANET_COLOURS = {
  material: "#cdb994", fuel: "#f2c14e", weapon: "#e58a78", relic: "#86cbbd", psionic: "#c8a2d8",
};

const R_GATE = 205;
const R_PLANET = [0, 365, 405, 365];
const GATE_SIZE = 46;
const PLANET_SIZE = 62;
const SLOT = 30;

function polar(radius, degrees) {
  const a = (degrees * Math.PI) / 180;
  return [radius * Math.cos(a), radius * Math.sin(a)];
}

function clusterAngle(cluster) {
  return -90 + (cluster - 1) * 60;
}

/** Where a system is drawn: [x, y, angle in degrees]. */
export function systemPosition(id) {
  const [cluster, k] = id.split(".").map(Number);
  const angle = clusterAngle(cluster) + (k ? (k - 2) * 20 : 0);
  const [x, y] = polar(k ? R_PLANET[k] : R_GATE, angle);
  return [x, y, angle];
}

function round(n) {
  return Math.round(n * 10) / 10;
}

function wedge(cluster) {
  const a0 = clusterAngle(cluster) - 30;
  const a1 = clusterAngle(cluster) + 30;
  const [x0, y0] = polar(128, a0);
  const [x1, y1] = polar(545, a0);
  const [x2, y2] = polar(545, a1);
  const [x3, y3] = polar(128, a1);
  return `M${round(x0)},${round(y0)}L${round(x1)},${round(y1)}A545,545 0 0,1 ${round(x2)},${round(y2)}L${round(x3)},${round(y3)}A128,128 0 0,0 ${round(x0)},${round(y0)}Z`;
}

function boundary(cluster) {
  const a = clusterAngle(cluster) + 30; // between this cluster and the next
  const [x0, y0] = polar(128, a);
  const [x1, y1] = polar(545, a);
  return `M${round(x0)},${round(y0)}L${round(x1)},${round(y1)}`;
}

function cityPath(x, y, s) {
  const h = s / 2;
  return `M${round(x - h)},${round(y + h)}V${round(y - h * 0.2)}L${round(x)},${round(y - h)}L${round(x + h)},${round(y - h * 0.2)}V${round(y + h)}Z`;
}

function starportPath(x, y, s) {
  const points = [];
  for (let k = 0; k < 8; k++) {
    const [px, py] = polar(s / 2, 22.5 + k * 45);
    points.push(`${round(x + px)},${round(y + py)}`);
  }
  return `M${points.join("L")}Z`;
}

/** A building in its seat's colour with the seat's shape on it; a damaged one is tipped over. */
function buildingIcon(building, x, y, size) {
  const style = seatStyle(building.seat);
  const body = building.kind === "city" ? cityPath(0, 0, size) : starportPath(0, 0, size);
  const g = svg("g", { transform: `translate(${round(x)},${round(y)})${building.damaged ? " rotate(-35)" : ""}` },
    svg("path", { d: body, fill: building.damaged ? "#ffffff" : style.colour, stroke: building.damaged ? style.colour : "#111", "stroke-width": building.damaged ? 3.5 : 2, "stroke-dasharray": building.damaged ? "4 2" : null }),
    svg("path", { d: shapePath(style.shape, 0, building.kind === "city" ? 3 : 0, size * 0.42), fill: building.damaged ? style.colour : style.ink, stroke: building.damaged ? "#111" : "none", "stroke-width": 1 }));
  return g;
}

/** A group of one seat's ships in a system: fresh (upright, filled) or damaged (tipped, hollow). */
function shipBadge(seat, state, count, x, y, system) {
  const style = seatStyle(seat);
  const damaged = state === "damaged";
  const words = `${seatWords(seat)}: ${count} ${state} ship${count === 1 ? "" : "s"} at ${system}`;
  return svg("g", {
    class: `ship-group ship-${state} seat-${seat}`, transform: `translate(${round(x)},${round(y)})`,
    "data-seat": seat, "data-state": state, "data-count": count, "data-system": system,
    "data-pick": `system:${system} seat:${seat} ships:${system}:${seat}:${state}`, "aria-label": words, "data-info": words, role: "button", "aria-disabled": "true",
  },
  svg("rect", { class: "outline", x: -28, y: -16, width: 56, height: 32, rx: 9, fill: damaged ? "#f4f1ea" : "#ffffff", stroke: style.colour === "#f2efe6" ? "#555" : style.colour, "stroke-width": 3 }),
  svg("g", { transform: `translate(-12,0) scale(1.25)${damaged ? " rotate(90)" : ""}` },
    svg("path", { d: shipPath(), fill: damaged ? "#ffffff" : style.colour, stroke: damaged ? style.colour : "#111", "stroke-width": damaged ? 2.6 : 1.4 }),
    svg("path", { d: shapePath(style.shape, 0, 2, 7), fill: damaged ? style.colour : style.ink })),
  svg("text", { x: 13, y: 8, "text-anchor": "middle", class: "ship-count", text: String(count) }));
}

function shipPath() {
  // A ship seen from above, nose up, about 20 units long.
  return "M0,-11L6,-2L7,8L3,6L0,10L-3,6L-7,8L-6,-2Z";
}

/** The badges beside a system, in rows away from the centre of the map. A badge is 56 by 32:
 *  rows and columns are spaced by its extent along the row's and the column's direction, so that
 *  badges never overlap, and a row holds 3 where the columns run up and down (clusters 3 and 6). */
function badgePositions(id, count) {
  const [cluster, k] = id.split(".").map(Number);
  const angle = clusterAngle(cluster) + (k ? (k - 2) * 20 : 0);
  const base = k ? R_PLANET[k] + PLANET_SIZE + 22 : R_GATE + GATE_SIZE + 24;
  const a = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(a)), Math.abs(Math.sin(a))];
  const perRow = k && cos < 0.8 ? 2 : 3;
  const rowStep = Math.max(35, 56 * cos + 32 * sin + 4);
  const colStep = Math.max(36, Math.min(60, 56 * sin + 32 * cos + 4));
  const tx = -Math.sin(a);
  const ty = Math.cos(a);
  const out = [];
  for (let n = 0; n < count; n++) {
    const row = Math.floor(n / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const col = (n % perRow) - (inRow - 1) / 2;
    const [x, y] = polar(base + row * rowStep, angle);
    out.push([x + tx * col * colStep, y + ty * col * colStep]);
  }
  return out;
}

function slotPositions(system, x, y) {
  const printed = system.slots.length;
  const out = {};
  if (system.gate) {
    system.extra_slots.forEach((slot, k) => { out[slot] = [x + (k ? 22 : -22), y + 22]; });
    return out;
  }
  system.slots.forEach((slot, k) => { out[slot] = [x + (printed === 1 ? 0 : k ? 18 : -18), y + 20]; });
  system.extra_slots.forEach((slot) => { out[slot] = [x + 42, y - 34]; });
  return out;
}

/** Who owns a piece, in words: a seat, or an owner that is no seat ("the Empire"). */
export function ownerWords(owner) {
  if (typeof owner === "number") return seatWords(owner);
  return { free: "the Free States", empire: "the Empire" }[owner] || String(owner);
}

/** The whole map as an SVG element, from the observation and the catalogue. `pieces(systemId)`
 *  (optional, from a game extending Arcs): more pieces beside a system, [{draw(x, y), words}]. */
export function drawMap(obs, catalogue, words, pieces = null) {
  const outOfPlay = new Set(obs.out_of_play || []);
  const control = obs.control || {};
  const root = svg("svg", {
    class: "reach", viewBox: "-560 -560 1120 1120", role: "group",
    "aria-label": `The Reach: ${6 - outOfPlay.size} clusters in play${outOfPlay.size ? `, cluster ${[...outOfPlay].join(" and ")} out of play` : ""}`,
  });
  root.append(svg("defs", {},
    svg("pattern", { id: "hatch", width: 10, height: 10, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      svg("rect", { width: 10, height: 10, fill: "#5a5a66" }), svg("line", { x1: 0, y1: 0, x2: 0, y2: 10, stroke: "#3a3a44", "stroke-width": 5 }))));
  root.append(svg("circle", { cx: 0, cy: 0, r: 550, fill: "#101a33", stroke: "#2b3a5e", "stroke-width": 4 }));
  // Clusters: their ground, thick borders where planets do not touch, thin where they do.
  const layer = svg("g", { class: "clusters" });
  for (const cluster of catalogue.map.clusters) {
    // A cluster's ground can be clicked when a card asks for a cluster (Mass Uprising).
    layer.append(svg("path", {
      class: "cluster", d: wedge(cluster), fill: outOfPlay.has(cluster) ? "#2a2a33" : cluster % 2 ? "#1a2a4f" : "#1d3158",
      "data-pick": outOfPlay.has(cluster) ? null : `cluster:${cluster}`, role: outOfPlay.has(cluster) ? "img" : "button",
      "aria-disabled": outOfPlay.has(cluster) ? null : "true", "aria-label": `cluster ${cluster}${outOfPlay.has(cluster) ? ", out of play" : ""}`,
    }));
    const [lx, ly] = polar(528, clusterAngle(cluster) - 24);
    layer.append(svg("text", { x: round(lx), y: round(ly), class: "cluster-label", "text-anchor": "middle", "aria-hidden": "true", text: String(cluster) }));
  }
  const touching = new Set(["2-3", "5-6"]);
  for (const cluster of catalogue.map.clusters) {
    const next = (cluster % 6) + 1;
    const thin = touching.has(`${cluster}-${next}`);
    layer.append(svg("path", { d: boundary(cluster), "aria-hidden": "true", "pointer-events": "none", stroke: thin ? "#6f86b8" : "#e3d6a8", "stroke-width": thin ? 2 : 7, "stroke-dasharray": thin ? "6 6" : null }));
  }
  root.append(layer);
  // The centre (not a system) and the chapter.
  root.append(svg("g", { class: "centre", "aria-hidden": "true" },
    svg("circle", { cx: 0, cy: 0, r: 120, fill: "#0b1226", stroke: "#e3d6a8", "stroke-width": 3 }),
    svg("text", { x: 0, y: -8, "text-anchor": "middle", class: "logo", text: "ARCS" }),
    svg("text", { x: 0, y: 30, "text-anchor": "middle", class: "centre-chapter", text: `chapter ${obs.chapter}` })));
  // Lanes between gates (a path marker joins the gates on either side of a covered cluster).
  const lanes = svg("g", { class: "lanes", "aria-hidden": "true" });
  const ring = catalogue.map.clusters.filter((c) => !outOfPlay.has(c));
  ring.forEach((c, k) => {
    const next = ring[(k + 1) % ring.length];
    if (next === c) return;
    const [x0, y0] = systemPosition(`${c}.0`);
    const [x1, y1] = systemPosition(`${next}.0`);
    lanes.append(svg("line", { x1: round(x0), y1: round(y0), x2: round(x1), y2: round(y1), stroke: "#9fb3e0", "stroke-width": 3, "stroke-dasharray": "2 8", "stroke-linecap": "round" }));
  });
  root.append(lanes);
  // Systems, their buildings and the ships beside them.
  const buildingsAt = {};
  for (const b of obs.buildings || []) buildingsAt[b.slot] = b;
  const shipsAt = {};
  for (const s of obs.ships || []) (shipsAt[s.system] ||= []).push(s);
  const systemsLayer = svg("g", { class: "systems" });
  const piecesLayer = svg("g", { class: "pieces" });
  for (const system of catalogue.map.systems) {
    const [x, y] = systemPosition(system.id);
    const covered = outOfPlay.has(system.cluster);
    if (covered) {
      systemsLayer.append(coveredSystem(system, x, y));
      continue;
    }
    const owner = control[system.id];
    const buildings = [...system.slots, ...system.extra_slots].map((slot) => buildingsAt[slot]).filter(Boolean);
    const ships = shipsAt[system.id] || [];
    const more = pieces ? pieces(system.id) : [];
    systemsLayer.append(systemShape(system, x, y, owner, buildings, ships, more.map((p) => p.words)));
    const slots = slotPositions(system, x, y);
    for (const [slot, [sx, sy]] of Object.entries(slots)) {
      const building = buildingsAt[slot];
      if (!building) continue;
      const name = `${building.damaged ? "damaged " : ""}${building.kind} of ${ownerWords(building.seat)} at ${words.slotName(slot)}`;
      piecesLayer.append(svg("g", {
        class: `building seat-${building.seat}`, "data-slot": slot, "data-seat": building.seat, "data-kind": building.kind,
        "data-pick": `slot:${slot} system:${system.id}`, role: "button", "aria-disabled": "true", "aria-label": name, "data-info": name,
      }, svg("rect", { class: "outline", x: round(sx - SLOT / 2 - 3), y: round(sy - SLOT / 2 - 3), width: SLOT + 6, height: SLOT + 6, rx: 6, fill: "none" }), buildingIcon(building, sx, sy, SLOT - 2)));
    }
    const groups = [];
    for (const s of ships.slice().sort((a, b) => a.seat - b.seat)) {
      if (s.fresh) groups.push([s.seat, "fresh", s.fresh]);
      if (s.damaged) groups.push([s.seat, "damaged", s.damaged]);
    }
    badgePositions(system.id, groups.length + more.length).forEach(([bx, by], k) => {
      if (k >= groups.length) {
        piecesLayer.append(more[k - groups.length].draw(bx, by));
        return;
      }
      const [seat, state, count] = groups[k];
      piecesLayer.append(shipBadge(seat, state, count, bx, by, system.id));
    });
  }
  root.append(systemsLayer, piecesLayer);
  return root;
}

function coveredSystem(system, x, y) {
  if (system.gate) {
    return svg("g", { class: "path-marker", "aria-label": `path marker on gate ${system.id}: cluster ${system.cluster} is out of play`, role: "img" },
      svg("rect", { x: round(x - 44), y: round(y - 20), width: 88, height: 40, rx: 20, fill: "#e3d6a8", stroke: "#222", "stroke-width": 2 }),
      svg("text", { x: round(x), y: round(y + 6), "text-anchor": "middle", class: "path-text", text: "path" }));
  }
  return svg("g", { class: "out-of-play", role: "img", "aria-label": `${system.id} is out of play` },
    svg("circle", { cx: round(x), cy: round(y), r: PLANET_SIZE - 6, fill: "url(#hatch)", stroke: "#888", "stroke-width": 2 }),
    svg("text", { x: round(x), y: round(y + 5), "text-anchor": "middle", class: "covered-text", text: "out of play" }));
}

function systemShape(system, x, y, owner, buildings, ships, more = []) {
  const parts = [];
  if (system.gate) parts.push(`gate ${system.id}`);
  else parts.push(`${system.id} ${system.type}: a planet with ${system.slots.length} building slot${system.slots.length === 1 ? "" : "s"}`);
  const whose = (seat) => (typeof seat === "number" ? `seat ${seat}` : ownerWords(seat));
  if (buildings.length) parts.push(buildings.map((b) => `${b.damaged ? "damaged " : ""}${b.kind} of ${whose(b.seat)}`).join(", "));
  if (ships.length) parts.push(`ships: ${ships.map((s) => `seat ${s.seat} ${s.fresh} fresh${s.damaged ? ` ${s.damaged} damaged` : ""}`).join(", ")}`);
  parts.push(...more.filter(Boolean));
  if (owner !== null && owner !== undefined) parts.push(`controlled by ${whose(owner)}`);
  const label = parts.join("; ");
  const g = svg("g", {
    class: `system ${system.gate ? "gate" : "planet"}`, "data-system": system.id, "data-planet": system.gate ? null : system.id,
    "data-pick": `system:${system.id}`, role: "button", "aria-disabled": "true", "aria-label": label, "data-info": label,
  });
  const size = system.gate ? GATE_SIZE : PLANET_SIZE;
  if (owner !== null && owner !== undefined) {
    const style = seatStyle(owner);
    g.append(svg("circle", { class: "control", cx: round(x), cy: round(y), r: size + 9, fill: "none", stroke: style.colour, "stroke-width": 7 }));
    const [cx, cy] = [x - size * 0.78, y - size * 0.78];
    g.append(seatShape(owner, round(cx), round(cy), 20, { class: "control-mark" }));
  }
  g.append(svg("circle", { class: "outline", cx: round(x), cy: round(y), r: size + 3, fill: "none" }));
  if (system.gate) {
    g.append(svg("path", { d: starportPath(x, y, size * 2), fill: "#3d4f7a", stroke: "#c9d6f5", "stroke-width": 3 }));
    g.append(svg("text", { x: round(x), y: round(y + 8), "text-anchor": "middle", class: "gate-id", text: system.id }));
  } else {
    g.append(svg("circle", { cx: round(x), cy: round(y), r: size, fill: PLANET_COLOURS[system.type], stroke: "#0c1020", "stroke-width": 3 }));
    // One text, so that it reads "1.3 material" (the start of the system's accessible name).
    g.append(svg("text", { "text-anchor": "middle" },
      svg("tspan", { x: round(x), y: round(y - 30), class: "system-id", text: system.id }), " ",
      svg("tspan", { x: round(x), y: round(y - 11), class: "planet-type", text: system.type })));
    for (const [sx, sy] of Object.values(slotPositions({ ...system, extra_slots: [] }, x, y))) {
      g.append(svg("rect", { class: "slot", x: round(sx - SLOT / 2), y: round(sy - SLOT / 2), width: SLOT, height: SLOT, rx: 4, fill: "#ffffff", "fill-opacity": 0.55, stroke: "#1b1b1b", "stroke-width": 1.5, "stroke-dasharray": "4 3" }));
    }
  }
  return g;
}
