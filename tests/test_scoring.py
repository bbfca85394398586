"""Scoring a deal: every worked figure of RULES.md, the options, revokes (*renonce*)."""

from __future__ import annotations

from belote_cli.core.cards import HEARTS, SPADES, parse_card
from belote_cli.core.errors import Reason
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import DEDANS, LITIGE, MADE, NONE, DealScore, Revoke, score_deal
from belote_cli.core.seats import Seat, Team

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
NS, EW = Team.NS, Team.EW
CLASSIC = RuleSet()


def score(points: tuple[int, int], taker: Seat | None, rules: RuleSet = CLASSIC,
          belote: Team | None = None, capot: Team | None = None,
          revokes: tuple[Revoke, ...] = (), as_played: bool = False,
          last: Team = NS) -> DealScore:
    return score_deal(HEARTS, points, last, taker, rules, belote=belote, capot=capot,
                      revokes=revokes, as_played=as_played)


# --- worked figures ------------------------------------------------------------------------

def test_made_97_65() -> None:
    # Takers 87 + dix de der = 97, defence 65.
    d = score((87 + 10, 65), N)
    assert d.result == MADE
    assert d.score == (97, 65)
    assert d.held == 0
    assert d.tally.ok


def test_made_by_east_west() -> None:
    d = score((65, 97), W, last=EW)
    assert d.result == MADE and d.score == (65, 97)


def test_dedans_80_82() -> None:
    d = score((80, 82), S)
    assert d.result == DEDANS
    assert d.score == (0, 162)


def test_dedans_with_the_takers_belote() -> None:
    d = score((80, 82), S, belote=NS)
    assert d.result == DEDANS
    assert d.score == (20, 162)


def test_dedans_with_the_defence_belote() -> None:
    assert score((80, 82), S, belote=EW).score == (0, 162 + 20)


def test_made_with_either_belote() -> None:
    assert score((97, 65), N, belote=NS).score == (117, 65)
    assert score((97, 65), N, belote=EW).score == (97, 85)


def test_82_is_made_81_is_not() -> None:
    assert score((82, 80), N).result == MADE
    assert score((82, 80), N).score == (82, 80)
    assert score((81, 81), N).result == LITIGE
    assert score((80, 82), N).result == DEDANS


def test_litige_81_81() -> None:
    d = score((81, 81), N)
    assert d.result == LITIGE
    assert d.score == (0, 81)  # the defence scores its 81 now
    assert d.held == 81  # the takers' 81 wait for the next deal


def test_litige_with_the_defence_belote() -> None:
    d = score((81, 81), E, belote=NS)
    assert d.result == LITIGE
    assert d.score == (81 + 20, 0)
    assert d.held == 81


def test_capot_252_0() -> None:
    d = score((162, 0), N, capot=NS)
    assert d.result == MADE
    assert d.score == (252, 0)


def test_capot_with_the_defence_belote() -> None:
    assert score((162, 0), N, capot=NS, belote=EW).score == (252, 20)


def test_capot_250() -> None:
    rules = RuleSet.parse(["capot=250"])
    assert score((162, 0), N, rules, capot=NS).score == (250, 0)
    assert score((0, 162), N, rules, capot=EW, last=EW).score == (0, 250)


def test_defence_capot() -> None:
    d = score((0, 162), N, capot=EW, last=EW)
    assert d.result == DEDANS
    assert d.score == (0, 252)
    assert score((0, 162), N, capot=EW, belote=NS, last=EW).score == (20, 252)


def test_tie_dedans_makes_81_a_failure() -> None:
    d = score((81, 81), N, RuleSet.parse(["tie=dedans"]))
    assert d.result == DEDANS
    assert d.score == (0, 162)
    assert d.held == 0


# --- contract=total: the takers need more than the defence, belote counted -----------------

TOTAL = RuleSet.parse(["contract=total"])


def test_total_81_81_is_a_litige() -> None:
    d = score((81, 81), N, TOTAL)
    assert d.result == LITIGE and d.score == (0, 81) and d.held == 81


def test_total_91_91_takers_belote() -> None:
    # Takers 71 + belote 20 = 91 against the defence's 91: litige.
    d = score((71, 91), N, TOTAL, belote=NS)
    assert d.result == LITIGE
    assert d.score == (20, 91)  # belote stays with its team; the 71 card points are held
    assert d.held == 71


def test_total_91_91_defence_belote() -> None:
    # Takers 91 against the defence's 71 + belote 20 = 91: litige.
    d = score((91, 71), N, TOTAL, belote=EW)
    assert d.result == LITIGE
    assert d.score == (0, 91)
    assert d.held == 91


def test_total_belote_turns_the_verdict() -> None:
    # 72 + 20 = 92 > 90: made with contract=total, dedans by points.
    assert score((72, 90), N, TOTAL, belote=NS).result == MADE
    assert score((72, 90), N, TOTAL, belote=NS).score == (92, 90)
    assert score((72, 90), N, CLASSIC, belote=NS).score == (20, 162)
    # 82 against 80 + 20 = 100: dedans with contract=total, made by points.
    assert score((82, 80), N, TOTAL, belote=EW).result == DEDANS
    assert score((82, 80), N, TOTAL, belote=EW).score == (0, 182)
    assert score((82, 80), N, CLASSIC, belote=EW).score == (82, 100)


