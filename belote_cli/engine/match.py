"""A match (*partie*): deals played to the target, litige stakes carried over.

``Match`` keeps the running totals and who deals next; ``new_game`` gives the next deal
(a ``Game``) and ``finish`` counts it, void deals included (nothing scored, the deal
passes on). ``play_match`` lets bots play a whole match (``belote_cli.play_match``, in
``api``, takes bot names and a seed too). ``score_file`` scores a deal file's deals in
turn as ``belote score`` does (a match unless the file says ``match: none``), and
``file_deal_json`` writes each as its ``--json`` does.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ..core import reprs
from ..core.cards import shown
from ..core.coinche import rules_arg
from ..core.errors import RuleError
from ..core.rules import GAME_NAMES, TWO_PLAYER_GAMES, RuleSet
from ..core.scoring import DealScore
from ..core.seats import Seat, Team, seat_of
from ..core.talon import PLAYERS
from ..dealfile.model import DealRecord
from ..dealfile.replay import ScoredDeal, dealer_note, replay, scored_json

if TYPE_CHECKING:  # the deal engine, loaded when a deal is played (``score`` needs none)
    from .game import Game
    from .views import Bot


@dataclasses.dataclass(init=False, slots=True)
class Match:
    """Running totals of a match played to ``rules.target``.

    A litige's held stake goes to the team that scores more in the next deal; a litige in
    that deal holds both stakes one deal more. Held points still waiting at the end are lost.
    Both teams past the target on the same deal: the higher total wins; equal totals, the
    match goes on. ``dealer`` deals the next deal; ``voids`` counts the void deals.
    ``seed``: the seed that shuffled a match ``belote_cli.play_match`` played (the one it
    drew when given none), which plays it again; None for a match shuffled by a generator
    given (``rng``) or counted by hand. Two matches of the same deals are equal whatever
    their seeds (``seed=1`` and ``seed="1"`` play one match).
    ``rules`` and ``dealer`` are read as ``Game`` reads them: a ``RuleSet`` or the options
    as text (``"target=501"``); a ``Seat``, its int or its letter. Options as text give a
    coinche match its 2000 unless they set ``target``, as the commands do; a ``RuleSet`` is
    taken as it is (``RuleSet(variant="coinche")``, made field by field, plays to its
    ``target``, 1000 unless set; ``RuleSet.parse`` reads options as text does). ``totals``,
    ``held``, ``deals``, ``winner`` and ``voids`` take a match up where it stands: a list
    of two ints (NS's, EW's), an int, a list of ``DealScore``, a ``Team`` or None, an int;
    a value of another type is a ``TypeError`` naming it.

    >>> import random
    >>> from belote_cli.bots.registry import find_bot
    >>> bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
    >>> match = play_match(bots, random.Random(5), RuleSet(target=501))
    >>> match.is_over and max(match.totals) >= 501
    True
    """

    rules: RuleSet
    totals: list[int]
    held: int
    deals: list[DealScore]
    winner: Team | None
    dealer: Seat
    voids: int
    seed: str | None = dataclasses.field(compare=False)
    # The deals ``finish`` counted, played or void, each by its mark (``Game._ended``,
    # shared by the copies of a finished deal and what pickle loads of it) and the game
    # counted: the same deal, a copy of it or the deal pickled and loaded, finished twice
    # counts once.
    _finished: list[tuple[object, Game]] = dataclasses.field(repr=False, compare=False)

    def __init__(self, rules: RuleSet | str | Sequence[str] | None = None,
                 totals: list[int] | None = None, held: int = 0,
                 deals: list[DealScore] | None = None, winner: Team | None = None,
                 dealer: Seat | str | int = Seat.N, voids: int = 0, *,
                 seed: str | None = None) -> None:
        # The rules as ``Game`` takes them: a RuleSet, or the options as text or a list;
        # the dealer a Seat, its int or its letter, as ``Game`` takes it (annotated so, for
        # a type checker, where the fields' own types would refuse ``Match("target=501")``).
        self.rules = rules_arg(rules)
        self.dealer = dealer if isinstance(dealer, Seat) else seat_of(dealer, "dealer")
        # Each checked here, naming it, where a wrong one failed at the first ``add``
        # with Python's own words (``'int' object is not subscriptable``).
        if totals is not None and not (isinstance(totals, list) and len(totals) == 2
                                       and all(_is_int(n) for n in totals)):
            raise TypeError(f"totals: a list of two ints, NS's and EW's, not "
                            f"{shown(totals)}")
        if deals is not None and not (isinstance(deals, list)
                                      and all(isinstance(d, DealScore) for d in deals)):
            raise TypeError(f"deals: a list of DealScore, not {shown(deals)}")
        if winner is not None and not isinstance(winner, Team):
            raise TypeError(f"winner: a Team or None, not {shown(winner)}")
        for name, count in (("held", held), ("voids", voids)):
            if not _is_int(count):
                raise TypeError(f"{name}: an int, not {shown(count)}")
        for name, count in (("totals", min(totals or [0])), ("held", held), ("voids", voids)):
            if count < 0:  # points and deals are counted from 0: no score is below
                raise RuleError(code="match_below_zero", name=name, value=count)
        self.totals = [0, 0] if totals is None else totals
        self.held = held
        self.deals = [] if deals is None else deals
        self.winner = winner
        self.voids = voids
        if seed is not None and not isinstance(seed, str):
            raise TypeError(f"seed: the text of the seed that shuffled the match, or None, "
                            f"not {shown(seed)}")
        self.seed = seed
        self._finished = []

    def __repr__(self) -> str:
        # As the library's value objects write theirs (``core.reprs``): the dealer ``N`` and
        # the winner ``NS``, as a ``DealScore`` names its taker, not ``<Seat.N: 0>``. At
        # the games of two the winner is a player, ``Team.NS`` S and ``Team.EW`` N, as
        # its deals' ``DealScore`` and ``belote score`` write it.
        written = reprs.items(self)
        if self.rules.players == 2 and isinstance(self.winner, Team):
            written = [(key, PLAYERS[self.winner].name if key == "winner" else text)
                       for key, text in written]
        return reprs.fields("Match", written)

    def add(self, deal: DealScore) -> tuple[int, int]:
        """Add a deal; returns what each team gained from it (stake won included).
        ``RuleError`` once the match is won: no deal counts after its end. A ``DealScore``
        is a value, and deals scored alike may share one object: ``add`` counts each score
        it is given, the same one twice as two deals; ``finish(game)`` counts a ``Game``
        once. ``RuleError`` too for a deal of another game than the match's (its
        ``DealScore.game`` against ``rules.variant``: a match is played at one game), and
        for the discovery deal, which is played alone."""
        if not isinstance(deal, DealScore):
            raise TypeError(f"deal: a DealScore (a finished Game's score), not "
                            f"{shown(deal)}")
        self._check_game(deal.game)
        if self.is_over:
            raise RuleError(code="match_over")
        gained = list(deal.score)
        if self.held and deal.score[0] != deal.score[1] and not deal.held:
            gained[0 if deal.score[0] > deal.score[1] else 1] += self.held
            self.held = 0
        self.held += deal.held
        self.totals[0] += gained[0]
        self.totals[1] += gained[1]
        self.deals.append(deal)
        target = self.rules.target
        ns, ew = self.totals
        if (ns >= target or ew >= target) and ns != ew:
            self.winner = Team.NS if ns > ew else Team.EW
        return gained[0], gained[1]

    def _check_game(self, game: str) -> None:
        # A match is played at one game, its rules' variant; the discovery deal at none.
        if game == "discovery":
            raise RuleError(code="match_deal_discovery")
        if game != self.rules.variant:
            raise RuleError(code="match_deal_game", game=GAME_NAMES.get(game, game),
                            match_game=GAME_NAMES[self.rules.variant])

    @property
    def is_over(self) -> bool:
        """True once a team has won."""
        return self.winner is not None

    def new_game(self, rng: random.Random) -> Game:
        """The next deal, dealt by ``dealer`` and shuffled by ``rng`` (``Game.shuffle``)."""
        from .game import Game

        if self.is_over:
            raise RuleError(code="match_over")
        return Game.shuffle(rng, self.dealer, self.rules)

    def finish(self, game: Game) -> tuple[int, int] | None:
        """Count the finished ``game``: what each team gained (``add``), or None for a void
        deal; either way the next player deals. ``RuleError`` for a deal not finished, a
        deal counted already, a match already won, or a deal of another game than the
        match's (``Game.kind`` against ``rules.variant``, the discovery deal included: it is
        played alone); a TypeError for what is no ``Game`` (a ``DealScore`` is counted by
        ``add``). A copy of a finished deal (``Game.copy``, ``copy.copy``,
        ``copy.deepcopy``), and the finished deal pickled and loaded back (in this process
        or another), is that deal: counted once, whichever of them is finished first. A
        copy or a load made before the deal's end goes on apart from it: another deal,
        counted too."""
        from .game import Game

        if not isinstance(game, Game):
            raise TypeError(f"game: a finished Game (a DealScore is counted by add), not "
                            f"{shown(game)}")
        self._check_game(game.kind)
        if not game.is_over:
            raise RuleError(code="match_deal_unfinished")
        if self.is_over:
            raise RuleError(code="match_over")
        mark = game._mark()
        for counted, counted_game in self._finished:
            if counted is mark:
                raise RuleError(code="match_deal_counted" if counted_game is game
                                else "match_copy_counted")
        score = game.score
        if score is not None and any(deal is score for deal in self.deals):
            raise RuleError(code="match_deal_counted")  # by add
        if game.next_dealer is not None:
            self.dealer = game.next_dealer
        self._finished.append((mark, game))
        if score is None:
            self.voids += 1
            return None
        # A deal counted is known by its score's object: the game's own copy, since deals
        # scored alike share one object (``ScoreTable``), two deals of a match among them.
        game.score = score = copy.copy(score)
        return self.add(score)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclasses.dataclass(frozen=True, slots=True)
class FileDeal:
    """A deal of a deal file as ``belote score`` scores it, in turn (``score_file``): deal
    ``number``, scored (``deal``, a note added where a match's dealer is not the expected
    one), whether the file holds ``several`` deals and says they are ``independent``
    (``match: none``, or a first deal without bidding, which is played alone); in a match,
    whether the deal was ``counted`` (not after the match was won), the points ``held``
    before it (``stake``), what each side ``gained``, and the match after it: its
    ``totals``, the points ``held`` and its ``winner``."""

    number: int
    deal: ScoredDeal
    several: bool
    independent: bool
    counted: bool = False
    stake: int = 0
    gained: tuple[int, int] = (0, 0)
    totals: tuple[int, int] = (0, 0)
    held: int = 0
    winner: Team | None = None


def score_file(records: Iterable[DealRecord], as_played: bool = False) -> Iterator[FileDeal]:
    """Score each deal of ``records`` (a deal file's, in order) as ``belote score`` does:
    several deals are a match under the first deal's rules, litige stakes carried, unless
    the first says ``match: none`` or is the deal without bidding (scored alone); each deal
    of a match dealt by the seat after the last deal's dealer, else a note says so. The
    first deal waits for the second, to know whether the file holds several; each deal is
    read from ``records`` when the one before is written, so a file of any length holds one
    deal at a time."""
    match = Match()
    independent = False
    first: FileDeal | None = None
    previous: ScoredDeal | None = None  # the deal before, for its dealer (at two, its score)
    for number, record in enumerate(records, 1):
        deal = replay(record, as_played)
        if number == 1:  # each deal scored alone, or a match under the first deal's rules
            # The discovery deal is played alone, never in a match (the reader refuses a
            # deal after it): a file of one is scored as that deal alone.
            independent = record.independent or deal.score.game == "discovery"
            match = Match(record.rules)
        elif not independent and not match.is_over and previous is not None:
            # None after the match is won: that deal is not counted, a new match may begin.
            note = dealer_note(previous, record, number)
            if note is not None:
                deal = dataclasses.replace(deal, notes=(*deal.notes, note))
        previous = deal
        counted = FileDeal(number, deal, True, independent)
        if not independent and not match.is_over:
            stake = match.held
            gained = match.add(deal.score)
            counted = dataclasses.replace(
                counted, counted=True, stake=stake, gained=gained,
                totals=(match.totals[0], match.totals[1]), held=match.held,
                winner=match.winner)
        if number == 1:
            first = counted
            continue
        if first is not None:  # several deals, then
            yield first
            first = None
        yield counted
    if first is not None:  # a single deal
        yield dataclasses.replace(first, several=False)


def file_deal_json(deal: FileDeal) -> dict[str, Any]:
    """A deal of a file as the JSON object ``belote score --json`` prints for it
    (docs/format.md), ``match`` included in each deal of a match (None after it was won);
    without ``--analyze``'s ``analysis``, which ``belote score`` and
    ``score_json(analyze=True)`` add (``analysis.review_record``)."""
    doc = scored_json(deal.deal)
    if deal.several and not deal.independent:
        if not deal.counted:
            doc["match"] = None
        else:
            # The sides of the match: the teams, or at two the players (S, N).
            players = deal.deal.score.players
            a, b = ("NS", "EW") if players is None else (players[0].name, players[1].name)
            doc["match"] = {
                "gained": {a: deal.gained[0], b: deal.gained[1]},
                "totals": {a: deal.totals[0], b: deal.totals[1]},
                "held": deal.held,
                "winner": None if deal.winner is None else (a, b)[deal.winner],
            }
    return doc


def play_match(bots: Sequence[Bot], rng: random.Random,
               rules: RuleSet | str | Sequence[str] | None = None,
               dealer: Seat | int | str = Seat.N) -> Match:
    """A whole match played by ``bots`` (indexed by seat, N E S W), every deal shuffled by
    ``rng``, the first dealt by ``dealer``: the finished ``Match``. Belote à deux and
    belote découverte (``variant=deux``, ``variant=decouverte``) are played by N and S: two
    bots, for N then S, as ``belote_cli.play_deal`` takes them. The bots here are ``Bot``
    objects (``find_bot`` makes them); ``belote_cli.play_match`` (``api.play_match``) also
    takes their names, and a ``seed`` instead of ``rng``, and plays the match here.

    >>> import random
    >>> from belote_cli.bots.registry import find_bot
    >>> bots = [find_bot("random", random.Random(seat)) for seat in range(4)]
    >>> match = play_match(bots, random.Random(1), RuleSet.parse(["target=301"]))
    >>> match.is_over and max(match.totals) >= 301
    True
    """
    from .playing import play_out

    table = rules_arg(rules)
    two = table.players == 2
    if (not isinstance(bots, (list, tuple)) or len(bots) != (2 if two else 4)
            or not all(callable(getattr(bot, "play", None)) for bot in bots)):
        if two and isinstance(bots, (list, tuple)) and len(bots) != 2:
            raise RuleError(code="api_two_players_one" if len(bots) == 1 else "api_two_players",
                            game=TWO_PLAYER_GAMES[table.variant], n=len(bots))
        wanted = "two bots, for N and S" if two else "four bots indexed by seat, N E S W"
        raise TypeError(f"bots: {wanted} (find_bot makes them), not {shown(bots)}")
    if two:  # E and W never play
        bots = [bots[0], bots[0], bots[1], bots[1]]
    if not isinstance(rng, random.Random):
        raise TypeError(f"rng: a random.Random, not {shown(rng)}")
    match = Match(table, dealer=seat_of(dealer, "dealer"))
    while not match.is_over:
        match.finish(play_out(match.new_game(rng), bots))
    return match
