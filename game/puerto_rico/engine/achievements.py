"""Grand achievements (Expansion VI, SPEC §17, §19.16.5): cards dealt face down, the statistics
their conditions read, completion at the checkpoints, and their VP at the end.

State (`GameState.achievements`, None without the module; plain JSON):

    hands   per seat, the cards it holds and has not completed (hidden from the others)
    done    per seat, its completed cards in completion order (face up)
    deck    the cards never dealt;  discard  the cards a human let go (keep 4 of 6)
    offer   per seat, while the cards are being chosen: the cards it chooses from now
    keep    how many of its offer a seat keeps at this step (1 in the draft, 4 of 6)
    stats   per seat, the statistics of SPEC §17.2 (counted from the game's start)

Set-up (SPEC §17.1, §19.16.5): 4 cards per seat; with the draft variant `achievements_draft`
each seat keeps 1 of 4 and passes the rest to its left (the next seat), then 1 of 3, 1 of 2 and
the last one; in a game with Puertomas each human draws 6 and keeps 4 (the draft variant is not
played there: the Puertomas hold no cards to pass), and the Puertomas hold none. The choices
form the phase `achievements` before round 1, after the building draft.

Checkpoints (SPEC §17.2, §20): the cards of the seat that decided are checked at the end of each
applied decision (after the automatic steps it set off), and every seat's cards at the end of
every phase and before final scoring. Between two of its own decisions a seat's board only grows
(figures, doubloons, VP, tiles, buildings: others never take them; its crates shrink only at
storage, after the craftsman phase's checkpoint), so nothing it reaches is missed; the statistics
that only exist at one moment (a load, a sale, a storage step, one craftsman or mayor phase) are
recorded where they happen, so a later check sees them. A card, once completed, stays completed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.puerto_rico.catalog.achievements import CONDITION_SPECS, AchievementDef
from game.puerto_rico.engine.actions import Action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, who
from game.puerto_rico.engine.progress import AchievementChoiceProgress, Progress, current
from game.puerto_rico.engine.state import GOODS, QUARRY, GameState, PlayerState
from game.rng import Rng

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementCatalog
    from game.puerto_rico.engine.game import Game

MODULE = "achievements"  # its module id in GameConfig.expansions
DRAFT_VARIANT = "achievements_draft"  # SPEC §17.1 draft variant
PHASE = "achievements"  # the cards are being chosen (before round 1)
DEALT = 4  # cards each seat holds (SPEC §17.1)
HUMAN_DRAW = 6  # with Puertomas each human draws 6 and keeps 4 (SPEC §19.16.5)
_SALT = 0xAC41_E7E5  # the deal's own stream: the game's other draws stay as without the module


# ------------------------------------------------------------------ set-up


def setup(g: Game) -> None:
    """Deal the cards (SPEC §4 step 10); the choices, if any, wait for `start_choice`."""
    s = g.s
    cat = _catalog(g)
    deck = [c.id for c in cat.cards]
    rng = Rng(s.rng ^ _SALT)
    rng.shuffle(deck)
    n = s.seats
    holders = [i for i in range(n) if not g.seat_rules[i].automaton]
    puertomas = len(holders) < n
    state: dict[str, Any] = {
        "hands": [[] for _ in range(n)],
        "done": [[] for _ in range(n)],
        "deck": deck,
        "discard": [],
        "stats": [{} for _ in range(n)],
    }
    s.achievements = state
    draw = HUMAN_DRAW if puertomas else DEALT
    dealt = {seat: [deck.pop() for _ in range(draw)] for seat in holders}
    if puertomas:
        state["offer"] = [dealt.get(i, []) for i in range(n)]
        state["keep"] = DEALT
    elif DRAFT_VARIANT in s.variants:
        state["offer"] = [dealt[i] for i in range(n)]
        state["keep"] = 1
    else:
        for seat in holders:
            state["hands"][seat] = dealt[seat]
    g.emit("achievements_dealt", None, cards=draw)


def start_choice(g: Game) -> bool:
    """Open the choice of cards (draft or keep 4 of 6) if this game has one; True if opened."""
    a = g.s.achievements
    if a is None or "offer" not in a:
        return False
    g.s.phase = PHASE
    g.s.ps = AchievementChoiceProgress(waiting=_choosers(g))
    return True


def _choosers(g: Game) -> list[int]:
    """The seats with cards to choose from, from the governor round the table."""
    a = g.s.achievements
    assert a is not None
    return [i for i in g.s.phase_order(g.s.governor) if a["offer"][i]]


def advance(g: Game) -> bool:
    """Ask the next seat to choose; pass the draft's cards on; True once every hand is set."""
    s = g.s
    a = s.achievements
    assert a is not None
    ps = current(g, AchievementChoiceProgress)
    while True:
        if ps.waiting:
            seat = ps.waiting[0]
            s.pending = (seat, "achievement_draft" if a["keep"] == 1 else "achievement_keep")
            return False
        if a["keep"] == 1 and a["offer"][0]:
            # Every seat kept one: the rest goes to the left neighbour (SPEC §17.1).
            n = s.seats
            a["offer"] = [a["offer"][(i - 1) % n] for i in range(n)]
            ps.step += 1
            g.emit("achievements_passed", None, cards=len(a["offer"][0]))
            if len(a["offer"][0]) > 1:
                ps.waiting = _choosers(g)
                continue
            for seat, offer in enumerate(a["offer"]):  # the last card received is kept
                a["hands"][seat].extend(offer)
        del a["offer"], a["keep"]
        s.phase = None
        s.ps = Progress()
        return True


