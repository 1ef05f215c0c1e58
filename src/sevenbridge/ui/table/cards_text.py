"""How cards look at the table: labels, suit colours, frames and backs, for each card face.

Every widget that shows a card goes through a ``CardFace``, so a card reads the
same in the hand, the melds, the discard pile, the log and the dialogs. A face
is built from the player's choices (``CardFaces``) and the colours of the app's
current theme, so cards follow a theme change instead of keeping fixed colours.

Text a face writes marks each card's part of it (``PART``), and the parts of
what the table says in a colour of the theme's (``SUCCESS``, ``WARNING``,
``MUTED``), so text written in one face is drawn in another by ``recolour``:
a log line or a message kept across a change of theme takes the new colours
instead of the ones it was written in, which a new background may hide.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rich.style import Style
from rich.text import Span, Text
from textual.color import Color, rgb_to_lab

from ...engine.cards import Card, Suit
from ...engine.melds import TableMeld
from ..contrast import READS, SHOWS, showing, solid, theme_colour
from ..host import CardFaces, HandOrder

__all__ = ["MUTED", "SUCCESS", "WARNING", "CardFace", "Frame", "card_face", "sort_hand"]

PART: Final = "card-part"
"""The key, in a style's meta, of the part of a card a span of text draws: a suit's letter (``H``), the joker
(``JK``) or the card a joker stands for (``=``)."""
JOKER: Final = "JK"
REPRESENTED: Final = "="
SUCCESS: Final = "success"
"""The part of text that says what went well or what to do: a hint's reason, the moves the selection makes,
who went out."""
WARNING: Final = "warning"
"""The part of text that stands out from good news: "at once!" after who went out."""
MUTED: Final = "muted"
"""The part of text that says less than the rest (see ``CardFace.muted``)."""

SUIT_LETTERS: Final = {Suit.SPADES: "S", Suit.HEARTS: "H", Suit.DIAMONDS: "D", Suit.CLUBS: "C"}
"""The ASCII face writes each suit as its letter, as the save files do."""

STANDARD_COLOURS: Final = {
    Suit.SPADES: "foreground",
    Suit.HEARTS: "error",
    Suit.DIAMONDS: "error",
    Suit.CLUBS: "foreground",
}
FOUR_COLOURS: Final = {Suit.SPADES: "foreground", Suit.HEARTS: "error", Suit.DIAMONDS: "primary", Suit.CLUBS: "success"}
"""Theme variables per suit: the usual red and black, or black, red, blue and green."""
MONOCHROME: Final = dict.fromkeys(Suit, "foreground")
"""Theme variables per suit without colour (``NO_COLOR``): a red or blue turned grey is too dark to read on
the dark background, so every suit takes the text colour and is told by its symbol."""

CURSOR_COLOURS: Final = ("warning", "accent", "secondary", "primary", "success")
"""Theme variables the cursor may take, the first told apart from every suit's colour (see ``apart``)."""
SELECTED_COLOURS: Final = ("primary", "secondary", "accent", "success", "warning")
"""Theme variables a selected card's frame may take, the first told apart from the suits and the cursor."""
UNDER_MARKS: Final = ("background", "boost")
"""Theme variables a card's frame, a card back, the cursor and the selection are drawn on: the table, and
the row of the seat to act."""
UNDER_LABELS: Final = (*UNDER_MARKS, "surface", "panel")
"""Theme variables a card's label is drawn on: the table's, a question's options (the surface) and a raised
card (the panel)."""
PANEL_COLOURS: Final = ("primary", "secondary", "accent")
"""Theme variables the table's panels are framed in: a dark blue frame was 1.7:1 on textual-dark."""
TOLD_APART: Final = 25.0
"""The least distance in Lab (CIE76 ΔE) at which two colours are told apart at a glance: solarized's
orange warning is 18.7 from its red error, too near for a cursor round a heart."""


@dataclass(frozen=True)
class Frame:
    """The characters of a face besides the cards' labels.

    A card's frame (top, side, bottom), a card back and the stock's face, the
    mark of the seat to act, the mark under a raised card, the separator in a
    seat's name line, and the box drawn round each meld.
    """

    top: str
    side: str
    bottom: str
    back: str
    stock: str
    acting: str
    raised: str
    separator: str
    box_top: tuple[str, str, str]
    box_side: str
    box_bottom: tuple[str, str, str]


UNICODE_FRAME: Final = Frame("╭───╮", "│", "╰───╯", "▮", "▒▒▒", "▶", "▲", "·", ("╭", "─", "╮"), "│", ("╰", "─", "╯"))
ASCII_FRAME: Final = Frame("+---+", "|", "+---+", "#", "###", ">", "^", "-", ("+", "-", "+"), "|", ("+", "-", "+"))


