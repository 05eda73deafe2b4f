"""What grand achievement cards (SPEC §17) are worth to a scripted seat: which cards to keep in
the draft or of the 6 drawn against Puertomas, and a modest pull toward the cards a decision
brings closer.

A card is worth its VP times the chance the seat completes it. The chance starts from how often
scripted seats meet the card's condition by the end of a game at that table size (REACH, measured
with /benchmarks-style runs of scripted:normal seats, 200 games per seat count, seats not
chasing any card), raised by how far the seat already is (the engine's own measure of the
condition, `view.achievement_progress`). Against Puertomas a human's completed card scores
nothing while each uncompleted one scores for every Puertoma (SPEC §19.16.5): what counts there
is the VP it keeps from them.

The pull plays each candidate action on a copy of the game (the engine applies the rules) and
compares the seat's cards before and after: a card completed by the action is worth its VP, a
step toward one a share of it (`Tuning.achievement_pull`), fading as the end nears.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.puerto_rico.engine import Action, Game, view

# Share of scripted seats (not chasing cards) meeting each condition at the end of a game, by
# seat count: measured with 200 games of scripted:normal seats per seat count.
REACH: dict[int, dict[str, float]] = {
    2: {
        "coffee_baron": 0.07,
        "tobacco_grower": 0.14,
        "sugar_estate": 0.04,
        "orchard_keeper": 0.20,
        "corn_country": 0.03,
        "stonecutter": 0.01,
        "mixed_farming": 0.30,
        "no_land_left": 0.06,
        "large_household": 0.78,
        "busy_city": 0.64,
        "grandee": 0.17,
        "processing_chain": 0.37,
        "full_staff": 0.38,
        "treasury": 0.03,
        "big_shipment": 0.05,
        "harbour_master": 0.79,
        "bumper_crop": 0.27,
        "four_harvests": 0.46,
        "coffee_merchant": 0.22,
        "big_sale": 0.38,
        "stockpile": 0.01,
        "honoured": 0.50,
        "all_trades": 0.87,
        "patron": 0.23,
        "free_of_charge": 0.45,
        "bargain_hunter": 0.10,
        "humble_beginnings": 0.50,
        "recruiting_drive": 0.61,
        "cornucopia": 0.03,
        "market_regular": 0.41,
    },
    3: {
        "coffee_baron": 0.09,
        "tobacco_grower": 0.23,
        "sugar_estate": 0.04,
        "orchard_keeper": 0.12,
        "corn_country": 0.02,
        "stonecutter": 0.01,
        "mixed_farming": 0.28,
        "no_land_left": 0.03,
        "large_household": 0.46,
        "busy_city": 0.63,
        "grandee": 0.15,
        "processing_chain": 0.30,
        "full_staff": 0.16,
        "treasury": 0.05,
        "big_shipment": 0.02,
        "harbour_master": 0.69,
        "bumper_crop": 0.12,
        "four_harvests": 0.42,
        "coffee_merchant": 0.10,
        "big_sale": 0.39,
        "stockpile": 0.00,
        "honoured": 0.22,
        "all_trades": 0.75,
        "patron": 0.19,
        "free_of_charge": 0.36,
        "bargain_hunter": 0.08,
        "humble_beginnings": 0.62,
        "recruiting_drive": 0.59,
        "cornucopia": 0.01,
        "market_regular": 0.20,
    },
    4: {
        "coffee_baron": 0.09,
        "tobacco_grower": 0.24,
        "sugar_estate": 0.07,
        "orchard_keeper": 0.18,
        "corn_country": 0.03,
        "stonecutter": 0.01,
        "mixed_farming": 0.27,
        "no_land_left": 0.05,
        "large_household": 0.50,
        "busy_city": 0.55,
        "grandee": 0.13,
        "processing_chain": 0.34,
        "full_staff": 0.19,
        "treasury": 0.04,
        "big_shipment": 0.02,
        "harbour_master": 0.61,
        "bumper_crop": 0.20,
        "four_harvests": 0.40,
        "coffee_merchant": 0.12,
        "big_sale": 0.31,
        "stockpile": 0.00,
        "honoured": 0.32,
        "all_trades": 0.45,
        "patron": 0.19,
        "free_of_charge": 0.11,
        "bargain_hunter": 0.05,
        "humble_beginnings": 0.49,
        "recruiting_drive": 0.52,
        "cornucopia": 0.01,
        "market_regular": 0.22,
    },
    5: {
        "coffee_baron": 0.17,
        "tobacco_grower": 0.34,
        "sugar_estate": 0.17,
        "orchard_keeper": 0.17,
        "corn_country": 0.02,
        "stonecutter": 0.04,
        "mixed_farming": 0.37,
        "no_land_left": 0.10,
        "large_household": 0.64,
        "busy_city": 0.36,
        "grandee": 0.09,
        "processing_chain": 0.26,
        "full_staff": 0.26,
        "treasury": 0.05,
        "big_shipment": 0.02,
        "harbour_master": 0.51,
        "bumper_crop": 0.33,
        "four_harvests": 0.48,
        "coffee_merchant": 0.15,
        "big_sale": 0.26,
        "stockpile": 0.01,
        "honoured": 0.31,
        "all_trades": 0.43,
        "patron": 0.20,
        "free_of_charge": 0.20,
        "bargain_hunter": 0.03,
        "humble_beginnings": 0.31,
        "recruiting_drive": 0.55,
        "cornucopia": 0.02,
        "market_regular": 0.33,
    },
}

# The decisions whose outcome can move a card, and the checks each may move (SPEC §17.3).
PULL_CHECKS: dict[str, frozenset[str]] = {
    "role": frozenset({"roles_chosen", "doubloons"}),
    "settler_tile": frozenset({"plantations", "quarries", "plantation_types", "land_tiles"}),
    "settler_extra": frozenset({"plantations", "quarries", "plantation_types", "land_tiles"}),
    "build": frozenset(
        {
            "buildings",
            "large_buildings",
            "production_goods",
            "buildings_of_level",
            "build_paid",
            "full_staff",
            "doubloons",
        }
    ),
    "sell": frozenset({"sales_of", "statistic", "doubloons", "goods_held_types"}),
    "load": frozenset({"statistic", "vp_chips", "goods_held_types"}),
    "storage": frozenset({"statistic", "goods_held_types"}),
    "craftsman_bonus": frozenset({"goods_held_types", "statistic"}),
}


def stake(g: Game) -> float:
    """VP at stake per card VP: 1 for a seat scoring its cards; against Puertomas, each of them
    scores the human's uncompleted cards (SPEC §19.16.5)."""
    bots = len(view.puertoma_seats(g)) if view.has_puertomas(g) else 0
    return float(bots) if bots else 1.0


