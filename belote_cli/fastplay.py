"""A fast path for the trick loop when every seat plays uniformly at random.

``simulate`` spends nearly all its time here. The loop works on ints only: hands are
masks, seats are ``0..3``, the trick is a short list of cards. The obligations are the
engine's own ``legal_plays`` and ``trick_winner`` (no second copy of a rule); what this
module saves is the objects ``DealState``/``PlayerView`` build for every card, and the
cost of ``Random.choice`` over a list of cards: a random legal card is drawn with one
``random()`` call and a few bit operations.

The cards drawn follow the same law as the random bot (uniform among the legal cards),
but not the same sequence of random numbers: a seed gives other deals here than in
``game.play_deal``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .bots.base import Bot, PlayerView
from .cards import DIX_DE_DER, KING, POINTS, QUEEN, card, card_symbol
from .errors import IllegalPlayError
from .rules import RuleSet, legal_plays, trick_winner
from .seats import SEATS, Seat
from .state import Trick

Random01 = Callable[[], float]

_DECK: tuple[int, ...] = tuple(range(32))


def shuffled_deck(rnd: Random01) -> list[int]:
    """The 32 cards in a uniformly random order (Fisher–Yates on ``rnd()`` floats)."""
    deck = list(_DECK)
    for i in range(31, 0, -1):
        j = int(rnd() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def discovery_hands(deck: list[int]) -> list[int]:
    """Eight cards each from ``deck``: N the first eight, then E, S, W (as ``play_discovery``)."""
    hands = [0, 0, 0, 0]
    for i in range(32):
        hands[i >> 3] |= 1 << deck[i]
    return hands


def random_pick(legal: int, rnd: Random01) -> int:
    """A uniformly random card of the non-empty mask ``legal``."""
    k = int(rnd() * legal.bit_count())
    while k:
        legal &= legal - 1
        k -= 1
    return (legal & -legal).bit_length() - 1


def belote_seat(hands: list[int], trump: int) -> int | None:
    """The seat (0–3) dealt both king and queen of trump (*belote-rebelote*), if any."""
    pair = (1 << card(trump, KING)) | (1 << card(trump, QUEEN))
    for seat in range(4):
        if hands[seat] & pair == pair:
            return seat
    return None


def play_random(
    hands: list[int],
    trump: int,
    leader: int,
    clockwise: bool,
    undertrump_required: bool,
    rnd: Random01,
    tricks: list[tuple[int, ...]] | None = None,
) -> tuple[int, int, int, int]:
    """Play the eight tricks of a deal, each card uniformly random among the legal ones.

    ``hands`` (masks by seat, 0 = N … 3 = W) are not modified. When ``tricks`` is given,
    the cards of each trick are appended to it in order of play.
    Returns ``(ns_points, ew_points, ns_tricks, last_winner)``: card points per team with
    the dix de der, the number of tricks NS won, and the seat that won the last trick.
    """
    h0, h1, h2, h3 = hands
    held = [h0, h1, h2, h3]
    row = POINTS[trump]
    step = 1 if clockwise else 3
    ns = ew = ns_tricks = 0
    for _ in range(8):
        # The leader may play anything: legal_plays(hand, [], ...) is the hand itself.
        seat = leader
        hand = held[seat]
        k = int(rnd() * hand.bit_count())
        m = hand
        while k:
            m &= m - 1
            k -= 1
        c = (m & -m).bit_length() - 1
        held[seat] = hand ^ (1 << c)
        trick = [c]
        for _ in range(3):
            seat = (seat + step) & 3
            hand = held[seat]
            legal = legal_plays(hand, trick, trump, undertrump_required)
            k = int(rnd() * legal.bit_count())
            while k:
                legal &= legal - 1
                k -= 1
            c = (legal & -legal).bit_length() - 1
            held[seat] = hand ^ (1 << c)
            trick.append(c)
        leader = (leader + trick_winner(trick, trump) * step) & 3
        pts = row[trick[0]] + row[trick[1]] + row[trick[2]] + row[trick[3]]
        if leader & 1:
            ew += pts
        else:
            ns += pts
            ns_tricks += 1
        if tricks is not None:
            tricks.append(tuple(trick))
    if leader & 1:
        ew += DIX_DE_DER
    else:
        ns += DIX_DE_DER
    return ns, ew, ns_tricks, leader


def play_bots(
    hands: list[int],
    trump: int,
    leader: int,
    rules: RuleSet,
    bots: Sequence[Bot],
    taker: Seat | None = None,
    dealer: Seat | None = None,
    retourne: int | None = None,
    tricks: list[tuple[int, ...]] | None = None,
) -> tuple[int, int, int, int]:
    """Play the eight tricks with ``bots`` (by seat), each seeing its ``PlayerView``.

    The same deal as ``game.play_out`` on a ``DealState``, without the state: the views
    are built straight from the ints. A card outside the legal ones raises
    ``IllegalPlayError``. Returns what ``play_random`` returns.
    """
    held = list(hands)
    row = POINTS[trump]
    step = 1 if rules.clockwise else 3
    undertrump = rules.undertrump == "required"
    done: tuple[Trick, ...] = ()
    ns = ew = ns_tricks = 0
    for _ in range(8):
        trick: list[int] = []
        seat = leader
        lead_seat = SEATS[leader]
        for _ in range(4):
            hand = held[seat]
            legal = legal_plays(hand, trick, trump, undertrump)
            view = PlayerView(SEATS[seat], hand, trump, lead_seat, tuple(trick), done, legal,
                              taker, dealer, retourne, rules)
            c = bots[seat].play(view)
            if not (legal >> c) & 1:
                raise IllegalPlayError(
                    f"the {bots[seat].name} bot played {card_symbol(c)}, not a legal card")
            held[seat] = hand ^ (1 << c)
            trick.append(c)
            seat = (seat + step) & 3
        cards = tuple(trick)
        leader = (leader + trick_winner(cards, trump) * step) & 3
        pts = row[cards[0]] + row[cards[1]] + row[cards[2]] + row[cards[3]]
        done = (*done, Trick(lead_seat, cards, SEATS[leader], pts))
        if leader & 1:
            ew += pts
        else:
            ns += pts
            ns_tricks += 1
        if tricks is not None:
            tricks.append(cards)
    if leader & 1:
        ew += DIX_DE_DER
    else:
        ns += DIX_DE_DER
    return ns, ew, ns_tricks, leader