@dataclass(frozen=True)
class CardFace:
    """One way of drawing cards: glyphs (Unicode or ASCII) and a Rich style for each part."""

    ascii: bool
    suit_styles: Mapping[Suit, str]
    joker: str
    back: str
    frame_style: str
    cursor: str
    selected: str
    selected_face: str
    represented: str
    """The card a joker stands for (``=9♥`` in ``JK=9♥``): plainer than a card, but as easy to read."""
    divider: str
    """The dashed line over the player's melds: the theme's primary, half transparent as Textual's own lines
    are, made to show (``SHOWS``) on the table and on the row of the seat to act."""
    lines: Mapping[str, str]
    """The panels' frames by the theme colour CSS gives them (``primary`` for the score, ``secondary`` for the
    log, ``accent`` for the tracker), made to show on the table and on a panel's own ground (``SHOWS``)."""
    titles: Mapping[str, str]
    """The panels' titles ("Standard" over the score) by the same names, made to read (``READS``)."""
    muted: str
    """Text that says less than the rest (a hand's size, "no melds yet", the hand's keys): the theme's muted
    text colour made to read (``READS``), or dim in the terminal's own colours, whose contrast the terminal
    decides."""
    success: str
    """Text that says what went well or what to do (a hint's reason, who went out): the theme's success colour
    made to read (``READS``) where a label is drawn; a fixed green read at 2.6:1 under atom-one-light."""
    warning: str
    """Text that stands out from good news ("at once!"): the theme's warning colour made to read (``READS``)."""
    choices: CardFaces
    """The player's choices the face was made from, to make it again in another theme."""

    @property
    def frame(self) -> Frame:
        """The frame characters of this face."""
        return ASCII_FRAME if self.ascii else UNICODE_FRAME

    def label(self, card: Card) -> str:
        """The card in at most three cells: ``10♥``, ``Q♠``, ``JK``; ``10H``, ``QS`` in ASCII."""
        if self.ascii and card.suit is not None:
            return card.symbol[:-1] + SUIT_LETTERS[card.suit]
        return card.symbol

    def style(self, card: Card) -> str:
        """The colour of the card's suit (or the joker's), in bold."""
        return self.joker if card.suit is None else self.suit_styles[card.suit]

    def card_text(self, card: Card) -> Text:
        """One card as styled text, marked as the card's part (see ``recolour``)."""
        return Text(self.label(card), style=self._marked(JOKER if card.suit is None else card.suit.value))

    def cards_text(self, cards: Iterable[Card], separator: str = " ") -> Text:
        """Several cards as styled text."""
        return Text(separator).join(self.card_text(card) for card in cards)

    def meld_text(self, meld: TableMeld) -> Text:
        """A meld in table order; a joker shows the card it stands for (``JK=8♥``)."""
        return Text("[").append_text(Text(" ").join(self.meld_cards(meld))).append("]")

    def meld_cards(self, meld: TableMeld) -> list[Text]:
        """Each card of a meld in table order, a joker with the card it stands for (``JK=8♥``)."""
        parts = []
        for card, code in zip(meld.cards, meld.represented(), strict=True):
            part = self.card_text(card)
            if card.is_joker:
                part.append("=" + self._represented_label(code), style=self._marked(REPRESENTED))
            parts.append(part)
        return parts

    def recolour(self, text: Text) -> Text:
        """``text`` with every card written in it, in whichever face, in this face's colours.

        What else the text says keeps its style.
        """
        copy = text.copy()
        copy.style = self._restyled(copy.style)
        copy.spans = [Span(span.start, span.end, self._restyled(span.style)) for span in copy.spans]
        return copy

    def _restyled(self, style: str | Style) -> str | Style:
        """A card's part in this face's style; any other style as it is."""
        if isinstance(style, Style) and (part := style.meta.get(PART)) is not None:
            return self._marked(part)
        return style

    def said(self, text: str, part: str) -> Text:
        """``text`` as the ``part`` (``SUCCESS``, ``WARNING``, ``MUTED``) of what the table says, marked as that
        part so ``recolour`` draws it in a later face's colour for it; ``SUCCESS`` and ``WARNING`` in bold."""
        return Text(text, style=self._marked(part))

    def _marked(self, part: str) -> Style:
        """The style of a card's ``part`` (see ``PART``) or a part of what is said, marked as that part."""
        if part == JOKER:
            style = self.joker
        elif part == REPRESENTED:
            style = self.represented
        elif part in (SUCCESS, WARNING):
            style = f"bold {self.success if part == SUCCESS else self.warning}"
        elif part == MUTED:
            style = self.muted
        else:
            style = self.suit_styles[Suit(part)]
        return Style.parse(style) + Style(meta={PART: part})

    def _represented_label(self, code: str) -> str:
        """``8H`` → ``8♥`` (``8H`` in ASCII); a set's joker code (``9*``) shows only its rank."""
        if code.endswith("*"):
            return code[:-1].replace("T", "10")
        return self.label(Card(code))

    def plain(self, text: str) -> str:
        """Text written with suit symbols (an engine message, a card's name), in this face's glyphs."""
        if not self.ascii:
            return text
        for suit, letter in SUIT_LETTERS.items():
            text = text.replace(suit.symbol, letter)
        return text


