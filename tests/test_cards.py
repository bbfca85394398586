"""Cards: every notation, canonical names, point and strength tables (RULES.md)."""

from __future__ import annotations

import json

import pytest

from belote_cli.core.cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    FULL_DECK,
    HEARTS,
    JACK,
    KING,
    NINE,
    POINTS,
    QUEEN,
    SEVEN,
    SPADES,
    STRENGTH,
    SUIT_MASKS,
    SUITS,
    TEN,
    TRUMP_ABOVE,
    CardDict,
    CardList,
    CardTuple,
    SuitLetterError,
    bits,
    card,
    card_name,
    card_symbol,
    count,
    format_mask,
    mask_of,
    mask_points,
    parse_card,
    parse_cards,
    parse_suit,
    rank_of,
    read_card,
    read_suit,
    sorted_cards,
    suit_letter,
    suit_name,
    suit_of,
    suit_symbol,
)
from belote_cli.core.errors import BeloteError, CardError

# Ranks in natural order, as RULES.md lists them: 7 8 9 10 J Q K A.
R7, R8, R9, R10, RJ, RQ, RK, RA = range(8)


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("V♠", SPADES, RJ),
        ("JS", SPADES, RJ),
        ("js", SPADES, RJ),
        ("10h", HEARTS, R10),
        ("10H", HEARTS, R10),
        ("10♥", HEARTS, R10),
        ("10♥\ufe0f", HEARTS, R10),  # emoji presentation selector, as phones type it
        ("A♥\ufe0f", HEARTS, RA),
        ("A♦", DIAMONDS, RA),
        ("AD", DIAMONDS, RA),
        ("td", DIAMONDS, R10),
        ("TD", DIAMONDS, R10),
        ("D♣", CLUBS, RQ),  # French dame
        ("R♥", HEARTS, RK),  # French roi
        ("V♦", DIAMONDS, RJ),  # French valet
        ("Q♣", CLUBS, RQ),
        ("K♥", HEARTS, RK),
        ("dd", DIAMONDS, RQ),  # dame de carreau in letters
        ("7c", CLUBS, R7),
        ("8♣", CLUBS, R8),
        ("9s", SPADES, R9),
        (" 9♠ ", SPADES, R9),
    ],
)
def test_parse_card_every_notation(text: str, suit: int, rank: int) -> None:
    c = parse_card(text)
    assert c == suit * 8 + rank
    assert suit_of(c) == suit
    assert rank_of(c) == rank


@pytest.mark.parametrize(
    ("suit", "rank", "name", "en", "fr"),
    [
        (HEARTS, R10, "10H", "10♥", "10♥"),
        (SPADES, RJ, "JS", "J♠", "V♠"),
        (DIAMONDS, RA, "AD", "A♦", "A♦"),
        (CLUBS, R7, "7C", "7♣", "7♣"),
        (CLUBS, RQ, "QC", "Q♣", "D♣"),
        (HEARTS, RK, "KH", "K♥", "R♥"),
    ],
)
def test_canonical_names(suit: int, rank: int, name: str, en: str, fr: str) -> None:
    c = card(suit, rank)
    assert card_name(c) == name
    assert card_symbol(c) == en
    assert card_symbol(c, "en") == en
    assert card_symbol(c, "fr") == fr


def test_every_card_round_trips_through_every_notation() -> None:
    names = set()
    for c in range(32):
        names.add(card_name(c))
        assert parse_card(card_name(c)) == c
        assert parse_card(card_name(c).lower()) == c
        assert parse_card(card_symbol(c, "en")) == c
        assert parse_card(card_symbol(c, "fr")) == c
    assert len(names) == 32


@pytest.mark.parametrize(
    "text", ["11♥", "Z", "", "   ", "1", "10", "♥", "Jx", "10♥♥", "AA", "0S", "B♠", "J♠♥"]
)
def test_unknown_cards_raise_card_error(text: str) -> None:
    with pytest.raises(CardError):
        parse_card(text)


def test_card_error_names_the_text_and_is_a_belote_error() -> None:
    with pytest.raises(BeloteError, match="11♥"):
        parse_card("11♥")


