"""``belote play --resume FILE``: a match a record holds, played on from the deal after its
last. The record here is two deals written out trick by trick; their scores are counted
by hand from the rule book below, not taken from the program."""

from __future__ import annotations

import errno
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from piped import WholeRunner, read_whole
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.seats import Seat
from belote_cli.dealfile import load

runner = WholeRunner()

# Deal 1 (trump ♥, S takes, E deals, so S leads). Trump points J 20, 9 14, A 11, 10 10,
# K 4, Q 3; plain suits A 11, 10 10, K 4, Q 3, J 2.
#   1 S J♥ wins 20+11+3+4 = 38 NS        5 E 9♥ trumps 4+2+0+14 = 20 EW
#   2 E 10♥ wins 0+10+0+10 = 20 EW       6 S Q♣ wins 2+3+11+0 = 16 NS
#   3 W A♣ wins 4+10+11+0 = 25 EW        7 S Q♦ wins 3+2+10+0 = 15 NS
#   4 S 7♥ trumps 4+11+3+0 = 18 NS       8 S wins 0, and dix de der 10 NS
# NS 38+18+16+15+0+10 = 97, EW 20+25+20 = 65 (162): the taker's side has more, made;
# K♥ and Q♥ in two hands, no belote. Deal score NS 97, EW 65.
# Deal 2 (trump ♥, S takes, S deals: the deal passes from E to S, so W leads).
#   1 E A♦ 0+10+11+3 = 24 EW             5 W 10♥ 0+0+4+10 = 14 EW
#   2 E J♥ 20+11+14+0 = 45 EW            6 W K♦ 4+11+0+2 = 17 EW
#   3 E 10♠ 10+4+0+2 = 16 EW             7 N 10♣ 2+10+4+0 = 16 NS
#   4 N Q♠ 0+0+0+3 = 3 NS                8 W Q♥ trumps 3+11+0+3 = 17, +10 dix de der EW
# NS 3+16 = 19, EW 24+45+16+14+17+27 = 143 (162): the taker's side has less, dedans:
# EW score 162. The match: NS 97, EW 65+162 = 227; deal 3 is dealt by the seat after S,
# W (E then S dealt).
TWO_DEALS = """\
trump: H
taker: S
dealer: E
rules: target={target}
1: S:JH W:AH N:QH E:KH
2: S:8H W:10D N:9D E:10H
3: E:KC S:10C W:AC N:8C
4: W:KS N:AS E:QS S:7H
5: S:KD W:JD N:8D E:9H
6: E:JC S:QC W:AD N:9S
7: S:QD W:JS N:10S E:9C
8: S:7D W:8S N:7S E:7C
---
trump: H
taker: S
dealer: S
1: W:8D N:10D E:AD S:QD
2: E:JH S:AH W:9H N:8H
3: E:10S S:KS W:7D N:JS
4: E:9S S:7S W:8C N:QS
5: N:7H E:8S S:KH W:10H
6: W:KD N:AS E:9C S:JD
7: W:JC N:10C E:KC S:7C
8: N:QC E:AC S:9D W:QH
"""


def _record(tmp_path: Path, target: int, text: str = TWO_DEALS) -> Path:
    path = tmp_path / "match.belote"
    path.write_text(text.format(target=target), encoding="utf-8")
    return path


def _last_match_line(text: str) -> str:
    return [line for line in text.splitlines() if line.startswith("match after deal")][-1]


def test_resume_says_where_the_match_stands_and_plays_on_into_the_same_file(
        tmp_path: Path) -> None:
    # To 230: deal 3 ends the match, whoever scores, unless the totals end level. EW
    # need 3 points; if they score less, NS score the other 160 or more and pass 230.
    path = _record(tmp_path, 230)
    before = path.read_text(encoding="utf-8")
    played = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3",
                                 "--bots", "random"], input="1\n" * 80)
    assert played.exit_code == 0, played.output
    assert (f"Match to 230 points, from {path}: NS 97, EW 227 after 2 deals; deal 3, W "
            f"deals.") in " ".join(played.stdout.split())
    assert "Deal 3: dealer W (seed 3)" in played.stdout
    assert "Deal 1" not in played.stdout and "Deal 4" not in played.stdout
    after = path.read_text(encoding="utf-8")
    assert after.startswith(before + "---\n")  # the two deals as they were, then one more
    assert after.count("---\n") == 2 and "dealer: W" in after.split("---\n")[2]
    scored = runner.invoke(app, ["score", str(path)])
    assert scored.exit_code == 0, scored.output
    assert "match after deal 2: NS 97 – EW 227" in scored.stdout
    assert _last_match_line(scored.stdout) == _last_match_line(played.stdout)
    assert re.search(r"\b(NS|EW) win the match", played.stdout)
    # The same seed plays the same deal on the same file.
    path.write_text(before, encoding="utf-8")
    again = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3",
                                "--bots", "random"], input="1\n" * 80)
    assert again.stdout == played.stdout and path.read_text(encoding="utf-8") == after


