"""The heuristic bot: plays like a decent club player, from the strategy of the rule pages.

Bidding (*la prise*): the five cards and the retourne are valued with the candidate suit as
trump (jack and nine of trump first, trump length, belote, aces and tens outside); the bot
takes when the value reaches a threshold measured by duplicate simulation (``scripts/
arena.py``), and in round two names its best suit on the same terms.

Play: the taker draws trumps while the opponents may still hold some (*faire tomber les
atouts*); a player loads a trick its partner is sure to win (*charger le pli*); aces and
other master cards are cashed, those no opponent can cut first; trumps are not spent on
pointless tricks; a lost trick gets the cheapest card; a master trump is kept for the last
trick (*dix de der*). It remembers the cards gone and the voids each failure to follow,
trump or overtrump reveals (``CardMemory``), and sees nothing a player could not see.
Ties are broken by card order, so the bot is deterministic.
"""

from __future__ import annotations

import dataclasses
import random

from ..cards import ACE, JACK, KING, POINTS, QUEEN, STRENGTH, SUIT_MASKS, TEN
from ..coinche import Call, CoincheAuction, choose_call
from ..rules import BEATS, trick_winner
from .base import BidView, PlayerView, register_bot
from .memory import ABOVE, CardMemory

# Strength within the trump suit by natural rank 7 8 9 10 J Q K A (J strongest).
_TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)


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
    return_suit: int = 4  # liking for the suit the partner led first (*rendre la couleur*)


_DEFAULT_PARAMS = HeuristicParams()  # frozen: shared by the bots built without params


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


def _suit_values(params: HeuristicParams) -> tuple[tuple[int, ...], tuple[int, ...]]:
    entry = _SUIT_VALUES.get(id(params))
    if entry is None or entry[0] is not params:
        if len(_SUIT_VALUES) >= 64:
            _SUIT_VALUES.clear()
        entry = (params, tuple(_trump_suit_value(b, params) for b in range(256)),
                 tuple(_plain_suit_value(b, params) for b in range(256)))
        _SUIT_VALUES[id(params)] = entry
    return entry[1], entry[2]


def hand_value(hand: int, trump: int, params: HeuristicParams) -> int:
    """Value of a hand (five cards and the retourne) with ``trump`` as trump.

    Jack and nine of trump, trump length, belote, aces and guarded tens outside.
    """
    trump_values, plain_values = _suit_values(params)
    value = trump_values[hand >> (trump * 8) & 0xFF] - plain_values[hand >> (trump * 8) & 0xFF]
    return (value + plain_values[hand & 0xFF] + plain_values[hand >> 8 & 0xFF]
            + plain_values[hand >> 16 & 0xFF] + plain_values[hand >> 24 & 0xFF])


