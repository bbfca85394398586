"""Dealing the hidden cards consistently with what one seat knows (*donnes compatibles*).

A seat sees its own hand, every card played and the retourne (which went to the taker).
It also knows what the other seats cannot hold: a failure to follow suit shows a void, a
failure to trump or to overtrump shows no trump (above the one on the table), and only the
taker may still hold the retourne (``memory.CardMemory`` reads all that from the view).
``deal_hidden`` deals the unknown cards to the three other seats so that each gets the
right number of cards and nothing it cannot hold. Every card is placed with a check of
Hall's condition on what is left, so the dealing never runs into a dead end.
``deal_consistent`` also weighs the bids: among a few such dealings it prefers those where
the taker would have taken and those who passed would have passed. ``call_weight`` weighs
a dealing by the calls of the coinche auction in the same way.

During the first trick with ``announcements=on``, the seats that have announced said the
kinds of their announcements aloud (``PlayerView.heard``), the cards unseen till the second
trick: ``deal_hidden`` deals to each the cards of announcements of those kinds, placed at
random among the cards it may hold (``said_cards``), and ``said_weight`` weighs a dealing
by whether each would have said just that, declaring its best split as the bots do.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from ..core.announcements import CARRE_POINTS, Announcement, detect
from ..core.bidding import deal_order
from ..core.cards import ACE, SUITS, bits
from ..core.coinche import Call, CoincheAuction
from ..core.declarations import LABELS, label
from ..core.errors import BeloteError
from .base import PlayerView
from .coinche_policy import choose_call
from .heuristic import DEFAULT_PARAMS, HeuristicParams, value_tables
from .memory import CardMemory


def cards_held(view: PlayerView) -> list[int]:
    """How many cards each seat (N E S W) still holds, from the plays so far, of the eight
    each was dealt: a four-player deal's; ``BeloteError`` for a two-player game's, whose
    hands change with the talon or the piles (``two_player.two_player_deal`` deals
    them)."""
    if view.rules.players == 2:
        raise BeloteError(f"the hidden cards are dealt here as in a four-player deal, "
                          f"eight cards a seat, and variant={view.rules.variant} is played "
                          f"by two (two_player.two_player_deal deals its hidden cards)")
    played = [0, 0, 0, 0]
    clockwise = view.rules.clockwise
    for t in view.tricks:
        for seat, _ in t.plays(clockwise):
            played[seat] += 1
    seat = view.leader
    for _ in view.trick:
        played[seat] += 1
        seat = seat.next(clockwise)
    return [8 - n for n in played]


def played_by_seat(view: PlayerView) -> list[int]:
    """The cards each seat (N E S W) played so far in ``view``'s deal, current trick
    included; in a two-player game S's and N's (a finished trick knows its two players,
    ``Trick.plays``, and the trick on the table holds the leader's card alone)."""
    played = [0, 0, 0, 0]
    clockwise = view.rules.clockwise
    for t in view.tricks:
        for seat, c in t.plays(clockwise):
            played[seat] |= 1 << c
    seat = view.leader
    for c in view.trick:
        played[seat] |= 1 << c
        seat = seat.next(clockwise)
    return played


# ``_SUBMASKS[sub]``: the non-empty masks of allowed seats within the set of seats ``sub``.
_SUBMASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in range(1, 16) if not m & ~sub) for sub in range(16))


def _hall_ok(counts: Sequence[int], caps: Sequence[int], seats: Sequence[int]) -> bool:
    """Hall's condition: for every set of seats, the cards only they may hold fit in them.

    ``counts[m]`` is the number of cards whose allowed seats form the 4-bit mask ``m``.
    """
    subsets = [0]
    for s in seats:
        subsets += [m | (1 << s) for m in subsets]
    for sub in subsets[1:]:
        need = 0
        for m in _SUBMASKS[sub]:
            need += counts[m]
        room = 0
        for s in seats:
            if sub >> s & 1:
                room += caps[s]
        if need > room:
            return False
    return True


