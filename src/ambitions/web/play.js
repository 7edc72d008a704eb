// The game page: a generic shell over the server's websocket. Everything shown comes from the
// view the server sends for this seat (its observation, its legal actions, the game as text, the
// log as this seat may see it); nothing is computed here that could disagree with the engine.
import { el, rememberLink } from "/static/links.js";

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop() || "");
const token = new URLSearchParams(location.hash.slice(1)).get("token") || "";
const $ = (id) => document.getElementById(id);
let view = null;
let socket = null;
let retryDelay = 500;
let pending = null;

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
    return;
  }
  socket.send(JSON.stringify(message));
}

function play(action) {
  if (!view || !view.legal_actions.includes(action)) {
    $("message").textContent = action ? `“${action}” is not one of your legal actions.` : "";
    return;
  }
  pending = { type: "move", version: view.version, move_id: moveId(), action };
  send(pending);
}

function render() {
  const status = view.status;
  const seat = view.seat;
  const who = seat === null ? "spectator" : `seat ${seat}`;
  let line = `${status.title} ${status.id}, version ${view.version}, you are ${who}: `;
  if (status.over) line += `game over, seat ${status.winner} wins`;
  else if (status.to_move === null) line += "waiting";
  else line += status.to_move === seat ? "your decision" : `seat ${status.to_move} to decide`;
  $("status").textContent = line;
  document.title = `${status.to_move === seat && !status.over ? "● " : ""}${status.title} ${status.id}`;
  $("text").textContent = view.text;
  $("seats").replaceChildren(...status.seats.map((s) => el("li", { class: s.to_move ? "to-move" : "" },
    `seat ${s.seat}${s.seat === seat ? " (you)" : ""}: ${s.kind === "bot" ? `bot ${s.agent}` : "player"}`,
    s.to_move ? " ◀ to decide" : "", s.bot_error ? ` (failed: ${s.bot_error})` : "")));
  const legal = view.legal_actions;
  $("decide-title").textContent = legal.length ? `Your decision (${legal.length} actions)` : "Your decision";
  const filter = $("action").value.trim().toLowerCase();
  const shown = legal.filter((a) => a.toLowerCase().includes(filter)).slice(0, 300);
  $("legal").replaceChildren(...shown.map((a) => el("li", {}, (() => {
    const button = el("button", { type: "button", text: a });
    button.addEventListener("click", () => play(a));
    return button;
  })())));
  $("undo").disabled = view.undo !== "";
  $("undo").title = view.undo || "Take back your last decision";
  $("retry").hidden = !status.seats.some((s) => s.bot_error);
  const record = $("record");
  record.hidden = !status.over;
  if (status.over) record.href = "#";
}

function addLog(lines, reset) {
  const log = $("log");
  if (reset) log.replaceChildren();
  for (const line of lines) log.append(el("li", { class: line.seat < 0 ? "chance" : "" }, line.plain.trim()));
  log.scrollTop = log.scrollHeight;
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
    if (message.type === "snapshot" || message.type === "update") {
      view = message;
      addLog(message.log, message.log_reset);
      render();
    } else if (message.type === "ack") {
      $("message").textContent = message.undone ? `Took back “${message.undone}”.` : "";
      $("action").value = "";
      pending = null;
    } else if (message.type === "error") {
      $("message").textContent = message.message;
      if (message.code === "bad_token") setConnection("this link opens no seat", false);
    }
  });
  socket.addEventListener("close", () => {
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
$("action").addEventListener("input", () => view && render());
$("undo").addEventListener("click", () => view && send({ type: "undo", version: view.version, move_id: moveId() }));
$("retry").addEventListener("click", () => send({ type: "retry_bots" }));
$("record").addEventListener("click", async (event) => {
  event.preventDefault();
  const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/record`, { headers: { Authorization: `Bearer ${token}` } });
  const blob = await response.blob();
  const link = el("a", { href: URL.createObjectURL(blob), download: `${view.status.game}-${gameId}.json` });
  link.click();
});

if (!token) {
  $("status").textContent = "This page needs a game link with its secret (…#token=…).";
} else {
  rememberLink(gameId, token);
  history.replaceState(null, "", location.pathname + location.hash);
  connect();
}
