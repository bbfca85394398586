"""`belote play` with announcements (``announcements=on``) and coinche (``variant=coinche``).

Expected scores are worked out here from RULES.md ("Announcements", "Coinche / contrée"):
card points are re-added from the printed tricks with the rule book's table, and the
contract's verdict is applied by hand.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from piped import WholeRunner
from typer.testing import Result

from belote_cli.bots.base import BidView, PlayerView
from belote_cli.cli import app
from belote_cli.core.cards import SUIT_MASKS, bits
from belote_cli.core.coinche import PASS, Call, CoincheAuction
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat
from belote_cli.engine import game
from belote_cli.play.interactive import Phase, Session, SessionOptions

runner = WholeRunner()  # messages read whole (tests/piped.py)

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TEAM = {"N": 0, "S": 0, "E": 1, "W": 1}
NEXT_CLOCKWISE = {"S": "W", "W": "N", "N": "E", "E": "S"}
TRICK_LINE = re.compile(r"^\s*(\d):\s+(.*?)\s+([NESW]) wins\s+(\d+)", re.M)
PLAY = re.compile(r"([NESW]) (10|[7-9JQKA])([♠♥♦♣])")
CONTRACT = re.compile(
    r"^Contract (\d+|capot) ([♠♥♦♣]) by ([NESW])(?:, (coinched|surcoinched))?:", re.M)
CHECK = "check: 152 + 10 = 162 ✓"
COINCHE = ["--rule", "variant=coinche"]

# Stacked decks (--deck: the 32 cards in the order they are dealt) for the cases below.
# Dealer W, announcements on: N and E pass (one heart each, the retourne 7♥ low) and South
# takes ♥ holding A♦ K♦ Q♦, a tierce; N holds K♠ Q♠ J♠, a tierce; E and W none.
ANNOUNCE = ["--deck", "K♠ Q♠ J♠ 10♥ Q♥ 10♠ A♦ K♦ Q♦ 7♠ 9♠ K♥ 8♥ 10♣ 8♠ 10♦ J♥ 9♥ A♥ J♦ "
            "7♥ 8♣ 9♦ 7♦ 8♦ A♣ Q♣ A♠ 7♣ 9♣ J♣ K♣", "--dealer", "W", "--seed", "0",
            "--rule", "announcements=on"]
# Coinche, dealer N (dealt 3, 2, 3 from E): E holds J♥ A♥ 8♥ 7♥ K♠ 8♠ 9♦ 8♣, worth
# 30 (partner) + 20 + 10 (jack, three trumps or more) + 11 (ace) + 5 + 5 = 81 with ♥
# trump (coinche_policy.estimate), 51 at most otherwise: E opens 80 ♥ before South.
E_OPENS_80 = [*COINCHE, "--deck", "J♥ A♥ 8♥ A♠ 10♠ 7♠ J♠ 9♥ 10♥ Q♠ 9♠ K♥ 7♥ K♠ Q♥ 7♦ J♦ "
              "Q♦ 10♦ 8♦ 8♠ 9♦ 8♣ K♣ 9♣ 7♣ K♦ A♦ A♣ Q♣ 10♣ J♣", "--dealer", "N", "--seed", "0"]
# Coinche, dealer W: N holds J♦ 9♦ A♦ 10♦ K♦ 7♠ 8♥ 7♣, worth 30 + 30 + 14 + 11 + 5 + 5
# + 10 (fifth trump) = 105 with ♦ trump: N opens 100 ♦; E (60 at most) passes.
N_OPENS_100 = [*COINCHE, "--deck", "J♦ 9♦ A♦ Q♠ 9♠ K♥ A♠ 10♠ 8♠ J♠ K♠ 9♥ 10♦ K♦ Q♥ 8♦ "
               "J♥ 7♥ 10♥ A♥ 7♠ 8♥ 7♣ Q♣ 10♣ 8♣ 7♦ K♣ 9♣ Q♦ J♣ A♣", "--dealer", "W",
               "--seed", "5"]
# Coinche, dealer E: one jack, one nine and one ace each, in three suits: no hand is
# worth 80 in any suit (76 at most), so all four pass.
NOBODY_BIDS = [*COINCHE, "--deck", "J♠ 8♠ 9♥ J♥ 8♥ 9♦ J♦ 8♦ 9♣ 9♠ 10♠ Q♠ 7♥ A♦ 7♦ A♣ 10♣ "
               "A♠ A♥ 10♦ K♣ 8♣ 7♣ K♠ 7♠ Q♣ K♥ Q♥ 10♥ Q♦ K♦ J♣", "--dealer", "E", "--seed", "2"]


def play(*args: str, lines: str) -> Result:
    return runner.invoke(app, ["play", *args], input=lines)


def deal_scores(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in re.findall(r"^deal score\s+(\d+)\s+(\d+)$", text, re.M)]


def card_points(text: str, trump: str) -> tuple[list[int], list[int]]:
    """Card points (dix de der included) and tricks won per team, re-added from the first
    eight trick lines of ``text`` with RULES.md's table."""
    points, tricks = [0, 0], [0, 0]
    found = TRICK_LINE.findall(text)[:8]
    assert [int(n) for n, *_ in found] == list(range(1, 9))
    for number, plays, winner, printed in found:
        cards = PLAY.findall(plays)
        assert len(cards) == 4
        value = sum(TRUMP_POINTS[r] if s == trump else PLAIN_POINTS[r] for _, r, s in cards)
        assert value == int(printed)
        points[TEAM[winner]] += value + (10 if number == "8" else 0)
        tricks[TEAM[winner]] += 1
    assert sum(points) == 162
    return points, tricks


