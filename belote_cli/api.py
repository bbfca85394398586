"""The library's entry points: play a deal or a match, score a deal file's text, solve a
position, run a simulation. ``belote_cli`` exports them (``belote_cli.play_deal`` …).

Each takes what a Python user has at hand (bot names or bots, card text or ints, rule
options as ``name=value`` text or a ``RuleSet``) and returns value objects whose ``repr``
reads like cards.

Why this module is long: each entry point checks every argument at the door and names the
one that is wrong (in the words of its parameters, ``hand=``, not of the command's
options), before the layers below, which trust their arguments, run; the checks of the
rules, cards and seats are shared by the five, and the value objects they return
(``FinishedDeal``, ``SimulationReport``, ``Rate``) sit beside them.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, overload

from ._compat import REQUIRED, renamed, renamed_argument, require
from .bots.base import Bot
from .bots.registry import bot_factory, bot_key, default_bot, made_bot
from .bots.solver import Solution
from .core import reprs
from .core.cards import (
    RANK_WORDS,
    Card,
    Mask,
    card_arg,
    cards_arg,
    mask_of,
    not_a_flag,
    read_suit,
    seed_arg,
    shown,
    sorted_cards,
    trump_arg,
)
from .core.errors import BeloteError, CardError, RuleError, named_error
from .core.numbers import fresh_seed, int_text
from .core.rules import TWO_PLAYER_GAMES, Rules, RuleSet, rule_options
from .core.scoring import DealScore
from .core.seats import SEATS, Seat, seat_of
from .dealfile import DealRecord, loads
from .dealfile.replay import replay
from .engine.views import bot_asks, bot_lacks

if TYPE_CHECKING:
    from .engine.game import Game
    from .engine.match import Match
    from .simulation import Summary
    from .simulation.config import KnownHand

#: A hand as an argument takes it: ints (``Card`` or a ``Mask``) or text (``"J♥ 9♥ A♠"``);
#: not ``belote_cli.Cards``, the mask that prints as its cards.
HandArg = Mask | str | Iterable[Card | str]


#: How many void deals (everybody passed) ``play_deal`` redeals before giving up.
MAX_REDEALS = 100


def rule_set(rules: Rules) -> RuleSet:
    """``rules`` as a ``RuleSet``, as every ``rules=`` of the library reads it: a
    ``RuleSet``, ``name=value`` options in one text or any iterable of such texts, or None
    (the defaults); ``RuleError`` for an unknown option or value, a TypeError for anything
    else. Options are read as ``--rule`` reads them: a coinche table plays to 2000 unless
    ``target=`` says otherwise (``coinche.match_rules``), as in a deal file; one text holds
    them as a deal file's ``rules:`` line does, apart by spaces or commas
    (``split_options``).

    >>> rule_set("undertrump=required capot=250")
    RuleSet(undertrump='required', capot=250)
    >>> rule_set("variant=coinche")
    RuleSet(target=2000, variant='coinche')
    >>> rule_set(None)
    RuleSet()
    >>> rule_set("undertrump=maybe")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.RuleError: rules: unknown value 'maybe' for rule 'undertrump' ...
    """
    from .core.coinche import rules_arg

    return rules_arg(rules)  # as Game, Match and play_match read it


def _seat(seat: Seat | str | int, what: str = "seat") -> Seat:
    # As ``Game`` reads a seat: a Seat, its letter or its int 0-3 (``core.seats.seat_of``).
    return seat_of(seat, what)


# --- the rules, checked ----------------------------------------------------------------------

def legal_plays(hand: Mask | str | Sequence[Card | str], trick: Sequence[Card | str] | str,
                trump: int | str, undertrump_required: bool = False, *,
                rules: Rules = None) -> Mask:
    """The mask of the cards of ``hand`` that may be played on ``trick`` (*obligations*).

    ``hand``: a mask, the cards' text (``"K♠ 7♥ 8♦"``) or a list of cards, as ``solve``
    reads a hand of its position (``hand_arg``). ``trick``: the 0-3 cards played before,
    in order, a list of cards or their text apart by spaces or commas (``"J♥ 7♥"``); a
    card is its int 0-31 or its text as the ``play`` prompt reads it (``J♥``, ``JH``,
    ``10h``, ``V♠``, ``AP``; ``card_arg``). ``trump``: a suit's int 0-3 or its text in
    either language (``"♥"``, ``"H"``, ``"C"`` clubs, ``"P"`` pique, ``"cœur"``), or SA
    or TA (4, 5, ``"SA"``, ``"sans atout"``; ``trump_arg``).

    1. Follow suit; at trump, beat the highest trump if you can (*monter*).
    2. Void, partner winning: anything.
    3. Void, an opponent winning: trump (*couper*), overtrump if already trumped (*surcouper*).
    4. Cannot overtrump: anything, or a lower trump with ``undertrump_required`` (*sous-couper*).
    5. Void and no trump: anything.

    ``rules``, as every ``rules=`` of the library takes them, says it too: a table of
    ``undertrump=required`` (``rules="undertrump=required"``) is ``undertrump_required``.

    SA: follow suit, else anything. TA: follow suit beating the best card of the suit led if
    you can (partner winning or not), else any card of it; void: anything. The arguments
    are checked (``rules.legal_plays``, the engine's own, is not): a card outside 0-31, a
    card both in ``hand`` and on the table, a card twice, four cards on the table or a
    trump outside 0-5 is a ``CardError`` or ``RuleError``, a value of the wrong type a
    ``TypeError`` naming the argument.

    >>> import belote_cli as b
    >>> hand = b.mask_of(b.parse_cards("K♠ 7♥ 8♦"))              # trump ♥
    >>> b.format_mask(b.legal_plays(hand, b.parse_cards("A♠"), b.parse_suit("♥")))
    'K♠'
    >>> b.format_mask(b.legal_plays(hand, b.parse_cards("A♣"), b.parse_suit("♥")))
    '7♥'
    >>> b.format_mask(b.legal_plays("K♠ 7♥ 8♦", "AC", "cœur"))      # the same, as text
    '7♥'
    >>> b.format_mask(b.legal_plays("K♠ 7♥ 8♦", "A♣ 9♥", "♥", rules="undertrump=required"))
    '7♥'
    >>> b.legal_plays(hand, b.parse_cards("7♥"), 1)
    Traceback (most recent call last):
    ...
    belote_cli.core.errors.CardError: trick: 7♥ is both on the table and in hand
    """
    from .core.rules import legal_plays as legal
    from .engine.actions import hand_arg

    mask = hand_arg(hand, "hand")
    table = _trick(trick, most=3)
    kind = trump_arg(trump)
    if not isinstance(undertrump_required, bool):
        raise not_a_flag("undertrump_required", undertrump_required)
    if rules is not None:
        undertrump_required = undertrump_required or rule_set(rules).undertrump == "required"
    _not_in_hand(table, mask)
    return legal(mask, table, kind, undertrump_required)


def trick_winner(trick: Sequence[Card | str] | str, trump: int | str) -> int:
    """Index in ``trick`` of the card winning it so far (*maître*).

    ``trick``: the 1-4 cards played, in order, a list of cards or their text apart by
    spaces or commas (``"J♥ 7♥"``); a card is its int 0-31 or its text as the ``play``
    prompt reads it (``J♥``, ``JH``, ``10h``, ``V♠``, ``AP``; ``card_arg``). ``trump``: a
    suit's int 0-3 or its text in either language (``"♥"``, ``"H"``, ``"C"`` clubs,
    ``"P"`` pique, ``"cœur"``), or SA or TA (4, 5, ``"SA"``, ``"sans atout"``;
    ``trump_arg``).

    Any trump beats any plain card; otherwise the highest card of the suit led wins (SA and
    TA: always the highest card of the suit led, by plain or trump order). The arguments
    are checked as ``legal_plays`` checks them; an empty trick has no winner (``RuleError``).

    >>> import belote_cli as b
    >>> trick = b.parse_cards("A♠ 7♥ 10♠ K♠")
    >>> b.trick_winner(trick, b.parse_suit("♥")), b.trick_winner(trick, b.parse_suit("♣"))
    (1, 0)
    >>> b.trick_winner("AP 7H 10P KP", "cœur")             # the same trick, as text
    1
    """
    from .core.rules import trick_winner as winner

    table = _trick(trick, most=4)
    kind = trump_arg(trump)
    if not table:
        raise RuleError(code="api_trick_empty")
    return winner(table, kind)


def card(suit: int | str, rank: int | str) -> Card:
    """The card of ``rank`` in ``suit`` (``suit * 8 + rank``), the int the library plays.

    ``suit``: 0-3 (``SPADES``, ``HEARTS``, ``DIAMONDS``, ``CLUBS``) or its text in either
    language (``"♥"``, ``"H"``, ``"C"`` clubs, ``"cœur"``). ``rank``: 0-7 in
    natural order, 7 8 9 10 J Q K A, or its text in either language (``"J"``, ``"V"``,
    ``"10"``). An int out of range, or a text that names no suit or rank, is a
    ``CardError``; anything else (a bool too) a TypeError.

    >>> import belote_cli as b
    >>> b.card(b.HEARTS, "J"), b.card("♥", 4), b.card_symbol(b.card(b.SPADES, "A"))
    (12, 12, 'A♠')
    """
    if isinstance(suit, str):
        try:
            kind = read_suit(suit, "en")
        except CardError:
            raise named_error(CardError(code="suit_forms", text=suit), "card(suit)") from None
    elif isinstance(suit, int) and not isinstance(suit, bool):
        if not 0 <= suit < 4:
            raise named_error(CardError(code="card_suit_range", number=suit), "card(suit)")
        kind = int(suit)
    else:
        raise TypeError(f"card(suit): a suit, its int (0-3) or its text (♥, H, cœur…), not "
                        f"{shown(suit)}")
    if isinstance(rank, str):
        number = RANK_WORDS.get(rank.strip().lower())
        if number is None:
            raise named_error(CardError(code="rank_forms", text=rank), "card(rank)")
    elif isinstance(rank, int) and not isinstance(rank, bool):
        if not 0 <= rank < 8:
            raise named_error(CardError(code="rank_range", number=rank), "card(rank)")
        number = int(rank)
    else:
        raise TypeError(f"card(rank): a rank, its int (0-7) or its text (J, V, 10…), not "
                        f"{shown(rank)}")
    return kind * 8 + number


def card_points(card: Card | str, trump: int | str, *, rules: Rules = None) -> int:
    """The points of ``card`` in a trick with ``trump`` as trump (*valeur des cartes*).

    ``card``: its int 0-31 or its text (``"J♥"``, ``"VC"``; ``card_arg``). ``trump``: a
    suit's int 0-3 or its text in either language, or SA or TA (4, 5, ``"SA"``; their
    scaled tables, 152 points a deal as at a suit, or with ``rules`` of
    ``sa_ta_points=raw`` the raw ones: ``rules=`` as every ``rules=`` of the library
    takes them; ``trump_arg``). Each is checked as ``trick_winner`` checks it.

    >>> import belote_cli as b
    >>> b.card_points("J♥", b.HEARTS), b.card_points("J♥", "♠"), b.card_points("9♦", "♦")
    (20, 2, 14)
    >>> b.card_points(b.parse_card("A♣"), "SA"), b.card_points("J♣", "TA")
    (19, 14)
    >>> raw = "sa_ta_points=raw"
    >>> b.card_points("A♣", "SA", rules=raw), b.card_points("J♣", "TA", rules=raw)
    (11, 20)
    """
    from .core.rules import card_points as points

    given = card_arg(card, "card_points(card)")
    kind = trump_arg(trump)
    if rules is None:
        return points(given, kind)
    return rule_set(rules).point_row(kind)[given]


def _trick(trick: object, most: int) -> list[Card]:
    # The cards on the table: their text (``"A♠ 7♥"``) or a list or tuple of cards, at
    # most ``most`` distinct ones, each read as every function of the library reads a card
    # (``card_arg``, ``cards_arg``); a card twice or a card too many said in the same words
    # by every function taking a trick (``legal_plays``, ``trick_winner``, ``solve``).
    if isinstance(trick, str):
        cards = cards_arg(trick, "trick")
    elif isinstance(trick, (list, tuple)):
        cards = [card_arg(c, "trick") for c in trick]
    else:
        raise TypeError(f"trick: the cards played, in order (their text or a list of "
                        f"cards), not {shown(trick)}")
    if len(cards) > most:
        raise CardError(code="api_trick_long", n=len(cards), most=most)
    if mask_of(cards).bit_count() != len(cards):
        raise CardError(code="api_trick_twice")
    return cards


def _not_in_hand(table: Sequence[Card], held: int) -> None:
    # A card on the table is played: none is still held (``legal_plays``, ``solve``).
    both = mask_of(table) & held
    if both:
        raise CardError(code="api_trick_in_hand", cards=sorted_cards(both))


# --- playing a deal -------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True, init=False)
class FinishedDeal:
    """A deal played to its end: its score, its deal file's text (``deal_file``, as
    ``Game.deal_file()`` gives it) and the finished ``Game`` (its tricks, bids, hands…;
    ``game.to_record()`` is its ``DealRecord``).

    ``seed`` replays it: ``play_deal(bots, seed=deal.seed)`` plays the same cards.
    ``voids``: the deals before it that everybody passed (each redealt by the next seat).
    ``record``, the old name of ``deal_file``, is deprecated, as the attribute and as the
    argument (``FinishedDeal(score, record=text, …)``): a record is the ``DealRecord``
    object, not its text.

    >>> deal = play_deal("random", seed=1)
    >>> deal.deal_file.startswith("trump:"), deal.game.is_over, deal.seed
    (True, True, '1')
    """

    score: DealScore
    deal_file: str = dataclasses.field(repr=False)  # its text: print it, or ``loads`` it
    seed: str
    game: Game = dataclasses.field(compare=False, repr=False)
    voids: int = 0

    @overload
    def __init__(self, score: DealScore, deal_file: str, seed: str, game: Game,
                 voids: int = 0) -> None: ...

    @overload
    def __init__(self, score: DealScore, *, seed: str, game: Game, voids: int = 0,
                 record: str) -> None: ...

    def __init__(self, score: DealScore, deal_file: str = REQUIRED,
                 seed: str = REQUIRED, game: Game = REQUIRED, voids: int = 0, *,
                 record: str = REQUIRED) -> None:
        """The fields in their order; ``record=``, the old name of ``deal_file``, still
        builds one for one more release, with a ``DeprecationWarning`` (not with
        ``deal_file``)."""
        deal_file = renamed_argument("FinishedDeal", "record", "deal_file", record,
                                     deal_file)
        require("FinishedDeal", deal_file=deal_file, seed=seed, game=game)
        for name, value in (("score", score), ("deal_file", deal_file), ("seed", seed),
                            ("game", game), ("voids", voids)):
            object.__setattr__(self, name, value)

    @property
    def record(self) -> str:
        """``deal_file``, by its old name: deprecated (a ``DeprecationWarning``)."""
        renamed("FinishedDeal.record", "FinishedDeal.deal_file")
        return self.deal_file

    def __repr__(self) -> str:
        return reprs.of(self)


def play_deal(bots: str | Sequence[str | Bot], seed: int | str | None = None,
              rules: Rules = None, *, dealer: Seat | str | int | None = None,
              discovery: bool = False) -> FinishedDeal:
    """Play one deal with four bots, from the deal to the score, on ``Game``.

    ``bots``: for N, E, S, W, each a bot name (``find_bot``) or a ``Bot``; one name plays
    all four seats. Belote à deux and belote découverte (``variant=deux``,
    ``variant=decouverte``) are played by N and S: two bots, for N then S, or one name.
    ``seed``: the same seed plays the same deal (any int or text; None: a fresh one, kept
    in the result). ``rules``: a ``RuleSet``, ``name=value`` options in one text or any
    iterable of such texts (``variant=coinche`` bids in the coinche auction). ``dealer``:
    the first dealer (a ``Seat``, its letter or its int 0-3, as ``Game`` takes it), drawn
    from the seed by default; when everybody passes, the next seat deals again (*redonne*).
    ``discovery``: the deal without bidding of ``belote play --discovery`` (``belote rules
    discovery``): trump drawn at random, nobody bids, S leads, no contract (each team
    keeps its trick points) and no belote bonus.

    Every deal holds 162 trick points, and its record scores the same when read back:

    >>> import belote_cli as b
    >>> deal = b.play_deal(["heuristic"] * 4, seed=1)
    >>> sum(deal.score.points), deal.score.tally.ok
    (162, True)
    >>> b.score(deal.deal_file) == [deal.score]
    True
    >>> b.play_deal("random", seed=1) == b.play_deal("random", seed=1)
    True
    >>> b.play_deal("random", seed=1)                  # doctest: +ELLIPSIS
    FinishedDeal(score=DealScore(trump=..., taker=..., ...), seed='1')
    >>> coinche = b.play_deal("heuristic", seed=2, rules="variant=coinche")
    >>> coinche.game.contract is not None and "contract:" in coinche.deal_file
    True
    """
    from .engine.game import Game
    from .engine.playing import play_out

    rule = rule_set(rules)
    names = _bots_of(bots, rule, discovery)
    if rule.players == 2:
        names = [names[0], names[0], names[1], names[1]]  # E and W never play
    if dealer is not None:
        _seat(dealer, "dealer")  # checked before any deal is played
    seed_arg(seed, optional=True)  # as Game's
    if not isinstance(discovery, bool):
        raise not_a_flag("discovery", discovery)
    if discovery and rule.players == 2:
        raise BeloteError(code="api_discovery_two", game=TWO_PLAYER_GAMES[rule.variant])
    if discovery and (rule.variant != "classic" or rule.announcements != "off"):
        raise BeloteError(code="api_discovery_rules")
    _check_bot_names(names)
    text = _seed_text(seed)
    rng = random.Random(f"deal:{text}")
    # Each named bot draws from its own generator: its choices never change the cards.
    asked = bot_asks(rule, discovery)
    players = [made_bot(bot_factory(b), random.Random(f"bot:{text}:{seat.name}"), asked)
               if isinstance(b, str) else b for seat, b in zip(SEATS, names, strict=True)]
    if dealer is not None:
        seat = _seat(dealer)
    elif rule.players == 2:  # belote à deux, belote découverte: S or N deals
        seat = (Seat.S, Seat.N)[rng.randrange(2)]
    else:
        seat = SEATS[rng.randrange(4)]
    for voids in range(MAX_REDEALS + 1):
        game = play_out(Game.shuffle(rng, seat, rule, discovery=discovery), players)
        if game.score is not None:
            return FinishedDeal(game.score, game.deal_file(), text, game, voids)
        assert game.next_dealer is not None  # only a dealt deal can be void
        seat = game.next_dealer
    raise BeloteError(code="api_all_passed", n=MAX_REDEALS + 1)


def _two_players(variant: str, n: int) -> RuleError:
    # A game of two given other than two bots, play_deal's and play_match's alike.
    code = "api_two_players_one" if n == 1 else "api_two_players"
    return RuleError(code=code, game=TWO_PLAYER_GAMES[variant], n=n)


def _bots_of(bots: object, rule: RuleSet, discovery: bool = False) -> list[str | Bot]:
    """The bots of a deal or a match (``play_deal``'s and ``play_match``'s ``bots``), one
    for each player of ``rule``'s game (N, E, S, W; at two, N then S), checked alike in
    both: a name for all, or a sequence of names and ``Bot``s of the right length."""
    if isinstance(bots, str):
        return [bots] * rule.players
    if not isinstance(bots, Sequence):
        raise _not_bots(bots)
    if rule.players == 2 and len(bots) != 2:
        raise _two_players(rule.variant, len(bots))
    if len(bots) != rule.players:
        raise BeloteError(code="api_four_bots", n=len(bots))
    # What the deal asks of each: its cards, its bids where it has a taking, its calls
    # at coinche (bot_asks).
    asked = bot_asks(rule, discovery)
    for bot in bots:
        if isinstance(bot, str):
            continue
        missing = bot_lacks(bot, asked)
        if isinstance(bot, type) and not missing:  # a bot's class: what makes one
            raise TypeError(f"bots: each a bot name or a Bot, not the class {bot.__name__}: "
                            f"make one, {bot.__name__}(random.Random(1)), or give the name "
                            f"register_bot gave it")
        if missing == bot_lacks(None, asked) or isinstance(bot, type):  # none of them
            raise TypeError(f"bots: each a bot name or a Bot, not {shown(bot)}")
        if missing:
            raise TypeError(f"bots: each a bot name or a Bot, and {type(bot).__name__} has "
                            f"no {' nor '.join(missing)}")
    return list(bots)


def _not_bots(bots: object) -> TypeError:
    # The error of a bots= that is neither a name nor a sequence, play_deal's and
    # play_match's alike.
    return TypeError(f"bots: a bot name, or a sequence of bots or names, not {shown(bots)}")


def _seed_text(seed: int | str | None) -> str:
    """The text of a run's seed (``play_deal``, ``play_match``, ``simulate``): the one
    given, or where none is, a fresh one drawn, kept so that the run can be played
    again. An int is written whole, whatever its length, as ``Game.seeded`` takes it
    (``core.numbers.int_text``: ``str`` refuses more digits than
    ``sys.get_int_max_str_digits()``)."""
    if seed is None:
        return fresh_seed()
    return int_text(seed) if isinstance(seed, int) else str(seed)


def _check_bot_names(bots: Iterable[str | Bot], what: str = "bots") -> None:
    # Each name known to find_bot, before any bot is made or draws from a generator; an
    # unknown one named as the argument it came in, ``what``, as other arguments are
    # (``bots: unknown bot 'x' (known bots: …)``).
    for bot in bots:
        if isinstance(bot, str):
            try:
                bot_factory(bot)
            except BeloteError as e:
                raise named_error(e, what) from None


def play_match(bots: str | Sequence[str | Bot], rng: random.Random | None = None,
               rules: Rules = None, dealer: Seat | str | int = Seat.N, *,
               seed: int | str | None = None) -> Match:
    """A whole match played by bots to ``rules.target``, as ``Match`` counts it: the
    finished ``Match`` (its ``totals``, ``winner``, ``deals``).

    ``bots``: for N, E, S, W, each a bot name (``find_bot``) or a ``Bot``; one name plays
    all four seats, as ``play_deal`` takes and checks them, with its errors. Belote à deux
    and belote découverte (``variant=deux``, ``variant=decouverte``) are played by N and S:
    two bots, for N then S, or one name. Every deal is shuffled by ``rng`` (a
    ``random.Random``), or by a generator made from ``seed`` (any int or text; ``seed=1`` is
    ``seed="1"``): one of the two, not both; given neither, a fresh seed is drawn, as
    ``play_deal`` draws one, and kept in the match (``match.seed``, None with ``rng``) to
    play it again. A bot given by its name draws from a generator of its own, made from the
    seed and its seat, or, with ``rng``, seeded from ``rng`` before the first deal; a
    ``Bot`` given draws from its own. The same seed, or generators in the same state, play
    the same match. ``rules``: a ``RuleSet``, ``name=value`` options in one text or any
    iterable of such texts (a coinche match plays to 2000 unless ``target=`` says
    otherwise); ``dealer``: the first dealer (a ``Seat``, its letter or its int 0-3), each
    next deal dealt by the next seat.

    >>> import belote_cli as b
    >>> match = b.play_match("random", seed=1, rules="target=301")
    >>> match.is_over and max(match.totals) >= 301
    True
    >>> match == b.play_match(["random"] * 4, seed="1", rules="target=301")
    True
    >>> fresh = b.play_match("random", rules="target=301")     # a seed drawn, and kept
    >>> b.play_match("random", seed=fresh.seed, rules="target=301") == fresh
    True
    >>> two = b.play_match(["heuristic", "random"], seed=2, rules="variant=deux target=301")
    >>> two.winner is not None
    True
    """
    from .core.coinche import rules_arg
    from .engine.match import play_match as play

    table = rules_arg(rules)
    given = _bots_of(bots, table)  # as play_deal checks them
    seed_arg(seed, optional=True)  # as play_deal's
    if seed is not None and rng is not None:
        raise TypeError("seed: the match is shuffled by rng or by seed, not both")
    if rng is not None and not isinstance(rng, random.Random):
        raise TypeError(f"rng: a random.Random, or seed= (an int or a text), not "
                        f"{shown(rng)}")
    first = _seat(dealer, "dealer")  # checked before a bot draws from rng
    _check_bot_names(given)  # and the names too
    if rng is None:  # neither: a fresh seed, kept in the match, as play_deal draws one
        seed = _seed_text(seed)
        rng = random.Random(f"match:{seed}")
    seats = (Seat.N, Seat.S) if table.players == 2 else SEATS
    # Each named bot draws from its own generator: its choices never change the cards.
    players: list[Bot] = [
        made_bot(bot_factory(bot), random.Random(f"bot:{seed}:{seat.name}" if seed is not None
                                                 else rng.getrandbits(64)),
                 bot_asks(table))
        if isinstance(bot, str) else bot for seat, bot in zip(seats, given, strict=True)]
    match = play(players, rng, table, first)
    match.seed = None if seed is None else str(seed)
    return match


# --- scoring a deal file --------------------------------------------------------------------

def score(text: str | DealRecord | Sequence[DealRecord], rules: Rules = None, *,
          as_played: bool = False) -> list[DealScore]:
    """The score of each deal of a deal file's text (the format of ``belote score``), or of
    a ``DealRecord`` or a list of them (as ``loads`` and ``load`` give them, or
    ``Game.to_record()`` makes one), scored as their text (``dumps``) would be.

    ``rules``: options applied over each deal's ``rules:`` line (a ``RuleSet``,
    ``name=value`` options in one text or any iterable of such texts). A revoke (*renonce*)
    scores the offending team as dedans unless ``as_played``. A bad file raises
    ``DealFileErrors``, each error located as ``<deal>:LINE:COLUMN``.

    S takes at ♥ and leads trumps four times (belote-rebelote on the third and fourth), N
    wins the fifth trick with A♠, and E the last three: NS 36 + 25 + 9 + 13 + 29 = 112,
    EW 14 + 13 + 13 + the dix de der 10 = 50. Made, and S's belote adds 20:

    >>> import belote_cli as b
    >>> text = '''
    ... trump: H
    ... taker: S
    ... 1: S:JH W:9H N:8H E:JS
    ... 2: S:AH W:7H N:10H E:KD
    ... 3: S:KH W:QD N:7D E:JD
    ... 4: S:QH W:8C N:8D E:10D
    ... 5: S:10S W:KS N:AS E:KC
    ... 6: N:9D E:AD S:7C W:QC
    ... 7: E:AC S:JC W:7S N:9C
    ... 8: E:10C S:QS W:9S N:8S
    ... '''
    >>> b.score(text)  # doctest: +NORMALIZE_WHITESPACE
    [DealScore(trump=♥, taker=S, points=(112, 50), dix_de_der=EW, belote=NS, capot=None,
               result='made', score=(132, 50))]
    """
    records = _records(text, rules)
    if not isinstance(as_played, bool):
        raise not_a_flag("as_played", as_played)
    return [replay(record, as_played).score for record in records]


def _records(text: object, rules: Rules) -> list[DealRecord]:
    # ``score``'s and ``score_json``'s deals: a deal file's text read, or records as their
    # text reads (a record made by hand checked as a file is, ``rules`` laid over each).
    if isinstance(text, DealRecord) or (isinstance(text, (list, tuple)) and text
                                        and all(isinstance(r, DealRecord) for r in text)):
        from .dealfile.writer import file_text

        text = file_text(text, "score")
    elif isinstance(text, (list, tuple)) and not text:
        return []
    if not isinstance(text, str):
        from .dealfile.reader import not_text

        raise not_text(text, "a deal file's text (str), a DealRecord or a list of them")
    return loads(text, rules=rule_options(rules))


@overload
def score_json(text: DealRecord, rules: Rules = None, *,
               as_played: bool = False, analyze: bool = False) -> dict[str, Any]: ...


@overload
def score_json(text: str | Sequence[DealRecord], rules: Rules = None, *,
               as_played: bool = False,
               analyze: bool = False) -> dict[str, Any] | list[dict[str, Any]]: ...


def score_json(text: str | DealRecord | Sequence[DealRecord], rules: Rules = None, *,
               as_played: bool = False,
               analyze: bool = False) -> dict[str, Any] | list[dict[str, Any]]:
    """The JSON document ``belote score --json`` prints for a deal file's text, a
    ``DealRecord`` or a list of them (taken as ``score`` takes them): the object of one
    deal, or the list of a file of several, each with its ``match`` unless the first deal
    says ``match: none`` (docs/format.md, ``belote score --json``). ``analyze=True``
    adds each deal's ``analysis``, as ``--analyze`` does: its review, each card against
    the double-dummy best (a search a card: seconds a deal), None for a deal written as
    piles. ``json.dumps(doc, ensure_ascii=False, indent=2)`` is the command's output, its
    last line break left out (``ensure_ascii=True`` on an output whose encoding lacks a
    character of it). A ``FinishedDeal``'s is ``score_json(deal.deal_file)``, a
    finished ``Game``'s ``score_json(game.to_record())``.

    >>> import belote_cli as b
    >>> deal = b.play_deal("heuristic", seed=1)
    >>> doc = b.score_json(deal.game.to_record())
    >>> doc["score"] == dict(zip(("NS", "EW"), deal.score.score)), doc["tally"]["ok"]
    (True, True)
    >>> [len(d["tricks"]) for d in b.score_json([deal.game.to_record()] * 2)]
    [8, 8]
    """
    from .engine.match import file_deal_json, score_file

    records = _records(text, rules)
    for name, flag in (("as_played", as_played), ("analyze", analyze)):
        if not isinstance(flag, bool):
            raise not_a_flag(name, flag)
    docs = []
    for deal in score_file(records, as_played):
        doc = file_deal_json(deal)
        if analyze:
            from .analysis import review_record  # the solver, for the review only

            review = review_record(deal.deal.record)
            doc["analysis"] = None if review is None else review.to_dict()
        docs.append(doc)
    return docs[0] if len(docs) == 1 else docs


# --- solving a position ---------------------------------------------------------------------

def solve(position: Game | Sequence[HandArg] | Mapping[Seat, HandArg] | Mapping[str, HandArg]
          | Mapping[int, HandArg],
          trump: int | str | None = None, leader: Seat | str | int | None = None,
          trick: str | Sequence[Card | str] = (), rules: Rules = None) -> Solution:
    """The double-dummy solution of a position (*à cartes ouvertes*): the points each team
    takes from here with perfect play (the cards on the table and the dix de der included),
    and the value of each legal card of the player to move.

    ``position``: a ``Game`` in its play (its hands, trump, table and rules, none of them
    given again: a ``TypeError``; a game of two once every card left is known to both:
    belote à deux once the talon is empty, belote découverte once no card lies face
    down), or the cards still held by N, E, S, W (a
    sequence of four, or a mapping by seat; each hand a mask, the cards' text such as
    ``"J♥ 9♥"`` or a list of cards) with ``trump`` and the ``leader`` who led the cards of
    ``trick``. ``trick``: the cards played, in order (empty at the start of a trick), a
    list of cards or their text apart by spaces or commas (``"J♥ 7♥"``); a card is its int
    0-31 or its text as the ``play`` prompt reads it (``J♥``, ``JH``, ``10h``, ``V♠``,
    ``AP``; ``card_arg``). ``trump``: a suit's int 0-3 or its text in either language
    (``"♥"``, ``"H"``, ``"C"`` clubs, ``"P"`` pique, ``"cœur"``), or SA or TA (4, 5,
    ``"SA"``, ``"sans atout"``; ``trump_arg``). A seat, in the mapping or as ``leader``, is
    a ``Seat``, its letter or its int 0-3, as ``Game`` takes it. ``rules``: a ``RuleSet``,
    ``name=value`` options in one text or any iterable of such texts.

    The last two tricks, ♥ trump, S to lead (S W N E in turn). If S leads J♥, W must play
    9♥ under it (20 + 14), and S's A♠ then takes the last trick (11 + the dix de der 10):
    NS take all 55 points. If S leads A♠, W trumps it (11 + 14 for EW) and leads ♦, which
    S must trump with J♥ (20 + 10): NS take 30.

    >>> import belote_cli as b
    >>> ending = {"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}
    >>> b.solve(ending, "♥", "S")
    Solution(points=(55, 0), values={A♠: 30, J♥: 55}, best=(J♥,), team=NS)
    >>> ending["S"] = "J♥"                               # S led A♠: W must trump it now
    >>> b.solve(ending, "♥", "S", trick="A♠")
    Solution(points=(30, 25), values={9♥: 25}, best=(9♥,), team=EW)
    """
    from .bots.solver import solve as solve_position
    from .engine.game import Game

    if isinstance(position, Game):
        # The game has its own: any of them given too would be left unread.
        # An empty trick or rules ((), [], "") are the defaults': none given.
        given = [name for name, value in (("trump", trump), ("leader", leader),
                                          ("trick", trick), ("rules", rules))
                 if value is not None and not (name in ("trick", "rules")
                                               and isinstance(value, (tuple, list, str))
                                               and not value)]
        if given:
            raise TypeError(f"{', '.join(given)}: a Game is solved with its own trump, "
                            f"leader, trick and rules; these are given with the hands only")
        if position.rules.players == 2:
            return _solve_two(position)
        state = position.state
        if state is None or state.is_over:
            raise BeloteError(code="api_solve_no_play")
        return solve_position(state.hands, state.trump, state.leader, state.trick,
                              position.rules)
    if trump is None or leader is None:
        raise BeloteError(code="api_solve_hands")
    if not isinstance(position, (Mapping, Sequence)) or isinstance(position, str):
        raise TypeError(f"position: a Game, the four hands or a mapping of them by seat, "
                        f"not {shown(position)}")
    from .engine.actions import hands_arg

    masks = hands_arg(position, "position")  # as Game.at_play reads its hands
    suit = trump_arg(trump)  # as legal_plays and Game.at_play read it
    if isinstance(trick, str) and "=" in trick:  # rules given where Game.at_play takes them
        raise CardError(code="api_solve_trick_rules", text=trick)
    table = rule_set(rules)
    # The cards on the table read and checked as legal_plays reads its trick: at most one
    # a player but the one to play, each once, none still in a hand.
    on_table = _trick(trick, most=table.players - 1)
    _not_in_hand(on_table, functools.reduce(operator.or_, masks, 0))
    return solve_position(masks, suit, _seat(leader, "leader"), on_table, table)


def _solve_two(game: Game) -> Solution:
    # A game of two in its play (``talon_state``), once every card left is known: belote à
    # deux once the talon is empty (after trick 10), belote découverte once no card lies
    # face down.
    from .bots.solver import solve as solve_position
    from .core.talon import LayoutState
    from .engine.deux import DeuxGame

    state = game.talon_state if isinstance(game, DeuxGame) else None
    if state is None or state.is_over or game.is_over:
        raise BeloteError(code="api_solve_no_play")
    if state.talon_size:
        raise BeloteError(code="api_solve_talon", n=state.talon_size)
    down = (state.face_down(Seat.S) | state.face_down(Seat.N)
            if isinstance(state, LayoutState) else 0)
    if down:
        n = down.bit_count()
        code = "api_solve_face_down_one" if n == 1 else "api_solve_face_down"
        raise BeloteError(code=code, n=n)
    return solve_position(state.hands, state.trump, state.leader, state.trick, game.rules)


def _leads_to_rate(node: object) -> bool:
    # A rate of a report's JSON (its count and of), or an object holding one.
    if not isinstance(node, dict):
        return False
    return ("count" in node and "of" in node) or any(map(_leads_to_rate, node.values()))


def _rate_keys(node: dict[str, object]) -> str:
    # The keys of ``node`` that lead to a rate, as ``SimulationReport.rate`` names them.
    return ", ".join(key for key, value in node.items() if _leads_to_rate(value))


# --- simulating -----------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, slots=True)
class Rate:
    """``count`` deals of ``of``, with the 95% Wilson interval the reports print; ``str``
    writes them as the text report does, ``8.35% [7.22%, 9.64%]``, and a rate of no deal
    (``of`` 0) as its dash, ``—``, where the JSON's ``rate`` and ``ci95`` are ``null``:
    its ``rate`` is then ``0.0`` and its ``interval`` ``(0.0, 1.0)``, the whole range, as
    nothing is known (both stay floats).

    >>> rate = simulate(200, seed="doc").rate("void")
    >>> rate.of, 0 <= rate.count <= 200, rate.interval[0] <= rate.rate <= rate.interval[1]
    (200, True, True)
    >>> Rate(0, 0).rate, Rate(0, 0).interval, str(Rate(0, 0))
    (0.0, (0.0, 1.0), '—')
    """

    count: int
    of: int

    def __post_init__(self) -> None:
        # A rate made by hand: its interval would end in a math domain error.
        for name, value in (("count", self.count), ("of", self.of)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError(f"{name}: a number of deals (int), not {shown(value)}")
        if self.of < 0:
            raise BeloteError(code="api_rate_of", of=self.of)
        if not 0 <= self.count <= self.of:
            raise BeloteError(code="api_rate_count", of=self.of, count=self.count)

    @property
    def rate(self) -> float:
        """``count / of`` (0 when ``of`` is 0)."""
        return self.count / self.of if self.of else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the rate (Wilson's); ``(0.0, 1.0)`` when ``of``
        is 0."""
        from .simulation import wilson

        return wilson(self.count, self.of)

    def __str__(self) -> str:
        if not self.of:  # 0 of 0 is no 0%: the text report's dash, the JSON's null
            return "—"
        low, high = self.interval
        return f"{100 * self.rate:.2f}% [{100 * low:.2f}%, {100 * high:.2f}%]"


@dataclasses.dataclass(frozen=True, slots=True)
class SimulationReport:
    """A finished simulation: the report ``belote simulate`` prints (``text``, or ``json``
    for ``--json``), and any rate in it (``rate``).

    >>> run = simulate(200, seed="doc")
    >>> run.text.splitlines()[0]
    '200 classic deals, seed doc'
    >>> run.json["deals"]
    200
    """

    summary: Summary

    @property
    def text(self) -> str:
        """The text report, byte for byte what ``belote simulate`` prints on stdout."""
        from .simulation import report_text

        return report_text(self.summary)

    @property
    def json(self) -> dict[str, Any]:
        """The report as the JSON document ``belote simulate --json`` prints (its values
        typed ``Any``, as ``json.loads`` gives them, so that ``run.json["hand"]["choices"]``
        type-checks as ``score_json``'s do)."""
        from .simulation import report_json

        return report_json(self.summary)

    def rate(self, path: str) -> Rate:
        """A rate of the report by its place in the JSON report, keys joined by dots:
        under ``stats`` (``"taker.made"``, ``"void"``, ``"takes.NS"``), or with a known hand
        under ``hand.scenarios`` (``"take.taker.made"``), and in round two under
        ``hand.choices`` (``"take H.taker.made"``)."""
        if not isinstance(path, str):
            raise TypeError(f"path: a rate's keys joined by dots ('taker.made'), not "
                            f"{shown(path)}")
        doc = self.json
        node = doc.get("stats")
        if node is None:  # a known hand: one set of statistics per scenario
            hand = doc["hand"]
            node = (hand.get("scenarios", hand.get("choices")) if isinstance(hand, dict)
                    else None)
        # A wrong key names the keys that may stand there, the report's own.
        keys = path.split(".")
        for i, key in enumerate(keys):
            if not isinstance(node, dict) or key not in node:
                if not isinstance(node, dict) or not _rate_keys(node):
                    # Nothing here leads to a rate (a mean's n, mean, sd): none to name.
                    raise BeloteError(code="api_rate_unknown", path=path)
                if i == 0:
                    raise BeloteError(code="api_rate_unknown_first", path=path,
                                      keys=_rate_keys(node))
                raise BeloteError(code="api_rate_unknown_after", path=path,
                                  before=".".join(keys[:i]), keys=_rate_keys(node))
            node = node[key]
        if not isinstance(node, dict):
            raise BeloteError(code="api_rate_not_rate", path=path)
        if "count" not in node or "of" not in node:
            if not _rate_keys(node):  # a mean (trick_points.NS) or a group of means
                raise BeloteError(code="api_rate_not_rate", path=path)
            raise BeloteError(code="api_rate_not_rate_keys", path=path, keys=_rate_keys(node))
        return Rate(node["count"], node["of"])

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        config = self.summary.config
        return f"<SimulationReport: {config.deals} deals, seed {config.seed!r}>"


def simulate(deals: int = 1000, seed: int | str | None = None, bots: str | None = None, *,
             ns: str | None = None, ew: str | None = None, rules: Rules = None,
             discovery: bool = False, start: int = 0, hand: str | None = None,
             retourne: str | None = None, dealer: Seat | str | int | None = None,
             round: int = 1, jobs: int = 1) -> SimulationReport:
    """Play ``deals`` deals with bots, as ``belote simulate`` does, and return its report.

    The options are the command's: ``bots`` for all four seats (the heuristic bot by
    default, random with ``discovery``), ``ns``/``ew`` for one team (not in a game of
    two, which has no teams), ``rules``, ``start``
    (the number of the first deal), and "should I take?" with ``hand`` (``"S:V♠ 9♠ A♥ 10♣
    7♦"``), ``retourne`` and ``dealer`` (a ``Seat``, its letter or its int 0-3), and
    ``round`` (``--round``): 1, take the retourne or pass (the default), or 2, round two's
    question, everyone having passed in round one: pass again or name which suit (the
    report's ``hand`` then has ``choices``, ``best`` and ``verdict``). ``seed``:
    the same seed gives the same report, whatever ``jobs`` (worker processes); None draws
    one, named in the report.

    >>> import belote_cli as b
    >>> run = b.simulate(200, seed="doc")
    >>> run.text == str(run) and run.text.startswith("200 classic deals, seed doc")
    True
    >>> made = run.rate("taker.made")          # contracts made, of the deals taken
    >>> made.of == run.rate("takes.NS").count + run.rate("takes.EW").count
    True
    >>> made.interval[0] < made.rate < made.interval[1]
    True
    >>> two = b.simulate(200, seed="doc", hand="S:V♠ 9♠ A♥ 10♣ 7♦", retourne="8♠",
    ...                  dealer="W", round=2)
    >>> list(two.json["hand"]["choices"])
    ['pass', 'take H', 'take D', 'take C']
    """
    from .simulation import SimulationConfig, check_config, chunk_size_for
    from .simulation import simulate as run
    dealer_name = _simulate_types(deals, seed, bots, ns, ew, hand, retourne, dealer,
                                  discovery, round, jobs, start)
    _simulate_counts(deals, jobs, start, round, hand)
    # As every rules= and --rule read them: a coinche table's own 2000 unless target= says.
    rule = rule_set(rules)
    _simulate_games(rule, discovery, ns, ew)
    known = _simulate_hand(hand, retourne, dealer_name, rule, discovery)
    ns_bot, ew_bot = _simulate_bots(bots, ns, ew, discovery)
    config = SimulationConfig(
        deals=deals, seed=_seed_text(seed),
        bots=(ns_bot, ew_bot, ns_bot, ew_bot), rules=rule, discovery=discovery, start=start,
        hand=known, chunk_size=chunk_size_for(deals, jobs, (ns_bot, ew_bot)), round=round)
    check_config(config)
    return SimulationReport(run(config, jobs))


def _simulate_types(deals: object, seed: object, bots: object, ns: object, ew: object,
                    hand: object, retourne: object, dealer: Seat | str | int | None,
                    discovery: object, round: object, jobs: object,
                    start: object) -> str | None:
    # ``simulate``'s arguments of the wrong type, each named (a TypeError), in the order
    # of its signature's groups; the dealer read as a seat, its letter returned.
    from .simulation.config import count_arg

    for name, value in (("deals", deals), ("jobs", jobs), ("start", start)):
        count_arg(name, value)  # as duplicate reads them
    for name, text in (("bots", bots), ("ns", ns), ("ew", ew), ("hand", hand),
                       ("retourne", retourne)):
        if text is not None and not isinstance(text, str):
            if name in ("bots", "ns", "ew"):
                # A Bot, its class or its factory: simulate makes its bots by name, in
                # each of its worker processes.
                raise TypeError(f"{name}: a bot name, as on the command line, not "
                                f"{shown(text)}: simulate makes its bots by name in its "
                                f"worker processes, so a bot of one's own is named by "
                                f"register_bot(name, maker) first")
            raise TypeError(f"{name}: text, as on the command line, not {shown(text)}")
    # As Game, play_deal and play_match read it, with their words.
    dealer_name = _seat(dealer, "dealer").name if dealer is not None else None
    if seed is not None:
        seed_arg(seed)  # as play_deal's and duplicate's
    if not isinstance(discovery, bool):
        raise not_a_flag("discovery", discovery)
    if isinstance(round, bool) or not isinstance(round, int):
        raise TypeError(f"round: 1 or 2 (int), not {shown(round)}")
    return dealer_name


def _simulate_counts(deals: int, jobs: int, start: int, round: int, hand: str | None) -> None:
    # ``simulate``'s numbers out of range: the round (round two needs a hand), the deals,
    # the processes, the first deal.
    from .simulation import ROUNDS
    from .simulation.config import check_deals, check_jobs

    if round not in ROUNDS:
        raise BeloteError(code="api_round", round=round)
    if round != 1 and hand is None:
        raise BeloteError(code="api_round_hand")
    check_deals(deals)  # as duplicate checks them
    check_jobs(jobs)
    if start < 0:
        raise BeloteError(code="api_start", start=start)


def _simulate_games(rule: RuleSet, discovery: bool, ns: str | None, ew: str | None) -> None:
    # The games ``simulate``'s rules (``rule_set``) do not go with.
    # Checked here, where ``check_config`` would name the command's option (--discovery).
    if discovery and rule.variant != "classic":
        raise BeloteError(code="api_discovery_variant", variant=rule.variant)
    if discovery and rule.announcements != "off":
        raise BeloteError(code="api_discovery_announcements")
    if discovery and rule.sa_ta != "off":
        raise BeloteError(code="api_discovery_sa_ta")
    if rule.players == 2 and (ns is not None or ew is not None):
        raise BeloteError(code="api_deux_teams", game=TWO_PLAYER_GAMES[rule.variant])


def _simulate_hand(hand: str | None, retourne: str | None, dealer: str | None,
                   rule: RuleSet, discovery: bool) -> KnownHand | None:
    # "Should I take?": the known hand of ``hand``, ``retourne`` and ``dealer``, or None
    # without ``hand`` (and then neither of the others). The messages name the
    # parameters (hand=), not the command's options (--hand).
    from .simulation import HAND_PARAMETERS, check_hand_game, parse_known_hand

    if hand is not None:
        check_hand_game(rule, discovery, HAND_PARAMETERS)  # the game first, as --hand
        if retourne is None:
            raise BeloteError(code="api_hand_retourne")
        return parse_known_hand(hand, retourne, dealer, rule.clockwise,
                                names=HAND_PARAMETERS)
    if retourne is not None or dealer is not None:
        raise BeloteError(code="api_retourne_dealer")
    return None


def _simulate_bots(bots: str | None, ns: str | None, ew: str | None,
                   discovery: bool) -> tuple[str, str]:
    # The bots of NS and of EW, each name checked. An empty name is unknown, never read
    # as "the default" (as the command reads --bots '').
    everyone = (bots if bots is not None else default_bot(discovery)).lower()
    ns_bot = (ns if ns is not None else everyone).lower()
    ew_bot = (ew if ew is not None else everyone).lower()
    for what, given in (("bots", bots), ("ns", ns), ("ew", ew)):
        if given is not None:
            _check_bot_names([given], what)  # 'ns: unknown bot …', as play_deal says 'bots: '
    # A built-in bot's French name as the registry names it, as the command reads --bots
    # (the report says 'heuristic', in French 'heuristique').
    return bot_key(ns_bot), bot_key(ew_bot)
