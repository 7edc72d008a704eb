// The links this browser has opened, kept in localStorage: a player's list of games (no accounts).
import { el } from "/static/ui.js";

export { el };

const KEY = "ambitions.links";

export function savedLinks() {
  try {
    const links = JSON.parse(localStorage.getItem(KEY) || "[]");
    return Array.isArray(links) ? links.filter((l) => l && typeof l.token === "string") : [];
  } catch {
    return [];
  }
}

export function rememberLink(gameId, token) {
  const links = savedLinks().filter((l) => l.token !== token);
  links.unshift({ game: gameId, token, opened: Date.now() });
  localStorage.setItem(KEY, JSON.stringify(links.slice(0, 200)));
}

export async function api(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: { "Content-Type": "application/json", ...(options.headers || {}) },
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error((data.error && data.error.message) || response.statusText);
    error.code = data.error && data.error.code;
    throw error;
  }
  return data;
}