def _keep_one(g: Game, action: Action) -> None:
    a = g.s.achievements
    assert a is not None
    seat = action.seat
    a["offer"][seat].remove(action.value)
    a["hands"][seat].append(action.value)
    current(g, AchievementChoiceProgress).waiting.pop(0)
    g.emit("achievement_drafted", seat)


def _keep_four(g: Game, action: Action) -> None:
    a = g.s.achievements
    assert a is not None
    seat = action.seat
    offer = a["offer"][seat]
    kept = [c for c in offer if c in action.value]
    a["hands"][seat] = kept
    a["discard"].extend(c for c in offer if c not in action.value)
    a["offer"][seat] = []
    current(g, AchievementChoiceProgress).waiting.pop(0)
    g.emit("achievements_kept", seat, kept=len(kept), discarded=len(offer) - len(kept))


def _draft_options(g: Game, seat: int) -> list[Action]:
    a = g.s.achievements
    assert a is not None
    return [Action(seat, "keep_achievement", c) for c in a["offer"][seat]]


def _keep_options(g: Game, seat: int) -> list[Action]:
    a = g.s.achievements
    assert a is not None
    offer = a["offer"][seat]
    return [Action(seat, "keep_achievements", combo) for combo in combinations(offer, a["keep"])]


def _draft_refusal(g: Game, action: Action) -> Refusal:
    if action.kind != "keep_achievement":
        return "decision_refusal.keep_an_achievement", {"who": who(g, action), "n": 1}
    return "decision_refusal.achievement_not_offered", {"who": who(g, action)}


def _keep_refusal(g: Game, action: Action) -> Refusal:
    a = g.s.achievements
    n = a["keep"] if a is not None else DEALT
    if action.kind != "keep_achievements":
        return "decision_refusal.keep_an_achievement", {"who": who(g, action), "n": n}
    return "decision_refusal.achievements_to_keep", {"who": who(g, action), "n": n}


decision("achievement_to_keep", "achievement_draft", _draft_options, _draft_refusal, _keep_one)
decision("achievements_to_keep", "achievement_keep", _keep_options, _keep_refusal, _keep_four)
ENGLISH.update(
    {
        "decision_refusal.keep_an_achievement": lambda g, v: (
            f"{v['who']} must keep {v['n']} grand achievement card(s) now"
        ),
        "decision_refusal.achievement_not_offered": lambda g, v: (
            f"{v['who']} may keep only one of the grand achievement cards in front of them"
        ),
        "decision_refusal.achievements_to_keep": lambda g, v: (
            f"{v['who']} must keep exactly {v['n']} different cards among those drawn"
        ),
    }
)


# ------------------------------------------------------------------ statistics


def _stats(g: Game, seat: int) -> dict[str, Any] | None:
    a = g.s.achievements
    return None if a is None else a["stats"][seat]


def _best(row: dict[str, Any], stat: str, value: int) -> None:
    if value > row.get(stat, 0):
        row[stat] = value


def role_chosen(g: Game, seat: int, role: str) -> None:
    """The seat chose a role at the role choice (All Trades)."""
    row = _stats(g, seat)
    if row is not None:
        roles = row.setdefault("roles", [])
        if role not in roles:
            roles.append(role)


def loaded(g: Game, seat: int, crates: int, completed: bool) -> None:
    """A load onto a cargo ship: its crates, and whether it completed the ship's cargo."""
    row = _stats(g, seat)
    if row is not None:
        _best(row, "best_load", crates)
        if completed:
            row["cargo_completions"] = row.get("cargo_completions", 0) + 1


def craftsman_ended(g: Game, gains: list[dict[str, int]]) -> None:
    """Crates each seat gained in this craftsman phase, by good (production, buildings,
    privilege; SPEC §16 'gain in one craftsman phase')."""
    a = g.s.achievements
    if a is None:
        return
    for seat, made in enumerate(gains):
        row = a["stats"][seat]
        _best(row, "best_craftsman_crates", sum(made.values()))
        _best(row, "best_craftsman_goods", sum(1 for n in made.values() if n > 0))


