"""Vocabulary of Cuban and building effects: hook name -> {parameter name: parameter kind}.

The engine registers one handler per hook name (engine/effects.py); the loader refuses an effect
whose hook or parameters are not listed here, so a typo in YAML fails at start-up.
"""

from __future__ import annotations

# Parameter kinds understood by the loader.
PARAM_INT = "int"  # integer >= 0
PARAM_GOOD = "good"  # a good id of goods.yaml
PARAM_GOODS = "goods"  # a list of good ids

# What a Cuban may do when the car stops at it (SANTIAGO_SPEC §6).
CUBAN_HOOKS: dict[str, dict[str, str]] = {
    # Take up to `amount` of one good from the supply (Pedro, José, Conchita, Miguel).
    "take_goods": {"good": PARAM_GOOD, "amount": PARAM_INT},
    # Take victory points (Maria).
    "take_vp": {"amount": PARAM_INT},
    # Take pesos (Martinez).
    "take_pesos": {"amount": PARAM_INT},
    # Take 1 good of a type the seat chooses, not one of `exclude` (Pablo).
    "take_good_of_choice": {"exclude": PARAM_GOODS},
    # Every other seat gives 1 peso, 1 good not in `exclude`, or 1 VP (El Zorro).
    "pickpocket": {"exclude": PARAM_GOODS},
    # Claim an unowned building, or use an owned one (Alonso).
    "lawyer": {},
}

# What a building does when it is used (SANTIAGO_SPEC §7).
BUILDING_HOOKS: dict[str, dict[str, str]] = {
    # Take pesos (Bank).
    "take_pesos": {"amount": PARAM_INT},
    # Take victory points (Church).
    "take_vp": {"amount": PARAM_INT},
    # Exchange any number of `give` for as many `take` (Distillery, Cigar Factory).
    "convert_any": {"give": PARAM_GOOD, "take": PARAM_GOOD},
    # Exchange 1 good for 1 good of another type, neither in `exclude` (Black Market).
    "swap_one": {"exclude": PARAM_GOODS},
    # Return 1 `good` for `vp` VP and `pesos` pesos (Sawmill).
    "trade_good": {"good": PARAM_GOOD, "vp": PARAM_INT, "pesos": PARAM_INT},
    # Return at most 1 of each of `goods` for `vp_each` VP per piece (Café).
    "cash_in": {"goods": PARAM_GOODS, "vp_each": PARAM_INT},
    # Turn one die on the ship to 0 (Customs House).
    "zero_one_die": {},
    # Pesos to VP at `pesos_per_vp` for 1, or VP to pesos at 1 for `pesos_per_vp` (Casino).
    "exchange": {"pesos_per_vp": PARAM_INT},
    # Move the value marker one flag left or right (Harbour Office).
    "shift_value": {},
    # Deliver 1 demanded good not in `exclude` for exactly `vp` VP (Office).
    "deliver_one": {"vp": PARAM_INT, "exclude": PARAM_GOODS},
    # Take `pesos`, then may turn one face-up Cuban face down (Newspaper).
    "newspaper": {"pesos": PARAM_INT},
}
