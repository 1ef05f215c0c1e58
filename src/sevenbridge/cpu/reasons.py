"""Why a CPU made a decision: the considerations its policy weighed, and their words.

A policy that is asked to ``decide`` (rather than merely ``choose``) records
what it compared on the way to its action in ``Notes``: the price of every
discard it weighed, the plan it followed, whether it held back or declined
to jump the queue. ``reason_for`` turns those figures into a ``Reason``, a
small value with a kind and the cards it concerns, and this module's
``reason_text`` (a whole sentence), ``reason_why`` (the reason alone) and
``reason_brief`` (the reason in a few words, for a narrow log) are the one
place where a reason becomes words, in the player's language. Keeping the
words apart from the reason lets a log, a hint and a replay say the same
thing, and lets the words be translated without touching a policy.

Nothing here changes a decision: the action is chosen by the same code with or
without notes, and the notes are only written when a reason was asked for.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ..engine.actions import Action, Chi, Discard, Draw, LayOff, Meld, Pass, Pon
from ..engine.cards import CARD_ORDER, JOKER, Card, without
from ..engine.claims import pon_cards
from ..translation import _, ngettext, pgettext
from .cover import Cover, coverer
from .danger import discard_warnings
from .knowledge import Knowledge
from .outs import near_melds

__all__ = [
    "Decision",
    "Notes",
    "Reason",
    "ReasonKind",
    "Weighed",
    "reason_brief",
    "reason_for",
    "reason_text",
    "reason_why",
]

ReasonKind = Literal[
    "only",
    "pon",
    "pass-breaks-run",
    "pass-breaks-set",
    "pass-worse",
    "pass-queue",
    "chi",
    "draw-not-chi",
    "claim-out",
    "meld",
    "meld-joker",
    "meld-out",
    "lay-off",
    "lay-off-joker",
    "out",
    "hold",
    "careless",
    "safer",
    "loose",
    "dead",
    "keep",
    "joker-risk",
    "joker-points",
    "cheapest",
]
"""What kind of consideration decided: one sentence of ``reason_text`` each."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why one action was taken: its ``kind``, the ``cards`` the action concerns,
    the ``other`` cards it was weighed against, a ``count`` whose meaning the
    kind gives (points, or live cards), and the ``factor`` a joker left in hand
    multiplies the hand's penalty by, for the kinds about a joker."""

    kind: ReasonKind
    cards: tuple[Card, ...] = ()
    other: tuple[Card, ...] = ()
    count: int = 0
    factor: int = 1


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and the reason its policy gave for it."""

    action: Action
    reason: Reason


@dataclass(frozen=True, slots=True)
class Weighed:
    """One discard a plan considered: the cost of the hand kept without it, and
    the extra cost of an opponent claiming it."""

    card: Card
    keep: float
    danger: float

    @property
    def cost(self) -> float:
        """What the plan minimised."""
        return self.keep + self.danger


@dataclass(slots=True)
class Notes:
    """What a policy compared while making one decision; filled in only when a reason is wanted."""

    weighed: list[Weighed] = field(default_factory=list)
    """Every discard the chosen plan weighed, in the order it weighed them."""
    plan_cover: Cover | None = None
    """How the plan lays the hand down."""
    goes_out: bool = False
    """Whether the plan empties the hand this turn."""
    held: bool = False
    """Whether the melds are kept in hand to go out at once later."""
    careless: bool = False
    """Whether the discard was a loose card thrown without weighing it."""
    queue: bool = False
    """Whether a pon was declined because it would jump the queue."""


def reason_for(know: Knowledge, action: Action, notes: Notes, legal: list[Action]) -> Reason:
    """The reason for ``action``, from what was noted while choosing it."""
    if len(legal) == 1:
        return Reason("only", _cards_of(action, know))
    if isinstance(action, (Pon, Chi)) and notes.goes_out:
        return _claim_out_reason(know, action)
    if isinstance(action, Pon):
        return _pon_reason(know)
    if isinstance(action, Pass):
        return _pass_reason(know, notes)
    if isinstance(action, Chi):
        top = know.view.top_discard
        return Reason("chi", action.cards, (top,) if top is not None else ())
    if isinstance(action, Draw):
        top = know.view.top_discard
        return Reason("draw-not-chi", (), (top,) if top is not None else ())
    points = coverer(know.rules).points
    factor = _joker_factor(know)
    if isinstance(action, Meld):
        taken = sum(points[card] for card in action.cards)
        if notes.goes_out:
            return Reason("meld-out", action.cards, count=taken)
        if JOKER in action.cards and factor > 1:
            return Reason("meld-joker", action.cards, count=taken, factor=factor)
        return Reason("meld", action.cards, count=taken)
    if isinstance(action, LayOff):
        if action.card is JOKER and factor > 1:
            return Reason("lay-off-joker", (action.card,), count=points[action.card], factor=factor)
        return Reason("lay-off", (action.card,), count=points[action.card])
    assert isinstance(action, Discard)
    return _discard_reason(know, action.card, notes)


def _joker_factor(know: Knowledge) -> int:
    """What a joker left in hand multiplies the hand's penalty by, as the policy's
    ``Coverer.penalty`` counts it (1 when the rules give it no multiplier)."""
    return know.rules.joker_multiplier


def _cards_of(action: Action, know: Knowledge) -> tuple[Card, ...]:
    """The cards an action names, for a reason that has nothing more to say."""
    if isinstance(action, Meld | Chi):
        return action.cards
    if isinstance(action, Discard | LayOff):
        return (action.card,)
    top = know.view.top_discard
    return (top,) if isinstance(action, Pon | Pass) and top is not None else ()


def _claim_out_reason(know: Knowledge, action: Pon | Chi) -> Reason:
    """A claim that lets the hand go out this turn, worded as the pon or chi it is."""
    top = know.view.top_discard
    assert top is not None
    if isinstance(action, Chi):
        return Reason("claim-out", action.cards, (top,))
    return Reason("claim-out", (top,), pon_cards(know.view.hand, top))


def _pon_reason(know: Knowledge) -> Reason:
    top = know.view.top_discard
    assert top is not None
    return Reason("pon", (top,), pon_cards(know.view.hand, top))


def _pass_reason(know: Knowledge, notes: Notes) -> Reason:
    """A pass declined a pon: it would jump the queue, break a meld the hand holds, or leave a worse hand."""
    top = know.view.top_discard
    assert top is not None
    if notes.queue:
        return Reason("pass-queue", (top,))
    pair = pon_cards(know.view.hand, top)
    cover = coverer(know.rules).cover(know.view.hand, know.accepts, know.has_meld)
    for meld in cover.melds:
        if any(card in meld for card in pair):
            kind: ReasonKind = "pass-breaks-set" if _is_set(meld) else "pass-breaks-run"
            return Reason(kind, (top,), meld)
    return Reason("pass-worse", (top,))


def _marked_against(know: Knowledge, card: Card, other: Card) -> bool:
    """Whether the table would warn of a claim on ``card`` and not on ``other``: then calling ``card``
    the safer throw would contradict the marks the player sees, so another reason is given."""
    return bool(discard_warnings(know, card)) and not discard_warnings(know, other)


def _is_set(meld: tuple[Card, ...]) -> bool:
    ranks = {card.rank for card in meld if card is not JOKER}
    return len(ranks) <= 1


def _discard_reason(know: Knowledge, card: Card, notes: Notes) -> Reason:
    """Why this card went: the plan goes out, holds back, plays safe, or the card is worth least."""
    points = coverer(know.rules).points[card]
    if notes.goes_out:
        return Reason("out", (card,))
    if notes.held:
        melds = notes.plan_cover.melds if notes.plan_cover is not None else ()
        return Reason("hold", (card,), tuple(held for meld in melds for held in meld))
    if notes.careless:
        return Reason("careless", (card,), count=points)
    weighed = notes.weighed
    chosen = next((option for option in weighed if option.card is card), None)
    if chosen is None or not weighed:
        return _joker_discard_reason(know, points) if card is JOKER else Reason("cheapest", (card,), count=points)
    cheapest_to_keep = min(weighed, key=lambda option: option.keep)
    safer = cheapest_to_keep.card is not card and cheapest_to_keep.danger > chosen.danger
    if safer and not _marked_against(know, card, cheapest_to_keep.card):
        return Reason("safer", (card,), (cheapest_to_keep.card,))
    if card is JOKER:
        return _joker_discard_reason(know, points)
    rest = without(know.view.hand, (card,))
    partners, live = _partners(know, card, rest)
    if not partners:
        return Reason("loose", (card,), count=points)
    if live == 0:
        return Reason("dead", (card,), partners, count=points)
    runner_up = min((option for option in weighed if option.card is not card), key=lambda o: o.cost, default=None)
    if runner_up is not None:
        kept = _best_near_meld(know, runner_up.card, without(rest, (runner_up.card,)))
        if kept is not None:
            pair, outs = kept
            return Reason("keep", (card,), pair, outs)
    return Reason("cheapest", (card,), count=points)


def _joker_discard_reason(know: Knowledge, points: int) -> Reason:
    """Why the joker went, when it was not for safety: a joker joins any meld, so what
    the plan saved by throwing it is what it would cost left in hand, its multiplier
    above all, else its points."""
    factor = _joker_factor(know)
    if factor > 1:
        return Reason("joker-risk", (JOKER,), count=points, factor=factor)
    if points:
        return Reason("joker-points", (JOKER,), count=points)
    return Reason("cheapest", (JOKER,), count=points)


def _partners(know: Knowledge, card: Card, rest: tuple[Card, ...]) -> tuple[tuple[Card, ...], int]:
    """The cards of ``rest`` that are one card short of a meld with ``card`` (in
    ``index`` order, each once), and how many unseen cards would finish one of them.

    A card with partners but no live card is dead only beside those partners:
    the reason names them, since a card of its rank may still be unseen."""
    partners: set[Card] = set()
    live = 0
    for first, second, outs in near_melds((card, *rest), know.rules):
        if card in (first, second):
            partners.add(second if first is card else first)
            live += sum(know.unseen[out] for out in outs)
    return tuple(sorted(partners, key=CARD_ORDER)), live


def _best_near_meld(know: Knowledge, card: Card, rest: tuple[Card, ...]) -> tuple[tuple[Card, Card], int] | None:
    """The near-meld of ``card`` with the most unseen cards to finish it, if any is live."""
    best: tuple[tuple[Card, Card], int] | None = None
    for first, second, outs in near_melds((card, *rest), know.rules):
        if card not in (first, second):
            continue
        live = sum(know.unseen[out] for out in outs)
        if live and (best is None or live > best[1]):
            best = ((first, second) if first.index <= second.index else (second, first)), live
    return best


def _number(count: int) -> str:
    """A small count as a sentence spells it (a translation may give figures); a larger one in figures.

    Each word has the context "count", so that the "no" of "no live cards" is
    not the "no" of a yes-or-no answer.
    """
    words = (
        pgettext("count", "no"),
        pgettext("count", "one"),
        pgettext("count", "two"),
        pgettext("count", "three"),
        pgettext("count", "four"),
        pgettext("count", "five"),
        pgettext("count", "six"),
        pgettext("count", "seven"),
        pgettext("count", "eight"),
        pgettext("count", "nine"),
        pgettext("count", "ten"),
    )
    return words[count] if 0 <= count < len(words) else str(count)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


def _either(cards: tuple[Card, ...]) -> str:
    """Cards any one of which would do: ``2♦``, ``2♦ or 3♦``, ``2♦, 3♦ or 9♠`` (not ``2♦ 3♦``, which reads
    as cards that go together)."""
    if len(cards) < 2:
        return _cards(cards)
    listed = _("{first} or {last}").format(first=cards[-2], last=cards[-1])
    for card in reversed(cards[:-2]):
        listed = _("{first}, {rest}").format(first=card, rest=listed)
    return listed


def _doing(action: Action, reason: Reason, who: str | None) -> str:
    """The action itself: ``Discard J♣`` as advice, ``North discards J♣`` when ``who`` did it."""
    card, other = _cards(reason.cards), _cards(reason.other)
    if isinstance(action, Discard) and reason.kind == "keep":
        said = _("{name} discards {card} and keeps {other}") if who else _("Discard {card} and keep {other}")
    elif isinstance(action, Discard):
        said = _("{name} discards {card}") if who else _("Discard {card}")
    elif isinstance(action, Meld):
        said = _("{name} melds {card}") if who else _("Meld {card}")
    elif isinstance(action, LayOff):
        said = _("{name} lays off {card}") if who else _("Lay off {card}")
    elif isinstance(action, Chi):
        said = _("{name} chis {other} with {card}") if who else _("Chi {other} with {card}")
    elif isinstance(action, Pon):
        said = _("{name} pons {card}") if who else _("Pon {card}")
    elif isinstance(action, Pass):
        said = _("{name} passes on {card}") if who else _("Pass on {card}")
    else:
        said = _("{name} draws from the stock") if who else _("Draw from the stock")
    return said.format(name=who, card=card, other=other)


def _because(reason: Reason) -> str:
    """Why, in words that read after the action whoever took it."""
    kind, count = reason.kind, reason.count
    if kind == "keep":
        return ngettext("one live card connects them", "{number} live cards connect them", count).format(
            number=_number(count)
        )
    says: dict[ReasonKind, str] = {
        "only": _("it is the only move"),
        "pon": _("the set with {other} leaves a cheaper hand than waiting for a draw"),
        "pass-breaks-run": _("it would break the run {other}"),
        "pass-breaks-set": _("it would break the set {other}"),
        "pass-worse": _("the hand it would leave is worth less than the next draw"),
        "pass-queue": _("it claims only a discard that starts its own turn"),
        "chi": _("the run leaves a cheaper hand than drawing"),
        "draw-not-chi": _("taking {other} would leave a worse hand than drawing"),
        "claim-out": _("it is a step to going out this turn"),
        "meld": _("it takes {count} points out of the hand"),
        "meld-joker": _(
            "it takes {count} points out of the hand, and the joker, which left in hand "
            "would multiply the penalty by {factor}"
        ),
        "meld-out": _("it is a step to going out this turn"),
        "lay-off": _("it fits a meld on the table and takes {count} points out of the hand"),
        "lay-off-joker": _("it fits a meld on the table: left in hand, it would multiply the penalty by {factor}"),
        "out": _("everything else is down, so that goes out"),
        "hold": _("the melds stay in hand, to go out all at once later"),
        "careless": _("a loose card, thrown without much thought"),
        "safer": _("an opponent is more likely to claim {other}; this one is safer"),
        "loose": _("it connects with nothing and costs {count}"),
        "dead": _("the cards that would make a meld of it with {other} are all gone, and it costs {count}"),
        "joker-risk": _("it joins any meld, but left in hand it would multiply the penalty by {factor}"),
        "joker-points": _("it joins any meld, but left in hand it would cost {count}"),
        "cheapest": _("it does the least for the hand and costs {count}"),
    }
    other = _either(reason.other) if kind == "dead" else _cards(reason.other)
    return says[kind].format(other=other, count=count, factor=reason.factor)


def reason_text(action: Action, reason: Reason, who: str | None = None) -> str:
    """One sentence: advice to the player (``who`` is ``None``), or what seat ``who`` did and why.

    ``who`` is the seat's name as the player reads it.
    """
    return _("{action}: {reason}").format(action=_doing(action, reason, who), reason=_because(reason))


def reason_why(reason: Reason) -> str:
    """The reason alone, to follow a line that already says what was done (``keeping 8♣ 9♣: …``)."""
    if reason.kind == "keep":
        return _("keeping {cards}: {reason}").format(cards=_cards(reason.other), reason=_because(reason))
    return _because(reason)


def reason_brief(reason: Reason) -> str:
    """The reason in a few words (``safer than 9♠``), for a log too narrow for ``reason_why``'s sentence.

    A dead card's partners are written ``4♠/5♥``: any one of them would do, and
    ``or`` would take a line of the narrow log past its width.
    """
    kind, count = reason.kind, reason.count
    other = "/".join(str(card) for card in reason.other) if kind == "dead" else _cards(reason.other)
    says: dict[ReasonKind, str] = {
        "only": _("the only move"),
        "pon": _("a set with {cards}"),
        "pass-breaks-run": _("breaks {cards}"),
        "pass-breaks-set": _("breaks {cards}"),
        "pass-worse": _("a draw is better"),
        "pass-queue": _("waits for its turn"),
        "chi": _("cheaper than a draw"),
        "draw-not-chi": _("a draw beats {cards}"),
        "claim-out": _("on its way out"),
        "meld": _("{count} points down"),
        "meld-joker": _("{count} down, no ×{factor}"),
        "meld-out": _("on its way out"),
        "lay-off": _("fits, saves {count}"),
        "lay-off-joker": _("fits, no ×{factor}"),
        "out": _("goes out"),
        "hold": _("holds melds back"),
        "careless": _("a careless throw"),
        "safer": _("safer than {cards}"),
        "loose": _("loose, costs {count}"),
        "dead": _("dead with {cards}"),
        "keep": _("keeps {cards}"),
        "joker-risk": _("avoids ×{factor}"),
        "joker-points": _("avoids {count} points"),
        "cheapest": _("least use, costs {count}"),
    }
    return says[kind].format(cards=other, count=count, factor=reason.factor)
