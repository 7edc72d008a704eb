// The game page: a shell that names no game, over the server's websocket. Everything shown comes
// from the view the server sends this seat (its observation, its legal actions, the game as text,
// the log as this seat may see it, the status); nothing is computed here that could disagree with
// the engine. The table itself is drawn by the game's browser view, an ES module the server names
// in the status (`web_view`) and serves from the game's package; a game without one is shown as
// its plain text.
//
// The Rules panel lists the game's rules help (the server's `status.rules` address: a note on each
// kind of action, with its page), the kinds of the seat's legal actions first (`rule_kinds`); an
// action that chooses dice shows its odds beside it (`odds`, by action text), as the server sent.
//
// A game view module exports `createView({catalogue, status})` (may be async) returning:
//   render(root, view)       draw the table into `root` from the server's view; elements the
//                            player may click carry data-pick="key ..." and an aria-label;
//                            elements with data-info="text" show it on hover, focus or tap
//   steps(text, view)        the steps of a legal action's text: [{key, label, ask}] (chooser.js)
//   sentence(text, view)     the action in words, for the buttons ("move 2 fresh ships from ...")
//   logEntry(line, view)     a log line (the server's {seat, who, text, description, private,
//                            plain, notes}) as a Node or a string; the shell shows each of its
//                            notes (what the step caused: a chapter's scoring) as entries under it
//   stylesheet               optional: the address of its CSS (new URL("./x.css", import.meta.url))
//   example                  optional: an action's text the text box shows as its example
import { rememberLink } from "/static/links.js";
import { Chooser } from "/static/chooser.js";
import { capital, drawTable, loadGameView, logItem, seatRows, watchTips } from "/static/table.js";
import { TurnSignal } from "/static/turn.js";
import { el, seatLabel, seatName, seatWords, setSeatNames } from "/static/ui.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
const $ = (id) => document.getElementById(id);
const SHOW_ALL = 8;
/** With this many actions left or fewer, each is a button of its own. */

let view = null;
let game = null; // the game's view module, once loaded
let rules = null; // the game's rules notes [{kind, title, summary, source}], once loaded
let rulesShown = "";
let chooser = new Chooser();
const turnSignal = new TurnSignal($("favicon"), $("notify"));
let chooserVersion = -1;
let socket = null;
let retryDelay = 500;
let pending = null;
let queue = Promise.resolve();
const NAME_KEY = "ambitions.name";
/** The name this browser's player last gave (offered to the next games' seats). */
let offeredName = false; // (the remembered name is offered once a page, on the first view)

function setConnection(text, ok) {
  $("connection").textContent = text;
  $("connection").className = `connection ${ok ? "online" : "offline"}`;
}

function moveId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    $("message").textContent = "Not connected: reconnecting…";
    return false;
  }
  socket.send(JSON.stringify(message));
  return true;
}

function mine() {
  return Boolean(view && view.seat !== null && view.legal_actions.length && !view.status.over);
}

function play(action) {
  if (!view || !view.legal_actions.includes(action)) {
    $("message").textContent = action ? `“${action}” is not one of your legal actions.` : "";
    return;
  }
  if (pending) return;
  pending = { type: "move", version: view.version, move_id: moveId(), action };
  document.body.dataset.sent = String(Number(document.body.dataset.sent || 0) + 1); // (tests count moves sent)
  if (send(pending)) {
    $("message").textContent = "";
    $("choices").setAttribute("aria-busy", "true");
  } else {
    pending = null;
  }
}

function sentence(text) {
  try {
    return capital(game.sentence(text, view));
  } catch {
    return text;
  }
}

// -- the decision panel folds at phone width (its choice kept for the next games) -----------------
const FOLDED = "ambitions.decide-folded";
function foldDecision(folded) {
  document.body.classList.toggle("decide-collapsed", folded);
  $("decide-toggle").textContent = folded ? "Show" : "Hide";
  $("decide-toggle").setAttribute("aria-expanded", String(!folded));
  try { localStorage.setItem(FOLDED, folded ? "1" : ""); } catch { /* storage off: not kept */ }
}
$("decide-toggle").addEventListener("click", () => foldDecision(!document.body.classList.contains("decide-collapsed")));
try { if (localStorage.getItem(FOLDED)) foldDecision(true); } catch { /* storage off */ }

