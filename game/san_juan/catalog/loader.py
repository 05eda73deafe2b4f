"""Read data/san_juan/*.yaml (safe_load), check it against schemas written in code, build Catalog.

Every problem raises one CatalogError of the shape ``<file>: <key path>: expected <what>, got
<actual>`` (game/datafile.py), so a bad file stops start-up with what to fix.
"""

from __future__ import annotations

import functools
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.datafile import (
    MISSING,
    CatalogError,
    YamlFile,
    choice,
    ident,
    integer,
    item_path,
    key_path,
    nullable,
)
from game.paths import box_data
from game.san_juan.catalog.hooks import HOOK_SPECS
from game.san_juan.catalog.model import AiKnobs, CardDef, Catalog, EffectDef, SetupDef, TileDef

__all__ = ["DEFAULT_DATA_DIR", "CatalogError", "default_catalog", "load_catalog"]

DEFAULT_DATA_DIR: Path = box_data("san_juan")
CARD_TOTAL = 112  # SPEC §2.1: the seed's deck; checked so a typo in a copy count is caught
MODULE = "module_new_buildings"  # SPEC §13.1: the option of the « Nouveaux bâtiments » cards
MODULE_TOTAL = 30  # SPEC §14.1: 29 cards for the deck + the central cathedral
TAGS = ("monument", "six_cost")
ROLES = ("builder", "producer", "trader", "councillor", "prospector")


def _effects(f: YamlFile, path: str, value: Any) -> tuple[EffectDef, ...]:
    if value is MISSING or value is None:
        return ()
    items = f.list_of(path, value, "a list of effects {hook: name, parameters...}")
    out = []
    for i, raw in enumerate(items):
        p = item_path(path, i)
        if not isinstance(raw, dict):
            f.fail(p, "a mapping {hook: name, parameters...}", raw)
        hook = raw.get("hook", MISSING)
        if hook not in HOOK_SPECS:
            f.fail(key_path(p, "hook"), "one of the hooks: " + ", ".join(HOOK_SPECS), hook)
        spec = HOOK_SPECS[hook]
        params = {k: v for k, v in raw.items() if k != "hook"}
        f.no_unknown_keys(p, params, tuple(spec.params))
        checked = {
            name: check(f, key_path(p, name), params.get(name, MISSING))
            for name, check in spec.params.items()
        }
        out.append(EffectDef(hook, MappingProxyType(checked)))
    return tuple(out)


def _tags(f: YamlFile, path: str, value: Any) -> frozenset[str]:
    if value is MISSING or value is None:
        return frozenset()
    items = f.list_of(path, value, "a list of tags (" + ", ".join(TAGS) + ")")
    check = choice(*TAGS)
    return frozenset(check(f, item_path(path, i), t) for i, t in enumerate(items))


def _flag(f: YamlFile, path: str, value: Any) -> bool:
    if value is MISSING or value is None:
        return False
    if not isinstance(value, bool):
        f.fail(path, "true or false", value)
    return value


def _cards(
    data_dir: Path, name: str, total: int, module: str | None, first: int
) -> tuple[CardDef, ...]:
    f = YamlFile(data_dir, name)
    raw = f.list_of("cards", f.load("cards"), "a list of cards")
    schema = {
        "id": ident(),
        "kind": choice("production", "violet"),
        "good": nullable(ident(), "a good id or nothing"),
        "cost": integer(0, 9),
        "vp": integer(0, 9),
        "copies": integer(1, 20),
        "copies_first_edition": nullable(integer(1, 20), "an integer from 1 to 20 or nothing"),
        "tags": _tags,
        "effects": _effects,
        "central": _flag,
    }
    seen: dict[Any, str] = {}
    cards = []
    for i, item in enumerate(raw):
        p = item_path("cards", i)
        d = f.mapping(p, item, schema, "a card mapping")
        f.unique(key_path(p, "id"), d["id"], seen, "a card id used once")
        if d["kind"] == "production" and d["good"] is None:
            f.fail(key_path(p, "good"), "the good of a production building", MISSING)
        if d["kind"] == "violet" and d["good"] is not None:
            f.fail(key_path(p, "good"), "no good on a violet building", d["good"])
        if d["central"] and d["copies"] != 1:
            f.fail(key_path(p, "copies"), "1 copy of a central card", d["copies"])
        cards.append(
            CardDef(
                index=first + i,
                id=d["id"],
                kind=d["kind"],
                good=d["good"],
                cost=d["cost"],
                vp=d["vp"],
                copies=d["copies"],
                copies_first_edition=d["copies_first_edition"] or d["copies"],
                tags=d["tags"],
                effects=d["effects"],
                module=module,
                central=d["central"],
            )
        )
    count = sum(c.copies for c in cards)
    if count != total:
        f.fail("cards[*].copies", f"copies adding up to {total} cards", count)
    return tuple(cards)


