"""The bots' policies in the coinche auction (*belote coinchée*): a hand's worth in points,
a plain deterministic policy built on it, a random legal call, and the call of any bot;
how many calls heard the heuristic makes with a sampled deal (``calls_fit``), a dealing
of the unseen cards that fits them (``deal_for_calls``) and the contract it reaches from
a call (``finish_auction``), for the expert's calls and ``hint`` at a call.

Each bot calls through its own ``coinche_call`` (the ``Bot`` protocol); ``bot_call`` asks
it and turns a call the auction refuses into a pass.
"""

from __future__ import annotations

import functools
import math
import random

from ..core.cards import (
    ACE,
    ALL_TRUMP,
    CONTRACT_KINDS,
    JACK,
    KING,
    NINE,
    NO_TRUMP,
    QUEEN,
    SUITS,
    TEN,
    card,
)
from ..core.coinche import (
    CAPOT,
    COINCHE,
    PASS,
    POINT_LEVELS,
    SURCOINCHE,
    Call,
    CoincheAuction,
    Contract,
)
from ..core.scoring import BELOTE_BONUS
from ..core.seats import Seat
from .base import Bot, ask_call

#: What a bidder counts on from the partner's hand, in trick points. With the heuristic
#: bot playing the cards, 30 left 7% of 2000 seeded deals void and made 88% of contracts
#: (20: 33% void, 96% made; 40: 80% made).
PARTNER_SUPPORT = 30

#: Points added to the estimates of SA and TA (``estimate_sa_ta``) when ``choose_call``
#: weighs them against the suits (``sa_ta=on``). Measured in the duplicate arena, the
#: heuristic bot against itself with 0, seed 11, 20,000 pairs each: 5 gains +2.5 points a
#: deal, 10 +3.8 [+3.0, +4.6], 15 +1.5, 20 -6.6; -10 loses 3.4, and no SA or TA at all 4.9.
SA_TA_SHIFT = 10


def _trump_part(held: int) -> int:
    # ``estimate``'s count of one suit's cards (a byte, rank bits) as trump, belote included.
    def has(rank: int) -> bool:
        return bool(held >> rank & 1)

    n = held.bit_count()
    total = 0
    if has(JACK):
        total += 20 + (10 if n >= 3 else 0)
    if has(NINE):
        total += 14 if has(JACK) or n >= 3 else 7
    if has(ACE):
        total += 11
    others = held & ~(1 << JACK | 1 << NINE | 1 << ACE)
    total += 5 * others.bit_count() + 10 * max(0, n - 4)
    if has(KING) and has(QUEEN):
        total += BELOTE_BONUS
    return total


def _sa_ta_part(held: int, kind: int) -> int:
    # ``estimate_sa_ta``'s count of one suit's cards (a byte, rank bits).
    jack, nine, ace = held >> JACK & 1, held >> NINE & 1, held >> ACE & 1
    if kind == ALL_TRUMP:
        belote = BELOTE_BONUS if held >> KING & 1 and held >> QUEEN & 1 else 0
        return 16 * jack + (10 if jack else 4) * nine + belote
    return 18 * ace + 8 * (ace & (held >> TEN & 1))


#: ``estimate``'s counts of one suit's holding (a byte of rank bits): as trump, as a plain
#: suit (its ace and ten), and under SA and TA; built once, each estimate four lookups.
_AS_TRUMP = tuple(_trump_part(b) for b in range(256))
_AS_PLAIN = tuple(11 + (10 if b >> TEN & 1 else 0) if b >> ACE & 1 else 0 for b in range(256))
_UNDER = {kind: tuple(_sa_ta_part(b, kind) for b in range(256))
          for kind in (NO_TRUMP, ALL_TRUMP)}
#: What a holding gains counted as trump instead of as a plain suit: a suit's estimate
#: is the plain count of all four suits plus its own gain (``_suit_estimates``).
_AS_TRUMP_GAIN = tuple(_AS_TRUMP[b] - _AS_PLAIN[b] for b in range(256))


def _suit_estimates(hand: int) -> tuple[int, int, int, int]:
    # ``estimate`` of ``hand`` with each suit as trump, in the order of the suits: the
    # plain count of all four suits, the one suit's holding counted as trump instead;
    # ``estimate`` and ``choose_call`` (the four at once, as fast as counted inline) both
    # count with it.
    h0, h1, h2, h3 = hand & 0xFF, hand >> 8 & 0xFF, hand >> 16 & 0xFF, hand >> 24 & 0xFF
    plain = PARTNER_SUPPORT + _AS_PLAIN[h0] + _AS_PLAIN[h1] + _AS_PLAIN[h2] + _AS_PLAIN[h3]
    gain = _AS_TRUMP_GAIN
    return plain + gain[h0], plain + gain[h1], plain + gain[h2], plain + gain[h3]


