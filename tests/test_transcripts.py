"""What the pages show the program printing, run again: each block of output in the README
and the documentation site that a seed, an example file or a fixed input pins exactly is
compared with what the command prints now, the expected text read from the page itself.

A line ``…`` alone in a block stands for lines the page leaves out; typed answers shown in
a transcript (``take``, ``1``) are the lines given on standard input, which a pipe does
not echo. The Python sessions (``>>>``) of the README and of docs/api.md are run by
tests/test_api.py; the tally of docs/getting-started.fr.md by tests/test_docs.py."""

from __future__ import annotations

import json
import os
import re
import shlex
from pathlib import Path

import pytest
from piped import read_whole
from typer.testing import CliRunner

from belote_cli.cli import app

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
MADE = ROOT / "examples" / "made.belote"


def _page(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _blocks(page: str) -> list[str]:
    """The fenced blocks of ``page``, without their fences (and without the indent of a
    block inside a list item)."""
    found = re.findall(r"^( *)```[a-z]*\n(.*?)^ *```$", _page(page), re.M | re.S)
    return [re.sub(rf"^{indent}", "", body, flags=re.M) for indent, body in found]


def _block(page: str, start: str) -> str:
    """The fenced block of ``page`` that starts with ``start``."""
    for body in _blocks(page):
        if body.startswith(start):
            return body
    raise AssertionError(f"{page}: no block starting {start!r}")


def _commands(block: str) -> list[tuple[list[str], str, str]]:
    """Each ``$ belote …`` line of a block: its words, its comment, and the lines after it."""
    found = []
    for part in re.split(r"^\$ belote ", block, flags=re.M)[1:]:
        line, shown = part.split("\n", 1)
        words, _, comment = line.partition("#")
        found.append((words.split(), comment.strip(), shown))
    assert found, block
    return found


def _command(block: str) -> tuple[list[str], str]:
    """The one ``$ belote …`` line of a block, which opens it, and what follows it."""
    assert block.startswith("$ belote ")
    [(args, _, shown)] = _commands(block)
    return args, shown


def _pattern(shown: str, typed: tuple[str, ...] = ()) -> re.Pattern[str]:
    """What a block shows as a pattern of the whole output: each line as written, a line
    ``…`` any number of lines, the typed answers (in their order) left out."""
    parts = []
    answers = list(typed)
    for line in shown.splitlines():
        if answers and line == answers[0]:
            answers.pop(0)
        elif line == "…":
            parts.append(r"(?:.*\n)*?")
        else:
            parts.append(re.escape(line) + r"\n")
    assert not answers, f"typed answers not in the transcript: {answers}"
    return re.compile("".join(parts))


def _run(args: list[str], stdin: str = "", folder: Path | None = None) -> tuple[int, str, str]:
    """The command run in-process (as tests/test_golden.py runs it), from ``folder``."""
    before = Path.cwd()
    os.chdir(folder or ROOT)
    try:
        result = CliRunner().invoke(app, args, input=stdin)
    finally:
        os.chdir(before)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_the_readme_deal() -> None:
    # Take, then J♥: the first trick as the README shows it; the deal goes on after "…"
    # and ends at the end of the input.
    args, shown = _command(_block("README.md", "$ belote play --seed 4"))
    typed = ("take", "1")
    assert shown.endswith("\n…\n")
    code, out, err = _run(args, "".join(t + "\n" for t in typed))
    assert (code, err) == (1, "error: end of input: deal abandoned\n")
    assert _pattern(shown, typed).fullmatch(out), out


@pytest.mark.parametrize("page", ["docs/cli.md", "docs/cli.fr.md"])
def test_the_usage_errors_in_french(page: str) -> None:
    # An unknown option: exit 1; a missing argument, a usage error of click's: exit 2
    # (the exit codes of docs/cli.md and cli.fr.md); the words on stderr.
    block = _block(page, "$ belote play --lang fr --sed 1")
    commands = _commands(block)
    assert [args[0] for args, _, _ in commands] == ["play", "score"]
    for (args, _, shown), code in zip(commands, (1, 2), strict=True):
        assert _run(args) == (code, "", shown.rstrip("\n") + "\n")


def test_the_scoring_page_s_example() -> None:
    args, shown = _command(_block("docs/scoring.md", "$ belote score examples/made.belote"))
    assert _run(args) == (0, shown, "")


@pytest.mark.parametrize("page", ["docs/getting-started.md", "docs/getting-started.fr.md"])
def test_the_first_steps_tally_is_that_of_the_made_example(page: str) -> None:
    lang = "fr" if page.endswith(".fr.md") else "en"
    shown = _block(page, "                        NS    EO" if lang == "fr"
                   else "                  NS    EW")
    code, out, _ = _run(["score", "--lang", lang, "examples/made.belote"])
    assert code == 0 and _pattern("…\n" + shown).fullmatch(out), out


def test_the_coinche_tally_of_a_failed_bid(tmp_path: Path) -> None:
    # examples/made.belote with its trump: and taker: lines replaced by contract: 120 H N.
    page = _page("docs/scoring.md")
    assert "its `trump:` and `taker:` lines replaced by `contract: 120 H N`" in " ".join(
        page.split())
    lines = MADE.read_text(encoding="utf-8").splitlines(keepends=True)
    edited = ["contract: 120 H N\n" if line.startswith("trump:") else line
              for line in lines if not line.startswith("taker:")]
    assert len(edited) == len(lines) - 1
    (tmp_path / "deal.belote").write_text("".join(edited), encoding="utf-8")
    [shown] = [b for b in _blocks("docs/scoring.md") if "\ncontract           0   120\n" in b]
    code, out, _ = _run(["score", "deal.belote"], folder=tmp_path)
    assert code == 0 and _pattern("…\n" + shown).fullmatch(out), out


@pytest.mark.parametrize(("example", "contract", "starts"), [
    ("made", "90 H N", "made: NS (taker N) 97 + belote"),
    ("made", "90 H N coinche", "made: NS (taker N) … ≥"),
    ("revoke", "100 H N", "revoke by EW, the defence:"),
])
def test_the_coinche_verdicts_the_scoring_page_quotes(example: str, contract: str,
                                                      starts: str, tmp_path: Path) -> None:
    # The verdict of an example file bid in coinche, as the page words it ("…" for what it
    # leaves out).
    text = " ".join(_page("docs/scoring.md").split())
    [quoted] = [q for q in re.findall(rf"`({re.escape(starts)}[^`]*)`", text) if "+" in q]
    lines = (ROOT / "examples" / f"{example}.belote").read_text(encoding="utf-8").splitlines()
    edited = [f"contract: {contract}" if line.startswith("trump:") else line
              for line in lines if not line.startswith("taker:")]
    (tmp_path / "deal.belote").write_text("\n".join(edited) + "\n", encoding="utf-8")
    code, out, _ = _run(["score", "deal.belote"], folder=tmp_path)
    pattern = ".*".join(re.escape(part) for part in quoted.split("…"))
    assert code == 0 and re.search(rf"^{pattern}$", out, re.M), (quoted, out)


def _problems(tmp_path: Path, which: int) -> str:
    # The file each comment describes: trump: H, then '1: AH AH AH AH' so many times.
    block = _block("docs/scoring.md", "$ belote score big.belote")
    args, comment, shown = _commands(block)[which]
    times = re.search(r"([\d,]+) times", comment)
    assert times is not None, comment
    lines = int(times.group(1).replace(",", ""))
    (tmp_path / args[-1]).write_text("trump: H\n" + "1: AH AH AH AH\n" * lines,
                                     encoding="utf-8")
    code, out, err = _run(args, folder=tmp_path)
    assert (code, out) == (1, "")
    assert _pattern(shown).fullmatch(err), err
    return err


def test_the_problems_of_a_big_file(tmp_path: Path) -> None:
    assert "big.belote:6:4: card 'AH' already played in trick 1" in _problems(tmp_path, 0)


@pytest.mark.slow
def test_the_problems_of_a_huge_file_stop_the_reading(tmp_path: Path) -> None:
    assert "where reading stopped" in _problems(tmp_path, 1)


def test_the_problems_of_a_long_file_read_to_its_end(tmp_path: Path) -> None:
    assert "long.belote:6:4: card 'AH' already played in trick 1" in _problems(tmp_path, 2)


def test_the_problems_of_a_short_file(tmp_path: Path) -> None:
    # The file of the comment, a deal of two tricks: every problem the program reports, the
    # 2 tricks of 8 included, and the count; in French, the lines the prose quotes.
    block = _block("docs/scoring.md", "$ belote score deal.belote ")
    [(args, comment, shown)] = _commands(block)
    assert comment == "trump: H, then '1: 7S 8S 11H 9S' and '2: AS KS'"
    (tmp_path / "deal.belote").write_text("trump: H\n1: 7S 8S 11H 9S\n2: AS KS\n",
                                          encoding="utf-8")
    code, out, err = _run(args, folder=tmp_path)
    assert (code, out) == (1, "") and err == shown, err
    assert "deal.belote: 2 tricks, expected 8\n" in shown
    code, out, err = _run([*args, "--lang", "fr"], folder=tmp_path)
    first, *_, last = (" ".join(line.split()) for line in err.splitlines())
    text = " ".join(_page("docs/scoring.md").split())
    assert (code, out) == (1, "")
    assert f"With `--lang fr` the problems are in French (`{first}`)" in text
    assert f"the last line of the file above reads `{last}`." in text


def test_a_suit_letter_of_the_other_language(tmp_path: Path) -> None:
    # A French file (its keys are French) whose line 6 writes 7S at column 6.
    shown = _block("docs/scoring.md", "deal.belote:6:6: unknown card '7S'").strip()
    (tmp_path / "deal.belote").write_text(
        "atout: ♥\npreneur: N\ndonneur: E\n\n# pli 1\n1: S 7S O 8P N 9P E 10P\n",
        encoding="utf-8")
    code, out, err = _run(["score", "deal.belote"], folder=tmp_path)
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == shown


def test_the_review_of_a_deal() -> None:
    page = " ".join(_page("docs/playing.md").split())
    assert ("`belote play --seed 3 --review` ends so when you take and then play the first "
            "card offered each time (`take`, then `1` eight times)") in page
    shown = _block("docs/playing.md",
                   "Review of deal 1, your cards against perfect play, all hands open")
    code, out, _ = _run(["play", "--seed", "3", "--review"], "take\n" + "1\n" * 8)
    assert code == 0 and _pattern("…\n" + shown).fullmatch(out), out


def test_the_review_names_the_seed_of_its_simulation() -> None:
    # The bidding verdict of the review is belote simulate --hand's: the page gives the
    # command that prints its figures (seed 'review 3' for the deal of seed 3, where the
    # page said "seeded by the deal's seed" and --seed 3 prints other figures).
    page = " ".join(_page("docs/playing.md").split())
    assert '`--seed "review 3"` for the deal of seed 3' in page
    found = re.search(r"Its last figures are those that `belote (simulate --hand [^`]+)` "
                      r"prints: `([^`]+)`", page)
    assert found is not None
    # Each line read whole: past 80 columns it goes on after four blanks.
    review = read_whole(_block("docs/playing.md",
                               "Review of deal 1, your cards against perfect play, all hands open"))
    said = re.search(r"your team's margin per deal in points: (\S+), 95% interval \[(\S+), "
                     r"(\S+)\]: "
                     r"(.+)$", review, re.M)
    assert said is not None
    figures = f"{said[1]} [{said[2]}, {said[3]}]: {said[4]}"
    assert found[2] == f"taking minus passing, margin per deal in points: {figures}"
    code, out, _ = _run(shlex.split(found[1]))
    assert code == 0 and found[2] in out.splitlines()


def test_the_table_on_a_terminal() -> None:
    # The 80×24 screen after `belote play --seed 3`, 1 (take), Enter (the take's page) and
    # 1 (10♦), read back by a terminal emulator as tmux capture-pane gives it: each line
    # without its trailing blanks.
    pytest.importorskip("pyte", reason="the test extra's pyte reads the screen back")
    from test_screen import _play

    shown = _block("docs/playing.md", " trump ♦ · taken by S")
    *_, (screen, _) = _play(["--seed", "3"], ["1", "", "1"], 80, 24, colour=False)
    assert "\n".join(screen).rstrip("\n") + "\n" == shown


def test_the_french_playing_page_s_deal() -> None:
    # docs/playing.fr.md: the answers given through a pipe (printf), which does not echo
    # them, then what belote play prints, "…" for the lines the page leaves out.
    block = _block("docs/playing.fr.md", "$ printf '")
    first, shown = block.split("\n", 1)
    found = re.fullmatch(r"\$ printf '([^']*)' \| belote (.*)", first)
    assert found is not None
    code, out, err = _run(found[2].split(), found[1].replace("\\n", "\n"))
    assert (code, err) == (0, "")
    assert _pattern(shown).fullmatch(out), out


def test_the_french_table_s_status_line() -> None:
    # The status line the page quotes, that of trick 2 of its deal (seed 3, take, 10♦), as
    # the 80×24 screen shows it.
    pytest.importorskip("pyte", reason="the test extra's pyte reads the screen back")
    from test_screen import _play

    page = " ".join(_page("docs/playing.fr.md").split())
    found = re.search(r"une ligne d'état \(au pli 2 de la donne ci-dessus : `([^`]+)`\)", page)
    assert found is not None
    *_, (screen, _) = _play(["--seed", "3", "--lang", "fr"], ["1", "", "1"], 80, 24,
                            colour=False)
    assert " ".join(screen[0].split()) == found[1]


@pytest.mark.parametrize("page", ["docs/format.md", "docs/format.fr.md"])
def test_the_json_example_is_that_of_the_made_example(page: str) -> None:
    # The page's object, its lists cut after their first item ("...").
    section = _page(page).split("## `belote score --json`", 1)[1]
    example = re.search(r"\n\n((?:    .*\n)+)", section)
    assert example is not None
    shown = json.loads(example.group(1).replace(", ...]", "]"))
    code, out, _ = _run(["score", "--json", "examples/made.belote"])
    printed = json.loads(out)
    printed["tricks"] = printed["tricks"][:1]
    assert code == 0 and list(shown) == list(printed) and shown == printed


def test_the_rate_and_the_mean_the_simulating_page_shows_are_the_program_s() -> None:
    # The JSON shapes of docs/simulating.md, quoted from --seed golden --deals 200: the
    # taker's capot rate and NS's mean trick points. The mean went stale when the bots'
    # play changed (81.047619 where the program prints 80.989418).
    text = " ".join(_page("docs/simulating.md").split())
    rate = re.search(r"A \*\*rate\*\* is `(\{.*?\})`", text)
    mean = re.search(r"A \*\*mean\*\* is `(\{.*?\})` \(NS's trick points of `--seed golden "
                     r"--deals 200`: ([\d.]+) ± t·([\d.]+)/√(\d+),", text)
    assert rate is not None and mean is not None
    code, out, _ = _run(["simulate", "--seed", "golden", "--deals", "200", "--json"])
    assert code == 0
    stats = json.loads(out)["stats"]
    assert json.loads(rate.group(1)) == stats["taker"]["capot"]
    shown = json.loads(mean.group(1))
    assert shown == stats["trick_points"]["NS"]
    assert (mean.group(2), mean.group(3), mean.group(4)) == (
        f"{shown['mean']:.2f}", f"{shown['sd']:.2f}", str(shown["n"]))


@pytest.mark.slow
def test_the_coinche_figures_of_the_simulating_page() -> None:
    # "With heuristic bots, 10,000 coinche deals (`--seed 1`): 6.6% void, 87.9% of
    # contracts made; 80 made 83.9% of the time, 90 87.8%, …", each to a tenth.
    text = " ".join(_page("docs/simulating.md").split())
    found = re.search(r"With heuristic bots, 10,000 coinche deals \(`--seed 1`\): ([\d.]+)% "
                      r"void, ([\d.]+)% of contracts made; (.*?)\.(?: |$)", text)
    assert found is not None
    levels = dict(re.findall(r"(\d+) (?:made )?([\d.]+)%", found.group(3)))
    assert list(levels) == ["80", "90", "100", "110"]
    code, out, _ = _run(["simulate", "--rule", "variant=coinche", "--deals", "10000",
                         "--seed", "1", "--jobs", "1", "--json"])
    assert code == 0
    # Each rate from its counts, to a tenth: the report's own two decimals, rounded again,
    # took 1,669 of 1,833 (91.05…%) to 91.0.
    stats = json.loads(out)["stats"]

    def tenth(rate: dict[str, int]) -> str:
        return f"{100 * rate['count'] / rate['of']:.1f}"

    assert tenth(stats["void"]) == found.group(1)
    assert tenth(stats["taker"]["made"]) == found.group(2)
    for level, rate in levels.items():
        assert tenth(stats["coinche"]["levels"][level]["made"]) == rate, level


def test_the_revoke_s_figures_of_the_bots_page() -> None:
    # The expert's page (docs/expert.md) says why --analyze's totals do not add up with a
    # revoke, with the figures of examples/revoke.belote: the program must print those very figures.
    code, out, _ = _run(["score", "--analyze", "examples/revoke.belote"])
    assert code == 0
    perfect, played = re.search(r"NS (\d+) / EW \d+ points with perfect play, (\d+) / \d+ as "
                                r"played",
                                out).groups()  # type: ignore[union-attr]
    ns_cost, ew_cost = re.search(r"total cost in points: NS (\d+), EW (\d+)",
                                 out).groups()  # type: ignore[union-attr]
    assert re.search(r"trick 3 W: 9♦, a revoke \(best legal cards?: [^)]+\)$", out, re.M)
    text = " ".join(_page("docs/expert.md").split())
    said = re.search(r"NS take (\d+) where perfect play gives (\d+), (\d+) more, and EW's "
                     r"total cost is (\d+)", text)
    assert said is not None
    assert said.groups() == (played, perfect, str(int(played) - int(perfect)), ew_cost)
    # Without the revoke's own gain, the totals no longer add up (they do otherwise:
    # NS's gain over perfect play is EW's cost minus NS's).
    assert int(played) - int(perfect) != int(ew_cost) - int(ns_cost)


# --- docs/scoring.fr.md: each file it writes out, scored, and each run it shows ----------------

FRENCH_SCORING = "docs/scoring.fr.md"


def _french_scoring_files() -> dict[str, str]:
    """The deal files docs/scoring.fr.md writes out (its blocks opening with
    ``# NAME.belote :``), by name."""
    found = {}
    for body in _blocks(FRENCH_SCORING):
        named = re.match(r"# (\S+\.belote) :", body)
        if named:
            found[named[1]] = body
    assert found
    return found


def french_scoring_folder(folder: Path) -> Path:
    """``folder`` with docs/scoring.fr.md's deal files, the files its prose makes of
    ``mardi.belote`` (each as the page says: checked here), and a copy of examples/."""
    import shutil

    files = _french_scoring_files()
    mardi = files["mardi.belote"]
    page = " ".join(_page(FRENCH_SCORING).split())
    assert ("Ici `faute.belote`, c'est `mardi.belote` avec la dame de cœur du pli 3 notée "
            "`11C` et la dernière carte du pli 6 oubliée") in page
    assert "Dans `pique.belote`, `mardi.belote` avec `7S` pour `7P` au pli 1 :" in page
    assert ("Le même fichier, ses lignes `atout:` et `preneur:` remplacées par `contrat: 120 "
            "C N coinche`,") in page
    lines = mardi.splitlines(keepends=True)
    [three] = [i for i, line in enumerate(lines) if line.startswith("pli 3: N DC ")]
    [six] = [i for i, line in enumerate(lines) if line.startswith("pli 6: ")]
    [one] = [i for i, line in enumerate(lines) if line.startswith("pli 1: O 7P ")]
    faute = list(lines)
    faute[three] = faute[three].replace("N DC ", "N 11C ")
    faute[six] = faute[six].rstrip("\n").rsplit("  ", 1)[0] + "\n"  # E 9K forgotten
    pique = list(lines)
    pique[one] = pique[one].replace("7P", "7S")
    coinche = ["contrat: 120 C N coinche\n" if line.startswith("atout:") else line
               for line in lines if not line.startswith("preneur:")]
    files.update({"faute.belote": "".join(faute), "pique.belote": "".join(pique),
                  "coinche.belote": "".join(coinche)})
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    shutil.copytree(ROOT / "examples", folder / "examples")
    return folder


def test_the_french_scoring_page_s_runs(tmp_path: Path) -> None:
    # Each '$ belote' command of the page, run where its files are: what it prints (stdout,
    # or stderr for a file with problems), '…' for lines left out, exit code 0 or 1.
    folder = french_scoring_folder(tmp_path)
    ran = []
    for body in _blocks(FRENCH_SCORING):
        if not body.startswith("$ belote "):
            continue
        for args, _, shown in _commands(body):
            code, out, err = _run(args, folder=folder)
            assert not (out and err), args
            assert code == (1 if err else 0), (args, code, err)
            assert _pattern(shown).fullmatch(out + err), (args, out + err)
            ran.append(args[-1])
    assert set(_french_scoring_files()) <= set(ran)
    assert {"faute.belote", "examples/match.belote", "examples/dedans.belote"} <= set(ran)
    # The commands of the first block each score their file (the last, from stdin).
    first = _block(FRENCH_SCORING, "belote score --lang fr mardi.belote ")
    for line in first.splitlines():
        words = line.split("#", 1)[0].split()
        assert words[:3] == ["belote", "score", "--lang"], line
        stdin = ""
        if "<" in words:
            stdin = (folder / words[-1]).read_text(encoding="utf-8")
            words = words[:words.index("<")]
        code, out, err = _run(words[1:], stdin, folder=folder)
        assert (code, err) == (0, ""), line
        assert out.startswith(("atout ♥", "donne 1", "{", "[")), line


def test_the_scoring_page_s_first_commands_each_score_their_file() -> None:
    # docs/scoring.md's first block, each line run as written ('- < deal.belote' given
    # examples/made.belote on stdin): exit 0 and the output each option promises.
    block = _block("docs/scoring.md", "belote score examples/made.belote ")
    starts = {"--json": "[", "--lang": "atout ", "--analyze": "trump "}
    lines = block.splitlines()
    assert len(lines) == 7
    for line in lines:
        words = line.split("#", 1)[0].split()
        assert words[:2] == ["belote", "score"], line
        stdin = ""
        if "<" in words:
            stdin = MADE.read_text(encoding="utf-8")
            words = words[:words.index("<")]
        code, out, err = _run(words[1:], stdin)
        assert (code, err) == (0, ""), line
        option = next((w for w in words if w in starts), None)
        assert out.startswith(starts[option] if option else "trump "), line
        if "--analyze" in words:
            assert "\ndouble-dummy review: " in out, line
        if "tie=dedans" in words:
            assert "\ndedans: NS (taker N) 81 trick points against 81; EW score 162\n" in out


# --- docs/simulating.fr.md: each run it shows, and the figures its prose reads in them ---------

FRENCH_SIMULATING = "docs/simulating.fr.md"


def _french_simulating_runs() -> list[tuple[list[str], int, str]]:
    """Each ``$ belote`` command of docs/simulating.fr.md's blocks: its words (the shell's
    quotes undone, a line ending with ``\\`` continued), the exit code its comment gives
    (``# code 2``; else 0), and what the block shows after it."""
    found = []
    for body in _blocks(FRENCH_SIMULATING):
        if not body.startswith("$ belote "):
            continue
        body = body.replace("\\\n", " ")  # a command continued on the next line
        for part in re.split(r"^\$ belote ", body, flags=re.M)[1:]:
            line, shown = part.split("\n", 1)
            command, _, comment = line.partition("#")
            code = re.fullmatch(r"code (\d)", comment.strip())
            assert code or not comment, line
            found.append((shlex.split(command), int(code[1]) if code else 0, shown))
    assert found
    return found


def _within_lines(shown: str) -> re.Pattern[str]:
    """``_pattern`` of ``shown``, where a ``…`` inside a line stands for any part of it (a
    folder, a time)."""
    parts = [r"(?:.*\n)*?" if line == "…" else re.escape(line).replace("…", ".*") + r"\n"
             for line in shown.splitlines()]
    return re.compile("".join(parts))


def test_the_french_simulating_page_s_runs(tmp_path: Path) -> None:
    # Each '$ belote' command of the page, run in one folder in the page's order (the files
    # simulate writes, then scored): what it prints, '…' for what it leaves out, with the
    # exit code the page gives; simulate with --jobs 1, which prints the same bytes.
    ran = []
    for args, code, shown in _french_simulating_runs():
        extra = ["--jobs", "1"] if args[0] == "simulate" else []
        done, out, err = _run([*args, *extra], folder=tmp_path)
        assert done == code, (args, done, err)
        if code:
            assert out == "" and _within_lines(shown).fullmatch(err), (args, err)
        else:
            assert _within_lines(shown).fullmatch(out), (args, out)
            assert err == "" if args[0] == "score" else err.count("\n") == 1, (args, err)
        ran.append((args, out, err))
    # The run of the report, as the first block of the page gives it, with its speed line
    # on stderr as the prose quotes it.
    text = " ".join(_page(FRENCH_SIMULATING).split())
    report = ["simulate", "--deals", "10000", "--seed", "42", "--lang", "fr"]
    [(_, _, speed)] = [r for r in ran if r[0] == report]
    quoted = re.search(r"sur la sortie d'erreur \(`([^`]+)`\)", text)
    assert quoted is not None
    assert _within_lines(quoted[1] + "\n").fullmatch(" ".join(speed.split()) + "\n"), speed
    # The CSV the page writes: the columns its prose names, every one of them, and the row
    # of deal 0 it quotes, whose scores the deal file's first deal gets from belote score.
    rows = (tmp_path / "donnes.csv").read_text(encoding="utf-8").splitlines()
    section = text.split("## Garder les donnes", 1)[1].split("## ", 1)[0]
    columns = rows[0].split(",")
    assert len(columns) == 15
    for column in columns:
        assert f"`{column}`" in section, column
    row = re.search(r"La donne 0 de la graine 42 y est `([^`]+)`", section)
    assert row is not None and row[1] == rows[1]
    assert "105 à 77, comme la ligne du CSV" in section and row[1].split(",")[10:12] == [
        "105", "77"]
    assert "`# deal 1 seed 42:0`" in section
    assert "# deal 1 seed 42:0\n" in (tmp_path / "donnes.belote").read_text(encoding="utf-8")


def _rows(block: str) -> dict[str, list[str]]:
    """The rows of a report shown by the page, each by its name, its figures as words (a
    count grouped by a narrow no-break space one word, ``7\u202f828``)."""
    found = {}
    for line in block.splitlines():
        named = re.match(r"\s*(\S.*?)\s{2,}(\S.*)$", line.replace("\xa0", " "))
        if named:
            found[named[1].strip()] = [word for word in named[2].split(" ") if word]
    return found


def _count(text: str) -> int:
    """A count as the French report writes it, its thousands grouped: ``9\u202f230``."""
    return int(text.replace("\u202f", ""))


def _flat_count(value: int) -> str:
    """A count as the page's flattened text reads it (each space one plain space):
    ``9 230``."""
    return f"{value:,}".replace(",", " ")


def test_the_figures_the_french_simulating_page_reads_in_its_reports() -> None:
    # The sums and readings of the prose, from the reports the page shows (which
    # test_the_french_simulating_page_s_runs holds to the program): the takers' three
    # results add up to the deals taken, the two teams' trick points to 162, everything
    # under 80 in the histogram is dedans, the capots are in 160-162, and taking's margin.
    text = " ".join(_page(FRENCH_SIMULATING).split())
    report = _block(FRENCH_SIMULATING, "$ belote simulate --deals 10000 --seed 42 --lang fr\n")
    rows = _rows(report)
    found = re.search(r"^preneur, sur ([\d\u202f]+) donnes prises\xa0:$", report, re.M)
    assert found is not None
    taken = _count(found[1])
    made, dedans, litige = (_count(rows[name][0]) for name in ("réussies", "dedans", "litige"))
    assert made + dedans + litige == taken
    assert (f"Les trois font le compte : {_flat_count(made)} + {_flat_count(dedans)} + "
            f"{_flat_count(litige)} = {_flat_count(taken)}.") in text
    assert f"`preneur, sur {_flat_count(taken)} donnes prises :`" in text
    ns, ew = rows["points de plis NS"][0], rows["points de plis EO"][0]
    assert round(float(ns.replace(",", ".")) + float(ew.replace(",", ".")), 2) == 162
    assert f"font 162 ensemble : {ns} + {ew})" in text
    bins = {m[1]: _count(m[2]) for m in re.finditer(r"^ +(\d+)-(?:\d+) [^\d]*([\d\u202f]+) ",
                                                    report, re.M)}
    assert len(bins) == 17 and sum(bins.values()) == taken
    assert sum(n for low, n in bins.items() if int(low) < 80) <= dedans
    assert bins["160"] >= _count(rows["capot (l'attaque fait les 8)"][0])
    assert "Tout ce qui est sous 80 est dedans ; la tranche `160-162` tient les capots" in text
    last = report.rstrip("\n").rsplit("\n", 1)[1]
    assert f"La dernière ligne, `{' '.join(last.split())}`, vérifie" in text
    hand = _block(FRENCH_SIMULATING, "$ belote simulate --deals 900 --seed 42 --lang fr \\\n")
    margin = re.search(r"^prendre plutôt que passer, écart par donne en points\xa0: \+(\S+)\n"
                       r"  .*: prendre$", hand, re.M)
    assert margin is not None and f"Ici, prendre rapporte {margin[1]} points par donne." in text


def test_the_french_simulating_page_s_first_commands_are_accepted() -> None:
    # The first block, each line as written but for 20 deals: exit 0, and the report or
    # the JSON document each promises (the bots named in French, the coinche).
    block = _block(FRENCH_SIMULATING, "belote simulate --deals 10000 --seed 42 --lang fr ")
    lines = block.splitlines()
    assert len(lines) == 5
    for line in lines:
        words = shlex.split(line.split("#", 1)[0])
        assert words[:2] == ["belote", "simulate"] and "--lang" in words, line
        words[words.index("--deals") + 1] = "20"
        code, out, _ = _run([*words[1:], "--jobs", "1"])
        assert code == 0, line
        if "--json" in words:
            assert json.loads(out)["deals"] == 20, line
            continue
        kind = "coinche" if "variant=coinche" in words else "classique"
        assert out.startswith(f"20 donnes ({kind}), graine "), line
        bots = {"--bots": "N aléatoire, E aléatoire, S aléatoire, O aléatoire",
                "--ns": "N heuristique, E aléatoire, S heuristique, O aléatoire"}
        for option, named in bots.items():
            if option in words:
                assert f"\nrobots\xa0: {named}\n" in out, line
