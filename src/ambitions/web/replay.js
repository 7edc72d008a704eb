// The replay page: a finished game of this server (/replay/{id}#token=…, any of its tokens) or a
// record file chosen from disk (/replay: the browser reads the file and sends it once; then
// /replay#file=ID), stepped through position by position as any seat saw it or as a spectator.
// Each frame comes from the server in the shape of a game view (the observation this viewer had
// then, the game as text, the log as it could read it, the status), so the table is drawn by the
// game's own browser view, as on the game page (table.js); nothing here can show more than the
// server sent for that viewer. The address keeps the position (at=) and the viewer (seat=), so a
// link can be shared.
import { capital, drawTable, loadGameView, logItem, seatRows, watchTips } from "/static/table.js";
import { el, seatLabel, seatWords, setSeatNames } from "/static/ui.js";

const $ = (id) => document.getElementById(id);
const parts = location.pathname.split("/").filter(Boolean);
const gameId = parts.length > 1 ? decodeURIComponent(parts[1]) : "";
const start = new URLSearchParams(location.hash.slice(1));
const token = start.get("token") || "";
let fileId = gameId ? "" : start.get("file") || "";

let game = null; // the game's view module, once loaded
let view = null; // the frame shown
let known = []; // the log lines known for `knownSeat` (a line never changes once written)
let knownSeat = null;
let wanted = null; // {position, seat}: what the controls last asked for
let busy = false;
let retried = false; // (an address whose position or seat this record does not have: its start instead)

watchTips($("tooltip"));

function seatKey(seat) {
  return seat === null || seat === undefined ? "spectator" : String(seat);
}

function showError(text) {
  $("message").textContent = text;
}

// -- asking the server -----------------------------------------------------------------------------
async function fetchFrame(position, seat) {
  const from = seat !== null && seat === knownSeat ? Math.min(known.length, position) : 0;
  const query = new URLSearchParams({ position: String(position), log_from: String(from) });
  if (seat !== null) query.set("seat", seat);
  const url = gameId
    ? `/api/games/${encodeURIComponent(gameId)}/replay?${query}`
    : `/api/replays/${encodeURIComponent(fileId)}?${query}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error((data.error && data.error.message) || response.statusText);
    error.status = response.status;
    throw error;
  }
  return data;
}

/** Show `position` as `seat` ("spectator", a seat number as text, or null: the token's own eyes);
 * requests are made one at a time, the last asked for winning. */
async function go(position, seat) {
  wanted = { position, seat };
  if (busy) return;
  busy = true;
  try {
    for (;;) {
      const asked = wanted;
      const frame = await fetchFrame(asked.position, asked.seat);
      await show(frame);
      if (wanted === asked) break;
    }
    if (!retried || view) showError("");
  } catch (error) {
    failed(error);
  } finally {
    busy = false;
  }
}

function failed(error) {
  if (!view && error.status === 400 && !retried) {
    retried = true;
    showError(error.message);
    go(0, null);
    return;
  }
  if (!view && !gameId) { // a record this server no longer holds: choose the file again
    choose(`${error.message}`);
    return;
  }
  if (!view) {
    $("watch").hidden = false;
    $("status").textContent = `This replay cannot be shown: ${error.message}`;
  }
  showError(error.message);
}

// -- drawing -------------------------------------------------------------------------------------
async function show(frame) {
  setSeatNames(frame.status.seats); // the players' names, before anything names a seat
  if (!game) {
    game = await loadGameView(frame.status, (error) => showError(`The board could not be drawn (${error.message}); showing the game as text.`));
    setUp(frame);
  }
  const key = seatKey(frame.seat);
  if (key !== knownSeat) {
    known = [];
    $("log").replaceChildren();
  }
  known = known.slice(0, frame.log_start).concat(frame.log);
  knownSeat = key;
  view = frame;
  drawTable($("board"), game, view);
  $("seats").replaceChildren(...seatRows(frame.status, frame.seat, { watching: true }));
  showLog(frame.version);
  describe(frame);
  keepInAddress(frame.version, key);
}

/** The controls that depend on the record: the slider's range, the viewers to choose from. */
function setUp(frame) {
  const { status, replay } = frame;
  $("position").max = String(replay.length);
  const choices = [el("option", { value: "spectator", text: "a spectator (no hand)" })];
  for (let seat = 0; seat < status.players; seat++) {
    const own = replay.own_seat === seat ? ", your seat" : "";
    choices.push(el("option", { value: String(seat), text: `${seatWords(seat)}${own}` }));
  }
  $("viewer").replaceChildren(...choices);
  $("outcome").textContent = capital(replay.outcome);
  $("page-title").textContent = `${status.title}: a replay`;
  if (gameId) {
    $("to-game").href = `/play/${encodeURIComponent(gameId)}#token=${encodeURIComponent(token)}`;
    $("to-game").hidden = false;
  }
  $("watch").hidden = false;
  $("pick").hidden = true;
}

