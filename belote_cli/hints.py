"""The expert's hint for the seat to play a card: ``hint`` and the ``Hint`` it returns,
which ``belote_cli`` exports (``belote_cli.hint``). ``belote play``'s ``hint`` is this
same function, worded for the table, so that the two always name the same card.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING

from .api import _seed_text
from .bots.expert import ExpertParams
from .core import reprs
from .core.cards import (
    Card,
    CardDict,
    CardInt,
    CardTuple,
    card_symbol,
    mask_of,
    seed_arg,
    shown,
    sorted_cards,
)
from .core.errors import BeloteError
from .core.seats import Seat

if TYPE_CHECKING:
    from .bots.base import PlayerView
    from .bots.expert import CardChoice
    from .core.bidding import Auction, Deal
    from .engine.game import Game

#: The budget of a hint: the expert's own, but at the first trick 128 card solves shared
#: by the legal cards (16 full deals for eight, 20 at most) where the bot's budget gives
#: 64 (8 deals for eight, which named a card near the luck of the draw): about a third of a
#: second of CPU with the native core; 40 deals from the second trick on. At belote à deux
#: while the talon lasts, 36 deals played out where the bot plays out 12 (one deal's gap
#: between two cards varies by some 39 points, so 12 named a card near the luck of the
#: draw): some 0.06 s of CPU with the native core. Belote découverte's 20 deals at tricks 5
#: and 6 and 40 later are the bot's.
HINT_PARAMS = ExpertParams(first_trick_cards=128, talon_samples=36)


@dataclasses.dataclass(frozen=True, slots=True)
class Hint:
    """The expert's card for the seat to play (``seat``), from what that seat may know.

    ``card``: the card named (a ``CardInt``, its int printing as the card). ``points``:
    for each legal card, the trick points the seat's team may expect from here (the cards
    on the table and the dix de der included) over the ``samples`` deals of the hidden
    cards that the search dealt and solved with all hands open, most points first;
    ``margins``: the deal score that follows, the seat's team's minus the other's (the
    contract made, *dedans* or capot in each deal), in the same order. Both are
    ``CardDict``s, keyed by the cards' ints, which a card's text reads too
    (``hint.points["J♥"]``, ``"J♥" in hint.margins``). The card is named by its margin
    first, then its points: it may come after a card of more points and a lower margin, as
    ``belote play``'s ``hint`` says. ``tied``: the cards the deals cannot tell apart from
    ``card`` (the same points and margin), ``card`` itself included, in the order of a
    hand (a ``CardTuple``, which prints as its cards): every card as good as the one
    named, to pick from; ``(card,)`` alone when no other card is, as for a card named
    without a search, so that ``len(hint.tied) > 1`` says there is a tie (the ``repr``
    shows ``tied`` only then). ``samples`` is 0, and ``points`` and ``margins`` empty, for
    a card named without a search: the seat's one legal card, or at belote découverte
    before the search takes over, the heuristic's card. ``seed`` gives the same hint again
    (None when the hint drew from an ``rng`` given).

    Its ``repr`` writes the cards as the rest of the library does and the figures to a
    tenth, as ``belote play`` writes them:

    >>> hint = Hint(Seat.S, 12, {12: 55.0, 7: 30.25}, {12: 112.0, 7: -30.0}, 40, (12,), "1")
    >>> hint  # doctest: +NORMALIZE_WHITESPACE
    Hint(seat=S, card=J♥, points={J♥: 55, A♠: 30.2}, margins={J♥: 112, A♠: -30},
         samples=40, seed='1')
    >>> hint.points["J♥"], hint.margins["as"], hint.points.get("7♦", 0.0)
    (55.0, -30.0, 0.0)

    A value: equal hints hash alike, so that a set or a dict key holds one of them.

    >>> same = Hint(Seat.S, 12, {7: 30.25, 12: 55.0}, {7: -30.0, 12: 112.0}, 40, (12,), "1")
    >>> same == hint, len({hint, same})
    (True, 1)
    """

    seat: Seat
    card: Card
    points: CardDict[float]
    margins: CardDict[float]
    samples: int
    tied: tuple[Card, ...]
    seed: str | None

    def __post_init__(self) -> None:
        # Plain dicts given (a hint made by hand) read cards' texts too, and a plain tuple
        # of tied cards prints as its cards.
        for name in ("points", "margins"):
            values = getattr(self, name)
            if isinstance(values, dict) and not isinstance(values, CardDict):
                object.__setattr__(self, name, CardDict(values))
        if isinstance(self.tied, tuple) and not isinstance(self.tied, CardTuple):
            object.__setattr__(self, "tied", CardTuple(self.tied))
        if type(self.card) is int and 0 <= self.card < 32:  # prints as the card
            object.__setattr__(self, "card", CardInt(self.card))

    def __hash__(self) -> int:
        # A value, hashed as it compares: ``points`` and ``margins`` (dicts, which have no
        # hash) by their items whatever their order, as dicts compare.
        return hash((self.seat, self.card, frozenset(self.points.items()),
                     frozenset(self.margins.items()), self.samples, self.tied, self.seed))

    def __repr__(self) -> str:
        items = [("seat", self.seat.name), ("card", reprs.card(self.card))]
        if self.samples:
            for name, values in (("points", self.points), ("margins", self.margins)):
                written = ", ".join(f"{reprs.card(c)}: {_tenth(v)}" for c, v in values.items())
                items.append((name, "{" + written + "}"))
        items.append(("samples", str(self.samples)))
        if len(self.tied) > 1:
            items.append(("tied", reprs.show(self.tied, reprs.CARDS)))
        items.append(("seed", repr(self.seed)))
        return reprs.fields("Hint", items)


def _tenth(value: float) -> str:
    # A figure to a tenth, as ``belote play`` writes it: ``55``, not ``55.0``; ``30.2``.
    text = f"{value:.1f}".removesuffix(".0")
    return "0" if text == "-0" else text



def _taking_call(deal: Deal, auction: Auction) -> str:
    """The ``simulate`` call that judges taking the retourne for the seat to speak (the
    "Should I take?" of ``belote simulate --hand``): ``simulate(1000, hand="S:A♠ …",
    retourne="A♦", dealer="E")``, with ``round=2`` in round two."""
    seat = auction.to_bid
    hand = " ".join(card_symbol(c) for c in sorted_cards(deal.hands[seat]))
    second = ", round=2" if auction.round == 2 else ""
    return (f'simulate(1000, hand="{seat.name}:{hand}", retourne="{card_symbol(deal.retourne)}",'
            f' dealer="{auction.dealer.name}"{second})')


def hint(game: Game, seed: int | str | None = None, *,
         rng: random.Random | None = None) -> Hint:
    """The expert bot's card for the seat to play in ``game`` (phase ``PLAY``), from that
    seat's own view (``game.player_view()``: its hand, the table, what was bid, said and
    shown; never another hand), as ``belote play``'s ``hint`` gives it, in every game the
    expert plays: classic belote (sans atout and tout atout with ``sa_ta=on``), coinche,
    the deal without bidding, belote à deux and belote découverte.

    The expert deals the cards the seat cannot see at random, as its knowledge allows,
    solves each deal with all hands open and names the legal card of the best expected
    deal score, then of the most points (``ExpertBot.evaluate``). Cards that the deals
    cannot tell apart are ``tied``, and the one named is the heuristic bot's pick among
    them, as a player picks by habit. The seat's one legal card is named without a
    search, and so is, at belote découverte before the fifth trick, the heuristic's card,
    which the expert plays there.

    ``seed``: the same seed gives the same hint (any int or text, ``seed=1`` is
    ``seed="1"``; None draws one, kept in the hint's ``seed``): the expert draws from
    ``random.Random(f"hint:{seed}")``, so that the card is the one
    ``find_bot("expert", random.Random(f"hint:{seed}")).play(game.player_view())`` plays,
    but at the first trick of a game of four, where the bot plays the heuristic's card
    and the hint searches, at belote à deux while the talon lasts, where the hint plays
    out 36 sampled deals to the bot's 12 (``HINT_PARAMS``), and among tied cards.
    ``rng``: a ``random.Random`` to draw from instead (one of the two, not both), as
    ``belote play`` draws its own.

    A game that is no ``Game`` is a ``TypeError``; a deal before or after its play, or
    waiting for something else than a card (an announcement, belote said or not, the
    exchange of the seven), a ``BeloteError`` naming its phase.

    >>> import belote_cli as b
    >>> game = b.Game(seed=4)                     # the first deal of belote play --seed 4
    >>> game.take()                               # S takes ♥
    Bid(seat=S, round=1, suit=♥)
    >>> first = b.hint(game, seed=1)              # S to lead: 8 legal cards, 16 deals
    >>> first.seat, first.samples, len(first.points), first.card in first.points
    (<Seat.S: 2>, 16, 8, True)
    >>> b.hint(game, seed="1") == first
    True
    >>> game.play("J♥")
    >>> b.hint(game)                              # doctest: +ELLIPSIS
    Hint(seat=W, card=A♥, samples=0, seed='...')
    """
    from .bots.expert import ExpertBot
    from .engine.game import Game, Phase

    if not isinstance(game, Game):
        raise TypeError(f"game: a Game in its play, not {shown(game)}")
    seed_arg(seed, optional=True)  # as play_deal's
    if rng is not None and not isinstance(rng, random.Random):
        raise TypeError(f"rng: a random.Random, or seed= (an int or a text), not "
                        f"{shown(rng)}")
    if seed is not None and rng is not None:
        raise TypeError("seed: the hint draws from rng or from seed, not both")
    if game.is_void:  # every player passed: no card was dealt to be played
        raise BeloteError(code="api_hint_void")
    if game.is_over:
        raise BeloteError(code="api_hint_over")
    if game.phase is Phase.BID and game.deal_ is not None and game.auction is not None:
        # The taking of a retourne at four: the simulation that judges it, to be run.
        raise BeloteError(code="api_hint_taking", phase=game.phase.value,
                          call=_taking_call(game.deal_, game.auction))
    if game.phase is not Phase.PLAY:
        raise BeloteError(code="api_hint_no_play", phase=game.phase.value)
    view = game.player_view()
    text = None if rng is not None else _seed_text(seed)
    draws = rng if rng is not None else random.Random(f"hint:{text}")
    legal = view.legal
    if not legal & (legal - 1):  # one card the seat may play: nothing to weigh
        card = legal.bit_length() - 1
        return Hint(view.seat, card, CardDict(), CardDict(), 0, (card,), text)
    expert = ExpertBot(draws, HINT_PARAMS)
    if view.rules.players == 2 and not expert.searches(view):
        card = expert.play(view)  # belote découverte's first tricks: the heuristic's
        return Hint(view.seat, card, CardDict(), CardDict(), 0, (card,), text)
    choice = expert.evaluate(view)
    card, tied = named_card(choice, view)
    order = sorted(choice.expected, key=lambda c: -choice.expected[c])  # best first
    return Hint(view.seat, card, CardDict({c: choice.expected[c] for c in order}),
                CardDict({c: choice.margin[c] for c in order}), choice.samples, tied, text)


def named_card(choice: CardChoice, view: PlayerView) -> tuple[Card, tuple[Card, ...]]:
    """The card a hint names from the expert's ``choice`` in ``view``, and the cards the
    sampled deals cannot tell apart from it (the same points and deal score), in the
    order of a hand: among two or more, the heuristic player's pick, as a player picks by
    habit, where the search would take the cheaper, then the weaker card."""
    from .bots.heuristic import HeuristicBot

    expected, margin = choice.expected, choice.margin
    best = choice.card
    tied = [c for c in expected if abs(expected[c] - expected[best]) < 1e-9
            and abs(margin[c] - margin[best]) < 1e-9]
    if len(tied) > 1:
        pick = HeuristicBot(random.Random(0)).play(
            dataclasses.replace(view, legal=mask_of(tied)))
        if pick in tied:
            best = pick
    return best, tuple(sorted_cards(mask_of(tied), view.trump))
