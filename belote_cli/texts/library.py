"""The texts of the library's own checks of its arguments (``belote_cli.api``: ``legal_plays``,
``play_deal``, ``play_match``, ``solve``, ``simulate``, ``Rate``; ``belote_cli.hints``:
``hint``; ``Game``'s builders; what a bot answers), ``(english, french)`` by key, with
``{named}`` values (see ``belote_cli.texts``); codes with their English in
``core.english``. An argument is named as the function names it (``trick:``, ``round=``),
in both languages."""

from __future__ import annotations

LIBRARY: dict[str, tuple[str, str]] = {
    # The deals ``dumps`` writes as one match (``dealfile.writer``): a file that ``load``
    # reads back, of one game and one target.
    "dumps_match_game": (
        "records: deal {n} is a deal of {game}, deal 1 of {match_game}: a match is played at "
        "one game, and load would not read the file back; to write deals scored each alone, "
        "make the first DealRecord independent=True (the file then says 'match: none')",
        "records : la donne {n} est une donne de {game}, la donne 1 de {match_game} : une "
        "partie se joue à un seul jeu, et load ne relirait pas le fichier ; pour écrire des "
        "donnes comptées chacune à part, mettez independent=True au premier DealRecord (le "
        "fichier dit alors 'match: none')"),
    "dumps_match_discovery": (
        "records: deal {n} is a deal without bidding (discovery=True), played alone, never "
        "in a match, and load would not read the file back; to write deals scored each "
        "alone, make the first DealRecord independent=True (the file then says 'match: "
        "none')",
        "records : la donne {n} est une donne sans enchères (discovery=True), qui se joue "
        "seule, jamais dans une partie, et load ne relirait pas le fichier ; pour écrire des "
        "donnes comptées chacune à part, mettez independent=True au premier DealRecord (le "
        "fichier dit alors 'match: none')"),
    "dumps_match_target": (
        "records: deal {n} plays to {target}, deal 1 to {match_target}: a match is played "
        "to one target, and load would not read the file back; to write deals scored each "
        "alone, make the first DealRecord independent=True (the file then says 'match: "
        "none')",
        "records : la donne {n} se joue en {target} points, la donne 1 en {match_target} : "
        "une partie se joue en un seul but, et load ne relirait pas le fichier ; pour écrire "
        "des donnes comptées chacune à part, mettez independent=True au premier DealRecord "
        "(le fichier dit alors 'match: none')"),
    "dumps_match_later": (
        "records: deal {n} is independent=True and deal 1 is not: 'match: none' is said of "
        "the whole file, in its first deal, so make the first DealRecord independent=True",
        "records : la donne {n} a independent=True et la donne 1 non : 'match: none' se dit "
        "du fichier entier, dans sa première donne : mettez independent=True au premier "
        "DealRecord"),
    # A deal ``dumps`` and ``dump`` write (``dealfile.writer``): what ``load`` reads back,
    # and a file that can hold it; a game of two's dealer (``Game.deal`` too).
    "dumps_piles_empty": ("a deal given by its piles needs at least one of them",
                          "une donne donnée par ses tas en demande au moins un"),
    "dumps_trick_count": (
        "a deal file holds each deal's {whole} tricks, or its piles: this deal has {n}",
        "un fichier de donne tient les {whole} plis de chaque donne, ou ses tas : cette "
        "donne en a {n}"),
    "dumps_trick_size": ("trick {number} holds {n} cards: a trick is {size} cards, one a player",
                         "le pli {number} compte {n} cartes : un pli fait {size} cartes, une "
                         "par joueur"),
    "dumps_card_twice": ("trick {number}: {card} is played twice in the deal",
                         "pli {number} : {card} figure deux fois dans la donne"),
    "dumps_coinche_taker": (
        "a deal of coinche taken by {taker} is played on its bid: give the DealRecord its "
        "contract=Contract(level, suit, taker), the file's 'contract:' line, as load reads "
        "no coinche deal with a taker and no contract",
        "une donne de coinche prise par {taker} se joue sur son enchère : donnez au "
        "DealRecord son contract=Contract(level, suit, taker), la ligne 'contract:' du "
        "fichier, car load ne lit aucune donne de coinche avec un preneur et sans contrat"),
    "dumps_two_needs": (
        "a deal of {game} needs {missing}: the dealer and the deck fix every card's place, and "
        "a deal file without them cannot be read",
        "une donne de {game} demande {missing} : le donneur et le paquet fixent la place de "
        "chaque carte, et un fichier de donne sans eux ne se lit pas"),
    "two_dealer": ("{game} is played by S and N: {seat} cannot deal",
                   "la {game} se joue entre S et N : {seat} ne peut pas donner"),
    "two_no_seat": ("{game} is played by S and N, not {seat}",
                    "la {game} se joue entre S et N, pas {seat}"),
    "dumps_two_piles": ("a deal of {game} gives its tricks, not piles",
                        "une donne de {game} s'écrit par ses plis, pas par des tas"),
    "dumps_deck_two_only": (
        "deck: a deal file gives the deck of the games of two alone (variant=deux and "
        "decouverte): a deal of {game} has deck=None",
        "deck : un fichier de donne ne donne le paquet que des jeux à deux (variant=deux "
        "et decouverte) : une donne de {game} a deck=None"),
    "dumps_exchange_deux_only": (
        "exchange: belote à deux alone swaps the trump 7 for the retourne (variant=deux): "
        "a deal of {game} has exchange=0",
        "exchange : seule la belote à deux échange le 7 d'atout contre la retourne "
        "(variant=deux) : une donne de {game} a exchange=0"),
    "dumps_exchange_trick": (
        "exchange: the trick (1 to 10) before whose lead the trump 7 was swapped, or 0 for "
        "none, not {value}",
        "exchange : le pli (1 à 10) avant l'entame duquel le 7 d'atout a été échangé, ou 0 "
        "sans échange, pas {value}"),
    "dumps_empty": ("no deal to write: a deal file holds one deal or more",
                    "aucune donne à écrire : un fichier de donne en tient une ou plus"),
    # A deal without bidding ``dumps`` writes: what the reader's ``check_discovery`` reads.
    "dumps_discovery_bidding": (
        "records: deal {n} is a deal without bidding (discovery=True) and has {what}: a deal "
        "without bidding has no taker, no contract, no belote and no announcements, and load "
        "would not read the file back; for a deal that was bid, make it discovery=False",
        "records : la donne {n} est une donne sans enchères (discovery=True) et a {what} : "
        "une telle donne n'a ni preneur, ni contrat, ni belote, ni annonces, et load ne "
        "relirait pas le fichier ; pour une donne qui a eu sa prise (ou ses enchères), "
        "mettez discovery=False"),
    "dumps_discovery_variant": (
        "records: deal {n} is a deal of {game} without bidding (discovery=True): a deal "
        "without bidding is played by four at classic belote, with no auction, and load "
        "would not read the file back",
        "records : la donne {n} est une donne de {game} sans enchères (discovery=True) : une "
        "telle donne se joue à quatre, à la belote classique, et load ne relirait pas le "
        "fichier"),
    # The same of ``dumps_one``'s one deal, not numbered.
    "dumps_one_discovery_bidding": (
        "a deal without bidding (discovery=True) that has {what}: a deal without bidding has "
        "no taker, no contract, no belote and no announcements, and load would not read it "
        "back; for a deal that was bid, make it discovery=False",
        "une donne sans enchères (discovery=True) qui a {what} : une telle donne n'a ni "
        "preneur, ni contrat, ni belote, ni annonces, et load ne la relirait pas ; pour une "
        "donne qui a eu sa prise (ou ses enchères), mettez discovery=False"),
    "dumps_one_discovery_variant": (
        "a deal of {game} without bidding (discovery=True): a deal without bidding is played "
        "by four at classic belote, with no auction, and load would not read it back",
        "une donne de {game} sans enchères (discovery=True) : une telle donne se joue à "
        "quatre, à la belote classique, et load ne la relirait pas"),
    "dump_encoding": (
        "path: the file's encoding, {encoding}, cannot write {text}: open it with "
        "encoding='utf-8'",
        "path : l'encodage du fichier, {encoding}, ne peut pas écrire {text} : ouvrez-le avec "
        "encoding='utf-8'"),
    # The same deals as ``score`` and ``score_json`` take them (``api``): records scored as
    # their file would read.
    "score_match_game": (
        "text: deal {n} is a deal of {game}, deal 1 of {match_game}: a match is played at one "
        "game; to score the deals each alone, make the first DealRecord independent=True "
        "(as 'match: none' in a file)",
        "text : la donne {n} est une donne de {game}, la donne 1 de {match_game} : une "
        "partie se joue à un seul jeu ; pour compter chaque donne à part, mettez "
        "independent=True au premier DealRecord (comme 'match: none' dans un fichier)"),
    "score_match_discovery": (
        "text: deal {n} is a deal without bidding (discovery=True), played alone, never in a "
        "match; to score the deals each alone, make the first DealRecord independent=True "
        "(as 'match: none' in a file)",
        "text : la donne {n} est une donne sans enchères (discovery=True), qui se joue "
        "seule, jamais dans une partie ; pour compter chaque donne à part, mettez "
        "independent=True au premier DealRecord (comme 'match: none' dans un fichier)"),
    "score_match_target": (
        "text: deal {n} plays to {target}, deal 1 to {match_target}: a match is played to "
        "one target; to score the deals each alone, make the first DealRecord "
        "independent=True (as 'match: none' in a file)",
        "text : la donne {n} se joue en {target} points, la donne 1 en {match_target} : une "
        "partie se joue en un seul but ; pour compter chaque donne à part, mettez "
        "independent=True au premier DealRecord (comme 'match: none' dans un fichier)"),
    "score_match_later": (
        "text: deal {n} is independent=True and deal 1 is not: the deals are scored each "
        "alone when the first DealRecord is independent=True, as 'match: none' is said in "
        "a file's first deal",
        "text : la donne {n} a independent=True et la donne 1 non : les donnes sont "
        "comptées chacune à part quand le premier DealRecord a independent=True, comme "
        "'match: none' se dit dans la première donne d'un fichier"),
    # The cards on the table and the trump (``legal_plays``, ``trick_winner``, ``solve``).
    "api_trick_in_hand": ("trick: {cards} is both on the table and in hand",
                          "trick : {cards} à la fois sur la table et dans la main"),
    "api_trick_empty": ("trick: an empty trick has no winner",
                        "trick : un pli vide n'a pas de gagnant"),
    "api_trick_long": ("trick: {n} cards, a trick holds {most} at most here",
                       "trick : {n} cartes, un pli en compte {most} au plus ici"),
    "api_trick_twice": ("trick: a card is played twice",
                        "trick : une carte est jouée deux fois"),
    # The bots and options of a deal or a match (``play_deal``, ``play_match``).
    "api_two_players": ("{game} is played by 2 players, {n} bots given (for N and S)",
                        "la {game} se joue à 2, {n} robots donnés (pour N et S)"),
    "api_two_players_one": ("{game} is played by 2 players, 1 bot given (for N and S)",
                            "la {game} se joue à 2, 1 robot donné (pour N et S)"),
    # French writes 0 in the singular, as 1: the wording of ``api_two_players`` with n = 0
    # in French (see ``texts._FRENCH_AT_ZERO``).
    "api_two_players_zero": ("{game} is played by 2 players, {n} bots given (for N and S)",
                             "la {game} se joue à 2, {n} robot donné (pour N et S)"),
    "api_four_bots": ("a deal needs four bots (N, E, S, W), found {n}",
                      "une donne demande quatre robots (N, E, S, O), {n} robots donnés"),
    "api_four_bots_one": ("a deal needs four bots (N, E, S, W), found {n}",
                          "une donne demande quatre robots (N, E, S, O), {n} robot donné"),
    "api_discovery_two": ("the discovery deal is played by four, not in {game}",
                          "la donne sans enchères se joue à quatre, pas à la {game}"),
    "api_discovery_rules": ("the discovery deal has no coinche and no announcements",
                            "la donne sans enchères n'a ni coinche ni annonces"),
    "api_all_passed": ("everybody passed {n} deals in a row",
                       "tout le monde a passé {n} donnes de suite"),
    # A position to solve (``solve``).
    "api_solve_no_play": ("only a deal in its play has a position to solve",
                          "seule une donne en cours de jeu a une position à résoudre"),
    "api_solve_hands": ("a position given by its hands needs the trump and the leader",
                        "une position donnée par ses mains demande l'atout et le joueur qui "
                        "entame"),
    "api_solve_trick_rules": (
        "trick: {text!r} is rule options, not cards: give them as rules= (solve's fourth "
        "argument is the trick)",
        "trick : {text!r} sont des options de règles, pas des cartes : donnez-les en rules= "
        "(le quatrième argument de solve est le pli)"),
    "api_solve_talon": (
        "a position of belote à deux is solved once the talon is empty (after trick 10): "
        "{n} cards are still to draw",
        "une position de belote à deux se résout une fois le talon vide (après le pli 10) : "
        "il reste {n} cartes à tirer"),
    "api_solve_face_down": (
        "a position of belote découverte is solved once no card lies face down: {n} are "
        "still unseen by both players",
        "une position de belote découverte se résout une fois qu'aucune carte n'est face "
        "cachée : il en reste {n} que ni l'un ni l'autre joueur n'a vues"),
    "api_solve_face_down_one": (
        "a position of belote découverte is solved once no card lies face down: 1 is still "
        "unseen by both players",
        "une position de belote découverte se résout une fois qu'aucune carte n'est face "
        "cachée : il en reste 1 que ni l'un ni l'autre joueur n'a vue"),
    # The card the expert names for the seat to play (``hint``).
    "api_hint_over": ("the deal is over: no card is left to play",
                      "la donne est finie : il ne reste aucune carte à jouer"),
    "api_hint_void": ("every player passed: the deal is void, no card is played",
                      "tout le monde a passé : la donne est nulle, aucune carte ne se joue"),
    "api_hint_no_play": ("a hint names the card to play, not in phase {phase}",
                         "un conseil désigne la carte à jouer, pas pendant la phase {phase}"),
    # At the taking of a retourne: the call that judges it, as belote play's hint there.
    "api_hint_taking": (
        "a hint names the card to play, not in phase {phase}: the taking is judged by "
        "simulation, {call}",
        "un conseil désigne la carte à jouer, pas pendant la phase {phase} : la prise se "
        "juge par simulation, {call}"),
    # A rate made by hand or looked up (``Rate``, ``SimulationReport.rate``).
    "api_rate_of": ("of: a number of deals, 0 or more, not {of}",
                    "of : un nombre de donnes, 0 ou plus, pas {of}"),
    "api_rate_count": ("count: 0 to {of} deals (of {of}), not {count}",
                       "count : de 0 à {of} donnes (sur {of}), pas {count}"),
    "api_rate_unknown": ("no rate {path!r} in this report",
                         "pas de taux {path!r} dans ce rapport"),
    "api_rate_not_rate": ("{path!r} is not a rate of this report",
                          "{path!r} n'est pas un taux de ce rapport"),
    "api_rate_unknown_first": (
        "no rate {path!r} in this report (its first key is one of {keys})",
        "pas de taux {path!r} dans ce rapport (sa première clé est l'une de {keys})"),
    "api_rate_unknown_after": (
        "no rate {path!r} in this report (after {before!r} comes one of {keys})",
        "pas de taux {path!r} dans ce rapport (après {before!r} vient l'une de {keys})"),
    "api_rate_not_rate_keys": (
        "{path!r} is not a rate of this report (after it comes one of {keys})",
        "{path!r} n'est pas un taux de ce rapport (après lui vient l'une de {keys})"),
    # A simulation's arguments (``simulate``), named as parameters (round=), where the
    # command's checks name its options (--round).
    "api_round": ("round must be 1 or 2, found {round}",
                  "round doit valoir 1 ou 2 (valeur donnée : {round})"),
    "api_round_hand": ("round= goes with hand= (the round of its question)",
                       "round= va avec hand= (le tour sur lequel porte sa question)"),
    "api_deals": ("deals must be at least 1, found {deals}",
                  "deals doit valoir au moins 1 (valeur donnée : {deals})"),
    "api_deals_most": ("deals must be at most {most}, found {deals}",
                       "deals va jusqu'à {most} au plus (valeur donnée : {deals})"),
    "api_jobs": ("jobs must be at least 1, found {jobs}",
                 "jobs doit valoir au moins 1 (valeur donnée : {jobs})"),
    "api_seed_unwritable": ("seed: {seed} holds {character}, which UTF-8 cannot write: give "
                            "a seed without it",
                            "seed : {seed} contient {character}, que l'UTF-8 ne peut pas "
                            "écrire : donnez une graine sans"),
    # A bot of one's own that the worker processes of simulate(jobs=) cannot get: its
    # maker does not pickle, or is not found where the worker looks.
    "api_bot_not_sent": (
        "bot {name!r} cannot be sent to the worker processes (jobs={jobs}): its maker "
        "{maker} does not pickle ({problem}); register a class defined at the top level "
        "of a module, or run with jobs=1",
        "le robot {name!r} ne peut pas être envoyé aux processus de calcul (jobs={jobs}) : "
        "sa fabrique {maker} ne se sérialise pas ({problem}) ; enregistrez une classe "
        "définie au premier niveau d'un module, ou lancez avec jobs=1"),
    "api_bot_not_made": (
        "bot {name!r} cannot be made in a worker process: its maker {maker} cannot be "
        "loaded there ({problem}); register a class defined at the top level of a module "
        "it can import (not in an interactive session), or run with jobs=1",
        "le robot {name!r} ne peut pas être créé dans un processus de calcul : sa "
        "fabrique {maker} ne peut pas y être chargée ({problem}) ; enregistrez une "
        "classe définie au premier niveau d'un module qu'il peut importer (pas dans une "
        "session interactive), ou lancez avec jobs=1"),
    "api_start": ("start must be 0 or more, found {start}",
                  "start doit valoir 0 ou plus (valeur donnée : {start})"),
    "api_discovery_variant": (
        "discovery=True plays a deal without bidding: it cannot be combined with "
        "variant={variant}",
        "discovery=True joue une donne sans enchères : impossible avec variant={variant}"),
    "api_discovery_announcements": (
        "discovery=True plays a deal without bidding: it has no announcements",
        "discovery=True joue une donne sans enchères : elle n'a pas d'annonces"),
    "api_discovery_sa_ta": (
        "discovery=True plays a deal without bidding: its trump is a suit drawn at random, "
        "never SA or TA (sa_ta=on)",
        "discovery=True joue une donne sans enchères : son atout est une couleur tirée au "
        "hasard, jamais SA ni TA (sa_ta=on)"),
    "api_deux_teams": (
        "ns= and ew= name the bots of teams: {game} has none (bots= names the bot of both "
        "players)",
        "ns= et ew= nomment les robots des équipes : la {game} n'en a pas (bots= nomme le "
        "robot des deux joueurs)"),
    "api_hand_retourne": ("hand= needs retourne= (the card turned up)",
                          "hand= demande retourne= (la carte retournée)"),
    "api_retourne_dealer": ("retourne= and dealer= go with hand=",
                            "retourne= et dealer= vont avec hand="),
    # A deal built from its cards (``Game()``, ``Game.deal``, ``Game.discovery``,
    # ``Game.at_play``), a match's bots (``play_match``: ``api_two_players``) and what a bot
    # answers (``{bot}``: its name, in French its French one).
    "game_four_players": (
        "Game() deals a game of four, not variant={variant}: {call} deals the first deal of "
        "{command}",
        "Game() distribue une donne à quatre, pas variant={variant} : {call} distribue la "
        "première donne de {command}"),
    # A deck that does not hold each card once (``cards.check_deck``): the first card given
    # twice in dealing order, the first missing in the order of the cards.
    "deck_card_twice_missing": (
        "a deck holds each of the 32 cards once: {card} is given twice and "
        "{missing_card} is missing",
        "un paquet contient chacune des 32 cartes une fois : {card} y figure deux "
        "fois et {missing_card} manque"),
    "deck_card_twice": (
        "a deck holds each of the 32 cards once: {card} is given twice",
        "un paquet contient chacune des 32 cartes une fois : {card} y figure deux "
        "fois"),
    "deck_card_missing": (
        "a deck holds each of the 32 cards once: {missing_card} is missing",
        "un paquet contient chacune des 32 cartes une fois : {missing_card} manque"),
    # ``Game.face_down`` of a deal of another game than belote découverte (``{game}``,
    # each a feminine name in French: la belote classique, la coinche, la donne…).
    "face_down_decouverte": (
        "face_down: only belote découverte has cards face down, not {game}",
        "face_down : seule la belote découverte a des cartes face cachée, pas la {game}"),
    # The expert's budget (``ExpertParams.parse``, ``scripts/arena.py --expert-param``), and
    # the view of an ending given to the expert (a ``PlayerView`` made by hand).
    "expert_param_unknown": ("unknown expert parameter {given} (known: {known})",
                             "paramètre de l'expert inconnu {given} (connus : {known})"),
    "expert_param_value": ("expert parameter {name} cannot be {given}",
                           "le paramètre de l'expert {name} ne peut pas valoir {given}"),
    "expert_ending": (
        "the expert deals the hidden cards of a whole deal of 32 cards, and this position "
        "holds fewer (an ending? belote_cli.solve values one)",
        "l'expert distribue les cartes cachées d'une donne entière de 32 cartes, et cette "
        "position en tient moins (une fin de donne ? belote_cli.solve en évalue une)"),
    # A deal's play taken back with no card played (``Game.state.undo()``), and the trump 7
    # swapped when it may not be (a two-player game's ``talon_state.swap()``).
    "undo_nothing": ("no card to take back", "aucune carte à reprendre"),
    "swap_refused": (
        "only the holder of the trump 7, about to lead one of tricks 1 to 10, may swap it for "
        "the retourne",
        "seul le joueur qui tient le 7 d'atout et va entamer l'un des plis 1 à 10 peut "
        "l'échanger contre la retourne"),
    "discovery_rules_given": (
        "the discovery deal is played without bidding: it has no coinche and no "
        "announcements, not {given}",
        "la donne sans enchères n'a ni coinche ni annonces, pas {given}"),
    "at_play_four": (
        "Game.at_play builds four-player positions, not variant={variant}: a game of two is "
        "dealt by Game.deal or Game.shuffle, and belote_cli.solve(hands, trump, leader, "
        "rules='variant={variant}') values a position of two",
        "Game.at_play construit des positions à quatre, pas variant={variant} : un jeu à deux "
        "se distribue par Game.deal ou Game.shuffle, et belote_cli.solve(hands, trump, "
        "leader, rules='variant={variant}') évalue une position à deux"),
    "card_two_hands": ("{card} is in two hands: {seat}'s and {other}'s",
                       "{card} est dans deux mains : celle {seat_de} et celle {other_de}"),
    # Game.at_play: the first trick is led by the seat after the dealer, and the taker of
    # a classic deal holds the retourne (a deal without a taker, or coinche's, has none).
    "at_play_leader": (
        "leader {leader}, but the first trick is led by {seat}, after dealer {dealer}",
        "entame par {leader}, mais le premier pli est entamé par {seat}, après le donneur "
        "{dealer}"),
    "at_play_retourne": (
        "retourne {card}, not in the taker {taker}'s hand: the taker takes it",
        "retourne {card}, absente de la main du preneur {taker} : le preneur la prend"),
    "at_play_retourne_untaken": (
        "retourne {card}: a retourne is turned in a classic deal, which has a taker",
        "retourne {card} : une retourne se retourne en belote classique, qui a un preneur"),
    # A position the solver is given (``solve``): its hands and the cards on the table.
    "solve_position_size": (
        "a position needs four hands (two of them empty in a game of two) and at most {most} "
        "{cards_word} on the table",
        "une position demande quatre mains (deux vides dans un jeu à deux) et au plus {most} "
        "{cards_word} sur la table"),
    "solve_two_leader": ("{seat} does not play in a game of two: S and N do",
                         "{seat} ne joue pas dans un jeu à deux : S et N jouent"),
    "solve_two_holder": ("{seat} holds cards, but only S and N play in a game of two",
                         "{seat} tient des cartes, mais seuls S et N jouent dans un jeu à deux"),
    "solve_hands_uneven": (
        "the hands do not match the cards on the table ({table}): {seat}, to play, holds "
        "{base} {cards_word}, so {other} should hold {expected}, not {count}",
        "les mains ne vont pas avec les cartes sur la table ({table}) : {seat}, qui doit "
        "jouer, tient {base} {cards_word}, donc {other} devrait en tenir {expected}, pas "
        "{count}"),
    "solve_table_twice": ("a card is twice on the table", "une carte est deux fois sur la table"),
    "solve_table_in_hand": ("a card on the table is also in a hand",
                            "une carte sur la table est aussi dans une main"),
    "solve_no_card": ("no card left to play", "plus aucune carte à jouer"),
    "hands_eight": (
        "each seat holds 8 cards, found {counts} (an ending: belote_cli.solve values one)",
        "chaque place tient 8 cartes, et les mains données en ont {counts} (une fin de "
        "donne : belote_cli.solve en évalue une)"),
    "trump_sa_ta_off": (
        "trump {suit}: sans atout and tout atout are played with the rule sa_ta=on only "
        "(rules='sa_ta=on')",
        "atout {suit} : le sans atout et le tout atout ne se jouent qu'avec la règle sa_ta=on "
        "(rules='sa_ta=on')"),
    # A trump out of range, named ``trump:`` by every function taking one
    # (``cards.trump_arg``): a contract kind (``legal_plays``, ``solve``, ``Game.at_play``…),
    # and a suit (``Game.discovery``); then a contract (``Game.at_play``'s ``contract``).
    "trump_range": ("no trump {given!r}, a trump is a suit 0-3, SA 4 or TA 5",
                    "pas d'atout {given!r}, un atout est une couleur 0-3, SA 4 ou TA 5"),
    "trump_suit_range": (
        "no trump suit {given!r}, a suit is 0-3: the deal without bidding has no SA or TA",
        "pas de couleur d'atout {given!r}, une couleur vaut 0-3 : la donne sans enchères n'a "
        "ni SA ni TA"),
    "contract_not_coinche": (
        "a contract is the coinche auction's: variant=coinche, not variant={variant}",
        "un contrat vient des enchères de la coinche : variant=coinche, pas "
        "variant={variant}"),
    "contract_missing": (
        "a coinche deal is played on a contract: at_play(..., "
        "contract=belote_cli.core.coinche.Contract(level, suit, taker))",
        "une donne de coinche se joue sur un contrat : at_play(..., "
        "contract=belote_cli.core.coinche.Contract(level, suit, taker))"),
    "contract_level": (
        "no contract of {level}: a bid is 80 to 160 by tens, or capot ({capot})",
        "pas de contrat de {level} : une enchère va de 80 à 160 par dizaines, ou capot "
        "({capot})"),
    "contract_multiplier": (
        "no contract multiplied by {multiplier}: 1, 2 coinched, 4 surcoinched",
        "pas de contrat multiplié par {multiplier} : 1, 2 coinché, 4 surcoinché"),
    "contract_sets_trump": (
        "trump {trump_suit}, but the contract is at {contract_suit}: a contract sets the trump",
        "atout {trump_suit}, mais le contrat est à {contract_suit} : un contrat fixe l'atout"),
    "contract_sets_taker": (
        "taker {taker}, but the contract is {seat}'s: a contract sets the taker",
        "preneur {taker}, mais le contrat est celui {seat_de} : un contrat fixe le preneur"),
    "match_below_zero": ("{name}: {value} is below 0: a match counts its points and deals "
                         "from 0",
                         "{name} : {value} est inférieur à 0 : une partie compte ses points "
                         "et ses donnes à partir de 0"),
    "bot_call_text": ("the {bot} bot called {returned}, no call: {why}",
                      "le robot {bot} a répondu {returned} aux enchères, pas une enchère : "
                      "{why}"),
    "bot_gave_call": (
        "the {bot} bot called {returned}, not a Call (PASS, Call.bid(level, suit), COINCHE or "
        "SURCOINCHE)",
        "le robot {bot} a répondu {returned} aux enchères, pas un Call (PASS, "
        "Call.bid(level, suit), COINCHE ou SURCOINCHE)"),
    "bot_gave_bid": (
        "the {bot} bot bid {said}, not a suit it may take ({allowed}) or None to pass",
        "le robot {bot} a répondu {said} à la prise, pas une couleur qu'il peut prendre "
        "({allowed}) ou None pour passer"),
    "bot_gave_illegal_card": (
        "the {bot} bot played {card}, not a legal card (legal: {legal_cards})",
        "le robot {bot} a joué {card}, pas une carte qu'il peut jouer (jouables : "
        "{legal_cards})"),
    "bot_gave_no_card": (
        "the {bot} bot played {returned}, not a card (an int 0-31 of view.legal, or its text)",
        "le robot {bot} a joué {returned}, pas une carte (un int 0-31 de view.legal, ou son "
        "texte)"),
}
