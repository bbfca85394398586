"""The build: which modules run compiled (``belote_cli.build``, setup.py)."""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from belote_cli import __version__, build
from belote_cli.cli import app
from belote_cli.core.cards import HEARTS, SPADES, mask_of, parse_cards

ROOT = Path(__file__).resolve().parent.parent


def test_the_build_tested_is_the_one_asked_for() -> None:
    # .ci/run runs the suite on three builds: the editable install (the native core, the
    # rest interpreted), ``pip install .`` (the native core and the modules mypyc
    # compiles) and the pure-Python reference (BELOTE_PURE_PYTHON=1). BELOTE_BUILD says
    # which one a run must be testing, so that no run tests another by mistake.
    want = os.environ.get("BELOTE_BUILD")
    if want is None:
        pytest.skip("BELOTE_BUILD is not set")
    expected = list(build.COMPILABLE) if want == "compiled" else []
    assert build.compiled() == expected
    assert build.native() is (want != "pure")
    # What --version says agrees with what the solver uses.
    assert build.describe().startswith("native core" if want != "pure" else "pure Python")


def test_version_loads_no_engine() -> None:
    # ``belote --version`` answers from the files installed: no engine module, no bot.
    code = ("import sys; from belote_cli.cli import app; sys.argv = ['belote', '--version']\n"
            "try:\n    app(prog_name='belote')\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('belote_cli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    loaded = set(ast.literal_eval(out.splitlines()[-1]))
    assert not loaded & {"belote_cli.engine.game", "belote_cli.bots", "belote_cli.dealfile",
                         "belote_cli.simulation", "belote_cli.bots.solver"}, loaded


def test_version_loads_none_of_the_rules() -> None:
    # ``belote --version`` says words of the catalogue alone: none of the cards, seats,
    # rules, bids, calls, announcements or scores that name the values of other texts
    # (``texts`` imports them where a value is named by them), neither json nor tempfile.
    code = ("import sys; from belote_cli.launch import main; sys.argv = ['belote', "
            "'--version']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('belote_cli.core') "
            "or m in ('json', 'tempfile')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.startswith(f"belote {__version__} (")
    # What the library's errors need: the errors, their English and the numbers in them.
    assert set(ast.literal_eval(out.splitlines()[-1])) <= {
        "belote_cli.core", "belote_cli.core.errors", "belote_cli.core.english",
        "belote_cli.core.numbers", "belote_cli.core.substitutes"}


def test_score_loads_neither_pydantic_nor_the_bots() -> None:
    # ``belote score`` of one deal loads what it uses: Typer's parsing of its text and
    # flag options needs no pydantic (Typer 0.2x builds a pydantic TypeAdapter for each
    # parameter otherwise, which doubled the start-up), and scoring needs no bot.
    made = ROOT / "examples" / "made.belote"
    code = (f"import sys; from belote_cli.cli import app; sys.argv = ['belote', 'score', "
            f"{str(made)!r}, '--rule', 'belote=auto', '--rule', 'undertrump=required', "
            "'--lang', 'en']\n"
            "try:\n    app(prog_name='belote')\nexcept SystemExit as e:\n    code = e.code\n"
            "print(code, sorted(m for m in sys.modules if m.startswith(('pydantic', "
            "'belote_cli.bots'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "check: 152 + 10 = 162" in out
    assert out.splitlines()[-1] == "0 []"


def _loaded_by(*args: str) -> set[str]:
    """The package's modules a process running ``belote ARGS`` has loaded at its end."""
    code = (f"import sys; from belote_cli.launch import main; sys.argv = ['belote', "
            f"*{list(args)!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('belote_cli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    return set(ast.literal_eval(out.splitlines()[-1]))


def test_score_loads_no_game() -> None:
    # A deal file is read, replayed and scored by the deal file's replay and the match's
    # count (``engine.match``): no ``Game``, none of belote à deux, no view of a seat, none
    # of the library's checks of its arguments (``engine.actions``). Each variant's module
    # is imported at its first deal (``engine/__init__``), not with the engine.
    loaded = _loaded_by("score", str(ROOT / "examples" / "made.belote"))
    assert "belote_cli.engine.match" in loaded  # the test sees what score loads
    assert not loaded & {"belote_cli.engine.game", "belote_cli.engine.deux",
                         "belote_cli.engine.views", "belote_cli.engine.picture",
                         "belote_cli.engine.dealing", "belote_cli.engine.actions"}, loaded


def test_the_engine_names_the_module_of_belote_a_deux_before_it_is_imported(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # ``engine.deux`` and ``from belote_cli.engine import deux``, read on the package before
    # it holds the module (the package's ``__getattr__``), are that module, as when the
    # package imported it; any other name the package lacks is an AttributeError.
    import belote_cli.engine as engine

    module = importlib.import_module("belote_cli.engine.deux")
    monkeypatch.delattr(engine, "deux")
    from belote_cli.engine import deux

    assert deux is module
    assert engine.deux is module
    with pytest.raises(AttributeError, match="'trois'"):
        engine.trois  # noqa: B018


def test_score_builds_the_table_of_its_deal_alone() -> None:
    # examples/made.belote is one deal at ♥, undertrump not required (the default): of
    # the twelve tables of the obligations (``rules.LEGAL_MASKS``) its replay needs the one
    # at index 0 << 3 | HEARTS, which alone is built; nor is the JSON module loaded
    # without --json.
    code = (f"import sys; from belote_cli.launch import main; sys.argv = ['belote', "
            f"'score', {str(ROOT / 'examples' / 'made.belote')!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "from belote_cli.core import rules\n"
            "print([i for i, t in enumerate(rules._LEGAL_MASKS) if t is not None], "
            "'LEGAL_MASKS' in vars(rules), 'json' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "check: 152 + 10 = 162" in out
    assert out.splitlines()[-1] == f"[{HEARTS}] False False"


def test_the_tables_of_the_obligations_read_whole_are_those_built_one_by_one() -> None:
    # ``LEGAL_MASKS`` read by name is the twelve tables (and an empty one for trump 6 and
    # 7), each the one ``legal_table`` gives, built once.
    from belote_cli.core import rules

    whole = rules.LEGAL_MASKS
    assert len(whole) == 16
    for undertrump in (False, True):
        for trump in range(8):
            table = whole[undertrump << 3 | trump]
            assert len(table) == (256 if trump < 6 else 0)
            assert rules.legal_table(trump, undertrump) is table
    # A table read lazily still says the rule: N leads the 7♥, E trumps with the 10♠ at ♠;
    # S, no ♥, holding the 7♠ and the 8♦, cannot overtrump: the 7♠ alone where the rule
    # asks to undertrump, either card where it does not.
    hand = mask_of(parse_cards("7♠ 8♦"))
    assert rules.legal_plays(hand, parse_cards("7♥ 10♠"), SPADES, True) == mask_of(
        parse_cards("7♠"))
    assert rules.legal_plays(hand, parse_cards("7♥ 10♠"), SPADES, False) == hand


def test_the_tables_read_whole_are_kept_and_no_other_name_is_made() -> None:
    # ``LEGAL_MASKS`` read by name is then kept as a name of the module's, the same tuple
    # at every reading; a name the module does not have is still an AttributeError.
    from belote_cli.core import rules

    whole = rules.LEGAL_MASKS
    assert vars(rules)["LEGAL_MASKS"] is whole and rules.LEGAL_MASKS is whole
    with pytest.raises(AttributeError, match="LEGAL_MASK'"):
        rules.LEGAL_MASK  # noqa: B018
    assert not hasattr(rules, "legal_masks")


def test_a_table_of_the_obligations_built_at_its_first_use_says_its_rule(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # N leads the 7♥, E trumps with the 10♠ at ♠; S, no ♥, holding the 7♠ and the 8♦,
    # cannot overtrump: the 7♠ alone where the rule asks to undertrump, either card where
    # it does not. Whichever table a deal builds first, each reads its own rule.
    from belote_cli.core import rules

    hand, trick = mask_of(parse_cards("7♠ 8♦")), parse_cards("7♥ 10♠")
    under = mask_of(parse_cards("7♠"))
    monkeypatch.setattr(rules, "_LEGAL_MASKS", [None] * 16)  # none built yet
    assert rules.legal_plays(hand, trick, SPADES, True) == under
    assert rules.legal_plays(hand, trick, SPADES, False) == hand
    # An index read as a tuple's: -16 is the first table (♠, undertrump not required),
    # and 16 is out of the sixteen.
    monkeypatch.setattr(rules, "_LEGAL_MASKS", [None] * 16)
    assert rules._legal_masks(-16) is rules.legal_table(SPADES, False)
    assert rules.legal_plays(hand, trick, SPADES, False) == hand
    assert rules.legal_plays(hand, trick, SPADES, True) == under
    with pytest.raises(IndexError):
        rules._legal_masks(16)


def test_plain_values_hand_anything_else_to_typer() -> None:
    # The pydantic-free coercion returns text and flags as they are and a repeated
    # option's values as a list; a value of another type goes to Typer's own coercion
    # (bytes decoded, as Typer does).
    from belote_cli.cli import _PlainValues

    class Param:
        multiple = False
        nargs = 1

    class Repeated(Param):
        multiple = True

    text = _PlainValues(str)
    assert text.coerce("x", Param(), None) == "x"
    assert text.coerce(None, Param(), None) is None
    assert text.coerce(("a", "b"), Repeated(), None) == ["a", "b"]
    assert text.coerce(None, Repeated(), None) == ()
    assert _PlainValues(bool).coerce(True, Param(), None) is True
    typer_coercion = pytest.importorskip("typer._coercion")
    param = Param()
    param.type_descriptor = typer_coercion.resolve_type_descriptor(  # type: ignore[attr-defined]
        str, typer.models.OptionInfo())
    assert text.coerce(b"caf\xc3\xa9", param, None) == "café"


def test_setup_compiles_the_modules_the_package_names() -> None:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    paths = next(ast.literal_eval(node.value) for node in ast.walk(tree)
                 if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets))
    assert [p.removesuffix(".py").replace("/", ".") for p in paths] == list(build.COMPILABLE)
    assert all((ROOT / p).is_file() for p in paths)


def test_the_compiled_modules_do_not_name_the_folder_they_were_built_in() -> None:
    # Their debugging information names the source tree "." (setup.py's prefix_maps), so
    # that two builds of one commit in two folders give the same bytes.
    package = Path(build.__file__).resolve().parent
    built = [path for path in package.rglob("*")
             if any(path.name.endswith(suffix)
                    for suffix in importlib.machinery.EXTENSION_SUFFIXES)]
    if not built:
        pytest.skip("nothing compiled in this install")
    named = [path.name for path in built if str(ROOT).encode() in path.read_bytes()]
    assert named == [], "built before setup.py's prefix_maps? install again (pip install -e .)"


@pytest.mark.parametrize(("native", "names", "text"), [
    (True, [], "native core, simulation loops interpreted"),
    (False, [], "pure Python, simulation loops interpreted"),
    (True, list(build.COMPILABLE), "native core, simulation loops compiled with mypyc"),
    (True, ["belote_cli.bots.heuristic", "belote_cli.bots.fastplay"],
     "native core, partly compiled with mypyc: heuristic, fastplay"),
])
def test_describe(monkeypatch: pytest.MonkeyPatch, native: bool, names: list[str],
                  text: str) -> None:
    monkeypatch.setattr(build, "compiled", lambda: names)
    monkeypatch.setattr(build, "native_built", lambda: native)
    monkeypatch.delenv("BELOTE_PURE_PYTHON", raising=False)
    assert build.describe() == text


@pytest.mark.parametrize(("value", "pure"), [
    ("1", True), ("yes", True), ("True", True), ("on", True),
    # "Off" values keep the native core (any non-empty value turned it off: =0 too).
    ("", False), ("0", False), ("false", False), ("No", False), (" off ", False),
])
def test_belote_pure_python_reads_off_values(monkeypatch: pytest.MonkeyPatch, value: str,
                                             pure: bool) -> None:
    monkeypatch.setattr(build, "compiled", lambda: [])
    monkeypatch.setattr(build, "native_built", lambda: True)
    monkeypatch.setenv("BELOTE_PURE_PYTHON", value)
    assert build.describe().startswith("pure Python" if pure else "native core")


def test_version_says_the_build() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert re.fullmatch(rf"belote {re.escape(__version__)} \((native core|pure Python), "
                        r"(simulation loops interpreted|simulation loops compiled with mypyc"
                        r"|partly compiled with mypyc: [a-z, ]+)\)\n", result.output)


@pytest.mark.parametrize(("native", "names", "english", "french"), [
    (True, [], "native core, simulation loops interpreted",
     "cœur natif, boucles de simulation interprétées"),
    (False, list(build.COMPILABLE), "pure Python, simulation loops compiled with mypyc",
     "Python pur, boucles de simulation compilées avec mypyc"),
    (True, ["belote_cli.bots.heuristic", "belote_cli.bots.fastplay"],
     "native core, partly compiled with mypyc: heuristic, fastplay",
     "cœur natif, compilé en partie avec mypyc\xa0: heuristic, fastplay"),
])
def test_version_says_the_build_in_the_language_asked(
        monkeypatch: pytest.MonkeyPatch, native: bool, names: list[str], english: str,
        french: str) -> None:
    # Under French, the build in French words (it said 'native core, simulation loops
    # interpreted' whatever the language); in English, describe()'s words.
    monkeypatch.setattr(build, "compiled", lambda: names)
    monkeypatch.setattr(build, "native_built", lambda: native)
    monkeypatch.delenv("BELOTE_PURE_PYTHON", raising=False)
    assert build.describe() == english
    english_run = CliRunner().invoke(app, ["--version"], env={"BELOTE_LANG": "en"})
    assert english_run.output == f"belote {__version__} ({english})\n"
    french_run = CliRunner().invoke(app, ["--version"], env={"BELOTE_LANG": "fr"})
    assert french_run.output == f"belote {__version__} ({french})\n"


def test_the_build_is_read_from_the_files_installed(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    # A package folder with no extension module: no native core, nothing compiled, the
    # words "pure Python, simulation loops interpreted". The native core's file alone:
    # built, the loops interpreted (the editable install). Two of the modules setup.py
    # compiles beside it: partly compiled, named in COMPILABLE's order; a .py file or a
    # file of another name is no extension.
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    monkeypatch.setattr(build, "_PACKAGE", tmp_path)
    monkeypatch.delenv("BELOTE_PURE_PYTHON", raising=False)
    (tmp_path / "bots").mkdir()
    (tmp_path / "bots" / "_search.py").write_text("")
    (tmp_path / "bots" / ("_search_old" + suffix)).write_bytes(b"")
    assert build.native_built() is False
    assert build.compiled() == []
    assert build.describe() == "pure Python, simulation loops interpreted"
    (tmp_path / "bots" / ("_search" + suffix)).write_bytes(b"")
    assert build.native_built() is True
    assert build.compiled() == []
    assert build.describe() == "native core, simulation loops interpreted"
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / ("game" + suffix)).write_bytes(b"")
    (tmp_path / "bots" / ("heuristic" + suffix)).write_bytes(b"")
    assert build.compiled() == ["belote_cli.bots.heuristic", "belote_cli.engine.game"]
    assert build.describe() == "native core, partly compiled with mypyc: heuristic, game"


@pytest.mark.parametrize("native", [True, False])
def test_native_is_what_the_solver_runs_on(monkeypatch: pytest.MonkeyPatch,
                                           native: bool) -> None:
    # native() says whether the solver runs on the native core: its NATIVE, built and not
    # turned off by BELOTE_PURE_PYTHON=1.
    from belote_cli.bots import solver

    monkeypatch.setattr(solver, "NATIVE", native)
    assert build.native() is native


def _setup_namespace(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """setup.py's names, its ``setup()`` call made a no-op."""
    import setuptools

    monkeypatch.setattr(setuptools, "setup", lambda **kw: None)
    monkeypatch.setattr(sys, "argv", ["setup.py"])  # no build asked: mypyc is not run
    monkeypatch.chdir(ROOT)
    namespace: dict[str, Any] = {"__name__": "setup_under_test",
                                 "__file__": str(ROOT / "setup.py")}
    exec(compile((ROOT / "setup.py").read_text(encoding="utf-8"), "setup.py", "exec"),
         namespace)
    return namespace


@pytest.mark.parametrize("refuses", [False, True])
def test_a_compiler_refusing_the_prefix_maps_still_builds_the_module(
        monkeypatch: pytest.MonkeyPatch, refuses: bool) -> None:
    # The maps (setup.py's prefix_maps) only make two builds give the same bytes: a
    # compiler that refuses them builds the module without them, where it fell back to
    # plain Python.
    from types import SimpleNamespace

    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    namespace = _setup_namespace(monkeypatch)
    calls: list[list[str]] = []

    def compile_with(self: Any, ext: Any) -> None:
        calls.append(list(ext.extra_compile_args))
        if refuses and any(a.startswith("-fdebug-prefix-map") for a in ext.extra_compile_args):
            raise RuntimeError("unknown option")

    monkeypatch.setattr(build_ext, "build_extension", compile_with)
    command = namespace["BuildExtOrFallBack"](Distribution())
    command.compiler = SimpleNamespace(compiler_type="unix")
    command._failed = []
    command.build_extension(Extension("belote_cli.x", ["x.c"], extra_compile_args=["-O3"]))
    assert command._failed == []
    assert calls[0][0] == "-O3" and calls[0][1].startswith("-fdebug-prefix-map=")
    assert calls[1:] == ([["-O3"]] if refuses else [])
