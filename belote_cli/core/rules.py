"""The rule options of the rule book (docs/rules.md) and the obligations of play: the
engine's hot path.

``legal_plays`` and ``trick_winner`` work on ints: a hand is a 32-bit mask, a trick is the
list of cards played so far, in order. Whether the partner is winning is read from the
trick itself: in any order of play, the partner of the player to move played two cards
earlier.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Literal

from . import reprs
from .cards import (
    ALL_TRUMP,
    DIX_DE_DER,
    NO_TRUMP,
    POINTS,
    RAW_POINTS,
    STRENGTH,
    SUIT_MASKS,
    TRUMP_ABOVE,
    composed,
    not_a_flag,
    parse_contract_kind,
    parse_number,
    shown,
)
from .english import Wording
from .errors import Reason, RuleError

Direction = Literal["clockwise", "anticlockwise"]
Undertrump = Literal["free", "required"]
BeloteRule = Literal["auto", "declared"]
Contract = Literal["points", "total"]
Tie = Literal["litige", "dedans"]
OnOff = Literal["off", "on"]
Variant = Literal["classic", "coinche", "deux", "decouverte"]
SaTaPoints = Literal["scaled", "raw"]
TaBelote = Literal["each", "none"]
NextDealer = Literal["winner", "alternate"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "direction": ("clockwise", "anticlockwise"),
    "undertrump": ("free", "required"),
    "belote": ("auto", "declared"),
    "contract": ("points", "total"),
    "tie": ("litige", "dedans"),
    "announcements": ("off", "on"),
    "variant": ("classic", "coinche", "deux", "decouverte"),
    "sa_ta": ("off", "on"),
    "sa_ta_points": ("scaled", "raw"),
    "ta_belote": ("each", "none"),
    "exchange7": ("on", "off"),
    "next_dealer": ("winner", "alternate"),
    "decouverte_bid": ("on", "off"),
}
_INTS: dict[str, tuple[int, ...] | None] = {"capot": (252, 250), "target": None}
LARGEST = 1_000_000_000  # the largest number a rule takes (a match target)
#: The default match target of classic belote (``RuleSet.target``).
CLASSIC_TARGET = 1000
#: The default match target of the coinche variant: a coinche table plays to 2000 unless
#: ``target=`` says otherwise (``RuleSet.parse``, and every ``rules=`` text).
COINCHE_TARGET = 2000


def default_target(variant: str) -> int:
    """The default match target: 2000 for coinche, 1000 for classic belote (and the games
    of two)."""
    return COINCHE_TARGET if variant == "coinche" else CLASSIC_TARGET


#: What the TypeError of a dict given as rule options adds: a dict's keys alone would be
#: read (``variant``, no ``name=value`` option).
_A_DICT = " (RuleSet(**%s) makes a RuleSet of a dict)"


@dataclasses.dataclass(frozen=True, slots=True)
class RuleSet:
    """The table's conventions (docs/rules.md, ``belote rules options``); the defaults are
    the ``classic`` ones.

    >>> rules = RuleSet.parse(["undertrump=required", "capot=250"])
    >>> rules
    RuleSet(undertrump='required', capot=250)
    >>> rules.undertrump, rules.target, RuleSet().capot
    ('required', 1000, 252)
    """

    direction: Direction = "clockwise"
    undertrump: Undertrump = "free"
    belote: BeloteRule = "auto"
    contract: Contract = "points"
    tie: Tie = "litige"
    capot: int = 252
    target: int = CLASSIC_TARGET
    announcements: OnOff = "off"
    variant: Variant = "classic"
    sa_ta: OnOff = "off"
    sa_ta_points: SaTaPoints = "scaled"
    ta_belote: TaBelote = "each"
    exchange7: OnOff = "on"  # variant=deux: the trump 7 may be swapped for the retourne
    next_dealer: NextDealer = "winner"  # deux and decouverte: who deals the next deal
    decouverte_bid: OnOff = "on"  # variant=decouverte: take or pass on the retourne

    def __post_init__(self) -> None:
        # Each value checked as ``parse_option`` checks it (``RuleSet(variant="coinch")``
        # refused, not played as the default); a value of another type is a TypeError.
        for name in _CHECKED:
            value, choices = getattr(self, name), _CHOICES.get(name)
            if isinstance(value, bool) or not isinstance(value, int if choices is None else str):
                what = "an int" if choices is None else "one of " + ", ".join(choices)
                raise TypeError(f"{name}: {what}, not {shown(value)}")
            _check(name, value, str(value))
        if self.sa_ta_points == "raw" and self.variant == "coinche":
            raise RuleError(code="rule_raw_coinche")
        if self.variant in ("deux", "decouverte"):
            for name in ("sa_ta", "announcements"):
                if getattr(self, name) == "on":
                    raise RuleError(code="rule_deux", rule=name, variant=self.variant)

    @property
    def players(self) -> int:
        """How many players sit at the table: 4, or 2 with ``variant=deux`` (belote à deux)
        and ``variant=decouverte`` (belote découverte)."""
        return 2 if self.variant in ("deux", "decouverte") else 4

    def __repr__(self) -> str:
        # Only the options that differ from the defaults: ``RuleSet(undertrump='required')``.
        return reprs.of(self)

    @property
    def clockwise(self) -> bool:
        """True when play goes S -> W -> N -> E."""
        return self.direction == "clockwise"

    def with_options(self, options: Iterable[str] | str) -> RuleSet:
        """A copy with ``name=value`` options applied, in a list or one text as ``parse``
        takes them (a TypeError naming ``options`` for what is not such texts); a new
        ``variant=`` brings its default target, as ``parse`` gives it, unless ``target=`` is
        given or the target was set apart from the old variant's default."""
        changes = _changes(options)
        if "target" not in changes and "variant" in changes and (
                self.target == default_target(self.variant)):
            changes["target"] = default_target(str(changes["variant"]))
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def point_row(self, trump: int) -> tuple[int, ...]:
        """The points of each card (``row[card]``) in a deal of ``trump`` (0–3 a suit,
        ``NO_TRUMP``, ``ALL_TRUMP``): the raw SA and TA tables with ``sa_ta_points=raw``."""
        if trump >= NO_TRUMP and self.sa_ta_points == "raw":
            return RAW_POINTS[trump]
        return POINTS[trump]

    def deal_total(self, trump: int) -> int:
        """The trick points a deal of ``trump`` holds, dix de der included: 162, or with
        ``sa_ta_points=raw`` 130 for SA and 258 for TA."""
        return sum(self.point_row(trump)) + DIX_DE_DER

    def belote_suits(self, trump: int) -> tuple[int, ...]:
        """The suits whose king and queen make a belote-rebelote in a deal of ``trump``:
        the trump suit; none under SA; every suit under TA (``ta_belote=each``), none with
        ``ta_belote=none``."""
        if trump < NO_TRUMP:
            return (trump,)
        if trump == ALL_TRUMP and self.ta_belote == "each":
            return (0, 1, 2, 3)
        return ()

    def capot_value(self, trump: int) -> int:
        """What the team with every trick scores: ``capot`` (252 or 250), or with raw
        tables the 32 cards' points plus 100 (SA 220, TA 348)."""
        if trump >= NO_TRUMP and self.sa_ta_points == "raw":
            return sum(RAW_POINTS[trump]) + 100
        return self.capot

    @classmethod
    def parse(cls, options: Iterable[str] | str) -> RuleSet:
        """A rule set from ``name=value`` strings, over the defaults; one text holds them
        as a deal file's ``rules:`` line does (``split_options``: apart by spaces or
        commas, ``"undertrump=required capot=250"``), as ``Game(rules=...)`` takes them:
        a coinche table plays to 2000 unless ``target=`` says otherwise, as the rule book
        says (``RuleSet(variant="coinche")``, made field by field, keeps 1000).

        >>> RuleSet.parse("variant=decouverte,decouverte_bid=off")
        RuleSet(variant='decouverte', decouverte_bid='off')
        >>> RuleSet.parse("variant=coinche").target, RuleSet.parse("variant=coinche target=1000")
        (2000, RuleSet(variant='coinche'))
        """
        return cls().with_options(options)

    def options(self, only_changed: bool = True) -> list[str]:
        """The rule set as ``name=value`` strings (only those differing from the defaults,
        the target from its variant's own: coinche's 2000), which ``RuleSet.parse`` reads
        back into this rule set.

        >>> RuleSet.parse("variant=coinche").options(), RuleSet(variant="coinche").options()
        (['variant=coinche'], ['target=1000', 'variant=coinche'])
        """
        if not isinstance(only_changed, bool):
            raise not_a_flag("only_changed", only_changed)
        default = RuleSet(target=default_target(self.variant))
        return [f"{f.name}={getattr(self, f.name)}" for f in dataclasses.fields(self)
                if not only_changed or getattr(self, f.name) != getattr(default, f.name)]