def test_parse_cards_spaces_and_commas() -> None:
    assert parse_cards("JS, 10h  V♦,A♣") == [
        card(SPADES, RJ), card(HEARTS, R10), card(DIAMONDS, RJ), card(CLUBS, RA)
    ]
    assert parse_cards("") == []
    with pytest.raises(CardError):
        parse_cards("JS XX")


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("♠", SPADES), ("S", SPADES), ("spades", SPADES), ("pique", SPADES),
        ("♥", HEARTS), ("♥\ufe0f", HEARTS), ("h", HEARTS), ("cœur", HEARTS), ("coeur", HEARTS),
        ("♦", DIAMONDS), ("D", DIAMONDS), ("carreau", DIAMONDS), ("Diamonds", DIAMONDS),
        ("♣", CLUBS), ("c", CLUBS), ("trèfle", CLUBS), ("trefle", CLUBS), ("clubs", CLUBS),
    ],
)
def test_parse_suit(text: str, suit: int) -> None:
    assert parse_suit(text) == suit


@pytest.mark.parametrize("text", ["", "x", "♥♥", "hearts!", "10"])
def test_unknown_suit_raises(text: str) -> None:
    with pytest.raises(CardError):
        parse_suit(text)


# --- points (RULES.md "Card order and points") --------------------------------------------

TRUMP_TABLE = {RJ: 20, R9: 14, RA: 11, R10: 10, RK: 4, RQ: 3, R8: 0, R7: 0}
PLAIN_TABLE = {RA: 11, R10: 10, RK: 4, RQ: 3, RJ: 2, R9: 0, R8: 0, R7: 0}


@pytest.mark.parametrize("trump", SUITS)
def test_point_table_for_each_trump(trump: int) -> None:
    row = POINTS[trump]
    for s in SUITS:
        for r in range(8):
            expected = TRUMP_TABLE[r] if s == trump else PLAIN_TABLE[r]
            assert row[card(s, r)] == expected
        suit_total = sum(row[card(s, r)] for r in range(8))
        assert suit_total == (62 if s == trump else 30)
    assert sum(row) == 152 == 62 + 3 * 30
    assert mask_points(FULL_DECK, trump) == 152


def test_mask_points() -> None:
    # Worked figure: trump ♥, 9♥ A♦ K♠ J♣ = 14 + 11 + 4 + 2 = 31.
    m = mask_of(parse_cards("9♥ A♦ K♠ J♣"))
    assert mask_points(m, HEARTS) == 31
    assert mask_points(0, HEARTS) == 0
    # Added a suit's eight cards at a time (its tables): every hand, every contract kind,
    # the sum of its cards' points one by one.
    import random

    rng = random.Random(5)
    for _ in range(3000):
        hand, kind = rng.getrandbits(32), rng.randrange(6)
        assert mask_points(hand, kind) == sum(POINTS[kind][c] for c in range(32)
                                              if hand >> c & 1)


# --- strength ------------------------------------------------------------------------------

def _order(trump: int, suit: int) -> list[int]:
    """Ranks of ``suit``, strongest first, by the strength table."""
    return sorted(range(8), key=lambda r: -STRENGTH[trump][card(suit, r)])


@pytest.mark.parametrize("trump", SUITS)
def test_strength_orders(trump: int) -> None:
    assert _order(trump, trump) == [RJ, R9, RA, R10, RK, RQ, R8, R7]
    for s in SUITS:
        if s != trump:
            assert _order(trump, s) == [RA, R10, RK, RQ, RJ, R9, R8, R7]
    weakest_trump = min(STRENGTH[trump][c] for c in bits(SUIT_MASKS[trump]))
    strongest_plain = max(STRENGTH[trump][c] for c in bits(FULL_DECK & ~SUIT_MASKS[trump]))
    assert weakest_trump > strongest_plain  # any trump beats any plain card


def test_trump_above() -> None:
    assert TRUMP_ABOVE[card(SPADES, RJ)] == 0
    assert TRUMP_ABOVE[card(SPADES, R9)] == 1 << card(SPADES, RJ)
    assert TRUMP_ABOVE[card(HEARTS, RA)] == mask_of([card(HEARTS, RJ), card(HEARTS, R9)])
    assert TRUMP_ABOVE[card(CLUBS, R7)] == SUIT_MASKS[CLUBS] & ~(1 << card(CLUBS, R7))
    assert TRUMP_ABOVE[card(DIAMONDS, RQ)] == mask_of(
        card(DIAMONDS, r) for r in (RJ, R9, RA, R10, RK)
    )


# --- masks ---------------------------------------------------------------------------------

def test_masks() -> None:
    cards = [card(CLUBS, RA), card(SPADES, R7), card(HEARTS, RJ)]
    m = mask_of(cards)
    assert list(bits(m)) == sorted(cards)
    assert count(m) == 3
    assert count(FULL_DECK) == 32
    assert list(bits(0)) == []
    for s in SUITS:
        assert count(SUIT_MASKS[s]) == 8
        assert all(suit_of(c) == s for c in bits(SUIT_MASKS[s]))


