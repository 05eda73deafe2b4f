"""What the screen and the seats may ask the engine beside its API: read-only rule queries.

`ai` and `scenes` see the engine through two doors only: the package API (`Game`, `Action`, ...)
and this module. Each query here wraps the engine's own rule code (never a second copy of a
rule), so a price, a refusal or a capacity shown on the screen or weighed by a bot is the one
the engine applies. Nothing here changes the game. Internal state (phase progress, Puertoma
material) is read here and nowhere outside the engine, so its shape may change behind these
functions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.puerto_rico.engine import achievements as _achievements
from game.puerto_rico.engine import draft as _draft
from game.puerto_rico.engine import festival as _festival
from game.puerto_rico.engine import guests as _guests
from game.puerto_rico.engine import layout as _layout
from game.puerto_rico.engine import puertoma as _puertoma
from game.puerto_rico.engine import rules as _rules
from game.puerto_rico.engine.game import (
    BUILT_EXPANSIONS,
    KNOWN_EXPANSIONS,
    KNOWN_VARIANTS,
    MODULE_VARIANTS,
)
from game.puerto_rico.engine.progress import DraftProgress
from game.puerto_rico.engine.roles import builder as _builder
from game.puerto_rico.engine.roles import captain as _captain
from game.puerto_rico.engine.roles import craftsman as _craftsman
from game.puerto_rico.engine.roles import mayor as _mayor
from game.puerto_rico.engine.roles import smuggler as _smuggler
from game.puerto_rico.engine.roles import trader as _trader
from game.puerto_rico.engine.state import (
    CITY_SPACES,
    FOREST,
    GOODS,
    ISLAND_SPACES,
    PORTRAIT,
    QUARRY,
    TILE_KINDS,
    TRADING_HOUSE_SPACES,
    PlayerState,
    Ship,
)

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementDef
    from game.puerto_rico.catalog.model import BuildingDef, EffectDef
    from game.puerto_rico.engine.actions import Action
    from game.puerto_rico.engine.events import Event
    from game.puerto_rico.engine.game import Game

# A refusal: a code and the values its wording needs (data/<box>/i18n words it).
Refusal = tuple[str, dict[str, Any]]

# Puertoma facts the screen draws (SPEC §19.2) and the difficulties a game may set (§19.14).
# PUERTOMA_SLOTS and PUERTOMA_SPACES_PER_TYPE are read on first use (module __getattr__ below):
# importing the engine loads no catalog.
DIFFICULTIES: tuple[str, ...] = _puertoma.DIFFICULTIES
# The building draft (SPEC §12.1): its phase name and the printed costs of the 17 slots.
DRAFT_PHASE: str = _draft.PHASE
SLOT_COSTS: tuple[int, ...] = _draft.SLOT_COSTS


# ------------------------------------------------------------------ builder


def build_price(g: Game, seat: int, building: str) -> int:
    """What the seat would pay for the building now, after every discount (SPEC §7.3.2)."""
    return _builder.cost(g, seat, building)


def build_refusal(g: Game, seat: int, building: str) -> Refusal | None:
    """Why the seat may not build it now (None if it may): the engine's code and values."""
    return _builder.build_refusal(g, seat, building)


def max_item_gap(g: Game, seat: int) -> int:
    """The largest doubloon gap the seat may close with items (Black Market), 0 without one."""
    return _builder.max_gap(g, seat)


def free_city_spaces(g: Game, seat: int) -> int:
    """City spaces the seat has left (a large building takes two)."""
    return _rules.free_city(g, g.state.players[seat])


def free_island_spaces(g: Game, seat: int) -> int:
    """Island spaces the seat has left for plantations, quarries and forests."""
    return _rules.free_island(g.state.players[seat])


# ------------------------------------------------------------------ craftsman, trader, captain


def production(g: Game, seat: int) -> dict[str, int]:
    """Crates the seat would receive if production ran now (capped by the crate supply)."""
    return _craftsman.production(g, seat)


