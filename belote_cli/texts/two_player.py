"""The texts of the play session (``belote play``) at the games of two, belote à deux
(``variant=deux``) and belote découverte (``variant=decouverte``): ``(english, french)`` by
key, with ``{named}`` values (see ``belote_cli.texts``); the rest of the session's texts are
in ``texts.session``."""

from __future__ import annotations

TWO_PLAYER: dict[str, tuple[str, str]] = {
    # Belote à deux (``variant=deux``): the user (S) against one bot (N).
    "deux_intro": (
        "Belote à deux: you play South against North (the {bot} bot). Six cards each, "
        "refilled from the talon after each trick; no obligation while it lasts.",
        "Belote à deux : vous jouez Sud contre Nord (le robot {bot}). Six cartes chacun, "
        "complétées en piochant dans le talon après chaque pli ; pas d'obligation tant qu'il "
        "dure."),
    # Before the taking: the retourne lies face up beside the talon of 19 face-down cards
    # (it is slid under the talon once a player takes).
    "deux_retourne": ("Retourne: {card} (face up; the talon holds {n} cards)",
                      "Retourne : {card} (face visible ; le talon a {n} cartes)"),
    # Said once a deal, in the words of the trick lines: at most 70 characters, 77 in French.
    "deux_taken": (
        "Trump {suit}, taken by {seat}; retourne {card} face up under the talon, drawn last.",
        "L'atout est {suit}, pris par {seat} ; la retourne {card}, sous le talon, vient en "
        "dernier."),
    "deux_void": ("Both players passed twice: the deal is void; {dealer} deals next.",
                  "Les deux joueurs ont passé deux fois : la donne est nulle ; {dealer} "
                  "donne."),
    # A trick North leads, in the words of a trick the user leads (below) without the lead:
    # at most 64 characters, 58 in French (a 10 under the talon); empty, 69 and 58.
    "deux_talon": ("Trick {n}: talon of {size} cards, {card} face up under it; play any card.",
                   "Pli {n} : talon de {size} cartes dont {card} visible ; carte libre."),
    "deux_talon_empty": (
        "Trick {n}: talon empty: follow suit, beat a trump lead, trump if void.",
        "Pli {n} : talon vide : fournir, monter à l'atout ou couper."),
    # The same two when the user leads the trick, said with it in one line, within 80
    # columns at their longest (two-digit counts, a 10): 75 and 78, 79 and 77 when empty.
    "deux_talon_lead": ("Trick {n}: you lead; talon of {size} cards, {card} face up under it; "
                        "play any card.",
                        "Pli {n} : à vous d'entamer ; talon de {size} cartes dont {card} "
                        "visible ; carte libre."),
    "deux_talon_empty_lead": (
        "Trick {n}: you lead; talon empty: follow suit, beat a trump lead, trump if void.",
        "Pli {n} : à vous d'entamer ; talon vide : fournir, monter à l'atout ou couper."),
    "deux_draw": ("You draw {card} ({first}).", "Vous piochez {card} ({first})."),
    "deux_first": ("first, as the winner", "en premier, comme gagnant du pli"),
    "deux_second": ("after North", "après Nord"),
    "deux_draw_last_won": ("You draw the last card, {card}; North takes {other} from under the "
                           "talon.",
                           "Vous piochez la dernière carte, {card} ; Nord prend {other} sous "
                           "le talon."),
    "deux_draw_last_lost": ("You take {card} from under the talon; North draws the last card.",
                            "Vous prenez {card} sous le talon ; Nord pioche la dernière "
                            "carte."),
    "deux_prompt_exchange": ("Swap your {seven} for the retourne {retourne}? 1) yes  2) no",
                             "Échanger votre {seven} contre la retourne {retourne} ? 1) oui  "
                             "2) non"),
    "deux_exchanged": ("{seat} swaps {seven} for the retourne {retourne}.",
                       "{seat} échange {seven} contre la retourne {retourne}."),
    "deux_help_exchange": (
        "Answer yes to take the retourne into your hand and leave the 7 of trump face up "
        "under the talon in its place (the last card drawn), no to keep the 7; you are asked "
        "again at your next lead, up to trick 10.",
        "Répondez oui pour prendre la retourne en main et laisser le 7 d'atout à sa place "
        "sous le talon (la dernière carte piochée), non pour garder le 7 ; la question "
        "revient à votre prochaine entame, jusqu'au pli 10."),
    "deux_help_play": (
        "Tricks 1 to 10: any card; the winner draws first. Tricks 11 to 16: follow suit, beat "
        "a trump lead if you can, trump when void.",
        "Plis 1 à 10 : n'importe quelle carte ; le gagnant pioche le premier. Plis 11 à 16 : "
        "fournir, monter à l'atout si possible, couper sans la couleur."),
    # Belote découverte: no talon, no drawing; the obligations from trick 1, on the cards
    # that lie face up.
    "decouverte_help_play": (
        "Every trick, from the first: play a face-up card of yours; follow suit, beat a trump "
        "lead if you can, trump when void (face-down cards do not count). Once a trick is "
        "over, the card under the one you played turns face up.",
        "À chaque pli, dès le premier : jouez une de vos cartes visibles ; fournir, monter à "
        "l'atout si possible, couper sans la couleur (les cartes cachées ne comptent pas). "
        "Le pli fini, la carte sous celle que vous avez jouée se retourne."),
    "deux_hint": ("Hint: {card} (the heuristic player's choice).",
                  "Conseil : {card} (le choix du robot heuristique)."),
    "deux_hint_known": (
        " Every card is known: the trick points you take from here, by card, with both "
        "playing perfectly: {values}",
        " Toutes les cartes sont connues : les points de plis que vous ramassez d'ici la "
        "fin, par carte, les deux jouant au mieux : {values}"),
    "deux_hint_playouts": (
        " Trick points you may expect from here, by card (the other hand and the talon "
        "dealt {n}×, each deal played out by the heuristic): {values}",
        " Points de plis que vous pouvez espérer d'ici la fin, par carte (main adverse et "
        "talon distribués {n} fois, chaque donne jouée jusqu'au bout par le robot "
        "heuristique) : {values}"),
    "deux_hint_layout": (
        " Trick points you may expect from here, by card (the face-down cards dealt {n}×, "
        "each deal solved with every card open): {values}",
        " Points de plis que vous pouvez espérer d'ici la fin, par carte (cartes face "
        "cachée distribuées {n} fois, chaque donne résolue cartes ouvertes) : {values}"),
    "deux_so_far": ("Trick points so far: S {s}, N {n_} (tricks played: {n})",
                    "Points de plis jusqu'ici : S {s}, N {n_} (plis joués : {n})"),
    "open_intro": (
        "Belote découverte: you play South against North (the {bot} bot). Eight piles each, "
        "a face-down card under a face-up one; only face-up cards are played, and the card "
        "under one played turns up after the trick.",
        "Belote découverte : vous jouez Sud contre Nord (le robot {bot}). Huit tas chacun, "
        "une carte cachée sous une carte visible ; seules les cartes visibles se jouent, et "
        "la carte sous une carte jouée se retourne après le pli."),
    "open_cards": ("Your face-up cards: {cards} ({n} face down under them)",
                   "Vos cartes visibles : {cards} ({n} cachées dessous)"),
    "open_bot_cards": ("North's face-up cards: {cards} ({n} face down)",
                       "Cartes visibles de Nord : {cards} ({n} cachées)"),
    "open_retourne": ("Retourne: {card} (the dealer's last face-up card)",
                      "Retourne : {card} (la dernière carte visible du donneur)"),
    "open_taken": ("Trump {suit}, taken by {seat}.", "L'atout est {suit}, pris par {seat}."),
    "open_no_bid": ("Trump {suit}, the retourne's suit: no taking, no contract.",
                    "L'atout est {suit}, la couleur de la retourne : pas de prise, pas de "
                    "contrat."),
    # Before each trick: how many of the user's cards lie face down, in the line that
    # begins the trick, then North's face-up cards in a line of their own, as at the deal
    # (``open_bot_cards``), within 80 columns: at most 54 and 50 in English, 62 and 53 in
    # French (in one line they passed 80: trick 9, North showing eight cards with four 10s).
    "open_trick": ("Trick {n}: {down} of your cards lie face down.",
                   "Pli {n} : {down} de vos cartes sont cachées."),
    "open_trick_one": ("Trick {n}: one of your cards lies face down.",
                       "Pli {n} : une de vos cartes est cachée."),
    "open_trick_none": ("Trick {n}: none of your cards lies face down.",
                        "Pli {n} : aucune de vos cartes n'est cachée."),
    # The same three when the user leads the trick, said with it in one line.
    "open_trick_lead": ("Trick {n}: you lead; {down} of your cards lie face down.",
                        "Pli {n} : à vous d'entamer ; {down} de vos cartes sont cachées."),
    "open_trick_one_lead": ("Trick {n}: you lead; one of your cards lies face down.",
                            "Pli {n} : à vous d'entamer ; une de vos cartes est cachée."),
    "open_trick_none_lead": ("Trick {n}: you lead; none of your cards lies face down.",
                             "Pli {n} : à vous d'entamer ; aucune de vos cartes n'est "
                             "cachée."),
    "open_trick_north": ("North's face-up cards: {cards}", "Cartes visibles de Nord : {cards}"),
    "open_turned": ("Turned up: you {mine}, North {theirs}.",
                    "Retournées : vous {mine}, Nord {theirs}."),
    # A side of open_turned whose card played lay on no other: the words of the game's other
    # lines for no card (none of your cards lies face down; aucune de vos cartes).
    "open_turned_none": ("none", "aucune"),
    "deux_match_line": ("Match: S {s}, N {n_} (target {target})",
                        "Partie : S {s}, N {n_} (but {target})"),
    "deux_held": (
        "{held} points held (litige): they go to the player who scores more in this deal.",
        "{held} points en réserve (litige) : ils iront au joueur qui marque le plus dans "
        "cette donne.",
    ),
}
