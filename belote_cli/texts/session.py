"""The texts of the play session (``belote play``) and of its command line: ``(english,
french)`` by key, with ``{named}`` values (see ``belote_cli.texts``).

Why this module is long: it is one catalogue, every line ``belote play`` says with its
French twin beside it, which a split would set apart from the texts of the same command."""

from __future__ import annotations

# --- the play session (``belote play``) ------------------------------------------------------

SESSION: dict[str, tuple[str, str]] = {
    "intro": (
        "Belote: you sit South, North is your partner, East and West play against you.",
        "Belote : vous êtes Sud, Nord est votre partenaire, Est et Ouest vos adversaires.",
    ),
    "intro_match": ("Match to {target} points.", "Partie en {target} points."),
    "intro_match_one": ("Match to 1 point.", "Partie en 1 point."),
    # ``--record FILE`` of a file that holds something: said before anything is written.
    "record_replaces": (
        "{file} already exists: the first deal's record replaces it (quit now to keep it; "
        "--resume plays on its match).",
        "{file} existe déjà : l'enregistrement de la première donne le remplace (quitter "
        "maintenant pour le garder ; --resume reprend sa partie)."),
    # ``--resume FILE``: where the match of the record stands, then the deal to come.
    "resume_stands": (
        "Match to {target} points, from {file}: {a} {x}, {b} {y} after {n} deals; deal "
        "{deal}, {dealer} deals.",
        "Partie en {target} points, d'après {file} : {a} {x}, {b} {y} après {n} donnes ; "
        "donne {deal}, {dealer} donne.",
    ),
    "resume_stands_one": (
        "Match to {target} points, from {file}: {a} {x}, {b} {y} after 1 deal; deal "
        "{deal}, {dealer} deals.",
        "Partie en {target} points, d'après {file} : {a} {x}, {b} {y} après 1 donne ; "
        "donne {deal}, {dealer} donne.",
    ),
    "resume_held": ("A litige holds {held} points for the side that scores more next.",
                    "Un litige garde {held} points pour le camp qui marquera le plus à la "
                    "donne suivante."),
    "discovery": (
        "A deal without bidding (seed {seed}): trump {trump} drawn at random; you lead.",
        "Une donne sans enchères (graine {seed}) : atout {trump} tiré au sort ; vous entamez.",
    ),
    "deal": ("Deal {n}: dealer {dealer} (seed {seed})",
             "Donne {n} : donneur {dealer} (graine {seed})"),
    "deal_replay": ("Deal {n}: dealer {dealer} (seed {seed}; alone: belote play {args})",
                    "Donne {n} : donneur {dealer} (graine {seed} ; pour la rejouer seule : "
                    "belote play {args})"),
    # A position played on (``--from FILE``).
    "deal_position": ("Deal {n}: from {file} (seed {seed})",
                      "Donne {n} : depuis {file} (graine {seed})"),
    "deal_position_dealer": ("Deal {n}: from {file}, dealer {dealer} (seed {seed})",
                             "Donne {n} : depuis {file}, donneur {dealer} (graine {seed})"),
    "position_taken": ("Trump {suit}, taken by {seat}: team {team} plays the contract.",
                       "L'atout est {suit}, pris par {seat} : l'équipe {team} joue le "
                       "contrat."),
    "position_taken_sa_ta": ("{contract}, taken by {seat}: team {team} plays the contract.",
                             "{contract} : le contrat est pris par {seat}, l'équipe {team} "
                             "le joue."),
    "position_tricks": ("Played before, from the file ({n} tricks):",
                        "Déjà joué, d'après le fichier ({n} plis) :"),
    "position_tricks_one": ("Played before, from the file (1 trick):",
                            "Déjà joué, d'après le fichier (1 pli) :"),
    "your_cards": ("Your cards: {cards}", "Vos cartes : {cards}"),
    "retourne": ("Retourne: {card}", "Retourne : {card}"),
    "void": (
        "Everybody passed twice: the deal is void; {dealer} deals next.",
        "Tout le monde a passé deux fois : la donne est nulle ; {dealer} donne.",
    ),
    "taken": (
        "Trump {suit}, taken by {seat}: team {team} plays the contract. Everyone holds 8 cards.",
        "L'atout est {suit}, pris par {seat} : l'équipe {team} joue le contrat. Chacun a 8 "
        "cartes.",
    ),
    # Sans atout and tout atout (``sa_ta=on``): players name these contracts in words.
    "taken_sa_ta": (
        "{contract}, taken by {seat}: team {team} plays the contract. Everyone holds 8 cards.",
        "{contract} : le contrat est pris par {seat}, l'équipe {team} le joue. Chacun a 8 "
        "cartes.",
    ),
    "received": ("You receive {cards} from the rest of the deck (dealer {dealer}).",
                 "Vous recevez {cards} du reste du paquet (donneur {dealer})."),
    "received_taker": (
        "You take the retourne {card} and receive {cards} from the rest of the deck (dealer "
        "{dealer}).",
        "Vous prenez la retourne {card} et recevez {cards} du reste du paquet (donneur "
        "{dealer})."),
    "leads": ("Trick {n}: {seat} leads.", "Pli {n} : {seat} entame."),
    "on_table": ("Trick {n}, on the table: {cards}", "Pli {n}, sur le tapis : {cards}"),
    "you_lead": ("Trick {n}: you lead.", "Pli {n} : à vous d'entamer."),
    "hand_line": ("Your hand ({mark} trump {suit}): {cards}",
                  "Votre main ({mark} atout {suit}) : {cards}"),
    "hand_line_sa_ta": ("Your hand ({contract}): {cards}", "Votre main ({contract}) : {cards}"),
    "plays": ("{seat} plays {card}", "{seat} joue {card}"),
    "belote": ("{seat}: belote!", "{seat} : belote !"),
    "rebelote": ("{seat}: rebelote!", "{seat} : rebelote !"),
    "counters": ("You + North {ns}, East + West {ew}", "Vous + Nord {ns}, Est + Ouest {ew}"),
    "so_far": (
        "Trick points so far: NS {ns}, EW {ew} (tricks played: {n})",
        "Points de plis jusqu'ici : NS {ns}, EO {ew} (plis joués : {n})",
    ),
    "match_line": (
        "Match: NS {ns}, EW {ew} (target {target})",
        "Partie : NS {ns}, EO {ew} (but {target})",
    ),
    "held": (
        "{held} points held (litige): they go to the team that scores more in this deal.",
        "{held} points en réserve (litige) : ils iront à l'équipe qui marque le plus dans "
        "cette donne.",
    ),
    "next_dealer": ("Next deal: {dealer} deals.", "Donne suivante : {dealer} donne."),
    "no_trick": ("No card on the table.", "Aucune carte sur le tapis."),
    "no_last": ("No trick finished yet.", "Aucun pli terminé."),
    "no_play_yet": ("The cards are not played yet.", "Aucune carte n'a encore été jouée."),
    "not_your_hand": ("{card} is not in your hand.", "{card} n'est pas dans votre main."),
    # French names a card by its rank (le 7, la dame): no participle to agree with it.
    "refused": ("{card} refused: {reason}.", "Impossible de jouer {card} : {reason}."),
    "bad_number": ("No card numbered {n}: choose {choice}.",
                   "Pas de carte numéro {n} : choisissez {choice}."),
    # An answer the question does not read: French says Réponse inconnue, since Entrée is
    # the Enter key the end of a deal's page names beside it.
    "unknown_card": (
        "Unknown input {word!r}: type a number ({choice}), a card such as 10♥ or JS, or help.",
        "Réponse inconnue {word!r} : tapez un numéro ({choice}), une carte comme 10♥ ou VP, "
        "ou aide.",
    ),
    "unknown_bid1": (
        "Unknown input {word!r}: type take or pass, 1 or 2 (or help).",
        "Réponse inconnue {word!r} : tapez prends ou passe, 1 ou 2 (ou aide).",
    ),
    "unknown_bid2": (
        "Unknown input {word!r}: name a suit or pass: {choices} (or help).",
        "Réponse inconnue {word!r} : nommez une couleur ou passez : {choices} (ou aide).",
    ),
    # A bid at the card question, a card at the taking: what the moment is, what to type.
    "bid_at_card": (
        "The auction is over ({word!r}): play a card. Type a number ({choice}), a card such as "
        "10♥ or JS, or help.",
        "Les enchères sont finies ({word!r}) : jouez une carte. Tapez un numéro ({choice}), "
        "une carte comme 10♥ ou VP, ou aide.",
    ),
    # The same in a game whose taking is not an auction (classic, belote à deux and
    # découverte): both languages name it as the rule book does, the taking, la prise.
    "bid_at_taking_over": (
        "The taking is over ({word!r}): play a card. Type a number ({choice}), a card such as "
        "10♥ or JS, or help.",
        "La prise est faite ({word!r}) : jouez une carte. Tapez un numéro ({choice}), une "
        "carte comme 10♥ ou VP, ou aide.",
    ),
    "bid_no_bidding": (
        "This deal has no bidding ({word!r}): play a card. Type a number ({choice}), a card "
        "such as 10♥ or JS, or help.",
        "Cette donne se joue sans prise ({word!r}) : jouez une carte. Tapez un numéro "
        "({choice}), une carte comme 10♥ ou VP, ou aide.",
    ),
    "card_at_bid1": (
        "Not time to play a card yet ({word!r}): the taking comes first. Type take or pass, "
        "1 or 2 (or help).",
        "Pas encore de carte à jouer ({word!r}) : la prise d'abord. Tapez prends ou passe, "
        "1 ou 2 (ou aide).",
    ),
    "card_at_bid2": (
        "Not time to play a card yet ({word!r}): the taking comes first. Name a suit or "
        "pass: {choices} (or help).",
        "Pas encore de carte à jouer ({word!r}) : la prise d'abord. Nommez une couleur ou "
        "passez : {choices} (ou aide).",
    ),
    "card_at_call": (
        "Not time to play a card yet ({word!r}): the auction comes first. Say pass, a bid "
        "such as '90 ♥' or 'capot ♠', coinche or surcoinche (or help).",
        "Pas encore de carte à jouer ({word!r}) : les enchères d'abord. Dites passe, une "
        "enchère comme '90 ♥' ou 'capot ♠', coinche ou surcoinche (ou aide).",
    ),
    "round1_only": (
        "In round one you can only take {suit} or pass.",
        "Au premier tour, on ne peut que prendre à {suit} ou passer.",
    ),
    "round2_suit": (
        "In round two, name a suit other than {suit} ({suits}), or pass.",
        "Au second tour, nommez une autre couleur que {suit} ({suits}), ou passez.",
    ),
    "round2_suit_sa_ta": (
        "In round two, name a suit other than {suit} ({suits}), SA or TA, or pass.",
        "Au second tour, nommez une autre couleur que {suit} ({suits}), SA ou TA, ou passez.",
    ),
    "unknown_yes_no": ("Please answer yes (1) or no (2).", "Répondez oui (1) ou non (2)."),
    # A card typed at a yes-or-no question before the user's first card: the moment, the reply.
    "card_at_announce": (
        "Not time to play a card yet ({word!r}): the announcement comes first. Type yes (1) "
        "to announce it or no (2) (or help).",
        "Pas encore de carte à jouer ({word!r}) : l'annonce d'abord. Tapez oui (1) pour "
        "l'annoncer ou non (2) (ou aide).",
    ),
    "card_at_exchange": (
        "Not time to play a card yet ({word!r}): the exchange of the seven comes first. Type "
        "yes (1) to swap it for the retourne or no (2) (or help).",
        "Pas encore de carte à jouer ({word!r}) : l'échange du 7 d'abord. Tapez oui (1) pour "
        "l'échanger contre la retourne ou non (2) (ou aide).",
    ),
    # A card typed at the belote question: the card chosen is played once it is answered.
    "card_at_belote": (
        "Your card is chosen already ({word!r}): {card} is played once you answer. Type yes "
        "(1) to say belote with it or no (2) (or help).",
        "Votre carte est déjà choisie ({word!r}) : {card} se joue dès votre réponse. Tapez "
        "oui (1) pour annoncer belote avec elle ou non (2) (ou aide).",
    ),
    "too_long": (
        "A line of more than {most} characters: no answer is that long. Type 'help' for "
        "what to type.",
        "Une ligne de plus de {most} caractères : aucune réponse n'est si longue. Tapez "
        "'aide' pour savoir quoi taper.",
    ),
    "quit": ("Quit: deal abandoned.", "Donne abandonnée."),
    # quit or the input's end in a match after a deal played: the totals (and a --record
    # file) stand after that deal, as its match line said.
    "quit_in_match": ("Quit: deal {deal} abandoned; the match is left after deal {n}.",
                      "Donne {deal} abandonnée ; la partie s'arrête après la "
                      "donne {n}."),
    # quit on a terminal's page between two deals: the next one is dealt, not yet shown.
    "quit_match": ("Quit: the match is left after deal {n}.",
                   "Abandon : la partie s'arrête après la donne {n}."),
    # Outside a match, only after a void deal: French says so, its partie being the match.
    "quit_game": ("Quit: the game is left after void deal {n}.",
                  "Abandon : on s'arrête après la donne nulle {n}."),
    # After the line that says where a match is left (quit, Ctrl-C, the input's end), its
    # --record file holding the deals played: how to play on from the next deal.
    "match_resume_later": ("To play the match on later: belote play {args}",
                           "Pour reprendre la partie plus tard : belote play {args}"),
    "over": ("The game is over.", "La partie est finie."),
    "prompt_bid1": (
        "Take {suit} or pass? 1) take  2) pass",
        "Prendre à {suit} ou passer ? 1) prends  2) passe",
    ),
    "round_two": ("Round two: no one took the retourne.",
                  "Second tour : personne n'a pris la retourne."),
    # Six answers with sa_ta=on (three suits, SA, TA, pass): the whole line fits 80 columns
    # (French 79: a suit, SA or TA is the contract taken, as the line after it says).
    "prompt_bid2_sa_ta": (
        "Round two: a trump, SA, TA or pass? {choices}",
        "Second tour : quel contrat, ou passe ? {choices}",
    ),
    "prompt_bid2": (
        "Round two: which trump, or pass? {choices}",
        "Second tour : quel atout, ou passe ? {choices}",
    ),
    "pass_word": ("pass", "passe"),
    "prompt_card": (
        "Your card? ({choice}, or a card such as 10♥; help)",
        "Votre carte ? ({choice}, ou une carte comme 10♥ ; aide)",
    ),
    "prompt_belote": (
        "You hold {king} and {queen}: say belote? 1) yes  2) no",
        "Vous avez {king} et {queen} : annoncer belote ? 1) oui  2) non",
    ),
    "prompt_belote_second": (
        "You played {first} and now play {second}: say belote? 1) yes  2) no",
        "Vous avez joué {first} et jouez {second} : annoncer belote ? 1) oui  2) non",
    ),
    "eof": ("end of input: deal abandoned", "fin de l'entrée : donne abandonnée"),
    # Through a pipe, a game that does not go on: as many lines in a row that do not
    # answer the question (``yes 2 |``, the number refused again and again).
    "idle": ("standard input is not a terminal and sent {count} lines in a row that do not "
             "answer the question (the last: {line!r}): deal abandoned",
             "l'entrée standard n'est pas un terminal et a envoyé {count} lignes de suite qui "
             "ne répondent pas à la question (la dernière : {line!r}) : donne abandonnée"),
    "idle_match": ("standard input is not a terminal and sent {count} lines in a row that do "
                   "not answer the question (the last: {line!r}): deal {deal} abandoned; the "
                   "match is left after deal {n}",
                   "l'entrée standard n'est pas un terminal et a envoyé {count} lignes de "
                   "suite qui ne répondent pas à la question (la dernière : {line!r}) : donne "
                   "{deal} abandonnée ; la partie s'arrête après la donne {n}"),
    "eof_match": ("end of input: deal {deal} abandoned; the match is left after deal {n}",
                  "fin de l'entrée : donne {deal} abandonnée ; la partie s'arrête après la "
                  "donne {n}"),
    "help_bid": (
        "Round one: take (1, t, prends) or pass (2, p, passe). Round two: a suit (its number, "
        "♥, h, hearts, coeur…) or pass (its number, p, pass). Suit letters: S H D C (C is "
        "clubs), and the French P K T (pique ♠, carreau ♦, trèfle ♣; p alone is pass).",
        # The French forms (play/session.py's _TAKE, _PASS): p passes at round one, and is
        # pique at round two, where a suit is named.
        "Premier tour : prends (1, oui) ou passe (2, p, non). Second tour : une couleur (son "
        "numéro, ♥, c, cœur ou coeur sans œ…) ou passe (son numéro, passe ; p y est pique). "
        "Lettres des couleurs : P C K T (pique, cœur, carreau, trèfle), et les lettres "
        "anglaises S H D (♠ ♥ ♦).",
    ),
    "help_bid_sa_ta": (
        "With sa_ta=on, round two also offers sans atout and tout atout: type SA, TA, "
        "sans atout, tout atout or the number.",
        "Avec sa_ta=on, le second tour propose aussi sans atout et tout atout : tapez SA, "
        "TA, sans atout, tout atout ou le numéro.",
    ),
    "help_card": (
        "Type the number of a card from your hand, or the card itself: 10♥, 10h, JS, V♠, VP, "
        "dc. Ranks 7 8 9 10 (or T) J Q K A, or the French V D R; suits ♠ ♥ ♦ ♣ or the letters "
        "S H D C (C is clubs: dc is Q♣), and the French P K T (pique ♠, carreau ♦, trèfle ♣).",
        "Tapez le numéro d'une carte de votre main, ou la carte elle-même : 10♥, 10h, VP, V♠, "
        "JS, dc. Rangs 7 8 9 10 (ou T) V D R A, ou les anglais J Q K ; couleurs ♠ ♥ ♦ ♣ ou "
        "les lettres P C K T (pique, cœur, carreau, trèfle : C est cœur, dc est D♥), et les "
        "anglaises S H D (♠ ♥ ♦).",
    ),
    # The obligations at the card, by contract (the rule book's): the words of
    # ``belote rules play`` and ``belote rules sa_ta``.
    "help_play_suit": (
        "What you may play (trump {suit}): follow suit if you can; when trump is led, also "
        "beat the highest trump in the trick if you can, even your partner's. Void in the "
        "suit led: any card if your partner is winning the trick; otherwise trump if you "
        "can, and overtrump an opponent's trump if you can; {undertrump} More: belote rules "
        "play.",
        "Ce que vous pouvez jouer (atout {suit}) : fournir si vous pouvez ; quand l'atout "
        "est demandé, aussi monter sur le plus fort atout du pli si vous le pouvez, même "
        "s'il est à votre partenaire. Plus de la couleur demandée : ce que vous voulez si "
        "votre "
        "partenaire est maître du pli ; sinon couper si vous pouvez, et surcouper l'atout "
        "d'un adversaire si vous le pouvez ; {undertrump} Voir belote rules jeu --lang fr.",
    ),
    "help_play_undertrump_free": (
        "if you cannot overtrump, any card.",
        "si vous ne pouvez pas surcouper, ce que vous voulez.",
    ),
    "help_play_undertrump_required": (
        "if you cannot overtrump, still a lower trump if you hold one (undertrump=required).",
        "si vous ne pouvez pas surcouper, encore un atout plus petit si vous en avez un "
        "(sous-couper, undertrump=required).",
    ),
    "help_play_sa": (
        "What you may play (sans atout): follow suit if you can, with any card of it; void "
        "in the suit led, any card. Nobody trumps. More: belote rules sa_ta.",
        "Ce que vous pouvez jouer (sans atout) : fournir si vous pouvez, n'importe quelle "
        "carte de la couleur ; sans la couleur, ce que vous voulez. Personne ne coupe. "
        "Voir belote rules sa_ta --lang fr.",
    ),
    "help_play_ta": (
        "What you may play (tout atout): follow suit and beat the best card of the suit led "
        "if you can, even your partner's; if you cannot beat it, any card of that suit; void "
        "in the suit led, any card. More: belote rules sa_ta.",
        "Ce que vous pouvez jouer (tout atout) : fournir et monter sur la meilleure carte de "
        "la couleur demandée si vous le pouvez, même si elle est à votre partenaire ; sinon, "
        "n'importe quelle carte de la couleur ; sans la couleur, ce que vous voulez. Voir "
        "belote rules sa_ta --lang fr.",
    ),
    "help_belote": (
        "Answer yes to announce belote-rebelote (20 points), no to keep quiet.",
        "Répondez oui pour annoncer belote-rebelote (20 points), non pour vous taire.",
    ),
    "coinche_rules_sa_ta": (
        "Coinche: 8 cards each, no retourne. Call pass, a bid of 80 to 160 or capot with a "
        "suit, SA (sans atout) or TA (tout atout) (90 ♥, 100 SA, capot TA), coinche or "
        "surcoinche.",
        "Coinche : 8 cartes chacun, pas de retourne. Dites passe, une enchère de 80 à 160 ou "
        "capot avec une couleur, SA (sans atout) ou TA (tout atout) (90 ♥, 100 SA, capot "
        "TA), coinche ou surcoinche.",
    ),
    "coinche_rules": (
        "Coinche: 8 cards each, no retourne. Call pass, a bid of 80 to 160 or capot with a "
        "suit (90 ♥, capot ♠), coinche or surcoinche.",
        "Coinche : 8 cartes chacun, pas de retourne. Dites passe, une enchère de 80 à 160 ou "
        "capot avec une couleur (90 ♥, capot ♠), coinche ou surcoinche.",
    ),
    "void_coinche": (
        "Four passes: the deal is void; {dealer} deals next.",
        "Quatre passes : la donne est nulle ; {dealer} donne.",
    ),
    "call_pass": ("{seat} passes", "{seat} passe"),
    # French: 'enchérit', as the rule book's 'enchères'; 'annonce' is a tierce, a carré…
    "call_bid": ("{seat} bids {bid}", "{seat} enchérit : {bid}"),
    "call_coinche": ("{seat} coinches!", "{seat} coinche !"),
    "call_surcoinche": ("{seat} surcoinches!", "{seat} surcoinche !"),
    "contract": (
        "Contract {contract}: team {team} needs {need}.",
        "Contrat {contract} : l'équipe {team} doit faire {need}.",
    ),
    "need_points": (
        "{level} points (trick points and belote)",
        "{level} points (points de plis et belote)",
    ),
    # A bid under the 82 every contract needs (80): the 82, and why not the bid.
    "need_points_least": (
        "{least} points (trick points and belote: a bid of {level} still needs {least})",
        "{least} points (points de plis et belote : une enchère de {level} en demande tout "
        "de même {least})",
    ),
    # Sans atout (and tout atout with ta_belote=none): no belote.
    "need_trick_points": ("{level} trick points", "{level} points de plis"),
    "need_trick_points_least": (
        "{least} trick points (a bid of {level} still needs {least})",
        "{least} points de plis (une enchère de {level} en demande tout de même {least})",
    ),
    "need_capot": ("all eight tricks", "les huit plis"),
    "prompt_call": ("Your call? {choices}", "Votre enchère ? {choices}"),
    "call_range": ("{low}–160 or capot", "{low}–160 ou capot"),
    "call_range_top": ("{low} or capot", "{low} ou capot"),
    "call_higher": ("; or a higher bid: {levels} with a suit (e.g. {low} ♥)",
                    " ; ou une enchère plus haute : {levels} avec l'atout (ex. {low} ♥)"),
    "call_higher_sa_ta": (
        "; or a higher bid: {levels} with a suit, SA or TA (e.g. {low} ♥, {low} SA)",
        " ; ou une enchère plus haute : {levels} avec l'atout, SA ou TA (ex. {low} ♥, "
        "{low} SA)"),
    "bad_call_number": (
        "No call numbered {n}: choose {choice}, or type a bid with its suit (e.g. 90 ♥).",
        "Pas d'enchère numéro {n} : choisissez {choice}, ou tapez une enchère avec sa couleur "
        "(ex. 90 ♥)."),
    # An enchère, a coinche, a surcoinche, a passe: feminine, refusée.
    "call_refused": ("{call} refused: {reason}.", "{call} refusée : {reason}."),
    "unknown_call": ("Unknown call {word!r}: {reason} (or help).",
                     "Enchère inconnue {word!r} : {reason} (ou aide)."),
    # What is wrong with a typed call, the call itself left to ``unknown_call``.
    # The letters the prompt reads: its language's, and those only the other one has.
    "call_suit": ("unknown suit {suit_text!r} (expected ♠ ♥ ♦ ♣, {letters}, the French "
                  "{other} or a suit's name)",
                  "couleur inconnue {suit_text!r} (attendu ♠ ♥ ♦ ♣, {letters}, les lettres "
                  "anglaises {other} ou le nom d'une couleur)"),
    "call_trump": ("a bid names trump: '{level} ♥'", "une enchère nomme l'atout : '{level} ♥'"),
    "unknown_call_expected": (
        "Unknown call {word!r}: expected pass, a bid such as '90 ♥' or 'capot ♠', coinche or "
        "surcoinche (or help).",
        "Enchère inconnue {word!r} : attendu passe, une enchère comme '90 ♥' ou 'capot ♠', "
        "coinche ou surcoinche (ou aide)."),
    "help_call": (
        "Type a call's number, or the call: pass (pass, p, passe); a level and a suit (90 ♥, "
        "90h, 120 spades, capot ♠), each bid above the last: 80 to 160 by tens, then capot; "
        "coinche (contre) the opponents' bid; surcoinche (surcontre) after they coinche "
        "yours. Suit letters: S H D C (C is clubs), and the French P K T (pique ♠, carreau "
        "♦, trèfle ♣).",
        "Tapez le numéro d'une enchère, ou l'enchère : passez (passe, p) ; un niveau et une "
        "couleur (90 ♥, 90c, 120 pique, capot ♠), chaque enchère au-dessus de la précédente "
        ": de 80 à 160 de dix en dix, puis capot ; coinchez (contre) l'enchère adverse ; "
        "surcoinchez (surcontre) après leur coinche. Lettres des couleurs : P C K T (pique, "
        "cœur, carreau, trèfle : C est cœur), et les lettres anglaises S H D (♠ ♥ ♦).",
    ),
    "help_call_sa_ta": (
        "With sa_ta=on, sans atout and tout atout are bid as a suit is: 110 SA, 120 TA, "
        "capot sans atout.",
        "Avec sa_ta=on, une enchère nomme sans atout ou tout atout comme une couleur : "
        "110 SA, 120 TA, capot sans atout.",
    ),
    # The announcement named with its article in French: 'Annoncer la tierce à l'A♦ ?'.
    "prompt_announce": ("Announce {ann}? 1) yes  2) no", "Annoncer {ann_le} ? 1) oui  2) non"),
    "help_announce": (
        "Answer yes to announce it with your first card (it is shown to the table at the "
        "second trick), no to keep it quiet.",
        "Répondez oui pour l'annoncer avec votre première carte (elle est montrée à la table "
        "au second pli), non pour vous taire.",
    ),
    "announces": ("{seat} announces: {kinds}", "{seat} annonce : {kinds}"),
    "shown": ("Announcements: {listed}.", "Annonces : {listed}."),
    "ann_best": (
        "Best announcement: {best}; {team} score their {points}.",
        "Meilleure annonce : {best} ; {team} marquent leurs {points}.",
    ),
    "ann_equal": ("Equal best announcements: nobody scores them.",
                  "Meilleures annonces égales : personne ne les marque."),
    "no_ann": ("No announcements.", "Pas d'annonces."),
    # Four players: a hint at the taking, at a coinche call and at a card; two: at a card.
    "help_cmds": (
        "At any prompt: help, hand, trick (cards on the table), last (previous trick), score, "
        "quit; hint at your turn to take, call or play a card.",
        "À tout moment : aide, main, pli (cartes sur le tapis), dernier (pli précédent), "
        "score, quitter ; conseil à votre tour de prendre, d'enchérir ou de jouer une carte.",
    ),
    "help_cmds_deux": (
        "At any prompt: help, hand, trick (cards on the table), last (previous trick), score, "
        "quit; hint when you play a card.",
        "À tout moment : aide, main, pli (cartes sur le tapis), dernier (pli précédent), "
        "score, quitter ; conseil quand vous jouez une carte.",
    ),
    # A hint: its head ("hint"; "hint_tie" when cards are worth the same, "hint_forced"
    # when only one may be played, then alone), then how the cards were valued
    # ("hint_values"; "deux_hint_*"), then, when the card is not the first by points, why
    # ("hint_score").
    "hint": ("Hint: {card}.", "Conseil : {card}."),
    "hint_forced": ("Hint: {card}, the only card you may play.",
                    "Conseil : {card}, la seule carte que vous pouvez jouer."),
    "hint_values": (
        " Trick points your team may expect from here, by card (hidden cards dealt {n}×, "
        "each deal solved with all hands open): {values}",
        " Points de plis que votre équipe peut espérer d'ici la fin, par carte (cartes "
        "cachées distribuées {n} fois, chaque donne résolue cartes ouvertes) : {values}",
    ),
    "hint_score": (
        "; {card} is chosen for the deal's score, the contract counted (yours minus the "
        "other side's): {margin} {unit} a deal, against {top_margin} with {top}.",
        " ; {card} vaut mieux pour la marque de la donne, contrat compris (la vôtre moins "
        "celle de l'adversaire) : {margin} {unit} par donne, contre {top_margin} avec {top}.",
    ),
    "error": ("error: {message}", "erreur : {message}"),
    # The command line of ``belote play``.
    "play_record_from": (
        "--record names the file --from reads: the record would replace it; name another "
        "file",
        "--record nomme le fichier que --from lit : l'enregistrement le remplacerait ; "
        "nommez un autre fichier"),
    "play_record_stdin": (
        "--record names the file read on standard input: the record would replace it; name "
        "another file",
        "--record nomme le fichier lu sur l'entrée standard : l'enregistrement le "
        "remplacerait ; nommez un autre fichier"),
    "play_record_stdout": ("--record {path}: the game is printed on standard output; name "
                           "a file",
                           "--record {path} : la partie s'affiche sur la sortie standard ; "
                           "nommez un fichier"),
    # A deal played out that --record could not write: said where the deal ends.
    "play_record_lost": ("deal {deal} is not recorded: {problem}",
                         "donne {deal} non enregistrée : {problem}"),
    "play_record_keeps": ("{path} keeps deals 1 to {n}, as they were.",
                          "{path} garde les donnes 1 à {n}, telles qu'elles étaient."),
    "play_record_keeps_one": ("{path} keeps deal 1, as it was.",
                              "{path} garde la donne 1, telle qu'elle était."),
    "play_record_untouched": ("{path} is left as it was.", "{path} reste tel qu'il était."),
    "play_record_match_stops": ("The match stops here.", "La partie s'arrête ici."),
    "play_resume_changed_kept": ("{path} is left as the other program wrote it.",
                                 "{path} reste tel que l'autre programme l'a écrit."),
    "play_resume_gone_kept": ("Nothing is written in its place.",
                              "Rien n'est écrit à sa place."),
    "play_resume_gone_again": ("To record the deal, play it again alone into another file: "
                               "belote play {args} --record FILE",
                               "Pour enregistrer la donne, rejouez-la seule dans un autre "
                               "fichier : belote play {args} --record FICHIER"),
    "play_resume_changed_again": ("To record the deal, play it again alone into another "
                                  "file: belote play {args} --record FILE; belote score "
                                  "{path} says where the match stands now",
                                  "Pour enregistrer la donne, rejouez-la seule dans un autre "
                                  "fichier : belote play {args} --record FICHIER ; belote "
                                  "score {path} dit où en est la partie maintenant"),
    "play_record_again": ("To record the deal, play it again alone into another file, where "
                          "there is room and you may write: belote play {args} --record FILE",
                          "Pour enregistrer la donne, rejouez-la seule dans un autre fichier, "
                          "là où il y a de la place et où vous pouvez écrire : belote play "
                          "{args} --record FICHIER"),
    "play_resume_again": ("To record the deal, play it again into the match, once there is "
                          "room and you may write: belote play {args}",
                          "Pour enregistrer la donne, rejouez-la dans la partie, une fois "
                          "qu'il y a de la place et que vous pouvez écrire : belote play "
                          "{args}"),
    "play_seed_negative": ("--seed must be 0 or more, found {seed}",
                           "--seed doit être positif ou nul (valeur donnée : {seed})"),
    "play_target": ("--target must be a positive number of points up to {largest}, found "
                    "{target}",
                    "--target doit être un nombre de points positif, au plus {largest} "
                    "(valeur donnée : {target})"),
    "play_discovery_match": (
        "--discovery plays a single deal: it cannot be combined with {option}",
        "--discovery joue une seule donne : impossible avec {option}"),
    "no_bidding_variant": (
        "--discovery plays a deal without bidding: it cannot be combined with "
        "variant={variant}",
        "--discovery joue une donne sans enchères : impossible avec variant={variant}"),
    "play_deux_dealer": (
        "--dealer {dealer}: {game} is played by S and N",
        "--dealer {dealer} : la {game} se joue entre S et N"),
    "no_bidding_announcements": (
        "--discovery plays a deal without bidding: it has no announcements",
        "--discovery joue une donne sans enchères : elle n'a pas d'annonces"),
    "no_bidding_sa_ta": (
        "--discovery plays a deal without bidding: its trump is a suit drawn at random, "
        "never SA or TA (sa_ta=on)",
        "--discovery joue une donne sans enchères : son atout est une couleur tirée au "
        "hasard, jamais SA ni TA (sa_ta=on)"),
    "play_discovery_dealer": ("--discovery has no dealer: South always leads",
                              "--discovery n'a pas de donneur : Sud entame toujours"),
    "play_discovery_decks": ("--discovery plays a single deal: give it one --deck",
                             "--discovery joue une seule donne : donnez-lui un seul --deck"),
    "play_unknown_bot": ("--bots: unknown bot {name!r} (known bots: {known}); a bot of your "
                         "own is loaded with --import MODULE",
                         "--bots : robot inconnu {name!r} (robots connus : {known}) ; votre "
                         "propre robot se charge avec --import MODULE"),
    "stdout_closed": ("standard output is closed: nowhere to print",
                      "la sortie standard est fermée : nulle part où écrire"),
    "interrupted": ("interrupted", "interrompu"),
    # Ctrl-C in a match after a deal played: as quit says it.
    "interrupted_match": (
        "interrupted: deal {deal} abandoned; the match is left after deal {n}",
        "interrompu : donne {deal} abandonnée ; la partie s'arrête après la donne {n}"),
    "terminated": ("terminated", "arrêté"),
    # kill (SIGTERM) in a match after a deal played: as Ctrl-C says it.
    "terminated_match": (
        "terminated: deal {deal} abandoned; the match is left after deal {n}",
        "arrêté : donne {deal} abandonnée ; la partie s'arrête après la donne {n}"),
    "output_failed": ("cannot write the output: {why}", "impossible d'écrire la sortie : {why}"),
    "output_encoding": (
        "standard output is in {encoding}, which cannot write {text}: run belote with a "
        "UTF-8 locale (LANG=en_US.UTF-8) or PYTHONIOENCODING=utf-8",
        "la sortie standard est en {encoding}, qui ne peut pas écrire {text} : lancez "
        "belote avec une locale UTF-8 (LANG=fr_FR.UTF-8) ou PYTHONIOENCODING=utf-8"),
    "option_problem": ("{option}: {problem}", "{option} : {problem}"),
    "play_deck_twice": ("--deck: {card} appears twice", "--deck : {card} y est deux fois"),
    "play_from_clash": ("--from plays one deal from the position its file gives: not with "
                        "{option}",
                        "--from joue une donne depuis la position de son fichier : pas avec "
                        "{option}"),
    "play_resume_clash": ("--resume plays on the match its file holds, from the deal after its "
                          "last: not with {option}",
                          "--resume reprend la partie de son fichier à la donne qui suit sa "
                          "dernière : pas avec {option}"),
    "play_resume_stdin": ("--resume needs a file's name: the deals to come are appended to it",
                          "--resume demande un nom de fichier : les donnes à venir y sont "
                          "ajoutées"),
    "play_resume_not_match": ("{path} is not the record of a match (its deals are scored "
                              "alone): nothing to play on",
                              "{path} n'est pas la feuille d'une partie (ses donnes se "
                              "comptent seules) : rien à reprendre"),
    "play_resume_rules": ("{path} holds a match to {target} points, rules: {rules}; {options} "
                          "would change them: leave the option out to play on",
                          "{path} tient une partie en {target} points, règles : {rules} ; "
                          "{options} les changerait : reprenez-la sans cette option"),
    "play_resume_book_rules": ("those of the rule book", "celles du livre de règles"),
    "play_resume_won": ("{path}: the match to {target} points is over, won by {side}, {a} to "
                        "{b} after {n} deals: nothing to play on.",
                        "{path} : la partie en {target} points est finie, gagnée par {side}, "
                        "{a} à {b} après {n} donnes : rien à reprendre."),
    "play_resume_won_one": ("{path}: the match to {target} points is over, won by {side}, {a} "
                            "to {b} after 1 deal: nothing to play on.",
                            "{path} : la partie en {target} points est finie, gagnée par "
                            "{side}, {a} à {b} après 1 donne : rien à reprendre."),
    "play_resume_no_dealer": ("{path}: deal {n} names no dealer, so who deals next is not "
                              "known: add a 'dealer:' line to it",
                              "{path} : la donne {n} ne dit pas qui a donné, le donneur "
                              "suivant n'est donc pas connu : ajoutez-lui une ligne "
                              "'donneur:'"),
    "play_resume_unwritable": ("{path} cannot take the deals to come: {problem}",
                               "{path} ne peut pas recevoir les donnes à venir : {problem}"),
    "play_resume_regular": ("it is not a regular file", "ce n'est pas un fichier ordinaire"),
    "play_resume_denied": ("permission denied", "permission refusée"),
    "play_from_stdin": ("--from needs a file's name: standard input gives the answers",
                        "--from demande un nom de fichier : l'entrée standard donne les "
                        "réponses"),
    "play_deck_count": ("--deck needs the 32 cards in the order they are dealt, found {n}",
                        "--deck a {n} cartes, il faut les 32 dans l'ordre où elles sont "
                        "distribuées"),
    "play_deck_count_one": ("--deck needs the 32 cards in the order they are dealt, found {n}",
                            "--deck a {n} carte, il faut les 32 dans l'ordre où elles sont "
                            "distribuées"),
    "play_stdin_closed": ("standard input is closed: nothing to read the bids and cards from",
                          "l'entrée standard est fermée : nulle part où lire la prise (ou les "
                          "enchères) et les cartes"),
    "play_line_endless": ("standard input sends a line of more than a million characters: "
                          "it is not answers",
                          "l'entrée standard envoie une ligne de plus d'un million de "
                          "caractères : ce ne sont pas des réponses"),
    "play_stdin_encoding": ("standard input is read in {encoding}, and what it sends is not "
                            "{encoding}: run belote with a UTF-8 locale (LANG=en_US.UTF-8) "
                            "or PYTHONIOENCODING=utf-8",
                            "l'entrée standard est lue en {encoding}, et ce qu'elle envoie "
                            "n'est pas en {encoding} : lancez belote avec une locale UTF-8 "
                            "(LANG=fr_FR.UTF-8) ou PYTHONIOENCODING=utf-8"),
    "play_stdin_error": ("cannot read standard input: {why}",
                         "impossible de lire l'entrée standard : {why}"),
    "hint_tie": (
        "Hint: {card}, the heuristic player's choice among {count} cards of equal value "
        "({cards}: {value} {unit} each).",
        "Conseil : {card}, le choix du robot heuristique parmi {count} cartes de même "
        "valeur ({cards} : {value} {unit} chacune)."),
    # The same, when a card of more trick points stands beside them ("hint_score" says
    # why they are chosen over it): their value is not the most points.
    "hint_tie_score": (
        "Hint: {card}, the heuristic player's choice among {count} cards equal in trick "
        "points and in the deal's score ({cards}: {value} {unit} each).",
        "Conseil : {card}, le choix du robot heuristique parmi {count} cartes égales en "
        "points de plis et en marque de la donne ({cards} : {value} {unit} chacune)."),
    "thinking": ("thinking…", "réflexion…"),
    "no_hint": (
        "A hint is given at your turn to take, call or play a card.",
        "Un conseil est donné à votre tour de prendre, d'enchérir ou de jouer une carte.",
    ),
    # At two, not at the taking, nor at the swap of the seven before the first lead
    # (belote à deux with exchange7=on; the others have no swap).
    "no_hint_deux": (
        "A hint is given at your turn to play a card, not at the taking or the swap.",
        "Un conseil est donné à votre tour de jouer une carte, pas à la prise ni à "
        "l'échange.",
    ),
    "no_hint_two": (
        "A hint is given at your turn to play a card, not at the taking.",
        "Un conseil est donné à votre tour de jouer une carte, pas à la prise.",
    ),
}
