"""Grand achievements (Expansion VI) on the board: the panel where a human seat chooses its
cards (keep 1 in the draft variant, keep 4 of 6 against Puertomas), and the rows of the hand
overlay (a seat's own cards with their progress, the others' completed cards and a count of
their hidden ones). Only the seat at the screen is ever shown its offer or its hidden cards:
the board draws a decision panel only for the human to act, who is the viewer (hot seat)."""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.scenes.panel_painter import NOTE, Choice, DecisionPanel
from game.puerto_rico.scenes.wording import count_text
from game.shell.assets import BRASS, CREAM, HIGHLIGHT, INK
from game.shell.i18n import Translator
from game.shell.overlays import Overlay, self_t
from game.shell.widgets import Button, blit_text, handle_buttons, panel

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementDef
    from game.puerto_rico.scenes.board import BoardScene
    from game.shell.app import App

KINDS = ("achievement_draft", "achievement_keep")  # the decisions this panel answers


def card_name(tr: Translator, card: AchievementDef) -> str:
    return card.name_fr if tr.lang == "fr" else card.name_en


def card_text(tr: Translator, card: AchievementDef) -> str:
    return card.text_fr if tr.lang == "fr" else card.text_en


def card_row(tr: Translator, card: AchievementDef, head: Choice) -> list[Choice]:
    """A card as a row: the clickable (or plain) cell with its name and VP, then its condition."""
    condition = card_text(tr, card)
    return [head, Choice(condition, tip=condition, weight=1.7, left=True)]


def choice_panel(tr: Translator, g: Game, seat: int, picks: list[str]) -> DecisionPanel:
    """The seat's offer as rows; in the draft a click keeps the card at once, in keep 4 of 6 a
    click toggles it in `picks` and Done sends the set (see `keep_action`)."""
    offer = view.achievement_offer(g, seat)
    keep = view.achievements_to_keep(g)
    rows = []
    for cid in offer:
        card = view.achievement_card(g, cid)
        words = f"{card_name(tr, card)} · {count_text(tr, 'vp', card.vp)}"
        if g.decision == "achievement_draft":
            action = next(
                (a for a in g.legal_actions() if a.kind == "keep_achievement" and a.value == cid),
                None,
            )
            head = Choice(words, action=action, tip=card_text(tr, card), left=True)
        else:
            head = Choice(
                words,
                on_click=partial(_toggle, picks, cid, keep),
                tip=card_text(tr, card),
                selected=cid in picks,
                key=f"achievement:{cid}",
                left=True,
            )
        rows.append(card_row(tr, card, head))
    if g.decision == "achievement_draft":
        title = tr.t("achievements.draft_title")
        note = tr.t("achievements.draft_note")
    else:
        title = tr.t("achievements.keep_title", n=keep, m=len(offer))
        note = tr.t("achievements.keep_note", n=keep, chosen=len(picks))
    return DecisionPanel(title, rows, note)


def _toggle(picks: list[str], cid: str, keep: int) -> None:
    if cid in picks:
        picks.remove(cid)
    elif len(picks) < keep:
        picks.append(cid)
    else:  # a full hand: the oldest choice makes room (a click never does nothing)
        picks.pop(0)
        picks.append(cid)


def keep_action(g: Game, seat: int, picks: list[str]) -> Action | None:
    """What Done sends in keep 4 of 6: the engine's action for the chosen set, once complete."""
    if g.decision != "achievement_keep" or len(picks) != view.achievements_to_keep(g):
        return None
    for a in g.legal_actions():
        if a.kind == "keep_achievements" and sorted(a.value) == sorted(picks):
            return a
    offer = view.achievement_offer(g, seat)
    return Action(seat, "keep_achievements", tuple(c for c in offer if c in picks))


def completion_notice(tr: Translator, g: Game, seat: int | None, card_id: str) -> str:
    """The short notice flashed over the table when a seat completes a card (its log line
    stays in the log)."""
    name = g.state.players[seat].name if seat is not None else ""
    card = view.achievement_card(g, card_id)
    words = f"{card_name(tr, card)} ({count_text(tr, 'vp', card.vp)})"
    return tr.t("achievements.just_completed", name=name, card=words)


# --------------------------------------------------------------------------- the hand


def hand_lines(tr: Translator, g: Game, viewer: int | None) -> list[tuple[str, str, str]]:
    """The hand overlay's lines as (left, right, kind), kind one of head, card, done, count:
    each seat in turn, the viewer's own cards with have/need and VP, every completed card and
    the number of another seat's hidden ones."""
    lines: list[tuple[str, str, str]] = []
    for seat in range(g.state.seats):
        if g.is_puertoma(seat):
            continue
        cards = view.achievement_cards(g, seat, viewer)
        name = g.state.players[seat].name
        head = tr.t("achievements.your_cards") if seat == viewer else name
        lines.append((head, "", "head"))
        for cid in cards.completed:
            card = view.achievement_card(g, cid)
            vp = count_text(tr, "vp", card.vp)
            lines.append((card_name(tr, card), f"{tr.t('achievements.completed')} · {vp}", "done"))
        if cards.hidden is not None:
            for cid in cards.hidden:
                card = view.achievement_card(g, cid)
                have, need = view.achievement_progress(g, seat, cid)
                progress = tr.t("achievements.progress", have=min(have, need), need=need)
                colon = " : " if tr.lang == "fr" else ": "  # French sets the colon apart
                words = f"{card_name(tr, card)}{colon}{card_text(tr, card)}"
                lines.append((words, f"{progress} · {count_text(tr, 'vp', card.vp)}", "card"))
        elif cards.hidden_count:
            lines.append((tr.t("achievements.hidden", n=cards.hidden_count), "", "count"))
        if not cards.completed and not cards.hidden_count:
            lines.append((tr.t("achievements.none"), "", "count"))
    return lines


