"""Static facts derived once from the catalog and shared by every game and clone."""

from __future__ import annotations

from dataclasses import dataclass

from game.santiago.catalog import NO_FLOWER, Catalog, CubanDef, EffectDef


@dataclass(frozen=True)
class GameDef:
    catalog: Catalog
    goods: tuple[str, ...]  # canonical order
    dice_goods: tuple[str, ...]  # goods with a demand die, in rolling order
    wildcard: str | None  # the good delivered in place of a demanded one (wood)
    wildcard_vp: int
    supply: dict[str, int]
    cubans: dict[str, CubanDef]
    cuban_ids: tuple[str, ...]
    building_ids: tuple[str, ...]
    building_effects: dict[str, EffectDef]
    slot_flowers: tuple[str, ...]
    flag_vp: tuple[int | None, ...]
    stops: int
    max_steps: int
    ships_per_game: int

    @staticmethod
    def build(cat: Catalog) -> GameDef:
        wild = next((g for g in cat.goods if g.die is None), None)
        return GameDef(
            catalog=cat,
            goods=tuple(g.id for g in cat.goods),
            dice_goods=tuple(g.id for g in cat.goods if g.die is not None),
            wildcard=wild.id if wild else None,
            wildcard_vp=(wild.wildcard_vp_each or 0) if wild else 0,
            supply={g.id: g.supply for g in cat.goods},
            cubans={c.id: c for c in cat.cubans},
            cuban_ids=tuple(c.id for c in cat.cubans),
            building_ids=tuple(b.id for b in cat.buildings),
            building_effects={b.id: b.effect for b in cat.buildings},
            slot_flowers=tuple(s.flower for s in cat.board.building_slots),
            flag_vp=tuple(f.vp_per_good for f in cat.board.flags),
            stops=len(cat.board.stops),
            max_steps=cat.board.max_steps,
            ships_per_game=cat.board.ships_per_game,
        )

    def has_flower(self, cuban: str) -> bool:
        return self.cubans[cuban].flower != NO_FLOWER


_CACHE: dict[int, GameDef] = {}


def gamedef(cat: Catalog) -> GameDef:
    """The GameDef of `cat`, built once per catalog object."""
    d = _CACHE.get(id(cat))
    if d is None or d.catalog is not cat:
        d = _CACHE[id(cat)] = GameDef.build(cat)
    return d