def _changes(options: Iterable[str] | str) -> dict[str, object]:
    """The values of ``name=value`` options (a list, or one text) by rule name; a rule
    given two values is a ``RuleError`` (``rule_twice``), as ``--rule`` says it."""
    if isinstance(options, str):
        options = split_options(options)
    listed = (list(options) if isinstance(options, Iterable)
              and not isinstance(options, bytes) else None)
    if listed is None or isinstance(options, Mapping) or not all(
            isinstance(o, str) for o in listed):
        given = shown(options) + (_A_DICT % "options" if isinstance(options, Mapping) else "")
        raise TypeError(f"options: name=value texts (a list, or one text), not {given}")
    changes: dict[str, object] = {}
    said: dict[str, tuple[object, str]] = {}
    # An item of several options ('tie=dedans capot=250') is read as a text, as by --rule.
    for option in [p for o in listed for p in (split_options(o) if o.count("=") > 1 else [o])]:
        name, value = parse_option(option)
        if rule_twice(said, name, value, option.strip()) is not None:
            raise RuleError(code="rule_twice", rule=name, first=said[name][1],
                            then=option.strip())
        said.setdefault(name, (value, option.strip()))
        changes[name] = value
    return changes


RULE_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(RuleSet))

#: The two-player games by their ``variant``, as players name them (in both languages).
TWO_PLAYER_GAMES: dict[str, str] = {"deux": "belote à deux",
                                    "decouverte": "belote découverte"}
