"""`belote rules [TOPIC]`: the rule book and the deal-file format, from the package."""

from __future__ import annotations

from typing import Annotated

import typer

from ...texts import say
from .. import rulebook
from ..terminal import NO_COLOR_HELP, print_markdown
from .common import fail, reports_errors
from .options import LANG_HELP, language


@reports_errors
def rules(
    topic: Annotated[str | None, typer.Argument(
        metavar="TOPIC", show_default=False,
        help="One part: " + ", ".join(rulebook.topics()) + " (their French names too: "
             "cartes, prise…; a word of the game: capot, surcouper, dix de der…; a rule's "
             "name: exchange7, tie…; the start of a name will do: annou, form). Default: "
             "the whole book.",
    )] = None,
    lang: Annotated[str | None, typer.Option(
        "--lang", metavar="LANG", help="The language of the text: " + LANG_HELP)] = None,
    no_color: Annotated[bool, typer.Option("--no-color", help=NO_COLOR_HELP)] = False,
) -> None:
    """The rule book, or one topic of it.

    The rules this program plays by: cards, taking, play, scoring, announcements, every
    variant, the options and their defaults, and the deal-file format (belote rules
    format).

    Printed within 80 columns; piped, as its Markdown, without colour (belote rules | less).
    """
    lang = language(lang)
    found = None
    if topic is not None:
        several = rulebook.candidates(topic)  # as resolve reads the word, once
        found = several[0] if len(several) == 1 else None
        if len(several) > 1:
            names = ", ".join(rulebook.names_started(topic, several, lang))
            raise fail(say("rules_several_topics", lang, word=topic, names=names), lang=lang)
        if found is None:
            typer.echo(rulebook.topic_line(lang), err=True)
            raise fail(say("rules_unknown_topic", lang, word=topic), lang=lang)
    print_markdown(rulebook.page(found, lang), rulebook.WIDTH, no_color)
