"""`belote play --from FILE`: a deal played on from a position written by hand (its hands,
its contract and the tricks played so far), and the file's problems, each at its line.

The positions are examples/made.belote's deal (trump ♥, N takes, E deals) cut after some
tricks, its hands worked out from its tricks by hand. Its tricks, counted by hand from
the rule book's tables: 1 S J♥ W 7♥ N Q♥ E 8♥, 20 + 3 = 23 to S; 2 S 9♥ W A♥ N K♥ E 10♥,
14 + 11 + 4 + 10 = 39 to S (the 9 beats the ace at trump); 3 S 7♠ W A♠ N 8♠ E 10♠, 21 to
W; 4 W 9♠ N K♠ E Q♠ S J♠, 4 + 3 + 2 = 9 to N; 5 N 7♦ E A♦ S 8♦ W 10♦, 21 to E; 6 E K♦ S
Q♦ W 9♦ N J♦, 4 + 3 + 2 = 9 to E; 7 E 10♣ S 7♣ W K♣ N 9♣, 14 to E; 8 E J♣ S A♣ W 8♣ N
Q♣, 2 + 11 + 3 = 16 and the dix de der to S. NS 23 + 39 + 9 + 16 + 10 = 97, EW 21 + 21 +
9 + 14 = 65: 162; N's K♥ and Q♥ are the belote, 20 to NS.
"""

from __future__ import annotations

import errno
import re
import shlex
from pathlib import Path

import pytest
from piped import WholeRunner
from typer.testing import Result

from belote_cli.cli import app
from belote_cli.core.cards import parse_cards
from belote_cli.core.errors import DealFileErrors
from belote_cli.dealfile import load, loads
from belote_cli.dealfile.position import read_position
from belote_cli.dealfile.replay import replay

runner = WholeRunner()

HEADER = """\
trump: ♥
taker: N
dealer: E
"""
HANDS = {
    "N": "Q♥ K♥ 8♠ K♠ 7♦ J♦ 9♣ Q♣",
    "E": "8♥ 10♥ 10♠ Q♠ A♦ K♦ 10♣ J♣",
    "S": "J♥ 9♥ 7♠ J♠ 8♦ Q♦ 7♣ A♣",
    "W": "7♥ A♥ A♠ 9♠ 10♦ 9♦ K♣ 8♣",
}
TRICKS = [
    "S J♥  W 7♥  N Q♥  E 8♥",
    "S 9♥  W A♥  N K♥  E 10♥",
    "S 7♠  W A♠  N 8♠  E 10♠",
    "W 9♠  N K♠  E Q♠  S J♠",
    "N 7♦  E A♦  S 8♦  W 10♦",
    "E K♦  S Q♦  W 9♦  N J♦",
    "E 10♣  S 7♣  W K♣  N 9♣",
    "E J♣  S A♣  W 8♣  N Q♣",
]
CHECK = "check: 152 + 10 = 162 ✓"


def position(tricks: int, header: str = HEADER, seats: str = "NESW") -> str:
    """The deal's header, the hands of ``seats`` and its first ``tricks`` tricks."""
    hands = "".join(f"hand: {seat} {HANDS[seat]}\n" for seat in seats)
    played = "".join(f"{n}: {TRICKS[n - 1]}\n" for n in range(1, tricks + 1))
    return header + hands + played


def play_from(tmp_path: Path, text: str, *args: str, lines: str = "quit\n") -> Result:
    path = tmp_path / "position.belote"
    path.write_text(text, encoding="utf-8")
    return runner.invoke(app, ["play", "--from", str(path), "--seed", "3", *args],
                         input=lines)


def hand_offered(output: str) -> set[int]:
    """The cards of the last 'Your hand' line, the cards the prompt offers."""
    line = [x for x in output.splitlines() if x.startswith("Your hand")][-1]
    return set(parse_cards(" ".join(re.findall(r"\d+\) (\S+?)\*?(?=\s|$)", line))))


# --- playing on ------------------------------------------------------------------------------

def test_two_tricks_in_the_file_are_said_then_S_leads_trick_3_from_its_six_cards(
        tmp_path: Path) -> None:
    result = play_from(tmp_path, position(2))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Trump ♥, taken by N: team NS plays the contract." in out
    assert "Everyone holds 8 cards" not in out  # two tricks are gone
    assert " 1: S J♥   W 7♥   N Q♥   E 8♥    S wins 23" in out
    assert " 2: S 9♥   W A♥   N K♥   E 10♥   S wins 39" in out
    assert "Trick 3: you lead." in out
    # S won trick 2 and leads: any of the six cards S has left.
    assert hand_offered(out) == set(parse_cards("J♠ 7♠ Q♦ 8♦ A♣ 7♣"))
    assert "Your card? (1-6," in out


