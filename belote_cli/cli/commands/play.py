"""`belote play`: a deal, a discovery deal or a match, played line by line against bots.

The game itself is ``interactive.Session`` (classic belote or coinche, with or without
announcements); this module only reads stdin one line at a time, prints what the session
says (each prompt on a line of its own, flushed), and writes the deal file after every
finished deal.
"""

from __future__ import annotations

import codecs
import contextlib
import dataclasses
import io
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import typer

from ...bots.registry import bot_names, default_bot
from ...core.cards import card_symbol, composed, read_cards
from ...core.coinche import match_rules
from ...core.errors import BeloteError, DealFileErrors, shown_name
from ...core.lines import wrapped
from ...core.rules import LARGEST as RULE_LIMIT
from ...core.rules import TWO_PLAYER_GAMES
from ...core.seats import Seat, parse_seat
from ...dealfile import DealRecord, dump, dumps
from ...dealfile.position import load_position
from ...dealfile.writer import appended_text
from ...play.interactive import MAX_INPUT, Session, SessionOptions
from ...play.interactive_deux import DeuxSession
from ...play.resume import Resumed
from ...play.session import _HELP, REVIEW_WORDS
from ...system.files import AtomicFile, descriptor_named, is_stream, write_whole
from ...system.signals import Terminated
from ...texts import describe, grouped, say
from ...texts.report import bot_name_read, bot_names_text
from ..screen import MAX_PAUSE, Screen
from ..terminal import NO_COLOR_HELP, Busy, Printer, echoes_ctrl_c, is_tty
from .common import (
    as_typed,
    environment_language,
    fail,
    file_problems,
    problem_writing_named,
    reports_errors,
    seconds,
)
from .imports import IMPORT_HELP, bot_failure, bots_made, import_modules
from .options import LANG_HELP, language, rule_flags
from .resume import recorded_in, resume_match, unchanged

# Exit codes (docs/cli.md's table): a usage error, options that cannot go together or a
# known option given a value it does not take (a --rule that does not exist included)
# exits 2, as in ``score`` and ``simulate``; bad input, a file that cannot be written,
# exits 1.
_USAGE = 2
_BAD = 1


