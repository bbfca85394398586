"""Stacked decks for the tests: the deck that deals given hands (RULES.md, dealing)."""

from __future__ import annotations

from belote_cli.core.bidding import Deal
from belote_cli.core.cards import card_symbol, mask_of
from belote_cli.core.seats import Seat


def stacked_deck(hands: dict[Seat, list[int]], dealer: Seat, taker: Seat,
                 retourne: int) -> tuple[int, ...]:
    """The deck that deals ``hands`` once ``taker`` takes ``retourne``, in dealing order:
    3 then 2 cards to each player from the one after ``dealer`` (clockwise), the retourne,
    then 3 to each and 2 to the taker. Each hand's cards are dealt in the order given."""
    order = [dealer.next()]
    while len(order) < 4:
        order.append(order[-1].next())
    rest = {seat: [c for c in hands[seat] if c != retourne] for seat in order}
    deck = ([c for seat in order for c in rest[seat][:3]]
            + [c for seat in order for c in rest[seat][3:5]] + [retourne]
            + [c for seat in order for c in rest[seat][5:]])
    assert sorted(deck) == list(range(32)), "the hands must hold the 32 cards once"
    dealt = Deal.from_deck(deck, dealer).complete(taker)
    assert dealt == [mask_of(hands[seat]) for seat in Seat]
    return tuple(deck)


def deck_text(deck: tuple[int, ...]) -> str:
    """The deck as ``--deck`` reads it."""
    return " ".join(card_symbol(c) for c in deck)
