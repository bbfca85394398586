"""``--import MODULE`` of ``belote simulate`` and ``belote play``: the bots a module of the
user's registers, played by the command; and a bot's exception during a deal, noted with
its seat and the deal by the library and said in one line by the command."""

from __future__ import annotations

import random
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from starting import started_by
from typer.testing import CliRunner

import belote_cli.bots.registry as registry
from belote_cli import play_deal
from belote_cli.cli import app
from belote_cli.core.seats import Seat

# A bot that passes and plays its lowest legal card (by the card's number).
_LOWEST = '''
from belote_cli import register_bot
from belote_cli.core.coinche import PASS


class {cls}:
    name = "{name}"

    def __init__(self, rng):
        self.rng = rng

    def bid(self, view):
        return None

    def coinche_call(self, hand, auction):
        return PASS

    def play(self, view):
        {play}
        return (view.legal & -view.legal).bit_length() - 1


register_bot("{name}", {cls})
'''


def _module(folder: Path, name: str, play: str = "pass", file: str | None = None) -> Path:
    path = folder / (file or f"{name}.py")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(_LOWEST.format(cls=name.capitalize(), name=name, play=play),
                    encoding="utf-8")
    return path


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The test's own folder as the current one, the registry, the path and the modules
    put back as they were afterwards."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(sys, "path", list(sys.path))
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:
        if getattr(sys.modules[name], "__file__", "").startswith(str(tmp_path)):
            del sys.modules[name]


def _run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, list(args), input=input)
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def test_simulate_plays_a_bot_of_an_imported_module(here: Path) -> None:
    _module(here, "lowest")
    code, out, err = _run("simulate", "--import", "lowest", "--ns", "lowest", "-n", "20",
                          "--seed", "1", "--jobs", "1")
    assert code == 0, err
    assert "bots: N lowest, E heuristic, S lowest, W heuristic" in out
    # The bot never takes: every contract is EW's.
    code, out, err = _run("simulate", "--import", "lowest", "--ns", "lowest", "-n", "20",
                          "--seed", "1", "--jobs", "1", "--json")
    assert code == 0, err
    assert '"bots": [\n      "lowest",' in out or '"lowest"' in out


def test_without_import_the_bot_is_unknown(here: Path) -> None:
    _module(here, "lowest")
    code, _out, err = _run("simulate", "--ns", "lowest", "-n", "1")
    assert code == 2
    assert "unknown bot 'lowest'" in err


@pytest.mark.parametrize(("command", "lang", "said"), [
    ("simulate", "en", "error: --bots: unknown bot 'infer' (known bots: expert, expert-uniform, "
     "heuristic, random); a bot of your own is loaded with --import MODULE\n"),
    ("play", "en", "error: --bots: unknown bot 'infer' (known bots: expert, expert-uniform, "
     "heuristic, random); a bot of your own is loaded with --import MODULE\n"),
    ("simulate", "fr", "erreur\xa0: --bots\xa0: robot inconnu 'infer' (robots connus\xa0: "
     "aléatoire, expert, expert-uniforme, heuristique)\xa0; votre propre robot se charge "
     "avec --import MODULE\n"),
])
def test_an_unknown_bot_says_the_built_in_names_and_import(command: str, lang: str,
                                                           said: str) -> None:
    # `belote simulate --bots infer` without --import said "unknown bot 'infer'" and the
    # built-in names, with no word of how a bot of one's own is loaded.
    done = CliRunner().invoke(app, [command, "--bots", "infer", "--lang", lang])
    assert done.exit_code == 2
    assert done.stderr == said


@pytest.mark.parametrize("path", ["./lowest_file.py", "bots/lowest_file.py"])
def test_a_file_is_imported_under_its_stem(here: Path, path: str) -> None:
    _module(here, "lowest_file", file=path)
    code, out, err = _run("simulate", "--import", path, "--bots", "lowest_file", "-n", "4",
                          "--seed", "1", "--jobs", "1")
    assert code == 0, err
    assert "bots: N lowest_file, E lowest_file" in out


def test_a_module_is_found_in_the_current_folder_before_the_path(here: Path) -> None:
    # docs/cli.md: a module's name is found from the current folder first, then on the
    # path: pick.py here (the bot near), not the one of a folder first on the path (far).
    _module(here, "near", file="pick.py")
    elsewhere = here / "elsewhere"
    _module(elsewhere, "far", file="pick.py")
    sys.path.insert(0, str(elsewhere))
    code, out, err = _run("simulate", "--import", "pick", "--bots", "near", "-n", "1",
                          "--jobs", "1")
    assert code == 0, err
    assert "bots: N near, E near, S near, W near" in out


