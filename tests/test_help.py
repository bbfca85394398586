"""The help of the command line in French (``belote -h``, ``belote COMMAND -h`` with ``--lang
fr`` or ``BELOTE_LANG=fr``): every command's text and every option's from the catalogue
(``texts.help``), whose English is the help the commands declare; the frame of click's
help in French; the English help as it was."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import typer.main
from typer.testing import CliRunner

from belote_cli.cli import COMMANDS, app
from belote_cli.cli.helptext import frame_in_french, framed, key
from belote_cli.cli.rulebook import FRENCH as RULEBOOK_FRENCH
from belote_cli.cli.rulebook import topic_name
from belote_cli.texts import CATALOGUE

runner = CliRunner()


def flowed(text: str) -> str:
    """A help text as click shows it: each paragraph's lines joined."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in text.split("\n\n"))


def unwrapped(text: str) -> str:
    """Text without its spaces: the same, however click wrapped it (at spaces, or after a
    hyphen)."""
    return re.sub(r"\s+", "", text)


def _english() -> tuple[Any, Any, dict[str, Any]]:
    """The program's group, a context of it, and each command, with their English help."""
    group = typer.main.get_command(app)
    ctx = group.make_context("belote", ["play"])
    commands = {name: group.get_command(ctx, name) for name in COMMANDS}
    return group, ctx, commands


def _declared() -> list[tuple[str, str]]:
    """``(key, English help)`` of the program, each command and each of their parameters
    (the help option's own text is the frame's)."""
    group, ctx, commands = _english()
    out = [(key("belote"), group.help)]
    out += [(key("belote", p.name), p.help) for p in group.get_params(ctx) if p.name != "help"]
    for name, command in commands.items():
        out.append((key(name), command.help))
        out += [(key(name, p.name), p.help) for p in command.params]
    return out


@pytest.mark.parametrize(("name", "english"), _declared())
def test_the_catalogue_holds_the_help_each_command_declares(name: str, english: str) -> None:
    # A help changed in English and not in French fails here.
    assert name in CATALOGUE, f"no French help for {name}"
    assert flowed(CATALOGUE[name][0]) == flowed(english)


def test_every_help_in_the_catalogue_is_declared() -> None:
    declared = {name for name, _ in _declared()}
    ours = {name for name in CATALOGUE
            if name.startswith("cli_help_") and not name.startswith("cli_help_frame_")}
    assert ours == declared


def run(args: list[str], lang: str = "en") -> Any:
    return runner.invoke(app, args, prog_name="belote", env={"BELOTE_LANG": lang})


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_help_in_french(command: str) -> None:
    r = run([command, "-h", "--lang", "fr"])
    assert r.exit_code == 0
    text = r.stdout
    assert text.startswith(f"Utilisation\xa0: belote {command} [OPTIONS]")
    assert "\nOptions\xa0:\n" in text
    assert "Affiche cette aide et quitte." in text
    # Every text of the command in French, wrapped by click as it wraps the English.
    _, _, commands = _english()
    for param in commands[command].params:
        assert unwrapped(CATALOGUE[key(command, param.name)][1]) in unwrapped(text)
    first = CATALOGUE[key(command)][1].split("\n\n")[0]
    assert f"\n  {first}\n" in text
    # No word of click's English frame is left.
    for english in ("Usage:", "Options:", "Arguments:", "Show this message", "[default:",
                    "[required]"):
        assert english not in text
    # No line longer than click's 80 columns, none starting with French punctuation, and
    # no '(-' (standard output) at the end of one, away from the words that say so.
    for line in text.splitlines():
        assert len(line) <= 80, line
        assert not re.match(r"\s*[:;?!]", line), line
        assert not line.endswith("(-"), line


#: The placeholders the English help shows (the options' values, the arguments, the usage
#: line's COMMAND), none of which the French help may show, and the French of each, as the
#: French rule book writes them (``--rule NOM=VALEUR``, ``belote rules CHAPITRE``, the
#: ``places`` of the table) and as French command lines do (``ls [OPTION]... [FICHIER]...``).
#: N, POINTS, OPTIONS, ARGS and SHELL are French as they are.
ENGLISH_PLACEHOLDERS = {
    "FILE": "FICHIER", "NAME": "NOM", "VALUE": "VALEUR", "SEAT": "PLACE", "CARDS": "CARTES",
    "CARD": "CARTE", "SECONDS": "SECONDES", "TEXT": "TEXTE", "LANG": "LANGUE",
    "TOPIC": "CHAPITRE", "ADDRESS": "ADRESSE", "COMMAND": "COMMANDE",
}


def _shown(word: str, text: str) -> bool:
    """Whether ``text`` shows placeholder ``word`` (``NAME`` in ``NAME=VALUE``), not as a
    part of another word or of an environment variable (``BELOTE_LANG``,
    ``LANG=fr_FR.UTF-8``)."""
    return re.search(rf"(?<![\w-]){word}(?![\w]|=[a-z0-9])", text) is not None


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_the_french_help_shows_no_english_placeholder(command: str) -> None:
    # The French help said 'Utilisation : belote score [OPTIONS] FILE', '-r, --rule
    # NAME=VALUE', '--dealer SEAT', '--lang LANG', 'COMMAND [ARGS]...'.
    args = [command] if command else []
    english = run([*args, "-h"], "en").stdout
    for french in (run([*args, "-h", "--lang", "fr"], "en").stdout,
                   run([*args, "-h"], "fr").stdout):
        assert french.startswith("Utilisation\xa0: belote")
        for word in ENGLISH_PLACEHOLDERS:
            assert not _shown(word, french), (command, word)
    # The test finds them where they are: in the English help of the same command.
    assert any(_shown(word, english) for word in ENGLISH_PLACEHOLDERS)