def _low_card(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


# The fixed parts of ``HeuristicBot._keep`` by trump and card: the base value, the bonus
# of a master card, the ten a plain card guards (none for the ten itself) and its ace.
_KEEP: tuple[tuple[int, ...], ...] = tuple(
    tuple(12 + 3 * _TRUMP_ORDER[c & 7] + POINTS[trump][c] if c >> 3 == trump
          else POINTS[trump][c] for c in range(32))
    for trump in range(4))
_MASTER_BONUS: tuple[tuple[int, ...], ...] = tuple(
    tuple(10 if c >> 3 == trump else 5 if c & 7 >= TEN else 0 for c in range(32))
    for trump in range(4))
_TEN_GUARDED: tuple[int, ...] = tuple(
    0 if c & 7 == TEN else 1 << ((c >> 3) * 8 + TEN) for c in range(32))
_ACE_BIT: tuple[int, ...] = tuple(1 << ((c >> 3) * 8 + ACE) for c in range(32))


class HeuristicBot:
    """A club player's rules of thumb, with memory of the cards gone and of the voids.

    It draws nothing from ``rng`` (ties go by card order); ``params`` are the tunable
    figures, the measured defaults when omitted.
    """

    name = "heuristic"

    def __init__(self, rng: random.Random, params: HeuristicParams | None = None) -> None:
        self.rng = rng
        self.params = params if params is not None else _DEFAULT_PARAMS
        self.memory = CardMemory()
        self._opp = 0  # cards the opponents may hold, this turn

    # --- bidding -----------------------------------------------------------------------
    def bid(self, view: BidView) -> int | None:
        """Take when the hand with the retourne is worth it; round two: the best suit."""
        hand = view.hand | (1 << view.retourne)
        params = self.params
        if view.round == 1:
            suit = view.allowed[0]
            return suit if hand_value(hand, suit, params) >= params.take else None
        best: int | None = None
        best_value = params.name - 1
        for suit in view.allowed:
            v = hand_value(hand, suit, params)
            if v > best_value:
                best, best_value = suit, v
        return best

    # --- play --------------------------------------------------------------------------
    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        """A coinche call (*enchère*): ``coinche.choose_call``, which values the eight cards
        in points with each suit as trump (``coinche.estimate``) and bids the best."""
        return choose_call(hand, auction)

    def play(self, view: PlayerView) -> int:
        """A card of ``view.legal``, chosen by the rules of thumb of the module doc."""
        legal = view.legal
        if not legal & (legal - 1):
            return _low_card(legal)
        mem = self.memory
        mem.update(view)
        me = view.seat
        possible = mem.possible
        self._opp = possible[(me + 1) & 3] | possible[(me + 3) & 3]
        if view.trick:
            return self._follow(view, mem)
        return self._lead(view, mem)

    def _keep(self, c: int, trump: int, hand: int, unknown: int) -> int:
        """What a card is worth keeping (or giving away): its points and its use later.

        A trump: 12, 3 a step of trump order, its points, 10 more when it is the master
        trump (a sure trick, the last one if kept). A plain card: its points, 5 more for a
        master ten or ace (a trick of its own later), 4 more for the only guard of a ten
        whose ace is still out.
        """
        value = _KEEP[trump][c]
        bonus = _MASTER_BONUS[trump][c]
        if bonus and not ABOVE[trump][c] & self._opp:
            value += bonus
        if (hand & _TEN_GUARDED[c] and unknown & _ACE_BIT[c] and c >> 3 != trump
                and (hand & SUIT_MASKS[c >> 3]).bit_count() == 2):
            value += 4
        return value

    def _low(self, mask: int, view: PlayerView, mem: CardMemory) -> int:
        """The card that costs least to give away."""
        trump = view.trump
        hand = view.hand
        unknown = mem.unknown
        keep = self._keep
        best = -1
        best_value = 1 << 30
        m = mask
        while m:
            low = m & -m
            c = low.bit_length() - 1
            v = keep(c, trump, hand, unknown)
            if v < best_value:
                best, best_value = c, v
            m ^= low
        return best

    def _load(self, mask: int, view: PlayerView, mem: CardMemory) -> int:
        """The card to put on a trick the partner is sure to win: points, not future tricks."""
        trump = view.trump
        best = -1
        best_value = -(1 << 30)
        m = mask
        while m:
            low = m & -m
            c = low.bit_length() - 1
            pts = POINTS[trump][c]
            if c >> 3 == trump:
                v = pts - 12 - 3 * _TRUMP_ORDER[c & 7]
            else:
                v = pts
                if ((c & 7) >= TEN and not ABOVE[trump][c] & self._opp
                        and self._safe(view, c >> 3, mem)):
                    # It can still win a trick of its own.
                    v -= self.params.load_master if c & 7 == ACE else self.params.load_master_ten
            if v > best_value:
                best, best_value = c, v
            m ^= low
        return best

    def _safe(self, view: PlayerView, suit: int, mem: CardMemory) -> bool:
        """Whether no opponent may cut ``suit``: none may be void in it and hold a trump."""
        trump_mask = SUIT_MASKS[view.trump]
        suit_mask = SUIT_MASKS[suit]
        # An opponent may be void in the suit: known void, or few of its cards left out
        # (``params.void_guess``).
        few = (mem.unknown & suit_mask).bit_count() <= self.params.void_guess
        me = view.seat
        poss = mem.possible[(me + 1) & 3]
        if poss & trump_mask and (few or not poss & suit_mask):
            return False
        poss = mem.possible[(me + 3) & 3]
        return not (poss & trump_mask and (few or not poss & suit_mask))

    def _follow(self, view: PlayerView, mem: CardMemory) -> int:
        trump = view.trump
        trick = view.trick
        legal = view.legal
        n = len(trick)
        led = trick[0] >> 3
        strength = STRENGTH[trump]
        win = trick_winner(trick, trump)
        best = trick[win]
        row = POINTS[trump]
        pts = 0
        for c in trick:
            pts += row[c]
        above = ABOVE[trump]
        trump_mask = SUIT_MASKS[trump]

        # The cards that would win the trick now: higher in the suit of the best card, or
        # any trump over a plain card.
        winners = legal & BEATS[trump][best]

        # ``sure(x)``: no opponent playing after may beat card ``x`` winning the trick. The
        # only opponent still to play is the next seat, unless this is the trick's last card.
        if n < 3:
            me = view.seat
            nxt = (me + (1 if view.rules.direction == "clockwise" else 3)) & 3
            opp = mem.possible[nxt]
            led_mask = SUIT_MASKS[led]
            # The next seat may be void in the suit led: known void, or few of its cards
            # left out (``params.void_guess``).
            void = (not opp & led_mask
                    or (mem.unknown & led_mask).bit_count() <= self.params.void_guess)
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
                return self._load(legal, view, mem)
            # Take over only with a plain card nobody can beat (never cut the partner).
            secure = -1
            m = winners if led == trump else winners & ~trump_mask
            while m:
                low = m & -m
                x = low.bit_length() - 1
                m ^= low
                if (sure(x) and (x >> 3 != trump or pts >= self.params.cut_points)
                        and (secure < 0 or strength[x] < strength[secure])):
                    secure = x
            if secure >= 0:
                return secure
            return self._low(legal, view, mem)

        if not winners:
            return self._low(legal, view, mem)
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
        return self._low(legal, view, mem)

    def _lead(self, view: PlayerView, mem: CardMemory) -> int:
        trump = view.trump
        hand = view.hand
        legal = view.legal
        trump_mask = SUIT_MASKS[trump]
        me = int(view.seat)
        partner = me ^ 2
        poss = mem.possible
        opp_poss = self._opp
        trumps = hand & trump_mask
        taker = view.taker
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
                if top < 0 or _TRUMP_ORDER[c & 7] > _TRUMP_ORDER[top & 7]:
                    top = c
            if taker == me:
                if not above[top] & opp_poss:
                    return top
                if self.params.pull_low and trumps.bit_count() >= 2:
                    return _low_card(trumps)
            elif (taker == partner and self.params.partner_pull
                  and not above[top] & mem.unknown):
                return top

        # Cash master cards, first those no opponent can cut (*jouer par l'as*).
        safe_suits = [-1, -1, -1, -1]  # ``_safe`` by suit, once asked (-1: not yet)
        cash = -1
        cash_value = 0
        m = legal & ~trump_mask
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            if above[c] & opp_poss or not POINTS[trump][c]:
                continue
            value = POINTS[trump][c]
            suit = c >> 3
            safe = safe_suits[suit]
            if safe < 0:
                safe = safe_suits[suit] = self._safe(view, suit, mem)
            if safe:
                value += 100
            elif not self.params.cash_exposed:
                continue
            if value > cash_value:
                cash, cash_value = c, value
        if cash >= 0:
            return cash

        # A small card, from a suit that gives nothing away.
        partner_suit = -1
        for done in view.tricks:
            if done.leader == partner and done.cards[0] >> 3 != trump:
                partner_suit = done.cards[0] >> 3
                break
        defending = taker is not None and (taker ^ me) & 1
        unknown = mem.unknown
        best = -1
        best_value = 1 << 30
        m = legal
        while m:
            low = m & -m
            c = low.bit_length() - 1
            m ^= low
            v = self._keep(c, trump, hand, unknown)
            suit = c >> 3
            if suit == trump:
                if defending:
                    v += self.params.defence_trump_lead
            else:
                if not defending:
                    safe = safe_suits[suit]
                    if safe < 0:
                        safe = safe_suits[suit] = self._safe(view, suit, mem)
                    if not safe:
                        # An opponent would cut it. Defenders do not mind: a cut spends the
                        # takers' trumps (measured: the penalty costs them points).
                        v += 5
                if (not poss[partner] & SUIT_MASKS[suit] and poss[partner] & trump_mask):
                    v -= 3  # the partner can cut
                if suit == partner_suit:
                    v -= self.params.return_suit  # *rendre la couleur* of the partner
            if v < best_value:
                best, best_value = c, v
        return best


register_bot("heuristic", HeuristicBot)
