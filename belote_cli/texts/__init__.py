"""Every text the program shows, in English and French: one catalogue (*les textes*).

Each entry is a key and its two wordings, ``(english, french)``, with ``{named}`` values.
``say(key, lang, **values)`` gives the text in ``lang``; ``describe(error, lang)`` words an
error of the library (its code and values, see ``errors.Reason``). The library never picks
a language: it raises codes and values, and the edge (the CLI, the play session) words
them here, so that a French player reads French cards (``D♣``), seats (``O`` for West) and
sentences everywhere.

A value is named for people by its type and name: a ``Seat`` by its letter (``W``, French
``O``; ``{seat_de}`` gives French ``de N`` / ``d'O``), a ``Team`` by its label (``EW``,
``EO``; ``{team_de}`` gives French ``de NS`` / ``d'EO``), a bid, a call, a contract, an
announcement or a declaration by ``name_of`` (``{announcement_le}`` gives French ``la
tierce au R♥``; but an announcement named ``announced`` as a deal file writes it: ``cent K♠
6``, French ``cent R♠ 6``); an int named ``card`` or ``*_card`` is a card (``Q♣``, ``D♣``),
``cards`` or ``*_cards`` a list of cards, ``declarations`` a list of declarations, ``suit``
or ``*_suit`` a suit (``♥``); a nested ``Reason`` is worded in the same language; a string
named ``seconds`` is a duration, which French writes with the decimal comma (``2,5``), and
``phase`` a deal's phase, named in French in French (``phase de la prise``, English ``phase
bid``). An int that is a count, a score, a target or a limit (``core.numbers.counted``: named
``target``, ``most``, ``points``, ``ns``…, or ``n`` in a sentence that counts with it) has
its thousands grouped as the language groups them (``1,000``, French ``1 000``). Strings and
other numbers are used as they are.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from ..core.english import Wording, one_of
from ..core.errors import BeloteError, DealFileErrors, Reason
from ..core.numbers import counted, decimal, in_marks, marked
from ..core.numbers import grouped as grouped  # the commands group their figures by it
from ..core.numbers import points_unit as points_unit  # the unit the figures of points say
from .deal import NAMES, NOTES, REVIEW, SCORE, TALLY
from .help import HELP
from .letters import LANGUAGE_NAMES, suit_letter_problem
from .library import LIBRARY
from .problems import PROBLEMS, SYSTEM_REASONS_FR
from .report import BOT_NAMES_FR
from .review import PLAY_REVIEW
from .session import SESSION
from .simulate import SIMULATE
from .two_player import TWO_PLAYER
from .usage import USAGE

# The values' types, imported where a value is named: ``belote --version`` loads no rule.
if TYPE_CHECKING:
    from ..core.announcements import Announcement
    from ..core.bidding import Bid
    from ..core.coinche import Call, Contract
    from ..core.declarations import Declaration
    from ..core.seats import Seat, Team

#: The languages of the catalogue.
LANGUAGES: tuple[str, ...] = ("en", "fr")

_SEAT_LETTERS = {"en": "NESW", "fr": "NESO"}
_TEAM_LABELS = {"en": ("NS", "EW"), "fr": ("NS", "EO")}


def seat_letter(seat: Seat, lang: str = "en") -> str:
    """``N E S W``; West is ``O`` (*Ouest*) in French."""
    return _SEAT_LETTERS["fr" if lang == "fr" else "en"][seat]


def team_label(team: Team, lang: str = "en") -> str:
    """``NS`` / ``EW`` (French ``EO``)."""
    return _TEAM_LABELS["fr" if lang == "fr" else "en"][team]


# --- why a card, a call or a bid is refused (the library's ``Reason`` codes) -----------------

#: The obligations of the play (*obligations*), as what the player must do: ``rules``
#: refuses a card with one of these codes; they read ``must follow ♥`` (``doit fournir ♥``)
#: or, to the player, ``you must follow ♥`` (``vous devez fournir ♥``).
_OBLIGATIONS: dict[str, tuple[str, str]] = {
    "must_follow": ("follow {suit}", "fournir {suit}"),
    "must_raise": ("play a trump higher than {card}", "monter à l'atout sur {card}"),
    "must_beat": ("beat {card}", "monter sur {card}"),
    "must_overtrump": ("overtrump {card}", "surcouper {card}"),
    "must_undertrump": ("undertrump (play a trump {suit})", "sous-couper (jouer atout {suit})"),
    "must_trump": ("trump {suit}", "couper (jouer atout {suit})"),
}

_REASONS: dict[str, tuple[str, str]] = {
    "must": ("must {rule}", "doit {rule}"),
    "you_must": ("you must {rule}", "vous devez {rule}"),
    "not_in_hand": ("{card} is not in the hand", "{card} n'est pas dans la main"),
    "not_in_seat_hand": ("{card} is not in {seat}'s hand",
                         "{card} n'est pas dans la main {seat_de}"),
    "card_refused": ("{card}: {reason}", "{card} : {reason}"),
    # The coinche auction (``CoincheAuction.why_illegal``).
    "coinched_no_bids": ("the contract is coinched: no more bids (pass)",
                         "le contrat est coinché : plus d'enchères (passez)"),
    "coinched_no_bids_or_surcoinche": (
        "the contract is coinched: no more bids (pass or surcoinche)",
        "le contrat est coinché : plus d'enchères (passez ou surcoinchez)"),
    "no_sa_ta": ("no bid names SA or TA unless the table plays them (--rule sa_ta=on)",
                 "aucune enchère en SA ou TA sans la règle sa_ta=on"),
    "nothing_above_capot": ("nothing is above capot: pass or coinche",
                            "rien au-dessus du capot : passez ou coinchez"),
    "not_above_last": (
        "{call} is not above the last bid ({last} by {seat}): bid {low} or more, or pass",
        "{call} n'est pas au-dessus de la dernière enchère ({last} par {seat}) : "
        "enchérissez à {low} ou plus, ou passez"),
    "nothing_to_coinche": ("nothing to coinche: nobody has bid",
                           "rien à coincher : personne n'a enchéri"),
    "already_coinched": ("the contract is already coinched", "le contrat est déjà coinché"),
    "own_team_bid": (
        "only an opponent may coinche: {last} is your own team's bid ({seat})",
        "seul un adversaire peut coincher : {last} est l'enchère de votre équipe ({seat})"),
    "nothing_to_surcoinche": ("nothing to surcoinche: the contract is not coinched",
                              "rien à surcoincher : le contrat n'est pas coinché"),
    "only_takers": ("only the takers ({team}) may surcoinche",
                    "seule l'attaque ({team}) peut surcoincher"),
    "call_not_allowed": ("{seat}: {reason}", "{seat} : {reason}"),
    "auction_over": ("the auction is over", "les enchères sont finies"),
    # The classic taking (``bidding.Auction``): French names it as the rule book does, la
    # prise, ended whether a seat took or all passed twice.
    "bidding_over": ("the taking is over", "la prise est finie"),
    "take_round1": ("in round one you can only take {suit} or pass",
                    "au premier tour, on ne peut que prendre à {suit} ou passer"),
    "take_round2": ("in round two name a suit other than {suit} ({retourne_card}), or pass",
                    "au second tour, nommez une autre couleur que {suit} ({retourne_card}), "
                    "ou passez"),
    "take_sa_ta_off": ("{taken_suit} is taken with the rule sa_ta=on only",
                       "{taken_suit} ne se prend qu'avec la règle sa_ta=on"),
    # A deal's phases and turns (``Game`` and the two-player games: ``apply``, ``take``,
    # ``call``, ``announce``, ``play``, ``say_belote``, ``swap``, ``to_record``) and a
    # match's deals (``Match``); ``{expected}`` names the action the deal waits for.
    "deal_over": ("the deal is over", "la donne est finie"),
    "action_expected": ("{seat}: expected {expected}, not {action}",
                        "{seat} : on attend {expected}, pas {action}"),
    "action_expected_anyone": ("expected {expected}, not {action}",
                               "on attend {expected}, pas {action}"),
    "not_the_taking": ("this is not the taking", "ce n'est pas le moment de la prise"),
    "take_name_suit": ("round two of the taking: name the suit to take, or pass",
                       "au second tour, nommez la couleur à prendre, ou passez"),
    "not_the_auction": ("this is not the coinche auction",
                        "ce n'est pas le moment des enchères de la coinche"),
    "announce_not_now": ("announcements are made before a seat's first card",
                         "les annonces se font avant la première carte du joueur"),
    "announce_first": ("announcements come before the first card",
                       "les annonces viennent avant la première carte"),
    "belote_first": (
        "{seat} says belote or not first: say_belote(True) or say_belote(False)",
        "{seat} doit d'abord dire belote ou non : say_belote(True) ou say_belote(False)"),
    "exchange_first": (
        "{seat} swaps the trump 7 for the retourne or not first: swap(True) or swap(False)",
        "{seat} doit d'abord dire s'il échange le 7 d'atout contre la retourne : swap(True) "
        "ou swap(False)"),
    "not_the_play_phase": ("this is not the play (phase {phase})",
                           "ce n'est pas le moment de jouer une carte (phase {phase})"),
    "not_the_play": ("this is not the play", "ce n'est pas le moment de jouer une carte"),
    "belote_not_now": ("belote is said with the first of king and queen of trump",
                       "belote se dit en jouant la première des deux cartes, roi ou dame "
                       "d'atout"),
    "belote_not_now_second": ("belote is said with the second of king and queen of trump",
                              "belote se dit en jouant la seconde des deux cartes, roi ou "
                              "dame d'atout"),
    "exchange_not_now": ("the seven is exchanged by the player about to lead",
                         "c'est le joueur qui va entamer qui échange le 7 d'atout"),
    "record_unplayed": ("only a finished deal that was played has a record",
                        "seule une donne jouée jusqu'au bout s'écrit en fichier de donne"),
    "record_no_tricks": ("the tricks of this deal were not kept",
                         "les plis de cette donne n'ont pas été gardés"),
    "match_over": ("the match is over", "la partie est finie"),
    "match_deal_unfinished": ("the deal is not finished", "la donne n'est pas finie"),
    "match_deal_counted": ("the deal is counted already", "la donne est déjà comptée"),
    "match_deal_game": ("a deal of {game} in a match of {match_game}: a match is played at "
                        "one game",
                        "une donne de {game} dans une partie de {match_game} : une partie se "
                        "joue à un seul jeu"),
    "match_deal_discovery": ("the discovery deal is played alone, never in a match: it has no "
                             "contract and no belote",
                             "la donne sans enchères se joue seule, jamais dans une partie : "
                             "elle n'a ni contrat ni belote"),
    "view_not_in_play": (
        "the view of the player to play is in the play only, not in phase {phase}: view(seat) "
        "gives any seat's view",
        "la vue du joueur qui doit jouer n'existe que pendant le jeu de la carte, pas pendant "
        "la phase {phase} : view(seat) donne la vue de n'importe quelle place"),
    # The announcements a seat declares (``announce``: its best split's, each once), and
    # a deal's play handed to a fast back-end (``settle_play``).
    "announce_not_best": (
        "{seat} cannot announce {announced}: the announcements of a hand are those of its "
        "best split, each once",
        "{seat} ne peut pas annoncer {announced} : les annonces d'une main sont celles du "
        "découpage qui rapporte le plus, chacune une fois"),
    "play_not_started": ("the play has not started", "le jeu de la carte n'a pas commencé"),
    "play_started": ("the play has started on the table",
                     "le jeu de la carte a commencé sur la table"),
    "settle_two": ("a two-player deal is played on its Game, not by a back-end",
                   "une donne à deux se joue sur son Game, pas par un moteur rapide"),
    # A coinche deal's verdict (``contract_verdict``).
    "verdict_made": ("contract {contract}: made, {team} score {points}",
                     "contrat {contract} : réussi, {team} marquent {points}"),
    "verdict_failed": ("contract {contract}: failed, {team} score {points}",
                       "contrat {contract} : chuté, {team} marquent {points}"),
}

#: The parts of the catalogue, each a job's texts; no key is in two parts.
PARTS: tuple[dict[str, tuple[str, str]], ...] = (SESSION, TWO_PLAYER, TALLY, NOTES, NAMES,
                                                 REVIEW, SCORE, PROBLEMS, _OBLIGATIONS, _REASONS,
                                                 PLAY_REVIEW, SIMULATE, USAGE, HELP, LIBRARY)

#: The space French writes before ``:`` ``;`` ``?`` ``!`` and ``%`` (``erreur : …``,
#: ``95 %``), which the catalogue writes as a plain space.
_BEFORE_SIGN = re.compile(r" (?=[:;?!%»])|(?<=«) ")


def french_spaces(text: str) -> str:
    """``text`` with a no-break space (U+00A0) where French puts a space before ``:`` ``;``
    ``?`` ``!`` ``%`` and ``»`` and after ``«``, so that no line is broken there."""
    return _BEFORE_SIGN.sub("\u00a0", text)


#: Every text by key, as the parts write it: its French with plain spaces.
_TEXTS: dict[str, tuple[str, str]] = {key: pair for part in PARTS
                                      for key, pair in part.items()}
_FRENCH: dict[str, str] | None = None


def _french() -> dict[str, str]:
    """Every French text by key, with the no-break spaces of ``french_spaces``: written
    on the first use of the French catalogue, so that an English run never pays for it."""
    global _FRENCH
    if _FRENCH is None:
        _FRENCH = {key: french_spaces(fr) for key, (_, fr) in _TEXTS.items()}
    return _FRENCH


class _Catalogue(Mapping[str, tuple[str, str]]):
    """``CATALOGUE``: each text's ``(english, french)``, the French with its no-break
    spaces (``_french``, written on the first French text read)."""

    def __getitem__(self, key: str) -> tuple[str, str]:
        return _TEXTS[key][0], _french()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(_TEXTS)

    def __len__(self) -> int:
        return len(_TEXTS)

    def __contains__(self, key: object) -> bool:
        return key in _TEXTS


#: Every text by key; its French with the no-break spaces of ``french_spaces``.
CATALOGUE: Mapping[str, tuple[str, str]] = _Catalogue()


def _named(name: str, value: object, lang: str) -> object:
    """``value`` for people in ``lang`` (see the module's docstring)."""
    if isinstance(value, str):
        # ``*_lang``: a language's code, in French its name (``le fichier est en anglais``).
        if name.endswith("_lang") and lang == "fr":
            return LANGUAGE_NAMES["fr"].get(value, value)
        # ``bot``: a bot's name, in French its French one (``le robot heuristique``).
        if name == "bot" and lang == "fr":
            return BOT_NAMES_FR.get(value, value)
        # ``why``, ``problem``: what the system said (``strerror``), in French where known.
        if name in ("why", "problem") and lang == "fr":
            return SYSTEM_REASONS_FR.get(value, value)
        # ``seconds``: a duration as the library writes it (``2.5``), in French with the
        # decimal comma (``2,5``, ``core.numbers.marked``; one written by decimal_text in
        # the reader's language already is left as it is).
        if name == "seconds":
            return marked(value, lang)
        # ``phase``: a deal's phase by its English name (``Phase``'s value, ``bid``), in
        # French what follows *phase* (``de la prise``).
        if name == "phase" and lang == "fr":
            return _PHASES_FR.get(value, value)
        return value
    if isinstance(value, bool):
        return value
    from ..core.announcements import Announcement
    from ..core.bidding import Bid
    from ..core.cards import card_symbol, suit_symbol
    from ..core.coinche import Call, Contract
    from ..core.declarations import Declaration
    from ..core.seats import Seat, Team

    if isinstance(value, Wording):  # a word in the reader's language
        return value.fr if lang == "fr" else value.en
    if isinstance(value, Seat):
        return seat_letter(value, lang)
    if isinstance(value, Team):
        return team_label(value, lang)
    if isinstance(value, Reason):
        return describe_reason(value, lang)
    if isinstance(value, int):
        if name == "card" or name.endswith("_card"):
            return card_symbol(value, lang)
        if name == "suit" or name.endswith("_suit"):
            return suit_symbol(value)
        return value
    # An announcement to write in a deal file (``écrivez 'cent A♥' ou 'carré A'``), or
    # one quoted as the library takes it: the file's notation, where a sentence names a
    # carré in words (``carré d'as``).
    if name in _WRITTEN and isinstance(value, Announcement):
        return _announced_fr(value) if lang == "fr" else value.symbols()
    if isinstance(value, (Announcement, Declaration, Bid, Call, Contract)):
        return name_of(value, lang)
    if (name == "cards" or name.endswith("_cards")) and isinstance(value, Iterable):
        return " ".join(card_symbol(c, lang) for c in value)
    if name == "seats" and isinstance(value, Iterable):
        return " ".join(seat_letter(s, lang) for s in value)
    if name == "declarations" and isinstance(value, Iterable):
        return ", ".join(name_of(d, lang) for d in value)
    if name == "alternatives" and isinstance(value, Iterable):
        return one_of([str(v) for v in value], "ou" if lang == "fr" else "or")
    if name == "missing" and isinstance(value, (list, tuple)):  # what a bot lacks
        return (" ni " if lang == "fr" else " nor ").join(str(v) for v in value)
    return value


#: The values that are an announcement as a deal file writes it.
_WRITTEN = frozenset({"announced", "sequence", "carre"})


def _announced_fr(announcement: Announcement) -> str:
    """``Announcement.symbols`` in French: an announcement as a French deal file writes it
    (``tierce R♥``, ``cent R♠ 6``, ``carré V``)."""
    from ..core.announcements import CARRE, CENT
    from ..core.cards import RANK_NAMES_FR, card_symbol

    if announcement.kind == CARRE:
        return f"carré {RANK_NAMES_FR[announcement.rank]}"
    text = f"{announcement.kind} {card_symbol(announcement.top, 'fr')}"
    return (f"{text} {announcement.length}" if announcement.kind == CENT
            and announcement.length > 5 else text)


def _of_team(team: Team, lang: str) -> str:
    """English ``NS``; French ``de NS`` / ``d'EO`` (*de* elided before a vowel)."""
    if lang != "fr":
        return team_label(team, lang)
    return "de NS" if team_label(team) == "NS" else "d'EO"


def _of_seat(seat: Seat, lang: str) -> str:
    """English ``W``; French ``de N``, ``d'E``, ``de S``, ``d'O`` (*de* elided before Est
    and Ouest, as before ``EO``)."""
    letter = seat_letter(seat, lang)
    if lang != "fr":
        return letter
    return f"d'{letter}" if letter in "EO" else f"de {letter}"


#: A carré in a French sentence, by its rank (7 to A), as the French rule book names them
#: (*carré de valets*, *carré de neuf*), where the deal file writes ``carré V``, ``carré 9``;
#: sevens and eights make none.
CARRES_FR = ("", "", "carré de neuf", "carré de dix", "carré de valets", "carré de dames",
             "carré de rois", "carré d'as")


#: A sequence in a French sentence said by its top card, as docs/rules.fr.md ranks it:
#: ``tierce au R♠``, ``cinquante à la D♥``, ``cent à l'A♦`` (the file's ``tierce R♠``).
SEQUENCE_TOPS_FR = ("au", "au", "au", "au", "au", "à la", "au", "à l'")

#: The article of each announcement's kind in a French sentence (*déjà dans la tierce au
#: R♥*, *le carré de valets*).
_ARTICLES_FR = {"tierce": "la", "cinquante": "le", "cent": "le", "carre": "le"}


def name_of(thing: Announcement | Declaration | Bid | Call | Contract, lang: str = "en"
            ) -> str:
    """A bid, a call, a contract or an announcement for people in ``lang``: ``W takes ♥``
    (``O prend ♥``), ``90 ♥``, ``pass`` (``passe``), ``110 ♥ by N, coinched`` (``110 ♥ par
    N, coinché``), ``tierce A♥`` (``tierce à l'A♥``), ``cent K♠ (6 cards)`` (``cent au R♠
    (6 cartes)``), ``carré J`` (``carré de valets``), ``N tierce A♥`` (a declaration; West
    is ``O`` in French)."""
    from ..core.announcements import CARRE, CENT, Announcement
    from ..core.bidding import Bid
    from ..core.cards import RANK_NAMES_EN, card_symbol, suit_symbol
    from ..core.coinche import Call, level_name
    from ..core.declarations import Declaration

    if isinstance(thing, Announcement):
        if thing.kind == CARRE:
            if lang == "fr":
                return CARRES_FR[thing.rank]
            return f"carré {RANK_NAMES_EN[thing.rank]}"
        top = card_symbol(thing.top, lang)
        if lang == "fr":
            before = SEQUENCE_TOPS_FR[thing.rank]
            top = f"{before}{top}" if before.endswith("'") else f"{before} {top}"
        text = f"{thing.kind} {top}"
        if thing.kind == CENT and thing.length > 5:
            text += say("ann_length", lang, n=thing.length)
        return text
    if isinstance(thing, Declaration):
        return f"{seat_letter(thing.seat, lang)} {name_of(thing.announcement, lang)}"
    if isinstance(thing, Bid):
        if thing.suit is None:
            return say("bid_pass", lang, seat=thing.seat)
        return say("bid_take", lang, seat=thing.seat, suit=thing.suit)
    if isinstance(thing, Call):
        if thing.kind == "bid":
            assert thing.level is not None and thing.suit is not None
            return f"{level_name(thing.level)} {suit_symbol(thing.suit)}"
        return say("call_word_pass", lang) if thing.kind == "pass" else thing.kind
    text = say("contract_name", lang, level=level_name(thing.level), suit=thing.suit,
               seat=thing.taker)
    if thing.multiplier > 1:
        text += say("contract_coinched" if thing.multiplier == 2 else "contract_surcoinched",
                    lang)
    return text


#: ``value`` formatted by a spec as ``lang`` writes a decimal (``core.numbers.decimal``, the
#: one rule): ``3.12``, French ``3,12``; the commands write their figures by it.
decimal_text = decimal


def points_text(value: float, lang: str = "en") -> str:
    """Expected points for people, to a tenth: ``152`` (not ``152.0``), ``132.5``; French
    writes the decimal comma, ``132,5``; thousands grouped as ``grouped`` groups them,
    ``-1,000.5``, French ``-1 000,5`` (a narrow no-break space)."""
    text = f"{value:,.1f}".removesuffix(".0")
    return in_marks("0" if text == "-0" else text, lang)


#: A deal's phases (``Phase``'s values) in French, as they follow *phase*: by the words of
#: the rule book and the catalogue (*la prise*, *les enchères* of the coinche, *le jeu de la
#: carte*, *l'échange du 7*).
_PHASES_FR = {"bid": "de la prise", "call": "des enchères", "announce": "des annonces",
              "play": "du jeu de la carte", "belote": "de la belote",
              "exchange": "de l'échange du 7", "over": "de fin de donne"}

#: The reasons whose count ``n`` French writes in the singular at 0 as at 1 (``0 carte``,
#: English ``0 cards``), each with the code of its wording for 0.
_FRENCH_AT_ZERO = {"trick_cards": "trick_zero_cards", "trick2_cards": "trick2_zero_cards",
                   "note_rest": "note_rest_zero", "api_two_players": "api_two_players_zero",
                   "hand_count": "hand_count_zero"}

#: The texts whose English names a count ``n`` the same at any number (``found 1``) and
#: whose French counts it in words that French writes in the singular at 0 and 1 (``1
#: carte``, ``0 carte``), each with the key of its French at 0 and 1.
_FRENCH_SINGULAR = {"hand_size": "hand_size_one", "api_four_bots": "api_four_bots_one",
                    "hands_four": "hands_four_one", "play_deck_count": "play_deck_count_one"}

#: The codes worded by a function rather than one sentence with values.
_WORDED = {"foreign_letter", "two_readings", "two_readings_mixed"}


def say(key: str, lang: str = "en", /, **values: object) -> str:
    """The text of ``key`` in ``lang`` (``en`` or ``fr``), its values named for people."""
    if lang == "fr" and key in _FRENCH_SINGULAR and values.get("n") in (0, 1):
        key = _FRENCH_SINGULAR[key]
    text = _french()[key] if lang == "fr" else _TEXTS[key][0]
    named = {name: _named(name, counted(key, name, value, lang), lang)
             for name, value in values.items()}
    if all(isinstance(value, str) for value in values.values()):
        return text.format(**named)  # words alone: no seat, team or announcement
    from ..core.announcements import Announcement
    from ..core.seats import Seat, Team

    for name, value in values.items():
        if isinstance(value, Team):  # ``{team_de}``: French ``de NS`` / ``d'EO``
            named[name + "_de"] = _of_team(value, lang)
        elif isinstance(value, Seat):  # ``{seat_de}``: French ``de N`` / ``d'O``
            named[name + "_de"] = _of_seat(value, lang)
        elif isinstance(value, Announcement) and name not in _WRITTEN:
            # ``{announcement_le}``: French ``la tierce au R♥``, ``le carré de valets``.
            named[name + "_le"] = (f"{_ARTICLES_FR[value.kind]} {named[name]}"
                                   if lang == "fr" else named[name])
    return text.format(**named)


def templates(prefix: str, lang: str = "en") -> Mapping[str, str]:
    """The raw wordings in ``lang`` of every key starting with ``prefix``, by the rest of the
    key (``templates("tally_", "fr")["wins"] == "gagne"``), for a renderer that fills many.
    Gathered once per prefix and language (a tally fills them for every trick)."""
    found = _TEMPLATES.get((prefix, lang))
    if found is None:
        if lang == "fr":
            french = _french()
            found = {key[len(prefix):]: french[key] for key in _TEXTS
                     if key.startswith(prefix)}
        else:
            found = {key[len(prefix):]: pair[0] for key, pair in _TEXTS.items()
                     if key.startswith(prefix)}
        if len(_TEMPLATES) < 16:
            _TEMPLATES[(prefix, lang)] = found
    return found


_TEMPLATES: dict[tuple[str, str], dict[str, str]] = {}


def describe_reason(reason: Reason, lang: str = "en", *, to_player: bool = False) -> str:
    """A ``Reason`` in ``lang``: an obligation reads ``must follow ♥`` (``doit fournir ♥``),
    or ``you must follow ♥`` (``vous devez fournir ♥``) with ``to_player``."""
    params: Mapping[str, object] = reason.params
    if reason.code in _WORDED:
        return suit_letter_problem(reason.code, params, lang)
    if reason.code in _OBLIGATIONS:
        return say("you_must" if to_player else "must", lang,
                   rule=say(reason.code, lang, **params))
    if lang == "fr" and params.get("n") == 0 and reason.code in _FRENCH_AT_ZERO:
        return say(_FRENCH_AT_ZERO[reason.code], lang, **params)
    return say(reason.code, lang, **params)


def describe(error: BeloteError, lang: str = "en") -> str:
    """A library error in ``lang``: its code and values worded, or its message as written;
    a file's ``DealFileErrors``, each of its problems on a line of its own, worded in
    ``lang``, then how many more (``str(error)`` in English)."""
    if isinstance(error, DealFileErrors):
        lines = [describe(problem, lang) for problem in error.errors]
        if error.more:
            lines.append(say("problems_more_stopped" if error.stopped else "score_more", lang,
                             n=error.more, line=error.stopped))
        return "\n".join(lines)
    if not error.code:
        return str(error)
    return describe_reason(error.reason, lang)


def report_words(lang: str = "en") -> Mapping[str, str]:
    """The words of ``belote simulate``'s text report in ``lang``, for
    ``simulation.report_text``."""
    from ..simulation.text_report import WORDS
    from .report import REPORT_FR

    return {key: french_spaces(text) for key, text in REPORT_FR.items()} if lang == "fr" \
        else WORDS