@pytest.mark.parametrize(("command", "english", "french"), [
    ("", "belote [OPTIONS] COMMAND [ARGS]...", "belote [OPTIONS] COMMANDE [ARGS]..."),
    ("", "--lang LANG ", "--lang LANGUE "),
    ("score", "belote score [OPTIONS] FILE\n", "belote score [OPTIONS] FICHIER\n"),
    ("score", "\n  FILE  The deal file", "\n  FICHIER  Le fichier de donne"),
    ("score", "-r, --rule NAME=VALUE ", "-r, --rule NOM=VALEUR "),
    ("rules", "belote rules [OPTIONS] [TOPIC]\n", "belote rules [OPTIONS] [CHAPITRE]\n"),
    ("rules", "\n  TOPIC  One part", "\n  CHAPITRE  Un chapitre"),
    ("play", "--target POINTS ", "--target POINTS "),
    ("play", "--seed N ", "--seed N "),
    ("play", "--bots NAME ", "--bots NOM "),
    ("play", "--dealer SEAT ", "--dealer PLACE "),
    ("play", "--record FILE ", "--record FICHIER "),
    ("play", "--deck CARDS ", "--deck CARTES "),
    ("play", "--pause SECONDS ", "--pause SECONDES "),
    ("simulate", "--seed TEXT ", "--seed TEXTE "),
    ("simulate", "--ns NAME ", "--ns NOM "),
    ("simulate", "--csv FILE ", "--csv FICHIER "),
    ("simulate", "--scheduler ADDRESS ", "--scheduler ADRESSE "),
    ("simulate", "--scheduler-timeout SECONDS ", "--scheduler-timeout SECONDES "),
    ("simulate", '--hand SEAT:"CARDS" ', '--hand PLACE:"CARTES" '),
    ("simulate", "--retourne CARD ", "--retourne CARTE "),
    ("simulate", "--dealer SEAT ", "--dealer PLACE "),
])
def test_each_placeholder_in_french(command: str, english: str, french: str) -> None:
    args = [command, "-h"] if command else ["-h"]
    assert english in run(args, "en").stdout
    assert french in run(args, "fr").stdout


@pytest.mark.parametrize(("command", "english", "french"), [
    # The French help names a placeholder as the option's line shows it: 'dans FICHIER'.
    ("play", "Write each finished deal to FILE in", "Écrit chaque donne finie dans FICHIER au"),
    ("simulate", "Write one CSV row per deal to FILE (-", "par donne dans FICHIER (-"),
    ("simulate", "Write every deal to FILE in", "Écrit chaque donne dans FICHIER au"),
    ("play", "Play a match to POINTS, 1", "Jouer une partie en POINTS, de 1"),
])
def test_the_french_help_names_placeholders_as_its_options_show_them(
        command: str, english: str, french: str) -> None:
    assert english in " ".join(run([command, "-h"], "en").stdout.split())
    assert french in " ".join(run([command, "-h"], "fr").stdout.split())


def test_every_placeholder_the_commands_declare_has_its_french() -> None:
    # A new option's placeholder (--round ROUND) gets its French in texts.help, or the
    # French help would show the English word.
    from belote_cli.cli.helptext import placeholder_in_french
    from belote_cli.texts.help import PLACEHOLDERS

    group, ctx, commands = _english()
    shown = [group.options_metavar, group.subcommand_metavar]
    for params in [group.get_params(ctx), *(c.params for c in commands.values())]:
        shown += [p.metavar for p in params if p.metavar is not None]
    words = {word for text in shown for word in re.findall(r"[A-Z]+", text)}
    assert words - {"N", "POINTS", "OPTIONS", "ARGS", "MODULE"} == set(ENGLISH_PLACEHOLDERS)
    assert words <= set(PLACEHOLDERS)
    for word, in_french in ENGLISH_PLACEHOLDERS.items():
        assert PLACEHOLDERS[word] == in_french
        assert placeholder_in_french(word) == in_french
    assert placeholder_in_french('SEAT:"CARDS"') == 'PLACE:"CARTES"'
    assert placeholder_in_french("NAME=VALUE") == "NOM=VALEUR"
    assert placeholder_in_french("COMMAND [ARGS]...") == "COMMANDE [ARGS]..."
    for in_french in PLACEHOLDERS.values():  # French already (made twice): as it is
        assert placeholder_in_french(in_french) == in_french


def test_the_english_help_is_the_same_after_the_french() -> None:
    # Each command is made once per language: the French placeholders are the French
    # command's, never the English one's.
    for args in (["-h"], *([command, "-h"] for command in COMMANDS)):
        english = run(args, "en").stdout
        assert run(args, "fr").stdout != english
        assert run(args, "en").stdout == english


