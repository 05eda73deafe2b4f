"""Expansions IV and V on the table: the festival objectives and the revealed activity cards in
a compact strip right of the role tiles (the room the unused role places leave), each task a
cell with its plantations, crates or building and its reward; an achieved task is framed in its
achiever's colour. The tooltip says the condition and the reward in words."""

from __future__ import annotations

from typing import Any

import pygame

from game.puerto_rico.engine import view
from game.puerto_rico.scenes.building_tile import building_name, fit_text
from game.puerto_rico.scenes.hotspots import Hotspot
from game.puerto_rico.scenes.painter import Painter
from game.puerto_rico.scenes.wording import activity_name, count_text, good_name
from game.shell.assets import CREAM, INK
from game.shell.widgets import blit_text, panel

GAP = 8  # layout units between the last role tile, the strip and the supplies
ROLE_ZONES = 9  # role_0 .. role_8 in every table map
MAGNIFIED = 180  # layout units: the least side of a pointed task cell drawn large


def festival_zone(p: Painter) -> pygame.Rect | None:
    """The free band right of the role tiles in play, up to the VP supply (screen pixels); when
    every role place is taken (5 seats with the smuggler), the private-ship corner, unless the
    private ship is shown there for a load."""
    roles = len(p.game.state.roles)
    if roles < ROLE_ZONES:
        first = p.R(f"role_{roles}")
        right = p.R("vp_supply").x - p.px(GAP)
        if right - first.x >= p.px(60):
            return pygame.Rect(first.x, first.y, right - first.x, first.h)
    good = p.board.selected_good
    if good and p.offer.find("load_private", good):
        return None
    return p.R("private_ships")


def festival_source_zone(game: Any) -> str:
    """The table zone the strip stands in (rewards fly from there): the first free role place,
    else the private-ship corner."""
    roles = len(game.state.roles)
    return f"role_{roles}" if roles < ROLE_ZONES else "private_ships"


def tasks(game: Any) -> list[dict[str, Any]]:
    """The objectives then the activity cards, as the view gives them."""
    info = view.festival(game)
    return [{**t, "kind": "objective"} for t in info["objectives"]] + [
        {**t, "kind": "activity"} for t in info["activities"]
    ]


def achieved_in(events: list[Any]) -> set[str]:
    """The tasks these events achieved (a beat's events: its cells are lit while it shows)."""
    out = set()
    for e in events:
        if e.kind == "activity_completed":
            out.add(e.data.get("activity"))
        elif e.kind.startswith("festival_") and e.kind.endswith("_achieved"):
            out.add(e.kind.removesuffix("_achieved"))
    return out


# Each group's colour: its header ribbon and the edge of its cells, so an objective and an
# activity card are told apart at a glance (not by a shade of parchment alone).
GROUP_COLOURS = {"objective": (150, 62, 40), "activity": (38, 104, 112)}
GROUP_TITLES = {"objective": "festival.objectives_header", "activity": "festival.activities_header"}


