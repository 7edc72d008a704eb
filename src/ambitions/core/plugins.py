"""Named things found through entry-point groups: games, agents, bot knowledge.

A `Plugins` table holds what was registered in this process and loads the rest, on first use,
from its entry-point group, so a separately installed package adds its own the same way the
bundled ones are declared in ``pyproject.toml``. A plugin that fails to load is a one-line
`InvalidOptions` for that name only.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any, Generic, TypeVar

from ambitions.core.errors import InvalidOptions

T = TypeVar("T")


class Plugins(Generic[T]):
    """The `T`s of one entry-point group, by name (`what` names one in messages: ``agent``)."""

    def __init__(self, group: str, what: str, check: Callable[[str, object], T]) -> None:
        self.group = group
        self.what = what
        self.check = check
        """``check(name, loaded)``: the loaded object as a `T`, or `InvalidOptions` if it is not one."""
        self.loaded: dict[str, T] = {}
        self.sources: dict[str, str] = {}
        """Where each loaded entry came from (``module:attribute``)."""

    def register(self, name: str, item: T) -> None:
        """Make `item` available as `name` in this process (replacing any other)."""
        self.loaded[name] = item

    def names(self) -> list[str]:
        """Every name: registered here or declared by an installed package."""
        return sorted(set(self.loaded) | {ep.name for ep in entry_points(group=self.group)})

    def declared(self, name: str) -> bool:
        """True if an installed package declares `name` in the group."""
        return any(True for _ in entry_points(group=self.group, name=name))

    def get(self, name: str) -> T | None:
        """The entry called `name`, loaded on first use; None if there is none."""
        item = self.loaded.get(name)
        if item is not None:
            return item
        for ep in entry_points(group=self.group, name=name):
            return self.load(name, ep.value, ep.load)
        return None

    def load(self, name: str, source: str, load: Callable[[], object]) -> T:
        """Load entry `name` with `load` (raises `InvalidOptions` naming `source` if it fails)."""
        try:
            item = self.check(name, load())
        except InvalidOptions as exc:
            raise InvalidOptions(f"{self.what} {name!r} ({source}): {exc}") from exc
        except Exception as exc:  # a broken plugin must not take the others down
            raise InvalidOptions(
                f"{self.what} {name!r} ({source}) failed to load: {type(exc).__name__}: {exc}"
            ) from exc
        self.loaded[name] = item
        self.sources[name] = source
        return item


def factory_entry(name: str, loaded: object) -> Callable[..., Any]:
    """A `Plugins` check for factories: the loaded object must be callable."""
    if not callable(loaded):
        raise InvalidOptions(f"is not callable: {loaded!r:.80}")
    return loaded
