"""The text catalogue: every text in both languages, and the library's errors worded there."""

from __future__ import annotations

import re
import string
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from belote_cli import texts
from belote_cli.core.bidding import Auction, Bid
from belote_cli.core.cards import (
    HEARTS,
    RANK_NAMES_EN,
    SPADES,
    SUIT_SYMBOLS,
    card,
    card_of_text,
    parse_card,
)
from belote_cli.core.coinche import (
    CAPOT,
    Call,
    CoincheAuction,
    Contract,
    parse_call,
    parse_contract,
)
from belote_cli.core.declarations import parse_declaration
from belote_cli.core.errors import (
    BeloteError,
    CardError,
    DealFileError,
    DealFileErrors,
    IllegalPlayError,
    Reason,
    RuleError,
)
from belote_cli.core.numbers import counted
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team, parse_seat
from belote_cli.core.state import DealState
from belote_cli.texts import (
    CATALOGUE,
    PARTS,
    describe,
    describe_reason,
    name_of,
    points_text,
    say,
    templates,
)


def _fields(text: str) -> set[str]:
    # ``{team_de}`` is ``{team}`` written with its French preposition (``d'EO``), and
    # ``{announcement_le}`` ``{announcement}`` with its French article (``la tierce au R♥``).
    return {name.removesuffix("_de").removesuffix("_le")
            for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_both_wordings_take_the_same_values(key: str) -> None:
    en, fr = CATALOGUE[key]
    assert en and fr
    assert _fields(en) == _fields(fr), key


#: The texts French writes as English does: the game's own French words.
SAME_IN_BOTH = {"dix de der"}


def test_no_french_text_is_the_english_pasted() -> None:
    # A text of two words or more the same in both languages is English left untranslated
    # (a new option's help pasted in both places passed every check), but the game's
    # words French and English share.
    pasted = [key for key, (en, fr) in CATALOGUE.items()
              if en == fr and en not in SAME_IN_BOTH
              and len(re.findall(r"[^\W\d_]{2,}", re.sub(r"\{[^}]*\}", "", en))) >= 2]
    assert pasted == []


#: The French texts whose colon follows a word on purpose: a file's place before its
#: problem, as a compiler writes it (``partie.belote:3:1: …``), and a line of a deal file
#: written as a comment (``# NS: …``).
GLUED_ON_PURPOSE = {"located", "key_score"}


def test_the_french_puts_a_space_before_its_signs() -> None:
    # CONTRIBUTING: the French is written with a plain space before : ; ? ! and %, which
    # the catalogue makes a no-break one; a text written "donnes comptées: {n}" passed
    # every test. A value's field ({word!r}) and a deal file's key in quotes
    # ('donneur:', 'partie: aucune') are no French sign, nor a colon inside a word
    # (tcp://HÔTE:PORT, local:N, S:"V♠ …").
    glued = []
    for part in texts.PARTS:
        for key, (_english, french) in part.items():
            text = re.sub(r"\{[^{}]*\}", "{}", french)
            text = re.sub(r"'[\w{}-]+:(?=[\s'])", "'", text)
            if key not in GLUED_ON_PURPOSE and re.search(r"\S[:;?!%](?!\S)", text):
                glued.append(key)
    assert glued == []


def test_no_key_is_in_two_parts_of_the_catalogue() -> None:
    assert len(CATALOGUE) == sum(len(part) for part in PARTS)


def test_values_are_named_for_people_in_each_language() -> None:
    # A seat by its letter (West is O in French), a team by its label, a card by its rank
    # letters (the queen is D in French), a suit by its symbol.
    assert say("plays", "en", seat=Seat.W, card="x") == "W plays x"
    assert say("plays", "fr", seat=Seat.W, card="x") == "O joue x"
    assert say("note_rest", "fr", team=Team.EW, n=16) == "le tas EO est le reste du jeu (16 cartes)"
    queen = card(SPADES, 5)
    assert describe_reason(Reason("must_raise", {"card": queen}), "en") == (
        "must play a trump higher than Q♠")
    assert describe_reason(Reason("must_raise", {"card": queen}), "fr") == (
        "doit monter à l'atout sur D♠")
    assert describe_reason(Reason("must_follow", {"suit": HEARTS}), "fr", to_player=True) == (
        "vous devez fournir ♥")
    # A team as every message writes it (EW, EO), not its two seats (E O).
    assert describe_reason(Reason("only_takers", {"team": Team.EW}), "fr") == (
        "seule l'attaque (EO) peut surcoincher")


def test_a_team_takes_de_elided_before_a_vowel_in_french() -> None:
    # French writes *de* before a consonant and *d'* before a vowel: the contract of
    # North-South is *de NS*, that of East-West (Est-Ouest, EO) *d'EO*.
    assert say("fate_failed", "fr", team=Team.NS) == "contrat de NS chuté"
    assert say("fate_failed", "fr", team=Team.EW) == "contrat d'EO chuté"
    assert say("fate_failed", "en", team=Team.EW) == "EW's contract failed"


def test_a_seat_takes_de_elided_before_a_vowel_in_french() -> None:
    # Est and Ouest begin with a vowel: the hand of West is *la main d'O*, of East *d'E*;
    # North and South keep *de*.
    assert describe_reason(Reason("hand_count", {"seat": Seat.W, "n": 7}), "fr") == (
        "la main d'O a 7 cartes, il en faut 8")
    assert describe_reason(Reason("hand_count", {"seat": Seat.N, "n": 7}), "fr") == (
        "la main de N a 7 cartes, il en faut 8")
    assert describe_reason(Reason("hand_card_both", {"text": "X", "seat": Seat.E, "line": 3}),
                           "fr") == "carte 'X' déjà dans la main d'E (ligne 3)"
    assert describe(RuleError(code="card_two_hands", card=card(HEARTS, 4), seat=Seat.E,
                              other=Seat.W), "fr") == (
        "V♥ est dans deux mains\xa0: celle d'E et celle d'O")
    # No French text writes a bare *de* before a seat or a team, named (``de {seat}``) or
    # written (``de E``); the tally of belote à deux (``tally2_``) names its two players N
    # and S, written as letters.
    bare = re.compile(r"\bde (\{(seat|other|taker|team|winner|dealer|leader|partner)[}!:]"
                      r"|(E|O|EO)\b)")
    assert [key for key, (_, fr) in CATALOGUE.items()
            if bare.search(fr) and not key.startswith("tally2_")] == []


def test_what_a_card_cost_in_points_is_coute_invariable_in_french() -> None:
    # Coûter with a measure (points, as a price) leaves its participle invariable: *les
    # points qu'elle a coûté*, as *les cent euros que ce meuble a coûté*; the help of
    # score --analyze and the command-line reference wrote *coûtés*.
    from pathlib import Path

    from belote_cli.texts.help import HELP

    assert "les points qu'elle a coûté, " in " ".join(HELP["cli_help_score_analyze"][1].split())
    pages = [Path(__file__).resolve().parent.parent / "docs" / "cli.fr.md"]
    said = [fr for _, fr in CATALOGUE.values()] + [p.read_text("utf-8") for p in pages]
    assert not [text for text in said if re.search(r"coûté(e)?s\b", text)]


def test_an_announcement_takes_the_article_of_its_gender_in_french() -> None:
    # *Un carré* is masculine, *une tierce* feminine: *le carré de valets*, *la tierce au
    # R♥*; the prompt writes a no-break space before its question mark.
    carre = parse_declaration("N carré J").announcement
    tierce = parse_declaration("N tierce K♥").announcement
    assert say("prompt_announce", "fr", ann=carre) == (
        "Annoncer le carré de valets\xa0? 1) oui  2) non")
    assert say("prompt_announce", "fr", ann=tierce) == (
        "Annoncer la tierce au R♥\xa0? 1) oui  2) non")


def test_the_undertrump_reads_as_the_reference_words_it() -> None:
    # The French rule text's word is sous-couper (it said 'pisser').
    assert describe_reason(Reason("must_undertrump", {"suit": SPADES}), "fr") == (
        "doit sous-couper (jouer atout ♠)")
    assert describe_reason(Reason("must_undertrump", {"suit": SPADES}), "en") == (
        "must undertrump (play a trump ♠)")


def test_templates_by_prefix() -> None:
    assert templates("tally_", "fr")["wins"] == "gagne"
    assert templates("tally_", "en")["wins"] == "wins"


def test_an_illegal_card_reads_in_english_and_french() -> None:
    hands = [0, 0, 0, 0]
    for seat, cards in ((Seat.S, "A♥ K♠"), (Seat.W, "7♥ Q♣"), (Seat.N, "8♥ 9♣"),
                        (Seat.E, "9♥ 10♣")):
        for c in cards.split():
            hands[seat] |= 1 << parse_card(c)
    state = DealState(hands, SPADES, Seat.S)
    state.play(parse_card("A♥"))
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("Q♣"))  # W holds a heart
    assert str(info.value) == "Q♣: must follow ♥"
    assert describe(info.value, "fr") == "D♣\xa0: doit fournir ♥"
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("K♠"), check=False)  # S's card, W to play
    assert str(info.value) == "K♠ is not in W's hand"
    assert describe(info.value, "fr") == "R♠ n'est pas dans la main d'O"


