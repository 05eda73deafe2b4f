"""data/puerto_rico/achievements.yaml: the 30 grand achievement cards (SPEC §17.3), checked.

A card's condition names a check with typed parameters (CONDITION_SPECS); the engine evaluates
each check (engine/achievements.py) and refuses to start with a check it cannot evaluate. The
cards are this edition's own design (SPEC §22 item 3): the file must say so (`own_design: true`)
and give the sentence the game shows (note_en / note_fr).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.datafile import (
    MISSING,
    Checker,
    Schema,
    choice,
    ident,
    integer,
    item_path,
    key_path,
    text,
)
from game.datafile import YamlFile as _File

ACHIEVEMENTS_FILE = "achievements.yaml"
CARD_COUNT = 30  # SPEC §2: the box holds 30 cards

# Statistics the engine keeps per seat (SPEC §17.2) that a `statistic` check may name.
STATISTICS: tuple[str, ...] = (
    "best_load",  # most crates loaded onto a cargo ship in one loading action
    "cargo_completions",  # loads that completed a cargo ship's cargo
    "best_craftsman_crates",  # most crates gained in one craftsman phase
    "best_craftsman_goods",  # most different goods gained in one craftsman phase
    "best_sale",  # most doubloons received for one sale or Trading Post return
    "best_storage_kept",  # most crates kept after one storage step
    "best_mayor_figures",  # most figures gained in one mayor phase
    "trader_phases_with_sale",  # trader phases in which the seat sold to the trading house
)

# Parameter kinds of the checks.
COUNT, LEVEL, GOOD, GOOD_LIST, ROLE_LIST, STAT = "count", "level", "good", "goods", "roles", "stat"

# check -> {parameter: kind}. Every parameter is required.
CONDITION_SPECS: dict[str, dict[str, str]] = {
    "plantations": {"good": GOOD, "at_least": COUNT},  # plantations of one good owned
    "quarries": {"at_least": COUNT},
    "plantation_types": {"at_least": COUNT},  # goods with at least one plantation owned
    "land_tiles": {"at_least": COUNT},  # island spaces filled
    "figures": {"at_least": COUNT},  # figures owned (tiles, buildings, portrait)
    "buildings": {"at_least": COUNT},
    "large_buildings": {"at_least": COUNT},
    "production_goods": {"goods": GOOD_LIST},  # a production building for each of these goods
    "full_staff": {"at_least": COUNT},  # this many buildings, every slot of each occupied
    "doubloons": {"at_least": COUNT},
    "vp_chips": {"at_least": COUNT},  # overflow VP included
    "roles_chosen": {"roles": ROLE_LIST},  # each of these roles chosen at least once
    "buildings_of_level": {"level": LEVEL, "at_least": COUNT},
    "goods_held_types": {"at_least": COUNT},  # different goods held at once
    "sales_of": {"good": GOOD, "at_least": COUNT},  # sales of this good to the trading house
    "statistic": {"stat": STAT, "at_least": COUNT},
    "build_paid": {"min_level": LEVEL, "at_most": COUNT},  # a build of that level or more
}


@dataclass(frozen=True, slots=True)
class AchievementDef:
    """One grand achievement card: its words, its VP and the condition that completes it."""

    id: str
    index: int  # position in the file (0-based): the deck's order before shuffling
    name_en: str
    name_fr: str
    text_en: str
    text_fr: str
    vp: int
    check: str  # a key of CONDITION_SPECS
    params: MappingProxyType[str, Any]


@dataclass(frozen=True, slots=True)
class AchievementCatalog:
    """The cards of data/puerto_rico/achievements.yaml and the note saying whose design they are."""

    own_design: bool
    note_en: str
    note_fr: str
    cards: tuple[AchievementDef, ...]
    by_id: MappingProxyType[str, AchievementDef]  # the same cards by id (checked every step)

    def card(self, card_id: str) -> AchievementDef:
        return self.by_id[card_id]


def _count() -> Checker:
    return integer(0)


def _list_of(kind: str, allowed: Sequence[str]) -> Checker:
    item = choice(*allowed)

    def check(f: _File, path: str, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list) or not value:
            f.fail(path, f"a non-empty list of {kind} ids ({', '.join(allowed)})", value)
        out = tuple(item(f, item_path(path, i), v) for i, v in enumerate(value))
        if len(set(out)) != len(out):
            f.fail(path, f"a list of different {kind} ids", value)
        return out

    return check


def _param_checkers(goods: Sequence[str], roles: Sequence[str]) -> dict[str, Checker]:
    return {
        COUNT: _count(),
        LEVEL: integer(1, 4),
        GOOD: choice(*goods),
        GOOD_LIST: _list_of("good", goods),
        ROLE_LIST: _list_of("role", roles),
        STAT: choice(*STATISTICS),
    }


def _condition(checkers: dict[str, Checker]) -> Checker:
    names = ", ".join(CONDITION_SPECS)

    def check(f: _File, path: str, value: Any) -> tuple[str, MappingProxyType[str, Any]]:
        if not isinstance(value, dict):
            f.fail(path, "a mapping {check: NAME, <parameters>}", value)
        name = value.get("check", MISSING)
        if not isinstance(name, str) or name not in CONDITION_SPECS:
            f.fail(key_path(path, "check"), f"a known check (one of: {names})", name)
        spec = CONDITION_SPECS[name]
        f.no_unknown_keys(path, value, ("check", *spec))
        params = {
            p: checkers[kind](f, key_path(path, p), value.get(p, MISSING))
            for p, kind in spec.items()
        }
        return name, MappingProxyType(params)

    return check


def _own_design() -> Checker:
    def check(f: _File, path: str, value: Any) -> bool:
        if value is not True:
            # The rulebooks print no card: the game must say these are its own (SPEC §17.3).
            f.fail(path, "true (the cards are this edition's own design, SPEC §17.3)", value)
        return True

    return check


def load_achievements(
    data_dir: Path, goods: Sequence[str], roles: Sequence[str]
) -> AchievementCatalog | None:
    """The cards of achievements.yaml, or None when the folder has no such file."""
    f = _File(data_dir, ACHIEVEMENTS_FILE)
    if not f.path.exists():
        return None
    top = f.load("achievements")
    cards_check: Checker = lambda f, path, value: value  # noqa: E731  (checked below)
    schema: Schema = {
        "own_design": _own_design(),
        "note_en": text(),
        "note_fr": text(),
        "cards": cards_check,
    }
    row = f.mapping("achievements", top, schema, "a mapping {own_design, note_en, note_fr, cards}")
    items = f.list_of("achievements.cards", row["cards"], "a list of cards")
    if len(items) != CARD_COUNT:
        f.fail("achievements.cards", f"a list of exactly {CARD_COUNT} cards", len(items))
    card_schema: Schema = {
        "id": ident(),
        "name_en": text(),
        "name_fr": text(),
        "text_en": text(),
        "text_fr": text(),
        "vp": integer(1),
        "condition": _condition(_param_checkers(goods, roles)),
    }
    ids: dict[Any, str] = {}
    cards = []
    for i, raw in enumerate(items):
        p = item_path("achievements.cards", i)
        card = f.mapping(p, raw, card_schema, "a mapping describing one card")
        f.unique(key_path(p, "id"), card["id"], ids, "a unique card id")
        check, params = card.pop("condition")
        cards.append(AchievementDef(index=i, check=check, params=params, **card))
    return AchievementCatalog(
        own_design=row["own_design"],
        note_en=row["note_en"],
        note_fr=row["note_fr"],
        cards=tuple(cards),
        by_id=MappingProxyType({c.id: c for c in cards}),
    )
