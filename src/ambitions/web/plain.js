// The view of a game that has no browser view of its own: the game's plain text (its `render`),
// as the server sends it, and its actions chosen word by word.
import { el } from "/static/ui.js";
import { wordSteps } from "/static/chooser.js";

export function createPlainView() {
  return {
    render(root, view) {
      root.replaceChildren(el("pre", { id: "text", class: "plain-text", text: view.text }));
    },
    steps: wordSteps,
    sentence: (text) => text,
    logEntry: (line) => line.plain.trim(),
  };
}