#: Each game by its ``variant``, as a message names it in either language (a match is
#: played at one game: ``Match``, and a deal file's match).
GAME_NAMES = {"classic": Wording("classic belote", "belote classique"),
              "coinche": Wording("coinche", "coinche"),
              "deux": Wording("belote à deux", "belote à deux"),
              "decouverte": Wording("belote découverte", "belote découverte")}


#: Rule options as the library's ``rules=`` takes them: a ``RuleSet``, ``name=value`` text
#: (``"undertrump=required capot=250"``, read by ``split_options``) or a list of such
#: options (``rule_options``).
Rules = RuleSet | str | Iterable[str] | None

#: One ``name=value`` option of a text of several, as a deal file's ``rules:`` line and the
#: library's ``rules=`` text hold them: apart by spaces or commas, with spaces around the
#: ``=`` allowed (``capot = 250``). Every character but those separators is part of an
#: option: a ``=`` after a value or on its own (``variant=coinche=``, ``=``) is in the
#: option written there, which ``parse_option`` then refuses, never left out.
OPTION = re.compile(r"(?:[^\s,=]|=\s*)(?:[^\s,=]|\s*=\s*)*")
_SPACED_EQUALS = re.compile(r"\s*=\s*")


def option_text(written: str) -> str:
    """One option as ``OPTION`` finds it in a text, the spaces around each ``=`` left out."""
    return _SPACED_EQUALS.sub("=", written)


