"""The tally renderer shared by play, simulate and score: lines a player checks by hand."""

from __future__ import annotations

import re

import pytest

from belote_cli.core.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card
from belote_cli.core.coinche import CAPOT, Contract, score_coinche
from belote_cli.core.errors import Reason
from belote_cli.core.rules import RuleSet
from belote_cli.core.scoring import Revoke, score_deal
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import Trick
from belote_cli.core.talon import score_two
from belote_cli.render import (
    check_line,
    deal_json,
    render_deal,
    render_match_line,
    render_trick,
    tricks_in_columns,
)

R = {"7": 0, "8": 1, "9": 2, "10": 3, "J": 4, "Q": 5, "K": 6, "A": 7}
S = {"S": SPADES, "H": HEARTS, "D": DIAMONDS, "C": CLUBS}


def c(name: str) -> int:
    return card(S[name[-1]], R[name[:-1]])


def row(text: str, label: str) -> tuple[str, ...]:
    m = re.search(rf"^{label}\s+(\S+)\s+(\S+)$", text, re.M)
    assert m, (label, text)
    return m.group(1), m.group(2)


# RULES.md: trump ♥, takers 87 + dix de der = 97, defence 65: made, 97 / 65.
MADE = score_deal(HEARTS, (97, 65), Team.NS, Seat.N, RuleSet())


def test_trick_line() -> None:
    # Trump ♥: A♥ 11 + 7♥ 0 + 10♥ 10 + K♥ 4 = 25, S wins with the ace.
    trick = Trick(Seat.S, (c("AH"), c("7H"), c("10H"), c("KH")), Seat.S, 25)
    assert render_trick(1, trick, HEARTS) == " 1: S A♥   W 7♥   N 10♥  E K♥    S wins 25"
    assert render_trick(8, trick, HEARTS).endswith("S wins 25 + 10 dix de der")
    assert render_trick(1, trick, HEARTS, "fr") == " 1: S A♥   O 7♥   N 10♥  E R♥    S gagne 25"
    # Anticlockwise the seats after S are E, N, W.
    assert render_trick(1, trick, HEARTS, clockwise=False).startswith(" 1: S A♥   E 7♥   N 10♥")


def test_made_table() -> None:
    text = render_deal(MADE, None, dealer=Seat.E)
    assert text.splitlines()[0] == "trump ♥  taker N (NS)  dealer E"
    assert row(text, "cards") == ("87", "65")
    assert row(text, "dix de der") == ("10", "0")
    assert row(text, "trick points") == ("97", "65")
    assert row(text, "belote") == ("0", "0")
    assert "made: NS (taker N) 97 trick points against 65" in text
    assert row(text, "deal score") == ("97", "65")
    assert text.splitlines()[-1] == "check: 152 + 10 = 162 ✓"
    assert "tricks won" not in text  # no tricks given
    assert "revoke" not in text and "as the cards fell" not in text


def test_dedans_with_belote_and_french() -> None:
    # RULES.md: takers 80, defence 82: dedans, 0 / 162; with the takers' belote 20 / 162.
    s = score_deal(HEARTS, (80, 82), Team.EW, Seat.N, RuleSet(), belote=Team.NS)
    text = render_deal(s, None)
    assert "dedans: NS (taker N) 80 trick points against 82; EW score 162" in text
    assert row(text, "belote") == ("20", "0")
    assert row(text, "deal score") == ("20", "162")
    # The defence's own belote is written on its row, not in the contract's verdict:
    # takers 70, defence 92 with belote: EW score 162 for the contract, 182 in all.
    theirs = score_deal(HEARTS, (70, 92), Team.EW, Seat.N, RuleSet(), belote=Team.EW)
    other = render_deal(theirs, None)
    assert "dedans: NS (taker N) 70 trick points against 92; EW score 162" in other
    assert row(other, "belote") == ("0", "20")
    assert row(other, "deal score") == ("0", "182")
    fr = render_deal(s, None, "fr")
    assert fr.splitlines()[0] == "atout ♥  preneur N (NS)"
    assert "dedans\xa0: NS (preneur N) 80 points de plis contre 82\xa0; EO marquent 162" in fr
    assert row(fr, "marque de la donne") == ("20", "162")
    assert fr.splitlines()[-1] == "vérification\xa0: 152 + 10 = 162 ✓"