def test_the_programs_help_in_french_from_the_environment() -> None:
    r = run(["-h"], "fr")
    assert r.exit_code == 0
    assert r.stdout.startswith("Utilisation\xa0: belote [OPTIONS] COMMANDE [ARGS]...\n")
    assert "\nCommandes\xa0:\n" in r.stdout
    # Each command's line: the first sentence of its French help.
    for command in COMMANDS:
        sentence = CATALOGUE[key(command)][1].split("\n\n")[0]
        assert re.search(rf"^  {command} +{re.escape(sentence)}$", r.stdout, re.M), command
    assert "Affiche la version et quitte." in r.stdout
    # ``belote`` alone prints the same help, on stderr, exit 2.
    alone = run([], "fr")
    assert alone.exit_code == 2
    assert alone.stderr == r.stdout


def test_defaults_and_required_arguments_in_french() -> None:
    # Joined where click wrapped (the thousands' narrow spaces are no break).
    text = re.sub(r"[ \n]+", " ", run(["simulate", "-h"], "fr").stdout)
    assert ("Combien de donnes jouer, de 1 à 1\u202f000\u202f000\u202f000. [défaut\xa0: 10000]"
            in text)
    score = run(["score", "-h"], "fr").stdout
    assert "[obligatoire]" in score and "\nArguments\xa0:\n" in score


def test_the_english_help_is_unchanged() -> None:
    text = run(["simulate", "-h"], "en").stdout
    assert text.startswith("Usage: belote simulate [OPTIONS]\n\n  Many deals played by bots")
    joined = re.sub(r"[ \n]+", " ", text)
    assert "How many deals to play, 1 to 1,000,000,000. [default: 10000]" in joined
    assert "\nOptions:\n" in text and "Show this message and exit." in text
    assert run(["play", "-h", "--lang", "en"], "fr").stdout.startswith("Usage: belote play")


def test_the_frame_in_french_even_where_click_wrapped_a_default() -> None:
    text = ("Usage: belote x [OPTIONS]\n\nOptions:\n  --n N  How long.  [default:\n"
            "         10]\n  FILE  [required]\n  -h, --help  Show this message and exit.\n")
    assert frame_in_french(text) == (
        "Utilisation\xa0: belote x [OPTIONS]\n\nOptions\xa0:\n  --n N  How long.  [défaut\xa0:\n"
        "         10]\n  FILE  [obligatoire]\n  -h, --help  Affiche cette aide et quitte.\n")


@pytest.mark.parametrize("args", [["-h"], *[[command, "-h"] for command in COMMANDS]])
def test_the_help_options_text_in_french_on_a_narrow_terminal(args: list[str]) -> None:
    # On a terminal of 40 columns click wraps the help option's text over two lines: it
    # is French all the same ("Show this message and / exit." was left in English).
    for lang in ("fr", "en"):
        r = runner.invoke(app, [*args, "--lang", lang], prog_name="belote",
                          env={"BELOTE_LANG": "en"}, terminal_width=40)
        assert r.exit_code == 0
        joined = re.sub(r"\s+", " ", r.stdout)
        french = "Affiche cette aide et quitte." in joined
        english = "Show this message and exit." in joined
        assert (french, english) == ((True, False) if lang == "fr" else (False, True))
        assert "Show" not in r.stdout if lang == "fr" else "Affiche" not in r.stdout


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("args", [["-h"], *[[command, "-h"] for command in COMMANDS]])
def test_the_help_fits_a_narrow_terminal(monkeypatch: pytest.MonkeyPatch, args: list[str],
                                         lang: str) -> None:
    # click wraps a help at 50 columns at the fewest: on a phone's terminal of 40 columns
    # its lines ran past the width and the terminal cut their words. Within 40 (and 30)
    # now, each option's text under it, no word cut; at 80 the same bytes as a pipe's.
    import belote_cli.cli.terminal as terminal

    def help_at(width: int | None) -> str:
        monkeypatch.setattr(terminal, "columns", lambda err=False: width)
        r = runner.invoke(app, [*args, "--lang", lang], prog_name="belote",
                          env={"BELOTE_LANG": "en"})
        assert r.exit_code == 0
        return str(r.stdout)

    piped = help_at(None)
    assert help_at(80) == help_at(52) == piped
    for width in (40, 30):
        text = help_at(width)
        assert max(len(line) for line in text.split("\n")) <= width, text
        # The same words (the program's list of commands cuts their help to the width).
        assert unwrapped(text) == unwrapped(piped) or args == ["-h"]
    if args == ["-h"]:
        assert "(LANG=fr_FR.UTF-8" in help_at(40)
        assert ("\n  --lang LANG\n          en or fr:" if lang == "en" else
                "\n  --lang LANGUE\n          en ou fr\xa0:") in help_at(40)


def test_no_backslash_before_a_bracket_in_either_language() -> None:
    # Typer's oldest releases allowed here printed ``\[default: 10]``.
    text = "  --n N  How long.  \\[default: 10]\n  FILE  \\[required]\n"
    assert framed(text, "en") == "  --n N  How long.  [default: 10]\n  FILE  [required]\n"
    assert framed(text, "fr") == "  --n N  How long.  [défaut\xa0: 10]\n  FILE  [obligatoire]\n"


