"""A builder of game situations for tests, read like the rulebook's examples:

    sc = Scenario(seats=3).city(0, "smithy", "library").hand(0, "sugar_mill", 3)
    g = sc.start("builder", chooser=0)

Every card starts in the draw pile; the calls move cards of the named kinds (any copy) into the
zones; the draw pile keeps the rest in a fixed order (`draw_top` puts named cards on top).
The result is a normal Game: tests then send actions through Game.apply.
"""

from __future__ import annotations

from typing import Any

from game.san_juan.engine.game import Game, GameConfig
from game.san_juan.engine.state import GameState, SeatState

# Cards used where a test needs "some card": the plentiful production kinds.
FILLERS = ("sugar_mill", "tobacco_storage", "coffee_roaster")


class Scenario:
    def __init__(self, seats: int = 3, options: tuple[str, ...] = (), seed: int = 0) -> None:
        self.g = Game.new(GameConfig(seats=seats, seed=seed, options=options, first_governor=0))
        st = self.g.state
        self.g.events.clear()
        # uid 0 on top; the central cathedral (§14) stays beside the roles
        st.draw = [u for u in range(self.g.gd.total - 1, -1, -1) if u not in st.central]
        st.discard = []
        st.seat = [SeatState() for _ in range(seats)]
        st.tile_history = []

    @property
    def state(self) -> GameState:
        return self.g.state

    def _take(self, card_id: str | None) -> int:
        """A card of kind `card_id` from the draw pile; None: any card, from the bottom."""
        st = self.g.state
        if card_id is None:
            # Some card: the first filler kind from the bottom.
            for i, u in enumerate(st.draw):
                if self.g.gd.card_of[u].id in FILLERS:
                    return st.draw.pop(i)
            return st.draw.pop(0)
        card_of = self.g.gd.card_of
        for i in range(len(st.draw) - 1, -1, -1):
            if card_of[st.draw[i]].id == card_id:
                return st.draw.pop(i)
        raise ValueError(f"no {card_id} left in the draw pile")

    def _cards(self, items: tuple[Any, ...]) -> list[str | None]:
        """Card ids from ("well", 3, "smithy"): a number means that many filler cards (any)."""
        out: list[str | None] = []
        for it in items:
            out += [None] * it if isinstance(it, int) else [it]
        return out

    def city(self, seat: int, *cards: str, goods: tuple[str, ...] = ()) -> Scenario:
        """Buildings in play (usable), and goods on the first empty building of each named id."""
        ss = self.g.state.seat[seat]
        for cid in cards:
            ss.city.append([self._take(cid)])
        for cid in goods:
            for stack in ss.city:
                top = stack[-1]
                if self.g.gd.card_of[top].id == cid and top not in ss.goods:
                    ss.goods[top] = self._take(None)
                    break
            else:
                raise ValueError(f"seat {seat} has no empty {cid}")
        return self

    def hand(self, seat: int, *cards: Any) -> Scenario:
        ss = self.g.state.seat[seat]
        ss.hand += [self._take(cid) for cid in self._cards(cards)]
        return self

    def chapel(self, seat: int, n: int) -> Scenario:
        self.g.state.seat[seat].chapel += [self._take(None) for _ in range(n)]
        return self

    def draw_top(self, *cards: str) -> Scenario:
        """Put these cards on top of the draw pile, the first named on top."""
        st = self.g.state
        taken = [self._take(cid) for cid in cards]
        st.draw += list(reversed(taken))
        return self

    def discard(self, n: int) -> Scenario:
        st = self.g.state
        for _ in range(n):
            st.discard.append(st.draw.pop(0))
        return self

    def stash(self, seat: int, keep: int = 0) -> Scenario:
        """Move all but the top `keep` cards of the draw pile into the seat's chapel pile (out of
        circulation), to test a short or empty draw pile."""
        st = self.g.state
        cut = len(st.draw) - keep
        st.seat[seat].chapel += st.draw[:cut]
        st.draw = st.draw[cut:]
        return self

    def tiles(self, *ids: str) -> Scenario:
        self.g.state.tiles = list(ids) + [t for t in self.g.state.tiles if t not in ids]
        return self

    def library_used(self, seat: int) -> Scenario:
        self.g.state.library_used[seat] = True
        return self

    def start(self, role: str, chooser: int, governor: int | None = None) -> Game:
        """The phase of `role`, chosen by `chooser`, begins (its first decision is waiting)."""
        st = self.g.state
        st.governor = chooser if governor is None else governor
        st.roles_taken = {role: chooser}
        st.role = role
        st.chooser = chooser
        st.order = [(chooser + i) % st.seats for i in range(st.seats)]
        if role == "prospector":
            st.order = [chooser]
        st.stage = "phase_begin"
        self.g._advance()
        return self.g

    def round_start(self, governor: int, round_no: int = 2) -> Game:
        """The round-start steps (§14 office, chapel and bank, hand limit) from `governor`."""
        st = self.g.state
        st.governor = governor
        st.round = round_no
        st.roles_taken = {}
        st.pick = 0
        st.order = [(governor + i) % st.seats for i in range(st.seats)]
        st.turn = 0
        st.stage = "office_turn"
        self.g._advance()
        return self.g

    def roles(self, governor: int) -> Game:
        """A new round's role choice, the governor first."""
        st = self.g.state
        st.governor = governor
        st.roles_taken = {}
        st.pick = 0
        st.stage = "role"
        return self.g


def uid(g: Game, seat: int, card_id: str, zone: str = "hand") -> int:
    """A uid of `card_id` in the seat's hand (or "city": in play, or "aside")."""
    ss = g.state.seat[seat]
    uids = ss.in_play() if zone == "city" else getattr(ss, zone)
    for u in uids:
        if g.gd.card_of[u].id == card_id:
            return int(u)
    raise ValueError(f"seat {seat} has no {card_id} in {zone}")


def others(g: Game, seat: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """Hand uids of the seat, except `exclude`."""
    return [u for u in g.state.seat[seat].hand if u not in exclude]


def act(g: Game, seat: int, kind: str, value: Any = None) -> None:
    """Apply one decision and check every invariant afterwards (tests)."""
    from game.san_juan.engine import invariants
    from game.san_juan.engine.actions import Action

    g.apply(Action(seat, kind, value))
    invariants.check(g)


def sizes(g: Game) -> tuple[int, int]:
    """(draw pile, discard pile) sizes."""
    return len(g.state.draw), len(g.state.discard)


def hand_ids(g: Game, seat: int) -> list[str]:
    return sorted(g.gd.card_of[u].id for u in g.state.seat[seat].hand)


def city_ids(g: Game, seat: int) -> list[str]:
    return [g.gd.card_of[s[-1]].id for s in g.state.seat[seat].city]
