"""Grand achievements (Expansion VI) on the board: the panel where a human seat chooses its
cards (keep 1 in the draft variant, keep 4 of 6 against Puertomas), and the rows of the hand
overlay (a seat's own cards with their progress, the others' completed cards and a count of
their hidden ones). Only the seat at the screen is ever shown its offer or its hidden cards:
the board draws a decision panel only for the human to act, who is the viewer (hot seat)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.puerto_rico.engine import Action, Game, view
from game.puerto_rico.scenes.panel_painter import Choice, DecisionPanel
from game.puerto_rico.scenes.wording import count_text
from game.shell.i18n import Translator

if TYPE_CHECKING:
    from game.puerto_rico.catalog.achievements import AchievementDef

KINDS = ("achievement_draft", "achievement_keep")  # the decisions this panel answers


def card_name(tr: Translator, card: AchievementDef) -> str:
    return card.name_fr if tr.lang == "fr" else card.name_en


def card_text(tr: Translator, card: AchievementDef) -> str:
    return card.text_fr if tr.lang == "fr" else card.text_en


def card_row(tr: Translator, card: AchievementDef, head: Choice) -> list[Choice]:
    """A card as a row: the clickable (or plain) cell with its name and VP, then its condition."""
    condition = card_text(tr, card)
    return [head, Choice(condition, tip=condition, weight=1.3, left=True)]


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
                on_click=lambda cid=cid: _toggle(picks, cid, keep),
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


# --------------------------------------------------------------------------- the hand


def hand_lines(tr: Translator, g: Game, viewer: int | None) -> list[tuple[str, str, bool]]:
    """The hand overlay's lines as (left, right, completed): each seat in turn, the viewer's
    own cards with have/need and VP, the others' completed cards and the number hidden."""
    lines: list[tuple[str, str, bool]] = []
    for seat in range(g.state.seats):
        if g.is_puertoma(seat):
            continue
        cards = view.achievement_cards(g, seat, viewer)
        name = g.state.players[seat].name
        head = tr.t("achievements.your_cards") if seat == viewer else name
        lines.append((head, "", False))
        for cid in cards.completed:
            card = view.achievement_card(g, cid)
            vp = count_text(tr, "vp", card.vp)
            lines.append((card_name(tr, card), f"{tr.t('achievements.completed')} · {vp}", True))
        if cards.hidden is not None:
            for cid in cards.hidden:
                card = view.achievement_card(g, cid)
                have, need = view.achievement_progress(g, seat, cid)
                progress = tr.t("achievements.progress", have=min(have, need), need=need)
                words = f"{card_name(tr, card)}: {card_text(tr, card)}"
                lines.append((words, f"{progress} · {count_text(tr, 'vp', card.vp)}", False))
        elif cards.hidden_count:
            lines.append((tr.t("achievements.hidden", n=cards.hidden_count), "", False))
        if not cards.completed and not cards.hidden_count:
            lines.append((tr.t("achievements.none"), "", False))
    return lines
