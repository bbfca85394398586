"""The review after a coinche deal (``play.deal_review``): each of the user's calls judged
as ``hint`` at that call judges it (``play.coinche_hint``), seeded alike, against the best
call judged (RULES.md, "Coinche")."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from typing import Any

import pytest
from piped import read_whole
from test_coinche_hint import COINCHE, HEARTS8, _mask
from test_coinche_hint import _deck as _e_deals

from belote_cli.core.cards import HEARTS, SPADES, parse_card
from belote_cli.core.coinche import CAPOT, PASS, Call, CoincheAuction, parse_call
from belote_cli.core.coinche import COINCHE as COINCHE_CALL
from belote_cli.core.seats import Seat
from belote_cli.engine.game import Game
from belote_cli.play import coinche_hint
from belote_cli.play.coinche_hint import CallDeals, KeptCalls, _deck, judge_calls
from belote_cli.play.deal_review import review_game
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.texts.deal_review import player_review_lines


def _played(*calls: str) -> Game:
    """S deals and holds the eight hearts (W, N and E call first, then S): the auction's
    ``calls`` made as given, whatever the hands, then at each turn the legal card of the
    lowest number played."""
    hand = _mask(HEARTS8)
    rest = [c for c in range(32) if not hand >> c & 1]
    hands = [0, 0, 0, 0]
    hands[Seat.S] = hand
    for i, seat in enumerate((Seat.N, Seat.E, Seat.W)):
        hands[seat] = sum(1 << c for c in rest[8 * i:8 * i + 8])
    game = Game.deal(_deck(hands, Seat.S, True), Seat.S, COINCHE)
    for call in calls:
        game.call(parse_call(call))
    while not game.is_over:
        legal = int(game.legal_cards())
        game.play((legal & -legal).bit_length() - 1)
    return game


def test_passing_all_eight_hearts_gives_up_the_capot_bid() -> None:
    # W bids 80 ♥ (W holds no heart: the auction takes the call as given), N and E pass
    # and S passes the third pass: W's 80 ♥ is the contract in every simulated deal.
    # S holds every trump and wins every trick with one, so W's team fails: NS score
    # 160 + 80 = 240 and the belote (K♥ Q♥ played by S) 20, EW 0: passing's margin +260
    # each deal. Bid capot ♥, S's team makes it: 500 + 20 = +520; 160 ♥ made with every
    # trick 252 + 160 + 20 = 432; coinched, W failing: 160 + 80 × 2 + 20 = 340, or
    # surcoinched 160 + 80 × 4 + 20 = 500. The capot ♥ bid is the best, 520 - 260 = 260
    # given up in every deal: no spread, the interval [260, 260]. Yet the heuristic
    # never bids 80 ♥ without a heart: ♥ beats a suit as its trump only where the suit
    # holds its ace and ten and at most one card more, so W's 8 cards hold A 10 in each
    # of ♠ ♦ ♣, an estimate of 30 + 3 × 21 = 93, a bid of 90. No deal fits W's 80 ♥ (0
    # of 300): the review gives no advice on the call, as the hint there does.
    game = _played("80 ♥", "pass", "pass", "pass")
    review = review_game(game, Seat.S, 1)
    assert len(review.calls) == 1
    judged = review.calls[0]
    assert (judged.number, judged.made) == (4, PASS)
    figures = judged.figures
    assert figures is not None
    assert figures.passing == 260
    assert figures.best == Call.bid(CAPOT, HEARTS)
    assert (figures.given, figures.given_low, figures.given_high) == (260, 260, 260)
    assert (figures.fitting, figures.verdict) == (0, "no advice")
    en = player_review_lines(review, 1, "en")
    assert en[-2] == ("Auction: your calls judged as hint at each call judges it, over 300 "
                      "simulated deals (your 8 cards, the other 24 dealt to fit the calls "
                      "heard; the heuristic playing every seat), each numbered by its place "
                      "in the auction:")
    # 'call 4' is the fourth call of the auction (S's first, after N, E and W's): said,
    # where 'call 6' read as a sixth call of the user's.
    assert en[-1] == ("  call 4, pass: no advice, 0 of 300 deals fit the calls heard, too "
                      "few to judge your call by")
    fr = player_review_lines(review, 1, "fr")
    assert fr[-2].startswith("Enchères\xa0: vos enchères jugées comme le conseil à chacune "
                             "les juge, sur 300 donnes simulées")
    assert fr[-1] == ("  enchère 4, passe\xa0: pas de conseil, car les enchères entendues ne "
                      "s'accordent qu'à 0 des 300 donnes\xa0: trop peu pour juger votre "
                      "enchère")


def test_the_capot_bid_on_all_eight_hearts_is_the_best_call() -> None:
    # W, N and E pass: S's pass would be the fourth, the deal void, 0 each deal; the
    # capot ♥ bid is made in every deal, 500 + 20 = +520, the best of every call judged
    # (a level L made with every trick 272 + L, at most 432): nothing given up.
    game = _played("pass", "pass", "pass", "capot ♥", "pass", "pass", "pass")
    review = review_game(game, Seat.S, 1)
    figures = review.calls[0].figures
    assert figures is not None and figures.passing == 0
    assert figures.best == Call.bid(CAPOT, HEARTS) and figures.given == 0
    assert player_review_lines(review, 1, "en")[-1] == (
        "  call 4, capot ♥: the best of the calls judged")
    assert player_review_lines(review, 1, "fr")[-1] == (
        "  enchère 4, capot ♥\xa0: la meilleure des enchères jugées")


def test_a_call_with_nothing_open_but_passing_is_not_judged() -> None:
    # W bids 80 ♠ and N coinches, E passes: no bid is open after a coinche, and S, whose
    # team did not bid, may not surcoinche (RULES.md: the takers may): passing is the
    # only call, not judged.
    game = _played("80 ♠", "coinche", "pass", "pass", "pass")
    review = review_game(game, Seat.S, 1)
    assert [(c.number, c.made, c.figures, c.forced) for c in review.calls] == [
        (4, PASS, None, True)]
    assert player_review_lines(review, 1, "en")[-1] == (
        "  call 4, pass: the only call you could make")
    assert player_review_lines(review, 1, "fr")[-1] == (
        "  enchère 4, passe\xa0: la seule que vous pouviez faire")


def test_past_the_first_calls_the_rest_are_not_judged() -> None:
    # Three calls of S (4, 8 and 12): two judged at most, the third is said not judged.
    game = _played("pass", "pass", "pass", "80 ♦", "90 ♠", "pass", "pass", "100 ♥",
                   "110 ♠", "pass", "pass", "120 ♥", "pass", "pass", "pass")
    review = review_game(game, Seat.S, 1, most_calls=2)
    assert [(c.number, c.figures is None) for c in review.calls] == [
        (4, False), (8, False), (12, True)]
    assert player_review_lines(review, 1, "en")[-1] == (
        "  call 12, 120 ♥: not judged (the review judges your first 2 calls, a "
        "simulation each)")
    assert player_review_lines(review, 1, "fr")[-1] == (
        "  enchère 12, 120 ♥\xa0: non jugée (le bilan juge vos 2 premières enchères, une "
        "simulation chacune)")


def _play(lang: str, lines: str, *args: str) -> str:
    """What ``belote play`` of seed 1 says through a pipe, E dealing and S holding the
    eight hearts (S calls first), to ``lines``: its bots bid 160 ♠ at W after S's first
    pass, and S passes again (call 5) and plays its cards, the first each time."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(BELOTE_LANG=lang, PYTHONIOENCODING="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "belote_cli", "play", "--rule", "variant=coinche", "--dealer",
         "E", "--deck", " ".join(_e_deals(HEARTS8)), "--seed", "1", *args],
        input=lines, capture_output=True, text=True, encoding="utf-8", env=env,
        check=True, cwd=tempfile.gettempdir()).stdout
    return read_whole(out)


