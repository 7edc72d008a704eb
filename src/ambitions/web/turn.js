// "Your turn": when a decision waits for this page's seat, the page title says so, the tab's icon
// turns to the seat's signal colour and, if the player allowed it, a browser notification is
// shown while the page is not in view. Nothing here decides anything: it only tells.

const SIGNAL = { mine: "#d4322c", idle: "#8a8f98" };

function icon(colour) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="${colour}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export class TurnSignal {
  /** `link`: the page's <link rel="icon">; `button`: the "notify me" button (shown while the
   * browser has not been asked yet). */
  constructor(link, button) {
    this.link = link;
    this.button = button;
    this.wasMine = null; // (unknown before the first view: opening a page notifies nothing)
    if (button) {
      button.addEventListener("click", async () => {
        if ("Notification" in window) await Notification.requestPermission();
        this.showButton(true);
      });
    }
  }

  /** Call after each view: `mine` (a decision waits for this seat), `label` (the game's name),
   * `player` (a seat, not a spectator), `name` (the player's display name, if any). */
  update(mine, label, player, name = null) {
    document.title = `${mine ? (name ? `Your turn, ${name} · ` : "Your turn · ") : ""}${label}`;
    this.link.href = icon(mine ? SIGNAL.mine : SIGNAL.idle);
    this.link.dataset.turn = mine ? "mine" : "idle";
    const allowed = "Notification" in window && Notification.permission === "granted";
    if (mine && this.wasMine === false && allowed && document.hidden) {
      const body = name ? `A decision waits for you, ${name}.` : "A decision waits for you.";
      new Notification(`Your turn: ${label}`, { body, tag: `ambitions-turn-${label}` });
    }
    this.wasMine = mine;
    this.showButton(player);
  }

  showButton(player) {
    if (!this.button) return;
    this.button.hidden = !(player && "Notification" in window && Notification.permission === "default");
  }
}
