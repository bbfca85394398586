"""Configuration and seeds of a simulation run.

``SimulationConfig`` says which deals, bots and rules a run plays and what it writes out;
``KnownHand`` is the hand of "should I take?" (*faut-il prendre ?*). Deal ``n`` of a run
draws all its randomness from ``random.Random(deal_key(base, n))``, where ``base`` is the
run's seed text hashed once (``seed_base``: the first 8 bytes of its SHA-512, big-endian)
and ``deal_key(base, n) = n * 2**67 + base`` (an int seeds the generator faster than a
text, which is hashed each time); with random bots a discovery deal draws exactly 65
numbers, so 64 such deals share one generator, deal ``n`` taking its own 65
(``DiscoveryDraws``). The deal is dealt by seat ``n % 4`` (N, E, S, W in turn), so any
deal can be replayed alone (``--start n --deals 1``); the report names it ``seed:n``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import random
from collections.abc import Callable, Mapping
from itertools import repeat, starmap

from ..bots.registry import bot_names
from ..core.cards import (
    ALL_TRUMP,
    CONTRACT_KINDS,
    NO_TRUMP,
    SUITS,
    card_symbol,
    read_card,
    read_cards,
    shown,
    suit_letter,
)
from ..core.english import Wording
from ..core.errors import BeloteError, CardError
from ..core.numbers import grouped
from ..core.rules import TWO_PLAYER_GAMES, RuleSet
from ..core.seats import Seat, parse_seat

#: Deals per chunk by default: the unit of work of a worker process, and of the merge order.
#: Every deal has its own seed, so the chunk size changes the speed, never the output.
CHUNK_SIZE = 500
#: The most deals a run takes, the largest number a match's target takes too: a number past
#: it is a typing mistake, refused rather than run for ever (``belote simulate --deals`` and
#: ``simulate(deals=)`` alike).
MOST_DEALS = 1_000_000_000
#: Scenarios of "should I take?", in report order.
SCENARIOS: tuple[str, ...] = ("take", "pass", "bots")
#: With ``sa_ta=on``, round one's question also plays the seat passing the retourne and
#: naming SA or TA when round two comes to it (``scenarios``), after ``SCENARIOS``.
PASS_THEN: Mapping[str, int] = {"pass then SA": NO_TRUMP, "pass then TA": ALL_TRUMP}
#: The questions of a known hand: round one (take the retourne or pass), round two (after
#: four passes: name another suit, or pass again).
ROUNDS: tuple[int, ...] = (1, 2)
#: How the checks of "should I take?" name its options: as the command's (``--hand``), or
#: as the parameters of ``belote_cli.simulate`` (``hand=``).
HAND_OPTIONS: Mapping[str, str] = {"hand": "--hand", "retourne": "--retourne",
                                   "dealer": "--dealer", "discovery": "--discovery"}
HAND_PARAMETERS: Mapping[str, str] = {"hand": "hand=", "retourne": "retourne=",
                                      "dealer": "dealer=", "discovery": "discovery=True"}


# --- the arguments of the library's runs of many deals -----------------------------------
# ``simulate`` and ``duplicate`` read their shared arguments here, so that the same fault
# gets the same exception and the same words from both, named as parameters (``deals``),
# not as the command's options (``--deals``).

def count_arg(name: str, value: object) -> int:
    """``value``, a run's count (``deals``, ``jobs``, ``start``), as an int: a bool or
    anything else is a TypeError naming ``name``.

    >>> count_arg("jobs", 2)
    2
    >>> count_arg("deals", "5")
    Traceback (most recent call last):
    ...
    TypeError: deals: a number of deals or processes (int), not str '5'
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name}: a number of deals or processes (int), not {shown(value)}")
    return value


def check_deals(deals: int) -> None:
    """``BeloteError`` unless a run's ``deals`` is 1 to ``MOST_DEALS``."""
    if deals < 1:
        raise BeloteError(code="api_deals", deals=deals)
    if deals > MOST_DEALS:
        # Grouped as each language groups it (French 1 000 000).
        raise BeloteError(code="api_deals_most",
                          most=Wording(grouped(MOST_DEALS), grouped(MOST_DEALS, "fr")),
                          deals=deals)


