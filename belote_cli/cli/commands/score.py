"""`belote score FILE`: check and score a real table's deal (or a match) from a deal file."""

from __future__ import annotations

import sys
import tempfile
import textwrap
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Annotated

import typer

from ...core.errors import DealFileErrors, RuleError
from ...core.lines import wrapped
from ...core.rules import RuleSet
from ...dealfile import (
    DealRecord,
    count_deals,
    decode,
    iter_loads,
    read_limited,
    read_text,
)
from ...dealfile.replay import ScoredDeal
from ...engine.match import FileDeal, file_deal_json, score_file
from ...render import render_deal, render_match_line
from ...texts import describe, say
from ...texts.review_lines import review_lines
from ..terminal import NO_COLOR_HELP, Printer, echoes_ctrl_c
from .common import fail, file_problems, json_text, reports_errors, shown_name
from .options import LANG_HELP, USAGE, language, rule_flags

if TYPE_CHECKING:
    from ...analysis import DealReview


@reports_errors
def score(
    file: Annotated[str, typer.Argument(
        metavar="FILE", readable=False,  # an unreadable file is reported as any bad file
        help="The deal file (.belote) to score; - reads standard input.")],
    as_json: Annotated[bool, typer.Option("--json",
                                          help="Print one JSON document instead.")] = False,
    rule: Annotated[list[str] | None, typer.Option(
        "--rule", "-r", metavar="NAME=VALUE",
        help="A rule option (see belote rules options), over the file's 'rules:' (repeatable); "
             "several in one apart by commas or spaces, as on that line: "
             "variant=coinche,capot=250.",
    )] = None,
    as_played: Annotated[bool, typer.Option(
        "--as-played", help="Score revokes as the cards fell, without the penalty.",
    )] = False,
    lang: Annotated[str | None, typer.Option(
        "--lang", metavar="LANG", help="The language of the tally and the problems: " + LANG_HELP,
    )] = None,
    analyze: Annotated[bool, typer.Option(
        "--analyze",
        help="Review each card against the double-dummy best: the points it cost, and a card "
             "that gave up the capot or let the other side make it, or changed the contract's "
             "result.",
    )] = False,
    no_color: Annotated[bool, typer.Option("--no-color", help=NO_COLOR_HELP)] = False,
) -> None:
    """Score a deal written down at a table.

    Replay every trick, list revokes and print the tally: 152 + 10 = 162 ✓. Several deals
    separated by '---' are scored as a match, litige stakes carried.
    """
    lang = language(lang)
    rule = rule_flags(rule, lang)  # variant=coinche,capot=250: two options
    try:
        RuleSet.parse(rule)
    except RuleError as e:
        # A known option given a value it does not take: a usage error, as in every command.
        raise fail(say("option_problem", lang, option="--rule", problem=describe(e, lang)),
                   USAGE, lang) from None
    if not file:
        raise fail(say("score_empty", lang), lang=lang)
    # The name every problem and the count of problems show (a line break quoted, '\n').
    where = say("score_stdin_name", lang) if file == "-" else shown_name(file)
    printer = Printer(no_color)  # red ♥ ♦ on a terminal
    # One pass: each deal read, scored and worded in turn, one deal in memory at a time,
    # its text held aside (in memory, on disk once large) and printed only once the whole
    # file is read without a problem: a file with a problem prints nothing on stdout.
    with tempfile.SpooledTemporaryFile(max_size=_HELD_IN_MEMORY, mode="w+",
                                       encoding="utf-8", newline="") as held:
        try:
            deal_text = _read(file, lang)
            if analyze:
                # The review costs a search a card: none for a file with a problem.
                count_deals(deal_text, where, rule)
            _score_all(iter_loads(deal_text, where, rule), held, as_json, as_played, analyze,
                       lang)
        except DealFileErrors as e:
            raise file_problems(e, where, lang) from None
        held.seek(0)
        while True:
            # A block of whole lines at a time: a card is never cut from its colour.
            chunk = held.read(_BLOCK)
            if not chunk:
                break
            chunk += held.readline()
            # Each block ends a line (every deal's text does): printed as a line, so that
            # no version of rich adds a line break of its own after it.
            if chunk.endswith("\n"):
                printer.echo(chunk[:-1])
            else:
                printer.echo(chunk, nl=False)


