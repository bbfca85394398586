"""`belote play` as a user drives it: whole sessions fed line by line through the CLI."""

from __future__ import annotations

import os
import re
import runpy
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import belote_cli
from belote_cli.cli import app
from belote_cli.interactive import Session

runner = CliRunner()

SYMBOLS = "♠♥♦♣"
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
NEXT_CLOCKWISE = {"S": "W", "W": "N", "N": "E", "E": "S"}
TRICK_LINE = re.compile(r"^\s*(\d):\s+(.*?)\s+([NESW]) wins\s+(\d+)")
PLAY = re.compile(r"([NESW]) (10|[7-9JQKA])([♠♥♦♣])")
PROMPT = re.compile(r"^(Your card\?|Take .* or pass\?|Round two:)")
CHECK = "check: 152 + 10 = 162 ✓"


def play(*args: str, lines: str = "1\n" * 60) -> Result:
    return runner.invoke(app, ["play", *args], input=lines)


def deal_scores(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in re.findall(r"^deal score\s+(\d+)\s+(\d+)$", text, re.M)]


def prompts_before(text: str, marker: str) -> int:
    """How many prompts (each one consumed a line) come before the line ``marker``."""
    n = 0
    for line in text.splitlines():
        if line.startswith(marker):
            return n
        if PROMPT.match(line):
            n += 1
    raise AssertionError(f"{marker!r} not found")


# --- whole deals -----------------------------------------------------------------------------

def test_discovery_deal_to_the_end_with_its_tally() -> None:
    result = play("--discovery", "--seed", "4", lines="1\n" * 8)
    assert result.exit_code == 0, result.output
    text = result.stdout
    trump = re.search(r"trump (.) drawn at random", text)
    assert trump is not None
    tricks: dict[int, tuple[list[tuple[str, str, str]], int]] = {}
    for line in text.splitlines():
        m = TRICK_LINE.match(line)
        if m:
            tricks.setdefault(int(m.group(1)), (PLAY.findall(m.group(2)), int(m.group(4))))
    assert sorted(tricks) == list(range(1, 9))
    total = 0
    for plays, points in tricks.values():
        # Re-added from the printed cards with RULES.md's table.
        assert points == sum(TRUMP_POINTS[r] if s == trump.group(1) else PLAIN_POINTS[r]
                             for _, r, s in plays)
        total += points
    assert total + 10 == 162
    ns, ew = deal_scores(text)[0]
    assert ns + ew == 162
    assert CHECK in text
    assert "no contract judged" in text
    assert text.count("You + North") == 8  # the counters after every trick


def test_classic_deal_with_bidding() -> None:
    result = play("--seed", "4", "--bots", "random", "--dealer", "E")
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Deal 1: dealer E" in text
    assert re.search(r"^Your cards: (\S+ ){4}\S+$", text, re.M)  # five cards before bidding
    assert re.search(r"^Retourne: \S+$", text, re.M)
    # Dealer E: S speaks first; every bid is shown, in turn, until someone takes.
    bids = re.findall(r"^([NESW]) (passes|takes .)$", text, re.M)
    assert bids and bids[0][0] == "S"
    seat = "S"
    for who, _ in bids:
        assert who == seat
        seat = NEXT_CLOCKWISE[seat]
    assert bids[-1][1].startswith("takes")
    assert len(deal_scores(text)) == 1 and CHECK in text


def test_void_deal_is_redealt() -> None:
    # Seed 345 with random bots: everybody passes twice when the user passes.
    result = play("--seed", "345", "--bots", "random", lines="pass\npass\n" + "1\n" * 40)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "the deal is void" in text
    dealers = re.findall(r"^Deal (\d): dealer ([NESW])", text, re.M)
    assert [n for n, _ in dealers] == ["1", "2"]
    assert dealers[1][1] == NEXT_CLOCKWISE[dealers[0][1]]
    assert len(deal_scores(text)) == 1


def test_short_match_to_a_winner() -> None:
    result = play("--seed", "3", "--bots", "random", "--target", "300", lines="1\n" * 600)
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "Match to 300 points." in text
    scores = deal_scores(text)
    assert len(scores) >= 2
    totals = re.findall(r"match after deal \d+: NS (\d+) – EW (\d+)", text)
    assert len(totals) == len(scores)
    ns, ew = int(totals[-1][0]), int(totals[-1][1])
    assert max(ns, ew) >= 300 and ns != ew
    winner = "NS" if ns > ew else "EW"
    last = text.rstrip().splitlines()[-1]
    assert last == f"{winner} win the match, {max(ns, ew)} to {min(ns, ew)}"


