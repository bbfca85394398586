"""The two-player form of the deal file (belote à deux and découverte): ``variant:``, the
dealing order (``deck:``), the swap of the trump 7 (``exchange:``), the talon's checks,
and the discovery deal's.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.cards import (
    FULL_DECK,
    SEVEN,
    card,
    parse_number,
    sorted_cards,
    written_number,
)
from ..core.coinche import Contract
from ..core.declarations import Declaration
from ..core.errors import CardError, Reason, RuleError
from ..core.rules import VALUE_WORDS, parse_option
from ..core.seats import Seat, parse_seat
from ..core.talon import (
    DRAWING_TRICKS,
    PLAYERS,
    RETOURNE_AT,
    TRICKS,
    LayoutState,
    TalonState,
)
from .collect import Collector, problem_of
from .lexing import Token, WrittenCard
from .model import DealRecord, engine_trump


class TwoReader(Collector):
    """The two-player lines and checks of a deal."""

    def read_variant(self, line: int, key: str, value: str, value_column: int,
                     tokens: list[Token], options: list[str]) -> None:
        """``variant: deux``: the rule ``variant=deux`` (also ``classic``, ``coinche``,
        ``decouverte`` or ``découverte``) for this deal, over its ``rules:``; ``value`` as
        the file holds it, quoted by a problem."""
        if len(tokens) != 1:
            where = tokens[1].column if len(tokens) > 1 else value_column
            self.error(line, where, Reason("key_one_value", {"key": key, "value": value.strip()})
                       if tokens else Reason("key_no_value", {"key": key}))
            return
        # The game's own name, belote découverte, is the option's value ``decouverte``.
        word = tokens[0].text
        option = f"variant={VALUE_WORDS['variant'].get(word.lower(), word)}"
        try:
            parse_option(option)
        except RuleError as e:
            self.error(line, tokens[0].column, problem_of(e))
            return
        options[:] = [option]

    def read_deck(self, line: int, key: str, value_column: int,
                  tokens: list[Token]) -> tuple[int, ...] | None:
        """``deck:``: the 32 cards in dealing order, each once."""
        cards: list[int] = []
        where: dict[int, int] = {}
        read = self.line_cards(line, tokens)
        bad = unknown = len(read) < len(tokens)  # a word that is no card, said
        twice = False
        for tok, c in read:
            if c in where:
                self.error(line, tok.column, Reason("deck_twice", {"text": tok.text,
                                                                   "n": where[c]}))
                bad = twice = True
                continue
            cards.append(c)
            where[c] = len(cards)
        if twice and not unknown and len(tokens) == 32:
            # Every card read, some written twice: the cards they replaced are named too.
            missing = FULL_DECK & ~sum(1 << c for c in cards)
            self.error(line, tokens[0].column, Reason("deck_missing", {
                "key": key, "cards": sorted_cards(missing)}))
        if not bad and len(cards) != 32:
            self.error(line, tokens[0].column if tokens else value_column,
                       Reason("deck_count_one" if len(cards) == 1 else "deck_count",
                              {"key": key, "n": len(cards)}))
            bad = True
        return None if bad else tuple(cards)

    def read_exchange(self, line: int, key: str, value_column: int,
                      tokens: list[Token]) -> tuple[int, int, Seat | None, int] | None:
        """``exchange: 6`` (or ``exchange: S 6``): the trump 7 swapped for the retourne
        before the lead of trick 6 (by S)."""
        seat: Seat | None = None
        rest = tokens
        if len(tokens) == 2:
            try:
                seat = parse_seat(tokens[0].text)
            except CardError as e:
                self.error(line, tokens[0].column, problem_of(e))
                return None
            rest = tokens[1:]
        number = parse_number(rest[0].text, TRICKS) if len(rest) == 1 else None
        if number is None or not 1 <= number <= DRAWING_TRICKS:
            column = rest[0].column if len(rest) == 1 else value_column
            self.error(line, column, Reason("exchange_form", {"key": key}))
            return None
        return line, (rest[0].column if seat is None else tokens[0].column), seat, number

    def check_two(self, start: int, seen: dict[str, int], written: dict[str, tuple[str, str]],
                  dealer: Seat | None, taker: Seat | None, piles: bool, game: str) -> None:
        """A game of two (``game``, as players name it): a deck line and a dealer (they fix
        the hands), S and N only, the tricks and not the piles. ``written``: each key's line
        as written, key and value."""
        if "deck" not in seen:
            self.error(start, 0, Reason("two_no_deck", {"key": self.key_word("deck"),
                                                        "game": game}))
        if "dealer" not in seen:
            self.error(start, 0, Reason("two_no_dealer", {"key": self.key_word("dealer"),
                                                          "game": game}))
        for key, seat in (("dealer", dealer), ("taker", taker)):
            # A taker read from a 'contract:' line alone: that line is refused already.
            if seat is not None and seat not in PLAYERS and key in written:
                key_text, value = written[key]
                self.error(seen[key], 1, Reason("two_seat", {"key": key_text, "value": value,
                                                             "game": game}))
        if piles:
            self.error(start, 0, Reason("two_piles", {"game": game}))

    def check_talon(self, record: DealRecord,
                    trick_lines: list[tuple[int, int, str, list[WrittenCard]]],
                    exchange: tuple[int, int, Seat | None, int] | None) -> None:
        """Belote à deux: replay the tricks on the hands the deck gives, the draws and the
        exchange of the seven included: each card must be held by the seat that plays it.
        The first card that is not stops the check (what follows depends on it)."""
        assert record.deck is not None and record.dealer is not None
        layout = record.rules.variant == "decouverte"  # belote découverte: the piles
        state = (LayoutState if layout else TalonState)(record.deck, record.dealer,
                                                        engine_trump(record), record.rules)
        if layout and exchange is not None:
            self.error(exchange[0], exchange[1], Reason("deux_only", {
                "key": self.key_word("exchange"), "variant_key": self.key_word("variant")}))
            return
        for index, (line, _column, digits, plays) in enumerate(trick_lines, 1):
            if exchange is not None and exchange[3] == index:
                ex_line, ex_column, ex_seat, _ = exchange
                if ex_seat is not None and ex_seat is not state.leader:
                    self.error(ex_line, ex_column, Reason("exchange_seat", {
                        "key": self.key_word("exchange"), "seat": ex_seat,
                        "leader": state.leader, "number": index}))
                    return
                if not state.can_exchange():
                    self.error(ex_line, ex_column, _no_exchange(state, index))
                    return
                state.swap()
            for p in plays:
                assert p.card is not None
                seat = state.to_play
                if not state.hands[seat] >> p.card & 1:
                    problem = Reason("card_not_up" if layout else "card_not_held", {
                        "number": written_number(digits), "seat": seat, "card": p.card,
                        "held_cards": sorted_cards(state.hands[seat], record.trump)})
                    if not layout and p.card in state.talon:
                        # A card of the talon written before it was drawn: when it is.
                        problem = Reason("hint_in_talon", {
                            "problem": problem, "card": p.card,
                            "number": len(state.tricks) + state.talon.index(p.card) // 2 + 1})
                    elif (not layout and exchange is None
                            and p.card in (state.retourne, card(record.trump, SEVEN))):
                        # The retourne played, or the 7 of trump where a swap would have
                        # put it: most likely the file left the exchange out.
                        problem = self._missing_exchange(record, trick_lines, problem)
                    self.error(line, p.column, problem)
                    return
                state.play(p.card, check=False)

    def _missing_exchange(self, record: DealRecord,
                          trick_lines: list[tuple[int, int, str, list[WrittenCard]]],
                          problem: Reason) -> Reason:
        """``problem`` (a card not held, the file giving no exchange), with the
        ``exchange:`` line that would let the tricks go further where one does: the
        tricks before whose lead the swap makes the most cards held, the first of them
        written out."""
        assert record.deck is not None
        tricks = [[p.card for p in plays if p.card is not None]
                  for _line, _column, _digits, plays in trick_lines]
        without = _held_count(record, tricks, 0)[0]
        reach: dict[int, tuple[int, Seat]] = {}
        for number in range(1, DRAWING_TRICKS + 1):
            held, seat = _held_count(record, tricks, number)
            if seat is not None and held > without:
                reach[number] = (held, seat)
        if not reach:
            return problem
        best = max(held for held, _seat in reach.values())
        first = min(n for n, (held, _seat) in reach.items() if held == best)
        seat = reach[first][1]
        others = [n for n, (held, s) in sorted(reach.items())
                  if held == best and s is seat and n != first]
        params = {"problem": problem, "key": self.key_word("exchange"), "seat": seat,
                  "number": first, "seven_card": card(record.trump, SEVEN),
                  "retourne_card": record.deck[RETOURNE_AT]}
        if len(others) > 2 and others == list(range(others[0], others[-1] + 1)):
            # 'from 7 to 10', not '7 or 8 or 9 or 10'.
            return Reason("hint_exchange_range", {**params, "low": others[0],
                                                  "high": others[-1]})
        if others:
            return Reason("hint_exchange_more", {**params, "alternatives": others})
        return Reason("hint_exchange", params)

    def check_discovery(self, seen: dict[str, int], contract: Contract | None,
                        announces: list[Declaration], word: str = "discovery",
                        variant: str = "classic", at: tuple[int, int] = (0, 0)) -> None:
        """The discovery deal has no bidding: no taker, no contract, no announcements, and
        it is classic belote's, as ``belote play --discovery`` and ``Game.discovery`` refuse
        another ``variant`` (coinche, a game of two), said at ``at``, where ``word``, the
        deal without bidding as the ``rules:`` line wrote it, stands."""
        said = {"key": self.key_word("rules"), "word": word}
        for key in ("taker", "contract", "belote"):
            if key in seen:
                self.error(seen[key], 1, Reason(f"discovery_{key}", said))
        if announces:
            self.error(seen.get("rules", 0), 1, Reason("discovery_announcements", said))
        if variant != "classic" and contract is None:  # a contract is said above
            self.error(*at, Reason("discovery_variant", {**said, "variant": variant}))


def says_two(options: Iterable[str]) -> bool:
    """True when the options read so far make the deal one of two players."""
    return any(is_variant(o) and o.partition("=")[2].strip().lower() in ("deux", "decouverte")
               for o in options)


def is_variant(option: str) -> bool:
    return option.partition("=")[0].strip().lower() == "variant"


def _held_count(record: DealRecord, tricks: list[list[int]],
                exchange: int) -> tuple[int, Seat | None]:
    """How many cards of ``tricks`` their seat holds, from the first on, with the trump 7
    swapped for the retourne before trick ``exchange`` (0: no swap); and the seat that
    swapped, None where none could."""
    assert record.deck is not None and record.dealer is not None
    state = TalonState(record.deck, record.dealer, engine_trump(record), record.rules)
    swapper: Seat | None = None
    held = 0
    for number, cards in enumerate(tricks, 1):
        if number == exchange:
            if not state.can_exchange():
                return held, None
            swapper = state.leader
            state.swap()
        for c in cards:
            if not state.hands[state.to_play] >> c & 1:
                return held, swapper
            state.play(c, check=False)
            held += 1
    return held, swapper


def _no_exchange(state: TalonState, number: int) -> Reason:
    """Why the player about to lead trick ``number`` may not swap the trump 7."""
    if state.rules.exchange7 != "on":
        return Reason("exchange_off", {"number": number})
    if state.retourne >> 3 != state.trump:
        return Reason("exchange_suit", {"number": number})
    if state.retourne & 7 == 0:
        return Reason("exchange_seven", {"number": number})
    return Reason("exchange_no_seven", {"number": number, "seat": state.leader})