def test_the_french_help_of_rules_names_the_topics_as_the_french_book_does() -> None:
    # The English help lists the topics; the French one lists their French names
    # (``belote rules --lang fr`` lists them so), in the same order.
    english, french = CATALOGUE[key("rules", "topic")]
    topics = english.split(": ", 1)[1].split(" (", 1)[0].split(", ")
    assert len(topics) == len(RULEBOOK_FRENCH) + 5  # belote and the four games' own names
    names = ", ".join(topic_name(topic, "fr") for topic in topics)
    assert french.startswith(f"Un chapitre\xa0: {names} (")


def test_the_help_of_rules_says_the_same_names_in_both_languages() -> None:
    # The French help said that the English names and the start of a name are read too;
    # the English one did not say the French names nor the start of one. Each help's
    # examples name one topic, as belote rules reads them.
    from belote_cli.cli.rulebook import resolve

    english, french = CATALOGUE[key("rules", "topic")]
    said = {"en": re.search(r"French names too: ([^)]*)\)", english),
            "fr": re.search(r"noms anglais aussi\xa0: ([^)]*)\)", french)}
    for lang, found in said.items():
        assert found is not None, lang
        # The names, the words of the game (capot, surcouper…), the rules' names
        # (exchange7, tie…), the starts of names.
        names, words, options, starts = found.group(1).split("\xa0; " if lang == "fr"
                                                             else "; ")
        words, options, starts = (part.split(": " if lang == "en" else "\xa0: ")[1]
                                  for part in (words, options, starts))
        for word in [*names.rstrip("…").split(", "), *words.rstrip("…").split(", "),
                     *options.rstrip("…").split(", "), *starts.split(", ")]:
            assert resolve(word.strip("…")) is not None, (lang, word)
    assert resolve("annou") == "announcements" and resolve("form") == "format"
    assert resolve("cartes") == "cards" and resolve("prise") == "taking"
    assert resolve("capot") == "scoring" and resolve("surcouper") == "play"


def test_the_cards_the_help_shows_are_read_in_its_language() -> None:
    # "Type ... the card itself (10♥, JS, V♠)": each example is a card the prompt reads,
    # in English, and in French for the French help (JS is not French: S is no suit).
    from belote_cli.core.cards import parse_card

    for lang, text in zip(("en", "fr"), CATALOGUE[key("play")], strict=True):
        examples = re.search(r"\((10♥, [^)]*)\)", text)
        assert examples is not None
        for card in examples.group(1).split(", "):
            parse_card(card, lang=lang)


def test_the_french_help_of_simulate_says_its_cluster_words_in_french() -> None:
    # --jobs says 'Processus de travail': so does --scheduler, with Dask's scheduler as
    # its 'ordonnanceur' (it said 'processus workers locaux', 'scheduler', 'l'extra').
    from typer.testing import CliRunner

    from belote_cli.cli import app

    text = CliRunner().invoke(app, ["simulate", "-h", "--lang", "fr"]).stdout
    words = re.sub(r"--scheduler(-timeout)?", "", re.sub(r"[ \n]+", " ", text))
    assert not re.search(r"\b(workers?|scheduler|extra)\b", words), words
    assert "N processus de travail locaux" in words and "son ordonnanceur" in words


def test_the_help_gives_the_ranges_the_program_takes() -> None:
    # --pause takes 0 to 10 seconds and --deals 1 to 1,000,000,000 (docs/cli.md); the help
    # said neither, where a value out of range exits 2.
    from belote_cli.cli.screen import MAX_PAUSE
    from belote_cli.simulation.config import MOST_DEALS

    assert MAX_PAUSE == 10 and MOST_DEALS == 1_000_000_000
    pause = CATALOGUE[key("play", "pause")]
    assert "(0: none; at most 10;" in pause[0]
    assert "(0\xa0: pas du tout\xa0; au plus 10\xa0;" in pause[1]
    deals = CATALOGUE[key("simulate", "deals")]
    assert deals[0].endswith(", 1 to 1,000,000,000.")
    assert deals[1].endswith(", de 1 à 1\u202f000\u202f000\u202f000.")
    assert run(["play", "--pause", "10.5"]).exit_code == 2
    assert run(["simulate", "-n", "1000000001"]).exit_code == 2


