"""Usage errors, found by the command line's parser before a command runs (an unknown option
or command, a missing argument, an option without its value, a number that is not one): the
same words in English whatever click's release, and in French where the command line or
the environment asks for French (``cli.usage``, ``texts.usage``). The exit codes stay:
1 for what the program does not know, 2 for a known option or argument misused."""

from __future__ import annotations

import importlib
import io
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.cli.commands.common import language_of
from belote_cli.cli.usage import given_value, in_users_words

runner = CliRunner()


def run(args: list[str], lang: str = "en") -> Any:
    return runner.invoke(app, args, prog_name="belote", env={"BELOTE_LANG": lang})


def frame(command: str, usage: tuple[str, str], error: str, lang: str) -> str:
    """What click prints for a usage error of ``command``, worded in ``lang``; ``usage``:
    the usage line's arguments, in English and in French."""
    if lang == "fr":
        return (f"Utilisation\xa0: {command} {usage[1]}\nEssayez '{command} -h' pour "
                f"l'aide.\n\nErreur\xa0: {error}\n")
    return f"Usage: {command} {usage[0]}\nTry '{command} -h' for help.\n\nError: {error}\n"


# The placeholders in French on a French command line, as in its help (FICHIER).
PLAY = ("[OPTIONS]", "[OPTIONS]")
SCORE = ("[OPTIONS] FILE", "[OPTIONS] FICHIER")
GROUP = ("[OPTIONS] COMMAND [ARGS]...", "[OPTIONS] COMMANDE [ARGS]...")
RULES = ("[OPTIONS] [TOPIC]", "[OPTIONS] [CHAPITRE]")