// -- loading the game's view ---------------------------------------------------------------------
async function loadGame(status) {
  if (status.example) $("action").placeholder = `e.g. ${status.example}`; // GameSpec.help
  const made = await loadGameView(status, (error) => {
    $("message").textContent = `The board could not be drawn (${error.message}); showing the game as text.`;
  });
  if (made.example) $("action").placeholder = `e.g. ${made.example}`;
  return made;
}

// -- drawing -------------------------------------------------------------------------------------
function render() {
  const status = view.status;
  const seat = view.seat;
  const who = seat === null ? "a spectator" : seatWords(seat);
  let line;
  if (status.over) line = status.winner === seat ? "Game over: you win" : `Game over: ${seatLabel(status.winner)} wins`;
  else if (status.to_move === null) line = "Waiting…";
  else if (status.to_move === seat) line = "Your decision";
  else line = `${capital(seatLabel(status.to_move))} to decide`;
  $("status").textContent = `${line} · you are ${who} · ${status.title} ${status.id}`;
  turnSignal.update(mine(), `${status.title} ${status.id}`, seat !== null, seat === null ? null : seatName(seat));
  $("page-title").textContent = `${status.title}, game ${status.id}`;
  document.body.classList.toggle("my-turn", mine());
  document.body.dataset.version = String(view.version);
  renderSeats(status, seat);
  renderNameForm(seat);
  if (view.version !== chooserVersion) {
    chooser = new Chooser(view.legal_actions, (text) => game.steps(text, view));
    chooserVersion = view.version;
  }
  drawBoard();
  renderChooser();
  renderLegal();
  renderRules();
  // A spectator decides nothing: no text box, no list of actions, no undo.
  const watching = view.seat === null;
  $("chooser").hidden = watching;
  $("all-actions").hidden = watching;
  $("undo").hidden = watching;
  $("confirm").parentElement.hidden = watching;
  $("undo").disabled = view.undo !== "";
  $("undo").title = view.undo || "Take back your last decision";
  $("retry").hidden = !status.seats.some((s) => s.bot_error);
  $("record").hidden = !status.over;
  $("replay").hidden = !status.over;
  // What the game hands on (the campaign file at an Act's end or its packing up), when it may.
  $("result").hidden = !status.result;
  $("result").title = status.result ? `${status.result} (a new game can go on from this file)` : "";
}

function renderSeats(status, seat) {
  // A seat's name (the players', from the status) is in its mark: "Alice (seat 1)".
  $("seats").replaceChildren(...seatRows(status, seat));
}

// -- the player's name ---------------------------------------------------------------------------
/** The "your name" field: shown to a player (not to spectators), holding the seat's name unless
 * the player is typing in it. */
function renderNameForm(seat) {
  const form = $("name-form");
  form.hidden = seat === null;
  if (seat === null) return;
  const input = $("player-name");
  if (document.activeElement !== input) input.value = seatName(seat) || "";
  $("name-save").textContent = seatName(seat) ? "Rename" : "Save name";
}

function sendName(name) {
  return send({ type: "name", name });
}

/** On a seat's first view: the name this browser remembers, if the seat has none yet. */
function offerRememberedName(message) {
  if (offeredName || message.seat === null) return;
  offeredName = true;
  const remembered = (localStorage.getItem(NAME_KEY) || "").trim();
  // Not where another seat has it already (the creator opening every seat's link in one browser).
  const taken = message.status.seats.some((s) => s.name && s.name.toLowerCase() === remembered.toLowerCase());
  if (remembered && !seatName(message.seat) && !taken) sendName(remembered);
}

function drawBoard() {
  const board = $("board");
  const focused = document.activeElement;
  const focusKey = focused && board.contains(focused) ? focused.getAttribute("data-pick") : null;
  drawTable(board, game, view);
  markBoard();
  if (focusKey) {
    const again = [...board.querySelectorAll("[data-pick]")].find((node) => node.getAttribute("data-pick") === focusKey);
    if (again) again.focus();
  }
}