@pytest.mark.parametrize(("command", "option", "english", "french", "refused", "taken"), [
    # docs/cli.md: play --seed "0 or more", --target up to 1,000,000,000 (the largest
    # target), simulate --start 0 or more (the deal numbers); the help said none of them.
    ("play", "seed", "Seed for a reproducible game, 0 or more (",
     "Graine d'une partie reproductible, 0 ou plus (", "-1", "0"),
    ("play", "target", "Play a match to POINTS, 1 to 1,000,000,000 (",
     "Jouer une partie en POINTS, de 1 à 1\u202f000\u202f000\u202f000 (", "0", "1"),
    ("play", "target", "Play a match to POINTS, 1 to 1,000,000,000 (",
     "Jouer une partie en POINTS, de 1 à 1\u202f000\u202f000\u202f000 (", "1000000001",
     "1000000000"),
    ("simulate", "start", "Number of the first deal, 0 or more (",
     "Numéro de la première donne, 0 ou plus (", "-1", "0"),
    # --jobs: 1 or more (docs/cli.md); 0 is refused, and the help did not say so.
    ("simulate", "jobs", "Worker processes, 1 or more (", "Processus de travail, 1 ou plus (",
     "0", "1"),
])
def test_the_help_gives_the_range_of_each_number(command: str, option: str, english: str,
                                                 french: str, refused: str,
                                                 taken: str) -> None:
    texts = CATALOGUE[key(command, option)]
    assert texts[0].startswith(english) and texts[1].startswith(french)
    for lang, text in (("en", english), ("fr", french)):
        shown = " ".join(run([command, "-h"], lang=lang).stdout.split())
        assert " ".join(text.split()) in shown.replace("\xa0", " "), lang
    extra = ["--deals", "1"] if command == "simulate" else []
    assert runner.invoke(app, [command, f"--{option}", refused, *extra],
                         input="quit\n").exit_code == 2
    assert runner.invoke(app, [command, f"--{option}", taken, *extra],
                         input="quit\n").exit_code == 0


def test_the_help_of_simulate_lang_names_the_errors_too() -> None:
    # docs/cli.md: "the language of the text report and of the errors"; the help named the
    # report alone, and the errors are French under --lang fr.
    for lang, text in (("en", "--lang LANG The language of the text report and of the "
                              "errors: en or fr."),
                       ("fr", "--lang LANGUE La langue du rapport en texte et des erreurs : "
                              "en ou fr.")):
        shown = " ".join(run(["simulate", "-h"], lang=lang).stdout.replace("\xa0", " ")
                         .split())
        assert text in shown, lang
    refused = runner.invoke(app, ["simulate", "--lang", "fr", "--deals", "0"])
    assert refused.stderr.startswith("erreur\xa0: --deals ")


def test_the_help_of_play_record_says_it_takes_no_dash() -> None:
    # docs/cli.md: "not - (the game is printed on standard output)"; simulate's --record
    # takes -, and play's help did not say it refuses it (exit 2).
    for lang, text in (("en", "(for belote score); not - (the game is printed on standard "
                              "output)."),
                       ("fr", "(pour belote score) ; pas - (la partie s'affiche sur la sortie "
                              "standard).")):
        shown = " ".join(run(["play", "-h"], lang=lang).stdout.replace("\xa0", " ").split())
        assert text in shown, lang
    assert runner.invoke(app, ["play", "--record", "-"], input="quit\n").exit_code == 2


@pytest.mark.parametrize(("lang", "seconds", "default"), [("en", "SECONDS", "[default: 10]"),
                                                          ("fr", "SECONDES", "[défaut : 10]")])
def test_the_help_gives_the_scheduler_timeout_in_seconds_as_typed(lang: str, seconds: str,
                                                                  default: str) -> None:
    # docs/cli.md: "(default 10)", seconds as a user writes them; the help said 10.0.
    text = " ".join(run(["simulate", "-h"], lang=lang).stdout.split())
    option = text.split(f"--scheduler-timeout {seconds} ", 1)[1].split(" --hand ", 1)[0]
    assert option.endswith(default), option



@pytest.mark.parametrize(("command", "after"), [("play", "--dealer"), ("simulate", "--ns")])
def test_the_help_of_bots_names_every_bot_the_program_takes(command: str, after: str) -> None:
    # Every registered bot, by its English name in the English help and by its French one
    # in the French help (the program reads both); it named three of the four in English
    # only.
    from belote_cli.bots.registry import bot_names
    from belote_cli.texts.report import BOT_NAMES_FR

    def bots_help(lang: str) -> str:
        # The option's text, its lines joined (click may break a line after a hyphen).
        text = re.sub(r"-\s+", "-", " ".join(run([command, "-h"], lang=lang).stdout.split()))
        name = "NOM" if lang == "fr" else "NAME"
        return text.split(f"--bots {name} ", 1)[1].split(f" {after} ", 1)[0]

    english, french = bots_help("en"), bots_help("fr")
    for name in bot_names():
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", english), (name, english)
        assert re.search(rf"(?<![\w-]){re.escape(BOT_NAMES_FR[name])}(?![\w-])",
                         french), (name, french)
        found = runner.invoke(app, ["simulate", "--deals", "1", "--seed", "1", "--bots",
                                    BOT_NAMES_FR[name]])
        assert found.exit_code == 0, (name, found.output)


def test_the_program_takes_lang_before_or_after_its_help() -> None:
    # The list of commands in French was reached only through BELOTE_LANG=fr: 'belote
    # --lang fr -h' was refused as an unknown option (in French, since the language was
    # read from the line). Before -h or after it, it is the page BELOTE_LANG=fr gives.
    french = run(["-h"], "fr").stdout
    assert french.startswith("Utilisation\xa0: belote [OPTIONS] COMMANDE [ARGS]...\n")
    for args in (["--lang", "fr", "-h"], ["-h", "--lang", "fr"], ["--lang=fr", "--help"],
                 ["--lang", "FR", "-h"]):
        r = run(args, "en")
        assert (r.exit_code, r.stdout) == (0, french), args
    english = run(["-h"], "en").stdout
    assert english.startswith("Usage: belote [OPTIONS] COMMAND [ARGS]...\n")
    assert run(["--lang", "en", "-h"], "fr").stdout == english
    # The option is on the page, in either language.
    assert re.search(r"^  --lang LANG +en or fr: the language of this help", english, re.M)
    assert re.search(r"^  --lang LANGUE +en ou fr\xa0: la langue de cette aide", french, re.M)
    # 'belote --lang fr' alone: the French page on stderr, exit 2, as 'belote' alone.
    alone = run(["--lang", "fr"], "en")
    assert (alone.exit_code, alone.stderr) == (2, french)
    # A language the commands refuse is refused here too, with their words (exit 2).
    for args in (["--lang", "de", "-h"], ["--lang", "de", "play"], ["--lang", "de"]):
        r = run(args, "en")
        assert (r.exit_code, r.stderr) == (
            2, "error: --lang: unknown language 'de' (expected en or fr)\n"), args


