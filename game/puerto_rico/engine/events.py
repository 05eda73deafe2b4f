"""Events: what changed, in the game's words. The log panel, animations and sounds consume them.

The screen words an event from its kind and data in the player's language
(game/puerto_rico/scenes/wording.py, data/puerto_rico/i18n); the engine keeps no text of its own.
"""

from __future__ import annotations

from game.contract import Event as Event  # re-exported: the box's event values

# Every kind the engine emits (the screen has a log sentence for each, in every language).
EVENT_KINDS: frozenset[str] = frozenset(
    (
        "round_started",
        "role_chosen",
        "plantation_taken",
        "quarry_taken",
        "hacienda_drawn",
        "hospital_worker",
        "display_refilled",
        "mayor_privilege",
        "workers_taken",
        "workers_placed",
        "hall_refilled",
        "building_built",
        "school_worker",
        "produced",
        "production_declined",
        "factory_bonus",
        "craftsman_bonus",
        "sold",
        "trading_house_emptied",
        "loaded",
        "stored",
        "ship_departed",
        "building_coins",
        "building_vp",
        "building_goods",
        "trading_post_sale",
        "small_ship_loaded",
        "prospector_privilege",
        "wanted_token",
        "ship_raided",
        "trading_house_plundered",
        "workers_poached",
        "poached_figure_placed",
        "role_captured",
        "ransom_paid",
        "captured_role_played",
        "smuggler_passed",
        "vp_exhausted",
        "building_drafted",
        "puertoma_role",
        "resolution_card",
        "action_token_moved",
        "puertoma_placed",
        "puertoma_gift",
        "reserved_token",
        "capability_unlocked",
        "capability_crate",
        "capability_coins",
        "capability_vp",
        "capability_dump",
        "forest_placed",
        "black_market_used",
        "figure_taken",
        "building_figure",
        "guest_moved",
        "tile_discarded",
        "plantation_bought",
        "goods_exported",
        "end_triggered",
        "round_ended",
        "game_over",
    )
)