def reach(g: Game, seat: int, card: str) -> float:
    """The chance the seat completes the card by the end of the game (a rough estimate)."""
    have, need = view.achievement_progress(g, seat, card)
    if have >= need:
        return 1.0
    table = REACH.get(g.state.seats) or REACH[4]
    prior = table.get(card, 0.2)
    done = have / need if need else 0.0
    return prior + (1.0 - prior) * 0.6 * done * done


def keep_value(g: Game, seat: int, card: str) -> float:
    """What keeping this card is worth to the seat, in VP."""
    vp = view.achievement_card(g, card).vp
    p = reach(g, seat, card)
    if view.has_puertomas(g):
        return -vp * (1.0 - p) * stake(g)  # the VP the Puertomas expect from it
    return vp * p


def score_keep(g: Game, legal: Sequence[Action]) -> list[float]:
    """The draft's keep-one or the keep-4-of-6 choice: the kept cards' worth."""
    out = []
    for a in legal:
        cards = a.value if isinstance(a.value, tuple) else (a.value,)
        out.append(sum(keep_value(g, a.seat, c) for c in cards))
    return out


def pull(g: Game, legal: Sequence[Action], weight: float, rounds_left: float) -> list[float] | None:
    """Per action, the VP its effect on the seat's uncompleted cards is worth; None when no card
    of the seat can move at this decision."""
    kind = g.decision or ""
    checks = PULL_CHECKS.get(kind)
    if checks is None or not legal:
        return None
    seat = legal[0].seat
    held = view.achievement_cards(g, seat, seat).hidden or ()
    cards = [c for c in held if view.achievement_card(g, c).check in checks]
    if not cards:
        return None
    per_vp = stake(g)
    fade = min(1.0, rounds_left / 3.0)  # a step toward a card late in the game rarely ends it

    def standing(game: Game) -> dict[str, float]:
        done = set(view.achievement_cards(game, seat, seat).completed)
        out = {}
        for c in cards:
            if c in done:
                out[c] = 1.0
            else:
                have, need = view.achievement_progress(game, seat, c)
                out[c] = min(1.0, have / need) if need else 0.0
        return out

    before = standing(g)
    values = []
    for a in legal:
        after_game = g.clone(events=False)
        after_game.apply(a)
        after = standing(after_game)
        done_now = set(view.achievement_cards(after_game, seat, seat).completed)
        value = 0.0
        for c in cards:
            vp = view.achievement_card(g, c).vp * per_vp
            if c in done_now:
                value += vp
            else:
                value += vp * weight * fade * (after[c] - before[c])
        values.append(value)
    return values
