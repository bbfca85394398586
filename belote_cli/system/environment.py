"""The environment variables the library reads itself (the command line reads the others:
``NO_COLOR``), and the language the environment and a command line ask for
(``BELOTE_LANG``, the locale, ``--lang``), and whether the terminal echoes a Ctrl-C as
``^C``: the standard library only, so that what starts the command (``launch``) can say a
Ctrl-C in that language, on a line of its own, before anything else loads.

``BELOTE_PURE_PYTHON``: set to ``1`` (or ``true``, ``yes``, ``on``), the solver runs its
pure-Python reference even where the native core was built, and an install builds nothing
(``setup.py`` reads it the same way). Unset, empty, ``0``, ``false``, ``no`` or ``off``:
the native core where it was built.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import IO

#: The values of a switch that mean "off" (any case; spaces around ignored).
OFF = ("", "0", "false", "no", "off")


def switched_on(name: str) -> bool:
    """True when the environment variable ``name`` is set to anything but an "off" value."""
    return os.environ.get(name, "").strip().lower() not in OFF


def pure_python() -> bool:
    """True when ``BELOTE_PURE_PYTHON`` asks for the pure-Python search."""
    return switched_on("BELOTE_PURE_PYTHON")


LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")

#: What the command says of a Ctrl-C, by language: the text catalogue's ``interrupted``,
#: here for what cannot load the catalogue, which may be half imported when the Ctrl-C
#: comes (the entry point ``launch``, the command line's handler before a command runs);
#: a test keeps the two the same.
INTERRUPTED = {"en": "interrupted", "fr": "interrompu"}


def environment_language() -> str:
    """The language the environment asks for, as written: ``BELOTE_LANG`` when set (``en``
    or ``fr``; ``options.language`` checks it), else ``fr`` for a French locale
    (``LANG=fr_FR.UTF-8``, ``LC_ALL=fr_CA``), else ``en``."""
    chosen = os.environ.get("BELOTE_LANG", "").strip()
    if chosen:
        return chosen
    return locale_language()


def locale_language() -> str:
    """``fr`` for a French locale (the first of ``LOCALE_VARIABLES`` set:
    ``LANG=fr_FR.UTF-8``, ``LC_ALL=fr_CA``), else ``en``."""
    for name in LOCALE_VARIABLES:
        value = os.environ.get(name, "").strip()
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


#: The options of each command that take a value, ``--lang`` aside: the token after one
#: is its value, whatever it is, as click reads it (``belote play --record --lang -h``
#: records to a file named ``--lang`` and prints the help). ``tests/test_usage_errors.py``
#: checks them against the commands' options.
VALUED_OPTIONS: dict[str, frozenset[str]] = {
    "play": frozenset({"--bots", "--dealer", "--deck", "--from", "--import", "--pause", "--record",
                       "--resume", "--rule", "--seed", "--target", "-r"}),
    "rules": frozenset(),
    "score": frozenset({"--rule", "-r"}),
    "simulate": frozenset({"--bots", "--csv", "--dealer", "--deals", "--ew", "--hand",
                           "--import", "--jobs", "--ns", "--record", "--retourne", "--round",
                           "--rule", "--scheduler", "--scheduler-timeout", "--seed", "--start",
                           "-j", "-n", "-r"}),
}


#: Where the command line's context keeps its tokens (``belote ARGS``), for what is said
#: in the language they ask for (``language_of``) once the parser has taken them.
COMMAND_LINE = "belote_cli.args"

#: The languages the program speaks (``--lang`` and ``BELOTE_LANG`` take these).
LANGUAGES = ("en", "fr")


def _langs_given(args: Sequence[str], swallowed: list[str] | None = None
                 ) -> tuple[str | None, str | None]:
    """The values of the last ``--lang`` before the command's name (the program's) and of
    the last one after it (the command's), as typed; None for none. ``swallowed``, where
    given, gets the values of each ``--lang`` that the parser takes as another option's
    value (``--seed --lang fr``), in their order."""
    given: list[str | None] = [None, None]
    tokens = list(args)
    command: str | None = None  # the first word that is no option
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token == "--lang" and i + 1 < len(tokens):
            given[command is not None] = tokens[i + 1]  # whatever it is: --lang --lang
            i += 1
        elif command is not None and token in VALUED_OPTIONS.get(command, ()):
            i += 1  # its value, whatever it is: --record --lang, --record --
            value = tokens[i] if i < len(tokens) else ""
            if swallowed is not None and value.startswith("--lang="):
                swallowed.append(value[len("--lang="):])
            elif swallowed is not None and value == "--lang" and i + 1 < len(tokens):
                swallowed.append(tokens[i + 1])
        elif token == "--":
            break
        elif token.startswith("--lang="):
            given[command is not None] = token[len("--lang="):]
        elif command is None and not token.startswith("-"):
            command = token
        i += 1
    return given[0], given[1]


def lang_given(args: Sequence[str]) -> str | None:
    """The value of the last ``--lang`` of the command line ``belote ARGS`` (before
    ``--``), as typed; None without one. The value of another option is skipped, as click
    skips it (``--record --lang`` records to ``--lang``)."""
    program, command = _langs_given(args)
    return command if command is not None else program


def swallowed_language(args: Sequence[str]) -> str | None:
    """The language of the last ``--lang`` of ``belote ARGS`` that another option took as
    its value (``belote score --rule --lang fr``: the rule ``--lang``, the file ``fr``),
    where it is one; None otherwise. The command's own refusal of what the parser gave it
    is said in that language, as the parser's errors are (``language_of``)."""
    swallowed: list[str] = []
    _langs_given(args, swallowed)
    for chosen in reversed(swallowed):
        if chosen.strip().lower() in LANGUAGES:
            return chosen.strip().lower()
    return None


def language_of(args: Sequence[str], mistyped: bool = False) -> str:
    """``fr`` or ``en``: the language the command line ``belote ARGS`` asks for, in the
    order of docs/cli.md: the command's last ``--lang`` (before ``--``), else the
    program's (``belote --lang fr play``), else the environment's; a ``--lang`` that is no
    language (``--lang de``, which the command refuses once the parser is done) is passed
    over for the next, and a ``BELOTE_LANG`` that is none for the locale's. For what is
    said before the command's own options are read (its help, the parser's errors) and for the
    refusal of such a ``--lang``. ``mistyped``: for the parser's error, a ``--lang`` it
    took as another option's value counts too, after those it reads (``belote play
    --seed --lang fr`` is refused in French: its ``fr`` is an extra argument)."""
    swallowed: list[str] = []
    given = _langs_given(args, swallowed if mistyped else None)
    for chosen in (*reversed(given), *reversed(swallowed), environment_language(),
                   locale_language()):
        lang = None if chosen is None else chosen.strip().lower()
        if lang in LANGUAGES:
            return lang
    return "en"


def echoes_ctrl_c(stream: IO[str]) -> bool:
    """True when ``stream`` is a terminal that echoes a Ctrl-C typed on it as ``^C``
    (``ECHO`` and ``ECHOCTL``, as ``stty`` sets a terminal by default); a pipe, a file or
    a terminal without ``termios`` (Windows) do not."""
    try:
        import termios
    except ImportError:
        return False
    echoctl: int = getattr(termios, "ECHOCTL", 0)
    try:
        lflag: int = termios.tcgetattr(stream.fileno())[3]
    except (termios.error, OSError, AttributeError, ValueError):
        return False
    wanted = termios.ISIG | termios.ECHO | echoctl
    return echoctl != 0 and lflag & wanted == wanted