def test_litige_points_held_through_the_next_deal_of_a_match() -> None:
    # Seed 90, first card or "take" at every prompt, "score" typed before each answer: deal 9
    # ends 81-81 with NS the takers (a litige, RULES.md "Scoring a deal" 3). EW score their
    # 81 at once, NS's 81 are held and go to the team that scores more in deal 10.
    result = play("--seed", "90", "--target", "1000", lines="score\n1\n" * 2000)
    assert result.exit_code == 0, result.output
    text = result.stdout
    litige = "litige: 81–81; EW score 81 now, NS's 81 are held for the winner of the next deal"
    assert litige in text  # if the bots change, find another seed with a litige
    deals = re.split(r"^Deal \d+: ", text, flags=re.M)[1:]
    assert litige in deals[8] and len(deals) == 10
    held = "81 points held (litige): they go to the team that scores more in this deal."
    assert all(held not in d for d in deals[:9])
    totals = [(int(a), int(b)) for a, b in
              re.findall(r"^match after deal \d+: NS (\d+) – EW (\d+)", text, re.M)]
    scores = deal_scores(text)
    assert scores[8] == (0, 81)
    # Each "score" typed in deal 10 says so, under the match line.
    assert f"Match: NS {totals[8][0]}, EW {totals[8][1]} (target 1000)\n{held}" in deals[9]
    assert re.search(r"^match after deal 9: NS \d+ – EW \d+ \(81 held\)$", text, re.M)
    ns, ew = scores[9]
    assert ns != ew
    bonus = (81, 0) if ns > ew else (0, 81)
    assert f"{'NS' if ns > ew else 'EW'} win the held 81" in deals[9]
    assert totals[9] == (totals[8][0] + ns + bonus[0], totals[8][1] + ew + bonus[1])


def test_litige_points_held_said_in_french() -> None:
    result = play("--seed", "90", "--target", "1000", "--lang", "fr", lines="score\n1\n" * 2000)
    assert result.exit_code == 0, result.output
    deals = re.split(r"^Donne \d+ : ", result.stdout, flags=re.M)[1:]
    held = "81 points en litige : ils iront au camp qui marque le plus dans cette donne."
    assert [held in d for d in deals] == [False] * 9 + [True]


# --- what the user types ---------------------------------------------------------------------

def test_illegal_card_refused_with_the_rule_then_a_correct_card() -> None:
    # First pass: answer 1 everywhere, and find a prompt where South holds the suit led
    # and another card; second pass: try that other card there.
    for seed in range(4, 40):
        first = play("--discovery", "--seed", str(seed), lines="1\n" * 8).stdout.splitlines()
        k = 0
        for i, line in enumerate(first):
            if not line.startswith("Your card?"):
                continue
            table = first[i - 2] if first[i - 2].startswith("Trick") else ""
            hand = first[i - 1]
            m = re.search(r"on the table: [NESW] (?:10|[7-9JQKA])([♠♥♦♣])", table)
            if m:
                led = m.group(1)
                cards = re.findall(r"(10|[7-9JQKA])([♠♥♦♣])", hand.split(": ", 1)[1])
                others = [r + s for r, s in cards if s != led]
                if others and any(s == led for _, s in cards):
                    lines = "1\n" * k + others[0] + "\n" + "1\n" * 8
                    result = play("--discovery", "--seed", str(seed), lines=lines)
                    assert result.exit_code == 0, result.output
                    assert f"{others[0]} refused: you must follow {led}." in result.stdout
                    assert CHECK in result.stdout
                    return
            k += 1
    raise AssertionError("no deal where South must follow in the seeds tried")


def test_unknown_input_then_a_correct_card() -> None:
    result = play("--discovery", "--seed", "4", lines="what\n" + "1\n" * 8)
    assert result.exit_code == 0, result.output
    assert "Unknown input 'what': type a number (1-8), a card such as 10♥ or JS" in result.stdout
    assert CHECK in result.stdout


def test_bytes_that_are_not_utf8_are_an_unknown_word() -> None:
    result = runner.invoke(app, ["play", "--discovery", "--seed", "4"],
                           input=b"\xff\xfe\n" + b"1\n" * 8)
    assert result.exit_code == 0, result.output
    assert "Unknown input" in result.stdout and CHECK in result.stdout


