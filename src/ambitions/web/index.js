// The start page: create a game, list the games this browser has links to.
import { api, el, rememberLink, savedLinks } from "/static/links.js";
import { seatLabel, setSeatNames } from "/static/ui.js";

const form = document.getElementById("new-game");
const gameSelect = document.getElementById("game");
const playersSelect = document.getElementById("players");
let offered = [];
const NAME_KEY = "ambitions.name"; // the name this browser's player last gave (play.js keeps it)

function current() {
  return offered.find((g) => g.name === gameSelect.value);
}

function showOptions() {
  const game = current();
  const players = Number(playersSelect.value);
  const options = document.getElementById("options");
  options.replaceChildren(el("legend", { text: "Options" }));
  for (const option of game.options) {
    const id = `option-${option.name}`;
    const type = { flag: "checkbox", int: "number", file: "file" }[option.kind] || "text";
    // A choice (the campaign's act: 1, 2 or all) is a list; empty: the game's default.
    const input = option.kind === "choice"
      ? el("select", { id, name: option.name }, el("option", { value: "", text: "(default)" }),
        ...(option.choices || []).map((c) => el("option", { value: String(c), text: String(c) })))
      : el("input", { type, id, name: option.name });
    if (option.kind === "file") input.accept = ".json,application/json";  // read here, sent as its content
    options.append(el("label", { for: id }, input, ` ${option.name.replaceAll("_", " ")}: ${option.help}`));
  }
  if (!game.options.length) options.append(el("p", { class: "hint", text: "This game has no options." }));
  options.addEventListener("change", showSeats);
  showSeats();
}

// Simple options (flags, numbers, choices) as the game would get them; files are read on submit.
function simpleOptions(game) {
  const out = {};
  for (const option of game.options) {
    const input = document.getElementById(`option-${option.name}`);
    if (!input) continue;
    if (option.kind === "flag" && input.checked) out[option.name] = true;
    else if (option.kind === "int" && input.value !== "") out[option.name] = Number(input.value);
    else if (option.kind === "text" && input.value.trim()) out[option.name] = input.value.trim();
    else if (option.kind === "choice" && input.value !== "") out[option.name] = input.value;
  }
  return out;
}

// Each seat: a person or a bot, except the seats the game's rules play (ARCADEs' solo bots),
// which the server names and which take no choice.
let seatsAsked = 0;
async function showSeats() {
  const game = current();
  const players = Number(playersSelect.value);
  const asked = ++seatsAsked;
  let kinds = null;
  try {
    const answer = await api(`/api/games/${encodeURIComponent(game.name)}/seats`, {
      method: "POST", body: JSON.stringify({ players, options: simpleOptions(game) }),
    });
    kinds = answer.seats.map((s) => s.kind);
  } catch (error) {
    kinds = null; // options the game refuses: creating says why
  }
  if (asked !== seatsAsked) return; // a later change is being asked about
  const seats = document.getElementById("seats");
  const kept = Object.fromEntries([...seats.querySelectorAll("select, input")].map((s) => [s.id, s.value]));
  seats.replaceChildren(el("legend", { text: "Seats" }));
  for (let seat = 0; seat < players; seat++) {
    const id = `seat-${seat}`;
    if (kinds && kinds[seat] === "rules") {
      seats.append(el("p", { class: "rules-seat", id, "data-kind": "rules" },
        `Seat ${seat}: a printed bot, played by the game's rules`));
      continue;
    }
    // The bots this server offers for this game (GET /api/games: its own bots, then the trained
    // policies its operator installed, as policy:NAME).
    const bots = game.bots || [{ bot: "random+", label: "random+" }, { bot: "greedy", label: "greedy" }];
    const select = el("select", { id, name: id },
      el("option", { value: "", text: "a player (a secret link)" }),
      ...bots.map((b) => el("option", { value: b.bot, text: `bot: ${b.label}` })));
    const wanted = id in kept ? kept[id] : seat > 0 ? "greedy" : "";
    select.value = wanted === "" || bots.some((b) => b.bot === wanted) ? wanted : "greedy";
    // A human seat may be named now (its player can change it at the table); a bot is named
    // after its agent.
    const nameId = `${id}-name`;
    const name = el("input", { type: "text", id: nameId, autocomplete: "off", title: "1 to 24 characters",
      placeholder: "name (optional)", "aria-label": `Seat ${seat}'s player's name (optional)` });
    name.value = nameId in kept ? kept[nameId] : seat === 0 ? localStorage.getItem(NAME_KEY) || "" : "";
    const showName = () => { name.hidden = select.value !== ""; };
    select.addEventListener("change", showName);
    showName();
    seats.append(el("div", { class: "seat-choice" }, el("label", { for: id }, `Seat ${seat} `, select), name));
  }
}