def _options(rule: list[str], target: int | None, seed: int | None, bots: str | None,
             dealer: str | None, discovery: bool, lang: str | None,
             record: str | None, whole_match: bool = False,
             deck: list[str] | None = None,
             modules: list[str] | None = None) -> SessionOptions:
    """Check the command line: a value that does not exist exits 1, a clash of options 2."""
    lang = language(lang)
    rule = rule_flags(rule, lang, target)  # variant=coinche,capot=250: two options
    try:
        # A coinche match plays to 2000 unless a target is given (``coinche.match_rules``).
        rules = match_rules(rule)
    except BeloteError as e:
        raise fail(say("option_problem", lang, option="--rule", problem=describe(e, lang)),
                   _USAGE, lang) from None
    asked = _match_option(rule, target, whole_match)  # the option that asks for a match
    match = asked is not None
    if target is not None:
        # Too small or too large, a --target the rules do not take is a usage error (2).
        try:
            if target <= 0:
                raise BeloteError("positive")
            rules = rules.with_options([f"target={target}"])
        except BeloteError:
            # The value as typed (``found 10000000000``), not grouped as a target is.
            raise fail(say("play_target", lang, largest=grouped(RULE_LIMIT, lang),
                           target=str(target)), _USAGE, lang) from None
    if discovery and match:
        raise fail(say("play_discovery_match", lang, option=asked), _USAGE, lang)
    if discovery and rules.variant != "classic":
        raise fail(say("no_bidding_variant", lang, variant=rules.variant), _USAGE, lang)
    if discovery and (rules.announcements != "off" or rules.sa_ta != "off"):
        key = "no_bidding_announcements" if rules.announcements != "off" else "no_bidding_sa_ta"
        raise fail(say(key, lang), _USAGE, lang)
    seat = None
    if dealer is not None:
        if discovery:
            raise fail(say("play_discovery_dealer", lang), _USAGE, lang)
        try:
            seat = parse_seat(dealer)
        except BeloteError as e:
            raise fail(say("option_problem", lang, option="--dealer",
                           problem=describe(e, lang)), _USAGE, lang) from None
    import_modules(modules or [], lang)  # before the names: the bots they register
    # An empty --bots '' is a bot name like any other: refused, not the default bot.
    name = default_bot(discovery) if bots is None else bots
    # The French report's names read too (heuristique, aléatoire).
    name = bot_name_read(name.strip(), known := bot_names())
    if name not in known:
        raise fail(say("play_unknown_bot", lang, name=name,
                       known=bot_names_text(known, lang)), _USAGE, lang)
    # Its cards: a position (--from) or a match played on (--resume) may have no taking
    # or another game; a bid or call it lacks is said as the deal asks it.
    bots_made([name], lang)
    if rules.players == 2 and seat is not None and seat not in (Seat.S, Seat.N):
        raise fail(say("play_deux_dealer", lang, dealer=seat,
                       game=TWO_PLAYER_GAMES[rules.variant]), _USAGE, lang)
    if record is not None and (record == "-" or descriptor_named(record) == 1):
        # simulate's '-' is standard output (/dev/stdout too); play prints the game there.
        raise fail(say("play_record_stdout", lang, path=record), _USAGE, lang)
    if record is not None:
        # Checked now, not after a whole deal has been played.
        problem = problem_writing_named(record)
        if problem is not None:
            raise fail(say("option_problem", lang, option="--record", problem=problem), _BAD,
                       lang)
    if seed is not None and seed < 0:
        # random.Random(-n) is random.Random(n): -1 would play the game of 1.
        raise fail(say("play_seed_negative", lang, seed=seed), _USAGE, lang)
    if seed is None:
        # No seed given: draw one, and say it (the deal line shows it) so the game can be
        # replayed with --seed.
        seed = random.SystemRandom().randrange(1_000_000)
    decks = tuple(_deck(text, lang) for text in deck or [])
    if discovery and len(decks) > 1:
        raise fail(say("play_discovery_decks", lang), _USAGE, lang)
    return SessionOptions(rules=rules, seed=seed, bots=name, dealer=seat, discovery=discovery,
                          match=match, lang=lang, environment_lang=environment_language(),
                          decks=decks, imports=tuple(modules or ()))


def _match_option(rule: list[str], target: int | None, whole_match: bool) -> str | None:
    """The option that asks for a match, as the user typed it: ``--target``, ``--match``
    or ``--rule target=N`` (one option of ``rule``, as ``rule_flags`` splits them); None
    where none does."""
    if target is not None:
        return "--target"
    if whole_match:
        return "--match"
    target_rule = next((r.strip() for r in rule_flags(rule)
                        if r.partition("=")[0].strip().lower() == "target"), None)
    return None if target_rule is None else f"--rule {target_rule}"


def _from_position(options: SessionOptions, path: str, rule: list[str], deck: list[str],
                   discovery: bool, dealer: str | None, match: str | None) -> SessionOptions:
    """``--from FILE``: the position read (its problems said each at its line, exit 1),
    its rules those of the file under the --rule options, as ``score`` reads them. The
    options that say how a deal is dealt or how many are played go without it (exit 2):
    ``match``, the option that asks for a match as typed (``--target``, ``--match``,
    ``--rule target=N``: a position is one deal, no match), if any."""
    lang = options.lang
    clash = ("--deck" if deck else "--discovery" if discovery else "--dealer"
             if dealer is not None else match)
    if clash is not None:
        raise fail(say("play_from_clash", lang, option=clash), _USAGE, lang)
    if path in ("", "-") or descriptor_named(path) == 0:  # /dev/stdin: standard input
        raise fail(say("play_from_stdin", lang), _USAGE, lang)
    where = shown_name(path)
    try:
        position = load_position(path, rule_flags(rule))
    except DealFileErrors as e:
        raise file_problems(e, where, lang) from None
    return dataclasses.replace(options, rules=position.record.rules, position=position,
                               position_path=path)


