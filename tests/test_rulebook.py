"""The rule book and the deal-file format shipped in the package, and ``belote rules``.

The texts are read through the package (``importlib.resources``), as an installed copy
reads them: run on the build of ``pip install .`` (.ci/run), these tests check that the
files are in the wheel.
"""

from __future__ import annotations

import dataclasses
import os
import re
from importlib import resources
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from belote_cli.cli import app, rulebook
from belote_cli.core.rules import RuleSet
from belote_cli.texts import french_spaces

runner = CliRunner()
FILES = ["rules.md", "rules.fr.md", "format.md", "format.fr.md"]
# What each topic must speak of, in each language (headings as written in the books).
HEADINGS = {
    "cards": ("## Cards, seats and teams", "## Les cartes, les places et les équipes"),
    "taking": ("## Dealing and taking", "## La donne et la prise"),
    "play": ("## What you may play", "## Ce que vous pouvez jouer"),
    "belote": ("## Belote and rebelote", "## Belote et rebelote"),
    "scoring": ("## Scoring a deal", "## La marque d'une donne"),
    "announcements": ("## Announcements", "## Les annonces"),
    "match": ("## A match", "## La partie"),
    "revokes": ("## Scoring a real table's deal", "## Compter la donne d'une vraie table"),
    "discovery": ("## A deal without bidding", "## Une donne sans enchères"),
    "coinche": ("## Coinche", "## La coinche"),
    "sa_ta": ("## Sans atout and tout atout", "## Sans atout et tout atout"),
    "deux": ("## Belote à deux", "## La belote à deux"),
    "decouverte": ("## Belote découverte", "## La belote découverte"),
    "options": ("## The options and their defaults", "## Les options et leur valeur"),
    "format": ("# The deal file", "# Le fichier de donne"),
}


def rules(*args: str) -> Result:
    return runner.invoke(app, ["rules", *args])


def test_the_texts_are_package_data() -> None:
    folder = resources.files("belote_cli") / "docs"
    for name in FILES:
        text = (folder / name).read_text("utf-8")
        assert text.startswith("# "), name
        assert text == rulebook.text(name.split(".")[0], "fr" if ".fr." in name else "en")


@pytest.mark.parametrize("name", FILES)
def test_every_line_fits_in_80_columns(name: str) -> None:
    text = (resources.files("belote_cli") / "docs" / name).read_text("utf-8")
    long = [line for line in text.splitlines() if len(line) > rulebook.WIDTH]
    assert long == []


def test_both_languages_have_the_same_topics() -> None:
    assert rulebook.topics() == list(HEADINGS)
    en = rulebook._parts("en")[1]
    fr = rulebook._parts("fr")[1]
    assert list(en) == list(fr)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_option_is_in_the_options_table_default_first(lang: str) -> None:
    table = rulebook.page("options", lang)
    defaults = RuleSet()
    for field in dataclasses.fields(RuleSet):
        row = re.search(rf"^\| `{field.name}` +\| `([^`]+)`", table, re.MULTILINE)
        assert row is not None, field.name
        assert row.group(1) == str(getattr(defaults, field.name)), field.name
    for name, choices in {"direction": ("clockwise", "anticlockwise"),
                          "undertrump": ("free", "required"), "tie": ("litige", "dedans"),
                          "capot": ("252", "250"), "variant": ("classic", "coinche")}.items():
        for value in choices:  # each value is accepted by the engine, and written down
            RuleSet.parse([f"{name}={value}"])
            assert f"`{value}`" in table, (name, value)


def test_whole_book_lists_the_topics_and_holds_every_part() -> None:
    r = rules()
    assert r.exit_code == 0
    assert "Topics: cards, taking, play," in r.stdout
    for topic, (heading, _) in HEADINGS.items():
        if topic != "format":
            assert heading in r.stdout, topic
    assert "<!--" not in r.stdout  # the topic markers are not printed


@pytest.mark.parametrize("topic", list(HEADINGS))
def test_one_topic_in_each_language(topic: str) -> None:
    for lang, heading in zip(("en", "fr"), HEADINGS[topic], strict=True):
        r = rules(topic, "--lang", lang)
        assert r.exit_code == 0, r.output
        assert r.stdout.startswith(heading), (topic, lang)
        # Only that part: no other heading of the same level.
        others = [h[lang == "fr"] for t, h in HEADINGS.items() if t not in (topic, "format")]
        assert not any(h in r.stdout for h in others), (topic, lang)


def test_the_french_book_keeps_its_guillemets_with_their_words() -> None:
    # French typography: a no-break space inside « », as before : ; ? ! %, so that no line
    # of a narrower terminal ends on « or starts with » (« belote », « je prends »).
    r = rules("--lang", "fr")
    assert r.exit_code == 0, r.output
    assert r.stdout.count("«") >= 6 and r.stdout.count("«") == r.stdout.count("»")
    assert "« " not in r.stdout and " »" not in r.stdout
    assert "«\u00a0belote\u00a0»" in r.stdout