#: Every announcement of each kind a player says aloud (``declarations.label``): the
#: sequences of that length in each suit (a cent of five to eight cards), the one carré.
_OF_KIND: dict[str, tuple[Announcement, ...]] = {
    name: tuple(
        [Announcement.carre(rank) for rank in CARRE_POINTS
         if label(Announcement.carre(rank)) == name]
        + [Announcement.sequence(suit, top, length) for suit in SUITS
           for length in range(3, 9) for top in range(length - 1, ACE + 1)
           if label(Announcement.sequence(suit, top, length)) == name])
    for name in LABELS}


def said_announcements(hand: int, kinds: Sequence[str],
                       trump: int) -> tuple[Announcement, ...]:
    """The announcements of ``hand`` (a seat's eight cards) that the ``kinds`` it said
    aloud name (``PlayerView.heard``): for each, one of its best split (``detect``, what
    the bots declare) of that kind, else the strongest of that kind the hand holds apart
    from those already found; a kind the hand cannot hold is left out."""
    best = list(detect(hand, trump))
    found: list[Announcement] = []
    used = 0
    for kind in kinds:
        pick = next((a for a in best if label(a) == kind and not a.cards & used), None)
        if pick is None:
            fits = [a for a in _OF_KIND.get(kind, ())
                    if a.cards & hand == a.cards and not a.cards & used]
            pick = max(fits, key=lambda a: (a.strength(trump), -a.cards), default=None)
        if pick is not None:
            found.append(pick)
            used |= pick.cards
    return tuple(found)


#: ``said_weight``: the weight of a seat's cards whose best split is not of the kinds it
#: said (a player may keep an announcement back; the bots never do).
SAID_EPS = 0.05


def said_weight(view: PlayerView, hands: Sequence[int], eps: float = SAID_EPS) -> float:
    """How well a dealing of the hidden cards fits the kinds of announcements each seat
    said aloud during the first trick (``PlayerView.heard``): 1 when each seat's eight
    cards (those of ``hands`` and the card it played) hold as best split (``detect``)
    announcements of just the kinds it said, as a bot declares; ``eps`` for each seat
    whose cards do not (a player may keep one back, a bot does not)."""
    if not view.heard:
        return 1.0
    played = played_by_seat(view)
    weight = 1.0
    for seat, kinds in view.heard:
        best = detect(hands[seat] | played[seat], view.trump)
        if sorted(label(a) for a in best) != sorted(kinds):
            weight *= eps
    return weight


def said_cards(view: PlayerView, rng: random.Random, memory: CardMemory,
               tries: int = 8) -> list[int]:
    """For each seat (N E S W) that said the kinds of its announcements aloud
    (``PlayerView.heard``), the unseen cards of one announcement of each kind, drawn at
    random among those it may hold (with the card it played), each card in one
    announcement only: the cards ``deal_hidden`` gives it. A seat whose kinds do not fit
    in ``tries`` draws gets none."""
    pins = [0, 0, 0, 0]
    played = played_by_seat(view)
    caps = cards_held(view)
    taken = 0
    for seat, kinds in view.heard:
        may = (memory.possible[seat] & memory.unknown) | played[seat]
        used = 0
        for _ in range(tries):
            used = 0
            for kind in kinds:
                fits = [a.cards for a in _OF_KIND.get(kind, ())
                        if a.cards & may == a.cards and not a.cards & (used | taken)]
                if not fits:
                    used = -1
                    break
                used |= rng.choice(fits)
            if used >= 0 and (used & memory.unknown).bit_count() <= caps[seat]:
                break
        else:
            used = 0
        pins[seat] = used & memory.unknown
        taken |= used
    return pins


def deal_hidden(view: PlayerView, rng: random.Random,
                memory: CardMemory | None = None, shown: bool = True) -> list[int]:
    """The four hands (N E S W): the seat's own, and the unknown cards dealt at random to
    the three others, consistently with everything the seat knows: with ``shown``, the
    cards a seat showed (``PlayerView.shown``: its announcements, a belote said) go to it,
    and during the first trick the cards of announcements of the kinds each seat said
    (``said_cards``; where they leave no deal of the rest, dealt as any unseen card).

    ``memory`` may be a ``CardMemory`` already updated with ``view``; otherwise one is built.
    """
    if memory is None:
        memory = CardMemory()
        memory.update(view)
    if shown and view.heard and not view.tricks:
        pins = said_cards(view, rng, memory)
        if any(pins):
            try:
                return _deal(view, rng, memory, shown, pins)
            except BeloteError:
                pass
    return _deal(view, rng, memory, shown, None)