def test_litige_capot_none_and_penalty_verdicts() -> None:
    litige = score_deal(SPADES, (81, 81), Team.EW, Seat.S, RuleSet())
    assert ("litige: 81–81; EW score 81 now, NS's 81 are held for the winner of the next deal"
            in render_deal(litige, None))
    # A deal scored alone ('match: none') has no next deal for the held 81 to go to.
    alone = render_deal(litige, None, alone=True)
    assert "litige: 81–81; EW score 81, NS's 81 go to no other deal ('match: none')" in alone
    assert "next deal" not in alone and row(alone, "deal score") == ("0", "81")
    capot = score_deal(SPADES, (0, 162), Team.EW, Seat.N, RuleSet(), capot=Team.EW)
    assert "capot: EW won all 8 tricks and score 252" in render_deal(capot, None)
    assert render_deal(capot, None, alone=True) == render_deal(capot, None)  # no litige
    none = score_deal(SPADES, (100, 62), Team.NS, None, RuleSet())
    text = render_deal(none, None)
    assert "no taker" in text.splitlines()[0]
    assert "no contract judged: each team keeps its trick points" in text
    revoke = Revoke(3, Seat.W, c("9D"), Reason("must_follow", {"suit": SPADES}))
    penalty = score_deal(SPADES, (97, 65), Team.NS, Seat.N, RuleSet(), belote=Team.NS,
                         revokes=(revoke,))
    text = render_deal(penalty, None)
    assert "revoke: trick 3, W played 9♦: must follow ♠" in text
    assert "revoke by EW, the defence: the contract counted made, NS score 162" in text
    assert row(text, "deal score") == ("182", "0")
    as_played = score_deal(SPADES, (97, 65), Team.NS, Seat.N, RuleSet(), revokes=(revoke,),
                           as_played=True)
    assert "revokes scored as the cards fell (--as-played)" in render_deal(as_played, None)


def test_a_revoke_is_worded_for_the_side_that_revoked() -> None:
    # RULES.md: the offending team is scored as dedans, the other team 162, belotes kept.
    # Dedans is the takers' failure: N took, so S's revoke is the takers' dedans, EW 162,
    # and NS keep their belote, 20 / 162.
    south = Revoke(3, Seat.S, c("9D"), Reason("must_follow", {"suit": SPADES}))
    takers = score_deal(SPADES, (97, 65), Team.NS, Seat.N, RuleSet(), belote=Team.NS,
                        revokes=(south,))
    text = render_deal(takers, None)
    assert "revoke by NS, the takers: scored as dedans, EW score 162" in text
    assert row(text, "deal score") == ("20", "162")
    assert ("renonce de l'équipe NS, l'attaque\xa0: donne comptée dedans, EO marquent 162"
            in render_deal(takers, None, "fr"))
    # W's revoke: the defence is not dedans, the contract is counted made, NS 162 + 20.
    west = Revoke(3, Seat.W, c("9D"), Reason("must_follow", {"suit": SPADES}))
    defence = score_deal(SPADES, (97, 65), Team.NS, Seat.N, RuleSet(), belote=Team.NS,
                         revokes=(west,))
    text = render_deal(defence, None)
    assert "revoke by EW, the defence: the contract counted made, NS score 162" in text
    assert "dedans" not in text and row(text, "deal score") == ("182", "0")
    fr = render_deal(defence, None, "fr")
    assert ("renonce de l'équipe EO, la défense\xa0: contrat compté réussi, NS marquent 162"
            in fr and "dedans" not in fr)
    # No taker: neither takers nor defence.
    none = score_deal(SPADES, (97, 65), Team.NS, None, RuleSet(), revokes=(west,))
    assert "revoke by EW: scored as dedans, NS score 162" in render_deal(none, None)


def test_announcements_have_a_row_and_the_table_adds_up() -> None:
    # RULES.md: takers NS 145 made, EW 17 with belote and a cinquante (50): EW's column
    # is 17 + 20 + 50 = 87.
    made = score_deal(SPADES, (145, 17), Team.NS, Seat.N, RuleSet.parse("announcements=on"),
                      belote=Team.EW, announcements=(0, 50))
    text = render_deal(made, None, announcements=True)
    assert row(text, "belote") == ("0", "20")
    assert row(text, "announcements") == ("0", "50")
    assert row(text, "deal score") == ("145", "87")
    assert "made: NS (taker N) 145 trick points against 17" in text
    fr = render_deal(made, None, "fr", announcements=True)
    assert row(fr, "annonces") == ("0", "50") and row(fr, "marque de la donne") == ("145", "87")
    # Announcements on but none scored: the row is there, at 0.
    plain = score_deal(SPADES, (97, 65), Team.NS, Seat.N, RuleSet.parse("announcements=on"))
    assert row(render_deal(plain, None, announcements=True), "announcements") == ("0", "0")
    assert "announcements" not in render_deal(plain, None)
    # Dedans: the takers' 200 go to the defence, on its row; the verdict says the 162 of
    # the contract, 162 + 200 = 362.
    dedans = score_deal(HEARTS, (37, 125), Team.EW, Seat.N, RuleSet.parse("announcements=on"),
                        announcements=(200, 0))
    text = render_deal(dedans, None, announcements=True)
    assert "dedans: NS (taker N) 37 trick points against 125; EW score 162" in text
    assert row(text, "announcements") == ("0", "200")
    assert row(text, "deal score") == ("0", "362")
    # A capot takes the other team's announcements: 252 for the tricks, 252 + 100 = 352.
    capot = score_deal(HEARTS, (162, 0), Team.NS, Seat.N, RuleSet.parse("announcements=on"),
                       capot=Team.NS, announcements=(0, 100))
    text = render_deal(capot, None, announcements=True)
    assert "score 252" in text and row(text, "announcements") == ("100", "0")
    assert row(text, "deal score") == ("352", "0")


