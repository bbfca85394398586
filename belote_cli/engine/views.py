"""What a seat may see, and the ``Bot`` protocol: the engine's side of a player.

A bot sees only what its seat may see: its own hand, the retourne, the bids or calls, and
every card played so far (``BidView``, ``CallView``, ``PlayerView``), never the other hands.
The deal engine (``game.Game``) builds these views and asks a ``Bot`` for its decisions;
the bots themselves (``bots/``) are the layer above, and import this module, never the
reverse.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
from typing import Protocol

from .._compat import REQUIRED, renamed, renamed_argument, require
from ..core import reprs
from ..core.announcements import Announcement
from ..core.cards import Cards, bits, read_card, shown, suit_symbol
from ..core.coinche import PASS, Call, CoincheAuction, Contract, parse_call
from ..core.errors import CardError, IllegalPlayError
from ..core.rules import RuleSet, legal_plays, trick_winner
from ..core.seats import Seat
from ..core.state import DealState, Trick
from .actions import Take

#: No card: the default of a ``PlayerView``'s ``faceup``, ``covered`` and ``known``, a mask
#: that prints as one (``-``), as the game gives every set of cards in a view (``Cards``).
NO_CARDS = Cards(0)
#: No card shown by any seat (``PlayerView.shown``'s default).
NONE_SHOWN = (NO_CARDS, NO_CARDS, NO_CARDS, NO_CARDS)

# The views are read-only by contract but not frozen: a frozen dataclass pays for each
# field through ``object.__setattr__``, and a view is built for every card a bot plays.
# They still compare and hash by value.


@dataclasses.dataclass(slots=True, unsafe_hash=True, init=False)
class BidView:
    """What a seat knows while bidding: its cards (5; 6 at belote à deux, the 8 face up
    at belote découverte), the retourne, the bids so far, and the
    suits it may take now (``legal``, as ``CallView.legal`` and ``PlayerView.legal`` name
    what their seat may do; ``allowed``, its old name, is deprecated, as the attribute and
    as the argument).

    ``bids`` holds each bid so far as a pair ``(seat, suit)``, the suit None for a pass,
    as ``calls`` holds the coinche auction's ``(seat, call)`` in a ``CallView``, a
    ``PlayerView`` and ``Game.calls``. ``Game.bids`` gives the same bids as the ``Bid``
    objects ``Game.take()`` and ``Game.pass_()`` return, each with its round besides:
    ``view.bids == tuple((bid.seat, bid.suit) for bid in game.bids)``. A view's bid is of
    round one among the first four (the first two at belote à deux and belote
    découverte), of round two after them; ``round`` is the round being bid.

    Read-only: a bot must not change it.

    >>> from belote_cli import Game
    >>> game = Game(seed=4)                                # E deals, S speaks first
    >>> view = game.view(Seat.S)
    >>> view.round, view.legal, view.bids
    (1, (1,), ())
    >>> for _ in range(4):                                 # S W N E pass: round two
    ...     _ = game.pass_()
    >>> game.view(Seat.S).round, game.view(Seat.S).bids[0], game.bids[0]
    (2, (<Seat.S: 2>, None), Bid(seat=S, round=1, suit=None))
    >>> game.view(Seat.S).bids == tuple((bid.seat, bid.suit) for bid in game.bids)
    True
    """

    seat: Seat
    hand: int
    retourne: int
    dealer: Seat
    round: int
    # (seat, suit or None for a pass), in order; ``Game.bids`` gives them as ``Bid``s
    bids: tuple[tuple[Seat, int | None], ...]
    legal: tuple[int, ...]  # suits this seat may take now
    rules: RuleSet

    def __init__(self, seat: Seat, hand: int, retourne: int, dealer: Seat, round: int,
                 bids: tuple[tuple[Seat, int | None], ...],
                 legal: tuple[int, ...] = REQUIRED, rules: RuleSet = REQUIRED, *,
                 allowed: tuple[int, ...] = REQUIRED) -> None:
        """The fields in their order; ``allowed=``, the old name of ``legal``, still builds
        one for one more release, with a ``DeprecationWarning`` (not with ``legal``)."""
        legal = renamed_argument("BidView", "allowed", "legal", allowed, legal)
        require("BidView", legal=legal, rules=rules)
        self.seat = seat
        self.hand = hand
        self.retourne = retourne
        self.dealer = dealer
        self.round = round
        self.bids = bids
        self.legal = legal
        self.rules = rules

    @property
    def allowed(self) -> tuple[int, ...]:
        """``legal``, by its old name: deprecated (a ``DeprecationWarning``)."""
        renamed("BidView.allowed", "BidView.legal")
        return self.legal

    def __repr__(self) -> str:
        return reprs.of(self, hand=reprs.MASKS, retourne=reprs.CARDS, bids=reprs.SUITS,
                        legal=reprs.SUITS)


@dataclasses.dataclass(slots=True, unsafe_hash=True)
class PlayerView:
    """What a seat knows while playing a card. Read-only: a bot must not change it.

    Every set of cards in the view a game gives (``hand``, ``legal``, ``faceup``,
    ``covered``, ``known``, each of ``shown``, and ``played``) is a mask that prints as its
    cards (``Cards``, an int); a bot's own views may hold plain ints, which is why these
    fields are typed ``int``. The rest are ints as everywhere in the library, which the
    ``repr`` writes as cards and suits: ``trump`` a suit 0–3, or ``NO_TRUMP`` (4) and
    ``ALL_TRUMP`` (5), as ``Game.trump`` and ``DealScore.trump`` (no suit type of its
    own); ``retourne``, the cards of ``trick``, ``drawn`` and ``exchange`` a card 0–31
    (``Card``, as ``Game.retourne`` and ``Trick.cards``). The seats are ``Seat``s.
    ``leader`` is the seat that led the trick on the table (``trick``), the winner of the
    one before, where ``Game.leader`` is the seat that led the first trick.

    >>> from belote_cli import Game
    >>> game = Game(seed=4)
    >>> game.take()
    Bid(seat=S, round=1, suit=♥)
    >>> view = game.player_view()                          # S leads trick 1
    >>> view.seat, view.trick, view.legal == view.hand       # any card may lead
    (<Seat.S: 2>, (), True)
    >>> for card in ("7♥", "A♥", "Q♥", "9♥"):     # S W N E: E's 9♥ beats W's A♥ at ♥
    ...     _ = game.play(card)
    >>> game.leader, game.player_view().leader     # the first trick's, the second's
    (<Seat.S: 2>, <Seat.E: 1>)
    """

    seat: Seat
    hand: int
    trump: int
    leader: Seat
    trick: tuple[int, ...]  # cards on the table, in order of play from ``leader``
    # Finished tricks, each a ``Trick`` (leader, cards, winner, points): what a bot reasons
    # on. ``Game.tricks`` and ``DealRecord.tricks`` are their cards alone, in order of
    # play, as the deal file writes them (a back-end's play keeps no more).
    tricks: tuple[Trick, ...]
    legal: int  # mask of the cards this seat may play now
    taker: Seat | None
    dealer: Seat | None
    #: The retourne, known to all: it went to the taker. At belote à deux the card lying
    #: face up under the talon (the retourne, or the 7 swapped for it), None once drawn
    #: after trick 10; None at belote découverte (``Game.retourne`` names it).
    retourne: int | None
    rules: RuleSet
    #: Belote découverte: the cards lying face up on the other player's piles (which both
    #: players see), and the cards of either player that lie over a face-down one (seen by
    #: nobody, the owner included), face up or on the table; 0 in the other games.
    faceup: int = NO_CARDS
    covered: int = NO_CARDS
    #: Coinche: the calls of the auction, in order, as every seat heard them; empty in
    #: the other games.
    calls: tuple[tuple[Seat, Call], ...] = ()
    #: Cards the other player is known to hold, not yet played: at belote à deux, the
    #: retourne the other player took by the exchange of the seven, which both saw; 0 in
    #: the other games.
    known: int = NO_CARDS
    #: The cards each seat (N E S W) has shown to all and not played yet: its
    #: announcements, shown at the second trick (``announcements=on``), and under
    #: ``belote=declared`` the other of king and queen once it said belote with the first.
    shown: tuple[int, int, int, int] = NONE_SHOWN
    #: The points the declared announcements of each team (NS, EW) score if the contract
    #: is made (``declarations.declared_points``: the team with the best one scores all of
    #: its own), known to all once they are shown at the second trick; (0, 0) before, and
    #: without ``announcements=on``.
    announced: tuple[int, int] = (0, 0)
    #: Belote à deux: the cards drawn after each finished trick of tricks 1–10, S's then
    #: N's (``talon.side``), None for a card this seat did not see: the other player's
    #: face-down draws (the card face up under the talon, taken after trick 10 by the
    #: loser of that trick, is seen by both). Empty in the other games.
    drawn: tuple[tuple[int | None, int | None], ...] = ()
    #: Belote à deux: the exchange of the seven, made in view of both: the trick (1–10)
    #: about to be led, the seat that swapped and the retourne it took; None without one.
    exchange: tuple[int, Seat, int] | None = None
    #: Belote à deux and belote découverte under ``belote=declared``: the player that said
    #: belote (at belote à deux with the first of king and queen of trump, at belote
    #: découverte with the second), heard by both, and still told once both are played;
    #: None while nobody has, and in the other games.
    said: Seat | None = None
    #: Announcements (``announcements=on``) during the first trick, before they are shown
    #: (``shown`` and ``announced`` say them from the second trick on, when these two are
    #: empty): the announcements this seat declared with its first card, known to it in
    #: full (empty before its turn to announce) ...
    declared: tuple[Announcement, ...] = ()
    #: ... and what each other seat that has had its turn said aloud with its first card,
    #: in order of play: the kinds of its announcements (``declarations.label``:
    #: ``tierce``, ``cinquante``, ``cent``, ``carré J``…), empty for a seat that said
    #: none; the cards themselves are shown at the second trick.
    heard: tuple[tuple[Seat, tuple[str, ...]], ...] = ()
    #: Coinche: the contract the cards are played on, known to all (``Game.contract``):
    #: the one ``calls`` end on, or the one a position was set up with
    #: (``Game.at_play(..., contract=...)``, which has no calls); None in the other games.
    contract: Contract | None = None

    def __repr__(self) -> str:
        return reprs.of(self, hand=reprs.MASKS, trump=reprs.SUITS, trick=reprs.CARDS,
                        legal=reprs.MASKS, retourne=reprs.CARDS, faceup=reprs.MASKS,
                        covered=reprs.MASKS, known=reprs.MASKS, shown=reprs.MASKS,
                        drawn=reprs.CARDS, exchange=(None, None, reprs.CARDS))

    @classmethod
    def of(cls, state: DealState, taker: Seat | None = None, dealer: Seat | None = None,
           retourne: int | None = None,
           calls: tuple[tuple[Seat, Call], ...] = (),
           shown: tuple[int, int, int, int] = NONE_SHOWN,
           announced: tuple[int, int] = (0, 0),
           declared: tuple[Announcement, ...] = (),
           heard: tuple[tuple[Seat, tuple[str, ...]], ...] = (),
           contract: Contract | None = None) -> PlayerView:
        """The view of the player to move in ``state`` (``calls``: the coinche auction's;
        ``shown``: the cards each seat showed, not played yet; ``announced``: the points
        of each team's announcements shown; ``declared`` and ``heard``, during the first
        trick: the player's own announcements and the kinds the others said;
        ``contract``: the coinche contract played)."""
        seat = state.to_play
        hand = state.hands[seat]
        legal = legal_plays(hand, state.trick, state.trump, state.rules.undertrump == "required")
        return cls(
            seat, Cards(hand), state.trump, state.leader, tuple(state.trick),
            tuple(state.tricks), Cards(legal), taker, dealer, retourne, state.rules,
            calls=calls, shown=shown, announced=announced, declared=declared, heard=heard,
            contract=contract,
        )

    @property
    def played(self) -> Cards:
        """Every card played so far, current trick included: a mask that prints as its
        cards (``Cards``)."""
        m = 0
        for t in self.tricks:
            for c in t.cards:
                m |= 1 << c
        for c in self.trick:
            m |= 1 << c
        return Cards(m)

    @property
    def winning(self) -> Seat | None:
        """The seat whose card wins the trick on the table so far (*maître*, by
        ``trick_winner``), None while the table is empty: the ``leader`` or a seat after it
        in the order of play, the direction of ``rules`` (at belote à deux and belote
        découverte, the other player). ``view.winning == view.seat.partner`` asks whether
        the partner is master of the trick.

        >>> from belote_cli import Game
        >>> game = Game.at_play({"S": "A♠ K♠ Q♠ J♠ 10♣ 9♣ 8♣ 7♣",
        ...                      "W": "8♥ 9♥ J♥ A♥ 10♥ K♥ Q♥ 7♦",
        ...                      "N": "10♠ 9♠ 8♠ 7♠ A♣ K♣ Q♣ J♣",
        ...                      "E": "7♥ A♦ K♦ Q♦ J♦ 10♦ 9♦ 8♦"}, "♥", "S", taker="S")
        >>> print(game.player_view().winning)                  # S to lead: nothing yet
        None
        >>> for card in ("A♠", "8♥", "10♠"):            # S W N: W's 8♥ trumps the A♠
        ...     _ = game.play(card)
        >>> view = game.player_view()                          # E to play
        >>> view.winning, view.winning == view.seat.partner
        (<Seat.W: 3>, True)
        """
        trick = self.trick
        if not trick:
            return None
        two = self.rules.players == 2
        clockwise = self.rules.clockwise
        seat = self.leader
        for _ in range(trick_winner(trick, self.trump)):
            seat = seat.partner if two else seat.next(clockwise)
        return seat


@dataclasses.dataclass(frozen=True, slots=True)
class CallView:
    """What a seat knows during the coinche auction: its 8 cards and the calls so far
    (``Game.view`` gives it then), and what it may call now (``legal``, as
    ``BidView.legal`` and ``PlayerView.legal`` name what their seat may do).

    ``hand`` and ``auction`` are the two arguments of ``Bot.coinche_call``, as a
    ``BidView`` is ``Bot.bid``'s and a ``PlayerView`` ``Bot.play``'s: a program answers a
    call from the view alone.

    >>> from belote_cli.engine.game import Game
    >>> from belote_cli.core.rules import RuleSet
    >>> game = Game(rules=RuleSet(variant="coinche"), seed=4)    # E deals, S calls first
    >>> view = game.view(Seat.S)
    >>> type(view).__name__, view.seat, bin(view.hand).count("1")
    ('CallView', <Seat.S: 2>, 8)
    >>> _ = game.call(PASS)
    >>> view = game.view(Seat.W)                              # W to call, after S's pass
    >>> auction = view.auction
    >>> auction.to_bid, auction.calls == [(Seat.S, PASS)], auction.lowest_bid()
    (<Seat.W: 3>, True, 80)
    >>> import random
    >>> from belote_cli import find_bot
    >>> bot = find_bot("heuristic", random.Random(1))
    >>> bot.coinche_call(view.hand, view.auction) in view.legal
    True
    """

    seat: Seat
    hand: int
    dealer: Seat
    calls: tuple[tuple[Seat, Call], ...]
    legal: tuple[Call, ...]  # what this seat may call now (empty when not its turn)
    rules: RuleSet

    def __repr__(self) -> str:
        # Seats and cards as BidView and PlayerView write them (``seat=S``, ``{A♠, J♥}``).
        return reprs.of(self, hand=reprs.MASKS)

    @property
    def auction(self) -> CoincheAuction:
        """The coinche auction as it stands, what ``Bot.coinche_call(hand, auction)`` is
        given: dealt by ``dealer`` under ``rules`` (their direction, and bids at SA and TA
        with ``sa_ta=on``), the ``calls`` made in order. A new one at each read, the bot's
        own: calls made on it change neither the view nor the game."""
        auction = CoincheAuction(self.dealer, self.rules.clockwise, self.rules.sa_ta == "on")
        for _, call in self.calls:
            auction.call(call)
        return auction


class Bot(Protocol):
    """A player: ``bid`` returns a suit to take or None to pass; ``coinche_call`` a call of
    the coinche auction; ``play`` a legal card.

    A bot of one's own needs ``name``, ``bid``, ``coinche_call`` and ``play``:

    >>> from belote_cli import Seat, play_deal
    >>> from belote_cli.core.coinche import PASS
    >>> class Lowest:
    ...     name = "lowest"
    ...     def bid(self, view): return None                   # always passes
    ...     def coinche_call(self, hand, auction): return PASS
    ...     def play(self, view): return (view.legal & -view.legal).bit_length() - 1
    >>> deal = play_deal([Lowest(), "heuristic", Lowest(), "heuristic"], seed=1)
    >>> deal.score.taker in (Seat.E, Seat.W)                  # NS never take
    True
    """

    name: str

    def bid(self, view: BidView) -> int | str | None:
        """Take (a suit from ``view.legal``) or pass (None); or their text, read as
        ``Take`` reads it (``"♥"``, ``"pass"``)."""
        ...

    def coinche_call(self, hand: int, auction: CoincheAuction) -> Call | str:
        """A call in the coinche auction for the eight cards of ``hand``, or its text read
        as ``parse_call`` reads it (``"90 ♥"``); a call the auction refuses is taken as a
        pass (``ask_call``)."""
        ...

    def play(self, view: PlayerView) -> int | str:
        """A card from ``view.legal``: its int, or its text (``"J♥"``, read as
        ``Game.play`` reads it)."""
        ...


#: What every deal asks of a bot (the ``Bot`` protocol): its cards.
PLAY_ASKED = ("play(view)",)


def bot_asks(rules: RuleSet, discovery: bool = False) -> tuple[str, ...]:
    """What a deal of ``rules`` asks of a bot, as the errors that say so write it: its
    cards (``play(view)``), its bids where the deal has a taking (``bid(view)``: not the
    discovery deal, nor belote découverte with ``decouverte_bid=off``), and at coinche its
    calls (``coinche_call(hand, auction)``).

    >>> bot_asks(RuleSet(variant="coinche")), bot_asks(RuleSet(), discovery=True)
    (('bid(view)', 'coinche_call(hand, auction)', 'play(view)'), ('play(view)',))
    """
    if discovery or (rules.variant == "decouverte" and rules.decouverte_bid == "off"):
        return PLAY_ASKED
    if rules.variant == "coinche":
        return ("bid(view)", "coinche_call(hand, auction)", *PLAY_ASKED)
    return ("bid(view)", *PLAY_ASKED)


def bot_lacks(bot: object, asked: tuple[str, ...] = PLAY_ASKED) -> list[str]:
    """What ``bot`` lacks of ``asked`` (``bot_asks``), each as the errors write it; empty
    for a bot.

    >>> class NoPlay:
    ...     def bid(self, view): return None
    >>> bot_lacks(NoPlay(), bot_asks(RuleSet(variant="coinche")))
    ['coinche_call(hand, auction)', 'play(view)']
    """
    return [m for m in asked if not callable(getattr(bot, m.split("(")[0], None))]


#: The attribute of an exception a bot raised that says where (``BotFault``).
FAULT = "belote_bot_fault"


@dataclasses.dataclass(frozen=True)
class BotFault:
    """Where a bot raised an exception: the bot's name, its seat, the trick (None in the
    auction), the deal when the caller knows it, the file of the bot's class (None where
    it has none), and whether the bot is one of this package's; ``returned``: the error is
    the game's refusal of what the bot returned, not one it raised. ``bot_raised`` puts one
    on the exception, beside its note."""

    bot: str
    seat: str
    trick: int | None
    deal: int | None
    file: str | None
    built_in: bool
    returned: bool = False

    def note(self) -> str:
        """The note added to the exception: ``raised by the bot 'greedy' at E, deal 3,
        trick 2`` (``in the auction`` before the play; ``returned by`` a card, bid or call
        the game refused)."""
        where = "in the auction" if self.trick is None else f"trick {self.trick}"
        deal = "" if self.deal is None else f"deal {self.deal}, "
        how = "returned" if self.returned else "raised"
        return f"{how} by the bot {self.bot!r} at {self.seat}, {deal}{where}"


def bot_raised(error: BaseException, bot: object, seat: object, trick: int | None,
               returned: bool = False) -> None:
    """Say on ``error``, which ``bot`` raised at ``seat`` (trick number ``trick``, None in
    the auction), where it did: a note (Python 3.11+: ``add_note``, shown under its
    traceback) and a ``BotFault`` in its attribute ``FAULT``; the exception is otherwise
    left as it is, to be raised again unchanged. Said once: an exception that went
    through a bot of another bot keeps the first place. ``returned``: ``error`` is the
    game's refusal of what the bot returned (``returned by the bot …``)."""
    if getattr(error, FAULT, None) is not None:
        return
    module = getattr(type(bot), "__module__", "")
    module = module if isinstance(module, str) else ""
    fault = BotFault(bot_name(bot), str(seat), trick, None, source_file(type(bot)),
                     module.split(".")[0] == "belote_cli", returned)
    with contextlib.suppress(AttributeError, TypeError):
        setattr(error, FAULT, fault)
        if sys.version_info >= (3, 11):
            error.add_note(fault.note())