def sale_price(g: Game, seat: int, good: str) -> int:
    """What the trading house pays the seat for a crate of `good` now (privilege, markets)."""
    return _trader.sale_price(g, seat, good)


def post_price(g: Game, seat: int, good: str) -> int:
    """What the Trading Post pays the seat for a crate of `good` now (privilege, no markets)."""
    return _trader.post_price(g, seat, good)


def best_cargo(ships: Sequence[Ship], held: Mapping[str, int]) -> tuple[int, str, int] | None:
    """The biggest legal cargo-ship load (crates, good, ship index) for these crates on these
    ships, if any: the first one in goods order, then ship order, on ties (SPEC §7.6.1). The
    ships may be a bot's copies of the table's (`Ship.clone`) that it loads as it imagines."""
    best: tuple[int, str, int] | None = None
    for good in GOODS:
        n = held[good]
        if not n:
            continue
        for i in _captain.ships_for(ships, good):
            k = min(n, ships[i].free)
            if best is None or k > best[0]:
                best = (k, good, i)
    return best


# ------------------------------------------------------------------ mayor, figures


def slot_capacity(g: Game, seat: int) -> dict[str, int]:
    """The slots of every place on the seat's board: one per tile (forests have none), a
    building's own; the places a figure may stand on besides the portrait."""
    return _layout.slot_capacity(g, g.state.players[seat])


def layout_refusal(g: Game, seat: int, placement: object) -> Refusal | None:
    """Why this mayor layout is not allowed for the seat (None if it is)."""
    return _layout.layout_refusal(g, g.state.players[seat], placement)


def refill_required(g: Game) -> int:
    """Figures the colonist ship must bring at the end of this mayor phase (SPEC §7.2)."""
    return _mayor.refill_required(g)


def guest_houses(g: Game, seat: int) -> list[str]:
    """The seat's occupied buildings whose figures are guests (Bohio, SPEC §12.3)."""
    return _guests.guest_houses(g, g.state.players[seat])


# ------------------------------------------------------------------ effects, privilege


def privilege(g: Game, seat: int) -> int:
    """How often a role's privilege counts for the seat as its chooser (2 with an occupied
    Publishing House, SPEC §12.3)."""
    return _rules.privilege(g, seat)


def has_effect(g: Game, seat: int, hook: str) -> bool:
    """Whether one of the seat's occupied buildings has an effect with this hook."""
    owned = g.state.players[seat].buildings
    return any(owned.get(bid, 0) > 0 for bid, _ in g.hook_index.get(hook, ()))


def effects(g: Game, seat: int, hook: str, skip: str | None = None) -> list[EffectDef]:
    """The effects with this hook on the seat's occupied buildings (only an occupied building
    works, SPEC §5.2), but building `skip`'s."""
    owned = g.state.players[seat].buildings
    return [eff for bid, eff in g.hook_index.get(hook, ()) if owned.get(bid, 0) > 0 and bid != skip]


def effect_total(g: Game, seat: int, hook: str, param: str) -> int:
    """The sum of one parameter over the seat's working effects with this hook (e.g. the
    goods types its warehouses keep)."""
    return sum(eff.params[param] for eff in effects(g, seat, hook))


def hook_param(g: Game, hook: str, name: str, default: int) -> int:
    """A number from the effect of that hook in this game (a price, a VP per crate), or
    `default` when no building in play has it."""
    for _bid, eff in g.hook_index.get(hook, ()):
        value = eff.params.get(name)
        if isinstance(value, int):
            return value
    return default


# ------------------------------------------------------------------ decisions in progress


def forest_choice(g: Game) -> str | None:
    """The good of the plantation a Sawmill owner is deciding to keep or turn into a forest
    (the `forest` decision), None when no such decision is open."""
    pending = g.state.ps.forest  # [seat, good] while the decision is open
    if pending is not None and len(pending) == 2:
        return str(pending[1])
    return None


# ------------------------------------------------------------------ the smuggler (Expansion III)

