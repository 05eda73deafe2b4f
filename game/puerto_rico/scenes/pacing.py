"""Puerto Rico's events cut into beats the player can follow: one beat per seat's action (a role
chosen with its privilege, a plantation taken, a building built, workers placed, goods sold or
loaded), the table's own housekeeping riding along with what caused it, and the end of a round
a beat of its own. One `apply` may run several seats (the Puertomas play inside it), so the cut
follows the events, not the calls."""

from __future__ import annotations

from collections.abc import Callable

from game.puerto_rico.engine import Event, Game
from game.puerto_rico.engine.view import TILE_KINDS
from game.shell.pacing import Beat, beat_seconds

# Events that announce the action that follows them (a card drawn, a Puertoma's reason for its
# role, workers taken before they are placed): a beat they open takes in the next event too.
LEADS = frozenset(
    {"resolution_card", "puertoma_role", "workers_taken", "black_market_used", "figure_taken"}
)
# Events that are part of the action just shown, for the same seat: they join its beat.
FOLLOWS = frozenset(
    {
        "mayor_privilege",
        "capability_unlocked",
        "capability_crate",
        "capability_coins",
        "capability_vp",
        "capability_dump",
        "building_coins",
        "building_vp",
        "building_goods",
        "factory_bonus",
        "prospector_privilege",
        "building_figure",
        "puertoma_gift",
        "hospital_worker",
        "stored",
        "wanted_token",  # Expansion III: taken with the smuggler
        "ransom_paid",  # paid for the captured role just chosen
    }
)
ROUND_END = "round_ended"
GAME_OVER = "game_over"


def _joins(beat: list[Event], e: Event) -> bool:
    """Whether event `e` belongs to the beat being built from `beat`'s events."""
    if e.kind in (ROUND_END, GAME_OVER):
        return False
    if e.kind == "round_started":
        return beat[0].kind == ROUND_END
    if e.seat is None:
        return beat[0].kind not in (ROUND_END, GAME_OVER)  # housekeeping follows its cause
    seats = [x.seat for x in beat if x.seat is not None]
    if not seats or seats[0] != e.seat:
        return False
    if all(x.kind in LEADS or x.seat is None for x in beat):
        return True  # only announcements so far: this is the action they announce
    return e.kind in FOLLOWS


def main_event(events: list[Event]) -> Event:
    """The event that names a beat: its first seat's event that is no announcement."""
    for e in events:
        if e.seat is not None and e.kind not in LEADS:
            return e
    for e in events:
        if e.seat is not None:
            return e
    return events[0]


def cut_beats(
    steps: list[tuple[Event, Game]],
    end: Game,
    is_computer: Callable[[int], bool],
    speed: str,
    round_pause: bool,
) -> list[Beat]:
    """The beats of one apply's events (`view.event_steps`), held `speed`'s time when a
    computer seat acts (a human's own beat only shows its flights); with `round_pause`, the end
    of a round waits for a click.

    A beat's table is the one its last event was told on, which holds what the engine did
    before telling it; the acting seat's own board comes from the table the next beat opens
    on, which also holds what the engine finished after telling (a settler's plantation
    reaching the island) and nothing yet of the next seat's action. The last beat ends on the
    table the action left."""
    groups: list[list[tuple[Event, Game]]] = []
    for step in steps:
        if groups and _joins([e for e, _ in groups[-1]], step[0]):
            groups[-1].append(step)
        else:
            groups.append([step])
    beats = []
    for k, group in enumerate(groups):
        events = [e for e, _ in group]
        main = main_event(events)
        seat = main.seat
        table_beat = seat is None or main.kind == "round_started"
        seconds = beat_seconds(speed, seat is not None and is_computer(seat), table_beat)
        holds = round_pause and events[0].kind == ROUND_END
        if table_beat:
            seat = None
        last = k == len(groups) - 1
        table = end if last else group[-1][1]
        beat = Beat(events, table, seat, seconds, holds, main)
        if seat is not None and not last:
            beat.data["seat_tables"] = {seat: groups[k + 1][0][1]}
        beats.append(beat)
    return beats


def target_thing(e: Event) -> tuple[str, str] | None:
    """The thing on the acting seat's board an event acted on, as a hotspot's kind and value
    (the building built, the plantation taken, the crates made), lit while its beat shows."""
    d = e.data
    if e.kind == "building_built":
        return "building", d["building"]
    if e.kind in ("plantation_taken", "plantation_bought", "hacienda_drawn", "forest_placed"):
        return ("tile", d["good"]) if "good" in d else None
    if e.kind == "quarry_taken":
        return "tile", "quarry"
    if e.kind == "produced" and d.get("goods"):
        return "good", next(iter(d["goods"]))
    if e.kind == "poached_figure_placed" and d.get("place"):  # Expansion III
        return ("tile" if d["place"] in TILE_KINDS else "building"), d["place"]
    return None


def target_zone(e: Event, table: Game) -> str | None:
    """The table zone an event acted on, lit while its beat shows (None: only the seat)."""
    d = e.data
    if e.kind == "role_chosen":
        for k, tile in enumerate(table.state.roles):
            if tile.id == d.get("tile"):
                return f"role_{k}"
    if e.kind in ("sold", "trading_post_sale"):
        return "trading_house"
    if e.kind == "loaded":
        ship = d.get("ship_index")
        return f"ship_{ship}" if ship is not None else "private_ships"
    if e.kind in ("workers_taken", "figure_taken"):
        return "hiring_hall"
    if e.kind == "craftsman_bonus":
        return f"goods_{d['good']}" if "good" in d else None
    return _smuggler_zone(e, table)


def _smuggler_zone(e: Event, table: Game) -> str | None:
    """Expansion III: the ship raided, the trading house plundered, the hall poached, the
    role captured (or played by its capturer at the end of the round)."""
    d = e.data
    if e.kind == "ship_raided":
        for k, ship in enumerate(table.state.ships):
            if ship.capacity == d.get("capacity"):
                return f"ship_{k}"
    if e.kind == "trading_house_plundered":
        return "trading_house"
    if e.kind == "workers_poached":
        return "hiring_hall"
    if e.kind in ("role_captured", "captured_role_played"):
        for k, tile in enumerate(table.state.roles):
            if tile.id == d.get("tile") or (d.get("tile") is None and tile.role == d.get("role")):
                return f"role_{k}"
    return None
