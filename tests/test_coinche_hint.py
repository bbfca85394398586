"""``hint`` at the user's call of a coinche auction (``play.coinche_hint``): each bid still
open judged by simulation on the user's 8 cards, against passing (RULES.md, "Coinche")."""

from __future__ import annotations

import functools
import os
import random
import re
import subprocess
import sys
import tempfile

from piped import read_whole

from belote_cli.bots.registry import find_bot
from belote_cli.core.cards import (
    ALL_TRUMP,
    HEARTS,
    NO_TRUMP,
    SUITS,
    card_symbol,
    parse_card,
    suit_symbol,
)
from belote_cli.core.cards import SPADES as SPADE
from belote_cli.core.coinche import CAPOT, Call, CoincheAuction, parse_call
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import SEATS, Seat, Team
from belote_cli.play.coinche_hint import (
    CallFigures,
    KindFigures,
    LevelFigures,
    _better,
    _called_margin,
    judge_calls,
)
from belote_cli.play.coinche_hint import _deck as _deal_deck
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.texts.deal_review import call_hint_lines

COINCHE = RuleSet.parse(["variant=coinche"])
HEARTS8 = ["J♥", "9♥", "A♥", "10♥", "K♥", "Q♥", "8♥", "7♥"]
LOW = ["7♠", "8♠", "7♥", "8♥", "7♦", "8♦", "7♣", "8♣"]
LEVELS = [80, 90, 100, 110, 120, 130, 140, 150, 160, CAPOT]


@functools.cache
def _at_first_call(south: tuple[str, ...]) -> CallFigures:
    """``judge_calls`` at S's first call, E dealing (S calls first), seed 1, its 300 deals,
    once for the tests that read the same figures (frozen values: none changes them)."""
    return judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(list(south)), 1)


def _mask(cards: list[str]) -> int:
    return sum(1 << parse_card(c) for c in cards)


def _deck(south: list[str]) -> list[str]:
    """A deck that E deals 3-2-3 (S, W, N, E in turn: S calls first) giving S ``south``,
    the other cards to W, N and E as they come."""
    own = [parse_card(c) for c in south]
    rest = [c for c in range(32) if c not in own]
    hands = {Seat.S: own, Seat.W: rest[0:8], Seat.N: rest[8:16], Seat.E: rest[16:24]}
    deck: list[int] = []
    for packet in (3, 2, 3):
        for seat in (Seat.S, Seat.W, Seat.N, Seat.E):
            deck.extend(hands[seat][:packet])
            del hands[seat][:packet]
    return [card_symbol(c) for c in deck]


def test_all_eight_trumps_make_every_level_and_a_capot_is_called() -> None:
    # S holds the eight hearts: at ♥ S's team wins every trick (the trumps lead out the
    # others' cards, 162 trick points) with its belote, so every level is made in every
    # deal. Made with every trick, a level L scores the capot's 252 + L + the belote's 20,
    # the defence 0 (margin 272 + L); the capot bid 500 + 20 (RULES.md): the capot is the
    # best margin, and it beats passing, which scores at most that.
    figures = _at_first_call(tuple(HEARTS8))
    hearts = next(k for k in figures.kinds if k.kind == HEARTS)
    assert (hearts.points, hearts.low, hearts.high) == (162, 162, 162)
    assert [f.level for f in hearts.levels] == LEVELS
    for f in hearts.levels:
        assert f.made == 1.0 and abs(f.made_high - 1.0) < 1e-9
        assert f.margin == (520 if f.level == CAPOT else 272 + f.level)
    assert (figures.level, figures.kind, figures.verdict) == (CAPOT, HEARTS, "bid")
    assert figures.low > 0


def test_a_capot_nobody_can_outbid_scores_the_same_with_the_auction_called_on() -> None:
    # The eight hearts' capot ♥, the best bid as bid (+520 a deal, above), judged again
    # with the auction called on: no bid is higher than a capot, and the opponents, who
    # hold no trump, do not coinche it; S's team then wins every trick as before: +520 in
    # every deal, the bid standing in all of them, and against passing its margin minus
    # passing's.
    figures = judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(HEARTS8), 1,
                          deals=20)
    assert (figures.level, figures.kind) == (CAPOT, HEARTS)
    assert (figures.called, figures.stands) == (520, 1.0)
    assert abs(figures.mean - (520 - figures.passing)) < 1e-9
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[-1].startswith("  capot ♥ with the auction called on (the heuristic calling on "
                             "at every seat: the opponents may outbid or coinche, your "
                             "partner raise; the bid stands in 100.0% of the deals): your "
                             "team's margin per deal in points +520.00; capot ♥ minus "
                             "passing, per deal in points: ")
    assert fr[-1].startswith("  capot ♥ avec les enchères poursuivies (l'heuristique "
                             "enchérissant ensuite à chaque place\xa0: les adversaires "
                             "peuvent surenchérir ou coincher, votre partenaire monter\xa0; "
                             "l'enchère tient dans 100,0\xa0% des donnes)\xa0: écart de "
                             "votre équipe par donne en points +520,00\xa0; capot ♥ plutôt "
                             "que passer")


