"""A number's thousands grouped as each language groups them: ``11,070`` in English,
``11 070`` in French, by a narrow no-break space.

One rule for every text that writes a count or a rate: the text catalogue's (``texts``:
``play``'s and ``simulate``'s messages, the speed line of ``simulate``), the simulation's
report (``simulation.text_report``, which may not import ``texts``) and the library's
errors that name a figure in both languages (``api``). As ``cards`` and ``seats`` name
cards and seats in both languages, this module writes numbers in both.
"""

from __future__ import annotations

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
