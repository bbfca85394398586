"""Numbers as each language writes them: thousands grouped, ``11,070`` in English,
``11 070`` in French (a narrow no-break space); decimals after the language's mark,
``132.5`` in English, ``132,5`` in French (the decimal comma).

One rule for every text that writes a count, a rate or a decimal: the text catalogue's
(``texts``: ``play``'s and ``simulate``'s messages, the speed line of ``simulate``, the
hints' points, the deal review's figures), the command line's quoting of a number typed
(``cli.commands.common.as_typed``), the simulation's report (``simulation.text_report``,
which may not import ``texts``) and the library's errors that name a figure in both
languages (``api``). As ``cards`` and ``seats`` name cards and seats in both languages,
this module writes numbers in both.
"""

from __future__ import annotations

import enum

#: The narrow no-break space French texts group thousands with (``1 000 000``), which
#: Latin-1 and cp1252 lack (``substitutes`` says what they write instead).
NARROW_SPACE = "\u202f"

#: What each language groups thousands with; a language not here groups as English.
THOUSANDS: dict[str, str] = {"en": ",", "fr": NARROW_SPACE}


def grouped(value: float, lang: str = "en") -> str:
    """A whole number with its thousands grouped as ``lang`` groups them: ``3,222`` in
    English, ``3 222`` in French (a narrow no-break space); a count under 1,000 as it is,
    a rate rounded to the unit.

    >>> grouped(11070), grouped(11070, "fr"), grouped(999, "fr"), grouped(3222.4)
    ('11,070', '11\\u202f070', '999', '3,222')
    """
    text = f"{value:,}" if isinstance(value, int) else f"{value:,.0f}"
    return text.replace(",", THOUSANDS.get(lang, ","))


#: The names of the values that a sentence says as a count, a score, a target or a limit,
#: grouped as ``grouped`` groups them where a sentence names them (``texts.say`` and the
#: library's English, ``english.named``): ``Match to 1,000 points.``, French ``Partie en
#: 1 000 points.``. Positions (a line, a column, a deal's or a trick's number) and what a
#: user types or copies (a seed, a value quoted as typed) are written as they are.
COUNTED: frozenset[str] = frozenset({
    "target", "match_target", "most", "largest", "length", "count", "of", "points",
    "ns", "ew", "s", "n_", "ns_played", "ew_played", "more", "fewer", "held", "stake",
    "digits", "mb"})

#: The sentences whose ``n`` is a count (``… and 1,011 more``, ``1,031 problems``), where
#: elsewhere it may be a deal's or a trick's number, which is written as it is.
COUNTED_N: frozenset[str] = frozenset({
    "score_more", "score_more_stopped", "problems_more_stopped", "score_problem",
    "score_problems", "score_problems_stopped", "api_all_passed"})


def counted(key: str, name: str, value: object, lang: str = "en") -> object:
    """``value`` as the sentence ``key`` names it: grouped (``grouped``) when it is an int
    (not a bool, nor a seat or a team) named as a count, a score, a target or a limit
    (``COUNTED``, or ``n`` in one of ``COUNTED_N``), else as it is.

    >>> counted("intro_match", "target", 1000, "fr"), counted("deal", "n", 1000)
    ('1\u202f000', 1000)
    """
    if (isinstance(value, int) and not isinstance(value, bool | enum.Enum)
            and (name in COUNTED or (name == "n" and key in COUNTED_N))):
        return grouped(value, lang)
    return value


def int_text(value: int) -> str:
    """``str(value)``, for an int of any length: one of more digits than Python writes
    (``sys.get_int_max_str_digits()``, 4,300 by default), which ``str`` refuses with a
    ``ValueError``, written through ``decimal``, which has no such limit (a seed's text,
    ``api``'s, of an int seed ``Game`` takes whatever its length).

    >>> int_text(-12), len(int_text(10 ** 5000)), int_text(-10 ** 5000)[:4]
    ('-12', 5001, '-100')
    """
    try:
        return str(value)
    except ValueError:  # longer than str writes: the same digits
        from decimal import Decimal

        return str(Decimal(value))