def check_jobs(jobs: int) -> None:
    """``BeloteError`` unless a run's ``jobs`` (worker processes) is at least 1."""
    if jobs < 1:
        raise BeloteError(code="api_jobs", jobs=jobs)


@dataclasses.dataclass(frozen=True, slots=True)
class KnownHand:
    """What the player knows before bidding: their cards, the retourne, the dealer.

    ``cards`` holds the 5 cards dealt first, or the seat's full 8 cards if it takes
    (then the retourne is one of them).
    """

    seat: Seat
    cards: tuple[int, ...]
    retourne: int
    dealer: Seat


def parse_known_hand(hand: str, retourne: str, dealer: str | None,
                     clockwise: bool = True, lang: str = "en",
                     names: Mapping[str, str] = HAND_OPTIONS) -> KnownHand:
    """Read ``--hand S:"V♠ 9♠ A♥ 10♣ 7♦"``, ``--retourne 8♠`` and ``--dealer W``.

    The seat prefix defaults to S. The cards are read as the ``play`` prompt reads them
    (``read_cards``): the suit letters of ``lang`` (``VP 9P`` in French), and those only
    the other language has. Without a dealer, the seat before the given one deals, so the
    given seat speaks first. Raises ``CardError`` on an unknown or repeated card, a wrong
    number of cards, or a retourne that contradicts the hand; a card or seat that cannot
    be read is named with its option (``--hand: unknown card 'X'``); ``names``: how the
    messages name the options (``HAND_OPTIONS``, or ``HAND_PARAMETERS`` for the library).
    """
    seat_text, sep, cards_text = hand.partition(":")
    if not sep:
        seat_text, cards_text = "S", hand
    seat = _seat(seat_text, names["hand"])
    words = retourne.replace(",", " ").split()
    if len(words) == 2:  # a card typed apart, '8 ♠', as the prompt reads it
        with contextlib.suppress(CardError):
            words = [card_symbol(read_card(" ".join(words), lang), lang)]
    if len(words) != 1:
        raise CardError(code="retourne_one", text=retourne,
                        retourne_option=names["retourne"])
    # Each option read alone first, so that a card it cannot read is refused with the
    # option named (--hand: unknown card 'X'); then together, so that a C in one beside the
    # other language's letters in the other is refused as ambiguous (read_cards).
    for option, text in ((names["hand"], cards_text), (names["retourne"], words[0])):
        try:
            read_cards(text, lang)
        except CardError as e:
            raise CardError(code="hand_option", option=option,
                            problem=e.reason) from None
    try:
        *cards, turned = read_cards(f"{cards_text} {words[0]}", lang)
    except CardError as e:
        both = names["hand"], names["retourne"]
        raise CardError(code="hand_option", option=Wording(
            "{} and {}".format(*both), "{} et {}".format(*both)), problem=e.reason) from None
    if len(cards) not in (5, 8):
        raise CardError(code="hand_size", n=len(cards), hand_option=names["hand"])
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            raise CardError(code="hand_twice", card=c, hand_option=names["hand"])
        seen.add(c)
    if len(cards) == 5 and turned in seen:
        raise CardError(code="retourne_in_hand", card=turned)
    if len(cards) == 8 and turned not in seen:
        raise CardError(code="retourne_not_held", card=turned)
    dealer_seat = (_seat(dealer, names["dealer"]) if dealer is not None
                   else seat.previous(clockwise))
    return KnownHand(seat, tuple(cards), turned, dealer_seat)


def _seat(text: str, option: str) -> Seat:
    """The seat ``text`` of ``option``, an unknown one refused with the option named
    (``--dealer: unknown seat 'Z'``), as ``play --dealer`` names it."""
    try:
        return parse_seat(text)
    except CardError as e:
        raise CardError(code="hand_option", option=option, problem=e.reason) from None


