"""The turn-state machine: dealing, the legal actions of a position, and moving on.

``legal_actions(state)`` is the single source of what may be done, and
``apply_action`` accepts exactly those actions. Everything the table, the CPU
players and saved games know about the rules, they learn by asking here.
"""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Final

from .actions import Action, Chi, Discard, Draw, IllegalAction, LayOff, Meld, Pass, Pon
from .cards import CARD_ORDER, JOKER, Card, deck, hand_mask, shuffled, sorted_cards, without
from .claims import pon_cards, pon_claimants, seat_chi_options
from .explain import why_illegal
from .melds import End, MeldKind, TableMeld, classify, hand_melds, lay_off, make_meld, natural_melds
from .rules import RuleSet
from .scoring import drawn_penalties, game_penalties
from .state import Event, GameState, Phase, Result, Termination

__all__ = ["HAND_SIZE", "MAX_PLAYERS", "MIN_PLAYERS", "apply_action", "legal_actions", "new_game"]

HAND_SIZE: Final = 7
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 6
_DRAW: Final = Draw()
_PON: Final = Pon()
_PASS: Final = Pass()
_CLAIM_ACTIONS: Final = (_PON, _PASS)
_DRAW_ONLY: Final = (_DRAW,)
_PLAY: Final = Phase.PLAY
_TURN_START: Final = Phase.TURN_START
_CLAIM: Final = Phase.CLAIM
"""The phases the inner loop tests, read once: on Python 3.11 every read of an
Enum class attribute goes through its metaclass's ``__getattr__`` hook."""
_DISCARDS: Final = {card: Discard(card) for card in deck(jokers=1)}
_LAY_OFFS: dict[tuple[Card, int, End | None], LayOff] = {}


def _seat_count(players: int | Sequence[object]) -> int:
    count = players if isinstance(players, int) else len(players)
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise ValueError(f"Seven Bridge is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {count}")
    return count