def belote_team(text: str) -> int | None:
    m = re.search(r"^([NESW]): belote!$", text, re.M)
    return None if m is None else TEAM[m.group(1)]


def coinche_score(text: str) -> tuple[int, int]:
    """The deal score RULES.md gives for the printed contract and tricks."""
    m = CONTRACT.search(text)
    assert m is not None
    level, trump, taker, coinched = m.groups()
    multiplier = {None: 1, "coinched": 2, "surcoinched": 4}[coinched]
    points, tricks = card_points(text, trump)
    belote = belote_team(text)
    takers = TEAM[taker]
    defence = 1 - takers
    score = [0, 0]
    if level == "capot":
        made = tricks[takers] == 8
        score[takers if made else defence] = 500 * multiplier
    else:
        bid = int(level)
        made = points[takers] + (20 if belote == takers else 0) >= max(bid, 82)
        winner = takers if made else defence
        if multiplier > 1:
            score[winner] = 160 + bid * multiplier
        elif made:
            score[takers] = (252 if tricks[takers] == 8 else points[takers]) + bid
            score[defence] = points[defence]
        else:
            score[defence] = 160 + bid
    if belote is not None:
        score[belote] += 20
    return score[0], score[1]


# --- announcements ---------------------------------------------------------------------------

def test_announcement_offered_accepted_and_scored() -> None:
    # ANNOUNCE: South takes ♥ and holds A♦ K♦ Q♦, a tierce (20).
    result = play(*ANNOUNCE, lines="1\n" * 30)
    assert result.exit_code == 0, result.output
    text = result.stdout
    lines = text.splitlines()
    ask = lines.index("Announce tierce A♦? 1) yes  2) no")
    hand = lines[ask - 1]
    assert hand.startswith("Your cards: ")
    assert {"A♦", "K♦", "Q♦"} <= set(hand.split(": ")[1].split())
    assert lines[ask + 1] == "S announces: tierce"
    # Shown at the second trick: who announced what.
    shown = re.search(r"^Announcements: (.*)\.$", text, re.M)
    assert shown is not None
    declared = shown.group(1).split(", ")
    assert "S tierce A♦" in declared
    # Only NS announced here (two tierces): NS score both, 20 + 20.
    assert all(d.split()[0] in "NS" and d.split()[1] == "tierce" for d in declared)
    assert "Best announcement" in text
    taken = re.search(r"^Trump (.), taken by S", text, re.M)
    assert taken is not None
    points, _ = card_points(text, taken.group(1))
    ann = 20 * len(declared)
    assert points[0] >= 82  # made: each team its card points, NS their announcements
    assert deal_scores(text) == [(points[0] + ann, points[1])]
    assert CHECK in text


