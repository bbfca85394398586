"""The help of the command line in the user's language (``belote -h``, ``belote COMMAND
-h``): in French where the command line (``--lang fr``) or the environment (``BELOTE_LANG``,
the locale) asks for it, as every message of the program.

The commands declare their help in English; ``texts.help`` holds each text's French, by
command and parameter. A command's French help is put in place on the command before click
formats it, so that click wraps the French as it wraps the English; the words of click's
own frame (``Usage:``, ``Options:``, ``[default: …]``…) are put in French in the formatted
text. The placeholders (``FILE``, ``--rule NAME=VALUE``, ``COMMAND``) are put in French on
the command too, from ``texts.help``'s table, so that click wraps them as the rest, and
the usage errors of a French command line name them so (``il manque l'argument
'FICHIER'``).
"""

from __future__ import annotations

import re
from typing import Any

from ..texts import CATALOGUE
from ..texts.help import PLACEHOLDERS


def key(command: str, param: str | None = None) -> str:
    """The catalogue's key of a command's help (``cli_help_play``), or of one of its
    parameters' (``cli_help_play_seed``); ``belote`` is the program itself."""
    return f"cli_help_{command}" if param is None else f"cli_help_{command}_{param}"


def french(command: str, param: str | None = None) -> str | None:
    """The French help of ``command`` (or of its parameter ``param``), None if there is
    none."""
    pair = CATALOGUE.get(key(command, param))
    return None if pair is None else pair[1]


def placeholder_in_french(placeholder: str) -> str:
    """A placeholder of the help (``FILE``, ``NAME=VALUE``, ``SEAT:"CARDS"``, ``COMMAND
    [ARGS]...``), each of its words in French (``FICHIER``, ``NOM=VALEUR``…); a word the
    table does not hold, or one in French already, is left as it is."""
    return re.sub(r"[A-Z]+", lambda word: PLACEHOLDERS.get(word[0], word[0]), placeholder)


def put_in_french(command: str, target: Any, params: list[Any]) -> None:
    """Give ``target`` (a click command or group named ``command``) and ``params`` their
    French help, where the catalogue has it, and their placeholders in French (the
    options' values and the arguments, a group's ``COMMAND [ARGS]...``)."""
    text = french(command)
    if text is not None:
        target.help = text
        target.short_help = None  # click takes it from the help's first sentence
    for attribute in ("options_metavar", "subcommand_metavar"):
        if isinstance(getattr(target, attribute, None), str):
            setattr(target, attribute, placeholder_in_french(getattr(target, attribute)))
    for param in params:
        name = getattr(param, "name", None)
        text = french(command, name) if isinstance(name, str) else None
        if text is not None:
            param.help = text
        help_option_in_french(param)
        if isinstance(getattr(param, "metavar", None), str):
            param.metavar = placeholder_in_french(param.metavar)


def _frame(name: str) -> tuple[str, str]:
    return CATALOGUE[f"cli_help_frame_{name}"]


def help_option_in_french(option: Any) -> None:
    """Give click's help option (``-h, --help``) its French text, where it has click's
    English one, so that click wraps the French as it wraps the rest: the text put in
    French once formatted (``frame_in_french``) stays English where a narrow terminal
    had it wrapped over two lines."""
    english, french_text = _frame("help")
    if getattr(option, "help", None) == english:
        option.help = french_text


#: The fewest columns the help is wrapped to on a narrow terminal (``fit_to_terminal``).
MIN_WIDTH = 20

#: The widest option or argument of a narrow terminal's help with its text beside it; a
#: wider one has its text on the lines under it, indented by this and 2 more.
NARROW_COLUMN = 6


def fit_to_terminal(ctx: Any) -> None:
    """Have click wrap the help within the terminal it is printed on where that is
    narrower than click's own floor of 50 columns (a phone's 40 columns: lines of 50,
    their words cut by the terminal), 2 columns less than its width as click leaves,
    ``MIN_WIDTH`` at the fewest; a wider terminal, a pipe, a file and a width given on
    ``ctx`` are left to click (the same bytes as before)."""
    if getattr(ctx, "terminal_width", None) is not None:
        return
    from .terminal import columns

    width = columns()
    if width is None or width - 2 >= 50:
        return
    ctx.terminal_width = max(width - 2, MIN_WIDTH)
    # Each option's help under it, not in a column of its own beside the widest option
    # (up to 30 columns), which would leave the help a few words a line and cut a long
    # word (``LANG=fr_FR.UTF-8``).
    make_formatter = ctx.make_formatter

    def narrow_formatter() -> Any:
        formatter = make_formatter()
        write_dl = formatter.write_dl

        def write_narrow(rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
            write_dl(rows, min(col_max, NARROW_COLUMN), col_spacing)

        formatter.write_dl = write_narrow
        return formatter

    ctx.make_formatter = narrow_formatter


def framed(text: str, lang: str) -> str:
    """A help formatted by click, in ``lang``: its frame in French (``frame_in_french``)
    where ``lang`` is ``fr``; in either language without the backslash that Typer's oldest
    releases allowed here leave before ``[default: …]`` and ``[required]``, and with a
    whole number of seconds as typed (``[default: 10]``), where click 8.0 shows the float
    (``10.0``)."""
    text = text.replace("\\[", "[")
    text = re.sub(r"(\[default:\s+\d+)\.0\]", r"\1]", text)
    return frame_in_french(text) if lang == "fr" else text


def frame_in_french(text: str) -> str:
    """A help formatted by click, the words of its frame put in French: the usage line's
    ``Usage:``, the section titles, the help option's text, ``[default: …]`` and
    ``[required]`` (even where click wrapped them over two lines)."""
    usage_en, usage_fr = _frame("usage")
    titles = dict(_frame(name) for name in ("arguments", "options", "commands"))
    lines = []
    for line in text.split("\n"):
        if line.startswith(usage_en + " "):
            line = usage_fr + line[len(usage_en):]
        elif line in titles:
            line = titles[line]
        lines.append(line)
    out = "\n".join(lines)
    help_en, help_fr = _frame("help")
    default_en, default_fr = _frame("default")
    required_en, required_fr = _frame("required")
    out = out.replace(help_en, help_fr)
    out = re.sub(r"\[" + re.escape(default_en) + r":(\s+)", "[" + default_fr + "\u00a0:\\1",
                 out)
    return re.sub(r"\[" + re.escape(required_en) + r"\]", "[" + required_fr + "]", out)
