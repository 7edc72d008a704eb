// The pieces of a game's table every page shows it with (the game page, play.js; the replay page,
// replay.js): loading the game's browser view module, drawing the board (its plain text if the
// view fails), the seats, the log's lines, and the card texts shown on hover, focus or tap. None
// of it names a game: what is drawn comes from the game's view module and the server's view.
import { createPlainView } from "/static/plain.js";
import { el, seatMark } from "/static/ui.js";

export function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The game's browser view (`status.web_view`), created and its stylesheet loaded; the plain
 * text view for a game without one, or when it fails (`onError(error)` is told why). */
export async function loadGameView(status, onError = () => {}) {
  if (!status.web_view) return createPlainView();
  try {
    const module = await import(status.web_view);
    const catalogue = status.catalogue ? await (await fetch(status.catalogue)).json() : null;
    const made = await module.createView({ catalogue, status });
    if (made.stylesheet) { // drawn once its stylesheet is in, never unstyled
      const link = el("link", { rel: "stylesheet", href: made.stylesheet });
      const loaded = new Promise((resolve) => {
        link.addEventListener("load", resolve);
        link.addEventListener("error", resolve);
      });
      document.head.append(link);
      await loaded;
    }
    return made;
  } catch (error) {
    console.error(error);
    onError(error);
    return createPlainView();
  }
}

/** Draw `view` into `board` with the game's view; if it fails, say so and show the plain text. */
export function drawTable(board, game, view) {
  try {
    game.render(board, view);
  } catch (error) {
    console.error(error);
    board.replaceChildren(el("p", { class: "error", text: `The board could not be drawn: ${error.message}` }),
      el("pre", { class: "plain-text", text: view.text }));
  }
}

const SEAT_KINDS = {
  human: () => " player",
  player: () => " player", // (a record file does not say who played)
  bot: (s) => ` bot ${s.agent}`,
  rules: () => " printed bot (the rules play it)",
};

/** The list items of the seats: each seat's mark, kind, score, whether it decides, the winner;
 * `seat` is marked "(you)", or "(watching)" on a replay (`watching`). */
export function seatRows(status, seat, { watching = false } = {}) {
  const scores = status.scores || [];
  return status.seats.map((s) => el("li", { class: `seat-row${s.to_move ? " to-move" : ""}` },
    seatMark(s.seat, { you: !watching && s.seat === seat }),
    watching && s.seat === seat ? el("span", { class: "watching", text: " (watching)" }) : null,
    el("span", { class: "seat-kind", text: SEAT_KINDS[s.kind] ? SEAT_KINDS[s.kind](s) : ` ${s.kind}` }),
    scores.length ? el("span", { class: "score", text: ` ${status.score} ${scores[s.seat]}` }) : null,
    s.to_move ? el("strong", { class: "to-move-mark", text: " ◀ deciding" }) : null,
    status.over && status.winner === s.seat ? el("strong", { text: " winner" }) : null,
    s.bot_error ? el("span", { class: "error", text: ` (failed: ${s.bot_error})` }) : null));
}

/** A log line (the server's {seat, who, text, description, private, plain, notes}) as a list
 * item, in the game's words (its plain text if the view cannot say it), what the step caused
 * (its notes: a chapter's scoring, the winner) as entries of their own under it. */
export function logItem(game, line, view) {
  let entry;
  try {
    entry = game.logEntry(line, view);
  } catch {
    entry = line.plain.trim();
  }
  const notes = (line.notes || []).map((note) => el("li", { class: "note", text: capital(note) }));
  return el("li", { class: line.seat < 0 ? "chance" : `seat-line seat-${line.seat}` },
    line.seat >= 0 ? seatMark(line.seat, { label: false }) : null, el("span", { class: "log-text" }, entry),
    notes.length ? el("ul", { class: "notes" }, ...notes) : null);
}

/** Show the text of an element with data-info="…" in `tip` on hover, focus or tap (once per
 * page); returns the function that hides it. */
export function watchTips(tip) {
  let tipFor = null;

  function showTip(node) {
    const text = node.getAttribute("data-info");
    if (!text) return;
    tip.textContent = text;
    tip.hidden = false;
    tipFor = node;
    const box = node.getBoundingClientRect();
    const width = Math.min(320, window.innerWidth - 16);
    tip.style.maxWidth = `${width}px`;
    const left = Math.max(8, Math.min(window.innerWidth - width - 8, box.left));
    tip.style.left = `${left + window.scrollX}px`;
    const below = box.bottom + 6;
    tip.style.top = `${(below + 120 < window.innerHeight ? below : Math.max(8, box.top - tip.offsetHeight - 6)) + window.scrollY}px`;
  }

  function hideTip() {
    tip.hidden = true;
    tipFor = null;
  }

  for (const kind of ["pointerover", "focusin"]) {
    document.addEventListener(kind, (event) => {
      if (event.pointerType === "touch") return;
      const node = event.target.closest && event.target.closest("[data-info]");
      if (node) showTip(node);
      else if (kind === "focusin") hideTip();
    });
  }
  document.addEventListener("pointerout", (event) => {
    const node = event.target.closest && event.target.closest("[data-info]");
    if (node && node === tipFor && !node.contains(event.relatedTarget)) hideTip();
  });
  document.addEventListener("click", (event) => {
    const node = event.target.closest && event.target.closest("[data-info]");
    if (node) showTip(node); // a tap shows the text too
    else hideTip();
  });
  return hideTip;
}