def _tiles(data_dir: Path, goods: tuple[str, ...]) -> tuple[TileDef, ...]:
    f = YamlFile(data_dir, "tiles.yaml")
    raw = f.list_of("tiles", f.load("tiles"), "a list of trading-house tiles")
    seen: dict[Any, str] = {}
    tiles = []
    for i, item in enumerate(raw):
        p = item_path("tiles", i)
        d = f.mapping(p, item, {"id": ident(), "prices": lambda f, p, v: v}, "a tile mapping")
        f.unique(key_path(p, "id"), d["id"], seen, "a tile id used once")
        prices = f.mapping(
            key_path(p, "prices"),
            d["prices"],
            {g: integer(0, 9) for g in goods},
            "a mapping good -> price for " + ", ".join(goods),
        )
        tiles.append(TileDef(d["id"], MappingProxyType(prices)))
    if not tiles:
        f.fail("tiles", "at least one tile", raw)
    return tuple(tiles)


def _setup(data_dir: Path) -> SetupDef:
    f = YamlFile(data_dir, "setup.yaml")
    raw = f.load("setup")

    def role_map(what: str) -> Any:
        return lambda f, p, v: f.mapping(p, v, {r: integer(0, 9) for r in ROLES}, what)

    def draws(f: YamlFile, p: str, v: Any) -> tuple[int, ...]:
        items = f.list_of(p, v, "a list of 4 draw counts")
        if len(items) != 4:
            f.fail(p, "4 draw counts (seats 1..4)", v)
        return tuple(integer(1, 20)(f, item_path(p, i), x) for i, x in enumerate(items))

    def roles(f: YamlFile, p: str, v: Any) -> tuple[str, ...]:
        items = f.list_of(p, v, "the list of the 5 roles")
        if tuple(items) != ROLES:
            f.fail(p, "the roles in order: " + ", ".join(ROLES), v)
        return ROLES

    def action(f: YamlFile, p: str, v: Any) -> dict[str, Any]:
        keys = ("producer", "trader", "councillor_draw", "councillor_keep")
        return f.mapping(p, v, {k: integer(1, 9) for k in keys}, "the action numbers")

    def seats(f: YamlFile, p: str, v: Any) -> dict[int, tuple[int, ...]]:
        if not isinstance(v, dict) or sorted(v) != [2, 3, 4]:
            f.fail(p, "a mapping for the seat counts 2, 3 and 4", v)
        out = {}
        for n, entry in v.items():
            q = key_path(p, n)

            def picks(f: YamlFile, p: str, x: Any, n: int = n) -> tuple[int, ...]:
                items = f.list_of(p, x, f"a list of seat offsets 0..{n - 1}")
                return tuple(integer(0, n - 1)(f, item_path(p, i), y) for i, y in enumerate(items))

            out[n] = f.mapping(q, entry, {"picks": picks}, "a mapping {picks: [...]}")["picks"]
        return out

    d = f.mapping(
        "setup",
        raw,
        {
            "starting_building": ident(),
            "hand_size": integer(1, 10),
            "hand_limit": integer(1, 20),
            "end_building_count": integer(2, 20),
            "start_variant_draws": draws,
            "roles": roles,
            "privilege": role_map("the privilege per role"),
            "action": action,
            "seats": seats,
        },
        "the setup mapping",
    )
    return SetupDef(
        starting_building=d["starting_building"],
        hand_size=d["hand_size"],
        hand_limit=d["hand_limit"],
        end_building_count=d["end_building_count"],
        start_variant_draws=d["start_variant_draws"],
        roles=d["roles"],
        privilege=MappingProxyType(d["privilege"]),
        action=MappingProxyType(d["action"]),
        picks=MappingProxyType(d["seats"]),
    )