#: The hint's capot ♥ against passing, and the review's given up against the capot ♥.
HINT = {"en": r"capot ♥ minus passing, per deal in points: (\S+), 95% interval "
              r"\[(\S+), (\S+)\]: bid capot ♥",
        "fr": r"capot ♥ plutôt que passer, par donne en points\xa0: (\S+), intervalle à "
              r"95\xa0% \[(\S+)\xa0; (\S+)\]\xa0: enchère capot ♥"}
REVIEW = {"en": r"  call 1, pass: the best judged, bid capot ♥; your team's margin given up "
                r"against it, per deal in points: (\S+), 95% interval \[(\S+), (\S+)\]\n",
          "fr": r"  enchère 1, passe\xa0: la meilleure jugée, enchère capot ♥\xa0; écart de "
                r"votre équipe perdu face à elle, par donne en points\xa0: (\S+), "
                r"intervalle à 95\xa0% \[(\S+)\xa0; (\S+)\]\n"}


# French in the slow run (three simulating sessions, 4 s): the quick suite reads the same
# figures in English here, the French review's line in
# test_passing_all_eight_hearts_gives_up_the_capot_bid, the French hint's in
# test_coinche_hint.py's test_the_hint_at_the_call_says_capot_in_both_languages_and_twice_the_same
# and the French 'bilan' typed in test_play_review.py.
@pytest.mark.parametrize("lang, review", [
    ("en", "review"), pytest.param("fr", "bilan", marks=pytest.mark.slow)])