def test_contract_total_says_what_was_compared() -> None:
    rules = RuleSet.parse("announcements=on contract=total")
    # N's carré of jacks (200) against E's carré of 9s (150): only NS score theirs. NS 37
    # trick points + 200 = 237 against EW's 125: made, 237 / 125.
    made = score_deal(HEARTS, (37, 125), Team.EW, Seat.N, rules, announcements=(200, 0))
    text = render_deal(made, None, announcements=True)
    # Each verdict within 80 columns, its continuations after four blanks.
    assert ("made: NS (taker N) 237 against 125, trick points, belote and announcements\n"
            "    together (contract=total)") in text
    assert row(text, "trick points") == ("37", "125")
    assert row(text, "announcements") == ("200", "0")
    assert row(text, "deal score") == ("237", "125")
    fr = render_deal(made, None, "fr", announcements=True)
    assert ("réussi\xa0: NS (preneur N) 237 contre 125, points de plis, belote et "
            "annonces\n    ensemble (contract=total)") in fr
    # E takes instead: EW's 125 against NS's 37 + 200 = 237, dedans: NS score 162 for the
    # contract and keep their 200, 362.
    dedans = score_deal(HEARTS, (37, 125), Team.EW, Seat.E, rules, announcements=(200, 0))
    text = render_deal(dedans, None, announcements=True)
    assert ("dedans: EW (taker E) 125 against 237, trick points, belote and announcements\n"
            "    together (contract=total); NS score 162") in text
    assert row(text, "deal score") == ("362", "0")
    # NS 61 + two tierces (40) against EW 101: a litige of the totals;
    # EW score their 101 trick points now, NS's 61 + 40 are held.
    litige = score_deal(HEARTS, (61, 101), Team.EW, Seat.N, rules, announcements=(40, 0))
    text = render_deal(litige, None, announcements=True)
    assert ("litige: 101–101, trick points, belote and announcements together\n"
            "    (contract=total); EW score 101 now, NS's 101 are held for the winner of the\n"
            "    next deal") in text
    assert row(text, "deal score") == ("0", "101")
    # Without announcements, belote alone joins the card points: NS 71 + 20 = 91 against 91.
    belote = score_deal(HEARTS, (71, 91), Team.EW, Seat.N, RuleSet.parse("contract=total"),
                        belote=Team.NS)
    assert ("litige: 91–91, trick points and belote together (contract=total); EW score 91,\n"
            "    NS's 71 go to no other deal ('match: none')") in render_deal(belote, None,
                                                                         alone=True)
    fr = render_deal(belote, None, "fr")
    assert ("litige\xa0: 91–91, points de plis et belote ensemble (contract=total)\xa0; EO "
            "marquent\n    91 maintenant") in fr
    # At two, a player: S 75 + belote 20 = 95 against N's 87, made.
    two = score_two(HEARTS, (75, 87), 1, Seat.S, RuleSet.parse("variant=deux contract=total"),
                    belote=0)
    assert ("made: taker S 95 against 87, trick points and belote together (contract=total)"
            in render_deal(two, None))