def test_an_80_outbid_by_the_opponent_holding_every_trump() -> None:
    # S (first to call, E dealing) bids 80 ♠ without a spade; W, next to call, holds the
    # eight spades. Played as bid, S's team takes no trick (W's trumps win every one): the
    # 80 fails, the defence scores 160 + 80 and its belote (K♠ Q♠) 20, a margin of -260.
    # With the auction called on, W outbids it (the bid does not stand) and W's team,
    # holding every trump, wins every trick: a level L made with every trick scores
    # 252 + L and the belote 20 (the capot bid 500 + 20), S's team 0 (RULES.md).
    spades = ["J♠", "9♠", "A♠", "10♠", "K♠", "Q♠", "8♠", "7♠"]
    south = ["A♥", "10♥", "K♥", "A♦", "10♦", "A♣", "10♣", "K♣"]
    rest = [c for c in range(32) if not (_mask(spades) | _mask(south)) >> c & 1]
    for n in range(3):
        random.Random(n).shuffle(rest)
        hands = [0] * 4
        hands[Seat.S], hands[Seat.W] = _mask(south), _mask(spades)
        hands[Seat.N] = sum(1 << c for c in rest[:8])
        hands[Seat.E] = sum(1 << c for c in rest[8:])
        bots = [find_bot("heuristic", random.Random(f"{n} {s.name}")) for s in SEATS]
        deck = _deal_deck(hands, Seat.E, True)
        margin, game = _called_margin(deck, CoincheAuction(Seat.E), COINCHE,
                                      Call.bid(80, SPADE), Team.NS, bots, random.Random(n))
        contract = game.contract
        assert contract is not None and contract.taker.team == Team.EW
        assert contract.level > 80 and contract.multiplier == 1
        level = contract.level
        assert margin == -(520 if level == CAPOT else 252 + level + 20) != -260


def test_only_the_levels_still_open_are_judged() -> None:
    # W bid 120 ♠ before S: S may bid 130 to 160 or capot only.
    auction = CoincheAuction(Seat.N)  # E calls first, then S
    auction.call(parse_call("120 ♠"))
    figures = judge_calls(COINCHE, auction, Seat.S, _mask(HEARTS8), 1, deals=20)
    assert all([f.level for f in k.levels] == LEVELS[5:] for k in figures.kinds)


def test_the_first_call_of_the_auction_hears_no_call_and_the_deals_are_random() -> None:
    # S opening the auction has heard nothing: its hint said the other 24 cards were
    # "dealt to fit the calls heard ... where the heuristic makes the others' calls".
    first = judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(HEARTS8), 1, deals=20)
    assert first.heard == 0 and first.fitting == first.deals
    head = call_hint_lines(first, "en")[0]
    assert "the other 24 dealt at random (no call heard yet)" in head
    assert "calls heard" not in head and "others' calls" not in head
    assert "distribuées au hasard (aucune enchère entendue encore)" in call_hint_lines(
        first, "fr")[0]
    auction = CoincheAuction(Seat.N)  # E calls first, then S
    auction.call(parse_call("120 ♠"))
    after = judge_calls(COINCHE, auction, Seat.S, _mask(HEARTS8), 1, deals=20)
    assert after.heard == 1
    assert "the other 24 dealt to fit the calls heard" in call_hint_lines(after, "en")[0]


def test_sevens_and_eights_pass() -> None:
    # No card of a point (the 7s and 8s of every suit), no trump worth one: taken at any
    # denomination, the team wins less than the 82 points needed in most deals, and a
    # failed bid gives the defence 160 + the bid: passing is the call.
    figures = _at_first_call(tuple(LOW))
    assert figures.verdict == "pass"
    assert all(f.made < 0.5 and f.margin < 0 for k in figures.kinds for f in k.levels)


def _answers(south: list[str], lang: str, lines: str) -> list[str]:
    """What a coinche session with S holding ``south`` (E dealing: S calls first) says to
    each of ``lines``."""
    rules = RuleSet.parse(["variant=coinche"])
    session = Session(SessionOptions(rules=rules, seed=1, dealer=Seat.E, lang=lang,
                                     decks=([parse_card(c) for c in _deck(south)],)))
    session.start()
    return [session.handle_line(line) for line in lines.splitlines()]


def _session(south: list[str], lang: str, lines: str) -> str:
    return "".join(_answers(south, lang, lines))


