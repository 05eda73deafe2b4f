"""The commercial-building draft (SPEC §12.1): the first phase of a game with Expansion I or II.

The production buildings keep their fixed places; the 17 commercial slots of the building board
are filled by picks, seat 1 (the first governor) first, then clockwise. A pick is legal iff the
building is still a candidate and an empty slot of exactly its cost is left. A drafted building
puts its copies on the building board (§3.4: 2 for a small building with 3+ seats, 1 in the
two-seat game, 1 for a large building); the buildings nobody drafted are out of the game.
Puertomas pick by resolution card over the legal candidates sorted by (cost, catalog index)
(§19.16.1).

Progress lives in `GameState.ps` (a `DraftProgress`) while `GameState.phase == "draft"`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine.actions import Action, new_action
from game.puerto_rico.engine.decisions import ENGLISH, Refusal, decision, who
from game.puerto_rico.engine.progress import DraftProgress, Progress, current
from game.puerto_rico.engine.seats import ASK

if TYPE_CHECKING:
    from game.puerto_rico.catalog import BuildingDef
    from game.puerto_rico.engine.game import Game

PHASE = "draft"
# The printed costs of the commercial slots, level 1 to level 4 (SPEC §12.1).
SLOT_COSTS: tuple[int, ...] = (1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 10, 10, 10, 10)
# The expansion (catalog `expansion` value) a module brings into the draft (SPEC §12.1).
MODULE_SETS = {"new_buildings": "I", "citizens": "II"}
SEWING_WORKSHOP = "large_sewing_workshop"  # drafted like a cost-8 commercial building, with II
# Alternative pair restrictions (SPEC §18.4, §18.5): once one is placed, the other is no
# candidate. The variants are not playable yet (GameConfig refuses them); kept here so that the
# draft honours them as soon as they are.
PAIRS: dict[str, tuple[str, str]] = {
    "pair_villa_workshop": ("villa", SEWING_WORKSHOP),
    "pair_hacienda_sawmill": ("hacienda", "sawmill"),
    "company_trading_post": ("company", "trading_post"),
}


# ------------------------------------------------------------------ what may be drafted


def in_game(g: Game, b: BuildingDef) -> bool:
    """Whether `b` is a draft candidate of this game at all (before any pick)."""
    return _in_game(b, _sets(g), "citizens" in g.s.expansions)


def _sets(g: Game) -> set[str]:
    return {"base"} | {MODULE_SETS[m] for m in g.s.expansions if m in MODULE_SETS}


def _in_game(b: BuildingDef, sets: set[str], citizens: bool) -> bool:
    if b.id == SEWING_WORKSHOP:
        return citizens
    # (b.is_production without the property's call: every draft step asks this per building)
    return b.kind != "production" and b.expansion in sets


def placed(g: Game) -> list[str]:
    """The buildings drafted so far, in pick order."""
    ps = g.s.ps
    return [bid for bid, _ in ps.picks] if isinstance(ps, DraftProgress) else []


def _excluded_by_pair(g: Game, bid: str, done: set[str]) -> str | None:
    """The placed building that forbids `bid` under an alternative pair rule, if any."""
    for variant, pair in PAIRS.items():
        if variant in g.s.variants and bid in pair:
            other = pair[1] if bid == pair[0] else pair[0]
            if other in done:
                return other
    return None


def candidates(g: Game) -> list[str]:
    """Buildings that may still be drafted into an empty slot, by (cost, catalog index)."""
    empty = set(current(g, DraftProgress).empty)
    done = set(placed(g))
    sets = _sets(g)  # once per call, not per building
    citizens = "citizens" in g.s.expansions
    # Without a pair rule among the variants no building is excluded by one: skip the test.
    pairs = any(variant in g.s.variants for variant in PAIRS)
    out = []
    for b in g.buildings_by_cost:  # (the cheap tests first: this runs at every draft pick)
        if (
            b.cost in empty
            and b.id not in done
            and _in_game(b, sets, citizens)
            and (not pairs or _excluded_by_pair(g, b.id, done) is None)
        ):
            out.append(b.id)
    return out


def draft_refusal(g: Game, building_id: str) -> tuple[str, dict[str, Any]] | None:
    """Why the building may not be drafted now, as a code and its values (None if it may).

    Codes: unknown, placed, pair (other: the drafted building that excludes it), no_slot (cost).
    """
    b = g.bdefs.get(building_id) if isinstance(building_id, str) else None
    if b is None or not in_game(g, b):
        return "unknown", {"building": building_id}
    if building_id in placed(g):
        return "placed", {"building": building_id}
    other = _excluded_by_pair(g, building_id, set(placed(g)))
    if other is not None:
        return "pair", {"building": building_id, "other": other}
    if b.cost not in current(g, DraftProgress).empty:
        return "no_slot", {"building": building_id, "cost": b.cost}
    return None


def why_cannot_draft(g: Game, building_id: str) -> str | None:
    """None if the building may be drafted now, else the reason in English."""
    refusal = draft_refusal(g, building_id)
    return None if refusal is None else draft_english(g, *refusal)


def draft_english(g: Game, code: str, v: dict[str, Any]) -> str:
    """The engine's English sentence for a draft_refusal code."""
    building_id = v["building"]
    if code == "unknown":
        return f"{building_id!r} is not a building of this game"
    name = g.bdefs[building_id].name_en
    if code == "placed":
        return f"the {name} is already on the board"
    if code == "pair":
        return f"the {name} cannot be drafted with the {g.bdefs[v['other']].name_en}"
    return f"no empty slot of cost {v['cost']} is left"


