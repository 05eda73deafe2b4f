"""Instructions per random 4-seat game, counted by valgrind's callgrind (load-independent).

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --toggle-collect=_operator_call python benchmarks/callgrind_engine.py 10 [modules]

Plays games of uniformly random legal actions (seeds 0 to N-1, the null event sink) inside
`operator.call`, so callgrind counts those games only: imports, the catalog and the GameDef
(built for a game set up beforehand) stay outside. Divide the "Collected" figure by N.
"""

from __future__ import annotations

import operator
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.puerto_rico.engine import Game, GameConfig


def play(seeds: range, expansions: tuple[str, ...]) -> None:
    for seed in seeds:
        rng = random.Random(seed)
        g = Game.new(GameConfig(seats=4, seed=seed, expansions=expansions), events=False)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    expansions = tuple(m for m in (sys.argv[2] if len(sys.argv) > 2 else "").split(",") if m)
    # Outside the count: the catalog and the GameDef (set up by a first game, not played).
    Game.new(GameConfig(seats=4, seed=999, expansions=expansions), events=False)
    operator.call(play, range(games), expansions)


if __name__ == "__main__":
    main()
