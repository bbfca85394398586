"""The texts of a scored deal: the tally, the notes on a deal file, the names of bids,
contracts and announcements, the double-dummy review, ``belote score``'s own lines:
``(english, french)`` by key, with ``{named}`` values (see ``belote_cli.texts``)."""

from __future__ import annotations

# --- the tally of a deal (``render``: play, simulate, score) --------------------------------

TALLY: dict[str, tuple[str, str]] = {
    "tally_trump": ("trump", "atout"),
    "tally_taker": ("taker", "preneur"),
    "tally_dealer": ("dealer", "donneur"),
    "tally_no_taker": ("no taker", "pas de preneur"),
    "tally_wins": ("wins", "gagne"),
    "tally_dix": ("dix de der", "dix de der"),
    "tally_cards": ("cards", "cartes"),
    "tally_belote": ("belote", "belote"),
    "tally_announcements": ("announcements", "annonces"),
    "tally_contract": ("contract", "contrat"),
    "tally_points": ("trick points", "points de plis"),
    "tally_score": ("deal score", "marque de la donne"),
    "tally_tricks": ("tricks won", "plis gagnés"),
    "tally_check": ("check: ", "vérification : "),
    "tally_made": (
        "made: {team} (taker {taker}) {mine} trick points against {theirs}",
        "réussi : {team} (preneur {taker}) {mine} points de plis contre {theirs}"),
    "tally_dedans": (
        "dedans: {team} (taker {taker}) {mine} trick points against {theirs}; {other} score "
        "{value}",
        "dedans : {team} (preneur {taker}) {mine} points de plis contre {theirs} ; {other} "
        "marquent {value}"),
    # ``contract=total``: the takers' trick points, belote and announcements against the
    # defence's (``{what}``: ``tally_total`` or ``tally_total_ann``).
    "tally_made_total": (
        "made: {team} (taker {taker}) {mine} against {theirs}, {what}",
        "réussi : {team} (preneur {taker}) {mine} contre {theirs}, {what}"),
    "tally_dedans_total": (
        "dedans: {team} (taker {taker}) {mine} against {theirs}, {what}; {other} score "
        "{value}",
        "dedans : {team} (preneur {taker}) {mine} contre {theirs}, {what} ; {other} marquent "
        "{value}"),
    "tally_litige_total": (
        "litige: {mine}–{theirs}, {what}; {other} score {now} now, {team}'s {held} are held "
        "for the winner of the next deal",
        "litige : {mine}–{theirs}, {what} ; {other} marquent {now} maintenant, les {held} de "
        "l'équipe {team} sont mis en réserve pour le gagnant de la donne suivante"),
    "tally_litige_alone_total": (
        "litige: {mine}–{theirs}, {what}; {other} score {now}, {team}'s {held} go to no other "
        "deal ('match: none')",
        "litige : {mine}–{theirs}, {what} ; {other} marquent {now}, les {held} de l'équipe "
        "{team} ne vont à aucune autre donne ('partie: aucune')"),
    "tally_total": ("trick points and belote together (contract=total)",
                    "points de plis et belote ensemble (contract=total)"),
    "tally_total_ann": ("trick points, belote and announcements together (contract=total)",
                        "points de plis, belote et annonces ensemble (contract=total)"),
    "tally_litige": (
        "litige: {mine}–{theirs}; {other} score {theirs} now, {team}'s {held} are held for the "
        "winner of the next deal",
        "litige : {mine}–{theirs} ; {other} marquent {theirs} maintenant, les {held} de l'équipe "
        "{team} sont mis en réserve pour le gagnant de la donne suivante"),
    "tally_litige_alone": (
        "litige: {mine}–{theirs}; {other} score {theirs}, {team}'s {held} go to no other deal "
        "('match: none')",
        "litige : {mine}–{theirs} ; {other} marquent {theirs}, les {held} de l'équipe {team} ne "
        "vont à aucune autre donne ('partie: aucune')"),
    "tally_none": (
        "no contract judged: each team keeps its trick points",
        "pas de contrat jugé : chaque équipe garde ses points de plis"),
    "tally_capot": (
        "capot: {capot} won all 8 tricks and score {value}",
        "capot : {capot} font les 8 plis et marquent {value}"),
    # Coinche: how the contract was judged, then what the team that won it scores beside
    # its belote, its announcements and the contract row (``render._coinche_verdict``).
    "tally_coinche_made": ("made", "réussi"),
    "tally_coinche_failed": ("failed", "chuté"),
    # A verdict that names the bid says what the winners score in figures, on one row of
    # 80 columns ("made: EW (taker W) 149 trick points, bid 100; EW score 149 + 100").
    "tally_coinche_points": (
        "{result}: {team} (taker {taker}) {mine} trick points, bid {level}",
        "{result} : {team} (preneur {taker}) {mine} points de plis, enchère {level}"),
    # With the belote, the least of 82 or a coinche, the figures compared with what the
    # contract needs (the bid, and at least 82: 82 for a bid of 80), the bid × 2 or × 4
    # after them, so that the row keeps to 80 columns ("failed: NS (taker N) 61 + belote
    # 20 = 81 < 82; EW score 160 + 80 × 4").
    "tally_coinche_compared": (
        "{result}: {team} (taker {taker}) {reached} {compared} {need}",
        "{result} : {team} (preneur {taker}) {reached} {compared} {need}"),
    "tally_coinche_mine": ("{mine} trick points", "{mine} points de plis"),
    "tally_coinche_belote": ("{mine} + belote {belote} = {reached}",
                             "{mine} + belote {belote} = {reached}"),
    "tally_coinche_all": ("{result}: {team} (taker {taker}) won all 8 tricks",
                          "{result} : {team} (preneur {taker}) font les 8 plis"),
    "tally_coinche_not_all": ("{result}: {team} (taker {taker}) did not win all 8 tricks",
                              "{result} : {team} (preneur {taker}) ne font pas les 8 plis"),
    "tally_coinche_capot": ("capot: {capot} won all 8 tricks, contract {result}",
                            "capot : {capot} font les 8 plis, contrat {result}"),
    "tally_coinche_penalty_takers": (
        "revoke by {penalty}, the takers: contract {result}",
        "renonce de l'équipe {penalty}, l'attaque : contrat {result}"),
    "tally_coinche_penalty_defence": (
        "revoke by {penalty}, the defence: contract {result}",
        "renonce de l'équipe {penalty}, la défense : contrat {result}"),
    "tally_coinche_then": ("; ", " ; "),
    "tally_coinche_sum": ("{winner} score {value} + {bid}", "{winner} marquent {value} + {bid}"),
    "tally_coinche_plus": ("{winner} score {value} + the bid {bid}",
                           "{winner} marquent {value} + l'enchère {bid}"),
    "tally_coinche_capot_bid": ("{winner} score the capot bid {bid}",
                                "{winner} marquent le capot {bid}"),
    "tally_penalty": (
        "revoke by {team}: scored as dedans, {other} score {value}",
        "renonce de l'équipe {team} : donne comptée dedans, {other} marquent {value}"),
    # The takers' revoke: they are dedans; the defence's: the contract is counted made.
    "tally_penalty_takers": (
        "revoke by {team}, the takers: scored as dedans, {other} score {value}",
        "renonce de l'équipe {team}, l'attaque : donne comptée dedans, {other} marquent "
        "{value}"),
    "tally_penalty_defence": (
        "revoke by {team}, the defence: the contract counted made, {other} score {value}",
        "renonce de l'équipe {team}, la défense : contrat compté réussi, {other} marquent "
        "{value}"),
    "tally_as_played": (
        "revokes scored as the cards fell (--as-played)",
        "renonces comptées comme les cartes sont tombées (--as-played)"),
    "tally_revoke": (
        "revoke: trick {trick}, {seat} played {card}: {rule}",
        "renonce au pli {trick} : {seat} a joué {card} ({rule})"),
    "tally_ok": ("{cards} + {dix} = {total} ✓", "{cards} + {dix} = {total} ✓"),
    "tally_bad": (
        "{cards} + {dix} = {total} ✗ (expected {ecards} + {edix} = {etotal}, {diff} points "
        "{how})",
        "{cards} + {dix} = {total} ✗ (attendu {ecards} + {edix} = {etotal}, {diff} points "
        "{how})"),
    "tally_kind": (" ({points} {kind} total)", " (total {kind} {points})"),
    # The point table of SA and TA (``sa_ta_points``), as simulate's report words it.
    "tally_points_scaled": ("scaled", "ramené"), "tally_points_raw": ("raw", "brut"),
    "tally_missing": ("missing", "manquants"),
    "tally_extra": ("too many", "en trop"),
    # A tally one point off: ``1 point missing``, ``1 point manquant``.
    "tally_bad_one": (
        "{cards} + {dix} = {total} ✗ (expected {ecards} + {edix} = {etotal}, {diff} point "
        "{how})",
        "{cards} + {dix} = {total} ✗ (attendu {ecards} + {edix} = {etotal}, {diff} point "
        "{how})"),
    "tally_missing_one": ("missing", "manquant"),
    "tally_match": (
        "match after deal {n}: {ns} {a} – {ew} {b}",
        "partie après la donne {n} : {ns} {a} – {ew} {b}"),
    "tally_held": ("{held} held", "{held} en réserve"),
    "tally_held_lost": ("{held} held, lost: the match is over",
                        "{held} en réserve, perdus : la partie est finie"),
    "tally_stake": ("{team} win the held {stake}", "{team} gagnent les {stake} en réserve"),
    "tally_winner": ("{team} win the match, {a} to {b}", "{team} gagnent la partie, {a} à {b}"),
    "tally_level": ("both sides reach the target ({target}), level: one more deal decides",
                    "les deux camps atteignent le but ({target}) à égalité : on joue une "
                    "donne de plus"),
    # Belote à deux: a player, not a team.
    "tally2_made": (
        "made: taker {taker} {mine} trick points against {theirs}",
        "réussi : preneur {taker} {mine} points de plis contre {theirs}"),
    "tally2_dedans": (
        "dedans: taker {taker} {mine} trick points against {theirs}; {other} scores {value}",
        "dedans : preneur {taker} {mine} points de plis contre {theirs} ; {other} marque "
        "{value}"),
    "tally2_made_total": (
        "made: taker {taker} {mine} against {theirs}, {what}",
        "réussi : preneur {taker} {mine} contre {theirs}, {what}"),
    "tally2_dedans_total": (
        "dedans: taker {taker} {mine} against {theirs}, {what}; {other} scores {value}",
        "dedans : preneur {taker} {mine} contre {theirs}, {what} ; {other} marque {value}"),
    "tally2_litige_total": (
        "litige: {mine}–{theirs}, {what}; {other} scores {now} now, {taker}'s {held} are held "
        "for the winner of the next deal",
        "litige : {mine}–{theirs}, {what} ; {other} marque {now} maintenant, les {held} de "
        "{taker} sont mis en réserve pour le gagnant de la donne suivante"),
    "tally2_litige_alone_total": (
        "litige: {mine}–{theirs}, {what}; {other} scores {now}, {taker}'s {held} go to no "
        "other deal ('match: none')",
        "litige : {mine}–{theirs}, {what} ; {other} marque {now}, les {held} de {taker} ne "
        "vont à aucune autre donne ('partie: aucune')"),
    "tally2_litige": (
        "litige: {mine}–{theirs}; {other} scores {theirs} now, {taker}'s {held} are held for "
        "the winner of the next deal",
        "litige : {mine}–{theirs} ; {other} marque {theirs} maintenant, les {held} de {taker} "
        "sont mis en réserve pour le gagnant de la donne suivante"),
    "tally2_litige_alone": (
        "litige: {mine}–{theirs}; {other} scores {theirs}, {taker}'s {held} go to no other deal "
        "('match: none')",
        "litige : {mine}–{theirs} ; {other} marque {theirs}, les {held} de {taker} ne vont à "
        "aucune autre donne ('partie: aucune')"),
    "tally2_none": (
        "no contract judged: each player keeps their trick points",
        "pas de contrat jugé : chaque joueur garde ses points de plis"),
    "tally2_capot": (
        "capot: {capot} won all 16 tricks and scores {value}",
        "capot : {capot} fait les 16 plis et marque {value}"),
    "tally2_penalty": (
        "revoke by {team}: scored as dedans, {other} scores {value}",
        "renonce de {team} : donne comptée dedans, {other} marque {value}"),
    "tally2_penalty_takers": (
        "revoke by {team}, the taker: scored as dedans, {other} scores {value}",
        "renonce de {team}, le preneur : donne comptée dedans, {other} marque {value}"),
    "tally2_penalty_defence": (
        "revoke by {team}, not the taker: the contract counted made, {other} scores {value}",
        "renonce de {team}, qui n'a pas pris : contrat compté réussi, {other} marque "
        "{value}"),
    "tally2_stake": ("{team} wins the held {stake}", "{team} gagne les {stake} en réserve"),
    "tally2_winner": ("{team} wins the match, {a} to {b}", "{team} gagne la partie, {a} à {b}"),
}