def test_a_files_folder_is_put_first_on_the_path(here: Path) -> None:
    # docs/cli.md: a file is imported under its file's name, its folder put first on the
    # path: bots/pick.py (the bot far), not the pick.py of the current folder (near).
    _module(here, "near", file="pick.py")
    _module(here, "far", file="bots/pick.py")
    code, out, err = _run("simulate", "--import", "bots/pick.py", "--bots", "far", "-n", "1",
                          "--jobs", "1")
    assert code == 0, err
    assert "bots: N far, E far, S far, W far" in out
    assert sys.path[0] == str(here / "bots")


@pytest.mark.parametrize("method", ["spawn", "forkserver"])
def test_jobs_2_started_afresh_gives_the_report_of_jobs_1(
        here: Path, monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # A worker started afresh imports the module again to read the bot's maker: it finds
    # it from the folder the command put on the path.
    _module(here, f"lowest_{method}")
    args = ["simulate", "--import", f"lowest_{method}", "--ew", f"lowest_{method}",
            "-n", "400", "--seed", "7"]
    code, one, err = _run(*args, "--jobs", "1")
    assert code == 0, err
    started_by(monkeypatch, method)
    code, two, err = _run(*args, "--jobs", "2")
    assert code == 0, err
    assert "(2 jobs)" in err
    assert two == one


def test_a_module_not_found(here: Path) -> None:
    assert _run("simulate", "--import", "nosuch") == (
        1, "", "error: --import nosuch: no module named 'nosuch'\n")
    assert _run("play", "--import", "nosuch", "--lang", "fr") == (
        1, "", "erreur\u00a0: --import nosuch\u00a0: aucun module nommé 'nosuch'\n")


@pytest.mark.parametrize("name", [".lowest", "2.5", "a b"])
def test_no_module_can_have_the_name(here: Path, name: str) -> None:
    assert _run("simulate", "--import", name) == (
        1, "", f"error: --import {name}: no module named {name!r}\n")


def test_an_empty_value_is_said_empty(here: Path) -> None:
    # Not "no module named ''": an empty value names nothing to look for.
    assert _run("simulate", "--import", "") == (
        1, "", "error: --import '': the value is empty; give a module's name (letters, "
               "digits and _, not a digit first) or a .py file\n")
    assert _run("play", "--import", "", "--lang", "fr") == (
        1, "", "erreur\u00a0: --import ''\u00a0: la valeur est vide\u00a0; donnez le nom "
               "d'un module (lettres, chiffres et _, pas de chiffre en tête) ou un fichier "
               ".py\n")
    # After a good module too: each value is read in turn.
    (here / "quiet.py").write_text("X = 1\n", encoding="utf-8")
    code, _out, err = _run("simulate", "--import", "quiet", "--import", "", "-n", "1")
    assert (code, err) == (1, "error: --import '': the value is empty; give a module's "
                              "name (letters, digits and _, not a digit first) or a .py "
                              "file\n")


def test_a_file_not_found(here: Path) -> None:
    assert _run("simulate", "--import", "./none.py") == (
        1, "", "error: --import ./none.py: no such file\n")


def test_a_file_whose_name_a_module_imported_already_holds(here: Path) -> None:
    # json.py would be imported as json, which the program has imported from its own
    # file: refused, naming that file, never the other module taken for the file's. sys
    # has no file: named by what it is.
    import json

    (here / "json.py").write_text("X = 1\n", encoding="utf-8")
    (here / "sys.py").write_text("X = 1\n", encoding="utf-8")
    assert _run("simulate", "--import", "./json.py", "-n", "1") == (
        1, "", f"error: --import ./json.py: a module named 'json' is imported already, "
               f"from {json.__file__}\n")
    assert _run("simulate", "--import", "sys.py", "-n", "1", "--lang", "fr") == (
        1, "", "erreur\u00a0: --import sys.py\u00a0: un module nommé 'sys' est déjà "
               "importé, depuis <module 'sys' (built-in)>\n")
    # The same file named twice is the module it made the first time: no other.
    _module(here, "lowest")
    code, out, err = _run("simulate", "--import", "./lowest.py", "--import", "lowest.py",
                          "--bots", "lowest", "-n", "2", "--seed", "1", "--jobs", "1")
    assert code == 0, err
    assert "bots: N lowest, E lowest, S lowest, W lowest" in out


def test_a_module_that_raises_while_imported(here: Path) -> None:
    (here / "broken.py").write_text("import missing_too\n", encoding="utf-8")
    (here / "boom.py").write_text("raise ValueError('no bots today')\n", encoding="utf-8")
    assert _run("simulate", "--import", "boom") == (
        1, "", "error: --import boom: the module raised ValueError: no bots today\n")
    assert _run("simulate", "--import", "boom", "--lang", "fr") == (
        1, "", "erreur\u00a0: --import boom\u00a0: le module a levé ValueError\u00a0: no bots "
               "today\n")
    # A module it imports missing is the module's problem, not a module not found.
    assert _run("play", "--import", "broken") == (
        1, "", "error: --import broken: the module raised ModuleNotFoundError: No module "
               "named 'missing_too'\n")


def test_a_module_that_registers_no_bot_is_fine(here: Path) -> None:
    (here / "quiet.py").write_text("X = 1\n", encoding="utf-8")
    code, _out, err = _run("simulate", "--import", "quiet", "-n", "2", "--seed", "1",
                           "--jobs", "1")
    assert code == 0, err


def test_play_with_an_imported_bot(here: Path) -> None:
    _module(here, "lowest_play")
    code, out, err = _run("play", "--import", "lowest_play", "--bots", "lowest_play",
                          "--seed", "1", "--dealer", "E", input="quit\n")
    assert code == 0, err
    assert "Traceback" not in out + err


# --- a bot's exception during a deal ---------------------------------------------------

class _Crash:
    name = "crash"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def bid(self, view: object) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: object) -> object:
        raise AssertionError("not in classic")

    def play(self, view: object) -> int:
        tricks = view.tricks  # type: ignore[attr-defined]
        if len(tricks) == 1:
            return 1 // 0
        legal: int = view.legal  # type: ignore[attr-defined]
        return (legal & -legal).bit_length() - 1