def test_scoring_part_says_what_the_engine_counts() -> None:
    # Figures of the rule book the engine is tested against elsewhere (test_scoring.py).
    text = rules("scoring").stdout
    for figure in ("at least **82**", "162", "252", "`capot=250`", "181"):
        assert figure in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_scoring_part_names_the_rows_of_the_tally_by_their_words(lang: str) -> None:
    # The tally of a deal as belote score prints it: each row's label, the words a player
    # then looks for in the rule book. Its "card points" include the dix de der, so the
    # row of the cards alone is not named by them.
    made = str(Path(__file__).resolve().parent.parent / "examples" / "made.belote")
    tally = runner.invoke(app, ["score", made, "--lang", lang]).stdout
    rows = tally.split("\n\n", 1)[1].splitlines()[1:]
    labels = [m.group(1) for row in rows if (m := re.match(r"^([a-zé ]+?) {2,}\d", row))]
    assert len(labels) == 6, labels  # tricks, cards, dix de der, trick points, belote, score
    text = " ".join(rules("scoring", "--lang", lang).stdout.split())
    sentence = text.split("Every tally" if lang == "en" else "Chaque décompte", 1)[1]
    for label in labels:
        assert f"`{label}`" in sentence, label
    points = "the points of the cards won" if lang == "en" else "les points des cartes gagnées"
    assert f"`{labels[1]}`, {points}" in sentence


def test_names_a_player_may_type() -> None:
    # Any case, French words, a unique beginning.
    assert rules("Scoring").stdout == rules("scoring").stdout
    assert rules("annonces", "--lang", "fr").stdout.startswith("## Les annonces")
    assert rules("renonce").stdout == rules("revokes").stdout
    assert rules("coin").stdout == rules("coinche").stdout
    assert rules("format", "--lang", "FR").stdout.startswith("# Le fichier de donne")


@pytest.mark.parametrize(("typed", "topic"), [
    # The other names of a topic (rulebook.ALIASES), each naming its chapter as the
    # heading does or as a player says it, unaccented or in several words alike.
    ("contrée", "coinche"), ("contree", "coinche"),  # "Coinche (*la contrée*)"
    ("sans enchères", "discovery"), ("sans encheres", "discovery"),  # "sans enchères"
    # "sa" also begins "sans-enchères": the name, not the start of one, opens sa_ta.
    ("sa", "sa_ta"), ("ta", "sa_ta"), ("sata", "sa_ta"), ("Sans atout", "sa_ta"),
    ("tout atout", "sa_ta"),
    ("two", "deux"), ("à deux", "deux"), ("a deux", "deux"),  # "Belote à deux"
    ("découverte", "decouverte"), ("belote découverte", "decouverte"),
    ("belote decouverte", "decouverte"), ("open", "decouverte"),
    ("file", "format"), ("fichier", "format"),  # "The deal file"
    ("carre", "announcements"), ("carré", "announcements"), ("annonce", "announcements"),
    ("chute", "scoring"), ("score", "scoring"), ("compte", "scoring"),
    ("obligations", "play"),  # "What you may play (*les obligations*)"
    ("revoke", "revokes"), ("renonces", "revokes"), ("bidding", "taking"),
    ("rules", "options"), ("règles", "options"), ("regles", "options"),
])
def test_other_names_of_a_topic_open_it(typed: str, topic: str) -> None:
    assert rulebook.resolve(typed) == topic
    assert rules(typed).stdout.startswith(HEADINGS[topic][0])