def test_a_refused_call_reads_in_both_languages() -> None:
    auction = CoincheAuction(Seat.N)  # E bids first
    auction.call(Call.bid(100, HEARTS))
    with pytest.raises(BeloteError) as info:
        auction.call(Call.bid(90, SPADES))  # S, under E's bid
    assert str(info.value) == (
        "S: 90 ♠ is not above the last bid (100 ♥ by E): bid 110 or more, or pass")
    assert describe(info.value, "fr") == (
        "S\xa0: 90 ♠ n'est pas au-dessus de la dernière enchère (100 ♥ par E)\xa0: "
        "enchérissez à 110 ou plus, ou passez")


def test_the_classic_taking_over_is_la_prise_in_french_the_coinche_s_les_encheres() -> None:
    # The rule book's words (docs/rules.fr.md): the classic taking is la prise, whether a
    # seat took or all passed twice; the coinche's auction, les enchères.
    taken = Auction(Seat.N, parse_card("10♦"))  # E speaks first
    taken.bid(None)
    taken.bid(parse_card("10♦") >> 3)  # S takes
    passed = Auction(Seat.N, parse_card("10♦"))
    for _ in range(8):
        passed.bid(None)  # all pass twice: a void deal
    for auction in (taken, passed):
        with pytest.raises(IllegalPlayError) as info:
            auction.bid(None)
        assert str(info.value) == "the taking is over"
        assert describe(info.value, "fr") == "la prise est finie"
    coinche = CoincheAuction(Seat.N)
    coinche.call(Call.bid(80, HEARTS))
    for _ in range(3):
        coinche.call(Call("pass"))
    with pytest.raises(BeloteError) as over:
        coinche.call(Call("pass"))
    assert describe(over.value, "fr").endswith("\xa0: les enchères sont finies")


def test_a_plain_message_stays_as_written() -> None:
    error = BeloteError("something went wrong")
    assert str(error) == describe(error, "fr") == "something went wrong"
    # Its args hold the message, as a Python exception's do (what logging and a caller's
    # e.args[0] read).
    assert error.args == ("something went wrong",)