def test_mask_of_a_list_of_cards_text_names_parse_cards() -> None:
    # As its text alone does; a list of texts said "a card is an int 0-31, not str 'J♥'".
    said = "cards: ints 0-31 (use parse_cards for text), not str 'J♥'"
    for given in ("J♥", ["J♥", "9♥"], [12, "J♥"]):
        with pytest.raises(TypeError) as caught:
            mask_of(given)  # type: ignore[arg-type]
        assert str(caught.value) == said
    assert mask_of(parse_cards("J♥ 9♥")) == 1 << 12 | 1 << 10  # J♥ 12, 9♥ 10


def test_sorted_cards_and_format() -> None:
    m = mask_of(parse_cards("7♠ A♥ 9♠ J♠ 10♥ 7♣"))
    # Trump first, strongest first within each suit.
    assert format_mask(m, trump=SPADES) == "J♠ 9♠ 7♠ A♥ 10♥ 7♣"
    assert format_mask(m, "fr", trump=SPADES) == "V♠ 9♠ 7♠ A♥ 10♥ 7♣"
    # Without trump, plain order in suit order ♠ ♥ ♦ ♣.
    assert format_mask(m) == "J♠ 9♠ 7♠ A♥ 10♥ 7♣"
    assert sorted_cards(m, HEARTS) == parse_cards("A♥ 10♥ J♠ 9♠ 7♠ 7♣")
    assert sorted_cards(mask_of(parse_cards("9♥ A♥ J♥")), HEARTS) == parse_cards("J♥ 9♥ A♥")
    assert sorted_cards(mask_of(parse_cards("9♥ A♥ J♥"))) == parse_cards("A♥ J♥ 9♥")


def test_sorted_cards_clubs_trump_first() -> None:
    # Clubs, the last suit (3), as trump comes first as any other trump does.
    m = mask_of(parse_cards("7♥ A♠ J♣ 9♣ 10♠"))
    assert format_mask(m, trump=CLUBS) == "J♣ 9♣ A♠ 10♠ 7♥"
    assert sorted_cards(m, CLUBS) == parse_cards("J♣ 9♣ A♠ 10♠ 7♥")
    assert format_mask(m, "fr", trump="♣") == "V♣ 9♣ A♠ 10♠ 7♥"


def test_suit_names() -> None:
    assert [suit_symbol(s) for s in SUITS] == ["♠", "♥", "♦", "♣"]
    assert [suit_name(s) for s in SUITS] == ["spades", "hearts", "diamonds", "clubs"]
    assert [suit_name(s, "fr") for s in SUITS] == ["pique", "cœur", "carreau", "trèfle"]
    for s in SUITS:
        assert parse_suit(suit_name(s)) == s
        assert parse_suit(suit_name(s, "fr")) == s
        assert parse_suit(suit_symbol(s)) == s


# --- suit letters by language (FORMAT: English S H D C, French P C K T) ---------------------

@pytest.mark.parametrize("text, suit, rank", [
    ("VP", SPADES, JACK), ("10c", HEARTS, TEN), ("RK", DIAMONDS, KING), ("AT", CLUBS, ACE),
    ("dc", HEARTS, QUEEN), ("7p", SPADES, SEVEN), ("TT", CLUBS, TEN), ("9K", DIAMONDS, NINE),
    ("V♠", SPADES, JACK), ("10♥️", HEARTS, TEN), ("A♣", CLUBS, ACE),
])
def test_french_cards_read_french_suit_letters(text: str, suit: int, rank: int) -> None:
    assert parse_card(text, "fr") == card(suit, rank)


@pytest.mark.parametrize("text, suit, rank", [
    ("10c", CLUBS, TEN), ("dc", CLUBS, QUEEN), ("JS", SPADES, JACK), ("10h", HEARTS, TEN),
])
def test_english_cards_read_english_suit_letters(text: str, suit: int, rank: int) -> None:
    assert parse_card(text, "en") == card(suit, rank)
    assert parse_card(text) == card(suit, rank)  # English unless told


