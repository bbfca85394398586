"""The documents a user reads: the README's shape, the site's pages and their links, and
the command-line reference against the commands' own options."""

from __future__ import annotations

import functools
import re
from pathlib import Path
from types import ModuleType

import pytest
import typer.main
from typer.testing import Result

from belote_cli.cli import app
from belote_cli.core.cards import parse_cards
from belote_cli.core.seats import Seat
from belote_cli.core.talon import deal_layout
from belote_cli.simulation.stats import Moments

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short_and_starts_with_the_two_commands() -> None:
    lines = README.splitlines()
    assert len(lines) <= 110
    first_block = README.split("```sh\n", 1)[1].split("```", 1)[0].splitlines()
    assert first_block[0].startswith("pip install . && belote play ")
    assert first_block[1].startswith("pip install -e '.[test]' && pytest ")
    # What a newcomer needs before the first command: the wait, what names the build, the
    # two dependencies and why; the rest in the first steps and CONTRIBUTING.md.
    text = " ".join(README.split())
    install = text.split("```", 2)[2].split("## A deal", 1)[0]
    for words in ("`pip install .` takes about half a minute on two cores, printing nothing",
                  "(`pip install -v .` shows the compilers at work)",
                  "`belote --version` says which build is installed",
                  "`typer` for the commands, `rich` for the colour and the table",
                  "(docs/getting-started.md#install)",
                  "(CONTRIBUTING.md#dependencies)"):
        assert words in install, words
    assert "mypyc" not in install and "editable" not in install


def test_the_first_steps_say_what_each_install_builds() -> None:
    # The README's install paragraph said it, and sends its reader there now.
    text = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    section = " ".join(text.split("\n## Install\n", 1)[1].split("\n## ", 1)[0].split())
    for words in ("about half a minute on two idle cores", "with nothing printed meanwhile",
                  "(`pip install -v .` shows the compilers at work)",
                  "in the same environment it replaces the compiled build",
                  "The editable install builds the same native core in place",
                  "compiles the simulation's loops and the deal engine with mypyc",
                  "leaves the rest interpreted", "`belote --version` says which build",
                  "Without a C compiler both still install, in pure Python",
                  "The distribution is called `belote-table`", "Python 3.10 or newer",
                  "`typer` and `rich`"):
        assert words in section, words


def test_contributing_says_each_dependency_and_extra() -> None:
    # The README's paragraph on the dependencies listed the extras; CONTRIBUTING.md's
    # section says each, and why.
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = " ".join(text.split("\n## Dependencies\n", 1)[1].split("\n## ", 1)[0].split())
    for words in ("`typer`", "rich draws the colour, the table of `belote play`",
                  "`pip install '.[cluster]'`", "`pip install '.[docs]'`",
                  "the `test` extra", "`pytest-xdist`", "`hypothesis`", "`pyte`"):
        assert words in section, words


def test_the_first_pages_say_what_double_dummy_means_where_they_first_name_it() -> None:
    # The install paragraph of the README and of the first steps named 'the double-dummy
    # search' to a newcomer, its meaning said only pages later (the French says 'à cartes
    # ouvertes', which needs no gloss). The README names it no more; where it does again,
    # the gloss comes with it.
    first_steps = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    assert "double-dummy" in first_steps
    for text in (README, first_steps):
        flat = " ".join(text.split())
        if "double-dummy" not in flat:
            continue
        first = flat.index("double-dummy")
        assert flat[first:].startswith("double-dummy search, the best play with every hand "
                                       "laid open,"), flat[first:first + 80]


def test_the_readme_has_no_benchmark_history() -> None:
    # No dated measurements, no commit hashes, no load averages.
    assert not re.search(r"\b(November|December) 20\d\d\b", README)
    assert not re.search(r"`[0-9a-f]{7}`", README)
    assert "load average" not in README


def test_the_readme_shows_two_examples_of_each_command() -> None:
    for command in ("play", "simulate", "score"):
        examples = re.findall(rf"^belote {command} ", README, re.M)
        assert len(examples) >= 2, command


def _nav_pages() -> list[str]:
    text = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    nav = text.split("\nnav:\n", 1)[1].split("\n\n", 1)[0]
    return re.findall(r":\s+(\S+\.md)$", nav, re.M)


def test_the_site_lists_every_page_and_every_page_exists() -> None:
    pages = _nav_pages()
    assert len(pages) == len(set(pages))
    on_disk = sorted(str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md"))
    assert sorted(pages) == on_disk


@pytest.mark.parametrize(("page", "lang"), [("getting-started.md", "en"),
                                            ("getting-started.fr.md", "fr")])
def test_the_words_of_the_game_say_which_open_a_topic_of_belote_rules(
        page: str, lang: str) -> None:
    # The first steps' words of the game sent the reader to the site's rule book, not to
    # 'belote rules capot', which prints the same part at the command line. Each word the
    # sentence names is a word of the list, and opens the part its line links to.
    from typer.testing import CliRunner

    text = (DOCS / page).read_text(encoding="utf-8")
    title = "The words of the game" if lang == "en" else "Les mots du jeu"
    section = text.split(f"\n## {title}\n", 1)[1]
    intro, listing = section.split("\n- ", 1)
    flat = " ".join(intro.split())
    assert "`belote rules capot" in flat
    words = re.findall(r"`([a-zé-]+)`", flat.split("belote rules capot", 1)[1])
    assert len(words) >= 6, words
    for word in ["capot", *words]:
        line = next(item for item in listing.split("\n- ") if f"**{word}**" in item)
        anchor = re.search(r"\]\(rules(?:\.fr)?\.md#([^)]+)\)", line)
        assert anchor is not None, word
        printed = CliRunner().invoke(app, ["rules", word, "--lang", lang])
        assert printed.exit_code == 0, word
        heading = printed.stdout.split("\n", 1)[0].lstrip("#").strip()
        assert _slug(heading) == anchor[1], (word, heading, anchor[1])


def test_the_readme_links_to_pages_that_exist() -> None:
    for target in re.findall(r"\]\(([^)#:]+\.md)\)", README):
        assert (ROOT / target).is_file(), target
    for name in ("CONTRIBUTING.md", "CHANGELOG.md", "LICENSE"):
        assert (ROOT / name).is_file(), name


def test_the_licence_is_the_one_pyproject_names() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'license = "MIT"' in pyproject
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    # The docs extra installs what builds the site.
    extra = re.search(r"^docs = \[(.*)\]$", pyproject, re.M)
    assert extra is not None
    for package in ("mkdocs", "mkdocs-material", "mkdocstrings[python]"):
        assert f'"{package}>=' in extra.group(1), package


def _options(command: str) -> list[str]:
    group = typer.main.get_group(app)
    cmd = group.get_command(None, command)  # type: ignore[arg-type]  (a context it ignores)
    assert cmd is not None
    names: list[str] = []
    for param in cmd.params:
        if param.param_type_name == "option" and not getattr(param, "hidden", False):
            names.extend(n for n in param.opts if n.startswith("--") and n != "--help")
    return names


@pytest.mark.parametrize("command", ["play", "simulate", "score", "rules"])
def test_the_cli_reference_names_every_option(command: str) -> None:
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    section = text.split(f"## `belote {command}`", 1)[1].split("\n## ", 1)[0]
    for option in _options(command):
        assert re.search(rf"`{re.escape(option)}[ `]", section), (command, option)


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_cli_reference_names_every_bot_in_both_languages(command: str) -> None:
    # As the help of --bots does; simulate's row named expert-uniform but not its French
    # name, which the program reads too.
    from belote_cli.bots.registry import bot_names
    from belote_cli.texts.report import BOT_NAMES_FR

    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    section = text.split(f"## `belote {command}`", 1)[1].split("\n## ", 1)[0]
    row = next(line for line in section.splitlines() if line.startswith("| `--bots NAME`"))
    for name in bot_names():
        for written in (name, BOT_NAMES_FR[name]):
            assert f"`{written}`" in row, (command, written)


@pytest.mark.parametrize(("page", "rows"), [
    ("cli.md", ["| `--bots NAME` |", "| `--bots NAME` |", "| `--ns NAME`, `--ew NAME` |"]),
    ("cli.fr.md", ["| `--bots NOM` |", "| `--bots NOM` |", "| `--ns NOM`, `--ew NOM` |"])])
def test_the_rows_naming_bots_say_that_import_brings_more(page: str, rows: list[str]) -> None:
    # As the help of --bots does: a row listing the built-in bots said nothing of the bots
    # a module registers, which only the row of --import named.
    text = (DOCS / page).read_text(encoding="utf-8")
    found = [line for line in text.splitlines() if line.startswith(tuple(rows))]
    assert [line.split(" | ")[0] + " |" for line in found] == rows
    for line in found:
        assert "`--import MODULE`" in line.split(" | ", 1)[1], line


def test_the_simulating_page_names_every_bot_and_the_default_without_bidding() -> None:
    # Its table of options named heuristic, random and expert, where --bots takes
    # expert-uniform too, and gave heuristic as the default where --discovery plays random.
    from belote_cli.bots.registry import bot_names

    text = (DOCS / "simulating.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| `--bots NAME`"))
    for name in bot_names():
        assert f"`{name}`" in row, name
    assert "`random` with `--discovery`" in row


@pytest.mark.parametrize(("command", "option"), [("score", "--analyze"), ("play", "--review")])
def test_the_cli_reference_says_what_the_review_names(command: str, option: str) -> None:
    # As the options' help does: the review names a card that gave up the capot or let the
    # other side make it, or changed the contract's result, not only each card's cost.
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    section = text.split(f"## `belote {command}`", 1)[1].split("\n## ", 1)[0]
    row = next(line for line in section.splitlines() if line.startswith(f"| `{option}` |"))
    for words in ("gave up the capot", "let the other side make it",
                  "changed the contract's result"):
        assert words in row, (option, words)


def test_the_readme_says_what_the_review_prints() -> None:
    # The README said that --review shows each card's cost and a card that lost the
    # contract or the capot, and not the verdict on the taking that ends the review
    # (belote play --seed 3 --review, taking, then the first card offered each time).
    from typer.testing import CliRunner

    text = " ".join(README.split())
    said = re.search(r"`--review` then (.*?)\. On a terminal", text)
    assert said is not None
    # A card that gave up the capot or changed the contract's result:
    # the --review row of docs/cli.md says it (the test above).
    for words in ("every hand open", "what each of your cards cost against perfect play",
                  "whether taking paid"):
        assert words in said[1], words
    printed = CliRunner().invoke(app, ["play", "--seed", "3", "--review"],
                                 input="take\n" + "1\n" * 8).stdout
    head = "Review of deal 1, your cards against perfect play, all hands open"
    review = printed.split(head, 1)[1]
    assert "  trick 4: 8♦ cost 18 points (best: J♠ Q♥ J♣)\n" in review
    assert "\nTaking: you took ♦ in round one.\n  should you take? " in review
    # The verdict's line goes on after four blanks past 80 columns: read whole.
    assert re.search(r"taking minus passing, .*: pass$", review.replace("\n    ", " "), re.M)


def test_the_french_first_steps_show_the_tally_the_program_prints() -> None:
    # The tally of examples/made.belote, as belote score --lang fr prints it.
    from typer.testing import CliRunner

    from belote_cli.cli import app

    page = (DOCS / "getting-started.fr.md").read_text(encoding="utf-8")
    block = page.split("```text\n", 1)[1].split("```", 1)[0]
    made = str(ROOT / "examples" / "made.belote")
    printed = CliRunner().invoke(app, ["score", made, "--lang", "fr"]).stdout
    assert block.strip() and printed.endswith(block)


def _french_playing() -> str:
    return (DOCS / "playing.fr.md").read_text(encoding="utf-8")


def test_the_french_playing_page_names_the_words_the_program_reads() -> None:
    # Each row of the page's table of words names, in backticks, one set of words the
    # session reads (session.py), every word of it and no other: a word the page names
    # is one the program reads, and a word the program reads is on the page.
    from belote_cli.play import session

    sets = {"help": session._HELP, "hand": session._HAND, "trick": session._TRICK,
            "last": session._LAST, "score": session._SCORE, "hint": session._HINT,
            "review": session.REVIEW_WORDS, "quit": session._QUIT, "take": session._TAKE,
            "pass": session._PASS}
    section = _french_playing().split("## Les mots à taper\n", 1)[1].split("\n## ", 1)[0]
    rows = [line.split("|")[1:3] for line in section.splitlines()
            if line.startswith("| `")]
    named: dict[str, set[str]] = {}
    for cells in rows:
        words = set(re.findall(r"`([^`]+)`", "".join(cells)))
        [(name, read)] = [(n, s) for n, s in sets.items() if words & s]
        assert words == set(read), (name, words ^ set(read))
        named[name] = words
    assert sorted(named) == sorted(sets)
    # The French first of each row, as the program's French help names them.
    assert [re.findall(r"`([^`]+)`", cells[0])[0] for cells in rows] == [
        "aide", "main", "pli", "dernier", "score", "conseil", "bilan", "quitter", "prends",
        "passe"]
    # p passes at the first round, and at the second, as the page says, is pique (seed 4:
    # everyone passes the first round, ♠ is offered at the second).
    from typer.testing import CliRunner

    second = CliRunner().invoke(app, ["play", "--seed", "4", "--lang", "fr"],
                                input="passe\np\n").stdout
    assert "Second tour" in second and "S prend à ♠" in second


def test_the_french_playing_page_s_card_notations_are_read_as_it_says() -> None:
    # `VP` (V♠): what is typed, then the card it plays at the French prompt.
    from belote_cli.core.cards import card_symbol, read_card

    section = _french_playing().split("## Les cartes\n", 1)[1].split("\n## ", 1)[0]
    pairs = re.findall(r"`([^` ]+)` \(([^ )]+)\)", " ".join(section.split()))
    assert len(pairs) >= 5 and ("VP", "V♠") in pairs and ("10c", "10♥") in pairs
    for typed, card in pairs:
        assert card_symbol(read_card(typed, "fr"), "fr") == card, typed


#: What the French playing page quotes from belote play, and the run that prints it: the
#: arguments and the lines typed ("…" in a quote stands for what it leaves out).
FRENCH_QUOTES = [
    ("Prendre à ♦ ou passer ? 1) prends  2) passe", ["--seed", "3"], "prends\n10k\n"),
    ("1) R♦*  2) 8♦*  A♠  V♠", ["--seed", "3"], "prends\n10k\n"),
    ("Donne abandonnée.", ["--seed", "3"], "quitter\n"),
    ("erreur : fin de l'entrée : donne abandonnée", ["--seed", "3"], "prends\n"),
    ("Entrée : quitter · bilan : …", ["--seed", "3"], "prends\n" + "1\n" * 8),
    ("vérification : 152 + 10 = 162 ✓", ["--seed", "3"], "prends\n" + "1\n" * 8),
    ("Partie : NS 0, EO 0 (but 1\u202f000)", ["--seed", "4", "--target", "1000"],
     "1\nscore\n" + "1\n" * 8),
    ("partie après la donne 1 : NS 0 – EO 162", ["--seed", "4", "--target", "1000"],
     "1\n" * 9),
    ("Donne 2 : donneur S (graine 84723 ; pour la rejouer seule : belote play --seed 84723 "
     "--dealer S --lang fr)", ["--seed", "4", "--target", "1000"], "1\n" * 9),
    ("Annoncer la tierce à l'A♦ ? 1) oui  2) non", ["--seed", "1", "--rule", "announcements=on"],
     "1\n1\n"),
    ("Retourne : D♠ (face visible ; le talon a 19 cartes)",
     ["--seed", "1", "--rule", "variant=deux"], "quitter\n"),
    ("Pli 1 : talon de 20 cartes dont D♠ visible ; carte libre.",
     ["--seed", "1", "--rule", "variant=deux"], "1\n"),
    ("Pli 2 : à vous d'entamer ; talon de 18 cartes dont D♠ visible ; carte libre.",
     ["--seed", "1", "--rule", "variant=deux"], "1\n" * 2),
    ("Échanger votre 7♠ contre la retourne D♠ ? 1) oui  2) non",
     ["--seed", "1", "--rule", "variant=deux"], "1\n" * 12),
    ("Pli 2 : 7 de vos cartes sont cachées.", ["--seed", "4", "--rule", "variant=decouverte"],
     "1\n"),
    ("Cartes visibles de Nord : …", ["--seed", "4", "--rule", "variant=decouverte"], "1\n"),
    ("Retournées : vous 10♦, Nord 7♥.", ["--seed", "4", "--rule", "variant=decouverte"],
     "1\n"),
    # The taking: round two, a void deal (seed 2: all pass twice), the cards received.
    ("Second tour : personne n'a pris la retourne.", ["--seed", "4"], "passe\n"),
    ("Tout le monde a passé deux fois : la donne est nulle ; …", ["--seed", "2"],
     "passe\npasse\n"),
    ("Vous prenez la retourne 10♦ et recevez V♠ 8♦ …", ["--seed", "3"], "prends\n"),
    ("Vous recevez A♠ 7♥ R♣ …", ["--seed", "7"], ""),
    # A card refused, belote declared, the hint's words.
    ("Impossible de jouer R♥ : vous devez fournir ♦.", ["--seed", "3"], "prends\n10k\nR♥\n"),
    ("Vous avez R♦ et D♦ : annoncer belote ? 1) oui  2) non",
     ["--seed", "1", "--rule", "belote=declared"], "1\n" * 30),
    ("Conseil : V♣, la seule carte que vous pouvez jouer.", ["--seed", "3"],
     "prends\n1\n1\n1\n1\nconseil\n"),
    ("… vaut mieux pour la marque de la donne, contrat compris …",
     ["--seed", "7", "--rule", "variant=coinche"], "passe\n1\nconseil\n"),
    # Answers at the wrong moment: the classic taking is la prise, the coinche's enchères.
    ("Pas encore de carte à jouer ('VP') : la prise d'abord. …", ["--seed", "1"], "VP\n"),
    ("… : les enchères d'abord. …", ["--seed", "1", "--rule", "variant=coinche"], "VP\n"),
    ("La prise est faite ('prends') : jouez une carte. …", ["--seed", "3"],
     "prends\nprends\n"),
    ("Les enchères sont finies ('pass') : …", ["--seed", "7", "--rule", "variant=coinche"],
     "passe\npass\n"),
    ("Un conseil est donné à votre tour de prendre, d'enchérir ou de jouer une carte.",
     ["--seed", "1", "--rule", "announcements=on"], "prends\nconseil\n"),
    # The hint at the taking, shown whole: tests/test_guide_quotes.py's RUN_BLOCKS.
    ("Aucune donne finie : le bilan vient à la fin d'une donne.", ["--seed", "3"], "bilan\n"),
    # The variants.
    ("Annonces : S tierce à l'A♦.", ["--seed", "1", "--rule", "announcements=on"],
     "1\n" * 4),
    ("Meilleure annonce : S tierce à l'A♦ ; NS marquent leurs 20.",
     ["--seed", "1", "--rule", "announcements=on"], "1\n" * 4),
    ("Votre enchère ? 1) passe  2) 110 ♠  3) 110 ♥  4) 110 ♦  5) 110 ♣  6) coinche ; ou une "
     "enchère plus haute : 120–160 ou capot avec l'atout (ex. 120 ♥)",
     ["--seed", "7", "--rule", "variant=coinche"], "quitter\n"),
    ("80 ♠ refusée : 80 ♠ n'est pas au-dessus de la dernière enchère (80 ♥ par E) : "
     "enchérissez à 90 ou plus, ou passez.",
     ["--seed", "22", "--dealer", "N", "--rule", "variant=coinche"], "80 ♠\n"),
    ("Enchère inconnue '90 X' : couleur inconnue 'X' …",
     ["--seed", "3", "--rule", "variant=coinche"], "90 X\n"),
    ("Contrat 100 ♦ par E : l'équipe EO doit faire 100 points (points de plis et belote).",
     ["--seed", "7", "--rule", "variant=coinche"], "passe\n"),
    ("Vous piochez 9♠ (en premier, comme gagnant du pli).",
     ["--seed", "1", "--rule", "variant=deux"], "1\n" * 2),
    ("Pli 12 : talon vide : fournir, monter à l'atout ou couper.",
     ["--seed", "1", "--rule", "variant=deux"], "1\n" * 20),
    ("Conseil : 8♠ (le choix du robot heuristique).",
     ["--seed", "2", "--rule", "variant=decouverte"], "prends\nconseil\n"),
    ("Second tour : quel contrat, ou passe ? 1) ♠  2) ♥  3) ♣  4) SA  5) TA  6) passe",
     ["--seed", "2", "--rule", "sa_ta=on"], "passe\n"),
    ("Sans atout : le contrat est pris par S, l'équipe NS le joue.",
     ["--seed", "2", "--rule", "sa_ta=on"], "passe\nSA\n"),
    ("Votre main (sans atout) : …", ["--seed", "2", "--rule", "sa_ta=on"], "passe\nSA\n"),
    ("152 + 10 = 162 ✓ (total TA ramené)", ["--seed", "8", "--rule", "sa_ta=on"],
     "passe\nTA\n1\n1\n1\nA♦\n" + "1\n" * 6),
    # The review's judgement of the taking, in both rounds (seed 4, passing twice).
    *((said, ["--seed", "4", "--review"], "passe\npasse\n" + "1\n" * 8)
      for said in ("fallait-il prendre ?", "et au second tour ?", "prendre", "passer")),
    # The review's units, points: a card's cost in trick points, the taking's margin in
    # the deal's score (seed 3, taking, then the first card offered each time).
    *((said, ["--seed", "3", "--review"], "prends\n" + "1\n" * 8)
      for said in ("pli 4 : 8♦ coûte 18 points (meilleurs coups : V♠ D♥ V♣)",
                   "écart de votre équipe par donne en points : -33,01, intervalle à 95 % "
                   "[-40,25 ; -25,77] : passer")),
]