def test_a_match_already_won_plays_nothing(tmp_path: Path) -> None:
    path = _record(tmp_path, 200)  # EW 227 after deal 2: won
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 80)
    assert result.exit_code == 0, result.output
    assert " ".join(result.stdout.split()) == (
        f"{path}: the match to 200 points is over, won by EW, 227 to 97 after 2 deals: "
        f"nothing to play on.")
    assert path.read_bytes() == before
    french = runner.invoke(app, ["play", "--resume", str(path), "--lang", "fr"])
    assert french.exit_code == 0
    assert " ".join(french.stdout.split()) == (
        f"{path} : la partie en 200 points est finie, gagnée par EO, 227 à 97 après 2 "
        f"donnes : rien à reprendre.")
    # Within 80 columns as play's every line (read as printed, not joined back), where it
    # was one line of over a hundred; the path at most a line's first word.
    for lang in ("en", "fr"):
        out = CliRunner().invoke(app, ["play", "--resume", str(path), "--lang", lang]).stdout
        lines = out.splitlines()
        assert lines[0].startswith(str(path)) and len(lines) > 1
        assert all(len(line) <= 80 for line in [lines[0].removeprefix(str(path)), *lines[1:]])
        assert read_whole(out) == (result if lang == "en" else french).stdout


def test_a_match_won_in_its_one_deal_counts_one_deal(tmp_path: Path) -> None:
    path = _record(tmp_path, 50, TWO_DEALS.split("---\n")[0])  # NS 97 after deal 1
    result = runner.invoke(app, ["play", "--resume", str(path)])
    assert result.exit_code == 0, result.output
    assert " ".join(result.stdout.split()) == (
        f"{path}: the match to 50 points is over, won by NS, 97 to 65 after 1 deal: nothing "
        f"to play on.")


def test_where_the_match_stands_in_french(tmp_path: Path) -> None:
    path = _record(tmp_path, 1000)
    result = runner.invoke(app, ["play", "--resume", str(path), "--lang", "fr", "--seed",
                                 "3"], input="quitter\n")
    assert result.exit_code == 0, result.output
    said = " ".join(result.stdout.split())
    assert (f"Partie en 1 000 points, d'après {path} : NS 97, EO 227 après 2 donnes ; "
            f"donne 3, O donne.") in said
    assert "Donne 3 : donneur O (graine 3)" in said
    assert "Donne 3 abandonnée ; la partie s'arrête après la donne 2." in said


def test_a_file_with_a_problem_is_said_and_left_untouched(tmp_path: Path) -> None:
    path = _record(tmp_path, 1000, TWO_DEALS.replace("7: W:JC N:10C", "7: W:JC N:11C"))
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 80)
    assert result.exit_code == 1
    assert f"{path}:" in result.stderr and "11C" in result.stderr
    assert result.stdout == "" and path.read_bytes() == before


def test_a_file_that_is_no_match_is_refused(tmp_path: Path) -> None:
    path = _record(tmp_path, 1000, TWO_DEALS.replace("dealer: E\n", "dealer: E\nmatch: none\n"))
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 80)
    assert result.exit_code == 1
    assert f"error: {path} is not the record of a match" in " ".join(result.stderr.split())
    assert path.read_bytes() == before
    french = runner.invoke(app, ["play", "--resume", str(path), "--lang", "fr"])
    assert french.exit_code == 1
    assert f"erreur : {path} n'est pas la feuille d'une partie" in " ".join(
        french.stderr.split())


