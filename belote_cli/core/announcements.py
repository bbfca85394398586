"""Announcements (*annonces*): tierces, cinquantes, cents and carrés, and how they score.

With ``announcements=on`` (docs/rules.md), each player declares the combinations in their
8-card hand at the first trick:

- sequences (*suites*) in natural order A K Q J 10 9 8 7 of one suit: *tierce* (3 cards)
  20, *cinquante* (4) 50, *cent* (5 or more) 100;
- fours of a kind (*carrés*): jacks 200, nines 150, aces, tens, kings or queens 100;
  7s and 8s score nothing.

A card serves in one announcement only. ``detect`` chooses the split of a hand that
scores most. Two decisions the rule book leaves open are fixed here:

- a run of consecutive cards is announced whole: six, seven or eight cards in sequence
  make one cent (100), never a cent plus a tierce;
- when two splits score the same (a carré of queens or a cent through the queen of ♥),
  the split whose best announcement ranks higher wins (so the carré), then the one whose
  other announcements rank higher, then the one holding the lower cards (a fixed order,
  so the result never depends on the order of the cards).

Between teams (``winner``): only the team holding the single best announcement scores,
and it scores all of its own. Any carré beats any sequence; carrés rank J 9 A 10 K Q.
Between sequences the longer wins, then the higher top card, then a trump sequence;
still equal, nobody scores.

The announcement points then follow the deal's fate (``settle``, ``Fate``): a team that is
dedans loses them to the defence; a capot takes the other team's too; in a litige the
takers' announcements are held with their trick points; a revoke gives them all to the other
team; a coinched contract's winner takes them all.

Belote-rebelote is not an announcement here: the king and queen of trump may also belong
to a sequence or a carré.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable, Sequence
from typing import Literal, Protocol

from . import reprs
from .cards import (
    ACE,
    JACK,
    KING,
    NINE,
    QUEEN,
    RANK_NAMES_EN,
    SPADES,
    SUIT_MASKS,
    SUITS,
    TEN,
    card,
    card_name,
    card_symbol,
)
from .errors import Reason
from .seats import Seat, Team

Kind = Literal["tierce", "cinquante", "cent", "carre"]

TIERCE, CINQUANTE, CENT, CARRE = "tierce", "cinquante", "cent", "carre"

#: Points of a sequence by its kind.
SEQUENCE_POINTS: dict[str, int] = {TIERCE: 20, CINQUANTE: 50, CENT: 100}
#: Points of a carré by rank (7s and 8s score nothing and are left out).
CARRE_POINTS: dict[int, int] = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}
#: Rank of a carré against another: J 9 A 10 K Q, higher is stronger.
CARRE_ORDER: dict[int, int] = {JACK: 6, NINE: 5, ACE: 4, TEN: 3, KING: 2, QUEEN: 1}

#: Under sans atout (``sa_ta=on``, trump ``NO_TRUMP``): carrés score A 200, 10 150, K Q J 9
#: 100 and rank A 10 K Q J 9 (``Announcement.value`` and ``strength`` read them).
CARRE_POINTS_SA: dict[int, int] = {ACE: 200, TEN: 150, KING: 100, QUEEN: 100, JACK: 100,
                                   NINE: 100}
CARRE_ORDER_SA: dict[int, int] = {ACE: 6, TEN: 5, KING: 4, QUEEN: 3, JACK: 2, NINE: 1}
_NO_TRUMP = 4  # cards.NO_TRUMP

_RANK_MASK = 0x01010101  # the four cards of rank 0 (the 7s); shift left by the rank


def _rank_mask(rank: int) -> int:
    return _RANK_MASK << rank


def sequence_kind(length: int) -> Kind:
    """The kind of a sequence of ``length`` cards (3 or more)."""
    if length < 3:
        raise ValueError(f"a sequence needs at least 3 cards, not {length}")
    return "tierce" if length == 3 else "cinquante" if length == 4 else "cent"


@dataclasses.dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement (*annonce*): a sequence (*suite*) or a carré.

    ``cards`` is the mask of the cards it uses. For a sequence, ``top`` is its highest card
    and ``suit`` its suit. For a carré, only the rank matters: ``top`` is the ♠ card of that
    rank and ``suit`` is None. ``length`` is the number of cards (4 for a carré).
    """

    kind: Kind
    cards: int
    top: int
    suit: int | None
    length: int
    points: int

    def __repr__(self) -> str:
        return reprs.of(self, cards=reprs.RUNS, top=reprs.CARDS, suit=reprs.SUITS)

    @classmethod
    def sequence(cls, suit: int, top_rank: int, length: int) -> Announcement:
        """The sequence of ``length`` cards of ``suit`` whose highest rank is ``top_rank``."""
        if length < 3 or top_rank - length + 1 < 0 or top_rank > ACE:
            raise ValueError(f"no sequence of {length} cards below rank {top_rank}")
        low = top_rank - length + 1
        mask = ((1 << length) - 1) << (suit * 8 + low)
        kind = sequence_kind(length)
        return cls(kind, mask, card(suit, top_rank), suit, length, SEQUENCE_POINTS[kind])

    @classmethod
    def carre(cls, rank: int) -> Announcement:
        """The carré of ``rank`` (9, 10, J, Q, K or A)."""
        if rank not in CARRE_POINTS:
            raise ValueError(f"a carré of rank {rank} scores nothing")
        return cls("carre", _rank_mask(rank), card(SPADES, rank), None, 4, CARRE_POINTS[rank])

    @property
    def is_carre(self) -> bool:
        """True for a carré, False for a sequence."""
        return self.kind == CARRE

    @property
    def rank(self) -> int:
        """The carré's rank, or the sequence's top rank (0 = 7 … 7 = A)."""
        return self.top & 7

    def value(self, trump: int | None = None) -> int:
        """What it scores in a deal of ``trump``: ``points``, but for a carré under sans
        atout (``CARRE_POINTS_SA``: aces 200, tens 150, the others 100)."""
        if trump == _NO_TRUMP and self.kind == CARRE:
            return CARRE_POINTS_SA[self.rank]
        return self.points

    def strength(self, trump: int | None = None) -> tuple[int, int, int, int]:
        """A key that orders announcements as the comparison between teams does.

        Any carré beats any sequence; carrés rank J 9 A 10 K Q (under sans atout A 10 K Q
        J 9); sequences compare by length, then top card, then being in ``trump`` (never
        deciding under SA or TA, trump 4 or 5). Equal keys: neither is better.
        """
        if self.kind == CARRE:
            order = CARRE_ORDER_SA if trump == _NO_TRUMP else CARRE_ORDER
            return (1, order[self.rank], 0, 0)
        return (0, self.length, self.rank, 1 if self.suit == trump else 0)

    def symbols(self) -> str:
        """The deal-file form with card symbols, for reprs and the library's own messages:
        ``tierce A♥``, ``cent K♠ 6``, ``carré J`` (``texts.name_of`` words it for people)."""
        if self.kind == CARRE:
            return self.notation()
        text = f"{self.kind} {card_symbol(self.top)}"
        return f"{text} {self.length}" if self.kind == CENT and self.length > 5 else text

    def notation(self) -> str:
        """The deal-file form: ``tierce AH``, ``cent KS 6``, ``carré J``."""
        if self.kind == CARRE:
            return f"carré {RANK_NAMES_EN[self.rank]}"
        text = f"{self.kind} {card_name(self.top)}"
        if self.kind == CENT and self.length > 5:
            text += f" {self.length}"
        return text