def card_face(faces: CardFaces, theme: Mapping[str, str]) -> CardFace:
    """The face for the player's choices, coloured from the theme's variables (``$error``, ``$primary``…).

    Every colour is made to show on what it is drawn on (see ``showing``):
    a label on the table, a question and a raised card; a frame, a back or a
    mark on the table. The cursor, which also marks the seat to act and its
    name, the muted text and what is said in the theme's success or warning colour must read as text does
    (``READS``). The cursor and the selection take the first of their
    theme colours told apart from every suit's colour: a theme's warning
    colour may be as red as its hearts (``ansi-light`` makes it bright red),
    and its primary is the diamonds' colour in four colours.
    """
    background = theme_colour(theme.get("background", "black"))

    def colour(name: str) -> Color:
        """A theme colour, solid (see ``solid``)."""
        return solid(theme_colour(theme[name]), background)

    def grounds(names: Sequence[str]) -> list[Color]:
        """The theme's colours of ``names``, the background first; one the theme lacks is the background."""
        return [colour(name) if name in theme else background for name in names]

    labels, marks = grounds(UNDER_LABELS), grounds(UNDER_MARKS)

    def shown(name: str, under: Sequence[Color], least: float = SHOWS) -> Color:
        """The theme's colour of ``name``, made to show on each of ``under`` at ``least``."""
        return showing(colour(name), under, least)

    mono = faces.monochrome
    suits = {
        suit: shown(name, labels)
        for suit, name in (MONOCHROME if mono else FOUR_COLOURS if faces.four_colour else STANDARD_COLOURS).items()
    }
    cursors = [shown(name, marks, READS) for name in CURSOR_COLOURS if name in theme]
    cursor = shown("foreground", marks, READS) if mono else apart(cursors, [*suits.values()])
    selections = [shown(name, marks) for name in SELECTED_COLOURS if name in theme]
    selected = shown("foreground", marks) if mono else apart(selections, [*suits.values(), cursor])
    return CardFace(
        ascii=faces.ascii,
        suit_styles={suit: f"bold {rich_name(found)}" for suit, found in suits.items()},
        joker=f"bold {rich_name(shown('foreground' if mono else 'accent', labels))}",
        back=rich_name(shown("primary", marks)),
        frame_style=rich_name(shown("foreground-muted", marks)),
        cursor=f"bold {rich_name(cursor)}",
        selected=f"bold {rich_name(selected)}",
        selected_face=f"on {rich_name(colour('panel'))}",
        represented=rich_name(shown("foreground-muted", labels)),
        divider=rich_name(showing(solid(colour("primary").multiply_alpha(0.5), background), marks)),
        lines={name: rich_name(shown(name, labels)) for name in PANEL_COLOURS if name in theme},
        titles={name: rich_name(shown(name, labels, READS)) for name in PANEL_COLOURS if name in theme},
        muted=muted if (muted := rich_name(shown("foreground-muted", labels, READS))).startswith("#") else "dim",
        success=rich_name(shown("success", labels, READS)),
        warning=rich_name(shown("warning", labels, READS)),
        choices=faces,
    )


def rich_name(found: Color) -> str:
    """A colour as Rich names it: ``#B93C5B``, or the terminal's own colour (``color(1)``, ``default``)."""
    return found.hex if found.ansi is None else found.rich_color.name


def apart(choices: Sequence[Color], taken: Sequence[Color]) -> Color:
    """The first of ``choices`` told apart from every ``taken`` colour, else the one farthest from its nearest."""
    for choice in choices:
        if all(distance(choice, other) >= TOLD_APART for other in taken):
            return choice
    return max(choices, key=lambda choice: min(distance(choice, other) for other in taken))


def distance(one: Color, other: Color) -> float:
    """How far apart two colours look: their distance in Lab, or for the terminal's own colours, by hue.

    The terminal chooses its colours, so two of them are told apart only by
    name: red and bright red are both red (no distance), red and yellow are
    apart, as are one of them and a fixed colour.
    """
    if one.ansi is None and other.ansi is None:
        near, far = rgb_to_lab(one), rgb_to_lab(other)
        return math.dist((near.L, near.a, near.b), (far.L, far.a, far.b))
    return 0.0 if _hue(one) == _hue(other) else math.inf


def _hue(found: Color) -> int | None:
    """The hue of one of the terminal's colours (bright red is red), ``-1`` its default, ``None`` a fixed colour."""
    if found.ansi is None:
        return None
    return found.ansi if found.ansi < 0 else found.ansi % 8


def sort_hand(cards: Iterable[Card], order: HandOrder) -> tuple[Card, ...]:
    """The hand sorted by suit (then rank) or by rank (then suit); jokers last."""
    if order == "suit":
        return tuple(sorted(cards, key=lambda card: card.index))
    return tuple(sorted(cards, key=lambda card: (card.is_joker, card.rank, card.index)))
