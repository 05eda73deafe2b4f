"""Vocabulary of building effect hooks: hook name -> {parameter name: parameter kind}.

The engine registers one handler per hook name; the loader refuses any building whose hook is not
listed here, so a typo in YAML fails at start-up instead of silently doing nothing.
"""

from __future__ import annotations

# Parameter kinds understood by the loader.
PARAM_INT = "int"  # integer >= 0
PARAM_INT_LIST = "int_list"  # list of integers >= 0
PARAM_PAIRS = "pairs"  # list of [int, int] pairs, both >= 0
PARAM_KINDS: frozenset[str] = frozenset({PARAM_INT, PARAM_INT_LIST, PARAM_PAIRS})

HOOK_SPECS: dict[str, dict[str, str]] = {
    # Trader phase: extra doubloons on a sale to the trading house (small/large market).
    "sale_bonus": {"doubloons": PARAM_INT},
    # Settler phase: may take a quarry instead of a plantation (materials depot).
    "quarry_pick": {},
    # Settler phase: may draw a plantation from the bag first (hacienda).
    "hacienda_draw": {},
    # Captain phase storage: keep every crate of this many good types (warehouses).
    "storage_types": {"types": PARAM_INT},
    # Settler phase: one extra worker on a gained tile (hospital).
    "settler_worker": {},
    # Trader phase: may sell a good already in the trading house (company).
    "duplicate_sale": {},
    # Craftsman phase: doubloons indexed by the number of distinct goods produced (factory).
    "variety_bonus": {"doubloons": PARAM_INT_LIST},
    # Builder phase: one worker on the new building (school).
    "build_worker": {},
    # Captain phase: VP per loading action (port).
    "load_vp": {"vp": PARAM_INT},
    # Captain phase: unlimited personal ship once per phase (private wharf).
    "private_ship": {},
    # Game end: VP per small-tier / large-tier production building (fire station).
    "end_production_bonus": {"small": PARAM_INT, "large": PARAM_INT},
    # Game end: [min land tiles, VP] rows, the last row whose minimum is reached wins (residence).
    "end_land_bonus": {"table": PARAM_PAIRS},
    # Game end: 1 VP per `per` figures owned (fortress).
    "end_figure_bonus": {"per": PARAM_INT},
    # Game end: 1 VP per `per` VP chips (customs house).
    "end_chip_bonus": {"per": PARAM_INT},
    # Game end: VP per owned commercial building (governor's palace).
    "end_commercial_bonus": {"per_building": PARAM_INT},
    # --- Expansion I ---
    # Craftsman phase, after the owner's production: this many more crates of each good it
    # produced that has a small-tier and a large-tier building, if it owns an occupied large-tier
    # one (canal: fruit with the Large Fruit Farm, sugar with the Large Sugar Refinery).
    "canal_bonus": {"crates": PARAM_INT},
    # Captain phase storage: keep up to this many more crates of any types (shed).
    "storage_extra": {"crates": PARAM_INT},
    # Trader phase: on its turn, instead of selling, return 1 crate to the supply for its price
    # plus the trader privilege; markets do not apply (trading post).
    "trade_post": {},
    # Builder phase, after the owner builds another building: VP indexed by that building's
    # level - 1 (church).
    "build_vp": {"by_level": PARAM_INT_LIST},
    # Captain phase: doubloons per loading action onto any ship, and as many once at the start of
    # the phase if the owner is the captain (lighthouse).
    "load_coin": {"doubloons": PARAM_INT},
    # Captain phase: once per phase, as a loading turn, any mix of k >= 1 crates onto a small
    # private ship for floor(k / per) VP (small private wharf).
    "small_private_ship": {"per": PARAM_INT},
    # End of the craftsman phase: doubloons = (most crates of one non-corn good gained this phase)
    # - minus, never below 0 (distillery).
    "distill_bonus": {"minus": PARAM_INT},
    # Start of the captain phase: floor(n / per) VP for each good of which n crates are held
    # (manufactory).
    "hold_vp": {"per": PARAM_INT},
    # Game end: floor(n / size) sets per kind of land tile; VP indexed by the number of sets,
    # the last entry for any more (cathedral).
    "end_sets_bonus": {"size": PARAM_INT, "vp_by_sets": PARAM_INT_LIST},
    # Whenever the owner chose the role, that role's privilege counts twice (publishing house).
    "double_privilege": {},
    # Whenever the owner gains a plantation, it may place it face down as a forest (sawmill).
    "forest_option": {},
    # Builder phase: cost -1 per `per` forests owned, no level cap (sawmill).
    "forest_discount": {"per": PARAM_INT},
    # Builder phase: a gap of up to `max_gap` doubloons may be paid with that many different items
    # among 1 figure, 1 crate, 1 VP, after paying every doubloon (black market).
    "gap_items": {"max_gap": PARAM_INT},
    # Any decision point of the owner: its figures here may move to empty slots (bohio).
    "guests": {},
    # --- Expansion II (occupant-dependent: the effect depends on a worker or citizen there) ---
    # Trader phase, once on the owner's turn: worker - pay `price` to draw a plantation onto the
    # island; citizen - discard a plantation or forest for `price` (cadastral office).
    "land_deal": {"price": PARAM_INT},
    # Start of the craftsman phase: worker - doubloons; citizen - VP (chapel).
    "chapel_bonus": {"doubloons": PARAM_INT, "vp": PARAM_INT},
    # End of the settler phase: worker - may discard a plantation or forest; citizen - VP if the
    # owner has strictly fewer land tiles than every other seat (bureau of lands).
    "land_review": {"vp": PARAM_INT},
    # Builder phase: worker - this much off a small building; citizen - off a large one
    # (notary's office).
    "notary_discount": {"small": PARAM_INT, "large": PARAM_INT},
    # Start of the captain phase: return up to one crate per citizen owned, all of different
    # goods, for `vp` VP each (export office).
    "export_vp": {"vp": PARAM_INT},
    # Start of the mayor phase: one citizen from the supply (a worker if none is left) (villa).
    "villa_figure": {},
    # Craftsman phase, own production: doubloons per citizen owned; at most `cap` with the
    # alternative rule sewing_cap (large sewing workshop).
    "citizen_coins": {"doubloons": PARAM_INT, "cap": PARAM_INT},
    # Game end: VP per citizen owned (main square).
    "end_citizen_bonus": {"per_citizen": PARAM_INT},
}
