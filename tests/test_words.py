"""Words a player knows: the language chosen once (BELOTE_LANG, the locale), the rule
book's topics named after the options and the games in both languages, the deal without
bidding named by what it is, help texts and exit codes that agree, sans atout and tout
atout in words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from belote_cli.cli import app

MADE = str(Path(__file__).resolve().parent.parent / "examples" / "made.belote")


def run(*args: str, stdin: str = "", **env: str | None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin, env=env)


# --- the language, chosen once ---------------------------------------------------------------

@pytest.mark.parametrize("env", [
    {"BELOTE_LANG": "fr"},
    {"BELOTE_LANG": "FR"},
    {"BELOTE_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "fr_FR.UTF-8"},
    {"BELOTE_LANG": None, "LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"},
])
def test_the_environment_chooses_french(env: dict[str, str | None]) -> None:
    assert run("rules", "cards", **env).stdout.startswith("## Les cartes")
    assert "trick points" not in run("score", MADE, **env).stdout
    assert run("score", MADE, **env).stdout == run("score", "--lang", "fr", MADE).stdout
    played = run("play", "--discovery", "--seed", "4", stdin="quit\n", **env)
    assert played.stdout.startswith("Belote\xa0: vous êtes Sud")


@pytest.mark.parametrize("env", [
    {"BELOTE_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "en_GB.UTF-8"},
    {"BELOTE_LANG": None, "LC_ALL": "C", "LANG": "fr_FR.UTF-8"},   # LC_ALL wins
    {"BELOTE_LANG": "en", "LANG": "fr_FR.UTF-8"},                  # BELOTE_LANG wins
    {"BELOTE_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": None},
])
def test_english_otherwise(env: dict[str, str | None]) -> None:
    assert run("rules", "cards", **env).stdout.startswith("## Cards, seats and teams")


def test_the_option_wins_over_the_environment() -> None:
    assert run("rules", "--lang", "en", "cards", BELOTE_LANG="fr").stdout.startswith("## Cards")
    assert run("rules", "--lang", "fr", "cards").stdout.startswith("## Les cartes")


@pytest.mark.parametrize("args", [
    ["rules"],
    # The program's own help and version, and a command's help, speak the environment's
    # language too: refused as the commands refuse it (they printed the English, exit 0).
    ["-h"], ["--help"], ["--version"], [], ["play", "-h"], ["simulate", "--help"],
    ["--show-completion", "bash"],
], ids=lambda args: " ".join(args) or "no command")
def test_an_unknown_language_in_the_environment_is_refused(args: list[str]) -> None:
    done = run(*args, BELOTE_LANG="de")
    assert done.exit_code == 2
    assert done.stderr == "error: BELOTE_LANG: unknown language 'de' (expected en or fr)\n"
    assert done.stdout == ""


@pytest.mark.parametrize(("locale", "said"), [
    # A BELOTE_LANG that is no language is refused in the language the locale gives, the
    # next in the order docs/cli.md chooses it (it was English under a French locale).
    ("fr_FR.UTF-8", "erreur\xa0: BELOTE_LANG\xa0: langue inconnue 'fr_FR' (attendu en ou fr)\n"),
    ("C.UTF-8", "error: BELOTE_LANG: unknown language 'fr_FR' (expected en or fr)\n"),
])
@pytest.mark.parametrize("args", [["rules", "partie"], ["--help"], ["play"]],
                         ids=" ".join)
def test_an_unknown_language_in_the_environment_is_refused_in_the_locale_s(
        args: list[str], locale: str, said: str) -> None:
    done = run(*args, BELOTE_LANG="fr_FR", LC_ALL=None, LC_MESSAGES=None, LANG=locale)
    assert (done.exit_code, done.stdout, done.stderr) == (2, "", said)


@pytest.mark.parametrize("args", [
    ["play", "--lang", "de", "-h"], ["play", "-h", "--lang", "de"],
    ["simulate", "--lang=de", "--help"], ["score", "--lang", "fr", "--lang", "de", "-h"],
    ["rules", "--lang", "de", "-h"],
], ids=" ".join)
def test_an_unknown_language_of_the_option_is_refused_with_the_help_too(
        args: list[str]) -> None:
    # As BELOTE_LANG=de belote play -h is, and belote play --lang de without -h (the
    # help was printed in English, exit 0: click reads -h before --lang's value is checked).
    done = run(*args, BELOTE_LANG="en")
    assert done.exit_code == 2
    assert done.stderr == "error: --lang: unknown language 'de' (expected en or fr)\n"
    assert done.stdout == ""


#: The refusal of a --lang that is no language, in French.
REFUSED_FR = "erreur\xa0: --lang\xa0: langue inconnue 'de' (attendu en ou fr)\n"


@pytest.mark.parametrize("command", [["play"], ["simulate"], ["score", MADE], ["rules"]],
                         ids=lambda command: command[0])
@pytest.mark.parametrize(("args", "env"), [
    # The program's --lang fr, which the command's own --lang de overrode.
    (["--lang", "fr", "{command}", "--lang", "de"], {"BELOTE_LANG": "en"}),
    (["--lang=fr", "{command}", "--lang=de"], {"BELOTE_LANG": "en"}),
    # BELOTE_LANG, then the locale, as the language is chosen without --lang.
    (["{command}", "--lang", "de"], {"BELOTE_LANG": "fr"}),
    (["{command}", "--lang", "de"],
     {"BELOTE_LANG": None, "LC_ALL": None, "LC_MESSAGES": None, "LANG": "fr_FR.UTF-8"}),
    # The command's --lang fr, where the program's is no language.
    (["--lang", "de", "{command}", "--lang", "fr"], {"BELOTE_LANG": "en"}),
    # With the help, refused before it is printed.
    (["--lang", "fr", "{command}", "--lang", "de", "-h"], {"BELOTE_LANG": "en"}),
], ids=["program", "program=", "BELOTE_LANG", "locale", "command", "help"])
def test_an_unknown_language_is_refused_in_the_language_of_the_rest_of_the_line(
        command: list[str], args: list[str], env: dict[str, str | None]) -> None:
    # 'belote --lang fr play --lang de' was refused in English: the words are those the
    # rest of the command line asks for, in the order docs/cli.md chooses the language.
    at = args.index("{command}")
    done = run(*args[:at], *command, *args[at + 1:], **env)
    assert (done.exit_code, done.stdout, done.stderr) == (2, "", REFUSED_FR)


def test_a_usage_error_before_an_unknown_language_speaks_the_rest_of_the_line() -> None:
    # The parser's error comes first, in the words the refusal of --lang de would use.
    done = run("--lang", "fr", "play", "--lang", "de", "--sed", "1", BELOTE_LANG="en")
    assert done.exit_code == 1
    assert done.stderr.splitlines()[-1].startswith("Erreur\xa0: option inconnue\xa0: --sed")


def test_an_unknown_language_is_refused_in_english_where_nothing_asks_for_french() -> None:
    for args in (["--lang", "en", "play", "--lang", "de"], ["play", "--lang", "de"],
                 ["play", "--lang", "fr", "--lang", "de"]):  # the command's last --lang
        done = run(*args, BELOTE_LANG="en")
        assert (done.exit_code, done.stderr) == (
            2, "error: --lang: unknown language 'de' (expected en or fr)\n"), args


def test_the_option_wins_over_an_unknown_language_in_the_environment() -> None:
    # --lang, when given, is the language asked for: BELOTE_LANG is not read.
    done = run("play", "-h", "--lang", "fr", BELOTE_LANG="de")
    assert done.exit_code == 0 and done.stdout.startswith("Utilisation\xa0: belote play")


# --- the rule book's topics ------------------------------------------------------------------

@pytest.mark.parametrize(("args", "heading"), [
    (["decouverte"], "## Belote découverte, `variant=decouverte`"),
    (["--lang", "fr", "découverte"], "## La belote découverte, `variant=decouverte`"),
    (["sa_ta"], "## Sans atout and tout atout, `sa_ta=on`"),
    (["deux"], "## Belote à deux, `variant=deux`"),
    (["coinche"], "## Coinche"),
    (["discovery"], "## A deal without bidding, `--discovery`"),
    (["--lang", "fr", "discovery"], "## Une donne sans enchères, `--discovery`"),
    (["--lang", "fr", "prise"], "## La donne et la prise"),
    (["prise"], "## Dealing and taking the contract"),
    (["--lang", "fr", "marque"], "## La marque d'une donne"),
    # Prefixes of the French names, and their singular or plural (only English prefixes
    # were read: 'chapitre inconnu').
    (["--lang", "fr", "annon"], "## Les annonces"),
    (["--lang", "fr", "annonce"], "## Les annonces"),
    (["--lang", "fr", "marq"], "## La marque d'une donne"),
    (["--lang", "fr", "sans"], "## Une donne sans enchères"),
    (["--lang", "fr", "fich"], "# Le fichier de donne"),
    (["--lang", "fr", "renonces"], "## Compter la donne d'une vraie table\xa0: la renonce"),
    (["--lang", "fr", "part"], "## La partie"),
    (["annon"], "## Announcements"),
])
def test_topics_are_named_after_the_options_and_the_games(args: list[str], heading: str) -> None:
    done = run("rules", *args)
    assert done.exit_code == 0
    assert done.stdout.startswith(heading)


def test_a_prefix_of_several_topics_names_them() -> None:
    # p: play, prise (taking), partie (match): no topic of its own, but not an unknown word
    # either; the French names them by the names p starts, the French where it starts
    # one (the play is le jeu), in the rule book's order.
    assert run("rules", "--lang", "fr", "p").stderr == (
        "erreur\xa0: 'p' commence plusieurs chapitres\xa0: prise, play, partie\n")


def test_an_unknown_topic_lists_the_topics_in_the_language_asked() -> None:
    done = run("rules", "--lang", "fr", "zz")
    assert done.exit_code == 1
    assert done.stderr.startswith("Chapitres\xa0: cartes, prise, jeu, belote, marque, annonces,")
    assert "decouverte" in done.stderr and "sa_ta" in done.stderr
    assert done.stderr.endswith("erreur\xa0: chapitre inconnu 'zz'\n")
    english = run("rules", "zz")
    assert english.stderr.startswith("Topics: cards, taking, play,")
    assert english.stderr.endswith("error: unknown topic 'zz'\n")


def test_the_french_rule_book_calls_its_parts_chapitres_everywhere() -> None:
    # The help says 'l'un de ses chapitres' and 'Un chapitre : cartes, prise…': the book's
    # listing and the error for an unknown one say chapitre too, never sujet.
    from belote_cli.texts import say

    assert say("cli_help_rules_topic", "fr").startswith("Un chapitre\xa0: cartes, prise,")
    assert "l'un de ses chapitres" in run("rules", "--lang", "fr", "-h").stdout
    book = run("rules", "--lang", "fr").stdout
    assert "\nChapitres\xa0: cartes, prise, jeu," in book
    unknown = run("rules", "--lang", "fr", "zz").stderr
    assert "sujet" not in (book + unknown).lower()


def test_the_rule_book_never_speaks_of_a_page_the_user_never_saw() -> None:
    for lang in ("en", "fr"):
        text = run("rules", "--lang", lang).stdout
        assert not re.search(r"\bpage\b", text)
        assert "discovery deal" not in text and "donne découverte" not in text


def test_a_deal_without_bidding_of_another_game_says_sans_encheres_once_in_french() -> None:
    # English says 'a deal without bidding is played by four at classic belote, with no
    # auction'; French said 'sans enchères' for both ('une donne sans enchères se joue à
    # quatre à la belote classique, sans enchères'): the reader's, dumps' and dumps_one's
    # refusal of such a deal say it once.
    from belote_cli.texts import CATALOGUE

    for key in ("discovery_variant", "dumps_discovery_variant", "dumps_one_discovery_variant"):
        english, french = CATALOGUE[key]
        assert "with no auction" in english, key
        assert french.count("sans enchères") == 1, (key, french)
        assert "à quatre, à la belote classique" in french, key


def test_two_more_refusals_of_a_deal_without_bidding_say_sans_encheres_once() -> None:
    # French said 'sans enchères' twice where English says 'without bidding' twice: 'une
    # donne après une donne sans enchères (…, donne 1) dans une partie : une donne sans
    # enchères se joue seule' (the reader's), 'la donne 1 est une donne sans enchères … et
    # a un preneur : une donne sans enchères n'a ni preneur…' (dumps'). Said once, as
    # dumps_one_discovery_bidding and the other refusals of such a deal say it.
    from belote_cli.texts import CATALOGUE

    for key in ("match_after_discovery", "dumps_discovery_bidding"):
        english, french = CATALOGUE[key]
        assert english.count("without bidding") == 2, key
        assert french.count("sans enchères") == 1, (key, french)


def test_french_texts_name_the_rule_book_s_chapters_by_their_french_names() -> None:
    # A French player reads 'belote rules jeu', 'renonce', 'fichier' in the listing of the
    # chapters: the French pages, helps and answers of play send there, not to the English
    # names (play, revokes, format), which are read too but never listed in French.
    from belote_cli.cli.rulebook import FRENCH
    from belote_cli.texts import CATALOGUE

    root = Path(__file__).resolve().parent.parent
    english_only = {topic for topic, french in FRENCH.items() if topic != french}
    texts = {page.name: page.read_text(encoding="utf-8")
             for page in sorted((root / "docs").glob("*.fr.md"))}
    texts.update({key: CATALOGUE[key][1] for key in CATALOGUE})
    named = {(where, topic) for where, text in texts.items()
             for topic in re.findall(r"belote\s+rules\s+([\w-]+)", text)}
    assert {(where, topic) for where, topic in named if topic in english_only} == set()
    # The answer of aide at the card question, the first of these (it said 'Plus : belote
    # rules play', 'More:' word for word).
    played = run("play", "--lang", "fr", "--seed", "3", stdin="prends\naide\nquitter\n")
    assert "Voir belote rules jeu --lang fr." in played.stdout
    assert "rules play" not in played.stdout and "Plus\xa0:" not in played.stdout
    assert "(belote rules fichier --lang fr)" in run("rules", "--lang", "fr", "-h").stdout


# --- help texts ------------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["play", "simulate", "score", "rules"])
def test_help_names_each_value_the_same_way(command: str) -> None:
    text = run(command, "-h").stdout
    assert not re.search(r"<(int|str|float)>|\{|\[\[", text)
    # Every option that takes a value names it in capitals: --deals N, --lang LANG.
    for line in text.splitlines():
        found = re.match(r"\s+(?:-\w, )?(--[\w-]+) (\S+)", line)
        if found and not found.group(2)[0].isupper():
            assert found.group(2)[0] not in "<[{", line


@pytest.mark.parametrize("command", ["play", "simulate", "score", "rules"])
def test_the_french_help_says_the_streams_in_french(command: str) -> None:
    # simulate's --csv said the report went 'sur stderr', where the French pages say 'la
    # sortie d'erreur'.
    text = " ".join(run(command, "-h", "--lang", "fr").stdout.split())
    assert not re.search(r"\b(stderr|stdout|stdin)\b", text)
    if command == "simulate":
        assert "le rapport va alors sur la sortie d'erreur" in text


def test_the_command_list_has_whole_lines() -> None:
    text = run("--help").stdout
    commands = text.split("Commands:\n", 1)[1].strip().splitlines()
    assert [c.split()[0] for c in commands] == ["play", "rules", "score", "simulate"]
    for line in commands:
        assert line.endswith(".") and not line.endswith("..."), line


def test_play_help_names_every_bot_and_the_deal_without_bidding() -> None:
    text = " ".join(run("play", "-h").stdout.split())
    assert "heuristic (default), random, expert or expert-uniform" in text
    assert "--discovery A deal without bidding: trump drawn at random, you lead" in text
    assert "seed page" not in text


# --- exit codes ------------------------------------------------------------------------------

@pytest.mark.parametrize("command", [["play"], ["simulate", "--deals", "1"], ["score", MADE]])
def test_an_unknown_rule_is_a_usage_error_in_every_command(command: list[str]) -> None:
    for rule in ("foo=bar", "undertrump=maybe"):
        done = run(*command, "--rule", rule)
        assert done.exit_code == 2, (command, rule, done.stderr)
        assert done.stderr.startswith("error: --rule: unknown "), done.stderr
        assert done.stdout == ""


# --- sans atout and tout atout, belote à deux, the deal without bidding -----------------------

def test_sans_atout_is_said_in_words() -> None:
    # Seed 4: E deals and the retourne is 8♥; S passes, W, N and E pass, then in round two
    # S (the first to speak again) names SA.
    done = run("play", "--rule", "sa_ta=on", "--seed", "4", stdin="pass\nhelp\nSA\nquit\n")
    out = done.stdout
    assert "sans atout and tout atout: type SA, TA" in out          # round two's help
    assert "Sans atout, taken by S: team NS plays the contract." in out
    assert "Your hand (sans atout): " in out
    assert "Trump SA" not in out and "trump SA" not in out
    fr = run("play", "--rule", "sa_ta=on", "--seed", "4", "--lang", "fr",
             stdin="passe\nSA\nquit\n").stdout
    assert "Sans atout\xa0: le contrat est pris par S, l'équipe NS le joue." in fr
    assert "Votre main (sans atout)\xa0: " in fr


@pytest.mark.parametrize(("lang", "take", "before", "after"), [
    ("en", "take", r"^Retourne: (\S+) \(face up; the talon holds (\d+) cards\)$",
     r"^Trick 1: talon of (\d+) cards, (\S+) face up under it"),
    ("fr", "prends", r"^Retourne : (\S+) \(face visible ; le talon a (\d+) cartes\)$",
     r"^Pli 1 : talon de (\d+) cartes dont (\S+) visible"),
], ids=["en", "fr"])
def test_the_talon_is_counted_as_the_rule_book_lays_it_out(lang: str, take: str, before: str,
                                                             after: str) -> None:
    # VARIANTS.md, belote à deux: 32 cards, 6 dealt to each player, card 13 turned face up,
    # cards 14 to 32 the talon: 19 face down while the players take, the retourne beside
    # them. Once a player takes it is slid under the talon: 19 + 1 = 20 cards to draw.
    out = run("play", "--rule", "variant=deux", "--seed", "1", "--lang", lang,
              stdin=f"{take}\n1\nquit\n").stdout.replace("\xa0", " ")
    first = re.search(before, out, re.M)
    assert first and first.group(2) == str(32 - 2 * 6 - 1) == "19"
    trick = re.search(after, out, re.M)
    assert trick and trick.group(1) == "20" and trick.group(2) == first.group(1)


def test_the_bot_is_named_in_french() -> None:
    out = run("play", "--lang", "fr", "--rule", "variant=deux", "--seed", "1",
              stdin="quit\n").stdout
    assert "(le robot heuristique)" in out


def test_the_deal_without_bidding_is_named_by_what_it_is() -> None:
    out = run("play", "--discovery", "--seed", "4", stdin="quit\n").stdout
    assert "A deal without bidding (seed 4): trump " in out and "you lead" in out
    fr = run("play", "--discovery", "--seed", "4", "--lang", "fr", stdin="quit\n").stdout
    assert "Une donne sans enchères (graine 4)\xa0: atout " in fr


# --- simulate --lang ---------------------------------------------------------------------------

def _figures(text: str) -> list[str]:
    # The rates, means and intervals of a line: the decimals (no label holds one).
    return re.findall(r"[+-]?\d+\.\d+%?", text)


def _french_figures(text: str) -> list[str]:
    # The decimals of a French line, written as English writes them: French writes the
    # decimal comma and a no-break space before % (81,19 and 8,35 % for 81.19 and 8.35%).
    return [figure.replace(",", ".").replace("\xa0%", "%")
            for figure in re.findall(r"[+-]?\d+,\d+(?:\xa0%)?", text)]


@pytest.mark.parametrize(("extra", "deals"), [
    ([], 80),
    (["--rule", "variant=coinche", "--rule", "announcements=on", "--ns", "heuristic",
      "--ew", "random"], 80),
    # Slow (3 s): "should I take?" simulates the hand both ways.
    pytest.param(["--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--dealer", "W"], 80,
                 marks=pytest.mark.slow),
    # Belote à deux's bots play some 40 deals a second (three runs of 1 s where 2 s): 40
    # deals give the same 43 lines and 63 figures as 80, 51 of them other than 0 (80: 52).
    (["--rule", "variant=deux"], 40),
])
def test_simulate_reports_in_french_with_the_same_figures(extra: list[str], deals: int) -> None:
    args = ["simulate", "--deals", str(deals), "--seed", "words", "--jobs", "1", *extra]
    english = run(*args)
    french = run(*args, "--lang", "fr")
    assert english.exit_code == french.exit_code == 0, french.stderr
    assert french.stdout != english.stdout
    # The words change, not the figures: the same numbers in the same order, with the
    # French decimal comma (the French report wrote 81.19 and 8.35% as the English one).
    # In order over the whole report, not line by line: a line is wrapped within 80
    # columns where its language makes it longer (the French 'N et E parlent avant').
    en_lines, fr_lines = english.stdout.splitlines(), french.stdout.splitlines()
    assert [f for line in en_lines for f in _figures(line)] == [
        f for line in fr_lines for f in _french_figures(line)]
    for fr in fr_lines:
        assert not _figures(fr), fr
        assert len(fr) <= 80, fr
    assert sum(len(_figures(line)) for line in en_lines) > 20
    assert " donnes" in french.stdout and "graine words" in french.stdout
    assert " deals" not in french.stdout
    assert french.stdout == run(*args, BELOTE_LANG="fr").stdout


def test_the_french_report_names_the_carres_as_the_french_rule_book_does() -> None:
    # The French rule book's carré de valets, carré de neuf… (docs/rules.fr.md), where the
    # report wrote the deal file's carré V, carré 9; the English keeps carré J.
    args = ["simulate", "--deals", "20", "--seed", "1", "--jobs", "1",
            "--rule", "announcements=on"]
    french = run(*args, "--lang", "fr").stdout
    english = run(*args).stdout
    for rank_en, words in [("J", "de valets"), ("9", "de neuf"), ("A", "d'as"),
                           ("10", "de dix"), ("K", "de rois"), ("Q", "de dames")]:
        assert f"\n  carré {rank_en} " in english
        assert f"\n  carré {words} " in french
    assert not re.search(r"carré [VDRA9]|carré 10", french)


def test_simulate_json_is_the_same_in_both_languages() -> None:
    args = ["simulate", "--deals", "100", "--seed", "1", "--jobs", "1", "--json"]
    assert run(*args, "--lang", "fr").stdout == run(*args).stdout


def test_the_french_report_words_every_english_key_with_the_same_values() -> None:
    from string import Formatter

    from belote_cli.simulation.text_report import WORDS
    from belote_cli.texts.report import REPORT_FR

    assert set(REPORT_FR) == set(WORDS)

    def names(text: str) -> set[str]:
        return {field for _, field, _, _ in Formatter().parse(text) if field}

    for key, english in WORDS.items():
        assert names(REPORT_FR[key]) == names(english), key


# --- French counts: 0 and 1 in the singular --------------------------------------------------

_ALL_NS = ("J♠ 9♠ A♠ 10♠ K♠ Q♠ 8♠ 7♠  J♥ 9♥ A♥ 10♥ K♥ Q♥ 8♥ 7♥  "
           "J♦ 9♦ A♦ 10♦ K♦ Q♦ 8♦ 7♦  J♣ 9♣ A♣ 10♣ K♣ Q♣ 8♣ 7♣")


def test_an_empty_pile_is_counted_in_the_french_singular(tmp_path: Path) -> None:
    # NS gathered the 32 cards: EW's pile, the rest of the deck, has none; French writes
    # 0 in the singular as 1 ('0 carte'), English '0 cards'.
    path = tmp_path / "capot.belote"
    path.write_text(f"trump: ♠\ntaker: N\nNS: {_ALL_NS}\nlast: NS\n", encoding="utf-8")
    french = run("score", "--lang", "fr", str(path))
    assert french.exit_code == 0
    assert "le tas EO est le reste du jeu (0 carte)\n" in french.stdout
    english = run("score", "--lang", "en", str(path))
    assert "the EW pile is the rest of the deck (0 cards)\n" in english.stdout


def test_a_trick_without_cards_is_counted_in_the_french_singular(tmp_path: Path) -> None:
    lines = Path(MADE).read_text(encoding="utf-8").splitlines()
    path = tmp_path / "empty.belote"
    path.write_text("\n".join("3:" if line.startswith("3:") else line for line in lines)
                    + "\n", encoding="utf-8")
    french = run("score", "--lang", "fr", str(path))
    assert french.exit_code == 1
    assert f"{path}:10:1: le pli 3 a 0 carte, il en faut 4\n" in french.stderr
    english = run("score", "--lang", "en", str(path))
    assert f"{path}:10:1: trick 3 has 0 cards, expected 4\n" in english.stderr


def test_the_french_singular_at_zero_is_the_wording_s_alone() -> None:
    from belote_cli.core.errors import Reason
    from belote_cli.texts import describe_reason

    def fr(code: str, **params: object) -> str:
        return describe_reason(Reason(code, params), "fr")

    assert fr("trick2_cards", number=5, n=0) == "le pli 5 a 0 carte, il en faut 2"
    assert fr("trick2_cards", number=5, n=3) == "le pli 5 a 3 cartes, il en faut 2"
    assert fr("trick_cards", number=2, n=5) == "le pli 2 a 5 cartes, il en faut 4"
    assert describe_reason(Reason("trick2_cards", {"number": 5, "n": 0}), "en") == (
        "trick 5 has 0 cards, expected 2")


# --- the deal-file words in French -----------------------------------------------------------

LITIGE = str(Path(MADE).parent / "litige.belote")


def test_a_litige_scored_alone_names_the_french_line_in_french(tmp_path: Path) -> None:
    # The deals of a file with 'partie: aucune' (docs/format.fr.md; English 'match:
    # none') are independent: a litige's held points go to no other deal, and the French
    # tally says so by the French line, not the English one.
    path = tmp_path / "seule.belote"
    path.write_text("partie: aucune\n" + Path(LITIGE).read_text(encoding="utf-8"),
                    encoding="utf-8")
    french = run("score", "--lang", "fr", str(path))
    assert french.exit_code == 0
    # The verdict is wrapped within 80 columns, its second line after four blanks.
    assert ("litige\xa0: 81–81\xa0; EO marquent 81, les 81 de l'équipe NS ne vont à aucune autre "
            "donne ('partie: aucune')\n") in french.stdout.replace("\n    ", " ")
    assert all(len(line) <= 80 for line in french.stdout.splitlines())
    assert "match" not in french.stdout and "none" not in french.stdout
    english = run("score", "--lang", "en", str(path))
    assert "NS's 81 go to no other deal ('match: none')\n" in english.stdout


# --- the review's best cards -----------------------------------------------------------------

def test_several_best_cards_are_meilleurs_coups() -> None:
    # One best card is 'meilleur coup', several 'meilleurs coups' (the English 'best:' of
    # one card or more), in score --analyze's lines and the play review's alike.
    from belote_cli.analysis import DealReview, PlayReview
    from belote_cli.core.cards import parse_cards
    from belote_cli.core.seats import Seat
    from belote_cli.texts import points_unit, say
    from belote_cli.texts.review_lines import review_lines

    def play(card: str, best: str, loss: int, legal: bool = True) -> PlayReview:
        return PlayReview(3, Seat.W, parse_cards(card)[0], 0, loss,
                          tuple(parse_cards(best)), legal)

    review = DealReview((play("7♣", "8♠", 9), play("9♦", "9♠ A♠", 0, legal=False),
                         play("K♥", "J♣ Q♣", 4)), (86, 76), (97, 65), (0, 13))
    assert review_lines(review, "fr")[1:4] == [
        "  pli 3 O\xa0: 7♣ coûte 9 points (meilleur coup\xa0: 8♠)",
        "  pli 3 O\xa0: 9♦, une renonce (meilleurs coups permis\xa0: 9♠ A♠)",
        "  pli 3 O\xa0: R♥ coûte 4 points (meilleurs coups\xa0: V♣ D♣)"]
    assert review_lines(review, "en")[1:4] == [
        "  trick 3 W: 7♣ cost 9 points (best: 8♠)",
        "  trick 3 W: 9♦, a revoke (best legal cards: 9♠ A♠)",
        "  trick 3 W: K♥ cost 4 points (best: J♣ Q♣)"]
    # A revoke is worded as in the play review, its seat after the trick: one best card.
    [revoke] = review_lines(DealReview((play("9♦", "9♠", 0, legal=False),), (86, 76),
                                       (97, 65), (0, 0)), "fr")[1:2]
    assert revoke == "  pli 3 O\xa0: 9♦, une renonce (meilleur coup permis\xa0: 9♠)"
    cards = parse_cards("V♣ D♣")
    assert say("play_review_card_many", "fr", trick=4, card=cards[0], loss=0,
               unit=points_unit(0, "fr"),
               best_cards=cards) == "  pli 4\xa0: V♣ coûte 0 point (meilleurs coups\xa0: V♣ D♣)"
    assert say("play_review_revoke_many", "fr", trick=4, card=cards[0], best_cards=cards) == (
        "  pli 4\xa0: V♣, une renonce (meilleurs coups permis\xa0: V♣ D♣)")
    assert say("play_review_revoke_many", "en", trick=4, card=cards[0], best_cards=cards) == (
        "  trick 4: J♣, a revoke (best legal cards: J♣ Q♣)")


def test_the_play_review_says_meilleurs_coups_of_several_cards() -> None:
    # The review of the deal of seed 3 (docs/playing.md): the first card, 10♦, was one of
    # several best cards, the third, A♠, the only one.
    done = run("play", "--seed", "3", "--lang", "fr",
               stdin="1\n1\n1\n1\n1\n1\n1\n1\n1\nbilan\n")
    lines = done.stdout.splitlines()
    start = lines.index(next(x for x in lines if x.startswith("Bilan de la donne 1")))
    review = lines[start + 2:start + 10]
    for line in review:
        if "coûte" in line:
            shown = line[line.index("(") + 1:].split("\xa0: ")
            best = shown[1].rstrip(")").split()
            assert shown[0] == ("meilleurs coups" if len(best) > 1 else "meilleur coup"), line
    assert any("meilleurs coups" in x for x in review)
    assert any("(meilleur coup\xa0: " in x for x in review)


# --- the bots' names -------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["play", "--bots", "nobody"], ["simulate", "--bots", "nobody"],
    ["simulate", "--ns", "nobody"],
], ids=" ".join)
def test_an_unknown_bot_is_answered_with_the_french_names(args: list[str]) -> None:
    # The help names the bots heuristique, aléatoire, expert, expert-uniforme (the
    # English names read too): the message lists them so, not by their English names.
    option = args[1]
    done = run(*args, "--lang", "fr")
    assert done.exit_code == 2
    assert done.stderr == (f"erreur\xa0: {option}\xa0: robot inconnu 'nobody' (robots connus\xa0: "
                           "aléatoire, expert, expert-uniforme, heuristique)\xa0; votre propre "
                           "robot se charge avec --import MODULE\n")
    english = run(*args, "--lang", "en")
    assert english.stderr == (f"error: {option}: unknown bot 'nobody' (known bots: expert, "
                              "expert-uniform, heuristic, random); a bot of your own is "
                              "loaded with --import MODULE\n")


@pytest.mark.parametrize(("key", "french"), [
    ("hint_values", "cartes cachées distribuées 40 fois,"),
    ("deux_hint_playouts", "main adverse et talon distribués 40 fois,"),
    ("deux_hint_layout", "cartes face cachée distribuées 40 fois,"),
])
def test_a_hint_says_how_many_times_the_cards_were_dealt_in_words(key: str,
                                                                  french: str) -> None:
    # French writes '40 fois' where English keeps its '40×'.
    from belote_cli.texts import say

    assert french in say(key, "fr", n=40, values="8♦ 97")
    assert "×" not in say(key, "fr", n=40, values="8♦ 97")
    assert "dealt 40×," in say(key, "en", n=40, values="8♦ 97")


# --- the taking team and the defence, one word each ---------------------------------------------

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _french_texts() -> dict[str, str]:
    """Every French text of the program (the catalogue's, the report's) and page, by name."""
    from belote_cli.texts import CATALOGUE
    from belote_cli.texts.report import REPORT_FR

    texts = {key: pair[1] for key, pair in CATALOGUE.items()}
    texts.update({f"report {key}": text for key, text in REPORT_FR.items()})
    texts.update({page.name: page.read_text(encoding="utf-8")
                  for page in sorted(DOCS.glob("*.fr.md"))})
    return texts


def test_the_french_names_the_taking_team_as_the_rule_book_does() -> None:
    # The French rule book: 'Celui qui prend est le *preneur* ; son équipe est l'attaque,
    # l'autre la défense.' simulate's report said 'capot (les preneurs font 8)', 'chez les
    # preneurs', 'points de plis des preneurs', and a refused surcoinche 'seuls les preneurs
    # (E O) peuvent surcoincher', where the tally, the pages and the review say l'attaque.
    rules = " ".join((DOCS / "rules.fr.md").read_text(encoding="utf-8").split())
    assert "Celui qui prend est le *preneur* ; son équipe est l'attaque, l'autre la défense." \
        in rules
    for name, text in _french_texts().items():
        assert not re.search(r"\bpreneurs\b|\bpreneuse|attaquant|défenseur|défendant",
                             text, re.IGNORECASE), name


def test_the_french_rule_book_names_the_duty_to_raise_as_the_program_does() -> None:
    # Belote à deux and découverte: the program says 'monter à l'atout' (the help at the
    # card, the trick line under an empty talon, the illegal card's 'monter à l'atout sur'),
    # where the rule book said 'sur une entame d'atout, monter si possible' and 'monter sur
    # une entame d'atout': one thing, one name.
    from belote_cli.texts import CATALOGUE

    assert CATALOGUE["deux_help_play"][1].endswith(
        "fournir, monter à l'atout si possible, couper sans la couleur.")
    assert CATALOGUE["must_raise"][1].startswith("monter à l'atout")
    rules = " ".join((DOCS / "rules.fr.md").read_text(encoding="utf-8").split())
    deux = rules.split("## La belote à deux", 1)[1].split(" ## ", 1)[0]
    decouverte = rules.split("## La belote découverte", 1)[1].split(" ## ", 1)[0]
    assert "Plis 11 à 16 : fournir ; monter à l'atout si possible ; sans la couleur " \
        "demandée, couper si possible." in deux
    assert "selon les obligations (fournir, monter à l'atout, couper sans la couleur)" \
        in decouverte
    for name, text in _french_texts().items():
        assert not re.search(r"entame d'atout|monter si possible", " ".join(text.split())), \
            name


def _english_texts() -> dict[str, str]:
    """Every English text of the program (the catalogue's, the report's) and page, by name."""
    from belote_cli.simulation.text_report import WORDS
    from belote_cli.texts import CATALOGUE

    texts = {key: pair[0] for key, pair in CATALOGUE.items()}
    texts.update({f"report {key}": text for key, text in WORDS.items()})
    texts.update({page.name: page.read_text(encoding="utf-8")
                  for page in sorted(DOCS.glob("*.md")) if not page.name.endswith(".fr.md")})
    return texts


def test_the_english_names_the_taking_team_as_the_rule_book_does() -> None:
    # The rule book: 'the taker and partner are the takers, the other team the defence'
    # (British, as the rest of the project writes it: colour, defence). The page on
    # simulating said 'how many deals the taking team ended with each number of trick points'.
    rules = " ".join((DOCS / "rules.md").read_text(encoding="utf-8").split())
    assert "the taker and partner are the takers, the other team the defence." in rules
    for name, text in _english_texts().items():
        assert not re.search(r"taking (team|side)|takers' (team|side)|\bdefense\b|"
                             r"\bdefenders\b|\battackers?\b", text, re.IGNORECASE), name


def test_the_english_says_trick_points_as_the_tally_does() -> None:
    # The tally, simulate's report, the hint and the review say 'trick points' for the
    # points of the cards a team won plus the dix de der; the rule book and the first steps
    # say once that some rule books call them card points. The page on the bots, the
    # review's module (analysis.py, its docstrings and what score_json(analyze=True) gives)
    # and the package's first example said 'card points' for them; so did the docstrings
    # and comments of the solver, the bots, the scoring, the simulation's figures and the
    # table, which the package's sources (its C search core too) now say as the tally does.
    import belote_cli
    from belote_cli.analysis import DealReview, PlayReview
    from belote_cli.texts import CATALOGUE

    assert CATALOGUE["tally_points"][0] == "trick points"
    defined = {"rules.md": "(what some rule books call card points)",
               "getting-started.md": "(some rule books say card points)"}
    texts = _english_texts()
    for page, words in defined.items():
        flat = " ".join(texts[page].split())
        assert words in flat, page
        texts[page] = flat.replace(words, "")
    source = Path(__file__).resolve().parent.parent / "belote_cli"
    sources = {str(path.relative_to(source)): path.read_text(encoding="utf-8")
               for path in sorted([*source.rglob("*.py"), *source.rglob("*.c")])}
    assert "analysis.py" in sources and "bots/_search.c" in sources
    texts["belote_cli's docstring"] = belote_cli.__doc__ or ""
    for name, text in texts.items():
        assert not re.search(r"card\s+(?:#\s+)?points", text, re.IGNORECASE), name
    for name, text in sources.items():
        # Not a field 'card' of type Card above a field 'points' (hints.Hint).
        assert not re.search(r"card\s+(?:#\s+|\*\s+)?points?\b(?!:)", text, re.IGNORECASE), name
    assert "trick points" in " ".join(f"{PlayReview.__doc__} {DealReview.__doc__}".split())


def test_the_first_steps_name_the_takers_and_the_defence_as_the_rule_book_does() -> None:
    # The pages, the tally and the review say 'the takers' and 'the defence' (l'attaque,
    # la défense) from the first pages on ('revoke by EW, the defence'); the first steps
    # said 'the taker's team' and 'the other team' and named neither.
    english = " ".join((DOCS / "getting-started.md").read_text(encoding="utf-8").split())
    french = " ".join((DOCS / "getting-started.fr.md").read_text(encoding="utf-8").split())
    rules = " ".join((DOCS / "rules.md").read_text(encoding="utf-8").split())
    assert "the taker and partner are the takers, the other team the defence." in rules
    assert ("the taker and partner are the *takers*, the other team the *defence*. The "
            "takers must win at least 82") in english
    assert "the defence takes all 162 (*dedans*)" in english
    assert ("celui qui la prend est le *preneur* ; son équipe est l'*attaque*, l'autre la "
            "*défense*. L'attaque doit gagner au moins 82") in french
    assert "la défense prend les 162 (*dedans*)" in french
    assert "the taker's team" not in english and "l'autre équipe prend" not in french


# --- a number out of its range, in French ----------------------------------------------------

#: The messages of a number out of its range (the command's options, the library's
#: arguments, a rule's value), each key with values to fill it.
_RANGE_KEYS = {
    "sim_deals_found": {"deals": 0}, "sim_deals_most": {"deals": 10, "most": 9},
    "sim_jobs_found": {"jobs": 0}, "sim_scheduler_timeout": {"timeout": 0},
    "sim_scheduler_timeout_not_finite": {"timeout": "nan"}, "sim_start_found": {"start": -1},
    "sim_round": {"round": 3}, "api_round": {"round": 3}, "api_deals": {"deals": 0},
    "api_deals_most": {"deals": 10, "most": 9}, "api_jobs": {"jobs": 0},
    "api_start": {"start": -1}, "rule_number": {"rule": "target", "value": "x"},
    "rule_most": {"rule": "target", "value": "10", "most": 9},
    "rule_positive": {"rule": "target", "value": "-3"}, "play_pause": {"pause": 12, "most": 10},
    "play_pause_not_finite": {"pause": "inf", "most": 10}, "play_seed_negative": {"seed": -1},
    "play_target": {"target": 0, "largest": 9},
}


@pytest.mark.parametrize("key", sorted(_RANGE_KEYS))
def test_a_french_range_message_gives_the_value_as_french_does(key: str) -> None:
    # The value received is 'valeur donnée' in brackets after the bound, where the French
    # said ', trouvé 0', word for word the English ', found 0'.
    from belote_cli.texts import say
    french = say(key, "fr", **_RANGE_KEYS[key])
    assert "trouvé" not in french
    assert re.search(r" \(valeur donnée\xa0: [^()]+\)$", french), french


@pytest.mark.parametrize(("args", "french"), [
    (["simulate", "--deals", "0"], "--deals doit valoir au moins 1 (valeur donnée\xa0: 0)"),
    (["simulate", "--start", "-1"], "--start doit valoir 0 ou plus (valeur donnée\xa0: -1)"),
    (["simulate", "--rule", "target=-3"],
     "--rule\xa0: la règle 'target' doit être positive (valeur donnée\xa0: '-3')"),
    (["play", "--seed", "-1"], "--seed doit être positif ou nul (valeur donnée\xa0: -1)"),
])
def test_a_french_command_line_gives_the_value_out_of_range(args: list[str],
                                                           french: str) -> None:
    r = run(*args, "--lang", "fr")  # a usage error: exit 2, as click's
    assert r.exit_code == 2 and r.stderr == f"erreur\xa0: {french}\n", r.stderr


# --- what was read or counted, in French ------------------------------------------------------

def test_no_french_text_calls_a_coinche_bid_an_annonce() -> None:
    # The rule book's French: a coinche bid is an enchère (enchérir); an annonce is a
    # tierce, a carré, the belote (docs/rules.fr.md). playing.fr.md said the hint at a
    # coinche call gave 'l'annonce à faire', and that 5 hands in a million 'l'annoncent'
    # (160 ♠). Each sentence of prose (quotes of the program's lines left out) that speaks
    # of a bid speaks of it so, the coinche call's hint too ('Conseil : enchère capot ♥.',
    # where it said 'annoncer capot ♥').
    bid = re.compile(r"enchè|enchér|coinch|\b\d{2,3}\s?[♠♥♦♣]|capot", re.IGNORECASE)
    announcement = re.compile(r"tierce|carré|belote|cinquante|annonces|meilleure annonce",
                              re.IGNORECASE)
    said = []
    for name, text in _french_texts().items():
        prose = " ".join(re.sub(r"`[^`]*`", "", text).split())
        said += [f"{name}: {sentence}" for sentence in re.split(r"(?<=[.;!?])\s", prose)
                 if re.search(r"annon[cç]", sentence, re.IGNORECASE) and bid.search(sentence)
                 and not announcement.search(sentence)]
    assert said == []



def test_no_french_text_names_the_last_trick_s_ten_otherwise_than_dix_de_der() -> None:
    # The rule book's word: le *dix de der*. Its chapter on belote à deux said '152 + 10 de
    # der au pli 16' (belote rules deux --lang fr printed it so).
    said = [f"{name}: {found[0]}" for name, text in _french_texts().items()
            for found in re.finditer(r"\b(?!dix )\S+ de der\b", " ".join(text.split()))]
    assert said == []

def test_no_french_text_says_trouve_for_what_was_read_or_counted() -> None:
    # 'trouvé 3', 'trouvé 'foo'', 'trouvé 'dealer: W'' copied the English 'found' word for
    # word; French says what was read (on lit 'foo'), the value given (valeur donnée), or
    # counts as the catalogue counts a trick's cards (3 cartes, il en faut 4).
    found = [key for key, text in _french_texts().items() if "trouvé" in text]
    assert found == []


def test_a_french_unknown_answer_is_a_reponse_not_the_enter_key_s_entree() -> None:
    # 'Entrée inconnue 'zz' : appuyez sur Entrée pour continuer' said Entrée for the
    # word typed and for the Enter key in one line; the word typed is an answer.
    from belote_cli.texts import CATALOGUE

    unknown = {key: pair[1] for key, pair in CATALOGUE.items()
               if pair[0].startswith("Unknown input")}
    # The card, both rounds of the taking, the four pages of a terminal (the coinche's
    # calls are Enchère inconnue, English Unknown call).
    assert sorted(unknown) == ["screen_auction_unknown", "screen_last_unknown",
                               "screen_over_unknown", "screen_void_unknown", "unknown_bid1",
                               "unknown_bid2", "unknown_card"], unknown
    assert [key for key, text in unknown.items()
            if not text.startswith("Réponse inconnue {word!r}")] == []
    assert [key for key, text in _french_texts().items() if "Entrée inconnue" in text] == []
    said = run("play", "--seed", "3", "--lang", "fr", stdin="zz\nquitter\n")
    assert ("Réponse inconnue 'zz'\xa0: tapez prends ou passe, 1 ou 2 (ou aide).\n"
            in said.stdout), said.stdout


@pytest.mark.parametrize(("key", "values", "french"), [
    # Counts, 0 and 1 in the singular as French writes them (English 'found 1').
    ("hand_size", {"n": 3, "hand_option": "--hand"}, "--hand a 3 cartes, il en faut 5 (ou les 8)"),
    ("hand_size", {"n": 1, "hand_option": "hand="}, "hand= a 1 carte, il en faut 5 (ou les 8)"),
    ("hand_size", {"n": 0, "hand_option": "--hand"}, "--hand a 0 carte, il en faut 5 (ou les 8)"),
    ("play_deck_count", {"n": 31},
     "--deck a 31 cartes, il faut les 32 dans l'ordre où elles sont distribuées"),
    ("play_deck_count", {"n": 1},
     "--deck a 1 carte, il faut les 32 dans l'ordre où elles sont distribuées"),
    ("api_four_bots", {"n": 3}, "une donne demande quatre robots (N, E, S, O), 3 robots donnés"),
    ("api_four_bots", {"n": 1}, "une donne demande quatre robots (N, E, S, O), 1 robot donné"),
    ("api_four_bots", {"n": 0}, "une donne demande quatre robots (N, E, S, O), 0 robot donné"),
    ("hands_four", {"n": 5}, "5 mains, il en faut 4 (N, E, S et O)"),
    ("hands_four", {"n": 1}, "1 main, il en faut 4 (N, E, S et O)"),
    ("hands_eight", {"counts": "8 8 3 8"},
     "chaque place tient 8 cartes, et les mains données en ont 8 8 3 8 (une fin de "
     "donne\xa0: belote_cli.solve en évalue une)"),
    # A value given on the command line, as the range messages give it.
    ("retourne_one", {"text": "8♠ 7♠", "retourne_option": "--retourne"},
     "--retourne demande une seule carte (valeur donnée\xa0: '8♠ 7♠')"),
    ("completion_many", {"option": "--show-completion", "shells": "bash zsh"},
     "--show-completion prend un seul shell (valeurs données\xa0: bash zsh)"),
    ("completion_none_found", {}, "non détecté"),
    # What a file or a bid says, read.
    ("bid_trump", {"level": "80", "text": "80"},
     "une enchère nomme l'atout\xa0: '80 ♥' (on lit '80')"),
    ("line_form", {"text": "foo"}, "attendu 'clé: valeur' ou un pli '1: cartes' (on lit 'foo')"),
    ("key_one_value", {"key": "atout", "value": "♥ ♠"},
     "'atout:' prend une seule valeur (on lit '♥ ♠')"),
    ("match_none", {"key": "partie", "none": "aucune", "value": "oui"},
     "'partie:' prend 'aucune' pour des donnes indépendantes (on lit 'oui')"),
    ("two_seat", {"game": "belote à deux", "key": "donneur", "value": "E"},
     "la belote à deux se joue entre S et N (on lit 'donneur: E')"),
])
def test_french_says_what_was_read_or_counted_as_french_does(key: str, values: dict[str, object],
                                                            french: str) -> None:
    from belote_cli.texts import CATALOGUE, say
    assert say(key, "fr", **values) == french
    assert say(key, "en", **values) == CATALOGUE[key][0].format(**values)  # unchanged


def test_a_seat_out_of_turn_is_read_then_the_seat_whose_turn_it_is() -> None:
    from belote_cli.core.errors import Reason
    from belote_cli.core.seats import Seat
    from belote_cli.texts import describe_reason

    led = Reason("must_lead", {"number": "2", "seat": Seat.N, "found": Seat.W,
                               "why": Reason("lead_won", {"number": "1"})})
    # The reason names N, its subject, where 'a gagné le pli 1' had none; 'gagnant', the
    # word of the rule book and the program ('le gagnant d'un pli entame le suivant').
    assert describe_reason(led, "fr") == ("pli 2\xa0: on lit O, mais c'est N qui entame "
                                          "(gagnant du pli 1)")
    assert describe_reason(led, "en") == "trick 2: N must lead (won trick 1), found W"
    after = Reason("plays_after", {"number": "3", "seat": Seat.W, "before": Seat.S,
                                   "found": Seat.N})
    assert describe_reason(after, "fr") == "pli 3\xa0: on lit N, mais c'est O qui joue après S"


@pytest.mark.parametrize(("args", "french"), [
    (["simulate", "--hand", "V♠", "--retourne", "8♠"], "--hand a 1 carte, il en faut 5 (ou les 8)"),
    (["play", "--deck", "V♠ 9♠"],
     "--deck a 2 cartes, il faut les 32 dans l'ordre où elles sont distribuées"),
    (["play", "--deck", "V♠"],
     "--deck a 1 carte, il faut les 32 dans l'ordre où elles sont distribuées"),
])
def test_a_french_command_line_counts_the_cards_given(args: list[str], french: str) -> None:
    r = run(*args, "--lang", "fr")
    assert r.exit_code == 2 and r.stderr == f"erreur\xa0: {french}\n", r.stderr


# --- the deal file's keys in the French help ---------------------------------------------------

def test_the_french_helps_name_a_deal_file_s_keys_in_french() -> None:
    # A French deal file writes règles:, atout:, preneur:… (docs/format.fr.md); a French
    # help that names a key names its French one, the English beside it at most (a file
    # may be in either language). belote score -h said "la ligne 'rules:' du fichier".
    from belote_cli.dealfile.collect import FRENCH_KEYS
    from belote_cli.texts.help import HELP
    for key, (_, french) in HELP.items():
        for english in re.findall(r"'(\w+):'", french):
            if english in FRENCH_KEYS:
                assert f"'{FRENCH_KEYS[english]}:'" in french, (key, french)
    text = " ".join(re.sub(r"-\n\s+", "-", run("score", "-h", "--lang", "fr").stdout).split())
    assert "par-dessus la ligne 'règles:' (ou 'rules:') du fichier (répétable) ;" in text


def test_the_french_score_names_a_carre_in_words() -> None:
    # The file declares 'E carré 10' and 'O cinquante A♥': EO hold the best (any carré
    # beats any sequence) and score both, 100 + 50 = 150 (RULES.md, Announcements). The
    # French note names the carré as the rule book does; the English keeps carré 10.
    deal = Path(__file__).resolve().parent / "deals" / "hand-written" / "coinche-carre.belote"
    text = run("score", str(deal), "--lang", "fr").stdout
    assert "annonces\xa0: E carré de dix, O cinquante à l'A♥\xa0; EO marquent 150" in text
    assert "carré 10" not in text
    english = run("score", str(deal)).stdout
    assert "announcements: E carré 10, W cinquante A♥; EW score 150" in english


# --- the taking and the auction, one word each ---------------------------------------------------

def test_the_review_names_the_taking_and_the_auction_as_the_rule_book_does() -> None:
    # The rule book's part on the retourne is 'Dealing and taking the contract (la prise)',
    # its coinche part 'The auction'; the review's line on them said 'Bidding:' in English
    # where the French said 'Prise :' and, in coinche, 'Enchères :'. Each head of a review
    # line names in English what its French names: la prise the taking, les enchères the
    # auction.
    from belote_cli.texts import CATALOGUE

    rules = " ".join((DOCS / "rules.md").read_text(encoding="utf-8").split())
    assert "## Dealing and taking the contract (*la prise*)" in rules
    assert "- The auction starts with the seat after the dealer" in rules
    twins = {"Prise": "Taking", "Enchères": "Auction"}
    heads = {key: (english.split(":")[0], french.split("\xa0:")[0])
             for key, (english, french) in CATALOGUE.items()
             if key.startswith("play_review_") and re.match(r"\w+\xa0: ", french)
             and french.split("\xa0:")[0] in twins}
    assert len(heads) == 11, heads
    assert {key: english for key, (english, french) in heads.items()
            if twins[french] != english} == {}
    assert heads["play_review_calls"] == ("Auction", "Enchères")
    assert heads["play_review_calls_none"] == ("Auction", "Enchères")
    # The table on a terminal names the round it is in so too (prise, retourne 10♦).
    assert CATALOGUE["screen_bidding"][0].startswith("taking, retourne ")
    assert CATALOGUE["screen_bidding"][1].startswith("prise, retourne ")
    # Seed 3, taking the retourne 10♦ (docs/playing.md): no 'Bidding:' in the review.
    done = run("play", "--seed", "3", "--review", stdin="1\n" * 12)
    assert "\nTaking: you took ♦ in round one.\n" in done.stdout
    assert "Bidding" not in done.stdout
    french = run("play", "--seed", "3", "--review", "--lang", "fr", stdin="1\n" * 12)
    assert "\nPrise\xa0: vous avez pris à ♦ au premier tour.\n" in french.stdout
    # The prompts' answers and the library's words too: 'the bidding' is kept only for a
    # deal's calls of any kind (a deal without bidding, getting-started.md says so).
    from belote_cli.core.english import ENGLISH

    for key, french_word, english_word in (("bid_at_taking_over", "La prise", "The taking"),
                                           ("card_at_bid1", "la prise", "the taking"),
                                           ("card_at_bid2", "la prise", "the taking"),
                                           ("bidding_over", "la prise", "the taking"),
                                           ("bid_at_card", "Les enchères", "The auction"),
                                           ("card_at_call", "les enchères", "the auction")):
        english, french_text = CATALOGUE[key]
        assert french_word in french_text and english_word in english, key
    assert ENGLISH["bidding_over"] == CATALOGUE["bidding_over"][0]
    said = [key for key, text in _english_texts().items()
            if re.search(r"\bthe bidding\b(?! of)|\byour bidding\b|\bBidding:", text)]
    assert said == [], said


def test_the_french_names_score_analyze_s_review_le_bilan_as_the_pages_do() -> None:
    # English says review for both (belote play --review, 'double-dummy review' at the head
    # of score --analyze); the French pages say bilan for both ('Le bilan de chaque carte :
    # --analyze', and play's 'Bilan de la donne 1 … (comme belote score --analyze)'), where
    # score --analyze's head said 'analyse à cartes ouvertes'.
    from belote_cli.texts import CATALOGUE

    scoring = (DOCS / "scoring.fr.md").read_text(encoding="utf-8")
    assert "## Le bilan de chaque carte\xa0: `--analyze`" in scoring \
        or "## Le bilan de chaque carte : `--analyze`" in scoring
    assert CATALOGUE["play_review_head"][1].startswith("Bilan de la donne {n}")
    for key in ("review_head", "review_head_two"):
        english, french = CATALOGUE[key]
        assert english.startswith("double-dummy review")
        assert french.startswith("bilan à cartes ouvertes"), key
    assert CATALOGUE["review_piles"][1].startswith("pas de bilan à cartes ouvertes")
    said = [name for name, text in _french_texts().items()
            if re.search(r"analyse à cartes|d'analyse|`--analyze` analyse|l'analyse commence",
                         " ".join(text.split()), re.I)]
    assert said == []
    done = run("score", "--lang", "fr", "--analyze", str(Path(MADE).parent / "dedans.belote"))
    assert done.stdout.count("bilan à cartes ouvertes\xa0: NS 86 / EO 76 points") == 1


# --- accents typed as combining marks -----------------------------------------------------------

def _decomposed(text: str) -> str:
    # Each accented letter as its letter then a combining accent (NFD), as some keyboards,
    # editors and file names copied on macOS write it: "trèfle" is t r e U+0300 f l e.
    import unicodedata

    decomposed = unicodedata.normalize("NFD", text)
    assert decomposed != text and len(decomposed) > len(text)
    return decomposed


def test_a_word_with_its_accents_apart_reads_as_the_word() -> None:
    from belote_cli.core.cards import CLUBS, parse_suit
    from belote_cli.core.coinche import Call, parse_call, parse_contract
    from belote_cli.core.declarations import parse_declaration
    from belote_cli.core.rules import RuleSet

    # trèfle is clubs (RULES.md, the cards: pique, cœur, carreau, trèfle).
    assert parse_suit(_decomposed("trèfle"), "fr") == CLUBS
    assert parse_call(_decomposed("80 trèfle"), "fr") == Call.bid(80, CLUBS)
    # A contract coinché counts double, surcoinché four times (FORMAT.md's contract line).
    assert parse_contract(_decomposed("110 ♥ N coinché")).multiplier == 2
    assert parse_contract(_decomposed("110 ♥ N surcoinché")).multiplier == 4
    # The carré of jacks, said by E.
    assert parse_declaration(_decomposed("E carré V")) == parse_declaration("E carre V")
    # Belote découverte's variant, spelled as its name is (a deal file's `variant:` line
    # reads it so), accents apart or not.
    assert RuleSet.parse(["variant=découverte"]).variant == "decouverte"
    assert RuleSet.parse([_decomposed("variant=découverte")]).variant == "decouverte"


def test_belote_decouverte_s_variant_spelled_with_its_accent_is_played() -> None:
    # `--rule variant=découverte` plays the game `variant=decouverte` plays, where it was an
    # unknown value (exit 2).
    plain = run("simulate", "--deals", "20", "--seed", "4", "--jobs", "1",
                "--rule", "variant=decouverte")
    assert plain.exit_code == 0, plain.output
    for spelled in ("variant=découverte", _decomposed("variant=découverte")):
        accented = run("simulate", "--deals", "20", "--seed", "4", "--jobs", "1",
                       "--rule", spelled)
        assert accented.exit_code == 0, accented.output
        assert accented.stdout == plain.stdout


@pytest.mark.parametrize(("typed", "heading"), [
    ("découverte", "## La belote découverte"),
    ("coinché", "## La coinche (ou contrée)"),
    ("règles", "## Les options et leur valeur"),
])
def test_a_topic_typed_with_its_accents_apart_opens(typed: str, heading: str) -> None:
    done = run("rules", _decomposed(typed), "--lang", "fr")
    assert done.exit_code == 0, done.output
    assert done.stdout.startswith(heading)


def test_a_deal_file_saved_with_its_accents_apart_is_scored_as_written() -> None:
    # examples/decouverte.belote says `variant: découverte`: saved decomposed it is the
    # same deal, scored the same, where the value was refused as unknown (exit 1).
    written = Path(MADE).parent / "decouverte.belote"
    text = written.read_text(encoding="utf-8")
    assert "variant: découverte" in text
    composed = run("score", str(written))
    assert composed.exit_code == 0, composed.output
    apart = run("score", "-", stdin=_decomposed(text))
    assert apart.exit_code == 0, apart.output
    assert apart.stdout == composed.stdout


def test_a_suit_typed_with_its_accent_apart_at_the_prompt_is_that_suit() -> None:
    # At the coinche's first call (seed 3, E deals: S calls first), "80 trèfle" is a bid
    # of 80 at clubs.
    done = run("play", "--rule", "variant=coinche", "--seed", "3", "--lang", "fr",
               stdin=_decomposed("80 trèfle\n") + "quitter\n")
    assert "S enchérit\xa0: 80 ♣" in done.stdout or "S enchérit : 80 ♣" in done.stdout


def test_a_line_typed_with_its_accents_apart_is_read_and_echoed_composed() -> None:
    # Seed 11, in French: S passes (2), E takes at ♦ in the second round; "trèfle" then
    # answers the card prompt, which reads no suit: the answer is refused quoting the word
    # as typed, its accent composed (è, U+00E8), as every line read is.
    done = run("play", "--seed", "11", "--lang", "fr",
               stdin="2\n" + _decomposed("trèfle") + "\nquitter\n")
    assert "'trèfle'" in done.stdout
    assert _decomposed("trèfle") not in done.stdout