def test_a_coinche_capot_says_what_it_scores() -> None:
    coinche = RuleSet.parse("variant=coinche")
    # RULES.md, coinche: 80 ♠ by W, NS win every trick: the contract failed, NS score
    # 160 + 80 = 240, a failure's score, not a capot's; the bid is the contract row.
    failed = Contract(80, SPADES, Seat.W)
    s = score_coinche(failed, (162, 0), Team.NS, coinche, capot=Team.NS)
    text = render_deal(s, None, contract=failed)
    assert "capot: NS won all 8 tricks, contract failed; NS score 160 + the bid 80" in text
    assert row(text, "contract") == ("80", "0") and row(text, "deal score") == ("240", "0")
    assert ("capot\xa0: NS font les 8 plis, contrat chuté\xa0; NS marquent 160 + l'enchère 80"
            in render_deal(s, None, "fr", contract=failed))
    # Coinched: the winner of the contract, 160 + 80 × 2 = 320, whoever won every trick.
    coinched = Contract(80, SPADES, Seat.W, 2)
    s = score_coinche(coinched, (0, 162), Team.EW, coinche, capot=Team.EW)
    text = render_deal(s, None, contract=coinched)
    assert "capot: EW won all 8 tricks, contract made; EW score 160 + the bid 80 × 2" in text
    assert row(text, "contract") == ("0", "160") and row(text, "deal score") == ("0", "320")
    assert ("capot\xa0: EO font les 8 plis, contrat réussi\xa0; EO marquent 160 + l'enchère 80 × 2"
            in render_deal(s, None, "fr", contract=coinched))
    # A capot bid made, and a capot by the takers on another bid: capot values (500, all
    # of it the contract row; 252 card points + the bid 80 = 332).
    bid = Contract(CAPOT, SPADES, Seat.W)
    s = score_coinche(bid, (0, 162), Team.EW, coinche, capot=Team.EW)
    text = render_deal(s, None, contract=bid)
    assert "made: EW (taker W) won all 8 tricks; EW score the capot bid 500" in text
    assert row(text, "contract") == ("0", "500") and row(text, "deal score") == ("0", "500")
    s = score_coinche(failed, (0, 162), Team.EW, coinche, capot=Team.EW)
    text = render_deal(s, None, contract=failed)
    assert "capot: EW won all 8 tricks, contract made; EW score 252 + the bid 80" in text
    assert row(text, "contract") == ("0", "80") and row(text, "deal score") == ("0", "332")


@pytest.mark.parametrize(("level", "en", "fr"), [
    # RULES.md, coinche: EW's 149 trick points reach 100, made: EW 149 + 100 = 249.
    (100, "made: EW (taker W) 149 trick points, bid 100; EW score 149 + 100",
     "réussi\xa0: EO (preneur O) 149 points de plis, enchère 100\xa0; EO marquent 149 + 100"),
    # They fall short of 160, failed: NS 160 + 160 = 320, EW 0.
    (160, "failed: EW (taker W) 149 trick points, bid 160; NS score 160 + 160",
     "chuté\xa0: EO (preneur O) 149 points de plis, enchère 160\xa0; NS marquent 160 + 160"),
])
def test_a_coinche_verdict_fits_one_row_of_80_columns(level: int, en: str, fr: str) -> None:
    # It said "… against the bid 100; EW score their trick points + the bid 100" (97
    # columns, 113 in French): two rows on an 80-column terminal, where a coinche tally
    # with announcements and a match's lines has none to spare.
    bid = Contract(level, DIAMONDS, Seat.W)
    s = score_coinche(bid, (13, 149), Team.EW, RuleSet.parse("variant=coinche"))
    text = render_deal(s, None, contract=bid)
    assert en in text.splitlines() and len(en) <= 80
    assert row(text, "deal score") == (("13", "249") if level == 100 else ("320", "0"))
    assert fr in render_deal(s, None, "fr", contract=bid).splitlines() and len(fr) <= 80


W_REVOKES = (Revoke(3, Seat.W, c("7S"), Reason("must_follow", {"suit": SPADES})),)
N_REVOKES = (Revoke(3, Seat.N, c("7S"), Reason("must_follow", {"suit": SPADES})),)


