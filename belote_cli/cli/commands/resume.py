"""``belote play --resume FILE``: the match a record holds read back (``play.resume``),
checked against the options typed, and where it stands said when it is already won."""

from __future__ import annotations

import dataclasses
import os
import stat

import typer

from ...core.errors import BeloteError, DealFileErrors, shown_name
from ...core.lines import wrapped
from ...core.rules import RuleSet
from ...core.seats import Team
from ...core.talon import PLAYERS
from ...dealfile.reader import iter_loads, read_text
from ...play.resume import resumed
from ...play.session import SessionOptions
from ...system.files import descriptor_named, is_stream
from ...texts import grouped, say, seat_letter, team_label
from .common import fail, file_problems, problem_writing_named
from .options import rule_flags

# As in ``play``: options that cannot go together exit 2; a file that cannot be played on
# exits 1.
_USAGE = 2
_BAD = 1


def resume_match(options: SessionOptions, path: str, rule: list[str], target: int | None,
            clash: str | None) -> SessionOptions:
    """``--resume FILE``: the match its record holds, read as ``belote score`` reads it
    (its problems said each at its line, exit 1), played on from the deal after its last
    under its own rules; the deals to come appended to the file. The options that say how
    the first deal is dealt or where the deals go (``clash``: ``--dealer``, ``--deck``,
    ``--record``, ``--from``, ``--discovery``) go without it (exit 2). A file that is no
    match (``match: none``, the deal without bidding), whose last deal names no dealer,
    that cannot be written, or whose rules a ``--rule`` or ``--target`` typed would change:
    said naming the file, exit 1, the file untouched. A match already won says so and
    plays nothing (exit 0)."""
    lang = options.lang
    if clash is not None:
        raise fail(say("play_resume_clash", lang, option=clash), _USAGE, lang)
    if path in ("", "-") or descriptor_named(path) == 0:  # /dev/stdin: standard input
        raise fail(say("play_resume_stdin", lang), _USAGE, lang)
    where = shown_name(path)
    if not os.path.isdir(path) and is_stream(path):
        # A FIFO, a device, a descriptor (/dev/fd/3): refused before it is read, as a
        # FIFO would be waited on, a device read to its end, and neither can be replaced
        # by the file played on. A directory is said as score says it.
        raise fail(say("play_resume_unwritable", lang, path=where,
                       problem=say("play_resume_regular", lang)), _BAD, lang)
    try:
        text = read_text(path)
        records = list(iter_loads(text, where))
    except DealFileErrors as e:
        raise file_problems(e, where, lang) from None
    match = resumed(records, text)
    if match is None:
        raise fail(say("play_resume_not_match", lang, path=where), _BAD, lang)
    typed = rule_flags(rule) + ([] if target is None else [f"target={target}"])
    try:
        changed = match.rules.with_options(typed) != match.rules if typed else False
    except BeloteError:  # checked against the table's rules already: cannot happen
        changed = True
    if changed:
        kept = [o for o in match.rules.options() if not o.startswith("target=")]
        # The options that change the match's rules, not those that say them again.
        changing = [o for o in typed if _changes(match.rules, o)] or typed
        raise fail(say("play_resume_rules", lang, path=where, options=" ".join(changing),
                       target=grouped(match.rules.target, lang),
                       rules=" ".join(kept) or say("play_resume_book_rules", lang)),
                   _BAD, lang)
    if match.winner is not None:
        # The deals the match counts: one written after it was won is not.
        won = "play_resume_won" if match.counted > 1 else "play_resume_won_one"
        line = say(won, lang, path=where, n=match.counted,
                   target=grouped(match.rules.target, lang),
                   side=_side(match.winner, match.rules.players, lang),
                   a=grouped(max(match.totals), lang), b=grouped(min(match.totals), lang))
        typer.echo("\n".join(wrapped(line)))  # within 80 columns, as play's lines
        raise typer.Exit(0)
    if match.dealer is None:
        raise fail(say("play_resume_no_dealer", lang, path=where, n=match.deals), _BAD, lang)
    problem = problem_writing_named(path)
    if problem is not None:
        # 'cannot write X: permission denied' names the file the line begins with: said
        # once ('X cannot take the deals to come: permission denied').
        said = (say("play_resume_denied", lang) if problem.code == "write_denied"
                else problem)
        raise fail(say("play_resume_unwritable", lang, path=where, problem=said), _BAD,
                   lang)
    return dataclasses.replace(options, rules=match.rules, match=True, resumed=match,
                               resumed_name=where)


def recorded_in(options: SessionOptions, record: str | None, replaced: bool = False,
                position: str | None = None) -> SessionOptions:
    """``options`` with the ``--record`` file (or the ``--resume`` one) that a match left
    is taken up again from, named as a message names it: a regular file, not a FIFO or a
    device, whose reader has the deals as they end instead. ``replaced``: the file is
    written anew (``--record``, not ``--resume``), and one that holds something already
    is said at the start (``record_replaces``); one that is the file of ``--from``
    (``position``) or the one read on standard input is refused (exit 2), before the
    record of its first deal replaces what the user wrote."""
    if record is None:
        return options
    if replaced:
        # Standard input by its name (/dev/stdin, /dev/fd/0), whatever it is: the answers.
        if descriptor_named(record) == 0:
            raise fail(say("play_record_stdin", options.lang), _USAGE, options.lang)
        for key, read in (("play_record_from", position), ("play_record_stdin", _stdin_file())):
            if read is not None and _same_file(record, read):
                raise fail(say(key, options.lang), _USAGE, options.lang)
    if is_stream(record):
        return options
    try:
        replaces = replaced and os.path.isfile(record) and os.path.getsize(record) > 0
    except OSError:  # gone meanwhile: nothing to replace
        replaces = False
    return dataclasses.replace(options, record_path=record, record_replaces=replaces)


def _stdin_file() -> int | None:
    """Standard input's descriptor where it is a regular file (``< moves.txt``), else
    None (a terminal, a pipe, closed)."""
    try:
        return 0 if stat.S_ISREG(os.fstat(0).st_mode) else None
    except OSError:
        return None


def _same_file(path: str, other: str | int) -> bool:
    """Whether ``path`` names the file ``other`` does (a name or a descriptor), through
    links; False where either cannot be looked at (``path`` not written yet)."""
    try:
        mine = os.stat(os.path.realpath(path))  # as the record is written: 'x/../f' is f
        theirs = os.fstat(other) if isinstance(other, int) else os.stat(other)
    except (OSError, ValueError):
        return False
    return (mine.st_dev, mine.st_ino) == (theirs.st_dev, theirs.st_ino)


def unchanged(path: str | os.PathLike[str], text: str) -> bool:
    """True when the record played on at ``path`` holds ``text``, what this process last
    read or wrote: not written by another program (an editor, a second ``--resume``)."""
    expected = text.encode("utf-8")
    try:
        with open(path, "rb") as f:
            return f.read(len(expected) + 1) == expected
    except OSError:  # removed, or made unreadable: not the file that was read
        return False


def _side(team: Team, players: int, lang: str) -> str:
    """A side of a match as its totals name it: ``NS``, ``EW`` (French ``EO``); at two
    the player, ``S`` or ``N``."""
    return (seat_letter(PLAYERS[team], lang) if players == 2 else team_label(team, lang))


def _changes(rules: RuleSet, option: str) -> bool:
    """Whether ``option`` (``name=value``) changes ``rules`` (one the rules cannot take
    does)."""
    try:
        return rules.with_options([option]) != rules
    except BeloteError:
        return True
