"""What a terminal shows: red ♥ ♦ (never through a pipe, with NO_COLOR or --no-color), the
rule book's width, the progress bar; -h, shell completion, Ctrl-C while loading, and the
exit codes of bad option values.

A terminal is a real pseudo-terminal (``os.openpty``) on the program's stdout or stderr.
"""

from __future__ import annotations

import fcntl
import functools
import os
import re
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app

pytestmark = pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals")

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
MADE = str(EXAMPLES / "made.belote")
ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
RED = "\x1b[31m"
runner = CliRunner()


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("NO_COLOR", "FORCE_COLOR", "COLUMNS", "TTY_COMPATIBLE")}
    env["TERM"] = "xterm"
    env.update(extra)
    return env


def _read_all(fd: int) -> bytes:
    out = b""
    while True:
        try:
            data = os.read(fd, 65536)
        except OSError:  # EIO: the other end is closed
            break
        if not data:
            break
        out += data
    return out


def on_terminal(*args: str, stdin: str = "", stream: str = "stdout", cols: int = 0,
                **env: str) -> tuple[str, str, int]:
    """Run ``belote ARGS`` with ``stream`` (stdout or stderr) on a pseudo-terminal (of
    ``cols`` columns and 24 rows, when given); the other one is a pipe. Returns (stdout,
    stderr, exit code), line ends as printed."""
    master, slave = os.openpty()
    if cols:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, cols, 0, 0))
    pipes = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    pipes[stream] = slave  # type: ignore[assignment]
    proc = subprocess.Popen([sys.executable, "-m", "belote_cli", *args], env=_env(**env),
                            stdin=subprocess.PIPE, **pipes)  # type: ignore[call-overload]
    os.close(slave)
    assert proc.stdin is not None
    proc.stdin.write(stdin.encode())
    proc.stdin.close()
    seen = _read_all(master).decode().replace("\r\n", "\n")
    other = (proc.stderr if stream == "stdout" else proc.stdout)
    assert other is not None
    rest = other.read().decode()
    code = proc.wait(timeout=120)
    os.close(master)
    return (seen, rest, code) if stream == "stdout" else (rest, seen, code)


