// The Arcs table in the browser: the Reach, the round, your hand, the Court, the ambitions, the
// Power track and every player's board, all drawn from the observation the server sends this seat
// and from the game's public catalogue (card names and texts, the map). It decides nothing: the
// shell narrows the server's legal actions with the steps `words.js` reads from their texts.
// The module contract is in the shell (/static/play.js).
import { el, seatShape, svg } from "/static/ui.js";
import { drawMap } from "./map.js";
import { ambitionsPanel, cardNode, courtPanel, diceRow, handPanel, playersPanel, powerPanel, roundPanel, scoringPanel } from "./panels.js";
import { capital, createWords } from "./words.js";

//
// A game that extends Arcs (the Blighted Reach campaign) extends this view rather than copying it:
// `createView({catalogue}, extension)` with any of
//   pieces(systemId, obs)   more pieces beside a system on the map: [{draw(x, y) -> SVG node,
//                           words}] (drawn after the seats' ships; `words` join the system's name)
//   panels(obs, view)       more panels (nodes), drawn below the map and before your hand
//   legend()                more legend items: [[icon node, words]]
//   lastChapter(obs)        the chapter that ends the game (else the catalogue's last_chapter)
//   power(obs)              {win, note, markers}: the Power that wins (null: none) or what ends
//                           the game, and other markers on the Power track ([{seat, space, name}])
export function createView({ catalogue }, extension = {}) {
  const words = createWords(catalogue);

  function render(root, view) {
    const obs = view.observation;
    const pieces = extension.pieces ? (system) => extension.pieces(system, obs) : null;
    const map = el("figure", { class: "arcs-map" }, drawMap(obs, catalogue, words, pieces), legend(root, extension.legend ? extension.legend() : []));
    const lastChapter = extension.lastChapter ? extension.lastChapter(obs) : catalogue.last_chapter;
    const power = extension.power ? extension.power(obs) : null;
    const side = el("div", { class: "arcs-beside" }, roundPanel(obs, catalogue, words, lastChapter), ambitionsPanel(obs, catalogue),
      power ? powerPanel(obs, catalogue, power.win, power.note, power.markers || []) : powerPanel(obs, catalogue));
    const table = el("div", { class: `arcs${bigMap() ? " big-map" : ""}`, "data-seat": view.seat === null ? "spectator" : String(view.seat) },
      el("div", { class: "arcs-top" }, map, side),
      ...(extension.panels ? extension.panels(obs, view) : []),
      handPanel(obs, catalogue),
      courtPanel(obs, catalogue),
      playersPanel(obs, catalogue, view.status),
      scoringPanel(obs));
    root.replaceChildren(table);
  }

  function logEntry(line, view) {
    if (line.seat < 0) {
      const words0 = line.text.split(" ");
      if (words0[0] === "roll" && words0.length > 1) {
        return el("span", { class: "log-roll" }, "The dice show ", diceRow(words0.slice(1), catalogue, `dice rolled: ${line.description || line.text}`));
      }
      if (words0[0] === "setup" && words0[1] && catalogue.setup_cards[words0[1]]) {
        return `The setup card is ${catalogue.setup_cards[words0[1]].name} (${words0[1]}).`;
      }
      if (words0[0] === "draft" && words0.length > 1) {
        return `The draft rows are dealt: ${words0.slice(1).map((id) => words.cardName(id)).join(", ")}.`;
      }
      return `${capital(line.description || line.text)}.`;
    }
    const text = `${capital(line.who)} ${words.third(line.text, view)}.`;
    return line.private ? `${text} (Only you see the card.)` : text;
  }

  return {
    stylesheet: new URL("./arcs.css", import.meta.url).href,
    render,
    steps: (text, view) => words.steps(text, view),
    sentence: (text, view) => words.sentence(text, view),
    logEntry,
    cardNode: (id) => cardNode(catalogue, id),
  };
}

const BIG_MAP = "ambitions.arcs.big-map";

function bigMap() {
  try {
    return localStorage.getItem(BIG_MAP) === "1";
  } catch {
    return false;
  }
}

/** The button that makes the map as wide as the table (the other panels go below it). */
function sizeButton(root) {
  const button = el("button", { type: "button", class: "map-size", "aria-pressed": String(bigMap()), text: bigMap() ? "Smaller map" : "Larger map" });
  button.addEventListener("click", () => {
    const big = !bigMap();
    try {
      localStorage.setItem(BIG_MAP, big ? "1" : "0");
    } catch {
      // no storage: the size lasts until the next update
    }
    const table = root.querySelector(".arcs");
    if (table) table.classList.toggle("big-map", big);
    button.setAttribute("aria-pressed", String(big));
    button.textContent = big ? "Smaller map" : "Larger map";
  });
  return button;
}

function legend(root, more) {
  const item = (icon, text) => el("li", {}, icon, " ", text);
  const ship = (damaged) => svg("svg", { viewBox: "-12 -12 24 24", width: 18, height: 18, "aria-hidden": "true" },
    svg("g", { transform: damaged ? "rotate(90)" : "" },
      svg("path", { d: "M0,-11L6,-2L7,8L3,6L0,10L-3,6L-7,8L-6,-2Z", fill: damaged ? "#fff" : "#777", stroke: damaged ? "#777" : "#111", "stroke-width": 2 })));
  return el("figcaption", { class: "legend" }, sizeButton(root),
    el("ul", {},
      item(ship(false), "fresh ships (count beside)"),
      item(ship(true), "damaged ships, tipped over"),
      item(svg("svg", { viewBox: "-10 -10 20 20", width: 16, height: 16, "aria-hidden": "true" }, svg("path", { d: "M-8,8V-1L0,-8L8,-1V8Z", fill: "#777", stroke: "#111" })), "city"),
      item(svg("svg", { viewBox: "-10 -10 20 20", width: 16, height: 16, "aria-hidden": "true" }, svg("path", { d: "M3.7,9L-3.7,9L-9,3.7L-9,-3.7L-3.7,-9L3.7,-9L9,-3.7L9,3.7Z", fill: "#777", stroke: "#111" })), "starport (hollow: damaged)"),
      item(svg("svg", { viewBox: "-10 -10 20 20", width: 16, height: 16, "aria-hidden": "true" }, svg("circle", { r: 8, fill: "none", stroke: "#777", "stroke-width": 3 })), "ring: the seat in control"),
      item(svg("svg", { viewBox: "-10 -10 20 20", width: 16, height: 16, "aria-hidden": "true" }, seatShape(0, 0, 0, 16)), "each seat has a colour and a shape"),
      ...more.map(([icon, text]) => item(icon, text))));
}