def test_the_hint_at_the_call_says_capot_in_both_languages_and_twice_the_same() -> None:
    en = _session(HEARTS8, "en", "hint\nhint")
    first, second = en.split("Hint: ")[1:]
    assert first.startswith("bid capot ♥. Your call judged over 300 simulated deals")
    assert first.rsplit("Your call?", 1)[0] == second.rsplit("Your call?", 1)[0]
    # What the figures are said once, then each suit's block: ♥ makes its 162 points in
    # every deal, so an interval of one point.
    assert read_whole(first).count("taken by your team") == 1
    assert "\n  ♥ 162.00 [162.00, 162.00]: at 80: 100.0% [" in first
    assert "at 80: 100.0% [" in read_whole(first)
    assert "at capot: 100.0% [98.7%, 100.0%] +520.00" in read_whole(first)
    fr = _session(HEARTS8, "fr", "conseil")
    assert "Conseil\xa0: enchère capot ♥. Votre enchère jugée sur 300 donnes simulées" in fr
    assert "au\xa0capot\xa0:\xa0100,0\xa0%\xa0[98,7\xa0%\xa0;\xa0100,0\xa0%]\xa0+520,00" in fr
    # Passing's line: the capot ♥ against it, 95% interval and verdict in French words.
    assert re.search(r"capot ♥ plutôt que passer, par donne en points\xa0: \+\d+,\d\d, "
                     r"intervalle à 95\xa0% \[\+\d+,\d\d\xa0; \+\d+,\d\d\]\xa0: enchère "
                     r"capot ♥", read_whole(fr)) is not None, fr
    # The rule book's French: a bid is an enchère; an annonce is a tierce, a carré…
    assert "annon" not in fr.split("Conseil\xa0: ", 1)[1].rsplit("Votre enchère ?", 1)[0]


def test_the_hint_at_the_call_leaves_the_deal_as_it_was() -> None:
    # The simulation draws from its own generators: the bots call and play as without it.
    lines = "pass\n" + "1\n" * 40
    hinted = _answers(LOW, "en", "hint\n" + lines)
    assert hinted[0].startswith("Hint: pass.")
    assert hinted[1:] == _answers(LOW, "en", lines)


def test_the_hint_at_the_call_through_a_pipe() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    env.update(BELOTE_LANG="en", PYTHONIOENCODING="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "belote_cli", "play", "--rule", "variant=coinche", "--dealer",
         "E", "--deck", " ".join(_deck(LOW)), "--seed", "1"],
        input="hint\nhint\n", capture_output=True, text=True, encoding="utf-8", env=env,
        check=False, cwd=tempfile.gettempdir()).stdout
    hints = [part.split("Your call?")[0] for part in out.split("Hint: ")[1:]]
    assert len(hints) == 2 and hints[0] == hints[1]
    assert hints[0].startswith("pass. Your call judged over 300 simulated deals")
    assert re.search(r"passing \(the heuristic calling on, at your seat too\): your team's "
                     r"margin per deal in points [-+]\d+\.\d\d\n  \d+ [♠♥♦♣] with the auction "
                     r"called on \(the heuristic calling on at every seat: the opponents may "
                     r"outbid or coinche, your partner raise; the bid stands in \d+\.\d% of the "
                     r"deals\): your team's margin per deal in points [-+]\d+\.\d\d; \d+ [♠♥♦♣] "
                     r"minus passing, per deal in points: -\d+\.\d\d, 95% interval "
                     r"\[-\d+\.\d\d, -\d+\.\d\d\]: pass", read_whole(hints[0]))


NO_SPADE = ["A♥", "10♥", "K♥", "A♦", "Q♦", "7♦", "A♣", "8♣"]


def _after_100_spades() -> CoincheAuction:
    auction = CoincheAuction(Seat.N)  # E calls first, then S
    auction.call(parse_call("100 ♠"))
    return auction


def test_the_deals_fit_an_opponents_bid_and_passing_gains_little() -> None:
    # E bid 100 ♠ before S, who holds no spade. Dealt to fit it, E holds a hand the
    # heuristic bids 100 ♠ on, and passing lets E's team play it. Made (their trick points
    # and belote at least 100, so at least 82 points of tricks), they score their points +
    # 100 and S's team at most 162 - 82 = 80: S's margin at most 80 - (82 + 100) = -102;
    # failed, S's team scores 160 + 100 = 260. Dealt at random, E seldom holds such a
    # hand, the contract mostly fails and passing gained about +130 a deal; dealt to fit,
    # it is made in most deals and passing's margin falls below 0.
    figures = judge_calls(COINCHE, _after_100_spades(), Seat.S, _mask(NO_SPADE), 1)
    assert figures.dealings == 100 and figures.fitting > figures.deals // 2
    assert figures.passing < 0


def test_the_fitted_hint_twice_the_same_in_both_languages() -> None:
    args = (COINCHE, _after_100_spades(), Seat.S, _mask(NO_SPADE), 1)
    figures = judge_calls(*args, deals=40)
    assert figures == judge_calls(*args, deals=40)
    en, fr = call_hint_lines(figures, "en")[0], call_hint_lines(figures, "fr")[0]
    fitting = figures.fitting
    assert 0 < fitting <= 40
    # E's 100 ♠ needs certain spades (S holds none: E must hold enough of the eight), so
    # E is dealt its spades first (``deal_for_calls``): the legend says so.
    assert (f"Your call judged over 40 simulated deals: your 8 cards, the other 24 dealt to "
            f"fit the calls heard (of 100 random dealings, the first where the heuristic "
            f"makes the others' calls, found in {fitting} deals, else the closest; the "
            f"bidder of the most demanding suit bid is dealt cards of its suit first), the "
            f"heuristic playing every seat:") in en
    assert (f"Votre enchère jugée sur 40 donnes simulées\xa0: vos 8 cartes, les 24 autres "
            f"distribuées pour s'accorder aux enchères entendues (de 100 distributions au "
            f"hasard, la première où l'heuristique fait les enchères des autres, sinon la "
            f"plus proche\xa0; donnes qui en ont une\xa0: {fitting}\xa0; la place de "
            f"l'enchère à la couleur la plus exigeante reçoit d'abord des cartes de sa couleur), "
            f"l'heuristique jouant à chaque place\xa0:") in fr


