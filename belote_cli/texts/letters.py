"""The wording of a suit letter that the language being read does not give (``P`` in an
English file: ``foreign_letter``), or that the two languages read apart where the language
is not known (``C``, clubs or *cœur*: ``two_readings``, ``two_readings_mixed``): a sentence
made from the letter, what it means in each language and how to say which is meant (a deal
file's header line, ``parse_card``'s ``lang``), in English and French; ``describe`` words
those codes so."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.english import WHOSE_KEYS

#: Each language's name, in English and in French (``le fichier est en anglais``).
LANGUAGE_NAMES = {"en": {"en": "English", "fr": "French"},
                  "fr": {"en": "anglais", "fr": "français"}}


def _readings(readings: Mapping[str, int], lang: str, suit_name: Callable[[int, str], str]) -> str:
    # What a suit letter means in each language: ``clubs in English and cœur in French``.
    fr = lang == "fr"
    names = LANGUAGE_NAMES["fr" if fr else "en"]
    return (" et " if fr else " and ").join(
        f"{suit_name(suit, 'fr' if fr else code)} {'en' if fr else 'in'} {names[code]}"
        for code, suit in readings.items())


def _lang_line(params: Mapping[str, object], language: str, fr: bool) -> str:
    # A deal file's foreign letter: the header line that reads the file in the language
    # the letter is of (``collect.card_problem``); nothing for a card given elsewhere.
    line = params.get("lang_line")
    if not line:
        return ""
    if fr:
        return f" (si le fichier est écrit en {language}, écrivez '{line}' dans son en-tête)"
    return f" (if the file is written in {language}, write '{line}' in its header)"


def suit_letter_problem(code: str, params: Mapping[str, object], lang: str) -> str:
    """A suit letter that the language read does not give (``foreign_letter``: ``P`` in an
    English file), or that two languages read differently where the language is not known
    (``two_readings``, ``two_readings_mixed``)."""
    from ..core.cards import suit_name

    fr = lang == "fr"
    names = LANGUAGE_NAMES["fr" if fr else "en"]
    text, letter = repr(params["text"]), params["letter"]
    card = params.get("what") == "card"
    readings = params["readings"]
    assert isinstance(readings, Mapping)
    if code == "foreign_letter":
        read, other = str(params["lang"]), str(params["other"])
        meaning = suit_name(readings[other], "fr" if fr else other)
        if fr:
            what = "carte inconnue" if card else "couleur inconnue"
            return (f"{what} {text}\u00a0: {letter} n'est pas une lettre de couleur en "
                    f"{names[read]} ({params['letters']})\u00a0; en {names[other]}, {letter} est "
                    f"{meaning}{_lang_line(params, names[other], True)}")
        return (f"unknown {'card' if card else 'suit'} {text}: {letter} is not a suit letter "
                f"in {names[read]} ({params['letters']}); in {names[other]}, {letter} is "
                f"{meaning}{_lang_line(params, names[other], False)}")
    meanings = _readings(readings, lang, suit_name)
    if code == "two_readings" and params.get("by") == "lang":  # parse_card(text, None)
        if fr:
            return (f"{'carte' if card else 'couleur'} {text}\u00a0: {letter} est {meanings}, "
                    f"et lang=None lit les deux\u00a0: donnez lang='en' ou lang='fr'")
        return (f"{'card' if card else 'suit'} {text}: {letter} is {meanings}, and lang=None "
                f"reads both: give lang='en' or lang='fr'")
    if code == "two_readings":
        if fr:
            return (f"{'carte' if card else 'couleur'} {text}\u00a0: {letter} est {meanings}, "
                    f"et le fichier ne dit pas sa langue (ajoutez 'lang: en' ou 'langue: fr')")
        return (f"{'card' if card else 'suit'} {text}: {letter} is {meanings}, and the file "
                f"does not say its language (add 'lang: en' or 'langue: fr')")
    en_line, fr_line = params["en_line"], params["fr_line"]
    whose = str(params.get("keys", "file"))  # as english.WHOSE_KEYS has them
    if fr:
        has = {"deal": "cette donne a",
               "before": "cette donne, qui n'a pas de clés, se lit comme la précédente, qui a",
               }.get(whose, "ce fichier a")
        return (f"{text}\u00a0: {letter} est {meanings}, et {has} des clés anglaises (ligne "
                f"{en_line}) et françaises (ligne {fr_line})\u00a0: précisez 'lang: en' ou "
                f"'langue: fr'")
    has = WHOSE_KEYS.get(whose, WHOSE_KEYS["file"])
    return (f"{text}: {letter} is {meanings}, and {has} English keys (line {en_line}) and "
            f"French keys (line {fr_line}): say which with 'lang: en' or 'langue: fr'")
