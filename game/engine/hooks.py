"""Where each building hook of the catalog is handled: the engine's registry of hook names."""

from __future__ import annotations

from game.engine.scoring import END_BONUS

# Hook name -> the phase code that fires it. The phase code asks for the effects of a seat's
# occupied buildings by hook name (rules.effects) and never branches on a building id.
HANDLERS: dict[str, str] = {
    "sale_bonus": "roles/trader.py: sale_price",
    "duplicate_sale": "roles/trader.py: why_cannot_sell",
    "quarry_pick": "roles/settler.py: _pick_options",
    "hacienda_draw": "roles/settler.py: advance (turn start)",
    "settler_worker": "roles/settler.py: advance (after gains)",
    "storage_types": "roles/captain.py: storage_options",
    "load_vp": "roles/captain.py: _load_vp",
    "private_ship": "roles/captain.py: private_loads",
    "variety_bonus": "roles/craftsman.py: act (after production)",
    "build_worker": "roles/builder.py: advance (after build)",
    **{name: "scoring.py: END_BONUS" for name in END_BONUS},
}