def test_the_library_notes_where_a_bot_raised() -> None:
    bots = ["heuristic", _Crash(random.Random(1)), "heuristic", "heuristic"]
    with pytest.raises(ZeroDivisionError) as caught:
        play_deal(bots, seed=1, dealer=Seat.N)  # type: ignore[arg-type]
    error = caught.value
    assert type(error) is ZeroDivisionError and str(error) == "integer division or modulo by zero"
    # The bot's own line is in the traceback, as without the note.
    assert caught.traceback[-1].name == "play"
    if sys.version_info >= (3, 11):
        assert error.__notes__ == ["raised by the bot 'crash' at E, trick 2"]


def test_the_deal_is_added_once_and_only_where_a_bot_raised() -> None:
    from belote_cli.engine.views import FAULT, bot_raised, deal_of_fault

    # An exception no bot raised is left as it is: no fault, no note.
    plain = ValueError("not a bot's")
    deal_of_fault(plain, 3)
    assert getattr(plain, FAULT, None) is None and getattr(plain, "__notes__", None) is None
    # A bot's exception takes the deal once: a second deal named later leaves the first.
    error = ZeroDivisionError("division by zero")
    bot_raised(error, _Crash(random.Random(1)), Seat.E, 2)
    deal_of_fault(error, 4)
    deal_of_fault(error, 5)
    assert getattr(error, FAULT).deal == 4
    if sys.version_info >= (3, 11):
        assert error.__notes__ == ["raised by the bot 'crash' at E, deal 4, trick 2"]


def test_the_simulation_notes_the_deal(here: Path) -> None:
    from belote_cli import simulate

    registry.register_bot("crash", _Crash)
    with pytest.raises(ZeroDivisionError) as caught:
        simulate(deals=3, seed="1", ns="heuristic", ew="crash", jobs=1)
    if sys.version_info >= (3, 11):
        # The first deal someone takes (a void deal has no play): W or E's first card of
        # trick 2, the deal said by its number in the run (as --start numbers them).
        (note,) = caught.value.__notes__
        assert re.fullmatch(r"raised by the bot 'crash' at [EW], deal \d+, trick 2", note)


