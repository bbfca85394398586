"""belote_cli's import graph, read from the source with ``ast``: no cycle, and the layers.

Imports at the top of a module (``module_level``) and inside functions (``in_functions``)
are kept apart; ``if TYPE_CHECKING:`` imports are left out (they never run). An import of
a package's submodule counts as an edge to that submodule.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

import belote_cli

PACKAGE = Path(belote_cli.__file__).resolve().parent
Graph = dict[str, set[str]]

def _name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _targets(module: str, path: Path, node: ast.ImportFrom | ast.Import,
             known: Iterable[str]) -> list[str]:
    # The belote_cli modules an import statement loads, as names relative to the package.
    names = set(known)
    if isinstance(node, ast.Import):
        return [a.name.removeprefix("belote_cli.") for a in node.names
                if a.name.startswith("belote_cli.")]
    if node.level == 0:
        if not (node.module or "").startswith("belote_cli"):
            return []
        base = (node.module or "").removeprefix("belote_cli").lstrip(".")
    else:
        package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        package = [p for p in package if p]
        up = package[:len(package) - (node.level - 1)] if node.level > 1 else package
        base = ".".join([*up, *([node.module] if node.module else [])])
    out = []
    for alias in node.names:
        sub = f"{base}.{alias.name}" if base else alias.name
        out.append(sub if sub in names else base)
    return out


def _third_party(node: ast.ImportFrom | ast.Import) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name.split(".")[0] for a in node.names]
    return [] if node.level else [(node.module or "").split(".")[0]]


def build_graph() -> tuple[Graph, Graph, dict[str, set[str]]]:
    """(module-level edges, edges inside functions, outside packages imported) by module."""
    modules = _modules()
    top: Graph = {m: set() for m in modules}
    inner: Graph = {m: set() for m in modules}
    outside: dict[str, set[str]] = {m: set() for m in modules}

    def visit(module: str, path: Path, node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                edges = inner if in_function else top
                edges[module].update(t for t in _targets(module, path, child, modules)
                                     if t != module)
                outside[module].update(_third_party(child))
            visit(module, path, child,
                  in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef))

    for module, path in modules.items():
        visit(module, path, ast.parse(path.read_text(encoding="utf-8")), False)
    return top, inner, outside


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph.get(v, ()):
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return found


TOP, INNER, OUTSIDE = build_graph()


def test_the_graph_is_read() -> None:
    # A few edges known from the source, both kinds: the reader sees what Python runs.
    assert {"core.cards", "core.errors", "core.rules", "core.seats"} <= TOP["core.state"]
    # The commands are imported when named (``belote --version`` loads none of them).
    assert {"cli.commands.play", "cli.commands.score", "cli.commands.simulate"} <= INNER["cli"]
    assert "build" in INNER["cli"] and "build" not in TOP["cli"]
    assert "simulation.runner" in TOP["simulation"]
    # Left out: the statistics name the deal's result type only for the type checker.
    assert "simulation.deals" not in TOP["simulation.stats"] | INNER["simulation.stats"]


def test_cycles_are_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_cycle_at_module_level() -> None:
    assert cycles(TOP) == []


def test_no_cycle_through_imports_inside_functions() -> None:
    # No exception: ``str(error)`` words an error without the text catalogue
    # (``core.english``), and the variants meet ``Game`` through ``engine.variants``.
    assert cycles({m: TOP[m] | INNER[m] for m in TOP}) == []


def _group(module: str) -> str:
    return module.split(".")[0] if "." in module else module


def imports_of(module: str) -> set[str]:
    """Every belote_cli module ``module`` imports, at the top or in a function."""
    return TOP[module] | INNER[module]


CORE = {"core.announcements", "core.declarations", "core.bidding", "core.coinche",
        "core.scoring", "core.state"}
#: Layer 1: cards and seats, the errors and their English, the ``repr`` of value objects
#: written in cards, and how the frozen ones pickle.
BASE = {"core.errors", "core.english", "core.cards", "core.seats", "core.reprs",
        "core.pickling"}
BELOW_BOTS = BASE | {"core.rules"} | CORE
#: The deal engine: the rules' steps, the one flow of a deal (``Game``) and its variants,
#: ``Match``, what a seat may see and the ``Bot`` protocol (``views``), the dealing.
ENGINE = CORE | {"core.talon", "engine", "engine.game", "engine.deux", "engine.variants",
                 "engine.match", "engine.views", "engine.dealing"}
#: The command line: the app (``cli``), its commands, the terminal, the rule book's pages.
APP = {"cli"}
#: What starts the app: ``python -m belote_cli`` and the ``belote`` script.
ENTRY_POINTS = {"__main__", "launch"}
#: The edge that prints: the app, its commands, and how they draw on a terminal.
EDGE = APP


@pytest.mark.parametrize(("modules", "allowed"), [
    ({"core.cards", "core.seats"}, {"core.errors", "core.english", "core.cards",
                                    "core.seats"}),
    ({"core.errors"}, {"core.english"}),
    # english groups a count's thousands by numbers (``deal 1 to 1,000``), which imports
    # nothing.
    ({"core.english"}, {"core.numbers"}),
    ({"core.numbers"}, set()),
    # reprs writes containers through english.shown, which a Reason's repr shares.
    ({"core.reprs"}, {"core.cards", "core.english"}),
    ({"core.pickling"}, set()),
    ({"core.rules"}, BASE),
    (CORE, BELOW_BOTS),
])
def test_the_rules_and_the_engine_import_only_what_is_below(modules: set[str],
                                                            allowed: set[str]) -> None:
    for module in modules:
        assert imports_of(module) <= allowed, module


def test_bots_and_the_fast_loop_stay_below_the_deal_loops_and_the_app() -> None:
    for module in TOP:
        if _group(module) == "bots":
            # ``_compat`` (the package's door: old names kept with a DeprecationWarning)
            # imports nothing of the package: any layer may name an argument anew by it.
            above = {t for t in imports_of(module)
                     if _group(t) not in {"bots", "dealfile", "system"}
                     and t not in BELOW_BOTS | ENGINE | {"_compat"}}
            assert not above, (module, above)


def test_the_engine_stays_below_the_bots_and_the_fast_loops() -> None:
    # The engine asks a ``Bot`` (the protocol of ``views``) for its decisions; the bots and
    # the fast loops import the engine, never the reverse.
    above = {"bots", "simulation", "play", "analysis", "api", "render", "texts"} | APP
    for module in ENGINE:
        assert module in TOP, module
        assert not {_group(t) for t in imports_of(module)} & above, (module, imports_of(module))


def test_the_simulation_stays_below_the_app_and_the_play_session() -> None:
    for module in TOP:
        if _group(module) == "simulation":
            groups = {_group(t) for t in imports_of(module)}
            assert not groups & (EDGE | {"play", "render", "texts", "analysis"}), module


def test_reports_and_statistics_do_not_play_deals() -> None:
    # Nor the engine, whose Game and play_deal play one (engine.playing let through).
    for module in ("simulation.config", "simulation.stats", "simulation.text_report",
                   "simulation.json_report"):
        assert not imports_of(module) & {"simulation.deals", "simulation.runner",
                                         "bots.fastplay"}
        assert not {t for t in imports_of(module) if _group(t) == "bots"} - {"bots.registry"}
        assert not {t for t in imports_of(module) if t.split(".")[0] == "engine"}, module


def test_only_the_app_imports_the_app() -> None:
    for module in TOP:
        if _group(module) not in APP and module not in ENTRY_POINTS:
            assert not {_group(t) for t in imports_of(module)} & APP, module
    for module in TOP:
        if module.startswith("cli.commands"):
            assert "cli" not in imports_of(module), module


def test_only_the_edge_uses_typer_and_rich() -> None:
    for module, packages in OUTSIDE.items():
        if packages & {"typer", "click", "rich"}:
            assert _group(module) in EDGE, module


def test_no_module_outside_the_edge_names_typer_s_modules() -> None:
    # system/environment.py reached Typer's click through importlib, by a module's name in
    # a string (f"typer._click.{part}"), where the import statements the test above reads
    # showed nothing: no text outside the edge is such a name, whole or its beginning.
    name = re.compile(r"(typer|click|rich)(\.\w+)*\.?")
    found = []
    for module, path in _modules().items():
        if _group(module) in EDGE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and name.fullmatch(node.value)):
                found.append((module, node.value))
    assert found == []


def test_no_module_imports_click_itself() -> None:
    # typer 0.17.5 runs on click (pyproject.toml's lowest), its newer releases on a click
    # of their own, with no click installed: `import click` failed the compiled build's
    # tests where typer 0.29 came without it. click is reached through typer alone.
    assert not [module for module, packages in OUTSIDE.items() if "click" in packages]
    # Nor the tests and scripts, run where only the README's `pip install -e '.[test]'`
    # installed them: tests/test_docs.py's `from click.testing import Result` stopped
    # `pytest` at collection there (CI's venv had click, of the cluster extra's dask).
    for path in sorted([*PACKAGE.parent.glob("tests/*.py"), *PACKAGE.parent.glob("scripts/*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([alias.name for alias in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            assert not [n for n in names if n.split(".")[0] == "click"], (path.name, names)


#: What words texts for people, in English or French: the text catalogue, the tally's
#: rendering, the play sessions (what both do, four players, and belote à deux), the rule
#: book's pages, and the edge.
RENDERING = EDGE | {"texts", "render", "play"}
#: Layer 1 names cards, suits and seats in both languages (``card_symbol(c, "fr")``: D♣),
#: and writes numbers as each does, thousands grouped (``grouped(11070, "fr")``) and the
#: decimal mark (``decimal(132.5, ".1f", "fr")``: 132,5): the one rule the catalogue and
#: the simulation's report, which may not import it, both use.
NOTATION = {"core.cards", "core.seats", "core.numbers"}


def _lang_parameters(path: Path) -> list[str]:
    """The functions of a module that take a ``lang`` parameter."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args
            if "lang" in {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}:
                found.append(node.name)
    return found