def test_three_hands_give_the_fourth_as_the_rest_of_the_deck(tmp_path: Path) -> None:
    four = play_from(tmp_path, position(2)).output
    three = play_from(tmp_path, position(2, seats="NES")).output
    assert three.replace("position.belote", "") == four.replace("position.belote", "")


def test_the_hint_names_a_card_S_may_play(tmp_path: Path) -> None:
    result = play_from(tmp_path, position(2), lines="hint\nquit\n")
    hinted = re.search(r"^Hint: (\S+?)\.", result.output, re.M)
    assert hinted is not None, result.output
    assert parse_cards(hinted[1])[0] in set(parse_cards("J♠ 7♠ Q♦ 8♦ A♣ 7♣"))


def test_the_last_trick_played_on_is_scored_by_the_rule_book_and_recorded_whole(
        tmp_path: Path) -> None:
    record = tmp_path / "out.belote"
    result = play_from(tmp_path, position(7), "--record", str(record), lines="1\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert hand_offered(out) == set(parse_cards("A♣"))
    assert re.search(r"^trick points\s+97\s+65$", out, re.M)
    assert re.search(r"^belote\s+20\s+0$", out, re.M)
    assert re.search(r"^deal score\s+117\s+65$", out, re.M)
    assert CHECK in out
    # The whole deal: the file's 7 tricks and the one played, which score reads.
    [deal] = load(record)
    assert deal.tricks == [tuple(parse_cards(re.sub(r"\b[NESW] ", "", t))) for t in TRICKS]
    scored = replay(deal).score
    assert (scored.score[0], scored.score[1]) == (117, 65)


def test_a_coinched_contract_is_scored_on_its_bid(tmp_path: Path) -> None:
    # NS 97 and belote 20 = 117 reach 90: coinched, the winner scores 160 + 90 × 2 = 340,
    # the other side 0, the belote kept: 360 / 0.
    header = "contract: 90 ♥ N coinche\ndealer: E\n"
    result = play_from(tmp_path, position(7, header), lines="1\n")
    assert result.exit_code == 0, result.output
    assert "Contract 90 ♥ by N, coinched" in result.output
    assert re.search(r"^deal score\s+360\s+0$", result.output, re.M)
    assert CHECK in result.output


def test_a_french_file_and_the_game_in_french(tmp_path: Path) -> None:
    text = ("atout: ♥\npreneur: N\ndonneur: E\n"
            "main: N D♥ R♥ 8♠ R♠ 7♦ V♦ 9♣ D♣\nmain: E 8♥ 10♥ 10♠ D♠ A♦ R♦ 10♣ V♣\n"
            "main: S V♥ 9♥ 7♠ V♠ 8♦ D♦ 7♣ A♣\nmain: O 7♥ A♥ A♠ 9♠ 10♦ 9♦ R♣ 8♣\n"
            "pli 1: S V♥  O 7♥  N D♥  E 8♥\n")
    result = play_from(tmp_path, text, "--lang", "fr", lines="quitter\n")
    assert result.exit_code == 0, result.output
    assert "Déjà joué, d'après le fichier (1 pli)\u00a0:" in result.output
    assert "Pli 2\u00a0: à vous d'entamer." in result.output


def test_the_review_says_the_bidding_was_not_played(tmp_path: Path) -> None:
    result = play_from(tmp_path, position(7), "--review", lines="1\n")
    assert "Taking: none in this deal, begun at the play with its taker given." in (
        result.output)


def test_the_review_judges_only_the_cards_played_on(tmp_path: Path) -> None:
    # The file played tricks 1 to 7: not judged, and out of the totals. At trick 8 each
    # seat holds one card, which it must play: nothing chosen, nothing lost, 0 for S
    # and for each side (the whole deal's cards, those of the file, cost EW some points:
    # perfect play gives NS less than the 97 they took).
    result = play_from(tmp_path, position(7), "--review", lines="1\n")
    assert result.exit_code == 0, result.output
    review = result.output[result.output.index("Review of deal 1"):].splitlines()
    assert "  tricks 1 to 7: from the file, not judged" in review
    assert [x for x in review if x.startswith("  trick")] == [
        "  tricks 1 to 7: from the file, not judged",
        "  trick 8: A♣, the only card you could play"]
    assert "Your cards cost 0 points in all; all the cards of NS 0, of EW 0." in review


@pytest.mark.parametrize(("lang", "head"), [
    ("en", "double-dummy review of the position: NS 95 / EW 67 points with perfect play "
           "from trick 6, the file's tricks as they fell, "),
    ("fr", "bilan à cartes ouvertes de la position : NS 95 / EO 67 points avec un jeu "
           "parfait à partir du pli 6, les plis du fichier tels qu'ils sont tombés, ")])
def test_the_reviews_head_line_is_perfect_play_from_the_position(
        tmp_path: Path, lang: str, head: str) -> None:
    # Tricks 1 to 5 from the file: NS 23 + 39 + 9 = 71, EW 21 + 21 = 42. Then E leads,
    # no trump left: N J♦ 9♣ Q♣, E K♦ 10♣ J♣, S Q♦ 7♣ A♣, W 9♦ K♣ 8♣. Each holds one
    # diamond, so the four fall together whenever they are led: E's K♦ takes 9 for EW.
    # The two club tricks (30 and the dix de der): E leading K♦ first lets S duck 10♣
    # (NS 26: 11 + 2 + 3 + 10, EW 14); E leading 10♣ at once, S takes it with A♣ (NS 10 +
    # 11 + 3 = 24; ducking gives 16) and EW the rest, 6 + 9 + 10 = 25; J♣ led, S ducks,
    # W's K♣ takes 6, W leads 8♣ to S's A♣ (NS 24), EW the diamonds and the dix de der.
    # Perfect play: NS 71 + 24 = 95, EW 42 + 25 = 67 (162). From trick 1 the line said
    # NS 86 / EW 76, judging the file's cards too.
    result = play_from(tmp_path, position(5), "--review", "--lang", lang,
                       lines="1\n" * 3)
    assert result.exit_code == 0, result.output
    review = result.output[result.output.index("Review of deal 1" if lang == "en"
                                               else "Bilan de la donne 1"):]
    assert head in " ".join(review.replace("\u00a0", " ").split())


def test_the_review_in_french_says_the_files_trick_is_not_judged(tmp_path: Path) -> None:
    result = play_from(tmp_path, position(1), "--review", "--lang", "fr",
                       lines="1\n" * 7)
    assert result.exit_code == 0, result.output
    review = result.output[result.output.index("Bilan de la donne 1"):].splitlines()
    assert "  pli 1\u00a0: d'après le fichier, non jugé" in review
    assert not any(x.startswith("  pli 1\u00a0: V♥") for x in review)


# --- the file's problems ---------------------------------------------------------------------

def _edit(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


@pytest.mark.parametrize(("text", "said"), [
    # Trick 2 lacks E's card: the reader's own problem, at its line.
    (_edit(position(2), "E 10♥", ""), ":9:1: trick 2 has 3 cards, expected 4"),
    (_edit(position(2), "K♣ 8♣", "K♣"), ":7:7: the hand of W has 7 cards, expected 8"),
    (_edit(position(2), "E 10♥", "E 8♥"), ":9:24: card '8♥' already played in trick 1"),
    # E holds 10♥ and must follow hearts.
    (_edit(position(2), "E 10♥", "E 10♣"),
     ":9:24: trick 2: E may not play 10♣: must follow ♥"),
    (_edit(position(2), "E 10♥", "E 9♣"),
     ":9:24: trick 2: E does not hold 9♣ (held: 10♥ 10♠ Q♠ A♦ K♦ 10♣ J♣)"),
    (_edit(position(2), "W 7♥ A♥", "W 7♥ Q♥"),
     ":7:12: card 'Q♥' is already in the hand of N (line 4)"),

    (position(8), ":15:1: 8 tricks: the deal is over, nothing is left to play"),
    (_edit(position(1), "taker: N\n", ""),
     ":1: no 'taker:' line: a position plays a contract, write who took ('taker: N')"),
    (position(1, seats="NE"),
     ":1: no 'hand:' line for S W: a position gives the four hands"),
    (position(1, "rules: variant=deux\n" + HEADER),
     ":1: a position is played by four: belote à deux is not played from a file"),
    (position(1, "rules: announcements=on\n" + HEADER),
     ":1:8: announcements are not played from a position"),
    (position(1) + "---\n" + position(1), ":10: a position is one deal"),
])
def test_each_problem_of_the_file_is_said_at_its_line_and_nothing_is_played(
        tmp_path: Path, text: str, said: str) -> None:
    result = play_from(tmp_path, text)
    assert result.exit_code == 1
    assert "position.belote" + said in result.stderr, result.stderr
    assert result.stderr.rstrip().endswith("error: 1 problem in " + str(
        tmp_path / "position.belote"))
    assert result.stdout == ""
    assert "Traceback" not in result.output


def test_a_hand_lines_words_are_said_each_at_its_column_in_order(tmp_path: Path) -> None:
    # W's line: Q♥ (N's, line 4) at column 12, then Z♥, no card, at 15; the hands are
    # not read, so nothing more is said of the tricks.
    result = play_from(tmp_path, _edit(position(0), "W 7♥ A♥ A♠", "W 7♥ Q♥ Z♥"))
    assert result.exit_code == 1
    path = tmp_path / "position.belote"
    assert result.stderr.splitlines() == [
        f"{path}:7:12: card 'Q♥' is already in the hand of N (line 4)",
        f"{path}:7:15: unknown card 'Z♥'",
        f"error: 2 problems in {path}"]


def test_the_problems_in_french(tmp_path: Path) -> None:
    result = play_from(tmp_path, _edit(position(2), "E 10♥", "E 10♣"), "--lang", "fr")
    assert result.exit_code == 1
    assert ":9:24: pli 2\u00a0: E ne peut pas jouer 10♣\u00a0: doit fournir ♥" in result.stderr
    result = play_from(tmp_path, _edit(position(2), "K♣ 8♣", "K♣"), "--lang", "fr")
    assert ":7:7: la main d'O a 7 cartes, il en faut 8" in result.stderr
    assert "erreur\u00a0: 1 problème dans" in result.stderr


@pytest.mark.parametrize("option", [["--deck", " ".join(HANDS.values())], ["--dealer", "N"],
                                    ["--match"], ["--target", "501"], ["--discovery"]])
def test_the_options_of_another_deal_do_not_go_with_it(tmp_path: Path,
                                                        option: list[str]) -> None:
    result = play_from(tmp_path, position(2), *option)
    assert result.exit_code == 2, result.output
    assert f"--from plays one deal from the position its file gives: not with {option[0]}" in (
        result.stderr)


@pytest.mark.parametrize("rule", [["--rule", "target=1000"],
                                  ["--rule", "variant=classic,target=1000"]])
def test_a_target_given_as_a_rule_is_refused_under_its_own_name(tmp_path: Path,
                                                                 rule: list[str]) -> None:
    # A target asks for a match, as --target does; the refusal names what was typed, not
    # --match, which the user did not type.
    result = play_from(tmp_path, position(2), *rule)
    assert result.exit_code == 2, result.output
    assert result.stderr.rstrip().endswith(
        "--from plays one deal from the position its file gives: not with --rule "
        "target=1000"), result.stderr
    assert "--match" not in result.stderr


def test_from_standard_input_is_refused() -> None:
    result = runner.invoke(app, ["play", "--from", "-"], input="quit\n")
    assert result.exit_code == 2
    assert "standard input gives the answers" in result.stderr


# --- the library and score -------------------------------------------------------------------

def test_read_position_gives_the_hands_and_the_tricks() -> None:
    found = read_position(position(2), "p.belote")
    assert found.hands == tuple(sum(1 << c for c in parse_cards(HANDS[s])) for s in "NESW")
    assert len(found.record.tricks) == 2 and found.record.taker is not None
    with pytest.raises(DealFileErrors) as refused:
        read_position(_edit(position(2), "E 10♥", ""), "p.belote")
    [error] = refused.value.errors
    assert (error.line, error.column) == (9, 1)


def test_score_refuses_a_position_at_its_first_hand_line() -> None:
    with pytest.raises(DealFileErrors) as refused:
        loads(position(8), "p.belote")
    [error] = refused.value.errors
    assert error.line == 4
    assert "'hand:' gives a position's hands, which 'belote play --from' plays on" in str(
        error)


def test_score_reads_every_example_as_before() -> None:
    # A file without 'hand:' lines is read as it was: the examples all score.
    examples = Path(__file__).parent.parent / "examples"
    for path in sorted(examples.glob("*.belote")):
        assert load(path), path


@pytest.mark.parametrize(("line", "belote"), [("belote: N\n", 20), ("", 0)])
def test_belote_declared_counts_as_the_file_says_it(tmp_path: Path, line: str,
                                                     belote: int) -> None:
    # N played K♥ and Q♥ in the file's tricks: under belote=declared its 20 count only
    # where the file's 'belote: N' line says N declared them (the rule book).
    header = "rules: belote=declared\n" + HEADER + line
    result = play_from(tmp_path, position(7, header), lines="1\n")
    assert result.exit_code == 0, result.output
    assert re.search(rf"^belote\s+{belote}\s+0$", result.output, re.M), result.output
    assert re.search(rf"^deal score\s+{97 + belote}\s+65$", result.output, re.M)


# The same deal turned half a turn: N's hand to S and S's to N, E's to W and W's to E, W
# dealing, S taking. The tricks fall to the same teams: NS 97, EW 65, and S holds K♥ Q♥.
TURNED = str.maketrans("NSEW", "SNWE")
TURNED_HEADER = "rules: belote=declared\ntrump: ♥\ntaker: S\ndealer: W\n"


def turned(tricks: int, header: str) -> str:
    """``position`` of the deal turned half a turn, the first ``tricks`` tricks played."""
    hands = "".join(f"hand: {seat.translate(TURNED)} {HANDS[seat]}\n" for seat in "NESW")
    played = "".join(f"{n}: {TRICKS[n - 1].translate(TURNED)}\n"
                     for n in range(1, tricks + 1))
    return header + hands + played


@pytest.mark.parametrize(("line", "belote"), [("belote: S\n", 20), ("", 0)])
def test_the_users_belote_declared_in_the_file_is_counted_and_not_noted(
        tmp_path: Path, line: str, belote: int) -> None:
    # S (the user) played Q♥ and K♥ in the file's tricks 1 and 2: with 'belote: S' S
    # declared it, 20 to NS, as belote score counts the finished file, and the tally does
    # not say S did not declare it; without the line, not counted, and said.
    result = play_from(tmp_path, turned(7, TURNED_HEADER + line), lines="1\n")
    assert result.exit_code == 0, result.output
    assert re.search(rf"^belote\s+{belote}\s+0$", result.output, re.M), result.output
    assert re.search(rf"^deal score\s+{97 + belote}\s+65$", result.output, re.M)
    noted = "S held K♥ Q♥ but did not declare belote (belote=declared): not counted"
    assert (noted in result.output) == (belote == 0), result.output


def test_the_users_belote_begun_in_the_file_is_the_rebelote_played_on(
        tmp_path: Path) -> None:
    # S played Q♥ with 'belote: S' in trick 1; N, who won it, leads 9♥ at trick 2 (the
    # seed's bot) and S plays K♥ on it: the rebelote, and the 20 counted.
    result = play_from(tmp_path, turned(1, TURNED_HEADER + "belote: S\n"),
                       lines="K♥\n" + "1\n" * 8)
    assert result.exit_code == 0, result.output
    assert "N plays 9♥" in result.output
    assert "S plays K♥\nS: rebelote!\n" in result.output
    assert re.search(r"^belote\s+20\s+0$", result.output, re.M), result.output


def test_a_deal_played_on_that_cannot_be_recorded_names_the_file_to_play_it_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The disk full when the deal is saved: the line that records it again plays on from
    # the same file (a position is not dealt: no --dealer), with the same seed.
    def full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, "No space left on device")

    # A name with a blank is quoted, as a shell reads it back (it was left bare: two words).
    path = tmp_path / "the position.belote"
    path.write_text(position(7), encoding="utf-8")
    monkeypatch.setattr("tempfile.mkstemp", full)
    result = runner.invoke(app, ["play", "--from", str(path), "--seed", "3", "--record",
                                 str(tmp_path / "out.belote")], input="1\n")
    assert result.exit_code == 1
    again = result.stderr.splitlines()[-1]
    assert again.endswith(f"belote play --from '{path}' --seed 3 --record FILE"), again
    assert shlex.split(again.split(": belote ", 1)[1])[2] == str(path)
    assert "--dealer" not in again


def test_a_position_of_too_many_problems_says_where_reading_stopped(tmp_path: Path) -> None:
    # As belote score says it of such a file: the x of line n is problem n - 1, the
    # 10,000th on line 10,001; reading stops at the next, and the count is a lower bound.
    result = play_from(tmp_path, "trump: ♥\n" + "x\n" * 50_000)
    lines = result.stderr.splitlines()
    assert result.exit_code == 1 and len(lines) == 22
    assert lines[20:] == [
        "… and 9,980 more before line 10002, where reading stopped: too many problems",
        f"error: at least 10,000 problems in {tmp_path / 'position.belote'}"]