def source_file(maker: object) -> str | None:
    """The file of the module that defines ``maker`` (a bot's class), whose frames the
    command shows of a bot's error (``BotFault.file``); None where it has none."""
    module = getattr(maker, "__module__", None)
    file = getattr(sys.modules.get(module) if isinstance(module, str) else None,
                   "__file__", None)
    return file if isinstance(file, str) else None


def deal_of_fault(error: BaseException, deal: int) -> None:
    """Add deal number ``deal`` to where a bot raised ``error`` (``bot_raised``), its note
    rewritten; an exception no bot raised, or one whose deal is said, left as it is."""
    fault = getattr(error, FAULT, None)
    if not isinstance(fault, BotFault) or fault.deal is not None:
        return
    placed = dataclasses.replace(fault, deal=deal)
    with contextlib.suppress(AttributeError, TypeError):
        setattr(error, FAULT, placed)
        notes = getattr(error, "__notes__", None)
        if isinstance(notes, list) and fault.note() in notes:
            notes[notes.index(fault.note())] = placed.note()


def ask_call(bot: Bot, hand: int, auction: CoincheAuction) -> Call:
    """``bot``'s call (*enchère*) in the coinche auction, for the eight cards of ``hand``:
    its own ``coinche_call`` (a ``Call`` or its text, read as ``parse_call`` reads it),
    a call the auction refuses taken as a pass (a bot never
    stalls the auction). The bot is given a copy of the auction: what it does with it
    leaves the game's own where it is. An exception the bot raises is noted
    (``bot_raised``) and raised again, and so is the ``IllegalPlayError`` of a return that
    is no ``Call``."""
    try:
        call: object = bot.coinche_call(hand, auction.copy())
    except Exception as e:
        bot_raised(e, bot, auction.to_bid, None)
        raise
    if type(call) is str:
        # A call's text, as ``Game.call`` reads it ("90 ♥", "pass", "coinche"); text that
        # is no call is said with the reason (``no bid of 85``).
        try:
            call = parse_call(call)
        except IllegalPlayError as e:
            error = IllegalPlayError(code="bot_call_text", bot=bot_name(bot),
                                     returned=repr(call), why=e.reason)
            bot_raised(error, bot, auction.to_bid, None, returned=True)
            raise error from None
    if not isinstance(call, Call):
        error = IllegalPlayError(code="bot_gave_call", bot=bot_name(bot), returned=shown(call))
        bot_raised(error, bot, auction.to_bid, None, returned=True)
        raise error
    return call if auction.why_illegal(call) is None else PASS