@pytest.mark.parametrize("text, lang, letter, meaning", [
    ("AP", "en", "P", "in French, P is pique"),
    ("RK", "en", "K", "in French, K is carreau"),
    ("TT", "en", "T", "in French, T is trèfle"),
    ("AS", "fr", "S", "in English, S is spades"),
    ("10h", "fr", "H", "in English, H is hearts"),
    ("VD", "fr", "D", "in English, D is diamonds"),
])
def test_a_letter_of_the_other_language_names_its_meaning_there(
        text: str, lang: str, letter: str, meaning: str) -> None:
    with pytest.raises(SuitLetterError) as info:
        parse_card(text, lang)
    message = str(info.value)
    assert message.startswith(f"unknown card {text!r}: {letter} is not a suit letter")
    assert message.endswith(meaning)
    assert info.value.letter == letter and info.value.lang == lang


def test_suits_by_language() -> None:
    assert parse_suit("C", "fr") == HEARTS and parse_suit("C", "en") == CLUBS
    assert parse_suit("T", "fr") == CLUBS and parse_suit("k", "fr") == DIAMONDS
    assert parse_suit("P", "fr") == SPADES
    # Symbols and names read the same in both languages.
    for lang in ("en", "fr"):
        assert parse_suit("♥", lang) == HEARTS
        assert parse_suit("trèfle", lang) == CLUBS and parse_suit("spades", lang) == SPADES
    with pytest.raises(SuitLetterError, match="in French, P is pique"):
        parse_suit("P", "en")
    with pytest.raises(SuitLetterError, match="in English, H is hearts"):
        parse_suit("H", "fr")


def test_an_unknown_language_refuses_only_the_letter_read_two_ways() -> None:
    # C is clubs in English and cœur in French: both readings named, nothing guessed.
    with pytest.raises(SuitLetterError) as info:
        parse_card("AC", None)
    assert "clubs in English and cœur in French" in str(info.value)
    assert info.value.readings == {"en": CLUBS, "fr": HEARTS}
    # A letter one language alone defines has one reading.
    assert parse_card("AH", None) == card(HEARTS, ACE)
    assert parse_card("AP", None) == card(SPADES, ACE)


def test_suit_letter_in_each_language() -> None:
    assert [suit_letter(s) for s in SUITS] == ["S", "H", "D", "C"]
    assert [suit_letter(s, "fr") for s in SUITS] == ["P", "C", "K", "T"]
    for s in SUITS:
        for lang in ("en", "fr"):
            assert parse_suit(suit_letter(s, lang), lang) == s


def test_a_long_token_is_no_card() -> None:
    with pytest.raises(CardError):
        parse_card("1" * 100_000 + "H")


# --- what a player types at the play prompt (read_card, read_suit) -------------------------

@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("10h", "fr", "10♥"),  # h is an English letter only: hearts, at the French prompt too
    ("VP", "en", "J♠"),  # P is a French letter only: pique, at the English prompt too
    ("V♠", "en", "J♠"), ("JS", "fr", "J♠"), ("RK", "en", "K♦"), ("AT", "en", "A♣"),
    ("dc", "en", "Q♣"),  # C is clubs in English...
    ("dc", "fr", "Q♥"),  # ... and cœur in French
    ("10c", "fr", "10♥"), ("tt", "fr", "10♣"), ("td", "fr", "10♦"),
    ("10 ♦", "en", "10♦"), ("v  p", "fr", "J♠"), ("k h", "en", "K♥"),  # rank and suit apart
])
def test_read_card_at_the_prompt(text: str, lang: str, expected: str) -> None:
    assert read_card(text, lang) == parse_card(expected)


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("p", "en", SPADES), ("h", "fr", HEARTS), ("c", "en", CLUBS), ("c", "fr", HEARTS),
    ("k", "en", DIAMONDS), ("d", "fr", DIAMONDS), ("t", "en", CLUBS), ("pique", "en", SPADES),
])
def test_read_suit_at_the_prompt(text: str, lang: str, expected: int) -> None:
    assert read_suit(text, lang) == expected


def test_read_card_refuses_what_is_no_card() -> None:
    for lang in ("en", "fr"):
        with pytest.raises(CardError):
            read_card("11♥", lang)
        with pytest.raises(CardError):
            read_card("VX", lang)
        with pytest.raises(CardError, match="'1 0'"):  # quoted as typed, not joined
            read_card("1 0", lang)
        with pytest.raises(CardError):
            read_card("10 ♦ ♦", lang)


