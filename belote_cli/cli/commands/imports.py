"""``--import MODULE`` of ``simulate`` and ``play``: modules of the user's imported before
the bot names are read, so that the bots they register (``belote_cli.register_bot``) can
be named; and what the command says when such a bot raises an exception during a deal.

``MODULE`` is a module's name, found from the current folder, then on the path (as
``python -m`` finds one), or a Python file (a name ending in ``.py`` or holding a ``/``),
imported under its file's stem as module name, its folder put first on the path. The
folder is on the path of the worker processes too (``--jobs``: those started afresh get
the parent's path), so that they find the module again to read its bots' makers.
"""

from __future__ import annotations

import importlib
import os
import sys
import traceback
from collections.abc import Sequence

import typer

from ...texts import say
from .common import fail

#: The help of ``--import``.
IMPORT_HELP = ("Import MODULE first, for the bots it registers (belote_cli.register_bot): a "
               "module's name, found from the current folder then the path, or a .py file, "
               "imported under its file's name; repeatable.")


def import_modules(modules: Sequence[str], lang: str) -> None:
    """Import each of ``modules`` in turn; one that cannot be found or raises while it is
    imported exits 1 with a line saying so (its exception's type and message, no
    traceback). A module that registers no bot is imported all the same."""
    if not modules:
        return
    here = os.getcwd()
    if here not in sys.path:
        sys.path.insert(0, here)  # the current folder, as python -m would look first
    for module in modules:
        if not module:
            raise fail(say("import_empty", lang), lang=lang)
        name = _module_name(module, lang)
        if not all(part.isidentifier() for part in name.split(".")):
            # No module has this name ('.x', '2.5'): not asked of the import system,
            # which would take '.x' for a relative import.
            raise fail(say("import_not_found", lang, module=module, name=name), lang=lang)
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name is not None and (name == e.name or name.startswith(e.name + ".")):
                raise fail(say("import_not_found", lang, module=module, name=e.name),
                           lang=lang) from None
            raise fail(_raised(module, e, lang), lang=lang) from None
        except (Exception, SystemExit) as e:  # a SyntaxError too: the module's own problem
            raise fail(_raised(module, e, lang), lang=lang) from None


def _raised(module: str, error: BaseException, lang: str) -> str:
    return say("import_raised", lang, module=module, kind=type(error).__name__,
               message=str(error))


def _module_name(module: str, lang: str) -> str:
    """The name to import for ``module``: itself, or for a file its stem, its folder put
    first on the path."""
    if not (module.endswith(".py") or "/" in module or os.sep in module):
        return module
    path = os.path.abspath(module)
    if not os.path.isfile(path):
        raise fail(say("import_no_file", lang, module=module), lang=lang)
    folder, file = os.path.split(path)
    name = file[:-3] if file.endswith(".py") else file
    if not name.isidentifier():
        raise fail(say("import_bad_name", lang, module=module, name=name), lang=lang)
    known = sys.modules.get(name)
    where = getattr(known, "__file__", None)
    if known is not None and not (isinstance(where, str)
                                  and os.path.abspath(where) == path):
        raise fail(say("import_taken", lang, module=module, name=name,
                       file=where if isinstance(where, str) else repr(known)), lang=lang)
    if folder in sys.path:
        sys.path.remove(folder)
    sys.path.insert(0, folder)
    return name


def bot_failure(error: BaseException, lang: str) -> typer.Exit | None:
    """What the command says of ``error`` when a bot not of this package raised it during
    a deal (``engine.views.bot_raised``): the line naming the bot, its seat, the deal and
    the exception (or the card, bid or call it returned that the game refused, an
    ``IllegalPlayError``), then the frames of the traceback in the bot's own file (none
    where the exception came from a worker process); the exit to raise. None for any other error (a
    built-in bot's is a bug, left to show as it is)."""
    from ...core.errors import IllegalPlayError
    from ...core.seats import Seat
    from ...engine.views import FAULT, BotFault
    from ...texts import describe, seat_letter

    fault = getattr(error, FAULT, None)
    if not isinstance(fault, BotFault) or fault.built_in:
        return None
    seat = seat_letter(Seat[fault.seat], lang) if fault.seat in Seat.__members__ else fault.seat
    # A card, bid or call the bot returned that the game refuses: its own message, placed.
    if isinstance(error, IllegalPlayError):
        key = "bot_gave_auction" if fault.trick is None else "bot_gave_trick"
        message = describe(error, lang)
    else:
        key = "bot_raised_auction" if fault.trick is None else "bot_raised_trick"
        message = str(error)
    exit_ = fail(say(key, lang, bot=fault.bot, seat=seat, kind=type(error).__name__,
                     message=message, deal=fault.deal if fault.deal is not None else "?",
                     trick=fault.trick), lang=lang)
    own = bot_frames(error, fault.file)
    if own:
        typer.echo(own, err=True)
    return exit_


def bots_made(names: Sequence[str | None], lang: str,
              asked: tuple[str, ...] | None = None) -> None:
    """Make one of each bot of one's own that ``names`` name (the built-in ones left out),
    before any deal, so that one that cannot be made (its maker raising: a class that
    takes no ``random.Random``, an ``__init__`` that fails) is said in a line naming it and
    the exception, then the frames of the traceback in its own file (exit 1), where the
    command's whole traceback was printed once the deals began; and one that makes no bot
    (without what ``asked`` names, ``engine.views.bot_asks``; its cards where the deal is
    not known yet: ``made_bot``) is said so."""
    import random

    from ...bots.registry import bot_factory, bot_key, is_built_in
    from ...engine.views import PLAY_ASKED, bot_lacks, source_file

    for name in dict.fromkeys(n for n in names if n is not None):
        if is_built_in(bot_key(name)):
            continue
        maker = bot_factory(name)
        try:
            bot = maker(random.Random(0))
        except Exception as e:
            # A TypeError most likely of how it is called: said how a bot is made.
            key = "bot_not_made" if isinstance(e, TypeError) else "bot_not_made_raised"
            exit_ = fail(say(key, lang, bot=name, kind=type(e).__name__, message=str(e)),
                         lang=lang)
            own = bot_frames(e, source_file(maker))
            if own:
                typer.echo(own, err=True)
            raise exit_ from None
        missing = bot_lacks(bot, PLAY_ASKED if asked is None else asked)  # as made_bot
        if missing:
            raise fail(say("bot_lacks", lang, bot=name, made=type(bot).__name__,
                           missing=missing), lang=lang)


def bot_frames(error: BaseException, file: str | None) -> str:
    """The frames of ``error``'s traceback in the bot's own ``file`` (``BotFault.file``),
    as Python prints them, but the carets under a line's expression, which a traceback
    sent back from a Dask worker places wrongly (its columns are lost on the way): the same
    lines from every scheduler; empty where there is none (no file, or the exception came
    from a worker process)."""
    if file is None:
        return ""
    frames = [traceback.FrameSummary(frame.filename, frame.lineno, frame.name, line=frame.line)
              for frame in traceback.extract_tb(error.__traceback__)
              if os.path.abspath(frame.filename) == os.path.abspath(file)]
    return "".join(traceback.format_list(frames)).rstrip("\n")
