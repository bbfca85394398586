"""The double-dummy review of a deal worded for people: ``score --analyze``'s lines, and
the lines of a capot or a contract's result changed that the player's own review
(``texts.deal_review``) shares (the texts are the catalogue's, ``texts.review`` and
``texts.deal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.seats import Seat, Team
from . import points_unit, say

if TYPE_CHECKING:
    from ..analysis import DealReview, PlayReview


def capot_line(play: PlayReview, sides: tuple[str, str], lang: str, prefix: str) -> str:
    """The line of a card that gave up its side's capot or let the other side's through
    (``PlayReview.capot``): ``prefix`` ``review_`` (``score --analyze``, with the seat)
    or ``play_review_`` (the player's own review). ``sides``: the review's, the teams or
    the players S and N of a game of two."""
    assert play.capot is not None
    many = "_many" if len(play.capot_cards) > 1 else ""  # French: le gardaient
    return say(f"{prefix}capot_{play.capot}{many}", lang, trick=play.trick, seat=play.seat,
               card=play.card, cards=play.capot_cards, other=_other_side(play, sides))


def _other_side(play: PlayReview, sides: tuple[str, str]) -> Seat | Team:
    """The side against the player of ``play``: the other team, or at two (``sides`` S and
    N) the other player."""
    return ((Seat.N if play.seat is Seat.S else Seat.S) if sides == ("S", "N")
            else Team(int(play.seat) & 1).other)


def contract_line(play: PlayReview, sides: tuple[str, str], lang: str, prefix: str) -> str:
    """The line of a card that changed the contract's result (``PlayReview.result``):
    ``prefix`` ``review_`` (``score --analyze``, with the seat) or ``play_review_`` (the
    player's own review). ``sides``: the review's, the teams or the players S and N of a
    game of two. A card that lets the contract through is a defender's: the line names the
    takers, the other side, as the capot's names the side that makes it."""
    assert play.result is not None
    many = "_many" if len(play.result_cards) > 1 else ""  # French: l'auraient fait réussir
    return say(f"{prefix}contract", lang, trick=play.trick, seat=play.seat, card=play.card,
               change=say(f"contract_change_{play.result}", lang,
                          takers=_other_side(play, sides)),
               cards=play.result_cards,
               kept=say(f"contract_kept_{play.result_best}{many}", lang))


def review_lines(review: DealReview, lang: str = "en", threshold: int = 1) -> list[str]:
    """A double-dummy review for people: the figures with perfect play and as played,
    every play that cost at least ``threshold`` points, the revokes, the capot given up or
    let through, the contract's result changed, the total cost."""
    two = review.sides == ("S", "N")
    out = [say("review_head_two" if two else "review_head", lang, ns=review.start[0],
               ew=review.start[1], ns_played=review.actual[0], ew_played=review.actual[1],
               first=review.first_trick)]
    for p in review.mistakes(threshold):
        many = "_many" if len(p.best) > 1 else ""  # French: meilleurs coups
        if p.loss >= threshold or not p.legal:
            out.append(say(("review_cost" if p.legal else "review_revoke") + many, lang,
                           trick=p.trick, seat=p.seat, card=p.card, loss=p.loss,
                           unit=points_unit(p.loss, lang), best_cards=p.best))
        if p.capot is not None:
            out.append(capot_line(p, review.sides, lang, "review_"))
        if p.result is not None:
            out.append(contract_line(p, review.sides, lang, "review_"))
    if len(out) == 1:
        out.append(say("review_none", lang))
    out.append(say("review_total_two" if two else "review_total", lang, ns=review.cost[0],
                   ew=review.cost[1]))
    return out