@pytest.mark.parametrize(("word", "lang", "heading", "said"), [
    # A word of the game opens the part of the rule book that says it, as RULES.md says
    # it: the capot's 252 and the dedans under "Scoring a deal", the overtrump under "What
    # you may play", rebelote under "Belote and rebelote", the retourne under the taking.
    ("capot", "en", "## Scoring a deal", "**Capot**: a team that wins all 8 tricks scores 252"),
    ("Capot", "fr", "## La marque d'une donne", "**Capot**"),
    ("dedans", "en", "## Scoring a deal", "**Dedans**"),
    ("chuté", "fr", "## La marque d'une donne", "*chuté*"),
    # A contract made (réussi), as the scoring's worked figures say it; each was an
    # unknown topic (exit 1).
    ("made", "en", "## Scoring a deal", "defence 65: made, 97 to 65"),
    ("réussi", "fr", "## La marque d'une donne", "65 : réussi, 97 à 65"),
    ("Reussi", "fr", "## La marque d'une donne", "65 : réussi, 97 à 65"),
    ("litige", "en", "## Scoring a deal", "**Litige**"),
    ("dix-de-der", "fr", "## La marque d'une donne", "dix de der"),
    ("overtrump", "en", "## What you may play", "you must **overtrump** (*surcouper*)"),
    ("surcouper", "fr", "## Ce que vous pouvez jouer", "surcouper"),
    ("couper", "fr", "## Ce que vous pouvez jouer", "couper"),
    ("fournir", "fr", "## Ce que vous pouvez jouer", "**Fournir** : jouer la couleur demandée"),
    ("rebelote", "en", "## Belote and rebelote", "rebelote"),
    ("retourne", "fr", "## La donne et la prise", "retourne"),
    ("taker", "en", "## Dealing and taking", "taker"),
    # RULES.md names undertrump=required's lower trump *pisser*, as many tables do.
    # The rule book's words for trump, the first lead, the announcements and the coinche.
    ("atout", "fr", "## Les cartes", "Une couleur est l'atout"),
    ("atout", "en", "## Cards, seats", "One suit is trump (*atout*)"),
    # The suits and the French ranks, named in the cards' part; each was an unknown topic.
    ("trèfle", "fr", "## Les cartes", "♦ carreau, ♣ trèfle"),
    ("Coeur", "fr", "## Les cartes", "♥ cœur"),
    ("clubs", "en", "## Cards, seats", "♣ clubs (*trèfle*)"),
    ("pique", "en", "## Cards, seats", "♠ spades (*pique*)"),
    ("valet", "fr", "## Les cartes", "V valet, D dame, R roi"),
    ("roi", "en", "## Cards, seats", "R *roi* (K)"),
    ("entame", "fr", "## La donne et la prise", "entame le premier pli"),
    ("entame", "en", "## Dealing and taking", "leads the first trick (the *entame*)"),
    ("tierce", "fr", "## Les annonces", "*tierce*"),
    ("carré", "en", "## Announcements", "*carré* of jacks"),
    ("surcoinche", "en", "## Coinche", "the takers may then *surcoinche* (×4)"),
    ("coincher", "fr", "## La coinche", "*coincher* (×2)"),
    # The contract doubled, as the scoring of that part says it in bold.
    ("coinched", "en", "## Coinche", "**Coinched** or **surcoinched**: the winner of the "
     "contract scores 160 + the bid × 2 (× 4)"),
    ("Surcoinched", "en", "## Coinche", "**Coinched** or **surcoinched**"),
    ("coinché", "fr", "## La coinche", "**Coinché** ou **surcoinché** : l'équipe qui gagne "
     "le contrat marque 160 plus le contrat × 2 (× 4)"),
    ("surcoinché", "fr", "## La coinche", "**Coinché** ou **surcoinché**"),
    ("pisser", "en", "## What you may play",
     "With `undertrump=required` you must still play a lower trump if you hold one "
     "(*sous-couper*, or *pisser*"),
    ("pisser", "fr", "## Ce que vous pouvez jouer",
     "il faut encore jouer un atout plus petit si vous en avez un (*sous-couper*, ou "
     "*pisser*"),
])
def test_a_word_of_the_game_opens_the_topic_that_says_it(
        word: str, lang: str, heading: str, said: str) -> None:
    r = rules(word, "--lang", lang)
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith(heading)
    assert said in " ".join(r.stdout.split())