CAPTURE_RANSOM: int = _smuggler.RANSOM  # doubloons paid to the capturer (SPEC §14.3)
RAID_MAX: int = _smuggler.RAID_MAX  # crates a raid keeps
POACH_MAX: int = _smuggler.POACH_MAX  # poached figures kept at most


def wanted_holder(g: Game) -> int | None:
    """The seat holding the wanted token (None: in the supply, or no smuggler in play)."""
    return g.state.wanted


def captured_roles(g: Game) -> dict[str, int]:
    """Role tile id -> the seat whose smuggler captured it this round."""
    return {t.id: t.captured_by for t in g.state.roles if t.captured_by is not None}


def role_choice_refusal(g: Game, seat: int, tile_id: str) -> Refusal | None:
    """Why the seat may not take this untaken role tile (wanted token, capture), or None."""
    tile = next(t for t in g.state.roles if t.id == tile_id)
    return _smuggler.choice_refusal(g, seat, tile)


def poach_excess(g: Game) -> int:
    """Figures above N in the hiring hall: what a poach removes."""
    return _smuggler.poach_excess(g)


def poach_kept(g: Game, seat: int) -> int:
    """How many poached figures the seat would keep (up to 3, one per empty slot)."""
    return _smuggler.poach_kept(g, seat)


def raid_yield(g: Game, ship: int) -> tuple[int, int]:
    """The crates a raid of cargo ship `ship` would keep and discard (SPEC §14.3 item 1)."""
    count = g.state.ships[ship].count
    kept = min(_smuggler.RAID_MAX, count)
    return kept, count - kept


@dataclass(frozen=True)
class PoachOutcome:
    """What one poach option does (SPEC §14.3 item 3): the figures kept (placed at once) and
    the figures discarded, workers and citizens apart."""

    kept_workers: int
    kept_citizens: int
    lost_workers: int
    lost_citizens: int


def poach_outcome(g: Game, seat: int, value: tuple[int, int]) -> PoachOutcome:
    """The figures a `poach` action of value (citizens left in the hall, citizens kept) keeps
    and discards, as the engine's poach counts them."""
    stay_c, keep_c = value
    excess = _smuggler.poach_excess(g)
    kept = _smuggler.poach_kept(g, seat)
    removed_c = g.state.hall_citizens - stay_c
    removed_w = excess - removed_c
    keep_w = kept - keep_c
    return PoachOutcome(keep_w, keep_c, removed_w - keep_w, removed_c - keep_c)


def capture_allowed(g: Game) -> bool:
    """Whether a role may be captured in this game (never with Puertomas, SPEC §19.16.3)."""
    return bool(g.automaton.allows_capture)


def smuggling(g: Game) -> list[dict[str, int]]:
    """Per seat, its smuggling so far: times chosen, each action, crates, VP, figures, ransoms
    (empty lists in games without the smuggler)."""
    rows = g.state.smuggling
    return [dict(rows[i]) if i < len(rows) else {} for i in range(g.state.seats)]


# ------------------------------------------------------------------ festival (Expansions IV/V)

REWARD_PLACE: str = _festival.REWARD_KIND  # the decision: where a reward worker goes


def festival(g: Game) -> dict[str, Any]:
    """The festival objectives and activity cards: slots (plantations, crates, building), the
    reward, who achieved each (None: open). Empty lists without these modules."""
    return _festival.summary(g)


def festival_vp(g: Game) -> list[dict[str, int]]:
    """Per seat, the VP its festival objectives and its activity cards gave (as VP chips,
    already in `vp_chips`): {"objectives": n, "activities": m}; zeros without IV/V."""
    out = [{"objectives": 0, "activities": 0} for _ in range(g.state.seats)]
    for task in _festival.tasks(g):
        if task["by"] is not None:
            key = "objectives" if task["kind"] == "objective" else "activities"
            out[task["by"]][key] += _festival.reward_of(g, task)["vp"]
    return out