def test_the_usual_spellings_are_looked_up_in_each_language() -> None:
    # docs/format.md: English suit letters S H D C, French P C K T (C is cœur there); ranks
    # 7 8 9 10 J Q K A, V D R (valet, dame, roi), T for ten, in both languages; any case.
    from belote_cli.core.cards import card_texts, suit_texts

    en, fr, unknown = card_texts("en"), card_texts("fr"), card_texts(None)
    assert en["AH"] == en["ah"] == en["A♥"] == card(HEARTS, ACE)
    assert en["7c"] == card(CLUBS, SEVEN) and fr["7c"] == card(HEARTS, SEVEN)
    assert fr["VP"] == en["V♠"] == card(SPADES, JACK)
    assert fr["RK"] == card(DIAMONDS, KING) and fr["TT"] == card(CLUBS, TEN)
    assert en["TD"] == card(DIAMONDS, TEN) and en["10s"] == card(SPADES, TEN)
    # A letter the language does not have is not looked up (parse_card words the problem).
    assert "AH" not in fr and "VP" not in en and "7C" not in unknown
    assert unknown["7S"] == card(SPADES, SEVEN) and unknown["7P"] == card(SPADES, SEVEN)
    # 8 ranks (12 words) by 4 symbols, 4 more symbols and each language's 4 letters.
    assert len(set(en.values())) == 32 and len(set(fr.values())) == 32
    assert suit_texts("fr")["C"] == suit_texts("en")["H"] == suit_texts("en")["cœur"] == HEARTS
    assert suit_texts("en")["C"] == suit_texts("fr")["trèfle"] == CLUBS
    assert "C" not in suit_texts(None) and suit_texts(None)["♣"] == CLUBS
    # Every entry reads as parse_card reads it, in upper and lower case alike.
    for lang, table in (("en", en), ("fr", fr), (None, unknown)):
        for text, c in table.items():
            assert table[text.lower()] == table[text.upper()] == c
            assert parse_card(f" {text} ", lang) == c  # the long way round, spaces stripped


def test_cards_checks_its_mask_when_made() -> None:
    # Cards("x") raised int()'s own ValueError ("invalid literal for int() with base
    # 10"); Cards("12") and Cards(5.5) were read by int() (5.5 as 5, the cards 7♠ and 9♠),
    # and Cards(-1) made a mask of no cards.
    import pickle

    import belote_cli as b

    assert b.Cards(0b101) == 5 and str(b.Cards(0b101)) == "9♠ 7♠"  # cards 0 and 2
    assert b.Cards(b.Cards(5)) == 5 and b.Cards() == 0 and str(b.Cards()) == "-"
    assert pickle.loads(pickle.dumps(b.Cards(5))) == b.Cards(5)
    for junk in ("x", "12", 5.5, True, None, [1]):
        with pytest.raises(TypeError, match="^Cards\\(mask\\): a mask is an int of 32 bits, "
                                            "not "):
            b.Cards(junk)  # type: ignore[arg-type]
    for outside in (-1, 1 << 32):
        with pytest.raises(CardError, match=f"^Cards\\(mask\\): no cards make {outside}, "):
            b.Cards(outside)


# --- CardDict: a dict keyed by cards that a card's text reads too -------------------------
# J♥ is hearts (1) * 8 + J (4) = 12, A♠ spades (0) * 8 + A (7) = 7, 10♥ 1 * 8 + 3 = 11.

def test_a_card_dict_reads_a_cards_text_as_game_play_reads_it() -> None:
    d = CardDict({7: 30, 12: 55, 11: 0})
    for text in ("J♥", "JH", "jh", "Jh", "V♥", "vh", "J ♥"):
        assert d[text] == 55, text
        assert text in d and d.get(text) == 55 and d.get(text, -1) == 55
    for text in ("10h", "10♥", "Th", "10H"):  # a value of 0 is found, not the default
        assert d[text] == 0 and text in d and d.get(text, -1) == 0
    assert d["A♠"] == d["AS"] == d["AP"] == 30  # AP: as de pique, a letter only French has
    # The ints as in any dict.
    assert d[12] == 55 and 12 in d and d.get(7) == 30 and d.get(7, -1) == 30


def test_a_card_dict_misses_as_a_dict_does_naming_the_key() -> None:
    d = CardDict({7: 30, 12: 55})
    # Texts that are no card, and cards that have no value here (7♦, 9♥).
    for key in ("zz", "11♥", "", "J", "♥", "7♦", "9♥", "J♥ A♠"):
        with pytest.raises(KeyError) as missed:
            d[key]
        assert missed.value.args == (key,)
        assert key not in d and d.get(key) is None and d.get(key, 0) == 0
    for number in (13, 99, -1):
        with pytest.raises(KeyError) as missed:
            d[number]
        assert missed.value.args == (number,)
        assert number not in d and d.get(number) is None
    assert None not in d and (12,) not in d
    for unhashable in ([12], {"J♥": 1}):  # as a dict says: not a KeyError
        with pytest.raises(TypeError):
            d[unhashable]  # type: ignore[index]
        with pytest.raises(TypeError):
            unhashable in d  # noqa: B015
        with pytest.raises(TypeError):
            d.get(unhashable)  # type: ignore[arg-type]