@pytest.mark.parametrize(("contract", "points", "keywords", "en", "fr", "deal"), [
    # Coinched: EW's 149 trick points reach 100, made: EW 160 + 100 × 2 = 360, NS 0.
    (Contract(100, DIAMONDS, Seat.W, 2), (13, 149), {},
     "made: EW (taker W) 149 trick points ≥ 100; EW score 160 + 100 × 2",
     "réussi\xa0: EO (preneur O) 149 points de plis ≥ 100\xa0; EO marquent 160 + 100 × 2",
     (0, 360)),
    # Surcoinched: 149 fall short of 160, failed: NS 160 + 160 × 4 = 800, EW 0.
    (Contract(160, DIAMONDS, Seat.W, 4), (13, 149), {},
     "failed: EW (taker W) 149 trick points < 160; NS score 160 + 160 × 4",
     "chuté\xa0: EO (preneur O) 149 points de plis < 160\xa0; NS marquent 160 + 160 × 4",
     (800, 0)),
    # The belote and the least of 82: NS 61 + 20 = 81 reach the bid of 80 but not 82,
    # failed: EW 160 + 80 = 240, NS keep their belote, 20.
    (Contract(80, SPADES, Seat.N), (61, 101), {"belote": Team.NS},
     "failed: NS (taker N) 61 + belote 20 = 81 < 82; EW score 160 + 80",
     "chuté\xa0: NS (preneur N) 61 + belote 20 = 81 < 82\xa0; EO marquent 160 + 80",
     (20, 240)),
    # The same surcoinched: EW 160 + 80 × 4 = 480, NS their belote.
    (Contract(80, SPADES, Seat.N, 4), (61, 101), {"belote": Team.NS},
     "failed: NS (taker N) 61 + belote 20 = 81 < 82; EW score 160 + 80 × 4",
     "chuté\xa0: NS (preneur N) 61 + belote 20 = 81 < 82\xa0; EO marquent 160 + 80 × 4",
     (20, 480)),
    # The belote with three figures: NS 121 + 20 = 141 short of 150: EW 160 + 150 × 2 = 460.
    (Contract(150, SPADES, Seat.N, 2), (121, 41), {"belote": Team.NS},
     "failed: NS (taker N) 121 + belote 20 = 141 < 150; EW score 160 + 150 × 2",
     "chuté\xa0: NS (preneur N) 121 + belote 20 = 141 < 150\xa0; EO marquent 160 + 150 × 2",
     (20, 460)),
    # A capot bid surcoinched without every trick: 500 × 4 = 2000 to the defence.
    (Contract(CAPOT, SPADES, Seat.W, 4), (10, 152), {},
     "failed: EW (taker W) did not win all 8 tricks; NS score the capot bid 500 × 4",
     "chuté\xa0: EO (preneur O) ne font pas les 8 plis\xa0; NS marquent le capot 500 × 4",
     (2000, 0)),
    # The takers' capot on a surcoinched 160: made, coinched: 160 + 160 × 4 = 800.
    (Contract(160, SPADES, Seat.W, 4), (0, 162), {"capot": Team.EW},
     "capot: EW won all 8 tricks, contract made; EW score 160 + the bid 160 × 4",
     "capot\xa0: EO font les 8 plis, contrat réussi\xa0; EO marquent 160 + l'enchère 160 × 4",
     (0, 800)),
    # N's revoke, the defence's, makes W's surcoinched 160: EW 160 + 160 × 4 = 800.
    (Contract(160, SPADES, Seat.W, 4), (50, 112), {"revokes": N_REVOKES},
     "revoke by NS, the defence: contract made; EW score 160 + 160 × 4",
     "renonce de l'équipe NS, la défense\xa0: contrat réussi\xa0; EO marquent 160 + 160 × 4",
     (0, 800)),
    # N's revoke on W's 160: made, EW 162 + 160 = 322, the takers' capot 252 + 160 = 412.
    (Contract(160, SPADES, Seat.W), (0, 162), {"revokes": N_REVOKES, "capot": Team.EW},
     "revoke by NS, the defence: contract made; EW score 252 + 160",
     "renonce de l'équipe NS, la défense\xa0: contrat réussi\xa0; EO marquent 252 + 160",
     (0, 412)),
    # W's revoke, the takers', fails their surcoinched capot bid: NS 500 × 4 = 2000.
    (Contract(CAPOT, SPADES, Seat.W, 4), (0, 162), {"revokes": W_REVOKES, "capot": Team.EW},
     "revoke by EW, the takers: contract failed; NS score the capot bid 500 × 4",
     "renonce de l'équipe EO, l'attaque\xa0: contrat chuté\xa0; NS marquent le capot 500 × 4",
     (2000, 0)),
])
def test_every_kind_of_coinche_verdict_fits_one_row_of_80_columns(
        contract: Contract, points: tuple[int, int], keywords: dict[str, object], en: str,
        fr: str, deal: tuple[int, int]) -> None:
    # Coinched and surcoinched verdicts, the belote with the least of 82, capots and
    # revokes ran to 84-156 columns (two or three rows at 80): 'failed, surcoinched: NS
    # (taker N) 61 trick points + belote 20 = 81, bid 80 (at least 82); EW score 160 + 80 ×
    # 4, NS none of their trick points'. Every figure stays: the takers' trick points (and
    # belote, and their sum) against the bid or the 82 it needs, what the winner scores.
    s = score_coinche(contract, points, Team.EW, RuleSet.parse("variant=coinche"),
                      **keywords)  # type: ignore[arg-type]
    text = render_deal(s, None, contract=contract)
    assert en in text.splitlines() and len(en) <= 80
    # Thousands grouped as English groups them: 2000 is '2,000'.
    assert row(text, "deal score") == tuple(f"{n:,}" for n in deal)
    assert fr in render_deal(s, None, "fr", contract=contract).splitlines() and len(fr) <= 80