def test_the_programs_lang_is_the_commands() -> None:
    # 'belote --lang fr COMMAND' is 'belote COMMAND --lang fr': the game, the tally, the
    # errors and the usage errors in French.
    def same(command: list[str], stdin: str = "") -> None:
        before = runner.invoke(app, ["--lang", "fr", *command], input=stdin,
                               prog_name="belote", env={"BELOTE_LANG": "en"})
        after = runner.invoke(app, [*command, "--lang", "fr"], input=stdin,
                              prog_name="belote", env={"BELOTE_LANG": "en"})
        assert (before.exit_code, before.stdout, before.stderr) == (
            after.exit_code, after.stdout, after.stderr), command

    same(["play", "--seed", "1"], "quit\n")
    for command in COMMANDS:  # the help too, with no '[défaut : fr]' of its own
        same([command, "-h"])
    game = runner.invoke(app, ["--lang", "fr", "play", "--seed", "1"], input="quit\n",
                         prog_name="belote", env={"BELOTE_LANG": "en"})
    assert game.stdout.startswith("Belote\xa0: vous êtes Sud"), game.stdout
    same(["score", str(Path(__file__).parent.parent / "examples" / "made.belote")])
    same(["simulate", "--deals", "0"])
    same(["rules", "nosuch"])
    usage = runner.invoke(app, ["--lang", "fr", "play", "--sed", "1"], prog_name="belote",
                          env={"BELOTE_LANG": "en"})
    assert usage.exit_code == 1
    assert "Erreur\xa0: option inconnue\xa0: --sed" in usage.stderr
    # The command's own --lang wins, as the last --lang of a command line does.
    english = runner.invoke(app, ["--lang", "fr", "play", "--seed", "1", "--lang", "en"],
                            input="quit\n", prog_name="belote", env={"BELOTE_LANG": "fr"})
    assert english.stdout.startswith("Belote: you sit South"), english.stdout


def test_the_completion_options_take_the_programs_lang() -> None:
    # --show-completion took everything after it for shells ('takes one shell at most,
    # got tcsh --lang fr'), and after --lang, Typer's own flag wrote the script of the
    # shell running belote, whatever shell was named.
    for args in (["--show-completion", "tcsh", "--lang", "fr"],
                 ["--lang", "fr", "--show-completion", "tcsh"],
                 ["--show-completion", "tcsh", "--lang=fr"]):
        r = run(args, "en")
        assert (r.exit_code, r.stderr) == (2, "erreur\xa0: shell inconnu 'tcsh' (attendu\xa0: "
                                              "bash, zsh, fish, powershell, pwsh)\n"), args
    r = run(["--lang", "en", "--show-completion", "zsh"], "fr")
    assert r.exit_code == 0 and r.stdout.startswith("#compdef belote"), r.output
    r = run(["--show-completion", "zsh", "--lang", "de"], "en")
    assert (r.exit_code, r.stderr) == (
        2, "error: --lang: unknown language 'de' (expected en or fr)\n")


def test_a_lang_with_nothing_after_it_is_no_lang_for_the_completion_options() -> None:
    # A --lang with no value after it is kept on the command line (cli._without_lang's
    # docstring): after --show-completion or --install-completion it is an option missing
    # its value, as `belote --lang` alone is (exit 2, docs/cli.md: "the `Error: …` line
    # alone for an option without its value"), neither a shell's name nor a
    # --show-completion with no shell that writes the script of the shell running belote.
    from belote_cli.cli import _without_lang

    assert _without_lang(["--show-completion", "--lang"]) == ["--show-completion", "--lang"]
    assert _without_lang(["--lang", "fr", "play", "--lang"]) == ["play", "--lang"]
    for option in ("--show-completion", "--install-completion"):
        r = run([option, "--lang"], "en")
        assert (r.exit_code, r.stdout, r.stderr) == (
            2, "", "Error: Option '--lang' requires an argument.\n")
        r = run([option, "bash", "--lang"], "fr")
        assert (r.exit_code, r.stdout, r.stderr) == (
            2, "", "Erreur\xa0: l'option '--lang' demande une valeur.\n")
        r = run(["--lang", "fr", option, "--lang"], "en")  # the first --lang's language
        assert (r.exit_code, r.stderr) == (
            2, "Erreur\xa0: l'option '--lang' demande une valeur.\n")
    alone = run(["--lang"], "en")
    assert (alone.exit_code, alone.stderr) == (
        2, "Error: Option '--lang' requires an argument.\n")


