"""``Game``: the one flow of a deal (*une donne*), one decision at a time.

A ``Game`` owns a whole deal of every variant of the rule book, in the manner of an
OpenSpiel state: ``phase`` and ``to_act`` say who must decide what, ``legal_actions()``
lists what they may do, ``apply(action)`` does it (an illegal action raises the library's
error, naming the rule it breaks), ``view(seat)`` is exactly what a seat may know, and
once ``is_over``, ``score`` is the deal's ``DealScore``, ``to_record()`` its ``DealRecord``
and ``deal_file()`` that record's text.

- classic (``variant=classic``): dealt 3 then 2 from the seat after the dealer, the
  retourne turned; two rounds of taking (``Take``); the taker gets the retourne and 2
  cards, the others 3; the seat after the dealer leads;
- coinche (``variant=coinche``): dealt 3-2-3, no retourne; the auction of bids, coinche
  and surcoinche (``Call``);
- the discovery deal (``Game.discovery``): trump drawn, 8 cards each, S leads, no
  bidding, no contract, no belote;
- announcements (``announcements=on``): each seat declares (``Announce``) just before its
  first card; they are shown to all once the first trick is over;
- belote-rebelote: with ``belote=auto`` credited to whoever plays king and queen of trump;
  with ``belote=declared`` the holder says it (``Belote``) right after playing the first of
  the two, and only then is it credited; under TA (``sa_ta=on``) each suit's pair counts
  apart (``RuleSet.belote_suits``), none under SA;
- sans atout and tout atout (``sa_ta=on``): round two of the classic taking and the coinche
  bids may name them (``trump`` is then ``cards.NO_TRUMP`` or ``cards.ALL_TRUMP``);
- the eight tricks (``Play``), capot, the score, and the record.

**A void deal** (everybody passes twice in classic, four opening passes in coinche) is a
finished ``Game``: ``is_over`` and ``is_void`` are True, ``score`` is None and there is no
record (the deal-file format has no void deal). The cards are gathered and the next player
deals: ``next_dealer`` is the seat after ``dealer`` for every deal, void or not (docs/rules.md,
"Dealing"); a ``Match`` starts its next ``Game`` there.

A ``Game`` draws no random number: it is given the deck in dealing order
(``Game.deal``), or shuffles it from an injected ``random.Random`` (``Game.shuffle``).
``playing.play_deal`` lets bots decide everything. The play of the eight tricks can also come
from a fast back-end (``settle_play``: ``fastplay.play_random`` / ``play_bots``), whose
players are bots: they announce their best and always say belote.

>>> from belote_cli.bots.registry import find_bot
>>> import random
>>> game = Game.shuffle(random.Random(1), Seat.N, RuleSet())
>>> game.phase, game.to_act
(<Phase.BID: 'bid'>, <Seat.E: 1>)
>>> Take(None) in game.legal_actions()
True
>>> from belote_cli.engine.playing import play_deal
>>> bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
>>> finished = play_deal(bots, random.Random(1), Seat.N)
>>> finished.is_over, sum(finished.score.points) if finished.score else 162
(True, 162)

Why this module is long: ``Game`` is one state machine, the rule book's flow of a deal,
and its steps (the dealing, the two auctions, the announcements, the play and belote, the
exchange of the seven, the score and the record) read and change the same state: the
seat to act, the phase, the hands, the tricks. Split apart, each step would reach into
the others' fields. What is not that flow went to modules of its own: the actions and
their text (``actions``), the table of ``str(game)`` (``picture``), the bots playing a
game out (``playing``), the two-player variants (``deux``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from copy import deepcopy
from typing import Any, SupportsIndex, TypeVar, cast, overload

from .._compat import deprecated, renamed
from ..core.announcements import Announcement, detect
from ..core.bidding import Auction, Bid, Deal, shuffled_deck
from ..core.cards import (
    ALL_TRUMP,
    BELOTE_PAIRS,
    CONTRACT_KINDS,
    KING,
    NO_TRUMP,
    QUEEN,
    SUITS,
    CardInt,
    CardList,
    Cards,
    CardTuple,
    SuitInt,
    card,
    card_arg,
    card_int,
    check_card,
    deck_arg,
    hands_as_cards,
    not_a_flag,
    seed_arg,
    shown,
    suit_int,
    trump_arg,
)
from ..core.coinche import (
    COINCHE,
    PASS,
    SURCOINCHE,
    Call,
    CoincheAuction,
    Contract,
    deal_hands,
    is_take,
    rules_arg,
    score_coinche,
)
from ..core.declarations import Declaration, declared_points, label
from ..core.english import Wording
from ..core.errors import CardError, IllegalPlayError, RuleError
from ..core.numbers import int_of_text
from ..core.pickling import DealMark
from ..core.rules import GAME_NAMES, TWO_PLAYER_GAMES, RuleSet, legal_plays
from ..core.scoring import CAPOT_KEY, DealScore, capot_team, score_deal, score_table
from ..core.seats import SEATS, TEAMS, Seat, Team, card_in_two_hands, seat_of
from ..core.state import DealState, Trick
from ..core.talon import PLAYERS, check_deck, check_player
from ..dealfile.model import DealRecord
from ..dealfile.writer import dumps
from . import variants
from .actions import (
    _ANNOUNCE,
    _BELOTE,
    _BID,
    _CALL,
    _KIND_OF_PHASE,
    _OVER,
    _PLAY,
    RETOURNE_SUIT,
    Action,
    Announce,
    Belote,
    Exchange,
    Phase,
    Play,
    Take,
    announcements_arg,
    call_arg,
    card_of,
    check_contract,
    hands_arg,
    suit_arg,
    suit_of_text,
)
from .dealing import discovery_hands
from .picture import table_lines
from .views import NONE_SHOWN, BidView, CallView, PlayerView

_SOUTH = Seat.S


View = BidView | CallView | PlayerView
#: ``Game.at_play``'s hands: by seat, each a mask, a card's text or a list of cards.
Hands = (Sequence[int | str | Sequence[int]] | Mapping[Seat, int | str | Sequence[int]]
         | Mapping[str, int | str | Sequence[int]] | Mapping[int, int | str | Sequence[int]])


#: The variants that ``Game`` deals itself; the others are ``variants``' (registered).
_OWN_VARIANTS = ("classic", "coinche")
#: The kinds of deal (``Game.kind``).
_KINDS = ("classic", "coinche", "discovery", "deux", "decouverte")
#: Each kind of deal without cards face down as ``face_down``'s refusal names it: its
#: game's name (``GAME_NAMES``), the deal without bidding's own.
_NO_FACE_DOWN = {**GAME_NAMES,
                 "discovery": Wording("the deal without bidding", "donne sans enchères")}
#: The ``seed`` of a ``Game`` made by a class method (or a two-player game), which deals
#: the cards itself: the ``Game`` is made of the ``kind`` given, without cards. ``kind``
#: without it is refused, as a deal that would have no cards.
_UNDEALT = object()
_T = TypeVar("_T")
_NO_BELOTES = (0, 0)
_NONE_SHOWN = NONE_SHOWN  # no card shown (``PlayerView.shown``), each a ``Cards``
_NO_ANNOUNCED = (0, 0)  # no announcement shown (``PlayerView.announced``)


def _out_of_phase(phase: Phase, code: str) -> IllegalPlayError:
    # The error of an action out of its phase (``code``: what it is not the time for),
    # but on a finished deal, played or void, "the deal is over", as ``apply`` says it:
    # "this is not the taking" would leave a program looking for the taking.
    return IllegalPlayError(code="deal_over" if phase is Phase.OVER else code)


def _not_the_play(phase: Phase, seat: Seat | None) -> IllegalPlayError:
    # The error of a card played out of the play: what the deal waits for instead, where
    # it has a question of its own (belote said or not; at belote à deux, the seven
    # swapped or not); on a finished deal, that it is over.
    if phase is Phase.OVER:
        return IllegalPlayError(code="deal_over")
    if phase is Phase.BELOTE and seat is not None:
        return IllegalPlayError(code="belote_first", seat=seat)
    if phase is Phase.EXCHANGE and seat is not None:
        return IllegalPlayError(code="exchange_first", seat=seat)
    return IllegalPlayError(code="not_the_play_phase", phase=phase.value)


def _wrong_action(seat: Seat | None, expected: Wording, action: object) -> IllegalPlayError:
    # The error of an action of another kind than the phase's: what the deal waits for
    # (``expected``), from whom.
    if seat is None:
        return IllegalPlayError(code="action_expected_anyone", expected=expected,
                                action=repr(action))
    return IllegalPlayError(code="action_expected", seat=seat, expected=expected,
                            action=repr(action))


def _take_of_text(seat: Seat | None, expected: Wording, text: str) -> int | None:
    # The suit a Take's text names, given to ``apply`` in the taking ("♥", "pass"), or the
    # retourne's ("take", "je prends": ``take()``'s, which round two refuses). A card's
    # text there ("9♠") is an action of the play: the error says what the deal waits for,
    # in every game; any other text keeps the Take's own error (how to write a suit).
    given: Any = text  # Take reads a suit's text at run time, typed for an int
    if is_take(text):
        return RETOURNE_SUIT
    try:
        return Take(given).suit
    except CardError as error:
        try:
            card_of(text)
        except CardError:
            raise error from None
        raise _wrong_action(seat, expected, text) from None


def _first_draws(seed: int | str | None, dealers: Sequence[Seat],
                 call: str) -> tuple[Seat, list[int]]:
    """The first dealer among ``dealers`` (in the order of the draw) and the deck, as
    ``belote play --seed`` draws them. A negative int seed, which ``random.Random`` reads
    as its absolute value and ``belote play --seed`` refuses, warns (``call`` names the
    call that got it, ``Game.seeded`` or ``Game``, ``{seed}`` where the seed goes, written
    only then). A text that writes an int as ``str`` does (``"1"``, of any length:
    ``core.numbers.int_of_text``) deals as that int, so that ``seed="1"`` is ``seed=1``
    here as in ``play_deal``, ``play_match`` and ``hint``; any other text seeds as
    itself."""
    given = seed  # as the call got it: ``Game.seeded('-1')``
    if isinstance(seed, str):  # "07", " 7", "7_0" and "٧" are other seeds, as in play_match
        number = int_of_text(seed)
        seed = seed if number is None else number
    if isinstance(seed, int) and seed < 0:
        deprecated(f"{call.format(seed=_written(given))}: a negative seed is deprecated and "
                   f"refused from the next release, as belote play --seed refuses it: "
                   f"{_written(seed)} deals as {_written(-seed)}; give a seed of 0 or more")
    rng = random.Random(seed)
    drawn = dealers[rng.randrange(len(dealers))]
    return drawn, shuffled_deck(random.Random(rng.getrandbits(64)))


def _written(seed: object) -> str:
    # ``repr(seed)``, but for an int longer than Python writes (more than
    # ``sys.get_int_max_str_digits()`` digits), which any int seed may be: its size.
    try:
        return repr(seed)
    except ValueError:
        assert isinstance(seed, int)
        return f"{'-' * (seed < 0)}<an int of {seed.bit_length()} bits>"


def bid_suit(suit: object) -> int | None:
    """A ``take`` argument as a bid: an int suit (``RETOURNE_SUIT`` for the retourne's) or
    None as given, a suit's text read (``suit_of_text``); anything else a TypeError naming
    the suit (``suit_arg``). Ints and None, a bot's bids, make no interpreted call; an
    int's subclass (an IntEnum's member) is read as the plain int it equals."""
    if suit is None or (type(suit) is int and RETOURNE_SUIT <= suit <= ALL_TRUMP):
        return suit
    given = suit_arg(suit)
    return suit_of_text(given) if isinstance(given, str) else given


# --- the deal ------------------------------------------------------------------------------


def trick_cards(tricks: Sequence[Trick]) -> list[tuple[int, ...]]:
    """The cards of each finished trick, in order of play, each a ``CardTuple`` (it prints
    as its cards): ``Game.tricks``. The deal's state keeps plain tuples, made at every
    trick of a simulation."""
    return [CardTuple(t.cards) for t in tricks]


class Game:
    """One deal (*une donne*), from the dealing to the score (see the module docstring).

    ``Game()`` is a shuffled classic deal, ``Game(seed=4)`` the deal of ``belote play
    --seed 4``; ``dealer=`` and ``rules=`` as on the command line. The class methods
    build the others: ``Game.seeded`` (``belote play --seed``'s first deal, in the games
    of two too), ``Game.deal`` (a deck in dealing order), ``Game.shuffle`` (a deck
    shuffled by an injected generator), ``Game.discovery`` and ``Game.at_play`` (a
    position whose taking is known: the hands, trump and leader).

    ``Game(rules=None, dealer=None, *, seed=None)``: a new deal, shuffled as ``belote
    play`` shuffles: ``seed`` (None: a fresh one; an int of 0 or more as ``--seed`` takes
    it, or a text, that of an int dealing as the int, ``"4"`` as 4, as ``Game.seeded``
    says, and a negative int deprecated) draws the first dealer, unless ``dealer`` names
    it (``Seat.W`` or ``"W"``), then the deck; ``rules`` is a
    ``RuleSet`` or ``--rule`` options, a list or one text read as a deal file's ``rules:``
    line, apart by spaces or commas (``"variant=coinche"``, ``"undertrump=required,
    capot=250"``, ``["undertrump=required"]``), in every class method too. Belote
    à deux and découverte, whose deal is of a class of its own (``DeuxGame``), are dealt
    by ``Game.seeded(seed, rules)`` (the first deal of ``belote play --seed SEED`` in every
    game), ``Game.shuffle`` and ``Game.deal``; ``Game(seed=..., rules="variant=deux")`` is
    refused, naming that call (with the ``dealer=`` given, if any).

    ``print(game)`` draws the table, as the terminal game shows it: the deal and its
    contract, each hand (sorted by suit and strength, trumps first and marked ``*``), at
    belote à deux the talon and the card face up under it (``Talon: 20 cards, Q♦ face up
    under it``), at belote découverte how many cards lie face down (``Face down: N 8, S
    8``), the trick on the table and the points so far; once over, the score.

    What the deal is at any moment, to read (the deal changes by its actions only):
    ``phase`` and ``to_act``, who must decide what (None once over); ``rules``,
    ``dealer``, ``retourne`` (classic and the two-player games); once known ``trump``,
    ``taker``, ``contract`` (coinche), ``leader`` (who leads the first trick) and
    ``hands``, the hands as dealt (in classic belote once the taking has dealt the last
    cards, None before), four indexed by seat in every game (at the games of two S's and
    N's as dealt, E's and W's empty); ``declared``, the announcements made;
    ``score``, the ``DealScore`` once over (``result``, its old name, is deprecated: a
    ``DealScore``'s own ``result`` is ``made``, ``dedans``…); ``tally_ok``, once over,
    whether the trick points make the deal's total, 152 + 10 = 162 (``score.tally.ok``);
    ``kind``, the deal's kind: ``classic``, ``coinche``, ``discovery`` (without bidding),
    ``deux`` or ``decouverte``; ``auction``, the classic taking (``bids`` and
    ``legal_actions()`` read it), and ``coinche_auction``, the coinche auction (``calls``
    reads it), each None where the deal holds none (another kind, or a position set up
    by ``Game.at_play``). ``deal_`` is the engine's own record of a classic deal's
    dealing, the first five cards each, the retourne and the rest of the deck (None where
    there is none), which the command's tables read while the taking goes on: not meant
    for programs, which read ``hands``, ``retourne`` and ``view(seat)``. A third
    argument, ``kind``, is for the class methods, which deal the cards themselves: given
    alone it is refused (``ValueError``), as a deal without cards.

    ``game.copy()`` (and ``copy.copy(game)``, which gives it), ``copy.deepcopy(game)``
    and ``pickle`` give a deal that goes on apart from this one (to try a line of play,
    or to send it to another process), in either build; ``copy()`` shares ``deal_`` (and
    ``deck`` at the games of two), which the deep copy copies too. Once the deal is over,
    each of them (pickled and loaded back, in this process or another) is this deal,
    which ``Match.finish`` counts once.

    >>> from belote_cli.core.cards import card_symbol
    >>> game = Game(seed=4)
    >>> game.dealer, game.to_act, card_symbol(game.retourne)
    (<Seat.E: 1>, <Seat.S: 2>, '8♥')
    >>> game.take()                                  # S takes the retourne's suit
    Bid(seat=S, round=1, suit=♥)
    >>> game.play("J♥")                              # a card's text, either notation
    >>> while not game.is_over:
    ...     game.apply(game.legal_actions()[0])
    >>> sum(game.score.points)
    162
    """

    # Slots, not a ``__dict__``: a simulation makes one ``Game`` a deal and reads its
    # fields at every step. Every field but the first three starts at the value
    # ``__init__`` gives it: a deal sets only what its variant uses.
    __slots__ = ("rules", "dealer", "kind", "deal_", "auction", "coinche_auction", "hands",
                 "_trump", "taker", "contract", "_retourne", "leader", "phase", "to_act",
                 "declared", "score", "tally_ok", "_state", "_unplayed", "_holder",
                 "_announced", "_belote_said", "_tricks", "_points", "_ns_tricks", "_last",
                 "_ended")
    #: The rules of the deal (a ``RuleSet``).
    rules: RuleSet
    #: Who dealt (None for a position set up by ``Game.at_play`` without one).
    dealer: Seat | None
    #: The kind of deal: ``classic``, ``coinche``, ``discovery``, ``deux`` or
    #: ``decouverte``.
    kind: str
    #: The engine's record of a classic deal's dealing (the first five cards each, the
    #: retourne, the rest of the deck), None where there is none: not meant for programs,
    #: which read ``hands``, ``retourne`` and ``view(seat)``.
    deal_: Deal | None
    #: The classic taking (``bids``, ``legal_actions()``); None where there is none.
    auction: Auction | None
    #: The coinche auction (``calls``, ``legal_actions()``); None where there is none.
    coinche_auction: CoincheAuction | None
    #: The hands as dealt, four ``Cards`` indexed by seat (``hands[Seat.S]``, N E S W), in
    #: every game: the 8 cards each once dealt in full (None until then: a classic deal's
    #: taking); at belote à deux the 6 cards each player was dealt, at belote découverte
    #: the 8 each was dealt face up (``face_down(seat)`` the others), E's and W's empty
    #: (``Cards(-)``, a mask of 0) at these two games of S and N, where ``hand(seat)``
    #: refuses E and W. The cards a seat holds now: ``cards(seat)``.
    hands: tuple[Cards, ...] | None
    # The trump suit (0-3), SA (4) or TA (5), once known (``trump`` hands it out).
    _trump: int | None
    #: Who took, once known (None without a taker).
    taker: Seat | None
    #: The coinche contract, once the auction is over.
    contract: Contract | None
    # The retourne (classic and the two-player games), else None (``retourne`` hands it
    # out).
    _retourne: int | None
    #: Who leads the first trick.
    leader: Seat | None
    #: What the deal waits for (``Phase``).
    phase: Phase
    #: Who must decide now; None once over.
    to_act: Seat | None
    #: The announcements made, in the order they were made.
    declared: tuple[Declaration, ...]
    #: The ``DealScore`` once over; None while playing, or void.
    score: DealScore | None
    #: Once over: the trick points tally 152 + 10 = 162 (``DealScore.tally.ok``).
    tally_ok: bool
    _state: DealState | None
    _unplayed: bool  # the play may start, its ``DealState`` not made yet
    _holder: Seat | None  # who holds king and queen of trump
    _announced: int  # mask of the seats that had their announcement turn
    _belote_said: int  # mask of the suits whose belote was said
    # The play as a back-end gave it (``settle_play``), when there is no ``state``.
    _tricks: list[tuple[int, ...]] | None
    _points: tuple[int, int]
    _ns_tricks: int
    _last: int
    # The mark of a finished deal that a ``Match`` counts (a ``DealMark``), shared by its
    # copies and what ``pickle`` loads of it (made by ``copy``, ``pickle`` or
    # ``Match.finish`` once over): None until one of them asks for it.
    _ended: object | None

    def __init__(self, rules: RuleSet | str | Sequence[str] | None = None,
                 dealer: Seat | str | int | None = None, kind: str | None = None, *,
                 seed: object = None) -> None:
        # The class docstring says what the arguments are (a compiled class's __init__
        # shows Python's own text). ``kind`` is for the class methods, which deal the
        # cards themselves: with it, the ``Game`` is made without cards. ``seed: object``:
        # anything but an int or a text is refused below, by name, in the build compiled
        # by mypyc too (whose own check would name no argument).
        undealt = seed is _UNDEALT and kind is not None
        if not undealt:
            seed_arg(seed, optional=True)
        # Read by an interpreted helper: the compiled build would check a list's items as
        # texts itself, naming no argument.
        options: object = rules
        table = rules if isinstance(rules, RuleSet) else rules_arg(options)
        given: object = dealer  # not narrowed: mypyc would check the rest is a str
        seat = (None if given is None else given if isinstance(given, Seat)
                else seat_of(given, "dealer"))
        if kind is not None and kind not in _KINDS:
            raise ValueError(f"kind: one of {', '.join(_KINDS)} (for the class methods, "
                             f"which deal the cards), not {shown(kind)}")
        if kind is not None and not undealt:
            raise ValueError(f"kind: {shown(kind)} makes a deal without cards, for the class "
                             "methods, which deal them (Game.deal, Game.shuffle, "
                             "Game.discovery, Game.at_play); Game(rules, dealer, seed=...) "
                             "deals a new deal")
        self.rules = table
        self.dealer = seat
        self.kind = kind or ("coinche" if table.variant == "coinche" else "classic")
        self.deal_ = self.auction = self.coinche_auction = self.hands = None
        self._trump = self.taker = self.contract = self._retourne = self.leader = None
        self.phase = _OVER
        self.to_act = self.score = self._state = self._holder = self._tricks = None
        self.declared = ()
        self.tally_ok = self._unplayed = False
        self._announced = self._belote_said = self._ns_tricks = self._last = 0
        self._points = (0, 0)
        self._ended = None
        if kind is None and (seed is None or isinstance(seed, (int, str))):  # as checked
            self._shuffled(seed, seat)

    def _shuffled(self, seed: int | str | None, dealer: Seat | None) -> None:
        # The draws of ``belote play --seed``: the first dealer, then the deck's generator
        # (``Game.seeded`` makes them too, for the games of two as well).
        if self.rules.players != 4:
            # The call that deals it, with the dealer given, so that it deals what was asked.
            # And the command that deals it: the seed where --seed takes it (an int of 0 or
            # more, or a text writing one), else SEED.
            options = self.rules.options()
            given = repr(options[0]) if len(options) == 1 else repr(options)
            seat = "" if dealer is None else f", dealer={dealer.name!r}"
            number = int_of_text(seed) if isinstance(seed, str) else seed
            written = "SEED"
            if isinstance(number, int) and number >= 0:
                with contextlib.suppress(ValueError):  # more digits than Python writes
                    written = str(number)
            command = " ".join([
                "belote play --seed", written,
                *(f"--rule {option}" for option in options),
                *(() if dealer is None else (f"--dealer {dealer.name}",))])
            raise RuleError(code="game_four_players", variant=self.rules.variant,
                            call=f"Game.seeded({'seed' if seed is None else _written(seed)}, "
                                 f"{given}{seat})", command=command)
        drawn, deck = _first_draws(seed, SEATS, "Game(seed={seed})")
        self.dealer = dealer if dealer is not None else drawn
        self._deal_cards(deck)

    # --- building --------------------------------------------------------------------------
    @overload
    @classmethod
    def seeded(cls, seed: int, rules: RuleSet | str | Sequence[str] | None = None,
               dealer: Seat | str | int | None = None) -> Game: ...

    @overload
    @classmethod
    def seeded(cls, seed: str, rules: RuleSet | str | Sequence[str] | None = None,
               dealer: Seat | str | int | None = None) -> Game: ...

    @classmethod
    def seeded(cls, seed: object, rules: RuleSet | str | Sequence[str] | None = None,
               dealer: Seat | str | int | None = None) -> Game:
        """The first deal of ``belote play --seed SEED``, ``rules`` as its ``--rule``
        options and ``dealer`` as its ``--dealer``, in every game of the command: for the
        games of four the deal of ``Game(seed=SEED)``, for belote à deux and belote
        découverte (``variant=deux``, ``variant=decouverte``) their own deal, a
        ``DeuxGame`` (S or N deals). ``seed`` draws the first dealer, unless ``dealer``
        names it, then the deck, as the command does. ``seed`` is an int of 0 or more, as
        ``--seed`` takes it, or a text: one that writes an int deals as that int
        (``Game.seeded("4")`` is ``Game.seeded(4)``, as ``seed="1"`` is ``seed=1`` in
        ``play_deal``, ``play_match`` and ``hint``), any other as itself
        (``Game.seeded("x")``, ``Game.seeded("04")``, which no ``--seed`` gives); a
        negative int, which the command refuses and which would deal as its absolute value
        (``Game.seeded(-1)`` as ``Game.seeded(1)``), is deprecated: it deals so with a
        ``DeprecationWarning``, and is refused from the next release. ``Game(seed=...)``
        alike.

        >>> from belote_cli.core.cards import card_symbol
        >>> game = Game.seeded(5, "variant=deux")   # belote play --seed 5 --rule variant=deux
        >>> game.kind, game.dealer, card_symbol(game.retourne)
        ('deux', <Seat.N: 0>, 'Q♦')
        >>> print(game.cards("S"))
        A♠ 9♥ K♦ J♦ 9♦ A♣
        >>> first = Game.seeded(4)                   # hands: None until the deal is whole
        >>> (first.dealer, first.retourne, first.cards("S")) == (Game(seed=4).dealer,
        ...     Game(seed=4).retourne, Game(seed=4).cards("S"))
        True
        >>> text = Game.seeded("4")                  # the int's text: the same deal
        >>> (text.dealer, text.retourne, text.cards("S")) == (first.dealer, first.retourne,
        ...     first.cards("S"))
        True
        """
        checked = seed_arg(seed)  # ``seed: object``: read as given, named alike in either build
        table: object = rules  # read by an interpreted helper, as in ``deal``
        rules = table if isinstance(table, RuleSet) else rules_arg(table)
        given: object = dealer  # not narrowed, as in __init__
        seat = (None if given is None else given if isinstance(given, Seat)
                else seat_of(given, "dealer"))
        drawn, deck = _first_draws(checked, PLAYERS if rules.players == 2 else SEATS,
                                   "Game.seeded({seed})")
        return cls.deal(deck, seat if seat is not None else drawn, rules)

    @classmethod
    def deal(cls, deck: Sequence[int] | Sequence[str] | str, dealer: Seat | str | int,
             rules: RuleSet | str | Sequence[str] | None = None, check: bool = True) -> Game:
        """A new deal of ``rules.variant`` from ``deck`` (the 32 cards in dealing order: a
        list of cards, each its int or text, or their text apart by spaces or commas,
        ``"7♠ 8♠ …"``; ``deck_arg``), dealt by ``dealer``: classic 3 then 2 and the
        retourne (``deck[20]``), the rest dealt after the taking; coinche 3-2-3.
        ``check=False`` trusts the deck (a simulation's own shuffle, a list of ints)."""
        # A flag is True or False, never read by its truth: the interpreted build refuses
        # the rest by name (``not_a_flag``); the build compiled by mypyc refuses it at the
        # call, in its own words (``bool object expected``).
        if not isinstance(check, bool):
            raise not_a_flag("check", check)
        table: object = rules  # the helpers below are interpreted calls: only when needed
        rules = table if isinstance(table, RuleSet) else rules_arg(table)
        given_deck: object = deck  # an interpreted reader, as for the rules
        dealt = deck_arg(given_deck, check)
        given: object = dealer  # not narrowed, as in __init__
        seat = given if isinstance(given, Seat) else seat_of(given, "dealer")
        deal_variant = None if rules.variant in _OWN_VARIANTS else variants.dealer(rules.variant)
        if deal_variant is not None:
            # Belote à deux and belote découverte: the deals of their own module
            # (``deux``), registered by the engine's package (``variants``).
            return deal_variant(dealt, seat, rules, check)
        if check:
            check_deck(dealt)  # each card once, else the card given twice, the one missing
        game = cls(rules, seat, "coinche" if rules.variant == "coinche" else "classic",
                   seed=_UNDEALT)
        game._deal_cards(dealt)
        return game

    def _deal_cards(self, deck: list[int]) -> None:
        # Classic: 3 then 2 and the retourne, the rest after the taking; coinche: 3-2-3.
        dealer = self.dealer
        assert dealer is not None
        rules = self.rules
        clockwise = rules.clockwise
        if self.kind == "coinche":
            self.hands = hands_as_cards(deal_hands(deck, dealer, clockwise))
            self.coinche_auction = CoincheAuction(dealer, clockwise, rules.sa_ta == "on")
            self.phase = _CALL
            self.to_act = self.coinche_auction.to_bid
            return
        deal = self.deal_ = Deal.from_deck(deck, dealer, clockwise)
        self._retourne = deal.retourne
        self.auction = Auction(dealer, deal.retourne, clockwise, rules.sa_ta == "on")
        self.phase = _BID
        self.to_act = self.auction.to_bid

    @classmethod
    def shuffle(cls, rng: random.Random, dealer: Seat | str | int,
                rules: RuleSet | str | Sequence[str] | None = None,
                discovery: bool = False) -> Game:
        """A new deal shuffled by ``rng`` (``rng.shuffle`` of the 32 cards; for the discovery
        deal the trump is drawn next, ``rng.choice``), as ``belote play`` deals."""
        if not isinstance(rng, random.Random):
            raise TypeError(f"rng: a random.Random, not {shown(rng)}")
        if not isinstance(discovery, bool):
            raise not_a_flag("discovery", discovery)
        deck = shuffled_deck(rng)
        if discovery:
            return cls.discovery(deck, rng.choice(SUITS), rules)
        return cls.deal(deck, dealer, rules)

    @overload
    @classmethod
    def discovery(cls, deck: Sequence[int] | Sequence[str] | str, trump: int,
                  rules: RuleSet | str | Sequence[str] | None = None,
                  check: bool = True) -> Game: ...

    @overload
    @classmethod
    def discovery(cls, deck: Sequence[int] | Sequence[str] | str, trump: str,
                  rules: RuleSet | str | Sequence[str] | None = None,
                  check: bool = True) -> Game: ...

    @classmethod
    def discovery(cls, deck: Sequence[int] | Sequence[str] | str, trump: object,
                  rules: RuleSet | str | Sequence[str] | None = None,
                  check: bool = True) -> Game:
        """The discovery deal (docs/rules.md): N gets ``deck[0:8]``, then E, S, W (``deck``
        as ``Game.deal`` reads it: the cards' ints or text); ``trump``
        given, a suit's int 0-3 or its text in either language (``"♥"``, ``"H"``, ``"C"``
        clubs, ``"P"`` pique, ``"cœur"``; ``trump_arg``), not SA or TA; no bidding; S leads;
        each team keeps its trick points; no belote bonus. The deal of four without bidding:
        its ``rules`` are classic, without announcements (``RuleError`` for the rest)."""
        # ``trump: object``: read as given, so that either build names it alike.
        if not isinstance(check, bool):
            raise not_a_flag("check", check)
        table: object = rules  # an interpreted call only when needed (a simulation's loop)
        rules = table if isinstance(table, RuleSet) else rules_arg(table)
        given_deck: object = deck  # an interpreted reader, as for the rules
        dealt = deck_arg(given_deck, check)
        if rules.players == 2:
            raise RuleError(code="api_discovery_two", game=TWO_PLAYER_GAMES[rules.variant])
        if rules.variant != "classic" or rules.announcements != "off":  # as play_deal says
            given = ("announcements=on" if rules.variant == "classic"
                     else f"variant={rules.variant}")
            raise RuleError(code="discovery_rules_given", given=given)
        game = cls(rules, None, "discovery", seed=_UNDEALT)
        if check:
            check_deck(dealt)  # each card once, else the card given twice, the one missing
        suit = trump_arg(trump, suits_only=True)
        game._start_play(discovery_hands(dealt), suit, _SOUTH)
        return game

    @overload
    @classmethod
    def at_play(cls, hands: Hands, trump: int, leader: Seat | str | int,
                rules: RuleSet | str | Sequence[str] | None = None,
                taker: Seat | str | int | None = None,
                dealer: Seat | str | int | None = None, contract: Contract | None = None,
                retourne: int | None = None) -> Game: ...

    @overload
    @classmethod
    def at_play(cls, hands: Hands, trump: str, leader: Seat | str | int,
                rules: RuleSet | str | Sequence[str] | None = None,
                taker: Seat | str | int | None = None,
                dealer: Seat | str | int | None = None, contract: Contract | None = None,
                retourne: int | None = None) -> Game: ...

    @classmethod
    def at_play(cls, hands: object, trump: object, leader: object,
                rules: RuleSet | str | Sequence[str] | None = None,
                taker: object = None, dealer: object = None, contract: object = None,
                retourne: object = None) -> Game:
        """A deal whose taking is over: the 8-card ``hands`` of N, E, S, W (a sequence of
        four, or a mapping by seat; each hand a mask, the cards' text such as ``"J♥ 9♥ A♠
        …"`` or a list of cards, as ``belote_cli.solve`` takes them; a card is its int 0-31
        or its text as the ``play`` prompt reads it: ``J♥``, ``JH``, ``10h``, ``V♠``,
        ``AP``), ``trump`` (a suit's int 0-3 or its text in either language: ``"♥"``,
        ``"H"``, ``"C"`` clubs, ``"P"`` pique, ``"cœur"``; or SA or TA: 4, 5, ``"SA"``,
        ``"sans atout"``), the first ``leader`` (the seat after the ``dealer``, where one is
        given), and who took (``taker``; a coinche ``contract`` sets taker and trump), and
        the ``retourne`` shown, a card as in a hand: the classic taker's, who took it.
        ``taker`` None with no contract is the discovery deal's scoring: no contract, each
        team keeps its points, no belote. An ending (fewer cards each) is no deal to play
        and score: ``belote_cli.solve`` values one. The positions are of the four-player
        game: ``variant=coinche`` plays a ``contract``, given whole (its trump ``trump``,
        its taker ``taker`` if given), and the games of two are dealt by ``Game.deal``
        (their positions valued by ``belote_cli.solve``). A trump of SA or TA is played
        with ``sa_ta=on`` in ``rules``, as the auctions take them."""
        rules = rules_arg(rules)
        if rules.players != 4:
            raise RuleError(code="at_play_four", variant=rules.variant)
        masks = hands_arg(hands)
        shared = card_in_two_hands(masks)
        if shared is not None:
            raise RuleError(code="card_two_hands", card=shared[0], seat=shared[1],
                            other=shared[2])
        if any(h.bit_count() != 8 for h in masks):
            raise RuleError(code="hands_eight",
                            counts=" ".join(str(h.bit_count()) for h in masks))
        # The arguments as given (``object``): read by interpreted helpers, so that either
        # build names a wrong one alike.
        kind_of = trump_arg(trump)
        if kind_of >= NO_TRUMP and rules.sa_ta != "on":  # as the auctions refuse them
            raise RuleError(code="trump_sa_ta_off", suit=kind_of)
        first = seat_of(leader, "leader")
        took = None if taker is None else seat_of(taker, "taker")
        played: Contract | None = None
        if contract is not None or rules.variant == "coinche":
            took = check_contract(contract, kind_of, took, rules)
            assert isinstance(contract, Contract)
            played = contract
        if retourne is not None:
            retourne = card_arg(retourne, "retourne")
            if took is None or played is not None:
                raise RuleError(code="at_play_retourne_untaken", card=retourne)
            if not masks[took] >> retourne & 1:
                raise RuleError(code="at_play_retourne", card=retourne, taker=took)
        dealt = None if dealer is None else seat_of(dealer, "dealer")
        if dealt is not None and first is not dealt.next(rules.clockwise):
            raise RuleError(code="at_play_leader", leader=first, dealer=dealt,
                            seat=dealt.next(rules.clockwise))
        kind = ("coinche" if played is not None else "classic" if took is not None
                else "discovery")
        game = cls(rules, dealt, kind, seed=_UNDEALT)
        game.taker = took
        game.contract = played
        game._retourne = retourne
        game._start_play(masks, kind_of, first)
        return game

    def _start_play(self, hands: Sequence[int], trump: int, leader: Seat) -> None:
        # The ``DealState`` is made when first asked for: a play settled by a back-end
        # never needs one.
        self.hands = hands_as_cards(hands)  # masks that print as cards
        self._trump = trump
        self.leader = leader
        if trump < NO_TRUMP:
            pair = BELOTE_PAIRS[trump]
            for seat in SEATS:
                if hands[seat] & pair == pair:
                    self._holder = seat
                    break
        self._unplayed = True
        self.to_act = leader
        self.phase = (_ANNOUNCE if self.rules.announcements == "on"
                      and self.kind != "discovery" else _PLAY)

    @property
    def state(self) -> DealState | None:
        """The play (``DealState``: hands, trick, tricks, points) once the taking is over;
        None before, for a void deal, or when a back-end played the tricks."""
        if self._unplayed:
            assert self.hands is not None and self._trump is not None
            assert self.leader is not None
            self._state = DealState(self.hands, self._trump, self.leader, self.rules)
            self._unplayed = False
        return self._state

    # --- what is known -----------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the deal is scored, or void."""
        return self.phase is _OVER

    @property
    def is_void(self) -> bool:
        """True when nobody took (*donne blanche*): no play, no score, no record."""
        if self.auction is not None:
            return self.auction.is_void
        return self.coinche_auction is not None and self.coinche_auction.is_void

    @property
    def result(self) -> DealScore | None:
        """``score``, by its old name: deprecated (a ``DeprecationWarning``), since a
        ``DealScore``'s own ``result`` is the word ``made``, ``dedans`` or ``litige``."""
        renamed("Game.result", "Game.score")
        return self.score

    @property
    def next_dealer(self) -> Seat | None:
        """Who deals the next deal: the seat after ``dealer``, void deal or not (None for
        the discovery deal, which has no dealer)."""
        return None if self.dealer is None else self.dealer.next(self.rules.clockwise)

    @property
    def bids(self) -> list[Bid]:
        """The classic taking so far (empty in other variants), a copy: each bid a
        ``Bid`` (seat, round and suit), as ``take()`` and ``pass_()`` return it. A seat's
        ``BidView.bids`` holds the same bids as ``(seat, suit)`` pairs, as ``calls`` and
        the views' ``calls`` hold the coinche auction's ``(seat, call)``."""
        return [] if self.auction is None else list(self.auction.bids)

    @property
    def calls(self) -> list[tuple[Seat, Call]]:
        """The coinche auction so far (empty in other variants), a copy."""
        return [] if self.coinche_auction is None else list(self.coinche_auction.calls)

    @property
    def belote(self) -> Team | None:
        """The team credited with belote-rebelote (once over; None on a discovery deal)."""
        return None if self.score is None else self.score.belote

    @property
    def belote_holder(self) -> Seat | None:
        """The seat dealt both king and queen of trump, once trump is known (a suit
        contract; see ``belote_pairs`` for TA)."""
        return self._holder

    def belote_pairs(self) -> list[tuple[int, Seat]]:
        """``(suit, seat)`` for each king and queen that make a belote in this deal, by
        the seat dealt both: the trump suit's, or under TA each suit's
        (``RuleSet.belote_suits``)."""
        if self.hands is None or self._trump is None:
            return []
        if self._trump < NO_TRUMP:
            return [] if self._holder is None else [(self._trump, self._holder)]
        out = []
        for suit in self.rules.belote_suits(self._trump):
            pair = BELOTE_PAIRS[suit]
            for seat in SEATS:
                if self.hands[seat] & pair == pair:
                    out.append((suit, seat))
        return out

    @property
    def retourne(self) -> CardInt | None:
        """The retourne (classic and the two-player games), else None: a ``CardInt``, the
        card's int that prints as the card (``A♦``), made when asked (the engine keeps the
        int)."""
        return card_int(self._retourne)

    @property
    def trump(self) -> SuitInt | None:
        """The trump suit (0-3), SA (4) or TA (5), once known, else None: a ``SuitInt``,
        the int that prints as ``print(game)`` writes it (``♥``, ``SA``, ``TA``), made
        when asked (the engine keeps the int)."""
        return suit_int(self._trump)

    @property
    def tricks(self) -> list[tuple[int, ...]]:
        """The cards of each finished trick, in order of play: the cards alone, as the
        deal file writes them (``DealRecord.tricks``, which ``to_record`` fills from
        here), since a play given by a fast back-end (``settle_play``) keeps nothing else.
        Each is a ``CardTuple``: a tuple of the cards' ints that prints as its cards.
        Who led and who won each, and its points, are in a seat's view
        (``view(seat).tricks``: ``Trick`` objects, as a bot reads them; ``view``'s
        example shows both)."""
        if self.state is not None:
            return trick_cards(self.state.tricks)
        return [] if self._tricks is None else [CardTuple(t) for t in self._tricks]

    @property
    def trick(self) -> list[int]:
        """The cards on the table, the trick in progress, in order of play (a copy; empty
        before the play, between two tricks and once over), in every game: the cards of a
        seat's view's ``trick``, as a ``CardList``, a list of the cards' ints that prints
        as its cards. Who led it is ``view(seat).leader``; a finished trick is
        in ``tricks``. (No example here: the build compiled by mypyc keeps no property's
        docstring for doctest to find; docs/api.md shows it.)"""
        state = self.state
        return CardList() if state is None else CardList(state.trick)

    @property
    def shown_announcements(self) -> tuple[Declaration, ...]:
        """The declared announcements once shown to all (after the first trick)."""
        if self.state is not None and not self.state.tricks:
            return ()
        return tuple(self.declared)

    def _player(self, seat: object) -> Seat:
        # ``seat`` (a ``Seat``, its letter or its int) as a ``Seat`` for every method that
        # takes one (hand, cards, view, face_down): at a game of two, E and W, who hold no
        # cards and have no view, a ``RuleError`` naming the seat (``check_player``).
        # S and N, asked for at every card of a game of two, pass at the first test.
        who = seat if isinstance(seat, Seat) else seat_of(seat, "seat")
        if who not in PLAYERS and self.rules.players == 2:
            check_player(who, TWO_PLAYER_GAMES[self.rules.variant])
        return who

    @overload
    def hand(self, seat: Seat | int) -> Cards: ...

    @overload
    def hand(self, seat: str) -> Cards: ...

    def hand(self, seat: object) -> Cards:
        """The cards ``seat`` (a ``Seat``, its letter or its int) holds now (5 during the
        classic taking): a mask that prints as its cards (``Cards``), in every phase and
        build. At a game of two, E and W (no players): ``RuleError``."""
        # ``seat: object``: anything else is refused by ``seat_of``, naming the seat, in the
        # build compiled by mypyc too. ``Cards(...)`` made here: a mask read as an int in
        # the compiled build is a plain int.
        who = self._player(seat)
        if self.state is not None:
            return Cards(self.state.hands[who])
        if self.hands is not None:
            return self.hands[who]  # Cards already, as typed
        assert self.deal_ is not None
        return Cards(self.deal_.hands[who])

    @overload
    def cards(self, seat: Seat | int) -> Cards: ...

    @overload
    def cards(self, seat: str) -> Cards: ...

    def cards(self, seat: object) -> Cards:
        """The cards ``seat`` (``Seat.S`` or ``"S"``) holds now, as a player reads them: a
        ``Cards``, the mask that prints as its cards, the same as ``hand(seat)`` gives.

        >>> game = Game(seed=4)
        >>> print(game.cards("S"))
        J♥ 7♥ 7♦ 10♣ Q♣
        >>> game.cards(Seat.S) == game.hand(Seat.S)
        True
        """
        return self.hand(self._player(seat))  # a Cards already, as hand's type says

    @overload
    def face_down(self, seat: Seat | int) -> Cards: ...

    @overload
    def face_down(self, seat: str) -> Cards: ...

    def face_down(self, seat: object) -> Cards:
        """``seat``'s cards still face down: belote découverte's alone (its own
        ``face_down``). Every other game has none, and is refused with a ``RuleError``
        that names it (``face_down: only belote découverte has cards face down, not
        belote à deux``), once ``seat`` is read as ``hand`` reads it (E and W refused at
        belote à deux)."""
        self._player(seat)
        raise RuleError(code="face_down_decouverte", game=_NO_FACE_DOWN[self.kind])

    def legal_cards(self) -> Cards:
        """The cards the seat to act may play (none outside the play): a mask that prints
        as its cards."""
        if self.phase is not _PLAY or self.state is None:
            return Cards(0)
        return Cards(self.state.legal_moves())

    def legal_actions(self) -> list[Action]:
        """Everything the seat to act may do now (empty once over)."""
        phase = self.phase
        if phase is _BID:
            assert self.auction is not None
            return [Take(None), *(Take(s) for s in self.auction.allowed_suits())]
        if phase is _CALL:
            return list(self._legal_calls())
        if phase is _ANNOUNCE:
            assert self.to_act is not None
            best = self._offers(self.to_act)
            subsets: list[Action] = []
            for m in range(1 << len(best)):
                subsets.append(Announce(tuple(a for i, a in enumerate(best) if m >> i & 1)))
            return subsets
        if phase is _PLAY:
            legal = self.legal_cards()
            return [Play(c) for c in range(32) if legal >> c & 1]
        if phase is _BELOTE:
            return [Belote(True), Belote(False)]
        return []

    def _legal_calls(self) -> tuple[Call, ...]:
        auction = self.coinche_auction
        assert auction is not None
        calls = [PASS]
        kinds = CONTRACT_KINDS if auction.sa_ta else SUITS
        calls.extend(Call.bid(level, suit) for level in auction.legal_levels() for suit in kinds)
        if auction.can_coinche():
            calls.append(COINCHE)
        if auction.can_surcoinche():
            calls.append(SURCOINCHE)
        return tuple(calls)

    def _offers(self, seat: Seat) -> tuple[Announcement, ...]:
        assert self.hands is not None and self._trump is not None
        return detect(self.hands[seat], self._trump)

    @overload
    def view(self, seat: Seat | int) -> View: ...

    @overload
    def view(self, seat: str) -> View: ...

    def view(self, seat: object) -> View:
        """What ``seat`` may know now: its cards, the retourne, the bids or calls, the
        cards played (``BidView`` while taking, ``CallView`` in the coinche auction,
        ``PlayerView`` from the play on; a void deal's is its auction's, over, as at belote
        à deux: it has no trump). What it may do is set only on its turn.
        ``seat``: a ``Seat``, its letter or its int.

        A trick in a view is a ``Trick``, its leader and winner with its cards, where
        ``tricks`` gives the cards alone, as the deal file writes them:

        >>> game = Game(seed=4)
        >>> game.take()
        Bid(seat=S, round=1, suit=♥)
        >>> for card in ("J♥", "A♥", "Q♥", "9♥"):       # S W N E: 20 + 11 + 3 + 14
        ...     _ = game.play(card)
        >>> game.tricks
        [(J♥, A♥, Q♥, 9♥)]
        >>> game.view("S").tricks
        (Trick(leader=S, cards=(J♥, A♥, Q♥, 9♥), winner=S, points=48),)
        """
        seat = self._player(seat)
        mine = seat is self.to_act
        void = self.phase is _OVER and self._trump is None  # nobody took: no play
        if self.phase is _BID or (void and self.auction is not None):
            auction, deal = self.auction, self.deal_
            assert auction is not None and deal is not None and self.dealer is not None
            return BidView(seat, Cards(deal.hands[seat]), deal.retourne, self.dealer, auction.round,
                           tuple((b.seat, b.suit) for b in auction.bids),
                           auction.allowed if mine else (), self.rules)
        if self.phase is _CALL or (void and self.coinche_auction is not None):
            auction_ = self.coinche_auction
            assert auction_ is not None and self.hands is not None and self.dealer is not None
            return CallView(seat, self.hands[seat], self.dealer, tuple(auction_.calls),
                            self._legal_calls() if mine else (), self.rules)
        state = self.state
        if state is None:  # a play given by a back-end
            dealt = self.hands[seat] if self.hands is not None else self.hand(seat)
            assert self._trump is not None
            return PlayerView(seat, dealt, self._trump,
                              seat if self.leader is None else self.leader, (), (), Cards(0),
                              self.taker, self.dealer, self._retourne, self.rules,
                              calls=tuple(self.calls), contract=self.contract)
        hand = state.hands[seat]
        legal = Cards(legal_plays(hand, state.trick, state.trump,
                                  state.rules.undertrump == "required")
                      if mine and self.phase is _PLAY else 0)
        return PlayerView(seat, Cards(hand), state.trump, state.leader, tuple(state.trick),
                          tuple(state.tricks), legal, self.taker, self.dealer, self._retourne,
                          self.rules, calls=tuple(self.calls), shown=self._shown(state),
                          announced=self._announced_shown(state),
                          declared=self._declared_by(state, seat),
                          heard=self._heard_by(state, seat), contract=self.contract)

    def player_view(self) -> PlayerView:
        """The ``PlayerView`` of the seat to play (phase ``PLAY``), as a bot receives it;
        ``RuleError`` outside the play (``view(seat)`` is any seat's view at any time)."""
        state = self.state
        if state is None or self.phase is _OVER:
            raise RuleError(code="view_not_in_play", phase=self.phase.value)
        seat = state.to_play
        return PlayerView.of(state, self.taker, self.dealer, self._retourne, tuple(self.calls),
                             self._shown(state), self._announced_shown(state),
                             self._declared_by(state, seat), self._heard_by(state, seat),
                             self.contract)

    def _shown(self, state: DealState) -> tuple[Cards, Cards, Cards, Cards]:
        # The cards each seat showed to all and still holds (``PlayerView.shown``): its
        # announcements from the second trick on, the other of a belote said; masks that
        # print as cards (``Cards`` made here: a mask read as an int in the compiled build
        # is a plain int).
        if not (self._belote_said or state.tricks and self.declared):
            return _NONE_SHOWN
        shown = [0, 0, 0, 0]
        if state.tricks:
            for d in self.declared:
                shown[d.seat] |= d.announcement.cards
        if self._belote_said:
            for suit, seat in self.belote_pairs():
                if self._belote_said >> suit & 1:
                    shown[seat] |= BELOTE_PAIRS[suit]
        hands = state.hands
        return (Cards(shown[0] & hands[0]), Cards(shown[1] & hands[1]),
                Cards(shown[2] & hands[2]), Cards(shown[3] & hands[3]))

    def _announced_shown(self, state: DealState) -> tuple[int, int]:
        # What each team's declared announcements score if the contract is made
        # (``PlayerView.announced``): known to all once shown, after the first trick.
        if not (state.tricks and self.declared):
            return _NO_ANNOUNCED
        return declared_points(self.declared, state.trump)

    def _declared_by(self, state: DealState, seat: Seat) -> tuple[Announcement, ...]:
        # ``PlayerView.declared``: what ``seat`` announced, during the first trick (from
        # the second, ``shown`` and ``announced`` say it to all).
        if state.tricks or not self._announced >> seat & 1:
            return ()
        return tuple(d.announcement for d in self.declared if d.seat is seat)

    def _heard_by(self, state: DealState,
                  seat: Seat) -> tuple[tuple[Seat, tuple[str, ...]], ...]:
        # ``PlayerView.heard``: during the first trick, the kinds each other seat said with
        # its first card (the announcement's ``label``), in order of play from the leader;
        # the cards are shown only at the second trick.
        if state.tricks or not self._announced & ~(1 << seat):
            return ()
        heard = []
        other = state.leader
        clockwise = self.rules.clockwise
        for _ in range(4):
            if other is not seat and self._announced >> other & 1:
                heard.append((other, tuple(label(d.announcement) for d in self.declared
                                           if d.seat is other)))
            other = other.next(clockwise)
        return tuple(heard)

    # --- acting ------------------------------------------------------------------------------
    def apply(self, action: Action | str | int) -> None:
        """Do ``action`` for the seat to act (in the play, a card's text or int will do, as
        ``play`` takes it: ``"9♠"``, ``6``; in the coinche auction, a call's text:
        ``"90 ♥"``; in the taking, a ``Take``'s: ``"♥"``, ``"pass"``, or ``"take"``, as
        ``take()`` takes the retourne's suit in round one).
        An action of the wrong kind for the phase, or one the rules forbid, raises
        ``IllegalPlayError`` naming the rule (``BidError`` for a coinche call) and changes
        nothing."""
        phase = self.phase
        if phase is _OVER:
            raise IllegalPlayError(code="deal_over")
        # The action's values as given (``Announce(None)``): each is checked by the method it
        # goes to, which names it, in the build compiled by mypyc too.
        given: Any = action
        if isinstance(action, Play) and phase is _PLAY:
            self.play(given.card)
        elif isinstance(action, (str, int)) and not isinstance(action, bool) and (
                phase is _PLAY):
            self.play(action)  # a card's text or int: "9♠", 6
        elif isinstance(action, str) and phase is _CALL:
            self.call(action)  # a call's text: "90 ♥"
        elif isinstance(action, str) and phase is _BID:
            self.take(_take_of_text(self.to_act, _KIND_OF_PHASE[phase], action))  # "♥", "pass"
        elif isinstance(action, Take) and phase is _BID:
            self.take(given.suit)
        elif isinstance(action, Call) and phase is _CALL:
            self.call(action)
        elif isinstance(action, Announce) and phase is _ANNOUNCE:
            self.announce(given.announcements)
        elif isinstance(action, Belote) and phase is _BELOTE:
            self.say_belote(given.said)
        else:
            raise _wrong_action(self.to_act, _KIND_OF_PHASE[phase], action)

    @overload
    def take(self, suit: int | None = RETOURNE_SUIT) -> Bid: ...

    @overload
    def take(self, suit: str) -> Bid: ...

    def take(self, suit: object = RETOURNE_SUIT) -> Bid:
        """The classic bid of the seat to act (``Take``, *je prends*): ``take()`` takes the
        retourne's suit in round one; ``take("♠")`` (or a suit's int, letter or name, ``SA``
        and ``TA`` with ``sa_ta=on``) names a suit in round two; ``take(None)`` passes, as
        ``pass_()`` does.

        It returns the ``Bid`` it adds to ``bids``, who bid what in which round, not the
        ``Take`` action (``apply``'s), which names the choice alone: each method that acts
        returns what the deal recorded of it, as ``call`` returns the ``(seat, call)`` it
        adds to ``calls`` and ``play`` the ``Trick`` its card ends.

        >>> game = Game(seed=4)                           # S speaks first, retourne 8♥
        >>> game.take(), game.bids
        (Bid(seat=S, round=1, suit=♥), [Bid(seat=S, round=1, suit=♥)])
        """
        auction = self.auction
        if self.phase is not _BID or auction is None:
            raise _out_of_phase(self.phase, "not_the_taking")
        bid = bid_suit(suit)
        if bid == RETOURNE_SUIT:
            if auction.round != 1:
                raise IllegalPlayError(code="take_name_suit")
            bid = auction.retourne >> 3
        made = auction.bid(bid)
        taker = auction.taker
        if taker is None:
            n = len(auction.bids)
            if n < 8:
                self.to_act = auction.order[n & 3]
            else:
                self._void()
        else:
            deal = self.deal_
            assert deal is not None and bid is not None
            self.taker = taker
            # The seat after the dealer leads: the first of the auction's order.
            self._start_play(deal.complete(taker), bid, auction.order[0])
        return made

    def pass_(self) -> Bid:
        """The seat to act passes (*je passe*): ``take(None)``, whose ``Bid`` (a suit of
        None) it returns, as ``take`` does."""
        return self.take(None)

    @overload
    def call(self, call: Call) -> tuple[Seat, Call]: ...

    @overload
    def call(self, call: str) -> tuple[Seat, Call]: ...

    def call(self, call: object) -> tuple[Seat, Call]:
        """The coinche call of the seat to act: a ``Call`` or its text, read as
        ``parse_call`` reads it (``"90 ♥"``, ``"pass"``, ``"coinche"``); ``BidError`` if
        not allowed. It returns the ``(seat, call)`` it adds to ``calls``, as ``take``
        returns its ``Bid``."""
        auction = self.coinche_auction
        if self.phase is not _CALL or auction is None:
            raise _out_of_phase(self.phase, "not_the_auction")
        made = auction.call(call if isinstance(call, Call) else call_arg(call))
        if not auction.is_over:
            self.to_act = auction.to_bid
            return made
        contract = auction.contract
        if contract is None:
            self._void()
            return made
        assert self.hands is not None and self.dealer is not None
        self.contract = contract
        self.taker = contract.taker
        self._start_play(self.hands, contract.suit, self.dealer.next(self.rules.clockwise))
        return made

    def announce(self, announcements: Sequence[Announcement]) -> None:
        """The seat to act declares ``announcements`` (a part of its best split,
        ``announcements.detect``, maybe nothing) before its first card."""
        seat = self.to_act
        if self.phase is not _ANNOUNCE or seat is None:
            raise _out_of_phase(self.phase, "announce_not_now")
        announcements = announcements_arg(announcements, "announcements")
        best = self._offers(seat)
        used = 0
        for a in announcements:
            if a not in best or a.cards & used:
                raise IllegalPlayError(code="announce_not_best", seat=seat, announced=a)
            used |= a.cards
        self.declared = (*self.declared, *(Declaration(seat, a) for a in announcements))
        self._announced |= 1 << seat
        self.phase = _PLAY

    @overload
    def play(self, c: int, check: bool = True) -> Trick | None: ...

    @overload
    def play(self, c: str, check: bool = True) -> Trick | None: ...

    def play(self, c: object, check: bool = True) -> Trick | None:
        """The seat to act plays card ``c`` (``Play``): its int 0-31 or its text as the
        ``play`` prompt reads it (``J♥``, ``JH``, ``10h``, ``V♠``, ``AP``; ``card_of``);
        returns the trick if it ended it. Text that is no card raises ``CardError`` (``card:
        unknown card '1X': write the rank …``), and so does an int outside 0-31 (``card: no
        card 32, a card is an int 0-31``); a value of another type (None, a float, a bool,
        a list) is a ``TypeError`` naming it (``card: a card is an int 0-31, not NoneType
        None``), in every game; a card not in the hand, or (``check``, unless the caller
        checked it against ``legal_cards``) breaking an obligation, raises
        ``IllegalPlayError`` (``rule``: the obligation, a ``Reason``)."""
        if not isinstance(check, bool):
            raise not_a_flag("check", check)
        if isinstance(c, str):
            c = card_of(c)
        state = self.state
        if self.phase is not _PLAY or state is None:
            raise (IllegalPlayError(code="announce_first") if self.phase is _ANNOUNCE
                   else _not_the_play(self.phase, self.to_act))
        seat = state.to_play
        # ``c: object``: a value of another type is refused here, a TypeError naming the
        # card, in the build compiled by mypyc as in the interpreted one (``check_card``,
        # an interpreted call, only for what is not a card already).
        if isinstance(c, bool) or not (isinstance(c, int) and 0 <= c < 32):
            c = check_card(c)  # a bool is no card
        done = state.play(c, check)
        suit = c >> 3
        if (self.rules.belote == "declared" and self.kind != "discovery"
                and c & 7 in (KING, QUEEN) and not self._belote_said >> suit & 1
                and (suit, seat) in self.belote_pairs()):
            other = card(suit, QUEEN if c & 7 == KING else KING)
            if state.hands[seat] >> other & 1:
                # The first of the two: the holder says belote now, or never.
                self.phase = _BELOTE
                self.to_act = seat
                return done
        self._after_card()
        return done

    def say_belote(self, said: bool) -> None:
        """The holder says "belote" (``said``: True or False) with the first of king and
        queen, or not."""
        if not isinstance(said, bool):
            raise not_a_flag("said", said)
        if self.phase is not _BELOTE:
            raise _out_of_phase(self.phase, "belote_not_now")
        state = self.state
        if said and state is not None:
            last = state.trick[-1] if state.trick else state.tricks[-1].cards[-1]
            self._belote_said |= 1 << (last >> 3)  # the suit of the card just played
        self.phase = _PLAY
        self._after_card()

    def _after_card(self) -> None:
        state = self.state
        assert state is not None
        if state.is_over:
            self._points = (state.points[0], state.points[1])
            self._ns_tricks = state.tricks_won(Team.NS)
            self._last = state.tricks[-1].winner
            self._finish()
            return
        self.to_act = state.to_play
        self._before_card()

    def _before_card(self) -> None:
        # With announcements, a seat declares before its first card.
        state = self.state
        assert state is not None
        seat = state.to_play
        if (self.rules.announcements == "on" and self.kind != "discovery" and not state.tricks
                and not self._announced >> seat & 1):
            self.phase = _ANNOUNCE
        else:
            self.phase = _PLAY

    def _void(self) -> None:
        self.phase = _OVER
        self.to_act = None

    # --- a play from a back-end ------------------------------------------------------------
    def settle_play(self, ns: int, ew: int, ns_tricks: int, last: int,
                    tricks: list[tuple[int, ...]] | None = None,
                    declared: Sequence[Declaration] | None = None) -> DealScore:
        """Score the eight tricks as a fast back-end played them from this deal's hands,
        trump and leader (``fastplay.play_random`` / ``play_bots``): NS and EW trick points
        (the dix de der included), the tricks NS won, the seat (0–3) that won the last
        trick, and ``tricks`` (their cards) if kept, for ``to_record``. The back-end's
        players are bots: every seat announces its best split, in seat order, and belote is
        said; ``declared``: those splits (``declarations.declare_all`` of the hands) where
        the caller found them already."""
        if self.phase not in (_PLAY, _ANNOUNCE) or self.hands is None:
            raise IllegalPlayError(code="play_not_started")
        if self._state is not None and (self._state.trick or self._state.tricks):
            raise IllegalPlayError(code="play_started")
        if self.rules.announcements == "on" and self.kind != "discovery":
            hands, trump = self.hands, self._trump
            assert hands is not None and trump is not None
            found = list(self.declared)
            if declared is not None:
                found.extend(d for d in declared if not self._announced >> d.seat & 1)
            else:
                for seat in SEATS:
                    if not self._announced >> seat & 1:
                        found.extend(Declaration(seat, a) for a in detect(hands[seat], trump))
            self.declared = tuple(found)
            self._announced = 15
        self._belote_said = 15
        self._unplayed = False
        self._state = None
        self._tricks = tricks
        self._points = (ns, ew)
        self._ns_tricks = ns_tricks
        self._last = last
        self._finish()
        assert self.score is not None
        return self.score

    # --- the score and the record ----------------------------------------------------------
    def _finish(self) -> None:
        self.phase = _OVER
        self.to_act = None
        trump = self._trump
        assert trump is not None
        rules = self.rules
        belote: Team | None = None
        counted = _NO_BELOTES
        if self.kind == "discovery":
            pass
        elif trump < NO_TRUMP:
            holder = self._holder
            if holder is not None and (rules.belote != "declared"
                                       or self._belote_said >> trump & 1):
                belote = TEAMS[holder & 1]
        elif trump == ALL_TRUMP:
            # TA: each suit's king and queen apart (none with ta_belote=none; none in SA).
            belotes = [0, 0]
            for suit, seat in self.belote_pairs():
                if rules.belote != "declared" or self._belote_said >> suit & 1:
                    belotes[seat & 1] += 1
                    if belote is None:
                        belote = seat.team
            counted = (belotes[0], belotes[1])
        announced = (0, 0)
        if self.declared:
            announced = declared_points(self.declared, trump)
        if self.contract is not None:
            self.score = score_coinche(self.contract, self._points, TEAMS[self._last & 1],
                                        rules, belote, capot_team(self._ns_tricks),
                                        announcements=announced, belotes=counted)
            self.tally_ok = self.score.tally.ok
        elif announced == (0, 0) and counted == (0, 0):
            # Without announcements a deal is scored from a few ints: looked up.
            taker = self.taker
            # All ints: hashing a ``Seat`` or ``Team`` (an enum) costs more than the rest.
            key = (trump, self._points[0], self._points[1], self._last & 1,
                   -1 if taker is None else int(taker), -1 if belote is None else int(belote),
                   CAPOT_KEY[self._ns_tricks])
            table = score_table(rules)
            found = table.scores.get(key)
            if found is None:
                found = table.score(key)
            self.score, self.tally_ok = found
        else:
            self.score = score_deal(trump, self._points, TEAMS[self._last & 1], self.taker,
                                     rules, belote, capot_team(self._ns_tricks),
                                     announcements=announced, belotes=counted)
            self.tally_ok = self.score.tally.ok
        if self.kind == "discovery":  # scored as a classic deal without a taker
            self.score = dataclasses.replace(self.score, game="discovery")

    def to_record(self, independent: bool = False) -> DealRecord:
        """The finished deal in the deal-file model (``dealfile.dumps`` writes it); the
        discovery deal is marked so (``rules: discovery``: no contract, no belote bonus),
        and ``independent`` marks a deal scored alone, outside any match (``match:
        none``). ``RuleError`` for a void or unfinished deal, or a play whose tricks were
        not kept."""
        if not isinstance(independent, bool):
            raise not_a_flag("independent", independent)
        if self.score is None or self._trump is None:
            raise RuleError(code="record_unplayed")
        tricks = self.tricks
        if len(tricks) != 8:
            raise RuleError(code="record_no_tricks")
        # The seats credited with a belote (under TA, of any suit), each once.
        belote = tuple(dict.fromkeys(
            seat for suit, seat in self.belote_pairs()
            if self.rules.belote != "declared" or self._belote_said >> suit & 1))
        if self.score.belote is None:
            belote = ()
        return DealRecord(trump=self._trump, taker=self.taker, dealer=self.dealer,
                          leader=self.leader, rules=self.rules, belote=belote, tricks=tricks,
                          announcements=tuple(self.declared), contract=self.contract,
                          discovery=self.kind == "discovery", independent=independent)

    def deal_file(self, independent: bool = False) -> str:
        """The finished deal as a deal file's text, ``dealfile.dumps(self.to_record())``:
        ``to_record()`` is the ``DealRecord`` (a record is the object, as ``loads`` gives
        it), this is its text (``loads(game.deal_file())`` reads it back)."""
        return dumps(self.to_record(independent))

    def record(self, independent: bool = False) -> str:
        """``deal_file()``, by its old name: deprecated (a ``DeprecationWarning``), since a
        record is the ``DealRecord`` object (``to_record()``), not its text."""
        renamed("Game.record()", "Game.deal_file()")
        return self.deal_file(independent)

    def copy(self) -> Game:
        """This deal in the same state, going on apart from it: an action on either leaves
        the other where it was (``copy.copy(game)`` gives it too). What changes as the
        deal goes on is copied, the auction and the play (the hands held, the trick on
        the table, the tricks, the points); the rest is shared, values that the deal
        never changes: the rules, the hands as dealt, the contract, the announcements
        made, the score, and two that hold lists, ``deal_`` (a classic deal's dealing)
        and, at the games of two, ``deck``. A shallow copy: change neither of these two
        in place on a copy, or the original changes with it; ``copy.deepcopy(game)``
        copies them as well. Several times quicker than deep-copying each field, and
        quicker than dealing the deal again and replaying its actions: to try each
        choice of a position from that position.

        >>> game = Game(seed=4)
        >>> _ = game.take()                     # S takes ♥, then leads
        >>> trial = game.copy()
        >>> trial.play("J♥")                    # on the copy alone
        >>> trial.trick, trial.to_act, game.trick, game.to_act
        ([J♥], <Seat.W: 3>, [], <Seat.S: 2>)
        """
        other = Game(self.rules, self.dealer, self.kind, seed=_UNDEALT)
        self._copy_into(other)
        return other

    def _copy_into(self, other: Game) -> None:
        # Every field of ``Game`` into ``other``: the auctions and the play's state are
        # copied (they change in place); the rest is shared, ints, seats, tuples and
        # frozen values, ``deal_`` (only read once dealt) and ``_tricks`` (a back-end's
        # tricks, kept as given).
        other.deal_ = self.deal_
        auction, coinche = self.auction, self.coinche_auction
        other.auction = None if auction is None else auction.copy()
        other.coinche_auction = None if coinche is None else coinche.copy()
        other.hands = self.hands
        other._trump = self._trump
        other.taker = self.taker
        other.contract = self.contract
        other._retourne = self._retourne
        other.leader = self.leader
        other.phase = self.phase
        other.to_act = self.to_act
        other.declared = self.declared
        other.score = self.score
        other.tally_ok = self.tally_ok
        state = self._state
        other._state = None if state is None else state.copy()
        other._unplayed = self._unplayed
        other._holder = self._holder
        other._announced = self._announced
        other._belote_said = self._belote_said
        other._tricks = self._tricks
        other._points = self._points
        other._ns_tricks = self._ns_tricks
        other._last = self._last
        if self.phase is _OVER:  # a finished deal's copy is that deal, counted once
            other._ended = self._mark()

    def _mark(self) -> object:
        # The finished deal's mark, made when first asked for (``Match.finish`` too).
        mark = self._ended
        if mark is None:
            mark = self._ended = DealMark()
        return mark

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[Any, ...]:
        """``pickle``'s own way, the fields one by one, with a finished deal's mark made
        first: loaded back (in this process or another), the deal is this deal, which a
        ``Match`` counts once, as a copy of it."""
        if self.phase is _OVER:
            self._mark()
        return object.__reduce_ex__(self, protocol)

    def __copy__(self) -> Game:
        """``copy()``: a copy sharing the play's state would fall out of step with this
        deal at its next card."""
        return self.copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        """``copy()``, with the values holding lists or dicts that it shares copied too
        (``deal_``; at the games of two ``deck`` and the revokes): the copy shares
        nothing that can change in place with this deal. ``memo`` is ``copy.deepcopy``'s:
        a value met twice in one deep copy is copied once (a list holding a game twice
        gives a list holding its copy twice)."""
        other = self.copy()
        memo[id(self)] = other
        self._deep_into(other, memo)
        return other

    def _deep_into(self, other: Game, memo: dict[int, object]) -> None:
        # What ``_copy_into`` shares that changes in place: the ``Deal`` (a mutable
        # dataclass) and its two lists, a back-end's list of tricks (tuples of ints), a
        # score's revokes (each rule's values in a dict, ``Reason.params``).
        deal = self.deal_
        if deal is not None:
            known = memo.get(id(deal))
            if not isinstance(known, Deal):
                known = Deal(deal.dealer, _apart(deal.hands, list, memo), deal.retourne,
                             _apart(deal.stock, list, memo), deal.clockwise)
                memo[id(deal)] = known
            other.deal_ = known
        if self._tricks is not None:
            other._tricks = _apart(self._tricks, list, memo)
        score = self.score
        if score is not None and score.revokes:
            other.score = deepcopy(score, memo)

    def __repr__(self) -> str:
        where = self.phase.value + ("" if self.to_act is None else f", {self.to_act.name} to act")
        return f"<Game {self.kind} ({where})>"

    def __str__(self) -> str:
        # The table (the class docstring says what it shows).
        return "\n".join(table_lines(self))


def _apart(value: _T, copied: Callable[[_T], _T], memo: dict[int, object]) -> _T:
    # ``copy.deepcopy(value, memo)`` for a container of immutable values (ints, tuples
    # of ints), made by ``copied``: the copy made once in a deep copy, found there after.
    known = memo.get(id(value))
    if known is None:
        known = memo[id(value)] = copied(value)
    return cast(_T, known)


def belote_team(state: DealState, rules: RuleSet, declared: bool = True) -> Team | None:
    """The team credited with belote-rebelote once ``state`` is played: ``auto``, whoever
    played both king and queen of trump; ``declared``, only if that player also said it."""
    holder = state.belote_holder()
    if holder is None or (rules.belote == "declared" and not declared):
        return None
    return holder.team


def score_state(state: DealState, taker: Seat | None, rules: RuleSet,
                belote: Team | None, as_played: bool = False,
                announcements: tuple[int, int] = (0, 0)) -> DealScore:
    """Score a finished classic (or discovery, ``taker`` None) ``DealState`` as played:
    ``announcements`` the points per team as ``announcements.team_points`` gives them."""
    return score_deal(state.trump, (state.points[0], state.points[1]),
                      state.tricks[-1].winner.team, taker, rules, belote,
                      capot_team(state.tricks_won(Team.NS)), as_played=as_played,
                      announcements=announcements)


__all__ = [
    "RETOURNE_SUIT", "Action", "Announce", "Belote", "CallView", "Exchange", "Game", "Phase",
    "Play", "Take", "View", "belote_team", "card_of", "score_state", "seat_of",
    "suit_of_text",
]