def split_options(text: str) -> list[str]:
    """The ``name=value`` options of one text, read as a deal file's ``rules:`` line is
    read: apart by spaces or commas, spaces around ``=`` allowed. The one reading of a
    ``rules=`` text (``RuleSet.parse``, ``rule_options``, ``Game(rules=...)``); each
    option is checked later (``parse_option``).

    >>> split_options("variant=decouverte,decouverte_bid=off  capot = 250")
    ['variant=decouverte', 'decouverte_bid=off', 'capot=250']
    >>> split_options("variant=coinche= , =")
    ['variant=coinche=', '=']
    """
    return [option_text(m.group()) for m in OPTION.finditer(text)]


def rule_options(rules: object, what: str = "rules") -> list[str]:
    """Rule options as the library's ``rules=`` takes them (``score``, ``loads``, ``load``):
    a ``RuleSet``, ``name=value`` text (``"capot=250 target=501"``, apart by spaces or
    commas as a deal file's ``rules:`` line: ``split_options``), a list of such texts, or
    None (none), as the ``name=value`` texts they are; anything else is a TypeError naming
    ``what``. The options themselves are read later (``RuleSet.parse``).

    >>> rule_options("capot=250 target=501"), rule_options(RuleSet(capot=250))
    (['capot=250', 'target=501'], ['capot=250'])
    """
    if rules is None:
        return []
    if isinstance(rules, RuleSet):
        return rules.options()
    if isinstance(rules, str):
        return split_options(rules)
    options = list(rules) if isinstance(rules, Iterable) else None
    if options is None or isinstance(rules, Mapping) or not all(
            isinstance(o, str) for o in options):
        a_dict = _A_DICT % what if isinstance(rules, Mapping) else ""
        raise TypeError(f"{what}: a RuleSet, name=value text or a list of such texts, "
                        f"not {shown(rules)}{a_dict}")
    return options


def rule_twice(said: Mapping[str, tuple[object, str]], name: str, value: object,
               written: str) -> Reason | None:
    """The problem of rule ``name`` given ``value`` (``written``) where ``said`` holds
    another value of it, as written then (``capot=250 capot=252``: which the table plays
    is not known); None where it holds none, or the same value. A deal file's ``rules:``
    line and the command line's ``--rule`` both refuse it."""
    first = said.get(name)
    if first is None or first[0] == value:
        return None
    return Reason("rule_twice", {"rule": name, "first": first[1], "then": written})


def parse_option(option: str) -> tuple[str, object]:
    """Split and check one ``name=value`` option; ``RuleError`` says what is accepted.
    A value as a player spells it is read as the value (``VALUE_WORDS``:
    ``variant=découverte`` is ``variant=decouverte``, as a deal file's ``variant:`` reads it).

    >>> parse_option("variant=découverte"), parse_option(" Capot = 250 ")
    (('variant', 'decouverte'), ('capot', 250))
    """
    name, equals, value = composed(option).partition("=")
    if not equals or not name.strip():  # 'fast', '=250': no name=value
        raise RuleError(code="rule_form", option=option)
    name, value = name.strip().lower(), value.strip().lower()
    value = VALUE_WORDS.get(name, {}).get(value, value)
    if name in _CHOICES:
        if (name == "variant" and value not in _CHOICES[name]
                and parse_contract_kind(value.replace("_", " ")) is not None):
            # variant=sans_atout: a contract of a deal, not a game.
            raise RuleError(code="rule_variant_sa_ta", value=value)
        _check(name, value, value)
        return name, value
    if name in _INTS:
        # ASCII digits only, never int() on what was typed (``2_5_0``, ``²``, 5000 digits).
        number = parse_number(value.removeprefix("-"), LARGEST)
        if number is None:
            raise RuleError(code="rule_number", rule=name, value=value)
        if value.startswith("-"):
            number = -number
        _check(name, number, value)
        return name, number
    raise RuleError(code="rule_unknown", rule=name, known=", ".join(RULE_NAMES))