def _deck(text: str, lang: str) -> tuple[int, ...]:
    """A ``--deck``: the 32 cards, each once, in the order they are dealt, each read as the
    prompt reads it (``cards.read_cards``: the suit letters of ``lang``, and those only the
    other language has; ``C`` beside the other language's letters is refused)."""
    try:
        cards = read_cards(text, lang)
    except BeloteError as e:
        raise fail(say("option_problem", lang, option="--deck", problem=describe(e, lang)),
                   _USAGE, lang) from None
    repeated = sorted({c for c in cards if cards.count(c) > 1})
    if repeated:
        raise fail(say("play_deck_twice", lang, card=card_symbol(repeated[0], lang)), _USAGE,
                   lang)
    if len(cards) != 32:
        raise fail(say("play_deck_count", lang, n=len(cards)), _USAGE, lang)
    return tuple(cards)


@reports_errors
def play(
    discovery: bool = typer.Option(
        False, "--discovery",
        help="A deal without bidding: trump drawn at random, you lead, random bots, no "
             "contract.",
    ),
    target: int | None = typer.Option(
        None, "--target", metavar="POINTS",
        help="Play a match to POINTS, 1 to 1,000,000,000 (1000, 501, 1500…; 2000 in coinche): "
             "deals follow until a team reaches it.",
    ),
    whole_match: bool = typer.Option(
        False, "--match",
        help="Play a match to the table's target: 1000, or 2000 with variant=coinche "
             "(--target sets another).",
    ),
    rule: list[str] = typer.Option(  # noqa: B008
        [], "--rule", "-r", metavar="NAME=VALUE",
        help="A rule option (see belote rules options), repeatable, e.g. undertrump=required, "
             "announcements=on, variant=coinche; several in one apart by commas or spaces, "
             "as on a deal file's 'rules:' line: variant=coinche,sa_ta=on.",
    ),
    seed: int | None = typer.Option(
        None, "--seed", metavar="N",
        help="Seed for a reproducible game, 0 or more (same seed, same input: same game).",
    ),
    bots: str | None = typer.Option(
        None, "--bots", metavar="NAME",
        help="The bots for N, E and W: heuristic (default), random, expert or "
             "expert-uniform, or one --import registers.",
    ),
    dealer: str | None = typer.Option(
        None, "--dealer", metavar="SEAT", help="The first dealer: N, E, S or W (default: drawn)."
    ),
    # Text, not a Path: Path("") would be ".", a directory, not the empty name it is.
    record: str | None = typer.Option(
        None, "--record", metavar="FILE",
        help="Write each finished deal to FILE in the deal-file format (for belote score); "
             "not - (the game is printed on standard output). A FIFO with no reader waits for "
             "one, as a shell redirect does.",
    ),
    deck: list[str] = typer.Option(  # noqa: B008
        [], "--deck", metavar="CARDS",
        help="A stacked deck: the 32 cards in the order they are dealt (repeatable: one per "
             "deal, then shuffles from the seed).",
    ),
    modules: list[str] = typer.Option(  # noqa: B008
        [], "--import", metavar="MODULE", help=IMPORT_HELP,
    ),
    lang: str | None = typer.Option(None, "--lang", metavar="LANG",
                                    help="The language of the game (cards V D R in French): "
                                         + LANG_HELP),
    no_color: bool = typer.Option(False, "--no-color", help=NO_COLOR_HELP),
    no_table: bool = typer.Option(
        False, "--no-table",
        help="On a terminal too, the lines alone, as through a pipe: no table, no screen "
             "cleared (for a screen reader, or to scroll back through the game).",
    ),
    pause: float = typer.Option(
        1, "--pause", metavar="SECONDS", parser=seconds,
        help="On a terminal, how long a finished trick stays on view (0: none; at most 10; "
             "never through a pipe).",
    ),
    from_file: str | None = typer.Option(
        None, "--from", metavar="FILE",
        help="Play on from a position: a deal file giving the four hands ('hand: S J♥ 7♥ "
             "…'), the trump and taker (or coinche contract) and the tricks already played, "
             "if any; the play goes on from the next card (see belote rules format).",
    ),
    resume: str | None = typer.Option(
        None, "--resume", metavar="FILE",
        help="Play on a match a record holds (one --record wrote, or written by hand): its "
             "rules, totals and next dealer read from FILE, each new deal appended to it.",
    ),
    review: bool = typer.Option(
        False, "--review",
        help="After each deal, the review: what each of your cards cost against perfect "
             "play, all hands open (and one that gave up the capot or let the other side make it, "
             "or changed the contract's result), and your taking, or your calls at coinche, "
             "judged by simulation (or type review).",
    ),
) -> None:
    """Play a deal, or a match, against bots.

    You sit South, North is your partner, East and West play against you; in the
    two-player games (--rule variant=deux or decouverte), North alone does. Type a card's
    number or the card itself (10♥, JS, V♠); help, hand, trick, last, score and quit work
    at any prompt, hint at your turn, review after a deal. Reads standard input, so it can
    be fed from a pipe.
    With --rule announcements=on you are offered your announcements at your first card;
    with --rule variant=coinche you bid: pass, 90 ♥, capot ♠, coinche, surcoinche.
    """
    options = _options(rule, target, seed, bots, dealer, discovery, lang, record, whole_match,
                       deck, modules)
    if not 0 <= pause <= MAX_PAUSE:  # nan too
        # nan, inf and 1e400 (a float's inf) as typed, and said not to be numbers at all.
        key = "play_pause" if math.isfinite(pause) else "play_pause_not_finite"
        raise fail(say(key, options.lang, pause=as_typed(pause, options.lang),
                       most=as_typed(MAX_PAUSE, options.lang)), _USAGE, options.lang)
    options = dataclasses.replace(options, review=review)
    if from_file is not None:
        options = _from_position(options, from_file, rule, deck, discovery, dealer,
                                 _match_option(rule, target, whole_match))
    if resume is not None:
        clash = ("--from" if from_file is not None else "--record" if record is not None
                 else "--deck" if deck else "--discovery" if discovery else "--dealer"
                 if dealer is not None else None)
        options = resume_match(options, resume, rule, target, clash)
        record = resume
    options = recorded_in(options, record, replaced=resume is None, position=from_file)
    if sys.stdin is None:
        raise fail(say("play_stdin_closed", options.lang), lang=options.lang)
    if isinstance(sys.stdin, io.TextIOWrapper):
        _read_input_as_utf8(sys.stdin)
    session: Session | DeuxSession = (DeuxSession(options) if options.rules.players == 2
                                      else Session(options))
    out = Printer(no_color)  # red ♥ ♦ in hands, tricks and the tally on a terminal
    busy = _busy_word(session, options.lang)
    # On a terminal the table is drawn before each question (``screen``); through a pipe,
    # the lines alone.
    screen = (Screen(session, no_color, pause, busy) if Screen.wanted() and not no_table
              else None)
    if screen is not None:
        screen.start()
    try:
        try:
            _run(session, out, screen, busy,
                 _Record(None if record is None else Path(record), options.resumed), options.lang)
        except Exception as e:
            failure = bot_failure(e, options.lang)  # an imported bot's, said in a line
            if failure is None:
                raise
            raise failure from None
    except (KeyboardInterrupt, Terminated) as stop:
        # Ctrl-C (or kill) said alone, "thinking…" erased (with a ^C echoed on it) or a new
        # line begun after a ^C echoed at a prompt; in a match, where it stands (--record).
        killed = isinstance(stop, Terminated)
        echoed = not killed and not busy.shown and echoes_ctrl_c(sys.stderr)
        busy.erase()
        sys.stdout.flush()
        if echoed:
            sys.stderr.write("\n")
        said = session.interrupted_message(killed)
        if said is None:
            raise
        typer.echo(said, err=True)
        raise typer.Exit(143 if killed else 130) from None
    finally:
        if screen is not None:
            screen.close()


