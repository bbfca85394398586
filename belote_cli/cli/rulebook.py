"""The rule book and the deal-file format, shipped in the package (``belote rules``).

The texts are Markdown files of the package's ``docs`` folder (``docs/`` in the
repository): ``rules.md`` and ``format.md``, with their French versions ``rules.fr.md``
and ``format.fr.md``. Each part of the rule book starts with a marker line
``<!-- topic: NAME -->``, which names the topic ``belote rules NAME`` prints; the whole
of ``format.md`` is the topic ``format``. Every line is at most ``WIDTH`` columns, so the
text reads in a pager as it is.
"""

from __future__ import annotations

import re
import unicodedata
from importlib import resources

from ..core.cards import composed
from ..texts import french_spaces

#: The widest line of the texts (a test checks every line of every file).
WIDTH = 80
LANGUAGES = ("en", "fr")
FORMAT = "format"

_MARKER = re.compile(r"^<!-- topic: ([a-z_]+) -->\n", re.MULTILINE)

#: Each topic's name in French, where it is not the same word: ``belote rules --lang fr``
#: lists the topics by these names. The topics named after a game (``coinche``,
#: ``sa_ta``, ``deux``, ``decouverte``) keep that name; the deal without bidding is
#: ``sans-enchères``, not ``discovery``, which a French reader would take for belote
#: découverte.
FRENCH = {
    "cards": "cartes", "taking": "prise", "play": "jeu", "scoring": "marque",
    "announcements": "annonces", "match": "partie", "revokes": "renonce",
    "discovery": "sans-enchères", "options": "options", "format": "fichier",
}

#: Other names a player may type for a topic (the French names above are read too). The
#: French enchères are the coinche's auction, as the rule book names it, the classic taking
#: being la prise: ``enchères`` opens the coinche's chapter, ``prise`` the taking's.
ALIASES = {
    "bidding": "taking", "enchères": "coinche", "encheres": "coinche",
    "enchère": "coinche", "enchere": "coinche",
    "obligations": "play", "score": "scoring", "compte": "scoring", "revoke": "revokes",
    "sans-encheres": "discovery", "renonces": "revokes", "annonce": "announcements",
    "contrée": "coinche", "contree": "coinche",
    "two": "deux", "a-deux": "deux", "à-deux": "deux",
    "découverte": "decouverte", "belote-decouverte": "decouverte",
    "belote-découverte": "decouverte", "open": "decouverte",
    "sata": "sa_ta", "sa": "sa_ta", "ta": "sa_ta", "sans-atout": "sa_ta",
    "tout-atout": "sa_ta",
    "regles": "options", "règles": "options", "rules": "options", "file": "format",
    **{french: topic for topic, french in FRENCH.items()},
    **{word: topic for topic, words in (
        # The game's own words, as a teacher quoting the book types them, open the topic
        # whose text says them (in English and French alike for the French words the
        # English book gives in italics): ``belote rules capot`` the scoring.
        ("scoring", ("capot", "dedans", "chuté", "chute", "failed", "litige", "dix-de-der",
                     "made", "réussi", "reussi", "contract", "contrat")),
        ("play", ("trick", "pli", "overtrump", "undertrump", "follow", "fournir", "couper",
                  "surcouper", "sous-couper", "pisser", "monter", "maître", "maitre")),
        ("belote", ("rebelote", "belote-rebelote")),
        ("deux", ("talon", "exchange7", "exchange", "échange", "echange")),
        # Each rule option's name opens the part that says what it does (the options'
        # table lists them all: ``belote rules options``).
        ("cards", ("direction",)),
        ("scoring", ("tie",)),  # and contract=total, the option, above
        ("match", ("target",)),
        ("sa_ta", ("sa_ta_points", "ta_belote")),
        ("decouverte", ("decouverte_bid",)),
        ("options", ("variant", "next_dealer")),
        ("taking", ("retourne", "taker", "preneur", "entame", "entamer", "prendre", "prise",
                    "donneur", "dealer", "attaque", "défense",
                    "defense", "defence")),
        # The suits and the French ranks, named where the cards are.
        ("cards", ("trump", "atout", "spades", "hearts", "diamonds", "clubs", "pique", "cœur",
                   "coeur", "carreau", "trèfle", "trefle", "valet", "dame", "roi")),
        ("announcements", ("tierce", "cinquante", "cent", "carré", "carre")),
        # The coinche's auction: the glossary's words (the classic taking is "take").
        ("coinche", ("bid", "auction", "call", "coincher", "surcoinche", "surcoincher",
                     "contre", "surcontre",
                     # The contract doubled, as the part's scoring says it in bold
                     # (**Coinched** or **surcoinched**, **Coinché** ou **surcoinché**).
                     "coinched", "surcoinched", "coinché", "surcoinché",
                     # The same words in the game's other name (*la contrée*), and
                     # said of an enchère or a donne: contré, surcontrée, coinchée.
                     "contrer", "surcontrer", "contré", "surcontré", "surcontrée",
                     "surcontree", "coinchée", "coinchee", "surcoinchée", "surcoinchee")),
    ) for word in words},
}


