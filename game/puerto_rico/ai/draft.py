"""The scripted seats' building-draft plan (SPEC §12.1): a fixed worth for every candidate.

Every drafted building is on the board for all seats, so the plan does not try to deny anything:
it fills the board with what the scripted seats use best. The engines that turn goods into VP
(Factory, Port, Private Wharf) and the large buildings come first, then the good cheap buildings.
Among buildings of one cost the draft keeps only as many as that cost has slots, so the order
inside a cost matters most (e.g. the one cost-9 slot: Private Wharf before Manufactory).
"""

from __future__ import annotations

# Worth of a building on the board, in rough VP for a seat that plays it well (higher = sooner).
DRAFT_PLAN: dict[str, float] = {
    # Engines: turn production into doubloons or VP every round.
    "factory": 10.0,
    "port": 9.5,
    "private_wharf": 9.0,
    # Large buildings: the evaluation knows their game-end bonuses.
    "residence": 8.5,
    "governors_palace": 8.5,
    "monument": 8.0,
    "fire_station": 8.0,
    "fortress": 7.5,
    "main_square": 7.5,
    "customs_house": 7.0,
    "cathedral": 6.0,
    # Strong small buildings of the expansions.
    "lighthouse": 8.0,
    "villa": 8.0,
    "small_private_wharf": 7.5,
    "large_market": 7.5,
    "publishing_house": 7.5,
    "manufactory": 7.5,
    "distillery": 7.0,
    "large_sewing_workshop": 7.0,
    # Cheap useful buildings.
    "small_market": 6.5,
    "trading_post": 6.5,
    "export_office": 6.5,
    "hospital": 6.0,
    "large_warehouse": 6.0,
    "church": 6.0,
    "canal": 6.0,
    "hacienda": 5.5,
    "materials_depot": 5.5,
    "small_warehouse": 5.5,
    "shed": 5.5,
    "school": 5.5,
    "chapel": 5.0,
    "notary_office": 4.5,
    # Buildings the scripted seats get little out of.
    "bohio": 4.0,
    "sawmill": 4.0,
    "company": 3.5,
    "black_market": 3.0,
    "cadastral_office": 3.0,
    "bureau_of_lands": 2.5,
}
# A building missing from the plan (a later module): picked after the known good ones.
UNKNOWN_DRAFT_VALUE = 3.0
# Standard deviation of the noise easy adds to the plan: it drafts much more at random.
EASY_DRAFT_NOISE = 2.5


def draft_value(building_id: str) -> float:
    """The plan's worth of drafting this building onto the board."""
    return DRAFT_PLAN.get(building_id, UNKNOWN_DRAFT_VALUE)