def bot_name(bot: object) -> str:
    """A bot's ``name``, for the errors that name it (its class's name if it has none)."""
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) else type(bot).__name__


def ask_bid(bot: Bot, view: BidView) -> int | None:
    """``bot``'s classic bid on ``view``: a suit of ``view.legal``, or None to pass (or
    their text, read as ``Take`` reads it: ``"♥"``, ``"pass"``); anything else an
    ``IllegalPlayError`` naming the bot and what it returned, noted with its seat as an
    exception the bot raises is (``bot_raised``) and raised again."""
    # What the seat may bid, read before the bot has the view: a bot that changes its view
    # changes nothing of the game's.
    legal, seat = tuple(view.legal), view.seat
    bid: object = bot_bid(bot, view)
    if type(bid) is str:
        # A suit's text or a pass, as ``Game.take`` and ``Take`` read it ("♥", "pass").
        with contextlib.suppress(CardError):
            bid = Take(bid).suit
    if isinstance(bid, int) and type(bid) is not bool:
        bid = int(bid)  # a suit's int of the game's own (``SuitInt``)
    if bid is None or (type(bid) is int and bid in legal):
        return bid
    said = (suit_symbol(bid) if type(bid) is int and 0 <= bid <= 5
            else repr(bid) if type(bid) is int else shown(bid))
    allowed = ", ".join(suit_symbol(s) for s in legal)
    error = IllegalPlayError(code="bot_gave_bid", bot=bot_name(bot), said=said, allowed=allowed)
    bot_raised(error, bot, seat, None, returned=True)
    raise error