def test_a_coinche_tally_names_the_least_the_takers_need() -> None:
    # RULES.md, coinche: a bid of 80 needs 82: NS 81 fail it, EW 160 + 80.
    bid = Contract(80, SPADES, Seat.N)
    s = score_coinche(bid, (81, 81), Team.NS, RuleSet.parse("variant=coinche"))
    text = render_deal(s, None, contract=bid)
    assert "failed: NS (taker N) 81 trick points < 82; EW score 160 + 80" in text
    assert row(text, "contract") == ("0", "80") and row(text, "deal score") == ("0", "240")
    assert ("chuté\xa0: NS (preneur N) 81 points de plis < 82\xa0; EO marquent 160 + 80"
            in render_deal(s, None, "fr", contract=bid))
    # 80 exactly reaches the bid, not the 82: failed, the 82 named; NS 0, EW 160 + 80.
    s = score_coinche(bid, (80, 82), Team.NS, RuleSet.parse("variant=coinche"))
    text = render_deal(s, None, contract=bid)
    assert "failed: NS (taker N) 80 trick points < 82; EW score 160 + 80" in text
    assert row(text, "deal score") == ("0", "240")
    # 82 reaches both: made, the bid named as any made contract's is, not the 82;
    # NS 82 + 80 = 162, EW their 80.
    s = score_coinche(bid, (82, 80), Team.EW, RuleSet.parse("variant=coinche"))
    text = render_deal(s, None, contract=bid)
    assert "made: NS (taker N) 82 trick points, bid 80; NS score 82 + 80" in text
    assert row(text, "deal score") == ("162", "80")


@pytest.mark.parametrize(("contract", "points", "keywords", "en", "fr", "deal"), [
    # RULES.md, coinche: a made contract needs the bid and at least 82, so a bid of 80
    # needs 82. Coinched 80, NS 105: made, NS 160 + 80 × 2 = 320, EW 0.
    (Contract(80, SPADES, Seat.N, 2), (105, 57), {},
     "made: NS (taker N) 105 trick points ≥ 82; NS score 160 + 80 × 2",
     "réussi\xa0: NS (preneur N) 105 points de plis ≥ 82\xa0; NS marquent 160 + 80 × 2",
     (320, 0)),
    # 80 with NS's belote: 105 + 20 = 125 reach 82, made: NS 105 + 80 + 20 = 205, EW 57.
    (Contract(80, SPADES, Seat.N), (105, 57), {"belote": Team.NS},
     "made: NS (taker N) 105 + belote 20 = 125 ≥ 82; NS score 105 + 80",
     "réussi\xa0: NS (preneur N) 105 + belote 20 = 125 ≥ 82\xa0; NS marquent 105 + 80",
     (205, 57)),
    # Coinched 80, NS 81: short of 82, failed: EW 160 + 80 × 2 = 320, NS 0.
    (Contract(80, SPADES, Seat.N, 2), (81, 81), {},
     "failed: NS (taker N) 81 trick points < 82; EW score 160 + 80 × 2",
     "chuté\xa0: NS (preneur N) 81 points de plis < 82\xa0; EO marquent 160 + 80 × 2",
     (0, 320)),
    # Coinched 80, NS 70: short of the bid and of 82, failed, the 82 named.
    (Contract(80, SPADES, Seat.N, 2), (70, 92), {},
     "failed: NS (taker N) 70 trick points < 82; EW score 160 + 80 × 2",
     "chuté\xa0: NS (preneur N) 70 points de plis < 82\xa0; EO marquent 160 + 80 × 2",
     (0, 320)),
    # Coinched 100, NS 100: the bid is above 82, made with exactly 100: NS 160 + 100 × 2.
    (Contract(100, SPADES, Seat.N, 2), (100, 62), {},
     "made: NS (taker N) 100 trick points ≥ 100; NS score 160 + 100 × 2",
     "réussi\xa0: NS (preneur N) 100 points de plis ≥ 100\xa0; NS marquent 160 + 100 × 2",
     (360, 0)),
])
def test_a_coinche_tally_compares_with_what_the_contract_needs(
        contract: Contract, points: tuple[int, int], keywords: dict[str, object], en: str,
        fr: str, deal: tuple[int, int]) -> None:
    # The figure compared is what the contract needs, the bid and at least 82, where it
    # named the bid of 80 ('105 trick points ≥ 80') unless the takers had 80 or 81.
    s = score_coinche(contract, points, Team.NS, RuleSet.parse("variant=coinche"),
                      **keywords)  # type: ignore[arg-type]
    text = render_deal(s, None, contract=contract)
    assert en in text.splitlines()
    assert row(text, "deal score") == tuple(f"{n:,}" for n in deal)
    assert fr in render_deal(s, None, "fr", contract=contract).splitlines()


def test_check_line_says_what_is_wrong() -> None:
    short = score_deal(HEARTS, (90, 62), Team.NS, Seat.N, RuleSet())  # 152 in all
    assert check_line(short) == "142 + 10 = 152 ✗ (expected 152 + 10 = 162, 10 points missing)"
    extra = score_deal(HEARTS, (100, 72), Team.NS, Seat.N, RuleSet())  # 172 in all
    assert check_line(extra) == "162 + 10 = 172 ✗ (expected 152 + 10 = 162, 10 points too many)"
    assert check_line(short, "fr") == (
        "142 + 10 = 152 ✗ (attendu 152 + 10 = 162, 10 points manquants)")
    # One point short of 162 is missing, one past it too many: one point, in the singular
    # (French: un point manquant, un point en trop).
    one_short = score_deal(HEARTS, (90, 71), Team.NS, Seat.N, RuleSet())
    assert check_line(one_short) == (
        "151 + 10 = 161 ✗ (expected 152 + 10 = 162, 1 point missing)")
    assert check_line(one_short, "fr") == (
        "151 + 10 = 161 ✗ (attendu 152 + 10 = 162, 1 point manquant)")
    one_more = score_deal(HEARTS, (90, 73), Team.NS, Seat.N, RuleSet())
    assert check_line(one_more) == (
        "153 + 10 = 163 ✗ (expected 152 + 10 = 162, 1 point too many)")
    assert check_line(one_more, "fr") == (
        "153 + 10 = 163 ✗ (attendu 152 + 10 = 162, 1 point en trop)")


