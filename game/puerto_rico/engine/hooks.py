"""Where each building hook of the catalog is handled: the engine's registry of hook names."""

from __future__ import annotations

from game.puerto_rico.engine.scoring import END_BONUS

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
    "canal_bonus": "roles/craftsman.py: act (after production, before the Factory)",
    "distill_bonus": "roles/craftsman.py: advance (end of phase, after the privilege)",
    "storage_extra": "roles/captain.py: storage_options",
    "trade_post": "roles/trader.py: _post_options / act",
    "build_vp": "roles/builder.py: advance (after build, after the School)",
    "load_coin": "roles/captain.py: start (captain coin) and _load_coins",
    "hold_vp": "roles/captain.py: start (after the Lighthouse captain coin)",
    "small_private_ship": "roles/captain.py: small_private_loads / why_not / act",
    "double_privilege": "rules.py: privilege (every role's privilege)",
    "forest_option": "roles/settler.py: act / advance (forest decision after each plantation)",
    "forest_discount": "roles/builder.py: cost",
    "gap_items": "roles/builder.py: black_market_options / act",
    "guests": "guests.py: moves / move (offered by Game at every decision point)",
    "land_deal": "roles/trader.py: _deal_options / _land_deal",
    "chapel_bonus": "roles/craftsman.py: start (_chapels)",
    "land_review": "roles/settler.py: _bureaus (end of phase, before the refill)",
    "notary_discount": "roles/builder.py: notary_discount (in cost and _build_options)",
    "export_vp": "roles/captain.py: start / export_options / _export",
    "villa_figure": "roles/mayor.py: start (_villas, after the privilege)",
    "citizen_coins": "roles/craftsman.py: _sewing (each seat's production step)",
    **{name: "scoring.py: END_BONUS" for name in END_BONUS},
}
