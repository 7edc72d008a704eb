"""The rules help every front end shows, as plain text: the notes on a game's kinds of action
(`GameSpec.rules`), the ones a seat may take now first, and the odds of a dice choice
(`GameSpec.odds`). The line-by-line game prints it; the full-screen game shows it on ``?``."""

from __future__ import annotations

from collections.abc import Sequence

from ambitions.core.errors import shorten
from ambitions.core.spec import GameSpec


def indent(text: str) -> str:
    """Each line of `text` indented by two spaces."""
    return "\n".join(f"  {line}" for line in text.splitlines())


def rules_text(spec: GameSpec, texts: Sequence[str], kind: str = "", first: str = "") -> str:
    """The ``rules`` command: the notes on the kinds of `first` (the highlighted action) and of
    the legal actions `texts`, then the game's others; or the note on one `kind` (an action's
    first word(s), or a whole action's text)."""
    if not spec.rule_notes():
        return f"error: {spec.display_name} has no rules help"
    kind = " ".join(kind.lower().split())
    if kind:
        note = spec.note_for(kind)
        if note is None:
            known = ", ".join(n.kind for n in spec.rule_notes())
            return f"error: no rules note on {shorten(kind)}; the kinds are: {known}"
        return note.line()
    now, rest = spec.notes_first(texts, first)
    lines = ["Rules for your actions now:", *(f"  {n.line()}" for n in now)] if now else []
    if rest:
        lines += ["Other actions of the game:", *(f"  {n.line()}" for n in rest)]
    return "\n".join(lines)


def odds_text(spec: GameSpec, texts: Sequence[str], which: str = "") -> str:
    """The ``odds`` command: the odds of every legal action choosing dice, or of action `which`
    (its number in the list, or its text)."""
    which = " ".join(which.split())
    if which:
        if which.isascii() and which.isdigit():
            number = int(which) if len(which) <= 9 else 0
            if not 1 <= number <= len(texts):
                return f"error: there is no action numbered {which[:20]}; choose 1..{len(texts)}"
            which = texts[number - 1]
        odds = spec.odds_for(which)
        return odds if odds is not None else f"error: {shorten(which)} chooses no dice"
    found = [(t, o) for t in texts if (o := spec.odds_for(t))]
    if not found:
        return "No action here chooses dice."
    return "\n".join(f"{t}:\n{indent(o)}" for t, o in found)