function markBoard() {
  const free = mine() ? chooser.freeKeys() : new Set();
  const picked = new Set(chooser.picks.map((p) => p.key));
  for (const node of $("board").querySelectorAll("[data-pick]")) {
    const keys = node.getAttribute("data-pick").split(" ");
    const ok = keys.some((k) => free.has(k));
    node.classList.toggle("choosable", ok);
    node.classList.toggle("picked", keys.some((k) => picked.has(k)));
    // A list's items stay list items (a list holds only those): focusable, not buttons.
    const item = node.getAttribute("role") === "listitem";
    if (ok) {
      node.setAttribute("tabindex", "0");
      if (!item) node.setAttribute("role", "button");
      node.removeAttribute("aria-disabled");
    } else {
      node.removeAttribute("tabindex");
      if (node.getAttribute("role") === "button") node.setAttribute("aria-disabled", "true");
    }
  }
}

function renderChooser() {
  const choices = $("choices");
  choices.removeAttribute("aria-busy");
  if (!mine()) {
    const status = view.status;
    $("decide-title").textContent = view.seat === null ? "Watching" : "Your decision";
    $("prompt").textContent = status.over ? "The game is over."
      : view.seat === null ? "Spectators watch: the players decide."
        : status.to_move === null ? "Waiting…" : `Waiting for ${seatLabel(status.to_move)}…`;
    choices.replaceChildren();
    return;
  }
  const next = chooser.next();
  const count = next.candidates.length;
  $("decide-title").textContent = `Your decision (${view.legal_actions.length} action${view.legal_actions.length === 1 ? "" : "s"})`;
  let prompt = next.chosen.length ? `${capital(next.chosen.join(" · "))}` : "";
  if (count === 1) prompt += `${prompt ? ": " : ""}play it?`;
  else if (next.ask) prompt += `${prompt ? " — " : ""}${next.ask}`;
  if (!chooser.picks.length && count > SHOW_ALL) prompt += " Click a highlighted system, piece or card, or choose below.";
  $("prompt").textContent = prompt;
  const buttons = [];
  const actions = count <= SHOW_ALL || !next.options.length ? next.candidates : next.complete;
  for (const entry of actions) {
    const button = el("button", { type: "button", class: "action", "data-action": entry.text, title: entry.text, text: sentence(entry.text) });
    button.addEventListener("click", () => play(entry.text));
    buttons.push(withOdds(button, entry.text));
  }
  if (!(count <= SHOW_ALL || !next.options.length)) {
    for (const option of next.options) {
      if (option.entries.length === 1) { // an option that leaves one action: that action's button
        const entry = option.entries[0];
        const button = el("button", { type: "button", class: "action", "data-action": entry.text, title: entry.text, text: sentence(entry.text) });
        button.addEventListener("click", () => play(entry.text));
        buttons.push(withOdds(button, entry.text));
        continue;
      }
      const button = el("button", { type: "button", class: "option", "data-key": option.key, text: `${capital(option.label)} ▸` });
      button.addEventListener("click", (event) => {
        if (chooser.pickNext(option.key)) picked(true, event.pointerType === "mouse");
      });
      buttons.push(button);
    }
  }
  if (chooser.picks.length) {
    const back = el("button", { type: "button", class: "back", text: "◂ Back" });
    back.addEventListener("click", () => {
      chooser.back();
      afterPick(true);
    });
    const clear = el("button", { type: "button", class: "back", text: "Clear (Esc)" });
    clear.addEventListener("click", () => {
      chooser.reset();
      afterPick(true);
    });
    buttons.push(back, clear);
  }
  choices.replaceChildren(...buttons);
}

/** After a pick forward (a board click, an option): a mouse click (`byMouse`) plays the action it
 * leaves alone, unless the player keeps the confirm step ("Confirm each move", remembered in this
 * browser). */