def test_a_card_dict_is_the_dict_of_its_items() -> None:
    items = {12: 55.0, 7: 30.25}
    d = CardDict(items)
    assert isinstance(d, dict) and d == items and items == d and (d != items) is False
    assert d != {12: 55.0} and d != {7: 30.25, 12: 55.0, 11: 0.0}
    assert repr(d) == "{12: 55.0, 7: 30.25}" and str(d) == repr(d)
    assert list(d) == [12, 7] and list(d.items()) == [(12, 55.0), (7, 30.25)]
    assert list(d.keys()) == [12, 7] and list(d.values()) == [55.0, 30.25] and len(d) == 2
    assert json.dumps(d) == '{"12": 55.0, "7": 30.25}'
    assert dict(d) == items and type(dict(d)) is dict
    assert CardDict() == {} and not CardDict() and "J♥" not in CardDict()


# --- CardTuple, CardList: cards in order of play that print as cards ----------------------
# 8♠ is spades (0) * 8 + 8 (1) = 1, 7♠ 0, J♠ 4, Q♠ 5, A♠ 7, J♥ 1 * 8 + 4 = 12.

def test_a_card_tuple_prints_its_cards_and_is_the_tuple_of_their_ints() -> None:
    trick = CardTuple((1, 0, 4, 5))
    assert repr(trick) == str(trick) == f"{trick}" == "(8♠, 7♠, J♠, Q♠)"
    assert repr(CardTuple((12,))) == "(J♥,)" and repr(CardTuple()) == "()"
    assert isinstance(trick, tuple) and trick == (1, 0, 4, 5) and (1, 0, 4, 5) == trick  # noqa: SIM300
    assert trick != (1, 0, 4) and trick != [1, 0, 4, 5]  # a tuple is no list, as before
    assert hash(trick) == hash((1, 0, 4, 5)) and {(1, 0, 4, 5): "a"}[trick] == "a"
    assert trick[0] == 1 and type(trick[0]) is int and list(trick) == [1, 0, 4, 5]
    assert trick[1:3] == (0, 4) and type(trick[1:3]) is tuple and trick[-1] == 5
    assert len(trick) == 4 and 4 in trick and trick.index(5) == 3
    assert type(trick + (7,)) is tuple and trick + (7,) == (1, 0, 4, 5, 7)
    assert json.dumps(trick) == "[1, 0, 4, 5]" and json.dumps({"t": trick}) == '{"t": [1, 0, 4, 5]}'
    assert json.dumps([trick], indent=1) == json.dumps([[1, 0, 4, 5]], indent=1)
    assert CardTuple(iter([7, 12])) == (7, 12) and repr(CardTuple([7, 12])) == "(A♠, J♥)"


def test_a_card_list_prints_its_cards_and_is_the_list_of_their_ints() -> None:
    table = CardList([7, 0])
    assert repr(table) == str(table) == "[A♠, 7♠]" and repr(CardList()) == "[]"
    assert isinstance(table, list) and table == [7, 0] and [7, 0] == table  # noqa: SIM300
    assert table[0] == 7 and table[:1] == [7] and type(table[:1]) is list
    assert json.dumps(table) == "[7, 0]" and table != (7, 0)
    table.append(12)  # a copy of its own, a list's to change
    assert repr(table) == "[A♠, 7♠, J♥]" and table == [7, 0, 12]


def test_cards_in_order_of_play_print_an_item_that_is_no_card_as_it_is() -> None:
    # Made by hand with what is no card: printed, not an error, as a repr must not fail.
    assert repr(CardTuple((12, 99, -1))) == "(J♥, 99, -1)"
    assert repr(CardList(["x", 12, True, None])) == "['x', J♥, True, None]"


def test_cards_in_order_of_play_come_back_from_pickle_and_copy() -> None:
    import copy
    import pickle

    for value in (CardTuple((1, 0, 4, 5)), CardTuple(), CardList([7, 0])):
        for again in (pickle.loads(pickle.dumps(value)), copy.copy(value),
                      copy.deepcopy(value)):
            assert type(again) is type(value) and again == value and repr(again) == repr(value)


