"""The French words of ``belote simulate``'s text report, by the keys of the English ones
(``simulation.text_report.WORDS``), with the same ``{named}`` values. The report writes
the figures as a French reader does, because its ``lang`` is ``fr``: the decimal comma and
a no-break space before ``%`` and ``;`` (``8,35 %``, ``81,19``, ``[7,22 % ; 9,64 %]``),
its rate columns a character wider than the English ones to hold ``100,00 %``."""

from __future__ import annotations

#: The bots' names in French (``--bots heuristic`` is *le robot heuristique*).
BOT_NAMES_FR = {"heuristic": "heuristique", "random": "aléatoire", "expert": "expert",
                "expert-uniform": "expert-uniforme"}

_BOT_NAMES_READ = {**{french: name for name, french in BOT_NAMES_FR.items()},
                   "aleatoire": "random"}


def bot_names_text(known: list[str], lang: str = "en") -> str:
    """The bots ``known`` for a message: ``expert, expert-uniform, heuristic, random``; in
    French by their French names, as the help names them (``aléatoire, expert,
    expert-uniforme, heuristique``)."""
    if lang != "fr":
        return ", ".join(known)
    return ", ".join(sorted(BOT_NAMES_FR.get(name, name) for name in known))


def bot_name_read(name: str, known: list[str]) -> str:
    """The bot ``--bots`` names, lower-cased: one of ``known`` as written, else the name of
    a built-in bot as the French report writes it (``heuristique``, ``aléatoire`` or
    ``aleatoire``) read as its English name; anything else as written, for the caller to
    refuse."""
    name = name.lower()
    if name in known:
        return name
    english = _BOT_NAMES_READ.get(name)
    return english if english is not None and english in known else name


