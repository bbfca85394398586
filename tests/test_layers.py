"""The package's layers, pinned from the code's own imports (``tests/test_imports.py`` reads
them with ``ast``: imports at the top of a module and inside functions alike, every lazy
import included; only ``if TYPE_CHECKING:`` imports, which never run, are left out).

Each layer is a package (or a few modules at the top of ``belote_cli``); a module imports
only modules of its own layer or of the layers below it, and no import circle joins any
modules, whatever their layers. The layers, from the bottom (``docs/layout.md`` draws
them):
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from test_imports import INNER, PACKAGE, TOP, _modules, cycles

#: From the bottom up: the layer's name and the packages and top-level modules in it. The
#: package's door (``belote_cli/__init__``, which imports its names on first use, and the
#: finder of the old module paths) is at the bottom: any module may read ``__version__``.
LAYERS: list[tuple[str, set[str]]] = [
    ("the package's door", {"", "_compat"}),
    ("the rules", {"core"}),
    ("the operating system", {"system"}),
    ("the deal file", {"dealfile"}),
    ("the deal engine", {"engine"}),
    ("the bots", {"bots"}),
    ("the simulation", {"simulation"}),
    ("the library's entry points", {"api", "analysis", "build", "hints"}),
    ("the wording", {"texts", "render"}),
    ("the play sessions", {"play"}),
    ("the command line", {"cli"}),
    ("what starts the command", {"launch", "__main__"}),
]


def _part(module: str) -> str:
    """The package (or top-level module) a module belongs to: ``core.cards`` -> ``core``."""
    return module.split(".")[0]


def layer_of(module: str) -> int:
    """The index of ``module``'s layer in ``LAYERS``."""
    for index, (_, parts) in enumerate(LAYERS):
        if _part(module) in parts:
            return index
    raise AssertionError(f"{module} is in no layer: add it to LAYERS")


def test_every_module_is_in_a_layer() -> None:
    for module in _modules():
        layer_of(module)


@pytest.mark.parametrize("module", sorted(TOP))
def test_no_module_imports_a_higher_layer(module: str) -> None:
    mine = layer_of(module)
    higher = sorted(t for t in TOP[module] | INNER[module] if layer_of(t) > mine)
    assert not higher, (f"{module} ({LAYERS[mine][0]}) imports "
                        + ", ".join(f"{t} ({LAYERS[layer_of(t)][0]})" for t in higher))


def test_no_import_circle() -> None:
    # Lazy imports included: an import inside a function closes a circle as surely as one
    # at the top, only later.
    assert cycles({m: TOP[m] | INNER[m] for m in TOP}) == []


def test_the_layering_sees_what_it_forbids() -> None:
    # The test would see an import of a higher layer, at the top or inside a function, and
    # a circle: the graph holds both kinds of edge, and ``layer_of`` orders them.
    assert "engine.game" in TOP["engine.deux"]
    assert "engine.deux" not in TOP["engine.game"] | INNER["engine.game"]
    assert layer_of("core.errors") < layer_of("texts") < layer_of("cli.commands.play")
    assert "texts" not in INNER["core.errors"]
    assert "cli.commands.play" in INNER["cli"] - TOP["cli"]  # the graph reads lazy imports
    assert cycles({"core.a": {"engine.b"}, "engine.b": {"core.a"}}) == [["core.a", "engine.b"]]


def test_at_most_twelve_modules_at_the_top() -> None:
    loose = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(loose) <= 12, loose


#: What a module's docstring says when one job needs more than 600 lines.
LONG_BECAUSE = "Why this module is long"


def test_no_module_over_600_lines_without_saying_why() -> None:
    for module, path in _modules().items():
        lines = path.read_text(encoding="utf-8").count("\n")
        if lines > 600:
            doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
            assert LONG_BECAUSE in doc, (module, lines)