def test_belote_pairs_are_the_king_and_queen_of_each_suit() -> None:
    # Belote-rebelote is the king and queen of trump: one mask a suit, two cards each.
    from belote_cli.core.cards import BELOTE_PAIRS, mask_of, parse_cards

    pairs = tuple(mask_of(parse_cards(f"K{suit} Q{suit}")) for suit in "♠♥♦♣")
    assert pairs == BELOTE_PAIRS


# --- CardInt, SuitInt: one card, one trump that print as the game writes them ------------
# A♦ is diamonds (2) * 8 + A (7) = 23; J♥ 1 * 8 + 4 = 12.

def test_a_card_int_prints_its_card_and_is_the_int() -> None:
    from belote_cli.core.cards import CardInt

    ace = CardInt(23)
    assert repr(ace) == str(ace) == f"{ace}" == "A♦" and repr([ace, CardInt(12)]) == "[A♦, J♥]"
    assert isinstance(ace, int) and ace == 23 and 23 == ace and hash(ace) == hash(23)  # noqa: SIM300
    assert {23: "a"}[ace] == "a" and ace >> 3 == 2 and type(ace >> 3) is int
    assert type(ace + 0) is int and int(ace) == 23 and type(int(ace)) is int
    assert json.dumps(ace) == "23" and json.dumps({"r": ace}) == '{"r": 23}'


def test_a_card_int_or_suit_int_in_a_format_spec_pads_its_text() -> None:
    # A column of a table: ``f"{card:>4}"`` pads the card's text, as ``f"{card}"`` and
    # ``f"{card!s:>4}"`` write it, not its number; a number's presentation type asks for
    # the int: A♦ is 23, 0x17; ♥ is 1, TA 5.
    from belote_cli.core.cards import ALL_TRUMP, HEARTS, CardInt, SuitInt

    ace, hearts, ta = CardInt(23), SuitInt(HEARTS), SuitInt(ALL_TRUMP)
    assert f"{ace:>4}|{ace:<3}|{ace:^6}|{ace!s:>4}" == "  A♦|A♦ |  A♦  |  A♦"
    assert f"{hearts:>2}|{ta:3}|{ta:s}" == " ♥|TA |TA"
    assert f"{ace:d}|{ace:02x}|{ace:4d}|{hearts:d}|{ta:.1f}" == "23|17|  23|1|5.0"
    assert format(ace) == "A♦" and format(ace, "") == "A♦"


def test_a_suit_int_prints_its_suit_or_contract_and_is_the_int() -> None:
    from belote_cli.core.cards import ALL_TRUMP, HEARTS, NO_TRUMP, SuitInt

    hearts = SuitInt(HEARTS)
    assert repr(hearts) == str(hearts) == f"{hearts}" == "♥" and hearts == 1 == HEARTS
    assert repr(SuitInt(0)) == "♠" and repr(SuitInt(3)) == "♣"
    assert repr(SuitInt(NO_TRUMP)) == "SA" and repr(SuitInt(ALL_TRUMP)) == "TA"
    assert hash(hearts) == hash(1) and json.dumps(SuitInt(NO_TRUMP)) == "4"


def test_a_card_int_and_a_suit_int_refuse_what_is_no_card_or_trump() -> None:
    from belote_cli.core.cards import CardInt, SuitInt
    from belote_cli.core.errors import CardError, RuleError

    with pytest.raises(CardError, match=r"CardInt\(c\): no card 32"):
        CardInt(32)
    for value in ("J♥", True, 1.0):
        with pytest.raises(TypeError, match=r"CardInt\(c\): a card is an int 0-31"):
            CardInt(value)  # type: ignore[arg-type]
    for value in (6, -1, True):
        with pytest.raises(RuleError):
            SuitInt(value)


def test_a_card_int_and_a_suit_int_come_back_from_pickle_and_copy() -> None:
    import copy
    import pickle

    from belote_cli.core.cards import CardInt, SuitInt

    for value in (CardInt(23), CardInt(0), SuitInt(1), SuitInt(5)):
        for again in (pickle.loads(pickle.dumps(value)), copy.copy(value),
                      copy.deepcopy(value)):
            assert type(again) is type(value) and again == value and repr(again) == repr(value)


# --- the edges of the card and mask checks ---------------------------------------------------
# A card is suit * 8 + rank, 0-31: 7♠ is 0 (spades 0, rank 7 the lowest), A♣ 31 (clubs 3,
# ace 7); a mask holds bit c for card c, so 1 << 32 is past A♣.