def ask_play(bot: Bot, view: PlayerView) -> int:
    """``bot``'s card on ``view``, one of ``view.legal``; anything else an
    ``IllegalPlayError`` naming the bot and what it returned. An exception the bot raises
    is noted (``bot_raised``: the trick is the one ``view`` is played to) and raised
    again, and so is a card it returns out of turn or no card, with its seat and trick."""
    # The legal cards, the seat and the trick, read before the bot has the view: a bot
    # that changes its view (``view.legal = view.hand``) changes nothing of the game's.
    legal, seat, trick = int(view.legal), view.seat, len(view.tricks) + 1
    card = bot_play(bot, view)
    try:
        return checked_card(bot, legal, card)
    except IllegalPlayError as e:
        bot_raised(e, bot, seat, trick, returned=True)
        raise


def bot_bid(bot: Bot, view: BidView) -> int | str | None:
    """``bot``'s bid on ``view`` as it gives it, unchecked (``ask_bid`` checks it); an
    exception it raises noted with its seat (``bot_raised``) and raised again."""
    try:
        return bot.bid(view)
    except Exception as e:
        bot_raised(e, bot, view.seat, None)
        raise


def bot_play(bot: Bot, view: PlayerView) -> int | str:
    """``bot``'s card on ``view`` as it gives it, unchecked (``ask_play`` checks it); an
    exception it raises noted with its seat and the trick ``view`` is played to
    (``bot_raised``) and raised again."""
    seat, trick = view.seat, len(view.tricks) + 1  # as the game has them, whatever the bot does
    try:
        return bot.play(view)
    except Exception as e:
        bot_raised(e, bot, seat, trick)
        raise


def checked_card(bot: object, legal: int, card: object) -> int:
    """``card``, what ``bot`` played, when it is one of the cards of mask ``legal``; else an
    ``IllegalPlayError`` naming the bot and what it returned (a card out of turn, with the
    legal ones, or no card: not an int 0-31 nor a card's text, or a bool). A card's text
    (``"J♥"``, ``"JH"``, ``"V♥"``) is read as ``Game.play`` reads it (``card_arg``)."""
    if type(card) is str:
        with contextlib.suppress(CardError):
            card = read_card(card, "en")
    if isinstance(card, int) and type(card) is not bool:
        card = int(card)  # a card of the game's own, a ``CardInt`` (``bits(view.legal)``)
    if type(card) is int and 0 <= card < 32:
        if legal >> card & 1:
            return card
        raise IllegalPlayError(code="bot_gave_illegal_card", bot=bot_name(bot), card=card,
                               legal_cards=tuple(bits(legal)))
    raise IllegalPlayError(code="bot_gave_no_card", bot=bot_name(bot), returned=shown(card))
