// Helpers every page and every game's browser view may use (import "/static/ui.js"): building
// HTML and SVG elements, and how seats are shown and named (with the players' display names). A seat always has a colour, a name for it and a
// shape, so colour is never the only cue: seat 0 red triangle, 1 blue circle, 2 yellow diamond,
// 3 white square (the colours of Arcs' pieces), then the same shapes again for larger tables.

export const SVG_NS = "http://www.w3.org/2000/svg";

const SEAT_STYLES = [
  { colour: "#c8102e", ink: "#ffffff", name: "red", shape: "triangle" },
  { colour: "#1f5fae", ink: "#ffffff", name: "blue", shape: "circle" },
  { colour: "#e8b909", ink: "#1b1b1b", name: "yellow", shape: "diamond" },
  { colour: "#f2efe6", ink: "#1b1b1b", name: "white", shape: "square" },
  { colour: "#2f8f46", ink: "#ffffff", name: "green", shape: "hexagon" },
  { colour: "#7a3fa0", ink: "#ffffff", name: "purple", shape: "star" },
];

/** How seat `seat` is shown: {colour, ink (text on the colour), name, shape}; an owner that is
 * no seat (a game's neutral pieces, named by a word such as "free" or "empire") is grey. */
export function seatStyle(seat) {
  if (typeof seat !== "number" || !Number.isInteger(seat)) {
    return { colour: "#9a9a9a", ink: "#1b1b1b", name: String(seat), shape: "square" };
  }
  return SEAT_STYLES[((seat % SEAT_STYLES.length) + SEAT_STYLES.length) % SEAT_STYLES.length];
}

// The players' display names, chosen at the table (public; the shell sets them from each status
// the server sends, so every page and game view names seats the same way). Only ever shown as
// text (textContent, attribute values), never parsed as HTML.
const seatNames = new Map();

/** Take the seats' names from a status's `seats` ([{seat, name}]); call on every status. */
export function setSeatNames(seats) {
  seatNames.clear();
  for (const s of seats || []) if (s && typeof s.name === "string" && s.name) seatNames.set(s.seat, s.name);
}

/** A seat's display name, or null when it has none. */
export function seatName(seat) {
  return seatNames.get(seat) ?? null;
}

/** How a seat is called in a sentence: "Alice (seat 1)", "seat 1"; for the page's own seat
 * (`you`): "you (Alice, seat 1)", "seat 1 (you)". */
export function seatLabel(seat, { you = false, name = seatName(seat) } = {}) {
  if (you) return name ? `you (${name}, seat ${seat})` : `seat ${seat} (you)`;
  return name ? `${name} (seat ${seat})` : `seat ${seat}`;
}

/** "seat 1 (blue circle)", "Alice (seat 1, blue circle)": the words for a seat, for labels and
 * screen readers. */
export function seatWords(seat) {
  const style = seatStyle(seat);
  const name = seatName(seat);
  return name ? `${name} (seat ${seat}, ${style.name} ${style.shape})` : `seat ${seat} (${style.name} ${style.shape})`;
}

/** An HTML element: el("button", {type: "button", text: "Play", class: "x"}, child, "text"...). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  setAttributes(node, attributes);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

/** An SVG element, as `el`. */
export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttributes(node, attributes);
  for (const child of children) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

function setAttributes(node, attributes) {
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "text") node.textContent = value;
    // Styles through the CSSOM: the server's Content-Security-Policy refuses style attributes.
    else if (key === "style") { if (value) node.style.cssText = value; }
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value === true ? "" : value);
  }
}

/** The SVG path of a seat's shape, centred on (x, y), about `size` across. */
export function shapePath(shape, x, y, size) {
  const r = size / 2;
  const f = (n) => Math.round(n * 10) / 10;
  const polygon = (points) => "M" + points.map(([px, py]) => `${f(x + px)},${f(y + py)}`).join("L") + "Z";
  switch (shape) {
    case "triangle": return polygon([[0, -r], [r * 0.95, r * 0.75], [-r * 0.95, r * 0.75]]);
    case "diamond": return polygon([[0, -r], [r, 0], [0, r], [-r, 0]]);
    case "square": return polygon([[-r * 0.8, -r * 0.8], [r * 0.8, -r * 0.8], [r * 0.8, r * 0.8], [-r * 0.8, r * 0.8]]);
    case "hexagon": return polygon([0, 1, 2, 3, 4, 5].map((k) => [r * Math.cos((k * Math.PI) / 3), r * Math.sin((k * Math.PI) / 3)]));
    case "star": return polygon([...Array(10).keys()].map((k) => {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? r * 0.45 : r;
      return [rr * Math.cos(a), rr * Math.sin(a)];
    }));
    default: return `M${f(x - r * 0.85)},${f(y)}a${f(r * 0.85)},${f(r * 0.85)} 0 1,0 ${f(r * 1.7)},0a${f(r * 0.85)},${f(r * 0.85)} 0 1,0 ${f(-r * 1.7)},0Z`;
  }
}

/** A seat's shape as an SVG path element in its colour (outlined, so white shows on white). */
export function seatShape(seat, x, y, size, attributes = {}) {
  const style = seatStyle(seat);
  return svg("path", { d: shapePath(style.shape, x, y, size), fill: style.colour, stroke: "#1b1b1b", "stroke-width": Math.max(1, size / 14), ...attributes });
}

/** A small inline mark for a seat in HTML text: its shape in its colour, then "seat N" (with
 * its name: "Alice (seat N)"). */
export function seatMark(seat, { label = true, you = false } = {}) {
  const mark = svg("svg", { class: "seat-mark", viewBox: "-8 -8 16 16", width: 14, height: 14, "aria-hidden": "true" }, seatShape(seat, 0, 0, 14));
  const span = el("span", { class: `seat-tag seat-${seat}` }, mark);
  if (label) {
    const name = typeof seat === "number" ? seatName(seat) : null;
    span.append(name ? `${name} (seat ${seat}${you ? ", you" : ""})` : `seat ${seat}${you ? " (you)" : ""}`);
    if (name) span.classList.add("named"); // (a long name may wrap)
  }
  return span;
}