def test_simulate_says_an_imported_bot_raised(here: Path) -> None:
    path = _module(here, "crashing", play="if len(view.tricks) == 1: 1 / 0")
    code, out, err = _run("simulate", "--import", "crashing", "--ew", "crashing",
                          "-n", "5", "--seed", "1", "--jobs", "1")
    assert code == 1 and out == ""
    lines = err.splitlines()
    assert re.fullmatch(r"error: the bot 'crashing' at [EW] raised ZeroDivisionError: "
                        r"division by zero \(deal \d+, trick 2\)", lines[0])
    # Then the bot's own line, and no frame of the package's.
    # (_LOWEST's line 19: its first line is empty)
    assert lines[1] == f'  File "{path}", line 19, in play'
    assert lines[2].strip() == "if len(view.tricks) == 1: 1 / 0"
    assert "belote_cli" not in err and "Traceback" not in err


def test_play_says_an_imported_bot_raised_in_the_auction(here: Path) -> None:
    # Dealt by S, W speaks first (clockwise: S, W, N, E): a bot whose bid raises.
    (here / "mute.py").write_text(_LOWEST.format(cls="Mute", name="mute", play="pass")
                                  .replace("return None", "raise KeyError('x')", 1),
                                  encoding="utf-8")
    code, _out, err = _run("play", "--import", "mute", "--bots", "mute", "--seed", "1",
                           "--dealer", "S", input="")
    assert code == 1
    assert err.splitlines()[0] == ("error: the bot 'mute' at W raised KeyError: 'x' (deal 1, "
                                   "in the auction)")
    code, _out, err = _run("play", "--import", "mute", "--bots", "mute", "--seed", "1",
                           "--dealer", "S", "--lang", "fr", input="")
    assert code == 1
    assert err.splitlines()[0] == ("erreur\u00a0: le robot 'mute' en O a levé KeyError\u00a0: 'x' "
                                   "(donne 1, aux enchères)")


def test_a_built_in_bots_exception_is_left_as_it_is() -> None:
    # A bug of ours: the command lets it through as it is (no line of its own).
    from belote_cli.bots.heuristic import HeuristicBot
    from belote_cli.cli.commands.imports import bot_failure
    from belote_cli.engine.views import bot_raised

    error = RuntimeError("a bug")
    bot_raised(error, HeuristicBot(random.Random(1)), Seat.E, 3)
    assert bot_failure(error, "en") is None
    mine = RuntimeError("theirs")
    bot_raised(mine, _Crash(random.Random(1)), Seat.E, 3)
    assert bot_failure(mine, "en") is not None


def test_the_value_of_import_is_no_lang(here: Path) -> None:
    # belote simulate --import --lang fr: "--lang" is the module's name, as click reads
    # it, and fr an argument too many; nothing is imported. The usage error is said in
    # the French the user typed (docs/cli.md), not in the environment's English.
    code, _out, err = _run("simulate", "--import", "--lang", "fr")
    assert code == 2
    assert err.startswith("Utilisation\xa0: belote simulate")
    assert err.endswith("Erreur\xa0: argument en trop (fr)\n")


def test_simulate_says_where_an_imported_bot_played_no_card(here: Path) -> None:
    # A card the game refuses, returned by the bot, is placed as an exception it raises
    # is: its seat, the deal (which --start N --deals 1 plays again, to the same line) and
    # the trick, where the line said the bot and the card alone.
    _module(here, "nocard", play="if len(view.tricks) == 1: return None")
    pattern = (r"error: the nocard bot played NoneType None, not a card \(an int 0-31 of "
               r"view\.legal, or its text\) \(the bot at [EW], deal (\d+), trick 2\)")
    for jobs in ("1", "2"):
        code, out, err = _run("simulate", "--import", "nocard", "--ew", "nocard", "-n", "5",
                              "--seed", "1", "--jobs", jobs)
        assert code == 1 and out == ""
        [line] = err.splitlines()
        found = re.fullmatch(pattern, line)
        assert found is not None, line
    code, _out, again = _run("simulate", "--import", "nocard", "--ew", "nocard", "--seed",
                             "1", "--start", found.group(1), "--deals", "1")
    assert code == 1 and again == err
    code, _out, err = _run("simulate", "--import", "nocard", "--ew", "nocard", "-n", "5",
                           "--seed", "1", "--lang", "fr")
    assert code == 1
    assert re.fullmatch(r"erreur\u00a0: le robot nocard a joué NoneType None, pas une carte "
                        r"\(un int 0-31 de view\.legal, ou son texte\) \(le robot en [EO], "
                        r"donne \d+, pli 2\)", err.splitlines()[0]), err


