"""Events: what changed, in the game's words. The log panel, animations and sounds consume them."""

from __future__ import annotations

from typing import Any


class Event:
    """`kind` happened to `seat` (None = the table) with details in `data`."""

    __slots__ = ("data", "kind", "seat")

    def __init__(self, kind: str, seat: int | None = None, **data: Any) -> None:
        self.kind = kind
        self.seat = seat
        self.data = data

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, seat={self.seat}, {self.data})"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, **self.data}


def _crates(n: int, good: str) -> str:
    return f"{n} {good}" if n != 1 else f"1 {good}"


def _name(bid: str) -> str:
    return bid.replace("_", " ").title().replace("'S", "'s")


# One English sentence per event kind; the screen may translate from kind + data instead.
_TEXT: dict[str, Any] = {
    "round_started": lambda d, who: f"Round {d['round']} begins; {who} is governor.",
    "role_chosen": lambda d, who: (
        f"{who} chooses the {d['role'].title()}"
        + (f" and takes {d['coins']} doubloon(s) from it." if d["coins"] else ".")
    ),
    "plantation_taken": lambda d, who: f"{who} takes a {d['good']} plantation.",
    "quarry_taken": lambda d, who: f"{who} takes a quarry.",
    "hacienda_drawn": lambda d, who: f"{who} draws a {d['good']} plantation with the Hacienda.",
    "hospital_worker": lambda d, who: f"{who}'s Hospital puts a worker on the new {d['tile']}.",
    "display_refilled": lambda d, who: "New plantations: " + ", ".join(d["display"]) + ".",
    "mayor_privilege": lambda d, who: f"{who} takes {d['workers']} extra worker(s) as Mayor.",
    "workers_taken": lambda d, who: f"{who} takes {d['workers']} worker(s) from the hiring hall.",
    "workers_placed": lambda d, who: f"{who} places workers.",
    "hall_refilled": lambda d, who: (
        f"The hiring hall receives {d['workers']} worker(s)"
        + (f" and {d['citizens']} citizen(s)." if d.get("citizens") else ".")
    ),
    "building_built": lambda d, who: f"{who} builds the {_name(d['building'])} for {d['cost']}.",
    "school_worker": lambda d, who: f"{who}'s School sends a worker to the new building.",
    "produced": lambda d, who: (
        f"{who} produces " + ", ".join(_crates(n, g) for g, n in d["goods"].items() if n) + "."
    ),
    "production_declined": lambda d, who: f"{who} declines to produce.",
    "factory_bonus": lambda d, who: f"{who}'s Factory pays {d['doubloons']} doubloon(s).",
    "craftsman_bonus": lambda d, who: f"{who} takes 1 extra {d['good']} as Craftsman.",
    "sold": lambda d, who: f"{who} sells {d['good']} for {d['doubloons']} doubloon(s).",
    "trading_house_emptied": lambda d, who: "The full trading house is emptied.",
    "loaded": lambda d, who: (
        f"{who} loads {_crates(d['count'], d['good'])} on the {d['ship']}, scoring {d['vp']} VP."
    ),
    "stored": lambda d, who: (
        f"{who} keeps "
        + (", ".join(_crates(n, g) for g, n in d["kept"].items() if n) or "nothing")
        + (
            "; returns " + ", ".join(_crates(n, g) for g, n in d["returned"].items() if n)
            if any(d["returned"].values())
            else ""
        )
        + "."
    ),
    "ship_departed": lambda d, who: (
        f"The {d['capacity']}-ship sails with {d['count']} {d['good']}."
    ),
    "building_coins": lambda d, who: (
        f"{who}'s {_name(d['building'])} pays {d['doubloons']} doubloon(s)."
    ),
    "building_vp": lambda d, who: f"{who}'s {_name(d['building'])} scores {d['vp']} VP.",
    "building_goods": lambda d, who: (
        f"{who}'s {_name(d['building'])} gives "
        + ", ".join(_crates(n, g) for g, n in d["goods"].items() if n)
        + "."
    ),
    "trading_post_sale": lambda d, who: (
        f"{who} returns 1 {d['good']} at the Trading Post for {d['doubloons']} doubloon(s)."
    ),
    "small_ship_loaded": lambda d, who: (
        f"{who} ships "
        + ", ".join(_crates(n, g) for g, n in d["goods"].items() if n)
        + f" on the small private ship, scoring {d['vp']} VP."
    ),
    "prospector_privilege": lambda d, who: f"{who} finds {d['doubloons']} doubloon(s).",
    "vp_exhausted": lambda d, who: "The VP supply is empty: the game will end soon.",
    "building_drafted": lambda d, who: (
        f"{who} drafts the {_name(d['building'])} into a cost-{d['slot']} slot."
    ),
    "puertoma_role": lambda d, who: f"{who} picks the {d['role'].title()} ({d['reason']}).",
    "resolution_card": lambda d, who: (
        f"Resolution card {d['card']} (count {d['count']}) settles the "
        + d["why"].replace("_", " ")
        + "."
    ),
    "action_token_moved": lambda d, who: (
        f"The action token moves from the {d['frm'].title()} to the {d['to'].title()}."
    ),
    "puertoma_placed": lambda d, who: (
        f"{who} places {len(d['places'])} worker(s): "
        + ", ".join(p.replace("_", " ") for p in d["places"])
        + "."
    ),
    "puertoma_gift": lambda d, who: f"{who} starts with the {_name(d['building'])}.",
    "reserved_token": lambda d, who: (
        f"{who} reserves the {_name(d['building'])}."
        if d["building"]
        else f"{who} has no large building left to reserve."
    ),
    "capability_unlocked": lambda d, who: (
        f"{who} turns up its level {d['level']} capability: {d['capability'].replace('_', ' ')}."
    ),
    "capability_crate": lambda d, who: f"{who}'s capability gives 1 {d['good']}.",
    "capability_coins": lambda d, who: f"{who}'s capability pays {d['doubloons']} doubloon(s).",
    "capability_vp": lambda d, who: f"{who}'s capability scores {d['vp']} VP.",
    "capability_dump": lambda d, who: (
        f"{who} throws {d['count']} {d['good']} overboard for {d['vp']} VP."
    ),
    "forest_placed": lambda d, who: f"{who} lays the {d['good']} plantation face down as a forest.",
    "black_market_used": lambda d, who: f"{who} hands in {d['items']} at the Black Market.",
    "figure_taken": lambda d, who: f"{who} takes a {d['figure']} from the hiring hall.",
    "building_figure": lambda d, who: (
        f"{who}'s {_name(d['building'])} brings a {d['figure']} from the supply."
    ),
    "guest_moved": lambda d, who: (
        f"{who} sends a {d['figure']} guest from the {_name(d['building'])} to the "
        + d["to"].replace("_", " ")
        + "."
    ),
    "tile_discarded": lambda d, who: f"{who} discards a {d['tile']} tile.",
    "plantation_bought": lambda d, who: (
        f"{who} buys a {d['good']} plantation at the {_name(d['building'])} "
        f"for {d['doubloons']} doubloon(s)."
    ),
    "goods_exported": lambda d, who: (
        f"{who} exports " + ", ".join(d["goods"]) + f" for {d['vp']} VP."
    ),
    "end_triggered": lambda d, who: f"End of game triggered: {d['trigger']}.",
    "round_ended": lambda d, who: f"Round {d['round']} ends.",
    "game_over": lambda d, who: f"The game is over ({d['trigger']}).",
}


def describe(event: Event, names: list[str] | None = None) -> str:
    """An English sentence for the log."""
    who = ""
    if event.seat is not None:
        who = names[event.seat] if names else f"Seat {event.seat + 1}"
    fmt = _TEXT.get(event.kind)
    if fmt is None:
        return f"{event.kind}: {event.data}"
    return fmt(event.data, who)