def test_a_file_s_problems_read_in_french_one_a_line() -> None:
    # What ``loads`` raises, worded as a program shows it: each problem in French, where
    # ``describe`` gave the English of ``str()`` for the whole list.
    from belote_cli.dealfile import loads

    with pytest.raises(DealFileErrors) as info:
        loads("trump: H\n1: S:11H W:7H N:8H E:9H\n", "deal.belote")
    lines = describe(info.value, "fr").split("\n")
    assert lines[:2] == ["deal.belote:2:6: carte inconnue '11H'",
                         "deal.belote: 1 pli, il en faut 8"]
    assert len(lines) == len(info.value.errors) == 3
    assert describe(info.value) == str(info.value)


@pytest.mark.parametrize(("stopped", "english", "french"), [
    (0, "… and 4 more", "… et 4 de plus"),
    (40, "… and 4 more before line 40, where reading stopped",
     "… et 4 de plus avant la ligne 40, où la lecture s'est arrêtée"),
])
def test_the_problems_left_out_are_counted_in_french(stopped: int, english: str,
                                                     french: str) -> None:
    first = DealFileError("deal.belote", 3, 1, Reason("card_unknown", {"text": "11H"}))
    problems = DealFileErrors([first], more=4, stopped=stopped)
    assert str(problems) == describe(problems) == f"deal.belote:3:1: unknown card '11H'\n{english}"
    assert describe(problems, "fr") == f"deal.belote:3:1: carte inconnue '11H'\n{french}"


def test_points_are_written_to_a_tenth_without_a_trailing_zero() -> None:
    assert points_text(152.0) == points_text(152.0, "fr") == "152"
    assert points_text(151.96) == "152"  # rounded to a tenth first
    assert points_text(132.5) == "132.5"
    assert points_text(132.5, "fr") == "132,5"  # the French decimal comma
    assert points_text(0.04) == "0" and points_text(-0.04) == "0"


@pytest.mark.parametrize(("read", "code", "english", "french"), [
    (lambda: card_of_text("11♥"), "card_unknown", "unknown card '11♥'", "carte inconnue '11♥'"),
    # parse_card, the library's reader, says how to write a card, with the suit letters of
    # the language it reads (French: P C K T).
    (lambda: parse_card("11♥", "fr"), "card_unknown_forms",
     "unknown card '11♥': write the rank (7 8 9 10 J Q K A, or V D R) then the suit (♠ ♥ ♦ ♣ "
     "or P C K T), e.g. 9♠, V♥",
     "carte inconnue '11♥'\xa0: écrivez le rang (7 8 9 10 V D R A, ou J Q K) puis la couleur "
     "(♠ ♥ ♦ ♣ ou P C K T), par exemple 9♠, V♥"),
    (lambda: parse_seat("Z"), "seat_unknown", "unknown seat 'Z' (expected N, E, S or W)",
     "place inconnue 'Z' (attendu N, E, S ou O)"),
    # P is pique in French only; C is clubs in English and cœur in French (docs/format.md).
    (lambda: parse_card("AP"), "foreign_letter",
     "unknown card 'AP': P is not a suit letter in English (S H D C); in French, P is pique",
     "carte inconnue 'AP'\xa0: P n'est pas une lettre de couleur en anglais (S H D C)\xa0; en "
     "français, P est pique"),
    # Of the library's call, the argument to give (a deal file is told its header line).
    (lambda: parse_card("AC", None), "two_readings",
     "card 'AC': C is clubs in English and cœur in French, and lang=None reads both: give "
     "lang='en' or lang='fr'",
     "carte 'AC'\xa0: C est trèfle en anglais et cœur en français, et lang=None lit les "
     "deux\xa0: donnez lang='en' ou lang='fr'"),
    (lambda: RuleSet.parse(["undertrump=maybe"]), "rule_value",
     "unknown value 'maybe' for rule 'undertrump' (expected free or required)",
     "valeur inconnue 'maybe' pour la règle 'undertrump' (attendu free ou required)"),
    # The program's own cards in French: the jack is V.
    # J 10 9 8 7 is the lowest run through the jack: five cards, not six.
    (lambda: parse_declaration("N cent J♣ 6"), "ann_top",
     "no cent of 6 cards has J♣ as its top card (the lowest sequence ends at the 7)",
     "pas de cent de 6 cartes avec V♣ en haut (la plus basse séquence finit au 7)"),
    (lambda: parse_contract("110 ♥ Z"), "contract_taker",
     "unknown taker 'Z' in the contract '110 ♥ Z' (expected N, E, S or W after the bid)",
     "preneur inconnu 'Z' dans le contrat '110 ♥ Z' (attendu N, E, S ou O après l'enchère)"),
    # The suit quoted as typed, in its case (it was 'x' of '90 X').
    (lambda: parse_call("90 X"), "bid_suit",
     "unknown suit 'X' in the bid '90 X' (expected ♠ ♥ ♦ ♣, S H D C or a suit's name)",
     "couleur inconnue 'X' dans l'enchère '90 X' (attendu ♠ ♥ ♦ ♣, S H D C ou le nom d'une "
     "couleur)"),
    # A call that is none, or nothing at all: what is expected, in the French words of the
    # coinche auction (passe, une enchère), not the English ones.
    (lambda: parse_call("zz"), "bid_unknown",
     "unknown bid 'zz' (expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or "
     "surcoinche)",
     "enchère inconnue 'zz' (attendu passe, une enchère comme '90 ♥' ou 'capot ♠', coinche "
     "ou surcoinche)"),
    (lambda: parse_call(""), "bid_empty",
     "empty bid (expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or surcoinche)",
     "enchère vide (attendu passe, une enchère comme '90 ♥' ou 'capot ♠', coinche ou "
     "surcoinche)"),
])
def test_what_cannot_be_read_is_a_code_worded_in_each_language(
        read: Callable[[], object], code: str, english: str, french: str) -> None:
    with pytest.raises(BeloteError) as info:
        read()
    assert info.value.code == code
    assert str(info.value) == describe(info.value) == english
    assert describe(info.value, "fr") == french