def test_play_names_an_imported_bot_whose_bid_or_card_the_game_refuses(here: Path) -> None:
    # Dealt by S, W speaks first and, the user taking, leads trick 1 (at belote à deux N
    # speaks first): a bid of 7 and a card of None are the bot's, placed, where belote
    # play said 'suit: no suit 7, …' and 'card: a card is an int 0-31, …' without the bot.
    (here / "sevens.py").write_text(_LOWEST.format(cls="Sevens", name="sevens", play="pass")
                                    .replace("return None", "return 7", 1), encoding="utf-8")
    code, _out, err = _run("play", "--import", "sevens", "--bots", "sevens", "--seed", "1",
                           "--dealer", "S", input="")
    assert code == 1
    assert re.fullmatch(r"error: the sevens bot bid 7, not a suit it may take \(.\) or None "
                        r"to pass \(the bot at W, deal 1, in the auction\)", err.splitlines()[0])
    _module(here, "nocard", play="return None")
    code, out, err = _run("play", "--import", "nocard", "--bots", "nocard", "--seed", "1",
                          "--dealer", "S", input="take\n")
    assert code == 1
    assert err.splitlines()[0] == (
        "error: the nocard bot played NoneType None, not a card (an int 0-31 of view.legal, "
        "or its text) (the bot at W, deal 1, trick 1)")
    code, out, err = _run("play", "--import", "sevens", "--bots", "sevens", "--seed", "1",
                          "--dealer", "S", "--rule", "variant=deux", input="")
    assert code == 1
    assert re.fullmatch(r"error: the sevens bot bid 7, not a suit it may take \(.\) or None "
                        r"to pass \(the bot at N, deal 1, in the auction\)", err.splitlines()[0])


_UNMADE = '''
from belote_cli import register_bot


class NoRng:
    name = "norng"

    def bid(self, view):
        return None

    def play(self, view):
        return 0


class Failing:
    name = "failing"

    def __init__(self, rng):
        raise RuntimeError("no model file")

    def bid(self, view):
        return None

    def play(self, view):
        return 0


register_bot("norng", NoRng)
register_bot("failing", Failing)
'''


def test_a_bot_that_cannot_be_made_is_said_before_any_deal(here: Path) -> None:
    # A bot is made from a random.Random (docs/api.md): a class that takes none, or an
    # __init__ that raises, printed the command's whole traceback once the deals began.
    # Said in a line naming the bot and the exception, then its own file's frames, exit
    # 1, nothing played.
    path = here / "unmade.py"
    path.write_text(_UNMADE, encoding="utf-8")
    code, out, err = _run("simulate", "--import", "unmade", "--ew", "norng", "-n", "5",
                          "--seed", "1", "--jobs", "1")
    assert (code, out) == (1, "")
    assert err == ("error: the bot 'norng' cannot be made: it raised TypeError: NoRng() "
                   "takes no arguments (a bot is made from a random.Random: Bot(rng))\n")
    code, out, err = _run("play", "--import", "unmade", "--bots", "failing", "--seed", "1",
                          "--lang", "fr", input="1\n")
    assert (code, out) == (1, "")
    lines = err.splitlines()
    # Its own error, not one of how it is called: no word of how a bot is made.
    assert lines[0] == ("erreur\xa0: le robot 'failing' ne peut pas être créé\xa0: il a "
                        "levé RuntimeError\xa0: no model file")
    assert lines[1] == f'  File "{path}", line 19, in __init__'  # _UNMADE's raise
    assert "belote_cli" not in err and "Traceback" not in err


_NO_PLAY = '''
from belote_cli import register_bot


class NoPlay:
    name = "noplay"

    def __init__(self, rng):
        pass

    def bid(self, view):
        return None


register_bot("noplay", NoPlay)
'''