# --- notes on a scored deal file (``replay``) ------------------------------------------------

NOTES: dict[str, tuple[str, str]] = {
    "note_rest": ("the {team} pile is the rest of the deck ({n} cards)",
                  "le tas {team} est le reste du jeu ({n} cartes)"),
    # With n = 0 in French: ``(0 carte)``, the singular (see ``texts._FRENCH_AT_ZERO``).
    "note_rest_zero": ("the {team} pile is the rest of the deck ({n} cards)",
                       "le tas {team} est le reste du jeu ({n} carte)"),
    # A deal of one pile whose card of a C says nothing doubled or missing (``clubs_read``).
    "note_clubs_letter": (
        "{text!r} was read as {card} (C is clubs in an English file): for {name} write "
        "{symbol} or {letters}",
        "{text!r} a été lu comme {card} (C est trèfle dans un fichier anglais) : pour {name}, "
        "écrivez {symbol} ou {letters}"),
    "note_hearts_letter": (
        "{text!r} was read as {card} (C is hearts, cœur, in a French file): for {name} write "
        "{symbol} or {letters}",
        "{text!r} a été lu comme {card} (C est cœur dans un fichier français) : pour {name}, "
        "écrivez {symbol} ou {letters}"),
    "note_leader_assumed": (
        "{seat} taken to lead trick 1: the file names no dealer, no leader and no seat there "
        "(if another seat led, say so: '{key}: E')",
        # French: by default, where 'pris pour l'entame' could be read as a taking.
        "{seat} entame le pli 1 par défaut : le fichier ne donne ni donneur, ni entame, ni "
        "place à ce pli (si une autre place a entamé, dites-le : '{key}: E')"),
    "note_exchange": (
        "exchange: {seat} swapped {seven_card} for the retourne {retourne_card} before "
        "trick {trick}",
        "échange : {seat} a échangé {seven_card} contre la retourne {retourne_card} avant le "
        "pli {trick}"),
    # A deal of a match dealt by another seat than the one after the last deal's dealer
    # (``replay.dealer_note``): {n} void deals would explain it.
    "note_dealer_turn": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to "
        "{expected}; {seat} deals only if a void deal (everybody passed) came between",
        "donneur {seat} : après {previous} (donneur de la donne {deal}) la donne passe à "
        "{expected} ; {seat} ne donne que si une donne nulle (tout le monde a passé) est "
        "venue entre les deux"),
    "note_dealer_turns": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to "
        "{expected}; {seat} deals only if {n} void deals (everybody passed) came between",
        "donneur {seat} : après {previous} (donneur de la donne {deal}) la donne passe à "
        "{expected} ; {seat} ne donne que si {n} donnes nulles (tout le monde a passé) "
        "sont venues entre les deux"),
    # At two (``replay.dealer_note``): the player ``next_dealer`` names deals next; a
    # void deal (both passed twice) gives the deal to the other player, so one explains
    # the other dealer.
    "note_dealer_two_winner": (
        "dealer {seat}: {expected} scored more in deal {deal} ({more} to {fewer}) and deals "
        "the next one; {seat} deals only if a void deal (both players passed) came between",
        "donneur {seat} : {expected} a marqué le plus de points à la donne {deal} ({more} à "
        "{fewer}) et donne la suivante ; {seat} ne donne que si une donne nulle (les deux "
        "joueurs ont passé) est venue entre les deux"),
    "note_dealer_two_level": (
        "dealer {seat}: deal {deal} ended level ({points} to {points}), so after {previous} "
        "the deal passes to {expected}; {seat} deals only if a void deal (both players "
        "passed) came between",
        "donneur {seat} : la donne {deal} s'est terminée à égalité ({points} à {points}), "
        "donc après {previous} la donne passe à {expected} ; {seat} ne donne que si une "
        "donne nulle (les deux joueurs ont passé) est venue entre les deux"),
    "note_dealer_two_alternate": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to "
        "{expected} (next_dealer=alternate); {seat} deals only if a void deal (both players "
        "passed) came between",
        "donneur {seat} : après {previous} (donneur de la donne {deal}) la donne passe à "
        "{expected} (next_dealer=alternate) ; {seat} ne donne que si une donne nulle (les "
        "deux joueurs ont passé) est venue entre les deux"),
    # At two in belote découverte with decouverte_bid=off, before and after: nobody bids,
    # so no deal is void, and only a deal the file left out would explain the dealer.
    "note_dealer_two_winner_unbid": (
        "dealer {seat}: {expected} scored more in deal {deal} ({more} to {fewer}) and deals "
        "the next one; {seat} deals only if a deal left out of the file came between "
        "(nobody bids with decouverte_bid=off, so no deal is void)",
        "donneur {seat} : {expected} a marqué le plus de points à la donne {deal} ({more} à "
        "{fewer}) et donne la suivante ; {seat} ne donne que si une donne absente du "
        "fichier est venue entre les deux (personne ne prend avec decouverte_bid=off, "
        "donc aucune donne n'est nulle)"),
    "note_dealer_two_level_unbid": (
        "dealer {seat}: deal {deal} ended level ({points} to {points}), so after {previous} "
        "the deal passes to {expected}; {seat} deals only if a deal left out of the file "
        "came between (nobody bids with decouverte_bid=off, so no deal is void)",
        "donneur {seat} : la donne {deal} s'est terminée à égalité ({points} à {points}), "
        "donc après {previous} la donne passe à {expected} ; {seat} ne donne que si une "
        "donne absente du fichier est venue entre les deux (personne ne prend avec "
        "decouverte_bid=off, donc aucune donne n'est nulle)"),
    "note_dealer_two_alternate_unbid": (
        "dealer {seat}: after {previous} (dealer of deal {deal}) the deal passes to "
        "{expected} (next_dealer=alternate); {seat} deals only if a deal left out of the "
        "file came between (nobody bids with decouverte_bid=off, so no deal is void)",
        "donneur {seat} : après {previous} (donneur de la donne {deal}) la donne passe à "
        "{expected} (next_dealer=alternate) ; {seat} ne donne que si une donne absente du "
        "fichier est venue entre les deux (personne ne prend avec decouverte_bid=off, "
        "donc aucune donne n'est nulle)"),
    "note_not_holder": (
        "belote declared by {seat}, but {seat} did not hold {k_card} {q_card}: not counted",
        "belote annoncée par {seat}, mais {seat} n'avait pas {k_card} {q_card} : non comptée"),
    "note_undeclared": (
        "{seat} held {k_card} {q_card} but did not declare belote (belote=declared): "
        "not counted",
        "{seat} avait {k_card} {q_card} sans annoncer la belote (belote=declared) : "
        "non comptée"),
    # The same, of a deal file: the line that counts the belote, had it been said.
    "note_undeclared_file": (
        "{seat} held {k_card} {q_card} but did not declare belote (belote=declared): "
        "not counted; if {seat} did, write 'belote: {seat}'",
        "{seat} avait {k_card} {q_card} sans annoncer la belote (belote=declared) : "
        "non comptée ; si {seat} l'a annoncée, écrivez 'belote: {seat}'"),
    # The declared announcements of a deal file (``declarations.assess``).
    # {key}: the rules key as the file wrote it, else in the language of its keys.
    "ann_not_counted": ("announcements not counted (add '{key}: announcements=on')",
                        "annonces non comptées (ajoutez '{key}: announcements=on')"),
    "ann_not_checked": ("announcements not checked: the hands are not known",
                        "annonces non vérifiées : le jeu de chacun n'est pas connu"),
    "false_missing": ("false announcement: {declaration} ({seat} did not play {cards})",
                      "fausse annonce : {declaration} ({seat} n'a pas joué {cards})"),
    "false_shared": (
        "false announcement: {declaration} ({cards} already serves in {announcement})",
        "fausse annonce : {declaration} ({cards} : déjà dans {announcement_le})"),
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
    "fate_failed": ("{team}'s contract failed", "contrat {team_de} chuté"),
}