def sold(g: Game, seat: int, good: str, doubloons: int, *, trading_house: bool = True) -> None:
    """A sale to the trading house, or (trading_house=False) a Trading Post return. A seat
    sells at most once per trader phase, so its sales count its trader phases with a sale."""
    row = _stats(g, seat)
    if row is None:
        return
    _best(row, "best_sale", doubloons)
    if trading_house:
        sales = row.setdefault("sales", {})
        sales[good] = sales.get(good, 0) + 1
        row["trader_phases_with_sale"] = row.get("trader_phases_with_sale", 0) + 1


def mayor_started(g: Game) -> None:
    """Note each seat's figures before the mayor phase hands any out (Recruiting Drive)."""
    a = g.s.achievements
    if a is not None:
        a["mayor_from"] = [p.figures for p in g.s.players]


def mayor_ended(g: Game) -> None:
    """Figures each seat gained in this mayor phase (privilege, buildings, hiring hall)."""
    a = g.s.achievements
    if a is None or "mayor_from" not in a:
        return
    for seat, before in enumerate(a.pop("mayor_from")):
        _best(a["stats"][seat], "best_mayor_figures", g.s.players[seat].figures - before)


def built(g: Game, seat: int, building: str, doubloons: int) -> None:
    """A build and the doubloons paid for it: the cheapest price paid per building level."""
    row = _stats(g, seat)
    if row is None:
        return
    cheapest = row.setdefault("cheapest_build", {})
    level = str(g.bdefs[building].level)
    if level not in cheapest or doubloons < cheapest[level]:
        cheapest[level] = doubloons


def stored(g: Game, seat: int) -> None:
    """The crates the seat keeps after its storage step (Stockpile)."""
    row = _stats(g, seat)
    if row is not None:
        _best(row, "best_storage_kept", g.s.players[seat].crates)


# ------------------------------------------------------------------ conditions

# A check measures (have, need): the condition holds when have >= need. The ratio is how far
# along a seat is (a screen's hint, a computer seat's pull).
Measure = Callable[[PlayerState, Mapping[str, Any], Mapping[str, Any], "Game"], tuple[int, int]]


def _owned_by_good(g: Game, p: PlayerState) -> set[str]:
    return {g.bdefs[b].produces for b in p.buildings if g.bdefs[b].produces}  # type: ignore[misc]


def _large(p: PlayerState, g: Game) -> int:
    bdefs = g.bdefs
    return sum(1 for b in p.buildings if bdefs[b].size == "large")


def _of_level(p: PlayerState, g: Game, level: int) -> int:
    bdefs = g.bdefs
    return sum(1 for b in p.buildings if bdefs[b].level == level)


def _full_staff(p: PlayerState, params: Mapping[str, Any], g: Game) -> tuple[int, int]:
    need = params["at_least"]
    full = sum(1 for b, n in p.buildings.items() if n >= g.defs.slots[b])
    if full == len(p.buildings):
        return min(len(p.buildings), need), need
    return min(full, need - 1), need  # an empty slot somewhere: not yet


def _build_paid(row: Mapping[str, Any], params: Mapping[str, Any]) -> tuple[int, int]:
    cheapest = row.get("cheapest_build", {})
    ok = any(
        int(level) >= params["min_level"] and price <= params["at_most"]
        for level, price in cheapest.items()
    )
    return int(ok), 1


MEASURES: dict[str, Measure] = {
    "plantations": lambda p, v, row, g: (p.tiles[v["good"]], v["at_least"]),
    "quarries": lambda p, v, row, g: (p.tiles[QUARRY], v["at_least"]),
    "plantation_types": lambda p, v, row, g: (
        sum(1 for good in GOODS if p.tiles[good]),
        v["at_least"],
    ),
    "land_tiles": lambda p, v, row, g: (p.land_tiles, v["at_least"]),
    "figures": lambda p, v, row, g: (p.figures, v["at_least"]),
    "buildings": lambda p, v, row, g: (len(p.buildings), v["at_least"]),
    "large_buildings": lambda p, v, row, g: (_large(p, g), v["at_least"]),
    "production_goods": lambda p, v, row, g: (
        len(set(v["goods"]) & _owned_by_good(g, p)),
        len(v["goods"]),
    ),
    "full_staff": lambda p, v, row, g: _full_staff(p, v, g),
    "doubloons": lambda p, v, row, g: (p.doubloons, v["at_least"]),
    "vp_chips": lambda p, v, row, g: (p.chips, v["at_least"]),
    "roles_chosen": lambda p, v, row, g: (
        len(set(v["roles"]) & set(row.get("roles", ()))),
        len(v["roles"]),
    ),
    "buildings_of_level": lambda p, v, row, g: (_of_level(p, g, v["level"]), v["at_least"]),
    "goods_held_types": lambda p, v, row, g: (
        sum(1 for good in GOODS if p.goods[good]),
        v["at_least"],
    ),
    "sales_of": lambda p, v, row, g: (row.get("sales", {}).get(v["good"], 0), v["at_least"]),
    "statistic": lambda p, v, row, g: (row.get(v["stat"], 0), v["at_least"]),
    "build_paid": lambda p, v, row, g: _build_paid(row, v),
}
# The catalog's checks and the engine's measures are one list: a check in the data that the
# engine cannot evaluate stops the program at import, never a card silently never completed.
if set(MEASURES) != set(CONDITION_SPECS):
    raise RuntimeError(
        f"achievement checks without a measure: {sorted(set(CONDITION_SPECS) ^ set(MEASURES))}"
    )


