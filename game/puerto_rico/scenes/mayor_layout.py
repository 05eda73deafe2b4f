"""The mayor layout a human puts together by dragging figures on their board before Done."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.puerto_rico.engine import Game, view
from game.puerto_rico.engine.view import PORTRAIT


def figure_to_lift(workers: int, citizens: int, pointed: str | None) -> str:
    """The figure a press on a place picks up: the citizen pointed at while there is one, else
    a worker while there is one, else a citizen."""
    wanted = pointed == "citizen" and citizens > 0
    return "citizen" if wanted or not workers else "worker"


@dataclass
class MayorLayout:
    """Figures per place (tiles and buildings) of one seat's board, with the citizens among them
    counted apart; the figures on no place wait on the portrait."""

    seat: int
    figures: dict[str, int]
    citizens: dict[str, int]

    @classmethod
    def of(cls, game: Game, seat: int) -> MayorLayout:
        """The layout as the seat's board stands now."""
        p = game.state.players[seat]
        figures = {k: n for k, n in p.tile_workers.items() if n}
        figures.update({b: n for b, n in p.buildings.items() if n})
        citizens = {k: n for k, n in p.citizens.items() if k != PORTRAIT and n}
        return cls(seat, figures, citizens)

    @classmethod
    def suggested(cls, game: Game, seat: int) -> MayorLayout:
        """The layout the engine suggests (the first it lists), pre-placed for the seat to
        confirm or change; the board as it stands when no layout is listed."""
        for action in game.legal_actions():
            if action.kind == "place_workers":
                return cls.from_placement(seat, action.value)
        return cls.of(game, seat)

    @classmethod
    def from_placement(cls, seat: int, placement: tuple[tuple[Any, ...], ...]) -> MayorLayout:
        """A layout from place_workers' value: (place, figures) or (place, figures, citizens)."""
        figures = {row[0]: row[1] for row in placement if row[1]}
        citizens = {row[0]: row[2] for row in placement if len(row) > 2 and row[2]}
        return cls(seat, figures, citizens)

    def on_portrait(self, game: Game, figure: str | None = None) -> int:
        """Figures the layout leaves on the portrait: all, or only the workers or citizens."""
        p = game.state.players[self.seat]
        free = p.figures - sum(self.figures.values())
        citizens = p.citizen_count - sum(self.citizens.values())
        if figure == "citizen":
            return citizens
        if figure == "worker":
            return free - citizens
        return free

    def workers_and_citizens(self, place: str) -> tuple[int, int]:
        citizens = self.citizens.get(place, 0)
        return self.figures.get(place, 0) - citizens, citizens

    def move(self, game: Game, source: str, target: str, figure: str) -> bool:
        """Move one `figure` ("worker" or "citizen") from `source` to `target`, either of them
        possibly the portrait; False (and nothing moves) when `target` has no free slot."""
        if target != PORTRAIT:
            room = view.slot_capacity(game, self.seat).get(target, 0) - self.figures.get(target, 0)
            if room <= 0:
                return False
            self.figures[target] = self.figures.get(target, 0) + 1
            if figure == "citizen":
                self.citizens[target] = self.citizens.get(target, 0) + 1
        if source != PORTRAIT:
            self.figures[source] -= 1
            if figure == "citizen":
                self.citizens[source] -= 1
                if not self.citizens[source]:
                    del self.citizens[source]
        return True

    def placement(self) -> tuple[tuple[Any, ...], ...]:
        """The layout as the engine's place_workers takes it: (place, figures) or
        (place, figures, citizens), sorted."""
        return tuple(
            sorted(
                (k, n, self.citizens[k]) if self.citizens.get(k) else (k, n)
                for k, n in self.figures.items()
                if n
            )
        )