@functools.cache
def piped(*args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    """``belote ARGS`` through pipes, run once for each command line, input and environment
    (no test changes the tests' environment, and a run gives the same bytes whatever ran
    before): the tests that compare a terminal's output with the piped one share it."""
    return subprocess.run([sys.executable, "-m", "belote_cli", *args], input=stdin,
                          capture_output=True, text=True, env=_env(**env), timeout=120)


@functools.cache
def in_utf_8(*args: str) -> subprocess.CompletedProcess[bytes]:
    """``belote ARGS`` with PYTHONIOENCODING=utf-8, run once for each command line: the
    bytes that the tests of an encoding lacking a character compare theirs with."""
    return subprocess.run([sys.executable, "-m", "belote_cli", *args], capture_output=True,
                          env=_env(PYTHONIOENCODING="utf-8"), timeout=120)


def red_parts(text: str) -> list[str]:
    """The pieces of ``text`` printed in red."""
    return re.findall(r"\x1b\[31m(.*?)\x1b\[0m", text)


def assert_red_suits_only(text: str) -> None:
    parts = red_parts(text)
    plain = ESCAPE.sub("", text)
    # Every ♥ and ♦ is in red, each red piece is one card (or suit), never ♠ or ♣.
    assert sum(p.count("♥") + p.count("♦") for p in parts) == plain.count("♥") + plain.count("♦")
    assert parts and all(re.fullmatch(r"(10|[2-9JQKAVDR])?[♥♦]", p) for p in parts)
    # Nothing else is styled: the only escapes are the red pieces' own.
    assert ESCAPE.sub("", re.sub(r"\x1b\[31m.*?\x1b\[0m", "", text)) == \
        re.sub(r"\x1b\[31m.*?\x1b\[0m", "", text)


# --- colour ----------------------------------------------------------------------------------

def test_score_on_a_terminal_shows_red_hearts_and_diamonds() -> None:
    out, err, code = on_terminal("score", MADE)
    assert code == 0, err
    assert_red_suits_only(out)
    # Take the colour away and it is the piped output, byte for byte.
    assert ESCAPE.sub("", out) == piped("score", MADE).stdout
    trick_3 = next(line for line in out.splitlines() if line.startswith(" 3:"))
    assert RED not in trick_3  # 7♠ A♠ 8♠ 10♠: spades stay plain


def test_play_on_a_terminal_colours_hands_tricks_and_tally() -> None:
    args = ("play", "--discovery", "--seed", "4")
    out, err, code = on_terminal(*args, stdin="1\n" * 8)
    assert code == 0, err
    assert_red_suits_only(out)
    assert ESCAPE.sub("", out) == piped(*args, stdin="1\n" * 8).stdout
    # The numbered cards of the hand, the tricks and the tally's header all show red.
    assert any(RED in line for line in out.splitlines() if "1)" in line)
    assert any(RED in line for line in out.splitlines() if "wins" in line)


def test_an_ascii_terminal_gets_utf_8_as_a_pipe_does() -> None:
    # Standard output that says ASCII is written in UTF-8 (click's way, docs/cli.md): on
    # a terminal too, where rich draws the colours, in colour and without (NO_COLOR); the
    # same text as through a pipe. It refused the suits there: '\u2665', exit 1.
    piped_text = piped("score", MADE, PYTHONIOENCODING="ascii").stdout
    assert "♥" in piped_text and "162 ✓" in piped_text
    for colour in ({}, {"NO_COLOR": "1"}):  # NO_COLOR left out, not empty: rich before
        # 12 took an empty NO_COLOR for one that is set
        out, err, code = on_terminal("score", MADE, PYTHONIOENCODING="ascii", **colour)
        assert (code, err) == (0, ""), err
        assert ESCAPE.sub("", out) == piped_text
        assert (RED in out) == (not colour)


def test_no_colour_through_a_pipe() -> None:
    done = piped("score", MADE)
    assert done.returncode == 0
    assert "\x1b[" not in done.stdout and "♥" in done.stdout


def test_force_color_colours_a_pipe_too() -> None:
    # docs/cli.md: "FORCE_COLOR, set to anything but empty, colours a pipe too, with every
    # rich it runs on" (rich reads it from 12.6 on; the program makes 10.11 to 12.5 do as
    # much): the same red ♥ and ♦ as on a terminal, the text under them the piped bytes;
    # NO_COLOR still wins.
    forced = piped("score", MADE, FORCE_COLOR="1")
    assert forced.returncode == 0, forced.stderr
    assert_red_suits_only(forced.stdout)
    assert ESCAPE.sub("", forced.stdout) == piped("score", MADE).stdout
    both = piped("score", MADE, FORCE_COLOR="1", NO_COLOR="1")
    assert both.stdout == piped("score", MADE).stdout


def test_no_colour_with_no_color_in_the_environment() -> None:
    out, _, code = on_terminal("score", MADE, NO_COLOR="1")
    assert code == 0
    assert "\x1b[" not in out
    assert out == piped("score", MADE).stdout


def test_no_colour_with_the_option() -> None:
    for args in (("score", "--no-color", MADE), ("play", "--no-color", "--discovery",
                                                   "--seed", "4")):
        out, _, code = on_terminal(*args, stdin="1\n" * 8)
        assert code == 0
        assert "\x1b[" not in out
        assert out == piped(*args, stdin="1\n" * 8).stdout


def test_the_rule_book_on_a_wide_terminal_stays_within_80_columns() -> None:
    out, _, code = on_terminal("rules", COLUMNS="200")
    assert code == 0
    lines = [ESCAPE.sub("", line) for line in out.splitlines()]
    assert len(lines) > 100
    assert max(len(line) for line in lines) <= 80
    assert any("Scoring a deal" in line for line in lines)


@pytest.mark.parametrize("args", [("score", MADE), ("rules", "taking")])
def test_columns_0_on_a_terminal_takes_the_terminal_s_width(args: tuple[str, ...]) -> None:
    # COLUMNS=0 is no width (as an unset one): rich took it for 0 columns, and the tally
    # and the rule book printed nothing at all, exit 0. Through a pipe, with FORCE_COLOR,
    # a file's 80 columns.
    out, _, code = on_terminal(*args, cols=80, COLUMNS="0")
    text = ESCAPE.sub("", out)
    assert code == 0
    assert ("check: 152 + 10 = 162 ✓" if args[0] == "score" else "Dealing and taking") in text
    forced = subprocess.run([sys.executable, "-m", "belote_cli", *args], env=_env(
        COLUMNS="0", FORCE_COLOR="1"), capture_output=True, text=True, timeout=120)
    assert forced.returncode == 0 and ESCAPE.sub("", forced.stdout).strip()


def test_the_rule_book_on_a_dumb_terminal_is_printed_as_written() -> None:
    # TERM=dumb shows no style: the Markdown as written, as through a pipe and with
    # NO_COLOR, not rich's drawing (a row of box characters under each table's head).
    heads = {"en": "| trump   | J  | 9  | A  | 10 | K | Q | 8 | 7 | total |",
             "fr": "| atout    | V  | 9  | A  | 10 | R | D | 8 | 7 | total |"}
    for lang, head in heads.items():
        out, err, code = on_terminal("rules", "--lang", lang, TERM="dumb")
        assert (code, err) == (0, "")
        assert "\x1b" not in out and "─" not in out
        assert out == piped("rules", "--lang", lang).stdout
        assert head in out.splitlines()


def test_the_progress_bar_is_drawn_on_a_terminal_only() -> None:
    args = ("simulate", "--deals", "3000", "--seed", "1", "--bots", "random", "--jobs", "1")
    out, err, code = on_terminal(*args, stream="stderr")
    assert code == 0
    assert "/3,000 deals" in ESCAPE.sub("", err)  # the "done/total" column
    assert "Traceback" not in err
    through_pipe = piped(*args)
    assert "/3,000" not in through_pipe.stderr  # a pipe gets the speed line alone
    assert through_pipe.stderr.startswith("3,000 deals in ")
    assert out == through_pipe.stdout


#: A colour set by an SGR sequence: a foreground or background of the 16, 256 or RGB.
COLOUR = re.compile(r"\x1b\[(?:[0-9]+;)*(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9]+)*m")


def test_the_progress_bar_has_no_colour_with_no_color() -> None:
    # --no-color: no colour, even on a terminal (docs/cli.md), the progress bar's included;
    # without it the bar is coloured there.
    args = ("simulate", "--deals", "3000", "--seed", "1", "--bots", "random", "--jobs", "1")
    _, err, code = on_terminal(*args, "--no-color", stream="stderr")
    assert code == 0
    assert "/3,000 deals" in ESCAPE.sub("", err)
    assert not COLOUR.search(err), err
    _, err, code = on_terminal(*args, stream="stderr")
    assert code == 0
    assert COLOUR.search(err)


@pytest.mark.parametrize(("lang", "total", "unit"), [("en", "3,000", "deals"),
                                                     ("fr", "3\u202f000", "donnes")])
def test_the_progress_bar_groups_its_counts_as_the_report_does(lang: str, total: str,
                                                                unit: str) -> None:
    # The bar wrote 3000/3000 where the report and the speed line write 3,000 (French
    # 3 000, a narrow no-break space); a count under 1,000 stays as it is.
    from belote_cli.cli.terminal import counted

    assert counted(999, 3000, unit, lang) == f"999/{total} {unit}"
    assert counted(3000.0, 3000, unit, lang) == f"{total}/{total} {unit}"
    args = ("simulate", "--deals", "3000", "--seed", "1", "--bots", "random", "--jobs", "1",
            "--lang", lang)
    _, err, code = on_terminal(*args, stream="stderr")
    assert code == 0
    frames = ESCAPE.sub("", err)
    assert f"{total}/{total} {unit}" in frames, frames
    assert "3000" not in frames


@pytest.mark.parametrize(("lang", "count"), [("en", "13,750/30,000 deals"),
                                             ("fr", "13\u202f750/30\u202f000 donnes")])
@pytest.mark.parametrize("width", [40, 34])
def test_the_progress_bar_keeps_its_count_on_one_line_on_a_narrow_terminal(
        lang: str, count: str, width: int) -> None:
    # At 40 columns the count broke over two lines ('13,750/30,000' then 'deals' under
    # it), and in French '30 000' at its narrow no-break space: the bar gives way to it.
    import io

    from rich.console import Console
    from rich.progress import Progress as RichProgress

    from belote_cli.cli.terminal import Progress

    screen = Console(width=width, file=io.StringIO(), force_terminal=True, color_system=None)
    bar = RichProgress(*Progress.parts(count.split()[-1], lang), console=screen)
    bar.update(bar.add_task("", total=30000), completed=13750)
    screen.print(bar.make_tasks_table(bar.tasks))
    lines = screen.file.getvalue().splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1, lines
    assert count in lines[0] and "-:-" in lines[0]  # the time left, cut if need be
    assert len(lines[0]) <= width


#: A histogram's line: its label, then its bar, count and share.
HISTOGRAM_LINE = re.compile(r" +\d+-\d+ ")
BARS = re.compile("[█▏▎▍▌▋▊▉]")


@pytest.mark.parametrize(("lang", "cols", "env", "rules", "deals"), [
    ("en", 40, {}, (), 400), ("fr", 40, {}, (), 400), ("en", 60, {}, (), 400),
    ("fr", 60, {}, (), 400),
    ("en", 200, {"COLUMNS": "40"}, ("--rule", "variant=coinche"), 400),
    ("fr", 200, {"COLUMNS": "60"}, ("--rule", "variant=deux"), 10),
], ids=["en-40", "fr-40", "en-60", "fr-60", "coinche-COLUMNS=40", "deux-COLUMNS=60"])
def test_simulate_fits_its_histogram_in_a_narrow_terminal(
        lang: str, cols: int, env: dict[str, str], rules: tuple[str, ...],
        deals: int) -> None:
    # The histogram's lines are 72 columns (French 73): a terminal of 40 or 60 wrapped
    # each one over two rows. On a terminal narrower than that its bars shorten, each
    # line within the width, with the same labels, counts and shares, every other line
    # as through a pipe, which keeps its bytes whatever COLUMNS says. The coinche report
    # and belote à deux's have a histogram too. Its 17 lines are there whatever the
    # number of deals (those no deal fell in say 0): belote à deux's heuristic bots play
    # some 40 deals a second, so its case takes 10 deals (six taken, bars drawn), three
    # runs of a quarter of a second where 40 took 1 s each.
    width = int(env.get("COLUMNS", cols))
    args = ("simulate", "--deals", str(deals), "--seed", "1", "--jobs", "1", "--lang", lang,
            *rules)
    out, err, code = on_terminal(*args, cols=cols, **env)
    assert code == 0, err
    through_pipe = piped(*args, **env).stdout
    if env:
        assert through_pipe == piped(*args).stdout
    shown, usual = out.splitlines(), through_pipe.splitlines()
    assert len(shown) == len(usual)
    drawn = [(a, b) for a, b in zip(usual, shown, strict=True) if HISTOGRAM_LINE.match(a)]
    assert len(drawn) == 17
    assert all(len(b) <= width < len(a) for a, b in drawn), [b for _, b in drawn]
    assert all(BARS.sub("", a).split() == BARS.sub("", b).split() for a, b in drawn)
    assert any(BARS.search(b) for _, b in drawn)
    assert [a for a in usual if not HISTOGRAM_LINE.match(a)] == \
        [b for b in shown if not HISTOGRAM_LINE.match(b)]


# --- help, completion, Ctrl-C ----------------------------------------------------------------

@pytest.mark.parametrize("command", [[], ["play"], ["score"], ["simulate"], ["rules"]])
def test_short_help_is_the_help(command: list[str]) -> None:
    short = runner.invoke(app, [*command, "-h"])
    assert short.exit_code == 0
    assert short.output == runner.invoke(app, [*command, "--help"]).output
    assert "-h, --help" in short.output


def test_shell_completion_completes_commands_and_options() -> None:
    words = {"COMP_CWORD": "1", "_BELOTE_COMPLETE": "complete_bash"}
    done = piped(COMP_WORDS="belote sc", **words)
    assert done.stdout.split() == ["score"]
    done = piped(COMP_WORDS="belote simulate --de", COMP_CWORD="2",
                 _BELOTE_COMPLETE="complete_bash")
    assert set(done.stdout.split()) == {"--deals", "--dealer"}
    script = piped("--show-completion", "bash")
    assert script.returncode == 0 and "_BELOTE_COMPLETE" in script.stdout


def _under(shell: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    # ``belote ARGS`` as a child of ``shell`` (the trailing command keeps the shell as the
    # parent: a shell may otherwise exec its last command in its own place).
    line = " ".join([shlex.quote(sys.executable), "-m", "belote_cli", *args])
    return subprocess.run([shell, "-c", f"{line}; exit $?"], capture_output=True,
                          text=True, env=_env(**env), timeout=120, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("shell", ["sh", "bash"])
@pytest.mark.parametrize(("named", "marker"), [
    ("bash", "complete -o default -F _belote_completion belote"),
    ("zsh", "#compdef belote"),
    ("fish", "complete --command belote"),
    ("pwsh", "Register-ArgumentCompleter"),
])
def test_show_completion_uses_the_shell_named(shell: str, named: str, marker: str) -> None:
    if shutil.which(shell) is None:
        pytest.skip(f"no {shell} here")
    done = _under(shell, "--show-completion", named)
    assert done.returncode == 0, done.stderr
    assert marker in done.stdout
    assert "_BELOTE_COMPLETE" in done.stdout


def test_show_completion_of_a_shell_it_cannot_complete_says_so() -> None:
    # Under sh, with no shell named: Typer has no script for sh; the message says to name
    # one (exit 1). An unknown name is a bad value of a known option: exit 2, as the CLI
    # reference says (it exited 1). Both in French when the environment asks for it.
    done = _under("sh", "--show-completion")
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith("error: no completion for the shell that runs belote")
    assert "belote --show-completion bash" in done.stderr
    done = piped("--show-completion", "tcsh")
    assert done.returncode == 2
    assert done.stderr == ("error: unknown shell 'tcsh' (expected bash, zsh, fish, "
                           "powershell, pwsh)\n")
    assert "Traceback" not in done.stderr
    done = piped("--show-completion", "tcsh", BELOTE_LANG="fr")
    assert done.returncode == 2
    assert done.stderr == ("erreur\xa0: shell inconnu 'tcsh' (attendu\xa0: bash, zsh, fish, "
                           "powershell, pwsh)\n")
    done = _under("sh", "--show-completion", BELOTE_LANG="fr")
    assert done.returncode == 1
    assert done.stderr.startswith("erreur\xa0: pas de complétion pour le shell qui lance belote")


#: The command lines and environments of a Ctrl-C, and what it says: the language of
#: --lang, else BELOTE_LANG (it said "interrupted" in English while the program loaded).
CTRL_C_CASES = [
    (["score", "-"], {}, "interrupted\n"),
    (["score", "-", "--lang", "fr"], {}, "interrompu\n"),
    (["simulate"], {"BELOTE_LANG": "fr"}, "interrompu\n"),
    # The program's --lang, before the command (docs/cli.md: belote --lang fr play).
    (["--lang", "fr", "score", "-"], {}, "interrompu\n"),
]


def _without_language(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("BELOTE_LANG", "LC_ALL", "LC_MESSAGES", "LANG")}
    return {**env, **extra}


@pytest.mark.parametrize(("args", "environment", "said"), CTRL_C_CASES)
def test_ctrl_c_while_the_program_loads_prints_one_line(args: list[str],
                                                        environment: dict[str, str],
                                                        said: str) -> None:
    # Ctrl-C arrives during the first import that is not the standard library's: Typer,
    # rich or the engine, whichever comes first. The entry point imports nothing else
    # (but the module that reads the language asked for, itself the standard library's).
    code = f"""if True:
        import sys
        class Interrupt:
            def find_spec(self, name, path=None, target=None):
                top = name.split(".")[0]
                if name in sys.modules or top in sys.stdlib_module_names:
                    return None
                if name in ("belote_cli", "belote_cli._compat", "belote_cli.launch",
                            "belote_cli.system", "belote_cli.system.environment"):
                    return None
                raise KeyboardInterrupt
        sys.meta_path.insert(0, Interrupt())
        sys.argv = ["belote", *{args!r}]
        from belote_cli.launch import main
        main()
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env=_without_language(**environment))
    assert done.returncode == 130
    assert done.stderr == said
    assert done.stdout == ""


@pytest.mark.parametrize("during", ["belote_cli.system.environment", "typing"])
def test_ctrl_c_while_the_entry_point_itself_loads_prints_one_line(during: str) -> None:
    # A Ctrl-C as the entry point imports what reads the language (here sent as that
    # module, or the first it imports, is looked for) came before main's handling: a
    # KeyboardInterrupt traceback from inside the import. docs/cli.md: "at any moment,
    # while the program loads included".
    code = f"""if True:
        import os, signal, sys
        sys.modules.pop("typing", None)
        class Interrupt:
            def find_spec(self, name, path=None, target=None):
                if name == {during!r}:
                    os.kill(os.getpid(), signal.SIGINT)
                return None
        sys.meta_path.insert(0, Interrupt())
        sys.argv = ["belote", "score", "-", "--lang", "fr"]
        from belote_cli.launch import main
        main()
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL, env=_without_language())
    assert (done.returncode, done.stderr, done.stdout) == (130, "interrompu\n", "")


def test_importing_the_entry_point_leaves_ctrl_c_to_python() -> None:
    # It held Ctrl-C until main() ran: a program that imports it without calling main (the
    # tests do) lost every Ctrl-C after. A Ctrl-C held while it loaded is said once.
    code = """if True:
        import os, signal, sys
        class Interrupt:
            def find_spec(self, name, path=None, target=None):
                if name == "belote_cli.system.environment":
                    os.kill(os.getpid(), signal.SIGINT)
                return None
        sys.meta_path.insert(0, Interrupt())
        from belote_cli import launch
        print(signal.getsignal(signal.SIGINT) is signal.default_int_handler, launch._HELD)
        sys.argv = ["belote", "--version"]
        for _ in range(2):
            try:
                launch.main()
            except SystemExit as e:
                print(e.code)
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL, env=_without_language())
    lines = done.stdout.splitlines()
    assert lines[0] == "True [2]"  # Python's own handler again, the Ctrl-C held
    assert lines[1] == "130" and done.stderr == "interrupted\n"
    assert lines[2].startswith("belote ")  # the second call runs: --version, exit 0
    assert lines[3:] == ["0"]


@pytest.mark.parametrize(("args", "environment", "said"), CTRL_C_CASES)
def test_ctrl_c_while_the_command_line_is_parsed_prints_one_line(
        args: list[str], environment: dict[str, str], said: str) -> None:
    # Ctrl-C after the program has loaded, before the command runs: Typer ended it in
    # silence (exit 130, nothing said).
    code = f"""if True:
        import os, signal, sys
        from belote_cli import cli
        parse = cli._Commands.parse_args
        def interrupted(self, ctx, args):
            os.kill(os.getpid(), signal.SIGINT)
            return parse(self, ctx, args)
        cli._Commands.parse_args = interrupted
        sys.argv = ["belote", *{args!r}]
        from belote_cli.launch import main
        main()
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL,
                          env=_without_language(**environment))
    assert (done.returncode, done.stderr, done.stdout) == (130, said, "")


#: Modules the handler of a Ctrl-C before the command runs read its words from, before
#: it read them from the entry point's module alone: a Ctrl-C while one of them was still
#: being imported (the command's module loads them) made that half-made module an
#: ImportError traceback, exit 1.
HALF_IMPORTED = ["belote_cli.texts", "belote_cli.cli.commands.common"]


@pytest.mark.parametrize("module", HALF_IMPORTED)
@pytest.mark.parametrize(("lang", "said"), [("en", "interrupted\n"), ("fr", "interrompu\n")])
def test_ctrl_c_while_the_command_loads_a_module_prints_one_line(module: str, lang: str,
                                                                 said: str) -> None:
    # The Ctrl-C comes once the command line's handler is set, while ``module`` is half
    # imported (its own imports under way): one line, exit 130, as at any other time.
    code = f"""if True:
        import os, signal, sys
        class Interrupt:
            sent = False
            def find_spec(self, name, path=None, target=None):
                half = sys.modules.get({module!r})
                handler = getattr(signal.getsignal(signal.SIGINT), "__name__", "")
                if (not self.sent and half is not None and handler != "default_int_handler"
                        and getattr(half.__spec__, "_initializing", False)):
                    self.sent = True
                    os.kill(os.getpid(), signal.SIGINT)
                return None
        sys.meta_path.insert(0, Interrupt())
        sys.argv = ["belote", "play", "--lang", {lang!r}]
        from belote_cli.launch import main
        main()
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL, env=_without_language())
    assert (done.returncode, done.stderr, done.stdout) == (130, said, "")


#: A Ctrl-C while the program loads (the first import not the standard library's) and
#: while the command line is parsed (after it has loaded), as the two tests above make it.
LOADING = """if True:
    import sys
    class Interrupt:
        def find_spec(self, name, path=None, target=None):
            top = name.split(".")[0]
            if name in sys.modules or top in sys.stdlib_module_names:
                return None
            if name in ("belote_cli", "belote_cli._compat", "belote_cli.launch",
                        "belote_cli.system", "belote_cli.system.environment"):
                return None
            raise KeyboardInterrupt
    sys.meta_path.insert(0, Interrupt())
"""
PARSING = """if True:
    import os, signal
    from belote_cli import cli
    parse = cli._Commands.parse_args
    def interrupted(self, ctx, args):
        os.kill(os.getpid(), signal.SIGINT)
        return parse(self, ctx, args)
    cli._Commands.parse_args = interrupted
"""


@pytest.mark.parametrize("when", [LOADING, PARSING])
@pytest.mark.parametrize(("lang", "said"), [("en", "interrupted"), ("fr", "interrompu")])
def test_ctrl_c_while_loading_or_parsing_is_said_on_a_line_of_its_own_on_a_terminal(
        when: str, lang: str, said: str) -> None:
    # The terminal echoes the Ctrl-C as ^C where the cursor is, at the start of the line
    # under the command typed: what the command says starts a line of its own, as play,
    # score and simulate say it (it read "^Cinterrupted").
    code = when + f"""
import sys
sys.argv = ["belote", "score", "-", "--lang", {lang!r}]
from belote_cli.launch import main
main()
"""
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-c", code], env=_env(),
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=slave,
                            start_new_session=True)
    os.close(slave)
    try:
        assert proc.wait(timeout=120) == 130
        text = _read_all(master).decode().replace("\r\n", "\n")
    finally:
        os.close(master)
    assert proc.stdout is not None and proc.stdout.read() == b""
    proc.stdout.close()
    assert text == f"\n{said}\n"


def _reading_stdin(pid: int) -> bool:
    """True once ``pid`` is blocked reading its standard input (Linux's /proc/PID/syscall:
    read, on descriptor 0)."""
    fields = Path(f"/proc/{pid}/syscall").read_text().split()
    return len(fields) > 1 and fields[0] == "0" and int(fields[1], 16) == 0


@pytest.mark.skipif(not Path("/proc/self/syscall").exists(), reason="no /proc/PID/syscall")
@pytest.mark.parametrize(("lang", "said"), [("en", "interrupted"), ("fr", "interrompu")])
def test_ctrl_c_typed_while_score_reads_a_terminal_is_said_on_a_line_of_its_own(
        lang: str, said: str) -> None:
    # belote score - on a terminal: a line begun, then Ctrl-C, which the terminal echoes
    # as ^C after it; what the command says starts a line of its own (it read
    # "trump: H^Cinterrupted").
    master, slave = os.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "belote_cli", "score", "-", "--lang", lang],
                            env=_env(), stdin=slave, stdout=slave, stderr=slave,
                            start_new_session=True)
    os.close(slave)
    try:
        for _ in range(6000):
            if _reading_stdin(proc.pid):
                break
            time.sleep(0.01)
        os.write(master, b"trump: H")
        # Echoed (the ^C would drop an echo unread): waited for 60 s at most.
        end = time.monotonic() + 60
        seen = b""
        while not seen.endswith(b"trump: H"):
            left = end - time.monotonic()
            if left <= 0:
                pytest.fail(f"waited 60 s for the echo of 'trump: H'; read {seen!r}")
            if select.select([master], [], [], min(left, 0.05))[0]:
                seen += os.read(master, 1024)
        # Ctrl-C typed: echoed as ^C, and the signal sent as the terminal would (it is
        # no controlling terminal here).
        os.write(master, b"\x03")
        os.kill(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=120) == 130
        text = (seen + _read_all(master)).decode().replace("\r\n", "\n")
    finally:
        os.close(master)
    assert "trump: H^C" in text
    assert text.endswith(f"\n{said}\n"), text


@pytest.mark.parametrize(("before", "inside"), [
    (signal.SIG_IGN, signal.SIG_IGN),
    (lambda signum, frame: None, signal.default_int_handler),
], ids=["ignored", "handled"])
def test_a_command_keeps_ctrl_c_ignored_and_else_makes_it_a_keyboard_interrupt(
        before: object, inside: object) -> None:
    # A program started with Ctrl-C ignored ('nohup belote simulate', a job a script puts
    # in the background) keeps ignoring it while its command runs; with any other handler
    # (the one cli.main sets while the command line is parsed) the command gets Python's
    # KeyboardInterrupt back, which it says as 'interrupted', exit 130.
    from belote_cli.cli.commands.common import reports_errors

    seen: list[object] = []

    @reports_errors
    def command() -> None:
        seen.append(signal.getsignal(signal.SIGINT))

    old = signal.signal(signal.SIGINT, before)  # type: ignore[arg-type]
    try:
        command()
    finally:
        signal.signal(signal.SIGINT, old)
    assert seen == [inside]


def test_what_a_ctrl_c_says_while_loading_is_the_catalogues() -> None:
    from belote_cli.launch import INTERRUPTED
    from belote_cli.texts import say

    assert {lang: say("interrupted", lang) for lang in ("en", "fr")} == INTERRUPTED


def test_a_help_or_a_version_that_cannot_be_written_is_said_in_one_line() -> None:
    # A help is written by click before any command runs: a Latin-1 or cp1252 output that
    # cannot take its suits (play's help names 10♥ among the cards it reads) gets the
    # commands' one line, not a UnicodeEncodeError traceback.
    for encoding, lang, said in (
            ("latin-1", "en", "error: standard output is in latin-1, which cannot write "
                              "'\\u2665': run belote with a UTF-8 locale (LANG=en_US.UTF-8) "
                              "or PYTHONIOENCODING=utf-8\n"),
            ("cp1252", "fr", "erreur\xa0: la sortie standard est en cp1252, qui ne peut pas "
                             "écrire '\\u2665'\xa0: lancez belote avec une locale UTF-8 "
                             "(LANG=fr_FR.UTF-8) ou PYTHONIOENCODING=utf-8\n")):
        done = subprocess.run([sys.executable, "-m", "belote_cli", "play", "-h", "--lang", lang],
                              capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                              timeout=60)
        assert (done.returncode, done.stdout) == (1, b""), done.stderr[-300:]
        assert done.stderr.decode(encoding) == said


def test_what_cannot_be_written_is_said_in_one_line() -> None:
    # A terminal or a file in Latin-1 cannot take the suits: one line, no traceback.
    for encoding in ("latin-1", "cp1252"):  # cp1252's codec calls itself "charmap"
        done = piped("score", MADE, PYTHONIOENCODING=encoding)
        assert done.returncode == 1
        assert done.stderr == (f"error: standard output is in {encoding}, which cannot write "
                               "'\\u2665': run belote with a UTF-8 locale (LANG=en_US.UTF-8) "
                               "or PYTHONIOENCODING=utf-8\n")
    # Standard output closed: --version says so, as every command does (it exited 0).
    closed = subprocess.run([sys.executable, "-m", "belote_cli", "--version"],
                            capture_output=False, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, env=_env(), timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert closed.returncode == 1
    assert closed.stderr == "error: standard output is closed: nowhere to print\n"
    # In French, where the error output says ASCII: written in UTF-8 as every other message,
    # its no-break spaces (and accents) whole, not as '\xa0'.
    closed = subprocess.run([sys.executable, "-m", "belote_cli", "--lang", "fr", "--version"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=_env(PYTHONIOENCODING="ascii"), timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert closed.returncode == 1
    assert closed.stderr.decode("utf-8") == (
        "erreur\xa0: la sortie standard est fermée\xa0: nulle part où écrire\n")
    if not os.path.exists("/dev/full"):
        return
    # A full disk under the help or the version (click's callbacks, before any command).
    for args in (["--version"], ["--help"], ["score", "-h"], ["--show-completion", "bash"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run([sys.executable, "-m", "belote_cli", *args], stdout=full,
                                  stderr=subprocess.PIPE, text=True, env=_env(), timeout=60)
        assert done.returncode == 1, args
        assert done.stderr == "error: cannot write the output: No space left on device\n"


@pytest.mark.skipif(not hasattr(os, "pipe"), reason="no pipes here")
@pytest.mark.parametrize(("args", "gone"), [
    (["--help"], "stdout"), (["--version"], "stdout"), (["--lang", "fr", "-h"], "stdout"),
    # A usage error (exit 2 else: a missing argument, a bad value) whose error output's
    # reader is gone: click's report of it fails while it is written.
    (["score"], "stderr"), (["play", "--deals", "0"], "stderr"),
])
def test_a_help_a_version_or_a_usage_error_whose_reader_is_gone_ends_with_1(
        args: list[str], gone: str) -> None:
    # 'belote -h | head -0': the reader of the output gone before the program's own help,
    # version or usage error is written (before any command runs) is bad input like any
    # other, exit 1, with nothing more printed, not even a message (docs/cli.md's exit
    # codes), not a BrokenPipeError traceback.
    read, write = os.pipe()
    os.close(read)
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, gone: write}
    try:
        done = subprocess.run([sys.executable, "-m", "belote_cli", *args], env=_env(),
                              timeout=60, **streams)
    finally:
        os.close(write)
    # Nothing on the other stream either.
    other = done.stderr if gone == "stdout" else done.stdout
    assert (done.returncode, other) == (1, b"")


@pytest.mark.parametrize(("args", "said"), [
    (["score", MADE, "--rule", "--lang", "fr"],
     "error: standard output is closed: nowhere to print\n"),
    (["score", MADE, "--lang", "fr"],
     "erreur\xa0: la sortie standard est fermée\xa0: nulle part où écrire\n"),
])
def test_the_closed_output_is_said_in_the_language_of_the_command_line_after_the_program(
        args: list[str], said: str) -> None:
    # The language of what the program says before a command runs is read from the
    # command line after the program's name: score's --rule takes "--lang" as its value
    # (its rule), so the first line asks for no language (English, none in the
    # environment); the second asks for French.
    closed = subprocess.run([sys.executable, "-m", "belote_cli", *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=_without_language(PYTHONIOENCODING="utf-8"), timeout=60,
                            preexec_fn=lambda: os.close(1))
    assert (closed.returncode, closed.stderr.decode("utf-8")) == (1, said)


def test_json_is_never_refused_for_the_output_s_encoding() -> None:
    # examples/revoke.belote's revoke is 'must follow ♠': where the output lacks ♠ (Latin-1,
    # cp1252), --json writes it '\u2660', the same document to a JSON reader, where the
    # whole document was refused; in UTF-8 the ♠ itself.
    import json

    revoke = str(EXAMPLES / "revoke.belote")
    for encoding in ("latin-1", "cp1252"):
        done = subprocess.run([sys.executable, "-m", "belote_cli", "score", "--json", revoke],
                              capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                              timeout=60)
        assert (done.returncode, done.stderr) == (0, b""), done.stderr
        assert done.stdout.isascii()
        assert b'"rule": "must follow \\u2660"' in done.stdout
        assert json.loads(done.stdout) == json.loads(in_utf_8("score", "--json", revoke).stdout)
    assert '"rule": "must follow ♠"' in in_utf_8("score", "--json", revoke).stdout.decode()
    # simulate's document names the seed as given: 'é' alone is written in Latin-1 as it
    # is, 'é♠' with escapes, both where 'é♠' was refused.
    args = ["simulate", "--json", "--deals", "2", "--jobs", "1", "--seed"]
    for seed, written in (("é", b'"seed": "\xe9"'), ("é♠", b'"seed": "\\u00e9\\u2660"')):
        done = subprocess.run([sys.executable, "-m", "belote_cli", *args, seed],
                              capture_output=True, env=_env(PYTHONIOENCODING="latin-1"),
                              timeout=60)
        assert done.returncode == 0, done.stderr
        assert written in done.stdout
        assert json.loads(done.stdout.decode("latin-1"))["seed"] == seed


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252", "ascii"])
def test_json_with_escapes_is_indented_as_in_utf_8(encoding: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # The document an output cannot write as it is (♠ in Latin-1, cp1252, ASCII) is the
    # same json.dumps(..., indent=2), its ♠ written \u2660: two blanks a level.
    import io

    from belote_cli.cli.commands.common import json_text

    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding=encoding))
    assert json_text({"rule": ["must follow ♠"]}) == (
        '{\n  "rule": [\n    "must follow \\u2660"\n  ]\n}')


def test_json_on_an_output_that_names_no_encoding_is_written_as_it_is(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # An output that names no encoding (a StringIO, as a program running a command in
    # Python may give it) takes any text: the ♠ written as it is, two blanks a level, where
    # the document would be encoded in no encoding at all (a TypeError).
    import io

    from belote_cli.cli.commands.common import json_text

    monkeypatch.setattr(sys, "stdout", io.StringIO())
    assert json_text({"rule": ["must follow ♠"]}) == (
        '{\n  "rule": [\n    "must follow ♠"\n  ]\n}')


def test_a_cp1252_output_is_named_cp1252_not_by_its_codec_s_name(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # cp1252's codec calls itself 'charmap' in its errors: the message names the output's
    # encoding, cp1252, as the user set it.
    import io

    from belote_cli.cli.commands.common import unwritable

    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding="cp1252"))
    monkeypatch.setattr(sys, "stderr", io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    with pytest.raises(UnicodeEncodeError) as refused:
        "10♠".encode("cp1252")
    assert refused.value.encoding == "charmap"
    assert unwritable(refused.value)["encoding"] == "cp1252"


def test_what_cannot_be_written_is_named_by_its_first_character() -> None:
    # The error spans the whole run of characters the encoding lacks: the message names the
    # first, once, not forty blocks of simulate's longest bar.
    from belote_cli.cli.commands.common import unwritable

    error = UnicodeEncodeError("latin-1", "50-59 \u2588\u2588\u2588\u258d 3", 6, 10,
                               "ordinal not in range(256)")
    assert unwritable(error) == {"encoding": "latin-1", "text": "'\\u2588'"}
    # simulate's report with a known hand names its cards by their suits: refused, the
    # first suit named.
    done = subprocess.run([sys.executable, "-m", "belote_cli", "simulate", "--lang", "fr",
                           "--deals", "20", "--seed", "1", "--hand", "JS 9S AS 10H KD",
                           "--retourne", "7S"], capture_output=True,
                          env=_env(PYTHONIOENCODING="latin-1"), timeout=120)
    assert (done.returncode, done.stdout) == (1, b"")
    assert done.stderr.decode("latin-1") == (
        "erreur\xa0: la sortie standard est en latin-1, qui ne peut pas écrire '\\u2660'"
        "\xa0: lancez belote avec une locale UTF-8 (LANG=fr_FR.UTF-8) ou "
        "PYTHONIOENCODING=utf-8\n")


@pytest.mark.parametrize(("encoding", "lang"), [("latin-1", "en"), ("cp1252", "fr")])
def test_a_report_whose_bars_an_output_cannot_write_draws_them_with_hashes(
        encoding: str, lang: str) -> None:
    # The histogram's blocks and the tally's check are decoration: an output in Latin-1 or
    # cp1252, which has the report's figures and accents but none of them, gets the same
    # report with each bar a '#' in each cell its blocks fill and 'OK' for the check,
    # where it refused the whole report naming '\u2588'.
    args = [sys.executable, "-m", "belote_cli", "simulate", "--lang", lang, "--deals", "200",
            "--seed", "1"]
    unicode = in_utf_8(*args[3:])
    plain = subprocess.run(args, capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                           timeout=120)
    assert (plain.returncode, unicode.returncode) == (0, 0), plain.stderr[-300:]
    text = unicode.stdout.decode("utf-8")
    assert "\u2588" in text and text.endswith(" \u2713\n")
    expected = re.sub("[\u2588\u258f\u258e\u258d\u258c\u258b\u258a\u2589]+",
                      lambda run: "#" * len(run.group()), text)
    assert plain.stdout.decode(encoding) == expected[:-2] + "OK\n"


@pytest.mark.parametrize("handler", ["replace", "backslashreplace"])
def test_an_error_handler_in_pythonioencoding_still_gets_bars_of_hashes(handler: str) -> None:
    # docs/cli.md's Encodings section: under an error handler chosen after the encoding
    # (latin-1:replace), simulate draws its bars for the encoding alone, '#' in each cell
    # its blocks fill and 'OK' for the check, not the handler's '?' (or '\u2588') for
    # each block; the bullet of the handler says so.
    page = (Path(__file__).resolve().parent.parent / "docs" / "cli.md").read_text("utf-8")
    section = page.split("\n## Encodings\n", 1)[1].split("\n## ", 1)[0]
    bullet = " ".join(section.split("- **An error handler chosen", 1)[1].split(
        "\n\n", 1)[0].split())
    assert "`simulate`'s bars" in bullet and "the bars with `#`, not with the handler's `?`" \
        in bullet and "the mark `OK`" in bullet, bullet
    args = [sys.executable, "-m", "belote_cli", "simulate", "--deals", "200", "--seed", "1"]
    unicode = in_utf_8(*args[3:])
    handled = subprocess.run(args, capture_output=True,
                             env=_env(PYTHONIOENCODING=f"latin-1:{handler}"), timeout=120)
    assert (handled.returncode, unicode.returncode) == (0, 0), handled.stderr[-300:]
    text = unicode.stdout.decode("utf-8")
    expected = re.sub("[\u2588\u258f\u258e\u258d\u258c\u258b\u258a\u2589]+",
                      lambda run: "#" * len(run.group()), text)
    assert "#" in expected and text.endswith(" \u2713\n")
    assert handled.stdout.decode("latin-1") == expected[:-2] + "OK\n"


# A French text groups thousands with a narrow no-break space (U+202F), which Latin-1 and
# cp1252 lack: they have the no-break space U+00A0, written in its place on stdout and on
# stderr, where stdout refused the text and stderr wrote it as the six characters '\u202f'.
NO_BREAK_THOUSAND_MILLION = "1\xa0000\xa0000\xa0000"


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
def test_french_thousands_are_written_with_the_no_break_space_latin_1_has(
        encoding: str) -> None:
    # simulate's speed line (stderr): 3 000 deals of random bots run at thousands a second,
    # both counts grouped by the no-break space Latin-1 has.
    done = subprocess.run([sys.executable, "-m", "belote_cli", "simulate", "--lang", "fr",
                           "--deals", "3000", "--bots", "random", "--jobs", "1"],
                          capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                          timeout=120)
    assert done.returncode == 0, done.stderr[-300:]
    assert re.fullmatch(r"3\xa0000 donnes en \d+,\d\d s\xa0: \d{1,3}(\xa0\d{3})+ donnes/s "
                        r"\(1 processus\)\n", done.stderr.decode(encoding)), done.stderr
    # The limits of --deals and --target (stderr): a bad value, exit 2 as click's.
    for args, said in (
            (["simulate", "--deals", "2000000000"],
             f"--deals va jusqu'à {NO_BREAK_THOUSAND_MILLION} au plus (valeur donnée\xa0: "
             "2000000000)"),
            (["play", "--target", "10000000000"],
             "--target doit être un nombre de points positif, au plus "
             f"{NO_BREAK_THOUSAND_MILLION} (valeur donnée\xa0: 10000000000)")):
        done = subprocess.run([sys.executable, "-m", "belote_cli", *args, "--lang", "fr"],
                              capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                              stdin=subprocess.DEVNULL, timeout=60)
        assert (done.returncode, done.stdout) == (2, b""), done.stderr[-300:]
        assert done.stderr.decode(encoding) == f"erreur\xa0: {said}\n"
    # The French help of simulate and play (stdout) names the same limits: refused still
    # for what the encoding lacks besides (simulate's ♠ in the known-hand examples, its
    # cœurs written 'coeurs' in Latin-1; play's 10♥), as the English help is, where the
    # refusal named '\u202f'; written whole under an error handler, the limits with U+00A0.
    for command, lacking, limit in (
            ("simulate", "\\u2660",
             f"Combien de donnes jouer, de 1 à {NO_BREAK_THOUSAND_MILLION}."),
            ("play", "\\u2665", f"Jouer une partie en POINTS, de 1 à {NO_BREAK_THOUSAND_MILLION}")):
        args = [sys.executable, "-m", "belote_cli", command, "--lang", "fr", "--help"]
        done = subprocess.run(args, capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                              timeout=60)
        assert (done.returncode, done.stdout) == (1, b""), command
        assert f"ne peut pas écrire '{lacking}'" in done.stderr.decode(encoding), done.stderr
        done = subprocess.run(args, capture_output=True,
                              env=_env(PYTHONIOENCODING=f"{encoding}:backslashreplace"),
                              timeout=60)
        assert done.returncode == 0, done.stderr[-300:]
        assert limit in done.stdout.decode(encoding) and b"\\u202f" not in done.stdout
    # UTF-8 keeps the narrow space, byte for byte.
    done = in_utf_8("simulate", "--lang", "fr", "--help")
    assert done.returncode == 0 and "de 1 à 1\u202f000\u202f000\u202f000.".encode() in done.stdout
    # docs/cli.md and cli.fr.md say so, where they said the French help was written in
    # Latin-1, which is true of belote --help alone.
    root = Path(__file__).resolve().parent.parent / "docs"
    for page, heading in (("cli.md", "Encodings"), ("cli.fr.md", "Encodages")):
        text = (root / page).read_text("utf-8").split(f"\n## {heading}\n", 1)[1]
        section = " ".join(text.split("\n## ", 1)[0].split())
        assert "U+00A0" in section and "`belote --help --lang fr`" in section, page


def written(text: str, encoding: str, errors: str = "strict") -> bytes:
    """``text`` as a stream in ``encoding`` with the command line's handler of substitutes
    (over ``errors``, the handler a user chose) writes it."""
    import io

    from belote_cli.cli.commands.common import write_substitutes

    stream = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors=errors)
    write_substitutes(stream)
    stream.write(text)
    stream.flush()
    return stream.buffer.getvalue()  # type: ignore[attr-defined]


def test_a_stream_writes_the_narrow_space_as_a_space_its_encoding_has() -> None:
    import io

    from belote_cli.cli.commands.common import write_substitutes

    assert written("1\u202f000\u202f000", "latin-1") == b"1\xa0000\xa0000"
    assert written("1\u202f000", "cp1252") == b"1\xa0000"
    assert written("1\u202f000", "ascii") == b"1 000"  # no U+00A0 either: a plain space
    assert written("1\u202f000", "utf-8") == "1\u202f000".encode()
    # What else the encoding lacks goes to the handler chosen, alone, even beside a space.
    assert written("\u2665\u202f\u2665\u202f", "latin-1", "backslashreplace") == \
        b"\\u2665\xa0\\u2665\xa0"
    assert written("10\u2665\u202f", "latin-1", "replace") == b"10?\xa0"
    # A character it lacks that ends the text goes to the handler as well, alone or not.
    assert written("10\u2665", "latin-1", "replace") == b"10?"
    assert written("\u202f\u2665\u2660", "latin-1", "replace") == b"\xa0??"
    with pytest.raises(UnicodeEncodeError) as refused:
        written("1\u202f000 \u2665\u2665", "latin-1")
    assert (refused.value.start, refused.value.end) == (6, 8)
    # Set again (the refusal's backslashreplace on stderr): the spaces kept, not wrapped twice.
    stream = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
    write_substitutes(stream)
    write_substitutes(stream, "backslashreplace")
    assert stream.errors == "belote-substitutes:iso8859-1:backslashreplace"
    stream.write("\u2665\u202f")
    stream.flush()
    assert stream.buffer.getvalue() == b"\\u2665\xa0"  # type: ignore[attr-defined]


def test_a_stream_writes_oe_and_the_ellipsis_as_its_encoding_spells_them() -> None:
    french = "C\u0153ur, \u0152UVRE\u2026 1\u202f000"
    assert written(french, "latin-1") == b"Coeur, OEUVRE... 1\xa0000"
    # cp1252 has œ, Œ and … (0x9c, 0x8c, 0x85): kept; its missing narrow space as before.
    assert written(french, "cp1252") == b"C\x9cur, \x8cUVRE\x85 1\xa0000"
    assert written(french, "ascii") == b"Coeur, OEUVRE... 1 000"
    assert written(french, "utf-8") == french.encode()
    # A suit beside them still goes to the handler chosen, alone; refused under "strict",
    # the error spanning the suits only, the first one named.
    assert written("\u2665\u0153\u2026\u202f\u2660", "latin-1", "backslashreplace") == \
        b"\\u2665oe...\xa0\\u2660"
    assert written("10\u2665\u2026", "latin-1", "replace") == b"10?..."
    with pytest.raises(UnicodeEncodeError) as refused:
        written("c\u0153ur \u2665\u2666\u2026", "latin-1")
    assert (refused.value.start, refused.value.end) == (5, 7)


# French writes two more characters Latin-1 lacks, each with a spelling Latin-1 has: the
# 'œ' of cœur (and 'Œ') as 'oe' ('OE'), and the ellipsis '…' as three dots. cp1252 has both
# and keeps them; a suit has no such spelling and is refused (stdout) or written '\u2665'
# (stderr) as before.
@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
def test_french_oe_and_the_ellipsis_are_spelt_as_latin_1_spells_them(
        encoding: str, tmp_path: Path) -> None:
    from belote_cli.build import native

    latin_1 = encoding == "latin-1"
    oe, dots = ("oe", "...") if latin_1 else ("\u0153", "\u2026")

    def run(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run([sys.executable, "-m", "belote_cli", *args],
                              capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                              stdin=subprocess.DEVNULL, timeout=120)

    # belote --version --lang fr names the native core 'cœur natif', where Latin-1 refused
    # it naming '\u0153'. (Without the native core it reads 'Python pur'.)
    done = run("--version", "--lang", "fr")
    assert (done.returncode, done.stderr) == (0, b""), done.stderr[-300:]
    core = f"c{oe}ur natif" if native() else "Python pur"
    assert re.fullmatch(rf"belote \S+ \({core}, boucles de simulation [^()]+\)\n",
                        done.stdout.decode(encoding)), done.stdout
    # The French help of rules, whose topics' line says 'cards, taking… ;', where Latin-1
    # refused it naming '\u2026': the UTF-8 help with three dots, lines as wrapped there.
    done = run("rules", "--lang", "fr", "-h")
    assert (done.returncode, done.stderr) == (0, b""), done.stderr[-300:]
    unicode = in_utf_8("rules", "--lang", "fr", "-h").stdout.decode("utf-8")
    assert "cards, taking\u2026\xa0;" in unicode
    assert done.stdout.decode(encoding) == unicode.replace("\u2026", dots)
    # simulate's line on stderr when --jobs asks for more processes than the machine has
    # cores: '--jobs 1000 ramené aux 2 cœurs de cette machine', written '\u0153' in Latin-1.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert cores is not None
    done = run("simulate", "--lang", "fr", "--deals", "400", "--seed", "cap", "--bots",
               "random", "--jobs", "1000")
    assert done.returncode == 0, done.stderr[-300:]
    capped = f"ramené aux {cores} c{oe}urs" if cores > 1 else f"ramené au seul c{oe}ur"
    assert done.stderr.decode(encoding).endswith(f", --jobs 1000 {capped} de cette machine)\n")
    # score's problems on stderr quote a deal file's lines with '…': the dots written, the
    # hearts of the same line still '\u2665', never a letter in place of a suit.
    bad = tmp_path / "bad.belote"
    bad.write_text("atout: \u2665\nfoo: 1\n", "utf-8")
    done = run("score", "--lang", "fr", str(bad))
    assert (done.returncode, done.stdout) == (1, b""), done.stderr[-300:]
    hearts = "\\u2665"
    assert done.stderr.decode(encoding) == (
        f"{bad}:1: ni plis ('1: A{hearts} 7{hearts} 10{hearts} R{hearts}') ni tas "
        f"('NS: {dots}')\n"
        f"{bad}:2:1: clé inconnue 'foo' (attendu atout, preneur, donneur, entame, règles, "
        "belote, contrat, annonce, NS, EO, dernier, partie, langue, variante, paquet, "
        f"échange, main ou un pli '1: {dots}')\n"
        f"erreur\xa0: 2 problèmes dans {bad}\n")
    # Cards are never spelled otherwise: play's help (10♥) is refused as before.
    done = run("play", "--lang", "fr", "-h")
    assert (done.returncode, done.stdout) == (1, b"")
    assert "ne peut pas écrire '\\u2665'" in done.stderr.decode(encoding)
    # docs/cli.md and cli.fr.md's Encodings sections say so.
    root = Path(__file__).resolve().parent.parent / "docs"
    for page, heading in (("cli.md", "Encodings"), ("cli.fr.md", "Encodages")):
        text = (root / page).read_text("utf-8").split(f"\n## {heading}\n", 1)[1]
        section = " ".join(text.split("\n## ", 1)[0].split())
        assert "`œ` (`Œ`)" in section and "`oe` (`OE`)" in section and "`...`" in section, page
        assert "`belote rules --lang fr -h`" in section and "(`coeur natif`)" in section, page


def test_a_stream_writes_the_check_mark_and_the_dash_as_latin_1_spells_them() -> None:


    # The tally's check mark (U+2713), which neither Latin-1 nor cp1252 has, is 'OK'; the
    # dash of no value (U+2014), which cp1252 has (0x97) and Latin-1 lacks, '-'.
    text = "152 + 10 = 162 \u2713, rate \u2014"
    assert written(text, "latin-1") == b"152 + 10 = 162 OK, rate -"
    assert written(text, "cp1252") == b"152 + 10 = 162 OK, rate \x97"
    assert written(text, "ascii") == b"152 + 10 = 162 OK, rate -"
    assert written(text, "utf-8") == text.encode()
    # A suit, and the cross of a tally that fails, still go to the handler chosen.
    assert written("10\u2665 \u2713 \u2717", "latin-1", "backslashreplace") == \
        b"10\\u2665 OK \\u2717"
    with pytest.raises(UnicodeEncodeError) as refused:
        written("\u2713\u2014 \u2665", "latin-1")
    assert (refused.value.start, refused.value.end) == (3, 4)


def test_an_encoding_python_does_not_know_is_taken_to_write_everything() -> None:
    # writes(): None (Unicode) and a codec no one knows write every character (the
    # output's own error says what fails), where Latin-1 lacks the bars' block and ♥.
    from belote_cli.core.substitutes import writes

    for encoding in (None, "utf-8", "no-such-codec"):
        assert writes(encoding, "\u2588\u2665"), encoding
    assert not writes("latin-1", "\u2588") and not writes("latin-1", "\u2665")


def test_only_a_terminal_with_termios_and_echoctl_is_taken_to_echo_a_ctrl_c(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A pseudo-terminal as stty sets one (ISIG, ECHO, ECHOCTL) echoes a Ctrl-C as ^C; a
    # system without termios (Windows), or whose termios has no ECHOCTL, is never taken to.
    import pty

    from belote_cli.system.environment import echoes_ctrl_c

    master, slave = pty.openpty()
    with os.fdopen(slave, "w") as stream:
        try:
            attrs = termios.tcgetattr(slave)
            attrs[3] |= termios.ISIG | termios.ECHO | termios.ECHOCTL
            termios.tcsetattr(slave, termios.TCSANOW, attrs)
            assert echoes_ctrl_c(stream)
            with monkeypatch.context() as patch:
                patch.delattr(termios, "ECHOCTL")
                assert not echoes_ctrl_c(stream)
            with monkeypatch.context() as patch:
                patch.setitem(sys.modules, "termios", None)  # import termios: ImportError
                assert not echoes_ctrl_c(stream)
        finally:
            os.close(master)


# score's help ends its first line with the tally it prints, '152 + 10 = 162 ✓', whose
# check mark Latin-1 and cp1252 lack: written 'OK' as simulate's report writes its tally's,
# where the whole help was refused naming '\u2713'.
@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_score_s_help_writes_its_check_mark_as_ok(encoding: str, lang: str) -> None:
    args = [sys.executable, "-m", "belote_cli", "score", "--lang", lang, "-h"]
    unicode = in_utf_8(*args[3:])
    done = subprocess.run(args, capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                          timeout=60)
    assert (done.returncode, done.stderr) == (0, b""), done.stderr[-300:]
    text = unicode.stdout.decode("utf-8")
    assert "162 \u2713." in text  # French wraps before 162
    assert done.stdout.decode(encoding) == text.replace("\u2713", "OK")
    assert "162 OK." in done.stdout.decode(encoding)
    # docs/cli.md and cli.fr.md's Encodings sections say so.
    root = Path(__file__).resolve().parent.parent / "docs"
    for page, heading in (("cli.md", "Encodings"), ("cli.fr.md", "Encodages")):
        text = (root / page).read_text("utf-8").split(f"\n## {heading}\n", 1)[1]
        section = " ".join(text.split("\n## ", 1)[0].split())
        assert "`belote score -h`" in section and "(`162 OK`)" in section, page


# coinche's report gives a dash for the rate of a level no contract reached: Latin-1, which
# lacks it, writes '-'; cp1252 has it and keeps it. The rest as in UTF-8, the bars '#' and
# the check 'OK'.
@pytest.mark.parametrize(("encoding", "lang"), [("latin-1", "fr"), ("cp1252", "en")])
def test_a_coinche_report_writes_its_dash_of_no_value_as_the_encoding_can(
        encoding: str, lang: str) -> None:
    args = [sys.executable, "-m", "belote_cli", "simulate", "--lang", lang, "--deals", "30",
            "--seed", "1", "--rule", "variant=coinche", "--jobs", "1"]
    unicode = in_utf_8(*args[3:])
    plain = subprocess.run(args, capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                           timeout=120)
    assert (plain.returncode, unicode.returncode) == (0, 0), plain.stderr[-300:]
    text = unicode.stdout.decode("utf-8")
    assert "\u2014" in text and text.endswith(" \u2713\n")
    expected = re.sub("[\u2588\u258f\u258e\u258d\u258c\u258b\u258a\u2589]+",
                      lambda run: "#" * len(run.group()), text)[:-2] + "OK\n"
    if encoding == "latin-1":
        expected = expected.replace("\u2014", "-")
    assert plain.stdout.decode(encoding) == expected


# --- exit codes of bad option values ----------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["play", "--target", "10000000000"],  # above the largest target: as --target 0
    ["play", "--target", "0"],
    ["play", "--seed", "-1"],  # it played the game of --seed 1 (random.Random drops signs)
    ["play", "--bots", ""],
    ["simulate", "--ew", ""],  # an empty bot name is not "the default bot"
    ["simulate", "--ns", " "],
    ["simulate", "--bots", ""],
    ["score", MADE, "--lang", "de"],
    ["rules", "--lang", "xx"],
])
def test_a_bad_value_of_a_known_option_exits_2(args: list[str]) -> None:
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: ")
    assert "Traceback" not in result.output


def test_lang_in_any_case_in_every_command() -> None:
    french = runner.invoke(app, ["score", MADE, "--lang", "FR"])
    assert french.exit_code == 0
    assert french.stdout == runner.invoke(app, ["score", MADE, "--lang", "fr"]).stdout
    assert french.stdout.startswith("atout ♥")
    play = runner.invoke(app, ["play", "--discovery", "--seed", "4", "--lang", "FR"],
                         input="1\n" * 8)
    assert play.exit_code == 0


def test_jobs_are_capped_at_the_cores() -> None:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    args = ["simulate", "--deals", "400", "--seed", "cap", "--bots", "random"]
    many = runner.invoke(app, [*args, "--jobs", "1000"])
    assert many.exit_code == 0
    last = many.stderr.strip().splitlines()[-1]
    s = "s" * (cores != 1)
    assert last.endswith(f", --jobs 1000 capped at the {cores} core{s} here)")
    assert many.stdout == runner.invoke(app, [*args, "--jobs", "1"]).stdout


def test_too_few_deals_for_the_jobs_are_said_so() -> None:
    # 100 deals are one chunk of work: one job runs them, whatever --jobs asks. The line
    # said "1 job, --jobs 1000 capped at the 2 cores here", as if the cores had capped it.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if cores == 1:
        pytest.skip("one core: the cap and the chunks both give one job")
    few = runner.invoke(app, ["simulate", "--deals", "100", "--seed", "cap", "--bots",
                              "random", "--jobs", "1000"])
    assert few.exit_code == 0
    last = few.stderr.strip().splitlines()[-1]
    assert last.endswith("(1 job: too few deals to share among --jobs 1000)"), last


def test_a_few_expert_deals_are_shared_among_the_jobs() -> None:
    # An expert deal costs about a third of a second: 4 of them are four chunks of one,
    # shared by two jobs, where chunks of at least 100 deals left them to one job ('too
    # few deals to share among --jobs 2'); the same report as one job's.
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if cores == 1:
        pytest.skip("one core: --jobs 2 is capped at one job")
    args = ["simulate", "--deals", "4", "--seed", "x", "--ns", "expert", "--ew", "random"]
    two = runner.invoke(app, [*args, "--jobs", "2"])
    assert two.exit_code == 0, two.output
    assert two.stderr.strip().splitlines()[-1].endswith("(2 jobs)")
    assert two.stdout == runner.invoke(app, [*args, "--jobs", "1"]).stdout


def test_a_hint_says_thinking_on_a_terminal_only() -> None:
    # Seed 21: South takes hearts and leads. On a terminal "thinking…" shows while the
    # hint is searched, then is erased (carriage return, clear line) before the hint;
    # through a pipe nothing of it is printed.
    out, err, code = on_terminal("play", "--seed", "21", stdin="1\nhint\nquit\n")
    assert code == 0, err
    assert "thinking…\r\x1b[2K" in out
    assert out.index("thinking…") < out.index("Hint: ")
    plain = piped("play", "--seed", "21", stdin="1\nhint\nquit\n")
    assert "thinking" not in plain.stdout and "Hint: " in plain.stdout
    fr, _, _ = on_terminal("play", "--seed", "21", "--lang", "fr", stdin="1\nconseil\nquit\n")
    assert "réflexion…\r\x1b[2K" in fr


@pytest.mark.parametrize(("lang", "said"), [("en", "reviewing the deal…"),
                                            ("fr", "bilan de la donne…")])
def test_play_review_through_a_pipe_says_the_review_is_under_way_on_a_terminal_only(
        lang: str, said: str) -> None:
    # Seed 3, every answer 1: S takes ♦ and plays the deal out; --review then searches the
    # deal before its tally (a second or so), where a game piped in said nothing
    # meanwhile. The game's lines piped into a file or a program, its standard error a
    # terminal: the word there, erased (carriage return, clear line) once the review is
    # ready, as a progress bar goes to a terminal's stderr; the transcript on standard
    # output byte for byte that of a run through pipes alone, which says nothing of it
    # anywhere. Its output a terminal too (its input piped): the word there, erased
    # before the tally, as hint's "thinking…".
    args = ("play", "--seed", "3", "--review", "--lang", lang)
    heading = "Review of deal 1" if lang == "en" else "Bilan de la donne 1"
    out, err, code = on_terminal(*args, stdin="1\n" * 20, stream="stderr")
    assert code == 0, err
    assert err == f"{said}\r\x1b[2K"
    through_pipes = piped(*args, stdin="1\n" * 20)
    assert through_pipes.returncode == 0
    assert out == through_pipes.stdout and through_pipes.stderr == ""
    assert heading in out and said not in out
    seen, err, code = on_terminal(*args, stdin="1\n" * 20)
    assert code == 0 and err == "", err
    assert f"{said}\r\x1b[2K" in seen
    assert seen.index(said) < seen.index(heading)
    assert seen.count(said) == 1


@pytest.mark.parametrize(("lang", "word", "said", "heading"), [
    ("en", "review", "reviewing the deal…", "Review of deal 1"),
    ("fr", "bilan", "bilan de la donne…", "Bilan de la donne 1"),
])
def test_review_typed_through_a_pipe_says_the_review_is_under_way(
        lang: str, word: str, said: str, heading: str) -> None:
    # Seed 3, nine answers 1: S takes ♦ and plays the deal out. review typed after the
    # last deal (the question "Enter: leave · review: …"), or at deal 2's first question
    # of a match, said "thinking…" ("réflexion…") while the deal was searched, where
    # --review says what is being done: "reviewing the deal…" ("bilan de la donne…"). On
    # standard error when it is the terminal, on standard output when that one is.
    deal = "1\n" * 9
    for args, stdin in ((("--seed", "3"), f"{deal}{word}\n"),
                        (("--seed", "3", "--target", "300"), f"{deal}{word}\nquit\n")):
        out, err, code = on_terminal("play", *args, "--lang", lang, stdin=stdin,
                                     stream="stderr")
        assert code == 0, err
        assert err == f"{said}\r\x1b[2K"
        assert heading in out and said not in out
        seen, err, code = on_terminal("play", *args, "--lang", lang, stdin=stdin)
        assert code == 0 and err == "", err
        assert seen.count(f"{said}\r\x1b[2K") == 1 and "thinking" not in seen
        assert "réflexion" not in seen
        assert seen.index(said) < seen.index(heading)


def test_a_hint_through_a_pipe_says_thinking_on_a_terminal_s_standard_error() -> None:
    # The hint's search likewise: "thinking…" on standard error when it is a terminal and
    # standard output is not, erased once the hint is ready; the transcript unchanged.
    args = ("play", "--seed", "21")
    out, err, code = on_terminal(*args, stdin="1\nhint\nquit\n", stream="stderr")
    assert code == 0, err
    assert err == "thinking…\r\x1b[2K"
    assert out == piped(*args, stdin="1\nhint\nquit\n").stdout and "Hint: " in out


def test_the_french_cli_reference_s_latin_1_refusal_is_what_score_prints() -> None:
    # docs/cli.fr.md's Encodings section: its block, the command and the one line on
    # stderr as printed (its no-break spaces too), exit 1 and nothing on stdout.
    page = (Path(__file__).resolve().parent.parent / "docs" / "cli.fr.md").read_text("utf-8")
    block = page.split("  $ PYTHONIOENCODING=", 1)[1].split("  ```", 1)[0]
    command, said = (line.removeprefix("  ") for line in block.strip("\n").split("\n"))
    encoding, _, words = command.partition(" belote ")
    assert encoding == "latin-1" and words == "score --lang fr examples/made.belote"
    done = subprocess.run([sys.executable, "-m", "belote_cli", *words.split()],
                          capture_output=True, env=_env(PYTHONIOENCODING=encoding),
                          timeout=60, cwd=Path(__file__).resolve().parent.parent)
    assert (done.returncode, done.stdout) == (1, b""), done.stderr[-300:]
    assert done.stderr.decode(encoding) == said + "\n"


class _Tty:
    """A stream that says whether it is a terminal; its width is os.get_terminal_size's,
    which the test stands in for."""

    def __init__(self, tty: bool = True) -> None:
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty

    def fileno(self) -> int:
        return 99


@pytest.mark.parametrize(("tty", "given", "width", "expected"), [
    (True, None, 100, 100),        # the terminal's own width
    (True, "40", 100, 40),         # COLUMNS first, as rich reads it
    (True, " 60 ", 100, 60),       # its blanks apart
    (True, "1", 100, 1),           # the least whole number above 0
    (True, "0", 100, 100),         # not above 0: the terminal's
    (True, "-5", 100, 100),
    (True, "abc", 100, 100),
    (True, "٤٠", 100, 100),        # Arabic-Indic 40: no ASCII digits
    (True, None, 0, None),         # a terminal that says 0 columns
    (True, None, None, None),      # one that does not say its width
    (False, "40", 100, None),      # no terminal: a pipe keeps its bytes, whatever COLUMNS
])
def test_the_terminal_columns_come_from_columns_or_the_terminal(
        monkeypatch: pytest.MonkeyPatch, tty: bool, given: str | None, width: int | None,
        expected: int | None) -> None:
    # cli.terminal.columns, which simulate's histogram fits itself to, read from its
    # docstring: COLUMNS when a whole number above 0, else the terminal's width, None
    # where there is no terminal or no width.
    from belote_cli.cli import terminal

    def size(fd: int) -> os.terminal_size:
        assert fd == 99
        if width is None:
            raise OSError("no width")
        return os.terminal_size((width, 24))

    monkeypatch.setattr(sys, "stderr", _Tty(tty))
    monkeypatch.setattr(sys, "stdout", _Tty(False))
    monkeypatch.setattr(os, "get_terminal_size", size)
    if given is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", given)
    assert terminal.columns(err=True) == expected
    assert terminal.columns() is None  # standard output, here no terminal


def test_a_closed_stream_or_none_is_no_terminal(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    # cli.terminal.is_tty, read from its docstring: False for a file, a pipe, a closed
    # stream or none; a closed stream's isatty raises ValueError, an object without one
    # AttributeError, and neither is a terminal nor lets the error out.
    from belote_cli.cli import terminal

    with open(tmp_path / "out.txt", "w", encoding="utf-8") as closed:
        pass
    assert terminal.is_tty(closed) is False
    assert terminal.is_tty(object()) is False  # type: ignore[arg-type]
    assert terminal.is_tty(None) is False
    assert terminal.is_tty(_Tty(True)) is True  # type: ignore[arg-type]
    # A closed standard output draws nothing in colour and has no width.
    monkeypatch.setattr(sys, "stdout", closed)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLUMNS", "40")
    assert terminal.wants_colour(False) is False
    assert terminal.columns() is None
