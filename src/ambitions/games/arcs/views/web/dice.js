// Battle dice as dice faces: a face is drawn from its name in the catalogue ("hit+self",
// "2keys+intercept", "building-hit+key", "blank"), one symbol per thing on it.
import { svg } from "/static/ui.js";

const DIE_COLOURS = {
  assault: { fill: "#b3261e", ink: "#ffffff", stroke: "#5c120e" },
  skirmish: { fill: "#f4f1e8", ink: "#1b1b1b", stroke: "#6b665a" },
  raid: { fill: "#2c2c2c", ink: "#ffd34d", stroke: "#000000" },
};

function burst(x, y, r, ink, hollow) {
  const points = [];
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    const rr = k % 2 ? r * 0.5 : r;
    points.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return svg("polygon", { points: points.join(" "), fill: hollow ? "none" : ink, stroke: ink, "stroke-width": hollow ? 1.6 : 0.5 });
}

function shield(x, y, r, ink) {
  return svg("path", { d: `M${x},${y - r}L${x + r * 0.85},${y - r * 0.6}L${x + r * 0.7},${y + r * 0.4}L${x},${y + r}L${x - r * 0.7},${y + r * 0.4}L${x - r * 0.85},${y - r * 0.6}Z`, fill: "none", stroke: ink, "stroke-width": 2 });
}

function key(x, y, r, ink) {
  return svg("g", { stroke: ink, "stroke-width": 2, fill: "none" },
    svg("circle", { cx: x - r * 0.45, cy: y, r: r * 0.4 }),
    svg("path", { d: `M${x - r * 0.05},${y}H${x + r}M${x + r * 0.7},${y}v${r * 0.45}M${x + r * 0.35},${y}v${r * 0.35}` }));
}

function building(x, y, r, ink) {
  return svg("g", {},
    svg("path", { d: `M${x - r * 0.8},${y + r * 0.8}V${y - r * 0.1}L${x},${y - r * 0.8}L${x + r * 0.8},${y - r * 0.1}V${y + r * 0.8}Z`, fill: "none", stroke: ink, "stroke-width": 1.8 }),
    burst(x, y + r * 0.2, r * 0.45, ink, false));
}

/** The symbols of a face's name, in order: ["hit", "hit", "self"]. */
export function symbols(faceName) {
  const out = [];
  for (const part of faceName.split("+")) {
    const m = /^(\d)?(.*?)s?$/.exec(part);
    const times = m && m[1] ? Number(m[1]) : 1;
    let what = m ? m[2] : part;
    if (what === "building-hit") what = "building";
    if (what === "blank") continue;
    for (let k = 0; k < times; k++) out.push(what);
  }
  return out;
}

/** An SVG die showing face `index` of die type `die` ("assault"), as named in the catalogue. */
export function dieFace(die, faceName, size = 34) {
  const colour = DIE_COLOURS[die] || DIE_COLOURS.skirmish;
  const items = symbols(faceName);
  const node = svg("svg", { class: `die die-${die}`, viewBox: "0 0 40 40", width: size, height: size, role: "img", "aria-label": `${die} die: ${faceName}` },
    svg("rect", { x: 1.5, y: 1.5, width: 37, height: 37, rx: 7, fill: colour.fill, stroke: colour.stroke, "stroke-width": 2 }));
  const spots = [[[20, 20]], [[12, 20], [28, 20]], [[12, 13], [28, 13], [20, 28]]][Math.min(items.length, 3) - 1] || [];
  items.slice(0, 3).forEach((what, k) => {
    const [x, y] = spots[k];
    const r = items.length === 1 ? 11 : 7.5;
    if (what === "hit") node.append(burst(x, y, r, colour.ink, false));
    else if (what === "self") node.append(burst(x, y, r * 0.85, colour.ink, true));
    else if (what === "intercept") node.append(shield(x, y, r, colour.ink));
    else if (what === "key") node.append(key(x, y, r, colour.ink));
    else if (what === "building") node.append(building(x, y, r, colour.ink));
  });
  return node;
}