#: What the review says besides each card's cost, in the words of its lines ('trick 7 N:
#: 9♣ gives up the capot', 'lets EW make the capot', 'loses the contract', 'lets EW make
#: the contract', 'turns the contract into a litige'; French 'perd le capot', 'laisse le
#: capot à EO', 'fait chuter le contrat', 'fait tomber le contrat en litige'), the
#: contract's result being the rule book's made, litige or dedans (French: its 'sort du
#: contrat').
REVIEW_SAYS = {
    "en": ("gave up the capot", "let the other side make it", "changed the contract's result"),
    "fr": ("perdu le capot", "l'a laissé à l'autre camp", "changé le sort du contrat"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("command", "option"), [("score", "--analyze"), ("play", "--review")])
def test_the_help_of_the_review_names_the_capot_and_the_contract(command: str, option: str,
                                                                 lang: str) -> None:
    # The help of --analyze said the points each card cost alone ('Review each card against
    # the double-dummy best (points it cost).'), and --review's the same, where the review
    # names a card that gave up or let through the capot or changed the contract's result.
    text = " ".join(run([command, "-h", "--lang", lang]).stdout.split())
    said = re.split(r" -[-\w]", text.split(f" {option} ", 1)[1], maxsplit=1)[0]
    for words in REVIEW_SAYS[lang]:
        assert words in said, (command, lang, said)
    cost = {"en": "cost", "fr": "coûté"}[lang]
    assert cost in said


@pytest.mark.parametrize("command", [[], *([name] for name in COMMANDS)])
def test_the_english_help_spells_as_the_guides_do(command: list[str]) -> None:
    # The guides write British English (colour, behaviour, customise): the help of
    # --show-completion said 'customize', where docs/cli.md said 'customise'. Option and
    # variable names (--no-color, NO_COLOR) are names, not words of the prose.
    text = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200"}).stdout
    prose = re.sub(r"(--no-|NO_|FORCE_)COLOR", "", text, flags=re.I)
    american = re.findall(r"\b(customiz\w*|color\w*|behavior\w*|favor\w*"
                          r"|center\w*)\b", prose, re.I)
    assert not american, american
    if not command:
        assert "to copy it or customise the installation" in " ".join(text.split())


def test_install_completion_writes_the_script_and_says_where(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The shell named is the one installed for, into the user's home (HOME, here a test
    # folder), and the two lines say where and when it takes effect, in the language asked.
    monkeypatch.setenv("HOME", str(tmp_path))
    r = run(["--install-completion", "bash"])
    assert r.exit_code == 0, r.output
    said, restart = r.stdout.splitlines()
    assert said.startswith("bash completion installed in ")
    script = Path(said.removeprefix("bash completion installed in "))
    assert script.is_relative_to(tmp_path) and script.is_file()
    assert "_BELOTE_COMPLETE" in script.read_text()  # the script completes belote
    assert str(script) in (tmp_path / ".bashrc").read_text()  # and bash reads it
    assert restart == "Completion will take effect once you restart the terminal"
    r = run(["--install-completion", "fish", "--lang", "fr"])
    assert r.exit_code == 0, r.output
    said, restart = r.stdout.splitlines()
    assert said.startswith("complétion fish installée dans ")
    script = Path(said.removeprefix("complétion fish installée dans "))
    assert script.is_relative_to(tmp_path) and script.is_file()
    assert restart == "La complétion prendra effet au prochain lancement du terminal"


def test_install_completion_that_cannot_write_names_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The shell's file cannot be written (~/.zshrc a folder): said naming it, exit 1,
    # where it said 'cannot write the output', which is standard output.
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / ".zshrc").mkdir()
    r = run(["--install-completion", "zsh"])
    assert (r.exit_code, r.stdout) == (1, "")
    assert r.stderr == f"error: cannot write {tmp_path / '.zshrc'}: Is a directory\n"
    r = run(["--install-completion", "zsh", "--lang", "fr"])
    assert r.stderr == (f"erreur\xa0: impossible d'écrire {tmp_path / '.zshrc'}\xa0: c'est "
                        "un dossier\n")


def test_install_completion_that_fails_on_no_file_says_the_output() -> None:
    # An OSError of no file (a full disk as the installer writes): said as the output
    # that cannot be written, exit 1, no traceback (belote's main, as a shell runs it).
    import os
    import subprocess
    import sys

    code = ("import errno, sys\n"
            "from typer import _completion_shared\n"
            "def full(**_):\n"
            "    raise OSError(errno.ENOSPC, 'No space left on device')\n"
            "_completion_shared.install = full\n"
            "sys.argv = ['belote', '--install-completion', 'bash']\n"
            "from belote_cli.cli import main\n"
            "main()\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "BELOTE_LANG": "en"}, check=False, timeout=60)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "error: cannot write the output: No space left on device\n"


def test_the_completion_options_take_one_shell_at_most() -> None:
    r = run(["--show-completion", "bash", "zsh"])
    assert (r.exit_code, r.stdout, r.stderr) == (
        2, "", "error: --show-completion takes one shell at most, got bash zsh\n")


@pytest.mark.parametrize(("found", "option", "lang", "message"), [
    (("sh", "/bin/sh"), "--show-completion", "en",
     "error: no completion for the shell that runs belote ('sh'): name one, e.g. belote "
     "--show-completion bash (bash, zsh, fish, powershell, pwsh)\n"),
    (None, "--install-completion", "fr",
     "erreur\xa0: pas de complétion pour le shell qui lance belote (non détecté)\xa0: "
     "nommez-en un, par exemple belote --install-completion bash (bash, zsh, fish, "
     "powershell, pwsh)\n"),
])
def test_no_shell_named_and_none_to_complete_running_belote_is_said(
        monkeypatch: pytest.MonkeyPatch, found: tuple[str, str] | None, option: str,
        lang: str, message: str) -> None:
    # Without a shell named, the one running belote: sh (as under 'sh -c'), which has no
    # completion, or none found at all.
    shellingham = pytest.importorskip("shellingham")  # Typer's, which finds the shell

    def detect_shell() -> tuple[str, str]:
        if found is None:
            raise shellingham.ShellDetectionFailure()
        return found

    monkeypatch.setattr(shellingham, "detect_shell", detect_shell)
    r = run([option], lang)
    assert (r.exit_code, r.stdout, r.stderr) == (1, "", message)


@pytest.mark.parametrize(("lang", "ns", "ew"), [
    ("en", "Bot for N and S: a name --bots takes.", "Bot for E and W: a name --bots takes."),
    ("fr", "Le robot de N et S : un nom que prend --bots.",
     "Le robot d'E et d'O : un nom que prend --bots."),
])
def test_simulate_ns_and_ew_take_the_names_bots_takes(lang: str, ns: str, ew: str) -> None:
    # --ns and --ew take what --bots takes, a bot --import registers too (docs/cli.md's
    # rows say so): their help sends the reader to --bots, whose help lists the names.
    result = run(["simulate", "--help"], lang)
    text = " ".join(result.output.split())
    assert result.exit_code == 0 and ns in text and ew in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "play against you; in the two-player games (--rule variant=deux or decouverte), "
           "North alone does."),
    ("fr", "jouent contre vous ; dans les jeux à deux (--rule variant=deux ou decouverte), "
           "Nord seul."),
])
def test_the_help_of_play_says_north_alone_plays_against_you_at_two(lang: str,
                                                                     said: str) -> None:
    # Belote à deux and découverte are played by S and N (VARIANTS.md): North is no partner
    # there, where the help said North is your partner for every game.
    printed = CliRunner().invoke(app, ["play", "--help", "--lang", lang]).stdout
    assert unwrapped(said) in unwrapped(printed)