def test_the_layout_page_names_every_module_in_its_layer_s_row() -> None:
    # docs/layout.md's table gives each layer's modules, each in backticks in its row: a
    # module added without its line left the page short of it (bots/sending.py, the makers
    # sent to fresh workers, and cli/commands/imports.py, --import, were in no row). The
    # catalogue's modules (texts/) and the commands' own modules (cli/commands/play.py…,
    # "one module per command") are named as a whole.
    # A module at the top of the package is in a row of its own kind ("the library's
    # entry points", "the wording", "what starts the command"): one added there was in
    # no row and passed.
    text = (PACKAGE.parent / "docs" / "layout.md").read_text(encoding="utf-8")
    rows = {row.split("|")[1].strip(" `/"): row for row in text.splitlines()
            if row.startswith("| `")}
    top = " ".join(row.split("|")[2] for row in text.splitlines()
                   if row.startswith("| ") and not row.startswith(("| `", "| layer ")))
    commands = {"play", "score", "simulate", "rulebook"}
    missing = []
    for module, path in _modules().items():
        parts = module.split(".")
        if parts[0] == "texts" or path.name == "__init__.py":
            continue
        if parts[:2] == ["cli", "commands"] and parts[-1] in commands:
            continue
        row = top if len(parts) == 1 else rows.get(parts[0], "")
        if f"`{parts[-1]}`" not in row:
            missing.append(module)
    assert missing == []


def test_the_layout_page_names_the_modules_that_say_why_they_are_long() -> None:
    # docs/layout.md said "Four modules need the length" where eleven said why: the page's
    # list is the modules whose docstring has the words, no more, no fewer.
    text = (PACKAGE.parent / "docs" / "layout.md").read_text(encoding="utf-8")
    paragraph = " ".join(text.split("\n\n")[[LONG_BECAUSE in p for p in
                                             text.split("\n\n")].index(True)].split())
    said = set(re.findall(r"`([\w/]+\.py)`", paragraph.split(" need the length: ", 1)[1]))
    long = {str(path.relative_to(PACKAGE)) for path in _modules().values()
            if LONG_BECAUSE in path.read_text(encoding="utf-8")}
    assert said == long


# --- the module paths of release 0.1 --------------------------------------------------------

def test_the_old_module_paths_give_the_new_modules_with_a_deprecation_warning() -> None:
    # In a fresh interpreter, so that each old path is imported for the first time.
    import json
    import subprocess
    import sys

    from belote_cli import _compat

    code = """if True:
        import importlib, json, sys, warnings
        from belote_cli import _compat
        out = {}
        for old in sorted(_compat.MOVED) + ["commands.play", "commands.score"]:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                module = importlib.import_module("belote_cli." + old)
            out[old] = {"warnings": [(w.category.__name__, str(w.message), w.filename)
                                     for w in caught],
                        "names": sorted(n for n in getattr(module, "__all__", ())
                                        if not hasattr(module, n))}
        print(json.dumps(out))
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    found = json.loads(done.stdout)
    assert set(found) == set(_compat.MOVED) | {"commands.play", "commands.score"}
    for old, seen in found.items():
        new = _compat.new_path(old)
        assert new is not None
        [(category, message, where)] = [w for w in seen["warnings"]
                                        if f"belote_cli.{old} " in w[1]]
        assert category == "DeprecationWarning"
        assert message.startswith(f"belote_cli.{old} is deprecated")
        assert all(f"belote_cli.{target}" in message for target in new.split())
        assert where == "<string>"  # pointed at the import that used the old path
        assert seen["names"] == [], old  # every name of the old module is there


def test_an_old_path_is_the_module_at_its_new_place() -> None:
    import warnings

    import belote_cli.core.rules
    import belote_cli.dealfile
    import belote_cli.engine.game
    import belote_cli.engine.playing

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import belote_cli.game as old_game
        import belote_cli.record as old_record
        import belote_cli.rules as old_rules
    assert old_rules is belote_cli.core.rules
    assert old_record is belote_cli.dealfile
    assert old_game.Game is belote_cli.engine.game.Game
    assert old_game.play_out is belote_cli.engine.playing.play_out
    assert {"Game", "Take", "play_out", "play_deal"} <= set(old_game.__all__)


#: The modules that lay at the top of the package in release 0.1 (before the layers).
RELEASE_0_1_TOP = (
    "analysis", "announcements", "api", "arena", "bidding", "build", "cards", "cli",
    "cluster", "coinche", "deal_review", "dealing", "deux", "errors", "fastplay", "files",
    "game", "interactive", "interactive_deux", "launch", "match", "pickling", "record",
    "render", "replay", "reprs", "rulebook", "rules", "scoring", "screen", "seats",
    "session", "signals", "state", "table", "talon", "terminal", "views")


def test_every_module_of_release_0_1_is_found_by_its_old_path() -> None:
    # Each is still at the top or has a new path (table, screen and deal_review had none).
    import importlib.util

    from belote_cli import _compat

    for name in RELEASE_0_1_TOP:
        assert name in _compat.MOVED or importlib.util.find_spec(
            f"belote_cli.{name}") is not None, name
        if name in _compat.MOVED:
            assert not (Path(__file__).resolve().parent.parent / "belote_cli"
                        / f"{name}.py").exists(), name


def test_an_old_module_taken_from_the_package_warns_at_the_user_s_line(
        tmp_path: Path) -> None:
    # ``from belote_cli import record`` (and ``belote_cli.record``): the warning points at
    # the user's line, where the default filters show it (it pointed into the package's
    # __init__, and nothing was shown).
    import subprocess
    import sys

    script = tmp_path / "user.py"
    script.write_text("from belote_cli import record\nprint(record.loads.__name__)\n",
                      encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          check=True)
    assert done.stdout == "loads\n"
    assert f"{script}:1: DeprecationWarning: belote_cli.record is deprecated" in done.stderr


def test_an_old_path_is_the_module_at_its_new_place_whatever_finder_comes_first() -> None:
    # A program that put a finder of its own first on sys.meta_path before importing the
    # package (here the path finder itself): the old path of a submodule is still the
    # module at its new place, not a second copy of it loaded under the old name.
    import subprocess
    import sys

    code = """if True:
        import sys, warnings
        from importlib.machinery import PathFinder
        sys.meta_path.insert(0, PathFinder)
        warnings.simplefilter("ignore", DeprecationWarning)
        import belote_cli.commands.play as old
        import belote_cli.cli.commands.play as new
        import belote_cli.game as game
        import belote_cli.engine.game
        print(old is new, game.__doc__ == belote_cli.engine.game.__doc__)
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    # The old game, its names now in engine.game and engine.playing, reads as engine.game.
    assert done.stdout == "True True\n"


