"""How many of the deals ``hint`` draws at a coinche call must fit the calls heard for it
to give a verdict (``play.coinche_hint.FIT_LEAST``, docs/playing.md): under half of them,
``no advice``; half or more, the verdict the figures give."""

from __future__ import annotations

import random

import pytest

from belote_cli.bots import coinche_policy
from belote_cli.core.cards import parse_card
from belote_cli.core.coinche import CoincheAuction, parse_call
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.play import coinche_hint
from belote_cli.play.coinche_hint import CallFigures, judge_calls

COINCHE = RuleSet.parse(["variant=coinche"])
HEARTS8 = ["J♥", "9♥", "A♥", "10♥", "K♥", "Q♥", "8♥", "7♥"]
DEALS = 10


def _auction(dealer: Seat, *calls: str) -> CoincheAuction:
    auction = CoincheAuction(dealer)
    for call in calls:
        auction.call(parse_call(call))
    return auction


def _judged(monkeypatch: pytest.MonkeyPatch, auction: CoincheAuction,
            fitting: int) -> CallFigures:
    """``judge_calls`` for S holding the eight hearts, over ``DEALS`` deals dealt as
    ``deal_for_calls`` deals them, of which the first ``fitting`` are said to fit the
    calls heard and the others not: the same hands, whatever ``fitting`` is."""
    told = iter([True] * fitting + [False] * (DEALS - fitting))

    def dealt(hand: int, auction: CoincheAuction, me: Seat, unseen: list[int],
              rng: random.Random, dealings: int) -> tuple[list[int], bool]:
        hands, _ = coinche_policy.deal_for_calls(hand, auction, me, unseen, rng, dealings)
        return hands, next(told)

    monkeypatch.setattr(coinche_hint, "deal_for_calls", dealt)
    mask = sum(1 << parse_card(c) for c in HEARTS8)
    return judge_calls(COINCHE, auction, Seat.S, mask, 1, deals=DEALS, dealings=5)


def test_half_the_deals_fitting_give_the_verdict_and_fewer_no_advice(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # S calls first (E deals): every bid open. 10 deals: 5 fitting are half, not under
    # half, the verdict the same as with all 10 fitting; 4 are under half, no advice.
    first = _auction(Seat.E)
    whole = _judged(monkeypatch, first, 10)
    assert whole.fitting == 10 and whole.verdict != "no advice"
    half = _judged(monkeypatch, first, 5)
    assert half.fitting == 5 and half.verdict == whole.verdict
    under = _judged(monkeypatch, first, 4)
    assert (under.fitting, under.verdict) == (4, "no advice")


def test_under_half_fitting_give_no_advice_on_a_coinche_alone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # E's capot ♠ before S (N deals): no bid is left, the coinche and passing are the
    # calls open. 4 deals of 10 fitting, no advice; 5, the verdict all 10 give.
    capot = _auction(Seat.N, "capot ♠")
    whole = _judged(monkeypatch, capot, 10)
    assert whole.level is None and whole.double == "coinche"
    assert whole.verdict != "no advice"
    assert _judged(monkeypatch, capot, 5).verdict == whole.verdict
    assert _judged(monkeypatch, capot, 4).verdict == "no advice"


def test_passing_alone_is_no_choice_to_give_no_advice_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # N's capot ♠ and E's pass before S (W deals): S may neither bid nor coinche its
    # partner's contract, passing is all; no deal fitting, the verdict is still pass.
    partner = _auction(Seat.W, "capot ♠", "pass")
    figures = _judged(monkeypatch, partner, 0)
    assert (figures.fitting, figures.level, figures.double) == (0, None, None)
    assert figures.verdict == "pass"