function showLog(position) {
  const log = $("log");
  while (log.children.length > position) log.lastElementChild.remove();
  for (let k = log.children.length; k < position && k < known.length; k++) log.append(logItem(game, known[k], view));
  for (const old of log.querySelectorAll(".current")) old.classList.remove("current");
  if (log.lastElementChild) log.lastElementChild.classList.add("current");
  log.scrollTop = log.scrollHeight;
}

function describe(frame) {
  const { status, replay } = frame;
  const position = frame.version;
  const who = frame.seat === null ? "a spectator" : seatWords(frame.seat);
  let now;
  if (status.over) now = status.winner === null || status.winner === undefined ? "the game is over" : `game over: ${seatLabel(status.winner)} wins`;
  else if (status.to_move !== null) now = `${seatLabel(status.to_move)} to decide`;
  else now = "chance to draw";
  $("status").textContent = `Replay of ${status.title} · position ${position} of ${replay.length} · watching as ${who}`;
  document.title = `Replay: ${status.title} (${position}/${replay.length})`;
  $("where").textContent = `Position ${position} of ${replay.length}: ${now}.`;
  $("last").textContent = replay.last ? `Last: ${replay.last.plain.trim()}` : "The table as set up.";
  $("position").value = String(position);
  $("position").setAttribute("aria-valuetext", `position ${position} of ${replay.length}`);
  $("viewer").value = seatKey(frame.seat);
  $("first").disabled = $("back").disabled = $("previous-decision").disabled = position === 0;
  $("forward").disabled = $("last-position").disabled = $("next-decision").disabled = position === replay.length;
  document.body.dataset.position = String(position);
  document.body.dataset.seat = seatKey(frame.seat);
}

function keepInAddress(position, seat) {
  const hash = new URLSearchParams(gameId ? { token } : { file: fileId });
  hash.set("at", String(position));
  hash.set("seat", seat);
  history.replaceState(null, "", `#${hash}`);
}

// -- the controls --------------------------------------------------------------------------------
function current() {
  return wanted ? wanted.position : view ? view.version : 0;
}

function seatNow() {
  return view ? seatKey(view.seat) : null;
}

function step(to) {
  if (!view) return;
  const length = view.replay.length;
  go(Math.max(0, Math.min(length, to)), wanted ? wanted.seat : seatNow());
}

function nextDecision(forward) {
  // The server says where the decisions around the frame shown are: a step by decisions waits
  // for the frame asked for before to arrive.
  if (!view || busy) return;
  step(forward ? view.replay.next_decision : view.replay.previous_decision);
}

$("first").addEventListener("click", () => step(0));
$("back").addEventListener("click", () => step(current() - 1));
$("forward").addEventListener("click", () => step(current() + 1));
$("last-position").addEventListener("click", () => view && step(view.replay.length));
$("previous-decision").addEventListener("click", () => nextDecision(false));
$("next-decision").addEventListener("click", () => nextDecision(true));
$("position").addEventListener("input", () => step(Number($("position").value)));
$("viewer").addEventListener("change", () => go(current(), $("viewer").value));
document.addEventListener("keydown", (event) => {
  if (!view || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target.closest && target.closest("input, select, textarea")) return; // (the slider and the select have their own keys)
  const keys = {
    ArrowLeft: () => (event.shiftKey ? nextDecision(false) : step(current() - 1)),
    ArrowRight: () => (event.shiftKey ? nextDecision(true) : step(current() + 1)),
    Home: () => step(0),
    End: () => step(view.replay.length),
  };
  if (keys[event.key]) {
    event.preventDefault();
    keys[event.key]();
  }
});
window.addEventListener("hashchange", () => { // an address typed or pasted: go where it says
  const hash = new URLSearchParams(location.hash.slice(1));
  if ((hash.get("token") || "") !== token || (!gameId && (hash.get("file") || "") !== fileId)) {
    location.reload();
    return;
  }
  go(Math.max(0, Number(hash.get("at")) || 0), hash.get("seat"));
});

// -- a record file from disk ---------------------------------------------------------------------
function choose(message) {
  $("pick").hidden = false;
  $("watch").hidden = true;
  $("status").textContent = "Choose a record file to watch";
  $("pick-message").textContent = message || "";
}

$("file").addEventListener("change", async () => {
  const file = $("file").files[0];
  if (!file) return;
  $("pick-message").textContent = `Reading ${file.name}…`;
  let record;
  try {
    record = JSON.parse(await file.text());
  } catch (error) {
    $("pick-message").textContent = `${file.name} is not a JSON file (${error.message}).`;
    return;
  }
  const response = await fetch("/api/replays", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(record),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    $("pick-message").textContent = `${file.name} cannot be replayed: ${(data.error && data.error.message) || response.statusText}`;
    return;
  }
  fileId = data.id;
  $("pick-message").textContent = "";
  go(0, "spectator");
});

// For scripts driving the page (the browser tests): the frame shown.
window.ambitionsReplay = { frame: () => view };

if (gameId && !token) {
  $("watch").hidden = false;
  $("status").textContent = "This page needs a game link with its secret (…#token=…).";
} else if (gameId || fileId) {
  const at = Math.max(0, Number(start.get("at")) || 0);
  go(at, start.get("seat"));
} else {
  choose("");
}