REPORT_FR: dict[str, str] = {
    "header": "{deals} donnes ({kind}), graine {seed}",
    "header_one": "{deals} donne ({kind}), graine {seed}",
    "header_two": "{deals} donnes de {game}, graine {seed}",
    "header_two_one": "{deals} donne de {game}, graine {seed}",
    "header_discovery": "{deals} donnes sans enchères, graine {seed}",
    "header_discovery_one": "{deals} donne sans enchères, graine {seed}",
    "from_deal": ", à partir de la donne {start}",
    "bots": "robots : {bots}",
    **{f"bot_{name}": french for name, french in BOT_NAMES_FR.items()},
    "sd": "é.-t.",  # écart-type
    "rules": "règles : {rules}",
    "rules_default": "par défaut",
    "kind_classic": "classique", "kind_coinche": "coinche",
    "tally": "{ok}/{played} donnes font {total} {mark}",
    "tally_one": "{ok}/{played} donne fait {total} {mark}",
    "tally_raw": "leur total (162 ; SA brut 130, TA brut 258)",
    "tally_raw_one": "son total (162 ; SA brut 130, TA brut 258)",
    "tally_fails": "  en échec : donne {number} (graine {seed}){when} ; à rejouer avec --seed "
                   "{run} --start {number} --deals 1",
    "fails_when_take": "quand {seat} prend", "fails_when_pass": "quand {seat} passe deux fois",
    "fails_when_bots": "quand la prise est laissée aux robots",
    "fails_when_choice": "quand {choice}",
    "fails_when_pass_then": "quand {seat} passe, puis prend à {kind}",
    "when_takes": "quand {team} prennent, sur {n} donnes :",
    "when_takes_one": "quand {team} prennent, sur {n} donne :",
    "when_takes_coinche": "quand {team} prennent, sur {n} contrats :",
    "when_takes_coinche_one": "quand {team} prennent, sur {n} contrat :",
    # Under a count of deals (donnes prises), a count of contracts (contrats joués).
    "made": "  réussies", "made_contract": "  réussis", "dedans": "  dedans",
    "failed": "  chutés", "litige": "  litige", "capot": "  capot",
    "deals": "donnes", "rate": "taux", "interval": "intervalle à 95 %", "mean": "moyenne",
    "void_all_passed": "donnes nulles (tous passent)",
    "void_four_passes": "donnes nulles (quatre passes)",
    "void_both_passed": "donnes nulles (chacun passe)",
    "takes": "{team} prennent",
    "takes_one": "{seat} prend",
    "capot_takers": "  capot (l'attaque fait les 8)",
    "capot_against": "  capot contre l'attaque",
    "trick_points": "points de plis {team}",
    "deal_score": "marque {team} (donne nulle = 0)",
    "deal_score_no_void": "marque {team}",
    "taker_of": "preneur, sur {n} donnes prises :",
    "taker_of_one": "preneur, sur {n} donne prise :",
    "belote_held": "belote-rebelote en main",
    "by_takers": "  par l'attaque",
    "histogram_ns": "points de plis NS ({n} donnes)",
    "histogram_ns_one": "points de plis NS ({n} donne)",
    "histogram_seat": "points de plis de {seat} ({n} donnes)",
    "histogram_seat_one": "points de plis de {seat} ({n} donne)",
    "histogram_taker": "points de plis du preneur ({n} donnes)",
    "histogram_taker_one": "points de plis du preneur ({n} donne)",
    "histogram_takers": "points de plis de l'attaque ({n} donnes)",
    "histogram_takers_one": "points de plis de l'attaque ({n} donne)",
    "capot_taker_16": "  capot (16 plis au preneur)",
    "capot_against_taker": "  capot contre le preneur",
    "belote_played": "belote-rebelote jouée",
    "by_taker": "  par le preneur",
    "contracts_of": "contrats, sur {n} joués :",
    "contracts_of_one": "contrats, sur {n} joué :",
    "coinched": "  coinchés", "made_coinched": "    réussis quand coinchés",
    "surcoinched": "  surcoinchés", "made_surcoinched": "    réussis quand surcoinchés",
    # Donnes prises, contrats joués: each agrees with its heading, as made does.
    "taken_sa": "  prises à sans atout", "taken_ta": "  prises à tout atout",
    "played_sa": "  joués à sans atout", "played_ta": "  joués à tout atout",
    "made_sa": "    réussies à sans atout", "made_ta": "    réussies à tout atout",
    "made_contract_sa": "    réussis à sans atout",
    "made_contract_ta": "    réussis à tout atout",
    "levels": "{contract:<8}{contracts:>13}  {share:>8}  {made:>13}  {rate:>8}  {interval}",
    "contract": "contrat", "contracts": "contrats", "share": "part", "made_column": "réussis",
    "announcements": "annonces",
    "announcements_of": "{title}, sur {n} donnes jouées",
    "announcements_of_one": "{title}, sur {n} donne jouée",
    "per_deal": "annoncées par donne",
    # A carré named as the French rule book names it (texts.CARRES_FR).
    "tierce": "tierce", "cinquante": "cinquante", "cent": "cent",
    "carré J": "carré de valets", "carré 9": "carré de neuf", "carré A": "carré d'as",
    "carré 10": "carré de dix", "carré K": "carré de rois", "carré Q": "carré de dames",
    "any_announcement": "  une annonce au moins",
    "hands_holding": "  mains qui en ont (4/donne)",
    "hold_best": "  {team} ont la meilleure",
    "equal_best": "  égalité, nul ne marque",
    "score_announcements": "  {team} marquent leurs annonces",
    "announcement_points": "  points d'annonces {team}",
    "should_take": "{seat} doit-il prendre ? main {cards}, retourne {retourne}, donneur "
                   "{dealer}",
    "speak_first": "{seats} parle avant : {seat} décide dans {decided} ({left_out} : {who} "
                   "a pris)",
    "speak_first_many": "{seats} parlent avant : {seat} décide dans {decided} ({left_out} : "
                        "l'un d'eux a pris)",
    "decided": "{n} donnes sur {dealt}", "decided_one": "{n} donne sur {dealt}",
    "left_out": "{left} écartées", "left_out_one": "{left} écartée",
    "and": " et ",
    "lang": "fr",
    "if_takes": "si {seat} prend à {suit} ({n} donnes) :",
    "if_takes_one": "si {seat} prend à {suit} ({n} donne) :",
    "trick_points_indented": "  points de plis {team}",
    "expected": "marque attendue en points, par donne ({team} - {other} est l'écart) :",
    "scenario_take": "{seat} prend", "scenario_pass": "{seat} passe deux fois",
    "scenario_bots": "prise des robots",
    "scenario_pass_then": "{seat} passe, puis prend à {kind}",
    "margin": "écart",
    "took_bidding": "  {team} ont pris (robots)",
    "taking_minus_passing": "prendre plutôt que passer, écart par donne en points : "
                            "{mean}{interval} : {verdict}",
    "verdict_take": "prendre", "verdict_pass": "passer",
    "verdict_no clear difference": "pas de différence nette",
    "intervals_note": "intervalles à 95 % : de Wilson (taux), t de Student (moyennes)",
    "should_name": "que doit faire {seat} au second tour ? main {cards}, retourne "
                   "{retourne}, donneur {dealer}, tous ont passé au premier tour",
    "round_two_reached": "le second tour vient à {seat} dans {decided} ({left_out} : "
                         "quelqu'un a pris avant)",
    "round_two_reached_all": "le second tour vient à {seat} dans {decided}",
    "choice_pass": "{seat} passe encore", "choice_take": "{seat} prend à {suit}",
    "best_minus": "{choice} moins chacun des autres choix, écart par donne en points :",
    "best_choice": "meilleur choix : {verdict}",
    "round_two_never": "le second tour n'est venu à {seat} dans aucune de ces donnes : aucun "
                       "choix à comparer",
    "round_one_never": "la retourne n'est venue à {seat} dans aucune de ces donnes : rien à "
                       "comparer",
    "verdict_take_suit": "prendre à {suit}",
    "announcements_if": "annonces si {seat} prend à {suit}",
    "announcements_choice": "annonces si {choice}",
    "announcement_points_score": "points d'annonces dans la marque, par donne jouée :",
    "deals_played": "({n} donnes jouées)",
    "deals_played_one": "({n} donne jouée)",
    "N": "N", "E": "E", "S": "S", "W": "O", "NS": "NS", "EW": "EO",
}