@pytest.mark.parametrize(("quote", "args", "typed"), FRENCH_QUOTES,
                         ids=[q for q, _, _ in FRENCH_QUOTES])
def test_the_french_playing_page_quotes_what_belote_play_prints(
        quote: str, args: list[str], typed: str) -> None:
    # The page writes a plain space where the program writes a no-break space (before a
    # colon or a question mark): spaces are compared as one.

    def flat(text: str) -> str:
        return " ".join(text.split())

    assert f"`{flat(quote)}`" in flat(_french_playing()), quote
    printed = _played_in_french(tuple(args), typed)
    pattern = ".*".join(re.escape(part) for part in flat(quote).split("…"))
    assert re.search(pattern, printed), quote


@functools.cache
def _played_in_french(args: tuple[str, ...], typed: str) -> str:
    """What ``belote play --lang fr ARGS`` prints given ``typed``, each line's blanks one
    blank: played once for each command line and input, which several quotes read (the
    review of seed 4 gives four)."""
    from typer.testing import CliRunner

    done = CliRunner().invoke(app, ["play", "--lang", "fr", *args], input=typed)
    # A line past 80 columns goes on after four blanks (a menu, a deal's line): read whole.
    whole = (done.stdout + done.stderr).replace("\n    ", " ")
    return "\n".join(" ".join(line.split()) for line in whole.splitlines())


def test_a_french_page_links_the_french_page_where_there_is_one() -> None:
    # The French first steps sent a French player to playing.md "(en anglais)": a link of
    # a French page goes to the French version of a page that has one, but for the line
    # that gives the page in English.
    french = {p.name for p in DOCS.glob("*.fr.md")}
    assert "playing.fr.md" in french
    for name in sorted(french):
        for line in (DOCS / name).read_text(encoding="utf-8").splitlines():
            if line.startswith("*In English: "):
                continue
            for target in re.findall(r"\]\(([\w-]+)\.md[)#]", line):
                assert f"{target}.fr.md" not in french, (name, target)
    assert "(en anglais)" not in (DOCS / "getting-started.fr.md").read_text(encoding="utf-8")


@functools.cache
def _scored(*args: str) -> Result:
    """``belote score ARGS`` in this process, run once for each command line: the tests
    of the two format pages (English and French) read the same documents."""
    from typer.testing import CliRunner

    return CliRunner().invoke(app, ["score", *args])


def _json_keys(value: object) -> set[str]:
    # Every key of a JSON document, at any depth; the teams and seats that key the
    # per-side objects are values, not keys of the shape.
    if isinstance(value, dict):
        found = {k for k in value if k not in ("NS", "EW", "S", "N")}
        for v in value.values():
            found |= _json_keys(v)
        return found
    if isinstance(value, list):
        return set().union(*(_json_keys(v) for v in value))
    return set()


def test_the_scoring_page_names_every_example() -> None:
    # "Examples to copy are in examples/: made, dedans, …": each file there, no other.
    text = " ".join((DOCS / "scoring.md").read_text(encoding="utf-8").split())
    listed = text.split("Examples to copy are in `examples/`: ", 1)[1].split("```", 1)[0]
    named = set(re.findall(r"`([a-z]+)`", listed))
    assert named == {p.stem for p in (ROOT / "examples").glob("*.belote")}


def test_the_deal_file_page_s_two_player_deal_is_examples_deux() -> None:
    # docs/format.md shows a deal of belote à deux in part and names examples/deux.belote
    # as the whole of it: each line it shows, '…' cut off, is a line of that file.
    section = (DOCS / "format.md").read_text(encoding="utf-8").split(
        "## Two-player deals")[1].split("\n## ")[0]
    block, after = section.split("\n\n", 3)[2:4]  # after the heading and the sentence
    assert "is\n`examples/deux.belote` in the sources." in after
    assert "`examples/decouverte.belote`\n  is a whole deal" in after
    lines = {" ".join(line.split("#")[0].split())
             for line in (ROOT / "examples" / "deux.belote").read_text(
                 encoding="utf-8").splitlines()}
    shown = [" ".join(line.split("#")[0].split()).removesuffix(" …")
             for line in block.splitlines() if line.strip() != "…"]
    assert len(shown) == 8
    for line in shown:
        assert line in lines or any(x.startswith(line) for x in lines), line


def test_the_deal_file_pages_and_examples_decouverte_say_how_the_deck_lays_out_the_piles(
) -> None:
    # Without the layout a newcomer cannot write the deck of a deal of belote découverte:
    # the pages say it in card numbers (belote rules decouverte: rounds of four, the
    # non-dealer's face-down cards first), and the example's header lists the piles its
    # deck makes by that rule, which the engine lays out the same way.
    english = " ".join((DOCS / "format.md").read_text(encoding="utf-8").split())
    assert ("The deck lays out the piles, card 1 first, in rounds of four: cards 1 to 4 "
            "face down as the non-dealer's piles 1 to 4, 5 to 8 as the dealer's, 9 to 12 "
            "face up on the non-dealer's, 13 to 16 on the dealer's; cards 17 to 32 make "
            "piles 5 to 8 the same way, and card 32, the dealer's last face-up card, is "
            "the retourne.") in english
    french = " ".join((DOCS / "format.fr.md").read_text(encoding="utf-8").split())
    assert ("Le paquet fait les tas, la carte 1 d'abord, par tours de quatre : les cartes "
            "1 à 4 face cachée, tas 1 à 4 du non-donneur, 5 à 8 ceux du donneur, 9 à 12 "
            "face visible sur ceux du non-donneur, 13 à 16 sur ceux du donneur ; les "
            "cartes 17 à 32 font de même les tas 5 à 8, et la carte 32, la dernière "
            "visible du donneur, est la retourne.") in french
    text = (ROOT / "examples" / "decouverte.belote").read_text(encoding="utf-8")
    header = " ".join(" ".join(line[1:] for line in text.splitlines()
                               if line.startswith("#")).split())
    found = re.search(r"S's face-up (.+?) lie on (.+?), and N's (.+?) on (.+?)\. Only", header)
    assert found, header
    s_up, s_down, n_up, n_down = (parse_cards(group) for group in found.groups())
    deck = parse_cards(next(line for line in text.splitlines()
                            if line.startswith("deck:")).removeprefix("deck:"))
    # Dealer N: S is the non-dealer. Cards 1-4 and 17-20 lie face down as S's piles,
    # 5-8 and 21-24 as N's, 9-12 and 25-28 face up on S's, 13-16 and 29-32 on N's.
    assert s_down == deck[0:4] + deck[16:20] and n_down == deck[4:8] + deck[20:24]
    assert s_up == deck[8:12] + deck[24:28] and n_up == deck[12:16] + deck[28:32]
    up, down = deal_layout(deck, Seat.N)
    assert (up[Seat.S], down[Seat.S], up[Seat.N], down[Seat.N]) == (s_up, s_down, n_up, n_down)


@pytest.mark.parametrize(("name", "points", "score"), [
    # S 89 in cards, N 63 + the dix de der; S's belote (K♥ then Q♥): 109 / 73.
    ("deux", {"S": 89, "N": 73}, {"S": 109, "N": 73}),
    # S 72 + the dix de der, N 80; S's belote (Q♦ then K♦): 102 / 80.
    ("decouverte", {"S": 82, "N": 80}, {"S": 102, "N": 80}),
])
def test_the_two_player_examples_score_what_their_headers_work_out(
        name: str, points: dict[str, int], score: dict[str, int]) -> None:
    # Each header works its deal's score out by hand from the rule book (the figures here
    # are the header's); belote score must agree: the contract made, the same points.
    import json

    from typer.testing import CliRunner

    path = ROOT / "examples" / f"{name}.belote"
    comments = " ".join(line.lstrip("# ") for line in path.read_text(encoding="utf-8")
                        .splitlines() if line.startswith("#"))
    assert f"Score: S {score['S']}, N {score['N']}." in comments
    result = CliRunner().invoke(app, ["score", "--json", str(path)])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert (doc["result"], doc["points"], doc["score"]) == ("made", points, score)


@pytest.mark.parametrize("page", ["format.md", "format.fr.md"])
def test_the_json_section_names_every_key_score_emits(page: str) -> None:
    import json


    section = (DOCS / page).read_text(encoding="utf-8").split("## `belote score --json`")[1]
    section = section.split("\n## ")[0]
    keys: set[str] = set()
    for example in sorted((ROOT / "examples").glob("*.belote")):
        for extra in ([], ["--analyze"]):
            result = _scored("--json", *extra, str(example))
            assert result.exit_code == 0, result.output
            keys |= _json_keys(json.loads(result.stdout))
    assert "piles" in keys and "analysis" in keys
    missing = sorted(k for k in keys if f"`{k}`" not in section and f'"{k}"' not in section)
    assert not missing, missing


@pytest.mark.parametrize("page", ["format.md", "format.fr.md"])
def test_the_json_section_names_the_library_s_score_json(page: str) -> None:
    # The JSON the section describes is also belote_cli.score_json's, its analysis that of
    # score_json(..., analyze=True) (docs/api.md): said where the object and the
    # `analysis` key are, the page read as `belote rules format` shows it, by words.
    section = " ".join((DOCS / page).read_text(encoding="utf-8").split(
        "## `belote score --json`")[1].split("\n## ")[0].split())
    opening, keys = section.split(" { \"trump\"", 1)
    assert "`belote_cli.score_json(text)`" in opening and "docs/api.md" in opening
    analysis = keys.split("- `analysis`")[1].split(" - ")[0]
    assert re.match(r", (with|avec) `--analyze` \(`score_json\(text, analyze=True\)` "
                    r"(in|en) Python\) ?:", analysis)


@pytest.mark.parametrize("page", ["format.md", "format.fr.md"])
def test_the_note_on_a_taker_speaks_to_the_table_and_points_to_the_library(page: str) -> None:
    # Note 2 under the header table named dumps and DealRecord to people writing a deal at
    # a table: the library's refusal to write a coinche taker without its contract is
    # docs/api.md's, where the note points.
    notes = (DOCS / page).read_text(encoding="utf-8").split("\n2. ", 1)[1]
    note = " ".join(notes.split("\n3. ", 1)[0].split())
    assert "`contract:`" in note or "`contrat:`" in note
    assert "dumps" not in note and "DealRecord" not in note, note
    assert note.count("docs/api.md") == 1, note


def test_the_library_s_refusal_of_a_coinche_taker_without_contract_is_in_api_md() -> None:
    import dataclasses

    import belote_cli as b
    from belote_cli.core.coinche import Contract

    text = " ".join((DOCS / "api.md").read_text(encoding="utf-8").split())
    assert ("`dumps` and `dump` refuse a coinche `DealRecord` with a `taker` and no "
            "`contract` rather than write it, with a `RuleError`") in text
    assert "`contract=Contract(level, suit, taker)` (`belote_cli.core.coinche.Contract`)" in text
    # What the page says: refused, and written with the contract it asks for.
    [deal] = b.loads("trump: H\ntaker: S\nlast: NS\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\n")
    coinche = dataclasses.replace(deal, rules=b.RuleSet(variant="coinche"))
    with pytest.raises(b.RuleError, match=r"contract=Contract\(level, suit, taker\)"):
        b.dumps(coinche)
    bid = dataclasses.replace(coinche, contract=Contract(80, b.HEARTS, Seat.S))
    assert "contract: 80 H S" in b.dumps(bid).splitlines()


@pytest.mark.parametrize("page", ["format.md", "format.fr.md"])
def test_the_format_pages_say_what_exchange_and_tally_ok_hold(page: str,
                                                              tmp_path: Path) -> None:
    # The pages named `exchange` and `ok` without their values: score --json writes the
    # exchange's trick number (an int, 1 to 10) or null, and tally.ok true or false, where
    # simulate --json's tally.ok counts deals. Deals of belote à deux, some with an exchange.
    import json

    from typer.testing import CliRunner

    text = " ".join((DOCS / page).read_text(encoding="utf-8").split())
    section = text.split("## `belote score --json`")[1]
    at_two = re.search(r"`exchange`[^.]*(number|numéro)[^.]*`null`", section)
    ok = re.search(r"`ok` ?: `true`[^.]*`false`[^.]*`tally\.ok`[^.]*(count|nombre)", section)
    assert at_two is not None and ok is not None
    deals = tmp_path / "deux.belote"
    run = CliRunner().invoke(app, ["simulate", "--rule", "variant=deux", "--deals", "6",
                                   "--seed", "5", "--jobs", "1", "--json",
                                   "--record", str(deals)])
    assert run.exit_code == 0, run.output
    tally = json.loads(run.stdout)["stats"]["tally"]
    assert type(tally["ok"]) is int and tally["ok"] == tally["deals"] > 0
    scored = CliRunner().invoke(app, ["score", "--json", str(deals)])
    assert scored.exit_code == 0, scored.output
    docs = json.loads(scored.stdout)
    exchanges = [d["exchange"] for d in docs]
    assert None in exchanges and any(type(e) is int and 1 <= e <= 10 for e in exchanges)
    assert all(d["tally"]["ok"] is True for d in docs)


def test_the_simulating_page_says_tally_ok_is_a_count() -> None:
    # simulate --json's tally.ok is how many deals tally, not score --json's true or false.
    text = " ".join((DOCS / "simulating.md").read_text(encoding="utf-8").split())
    assert re.search(r"`tally`: `ok`, how many of the deals played tally \(a count", text)