SPADES = ["A♠", "10♠", "K♠", "Q♠", "A♥", "A♦", "A♣", "10♥"]


def _after(*calls: str, dealer: Seat = Seat.N) -> CoincheAuction:
    auction = CoincheAuction(dealer)
    for call in calls:
        auction.call(parse_call(call))
    return auction


def test_an_opponents_80_against_strong_spades_is_coinched() -> None:
    # E bid 80 ♠ before S, who holds A♠ 10♠ K♠ Q♠ and the three other aces: E's team
    # holds no spade above the J♠ 9♠ 8♠ 7♠ and few points. S's team holds the belote
    # (K♠ Q♠ of trump), 20 to it whatever the contract (RULES.md, "Coinche"). Coinched,
    # a failed 80 scores the defence 160 + 80 × 2 = 320, the takers 0: S's margin
    # 320 + 20 = +340; made, the takers 320: 20 - 320 = -300. Surcoinched by the takers,
    # 160 + 80 × 4 = 480: +500 failed, -460 made. With a share m of the deals made, the
    # coinche's margin per deal lies between 340 (1 - m) - 460 m and 500 (1 - m) - 300 m.
    # Passed and failed, the 80 scores the defence only 160 + 80 = 240 (+ 20): each deal
    # E's 80 fails, coinche gains 80 over passing.
    figures = judge_calls(COINCHE, _after("80 ♠"), Seat.S, _mask(SPADES), 1)
    m = figures.double_made
    assert figures.double == "coinche" and m < 0.25
    assert 340 * (1 - m) - 460 * m - 1e-9 <= figures.double_margin \
        <= 500 * (1 - m) - 300 * m + 1e-9
    assert figures.double_mean == figures.double_margin - figures.passing
    assert figures.double_low > 0 and figures.double_margin > figures.passing
    assert figures.verdict == "coinche"
    assert figures.level == 90  # the bids above 80 are judged too


def test_the_coinche_hint_twice_the_same_in_both_languages() -> None:
    # E's 80 ♠ needs J♠ 9♠ 8♠ 7♠, the spades S does not hold, in E's hand (one random
    # layout in 150): each dealing deals them to E first, and nearly every one then fits
    # (``deal_for_calls``), so that every deal fits of 300 dealings each. E holding four
    # trumps over S's, J♠ 9♠ among them, the best bid is in another suit.
    args = (COINCHE, _after("80 ♠"), Seat.S, _mask(SPADES), 1)
    figures = judge_calls(*args, deals=40, dealings=300)
    assert figures == judge_calls(*args, deals=40, dealings=300)
    assert figures.fitting == 40
    assert figures.kind is not None and figures.kind != SPADE
    bid = f"{figures.level} {suit_symbol(figures.kind)}"
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[0].startswith("Hint: coinche. Your call judged over 40 simulated deals")
    assert fr[0].startswith("Conseil\xa0: coincher. Votre enchère jugée sur 40 donnes")
    assert en[-3].startswith("  passing (the heuristic calling on, at your seat too): "
                             "your team's margin per deal in points +")
    assert en[-2].startswith(f"  {bid} with the auction called on (")
    assert f"; {bid} minus passing, per deal in points: " in en[-2]
    assert fr[-2].startswith(f"  {bid} avec les enchères poursuivies (")
    assert en[-1].startswith("  coinche (the heuristic calling on, the takers may "
                             "surcoinche; the contract scored doubled): their contract "
                             "made in ")
    assert en[-1].endswith("]: coinche")
    assert fr[-1].startswith("  coincher (l'heuristique enchérissant ensuite, l'attaque "
                             "pouvant surcoincher\xa0; le contrat marqué doublé)\xa0: "
                             "leur contrat réussi dans ")
    assert fr[-1].endswith("]\xa0: coincher")


def test_the_bids_alone_are_judged_where_coinche_is_not_open() -> None:
    # S calls first: nothing to coinche, passing's line, then the best bid's with the
    # auction called on, which ends on the verdict.
    figures = judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(LOW), 1, deals=20)
    assert figures.double is None
    en = call_hint_lines(figures, "en")
    assert en[-2].startswith("  passing (the heuristic")
    assert " with the auction called on (" in en[-1]


