"""The expert's deals in the two-player games: belote à deux while the talon lasts (the
other hand and the talon's order, ``talon_world``; the play from there, ``talon_state``,
played out by the heuristic and the six last tricks solved, ``played_out``; each legal
card valued over such deals, ``play_outs``) and after it, and belote découverte (the
face-down cards dealt under the cards that cover one, ``two_player_deal``); the belote
of each such deal, added after the contract or under ``contract=total`` compared: at
belote à deux the player's that played the first of king and queen of trump holding the
other (``deux_belote_seat``, ``deux_belotes``, ``belote_at_end``; when the other player
drew a card it did not see, ``arrival``), at belote découverte the player's that plays
both (``discovery_belotes``; under ``belote=declared`` not once played unsaid).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.cards import BELOTE_PAIRS, FULL_DECK, KING, QUEEN, SEVEN, bits, card
from ..core.errors import RuleError
from ..core.scoring import BELOTE_BONUS
from ..core.seats import Seat
from ..core.talon import TalonState, side
from .base import PlayerView
from .deux_policy import deux_play
from .solver import Solver
from .valuation import Capot

#: The deal score margin of a two-player deal for the player whose view is searched, of
#: its trick points at the end, the capot (or None) and each player's belote (S, N).
Margin = Callable[[int, Capot | None, tuple[int, int]], int]


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


def talon_state(view: PlayerView, other: int, talon: list[int],
                belote: Seat | None = None) -> TalonState:
    """The play of a deal of belote à deux from ``view``'s position, with the other hand
    and the talon as sampled (no exchange of the seven any more); ``belote``: the player
    whose belote the play so far has made (``deux_belote_seat``)."""
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
    state.belote_seat = belote
    state._row = view.rules.point_row(view.trump)
    return state


def _plays_in_order(view: PlayerView) -> list[tuple[int, Seat, int]]:
    """Every card played in ``view``'s deal in order, as (trick number from 1, seat,
    card), the trick on the table included."""
    out = [(number, seat, c) for number, t in enumerate(view.tricks, 1)
           for seat, c in t.plays()]
    seat = view.leader
    for c in view.trick:
        out.append((len(view.tricks) + 1, seat, c))
        seat = seat.partner
    return out


def arrival(view: PlayerView, who: Seat, target: int, hand: int,
            rng: random.Random) -> tuple[int, bool]:
    """Belote à deux: when the card ``target`` reached the hand of ``who`` (which holds
    ``hand`` now, or played it): 0 dealt, ``t`` drawn after trick ``t``, ``s - 1`` the
    retourne taken by the exchange of the seven before trick ``s``; and True where
    ``view``'s player knows it (its own cards, the card face up under the talon, the
    retourne), False where it was drawn at random.

    The other player's face-down draws are unseen: every order of the cards it held
    (dealt or drawn) is as likely, but for those it played, which it held by then. Its
    unseen draws are filled from the last back, each with a card it played after that
    draw or still holds (its *deadline*), at random: the count of such cards less the
    later draws does not depend on which were drawn later, so each order that fits the
    play is as likely; the rest were dealt."""
    side_of = side(who)
    exchange = view.exchange
    if exchange is not None and exchange[1] is who and exchange[2] == target:
        return exchange[0] - 1, True
    for t, cards in enumerate(view.drawn, 1):
        if cards[side_of] == target:
            return t, True
    if who is view.seat:
        return 0, True  # its own draws are in the view: it was dealt
    held = _held_by_deadline(view, who, hand)
    for t in range(len(view.drawn), 0, -1):
        if view.drawn[t - 1][side_of] is not None:
            continue
        fits = [h for h in held if h[1] > t]
        if not fits:
            break  # a view no play gives: the rest dealt
        pick = fits[rng.randrange(len(fits))]
        if pick[0] == target:
            return t, False
        held.remove(pick)
    return 0, False


def _held_by_deadline(view: PlayerView, who: Seat, hand: int) -> list[tuple[int, int]]:
    # The cards ``who`` held, each with its deadline d (drawn, if it was, after a trick
    # before d): played at trick j, held by the draw after trick j - 1; the seven swapped
    # before trick s, by the draw after s - 1; held now, after the last draw. A drawn card
    # seen is taken out, where it stands with its latest deadline.
    side_of = side(who)
    exchange = view.exchange
    never = len(view.drawn) + 1
    held = [(c, j) for j, seat, c in _plays_in_order(view) if seat is who]
    held += [(c, never) for c in bits(hand)]
    if exchange is not None and exchange[1] is who:
        held.append((card(view.trump, SEVEN), exchange[0]))
        held = [h for h in held if h[0] != exchange[2]]
    for t, cards in enumerate(view.drawn, 1):
        seen = cards[side_of]
        if seen is not None:
            later = [h for h in held if h[0] == seen and h[1] > t]
            if later:
                held.remove(max(later, key=lambda h: h[1]))
    return held


def deux_belote_seat(view: PlayerView, other: int,
                     rng: random.Random) -> tuple[Seat | None, bool]:
    """Belote à deux: the player whose belote the play so far has made, and whether
    ``view``'s player knows it. The belote counts for the player that played the first of
    king and queen of trump holding the other (the rule book: a queen drawn after the king
    was played makes none): None while neither has been played, and when the other lay
    elsewhere then. ``other``: the other player's hand (as sampled, while the talon
    lasts). When the other player played the first, the time it drew the second is
    drawn at random (``arrival``) unless seen; under ``belote=declared`` whether that
    player said belote with the first (``PlayerView.said``) tells it, before the second
    is played and after."""
    pair = (card(view.trump, KING), card(view.trump, QUEEN))
    plays = _plays_in_order(view)
    first = next(((j, seat, c) for j, seat, c in plays if c in pair), None)
    if first is None:
        return None, True
    j, who, c = first
    second = pair[0] + pair[1] - c
    hand = view.hand if who is view.seat else other
    played_second = (second, who) in ((x, seat) for _, seat, x in plays)
    if not (hand >> second & 1 or played_second):
        return None, True  # the other of the two is not that player's
    if view.rules.belote == "declared":
        return (who if view.said is who else None), True  # said with the first, or not
    when, known = arrival(view, who, second, hand, rng)
    return (who if when < j else None), known


def deux_belotes(view: PlayerView, other: int, rng: random.Random,
                 samples: int) -> list[tuple[int, int]]:
    """Belote à deux once the talon is empty (``other``: the other hand, every card
    known): the belote points of S and N at the end of the deal, one pair where
    ``view``'s player knows them, else one for each of ``samples`` draws of when the
    other player drew its cards (``deux_belote_seat``). Neither of king and queen played
    yet, the player holding both plays both: its belote (``_holder_belote``)."""
    if not view.played & BELOTE_PAIRS[view.trump]:
        return [_holder_belote(view.trump, {view.seat: view.hand, view.seat.partner: other})]
    seat, known = deux_belote_seat(view, other, rng)
    out = [_points(seat)]
    if not known:
        out += [_points(deux_belote_seat(view, other, rng)[0]) for _ in range(samples - 1)]
    return out


def belote_at_end(state: TalonState) -> tuple[int, int]:
    """The belote points of S and N of ``state``'s deal, its talon's tricks played: the
    player that played the first of king and queen of trump holding the other
    (``belote_seat``), or, neither played yet, the one holding both (no draw left, it
    plays both)."""
    if state.belote_seat is not None:
        return _points(state.belote_seat)
    gone = sum(1 << c for t in state.tricks for c in t.cards) | sum(1 << c for c in state.trick)
    if gone & BELOTE_PAIRS[state.trump]:
        return (0, 0)
    return _holder_belote(state.trump, {seat: state.hands[seat] for seat in (Seat.S, Seat.N)})


def _holder_belote(trump: int, hands: dict[Seat, int]) -> tuple[int, int]:
    """The belote points (S, N) when neither of king and queen of ``trump`` is played and
    no card is left to draw: the player whose hand holds both plays both; none when each
    holds one."""
    pair = BELOTE_PAIRS[trump]
    return _points(next((seat for seat, hand in hands.items() if hand & pair == pair), None))


def _points(seat: Seat | None) -> tuple[int, int]:
    """The belote points (S, N) of a belote to ``seat`` (none for None)."""
    if seat is None:
        return (0, 0)
    return (BELOTE_BONUS, 0) if seat is Seat.S else (0, BELOTE_BONUS)


def played_out(state: TalonState, view: PlayerView) -> tuple[int, int, int | None]:
    """The trick points (S, N) of ``state`` at the end of the deal, and the side (0 for S,
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


def play_outs(view: PlayerView, rng: random.Random, samples: int,
              margin: Margin) -> tuple[dict[int, int], dict[int, int], int]:
    """Belote à deux while the talon lasts: the search does not follow the draws, so
    each legal card is played on ``samples`` sampled deals (the other hand and the
    talon's order, ``talon_world``, the same deals for every card) and the deal played
    out to its end by the heuristic (``played_out``, which searches the six last tricks
    exactly). Returns the sums over those deals of each card's points from here on and of
    its deal score margin (``margin``: of the player's points at the end, the capot, every
    trick to one player, valued as it scores, and each player's belote,
    ``belote_at_end``), and the number of deals; the expert plays the best mean."""
    me = side(view.seat)
    taken = sum(t.points for t in view.tricks if t.winner is view.seat)
    value = view.rules.capot_value(view.trump)
    worlds = [talon_world(view, rng) for _ in range(samples)]
    totals = {c: 0 for c in bits(view.legal)}
    utility = {c: 0 for c in totals}
    for other, talon in worlds:
        # Belotes counted, made by the play so far or the play-out's.
        belote = deux_belote_seat(view, other, rng)[0]
        for c in totals:
            state = talon_state(view, other, talon, belote)
            state.play(c, check=False)
            s, n, swept = played_out(state, view)
            mine = n if me else s
            capot = None if swept is None else Capot(value, 1 << swept)
            totals[c] += mine - taken
            utility[c] += margin(mine, capot, belote_at_end(state))
    return totals, utility, len(worlds)


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


def discovery_belotes(hands: list[int], played: tuple[int, int], trump: int,
                      declared: bool = False, said: Seat | None = None) -> tuple[int, int]:
    """The belote points of S and N (``side``: 0, 1) in a deal of belote découverte
    (``hands``: by seat, as ``two_player_deal`` gives them; ``played``:
    ``discovery_played``): 20 to the player that plays both king and queen of trump, the
    cards it played with those it still has, face up or face down (the rule book's belote
    découverte).
    ``declared`` (``belote=declared``): a player that played both scores it only if it
    said belote (``said``, ``PlayerView.said``); one still to play the second is counted,
    as it may say it with that card."""
    pair = BELOTE_PAIRS[trump]
    out = [0, 0]
    for i, seat in enumerate((Seat.S, Seat.N)):
        if (hands[seat] | played[i]) & pair != pair:
            continue
        # The rule book: under belote=declared a belote scores only if said when its
        # cards are played; at belote découverte it is said with the second
        # (engine/deux.py), so a player that played both and kept quiet has lost it for
        # good. One that still holds the second, face up or face down, says it then if it
        # wants: saying costs nothing and scores 20 (bots always say it), so it is counted
        # as it will score.
        if declared and played[i] & pair == pair and said is not seat:
            continue
        out[i] = BELOTE_BONUS
    return (out[0], out[1])


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
