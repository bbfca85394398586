"""Every text the program shows, in English and French: one catalogue (*les textes*).

Each entry is a key and its two wordings, ``(english, french)``, with ``{named}`` values.
``say(key, lang, **values)`` gives the text in ``lang``; ``describe(error, lang)`` words an
error of the library (its code and values, see ``errors.Reason``). The library never picks
a language: it raises codes and values, and the edge (the CLI, the play session) words
them here, so that a French player reads French cards (``D♣``), seats (``O`` for West) and
sentences everywhere.

A value is named for people by its type and name: a ``Seat`` by its letter (``W``, French
``O``), a ``Team`` by its label (``EW``, ``EO``; ``{team_de}`` gives French ``de NS`` /
``d'EO``), a bid, a call, a contract, an announcement or a declaration by ``name_of``; an
int named ``card`` or ``*_card`` is a card (``Q♣``, ``D♣``), ``cards`` or ``*_cards`` a list
of cards, ``declarations`` a list of declarations, ``suit`` or ``*_suit`` a suit (``♥``); a
nested ``Reason`` is worded in the same language. Strings and other numbers are used as
they are.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from .announcements import CARRE, CENT, Announcement, Declaration
from .bidding import Bid
from .cards import RANK_NAMES_EN, RANK_NAMES_FR, card_symbol, suit_symbol
from .coinche import Call, Contract, level_name
from .errors import BeloteError, Reason
from .seats import Seat, Team

if TYPE_CHECKING:
    from .analysis import DealReview

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


# --- the play session (``belote play``) ------------------------------------------------------

_SESSION: dict[str, tuple[str, str]] = {
    "intro": (
        "Belote: you sit South, North is your partner, East and West play against you.",
        "Belote : vous êtes Sud, Nord est votre partenaire, Est et Ouest jouent contre vous.",
    ),
    "intro_match": ("Match to {target} points.", "Partie en {target} points."),
    "discovery": (
        "Discovery deal (seed {seed}): trump {trump} drawn at random, no bidding; you lead.",
        "Donne découverte (graine {seed}) : atout {trump} tiré au sort, sans enchères ; "
        "vous ouvrez.",
    ),
    "deal": ("Deal {n}: dealer {dealer} (seed {seed})",
             "Donne {n} : donneur {dealer} (graine {seed})"),
    "deal_replay": ("Deal {n}: dealer {dealer} (seed {seed}; alone: belote play {args})",
                    "Donne {n} : donneur {dealer} (graine {seed} ; seule : belote play {args})"),
    "your_cards": ("Your cards: {cards}", "Vos cartes : {cards}"),
    "retourne": ("Retourne: {card}", "Retourne : {card}"),
    "void": (
        "Everybody passed twice: the deal is void; {dealer} deals next.",
        "Tout le monde a passé deux fois : la donne est nulle ; {dealer} donne.",
    ),
    "taken": (
        "Trump {suit}, taken by {seat}: team {team} plays the contract. Everyone holds 8 cards.",
        "Atout {suit}, pris par {seat} : l'équipe {team} joue le contrat. Chacun a 8 cartes.",
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
    "plays": ("{seat} plays {card}", "{seat} joue {card}"),
    "belote": ("{seat}: belote!", "{seat} : belote !"),
    "rebelote": ("{seat}: rebelote!", "{seat} : rebelote !"),
    "counters": ("You + North {ns}, East + West {ew}", "Vous + Nord {ns}, Est + Ouest {ew}"),
    "so_far": (
        "Card points so far: NS {ns}, EW {ew} ({n} tricks played)",
        "Points ramassés : NS {ns}, EO {ew} ({n} plis joués)",
    ),
    "match_line": (
        "Match: NS {ns}, EW {ew} (target {target})",
        "Partie : NS {ns}, EO {ew} (objectif {target})",
    ),
    "held": (
        "{held} points held (litige): they go to the team that scores more in this deal.",
        "{held} points en litige : ils iront au camp qui marque le plus dans cette donne.",
    ),
    "next_dealer": ("Next deal: {dealer} deals.", "Donne suivante : {dealer} donne."),
    "no_trick": ("No card on the table.", "Aucune carte sur le tapis."),
    "no_last": ("No trick finished yet.", "Aucun pli terminé."),
    "no_play_yet": ("The cards are not played yet.", "Le jeu de la carte n'a pas commencé."),
    "not_your_hand": ("{card} is not in your hand.", "{card} n'est pas dans votre main."),
    "refused": ("{card} refused: {reason}.", "{card} refusé : {reason}."),
    "bad_number": ("No card numbered {n}: choose {choice}.",
                   "Pas de carte numéro {n} : choisissez {choice}."),
    "unknown_card": (
        "Unknown input {word!r}: type a number ({choice}), a card such as 10♥ or JS, or help.",
        "Entrée inconnue {word!r} : tapez un numéro ({choice}), une carte comme 10♥ ou VP, "
        "ou aide.",
    ),
    "unknown_bid1": (
        "Unknown input {word!r}: type take or pass, 1 or 2 (or help).",
        "Entrée inconnue {word!r} : tapez prends ou passe, 1 ou 2 (ou aide).",
    ),
    "unknown_bid2": (
        "Unknown input {word!r}: name a suit or pass: {choices} (or help).",
        "Entrée inconnue {word!r} : nommez une couleur ou passez : {choices} (ou aide).",
    ),
    "round1_only": (
        "In round one you can only take {suit} or pass.",
        "Au premier tour, on ne peut que prendre à {suit} ou passer.",
    ),
    "round2_suit": (
        "In round two, name a suit other than {suit} ({suits}), or pass.",
        "Au second tour, nommez une autre couleur que {suit} ({suits}), ou passez.",
    ),
    "unknown_yes_no": ("Please answer yes (1) or no (2).", "Répondez oui (1) ou non (2)."),
    "too_long": (
        "A line of more than {most} characters: no answer is that long. Type 'help' for "
        "what to type.",
        "Une ligne de plus de {most} caractères : aucune réponse n'est si longue. Tapez "
        "'aide' pour savoir quoi taper.",
    ),
    "quit": ("Quit: deal abandoned.", "Abandon : donne abandonnée."),
    "over": ("The game is over.", "La partie est finie."),
    "prompt_bid1": (
        "Take {suit} or pass? 1) take  2) pass",
        "Prendre à {suit} ou passer ? 1) prends  2) passe",
    ),
    "prompt_bid2": (
        "Round two: name a trump or pass? {choices}",
        "Second tour : nommez l'atout ou passez ? {choices}",
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
    "eof": ("end of input: deal abandoned", "fin de l'entrée : donne abandonnée"),
    "help_bid": (
        "Round one: take (1, t, prends) or pass (2, p, passe). Round two: a suit (its number, "
        "♥, h, hearts, coeur…) or pass. Suit letters: S H D C (C is clubs), and the French "
        "P K T (pique ♠, carreau ♦, trèfle ♣).",
        "Premier tour : prends (1, t) ou passe (2, p). Second tour : une couleur (son numéro, "
        "♥, c, coeur…) ou passe (son numéro, passe). Lettres des couleurs : P C K T (pique, "
        "cœur, carreau, trèfle : C est cœur), et les anglaises S H D (♠ ♥ ♦).",
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
    "help_belote": (
        "Answer yes to announce belote-rebelote (20 points), no to keep quiet.",
        "Répondez oui pour annoncer belote-rebelote (20 points), non pour vous taire.",
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
    "call_bid": ("{seat} bids {bid}", "{seat} annonce {bid}"),
    "call_coinche": ("{seat} coinches!", "{seat} coinche !"),
    "call_surcoinche": ("{seat} surcoinches!", "{seat} surcoinche !"),
    "contract": (
        "Contract {contract}: team {team} needs {need}.",
        "Contrat {contract} : l'équipe {team} doit faire {need}.",
    ),
    "need_points": (
        "{level} points (card points and belote, at least 82)",
        "{level} points (points de plis et belote, au moins 82)",
    ),
    "need_capot": ("all eight tricks", "les huit plis"),
    "prompt_call": ("Your call? {choices}", "Votre enchère ? {choices}"),
    "call_range": ("{low}–160 or capot", "{low}–160 ou capot"),
    "call_range_top": ("{low} or capot", "{low} ou capot"),
    "call_higher": ("; or a higher bid: {levels} with a suit (e.g. {low} ♥)",
                    " ; ou une enchère plus haute : {levels} avec l'atout (ex. {low} ♥)"),
    "bad_call_number": (
        "No call numbered {n}: choose {choice}, or type a bid with its suit (e.g. 90 ♥).",
        "Pas d'enchère numéro {n} : choisissez {choice}, ou tapez une enchère avec sa couleur "
        "(ex. 90 ♥)."),
    "call_refused": ("{call} refused: {reason}.", "{call} refusé : {reason}."),
    "unknown_call": (
        "Unknown call {word!r}: {reason} (or help).",
        "Enchère inconnue {word!r} : tapez passe, une enchère comme 90 ♥ ou capot ♠, coinche "
        "ou surcoinche (ou aide).",
    ),
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
        "cœur, carreau, trèfle : C est cœur), et les anglaises S H D (♠ ♥ ♦).",
    ),
    "prompt_announce": ("Announce {ann}? 1) yes  2) no", "Annoncer {ann} ? 1) oui  2) non"),
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
    "help_cmds": (
        "At any prompt: help, hand, trick (cards on the table), last (previous trick), score, "
        "quit; hint when you play a card.",
        "À tout moment : aide, main, pli (cartes sur le tapis), dernier (pli précédent), "
        "score, quitter ; conseil quand vous jouez une carte.",
    ),
    "hint": (
        "Hint: {card}. Points your team may expect from here, by card (hidden cards dealt "
        "{n}×, each deal solved with all hands open): {values}",
        "Conseil : {card}. Points que votre équipe peut espérer d'ici la fin, par carte "
        "(cartes cachées distribuées {n}×, chaque donne résolue cartes ouvertes) : {values}",
    ),
    "error": ("error: {message}", "erreur : {message}"),
    # The command line of ``belote play``.
    "play_target": ("--target must be a positive number of points up to {largest}, found "
                    "{target}",
                    "--target doit être un nombre de points positif, au plus {largest}, "
                    "trouvé {target}"),
    "play_discovery_match": (
        "--discovery plays a single deal: it cannot be combined with {option}",
        "--discovery joue une seule donne : impossible avec {option}"),
    "play_discovery_variant": (
        "--discovery plays the seed page's deal: it cannot be combined with "
        "variant={variant}",
        "--discovery joue la donne de la page de graine : impossible avec variant={variant}"),
    "play_discovery_announcements": (
        "--discovery plays the seed page's deal: it has no announcements",
        "--discovery joue la donne de la page de graine : elle n'a pas d'annonces"),
    "play_discovery_dealer": ("--discovery has no dealer: South always leads",
                              "--discovery n'a pas de donneur : Sud entame toujours"),
    "play_discovery_decks": ("--discovery plays a single deal: give it one --deck",
                             "--discovery joue une seule donne : donnez-lui un seul --deck"),
    "play_unknown_bot": ("--bots: unknown bot {name!r} (known bots: {known})",
                         "--bots : bot inconnu {name!r} (bots connus : {known})"),
    "play_deck_twice": ("--deck: {card} appears twice", "--deck : {card} y est deux fois"),
    "play_deck_count": ("--deck needs the 32 cards in the order they are dealt, found {n}",
                        "--deck demande les 32 cartes dans l'ordre où elles sont "
                        "distribuées, trouvé {n}"),
    "play_stdin_closed": ("standard input is closed: nothing to read the bids and cards from",
                          "l'entrée standard est fermée : rien où lire les enchères et les "
                          "cartes"),
    "play_stdin_error": ("cannot read standard input: {why}",
                         "impossible de lire l'entrée standard : {why}"),
    "hint_tie": (
        "Hint: {card}, the heuristic player's choice among {count} cards of equal value "
        "({cards}: {value} each). Points your team may expect from here, by card (hidden "
        "cards dealt {n}×, each deal solved with all hands open): {values}",
        "Conseil : {card}, le choix du joueur heuristique parmi {count} cartes de même "
        "valeur ({cards} : {value} chacune). Points que votre équipe peut espérer d'ici la "
        "fin, par carte (cartes cachées distribuées {n}×, chaque donne résolue cartes "
        "ouvertes) : {values}"),
    "no_hint": (
        "A hint is given when it is your turn to play a card.",
        "Un conseil est donné quand c'est à vous de jouer une carte.",
    ),
    "no_hint_sa_ta": (
        "No hint in sans atout or tout atout: the expert does not play them.",
        "Pas de conseil en sans atout ni en tout atout : l'expert ne les joue pas.",
    ),
}


# --- the tally of a deal (``render``: play, simulate, score) --------------------------------

_TALLY: dict[str, tuple[str, str]] = {
    "tally_trump": ("trump", "atout"),
    "tally_taker": ("taker", "preneur"),
    "tally_dealer": ("dealer", "donneur"),
    "tally_no_taker": ("no taker", "pas de preneur"),
    "tally_wins": ("wins", "gagne"),
    "tally_dix": ("dix de der", "dix de der"),
    "tally_cards": ("cards", "cartes"),
    "tally_belote": ("belote", "belote"),
    "tally_points": ("trick points", "points de plis"),
    "tally_score": ("deal score", "score de la donne"),
    "tally_tricks": ("tricks won", "plis gagnés"),
    "tally_check": ("check: ", "vérification : "),
    "tally_made": (
        "made: {team} (taker {taker}) {mine} trick points against {theirs}",
        "contrat rempli : {team} (preneur {taker}) {mine} points de plis contre {theirs}"),
    "tally_dedans": (
        "dedans: {team} (taker {taker}) {mine} trick points against {theirs}; {other} score "
        "{value}",
        "dedans : {team} (preneur {taker}) {mine} points de plis contre {theirs} ; {other} "
        "marquent {value}"),
    "tally_litige": (
        "litige: {mine}–{theirs}; {other} score {theirs} now, {team}'s {held} are held for the "
        "winner of the next deal",
        "litige : {mine}–{theirs} ; {other} marquent {theirs} maintenant, les {held} de {team} "
        "sont mis en réserve pour le gagnant de la donne suivante"),
    "tally_none": (
        "no contract judged: each team keeps its card points",
        "pas de contrat jugé : chaque équipe garde ses points de cartes"),
    "tally_capot": (
        "capot: {capot} won all 8 tricks and score {value}",
        "capot : {capot} font les 8 plis et marquent {value}"),
    "tally_penalty": (
        "revoke by {team}: scored as dedans, {other} score {value}",
        "renonce de {team} : compté dedans, {other} marquent {value}"),
    "tally_as_played": (
        "revokes scored as the cards fell (--as-played)",
        "renonces comptées comme les cartes sont tombées (--as-played)"),
    "tally_revoke": (
        "revoke: trick {trick}, {seat} played {card}: {rule}",
        "renonce : pli {trick}, {seat} a joué {card} : {rule}"),
    "tally_ok": ("{cards} + {dix} = {total} ✓", "{cards} + {dix} = {total} ✓"),
    "tally_bad": (
        "{cards} + {dix} = {total} ✗ (expected {ecards} + {edix} = {etotal}, {diff} points "
        "{how})",
        "{cards} + {dix} = {total} ✗ (attendu {ecards} + {edix} = {etotal}, {diff} points "
        "{how})"),
    "tally_kind": (" ({points} {kind} total)", " (total {kind} {points})"),
    "tally_missing": ("missing", "manquants"),
    "tally_extra": ("too many", "en trop"),
    "tally_match": (
        "match after deal {n}: {ns} {a} – {ew} {b}",
        "partie après la donne {n} : {ns} {a} – {ew} {b}"),
    "tally_held": ("{held} held", "{held} en réserve"),
    "tally_stake": ("{team} win the held {stake}", "{team} gagnent les {stake} en réserve"),
    "tally_winner": ("{team} win the match, {a} to {b}", "{team} gagnent la partie, {a} à {b}"),
}

# --- notes on a scored deal file (``replay``) ------------------------------------------------

_NOTES: dict[str, tuple[str, str]] = {
    "note_rest": ("the {team} pile is the rest of the deck ({n} cards)",
                  "le tas {team} est le reste du jeu ({n} cartes)"),
    "note_not_holder": (
        "belote declared by {seat}, but {seat} did not hold {k_card} {q_card}: not counted",
        "belote annoncée par {seat}, mais {seat} n'avait pas {k_card} {q_card} : non comptée"),
    "note_undeclared": (
        "{seat} held {k_card} {q_card} but did not declare belote (belote=declared): "
        "not counted",
        "{seat} avait {k_card} {q_card} sans annoncer la belote (belote=declared) : "
        "non comptée"),
    # The declared announcements of a deal file (``announcements.assess``).
    "ann_not_counted": ("announcements not counted (add 'rules: announcements=on')",
                        "annonces non comptées (ajoutez 'rules: announcements=on')"),
    "ann_not_checked": ("announcements not checked: the hands are not known",
                        "annonces non vérifiées : le jeu de chacun n'est pas connu"),
    "false_missing": ("false announcement: {declaration} ({seat} did not play {cards})",
                      "fausse annonce : {declaration} ({seat} n'a pas joué {cards})"),
    "false_shared": (
        "false announcement: {declaration} ({cards} already serves in {announcement})",
        "fausse annonce : {declaration} ({cards} sert déjà à {announcement})"),
    "ann_note_equal": ("announcements: {declarations}; equal best, nobody scores",
                       "annonces : {declarations} ; égalité, personne ne marque"),
    "ann_note_held": (
        "announcements: {declarations}; {team}'s {worth} held with the litige stake",
        "annonces : {declarations} ; les {worth} {team_de} mis en réserve avec le litige"),
    "ann_note_score": ("announcements: {declarations}; {team} score {worth}",
                       "annonces : {declarations} ; {team} marquent {worth}"),
    "ann_note_go": (
        "announcements: {declarations}; {team}'s {worth} go to {other} ({why})",
        "annonces : {declarations} ; les {worth} {team_de} vont à {other} ({why})"),
    # Why a team's announcements went to the other team (``Fate.why``).
    "fate_revoke": ("revoke by {team}", "renonce {team_de}"),
    "fate_coinched": ("coinched: the winner of the contract takes them all",
                      "coinché : le gagnant du contrat les prend toutes"),
    "fate_surcoinched": ("surcoinched: the winner of the contract takes them all",
                         "surcoinché : le gagnant du contrat les prend toutes"),
    "fate_capot": ("capot", "capot"),
    "fate_dedans": ("{team} dedans", "{team} dedans"),
}

# --- the names of bids, calls, contracts and announcements -----------------------------------

_NAMES: dict[str, tuple[str, str]] = {
    "bid_pass": ("{seat} passes", "{seat} passe"),
    "bid_take": ("{seat} takes {suit}", "{seat} prend {suit}"),
    "call_word_pass": ("pass", "passe"),
    "contract_name": ("{level} {suit} by {seat}", "{level} {suit} par {seat}"),
    "contract_coinched": (", coinched", ", coinché"),
    "contract_surcoinched": (", surcoinched", ", surcoinché"),
    "ann_length": (" ({n} cards)", " ({n} cartes)"),
}

# --- the double-dummy review (``score --analyze``) --------------------------------------------

_REVIEW: dict[str, tuple[str, str]] = {
    "review_head": ("double-dummy review: NS {ns} / EW {ew} with perfect play, {ns_played} / "
                    "{ew_played} as played",
                    "analyse à cartes ouvertes : NS {ns} / EO {ew} avec un jeu parfait, "
                    "{ns_played} / {ew_played} joués"),
    "review_cost": ("  trick {trick} {seat}: {card} cost {loss} (best: {best_cards})",
                    "  pli {trick} {seat} : {card} coûte {loss} (mieux : {best_cards})"),
    "review_revoke": ("  trick {trick} {seat}: {card} revoke (best legal card: {best_cards})",
                      "  pli {trick} {seat} : {card} renonce (meilleur coup permis : "
                      "{best_cards})"),
    "review_none": ("  no mistake", "  aucune erreur"),
    "review_total": ("total cost: NS {ns}, EW {ew}", "coût total : NS {ns}, EO {ew}"),
    "review_piles": ("no double-dummy review: the file gives the piles, not the eight tricks",
                     "pas d'analyse à cartes ouvertes : le fichier donne les tas, pas les "
                     "huit plis"),
}

# --- ``belote score`` --------------------------------------------------------------------------

_SCORE: dict[str, tuple[str, str]] = {
    "score_deal": ("deal {n}", "donne {n}"),
    "score_after": ("the match was already won: deal {n} not counted",
                    "la partie était déjà gagnée : donne {n} non comptée"),
    "score_problem": ("{n} problem in {path}", "{n} problème dans {path}"),
    "score_problems": ("{n} problems in {path}", "{n} problèmes dans {path}"),
    "score_more": ("… and {n} more", "… et {n} de plus"),
    "score_alone": ("scored alone ('match: none'): the {held} held go to no other deal",
                    "donne comptée seule ('match: none') : les {held} points en litige ne "
                    "vont à aucune autre donne"),
    "score_empty": ("an empty file name: name a deal file, or - for standard input",
                    "un nom de fichier vide : nommez un fichier de donne, ou - pour l'entrée "
                    "standard"),
    "score_stdin_closed": ("standard input is closed: nothing to score",
                           "l'entrée standard est fermée : rien à compter"),
}

# --- why a card, a call or a bid is refused (the library's ``Reason`` codes) -----------------

#: The obligations of the play (*obligations*), as what the player must do: ``rules``
#: refuses a card with one of these codes; they read ``must follow ♥`` (``doit fournir ♥``)
#: or, to the player, ``you must follow ♥`` (``vous devez fournir ♥``).
_OBLIGATIONS: dict[str, tuple[str, str]] = {
    "must_follow": ("follow {suit}", "fournir {suit}"),
    "must_raise": ("play a trump higher than {card}", "monter à l'atout sur {card}"),
    "must_beat": ("beat {card}", "monter sur {card}"),
    "must_overtrump": ("overtrump {card}", "surcouper {card}"),
    "must_undertrump": ("undertrump (play a trump {suit})", "pisser (jouer atout {suit})"),
    "must_trump": ("trump {suit}", "couper à {suit}"),
}

_REASONS: dict[str, tuple[str, str]] = {
    "must": ("must {rule}", "doit {rule}"),
    "you_must": ("you must {rule}", "vous devez {rule}"),
    "not_in_hand": ("{card} is not in the hand", "{card} n'est pas dans la main"),
    "not_in_seat_hand": ("{card} is not in {seat}'s hand",
                         "{card} n'est pas dans la main de {seat}"),
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
        "{call} n'est pas au-dessus de la dernière enchère ({last} par {seat}) : annoncez "
        "{low} ou plus, ou passez"),
    "nothing_to_coinche": ("nothing to coinche: nobody has bid",
                           "rien à coincher : personne n'a annoncé"),
    "already_coinched": ("the contract is already coinched", "le contrat est déjà coinché"),
    "own_team_bid": (
        "only an opponent may coinche: {last} is your own team's bid ({seat})",
        "seul un adversaire peut coincher : {last} est l'enchère de votre équipe ({seat})"),
    "nothing_to_surcoinche": ("nothing to surcoinche: the contract is not coinched",
                              "rien à surcoincher : le contrat n'est pas coinché"),
    "only_takers": ("only the takers ({seats}) may surcoinche",
                    "seuls les preneurs ({seats}) peuvent surcoincher"),
    "call_not_allowed": ("{seat}: {reason}", "{seat} : {reason}"),
    "auction_over": ("the auction is over", "les enchères sont finies"),
    # The classic taking (``bidding.Auction``).
    "bidding_over": ("the bidding is over", "les enchères sont finies"),
    "take_round1": ("in round one you can only take {suit} or pass",
                    "au premier tour, on ne peut que prendre à {suit} ou passer"),
    "take_round2": ("in round two name a suit other than {suit} ({retourne_card}), or pass",
                    "au second tour, nommez une autre couleur que {suit} ({retourne_card}), "
                    "ou passez"),
    # A coinche deal's verdict (``contract_verdict``).
    "verdict_made": ("contract {contract}: made, {team} score {points}",
                     "contrat {contract} : réussi, {team} marquent {points}"),
    "verdict_failed": ("contract {contract}: failed, {team} score {points}",
                       "contrat {contract} : chuté, {team} marquent {points}"),
}

CATALOGUE: dict[str, tuple[str, str]] = {**_SESSION, **_TALLY, **_NOTES, **_NAMES,
                                         **_REVIEW, **_SCORE, **_OBLIGATIONS, **_REASONS}


def _named(name: str, value: object, lang: str) -> object:
    """``value`` for people in ``lang`` (see the module's docstring)."""
    if isinstance(value, (str, bool)):
        return value
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
    if isinstance(value, (Announcement, Declaration, Bid, Call, Contract)):
        return name_of(value, lang)
    if (name == "cards" or name.endswith("_cards")) and isinstance(value, Iterable):
        return " ".join(card_symbol(c, lang) for c in value)
    if name == "seats" and isinstance(value, Iterable):
        return " ".join(seat_letter(s, lang) for s in value)
    if name == "declarations" and isinstance(value, Iterable):
        return ", ".join(name_of(d, lang) for d in value)
    return value


def _of_team(team: Team, lang: str) -> str:
    """English ``NS``; French ``de NS`` / ``d'EO`` (*de* elided before a vowel)."""
    if lang != "fr":
        return team_label(team, lang)
    return "de NS" if team is Team.NS else "d'EO"


def name_of(thing: Announcement | Declaration | Bid | Call | Contract, lang: str = "en"
            ) -> str:
    """A bid, a call, a contract or an announcement for people in ``lang``: ``W takes ♥``
    (``O prend ♥``), ``90 ♥``, ``pass`` (``passe``), ``110 ♥ by N, coinched`` (``110 ♥ par
    N, coinché``), ``tierce A♥``, ``cent K♠ (6 cards)``, ``carré J`` (``carré V``),
    ``N tierce A♥`` (a declaration; West is ``O`` in French)."""
    if isinstance(thing, Announcement):
        if thing.kind == CARRE:
            ranks = RANK_NAMES_FR if lang == "fr" else RANK_NAMES_EN
            return f"carré {ranks[thing.rank]}"
        text = f"{thing.kind} {card_symbol(thing.top, lang)}"
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


def review_lines(review: DealReview, lang: str = "en", threshold: int = 1) -> list[str]:
    """A double-dummy review for people: the figures with perfect play and as played,
    every play that cost at least ``threshold`` points, the revokes, the total cost."""
    out = [say("review_head", lang, ns=review.start[0], ew=review.start[1],
               ns_played=review.actual[0], ew_played=review.actual[1])]
    for p in review.mistakes(threshold):
        out.append(say("review_cost" if p.legal else "review_revoke", lang, trick=p.trick,
                       seat=p.seat, card=p.card, loss=p.loss, best_cards=p.best))
    if len(out) == 1:
        out.append(say("review_none", lang))
    out.append(say("review_total", lang, ns=review.cost[0], ew=review.cost[1]))
    return out


def say(key: str, lang: str = "en", /, **values: object) -> str:
    """The text of ``key`` in ``lang`` (``en`` or ``fr``), its values named for people."""
    en, fr = CATALOGUE[key]
    named = {name: _named(name, value, lang) for name, value in values.items()}
    for name, value in values.items():
        if isinstance(value, Team):  # ``{team_de}``: French ``de NS`` / ``d'EO``
            named[name + "_de"] = _of_team(value, lang)
    return (fr if lang == "fr" else en).format(**named)


def templates(prefix: str, lang: str = "en") -> dict[str, str]:
    """The raw wordings in ``lang`` of every key starting with ``prefix``, by the rest of the
    key (``templates("tally_", "fr")["wins"] == "gagne"``), for a renderer that fills many."""
    i = 1 if lang == "fr" else 0
    return {key[len(prefix):]: pair[i] for key, pair in CATALOGUE.items()
            if key.startswith(prefix)}


def describe_reason(reason: Reason, lang: str = "en", *, to_player: bool = False) -> str:
    """A ``Reason`` in ``lang``: an obligation reads ``must follow ♥`` (``doit fournir ♥``),
    or ``you must follow ♥`` (``vous devez fournir ♥``) with ``to_player``."""
    params: Mapping[str, object] = reason.params
    if reason.code in _OBLIGATIONS:
        return say("you_must" if to_player else "must", lang,
                   rule=say(reason.code, lang, **params))
    return say(reason.code, lang, **params)


def describe(error: BeloteError, lang: str = "en") -> str:
    """A library error in ``lang``: its code and values worded, or its message as written."""
    if not error.code:
        return str(error)
    return describe_reason(error.reason, lang)