def estimate(hand: int, suit: int) -> int:
    """A rough count of the trick points ``hand`` promises with ``suit`` as trump, the
    partner's usual help (``PARTNER_SUPPORT``) included.

    Trumps: the jack 20 (and 10 more with three trumps or more), the nine 14 (7 when bare,
    without the jack or a third trump), the ace 11, any other trump 5, and 10 for each trump
    beyond the fourth. Plain suits: each ace 11, and its ten 10 more beside it.
    Belote-rebelote in the hand adds its 20. SA and TA: ``estimate_sa_ta``.
    """
    if suit >= NO_TRUMP:
        return estimate_sa_ta(hand, suit)
    return _suit_estimates(hand)[suit]


def estimate_sa_ta(hand: int, kind: int) -> int:
    """``estimate`` for SA (``NO_TRUMP``) and TA (``ALL_TRUMP``), the partner's help
    included: TA counts the jacks (16 each), the nines beside their jack (10) or bare (4)
    and each king and queen of one suit (a belote, 20); SA the aces (18 each) and the tens
    beside their ace (8). Only hands rich in those reach a bid."""
    part = _UNDER[kind]
    return (PARTNER_SUPPORT + part[hand & 0xFF] + part[hand >> 8 & 0xFF]
            + part[hand >> 16 & 0xFF] + part[hand >> 24 & 0xFF])