# --- the library's own English (``str()`` of an error, without the catalogue) ------------

def test_the_library_s_english_is_the_catalogue_s() -> None:
    from belote_cli.core import english

    for code, sentence in english.ENGLISH.items():
        assert CATALOGUE[code][0] == sentence, code
    assert english.RANKS == RANK_NAMES_EN
    assert (*SUIT_SYMBOLS, "SA", "TA") == english.SUITS
    assert english.CAPOT == CAPOT
    assert set(texts._OBLIGATIONS) == english.OBLIGATIONS


@pytest.mark.parametrize("error", [
    CardError(code="card_unknown", text="11♥"),
    BeloteError(code="card_refused", card=12, reason=Reason("must_follow", {"suit": 1})),
    BeloteError(code="not_above_last", call=Call("bid", 90, 0), last=Call("bid", 100, 1),
                seat=Seat.E, low=110),
    BeloteError(code="verdict_made", contract=Contract(110, 1, Seat.N, 2), team=Team.EW,
                points=160),
    BeloteError(code="verdict_failed", contract=Contract(CAPOT, 3, Seat.W, 4), team=Team.NS,
                points=500),
    BeloteError(code="call_not_allowed", seat=Seat.S, reason=Reason("auction_over")),
    DealFileError("deal.belote", 2, 6, Reason("card_unknown", {"text": "11H"})),
])
def test_str_of_an_error_reads_as_the_catalogue_s_english(error: BeloteError) -> None:
    assert str(error) == describe(error, "en")


def test_str_of_a_reason_names_bids_and_announcements_as_the_catalogue_does() -> None:
    declaration = parse_declaration("W tierce A♥")
    for value in (Bid(Seat.W, 1, 1), Bid(Seat.N, 2, None), declaration,
                  declaration.announcement, Call("pass"), Call("coinche")):
        reason = Reason("as_written", {"text": "x"})  # a value the sentence leaves as is
        assert str(reason) == "x"
        assert english_named(value) == name_of(value, "en"), value


def test_the_library_s_english_names_a_list_of_declarations_and_a_long_cent() -> None:
    # Declarations are listed with commas between them (``N tierce A♥, E cent K♠``), a cent
    # of more than five cards with its length; other lists with a blank between them.
    declarations = [parse_declaration("N tierce A♥"), parse_declaration("E cent K♠ 6")]
    note = Reason("ann_note_score", {"declarations": declarations, "team": Team.EW,
                                     "worth": 100})
    assert str(note) == "announcements: N tierce A♥, E cent K♠ (6 cards); EW score 100"


def test_the_library_s_english_writes_a_value_that_names_nothing_as_it_is() -> None:
    from belote_cli.core import english

    # Cards are 0-31: 31 is A♣, 32 and -1 no card, written as ints.
    assert [english.card(c) for c in (0, 31, 32, -1)] == ["7♠", "A♣", "32", "-1"]
    assert english.named("card", 32) == "32"
    # Suits are 0-5: 5 is TA (no trump, the last contract), 6 and -1 no suit, as ints.
    assert [english.suit(s) for s in (0, 5, 6, -1)] == ["♠", "TA", "6", "-1"]
    # A reading of a suit letter that is no suit (4) is written as it is, never an error.
    reason = {"text": "C", "letter": "C", "what": "card", "readings": {"en": 3, "fr": 4}}
    assert english.sentence("two_readings", reason) == (
        "card 'C': C is clubs in English and 4 in French, and the file does not say its "
        "language (add 'lang: en' or 'langue: fr')")
    # A contract known by its fields whose multiplier is no int: neither coinched nor
    # surcoinched.
    contract = SimpleNamespace(level=110, suit=1, taker=Seat.N, multiplier=None)
    assert english.named("value", contract) == "110 ♥ by N"


def english_named(value: object) -> object:
    from belote_cli.core import english

    return english.named("value", value)


def _table_codes(source: str) -> set[str]:
    # The codes of a module's tables of codes, raised through a name (``code=game``): the
    # strings of each value of a module-level assignment to a name ending in ``_CODES``
    # (``dealfile.writer._MATCH_CODES``' codes by who refuses, not its keys).
    import ast

    codes: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        else:
            continue
        if not (isinstance(target, ast.Name) and target.id.endswith("_CODES")):
            continue
        parts = list(value.values) if isinstance(value, ast.Dict) else [value]
        codes |= {leaf.value for part in parts for leaf in ast.walk(part)
                  if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str)}
    return codes


def test_the_codes_of_a_table_are_found_as_the_codes_raised_by_name() -> None:
    source = ('''_MATCH_CODES = {"dumps": ("dumps_a", "dumps_b"), "score": ("score_a",)}\n'''
              '''OTHER = ("not_a_code",)\n_ONE_CODES: tuple[str, ...] = ("one_a",)\n''')
    assert _table_codes(source) == {"dumps_a", "dumps_b", "score_a", "one_a"}