function picked(focusChoices, byMouse) {
  const next = chooser.next();
  if (byMouse && next.candidates.length === 1 && !$("confirm").checked) {
    play(next.candidates[0].text);
    renderChooser();
    markBoard();
    return;
  }
  afterPick(focusChoices);
}

function afterPick(focusChoices) {
  renderChooser();
  markBoard();
  if (focusChoices) {
    const first = $("choices").querySelector("button");
    if (first) first.focus();
  } else if (chooser.next().candidates.length === 1) {
    const only = $("choices").querySelector("button.action");
    if (only) only.focus({ preventScroll: true });
  }
}

/** The action's button, with its dice odds beside it when it chooses dice (the server's `odds`). */
function withOdds(button, text) {
  const odds = view.odds && view.odds[text];
  if (!odds) return button;
  return el("span", { class: "with-odds" }, button,
    el("details", { class: "odds", "data-odds": text },
      el("summary", { text: "Odds", "aria-label": `Odds of ${text}` }),
      el("pre", { class: "odds-text", text: odds })));
}

/** The Rules panel: the notes on the kinds of the seat's legal actions, then the game's others. */
function renderRules() {
  const panel = $("rules");
  panel.hidden = !rules || !rules.length;
  if (panel.hidden) return;
  const kinds = mine() ? view.rule_kinds || [] : [];
  const key = kinds.join(" ");
  if (key === rulesShown && $("rules-body").childElementCount) return; // (keeps its scroll)
  rulesShown = key;
  const now = kinds.map((kind) => rules.find((note) => note.kind === kind)).filter(Boolean);
  const others = rules.filter((note) => !kinds.includes(note.kind));
  const item = (note) => el("li", { class: "rule", "data-kind": note.kind },
    el("strong", { text: note.title }), note.title.toLowerCase() === note.kind ? " " : el("code", { text: ` ${note.kind} ` }),
    el("span", { text: note.summary }), " ", el("cite", { text: note.source }));
  $("rules-title").textContent = now.length ? `Rules (${now.length} for your actions now)` : "Rules";
  $("rules-body").replaceChildren(
    now.length ? el("h3", { text: "Your actions now" }) : null,
    now.length ? el("ul", { id: "rules-now", class: "rules-list" }, ...now.map(item)) : null,
    el("h3", { text: now.length ? "The game's other actions" : "The game's actions" }),
    el("ul", { id: "rules-all", class: "rules-list" }, ...others.map(item)));
}

function renderLegal() {
  const legal = view.legal_actions;
  $("all-title").textContent = legal.length ? `All ${legal.length} legal actions, as text` : "No decision for you now";
  const filter = $("action").value.trim().toLowerCase();
  const words = filter.split(/\s+/).filter(Boolean);
  let shown = legal.filter((a) => a.toLowerCase().startsWith(filter));
  if (!shown.length) shown = legal.filter((a) => words.every((w) => a.toLowerCase().includes(w)));
  $("legal").replaceChildren(...shown.slice(0, 300).map((a) => el("li", {}, (() => {
    const button = el("button", { type: "button", class: "text-action", text: a, title: sentence(a) });
    button.addEventListener("click", () => play(a));
    return withOdds(button, a);
  })())));
}

function addLog(lines, reset) {
  const log = $("log");
  if (reset) log.replaceChildren();
  for (const line of lines) log.append(logItem(game, line, view));
  log.scrollTop = log.scrollHeight;
}

// -- the card texts: hover, focus or tap ---------------------------------------------------------
const hideTip = watchTips($("tooltip"));

// -- clicks on the board -------------------------------------------------------------------------
$("board").addEventListener("click", (event) => {
  const node = event.target.closest("[data-pick]");
  if (!node || !mine() || pending) return;
  // One click is for the mouse: a tap shows the card's text and picks (the button confirms), and
  // the keyboard's Enter picks and moves to the buttons.
  if (chooser.pickFree(node.getAttribute("data-pick").split(" "))) picked(false, event.pointerType === "mouse");
});
$("board").addEventListener("keydown", (event) => {
  const node = event.target.closest && event.target.closest("[data-pick]");
  if (node && (event.key === "Enter" || event.key === " ")) {
    event.preventDefault();
    node.click();
  }
});
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") {
    hideTip();
    if (chooser.picks.length && mine()) {
      chooser.reset();
      afterPick(false);
    }
  }
});