def test_a_card_typed_by_name() -> None:
    first = play("--discovery", "--seed", "4", lines="1\n" * 8).stdout
    hand = next(x for x in first.splitlines() if x.startswith("Your hand"))
    second = re.search(r"2\) (\S+?)\*?  ", hand)
    assert second is not None
    result = play("--discovery", "--seed", "4", lines=second.group(1) + "\n" + "1\n" * 8)
    assert f"S plays {second.group(1)}" in result.stdout


def test_quit() -> None:
    result = play("--discovery", "--seed", "4", lines="1\nquit\n")
    assert result.exit_code == 0
    assert "Quit: deal abandoned." in result.stdout
    assert CHECK not in result.stdout


def test_end_of_input_at_the_bidding_prompt() -> None:
    result = play("--seed", "4", "--dealer", "E", lines="")  # dealer E: S bids first
    assert result.exit_code == 1
    assert result.stdout.rstrip().splitlines()[-1].startswith("Take ")
    assert result.stderr.strip() == "error: end of input: deal abandoned"
    assert "Traceback" not in result.output


def test_end_of_input_at_the_card_prompt() -> None:
    result = play("--discovery", "--seed", "4", lines="1\n1\n")
    assert result.exit_code == 1
    assert result.stdout.rstrip().splitlines()[-1].startswith("Your card?")
    assert result.stderr.strip() == "error: end of input: deal abandoned"


def test_same_seed_same_input_same_bytes() -> None:
    a = play("--seed", "12", "--bots", "random")
    b = play("--seed", "12", "--bots", "random")
    assert a.exit_code == 0 and a.stdout_bytes == b.stdout_bytes


def test_french() -> None:
    result = play("--discovery", "--seed", "4", "--lang", "fr", lines="1\n" * 8)
    assert result.exit_code == 0
    assert "Votre main" in result.stdout and "vérification : 152 + 10 = 162 ✓" in result.stdout
    assert not re.search(r"\b[JQK][♠♥♦♣]", result.stdout)


# --- the deal file ---------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["--discovery", "--seed", "4"],
    ["--seed", "8", "--bots", "random"],
    ["--seed", "9", "--rule", "direction=anticlockwise", "--rule", "belote=declared"],
])
def test_recorded_deal_scores_the_same(tmp_path: Path, args: list[str]) -> None:
    path = tmp_path / "deal.belote"
    result = play(*args, "--record", str(path), lines="1\n" * 60)
    assert result.exit_code == 0, result.output
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    assert CHECK in scored.stdout


def test_recorded_match_scores_the_same(tmp_path: Path) -> None:
    path = tmp_path / "match.belote"
    result = play("--seed", "3", "--bots", "random", "--target", "300", "--record", str(path),
                  lines="1\n" * 600)
    assert result.exit_code == 0, result.output
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(result.stdout)
    winner = result.stdout.rstrip().splitlines()[-1]
    assert winner in scored.stdout


def test_end_of_input_keeps_the_finished_deals_recorded(tmp_path: Path) -> None:
    args = ["--seed", "3", "--bots", "random", "--target", "300"]
    full = play(*args, lines="1\n" * 600).stdout
    k = prompts_before(full, "Deal 2:")
    path = tmp_path / "match.belote"
    result = play(*args, "--record", str(path), lines="1\n" * (k + 1))
    assert result.exit_code == 1
    assert "end of input" in result.stderr
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert deal_scores(scored.stdout) == deal_scores(full)[:1]
    assert not [p for p in tmp_path.iterdir() if p.name != "match.belote"]  # no leftovers


def test_nothing_recorded_before_a_deal_is_finished(tmp_path: Path) -> None:
    path = tmp_path / "deal.belote"
    result = play("--discovery", "--seed", "4", "--record", str(path), lines="1\n")
    assert result.exit_code == 1
    assert not path.exists()


# --- bad options -----------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "code", "message"), [
    (["--dealer", "X"], 2, "error: --dealer: unknown seat 'X' (expected N, E, S or W)"),
    (["--rule", "foo=bar"], 1, "error: --rule: unknown rule 'foo'"),
    (["--rule", "undertrump=maybe"], 1, "error: --rule: unknown value 'maybe'"),
    (["--bots", "genius"], 2, "error: --bots: unknown bot 'genius'"),
    (["--lang", "de"], 2, "error: --lang: unknown language 'de'"),
    (["--target", "0"], 2, "error: --target must be a positive number"),
    (["--discovery", "--rule", "announcements=on"], 2, "error: --discovery plays the seed"),
    (["--discovery", "--rule", "variant=coinche"], 2, "error: --discovery plays the seed"),
    (["--discovery", "--dealer", "N"], 2, "error: --discovery has no dealer"),
    (["--discovery", "--target", "501"], 2, "error: --discovery plays a single deal"),
    (["--record", "/nonexistent/dir/x.belote"], 1, "error: --record: no such directory"),
])
def test_bad_options(args: list[str], code: int, message: str) -> None:
    result = play(*args)
    assert result.exit_code == code
    assert result.stderr.startswith(message)
    assert result.stdout == ""
    assert "Traceback" not in result.output


