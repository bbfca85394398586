"""Writing the deal file: ``dumps`` (the canonical form of each deal, separated by
``---``) and ``dump`` (a file written whole or not at all, or an open text file).
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from typing import TextIO

from ..core.cards import (
    card_name,
    check_card,
    contract_kind,
    not_a_flag,
    shown,
    sorted_cards,
    suit_letter,
)
from ..core.coinche import Contract, checked_contract, default_target
from ..core.declarations import Declaration
from ..core.english import Wording, one_of
from ..core.errors import BeloteError, RuleError, named_error, shown_name, unwritable_character
from ..core.rules import GAME_NAMES, TWO_PLAYER_GAMES, RuleSet
from ..core.seats import Seat, Team
from ..core.talon import DRAWING_TRICKS, check_dealer, check_deck
from ..system.files import write_whole
from .model import DealRecord


def dumps_one(record: DealRecord, after_rules: bool = False) -> str:
    """One deal in the canonical form: header lines, then ``1: S:AH W:7H N:10H E:KH``…
    (the cards alone, ``1: AH 7H 10H KH``, where no dealer or leader says who led).
    ``after_rules``: a deal before it in the file has a ``rules:`` line, which would hold
    for this one too: a deal of the default rules then says ``rules:`` with no option.

    Refuses what ``dumps`` refuses of one deal, ``load`` not reading it back, a deal
    without bidding (``discovery=True``) with a taker, a contract, a belote or
    announcements, or of another game than classic belote among them (a ``RuleError``)."""
    text = _deal_text(record, after_rules)
    _check_discovery(record)
    return text


def _deal_text(record: DealRecord, after_rules: bool) -> str:
    # ``dumps_one``'s text, a deal without bidding checked by the caller (``file_text``
    # naming the deal, or not at all where ``score`` reads the text).
    try:
        contract_kind(record.trump)
    except RuleError as e:
        raise named_error(e, "trump") from None
    _check_fields(record)
    if record.contract is not None:  # what load reads back: a bid, of the deal's trump
        checked_contract(record.contract, contract_kind(record.trump), record.taker)
    _check_deck(record)
    if record.is_two:
        _check_two(record)
    if (record.rules.variant == "coinche" and record.contract is None
            and record.taker is not None and not record.discovery):
        # What ``load`` refuses: coinche is scored on the bid, which a taker alone lacks.
        raise RuleError(code="dumps_coinche_taker", taker=record.taker)
    whole = 16 if record.is_two else 8
    if record.piles is not None and not record.piles:
        raise RuleError(code="dumps_piles_empty")
    if record.piles is None and len(record.tricks) != whole:
        # What ``load`` would refuse: a deal file holds whole deals.
        raise RuleError(code="dumps_trick_count", n=len(record.tricks), whole=whole)
    if record.piles is None:
        _check_tricks(record.tricks, 2 if record.is_two else 4)
    lines = [f"trump: {suit_letter(record.trump)}"]
    if record.taker is not None:
        lines.append(f"taker: {record.taker.name}")
    if record.dealer is not None:
        lines.append(f"dealer: {record.dealer.name}")
    if record.is_two:
        lines.append(f"variant: {record.rules.variant}")
    options = _rule_options(record)
    if options or after_rules:
        lines.append(" ".join(["rules:", *options]))
    if record.independent:
        lines.append("match: none")
    if record.belote:
        lines.append("belote: " + " ".join(seat.name for seat in record.belote))
    if record.contract is not None:
        lines.append(f"contract: {record.contract.notation()}")
    lines.extend(d.notation() for d in record.announcements)
    if record.deck is not None:
        lines.append("deck: " + " ".join(card_name(c) for c in record.deck))
    if record.exchange:
        lines.append(f"exchange: {record.exchange}")
    if record.piles is not None:
        for team in (Team.NS, Team.EW):
            if team in record.piles:
                cards = sorted_cards(record.piles[team], record.trump)
                lines.append(f"{team.name}: " + " ".join(card_name(c) for c in cards))
        if record.last is not None:
            lines.append(f"last: {record.last.name}")
    else:
        seats_of = record.trick_seats()
        # Nothing says who led trick 1: the cards alone, which the reader takes as S's
        # lead and says so, as ``replay`` says it of this record.
        unseated = (not record.is_two and record.dealer is None
                    and (record.leader is None or record.leader_assumed))
        for number, trick in enumerate(record.tricks, 1):
            seats = seats_of[number - 1]
            plays = " ".join(card_name(c) if unseated else f"{seat.name}:{card_name(c)}"
                             for seat, c in zip(seats, trick, strict=True))
            lines.append(f"{number}: {plays}")
    return "\n".join(lines) + "\n"


def _check_tricks(tricks: object, size: int) -> None:
    # The cards of each trick: ``size`` cards (ints 0-31), each card of the deck once.
    if not isinstance(tricks, (list, tuple)):
        raise TypeError(f"tricks: a list of the tricks' cards, not {shown(tricks)}")
    played = 0
    for number, trick in enumerate(tricks, 1):
        if not isinstance(trick, (list, tuple)):
            raise TypeError(f"tricks: trick {number} is its cards (a tuple of ints), not "
                            f"{shown(trick)}")
        if len(trick) != size:
            raise RuleError(code="dumps_trick_size", number=number, n=len(trick), size=size)
        for c in trick:
            if isinstance(c, bool):
                raise TypeError(f"tricks: a card is an int 0-31, not {shown(c)}")
            check_card(c, f"trick {number}")
            if played >> c & 1:
                raise RuleError(code="dumps_card_twice", number=number, card=c)
            played |= 1 << c


def _check_two(record: DealRecord) -> None:
    # What the reader requires of a deal of two players, which it could not read back
    # otherwise: a dealer, S or N, and the deck (together they fix every card's place),
    # and the tricks, not the piles.
    game = TWO_PLAYER_GAMES[record.rules.variant]
    missing = [what for what, absent in (
        (Wording("its dealer (S or N)", "son donneur (S ou N)"), record.dealer is None),
        (Wording("its deck (the 32 cards in dealing order)",
                 "son paquet (les 32 cartes dans l'ordre de la distribution)"),
         record.deck is None)) if absent]
    if missing:
        raise RuleError(code="dumps_two_needs", game=game, missing=Wording(
            " and ".join(w.en for w in missing), " et ".join(w.fr for w in missing)))
    if record.dealer is not None:
        check_dealer(record.dealer, game)  # ``dealer: … W cannot deal``, as Game.deal says
    if record.piles is not None:
        raise RuleError(code="dumps_two_piles", game=game)


def _check_deck(record: DealRecord) -> None:
    # The lines of the games of two, as the reader takes them: a deck only in those games,
    # its 32 cards each once; an exchange of the seven at belote à deux alone, before the
    # lead of a trick of the talon (1 to 10; 0 for none).
    deck, exchange = record.deck, record.exchange
    if deck is not None:
        if not record.is_two:
            raise RuleError(code="dumps_deck_two_only", game=GAME_NAMES[record.rules.variant])
        if not isinstance(deck, (list, tuple)):
            raise TypeError(f"deck: the 32 cards in dealing order, or None, not {shown(deck)}")
        for c in deck:
            check_card(c, "deck")
        check_deck(deck)  # each card once, as ``Game.deal`` says it
    if not isinstance(exchange, int) or isinstance(exchange, bool):
        raise TypeError(f"exchange: a trick number 1 to 10, or 0, not {shown(exchange)}")
    if exchange and record.rules.variant != "deux":
        raise RuleError(code="dumps_exchange_deux_only", game=GAME_NAMES[record.rules.variant])
    if not 0 <= exchange <= DRAWING_TRICKS:
        raise RuleError(code="dumps_exchange_trick", value=exchange)


def _check_fields(record: DealRecord) -> None:
    # The fields ``dumps_one`` reads, each of its type (a TypeError naming it), before
    # anything is written: a record made by hand may hold anything.
    for name in ("taker", "dealer", "leader"):
        seat = getattr(record, name)
        if seat is not None and not isinstance(seat, Seat):
            raise TypeError(f"{name}: a Seat, its letter or its int 0-3, or None, not "
                            f"{shown(seat)}")
    if not isinstance(record.rules, RuleSet):
        raise TypeError(f"rules: a RuleSet, not {shown(record.rules)}")
    if not isinstance(record.tricks, (list, tuple)):
        raise TypeError(f"tricks: a list of the tricks' cards, not {shown(record.tricks)}")
    if record.piles is not None and not (isinstance(record.piles, dict) and all(
            isinstance(team, Team) for team in record.piles)):
        raise TypeError(f"piles: a dict of masks by Team, or None, not {shown(record.piles)}")
    if not (isinstance(record.belote, (list, tuple))
            and all(isinstance(seat, Seat) for seat in record.belote)):
        raise TypeError(f"belote: the Seats that said it, not {shown(record.belote)}")
    if record.contract is not None and not isinstance(record.contract, Contract):
        raise TypeError(f"contract: a Contract or None, not {shown(record.contract)}")
    if not all(isinstance(d, Declaration) for d in record.announcements):
        raise TypeError(f"announcements: Declarations, not {shown(record.announcements)}")
    if record.last is not None and not isinstance(record.last, Team):
        raise TypeError(f"last: a Team or None, not {shown(record.last)}")
    for name in ("discovery", "independent"):  # flags: True or False, not read by truth
        flag = getattr(record, name)
        if not isinstance(flag, bool):
            raise not_a_flag(name, flag)


def _rule_options(record: DealRecord) -> list[str]:
    # The options of the deal's ``rules:`` line. The target when it is not the variant's
    # own (1000, coinche's 2000), as the reader takes it: a coinche match to 1000 says so,
    # one to 2000 need not; a game of two says its variant on a line of its own.
    options = [o for o in record.rules.options() if not o.startswith("target=")]
    if record.rules.target != default_target(record.rules.variant):
        options.insert(0, f"target={record.rules.target}")
    if record.is_two:
        options.remove(f"variant={record.rules.variant}")
    if record.discovery:
        options.insert(0, "discovery")
    return options


#: What a record says of a void deal, which holds no card: its comment alone, under the
#: label that replays it (``simulate --record``'s ``# seed S:6: void, everybody passed``),
#: which ``score`` knows again in a file that holds nothing else.
VOID_DEAL = "void, everybody passed"


def void_comment(label: str) -> str:
    """The comment line of a void deal under ``label`` (``seed S:6``)."""
    return f"# {label}: {VOID_DEAL}\n"


def dumps(records: DealRecord | Sequence[DealRecord]) -> str:
    """The deal file for ``records`` (one deal or several, separated by ``---``);
    ``RuleError`` for no deal, or a deal that ``load`` would not read back (an unknown
    contract kind, tricks missing, a trick of the wrong number of cards, a card played
    twice, a deal of two players without its dealer or its deck, a deck outside the games
    of two or not their 32 cards, an exchange of the seven outside belote à deux or not
    before a trick of the talon (1 to 10), a coinche deal with a taker and no contract or
    a contract that is no bid (``core.coinche.checked_contract``: its level, its
    multiplier, a trump or taker other than the deal's), a
    deal without bidding (``discovery=True``) with a taker, a contract, a belote or
    announcements, or of another game than classic belote, deals of a match, the first
    not ``independent``, of two games, of two targets, with a discovery deal or a later
    deal ``independent``: a match is played at one game and to one target, and
    ``independent=True`` on the first deal writes ``match: none``); a ``CardError`` for a
    card outside 0-31, a ``TypeError`` for a seat that is no ``Seat``.

    ``loads(dumps(records)) == records`` for records as ``loads`` gives them. One flag is
    the file's, not the deal's: ``match: none`` is said in the first deal and holds for the
    whole file, and ``loads`` gives every deal of such a file ``independent=True`` (so that
    a deal taken from the list still says it is scored alone). Deals after a first one
    ``independent`` are scored alone whatever their own flag: one ``independent=False``
    there is written as the same file, and reads back ``independent=True``, the same
    meaning in a record no longer equal.

    >>> from belote_cli.dealfile import loads
    >>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> print(dumps(deals).splitlines()[0])
    trump: H
    >>> loads(dumps(deals)) == deals                        # the round trip
    True
    >>> import dataclasses
    >>> alone = dataclasses.replace(deals[0], independent=True)
    >>> [deal.independent for deal in loads(dumps([alone, deals[0]]))]
    [True, True]
    """
    return file_text(records, "dumps")


#: The codes of the deals of a match refused (``file_text``), by who refuses them: ``dumps``,
#: which would write a file that ``load`` refuses, and ``score``, which scores records as
#: their file would read: a deal ``independent`` after a first one that is not, a discovery
#: deal, a deal of another game, of another target.
_MATCH_CODES = {
    "dumps": ("dumps_match_later", "dumps_match_discovery", "dumps_match_game",
              "dumps_match_target"),
    "score": ("score_match_later", "score_match_discovery", "score_match_game",
              "score_match_target"),
}


def file_text(records: object, refused_by: str, after_rules: bool = False) -> str:
    """``dumps(records)``, the deals of a match it refuses worded for ``refused_by``
    (``"dumps"``, or ``"score"``, which scores records as their text reads).
    ``after_rules``: the text goes after deals that may have a ``rules:`` line (``dump``
    to a file holding deals), so each deal says its rules, ``rules:`` alone the default."""
    deals = _records(records)
    if not deals:  # an empty file, which ``load`` refuses
        raise RuleError(code="dumps_empty")
    # A 'rules:' line holds for the deals after it: each deal is written with the rules
    # it was played under, those of the default rules too once a line came before.
    texts = []
    for number, record in enumerate(deals, 1):
        texts.append(_deal_text(record, after_rules))
        if refused_by == "dumps":  # ``score`` reads the text, and says where it is wrong
            _check_discovery(record, number)
        after_rules = after_rules or bool(_rule_options(record))
    _check_match(deals, _MATCH_CODES[refused_by])
    return "---\n".join(texts)


def appended_text(records: object, before: Sequence[DealRecord] | None = None) -> str:
    """The text of ``records`` written after deals already in a file (``dump`` appending,
    a ``play --record`` FIFO given each deal as it ends): a line ``---``, then the deals as
    ``dumps`` writes them, each saying its rules where a ``rules:`` line before it would
    hold for it (``rules:`` alone for the default rules). ``before``: the deals already
    written, where they are known: a deal of the default rules then says ``rules:`` only
    after one with a ``rules:`` line, so that the text is that of ``dumps`` of them all;
    None where they cannot be seen: each deal says its rules."""
    after_rules = before is None or any(_rule_options(record) for record in before)
    return "---\n" + file_text(records, "dumps", after_rules=after_rules)


def _check_discovery(record: DealRecord, number: int | None = None) -> None:
    # What the reader refuses of a deal without bidding ('rules: discovery', its
    # check_discovery): a taker, a contract, a belote, announcements, another game than
    # classic belote; refused before anything is written, naming the deal (``number``,
    # of the records of ``dumps``; ``dumps_one``'s one deal is not numbered).
    if not record.discovery:
        return
    what = [wording for wording, there in (
        (Wording("a taker", "un preneur"), record.taker is not None),
        (Wording("a contract", "un contrat"), record.contract is not None),
        (Wording("a belote declared", "une belote annoncée"), bool(record.belote)),
        (Wording("announcements", "des annonces"), bool(record.announcements))) if there]
    if what:
        said = Wording(one_of([w.en for w in what], "and"), one_of([w.fr for w in what], "et"))
        raise (RuleError(code="dumps_one_discovery_bidding", what=said) if number is None
               else RuleError(code="dumps_discovery_bidding", n=number, what=said))
    if record.rules.variant != "classic":
        game = GAME_NAMES[record.rules.variant]
        raise (RuleError(code="dumps_one_discovery_variant", game=game) if number is None
               else RuleError(code="dumps_discovery_variant", n=number, game=game))


def _check_match(deals: list[DealRecord], codes: tuple[str, str, str, str]) -> None:
    # Deals written as one match (the first not independent: no 'match: none') are of one
    # game, the discovery deal in none, and of one target, as ``load`` reads them back.
    later, discovery, game, target = codes
    first = deals[0]
    if first.independent or len(deals) == 1:
        return
    for number, record in enumerate(deals[1:], 2):
        if record.independent:  # 'match: none' in a later deal only: load refuses it
            raise RuleError(code=later, n=number)
    for number, record in enumerate(deals, 1):
        if record.discovery:
            raise RuleError(code=discovery, n=number)
    for number, record in enumerate(deals[1:], 2):
        if record.rules.variant != first.rules.variant:
            raise RuleError(code=game, n=number, game=GAME_NAMES[record.rules.variant],
                            match_game=GAME_NAMES[first.rules.variant])
        if record.rules.target != first.rules.target:
            raise RuleError(code=target, n=number, target=record.rules.target,
                            match_target=first.rules.target)


def _records(records: object) -> list[DealRecord]:
    # One deal or a sequence of deals; anything else is a TypeError naming the argument.
    if isinstance(records, DealRecord):
        return [records]
    if isinstance(records, (list, tuple)) and all(isinstance(r, DealRecord) for r in records):
        return list(records)
    raise TypeError(f"records: a DealRecord or a list of them, not "
                    f"{shown(records)}")


def dump(records: DealRecord | Sequence[DealRecord],
         path: str | os.PathLike[str] | TextIO, *, appending: bool | None = None) -> None:
    """Write ``records`` to ``path`` whole or not at all (a temporary file, then a rename),
    or, as ``json.dump`` does, to an open text file (``path`` a file object opened with
    ``"w"`` or ``"a"``, ``encoding="utf-8"``; ``sys.stdout``; an ``io.StringIO``), in one
    ``write`` and flushed, the file left open; ``BeloteError`` says why it cannot. A
    binary file (``"wb"``) is a TypeError: a deal file is text. An open file that already
    holds text before where it stands (``"a"`` on a file of deals, a ``StringIO`` written
    to) gets a line ``---`` first, after a line break, so that the deals written start a
    deal of their own, and each of them says its rules (``rules:`` alone for the default
    rules), since a ``rules:`` line of a deal there would hold for them: deals appended one
    at a time read back as they were written. The file's first deal still speaks for the
    whole file: after its ``match: none`` every deal reads back ``independent=True``, and
    in a match the deals appended must be of its game and target, not ``independent``, or
    ``load`` refuses the file (``dumps`` checks the deals of one call only). Where the
    write or the flush fails (a full disk), what the open file got is the caller's
    affair: only a path is written whole or not at all.

    A pipe, a terminal or a file the shell opened with ``>>`` (``sys.stdout`` piped into
    another program, or that of ``python prog.py >> deals.belote``, which stands at its
    start until written, whatever it holds) cannot say what was written to it before, so
    ``dump`` writes its deals there as a file's first, and two calls would run their deals
    together, as two calls of ``json.dump`` run their documents together:
    ``appending=True`` says that deals were written before (the line ``---`` and each
    deal's rules, as above), ``appending=False`` that these are the file's first (nothing
    before, or only a comment of the program's own); None, the default, lets ``dump`` look
    where the file stands. ``appending=True`` writes the line ``---`` at a file's start
    too, an empty ``StringIO``'s as well: a file at its start may hold deals, as after
    ``>>``, and a line ``---`` with nothing before it reads back as nothing, the deals the
    same. A path is written whole: ``appending=True`` there is a ValueError (open the file
    with ``"a"`` to append).

    >>> from belote_cli.dealfile import loads
    >>> import io, os, tempfile
    >>> folder = tempfile.mkdtemp()
    >>> path = os.path.join(folder, "deal.belote")
    >>> deals = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> dump(deals, path)
    >>> with open(path, encoding="utf-8") as written:      # closed: no ResourceWarning
    ...     written.readline()
    'trump: H\\n'
    >>> os.remove(path); os.rmdir(folder)
    >>> out = io.StringIO()
    >>> dump(deals, out)
    >>> out.getvalue() == dumps(deals)
    True
    >>> dump(deals, out, appending=True)                   # what a pipe needs said
    >>> len(loads(out.getvalue()))
    2
    """
    if appending is not None and not isinstance(appending, bool):
        raise TypeError(f"appending: True, False or None, not {shown(appending)}")
    stream = text_file(path, "write")
    if stream is None:
        text = dumps(records)
        name = path_of(path)
        if appending:
            raise ValueError("appending: a path is written whole, never appended to: open "
                             "the file with 'a' and give dump the open file")
        write_whole(name, text)
        return
    if appending is None:
        appending = _holds_text(stream)
    # After deals already in the file, which may end with a 'rules:' line that would hold
    # for those written, each says its own rules ('rules:' alone for the default rules),
    # the line break first: what stands before may not end with one.
    text = "\n" + appended_text(records) if appending else dumps(records)
    try:
        stream.write(text)
        flush = getattr(stream, "flush", None)
        if callable(flush):
            flush()  # a full disk said here, not when the caller closes the file
    except UnicodeEncodeError as e:
        encoding = getattr(stream, "encoding", None) or e.encoding
        raise BeloteError(code="dump_encoding", encoding=str(encoding),
                          text=unwritable_character(e)) from None
    except TypeError:  # a file-like object wanting bytes
        raise TypeError(f"path: a text file (a deal file is text), not the binary file "
                        f"{shown(path)}") from None
    except OSError as e:
        raise BeloteError(code="cannot_write", path=shown_name(stream_name(stream)),
                          problem=str(e.strerror or e)) from None


def _holds_text(stream: TextIO) -> bool:
    # True where the open file stands past its start (text is there before the deals:
    # they start a deal of their own), else False; False where it cannot say (a pipe, a
    # terminal).
    try:
        where = stream.tell()
    except (OSError, ValueError, AttributeError):
        return False
    return isinstance(where, int) and where > 0


def text_file(path: object, method: str) -> TextIO | None:
    """``path`` as an open text file, when it is a file object (it has ``method``, read or
    write) rather than a path; None for a path. A binary file is a TypeError, a closed one
    a ValueError, both naming ``path``."""
    if isinstance(path, (str, bytes, os.PathLike)) or not callable(getattr(path, method,
                                                                            None)):
        return None
    if isinstance(path, (io.RawIOBase, io.BufferedIOBase)) or "b" in str(
            getattr(path, "mode", "")):
        raise TypeError(f"path: a text file (a deal file is text: open it with "
                        f"encoding='utf-8', not 'b'), not the binary file {shown(path)}")
    if getattr(path, "closed", False) is True:
        raise ValueError(f"path: the file is closed ({shown(path)})")
    return path  # type: ignore[return-value]  # a file object: read or written as text


def stream_name(stream: object) -> str:
    # The name of an open file for messages (an open file's path, '<stdin>'), or '<deal>'.
    name = getattr(stream, "name", None)
    return name if isinstance(name, str) else "<deal>"


def path_of(path: object) -> str:
    """A file's path (str or os.PathLike of str); anything else is a TypeError naming it,
    and a path with a null character (which no file can have) a ValueError naming it."""
    name = os.fspath(path) if isinstance(path, (str, os.PathLike)) else None
    if not isinstance(name, str):
        raise TypeError(f"path: a file's path (str or os.PathLike) or an open text file, not "
                        f"{shown(path)}")
    if "\0" in name:
        raise ValueError(f"path: no file's path holds a null character, as {shown(path)} does")
    return name