def test_the_api_guide_and_contributing_say_how_mypy_finds_an_editable_install() -> None:
    # mypy does not run setuptools' editable finder: the compat mode, checked by hand with
    # mypy --strict on a program importing belote_cli, and MYPYPATH with silent imports.
    for text in ((DOCS / "api.md").read_text(encoding="utf-8"),
                 (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")):
        flat = " ".join(text.split())
        assert "pip install -e . --config-settings editable_mode=compat" in flat
        assert "MYPYPATH=/path/to/the/clone mypy --follow-imports=silent prog.py" in flat


def _directives(text: str) -> list[tuple[str, str]]:
    # Each ``::: path`` of a reference page with its indented options.
    found = []
    for m in re.finditer(r"^::: (\S+)\n((?:    .*\n)*)", text, re.M):
        found.append((m.group(1), m.group(2)))
    return found


def test_the_reference_shows_each_name_with_the_module_it_is_imported_from() -> None:
    import importlib

    import belote_cli

    exported = set(belote_cli.__all__)
    shown: set[str] = set()
    for page in sorted((DOCS / "reference").glob("*.md")):
        text = page.read_text(encoding="utf-8")
        modules = []
        for path, options in _directives(text):
            name = path.rsplit(".", 1)[1]
            shown.add(name)
            members = re.findall(r"^        - (\w+)$", options, re.M)
            full = "show_root_full_path: true" in options
            if members:  # a module: its heading is its path, its members exported names
                modules.append(importlib.import_module(path))
                assert full, (page.name, path)
                assert set(members) <= exported, (page.name, set(members) - exported)
                shown.update(members)
            else:
                modules.append(importlib.import_module(path.rsplit(".", 1)[0]))
                # A name belote_cli does not export is headed by its module's path.
                assert name in exported or full, (page.name, path)
        # The prose names a name belote_cli does not export with its module too.
        public = {n for m in modules for n in vars(m) if not n.startswith("_")}
        prose = re.sub(r"^::: .*\n(?:    .*\n)*", "", text, flags=re.M)
        bare = set(re.findall(r"`([A-Za-z_]\w*)`", prose)) & public
        assert bare <= exported | {"belote_cli"}, (page.name, bare - exported)
    # The names of documented signatures: Game.apply and Game.call raise BidError,
    # Bot.coinche_call receives a CoincheAuction, Game.at_play takes a Contract.
    assert {"BidError", "CoincheAuction", "Contract", "play_out", "iter_loads",
            "Reason"} <= shown


def test_no_page_says_hint_answers_at_any_prompt() -> None:
    # At the question of an announcement `hint` gives no card, only the line saying when
    # it does: a page that says it works "at any prompt" sends a newcomer to ask it there.
    from typer.testing import CliRunner

    announcing = ["play", "--seed", "1", "--rule", "announcements=on"]
    printed = CliRunner().invoke(app, announcing, input="take\nhint\n").stdout
    assert "A hint is given at your turn to take, call or play a card." in printed
    # The same in French: `conseil` (or `indice`), "à chaque question" or "à tout moment".
    printed = CliRunner().invoke(app, [*announcing, "--lang", "fr"],
                                 input="prends\nconseil\n").stdout
    assert "Un conseil est donné à votre tour de prendre, d'enchérir ou de jouer une carte." \
        in printed
    pages = [README] + [p.read_text(encoding="utf-8") for p in sorted(DOCS.glob("*.md"))]
    for text in pages:
        for sentence in re.split(r"(?<=\.)\s", " ".join(text.split())):
            assert not re.search(r"`hint`[^.;]*\bat any prompt", sentence), sentence
            assert not re.search(r"`(conseil|indice)`[^.;]*\b(à (chaque|toute) question|"
                                 r"à tout moment)", sentence), sentence


def test_the_playing_page_shows_the_hint_at_the_taking_as_printed() -> None:
    # The hint at the taking of seed 1, quoted on the page: the lines `belote play --seed 1`
    # prints for `hint` at round one.
    from typer.testing import CliRunner

    text = (DOCS / "playing.md").read_text(encoding="utf-8")
    shown = re.search(r"```text\n(Hint: pass\. The taking .*?)\n```", text, re.S)
    assert shown is not None
    printed = CliRunner().invoke(app, ["play", "--seed", "1"], input="hint\n").stdout
    assert f"\n{shown[1]}\n" in printed


def test_the_playing_page_explains_the_hint_with_the_hint_the_program_gives() -> None:
    # The page said "`hint` at the card prompt (see below)" and nothing below said what its
    # figures are; its section shows the hint of seed 3 at trick 2, as printed.
    from typer.testing import CliRunner

    text = (DOCS / "playing.md").read_text(encoding="utf-8")
    assert "(see below)" not in text
    section = text.split("## The hint (`hint`)\n", 1)[1].split("\n## ", 1)[0]
    shown = re.search(r"```text\n(Hint: .*?)\n```", section, re.S)
    assert shown is not None
    printed = CliRunner().invoke(app, ["play", "--seed", "3"], input="1\n1\nhint\n").stdout
    assert f"\n{shown[1]}\n" in printed  # whole lines, within 80 columns
    for words in ("the tricks already won do not", "double", "the best expected deal score",
                  "the only one"):
        assert words in " ".join(section.split()), words
    review = text.split("## The review of a deal", 1)[1].split("\n## ", 1)[0]
    assert "the verdict is take when the whole interval is above 0" in " ".join(review.split())


@pytest.mark.parametrize(("page", "title", "typed", "kept"), [
    ("playing.md", "## The hint (`hint`)", "Type `hint` (`conseil`) at the card prompt",
     ("of equal value", "the only card you may play.")),
    ("playing.fr.md", "## Le conseil (`conseil`)",
     "Tapez `conseil` (`indice`, `hint`) à la question de la carte",
     ("égales", "la seule carte que vous pouvez")),
    ("playing.md", "## The review of a deal (`review`, `--review`)",
     "Type `review` (`bilan`) at the end of a deal",
     ("gave up the capot or let the other side make it", "changed the contract's result",
      "the verdict is take when the whole interval is above 0")),
    ("playing.fr.md", "## Le bilan d'une donne (`bilan`, `--review`)",
     "Tapez `bilan` (`revue`, `review`) à la fin d'une donne",
     ("fait chuter le contrat", "perd le capot", "pas de différence nette"))])
def test_the_hint_s_and_review_s_sections_say_what_to_type_and_show_the_answer_first(
        page: str, title: str, typed: str, kept: tuple[str, ...]) -> None:
    # Each section was a long paragraph, its example after the details (how the deals are
    # drawn, how the taking is judged): it opens with what to type, then an answer as
    # printed, then a list reading that answer, each item named by a part of it, the
    # details after.
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split(f"\n{title}\n\n", 1)[1].split("\n## ", 1)[0]
    assert section.startswith(typed), section[:80]
    block = section.index("```text\n")
    reading = section[block:].split("```\n\n", 2)[1]
    assert section.index("\n- ") > block and reading.startswith("- **`"), reading[:40]
    shown = " ".join(section[block:].split("```", 2)[1].split())
    parts = re.findall(r"^- \*\*`([^`]+)`\*\*", reading.split("\n\n", 1)[0], re.M)
    assert len(parts) >= 3, parts
    for part in parts:
        assert " ".join(part.split()) in shown, part
    flat = " ".join(section.split())
    for words in kept:
        assert words in flat, words


def test_the_playing_page_leaves_the_reference_details_to_the_cli_reference() -> None:
    # The guide to playing held the dealing order of --deck, how the --record file is
    # written and how a terminal pages the review, which a newcomer does not need first:
    # they are in docs/cli.md, each once, and the guide links there in their place
    # (mkdocs build --strict checks that each anchor is there).
    playing = " ".join((DOCS / "playing.md").read_text(encoding="utf-8").split())
    cli = " ".join((DOCS / "cli.md").read_text(encoding="utf-8").split())
    for words, link in (
            ("the 21st card turned up as the retourne", "cli.md#a-stacked-deck---deck"),
            ("a device or `/dev/stdout` is opened once and given each deal once",
             "cli.md#the-record---record"),
            ("then Enter comes back to the question's page as it was",
             "cli.md#the-table-on-a-terminal")):
        assert cli.count(words) == 1 and words not in playing, words
        assert f"]({link})" in playing, link


def test_the_stacked_deck_s_order_at_two_is_not_said_to_be_that_of_four() -> None:
    # playing.md said that --deck works at belote à deux and découverte as in the
    # four-player game, whose 21st card is the retourne; the two-player deals follow their
    # own order (tests/test_play_cli.py), which the reference's section on --deck gives.
    playing = " ".join((DOCS / "playing.md").read_text(encoding="utf-8").split())
    two = playing.split("## Belote à deux (`variant=deux`)", 1)[1]
    assert not re.search(r"`--deck`[^.]* work as in the four-player game", two)
    assert "`--deck`, `--record` and `--lang fr` work as at two" not in two
    assert two.count("(cli.md#a-stacked-deck---deck)") == 2
    cli = " ".join((DOCS / "cli.md").read_text(encoding="utf-8").split())
    section = cli.split("### A stacked deck (`--deck`)", 1)[1].split(" ### ", 1)[0]
    for words in ("at belote à deux 3 to the non-dealer, 3 to the dealer, twice, card 13 "
                  "the retourne", "card 32 the retourne"):
        assert words in section, words


def test_the_stacked_deck_s_cards_land_where_the_reference_says_by_who_takes() -> None:
    # A deck stacked for S to take deals other hands when a bot takes: the reference says
    # where each card goes with --dealer E, for S taking and for N taking, in both
    # languages, and the engine deals them there (card n of the deck is its int n - 1).
    from belote_cli import Game

    cli = " ".join((DOCS / "cli.md").read_text(encoding="utf-8").split())
    assert ("S gets cards 1 to 3 and 13 to 14, W 4 to 6 and 15 to 16, N 7 to 9 and 17 to 18, "
            "E 10 to 12 and 19 to 20, card 21 is the retourne") in cli
    assert ("S taking gets 22 and 23 (W 24 to 26, N 27 to 29, E 30 to 32), N taking gets 28 "
            "and 29 (S 22 to 24, W 25 to 27, E 30 to 32)") in cli
    french = _flat(_french_cli_section("`belote play`").split("### Un jeu préparé", 1)[1])
    assert ("S reçoit les cartes 1 à 3 et 13 à 14, O 4 à 6 et 15 à 16, N 7 à 9 et 17 à 18, "
            "E 10 à 12 et 19 à 20, la carte 21 est la retourne") in french
    assert ("si S prend, il reçoit 22 et 23 (O 24 à 26, N 27 à 29, E 30 à 32), si N prend, "
            "il reçoit 28 et 29 (S 22 à 24, O 25 à 27, E 30 à 32)") in french

    def span(first: int, last: int) -> set[int]:
        return set(range(first, last + 1))

    first = {"S": span(1, 3) | span(13, 14), "W": span(4, 6) | span(15, 16),
             "N": span(7, 9) | span(17, 18), "E": span(10, 12) | span(19, 20)}
    for passes, rest in ((0, {"S": span(21, 23), "W": span(24, 26), "N": span(27, 29),
                              "E": span(30, 32)}),
                         (2, {"S": span(22, 24), "W": span(25, 27), "N": {21, 28, 29},
                              "E": span(30, 32)})):
        game = Game.deal(list(range(32)), "E")
        for _ in range(passes):
            game.pass_()
        game.take()
        for seat in "SWNE":
            dealt = {c + 1 for c in range(32) if int(game.cards(seat)) >> c & 1}
            assert dealt == first[seat] | rest[seat], (passes, seat)


def test_the_playing_page_quotes_the_retourne_of_belote_a_deux_as_printed() -> None:
    # The page put the retourne under the talon before the taking, where VARIANTS.md has
    # it face up beside the talon's 19 cards (14 to 32) until a player takes.
    from typer.testing import CliRunner

    section = (DOCS / "playing.md").read_text(encoding="utf-8").split(
        "## Belote à deux (`variant=deux`)\n", 1)[1].split("\n## ", 1)[0]
    quote = "Retourne: Q♠ (face up; the talon holds 19 cards)"
    assert f"`{quote}`" in " ".join(section.split())
    printed = CliRunner().invoke(app, ["play", "--seed", "1", "--rule", "variant=deux"],
                                 input="quit\n").stdout
    assert quote in printed.splitlines()


def test_the_simulating_page_names_every_column_of_the_csv() -> None:
    # Each column simulate --csv writes, in every game, is named on the page, in backticks.
    from belote_cli.core.rules import RuleSet
    from belote_cli.simulation.rows import csv_fields

    page = (DOCS / "simulating.md").read_text(encoding="utf-8")
    games = [RuleSet(), RuleSet(variant="coinche", announcements="on"),
             RuleSet(variant="deux"), RuleSet(variant="decouverte")]
    missing = {f for rules in games for f in csv_fields(rules) if f"`{f}`" not in page}
    assert not missing


def test_the_simulating_page_names_every_key_of_the_json() -> None:
    # Each key simulate --json writes, in every game and with --hand, is named (`key`, or
    # "key" in an example) in the page's section on the document (but for seats, teams and
    # players, the rule options, the contract levels and the kinds of announcement, named
    # as values).
    import json

    from typer.testing import CliRunner

    section = (DOCS / "simulating.md").read_text(encoding="utf-8").split(
        "## The JSON document", 1)[1].split("\n## ", 1)[0]
    runs = [[], ["--discovery"], ["--rule", "variant=coinche", "--rule", "announcements=on"],
            ["--rule", "variant=deux"], ["--rule", "variant=decouverte"],
            ["--rule", "sa_ta=on"], ["--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠"]]
    sides = {"N", "E", "S", "W", "NS", "EW"}
    keys: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                keys.add(key)
                if key not in ("bots", "rules", "levels", "kinds"):
                    walk(value)

    for args in runs:
        result = CliRunner().invoke(app, ["simulate", "--deals", "4", "--seed", "1",
                                          "--jobs", "1", "--json", *args])
        assert result.exit_code == 0, result.output
        walk(json.loads(result.stdout))
    missing = {k for k in keys - sides if f"`{k}`" not in section and f'"{k}"' not in section}
    assert not missing


def test_the_simulating_page_gives_the_factor_of_a_mean_s_interval() -> None:
    # "the mean ± t standard deviations over √n, t Student's 97.5% point with n − 1
    # degrees of freedom (12.706 for 2 deals, …)": each t the page gives, for n deals,
    # is the half-width of simulate's interval of n values over their sd / √n, to the
    # third decimal of the printed tables. The page said the normal's 1.959964 on any
    # number of deals, too narrow on few of them.
    import math

    text = " ".join((DOCS / "simulating.md").read_text(encoding="utf-8").split())
    found = re.search(r"the mean ± t standard deviations over √n, t Student's 97.5% point "
                      r"with n − 1 degrees of freedom \(([^)]+)\)", text)
    assert found is not None
    factors = re.findall(r"([\d.]+) for ([\d,]+)(?: deals)?", found[1])
    assert len(factors) >= 5
    for t, n in factors:
        deals = int(n.replace(",", ""))
        m = Moments()
        for x in range(deals):
            m.add(x % 2 * 10)  # 0 10 0 10 …: a spread
        low, high = m.interval()
        assert (high - low) / 2 / (m.sd / math.sqrt(deals)) == pytest.approx(float(t),
                                                                           abs=6e-4)
    assert "the normal's 1.96 in the limit" in found[1]


def test_the_arena_s_page_and_docstring_give_the_factor_of_its_interval() -> None:
    # docs/expert.md (once docs/bots.md) and the arena's docstring said 1.96, then
    # 1.959964, where the arena, as simulate, uses Student's t of n − 1 degrees of freedom
    # (docs/simulating.md): each t they give for n pairs is the arena's half-width of n
    # values over their sd / √n, to the third decimal of the printed tables.
    import math

    import belote_cli.simulation.arena as arena

    page = " ".join((DOCS / "expert.md").read_text(encoding="utf-8").split())
    docstring = " ".join((arena.__doc__ or "").split())
    said = [re.search(r"t Student's 97.5% point with n − 1 degrees of freedom \(([^)]+)\)",
                      page),
            re.search(r"t Student's 97.5% point with n − 1 degrees of freedom "
                      r"\(``stats.t_quantile``: ([^)]+)\)", docstring)]
    for found in said:
        assert found is not None
        factors = re.findall(r"([\d.]+) for (\d+)", found[1])
        assert len(factors) >= 2
        for t, n in factors:
            values = [float(x % 2 * 10) for x in range(int(n))]
            _, sd, low, high = arena.mean_interval(values)
            assert (high - low) / 2 / (sd / math.sqrt(int(n))) == pytest.approx(
                float(t), abs=6e-4)


def test_the_api_guide_names_a_two_player_deals_score_by_its_current_name() -> None:
    # The two-player games' part called the finished game's DealScore its `result`, the
    # name the page's own "Renamed" part gives as deprecated (Game.result: Game.score).
    import random
    import warnings

    import belote_cli as b

    guide = (DOCS / "api.md").read_text(encoding="utf-8").split("\n## Renamed\n", 1)[0]
    text = " ".join(guide.split())
    assert "Its `score` is a `DealScore` whose `players` is `(S, N)`" in text
    assert "`result` is a `DealScore`" not in text
    game = b.Game.shuffle(random.Random(1), Seat.S, b.RuleSet(variant="deux"))
    while not game.is_over:
        game.apply(game.legal_actions()[-1])
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        score = game.score
    assert score is not None and score.players == (Seat.S, Seat.N)


def test_the_api_guide_says_e_and_w_are_refused_at_a_game_of_two() -> None:
    # The two-player games' part says each method that takes a seat refuses E and W, and
    # quotes the refusal: hold it to the library, at belote à deux, for hand and view.
    import belote_cli as b

    guide = (DOCS / "api.md").read_text(encoding="utf-8").split("\n## Renamed\n", 1)[0]
    text = " ".join(guide.split())
    assert ("E and W, who play no part, are refused alike by every method that takes a "
            "seat (`hand`, `cards`, `view`, `face_down`), as a `Seat`, a letter or an int, "
            "with a `RuleError` naming it: `seat: belote à deux is played by S and N, not "
            "E`.") in text
    game = b.Game.seeded(4, "variant=deux")
    for method in (game.hand, game.view):
        with pytest.raises(b.RuleError) as caught:
            method("E")
        assert str(caught.value) == "seat: belote à deux is played by S and N, not E"


def test_the_api_guide_says_which_hints_are_named_without_a_search() -> None:
    # A hint at belote découverte's first trick, eight legal cards, searches nothing: the
    # heuristic's card, as the expert plays it there, with samples 0; the guide said a
    # lone legal card only.
    import random

    import belote_cli as b

    text = " ".join((DOCS / "api.md").read_text(encoding="utf-8").split())
    assert ("A lone legal card is named without a search (`samples` 0), and so is, at "
            "belote découverte before the fifth trick, the heuristic's card") in text
    game = b.Game.shuffle(random.Random(8), "S", "variant=decouverte")
    while game.phase is not b.Phase.PLAY:
        game.apply(game.legal_actions()[-1])
    assert len(game.legal_cards()) == 8 and not game.tricks
    hint = b.hint(game, seed=2)
    heuristic = b.find_bot("heuristic", random.Random(0)).play(game.player_view())
    assert (hint.samples, hint.points, hint.card) == (0, {}, heuristic)


def test_the_api_guide_says_which_results_print_as_cards() -> None:
    # A card is suit * 8 + rank (suits S H D C, ranks 7 8 9 10 J Q K A): J♥ is 8 + 4 = 12,
    # A♠ is 7; a hand of the two is the mask 2**12 + 2**7 = 4224.
    import belote_cli as b

    text = " ".join((DOCS / "api.md").read_text(encoding="utf-8").split())
    assert ("What `Game`, `play_deal`, `score` and `solve` return prints like cards (`J♥`), "
            "not ints; the card helpers (`parse_card`, `mask_of`, `legal_plays`…) return the "
            "plain int or mask, which `card_symbol`, `format_mask` or `Cards(mask)` write as "
            "cards.") in text
    jack, ace = b.parse_card("J♥"), b.parse_card("A♠")
    hand = b.mask_of([jack, ace])
    legal = b.legal_plays(hand, [], b.HEARTS)
    assert (repr(jack), repr(ace), repr(hand), repr(legal)) == ("12", "7", "4224", "4224")
    assert (b.card_symbol(jack), b.format_mask(hand), str(b.Cards(hand))) == (
        "J♥", "A♠ J♥", "A♠ J♥")
    game = b.Game(seed=4)
    assert str(game.cards("S")) == "J♥ 7♥ 7♦ 10♣ Q♣"  # the README's deal: South's five
    assert "J♥: 55" in repr(b.solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣",
                                      "E": "8♦ 9♦"}, trump="♥", leader="S"))