# --- a real pipe and Ctrl-C ------------------------------------------------------------------

def belote(*args: str) -> list[str]:
    return [sys.executable, "-c", "from belote_cli.cli import main; main()", *args]


def test_from_a_pipe() -> None:
    done = subprocess.run(belote("play", "--discovery", "--seed", "4"), input="1\n" * 8,
                          capture_output=True, text=True, encoding="utf-8", timeout=60)
    assert done.returncode == 0, done.stderr
    assert CHECK in done.stdout and done.stderr == ""


def test_python_dash_m_runs_the_same_command(monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    # ``python -m belote_cli`` runs the package's __main__ as runpy does here.
    monkeypatch.setattr(sys, "argv", ["belote_cli", "--version"])
    with pytest.raises(SystemExit) as done:
        runpy.run_module("belote_cli", run_name="__main__")
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith(f"belote {belote_cli.__version__} (")


def test_reader_gone_ends_quietly_with_exit_1() -> None:
    # ``belote play ... | head -1``: a long match prints far more than a pipe holds, so the
    # program is still writing when the reader closes its end.
    proc = subprocess.Popen(belote("play", "--seed", "3", "--target", "5000"),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    proc.stdin.write(b"1\n" * 20_000)
    proc.stdin.close()
    assert proc.stdout.readline().startswith(b"Belote: you sit South")
    proc.stdout.close()
    assert proc.wait(timeout=60) == 1
    assert proc.stderr.read() == b""  # no traceback, no "Broken pipe" message
    proc.stderr.close()


def test_ctrl_c_exits_130_with_one_line() -> None:
    # The child gets Ctrl-C's default disposition even when the tests run with SIGINT
    # ignored (a background job), where Python would leave it ignored.
    proc = subprocess.Popen(belote("play", "--discovery", "--seed", "4"), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            encoding="utf-8",
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdout is not None
    # The prompt is flushed before the program waits for the answer.
    line = ""
    while not line.startswith("Your card?"):
        line = proc.stdout.readline()
        assert line, "no prompt before end of output"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert err.strip() == "interrupted"


def test_keyboard_interrupt_inside_the_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(self: Session, text: str) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr(Session, "handle_line", interrupted)
    result = play("--discovery", "--seed", "4")
    assert result.exit_code == 130
    assert result.stderr == "interrupted\n"
    assert "Traceback" not in result.output


# --- what the terminal and the disk may refuse -------------------------------------------

def test_closed_standard_input_is_said_at_once() -> None:

    done = subprocess.run(belote("play", "--discovery", "--seed", "4"), capture_output=True,
                          text=True, timeout=60, stdin=subprocess.PIPE,
                          preexec_fn=lambda: os.close(0))
    assert done.returncode == 1
    assert done.stderr == (
        "error: standard input is closed: nothing to read the bids and cards from\n")


def test_record_in_a_folder_that_cannot_be_written_is_refused_before_the_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("os.access", lambda p, m: False)  # as root, every folder is writable
    result = play("--discovery", "--seed", "4", "--record", str(tmp_path / "x.belote"))
    assert result.exit_code == 1
    assert result.stderr == f"error: --record: cannot write in {tmp_path}: permission denied\n"
    assert result.stdout == ""  # not a card dealt


def test_full_disk_on_standard_output() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full")
    with open("/dev/full", "w") as full:
        done = subprocess.run(belote("play", "--discovery", "--seed", "4"), input="1\n" * 8,
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == "error: cannot write the output: No space left on device\n"


def test_without_a_seed_one_is_drawn_and_said() -> None:
    # README: without --seed, a seed is drawn and printed so the game can be replayed.
    first = play("--discovery", lines="1\n" * 8)
    assert first.exit_code == 0, first.output
    m = re.search(r"\(seed (\d+)\)", first.stdout)
    assert m is not None
    again = play("--discovery", "--seed", m.group(1), lines="1\n" * 8)
    assert again.stdout == first.stdout
