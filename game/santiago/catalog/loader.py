"""Reads data/santiago/*.yaml (yaml.safe_load via game.datafile) into a checked Catalog.

Every problem is one CatalogError `file: key path: expected ..., got ...`.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
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
    text,
)
from game.paths import box_data
from game.santiago.catalog.hooks import (
    BUILDING_HOOKS,
    CUBAN_HOOKS,
    PARAM_GOOD,
    PARAM_GOODS,
    PARAM_INT,
)
from game.santiago.catalog.model import (
    BoardDef,
    BuildingDef,
    BuildingSlotDef,
    Catalog,
    CubanDef,
    EffectDef,
    FlagDef,
    GoodDef,
    SetupDef,
    StopDef,
)

DEFAULT_DATA_DIR: Path = box_data("santiago")
NO_FLOWER = "none"  # El Zorro's transparent flower
FLOWER_SOURCES = ("seed", "external_review", "design_choice")
BROKER_MODES = ("move", "stay_may_use")


def _flag(value: Any) -> bool:
    return value is True


def _boolean(f: YamlFile, path: str, value: Any) -> bool:
    if value is MISSING:
        return False
    if not isinstance(value, bool):
        f.fail(path, "true or false", value)
    return value


# --------------------------------------------------------------------------- board


def _load_board(data_dir: Path) -> BoardDef:
    f = YamlFile(data_dir, "board.yaml")
    raw = f.mapping(
        "board",
        f.load("board"),
        {
            "street": lambda f, p, v: v,
            "flowers": lambda f, p, v: v,
            "building_slots": lambda f, p, v: v,
            "ship": lambda f, p, v: v,
            "value_track": lambda f, p, v: v,
        },
        "a mapping with street, flowers, building_slots, ship, value_track",
    )
    street = f.mapping(
        "board.street",
        raw["street"],
        {"max_steps_per_move": integer(1, 10), "stops": lambda f, p, v: v},
        "a mapping with max_steps_per_move and stops",
    )
    stops: list[StopDef] = []
    seen: dict[Any, str] = {}
    slots_seen: dict[Any, str] = {}
    raw_stops = f.list_of("board.street.stops", street["stops"], "a list of stops")
    for i, entry in enumerate(raw_stops):
        p = item_path("board.street.stops", i)
        d = f.mapping(
            p,
            entry,
            {
                "id": ident(),
                "kind": choice("port", "cuban"),
                "cuban_slot": nullable(ident(), "a Cuban slot id"),
                "arrow": _boolean,
            },
            "a stop mapping",
        )
        f.unique(key_path(p, "id"), d["id"], seen, "a new stop id")
        if (i == 0) != (d["kind"] == "port"):
            f.fail(key_path(p, "kind"), "port for the first stop only", d["kind"])
        if d["kind"] == "cuban":
            if d["cuban_slot"] is None:
                f.fail(key_path(p, "cuban_slot"), "a Cuban slot id", MISSING)
            f.unique(key_path(p, "cuban_slot"), d["cuban_slot"], slots_seen, "a new Cuban slot")
        stops.append(StopDef(i, d["id"], d["kind"], d["cuban_slot"], d["arrow"]))
    if len(stops) < 2:
        f.fail("board.street.stops", "the port and at least one Cuban stop", len(stops))
    if street["max_steps_per_move"] > len(stops):
        f.fail(
            "board.street.max_steps_per_move",
            f"at most one lap ({len(stops)} stops)",
            street["max_steps_per_move"],
        )
    flowers_raw = f.list_of("board.flowers", raw["flowers"], "a list of flower colours")
    flowers = tuple(ident()(f, item_path("board.flowers", i), v) for i, v in enumerate(flowers_raw))
    if NO_FLOWER in flowers:
        f.fail("board.flowers", f"colours other than {NO_FLOWER!r} (El Zorro's)", flowers_raw)
    bslots: list[BuildingSlotDef] = []
    seen = {}
    for i, entry in enumerate(f.list_of("board.building_slots", raw["building_slots"], "a list")):
        p = item_path("board.building_slots", i)
        d = f.mapping(p, entry, {"id": ident(), "flower": choice(*flowers)}, "a slot mapping")
        f.unique(key_path(p, "id"), d["id"], seen, "a new building slot id")
        bslots.append(BuildingSlotDef(d["id"], d["flower"]))
    ship = f.mapping(
        "board.ship",
        raw["ship"],
        {"demand_spaces": integer(1), "ships_per_game": integer(1)},
        "a mapping with demand_spaces and ships_per_game",
    )
    flags: list[FlagDef] = []
    seen = {}
    track = f.list_of("board.value_track", raw["value_track"], "a list of flags")
    for i, entry in enumerate(track):
        p = item_path("board.value_track", i)
        d = f.mapping(
            p,
            entry,
            {
                "id": ident(),
                "vp_per_good": nullable(integer(0), "an integer >= 0"),
                "departs": _boolean,
            },
            "a flag mapping",
        )
        f.unique(key_path(p, "id"), d["id"], seen, "a new flag id")
        last = i == len(track) - 1
        if d["departs"] != last:
            f.fail(key_path(p, "departs"), "true on the last flag only", d["departs"])
        if not last and d["vp_per_good"] is None:
            f.fail(key_path(p, "vp_per_good"), "an integer >= 0", MISSING)
        flags.append(FlagDef(d["id"], d["vp_per_good"], d["departs"]))
    if len(flags) < 2:
        f.fail("board.value_track", "at least one flag and the departure flag", len(flags))
    return BoardDef(
        stops=tuple(stops),
        flowers=flowers,
        building_slots=tuple(bslots),
        demand_spaces=ship["demand_spaces"],
        ships_per_game=ship["ships_per_game"],
        flags=tuple(flags),
        max_steps=street["max_steps_per_move"],
    )


# --------------------------------------------------------------------------- goods


def _die(f: YamlFile, path: str, value: Any) -> tuple[int, ...] | None:
    if value is None or value is MISSING:
        return None
    if not isinstance(value, list) or len(value) != 6:
        f.fail(path, "a list of 6 die faces (integers >= 0) or null", value)
    return tuple(integer(0)(f, item_path(path, i), v) for i, v in enumerate(value))


def _load_goods(data_dir: Path) -> tuple[tuple[GoodDef, ...], int]:
    f = YamlFile(data_dir, "goods.yaml")
    doc = f.parse()
    if not isinstance(doc, dict):
        f.fail("(top level)", "a mapping with goods and end_conversion", doc)
    f.no_unknown_keys("", doc, ("goods", "end_conversion"))
    goods: list[GoodDef] = []
    seen: dict[Any, str] = {}
    for i, entry in enumerate(f.list_of("goods", doc.get("goods", MISSING), "a list of goods")):
        p = item_path("goods", i)
        d = f.mapping(
            p,
            entry,
            {
                "id": ident(),
                "colour": text(),
                "supply": integer(1),
                "die": _die,
                "wildcard_vp_each": nullable(integer(0), "an integer >= 0"),
            },
            "a good mapping",
        )
        f.unique(key_path(p, "id"), d["id"], seen, "a new good id")
        if (d["die"] is None) == (d["wildcard_vp_each"] is None):
            f.fail(
                key_path(p, "wildcard_vp_each"),
                "a value exactly when the good has no die (the delivery wildcard)",
                d["wildcard_vp_each"],
            )
        goods.append(GoodDef(d["id"], d["colour"], d["supply"], d["die"], d["wildcard_vp_each"]))
    conv = f.mapping(
        "end_conversion",
        doc.get("end_conversion", MISSING),
        {"goods_per_vp": integer(1)},
        "a mapping with goods_per_vp",
    )
    return tuple(goods), conv["goods_per_vp"]


# --------------------------------------------------------------------------- effects


def _effect(
    f: YamlFile,
    path: str,
    value: Any,
    hooks: dict[str, dict[str, str]],
    goods: tuple[str, ...],
) -> EffectDef:
    if not isinstance(value, dict):
        f.fail(path, "a mapping with a hook and its parameters", value)
    hook = value.get("hook", MISSING)
    if hook not in hooks:
        f.fail(key_path(path, "hook"), "one of the hooks: " + ", ".join(hooks), hook)
    spec = hooks[hook]
    f.no_unknown_keys(path, value, ("hook", *spec))
    params: dict[str, Any] = {}
    for name, kind in spec.items():
        p = key_path(path, name)
        raw = value.get(name, MISSING)
        if kind == PARAM_INT:
            params[name] = integer(0)(f, p, raw)
        elif kind == PARAM_GOOD:
            params[name] = choice(*goods)(f, p, raw)
        elif kind == PARAM_GOODS:
            items = f.list_of(p, raw, "a list of good ids")
            params[name] = tuple(choice(*goods)(f, item_path(p, i), v) for i, v in enumerate(items))
    return EffectDef(hook, params)


def _load_cubans(data_dir: Path, board: BoardDef, goods: tuple[str, ...]) -> tuple[CubanDef, ...]:
    f = YamlFile(data_dir, "cubans.yaml")
    out: list[CubanDef] = []
    seen: dict[Any, str] = {}
    for i, entry in enumerate(f.list_of("cubans", f.load("cubans"), "a list of Cubans")):
        p = item_path("cubans", i)
        d = f.mapping(
            p,
            entry,
            {
                "id": ident(),
                "flower": choice(*board.flowers, NO_FLOWER),
                "flower_source": choice(*FLOWER_SOURCES),
                "broker": choice(*BROKER_MODES),
                "effect": lambda f, path, v: _effect(f, path, v, CUBAN_HOOKS, goods),
            },
            "a Cuban mapping",
        )
        f.unique(key_path(p, "id"), d["id"], seen, "a new Cuban id")
        if (d["flower"] == NO_FLOWER) != (d["broker"] == "stay_may_use"):
            # A Cuban without a flower gives access to no building: its broker must stay.
            f.fail(key_path(p, "broker"), "stay_may_use exactly with flower none", d["broker"])
        out.append(CubanDef(d["id"], d["flower"], d["flower_source"], d["broker"], d["effect"]))
    cuban_stops = sum(1 for s in board.stops if s.kind == "cuban")
    if len(out) != cuban_stops:
        f.fail("cubans", f"{cuban_stops} Cubans (one per Cuban stop of board.yaml)", len(out))
    return tuple(out)


def _load_buildings(
    data_dir: Path, board: BoardDef, goods: tuple[str, ...]
) -> tuple[BuildingDef, ...]:
    f = YamlFile(data_dir, "buildings.yaml")
    out: list[BuildingDef] = []
    seen: dict[Any, str] = {}
    for i, entry in enumerate(f.list_of("buildings", f.load("buildings"), "a list of buildings")):
        p = item_path("buildings", i)
        d = f.mapping(
            p,
            entry,
            {
                "id": ident(),
                "effect": lambda f, path, v: _effect(f, path, v, BUILDING_HOOKS, goods),
            },
            "a building mapping",
        )
        f.unique(key_path(p, "id"), d["id"], seen, "a new building id")
        out.append(BuildingDef(d["id"], d["effect"]))
    if len(out) != len(board.building_slots):
        f.fail(
            "buildings",
            f"{len(board.building_slots)} buildings (one per slot of board.yaml)",
            len(out),
        )
    return tuple(out)


def _load_setup(data_dir: Path, goods: tuple[str, ...]) -> SetupDef:
    f = YamlFile(data_dir, "setup.yaml")
    d = f.mapping(
        "setup",
        f.load("setup"),
        {
            "seats": lambda f, p, v: f.mapping(
                p, v, {"min": integer(2), "max": integer(2)}, "a mapping with min and max"
            ),
            "per_seat": lambda f, p, v: v,
            "first_demand_roller": choice("last_seat"),
            "max_turns": integer(1),
        },
        "a setup mapping",
    )
    if d["seats"]["max"] < d["seats"]["min"]:
        f.fail("setup.seats.max", f"at least min ({d['seats']['min']})", d["seats"]["max"])
    per = f.mapping(
        "setup.per_seat",
        d["per_seat"],
        {
            "pesos": integer(0),
            "vp": integer(0),
            "goods": lambda f, p, v: v,
            "property_markers": integer(0),
        },
        "a mapping with pesos, vp, goods, property_markers",
    )
    if not isinstance(per["goods"], dict):
        f.fail("setup.per_seat.goods", "a mapping good -> count", per["goods"])
    start: dict[str, int] = {}
    for good, count in per["goods"].items():
        p = key_path("setup.per_seat.goods", good)
        choice(*goods)(f, p, good)
        start[good] = integer(0)(f, p, count)
    return SetupDef(
        min_seats=d["seats"]["min"],
        max_seats=d["seats"]["max"],
        pesos=per["pesos"],
        vp=per["vp"],
        goods=start,
        property_markers=per["property_markers"],
        first_demand_roller=d["first_demand_roller"],
        max_turns=d["max_turns"],
    )


def _load_refusals(data_dir: Path) -> dict[str, str]:
    f = YamlFile(data_dir / "i18n", "en.yaml")
    doc = f.load("santiago")
    if not isinstance(doc, dict) or not isinstance(doc.get("refusal"), dict):
        f.fail("santiago.refusal", "a mapping code -> template", doc)
    out: dict[str, str] = {}
    for code, template in doc["refusal"].items():
        out[code] = text()(f, key_path("santiago.refusal", code), template)
    return out


def load_catalog(data_dir: Path | None = None) -> Catalog:
    """Read and check every file of `data_dir` (default data/santiago)."""
    data_dir = data_dir or DEFAULT_DATA_DIR
    board = _load_board(data_dir)
    goods, per_vp = _load_goods(data_dir)
    ids = tuple(g.id for g in goods)
    setup = _load_setup(data_dir, ids)
    for good, count in setup.goods.items():
        supply = next(g.supply for g in goods if g.id == good)
        if count * setup.max_seats > supply:
            raise CatalogError(
                "santiago/setup.yaml",
                f"setup.per_seat.goods.{good}",
                f"at most {supply // setup.max_seats} "
                f"(supply {supply} for {setup.max_seats} seats)",
                count,
            )
    return Catalog(
        board=board,
        goods=goods,
        goods_per_vp=per_vp,
        cubans=_load_cubans(data_dir, board, ids),
        buildings=_load_buildings(data_dir, board, ids),
        setup=setup,
        refusal_en=_load_refusals(data_dir),
    )


@lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The catalog of data/santiago, read once."""
    return load_catalog()


__all__ = ["DEFAULT_DATA_DIR", "CatalogError", "default_catalog", "load_catalog"]