def _raised_codes(source: str) -> tuple[set[str], set[str]]:
    # The codes a module raises, read by ast: the value of each ``code=`` and the first
    # argument of each ``Reason(``, a string, either side of an ``x if … else y`` (``code=
    # "api_two_players_one" if … else "api_two_players"``), or a name assigned such in the
    # same function (``code = "key_score" if … else "key_unknown"``); and, as written, the
    # codes built from pieces (``"note_dealer_two_level" + unbid``, an f-string), which the
    # source cannot list. A parameter or an attribute passed on is raised as it came.
    import ast

    codes: set[str] = set()
    built: set[str] = set()

    def read(node: ast.expr, assigned: dict[str, list[ast.expr]], depth: int = 0) -> None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            codes.add(node.value)
        elif isinstance(node, ast.IfExp):
            read(node.body, assigned, depth)
            read(node.orelse, assigned, depth)
        elif isinstance(node, ast.Name) and depth < 5:
            for value in assigned.get(node.id, []):
                read(value, assigned, depth + 1)
        elif isinstance(node, (ast.BinOp, ast.JoinedStr)):
            built.add(ast.unparse(node))

    tree = ast.parse(source)
    for scope in [tree, *(node for node in ast.walk(tree)
                          if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)))]:
        assigned: dict[str, list[ast.expr]] = {}
        # A module's own names, those of its top level; a function's, those in its body.
        for node in (scope.body if isinstance(scope, ast.Module) else ast.walk(scope)):
            if (isinstance(node, ast.Assign) and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name)):
                assigned.setdefault(node.targets[0].id, []).append(node.value)
        for node in ast.walk(scope):
            if not isinstance(node, ast.Call):
                continue
            for keyword in node.keywords:
                if keyword.arg == "code":
                    read(keyword.value, assigned)
            if isinstance(node.func, ast.Name) and node.func.id == "Reason" and node.args:
                read(node.args[0], assigned)
    return codes, built


def test_the_codes_raised_are_read_on_both_sides_of_a_choice() -> None:
    source = ('''def f(n, two, lang, code_given):\n'''
              '''    code = "c_one" if n == 1 else ("c_two" if two else "c_many")\n'''
              '''    raise E(code=code) if n else E(code="k_one" if n else "k_many")\n'''
              '''def g(n):\n'''
              '''    Reason("r_one" if n else "r_many"); Reason(f"f_{n}"); E(code="p_" + n)\n'''
              '''    E(code=code); E(code=self.code)\n''')
    assert _raised_codes(source) == (
        {"c_one", "c_two", "c_many", "k_one", "k_many", "r_one", "r_many"},
        {"f'f_{n}'", "'p_' + n"})


#: The codes built from pieces, each expression as the library writes it with the codes it
#: makes (which ``core.english`` words): a new one, or one rewritten, fails the test below
#: until it is listed here, or written out whole.
_BUILT_CODES = {
    "f'cards_mixed_{_other_language(lang)}'": {"cards_mixed_en", "cards_mixed_fr"},
    "f'worth_200{scale}'": {"worth_200", "worth_200_sa"},
    "f'worth_{value}{scale}'": {"worth_20", "worth_50", "worth_100", "worth_100_sa",
                                "worth_150", "worth_150_sa", "worth_200", "worth_200_sa"},
    "f'discovery_{key}'": {"discovery_taker", "discovery_contract", "discovery_belote"},
    **{f"'note_dealer_two_{how}' + unbid": {f"note_dealer_two_{how}",
                                            f"note_dealer_two_{how}_unbid"}
       for how in ("winner", "level", "alternate")},
}


def test_every_code_the_library_raises_has_its_english() -> None:
    # The codes written in the library's source (``code="…"``, ``Reason("…"``, and those
    # of its tables of codes, ``_MATCH_CODES``, raised as ``code=game``), below the
    # wording: each has a sentence of its own in ``core.english`` (the suit letters' three
    # are worded by a function there), so that ``str()`` never falls back to the bare code.
    import re
    from pathlib import Path

    import belote_cli
    from belote_cli.core import english

    package = Path(belote_cli.__file__).parent
    found: set[str] = set()
    built: set[str] = set()
    for path in package.rglob("*.py"):
        if path.relative_to(package).parts[0] in ("texts", "cli", "play", "render.py"):
            continue
        source = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'(?:code=|Reason\()"([a-z_0-9]+)"', source))
        raised, pieces = _raised_codes(source)
        found |= raised | _table_codes(source)
        built |= pieces
    assert len(found) > 100
    assert built == set(_BUILT_CODES), sorted(built ^ set(_BUILT_CODES))
    found |= set().union(*_BUILT_CODES.values())
    # Both codes of a choice, of a name assigned one, and those written out whole.
    assert {"api_two_players", "api_two_players_one", "key_score", "key_unknown",
            "tricks2_few", "tricks_one", "hint_anticlockwise"} <= found
    # dumps' refusals of a match and score's, raised from writer's table by name.
    assert {f"{who}_match_{what}" for who in ("dumps", "score")
            for what in ("game", "discovery", "target", "later")} <= found
    worded = {"foreign_letter", "two_readings", "two_readings_mixed"}
    assert found - worded <= set(english.ENGLISH), sorted(found - worded - set(english.ENGLISH))