def test_no_library_module_below_the_edge_words_texts_for_people() -> None:
    # The library raises codes and values and returns data (``Reason`` notes); the text
    # catalogue words them in the user's language. ``str(error)`` is English built by
    # ``core.english``, which imports nothing.
    modules = _modules()
    for module, path in modules.items():
        if _group(module) in RENDERING:
            continue
        assert "texts" not in imports_of(module), module
        if module in NOTATION:
            continue
        # A language below the edge only says how to read a file's or a player's letters
        # (``parse_card(text, "fr")``: C is cœur), never how to word a text.
        wording = [name for name in _lang_parameters(path)
                   if not name.lstrip("_").startswith(("parse_", "read_"))]
        assert not wording, (module, wording)


def test_the_wording_rule_sees_what_it_forbids() -> None:
    # The rule finds a wording function where there is one, and a reader is let through.
    assert "describe_reason" in _lang_parameters(PACKAGE / "texts" / "__init__.py")
    assert _lang_parameters(PACKAGE / "core" / "declarations.py") == [
        "parse_declaration", "_read_card_word", "_read_elided_card"]
    assert "texts" in imports_of("play.interactive")
    assert "texts" not in imports_of("dealfile.replay")


#: The calls that print, read the terminal or end the process.
TERMINAL_CALLS = {"print", "input", "exit", "quit", "sys.exit", "os._exit"}
#: The standard streams: any use of one, whether to write, read, flush or hand it on.
STREAMS = {"sys.stdin", "sys.stdout", "sys.stderr",
           "sys.__stdin__", "sys.__stdout__", "sys.__stderr__"}