def _deal(view: PlayerView, rng: random.Random, memory: CardMemory, shown: bool,
          pins: Sequence[int] | None) -> list[int]:
    # ``deal_hidden``, each seat's ``pins`` (the cards of its said announcements) given
    # to it as the cards it showed are.
    me = int(view.seat)
    caps = cards_held(view)
    caps[me] = 0
    others = [s for s in range(4) if s != me]
    cards = list(bits(memory.unknown))
    if len(cards) != sum(caps):
        # The hidden cards are those of a whole deal not seen: the view of an ending (a
        # PlayerView made by hand) leaves more than the other hands can hold.
        raise BeloteError(code="expert_ending")
    rng.shuffle(cards)
    possible = memory.possible
    given = list(view.shown) if shown else [0, 0, 0, 0]
    if pins is not None:
        given = [given[s] | pins[s] for s in range(4)]
    if any(given):
        possible = list(possible)
        for s in others:
            mine = given[s] & memory.unknown
            if mine:
                for o in others:
                    possible[o] &= ~mine
                possible[s] |= mine
    allowed = []
    for c in cards:
        m = 0
        for s in others:
            if possible[s] >> c & 1:
                m |= 1 << s
        allowed.append(m)
    counts = [0] * 16
    for m in allowed:
        counts[m] += 1
    # Most constrained cards first; ties keep the shuffled order.
    order = sorted(range(len(cards)), key=lambda i: allowed[i].bit_count())
    hands = [0, 0, 0, 0]
    hands[me] = view.hand
    free = 0
    for s in others:
        free |= 1 << s
    for i in order:
        c, m = cards[i], allowed[i]
        counts[m] -= 1
        choices = [s for s in others if m >> s & 1 and caps[s] > 0]
        weights = [caps[s] for s in choices]
        # Once only cards any of the three may hold are left (they come last), Hall's
        # condition holds whatever the choice: the cards left just fill the room left.
        check = counts[free] != sum(counts)
        while choices:
            s = rng.choices(choices, weights)[0]
            caps[s] -= 1
            if not check or _hall_ok(counts, caps, others):
                hands[s] |= 1 << c
                break
            caps[s] += 1
            k = choices.index(s)
            del choices[k]
            del weights[k]
        else:
            # Nothing fits: the view is inconsistent (it cannot come from a real deal).
            raise BeloteError("no deal of the hidden cards fits what this seat has seen")
    return hands


_FIVES = {n: tuple(itertools.combinations(range(n), 5)) for n in (5, 6, 7, 8)}


def bid_weight(view: PlayerView, hands: Sequence[int],
               params: HeuristicParams | None = None) -> float:
    """How well a dealing of the hidden cards fits the bids, from 0 (impossible) to 1.

    The seats that spoke before the taker passed, the taker took, as a bidder valuing
    hands like the heuristic bot would. Which five of a player's cards were dealt first is
    unknown: the weight of a seat is the share of the five-card choices (the retourne
    aside for the taker) with which it would have bid as it did, and the dealing's weight
    the product over the seats. The bids are read from the taker, dealer and retourne.
    """
    taker, dealer, retourne = view.taker, view.dealer, view.retourne
    if taker is None or dealer is None or retourne is None:
        return 1.0
    params = params if params is not None else DEFAULT_PARAMS
    played = played_by_seat(view)
    clockwise = view.rules.clockwise
    rs = retourne >> 3
    first_round = view.trump == rs
    others = [s for s in SUITS if s != rs]
    order = deal_order(dealer, clockwise)
    spoke_twice = order.index(taker)  # seats before the taker passed in its round too
    r = 1 << retourne
    gains, plain_values = value_tables(params)
    take, name = params.take, params.name
    trump = view.trump
    weight = 1.0
    for i, seat in enumerate(order):
        if seat == view.seat:
            continue
        cards = [1 << c for c in bits((hands[seat] | played[seat]) & ~r)]
        fives = _FIVES[len(cards)]
        fits = 0
        for a, b, c, d, e in fives:
            first = r | cards[a] | cards[b] | cards[c] | cards[d] | cards[e]
            # ``hand_value(first, suit, params)`` is ``plain`` plus the suit's gain.
            plain = (plain_values[first & 0xFF] + plain_values[first >> 8 & 0xFF]
                     + plain_values[first >> 16 & 0xFF] + plain_values[first >> 24 & 0xFF])
            if seat == taker:
                if first_round:
                    fits += plain + gains[first >> (rs * 8) & 0xFF] >= take
                else:
                    # Named trump: worth it, and no other suit worth more.
                    gain = gains[first >> (trump * 8) & 0xFF]
                    if plain + gain >= name:
                        for s in others:
                            if gains[first >> (s * 8) & 0xFF] > gain:
                                break
                        else:
                            fits += 1
            elif (i < spoke_twice or not first_round) and (
                    plain + gains[first >> (rs * 8) & 0xFF] >= take):
                continue  # a player who passed would have taken the retourne's suit
            elif not first_round and i < spoke_twice:
                for s in others:
                    if plain + gains[first >> (s * 8) & 0xFF] >= name:
                        break  # ... or named a suit
                else:
                    fits += 1
            else:
                fits += 1
        if not fits:
            return 0.0
        weight *= fits / len(fives)
    return weight


