"""Scoring a deal: the tally against 162, the contract's verdict, capot, belote, revokes.

Everything here is pure: the caller says what happened (trick points, who took, who held
belote-rebelote, who revoked) and gets a frozen ``DealScore``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from . import reprs
from .announcements import settle
from .cards import DIX_DE_DER, TOTAL_POINTS
from .errors import Reason
from .pickling import by_fields
from .rules import RuleSet
from .seats import SEATS, TEAMS, Seat, Team

BELOTE_BONUS = 20
_NO_POINTS = (0, 0)  # no announcement points

MADE, DEDANS, LITIGE, NONE = "made", "dedans", "litige", "none"

#: *Capot*: the team that won all eight tricks, by the number of tricks NS won (0 to 8):
#: EW with none, NS with eight, nobody otherwise. The one statement of the rule; every
#: count of a deal's tricks reads it (``capot_team``, and ``CAPOT_KEY`` for the keys of
#: ``ScoreTable``).
CAPOT_BY_NS_TRICKS: tuple[Team | None, ...] = (Team.EW, *(None,) * 7, Team.NS)
#: ``CAPOT_BY_NS_TRICKS`` as ``ScoreKey`` ints: the team's value, -1 for none.
CAPOT_KEY: tuple[int, ...] = tuple(-1 if t is None else int(t) for t in CAPOT_BY_NS_TRICKS)


def capot_team(ns_tricks: int) -> Team | None:
    """The team that won every trick (*capot*) when NS won ``ns_tricks`` of the eight."""
    return CAPOT_BY_NS_TRICKS[ns_tricks]


@dataclasses.dataclass(frozen=True, slots=True)
class Tally:
    """The check every deal must pass: 152 in the cards, dix de der 10, total 162
    (``expected``: the deal's total, 130 or 258 with the raw SA and TA tables)."""

    cards: int
    dix_de_der: int
    total: int
    expected: int = TOTAL_POINTS

    @property
    def expected_cards(self) -> int:
        """The points the cards of a deal hold, the dix de der not counted: 152 (120, 248 raw)."""
        return self.expected - DIX_DE_DER

    @property
    def ok(self) -> bool:
        """True when the count is exactly 152 + 10 = 162 (or the deal's own total)."""
        return (self.cards == self.expected_cards and self.dix_de_der == DIX_DE_DER
                and self.total == self.expected)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


@dataclasses.dataclass(frozen=True, slots=True)
class Revoke:
    """A play that broke an obligation (*renonce*): trick number (1-based), seat, card, and
    the rule broken (a ``Reason``: ``str(rule)`` reads ``must follow ♥``)."""

    trick: int
    seat: Seat
    card: int
    rule: Reason

    def __repr__(self) -> str:
        return reprs.of(self, card=reprs.CARDS)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


@dataclasses.dataclass(frozen=True, slots=True)
class DealScore:
    """The outcome of one deal.

    ``points`` are trick points per team (index ``Team``), dix de der included;
    ``score`` is what each team writes on the sheet for the deal; ``held`` is the takers'
    stake put aside by a litige, which goes to the winner of the next deal. ``result`` is
    ``made``, ``dedans``, ``litige`` or ``none`` (no contract judged; coinche: ``made``
    or ``dedans``, the contract failed). At two players (``players`` is ``(S, N)``) each
    pair is by player, S first, and a ``Team`` names a player: ``Team.NS`` is S,
    ``Team.EW`` N; the ``repr`` writes the player (``dix_de_der=N``, ``belote=S``) where
    the attributes hold the ``Team`` (``Team.EW``, ``Team.NS``), as ``belote score``
    names them in its text and ``--json``.

    >>> from belote_cli import score
    >>> [result] = score("trump: H\\ntaker: S\\nlast: NS\\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\\n")
    >>> result.points, result.result, result.score    # EW's cards are worth nothing
    ((162, 0), 'made', (162, 0))
    """

    trump: int
    taker: Seat | None
    points: tuple[int, int]
    dix_de_der: Team
    belote: Team | None
    capot: Team | None
    result: str
    score: tuple[int, int]
    held: int = 0
    revokes: tuple[Revoke, ...] = ()
    penalty: Team | None = None  # the team that revoked first: no trick point
    announcements: tuple[int, int] = (0, 0)  # announcement points in ``score``, per team
    total: int = TOTAL_POINTS  # the trick points the deal holds (raw SA 130, raw TA 258)
    belotes: tuple[int, int] = (0, 0)  # TA: the belotes each team scored (one a suit)
    #: Belote à deux: the two players (S, N). Index 0 of every pair, and ``Team.NS`` in
    #: ``dix_de_der``, ``belote``, ``capot`` and ``penalty``, then name S; index 1 N.
    players: tuple[Seat, Seat] | None = None
    #: ``contract=total``: what the contract was judged on, per team, the trick points
    #: with the belote and the announcements (before the deal's fate gives them their
    #: owner); None where the trick points alone judged it, or a capot, a revoke or no
    #: contract.
    compared: tuple[int, int] | None = None
    #: The game the deal was played at, as ``Game.kind`` names it: ``classic``,
    #: ``coinche``, ``deux``, ``decouverte``, or ``discovery`` (the deal without bidding). A
    #: ``Match`` counts the deals of its own game only.
    game: str = "classic"

    def __repr__(self) -> str:
        written = reprs.items(self, trump=reprs.SUITS)
        players = self.players
        if players is None:
            return reprs.fields("DealScore", written)
        # At the games of two a ``Team`` names a player (``Team.NS`` S, ``Team.EW`` N):
        # written so, ``dix_de_der=N``, where the attribute stays ``Team.EW``.
        teams = {"dix_de_der": self.dix_de_der, "belote": self.belote,
                 "capot": self.capot, "penalty": self.penalty}
        named = []
        for key, text in written:
            team = teams.get(key)
            if isinstance(team, Team) and isinstance(players, tuple) and len(players) == 2:
                text = reprs.show(players[team])
            named.append((key, text))
        return reprs.fields("DealScore", named)

    @property
    def tally(self) -> Tally:
        """The card-point check of the deal."""
        total = self.points[0] + self.points[1]
        return Tally(total - DIX_DE_DER, DIX_DE_DER, total, self.total)

    @property
    def belote_points(self) -> tuple[int, int]:
        """The belote-rebelote points in ``score``, per team (TA: 20 a belote)."""
        return belote_bonus(self.belote, self.belotes)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


def belote_bonus(belote: Team | None, belotes: tuple[int, int] = (0, 0)) -> tuple[int, int]:
    """The belote-rebelote points each team (NS, EW) scores: 20 to ``belote``'s team, or
    under TA 20 for each of ``belotes`` (then ``belote`` is the team of the first).

    >>> belote_bonus(Team.EW), belote_bonus(Team.NS, (1, 2)), belote_bonus(None)
    ((0, 20), (20, 40), (0, 0))
    """
    if belotes != (0, 0):
        return (BELOTE_BONUS * belotes[0], BELOTE_BONUS * belotes[1])
    if belote is None:
        return (0, 0)
    return (BELOTE_BONUS, 0) if belote is Team.NS else (0, BELOTE_BONUS)


def score_deal(
    trump: int,
    points: tuple[int, int],
    dix_de_der: Team,
    taker: Seat | None,
    rules: RuleSet,
    belote: Team | None = None,
    capot: Team | None = None,
    revokes: tuple[Revoke, ...] = (),
    as_played: bool = False,
    announcements: tuple[int, int] = (0, 0),
    belotes: tuple[int, int] = (0, 0),
) -> DealScore:
    """Score one deal by the rule book (docs/rules.md).

    ``points``: trick points per team, dix de der included (they should sum to 162, or the
    deal's total ``rules.deal_total(trump)``: every threshold below is read with it).
    ``belotes``: under TA, the number of belotes each team scored (``belote`` is then
    the team of the first, or None).
    ``capot``: the team that won all eight tricks, if one did.
    ``belote``: the team credited with belote-rebelote (already judged by the caller).
    ``revokes``: with any and ``as_played`` off, the first offender's team is scored as
    dedans: the other team takes 162 (or the capot value if it won every trick).
    ``announcements``: the points each team's announcements would score if the contract
    is made (``announcements.team_points``: only the team with the best one scores). They
    follow the deal's fate (``announcements.settle``: dedans gives them to the defence,
    capot to the capot team, a litige holds the takers'), and with ``contract=total`` they
    count toward the comparison.
    """
    return _score(trump, points, dix_de_der, taker, rules, belote, capot, revokes, as_played,
                  announcements, belotes, rules.capot_value(trump), rules.deal_total(trump))


def _score(trump: int, points: tuple[int, int], dix_de_der: Team, taker: Seat | None,
           rules: RuleSet, belote: Team | None, capot: Team | None,
           revokes: tuple[Revoke, ...], as_played: bool, announcements: tuple[int, int],
           belotes: tuple[int, int], capot_value: int, total: int) -> DealScore:
    # ``score_deal`` with the rule set's capot value and deal total for ``trump`` given
    # (``ScoreTable`` keeps them for each contract kind).
    bonus = belote_bonus(belote, belotes)
    half = total // 2
    base = [0, 0]
    held = 0
    penalty: Team | None = None
    compared: tuple[int, int] | None = None
    if revokes and not as_played:
        offender = revokes[0].seat.team
        other = offender.other
        base[other] = capot_value if capot is other else total
        result = NONE if taker is None else DEDANS if taker.team is offender else MADE
        penalty = offender
    elif taker is None:
        result = NONE
        base = [points[0], points[1]]
    elif capot is not None:
        base[capot] = capot_value
        result = MADE if capot is taker.team else DEDANS
    else:
        takers = taker.team
        defence = takers.other
        mine, theirs = points[takers], points[defence]
        if rules.contract == "total":
            mine_total = mine + bonus[takers] + announcements[takers]
            theirs_total = theirs + bonus[defence] + announcements[defence]
            made = mine_total > theirs_total
            tie = mine_total == theirs_total
            compared = ((mine_total, theirs_total) if takers is Team.NS
                        else (theirs_total, mine_total))
        else:
            made = mine > half  # 82 of 162 (66 of 130, 130 of 258)
            tie = mine == half
        if tie and rules.tie == "dedans":
            tie = False
        if made:
            base[takers], base[defence] = mine, theirs
            result = MADE
        elif tie:
            base[defence] = theirs
            result = LITIGE
            held = mine
        else:
            base[defence] = total
            result = DEDANS
    # The announcements follow the deal's fate (none: nothing to settle).
    ann_points = _NO_POINTS
    if announcements != _NO_POINTS:
        ann = settle(announcements, result, None if taker is None else taker.team, capot,
                     penalty)
        ann_points = ann.points
        held += ann.held
    score = (base[0] + bonus[0] + ann_points[0], base[1] + bonus[1] + ann_points[1])
    return DealScore(trump, taker, points, dix_de_der, belote, capot, result, score, held,
                     revokes, penalty, ann_points, total, belotes, compared=compared,
                     game=rules.variant)


#: What ``ScoreTable`` looks a deal up by: trump, NS and EW trick points (dix de der
#: included), the dix de der team, the taker seat, the belote team and the capot team
#: (``Team``/``Seat`` values as ints, -1 for none).
ScoreKey = tuple[int, int, int, int, int, int, int]
#: The most entries a ``ScoreTable`` keeps (some 400 bytes each). The possible keys run to
#: tens of thousands, most of them rare: a run of heuristic bots meets about 9,000 in its
#: first 100,000 deals and new ones ever more rarely after, so a table without a bound grew
#: for the whole of a long run. The first 8,192 keys met cover about 97% of the deals.
MAX_SCORES = 8192


class ScoreTable:
    """``score_deal`` memoised for one rule set: for scoring many deals (``simulate``).

    ``score_deal`` is pure, and a deal without revokes or announcements is scored from a
    few small ints (``ScoreKey``), so each distinct key is scored once and looked up after:
    ``scores[key]`` is the deal's ``DealScore`` and whether its tally is right
    (``DealScore.tally.ok``, the card-point check every deal must pass). The table keeps
    at most ``MAX_SCORES`` entries, whatever the number of deals: the keys seen first are
    the common ones, and a key found after the table is full is scored each time it comes.
    """

    __slots__ = ("kinds", "rules", "scores")

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.scores: dict[ScoreKey, tuple[DealScore, bool]] = {}
        # By contract kind: the rule set's capot value and deal total.
        self.kinds: dict[int, tuple[int, int]] = {}

    def __getnewargs__(self) -> tuple[RuleSet]:
        # pickle and deepcopy make the object by its constructor (``__new__`` runs
        # ``__init__`` in the build compiled by mypyc) and then set every field:
        # these are arguments it accepts.
        return (self.rules,)

    def score(self, key: ScoreKey) -> tuple[DealScore, bool]:
        """The score of the deal ``key`` and its tally check: looked up, or computed by
        ``score_deal`` and kept."""
        found = self.scores.get(key)
        if found is None:
            trump, ns, ew, last, taker, belote, capot = key
            rules = self.rules
            kind = self.kinds.get(trump)
            if kind is None:
                kind = self.kinds[trump] = (rules.capot_value(trump), rules.deal_total(trump))
            score = _score(trump, (ns, ew), TEAMS[last], None if taker < 0 else SEATS[taker],
                           rules, None if belote < 0 else TEAMS[belote],
                           None if capot < 0 else TEAMS[capot], (), False, _NO_POINTS,
                           _NO_POINTS, kind[0], kind[1])
            found = (score, score.tally.ok)
            if len(self.scores) < MAX_SCORES:
                self.scores[key] = found
        return found


_TABLES: dict[RuleSet, ScoreTable] = {}


_LAST: list[ScoreTable] = []  # the table asked for last


def score_table(rules: RuleSet) -> ScoreTable:
    """The process's ``ScoreTable`` for ``rules`` (made on first use, then shared)."""
    # Every deal asks: the table of the same rule set as last time is found by identity,
    # without hashing the rule set.
    if _LAST and _LAST[0].rules is rules:
        return _LAST[0]
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[rules] = ScoreTable(rules)
    _LAST[:] = [table]
    return table