def test_all_eight_trumps_surcoinche_their_partners_coinched_80() -> None:
    # N bid 80 ♥, E coinched; S holds the eight hearts: S's team wins every trick, so the
    # 80 is made in every deal. Surcoinched (which ends the auction) it scores 160 + 80 × 4
    # = 480 and the belote (K♥ Q♥) 20, the defence 0: +500. Passing, the 80 stays
    # coinched, 160 + 80 × 2 + 20 = +340, or N surcoinches: +500. No bid is open after a
    # coinche: the surcoinche is judged alone, deal by deal 160 or 0 above passing. The
    # heuristic coinches a contract of 100 or more only: no dealing fits E's coinche of
    # 80, 0 of the 40 deals, too few to judge by; no advice, the figures shown.
    auction = _after("80 ♥", "coinche", dealer=Seat.W)  # N calls first, then E, then S
    figures = judge_calls(COINCHE, auction, Seat.S, _mask(HEARTS8), 1, deals=40)
    assert (figures.double, figures.double_made, figures.double_margin) == (
        "surcoinche", 1.0, 500)
    assert 340 <= figures.passing <= 500 and figures.kinds == ()
    assert figures.double_mean == 500 - figures.passing
    assert figures.fitting == 0 and figures.verdict == "no advice"
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[0].startswith("Hint: no advice: 0 of 40 deals fit the calls heard, too few "
                            "to judge your call by. Your call judged over 40 ")
    assert en[2].endswith("]: no advice")
    assert fr[2].endswith("]\xa0: pas de conseil")
    assert en[1] == ("  passing (the heuristic calling on, at your seat too): your team's "
                     "margin per deal in points +" + f"{figures.passing:.2f}")
    assert en[2].startswith("  surcoinche (the auction over; the contract scored "
                            "quadrupled): your contract made in 100.0% of the deals, "
                            "your team's margin "
                            "per deal in points +500.00; surcoinche minus passing")
    assert fr[2].startswith("  surcoincher (les enchères finies\xa0; le contrat marqué "
                            "quadruplé)\xa0: votre contrat réussi dans 100,0\xa0% des "
                            "donnes")


def test_the_hint_at_a_coinche_call_in_play() -> None:
    # N deals: E calls first and bids 160 ♦ on this deal; S, holding A♠ 10♠ K♠ Q♠ and
    # three aces, may coinche. The heuristic bids 160 on a few hands in a million: of 100
    # dealings, under half the 300 deals hold one, and the deals that do not mostly fail
    # E's 160, which would make coinching and passing read as large gains: no advice,
    # the figures shown, the coinche's line too.
    lines = _coinche_session(SPADES, "en", "hint\nhint")
    first, second = lines[0], lines[1]
    assert first == second
    head = re.match(r"Hint: no advice: (\d+) of 300 deals fit the calls heard, too few to "
                    r"judge your call by\. Your call judged over 300 simulated deals", first)
    assert head is not None and int(head[1]) < 150
    assert "  coinche (the heuristic calling on" in first
    fr = _coinche_session(SPADES, "fr", "conseil")[0]
    assert fr.startswith("Conseil\xa0: aucun, car les enchères entendues ne s'accordent "
                         f"qu'à {head[1]} des 300 donnes\xa0: trop peu pour juger votre "
                         "enchère. Votre enchère jugée sur 300 donnes")


def _coinche_session(south: list[str], lang: str, lines: str) -> list[str]:
    """What a coinche session with S holding ``south`` and N dealing (E calls first, then
    S) says to each of ``lines``."""
    own = [parse_card(c) for c in south]
    rest = [c for c in range(32) if c not in own]
    hands = {Seat.S: own, Seat.W: rest[0:8], Seat.N: rest[8:16], Seat.E: rest[16:24]}
    deck: list[int] = []
    for packet in (3, 2, 3):
        for seat in (Seat.E, Seat.S, Seat.W, Seat.N):
            deck.extend(hands[seat][:packet])
            del hands[seat][:packet]
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=1,
                                     dealer=Seat.N, lang=lang, decks=(deck,)))
    intro = session.start()
    assert "E bids 160 ♦" in intro or "E enchérit\xa0: 160 ♦" in intro
    return [session.handle_line(line) for line in lines.splitlines()]


#: S's spades: J♠ 9♠ A♠ 10♠ and the three other aces, 10♥ beside the ace.
TRUMPS = ["J♠", "9♠", "A♠", "10♠", "A♥", "A♦", "A♣", "10♥"]