def test_announcement_declined_is_not_declared() -> None:
    result = play(*ANNOUNCE, lines="1\n2\n" + "1\n" * 30)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "S announces" not in text
    shown = re.search(r"^Announcements: (.*)\.$", text, re.M)
    assert shown is not None and "S tierce" not in shown.group(1)
    assert CHECK in text


class Passer:
    """A scripted bot: passes, and plays its lowest legal card."""

    name = "passer"

    def bid(self, view: BidView) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call:
        return PASS

    def play(self, view: PlayerView) -> int:
        return min(bits(view.legal))


def one_suit_each(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal S every ♥, W every ♠, N every ♦ and E every ♣."""
    hands = [0, 0, 0, 0]
    hands[Seat.S], hands[Seat.W] = SUIT_MASKS[1], SUIT_MASKS[0]
    hands[Seat.N], hands[Seat.E] = SUIT_MASKS[2], SUIT_MASKS[3]

    def fixed(deck: Sequence[int], dealer: Seat, clockwise: bool = True) -> list[int]:
        return list(hands)

    # The deal engine deals a coinche deal 3-2-3 from the shuffled deck (coinche.deal_hands).
    monkeypatch.setattr(game, "deal_hands", fixed)


def run(session: Session, answers: list[str]) -> str:
    out = [session.start()]
    for answer in answers:
        if session.is_over:
            break
        out.append(session.prompt)
        out.append(session.handle_line(answer))
    while not session.is_over:
        out.append(session.prompt)
        out.append(session.handle_line("1"))
    return "\n".join(out)


@pytest.mark.parametrize(("answer", "expected"), [
    # S bids 80 ♥ and, holding every trump, wins every trick: capot, 252 + 80, belote 20.
    # Every seat holds a cent to the ace (8 cards, announced whole, 100). Announced, S's
    # trump cent is the best: NS score theirs and N's, 200. Declined, the three cents
    # left are equal (same length and top, none at trump): nobody scores.
    ("yes", (252 + 80 + 20 + 200, 0)),
    ("no", (252 + 80 + 20, 0)),
])
def test_constructed_coinche_deal_with_announcements(
        monkeypatch: pytest.MonkeyPatch, answer: str, expected: tuple[int, int]) -> None:
    one_suit_each(monkeypatch)
    rules = RuleSet.parse(["variant=coinche", "announcements=on"])
    session = Session(SessionOptions(rules=rules, seed=1, dealer=Seat.E),
                      {seat: Passer() for seat in (Seat.N, Seat.E, Seat.W)})
    text = run(session, ["80 ♥", answer])
    assert "Announce cent A♥ (8 cards)? 1) yes  2) no" in text
    assert "Contract 80 ♥ by S: team NS needs 82 points" in text  # 80 bid, 82 at least
    assert session.scores[-1].score == expected
    assert session.scores[-1].tally.ok
    record = session.records[-1]
    assert record.contract is not None and record.contract.notation() == "80 H S"
    assert ("S" in {d.seat.name for d in record.announcements}) is (answer == "yes")
    assert {d.seat.name for d in record.announcements} >= {"N", "E", "W"}


def test_announcements_recorded_score_the_same(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    result = play(*ANNOUNCE, "--record", str(path),
                  lines="1\n" * 30)
    assert result.exit_code == 0, result.output
    written = path.read_text(encoding="utf-8")
    assert "announce: S tierce AD" in written
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    assert CHECK in scored.stdout


# --- coinche ---------------------------------------------------------------------------------

def test_whole_coinche_deal_with_a_user_bid() -> None:
    # Dealer E: South calls first.
    result = play("--seed", "21", "--dealer", "E", *COINCHE, lines="90 ♥\n" + "1\n" * 20)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Deal 1: dealer E" in text
    assert re.search(r"^Your cards: (\S+ ){7}\S+$", text, re.M)  # 8 cards, no retourne
    assert "Retourne" not in text
    calls = re.findall(r"^([NESW]) (passes|bids .*|coinches!|surcoinches!)$", text, re.M)
    assert calls[0] == ("S", "bids 90 ♥")
    seat = "S"
    for who, _ in calls:
        assert who == seat
        seat = NEXT_CLOCKWISE[seat]
    assert CONTRACT.search(text) is not None
    assert deal_scores(text) == [coinche_score(text)]
    assert CHECK in text
    assert re.search(r"^contract .* by [NESW].*: (made|failed), (NS|EW) score \d+$", text, re.M)


def tally_row(text: str, label: str) -> tuple[int, int]:
    m = re.search(rf"^{label}\s+(\d+)\s+(\d+)$", text, re.M)
    assert m, (label, text)
    return int(m.group(1)), int(m.group(2))


def test_the_coinche_tally_adds_up_with_a_contract_row() -> None:
    # E_OPENS_80: E's 80 ♥, made with EW's trick points (counted from the trick lines).
    # RULES.md: EW score them + the bid, NS theirs: the contract row holds the bid.
    text = play(*E_OPENS_80, lines="1\n" * 30).stdout
    contract = CONTRACT.search(text)
    assert contract is not None and contract.groups() == ("80", "♥", "E", None)
    points, _ = card_points(text, "♥")
    assert points[1] >= 82 and belote_team(text) is None
    assert tally_row(text, "contract") == (0, 80)
    assert tally_row(text, "deal score") == (points[0], points[1] + 80)
    assert (f"made: EW (taker E) {points[1]} trick points, bid 80; EW score {points[1]} + 80"
            in text.splitlines())
    # N_OPENS_100: N's 100 ♦, and NS win every trick: 252 + the bid 100.
    text = play(*N_OPENS_100, lines="1\n" * 30).stdout
    contract = CONTRACT.search(text)
    assert contract is not None and contract.groups() == ("100", "♦", "N", None)
    assert card_points(text, "♦")[1] == [8, 0] and belote_team(text) is None
    assert tally_row(text, "contract") == (100, 0)
    assert tally_row(text, "deal score") == (352, 0)
    assert ("capot: NS won all 8 tricks, contract made; NS score 252 + the bid 100"
            in text.splitlines())
    fr = play(*N_OPENS_100, "--lang", "fr", lines="1\n" * 30).stdout
    assert re.search(r"^contrat\s+100\s+0$", fr, re.M)
    assert ("capot\xa0: NS font les 8 plis, contrat réussi\xa0; NS marquent 252 + l'enchère 100"
            in fr)


def test_the_contract_s_line_says_the_points_the_takers_need() -> None:
    # RULES.md: the takers' trick points plus their belote must reach the bid, and at
    # least 82. E's 80 ♥ needs 82, not the 80 bid, and the line says so and why; N's
    # 100 ♦ needs its 100, which is more than 82, so the 82 is not named.
    lines = E_OPENS_80, N_OPENS_100
    en = [play(*args, lines="1\n" * 30).stdout.splitlines() for args in lines]
    fr = [play(*args, "--lang", "fr", lines="1\n" * 30).stdout.splitlines()
          for args in lines]
    assert ("Contract 80 ♥ by E: team EW needs 82 points (trick points and belote: a bid of "
            "80 still needs 82).") in en[0]
    assert ("Contrat 80 ♥ par E\xa0: l'équipe EO doit faire 82 points (points de plis et "
            "belote\xa0: une enchère de 80 en demande tout de même 82).") in fr[0]
    assert "Contract 100 ♦ by N: team NS needs 100 points (trick points and belote)." in en[1]
    assert ("Contrat 100 ♦ par N\xa0: l'équipe NS doit faire 100 points (points de plis et "
            "belote).") in fr[1]


@pytest.mark.parametrize(("bid", "rules", "need"), [
    ("90 SA", "", "90 trick points"),
    ("80 SA", "", "82 trick points (a bid of 80 still needs 82)"),
    ("80 TA", ",ta_belote=none", "82 trick points (a bid of 80 still needs 82)"),
    ("80 TA", "", "82 points (trick points and belote: a bid of 80 still needs 82)"),
])
def test_the_contract_s_line_names_no_belote_where_there_is_none(bid: str, rules: str,
                                                                   need: str) -> None:
    # VARIANTS.md §1: no belote in SA, nor in TA with ta_belote=none; the contract's line
    # said 'trick points and belote' of every contract.
    result = play("--seed", "1", "--rule", f"variant=coinche,sa_ta=on{rules}",
                  lines=f"{bid}\n" + "1\n" * 40)
    assert result.exit_code == 0, result.output
    assert f"Contract {bid} by S: team NS needs {need}." in " ".join(result.stdout.split())


def test_illegal_calls_refused_with_the_reason_then_a_legal_one() -> None:
    lines = "85 ♥\n90\ncapot\ncoinche\nsurcoinche\n80 ♥\n" + "1\n" * 20
    result = play("--seed", "21", "--dealer", "E", *COINCHE, lines=lines)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Unknown call '85 ♥': no bid of 85: bids go by tens from 80 to 160, or capot" in text
    assert "No call numbered 90: choose 1-5, or type a bid with its suit" in text
    assert "Unknown call 'capot': a bid names trump: 'capot ♥' (or help)." in text
    assert "coinche refused: nothing to coinche: nobody has bid." in text
    assert "surcoinche refused: nothing to surcoinche: the contract is not coinched." in text
    assert re.search(r"^S bids 80 ♥$", text, re.M)
    assert deal_scores(text) == [coinche_score(text)]


def test_bid_not_above_the_last_is_refused() -> None:
    # E_OPENS_80: E opens 80 ♥ before South speaks.
    result = play(*E_OPENS_80,
                  lines="80 ♠\n" + "pass\n" * 4 + "1\n" * 20)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert re.search(r"^E bids 80 ♥$", text, re.M)
    assert ("80 ♠ refused: 80 ♠ is not above the last bid (80 ♥ by E): bid 90 or more, "
            "or pass.") in text
    assert re.search(r"^S passes$", text, re.M)


def test_user_coinches_the_opponents_contract() -> None:
    result = play(*E_OPENS_80, lines="coinche\n" + "1\n" * 20)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert re.search(r"^E bids 80 ♥\nYour call\? 1\) pass  2\) 90 ♠  3\) 90 ♥  4\) 90 ♦  "
                     r"5\) 90 ♣  6\) coinche; or a higher bid: 100–160 or capot with a suit "
                     r"\(e.g. 100 ♥\)$", text, re.M)
    assert re.search(r"^S coinches!$", text, re.M)
    m = CONTRACT.search(text)
    assert m is not None and m.group(3) == "E" and m.group(4) in ("coinched", "surcoinched")
    ns, ew = coinche_score(text)
    assert 0 in (ns, ew)  # coinched: the winner of the contract takes everything
    assert deal_scores(text) == [(ns, ew)]


def test_partner_bid_cannot_be_coinched() -> None:
    # N_OPENS_100: N opens 100 ♦, E passes, South may not coinche their partner.
    result = play(*N_OPENS_100,
                  lines="coinche\npass\n" + "1\n" * 20)
    assert result.exit_code == 0, result.output
    assert ("coinche refused: only an opponent may coinche: 100 ♦ is your own team's bid (N)."
            in result.stdout)


def test_four_passes_void_the_deal_and_it_is_redealt() -> None:
    result = play(*NOBODY_BIDS, lines="pass\n" * 10 + "1\n" * 20)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert re.search(r"^S passes\nW passes\nN passes\nE passes\n"
                     r"Four passes: the deal is void; S deals next\.$", text, re.M)
    assert "Deal 1: dealer S" in text  # dealt again under its number
    assert len(deal_scores(text)) == 1


def test_french_calls() -> None:
    result = play(*E_OPENS_80, "--lang", "fr",
                  lines="contre\n" + "1\n" * 20)
    assert result.exit_code == 0, result.output
    # A bid is an enchère (enchérir), as the French rule book says; 'annonce' is left to
    # the tierces, cinquantes, cents and carrés.
    assert re.search(r"^E enchérit\xa0: 80 ♥$", result.stdout, re.M)
    assert "annonce" not in result.stdout
    assert re.search(r"^S coinche\xa0!$", result.stdout, re.M)
    void = play(*NOBODY_BIDS, "--lang", "fr",
                lines="passe\n" + "passe\n" * 10 + "1\n" * 20)
    assert void.exit_code == 0, void.output
    assert re.search(r"^S passe\nO passe\nN passe\nE passe\n"
                     r"Quatre passes\xa0: la donne est nulle\xa0; S donne\.$", void.stdout, re.M)


def test_french_help_of_sa_ta_bids_calls_them_enchères() -> None:
    # With sa_ta=on, the help of a bid says SA and TA are named in a bid as a suit is, in
    # the rule book's word for a bid (enchère), where it said they 's'annoncent'.
    result = play(*E_OPENS_80, "--rule", "sa_ta=on", "--lang", "fr",
                  lines="aide\n" + "passe\n" * 4 + "1\n" * 20)
    assert result.exit_code == 0, result.output
    assert ("Avec sa_ta=on, une enchère nomme sans atout ou tout atout comme une couleur\xa0: "
            "110 SA, 120 TA, capot sans atout.") in result.stdout
    assert "annonce" not in result.stdout


@pytest.mark.parametrize(("variant", "bids"), [("classic", "2\n5\n"),
                                               ("coinche", "160 TA\n")])
def test_belote_declared_at_tout_atout_asks_for_the_pair_of_the_card_played(
        variant: str, bids: str) -> None:
    # At tout atout every suit's king and queen are a belote (VARIANTS.md §1, "apply to
    # each pair separately"). Playing K♦ with Q♦ in hand under belote=declared asked of
    # the king and queen of the trump's int (5): "no card 45", exit 1, the deal lost.
    seed = "4" if variant == "classic" else "1"
    result = play("--seed", seed, "--rule", f"variant={variant},sa_ta=on,belote=declared",
                  lines=bids + "1\n" * 40)
    assert result.exit_code == 0, result.output
    [asked] = re.findall(r"^You hold (\S+) and (\S+): say belote\? 1\) yes  2\) no$",
                         result.stdout, re.M)
    assert asked[0][-1] == asked[1][-1] and {asked[0][:-1], asked[1][:-1]} == {"K", "Q"}
    # Said yes (1): the pair is declared, and scores 20 for NS.
    assert re.search(r"^S: belote!$", result.stdout, re.M)
    assert re.search(r"^belote +20 +0$", result.stdout, re.M)


@pytest.mark.parametrize("args", [
    ["--seed", "21", "--dealer", "E"],
    [*E_OPENS_80[2:], "--rule", "announcements=on"],
])
def test_coinche_recorded_scores_the_same(tmp_path: Path, args: list[str]) -> None:
    path = tmp_path / "deal.belote"
    lines = ("90 ♥\n" if "E" in args else "coinche\n") + "1\n" * 30
    result = play(*args, *COINCHE, "--record", str(path), lines=lines)
    assert result.exit_code == 0, result.output
    written = path.read_text(encoding="utf-8")
    m = CONTRACT.search(result.stdout)
    assert m is not None
    assert re.search(r"^contract: (\d+|capot) [SHDC] [NESW]", written, re.M)
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    assert CHECK in scored.stdout


def test_coinche_match_plays_to_2000_by_default() -> None:
    result = play("--seed", "3", "--match", *COINCHE, lines="pass\n" * 5 + "1\n" * 5)
    assert "Match to 2,000 points." in result.stdout
    other = play("--seed", "3", "--target", "500", *COINCHE, lines="pass\n" * 5)
    assert "Match to 500 points." in other.stdout


def test_session_waits_for_a_call_in_coinche() -> None:
    session = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=21,
                                     dealer=Seat.E))
    session.start()
    assert session.phase is Phase.CALL
    assert session.prompt == ("Your call? 1) pass  2) 80 ♠  3) 80 ♥  4) 80 ♦  5) 80 ♣; or a "
                              "higher bid: 90–160 or capot with a suit (e.g. 90 ♥)")
    assert "pass (pass, p, passe)" in session.handle_line("help")
    assert session.phase is Phase.CALL


def test_heuristic_bot_bids_its_hand_worth_in_coinche() -> None:
    from belote_cli.bots.heuristic import HeuristicBot
    from belote_cli.core.cards import parse_cards

    # J 9 A 10 K of ♥ and the three other aces, valued with ♥ trump (coinche.estimate):
    # 30 partner + jack 20 + 10 (three trumps) + nine 14 + ace 11 + 10 and K 5 each
    # + 10 for the fifth trump + three aces 33 = 138: a bid of 130 ♥.
    hand = 0
    for c in parse_cards("JH 9H AH 10H KH AS AD AC"):
        hand |= 1 << c
    auction = CoincheAuction(Seat.E)
    call = HeuristicBot(random.Random(0)).coinche_call(hand, auction)
    assert call == Call.bid(130, 1)
    auction.call(call)  # S bids; W, an opponent, may now coinche it
    assert auction.can_coinche()


def test_french_refusals() -> None:
    # N_OPENS_100: N (South's partner) opens 100 ♦, E passes.
    result = play(*N_OPENS_100, "--lang", "fr",
                  lines="contre\nsurcontre\n90 ♥\nzz\n" + "passe\n" * 4 + "1\n" * 20)
    assert result.exit_code == 0, result.output
    text = result.stdout
    # An enchère, a coinche, a surcoinche: feminine (it said 'refusé').
    assert ("coinche refusée\xa0: seul un adversaire peut coincher\xa0: 100 ♦ est l'enchère de "
            "votre équipe (N).") in text
    assert "surcoinche refusée\xa0: rien à surcoincher\xa0: le contrat n'est pas coinché." in text
    assert ("90 ♥ refusée\xa0: 90 ♥ n'est pas au-dessus de la dernière enchère (100 ♦ par N)\xa0: "
            "enchérissez à 110 ou plus, ou passez.") in text
    assert "Enchère inconnue 'zz'" in text
    assert re.search(r"^S passe$", text, re.M)


@pytest.mark.parametrize("args", [
    [*COINCHE, "--bots", "random", "--seed", "11"],
    ["--rule", "announcements=on", "--seed", "10"],
])
def test_same_seed_same_game(args: list[str]) -> None:
    lines = "pass\n1\n" * 40
    first, second = play(*args, lines=lines), play(*args, lines=lines)
    assert first.exit_code == 0, first.output
    assert first.stdout == second.stdout


def test_end_of_input_at_the_call_and_announce_prompts() -> None:
    call = play("--seed", "21", "--dealer", "E", *COINCHE, lines="")
    assert call.exit_code == 1
    assert call.stdout.rstrip().endswith("Your call? 1) pass  2) 80 ♠  3) 80 ♥  4) 80 ♦  "
                                         "5) 80 ♣; or a higher bid: 90–160 or capot with a "
                                         "suit (e.g. 90 ♥)")
    assert call.stderr == "error: end of input: deal abandoned\n"
    ask = play(*ANNOUNCE, lines="1\n")
    assert ask.exit_code == 1
    assert ask.stdout.rstrip().endswith("Announce tierce A♦? 1) yes  2) no")
    assert "Traceback" not in ask.output


def test_hand_during_the_auction_shows_the_eight_cards() -> None:
    result = play("--seed", "21", "--dealer", "E", *COINCHE, lines="hand\nquit\n")
    lines = result.stdout.splitlines()
    dealt = next(line for line in lines if line.startswith("Your cards: "))
    assert lines.count(dealt) == 2 and len(dealt.split(": ")[1].split()) == 8
    assert "Quit: deal abandoned." in result.stdout