def achievements_to_puertomas(g: Game) -> int:
    """VP each Puertoma scores for the humans' uncompleted cards (SPEC §19.16.5); 0 without
    Puertomas or Expansion VI."""
    if not has_puertomas(g):
        return 0
    return _achievements.puertoma_vp(g)


def festival_open(g: Game) -> bool:
    """Whether an objective or a revealed activity card is still open."""
    return bool(_festival.open_tasks(g))


def task_rewards_after(g: Game, action: Action) -> list[dict[str, int]]:
    """The rewards of the tasks the acting seat would achieve with `action`, as the engine
    plays it on a copy up to the next decision (the phase's checks included)."""
    if not _festival.open_tasks(g):
        return []
    before = {i for i, t in enumerate(_festival.tasks(g)) if t["by"] is None}
    copy = g.clone(events=False)
    copy.apply(action)
    tasks = _festival.tasks(copy)
    return [
        _festival.reward_of(copy, tasks[i]) for i in sorted(before) if tasks[i]["by"] == action.seat
    ]


def plantation_wants(g: Game, seat: int) -> list[tuple[dict[str, int], dict[str, int]]]:
    """For each open task about owning plantations: (plantations the seat still lacks by type,
    the task's reward)."""
    out = []
    for task in _festival.open_tasks(g):
        lack = _festival.lacking(g, seat, task)
        if lack:
            out.append((lack, _festival.reward_of(g, task)))
    return out


# ------------------------------------------------------------------ grand achievements (VI)

ACHIEVEMENTS_PHASE: str = _achievements.PHASE  # the cards are being chosen before round 1
ACHIEVEMENTS_DRAFT: str = _achievements.DRAFT_VARIANT


@dataclass(frozen=True)
class SeatAchievements:
    """A seat's grand achievement cards as `viewer` sees them (SPEC §17.1): its completed cards
    face up for everyone; the ids of its other cards only for the seat itself (`hidden` is None
    for anybody else), whose number everyone sees."""

    seat: int
    completed: tuple[str, ...]
    hidden: tuple[str, ...] | None
    hidden_count: int


def has_achievements(g: Game) -> bool:
    """Whether Expansion VI is in play."""
    return g.state.achievements is not None


def achievement_card(g: Game, card: str) -> AchievementDef:
    """A card's words, VP and condition (catalog)."""
    return _achievements._catalog(g).card(card)


def achievements_note(g: Game, lang: str) -> str:
    """The sentence saying the cards are this edition's own design (SPEC §17.3)."""
    cat = _achievements._catalog(g)
    return cat.note_fr if lang == "fr" else cat.note_en


def achievement_cards(g: Game, seat: int, viewer: int | None) -> SeatAchievements:
    """The seat's cards as `viewer` sees them: another seat's uncompleted cards stay hidden
    (a viewer of None, nobody at the screen yet, sees no hidden card)."""
    a = g.state.achievements
    if a is None:
        return SeatAchievements(seat, (), None, 0)
    hand = a["hands"][seat]
    return SeatAchievements(
        seat, tuple(a["done"][seat]), tuple(hand) if viewer == seat else None, len(hand)
    )


def achievement_offer(g: Game, seat: int) -> tuple[str, ...]:
    """The cards the seat chooses from now (draft or keep 4 of 6): ask it only for the seat at
    the screen; empty outside the choice."""
    a = g.state.achievements
    if a is None or "offer" not in a:
        return ()
    return tuple(a["offer"][seat])


def achievements_to_keep(g: Game) -> int:
    """How many cards of its offer a seat keeps at this step (0 outside the choice)."""
    a = g.state.achievements
    return int(a["keep"]) if a is not None and "keep" in a else 0


def achievement_progress(g: Game, seat: int, card: str) -> tuple[int, int]:
    """(have, need) of the card's condition for the seat now: done when have >= need."""
    return _achievements.measure(g, seat, achievement_card(g, card))


def achievement_stats(g: Game, seat: int) -> dict[str, Any]:
    """The seat's statistics for the cards (SPEC §17.2); empty without the module."""
    a = g.state.achievements
    return dict(a["stats"][seat]) if a is not None else {}


