"""The help of the command line (``belote -h``, ``belote COMMAND -h``) in French: each
command's text and each option's, ``(english, french)`` by key (``cli_help_COMMAND`` and
``cli_help_COMMAND_PARAMETER``; ``cli_help_belote_...`` for the program's own options),
the words of the help's frame, and its placeholders' (``PLACEHOLDERS``). The English is
the help the commands declare, the same here (``tests/test_help.py`` checks it, paragraph
by paragraph): a command or an option whose English help changes needs its French changed
too, and a new placeholder its French. ``cli.helptext`` puts the French in place where the
command line or the environment asks for French."""

from __future__ import annotations

#: The placeholders of the help and of the usage errors, word by word (``NAME=VALUE``:
#: ``NAME``, ``VALUE``; ``COMMAND [ARGS]...``), and their French: what an option takes
#: (``--record FICHIER``), an argument (``belote score FICHIER``), the usage line's
#: ``COMMANDE``. The French of the rule book and of French command lines: ``NOM=VALEUR``
#: and ``CHAPITRE`` as the French rule book writes ``--rule`` and ``belote rules``, a
#: ``PLACE`` as it names the seats. A word French writes the same is itself: ``N``,
#: ``POINTS``, ``OPTIONS``, ``MODULE``, ``ARGS`` (as French ``git`` keeps ``<args>``), and
#: ``SHELL``, the word of the program's French messages (``le shell courant``). A French
#: help that names a placeholder uses its French (``Écrit chaque donne dans FICHIER``).
PLACEHOLDERS: dict[str, str] = {
    "ADDRESS": "ADRESSE",
    "ARGS": "ARGS",
    "CARD": "CARTE",
    "CARDS": "CARTES",
    "COMMAND": "COMMANDE",
    "FILE": "FICHIER",
    "LANG": "LANGUE",
    "MODULE": "MODULE",
    "N": "N",
    "NAME": "NOM",
    "OPTIONS": "OPTIONS",
    "POINTS": "POINTS",
    "SEAT": "PLACE",
    "SECONDS": "SECONDES",
    "SHELL": "SHELL",
    "TEXT": "TEXTE",
    "TOPIC": "CHAPITRE",
    "VALUE": "VALEUR",
}

#: ``--import MODULE``, the same option of ``play`` and ``simulate`` (their one
#: ``IMPORT_HELP``), said once for both.
_IMPORT: tuple[str, str] = (
    "Import MODULE first, for the bots it registers (belote_cli.register_bot): a "
    "module's name, found from the current folder then the path, or a .py file, "
    "imported under its file's name; repeatable.",
    "Importe d'abord MODULE, pour les robots qu'il enregistre "
    "(belote_cli.register_bot) : le nom d'un module, cherché dans le dossier courant "
    "puis le chemin, ou un fichier .py, importé sous le nom de son fichier ; "
    "répétable.")

