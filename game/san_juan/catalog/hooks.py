"""The effect hooks a card may name in cards.yaml, each with its typed parameters.

The catalog checks a card's `effects` entries against this table (an unknown hook or parameter
is a load error); the engine registers one handler per hook name (engine/effects.py) and a test
proves the two tables name the same hooks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.datafile import Checker, choice, int_list, integer

# Which kind of building a build discount or a build draw applies to.
KINDS = ("production", "violet")


@dataclass(frozen=True, slots=True)
class HookSpec:
    """A hook's parameters: name -> checker (every parameter is required)."""

    params: dict[str, Checker]


HOOK_SPECS: dict[str, HookSpec] = {
    # builder
    "build_discount": HookSpec({"applies_to": choice(*KINDS), "discount": integer(1, 6)}),
    "overbuild": HookSpec({}),
    "pay_with_goods": HookSpec({"max_goods": integer(1, 5)}),
    "draw_after_build": HookSpec({"applies_to": choice(*KINDS), "draw": integer(1, 3)}),
    "draw_if_small_hand": HookSpec({"max_hand": integer(0, 5), "draw": integer(1, 3)}),
    # producer / trader
    "extra_production": HookSpec({"extra": integer(1, 3)}),
    "draw_after_production": HookSpec({"min_placed": integer(1, 5), "draw": integer(1, 3)}),
    "extra_sale": HookSpec({"extra": integer(1, 3)}),
    "payout_bonus": HookSpec({"min_sold": integer(1, 5), "draw": integer(1, 3)}),
    # councillor / prospector
    "extra_keep": HookSpec({"extra": integer(1, 3)}),
    "merge_then_discard": HookSpec({}),
    "reveal_keep_lowest": HookSpec({"reveal": integer(2, 6)}),
    # round start
    "tuck_card": HookSpec({"per_round": integer(1, 1)}),
    "hand_limit": HookSpec({"limit": integer(1, 30)}),
    # every role
    "double_privilege": HookSpec({"multiplier": integer(2, 3)}),
    # final scoring
    "production_bonus": HookSpec(
        {
            "per_building": integer(0, 5),
            "per_id": integer(0, 5),
            "per_building_first_edition": integer(0, 5),
            "per_id_first_edition": integer(0, 5),
        }
    ),
    "violet_bonus": HookSpec({"per_building": integer(1, 5)}),
    "monument_bonus": HookSpec({"by_count": int_list(0)}),
    "fraction_bonus": HookSpec({"divisor": integer(1, 10)}),
    # « Nouveaux bâtiments » module (SPEC §14)
    "swap_cards": HookSpec({"max_cards": integer(1, 5)}),
    "hand_limit_for_all": HookSpec({"owner": integer(1, 30), "others": integer(1, 30)}),
    "draw_if_nobody_sold": HookSpec({"draw": integer(1, 3)}),
    "draw_if_fewest_buildings": HookSpec({"draw": integer(1, 3)}),
    "cover_value": HookSpec({"value": integer(0, 9)}),
    "fill_at_councillor": HookSpec({"price": integer(0, 9)}),
    "pile_once_per_game": HookSpec({}),
    "keep_sold_good": HookSpec({"per_phase": integer(1, 3)}),
    "reveal_keep_if_new": HookSpec({"reveal": integer(1, 3)}),
    "cost_sets_bonus": HookSpec({"set_size": integer(2, 5), "first_set": integer(1, 9)}),
    "rivals_six_cost_bonus": HookSpec({"first": integer(1, 9)}),
}


def params_repr(params: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in sorted(params.items()))
