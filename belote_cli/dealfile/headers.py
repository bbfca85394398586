"""Reading a deal file's deals: the file's language (``language``), then each deal's
header lines (``trump:``, ``taker:``, ``rules:``, ``announce:``, ``contract:``…), which
hand the trick lines, the piles and the two-player lines to their readers (``tricks``,
``piles``, ``two``).
"""

from __future__ import annotations

import bisect
import dataclasses
import itertools
from collections.abc import Iterable, Iterator

from ..core.cards import HEARTS, parse_contract_kind, parse_suit, suit_texts, written_number
from ..core.coinche import BidError, Contract, match_rules, parse_contract
from ..core.declarations import AnnouncementError, Declaration, parse_declaration
from ..core.errors import CardError, IllegalPlayError, Reason, RuleError
from ..core.rules import OPTION, TWO_PLAYER_GAMES, RuleSet, option_text, parse_option
from ..core.seats import Seat, Team, parse_seat, parse_team
from ..core.talon import PLAYERS, TRICKS
from .collect import problem_of
from .language import LanguageReader
from .lexing import (
    MAX_LINE,
    TRICK_KEY,
    TRICK_NO_COLON,
    TRICK_NUMBERS,
    Token,
    WrittenCard,
    as_written,
    lines_of,
    tokens_of,
)
from .model import DealRecord
from .piles import PileReader
from .tricks import TrickReader, sound_tricks
from .two import TwoReader, is_variant, says_two

#: Header keys, English and French, to the name used below.
KEYS: dict[str, str] = {
    "trump": "trump", "atout": "trump",
    "taker": "taker", "preneur": "taker",
    "dealer": "dealer", "donneur": "dealer",
    "rules": "rules", "rule": "rules", "regles": "rules", "règles": "rules",
    "regle": "rules", "règle": "rules",
    "belote": "belote",
    "leader": "leader", "entame": "leader",
    "ns": "NS", "sn": "NS", "ew": "EW", "we": "EW", "eo": "EW", "oe": "EW",
    "last": "last", "dernier": "last", "der": "last", "dix de der": "last",
    "announce": "announce", "annonce": "announce", "announcement": "announce",
    "contract": "contract", "contrat": "contract",
    "match": "match", "partie": "match",
    "lang": "lang", "language": "lang", "langue": "lang",
    "variant": "variant", "variante": "variant",
    "deck": "deck", "paquet": "deck",
    "exchange": "exchange", "échange": "exchange", "echange": "exchange",
}
#: What a table writes of the score it counted: no key, since ``score`` works the score
#: out from the cards; the problem says to keep such a line as a comment.
SCORE_KEYS = frozenset(("score", "scores", "points", "total", "totals", "result", "résultat",
                        "resultat", "marque"))
# The deal without bidding: ``discovery``, in French ``sans-enchères``; ``découverte``
# alone, its earlier French word, is still read so (belote découverte, the two-player game,
# is ``variant=decouverte``).
_DISCOVERY_WORDS = ("discovery", "sans-enchères", "sans-encheres", "découverte", "decouverte")
#: Those of ``_DISCOVERY_WORDS`` that are also belote découverte's name: in a deal with a
#: ``deck:`` line, a game of two's, they most likely meant ``variant: decouverte``.
_DECOUVERTE_WORDS = ("découverte", "decouverte")
_NO_MATCH_WORDS = ("none", "aucune", "non", "no")
#: The most announcements a deal holds: two for each seat, a few false ones more.
MAX_ANNOUNCEMENTS = 16