# --- detection -----------------------------------------------------------------------------


def sequences(mask: int) -> list[Announcement]:
    """Every maximal run of 3 or more cards in sequence in ``mask``, one announcement each."""
    found = []
    for suit in SUITS:
        row = (mask & SUIT_MASKS[suit]) >> (8 * suit)
        rank = 0
        while rank < 8:
            if not (row >> rank) & 1:
                rank += 1
                continue
            start = rank
            while rank < 8 and (row >> rank) & 1:
                rank += 1
            length = rank - start
            if length >= 3:
                found.append(Announcement.sequence(suit, rank - 1, length))
    return found


def carres(mask: int) -> list[Announcement]:
    """Every carré that scores (9s, 10s, jacks, queens, kings, aces) held in ``mask``."""
    return [Announcement.carre(rank) for rank in CARRE_POINTS
            if mask & _rank_mask(rank) == _rank_mask(rank)]


def _choice_key(
    anns: Sequence[Announcement], trump: int | None
) -> tuple[int, list[tuple[int, int, int, int]], list[int]]:
    # Most points; then the strongest announcements; then, to be deterministic, the lower
    # cards (the negated masks make the lower mask win in a max()).
    strengths = sorted((a.strength(trump) for a in anns), reverse=True)
    masks = sorted(-a.cards for a in anns)
    return (sum(a.value(trump) for a in anns), strengths, masks)