def choose_call(hand: int, auction: CoincheAuction, sa_ta_shift: int = SA_TA_SHIFT) -> Call:
    """A plain, deterministic bidding policy built on ``estimate``.

    Bid the best suit's estimate rounded down to ten when it reaches 80 and beats the last
    bid (never over the partner's bid), coinche an opponents' contract of 100 or more when
    holding the jack of their trump and two aces besides (their SA holding three aces,
    their TA three jacks: the cards that take its tricks), and their capot at a suit when
    holding its jack (a sure trick), surcoinche when the own
    estimate beats the contract by 30, else pass. With ``sa_ta=on`` SA and TA are weighed
    beside the suits (``estimate_sa_ta``), their estimates raised by ``sa_ta_shift`` points
    (``SA_TA_SHIFT``, measured in the arena; ``HeuristicParams.sa_ta_shift``).
    """
    seat = auction.to_bid
    if auction.can_surcoinche():
        contract = auction.last_bid
        assert contract is not None and contract[1].suit is not None
        level = contract[1].level
        assert level is not None
        if estimate(hand, contract[1].suit) >= min(level, 160) + 30:
            return SURCOINCHE
        return PASS
    last = auction.last_bid
    if last is not None and last[0].team is seat.team:
        return PASS
    if last is not None and auction.can_coinche():
        suit, level = last[1].suit, last[1].level
        assert suit is not None and level is not None
        aces = sum(1 for s in SUITS if s != suit and (hand >> card(s, ACE)) & 1)
        if suit >= NO_TRUMP:
            # SA and TA: a contract of 100 or more, holding three aces against SA or
            # three jacks against TA (the cards that take its tricks).
            rank = ACE if suit == NO_TRUMP else JACK
            if level >= 100 and sum(1 for s in SUITS if (hand >> card(s, rank)) & 1) >= 3:
                return COINCHE
        elif (hand >> card(suit, JACK)) & 1 and (aces >= 2 and level >= 100
                                                  or level == CAPOT):
            # The jack of trump takes a trick whoever leads: a capot cannot be made.
            return COINCHE
    low = auction.lowest_bid()
    if low is None or low == CAPOT:
        return PASS
    # The best kind by ``estimate`` (SA and TA raised by ``sa_ta_shift``), the first of
    # equals in the order of the kinds: the four suits' estimates counted at once.
    values = _suit_estimates(hand)
    best = max(values)
    best_suit = values.index(best)
    if auction.sa_ta:
        for kind in (NO_TRUMP, ALL_TRUMP):
            value = estimate_sa_ta(hand, kind) + sa_ta_shift
            if value > best:
                best_suit, best = kind, value
    worth = min(160, best // 10 * 10)
    if worth >= max(low, POINT_LEVELS[0]):
        return Call.bid(worth, best_suit)
    return PASS


def random_call(auction: CoincheAuction, rng: random.Random) -> Call:
    """A random legal call: pass, bid, coinche or surcoinche equally likely among those
    allowed, a bid at a random allowed level and suit."""
    kinds = ["pass"]
    levels = auction.legal_levels()
    if levels:
        kinds.append("bid")
    if auction.can_coinche():
        kinds.append("coinche")
    if auction.can_surcoinche():
        kinds.append("surcoinche")
    kind = rng.choice(kinds)
    if kind == "bid":
        return Call.bid(rng.choice(levels),
                        rng.choice(CONTRACT_KINDS if auction.sa_ta else SUITS))
    return {"pass": PASS, "coinche": COINCHE, "surcoinche": SURCOINCHE}[kind]


def bot_call(bot: Bot | None, hand: int, auction: CoincheAuction,
             rng: random.Random | None = None) -> Call:
    """A bot's call (*enchère*) in the coinche auction, the same in ``belote play`` and
    ``belote simulate``: the bot's own ``coinche_call(hand, auction)`` (the random bot's is
    ``random_call``, the heuristic bot's ``choose_call``). ``bot`` None stands for a random
    player drawing from ``rng`` (the fast path of ``simulate``). A bot never stalls the
    auction: a call the auction refuses becomes a pass.
    """
    if bot is not None:
        return ask_call(bot, hand, auction)
    if rng is None:
        raise ValueError("a random call without a bot needs an rng")
    call = random_call(auction, rng)
    return call if auction.why_illegal(call) is None else PASS


def calls_fit(hands: list[int], auction: CoincheAuction, me: Seat) -> int:
    """How many of the calls the other seats made so far the heuristic makes with
    ``hands``."""
    return _fit_heard(hands, _heard(auction, me), -1)


def _heard(auction: CoincheAuction, me: Seat) -> list[tuple[Seat, Call, CoincheAuction]]:
    # The calls of the seats other than ``me`` in ``auction``, each beside the auction as
    # it stood when it was made (what ``choose_call`` is asked on): built once for every
    # dealing ``deal_for_calls`` draws.
    replay = CoincheAuction(auction.dealer, auction.clockwise, auction.sa_ta)
    heard = []
    for seat, call in auction.calls:
        if seat is not me:
            heard.append((seat, call, replay.copy()))
        replay.call(call)
    return heard


def _fit_heard(hands: list[int], heard: list[tuple[Seat, Call, CoincheAuction]],
               floor: int) -> int:
    # How many calls of ``heard`` (``_heard``) the heuristic makes with ``hands``; the
    # count stops as soon as it can no longer exceed ``floor``, the count then at or under
    # ``floor`` (-1: every call counted, the exact count).
    fit = 0
    left = len(heard)
    for seat, call, before in heard:
        if fit + left <= floor:
            break
        left -= 1
        if choose_call(hands[seat], before) == call:
            fit += 1
    return fit


#: Each card's bit, for the hands ``deal_for_calls`` deals.
_BITS = tuple(1 << c for c in range(32))


@functools.lru_cache(maxsize=256)
def _bid_holdings(bids: tuple[tuple[int, int, int], ...], unseen: int
                  ) -> tuple[int, int, tuple[int, ...], tuple[int, ...]] | None:
    # Of the suit bids ``bids`` (the bidder's seat, the level, the suit) heard, the one
    # the fewest layouts of the cards ``unseen`` (a mask of 24) can hold (the first of
    # equals), where some cannot: its bidder's seat, its suit, the holdings of that suit
    # (card masks, drawn from ``unseen``; in the order of their rank bits) with which the
    # bidder's ``estimate`` may round to the bid, and their cumulative weights, each the
    # count of the layouts giving the bidder that holding. None when every layout may
    # hold each bid, or none may (a bid the heuristic never makes). With ``held`` that
    # suit's holding, the estimate is at least PARTNER_SUPPORT + _AS_TRUMP[held] and at
    # most that plus the plain count of every other unseen card: a bid of 80 to 150 needs
    # the first under the level plus 10, the second at least the level; 160 the second at
    # least 160. Kept for the next dealings of the same calls (``hint`` asks 300 of them).
    unseen_bytes = [unseen >> (8 * s) & 0xFF for s in SUITS]
    count = unseen.bit_count()
    best = None
    best_weight = math.comb(count, 8)
    for seat, level, suit in bids:
        avail = unseen_bytes[suit]
        others = count - avail.bit_count()
        plain = sum(_AS_PLAIN[unseen_bytes[s]] for s in SUITS if s != suit)
        holdings, cumulative, weight = [], [], 0
        for held in range(256):
            n = held.bit_count()
            if held & ~avail or 8 - n > others:
                continue
            least = PARTNER_SUPPORT + _AS_TRUMP[held]
            if least + plain < level or (level < POINT_LEVELS[-1] and least >= level + 10):
                continue
            weight += math.comb(others, 8 - n)
            holdings.append(held << (8 * suit))
            cumulative.append(weight)
        if 0 < weight < best_weight:
            best, best_weight = (seat, suit, tuple(holdings), tuple(cumulative)), weight
    return best


def deal_for_calls(hand: int, auction: CoincheAuction, me: Seat, unseen: list[int],
                   rng: random.Random, dealings: int) -> tuple[list[int], bool]:
    """The four hands, ``me`` holding ``hand`` and the 24 cards of ``unseen`` (shuffled in
    place by ``rng``) dealt 8 by 8 to the other seats in the order of the seats: of
    ``dealings`` dealings (at least one), the first where the heuristic makes every call
    the other seats made so far (``calls_fit``), else the first of those where it makes
    the most; and whether it makes them all.

    Where a suit bid heard, not over its bidder's partner's, cannot be made with every
    holding of its suit (after an opponent's 80 ♠ against A♠ 10♠ K♠ Q♠ and the other
    aces, the bidder needs all of J♠ 9♠ 8♠ 7♠: one random layout in 150); a bid over the
    partner's is one no layout fits (``choose_call`` never makes it). Each dealing gives
    the bidder of the most demanding such bid (the fewest layouts) first its holding of
    the bid's suit, drawn among those with which ``estimate`` may round to the bid, each
    as likely as the layouts giving it to the bidder; then the first of the shuffled
    ``unseen``'s cards of the other suits, as many as it lacks; then the cards left,
    shuffled again, to the two other seats 8 by 8. Given its holding, such a layout is
    uniform among those giving the bidder that holding, so a dealing is a uniform layout
    of those where that bid may be made. Every layout fitting the calls is one of them:
    the first fitting dealing is as uniform a layout of those fitting the calls as with
    random dealings, found in fewer dealings.

    The auction as each call heard was made is built once, not for each dealing, and a
    dealing is weighed only until it can no longer fit more calls than the best before it
    (up to the first call it misses, when the best missed one): the same hands as
    counting every call of every dealing."""
    best: list[int] = []
    best_fit = -1
    heard = _heard(auction, me)
    everything = len(heard)
    others = [(int(s), 8 * k) for k, s in enumerate(s for s in Seat if s is not me)]
    bit = _BITS.__getitem__
    # Not a bid over the partner's (``choose_call`` never makes one): no layout fits it,
    # and dealing its bidder a holding for it would keep the bids before it from fitting.
    bid = _bid_holdings(tuple(
        (int(seat), call.level, call.suit) for seat, call, before in heard
        if call.kind == "bid" and call.suit is not None and call.suit < NO_TRUMP
        and call.level in POINT_LEVELS
        and (before.last_bid is None or before.last_bid[0].team is not seat.team)),
        sum(map(bit, unseen)))
    for _ in range(max(1, dealings)):
        rng.shuffle(unseen)
        hands = [0, 0, 0, 0]
        hands[me] = hand
        if bid is None:
            for seat, start in others:
                hands[seat] = sum(map(bit, unseen[start:start + 8]))
        else:
            bidder, suit, holdings, cumulative = bid
            held = rng.choices(holdings, cum_weights=cumulative)[0]
            lacking = 8 - held.bit_count()
            rest = [c for c in unseen if c >> 3 != suit]
            mine = held + sum(map(bit, rest[:lacking]))
            hands[bidder] = mine
            # Shuffled again: the cards the bidder left are not in a random order (its
            # suit's first, the other cards it took being the first of theirs).
            left = [c for c in unseen if not mine >> c & 1]
            rng.shuffle(left)
            start = 0
            for seat, _ in others:
                if seat != bidder:
                    hands[seat] = sum(map(bit, left[start:start + 8]))
                    start += 8
        fit = _fit_heard(hands, heard, best_fit)
        if fit > best_fit:
            best, best_fit = hands, fit
        if fit == everything:
            break
    return best, best_fit == everything


def finish_auction(hands: list[int], auction: CoincheAuction, call: Call) -> Contract | None:
    """The contract reached when the player to bid makes ``call`` and everyone then calls
    by the heuristic (``choose_call``); None for a void deal."""
    replay = auction.copy()
    replay.call(call)
    while not replay.is_over:
        mine = choose_call(hands[replay.to_bid], replay)
        replay.call(mine if replay.why_illegal(mine) is None else PASS)
    return replay.contract
