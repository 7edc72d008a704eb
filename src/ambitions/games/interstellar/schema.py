"""A small validator for the subset of JSON Schema (draft 2020-12) that `cards.schema.json` uses.

Supported keywords: ``type`` (object, array, string, integer, boolean), ``properties``,
``required``, ``additionalProperties: false``, ``enum``, ``const``, ``minimum``, ``maximum``,
``items``, ``prefixItems``, ``minItems``, ``maxItems``, ``minLength``, ``maxLength``,
``pattern``, ``oneOf`` and local ``$ref`` (``#/$defs/...``). ``oneOf`` branches that are objects
told apart by a ``kind`` constant are chosen by the instance's ``kind`` (so the error is the
chosen branch's, not "matches none"). Annotations (``description``, ``title``...) are ignored.

`first_error(schema, instance)` returns the first problem as ``(path, message)``, or None; the
path is the list of keys and indexes leading to the bad value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

Path = list[str | int]


@cache
def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _type_ok(value: object, wanted: str) -> bool:
    if wanted == "object":
        return isinstance(value, Mapping)
    if wanted == "array":
        return isinstance(value, list)
    if wanted == "string":
        return isinstance(value, str)
    if wanted == "integer":
        return type(value) is int
    if wanted == "boolean":
        return isinstance(value, bool)
    raise ValueError(f"schema type {wanted!r} is not supported")


_NAMES = {
    "object": "an object",
    "array": "a list",
    "string": "text",
    "integer": "a whole number",
    "boolean": "true or false",
}


class Validator:
    """Checks instances against one schema document (its ``$defs`` resolve ``$ref``)."""

    def __init__(self, root: Mapping[str, Any]) -> None:
        self.root = root

    def resolve(self, ref: str) -> Mapping[str, Any]:
        if not ref.startswith("#/"):
            raise ValueError(f"only local references are supported, not {ref!r}")
        node: Any = self.root
        for part in ref[2:].split("/"):
            node = node[part]
        return node  # type: ignore[no-any-return]

    def check(self, schema: Mapping[str, Any], value: object, path: Path) -> tuple[Path, str] | None:
        if "$ref" in schema:
            return self.check(self.resolve(schema["$ref"]), value, path)
        if "oneOf" in schema:
            return self._one_of(schema["oneOf"], value, path)
        if "const" in schema and value != schema["const"]:
            return path, f"must be {_show(schema['const'])}, not {_show(value)}"
        if "enum" in schema and (not isinstance(value, str | int) or value not in schema["enum"]):
            options = ", ".join(map(str, schema["enum"]))
            return path, f"must be one of {options}; not {_show(value)}"
        wanted = schema.get("type")
        if wanted is not None and not _type_ok(value, wanted):
            return path, f"must be {_NAMES[wanted]}, not {_show(value)}"
        if type(value) is int:
            low, high = schema.get("minimum"), schema.get("maximum")
            if (low is not None and value < low) or (high is not None and value > high):
                return path, f"must be a whole number {low}..{high}, not {value}"
        if isinstance(value, str):
            if len(value) < schema.get("minLength", 0) or len(value) > schema.get("maxLength", 1 << 30):
                return (
                    path,
                    f"must be {schema.get('minLength', 0)}..{schema.get('maxLength')} characters long",
                )
            if "pattern" in schema and not _pattern(schema["pattern"]).search(value):
                return (
                    path,
                    f"{_show(value)} is not allowed here ({schema.get('description', schema['pattern'])})",
                )
        if isinstance(value, list):
            return self._array(schema, value, path)
        if isinstance(value, Mapping):
            return self._object(schema, value, path)
        return None

    def _array(self, schema: Mapping[str, Any], value: list[Any], path: Path) -> tuple[Path, str] | None:
        low, high = schema.get("minItems", 0), schema.get("maxItems")
        if len(value) < low or (high is not None and len(value) > high):
            most = f"..{high}" if high is not None else " or more"
            return path, f"must have {low}{most} entries, not {len(value)}"
        prefix = schema.get("prefixItems", [])
        for i, item in enumerate(value):
            sub = prefix[i] if i < len(prefix) else schema.get("items")
            if sub is not None:
                problem = self.check(sub, item, [*path, i])
                if problem:
                    return problem
        return None

    def _object(
        self, schema: Mapping[str, Any], value: Mapping[str, Any], path: Path
    ) -> tuple[Path, str] | None:
        props: Mapping[str, Any] = schema.get("properties", {})
        for key in schema.get("required", ()):
            if key not in value:
                return [*path, key], "is missing"
        for key, item in value.items():
            if key in props:
                problem = self.check(props[key], item, [*path, key])
                if problem:
                    return problem
            elif schema.get("additionalProperties") is False:
                return [*path, str(key)], f"is not a known field (known: {', '.join(props)})"
        return None

    def _one_of(self, branches: list[Any], value: object, path: Path) -> tuple[Path, str] | None:
        resolved = [self.resolve(b["$ref"]) if "$ref" in b else b for b in branches]
        kinds = [b.get("properties", {}).get("kind", {}).get("const") for b in resolved]
        if all(k is not None for k in kinds):
            if not isinstance(value, Mapping):
                return path, f"must be an object with a 'kind', not {_show(value)}"
            kind = value.get("kind")
            if kind not in kinds:
                return [*path, "kind"], f"must be one of {', '.join(kinds)}; not {_show(kind)}"
            return self.check(resolved[kinds.index(kind)], value, path)
        problems = [self.check(b, value, path) for b in resolved]
        if sum(p is None for p in problems) == 1:
            return None
        first = next((p for p in problems if p is not None), None)
        return first or (path, "matches more than one of its allowed forms")


def first_error(schema: Mapping[str, Any], instance: object) -> tuple[Path, str] | None:
    """The first place `instance` breaks `schema`, as (path, message), or None if it is valid."""
    return Validator(schema).check(schema, instance, [])