@pytest.mark.parametrize(("args", "code", "command", "usage", "english", "french"), [
    (["play", "--nosuch"], 1, "belote play", PLAY,
     "No such option: --nosuch", "option inconnue\xa0: --nosuch"),
    (["--nosuch"], 1, "belote", GROUP,
     "No such option: --nosuch", "option inconnue\xa0: --nosuch"),
    # An option named as a rule or a game names the rule to give instead, and its values.
    (["play", "--variant", "coinche"], 1, "belote play", PLAY,
     "No such option: --variant (a rule: --rule variant=classic, coinche, deux or "
     "decouverte)",
     "option inconnue\xa0: --variant (une règle\xa0: --rule variant=classic, coinche, deux "
     "ou decouverte)"),
    (["simulate", "--coinche"], 1, "belote simulate", PLAY,
     "No such option: --coinche (a rule: --rule variant=coinche)",
     "option inconnue\xa0: --coinche (une règle\xa0: --rule variant=coinche)"),
    (["play", "--game", "deux"], 1, "belote play", PLAY,
     "No such option: --game (a rule: --rule variant=classic, coinche, deux or decouverte)",
     "option inconnue\xa0: --game (une règle\xa0: --rule variant=classic, coinche, deux ou "
     "decouverte)"),
    (["score", "--undertrump=required", "a.belote"], 1, "belote score", SCORE,
     "No such option: --undertrump (a rule: --rule undertrump=free or required)",
     "option inconnue\xa0: --undertrump (une règle\xa0: --rule undertrump=free ou "
     "required)"),
    (["simulate", "--sa-ta"], 1, "belote simulate", PLAY,
     "No such option: --sa-ta (a rule: --rule sa_ta=off or on)",
     "option inconnue\xa0: --sa-ta (une règle\xa0: --rule sa_ta=off ou on)"),
    (["simulate", "--capot", "250"], 1, "belote simulate", PLAY,
     "No such option: --capot (a rule: --rule capot=252 or 250)",
     "option inconnue\xa0: --capot (une règle\xa0: --rule capot=252 ou 250)"),
    (["simulate", "--target", "500"], 1, "belote simulate", PLAY,
     "No such option: --target (a rule: --rule target=N)",
     "option inconnue\xa0: --target (une règle\xa0: --rule target=N)"),
    # Before the command, the group's words say that the rule comes after one.
    (["--variant", "coinche", "play"], 1, "belote", GROUP,
     "No such option: --variant (a rule, given after a command: --rule variant=classic, "
     "coinche, deux or decouverte)",
     "option inconnue\xa0: --variant (une règle, donnée après une commande\xa0: --rule "
     "variant=classic, coinche, deux ou decouverte)"),
    (["--sa-ta", "score", "a.belote"], 1, "belote", GROUP,
     "No such option: --sa-ta (a rule, given after a command: --rule sa_ta=off or on)",
     "option inconnue\xa0: --sa-ta (une règle, donnée après une commande\xa0: --rule "
     "sa_ta=off ou on)"),
    # A command without --rule keeps the plain words.
    (["rules", "--variant"], 1, "belote rules", RULES,
     "No such option: --variant", "option inconnue\xa0: --variant"),
    (["scroe", "deal.belote"], 1, "belote", GROUP,
     "No such command 'scroe'.", "commande inconnue\xa0: 'scroe'."),
    (["score"], 2, "belote score", SCORE,
     "Missing argument 'FILE'.", "il manque l'argument 'FICHIER'."),
    (["score", "a.belote", "b.belote"], 2, "belote score", SCORE,
     "Got unexpected extra argument (b.belote)", "argument en trop (b.belote)"),
    (["score", "a", "b", "c"], 2, "belote score", SCORE,
     "Got unexpected extra arguments (b c)", "arguments en trop (b c)"),
    (["rules", "cards", "play"], 2, "belote rules", RULES,
     "Got unexpected extra argument (play)", "argument en trop (play)"),
    (["play", "--seed", "x"], 2, "belote play", PLAY,
     "Invalid value for '--seed': 'x' is not a valid integer.",
     "valeur invalide pour '--seed'\xa0: 'x' n'est pas un nombre entier."),
    (["play", "--target=1.5"], 2, "belote play", PLAY,
     "Invalid value for '--target': '1.5' is not a valid integer.",
     "valeur invalide pour '--target'\xa0: '1.5' n'est pas un nombre entier."),
    (["play", "--pause", "soon"], 2, "belote play", PLAY,
     "Invalid value for '--pause': 'soon' is not a valid number.",
     "valeur invalide pour '--pause'\xa0: 'soon' n'est pas un nombre."),
    # A number longer than Python reads (4,300 digits) was quoted whole and said to be no
    # integer: "'99999…' is not a valid integer."
    (["play", "--seed", "9" * 5000], 2, "belote play", PLAY,
     "Invalid value for '--seed': a number of 5,000 digits, more than the 4,300 a number "
     "may have here.",
     "valeur invalide pour '--seed'\xa0: un nombre de 5\u202f000 chiffres, plus que les "
     "4\u202f300 qu'un nombre peut avoir ici."),
    (["simulate", "--start=-1" + "0" * 4300], 2, "belote simulate", PLAY,
     "Invalid value for '--start': a number of 4,301 digits, more than the 4,300 a number "
     "may have here.",
     "valeur invalide pour '--start'\xa0: un nombre de 4\u202f301 chiffres, plus que les "
     "4\u202f300 qu'un nombre peut avoir ici."),
    (["simulate", "-nten"], 2, "belote simulate", PLAY,
     "Invalid value for '--deals' / '-n': 'ten' is not a valid integer.",
     "valeur invalide pour '--deals' / '-n'\xa0: 'ten' n'est pas un nombre entier."),
    # --round takes 1 and 2 as written: 2.0, ' 2', 02 and +2 were read as 2, 2_0 as 20;
    # another number said 'error: --round must be 1 or 2, found 3' out of click's frame.
    *((["simulate", "--hand", "S:J♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--round", typed], 2,
       "belote simulate", PLAY,
       f"Invalid value for '--round': '{typed}' is not one of '1', '2'.",
       f"valeur invalide pour '--round'\xa0: '{typed}' n'est pas l'une des valeurs '1', '2'.")
      for typed in ("2.0", " 2", "2 ", "02", "+2", "2_0", "1.", "3", "0", "-1", "", "x")),
    (["simulate", "--round=1.0"], 2, "belote simulate", PLAY,
     "Invalid value for '--round': '1.0' is not one of '1', '2'.",
     "valeur invalide pour '--round'\xa0: '1.0' n'est pas l'une des valeurs '1', '2'."),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_usage_error_in_english_and_in_french(
        args: list[str], code: int, command: str, usage: tuple[str, str], english: str,
        french: str, lang: str) -> None:
    r = run(args, lang)
    assert r.exit_code == code
    assert r.stdout == ""
    assert r.stderr == frame(command, usage, english if lang == "en" else french, lang)


@pytest.mark.parametrize(("args", "english", "french"), [
    # The parser stops before it knows the command's usage line: the error alone.
    (["play", "--seed"], "Option '--seed' requires an argument.",
     "l'option '--seed' demande une valeur."),
    (["score", "x.belote", "--json=yes"], "Option '--json' does not take a value.",
     "l'option '--json' ne prend pas de valeur."),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_option_used_wrongly_in_english_and_in_french(
        args: list[str], english: str, french: str, lang: str) -> None:
    r = run(args, lang)
    assert r.exit_code == 2
    assert r.stderr == ("Error: " + english if lang == "en" else "Erreur\xa0: " + french) + "\n"


@pytest.mark.parametrize("args", [["score", "--lang", "fr"], ["score", "--lang=fr"],
                                  ["--lang", "fr", "score"]])
def test_a_missing_file_is_named_in_french_on_a_french_command_line(args: list[str]) -> None:
    # It said "il manque l'argument 'FILE'", under a usage line ending in FILE, where the
    # French help names the argument FICHIER.
    r = run(args, "en")
    assert r.exit_code == 2
    assert r.stderr == frame("belote score", SCORE, "il manque l'argument 'FICHIER'.", "fr")
    r = run(["score", "--lang", "en"], "fr")
    assert r.stderr == frame("belote score", SCORE, "Missing argument 'FILE'.", "en")


def test_the_command_lines_lang_wins_over_the_environment() -> None:
    r = run(["play", "--lang", "fr", "--nosuch"], "en")
    assert r.stderr.endswith("Erreur\xa0: option inconnue\xa0: --nosuch\n")
    r = run(["play", "--nosuch", "--lang=en"], "fr")
    assert r.stderr.endswith("Error: No such option: --nosuch\n")


def test_options_like_the_unknown_one_are_listed() -> None:
    # click offers the options whose names are close; which ones is click's choice.
    r = run(["play", "--sed", "1"], "fr")
    assert r.exit_code == 1
    error = r.stderr.splitlines()[-1]
    assert error.startswith("Erreur\xa0: option inconnue\xa0: --sed (options possibles\xa0: ")
    assert "--seed" in error and error.endswith(")")


def test_a_control_character_in_an_unknown_option_is_not_sent_to_the_terminal() -> None:
    r = run(["play", "--no\x1b[2Jsuch"], "fr")
    assert r.exit_code == 1
    assert "\x1b" not in r.stderr
    assert r.stderr.endswith("Erreur\xa0: option inconnue\xa0: --no\\x1b[2Jsuch\n")


@pytest.mark.parametrize(("args", "environment", "lang"), [
    (["play", "--lang", "fr"], "en", "fr"),
    (["play", "--lang=FR "], "en", "fr"),
    (["play", "--lang", "fr", "--lang", "en"], "fr", "en"),  # the last one, as click takes
    (["play"], "fr", "fr"),
    # No language: passed over for the next one asked for, the words of its refusal and
    # of any usage error before it.
    (["play", "--lang", "de"], "fr", "fr"),
    (["--lang", "fr", "play", "--lang", "de"], "en", "fr"),  # the program's
    (["--lang", "de", "play", "--lang", "fr"], "en", "fr"),
    (["--lang", "fr", "play", "--lang", "en"], "fr", "en"),  # the command's wins
    (["--lang=fr", "play", "--lang=en"], "fr", "en"),  # written with =: the same
    (["--lang=en", "play", "--lang=fr"], "en", "fr"),
    (["play", "--lang", "fr", "--lang", "de"], "en", "en"),  # the first is overridden
    (["play", "--", "--lang", "fr"], "en", "en"),  # after --, not an option
    (["play", "--lang"], "fr", "fr"),  # no value: the environment's
    (["play", "--lang", "--lang", "fr"], "en", "en"),  # the first takes --lang as its value
    # Another option's value is no option, as click reads it: --record records to a file
    # named --lang (it read --lang here, and its value -h or fr).
    (["play", "--record", "--lang", "fr"], "fr", "fr"),
    (["play", "--record", "--lang", "fr"], "en", "en"),
    (["simulate", "-n", "--lang", "--lang", "fr"], "en", "fr"),
    (["play", "--record", "--", "--lang", "fr"], "en", "fr"),  # -- is --record's value
    (["play", "--record=x", "--lang", "fr"], "en", "fr"),
    (["rules", "--record", "--lang", "fr"], "en", "fr"),  # rules has no --record
    # A file named after the command is no command: --rule after it is still score's,
    # which takes --lang as its value.
    (["score", "deal.belote", "--rule", "--lang", "fr"], "en", "en"),
    (["score", "deal.belote", "--rule", "--lang", "fr"], "fr", "fr"),
])
def test_the_language_of_a_command_line(args: list[str], environment: str, lang: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", environment)
    assert language_of(args) == lang


@pytest.mark.parametrize(("args", "error"), [
    (["play", "--bots", "--lang", "fr"], "argument en trop (fr)"),
    (["play", "--seed", "--lang", "fr"],
     "valeur invalide pour '--seed' : '--lang' n'est pas un nombre entier."),
    (["play", "--record", "--lang=fr", "x"], "argument en trop (x)"),
    (["simulate", "--deals", "--lang", "fr"],
     "valeur invalide pour '--deals' / '-n' : '--lang' n'est pas un nombre entier."),
])
def test_a_lang_taken_as_another_option_s_value_still_says_the_error(
        args: list[str], error: str) -> None:
    # An option typed without its value takes the --lang after it as its value; the error
    # that follows was said in English on an English machine, to a user who typed
    # --lang fr.
    r = run(args, "en")
    assert r.exit_code == 2
    assert r.stderr.splitlines()[-1] == "Erreur\xa0: " + error.replace(" : ", "\xa0: ")


@pytest.mark.parametrize(("args", "error"), [
    # The parser takes them (a rule named --lang, a file named fr): the command's own
    # refusal of its values was said in English, where the parser's errors follow a --lang
    # another option took.
    (["score", "--rule", "--lang", "fr"],
     "erreur\xa0: --rule\xa0: la règle '--lang' n'est pas de la forme nom=valeur"),
    (["simulate", "-n", "5", "--rule", "--lang=fr"],
     "erreur\xa0: --rule\xa0: règle inconnue '--lang' (règles connues\xa0: direction, "
     "undertrump, belote, contract, tie, capot, target, announcements, variant, sa_ta, "
     "sa_ta_points, ta_belote, exchange7, next_dealer, decouverte_bid)"),
    (["play", "--rule", "--lang=fr"],
     "erreur\xa0: --rule\xa0: règle inconnue '--lang' (règles connues\xa0: direction, "
     "undertrump, belote, contract, tie, capot, target, announcements, variant, sa_ta, "
     "sa_ta_points, ta_belote, exchange7, next_dealer, decouverte_bid)"),
])
def test_a_lang_taken_as_another_option_s_value_says_the_command_s_error(
        args: list[str], error: str) -> None:
    r = run(args, "en")
    assert r.exit_code == 2
    assert r.stderr.splitlines()[-1] == error


@pytest.mark.parametrize(("args", "environment", "lang"), [
    (["play", "--seed", "--lang", "fr"], "en", "fr"),
    (["play", "--seed", "--lang=fr"], "en", "fr"),
    (["play", "--seed", "--lang", "de"], "fr", "fr"),  # no language: the environment's
    (["play", "--lang", "en", "--seed", "--lang", "fr"], "fr", "en"),  # the one read wins
    (["play", "--seed", "--lang", "fr", "--bots", "--lang", "en"], "fr", "en"),  # the last
    (["play", "--", "--seed", "--lang", "fr"], "en", "en"),  # after --, no option
])
def test_the_language_of_a_mistyped_command_line(args: list[str], environment: str,
                                                 lang: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", environment)
    assert language_of(args, mistyped=True) == lang


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_value_of_another_option_is_no_lang(lang: str) -> None:
    # belote play --record --lang -h: --lang is --record's value and -h the help, as click
    # reads them; the check of --lang read -h as its value and exited 2 ("unknown language
    # '-h'"). The help, in the environment's language, exit 0.
    r = run(["play", "--record", "--lang", "-h"], lang)
    assert r.exit_code == 0 and r.stderr == ""
    assert r.stdout.startswith("Utilisation\xa0: belote play" if lang == "fr"
                               else "Usage: belote play")


def test_the_options_said_to_take_a_value_are_the_commands_ones() -> None:
    # environment.VALUED_OPTIONS, which the language of a command line is read with, lists
    # each command's options that take a value (--lang aside), as the parser has them.
    import typer.main

    from belote_cli.system.environment import VALUED_OPTIONS

    group = typer.main.get_command(app)
    ctx = group.make_context("belote", ["rules"], resilient_parsing=True)
    found = {}
    for name in group.list_commands(ctx):  # type: ignore[attr-defined]
        options = [p for p in group.get_command(ctx, name).params  # type: ignore[attr-defined]
                   if p.param_type_name == "option"]
        assert all(p.nargs == 1 for p in options)
        found[name] = frozenset(o for p in options if not (p.is_flag or p.count)
                                for o in p.opts + p.secondary_opts if o != "--lang")
    assert found == VALUED_OPTIONS


@pytest.mark.parametrize(("args", "value"), [
    (["simulate", "--deals", "x"], "x"),
    (["simulate", "--deals=x"], "x"),
    (["simulate", "-n", "x"], "x"),
    (["simulate", "-nx"], "x"),
    (["simulate", "-n", "3", "--deals", "y"], "y"),  # the last one
    (["simulate", "--deals"], None),
    (["simulate", "--", "--deals", "x"], None),
    (["simulate", "--dealer", "N"], None),  # another option, not a value of this one
])
def test_the_value_given_to_an_option(args: list[str], value: str | None) -> None:
    assert given_value(args, ["--deals", "-n"]) == value


def _usage_error_class() -> Any:
    # Typer's own copy of click in recent releases, click itself in older ones.
    for name in ("typer._click.exceptions", "click.exceptions"):
        try:
            return importlib.import_module(name).UsageError
        except ImportError:
            continue
    raise AssertionError("no click found")


def test_an_error_of_another_kind_keeps_clicks_words() -> None:
    error = _usage_error_class()("something click says")
    in_users_words(error, ["play"])
    out = io.StringIO()
    error.show(out)
    assert out.getvalue() == "Error: something click says\n"  # click's own show
    error = _usage_error_class()("something click says")
    in_users_words(error, ["play", "--lang", "fr"])
    out = io.StringIO()
    error.show(out)
    assert out.getvalue() == "Erreur\xa0: something click says\n"


def test_other_errors_are_left_alone() -> None:
    error = ValueError("not a usage error")
    in_users_words(error, ["play", "--lang", "fr"])
    assert not hasattr(error, "show")


def test_the_examples_of_the_cli_reference_are_what_the_program_prints() -> None:
    page = (Path(__file__).resolve().parent.parent / "docs" / "cli.md").read_text("utf-8")
    block = page[page.index("$ belote play --lang fr --sed 1\n"):].split("```", 1)[0]
    examples = block.split("\n\n$ ")
    assert len(examples) == 2  # --sed, and score without its file
    for example in examples:
        line, printed = example.removeprefix("$ ").split("\n", 1)
        assert run(line.split()[1:]).stderr == printed.rstrip("\n") + "\n", line


def test_the_cli_reference_says_which_usage_errors_come_without_the_usage_line() -> None:
    # The page said every usage error shows the usage line; an option without its value
    # and a flag given one show the error line alone. Each example it gives is so.
    page = (Path(__file__).resolve().parent.parent / "docs" / "cli.md").read_text("utf-8")
    said = " ".join(page.split())
    alone = said.split("(the `Error: …` line alone for ", 1)[1].split(": the parser", 1)[0]
    examples = [example.split()[1:] for example in alone.split("`")[1::2]]
    assert examples == [["play", "--seed"], ["score", "deal.belote", "--json=yes"]]
    for args in examples:
        r = run(args)
        assert r.exit_code == 2
        assert r.stderr.startswith("Error: ") and r.stderr.count("\n") == 1, r.stderr


@pytest.mark.parametrize("value", ["variant=coinche,sa_ta=on", "variant=coinche sa_ta=on",
                                   "sa_ta=on, variant = coinche"])
def test_one_rule_flag_takes_several_options_apart_by_commas_or_spaces(value: str) -> None:
    # docs/cli.md: --rule variant=coinche,sa_ta=on is --rule variant=coinche --rule sa_ta=on.
    import json

    result = run(["simulate", "--deals", "2", "--seed", "1", "--json", "--rule", value])
    assert result.exit_code == 0, result.output
    rules = json.JSONDecoder().raw_decode(result.stdout)[0]["rules"]
    assert (rules["variant"], rules["sa_ta"]) == ("coinche", "on")


@pytest.mark.parametrize("value", ["", " ", ","])
def test_a_rule_flag_without_an_option_is_refused_as_written(value: str) -> None:
    # A --rule holding no name=value at all is a bad option, refused as one (exit 2), not
    # a flag that says nothing.
    result = run(["simulate", "--deals", "2", "--seed", "1", "--rule", value])
    assert result.exit_code == 2
    assert f"rule {value!r} is not of the form name=value" in result.stderr