def test_a_bid_no_deal_can_fit_gives_no_advice() -> None:
    # E bids 160 ♠ before S, who holds J♠ 9♠ A♠ 10♠ and the other three aces. The
    # heuristic bids a suit's estimate rounded down to ten (``choose_call``): with ♠ as
    # trump E holds at most K♠ Q♠ 8♠ 7♠, 5 each, and their belote 20, no ace or ten
    # beside an ace in another suit (S holds the aces), and the partner's 30: at most
    # 20 + 20 + 30 = 70, short of 160. No dealing fits E's call: 0 of 20 deals, too few to
    # judge by, whatever the figures say; they stay shown.
    figures = judge_calls(COINCHE, _after("160 ♠"), Seat.S, _mask(TRUMPS), 1, deals=20)
    assert (figures.fitting, figures.deals, figures.verdict) == (0, 20, "no advice")
    assert figures.double == "coinche" and figures.level == CAPOT
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[0].startswith("Hint: no advice: 0 of 20 deals fit the calls heard, too few to "
                            "judge your call by. Your call judged over 20 simulated deals")
    assert fr[0].startswith("Conseil\xa0: aucun, car les enchères entendues ne s'accordent "
                            "qu'à 0 des 20 donnes\xa0: trop peu pour juger votre enchère. "
                            "Votre enchère jugée sur 20 donnes simulées")
    assert en[-3].startswith("  passing (the heuristic calling on, at your seat too): ")
    assert en[-2].startswith("  capot ♠ with the auction called on (")
    assert "; capot ♠ minus passing, per deal in points: " in en[-2]
    assert en[-1].startswith("  coinche (") and en[-1].endswith("]: no advice")
    assert fr[-1].startswith("  coincher (") and fr[-1].endswith("]\xa0: pas de conseil")


def test_with_every_deal_fitting_the_verdict_stands() -> None:
    # S calls first: no call heard, so every dealing fits (20 of 20 deals) and the verdict
    # is the figures', as without the count: the eight hearts make capot ♥ in every deal,
    # 500 + 20 = +520, the best bid, and it beats passing, as over 300 deals.
    figures = judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(HEARTS8), 1,
                          deals=20)
    assert (figures.fitting, figures.deals) == (20, 20)
    assert (figures.level, figures.kind, figures.verdict) == (CAPOT, HEARTS, "bid")
    assert call_hint_lines(figures, "en")[0].startswith(
        "Hint: bid capot ♥. Your call judged over 20 simulated deals")
    assert call_hint_lines(figures, "fr")[0].startswith(
        "Conseil\xa0: enchère capot ♥. Votre enchère jugée sur 20 donnes simulées")


def test_one_deal_gives_no_clear_difference() -> None:
    # One deal has no spread to measure (``_verdict``): the capot ♥ of the eight hearts
    # scores 520 above the defence on it, yet the verdict is no clear difference.
    figures = judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(HEARTS8), 1,
                          deals=1)
    assert (figures.level, figures.kind) == (CAPOT, HEARTS)
    assert figures.verdict == "no clear difference"


def test_with_nothing_to_bid_or_coinche_the_hint_is_to_pass() -> None:
    # N, S's partner, bid capot ♠ and E passed: no bid is higher than a capot, and a
    # partner's bid is not coinched, so S can only pass.
    auction = _after("capot ♠", "pass", dealer=Seat.W)  # N calls first, then E, then S
    figures = judge_calls(COINCHE, auction, Seat.S, _mask(LOW), 1, deals=2)
    assert (figures.kinds, figures.level, figures.double) == ((), None, None)
    assert figures.verdict == "pass"


def test_the_better_margin_of_the_bid_and_the_coinche_gives_the_verdict() -> None:
    # CallFigures' verdict: of the best bid and the coinche, the one of the better margin
    # (the bid of equals); pass only where every interval is below 0, else no clear
    # difference.
    assert _better("bid", 30.0, "coinche", 10.0) == "bid"
    assert _better("bid", 10.0, "coinche", 30.0) == "coinche"
    assert _better("bid", 20.0, "coinche", 20.0) == "bid"
    assert _better("no clear difference", 20.0, "surcoinche", 20.0) == "no clear difference"
    assert _better("pass", -10.0, "pass", -30.0) == "pass"
    assert _better("pass", -10.0, "no clear difference", -30.0) == "no clear difference"
    assert _better("coinche", -40.0, "pass", -5.0) == "no clear difference"


def test_announcements_count_in_each_level_s_margin() -> None:
    # With announcements=on, S's eight hearts are one sequence of eight, a cent: 100. No
    # other hand holds a carré (S holds a card of every rank), and a sequence of another
    # suit as long and as high loses to the trump sequence: S's team holds the best
    # announcement and scores its own, 100 at least (RULES.md, "Announcements"). At ♥
    # the team takes every trick: a level L scores 252 + L + the belote's 20 + 100 at
    # least, the defence nothing; the capot 500 + 20 + 100 at least.
    rules = RuleSet.parse(["variant=coinche", "announcements=on"])
    figures = judge_calls(rules, CoincheAuction(Seat.E), Seat.S, _mask(HEARTS8), 1, deals=4)
    hearts = next(k for k in figures.kinds if k.kind == HEARTS)
    for f in hearts.levels:
        assert f.made == 1.0
        assert f.margin >= (620 if f.level == CAPOT else 372 + f.level)


def _kind(made: list[float], kind: int = HEARTS) -> KindFigures:
    """A denomination's figures with each level's share ``made`` (80 up to capot), its
    interval that share to 1 and a margin of -100 a level."""
    return KindFigures(kind, 60.0, 50.0, 70.0, tuple(
        LevelFigures(level, share, share, 1.0, -100.0) for level, share in
        zip(LEVELS, made, strict=True)))


def _figures(*kinds: KindFigures, level: int = 80, kind: int = HEARTS) -> CallFigures:
    return CallFigures(300, 100, 300, kinds, -50.0, level, kind, -50.0, -60.0, -40.0, "pass")