#: ``call_weight``: the chance of a call the heuristic would not have made (a bid in
#: the suit it would have bid, at another level, counts the square root of it).
CALL_EPS = 0.2


class CallModel:
    """The heuristic's calls as the model of the coinche calls the other seats made
    (``call_weight``), prepared once for a view: the cards each seat played, and the
    auction as each call of another seat found it. Draws nothing at random."""

    def __init__(self, view: PlayerView, eps: float = CALL_EPS) -> None:
        self.eps = eps
        self.played = played_by_seat(view)
        # (seat, its call, the auction before it), for each call of another seat.
        self.heard: list[tuple[int, Call, CoincheAuction]] = []
        if not view.calls or view.dealer is None or eps >= 1.0:
            return
        sa_ta = view.rules.sa_ta == "on"
        before: list[Call] = []
        for seat, call in view.calls:
            if seat != view.seat:
                auction = CoincheAuction(view.dealer, view.rules.clockwise, sa_ta)
                for earlier in before:
                    auction.call(earlier)
                if auction.to_bid == seat:
                    self.heard.append((seat, call, auction))
            before.append(call)

    def weight(self, hands: Sequence[int]) -> float:
        """How well ``hands`` (N E S W) fit the calls heard (``call_weight``)."""
        weight = 1.0
        for seat, call, auction in self.heard:
            mine = choose_call(hands[seat] | self.played[seat], auction)
            if mine != call:
                if mine.kind == call.kind == "bid" and mine.suit == call.suit:
                    weight *= self.eps ** 0.5
                else:
                    weight *= self.eps
        return weight


def call_weight(view: PlayerView, hands: Sequence[int], eps: float = CALL_EPS) -> float:
    """How well a dealing of the hidden cards fits the coinche auction (``view.calls``),
    from ``eps`` to the power of the calls heard (none fits) to 1 (all do); 1 outside
    coinche, or with ``eps`` 1.

    Each call of another seat is weighed as the heuristic (``coinche_policy.
    choose_call``) would have made it holding that seat's eight cards (those of
    ``hands`` and those it played since): its own call counts 1, a bid in the same suit
    at another level ``sqrt(eps)``, any other call ``eps``. The policy is the heuristic
    bot's and the model of the others' calls, as ``bid_weight`` is of the classic bids.
    ``CallModel`` weighs many dealings of one view.
    """
    return CallModel(view, eps).weight(hands)


def deal_consistent(view: PlayerView, rng: random.Random, memory: CardMemory | None = None,
                    candidates: int = 8, shown: bool = True) -> list[int]:
    """A dealing of the hidden cards drawn among ``candidates`` from ``deal_hidden``, each
    with a chance in proportion to how well it fits the bids (``bid_weight``) and the
    kinds of announcements said (``said_weight``)."""
    deals = [deal_hidden(view, rng, memory, shown) for _ in range(candidates)]
    weights = [bid_weight(view, hands) * said_weight(view, hands) for hands in deals]
    if not any(weights):
        return deals[0]
    return rng.choices(deals, weights)[0]