def test_the_format_pages_say_which_outputs_write_cards_with_letters() -> None:
    # Files and JSON write J♥ as JH; what is printed for a player shows the symbol. The
    # deal-file pages say it; docs/scoring.md, which said it again, links their section on
    # cards.
    import json

    from typer.testing import CliRunner

    import belote_cli as b

    said = {page: " ".join((DOCS / page).read_text(encoding="utf-8").split())
            for page in ("format.md", "format.fr.md")}
    assert ("The files the program writes (`play --record`, `simulate --record` and `--csv`) "
            "and the JSON (`score --json`) write a card as rank + English suit letter: `10H`, "
            "`JS`, `AD`, `7C`; the text printed for a player shows the suit's symbol (`10♥`)."
            ) in said["format.md"]
    assert ("Les fichiers qu'écrit le programme (`play --record`, `simulate --record` et "
            "`--csv`) et le JSON (`score --json`) écrivent une carte par son rang et la lettre "
            "anglaise de sa couleur : `10H`, `JS`, `AD`, `7C` ; le texte affiché pour le joueur "
            "montre le symbole de la couleur (`10♥`).") in said["format.fr.md"]
    made = str(ROOT / "examples" / "made.belote")  # trick 1: S J♥ W 7♥ N Q♥ E 8♥
    runner = CliRunner()
    text = runner.invoke(app, ["score", made]).stdout
    assert " 1: S J♥   W 7♥   N Q♥   E 8♥ " in text and "JH" not in text
    printed = json.loads(runner.invoke(app, ["score", "--json", made]).stdout)
    assert printed["tricks"][0]["cards"] == ["JH", "7H", "QH", "8H"]
    record = b.play_deal("random", seed=1).deal_file
    assert not set(record) & set("♠♥♦♣")


def _slug(heading: str) -> str:
    # The anchor a heading gets, on the site (mkdocs.yml's toc slugify, pymdownx's in lower
    # case) as in the repository's pages (GitHub's): lower case, accents kept, punctuation
    # and code marks left out, each blank a hyphen.
    import unicodedata

    text = unicodedata.normalize("NFC", heading.replace("\xa0", " ")).strip().lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


@pytest.mark.parametrize(("guide", "reference"), [("scoring.md", "format.md"),
                                                  ("scoring.fr.md", "format.fr.md")])
def test_the_scoring_pages_link_each_section_of_the_deal_file_page(guide: str,
                                                                   reference: str) -> None:
    # The page of belote score says the deal file in short and sends the reader to the
    # deal-file page for the rest, a link to each of its sections (mkdocs build --strict
    # checks that each anchor is there): the English page had repeated some 60 lines of it.
    headings = re.findall(r"^## (.+)$", (DOCS / reference).read_text(encoding="utf-8"), re.M)
    assert _slug("Two-player deals: `variant: deux`") == "two-player-deals-variant-deux"
    assert _slug("Les donnes à deux : `variante: deux`") == "les-donnes-à-deux--variante-deux"
    assert len(headings) == 10
    text = (DOCS / guide).read_text(encoding="utf-8")
    missing = [h for h in headings if f"]({reference}#{_slug(h)})" not in text]
    assert not missing, missing


# --- the words of the game: the first steps' list, in English and French -------------------

#: Each language's page of first steps, the title of its list and the rule book it links.
_WORDS = {"en": ("getting-started.md", "The words of the game", "rules.md"),
          "fr": ("getting-started.fr.md", "Les mots du jeu", "rules.fr.md")}


def _words_of_the_game(lang: str) -> list[tuple[tuple[str, ...], tuple[str, ...], list[str]]]:
    """Each line of the list: its words in bold (as the page's language prints them), their
    twins in italics (as the other language prints them), and the anchors it links in the
    rule book."""
    page, title, rules = _WORDS[lang]
    text = (DOCS / page).read_text(encoding="utf-8")
    section = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
    lines = []
    for item in section.split("\n- ")[1:]:
        flat = " ".join(item.split())
        head = re.match(r"(.+?) \((\*[^()]+\*)\) ?: ", flat)
        assert head is not None, flat
        lines.append((tuple(re.findall(r"\*\*([^*]+)\*\*", head[1])),
                      tuple(re.findall(r"\*([^*]+)\*", head[2])),
                      re.findall(rf"\]\({re.escape(rules)}#([^)]+)\)", flat)))
    return lines


def _program_words(lang: str) -> str:
    # What the program prints in that language: the catalogue's texts, the library's
    # English sentences (core/english.py) and the French words of simulate's report.
    from belote_cli.core.english import ENGLISH
    from belote_cli.texts import CATALOGUE
    from belote_cli.texts.report import REPORT_FR

    side = 0 if lang == "en" else 1
    more = ENGLISH if lang == "en" else REPORT_FR
    return "\n".join([*(pair[side] for pair in CATALOGUE.values()), *more.values()])


def test_the_words_of_the_game_are_the_program_s_words_in_both_languages() -> None:
    # The README and the guides name retourne, dedans, litige, capot, coinche, the taker, the
    # talon… before any page says what they are; the first steps list them, each word as
    # belote prints it in bold and its twin as the other language prints it in italics, the
    # French page the same pairs the other way round.
    english, french = _words_of_the_game("en"), _words_of_the_game("fr")
    assert len(english) >= 20
    assert [(bold, twin) for bold, twin, _ in english] == [
        (twin, bold) for bold, twin, _ in french]
    named = {word for bold, _, _ in english for word in bold}
    for word in ("trump", "retourne", "taker", "takers", "defence", "dedans", "litige",
                 "capot", "belote", "rebelote", "dix de der", "revoke", "coinche",
                 "surcoinche", "tierce", "carré", "sans atout", "tout atout", "talon"):
        assert word in named, word
    texts = {lang: _program_words(lang) for lang in ("en", "fr")}
    for lang, other, lines in (("en", "fr", english), ("fr", "en", french)):
        for bold, twin, _ in lines:
            assert len(bold) == len(twin) >= 1, (bold, twin)
            for word, where in [*((w, lang) for w in bold), *((w, other) for w in twin)]:
                assert re.search(rf"(?<!\w){re.escape(word)}(?!\w)", texts[where], re.I), (
                    word, where)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_word_of_the_game_links_its_part_of_the_rule_book(lang: str) -> None:
    # One link a line, to a heading of the rule book in the page's language (mkdocs build
    # --strict checks the anchors too).
    page, title, rules = _WORDS[lang]
    headings = re.findall(r"^#{2,3} (.+)$", (DOCS / rules).read_text(encoding="utf-8"), re.M)
    anchors = {_slug(h) for h in headings}
    for bold, _, links in _words_of_the_game(lang):
        assert len(links) == 1 and links[0] in anchors, (bold, links)
    # The page's own paragraph on a first deal links the list, and the README once.
    text = (DOCS / page).read_text(encoding="utf-8")
    assert text.count(f"](#{_slug(title)})") == 1
    assert README.count("(docs/getting-started.md#the-words-of-the-game)") == 1
    assert _slug(_WORDS["en"][1]) == "the-words-of-the-game"


def test_the_scoring_page_s_deal_file_is_that_of_examples_made() -> None:
    # The page's short deal file, scored from standard input, is the deal of
    # examples/made.belote: N's 97 trick points and belote, 117 to 65.
    import json

    from typer.testing import CliRunner

    section = (DOCS / "scoring.md").read_text(encoding="utf-8").split(
        "\n## The deal file (`.belote`), in short\n", 1)[1]
    shown = section.split("```\n", 1)[1].split("```", 1)[0]
    assert shown.startswith("# made.belote: N takes at hearts\ntrump: ♥\n")
    runner = CliRunner()
    scored = json.loads(runner.invoke(app, ["score", "--json", "-"], input=shown).stdout)
    made = json.loads(runner.invoke(
        app, ["score", "--json", str(ROOT / "examples" / "made.belote")]).stdout)
    assert scored == made
    assert (scored["result"], scored["score"]) == ("made", {"NS": 117, "EW": 65})


@pytest.mark.parametrize(("page", "said"), [
    ("format.md", "A line is at most {most} characters before its comment"),
    ("format.fr.md", "Une ligne fait {most} caractères au plus avant son commentaire")])
def test_the_format_pages_say_how_long_a_line_may_be(page: str, said: str) -> None:
    # The longest line the reader reads, comments left out, said on the deal-file pages
    # (docs/scoring.md's summary of the deal file said it, they did not), and refused
    # past it.
    from belote_cli import DealFileErrors
    from belote_cli.dealfile import MAX_LINE, loads

    most = f"{MAX_LINE:,}".replace(",", "," if page == "format.md" else " ")
    assert MAX_LINE == 1000
    text = " ".join((DOCS / page).read_text(encoding="utf-8").split())
    assert said.format(most=most) in text
    made = (ROOT / "examples" / "made.belote").read_text(encoding="utf-8")

    def dealer_line(length: int) -> str:  # 'dealer:   …   E' of length characters
        return "dealer:" + " " * (length - 8) + "E  # " + "x" * 2000

    assert len(dealer_line(MAX_LINE).split("#")[0].rstrip()) == MAX_LINE
    assert len(loads(made.replace("dealer: E", dealer_line(MAX_LINE), 1))) == 1
    with pytest.raises(DealFileErrors):
        loads(made.replace("dealer: E", dealer_line(MAX_LINE + 1), 1))


def test_the_reference_shows_overloads_without_the_catch_all_signature() -> None:
    # Game.at_play, Game.hand, Game.take… are overloaded: their implementation's signature
    # (hands: object, trump: object, …) says nothing a reader can use, and is left out by
    # mkdocstrings-python's overloads_only, which 1.17 brought.
    source = (ROOT / "belote_cli" / "engine" / "game.py").read_text(encoding="utf-8")
    assert re.search(r"@overload\n    @classmethod\n    def at_play\(", source)
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert re.search(r"^ +overloads_only: true$", config, re.M)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    extra = re.search(r"^docs = \[(.*)\]$", pyproject, re.M)
    assert extra is not None and '"mkdocstrings-python>=1.17"' in extra.group(1)


def test_the_french_first_steps_install_as_the_english_ones_say() -> None:
    # The install section in both languages: the wait, what the editable install changes,
    # the distribution's name, how to remove it, the import name and the extras.
    def section(page: str, heading: str) -> str:
        text = (DOCS / page).read_text(encoding="utf-8").split(f"## {heading}\n", 1)[1]
        return " ".join(text.split("\n## ", 1)[0].split())

    english = section("getting-started.md", "Install")
    french = section("getting-started.fr.md", "Installer")
    for named in ("`pip show belote-table`", "`pip uninstall belote-table`", "`belote_cli`",
                  "`python -m belote_cli`", "`pip install '.[cluster]'`",
                  "`pip install '.[docs]'`", "`simulate --scheduler`", "`belote --version`"):
        assert named in english and named in french, named
    for en, fr in (("about half a minute on two idle cores",
                    "environ une demi-minute sur deux cœurs"),
                   ("in the same environment it replaces the compiled build",
                    "dans le même environnement, elle remplace la construction compilée"),
                   ("about a third as fast", "environ trois fois plus lent"),
                   ("about a hundred times slower", "environ cent fois plus lente")):
        assert en in english and fr in french, (en, fr)


def test_the_scoring_page_explains_the_analyze_review_with_what_it_prints() -> None:
    # The page of belote score showed --analyze in its first lines and said nothing of
    # what its review's lines mean: its section quotes examples/dedans.belote's review, as
    # printed, and names the contract's lines in both languages.
    from typer.testing import CliRunner

    text = (DOCS / "scoring.md").read_text(encoding="utf-8")
    section = text.split("## Each card against perfect play (`--analyze`)\n", 1)[1]
    section = section.split("\n## ", 1)[0]
    block = section.split("```text\n", 1)[1].split("```", 1)[0]
    command, dots, review = block.split("\n", 2)
    assert (command, dots) == ("$ belote score --analyze examples/dedans.belote", "…")
    dedans = str(ROOT / "examples" / "dedans.belote")
    printed = CliRunner().invoke(app, ["score", "--analyze", dedans]).stdout
    assert review.strip() and printed.endswith(review)
    french = CliRunner().invoke(app, ["score", "--analyze", "--lang", "fr", dedans]).stdout
    assert "fait chuter le contrat (D♣ l'aurait fait réussir)" in french
    flat = " ".join(section.split())
    for words in ("fait chuter le contrat (D♣ l'aurait fait réussir)", "lets NS make the contract",
                  "turns the contract into a litige", "playing.md#the-review-of-a-deal"):
        assert words in flat, words


def test_the_scoring_page_names_the_takers_of_its_example_in_a_defender_s_line() -> None:
    # The section's deal is examples/dedans.belote, which NS took: a defender's card there,
    # E's or W's, that lets the contract through names NS, as the French page's 'laisse NS
    # réussir le contrat' does; the page said 'lets EW make the contract', the line of a
    # deal EW took. N's 9♣ made E's, with the result made where the best card set it,
    # worded as score --analyze words it.
    import dataclasses

    from belote_cli.analysis import analyze_record
    from belote_cli.core.seats import Seat
    from belote_cli.dealfile import loads
    from belote_cli.texts.review_lines import contract_line

    [record] = loads((ROOT / "examples" / "dedans.belote").read_text(encoding="utf-8"))
    assert record.taker is Seat.N
    review = analyze_record(record)
    [nine] = [p for p in review.plays if p.result is not None]
    east = dataclasses.replace(nine, seat=Seat.E, result="made", result_best="dedans")
    line = contract_line(east, review.sides, "en", "review_")
    assert re.search(r"\bE: 9♣ lets NS make the contract \(Q♣ would have made it fail\)$",
                     line), line
    text = (DOCS / "scoring.md").read_text(encoding="utf-8")
    section = text.split("## Each card against perfect play (`--analyze`)\n", 1)[1]
    flat = " ".join(section.split("\n## ", 1)[0].split())
    assert "`lets NS make the contract (… would have made it fail)`" in flat
    assert "lets EW make" not in flat


#: What the French scoring page quotes from belote score --lang fr, the arguments that print
#: it (the files of the page's folder, tests/test_transcripts.py's french_scoring_folder) and
#: the exit code ("…" in a quote stands for what it leaves out).
FRENCH_SCORE_QUOTES = [
    ("réussi : NS (preneur N) 139 points de plis contre 23", ["mardi.belote"], 0),
    ("+ 10 dix de der", ["mardi.belote"], 0),
    ("vérification : 152 + 10 = 162 ✓", ["mardi.belote"], 0),
    ("dedans : NS (preneur N) 80 points de plis contre 82 ; EO marquent 162",
     ["examples/dedans.belote"], 0),
    ("capot : NS font les 8 plis et marquent 252", ["examples/capot.belote"], 0),
    ("litige : 81–81 ; EO marquent 81 maintenant, les 81 de l'équipe NS sont mis en réserve "
     "pour le gagnant de la donne suivante", ["examples/litige.belote"], 0),
    ("dedans : NS (preneur N) 81 points de plis contre 81 ; EO marquent 162",
     ["-r", "tie=dedans", "examples/litige.belote"], 0),
    ("renonce au pli 3 : O a joué 9♦ (doit fournir ♠)", ["examples/revoke.belote"], 0),
    ("renonce de l'équipe EO, la défense : contrat compté réussi, NS marquent 162",
     ["examples/revoke.belote"], 0),
    ("renonces comptées comme les cartes sont tombées (--as-played)",
     ["--as-played", "examples/revoke.belote"], 0),
    ("réussi : NS (preneur N) 139 + belote 20 = 159 ≥ 120 ; NS marquent 160 + 120 × 2",
     ["coinche.belote"], 0),
    ("contrat 120 ♥ par N, coinché : réussi, NS marquent 420", ["coinche.belote"], 0),
    ("donne 2", ["examples/match.belote"], 0),
    ("partie après la donne 1 : NS 0 – EO 81 (81 en réserve)", ["examples/match.belote"], 0),
    ("pique.belote:6:10: carte inconnue '7S' : S n'est pas une lettre de couleur en français "
     "(P C K T) ; en anglais, S est pique (si le fichier est écrit en anglais, écrivez "
     "'lang: en' dans son en-tête)", ["pique.belote"], 1),
    ("Erreur : il manque l'argument 'FICHIER'.", [], 2),
    ("erreur : --rule : valeur inconnue 'x' pour la règle 'tie' (attendu litige ou dedans)",
     ["-r", "tie=x", "mardi.belote"], 2),
]


def _flat(text: str) -> str:
    # The page writes a plain space where the program writes a no-break space (before a
    # colon or a semicolon): spaces are compared as one.
    return " ".join(text.split())


def _french_scoring() -> str:
    return (DOCS / "scoring.fr.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("quote", "args", "code"), FRENCH_SCORE_QUOTES,
                         ids=[q for q, _, _ in FRENCH_SCORE_QUOTES])