def fresh_seed() -> str:
    """A seed for a run given none (``simulate`` without ``--seed``, ``play_deal``,
    ``play_match``, ``simulate`` and ``duplicate`` without ``seed``): up to nine digits
    drawn from the system's randomness, the one random choice no seed makes; the run
    keeps it, and says it, so that it can be played again."""
    import secrets

    return str(secrets.randbelow(10**9))


def int_of_text(text: str) -> int | None:
    """The int that ``text`` is the ``int_text`` of (``"7"``, ``"-7"``), whatever its
    length: one of more digits than Python reads, which ``int()`` refuses, read through
    ``decimal``; None for a text no int writes so (``"07"``, ``"+7"``, ``" 7"``, ``"7_0"``,
    ``"-0"``, ``"٧"``), which ``int()`` may read all the same.

    >>> int_of_text("-12"), int_of_text("012"), int_of_text("1_0")
    (-12, None, None)
    >>> int_of_text("9" * 5000) == 10 ** 5000 - 1
    True
    """
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()):
        return None
    try:
        number = int(text)
    except ValueError:  # longer than int() reads: the same digits
        from decimal import Decimal

        number = int(Decimal(text))
    return number if int_text(number) == text else None


#: What each language writes between a number's units and its decimals; a language not
#: here writes as English.
DECIMAL_MARKS: dict[str, str] = {"en": ".", "fr": ","}


def points_unit(value: float, lang: str = "en") -> str:
    """The word after ``value`` points, as a tenth shows it (``texts.points_text``):
    ``1 point`` in English, ``points`` for any other; French says ``point`` below 2
    (``0 point``, ``1,5 point``), as it does of a count of 0 and 1. The two languages
    write the same two words."""
    shown = abs(round(value, 1))
    return "point" if (shown < 2 if lang == "fr" else shown == 1) else "points"


def marked(text: str, lang: str = "en") -> str:
    """A number written with a decimal point (``2.5``, ``-0.11``, ``1.5e400``, as Python
    writes it) with ``lang``'s decimal mark instead: ``2,5`` in French; English leaves it
    as it is, and so does French a number already written with its comma (``2,5``).

    >>> marked("2.5", "fr"), marked("1.5e400", "fr"), marked("2,5", "fr"), marked("2.5")
    ('2,5', '1,5e400', '2,5', '2.5')
    """
    return text.replace(".", DECIMAL_MARKS.get(lang, "."))


def decimal(value: float, spec: str, lang: str = "en") -> str:
    """``value`` formatted by ``spec`` (``.2f``, ``+.2f``, ``7.2f``, as ``format`` takes
    it) as ``lang`` writes a decimal: ``132.5``, French ``132,5``; a spec that groups
    thousands (``,.2f``) groups them as ``grouped`` does (``1 234,50`` in French). The
    rounding is the format's, of the float's binary value (0.995 is a little under, so
    ``0.99`` to a hundredth), and the mark is put after it (``1,00`` for 0.996).

    >>> decimal(132.5, ".1f"), decimal(132.5, ".1f", "fr"), decimal(-0.11, "+.2f", "fr")
    ('132.5', '132,5', '-0,11')
    """
    return in_marks(format(value, spec), lang)


def in_marks(text: str, lang: str = "en") -> str:
    """A number as Python writes it grouped (``-1,000.53``, ``f"{value:,.2f}"``) with
    ``lang``'s marks instead: its thousands grouped as ``grouped`` groups them and its
    decimal mark (``-1 000,53`` in French, a narrow no-break space then the decimal
    comma); English leaves it as it is.

    >>> in_marks("-1,000.53", "fr"), in_marks("-1,000.53"), in_marks("132.5", "fr")
    ('-1\u202f000,53', '-1,000.53', '132,5')
    """
    marks = {ord("."): DECIMAL_MARKS.get(lang, "."), ord(","): THOUSANDS.get(lang, ",")}
    return text.translate(marks)
