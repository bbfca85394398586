"""The heuristic bot's play of belote à deux (``variant=deux``): taking, the talon phase,
and the six last tricks solved exactly; and of belote découverte (``variant=decouverte``),
by the talon phase's rules on the face-up cards, every trick.

- **Taking** (``deux_bid``): the trumps and aces of the 6 cards held, valued in points
  (the jack and nine most), with the retourne counted when the bot holds the 7 of its suit
  (it can swap); take in round one on enough, in round two the best other suit on more.
- **While the talon lasts** (tricks 1 to 10, ``deux_play``): no obligation, and the cards
  drawn are unknown, so a trick is worth its cards' points and the lead. Lead a low plain
  card (never a trump, an ace or a ten); on the opponent's card take it when it carries
  points and a cheap card wins it (a higher card of its suit, else a low trump: the jack
  and nine of trump are kept for the last tricks), else throw the card worth least. At
  trick 10 the loser takes the card lying face up under the talon: the bot plays to lose
  it when that card is worth more than the trick, to win it otherwise. A king or queen of
  trump held without the other, which may still be drawn, costs more to play
  (``BELOTE_HOPE``): played first, it makes no belote when the other comes. Holding both,
  the belote is made whichever is played first, so nothing keeps them together.
- **Belote découverte**: the other player's face-up cards are seen (``PlayerView.faceup``):
  a lead that none of them can take, by the obligations read on them, wins the trick, and
  the bot leads the one worth most.
- **Once the talon is empty** (tricks 11 to 16) every card is known: the other hand is
  what is neither played nor held. The bot plays the card that maximises its trick points
  to the end (the dix de der included), which the double-dummy solver finds (``solver``).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from ..core.cards import (
    ACE,
    JACK,
    KING,
    NINE,
    POINTS,
    QUEEN,
    SEVEN,
    STRENGTH,
    TEN,
    bits,
    card,
)
from ..core.rules import RuleSet, legal_plays, trick_winner
from .base import BidView, PlayerView

if TYPE_CHECKING:
    from .solver import Solver

#: What a card of the trump suit is worth to the taker, by rank 7 8 9 10 J Q K A.
_TRUMP_VALUE = (0.5, 0.5, 3.0, 1.5, 4.0, 1.0, 1.0, 2.0)
#: Round one takes with at least this much; round two needs more (no retourne to swap).
TAKE_ROUND_ONE, TAKE_ROUND_TWO = 5.0, 6.0
#: What playing a king or queen of trump costs more while the other may still be drawn
#: (``_belote_hope``): then the trump ace and ten are played first, the nine and jack
#: after. Measured in the duplicate arena against the bot without it (variant=deux).
BELOTE_HOPE = 12.0


def hand_value(hand: int, trump: int, retourne: int | None = None) -> float:
    """The taking value of ``hand`` with ``trump``: its trumps, its plain aces (a ten
    beside its ace), and the retourne when the hand holds the 7 to swap for it."""
    value = 0.0
    for c in bits(hand):
        suit, rank = c >> 3, c & 7
        if suit == trump:
            value += _TRUMP_VALUE[rank]
        elif rank == ACE:
            value += 1.0
        elif rank == TEN and hand >> card(suit, ACE) & 1:
            value += 0.5
    if (retourne is not None and retourne >> 3 == trump and retourne & 7 != SEVEN
            and hand >> card(trump, SEVEN) & 1):
        value += _TRUMP_VALUE[retourne & 7] - _TRUMP_VALUE[SEVEN]
    return value


def deux_bid(view: BidView) -> int | None:
    """Take (a suit of ``view.legal``) or pass, by ``hand_value``."""
    if not view.legal:
        return None
    if view.round == 1:
        suit = view.legal[0]
        return suit if hand_value(view.hand, suit, view.retourne) >= TAKE_ROUND_ONE else None
    best = max(view.legal, key=lambda s: hand_value(view.hand, s))
    return best if hand_value(view.hand, best) >= TAKE_ROUND_TWO else None


def _cost(c: int, trump: int) -> float:
    # What playing ``c`` gives away, to choose the cheapest card: its points, and for a
    # trump its strength (trumps are kept for the last tricks).
    cost = float(POINTS[trump][c])
    if c >> 3 == trump:
        cost += 8 + STRENGTH[trump][c]
    elif c & 7 in (ACE, TEN):
        cost += 4
    return cost


def _belote_hope(view: PlayerView) -> int:
    """Belote à deux before trick 10 (cards still to draw after it): the king or queen of
    trump that ``view``'s player holds without the other, when the other is neither
    played nor known to lie in the other hand (it may still be drawn), as a mask; 0 when
    there is none. Played now, it makes no belote even if the other is drawn later (the
    rule book: the first of the two played with the other held)."""
    if view.rules.variant != "deux" or len(view.tricks) >= 9:
        return 0
    king, queen = card(view.trump, KING), card(view.trump, QUEEN)
    out = view.played | view.known | view.shown[view.seat.partner]
    for c, other in ((king, queen), (queen, king)):
        if view.hand >> c & 1 and not (view.hand | out) >> other & 1:
            return 1 << c
    return 0


def deux_play(view: PlayerView) -> int:
    """The bot's card (see the module docstring)."""
    legal = view.legal
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    trump = view.trump
    done = len(view.tricks)
    if done >= 10 and view.rules.variant == "deux":
        return _endgame(view)  # at découverte face-down cards stay unknown: no search
    hope = _belote_hope(view)
    cards = sorted(bits(legal),
                   key=lambda c: (_cost(c, trump) + (BELOTE_HOPE if hope >> c & 1 else 0), c))
    # Trick 10: the loser takes the card under the talon.
    bottom = view.retourne
    bottom_worth = 0.0 if bottom is None or done != 9 else _cost(bottom, trump)
    if not view.trick:
        if view.faceup:
            # Belote découverte: the other player's cards are face up. A lead none of
            # them can take (its obligations read on them) wins the trick: the one worth
            # most.
            safe = [c for c in cards if not _can_take(view.faceup, c, trump)]
            if safe:
                return max(safe, key=lambda c: (POINTS[trump][c], -_cost(c, trump), -c))
        # Lead: the cheapest card; at trick 10 too (a low lead is easily lost).
        return cards[0]
    led = view.trick[0]
    winners = [c for c in cards if trick_winner((led, c), trump) == 1]
    trick_points = POINTS[trump][led]
    if bottom_worth > trick_points + 4:
        losers = [c for c in cards if c not in winners]
        if losers:
            return losers[0]  # lose trick 10: the card under the talon is worth more
    if winners:
        cheapest = winners[0]
        kept = cheapest >> 3 == trump and cheapest & 7 in (JACK, NINE)
        if not kept and (trick_points >= 10 or done == 9):
            return cheapest
        if POINTS[trump][cheapest] == 0 and cheapest >> 3 != trump:
            return cheapest  # a free win: the lead and the first draw
    return cards[0]