def achievements_record(g: Game) -> list[list[dict[str, Any]]]:
    """Per seat, every card it holds, completed or not, with its VP: the whole truth, for a
    finished game's record (headless JSON, replays), never for a screen during play."""
    a = g.state.achievements
    if a is None:
        return [[] for _ in range(g.state.seats)]
    out = []
    for seat in range(g.state.seats):
        cards = [(c, True) for c in a["done"][seat]] + [(c, False) for c in a["hands"][seat]]
        out.append(
            [{"id": c, "vp": achievement_card(g, c).vp, "completed": done} for c, done in cards]
        )
    return out


# ------------------------------------------------------------------ the building draft


def in_draft(g: Game) -> bool:
    """Whether the game is in its building draft before round 1."""
    return g.state.phase == _draft.PHASE


def draftable(g: Game, building: BuildingDef) -> bool:
    """Whether the building is a draft candidate of this game at all (before any pick)."""
    return _draft.in_game(g, building)


def draft_candidates(g: Game) -> list[str]:
    """Buildings that may still be drafted into an empty slot, by (cost, catalog index)."""
    return _draft.candidates(g)


def draft_refusal(g: Game, building: str) -> Refusal | None:
    """Why the building may not be drafted now (None if it may)."""
    return _draft.draft_refusal(g, building)


def draft_slots_left(g: Game) -> list[int]:
    """The printed costs of the building board's slots still empty in the draft (none outside
    it)."""
    if g.state.phase != _draft.PHASE:
        return []
    ps = g.state.ps
    return list(ps.empty) if isinstance(ps, DraftProgress) else []


def draft_picks(g: Game) -> list[tuple[int, str]]:
    """The draft's picks so far as (seat, building), in pick order."""
    s = g.state
    if s.draft_picks:
        return [(seat, bid) for seat, bid in s.draft_picks]
    if s.phase != _draft.PHASE:
        return []
    # A state saved before picks were recorded by seat: seats pick in turn from the governor.
    done = _draft.placed(g)
    return [((s.governor + i) % s.seats, bid) for i, bid in enumerate(done)]


# ------------------------------------------------------------------ Puertoma seats


@dataclass(frozen=True)
class PuertomaBoard:
    """A Puertoma's own material (SPEC §19.2): its letter, its four capability tiles (id and
    hidden / unlocked / active / discarded, levels 1-4), the building its reserved token marks
    and whether it has built yet."""

    label: str
    capabilities: tuple[tuple[str, str], ...]
    reserved: str | None
    built: bool


def has_puertomas(g: Game) -> bool:
    """Whether the engine plays any seat itself (SPEC §19)."""
    return bool(g.state.auto)


def puertoma_seats(g: Game) -> list[int]:
    return _puertoma.seats(g)


def puertoma_board(g: Game, seat: int) -> PuertomaBoard:
    info = _puertoma.info(g, seat)
    return PuertomaBoard(
        label=str(info.get("label", "P")),
        capabilities=tuple((str(c), str(st)) for c, st in info["caps"]),
        reserved=info.get("reserved"),
        built=bool(info.get("built")),
    )


def action_token(g: Game) -> str | None:
    """The role node of the Puertomas' action board the token stands on (None without them)."""
    return g.state.auto.get("token") if g.state.auto else None


def puertoma_difficulty(g: Game) -> str | None:
    """The Puertomas' difficulty (None without them)."""
    return g.state.auto.get("difficulty") if g.state.auto else None


# ------------------------------------------------------------------ what a seat may see


@dataclass(frozen=True)
class Sight:
    """What `viewer` may see of the seats' hidden information: VP chips are hidden from
    human opponents when the table hides them (SPEC §8); doubloons, crates and figures are
    public. `chips[seat]` is None where hidden."""

    viewer: int | None
    chips: tuple[int | None, ...]


