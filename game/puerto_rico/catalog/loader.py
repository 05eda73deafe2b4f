"""Read data/*.yaml, validate it against a schema written in code, build the frozen Catalog.

Every problem raises one CatalogError whose message has the shape
``<file>: <key path>: expected <what>, got <repr of actual>``, so a bad data file is reported at
start-up with enough detail to fix it, never as a traceback from deep inside the engine.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.datafile import (
    MISSING,
    CatalogError,
    Checker,
    Schema,
    choice,
    ident,
    int_list,
    int_pairs,
    integer,
    is_int,
    item_path,
    key_path,
    nullable,
    text,
)
from game.datafile import YamlFile as _File
from game.paths import box_data
from game.puerto_rico.catalog.achievements import load_achievements
from game.puerto_rico.catalog.hooks import (
    HOOK_SPECS,
    PARAM_INT,
    PARAM_INT_LIST,
    PARAM_KINDS,
    PARAM_PAIRS,
)
from game.puerto_rico.catalog.model import (
    ActionBoard,
    ActivityDef,
    BuildingDef,
    CapabilityDef,
    Catalog,
    DifficultyDef,
    EffectDef,
    GoodDef,
    PuertomaBoardDef,
    PuertomaCatalog,
    PuertomaGiftDef,
    PuertomaScoringDef,
    ResolutionCard,
    RoleDef,
    SetupTable,
)

__all__ = ["DEFAULT_DATA_DIR", "CatalogError", "default_catalog", "load_catalog"]

# The box's rules data: data/puerto_rico/ in the source tree or the unpacked build.
DEFAULT_DATA_DIR: Path = box_data("puerto_rico")

SEAT_COUNTS: tuple[int, ...] = (2, 3, 4, 5)
EXPANSIONS: tuple[str, ...] = ("base", "I", "II", "III", "IV", "V", "VI")


_PARAM_CHECKERS: dict[str, Checker] = {
    PARAM_INT: integer(0),
    PARAM_INT_LIST: int_list(0),
    PARAM_PAIRS: int_pairs(),
}


# --------------------------------------------------------------------------- goods

_GOOD_SCHEMA: Schema = {
    "id": ident(),
    "name_en": text(),
    "name_fr": text(),
    "alias": text(),
    "price": integer(0),
    "rank": integer(1),
}


def _load_goods(data_dir: Path) -> tuple[GoodDef, ...]:
    f = _File(data_dir, "goods.yaml")
    items = f.list_of("goods", f.load("goods"), "a list of goods")
    if not items:
        f.fail("goods", "a non-empty list of goods", items)
    ids: dict[Any, str] = {}
    ranks: dict[Any, str] = {}
    rows: list[dict[str, Any]] = []
    for i, raw in enumerate(items):
        p = item_path("goods", i)
        row = f.mapping(p, raw, _GOOD_SCHEMA, "a mapping describing one good")
        f.unique(key_path(p, "id"), row["id"], ids, "a unique good id")
        f.unique(key_path(p, "rank"), row["rank"], ranks, "a unique rank")
        rows.append(row)
    rows.sort(key=lambda r: r["rank"])
    return tuple(GoodDef(index=i, **row) for i, row in enumerate(rows))


# --------------------------------------------------------------------------- roles

_ROLE_SCHEMA: Schema = {
    "id": ident(),
    "name_en": text(),
    "name_fr": text(),
    "alias": text(),
    "action_en": text(),
    "action_fr": text(),
    "privilege_en": text(),
    "privilege_fr": text(),
    "expansion": choice(*EXPANSIONS),
}


def _load_roles(data_dir: Path) -> tuple[RoleDef, ...]:
    f = _File(data_dir, "roles.yaml")
    items = f.list_of("roles", f.load("roles"), "a list of roles")
    if not items:
        f.fail("roles", "a non-empty list of roles", items)
    ids: dict[Any, str] = {}
    roles: list[RoleDef] = []
    for i, raw in enumerate(items):
        p = item_path("roles", i)
        row = f.mapping(p, raw, _ROLE_SCHEMA, "a mapping describing one role")
        f.unique(key_path(p, "id"), row["id"], ids, "a unique role id")
        roles.append(RoleDef(**row))
    # File order is the display order (SPEC §1.1), so it is kept as written.
    return tuple(roles)


# --------------------------------------------------------------------------- buildings

_COPIES_SCHEMA: Schema = {"p2": integer(0), "p3_5": integer(0)}


def _copies() -> Checker:
    def check(f: _File, path: str, value: Any) -> dict[str, Any]:
        return f.mapping(path, value, _COPIES_SCHEMA, "a mapping {p2: int, p3_5: int}")

    return check


def _building_schema(goods: Sequence[str], hook_specs: Mapping[str, Mapping[str, str]]) -> Schema:
    good_names = ", ".join(goods)
    return {
        "id": ident(),
        "index": integer(1),
        "name_en": text(),
        "name_fr": text(),
        "alias": text(),
        "kind": choice("production", "commercial"),
        # tier and produces depend on kind; checked again in _check_kind_fields.
        "tier": nullable(choice("small", "large"), "one of: small, large, or null"),
        "size": choice("small", "large"),
        "cost": integer(0),
        "vp": integer(0),
        "slots": integer(0),
        "level": integer(1, 4),
        "copies": _copies(),
        "expansion": choice(*EXPANSIONS),
        "produces": nullable(choice(*goods), f"a good id ({good_names}) or null"),
        "effects": _effects(hook_specs),
        "text_en": text(),
        "text_fr": text(),
    }


def _check_kind_fields(
    f: _File, path: str, raw: Mapping[str, Any], row: Mapping[str, Any], goods: Sequence[str]
) -> None:
    if row["kind"] == "production":
        if row["tier"] is None:
            f.fail(
                key_path(path, "tier"),
                "small or large for a production building",
                raw.get("tier", MISSING),
            )
        if "produces" not in raw:
            # null is allowed (a future building may produce nothing) but must be said explicitly.
            f.fail(
                key_path(path, "produces"),
                f"a good id ({', '.join(goods)}) or null for a production building",
                MISSING,
            )
    else:
        if row["tier"] is not None:
            f.fail(key_path(path, "tier"), "null or no key for a commercial building", raw["tier"])
        if row["produces"] is not None:
            f.fail(
                key_path(path, "produces"),
                "null or no key for a commercial building",
                raw["produces"],
            )


def _effects(hook_specs: Mapping[str, Mapping[str, str]]) -> Checker:
    hook_names = ", ".join(sorted(hook_specs))

    def check(f: _File, path: str, value: Any) -> tuple[EffectDef, ...]:
        items = f.list_of(path, value, "a list of effects (may be empty)")
        seen: dict[Any, str] = {}
        out: list[EffectDef] = []
        for i, raw in enumerate(items):
            p = item_path(path, i)
            if not isinstance(raw, dict):
                f.fail(p, "a mapping {hook: NAME, <params>}", raw)
            hook = raw.get("hook", MISSING)
            if not isinstance(hook, str) or hook not in hook_specs:
                f.fail(key_path(p, "hook"), f"a known hook name (one of: {hook_names})", hook)
            f.unique(key_path(p, "hook"), hook, seen, "a hook not already used by this building")
            spec = hook_specs[hook]
            f.no_unknown_keys(p, raw, ("hook", *spec))
            # Lists arrive as tuples so the frozen catalog stays immutable all the way down.
            params = {
                name: _PARAM_CHECKERS[kind](f, key_path(p, name), raw.get(name, MISSING))
                for name, kind in spec.items()
            }
            out.append(EffectDef(hook=hook, params=MappingProxyType(params)))
        return tuple(out)

    return check


def _load_buildings(
    data_dir: Path, goods: Sequence[str], hook_specs: Mapping[str, Mapping[str, str]]
) -> tuple[BuildingDef, ...]:
    f = _File(data_dir, "buildings.yaml")
    items = f.list_of("buildings", f.load("buildings"), "a list of buildings")
    if not items:
        f.fail("buildings", "a non-empty list of buildings", items)
    schema = _building_schema(goods, hook_specs)
    ids: dict[Any, str] = {}
    indexes: dict[Any, str] = {}
    out: list[BuildingDef] = []
    for i, raw in enumerate(items):
        p = item_path("buildings", i)
        row = f.mapping(p, raw, schema, "a mapping describing one building")
        f.unique(key_path(p, "id"), row["id"], ids, "a unique building id")
        f.unique(key_path(p, "index"), row["index"], indexes, "a unique index")
        _check_kind_fields(f, p, raw, row, goods)
        copies = row.pop("copies")
        out.append(BuildingDef(**row, copies_p2=copies["p2"], copies_p3_5=copies["p3_5"]))
    out.sort(key=lambda b: b.index)
    return tuple(out)


# --------------------------------------------------------------------------- setup


def _per_good(goods: Sequence[str], lo: int = 0) -> Checker:
    schema: Schema = {g: integer(lo) for g in goods}

    def check(f: _File, path: str, value: Any) -> MappingProxyType[str, int]:
        row = f.mapping(path, value, schema, "a mapping good id -> count for every good")
        return MappingProxyType(row)

    return check


def _ships() -> Checker:
    def check(f: _File, path: str, value: Any) -> tuple[int, ...]:
        if not isinstance(value, list) or not value:
            f.fail(path, "a non-empty list of ship capacities", value)
        ships = int_list(1)(f, path, value)
        if list(ships) != sorted(ships):
            f.fail(path, "ship capacities in ascending order", value)
        return ships

    return check


def _good_list(goods: Sequence[str]) -> Checker:
    item = choice(*goods)

    def check(f: _File, path: str, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list):
            f.fail(path, "a list of good ids, one per seat", value)
        return tuple(item(f, item_path(path, i), v) for i, v in enumerate(value))

    return check


def _setup_schema(goods: Sequence[str]) -> Schema:
    return {
        "vp_supply": integer(1),
        "workers_total": integer(1),
        "hiring_hall": integer(0),
        "ships": _ships(),
        "prospectors": integer(0),
        "picks_per_seat": integer(1),
        "doubloons": integer(0),
        "display": integer(1),
        "crates": _per_good(goods),
        "plantations": _per_good(goods),
        "quarries": integer(0),
        "starting_plantations": _good_list(goods),
        "refill_minimum": integer(1),
    }


def _seat_key(f: _File, key: Any) -> int:
    # YAML gives int keys for `2:`; a quoted '2' is accepted too, a bool never.
    if is_int(key) and key in SEAT_COUNTS:
        return int(key)
    if isinstance(key, str) and key.isdigit() and int(key) in SEAT_COUNTS:
        return int(key)
    f.fail(key_path("setups", key), "a seat count (one of: 2, 3, 4, 5)", key)


def _load_setups(data_dir: Path, goods: Sequence[str]) -> MappingProxyType[int, SetupTable]:
    f = _File(data_dir, "setup.yaml")
    value = f.load("setups")
    if not isinstance(value, dict):
        f.fail("setups", "a mapping seat count -> setup table", value)
    schema = _setup_schema(goods)
    by_seats: dict[int, Any] = {}
    for key, raw in value.items():
        seats = _seat_key(f, key)
        if seats in by_seats:
            f.fail(key_path("setups", key), "each seat count once", key)
        by_seats[seats] = (key, raw)
    tables: dict[int, SetupTable] = {}
    for seats in SEAT_COUNTS:
        if seats not in by_seats:
            f.fail(key_path("setups", seats), f"a setup table for {seats} seats", MISSING)
        key, raw = by_seats[seats]
        p = key_path("setups", key)
        row = f.mapping(p, raw, schema, f"a mapping describing the {seats}-seat setup")
        _check_setup(f, p, seats, row)
        tables[seats] = SetupTable(seats=seats, **row)
    return MappingProxyType(tables)


def _check_setup(f: _File, path: str, seats: int, row: Mapping[str, Any]) -> None:
    """Cross-field checks: numbers that must agree with each other."""
    if row["hiring_hall"] > row["workers_total"]:
        f.fail(
            key_path(path, "hiring_hall"),
            f"at most workers_total ({row['workers_total']})",
            row["hiring_hall"],
        )
    starts: tuple[str, ...] = row["starting_plantations"]
    if len(starts) != seats:
        f.fail(
            key_path(path, "starting_plantations"),
            f"a list of exactly {seats} good ids (one per seat)",
            list(starts),
        )
    for good in sorted(set(starts)):
        if starts.count(good) > row["plantations"][good]:
            f.fail(
                key_path(key_path(path, "plantations"), good),
                f"at least {starts.count(good)} (the starting {good} plantations)",
                row["plantations"][good],
            )


# --------------------------------------------------------------------------- puertoma

PUERTOMA_FILE = "puertoma.yaml"
SMUGGLER = "smuggler"  # Expansion III role: not in roles.yaml, yet on every resolution card
LEVELS: tuple[int, ...] = (1, 2, 3, 4)  # building / capability levels
CAPABILITIES_PER_LEVEL = 3
DIFFICULTIES: tuple[str, ...] = ("easy", "normal", "hard")
PUERTOMA_LABELS: tuple[str, ...] = ("A", "B")  # A = fruit-starting Puertoma, B = corn-starting
_PUERTOMA_KEYS: tuple[str, ...] = (
    "action_board",
    "resolution_cards",
    "capabilities",
    "board",
    "difficulty",
    "scoring",
)
_ACTION_BOARD_KEYS: tuple[str, ...] = ("start", "nodes", "layout", "arrows")


def flag(default: bool = False) -> Checker:
    """true/false; an absent key gives `default`."""

    def check(f: _File, path: str, value: Any) -> bool:
        if value is MISSING:
            return default
        if not isinstance(value, bool):
            f.fail(path, "true or false", value)
        return value

    return check


def _raw(what: str) -> Checker:
    """Any present value, checked later by the caller (cross-field checks)."""

    def check(f: _File, path: str, value: Any) -> Any:
        if value is MISSING:
            f.fail(path, what, value)
        return value

    return check


def _role_list(f: _File, path: str, value: Any, roles: Sequence[str], what: str) -> list[str]:
    """A list of distinct role ids (each one of `roles`)."""
    items = f.list_of(path, value, what)
    item = choice(*roles)
    seen: dict[Any, str] = {}
    out: list[str] = []
    for i, raw in enumerate(items):
        p = item_path(path, i)
        out.append(item(f, p, raw))
        f.unique(p, raw, seen, "a role not already in this list")
    return out


def _action_board(roles: Sequence[str]) -> Checker:
    def check(f: _File, path: str, value: Any) -> ActionBoard:
        if not isinstance(value, dict):
            f.fail(path, "a mapping {start, nodes, layout, arrows}", value)
        f.no_unknown_keys(path, value, _ACTION_BOARD_KEYS)
        nodes_path = key_path(path, "nodes")
        nodes = tuple(
            _role_list(f, nodes_path, value.get("nodes", MISSING), roles, "a list of role ids")
        )
        if not nodes:
            f.fail(nodes_path, "a non-empty list of role ids", [])
        node_what = "a node of the action board (one of: " + ", ".join(nodes) + ")"
        start = value.get("start", MISSING)
        if not isinstance(start, str) or start not in nodes:
            f.fail(key_path(path, "start"), node_what, start)
        layout = _layout(f, key_path(path, "layout"), value.get("layout", MISSING), nodes)
        arrows = _arrows(
            f, key_path(path, "arrows"), value.get("arrows", MISSING), nodes, node_what
        )
        return ActionBoard(start=start, nodes=nodes, layout=layout, arrows=arrows)

    return check


def _layout(
    f: _File, path: str, value: Any, nodes: Sequence[str]
) -> MappingProxyType[str, tuple[int, int]]:
    if not isinstance(value, dict):
        f.fail(path, "a mapping node -> grid position [column, row]", value)
    f.no_unknown_keys(path, value, nodes)
    cell = integer(0)
    seen: dict[Any, str] = {}
    out: dict[str, tuple[int, int]] = {}
    for node in nodes:
        p = key_path(path, node)
        pos = value.get(node, MISSING)
        if not isinstance(pos, list) or len(pos) != 2:
            f.fail(p, "a grid position [column, row]", pos)
        col, row = cell(f, item_path(p, 0), pos[0]), cell(f, item_path(p, 1), pos[1])
        if (col, row) in seen:
            f.fail(p, f"a grid position no other node uses (already used at {seen[col, row]})", pos)
        seen[col, row] = p
        out[node] = (col, row)
    return MappingProxyType(out)


def _arrows(
    f: _File, path: str, value: Any, nodes: Sequence[str], node_what: str
) -> MappingProxyType[str, tuple[str, ...]]:
    if not isinstance(value, dict):
        f.fail(path, "a mapping node -> list of the nodes its arrows reach", value)
    f.no_unknown_keys(path, value, nodes)
    out: dict[str, tuple[str, ...]] = {}
    for node in nodes:
        p = key_path(path, node)
        targets = f.list_of(p, value.get(node, MISSING), "a list of at least 2 nodes")
        seen: dict[Any, str] = {}
        for i, target in enumerate(targets):
            q = item_path(p, i)
            if not isinstance(target, str) or target not in nodes:
                f.fail(q, node_what, target)
            if target == node:
                f.fail(q, f"a node other than {node} (no arrow from a node to itself)", target)
            f.unique(q, target, seen, f"a node not already reached from {node}")
        if len(targets) < 2:
            f.fail(p, "a list of at least 2 nodes", targets)
        out[node] = tuple(targets)
    return MappingProxyType(out)


def _resolution_cards(roles: Sequence[str]) -> Checker:
    n = len(roles)
    permutation = f"all {n} roles once each ({', '.join(roles)})"
    schema: Schema = {"id": text(), "count": integer(1, n), "order": _raw("a list of role ids")}

    def check(f: _File, path: str, value: Any) -> tuple[ResolutionCard, ...]:
        items = f.list_of(path, value, f"a list of {n} resolution cards")
        if len(items) != n:
            f.fail(path, f"exactly {n} resolution cards (one per count 1 to {n})", len(items))
        ids: dict[Any, str] = {}
        counts: dict[Any, str] = {}
        # columns[j]: roles already seen at position j -> the orders form a Latin square.
        columns: list[dict[Any, str]] = [{} for _ in range(n)]
        out: list[ResolutionCard] = []
        for i, raw in enumerate(items):
            p = item_path(path, i)
            row = f.mapping(p, raw, schema, "a mapping {id, count, order}")
            f.unique(key_path(p, "id"), row["id"], ids, "a unique card id")
            f.unique(key_path(p, "count"), row["count"], counts, "a unique count")
            order_path = key_path(p, "order")
            order = _role_list(f, order_path, row["order"], roles, f"a list of {n} role ids")
            if len(order) != n:
                f.fail(order_path, permutation, order)
            for j, role in enumerate(order):
                f.unique(
                    item_path(order_path, j),
                    role,
                    columns[j],
                    "a role no other card has at this position",
                )
            out.append(ResolutionCard(id=row["id"], count=row["count"], order=tuple(order)))
        return tuple(out)

    return check


def _capabilities(roles: Sequence[str]) -> Checker:
    schema: Schema = {
        "id": ident(),
        "level": integer(LEVELS[0], LEVELS[-1]),
        "role": choice(*roles),
        "text_en": text(),
        "text_fr": text(),
    }

    def check(f: _File, path: str, value: Any) -> tuple[CapabilityDef, ...]:
        items = f.list_of(path, value, "a list of capability tiles")
        ids: dict[Any, str] = {}
        out: list[CapabilityDef] = []
        for i, raw in enumerate(items):
            p = item_path(path, i)
            row = f.mapping(p, raw, schema, "a mapping describing one capability tile")
            f.unique(key_path(p, "id"), row["id"], ids, "a unique capability id")
            out.append(CapabilityDef(**row))
        for level in LEVELS:
            found = [c.id for c in out if c.level == level]
            if len(found) != CAPABILITIES_PER_LEVEL:
                f.fail(
                    path,
                    f"exactly {CAPABILITIES_PER_LEVEL} capability tiles of level {level}",
                    found,
                )
        return tuple(out)

    return check


def _puertoma_board(goods: Sequence[str]) -> Checker:
    schema: Schema = {
        "worker_slots": _per_good(goods, lo=1),
        "plantation_spaces_per_good": integer(1),
        "building_spaces_per_level": integer(1),
        "unlock_thresholds": _raw("a mapping level -> buildings that unlock its capability"),
    }
    levels = ", ".join(str(level) for level in LEVELS)

    def check(f: _File, path: str, value: Any) -> PuertomaBoardDef:
        row = f.mapping(path, value, schema, "a mapping describing the Puertoma board")
        p = key_path(path, "unlock_thresholds")
        raw = row["unlock_thresholds"]
        if not isinstance(raw, dict):
            f.fail(p, "a mapping level -> buildings that unlock its capability", raw)
        for key in raw:
            if not is_int(key) or key not in LEVELS:
                f.fail(key_path(p, key), f"a building level (one of: {levels})", key)
        threshold = integer(1, row["building_spaces_per_level"])
        row["unlock_thresholds"] = MappingProxyType(
            {level: threshold(f, key_path(p, level), raw.get(level, MISSING)) for level in LEVELS}
        )
        return PuertomaBoardDef(**row)

    return check


def _difficulties(goods: Sequence[str]) -> Checker:
    good_names = ", ".join(goods)
    gift_schema: Schema = {
        "building_level": nullable(
            integer(LEVELS[0], LEVELS[-1]), f"an integer from {LEVELS[0]} to {LEVELS[-1]} or null"
        ),
        "worker_on": nullable(choice(*goods), f"a good id ({good_names}) or null"),
        "crate": nullable(choice(*goods), f"a good id ({good_names}) or null"),
        "doubloons": nullable(integer(0), "an integer >= 0 or null"),
    }

    def gift(f: _File, path: str, value: Any) -> PuertomaGiftDef:
        return PuertomaGiftDef(**f.mapping(path, value, gift_schema, "a mapping describing a gift"))

    gifts_schema: Schema = dict.fromkeys(PUERTOMA_LABELS, gift)

    def gifts(f: _File, path: str, value: Any) -> MappingProxyType[str, PuertomaGiftDef]:
        if value is MISSING or value is None:
            return MappingProxyType({})
        what = "a mapping " + "/".join(PUERTOMA_LABELS) + " -> gift"
        return MappingProxyType(f.mapping(path, value, gifts_schema, what))

    level_schema: Schema = {
        "discard_hidden_after_unlocks": nullable(
            integer(1, len(LEVELS)), f"an integer from 1 to {len(LEVELS)} or null"
        ),
        "level1_capability_face_up": flag(False),
        "gifts": gifts,
    }

    def one(difficulty: str) -> Checker:
        def check(f: _File, path: str, value: Any) -> DifficultyDef:
            row = f.mapping(path, value, level_schema, "a mapping describing one difficulty")
            return DifficultyDef(id=difficulty, **row)

        return check

    schema: Schema = {difficulty: one(difficulty) for difficulty in DIFFICULTIES}

    def check(f: _File, path: str, value: Any) -> MappingProxyType[str, DifficultyDef]:
        what = "a mapping " + "/".join(DIFFICULTIES) + " -> difficulty"
        return MappingProxyType(f.mapping(path, value, schema, what))

    return check


_PUERTOMA_SCORING_SCHEMA: Schema = {
    "large_building": integer(0),
    "vp_area_figure": integer(0),
    "quarry": integer(0),
    "active_pair": integer(0),
    "money_and_crates_divisor": integer(1),
}


def _puertoma_scoring(f: _File, path: str, value: Any) -> PuertomaScoringDef:
    row = f.mapping(path, value, _PUERTOMA_SCORING_SCHEMA, "a mapping of Puertoma scoring values")
    return PuertomaScoringDef(**row)


def _load_puertoma(
    data_dir: Path, goods: Sequence[str], roles: Sequence[str]
) -> PuertomaCatalog | None:
    """data/puertoma.yaml (SPEC §19), or None when the folder has no such file."""
    f = _File(data_dir, PUERTOMA_FILE)
    if not f.path.exists():
        return None
    # Node, card and capability roles: the roles of roles.yaml plus the smuggler.
    all_roles = tuple(roles) if SMUGGLER in roles else (*roles, SMUGGLER)
    doc = f.parse()
    if not isinstance(doc, dict):
        f.fail("(top level)", "a mapping with the keys: " + ", ".join(_PUERTOMA_KEYS), doc)
    schema: Schema = {
        "action_board": _action_board(all_roles),
        "resolution_cards": _resolution_cards(all_roles),
        "capabilities": _capabilities(all_roles),
        "board": _puertoma_board(goods),
        "difficulty": _difficulties(goods),
        "scoring": _puertoma_scoring,
    }
    row = f.mapping("", doc, schema, "a mapping")
    return PuertomaCatalog(
        action_board=row["action_board"],
        resolution_cards=row["resolution_cards"],
        capabilities=row["capabilities"],
        board=row["board"],
        difficulties=row["difficulty"],
        scoring=row["scoring"],
    )


# --------------------------------------------------------------------------- activities

ACTIVITIES_FILE = "activities.yaml"
# The conditions the engine checks for an activity card (engine/festival.py holds their code).
ACTIVITY_CONDITIONS: tuple[str, ...] = (
    "harvest",
    "cocktail",
    "early_closing",
    "plantation_set",
    "farmer",
    "delivery",
    "twin_farms",
    "twin_baskets",
    "largest_ship",
    "build_target",
    "smallest_ship",
)
ACTIVITY_BUILDING_SLOTS: tuple[str, ...] = ("none", "small_level3_commercial", "large")
_REWARD_SCHEMA: Schema = {"workers": integer(0), "doubloons": integer(0), "vp": integer(0)}


def _reward(f: _File, path: str, value: Any) -> dict[str, Any]:
    return f.mapping(path, value, _REWARD_SCHEMA, "a mapping with workers, doubloons and vp")


_ACTIVITY_SCHEMA: Schema = {
    "id": ident(),
    "name_en": text(),
    "name_fr": text(),
    "text_en": text(),
    "text_fr": text(),
    "plantations": integer(0, 3),
    "crates": integer(0, 3),
    "building": choice(*ACTIVITY_BUILDING_SLOTS),
    "condition": choice(*ACTIVITY_CONDITIONS),
    "reward": _reward,
    "with_puertomas": flag(),
}


def _load_activities(data_dir: Path) -> tuple[ActivityDef, ...]:
    """data/activities.yaml (SPEC §16.3), or () when the folder has no such file."""
    f = _File(data_dir, ACTIVITIES_FILE)
    if not f.path.exists():
        return ()
    items = f.list_of("activities", f.load("activities"), "a list of activity cards")
    ids: dict[Any, str] = {}
    out: list[ActivityDef] = []
    for i, raw in enumerate(items):
        p = item_path("activities", i)
        row = f.mapping(p, raw, _ACTIVITY_SCHEMA, "a mapping describing one activity card")
        f.unique(key_path(p, "id"), row["id"], ids, "a unique activity id")
        if row["plantations"] + row["crates"] > 4:
            f.fail(key_path(p, "crates"), "at most 4 slots (plantations + crates)", row["crates"])
        reward = row.pop("reward")
        out.append(ActivityDef(**row, **reward))
    return tuple(out)


# --------------------------------------------------------------------------- entry points


def _check_hook_specs(hook_specs: Mapping[str, Mapping[str, str]]) -> None:
    # A bad spec is a programming error in the engine, not a data error: fail loudly.
    for hook, params in hook_specs.items():
        for name, kind in params.items():
            if kind not in PARAM_KINDS:
                raise ValueError(f"hook {hook!r}: parameter {name!r} has unknown kind {kind!r}")
            if name == "hook":
                raise ValueError(f"hook {hook!r}: a parameter cannot be called 'hook'")


def load_catalog(
    data_dir: str | Path | None = None,
    hook_specs: Mapping[str, Mapping[str, str]] | None = None,
) -> Catalog:
    """Load and validate goods, roles, buildings, setup tables and (if present) the Puertoma data.

    Raises CatalogError (one message naming file, key path, expectation and actual value) on the
    first problem found.
    """
    folder = Path(data_dir) if data_dir is not None else DEFAULT_DATA_DIR
    specs = HOOK_SPECS if hook_specs is None else hook_specs
    _check_hook_specs(specs)
    goods = _load_goods(folder)
    good_ids = tuple(g.id for g in goods)
    roles = _load_roles(folder)
    buildings = _load_buildings(folder, good_ids, specs)
    setups = _load_setups(folder, good_ids)
    puertoma = _load_puertoma(folder, good_ids, tuple(r.id for r in roles))
    activities = _load_activities(folder)
    achievements = load_achievements(folder, good_ids, tuple(r.id for r in roles))
    return Catalog(
        goods=goods,
        roles=roles,
        buildings=buildings,
        setups=setups,
        source=str(folder),
        puertoma=puertoma,
        activities=activities,
        achievements=achievements,
    )


@functools.lru_cache(maxsize=1)
def default_catalog() -> Catalog:
    """The catalog of the repository's data/ folder, loaded once per process."""
    return load_catalog()
