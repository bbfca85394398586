"""French for the problems found in a deal file (``belote score --lang fr``).

The library words its errors in English, one sentence shape per problem. This module
matches each shape and gives the same sentence in French, the quoted parts of the file
(cards, keys, values) left as written. A message of a shape it does not know is returned
unchanged: a new message is never lost, at worst it stays in English.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_CARD = re.compile(r"(?<![\w'])(10|[7-9JQKA])([♠♥♦♣])")
_FRENCH_RANKS = {"J": "V", "Q": "D", "K": "R"}


def _seat(letter: str) -> str:
    """A seat's letter as French players write it: West is O (*Ouest*)."""
    return "O" if letter == "W" else letter


def _team(name: str) -> str:
    """A team as French players write it: EO for East-West."""
    return "EO" if name == "EW" else name


def _cards(text: str) -> str:
    """Cards named by the program (not quoted from the file) with French ranks: D♣, R♥, V♠."""
    return _CARD.sub(lambda m: _FRENCH_RANKS.get(m[1], m[1]) + m[2], text)


class _Values:
    """The values a shape took from a message: ``m[1]``, ``m[2]``… as a match gives them."""

    def __init__(self, values: list[str]) -> None:
        self.values = values

    def __getitem__(self, index: int) -> str:
        return self.values[index - 1]


_WHY: tuple[tuple[str, str | Callable[[re.Match[str]], str]], ...] = (
    (r"given by 'leader:'", "donné par 'leader:'"),
    (r"after dealer (\w)", lambda m: f"après le donneur {_seat(m[1])}"),
    (r"won trick (\d+)", r"a gagné le pli \1"),
)

_DEAL = re.compile(r"deal (\d+): (.*)")
_HINT = re.compile(r"(.*) \(the seats are in (\w+) order: add 'rules: direction=(\w+)'\)")


def _why(text: str) -> str:
    for pattern, french in _WHY:
        m = re.fullmatch(pattern, text)
        if m:
            return m.expand(french) if isinstance(french, str) else french(m)
    return text


def _must_lead(m: _Values) -> str:
    return f"pli {m[1]} : {_seat(m[2])} doit entamer ({_why(m[3])}), trouvé {_seat(m[4])}"


_Replacement = str | Callable[[_Values], str]

_LANGUAGE = {"English": "anglais", "French": "français", "en": "anglais", "fr": "français"}
_SUIT_FR = {"spades": "pique", "hearts": "cœur", "diamonds": "carreau", "clubs": "trèfle",
            "pique": "pique", "cœur": "cœur", "carreau": "carreau", "trèfle": "trèfle"}
_DISCOVERY_HAS = {"a taker": "un preneur", "a contract": "un contrat",
                  "a belote declared": "une belote annoncée"}


def _foreign_letter(m: _Values) -> str:
    what = "carte inconnue" if m[1] == "card" else "couleur inconnue"
    return (f"{what} {m[2]} : {m[3]} n'est pas une lettre de couleur en {_LANGUAGE[m[4]]} "
            f"({m[5]}) ; en {_LANGUAGE[m[6]]}, {m[7]} est {_SUIT_FR.get(m[8], m[8])}")


def _two_readings(m: _Values) -> str:
    return (f"{m[1]} : {m[2]} est {_SUIT_FR.get(m[3], m[3])} en anglais et "
            f"{_SUIT_FR.get(m[4], m[4])} en français")