#: Values an option takes as a player spells them, to the value itself: belote découverte
#: by its name (``variant=découverte``, ``variant: découverte``), the coinche as contrée.
VALUE_WORDS: dict[str, dict[str, str]] = {"variant": {
    "découverte": "decouverte", "contrée": "coinche", "contree": "coinche"}}

#: The options whose values ``_check`` knows, in the order a ``RuleSet`` checks them.
_CHECKED: tuple[str, ...] = (*_CHOICES, *_INTS)


def rule_values(name: str) -> tuple[str, ...]:
    """The values rule ``name`` takes, as written after ``name=``; empty for a number of
    one's own (``target``) and for a name that is no rule.

    >>> rule_values("variant"), rule_values("capot"), rule_values("target")
    (('classic', 'coinche', 'deux', 'decouverte'), ('252', '250'), ())
    """
    if name in _CHOICES:
        return _CHOICES[name]
    return tuple(str(value) for value in _INTS.get(name) or ())


def _check(name: str, value: int | str, text: str) -> None:
    """The ``RuleError`` of a value that option ``name`` does not take, text for a choice
    and an int for a number (``text``: the value as written, which the error quotes)."""
    if name in _CHOICES:
        if value not in _CHOICES[name]:
            raise RuleError(code="rule_value", value=text, rule=name,
                            alternatives=_CHOICES[name])
        return
    assert isinstance(value, int)  # a number's rule: the callers give an int
    if value > LARGEST:
        raise RuleError(code="rule_most", rule=name, most=LARGEST, value=text)
    allowed = _INTS[name]
    if allowed is not None and value not in allowed:
        raise RuleError(code="rule_value", value=text, rule=name,
                        alternatives=[str(a) for a in allowed])
    if value <= 0:
        raise RuleError(code="rule_positive", rule=name, value=text)


def _build_beats() -> tuple[tuple[int, ...], ...]:
    # A trump is beaten by the higher trumps only; a plain card winning a trick is of the
    # suit led, so it is beaten by the higher cards of its suit and by every trump. SA and
    # TA: only by the higher cards of its suit (plain order, trump order).
    table = []
    for trump in range(6):
        strength = STRENGTH[trump]
        row = []
        for best in range(32):
            suit = best >> 3
            m = 0
            for c in range(suit * 8, suit * 8 + 8):
                if strength[c] > strength[best]:
                    m |= 1 << c
            if suit != trump and trump < NO_TRUMP:
                m |= SUIT_MASKS[trump]
            row.append(m)
        table.append(tuple(row))
    return tuple(table)