def test_the_french_scoring_page_quotes_what_belote_score_prints(
        quote: str, args: list[str], code: int, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from test_transcripts import french_scoring_folder
    from typer.testing import CliRunner

    assert f"`{_flat(quote)}`" in _flat(_french_scoring()), quote
    monkeypatch.chdir(french_scoring_folder(tmp_path))
    done = CliRunner().invoke(app, ["score", "--lang", "fr", *args])
    assert done.exit_code == code, (quote, done.exit_code)
    # A line past 80 columns goes on after four blanks (the litige's verdict): read whole.
    whole = (done.stdout + done.stderr).replace("\n    ", " ")
    printed = "\n".join(_flat(line) for line in whole.splitlines())
    pattern = ".*".join(re.escape(part) for part in _flat(quote).split("…"))
    assert re.search(pattern, printed), quote


def test_the_french_scoring_page_words_the_review_s_other_lines_as_the_program_does() -> None:
    # A defender's card that lets the contract through, makes it a litige, or lets the
    # takers make the capot: no example deal has one, so N's 9♣ of examples/dedans.belote
    # (NS took) is made a defender's card, E's, with those results, and worded as
    # score --analyze words it.
    import dataclasses

    from belote_cli.analysis import analyze_record
    from belote_cli.core.seats import Seat
    from belote_cli.dealfile import loads
    from belote_cli.texts.review_lines import capot_line, contract_line

    [record] = loads((ROOT / "examples" / "dedans.belote").read_text(encoding="utf-8"))
    review = analyze_record(record)
    [nine] = [p for p in review.plays if p.result is not None]
    east = dataclasses.replace(nine, seat=Seat.E)
    lines = {
        "made": contract_line(dataclasses.replace(east, result="made", result_best="dedans"),
                              review.sides, "fr", "review_"),
        "litige": contract_line(dataclasses.replace(east, result="litige",
                                                    result_best="dedans"),
                                review.sides, "fr", "review_"),
        "capot": capot_line(dataclasses.replace(east, capot="let", capot_cards=nine.result_cards),
                            review.sides, "fr",
                            "review_"),
    }
    page = _flat(_french_scoring())
    for quote, line in (("laisse NS réussir le contrat (… l'aurait fait chuter)", "made"),
                        ("fait tomber le contrat en litige", "litige"),
                        ("laisse le capot à NS (… l'empêchait)", "capot")):
        assert f"`{quote}`" in page, quote
        pattern = ".*".join(re.escape(part) for part in quote.split("…"))
        assert re.search(pattern, _flat(lines[line])), (quote, lines[line])
    assert "perd le capot (R♥ le gardait)" in page
    assert "fait chuter le contrat (D♣ l'aurait fait réussir)" in page


def test_the_french_scoring_page_s_json_is_what_score_json_prints(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each piece of JSON the section quotes ("…" for what it leaves out) is in the document
    # of mardi.belote with --analyze or of examples/match.belote, which --lang fr leaves
    # as it is.
    import json

    from test_transcripts import french_scoring_folder
    from typer.testing import CliRunner

    monkeypatch.chdir(french_scoring_folder(tmp_path))
    runner = CliRunner()
    printed = []
    for args in (["--analyze", "mardi.belote"], ["examples/match.belote"]):
        english = runner.invoke(app, ["score", "--json", *args]).stdout
        assert runner.invoke(app, ["score", "--json", "--lang", "fr", *args]).stdout == english
        printed.append(json.dumps(json.loads(english), ensure_ascii=False))
    section = _french_scoring().split("\n## `--json`\n", 1)[1].split("\n## ", 1)[0]
    quotes = [q for q in re.findall(r"`([^`]+)`", _flat(section)) if q[0] in "\"{"]
    assert len(quotes) >= 6 and '"capot": "lost", "capot_cards": ["KH"]}' in quotes[-1]
    for quote in quotes:
        pattern = ".*".join(re.escape(part) for part in quote.split("…"))
        assert any(re.search(pattern, text) for text in printed), quote
    assert '"result": "made"' in printed[0]


#: What docs/simulating.fr.md quotes in its prose from belote simulate --lang fr, the
#: arguments that print it and the exit code ("…" in a quote stands for what it leaves out);
#: the blocks it shows are run by tests/test_transcripts.py.
FRENCH_SIMULATE_QUOTES = [
    ("S prend à ♥", ["-n", "200", "--seed", "42", "--hand", "S:VP 9P AC 10T 7K", "--retourne",
                     "8P", "--dealer", "O", "--round", "2"], 0),
    ("meilleur choix : …", ["-n", "200", "--seed", "42", "--hand", "S:VP 9P AC 10T 7K",
                            "--retourne", "8P", "--dealer", "O", "--round", "2"], 0),
    ("capot (16 plis au preneur)", ["-n", "20", "--seed", "42", "--rule", "variant=deux"], 0),
    ("belote-rebelote jouée", ["-n", "20", "--seed", "42", "--rule", "variant=deux"], 0),
    ("réussies à sans atout", ["-n", "20", "--seed", "42", "--rule", "sa_ta=on"], 0),
    ("joués à tout atout", ["-n", "20", "--seed", "42", "--rule", "variant=coinche", "--rule",
                            "sa_ta=on"], 0),
    ("erreur : --rule : valeur inconnue 'x' pour la règle 'variant' (attendu classic, "
     "coinche, deux ou decouverte)", ["--rule", "variant=x"], 2),
    ("erreur : --bots : robot inconnu 'robot' (robots connus : aléatoire, expert, "
     "expert-uniforme, heuristique) ; votre propre robot se charge avec --import MODULE",
     ["--bots", "robot"], 2),
    ("erreur : --round 2 demande ce qu'il faut nommer au second tour : la coinche a des "
     "enchères à la place (variant=coinche)",
     ["--rule", "variant=coinche", "--hand", "S:VP 9P AC 10T 7K", "--retourne", "8P",
      "--round", "2"], 2),
    ("Erreur : valeur invalide pour '--deals' / '-n' : 'abc' n'est pas un nombre entier.",
     ["--deals", "abc"], 2),
]


def _french_simulating() -> str:
    return (DOCS / "simulating.fr.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(("quote", "args", "code"), FRENCH_SIMULATE_QUOTES,
                         ids=[q for q, _, _ in FRENCH_SIMULATE_QUOTES])
def test_the_french_simulating_page_quotes_what_belote_simulate_prints(
        quote: str, args: list[str], code: int) -> None:
    from typer.testing import CliRunner

    assert f"`{_flat(quote)}`" in _flat(_french_simulating()), quote
    done = CliRunner().invoke(app, ["simulate", "--lang", "fr", "--jobs", "1", *args])
    assert done.exit_code == code, (quote, done.exit_code)
    # A line past 80 columns goes on after four blanks (the litige's verdict): read whole.
    whole = (done.stdout + done.stderr).replace("\n    ", " ")
    printed = "\n".join(_flat(line) for line in whole.splitlines())
    pattern = ".*".join(re.escape(part) for part in _flat(quote).split("…"))
    assert re.search(pattern, printed), quote


def test_the_french_simulating_page_words_a_failed_tally_as_the_report_does() -> None:
    # No deal fails the tally, so the line that would name one is the catalogue's, filled
    # with the page's values: deal 7 of seed 42, in the report of all four bots.
    from belote_cli.texts.report import REPORT_FR

    line = REPORT_FR["tally_fails"].format(number=7, seed="42:7", when="", run="42")
    assert f"`{_flat(line)}`" in _flat(_french_simulating())


def test_the_french_simulating_page_s_json_is_what_simulate_json_prints() -> None:
    # Each piece of JSON the section quotes ("…" for what it leaves out) is in the document
    # of the report's run, which --lang fr leaves as it is (checked on 200 deals).
    import json

    from typer.testing import CliRunner

    runner = CliRunner()
    base = ["simulate", "--seed", "42", "--jobs", "1", "--json"]
    small = [runner.invoke(app, [*base, "--deals", "200", *lang]).stdout
             for lang in ([], ["--lang", "fr"])]
    assert small[0] == small[1] and small[0].startswith("{")
    document = runner.invoke(app, [*base, "--deals", "10000", "--lang", "fr"]).stdout
    printed = json.dumps(json.loads(document), ensure_ascii=False)
    section = _french_simulating().split("\n## `--json`\n", 1)[1].split("\n## ", 1)[0]
    quotes = [q for q in re.findall(r"`([^`]+)`", _flat(section)) if q[0] in "\"{"]
    assert len(quotes) >= 5 and quotes[-1].startswith('"tally": {"ok": ')
    for quote in quotes:
        pattern = ".*".join(re.escape(part) for part in quote.split("…"))
        assert re.search(pattern, printed), quote


def test_the_french_simulating_page_keeps_within_90_columns() -> None:
    # As the other French guides' prose does; its blocks too, the commands and the reports.
    long = [line for line in _french_simulating().splitlines() if len(line) > 90]
    assert not long, long


@pytest.mark.parametrize("page", ["getting-started", "playing", "scoring", "simulating",
                                  "cli", "bots", "expert"])
def test_a_guide_and_its_french_twin_link_each_other(page: str) -> None:
    # Each at its top, under the title: the French guide names the English one, the English
    # guide the French one (the rule book and the deal-file format, the package data that
    # belote rules prints, link theirs elsewhere).
    english = (DOCS / f"{page}.md").read_text(encoding="utf-8").splitlines()
    french = (DOCS / f"{page}.fr.md").read_text(encoding="utf-8").splitlines()
    assert re.fullmatch(rf"\*In English: \[[^]]+\]\({page}\.md\)[^*]*\*", french[2]), page
    assert re.fullmatch(rf"\*En français : \[[^]]+\]\({page}\.fr\.md\)[^*]*\*", english[2]), page


# --- docs/cli.fr.md: the French command-line reference, held to the program -----------------

def _french_cli() -> str:
    return (DOCS / "cli.fr.md").read_text(encoding="utf-8")


def _french_cli_section(title: str) -> str:
    return _french_cli().split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def _french_metavars(*command: str) -> dict[str, str]:
    """Each option of ``belote COMMAND -h --lang fr`` and the value it names (NOM, PLACE…)."""
    from typer.testing import CliRunner

    text = CliRunner().invoke(app, ["--lang", "fr", *command, "-h"]).stdout
    return {m[1]: m[2] for m in re.finditer(r"^\s+(?:-\w, )?(--[\w-]+)(?: (\S+))?", text,
                                            re.M)}


@pytest.mark.parametrize("command", ["play", "simulate", "score", "rules"])
def test_the_french_cli_reference_names_every_option_as_the_french_help_does(
        command: str) -> None:
    # Each option in the command's table, with the value the French help names
    # (--dealer PLACE, --seed N for play, --seed TEXTE for simulate), and no other.
    section = _french_cli_section(f"`belote {command}`")
    rows = {m[1]: m[2] for m in re.finditer(r"^\| `(--[\w-]+)(?: ([^`]+))?`", section, re.M)}
    rows.update({m[1]: m[2] for m in re.finditer(r", `(--[\w-]+)(?: ([^`]+))?`", section)})
    helped = _french_metavars(command)
    helped.pop("--help")
    assert set(rows) == set(_options(command)) == set(helped), command
    for option, value in rows.items():
        assert value == helped[option], (command, option, value)


def test_the_french_cli_reference_names_every_global_option() -> None:
    section = _french_cli_section("Langue et aide")
    rows = {m[1]: m[2] for m in re.finditer(r"^\| `(--[\w-]+)(?: ([^`]+))?`", section, re.M)}
    helped = _french_metavars()
    helped.pop("--help")
    assert set(rows) == set(helped)
    assert rows["--lang"] == helped["--lang"] == "LANGUE"
    for value in ("--rule NOM=VALEUR", "--dealer PLACE", '--hand PLACE:"CARTES"',
                  "--retourne CARTE", "--seed TEXTE", "--lang LANGUE", "--bots NOM"):
        option, named = value.split(" ")
        assert f"`{value}`" in _flat(section), value
        assert any(_french_metavars(c).get(option) == named
                   for c in ("play", "simulate", "score", "rules")), value
    from typer.testing import CliRunner

    for usage in ("Utilisation : belote score [OPTIONS] FICHIER",
                  "Utilisation : belote rules [OPTIONS] [CHAPITRE]"):
        command = usage.split()[3]
        assert usage in _flat(CliRunner().invoke(app, [command, "-h", "--lang", "fr"]).stdout)
    assert "`Utilisation : belote score [OPTIONS] FICHIER`" in _flat(section)
    assert "belote rules [OPTIONS] [CHAPITRE]\n" in _french_cli_section("`belote rules`")
    assert "belote score [OPTIONS] FICHIER\n" in _french_cli_section("`belote score`")


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_french_cli_reference_names_every_bot_in_both_languages(command: str) -> None:
    from belote_cli.bots.registry import bot_names
    from belote_cli.texts.report import BOT_NAMES_FR

    section = _french_cli_section(f"`belote {command}`")
    row = next(line for line in section.splitlines() if line.startswith("| `--bots NOM`"))
    for name in bot_names():
        for written in (name, BOT_NAMES_FR[name]):
            assert f"`{written}`" in row, (command, written)


def test_the_french_cli_reference_lists_every_rule_option_with_its_values() -> None:
    # The names and values the table gives, default first, are those the program reads;
    # what each decides is left to the French rule book, which the section links.
    from belote_cli.core import rules

    section = _french_cli_section("Les options de règle")
    table = {m[1]: re.findall(r"`([^`]+)`", m[2])
             for m in re.finditer(r"^\| `(\w+)` \| (.*) \|$", section, re.M)}
    assert list(table) == list(rules.RULE_NAMES)
    for name, values in table.items():
        if name in rules._CHOICES:
            assert tuple(values) == rules._CHOICES[name], name
        elif name == "target":
            assert values == ["1000", "2000"], values
        else:
            assert tuple(int(v) for v in values) == rules._INTS[name], name
    assert "(rules.fr.md#les-options-et-leur-valeur-par-défaut)" in section


def test_the_french_cli_reference_gives_the_exit_codes_of_the_english_one() -> None:
    def codes(text: str, title: str) -> list[str]:
        section = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
        return re.findall(r"^\| (\d+) \|", section, re.M)

    english = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert codes(_french_cli(), "Codes de sortie") == codes(english, "Exit codes") == [
        "0", "1", "2", "130", "143"]



@pytest.mark.parametrize(("lang", "title", "said"), [
    ("en", "Exit codes", "(so `yes 2 | belote play` ends)"),
    ("fr", "Codes de sortie", "(ainsi `yes 2 | belote play` s'arrête)"),
])
def test_the_exit_codes_say_what_fifty_idle_lines_do_now(
        lang: str, title: str, said: str) -> None:
    # The line on 50 lines that do not answer said what 'yes 2 | belote play' did before
    # (it "was asked for ever", "était interrogé sans fin"): history, which is the
    # changelog's. It says what the command does, and the command does it: exit 1 with
    # the message the page quotes.
    from typer.testing import CliRunner

    text = _french_cli() if lang == "fr" else (DOCS / "cli.md").read_text(encoding="utf-8")
    section = " ".join(text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0].split())
    assert said in section
    assert "for ever" not in section and "sans fin" not in section
    done = CliRunner().invoke(app, ["play", "--seed", "4", "--lang", lang], input="2\n" * 60)
    assert done.exit_code == 1
    last = done.stderr.strip().splitlines()[-1].replace("\N{NO-BREAK SPACE}", " ")
    assert f"`{last}`" in section


@pytest.mark.parametrize(("lang", "title", "code_2", "record"), [
    ("en", "Exit codes", "Exit code 2:", "### The record (`--record`)"),
    ("fr", "Codes de sortie", "Code 2 :", "### Le fichier de `--record`"),
])
def test_the_exit_codes_name_play_s_record_to_standard_output(
        lang: str, title: str, code_2: str, record: str) -> None:
    # belote play --record - exits 2 (the game is printed on standard output), as --from -
    # and --resume - do, which the list of exit code 2 named without it; the record's
    # section quotes the error as the program prints it.
    from typer.testing import CliRunner

    text = _french_cli() if lang == "fr" else (DOCS / "cli.md").read_text(encoding="utf-8")
    codes = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
    play = [item for item in codes.split(f"\n{code_2}\n", 1)[1].split("\n- ")
            if item.startswith(("in `play`", "dans `play`"))]
    assert len(play) == 1 and "`--record -`" in play[0], play
    section = _flat(text.split(f"\n{record}\n", 1)[1].split("\n## ", 1)[0])
    done = CliRunner().invoke(app, ["play", "--record", "-", "--lang", lang], input="")
    assert done.exit_code == 2 and done.stdout == ""
    assert f"`{_flat(done.stderr)}`" in section, done.stderr


@pytest.mark.parametrize(("lang", "title", "code_2", "start"), [
    ("en", "Exit codes", "Exit code 2:", "an argument too many: "),
    ("fr", "Codes de sortie", "Code 2 :", "un argument en trop : "),
])
def test_the_exit_codes_give_an_argument_too_many_and_its_commands_exit_2(
        tmp_path: Path, lang: str, title: str, code_2: str, start: str) -> None:
    # The page quoted the error of an argument too many and left out its code, where an
    # unknown option is 1: each command the item quotes exits 2, with nothing printed.
    from typer.testing import CliRunner

    text = _french_cli() if lang == "fr" else (DOCS / "cli.md").read_text(encoding="utf-8")
    codes = text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]
    items = [" ".join(item.split()) for item in codes.split(f"\n{code_2}\n", 1)[1].split("\n- ")
             if item.startswith(start)]
    commands = re.findall(r"`(belote [^`]+)`", items[0]) if len(items) == 1 else []
    assert len(commands) == 2, items
    for name in ("a.belote", "b.belote"):
        (tmp_path / name).write_text("", encoding="utf-8")
    for command in commands:
        args = [str(tmp_path / a) if a.endswith(".belote") else a for a in command.split()[1:]]
        done = CliRunner().invoke(app, args, input="")
        assert done.exit_code == 2 and done.stdout == "", (command, done.output)


def _headings(text: str) -> list[str]:
    return re.findall(r"^(##+ .*)$", text, re.M)


#: Each section of docs/cli.md and its French twin's title (the French page opens with one
#: of its own, Langue et aide, on what the English page says before its first section).
CLI_SECTIONS = {
    "## `belote play`": "## `belote play`",
    "### A stacked deck (`--deck`)": "### Un jeu préparé (`--deck`)",
    "### A position (`--from`)": "### Une position (`--from`)",
    "### A match played on (`--resume`)": "### Une partie reprise (`--resume`)",
    "### The record (`--record`)": "### Le fichier de `--record`",
    "## `belote simulate`": "## `belote simulate`",
    "## `belote score`": "## `belote score`",
    "## `belote rules`": "## `belote rules`",
    "## Rule options": "## Les options de règle",
    "## Bots of your own (`--import`)": "## Vos propres robots (`--import`)",
    "## Exit codes": "## Codes de sortie",
    "## The table on a terminal": "## La table sur un terminal",
    "## Colour": "## Couleur",
    "## Encodings": "## Encodages",
    "## Shell completion": "## Complétion du shell",
}


def test_the_french_cli_reference_has_the_sections_of_the_english_one() -> None:
    # In the same order and at the same level: the stacked deck, the record, the table on
    # a terminal were on the English page alone. The table's part says as many things
    # (its list items), and the exit codes list as many cases of 1 and of 2.
    english = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert _headings(english) == list(CLI_SECTIONS)
    assert _headings(_french_cli()) == ["## Langue et aide", *CLI_SECTIONS.values()]

    def items(text: str, title: str, after: str = "") -> int:
        section = text.split(f"\n{title}\n", 1)[1].split("\n## ", 1)[0]
        if after:
            section = section.split(after, 1)[1].split("\n\n", 2)[1]
        return len(re.findall(r"^- ", section, re.M))

    table = ("## The table on a terminal", "## La table sur un terminal")
    assert items(english, table[0]) == items(_french_cli(), table[1]) == 8
    for en, fr in (("Exit code 1:", "Code 1 :"), ("Exit code 2:", "Code 2 :")):
        assert items(english, "## Exit codes", en) == items(_french_cli(), "## Codes de sortie",
                                                            fr), en
    for en, fr in (("(#a-stacked-deck---deck)", "(#un-jeu-préparé---deck)"),
                   ("(#the-record---record)", "(#le-fichier-de---record)"),
                   ("(#bots-of-your-own---import)", "(#vos-propres-robots---import)"),
                   ("(#the-table-on-a-terminal)", "(#la-table-sur-un-terminal)")):
        assert en in english and fr in _french_cli(), fr
    deck = _flat(_french_cli_section("`belote play`").split("### Un jeu préparé", 1)[1])
    for words in ("la 21e carte retournée", "à la belote à deux 3 cartes au non-donneur, 3 au "
                  "donneur, deux fois, la carte 13 est la retourne", "la carte 32 est la "
                  "retourne"):
        assert words in deck, words