def test_the_levels_past_the_first_made_under_5_percent_are_summed_up() -> None:
    # 80 to 100 made in 5% of the deals or more, 110 in 4%: the levels shown are 80 to
    # 110, then 120 to capot in a few words. 5.0% exactly is not under 5%.
    figures = _figures(_kind([0.3, 0.1, 0.05, 0.04, 0.03, 0.02, 0.01, 0.0, 0.0, 0.0]))
    en, fr = call_hint_lines(figures, "en")[2], call_hint_lines(figures, "fr")[2]
    assert en == ("  ♥ 60.00 [50.00, 70.00]: at 80: 30.0% [30.0%, "
                       "100.0%] -100.00, at 90: 10.0% [10.0%, 100.0%] -100.00, at 100: 5.0% "
                       "[5.0%, 100.0%] -100.00, at 110: 4.0% [4.0%, 100.0%] -100.00, from "
                       "120 to capot: under 5%")
    assert fr == ("  ♥ 60,00 [50,00\xa0; 70,00]\xa0: "
                       "à\xa080\xa0:\xa030,0\xa0%\xa0[30,0\xa0%\xa0;\xa0100,0\xa0%]\xa0-100,00, "
                       "à\xa090\xa0:\xa010,0\xa0%\xa0[10,0\xa0%\xa0;\xa0100,0\xa0%]\xa0-100,00, "
                       "à\xa0100\xa0:\xa05,0\xa0%\xa0[5,0\xa0%\xa0;\xa0100,0\xa0%]\xa0-100,00, "
                       "à\xa0110\xa0:\xa04,0\xa0%\xa0[4,0\xa0%\xa0;\xa0100,0\xa0%]\xa0-100,00, "
                       "de\xa0120\xa0au\xa0capot\xa0:\xa0moins\xa0de\xa05\xa0%")
    # The figures' words said once, in the line before the blocks, not at each level.
    assert "points" not in en and "points" not in fr


def test_the_figures_of_a_coinche_hint_group_their_thousands() -> None:
    # A margin of -1000.53 points per deal (a coinche of capot against the user's team)
    # reads -1,000.53 in English, as 1,000 counts, and -1 000,53 in French, a narrow
    # no-break space between the thousands, as the French counts have it.
    kind = KindFigures(HEARTS, 60.0, 50.0, 70.0, tuple(
        LevelFigures(level, 0.3 if level == 80 else 0.0, 0.3, 1.0, -1000.53)
        for level in LEVELS))
    figures = CallFigures(300, 100, 300, (kind,), -1000.53, 80, HEARTS, -1234.5, -60.0,
                          -40.0, "pass")
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[2].startswith("  ♥ 60.00 [50.00, 70.00]: at 80: 30.0% [30.0%, 100.0%] "
                            "-1,000.53, at 90: ")
    assert fr[2].startswith("  ♥ 60,00 [50,00\xa0; 70,00]\xa0: à\xa080\xa0:\xa030,0\xa0%"
                            "\xa0[30,0\xa0%\xa0;\xa0100,0\xa0%]\xa0-1\u202f000,53, à\xa090")
    assert en[3].endswith(": your team's margin per deal in points -1,000.53")
    assert fr[3].endswith("\xa0: écart de votre équipe par donne en points -1\u202f000,53")
    assert "minus passing, per deal in points: -1,234.50, 95% interval" in en[4]
    assert "plutôt que passer, par donne en points\xa0: -1\u202f234,50, intervalle" in fr[4]


def test_what_the_figures_are_is_said_once_before_the_blocks() -> None:
    # One line after the head says what every block's figures are; each block then opens
    # on its suit and its trick points per deal with their interval, in both languages.
    figures = _figures(_kind([0.3] + [0.0] * 9), _kind([0.3] + [0.0] * 9, SPADE))
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[1] == ("  Each suit taken by your team, the contract played as bid (nobody "
                     "calling after it): trick points per deal (95% interval); at each "
                     "level, the share of deals made (95% interval) and your team's margin "
                     "per deal in points:")
    assert fr[1] == ("  Chaque couleur prise par votre équipe, le contrat joué tel quel "
                     "(personne n'enchérissant après)\xa0: points de plis par donne "
                     "(intervalle à 95\xa0%)\xa0; à chaque palier, la part des donnes "
                     "réussies (intervalle à 95\xa0%) et l'écart de votre équipe par donne "
                     "en points\xa0:")
    assert [line[:28] for line in en[2:4]] == ["  ♥ 60.00 [50.00, 70.00]: at",
                                               "  ♠ 60.00 [50.00, 70.00]: at"]
    assert all("taken" not in line for line in en[2:]) and en[4].startswith("  passing")
    assert all("pris" not in line for line in fr[2:]) and fr[4].startswith("  passer")
    # With SA and TA (sa_ta=on) among the blocks, the line names them.
    six = _figures(*(_kind([0.3] + [0.0] * 9, k) for k in (*SUITS, NO_TRUMP, ALL_TRUMP)))
    assert call_hint_lines(six, "en")[1].startswith("  Each suit, SA and TA taken by your "
                                                    "team, the contract played as bid")
    # French: each suit (feminine, singular) taken, and SA and TA likewise.
    assert call_hint_lines(six, "fr")[1].startswith(
        "  Chaque couleur prise par votre équipe, et de même SA et TA, le contrat joué tel "
        "quel (personne n'enchérissant après)\xa0: points de plis")
    assert call_hint_lines(six, "en")[7].startswith("  TA 60.00 [50.00, 70.00]: at 80: ")