def test_a_module_under_an_old_package_path_is_the_module_at_its_new_place() -> None:
    # ``record`` is now the package ``dealfile``: ``belote_cli.record.replay`` is
    # ``belote_cli.dealfile.replay`` itself, with the warning naming it, not a second copy
    # of dealfile/replay.py loaded under the old name (its classes then other classes).
    import subprocess
    import sys

    code = """if True:
        import warnings
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            import belote_cli.record.replay as old
        import belote_cli.dealfile.replay as new
        print(old is new, old.__name__)
        print(*sorted(str(w.message) for w in caught), sep="\\n")
    """
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.splitlines() == [
        "True belote_cli.dealfile.replay",
        "belote_cli.record is deprecated and goes in the next release: "
        "import belote_cli.dealfile",
        "belote_cli.record.replay is deprecated and goes in the next release: "
        "import belote_cli.dealfile.replay"]


def _old_path_imported_in_a_function() -> object:
    import importlib

    return importlib.import_module("belote_cli.rules")  # the line the warning names


def test_an_old_path_imported_in_a_function_warns_at_the_function_s_line(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Not at the line of the function's caller, nor of any frame further out.
    import sys
    import warnings

    monkeypatch.delitem(sys.modules, "belote_cli.rules", raising=False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _old_path_imported_in_a_function()
    [warning] = [w for w in caught if "belote_cli.rules is deprecated" in str(w.message)]
    line = _old_path_imported_in_a_function.__code__.co_firstlineno + 3
    assert (warning.filename, warning.lineno) == (__file__, line)


def test_a_deprecation_is_pointed_at_the_first_line_outside_the_package() -> None:
    # deprecated() called right from a caller outside the package (as Game.seeded is where
    # mypyc compiled it, without a frame of its own) and renamed() called from it: both
    # warnings point at the caller's line.
    import sys
    import warnings

    from belote_cli import _compat

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        _compat.deprecated("a value is deprecated"); first = sys._getframe().f_lineno  # noqa: E702
        _compat.renamed("f(a=)", "f(b=)"); second = sys._getframe().f_lineno  # noqa: E702
    assert [(str(w.message), w.filename, w.lineno) for w in caught] == [
        ("a value is deprecated", __file__, first),
        ("f(a=) is deprecated and goes in the next release: use f(b=)", __file__, second)]