@pytest.mark.parametrize(("word", "heading"), [
    # The words of the game the French first steps list (docs/getting-started.fr.md), and
    # a plural as a player types it: each was an unknown topic (exit 1).
    ("cent", "## Les annonces"), ("attaque", "## La donne et la prise"),
    ("défense", "## La donne et la prise"),
    # The first steps link contrat (and contract) to the scoring, which says what it asks.
    ("contrat", "## La marque d'une donne"),
    ("prendre", "## La donne et la prise"), ("donneur", "## La donne et la prise"),
    ("entamer", "## La donne et la prise"), ("plis", "## Ce que vous pouvez jouer"),
    ("capots", "## La marque d'une donne"), ("litiges", "## La marque d'une donne"),
])
def test_more_words_of_the_game_and_plurals_open_their_topic(word: str, heading: str) -> None:
    r = rules(word, "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith(heading), r.stdout[:80]


@pytest.mark.parametrize(("word", "heading"), [
    # The English first steps' words whose French twins opened their part, each an unknown
    # topic (exit 1): trump (atout), failed (chuté), bid and auction (enchère, the
    # coinche's), call (the coinche prompt's word); contract opens the scoring, as contrat.
    ("trump", "## Cards, seats and teams"), ("failed", "## Scoring a deal"),
    ("bid", "## Coinche"), ("auction", "## Coinche"), ("calls", "## Coinche"),
    ("contract", "## Scoring a deal"),
])
def test_the_english_words_of_the_first_steps_open_their_topic(word: str, heading: str) -> None:
    r = rules(word)
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith(heading), r.stdout[:80]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_rule_option_s_name_opens_the_part_that_says_it(lang: str) -> None:
    # `belote rules undertrump` opened the play, `belote rules exchange7` (VARIANTS.md's
    # exchange of the seven), ta_belote, tie, next_dealer… an unknown topic (exit 1):
    # each option's name opens a part that writes it as the options are written.
    from belote_cli.core.rules import RULE_NAMES

    for name in [*RULE_NAMES, "exchange", "échange"]:
        r = rules(name, "--lang", lang)
        assert r.exit_code == 0, (name, r.output)
        option = "exchange7" if "change" in name else name
        assert f"{option}=" in r.stdout or f"`{option}`" in r.stdout, name


@pytest.mark.parametrize("word", [
    "contré", "surcontré", "contrer", "surcontrer", "surcontrée", "surcontree", "Contré",
    "coinchée", "coinchee", "surcoinchée", "surcoinchee", "Coinchée",
])
def test_the_contree_s_words_and_the_feminine_ones_open_the_coinche(word: str) -> None:
    # The coinche's other name is the contrée ("## Coinche (*la coinche*, *la
    # contrée*)", "## La coinche (ou contrée)"): a contract contré or surcontré is the
    # one coinché or surcoinché, and an enchère or a donne is coinchée, surcoinchée.
    # Each was an unknown topic (exit 1).
    fr = rules(word, "--lang", "fr")
    assert fr.exit_code == 0, fr.output
    assert fr.stdout.startswith("## La coinche (ou contrée), `variant=coinche`\n")
    en = rules(word)
    assert en.exit_code == 0, en.output
    assert en.stdout.startswith("## Coinche (*la coinche*, *la contrée*), `variant=coinche`\n")


@pytest.mark.parametrize(("typed", "lang", "heading"), [
    # A word of several words, typed quoted with spaces as a player says it, in any case:
    # the dix de der is counted in the scoring (RULES.md, "Scoring a deal"), the trick
    # (pli) is what you may play, the talon is belote à deux's.
    (["dix de der"], "en", "## Scoring a deal"),
    (["Dix  de der "], "fr", "## La marque d'une donne"),
    (["Belote Rebelote"], "en", "## Belote and rebelote"),
    (["pli"], "fr", "## Ce que vous pouvez jouer"),
    (["trick"], "en", "## What you may play"),
    (["talon"], "fr", "## La belote à deux"),
])
def test_a_name_of_several_words_opens_its_topic(
        typed: list[str], lang: str, heading: str) -> None:
    r = rules(*typed, "--lang", lang)
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith(heading)


@pytest.mark.parametrize(("typed", "said"), [
    (["dix de zzz"], "unknown topic 'dix de zzz'"),
])
def test_several_words_that_name_no_topic_are_named_together_and_exit_1(
        typed: list[str], said: str) -> None:
    r = rules(*typed)
    assert r.exit_code == 1
    assert said in r.stderr
    assert "Topics: cards, taking, play" in r.stderr


def test_every_word_of_the_game_is_said_in_the_topic_it_opens() -> None:
    # Each word that rulebook.ALIASES leads to a part of the book, other than a topic's
    # own name or another name for it, stands in that part's text (hyphens as spaces):
    # the English words in the English book, the French ones in the French book.
    english = {"capot", "dedans", "litige", "dix-de-der", "trick", "overtrump", "undertrump",
               "follow", "rebelote", "talon", "retourne", "taker", "entame", "atout", "tierce",
               "cinquante", "carré", "surcoinche", "contre", "surcontre", "coinched",
               "surcoinched", "made", "spades", "hearts", "diamonds", "clubs", "pique",
               "cœur", "carreau", "trèfle", "valet", "dame", "roi"}
    french = {"capot", "dedans", "chuté", "litige", "dix-de-der", "pli", "talon", "fournir",
              "couper",
              "surcouper", "sous-couper", "pisser", "monter", "rebelote", "retourne",
              "preneur", "entame", "atout", "tierce", "cinquante", "carré", "coincher",
              "surcoinche", "surcoincher", "contre", "surcontre", "coinché", "surcoinché",
              "réussi", "pique", "cœur", "carreau", "trèfle", "valet", "dame", "roi",
              "maître"}
    for word in english | french | {"chute", "reussi", "coeur", "trefle", "maitre"}:
        assert rulebook.ALIASES[word] in rulebook.topics(), word
    for words, lang in ((english, "en"), (french, "fr")):
        for word in words:
            text = " ".join(rulebook.page(rulebook.ALIASES[word], lang).lower().split())
            assert word.replace("-", " ") in text.replace("-", " "), (word, lang)


@pytest.mark.parametrize("word", ["enchères", "encheres", "Enchères", "enchère", "enchere"])
def test_french_encheres_open_the_coinche_s_chapter(word: str) -> None:
    # The rule book's French names the coinche's auction les enchères and the classic
    # taking la prise ("## La donne et la prise"): each word opens its own chapter.
    r = rules(word, "--lang", "fr")
    assert r.exit_code == 0
    assert r.stdout.startswith("## La coinche (ou contrée)")
    assert rules(word).stdout.startswith("## Coinche")
    assert rules("prise", "--lang", "fr").stdout.startswith("## La donne et la prise")
    assert rules("prise").stdout.startswith("## Dealing and taking")
    assert rules("bidding").stdout.startswith("## Dealing and taking")


def test_unknown_topic_lists_the_topics_and_exits_1() -> None:
    r = rules("nope")
    assert r.exit_code == 1
    assert r.stdout == ""
    assert "Topics: cards, taking, play," in r.stderr
    assert "error: unknown topic 'nope'" in r.stderr


@pytest.mark.parametrize(("word", "lang", "line"), [
    # The help says the start of a name will do: the start of two names is no unknown
    # topic (it said "unknown topic 'de'") but those two, in the rule book's order.
    ("de", "en", "error: 'de' is the start of more than one topic: deux, decouverte"),
    ("c", "en", "error: 'c' is the start of more than one topic: cards, coinche"),
    # In French, by their French names where the word starts them (cartes); by the
    # English one where only that starts with it: discovery is sans-enchères in French.
    ("d", "fr", "erreur\u00a0: 'd' commence plusieurs chapitres\u00a0: discovery, deux, "
                "decouverte"),
    ("c", "fr", "erreur\u00a0: 'c' commence plusieurs chapitres\u00a0: cartes, coinche"),
    # s: the English scoring, the French sans-enchères (la marque starts with an m).
    ("s", "fr", "erreur\u00a0: 's' commence plusieurs chapitres\u00a0: scoring, sans-enchères, "
                "sa_ta"),
    ("s", "en", "error: 's' is the start of more than one topic: scoring, sans-enchères, sa_ta"),
])
def test_the_start_of_several_topics_names_them_and_exits_1(
        word: str, lang: str, line: str) -> None:
    r = rules(word, "--lang", lang)
    assert r.exit_code == 1
    assert r.stdout == ""
    assert r.stderr == line + "\n"


@pytest.mark.parametrize(("lang", "first", "second"), [
    # "Topics:" and the fifteen names, the rule book's order then the format, broken
    # before the word that would take the line past 80 columns: the first row 76 with
    # "revokes," (" discovery," would make it 87), the rest under it after three blanks.
    ("en", "Topics: cards, taking, play, belote, scoring, announcements, match, revokes,",
     "   discovery, coinche, sa_ta, deux, decouverte, options, format."),
    # French: 74 with "renonce," (" sans-enchères," would make it 89).
    ("fr", "Chapitres\u00a0: cartes, prise, jeu, belote, marque, annonces, partie, renonce,",
     "   sans-enchères, coinche, sa_ta, deux, decouverte, options, fichier."),
])
def test_the_list_of_topics_is_broken_within_80_columns(
        lang: str, first: str, second: str) -> None:
    assert len(first) == (76 if lang == "en" else 74)
    assert rulebook.topic_line(lang) == first + "\n" + second
    # As an unknown topic lists them, on standard error.
    r = rules("nope", "--lang", lang)
    assert r.exit_code == 1
    assert r.stderr.startswith(first + "\n" + second + "\n")


@pytest.mark.parametrize(("names", "lines"), [
    # "Topics: " (8) and a name of 60 letters with its comma (61) make 69; one blank and a
    # name of 9 letters with its comma (10) make the line exactly 80 columns: it stays.
    (["a" * 60, "b" * 9, "c"], ["Topics: " + "a" * 60 + ", " + "b" * 9 + ",", "   c."]),
    # One letter more would make it 81: that name starts the next line, after 3 blanks.
    (["a" * 60, "b" * 10, "c"], ["Topics: " + "a" * 60 + ",", "   " + "b" * 10 + ", c."]),
])
def test_the_list_of_topics_keeps_a_line_of_80_columns_and_breaks_one_of_81(
        monkeypatch: pytest.MonkeyPatch, names: list[str], lines: list[str]) -> None:
    monkeypatch.setattr(rulebook, "topics", lambda: names)
    assert len(lines[0]) == (80 if len(names[1]) == 9 else 69)
    assert rulebook.topic_line("en") == "\n".join(lines)


def test_bad_language_is_a_usage_error() -> None:
    r = rules("--lang", "de")
    assert r.exit_code == 2
    assert "unknown language 'de'" in r.stderr


def test_piped_output_is_the_text_as_written() -> None:
    assert rules("format").stdout == rulebook.text("format")
    part = rulebook.text("rules").split("<!-- topic: coinche -->\n")[1]
    part = part.split("<!-- topic:")[0]
    assert rules("coinche").stdout == part.rstrip("\n") + "\n"


def test_help_texts_point_to_belote_rules_not_to_a_file() -> None:
    pages = [runner.invoke(app, [*cmd, "--help"]).output
             for cmd in ([], ["play"], ["score"], ["simulate"], ["rules"])]
    assert "belote rules" in pages[0]
    for page in pages:
        assert ".md" not in page
    for page in pages[1:4]:  # each --rule option says where its values are listed
        assert "belote rules options" in " ".join(page.split())


def test_no_package_text_names_a_file_the_user_does_not_have() -> None:
    root = Path(str(resources.files("belote_cli")))
    # os.walk follows the link to the docs in a source tree (rglob does not): a page of
    # the docs is checked before a regular install ships it.
    paths = [Path(top, name) for top, _, names in os.walk(root, followlinks=True)
             for name in names]
    for path in paths:
        if path.suffix in (".py", ".md") and path.is_file():
            text = path.read_text("utf-8")
            assert "RULES.md" not in text and "FORMAT.md" not in text, path
            assert "shared/" not in text, path


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_format_page_names_every_header_key_the_reader_knows(lang: str) -> None:
    # Each key in English and in French, as the reader takes them (headers.KEYS): a key
    # the page leaves out ('leader:', 'entame:') is one a player cannot find.
    from belote_cli.dealfile.collect import FRENCH_KEYS
    from belote_cli.dealfile.headers import KEYS

    page = rulebook.text("format", lang)
    assert set(FRENCH_KEYS) <= set(KEYS.values())
    for english, french in FRENCH_KEYS.items():
        for key in (english, french):
            assert f"`{key}`" in page or f"`{key}:" in page, (lang, key)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_format_page_s_table_of_header_lines_names_every_key(lang: str) -> None:
    # The table under 'A header line is key: value' lacked 'variant:', 'deck:' and
    # 'exchange:' (told of only at the two-player deals) and the piles form's lines: each
    # line the reader takes (headers.KEYS, by the name it reads it as) has its row there,
    # in English and in French, and the table names no key the reader refuses.
    from belote_cli.dealfile.collect import FRENCH_KEYS
    from belote_cli.dealfile.headers import KEYS

    page = rulebook.text("format", lang)
    head = "| clé " if lang == "fr" else "| key "
    table = page[page.index(head):].split("\n\n", 1)[0].splitlines()[2:]
    # The reader takes a key in any case ('NS', 'ns').
    named = {key.lower() for row in table
             for key in re.findall(r"`([^`]+)`", row.strip("|").split("|")[0])}
    assert named <= set(KEYS), sorted(named - set(KEYS))
    french = {**FRENCH_KEYS, "EW": "EO"}  # the French team
    for read_as in sorted(set(KEYS.values())):
        for key in (read_as, french.get(read_as, read_as)):
            assert key.lower() in named, (lang, key)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "`belote rules` and the documentation site list its topics after this "
           "introduction."),
    ("fr", "`belote rules --lang fr` affiche tout le livre, et en donne les chapitres "
           "après cette introduction, comme le site de la documentation."),
])
def test_the_rule_book_says_who_lists_its_topics(lang: str, said: str) -> None:
    # The file has no list of topics: 'belote rules' prints one after the introduction,
    # and the site's hook writes one there (tests/test_docs.py). The introduction said
    # "its topics listed below" ("dont voici les chapitres"), false on GitHub and in the
    # source; it names the two places that list them, and the command does list them.
    intro = rulebook._parts(lang)[0]
    flat = " ".join(intro.split())
    assert said in flat
    assert "listed below" not in flat and "voici les chapitres" not in flat
    printed = rules("--lang", lang).stdout
    listed = intro.rstrip("\n") + "\n\n" + rulebook.topic_line(lang) + "\n\n"
    assert printed.startswith(french_spaces(listed) if lang == "fr" else listed)