def test_options_that_change_the_file_s_rules_are_refused(tmp_path: Path) -> None:
    path = _record(tmp_path, 1000)
    before = path.read_bytes()
    for args, typed in ((["--target", "500"], "target=500"),
                        (["--rule", "undertrump=required"], "undertrump=required")):
        result = runner.invoke(app, ["play", "--resume", str(path), *args], input="1\n")
        assert result.exit_code == 1, args
        said = " ".join(result.stderr.split())
        assert (f"{path} holds a match to 1,000 points, rules: those of the rule book; "
                f"{typed} would change them" in said)
    # Of the options given, those that change the rules are named, not one the match
    # plays already (undertrump=free is the rule book's).
    result = runner.invoke(app, ["play", "--resume", str(path), "--rule", "undertrump=free",
                                 "--target", "500"], input="1\n")
    assert result.exit_code == 1
    said = " ".join(result.stderr.split())
    assert "rules: those of the rule book; target=500 would change them" in said, said
    same = runner.invoke(app, ["play", "--resume", str(path), "--target", "1000"],
                         input="quit\n")
    assert same.exit_code == 0 and "NS 97, EW 227 after 2 deals" in " ".join(
        same.stdout.split())
    assert path.read_bytes() == before
    clash = runner.invoke(app, ["play", "--resume", str(path), "--dealer", "N"])
    assert clash.exit_code == 2 and "not with --dealer" in clash.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: {path} cannot take the deals to come: it is not a regular file"),
    ("fr", "erreur : {path} ne peut pas recevoir les donnes à venir : ce n'est pas un "
           "fichier ordinaire")])
def test_a_fifo_is_refused_before_it_is_read(tmp_path: Path, lang: str, said: str) -> None:
    # Read, a FIFO without a writer would be waited on for ever: refused at once (the
    # timeout only stops a run that waits), as a device is, read to its end otherwise.
    fifo = tmp_path / "match.belote"
    os.mkfifo(fifo)
    for path in (str(fifo), "/dev/zero"):
        run = subprocess.run([sys.executable, "-m", "belote_cli", "play", "--resume", path,
                              "--lang", lang], input=b"quit\n", capture_output=True,
                             timeout=20)
        assert run.returncode == 1
        assert " ".join(run.stderr.decode("utf-8").split()) == said.format(path=path)
        assert run.stdout == b""


def test_standard_input_named_is_refused_as_a_dash_is(tmp_path: Path) -> None:
    # /dev/stdin gives the answers, as - does: no file to play on, nor a position to read.
    for option, said in (("--resume", "--resume needs a file's name"),
                         ("--from", "--from needs a file's name")):
        result = runner.invoke(app, ["play", option, "/dev/stdin"], input="quit\n")
        assert result.exit_code == 2, result.output
        assert said in result.stderr


def test_a_directory_is_said_as_belote_score_says_it(tmp_path: Path) -> None:
    scored = runner.invoke(app, ["score", str(tmp_path)])
    resumed = runner.invoke(app, ["play", "--resume", str(tmp_path)], input="quit\n")
    assert scored.exit_code == resumed.exit_code == 1
    assert f"{tmp_path}: is a directory, not a deal file" in resumed.stderr
    assert resumed.stderr == scored.stderr and resumed.stdout == ""


@pytest.mark.parametrize(("name", "encode"), [
    ("a byte-order mark", lambda text: b"\xef\xbb\xbf" + text.encode("utf-8")),
    ("Windows line endings", lambda text: text.replace("\n", "\r\n").encode("utf-8")),
    ("both, no line break at the end",
     lambda text: b"\xef\xbb\xbf" + text.rstrip("\n").replace("\n", "\r\n").encode("utf-8"))])
def test_the_bytes_the_file_held_stay_as_they_were(tmp_path: Path, name: str,
                                                   encode: Callable[[str], bytes]) -> None:
    # The same deal 3 is played on a plain copy and on one written otherwise: the file
    # keeps its bytes, byte-order mark and line endings included, and the deal appended
    # is the plain one's in the file's own line endings ('\r\n' where its lines end so).
    plain = _record(tmp_path, 230)
    before = plain.read_text(encoding="utf-8")
    other = tmp_path / "other.belote"
    other.write_bytes(encode(before))
    held = other.read_bytes()
    args = ["--seed", "3", "--bots", "random"]
    for path in (plain, other):
        played = runner.invoke(app, ["play", "--resume", str(path), *args], input="1\n" * 80)
        assert played.exit_code == 0, played.output
    deal = plain.read_text(encoding="utf-8").removeprefix(before)
    assert deal.startswith("---\n") and "dealer: W" in deal
    windows = b"\r\n" in held
    after = other.read_bytes()
    if not held.endswith(b"\n"):
        held += b"\r\n" if windows else b"\n"
    assert after == held + (deal.replace("\n", "\r\n") if windows else deal).encode("utf-8")
    scored = runner.invoke(app, ["score", str(other)])
    assert scored.exit_code == 0 and "match after deal 3" in scored.stdout