#: What the rest of the package may do of the above, each with its reason.
TERMINAL_EXCEPTIONS = {
    # The ``belote`` script and ``python -m belote_cli`` (``__main__`` calls it): a Ctrl-C
    # while the command loads, before ``cli`` handles it, says so and exits 130.
    ("launch", "sys.stderr"): "a Ctrl-C while the command loads is said on stderr",
    ("launch", "raise SystemExit"): "a Ctrl-C while the command loads exits 130",
    # ``-`` as an output file (``simulate --csv -``, ``--record -``): what the command
    # asked to write, handed over as a file, as an ``AtomicFile`` is for a path.
    ("system.files", "sys.stdout"): "StandardOutput writes what a command asked it to",
    # A worker of ``simulate --jobs`` or the arena whose command has gone ends itself at
    # once: its own process, never the command's.
    ("system.workers", "os._exit"): "a worker process ends itself when its command is gone",
}


def _dotted(node: ast.expr, aliases: Mapping[str, str]) -> str | None:
    """``sys.stdout.write`` for that expression, imported names followed (``from sys
    import stdout``, ``import sys as s``)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(aliases.get(node.id, node.id))
    return ".".join(reversed(parts)).removeprefix("builtins.")


def terminal_uses(source: str) -> set[str]:
    """What a module's source does of ``TERMINAL_CALLS``, ``STREAMS`` and ``raise
    SystemExit``."""
    tree = ast.parse(source)
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            aliases.update((a.asname, a.name) for a in node.names if a.asname)
        elif isinstance(node, ast.ImportFrom) and node.module in {"sys", "os", "builtins"}:
            aliases.update((a.asname or a.name, f"{node.module}.{a.name}") for a in node.names)
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _dotted(node.func, aliases) in TERMINAL_CALLS:
            found.add(str(_dotted(node.func, aliases)))
        elif isinstance(node, ast.Attribute | ast.Name):
            name = _dotted(node, aliases)
            if name in STREAMS:
                found.add(name)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            raised = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if _dotted(raised, aliases) == "SystemExit":
                found.add("raise SystemExit")
    return found


def test_only_the_command_line_prints_reads_the_terminal_or_exits() -> None:
    # The library returns text and raises; the command line prints, reads and exits.
    allowed = set(TERMINAL_EXCEPTIONS)
    for module, path in _modules().items():
        if _group(module) in APP:
            continue
        uses = {(module, use) for use in terminal_uses(path.read_text(encoding="utf-8"))}
        assert uses <= allowed, sorted(uses - allowed)
        allowed -= uses
    # Each exception is still needed: one no longer used is taken off the list.
    assert not allowed, sorted(allowed)


def test_the_terminal_rule_sees_what_it_forbids() -> None:
    source = """
import os, sys as system
from sys import stderr, exit as leave
print("x"); input(); quit(); os._exit(1); leave(2)
system.stdout.write("x"); stderr.flush(); data = system.stdin.read()
raise SystemExit(1)
"""
    assert terminal_uses(source) == {"print", "input", "quit", "os._exit", "sys.exit",
                                     "sys.stdout", "sys.stderr", "sys.stdin",
                                     "raise SystemExit"}
    # A docstring's example and a method named print are not calls of the built-in.
    assert terminal_uses('"""\n>>> print(game)\n"""\ngame.print()\n') == set()
    assert "raise SystemExit" in terminal_uses((PACKAGE / "cli" / "__init__.py").read_text())