def visible_to(g: Game, viewer: int | None, hide_vp: bool) -> Sight:
    """The table as `viewer` sees it; `hide_vp` says whether VP chips are kept hidden (hot
    seat with the option on). A viewer of None (nobody at the screen yet) sees none of them."""
    players = g.state.players
    chips = tuple(None if hide_vp and seat != viewer else p.chips for seat, p in enumerate(players))
    return Sight(viewer, chips)


# ------------------------------------------------------------------ pacing the screen


def event_steps(g: Game, action: object) -> tuple[list[tuple[Event, Game]], Game]:
    """What `g.apply(action)` would emit, each event with the table as it stands at the moment
    the event is told, and the table once the action is over: a copy of `g` plays the action
    and is copied at each emission. An event is told beside the change it reports, mostly just
    after it (a Puertoma's building is on its board when it is told), sometimes just before the
    rest of it (a settler's plantation reaches the island after the line is told): the screen
    chooses. `g` is untouched; a refused action raises IllegalAction as `apply` does. The screen
    shows one seat's actions one by one with these, even when one apply runs several seats."""
    play = g.clone(events=True)
    steps: list[tuple[Event, Game]] = []
    emit = play.emit

    def emit_and_copy(kind: str, seat: int | None = None, **data: Any) -> None:
        emit(kind, seat, **data)
        steps.append((play.events[-1], play.clone(events=False)))

    play.emit = emit_and_copy  # type: ignore[method-assign]
    play.apply(action)  # type: ignore[arg-type]
    play.emit = emit  # type: ignore[method-assign]
    return steps, play.clone(events=False)


def start_position(g: Game) -> Game:
    """A new game with `g`'s configuration (the position before its first action, events off):
    what a review plays the recorded actions again on."""
    from game.puerto_rico.engine.game import Game as _Game
    from game.puerto_rico.engine.replay import config_of

    return _Game.new(config_of(g), g.cat).clone(events=False)


@dataclass
class SeatTally:
    """What one seat did over a whole game, counted from its events (the scoring screen's
    "over the game" lines)."""

    roles: dict[str, int] = field(default_factory=dict)  # role -> times chosen
    produced: int = 0  # crates, the craftsman's privilege and building extras included
    shipped: int = 0  # crates loaded on ships (the wharf and small ship included)
    shipping_vp: int = 0  # VP chips those loads earned
    sold: int = 0  # crates sold to the trading house (trading post included)
    sales: int = 0  # doubloons those sales earned
    built: int = 0  # buildings built

    def favourite_role(self) -> str | None:
        """The role the seat chose most often (on a tie, the one it chose first)."""
        if not self.roles:
            return None
        return max(self.roles, key=lambda role: self.roles[role])


@dataclass
class GameRecord:
    """A finished game played again from its record: each seat's total VP at the end of every
    round (and at the end), and what each seat did."""

    totals: list[list[int]]
    tallies: list[SeatTally]


def _tally(tallies: list[SeatTally], kind: str, seat: int | None, data: Mapping[str, Any]) -> None:
    if seat is None or not 0 <= seat < len(tallies):
        return
    t = tallies[seat]
    if kind == "role_chosen":
        t.roles[data["role"]] = t.roles.get(data["role"], 0) + 1
    elif kind == "produced":
        t.produced += sum(data["goods"].values())
    elif kind == "craftsman_bonus":
        t.produced += 1
    elif kind in ("loaded", "small_ship_loaded"):
        t.shipped += int(data["count"])
        t.shipping_vp += int(data.get("vp", 0))
    elif kind in ("sold", "trading_post_sale"):
        t.sold += 1
        t.sales += int(data["doubloons"])
    elif kind == "building_built":
        t.built += 1


