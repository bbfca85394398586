"""The texts of a usage error, which the command line's parser finds before a command runs:
an option or a command it does not know, a missing argument, an option without its value,
a number that is not one. ``(english, french)`` by key, with ``{named}`` values (see
``belote_cli.texts``); ``cli.usage`` words each error with them."""

from __future__ import annotations

USAGE: dict[str, tuple[str, str]] = {
    # The frame: the command's usage line, where to find its help, the error.
    "usage_line": ("Usage: {usage}", "Utilisation : {usage}"),
    "usage_try": ("Try '{help}' for help.", "Essayez '{help}' pour l'aide."),
    "usage_error": ("Error: {message}", "Erreur : {message}"),
    # What was wrong.
    "usage_no_such_option": ("No such option: {option}", "option inconnue : {option}"),
    "usage_possible_options": ("{message} (Possible options: {options})",
                               "{message} (options possibles : {options})"),
    # An option that is a rule's name (--variant, --undertrump) or a game's (--coinche):
    # the rule to give instead, with its values (``--rule target=N``: a number).
    "usage_rule_option": ("{message} (a rule: --rule {rule}={alternatives})",
                          "{message} (une règle : --rule {rule}={alternatives})"),
    "usage_rule_option_group": ("{message} (a rule, given after a command: --rule "
                                "{rule}={alternatives})",
                                "{message} (une règle, donnée après une commande : --rule "
                                "{rule}={alternatives})"),
    "usage_no_such_command": ("No such command '{command}'.",
                              "commande inconnue : '{command}'."),
    "usage_missing_argument": ("Missing argument {name}.", "il manque l'argument {name}."),
    "usage_missing_option": ("Missing option {name}.", "il manque l'option {name}."),
    "usage_extra_argument": ("Got unexpected extra argument ({arguments})",
                             "argument en trop ({arguments})"),
    "usage_extra_arguments": ("Got unexpected extra arguments ({arguments})",
                              "arguments en trop ({arguments})"),
    "usage_needs_value": ("Option '{option}' requires an argument.",
                          "l'option '{option}' demande une valeur."),
    "usage_takes_no_value": ("Option '{option}' does not take a value.",
                             "l'option '{option}' ne prend pas de valeur."),
    "usage_invalid_value": ("Invalid value for {option}: {problem}",
                            "valeur invalide pour {option} : {problem}"),
    "usage_not_integer": ("'{value}' is not a valid integer.",
                          "'{value}' n'est pas un nombre entier."),
    "usage_integer_too_long": ("a number of {digits} digits, more than the {most} a number "
                               "may have here.",
                               "un nombre de {digits} chiffres, plus que les {most} qu'un "
                               "nombre peut avoir ici."),
    "usage_not_number": ("'{value}' is not a valid number.",
                         "'{value}' n'est pas un nombre."),
    "usage_not_one_of": ("'{value}' is not one of {words}.",
                         "'{value}' n'est pas l'une des valeurs {words}."),
    # --lang, or BELOTE_LANG, neither en nor fr.
    "lang_unknown_option": ("{where}: unknown language {value} (expected en or fr)",
                            "{where} : langue inconnue {value} (attendu en ou fr)"),
    # belote --show-completion / --install-completion [SHELL].
    "completion_many": ("{option} takes one shell at most, got {shells}",
                        "{option} prend un seul shell (valeurs données : {shells})"),
    "completion_unknown": ("unknown shell '{shell}' (expected {known})",
                           "shell inconnu '{shell}' (attendu : {known})"),
    "completion_none": ("no completion for the shell that runs belote ({found}): name one, "
                        "e.g. belote {option} bash ({known})",
                        "pas de complétion pour le shell qui lance belote ({found}) : "
                        "nommez-en un, par exemple belote {option} bash ({known})"),
    "completion_none_found": ("none found", "non détecté"),
    "completion_installed": ("{shell} completion installed in {path}",
                             "complétion {shell} installée dans {path}"),
    "completion_restart": ("Completion will take effect once you restart the terminal",
                           "La complétion prendra effet au prochain lancement du terminal"),
}