def _disk_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file written whole from now on fails as a full disk does (its temporary
    file cannot be made)."""
    def full(*args: object, **kwargs: object) -> tuple[int, str]:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("tempfile.mkstemp", full)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["error: deal 3 is not recorded: cannot write {path}: No space left on device",
            "{path} is left as it was. The match stops here.",
            "To record the deal, play it again into the match, once there is room and you "
            "may write: belote play --resume {path} --seed 3 --bots random"]),
    ("fr", ["erreur : donne 3 non enregistrée : impossible d'écrire {path} : plus de place "
            "sur le disque",
            "{path} reste tel qu'il était. La partie s'arrête ici.",
            "Pour enregistrer la donne, rejouez-la dans la partie, une fois qu'il y a de la "
            "place et que vous pouvez écrire : belote play --resume {path} --seed 3 --bots "
            "random --lang fr"])])
def test_a_full_disk_leaves_the_file_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                lang: str, said: list[str]) -> None:
    # Deal 3 (W deals, seed 3: the first deal played on is the seed's) cannot be written:
    # the file keeps its two deals, byte for byte, and no temporary file is left. The
    # line offered plays it again into the match: the file's next dealer (W, after S)
    # and the same seed deal the same cards, and the deal goes into the file as deal 3.
    path = _record(tmp_path, 1000)
    before = path.read_bytes()
    _disk_full(monkeypatch)
    result = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3", "--bots",
                                 "random", "--lang", lang], input="1\n" * 80)
    assert result.exit_code == 1
    lines = [" ".join(line.split()) for line in result.stderr.splitlines()]
    assert lines == [line.format(path=path) for line in said]
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]
    monkeypatch.undo()
    again = runner.invoke(app, ["play", *shlex.split(lines[-1].split(" belote play ")[1])],
                          input="1\n" * 80)
    assert again.exit_code == 0, again.output
    assert _deal_3(again.stdout) == _deal_3(result.stdout)
    deals = load(path)
    assert len(deals) > 2 and deals[2].dealer is Seat.W


def _deal_3(text: str) -> str:
    """Deal 3's lines, from its first line to its tally's check line (its ✓)."""
    start = re.search(r"^(?:Deal|Donne) 3\b", text, re.M)
    assert start is not None, text
    end = text.index("\n", text.index("✓", start.start()))
    return text[start.start():end]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: {path} cannot take the deals to come: permission denied"),
    ("fr", "erreur : {path} ne peut pas recevoir les donnes à venir : permission refusée")])
def test_a_read_only_file_is_refused_before_the_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    path = _record(tmp_path, 1000)
    before = path.read_bytes()
    path.chmod(0o444)
    # As a user who is not root: a file without a write bit cannot be written.
    monkeypatch.setattr("os.access", lambda p, mode: not (
        mode & os.W_OK and Path(p).resolve() == path.resolve()
        and not Path(p).stat().st_mode & 0o222))
    result = runner.invoke(app, ["play", "--resume", str(path), "--lang", lang],
                           input="1\n" * 80)
    assert result.exit_code == 1 and result.stdout == ""
    assert " ".join(result.stderr.split()) == said.format(path=path)
    assert path.read_bytes() == before


def test_a_file_made_read_only_during_the_deal_is_left_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The check before the deal passed (the file was writable then); when deal 3 ends
    # it no longer is: not replaced, though its folder would allow it.
    path = _record(tmp_path, 1000)
    before = path.read_bytes()
    monkeypatch.setattr("belote_cli.cli.commands.resume.problem_writing_named",
                        lambda name: None)
    monkeypatch.setattr("os.access", lambda p, mode: not (
        mode & os.W_OK and Path(p).resolve() == path.resolve()))
    result = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3", "--bots",
                                 "random"], input="1\n" * 80)
    assert result.exit_code == 1
    lost, kept = result.stderr.splitlines()[:2]
    # The file named once: 'cannot write X: permission denied', not wrapped again in
    # 'cannot write X: …'.
    assert lost == f"error: deal 3 is not recorded: cannot write {path}: permission denied"
    assert kept == f"{path} is left as it was. The match stops here."
    assert path.read_bytes() == before


# A litige, in the piles form (FORMAT.md): NS won two tricks, J♥ 20, 9♥ 14, A♥ 11,
# 10♥ 10, K♥ 4, 10♠ 10, J♠ 2, 7♠ 0 = 71, and the last trick, 10: 81; EW the rest,
# 152 - 71 = 81.
# 81-81: the defence (EW) scores 81, the takers' 81 are held (RULES.md, litige). E dealt:
# S deals deal 2.
LITIGE = """\
trump: H
taker: S
dealer: E
NS: JH 9H AH 10H KH 10S JS 7S
last: NS
"""


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Match to 1,000 points, from {path}: NS 0, EW 81 after 1 deal; deal 2, S deals.",
            "A litige holds 81 points for the side that scores more next."]),
    ("fr", ["Partie en 1 000 points, d'après {path} : NS 0, EO 81 après 1 donne ; donne 2, "
            "S donne.",
            "Un litige garde 81 points pour le camp qui marquera le plus à la donne "
            "suivante."])])
def test_the_points_a_litige_holds_are_said(tmp_path: Path, lang: str,
                                            said: list[str]) -> None:
    path = _record(tmp_path, 1000, LITIGE)
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path), "--lang", lang],
                           input="quit\n" if lang == "en" else "quitter\n")
    assert result.exit_code == 0, result.output
    lines = [" ".join(line.split()) for line in result.stdout.splitlines()]
    start = lines.index(said[0].format(path=path))
    assert lines[start + 1] == said[1]
    assert path.read_bytes() == before  # the deal left: nothing written


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "error: {path}: deal 2 names no dealer, so who deals next is not known: add a "
           "'dealer:' line to it"),
    ("fr", "erreur : {path} : la donne 2 ne dit pas qui a donné, le donneur suivant n'est "
           "donc pas connu : ajoutez-lui une ligne 'donneur:'")])
def test_a_last_deal_that_names_no_dealer_is_refused(tmp_path: Path, lang: str,
                                                     said: str) -> None:
    path = _record(tmp_path, 1000, TWO_DEALS.replace("dealer: S\n", ""))
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path), "--lang", lang],
                           input="1\n" * 80)
    assert result.exit_code == 1 and result.stdout == ""
    assert " ".join(result.stderr.split()) == said.format(path=path)
    assert path.read_bytes() == before


def _played_on_then(monkeypatch: pytest.MonkeyPatch, path: Path,
                    meanwhile: Callable[[], object], lang: str) -> list[str]:
    """``play --resume path --seed 3`` (random bots), with ``meanwhile`` done to the file
    once it is read: the lines of standard error, blanks made one, of the exit 1."""
    import belote_cli.cli.commands.resume as command
    real = command.resumed

    def read_then(*args: object, **kwargs: object) -> object:
        match = real(*args, **kwargs)  # type: ignore[arg-type]
        meanwhile()
        return match

    monkeypatch.setattr(command, "resumed", read_then)
    result = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3", "--bots",
                                 "random", "--lang", lang], input="1\n" * 80)
    assert result.exit_code == 1
    return [" ".join(line.split()) for line in result.stderr.splitlines()]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["error: deal 3 is not recorded: {path} changed since it was read (another "
            "program wrote it): it is not written over",
            "{path} is left as the other program wrote it. The match stops here.",
            "To record the deal, play it again alone into another file: belote play --seed 3 "
            "--dealer W --bots random --record FILE; belote score {path} says where the "
            "match stands now"]),
    ("fr", ["erreur : donne 3 non enregistrée : {path} a changé depuis sa lecture (un autre "
            "programme l'a écrit) : il n'est pas écrasé",
            "{path} reste tel que l'autre programme l'a écrit. La partie s'arrête ici.",
            "Pour enregistrer la donne, rejouez-la seule dans un autre fichier : belote play "
            "--seed 3 --dealer O --bots random --lang fr --record FICHIER ; belote score "
            "{path} dit où en est la partie maintenant"])])
def test_a_file_another_program_changed_meanwhile_is_not_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: list[str]) -> None:
    # Read, then changed by another program (an editor, a second belote play --resume)
    # while deal 3 is played: what that program wrote stays, deal 3 is not written over it.
    path = _record(tmp_path, 1000)
    edited = path.read_bytes() + b"# a note written meanwhile\n"
    lines = _played_on_then(monkeypatch, path, lambda: path.write_bytes(edited), lang)
    assert lines == [line.format(path=path) for line in said]
    assert path.read_bytes() == edited and list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["error: deal 3 is not recorded: {path} is gone since it was read (removed or "
            "moved): it is not written anew",
            "Nothing is written in its place. The match stops here.",
            "To record the deal, play it again alone into another file: belote play --seed 3 "
            "--dealer W --bots random --record FILE"]),
    ("fr", ["erreur : donne 3 non enregistrée : {path} a disparu depuis sa lecture (effacé "
            "ou déplacé) : il n'est pas récrit",
            "Rien n'est écrit à sa place. La partie s'arrête ici.",
            "Pour enregistrer la donne, rejouez-la seule dans un autre fichier : belote play "
            "--seed 3 --dealer O --bots random --lang fr --record FICHIER"])])
def test_a_file_removed_meanwhile_is_said_gone_and_not_written_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: list[str]) -> None:
    # Removed while deal 3 is played: it was said changed by another program, "left as
    # the other program wrote it", and `belote score` of it was to say where the match
    # stands: there is no file.
    path = _record(tmp_path, 1000)
    lines = _played_on_then(monkeypatch, path, path.unlink, lang)
    assert lines == [line.format(path=path) for line in said]
    assert list(tmp_path.iterdir()) == []  # nothing written in its place


def test_the_deals_written_here_are_no_change(tmp_path: Path) -> None:
    # Deal 3 written, then deal 4 after it: the file holds what this run wrote, not what it
    # read, and is written again. To 1,000, deal 3 cannot end the match: a deal gives a
    # side 252 (capot) and 20 (belote) at most, EW 227 + 272 = 499.
    path = _record(tmp_path, 1000)
    before = path.read_text(encoding="utf-8")
    played = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3", "--bots",
                                 "random"], input="1\n" * 200 + "quit\n")
    assert played.exit_code == 0, played.output
    after = path.read_text(encoding="utf-8")
    assert after.startswith(before) and after.count("---\n") >= 3  # deals 3 and 4 at least
    assert "Deal 4:" in played.stdout


@pytest.mark.parametrize("environment", [{"BELOTE_LANG": "fr"}, {"LC_ALL": "fr_FR.UTF-8"}])
def test_the_line_to_play_again_names_english_where_the_environment_gives_french(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, environment: dict[str, str]) -> None:
    # --lang en typed where the environment gives French: the line, typed in the same
    # environment, would play the deal in French without --lang en.
    for name in ("BELOTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    path = _record(tmp_path, 1000)
    _disk_full(monkeypatch)
    result = runner.invoke(app, ["play", "--resume", str(path), "--seed", "3", "--bots",
                                 "random", "--lang", "en"], input="1\n" * 80)
    assert result.exit_code == 1
    assert result.stderr.splitlines()[-1].endswith(
        f": belote play --resume {path} --seed 3 --bots random --lang en")


@pytest.mark.parametrize("end", ["quitter\n", ""])
def test_a_recorded_match_left_says_how_to_take_it_up_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, end: str) -> None:
    # A coinche match in French, recorded, left by quit or by the end of the input after
    # some deals: the line after 'la partie s'arrête après la donne N' gives the command
    # that plays on from deal N + 1, and that command does so from the file.
    monkeypatch.chdir(tmp_path)
    path = Path("soirée du club.belote")
    args = ["play", "--match", "--rule", "variant=coinche", "--seed", "7", "--lang", "fr",
            "--record", str(path)]
    left = runner.invoke(app, args, input="1\n" * 40 + end)
    assert left.exit_code == (0 if end else 1), left.output
    said = (left.stdout if end else left.stderr).rstrip("\n").splitlines()
    stopped = re.search(r"la partie s'arrête après la donne (\d+)", said[-2])
    assert stopped is not None, said
    n = int(stopped.group(1))
    command = f"belote play --resume {shlex.quote(str(path))} --lang fr"
    assert said[-1] == f"Pour reprendre la partie plus tard\xa0: {command}"
    assert len(load(path)) == n  # the file holds the deals the match is left after
    again = runner.invoke(app, shlex.split(command)[1:], input="quitter\n")
    assert again.exit_code == 0, again.output
    assert re.search(fr"après {n} donnes?\xa0; donne {n + 1},", again.stdout), again.stdout
    # Taken up again and left at once, it says the same line again.
    assert again.stdout.rstrip("\n").splitlines()[-1] == said[-1]


@pytest.mark.skipif(sys.platform == "win32", reason="names of bytes: POSIX file names")
@pytest.mark.parametrize("name", [b"n\xe9.belote", b"e\x1b[31m.belote", b"tab\tit's.belote"])
def test_the_command_to_take_a_match_up_again_names_the_file_a_shell_finds(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: bytes) -> None:
    # A name the message shows as Python writes it ('n\udce9.belote': bytes that are no
    # UTF-8, an escape, a tab) was quoted again for the shell, and the command named a
    # file of those very characters, which does not exist. The word is read back by a
    # shell that reads $'…' (bash; as ls writes such a name) to the name's bytes.
    sh = shutil.which("bash")
    if sh is None:
        pytest.skip("no bash to read the command back")
    monkeypatch.chdir(tmp_path)
    path = os.fsdecode(name)
    left = runner.invoke(app, ["play", "--match", "--seed", "7", "--record", path],
                         input="1\n" * 40 + "quit\n")
    assert left.exit_code == 0, left.output
    last = left.stdout.rstrip("\n").splitlines()[-1]
    assert last.startswith("To play the match on later: belote play --resume ")
    word = last.removeprefix("To play the match on later: belote play --resume ")
    assert word.isprintable()
    read = subprocess.run([sh, "-c", f"printf %s {word}"], capture_output=True, check=True)
    assert read.stdout == name
    assert load(path)  # the file the command names holds the match's deals


def test_a_match_left_without_a_record_names_no_file(tmp_path: Path) -> None:
    played = runner.invoke(app, ["play", "--match", "--seed", "7", "--lang", "fr"],
                           input="1\n" * 40 + "quitter\n")
    assert played.exit_code == 0, played.output
    assert "la partie s'arrête après la donne" in played.stdout
    assert "--resume" not in played.stdout


def test_a_deal_after_the_match_was_won_leaves_it_won(tmp_path: Path) -> None:
    # To 200 the match is won by EW after deal 2 (227 to 97); a deal written after it is
    # not counted (belote score: 'not after the match was won'), so the match stands won
    # and nothing is played on.
    deals = TWO_DEALS.split("---\n")
    path = _record(tmp_path, 200, TWO_DEALS + "---\n" + deals[1])
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 80)
    assert result.exit_code == 0, result.output
    said = " ".join(result.stdout.split())
    # After the 2 deals that count, where it said 'after 3 deals'.
    assert said == (f"{path}: the match to 200 points is over, won by EW, 227 to 97 after "
                    "2 deals: nothing to play on.")
    assert path.read_bytes() == before


def test_the_deal_without_bidding_is_no_match(tmp_path: Path) -> None:
    # The deal without bidding (rules: discovery) is played alone, never in a match: a
    # file of it is refused as one saying 'match: none' is.
    alone = TWO_DEALS.split("---\n")[0].replace("taker: S\n", "").replace(
        "rules: target={target}", "rules: discovery")
    path = _record(tmp_path, 1000, alone)
    before = path.read_bytes()
    result = runner.invoke(app, ["play", "--resume", str(path)], input="1\n" * 80)
    assert result.exit_code == 1
    assert f"error: {path} is not the record of a match" in " ".join(result.stderr.split())
    assert path.read_bytes() == before


def test_the_rules_said_leave_out_the_target_said_apart(tmp_path: Path) -> None:
    # A match to 500 under the rule book's rules: the target is said as the match's, the
    # rules as the rule book's, not as 'target=500' again.
    path = _record(tmp_path, 500)
    result = runner.invoke(app, ["play", "--resume", str(path), "--target", "1000"])
    assert result.exit_code == 1
    assert (f"{path} holds a match to 500 points, rules: those of the rule book; "
            f"target=1000 would change them" in " ".join(result.stderr.split()))