@pytest.mark.parametrize(("lang", "scoring", "play"), [
    ("en", "## Scoring a deal", "## What you may play"),
    ("fr", "## La marque d'une donne", "## Ce que vous pouvez jouer"),
])
def test_the_rule_book_says_a_word_of_the_game_opens_its_topic(
        lang: str, scoring: str, play: str) -> None:
    # The introduction, the first lines a reader of the book or of the site reads, said
    # how to name a topic but not that 'belote rules capot' opens the scoring, which only
    # the command-line reference and 'belote rules -h' said. It gives both examples, and
    # each opens the part it says.
    flat = " ".join(rulebook._parts(lang)[0].split())
    # A French text's commands end with --lang fr (so that, typed as written, they answer
    # in French).
    tail = "" if lang == "en" else " --lang fr"
    assert f"`belote rules capot{tail}`" in flat and f"`belote rules surcouper{tail}`" in flat
    assert ("`annou`" if lang == "en" else "`annon`") in flat
    assert rules("capot", "--lang", lang).stdout.startswith(scoring)
    assert rules("surcouper", "--lang", lang).stdout.startswith(play)
    assert rules("annou" if lang == "en" else "annon", "--lang", lang).stdout == rules(
        "announcements", "--lang", lang).stdout


def _format_blocks(lang: str, section: str) -> list[str]:
    """The indented blocks of one section of the format page, as a deal file holds them."""
    page = rulebook.text("format", lang)
    part = page.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    return ["\n".join(line[4:] for line in block.splitlines()) + "\n"
            for block in re.findall(r"(?:^    .*\n)+", part, re.M)]