def _stacked(
    rules: RuleSet, hands: Sequence[Sequence[Card]], stock: Sequence[Card] | None, rng: random.Random
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """Hands and stock for a game dealt by hand (tests, puzzles), checked against the deck."""
    dealt = tuple(sorted_cards(hand) for hand in hands)
    available = Counter(deck(rules.jokers))
    used = Counter(card for hand in dealt for card in hand) + Counter(stock or ())
    extra = used - available
    if extra:
        names = " ".join(str(card) for card in sorted_cards(extra.elements()))
        raise ValueError(f"cards not in this deck, or given twice: {names}")
    if stock is None:
        rest = sorted_cards((available - used).elements())
        return dealt, shuffled(rest, rng)
    return dealt, tuple(stock)


def new_game(
    rules: RuleSet,
    players: int | Sequence[object],
    *,
    seed: int | None = None,
    dealer: int = 0,
    hands: Sequence[Sequence[Card]] | None = None,
    stock: Sequence[Card] | None = None,
) -> GameState:
    """A freshly dealt game; the dealer's left (``dealer + 1``) plays first.

    ``seed`` fixes the deal and every later reshuffle. ``hands`` (one card list
    per seat) and ``stock`` (top card first) stack the deck instead. Under
    ``first_discard_face_up`` the top of the stock starts the discard pile, as
    if the dealer had thrown it, and may be claimed at once if the rules allow.
    """
    count = _seat_count(players)
    if not 0 <= dealer < count:
        raise ValueError(f"dealer must be a seat from 0 to {count - 1}, not {dealer}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    rng = random.Random(seed)
    if hands is not None:
        if len(hands) != count:
            raise ValueError(f"{count} players need {count} hands, not {len(hands)}")
        dealt, pile = _stacked(rules, hands, stock, rng)
    elif stock is not None:
        raise ValueError("a stacked stock needs stacked hands too")
    else:
        cards = shuffled(deck(rules.jokers), rng)
        order = [(dealer + 1 + i) % count for i in range(count)]
        dealt_lists: list[list[Card]] = [[] for _ in range(count)]
        for position in range(HAND_SIZE * count):
            dealt_lists[order[position % count]].append(cards[position])
        dealt = tuple(sorted_cards(hand) for hand in dealt_lists)
        pile = cards[HAND_SIZE * count :]
    first = (dealer + 1) % count
    dealt_state = GameState(
        rules=rules,
        phase=Phase.TURN_START,
        current=first,
        to_act=first,
        dealer=dealer,
        hands=dealt,
        melds=(),
        discards=(),
        stock=pile,
        seed=seed,
        reshuffles=0,
        had_turn=(False,) * count,
        claimants=(),
        turn_had_meld=False,
        result=None,
        history=(),
    )
    if rules.first_discard_face_up and pile:
        return _turned_up(dealt_state)
    return dealt_state


def _turned_up(state: GameState) -> GameState:
    """The freshly dealt ``state`` with the stock's top card turned up as the dealer's
    discard: offered for pon first, like any discard, then to the first player's chi."""
    card = state.stock[0]
    stock = state.stock[1:]
    claimants = pon_claimants(state.hands, state.had_turn, state.dealer, card, state.rules)
    if claimants:
        return state.replace(
            phase=Phase.CLAIM,
            current=state.dealer,
            to_act=claimants[0],
            claimants=claimants,
            discards=(card,),
            stock=stock,
        )
    return state.replace(discards=(card,), stock=stock)


def _has_meld(melds: tuple[TableMeld, ...], seat: int) -> bool:
    for meld in melds:  # noqa: SIM110 - a plain loop is the faster form in this inner loop
        if meld.owner == seat:
            return True
    return False


def _lay_off_action(card: Card, meld: int, end: End | None) -> LayOff:
    """The ``LayOff`` value for this placement, made once and reused."""
    key = (card, meld, end)
    action = _LAY_OFFS.get(key)
    if action is None:
        action = _LAY_OFFS[key] = LayOff(card, meld, end)
    return action


def _meld_actions(hand: tuple[Card, ...], mask: int, rules: RuleSet) -> list[Action]:
    melds = hand_melds(hand, rules) if hand[-1] is JOKER else natural_melds(hand, mask, rules.ace_high)
    if rules.final_discard_required:
        return [Meld.of_sorted(cards) for cards in melds if len(cards) < len(hand)]
    return [Meld.of_sorted(cards) for cards in melds]


def _lay_off_actions(hand: tuple[Card, ...], mask: int, melds: tuple[TableMeld, ...]) -> list[Action]:
    wild = hand[-1] is JOKER
    actions: list[Action] = []
    for index, meld in enumerate(melds):
        if meld.accept_mask & mask or (wild and JOKER in meld.accepts):
            for card, ends in meld.accepts.items():
                if card in hand:
                    if len(ends) == 1:
                        actions.append(_lay_off_action(card, index, None))
                    else:
                        actions.extend(_lay_off_action(card, index, end) for end in ends)
    return actions


def _play_actions(state: GameState) -> list[Action]:
    seat = state.current
    hand = state.hands[seat]
    actions: list[Action] = []
    if len(hand) >= 2 or not state.rules.final_discard_required:
        mask = hand_mask(hand)
        actions = _meld_actions(hand, mask, state.rules)
        if _has_meld(state.melds, seat):
            actions += _lay_off_actions(hand, mask, state.melds)
    discards = [_DISCARDS[card] for card in hand]
    actions += dict.fromkeys(discards) if len(hand) > 1 and hand[-2] is JOKER else discards
    return actions


def _compute_legal(state: GameState) -> tuple[Action, ...]:
    phase = state.phase
    if phase is _PLAY:
        return tuple(_play_actions(state))
    if phase is _TURN_START:
        seat = state.current
        discard = state.discards[-1] if state.discards else None
        runs = seat_chi_options(state.hands[seat], state.had_turn, seat, discard, state.rules)
        return (_DRAW, *(Chi(cards) for cards in runs)) if runs else _DRAW_ONLY
    if phase is _CLAIM:
        return _CLAIM_ACTIONS
    return ()


_last: tuple[GameState | None, tuple[Action, ...]] = (None, ())
"""The last state asked about and its legal actions. A player asks for the legal
actions and then applies one, so remembering one state halves the work; the
pair is read and replaced whole, so threads never see a mismatched one."""


def _legal(state: GameState) -> tuple[Action, ...]:
    """The legal actions of ``state``, worked out once in a row: a state never changes."""
    global _last  # noqa: PLW0603 - a one-entry cache, replaced whole
    known, legal = _last
    if known is not state:
        legal = _compute_legal(state)
        _last = (state, legal)
    return legal


def legal_actions(state: GameState) -> list[Action]:
    """Every action ``state.to_act`` may take now, in a fixed order; ``[]`` at game over."""
    return list(_legal(state))


def _legal_match(state: GameState, action: Action) -> Action | None:
    """The engine's own legal action equal to ``action``, or ``None`` if none is.

    The engine goes on with its own value, so whatever the caller built (a
    subclass, a ``True`` for meld 1) never reaches the state or its history.
    """
    legal = _legal(state)
    for candidate in legal:
        if candidate is action:
            return candidate
    try:
        return legal[legal.index(action)]
    except ValueError:
        return None


def apply_action(state: GameState, action: Action) -> GameState:
    """The state after ``state.to_act`` takes ``action``; raises ``IllegalAction`` with the reason.

    Anything that is not one of ``legal_actions(state)``, whatever its type or
    fields, is an ``IllegalAction``.
    """
    legal = _legal_match(state, action)
    if legal is None:
        raise IllegalAction(why_illegal(state, action))
    return _HANDLERS[type(legal)](state, legal)


def _with_hand(hands: tuple[tuple[Card, ...], ...], seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return (*hands[:seat], hand, *hands[seat + 1 :])


def _went_out(
    state: GameState, hands: tuple[tuple[Card, ...], ...], seat: int, out_at_once: bool, **changes: object
) -> GameState:
    penalties = game_penalties(hands, seat, state.rules, out_at_once=out_at_once)
    result = Result(seat, penalties, out_at_once, Termination.WENT_OUT, hands)
    return state.replace(phase=Phase.GAME_OVER, hands=hands, claimants=(), result=result, **changes)


def _drawn_game(state: GameState, history: tuple[Event, ...]) -> GameState:
    result = Result(None, drawn_penalties(state.hands, state.rules), False, Termination.STOCK_EXHAUSTED, state.hands)
    return state.replace(phase=Phase.GAME_OVER, result=result, history=history)


def _after_claim(state: GameState, seat: int, hand: tuple[Card, ...], meld: TableMeld, event: Event) -> GameState:
    """The claimer melded the discard: their turn goes on from melding."""
    had_meld = _has_meld(state.melds, seat)
    hands = _with_hand(state.hands, seat, hand)
    changes = {
        "current": seat,
        "to_act": seat,
        "melds": (*state.melds, meld),
        "discards": state.discards[:-1],
        "had_turn": _with_flag(state.had_turn, seat),
        "turn_had_meld": had_meld,
        "history": (*state.history, event),
    }
    if not hand:
        return _went_out(state, hands, seat, not had_meld, **changes)
    return state.replace(phase=Phase.PLAY, hands=hands, claimants=(), **changes)


def _with_flag(flags: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    return flags if flags[seat] else (*flags[:seat], True, *flags[seat + 1 :])


def _draw(state: GameState, action: Action) -> GameState:
    """The current seat takes the top of the stock, rebuilding the stock first if it is empty."""
    seat = state.current
    stock = state.stock
    history = (*state.history, (seat, action))
    if not stock:
        rules, discards, reshuffles = state.rules, state.discards, state.reshuffles
        if rules.stock_empty == "draw" or reshuffles >= rules.max_reshuffles or len(discards) < 2:
            return _drawn_game(state, history)
        stock = shuffled(discards[:-1], random.Random(f"{state.seed}/{reshuffles}"))
        state = state.replace(stock=stock, discards=discards[-1:], reshuffles=reshuffles + 1)
    hands = state.hands
    hand = list(hands[seat])
    insort(hand, stock[0], key=CARD_ORDER)
    had_turn = state.had_turn
    if not had_turn[seat]:
        had_turn = _with_flag(had_turn, seat)
    hands = _with_hand(hands, seat, tuple(hand))
    return state.card_drawn(hands, stock[1:], had_turn, _has_meld(state.melds, seat), history)


def _chi(state: GameState, action: Action) -> GameState:
    assert isinstance(action, Chi)
    seat = state.current
    discard = state.discards[-1]
    shape = classify((*action.cards, discard), state.rules)
    assert shape is not None
    kind, ordered, low = shape
    meld = make_meld(seat, kind, ordered, low, state.rules)
    return _after_claim(state, seat, without(state.hands[seat], action.cards), meld, (seat, action))


def _pon(state: GameState, action: Action) -> GameState:
    seat = state.to_act
    discard = state.discards[-1]
    pair = pon_cards(state.hands[seat], discard)
    cards = sorted_cards((*pair, discard))
    meld = make_meld(seat, MeldKind.SET, cards, discard.rank, state.rules)
    return _after_claim(state, seat, without(state.hands[seat], pair), meld, (seat, action))


def _pass(state: GameState, action: Action) -> GameState:
    history = (*state.history, (state.to_act, action))
    waiting = state.claimants[1:]
    if waiting:
        return state.replace(to_act=waiting[0], claimants=waiting, history=history)
    return state.turn_started((state.current + 1) % state.players, state.hands, state.discards, history)


def _after_melding(state: GameState, hand: tuple[Card, ...], melds: tuple[TableMeld, ...], action: Action) -> GameState:
    seat = state.current
    hands = _with_hand(state.hands, seat, hand)
    history = (*state.history, (seat, action))
    if not hand:
        return _went_out(state, hands, seat, not state.turn_had_meld, melds=melds, history=history)
    return state.replace(hands=hands, melds=melds, history=history)


def _meld(state: GameState, action: Action) -> GameState:
    assert isinstance(action, Meld)
    shape = classify(action.cards, state.rules)
    assert shape is not None
    kind, ordered, low = shape
    meld = make_meld(state.current, kind, ordered, low, state.rules)
    hand = without(state.hands[state.current], action.cards)
    return _after_melding(state, hand, (*state.melds, meld), action)


def _lay_off(state: GameState, action: Action) -> GameState:
    assert isinstance(action, LayOff)
    melds = state.melds
    grown = lay_off(melds[action.meld], action.card, action.end, state.rules)
    hand = without(state.hands[state.current], (action.card,))
    return _after_melding(state, hand, (*melds[: action.meld], grown, *melds[action.meld + 1 :]), action)


def _discard(state: GameState, action: Action) -> GameState:
    assert isinstance(action, Discard)
    seat = state.current
    card = action.card
    hand = without(state.hands[seat], (card,))
    hands = _with_hand(state.hands, seat, hand)
    discards = (*state.discards, card)
    history = (*state.history, (seat, action))
    if not hand:
        return _went_out(state, hands, seat, not state.turn_had_meld, discards=discards, history=history)
    claimants = pon_claimants(hands, state.had_turn, seat, card, state.rules)
    if claimants:
        return state.replace(
            phase=Phase.CLAIM, to_act=claimants[0], claimants=claimants, hands=hands, discards=discards, history=history
        )
    return state.turn_started((seat + 1) % len(hands), hands, discards, history)


_HANDLERS: Final[dict[type[Action], Callable[[GameState, Action], GameState]]] = {
    Draw: _draw,
    Chi: _chi,
    Pon: _pon,
    Pass: _pass,
    Meld: _meld,
    LayOff: _lay_off,
    Discard: _discard,
}
