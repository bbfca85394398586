"""The texts of the review after a deal of ``belote play`` (``review``, ``--review``) and of
the table drawn on a terminal: ``(english, french)`` by key, with ``{named}`` values (see
``belote_cli.texts``)."""

from __future__ import annotations

PLAY_REVIEW: dict[str, tuple[str, str]] = {
    "play_review_head": ("Review of deal {n}, your cards against perfect play, all hands "
                         "open (as belote score --analyze):",
                         "Bilan de la donne {n}, vos cartes comparées au jeu parfait, cartes "
                         "ouvertes (comme belote score --analyze) :"),
    # A card's line in the words of ``score --analyze``'s ("review_cost"), its seat left out.
    "play_review_card": ("  trick {trick}: {card} cost {loss} {unit} (best: {best_cards})",
                         "  pli {trick} : {card} coûte {loss} {unit} (meilleur coup : "
                         "{best_cards})"),
    # The same where several cards are best: French ``meilleurs coups``.
    "play_review_card_many": ("  trick {trick}: {card} cost {loss} {unit} (best: "
                              "{best_cards})",
                              "  pli {trick} : {card} coûte {loss} {unit} (meilleurs coups : "
                              "{best_cards})"),
    # A card that gave up the capot or let the other side's through, in the words of
    # ``score --analyze``'s ("review_capot_lost"), its seat left out.
    "play_review_capot_lost": ("  trick {trick}: {card} gives up the capot ({cards} would "
                               "have kept it)",
                               "  pli {trick} : {card} perd le capot ({cards} le gardait)"),
    "play_review_capot_lost_many": ("  trick {trick}: {card} gives up the capot ({cards} "
                                    "would have kept it)",
                                    "  pli {trick} : {card} perd le capot ({cards} le "
                                    "gardaient)"),
    "play_review_capot_let": ("  trick {trick}: {card} lets {other} make the capot ({cards} "
                              "would have stopped it)",
                              "  pli {trick} : {card} laisse le capot à {other} ({cards} "
                              "l'empêchait)"),
    "play_review_capot_let_many": ("  trick {trick}: {card} lets {other} make the capot "
                                   "({cards} would have stopped it)",
                                   "  pli {trick} : {card} laisse le capot à {other} "
                                   "({cards} l'empêchaient)"),
    # A card that changed the contract's result, in the words of ``score --analyze``'s
    # ("review_contract"), its seat left out.
    "play_review_contract": ("  trick {trick}: {card} {change} ({cards} {kept})",
                             "  pli {trick} : {card} {change} ({cards} {kept})"),
    # A position's head line (``belote play --from``): perfect play from the position, the
    # file's tricks counted as they fell.
    "play_review_position": ("double-dummy review of the position: NS {ns} / EW {ew} points "
                             "with perfect play from trick {first}, the file's tricks as "
                             "they fell, {ns_played} / {ew_played} as played",
                             "bilan à cartes ouvertes de la position : NS {ns} / EO {ew} "
                             "points avec un jeu parfait à partir du pli {first}, les plis "
                             "du fichier tels qu'ils sont tombés, "
                             "{ns_played}\u00a0/\u00a0{ew_played} dans le jeu réel"),
    # A position's tricks (``belote play --from``), which the file played: not judged.
    "play_review_file_one": ("  trick 1: from the file, not judged",
                             "  pli 1 : d'après le fichier, non jugé"),
    "play_review_file": ("  tricks 1 to {last}: from the file, not judged",
                         "  plis 1 à {last} : d'après le fichier, non jugés"),
    "play_review_forced": ("  trick {trick}: {card}, the only card you could play",
                           "  pli {trick} : {card}, la seule carte que vous pouviez jouer"),
    "play_review_revoke": ("  trick {trick}: {card}, a revoke (best legal card: {best_cards})",
                           "  pli {trick} : {card}, une renonce (meilleur coup permis : "
                           "{best_cards})"),
    "play_review_revoke_many": ("  trick {trick}: {card}, a revoke (best legal cards: "
                                "{best_cards})",
                                "  pli {trick} : {card}, une renonce (meilleurs coups permis : "
                                "{best_cards})"),
    # What a player's cards cost, then every card of each side: trick points, from perfect
    # play (the singular: 1 point, and French 0 point).
    "play_review_cost": ("Your cards cost {cost} points in all; all the cards of {team} "
                         "{team_cost}, of {other} {other_cost}.",
                         "Vos cartes ont coûté {cost} points en tout ; toutes celles "
                         "{team_de} {team_cost}, {other_de} {other_cost}."),
    "play_review_cost_one": ("Your cards cost {cost} point in all; all the cards of {team} "
                             "{team_cost}, of {other} {other_cost}.",
                             "Vos cartes ont coûté {cost} point en tout ; toutes celles "
                             "{team_de} {team_cost}, {other_de} {other_cost}."),
    "play_review_cost_two": ("Your cards cost {cost} points in all; North's {other_cost}.",
                             "Vos cartes ont coûté {cost} points en tout ; celles de Nord "
                             "{other_cost}."),
    "play_review_cost_two_one": ("Your cards cost {cost} point in all; North's {other_cost}.",
                                 "Vos cartes ont coûté {cost} point en tout ; celles de "
                                 "Nord {other_cost}."),
    # The judgement of the taking: both languages name the taking of a retourne as the rule
    # book does, the taking, la prise (at belote à deux too); the coinche's line names its
    # auction, les enchères.
    "play_review_took": ("Taking: you took {suit} in round one.",
                         "Prise : vous avez pris à {suit} au premier tour."),
    "play_review_passed": ("Taking: you passed in round one.",
                           "Prise : vous avez passé au premier tour."),
    "play_review_passed_named": (
        "Taking: you passed in round one, then took {suit} in round two.",
        "Prise : vous avez passé au premier tour, puis pris à {suit} au second."),
    "play_review_passed_twice": (
        "Taking: you passed in round one, and again in round two.",
        "Prise : vous avez passé au premier tour, puis de nouveau au second."),
    "play_review_before": ("Taking: {seat} took before you spoke; your hand as dealt:",
                           "Prise : {seat} a pris avant que vous parliez ; votre main de "
                           "départ :"),
    "play_review_should": (
        "  should you take? {cards}, retourne {retourne_card}, dealer {dealer}: over {deals} "
        "simulated deals (belote simulate --hand), taking minus passing, your team's "
        "margin per deal in points: {mean}, 95% interval [{low}, {high}]: {verdict}",
        "  fallait-il prendre ? {cards}, retourne {retourne_card}, donneur {dealer} : sur "
        "{deals} donnes simulées (belote simulate --hand), prendre plutôt que passer, écart "
        "de votre équipe par donne en points : {mean}, intervalle à 95 % [{low} ; {high}] : "
        "{verdict}"),
    # Some deals left out (a seat speaking before the player took): how many are judged,
    # as round two's line says it.
    "play_review_should_some": (
        "  should you take? {cards}, retourne {retourne_card}, dealer {dealer}: of {deals} "
        "simulated deals, the {reached} where the retourne came to you (belote simulate "
        "--hand), taking minus passing, your team's margin per deal in points: {mean}, 95% "
        "interval [{low}, {high}]: {verdict}",
        "  fallait-il prendre ? {cards}, retourne {retourne_card}, donneur {dealer} : sur "
        "{deals} donnes simulées, les {reached} où la retourne vous est venue (belote "
        "simulate --hand), prendre plutôt que passer, écart de votre équipe par donne en points : "
        "{mean}, intervalle à 95 % [{low} ; {high}] : {verdict}"),
    # The retourne came to the player in one simulated deal (no interval) or in none.
    "play_review_should_one": (
        "  should you take? {cards}, retourne {retourne_card}, dealer {dealer}: of {deals} "
        "simulated deals, the only one where the retourne came to you (belote simulate "
        "--hand), taking minus passing, your team's margin in that one deal, in points: {mean}: "
        "{verdict}",
        "  fallait-il prendre ? {cards}, retourne {retourne_card}, donneur {dealer} : sur "
        "{deals} donnes simulées, la seule où la retourne vous est venue (belote simulate "
        "--hand), prendre plutôt que passer, écart de votre équipe dans cette seule donne, "
        "en points : {mean} : {verdict}"),
    "play_review_should_none": (
        "  should you take? {cards}, retourne {retourne_card}, dealer {dealer}: of {deals} "
        "simulated deals, none where the retourne came to you (someone took first in "
        "each): not judged",
        "  fallait-il prendre ? {cards}, retourne {retourne_card}, donneur {dealer} : sur "
        "{deals} donnes simulées, aucune où la retourne vous soit venue (quelqu'un a pris "
        "avant dans chacune) : non jugé"),
    # Round two: each choice's margin, then the player's choice against the best other one.
    "play_review_round_two": (
        "  and in round two? everyone passed in round one; of {deals} simulated deals, the "
        "{reached} where round two came to you (belote simulate --hand --round 2), your "
        "team's margin per deal in points: {choices}: {verdict}",
        "  et au second tour ? tous ont passé au premier ; sur {deals} donnes simulées, les "
        "{reached} où le second tour vous est venu (belote simulate --hand --round 2), écart "
        "de votre équipe par donne en points : {choices} : {verdict}"),
    # Round two came to the player in one simulated deal: that deal's figures, as the
    # first round's line says them (the only one, French la seule: not the 1, les 1).
    "play_review_round_two_one": (
        "  and in round two? everyone passed in round one; of {deals} simulated deals, the "
        "only one where round two came to you (belote simulate --hand --round 2), your "
        "team's margin in that one deal, in points: {choices}: {verdict}",
        "  et au second tour ? tous ont passé au premier ; sur {deals} donnes simulées, la "
        "seule où le second tour vous est venu (belote simulate --hand --round 2), écart de "
        "votre équipe dans cette seule donne, en points : {choices} : {verdict}"),
    "play_review_choice": ("{choice} {mean} [{low}, {high}]",
                           "{choice} {mean} [{low} ; {high}]"),
    # Round two came to the player in one simulated deal (no interval) or in none.
    "play_review_choice_one": ("{choice} {mean}", "{choice} {mean}"),
    "play_review_round_two_none": (
        "  and in round two? everyone passed in round one; of {deals} simulated deals, none "
        "where round two came to you (someone took first in each): not judged",
        "  et au second tour ? tous ont passé au premier ; sur {deals} donnes simulées, "
        "aucune où le second tour vous soit venu (quelqu'un a pris avant dans chacune) : non "
        "jugé"),
    "play_review_choice_minus": (
        "  your choice ({choice}) minus the best other ({other}), per deal in points: {mean}, 95% "
        "interval [{low}, {high}]",
        "  votre choix ({choice}) moins le meilleur des autres ({other}), par donne en points : "
        "{mean}, intervalle à 95 % [{low} ; {high}]"),
    "play_review_choice_minus_one": (
        "  your choice ({choice}) minus the best other ({other}), in that one deal, in "
        "points: {mean}",
        "  votre choix ({choice}) moins le meilleur des autres ({other}), dans cette seule "
        "donne, en points : {mean}"),
    "play_review_verdict_take_suit": ("take {suit}", "prendre à {suit}"),
    "play_review_verdict_take": ("take", "prendre"),
    "play_review_verdict_pass": ("pass", "passer"),
    "play_review_verdict_no clear difference": ("no clear difference",
                                                "pas de différence nette"),
    "play_review_verdict_not_judged": ("not judged", "non jugé"),
    # ``hint`` at the taking: the verdict, above the review's line on the taking.
    "hint_taking": (
        "Hint: {verdict}. The taking judged as the review after the deal judges it:",
        "Conseil : {verdict}. La prise jugée comme le bilan après la donne la juge :"),
    # ``hint`` at a call of the coinche auction (``play.coinche_hint``): the verdict, what
    # the denominations' figures are, a block for each, then passing and the best bid
    # against it.
    "hint_call": (
        "Hint: {verdict}. Your call judged over {deals} simulated deals: your 8 cards, the "
        "other 24 dealt to fit the calls heard (of {dealings} random dealings, the first "
        "where the heuristic makes the others' calls, found in {fitting} deals, else the "
        "closest; the bidder of the most demanding suit bid is dealt cards of its suit "
        "first), the heuristic playing every seat:",
        "Conseil : {verdict}. Votre enchère jugée sur {deals} donnes simulées : vos 8 "
        "cartes, les 24 autres distribuées pour s'accorder aux enchères entendues (de "
        "{dealings} distributions au hasard, la première où l'heuristique fait les "
        "enchères des autres, sinon la plus proche ; donnes qui en ont une : {fitting} ; la "
        "place de l'enchère à la couleur la plus exigeante reçoit d'abord des cartes de "
        "sa couleur), l'heuristique jouant à chaque place :"),
    "hint_call_first": (
        "Hint: {verdict}. Your call judged over {deals} simulated deals: your 8 cards, the "
        "other 24 dealt at random (no call heard yet), the heuristic playing every seat:",
        "Conseil : {verdict}. Votre enchère jugée sur {deals} donnes simulées : vos 8 "
        "cartes, les 24 autres distribuées au hasard (aucune enchère entendue encore), "
        "l'heuristique jouant à chaque place :"),
    # Said once, before the denominations' blocks (``hint_call_kind``): what their figures
    # are; ``hint_call_kinds_sa_ta`` with SA and TA among them.
    "hint_call_kinds": (
        "  Each suit taken by your team, the contract played as bid (nobody calling after "
        "it): trick points per deal (95% interval); at each level, the share of deals made "
        "(95% interval) and your team's margin per deal in points:",
        "  Chaque couleur prise par votre équipe, le contrat joué tel quel (personne "
        "n'enchérissant après) : points de plis par donne (intervalle à 95 %) ; à chaque "
        "palier, la part des donnes réussies (intervalle à 95 %) et l'écart de votre "
        "équipe par donne en points :"),
    "hint_call_kinds_sa_ta": (
        "  Each suit, SA and TA taken by your team, the contract played as bid (nobody "
        "calling after it): trick points per deal (95% interval); at each level, the share "
        "of deals made (95% interval) and your team's margin per deal in points:",
        "  Chaque couleur prise par votre équipe, et de même SA et TA, le contrat joué tel "
        "quel (personne n'enchérissant après) : points de plis par donne (intervalle à 95 %) ; "
        "à chaque palier, la part des donnes réussies (intervalle à 95 %) et l'écart de "
        "votre équipe par donne en points :"),
    "hint_call_kind": ("  {suit} {points} [{low}, {high}]: {levels}",
                       "  {suit} {points} [{low} ; {high}] : {levels}"),
    # A level's figures kept on one line: the line breaks before "at" (its figures go
    # with the word before them, ``core.lines``), in French at its no-break spaces.
    "hint_call_level": ("at {level}: {made} [{made_low}, {made_high}] {margin}",
                        "à\u00a0{level}\u00a0:\u00a0{made}\u00a0[{made_low}\u00a0;\u00a0"
                        "{made_high}]\u00a0{margin}"),
    "hint_call_level_capot": ("at capot: {made} [{made_low}, {made_high}] {margin}",
                              "au\u00a0capot\u00a0:\u00a0{made}\u00a0[{made_low}\u00a0;"
                              "\u00a0{made_high}]\u00a0{margin}"),
    # The levels past the first made in under {share} of the deals (each higher level made
    # in fewer), summed up in a few words: from the first of them to capot, or capot alone.
    "hint_call_levels_under": ("from {level} to capot: under {share}",
                               "de\u00a0{level}\u00a0au\u00a0capot\u00a0:\u00a0moins\u00a0de"
                               "\u00a0{share}"),
    "hint_call_capot_under": ("at capot: under {share}",
                              "au\u00a0capot\u00a0:\u00a0moins\u00a0de\u00a0{share}"),
    "hint_call_pass_alone": (
        "  passing (the heuristic calling on, at your seat too): your team's margin per "
        "deal in points {passing}",
        "  passer (l'heuristique enchérissant ensuite, à votre place aussi) : écart de votre "
        "équipe par donne en points {passing}"),
    # The best bid judged again with the auction called on after it (the best margin of
    # the few best as bid), against passing; ``hint_call_called_verdict`` where the user
    # may not coinche: its verdict ends the line.
    "hint_call_called": (
        "  {bid} with the auction called on (the heuristic calling on at every seat: the "
        "opponents may outbid or coinche, your partner raise; the bid stands in {stands} "
        "of the deals): your team's margin per deal in points {called}; {bid} minus "
        "passing, per deal in points: {mean}, 95% interval [{low}, {high}]",
        "  {bid} avec les enchères poursuivies (l'heuristique enchérissant ensuite à chaque "
        "place : les adversaires peuvent surenchérir ou coincher, votre partenaire monter ; "
        "l'enchère tient dans {stands} des donnes) : écart de votre équipe par donne en "
        "points {called} ; {bid} plutôt que passer, par donne en points : {mean}, "
        "intervalle à 95 % [{low} ; {high}]"),
    "hint_call_called_verdict": (
        "  {bid} with the auction called on (the heuristic calling on at every seat: the "
        "opponents may outbid or coinche, your partner raise; the bid stands in {stands} "
        "of the deals): your team's margin per deal in points {called}; {bid} minus "
        "passing, per deal in points: {mean}, 95% interval [{low}, {high}]: {verdict}",
        "  {bid} avec les enchères poursuivies (l'heuristique enchérissant ensuite à chaque "
        "place : les adversaires peuvent surenchérir ou coincher, votre partenaire monter ; "
        "l'enchère tient dans {stands} des donnes) : écart de votre équipe par donne en "
        "points {called} ; {bid} plutôt que passer, par donne en points : {mean}, "
        "intervalle à 95 % [{low} ; {high}] : {verdict}"),
    # The share of the deals made is the contract's, which the coinche hopes to see fail:
    # 'their contract' (French 'leur contrat'), the surcoinche's 'your contract', where
    # 'coincher : réussi dans 87 %' read as the coinche succeeding.
    "hint_call_coinche": (
        "  coinche (the heuristic calling on, the takers may surcoinche; the contract "
        "scored doubled): their contract made in {made} of the deals, your team's margin "
        "per deal in points {margin}; coinche minus passing, per deal in points: {mean}, "
        "95% interval [{low}, {high}]: {verdict}",
        "  coincher (l'heuristique enchérissant ensuite, l'attaque pouvant surcoincher ; le "
        "contrat marqué doublé) : leur contrat réussi dans {made} des donnes, écart de "
        "votre équipe par donne en points {margin} ; coincher plutôt que passer, par donne "
        "en points : {mean}, intervalle à 95 % [{low} ; {high}] : {verdict}"),
    "hint_call_surcoinche": (
        "  surcoinche (the auction over; the contract scored quadrupled): your contract "
        "made in {made} of the deals, your team's margin per deal in points {margin}; "
        "surcoinche minus passing, per deal in points: {mean}, 95% interval [{low}, "
        "{high}]: {verdict}",
        "  surcoincher (les enchères finies ; le contrat marqué quadruplé) : votre contrat "
        "réussi dans {made} des donnes, écart de votre équipe par donne en points "
        "{margin} ; surcoincher plutôt que passer, par donne en points : {mean}, "
        "intervalle à 95 % [{low} ; {high}] : {verdict}"),
    # French: 'enchère', the prompt's word (``Votre enchère ?``); an 'annonce' is a tierce…
    "hint_call_bid": ("bid {bid}", "enchère {bid}"),
    # Under half the deals fitting the calls heard: no verdict, the figures shown all the
    # same (``coinche_hint.FIT_LEAST``); the head says why, each line's verdict the word.
    "hint_call_rare": (
        "no advice: {fitting} of {deals} deals fit the calls heard, too few to judge your "
        "call by",
        "aucun, car les enchères entendues ne s'accordent qu'à {fitting} des {deals} "
        "donnes : trop peu pour juger votre enchère"),
    "hint_call_verdict_no advice": ("no advice", "pas de conseil"),
    "hint_call_verdict_coinche": ("coinche", "coincher"),
    "hint_call_verdict_surcoinche": ("surcoinche", "surcoincher"),
    "hint_call_no_bid": (
        "Hint: no bid is open now (the hint at a call weighs the bids against passing).",
        "Conseil : aucune enchère n'est ouverte (le conseil à l'enchère pèse les enchères "
        "contre le fait de passer)."),
    # The user's calls of a coinche auction, each judged as hint at that call judges it
    # (``play.coinche_hint``, seeded alike: the same figures): the call made, the best of
    # those judged and the margin given up against it.
    "play_review_calls": (
        "Auction: your calls judged as hint at each call judges it, over {deals} simulated "
        "deals (your 8 cards, the other 24 dealt to fit the calls heard; the heuristic "
        "playing every seat), each numbered by its place in the auction:",
        "Enchères : vos enchères jugées comme le conseil à chacune les juge, sur {deals} "
        "donnes simulées (vos 8 cartes, les 24 autres distribuées pour s'accorder aux "
        "enchères entendues ; l'heuristique jouant à chaque place), chacune numérotée par "
        "sa place dans les enchères :"),
    "play_review_calls_none": ("Auction: your calls, none judged:",
                               "Enchères : vos enchères, aucune jugée :"),
    "play_review_call": (
        "  call {n}, {call}: the best judged, {best}; your team's margin given up against "
        "it, per deal in points: {mean}, 95% interval [{low}, {high}]",
        "  enchère {n}, {call} : la meilleure jugée, {best} ; écart de votre équipe perdu "
        "face à elle, par donne en points : {mean}, intervalle à 95 % [{low} ; {high}]"),
    "play_review_call_rare": (
        "  call {n}, {call}: no advice, {fitting} of {deals} deals fit the calls heard, too "
        "few to judge your call by",
        "  enchère {n}, {call} : pas de conseil, car les enchères entendues ne s'accordent "
        "qu'à {fitting} des {deals} donnes : trop peu pour juger votre enchère"),
    "play_review_call_best": ("  call {n}, {call}: the best of the calls judged",
                              "  enchère {n}, {call} : la meilleure des enchères jugées"),
    "play_review_call_forced": ("  call {n}, {call}: the only call you could make",
                                "  enchère {n}, {call} : la seule que vous pouviez faire"),
    # Past the first calls judged (a simulation each, about a second): not judged.
    "play_review_call_not_judged": (
        "  call {n}, {call}: not judged (the review judges your first {most} calls, a "
        "simulation each)",
        "  enchère {n}, {call} : non jugée (le bilan juge vos {most} premières enchères, "
        "une simulation chacune)"),
    "play_review_no_bid_discovery": ("Taking: none in a deal without bidding.",
                                     "Prise : aucune dans une donne sans enchères."),
    "play_review_no_bid_position": (
        "Taking: none in this deal, begun at the play with its taker given.",
        "Prise : aucune dans cette donne, commencée au jeu de la carte avec son preneur "
        "donné."),
    "play_review_no_bid_two": (
        "Taking: not judged at two (the simulation judges deals of four players).",
        "Prise : non jugée à deux (la simulation juge les donnes à quatre)."),
    "play_review_no_bid_simulation": ("Taking: the simulation cannot judge it under these "
                                      "rules.",
                                      "Prise : la simulation ne peut la juger avec ces "
                                      "règles."),
    "play_review_none": ("No deal finished yet: the review comes at the end of a deal.",
                         "Aucune donne finie : le bilan vient à la fin d'une donne."),
    "play_review_thinking": ("reviewing the deal…", "bilan de la donne…"),
    "play_pause": ("--pause must be between 0 and {most} seconds, found {pause}",
                   "--pause doit être entre 0 et {most} secondes (valeur donnée : {pause})"),
    "play_pause_not_finite": (
        "--pause must be between 0 and {most} seconds, found {pause}, which is not a finite "
        "number",
        "--pause doit être entre 0 et {most} secondes (valeur donnée : {pause}, qui n'est "
        "pas un nombre fini)"),
    # The end of a deal on a terminal, and the table's words.
    "screen_deal_over": ("Enter: go on · review: what each of your cards cost",
                         "Entrée : continuer · bilan : le coût de chacune de vos cartes"),
    "screen_void_over": ("Enter: go on", "Entrée : continuer"),
    # A page longer than the screen (a review): the rest, until Enter.
    "screen_more": ("Enter: go on", "Entrée : continuer"),
    # help at the end of a deal's page: what the page reads, by page. Each line of a
    # page's help fits in 80 columns (a terminal's narrowest), broken between its items.
    "screen_over_help": (
        "Enter: the next deal · review: what each of your cards cost\n"
        "score: this page again · quit: leave after this deal",
        "Entrée : la donne suivante · bilan : le coût de chacune de vos cartes\n"
        "score : cette page à nouveau · quitter : s'arrêter après cette donne"),
    "screen_void_help": (
        "Enter: the next deal · score: this page again · quit: leave after this deal",
        "Entrée : la donne suivante · score : cette page à nouveau\n"
        "quitter : s'arrêter après cette donne"),
    "screen_last_help": (
        "Enter: leave · review: what each of your cards cost · score: this page again",
        "Entrée : quitter · bilan : le coût de chacune de vos cartes\n"
        "score : cette page à nouveau"),
    # A word the end of a deal's page does not read: what it reads, by page.
    "screen_over_unknown": (
        "Unknown input {word!r}: press Enter to go on, or type review or quit.",
        "Réponse inconnue {word!r} : appuyez sur Entrée pour continuer, ou tapez bilan ou "
        "quitter."),
    "screen_void_unknown": (
        "Unknown input {word!r}: press Enter to go on, or type quit.",
        "Réponse inconnue {word!r} : appuyez sur Entrée pour continuer, ou tapez quitter."),
    "screen_last_unknown": (
        "Unknown input {word!r}: press Enter to leave, or type review.",
        "Réponse inconnue {word!r} : appuyez sur Entrée pour quitter, ou tapez bilan."),
    # The auction's end on a terminal too short to show its last calls under the table
    # of the first trick: the table as the auction ended, until Enter.
    "screen_auction_over": ("Enter: play", "Entrée : jouer"),
    "screen_auction_help": (
        "Enter: the first trick, where hint, hand and score are read · quit: leave",
        "Entrée : jouer le premier pli (on y tape conseil, main, score)\n"
        "quitter : abandonner"),
    "screen_auction_unknown": (
        "Unknown input {word!r}: press Enter to play, or type quit.",
        "Réponse inconnue {word!r} : appuyez sur Entrée pour jouer, ou tapez quitter."),
    "screen_last_over": ("Enter: leave · review: what each of your cards cost",
                         "Entrée : quitter · bilan : le coût de chacune de vos cartes"),
    "screen_trump": ("trump {suit}", "atout {suit}"),
    "screen_taker": ("taken by {seat}", "pris par {seat}"),
    "screen_no_taker": ("no contract", "sans contrat"),
    # The taking of a retourne (classic, belote à deux and découverte): French names it as
    # the rule book does, la prise; the coinche's auction is les enchères.
    "screen_bidding": ("taking, retourne {card}", "prise, retourne {card}"),
    "screen_auction": ("auction", "enchères"),
    "screen_best_bid": ("highest bid {bid} by {seat}", "plus haute enchère {bid} par {seat}"),
    # Said after it once the bid is coinched or surcoinched (the enchère, feminine).
    "screen_coinched": (", coinched", ", coinchée"),
    "screen_surcoinched": (", surcoinched", ", surcoinchée"),
    # Each side's trick points in the deal so far, said once the play has begun (none
    # during the taking or the auction, where 0 · 0 read as a match's score): ``{ns}``
    # and the others are ``screen_points``'s words, ``16 pts``.
    "screen_totals": ("You + North {ns} · East + West {ew}",
                      "Vous + Nord {ns} · Est + Ouest {ew}"),
    # The same by the teams' labels, where the line would be cut otherwise (at 80 columns,
    # a coinched capot and trick points of five digits in all).
    "screen_totals_short": ("NS {ns} · EW {ew}", "NS {ns} · EO {ew}"),
    "screen_totals_two": ("You {s} · North {n_}", "Vous {s} · Nord {n_}"),
    # Belote découverte: the user's face-down cards by the user's points (North's stand
    # by North's name, over its cards); during the taking, by the user's name alone.
    "screen_totals_two_down": ("You {s} ({down}) · North {n_}", "Vous {s} ({down}) · Nord {n_}"),
    "screen_down_you": ("You ({down})", "Vous ({down})"),
    # Trick points, short enough for the line to hold a surcoinched capot at 80 columns;
    # the singular as ``points_unit`` says it (French below 2: ``0 pt``).
    "screen_points": ("{n} pts", "{n} pts"),
    "screen_points_one": ("{n} pt", "{n} pt"),
    "screen_trick": ("trick {n}/{of}", "pli {n}/{of}"),
    "screen_seed": ("seed {seed}", "graine {seed}"),
    "screen_north": ("North", "Nord"),
    "screen_east": ("East", "Est"),
    "screen_west": ("West", "Ouest"),
    "screen_count": ("{n} cards", "{n} cartes"),
    "screen_count_one": ("{n} card", "{n} carte"),  # French 0 and 1 singular
    "screen_down": ("{n} face down", "{n} cachées"),
    "screen_down_one": ("{n} face down", "{n} cachée"),  # French 0 and 1 singular
    "screen_talon": ("talon {n}, face up {card}", "talon {n}, visible {card}"),
    "screen_talon_empty": ("talon empty", "talon vide"),
    "screen_wins": ("{seat} wins {points}", "{seat} gagne {points}"),
    "screen_last": ("last trick: {seat} won {points}", "dernier pli : {seat}, {points}"),
    "screen_small": ("The terminal is too small for the table ({width}×{height}; 80×24 at "
                     "least).",
                     "Le terminal est trop petit pour la table ({width}×{height} ; 80×24 au "
                     "moins)."),
}