def _run(session: Session | DeuxSession, out: Printer, screen: Screen | None,
         busy: Busy, saved: _Record, lang: str) -> None:
    """Show, ask, read, answer, until the game is over; each finished deal saved."""
    _show(out, session.start(), screen)
    try:
        _play(session, out, screen, busy, saved, lang)
        saved.save(session.records)
    finally:
        saved.close()
    if screen is None:  # the record closed: a FIFO's reader has the game whole meanwhile
        _last_page(session, out, busy, lang)


def _play(session: Session | DeuxSession, out: Printer, screen: Screen | None,
          busy: Busy, saved: _Record, lang: str) -> None:
    while not session.is_over:
        saved.save(session.records)
        typed = None
        if screen is None:
            out.echo(_fitted(session.prompt))
        else:
            screen.ask(session.prompt)
            typed = screen.take_typed()  # typed at the review's page instead of Enter
        line = _answer(lang) if typed is None else typed
        if not line:
            raise fail(session.end_of_input_message(), lang=lang)
        answer = session.handle_line(line)
        busy.erase()
        if session.idle >= MAX_IDLE and not is_tty(sys.stdin):
            # A pipe that sends the same refused line for ever (``yes 2 |``) would be
            # asked for ever: the game stops, its answer to the last line shown first.
            _show(out, answer, screen, line)
            raise fail(session.idle_message(line), lang=lang)
        # A deal that ended is saved before it is shown: on a terminal its page waits
        # for Enter, where Ctrl-D or Ctrl-C would end the command. A file that cannot be
        # written is said where the deal ends: its lines shown, not the next deal's.
        try:
            saved.save(session.records)
        except BeloteError as e:
            raise _not_recorded(e, session, out, screen, answer, line, saved, lang) from None
        _show(out, answer, screen, line)