@pytest.mark.parametrize(("lang", "tricks", "piles", "errors"), [
    ("en", "The trick-by-trick form", "The piles form", "Errors"),
    ("fr", "Pli par pli", "Les tas", "Les erreurs"),
])
def test_the_format_page_s_deals_score_as_the_examples_they_name(
        lang: str, tricks: str, piles: str, errors: str, tmp_path: Path) -> None:
    # A newcomer copies these: the trick-by-trick deal, its '...' being tricks 4 to 8 of
    # examples/made.belote, scores as that file; the piles deal, both piles written
    # (their 32 cards were '...' and could not be scored), as examples/piles.belote; and
    # the errors are those of the first deal with W's A♠ written 11♥ in trick 3 and N's
    # J♦ left out of trick 6 (the page quoted lines 4 and 7 and 7♦ Q♣ missing, of no deal
    # it showed, and not the last line that counts the problems).
    import json

    examples = Path(__file__).resolve().parent.parent / "examples"
    made = (examples / "made.belote").read_text(encoding="utf-8")
    rest = "".join(line + "\n" for line in made.splitlines() if line[:2] in
                   ("4:", "5:", "6:", "7:", "8:"))
    (block,) = _format_blocks(lang, tricks)
    deal = block.replace("...\n", rest)

    def scored(text: str) -> object:
        path = tmp_path / "deal.belote"
        path.write_text(text, encoding="utf-8")
        done = runner.invoke(app, ["score", "--json", str(path)])
        assert done.exit_code == 0, done.output
        return json.loads(done.stdout)

    assert scored(deal) == scored(made)
    (block,) = _format_blocks(lang, piles)
    alone = scored((examples / "piles.belote").read_text(encoding="utf-8"))
    assert isinstance(alone, dict)
    assert alone.pop("notes") == ["the EW pile is the rest of the deck (16 cards)"]
    assert scored(block) == alone
    name = "donne.belote" if lang == "fr" else "deal.belote"
    wrong = re.sub(r"^((?:pli )?3: 7♠ )A♠", r"\g<1>11♥", deal, flags=re.M)
    wrong = wrong.replace("W 9♦   N J♦", "W 9♦")
    assert wrong.count("11♥") == 1 and "J♦" not in wrong
    (tmp_path / name).write_text(wrong, encoding="utf-8")
    (shown,) = _format_blocks(lang, errors)
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        done = runner.invoke(app, ["score", "--lang", lang, name])
    assert done.exit_code == 1
    printed = done.stderr.replace("\u00a0", " ").replace("\u202f", " ")
    assert printed == shown


