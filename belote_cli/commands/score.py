"""`belote score FILE`: check and score a real table's deal (or a match) from a deal file."""

from __future__ import annotations

import json
import sys
import textwrap
from typing import Annotated, Any

import typer

from ..analysis import DealReview, analyze_record
from ..cards import card_name
from ..errors import DealFileErrors, RuleError
from ..match import Match
from ..record import count_deals, decode, iter_loads, read_limited, read_text
from ..render import deal_json, render_deal, render_match_line
from ..replay import ScoredDeal, replay
from ..rules import RuleSet
from ..terminal import NO_COLOR_HELP, Printer
from ..texts import describe, describe_reason, review_lines, say
from .common import fail, reports_errors
from .options import language


@reports_errors
def score(
    file: Annotated[str, typer.Argument(
        metavar="FILE", readable=False,  # an unreadable file is reported as any bad file
        help="The deal file (.belote) to score; - reads standard input.")],
    as_json: Annotated[bool, typer.Option("--json",
                                          help="Print one JSON document instead.")] = False,
    rule: Annotated[list[str] | None, typer.Option(
        "--rule", "-r", metavar="NAME=VALUE",
        help="A rule option (see belote rules options), over the file's 'rules:' (repeatable).",
    )] = None,
    as_played: Annotated[bool, typer.Option(
        "--as-played", help="Score revokes as the cards fell, without the penalty.",
    )] = False,
    lang: Annotated[str, typer.Option("--lang", help="Language of the tally: en or fr.")] = "en",
    analyze: Annotated[bool, typer.Option(
        "--analyze", help="Review each card against the double-dummy best (points it cost).",
    )] = False,
    no_color: Annotated[bool, typer.Option("--no-color", help=NO_COLOR_HELP)] = False,
) -> None:
    """Replay every trick, list revokes and print the tally: 152 + 10 = 162 ✓.

    Several deals separated by '---' are scored as a match, litige stakes carried.
    """
    lang = language(lang)
    rule = rule or []
    try:
        RuleSet.parse(rule)
    except RuleError as e:
        raise fail(say("option_problem", lang, option="--rule", problem=describe(e, lang)),
                   lang=lang) from None
    if not file:
        raise fail(say("score_empty", lang), lang=lang)
    try:
        if file == "-":
            try:
                if sys.stdin is None:  # started without one (``<&-``)
                    raise OSError("no standard input")
                data = read_limited(sys.stdin.buffer)
            except OSError:  # none, or its descriptor closed since
                raise fail(say("score_stdin_closed", lang), lang=lang) from None
            where = "<stdin>"
            deal_text = decode(data, where)
            del data  # the text only, from here on
        else:
            where = file
            deal_text = read_text(file)
        # Read through once to check it (nothing printed for a file with a problem) and
        # count its deals, keeping none: they are read again below, one at a time.
        deals = count_deals(deal_text, where, rule)
    except DealFileErrors as e:
        for err in e.errors:
            typer.echo(describe(err, lang), err=True)  # FILE:LINE:COL: the problem
        if e.more:
            typer.echo(say("score_more", lang, n=e.more), err=True)
        n = e.count
        where = "<stdin>" if file == "-" else file
        raise fail(say("score_problems" if n > 1 else "score_problem", lang, n=n,
                       path=where), lang=lang) from None

    # Each deal read, scored, worded and printed in turn: one deal in memory at a time.
    several = deals > 1
    printer = Printer(no_color)  # red ♥ ♦ on a terminal
    if as_json and several:
        typer.echo("[", nl=False)
    independent = False
    match = Match()
    for number, record in enumerate(iter_loads(deal_text, where, rule), 1):
        if number == 1:
            # 'match: none' (what simulate records): each deal scored alone, no running
            # total; else the first deal's rules are the match's.
            independent = record.independent
            match = Match(record.rules)
        deal = replay(record, as_played)
        # The JSON document or the text, never both (each costs as much as the scoring).
        doc = _json(deal) if as_json else {}
        block = "" if as_json else render_deal(
            deal.score, deal.tricks, lang, deal.record.rules.clockwise, deal.record.dealer,
            deal.notes, alone=independent)
        if several:
            block = say("score_deal", lang, n=number) + "\n" + block
        if several and not independent:
            if match.is_over:
                block += "\n" + say("score_after", lang, n=number)
                doc["match"] = None
            else:
                stake = match.held
                gained = match.add(deal.score)
                if as_json:
                    # The sides of the match: the teams, or at two the players (S, N).
                    a, b = (("NS", "EW") if deal.score.players is None
                            else (deal.score.players[0].name, deal.score.players[1].name))
                    doc["match"] = {
                        "gained": {a: gained[0], b: gained[1]},
                        "totals": {a: match.totals[0], b: match.totals[1]},
                        "held": match.held,
                        "winner": None if match.winner is None else (a, b)[match.winner],
                    }
                else:
                    block += "\n\n" + render_match_line(number, match.totals, gained,
                                                        deal.score, match.held, stake,
                                                        match.winner, lang)
        if analyze:
            review = _review(deal)
            if as_json:
                doc["analysis"] = None if review is None else review.to_dict()
            else:
                block += "\n\n" + "\n".join(
                    review_lines(review, lang) if review is not None
                    else [say("review_two" if deal.record.is_two else "review_piles", lang)])
        if as_json:
            # The bytes of json.dumps(all the documents, indent=2), a document at a time.
            text_doc = json.dumps(doc, ensure_ascii=False, indent=2)
            if several:
                typer.echo(("\n" if number == 1 else ",\n")
                           + textwrap.indent(text_doc, "  "), nl=False)
            else:
                typer.echo(text_doc)
        else:
            printer.echo(block if number == 1 else "\n" + block)
    if as_json and several:
        typer.echo("\n]")


def _review(deal: ScoredDeal) -> DealReview | None:
    """The double-dummy review of a deal written trick by trick (None for piles)."""
    record = deal.record
    if len(record.tricks) != 8 or any(len(t) != 4 for t in record.tricks):
        return None
    return analyze_record(record)


def _json(deal: ScoredDeal) -> dict[str, Any]:
    doc = deal_json(deal.score, deal.tricks, deal.record.dealer,
                    deal.record.rules.clockwise, deal.piles)
    record = deal.record
    if record.deck is not None:  # belote à deux, belote découverte
        doc["variant"] = record.rules.variant
        doc["deck"] = [card_name(c) for c in record.deck]
        doc["exchange"] = record.exchange or None
    if record.contract is not None:
        doc["contract"] = record.contract.notation()
    if record.announcements:
        doc["announcements"] = {
            "declared": [{"seat": d.seat.name, "announcement": d.announcement.notation(),
                          "points": d.announcement.value(record.trump)}
                         for d in record.announcements],
            "score": {"NS": deal.score.announcements[0], "EW": deal.score.announcements[1]},
        }
    if deal.notes:
        doc["notes"] = [describe_reason(note) for note in deal.notes]  # English
    return doc
