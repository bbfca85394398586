"""Reading a deal file's deals: the file's language (``language``), then each deal's
lines (``deal_lines``: its header lines, ``trump:``, ``taker:``, ``rules:``, ``announce:``,
``contract:``…, which hand the trick lines, the piles and the two-player lines to their
readers, ``tricks``, ``piles``, ``two``), then the deal's header judged whole.
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
import re
from collections.abc import Iterable, Iterator

from ..core.cards import HEARTS, NO_TRUMP, suit_of
from ..core.coinche import Contract, match_rules
from ..core.errors import Reason, RuleError
from ..core.rules import TWO_PLAYER_GAMES, RuleSet
from ..core.seats import Seat
from ..core.talon import PLAYERS
from .collect import problem_of, ruled_over
from .deal_lines import KEYS as KEYS
from .deal_lines import MAX_ANNOUNCEMENTS as MAX_ANNOUNCEMENTS
from .deal_lines import LineReader, _DealSoFar
from .lexing import lines_of
from .model import DealRecord
from .tricks import sound_tricks
from .two import is_variant
from .writer import VOID_DEAL

#: The comment ``simulate --record`` writes of a void deal (``writer.void_comment``).
_VOID_COMMENT = re.compile(r"^# seed [^\n]*: " + re.escape(VOID_DEAL) + "$", re.MULTILINE)


class Reader(LineReader):
    """Reads one file's deals, collecting every problem instead of stopping at the first
    (``Collector``)."""

    # --- the file -------------------------------------------------------------------------
    def deals(self, text: str) -> Iterator[DealRecord]:
        """Each deal of ``text`` without a problem, as soon as it is read: nothing of a deal
        is kept once it is yielded (the problems are, in ``kept`` and ``more``)."""
        text = text.removeprefix("\ufeff")
        self.read_language(text)
        self.end_deal()
        rules_options: list[str] = []
        lines = self.read_again(lines_of(text))
        starts = [part[0] for part in self.parts]
        # The keys of each deal of English and French keys, by its part: a deal with no
        # key read by it names a key as it wrote it.
        part_keys: dict[int, dict[str, str]] = {}
        part = -1
        for number, content, long, written_line in lines:
            if content is None:  # a '---' with no deal since the one before
                continue
            if self.parts:  # this deal's own language (``read_language``)
                part = bisect.bisect_right(starts, number) - 1
                _, self.lang, self.mixed, self.key_lang, self.mixed_keys = self.parts[part]
                self.read_keys = part_keys.get(self.read_by[part], {})
            self.deal += 1
            self.deal_problems = 0
            self.dealer_before, self.dealer_now = self.dealer_now, None
            record, rules_options = self.read_deal(
                itertools.chain(((number, content, long, written_line),), lines), rules_options,
                self.deal == 1)
            if part >= 0 and self.read_by[part] == part and self.mixed is not None:
                part_keys[part] = self.written
            self.end_deal()
            if self.full:  # too many problems: the rest of the file is not read
                if not self.stopped:
                    following = next(lines, None)
                    self.stopped = following[0] if following is not None else 0
                break
            if record is not None:
                yield record
        if not self.deal and not self.kept:
            # simulate --record writes a void deal as its comment alone: a run of void
            # deals is a file of comments, said so.
            void = len(_VOID_COMMENT.findall(text))
            self.error(0, 0, Reason("file_no_deal") if not void
                       else Reason("file_only_void_one") if void == 1
                       else Reason("file_only_void", {"n": void}))
            self.end_deal()

    def read_again(self, lines: Iterator[tuple[int, str | None, int, str]],
                   ) -> Iterator[tuple[int, str | None, int, str]]:
        """``lines``, each line that ended a deal and begins the next (``next_start``)
        given again."""
        for line in lines:
            yield line
            if self.next_start is not None:
                line, self.next_start = self.next_start, None
                yield line

    # --- one deal -------------------------------------------------------------------------
    def read_deal(self, lines: Iterable[tuple[int, str | None, int, str]], inherited: list[str],
                  first_deal: bool) -> tuple[DealRecord | None, list[str]]:
        """One deal from its lines ``(number, content, length, written)``, up to a ``---``
        (content None): ``length`` is that of a line too long to be read (its content then
        empty), else 0, and ``written`` the line as the file holds it, which a problem
        quotes. Only what a deal can hold is kept (8 tricks, 16 announcements); lines
        beyond are problems, not read. Then the header whole: its rules, what it lacks,
        what stands together; then its tricks or its piles."""
        deal = _DealSoFar(self.lang, list(inherited), first_deal)
        self.written, self.values = {}, {}
        self.read_lines(deal, lines)
        self.read_announcements(deal)
        self.read_later_tricks(deal)
        if self.stopped:  # the deal cut short: what it lacks is not a problem to count
            self.check_cut_deal(deal)
            return None, deal.options
        rules = self.deal_rules(deal)
        if deal.trump is None and "trump" not in deal.seen and "contract" not in deal.seen:
            if (rules.variant == "decouverte" and rules.decouverte_bid == "off"
                    and deal.deck is not None):
                deal.trump = suit_of(deal.deck[-1])  # the retourne's suit, as at the table
            else:
                self.error(deal.start, 0, Reason("no_trump", {"key": self.key_word("trump")}))
        if self.independent and not deal.independent:
            # Said in the first deal's header, it holds for every deal of the file.
            deal.independent = True
        self.check_bidding(deal, rules)
        fits = True  # the deal may be counted in the file's match (``check_game``)
        if not deal.variant_unread:
            fits, rules = self.check_match(deal, rules)
        two = rules.players == 2
        self.dealer_now = None if two else deal.dealer
        if not (self.position and rules.players == 2):  # a position refuses them whole
            self.check_game_keys(deal, rules)
        record = self.deal_record(deal, rules)
        if self.position:
            self.read_position(deal, record, rules)
        elif deal.hand_lines:
            # The hands of a position: what 'belote play --from' reads, not 'score'.
            self.error(deal.hand_lines[0][0], 1, Reason("hand_score", {
                "key": self.key_word("hand")}))
        elif deal.trick_lines and deal.piles:
            pile_line = min(line for line, _ in deal.piles.values())
            self.error(pile_line, 1, Reason("tricks_and_piles"))
        elif deal.piles:
            self.read_pile_form(deal, record)
        elif deal.trick_lines and deal.variant_unread:
            pass  # read under the deal's game, which the file does not say in a known word
        elif deal.trick_lines:
            self.read_trick_form(deal, record, rules)
        else:
            self.error(deal.start, 0, Reason("no_tricks"))
        if self.deal_problems or not fits:
            return None, deal.options
        return record, deal.options

    def check_cut_deal(self, deal: _DealSoFar) -> None:
        """A deal cut short by too many problems: its trick lines read come before the line
        where reading stopped, so their own problems (a card played twice, a trick written
        twice) are found as in a whole deal, and the problems reported are the first of the
        file."""
        if deal.trick_lines and not deal.piles:
            self.check_cut_tricks(deal.trick_lines, tuple(deal.options + deal.variant),
                                  deal.trump, deal.dealer, deal.leader, deal.deck)

    def deal_rules(self, deal: _DealSoFar) -> RuleSet:
        """The deal's rules: its options and ``variant:`` line, which must go together (the
        options kept for the next deal where they do not), and a ``contract:`` line's
        coinche, whose trump and taker must agree with the deal's."""
        rules_said = True  # the deal's rules go together: no problem said of them yet
        try:
            # match_rules: a coinche table plays to 2000 unless the file says otherwise.
            rules = self.rules_for(tuple(deal.options + deal.variant))
        except RuleError:
            rules_said = False
            # Each option was read on its own with its line (``read_rules``): two of them
            # do not go together.
            places = [(at, tok.column) for at, tok in deal.option_tokens] \
                if "rules" in deal.seen else [(deal.start, 0)] * len(deal.options)
            deal.options, rules = self.consistent_rules(deal.options, places, deal.variant,
                                                        deal.variant_at, deal.start)
        if deal.contract is not None:
            deal.trump, deal.taker = self.check_contract(deal.contract, deal.trump, deal.taker,
                                                         deal.seen)
            rules = self.contract_rules(rules, deal.seen["contract"],
                                        tuple(deal.options + deal.variant), rules_said)
        return rules

    def check_bidding(self, deal: _DealSoFar, rules: RuleSet) -> None:
        """What the deal says of its bidding: ``rules: découverte`` beside a ``deck:`` line
        (belote découverte meant), the deal without bidding's keys, or a coinche taker with
        no ``contract:``."""
        if rules.players == 4 and deal.decouverte_meant():
            # 'rules: découverte', the deal without bidding's earlier French word, beside a
            # game of two's 'deck:': belote découverte meant. Said once, at the word; the
            # deal's game is then unknown, so that nothing else is judged by a game of four
            # (its taker, its deck, its 16 tricks of two cards), as under a 'variant:' line
            # that could not be read.
            self.error(*deal.discovery_at, Reason("decouverte_meant", {
                "key": self.key_word("rules"), "word": deal.discovery_word,
                "deck_key": self.key_word("deck"), "variant_key": self.key_word("variant")}))
            deal.variant_unread = True
        elif deal.discovery:
            self.check_discovery(deal.seen, deal.contract, deal.announces, deal.discovery_word,
                                 rules.variant, deal.discovery_at)
        elif (rules.variant == "coinche" and deal.contract is None and deal.taker is not None
              and "contract" not in deal.seen):
            # Coinche is scored on the bid: a taker alone says no level (docs/rules.md); a
            # contract: line that could not be read is said at its line.
            self.error(deal.seen["taker"], 1, Reason("coinche_taker_no_contract", {
                "key": self.key_word("taker"), "value": self.values.get("taker", ""),
                "contract_key": self.key_word("contract"), "taker": deal.taker,
                "suit": HEARTS if deal.trump is None else deal.trump}))

    def check_match(self, deal: _DealSoFar, rules: RuleSet) -> tuple[bool, RuleSet]:
        """Whether the deal may be counted in the file's match (its game, ``check_game``),
        and its rules with the match's target where its ``rules:`` line says none."""
        # The line that makes the deal its game: 'variant:', 'contract:' or 'rules:'.
        game_at = (deal.variant_at if deal.variant
                   else (deal.seen["contract"], 1) if "contract" in deal.seen
                   else next(((at, tok.column) for at, tok in deal.option_tokens
                              if is_variant(tok.text)), None))
        fits = self.check_game(rules.variant, game_at,
                               (deal.seen["rules"], 1) if "rules" in deal.seen
                               else (deal.start, 0),
                               deal.independent,
                               (*deal.discovery_at, deal.discovery_word) if deal.discovery
                               else None,
                               deal.start)
        if fits:
            target = self.check_target(rules.target, deal.option_tokens, deal.independent)
            if target != rules.target:  # 'rules:' without target=: the match's
                rules = dataclasses.replace(rules, target=target)
        return fits, rules

    def check_game_keys(self, deal: _DealSoFar, rules: RuleSet) -> None:
        """The keys of a game of two: those it needs, and ``deck:`` and ``exchange:`` in a
        deal of four. After a ``variant:`` line that could not be read (said at its line,
        ``variant_unread``) the deal's game is unknown, so its tricks and its keys of a
        game of two are not judged by another's."""
        if rules.players == 2:
            self.check_two(deal.start, deal.seen, deal.written, deal.dealer, deal.taker,
                           bool(deal.piles), TWO_PLAYER_GAMES[rules.variant])
            if deal.trump is not None and deal.trump >= NO_TRUMP and "trump" in deal.seen:
                # A game of two is played at a suit (VARIANTS.md: sa_ta=on does not go
                # with it), 'trump: SA' as the rule is.
                self.error(deal.seen["trump"], 1, Reason("two_sa_ta", {
                    "key": self.key_word("trump"), "value": self.values.get("trump", ""),
                    "game": TWO_PLAYER_GAMES[rules.variant]}))
                deal.trump = None  # its tricks are not judged at a trump it cannot have
            if deal.announce_lines:
                # No announcements at two (VARIANTS.md), but belote-rebelote: the line was
                # left unread.
                self.error(deal.announce_lines[0][0], 1, Reason("two_announcements", {
                    "key": self.key_word("announce"), "game": TWO_PLAYER_GAMES[rules.variant]}))
            if rules.decouverte_bid == "off" and rules.variant == "decouverte":
                if "taker" in deal.seen:
                    self.error(deal.seen["taker"], 1, Reason("decouverte_off_taker"))
                self.check_retourne_trump(deal)
        elif not deal.variant_unread:
            # 'deck:' belongs to both games of two, 'exchange:' to belote à deux alone.
            for key, code in (("deck", "two_only"), ("exchange", "deux_only")):
                if key in deal.seen:
                    self.error(deal.seen[key], 1, Reason(code, {
                        "key": self.key_word(key), "variant_key": self.key_word("variant")}))

    def check_retourne_trump(self, deal: _DealSoFar) -> None:
        """Belote découverte with ``decouverte_bid=off``: the retourne, the deck's last
        card, fixes the trump, so that a ``trump:`` line naming another suit is the slip
        said at its line; the tricks are then judged under the retourne's suit, so that
        the slip is not also said as the wrong leader of the tricks it changed."""
        if deal.deck is None or deal.trump is None or "trump" not in deal.seen:
            return
        retourne = deal.deck[-1]
        if deal.trump != suit_of(retourne):
            self.error(deal.seen["trump"], 1, Reason("decouverte_off_trump", {
                "key": self.key_word("trump"), "value": self.values.get("trump", ""),
                "retourne_card": retourne, "retourne_suit": suit_of(retourne)}))
            deal.trump = suit_of(retourne)

    def deal_record(self, deal: _DealSoFar, rules: RuleSet) -> DealRecord:
        """The record of the deal's header, its tricks not yet read."""
        two = rules.players == 2
        record = DealRecord(trump=deal.trump if deal.trump is not None else 0,
                            taker=deal.taker, dealer=deal.dealer, leader=deal.leader,
                            rules=rules, belote=tuple(deal.belote),
                            announcements=tuple(deal.announces), contract=deal.contract,
                            discovery=deal.discovery, independent=deal.independent,
                            deck=deal.deck if two else None,
                            exchange=deal.exchange[3] if two and deal.exchange is not None
                            else 0)
        record.lines["deal"] = deal.start
        record.keys["rules"] = self.key_word("rules")
        if "belote" in deal.seen:
            record.lines["belote"] = deal.seen["belote"]
        return record

    def read_pile_form(self, deal: _DealSoFar, record: DealRecord) -> None:
        """The piles form: ``NS:`` and ``EW:`` with ``last:``, no leader."""
        if "leader" in deal.seen:
            self.error(deal.seen["leader"], 1, Reason("leader_piles", {
                "key": self.key_word("leader")}))
        said = deal.seen.get("last")
        self.read_piles(record, deal.piles, deal.last,
                        deal.start if said is None else said, deal.last_column,
                        said is not None, deal.written.get("last", ("last", "")))

    def read_trick_form(self, deal: _DealSoFar, record: DealRecord, rules: RuleSet) -> None:
        """The trick-by-trick form: no ``last:``, a leader that agrees with the dealer,
        the tricks, and at two the cards against the deck's hands."""
        two = rules.players == 2
        if "last" in deal.seen:
            self.error(deal.seen["last"], 1, Reason("last_tricks", {
                "key": self.key_word("last")}))
        self.check_leader_dealer(deal, rules)
        problems = self.deal_problems
        self.read_tricks(record, deal.trick_lines, deal.trump is not None)
        if (two and deal.deck is not None and deal.dealer in PLAYERS and deal.trump is not None
                and (deal.exchange is not None or "exchange" not in deal.seen)
                and (self.deal_problems == problems
                     or self.deal_problems == len(self.deal_errors))):
            # The deck fixes the hands: each card is checked against them up to the first
            # trick line with a problem of its own, so that a card played twice is also
            # named where it was not held (an edit's own line). Not where an 'exchange:'
            # line could not be read (said at its line): who holds the seven and the
            # retourne after it is not known.
            self.check_talon(record, sound_tricks(deal.trick_lines, self.deal_errors),
                             deal.exchange)

    def read_position(self, deal: _DealSoFar, record: DealRecord, rules: RuleSet) -> None:
        """A position (``belote play --from``): the four hands (``hand:``), a contract to
        play, and the whole tricks played so far, fewer than 8, each card held and legal."""
        if rules.players == 2:
            self.error(deal.start, 0, Reason("position_two", {
                "game": TWO_PLAYER_GAMES[rules.variant]}))
            return
        if deal.discovery:
            self.error(*deal.discovery_at, Reason("position_discovery", {
                "word": deal.discovery_word}))
            return
        if rules.announcements == "on" or deal.announces:
            at = (deal.seen["announce"], 1) if "announce" in deal.seen else (
                next(((line, tok.column) for line, tok in deal.option_tokens
                      if tok.text.lower().startswith("announcements")), (deal.start, 0)))
            self.error(*at, Reason("position_announcements"))
        if deal.piles:
            self.error(min(line for line, _ in deal.piles.values()), 1,
                       Reason("position_piles"))
        if "last" in deal.seen:
            self.error(deal.seen["last"], 1, Reason("last_tricks", {
                "key": self.key_word("last")}))
        if deal.taker is None and deal.contract is None and "taker" not in deal.seen:
            self.error(deal.start, 0, Reason(
                "position_no_contract" if rules.variant == "coinche" else "position_no_taker",
                {"taker_key": self.key_word("taker"),
                 "contract_key": self.key_word("contract")}))
        hands = self.read_hands(deal.hand_lines, deal.start)
        self.check_leader_dealer(deal, rules)
        problems = self.deal_problems
        if deal.trick_lines:
            self.read_tricks(record, deal.trick_lines, deal.trump is not None, whole=False)
        if len(deal.trick_lines) >= 8:
            self.error(deal.trick_lines[-1][0], 1, Reason("position_over"))
        elif (hands is not None and deal.trump is not None
              and self.deal_problems == problems):
            self.check_plays(hands, record.trump, record.first_leader(), rules,
                             deal.trick_lines, record.tricks)
        self.hands = hands

    def check_leader_dealer(self, deal: _DealSoFar, rules: RuleSet) -> None:
        """Leader and dealer both said: they must agree (the seat after the dealer leads
        trick 1; at two, the other player), or the file says two things of one trick."""
        two = rules.players == 2
        if (deal.leader is not None and deal.dealer is not None and "leader" in deal.seen
                and (not two or deal.dealer in PLAYERS)):
            after = deal.dealer.partner if two else deal.dealer.next(rules.clockwise)
            if deal.leader is not after:
                key_text, value = deal.written["leader"]
                self.error(deal.seen["leader"], 1, Reason("leader_dealer", {
                    "key": key_text, "value": value, "dealer": deal.dealer,
                    "expected": after}))

    def consistent_rules(self, options: list[str], where: list[tuple[int, int]],
                         variant: list[str], variant_at: tuple[int, int],
                         start: int) -> tuple[list[str], RuleSet]:
        """The rules of options that do not all go together: the variant first (the
        ``rules:`` line's, then the ``variant:`` line's, which holds for its deal), then
        each other option in the order written while it goes with those before it; the
        first that does not is the problem, at its place in the file (an inherited option,
        at the deal's start). Then ``--rule``'s: one that does not go with the file's is
        said where the deal's rules are written, and the file's hold. The options kept are
        those the next deal inherits, so that one mistake is said once, and the others
        still hold (the direction, the variant...)."""
        entries = [(option, place, index) for index, (option, place) in
                   enumerate(zip(options, where, strict=True))]
        entries += [(option, variant_at, -1) for option in variant]
        # The variant first, the variant: line's after the rules: line's (it wins).
        entries.sort(key=lambda e: 0 if is_variant(e[0]) and e[2] >= 0
                     else 1 if e[2] < 0 else 2)
        kept: list[str] = []
        inherited: set[int] = set()  # the rules: line's options kept, by place
        for option, (line, column), index in entries:
            try:
                # The file's own, without --rule; a later one rules over an earlier (the
                # variant: line over the rules: line's variant).
                match_rules(ruled_over(kept, [option]))
            except RuleError as e:
                self.error(line, column, problem_of(e))
                continue
            kept = ruled_over(kept, [option])
            if index >= 0:
                inherited.add(index)
        try:
            rules = self.rules_for(tuple(kept))
        except RuleError as e:
            # An option of --rule does not go with the deal's: said at the deal's rules.
            line, column = where[0] if where else variant_at if variant else (start, 0)
            self.error(line, column, problem_of(e))
            rules = match_rules(kept)
        return [option for index, option in enumerate(options) if index in inherited], rules

    def contract_rules(self, rules: RuleSet, line: int, options: tuple[str, ...],
                       rules_said: bool = True) -> RuleSet:
        """The rules of a deal with a ``contract:`` line, which means ``variant=coinche``: a
        rule that does not go with coinche (``sa_ta_points=raw``) is a problem at that line,
        and so is a two-player game, which bids no points. Where the deal's rules already
        had a problem (``rules_said`` false), the variant they lack is not said again."""
        if rules.players == 2:
            off = rules.variant == "decouverte" and rules.decouverte_bid == "off"
            self.error(line, 1, Reason("contract_two_no_taker" if off else "contract_two", {
                "key": self.key_word("contract"), "taker_key": self.key_word("taker"),
                "game": TWO_PLAYER_GAMES[rules.variant]}))
            return rules
        if rules.variant == "coinche":
            return rules
        if any(is_variant(o) for o in (*options, *self.overrides)):
            # variant=classic said, in the file or by --rule: it contradicts the line.
            if rules_said:
                self.error(line, 1, Reason("contract_variant", {
                    "key": self.key_word("contract"), "variant": rules.variant}))
            return rules
        try:
            return self.rules_for(options + ("variant=coinche",))
        except RuleError as e:
            if rules_said:
                self.error(line, 1, Reason("contract_coinche_rule", {
                    "key": self.key_word("contract"), "problem": problem_of(e)}))
            return rules

    def check_contract(self, contract: Contract, trump: int | None, taker: Seat | None,
                       seen: dict[str, int]) -> tuple[int | None, Seat | None]:
        """A coinche contract gives trump and taker; given again, they must agree."""
        line = seen["contract"]
        if trump is None:
            trump = contract.suit
        elif trump != contract.suit:
            self.error(seen.get("trump", line), 1, Reason("contract_trump", {
                "key": self.key_word("trump"), "value": self.values.get("trump", ""),
                "contract_suit": contract.suit, "line": line}))
        if taker is None:
            taker = contract.taker
        elif taker is not contract.taker:
            self.error(seen.get("taker", line), 1, Reason("contract_taker_again", {
                "key": self.key_word("taker"), "value": self.values.get("taker", ""),
                "taker": contract.taker, "line": line}))
        return trump, taker