def test_the_first_and_last_cards_pass_the_checks_and_their_neighbours_do_not() -> None:
    from belote_cli.core.cards import Cards, check_card

    assert check_card(0, "c") == 0 and check_card(31, "c") == 31
    for outside in (-1, 32):
        with pytest.raises(CardError, match=f"^c: no card {outside}, a card is an int 0-31$"):
            check_card(outside, "c")
    assert card_symbol(0) == "7♠" and card_symbol(31) == "A♣"
    for outside in (32, 33, -1):
        with pytest.raises(CardError,
                           match=f"^card_symbol\\(c\\): no card {outside}, a card is an int 0-31$"):
            card_symbol(outside)
    # A hand holding 7♠ and A♣ holds them, and no card past either end.
    hand = Cards(mask_of([0, 31]))
    assert 0 in hand and 31 in hand and parse_card("7♠") in hand and parse_card("A♣") in hand
    assert 1 not in hand and 30 not in hand and 32 not in hand and -1 not in hand


def test_bits_refuses_a_mask_past_a_clubs_at_the_call() -> None:
    with pytest.raises(CardError, match="^bits\\(mask\\): no cards make 4294967296, "):
        bits(1 << 32)  # the mask of a card 32, which is no card
    with pytest.raises(CardError, match="^bits\\(mask\\): no cards make -1, "):
        bits(-1)
    assert list(bits((1 << 32) - 1)) == list(range(32))


def test_an_unknown_suit_names_the_letters_of_the_language_read() -> None:
    # docs/format.md: English S H D C, French P C K T; an unknown language (None) is told
    # the English ones, as parse_card tells it.
    for lang, letters in (("en", "S H D C"), ("fr", "P C K T"), (None, "S H D C")):
        with pytest.raises(CardError) as info:
            parse_suit("X", lang)
        assert str(info.value) == f"unknown suit 'X' (expected ♠ ♥ ♦ ♣ or {letters})"


def test_a_number_past_its_limit_is_the_limit_plus_one() -> None:
    from belote_cli.core.cards import parse_number

    assert parse_number("99", 99) == 99 and parse_number("099", 99) == 99
    assert parse_number("100", 99) == 100  # as many digits as 99 and one: min(100, 100)
    assert parse_number("12345", 99) == 100  # more digits than 99 has: never read whole
    assert parse_number("9" * 5000, 99) == 100
    assert parse_number("1²", 99) is None and parse_number("", 99) is None


def test_strength_without_a_trump_suit_plain_under_sa_trump_under_ta() -> None:
    # STRENGTH's rows 4 and 5: under SA every card is plain (0-7, A 10 K Q J 9 8 7 from 7
    # down), under TA every card a trump (8-15, J 9 A 10 K Q 8 7 from 15 down), each suit
    # alike. In natural rank order 7 8 9 10 J Q K A:
    from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP

    sa = [0, 1, 2, 6, 3, 4, 5, 7]
    ta = [8, 9, 14, 12, 15, 10, 11, 13]
    for s in SUITS:
        assert [STRENGTH[NO_TRUMP][card(s, r)] for r in range(8)] == sa
        assert [STRENGTH[ALL_TRUMP][card(s, r)] for r in range(8)] == ta


@pytest.mark.parametrize("lang", ["FR", " fr ", "Fr"])
def test_a_language_is_read_in_any_case_as_the_commands_read_it(lang: str) -> None:
    # belote --lang FR is French; parse_card('VC', lang='FR') was a ValueError.
    assert parse_card("VC", lang) == parse_card("VC", "fr") == parse_card("J♥")
    assert parse_suit("C", lang) == HEARTS
    assert parse_card("JH", lang.replace("r", "n").replace("R", "N").replace("f", "e")
                      .replace("F", "E")) == parse_card("J♥")
    with pytest.raises(ValueError, match=r"^lang: 'en', 'fr' or None \(both\), in any case, "
                                         r"not 'de'$"):
        parse_card("JH", "de")


def test_a_letter_of_two_readings_without_a_language_names_the_argument() -> None:
    # parse_card('VC', None): C is clubs in English and coeur in French; the message told
    # the caller to add 'lang: en' to a file, where there is no file but an argument.
    from belote_cli.texts import describe

    with pytest.raises(SuitLetterError) as caught:
        parse_card("VC", None)
    assert str(caught.value) == ("card 'VC': C is clubs in English and cœur in French, and "
                                 "lang=None reads both: give lang='en' or lang='fr'")
    assert describe(caught.value, "fr") == (
        "carte 'VC'\u00a0: C est trèfle en anglais et cœur en français, et lang=None lit les "
        "deux\u00a0: donnez lang='en' ou lang='fr'")