// -- the connection ------------------------------------------------------------------------------
async function loadRules(status) {
  if (!status.rules) return [];
  try {
    const response = await fetch(status.rules);
    return response.ok ? (await response.json()).notes : [];
  } catch (error) {
    console.error(error);
    return [];
  }
}

async function handle(message) {
  if (message.type === "snapshot" || message.type === "update") {
    setSeatNames(message.status.seats); // before the log and the board: they name seats
    if (!game) game = await loadGame(message.status);
    if (!rules) rules = await loadRules(message.status);
    if (message.type === "snapshot" || message.version !== (view && view.version)) pending = null;
    view = message;
    if (!message.log_reset && message.log.length && $("message").dataset.note === "undo") {
      $("message").textContent = ""; // ("Took back …" is old news once play goes on)
      delete $("message").dataset.note;
    }
    addLog(message.log, message.log_reset);
    render();
    offerRememberedName(message);
  } else if (message.type === "named") {
    if (message.name) localStorage.setItem(NAME_KEY, message.name); // for the next games
    $("message").textContent = message.name ? `You are now called ${message.name}.` : "Your name is taken away.";
  } else if (message.type === "ack") {
    $("message").textContent = message.undone ? `Took back “${message.undone}”.` : "";
    if (message.undone) $("message").dataset.note = "undo";
    $("action").value = "";
    pending = null;
  } else if (message.type === "error") {
    pending = null;
    $("choices").removeAttribute("aria-busy");
    $("message").textContent = message.message;
    if (message.code === "bad_token") setConnection("this link opens no seat", false);
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/api/games/${encodeURIComponent(gameId)}/ws`);
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "hello", token }));
    setConnection("online", true);
    retryDelay = 500;
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    queue = queue.then(() => handle(message)).catch((error) => console.error(error));
  });
  socket.addEventListener("close", () => {
    pending = null;
    setConnection("offline: reconnecting…", false);
    setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 10_000);
  });
}

$("chooser").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("action").value.trim().replace(/\s+/g, " ");
  const exact = view && view.legal_actions.find((a) => a.toLowerCase() === text.toLowerCase());
  play(exact || text);
});
$("action").addEventListener("input", () => view && renderLegal());
$("name-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const name = $("player-name").value.trim();
  if (!name) {
    $("message").textContent = "Type a name first (1 to 24 characters).";
    return;
  }
  if (sendName(name)) $("player-name").blur();
});
const CONFIRM_KEY = "ambitions.confirm-moves";
$("confirm").checked = localStorage.getItem(CONFIRM_KEY) === "yes";
$("confirm").addEventListener("change", () => localStorage.setItem(CONFIRM_KEY, $("confirm").checked ? "yes" : "no"));
$("undo").addEventListener("click", () => view && send({ type: "undo", version: view.version, move_id: moveId() }));
$("retry").addEventListener("click", () => send({ type: "retry_bots" }));
$("record").addEventListener("click", () =>
  download("record", `${view.status.game}-${gameId}.json`, "The record is given out once the game is over."));

async function download(path, name, refused) {
  const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    $("message").textContent = refused;
    return;
  }
  const blob = await response.blob();
  const link = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
}
$("result").addEventListener("click", () =>
  download("result", `${view.status.game}-${gameId}-result.json`, "There is nothing to hand on yet."));

// For scripts driving the page (the browser tests): the steps of an action text, as its keys.
window.ambitionsShell = { steps: (text) => (game && view ? game.steps(text, view).map((step) => step.key) : []) };

if (!token) {
  $("status").textContent = "This page needs a game link with its secret (…#token=…).";
} else {
  rememberLink(gameId, token);
  $("replay").href = `/replay/${encodeURIComponent(gameId)}#token=${encodeURIComponent(token)}`;
  connect();
}
