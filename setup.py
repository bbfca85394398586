"""Build: the native search core, and the simulation's hot loops compiled by mypyc.

The **native search core** (``belote_cli/bots/_search.c``, the double-dummy search of the
solver, the expert bot, ``hint`` and ``score --analyze``) is one C file on the CPython API,
built by the system C compiler in a few seconds, by ``pip install .`` and by the editable
install (``pip install -e .``, in place) alike. Where it cannot be built (no compiler, no
Python headers, ``BELOTE_PURE_PYTHON=1``) the install still succeeds and the solver runs
its pure-Python reference, ``belote_cli/bots/search.py``: the same values, slower.

``pip install .`` also compiles the modules of ``COMPILED`` with mypyc, the compiler of the
mypy project: the heuristic bot, its card memory, the fast deal loops and the deal engine
they run on (``Game``, its two-player games, the auction and the scoring), where
``simulate`` spends its time. Their source stays plain Python, two to three times slower
when interpreted, and each docstring of it is written into the C that mypyc generates
(``keep_docstrings``), so that ``help()`` reads the same in both builds. The extensions
compile in parallel, one C compiler a core. An editable install leaves these modules
interpreted, so that every edit, the tests and the coverage see the source itself.
``belote --version`` says what was built (``belote_cli.build``).
"""

from __future__ import annotations

import ast
import os
import re
import sys
from typing import Any

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

NATIVE = Extension(
    "belote_cli.bots._search", ["belote_cli/bots/_search.c"],
    extra_compile_args=["-O3"] if os.name != "nt" else [],
)
# The simulation's hot loops: the heuristic bot, its card memory, the fast deal loops and
# the dealing they use, and the deal engine they run on (the Game, its two-player games,
# the auction and the scoring).
COMPILED = [
    "belote_cli/bots/heuristic.py",
    "belote_cli/bots/memory.py",
    "belote_cli/bots/fastplay.py",
    "belote_cli/engine/dealing.py",
    "belote_cli/simulation/deals.py",
    "belote_cli/engine/game.py",
    "belote_cli/engine/deux.py",
    "belote_cli/core/bidding.py",
    "belote_cli/core/scoring.py",
]
# The commands that build a regular install's files (not its metadata, not an editable
# install).
BUILDS = {"bdist_wheel", "build", "build_ext", "install", "bdist"}


class BuildExtOrFallBack(build_ext):
    """Build the native core and the mypyc modules; a part that fails to build is left
    out with a note, and runs as Python: the mypyc modules all or none, never one compiled
    without the library it needs."""

    def run(self) -> None:
        self._failed: list[str] = []
        if not self.parallel:  # one C compiler a core: the mypyc modules' C is long
            self.parallel = os.cpu_count() or 1
        try:
            super().run()
        except Exception as e:  # no compiler to set up: nothing is built
            # Where a part already failed, its reason was said; what follows from it (the
            # editable install's copy of a module never built) is not the reason.
            why = "" if self._failed else f" ({e})"
            print(f"belote_cli: nothing compiled, plain Python instead{why}",
                  file=sys.stderr)
            self._failed = [extension.name for extension in self.extensions]
        mypyc = [e for e in self.extensions if e.name != NATIVE.name]
        if any(e.name in self._failed for e in mypyc):
            print("belote_cli: the simulation's loops (mypyc) left interpreted",
                  file=sys.stderr)
            self._remove(mypyc)
        if NATIVE.name in self._failed:
            print("belote_cli: the native search core not built: the solver runs its "
                  "pure-Python reference", file=sys.stderr)
            self._remove([e for e in self.extensions if e.name == NATIVE.name])

    def build_extension(self, ext: Any) -> None:
        try:
            if self.compiler.compiler_type == "unix":
                plain = list(ext.extra_compile_args)
                ext.extra_compile_args = [*plain, *prefix_maps()]
                try:
                    super().build_extension(ext)
                    return
                except Exception:
                    # A compiler that refuses the maps builds the module without them:
                    # the same code, its debugging information naming the build's folder.
                    ext.extra_compile_args = plain
            super().build_extension(ext)
        except Exception as e:
            why = str(e).splitlines()[0] if str(e) else type(e).__name__
            print(f"belote_cli: {ext.name} not built ({why[:200]})", file=sys.stderr)
            self._failed.append(ext.name)

    def _remove(self, group: list[Any]) -> None:
        for extension in group:
            built = self.get_ext_fullpath(extension.name)
            if os.path.exists(built):
                os.remove(built)


def prefix_maps() -> list[str]:
    """The folders that the debugging information of a compiled module names, written as
    folders of the same name in every build: the source tree, and mypyc's runtime in pip's
    build environment (a new temporary folder each time), so that two builds of one commit
    give the same bytes (with ``SOURCE_DATE_EPOCH``, the same wheel)."""
    maps = [f"-fdebug-prefix-map={os.getcwd()}=."]
    try:
        import mypyc
    except ImportError:
        return maps
    return [*maps, f"-fdebug-prefix-map={os.path.dirname(os.path.abspath(mypyc.__file__))}=mypyc"]