def detect(hand: int, trump: int | None = None) -> tuple[Announcement, ...]:
    """The announcements of an 8-card ``hand``, best split chosen, strongest first.

    A card serves in one announcement only: a carré and a sequence sharing a card are
    weighed against each other (with the sequence split around the card the carré takes)
    and the split that scores most is kept. Ties: see the module docstring. ``trump``
    only matters for ties and for the order of the result.
    """
    candidates = carres(hand)
    kept: tuple[Announcement, ...] = ()
    kept_key = _choice_key(kept, trump)
    for n in range(len(candidates) + 1):
        for chosen in itertools.combinations(candidates, n):
            used = 0
            for a in chosen:
                used |= a.cards
            anns = (*chosen, *sequences(hand & ~used))
            key = _choice_key(anns, trump)
            if key > kept_key:
                kept, kept_key = anns, key
    return tuple(sorted(kept, key=lambda a: (a.strength(trump), -a.cards), reverse=True))


def total(anns: Iterable[Announcement], trump: int | None = None) -> int:
    """The points of some announcements (in a deal of ``trump``: ``Announcement.value``)."""
    return sum(a.value(trump) for a in anns)


# --- comparison between teams ----------------------------------------------------------------


def best(anns: Iterable[Announcement], trump: int | None = None) -> Announcement | None:
    """The strongest of ``anns`` (None if empty); of two equally strong, the first."""
    top: Announcement | None = None
    for a in anns:
        if top is None or a.strength(trump) > top.strength(trump):
            top = a
    return top


def winner(
    ns: Sequence[Announcement], ew: Sequence[Announcement], trump: int | None
) -> Team | None:
    """The team whose best announcement beats the other's, or None.

    None when neither team has any, or when the two best are equal (two sequences of the
    same length and top card, neither at trump): then nobody scores.
    """
    best_ns, best_ew = best(ns, trump), best(ew, trump)
    if best_ns is None and best_ew is None:
        return None
    if best_ew is None:
        return Team.NS
    if best_ns is None:
        return Team.EW
    key_ns, key_ew = best_ns.strength(trump), best_ew.strength(trump)
    if key_ns == key_ew:
        return None
    return Team.NS if key_ns > key_ew else Team.EW


def team_points(
    ns: Sequence[Announcement], ew: Sequence[Announcement], trump: int | None
) -> tuple[int, int]:
    """Announcement points per team before the deal's fate: the winning team scores all of
    its own announcements, the other team nothing."""
    team = winner(ns, ew, trump)
    if team is None:
        return (0, 0)
    return (total(ns, trump), 0) if team is Team.NS else (0, total(ew, trump))


# Results as ``scoring`` names them (kept as plain strings: scoring imports this module).
_MADE, _DEDANS, _LITIGE, _NONE = "made", "dedans", "litige", "none"


@dataclasses.dataclass(frozen=True, slots=True)
class Settled:
    """Announcement points once the deal's fate is known.

    ``points``: what each team writes down now. ``held``: the takers' announcement points
    put aside by a litige, which go with the held trick points to the next deal's winner.
    """

    points: tuple[int, int]
    held: int = 0