@pytest.mark.parametrize(("code", "params", "english", "french"), [
    ("cluster_cannot_import", {"worker": "tcp://10.0.0.7:40001", "why": "No module named x",
                               "version": "0.1.0"},
     "the worker at tcp://10.0.0.7:40001 cannot import belote_cli (No module named x): "
     "install belote_cli 0.1.0 there with its [cluster] extra",
     "le processus de travail à tcp://10.0.0.7:40001 ne peut pas importer belote_cli (No "
     "module named x)\xa0: installez-y belote_cli 0.1.0 avec son option d'installation "
     "[cluster]"),
    ("cluster_other_version", {"worker": "tcp://w:1", "found": "0.0.9", "version": "0.1.0"},
     "the worker at tcp://w:1 runs belote_cli 0.0.9, this program 0.1.0: install the same "
     "version on every worker",
     "le processus de travail à tcp://w:1 utilise belote_cli 0.0.9, ce programme 0.1.0\xa0: "
     "installez la même version sur chaque processus de travail"),
    ("cluster_chunk_lost", {"index": 7, "why": "killed"},
     "chunk 7 was lost with every worker that ran it (killed)",
     "le lot 7 a été perdu avec chaque processus de travail qui l'a joué (killed)"),
    ("cluster_unreachable", {"spec": "tcp://h:8786", "seconds": "10"},
     "cannot reach the Dask scheduler at tcp://h:8786 within 10 s",
     "l'ordonnanceur Dask à tcp://h:8786 ne répond pas en 10 s"),
    ("cluster_no_worker", {"address": "tcp://h:8786", "seconds": "2.5", "why": "timed out"},
     "no worker joined the Dask scheduler at tcp://h:8786 within 2.5 s (timed out)",
     "aucun processus de travail n'a rejoint l'ordonnanceur Dask à tcp://h:8786 en 2,5 s "
     "(timed out)"),  # French writes the decimal comma (it wrote 2.5 s)
    # What answered in place of a scheduler: a nested reason, in the same language.
    ("cluster_not_dask", {"spec": "tcp://h:80", "answer": Reason("answer_blank_byte")},
     "no Dask scheduler at tcp://h:80: 1 blank byte",
     "pas d'ordonnanceur Dask à tcp://h:80\xa0: 1 octet blanc"),
    ("cluster_not_dask", {"spec": "tcp://h:80",
                          "answer": Reason("answer_silent", {"seconds": "1.5"})},
     "no Dask scheduler at tcp://h:80: nothing was said within 1.5 s",
     "pas d'ordonnanceur Dask à tcp://h:80\xa0: rien n'a été dit en 1,5 s"),
])
def test_a_cluster_error_reads_in_both_languages(code: str, params: dict[str, object],
                                                  english: str, french: str) -> None:
    from belote_cli.simulation.cluster import ClusterError

    error = ClusterError(code=code, **params)
    assert str(error) == describe(error, "en") == english
    assert describe(error, "fr") == french


def test_french_puts_a_no_break_space_before_its_high_signs() -> None:
    # French typography: a space that no line may break before ':' ';' '?' '!' and '%';
    # English has none.
    assert texts.say("card_refused", "fr", card=card(0, 5), reason="x") == "D♠\xa0: x"
    assert texts.say("card_refused", "en", card=card(0, 5), reason="x") == "Q♠: x"
    for en, fr in texts.CATALOGUE.values():
        for sign in ":;?!%":
            assert " " + sign not in fr, fr
        assert "\xa0" not in en, en


def test_a_wrapped_french_line_keeps_each_sign_with_the_word_before() -> None:
    from belote_cli.cli.screen import wrapped

    line = "Points de plis jusqu'ici\xa0: NS 81, EO 0\xa0; à vous de jouer\xa0? oui\xa0!"
    for width in range(12, len(line)):
        rows = wrapped(line, width)
        assert all(len(row) <= width for row in rows), (width, rows)
        assert not any(row.lstrip().startswith(tuple(":;?!")) for row in rows), (width, rows)
        # From 20 columns, each row after the first goes on after four blanks.
        indent = "    " if width >= 20 else ""
        assert all(row.startswith(indent) and row[len(indent)] != " " for row in rows[1:])
        assert " ".join([rows[0], *(row[len(indent):] for row in rows[1:])]) == line, (
            width, rows)