def c_string(text: str) -> str:
    """``text`` as the body of a C string literal: ASCII, every other byte in octal."""
    out = []
    for byte in text.encode("utf-8"):
        char = chr(byte)
        if char in '\\"?':
            out.append("\\" + char)
        elif char == "\n":
            out.append("\\n")
        elif 32 <= byte < 127:
            out.append(char)
        else:
            out.append(f"\\{byte:03o}")
    return "".join(out)


def keep_docstrings(source: str, c_file: str) -> None:
    """Write the docstrings of module ``source`` into the C that mypyc generated for it.

    mypyc gives a compiled module, class, function or method only its signature as
    ``__doc__`` (``"name(args)\\n--\\n\\n"``, or NULL when a default value is not a
    literal), and ``__doc__`` cannot be set afterwards on a compiled function; so the text
    of each docstring is written after that signature (or in place of the NULL) before the
    C is compiled, and ``help()`` shows the source's text in both builds
    (tests/test_docstrings.py). A dunder method that fills a slot (``__init__``,
    ``__str__``) shows Python's own text there: its class's docstring says what it does."""
    with open(source, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    prefix = source[:-len(".py")].replace(os.sep, "/").replace("/", "___")
    docs: dict[str, str] = {}  # the C name of each documented function or method
    classes: dict[str, str] = {}
    getters: dict[str, str] = {}  # properties
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            doc = ast.get_docstring(node)
            if doc:
                docs[f"CPyPy_{prefix}___{node.name}"] = doc
        elif isinstance(node, ast.ClassDef):
            doc = ast.get_docstring(node)
            if doc:
                classes[f"CPyType_{prefix}___{node.name}_template_"] = doc
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    doc = ast.get_docstring(item)
                    if doc and any(isinstance(d, ast.Name) and d.id == "property"
                                   for d in item.decorator_list):
                        getters[f"{prefix}___{node.name}_get_{item.name}"] = doc
                    elif doc:
                        docs[f"CPyPy_{prefix}___{node.name}___{item.name}"] = doc
    with open(c_file, encoding="utf-8") as f:
        c = f.read()
    signature = r'(PyDoc_STR\("(?:[^"\\]|\\.)*?\\n--\\n\\n)("\))'

    def function(match: re.Match[str]) -> str:
        return match.group(1) + c_string(docs[match.group(2)]) + match.group(3)

    def unsigned(match: re.Match[str]) -> str:  # no signature: PyDoc_STR(NULL)
        return f'{match.group(1)}"{c_string(docs[match.group(2)])}"{match.group(3)}'

    if docs:
        names = "|".join(re.escape(name) for name in docs)
        head = r"(\(PyCFunction\)(" + names + r"),\s*[^,{}]*?,\s*"
        c = re.sub(head + signature[1:], function, c)
        c = re.sub(head + r"PyDoc_STR\()NULL(\))", unsigned, c)
    for name, doc in classes.items():
        c = re.sub(r"(static PyTypeObject " + re.escape(name) + r" = \{[^;]*?\.tp_doc = "
                   + signature[1:], lambda m, d=doc: m.group(1) + c_string(d) + m.group(2), c)
    for name, doc in getters.items():
        c = re.sub(r"(\(getter\)" + re.escape(name) + r",\s*NULL,\s*)NULL(,\s*NULL\})",
                   lambda m, d=doc: f'{m.group(1)}"{c_string(d)}"{m.group(2)}', c)
    module_doc = ast.get_docstring(tree)
    if module_doc:
        c = c.replace(f'"{prefix.replace("___", ".")}",\n    NULL, /* docstring */',
                      f'"{prefix.replace("___", ".")}",\n    "{c_string(module_doc)}",', 1)
    with open(c_file, "w", encoding="utf-8") as f:
        f.write(c)


def extensions() -> list[Any]:
    """The extensions to build: the native core, and the mypyc modules for a regular
    install."""
    # As belote_cli.system.environment.pure_python reads it: 0, false, no, off mean off.
    if os.environ.get("BELOTE_PURE_PYTHON", "").strip().lower() not in ("", "0", "false",
                                                                       "no", "off"):
        return []
    out: list[Any] = [NATIVE]
    if not BUILDS.intersection(sys.argv[1:]):
        return out
    try:
        from mypyc.build import mypycify
    except ImportError:
        return out
    try:
        compiled = mypycify(COMPILED, opt_level="3", separate=True)
        for source in COMPILED:
            head, name = os.path.split(source)
            keep_docstrings(source, os.path.join("build", head,
                                                 f"__native_{name[:-len('.py')]}.c"))
        out.extend(compiled)
    except (Exception, SystemExit) as e:  # mypyc refused: those modules stay interpreted
        print(f"belote_cli: the simulation's loops not compiled ({e})", file=sys.stderr)
    return out


setup(ext_modules=extensions(), cmdclass={"build_ext": BuildExtOrFallBack})