def settle(
    points: tuple[int, int],
    result: str,
    takers: Team | None,
    capot: Team | None = None,
    penalty: Team | None = None,
) -> Settled:
    """Give announcement points (``team_points``' answer) their owner after the deal.

    ``result`` is the contract's verdict: ``made``, ``dedans``, ``litige`` or ``none``.

    - made: each team keeps what it scored;
    - dedans: the takers lose their announcements to the defence (*le dedans*: the
      defence takes everything);
    - capot: the team that won every trick takes the other team's announcements too;
    - litige: the defence scores its announcements now, the takers' are held with their
      trick points;
    - ``penalty``: the team scored as dedans for a revoke loses its announcements to the
      other team;
    - none (no contract judged): each team keeps what it scored.
    """
    everything = points[0] + points[1]
    if penalty is not None:
        return Settled(_all_to(penalty.other, everything))
    if result == _NONE or takers is None:
        return Settled(points)
    if capot is not None:
        return Settled(_all_to(capot, everything))
    if result == _DEDANS:
        return Settled(_all_to(takers.other, everything))
    if result == _LITIGE:
        now = [0, 0]
        now[takers.other] = points[takers.other]
        return Settled((now[0], now[1]), held=points[takers])
    if result == _MADE:
        return Settled(points)
    raise ValueError(f"unknown result {result!r}")


def _all_to(team: Team, value: int) -> tuple[int, int]:
    return (value, 0) if team is Team.NS else (0, value)


class Scored(Protocol):
    """What ``Fate.of`` reads from a scored deal (``scoring.DealScore``)."""

    @property
    def result(self) -> str: ...
    @property
    def taker(self) -> Seat | None: ...
    @property
    def capot(self) -> Team | None: ...
    @property
    def penalty(self) -> Team | None: ...


@dataclasses.dataclass(frozen=True, slots=True)
class Fate:
    """The deal's fate as far as announcements care: where their points go (``settle``).

    ``result``: ``made``, ``dedans``, ``litige`` or ``none``; ``takers``: the taking team
    (None without a contract); ``capot``: the team that won every trick; ``penalty``: the
    team scored as dedans for a revoke (*renonce*); ``multiplier``: 2 or 4 for a coinched or
    surcoinched coinche contract, whose winner takes every announcement; ``contract``: a
    coinche contract, whose failure is said so (a classic taking's is *dedans*).
    """

    result: str = _NONE
    takers: Team | None = None
    capot: Team | None = None
    penalty: Team | None = None
    multiplier: int = 1
    contract: bool = False

    @classmethod
    def of(cls, score: Scored, multiplier: int | None = None) -> Fate:
        """The fate of a scored deal; ``multiplier``: the coinche contract's, if any."""
        takers = None if score.taker is None else score.taker.team
        return cls(score.result, takers, score.capot, score.penalty,
                   1 if multiplier is None else multiplier, multiplier is not None)

    @property
    def coinched(self) -> bool:
        """True for a coinched or surcoinched contract with no revoke to decide it."""
        return self.multiplier > 1 and self.takers is not None and self.penalty is None

    def settle(self, points: tuple[int, int]) -> Settled:
        """``settle`` for this fate: a coinched contract's winner takes them all."""
        if self.coinched:
            assert self.takers is not None
            loser = self.takers.other if self.result == _MADE else self.takers
            return settle(points, self.result, self.takers, None, loser)
        return settle(points, self.result, self.takers, self.capot, self.penalty)

    def why(self) -> Reason:
        """Why a team's announcements went to the other team, for the text catalogue:
        ``capot``, ``NS dedans``, ``revoke by EW``, ``coinched: the winner of the contract
        takes them all``."""
        if self.penalty is not None:
            return Reason("fate_revoke", {"team": self.penalty})
        if self.coinched:
            return Reason("fate_coinched" if self.multiplier == 2 else "fate_surcoinched")
        if self.capot is not None:
            return Reason("fate_capot")
        assert self.takers is not None
        if self.contract:
            return Reason("fate_failed", {"team": self.takers})
        return Reason("fate_dedans", {"team": self.takers})
