"""Docstrings in every build: ``help()`` shows the source's text, compiled or not.

mypyc keeps only a signature as the ``__doc__`` of what it compiles; setup.py writes each
docstring of the source into the generated C (``keep_docstrings``). These tests read the
docstrings from the source files and compare them with what the imported objects carry,
so that they check the build they run on (.ci/run runs them on ``pip install .`` too).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pydoc
import sys
from pathlib import Path
from typing import Any

import pytest

import belote_cli
from belote_cli import build

SOURCE = Path(__file__).resolve().parent.parent / "belote_cli"


def _documented(module: str) -> list[tuple[str, str]]:
    """(dotted name within the module, docstring) of the module, its top-level classes
    and functions and their methods, as the source file writes them ("" for the module
    itself)."""
    path = SOURCE.joinpath(*module.split(".")[1:]).with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    doc = ast.get_docstring(tree)
    if doc:
        out.append(("", doc))
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            continue
        doc = ast.get_docstring(node)
        if doc:
            out.append((node.name, doc))
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    doc = ast.get_docstring(item)
                    if doc:
                        out.append((f"{node.name}.{item.name}", doc))
    return out


def _lookup(module: Any, dotted: str) -> Any:
    obj = module
    for part in filter(None, dotted.split(".")):
        obj = inspect.getattr_static(obj, part)
        if isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
        if isinstance(obj, property):
            obj = obj.fget
    return obj


@pytest.mark.parametrize("module", build.COMPILABLE)
def test_the_compiled_modules_keep_every_docstring(module: str) -> None:
    imported = importlib.import_module(module)
    documented = _documented(module)
    assert documented and documented[0][0] == ""  # the module's own text, read
    for dotted, doc in documented:
        obj = _lookup(imported, dotted)
        # inspect.getdoc cleans the indentation as ast.get_docstring does.
        assert inspect.getdoc(obj) == doc, f"{module}.{dotted}"


def test_help_shows_the_text_of_the_source() -> None:
    # The issue's own example, and one name of each kind in a compiled module.
    from belote_cli.bots.heuristic import HeuristicBot, hand_value

    for obj in (belote_cli.Game, HeuristicBot, HeuristicBot.play, hand_value,
                sys.modules["belote_cli.bots.fastplay"]):
        text = pydoc.render_doc(obj, renderer=pydoc.plaintext)
        first = (inspect.getdoc(obj) or "").splitlines()[0]
        assert first and first in text, obj


def test_help_of_game_says_what_each_public_attribute_is() -> None:
    # help(belote_cli.Game) listed auction, coinche_auction, kind, tally_ok and deal_
    # without a word: the class's docstring, which both builds keep, names each public
    # attribute, and the source says what each is on a ``#:`` line above it. A compiled
    # class gives its attributes no text of their own, so the docstring is the place.
    game = belote_cli.Game
    # The names of the source's __slots__ (the compiled class has none to read).
    source = (SOURCE / "engine" / "game.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    slots = next(node.value for cls in tree.body
                 if isinstance(cls, ast.ClassDef) and cls.name == "Game"
                 for node in cls.body if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "__slots__"
                         for t in node.targets))
    public = [name for name in ast.literal_eval(slots) if not name.startswith("_")]
    assert {"auction", "coinche_auction", "kind", "tally_ok", "deal_"} <= set(public)
    text = pydoc.render_doc(game, renderer=pydoc.plaintext)
    doc = inspect.getdoc(game) or ""
    for name in public:
        assert f"``{name}``" in doc, name
        assert f"``{name}``" in text, name
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("class Game"))
    for name in public:
        at = next(i for i in range(start, len(lines))
                  if lines[i].startswith(f"    {name}: "))
        assert lines[at - 1].lstrip().startswith("#: "), name
    assert "not meant for programs" in " ".join(doc.split())