#: ``BEATS[trump][best]``: the cards that take a trick from ``best``, the card winning it
#: (*maître*): any trump over a plain card, otherwise a higher card of the same suit
#: (``trump`` 4 and 5, SA and TA: a higher card of the same suit, plain or trump order).
#: ``trick_winner`` and ``legal_plays`` read the trick with it.
BEATS: tuple[tuple[int, ...], ...] = _build_beats()


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Index in ``trick`` of the card winning it so far (*maître*).

    Any trump beats any plain card; otherwise the highest card of the suit led wins
    (SA and TA: always the highest card of the suit led, by plain or trump order).

    >>> from belote_cli.core.cards import CLUBS, HEARTS, parse_cards
    >>> trick = parse_cards("A♠ 7♥ 10♠ K♠")
    >>> trick_winner(trick, HEARTS), trick_winner(trick, CLUBS)    # the 7 of trump, or A♠
    (1, 0)
    """
    beats = BEATS[trump]
    best = trick[0]
    win = 0
    for i in range(1, len(trick)):
        c = trick[i]
        if beats[best] >> c & 1:
            best, win = c, i
    return win


def card_points(c: int, trump: int) -> int:
    """Points of one card with ``trump`` as trump (SA and TA: the scaled tables;
    ``RuleSet.point_row`` gives the table of a rule set)."""
    return POINTS[trump][c]


def _build_legal_masks(trump: int, undertrump_required: bool) -> tuple[tuple[int, ...], ...]:
    # The obligations of ``legal_plays`` as masks tried in turn, by situation.
    trump_mask = SUIT_MASKS[trump] if trump < NO_TRUMP else 0
    table: list[tuple[int, ...]] = []
    for key in range(256):
        best, led, partner = key >> 3, (key >> 1) & 3, key & 1
        if trump == NO_TRUMP:
            masks = (SUIT_MASKS[led], 0, 0)  # SA: follow suit, else anything
        elif trump == ALL_TRUMP:
            # TA: follow, beating the best card of the suit led if possible, partner or not.
            masks = (TRUMP_ABOVE[best] & SUIT_MASKS[led], SUIT_MASKS[led], 0)
        elif led == trump:
            # Follow with a higher trump if possible (*monter*), else any trump.
            masks = (TRUMP_ABOVE[best] & trump_mask, trump_mask, 0)
        elif partner:
            masks = (SUIT_MASKS[led], 0, 0)  # follow suit, else anything
        elif best >> 3 == trump:
            # Follow suit, else overtrump (*surcouper*), else a lower trump (*sous-couper*)
            # when required, else anything.
            masks = (SUIT_MASKS[led], TRUMP_ABOVE[best] & trump_mask,
                     trump_mask if undertrump_required else 0)
        else:
            masks = (SUIT_MASKS[led], trump_mask, 0)  # follow suit, else trump (*couper*)
        table.append(masks)
    return tuple(table)


if TYPE_CHECKING:
    #: ``LEGAL_MASKS[undertrump_required << 3 | trump][best << 3 | led << 1 | partner]``:
    #: the obligations of play (*obligations*) when ``best`` wins the trick so far, ``led``
    #: is the suit led and ``partner`` is 1 when the partner of the player to move is
    #: winning. Three masks ``(a, b, c)``: the legal cards are ``hand & a``, else ``hand &
    #: b``, else ``hand & c``, else the whole hand. The one statement of the rule:
    #: ``legal_plays`` and the simulation's fast loop both read it (``legal_table``). Its
    #: twelve tables are built at the first use of each (``_legal_masks``), the whole of it
    #: when it is read by this name (``__getattr__``).
    LEGAL_MASKS: tuple[tuple[tuple[int, ...], ...], ...]

#: The tables of ``LEGAL_MASKS`` built so far, at the same index (None: not yet): a deal
#: needs one, ``belote score`` of one deal one or two of the twelve.
_LEGAL_MASKS: list[tuple[tuple[int, ...], ...] | None] = [None] * 16


def _legal_masks(index: int) -> tuple[tuple[int, ...], ...]:
    """``LEGAL_MASKS[index]``, built now if it is not yet (an index out of range raises
    the IndexError of the tuple's)."""
    table = _LEGAL_MASKS[index]
    if table is None:
        index %= 16  # the entry a negative index reads, as a tuple's
        trump, undertrump_required = index & 7, bool(index >> 3)
        table = _build_legal_masks(trump, undertrump_required) if trump < 6 else ()
        _LEGAL_MASKS[index] = table
    return table


def __getattr__(name: str) -> object:
    # ``LEGAL_MASKS``, its tables built on its first reading by name, then kept as a name
    # of the module's.
    if name == "LEGAL_MASKS":
        whole = tuple(_legal_masks(index) for index in range(16))
        globals()[name] = whole
        return whole
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def legal_table(trump: int, undertrump_required: bool) -> tuple[tuple[int, ...], ...]:
    """The obligations of play by situation for one deal: ``LEGAL_MASKS`` (see there)."""
    return _legal_masks(undertrump_required << 3 | trump)


def legal_plays(
    hand: int, trick: Sequence[int], trump: int, undertrump_required: bool = False
) -> int:
    """The mask of the cards of ``hand`` that may be played on ``trick`` (*obligations*).

    1. Follow suit; at trump, beat the highest trump if you can (*monter*).
    2. Void, partner winning: anything.
    3. Void, an opponent winning: trump (*couper*), overtrump if already trumped (*surcouper*).
    4. Cannot overtrump: anything, or a lower trump with ``undertrump_required`` (*sous-couper*).
    5. Void and no trump: anything.

    SA (``trump`` 4): follow suit, else anything. TA (5): follow suit beating the best card
    of the suit led if you can (partner winning or not), else any card of it; void: anything.

    >>> from belote_cli.core.cards import HEARTS, format_mask, mask_of, parse_cards
    >>> hand = mask_of(parse_cards("K♠ 7♥ 8♦"))                # trump ♥
    >>> format_mask(legal_plays(hand, parse_cards("A♠"), HEARTS))   # follow suit
    'K♠'
    >>> format_mask(legal_plays(hand, parse_cards("A♣"), HEARTS))   # void, an opponent leads
    '7♥'
    """
    n = len(trick)
    if not n:
        return hand
    first = trick[0]
    key = first << 3 | (first >> 3) << 1  # the first card winning, no partner played
    if n > 1:
        beats = BEATS[trump]
        second = trick[1]
        if n == 2:
            # The partner led: winning unless the second card beat it.
            key = second << 3 | (first >> 3) << 1 if beats[first] >> second & 1 else key | 1
        elif n == 3:
            best = second if beats[first] >> second & 1 else first
            third = trick[2]
            if beats[best] >> third & 1:
                key = third << 3 | (first >> 3) << 1
            else:
                key = best << 3 | (first >> 3) << 1 | (best == second)
        else:
            raise RuleError(f"a trick holds four cards: no card may be added to {n}")
    index = undertrump_required << 3 | trump
    a, b, c = (_LEGAL_MASKS[index] or _legal_masks(index))[key]
    return hand & a or hand & b or hand & c or hand


def explain_illegal(c: int, hand: int, trick: Sequence[int], trump: int,
                    undertrump_required: bool = False) -> Reason | None:
    """Why card ``c`` may not be played from ``hand`` on ``trick``, or None if it may.

    The reason names the obligation broken: ``Reason("must_follow", {"suit": HEARTS})``,
    which reads ``must follow ♥`` (``texts.describe_reason`` words it in French too).
    """
    if not (hand >> c) & 1:
        return Reason("not_in_hand", {"card": c})
    if (legal_plays(hand, trick, trump, undertrump_required) >> c) & 1:
        return None
    led = trick[0] >> 3
    best = trick[trick_winner(trick, trump)]
    if trump == ALL_TRUMP and (c >> 3) == led:
        return Reason("must_beat", {"card": best})
    if trump >= NO_TRUMP:
        return Reason("must_follow", {"suit": led})
    trump_mask = SUIT_MASKS[trump]
    if led == trump:
        if (c >> 3) == trump:
            return Reason("must_raise", {"card": best})
        return Reason("must_follow", {"suit": led})
    if hand & SUIT_MASKS[led]:
        return Reason("must_follow", {"suit": led})
    if best >> 3 == trump:
        if hand & trump_mask & TRUMP_ABOVE[best]:
            return Reason("must_overtrump", {"card": best})
        return Reason("must_undertrump", {"suit": trump})
    return Reason("must_trump", {"suit": trump})


def legal_plays_two(hand: int, trick: Sequence[int], trump: int, drawing: bool) -> int:
    """Belote à deux (``variant=deux``): the cards of ``hand`` that may be played on
    ``trick`` (no card or the leader's one). While the talon holds cards (``drawing``,
    tricks 1–10) any card; after, the obligations of ``legal_plays`` facing the leader's
    card, an opponent's: follow suit, beat a trump lead if you can, trump when void in a
    plain suit led."""
    if drawing or not trick:
        return hand
    return legal_plays(hand, trick, trump)
