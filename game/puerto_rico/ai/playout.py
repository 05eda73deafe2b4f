"""The expert's fast playout policy: a linear score per role over a few cheap features.

Inside the expert's search every seat's role choice beyond the tree is made by this policy. The
scripted seats weigh a role by simulating its whole phase (about 0.3 ms a choice); here a role's
score is a dot product of a short feature vector read straight off the state with that role's
weights. The weights are data (data/puerto_rico/role_policy.yaml), fitted offline as a
multinomial logit to the scripted:normal seats' own role choices by benchmarks/fit_role_policy.py.
A role the weights do not know (a module fitted without) is scored by its doubloons alone.

At a table with Puertomas the engine plays the Puertomas, so the policy plays only the players'
seats (in the 1-player solo game, the expert's own). There the weights are
data/puerto_rico/role_policy_puertoma.yaml, tuned by benchmarks/tune_puertoma_policy.py for
playing against two hard Puertomas rather than for imitating scripted:normal: a playout seat with
them loses to the best Puertoma by about 12.5 VP a game against 18 with the fitted weights.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

import yaml

from game.datafile import CatalogError
from game.paths import box_data
from game.puerto_rico.ai.scripted import ScriptedAgent
from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.engine.view import GOODS, ISLAND_SPACES, TRADING_HOUSE_SPACES

# The features, in the order of every weight vector. Per seat: "me" is the chooser, "others"
# the mean over the other seats.
FEATURES: tuple[str, ...] = (
    "bias",
    "coins",  # doubloons lying on the tile
    "production_me",  # crates a craftsman phase would give now
    "production_others",
    "kinds_me",  # kinds of goods produced (trader, factory)
    "crates_me",
    "crates_others",
    "doubloons_me",  # in fours
    "empty_me",  # building slots and tiles without a figure
    "empty_others",
    "portrait_me",  # figures waiting for a place
    "hall",  # workers in the hiring hall per seat
    "free_island_me",  # in twelfths
    "sale_me",  # best price among the goods held that the trading house takes
    "house_fill",  # share of the trading house taken
    "cargo_me",  # crates the seat could load on one cargo ship now
    "cargo_others",
    "vp_left",  # VP supply per seat, in tens
    "round",  # in tens
)
WEIGHTS_FILE = "role_policy.yaml"
PUERTOMA_WEIGHTS_FILE = "role_policy_puertoma.yaml"


@cache
def role_weights(path: Path | None = None) -> Mapping[str, tuple[float, ...]]:
    """The fitted weights per role (read once); a bad file stops with a CatalogError."""
    path = path or box_data("puerto_rico") / WEIGHTS_FILE
    name = path.name
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CatalogError(name, "", "a readable YAML file", str(exc)) from exc
    if not isinstance(data, dict) or tuple(data.get("features", ())) != FEATURES:
        raise CatalogError(name, "features", f"the list {list(FEATURES)}", data)
    roles = data.get("roles")
    if not isinstance(roles, dict):
        raise CatalogError(name, "roles", "a mapping role -> weights", roles)
    out: dict[str, tuple[float, ...]] = {}
    for role, ws in roles.items():
        ok = isinstance(ws, list) and len(ws) == len(FEATURES)
        if not ok or not all(isinstance(w, (int, float)) for w in ws):
            raise CatalogError(name, f"roles.{role}", f"{len(FEATURES)} numbers", ws)
        out[str(role)] = tuple(float(w) for w in ws)
    return out


@cache
def _puertoma_weights_path() -> Path:
    return box_data("puerto_rico") / PUERTOMA_WEIGHTS_FILE


def weights_for(g: Game) -> Mapping[str, tuple[float, ...]]:
    """The weights this table's playouts use: tuned against the Puertomas where they sit."""
    if view.has_puertomas(g):
        return role_weights(_puertoma_weights_path())
    return role_weights()


def _empty_places(g: Game, seat: int) -> int:
    p = g.state.players[seat]
    bdefs = g.bdefs
    slots = sum(bdefs[b].slots - k for b, k in p.buildings.items())
    tiles = sum(p.tiles.values()) - sum(p.tile_workers.values())
    return max(0, slots) + max(0, tiles)


def _best_load(g: Game, seat: int) -> int:
    load = view.best_cargo(g.state.ships, g.state.players[seat].goods)
    return load[0] if load else 0


def seat_features(g: Game, me: int) -> list[float]:
    """The features of the position for `me`, without the tile's own (coins: index 1)."""
    s = g.state
    n = s.seats
    others = [i for i in range(n) if i != me]
    k = max(1, len(others))
    p = s.players[me]
    made = view.production(g, me)
    house = s.trading_house
    prices = g.prices
    sale = max(
        (prices[good] for good in GOODS if p.goods[good] and good not in house),
        default=0,
    )
    sale = sale if len(house) < TRADING_HOUSE_SPACES else 0
    return [
        1.0,
        0.0,
        float(sum(made.values())),
        sum(sum(view.production(g, i).values()) for i in others) / k,
        float(len(made)),
        float(p.crates),
        sum(s.players[i].crates for i in others) / k,
        p.doubloons / 4,
        float(_empty_places(g, me)),
        sum(_empty_places(g, i) for i in others) / k,
        float(p.portrait_workers),
        s.hiring_hall / n,
        (ISLAND_SPACES - p.land_tiles) / ISLAND_SPACES,
        float(sale),
        len(house) / TRADING_HOUSE_SPACES,
        float(_best_load(g, me)),
        sum(_best_load(g, i) for i in others) / k,
        s.vp_supply / (10 * n),
        s.round / 10,
    ]


def role_features(g: Game, legal: Sequence[Action]) -> list[tuple[str, list[float]]]:
    """Per legal role action: (role, features)."""
    base = seat_features(g, legal[0].seat)
    tiles = {t.id: t for t in g.state.roles}
    out = []
    for a in legal:
        tile = tiles[a.value]
        f = list(base)
        f[1] = float(tile.coins)
        out.append((tile.role, f))
    return out


def role_scores(g: Game, legal: Sequence[Action]) -> list[float]:
    """The policy's score of every legal role action (higher = preferred)."""
    weights = weights_for(g)
    out = []
    for role, f in role_features(g, legal):
        w = weights.get(role)
        out.append(sum(a * b for a, b in zip(w, f)) if w is not None else f[1])
    return out


ROLE_KIND = "choose_role"


def side_first(
    other: ScriptedAgent, g: Game, legal: Sequence[Action]
) -> tuple[Action | None, list[Action]]:
    """A role decision may offer side moves beside the roles (a Bohío owner's guest moves are
    offered next to every decision, engine/guests.py): the scripted seat `other` decides whether
    to make one first. Returns its side move, if it makes one, and the role actions alone."""
    roles = [a for a in legal if a.kind == ROLE_KIND]
    if len(roles) == len(legal):
        return None, roles
    return other.side_move(g, legal), roles


class PlayoutPolicy:
    """A seat for playouts: roles by the fitted linear scores, everything else by `other`."""

    def __init__(self, other: ScriptedAgent) -> None:
        self.name = "playout"
        self.other = other  # an Agent: the scripted seat for every non-role decision

    def choose(self, game: Game, legal_actions: Sequence[Action]) -> Action:
        if len(legal_actions) == 1:
            return legal_actions[0]
        if game.decision == "role":
            side, roles = side_first(self.other, game, legal_actions)
            if side is not None:
                return side
            scores = role_scores(game, roles)
            return roles[max(range(len(scores)), key=scores.__getitem__)]
        return self.other.choose(game, legal_actions)