# --- the names of bids, calls, contracts and announcements -----------------------------------

NAMES: dict[str, tuple[str, str]] = {
    "bid_pass": ("{seat} passes", "{seat} passe"),
    "bid_take": ("{seat} takes {suit}", "{seat} prend à {suit}"),
    "call_word_pass": ("pass", "passe"),
    "contract_name": ("{level} {suit} by {seat}", "{level} {suit} par {seat}"),
    "contract_coinched": (", coinched", ", coinché"),
    "contract_surcoinched": (", surcoinched", ", surcoinché"),
    "ann_length": (" ({n} cards)", " ({n} cartes)"),
}

# --- the double-dummy review (``score --analyze``) --------------------------------------------

REVIEW: dict[str, tuple[str, str]] = {
    # Every figure of the review is in points (trick points; the cost, points lost to the
    # side of the card): its unit said (``unit``: ``point`` or ``points``,
    # ``texts.points_unit``). The French figures as played held together (no-break
    # spaces), so that a line broken before them does not begin with the '/'. French names
    # the review le bilan, as belote play's review and the pages do.
    "review_head": ("double-dummy review: NS {ns} / EW {ew} points with perfect play, "
                    "{ns_played} / {ew_played} as played",
                    "bilan à cartes ouvertes : NS {ns} / EO {ew} points avec un jeu parfait, "
                    "{ns_played}\u00a0/\u00a0{ew_played} dans le jeu réel"),
    "review_cost": ("  trick {trick} {seat}: {card} cost {loss} {unit} (best: {best_cards})",
                    "  pli {trick} {seat} : {card} coûte {loss} {unit} (meilleur coup : "
                    "{best_cards})"),
    # The same where several cards are best: French ``meilleurs coups`` (the English reads
    # ``best:`` of one card or more).
    "review_cost_many": ("  trick {trick} {seat}: {card} cost {loss} {unit} (best: "
                         "{best_cards})",
                         "  pli {trick} {seat} : {card} coûte {loss} {unit} (meilleurs coups : "
                         "{best_cards})"),
    # A revoke in the words of the play review's ("play_review_revoke"), with its seat.
    "review_revoke": ("  trick {trick} {seat}: {card}, a revoke (best legal card: "
                      "{best_cards})",
                      "  pli {trick} {seat} : {card}, une renonce (meilleur coup permis : "
                      "{best_cards})"),
    "review_revoke_many": ("  trick {trick} {seat}: {card}, a revoke (best legal cards: "
                           "{best_cards})",
                           "  pli {trick} {seat} : {card}, une renonce (meilleurs coups "
                           "permis : {best_cards})"),
    # A card after which its side can no longer take every trick, which the cards named
    # kept (a trick of no point given away costs no point but the capot), and a card that
    # let the other side take every trick, which the cards named stopped: French
    # ``le gardait`` of one card, ``le gardaient`` of several.
    "review_capot_lost": ("  trick {trick} {seat}: {card} gives up the capot ({cards} would "
                          "have kept it)",
                          "  pli {trick} {seat} : {card} perd le capot ({cards} le gardait)"),
    "review_capot_lost_many": ("  trick {trick} {seat}: {card} gives up the capot ({cards} "
                               "would have kept it)",
                               "  pli {trick} {seat} : {card} perd le capot ({cards} le "
                               "gardaient)"),
    "review_capot_let": ("  trick {trick} {seat}: {card} lets {other} make the capot ({cards} "
                         "would have stopped it)",
                         "  pli {trick} {seat} : {card} laisse le capot à {other} ({cards} "
                         "l'empêchait)"),
    "review_capot_let_many": ("  trick {trick} {seat}: {card} lets {other} make the capot "
                              "({cards} would have stopped it)",
                              "  pli {trick} {seat} : {card} laisse le capot à {other} "
                              "({cards} l'empêchaient)"),
    # A card after which the contract's result (made, litige, dedans) is another than after
    # the best card, with perfect play after each (``PlayReview.result``): what the card
    # did (``contract_change_*``, by the result after it), then what the cards named kept
    # (``contract_kept_*``, by the result after them, in the conditional, as those cards
    # were not played; French ``l'aurait fait réussir`` of one card, ``l'auraient fait
    # réussir`` of several, as ``l'aurait fait chuter``).
    "review_contract": ("  trick {trick} {seat}: {card} {change} ({cards} {kept})",
                        "  pli {trick} {seat} : {card} {change} ({cards} {kept})"),
    "contract_change_dedans": ("loses the contract", "fait chuter le contrat"),
    "contract_change_litige": ("turns the contract into a litige",
                               "fait tomber le contrat en litige"),
    # A defender's card: ``{takers}`` the other side, the team or at two the player, named
    # as the capot's lines name the side that makes it ("lets EW make the capot").
    "contract_change_made": ("lets {takers} make the contract",
                             "laisse {takers} réussir le contrat"),
    "contract_kept_made": ("would have made it", "l'aurait fait réussir"),
    "contract_kept_made_many": ("would have made it", "l'auraient fait réussir"),
    "contract_kept_litige": ("would have left it a litige", "l'aurait laissé en litige"),
    "contract_kept_litige_many": ("would have left it a litige",
                                  "l'auraient laissé en litige"),
    "contract_kept_dedans": ("would have made it fail", "l'aurait fait chuter"),
    "contract_kept_dedans_many": ("would have made it fail", "l'auraient fait chuter"),
    "review_none": ("  no mistake", "  aucune erreur"),
    "review_total": ("total cost in points: NS {ns}, EW {ew}",
                     "coût total en points : NS {ns}, EO {ew}"),
    "review_piles": ("no double-dummy review: the file gives the piles, not the eight tricks",
                     "pas de bilan à cartes ouvertes : le fichier donne les tas, pas les "
                     "huit plis"),
    "review_head_two": ("double-dummy review from trick {first}: S {ns} / N {ew} points "
                        "with perfect play, {ns_played} / {ew_played} as played",
                        "bilan à cartes ouvertes depuis le pli {first} : S {ns} / N {ew} "
                        "points avec un jeu parfait, {ns_played}\u00a0/\u00a0{ew_played} dans le "
                        "jeu réel"),
    "review_total_two": ("total cost in points: S {ns}, N {ew}",
                         "coût total en points : S {ns}, N {ew}"),
}