@dataclasses.dataclass(frozen=True, slots=True)
class SimulationConfig:
    """One simulation run: which deals, which bots, which rules, what to write out."""

    deals: int
    seed: str
    bots: tuple[str, str, str, str]  # bot name by seat N E S W
    rules: RuleSet = RuleSet()
    discovery: bool = False
    start: int = 0  # number of the first deal
    hand: KnownHand | None = None
    csv: bool = False
    record: bool = False
    fast: bool = True  # use the fast trick loop when every seat is the random bot
    chunk_size: int = CHUNK_SIZE
    round: int = 1  # with a known hand: the question of round one, or of round two
    # Round one's question with sa_ta=on: also pass and name SA or TA in round two
    # (``PASS_THEN``); the review, which reads taking against passing only, leaves them out.
    pass_then: bool = True

    @property
    def scenarios(self) -> tuple[str, ...]:
        """The scenarios the run plays and reports: ``all`` without a known hand,
        ``SCENARIOS`` for round one's question (and ``PASS_THEN``'s with ``sa_ta=on`` and
        ``pass_then``), ``round_two_choices``' names for round two's."""
        if self.hand is None:
            return ("all",)
        if self.round == 2:
            return tuple(map(choice_name, round_two_choices(self.hand.retourne, self.rules)))
        if self.pass_then and self.rules.sa_ta == "on":
            return SCENARIOS + tuple(PASS_THEN)
        return SCENARIOS

    @property
    def all_random(self) -> bool:
        """True when every seat plays uniformly at random (the fast path applies)."""
        return self.fast and all(b == "random" for b in self.bots)

    @property
    def chunks(self) -> int:
        """How many chunks the run is cut into."""
        return (self.deals + self.chunk_size - 1) // self.chunk_size

    def deal_seed(self, number: int) -> str:
        """The name of deal ``number`` (``seed:number``): replay it with
        ``--start number --deals 1``."""
        return f"{self.seed}:{number}"


def round_two_choices(retourne: int, rules: RuleSet) -> tuple[int | None, ...]:
    """What a seat may do in round two of the taking, as the auction lists it: pass (None),
    name a suit other than the retourne's, or, with ``sa_ta=on``, SA or TA."""
    suits = tuple(s for s in SUITS if s != retourne >> 3)
    return (None, *suits, *((NO_TRUMP, ALL_TRUMP) if rules.sa_ta == "on" else ()))


def choice_name(choice: int | None) -> str:
    """A choice of round two as the CSV's scenario column and the JSON name it: ``pass``,
    ``take H``, ``take SA``."""
    return "pass" if choice is None else f"take {suit_letter(choice)}"


#: Round two's choices that name a suit (or SA, TA), by their names (``choice_name``).
CHOICES: Mapping[str, int] = {choice_name(c): c for c in CONTRACT_KINDS}


def seed_base(seed: str) -> int:
    """The run's seed text as a 64-bit int: the first 8 bytes of its SHA-512, big-endian."""
    return int.from_bytes(hashlib.sha512(seed.encode("utf-8")).digest()[:8], "big")


#: Streams of a deal's generator: the deal itself, then, with a known hand, the opening
#: bids and the three scenarios (``SCENARIOS``), then ``PASS_THEN``'s two. Round two's
#: question plays its choices (``round_two_choices``, six at most) on streams 2 to 7, in
#: their order: the "block" stream belongs to the discovery deal, which has no known hand.
STREAMS: dict[str, int] = {"deal": 0, "bids": 1,
                           **{s: 2 + i for i, s in enumerate((*SCENARIOS, *PASS_THEN))},
                           "block": 7}


#: Numbers a discovery deal draws when every seat plays at random (``fastplay``): 32 keys
#: to shuffle the pack, the trump, one for each card played.
DISCOVERY_DRAWS = 65
#: Random discovery deals sharing one generator (``DiscoveryDraws``).
BLOCK = 64


def deal_key(base: int, number: int, stream: int = 0) -> int:
    """The int seeding stream ``stream`` (0–7) of deal ``number`` of the run ``base``
    (``seed_base``): ``number * 2**67 + stream * 2**64 + base``, one int per
    (seed, deal, stream)."""
    return (number << 67) | (stream << 64) | base