def _not_recorded(error: BeloteError, session: Session | DeuxSession, out: Printer,
                  screen: Screen | None, answer: str, line: str, saved: _Record,
                  lang: str) -> typer.Exit:
    """The deal just played could not be written to the ``--record`` file: the deal's end
    shown (in a match, not the next deal's first lines: nothing more is played), then
    which deal is not in the file, what the file still holds (written whole or not at
    all: the deals before, as they were) and how to record the deal (a record played on,
    left as it was: back into it, ``--resume FILE --seed S``); the exit to raise."""
    end, match_on = session.deal_end, session.match is not None and not session.is_over
    session.leave()  # the next deal, dealt but not shown, is not played
    _show(out, answer if end is None else "\n".join(answer.split("\n")[:end]), screen, line)
    path = shown_name(str(saved.path))
    held, gone = saved.written + len(saved.before), error.code == "record_gone"
    changed = gone or error.code == "record_changed"
    kept = (say("play_resume_gone_kept" if gone else "play_resume_changed_kept", lang,
                path=path) if changed
            else say("play_record_untouched", lang, path=path) if not saved.written
            else say("play_record_keeps_one", lang, path=path) if held == 1
            else say("play_record_keeps", lang, path=path, n=held))
    if match_on:
        kept += " " + say("play_record_match_stops", lang)
    resume = None if changed else session.last_resume_args(str(saved.path))  # as given
    return fail("\n".join((
        say("play_record_lost", lang, deal=len(session.records) + len(saved.before),
            problem=describe(error, lang)), kept,
        say("play_resume_again" if resume else "play_resume_gone_again" if gone
            else "play_resume_changed_again" if changed else "play_record_again", lang,
            path=path, args=" ".join(resume or session.last_replay_args())))), lang=lang)