def _grid(n: int, area: pygame.Rect) -> tuple[int, int]:
    """(columns, lines) for n cells in `area`: 1 to 3 lines, the squarest cells."""
    lines = max((1, 2, 3), key=lambda k: min(area.w // -(-n // k), area.h // k))
    return -(-n // lines), lines


def group_layout(
    zone: pygame.Rect, counts: list[int], ribbon: int
) -> list[tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]]:
    """Per group of tasks: (its area, its header ribbon, its cells). The groups sit side by side
    or one above the other, whichever leaves the larger cells; each group's ribbon tops it."""

    def arrange(side_by_side: bool) -> list[tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]]:
        out = []
        total = sum(counts)
        start = 0
        for i, n in enumerate(counts):
            end = start + n
            if side_by_side:
                x0 = zone.x + zone.w * start // total
                x1 = zone.x + zone.w * end // total
                area = pygame.Rect(x0, zone.y, x1 - x0 - (3 if i < len(counts) - 1 else 0), zone.h)
            else:
                y0 = zone.y + zone.h * i // len(counts)
                y1 = zone.y + zone.h * (i + 1) // len(counts)
                area = pygame.Rect(zone.x, y0, zone.w, y1 - y0 - (3 if i < len(counts) - 1 else 0))
            head = pygame.Rect(area.x, area.y, area.w - 3, ribbon)
            body = pygame.Rect(area.x, area.y + ribbon + 2, area.w, area.h - ribbon - 2)
            cols, lines = _grid(n, body)
            w, h = body.w // cols, body.h // lines
            cells = [
                pygame.Rect(body.x + (j % cols) * w, body.y + (j // cols) * h, w - 3, h - 3)
                for j in range(n)
            ]
            out.append((area, head, cells))
            start = end
        return out

    def smallest_side(groups: list[tuple[pygame.Rect, pygame.Rect, list[pygame.Rect]]]) -> int:
        return min(min(c.w, c.h) for _, _, cells in groups for c in cells)

    return max((arrange(True), arrange(False)), key=smallest_side)


def achievement_notice(tr: Any, game: Any, event: Any, hide_vp: bool = False) -> str:
    """The short notice flashed over the table when a seat achieves a festival task: who, which
    task, its reward (the log keeps the full sentence); with `hide_vp`, VP are not told."""
    if event.kind == "activity_completed":
        task = activity_name(tr, event.data["activity"], game.cat)
    else:
        task = tr.t(f"festival.{event.kind.removesuffix('_achieved')}")
    d = event.data
    parts = [
        count_text(tr, unit, d.get(key, 0))
        for key, unit in (("workers", "worker"), ("doubloons", "doubloon"), ("vp", "vp"))
        if d.get(key) and not (hide_vp and key == "vp")
    ]
    name = game.state.players[event.seat].name if event.seat is not None else ""
    if not parts:
        return tr.t("festival.just_achieved_plain", name=name, task=task)
    return tr.t("festival.just_achieved", name=name, task=task, reward=", ".join(parts))


def draw_festival(p: Painter, surface: pygame.Surface) -> None:
    """Paint the strip (nothing in games without Expansions IV/V): a group per kind of task,
    each under its ribbon."""
    rows = tasks(p.game)
    if not rows:
        return
    zone = festival_zone(p)
    if zone is None:
        return
    kinds = [k for k in ("objective", "activity") if any(t["kind"] == k for t in rows)]
    groups = [[t for t in rows if t["kind"] == k] for k in kinds]
    ribbon = max(12, min(p.px(18), zone.h // 7))
    layout = group_layout(zone, [len(g) for g in groups], ribbon)
    for kind, group, (_area, head, cells) in zip(kinds, groups, layout, strict=True):
        _draw_ribbon(p, surface, head, kind)
        for cell, task in zip(cells, group, strict=True):
            _draw_task(p, surface, cell, task)


def draw_magnified(p: Painter, surface: pygame.Surface, spot: Hotspot) -> pygame.Rect | None:
    """The pointed task cell drawn again at a readable size beside itself when it is small (the
    strip in the private-ship corner with 5 seats); returns where (None: not drawn), so the
    tooltip can stand clear of it."""
    task = next((t for t in tasks(p.game) if t["id"] == spot.value), None)
    side = p.px(MAGNIFIED)
    if task is None or spot.rect.w * 1.5 > side:
        return None  # a cell this wide reads well as it is
    big = pygame.Rect(0, 0, side, round(side * max(0.8, spot.rect.h / max(1, spot.rect.w))))
    screen = surface.get_rect()
    big.midleft = (spot.rect.right + p.px(8), spot.rect.centery)
    if big.right > screen.right:
        big.midright = (spot.rect.left - p.px(8), spot.rect.centery)
    big.clamp_ip(screen)
    shadow = pygame.Surface(big.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=8)
    surface.blit(shadow, big.move(p.px(4), p.px(6)))
    pygame.draw.rect(surface, CREAM, big, border_radius=6)
    _draw_task(p, surface, big, task)
    return big


def _draw_ribbon(p: Painter, surface: pygame.Surface, head: pygame.Rect, kind: str) -> None:
    pygame.draw.rect(surface, GROUP_COLOURS[kind], head, border_radius=4)
    text = p.t(GROUP_TITLES[kind])
    fit_text(surface, p.app.assets, text, head.inflate(-4, 0), CREAM, lines=1, height=0.8)


def _draw_task(p: Painter, surface: pygame.Surface, cell: pygame.Rect, task: dict) -> None:
    a = p.app.assets
    done = task["by"] is not None
    fill = (250, 240, 215, 120 if done else 215) if task["kind"] == "activity" else None
    panel(surface, cell, fill=fill or (235, 225, 195, 120 if done else 215), radius=6)
    # The group's colour along the cell's foot; an achieved task framed in its achiever's.
    foot = pygame.Rect(cell.x + 4, cell.bottom - 3, cell.w - 8, 2)
    pygame.draw.rect(surface, GROUP_COLOURS[task["kind"]], foot)
    if done:
        pygame.draw.rect(surface, p.colour_of(task["by"]), cell, 4, border_radius=6)
    icons = [f"plantation_{g}" for g in task["plantations"]]
    icons += [f"crate_{g}" for g in task["crates"]]
    side = max(8, min(cell.h // 2 - 4, (cell.w - 6) // max(1, len(icons) + bool(task["building"]))))
    x = cell.x + 3
    for name in icons:
        surface.blit(a.image(name, (side, side)), (x, cell.y + 3))
        x += side
    if task["building"]:
        b = p.game.bdefs[task["building"]]
        bw = max(side, cell.right - 3 - x)
        band = pygame.Rect(x, cell.y + 3, bw, side)
        p._fit_text(surface, building_name(b, p.app.settings.language), band, lines=2)
    if not icons and not task["building"]:
        band = pygame.Rect(cell.x + 3, cell.y + 3, cell.w - 6, side)
        p._fit_text(surface, _title(p, task), band, lines=2)
    _draw_reward(p, surface, cell, task["reward"], side)
    p.spots.append(Hotspot(cell, "festival_task", task["id"], tip=task_tip(p, task)))


def _draw_reward(
    p: Painter, surface: pygame.Surface, cell: pygame.Rect, reward: dict, side: int
) -> None:
    """The reward along the cell's foot: an icon and a number per kind, shrunk to fit."""
    a = p.app.assets
    items = [
        (sprite, reward[key])
        for key, sprite in (("workers", "worker"), ("doubloons", "coin_1"), ("vp", "vp_1"))
        if reward.get(key)
    ]
    if not items:
        return
    size = max(8, min(side, cell.h // 2 - 4, int((cell.w - 6) / (len(items) * 1.6))))
    y = cell.bottom - 3 - size
    x = cell.x + 3
    for sprite, n in items:
        surface.blit(a.image(sprite, (size, size)), (x, y))
        x += size
        font = max(10, int(size * 0.8))
        blit_text(surface, a, str(n), (x + 1, y + size // 2), font, INK, "midleft", bold=True)
        x += int(size * 0.6)


def _title(p: Painter, task: dict) -> str:
    if task["kind"] == "objective":
        return p.t(f"festival.{task['id']}")
    card = p.game.cat.activity(task["id"])
    return card.name_fr if p.app.settings.language == "fr" else card.name_en


def _goods(p: Painter, goods: list[str]) -> str:
    return ", ".join(good_name(p.app.t, g, lower=True) for g in goods)


def task_tip(p: Painter, task: dict) -> str:
    """Name, condition, reward and (when achieved) by whom, in the player's language."""
    language = p.app.settings.language
    building = building_name(p.game.bdefs[task["building"]], language) if task["building"] else ""
    if task["kind"] == "objective":
        goods = task["plantations"] or task["crates"]
        text = p.t(f"festival.{task['id']}_tip", goods=_goods(p, goods), building=building)
    else:
        card = p.game.cat.activity(task["id"])
        raw = card.text_fr if language == "fr" else card.text_en
        slots = [good_name(p.app.t, g, lower=True) for g in task["plantations"] + task["crates"]]
        fields = dict(zip("abcd", slots, strict=False))
        text = raw.format_map(_Blank(fields, building=building))
    r = task["reward"]
    parts = [
        p._count(unit, r[key])
        for key, unit in (("workers", "worker"), ("doubloons", "doubloon"), ("vp", "vp"))
        if r.get(key)
    ]
    tip = f"{_title(p, task)}\n{text}\n{p.t('festival.reward', reward=', '.join(parts))}"
    if task["by"] is not None:
        tip += "\n" + p.t("festival.achieved_by", name=task["by_name"])
    return tip


class _Blank(dict):
    """Format fields: a missing slot reads as nothing rather than failing."""

    def __missing__(self, key: str) -> str:
        return ""