def test_the_french_spaces_are_written_once_on_the_first_french_text(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The catalogue's French gets its no-break spaces when French is first read, all at
    # once, and never again; an English text never writes them (an English run does not
    # pay for them at start-up).
    from pathlib import Path

    from typer.testing import CliRunner

    from belote_cli.cli import app

    calls: list[str] = []
    real = texts.french_spaces

    def counting(text: str) -> str:
        calls.append(text)
        return real(text)

    monkeypatch.setattr(texts, "french_spaces", counting)
    monkeypatch.setattr(texts, "_FRENCH", None)
    made = Path(__file__).resolve().parent.parent / "examples" / "made.belote"
    assert CliRunner().invoke(app, ["score", str(made)]).exit_code == 0
    assert texts.say("card_refused", "en", card=card(0, 5), reason="x") == "Q♠: x"
    assert "card_refused" in texts.CATALOGUE and len(texts.CATALOGUE) > 600
    assert calls == []
    assert texts.say("card_refused", "fr", card=card(0, 5), reason="x") == "D♠\xa0: x"
    assert len(calls) == len(texts.CATALOGUE)
    assert texts.CATALOGUE["card_refused"] == ("{card}: {reason}", "{card}\xa0: {reason}")
    assert texts.say("must", "fr", rule="x") == "doit x"
    assert len(calls) == len(texts.CATALOGUE)


@pytest.mark.parametrize(("value", "en", "fr"), [
    (999, "999", "999"),
    (1_000, "1,000", "1\u202f000"),
    (11_070, "11,070", "11\u202f070"),
    (4_000_000_000, "4,000,000,000", "4\u202f000\u202f000\u202f000"),
    (125_000.0, "125,000", "125\u202f000"),  # a rate: 400,000 deals in 3.2 s
    (3_222.4, "3,222", "3\u202f222"),  # rounded to the unit
])
def test_thousands_are_grouped_by_one_rule(value: float, en: str, fr: str) -> None:
    # A comma in English, a narrow no-break space in French (the typography of numbers):
    # the catalogue's grouped, the simulation's report (which may not import the
    # catalogue) and the speed line all write a figure by ``core.numbers.grouped``.
    import doctest

    from belote_cli.cli.commands.simulate import speed_text
    from belote_cli.core import numbers
    from belote_cli.simulation import text_report

    assert texts.grouped is numbers.grouped
    assert doctest.testmod(numbers).failed == 0
    for lang, written in (("en", en), ("fr", fr)):
        assert texts.grouped(value, lang) == written
        if isinstance(value, int):
            assert text_report._count(value, texts.report_words(lang)) == written
        else:  # a rate: as many deals in 10 s
            assert speed_text(round(value * 10), 10.0, lang).startswith(written + " ")


@pytest.mark.parametrize(("value", "spec", "en", "fr"), [
    (132.5, ".1f", "132.5", "132,5"),
    (0.11, ".2f", "0.11", "0,11"),
    (-27.39, "+.2f", "-27.39", "-27,39"),  # a negative keeps its sign before the mark
    (27.394, "+.2f", "+27.39", "+27,39"),
    (-0.11, "7.2f", "  -0.11", "  -0,11"),  # padded to the width, the mark one column
    (0.996, ".2f", "1.00", "1,00"),  # rounded up past the unit, the mark put after
    (-0.996, "+.2f", "-1.00", "-1,00"),
    # 0.995 is held as 0.99499999999999999555... (the nearest double), so to a hundredth
    # it rounds down, in both languages alike.
    (0.995, ".2f", "0.99", "0,99"),
])
def test_decimals_are_written_by_one_rule(value: float, spec: str, en: str, fr: str) -> None:
    # A point in English, a comma in French (the decimal comma): the catalogue's
    # decimal_text and points_text, the names a duration in a text (``{seconds}``), the
    # deal review's signed figures, the simulation's report (which may not import the
    # catalogue) and the command line's quoting of a number typed all write a decimal by
    # ``core.numbers``' one rule, where each wrote ``.replace(".", ",")`` for French.
    from belote_cli.core import numbers
    from belote_cli.simulation import text_report
    from belote_cli.texts import deal_review

    assert texts.decimal_text is numbers.decimal
    for lang, written in (("en", en), ("fr", fr)):
        assert numbers.decimal(value, spec, lang) == written
        assert text_report._number(value, spec, texts.report_words(lang)) == written
        english = format(value, spec)  # a duration named in a text, written as the library does
        assert numbers.marked(english, lang) == written
        per_deal = {"en": f"{written} s per deal", "fr": f"{written} s par donne"}[lang]
        assert say("sim_per_deal", lang, seconds=english) == per_deal
        if spec == "+.2f":
            assert deal_review._signed(value, lang) == written
        if spec == ".1f":
            assert points_text(value, lang) == written


def test_a_decimal_with_its_thousands_grouped_has_both_marks_of_its_language() -> None:
    # 1234.5 to a hundredth, grouped: a comma then a point in English, a narrow no-break
    # space then a comma in French (not 1,234,50, the comma twice).
    from belote_cli.core.numbers import decimal

    assert decimal(1234.5, ",.2f") == "1,234.50"
    assert decimal(1234.5, ",.2f", "fr") == "1\u202f234,50"


def test_a_language_without_marks_of_its_own_writes_a_figure_as_english() -> None:
    # core.numbers' THOUSANDS and DECIMAL_MARKS: a language not there groups its thousands
    # and marks its decimals as English does.
    from belote_cli.core.numbers import decimal, in_marks

    assert in_marks("-1,000.53", "de") == "-1,000.53"
    assert decimal(1234.5, ",.2f", "es") == "1,234.50"


@pytest.mark.parametrize(("value", "en", "fr"), [
    (-1000.53, "-1,000.53", "-1\u202f000,53"),
    (1234.5, "+1,234.50", "+1\u202f234,50"),
    (-999.99, "-999.99", "-999,99"),  # under a thousand: nothing to group
    (12345.678, "+12,345.68", "+12\u202f345,68"),
])
def test_a_signed_figure_of_the_hint_and_the_review_groups_its_thousands(
        value: float, en: str, fr: str) -> None:
    # The coinche call's hint and the deal review write a margin to a hundredth with its
    # sign, its thousands grouped as a whole number's are: a comma in English (1,000), a
    # narrow no-break space in French (1 000), then the language's decimal mark.
    from belote_cli.texts import deal_review

    assert deal_review._signed(value, "en") == en
    assert deal_review._signed(value, "fr") == fr


@pytest.mark.parametrize(("value", "en", "fr"), [
    (-1000.53, "-1,000.5", "-1\u202f000,5"),
    (1200.0, "1,200", "1\u202f200"),  # a whole figure without its tenth
    (-1000.04, "-1,000", "-1\u202f000"),
    (999.96, "1,000", "1\u202f000"),  # rounded to a tenth first, then grouped
])
def test_the_points_of_the_card_hint_group_their_thousands(value: float, en: str,
                                                           fr: str) -> None:
    # The card hint's points and deal score margins, to a tenth: grouped as the counts.
    assert points_text(value) == en
    assert points_text(value, "fr") == fr


def test_the_decimal_comma_is_written_in_one_place() -> None:
    # No module but core.numbers swaps the decimal point for the comma: a copy of the rule
    # is how two texts came to write one figure two ways.
    from pathlib import Path

    import belote_cli

    package = Path(belote_cli.__file__).parent
    copies = [path.relative_to(package).as_posix() for path in sorted(package.rglob("*.py"))
              if any(rule in path.read_text(encoding="utf-8")
                     for rule in ('replace(".", ",")', "replace('.', ',')"))]
    assert copies == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_figures_of_a_command_line_have_the_decimal_mark_of_its_language(lang: str) -> None:
    # The quoting of a number typed, and the pace of a run: 5 deals in 2 s are 2.5 a
    # second; 2 deals in 5 s take 2.5 s each, to a hundredth 2.50.
    from belote_cli.cli.commands.common import as_typed, seconds
    from belote_cli.cli.commands.simulate import speed_text

    french = lang == "fr"
    assert as_typed(12.5, lang) == ("12,5" if french else "12.5")
    assert as_typed(-0.11, lang) == ("-0,11" if french else "-0.11")
    assert as_typed(10.0, lang) == "10"
    assert as_typed(seconds("1,5e400"), lang) == ("1,5e400" if french else "1.5e400")
    assert speed_text(5, 2.0, lang) == ("2,5 donnes/s" if french else "2.5 deals/s")
    assert speed_text(2, 5.0, lang) == ("2,50 s par donne" if french else "2.50 s per deal")


@pytest.mark.parametrize(("key", "fields", "french"), [
    ("taken", {"suit": "♦", "seat": "S", "team": "NS"},
     "L'atout est ♦, pris par S\xa0: l'équipe NS joue le contrat. Chacun a 8 cartes."),
    ("taken_sa_ta", {"contract": "Tout atout", "seat": "O", "team": "EO"},
     "Tout atout\xa0: le contrat est pris par O, l'équipe EO le joue. Chacun a 8 cartes."),
    ("open_taken", {"suit": "♣", "seat": "N"}, "L'atout est ♣, pris par N."),
    ("open_no_bid", {"suit": "♥"},
     "L'atout est ♥, la couleur de la retourne\xa0: pas de prise, pas de contrat."),
])
def test_the_french_taking_lines_name_the_trump_with_its_article(
        key: str, fields: dict[str, str], french: str) -> None:
    # The trump with its article ('L'atout est ♦'), where the lines said 'Atout ♦, pris
    # par S'; sans atout and tout atout are contracts, and the contract is what is taken.
    # Each within 80 columns at its longest (tout atout, a seat and a team of one word).
    from belote_cli.texts import say

    line = say(key, "fr", **fields)
    assert line == french
    assert len(line) <= 80, line


def test_a_count_is_grouped_and_a_seat_or_a_number_of_deal_is_not() -> None:
    # A target, a score or a count of 1,000 or more is written as each language groups
    # it; a seat or a team (ints underneath) keeps its letter, a bool stays a bool, and
    # a deal's number ``n`` outside the sentences that count with it stays as it is.
    assert counted("intro_match", "target", 1000) == "1,000"
    assert counted("intro_match", "target", 2000, "fr") == "2\u202f000"
    assert counted("score_problems", "n", 1031) == "1,031"
    assert counted("deal", "n", 1000) == 1000
    assert counted("x", "s", Seat.S) is Seat.S and counted("x", "ns", Team.NS) is Team.NS
    assert counted("x", "count", True) is True
    assert say("intro_match", "en", target=1000) == "Match to 1,000 points."


def test_a_french_bot_name_is_read_as_a_bot_known_only() -> None:
    # --bots takes the French report's names (heuristique, aléatoire or aleatoire) for the
    # built-in bots they name, where the bots known have them; a French name whose bot is
    # not known is left as written, for the caller to refuse by the name the user gave.
    from belote_cli.texts.report import bot_name_read

    assert bot_name_read("Heuristique", ["heuristic", "random"]) == "heuristic"
    assert bot_name_read("aleatoire", ["heuristic", "random"]) == "random"
    assert bot_name_read("Heuristique", ["random"]) == "heuristique"
    assert bot_name_read("aléatoire", ["expert"]) == "aléatoire"
    assert bot_name_read("nobody", ["random"]) == "nobody"


def test_a_cent_says_its_length_past_five_cards_only() -> None:
    # A cent of five cards is named by its top card alone, one of six or more with its
    # length, in a sentence (cent K♠ (6 cards), French cent au R♠ (6 cartes)) as in a deal
    # file's notation (cent K♠ 6, French cent R♠ 6), which a message quotes for the user
    # to write.
    five = parse_declaration("E cent A♥").announcement
    six = parse_declaration("E cent K♠ 6").announcement
    assert (name_of(five, "en"), name_of(five, "fr")) == ("cent A♥", "cent à l'A♥")
    assert (name_of(six, "en"), name_of(six, "fr")) == ("cent K♠ (6 cards)",
                                                        "cent au R♠ (6 cartes)")
    for announced, en, fr in ((five, "cent A♥", "cent A♥"), (six, "cent K♠ 6", "cent R♠ 6")):
        assert say("announce_not_best", "en", seat=Seat.E, announced=announced).startswith(
            f"E cannot announce {en}: the announcements of a hand")
        assert say("announce_not_best", "fr", seat=Seat.E, announced=announced).startswith(
            f"E ne peut pas annoncer {fr}\xa0: les annonces d'une main")


@pytest.mark.parametrize(("value", "lang", "word"), [
    (1, "en", "point"), (-1.0, "en", "point"), (0.96, "en", "point"),  # shown "1", "-1"
    (0, "en", "points"), (1.5, "en", "points"), (18, "en", "points"), (-31.2, "en", "points"),
    # French: singular below 2 (0 point, 1,5 point), plural from 2.
    (0, "fr", "point"), (1, "fr", "point"), (1.5, "fr", "point"), (-1.94, "fr", "point"),
    (2, "fr", "points"), (-31.2, "fr", "points"),
])
def test_a_figure_of_points_says_its_unit(value: float, lang: str, word: str) -> None:
    # The hint's margins and costs, the review's and score --analyze's: 'cost 18 points',
    # '-31.2 points a deal', where they read 'cost 18', '-31.2 a deal'.
    assert texts.points_unit(value, lang) == word


def test_a_system_reason_reads_as_french_agrees_it() -> None:
    # EBUSY names two things either of which may be busy: French says both busy, the
    # adjective in the masculine plural (périphérique, masculine; ressource, feminine).
    assert say("file_unreadable", "fr", why="Device or resource busy") == (
        "impossible de lire le fichier\xa0: périphérique ou ressource occupés")
    assert say("file_unreadable", "en", why="Device or resource busy") == (
        "cannot read the file: Device or resource busy")