def test_total_compared_is_written_ns_first_whoever_takes() -> None:
    # NS 72 + their belote 20 = 92 against EW's 90. N takes: 92 > 90, made, (92, 90).
    d = score((72, 90), N, TOTAL, belote=NS)
    assert d.result == MADE and d.compared == (92, 90)
    # E takes: the takers' 90 are not more than the defence's 92, dedans: NS score 162 and
    # their belote, 182; compared still NS first, (92, 90).
    d = score((72, 90), E, TOTAL, belote=NS, last=EW)
    assert d.result == DEDANS and d.score == (182, 0) and d.compared == (92, 90)
    # By points alone nothing is compared.
    assert score((72, 90), E, CLASSIC, belote=NS, last=EW).compared is None


def test_total_with_tie_dedans() -> None:
    rules = RuleSet.parse(["contract=total", "tie=dedans"])
    d = score((71, 91), N, rules, belote=NS)
    assert d.result == DEDANS and d.score == (20, 162)


# --- revokes -------------------------------------------------------------------------------

def _revoke(seat: Seat) -> Revoke:
    return Revoke(3, seat, parse_card("K♠"), Reason("must_follow"))


def test_revoke_by_the_defence() -> None:
    d = score((90, 72), N, revokes=(_revoke(E),))
    assert d.penalty == EW
    assert d.score == (162, 0)
    assert d.result == MADE
    assert d.revokes == (_revoke(E),)


def test_revoke_by_the_takers() -> None:
    # Even a contract made on the cards is scored as dedans.
    d = score((120, 42), N, revokes=(_revoke(S),))
    assert d.penalty == NS
    assert d.score == (0, 162)
    assert d.result == DEDANS


def test_revoke_belotes_stay_with_their_holders() -> None:
    assert score((120, 42), N, belote=NS, revokes=(_revoke(S),)).score == (20, 162)
    assert score((120, 42), N, belote=EW, revokes=(_revoke(S),)).score == (0, 182)


def test_revoke_against_a_capot_scores_the_capot_value() -> None:
    assert score((162, 0), N, capot=NS, revokes=(_revoke(W),)).score == (252, 0)
    rules = RuleSet.parse(["capot=250"])
    assert score((162, 0), N, rules, capot=NS, revokes=(_revoke(W),)).score == (250, 0)
    # The offenders' own capot does not help them.
    assert score((162, 0), N, capot=NS, revokes=(_revoke(N),)).score == (0, 162)


def test_revokes_by_both_teams_the_first_one_is_penalised() -> None:
    # The first revoke of the deal decides which team is scored as dedans.
    e_first = (Revoke(2, E, parse_card("K♠"), Reason("must_follow")),
               Revoke(5, S, parse_card("7♣"), Reason("must_trump")))
    d = score((90, 72), N, revokes=e_first)
    assert (d.penalty, d.result, d.score) == (EW, MADE, (162, 0))
    s_first = (Revoke(2, S, parse_card("7♣"), Reason("must_trump")),
               Revoke(5, E, parse_card("K♠"), Reason("must_follow")))
    d = score((90, 72), N, revokes=s_first)
    assert (d.penalty, d.result, d.score) == (NS, DEDANS, (0, 162))


def test_revoke_without_a_contract_gives_the_other_team_every_point() -> None:
    # No taker: no contract is judged (FORMAT.md), but the revoke still costs the cards.
    d = score((100, 62), None, revokes=(_revoke(E),))
    assert (d.penalty, d.result, d.score) == (EW, NONE, (162, 0))


def test_as_played_ignores_the_penalty() -> None:
    d = score((120, 42), N, revokes=(_revoke(S),), as_played=True)
    assert d.result == MADE
    assert d.score == (120, 42)
    assert d.penalty is None
    assert d.revokes == (_revoke(S),)  # still listed


# --- no contract, tally --------------------------------------------------------------------

def test_no_taker_each_team_keeps_its_points() -> None:
    d = score((100, 62), None)
    assert d.result == NONE
    assert d.score == (100, 62)


def test_tally() -> None:
    t = score((97, 65), N).tally
    assert (t.cards, t.dix_de_der, t.total) == (152, 10, 162)
    assert t.ok
    assert not score((97, 60), N).tally.ok  # 5 points missing
    assert not score((97, 75), N).tally.ok


def test_deal_score_records_the_deal() -> None:
    d = score_deal(SPADES, (97, 65), EW, E, CLASSIC, belote=NS)
    assert d.trump == SPADES and d.taker == E and d.dix_de_der == EW and d.belote == NS
    assert d.points == (97, 65)
    assert d.result == DEDANS  # EW took with 65
    assert d.score == (162 + 20, 0)