#: What docs/cli.fr.md quotes from the program in French, the arguments that print it (after
#: belote --lang fr) and the exit code.
FRENCH_CLI_QUOTES = [
    ("erreur : fin de l'entrée : donne abandonnée", ["play", "--seed", "1"], 1),
    ("Erreur : commande inconnue : 'jouer'.", ["jouer"], 1),
    ("erreur : --record : un nom de fichier vide", ["play", "--record", ""], 1),
    ("erreur : chapitre inconnu 'zzz'", ["rules", "zzz"], 1),
    ("erreur : --deals doit valoir au moins 1 (valeur donnée : 0)",
     ["simulate", "--deals", "0"], 2),
    ("erreur : --dealer : place inconnue 'X' (attendu N, E, S ou O)",
     ["play", "--dealer", "X"], 2),
    ("Erreur : l'option '--seed' demande une valeur.", ["play", "--seed"], 2),
    ("erreur : shell inconnu 'tcsh' (attendu : bash, zsh, fish, powershell, pwsh)",
     ["--show-completion", "tcsh"], 2),
    ("erreur : --record : deals.belote/ finit par une barre oblique : le nom d'un dossier, "
     "pas d'un fichier", ["play", "--record", "deals.belote/"], 1),
    ("erreur : --record : dossier introuvable : '/tmp/no\\nsuch'",
     ["play", "--record", "/tmp/no\nsuch/deal.belote"], 1),
    ("erreur : --ew : robot inconnu '' (robots connus : aléatoire, expert, expert-uniforme, "
     "heuristique) ; votre propre robot se charge avec --import MODULE",
     ["simulate", "--ew", ""], 2),
]


@pytest.mark.parametrize(("quote", "args", "code"), FRENCH_CLI_QUOTES,
                         ids=[q for q, _, _ in FRENCH_CLI_QUOTES])
def test_the_french_cli_reference_quotes_what_the_program_prints(
        quote: str, args: list[str], code: int) -> None:
    from typer.testing import CliRunner

    assert f"`{_flat(quote)}`" in _flat(_french_cli()), quote
    done = CliRunner().invoke(app, ["--lang", "fr", *args], input="")
    assert done.exit_code == code, (quote, done.exit_code)
    # A line past 80 columns goes on after four blanks (the litige's verdict): read whole.
    whole = (done.stdout + done.stderr).replace("\n    ", " ")
    printed = "\n".join(_flat(line) for line in whole.splitlines())
    assert _flat(quote) in printed, (quote, printed)


def test_the_french_cli_reference_s_words_for_the_interruption_and_the_version() -> None:
    from typer.testing import CliRunner

    from belote_cli.build import native
    from belote_cli.texts import say

    text = _flat(_french_cli())
    assert f"`{say('interrupted', 'fr')}` s'affiche sur sa propre ligne" in text
    version = CliRunner().invoke(app, ["--version", "--lang", "fr"]).stdout
    core = "cœur natif" if native() else "Python pur"
    assert core in version and "(`cœur natif`, ou `Python pur`)" in text


def test_the_french_cli_reference_s_command_lines_run() -> None:
    # Each whole command line the page names in its prose: the rule book's, help,
    # version and completion ones run as written; play, simulate and score asked for
    # their help (a deal, a run of 10,000 deals, a file they would need), which checks the
    # options as written; placeholders (COMMANDE, [CHAPITRE]) and the '…' of a pipe left.
    from typer.testing import CliRunner

    lines = set(re.findall(r"`belote ([^`]*)`", _flat(_french_cli())))
    ran = 0
    for line in sorted(lines):
        line = line.removesuffix(" | less").split(" <", 1)[0]  # a redirect is not an argument
        if re.search(r"COMMANDE|\[|…", line) or line == "--install-completion":
            continue
        args = line.split()
        if args == ["play", "--lang", "fr"] or not ({"-h", "--version", "rules"} & set(args)
                                                   or args[0] == "--show-completion"):
            args.append("-h")
        if args == ["--show-completion"]:  # the shell it finds is what runs the tests
            args.append("bash")
        done = CliRunner().invoke(app, args, input="")
        assert (done.exit_code, done.stderr) == (0, ""), (line, done.stderr)
        assert done.stdout, line
        ran += 1
    assert ran >= 15
    chapter = CliRunner().invoke(app, ["rules", "annon", "--lang", "fr"]).stdout
    assert chapter.startswith("## Les annonces")


# Every page of the site, and the two files it includes that are written as prose (README.md
# and CONTRIBUTING.md; CHANGELOG.md's entries are a line each): the rule book and the
# deal-file format, the package data that belote rules prints, at 80 columns, the others at
# 90.
_PAGES = [*sorted(DOCS.rglob("*.md")), ROOT / "README.md", ROOT / "CONTRIBUTING.md"]
_FENCE = re.compile(r"\s*(`{3,}|~{3,})")
# A line that cannot be broken: one word (a link whose text is one word among them) or one
# code span, after its indent and list marker, with the punctuation that follows it.
_UNBREAKABLE = re.compile(r"\s*(?:(?:[-*+]|\d+[.)])\s+)?(?:\S+|`[^`]+`)[.,;:)]*\s*")


def _columns(page: Path) -> int:
    top = page.parent == DOCS and page.name.startswith(("rules", "format"))
    return 80 if top else 90


def _long_prose_lines(text: str, columns: int) -> list[str]:
    # Lines over the columns outside fenced blocks, tables (a line starting with '|'),
    # headings and lines that cannot be broken.
    long, fence = [], ""
    for line in text.splitlines():
        opening = _FENCE.match(line)
        if fence:
            if line.strip().startswith(fence) and set(line.strip()) == {fence[0]}:
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        if (len(line) > columns and not line.lstrip().startswith(("|", "#"))
                and not _UNBREAKABLE.fullmatch(line)):
            long.append(line)
    return long


def test_the_long_line_check_reads_blocks_tables_and_headings_as_it_should() -> None:
    prose = "word " * 19  # 95 characters
    code = f"```text\n{prose}\n```"
    assert _long_prose_lines(prose, 90) == [prose]
    assert _long_prose_lines(f"  - {prose.strip()}", 90) == [f"  - {prose.strip()}"]
    assert _long_prose_lines(code, 90) == []
    assert _long_prose_lines(f"  ~~~~\n{prose}\n  ~~~~\n{prose}", 90) == [prose]
    assert _long_prose_lines(f"| {prose}|\n## {prose}", 90) == []
    assert _long_prose_lines(f"- `{prose}`;\n[{prose}](x.md)", 90) == [f"[{prose}](x.md)"]
    assert _long_prose_lines(f"see [a](https://example.org/{'x' * 90}).", 90) == [
        f"see [a](https://example.org/{'x' * 90})."]
    assert _long_prose_lines(f"[a](https://example.org/{'x' * 90}).", 90) == []
    assert _long_prose_lines(prose[:84], 80) == [prose[:84]]


@pytest.mark.parametrize("page", _PAGES, ids=lambda page: str(page.relative_to(ROOT)))
def test_every_page_keeps_its_prose_within_its_columns(page: Path) -> None:
    # Paragraphs and list items wrapped at 90 columns (80 for the rule book and the format),
    # to read in an editor and in a diff; the French command-line reference's one error line
    # quoted as printed is in a block.
    long = _long_prose_lines(page.read_text(encoding="utf-8"), _columns(page))
    assert not long, long