def topic_name(topic: str, lang: str = "en") -> str:
    """The name of ``topic`` in ``lang`` (``taking`` is ``prise`` in French)."""
    return FRENCH.get(topic, topic) if lang == "fr" else topic


def text(name: str, lang: str = "en") -> str:
    """The whole text of ``name`` (``rules`` or ``format``) in ``lang``, read from the
    package's data (``importlib.resources``), whatever the kind of install."""
    suffix = ".fr.md" if lang == "fr" else ".md"
    return (resources.files("belote_cli") / "docs" / f"{name}{suffix}").read_text("utf-8")


def _parts(lang: str) -> tuple[str, dict[str, str]]:
    """The rule book's introduction and its parts by topic, markers left out."""
    pieces = _MARKER.split(text("rules", lang))
    intro, rest = pieces[0], pieces[1:]
    return intro, {rest[i]: rest[i + 1] for i in range(0, len(rest), 2)}


def topics() -> list[str]:
    """The topics ``belote rules TOPIC`` knows, in the order of the rule book."""
    return [*_parts("en")[1], FORMAT]


def resolve(topic: str) -> str | None:
    """The topic a player typed (any case, an alias, a prefix of one topic's English or
    French name: ``annon``, ``marq``, ``fich``; words apart by spaces or hyphens alike:
    ``dix de der``; accents typed as combining marks read as composed), or None: a word
    no topic has, or the start of more than one (``candidates`` names them)."""
    found = candidates(topic)
    return found[0] if len(found) == 1 else None


def candidates(topic: str) -> list[str]:
    """The topics the word a player typed may name, in the order of ``topics()``: the one
    it names (see ``resolve``), none, or each whose English or French name it starts
    (``de``: ``deux`` and ``decouverte``)."""
    word = _typed(topic)
    known = topics()
    if word in known:
        return [word]
    bare = _unaccented(word)  # décou and decou alike start decouverte (sans-enchères: s)
    return [t for t in known if word and any(
        _unaccented(name).startswith(bare) for name in (t, topic_name(t, "fr")))]


def names_started(topic: str, found: list[str], lang: str = "en") -> list[str]:
    """The names of the topics ``found`` (``candidates(topic)``) that the word a player
    typed starts, each topic's name in ``lang`` where the word starts it, else its name in
    the other language (``s`` in French: ``scoring, sans-enchères, sa_ta``, *la marque*
    starting with an m)."""
    word, other = _unaccented(_typed(topic)), "en" if lang == "fr" else "fr"
    names = []
    for t in found:
        own = topic_name(t, lang)
        names.append(own if _unaccented(own).startswith(word) else topic_name(t, other))
    return names


def _unaccented(word: str) -> str:
    # The word without its accents (``découverte``: ``decouverte``), for the start of a
    # topic's name typed with them or without.
    return "".join(c for c in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(c))


def _typed(topic: str) -> str:
    # The word as the topics are named: lower case, composed, words joined by hyphens, a
    # plural of an alias made singular, an alias read as its topic.
    word = "-".join(composed(topic).lower().split())
    if word not in ALIASES and word.endswith("s") and word[:-1] in ALIASES:
        word = word[:-1]  # a plural: plis, atouts, capots, litiges
    return ALIASES.get(word, word)


def page(topic: str | None, lang: str = "en") -> str:
    """What ``belote rules [TOPIC]`` prints: the whole rule book, one part of it, or the
    deal-file format. ``topic`` must be one of ``topics()`` (see ``resolve``). In French,
    with a no-break space before ``:`` ``;`` ``?`` ``!`` and ``%`` (``texts.french_spaces``),
    which the files write as a plain space."""
    if lang == "fr":
        return french_spaces(_page(topic, lang))
    return _page(topic, lang)


def _page(topic: str | None, lang: str) -> str:
    if topic == FORMAT:
        return text(FORMAT, lang).rstrip("\n") + "\n"
    intro, parts = _parts(lang)
    if topic is None:
        listing = topic_line(lang)
        return (intro.rstrip("\n") + "\n\n" + listing + "\n\n"
                + "".join(parts.values())).rstrip("\n") + "\n"
    return parts[topic].rstrip("\n") + "\n"


def topic_line(lang: str = "en") -> str:
    """``Topics: cards, taking, …`` wrapped within ``WIDTH`` columns."""
    words = ("Chapitres\u00a0:" if lang == "fr" else "Topics:").split(" ") + [
        topic_name(t, lang) + "," for t in topics()]
    words[-1] = words[-1].rstrip(",") + "."
    lines: list[str] = []
    line = ""
    for w in words:
        if line and len(line) + 1 + len(w) > WIDTH:
            lines.append(line)
            line = "   " + w
        else:
            line = f"{line} {w}" if line else w
    lines.append(line)
    return "\n".join(lines)