def test_tricks_and_notes() -> None:
    tricks = [Trick(Seat.S, (c("AH"), c("7H"), c("10H"), c("KH")), Seat.S, 25)] * 8
    note = Reason("note_rest", {"team": Team.EW, "n": 16})
    text = render_deal(MADE, tricks, notes=[note])
    lines = text.splitlines()
    assert lines[1].startswith(" 1: S A♥")
    assert lines[8].startswith(" 8: S A♥")
    assert row(text, "tricks won") == ("8", "0")
    assert lines[-1] == "the EW pile is the rest of the deck (16 cards)"
    assert render_deal(MADE, tricks, "fr", notes=[note]).splitlines()[-1] == (
        "le tas EO est le reste du jeu (16 cartes)")


def test_match_line() -> None:
    litige = score_deal(SPADES, (81, 81), Team.EW, Seat.S, RuleSet())
    assert render_match_line(1, [0, 81], (0, 81), litige, 81, 0, None) == (
        "match after deal 1: NS 0 – EW 81 (81 held)")
    made = score_deal(SPADES, (62, 100), Team.EW, Seat.E, RuleSet())
    assert render_match_line(2, [62, 262], (62, 181), made, 0, 81, Team.EW) == (
        "EW win the held 81\nmatch after deal 2: NS 62 – EW 262\nEW win the match, 262 to 62")
    # NS win the next deal instead, 100 to 62: the held 81 are theirs, NS 100 + 81 = 181,
    # EW 81 + 62 = 143.
    won = score_deal(SPADES, (100, 62), Team.EW, Seat.N, RuleSet())
    assert render_match_line(2, [181, 143], (181, 62), won, 0, 81, None) == (
        "NS win the held 81\nmatch after deal 2: NS 181 – EW 143")


def test_json_object() -> None:
    trick = Trick(Seat.S, (c("AH"), c("7H"), c("10H"), c("KH")), Seat.S, 25)
    doc = deal_json(MADE, [trick], Seat.E)
    assert doc["tricks"] == [{"leader": "S", "cards": ["AH", "7H", "10H", "KH"],
                              "seats": ["S", "W", "N", "E"], "winner": "S", "points": 25}]
    assert (doc["trump"], doc["taker"], doc["dealer"]) == ("H", "N", "E")
    assert doc["points"] == {"NS": 97, "EW": 65}
    assert doc["tally"] == {"cards": 152, "dix_de_der": 10, "total": 162, "ok": True}
    piles = deal_json(MADE, None, piles={Team.NS: (1 << c("JH")) | (1 << c("AS"))})
    assert "tricks" not in piles
    assert piles["piles"] == {"NS": ["JH", "AS"]}


# Eight tricks as the tally lists them: seat and card in five columns, two spaces between
# plays, three before the winner; the last with its dix de der.
_EIGHT = [
    " 1: W J♦   N 9♠   E 7♦   S 8♦    W wins 20",
    " 2: W 9♦   N J♥   E 10♦  S Q♠    W wins 29",
    " 3: W A♣   N J♣   E 7♠   S K♣    W wins 17",
    " 4: W 8♥   N Q♥   E A♥   S 7♥    E wins 14",
    " 5: E A♠   S J♠   W K♥   N K♠    E wins 21",
    " 6: E 8♠   S 9♣   W Q♣   N 10♠   N wins 13",
    " 7: N 10♥  E 9♥   S 8♣   W Q♦    W wins 13",
    " 8: W A♦   N 10♣  E K♦   S 7♣    W wins  5 + 10 dix de der",
]


def test_tricks_in_two_columns_as_they_are_where_they_fit() -> None:
    # 42 columns each, three between: 87, and the dix de der's 15 after the last: 102.
    rows = tricks_in_columns(_EIGHT, 120)
    assert rows == [_EIGHT[i] + "   " + _EIGHT[i + 4] for i in range(4)]
    # At 100 the dix de der goes under trick 8's points, ending where they end.
    rows = tricks_in_columns(_EIGHT, 100)
    assert rows is not None and rows[:3] == [_EIGHT[i] + "   " + _EIGHT[i + 4]
                                             for i in range(3)]
    assert rows[3] == _EIGHT[3] + "   " + " 8: W A♦   N 10♣  E K♦   S 7♣    W wins  5"
    assert rows[4] == " " * (len(rows[3]) - 15) + "+ 10 dix de der"