def _site_hooks() -> ModuleType:
    """scripts/mkdocs_hooks.py, the site's hooks, loaded as a module."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "mkdocs_hooks", ROOT / "scripts" / "mkdocs_hooks.py")
    assert spec is not None and spec.loader is not None
    hooks = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hooks)
    return hooks


def test_the_site_puts_french_no_break_spaces_in_the_french_pages_text() -> None:
    # French typography: a no-break space before : ; ? ! (as the program's French texts
    # have it), so that a line never begins with one; the files keep the typed space, and
    # code (what a user types, or reads on the terminal) is left as written. English
    # pages are left alone.
    pytest.importorskip("pymdownx", reason="the docs extra's mkdocs builds the site")
    from types import SimpleNamespace

    hooks = _site_hooks()
    html = ('<p>Le preneur doit faire 82 points : sinon, il est dedans ; qui prend ? '
            '<code>Conseil : passer</code></p>\n<pre><code>Prise : vous avez pris'
            '</code></pre>\n<p><a href="#a">lien</a> ! fin</p>')
    french = hooks.on_page_content(html, page=SimpleNamespace(
        file=SimpleNamespace(src_uri="playing.fr.md")))
    assert french == ('<p>Le preneur doit faire 82 points\xa0: sinon, il est dedans\xa0; '
                      'qui prend\xa0? <code>Conseil : passer</code></p>\n<pre><code>Prise '
                      ': vous avez pris</code></pre>\n<p><a href="#a">lien</a>\xa0! fin</p>')
    english = hooks.on_page_content(html, page=SimpleNamespace(
        file=SimpleNamespace(src_uri="playing.md")))
    assert english == html


def test_the_rule_book_pages_list_their_topics_as_belote_rules_does() -> None:
    # The list of topics that rules.md and rules.fr.md say `belote rules` and the site give
    # after the introduction: the command prints it from the markers, the site's hook
    # writes it, each a link (tests/test_rulebook.py holds the command's).
    pytest.importorskip("pymdownx", reason="the docs extra's mkdocs builds the site")
    from types import SimpleNamespace

    hooks = _site_hooks()
    for name, lead, links in (
        ("rules.md", "Topics: ", [
            "[`cards`](#cards-seats-and-teams)",
            "[`taking`](#dealing-and-taking-the-contract-la-prise)",
            "[`announcements`](#announcements-les-annonces-announcementson)",
            "[`sa_ta`](#sans-atout-and-tout-atout-sa_taon)",
            "[`options`](#the-options-and-their-defaults)",
            "[`format`](format.md)."]),
        ("rules.fr.md", "Chapitres : ", [
            "[`cartes`](#les-cartes-les-places-et-les-équipes)",
            "[`prise`](#la-donne-et-la-prise)",
            "[`sans-enchères`](#une-donne-sans-enchères---discovery)",
            "[`decouverte`](#la-belote-découverte-variantdecouverte)",
            "[`fichier`](format.fr.md)."]),
    ):
        source = (DOCS / name).read_text(encoding="utf-8")
        page = SimpleNamespace(file=SimpleNamespace(src_uri=name))
        shown = hooks.on_page_markdown(source, page=page, config={}, files=None)
        intro, parts = shown.split("<!-- topic: cards -->", 1)
        listing = intro.rstrip("\n").rsplit("\n\n", 1)[1]
        assert listing.startswith(lead)
        assert listing.count("](") == 15  # 14 parts and the deal-file format
        for link in links:
            assert link in listing
        assert parts == source.split("<!-- topic: cards -->", 1)[1]
        # Another page is left as it is.
        other = SimpleNamespace(file=SimpleNamespace(src_uri="playing.md"))
        assert hooks.on_page_markdown(source, page=other, config={}, files=None) == source


# --- docs/bots.fr.md: the French page on the bots, held to the program and to bots.md -------

def _bots_page(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def test_the_french_bots_page_names_each_bot_as_the_program_does() -> None:
    # Its table: a row a bot, in bots.md's order, by the French name the report and the help
    # give, with the English one beside it where it differs; each name read by --bots as
    # the bot it names. Choosing a bot names every bot by its French name.
    from belote_cli.bots.registry import bot_names
    from belote_cli.texts.report import BOT_NAMES_FR, bot_name_read

    english = re.findall(r"^\| `([\w-]+)` \|", _bots_page("bots.md"), re.M)
    assert sorted(english) == sorted(bot_names())
    rows = re.findall(r"^\| `([\w-]+)`(?: \(`([\w-]+)`\))? \|", _bots_page("bots.fr.md"),
                      re.M)
    assert [french for french, _ in rows] == [BOT_NAMES_FR[name] for name in english]
    assert [named or french for french, named in rows] == english
    for french, named in rows:
        assert bot_name_read(french, bot_names()) == (named or french), french
    choosing = _bots_page("bots.fr.md").split("\n## Choisir un robot\n", 1)[1]
    choosing = choosing.split("\n## ", 1)[0]
    for name in bot_names():
        assert f"`{BOT_NAMES_FR[name]}`" in choosing, name


@pytest.mark.parametrize(("page", "words", "anchor", "taking"), [
    ("bots.md", "(`review`, `--review`)", "playing.md#the-review-of-a-deal-review---review",
     "`hint` and the review judge taking by the heuristic bots instead, over {} simulated "
     "deals (`belote simulate --hand`)"),
    ("bots.fr.md", "(`bilan`, `--review`)", "playing.fr.md#le-bilan-dune-donne-bilan---review",
     "`conseil` et le bilan jugent la prise par les robots heuristiques, sur {} donnes "
     "simulées (`belote simulate --hand`)"),
])
def test_the_bots_pages_say_what_the_review_and_the_taking_s_hint_play_by(
        page: str, words: str, anchor: str, taking: str) -> None:
    # The pages said that hint and score --analyze are the expert's, not that the review
    # after a deal of belote play is score --analyze's on your cards, nor that the taking
    # is judged by the heuristic bots, in deal_review.BID_DEALS simulated deals.
    from belote_cli.bots.registry import default_bot
    from belote_cli.play.deal_review import BID_DEALS

    section = _flat(_bots_page(page).rsplit("\n## ", 1)[1])
    assert section.startswith(("`hint` and", "`conseil` et")), section[:40]
    assert words in section and f"]({anchor})" in section
    count = f"{BID_DEALS:,}" if page == "bots.md" else f"{BID_DEALS:,}".replace(",", " ")
    assert taking.format(count) in section
    assert default_bot() == "heuristic"


#: What bots.md says of the bots' strength and speed, and how bots.fr.md says it.
BOTS_PAGE_FIGURES = [
    ("plays at once and is far stronger than `random`, in every game",
     "joue tout de suite et est bien plus fort que `aléatoire`, dans tous les jeux"),
    ("the strongest, clearly ahead of the heuristic in every game, most in coinche",
     "le plus fort, nettement devant l'heuristique dans tous les jeux, surtout à la coinche"),
    ("(about 20 ms a call)", "(environ 20 ms par enchère)"),
    ("some tens of milliseconds a card in the games of four with the native core, less at two",
     "quelques dizaines de millisecondes par carte dans les jeux à quatre avec le cœur "
     "natif, moins à deux"),
    ("is about a hundred times slower", "est environ cent fois plus lente"),
    ("`simulate --bots expert` runs far fewer deals a second",
     "`belote simulate --bots expert` joue bien moins de donnes par seconde"),
    ("At trick 10, whose loser takes the card face up under the talon, it plays to lose",
     "Au pli 10, dont le perdant prend la carte visible sous le talon, il joue pour perdre"),
    ("it plays the six last tricks exactly, by the double-dummy solver",
     "il joue les six derniers plis exactement, par le solveur à cartes ouvertes"),
    ("The expert plays the first four tricks by the heuristic",
     "L'expert joue les quatre premiers plis comme l'heuristique"),
]


@pytest.mark.parametrize(("english", "french"), BOTS_PAGE_FIGURES,
                         ids=[e for e, _ in BOTS_PAGE_FIGURES])
def test_the_french_bots_page_gives_the_figures_of_bots_md(english: str, french: str) -> None:
    assert english in _flat(_bots_page("bots.md")), english
    assert french in _flat(_bots_page("bots.fr.md")), french


def test_the_french_bots_page_gives_no_figure_and_no_english_link_bots_md_does_not() -> None:
    # Every number written in figures is one bots.md gives, and the pages in English it
    # links, anchors and all, are those bots.md links; the French pages where there are
    # some (test_a_french_page_links_the_french_page_where_there_is_one).
    def numbers(text: str) -> set[str]:
        return set(re.findall(r"(?<![\w.])\d+(?![\w.])", text))

    def english_links(text: str) -> set[str]:
        # The links to a page with no French twin.
        return {t for t in re.findall(r"\]\(([\w.-]+\.md(?:#[\w-]+)?)\)", text)
                if not (DOCS / t.split("#")[0].replace(".md", ".fr.md")).is_file()
                and not t.split("#")[0].endswith(".fr.md")}

    english, french = _bots_page("bots.md"), _bots_page("bots.fr.md")
    assert numbers(french) and numbers(french) <= numbers(english), numbers(french)
    assert english_links(french) == english_links(english) == {
        "benchmarks.md#strength-of-the-bots",
        "benchmarks.md#the-double-dummy-solver-and-the-expert",
        "api.md#write-a-bot"}  # bots of your own
    # The design page's parts, each in the reader's language.
    assert {"expert.md", "expert.md#sans-atout-and-tout-atout-bids",
            "expert.md#the-expert-hint-and-score---analyze"} <= set(re.findall(
                r"\]\(([\w.-]+\.md(?:#[\w-]+)?)\)", english))
    assert {"expert.fr.md", "expert.fr.md#les-enchères-sans-atout-et-tout-atout",
            "expert.fr.md#lexpert-conseil-et-score---analyze"} <= set(re.findall(
                r"\]\(([\w.-]+\.md(?:#[\w-]+)?)\)", french))


def test_the_bots_pages_give_the_figures_of_the_expert_s_budget() -> None:
    # The expert at belote découverte plays by the heuristic until layout_solve_from tricks
    # are done; the six last tricks of belote à deux are those after the talon's ten.
    from belote_cli.bots.expert import ExpertParams

    assert ExpertParams().layout_solve_from == 4
    assert "the first four tricks" in _flat(_bots_page("bots.md"))
    assert "les quatre premiers plis" in _flat(_bots_page("bots.fr.md"))


@pytest.mark.parametrize(("page", "said"), [
    ("bots.md", "TA with at least {ta_jacks} jacks and {ta_cards} cards of the jacks and "
                "nines, SA with at least {sa_aces} aces and {sa_cards} cards of the aces and "
                "the tens held with their ace"),
    ("bots.fr.md", "TA avec au moins {ta_jacks} valets, et au moins {ta_cards} cartes parmi "
                   "les valets et les neuf ; SA avec au moins {sa_aces} as, et au moins "
                   "{sa_cards} cartes parmi les as et les dix accompagnés de leur as")])
def test_the_bots_pages_give_the_heuristic_s_sans_atout_and_tout_atout_thresholds(
        page: str, said: str) -> None:
    # The thresholds the heuristic names SA and TA by in round two, as its parameters hold
    # them and as it bids on six cards (the five and the retourne) made for each.
    from belote_cli.bots.heuristic import DEFAULT_PARAMS, sa_ta_bid
    from belote_cli.core.cards import ALL_TRUMP, CONTRACT_KINDS, NO_TRUMP, mask_of

    words = ({2: "two", 3: "three", 4: "four"} if page == "bots.md"
             else {2: "deux", 3: "trois", 4: "quatre"})
    p = DEFAULT_PARAMS
    values = {name: words[getattr(p, name)]
              for name in ("ta_jacks", "ta_cards", "sa_aces", "sa_cards")}
    assert said.format(**values) in _flat(_bots_page(page))

    def bid(cards: str) -> int | None:
        return sa_ta_bid(mask_of(parse_cards(cards)), CONTRACT_KINDS)

    assert bid("V♠ V♥ 9♥ 9♦ 7♣ 8♣") == ALL_TRUMP     # two jacks, four with the nines
    assert bid("V♠ V♥ 9♥ 7♦ 7♣ 8♣") is None          # two jacks, three with the nine
    assert bid("V♠ 9♥ 9♦ 9♣ 7♣ 8♠") is None          # one jack, four with the nines
    assert bid("A♠ 10♠ A♥ A♦ 7♣ 8♣") == NO_TRUMP     # three aces, a ten beside its ace
    assert bid("A♠ 10♥ A♦ A♣ 7♣ 8♣") is None         # the ten of ♥ without its ace
    assert bid("A♠ A♥ 10♥ 10♠ 7♣ 8♣") is None        # two aces, four with their tens


def test_the_french_bots_page_s_commands_and_words_are_the_program_s() -> None:
    # Each option it quotes is one of play, simulate or score; its command lines run;
    # `conseil` is a word the card prompt reads as the hint; the arena is a script.
    from typer.testing import CliRunner

    from belote_cli.play import session

    text = _flat(_bots_page("bots.fr.md"))
    options = {o for c in ("play", "simulate", "score") for o in _options(c)}
    quoted = set(re.findall(r"`(?:belote \w+ )?(--[\w-]+)", text))
    assert quoted and quoted <= options, quoted - options
    assert "`belote score --analyze`" in text and "--analyze" in _options("score")
    for quote, args, shown in [
            ("belote simulate --bots expert", ["simulate", "--bots", "expert"],
             "robots : N expert, E expert, S expert, O expert"),
            ("--rule sa_ta=on", ["simulate", "--rule", "sa_ta=on"], "règles : sa_ta=on")]:
        assert f"`{quote}`" in text, quote
        done = CliRunner().invoke(app, [*args, "--deals", "1", "--seed", "1", "--lang", "fr"])
        assert done.exit_code == 0 and "erreur" not in done.stderr, (quote, done.stderr)
        assert shown in _flat(done.stdout), (quote, done.stdout)
    assert "`conseil`" in text and "conseil" in session._HINT
    assert "`scripts/arena.py`" in text and (ROOT / "scripts" / "arena.py").is_file()


def test_the_french_bots_page_keeps_its_prose_within_90_columns_and_is_linked() -> None:
    # The table's rows, one line each, excepted; the French pages that name --bots or the
    # robots link it, as their English twins link bots.md.
    long = [line for line in _bots_page("bots.fr.md").splitlines()
            if len(line) > 90 and not line.startswith("|")]
    assert not long, long
    for page in ("playing.fr.md", "simulating.fr.md", "cli.fr.md", "index.md"):
        assert "](bots.fr.md)" in _bots_page(page), page


# --- docs/bots.md's facts, each against the measured pages, the help or a position -------

def _arena_rows(a: str, b: str) -> dict[str, list[tuple[float, float]]]:
    # The rows of benchmarks.md's arena table for A against B in bold (the runs the page
    # stands by), by game: their lower bound and figure.
    rows: dict[str, list[tuple[float, float]]] = {}
    table = _bots_page("benchmarks.md").split("\n## Strength of the bots\n", 1)[1]
    for line in table.splitlines():
        command = re.match(rf"\| `python scripts/arena\.py --a {a} --b {b} ([^`]*)`", line)
        figure = re.search(r"\| \*\*([+−-][\d.]+)\*\* \[([+−-][\d.]+),", line)
        if not command or not figure:
            continue
        args = command.group(1)
        game = ("coinche" if "variant=coinche" in args else "deux" if "variant=deux" in args
                else "decouverte" if "variant=decouverte" in args
                else "sa_ta" if "sa_ta=on" in args else "classic")
        mean, low = (float(x.replace("−", "-")) for x in figure.groups())
        rows.setdefault(game, []).append((low, mean))
    return rows


def test_the_bots_page_s_strength_is_the_arena_s() -> None:
    # 'far stronger than random, in every game': each game's heuristic-against-random row
    # gains more than 50 points a deal at its lower bound (coinche, in the prose under the
    # table, +458.3 without sa_ta). 'The expert ... clearly ahead of the heuristic in every
    # game, most in coinche': every expert-against-heuristic row above 0 at its lower
    # bound, in the five games, and the coinche rows above every other.
    text = _flat(_bots_page("bots.md"))
    assert "far stronger than `random`, in every game" in text
    assert "clearly ahead of the heuristic in every game, most in coinche" in text
    weak = _arena_rows("heuristic", "random")
    assert set(weak) == {"classic", "deux", "decouverte"}, weak
    assert all(low > 50 for rows in weak.values() for low, _ in rows), weak
    prose = _flat(_bots_page("benchmarks.md"))
    assert "+419.4 [+405.5, +433.3] in coinche (`--rule variant=coinche` added; +458.3 " \
           "[+441.8, +474.7] without `sa_ta`)" in prose
    strong = _arena_rows("expert", "heuristic")
    assert set(strong) == {"classic", "coinche", "sa_ta", "deux", "decouverte"}, strong
    assert all(low > 0 for rows in strong.values() for low, _ in rows), strong
    assert min(m for _, m in strong["coinche"]) > max(
        m for game, rows in strong.items() if game != "coinche" for _, m in rows), strong


def test_the_bots_page_s_speeds_are_the_measured_ones() -> None:
    # 'about 20 ms a call' as expert.md's coinche bids; 'about a hundred times slower' as
    # the solver's pages; 'some tens of milliseconds a card in the games of four ..., less
    # at two' as the table of the expert in each game (medians of 10 to 99 ms at four,
    # under 20 ms at two); 'far fewer deals a second' as the cluster's table, where one
    # process plays thousands of heuristic deals in the CPU time of one expert deal.
    text, expert = _flat(_bots_page("bots.md")), _flat(_bots_page("expert.md"))
    bench = _bots_page("benchmarks.md")
    assert "bids by sampling (about 20 ms a call)" in text
    assert "A call takes about 20 ms of CPU: a median of 20 ms" in expert
    assert "is about a hundred times slower" in text
    assert "about a hundred times slower" in expert and "about 100 times slower" in bench
    assert ("some tens of milliseconds a card in the games of four with the native core, "
            "less at two") in text
    table = bench.split("\nThe expert in each game, ", 1)[1].split("\n\n", 2)[1]
    medians = {game: float(ms) for game, ms in re.findall(
        r"^\| (classic with SA and TA|classic|coinche|belote à deux|belote découverte)"
        r"[^|]* \| \d+ \| ([\d.]+) ms \|", table, re.M)}
    assert len(medians) == 5, medians
    for game, ms in medians.items():
        assert (ms < 20) if game.startswith("belote") else (10 <= ms < 100), (game, ms)
    heuristic = re.search(r"^\| heuristic, `--jobs 1` \| [\d,]+ deals/s \| ([\d,]+) deals/s",
                          bench, re.M)
    expert_deal = re.search(r"^\| expert, `--jobs 1` \| [\d.]+ s per deal \| ([\d.]+) s",
                            bench, re.M)
    assert heuristic and expert_deal
    assert "`simulate --bots expert` runs far fewer deals a second" in text
    assert float(heuristic.group(1).replace(",", "")) * float(expert_deal.group(1)) > 1000


def test_the_bots_page_s_defaults_are_the_help_s() -> None:
    # heuristic the default of play and simulate, random the bots of --discovery, as the
    # options' help says and a run reports.
    from typer.testing import CliRunner

    text = _flat(_bots_page("bots.md"))
    assert "(the default of `play` and `simulate`)" in text
    assert "(the bots of a deal without bidding, `--discovery`)" in text
    assert "the bots of `--discovery`" in text
    group = typer.main.get_group(app)
    helps = {}
    for command in ("play", "simulate"):
        cmd = group.get_command(None, command)  # type: ignore[arg-type]
        assert cmd is not None
        helps[command] = {o: getattr(p, "help", "") or "" for p in cmd.params for o in p.opts}
    assert helps["play"]["--bots"].startswith("The bots for N, E and W: heuristic (default)")
    assert "random bots" in helps["play"]["--discovery"]
    assert helps["simulate"]["--bots"].startswith(
        "Bot for all four seats: heuristic (default; random with --discovery)")
    for args, shown in [([], "bots: N heuristic, E heuristic, S heuristic, W heuristic"),
                        (["--discovery"], "bots: N random, E random, S random, W random")]:
        done = CliRunner().invoke(app, ["simulate", *args, "--deals", "1", "--seed", "1"])
        assert done.exit_code == 0 and shown in done.stdout, (args, done.stdout)


def test_the_bots_page_s_commands_and_words_are_the_program_s() -> None:
    # As the French page's: each option quoted one of play, simulate or score, `hint` a
    # word the card prompt reads, the arena a script that plays each deal twice.
    from belote_cli.play import session

    text = _flat(_bots_page("bots.md"))
    options = {o for c in ("play", "simulate", "score") for o in _options(c)}
    quoted = set(re.findall(r"`(?:belote \w+ |simulate )?(--[\w-]+)", text))
    assert quoted == {"--discovery", "--bots", "--rule", "--analyze", "--review", "--hand",
                      "--import"}, quoted
    assert quoted <= options and "--analyze" in _options("score")
    assert "--review" in _options("play") and "--hand" in _options("simulate")
    assert "`hint`" in text and "hint" in session._HINT
    assert "`scripts/arena.py`: the same deals twice, the teams swapped" in text
    assert "the same deals twice with the teams swapped" in _flat(_bots_page("expert.md"))
    bench = _bots_page("benchmarks.md")
    for heading in ("## Strength of the bots", "## The double-dummy solver and the expert"):
        assert f"\n{heading}\n" in bench, heading


def _heuristic_card(hand: str, trump: int, leader: Seat, trick: str = "",
                    taker: Seat | None = Seat.E, rules: str = "") -> int:
    # The registered heuristic bot's card for S holding ``hand``, ``trick`` on the table
    # (played in turn from ``leader``: W, N, E, S by default).
    import random

    from belote_cli.bots.base import PlayerView
    from belote_cli.bots.registry import find_bot
    from belote_cli.core.cards import mask_of
    from belote_cli.core.rules import RuleSet, legal_plays

    cards, mask = tuple(parse_cards(trick)), mask_of(parse_cards(hand))
    view = PlayerView(Seat.S, mask, trump, leader, cards, (), legal_plays(mask, cards, trump),
                      taker, Seat.W, None, RuleSet.parse([rules] if rules else []))
    return find_bot("heuristic", random.Random(1)).play(view)


@pytest.mark.parametrize(("said", "hand", "trump", "leader", "trick", "taker", "card"), [
    # Trump ♥, S took and leads: the jack of trump first.
    ("pulls trumps as taker", "J♥ 7♥ 8♥ A♣ A♦ 10♦ 7♠ 8♠", 1, "S", "", "S", "J♥"),
    # Trump ♠: W leads 9♥, N (S's partner) wins with A♥, E follows 8♥: S loads the 10♥.
    ("loads a partner's winning trick", "10♥ 7♥ K♣ 8♦ 7♠", 0, "W", "9♥ A♥ 8♥", "E", "10♥"),
    # Trump ♥, E took, S leads the first trick: the A♦, in a suit nobody has cut.
    ("cashes safe aces", "A♦ 7♦ 8♣ 9♣ 7♠ 8♠ 8♥ 7♥", 1, "S", "", "E", "A♦"),
    # Trump ♠, two cards left and the J♠ the master: the 7♦ now, the jack for the last.
    ("keeps a master card for the end", "J♠ 7♦", 0, "S", "", "E", "7♦"),
    # Sans atout (4): S leads A♠ (nothing out above it) rather than a small card.
    ("Under SA and TA the heuristic cashes its master cards", "A♠ 7♦ 8♣", 4, "S", "", "E",
     "A♠"),
    # Sans atout: N holds the trick with A♥ over W's 9♥, E 8♥; S, void in ♥, keeps its
    # A♠ (19 points, master) and gives the K♣ (4 points; A♣ and 10♣ are out above it).
    ("loads a trick its partner holds (with its richest card that is not master",
     "A♠ 7♦ K♣", 4, "W", "9♥ A♥ 8♥", "E", "K♣"),
    # Sans atout: W leads K♦, N 7♦, E 8♦; S wins with the 10♦ and keeps the A♦.
    ("wins with the cheapest sure card", "A♦ 10♦ 9♦", 4, "W", "K♦ 7♦ 8♦", "E", "10♦"),
    # Tout atout (5), order J 9 A 10: on W's A♦ the 9♦ wins and the J♦ is kept.
    ("wins with the cheapest sure card", "J♦ 9♦ 8♣", 5, "W", "A♦ 7♦ 8♦", "E", "9♦"),
])
def test_the_bots_page_s_heuristic_plays_as_it_says(said: str, hand: str, trump: int,
                                                   leader: str, trick: str, taker: str,
                                                   card: str) -> None:
    # Positions worked out by hand from the rule book's order of play and card strength.
    assert said in _flat(_bots_page("bots.md")), said
    rules = "sa_ta=on" if trump >= 4 else ""
    assert _heuristic_card(hand, trump, Seat[leader], trick, Seat[taker], rules) == \
        parse_cards(card)[0]


def test_the_bots_page_s_heuristic_takes_and_names_sa_or_ta_before_any_suit() -> None:
    # 'values its hand to take': J♥ 9♥ with the 8♥ turned up take; five small cards under
    # the 7♥ pass. 'before any suit': round two with sa_ta=on, a hand that takes at ♠ and
    # holds two jacks and the nines of four jacks and nines names TA (5).
    import random

    from belote_cli.bots.base import BidView
    from belote_cli.bots.registry import find_bot
    from belote_cli.core.cards import mask_of
    from belote_cli.core.rules import RuleSet

    text = _flat(_bots_page("bots.md"))
    assert "values its hand to take" in text and "before any suit" in text

    def bid(hand: str, retourne: str, round_: int, allowed: tuple[int, ...],
            rules: RuleSet) -> int | None:
        view = BidView(Seat.S, mask_of(parse_cards(hand)), parse_cards(retourne)[0], Seat.W,
                       round_, (), allowed, rules)
        return find_bot("heuristic", random.Random(1)).bid(view)

    assert bid("J♥ 9♥ A♠ 7♣ 8♦", "8♥", 1, (1,), RuleSet()) == 1
    assert bid("7♠ 8♠ 9♦ Q♣ K♦", "7♥", 1, (1,), RuleSet()) is None
    # J♠ 9♠ A♠ 10♠ is worth 30 + 20 + 12 + 10 and 12 for length at ♠, named in round two;
    # with the retourne 9♦ and sa_ta=on, jacks J♠ J♦ and four jacks and nines: TA first.
    sa_ta = RuleSet(sa_ta="on")
    assert bid("J♠ 9♠ A♠ 10♠ J♦", "7♥", 2, (0,), RuleSet()) == 0
    assert bid("J♠ 9♠ A♠ 10♠ J♦", "9♦", 2, (0, 2, 3, 4, 5), sa_ta) == 5


def test_the_bots_page_s_two_player_heuristic_plays_as_it_says() -> None:
    # Belote à deux, trump ♥, S's cards, 10♥ under the talon unless said: the rule book's
    # talon phase (no obligation) and the bot's rules as the page gives them.
    import random

    from belote_cli.bots.base import PlayerView
    from belote_cli.bots.registry import find_bot
    from belote_cli.core.cards import mask_of
    from belote_cli.core.rules import RuleSet, legal_plays
    from belote_cli.core.state import Trick

    text = _flat(_bots_page("bots.md"))

    def card(hand: str, trick: str = "", done: int = 0, bottom: str | None = "10♥",
             variant: str = "deux", faceup: str = "") -> int:
        mask, on_table = mask_of(parse_cards(hand)), tuple(parse_cards(trick))
        spare = [c for c in range(32) if not mask >> c & 1 and c not in on_table
                 and (bottom is None or c != parse_cards(bottom)[0])
                 and not mask_of(parse_cards(faceup)) >> c & 1]
        tricks = tuple(Trick(Seat.N, (spare[2 * i], spare[2 * i + 1]), Seat.N, 0)
                       for i in range(done))
        legal = mask if done < 10 or not on_table else legal_plays(mask, on_table, 1)
        rules = RuleSet(variant=variant)
        extra = (mask_of(parse_cards(faceup)), 0) if faceup else ()
        view = PlayerView(Seat.S, mask, 1, Seat.N if on_table else Seat.S, on_table, tricks,
                          legal, Seat.S, Seat.N,
                          None if bottom is None else parse_cards(bottom)[0], rules, *extra)
        return find_bot("heuristic", random.Random(1)).play(view)

    one = parse_cards
    assert "While the talon lasts it leads a low plain card, its cheapest" in text
    assert card("J♥ 9♥ A♠ 10♠ 8♦ K♣") == one("8♦")[0]
    assert "second to play, it takes a led card worth 10 points or more (an ace or a ten, " \
           "of trump too) with the cheapest card that wins it, a low trump if need be, and " \
           "any led card with a plain card worth no points, and keeps the jack and nine of " \
           "trump for the last tricks" in text
    assert card("A♠ 7♦ 8♣ J♥ 9♥ K♦", "10♠", 2) == one("A♠")[0]
    assert card("7♥ J♥ 8♦ 9♣ Q♠ K♦", "A♠", 3) == one("7♥")[0]
    # The 10♥ of trump (10 points) is taken by the A♥, the cheapest card that beats it.
    assert card("A♥ J♥ 7♦ 8♣ Q♠ K♦", "10♥", 3) == one("A♥")[0]
    # A K♠ led (4 points) is not worth the A♠: S throws its cheapest card. The 8♣, worth
    # nothing, takes the 7♣ led, where the 7♠ would be thrown.
    assert card("A♠ 7♦ 8♣ Q♦ J♣ K♦", "K♠", 3) == one("7♦")[0]
    assert card("7♠ 8♣ A♠ Q♦ J♦ K♦", "7♣", 3) == one("8♣")[0]
    # The 9♥ led is beaten by the J♥ alone, kept: S throws its cheapest card.
    assert card("J♥ 7♠ 8♦ Q♦ J♣ K♦", "9♥", 3) == one("7♠")[0]
    assert "it plays to lose when that card, weighed as it weighs its own (its points, more " \
           "for a trump, an ace or a ten), is worth more than the led card's points plus 4, " \
           "and to win otherwise" in text
    # The J♥ under the talon (20, and more as a trump) is worth more than the 10♣ led and
    # 4: S loses the trick.
    assert card("A♣ 7♦ 8♠ Q♥ K♦ 9♠", "10♣", 9, "J♥") in one("7♦ 8♠")
    # The K♦ under it (4) is worth more than the Q♣ led (3), but not more than 3 and 4:
    # S wins the trick with its A♣, where it loses it to take the A♦ (11, and 4 more).
    assert card("A♣ 7♦ 8♠ 7♠ 9♦ 9♠", "Q♣", 9, "K♦") == one("A♣")[0]
    assert card("A♣ 7♦ 8♠ 7♠ 9♦ 9♠", "Q♣", 9, "A♦") in one("7♦ 8♠ 7♠ 9♦ 9♠")
    assert "Belote découverte" in text and "it leads the card worth most among those " \
           "that none of them can take" in text
    # Trump ♥ at découverte: N shows K♠ 7♦ 9♣; A♠ is followed by the K♠, the 7♠ taken by it.
    assert card("A♠ 7♠ 8♣", bottom=None, variant="decouverte", faceup="K♠ 7♦ 9♣") == \
        one("A♠")[0]


def test_the_bots_page_s_bots_swap_the_seven_for_the_retourne() -> None:
    # 'Bots always swap the 7 for the retourne': at every exchange offered to a bot over
    # seeded deals of belote à deux (the action is the same whichever bot).
    import random

    from belote_cli.bots.registry import find_bot
    from belote_cli.core.rules import RuleSet
    from belote_cli.engine.game import Exchange, Game, Phase
    from belote_cli.engine.playing import bot_action

    assert "Bots always swap the 7 for the retourne." in _flat(_bots_page("bots.md"))
    offered = 0
    for seed in range(40):
        game = Game.shuffle(random.Random(seed), Seat.S, RuleSet(variant="deux"))
        bots = {s: find_bot("heuristic", random.Random(seed)) for s in (Seat.N, Seat.S)}
        while not game.is_over:
            seat = game.to_act
            assert seat is not None
            action = bot_action(game, bots[seat])
            if game.phase is Phase.EXCHANGE:
                offered += 1
                assert action == Exchange(True), seed
            game.apply(action)
    assert offered, "no exchange offered"


@pytest.mark.parametrize("name", ["getting-started.md", "getting-started.fr.md"])
def test_the_first_steps_prose_runs_to_90_columns_without_a_short_line_inside(
        name: str) -> None:
    # The French first deal's paragraph broke after 'Le' and 'roi et', lines of 2 and 6
    # characters, and the English install paragraph after 'The editable': each line of a
    # paragraph of prose but its last runs to at least 60 columns, none past 90.
    paragraphs: list[list[str]] = []
    fenced = False
    for line in (DOCS / name).read_text(encoding="utf-8").splitlines() + [""]:
        if line.startswith("```"):
            fenced = not fenced
            paragraphs.append([])
        elif fenced or not line.strip() or line.startswith(("#", "|", "  ")):
            paragraphs.append([])
        elif line.startswith(("- ", "* ")) or re.match(r"\d+\. ", line):
            paragraphs.append([line])  # a list's item: a paragraph of its own
        elif paragraphs:
            paragraphs[-1].append(line)
    prose = [p for p in paragraphs if len(p) > 1]
    assert len(prose) > 5
    for paragraph in prose:
        assert all(len(line) <= 90 for line in paragraph), paragraph
        assert all(len(line) >= 60 for line in paragraph[:-1]), paragraph


# --- the French pages' words for the taking and the coinche's auction -------------------------

#: How the French pages misnamed them: a coinche bid an annonce (a tierce, a carré… in the
#: rule book), the classic taking les enchères (the coinche's auction; the taking is la
#: prise), each as a page said it.
_FRENCH_MISNAMED = [
    r"\bannonces? de la coinche\b", r"\bdernière annonce de chaque place\b",
    r"\bannonces faites après la vôtre\b", r"\bpropre annonce\b",
    r"\bles annonces et le preneur\b", r"\bl'enchère de chaque place\b",
    r"\bvos enchères jugées\b", r"\bentre les enchères et le jeu\b",
    r"\bÀ la fin des enchères\b", r"\benchérit comme l'heuristique en classique\b",
    # simulate --hand's third case, belote découverte without a taking, the deal without
    # bidding (whose fixed name, la donne sans enchères, stays).
    r"\bles robots font toutes les enchères\b", r"\bpersonne n'enchérit avec\b",
    r"\bla plus simple, sans aucune enchère\b",
]


def test_the_french_pages_name_the_coinche_s_bids_encheres_and_the_taking_la_prise() -> None:
    found = [(page.name, said) for page in sorted(DOCS.glob("*.fr.md"))
             for said in _FRENCH_MISNAMED if re.search(said, _flat(page.read_text("utf-8")))]
    assert found == []
    table = _flat((DOCS / "cli.fr.md").read_text("utf-8"))
    assert "les enchères de la coinche puis le contrat dans la ligne d'état" in table
    assert "(à la coinche, la dernière enchère de chaque place)" in table


@pytest.mark.parametrize("page", ["api.md", "cli.md"])
def test_the_bot_of_one_s_own_plays_from_the_command_line(
        page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The module docs/api.md writes out, saved in a folder of its own, and the commands
    # both pages quote, run from there: the bot named is known and plays.
    import sys

    from typer.testing import CliRunner

    import belote_cli.bots.registry as registry
    from belote_cli.cli import app

    api = (DOCS / "api.md").read_text(encoding="utf-8")
    module = next(block for block in re.findall(r"```py\n(.*?)```", api, re.S)
                  if block.startswith("# greedy.py\n"))
    (tmp_path / "greedy.py").write_text(module, encoding="utf-8")
    text = (DOCS / page).read_text(encoding="utf-8")
    commands = re.findall(r"^\$ belote (.*--import greedy.*)$", text, re.M)
    assert [c.split()[0] for c in commands] == ["simulate", "play"], commands
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "greedy", raising=False)
    try:
        for command in commands:
            # One process and a seed for the run; play quits at its first question.
            extra = ["--jobs", "1", "--seed", "1"] if command.startswith("simulate") else []
            result = CliRunner().invoke(app, command.split() + extra, input="quit\n")
            assert result.exit_code == 0, (command, result.stderr, result.exception)
        assert "greedy" in registry.bot_names()
    finally:
        sys.modules.pop("greedy", None)


def test_the_module_of_write_a_bot_plays_as_the_greedy_bot_of_its_example() -> None:
    # greedy.py, written out for --import, is the class the page's example plays against
    # the heuristic: its play() is the example's, line for line (view.winning, the
    # partner master of the trick), not an older way of counting back through the trick.
    api = (DOCS / "api.md").read_text(encoding="utf-8")
    module = next(block for block in re.findall(r"```py\n(.*?)```", api, re.S)
                  if block.startswith("# greedy.py\n"))
    example = re.search(r"^\.\.\.     def play\(self, view\):\n((?:\.\.\.         .*\n)+)",
                        api, re.M)
    assert example is not None
    lines = [line[4:] for line in example.group(1).splitlines()]
    assert "        mine = view.winning == view.seat.partner" in lines
    assert "    def play(self, view):\n" + "\n".join(lines) + "\n" in module


@pytest.mark.parametrize(("page", "lang"), [("cli.md", "en"), ("cli.fr.md", "fr")])
def test_the_errors_of_import_quoted_are_those_the_command_prints(
        page: str, lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each line of --import's errors that a page quotes, the command run with that module
    # from a folder whose greedy.py raises NameError while imported; both pages quote the
    # same four (a module not found, an empty value, written '', a file not found, a
    # module that raises).
    import sys

    from typer.testing import CliRunner

    from belote_cli.cli import app

    text = _flat((DOCS / page).read_text(encoding="utf-8"))
    quoted = re.findall(r"`((?:error|erreur) ?: --import (\S+) ?: [^`]*)`", text)
    assert [module for _, module in quoted] == ["nosuch", "''", "./none.py", "greedy"], \
        quoted
    (tmp_path / "greedy.py").write_text("x\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "greedy", raising=False)
    try:
        for line, module in quoted:
            value = "" if module == "''" else module
            result = CliRunner().invoke(app, ["simulate", "--import", value, "-n", "1",
                                              "--lang", lang])
            said = result.stderr.replace("\u00a0", " ")  # the page's spaces: plain ones
            assert result.exit_code == 1 and said == line + "\n", (line, result.stderr)
    finally:
        sys.modules.pop("greedy", None)


# --- every JSON document, read as a script reads it --------------------------------------------

#: The keys of belote score --json's object that the deal-file contract names ("with at
#: least": trump ... tally; tricks absent in the piles form), and the two the format page
#: adds to its example (held, penalty).
_SCORE_KEYS = {"trump", "taker", "dealer", "tricks", "points", "dix_de_der", "belote", "capot",
               "result", "score", "revokes", "tally", "held", "penalty"}
#: The keys the format page gives "only where they apply" (and piles in place of tricks).
_SCORE_SOMETIMES = {"piles", "belotes", "contract", "announcements", "notes", "match",
                    "analysis", "players", "variant", "deck", "exchange"}


def _example_block(page: str, heading: str) -> str:
    # The indented example under a page's heading: its first block of 4-space lines.
    section = (DOCS / page).read_text(encoding="utf-8").split(heading, 1)[1].split("\n## ")[0]
    lines = section.split("\n\n    ", 1)[1].split("\n\n", 1)[0]
    return "    " + lines


def _top_keys(block: str) -> list[str]:
    # The keys of an example document's outermost object, in order: those one brace deep.
    return [m[1] for m in re.finditer(r'"(\w+)":', block)
            if block[:m.start()].count("{") - block[:m.start()].count("}") == 1]


@pytest.mark.parametrize("page", ["format.md", "format.fr.md"])
def test_every_score_json_document_has_the_top_level_keys_the_format_page_shows(
        page: str) -> None:
    # Each example file's --json (and with --analyze, --as-played, --lang fr) read with
    # json.loads: one object, or a list of them for a match; each has every key of the
    # contract (the page's example shows each), the piles form piles for tricks, and no
    # top-level key the page does not give; seats, teams and points as the contract says.
    import json


    assert set(_top_keys(_example_block(page, "## `belote score --json`"))) == _SCORE_KEYS
    for example in sorted((ROOT / "examples").glob("*.belote")):
        plain = _scored("--json", str(example))
        assert plain.exit_code == 0, plain.output
        for extra in (["--lang", "fr"], ["--analyze"], ["--as-played"]):
            other = _scored("--json", *extra, str(example))
            assert other.exit_code == 0, other.output
            if extra[0] == "--lang":
                assert other.stdout == plain.stdout  # the same keys and values in French
            else:
                other_doc = json.loads(other.stdout)
                first = other_doc[0] if isinstance(other_doc, list) else other_doc
                assert ("analysis" in first) == (extra == ["--analyze"])
        doc = json.loads(plain.stdout)
        deals = doc if isinstance(doc, list) else [doc]
        assert isinstance(doc, list) == (example.stem == "match")
        for deal in deals:
            keys = set(deal)
            piles = example.stem == "piles"
            assert keys >= _SCORE_KEYS - {"tricks"} and ("tricks" in keys) != piles
            assert ("piles" in keys) == piles
            assert keys <= _SCORE_KEYS | _SCORE_SOMETIMES, keys - _SCORE_KEYS - _SCORE_SOMETIMES
            two = example.stem in ("deux", "decouverte")
            sides = {"S", "N"} if two else {"NS", "EW"}
            assert set(deal["points"]) == set(deal["score"]) == sides
            assert all(type(v) is int for v in [*deal["points"].values(),
                                                *deal["score"].values(), deal["held"]])
            assert sum(deal["points"].values()) == deal["tally"]["total"] == 162
            assert deal["tally"]["ok"] is True
            assert deal["taker"] in {"N", "E", "S", "W"} and deal["dealer"] in {"N", "E", "S",
                                                                                "W", None}
            for side in ("dix_de_der", "belote", "capot", "penalty"):
                assert deal[side] is None or deal[side] in sides, side
            assert deal["result"] in {"made", "dedans", "litige", "none"}


def test_a_score_json_of_a_bad_file_prints_no_document_and_says_why_on_stderr(
        tmp_path: Path) -> None:
    # docs/cli.md: a bad deal file is exit code 1, its problems FILE:LINE:COLUMN lines and
    # error: … on stderr; stdout gets nothing, no half of a document for a script to read.
    from typer.testing import CliRunner

    bad = tmp_path / "bad.belote"
    text = (ROOT / "examples" / "match.belote").read_text(encoding="utf-8")
    bad.write_text(text + "\n---\ntrump: ♥\n1: S 11♥ W 7♥ N Q♥ E 8♥\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["score", "--json", str(bad)])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "unknown card '11♥'" in result.stderr
    assert result.stderr.splitlines()[-1].startswith("error: ")


@pytest.mark.parametrize("args", [
    [], ["--discovery"], ["--ns", "random", "--ew", "heuristic"],
    ["--rule", "variant=coinche,announcements=on"], ["--rule", "sa_ta=on"],
    ["--rule", "variant=deux"], ["--rule", "variant=decouverte"],
    ["--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠"],
    ["--hand", "S:V♠ 9♠ A♥ 10♣ 7♦", "--retourne", "8♠", "--round", "2"],
])
def test_every_simulate_json_document_has_the_top_level_keys_the_simulating_page_shows(
        args: list[str]) -> None:
    # The page's example document gives mode, deals, seed, start, bots, rules and stats;
    # with --hand, hand in place of stats. Read with json.loads, in English and in French.
    import json

    from typer.testing import CliRunner

    top = _top_keys(_example_block("simulating.md", "## The JSON document"))
    assert top == ["mode", "deals", "seed", "start", "bots", "rules", "stats"]
    runner = CliRunner()
    base = ["simulate", "--deals", "3", "--seed", "1", "--jobs", "1", "--json", *args]
    english, french = (runner.invoke(app, [*base, *lang]) for lang in ([], ["--lang", "fr"]))
    assert english.exit_code == french.exit_code == 0, english.output
    assert english.stdout == french.stdout
    doc = json.loads(english.stdout)
    hand = "--hand" in args
    assert list(doc) == top[:-1] + (["hand"] if hand else ["stats"])
    assert doc["deals"] == 3 and doc["seed"] == "1" and doc["start"] == 0
    two = "variant=deux" in args or "variant=decouverte" in args
    assert set(doc["bots"]) == ({"S", "N"} if two else {"N", "E", "S", "W"})
    assert type(doc["rules"]["capot"]) is int and type(doc["rules"]["target"]) is int


def test_no_page_keeps_the_marks_of_a_merge_left_unfinished() -> None:
    """A merge's conflict marks (``<<<<<<<``, ``=======``, ``>>>>>>>`` at a line's start)
    left in a page would be read as text by whoever opens it."""
    pages = [ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "CONTRIBUTING.md",
             *sorted(DOCS.glob("*.md"))]
    marked = [f"{page.name}:{n}" for page in pages
              for n, line in enumerate(page.read_text(encoding="utf-8").split("\n"), 1)
              if re.match(r"(<{7}|={7}|>{7})( |$)", line)]
    assert marked == []


# --- docs/expert.md and expert.fr.md: the design page, held to the expert's parameters ---------

def _design_item(page: str, lead: str) -> str:
    """The item of ``page``'s list that opens with ``lead`` (in bold), flattened."""
    text = (DOCS / page).read_text(encoding="utf-8")
    item = text.split(f"- **{lead}**", 1)[1].split("\n- ", 1)[0]
    return _flat(item)


