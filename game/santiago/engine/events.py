"""Events: what changed, in the game's words, for the log, animations and sounds.

Amounts are public (the table sees every transaction); no event carries a running total of a
seat's hidden counters (SANTIAGO_SPEC §9.2, D-13).
"""

from __future__ import annotations

from game.contract import Event as Event  # re-exported: the box's event values

EVENT_KINDS: frozenset[str] = frozenset(
    (
        "demand_rolled",  # faces of the five dice
        "demand_set",  # the set-aside good and the demand on the ship
        "turn_started",
        "car_moved",  # steps, cost, from, to
        "cuban_flipped",  # cuban, face_up
        "value_moved",  # flag index from -> to
        "ship_departed",  # ships_departed
        "delivery_started",
        "delivered",  # good, count, vp (as_good for wood)
        "passed",  # auto: bool
        "cuban_used",
        "cuban_declined",
        "cuban_inactive",
        "goods_taken",  # good, count, source
        "goods_returned",  # good, count, source
        "vp_taken",  # count, source
        "vp_returned",
        "pesos_taken",  # count, source
        "pesos_paid",
        "gift",  # to, item
        "building_claimed",
        "broker_moved",  # building
        "broker_stays",
        "building_used",
        "building_declined",
        "die_zeroed",
        "owner_vp",  # owner, building
        "game_over",
    )
)