def _last_page(session: Session | DeuxSession, out: Printer, busy: Busy,
               lang: str) -> None:
    """After the last deal's tally, the question a terminal asks there (``Enter: leave ·
    review: …``) and its answers: ``review`` reviews the deal and ``help`` asks again; any
    other line (Enter, ``quit``, the moves of a file that go on past the game) or the end
    of input leaves, so that a pipe that never ends (``yes 1 |``) ends the command, and
    through a pipe so do ``MAX_IDLE`` lines of ``review`` or ``help`` in a row (``yes
    review |``). Nothing is asked after ``quit``."""
    if session.quit or session.last_game is None:
        return
    for _ in range(MAX_IDLE if not is_tty(sys.stdin) else sys.maxsize):
        out.echo(_fitted(say("screen_last_over", lang)))
        line = _answer(lang)
        word = " ".join(line.split()).lower()
        if word in REVIEW_WORDS:
            if session.reviewing is not None:  # "reviewing the deal…", as --review says it
                session.reviewing()
            review = session.review_lines()
            busy.erase()
            out.echo(_fitted("\n".join(review)))
        elif word not in _HELP:
            return


def _answer(lang: str) -> str:
    """The next line of standard input ("" at its end); an error reading it said."""
    try:
        return _read_line(sys.stdin)
    except OSError as e:
        raise fail(say("play_stdin_error", lang, why=str(e.strerror or e)),
                   lang=lang) from None


def _read_input_as_utf8(stdin: io.TextIOWrapper) -> None:
    """A stray byte that is not UTF-8 is an unknown word, not a crash. An ASCII input (the
    C locale, ``PYTHONIOENCODING=ascii``) is read as UTF-8, as the output is then written
    (click takes ASCII for a locale set wrong): the ``10♥`` the prompt shows reads when it
    is typed or pasted back. A UTF-8 input's byte order mark (a moves file saved by
    Notepad) is dropped, as the deal-file reader drops it: not the first answer's start;
    a lone carriage return ends a line, as in a deal file (answers saved on an old Mac)."""
    try:
        encoding = codecs.lookup(stdin.encoding).name
    except LookupError:
        encoding = ""
    with contextlib.suppress(ValueError, io.UnsupportedOperation):  # a lone \r ends a line
        stdin.reconfigure(encoding="utf-8-sig" if encoding in ("ascii", "utf-8")
                          else stdin.encoding, errors="replace", newline=None)


def _busy_word(session: Session | DeuxSession, lang: str) -> Busy:
    """"thinking…" while a hint is searched, and "reviewing the deal…" while ``--review``
    or ``review`` typed searches the deal just played, each erased when its answer is
    ready: on a terminal, and with the game piped into a file or a program, on standard
    error when it is a terminal (``terminal.Busy``); through pipes nothing, nor on a dumb
    terminal. Returns the ``Busy`` that says whether one is on the screen."""
    busy = Busy()
    if busy.stream is not None:
        def thinking() -> None:
            busy.show(say("thinking", lang))

        def reviewing() -> None:
            busy.show(say("play_review_thinking", lang))

        session.thinking = thinking
        session.reviewing = reviewing  # a terminal's screen says it its own way (``screen``)
    return busy


#: Lines in a row that do not answer the question (refused, unknown, blank, help…) after
#: which a game read from a pipe or a file stops (exit 1): no file of moves holds that many,
#: and ``yes 2 |`` would be asked for ever. A terminal is never stopped.
MAX_IDLE = 50

#: Characters of one line read and dropped before the input is taken for no text at all
#: (``< /dev/zero``): nobody types a line of a million characters.
MAX_DROPPED = 1 << 20


def _read_line(stream: TextIO) -> str:
    """One line of input; of a line longer than any answer only the start is kept (the
    session refuses it), the rest read and dropped: memory stays bounded, whatever comes.
    A line of more than ``MAX_DROPPED`` characters is a ``BeloteError``: no answer, and
    reading on would spin for ever on a stream that never ends a line; so is an input its
    encoding cannot read at all, past what ``errors="replace"`` mends
    (``PYTHONIOENCODING=utf-16``, answers piped with no byte order mark). Accents: NFC."""
    try:
        return composed(_read_line_of(stream))
    except UnicodeError:
        raise BeloteError(code="play_stdin_encoding",
                          encoding=getattr(stream, "encoding", None) or "?") from None


