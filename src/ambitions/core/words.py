"""Small words every game's text uses: counted nouns (``1 hit``, ``2 hits``)."""

from __future__ import annotations


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``1 card``, ``2 cards``, ``0 cards``; `plural` for an irregular one (``1 fleet``...)."""
    return f"{n} {word if n == 1 else plural or word + 's'}"
