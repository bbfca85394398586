"""The heuristic bot: plays like a decent club player, from the strategy of the rule pages.

The taking (*la prise*): the five cards and the retourne are valued with the candidate suit as
trump (jack and nine of trump first, trump length, belote, aces and tens outside); the bot
takes when the value reaches a threshold measured by duplicate simulation (``scripts/
arena.py``), and in round two names its best suit on the same terms.

With ``sa_ta=on``, round two names tout atout (TA) with two jacks or more and four jacks
and nines together, sans atout (SA) with three aces or more and four aces and tens beside
their ace together (``sa_ta_bid``), before any suit; under SA and TA the bot cashes its
master cards, loads a trick its partner holds for sure with its richest card that is not
master (a master card is a trick of its own later), wins with the cheapest sure card and
otherwise gives its cheapest card (``HeuristicBot._play_sa_ta``).

Play: the taker draws trumps while the opponents may still hold some (*faire tomber les
atouts*); a player loads a trick its partner is sure to win (*charger le pli*); aces and
other master cards are cashed, those no opponent can cut first; trumps are not spent on
pointless tricks; a lost trick gets the cheapest card; a master trump is kept for the last
trick (*dix de der*). It remembers the cards gone and the voids each failure to follow,
trump or overtrump reveals (``CardMemory``), and sees nothing a player could not see.
Ties are broken by card order, so the bot is deterministic.

Why this module is long: the bot's bidding and its play, at a suit contract and under SA
and TA, are one player's judgement on one reading of the cards: the same tables of
strength and points, the same memory of the cards gone (``CardMemory``), the same partner
and master-card tests, used by every rule of the play above. The policies that stand
apart have modules of their own: the coinche calls (``coinche_policy``), the two-player
play (``deux_policy``), the card memory (``memory``).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from ..core.cards import (
    ACE,
    ALL_TRUMP,
    DIX_DE_DER,
    FULL_DECK,
    JACK,
    KING,
    NINE,
    NO_TRUMP,
    POINTS,
    QUEEN,
    STRENGTH,
    SUIT_MASKS,
    TEN,
    TRUMP_ORDER,
    card_symbol,
)
from ..core.coinche import Call, CoincheAuction
from ..core.errors import IllegalPlayError
from ..core.pickling import by_fields
from ..core.rules import BEATS, RuleSet, legal_table, trick_winner
from .base import BidView, Bot, PlayerView, bot_repr
from .coinche_policy import SA_TA_SHIFT, choose_call
from .deux_policy import deux_bid, deux_play
from .memory import ABOVE, CardMemory, possible_holdings
from .random_bot import RandomBot, random_card


@dataclasses.dataclass(frozen=True, slots=True)
class HeuristicParams:
    """The bot's tunable figures; the defaults are the measured ones (``scripts/arena.py``).

    ``trump_values`` is indexed by natural rank 7 8 9 10 J Q K A.
    """

    trump_values: tuple[int, ...] = (4, 4, 20, 10, 30, 6, 7, 12)
    trump_length: int = 6  # per trump beyond the second
    lone_jack: int = -10  # *valet sec*: one trick, and the others get away
    belote: int = 10
    ace: int = 10
    ten_with_ace: int = 7
    ten_guarded: int = 3
    take: int = 46  # round one: take at or above this value
    name: int = 46  # round two: name the best suit at or above this value
    void_guess: int = 0  # a seat is feared void in a suit when this few cards of it are out
    cash_exposed: int = 1  # also cash a master an opponent may cut (measured: it pays)
    cut_points: int = 10  # spend a higher trump only on a trick worth this much
    pull_low: int = 1  # the taker without the master trump still draws with a small one
    partner_pull: int = 1  # the taker's partner leads the master trump
    defence_trump_lead: int = 8  # a defender's reluctance to lead trump
    load_master: int = 12  # reluctance to load a master card on the partner's trick
    load_master_ten: int = 6  # the same for a ten that became master
    load_master_trump: int = 12  # the same for the highest trump out (a jack: always)
    return_suit: int = 4  # liking for the suit the partner led first (*rendre la couleur*)
    # Round two with ``sa_ta=on`` (``sa_ta_bid``): TA with ``ta_jacks`` jacks or more and
    # ``ta_cards`` jacks and nines together, SA with ``sa_aces`` aces or more and
    # ``sa_cards`` aces and tens beside their ace together.
    ta_jacks: int = 2
    ta_cards: int = 4
    sa_aces: int = 3
    sa_cards: int = 4
    sa_ta_suit: int = 999  # round two names SA or TA only when no suit is worth this much
    sa_ta_shift: int = SA_TA_SHIFT  # coinche: points added to SA and TA's estimates

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


#: The measured parameters, shared by the bots built without params (frozen).
DEFAULT_PARAMS = HeuristicParams()


def _trump_suit_value(cards: int, params: HeuristicParams) -> int:
    # The trump suit's part of ``hand_value``; ``cards`` by rank bit (7 8 9 10 J Q K A).
    value = 0
    for rank in range(8):
        if cards >> rank & 1:
            value += params.trump_values[rank]
    n = cards.bit_count()
    if n > 2:
        value += params.trump_length * (n - 2)
    if n == 1 and cards >> JACK & 1:
        value += params.lone_jack
    if cards >> KING & 1 and cards >> QUEEN & 1:
        value += params.belote
    return value


def _plain_suit_value(cards: int, params: HeuristicParams) -> int:
    # Another suit's part of ``hand_value``: its ace, the ten with it, or a guarded ten.
    if cards >> ACE & 1:
        return params.ace + (params.ten_with_ace if cards >> TEN & 1 else 0)
    if cards >> TEN & 1 and cards.bit_count() >= 2:
        return params.ten_guarded
    return 0


# Suit values by the 256 sets of ranks, per parameter set (by identity, the parameters
# kept alive with their tables): id -> (params, trump suit values, other suit values).
_SUIT_VALUES: dict[int, tuple[HeuristicParams, tuple[int, ...], tuple[int, ...]]] = {}


# The same tables by value, for parameters equal to ones seen before (a new but equal
# ``HeuristicParams`` finds its tables without building them again).
_SUIT_VALUES_BY_VALUE: dict[HeuristicParams, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def value_tables(params: HeuristicParams) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``hand_value``'s tables for ``params``, by the 8-bit pattern of a suit's cards
    (natural ranks): what the suit gains by being trump (its value as trump less its value
    as a plain suit), and its value as a plain suit."""
    entry = _SUIT_VALUES.get(id(params))
    if entry is None or entry[0] is not params:
        if len(_SUIT_VALUES) >= 64:
            _SUIT_VALUES.clear()
        if len(_SUIT_VALUES_BY_VALUE) >= 64:
            _SUIT_VALUES_BY_VALUE.clear()
        tables = _SUIT_VALUES_BY_VALUE.get(params)
        if tables is None:
            tables = _SUIT_VALUES_BY_VALUE[params] = (
                tuple(_trump_suit_value(b, params) - _plain_suit_value(b, params)
                      for b in range(256)),
                tuple(_plain_suit_value(b, params) for b in range(256)))
        entry = (params, *tables)
        _SUIT_VALUES[id(params)] = entry
    return entry[1], entry[2]


