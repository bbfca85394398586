"""The expert's deals in the two-player games: belote à deux while the talon lasts (the
other hand and the talon's order, ``talon_world``; the play from there, ``talon_state``,
played out by the heuristic and the six last tricks solved, ``played_out``) and after it,
and belote découverte (the face-down cards dealt under the cards that cover one,
``two_player_deal``).
"""

from __future__ import annotations

import random

from ..core.cards import FULL_DECK, KING, QUEEN, bits, card
from ..core.errors import RuleError
from ..core.scoring import BELOTE_BONUS
from ..core.seats import Seat
from ..core.talon import TalonState, side
from .base import PlayerView
from .deux_policy import deux_play
from .solver import Solver


def talon_world(view: PlayerView, rng: random.Random) -> tuple[int, list[int]]:
    """Belote à deux while the talon lasts: the other hand and the talon's face-down cards
    (top first) dealt at random from the cards ``view``'s player has not seen (no
    obligation holds while the talon lasts, so the play shows no void); the cards the
    other player is known to hold (``view.known``: the retourne taken by the exchange of
    the seven; ``view.shown``: the other of king and queen after a belote said) stay in
    that hand."""
    known = (view.known | view.shown[view.seat.partner]) & ~view.played
    unseen = FULL_DECK & ~view.played & ~view.hand & ~known
    if view.retourne is not None:  # the card face up under the talon, seen by both
        unseen &= ~(1 << view.retourne)
    held = view.hand.bit_count() - (1 if view.trick else 0) - known.bit_count()
    cards = list(bits(unseen))
    rng.shuffle(cards)
    other = known
    for c in cards[:held]:
        other |= 1 << c
    return other, cards[held:]


def talon_state(view: PlayerView, other: int, talon: list[int]) -> TalonState:
    """The play of a deal of belote à deux from ``view``'s position, with the other hand
    and the talon as sampled (no exchange of the seven any more)."""
    state = TalonState.__new__(TalonState)
    state.rules, state.trump = view.rules, view.trump
    state.dealer = view.dealer if view.dealer is not None else Seat.N
    hands = [0, 0, 0, 0]
    hands[view.seat], hands[view.seat.partner] = view.hand, other
    state.hands = hands
    state.dealt = tuple(hands)
    state.retourne = view.retourne if view.retourne is not None else -1
    state.talon = list(talon)
    state.bottom = view.retourne
    state.leader = view.leader
    state.trick = list(view.trick)
    state.tricks = list(view.tricks)
    state.draws = []
    state.exchange = (0, view.seat)
    state.belote_seat = None
    state._row = view.rules.point_row(view.trump)
    return state


def played_out(state: TalonState, view: PlayerView) -> tuple[int, int, int | None]:
    """The card points (S, N) of ``state`` at the end of the deal, and the side (0 for S,
    1 for N, ``talon.side``) that takes every trick, a capot, or None: the talon's tricks
    played by the heuristic (``deux_policy.deux_play``), then the six last tricks, where
    every card is known, solved exactly (as the heuristic plays them too). Where one
    player takes every point of those, the tricks are counted too
    (``Solver(tricks=True)``): the other may take a trick worth nothing."""
    while state.drawing:
        seat = state.to_play
        seen = PlayerView(seat, state.hands[seat], state.trump, state.leader,
                          tuple(state.trick), tuple(state.tricks), state.legal_moves(),
                          view.taker, view.dealer, state.bottom, view.rules)
        state.play(deux_play(seen), check=False)
    s, n = state.points()
    winners = {side(t.winner) for t in state.tricks}
    if not state.is_over:
        rest = Solver(state.trump, view.rules).points(state.hands, state.leader,
                                                      state.trick)
        s, n = s + rest[0], n + rest[1]
        if 0 in rest and len(winners) < 2:  # one player takes every point left
            cards = Solver(state.trump, view.rules, tricks=True).points(
                state.hands, state.leader, state.trick)
            winners |= {w for w in (0, 1) if cards[w]}
        else:
            winners = {0, 1}
    return s, n, (min(winners) if len(winners) == 1 else None)


def discovery_played(view: PlayerView) -> tuple[int, int]:
    """The cards S and N (``side``: 0, 1) played so far in ``view``'s deal of belote
    découverte, current trick included."""
    played = [0, 0]
    for t in view.tricks:
        for seat, c in t.plays():
            played[side(seat)] |= 1 << c
    seat = view.leader
    for c in view.trick:
        played[side(seat)] |= 1 << c
        seat = seat.partner
    return (played[0], played[1])


def discovery_belotes(hands: list[int], played: tuple[int, int],
                      trump: int) -> tuple[int, int]:
    """The belote points of S and N (``side``: 0, 1) in a deal of belote découverte
    (``hands``: by seat, as ``two_player_deal`` gives them; ``played``:
    ``discovery_played``): 20 to the player that plays both king and queen of trump, the
    cards it played with those it still has, face up or face down (VARIANTS.md, part 3)."""
    pair = (1 << card(trump, KING)) | (1 << card(trump, QUEEN))
    s = hands[Seat.S] | played[0]
    n = hands[Seat.N] | played[1]
    return (BELOTE_BONUS if s & pair == pair else 0, BELOTE_BONUS if n & pair == pair else 0)


def two_player_deal(view: PlayerView, rng: random.Random) -> tuple[list[int], list[int] | None]:
    """A deal of a two-player game consistent with what ``view``'s player sees: the hands
    (S and N) and, in belote découverte, the layout (``layout[card]``, the card under it).

    Belote à deux after the talon: the other hand is every card neither played nor held.
    Belote découverte: the cards nobody sees are the face-down ones, dealt at random under
    the face-up cards that cover one (nobody has seen them, so every dealing is as likely).
    """
    me = view.seat
    other = me.partner
    hands = [0, 0, 0, 0]
    unseen = FULL_DECK & ~view.played & ~view.hand & ~view.faceup
    if view.rules.variant == "deux":
        hands[me], hands[other] = view.hand, unseen
        return hands, None
    tops = list(bits(view.covered))
    cards = list(bits(unseen))
    if len(cards) != len(tops):
        raise RuleError("the face-down cards do not fit the piles seen")
    rng.shuffle(cards)
    layout = [-1] * 32
    hands[me], hands[other] = view.hand, view.faceup
    for top, below in zip(tops, cards, strict=True):
        layout[top] = below
        if view.hand >> top & 1:
            owner = me
        elif view.faceup >> top & 1:
            owner = other
        else:  # on the table: the leader played the first card, the other the second
            owner = view.leader if view.trick[0] == top else view.leader.partner
        hands[owner] |= 1 << below
    return hands, layout
