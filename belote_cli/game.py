"""The deal loop shared by ``play``'s bots, ``simulate`` and the arena: deal, bid, play, score."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from .announcements import declare_all, declared_points
from .bidding import Auction, Bid, Deal
from .bots.base import BidView, Bot, PlayerView
from .cards import SUITS
from .record import DealRecord
from .rules import RuleSet
from .scoring import DealScore, score_deal
from .seats import Seat, Team
from .state import DealState


@dataclasses.dataclass(slots=True)
class PlayedDeal:
    """A finished deal: how it was dealt and taken, the tricks, and its score.

    ``state`` is None for a void deal (everybody passed twice).
    """

    dealer: Seat
    rules: RuleSet
    retourne: int | None
    bids: list[Bid]
    taker: Seat | None
    trump: int | None
    state: DealState | None
    belote: Team | None
    score: DealScore | None

    @property
    def is_void(self) -> bool:
        """True when nobody took."""
        return self.state is None

    def to_record(self) -> DealRecord:
        """The deal in the deal-file model, ready for ``record.dumps``."""
        assert self.state is not None and self.trump is not None
        declared: tuple[Seat, ...] = ()
        holder = self.state.belote_holder()
        if self.belote is not None and holder is not None:
            declared = (holder,)
        return DealRecord(
            trump=self.trump, taker=self.taker, dealer=self.dealer,
            leader=self.state.tricks[0].leader if self.state.tricks else None,
            rules=self.rules, belote=declared,
            tricks=[t.cards for t in self.state.tricks],
            announcements=tuple(declare_all(self.state.initial_hands, self.trump))
            if self.rules.announcements == "on" and self.taker is not None else (),
        )


def belote_team(state: DealState, rules: RuleSet, declared: bool = True) -> Team | None:
    """The team credited with belote-rebelote once the deal is played.

    ``auto``: whoever played both king and queen of trump. ``declared``: only if that player
    also declared them (``declared``; bots always do).
    """
    holder = state.belote_holder()
    if holder is None:
        return None
    if rules.belote == "declared" and not declared:
        return None
    return holder.team


def play_out(state: DealState, bots: Sequence[Bot], taker: Seat | None, dealer: Seat | None,
             retourne: int | None) -> None:
    """Let the bots play ``state`` to its end."""
    while not state.is_over:
        view = PlayerView.of(state, taker, dealer, retourne)
        state.play(bots[state.to_play].play(view), check=False)


def play_deal(bots: Sequence[Bot], rng: random.Random, dealer: Seat,
              rules: RuleSet | None = None) -> PlayedDeal:
    """One classic deal: shuffle from ``rng``, bid, play, score. ``bots`` is indexed by seat."""
    rules = rules if rules is not None else RuleSet()
    clockwise = rules.clockwise
    deal = Deal.random(rng, dealer, clockwise)
    auction = Auction(dealer, deal.retourne, clockwise)
    while not auction.is_over:
        seat = auction.to_bid
        view = BidView(seat, deal.hands[seat], deal.retourne, dealer, auction.round,
                       tuple((b.seat, b.suit) for b in auction.bids),
                       tuple(auction.allowed_suits()), rules)
        auction.bid(bots[seat].bid(view))
    if auction.taker is None or auction.trump is None:
        return PlayedDeal(dealer, rules, deal.retourne, auction.bids, None, None, None, None,
                          None)
    hands = deal.complete(auction.taker)
    state = DealState(hands, auction.trump, dealer.next(clockwise), rules)
    play_out(state, bots, auction.taker, dealer, deal.retourne)
    belote = belote_team(state, rules)
    score = score_state(state, auction.taker, rules, belote)
    return PlayedDeal(dealer, rules, deal.retourne, auction.bids, auction.taker,
                      auction.trump, state, belote, score)


def play_discovery(bots: Sequence[Bot], rng: random.Random,
                   rules: RuleSet | None = None) -> PlayedDeal:
    """The discovery page's deal: random trump, 8 cards each, S leads, no contract or belote."""
    rules = rules if rules is not None else RuleSet()
    deck = list(range(32))
    rng.shuffle(deck)
    trump = rng.choice(SUITS)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(deck):
        hands[i // 8] |= 1 << c
    state = DealState(hands, trump, Seat.S, rules)
    play_out(state, bots, None, None, None)
    score = score_state(state, None, rules, None, announcements=(0, 0))
    return PlayedDeal(Seat.W, rules, None, [], None, trump, state, None, score)


def announcement_points(state: DealState, rules: RuleSet) -> tuple[int, int]:
    """With ``announcements=on``, what each team's announcements score if the contract is
    made: every seat declares the best split of its hand (bots always announce)."""
    if rules.announcements != "on":
        return (0, 0)
    return declared_points(declare_all(state.initial_hands, state.trump), state.trump)


def score_state(state: DealState, taker: Seat | None, rules: RuleSet,
                belote: Team | None, as_played: bool = False,
                announcements: tuple[int, int] | None = None) -> DealScore:
    """Score a finished ``DealState`` (the tricks as they fell).

    ``announcements``: points per team as ``announcements.team_points`` gives them; by
    default every seat's best announcements with ``announcements=on``, none otherwise.
    """
    if announcements is None:
        announcements = announcement_points(state, rules)
    last = state.tricks[-1].winner.team
    capot = None
    for team in (Team.NS, Team.EW):
        if state.tricks_won(team) == 8:
            capot = team
    return score_deal(state.trump, (state.points[0], state.points[1]), last, taker, rules,
                      belote, capot, as_played=as_played, announcements=announcements)