def test_capot_alone_under_5_percent_and_the_best_bid_always_shown() -> None:
    # 160 the first made in under 5% of the deals: capot alone is summed up. At 0.0% from
    # 80 on, the ♥ line shows 80
    # alone and sums up 90 to capot; the ♠ line, the best bid's denomination (its 140),
    # shows up to 140 though 90 to 140 are made in none of the deals.
    nothing = [0.0] * 10
    figures = _figures(_kind([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.04, 0.01]),
                       _kind(nothing), _kind(nothing, SPADE), level=140, kind=SPADE)
    en, fr = call_hint_lines(figures, "en"), call_hint_lines(figures, "fr")
    assert en[2].endswith(", at 160: 4.0% [4.0%, 100.0%] -100.00, at capot: under 5%")
    assert fr[2].endswith(", à\xa0160\xa0:\xa04,0\xa0%\xa0[4,0\xa0%\xa0;\xa0100,0\xa0%]"
                          "\xa0-100,00, au\xa0capot\xa0:\xa0moins\xa0de\xa05\xa0%")
    assert en[3].endswith(": at 80: 0.0% [0.0%, 100.0%] -100.00, from 90 to capot: under 5%")
    assert fr[3].endswith("\xa0: à\xa080\xa0:\xa00,0\xa0%\xa0[0,0\xa0%\xa0;\xa0100,0\xa0%]"
                          "\xa0-100,00, de\xa090\xa0au\xa0capot\xa0:\xa0moins\xa0de\xa05\xa0%")
    assert en[4].count("% [0.0%, 100.0%] -100.00") == 7  # 80 to 140
    assert en[4].endswith(", at 140: 0.0% [0.0%, 100.0%] -100.00, from 150 to capot: "
                          "under 5%")


def test_all_eight_trumps_show_every_level_and_sevens_and_eights_few() -> None:
    # The eight hearts make every level in every deal (the first test): at ♥ none is cut,
    # each shown with its margin 272 + L, the capot's 520, in both languages. The sevens
    # and eights make few: each suit's line shows its levels up to the first made in
    # under 5% of the deals and sums up the rest, which the figures say are each under 5%.
    figures = _at_first_call(tuple(HEARTS8))
    hearts = [n for n, k in enumerate(figures.kinds, 2) if k.kind == HEARTS][0]
    en, fr = call_hint_lines(figures, "en")[hearts], call_hint_lines(figures, "fr")[hearts]
    for level in LEVELS[:-1]:
        assert f"at {level}: 100.0% [98.7%, 100.0%] +{272 + level}.00" in en
        assert (f"à\xa0{level}\xa0:\xa0100,0\xa0%\xa0[98,7\xa0%\xa0;\xa0100,0\xa0%]\xa0"
                f"+{272 + level},00") in fr
    assert en.endswith(", at capot: 100.0% [98.7%, 100.0%] +520.00")
    # The block whole: the 162 points of every deal, then every level, nothing else.
    assert en == "  ♥ 162.00 [162.00, 162.00]: " + ", ".join(
        [f"at {level}: 100.0% [98.7%, 100.0%] +{272 + level}.00" for level in LEVELS[:-1]]
        + ["at capot: 100.0% [98.7%, 100.0%] +520.00"])
    assert fr.startswith("  ♥ 162,00 [162,00\xa0; 162,00]\xa0: à\xa080\xa0:")
    assert fr.endswith(", au\xa0capot\xa0:\xa0100,0\xa0%\xa0[98,7\xa0%\xa0;\xa0100,0\xa0%]"
                       "\xa0+520,00")
    assert "under" not in en and "moins" not in fr
    # The same seed, the same figures: the shared ones against a run of this test's own.
    low = _at_first_call(tuple(LOW))
    assert low == judge_calls(COINCHE, CoincheAuction(Seat.E), Seat.S, _mask(LOW), 1)
    for kind, line in zip(low.kinds, call_hint_lines(low, "en")[2:], strict=False):
        shown = line.count(", at ") + 1
        assert 0 < shown < len(LEVELS)
        assert line.endswith(f", from {LEVELS[shown]} to capot: under 5%")
        assert all(f.made >= 0.05 for f in kind.levels[:shown - 1])
        assert all(f.made < 0.05 for f in kind.levels[shown - 1:])
    fr_lines = call_hint_lines(low, "fr")
    assert all(line.endswith("\xa0au\xa0capot\xa0:\xa0moins\xa0de\xa05\xa0%")
               for line in fr_lines[2:6])
