"""The building blocks of a fixed action index, shared by every game's encodings.

A game's action index (`ambitions.rl.encodings.Encodings.action_index`) is a run of families,
one per action kind and argument shape: a `Family` names its kind and the `Domain` of each
argument (or of a few arguments taken together), and owns ``size`` consecutive indexes from its
``offset``, the product of its domains' sizes, in row-major order. `Family.index` turns the
arguments of an action into its index, `Family.arguments` an index back into them; the game
makes its own action object from those (this module names no game).
"""

from __future__ import annotations

import bisect
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

Arg = Hashable
"""One argument of an action (a game's own: a word or a number)."""

Value = tuple[Arg, ...]
"""One domain value: the action arguments it stands for (one or more)."""


@dataclass(frozen=True)
class Domain:
    """The values one argument (or a few arguments together) can take, in index order."""

    name: str
    values: tuple[Value, ...]
    position: dict[Value, int] = field(init=False, repr=False, compare=False)
    width: int = field(init=False)

    def __post_init__(self) -> None:
        widths = {len(v) for v in self.values}
        if len(widths) != 1 or len(set(self.values)) != len(self.values):
            raise ValueError(f"domain {self.name}: values must be distinct and of one width")
        object.__setattr__(self, "position", {v: i for i, v in enumerate(self.values)})
        object.__setattr__(self, "width", widths.pop())

    def __len__(self) -> int:
        return len(self.values)


def one(name: str, values: Iterable[Arg]) -> Domain:
    """A domain of single arguments."""
    return Domain(name, tuple((v,) for v in values))


def word(text: str) -> Domain:
    """A fixed word inside an action (Arcs' ``as``, the action a ``spend`` buys)."""
    return Domain(text, ((text,),))


@dataclass(frozen=True)
class Family:
    """An action kind with fixed argument domains: ``size`` consecutive indexes from ``offset``."""

    kind: str
    domains: tuple[Domain, ...]
    offset: int = 0

    @property
    def size(self) -> int:
        size = 1
        for d in self.domains:
            size *= len(d)
        return size

    @property
    def width(self) -> int:
        """The number of arguments of its actions."""
        return sum(d.width for d in self.domains)

    @property
    def text(self) -> str:
        """The family as a template: ``move <path> <ships>``."""
        return " ".join([self.kind, *(d.name for d in self.domains)])

    def index(self, args: tuple[Arg, ...]) -> int | None:
        """The index of ``kind *args`` in this family, or None if the arguments do not fit it."""
        at = 0
        number = 0
        for d in self.domains:
            position = d.position.get(args[at : at + d.width])
            if position is None:
                return None
            number = number * len(d) + position
            at += d.width
        return self.offset + number

    def arguments(self, index: int) -> tuple[Arg, ...]:
        """The arguments of the action at `index` (an index of this family)."""
        number = index - self.offset
        parts: list[Value] = []
        for d in reversed(self.domains):
            number, position = divmod(number, len(d))
            parts.append(d.values[position])
        args: tuple[Arg, ...] = ()
        for value in reversed(parts):
            args += value
        return args


def f(kind: str, *domains: Domain) -> Family:
    """The family of `kind` over these domains (its offset is set when the index is laid out)."""
    return Family(kind, domains)


class ActionIndex:
    """Families laid end to end from index 0, in the order given: the fixed part of a game's
    action index. `find` gives the index of ``kind *args`` (None outside it), `family_at` the
    family an index falls in, `layout` what docs/rl.md shows."""

    def __init__(self, families: Sequence[Family], start: int = 0) -> None:
        placed = []
        offset = start
        for fam in families:
            placed.append(Family(fam.kind, fam.domains, offset))
            offset += fam.size
        self.families: tuple[Family, ...] = tuple(placed)
        self.end = offset
        """The first index after the last family."""
        self._offsets = [fam.offset for fam in self.families]
        self._by_shape: dict[tuple[str, int], tuple[Family, ...]] = {}
        for fam in self.families:
            key = (fam.kind, fam.width)
            self._by_shape[key] = (*self._by_shape.get(key, ()), fam)

    def find(self, kind: str, args: tuple[Arg, ...]) -> int | None:
        """The index of the action ``kind *args``, or None if no family holds it."""
        for fam in self._by_shape.get((kind, len(args)), ()):
            index = fam.index(args)
            if index is not None:
                return index
        return None

    def family_at(self, index: int) -> Family:
        """The family holding `index` (one of its indexes)."""
        return self.families[bisect.bisect_right(self._offsets, index) - 1]

    def layout(self) -> list[tuple[int, int, str]]:
        """Each family's offset, size and template, in index order."""
        return [(fam.offset, fam.size, fam.text) for fam in self.families]


# -- the observation vector ----------------------------------------------------------------------
@dataclass(frozen=True)
class Block:
    """A named run of the observation vector."""

    name: str
    size: int
    about: str
    offset: int = 0


def place_blocks(blocks: Sequence[Block], start: int = 0) -> tuple[Block, ...]:
    """The blocks laid end to end from `start`, in the order given."""
    placed = []
    offset = start
    for b in blocks:
        placed.append(Block(b.name, b.size, b.about, offset))
        offset += b.size
    return tuple(placed)
