"""The deal-file model: ``DealRecord``, one deal as written down (the header, then the
tricks or the piles). The reader (``dealfile.reader``) builds it from a file's text, the
writer (``dealfile.writer``) writes it, and a ``Game`` builds its own (``Game.to_record``).
"""

from __future__ import annotations

import dataclasses

from ..core import reprs
from ..core.cards import ALL_TRUMP, CardTuple, SuitInt, trump_arg
from ..core.coinche import Contract, rules_arg
from ..core.declarations import Declaration
from ..core.english import Wording
from ..core.errors import Reason
from ..core.rules import RuleSet, trick_winner
from ..core.seats import Seat, Team, seat_of


@dataclasses.dataclass(slots=True)
class DealRecord:
    """One deal as written down: header, then either the tricks or the piles.

    ``trump``: a ``SuitInt``, the suit's int (or ``NO_TRUMP``, ``ALL_TRUMP``) that prints
    as ``Game.trump`` does, ``♥``, ``SA``, ``TA``; at two, ``deck``: a ``CardTuple``. A
    record made with a plain int or tuple holds them so, equal to what was given.
    ``tricks``: the cards of each trick in order of play (the engine works out who played
    each one from the first leader), each a ``CardTuple``, which prints as its cards.
    ``piles``: masks of the cards won per team as written (a team left out holds the rest
    of the deck), with ``last`` the team that won the last trick. ``lines`` gives, for
    messages, the line of the deal's first line and of each trick or pile (it takes no
    part in comparisons).

    >>> from belote_cli.dealfile import loads
    >>> [deal] = loads("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> deal.trump, deal.taker, deal.last, deal.tricks       # the piles form: no tricks
    (♥, <Seat.S: 2>, <Team.NS: 0>, [])
    >>> DealRecord(trump=4).trump, DealRecord(trump=4).trump == 4
    (SA, True)
    """

    trump: int
    taker: Seat | None = None
    dealer: Seat | None = None
    #: Who led trick 1: from the file's seats; for a deal made with its tricks and no
    #: leader, ``first_leader()``, as the reader sets it from the file written.
    leader: Seat | None = None
    rules: RuleSet = dataclasses.field(default_factory=RuleSet)
    belote: tuple[Seat, ...] = ()  # seats that declared belote-rebelote
    tricks: list[tuple[int, ...]] = dataclasses.field(default_factory=list)
    piles: dict[Team, int] | None = None
    last: Team | None = None
    announcements: tuple[Declaration, ...] = ()  # ``announce:`` lines, in order
    contract: Contract | None = None  # a coinche contract (``contract: 110 H N coinche``)
    #: The discovery deal of the rule book (``rules: discovery``): no contract is judged and
    #: belote-rebelote scores nothing.
    discovery: bool = False
    #: ``match: none``: the file's deals are independent, each scored alone. Said of the
    #: whole file in its first deal: ``loads`` sets it on every deal of such a file, and
    #: ``dumps`` and ``score`` read the first deal's (a later deal's ``True`` alone is
    #: refused, as ``load`` refuses ``match: none`` in a later deal only).
    independent: bool = False
    #: Belote à deux (``variant: deux``): the 32 cards in dealing order (``deck:``), and the
    #: trick before whose lead the trump 7 was swapped for the retourne (``exchange:``; 0
    #: for none).
    deck: tuple[int, ...] | None = None
    exchange: int = 0
    #: The file named no dealer, no leader and no seat of trick 1: S was taken to lead it
    #: (``leader`` is then S), which ``replay`` notes under the tally.
    leader_assumed: bool = dataclasses.field(default=False, compare=False, repr=False)
    #: A deal of one pile: its first card written with the other language's rank letter
    #: and a C (``VC`` in an English file: a club there, a French player's heart), which
    #: ``replay`` notes under the tally (``collect.clubs_reading``).
    clubs_read: Reason | None = dataclasses.field(default=None, compare=False, repr=False)
    lines: dict[str, int] = dataclasses.field(default_factory=dict, compare=False, repr=False)
    #: For messages, the keys a note may name as the file wrote them (``rules``:
    #: ``règles``), or in the language of its keys where it wrote none.
    keys: dict[str, str | Wording] = dataclasses.field(default_factory=dict, compare=False,
                                                       repr=False)

    def __post_init__(self) -> None:
        # The trump and the deck print as the game writes them (``♥``, ``SA``; the deck's
        # cards), as ``Game.trump`` does: a plain int 0-5 made a ``SuitInt``, a plain tuple
        # a ``CardTuple``, equal to what was given. Any other value is left as it is given,
        # for the reader's and ``dumps``' checks to name.
        # A trump and seats given as the library's other arguments take them (``"♥"``,
        # ``"SA"``, ``"S"``, an int 0-3: ``trump_arg``, ``seat_of``) are read so, and
        # refused in their words (``taker: unknown seat 'Z' (expected N, E, S or W)``); the
        # rules as every ``rules=`` takes them (``"variant=coinche"``, a list, None).
        if isinstance(self.trump, str):
            self.trump = trump_arg(self.trump)
        if not isinstance(self.rules, RuleSet):
            self.rules = rules_arg(self.rules)
        for name in ("taker", "dealer", "leader"):
            seat = getattr(self, name)
            if isinstance(seat, str) or type(seat) is int:
                setattr(self, name, seat_of(seat, name))
        if isinstance(self.belote, (list, tuple)) and any(
                isinstance(seat, str) or type(seat) is int for seat in self.belote):
            self.belote = tuple(seat if isinstance(seat, Seat) else seat_of(seat, "belote")
                                for seat in self.belote)
        trump = self.trump
        if type(trump) is int and 0 <= trump <= ALL_TRUMP:
            self.trump = SuitInt(trump)
        if type(self.deck) is tuple:
            self.deck = CardTuple(self.deck)
        # Tricks given as plain tuples (a deal made by hand) print as their cards, as the
        # reader's and ``Game.to_record``'s do: a new list, the one given left as it is.
        tricks = self.tricks
        if isinstance(tricks, list) and any(type(t) is tuple for t in tricks):
            self.tricks = [CardTuple(t) if type(t) is tuple else t for t in tricks]
        # A deal given by its tricks without a leader: who led trick 1 as the reader sets
        # it from the file ``dumps`` writes (``first_leader``: after the dealer, else S,
        # assumed and noted as for a file without seats), so that ``loads(dumps(r)) == r``.
        if (self.leader is None and self.piles is None and self.tricks
                and isinstance(self.rules, RuleSet)
                and (self.dealer is None or isinstance(self.dealer, Seat))):
            self.leader = self.first_leader()
            self.leader_assumed = self.dealer is None and not self.is_two

    def __repr__(self) -> str:
        return reprs.of(self, trump=reprs.SUITS, tricks=reprs.CARDS, piles=reprs.MASKS)

    @property
    def is_two(self) -> bool:
        """True for a deal of two players (``variant=deux``): S and N, 16 tricks of 2."""
        return self.rules.players == 2

    def first_leader(self) -> Seat:
        """Who led trick 1: from the file's seats, else the seat after the dealer (at two,
        the other player), else S."""
        if self.leader is not None:
            return self.leader
        if self.dealer is not None:
            return self.dealer.partner if self.is_two else self.dealer.next(
                self.rules.clockwise)
        return Seat.S

    def trick_seats(self) -> list[list[Seat]]:
        """The seat that played each card of each trick, from the first leader and winners."""
        clockwise = self.rules.clockwise
        two = self.is_two
        leader = self.first_leader()
        out = []
        for cards in self.tricks:
            seats = []
            seat = leader
            for _ in cards:
                seats.append(seat)
                seat = seat.partner if two else seat.next(clockwise)
            out.append(seats)
            if cards:
                leader = seats[trick_winner(cards, self.trump)]
        return out


def engine_trump(record: DealRecord) -> int:
    """``record.trump`` as the engine's states and scores take it: the plain int of a
    ``SuitInt`` (so that a view's and a ``DealScore``'s trump stay plain ints, and the
    engine's loops compare plain ints); any other value as it is given."""
    trump = record.trump
    return int(trump) if type(trump) is SuitInt else trump
