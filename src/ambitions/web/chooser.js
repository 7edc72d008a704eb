// Narrowing the server's legal actions by clicks. Nothing here knows a game or its rules: the
// legal actions are the server's texts, and the game's view splits each text into steps (`steps`
// below); a click only ever keeps some of those texts, so nothing chosen here can disagree with
// the engine, and a click that would keep none does nothing.
//
// A step is {key, label, ask, name}: `key` names what is clicked ("system:1.3", "card:CON4",
// "kind:move"), `label` is the words for that choice ("to 1.3"), `ask` the question it answers
// ("Where to?"), `name` (optional) the thing alone ("1.3"), for when texts label it differently. Elements of the board carry `data-pick="key key..."`.
//
// Two kinds of pick:
// - a board click (`pickFree`) matches, in each text, the earliest step with that key that is not
//   matched yet and comes after the step the previous board click matched: clicking 1.3 then 1.0
//   keeps "move 1.3 1.0 ..." and not "move 1.0 1.3 ...";
// - an option (`pickNext`) answers the question the texts still left differ on first: the steps
//   no pick matched, in order, after those they all share.

/** The steps of a text in a game without a view of its own: one per word. */
export function wordSteps(text) {
  return text.split(" ").map((word, k) => ({ key: `word${k}:${word}`, label: word, ask: k ? "Then?" : "Which action?" }));
}

export class Chooser {
  /** `legal`: the action texts; `stepsOf(text)`: the game view's steps of a text. */
  constructor(legal = [], stepsOf = wordSteps) {
    this.entries = legal.map((text) => ({ text, steps: stepsOf(text) }));
    this.picks = [];
  }

  reset() {
    this.picks = [];
  }

  /** Each text still in play with what the picks matched: [{entry, matched: Set, last}]. */
  states(picks = this.picks) {
    let states = this.entries.map((entry) => ({ entry, matched: new Set(), last: -1 }));
    for (const pick of picks) states = apply(states, pick);
    return states;
  }

  candidates() {
    return this.states().map((s) => s.entry);
  }

  /** The keys a board click may pick now. */
  freeKeys() {
    const keys = new Set();
    for (const s of this.states()) {
      s.entry.steps.forEach((step, k) => {
        if (k > s.last && !s.matched.has(k)) keys.add(step.key);
      });
    }
    return keys;
  }

  /** Pick by a board click: the first of `keys` that keeps some texts. True if one did. */
  pickFree(keys) {
    for (const key of keys) {
      const pick = { key, free: true };
      if (this.states([...this.picks, pick]).length) {
        this.picks.push(pick);
        return true;
      }
    }
    return false;
  }

  /** Pick an option of `next()`. True if it kept some texts. */
  pickNext(key) {
    const pick = { key, free: false };
    if (!this.states([...this.picks, pick]).length) return false;
    this.picks.push(pick);
    return true;
  }

  /** Take back the last pick. */
  back() {
    this.picks.pop();
  }

  /** What is left to choose: {candidates, chosen (labels of the picks and of the steps every
   *  candidate shares), ask, options: [{key, label, entries}], complete: [entries that need
   *  nothing more]}. */
  next() {
    const states = this.states();
    const rests = states.map(unmatched);
    const shared = sharedPrefix(rests);
    const options = [];
    const byKey = new Map();
    const complete = [];
    let ask = "";
    rests.forEach((rest, k) => {
      const step = rest[shared];
      if (!step) {
        complete.push(states[k].entry);
        return;
      }
      if (!ask) ask = step.ask || "";
      if (!byKey.has(step.key)) {
        const option = { key: step.key, label: step.label, entries: [] };
        byKey.set(step.key, option);
        options.push(option);
      }
      byKey.get(step.key).entries.push(states[k].entry);
    });
    const chosen = [];
    if (states.length) {
      // The words for what is chosen: a step's label when every text left agrees on it (a click
      // on 1.3 may be "from 1.3" in one and "at 1.3" in another: then its plain name).
      const labelsOf = (state) => [...state.matched].sort((a, b) => a - b).map((k) => state.entry.steps[k]);
      const first = labelsOf(states[0]);
      first.forEach((step, k) => {
        const same = states.every((state) => labelsOf(state)[k].label === step.label);
        chosen.push(same ? step.label : step.name || step.label);
      });
      chosen.push(...rests[0].slice(0, shared).map((step) => step.label));
    }
    return { candidates: states.map((s) => s.entry), chosen, ask, options, complete };
  }
}

function unmatched(state) {
  return state.entry.steps.filter((_, k) => !state.matched.has(k));
}

function sharedPrefix(rests) {
  if (!rests.length) return 0;
  let n = 0;
  for (;;) {
    const key = rests[0][n] && rests[0][n].key;
    if (!key || !rests.every((rest) => rest[n] && rest[n].key === key)) return n;
    n += 1;
  }
}

function apply(states, pick) {
  if (pick.free) {
    const out = [];
    for (const s of states) {
      const k = s.entry.steps.findIndex((step, i) => i > s.last && !s.matched.has(i) && step.key === pick.key);
      if (k >= 0) out.push({ entry: s.entry, matched: new Set([...s.matched, k]), last: k });
    }
    return out;
  }
  const shared = sharedPrefix(states.map(unmatched));
  const out = [];
  for (const s of states) {
    let seen = 0;
    const k = s.entry.steps.findIndex((_, i) => !s.matched.has(i) && seen++ === shared);
    if (k >= 0 && s.entry.steps[k].key === pick.key) {
      out.push({ entry: s.entry, matched: new Set([...s.matched, k]), last: Math.max(s.last, k) });
    }
  }
  return out;
}
