"""Declared announcements (*annonces faites*): a seat's ``Declaration``, as the deal file's
``announce:`` lines write it (``N tierce A♥``, ``E carré V``), read by ``parse_declaration``
(either language) and checked against the cards the seat held (``check_declarations``,
``assess``: which declarations hold, which team scores them, the notes on a scored deal).
The announcements themselves, their detection and their scoring are ``announcements``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence

from . import reprs
from .announcements import (
    CARRE,
    CARRE_POINTS,
    CARRE_POINTS_SA,
    CENT,
    CINQUANTE,
    TIERCE,
    Announcement,
    Fate,
    Kind,
    Settled,
    detect,
    sequence_kind,
    team_points,
    winner,
)
from .cards import (
    ACE,
    EIGHT,
    HEARTS,
    JACK,
    KING,
    NINE,
    NO_TRUMP,
    QUEEN,
    RANK_NAMES_EN,
    SEVEN,
    SUITS,
    TEN,
    bits,
    card,
    card_of_text,
    composed,
    parse_number,
    written_number,
)
from .english import Wording
from .errors import CardError, Reason
from .seats import Seat, parse_seat


@dataclasses.dataclass(frozen=True, slots=True)
class Declaration:
    """An announcement declared by a seat (*annonce faite*), as written in a deal file."""

    seat: Seat
    announcement: Announcement

    def __repr__(self) -> str:
        return reprs.of(self)

    def notation(self) -> str:
        """The deal-file line: ``announce: N tierce AH``."""
        return f"announce: {self.seat.name} {self.announcement.notation()}"


_KIND_WORDS: dict[str, Kind] = {
    "tierce": "tierce", "terce": "tierce",
    "cinquante": "cinquante", "fifty": "cinquante", "quarte": "cinquante",
    "cent": "cent", "hundred": "cent", "quinte": "cent",
    "carré": "carre", "carre": "carre", "square": "carre", "fours": "carre",
    # Four of a rank, as players say a carré: 'quatre rois', 'four kings'.
    "quatre": "carre", "four": "carre",
    # 'one hundred', 'a hundred': the cent, as 'hundred' is.
    "one hundred": "cent", "a hundred": "cent",
}
#: The words of a carré that count its four cards, read before a rank across a hyphen too
#: (``quatre-rois``, ``four-kings``).
_COUNT_WORDS = frozenset({"quatre", "four"})
#: The words of a cent that, before a rank alone, are read as ``100`` (``cent d'as``,
#: ``hundred aces``: the carré of aces).
_HUNDRED_WORDS = frozenset({"cent", "hundred", "one hundred", "a hundred"})
#: Belote-rebelote as a player may write it on an ``announce:`` line.
_BELOTE_WORDS = frozenset({"belote", "rebelote", "belote-rebelote", "belote/rebelote"})
_RANK_WORDS: dict[str, int] = {
    "9": NINE, "nine": NINE, "nines": NINE, "neuf": NINE, "neufs": NINE,
    "10": TEN, "t": TEN, "ten": TEN, "tens": TEN, "dix": TEN,
    "j": JACK, "v": JACK, "jack": JACK, "jacks": JACK, "valet": JACK, "valets": JACK,
    "q": QUEEN, "d": QUEEN, "queen": QUEEN, "queens": QUEEN, "dame": QUEEN, "dames": QUEEN,
    "k": KING, "r": KING, "king": KING, "kings": KING, "roi": KING, "rois": KING,
    "a": ACE, "ace": ACE, "aces": ACE, "as": ACE,
}
#: An announcement's value in French or English words, read as its digits (``cent
#: cinquante 9``, ``hundred and fifty 9``, as ``150 9``); hyphens are spaces
#: (``deux-cents``, ``two-hundred``). ``cinquante``/``fifty`` and ``cent``/``hundred`` are
#: the names of the sequences (``_KIND_WORDS``), except a cent's before a rank alone.
_VALUE_WORDS: dict[str, int] = {
    "vingt": 20, "cent cinquante": 150, "deux cents": 200, "deux cent": 200,
    "twenty": 20, "two hundred": 200, "two hundreds": 200,
    **{f"{hundred}{and_} fifty": 150 for hundred in ("hundred", "one hundred", "a hundred")
       for and_ in ("", " and")},
}
#: The first word of a value in words that no other value begins with, and that value:
#: ``deux A♥`` is said to be no ``deux cents``.
_TWO_HUNDRED = {"deux": "deux cents", "two": "two hundred"}
#: The names and values written in more than one word (``deux cents``, ``one hundred and
#: fifty``), read as one word where the first begins.
_PHRASES = frozenset(words for words in (*_VALUE_WORDS, *_KIND_WORDS) if " " in words)
#: Their numbers of words, the most first: the longest phrase is read.
_PHRASE_LENGTHS = sorted({len(words.split()) for words in _PHRASES}, reverse=True)
#: The sequence an announcement's value names (``announce: W 50 A♥``, as players say
#: "cinquante"); a carré is named by its value through ``CARRE_POINTS``.
_SEQUENCE_VALUES: dict[int, Kind] = {20: "tierce", 50: "cinquante", 100: "cent"}
#: The cards of each kind of sequence (a cent: five, or more where its length is written).
_SEQUENCE_LENGTHS: dict[str, int] = {TIERCE: 3, CINQUANTE: 4, CENT: 5}
_NO_VALUE_RANKS = {"7", "8", "seven", "sevens", "eight", "eights", "sept", "huit", "huits"}
#: Each rank word's rank, with the sevens' and eights'.
_RANK_INDEX: dict[str, int] = {
    **_RANK_WORDS, "7": SEVEN, "seven": SEVEN, "sevens": SEVEN, "sept": SEVEN,
    "8": EIGHT, "eight": EIGHT, "eights": EIGHT, "huit": EIGHT, "huits": EIGHT}
_KEYS = ("announce", "annonce", "announcement")
#: ``la`` and ``le`` as the program says a sequence's top (``cinquante à la D♦``).
_FILLERS = {"de", "des", "of", "à", "au", "la", "le"}
#: French ``de`` before a vowel, on a rank (``d'as``, ``d'A``, ``d'10``): read as the rank
#: alone, never as a card (in an English file ``as`` is the ace of spades, ``d'as`` no card);
#: ``l'`` as ``d'``, as the program says a top card (``tierce à l'A♦``).
_ELISION = re.compile(r"[dl]['’](?=.)", re.IGNORECASE)


class AnnouncementError(CardError):
    """A declared announcement that cannot be read; ``offset`` is where the offending word
    starts in the text given to ``parse_declaration`` (0-based)."""

    def __init__(self, code: str, offset: int = 0, /, **params: object) -> None:
        super().__init__(code=code)
        self.params.update(params)
        self.offset = offset

    @classmethod
    def at(cls, error: CardError, offset: int) -> AnnouncementError:
        """``error`` (a card, a seat, a rank that cannot be read) at ``offset``."""
        return cls(error.code, offset, **error.params)


_WORD = re.compile(r"[^\s,]+")


def parse_declaration(text: str, lang: str | None = "en", trump: int | None = None
                      ) -> Declaration:
    """Read one declared announcement: ``N tierce A♥``, ``E carré V``, ``S cent K♠ 6``.

    A leading ``announce:`` / ``annonce:`` key is allowed. Kinds: ``tierce``,
    ``cinquante`` (``fifty``, ``quarte``), ``cent`` (``hundred``, ``one hundred``,
    ``quinte``), ``carré`` (``carre``, ``square``, ``quatre``: ``quatre rois``, ``four
    kings``, ``quatre-rois``). A sequence names its top card (suit letters of ``lang``, see
    ``cards.parse_card``), and a cent of more than five cards its length after it; a carré
    names its rank (``J``/``V``, ``9``, ``A``, ``10``, ``K``/``R``, ``Q``/``D``, or
    ``jacks``, ``valets``…). The kind may be written as its value, where it names one
    announcement: ``W 50 A♥`` (a cinquante), ``N 200 J`` (the carré of jacks; under sans
    atout, ``trump`` ``NO_TRUMP``, the scale of ``CARRE_POINTS_SA``); ``100 A♥`` (a cent
    or the carré of aces) is refused, naming both, and ``200 J♥`` as ``carré J♥`` is. The
    value may be written in French or English words, read as its digits: ``vingt``,
    ``twenty``, ``cent cinquante``, ``hundred and fifty``, ``deux cents`` (or ``deux
    cent``, ``deux-cents``), ``two hundred``. ``cinquante`` and ``cent`` (``hundred``)
    name the sequences, but ``cent`` before a rank alone is read as ``100`` (``cent as``,
    ``cent d'as``, ``hundred aces``: the carré of aces), a sequence naming its top card
    with its suit. ``d'`` may go before any rank (``cent d'A``, ``carré d'10``), with or
    without its apostrophe (``cent d as``), and before a card (``cent d'A♥``, the cent to
    A♥); ``d`` before anything else is a filler word, as ``de`` is. Raises
    ``AnnouncementError`` with the offset of the word at fault.
    """
    text = composed(text)
    words = _declaration_words(text)
    tokens = [w for w, _ in words]
    if len(tokens) >= 2 and tokens[1].lower() in _BELOTE_WORDS:
        # Belote-rebelote is declared on its own line, not with the announcements.
        raise AnnouncementError("ann_belote", words[1][1], text=" ".join(tokens),
                                seat=tokens[0])
    _join_phrase(words, tokens)
    if len(tokens) < 3:
        raise AnnouncementError("ann_incomplete", words[0][1] if words else 0,
                                text=text.strip())
    try:
        seat = parse_seat(tokens[0])
    except CardError as e:
        raise AnnouncementError.at(e, words[0][1]) from None
    kind = _KIND_WORDS.get(_phrase(tokens[1]))
    written, unread, named = _read_card_word(tokens[2], lang)
    value = _written_value(tokens, kind, written)
    if value is not None:
        by_value = _by_value(tokens, [at for _, at in words], value, written, unread, trump,
                             named)
        if isinstance(by_value, Announcement):
            return Declaration(seat, by_value)
        kind = by_value
    if kind is None:
        raise _kind_unknown(tokens[1], words[1][1], trump)
    if kind == CARRE:
        return Declaration(seat, _carre(tokens, words, named))
    return Declaration(seat, _sequence(tokens, words, kind, written, unread))


def _declaration_words(text: str) -> list[tuple[str, int]]:
    """The words of an announcement and where each begins, after its ``announce:`` key
    if any; ``quatre-rois`` (``four-kings``) two words."""
    start = 0
    head, colon, _ = text.partition(":")
    if colon and head.strip().lower() in _KEYS:
        start = len(head) + 1
    words = _words(text, start)
    if len(words) >= 2:
        # 'quatre-rois', 'four-kings': 'quatre rois', 'four kings', the rank at its column
        # (as a value in words is read across hyphens, 'deux-cents').
        count, hyphen, rest = words[1][0].partition("-")
        if hyphen and rest and count.lower() in _COUNT_WORDS:
            at = words[1][1]
            words[1:2] = [(count, at), (rest, at + len(count) + 1)]
    return words


def _join_phrase(words: list[tuple[str, int]], tokens: list[str]) -> None:
    """The words after the seat that write a value or a name in words (``cent
    cinquante``, ``deux cents``, ``one hundred and fifty``) made one, in ``words`` and
    ``tokens``, where the first begins."""
    for n in _PHRASE_LENGTHS:
        if len(words) >= 1 + n and _phrase(" ".join(tokens[1:1 + n])) in _PHRASES:
            words[1:1 + n] = [(" ".join(tokens[1:1 + n]), words[1][1])]
            tokens[1:1 + n] = [words[1][0]]
            break


def _read_card_word(word: str, lang: str | None) -> tuple[int | None, CardError | None, str]:
    """The word after the kind read as a card (``cent d'A♥``: the cent to A♥), else None
    and why not; with the word as a carré's error names it (a card after ``d'`` without
    it)."""
    try:
        return card_of_text(word, lang), None, word
    except CardError as e:
        written = _read_elided_card(word, lang)
        if written is None:
            return None, e, word
        return written, None, word[2:]  # 'carré d'A♥': A♥, as a rank after d' is named


def _written_value(tokens: list[str], kind: Kind | None, written: int | None) -> int | None:
    """The value the word after the seat writes where it names no kind (``50``,
    ``deux cents``), else None; ``cent`` before a rank alone is ``100``."""
    if (_phrase(tokens[1]) in _HUNDRED_WORDS and written is None and len(tokens) == 3
            and _bare(tokens[2]) in _RANK_WORDS.keys() | _NO_VALUE_RANKS):
        # 'cent as', 'cent d'as', 'hundred aces': a carré worth 100, as players say it; a
        # sequence names its top card with its suit ('cent A♥'). Read as '100 as' is.
        return 100
    return _value_of(tokens[1]) if kind is None else None


def _kind_unknown(word: str, offset: int, trump: int | None) -> AnnouncementError:
    """The error of a ``word`` after the seat that names no kind of announcement."""
    if word.lower() in _TWO_HUNDRED:
        # 'deux A♥', 'two A♥': the one value in words that begins so is 'deux cents' ('two
        # hundred').
        scale = "_sa" if trump == NO_TRUMP else ""
        return AnnouncementError("ann_deux", offset, word=word,
                                 value_words=_TWO_HUNDRED[word.lower()],
                                 meaning=Reason(f"worth_200{scale}"))
    return AnnouncementError("ann_kind", offset, word=word)


def _carre(tokens: list[str], words: list[tuple[str, int]], named: str) -> Announcement:
    """The carré of ``SEAT carré RANK``."""
    if len(tokens) > 3:
        raise AnnouncementError("ann_after_rank", words[3][1], word=tokens[3])
    try:
        rank = _parse_carre_rank(tokens[2], named)
    except CardError as e:
        raise AnnouncementError.at(e, words[2][1]) from None
    return Announcement.carre(rank)


def _sequence(tokens: list[str], words: list[tuple[str, int]], kind: Kind,
              written: int | None, unread: CardError | None) -> Announcement:
    """The sequence of ``SEAT KIND TOP [LENGTH]``, ``written`` the top card read (else
    ``unread`` why not)."""
    length = _SEQUENCE_LENGTHS[kind]
    if written is None:
        assert unread is not None
        raise (_rank_alone(tokens[2], kind, length, words[2][1])
               or AnnouncementError.at(unread, words[2][1]))
    top = written
    if len(tokens) > 3:
        given = parse_number(tokens[3], 8) if len(tokens) == 4 else None
        if given is None:
            raise AnnouncementError("ann_after_top", words[3][1], word=tokens[3])
        if not 3 <= given <= 8 or sequence_kind(given) != kind:  # a suit has 8 cards
            raise AnnouncementError("ann_bad_length", words[3][1], kind=kind,
                                    n=written_number(tokens[3]))
        length = given
    if top & 7 < length - 1:
        raise AnnouncementError("ann_top", words[2][1], kind=kind, n=length, card=top)
    return Announcement.sequence(top >> 3, top & 7, length)


def _words(text: str, start: int) -> list[tuple[str, int]]:
    """The words of ``text`` from ``start`` and where each begins, without the filler words
    (``de``, ``of``…). ``d`` is one too (``cent d rois``), except as the last word (the
    queen, ``carré d``); before a rank it is the ``d'`` written without its apostrophe
    (``cent d as`` is ``cent d'as``, one word where ``d`` begins)."""
    found = [(m.group(), m.start()) for m in _WORD.finditer(text, start)
             if m.group().lower() not in _FILLERS]
    words: list[tuple[str, int]] = []
    for word, at in found:
        if len(words) >= 2 and words[-1][0].lower() == "d":
            d_at = words.pop()[1]
            if _is_rank(word):
                word, at = f"d'{word}", d_at
        words.append((word, at))
    return words


def _rank_text(word: str) -> str:
    """``word`` without the ``d'`` before a rank (``d'A``: ``A``), to read and to name."""
    rest = word[2:] if _ELISION.match(word) else word
    return rest if _is_rank(rest) else word


def _bare(word: str) -> str:
    """``_rank_text`` in lower case, to look up."""
    return _rank_text(word).lower()


def _read_elided_card(word: str, lang: str | None) -> int | None:
    """The card ``word`` writes after ``d'`` (``cent d'A♥``: ``A♥``), None for anything
    else; ``d'`` before a rank alone (``d'as``) is the rank, no card."""
    rest = word[2:] if _ELISION.match(word) else ""
    if not rest or _is_rank(rest):
        return None
    try:
        return card_of_text(rest, lang)
    except CardError:
        return None


def _is_rank(word: str) -> bool:
    """Whether ``word`` is a rank alone, in words, letters or digits (``as``, ``V``, ``10``,
    ``huit``)."""
    return word.lower() in _RANK_WORDS.keys() | _NO_VALUE_RANKS


def _value_of(word: str) -> int | None:
    """The value ``word`` writes, in digits (``150``) or in French words (``cent
    cinquante``, ``deux-cents``); None for any other word."""
    number = parse_number(word, 1000)
    if number is not None:
        return number
    return _VALUE_WORDS.get(_phrase(word))


def _phrase(words: str) -> str:
    """``words`` to look up: in lower case, hyphens and runs of spaces one space
    (``Deux-Cents``: ``deux cents``)."""
    return " ".join(words.lower().replace("-", " ").split())


def _by_value(tokens: list[str], offsets: list[int], value: int, top: int | None,
              unread: CardError | None, trump: int | None, named: str
              ) -> Announcement | Kind:
    """The announcement that ``SEAT VALUE WORD…`` names (a carré), or the kind of its
    sequence, to be read as ``SEAT KIND TOP…``; ``AnnouncementError`` where the value names
    none, or two (``100 A♥``: the cent to A♥ or the carré of aces). ``value``: what
    ``tokens[1]`` writes; ``top``: ``WORD`` read as a card, else None and ``unread`` why
    not; ``named``: ``WORD`` as an error names the card (``d'V♥``: ``V♥``)."""
    sa = trump == NO_TRUMP
    carres = CARRE_POINTS_SA if sa else CARRE_POINTS
    sequence = _SEQUENCE_VALUES.get(value)
    ranks = [r for r, points in carres.items() if points == value]
    if sequence is None and not ranks:
        raise AnnouncementError("ann_value", offsets[1], value=tokens[1])
    word = tokens[2]
    rank = top & 7 if top is not None else _RANK_WORDS.get(_bare(word))
    if sequence is None and top is not None and rank in ranks:
        # '200 V♥': a carré names its rank, never a card, as 'carré V♥' says. The same rule
        # under every trump, on the scale of that trump: under sans atout 200 is the carré
        # of aces and 150 of tens (CARRE_POINTS_SA, VARIANTS.md's FFB annex), so there
        # '200 A♥' says this, and '200 V♥', whose jacks are worth 100, that no announcement
        # worth 200 has V♥ (ann_value_none, naming the carré of aces), as '200 A♥' does
        # under a trump suit: the messages differ because 200 means another carré there.
        raise AnnouncementError.at(CardError(code="carre_rank", word=named), offsets[2])
    if sequence is not None and top is not None and len(tokens) > 3:
        return sequence  # a length after the top card: a cent of six, seven or eight
    length = _SEQUENCE_LENGTHS.get(sequence or "", 0)
    as_sequence = sequence is not None and top is not None and top & 7 >= length - 1
    as_carre = rank in ranks and len(tokens) == 3
    if as_sequence and as_carre:
        assert top is not None and rank is not None
        raise AnnouncementError(
            "ann_value_two", offsets[1], text=" ".join(tokens[1:]), value=value,
            sequence=Announcement.sequence(top >> 3, top & 7, length),
            carre=Announcement.carre(rank))
    if as_carre:
        assert rank is not None
        return Announcement.carre(rank)
    if sequence is not None and top is not None:
        return sequence  # read as the sequence: a top card too low is said there
    if rank is None and ranks and _bare(word) in _NO_VALUE_RANKS and len(tokens) == 3:
        # '150 8': a carré of eights or sevens, which scores nothing, as 'carré 8' says.
        raise AnnouncementError.at(CardError(code="carre_nothing", word=_rank_text(word)),
                                   offsets[2])
    if rank is None and unread is not None and _bare(word) not in _NO_VALUE_RANKS:
        raise AnnouncementError.at(unread, offsets[2])  # a rank alone ('50 8'): no card
    if len(tokens) > 3 and rank in ranks:
        raise AnnouncementError("ann_after_rank", offsets[3], word=tokens[3])
    scale = "_sa" if sa and sequence not in (TIERCE, CINQUANTE) else ""
    raise AnnouncementError("ann_value_none", offsets[2], value=value, word=_rank_text(word),
                            meaning=Reason(f"worth_{value}{scale}"))


def _rank_alone(word: str, kind: Kind, length: int, offset: int
                ) -> AnnouncementError | None:
    """``tierce K``, ``tierce king``: a rank without its suit, where a sequence (``kind``,
    ``length`` cards) names its top card with its suit (``tierce K♥``, or ``A♥`` where that
    rank tops no such sequence); None for a word that is no rank."""
    try:
        top = card_of_text(_rank_text(word) + "♥")
    except CardError:
        if not _is_rank(_rank_text(word)):
            return None
        # A rank in words ('tierce king', 'tierce as' in a French file, 'tierce d'as'): a
        # rank still, not an unknown card.
        top = card(HEARTS, _RANK_INDEX[_bare(word)])
    example = top if top & 7 >= length - 1 else card_of_text("A♥")
    return AnnouncementError("ann_top_suit", offset, word=_rank_text(word), kind=kind,
                             card=example)


def _parse_carre_rank(token: str, named: str) -> int:
    """The rank of a carré written ``token``; ``named``: the word as the error names it
    (a card after ``d'`` without it)."""
    t = _bare(token)
    if t in _RANK_WORDS:
        return _RANK_WORDS[t]
    if t in _NO_VALUE_RANKS:
        raise CardError(code="carre_nothing", word=_rank_text(token))
    raise CardError(code="carre_rank", word=named)


def format_declaration(declaration: Declaration) -> str:
    """The deal-file line for ``declaration``: ``announce: N tierce AH``."""
    return declaration.notation()


# --- checking declarations against the cards --------------------------------------------------


def _in_order(mask: int) -> list[int]:
    """The cards of ``mask`` as an announcement names them: by suit (♠ ♥ ♦ ♣), each suit
    in the natural order of sequences, A K Q J 10 9 8 7 (``J♦ 10♦`` of a cent to A♦), where
    ``sorted_cards``' order of strength put the ten after the ace."""
    return sorted(bits(mask), key=lambda c: (SUITS.index(c >> 3), -(c & 7)))


def check_declarations(
    declarations: Sequence[Declaration], hands: Sequence[int]
) -> tuple[tuple[Declaration, ...], list[Reason]]:
    """Sort declarations into the true ones and notes about the false ones.

    ``hands[seat]`` is the mask of the cards the seat held (in a scored deal file: the
    cards it played). A declaration is false when the seat did not hold all its cards,
    or when it reuses a card of an earlier true declaration of the same seat (a card serves
    in one announcement only). Returns the true declarations, in order, and one note per
    false one for the text catalogue (``false_missing``: ``false announcement: N tierce A♥
    (N did not play Q♥)``; ``false_shared``: the cards already serving in another).
    """
    accepted: list[Declaration] = []
    problems: list[Reason] = []
    for d in declarations:
        ann = d.announcement
        missing = ann.cards & ~hands[d.seat]
        if missing:
            problems.append(Reason("false_missing", {"declaration": d, "seat": d.seat,
                                                     "cards": _in_order(missing)}))
            continue
        clash = next((a for a in accepted if a.seat is d.seat
                      and a.announcement.cards & ann.cards), None)
        if clash is not None:
            shared = _in_order(clash.announcement.cards & ann.cards)
            problems.append(Reason("false_shared", {"declaration": d, "cards": shared,
                                                    "announcement": clash.announcement}))
            continue
        accepted.append(d)
    return tuple(accepted), problems


def by_team(declarations: Iterable[Declaration]) -> tuple[list[Announcement], list[Announcement]]:
    """The announcements of NS and of EW."""
    teams: tuple[list[Announcement], list[Announcement]] = ([], [])
    for d in declarations:
        teams[d.seat.team].append(d.announcement)
    return teams


def declared_points(declarations: Iterable[Declaration], trump: int) -> tuple[int, int]:
    """``team_points`` for declarations: what each team's announcements score if made."""
    ns, ew = by_team(declarations)
    return team_points(ns, ew, trump)


def declare_all(hands: Sequence[int], trump: int | None = None) -> list[Declaration]:
    """Every seat's best announcements (what bots declare), in seat order N E S W."""
    return [Declaration(seat, a) for seat in Seat for a in detect(hands[seat], trump)]


@dataclasses.dataclass(frozen=True, slots=True)
class Judgement:
    """A deal file's declared announcements once checked (``assess``).

    ``points``: what the true ones score per team before the deal's fate
    (``team_points``); ``declarations``: the true ones (all of them when the hands are not
    known, none when the rule is off); ``problems``: notes on the false ones, or that they
    were not checked or not counted (``Reason``s, worded by the text catalogue).
    """

    points: tuple[int, int]
    declarations: tuple[Declaration, ...]
    problems: tuple[Reason, ...]
    trump: int

    def notes(self, fate: Fate | None = None) -> list[Reason]:
        """The problems, then one note on the true announcements and where their points go
        once the deal's ``fate`` is known: ``announcements: N tierce A♥; NS score 20``,
        ``…; EW's 50 go to NS (capot)``, ``…; NS's 20 held with the litige stake``. Without a
        fate each team keeps what it scored."""
        notes = list(self.problems)
        if not self.declarations:
            return notes
        listed = self.declarations
        ns, ew = by_team(self.declarations)
        team = winner(ns, ew, self.trump)
        if team is None:
            notes.append(Reason("ann_note_equal", {"declarations": listed}))
            return notes
        worth = self.points[team]
        settled = Settled(self.points) if fate is None else fate.settle(self.points)
        values = {"declarations": listed, "team": team, "worth": worth}
        if settled.held:
            notes.append(Reason("ann_note_held", values))
        elif fate is None or settled.points[team] == worth:
            notes.append(Reason("ann_note_score", values))
        else:
            notes.append(Reason("ann_note_go", {**values, "other": team.other,
                                                "why": fate.why()}))
        return notes


def assess(
    declarations: Sequence[Declaration],
    hands: Sequence[int] | None,
    trump: int,
    enabled: bool = True,
) -> Judgement:
    """Check a deal file's declared announcements and count what the true ones score.

    ``hands[seat]``: the cards each seat played, to check the declarations against; None
    when they are not known (the piles form): the declarations are then taken as written.
    ``enabled``: the ``announcements`` rule; when off, declarations are not counted and a
    note says so. Score the deal with ``points``, then write ``notes(Fate.of(score))``.
    """
    if not declarations:
        return Judgement((0, 0), (), (), trump)
    if not enabled:
        # The rules key to add, in the reader's language (a deal file names its own).
        return Judgement((0, 0), (), (Reason("ann_not_counted", {
            "key": Wording("rules", "règles")}),), trump)
    if hands is None:
        accepted = tuple(declarations)
        problems = [Reason("ann_not_checked")]
    else:
        accepted, problems = check_declarations(declarations, hands)
    ns, ew = by_team(accepted)
    return Judgement(team_points(ns, ew, trump), accepted, tuple(problems), trump)


def label(announcement: Announcement) -> str:
    """A name to count announcements by: ``tierce``, ``cinquante``, ``cent``, ``carré J``…"""
    if announcement.is_carre:
        return f"carré {RANK_NAMES_EN[announcement.rank]}"
    return announcement.kind


#: Every ``label``, in the order of the rule book (for tables of frequencies).
LABELS: tuple[str, ...] = ("tierce", "cinquante", "cent", "carré J", "carré 9", "carré A",
                           "carré 10", "carré K", "carré Q")
