"""The texts of what cannot be read: a card, a suit, a seat, a rule, an announcement, a bid
or a contract, and every problem of a deal file (``belote score``): ``(english, french)`` by
error code, with ``{named}`` values (see ``belote_cli.texts``). What the file says is quoted
as written (``{text!r}``); what the program names (cards, seats, teams) is in the reader's
language.

Why this module is long: it is one table, a sentence in two languages for every problem a
deal file or an argument may have; split by subject, the deal file's problems, which
wrap one another (``hint_trump`` around ``must_lead``), would be read from several."""

from __future__ import annotations

#: The example of a bid, and of a call, in each language.
_CALLS = ("expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or surcoinche",
          "attendu passe, une enchère comme '90 ♥' ou 'capot ♠', coinche ou surcoinche")

PROBLEMS: dict[str, tuple[str, str]] = {
    # A copy of a finished deal given to ``Match.finish`` once the deal is counted.
    "match_copy_counted": ("the deal is counted already: this Game is a copy of a finished "
                           "deal the match counted",
                           "la donne est déjà comptée : ce Game est la copie d'une donne "
                           "finie que la partie a comptée"),
    # Cards, suits, seats, teams (``cards``, ``seats``). The suit letters of a language
    # (``foreign_letter``, ``two_readings``) are worded by ``texts.letters``.
    "card_unknown": ("unknown card {text!r}", "carte inconnue {text!r}"),
    # A card given to ``parse_card`` or ``parse_cards`` as text that is no card, with the
    # suit letters of the language it was read in (``{letters}``).
    "card_unknown_forms": (
        "unknown card {text!r}: write the rank (7 8 9 10 J Q K A, or V D R) then the suit "
        "(♠ ♥ ♦ ♣ or {letters}), e.g. 9♠, V♥",
        "carte inconnue {text!r} : écrivez le rang (7 8 9 10 V D R A, ou J Q K) puis la "
        "couleur (♠ ♥ ♦ ♣ ou {letters}), par exemple 9♠, V♥"),
    "cards_mixed_fr": (
        "{text!r}: C is clubs in English and cœur in French, and {other!r} is written with "
        "French letters: write the suit as ♣ or ♥, or the letters of one language only",
        "{text!r} : C est trèfle en anglais et cœur en français, et {other!r} est écrit en "
        "lettres françaises : écrivez la couleur ♣ ou ♥, ou les lettres d'une seule langue"),
    "cards_mixed_en": (
        "{text!r}: C is clubs in English and cœur in French, and {other!r} is written with "
        "English letters: write the suit as ♣ or ♥, or the letters of one language only",
        "{text!r} : C est trèfle en anglais et cœur en français, et {other!r} est écrit en "
        "lettres anglaises : écrivez la couleur ♣ ou ♥, ou les lettres d'une seule langue"),
    "trump_unknown": ("unknown trump {text!r} (expected ♠ ♥ ♦ ♣ or {letters}, or SA, TA)",
                      "atout inconnu {text!r} (attendu ♠ ♥ ♦ ♣ ou {letters}, ou SA, TA)"),
    "suit_unknown": ("unknown suit {text!r} (expected ♠ ♥ ♦ ♣ or {letters})",
                     "couleur inconnue {text!r} (attendu ♠ ♥ ♦ ♣ ou {letters})"),
    # A card or suit given to a ``Game`` as text (``game.play("9♠")``, ``game.take("♥")``).
    "card_forms": ("unknown card {text!r}: write the rank (7 8 9 10 J Q K A, or V D R) then "
                   "the suit (♠ ♥ ♦ ♣, S H D C, or P K T), e.g. 9♠, JH, V♥",
                   "carte inconnue {text!r} : écrivez le rang (7 8 9 10 V D R A, ou J Q "
                   "K) puis la couleur (♠ ♥ ♦ ♣, P K T, ou S H D C), par exemple 9♠, VP, R♥"),
    "suit_forms": ("unknown suit {text!r}: write ♠ ♥ ♦ ♣, S H D C, P K T or a name (hearts, "
                   "cœur…)",
                   "couleur inconnue {text!r} : écrivez ♠ ♥ ♦ ♣, P K T, S H D C ou un nom "
                   "(cœur, hearts…)"),
    # A trump given as text that names no suit, to any function taking a contract kind
    # (``legal_plays``, ``solve``, ``Game.at_play``…: ``cards.trump_arg``).
    "trump_forms": ("unknown suit {text!r}: write ♠ ♥ ♦ ♣, S H D C, P K T, a name (hearts, "
                    "cœur…), SA or TA",
                    "couleur inconnue {text!r} : écrivez ♠ ♥ ♦ ♣, P K T, S H D C, un nom "
                    "(cœur, hearts…), SA ou TA"),
    "seat_unknown": ("unknown seat {text!r} (expected N, E, S or W)",
                     "place inconnue {text!r} (attendu N, E, S ou O)"),
    "team_unknown": ("unknown team {text!r} (expected NS or EW)",
                     "équipe inconnue {text!r} (attendu NS ou EO)"),
    # A seat or a team given by an int out of range (``Seat(5)``, ``Team(2)``, a seat
    # argument), named as the argument (``seat: no seat 5, …``).
    "seat_range": ("no seat {number}, a seat is N, E, S or W (or its int 0-3)",
                   "pas de place {number}, une place est N, E, S ou O (ou son numéro, de 0 à 3)"),
    "team_range": ("no team {number}, a team is NS or EW (or its int 0-1)",
                   "pas d'équipe {number}, une équipe est NS ou EO (ou son numéro, 0 ou 1)"),
    # A suit given by an int out of range (``Take(9)``, ``game.take(9)``), and the hands of
    # a position (``Game.at_play``, ``solve``), each named as the argument (``hands: …``).
    "suit_range": ("no suit {number}, a suit is an int 0-3 (4 SA and 5 TA with sa_ta=on)",
                   "pas de couleur {number}, une couleur vaut 0-3 (4 SA et 5 TA avec "
                   "sa_ta=on)"),
    # A suit, a card, a mask or a contract kind given by an int out of range
    # (``suit_symbol``, ``Play``, ``bits``, ``Game.at_play``'s trump or contract).
    "suit_symbol_range": ("no suit {number}, a suit is an int 0-3 (4 and 5: SA and TA)",
                          "pas de couleur {number}, une couleur vaut 0-3 (4 et 5 : SA et TA)"),
    "card_range": ("no card {number}, a card is an int 0-31",
                   "pas de carte {number}, une carte vaut 0-31"),
    # The suit and the rank of ``card(suit, rank)``, an int out of range or a text that
    # names no rank.
    "card_suit_range": ("no suit {number}, a card's suit is an int 0-3 (♠ ♥ ♦ ♣)",
                        "pas de couleur {number}, la couleur d'une carte vaut 0-3 (♠ ♥ ♦ ♣)"),
    "rank_range": ("no rank {number}, a rank is an int 0-7 (7 8 9 10 J Q K A)",
                   "pas de rang {number}, un rang vaut 0-7 (7 8 9 10 V D R A)"),
    "rank_forms": ("unknown rank {text!r}: write 7 8 9 10 J Q K A, or V D R",
                   "rang inconnu {text!r} : écrivez 7 8 9 10 V D R A, ou J Q K"),
    "mask_range": ("no cards make {number}, a mask is an int of 32 bits",
                   "aucun jeu de cartes ne vaut {number}, un masque est un entier de 32 bits"),
    "contract_kind_range": ("no contract kind {given}: 0-3 a trump suit, 4 SA, 5 TA",
                            "pas de sorte de contrat {given} : 0-3 une couleur d'atout, 4 SA, "
                            "5 TA"),
    "hands_four": ("the hands of N, E, S and W, found {n}",
                   "{n} mains, il en faut 4 (N, E, S et O)"),
    "hands_four_one": ("the hands of N, E, S and W, found {n}",
                       "{n} main, il en faut 4 (N, E, S et O)"),
    "hand_card_twice": ("{card} is given twice in a hand",
                        "{card} figure deux fois dans une main"),
    # Rule options (``rules``).
    "rule_form": ("rule {option!r} is not of the form name=value",
                  "la règle {option!r} n'est pas de la forme nom=valeur"),
    "rule_value": ("unknown value {value!r} for rule {rule!r} (expected {alternatives})",
                   "valeur inconnue {value!r} pour la règle {rule!r} (attendu {alternatives})"),
    "rule_variant_sa_ta": (
        "unknown value {value!r} for rule 'variant': sans atout and tout atout are contracts "
        "of a deal, played with the rule sa_ta=on (variant=classic or coinche)",
        "valeur inconnue {value!r} pour la règle 'variant' : sans atout et tout atout sont "
        "des contrats d'une donne, joués avec la règle sa_ta=on (variant=classic ou "
        "coinche)"),
    "rule_number": ("rule {rule!r} needs a number, found {value!r}",
                    "la règle {rule!r} demande un nombre (valeur donnée : {value!r})"),
    "rule_most": ("rule {rule!r} must be at most {most}, found {value!r}",
                  "la règle {rule!r} va jusqu'à {most} au plus (valeur donnée : "
                  "{value!r})"),
    "rule_positive": ("rule {rule!r} must be positive, found {value!r}",
                      "la règle {rule!r} doit être positive (valeur donnée : {value!r})"),
    "rule_unknown": ("unknown rule {rule!r} (known rules: {known})",
                     "règle inconnue {rule!r} (règles connues : {known})"),
    "rule_twice": (
        "rule {rule!r} given twice, {first!r} then {then!r}: write the one the table plays",
        "règle {rule!r} donnée deux fois, {first!r} puis {then!r} : n'écrivez que celle "
        "de la table"),
    "rule_raw_coinche": (
        "rule 'sa_ta_points=raw' does not go with 'variant=coinche' (coinche bids count the "
        "scaled tables)",
        "la règle 'sa_ta_points=raw' ne va pas avec 'variant=coinche' (les enchères de la "
        "coinche comptent les tables ramenées à 162)"),
    "rule_deux": (
        "rule '{rule}=on' does not go with 'variant={variant}' (the two-player games have "
        "suit contracts and no announcements)",
        "la règle '{rule}=on' ne va pas avec 'variant={variant}' (les jeux à deux n'ont que "
        "des contrats à la couleur et pas d'annonces)"),
    # Announcements (``announce:``).
    "ann_belote": (
        "{text!r}: belote-rebelote is not an announcement; it has its own line, 'belote: "
        "{seat}' (counted even without it under belote=auto, the default)",
        "{text!r} : la belote-rebelote n'est pas une annonce ; elle a sa propre ligne, "
        "'belote: {seat}' (comptée même sans elle avec belote=auto, la règle par défaut)"),
    "ann_incomplete": (
        "incomplete announcement {text!r} (expected SEAT KIND TOP, e.g. 'N tierce A♥', "
        "'E cinquante K♠' or 'W carré J')",
        "annonce incomplète {text!r} (attendu PLACE GENRE HAUTEUR, par exemple 'N tierce A♥', "
        "'E cinquante R♠' ou 'O carré V')"),
    "ann_kind": ("unknown announcement {word!r} (expected tierce, cinquante, cent or carré)",
                 "annonce inconnue {word!r} (attendu tierce, cinquante, cent ou carré)"),
    "ann_deux": (
        "unknown announcement {word!r}: a value in words begins with it only in "
        "'{value_words}' (200, {meaning})",
        "annonce inconnue {word!r} : une valeur en lettres ne commence ainsi que dans "
        "'{value_words}' (200, {meaning})"),
    # An announcement written as its value (``W 50 A♥``).
    "ann_value": (
        "'{value}' is the value of no announcement (20, 50, 100, 150 or 200; or write "
        "tierce, cinquante, cent or carré)",
        "'{value}' n'est la valeur d'aucune annonce (20, 50, 100, 150 ou 200 ; ou écrivez "
        "tierce, cinquante, cent ou carré)"),
    "ann_value_two": (
        "'{text}' names two announcements worth {value}, a cent and a carré: write "
        "'{sequence}' or '{carre}'",
        "'{text}' désigne deux annonces de {value}, un cent et un carré : écrivez "
        "'{sequence}' ou '{carre}'"),
    "ann_value_none": ("no announcement worth {value} has '{word}': {value} is {meaning}",
                       "aucune annonce de {value} n'a '{word}' : {value}, c'est {meaning}"),
    "worth_20": ("a tierce, three cards in sequence ('20 A♥': A♥ K♥ Q♥)",
                 "une tierce, trois cartes qui se suivent ('20 A♥' : A♥ R♥ D♥)"),
    "worth_50": ("a cinquante, four cards in sequence ('50 A♥': A♥ to J♥)",
                 "un cinquante, quatre cartes qui se suivent ('50 A♥' : A♥ à V♥)"),
    "worth_100": (
        "a cent, five cards in sequence ('cent A♥'), or a carré of tens, kings, queens or "
        "aces ('carré K')",
        "un cent, cinq cartes qui se suivent ('cent A♥'), ou un carré de dix, de rois, de "
        "dames ou d'as ('carré R')"),
    "worth_100_sa": (
        "a cent, five cards in sequence ('cent A♥'), or under sans atout a carré of kings, "
        "queens, jacks or nines ('carré K')",
        "un cent, cinq cartes qui se suivent ('cent A♥'), ou à sans atout un carré de rois, "
        "de dames, de valets ou de neuf ('carré R')"),
    "worth_150": ("the carré of nines ('150 9')", "le carré de neuf ('150 9')"),
    "worth_150_sa": ("under sans atout the carré of tens ('150 10')",
                     "à sans atout le carré de dix ('150 10')"),
    "worth_200": ("the carré of jacks ('200 J')", "le carré de valets ('200 V')"),
    "worth_200_sa": ("under sans atout the carré of aces ('200 A')",
                     "à sans atout le carré d'as ('200 A')"),
    "ann_after_rank": ("unexpected {word!r} after the carré's rank",
                       "{word!r} en trop après le rang du carré"),
    "ann_after_top": (
        "unexpected {word!r} after the top card (a cent of more than five cards may give "
        "its length: 'cent A♥ 6')",
        "{word!r} en trop après la carte haute (un cent de plus de cinq cartes peut donner "
        "sa longueur : 'cent A♥ 6')"),
    "ann_top_suit": (
        "'{word}' is a rank without its suit: a sequence names its top card with its suit "
        "('{kind} {card}')",
        "'{word}' est un rang sans sa couleur : une séquence nomme sa carte haute avec sa "
        "couleur ('{kind} {card}')"),
    "ann_bad_length": ("a {kind} cannot have {n} cards", "pas de {kind} de {n} cartes"),
    "ann_top": ("no {kind} of {n} cards has {card} as its top card (the lowest sequence "
                "ends at the 7)",
                "pas de {kind} de {n} cartes avec {card} en haut (la plus basse séquence "
                "finit au 7)"),
    "carre_nothing": ("a carré of {word} scores nothing: it is not an announcement",
                      "un carré de {word} ne vaut rien : ce n'est pas une annonce"),
    "carre_rank": ("unknown rank {word!r} for a carré (expected J, 9, A, 10, K or Q)",
                   "rang inconnu {word!r} pour un carré (attendu V, 9, A, 10, R ou D)"),
    # Bids and calls (the coinche prompt, ``contract:``).
    "bid_level": ("no bid of {level}: bids go by tens from 80 to 160, or capot",
                  "pas d'enchère de {level} : les enchères vont de 80 à 160 par dizaines, "
                  "ou capot"),
    # A Call made by hand (``Call("x")``, ``Call("pass", 80)``, ``Call("bid", 80, 9)``).
    "call_suit_range": ("no suit {given} to bid: 0-3 a suit, 4 SA, 5 TA",
                        "pas de couleur {given} pour une enchère : 0-3 une couleur, 4 SA, 5 TA"),
    "call_kind": ("no call {given}: pass, bid, coinche or surcoinche (parse_call reads a "
                  "call's text)",
                  "pas d'enchère {given} : pass, bid, coinche ou surcoinche (parse_call lit "
                  "une enchère écrite)"),
    "call_no_level": ("a {kind} names no level and no suit: Call({given})",
                      "{kind} ne nomme ni niveau ni couleur : Call({given})"),
    "bid_unknown": ("unknown bid {text!r} (" + _CALLS[0] + ")",
                    "enchère inconnue {text!r} (" + _CALLS[1] + ")"),
    "bid_empty": ("empty bid (" + _CALLS[0] + ")", "enchère vide (" + _CALLS[1] + ")"),
    "bid_trump": ("a bid names trump: '{level} ♥' (found {text!r})",
                  "une enchère nomme l'atout : '{level} ♥' (on lit {text!r})"),
    "bid_letter": ("{problem} (in the bid {text!r})", "{problem} (dans l'enchère {text!r})"),
    "bid_suit": ("unknown suit {suit_text!r} in the bid {text!r} (expected ♠ ♥ ♦ ♣, {letters} "
                 "or a suit's name)",
                 "couleur inconnue {suit_text!r} dans l'enchère {text!r} (attendu ♠ ♥ ♦ ♣, "
                 "{letters} ou le nom d'une couleur)"),
    "contract_incomplete": (
        "incomplete contract {text!r} (expected LEVEL SUIT TAKER [coinche|surcoinche], e.g. "
        "'110 H N coinche')",
        "contrat incomplet {text!r} (attendu NIVEAU COULEUR PRENEUR [coinche|surcoinche], "
        "par exemple '110 C N coinche')"),
    "contract_bid": (
        "unknown bid {text!r} (expected a level and a suit such as '90 ♥' or 'capot ♠', "
        "then the taker)",
        "enchère inconnue {text!r} (attendu un niveau et une couleur comme '90 ♥' ou "
        "'capot ♠', puis le preneur)"),
    "contract_word": (
        "unknown word {text!r} after the taker in the contract {contract!r} (expected "
        "coinche or surcoinche)",
        "mot inconnu {text!r} après le preneur dans le contrat {contract!r} (attendu "
        "coinche ou surcoinche, contrée ou surcontrée)"),
    "contract_two_words": (
        "{text!r} and {then!r} both after the taker in the contract {contract!r}: write one "
        "(coinche, or surcoinche for a coinche surcoinched)",
        "{text!r} et {then!r} tous deux après le preneur dans le contrat {contract!r} : "
        "n'en écrivez qu'un (coinche, ou surcoinche pour une coinche surcoinchée)"),
    "contract_taker": (
        "unknown taker {text!r} in the contract {contract!r} (expected N, E, S or W after "
        "the bid)",
        "preneur inconnu {text!r} dans le contrat {contract!r} (attendu N, E, S ou O après "
        "l'enchère)"),
    # A problem located in its file, ``FILE:LINE:COLUMN: problem`` in both languages (as
    # compilers write it), and a message the library gives as written.
    "located": ("{where}: {problem}", "{where}: {problem}"),
    "as_written": ("{text}", "{text}"),
    # The last line of a file's problems read no further (``DealFileErrors``), as its
    # ``str()`` writes it; ``score_more`` where the file was read through.
    "problems_more_stopped": ("… and {n} more before line {line}, where reading stopped",
                              "… et {n} de plus avant la ligne {line}, où la lecture "
                              "s'est arrêtée"),
    # Files written (``play --record``, ``simulate --record`` and ``--csv``).
    "write_empty_name": ("an empty file name", "un nom de fichier vide"),
    "write_blank_name": ("a file name of blanks only ({path!r})",
                         "un nom de fichier fait de blancs seulement ({path!r})"),
    "path_null": ("a null character in the file's name (no file can have one)",
                  "un caractère nul dans le nom du fichier (aucun fichier n'en a)"),
    "write_directory": ("{path} is a directory", "{path} est un dossier"),
    "write_trailing_separator": ("{path} ends with a slash: the name of a directory, not of a "
                                 "file",
                                 "{path} finit par une barre oblique : le nom d'un dossier, "
                                 "pas d'un fichier"),
    "write_denied": ("cannot write {path}: permission denied",
                     "impossible d'écrire {path} : permission refusée"),
    "write_name_long": ("cannot write {path}: the name is too long (at most {most} bytes)",
                        "impossible d'écrire {path} : le nom est trop long ({most} octets au "
                        "plus)"),
    "write_no_folder": ("no such directory: {folder}", "dossier introuvable : {folder}"),
    "write_folder_denied": ("cannot write in {folder}: permission denied",
                            "impossible d'écrire dans {folder} : permission refusée"),
    "write_folder_refused": ("cannot make a file in {folder}: {why}",
                             "impossible de créer un fichier dans {folder} : {why}"),
    "cannot_write": ("cannot write {path}: {problem}", "impossible d'écrire {path} : {problem}"),
    "record_changed": ("{path} changed since it was read (another program wrote it): it is "
                       "not written over",
                       "{path} a changé depuis sa lecture (un autre programme l'a écrit) : "
                       "il n'est pas écrasé"),
    "record_gone": ("{path} is gone since it was read (removed or moved): it is not written "
                    "anew",
                    "{path} a disparu depuis sa lecture (effacé ou déplacé) : il n'est pas "
                    "récrit"),
    "stdout_closed_writing": ("standard output is closed: nowhere to write",
                              "la sortie standard est fermée : nulle part où écrire"),
    "worker_stopped": ("a worker process stopped before giving its result (exit status {status})",
                       "un processus de calcul s'est arrêté avant de rendre son résultat "
                       "(code de sortie {status})"),
    # The file as a whole.
    "file_missing": ("no such file", "fichier introuvable"),
    "file_directory": ("is a directory, not a deal file",
                       "c'est un dossier, pas un fichier de donne"),
    "file_unreadable": ("cannot read the file: {why}", "impossible de lire le fichier : {why}"),
    "file_too_large": ("more than {mb} MB: too large for a deal file",
                       "plus de {mb} Mo : trop grand pour un fichier de donne"),
    "file_binary": ("binary file, not a deal file (a deal file is UTF-8 text)",
                    "fichier binaire, pas un fichier de donne (un fichier de donne est du "
                    "texte UTF-8)"),
    "file_utf16": ("UTF-16 text, not UTF-8 (as Windows Notepad saves 'Unicode'): save the "
                   "file as UTF-8",
                   "texte UTF-16, pas UTF-8 (comme le Bloc-notes de Windows enregistre "
                   "'Unicode') : enregistrez le fichier en UTF-8"),
    "file_utf32": ("UTF-32 text, not UTF-8: save the file as UTF-8",
                   "texte UTF-32, pas UTF-8 : enregistrez le fichier en UTF-8"),
    "file_not_utf8": ("not UTF-8 text (byte 0x{byte:02x}): save the file as UTF-8",
                      "pas du texte UTF-8 (octet 0x{byte:02x}) : enregistrez le fichier en "
                      "UTF-8"),
    "file_read_as": ("UTF-8 text read as {encoding}: open the file with encoding='utf-8'",
                     "texte UTF-8 lu en {encoding} : ouvrez le fichier avec "
                     "encoding='utf-8'"),
    "file_empty": ("empty file: no deal in it", "fichier vide : aucune donne"),
    "file_no_deal": ("no deal in the file (expected a 'trump:' line and 8 tricks)",
                     "aucune donne dans le fichier (il faut une ligne 'atout:' et 8 plis)"),
    # A record of simulate whose deals were all void: its comments alone.
    "file_only_void_one": ("no deal in the file: its one deal was void (everybody passed), "
                           "with no card to score",
                           "aucune donne dans le fichier : sa seule donne était nulle (tout "
                           "le monde a passé), sans carte à compter"),
    "file_only_void": ("no deal in the file: its {n} deals were void (everybody passed), "
                       "with no card to score",
                       "aucune donne dans le fichier : ses {n} donnes étaient nulles (tout "
                       "le monde a passé), sans carte à compter"),
    "in_deal": ("deal {deal}: {problem}", "donne {deal} : {problem}"),
    # The file's language.
    "lang_unknown": ("unknown language {value!r} (expected en or fr)",
                     "langue inconnue {value!r} (attendu en ou fr)"),
    "lang_again": ("'{key}: {value}' but line {line} says the file is {said_lang}",
                   "'{key}: {value}' mais la ligne {line} dit que le fichier est en "
                   "{said_lang}"),
    # Lines and keys.
    "line_long": ("line of {length} characters: no line of a deal file is longer than {most} "
                  "(comments left out)",
                  "ligne de {length} caractères : aucune ligne d'un fichier de donne ne "
                  "dépasse {most} (commentaires non comptés)"),
    "line_form": ("expected 'key: value' or a trick '1: cards', found {text!r}",
                  "attendu 'clé: valeur' ou un pli '1: cartes' (on lit {text!r})"),
    "line_separator": ("{text!r} between deals: write a line '---' (three hyphens)",
                       "{text!r} entre les donnes : écrivez une ligne '---' (trois tirets)"),
    "key_colon": ("{text!r}: a key is followed by a colon: write {key!r}",
                  "{text!r} : une clé est suivie de deux-points : écrivez {key!r}"),
    "trick_colon": ("{text!r}: a trick's number is followed by a colon: write {trick!r}",
                    "{text!r} : le numéro d'un pli est suivi de deux-points : écrivez {trick!r}"),
    "key_unknown": (
        "unknown key {key!r} (expected trump, taker, dealer, leader, rules, belote, "
        "contract, announce, NS, EW, last, match, lang, variant, deck, exchange, hand, or a "
        "trick '1: …')",
        "clé inconnue {key!r} (attendu atout, preneur, donneur, entame, règles, belote, "
        "contrat, annonce, NS, EO, dernier, partie, langue, variante, paquet, échange, main ou "
        "un pli '1: …')"),
    "key_score": ("unknown key {key!r}: the score is worked out from the cards, and one "
                  "written in the file is not read; keep the table's as a comment "
                  "('# {key}: …') to compare it with the tally",
                  "clé inconnue {key!r} : la marque se calcule d'après les cartes, elle n'est "
                  "pas lue dans le fichier ; gardez celle notée à la table en commentaire "
                  "('# {key}: …') pour la comparer au décompte"),
    "key_twice": ("{key!r} given twice (first on line {line})",
                  "{key!r} donné deux fois (d'abord ligne {line})"),
    "key_one_value": ("'{key}:' takes one value, found {value!r}",
                      "'{key}:' prend une seule valeur (on lit {value!r})"),
    "key_no_value": ("'{key}:' has no value", "'{key}:' n'a pas de valeur"),
    "match_none": ("'{key}:' takes '{none}' (the deals of the file are independent), found "
                   "{value!r}",
                   "'{key}:' prend '{none}' pour des donnes indépendantes (on lit "
                   "{value!r})"),
    "match_later": ("'{key}: {value}' in a later deal only: it is said of the whole file, in the "
                    "first deal's header",
                    "'{key}: {value}' dans une donne suivante seulement : cette ligne vaut pour "
                    "tout le fichier, écrivez-la dans l'en-tête de la première donne"),
    # A deal of another game than the match's (``Collector.check_game``).
    "match_game": ("a deal of {game} in a match of {match_game} (deal 1): a match is played "
                   "at one game; to score each deal alone, write '{key}: {none}' in the first "
                   "deal's header",
                   "une donne de {game} dans une partie de {match_game} (donne 1) : une partie "
                   "se joue à un seul jeu ; pour compter chaque donne à part, écrivez '{key}: "
                   "{none}' dans l'en-tête de la première donne"),
    "match_game_unsaid": ("a deal of {game} (no '{game_key}:' line) in a match of "
                          "{match_game} (deal 1): a match is played at one game; to score "
                          "each deal alone, write '{key}: {none}' in the first deal's header",
                          "une donne de {game} (sans ligne '{game_key}:') dans une partie de "
                          "{match_game} (donne 1) : une partie se joue à un seul jeu ; pour "
                          "compter chaque donne à part, écrivez '{key}: {none}' dans l'en-tête "
                          "de la première donne"),
    # The discovery deal, played alone (``Collector.check_game``), and a later deal's
    # target (``Collector.check_target``).
    "match_discovery": ("'{rules_key}: {word}' in a match: a deal without bidding is played "
                        "alone, never in a match; to score each deal alone, write '{key}: "
                        "{none}' in the first deal's header",
                        "'{rules_key}: {word}' dans une partie : une donne sans enchères se "
                        "joue seule, jamais dans une partie ; pour compter chaque donne à "
                        "part, écrivez '{key}: {none}' dans l'en-tête de la première donne"),
    "match_after_discovery": (
        "a deal after a deal without bidding ('{rules_key}: {word}', deal 1) in a match: a "
        "deal without bidding is played alone, never in a match; to score each deal alone, "
        "write '{key}: {none}' in the first deal's header",
        "une donne après la donne 1 ('{rules_key}: {word}') dans une partie : une donne "
        "sans enchères se joue seule, jamais dans une partie ; pour compter chaque donne à "
        "part, écrivez '{key}: {none}' dans l'en-tête de la première donne"),
    "match_target": ("'{option}' in a match to {target} (deal 1): a match is played to one "
                     "target, said in the first deal's header; to score each deal alone, "
                     "write '{key}: {none}' there",
                     "'{option}' dans une partie en {target} points (donne 1) : une partie "
                     "se joue en un seul but, dit dans l'en-tête de la première donne ; pour "
                     "compter chaque donne à part, écrivez-y '{key}: {none}'"),
    "announcements_many": ("more than {most} announcements in a deal",
                           "plus de {most} annonces dans une donne"),
    # A key to add: in the language of the file's keys (``key_word``).
    "no_trump": ("no '{key}:' line (the trump suit, e.g. '{key}: ♥')",
                 "pas de ligne '{key}:' (la couleur d'atout, par exemple '{key}: ♥')"),
    "discovery_taker": (
        "'{key}: {word}' but the deal has a taker: a deal without bidding has no taker "
        "and no belote bonus",
        "'{key}: {word}' mais la donne a un preneur : une donne sans enchères n'a ni "
        "preneur ni prime de belote"),
    "discovery_contract": (
        "'{key}: {word}' but the deal has a contract: a deal without bidding has no "
        "contract and no belote bonus",
        "'{key}: {word}' mais la donne a un contrat : une donne sans enchères n'a ni "
        "contrat ni prime de belote"),
    "discovery_belote": (
        "'{key}: {word}' but the deal has a belote declared: a deal without bidding has no "
        "belote bonus",
        "'{key}: {word}' mais la donne a une belote annoncée : une donne sans enchères n'a "
        "pas de prime de belote"),
    "discovery_announcements": (
        "'{key}: {word}' but the deal has announcements: a deal without bidding has none",
        "'{key}: {word}' mais la donne a des annonces : une donne sans enchères n'en a pas"),
    "discovery_variant": (
        "'{key}: {word}' but the deal is one of variant={variant}: a deal without bidding is "
        "played by four at classic belote, with no auction",
        "'{key}: {word}' mais la donne est de variant={variant} : une donne sans enchères se "
        "joue à quatre, à la belote classique"),
    # 'rules: découverte' (the deal without bidding's earlier French word) beside a
    # 'deck:' line: belote découverte, a game of two, was most likely meant.
    "decouverte_meant": (
        "'{key}: {word}' is the deal without bidding, played by four, but the deal has a "
        "'{deck_key}:' line, a game of two's: belote découverte is written "
        "'{variant_key}: decouverte'",
        "'{key}: {word}' est la donne sans enchères, jouée à quatre, mais la donne a une "
        "ligne '{deck_key}:', celle d'un jeu à deux : la belote découverte s'écrit "
        "'{variant_key}: découverte'"),
    "contract_two": ("'{key}:' is a coinche bid, and {game} has none: write '{taker_key}:'",
                     "'{key}:' est une enchère de coinche, et la {game} n'en a pas : "
                     "écrivez '{taker_key}:'"),
    "contract_two_no_taker": (
        "'{key}:' is a coinche bid, and {game} with decouverte_bid=off has no bidding",
        "'{key}:' est une enchère de coinche, et la {game} avec decouverte_bid=off n'a "
        "pas de prise"),
    "contract_variant": ("a '{key}:' line means variant=coinche, not variant={variant}",
                         "une ligne '{key}:' veut dire variant=coinche, pas "
                         "variant={variant}"),
    "contract_coinche_rule": ("a '{key}:' line means variant=coinche: {problem}",
                              "une ligne '{key}:' veut dire variant=coinche : {problem}"),
    "two_sa_ta": (
        "'{key}: {value}': {game} is played at a suit, with no sans atout nor tout atout",
        "'{key} : {value}' : la {game} se joue avec une couleur d'atout, ni sans atout "
        "ni tout atout"),
    "two_announcements": (
        "'{key}:' but {game} has no announcements (belote-rebelote only, on 'belote:')",
        "'{key} :' mais la {game} n'a pas d'annonces (seulement la belote-rebelote, sur "
        "'belote :')"),
    "decouverte_off_taker": (
        "'decouverte_bid=off' but the deal has a taker: the retourne fixes the trump and "
        "nobody takes",
        "'decouverte_bid=off' mais la donne a un preneur : la retourne fixe l'atout et "
        "personne ne prend"),
    "decouverte_off_trump": (
        "'{key}: {value}' but with decouverte_bid=off the trump is the suit of the retourne "
        "{retourne_card}, the deck's last card: {retourne_suit}",
        "'{key}: {value}' mais avec decouverte_bid=off l'atout est la couleur de la "
        "retourne {retourne_card}, la dernière carte du paquet : {retourne_suit}"),
    "coinche_taker_no_contract": (
        "'{key}: {value}' but no '{contract_key}:' line: under variant=coinche a deal is "
        "scored on its bid; write it, such as '{contract_key}: 80 {suit} {taker}' (the "
        "level, 80 to 160 or capot, the trump, the taker)",
        "'{key}: {value}' mais pas de ligne '{contract_key}:' : avec variant=coinche une "
        "donne se marque sur son enchère ; écrivez-la, par exemple '{contract_key}: 80 "
        "{suit} {taker}' (le niveau, 80 à 160 ou capot, l'atout, le preneur)"),
    "contract_trump": ("'{key}: {value}' but the contract is at {contract_suit} (line {line})",
                       "'{key}: {value}' mais le contrat est à {contract_suit} (ligne {line})"),
    "contract_taker_again": ("'{key}: {value}' but the contract is {taker}'s (line {line})",
                             "'{key}: {value}' mais le contrat est celui {taker_de} "
                             "(ligne {line})"),
    # Tricks.
    "tricks_and_piles": ("a deal gives either its tricks or its piles, not both",
                         "une donne s'écrit par ses plis ou par ses tas, pas les deux"),
    "leader_piles": ("'{key}:' needs tricks, not piles",
                     "'{key}:' demande des plis, pas des tas"),
    "leader_dealer": ("'{key}: {value}', but {expected} leads trick 1, after dealer {dealer}",
                      "'{key}: {value}', mais c'est {expected} qui entame le pli 1, après le "
                      "donneur {dealer}"),
    "last_tricks": ("'{key}:' belongs to the piles form; with tricks the last trick's winner "
                    "is known",
                    "'{key}:' appartient à la forme en tas ; avec les plis, le gagnant du "
                    "dernier pli est connu"),
    "no_tricks": ("no tricks ('1: A♥ 7♥ 10♥ K♥') and no piles ('NS: …')",
                  "ni plis ('1: A♥ 7♥ 10♥ R♥') ni tas ('NS: …')"),
    "seat_no_card": ("seat {text!r} has no card", "la place {text!r} n'a pas de carte"),
    "trick_ninth": ("trick {number}: more than 8 tricks in a deal",
                    "pli {number} : plus de 8 plis dans une donne"),
    "trick_range": ("trick {number} is out of range: a deal has 8 tricks, numbered 1 to 8",
                    "pas de pli {number} : une donne a 8 plis, numérotés de 1 à 8"),
    "trick_twice": ("trick {number} written twice", "pli {number} écrit deux fois"),
    "trick_after": ("trick {number} comes after trick {previous}",
                    "le pli {number} vient après le pli {previous}"),
    "trick_gap": ("trick {number} follows trick {previous} (trick {gap} missing?)",
                  "le pli {number} suit le pli {previous} (pli {gap} manquant ?)"),
    "trick_gap_first": ("trick {number} is the first trick written (trick {gap} missing?)",
                        "le pli {number} est le premier pli écrit (pli {gap} manquant ?)"),
    "trick_order": ("trick {number} is written where trick {place} goes: all {count} tricks "
                    "are there, out of order; write them in the order played, 1 to {count}",
                    "le pli {number} est écrit à la place du pli {place} : les {count} plis "
                    "sont là, dans le désordre ; écrivez-les dans l'ordre joué, de 1 à "
                    "{count}"),
    "trick_slip": ("trick {number} is written where trick {place} goes: all {count} trick "
                   "lines are written, so none is missing; number them 1 to {count} (this "
                   "one '{place}:')",
                   "le pli {number} est écrit à la place du pli {place} : les {count} "
                   "lignes de plis sont écrites, aucune ne manque ; numérotez-les de 1 à "
                   "{count} (celle-ci '{place}:')"),
    "trick_one_card": ("trick {number} has 1 card, expected 4",
                       "le pli {number} a 1 carte, il en faut 4"),
    "trick_cards": ("trick {number} has {n} cards, expected 4",
                    "le pli {number} a {n} cartes, il en faut 4"),
    # French writes 0 in the singular, as 1 (``0 carte``): the wording of ``trick_cards``
    # with n = 0 in French (see ``texts._FRENCH_AT_ZERO``).
    "trick_zero_cards": ("trick {number} has {n} cards, expected 4",
                         "le pli {number} a {n} carte, il en faut 4"),
    "card_again": ("card {text!r} already played in trick {trick}",
                   "carte {text!r} déjà jouée au pli {trick}"),
    "card_twice": ("card {text!r} written twice in trick {trick}",
                   "carte {text!r} écrite deux fois au pli {trick}"),
    "tricks_one": ("1 trick, expected 8", "1 pli, il en faut 8"),
    "tricks_few": ("{n} tricks, expected 8", "{n} plis, il en faut 8"),
    "cards_missing": ("missing cards: {cards}", "cartes manquantes : {cards}"),
    "must_lead": ("trick {number}: {seat} must lead ({why}), found {found}",
                  "pli {number} : on lit {found}, mais c'est {seat} qui entame ({why})"),
    "lead_given": ("given by '{key}:'", "donné par '{key}:'"),
    "lead_dealer": ("after dealer {seat}", "après le donneur {seat}"),
    "lead_won": ("won trick {number}", "gagnant du pli {number}"),
    "plays_after": ("trick {number}: {seat} plays after {before}, found {found}",
                    "pli {number} : on lit {found}, mais c'est {seat} qui joue après {before}"),
    "new_deal_unsaid": (
        "{key!r} given again after the tricks (first on line {line}): read as a new deal; "
        "write a line '---' before it",
        "{key!r} donné de nouveau après les plis (d'abord ligne {line}) : lu comme une "
        "nouvelle donne ; écrivez une ligne '---' avant"),
    "new_deal_unsaid_piles": (
        "{key!r} given again after the piles (first on line {line}): read as a new deal; "
        "write a line '---' before it",
        "{key!r} donné de nouveau après les tas (d'abord ligne {line}) : lu comme une "
        "nouvelle donne ; écrivez une ligne '---' avant"),
    "new_deal_trick": (
        "trick {number} again after the deal's 8 tricks: read as a new deal; write a line "
        "'---' before it",
        "pli {number} de nouveau après les 8 plis de la donne : lu comme une nouvelle "
        "donne ; écrivez une ligne '---' avant"),
    "hint_new_deal": (
        "{problem}: if a new deal starts here, write a line '---' before it",
        "{problem} : si une nouvelle donne commence ici, écrivez une ligne '---' avant"),
    "hint_dealer_turn": (
        "{problem}; after {previous}, dealer of deal {deal}, the deal passes to {seat}: if "
        "{seat} dealt, write '{key}: {seat}'",
        "{problem} ; après {previous}, donneur de la donne {deal}, la donne passe à {seat} : "
        "si {seat} a donné, écrivez '{key}: {seat}'"),
    "hint_clubs_letter": (
        "{problem}; {text!r} was read as {card} (C is clubs in an English file): for {name} "
        "write {symbol} or {letters}",
        "{problem} ; {text!r} a été lu comme {card} (C est trèfle dans un fichier anglais) : "
        "pour {name}, écrivez {symbol} ou {letters}"),
    "hint_hearts_letter": (
        "{problem}; {text!r} was read as {card} (C is hearts, cœur, in a French file): for "
        "{name} write {symbol} or {letters}",
        "{problem} ; {text!r} a été lu comme {card} (C est cœur dans un fichier français) : "
        "pour {name}, écrivez {symbol} ou {letters}"),
    "hint_in_talon": (
        "{problem}; {card} is still in the talon, drawn after trick {number}",
        "{problem} ; {card} est encore dans le talon, piochée après le pli {number}"),
    "hint_trump": (
        "{problem} (every trick is led by the winner of the trick before with {suit} as "
        "trump: is the '{key}:' line right?)",
        "{problem} (chaque pli est entamé par le gagnant du pli précédent avec {suit} comme "
        "atout : la ligne '{key}:' est-elle juste ?)"),
    "hint_clockwise": (
        "{problem} (the seats are in clockwise order: add '{key}: direction=clockwise')",
        "{problem} (les places sont dans le sens horaire : ajoutez "
        "'{key}: direction=clockwise')"),
    "hint_anticlockwise": (
        "{problem} (the seats are in anticlockwise order: add "
        "'{key}: direction=anticlockwise')",
        "{problem} (les places sont dans le sens antihoraire : ajoutez "
        "'{key}: direction=anticlockwise')"),
    # Piles.
    "pile_twice": ("card {text!r} written twice in the {team} pile",
                   "carte {text!r} écrite deux fois dans le tas {team}"),
    "pile_both": ("card {text!r} is also in the {team} pile (line {line})",
                  "carte {text!r} aussi dans le tas {team} (ligne {line})"),
    "pile_count": ("the {team} pile has {n} cards: not a whole number of tricks",
                   "le tas {team} a {n} cartes : pas un nombre entier de plis"),
    "pile_count_one": ("the {team} pile has 1 card: not a whole number of tricks",
                       "le tas {team} a 1 carte : pas un nombre entier de plis"),
    "piles_no_last": ("no '{key}:' line (the team that won the last trick, e.g. '{key}: NS')",
                      "pas de ligne '{key}:' (l'équipe qui a gagné le dernier pli, par exemple "
                      "'{key}: NS')"),
    "last_empty": ("'{key}: {value}' but the {team} pile is empty",
                   "'{key}: {value}' mais le tas {team} est vide"),
    # Deals of two players (``variant: deux``): the deck, the exchange, 16 tricks of two.
    "trick2_seventeenth": ("trick {number}: more than 16 tricks in a deal",
                           "pli {number} : plus de 16 plis dans une donne"),
    "trick2_range": ("trick {number} is out of range: a deal of two has 16 tricks, numbered 1 "
                     "to 16",
                     "pas de pli {number} : une donne à deux a 16 plis, numérotés de 1 à 16"),
    "trick2_one_card": ("trick {number} has 1 card, expected 2",
                        "le pli {number} a 1 carte, il en faut 2"),
    "trick2_cards": ("trick {number} has {n} cards, expected 2",
                     "le pli {number} a {n} cartes, il en faut 2"),
    "trick2_zero_cards": ("trick {number} has {n} cards, expected 2",
                          "le pli {number} a {n} carte, il en faut 2"),
    "tricks2_one": ("1 trick, expected 16", "1 pli, il en faut 16"),
    "tricks2_few": ("{n} tricks, expected 16", "{n} plis, il en faut 16"),
    "deux_only": ("'{key}:' belongs to belote à deux ('{variant_key}: deux')",
                  "'{key}:' appartient à la belote à deux ('{variant_key}: deux')"),
    "two_only": ("'{key}:' belongs to the games of two ('{variant_key}: deux' or "
                 "'{variant_key}: decouverte')",
                 "'{key}:' appartient aux jeux à deux ('{variant_key}: deux' ou "
                 "'{variant_key}: découverte')"),
    "deck_twice": ("card {text!r} is twice in the deck (card {n})",
                   "carte {text!r} deux fois dans le paquet (carte {n})"),
    "deck_missing": ("'{key}:' lacks {cards}", "il manque {cards} à '{key}:'"),
    "deck_count": ("'{key}:' has {n} cards, expected the 32 in dealing order",
                   "'{key}:' a {n} cartes, il faut les 32 dans l'ordre de la donne"),
    "deck_count_one": ("'{key}:' has 1 card, expected the 32 in dealing order",
                       "'{key}:' a 1 carte, il faut les 32 dans l'ordre de la donne"),
    "exchange_form": (
        "'{key}:' takes the trick (1 to 10) before whose lead the trump 7 was swapped, maybe "
        "after the seat: '{key}: S 6'",
        "'{key}:' prend le pli (1 à 10) avant l'entame duquel le 7 d'atout a été échangé, "
        "éventuellement après la place : '{key}: S 6'"),
    "two_no_deck": (
        "no '{key}:' line ({game}: the 32 cards in dealing order, which with the dealer "
        "fix every card's place)",
        "pas de ligne '{key}:' ({game} : les 32 cartes dans l'ordre de la donne, qui "
        "avec le donneur fixent la place de chaque carte)"),
    "two_no_dealer": ("no '{key}:' line ({game}: the dealer, S or N)",
                      "pas de ligne '{key}:' ({game} : le donneur, S ou N)"),
    "two_seat": ("{game} is played by S and N, found '{key}: {value}'",
                 "la {game} se joue entre S et N (on lit '{key}: {value}')"),
    # A trick line of a game of two that writes E or W: what it says, what the game
    # expects there (the second card's player, or the leader and why).
    "two_trick_seat": ("trick {number}: {game} is played by S and N, found {found}: {expected}",
                       "pli {number} : la {game} se joue entre S et N (on lit {found}) : "
                       "{expected}"),
    "two_second": ("the second card is {seat}'s", "la seconde carte est celle {seat_de}"),
    "two_leads": ("{seat} leads ({why})", "c'est {seat} qui entame ({why})"),
    "two_piles": ("a deal of {game} gives its tricks, not piles",
                  "une donne de {game} s'écrit par ses plis, pas par des tas"),
    "exchange_seat": ("'{key}:' by {seat} but {leader} leads trick {number}",
                      "'{key}:' par {seat} mais {leader} entame le pli {number}"),
    "exchange_off": ("no exchange before trick {number}: 'exchange7=off'",
                     "pas d'échange avant le pli {number} : 'exchange7=off'"),
    "exchange_suit": ("no exchange before trick {number}: trump is not the retourne's suit",
                      "pas d'échange avant le pli {number} : l'atout n'est pas la couleur de "
                      "la retourne"),
    "exchange_seven": ("no exchange before trick {number}: the retourne is the 7",
                       "pas d'échange avant le pli {number} : la retourne est le 7"),
    "exchange_no_seven": (
        "no exchange before trick {number}: {seat}, about to lead, does not hold the 7 of "
        "trump",
        "pas d'échange avant le pli {number} : {seat}, qui entame, n'a pas le 7 d'atout"),
    "card_not_held": ("trick {number}: {seat} does not hold {card} (held: {held_cards})",
                      "pli {number} : {seat} n'a pas {card} (en main : {held_cards})"),
    # A card not held that an exchange of the trump 7 the file left out would explain.
    "hint_exchange": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number}",
        "{problem} ; il manque sans doute une ligne '{key}:' : '{key}: {seat} {number}' si "
        "{seat} a échangé {seven_card} contre la retourne {retourne_card} avant d'entamer le "
        "pli {number}"),
    "hint_exchange_more": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number} "
        "(or before trick {alternatives})",
        "{problem} ; il manque sans doute une ligne '{key}:' : '{key}: {seat} {number}' si "
        "{seat} a échangé {seven_card} contre la retourne {retourne_card} avant d'entamer le "
        "pli {number} (ou avant le pli {alternatives})"),
    # The same, when a swap before any trick from one to another would do as well.
    "hint_exchange_range": (
        "{problem}; an '{key}:' line is probably missing: '{key}: {seat} {number}' if {seat} "
        "swapped {seven_card} for the retourne {retourne_card} before leading trick {number} "
        "(or before any trick from {low} to {high})",
        "{problem} ; il manque sans doute une ligne '{key}:' : '{key}: {seat} {number}' si "
        "{seat} a échangé {seven_card} contre la retourne {retourne_card} avant d'entamer le "
        "pli {number} (ou avant tout pli de {low} à {high})"),
    "card_not_up": ("trick {number}: {seat} has no face-up {card} (face up: {held_cards})",
                    "pli {number} : {seat} n'a pas {card} face visible (visibles : "
                    "{held_cards})"),
    # A position (``belote play --from``): its hands and the tricks played so far.
    "hand_score": (
        "'{key}:' gives a position's hands, which 'belote play --from' plays on; 'belote "
        "score' reads a whole deal, its 8 tricks",
        "'{key}:' donne les mains d'une position, que 'belote play --from' joue ; 'belote "
        "score' lit une donne entière, ses 8 plis"),
    "hand_many": ("more 'hand:' lines than the four seats", "plus de lignes 'main:' que de "
                  "places"),
    "hand_empty": ("no seat and no card: write the seat, then its 8 cards ('S J♥ 9♥ …')",
                   "ni place ni carte : écrivez la place, puis ses 8 cartes ('S V♥ 9♥ …')"),
    "hand_seat": ("{text!r} is no seat: a hand starts with its seat, N E S or W",
                  "{text!r} n'est pas une place : une main commence par sa place, N E S ou O"),
    "hand_seat_twice": ("the hand of {seat} is given twice (line {line})",
                   "la main {seat_de} est donnée deux fois (ligne {line})"),
    "hand_card_again": ("card {text!r} written twice in the hand of {seat}",
                        "carte {text!r} écrite deux fois dans la main {seat_de}"),
    "hand_card_both": ("card {text!r} is already in the hand of {seat} (line {line})",
                       "carte {text!r} déjà dans la main {seat_de} (ligne {line})"),
    "hand_count": ("the hand of {seat} has {n} cards, expected 8",
                   "la main {seat_de} a {n} cartes, il en faut 8"),
    "hand_count_zero": ("the hand of {seat} has {n} cards, expected 8",
                        "la main {seat_de} a {n} carte, il en faut 8"),
    "hand_count_one": ("the hand of {seat} has 1 card, expected 8",
                       "la main {seat_de} a 1 carte, il en faut 8"),
    "hand_missing": (
        "no '{key}:' line for {seats}: a position gives the four hands as dealt, 8 cards "
        "each (three of them, the fourth holding the rest)",
        "pas de ligne '{key}:' pour {seats} : une position donne les quatre mains, 8 "
        "cartes chacune (ou trois, la quatrième ayant le reste)"),
    "position_illegal": ("trick {number}: {seat} may not play {card}: {rule}",
                         "pli {number} : {seat} ne peut pas jouer {card} : {rule}"),
    "position_over": (
        "8 tricks: the deal is over, nothing is left to play ('belote score' scores it)",
        "8 plis : la donne est finie, il ne reste rien à jouer ('belote score' la marque)"),
    "position_two": ("a position is played by four: {game} is not played from a file",
                     "une position se joue à quatre : la {game} ne se joue pas depuis un "
                     "fichier"),
    "position_discovery": (
        "'{word}': the deal without bidding is not played from a position (no contract)",
        "'{word}' : la donne sans enchères ne se joue pas depuis une position (pas de "
        "contrat)"),
    "position_announcements": (
        "announcements are not played from a position: leave out announcements=on and the "
        "'announce:' lines",
        "les annonces ne se jouent pas depuis une position : retirez announcements=on et les "
        "lignes 'annonce:'"),
    "position_piles": ("a position gives its tricks, not the piles",
                       "une position donne ses plis, pas les tas"),
    "position_no_taker": (
        "no '{taker_key}:' line: a position plays a contract, write who took ('{taker_key}: "
        "N')",
        "pas de ligne '{taker_key}:' : une position joue un contrat, écrivez qui a pris "
        "('{taker_key}: N')"),
    "position_no_contract": (
        "no '{contract_key}:' line: a position of coinche plays a contract ('{contract_key}: "
        "80 H N')",
        "pas de ligne '{contract_key}:' : une position de coinche joue un contrat "
        "('{contract_key}: 80 C N')"),
    "position_one_deal": ("a position is one deal: a second deal starts here",
                          "une position est une seule donne : une deuxième commence ici"),
}

#: The system's reasons (``os.strerror``, in English whatever the locale) a user meets
#: reading or writing a file, in French.
SYSTEM_REASONS_FR = {
    "Permission denied": "permission refusée",
    "Operation not permitted": "opération non permise",
    "No such file or directory": "fichier ou dossier introuvable",
    "No space left on device": "plus de place sur le disque",
    "Is a directory": "c'est un dossier",
    "Not a directory": "ce n'est pas un dossier",
    "Read-only file system": "système de fichiers en lecture seule",
    "Input/output error": "erreur d'entrée-sortie",
    "Disk quota exceeded": "quota de disque dépassé",
    "File too large": "fichier trop grand",
    "File name too long": "nom de fichier trop long",
    "Too many levels of symbolic links": "trop de liens symboliques en chaîne",
    "Device or resource busy": "périphérique ou ressource occupés",
    "No such device or address": "périphérique ou adresse introuvable",
    "Too many open files": "trop de fichiers ouverts",
    "Broken pipe": "tube rompu, son lecteur est parti",
    "Bad file descriptor": "descripteur de fichier invalide",
}
