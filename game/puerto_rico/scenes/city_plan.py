"""Where each building of a seat stands in its city: 12 spaces, 3 rows of 4 (space = row * 4 +
col); a small building takes one space, a large one two (SPEC §5.1).

The rule, so that tiles stay where the player last saw them and never vanish:

1. Buildings are placed in the order they were built. A small one takes the first free space,
   row by row. A large one takes the rightmost column whose top two spaces are free, else whose
   bottom two are, and stands across both.
2. When a large building finds no column with two free spaces one above the other, the city is
   rearranged, as the rules allow at any time ("buildings can be rearranged freely"): large
   buildings first, in build order, one per column from the right on the top two rows; a fifth
   and a sixth lie across two spaces of the bottom row (right pair, then left pair); then the
   small ones fill the spaces left, in build order.

Rule 2 always fits a city the rules allow (2 × large + small ≤ 12): 4 columns hold 4 large
buildings and the bottom row 2 more, leaving 12 - 2 × large spaces for the small ones.
"""

from __future__ import annotations

from collections.abc import Sequence

ROWS, COLUMNS = 3, 4
SPACES = ROWS * COLUMNS

Plan = dict[str, tuple[int, ...]]  # building id -> its city spaces (one, or two for a large one)


def city_plan(buildings: Sequence[tuple[str, bool]]) -> Plan:
    """The spaces of each building, given (id, is_large) in build order. A building that cannot
    fit (more than the 12 spaces: the rules never allow it) is left out of the plan."""
    plan = _in_build_order(buildings)
    if plan is None:
        plan = _rearranged(buildings)
    return plan


def _in_build_order(buildings: Sequence[tuple[str, bool]]) -> Plan | None:
    """Rule 1, or None when a large building finds no two stacked free spaces."""
    used: set[int] = set()
    plan: Plan = {}
    for bid, large in buildings:
        spaces = _stacked_pair(used) if large else _first_free(used)
        if spaces is None:
            if large:
                return None
            continue  # a thirteenth space: nothing to draw it on
        used.update(spaces)
        plan[bid] = spaces
    return plan


def _rearranged(buildings: Sequence[tuple[str, bool]]) -> Plan:
    """Rule 2: large buildings first (columns from the right, then the bottom row's pairs)."""
    pairs = [(col, col + COLUMNS) for col in range(COLUMNS - 1, -1, -1)]
    bottom = 2 * COLUMNS
    pairs += [(bottom + c, bottom + c + 1) for c in range(COLUMNS - 2, -1, -2)]
    used: set[int] = set()
    plan: Plan = {}
    large = [bid for bid, is_large in buildings if is_large]
    for bid, spaces in zip(large, pairs, strict=False):
        used.update(spaces)
        plan[bid] = spaces
    for bid, is_large in buildings:
        if is_large:
            continue
        spaces = _first_free(used)
        if spaces is None:
            break
        used.update(spaces)
        plan[bid] = spaces
    return plan


def _first_free(used: set[int]) -> tuple[int, ...] | None:
    for k in range(SPACES):
        if k not in used:
            return (k,)
    return None


def _stacked_pair(used: set[int]) -> tuple[int, ...] | None:
    for col in range(COLUMNS - 1, -1, -1):
        for row in range(ROWS - 1):
            top = row * COLUMNS + col
            if top not in used and top + COLUMNS not in used:
                return (top, top + COLUMNS)
    return None
