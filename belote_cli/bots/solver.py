"""Double-dummy solver (*donne à cartes ouvertes*): perfect play with every hand known.

Given the hands, the contract, the cards already on the table and who led them, the solver
finds the exact number of trick points (dix de der included) each side takes from there
when everyone plays perfectly, and the value of each legal card of the player to move.
It knows every contract kind of the rule book (a trump suit, sans atout and tout atout
with either point scale), both ``undertrump`` settings and both directions of play, and
the positions of the two-player games: belote à deux once the talon is empty, and belote
découverte with its face-down cards known (``layout``).

The search itself is ``search.Core``, in pure Python, or the same algorithm compiled from
``_search.c`` at install (the *native core*, used whenever it was built; ``NATIVE`` tells).
This module checks each position before handing it over, and gives the search the tables
of the contract from the rule book's own (``rules.LEGAL_MASKS``, ``rules.BEATS``, the
point rows), so that the search has no copy of a rule.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Sequence
from typing import Any, Protocol

from ..core import reprs
from ..core.cards import DIX_DE_DER, STRENGTH, CardDict, CardTuple, bits, contract_kind
from ..core.english import Wording
from ..core.errors import RuleError
from ..core.pickling import by_fields
from ..core.rules import BEATS, LEGAL_MASKS, RuleSet
from ..core.seats import Seat, Team, card_in_two_hands
from ..core.talon import PLAYERS
from ..system.environment import pure_python
from . import search


class Core(Protocol):
    """What the solver asks of a search core (``search.Core`` and the native one)."""

    def solve(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              all_cards: bool = True) -> tuple[int, list[tuple[int, int]], int]: ...


def _native() -> Any:
    if pure_python():
        return None
    try:
        return importlib.import_module("belote_cli.bots._search")
    except ImportError:
        return None


_NATIVE_MODULE = _native()
#: Whether the native core was built and is used (``BELOTE_PURE_PYTHON=1`` in the
#: environment turns it off, for comparison).
NATIVE: bool = _NATIVE_MODULE is not None


@dataclasses.dataclass(frozen=True, slots=True)
class Solution:
    """The double-dummy result of a position.

    ``points[team]``: points each team takes from the position on (the cards already on the
    table and the dix de der included) with perfect play. ``values[card]``: for each legal
    card of the player to move, the points the mover's team takes from here if that card
    is played and all play perfectly afterwards, a ``CardDict``, which a card's text reads
    too (``values["J♥"]``, ``"J♥" in values``), its ``repr`` a dict's. ``best``: the cards
    of highest value, a ``CardTuple`` (a tuple of their ints that prints as the cards).
    At belote à deux and découverte (``players`` is ``(S, N)``, as a ``DealScore``'s)
    index 0 of ``points`` is S's, index 1 N's, and ``team`` names the player to move,
    ``Team.NS`` S and ``Team.EW`` N, which the ``repr`` writes as the player (``team=N``)
    where the attribute holds the ``Team``.

    >>> from belote_cli import parse_card, solve
    >>> solution = solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"},
    ...                  trump="♥", leader="S")
    >>> solution                                          # J♥ first draws W's 9♥
    Solution(points=(55, 0), values={A♠: 30, J♥: 55}, best=(J♥,), team=NS)
    >>> solution.values["J♥"], solution.values[parse_card("A♠")], "7♦" in solution.values
    (55, 30, False)

    A value: equal solutions hash alike, so that a set or a dict key holds one of them.

    >>> len({solution, solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"},
    ...                      trump="♥", leader="S")})
    1
    """

    points: tuple[int, int]
    values: CardDict[int]
    best: tuple[int, ...]
    team: Team  # the team of the player to move, whose points ``values`` counts
    #: Belote à deux and découverte: the two players (S, N). Index 0 of ``points``, and
    #: ``Team.NS`` in ``team``, then name S; index 1 N.
    players: tuple[Seat, Seat] | None = None

    def __post_init__(self) -> None:
        # A plain dict given (a solution made by hand) reads cards' texts too, and a plain
        # tuple of best cards prints as its cards.
        if isinstance(self.values, dict) and not isinstance(self.values, CardDict):
            object.__setattr__(self, "values", CardDict(self.values))
        if isinstance(self.best, tuple) and not isinstance(self.best, CardTuple):
            object.__setattr__(self, "best", CardTuple(self.best))

    def __hash__(self) -> int:
        # A value, hashed as it compares: ``values`` (a dict, which has no hash) by its
        # items whatever their order, as dicts compare.
        return hash((self.points, frozenset(self.values.items()), self.best, self.team,
                     self.players))

    def __repr__(self) -> str:
        # Written out field by field (the values by card, the best cards by name). At the
        # games of two the team is a player (``Team.NS`` S, ``Team.EW`` N), as a
        # ``DealScore``'s ``repr`` writes its teams: ``team=N``, the attribute ``Team.EW``.
        values = ", ".join(f"{reprs.card(c)}: {v}" for c, v in self.values.items())
        players, team = self.players, self.team
        who = (players[team] if isinstance(team, Team) and isinstance(players, tuple)
               and len(players) == 2 else team)
        written = [("points", repr(self.points)), ("values", "{" + values + "}"),
                   ("best", reprs.show(self.best, reprs.CARDS)), ("team", reprs.show(who))]
        if players is not None:
            written.append(("players", reprs.show(players)))
        return reprs.fields("Solution", written)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


def contract_tables(trump: int, rules: RuleSet) -> dict[str, Any]:
    """The tables of one contract that a search core takes (``search.Core``'s text):
    the point row of ``rules`` (SA and TA scaled or raw), the cards that beat each card,
    the obligations of play (``undertrump`` included), the strength of each card, and
    the seats in the order of play with their sides."""
    contract_kind(trump)
    two = rules.players == 2
    required = rules.undertrump == "required" and not two
    legal = [m for masks in LEGAL_MASKS[required << 3 | trump] for m in masks]
    if two:
        seats: tuple[int, ...] = (int(Seat.S), int(Seat.N))
        teams = [1, 1, 0, 1]  # the side of each player: S 0, N 1
    else:
        seats = (0, 1, 2, 3) if rules.clockwise else (0, 3, 2, 1)
        teams = [0, 1, 0, 1]
    return {"points": list(rules.point_row(trump)), "beats": list(BEATS[trump]),
            "legal": legal, "strength": list(STRENGTH[trump]), "seats": seats,
            "teams": teams, "dix_de_der": DIX_DE_DER}


def _check(hands: Sequence[int], trick: Sequence[int], leader: int,
           seats: Sequence[int]) -> int:
    """The seat to move; ``RuleError`` for hands or a trick that cannot be."""
    if len(hands) != 4 or len(trick) >= len(seats):
        most = len(seats) - 1
        raise RuleError(code="solve_position_size", most=most,
                        cards_word=Wording("card" if most == 1 else "cards",
                                           "carte" if most == 1 else "cartes"))
    for hand in hands:
        if not isinstance(hand, int) or not 0 <= hand < 1 << 32:
            raise RuleError(f"a hand is a mask of 32 bits, not {hand!r}")
    for c in trick:
        if not isinstance(c, int) or not 0 <= c < 32:
            raise RuleError(f"a card is 0-31, not {c!r}")
    if leader not in seats:
        if len(seats) == 2 and leader in range(4):
            raise RuleError(code="solve_two_leader", seat=Seat(leader))
        raise RuleError(f"seat {leader} does not play")
    for s in range(4):
        if s not in seats and hands[s]:
            raise RuleError(code="solve_two_holder", seat=Seat(s))
    shared = card_in_two_hands(hands)
    if shared is not None:
        raise RuleError(code="card_two_hands", card=shared[0], seat=shared[1],
                        other=shared[2])
    if len(set(trick)) != len(trick):
        raise RuleError(code="solve_table_twice")
    held = hands[0] | hands[1] | hands[2] | hands[3]
    for c in trick:
        if held >> c & 1:
            raise RuleError(code="solve_table_in_hand")
    order = list(seats)
    start = order.index(leader)
    turn = order[start:] + order[:start]
    seat = turn[len(trick)]
    base = hands[seat].bit_count()
    if base == 0:
        # Said before the counts, which would ask the players before it for -1 cards.
        raise RuleError(code="solve_no_card")
    for i, s in enumerate(turn):
        expected, count = base - (1 if i < len(trick) else 0), hands[s].bit_count()
        if count != expected:
            n = len(trick)
            table = (Wording(f"{n} card{'s' if n > 1 else ''} on the table",
                             f"{n} carte{'s' if n > 1 else ''} sur la table")
                     if trick else Wording("no card on the table", "aucune carte sur la table"))
            raise RuleError(code="solve_hands_uneven", table=table, seat=Seat(seat), base=base,
                            cards_word=Wording("card" if base == 1 else "cards",
                                               "carte" if base in (0, 1) else "cartes"),
                            other=Seat(s), expected=expected, count=count)
    return seat


class Solver:
    """Double-dummy search on one deal's hands (*à cartes ouvertes*).

    One solver may answer many positions of the same deal (as ``analysis`` does): its
    tables stay valid as long as every card stays with the seat that held it, and they are
    dropped when a position deals the cards differently.

    ``layout`` (belote découverte): ``layout[card]`` the card lying face down under
    ``card``, or -1; the hands then hold every card still in a seat's piles. ``tricks``:
    count the cards of the tricks each side takes, one a card, in place of their points
    (no dix de der), so that a side whose value is every card left takes every trick
    left (a capot, *capot*, which a trick of no point given away spoils). ``native``:
    the native core (the default where it was built) or the pure-Python reference
    (False). ``transposition`` and ``equivalence`` switch the tables and the merging of
    equivalent cards off (for tests); the answer is the same, only slower.

    >>> from belote_cli.core.cards import mask_of, parse_cards, parse_suit
    >>> hands = [mask_of(parse_cards(h)) for h in ("J♥", "A♠", "7♠", "10♠")]
    >>> Solver(parse_suit("♥")).points(hands, Seat.N)
    (51, 0)
    """

    def __init__(self, trump: int, rules: RuleSet | None = None, transposition: bool = True,
                 equivalence: bool = True, layout: Sequence[int] | None = None,
                 native: bool | None = None, tricks: bool = False) -> None:
        self.trump = trump
        self.rules = rules if rules is not None else RuleSet()
        self.nodes = 0
        tables = contract_tables(trump, self.rules)
        if tricks:
            tables["points"], tables["dix_de_der"] = [1] * 32, 0
        self._seats: tuple[int, ...] = tables["seats"]
        self._teams: list[int] = tables["teams"]
        self._row: list[int] = tables["points"]
        self._dix: int = tables["dix_de_der"]
        if layout is not None:
            layout = list(layout)
            if len(layout) != 32 or any(
                    not isinstance(d, int) or not -1 <= d < 32 for d in layout):
                raise RuleError("a layout names, for each of the 32 cards, the card under "
                                "it or -1")
        use_native = NATIVE if native is None else native and NATIVE
        maker: Any = _NATIVE_MODULE.Core if use_native else search.Core
        try:
            self._core: Core = maker(**tables, equivalence=equivalence, under=layout,
                                     transposition=transposition)
        except ValueError as e:
            raise RuleError(f"not a layout of piles: {e}") from None
        self.native = bool(use_native)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats that play, in order of play (S and N in a game of two)."""
        return self._seats

    def _run(self, hands: Sequence[int], leader: int, trick: Sequence[int],
             all_cards: bool) -> tuple[int, int, int, list[tuple[int, int]]]:
        hands = list(hands)
        trick = list(trick)
        seat = _check(hands, trick, leader, self._seats)
        try:
            v, values, nodes = self._core.solve(hands, leader, trick, all_cards)
        except ValueError as e:  # a position the checks above let through
            raise RuleError(f"not a position: {e}") from None
        self.nodes += nodes
        row = self._row
        rem = sum(row[c] for c in bits(hands[0] | hands[1] | hands[2] | hands[3]))
        rem += sum(row[c] for c in trick) + self._dix
        return v, rem, seat, values

    def points(self, hands: Sequence[int], leader: Seat | int,
               trick: Sequence[int] = ()) -> tuple[int, int]:
        """Points each side takes from here with perfect play, dix de der included: (NS,
        EW), or (S, N) in a game of two."""
        v, rem, _, _ = self._run(hands, int(leader), trick, False)
        return v, rem - v

    def solve(self, hands: Sequence[int], leader: Seat | int,
              trick: Sequence[int] = ()) -> Solution:
        """The points of each side and the value of every legal card of the player to
        move."""
        v, rem, seat, pairs = self._run(hands, int(leader), trick, True)
        team = self._teams[seat]
        values = CardDict({c: (x if team == 0 else rem - x) for c, x in sorted(pairs)})
        top = max(values.values())
        best = CardTuple([c for c in sorted(values) if values[c] == top])
        return Solution((v, rem - v), values, best, Team(team),
                        PLAYERS if self.rules.players == 2 else None)


def solve(hands: Sequence[int], trump: int, leader: Seat | int, trick: Sequence[int] = (),
          rules: RuleSet | None = None) -> Solution:
    """Double-dummy solution of a position: points per side and the value of each legal
    card.

    ``leader`` led the cards of ``trick`` (empty at a trick boundary); ``hands`` are the
    cards still held by N E S W. ``trump``: 0-3 a suit, ``NO_TRUMP`` (4) or ``ALL_TRUMP``
    (5).
    """
    return Solver(trump, rules).solve(hands, leader, trick)


def solve_points(hands: Sequence[int], trump: int, leader: Seat | int,
                 trick: Sequence[int] = (), rules: RuleSet | None = None) -> tuple[int, int]:
    """Points (NS, EW) each team takes from the position with perfect play."""
    return Solver(trump, rules).points(hands, leader, trick)


__all__ = ["NATIVE", "Solution", "Solver", "contract_tables", "solve",
           "solve_points"]