function showPlayers() {
  const game = current();
  playersSelect.replaceChildren(...game.players.map((n) => el("option", { value: n, text: String(n) })));
  playersSelect.value = String(game.default_players);
  showOptions();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const game = current();
  const players = Number(playersSelect.value);
  const options = {};
  Object.assign(options, simpleOptions(game));
  for (const option of game.options) {
    const input = document.getElementById(`option-${option.name}`);
    if (option.kind === "file" && input.files.length) {
      // The server reads none of its own files: the browser reads the player's file and sends
      // what it holds, under the option's content keyword (card_set for cards).
      const file = input.files[0];
      try {
        options[option.content] = JSON.parse(await file.text());
      } catch (error) {
        document.getElementById("created").replaceChildren(
          el("p", { class: "error", text: `Not created: ${file.name} is not a JSON file (${error.message})` }));
        return;
      }
    }
  }
  const seats = [];
  for (let seat = 0; seat < players; seat++) {
    const chosen = document.getElementById(`seat-${seat}`);
    const bot = chosen && chosen.tagName === "SELECT" ? chosen.value : "";
    const named = document.getElementById(`seat-${seat}-name`);
    const name = named && !bot ? named.value.trim() : "";
    seats.push(bot ? { bot } : name ? { name } : {});
  }
  const out = document.getElementById("created");
  try {
    const created = await api("/api/games", { method: "POST", body: JSON.stringify({ game: game.name, players, options, seats }) });
    const list = el("ul");
    for (const seat of created.seats) {
      if (seat.link) {
        rememberLink(created.id, seat.token);
        const who = seat.name ? `${seat.name} (seat ${seat.seat})` : `Seat ${seat.seat}`;
        list.append(el("li", {}, `${who}: `, el("a", { href: seat.link, text: "secret link" }), " (send it to that player only)"));
      }
    }
    list.append(el("li", {}, "Spectators: ", el("a", { href: created.spectator_link, text: "watch" })));
    out.replaceChildren(el("p", { text: `Game ${created.id} created. Each link is all its holder needs, on any device:` }), list);
    showMine();
  } catch (error) {
    out.replaceChildren(el("p", { class: "error", text: `Not created: ${error.message}` }));
  }
});

async function showMine() {
  const mine = document.getElementById("mine");
  const links = savedLinks();
  if (!links.length) {
    mine.replaceChildren(el("li", { class: "hint", text: "None yet." }));
    return;
  }
  try {
    const { games } = await api("/api/lookup", { method: "POST", body: JSON.stringify({ tokens: links.map((l) => l.token) }) });
    mine.replaceChildren();
    links.forEach((link, k) => {
      const game = games[k];
      if (!game) return;
      setSeatNames(game.seats); // this game's players' names
      const who = game.seat === null ? "spectator" : seatLabel(game.seat);
      const state = game.over ? `over, ${game.winner === game.seat ? "you won" : `${seatLabel(game.winner)} won`}`
        : game.to_move === null ? "waiting" : `${seatLabel(game.to_move)} to move`;
      const yours = !game.over && game.seat !== null && game.to_move === game.seat;
      const replay = game.over
        ? el("a", { class: "replay-link", href: `/replay/${game.id}#token=${link.token}`, text: "watch the replay" })
        : null;
      mine.append(el("li", { class: yours ? "yours" : "" },
        el("a", { href: `/play/${game.id}#token=${link.token}`, text: `${game.title} ${game.id}` }),
        ` (${who}): ${yours ? "your turn" : state}`, replay ? " · " : null, replay));
    });
  } catch (error) {
    mine.replaceChildren(el("li", { class: "error", text: error.message }));
  }
}

gameSelect.addEventListener("change", showPlayers);
playersSelect.addEventListener("change", showOptions);
offered = (await api("/api/games")).games;
gameSelect.replaceChildren(...offered.map((g) => el("option", { value: g.name, text: `${g.title}: ${g.about}` })));
gameSelect.value = (offered.find((g) => g.default) || offered[0]).name;
showPlayers();
showMine();