def _read_line_of(stream: TextIO) -> str:
    line = stream.readline(MAX_INPUT + 2)
    if len(line) <= MAX_INPUT + 1 or line.endswith("\n"):
        return line
    # Longer than any answer: read to its end, keeping its first characters after its
    # leading blanks (which the session strips), so that blanks before an answer neither
    # push it out of what is kept nor make a long answer look short.
    kept = line.lstrip()
    dropped = 0
    while True:
        rest = stream.readline(1 << 16)
        kept = (kept + rest).lstrip()[:MAX_INPUT + 2]
        if not rest or rest.endswith("\n"):
            return kept if kept.strip() else line  # blanks alone: a blank line, not the end
        # A line without end: keep reading (and dropping) until it ends.
        dropped += len(rest)
        if dropped > MAX_DROPPED:
            raise BeloteError(code="play_line_endless")


def _show(out: Printer, text: str, screen: Screen | None = None, typed: str = "") -> None:
    if screen is not None:
        screen.said(text, lambda: _read_line(sys.stdin), typed)
    elif text:
        out.echo(_fitted(text))


def _fitted(text: str) -> str:
    """``text`` as a pipe is given it: each line within 80 columns (``lines.wrapped``:
    a card's number, a bid's suit and a command to copy kept whole, the lines after the
    first after four blanks), as ``simulate`` and ``score`` print theirs; a line that
    fits as it is. A terminal's table wraps to the terminal's own width (``screen``)."""
    return "\n".join(part for line in text.split("\n") for part in wrapped(line, items=True))


class _Record:
    """The ``--record`` file, written after every finished deal: a regular file is replaced
    whole by all the deals so far (never half-written); a FIFO, a device or a descriptor
    (``/dev/stdout``) is opened once and given each deal once, as it ends, so that its
    reader takes the match in order and a FIFO is not waited on again after each deal.
    A record played on (``--resume``) is replaced whole by its text as read, then the new
    deals in its line endings (``Resumed.followed_by``); not where another program wrote
    it since (``BeloteError``, ``record_changed``)."""

    def __init__(self, path: Path | None, resumed: Resumed | None = None) -> None:
        self.path = path
        self.written = 0
        self.stream: AtomicFile | None = None
        self.before = () if resumed is None else resumed.records
        self.resumed = resumed
        #: A record played on: its text as this process last read or wrote it.
        self.text = "" if resumed is None else resumed.text

    def save(self, records: Sequence[DealRecord]) -> None:
        """Write the deals finished since the last call; a BeloteError says why it cannot."""
        if self.path is None or len(records) == self.written:
            return
        if self.resumed is not None:
            if not unchanged(self.path, self.text):  # another program wrote it since
                code = "record_changed" if self.path.exists() else "record_gone"  # or moved it
                raise BeloteError(code=code, path=shown_name(str(self.path)))
            text = self.resumed.followed_by(appended_text(list(records), self.before))
            write_whole(self.path, text)
            self.text = text
        elif self.stream is None and not is_stream(self.path):
            dump(list(records), self.path)
        else:
            if self.stream is None:
                self.stream = AtomicFile(self.path)  # a FIFO waits for its reader here
            # The deals after the first as dump appends them (appended_text: '---', each
            # deal's rules said where a line before holds), told the deals given before:
            # the stream gets in all the text of the file written whole, byte for byte.
            new = list(records[self.written:])
            self.stream.write(appended_text(new, records[:self.written]) if self.written
                              else dumps(new))
            self.stream.flush()
        self.written = len(records)

    def close(self) -> None:
        """Close a stream once the game is over (a regular file is already in place)."""
        if self.stream is not None:
            stream, self.stream = self.stream, None
            stream.discard()  # nothing to rename: it closes the stream