def test_the_design_page_says_how_the_expert_calls_at_coinche() -> None:
    # It said 24 deals dealt to fit the calls heard and the call of the best margin kept,
    # not the dealings each deal is the first fitting of, nor that a coinche also needs
    # the contract to fail in more than coinche_rate of the deals (60%).
    from belote_cli.bots.expert import ExpertParams

    params = ExpertParams()
    item = _design_item("expert.md", "Coinche bids.")
    assert f"deals the unseen cards {params.call_samples} times" in item
    assert f"the first of {params.call_dealings} dealings" in item
    assert f"in more than {params.coinche_rate:.0%} of the deals played" in item
    assert "(`ExpertParams.coinche_rate`)" in item


def test_the_french_design_page_says_how_the_expert_calls_at_coinche() -> None:
    # The French twin of expert.md's item, its figures the expert's parameters too.
    from belote_cli.bots.expert import ExpertParams

    params = ExpertParams()
    item = _design_item("expert.fr.md", "Les enchères à la coinche.")
    assert f"il distribue {params.call_samples} fois les cartes qu'il ne voit pas" in item
    assert f"la première de {params.call_dealings} distributions" in item
    rate = f"{params.coinche_rate:.0%}".replace("%", " %")
    assert f"dans plus de {rate} des donnes jouées" in item
    assert "(`ExpertParams.coinche_rate`)" in item


def test_the_design_page_and_its_french_twin_have_the_same_parts_and_links() -> None:
    # Each heading of expert.md has its French heading in expert.fr.md, in the same order,
    # each list item its twin, the same figures of one page in the other (a decimal comma
    # for the point) and the same links to the pages with no French twin.
    english = (DOCS / "expert.md").read_text(encoding="utf-8")
    french = (DOCS / "expert.fr.md").read_text(encoding="utf-8")
    heads = [re.findall(r"^#+ ", text, re.M) for text in (english, french)]
    assert heads[0] == heads[1] and len(heads[0]) == 6
    items = [re.findall(r"^- \*\*", text, re.M) for text in (english, french)]
    assert len(items[0]) == len(items[1]) == 13

    def figures(text: str) -> list[str]:
        body = text.split("\n", 3)[3]  # the pages' titles and their links to each other
        # Digits, with a decimal point or comma, that are no part of a name (seed 11's
        # 'colver', 'MTD(f)'), thousands as written in each language taken whole.
        found = re.findall(r"(?<![\w.,])\d+(?:[.,]\d+)*(?![\w])", body)
        return sorted(f.replace(",", ".") for f in found)

    def thousands(text: str) -> str:
        return re.sub(r"(\d) (\d{3})(?!\d)", r"\1,\2", text)

    assert figures(thousands(french)) == figures(english)
    links = [re.findall(r"\]\(([\w.-]+\.md(?:#[\w-]+)?)\)", text.split("\n", 3)[3])
             for text in (english, french)]
    english_only = {t for t in links[0]
                    if not (DOCS / t.split("#")[0].replace(".md", ".fr.md")).is_file()}
    french_only = {t for t in links[1] if not t.split("#")[0].endswith(".fr.md")}
    assert english_only == french_only == {
        "benchmarks.md", "benchmarks.md#strength-of-the-bots",
        "benchmarks.md#the-double-dummy-solver-and-the-expert"}