#: The text of the scores held in memory up to this size, then in a temporary file.
_HELD_IN_MEMORY = 8 * 1024 * 1024
_BLOCK = 1 << 16


def _read(file: str, lang: str) -> str:
    """The text of the deal file (``-``: standard input); ``DealFileErrors`` if it has none,
    the file named as the command's other problems name it (``DealFileError.location``
    quotes a name a terminal does not show as itself, as ``shown_name`` does)."""
    if file != "-":
        return read_text(file)
    try:
        if sys.stdin is None:  # started without one (``<&-``)
            raise OSError("no standard input")
        data = read_limited(sys.stdin.buffer)
    except KeyboardInterrupt:
        if echoes_ctrl_c(sys.stderr):  # what is said of it starts after the ^C echoed
            sys.stderr.write("\n")
        raise
    except OSError:  # none, or its descriptor closed since
        raise fail(say("score_stdin_closed", lang), lang=lang) from None
    return decode(data, say("score_stdin_name", lang))


def _score_all(records: Iterator[DealRecord], out: IO[str], as_json: bool, as_played: bool,
               analyze: bool, lang: str) -> None:
    """Score each deal of ``records`` and write its text (or JSON) to ``out``. Several deals
    are each headed by their number (a JSON list), and scored as a match unless the file
    says 'match: none' (what simulate records): ``score_file`` counts them, the library's
    ``score_json`` too."""
    several = False
    for deal in score_file(records, as_played):
        if deal.number == 1 and deal.several:
            several = True
            if as_json:
                out.write("[")
        out.write(_deal_text(deal, as_json, analyze, lang))
    if several and as_json:
        out.write("\n]\n")


def _deal_text(deal: FileDeal, as_json: bool, analyze: bool, lang: str) -> str:
    """What is printed of one deal: its tally (or JSON document), its review, then the
    match's line (the match moved on by the deal), in the order ``belote play --review``
    says them."""
    number, scored = deal.number, deal.deal
    # The JSON document or the text, never both (each costs as much as the scoring).
    doc = file_deal_json(deal) if as_json else {}
    block = "" if as_json else render_deal(
        scored.score, scored.tricks, lang, scored.record.rules.clockwise, scored.record.dealer,
        scored.notes, alone=deal.independent,
        announcements=scored.record.rules.announcements == "on",
        contract=scored.record.contract)
    if deal.several:
        block = say("score_deal", lang, n=number) + "\n" + block
    if analyze:
        review = _review(scored)
        if as_json:
            doc["analysis"] = None if review is None else review.to_dict()
        else:
            # Each line within 80 columns (its French figures ran to 102), continued
            # after four blanks as the tally's verdict.
            block += "\n\n" + "\n".join(
                part for line in (review_lines(review, lang) if review is not None
                                  else [say("review_piles", lang)])
                for part in wrapped(line))
    if deal.several and not deal.independent and not as_json:
        if not deal.counted:  # under the tally's check line, or a line after the review
            block += ("\n\n" if analyze else "\n") + say("score_after", lang, n=number)
        else:
            block += "\n\n" + render_match_line(number, deal.totals, deal.gained,
                                                scored.score, deal.held, deal.stake,
                                                deal.winner, lang,
                                                scored.record.rules.target)
    if as_json:
        # The bytes of json.dumps(all the documents, indent=2), a document at a time.
        # An output that cannot write it (Latin-1 for a ♠) gets it with \u escapes.
        text_doc = json_text(doc)
        if deal.several:
            return ("\n" if number == 1 else ",\n") + textwrap.indent(text_doc, "  ")
        return text_doc + "\n"
    return (block if number == 1 else "\n" + block) + "\n"


def _review(deal: ScoredDeal) -> DealReview | None:
    """The double-dummy review of a deal written trick by trick (None for piles)."""
    from ...analysis import review_record  # the solver, for --analyze only

    return review_record(deal.record)
