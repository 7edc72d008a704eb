"""Fast copies of states kept in ``__slots__``.

A search clones a state thousands of times a second, and a loop of ``setattr(s, f,
getattr(self, f))`` over a hundred fields spends most of its time in those two calls. `copier`
writes the copy once, as straight-line code naming every field (the way `dataclasses` writes its
methods), so a clone is one function of plain attribute reads and writes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def copier(
    cls: type[T], shared: Sequence[str], lists: Sequence[str], nested: Sequence[str] = ()
) -> Callable[[T], T]:
    """A function copying an instance of `cls` into a new one: the fields in `shared` by
    reference (numbers, strings, tuples, frozen values), those in `lists` as shallow copies and
    those in `nested` (lists of lists) one level deeper."""
    for name in (*shared, *lists, *nested):
        if not name.isidentifier():
            raise ValueError(f"not a field name: {name!r}")
    body = [f"    s.{f} = o.{f}" for f in shared]
    body += [f"    s.{f} = o.{f}[:]" for f in lists]
    body += [f"    s.{f} = [x[:] for x in o.{f}]" for f in nested]
    source = "\n".join([f"def copy_{cls.__name__}(o):", "    s = new(cls)", *body, "    return s"])
    namespace: dict[str, object] = {"new": cls.__new__, "cls": cls}
    exec(compile(source, f"<copier of {cls.__qualname__}>", "exec"), namespace)  # noqa: S102
    made: Callable[[T], T] = namespace[f"copy_{cls.__name__}"]  # type: ignore[assignment]
    return made