def test_a_bot_without_play_is_said_before_any_deal(here: Path) -> None:
    # A bot has bid(view) and play(view) (docs/bots.md). One without play printed the
    # command's whole traceback at its first card, an AttributeError from the engine.
    (here / "noplay.py").write_text(_NO_PLAY, encoding="utf-8")
    code, out, err = _run("simulate", "--import", "noplay", "--bots", "noplay", "-n", "3",
                          "--seed", "1", "--jobs", "1")
    assert (code, out) == (1, "")
    assert err == ("error: the bot 'noplay' made a NoPlay, not a bot: it has no play(view) "
                   "(a bot has bid(view) and play(view), and coinche_call(hand, auction) at "
                   "coinche)\n")
    code, out, err = _run("play", "--import", "noplay", "--bots", "noplay", "--seed", "1",
                          "--lang", "fr", input="")
    assert (code, out) == (1, "")
    assert err == ("erreur\xa0: le robot 'noplay' a créé un NoPlay, qui n'est pas un robot\xa0: "
                   "il n'a pas de play(view) (un robot a bid(view) et play(view), et "
                   "coinche_call(hand, auction) à la coinche)\n")
    # At coinche its calls too: a bot with bid and play and no coinche_call stopped
    # simulate at deal 0 (AttributeError). play, whose game a position or a match played
    # on may give, asks for its cards alone before the deal, its calls as the deal does.
    (here / "nocall.py").write_text(_NO_PLAY.replace("noplay", "nocall").replace(
        "NoPlay", "NoCall").replace("return None\n", "return None\n\n    def play(self, "
                                    "view):\n        return 0\n", 1), encoding="utf-8")
    code, out, err = _run("simulate", "--import", "nocall", "--bots", "nocall", "--seed", "1",
                          "--rule", "variant=coinche", "--lang", "fr")
    assert (code, out) == (1, ""), err
    assert err.startswith("erreur\xa0: le robot 'nocall' a créé un NoCall, qui n'est pas un "
                          "robot\xa0: il n'a pas de coinche_call(hand, auction) (un robot a"), err
    # Two things lacking, joined in French by 'ni', not the English 'nor'.
    (here / "bare.py").write_text(
        "from belote_cli import register_bot\n\n\nclass Bare:\n    name = 'bare'\n\n"
        "    def __init__(self, rng):\n        pass\n\n    def play(self, view):\n"
        "        return (view.legal & -view.legal).bit_length() - 1\n\n\n"
        "register_bot('bare', Bare)\n", encoding="utf-8")
    code, out, err = _run("simulate", "--import", "bare", "--bots", "bare", "--seed", "1",
                          "--rule", "variant=coinche", "--lang", "fr")
    assert (code, out) == (1, "")
    assert "il n'a pas de bid(view) ni coinche_call(hand, auction)" in err, err
    # Without a taking (the discovery deal), its cards are all a deal asks.
    code, out, err = _run("simulate", "--import", "bare", "--bots", "bare", "--seed", "1",
                          "-n", "5", "--discovery", "--jobs", "1")
    assert code == 0, err


# --- the commands to copy name the modules --------------------------------------------

def test_the_line_to_play_a_match_on_names_the_import_its_bots_need(here: Path) -> None:
    # "To play the match on later: belote play --resume m.belote --bots lowest_play" ran
    # into "unknown bot" (exit 2): the bot is known only once its module is imported.
    _module(here, "lowest_play", file="my bots/lowest_play.py")
    code, out, err = _run("play", "--import", "my bots/lowest_play.py", "--bots",
                          "lowest_play", "--seed", "3", "--match", "--record", "m.belote",
                          input="1\n" * 40 + "quit\n")
    assert code == 0, err
    later = out.rpartition("To play the match on later:")[2]
    last = " ".join(line.strip().removesuffix("\\").strip() for line in later.splitlines())
    assert last == ("belote play --resume m.belote --import 'my bots/lowest_play.py' "
                    "--bots lowest_play"), last
    # The command runs: the match played on from the file, with the module's bot.
    again = shlex.split(last.removeprefix("belote play "))
    code, out, err = _run("play", *again, input="quit\n")
    assert code == 0, err
    assert "Match to 1,000 points, from m.belote: " in out
    assert re.search(r"^Deal \d+: dealer ", out, re.M), out


def test_the_line_to_play_a_deal_again_names_the_import(
        here: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A deal that cannot be recorded (the disk full): the line that plays it again alone
    # names the module before the bot.
    import errno

    _module(here, "lowest_play")

    def full(*args: object, **kwargs: object) -> object:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("tempfile.mkstemp", full)
    code, out, err = _run("play", "--import", "lowest_play", "--bots", "lowest_play",
                          "--seed", "3", "--record", "d.belote", input="1\n" * 40)
    monkeypatch.undo()
    assert code == 1
    lost, kept, again = err.splitlines()
    assert again.startswith("To record the deal, play it again alone into another file, ")
    command = shlex.split(again.partition(": belote play ")[2])
    assert command == ["--seed", "3", "--dealer", "E", "--import", "lowest_play", "--bots",
                       "lowest_play", "--record", "FILE"], again