def _can_take(cards: int, led: int, trump: int) -> bool:
    """Whether a player whose available cards are ``cards`` can take a trick led with
    ``led``, playing as the obligations let them."""
    return any(trick_winner((led, c), trump) == 1
               for c in bits(legal_plays(cards, (led,), trump)))


def _endgame(view: PlayerView) -> int:
    # Tricks 11 to 16: the opponent holds every card neither played nor in this hand, and
    # the solver finds the card that takes most (the lowest of the best, as it lists them).
    hands = [0, 0, 0, 0]
    hands[view.seat] = view.hand
    hands[view.seat.partner] = ((1 << 32) - 1) & ~view.played & ~view.hand
    return _solver(view.trump, view.rules).solve(hands, view.leader, view.trick).best[0]


_SOLVERS = threading.local()


def _solver(trump: int, rules: RuleSet) -> Solver:
    """The solver of the contract, one per thread: its tables serve every position of a
    deal's last six tricks, whichever player is to play (the solver drops them when the
    cards of another deal come). Loaded at the first trick 11: a deal at the prompt loads
    no solver before."""
    from .solver import Solver
    solvers: dict[tuple[int, RuleSet], Solver] | None = getattr(_SOLVERS, "solvers", None)
    if solvers is None or len(solvers) > 8:
        solvers = _SOLVERS.solvers = {}
    solver = solvers.get((trump, rules))
    if solver is None:
        solver = solvers[trump, rules] = Solver(trump, rules)
    return solver


__all__ = ["deux_bid", "deux_play", "hand_value"]
