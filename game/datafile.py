"""YAML data files checked against schemas written in code, shared by every box's catalog.

Every problem raises one CatalogError whose message has the shape
``<file>: <key path>: expected <what>, got <repr of actual>``, so a bad data file is reported at
start-up with enough detail to fix it. Files are read with yaml.safe_load only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn

import yaml

_ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")
_REPR_LIMIT = 80  # keep messages readable when a whole mapping is the wrong thing


class _Missing:
    """Stands for an absent key, so messages read '..., got nothing'."""

    def __repr__(self) -> str:
        return "nothing"


MISSING: Any = _Missing()


def _short_repr(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= _REPR_LIMIT else text[: _REPR_LIMIT - 3] + "..."


class CatalogError(Exception):
    """A data file is missing, unreadable or does not match the schema."""

    def __init__(self, file: str, path: str, expected: str, actual: Any) -> None:
        self.file = file
        self.path = path
        self.expected = expected
        self.actual = actual
        self.message = f"{file}: {path}: expected {expected}, got {_short_repr(actual)}"
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


# --------------------------------------------------------------------------- paths


def key_path(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def item_path(path: str, index: int) -> str:
    return f"{path}[{index}]"


# --------------------------------------------------------------------------- checkers

# A checker validates one value and returns its converted form (lists become tuples, ...).
Checker = Callable[["YamlFile", str, Any], Any]


def is_int(value: Any) -> bool:
    # bool is a subclass of int in Python; YAML 'yes'/'true' must not pass as a number.
    return isinstance(value, int) and not isinstance(value, bool)


def _int_text(lo: int, hi: int | None) -> str:
    if hi is None:
        return f"an integer >= {lo}"
    return f"an integer from {lo} to {hi}"


def integer(lo: int = 0, hi: int | None = None) -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> int:
        if not is_int(value) or value < lo or (hi is not None and value > hi):
            f.fail(path, _int_text(lo, hi), value)
        return int(value)

    return check


def text() -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> str:
        if not isinstance(value, str) or not value.strip():
            f.fail(path, "a non-empty string", value)
        return value.strip()

    return check


def ident() -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> str:
        if not isinstance(value, str) or not _ID_RE.match(value):
            f.fail(path, "an id in snake_case (a-z, 0-9, _)", value)
        return value

    return check


def choice(*values: str) -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> str:
        if not isinstance(value, str) or value not in values:
            f.fail(path, "one of: " + ", ".join(values), value)
        return value

    return check


def nullable(inner: Checker, what: str) -> Checker:
    """`inner`, but null (or an absent key) is allowed and becomes None."""

    def check(f: YamlFile, path: str, value: Any) -> Any:
        if value is None or value is MISSING:
            return None
        try:
            return inner(f, path, value)
        except CatalogError:
            f.fail(path, what, value)

    return check


def int_list(lo: int = 0) -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> tuple[int, ...]:
        if not isinstance(value, list):
            f.fail(path, f"a list of integers >= {lo}", value)
        item = integer(lo)
        return tuple(item(f, item_path(path, i), v) for i, v in enumerate(value))

    return check


def int_pairs() -> Checker:
    def check(f: YamlFile, path: str, value: Any) -> tuple[tuple[int, int], ...]:
        if not isinstance(value, list):
            f.fail(path, "a list of [integer, integer] pairs", value)
        item = integer(0)
        out: list[tuple[int, int]] = []
        for i, pair in enumerate(value):
            p = item_path(path, i)
            if not isinstance(pair, list) or len(pair) != 2:
                f.fail(p, "a pair [integer, integer] of integers >= 0", pair)
            out.append((item(f, item_path(p, 0), pair[0]), item(f, item_path(p, 1), pair[1])))
        return tuple(out)

    return check


# key -> checker. A key is required unless its checker accepts MISSING (see `nullable`).
Schema = Mapping[str, Checker]


# --------------------------------------------------------------------------- one file


class YamlFile:
    """One YAML file being read: knows its display name so every error can cite it."""

    def __init__(self, data_dir: Path, name: str) -> None:
        self.path = data_dir / name
        # Shown relative to the folder's parent: 'data/buildings.yaml'.
        self.label = f"{data_dir.name}/{name}"

    def fail(self, path: str, expected: str, actual: Any) -> NoReturn:
        raise CatalogError(self.label, path, expected, actual)

    def load(self, top_key: str) -> Any:
        """Parse the file and return the value under its single top-level key."""
        doc = self.parse()
        if not isinstance(doc, dict):
            self.fail("(top level)", f"a mapping with the key '{top_key}'", doc)
        self.no_unknown_keys("", doc, (top_key,))
        if top_key not in doc:
            self.fail(top_key, "a top-level key", MISSING)
        return doc[top_key]

    def parse(self) -> Any:
        """Read and parse the whole file (yaml.safe_load); unreadable or bad YAML is a fail()."""
        try:
            raw = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            self.fail("(file)", "a readable file", exc.strerror or str(exc))
        except UnicodeDecodeError as exc:
            self.fail("(file)", "UTF-8 text", exc.reason)
        try:
            doc = yaml.safe_load(raw)
        except yaml.YAMLError as exc:
            mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
            where = "(syntax)"
            if mark is not None:
                where = f"line {mark.line + 1}, column {mark.column + 1}"
            problem = getattr(exc, "problem", None) or str(exc)
            self.fail(where, "valid YAML", problem)
        return doc

    def no_unknown_keys(self, path: str, value: Mapping[Any, Any], known: Sequence[str]) -> None:
        for k in value:
            if k not in known:
                self.fail(key_path(path, k), "one of the keys: " + ", ".join(known), k)

    def mapping(self, path: str, value: Any, schema: Schema, what: str) -> dict[str, Any]:
        """Check a mapping against `schema` and return the converted values by key."""
        if not isinstance(value, dict):
            self.fail(path, what, value)
        # Unknown keys first: a misspelt key is a clearer message than the 'missing' one it causes.
        self.no_unknown_keys(path, value, tuple(schema))
        out: dict[str, Any] = {}
        for name, check in schema.items():
            # An absent key reaches the checker as MISSING: required checkers reject it with
            # their own 'expected ...' text, nullable ones turn it into None.
            out[name] = check(self, key_path(path, name), value.get(name, MISSING))
        return out

    def list_of(self, path: str, value: Any, what: str) -> list[Any]:
        if not isinstance(value, list):
            self.fail(path, what, value)
        return value

    def unique(self, path: str, value: Any, seen: dict[Any, str], what: str) -> None:
        """Record `value` at `path`; a second occurrence is an error naming the first one."""
        if value in seen:
            self.fail(path, f"{what} (already used at {seen[value]})", value)
        seen[value] = path