def measure(g: Game, seat: int, card: AchievementDef) -> tuple[int, int]:
    """(have, need) of the card's condition for the seat now."""
    a = g.s.achievements
    row = a["stats"][seat] if a is not None else {}
    return MEASURES[card.check](g.s.players[seat], card.params, row, g)


def fulfilled(g: Game, seat: int, card: AchievementDef) -> bool:
    have, need = measure(g, seat, card)
    return have >= need


def check(g: Game, seat: int | None = None) -> None:
    """The checkpoint: every held card whose condition holds is revealed and completed; the
    cards of `seat` only, or of every seat (from the governor round the table)."""
    a = g.s.achievements
    if a is None:
        return
    by_id = _catalog(g).by_id
    players = g.s.players
    seats = g.s.phase_order(g.s.governor) if seat is None else (seat,)
    for seat in seats:
        hand = a["hands"][seat]
        if not hand:
            continue
        p = players[seat]
        row = a["stats"][seat]
        for card_id in list(hand):
            card = by_id[card_id]
            have, need = MEASURES[card.check](p, card.params, row, g)
            if have >= need:
                hand.remove(card_id)
                a["done"][seat].append(card_id)
                g.emit(
                    "achievement_completed",
                    seat,
                    achievement=card_id,
                    vp=card.vp,
                    scores=not g.automaton.scores_achievements_for_others,
                )


# ------------------------------------------------------------------ scoring


def seat_vp(g: Game, seat: int) -> int:
    """VP of the seat's completed cards: nothing in a game with Puertomas (SPEC §19.16.5)."""
    a = g.s.achievements
    if a is None or g.automaton.scores_achievements_for_others:
        return 0
    cat = _catalog(g)
    return sum(cat.card(c).vp for c in a["done"][seat])


def puertoma_vp(g: Game) -> int:
    """What every Puertoma scores: the VP of each human card not completed (SPEC §19.16.5)."""
    a = g.s.achievements
    if a is None:
        return 0
    cat = _catalog(g)
    return sum(
        cat.card(c).vp
        for seat in range(g.s.seats)
        if not g.seat_rules[seat].automaton
        for c in a["hands"][seat]
    )


# ------------------------------------------------------------------ hidden information


def redeal_hidden(s: GameState, seat: int, rng: Rng) -> None:
    """In a seat's thinking copy, the cards it cannot see (the others' uncompleted cards and
    offers, the deck, the discards) are shuffled together and dealt back in the same shapes."""
    a = s.achievements
    if a is None:
        return
    others = [i for i in range(s.seats) if i != seat]
    offers = a.get("offer")
    unseen = [c for i in others for c in a["hands"][i]]
    if offers is not None:
        unseen += [c for i in others for c in offers[i]]
    unseen += a["deck"] + a["discard"]
    unseen.sort()
    rng.shuffle(unseen)
    for i in others:
        k = len(a["hands"][i])
        a["hands"][i], unseen = unseen[:k], unseen[k:]
        if offers is not None:
            k = len(offers[i])
            offers[i], unseen = unseen[:k], unseen[k:]
    k = len(a["deck"])
    a["deck"], a["discard"] = unseen[:k], unseen[k:]


def all_cards(s: GameState) -> list[str]:
    """Every card in the game's hands, offers, deck and discards (each exactly once)."""
    a = s.achievements
    if a is None:
        return []
    out = [c for hand in a["hands"] for c in hand] + [c for done in a["done"] for c in done]
    out += [c for offer in a.get("offer", []) for c in offer]
    return out + a["deck"] + a["discard"]


def _catalog(g: Game) -> AchievementCatalog:
    cat = g.cat.achievements
    if cat is None:
        raise RuntimeError("grand achievement data (data/achievements.yaml) is missing")
    return cat