HELP: dict[str, tuple[str, str]] = {
    # The frame of every help: what click prints around the texts below.
    "cli_help_frame_usage": ("Usage:", "Utilisation :"),
    "cli_help_frame_arguments": ("Arguments:", "Arguments :"),
    "cli_help_frame_options": ("Options:", "Options :"),
    "cli_help_frame_commands": ("Commands:", "Commandes :"),
    "cli_help_frame_help": ("Show this message and exit.", "Affiche cette aide et quitte."),
    "cli_help_frame_default": ("default", "défaut"),
    "cli_help_frame_required": ("required", "obligatoire"),
    # belote itself
    "cli_help_belote": (
        "French belote: play a deal, simulate thousands, score a real table's deal.\n\n"
        "The rules it plays by, its options and the deal-file format: belote rules.",
        "La belote en ligne de commande : jouer une donne, en simuler des milliers, "
        "marquer la donne d'une vraie table.\n\n"
        "Les règles que suit le programme, ses options et le format des fichiers de donne : belote "
        "rules --lang fr."),
    "cli_help_belote_version": (
        "Show the version and exit.",
        "Affiche la version et quitte."),
    "cli_help_belote_lang": (
        "en or fr: the language of this help and of the command after it, as the command's "
        "own --lang (which wins where both are given). Default: BELOTE_LANG, else the "
        "locale's language (LANG=fr_FR.UTF-8 is fr), else en.",
        "en ou fr : la langue de cette aide et de la commande qui suit, comme le --lang de "
        "la commande (qui l'emporte si les deux sont donnés). Par défaut : BELOTE_LANG, "
        "sinon la langue de la locale (LANG=fr_FR.UTF-8 donne fr), sinon en."),
    "cli_help_belote_install_completion": (
        "Install completion: --install-completion [SHELL], SHELL one of bash, zsh, fish, "
        "powershell, pwsh (default: the current shell).",
        "Installe la complétion : --install-completion [SHELL], SHELL parmi bash, zsh, "
        "fish, powershell, pwsh (par défaut : le shell courant)."),
    "cli_help_belote_show_completion": (
        "Show the completion script: --show-completion [SHELL], SHELL one of bash, zsh, "
        "fish, powershell, pwsh (default: the current shell), to copy it or customise the "
        "installation.",
        "Affiche le script de complétion : --show-completion [SHELL], SHELL parmi bash, "
        "zsh, fish, powershell, pwsh (par défaut : le shell courant), pour le copier ou "
        "adapter l'installation."),
    # belote play
    "cli_help_play": (
        "Play a deal, or a match, against bots.\n\n"
        "You sit South, North is your partner, East and West play against you; in the "
        "two-player games (--rule variant=deux or decouverte), North alone does. Type a "
        "card's number or the card itself (10♥, JS, V♠); help, hand, trick, last, score "
        "and quit work at any prompt, hint at your turn, review after a deal. Reads "
        "standard input, so it can be fed from a pipe. "
        "With --rule announcements=on you are offered your announcements at your first "
        "card; with --rule variant=coinche you bid: pass, 90 ♥, capot ♠, coinche, "
        "surcoinche.",
        "Jouer une donne, ou une partie, contre des robots.\n\n"
        "Vous êtes Sud, Nord est votre partenaire, Est et Ouest jouent contre vous ; dans "
        "les jeux à deux (--rule variant=deux ou decouverte), Nord seul. Tapez "
        "le numéro d'une carte ou la carte elle-même (10♥, V♠, VP) ; aide, main, pli, "
        "dernier, score et quitter sont acceptés à chaque question, conseil à votre tour, "
        "bilan après une donne. Lit l'entrée standard : on "
        "peut l'alimenter par un tube. Avec --rule announcements=on, vos annonces vous "
        "sont proposées à votre première carte ; avec --rule variant=coinche, vous "
        "enchérissez : passe, 90 ♥, capot ♠, coinche, surcoinche."),
    "cli_help_play_discovery": (
        "A deal without bidding: trump drawn at random, you lead, random bots, no "
        "contract.",
        "Une donne sans enchères : atout tiré au hasard, vous entamez, robots aléatoires, "
        "pas de contrat."),
    "cli_help_play_target": (
        "Play a match to POINTS, 1 to 1,000,000,000 (1000, 501, 1500…; 2000 in coinche): "
        "deals follow until a team reaches it.",
        "Jouer une partie en POINTS, de 1 à 1\u202f000\u202f000\u202f000 (1000, 501, 1500… ; "
        "2000 à la coinche) : les donnes se suivent jusqu'à ce qu'une équipe les atteigne."),
    "cli_help_play_whole_match": (
        "Play a match to the table's target: 1000, or 2000 with variant=coinche (--target "
        "sets another).",
        "Jouer une partie jusqu'au but de la table : 1000, ou 2000 avec variant=coinche "
        "(--target en fixe un autre)."),
    "cli_help_play_rule": (
        "A rule option (see belote rules options), repeatable, e.g. undertrump=required, "
        "announcements=on, variant=coinche; several in one apart by commas or spaces, as on "
        "a deal file's 'rules:' line: variant=coinche,sa_ta=on.",
        "Une option de règle (voir belote rules options --lang fr), répétable, par exemple "
        "undertrump=required, announcements=on, variant=coinche ; plusieurs en une, "
        "séparées par des virgules ou des espaces, comme sur la ligne 'règles:' d'un fichier "
        "de donne : variant=coinche,sa_ta=on."),
    "cli_help_play_seed": (
        "Seed for a reproducible game, 0 or more (same seed, same input: same game).",
        "Graine d'une partie reproductible, 0 ou plus (même graine, mêmes entrées : même "
        "partie)."),
    "cli_help_play_bots": (
        "The bots for N, E and W: heuristic (default), random, expert or expert-uniform, or "
        "one --import registers.",
        "Les robots de N, E et O : heuristique (par défaut), aléatoire, expert ou "
        "expert-uniforme (les noms anglais aussi), ou un robot qu'enregistre --import."),
    "cli_help_play_modules": _IMPORT,
    "cli_help_play_dealer": (
        "The first dealer: N, E, S or W (default: drawn).",
        "Le premier donneur : N, E, S ou O (par défaut : tiré au sort)."),
    "cli_help_play_record": (
        "Write each finished deal to FILE in the deal-file format (for belote score); not - "
        "(the game is printed on standard output). A FIFO with no reader waits for one, as "
        "a shell redirect does.",
        "Écrit chaque donne finie dans FICHIER au format des fichiers de donne (pour belote "
        "score) ; pas - (la partie s'affiche sur la sortie standard). Un tube nommé (FIFO) "
        "attend qu'un programme le lise, comme une redirection du shell."),
    "cli_help_play_deck": (
        "A stacked deck: the 32 cards in the order they are dealt (repeatable: one per "
        "deal, then shuffles from the seed).",
        "Un jeu préparé : les 32 cartes dans l'ordre où elles sont distribuées "
        "(répétable : un par donne, puis des jeux battus selon la graine)."),
    "cli_help_play_lang": (
        "The language of the game (cards V D R in French): en or fr. Default: "
        "BELOTE_LANG, else the locale's language (LANG=fr_FR.UTF-8 is fr), else en.",
        "La langue du jeu (cartes V D R en français) : en ou fr. Par défaut : "
        "BELOTE_LANG, sinon la langue de la locale (LANG=fr_FR.UTF-8 donne fr), sinon en."),
    "cli_help_play_no_color": (
        "No colour, even on a terminal (as NO_COLOR=1 in the environment).",
        "Pas de couleur, même sur un terminal (comme NO_COLOR=1 dans l'environnement)."),
    "cli_help_play_no_table": (
        "On a terminal too, the lines alone, as through a pipe: no table, no screen cleared "
        "(for a screen reader, or to scroll back through the game).",
        "Sur un terminal aussi, les lignes seules, comme à travers un tube : ni table, ni "
        "écran effacé (pour un lecteur d'écran, ou pour remonter dans la partie)."),
    "cli_help_play_pause": (
        "On a terminal, how long a finished trick stays on view (0: none; at most 10; never "
        "through a pipe).",
        "Sur un terminal, combien de temps un pli fini reste visible (0 : pas du tout ; au "
        "plus 10 ; jamais à travers un tube)."),
    "cli_help_play_from_file": (
        "Play on from a position: a deal file giving the four hands ('hand: S J♥ 7♥ …'), the "
        "trump and taker (or coinche contract) and the tricks already played, if any; the "
        "play goes on from the next card (see belote rules format).",
        "Jouer à partir d'une position : un fichier de donne qui donne les quatre mains "
        "('main: S V♥ 7♥ …'), l'atout et le preneur (ou le contrat de coinche) et les plis "
        "déjà joués, s'il y en a ; le jeu reprend à la carte suivante (voir belote rules "
        "fichier --lang fr)."),
    "cli_help_play_resume": (
        "Play on a match a record holds (one --record wrote, or written by hand): its rules, "
        "totals and next dealer read from FILE, each new deal appended to it.",
        "Reprendre la partie d'une feuille (écrite par --record, ou à la main) : ses règles, "
        "ses totaux et le donneur suivant lus dans FICHIER, chaque nouvelle donne ajoutée à "
        "la suite."),
    "cli_help_play_review": (
        "After each deal, the review: what each of your cards cost against perfect play, "
        "all hands open (and one that gave up the capot or let the other side make it, or changed "
        "the contract's result), and your taking, or your calls at coinche, judged by "
        "simulation (or type review).",
        "Après chaque donne, le bilan : ce que chacune de vos cartes a coûté face au jeu "
        "parfait, cartes ouvertes (et celle qui a perdu le capot ou l'a laissé à l'autre camp, "
        "ou changé le sort du contrat), et votre prise, ou vos enchères à la coinche, "
        "jugées par simulation (ou tapez bilan)."),
    # belote --version: the build (``build.summary``), as ``build.describe`` words it.
    "build_native": ("native core", "cœur natif"),
    "build_pure": ("pure Python", "Python pur"),
    "build_interpreted": ("{core}, simulation loops interpreted",
                          "{core}, boucles de simulation interprétées"),
    "build_compiled": ("{core}, simulation loops compiled with mypyc",
                       "{core}, boucles de simulation compilées avec mypyc"),
    "build_partly": ("{core}, partly compiled with mypyc: {names}",
                     "{core}, compilé en partie avec mypyc : {names}"),
    # belote rules
    "cli_help_rules": (
        "The rule book, or one topic of it.\n\n"
        "The rules this program plays by: cards, taking, play, scoring, announcements, "
        "every variant, the options and their defaults, and the deal-file format (belote "
        "rules format).\n\n"
        "Printed within 80 columns; piped, as its Markdown, without colour (belote rules | "
        "less).",
        "Le livre des règles, ou l'un de ses chapitres.\n\n"
        "Les règles que suit ce programme : les cartes, la prise, le jeu, la marque, les "
        "annonces, chaque variante, les options et leurs valeurs par défaut, et le format "
        "des fichiers de donne (belote rules fichier --lang fr).\n\n"
        "Affiché sur 80 colonnes ; à travers un tube, en Markdown, sans couleur (belote rules "
        "--lang fr | less)."),
    "cli_help_rules_topic": (
        "One part: cards, taking, play, belote, scoring, announcements, match, revokes, "
        "discovery, coinche, sa_ta, deux, decouverte, options, format (their French names "
        "too: cartes, prise…; a word of the game: capot, surcouper, dix de der…; a rule's "
        "name: exchange7, tie…; the start of a name will do: annou, form). Default: the "
        "whole book.",
        "Un chapitre : cartes, prise, jeu, belote, marque, annonces, partie, renonce, "
        "sans-enchères, coinche, sa_ta, deux, decouverte, options, fichier (leurs noms "
        "anglais aussi : cards, taking… ; un mot du jeu : capot, surcouper, dix de der… ; le "
        "nom d'une règle : exchange7, tie… ; un début de nom suffit : annon, fich). Par "
        "défaut : tout le livre."),
    "cli_help_rules_lang": (
        "The language of the text: en or fr. Default: BELOTE_LANG, else the locale's "
        "language (LANG=fr_FR.UTF-8 is fr), else en.",
        "La langue du texte : en ou fr. Par défaut : BELOTE_LANG, sinon la langue de la "
        "locale (LANG=fr_FR.UTF-8 donne fr), sinon en."),
    "cli_help_rules_no_color": (
        "No colour, even on a terminal (as NO_COLOR=1 in the environment).",
        "Pas de couleur, même sur un terminal (comme NO_COLOR=1 dans l'environnement)."),
    # A topic belote rules does not know, or the start of several (their names follow).
    "rules_unknown_topic": ("unknown topic {word!r}", "chapitre inconnu {word!r}"),
    "rules_several_topics": ("{word!r} is the start of more than one topic: {names}",
                             "{word!r} commence plusieurs chapitres : {names}"),
    # belote score
    "cli_help_score": (
        "Score a deal written down at a table.\n\n"
        "Replay every trick, list revokes and print the tally: 152 + 10 = 162 ✓. Several "
        "deals separated by '---' are scored as a match, litige stakes carried.",
        "Marquer une donne notée à une table.\n\n"
        "Rejoue chaque pli, relève les renonces et affiche le décompte : 152 + 10 = 162 "
        "✓. Plusieurs donnes séparées par '---' sont marquées comme une partie, les "
        "litiges reportés."),
    "cli_help_score_file": (
        "The deal file (.belote) to score; - reads standard input.",
        "Le fichier de donne (.belote) à marquer ; - lit l'entrée standard."),
    "cli_help_score_as_json": (
        "Print one JSON document instead.",
        "Affiche plutôt un document JSON."),
    "cli_help_score_rule": (
        "A rule option (see belote rules options), over the file's 'rules:' (repeatable); "
        "several in one apart by commas or spaces, as on that line: variant=coinche,capot=250.",
        "Une option de règle (voir belote rules options --lang fr), par-dessus la ligne "
        "'règles:' (ou 'rules:') du fichier (répétable) ; plusieurs en une, séparées par des "
        "virgules ou des espaces, comme sur cette ligne : variant=coinche,capot=250."),
    "cli_help_score_as_played": (
        "Score revokes as the cards fell, without the penalty.",
        "Marque les renonces comme les cartes sont tombées, sans la pénalité."),
    "cli_help_score_lang": (
        "The language of the tally and the problems: en or fr. Default: BELOTE_LANG, else "
        "the locale's language (LANG=fr_FR.UTF-8 is fr), else en.",
        "La langue du décompte et des problèmes : en ou fr. Par défaut : BELOTE_LANG, "
        "sinon la langue de la locale (LANG=fr_FR.UTF-8 donne fr), sinon en."),
    "cli_help_score_analyze": (
        "Review each card against the double-dummy best: the points it cost, and a card that "
        "gave up the capot or let the other side make it, or changed the contract's result.",
        "Juge chaque carte face au meilleur jeu à cartes ouvertes : les points qu'elle a "
        "coûté, et la carte qui a perdu le capot ou l'a laissé à l'autre camp, ou changé le "
        "sort du contrat."),
    "cli_help_score_no_color": (
        "No colour, even on a terminal (as NO_COLOR=1 in the environment).",
        "Pas de couleur, même sur un terminal (comme NO_COLOR=1 dans l'environnement)."),
    # belote simulate
    "cli_help_simulate": (
        "Many deals played by bots, with statistics.\n\n"
        "Play many deals with bots and report takes, made/dedans/litige/capot rates with "
        "95% intervals, belote-rebelote, mean points and scores, and the tally check.\n\n"
        "With --hand and --retourne: the chance of making the contract if that seat "
        "takes, and the expected score for taking versus passing. With --round 2 as well: "
        "after four passes, the expected score for passing again and for naming each "
        "other suit.\n\n"
        "With --rule variant=coinche: coinche deals (3-2-3, the coinche auction), with "
        "the void rate, the contract levels reached (80 to 160, capot) and the success "
        "rate of each, coinches and surcoinches. With --rule announcements=on: how often "
        "each announcement (tierce, cinquante, cent, each carré) is held per deal, and "
        "how often each team scores its announcements.",
        "Beaucoup de donnes jouées par des robots, avec des statistiques.\n\n"
        "Joue beaucoup de donnes avec des robots et donne les prises, les taux de "
        "contrats réussis, dedans, litiges et capots avec leurs intervalles à 95 %, la "
        "belote-rebelote, la moyenne des points et de la marque, et la vérification du "
        "décompte.\n\n"
        "Avec --hand et --retourne : la chance de réussir le contrat si ce joueur prend, "
        "et la marque espérée en prenant ou en passant. Avec --round 2 en plus : après "
        "quatre passes, la marque espérée en passant encore et en nommant chacune des "
        "autres couleurs.\n\n"
        "Avec --rule variant=coinche : des donnes de coinche (3-2-3, les enchères de la "
        "coinche), avec le taux de donnes nulles, les niveaux de contrat atteints "
        "(80 à 160, capot) et le taux de réussite de chacun, les coinches et les "
        "surcoinches. Avec --rule announcements=on : combien de fois chaque annonce "
        "(tierce, cinquante, cent, chaque carré) est tenue par donne, et combien de fois "
        "chaque équipe marque ses annonces."),
    "cli_help_simulate_deals": (
        "How many deals to play, 1 to 1,000,000,000.",
        "Combien de donnes jouer, de 1 à 1\u202f000\u202f000\u202f000."),
    "cli_help_simulate_seed": (
        "Seed of the run (any text); same seed, same output. Default: random.",
        "Graine de la simulation (n'importe quel texte) ; même graine, même sortie. Par "
        "défaut : au hasard."),
    "cli_help_simulate_start": (
        "Number of the first deal, 0 or more (replay deal N: --start N --deals 1).",
        "Numéro de la première donne, 0 ou plus (rejouer la donne N : --start N --deals 1)."),
    "cli_help_simulate_discovery": (
        "Deals without bidding: trump drawn at random, S leads.",
        "Des donnes sans enchères : atout tiré au hasard, S entame."),
    "cli_help_simulate_bots": (
        "Bot for all four seats: heuristic (default; random with --discovery), random, "
        "expert or expert-uniform, or one --import registers.",
        "Le robot des quatre joueurs : heuristique (par défaut ; aléatoire avec "
        "--discovery), aléatoire, expert ou expert-uniforme (les noms anglais aussi), ou "
        "un robot qu'enregistre --import."),
    "cli_help_simulate_modules": _IMPORT,
    "cli_help_simulate_ns": (
        "Bot for N and S: a name --bots takes.",
        "Le robot de N et S : un nom que prend --bots."),
    "cli_help_simulate_ew": (
        "Bot for E and W: a name --bots takes.",
        "Le robot d'E et d'O : un nom que prend --bots."),
    "cli_help_simulate_rule": (
        "A rule option (see belote rules options), repeatable; several in one apart by "
        "commas or spaces, as on a deal file's 'rules:' line: variant=coinche,sa_ta=on.",
        "Une option de règle (voir belote rules options --lang fr), répétable ; plusieurs en une, "
        "séparées par des virgules ou des espaces, comme sur la ligne 'règles:' d'un fichier "
        "de donne : variant=coinche,sa_ta=on."),
    "cli_help_simulate_as_json": (
        "Print one JSON document instead.",
        "Affiche plutôt un document JSON."),
    "cli_help_simulate_csv_file": (
        "Write one CSV row per deal to FILE (- for standard output: the report then goes "
        "to stderr). A FIFO with no reader waits for one, as a shell redirect does.",
        "Écrit une ligne CSV par donne dans FICHIER (-\u00a0pour la sortie standard : le "
        "rapport va alors sur la sortie d'erreur). Un tube nommé (FIFO) attend qu'un "
        "programme le lise, comme une redirection du shell."),
    "cli_help_simulate_record_file": (
        "Write every deal to FILE in the deal-file format (- for standard output). A FIFO "
        "with no reader waits for one, as a shell redirect does.",
        "Écrit chaque donne dans FICHIER au format des fichiers de donne (-\u00a0pour la "
        "sortie standard). Un tube nommé (FIFO) attend qu'un programme le lise, comme une "
        "redirection du shell."),
    "cli_help_simulate_jobs": (
        "Worker processes, 1 or more (default and most: the cores this process may use).",
        "Processus de travail, 1 ou plus (par défaut, et au plus : les cœurs que ce "
        "processus peut utiliser)."),
    "cli_help_simulate_no_color": (
        "No colour, even on a terminal (as NO_COLOR=1 in the environment).",
        "Pas de couleur, même sur un terminal (comme NO_COLOR=1 dans l'environnement)."),
    "cli_help_simulate_scheduler": (
        "Run the deals on a Dask cluster: its scheduler (tcp://HOST:PORT), or local:N for "
        "N local worker processes. Same output as --jobs. Needs the [cluster] extra.",
        "Joue les donnes sur un cluster Dask : son ordonnanceur (tcp://HÔTE:PORT), ou "
        "local:N pour N processus de travail locaux. La même sortie qu'avec --jobs. Demande "
        "l'option d'installation [cluster]."),
    "cli_help_simulate_scheduler_timeout": (
        "With --scheduler: how long to wait for the scheduler, then for a worker.",
        "Avec --scheduler : combien de temps attendre l'ordonnanceur, puis un processus de "
        "travail."),
    "cli_help_simulate_hand": (
        'Should I take? The seat\'s 5 cards (or full 8), e.g. S:"V♠ 9♠ A♥ 10♣ 7♦".',
        'Faut-il prendre ? Les 5 cartes de la place (ou ses 8), par exemple S:"V♠ 9♠ A♥ '
        '10♣ 7♦".'),
    "cli_help_simulate_retourne": (
        "With --hand: the card turned up.",
        "Avec --hand : la carte retournée."),
    "cli_help_simulate_dealer": (
        "With --hand: the dealer (default: the seat before the hand's, which speaks first).",
        "Avec --hand : le donneur (par défaut : la place avant celle de la main, qui parle "
        "la première)."),
    "cli_help_simulate_round_": (
        "With --hand: 1, take the retourne or pass (default); 2, everyone passed in round "
        "one: pass again or name which suit.",
        "Avec --hand : 1, prendre la retourne ou passer (par défaut) ; 2, tous ont passé "
        "au premier tour : passer encore, ou quelle couleur nommer."),
    "cli_help_simulate_lang": (
        "The language of the text report and of the errors: en or fr. Default: BELOTE_LANG, "
        "else the locale's language (LANG=fr_FR.UTF-8 is fr), else en.",
        "La langue du rapport en texte et des erreurs : en ou fr. Par défaut : BELOTE_LANG, "
        "sinon la langue de la locale (LANG=fr_FR.UTF-8 donne fr), sinon en."),
}
