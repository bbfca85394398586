"""The build: which modules run compiled (``belote_cli.build``, setup.py)."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from belote_cli import __version__, build
from belote_cli.cli import app

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


def test_setup_compiles_the_modules_the_package_names() -> None:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    paths = next(ast.literal_eval(node.value) for node in ast.walk(tree)
                 if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets))
    assert [p.removesuffix(".py").replace("/", ".") for p in paths] == list(build.COMPILABLE)
    assert all((ROOT / p).is_file() for p in paths)


@pytest.mark.parametrize(("native", "names", "text"), [
    (True, [], "native core, simulation loops interpreted"),
    (False, [], "pure Python, simulation loops interpreted"),
    (True, list(build.COMPILABLE), "native core, simulation loops compiled with mypyc"),
    (True, ["belote_cli.bots.heuristic", "belote_cli.fastplay"],
     "native core, partly compiled with mypyc: heuristic, fastplay"),
])
def test_describe(monkeypatch: pytest.MonkeyPatch, native: bool, names: list[str],
                  text: str) -> None:
    monkeypatch.setattr(build, "compiled", lambda: names)
    monkeypatch.setattr(build, "native", lambda: native)
    assert build.describe() == text


def test_version_says_the_build() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert re.fullmatch(rf"belote {re.escape(__version__)} \((native core|pure Python), "
                        r"(simulation loops interpreted|simulation loops compiled with mypyc"
                        r"|partly compiled with mypyc: [a-z, ]+)\)\n", result.output)
