"""The texts of ``belote simulate``'s command line: what it says of options it refuses,
``(english, french)`` by key, with ``{named}`` values (see ``belote_cli.texts``). The words
of its report are in ``texts.report``."""

from __future__ import annotations

SIMULATE: dict[str, tuple[str, str]] = {
    # --import of simulate and play (``cli.commands.imports``), and a bot it brought that
    # raised during a deal.
    "import_not_found": ("--import {module}: no module named {name!r}",
                         "--import {module} : aucun module nommé {name!r}"),
    "import_empty": (
        "--import '': the value is empty; give a module's name (letters, digits and _, not "
        "a digit first) or a .py file",
        "--import '' : la valeur est vide ; donnez le nom d'un module (lettres, chiffres et "
        "_, pas de chiffre en tête) ou un fichier .py"),
    "import_no_file": ("--import {module}: no such file",
                       "--import {module} : aucun fichier de ce nom"),
    "import_bad_name": (
        "--import {module}: {name!r} cannot be a module's name (letters, digits and _, not "
        "a digit first)",
        "--import {module} : {name!r} ne peut pas être le nom d'un module (lettres, chiffres "
        "et _, pas de chiffre en tête)"),
    "import_taken": (
        "--import {module}: a module named {name!r} is imported already, from {file}",
        "--import {module} : un module nommé {name!r} est déjà importé, depuis {file}"),
    "import_raised": ("--import {module}: the module raised {kind}: {message}",
                      "--import {module} : le module a levé {kind} : {message}"),
    "bot_not_made": (
        "the bot {bot!r} cannot be made: it raised {kind}: {message} (a bot is made from a "
        "random.Random: Bot(rng))",
        "le robot {bot!r} ne peut pas être créé : il a levé {kind} : {message} (un robot "
        "se crée d'un random.Random : Bot(rng))"),
    "bot_lacks": (
        "the bot {bot!r} made a {made}, not a bot: it has no {missing} (a bot has "
        "bid(view) and play(view), and coinche_call(hand, auction) at coinche)",
        "le robot {bot!r} a créé un {made}, qui n'est pas un robot : il n'a pas de "
        "{missing} (un robot a bid(view) et play(view), et coinche_call(hand, auction) à "
        "la coinche)"),
    "bot_not_made_raised": (
        "the bot {bot!r} cannot be made: it raised {kind}: {message}",
        "le robot {bot!r} ne peut pas être créé : il a levé {kind} : {message}"),
    "bot_raised_trick": (
        "the bot {bot!r} at {seat} raised {kind}: {message} (deal {deal}, trick {trick})",
        "le robot {bot!r} en {seat} a levé {kind} : {message} (donne {deal}, pli {trick})"),
    "bot_raised_auction": (
        "the bot {bot!r} at {seat} raised {kind}: {message} (deal {deal}, in the auction)",
        "le robot {bot!r} en {seat} a levé {kind} : {message} (donne {deal}, aux "
        "enchères)"),
    "bot_gave_trick": ("{message} (the bot at {seat}, deal {deal}, trick {trick})",
                       "{message} (le robot en {seat}, donne {deal}, pli {trick})"),
    "bot_gave_auction": ("{message} (the bot at {seat}, deal {deal}, in the auction)",
                         "{message} (le robot en {seat}, donne {deal}, aux enchères)"),
    # The command's own checks of its options (``cli.commands.simulate``).
    "sim_deals_found": ("--deals must be at least 1, found {deals}",
                        "--deals doit valoir au moins 1 (valeur donnée : {deals})"),
    "sim_deals_most": ("--deals must be at most {most}, found {deals}",
                       "--deals va jusqu'à {most} au plus (valeur donnée : {deals})"),
    "sim_jobs_found": ("--jobs must be at least 1, found {jobs}",
                       "--jobs doit valoir au moins 1 (valeur donnée : {jobs})"),
    "sim_jobs_scheduler": (
        "--jobs and --scheduler do not go together (the cluster's workers do the work)",
        "--jobs et --scheduler ne vont pas ensemble (les processus de travail du cluster "
        "jouent les donnes)"),
    "sim_timeout_scheduler": (
        "--scheduler-timeout goes with --scheduler (how long to wait for the scheduler)",
        "--scheduler-timeout va avec --scheduler (combien de temps attendre l'ordonnanceur)"),
    "sim_scheduler_timeout": ("--scheduler-timeout must be more than 0, found {timeout}",
                              "--scheduler-timeout doit être supérieur à 0 (valeur donnée : "
                              "{timeout})"),
    "sim_scheduler_timeout_not_finite": (
        "--scheduler-timeout must be a number of seconds more than 0, found {timeout}, which "
        "is not a finite number",
        "--scheduler-timeout doit être un nombre de secondes supérieur à 0 (valeur donnée : "
        "{timeout}, qui n'est pas un nombre fini)"),
    "sim_start_found": ("--start must be 0 or more, found {start}",
                        "--start doit valoir 0 ou plus (valeur donnée : {start})"),
    "sim_deux_teams": (
        "--ns and --ew name the bots of teams: {game} has none (--bots names the bot "
        "of both players)",
        "--ns et --ew nomment les robots d'équipes : la {game} n'en a pas (--bots nomme "
        "le robot des deux joueurs)"),
    "sim_hand_options": ("--retourne and --dealer go with --hand",
                         "--retourne et --dealer vont avec --hand"),
    "sim_hand_retourne": ("--hand needs --retourne (the card turned up)",
                          "--hand demande --retourne (la carte retournée)"),
    "sim_round_coinche": (
        "--round 2 asks what to name in round two of the taking: coinche has an auction "
        "instead (variant=coinche)",
        "--round 2 demande ce qu'il faut nommer au second tour : la coinche a des enchères "
        "à la place (variant=coinche)"),
    "sim_round_deux": ("--round 2 asks about a four-player deal: not with variant={variant}",
                       "--round 2 porte sur une donne à quatre : pas avec variant={variant}"),
    "sim_round_no_bidding": ("--round and --discovery do not go together (no bidding there)",
                             "--round et --discovery ne vont pas ensemble (pas de prise là)"),
    "sim_hand_no_bidding": ("--hand and --discovery do not go together (no bidding there)",
                            "--hand et --discovery ne vont pas ensemble (pas de prise là)"),
    "sim_seed_unprintable": ("--seed: {seed} holds characters that cannot be printed",
                             "--seed : {seed} contient des caractères qui ne s'impriment pas"),
    "sim_both_stdout": ("--csv and --record cannot both be standard output (-)",
                        "--csv et --record ne peuvent pas être tous deux la sortie standard (-)"),
    "sim_same_file": ("--csv and --record name the same file",
                      "--csv et --record désignent le même fichier"),
    # The speed line on stderr after the report, and the progress bar's unit.
    "sim_speed": ("{deals} deals in {seconds} s: {speed} ({where})",
                  "{deals} donnes en {seconds} s : {speed} ({where})"),
    "sim_speed_one": ("1 deal in {seconds} s: {speed} ({where})",
                      "1 donne en {seconds} s : {speed} ({where})"),
    "sim_rate": ("{rate} deals/s", "{rate} donnes/s"),
    "sim_per_deal": ("{seconds} s per deal", "{seconds} s par donne"),
    "sim_job": ("1 job", "1 processus"),
    "sim_jobs": ("{n} jobs", "{n} processus"),
    "sim_capped": ("{where}, --jobs {jobs} capped at the {cores} cores here",
                   "{where}, --jobs {jobs} ramené aux {cores} cœurs de cette machine"),
    "sim_capped_one": ("{where}, --jobs {jobs} capped at the 1 core here",
                       "{where}, --jobs {jobs} ramené au seul cœur de cette machine"),
    "sim_record_large": (
        "note: {path} holds {size} MB, more than the 16 MB belote score reads: split the run "
        "(--start, --deals) into files of at most {most} deals",
        "remarque : {path} fait {size} Mo, plus que les 16 Mo que lit belote score : "
        "partagez la série (--start, --deals) en fichiers d'au plus {most} donnes"),
    "sim_few_deals": ("{where}: too few deals to share among --jobs {jobs}",
                      "{where} : trop peu de donnes à partager entre --jobs {jobs}"),
    "sim_local_cluster": ("local cluster, {workers}", "grappe locale, {workers}"),
    "sim_cluster": ("cluster {address}, {workers}", "grappe {address}, {workers}"),
    "sim_worker": ("1 worker", "1 processus de travail"),
    "sim_workers": ("{n} workers", "{n} processus de travail"),
    "sim_progress_unit": ("deals", "donnes"),
    # The library's checks of a run (``simulation.check_config``, ``parse_known_hand``,
    # ``check_scheduler``): codes with their English in ``core.english``.
    "sim_deals": ("--deals must be at least 1", "--deals doit valoir au moins 1"),
    "sim_start": ("--start must be 0 or more", "--start doit valoir 0 ou plus"),
    "sim_round": ("--round must be 1 or 2, found {round}",
                  "--round doit valoir 1 ou 2 (valeur donnée : {round})"),
    "sim_round_hand": ("--round goes with --hand (the round of its question)",
                       "--round va avec --hand (le tour sur lequel porte sa question)"),
    "sim_unknown_bot": ("unknown bot {name!r} (known bots: {known})",
                        "robot inconnu {name!r} (robots connus : {known})"),
    # The command's: a bot of one's own is known once its module is imported.
    "sim_unknown_bot_import": (
        "unknown bot {name!r} (known bots: {known}); a bot of your own is loaded with "
        "--import MODULE",
        "robot inconnu {name!r} (robots connus : {known}) ; votre propre robot se charge "
        "avec --import MODULE"),
    "sim_hand_coinche": (
        "{hand_option} asks whether to take the retourne: there is none in coinche "
        "(variant=coinche)",
        "{hand_option} demande s'il faut prendre la retourne : il n'y en a pas à la coinche "
        "(variant=coinche)"),
    "sim_hand_discovery": (
        "{hand_option} and {discovery_option} do not go together ({hand_option} asks "
        "whether to take; {discovery_option} deals without bidding)",
        "{hand_option} et {discovery_option} ne vont pas ensemble ({hand_option} demande "
        "s'il faut prendre ; {discovery_option} donne sans enchères)"),
    "sim_hand_deux": (
        "{hand_option} asks about a four-player deal: not with variant={variant}",
        "{hand_option} porte sur une donne à quatre : pas avec variant={variant}"),
    "sim_deux_bots": (
        "{game} has no teams: --ns and --ew do not go with variant={variant} (--bots names "
        "the bot of both players)",
        "la {game} n'a pas d'équipes : --ns et --ew ne vont pas avec variant={variant} "
        "(--bots nomme le robot des deux joueurs)"),
    "hand_size": ("{hand_option} needs 5 cards (or the full 8), found {n}",
                  "{hand_option} a {n} cartes, il en faut 5 (ou les 8)"),
    # French writes 0 and 1 in the singular: the French of ``hand_size`` with n = 0 or 1
    # (see ``texts._FRENCH_SINGULAR``).
    "hand_size_one": ("{hand_option} needs 5 cards (or the full 8), found {n}",
                      "{hand_option} a {n} carte, il en faut 5 (ou les 8)"),
    "hand_twice": ("card {card} appears twice in {hand_option}",
                   "la carte {card} figure deux fois dans {hand_option}"),
    "retourne_one": ("{retourne_option} needs one card, found {text!r}",
                     "{retourne_option} demande une seule carte (valeur donnée : {text!r})"),
    "hand_option": ("{option}: {problem}", "{option} : {problem}"),
    "retourne_in_hand": ("the retourne {card} cannot be in the 5-card hand",
                         "la retourne {card} ne peut pas être dans la main de 5 cartes"),
    "retourne_not_held": (
        "a full 8-card hand is the taker's: it must hold the retourne {card}",
        "une main complète de 8 cartes est celle du preneur : elle doit contenir la "
        "retourne {card}"),
    # A run on a Dask cluster (``simulation.cluster``): ``ClusterError`` and what answered;
    # codes with their English in ``core.english``.
    "cluster_no_dask": (
        "--scheduler needs Dask distributed, which is not installed ({why}): "
        "pip install '.[cluster]' in the project's folder (belote-table's "
        "extra)",
        "--scheduler demande Dask distributed, qui n'est pas installé ({why}) "
        ": pip install '.[cluster]' dans le dossier du projet (l'option "
        "d'installation de belote-table)"),
    "cluster_cannot_import": (
        "the worker at {worker} cannot import belote_cli ({why}): install "
        "belote_cli {version} there with its [cluster] extra",
        "le processus de travail à {worker} ne peut pas importer belote_cli ({why}) : "
        "installez-y belote_cli {version} avec son option d'installation [cluster]"),
    "cluster_other_version": (
        "the worker at {worker} runs belote_cli {found}, this program "
        "{version}: install the same version on every worker",
        "le processus de travail à {worker} utilise belote_cli {found}, ce programme {version} : "
        "installez la même version sur chaque processus de travail"),
    "cluster_chunk_lost": (
        "chunk {index} was lost with every worker that ran it ({why})",
        "le lot {index} a été perdu avec chaque processus de travail qui l'a joué ({why})"),
    "cluster_not_dask": (
        "no Dask scheduler at {spec}: {answer}",
        "pas d'ordonnanceur Dask à {spec} : {answer}"),
    "cluster_unreachable": (
        "cannot reach the Dask scheduler at {spec} within {seconds} s",
        "l'ordonnanceur Dask à {spec} ne répond pas en {seconds} s"),
    "cluster_no_worker": (
        "no worker joined the Dask scheduler at {address} within {seconds} s "
        "({why})",
        "aucun processus de travail n'a rejoint l'ordonnanceur Dask à {address} en {seconds} s "
        "({why})"),
    "answer_blank_byte": ("1 blank byte", "1 octet blanc"),
    "answer_blank_bytes": ("{n} blank bytes", "{n} octets blancs"),
    "answer_closed": (
        "it closed the connection without a word",
        "il a fermé la connexion sans un mot"),
    "answer_silent": (
        "nothing was said within {seconds} s",
        "rien n'a été dit en {seconds} s"),
    "scheduler_local": (
        "--scheduler {spec}: local:N needs a number of worker processes, 1 or more (local:2)",
        "--scheduler {spec} : local:N demande un nombre de processus de travail, 1 ou plus "
        "(local:2)"),
    "scheduler_address": (
        "--scheduler {spec!r}: expected a Dask scheduler's address, tcp://HOST:PORT "
        "(tcp://10.0.0.5:8786), or local:N",
        "--scheduler {spec!r} : attendu l'adresse d'un ordonnanceur Dask, tcp://HÔTE:PORT "
        "(tcp://10.0.0.5:8786), ou local:N"),
}