def replay_record(g: Game, actions: Sequence[Any]) -> GameRecord | None:
    """Play the game again from its configuration with the recorded `actions`, scoring it as
    each round ends and counting what each seat did. None when the record does not lead to
    `g` (a record that does not start at the game's beginning)."""
    from game.puerto_rico.engine.game import Game as _Game
    from game.puerto_rico.engine.replay import config_of

    play = _Game.new(config_of(g), g.cat)
    totals: list[list[int]] = []
    tallies = [SeatTally() for _ in range(g.state.seats)]
    emit = play.emit

    def emit_and_count(kind: str, seat: int | None = None, **data: Any) -> None:
        emit(kind, seat, **data)
        _tally(tallies, kind, seat, data)
        if kind == "round_ended":
            totals.append([score["total"] for score in play.final_scores()])

    play.emit = emit_and_count  # type: ignore[method-assign]
    try:
        for action in actions:
            play.apply(action)
    except Exception:  # a record that is not this game's: nothing to tell
        return None
    if play.to_json() != g.to_json():
        return None
    totals.append([score["total"] for score in play.final_scores()])
    return GameRecord(totals, tallies)


def score_history(g: Game, actions: Sequence[Any]) -> list[list[int]] | None:
    """Each seat's total VP as final scoring counts it (chips, buildings, bonuses) at the end
    of every round, and at the end of the game, from the game's record (see `replay_record`)."""
    record = replay_record(g, actions)
    return None if record is None else record.totals


def __getattr__(name: str) -> Any:
    """PUERTOMA_SLOTS (good -> worker slots under one plantation) and PUERTOMA_SPACES_PER_TYPE
    of the default catalog, read when first asked for."""
    if name == "PUERTOMA_SLOTS":
        slots: Mapping[str, int] = _puertoma.SLOTS
        return slots
    if name == "PUERTOMA_SPACES_PER_TYPE":
        return _puertoma.SPACES_PER_TYPE
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ACHIEVEMENTS_DRAFT",
    "ACHIEVEMENTS_PHASE",
    "BUILT_EXPANSIONS",
    "CAPTURE_RANSOM",
    "CITY_SPACES",
    "DIFFICULTIES",
    "DRAFT_PHASE",
    "FOREST",
    "GOODS",
    "ISLAND_SPACES",
    "KNOWN_EXPANSIONS",
    "KNOWN_VARIANTS",
    "MODULE_VARIANTS",
    "POACH_MAX",
    "PORTRAIT",
    "PUERTOMA_SLOTS",  # noqa: F822 (module __getattr__)
    "PUERTOMA_SPACES_PER_TYPE",  # noqa: F822 (module __getattr__)
    "QUARRY",
    "RAID_MAX",
    "SLOT_COSTS",
    "TILE_KINDS",
    "TRADING_HOUSE_SPACES",
    "GameRecord",
    "PlayerState",
    "PoachOutcome",
    "PuertomaBoard",
    "Refusal",
    "SeatAchievements",
    "SeatTally",
    "Ship",
    "Sight",
    "achievement_card",
    "achievement_cards",
    "achievement_offer",
    "achievement_progress",
    "achievement_stats",
    "achievements_note",
    "achievements_record",
    "achievements_to_keep",
    "achievements_to_puertomas",
    "action_token",
    "best_cargo",
    "build_price",
    "build_refusal",
    "capture_allowed",
    "captured_roles",
    "draft_candidates",
    "draft_picks",
    "draft_refusal",
    "draft_slots_left",
    "draftable",
    "effect_total",
    "effects",
    "event_steps",
    "festival_vp",
    "forest_choice",
    "free_city_spaces",
    "free_island_spaces",
    "guest_houses",
    "has_achievements",
    "has_effect",
    "has_puertomas",
    "hook_param",
    "in_draft",
    "layout_refusal",
    "max_item_gap",
    "poach_excess",
    "poach_kept",
    "poach_outcome",
    "post_price",
    "privilege",
    "production",
    "puertoma_board",
    "puertoma_difficulty",
    "puertoma_seats",
    "raid_yield",
    "refill_required",
    "replay_record",
    "role_choice_refusal",
    "sale_price",
    "score_history",
    "slot_capacity",
    "smuggling",
    "visible_to",
    "wanted_holder",
]