def hand_value(hand: int, trump: int, params: HeuristicParams) -> int:
    """Value of a hand (five cards and the retourne) with ``trump`` as trump.

    Jack and nine of trump, trump length, belote, aces and guarded tens outside.
    """
    gains, plain_values = value_tables(params)
    return (gains[hand >> (trump * 8) & 0xFF] + plain_values[hand & 0xFF]
            + plain_values[hand >> 8 & 0xFF] + plain_values[hand >> 16 & 0xFF]
            + plain_values[hand >> 24 & 0xFF])


def sa_ta_bid(hand: int, allowed: Sequence[int],
              params: HeuristicParams | None = None) -> int | None:
    """TA or SA for ``hand`` (five cards and the retourne) when ``allowed`` offers them:
    by default TA with two jacks or more and four jacks and nines together, SA with three
    aces or more and four aces and tens beside their ace together (``HeuristicParams``
    ``ta_jacks``, ``ta_cards``, ``sa_aces``, ``sa_cards``); else None.

    >>> from belote_cli.core.cards import CONTRACT_KINDS, mask_of, parse_cards
    >>> sa_ta_bid(mask_of(parse_cards("V♠ V♥ 9♥ 9♦ 7♣ 8♣")), CONTRACT_KINDS)   # TA: 5
    5
    >>> sa_ta_bid(mask_of(parse_cards("A♠ 10♠ A♥ A♦ 7♣ 8♣")), CONTRACT_KINDS)  # SA: 4
    4
    """
    p = params if params is not None else DEFAULT_PARAMS
    jacks = nines = aces = tens = 0
    for s in range(4):
        ace = hand >> (s * 8 + ACE) & 1
        jacks += hand >> (s * 8 + JACK) & 1
        nines += hand >> (s * 8 + NINE) & 1
        aces += ace
        tens += ace & hand >> (s * 8 + TEN)
    if ALL_TRUMP in allowed and jacks >= p.ta_jacks and jacks + nines >= p.ta_cards:
        return ALL_TRUMP
    if NO_TRUMP in allowed and aces >= p.sa_aces and aces + tens >= p.sa_cards:
        return NO_TRUMP
    return None


