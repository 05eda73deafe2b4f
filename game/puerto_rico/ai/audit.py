"""A behaviour audit of a computer seat: the habits that lose games, counted over whole games.

`benchmarks/ai_match.py` prints it for side A (the expert when it is measured):

- idle production buildings: at each of the seat's role choices, its production buildings that
  would make nothing in a craftsman phase now (no figure in the building, or none on a
  plantation of its good);
- affordable builds passed: builder turns on which the seat passed while it could build;
- empty slots left: building slots and island tiles without a figure when the game ends;
- win share by seat: the side's win rate in each seat position (seats are rotated).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.puerto_rico.engine import Action, Game


def idle_production_buildings(g: Game, seat: int) -> int:
    """Production buildings of the seat that would produce nothing now."""
    p = g.state.players[seat]
    idle = 0
    for bid, figures in p.buildings.items():
        b = g.bdefs[bid]
        good = b.produces
        if not b.is_production or good is None:
            continue
        if figures == 0 or p.tile_workers.get(good, 0) == 0:
            idle += 1
    return idle


def passed_affordable_build(g: Game, legal: Sequence[Action], action: Action) -> bool:
    """Whether this build decision is a pass while some building was affordable."""
    if g.decision != "build":
        return False
    building = [a for a in legal if a.kind == "build" and a.value is not None]
    return bool(building) and (action.kind != "build" or action.value is None)


def empty_slots(g: Game, seat: int) -> int:
    """Building slots and island tiles of the seat without a figure."""
    p = g.state.players[seat]
    bdefs = g.bdefs
    slots = sum(max(0, bdefs[b].slots - k) for b, k in p.buildings.items())
    tiles = sum(max(0, p.tiles[kind] - p.tile_workers.get(kind, 0)) for kind in p.tiles)
    return slots + tiles


class AuditedSeat:
    """An agent whose role choices and build turns are counted (the counts in `tally`)."""

    def __init__(self, agent: Any, tally: dict[str, int]) -> None:
        self.agent = agent
        self.name = agent.name
        self.tally = tally

    def choose(self, game: Game, legal: Sequence[Action]) -> Action:
        action = self.agent.choose(game, legal)
        t = self.tally
        if game.decision == "role":
            t["role_choices"] = t.get("role_choices", 0) + 1
            t["idle_production"] = t.get("idle_production", 0) + idle_production_buildings(
                game, action.seat
            )
        elif game.decision == "build":
            t["build_turns"] = t.get("build_turns", 0) + 1
            passed = passed_affordable_build(game, legal, action)
            t["affordable_passed"] = t.get("affordable_passed", 0) + passed
        return action


def summary(games: Sequence[dict[str, Any]], seats: int) -> dict[str, Any]:
    """The audit over a match's game records: each record's "audit" (counts of side A's seats:
    role_choices, idle_production, build_turns, affordable_passed, empty_slots, a_seats) and
    its "sides" and "winners"."""
    total: dict[str, int] = {}
    seat_games = [0] * seats
    seat_wins = [0] * seats
    for r in games:
        for k, v in r.get("audit", {}).items():
            if isinstance(v, int):
                total[k] = total.get(k, 0) + v
        for s, side in enumerate(r["sides"]):
            if side == "a" and s < seats:
                seat_games[s] += 1
                seat_wins[s] += s in r["winners"]
    a_seat_games = max(1, total.get("a_seats", 0))
    return {
        "idle_production_per_role_choice": round(
            total.get("idle_production", 0) / max(1, total.get("role_choices", 0)), 3
        ),
        "affordable_builds_passed": total.get("affordable_passed", 0),
        "affordable_builds_passed_share": round(
            total.get("affordable_passed", 0) / max(1, total.get("build_turns", 0)), 3
        ),
        "empty_slots_left_per_seat": round(total.get("empty_slots", 0) / a_seat_games, 2),
        "win_share_by_seat": [
            round(w / g, 4) if g else None for w, g in zip(seat_wins, seat_games)
        ],
        "games_by_seat": seat_games,
    }
