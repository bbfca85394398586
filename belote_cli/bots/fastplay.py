"""A fast path for the trick loop when every seat plays uniformly at random.

``simulate`` spends nearly all its time here. The loop works on ints only: hands are
masks, seats are ``0..3``, the trick is a few ints. The obligations and the trick's
winner are the engine's own tables, ``rules.LEGAL_MASKS`` and ``rules.BEATS``, which
``legal_plays`` and ``trick_winner`` read too (no second copy of a rule); the loops keep
the card winning the trick up to date instead of reading the trick again for each card.
What this module saves is the ``DealState`` objects and work per card, and the cost of
``Random.choice`` over a list of cards: a random legal card is drawn with one
``random()`` call and a few bit operations.

The cards drawn follow the same law as the random bot (uniform among the legal cards),
but not the same sequence of random numbers: a seed gives other deals here than in
``playing.play_deal``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.announcements import Announcement
from ..core.cards import BELOTE_PAIRS, DIX_DE_DER, KING, NO_TRUMP, POINTS, QUEEN, card
from ..core.coinche import Call
from ..core.declarations import Declaration, declare_all, label
from ..core.rules import BEATS, RuleSet, legal_table
from ..core.seats import SEATS, Seat
from ..core.state import Trick
from .base import Bot, PlayerView, ask_play
from .heuristic import HeuristicBot, play_table
from .random_bot import RandomBot

Random01 = Callable[[], float]

_DECK: tuple[int, ...] = tuple(range(32))


def keyed_deck(rnd: Random01) -> list[int]:
    """The 32 cards in a uniformly random order, sorted by 32 keys drawn from ``rnd`` (a
    float in [0, 1) each call; ``core.bidding.shuffled_deck`` shuffles with a ``Random``).

    (Faster in CPython than a Fisher–Yates loop; two equal keys have probability ~2^-44.)
    """
    keys = [rnd() for _ in _DECK]
    return sorted(_DECK, key=keys.__getitem__)


_BIT: tuple[int, ...] = tuple(1 << c for c in range(32))
_NO_ANNOUNCED = (0, 0)  # the first trick: no announcement shown yet
_NONE_SHOWN = (0, 0, 0, 0)  # no card shown (``PlayerView.shown``)
# _ORDERS[step][leader]: the four seats of a trick in order of play (step 1 clockwise, 3
# anticlockwise).
_ORDERS: dict[int, tuple[tuple[int, int, int, int], ...]] = {
    step: tuple((leader, (leader + step) & 3, (leader + 2 * step) & 3, (leader + 3 * step) & 3)
                for leader in range(4))
    for step in (1, 3)
}


def belote_seat(hands: list[int], trump: int) -> int | None:
    """The seat (0–3) dealt both king and queen of trump (*belote-rebelote*), if any; a
    suit's trump only (0-3: at tout atout each suit has its pair, ``Game.belote_pairs``)."""
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
    Returns ``(ns_points, ew_points, ns_tricks, last_winner)``: trick points per team (the
    dix de der included), the number of tricks NS won, and the seat that won the last trick.
    """
    # The four plays of a trick are written out one after the other: this is the hot
    # loop of every simulation, and a loop over them costs a tenth more. Each play draws
    # k uniform in [0, number of legal cards) and takes the k-th lowest legal card (k is
    # left a float, counted down by exact steps of 1.0: no int() call). The
    # obligations and the winner are read from the engine's tables (``rules.LEGAL_MASKS``,
    # ``rules.BEATS``), as ``legal_plays`` and ``trick_winner`` read them, with the card
    # winning so far kept up to date instead of read again from the trick.
    held = list(hands)
    row = POINTS[trump]
    beats = BEATS[trump]
    legal = legal_table(trump, undertrump_required)
    step = 1 if clockwise else 3
    orders = _ORDERS[step]
    ns = ew = ns_tricks = 0
    for _ in range(8):
        s0, s1, s2, s3 = orders[leader]
        # The leader may play anything.
        hand = held[s0]
        m = hand
        k = rnd() * m.bit_count()
        while k >= 1.0:
            m &= m - 1
            k -= 1.0
        low = m & -m
        held[s0] = hand ^ low
        c0 = low.bit_length() - 1
        led = (c0 >> 3) << 1
        # Second: the leader wins so far, the partner has not played.
        hand = held[s1]
        a, b, c = legal[c0 << 3 | led]
        m = hand & a or hand & b or hand & c or hand
        k = rnd() * m.bit_count()
        while k >= 1.0:
            m &= m - 1
            k -= 1.0
        low = m & -m
        held[s1] = hand ^ low
        c1 = low.bit_length() - 1
        if beats[c0] & low:
            best, win, key = c1, 1, c1 << 3 | led
        else:
            best, win, key = c0, 0, c0 << 3 | led | 1  # the third player's partner led
        # Third.
        hand = held[s2]
        a, b, c = legal[key]
        m = hand & a or hand & b or hand & c or hand
        k = rnd() * m.bit_count()
        while k >= 1.0:
            m &= m - 1
            k -= 1.0
        low = m & -m
        held[s2] = hand ^ low
        c2 = low.bit_length() - 1
        if beats[best] & low:
            best, win, key = c2, 2, c2 << 3 | led
        else:
            key = best << 3 | led | (win == 1)  # the fourth player's partner played second
        # Fourth.
        hand = held[s3]
        a, b, c = legal[key]
        m = hand & a or hand & b or hand & c or hand
        k = rnd() * m.bit_count()
        while k >= 1.0:
            m &= m - 1
            k -= 1.0
        low = m & -m
        held[s3] = hand ^ low
        c3 = low.bit_length() - 1
        if beats[best] & low:
            win = 3
        leader = (leader + win * step) & 3
        pts = row[c0] + row[c1] + row[c2] + row[c3]
        if leader & 1:
            ew += pts
        else:
            ns += pts
            ns_tricks += 1
        if tricks is not None:
            tricks.append((c0, c1, c2, c3))
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
    calls: tuple[tuple[Seat, Call], ...] = (),
    announced: tuple[int, int] = (0, 0),
    kind: str | None = None,
    declarations: Sequence[Declaration] | None = None,
) -> tuple[int, int, int, int]:
    """Play the eight tricks with ``bots`` (by seat), each seeing its ``PlayerView``
    (``calls``: the coinche auction's, which the views show; ``announced``: what each
    team's declared announcements score, which the views show after the first trick;
    during the first trick, as ``Game``'s, each view's ``declared`` and ``heard``: the
    seat's own announcements and the kinds of those of the seats before it).
    With ``kind``, the deal's (``Game.kind``), the bots show cards as ``Game``'s bots do
    (none at the discovery deal): with ``announcements=on`` each seat its best split
    (``declare_all``) after the first trick, under ``belote=declared`` the other of king
    and queen of trump once the holder plays the first (belote said); the views'
    ``shown`` are those not played yet, as ``Game.view``'s. ``declarations``: every
    seat's best split (``declare_all(hands, trump)``) where the caller found it already.

    The same deal as ``playing.play_out`` on a ``DealState``, without the state: the views
    are built straight from the ints. A card outside the legal ones raises
    ``IllegalPlayError``. Returns what ``play_random`` returns. Sans atout and tout atout
    under ``belote=declared`` with ``kind`` are played on ``Game`` (tout atout's pairs are
    every suit's, which ``belote_seat`` does not look for): a ``ValueError`` here.
    """
    if kind is not None and trump >= NO_TRUMP and rules.belote == "declared":
        raise ValueError("play_bots: sans atout and tout atout under belote=declared are "
                         "played on Game, whose belote pairs are each suit's")
    if trump < NO_TRUMP and all(type(bot) is HeuristicBot or type(bot) is RandomBot
                                for bot in bots):
        # Heuristic and random bots only, a suit as trump: the loop without views (the
        # same cards; SA and TA are played through the views, as ``Game`` does).
        return play_table(bots, hands, trump, leader, rules, taker, retourne, tricks)
    held = list(hands)
    row = rules.point_row(trump)
    beats = BEATS[trump]
    step = 1 if rules.clockwise else 3
    orders = _ORDERS[step]
    table = legal_table(trump, rules.undertrump == "required")
    done: tuple[Trick, ...] = ()
    # The cards each seat has shown (to mask with its hand): none until the first trick is
    # over, or until the belote is said.
    show = [0, 0, 0, 0]
    seen = _NONE_SHOWN
    declared = [0, 0, 0, 0]
    # During the first trick each seat knows its own announcements and hears the kinds
    # of those of the seats before it (``PlayerView.declared`` and ``heard``).
    own: list[tuple[Announcement, ...]] = [(), (), (), ()]
    said: list[tuple[Seat, tuple[str, ...]]] = []
    belote = None
    shows = kind is not None and kind != "discovery"
    if shows and rules.announcements == "on":
        for d in declare_all(hands, trump) if declarations is None else declarations:
            declared[d.seat] |= d.announcement.cards
            own[d.seat] = (*own[d.seat], d.announcement)
    if shows and rules.belote == "declared":
        belote = belote_seat(hands, trump)
    pair = BELOTE_PAIRS[trump] if belote is not None else 0
    ns = ew = ns_tricks = 0
    for _ in range(8):
        lead_seat = SEATS[leader]
        order = orders[leader]
        trick: tuple[int, ...] = ()
        # As play_random: the obligations from the engine's table, the winning card kept.
        best = led = win = key = 0
        for i in range(4):
            seat = order[i]
            hand = held[seat]
            if i:
                a, b, c = table[key]
                legal = hand & a or hand & b or hand & c or hand
            else:
                legal = hand
            if done or not shows or rules.announcements != "on":
                view = PlayerView(SEATS[seat], hand, trump, lead_seat, trick, done, legal,
                                  taker, dealer, retourne, rules, calls=calls, shown=seen,
                                  announced=announced if done else _NO_ANNOUNCED)
            else:
                view = PlayerView(SEATS[seat], hand, trump, lead_seat, trick, done, legal,
                                  taker, dealer, retourne, rules, calls=calls, shown=seen,
                                  declared=own[seat], heard=tuple(said))
                said.append((SEATS[seat], tuple(label(a) for a in own[seat])))
            card = ask_play(bots[seat], view)  # a legal card, or the bot named
            held[seat] = hand ^ (1 << card)
            trick = (*trick, card)
            if pair >> card & 1 and seat == belote and hand & pair == pair:
                # The first of king and queen: belote said, the other shown.
                show[seat] |= pair ^ (1 << card)
            if show[seat]:
                seen = (show[0] & held[0], show[1] & held[1], show[2] & held[2],
                        show[3] & held[3])
            if not i:
                best, led = card, (card >> 3) << 1
            elif beats[best] >> card & 1:
                best, win = card, i
            # The next player's partner played at index i - 1.
            key = best << 3 | led | (win == i - 1)
        leader = order[win]
        pts = row[trick[0]] + row[trick[1]] + row[trick[2]] + row[trick[3]]
        if not done and any(declared):
            show = [show[0] | declared[0], show[1] | declared[1], show[2] | declared[2],
                    show[3] | declared[3]]
            seen = (show[0] & held[0], show[1] & held[1], show[2] & held[2],
                    show[3] & held[3])
        done = (*done, Trick(lead_seat, trick, SEATS[leader], pts, step == 1))
        if leader & 1:
            ew += pts
        else:
            ns += pts
            ns_tricks += 1
        if tricks is not None:
            tricks.append(trick)
    if leader & 1:
        ew += DIX_DE_DER
    else:
        ns += DIX_DE_DER
    return ns, ew, ns_tricks, leader