class Reader(LanguageReader, TrickReader, PileReader, TwoReader):
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
        lines = lines_of(text)
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
            self.error(0, 0, Reason("file_no_deal"))
            self.end_deal()

    # --- one deal -------------------------------------------------------------------------
    def read_deal(self, lines: Iterable[tuple[int, str | None, int, str]], inherited: list[str],
                  first_deal: bool) -> tuple[DealRecord | None, list[str]]:
        """One deal from its lines ``(number, content, length, written)``, up to a ``---``
        (content None): ``length`` is that of a line too long to be read (its content then
        empty), else 0, and ``written`` the line as the file holds it, which a problem
        quotes. Only what a deal can hold is kept (8 tricks, 16 announcements); lines
        beyond are problems, not read."""
        start = 0
        lang = self.lang
        self.written, self.values = {}, {}
        discovery = independent = False
        discovery_word = ""  # the deal without bidding as written (discovery, sans-enchères)
        discovery_at = (0, 0)  # where it is written
        seen: dict[str, int] = {}
        trump: int | None = None
        taker = dealer = leader = None
        last: Team | None = None
        last_column = 0  # where the ``last:`` line's team is written
        key_written: dict[str, str] = {}  # each key as written, to quote it
        written: dict[str, tuple[str, str]] = {}  # a one-value key and its value as written
        belote: list[Seat] = []
        announces: list[Declaration] = []
        # Each 'announce:' line (line, value, its column, its first word's), read once the
        # trump is known: a value (``W 200 A``) names a carré by the deal's scale.
        announce_lines: list[tuple[int, str, int, int]] = []
        contract: Contract | None = None
        deck: tuple[int, ...] | None = None
        exchange: tuple[int, int, Seat | None, int] | None = None  # line, column, seat, trick
        variant: list[str] = []  # ``variant: deux``, over the rules (this deal's only)
        variant_at = (0, 0)  # where the ``variant:`` line's value is written
        variant_unread = False  # a ``variant:`` line whose value is no game (said there)
        options = list(inherited)
        option_tokens: list[tuple[int, Token]] = []
        trick_lines: list[tuple[int, int, str, list[WrittenCard]]] = []  # line, col, number, plays
        # Trick lines 9 to 16 of a deal not yet known to be a game of two (line, column,
        # number, value, its column): read once the deal's header is whole, since a
        # 'variant: deux' line may come after the tricks; else each a ninth trick.
        later: list[tuple[int, int, str, str, int]] = []
        piles: dict[Team, tuple[int, list[Token]]] = {}
        new_deal_hinted = False  # the hint to write '---' is given once a deal
        for line, content, long, file_line in lines:
            if content is None:
                break
            if self.full:  # too many problems: this line and the rest are not read
                self.stopped = line
                break
            if not start:
                start = line
            if long:
                if not self.counted(line, MAX_LINE + 1):
                    self.error(line, MAX_LINE + 1, Reason("line_long", {"length": long,
                                                                        "most": MAX_LINE}))
                continue
            key_text, colon, value = content.partition(":")
            key_column = len(key_text) - len(key_text.lstrip()) + 1
            no_colon = TRICK_NO_COLON.match(content)
            if no_colon and colon:  # 'pli 1 : …' has its colon; '5. S:A♥ …' has not
                key_clean = " ".join(key_text.split())
                if (KEYS.get(key_text.lower()) is not None
                        or KEYS.get(key_clean.lower()) is not None
                        or TRICK_KEY.fullmatch(key_clean)):
                    no_colon = None
            if no_colon:
                # A trick whose number lost its colon ('1.', '1)'): said, and read as that
                # trick, so that the tricks after it are not reported for its absence.
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("trick_colon", {
                        "text": content[key_column - 1:no_colon.end()].strip(),
                        "trick": no_colon.group(1) + ":"}))
                key, key_clean, digits = None, no_colon.group(1), no_colon.group(2)
                value, value_column = content[no_colon.end():], no_colon.end() + 1
            elif not colon:
                if not self.counted(line, key_column):
                    self.error(line, key_column, Reason("line_form", {
                        "text": as_written(file_line, content, 0, len(content))}))
                continue
            else:
                value_column = len(key_text) + 2
                key = KEYS.get(key_text.lower())  # a header key as usually written: no trick
                key_clean = key_text
                if key is not None:
                    digits = ""
                elif key_text in TRICK_NUMBERS:  # '1:' to '8:', the usual trick line
                    digits = key_text
                else:
                    key_clean = " ".join(key_text.split())
                    trick_match = TRICK_KEY.fullmatch(key_clean)
                    digits = trick_match.group(1) if trick_match else ""
                    key = None if trick_match else KEYS.get(key_clean.lower())
            if digits:
                two = says_two(options + variant)
                # 'rules: découverte' beside a 'deck:' line: belote découverte's 16 tricks,
                # most likely (``decouverte_meant`` below), not read as a deal of four's.
                meant = _decouverte_meant(discovery, seen, discovery_word)
                if len(trick_lines) + len(later) == TRICKS:
                    if not self.counted(line, key_column):
                        problem = Reason("trick2_seventeenth" if two or meant
                                         else "trick_ninth",
                                         {"number": written_number(digits)})
                        new_deal_hinted = self.extra_trick(line, key_column, problem,
                                                           new_deal_hinted)
                    continue
                if later or (len(trick_lines) == 8 and not (two or variant_unread or meant)):
                    later.append((line, key_column, digits, value, value_column))
                    continue
                plays = self.read_plays(line, value, value_column)
                trick_lines.append((line, key_column, digits, plays))
                continue
            if key is None:
                if not self.counted(line, key_column):
                    code = "key_score" if key_clean.lower() in SCORE_KEYS else "key_unknown"
                    shown = " ".join(as_written(file_line, content, 0, len(key_text)).split())
                    self.error(line, key_column, Reason(code, {"key": shown}))
                continue
            first_column = value_column + len(value) - len(value.lstrip())
            # The value as the file holds it, for a problem to quote (``foo;bar``).
            shown = as_written(file_line, content, value_column - 1, len(content))
            if key == "lang":  # read by ``read_language``
                if line in self.lang_problems:
                    self.error(line, *self.lang_problems.pop(line))
                continue
            if key == "announce":  # one line per announcement
                if len(announce_lines) == MAX_ANNOUNCEMENTS:
                    if not self.counted(line, key_column):
                        self.error(line, key_column, Reason("announcements_many",
                                                            {"most": MAX_ANNOUNCEMENTS}))
                    continue
                announce_lines.append((line, value, value_column, first_column))
                continue
            if key in seen:
                if not self.counted(line, key_column):
                    problem = Reason("key_twice", {"key": key_clean, "line": seen[key]})
                    if trick_lines and not new_deal_hinted:
                        # A header again after the tricks: most likely the next deal, its
                        # '---' line forgotten.
                        problem, new_deal_hinted = Reason(
                            "hint_new_deal", {"problem": problem}), True
                    self.error(line, key_column, problem)
                continue
            seen[key] = line
            key_written[key] = key_clean
            self.written[key] = key_clean
            self.values[key] = shown
            if key == "contract":
                try:
                    contract = parse_contract(value, lang)
                except (IllegalPlayError, CardError) as e:
                    offset = e.offset if isinstance(e, BidError) else 0
                    self.error(line, first_column + offset, problem_of(e))
                continue
            if key == "match":
                if value.strip().lower() not in _NO_MATCH_WORDS:
                    self.error(line, first_column, Reason("match_none", {
                        "key": key_clean, "value": shown,
                        "none": self.deal_word("none", "aucune")}))
                elif not first_deal and not self.independent:
                    self.error(line, key_column, Reason("match_later", {
                        "key": key_clean, "value": shown}))
                else:
                    independent = True
                    self.independent = self.independent or first_deal
                continue
            if key == "trump":
                suit = suit_texts(lang).get(value.strip())  # the usual spellings
                if suit is not None:
                    trump = suit
                    continue
            if key == "trump" and parse_contract_kind(value) is not None:
                # ``trump: SA`` / ``TA``, ``atout : sans atout`` (two words): the contract.
                trump = parse_contract_kind(value)
                continue
            tokens = tokens_of(value, value_column)
            if key == "variant":
                variant_at = (line, tokens[0].column if tokens else value_column)
                self.read_variant(line, key_clean, shown, value_column, tokens, variant)
                variant_unread = not variant
                continue
            if key == "deck":
                deck = self.read_deck(line, key_clean, value_column, tokens)
                continue
            if key == "exchange":
                exchange = self.read_exchange(line, key_clean, value_column, tokens)
                continue
            if key in ("NS", "EW"):
                piles[Team[key]] = (line, tokens)
                continue
            if key == "rules":
                options = []
                for m in OPTION.finditer(value):  # as RuleSet.parse reads a text
                    option = option_text(m.group())
                    if option.lower() in _DISCOVERY_WORDS:
                        discovery = True
                        discovery_word = option
                        discovery_at = (line, value_column + m.start())
                        continue
                    try:
                        parse_option(option)
                    except RuleError as e:
                        self.error(line, value_column + m.start(), problem_of(e))
                        continue
                    options.append(option)
                    option_tokens.append((line, Token(m.group(), value_column + m.start())))
                continue
            if key == "belote":
                for tok in tokens:
                    try:
                        belote.append(parse_seat(tok.text))
                    except CardError as e:
                        self.error(line, tok.column, problem_of(e))
                continue
            if len(tokens) != 1:
                where = tokens[1].column if len(tokens) > 1 else value_column
                self.error(line, where, Reason("key_one_value", {
                    "key": key_clean, "value": shown}) if tokens
                    else Reason("key_no_value", {"key": key_clean}))
                continue
            tok = tokens[0]
            written[key] = (key_clean, tok.text)  # quoted so in a problem
            try:
                if key == "trump":
                    trump = parse_suit(tok.text, lang)
                elif key == "taker":
                    taker = parse_seat(tok.text)
                elif key == "dealer":
                    dealer = parse_seat(tok.text)
                elif key == "leader":
                    leader = parse_seat(tok.text)
                else:
                    last_column = tok.column
                    last = parse_team(tok.text)
            except CardError as e:
                self.error(line, tok.column, self.card_problem(e))

        if announce_lines:
            said_trump = (trump if trump is not None
                          else contract.suit if contract is not None else None)
        for line, value, value_column, first_column in announce_lines:
            try:
                announces.append(parse_declaration(value, lang, said_trump))
            except AnnouncementError as e:
                self.error(line, value_column + e.offset, self.card_problem(e))
            except CardError as e:
                self.error(line, first_column, self.card_problem(e))
        if later:
            if (says_two(options + variant) or variant_unread
                    or _decouverte_meant(discovery, seen, discovery_word)):
                for line, column, digits, value, value_column in later:
                    trick_lines.append((line, column, digits,
                                        self.read_plays(line, value, value_column)))
            else:
                for line, column, digits, _, _ in later:
                    if not self.counted(line, column):
                        new_deal_hinted = self.extra_trick(
                            line, column, Reason("trick_ninth",
                                                 {"number": written_number(digits)}),
                            new_deal_hinted)
        if self.stopped:  # the deal cut short: what it lacks is not a problem to count,
            # but its trick lines read come before the line where reading stopped: their
            # own problems (a card played twice, a trick written twice) are found as in a
            # whole deal, so that the problems reported are the first of the file.
            if trick_lines and not piles:
                self.check_cut_tricks(trick_lines, tuple(options + variant), trump,
                                      dealer, leader, deck)
            return None, options
        rules_said = True  # the deal's rules go together: no problem said of them yet
        try:
            # match_rules: a coinche table plays to 2000 unless the file says otherwise.
            rules = self.rules_for(tuple(options + variant))
        except RuleError:
            rules_said = False
            # Each option was read on its own above: two of them do not go together.
            places = [(at, tok.column) for at, tok in option_tokens] \
                if "rules" in seen else [(start, 0)] * len(options)
            options, rules = self.consistent_rules(options, places, variant, variant_at, start)
        if contract is not None:
            trump, taker = self.check_contract(contract, trump, taker, seen)
            rules = self.contract_rules(rules, seen["contract"], tuple(options + variant),
                                        rules_said)
        if trump is None and "trump" not in seen and "contract" not in seen:
            self.error(start, 0, Reason("no_trump", {"key": self.key_word("trump")}))
        if self.independent and not independent:
            # Said in the first deal's header, it holds for every deal of the file.
            independent = True
        if rules.players == 4 and _decouverte_meant(discovery, seen, discovery_word):
            # 'rules: découverte', the deal without bidding's earlier French word, beside a
            # game of two's 'deck:': belote découverte meant. Said once, at the word; the
            # deal's game is then unknown, so that nothing else is judged by a game of four
            # (its taker, its deck, its 16 tricks of two cards), as under a 'variant:' line
            # that could not be read.
            self.error(*discovery_at, Reason("decouverte_meant", {
                "key": self.key_word("rules"), "word": discovery_word,
                "deck_key": self.key_word("deck"), "variant_key": self.key_word("variant")}))
            variant_unread = True
        elif discovery:
            self.check_discovery(seen, contract, announces, discovery_word, rules.variant,
                                 discovery_at)
        elif rules.variant == "coinche" and contract is None and taker is not None:
            # Coinche is scored on the bid: a taker alone says no level (docs/rules.md).
            self.error(seen["taker"], 1, Reason("coinche_taker_no_contract", {
                "key": self.key_word("taker"), "value": self.values.get("taker", ""),
                "contract_key": self.key_word("contract"), "taker": taker,
                "suit": HEARTS if trump is None else trump}))
        fits = True  # the deal may be counted in the file's match (``check_game``)
        if not variant_unread:
            # The line that makes the deal its game: 'variant:', 'contract:' or 'rules:'.
            game_at = (variant_at if variant else (seen["contract"], 1) if "contract" in seen
                       else next(((at, tok.column) for at, tok in option_tokens
                                  if is_variant(tok.text)), None))
            fits = self.check_game(rules.variant, game_at,
                                   (seen["rules"], 1) if "rules" in seen else (start, 0),
                                   independent,
                                   (*discovery_at, discovery_word) if discovery else None,
                                   start)
            if fits:
                target = self.check_target(rules.target, option_tokens, independent)
                if target != rules.target:  # 'rules:' without target=: the match's
                    rules = dataclasses.replace(rules, target=target)
        two = rules.players == 2
        self.dealer_now = None if two else dealer
        # A 'variant:' line that could not be read (said at its line), ``variant_unread``:
        # the deal's game is unknown, so its tricks and its keys of a game of two are not
        # judged by another's.
        if two:
            self.check_two(start, seen, written, dealer, taker, bool(piles),
                           TWO_PLAYER_GAMES[rules.variant])
            if rules.decouverte_bid == "off" and rules.variant == "decouverte" and "taker" in seen:
                self.error(seen["taker"], 1, Reason("decouverte_off_taker"))
        elif not variant_unread:
            # 'deck:' belongs to both games of two, 'exchange:' to belote à deux alone.
            for key, code in (("deck", "two_only"), ("exchange", "deux_only")):
                if key in seen:
                    self.error(seen[key], 1, Reason(code, {
                        "key": self.key_word(key), "variant_key": self.key_word("variant")}))
        record = DealRecord(trump=trump if trump is not None else 0, taker=taker,
                            dealer=dealer, leader=leader, rules=rules, belote=tuple(belote),
                            announcements=tuple(announces), contract=contract,
                            discovery=discovery, independent=independent,
                            deck=deck if two else None,
                            exchange=exchange[3] if two and exchange is not None else 0)
        record.lines["deal"] = start
        record.keys["rules"] = self.key_word("rules")
        if "belote" in seen:
            record.lines["belote"] = seen["belote"]
        if trick_lines and piles:
            pile_line = min(line for line, _ in piles.values())
            self.error(pile_line, 1, Reason("tricks_and_piles"))
        elif piles:
            if "leader" in seen:
                self.error(seen["leader"], 1, Reason("leader_piles", {
                    "key": self.key_word("leader")}))
            said = seen.get("last")
            self.read_piles(record, piles, last,
                            start if said is None else said, last_column, said is not None,
                            written.get("last", ("last", "")))
        elif trick_lines and variant_unread:
            pass  # read under the deal's game, which the file does not say in a known word
        elif trick_lines:
            if "last" in seen:
                self.error(seen["last"], 1, Reason("last_tricks", {
                    "key": self.key_word("last")}))
            if (leader is not None and dealer is not None and "leader" in seen
                    and (not two or dealer in PLAYERS)):
                # Both said: they must agree (the seat after the dealer leads trick 1; at
                # two, the other player), or the file says two things of one trick.
                after = dealer.partner if two else dealer.next(rules.clockwise)
                if leader is not after:
                    key_text, value = written["leader"]
                    self.error(seen["leader"], 1, Reason("leader_dealer", {
                        "key": key_text, "value": value, "dealer": dealer,
                        "expected": after}))
            problems = self.deal_problems
            self.read_tricks(record, trick_lines, trump is not None)
            if (two and deck is not None and dealer in PLAYERS and trump is not None
                    and (exchange is not None or "exchange" not in seen)
                    and (self.deal_problems == problems
                         or self.deal_problems == len(self.deal_errors))):
                # The deck fixes the hands: each card is checked against them up to the
                # first trick line with a problem of its own, so that a card played twice
                # is also named where it was not held (an edit's own line). Not where an
                # 'exchange:' line could not be read (said at its line): who holds the
                # seven and the retourne after it is not known.
                self.check_talon(record, sound_tricks(trick_lines, self.deal_errors),
                                 exchange)
        else:
            self.error(start, 0, Reason("no_tricks"))
        if self.deal_problems or not fits:
            return None, options
        return record, options

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
                match_rules([*kept, option])  # the file's own, without --rule
            except RuleError as e:
                self.error(line, column, problem_of(e))
                continue
            kept.append(option)
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


def _decouverte_meant(discovery: bool, seen: dict[str, int], word: str) -> bool:
    """Whether ``rules: découverte`` (the deal without bidding's earlier French word,
    ``word`` as written) stands beside a game of two's ``deck:`` line: belote découverte
    most likely meant (``decouverte_meant``)."""
    return discovery and "deck" in seen and word.lower() in _DECOUVERTE_WORDS