LEVELS = ("easy", "normal", "hard")
KNOBS = (
    "role_noise",
    "cost_weight",
    "denial_2",
    "denial_3",
    "denial_4",
    "build_threshold",
    "end_rush",
    "six_cost",
    "others_pick_2",
    "others_pick_3",
    "others_pick_4",
)


def _number(f: YamlFile, path: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 100:
        f.fail(path, "a number from 0 to 100", value)
    return float(value)


def _ai(data_dir: Path, card_ids: set[str]) -> AiKnobs:
    f = YamlFile(data_dir, "ai.yaml")
    doc = f.parse()
    if not isinstance(doc, dict):
        f.fail("(top level)", "a mapping with effect_bonus and levels", doc)
    f.no_unknown_keys("", doc, ("effect_bonus", "levels"))
    raw_bonus = doc.get("effect_bonus", MISSING)
    if not isinstance(raw_bonus, dict):
        f.fail("effect_bonus", "a mapping card id -> [early, late]", raw_bonus)
    bonus: dict[str, tuple[float, float]] = {}
    for cid, pair in raw_bonus.items():
        p = key_path("effect_bonus", cid)
        if cid not in card_ids:
            f.fail(p, "a card id of cards.yaml", cid)
        if not isinstance(pair, list) or len(pair) != 2:
            f.fail(p, "a pair [early, late]", pair)
        bonus[cid] = (_number(f, item_path(p, 0), pair[0]), _number(f, item_path(p, 1), pair[1]))
    raw_levels = doc.get("levels", MISSING)
    levels = f.mapping(
        "levels",
        raw_levels,
        {
            lv: lambda f, p, v: MappingProxyType(
                f.mapping(p, v, dict.fromkeys(KNOBS, _number), "a mapping of knobs")
            )
            for lv in LEVELS
        },
        "a mapping easy/normal/hard -> knobs",
    )
    return AiKnobs(MappingProxyType(bonus), MappingProxyType(levels))


def load_catalog(data_dir: Path = DEFAULT_DATA_DIR) -> Catalog:
    """Load and check every San Juan data file of `data_dir`."""
    base = _cards(data_dir, "cards.yaml", CARD_TOTAL, None, 0)
    extra = _cards(data_dir, "new_buildings.yaml", MODULE_TOTAL, MODULE, len(base))
    seen = {c.id: f"cards.yaml: {c.id}" for c in base}
    for i, c in enumerate(extra):
        if c.id in seen:
            YamlFile(data_dir, "new_buildings.yaml").fail(
                f"cards[{i}].id", f"an id not used in cards.yaml ({seen[c.id]})", c.id
            )
    cards = base + extra
    goods = tuple(c.good for c in cards if c.good is not None)
    tiles = _tiles(data_dir, goods)
    setup = _setup(data_dir)
    if setup.starting_building not in {c.id for c in cards}:
        YamlFile(data_dir, "setup.yaml").fail(
            "setup.starting_building", "a card id of cards.yaml", setup.starting_building
        )
    ai = _ai(data_dir, {c.id for c in cards})
    return Catalog(cards=cards, tiles=tiles, setup=setup, goods=goods, ai=ai)


@functools.cache
def default_catalog() -> Catalog:
    """The catalog of the shipped data, loaded once."""
    return load_catalog(DEFAULT_DATA_DIR)
