"""Cards as ints, hands and piles as 32-bit masks, and every notation players write.

A card is ``suit * 8 + rank`` with suits ``S H D C`` (0–3) and ranks in natural order
``7 8 9 10 J Q K A`` (0–7). A hand, a pile or a set of cards is an ``int`` whose bit ``c``
is set when card ``c`` is in it. Point and strength tables are built once at import.

Why this module is long: every way players write a card is read here, and only here
(symbols, English and French letters, French ranks, the two readings of ``C``, a card
typed as two words), so that a prompt, an option and a deal file read a card alike.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Final, Literal, TypeVar, overload

from .errors import BeloteError, CardError, RuleError, named_error, unwritable_character

#: A card: ``suit * 8 + rank``, 0–31 (``parse_card("J♥")``; ``card_symbol`` names it).
Card = int
#: A set of cards (a hand, a pile): bit ``c`` set when card ``c`` is in it.
Mask = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUITS: tuple[int, ...] = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES_EN = ("spades", "hearts", "diamonds", "clubs")
SUIT_NAMES_FR = ("pique", "cœur", "carreau", "trèfle")

RANK_NAMES_EN = ("7", "8", "9", "10", "J", "Q", "K", "A")
RANK_NAMES_FR = ("7", "8", "9", "10", "V", "D", "R", "A")
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

FULL_DECK = (1 << 32) - 1
SUIT_MASKS: tuple[int, ...] = tuple(0xFF << (8 * s) for s in SUITS)
#: The king and queen of each suit (*belote-rebelote*), a mask: ``BELOTE_PAIRS[suit]``.
BELOTE_PAIRS: tuple[int, ...] = tuple(1 << (8 * s + KING) | 1 << (8 * s + QUEEN) for s in SUITS)

# Points of each rank (*valeur des cartes*), natural rank order 7 8 9 10 J Q K A.
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
# Strength within the suit, 0 = weakest: plain A 10 K Q J 9 8 7, trump J 9 A 10 K Q 8 7.
PLAIN_ORDER = (0, 1, 2, 6, 3, 4, 5, 7)
TRUMP_ORDER = (0, 1, 6, 4, 7, 2, 3, 5)

TOTAL_CARD_POINTS = 152
DIX_DE_DER = 10
TOTAL_POINTS = TOTAL_CARD_POINTS + DIX_DE_DER

#: The two contracts without a trump suit (``sa_ta=on``, docs/rules.md): *sans atout*
#: (SA, every suit plain) and *tout atout* (TA, every suit ranked as trump). Where a suit
#: 0–3 names the trump, these two name the contract: ``trump`` is 0–5 everywhere.
NO_TRUMP, ALL_TRUMP = 4, 5
CONTRACT_KINDS: tuple[int, ...] = (*SUITS, NO_TRUMP, ALL_TRUMP)
# The scaled tables (152 a deal, as a suit contract), natural rank order 7 8 9 10 J Q K A:
# SA A 19, 10 10, K 4, Q 3, J 2; TA J 14, 9 9, A 6, 10 5, K 3, Q 1.
SA_POINTS = (0, 0, 0, 10, 2, 3, 4, 19)
TA_POINTS = (0, 0, 9, 5, 14, 1, 3, 6)
#: The raw tables (``sa_ta_points=raw``): SA every suit plain (120), TA every suit trump
#: (248), ``RAW_POINTS[kind][card]`` for ``NO_TRUMP`` and ``ALL_TRUMP``.
RAW_POINTS: dict[int, tuple[int, ...]] = {
    NO_TRUMP: PLAIN_POINTS * 4,
    ALL_TRUMP: TRUMP_POINTS * 4,
}


def card(suit: int, rank: int) -> int:
    """The card of ``rank`` (0 = 7 … 7 = A) in ``suit``."""
    return suit * 8 + rank


def suit_of(c: int) -> int:
    """The suit of card ``c``."""
    return c >> 3


def rank_of(c: int) -> int:
    """The natural rank of card ``c`` (0 = 7 … 7 = A)."""
    return c & 7


def _build_points() -> tuple[tuple[int, ...], ...]:
    table = []
    for trump in SUITS:
        row = []
        for c in range(32):
            s, r = divmod(c, 8)
            row.append(TRUMP_POINTS[r] if s == trump else PLAIN_POINTS[r])
        table.append(tuple(row))
    table.append(SA_POINTS * 4)
    table.append(TA_POINTS * 4)
    return tuple(table)


def _build_strength() -> tuple[tuple[int, ...], ...]:
    # Trump cards rank 8–15, others 0–7 by plain order; the led suit is checked apart.
    table = []
    for trump in SUITS:
        row = []
        for c in range(32):
            s, r = divmod(c, 8)
            row.append(8 + TRUMP_ORDER[r] if s == trump else PLAIN_ORDER[r])
        table.append(tuple(row))
    table.append(tuple(PLAIN_ORDER[c & 7] for c in range(32)))  # SA: every suit plain
    table.append(tuple(8 + TRUMP_ORDER[c & 7] for c in range(32)))  # TA: every suit trump
    return tuple(table)


def _build_above() -> tuple[int, ...]:
    # For a trump card, the mask of trump cards of its suit that beat it.
    above = []
    for c in range(32):
        s, r = divmod(c, 8)
        mask = 0
        for r2 in range(8):
            if TRUMP_ORDER[r2] > TRUMP_ORDER[r]:
                mask |= 1 << (s * 8 + r2)
        above.append(mask)
    return tuple(above)


#: ``POINTS[trump][card]``: the card's points with ``trump`` as trump (4 and 5: SA and TA,
#: scaled tables; ``rules.point_row`` gives the raw ones).
POINTS: tuple[tuple[int, ...], ...] = _build_points()
#: ``STRENGTH[trump][card]``: trumps 8–15, other cards 0–7 within their suit (SA: every
#: card plain, TA: every card trump).
STRENGTH: tuple[tuple[int, ...], ...] = _build_strength()
#: ``TRUMP_ABOVE[card]``: trumps of the card's suit stronger than it, when that suit is trump.
TRUMP_ABOVE: tuple[int, ...] = _build_above()


def bits(mask: int) -> Iterator[int]:
    """The cards of a mask, lowest first; a value that is no mask (a bool too) refused at
    the call, not at the first card asked for.

    >>> [card_symbol(c) for c in bits(mask_of(parse_cards("A♥ 7♠")))]   # 7♠ is 0
    ['7♠', 'A♥']
    """
    if type(mask) is bool or not (isinstance(mask, int) and 0 <= mask < 1 << 32):
        check_mask(mask, "bits(mask)")
    return _bits(mask)


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    """The mask holding ``cards``.

    >>> mask_of([0, 3]) == 0b1001
    True
    """
    if not isinstance(cards, Iterable) or isinstance(cards, str):
        raise TypeError(f"cards: ints 0-31 (use parse_cards for text), not {shown(cards)}")
    m = 0
    for c in cards:
        if type(c) is not int or c >> 5:  # not 0-31 (a negative int shifts to -1)
            if isinstance(c, str):  # a card's text, which parse_cards reads
                raise TypeError(f"cards: ints 0-31 (use parse_cards for text), not "
                                f"{shown(c)}")
            check_card(c, "cards")
        m |= 1 << c
    return m


def count(mask: int) -> int:
    """How many cards a mask holds."""
    return mask.bit_count()


def mask_points(mask: int, trump: int) -> int:
    """The points of the cards in ``mask``, added up: a suit's eight cards at a time
    (``_SUIT_POINTS``, each suit's 256 holdings), as belote à deux's endgame search adds
    them at every node.

    >>> mask_points(0xFF, 0), mask_points(0xFF, 1), mask_points(0xFFFFFFFF, 5)
    (62, 30, 152)
    """
    table = _SUIT_POINTS[trump] or _suit_points(trump)
    return (table[0][mask & 0xFF] + table[1][mask >> 8 & 0xFF] + table[2][mask >> 16 & 0xFF]
            + table[3][mask >> 24 & 0xFF])


#: ``_SUIT_POINTS[trump][suit][holding]``: the points of ``holding`` (a byte, the cards of
#: ``suit``: bit ``rank``) with ``trump``; each trump's built at its first use (3 ms for
#: the six at import, which ``belote score`` would pay for nothing).
_SUIT_POINTS: list[tuple[tuple[int, ...], ...] | None] = [None] * len(POINTS)


def _suit_points(trump: int) -> tuple[tuple[int, ...], ...]:
    table = tuple(tuple(sum(POINTS[trump][8 * suit + r] for r in range(8) if held >> r & 1)
                        for held in range(256)) for suit in range(4))
    _SUIT_POINTS[trump] = table
    return table


# --- notation -----------------------------------------------------------------------------

#: A rank's text in either language, lower case, to its rank 0-7 (``"v"`` and ``"j"`` the
#: jack, ``"10"`` and ``"t"`` the ten).
RANK_WORDS: Final = {
    "7": SEVEN, "8": EIGHT, "9": NINE, "10": TEN, "t": TEN,
    "j": JACK, "v": JACK, "q": QUEEN, "d": QUEEN, "k": KING, "r": KING, "a": ACE,
}
_SUIT_SYMBOL_CHARS = {
    "♠": SPADES, "♤": SPADES,
    "♥": HEARTS, "♡": HEARTS,
    "♦": DIAMONDS, "♢": DIAMONDS,
    "♣": CLUBS, "♧": CLUBS,
}
#: The suit letters of each language: English ``S H D C``, French ``P C K T`` (pique,
#: cœur, carreau, trèfle). ``C`` is clubs in English and *cœur* in French.
SUIT_LETTERS_BY_LANG: dict[str, str] = {"en": SUIT_LETTERS, "fr": "PCKT"}
_LETTERS: dict[str, dict[str, int]] = {
    lang: {letter.lower(): suit for suit, letter in enumerate(letters)}
    for lang, letters in SUIT_LETTERS_BY_LANG.items()
}
_SUIT_WORDS = {
    "spade": SPADES, "spades": SPADES, "pique": SPADES, "piques": SPADES,
    "heart": HEARTS, "hearts": HEARTS, "cœur": HEARTS, "coeur": HEARTS,
    "cœurs": HEARTS, "coeurs": HEARTS,
    "diamond": DIAMONDS, "diamonds": DIAMONDS, "carreau": DIAMONDS, "carreaux": DIAMONDS,
    "club": CLUBS, "clubs": CLUBS, "trèfle": CLUBS, "trefle": CLUBS,
    "trèfles": CLUBS, "trefles": CLUBS,
}
#: The longest card a player writes (``10♥`` with an emoji selector is 4 characters): a
#: longer token is not looked up, whatever it holds.
_LONGEST_CARD = 8


class SuitLetterError(CardError):
    """A suit letter that the language being read does not define (``P`` in an English
    file: code ``foreign_letter``), or ``C`` where the language is not known (clubs or
    *cœur*: ``two_readings``).

    ``text`` is the card or suit as written, ``letter`` the letter, ``lang`` the language
    being read (None: not known), ``readings`` what the letter means in each language
    that defines it (``{"fr": HEARTS}``)."""

    def __init__(self, code: str, text: str, letter: str, lang: str | None,
                 readings: dict[str, int], **params: object) -> None:
        super().__init__(code=code, text=text, letter=letter, lang=lang, readings=readings)
        self.params.update(params)
        self.text = text
        self.letter = letter
        self.lang = lang
        self.readings = readings


def composed(text: str) -> str:
    """``text`` with each accented letter one character (Unicode's NFC), as the words
    typed or written are read: ``trèfle`` typed as ``e`` then a combining grave accent (as
    some keyboards, editors and copied file names write it) reads as ``trèfle``.

    >>> composed("tre\u0300fle") == "trèfle", composed("JS")
    (True, 'JS')
    """
    if text.isascii():  # nothing to compose; ``unicodedata`` not loaded for it
        return text
    import unicodedata

    return unicodedata.normalize("NFC", text)


def _clean(text: str) -> str:
    # Emoji presentation selectors (♥️) are dropped; case does not matter; accents
    # composed.
    return composed(text).strip().replace("\ufe0f", "").replace("\ufe0e", "").lower()


def _suit_char(char: str, text: str, lang: str | None, what: str) -> int | None:
    """The suit of one character (a symbol, or a letter of ``lang``); None when it is no
    suit at all; ``SuitLetterError`` for a letter of the other language only (or, with
    ``lang`` None, a letter the two languages read differently)."""
    suit = _SUIT_SYMBOL_CHARS.get(char)
    if suit is not None:
        return suit
    readings = {code: letters[char] for code, letters in _LETTERS.items() if char in letters}
    if not readings:
        return None
    if lang is None:
        if len(set(readings.values())) == 1:
            return next(iter(readings.values()))
        raise SuitLetterError("two_readings", text, char.upper(), lang, readings, what=what)
    if lang in readings:
        return readings[lang]
    (other, _), = readings.items()
    raise SuitLetterError("foreign_letter", text, char.upper(), lang, readings, what=what,
                          other=other, letters=" ".join(SUIT_LETTERS_BY_LANG.get(lang, "")))


def _lang_arg(lang: object) -> str:
    # A language given otherwise than "en", "fr" or None: in any case and blanks around it
    # (``"FR"``, as the commands' --lang takes it), else a ValueError naming ``lang``.
    if isinstance(lang, str) and lang.strip().lower() in ("en", "fr"):
        return lang.strip().lower()
    raise ValueError(f"lang: 'en', 'fr' or None (both), in any case, not {lang!r}")


def parse_suit(text: str, lang: str | None = "en") -> int:
    """Read a suit: ``♠ ♥ ♦ ♣``, the suit letters of ``lang`` (English ``S H D C``, French
    ``P C K T``), or a name (``spades``…, ``pique cœur carreau trèfle``…, read the same in
    both languages). A letter of the other language only is a ``SuitLetterError`` naming
    what it means there; with ``lang`` None (not known) only ``C`` is refused, being
    clubs in English and *cœur* in French.

    >>> parse_suit("♥") == parse_suit("h") == parse_suit("cœur") == parse_suit("C", "fr") == HEARTS
    True
    """
    if not isinstance(text, str):
        raise TypeError(f"text: a suit's text, not {shown(text)}")
    if lang not in ("en", "fr", None):
        lang = _lang_arg(lang)
    t = _clean(text)
    if t in _SUIT_WORDS:
        return _SUIT_WORDS[t]
    if len(t) == 1:
        suit = _suit_char(t, text, lang, "suit")
        if suit is not None:
            return suit
    letters = " ".join(SUIT_LETTERS_BY_LANG.get(lang or "en", SUIT_LETTERS))
    raise CardError(code="suit_unknown", text=text, letters=letters)


def parse_card(text: str, lang: str | None = "en") -> int:
    """Read a card in any notation: ``10♥``, ``10h``, ``JS``, ``V♠``, ``td``, ``A♦``; in
    French (``lang="fr"``) ``VP``, ``10c`` (cœur), ``RK``, ``AT``.

    Rank first (``7 8 9 10 J Q K A``, French ``V D R``, ``T`` for ten, in both languages),
    then the suit: a symbol or a suit letter of ``lang`` (see ``parse_suit``). A suit
    letter of the other language only is a ``SuitLetterError`` naming what it means there;
    other text that is no card a ``CardError`` that says how to write one, with the suit
    letters of ``lang`` (code ``card_unknown_forms``), as the other card readers of the
    library do.

    >>> card_symbol(parse_card("10h")), card_symbol(parse_card("V♠")), card_symbol(parse_card("JS"))
    ('10♥', 'J♠', 'J♠')
    >>> card_symbol(parse_card("VC", "fr")), card_symbol(parse_card("VC"))   # cœur, clubs
    ('J♥', 'J♣')
    >>> parse_card("11♥")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: unknown card '11♥': write the rank (7 8 9 10 J Q K A, ...
    """
    try:
        return card_of_text(text, lang)
    except SuitLetterError as e:
        if e.code != "two_readings":
            raise
        # ``lang=None``, a letter the two languages read apart: the caller's argument to
        # give, where a deal file is told its header line.
        raise SuitLetterError(e.code, e.text, e.letter, e.lang, e.readings, what="card",
                              by="lang") from None
    except CardError as e:
        if e.code != "card_unknown":
            raise
        letters = " ".join(SUIT_LETTERS_BY_LANG.get(lang or "en", SUIT_LETTERS))
        raise CardError(code="card_unknown_forms", text=text, letters=letters) from None


def card_of_text(text: str, lang: str | None = "en") -> int:
    """A card read as ``parse_card`` reads it, text that is no card a ``CardError`` of code
    ``card_unknown`` (``unknown card '11♥'``): for the readers that word that error
    themselves (the deal file, whose language fixes its letters; the ``play`` prompt)."""
    if not isinstance(text, str):
        raise TypeError(f"text: a card's text, not {shown(text)}")
    table = _CARD_TEXTS.get(lang)
    if table is not None:
        c = table.get(text)
        if c is None:
            c = table.get(text.lower())
        if c is not None:
            return c
    elif lang not in ("en", "fr", None):  # (the tables are being made: no table yet)
        return card_of_text(text, _lang_arg(lang))
    t = _clean(text)
    if 2 <= len(t) <= _LONGEST_CARD:
        rank = RANK_WORDS.get(t[:-1])
        if rank is not None:
            suit = _suit_char(t[-1], text, lang, "card")
            if suit is not None:
                return card(suit, rank)
    raise CardError(code="card_unknown", text=text)


def card_texts(lang: str | None = "en") -> Mapping[str, int]:
    """The cards as usually written (``AH``, ``ah``, ``10♥``, ``V♠``; the suit letters of
    ``lang``, in lower and upper case), each read as ``parse_card`` reads it: a reader
    looks a token up here first, and lets ``parse_card`` read (or refuse) the rest."""
    return _CARD_TEXTS.get(lang, _NO_CARD_TEXTS)


_NO_CARD_TEXTS: Mapping[str, int] = {}


def suit_texts(lang: str | None = "en") -> Mapping[str, int]:
    """The suits as usually written (``♥``, ``H``, ``h``, ``hearts``, ``cœur``…), each read as
    ``parse_suit`` reads it in ``lang``, as ``card_texts`` gives the cards."""
    return _SUIT_TEXTS.get(lang, _NO_CARD_TEXTS)


def _suit_texts(lang: str | None) -> dict[str, int]:
    table: dict[str, int] = {}
    for text in [*_SUIT_SYMBOL_CHARS, *"".join(SUIT_LETTERS_BY_LANG.values()).lower(),
                 *_SUIT_WORDS]:
        try:
            suit = parse_suit(text, lang)
        except CardError:
            continue
        table[text] = table[text.upper()] = suit
    return table


def _card_texts(lang: str | None) -> dict[str, int]:
    """Every card as ``parse_card`` reads it in ``lang`` without an error, in lower case
    and upper case (``ah``, ``AH``, ``10♥``): a deal file's cards are looked up, not
    parsed (the other spellings and the errors take the long way)."""
    table: dict[str, int] = {}
    for rank_word in RANK_WORDS:
        for char in [*_SUIT_SYMBOL_CHARS, *"".join(SUIT_LETTERS_BY_LANG.values()).lower()]:
            text = rank_word + char
            try:
                c = card_of_text(text, lang)
            except CardError:
                continue
            table[text] = table[text.upper()] = c
    return table


#: ``_card_texts`` of the languages a file can be read in (None: not known).
_CARD_TEXTS: dict[str | None, dict[str, int]] = {}  # filled at the end of the module
_SUIT_TEXTS: dict[str | None, dict[str, int]] = {}


def _other_language(lang: str) -> str:
    return "en" if lang == "fr" else "fr"


def read_card(text: str, lang: str = "en") -> int:
    """A card typed by a player whose language is ``lang`` (the ``play`` prompt): as
    ``parse_card``, except that a suit letter only the other language has is read in that
    language, there being no doubt what it means: ``10h`` at a French prompt is 10♥, ``VP``
    at an English one V♠. ``C``, a letter of both, is read in ``lang``: clubs in English,
    *cœur* in French (``dc`` is Q♣ at an English prompt, D♥ at a French one). The rank
    and the suit may be typed apart, as in a bid: ``10 ♦`` (an error quotes the text as
    typed)."""
    words = text.split()
    if len(words) == 2:
        try:
            return _read_card("".join(words), lang)
        except CardError:
            pass
    return _read_card(text, lang)


def _read_card(text: str, lang: str) -> int:
    try:
        return card_of_text(text, lang)
    except SuitLetterError:
        return card_of_text(text, _other_language(lang))


def read_cards(text: str, lang: str = "en") -> list[int]:
    """Cards typed by a player whose language is ``lang``, separated by spaces or commas,
    each read as ``read_card`` reads it (``--deck``, ``simulate --hand``).

    ``C`` is a suit letter of both languages: cards that write it beside a letter only the
    other language has (``AH … AC`` when ``lang`` is ``fr``) are refused, naming both
    readings (``CardError`` ``cards_mixed_en`` or ``cards_mixed_fr``, the language of that
    other letter), rather than read in one of them.

    >>> [card_symbol(c) for c in read_cards("VP 9P 10c", "fr")]
    ['J♠', '9♠', '10♥']
    """
    if not isinstance(text, str):
        raise TypeError(f"text: cards as text, not {shown(text)}")
    cards = []
    foreign: str | None = None  # a card written with the other language's letters
    with_c: str | None = None  # a card whose suit is the letter C
    for token in text.replace(",", " ").split():
        try:
            card_of_text(token, lang)
        except SuitLetterError:
            foreign = foreign or token
        except CardError:
            pass
        cards.append(_read_card(token, lang))
        if token.rstrip("\ufe0f\ufe0e").lower().endswith("c"):
            with_c = with_c or token
    if foreign is not None and with_c is not None:
        raise CardError(code=f"cards_mixed_{_other_language(lang)}", text=with_c,
                        other=foreign)
    return cards


def read_suit(text: str, lang: str = "en") -> int:
    """A suit typed by a player whose language is ``lang``, as ``read_card`` reads a card's
    suit: the letters of ``lang``, and those only the other language has."""
    try:
        return parse_suit(text, lang)
    except SuitLetterError:
        return parse_suit(text, _other_language(lang))


def parse_cards(text: str, lang: str | None = "en") -> list[int]:
    """Read cards separated by spaces or commas (suit letters of ``lang``).

    >>> [card_symbol(c) for c in parse_cards("A♠, 10h JS")]
    ['A♠', '10♥', 'J♠']
    """
    if not isinstance(text, str):
        raise TypeError(f"text: cards as text, not {shown(text)}")
    return [parse_card(tok, lang) for tok in text.replace(",", " ").split()]


_ASCII_DIGITS = re.compile(r"[0-9]+")


def parse_number(text: str, limit: int) -> int | None:
    """``text`` as a whole number when written with the ASCII digits ``0-9`` only, else None.

    Any number above ``limit`` comes back as ``limit + 1``, never converted whole. (``int``
    is not safe on what users type: ``²`` passes ``str.isdigit`` but ``int`` refuses it, and
    ``int`` refuses numbers of more than 4300 digits.)
    """
    if not _ASCII_DIGITS.fullmatch(text):
        return None
    digits = written_number(text)
    if len(digits) > len(str(limit)):
        return limit + 1
    return min(int(digits), limit + 1)


def written_number(digits: str) -> str:
    """A number of ASCII digits as it reads, leading zeros left out (``007`` → ``7``), for
    messages: it may be too long for ``int``."""
    return digits.lstrip("0") or "0"


#: How a contract without trump suit is written, in every language: ``SA`` and ``TA``.
CONTRACT_LETTERS = {NO_TRUMP: "SA", ALL_TRUMP: "TA"}
#: How it is said, in every language: players say "sans atout" and "tout atout".
CONTRACT_SAID = {NO_TRUMP: "sans atout", ALL_TRUMP: "tout atout"}
_CONTRACT_NAMES = {"en": {NO_TRUMP: "no trump", ALL_TRUMP: "all trumps"},
                   "fr": {NO_TRUMP: "sans atout", ALL_TRUMP: "tout atout"}}
_CONTRACT_WORDS = {
    "sa": NO_TRUMP, "sans atout": NO_TRUMP, "sans-atout": NO_TRUMP, "sansatout": NO_TRUMP,
    "no trump": NO_TRUMP, "no-trump": NO_TRUMP, "notrump": NO_TRUMP, "no trumps": NO_TRUMP,
    "nt": NO_TRUMP,  # no trump as bridge players write it
    "ta": ALL_TRUMP, "tout atout": ALL_TRUMP, "tout-atout": ALL_TRUMP,
    "toutatout": ALL_TRUMP, "all trump": ALL_TRUMP, "all trumps": ALL_TRUMP,
    "all-trumps": ALL_TRUMP, "all-trump": ALL_TRUMP,
}


def parse_contract_kind(text: str) -> int | None:
    """``NO_TRUMP`` or ``ALL_TRUMP`` for ``SA`` / ``TA`` and their names in English and
    French (``sans atout``, ``sans-atout``, ``tout atout``, ``no trump``, ``NT``,
    ``all trumps``…),
    None for anything else (a suit is read by ``parse_suit``)."""
    return _CONTRACT_WORDS.get(" ".join(_clean(text).split()))


def suit_letter(suit: int, lang: str = "en") -> str:
    """The suit's letter in ``lang``: ``S H D C``, French ``P C K T``; ``SA`` / ``TA``."""
    if suit in CONTRACT_LETTERS:
        return CONTRACT_LETTERS[suit]
    return SUIT_LETTERS_BY_LANG.get(lang, SUIT_LETTERS)[suit]


def check_card(c: object, name: str = "card") -> int:
    """``c`` when it is a card, an int 0–31. Another int raises ``CardError``, anything
    else (a bool too) ``TypeError``; both name ``name``, the argument that held it.

    >>> check_card(99, "Play(card)")
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: Play(card): no card 99, a card is an int 0-31
    """
    if not isinstance(c, int) or isinstance(c, bool):
        raise TypeError(f"{name}: a card is an int 0-31, not {shown(c)}")
    if not 0 <= c < 32:
        raise named_error(CardError(code="card_range", number=c), name)
    return c


def card_arg(c: object, name: str = "card") -> int:
    """A card as every function of the library reads one (``Game.play``, a ``trick``, a
    hand of ``solve`` or ``Game.at_play`` given as a list): an int 0-31 (``check_card``),
    or its text read as the ``play`` prompt reads it (``read_card``, English first):
    ``J♥``, ``JH``, ``jh``, ``10h``, ``Th``, ``V♠``, and the French letters only French
    has, ``AP`` (as de pique), ``DK``, ``RT``; ``C``, a letter of both, is clubs, as
    ``trump_arg`` reads it (write ``♥`` or ``H`` for *cœur*). Text that is no card is a
    ``CardError`` naming the forms accepted, anything else a TypeError, both with
    ``name`` first, the argument that held it.

    >>> card_arg("AP"), card_arg("VC"), card_arg(12)
    (7, 28, 12)
    >>> card_arg("1X", "trick")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: trick: unknown card '1X': write the rank (7 8 9 10 J ...
    """
    if not isinstance(c, str):
        return check_card(c, name)
    try:
        return read_card(c, "en")
    except CardError:
        raise named_error(CardError(code="card_forms", text=c), name) from None


def cards_arg(text: str, name: str) -> list[int]:
    """Cards written in one text (a ``trick``, a hand of ``solve`` or ``Game.at_play``),
    apart by spaces or commas, as ``simulate(hand=...)`` and the ``play`` prompt read them
    (``read_cards``, English first), each as ``card_arg`` reads one and with its words:
    ``"AP 10h V♠"``. ``C`` beside a letter only French has (``"AP AC"``) is refused, naming
    both readings; every fault names ``name`` first.

    >>> cards_arg("AP, 10h V♠", "trick")
    [7, 11, 4]
    """
    try:
        return read_cards(text, "en")
    except CardError as e:
        if e.code == "card_unknown":
            e = CardError(code="card_forms", text=e.params["text"])
        raise named_error(e, name) from None


def deck_error(deck: Iterable[int]) -> BeloteError:
    """What is wrong with ``deck``, a list of ints that does not hold each of the 32 cards
    once (``Game.deal``, ``Game.discovery``), named by the argument ``deck``: an int that
    is no card, else the first card given twice in dealing order and the first card
    missing in the order of the cards, either alone when there is none of the other (33
    cards, 31).

    >>> deck_error([0, 0, *range(2, 32)])
    RuleError('deck: a deck holds each of the 32 cards once: 7♠ is given twice and 8♠ is missing')
    """
    seen = 0
    twice: int | None = None
    for c in deck:
        if not 0 <= c < 32:
            return named_error(CardError(code="card_range", number=c), "deck")
        if seen >> c & 1 and twice is None:
            twice = c
        seen |= 1 << c
    missing = next((c for c in range(32) if not seen >> c & 1), None)
    if twice is not None and missing is not None:
        error = RuleError(code="deck_card_twice_missing", card=twice, missing_card=missing)
    elif twice is not None:
        error = RuleError(code="deck_card_twice", card=twice)
    else:
        error = RuleError(code="deck_card_missing", missing_card=missing)
    return named_error(error, "deck")


def deck_arg(deck: object, check: bool = True) -> list[int]:
    """A deck as ``Game.deal`` and ``Game.discovery`` read it, the 32 cards in dealing
    order: a list (a tuple, a range) of cards, each its int 0-31 or its text as
    ``card_arg`` reads one, or their text in one string apart by spaces or commas
    (``cards_arg``): ``"7♠ 8♠ 9♠ …"``. Whether it holds each card once is the caller's
    check; ``check=False`` trusts a list of ints (a simulation's own shuffle). A value of
    another type is a TypeError naming ``deck``, a text that is no card a ``CardError``.

    >>> deck_arg("AP, 10h V♠")
    [7, 11, 4]
    >>> deck_arg(["AP", 11, "V♠"]), deck_arg(range(3))
    ([7, 11, 4], [0, 1, 2])
    """
    if isinstance(deck, str):
        return cards_arg(deck, "deck")
    if isinstance(deck, (list, tuple, range)):
        if not check or all(type(c) is int for c in deck):
            return deck if isinstance(deck, list) else list(deck)
        if any(isinstance(c, str) for c in deck):
            return [card_arg(c, "deck") for c in deck]
    raise TypeError(f"deck: the 32 cards in dealing order (their ints or text), not "
                    f"{shown(deck)}")


def check_mask(mask: object, name: str = "mask") -> int:
    """``mask`` when it is a hand or pile, an int of 32 bits (``Mask``). Another int raises
    ``CardError``, anything else (a bool too) ``TypeError``; both name ``name``, the
    argument."""
    if not isinstance(mask, int) or isinstance(mask, bool):
        raise TypeError(f"{name}: a mask is an int of 32 bits, not {shown(mask)}")
    if not 0 <= mask < 1 << 32:
        raise named_error(CardError(code="mask_range", number=int(mask)), name)
    return mask


def contract_kind(trump: object) -> int:
    """``trump`` as a contract kind: 0-3 a trump suit, 4 SA, 5 TA; ``RuleError`` otherwise
    (the solver, ``Game.at_play`` and the deal-file writer check it so).

    >>> contract_kind(ALL_TRUMP)
    5
    """
    if isinstance(trump, bool) or not isinstance(trump, int) or not 0 <= trump <= ALL_TRUMP:
        raise RuleError(code="contract_kind_range", given=repr(trump))
    return trump


#: What a trump is, for the TypeError of a value of another type (``trump_arg``).
_TRUMP_FORMS: Final = "a suit, its int (0-3) or its text (♥, H, C, cœur…)"


def trump_arg(trump: object, suits_only: bool = False, name: str = "trump") -> int:
    """A trump as every function of the library reads it (``legal_plays``,
    ``trick_winner``, ``solve``, ``format_mask``, ``Game.at_play``, ``Game.discovery``): a
    suit's int 0-3 or its text, a symbol, a letter of either language or a name (``"♥"``,
    ``"H"``, ``"C"`` clubs, ``"P"`` pique, ``"cœur"``), and SA or TA (4 and 5, ``"SA"``,
    ``"sans atout"``) unless ``suits_only`` (the deal without bidding is played at a suit). Every
    fault is named by ``name`` first, in the same words whichever function is given it:
    ``RuleError`` for an int out of range (or SA / TA where a suit is meant),
    ``CardError`` for a text that names no suit, a TypeError for anything else.
    Interpreted (``object``): either build reads it alike.

    >>> trump_arg("P"), trump_arg("sans atout"), trump_arg(3)
    (0, 4, 3)
    """
    if isinstance(trump, str):
        kind = parse_contract_kind(trump)
        if kind is None:
            try:
                kind = read_suit(trump, "en")
            except CardError:
                code = "suit_forms" if suits_only else "trump_forms"
                raise named_error(CardError(code=code, text=trump), name) from None
    elif isinstance(trump, int) and not isinstance(trump, bool):
        kind = trump
    else:
        kinds = "" if suits_only else ", SA or TA (4, 5)"
        raise TypeError(f"{name}: {_TRUMP_FORMS}{kinds}, not {shown(trump)}")
    if suits_only and not 0 <= kind < 4:
        raise named_error(RuleError(code="trump_suit_range", given=trump), name)
    if not 0 <= kind <= ALL_TRUMP:
        raise named_error(RuleError(code="trump_range", given=trump), name)
    return kind


def shown(value: object) -> str:
    """A value of the wrong type, for a TypeError: its type and the start of its repr.

    >>> shown([1, 2])
    'list [1, 2]'
    """
    return f"{type(value).__name__} {value!r:.40}"


def not_a_flag(name: str, value: object) -> TypeError:
    """The TypeError of a flag (``check``, ``discovery``…) given something other than True
    or False, naming it: a flag is not read by its truth (``1``, ``"no"``, None), and the
    build compiled by mypyc, which refuses such a value in its own words (``bool object
    expected``), says the same once the door has checked it.

    >>> not_a_flag("check", 1)
    TypeError('check: True or False, not int 1')
    """
    return TypeError(f"{name}: True or False, not {shown(value)}")


@overload
def seed_arg(seed: object, optional: Literal[False] = False) -> int | str: ...


@overload
def seed_arg(seed: object, optional: bool) -> int | str | None: ...


def seed_arg(seed: object, optional: bool = False) -> int | str | None:
    """A run's or a deal's ``seed`` as every entry point takes it (``Game``, ``play_deal``,
    ``simulate``, ``duplicate``, ``hint``): an int or a text (None too where
    ``optional``); a bool, a float or anything else is a TypeError naming it, and a text
    that UTF-8 cannot write (a lone surrogate, ``'\\ud800'``, which every seed's text
    goes through) a ``BeloteError``, as ``--seed`` refuses it."""
    if seed is None and optional:
        return None
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError(f"seed: an int or a text, not {shown(seed)}")
    if isinstance(seed, str):
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError as e:
            raise BeloteError(code="api_seed_unwritable", seed=ascii(seed[:40]),
                              character=unwritable_character(e)) from None
    return seed


def card_name(c: int) -> str:
    """Canonical name, rank + suit letter: ``10H``, ``JS``, ``AD``, ``7C``.

    >>> card_name(parse_card("10♥")), card_name(parse_card("V♠"))
    ('10H', 'JS')
    """
    if type(c) is bool or not (isinstance(c, int) and 0 <= c < 32):
        check_card(c, "card_name(c)")
    return RANK_NAMES_EN[c & 7] + SUIT_LETTERS[c >> 3]


def card_symbol(c: int, lang: str = "en") -> str:
    """Name for people: ``J♠`` (``V♠`` in French), ``10♥``; ``CardError`` for an int that is
    not a card (0–31).

    >>> card_symbol(parse_card("JS")), card_symbol(parse_card("JS"), "fr")
    ('J♠', 'V♠')
    """
    if type(c) is bool or not (isinstance(c, int) and 0 <= c < 32):
        check_card(c, "card_symbol(c)")
    if lang != "en" and lang != "fr":
        raise ValueError(f"lang: 'en' or 'fr', not {shown(lang)}")
    ranks = RANK_NAMES_FR if lang == "fr" else RANK_NAMES_EN
    return ranks[c & 7] + SUIT_SYMBOLS[c >> 3]


def suit_symbol(suit: int) -> str:
    """``♠ ♥ ♦ ♣``; ``SA`` and ``TA`` for the contracts without a trump suit.

    >>> suit_symbol(HEARTS), suit_symbol(NO_TRUMP), suit_symbol(ALL_TRUMP)
    ('♥', 'SA', 'TA')
    """
    if not (isinstance(suit, int) and 0 <= suit < 4) or type(suit) is bool:
        if not isinstance(suit, int) or type(suit) is bool:  # True is no suit, as in card()
            raise TypeError(f"suit_symbol(suit): a suit is an int 0-5, not {shown(suit)}")
        if suit in CONTRACT_LETTERS:
            return CONTRACT_LETTERS[suit]
        raise named_error(CardError(code="suit_symbol_range", number=suit),
                          "suit_symbol(suit)")
    return SUIT_SYMBOLS[suit]


def suit_name(suit: int, lang: str = "en") -> str:
    """``spades`` / ``pique``…; ``no trump`` / ``sans atout``, ``all trumps`` /
    ``tout atout``."""
    if suit in CONTRACT_LETTERS:
        return _CONTRACT_NAMES["fr" if lang == "fr" else "en"][suit]
    return (SUIT_NAMES_FR if lang == "fr" else SUIT_NAMES_EN)[suit]


def format_mask(mask: int, lang: str = "en", trump: int | str | None = None) -> str:
    """The cards of a mask for people, by suit and by strength (trump strength for
    ``trump``: a suit's int 0-3 or its text in either language, ``"♥"``, ``"H"``, ``"C"``
    clubs, ``"P"`` pique, ``"cœur"``, or SA or TA, 4, 5, ``"SA"``, ``"sans atout"``;
    ``trump_arg``); ``lang`` ``"en"`` or ``"fr"``.

    >>> hand = mask_of(parse_cards("7♥ A♠ J♥ 9♥ 10♠"))
    >>> format_mask(hand), format_mask(hand, trump=HEARTS), format_mask(hand, "fr")
    ('A♠ 10♠ J♥ 9♥ 7♥', 'J♥ 9♥ 7♥ A♠ 10♠', 'A♠ 10♠ V♥ 9♥ 7♥')
    """
    check_mask(mask, "format_mask(mask)")
    if trump is not None:
        trump = trump_arg(trump)  # as legal_plays reads it
    return " ".join(card_symbol(c, lang) for c in sorted_cards(mask, trump))


def sorted_cards(mask: int, trump: int | None = None) -> list[int]:
    """Cards grouped by suit (trump first when given), strongest first within the suit
    (every suit in trump order under TA, in plain order under SA)."""
    order = ([trump] + [s for s in SUITS if s != trump] if trump is not None and trump < 4
             else list(SUITS))

    def key(c: int) -> tuple[int, int]:
        s = c >> 3
        strength = (TRUMP_ORDER[c & 7] if s == trump or trump == ALL_TRUMP
                    else PLAIN_ORDER[c & 7])
        return (order.index(s), -strength)

    return sorted(bits(mask), key=key)



class Cards(int):
    """A hand or a pile as a player reads it: its mask (an int, which every function of
    the library takes as it is) that prints as its cards, by suit and strength, and
    iterates over them (``Game.cards``); ``in`` reads a card's int or its text as
    ``Game.play`` does (``"J♥" in hand``). ``Cards(mask)`` takes an int of 32 bits, as
    ``check_mask`` does: another int is a ``CardError``, another type (a text, a float) a
    TypeError naming ``Cards(mask)``.

    >>> hand = Cards(mask_of(parse_cards("7♥ A♠ J♥")))
    >>> hand
    Cards(A♠ J♥ 7♥)
    >>> print(hand), len(hand), parse_card("J♥") in hand, hand == mask_of(parse_cards("A♠ J♥ 7♥"))
    A♠ J♥ 7♥
    (None, 3, True, True)
    >>> "J♥" in hand, "VC" in hand, "jh" in hand, "8♥" in hand  # a card's text, as Game.play
    (True, False, True, False)
    >>> [card_symbol(c) for c in hand], list(hand)       # each a CardInt: an int, printed
    (['A♠', '7♥', 'J♥'], [A♠, 7♥, J♥])
    """

    __slots__ = ()

    def __new__(cls, mask: int = 0) -> Cards:
        # Checked when made, in the library's words (``check_mask``): int() would read a
        # text of digits, a float's whole part, and raise its own ValueError for the rest.
        # The engine's masks, plain ints of 32 bits, pass at once.
        if type(mask) is int and 0 <= mask <= 0xFFFFFFFF:
            return int.__new__(cls, mask)
        return int.__new__(cls, check_mask(mask, "Cards(mask)"))

    def __repr__(self) -> str:
        return f"Cards({self})"

    def __str__(self) -> str:
        return format_mask(self) or "-"

    def __iter__(self) -> Iterator[int]:
        # Each card a CardInt, printing as the card as the hand does (``[A♠, 7♥, J♥]``).
        return map(CardInt, bits(self))

    def __len__(self) -> int:
        return int(self).bit_count()

    def __contains__(self, c: object) -> bool:
        # A card's text is read as Game.play reads it ('J♥' in hand); text that is no
        # card is its CardError, not a silent False.
        if isinstance(c, str):
            c = card_arg(c)
        return isinstance(c, int) and 0 <= c < 32 and bool(self >> c & 1)


class CardInt(int):
    """One card as a player reads it (``Game.retourne``, ``Hint.card``): the card's int
    0-31, which every function of the library takes as it is, that prints as the card,
    ``A♦``, as the items of a ``CardTuple`` do. The rest is an int's own: equal to the
    plain int and hashing as it, arithmetic giving plain ints (``c >> 3`` its suit), JSON
    writing the int and pickle keeping the type; a format spec pads the card's text
    (``f"{c:>4}"``), a number's presentation type writes the int (``f"{c:d}"``).
    ``CardInt(c)`` takes a card as ``check_card`` does: another int is a ``CardError``,
    another type a TypeError, both naming ``CardInt(c)``.

    >>> ace = CardInt(parse_card("A♦"))
    >>> ace, print(ace), ace == 23, ace >> 3, hash(ace) == hash(23)
    A♦
    (A♦, None, True, 2, True)
    """

    __slots__ = ()

    def __new__(cls, c: int = 0) -> CardInt:
        # Checked when made, in the library's words: int() would read a text of digits.
        if type(c) is int and 0 <= c < 32:
            return int.__new__(cls, c)
        return int.__new__(cls, check_card(c, "CardInt(c)"))

    def __repr__(self) -> str:
        return card_symbol(self)

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return _int_format(self, spec)


class SuitInt(int):
    """A trump as a player reads it (``Game.trump``): the suit's int 0-3, or ``NO_TRUMP``
    (4) and ``ALL_TRUMP`` (5) for the contracts without a trump suit, that prints as
    ``print(game)`` writes it, ``♥``, ``SA``, ``TA``. The rest is an int's own, as for
    ``CardInt``: equal to the plain int and hashing as it, JSON writing the int and pickle
    keeping the type. ``SuitInt(suit)`` takes an int 0-5 (``contract_kind``: another
    value is a ``RuleError``).

    >>> SuitInt(HEARTS), SuitInt(NO_TRUMP), SuitInt(ALL_TRUMP), SuitInt(HEARTS) == 1
    (♥, SA, TA, True)
    """

    __slots__ = ()

    def __new__(cls, suit: int = 0) -> SuitInt:
        if type(suit) is int and 0 <= suit <= ALL_TRUMP:
            return int.__new__(cls, suit)
        return int.__new__(cls, contract_kind(suit))

    def __repr__(self) -> str:
        return suit_symbol(self)

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return _int_format(self, spec)


# The presentation types of a number in a format spec (``d``, ``x``, ``.1f``…).
_NUMBER_TYPES = frozenset("bcdoxXneEfFgG%")


def _int_format(value: int, spec: str) -> str:
    # ``f"{card:>4}"`` pads the card's text, as ``f"{card}"`` writes it, where an int's
    # own format would pad its number; a number's presentation type (``{card:d}``,
    # ``{card:02x}``) still writes the int.
    if spec and spec[-1] in _NUMBER_TYPES:
        return int.__format__(value, spec)
    return format(repr(value), spec)


def card_int(c: int | None) -> CardInt | None:
    """``c``, the engine's own card (an int 0-31) or None, as the library hands it out: a
    ``CardInt``, made without ``CardInt``'s check."""
    return None if c is None else _MAKE_INT(CardInt, c)


def suit_int(suit: int | None) -> SuitInt | None:
    """``suit``, the engine's own trump (0-5) or None, as the library hands it out: a
    ``SuitInt``, made without its check."""
    return None if suit is None else _MAKE_INT(SuitInt, suit)


def _item_text(c: object) -> str:
    # A card of a ``CardTuple`` or ``CardList`` as a repr writes it (``J♥``); an item that
    # is no card (a list one filled by hand) by its own ``repr``, so that printing never
    # fails.
    return card_symbol(c) if type(c) is int and 0 <= c < 32 else repr(c)


class CardTuple(tuple[Card, ...]):
    """Cards in order of play as a player reads them (a trick's cards: ``Game.tricks``,
    ``DealRecord.tricks``, ``Solution.best``): a tuple of the cards' ints, which every
    function of the library takes as it is, that prints as its cards, ``(8♠, 7♠, J♠,
    Q♠)``, as the value objects' ``repr`` writes them (``(J♥,)`` for one, ``()`` for
    none). The rest is a tuple's own: equal to the plain tuple of the same ints and
    hashing as it, indexing and iteration give the ints, a slice or a sum is a plain
    tuple, JSON writes the ints and pickle keeps the type. ``CardTuple(cards)`` takes any
    iterable, as ``tuple`` does.

    >>> trick = CardTuple(parse_cards("8♠ 7♠ J♠ Q♠"))
    >>> trick
    (8♠, 7♠, J♠, Q♠)
    >>> trick == (1, 0, 4, 5), trick[0], trick[1:], hash(trick) == hash((1, 0, 4, 5))
    (True, 1, (0, 4, 5), True)
    >>> CardTuple([12]), CardTuple()
    ((J♥,), ())
    """

    __slots__ = ()

    def __repr__(self) -> str:
        items = [_item_text(c) for c in self]
        return f"({items[0]},)" if len(items) == 1 else "(" + ", ".join(items) + ")"


class CardList(list[Card]):
    """The cards on the table as a player reads them (``Game.trick``, a copy): a list of
    the cards' ints that prints as its cards, ``[A♠, 7♠]``. The rest is a list's own:
    equal to the plain list of the same ints, indexing and iteration give the ints, a
    slice or a sum is a plain list, JSON writes the ints and pickle keeps the type.

    >>> table = CardList(parse_cards("A♠ 7♠"))
    >>> table, table == [7, 0], table[0], table[:1]
    ([A♠, 7♠], True, 7, [7])
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return "[" + ", ".join(_item_text(c) for c in self) + "]"


_V = TypeVar("_V")
_D = TypeVar("_D")


class CardDict(dict[Card, _V]):
    """A dict keyed by cards (their ints 0-31), as the library gives one
    (``Solution.values``, ``Hint.points``, ``Hint.margins``), that a card's text also
    reads: ``d["J♥"]``, ``"J♥" in d``, ``d.get("J♥")``, the text read as ``Game.play``
    reads a card (``card_arg``: ``J♥``, ``JH``, ``jh``, ``V♥``, ``10h``). The ints read
    as in a dict, and the rest is a dict's own: equal to a plain dict of the same items,
    the same ``repr``, order, JSON and pickle.

    A text that is no card, or the text of a card not in the dict, is a ``KeyError``
    naming the text, as a dict's miss is (not a ``CardError``): ``d.get`` gives its
    default, ``in`` False.

    >>> values = CardDict({7: 30, 12: 55})
    >>> values["J♥"], values["jh"], values["V♥"], values[12], "A♠" in values, values
    (55, 55, 55, 55, True, {7: 30, 12: 55})
    >>> values.get("10♥"), values == {7: 30, 12: 55}
    (None, True)
    >>> values["zz"]
    Traceback (most recent call last):
    ...
    KeyError: 'zz'
    """

    __slots__ = ()

    def __missing__(self, key: object) -> _V:
        # ``d[key]`` for a key not in the dict: a card's text looks its card up.
        c = _text_card(key)
        if c is not None and dict.__contains__(self, c):
            return dict.__getitem__(self, c)
        raise KeyError(key)

    if TYPE_CHECKING:  # at run time dict's own, with __missing__ above for the texts
        def __getitem__(self, key: Card | str, /) -> _V: ...

    def __contains__(self, key: object, /) -> bool:
        if dict.__contains__(self, key):
            return True
        c = _text_card(key)
        return c is not None and dict.__contains__(self, c)

    @overload
    def get(self, key: Card | str, default: None = None, /) -> _V | None: ...

    @overload
    def get(self, key: Card | str, default: _V, /) -> _V: ...

    @overload
    def get(self, key: Card | str, default: _D, /) -> _V | _D: ...

    def get(self, key: Card | str, default: object = None, /) -> object:
        try:
            return self[key]  # an unhashable key a TypeError, as dict.get says
        except KeyError:
            return default


def _text_card(key: object) -> int | None:
    # The card a key of ``CardDict`` writes, read as ``card_arg`` reads a text; None for a
    # key that is no text or no card.
    if not isinstance(key, str):
        return None
    try:
        return read_card(key, "en")
    except CardError:
        return None


def hands_as_cards(masks: Iterable[int]) -> tuple[Cards, ...]:
    """The engine's own masks (the hands it dealt or checked) as ``Cards``, made without
    the check of ``Cards(mask)``: every deal makes its hands so, thousands a second in a
    simulation."""
    return tuple([_MAKE_INT(Cards, m) for m in masks])


_MAKE_INT = int.__new__
_CARD_TEXTS.update({lang: _card_texts(lang) for lang in ("en", "fr", None)})
_SUIT_TEXTS.update({lang: _suit_texts(lang) for lang in ("en", "fr", None)})