class HandOverlay(Overlay):
    """The grand achievements as the seat at the screen may see them, over the dimmed table:
    its own cards with have/need and VP, every completed card marked, the others' hidden cards
    as a count. Opened by the board's small button; Esc or OK closes it."""

    width = 900

    def __init__(self, app: App, game: Game, viewer: int | None) -> None:
        super().__init__(app, self_t(app, "achievements.hand_title"))
        self.rows = hand_lines(app.t, game, viewer)
        self.note = view.achievements_note(game, app.t.lang)
        self.add(self.t("confirm.ok"), app.pop, hotkey=pygame.K_RETURN)
        self.row_rects: list[pygame.Rect] = []

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)  # the card's width, the title and the button's height
        k = self.k
        row_h = max(18, int(30 * k))
        note_h = max(16, int(24 * k)) * 2
        button = self.buttons[0]
        h = self.card.h + len(self.rows) * row_h + note_h
        h = min(h, size[1] - 10)
        self.card = pygame.Rect(0, 0, self.card.w, h)
        self.card.center = (size[0] // 2, size[1] // 2)
        top = self.card.y + 16
        self.text_rows = [
            (text, s, bold, top + (y - self.text_rows[0][3])) for text, s, bold, y in self.text_rows
        ]
        y = self.text_rows[-1][3] + int(50 * k) if self.text_rows else top
        self.row_rects = []
        for _ in self.rows:
            self.row_rects.append(pygame.Rect(self.card.x + 24, y, self.card.w - 48, row_h - 3))
            y += row_h
        self.note_y = y + 4
        button.rect = pygame.Rect(
            self.card.x + 40, self.card.bottom - button.rect.h - 16, self.card.w - 80, button.rect.h
        )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        a = self.app.assets
        size = max(12, int(20 * self.k))
        for rect, (left, right, kind) in zip(self.row_rects, self.rows):
            head, done = kind == "head", kind == "done"
            if done:
                panel(surface, rect, fill=HIGHLIGHT, border=BRASS, radius=5, shadow=False)
            room = rect.w - 16 - (a.font(size).size(right)[0] + 20 if right else 0)
            text = left
            while len(text) > 2 and a.font(size, head).size(text)[0] > room:
                text = text[:-2] + "…"
            x = rect.x + (0 if head else 8)
            blit_text(surface, a, text, (x, rect.centery), size, INK, "midleft", head)
            if right:
                blit_text(surface, a, right, (rect.right - 8, rect.centery), size, INK, "midright")
        for i, line in enumerate(
            a.wrap(self.note, max(11, int(16 * self.k)), self.card.w - 48)[:2]
        ):
            y = self.note_y + i * max(14, int(20 * self.k))
            blit_text(surface, a, line, (self.card.x + 24, y), max(11, int(16 * self.k)), NOTE)


class HandButton(Button):
    """A small button showing a fan of two cards with a star (the hand of achievement cards),
    drawn rather than lettered: no word fits its width in either language; the tooltip names it."""

    def draw(self, surface: pygame.Surface, assets: Any) -> None:
        super().draw(surface, assets)
        r = self.rect
        h = max(7, r.h * 11 // 20)  # inside the sprite's painted body
        w = max(6, h * 2 // 3)
        line = max(1, h // 10)
        for dx, dy in ((-w // 3, 1), (w // 4, -1)):  # the back card, then the front one
            card = pygame.Rect(0, 0, w, h)
            card.center = (r.centerx + dx, r.centery + dy)
            pygame.draw.rect(surface, CREAM, card, border_radius=max(1, w // 6))
            pygame.draw.rect(surface, INK, card, line, border_radius=max(1, w // 6))
        cx, cy, radius = r.centerx + w // 4, r.centery - 1, max(3, w * 3 // 8)
        star = [
            (
                cx + (radius if i % 2 == 0 else radius * 0.45) * math.sin(math.pi * i / 5),
                cy - (radius if i % 2 == 0 else radius * 0.45) * math.cos(math.pi * i / 5),
            )
            for i in range(10)
        ]
        pygame.draw.polygon(surface, BRASS, star)
        pygame.draw.polygon(surface, INK, star, 1)


class HandControl:
    """The board's small button that opens the hand overlay (with Expansion VI only), under
    the undo and redo buttons, so the table stays uncovered until the player asks."""

    def __init__(self, board: BoardScene) -> None:
        self.board = board
        self.button = HandButton(
            "", pygame.Rect(0, 0, 1, 1), self.open, tip=board.t("achievements.hand_tip")
        )

    @property
    def buttons(self) -> list[Button]:
        return [self.button] if view.has_achievements(self.board.game) else []

    def layout(self) -> None:
        menu = self.board.R("button_menu")
        gap = max(2, menu.h // 10)
        h = round(menu.h * 0.6)
        self.button.rect = pygame.Rect(menu.x, menu.bottom + 3 * gap + 2 * h, menu.w, h)

    def open(self) -> None:
        b = self.board
        b.app.push(HandOverlay(b.app, b.game, b.viewer))

    def handle(self, event: pygame.event.Event) -> bool:
        return handle_buttons(self.buttons, event, self.board.app.assets)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface, self.board.app.assets)