def test_the_review_gives_the_hints_figures_at_the_call(lang: str, review: str) -> None:
    # S passes at call 1 holding the eight hearts; hint there weighs capot ♥ against
    # passing deal by deal. The review judges that call on the same deals (seeded by the
    # deal's seed and the calls so far): the capot ♥ is the best, and passing gave up
    # against it what the hint's capot ♥ minus passing reads, its interval the same.
    # Typed after the deal, and with --review, in each language.
    play = "pass\npass\n" + "1\n" * 8
    hinted = _play(lang, "hint\n" + play)
    hint = re.search(HINT[lang], hinted)
    assert hint is not None, hinted[:3000]
    typed = _play(lang, play + review + "\n")
    said = re.search(REVIEW[lang], typed)
    assert said is not None, typed[-2000:]
    assert said.groups() == hint.groups()
    assert float(hint[1].replace(",", ".")) > 0
    # S's second pass, call 5, after W's 160 ♠, judged too.
    assert ("  call 5, pass: " if lang == "en" else "  enchère 5, passe\xa0: ") in typed
    assert _play(lang, play, "--review").count(said[0]) == 1


def test_the_deals_kept_for_a_hint_give_the_review_the_same_figures(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # E bids 80 ♠ (N dealing), S holds the eight hearts: hint there (no call made) keeps
    # its deals; the review's figures of each call S could make there (passing, the
    # coinche, the best bid, and capot ♠, not one of the bids the hint judged with the
    # auction called on) drawn from those kept are those it draws from deals of its own.
    auction = CoincheAuction(Seat.N)
    auction.call(parse_call("80 ♠"))
    args = (COINCHE, auction, Seat.S, _mask(HEARTS8), 1)
    kept: KeptCalls = {}
    hinted = judge_calls(*args, deals=40, kept=kept)
    assert hinted == judge_calls(*args, deals=40)
    assert hinted.level is not None and hinted.kind is not None
    [deals] = kept.values()
    assert len(deals.called) == 3 and (SPADES, CAPOT) not in deals.called
    said = [PASS, COINCHE_CALL, Call.bid(hinted.level, hinted.kind), Call.bid(CAPOT, SPADES)]
    fresh = [judge_calls(*args, deals=40, said=call) for call in said]

    def simulated(*_args: object) -> None:
        raise AssertionError("simulated again")

    monkeypatch.setattr("belote_cli.play.coinche_hint._simulate", simulated)
    assert [judge_calls(*args, deals=40, said=call, kept=kept) for call in said] == fresh
    assert (SPADES, CAPOT) in deals.called
    # Another seed is another question: not taken from the deals kept.
    with pytest.raises(AssertionError, match="simulated again"):
        judge_calls(COINCHE, auction, Seat.S, _mask(HEARTS8), 2, deals=40, kept=kept)


def test_the_review_does_not_simulate_again_the_calls_hint_was_asked_at(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # S holds the eight hearts (E dealing) and passes at call 1 and, after E's 160 ♦, at
    # call 5; asked hint at both, the review after the deal (--review) judges both calls
    # on the deals the hints simulated (two simulations in all, where the review alone
    # makes two), and says what the review of the same deal without hints says.
    runs: list[int] = []
    simulate = coinche_hint._simulate

    def counted(*args: Any) -> CallDeals:
        runs.append(len(args[1].calls))
        return simulate(*args)

    monkeypatch.setattr("belote_cli.play.coinche_hint._simulate", counted)

    def review(lines: str) -> str:
        deck = [parse_card(c) for c in _e_deals(HEARTS8)]
        session = Session(SessionOptions(rules=COINCHE, seed=1, dealer=Seat.E, review=True,
                                         decks=(deck,)))
        session.start()
        answers = [session.handle_line(line) for line in lines.splitlines()]
        assert "E bids 160 ♦" in "".join(answers)
        return answers[-1]

    hinted = review("hint\npass\nhint\npass\n" + "1\n" * 8)
    assert runs == [0, 4]
    plain = review("pass\npass\n" + "1\n" * 8)
    assert runs == [0, 4, 0, 4]
    assert "  call 1, pass: " in plain and "  call 5, pass: " in plain
    assert hinted == plain