_SHAPES: tuple[tuple[str, _Replacement], ...] = (
    # Suit letters read in the file's language, lines too long, the file's language, the
    # match, the discovery deal. (Before 'unknown card', which would take them whole.)
    (r"unknown (card|suit) ('[^']*'): (\w) is not a suit letter in (English|French) "
     r"\(([A-Z ]+)\); in (English|French), (\w) is (\w+)", _foreign_letter),
    (r"((?:card|suit) '[^']*'): (\w) is (\w+) in English and (\w+) in French, and the "
     r"file does not say its language \(add 'lang: en' or 'langue: fr'\)",
     lambda m: _two_readings(m).replace("card ", "carte ", 1).replace("suit ", "couleur ", 1)
     + ", et le fichier ne dit pas sa langue (ajoutez 'lang: en' ou 'langue: fr')"),
    (r"('[^']*'): (\w) is (\w+) in English and (\w+) in French, and this file has "
     r"English keys \(line (\d+)\) and French keys \(line (\d+)\): say which with "
     r"'lang: en' or 'langue: fr'",
     lambda m: f"{_two_readings(m)}, et ce fichier a des clés anglaises (ligne {m[5]}) et "
               f"françaises (ligne {m[6]}) : précisez 'lang: en' ou 'langue: fr'"),
    (r"line of (\d+) characters: no line of a deal file is longer than (\d+) "
     r"\(comments left out\)",
     r"ligne de \1 caractères : aucune ligne d'un fichier de donne ne dépasse \2 "
     r"(commentaires non comptés)"),
    (r"unknown language ('[^']*') \(expected en or fr\)",
     r"langue inconnue \1 (attendu en ou fr)"),
    (r"'(\w+): ([^']*)' but line (\d+) says the file is (en|fr)",
     lambda m: f"'{m[1]}: {m[2]}' mais la ligne {m[3]} dit que le fichier est en "
               f"{_LANGUAGE[m[4]]}"),
    (r"'(\w+):' takes 'none' \(the deals of the file are independent\), found ('[^']*')",
     r"'\1:' prend 'none' (les donnes du fichier sont indépendantes), trouvé \2"),
    (r"'(\w+): none' in a later deal only: it is said of the whole file, in the first "
     r"deal's header",
     r"'\1: none' dans une donne suivante seulement : il se dit du fichier entier, dans "
     r"l'en-tête de la première donne"),
    (r"'rules: discovery' but the deal has (a taker|a contract|a belote declared): the "
     r"discovery deal has no bidding and no belote bonus",
     lambda m: f"'rules: discovery' mais la donne a {_DISCOVERY_HAS[m[1]]} : la donne "
               f"découverte n'a ni enchères ni prime de belote"),
    (r"'rules: discovery' but the deal has announcements: the discovery deal has none",
     "'rules: discovery' mais la donne a des annonces : la donne découverte n'en a pas"),
    (r"more than (\d+) announcements in a deal", r"plus de \1 annonces dans une donne"),
    # The file as a whole.
    (r"no such file", "fichier introuvable"),
    (r"more than (\d+) MB: too large for a deal file",
     r"plus de \1 Mo : trop grand pour un fichier de donne"),
    (r"is a directory, not a deal file", "c'est un dossier, pas un fichier de donne"),
    (r"cannot read the file: (.*)", r"impossible de lire le fichier : \1"),
    (r"binary file, not a deal file \(a deal file is UTF-8 text\)",
     "fichier binaire, pas un fichier de donne (un fichier de donne est du texte UTF-8)"),
    (r"not UTF-8 text \(byte (0x[0-9a-f]+)\): save the file as UTF-8",
     r"pas du texte UTF-8 (octet \1) : enregistrez le fichier en UTF-8"),
    (r"empty file: no deal in it", "fichier vide : aucune donne"),
    (r"no deal in the file \(expected a 'trump:' line and 8 tricks\)",
     "aucune donne dans le fichier (il faut une ligne 'trump:' et 8 plis)"),
    # Lines and keys.
    (r"expected 'key: value' or a trick '1: cards', found (.*)",
     r"attendu 'clé: valeur' ou un pli '1: cartes', trouvé \1"),
    (r"unknown key (.*) \(expected (.*)\)",
     lambda m: f"clé inconnue {m[1]} (attendu "
               f"{m[2].replace(', or a trick ', ' ou un pli ')})"),
    (r"(.*) given twice \(first on line (\d+)\)", r"\1 donné deux fois (d'abord ligne \2)"),
    (r"'(.*):' takes one value, found (.*)", r"'\1:' prend une seule valeur, trouvé \2"),
    (r"'(.*):' has no value", r"'\1:' n'a pas de valeur"),
    (r"no 'trump:' line \(the trump suit, e\.g\. 'trump: (.*)'\)",
     r"pas de ligne 'trump:' (la couleur d'atout, par exemple 'trump: \1')"),
    (r"a deal gives either its tricks or its piles, not both",
     "une donne s'écrit par ses plis ou par ses tas, pas les deux"),
    (r"'leader:' needs tricks, not piles", "'leader:' demande des plis, pas des tas"),
    (r"'last:' belongs to the piles form; with tricks the last trick's winner is known",
     "'last:' appartient à la forme en tas ; avec les plis, le gagnant du dernier pli est "
     "connu"),
    (r"no tricks \('(.*)'\) and no piles \('(.*)'\)", r"ni plis ('\1') ni tas ('\2')"),
    (r"'trump: (.*)' but the contract is at (.*) \(line (\d+)\)",
     r"'trump: \1' mais le contrat est à \2 (ligne \3)"),
    (r"'taker: (\w+)' but the contract is (\w+)'s \(line (\d+)\)",
     lambda m: f"'taker: {_seat(m[1])}' mais le contrat est celui de {_seat(m[2])} "
               f"(ligne {m[3]})"),
    # Cards, seats, suits, rules.
    (r"seat (.*) has no card", r"la place \1 n'a pas de carte"),
    (r"unknown card (.*)", r"carte inconnue \1"),
    (r"unknown suit (.*) \(expected ♠ ♥ ♦ ♣ or ([A-Z ]+)\)",
     r"couleur inconnue \1 (attendu ♠ ♥ ♦ ♣ ou \2)"),
    (r"unknown seat (.*) \(expected N, E, S or W\)", r"place inconnue \1 (attendu N, E, S ou O)"),
    (r"unknown team (.*) \(expected NS or EW\)", r"équipe inconnue \1 (attendu NS ou EO)"),
    (r"unknown rule (.*) \(known rules: (.*)\)", r"règle inconnue \1 (règles connues : \2)"),
    (r"unknown value (.*) for rule (.*) \(expected (.*)\)",
     lambda m: f"valeur inconnue {m[1]} pour la règle {m[2]} "
               f"(attendu {m[3].replace(' or ', ' ou ')})"),
    (r"rule (.*) is not of the form name=value",
     r"la règle \1 n'est pas de la forme nom=valeur"),
    (r"rule (.*) needs a number, found (.*)", r"la règle \1 demande un nombre, trouvé \2"),
    (r"rule (.*) must be positive, found (.*)", r"la règle \1 doit être positive, trouvé \2"),
    (r"rule (.*) must be at most (\d+), found (.*)",
     r"la règle \1 va jusqu'à \2 au plus, trouvé \3"),
    # Announcements (``announce:``).
    (r"incomplete announcement (.*) \(expected SEAT KIND TOP, e\.g\. (.*), (.*) or (.*)\)",
     r"annonce incomplète \1 (attendu PLACE GENRE HAUTEUR, par exemple \2, \3 ou \4)"),
    (r"unknown announcement (.*) \(expected tierce, cinquante, cent or carré\)",
     r"annonce inconnue \1 (attendu tierce, cinquante, cent ou carré)"),
    (r"unexpected (.*) after the carré's rank", r"\1 en trop après le rang du carré"),
    (r"unexpected (.*) after the top card \(a cent of more than five cards may give its "
     r"length: (.*)\)",
     r"\1 en trop après la carte haute (un cent de plus de cinq cartes peut donner sa "
     r"longueur : \2)"),
    (r"a (\w+) cannot have (\d+) cards", r"pas de \1 de \2 cartes"),
    (r"no (\w+) of (\d+) cards has (.*) as its top card \(the lowest sequence ends at the 7\)",
     lambda m: f"pas de {m[1]} de {m[2]} cartes avec {_cards(m[3])} en haut (la plus basse "
               "séquence finit au 7)"),
    (r"a carré of (.*) scores nothing: it is not an announcement",
     r"un carré de \1 ne vaut rien : ce n'est pas une annonce"),
    (r"unknown rank (.*) for a carré \(expected J, 9, A, 10, K or Q\)",
     r"rang inconnu \1 pour un carré (attendu V, 9, A, 10, R ou D)"),
    # Coinche contracts (``contract:``).
    (r"incomplete contract (.*) \(expected LEVEL SUIT TAKER \[coinche\|surcoinche\], "
     r"e\.g\. (.*)\)",
     r"contrat incomplet \1 (attendu NIVEAU COULEUR PRENEUR [coinche|surcoinche], "
     r"par exemple \2)"),
    (r"unknown taker (.*) in the contract (.*) \(expected N, E, S or W after the bid\)",
     r"preneur inconnu \1 dans le contrat \2 (attendu N, E, S ou O après l'enchère)"),
    (r"unknown bid (.*) \(expected pass, a bid such as (.*) or (.*), coinche or surcoinche\)",
     r"enchère inconnue \1 (attendu passe, une enchère comme \2 ou \3, coinche ou "
     r"surcoinche)"),
    (r"a bid names trump: (.*) \(found (.*)\)", r"une enchère nomme l'atout : \1 (trouvé \2)"),
    (r"unknown suit (.*) in the bid (.*) \(expected (.*), (.*) or a suit's name\)",
     r"couleur inconnue \1 dans l'enchère \2 (attendu \3, \4 ou le nom d'une couleur)"),
    (r"no bid of (.*): bids go by tens from 80 to 160, or capot",
     r"pas d'enchère de \1 : les enchères vont de 80 à 160 par dizaines, ou capot"),
    # Tricks.
    (r"trick (\d+): more than 8 tricks in a deal", r"pli \1 : plus de 8 plis dans une donne"),
    (r"trick (\d+) is out of range: a deal has 8 tricks, numbered 1 to 8",
     r"pas de pli \1 : une donne a 8 plis, numérotés de 1 à 8"),
    (r"trick (\d+) written twice", r"pli \1 écrit deux fois"),
    (r"trick (\d+) comes after trick (\d+)", r"le pli \1 vient après le pli \2"),
    (r"trick (\d+) follows trick (\d+) \(trick (.*) missing\?\)",
     r"le pli \1 suit le pli \2 (pli \3 manquant ?)"),
    (r"trick (\d+) has 1 card, expected 4", r"le pli \1 a 1 carte, il en faut 4"),
    (r"trick (\d+) has (\d+) cards, expected 4", r"le pli \1 a \2 cartes, il en faut 4"),
    (r"card (.*) already played in trick (\d+)", r"carte \1 déjà jouée au pli \2"),
    (r"1 trick, expected 8", "1 pli, il en faut 8"),
    (r"(\d+) tricks, expected 8", r"\1 plis, il en faut 8"),
    (r"missing cards: (.*)", lambda m: f"cartes manquantes : {_cards(m[1])}"),
    (r"trick (\d+): (\w) must lead \((.*)\), found (\w)", _must_lead),
    (r"trick (\d+): (\w) plays after (\w), found (\w)",
     lambda m: f"pli {m[1]} : {_seat(m[2])} joue après {_seat(m[3])}, trouvé {_seat(m[4])}"),
    # Piles.
    (r"card (.*) written twice in the (\w+) pile",
     lambda m: f"carte {m[1]} écrite deux fois dans le tas {_team(m[2])}"),
    (r"card (.*) is also in the (\w+) pile \(line (\d+)\)",
     lambda m: f"carte {m[1]} aussi dans le tas {_team(m[2])} (ligne {m[3]})"),
    (r"the (\w+) pile has (\d+) cards: not a whole number of tricks",
     lambda m: f"le tas {_team(m[1])} a {m[2]} cartes : pas un nombre entier de plis"),
    (r"no 'last:' line \(the team that won the last trick, e\.g\. '(.*)'\)",
     r"pas de ligne 'last:' (l'équipe qui a gagné le dernier pli, par exemple '\1')"),
    (r"'last: (\w+)' but the (\w+) pile is empty",
     lambda m: f"'last: {_team(m[1])}' mais le tas {_team(m[2])} est vide"),
)