@pytest.mark.parametrize(("lang", "overview", "lines"), [
    ("en", "At a glance", "Lines"),
    ("fr", "En bref", "Les lignes"),
])
def test_the_format_page_opens_with_a_whole_deal_that_scores(
        lang: str, overview: str, lines: str, tmp_path: Path) -> None:
    # The first section spoke of trick lines and keys before saying what either is: the
    # page now opens with a short overview, a whole deal and a sentence on each kind of
    # line. Its deal is examples/made.belote (the French one with French keys): N takes
    # at hearts, NS take 23 + 39 + 9 + 16 and the dix de der, 97, EW 21 + 21 + 9 + 14, 65;
    # N's K♥ and Q♥ are belote-rebelote, 20 more for NS: 117 to 65, as its comment says.
    import json

    page = rulebook.text("format", lang)
    heads = re.findall(r"^## (.+)$", page, re.M)
    assert heads[:2] == [overview, lines]
    section = page.split(f"\n## {overview}\n", 1)[1].split("\n## ", 1)[0]
    assert len(section.strip("\n").splitlines()) < 25
    (block,) = _format_blocks(lang, overview)
    assert "..." not in block and "…" not in block
    path = tmp_path / "deal.belote"
    path.write_text(block, encoding="utf-8")
    done = runner.invoke(app, ["score", "--json", str(path)])
    assert done.exit_code == 0, done.output
    scored = json.loads(done.stdout)
    assert (scored["result"], scored["points"], scored["belote"], scored["score"]) == (
        "made", {"NS": 97, "EW": 65}, "NS", {"NS": 117, "EW": 65})
    made = Path(__file__).resolve().parent.parent / "examples" / "made.belote"
    again = runner.invoke(app, ["score", "--json", str(made)])
    assert scored == json.loads(again.stdout)
    assert "# score: NS 117 " + ("EO" if lang == "fr" else "EW") + " 65" in block


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "coinched or surcoinched, it scores as any contract made so, 160 + the bid × 2 "
           "(× 4), the capot counting nothing more: 110 ♥ coinched and capot, 160 + 220 = "
           "380 (surcoinched 160 + 440 = 600), where uncoinched 252 + 110 = 362."),
    ("fr", "coinché ou surcoinché, il se marque comme tout contrat réussi ainsi, 160 plus le "
           "contrat × 2 (× 4), sans rien de plus pour le capot : 110 ♥ coinché et capot, "
           "160 + 220 = 380 (surcoinché 160 + 440 = 600), là où sans coinche 252 + 110 = "
           "362."),
])
def test_the_coinche_part_says_what_a_coinched_capot_on_another_bid_scores(
        lang: str, said: str) -> None:
    # Said where the capot on another bid is said: the coinche rule (160 + bid × 2, × 4)
    # takes the place of the 252, as it does of the trick points of any contract made.
    from belote_cli.core.cards import HEARTS
    from belote_cli.core.coinche import Contract, score_coinche
    from belote_cli.core.seats import Seat, Team

    text = " ".join(rules("coinche", "--lang", lang).stdout.split())
    capot = text.split("252", 1)[1].split(" - ", 1)[0]
    assert " ".join(french_spaces(said).split()) in capot
    # N's 110 ♥ and every trick to NS: 162 trick points, the defence none.
    for multiplier, ns in ((1, 252 + 110), (2, 160 + 110 * 2), (4, 160 + 110 * 4)):
        score = score_coinche(Contract(110, HEARTS, Seat.N, multiplier), (162, 0), Team.NS,
                              RuleSet.parse(["variant=coinche"]), capot=Team.NS)
        assert score.score == (ns, 0), multiplier


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The two words are one answer here: `belote play` asks you once, as you play the "
           "first of the two (`You hold K♥ and Q♥: say belote? 1) yes 2) no`); yes says "
           "\"belote\" with that card and \"rebelote\" with the second for you, and counts "
           "the 20; no says neither and counts nothing."),
    ("fr", "Les deux mots tiennent ici en une réponse : `belote play` vous pose la question "
           "une fois, quand vous jouez le premier des deux (`Vous avez R♥ et D♥ : annoncer "
           "belote ? 1) oui 2) non`) ; oui dit pour vous « belote » avec cette carte et "
           "« rebelote » avec la seconde, et compte les 20 points ; non ne dit ni l'un ni "
           "l'autre et ne compte rien."),
])
def test_the_belote_part_says_belote_declared_asks_once_for_both_words(
        lang: str, said: str) -> None:
    # The rule book's "belote" then "rebelote": belote play asks once, at the first card
    # (tests/test_interactive.py), and says both words for a yes.
    from belote_cli.texts import say

    text = " ".join(rules("belote", "--lang", lang).stdout.split())
    assert " ".join(french_spaces(said).split()) in text
    prompt = say("prompt_belote", lang, king="R♥" if lang == "fr" else "K♥",
                 queen="D♥" if lang == "fr" else "Q♥")
    assert f"`{' '.join(prompt.split())}`" in text


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "At belote découverte, where the first was played while the other lay face down, "
           "both words are said with the second: you are asked then, and yes says \"belote\" "
           "and \"rebelote\" with that second card."),
    ("fr", "À la belote découverte, si le premier a été joué quand l'autre était caché, les "
           "deux mots se disent avec le second : la question vient alors, et oui dit "
           "« belote » et « rebelote » avec cette seconde carte."),
])
def test_the_belote_part_says_both_words_come_with_the_second_card_at_decouverte(
        lang: str, said: str) -> None:
    # As docs/playing.md says it of belote découverte ("when the other lay face down, both
    # are said with the second (with `belote=declared` you are asked then)") and the game
    # plays it (tests/test_decouverte.py, UNDER), where the belote part had a yes say
    # "belote" with that card and "rebelote" with the second in that case too.
    text = " ".join(rules("belote", "--lang", lang).stdout.split())
    assert " ".join(french_spaces(said).split()) in text
    playing = " ".join((Path(__file__).resolve().parent.parent / "docs" / "playing.md")
                       .read_text(encoding="utf-8").split())
    assert ("when the other lay face down, both are said with the second (with "
            "`belote=declared` you are asked then)") in playing


@pytest.mark.parametrize("word", ["décou", "Décou", "de\u0301cou", "decou"])
def test_the_start_of_a_name_reads_with_or_without_its_accents(word: str) -> None:
    # 'belote rules découverte' and 'decou' opened belote découverte, 'décou' was an
    # unknown topic: the start of a name is read as the whole name is, accents or not.
    r = rules(word, "--lang", "fr")
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("## La belote découverte, `variant=decouverte`"), r.stdout[:80]