def check_config(config: SimulationConfig) -> None:
    """Raise ``BeloteError`` for a configuration that cannot be simulated."""
    if config.deals < 1:
        raise BeloteError(code="sim_deals")
    if config.start < 0:
        raise BeloteError(code="sim_start")
    known = bot_names()
    for name in config.bots:
        if name not in known:
            raise BeloteError(code="sim_unknown_bot", name=name, known=", ".join(known))
    rules = config.rules
    if config.discovery and rules.variant != "classic":
        raise BeloteError(code="no_bidding_variant", variant=rules.variant)
    if config.discovery and rules.announcements != "off":
        raise BeloteError(code="no_bidding_announcements")
    if config.discovery and rules.sa_ta != "off":
        raise BeloteError(code="no_bidding_sa_ta")
    if config.round not in ROUNDS:
        raise BeloteError(code="sim_round", round=config.round)
    if config.round != 1 and config.hand is None:
        raise BeloteError(code="sim_round_hand")
    if config.hand is not None:
        check_hand_game(rules, config.discovery)
    if rules.players == 2 and config.bots[Seat.S] != config.bots[Seat.N]:
        raise BeloteError(code="sim_deux_bots", variant=rules.variant,
                          game=TWO_PLAYER_GAMES[rules.variant])


def check_hand_game(rules: RuleSet, discovery: bool,
                    names: Mapping[str, str] = HAND_OPTIONS) -> None:
    """``BeloteError`` unless "should I take?" (``--hand``) has a question in this game: a
    classic deal of four with bidding. Checked before the hand is read, so that six cards
    at belote à deux are refused for the game, not for their number. ``names``: as
    ``parse_known_hand``'s."""
    if rules.variant == "coinche":
        raise BeloteError(code="sim_hand_coinche", hand_option=names["hand"])
    if discovery:
        raise BeloteError(code="sim_hand_discovery", hand_option=names["hand"],
                          discovery_option=names["discovery"])
    if rules.players == 2:
        raise BeloteError(code="sim_hand_deux", variant=rules.variant,
                          hand_option=names["hand"])


class DiscoveryDraws:
    """The numbers of a run's random discovery deals: ``DISCOVERY_DRAWS`` (65) a deal, drawn
    from one generator per ``BLOCK`` (64) deals, since seeding a generator costs more than
    drawing 65 numbers. Deal ``n`` gets numbers ``65 * (n % 64)`` to ``65 * (n % 64) + 64``
    of ``random.Random(deal_key(base, n // 64, STREAMS["block"]))``: they depend on the seed
    and ``n`` only, so the deal replays alone. A deal that asked for a 66th number would
    stop with an error, never borrow its neighbour's."""

    __slots__ = ("base", "block", "following", "rng")

    def __init__(self, base: int) -> None:
        self.base = base
        self.rng = random.Random()
        self.block = -1
        self.following = -1  # the deal whose numbers come next in the current block

    def draws(self, number: int) -> Callable[[], float]:
        """Deal ``number``'s 65 numbers, one per call."""
        rnd = self.rng.random
        if number != self.following:
            # Not the next deal of the block being drawn: seed its block, unless the
            # deal comes later in that block, and skip the numbers of the deals before.
            block = number // BLOCK
            if block != self.block or number < self.following or self.following < 0:
                self.rng.seed(deal_key(self.base, block, STREAMS["block"]))
                self.block = block
                self.following = block * BLOCK
            for _ in range(DISCOVERY_DRAWS * (number - self.following)):
                rnd()
        # -1 after a block's last deal: the next one starts a new generator.
        self.following = number + 1 if (number + 1) % BLOCK else -1
        return iter(list(starmap(rnd, repeat((), DISCOVERY_DRAWS)))).__next__


def deal_kind(config: SimulationConfig) -> str:
    """The kind of deal the run plays: ``discovery``, ``classic``, ``coinche``, ``deux``
    (belote à deux) or ``decouverte`` (belote découverte)."""
    if config.discovery:
        return "discovery"
    if config.rules.players == 2:
        return config.rules.variant
    return "coinche" if config.rules.variant == "coinche" else "classic"
