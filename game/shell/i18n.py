"""Player-facing strings: data/shell/i18n/<lang>.yaml merged with a box's data/<box>/i18n/.

A strings file is a mapping, nested or flat, whose leaves are strings; it is flattened to dotted
keys (``menu: {quit: Quit}`` gives ``menu.quit``). Values are str.format templates with named
fields only. Problems are reported like every data-file error:
``i18n/fr.yaml: menu.quit: expected a string, got 3``. A key may be defined in one folder only.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.datafile import CatalogError
from game.datafile import YamlFile as _File
from game.paths import DATA

# The shell's own strings (title, settings, saves, dialogs); a box adds its folder to these.
SHELL_STRINGS: Path = DATA / "shell"
DEFAULT_DATA_DIR = SHELL_STRINGS
Folders = str | Path | Sequence[str | Path] | None

__all__ = [
    "DEFAULT_LANGUAGE",
    "SHELL_STRINGS",
    "Translator",
    "check_same_keys",
    "fields_of",
    "languages",
    "load_merged",
    "load_strings",
]

DEFAULT_LANGUAGE = "en"
_LANG_RE = re.compile(r"^[a-z]{2,3}(_[A-Z]{2})?$")  # also keeps the code from naming a path
_KEY_RE = re.compile(r"^[a-z0-9_]+$")
_FORMATTER = string.Formatter()
# French elides "de" and "que" before a vowel: a filled-in name or good ("de Ana", "que Ana")
# reads "d’Ana", "qu’Ana". Our templates never put either before a vowel themselves.
_FR_ELISION = re.compile(r"\b(d|qu)e (?=[AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôûŒœ])")
# English likewise: "a indigo plantation" reads "an indigo plantation", and so does a number
# said with a vowel ("an 8", "an 11", "an 18"); but not a vowel said "you" or "won" ("a unique",
# "a one-way").
_EN_ARTICLE = re.compile(
    r"\b([Aa]) (?=[AEIOUaeiou]|8|1[18](?!\d))(?!(?:[Uu](?:ni|s[eu])|[Oo]n(?:e\b|ce)|[Ee]u))"
)

# Which plural form a count takes: French treats 0 and 1 as singular, English only 1.
_PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": lambda n: "one" if n == 1 else "other",
    "fr": lambda n: "one" if n in (0, 1) else "other",
}


def _i18n_file(lang: str, data_dir: str | Path | None) -> _File:
    folder = Path(data_dir) if data_dir is not None else DEFAULT_DATA_DIR
    return _File(folder, f"i18n/{lang}.yaml")


def load_strings(lang: str, data_dir: str | Path | None = None) -> dict[str, str]:
    """Every string of `lang` by dotted key; raises CatalogError on the first problem."""
    folder = Path(data_dir) if data_dir is not None else DEFAULT_DATA_DIR
    if not isinstance(lang, str) or not _LANG_RE.match(lang):
        raise CatalogError(f"{folder.name}/i18n", "(language)", "a language code like en", lang)
    f = _i18n_file(lang, folder)
    doc = f.parse()
    if not isinstance(doc, dict) or not doc:
        f.fail("(top level)", "a non-empty mapping of string keys", doc)
    out: dict[str, str] = {}
    _flatten(f, "", doc, out)
    return out


def _folders(data_dir: Folders) -> list[Path]:
    if data_dir is None:
        return [DEFAULT_DATA_DIR]
    if isinstance(data_dir, (str, Path)):
        return [Path(data_dir)]
    return [Path(d) for d in data_dir]


def load_merged(lang: str, data_dir: Folders = None) -> dict[str, str]:
    """The strings of `lang` from every folder, merged; a key defined twice is an error."""
    out: dict[str, str] = {}
    where: dict[str, str] = {}
    for folder in _folders(data_dir):
        for key, value in load_strings(lang, folder).items():
            if key in out:
                raise CatalogError(
                    f"{folder.name}/i18n/{lang}.yaml",
                    key,
                    f"a key not already defined in {where[key]}",
                    value,
                )
            out[key] = value
            where[key] = f"{folder.name}/i18n/{lang}.yaml"
    return out


def _flatten(f: _File, prefix: str, node: Mapping[Any, Any], out: dict[str, str]) -> None:
    for key, value in node.items():
        # YAML 1.1 reads bare yes/no/on/off keys as booleans: report them instead of guessing.
        if not isinstance(key, str) or not all(_KEY_RE.match(part) for part in key.split(".")):
            f.fail(_join(prefix, str(key)), "a key in snake_case (a-z, 0-9, _)", key)
        path = _join(prefix, key)
        if isinstance(value, dict):
            if not value:
                f.fail(path, "a string or a non-empty mapping", value)
            _flatten(f, path, value, out)
            continue
        if not isinstance(value, str):
            f.fail(path, "a string", value)
        if path in out:
            f.fail(path, "a key defined once", value)
        _check_template(f, path, value)
        out[path] = value


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _check_template(f: _File, path: str, value: str) -> None:
    try:
        names = [name for _, name, _, _ in _FORMATTER.parse(value) if name is not None]
    except ValueError:
        f.fail(path, "a string with balanced {field} braces (write {{ for a brace)", value)
    for name in names:
        if not name.isidentifier():
            f.fail(path, "a string whose {fields} are names like {name}", value)


def fields_of(template: str) -> set[str]:
    """The {field} names a template uses."""
    return {name for _, name, _, _ in _FORMATTER.parse(template) if name}


def check_same_keys(
    a: Mapping[str, str], b: Mapping[str, str], a_name: str = "en", b_name: str = "fr"
) -> list[str]:
    """Differences between two languages: missing keys and keys whose {fields} differ.

    Empty when both files can be swapped without a screen losing a string or a value.
    """
    problems: list[str] = []
    for key in sorted(set(a) - set(b)):
        problems.append(f"{key}: in {a_name} but not in {b_name}")
    for key in sorted(set(b) - set(a)):
        problems.append(f"{key}: in {b_name} but not in {a_name}")
    for key in sorted(set(a) & set(b)):
        fa, fb = fields_of(a[key]), fields_of(b[key])
        if fa != fb:
            problems.append(
                f"{key}: fields {{{', '.join(sorted(fa))}}} in {a_name} but "
                f"{{{', '.join(sorted(fb))}}} in {b_name}"
            )
    return problems


def languages(data_dir: Folders = None) -> list[tuple[str, str]]:
    """(code, native name) of the languages every folder has, English first (`meta.language`)."""
    folders = _folders(data_dir)
    sets = [
        {p.stem for p in (folder / "i18n").glob("*.yaml") if _LANG_RE.match(p.stem)}
        for folder in folders
    ]
    codes = sorted(set.intersection(*sets)) if sets else []
    codes.sort(key=lambda c: c != DEFAULT_LANGUAGE)
    return [(c, load_merged(c, folders).get("meta.language", c)) for c in codes]


class _KeepMissing(dict[str, Any]):
    # An absent field stays visible as {field} instead of raising in the middle of a frame.
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Translator:
    """Strings of one language, with English as the fallback for a key not yet translated."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE, data_dir: Folders = None) -> None:
        self.lang = lang
        self.data_dir = data_dir
        self.strings = load_merged(lang, data_dir)
        self.fallback: dict[str, str] = {}
        if lang != DEFAULT_LANGUAGE:
            try:
                self.fallback = load_merged(DEFAULT_LANGUAGE, data_dir)
            except CatalogError:
                self.fallback = {}  # the chosen language alone is still usable
        self._plural = _PLURAL_RULES.get(lang, _PLURAL_RULES[DEFAULT_LANGUAGE])

    def has(self, key: str) -> bool:
        return key in self.strings or key in self.fallback

    def t(self, key: str, **fields: Any) -> str:
        """The string for `key` with its {fields} filled; "[key]" when no language has it."""
        template = self.strings.get(key)
        if template is None:
            template = self.fallback.get(key)
        if template is None:
            return f"[{key}]"  # visible on screen, so a missing string is noticed, not fatal
        if not fields and "{" not in template:
            return template
        try:
            text = template.format_map(_KeepMissing(fields))
        except (ValueError, TypeError, IndexError, AttributeError):
            return template  # e.g. a format spec that does not fit the value given
        if self.lang == "fr" and fields:
            text = _FR_ELISION.sub(r"\1’", text)
        elif self.lang == "en" and fields:
            text = _EN_ARTICLE.sub(r"\1n ", text)
        return text

    def plural(self, key: str, n: int, **fields: Any) -> str:
        """`key.one` or `key.other` by this language's rule, with {n} filled in."""
        return self.t(f"{key}.{self._plural(n)}", n=n, **fields)

    @staticmethod
    def languages(data_dir: Folders = None) -> list[tuple[str, str]]:
        return languages(data_dir)

    def __repr__(self) -> str:
        return f"Translator({self.lang!r}, {len(self.strings)} strings)"