def _low_card(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


# The fixed parts of what ``HeuristicBot._low`` finds a card worth keeping, by trump and
# card: the base value, the bonus of a master card, the ten a plain card guards (none for
# the ten itself) and its ace.
_KEEP: tuple[tuple[int, ...], ...] = tuple(
    tuple(12 + 3 * TRUMP_ORDER[c & 7] + POINTS[trump][c] if c >> 3 == trump
          else POINTS[trump][c] for c in range(32))
    for trump in range(6))
_MASTER_BONUS: tuple[tuple[int, ...], ...] = tuple(
    tuple(10 if c >> 3 == trump else 5 if c & 7 >= TEN else 0 for c in range(32))
    for trump in range(6))
_TEN_GUARDED: tuple[int, ...] = tuple(
    0 if c & 7 == TEN else 1 << ((c >> 3) * 8 + TEN) for c in range(32))
_ACE_BIT: tuple[int, ...] = tuple(1 << ((c >> 3) * 8 + ACE) for c in range(32))
# The cards worth points in a plain suit, 10 J Q K A, in all four suits.
_PLAIN_COUNTERS = 0xF8F8F8F8


_NOBODY = [0, 0, 0, 0]


class HeuristicBot:
    """A club player's rules of thumb, with memory of the cards gone and of the voids.

    It draws nothing from ``rng`` (ties go by card order); ``params`` are the tunable
    figures, the measured defaults when omitted. Its ``repr`` names it, with the figures
    that differ from those defaults:

    >>> HeuristicBot(random.Random(1))
    HeuristicBot(name='heuristic')
    >>> HeuristicBot(random.Random(1), HeuristicParams(take=50))
    HeuristicBot(name='heuristic', params=HeuristicParams(take=50))
    """

    name = "heuristic"
    __slots__ = ("rng", "params", "_memory", "_seat", "_hand", "_trump", "_possible",
                 "_unknown", "_opp")

    def __init__(self, rng: random.Random, params: HeuristicParams | None = None) -> None:
        self.rng = rng
        self.params = params if params is not None else DEFAULT_PARAMS
        self._memory: CardMemory | None = None
        # What the seat knows at this turn, set by ``decide`` for the methods below.
        self._seat = 0
        self._hand = 0
        self._trump = 0
        self._possible: list[int] = _NOBODY  # replaced, never changed in place
        self._unknown = 0
        self._opp = 0  # cards the opponents may hold

    def __repr__(self) -> str:
        return bot_repr(self, self.params)  # the params left at their defaults left out

    def __getnewargs__(self) -> tuple[random.Random, HeuristicParams]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # these are arguments it accepts.
        return self.rng, self.params

    @property
    def memory(self) -> CardMemory:
        """What the bot remembers of the deal it plays through ``play`` (made when first
        needed: a table of heuristic bots shares one reading instead, ``play_table``)."""
        if self._memory is None:
            self._memory = CardMemory()
        return self._memory

    # --- bidding -----------------------------------------------------------------------
    def bid(self, view: BidView) -> int | None:
        """Take when the hand with the retourne is worth it; round two: the best suit.
        Belote à deux: ``deux_policy.deux_bid``."""
        if view.rules.variant in ("deux", "decouverte"):
            return deux_bid(view)
        return self.choose_bid(view.hand | (1 << view.retourne), view.round, view.legal)

    def choose_bid(self, hand: int, round: int, allowed: Sequence[int]) -> int | None:
        """``bid`` from the ints: ``hand`` with the retourne, the round, the suits allowed."""
        params = self.params
        if round == 1:
            suit = allowed[0]
            return suit if hand_value(hand, suit, params) >= params.take else None
        best: int | None = None
        best_value = params.name - 1
        top = -1  # the best suit's value, whether it reaches the bid or not
        for suit in allowed:
            if suit >= NO_TRUMP:
                continue
            v = hand_value(hand, suit, params)
            top = max(top, v)
            if v > best_value:
                best, best_value = suit, v
        if len(allowed) > 3 and top < params.sa_ta_suit:
            # sa_ta=on: SA or TA by their own rule, unless a suit is worth more.
            kind = sa_ta_bid(hand, allowed, params)
            if kind is not None:
                return kind
        return best

    # --- play --------------------------------------------------------------------------
    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        """A coinche call (*enchère*): ``coinche_policy.choose_call``, which values the eight cards
        in points with each suit as trump (``coinche_policy.estimate``) and bids the best."""
        return choose_call(hand, auction, self.params.sa_ta_shift)

    def play(self, view: PlayerView) -> int:
        """A card of ``view.legal``, chosen by the rules of thumb of the module doc (belote
        à deux: ``deux_policy.deux_play``)."""
        legal = view.legal
        if not legal & (legal - 1):
            return _low_card(legal)
        if view.rules.variant in ("deux", "decouverte"):
            return deux_play(view)
        mem = self.memory
        mem.update(view)
        seat = view.seat
        trump = view.trump
        trick = view.trick
        if trump >= NO_TRUMP:
            return self._play_sa_ta(view, mem.unknown)
        partner_lead = -1
        if trick:
            win = trick_winner(trick, trump)
        else:
            win = 0
            partner = seat ^ 2
            for done in view.tricks:
                if done.leader == partner and done.cards[0] >> 3 != trump:
                    partner_lead = done.cards[0] >> 3
                    break
        return self.decide(seat, view.hand, legal, trump, trick, win, view.taker,
                           view.rules.direction == "clockwise", mem.possible, mem.unknown,
                           partner_lead)

    def _play_sa_ta(self, view: PlayerView, unknown: int) -> int:
        """The card under SA or TA, where no suit cuts another: lead a master card (none
        of its suit left out above it), the one worth most, else the cheapest card; on a
        trick, load it when the partner holds it for sure (with the richest card not
        master, a master only when all are), win it with the cheapest card
        sure to hold it, else give the cheapest card. Points from ``view.rules``."""
        legal = view.legal
        trump = view.trump
        row = view.rules.point_row(trump)
        strength = STRENGTH[trump]
        above = ABOVE[trump]
        trick = view.trick
        n = len(trick)
        last = n == 3

        def cheapest(mask: int) -> int:
            best, key = -1, 1 << 30
            while mask:
                low = mask & -mask
                c = low.bit_length() - 1
                mask ^= low
                k = row[c] * 16 + strength[c]
                if k < key:
                    best, key = c, k
            return best

        def richest(mask: int) -> int:
            best, key = -1, -1
            while mask:
                low = mask & -mask
                c = low.bit_length() - 1
                mask ^= low
                k = row[c] * 16 + strength[c]
                if k > key:
                    best, key = c, k
            return best

        def unbeaten(mask: int, hidden: int) -> int:
            # The cards of ``mask`` that no card of ``hidden`` beats in their suit.
            out = 0
            while mask:
                low = mask & -mask
                mask ^= low
                if not above[low.bit_length() - 1] & hidden:
                    out |= low
            return out

        if not n:
            masters = unbeaten(legal, unknown)
            return richest(masters) if masters else cheapest(legal)
        win = trick_winner(trick, trump)
        best = trick[win]
        if n >= 2 and win == n - 2 and (last or not above[best] & unknown):
            # The partner holds the trick for sure: load it, but keep the master cards,
            # each a trick of its own later, unless there is nothing else.
            spare = legal & ~unbeaten(legal, unknown & ~view.hand)
            return richest(spare if spare else legal)
        winners = legal & BEATS[trump][best]
        if winners:
            sure = winners if last else unbeaten(winners, unknown & ~view.hand)
            if sure:
                pick, key = -1, 1 << 30
                while sure:  # the weakest sure winner
                    low = sure & -sure
                    c = low.bit_length() - 1
                    sure ^= low
                    if strength[c] < key:
                        pick, key = c, strength[c]
                return pick
        return cheapest(legal)

    def decide(self, seat: int, hand: int, legal: int, trump: int, trick: tuple[int, ...],
               win: int, taker: int | None, clockwise: bool, possible: list[int], unknown: int,
               partner_lead: int) -> int:
        """The card ``play`` chooses, from what the seat knows, as ints.

        ``win``: the index in ``trick`` of the card winning it so far (0 when ``trick`` is
        empty). ``possible[s]``: the cards seat ``s`` may hold (``CardMemory.possible``),
        ``unknown``: the cards the three others hold, ``partner_lead``: the first plain
        suit the partner led (-1: none yet). ``legal`` has at least two cards. The trick
        loop of a table of heuristic bots (``play_table``) does the same inline.
        """
        self._seat = seat
        self._hand = hand
        self._trump = trump
        self._possible = possible
        self._unknown = unknown
        self._opp = possible[(seat + 1) & 3] | possible[(seat + 3) & 3]
        if trick:
            row = POINTS[trump]
            pts = 0
            for c in trick:
                pts += row[c]
            return self._follow(legal, len(trick), trick[0] >> 3, trick[win], win, pts,
                                clockwise)
        return self._lead(legal, taker, partner_lead)

    def _low(self, mask: int, adjust: tuple[int, ...] | list[int] = (0, 0, 0, 0)) -> int:
        """The card of ``mask`` that costs least to give away: the lowest of what each card
        is worth keeping, plus ``adjust[suit]``.

        What a card is worth keeping: a trump 12, 3 a step of trump order, its points, 10
        more when it is the master trump (a sure trick, the last one if kept); a plain card
        its points, 5 more for a master card from the ten up (the ten or ace, or a jack,
        queen or king once the cards above it are gone: a trick of its own later), 4 more
        for the only guard of a ten whose ace is still out. Ties go to the lowest card.
        """
        trump = self._trump
        base = _KEEP[trump]
        bonuses = _MASTER_BONUS[trump]
        above = ABOVE[trump]
        opp = self._opp
        hand = self._hand
        unknown = self._unknown
        best = -1
        best_value = 1 << 30
        m = mask
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            suit = c >> 3
            v = base[c] + adjust[suit]
            bonus = bonuses[c]
            if bonus and not above[c] & opp:
                v += bonus
            if (hand & _TEN_GUARDED[c] and unknown & _ACE_BIT[c] and suit != trump
                    and (hand & SUIT_MASKS[suit]).bit_count() == 2):
                v += 4
            if v < best_value:
                best, best_value = c, v
        return best

    def _load(self, mask: int) -> int:
        """The card to put on a trick the partner is sure to win: points, not future tricks."""
        trump = self._trump
        row = POINTS[trump]
        above = ABOVE[trump]
        best = -1
        best_value = -(1 << 30)
        m = mask
        while m:
            low = m & -m
            c = low.bit_length() - 1
            pts = row[c]
            if c >> 3 == trump:
                v = pts - 12 - 3 * TRUMP_ORDER[c & 7]
                if not above[c] & self._opp:  # a trick of its own later: keep it
                    v -= self.params.load_master_trump
            else:
                v = pts
                if ((c & 7) >= TEN and not above[c] & self._opp
                        and self._safe(c >> 3)):
                    # It can still win a trick of its own.
                    v -= self.params.load_master if c & 7 == ACE else self.params.load_master_ten
            if v > best_value:
                best, best_value = c, v
            m ^= low
        return best

    def _safe(self, suit: int) -> bool:
        """Whether no opponent may cut ``suit``: none may be void in it and hold a trump."""
        trump_mask = SUIT_MASKS[self._trump]
        suit_mask = SUIT_MASKS[suit]
        # An opponent may be void in the suit: known void, or few of its cards left out
        # (``params.void_guess``).
        few = (self._unknown & suit_mask).bit_count() <= self.params.void_guess
        me = self._seat
        possible = self._possible
        poss = possible[(me + 1) & 3]
        if poss & trump_mask and (few or not poss & suit_mask):
            return False
        poss = possible[(me + 3) & 3]
        return not (poss & trump_mask and (few or not poss & suit_mask))

    def _follow(self, legal: int, n: int, led: int, best: int, win: int, pts: int,
                clockwise: bool) -> int:
        """The card to play on a trick of ``n`` cards, led in ``led``, won so far by card
        ``best`` at index ``win``, worth ``pts``."""
        trump = self._trump
        strength = STRENGTH[trump]
        above = ABOVE[trump]
        trump_mask = SUIT_MASKS[trump]

        # The cards that would win the trick now: higher in the suit of the best card, or
        # any trump over a plain card.
        winners = legal & BEATS[trump][best]

        # ``sure(x)``: no opponent playing after may beat card ``x`` winning the trick. The
        # only opponent still to play is the next seat, unless this is the trick's last card.
        if n < 3:
            nxt = (self._seat + (1 if clockwise else 3)) & 3
            opp = self._possible[nxt]
            led_mask = SUIT_MASKS[led]
            # The next seat may be void in the suit led: known void, or few of its cards
            # left out (``params.void_guess``).
            void = (not opp & led_mask
                    or (self._unknown & led_mask).bit_count() <= self.params.void_guess)
            # A trump is beaten by a higher trump, played on a trump lead or by a seat void
            # in the suit led; a plain card by a higher one of its suit, or by a trump from
            # a seat void in the suit led.
            over_trump = led == trump or void
            cut = bool(opp & trump_mask) and void
        else:
            opp = 0
            over_trump = cut = False

        def sure(x: int) -> bool:
            if x >> 3 == trump:
                return not (opp & above[x] and over_trump)
            return not (cut or opp & above[x])

        if n >= 2 and win == n - 2:  # partner winning
            if sure(best):
                return self._load(legal)
            # Take over only with a plain card nobody can beat (never cut the partner). On
            # a trump lead a trump must be played over the partner's anyway: the cheapest
            # sure one, whatever the trick is worth, as on an opponent's trump lead below
            # (a lower one would give its points to the higher trump still out).
            secure = -1
            m = winners if led == trump else winners & ~trump_mask
            while m:
                low = m & -m
                x = low.bit_length() - 1
                m ^= low
                if (sure(x) and (x >> 3 != trump or led == trump
                                 or pts >= self.params.cut_points)
                        and (secure < 0 or strength[x] < strength[secure])):
                    secure = x
            if secure >= 0:
                return secure
            return self._low(legal)

        if not winners:
            return self._low(legal)
        sure_win = -1
        m = winners
        while m:
            low = m & -m
            x = low.bit_length() - 1
            m ^= low
            if sure(x) and (sure_win < 0 or strength[x] < strength[sure_win]):
                sure_win = x
        if sure_win >= 0:
            if sure_win >> 3 != trump or led == trump:
                return sure_win
            # Cutting: a higher trump only for a trick worth it.
            if pts >= self.params.cut_points or not winners & ~(1 << sure_win):
                return sure_win
        # No sure win: the cheapest card (when forced to beat, the cheapest that does).
        return self._low(legal)

    def _lead(self, legal: int, taker: int | None, partner_suit: int) -> int:
        trump = self._trump
        hand = self._hand
        trump_mask = SUIT_MASKS[trump]
        me = self._seat
        partner = me ^ 2
        poss = self._possible
        opp_poss = self._opp
        trumps = hand & trump_mask
        above = ABOVE[trump]

        # Two cards left, one the master trump: keep it for the last trick.
        if hand.bit_count() == 2 and trumps:
            t = _low_card(trumps) if trumps.bit_count() == 1 else -1
            if t >= 0 and not above[t] & opp_poss:
                return _low_card(hand & ~(1 << t))

        # Draw trumps (*faire tomber les atouts*) while the opponents may hold some.
        if trumps and opp_poss & trump_mask and taker is not None:
            top = -1
            m = trumps
            while m:
                low = m & -m
                c = low.bit_length() - 1
                m ^= low
                if top < 0 or TRUMP_ORDER[c & 7] > TRUMP_ORDER[top & 7]:
                    top = c
            if taker == me:
                if not above[top] & opp_poss:
                    return top
                if self.params.pull_low and trumps.bit_count() >= 2:
                    # The weakest trump in trump order (not the 9, the second best): what
                    # a trump is worth keeping rises with that order.
                    return self._low(trumps)
            elif (taker == partner and self.params.partner_pull
                  and not above[top] & self._unknown):
                return top

        # Cash master cards, first those no opponent can cut (*jouer par l'as*).
        row = POINTS[trump]
        safe_suits = [-1, -1, -1, -1]  # ``_safe`` by suit, once asked (-1: not yet)
        cash = -1
        cash_value = 0
        m = legal & ~trump_mask & _PLAIN_COUNTERS
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if above[c] & opp_poss:
                continue
            value = row[c]
            suit = c >> 3
            safe = safe_suits[suit]
            if safe < 0:
                safe = safe_suits[suit] = self._safe(suit)
            if safe:
                value += 100
            elif not self.params.cash_exposed:
                continue
            if value > cash_value:
                cash, cash_value = c, value
        if cash >= 0:
            return cash

        # A small card, from a suit that gives nothing away (``partner_suit``: the first
        # plain suit the partner led).
        defending = taker is not None and (taker ^ me) & 1
        adjust = [0, 0, 0, 0]
        for suit in range(4):
            if not legal & SUIT_MASKS[suit]:
                continue
            if suit == trump:
                if defending:
                    adjust[suit] = self.params.defence_trump_lead
                continue
            v = 0
            if not defending:
                safe = safe_suits[suit]
                if safe < 0:
                    safe = safe_suits[suit] = self._safe(suit)
                if not safe:
                    # An opponent would cut it. Defenders do not mind: a cut spends the
                    # takers' trumps (measured: the penalty costs them points).
                    v += 5
            if (not poss[partner] & SUIT_MASKS[suit] and poss[partner] & trump_mask):
                v -= 3  # the partner can cut
            if suit == partner_suit:
                v -= self.params.return_suit  # *rendre la couleur* of the partner
            adjust[suit] = v
        return self._low(legal, adjust)


def play_table(
    bots: Sequence[Bot],
    hands: Sequence[int],
    trump: int,
    leader: int,
    rules: RuleSet,
    taker: int | None = None,
    retourne: int | None = None,
    tricks: list[tuple[int, ...]] | None = None,
) -> tuple[int, int, int, int]:
    """The eight tricks of a table of heuristic bots (by seat), random bots allowed at any
    seat: ``fastplay.play_bots`` without the views.

    Every seat sees the same cards fall, so what they show (the voids of ``read_trick``)
    is read once per card for the whole table, and each bot adds its own hand: it plays
    the card ``HeuristicBot.play`` would play on the ``PlayerView`` of that turn (tested
    card for card). Returns what ``fastplay.play_random`` returns: NS and EW points, NS
    tricks, the last trick's winner.
    """
    held = list(hands)
    row = POINTS[trump]
    beats = BEATS[trump]
    clockwise = rules.clockwise
    step = 1 if clockwise else 3
    under = rules.undertrump == "required"
    table = legal_table(trump, under)
    # What the cards played show, common to the four seats: the cards each seat may still
    # hold (the complement of what ``read_trick`` rules out), the cards not played yet,
    # and the first plain suit each seat led (-1: none yet).
    may = [FULL_DECK, FULL_DECK, FULL_DECK, FULL_DECK]
    live = FULL_DECK
    leads = [-1, -1, -1, -1]
    # The retourne went to the taker: unknown to the others only while it is out.
    hidden = 1 << retourne if retourne is not None and taker is not None else 0
    # A random bot draws its card as ``RandomBot.play`` does (the same numbers, even for a
    # lone legal card); a heuristic bot decides from the shared reading.
    randoms: list[random.Random | None] = [None, None, None, None]
    thinkers: list[HeuristicBot] = []
    for seat in range(4):
        bot = bots[seat]
        if type(bot) is RandomBot:
            randoms[seat] = bot.rng
            thinkers.append(_IDLE)
        else:
            assert isinstance(bot, HeuristicBot)
            bot._seat = seat
            bot._trump = trump
            thinkers.append(bot)
    ns = ew = ns_tricks = 0
    cards: list[int] = []
    for _ in range(8):
        lead_seat = seat = leader
        best = led = led2 = win = key = pts = 0
        for i in range(4):
            hand = held[seat]
            if i:
                a, b, c = table[key]
                legal = hand & a or hand & b or hand & c or hand
            else:
                legal = hand
            chance = randoms[seat]
            if chance is not None:
                card = random_card(legal, chance)
            elif not legal & (legal - 1):
                card = legal.bit_length() - 1
            else:
                # ``CardMemory.update`` of this seat's view, from the shared reading, and
                # ``decide`` (``_seat`` and ``_trump`` were set for the deal).
                unknown = live ^ hand
                possible = possible_holdings(unknown, may, hidden, taker)
                possible[seat] = 0
                bot = thinkers[seat]
                bot._hand = hand
                bot._possible = possible
                bot._unknown = unknown
                bot._opp = possible[(seat + 1) & 3] | possible[(seat + 3) & 3]
                if i:
                    card = bot._follow(legal, i, led, best, win, pts, clockwise)
                else:
                    card = bot._lead(legal, taker, leads[seat ^ 2])
                if not (legal >> card) & 1:
                    raise IllegalPlayError(
                        f"the heuristic bot played {card_symbol(card)}, not a legal card")
            bit = 1 << card
            held[seat] = hand ^ bit
            live ^= bit
            pts += row[card]
            if tricks is not None:
                cards.append(card)
            if i:
                # What this card shows (``memory.shown_by``, inlined): the seat met the
                # first obligation of the engine's table it could, so it held nothing of
                # the ones before.
                if not bit & a:
                    may[seat] &= ~(a if bit & b else a | b if bit & c else a | b | c)
                if beats[best] & bit:
                    best, win = card, i
                # The next player's partner played at index i - 1.
                key = best << 3 | led2 | (win == i - 1)
            else:
                best, led = card, card >> 3
                led2 = led << 1
                key = best << 3 | led2
            seat = (seat + step) & 3
        leader = (lead_seat + win * step) & 3
        if leads[lead_seat] < 0 and led != trump:
            leads[lead_seat] = led
        if leader & 1:
            ew += pts
        else:
            ns += pts
            ns_tricks += 1
        if tricks is not None:
            tricks.append(tuple(cards))
            cards.clear()
    if leader & 1:
        ew += DIX_DE_DER
    else:
        ns += DIX_DE_DER
    return ns, ew, ns_tricks, leader


_IDLE = HeuristicBot(random.Random(0))  # stands for a random bot in ``play_table``