# ------------------------------------------------------------------ phase protocol


def start(g: Game) -> None:
    """Open the draft: every commercial slot empty, seat 1 (the first governor) picks first."""
    g.s.phase = PHASE
    g.s.ps = DraftProgress(empty=list(SLOT_COSTS), picker=g.s.governor)


def advance(g: Game) -> bool:
    """Run Puertoma picks; ask a human for theirs; True once the draft is over."""
    s = g.s
    ps = current(g, DraftProgress)
    while ps.empty:
        legal_ids = candidates(g)
        if not legal_ids:
            return True  # no candidate fits any empty slot: those slots stay empty
        seat = ps.picker
        pick = g.seat_rules[seat].draft_pick(g, legal_ids)
        if pick is not ASK:
            _place(g, seat, pick[0], card=pick[1])
            continue
        s.pending = (seat, "draft")
        # The seat's actions, listed now with the candidates at hand (not asked again).
        legal = g._legal = []
        for bid in legal_ids:
            legal.append(new_action((seat, "draft", bid)))
        return False
    return True


def act(g: Game, action: Action) -> None:
    _place(g, action.seat, action.value)


def _refusal(g: Game, action: Action) -> Refusal:
    if action.kind != "draft":
        return "decision_refusal.must_draft", {"who": who(g, action), "action": action.kind}
    refusal = draft_refusal(g, action.value)
    if refusal is None:
        return "decision_refusal.draft_not_open", {}
    return f"draft_refusal.{refusal[0]}", refusal[1]


decision(
    "building_to_draft",
    "draft",
    lambda g, seat: [Action(seat, "draft", bid) for bid in candidates(g)],
    _refusal,
    act,
)
ENGLISH.update(
    {
        "decision_refusal.must_draft": lambda g, v: (
            f"{v['who']} must draft a building now, not {v['action']}"
        ),
        "decision_refusal.draft_not_open": lambda g, v: "not a legal pick",
    }
)


def _draft_words(code: str) -> Callable[[Game, dict[str, Any]], str]:
    def words(g: Game, v: dict[str, Any]) -> str:
        return draft_english(g, code, v)

    return words


for _code in ("unknown", "placed", "pair", "no_slot"):
    ENGLISH[f"draft_refusal.{_code}"] = _draft_words(_code)


def finish(g: Game) -> None:
    """Close the draft: the drafted copies are the game's buildings, the rest is out."""
    s = g.s
    s.totals = {**s.totals, "buildings": dict(s.building_supply)}
    s.phase = None
    s.ps = Progress()


# ------------------------------------------------------------------ internals


def _place(g: Game, seat: int, bid: str, card: str | None = None) -> None:
    s = g.s
    ps = current(g, DraftProgress)
    b = g.bdefs[bid]
    ps.empty.remove(b.cost)
    ps.picks.append([bid, b.cost])
    s.draft_picks.append([seat, bid])
    copies = b.copies(s.seats)
    s.building_supply[bid] = copies
    # Totals are shared by clones and never mutated in place: replace them whole.
    s.totals = {**s.totals, "buildings": {**s.totals["buildings"], bid: copies}}
    ps.picker = (seat + 1) % s.seats
    data = {"building": bid, "slot": b.cost, "copies": copies}
    if card is not None:
        data["card"] = card
    g.emit("building_drafted", seat, **data)