def test_each_belote_rules_a_french_text_gives_answers_in_french() -> None:
    # Every 'belote rules …' a French text tells the user to type (the help's, the help
    # at the card: 'Voir belote rules jeu --lang fr.') carries the language: typed as
    # written where BELOTE_LANG says English, it prints the French rule book, where
    # 'voir belote rules jeu' printed the English. The chapter jeu opens as
    # docs/rules.fr.md's '## Ce que vous pouvez jouer : les obligations'.
    said = {command.strip() for _, french in CATALOGUE.values()
            for command in re.findall(r"belote rules[^.);|]*", french)}
    assert {"belote rules jeu --lang fr", "belote rules sa_ta --lang fr",
            "belote rules options --lang fr", "belote rules fichier --lang fr",
            "belote rules --lang fr"} == said
    for command in said:
        shown = run(command.split()[1:], "en")
        assert shown.exit_code == 0, command
        assert shown.stdout.startswith("#") and shown.stdout == run(
            command.split()[1:-2], "fr").stdout, command
    assert run(["rules", "jeu", "--lang", "fr"], "en").stdout.startswith(
        "## Ce que vous pouvez jouer\xa0: les obligations\n")


@pytest.mark.parametrize("lang, hint, review", [("en", "hint", "review"),
                                               ("fr", "conseil", "bilan")])
def test_the_help_of_play_names_the_hint_and_the_review(lang: str, hint: str,
                                                       review: str) -> None:
    # The help named the words every prompt reads (help, hand, …, quit) and not the two
    # a player looks for first; each is a word the session reads.
    from belote_cli.play.session import _HINT, REVIEW_WORDS

    shown = runner.invoke(app, ["play", "--help", "--lang", lang], terminal_width=400).stdout
    flat = " ".join(shown.replace("│", " ").split())
    assert hint in _HINT and review in REVIEW_WORDS
    assert re.search(rf"\b{hint}\b[^.]*\btour\b|\b{hint} at your turn", flat), flat
    assert re.search(rf"\b{review} (after a deal|après une donne)", flat), flat


@pytest.mark.parametrize("lang, said", [
    ("en", "your taking, or your calls at coinche, judged by simulation"),
    ("fr", "votre prise, ou vos enchères à la coinche, jugées par simulation")])
def test_the_review_s_help_names_the_coinche_calls_it_judges(lang: str, said: str) -> None:
    # The review after a coinche deal judges the user's calls (docs/cli.md's --review):
    # the option's help says so beside the taking, which it judged alone.
    shown = runner.invoke(app, ["play", "--help", "--lang", lang], terminal_width=400).stdout
    assert said in " ".join(shown.replace("│", " ").split())