# --- ``belote score`` --------------------------------------------------------------------------

SCORE: dict[str, tuple[str, str]] = {
    "score_deal": ("deal {n}", "donne {n}"),
    "score_after": ("the match was already won: deal {n} not counted",
                    "la partie était déjà gagnée : donne {n} non comptée"),
    "score_problem": ("{n} problem in {path}", "{n} problème dans {path}"),
    "score_problems": ("{n} problems in {path}", "{n} problèmes dans {path}"),
    "score_more": ("… and {n} more", "… et {n} de plus"),
    "score_more_stopped": (
        "… and {n} more before line {line}, where reading stopped: too many problems",
        "… et {n} de plus avant la ligne {line}, où la lecture s'est arrêtée : trop de "
        "problèmes"),
    "score_problems_stopped": ("at least {n} problems in {path}",
                               "au moins {n} problèmes dans {path}"),
    "score_empty": ("an empty file name: name a deal file, or - for standard input",
                    "un nom de fichier vide : nommez un fichier de donne, ou - pour l'entrée "
                    "standard"),
    # Standard input named as a file (``-``), in the messages' FILE:LINE:COLUMN.
    "score_stdin_name": ("<stdin>", "<entrée standard>"),
    "score_stdin_closed": ("standard input is closed: nothing to score",
                           "l'entrée standard est fermée : rien à compter"),
}