def test_tricks_in_two_columns_at_80_have_a_space_less_between_the_plays() -> None:
    # One space between the five-column plays, two before the winner and between the
    # columns: 38 + 2 + 38 = 78.
    rows = tricks_in_columns(_EIGHT, 80)
    assert rows is not None and len(rows) == 5 and max(len(row) for row in rows) <= 80
    assert rows[0] == (" 1: W J♦  N 9♠  E 7♦  S 8♦   W wins 20  "
                       " 5: E A♠  S J♠  W K♥  N K♠   E wins 21")
    assert rows[1].endswith(" 6: E 8♠  S 9♣  W Q♣  N 10♠  N wins 13")
    assert rows[3].endswith(" 8: W A♦  N 10♣ E K♦  S 7♣   W wins  5")
    assert rows[4] == " " * 63 + "+ 10 dix de der"
    # Too narrow for two columns even so: none.
    assert tricks_in_columns(_EIGHT, 70) is None


def test_sixteen_tricks_of_two_players_in_two_columns_at_80() -> None:
    tricks = [f"{n:>2}: N 7♥   S J♣    S wins  4" for n in range(1, 17)]
    tricks[-1] += " + 10 dix de der"
    rows = tricks_in_columns(tricks, 80, players=2)
    assert rows == [tricks[i] + "   " + tricks[i + 8] for i in range(8)]


def test_tricks_in_two_columns_fill_exactly_the_width_given() -> None:
    # As they are, the last row is 42 + 3 + 42 + 16 (" + 10 dix de der") = 103 columns:
    # at 103 it fits, the dix de der on its row; at 102 it goes under trick 8's points.
    assert tricks_in_columns(_EIGHT, 103) == [_EIGHT[i] + "   " + _EIGHT[i + 4]
                                              for i in range(4)]
    rows = tricks_in_columns(_EIGHT, 102)
    assert rows is not None and len(rows) == 5 and rows[4].endswith("+ 10 dix de der")


def test_an_odd_number_of_tricks_leaves_the_last_left_row_alone() -> None:
    # Seven tricks, the last with the dix de der: four on the left, three on the right.
    seven = [*_EIGHT[:6], _EIGHT[7].replace(" 8:", " 7:")]
    assert tricks_in_columns(seven, 120) == [
        _EIGHT[0] + "   " + _EIGHT[4],
        _EIGHT[1] + "   " + _EIGHT[5],
        _EIGHT[2] + "   " + seven[6],
        _EIGHT[3],
    ]
    # At 100 the third row is 103: the dix de der goes under trick 7's points (87 - 15).
    assert tricks_in_columns(seven, 100) == [
        _EIGHT[0] + "   " + _EIGHT[4],
        _EIGHT[1] + "   " + _EIGHT[5],
        _EIGHT[2] + "   " + " 7: W A♦   N 10♣  E K♦   S 7♣    W wins  5",
        " " * 72 + "+ 10 dix de der",
        _EIGHT[3],
    ]


def test_lines_that_are_not_tricks_are_not_put_in_columns() -> None:
    # A trick's number without its colon, or a line short of four plays and a winner.
    assert tricks_in_columns([_EIGHT[0].replace(" 1:", " 1")], 120) is None
    assert tricks_in_columns([" 1: W J♦   N 9♠   E 7♦   S 8♦"], 120) is None


def test_a_coinche_verdict_leaves_out_the_belote_of_the_team_that_won_it() -> None:
    coinche = RuleSet.parse("variant=coinche")
    bid = Contract(90, SPADES, Seat.N)
    # RULES.md, coinche: NS 100 + belote 20 reach 90, made: NS 100 + 90 + 20 = 210, EW
    # their 62; the verdict names the 100 of the 210, the belote and the bid on their rows.
    s = score_coinche(bid, (100, 62), Team.NS, coinche, belote=Team.NS)
    text = render_deal(s, None, contract=bid)
    assert "made: NS (taker N) 100 + belote 20 = 120 ≥ 90; NS score 100 + 90" in text
    assert row(text, "belote") == ("20", "0") and row(text, "deal score") == ("210", "62")
    # NS 70 fail it, EW's belote kept: EW 160 + 90 + 20 = 270, the verdict's 160.
    s = score_coinche(bid, (70, 92), Team.EW, coinche, belote=Team.EW)
    text = render_deal(s, None, contract=bid)
    assert "failed: NS (taker N) 70 trick points, bid 90; EW score 160 + 90" in text
    assert row(text, "belote") == ("0", "20") and row(text, "deal score") == ("0", "270")