class _Shape:
    """A message shape: fixed text and values, ``unknown card (.*)``, matched without a
    regular expression over the whole message (``(.*) … (.*)`` backtracks, super-linear in
    the message's length): the fixed parts are found with ``str.rfind`` from the right (as
    greedy values read them), or failing that with ``str.find`` from the left, and each
    value is checked against its own small pattern.
    Linear in the message, whatever its quoted parts hold."""

    def __init__(self, pattern: str) -> None:
        self.texts: list[str] = [""]  # fixed text before, between and after the values
        self.values: list[re.Pattern[str]] = []
        i = 0
        while i < len(pattern):
            char = pattern[i]
            if char == "\\":
                self.texts[-1] += pattern[i + 1]
                i += 2
            elif char == "(":
                depth, j = 1, i + 1
                while depth:
                    if pattern[j] == "\\":
                        j += 1
                    elif pattern[j] == "(":
                        depth += 1
                    elif pattern[j] == ")":
                        depth -= 1
                    j += 1
                self.values.append(re.compile(pattern[i + 1:j - 1]))
                self.texts.append("")
                i = j
            else:
                if char in ".*+?[]{}|^$)":
                    raise ValueError(f"shape {pattern!r}: {char!r} outside a value")
                self.texts[-1] += char
                i += 1
        if any(not text for text in self.texts[1:-1]):
            raise ValueError(f"shape {pattern!r}: two values with nothing between them")

    def match(self, message: str) -> _Values | None:
        """The values of ``message`` in this shape, or None."""
        head, tail = self.texts[0], self.texts[-1]
        if not self.values:
            return _Values([]) if message == head else None
        if (not message.startswith(head) or not message.endswith(tail)
                or len(message) < len(head) + len(tail)):
            return None
        for from_left in (False, True):  # from the right first: as a greedy (.*) reads it
            found = self._split(message, len(head), len(message) - len(tail), from_left)
            if found is not None:
                return _Values(found)
        return None

    def _split(self, message: str, start: int, stop: int, from_left: bool
               ) -> list[str] | None:
        values = []
        pos = start
        for k, check in enumerate(self.values):
            if k == len(self.values) - 1:
                end = stop
            else:
                text = self.texts[k + 1]
                end = (message.find(text, pos, stop) if from_left
                       else message.rfind(text, pos, stop))
                if end < 0:
                    return None
            value = message[pos:end]
            if not check.fullmatch(value):
                return None
            values.append(value)
            pos = end + len(self.texts[k + 1])
        return values


def _expand(template: str, values: _Values) -> str:
    # ``\1`` … ``\9`` in a French wording: the values, as ``Match.expand`` gives them.
    return re.sub(r"\\([1-9])", lambda m: values[int(m[1])], template)


_COMPILED = tuple((_Shape(pattern), french) for pattern, french in _SHAPES)


def french(message: str) -> str:
    """``message`` in French when its shape is known, else unchanged."""
    deal = _DEAL.fullmatch(message)
    if deal:
        return f"donne {deal[1]} : {french(deal[2])}"
    hint = _HINT.fullmatch(message)
    if hint:
        sens = "horaire" if hint[2] == "clockwise" else "antihoraire"
        return (f"{french(hint[1])} (les places sont dans le sens {sens} : ajoutez "
                f"'rules: direction={hint[3]}')")
    for shape, replacement in _COMPILED:
        values = shape.match(message)
        if values is not None:
            return (_expand(replacement, values) if isinstance(replacement, str)
                    else replacement(values))
    return message


def in_language(message: str, lang: str) -> str:
    """``message`` for a reader of ``lang`` (``en`` or ``fr``)."""
    return french(message) if lang == "fr" else message
