"""The public API (``import belote_cli``): its doctests, the README's examples, and each
entry point against the rule book on hand-counted deals and hand-solved endings."""

from __future__ import annotations

import ast
import copy
import dataclasses
import doctest
import importlib
import inspect
import json
import pickle
import pkgutil
import pydoc
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from starting import class_only_here, started_by
from typer.testing import CliRunner

import belote_cli as b
from belote_cli import api
from belote_cli.bots import registry
from belote_cli.bots.base import BidView, PlayerView
from belote_cli.bots.heuristic import HeuristicBot
from belote_cli.build import COMPILABLE
from belote_cli.cli import app
from belote_cli.core.coinche import PASS, Call
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.core.state import Trick

FLAGS = doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS
ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
GUIDE = ROOT / "docs" / "api.md"  # the documentation's Python guide

# Modules whose docstrings carry examples: every one, as pytest --doctest-modules
# belote_cli runs them (test_every_module_with_an_example_is_doctested). Those mypyc
# compiles (build.COMPILABLE) keep their docstrings, so that doctest finds them there too.
DOCTESTED = ("belote_cli", "belote_cli._compat", "belote_cli.api",
             *(f"belote_cli.core.{m}" for m in ("reprs", "cards", "seats", "rules", "state",
                                                "scoring", "errors", "english", "coinche",
                                                "bidding", "lines", "numbers",
                                                "substitutes")),
             *(f"belote_cli.dealfile{m}" for m in ("", ".model", ".writer", ".reader",
                                                   ".position", ".collect")),
             *(f"belote_cli.engine.{m}" for m in ("views", "match", "game", "actions",
                                                  "playing", "deux")),
             *(f"belote_cli.bots.{m}" for m in ("registry", "solver", "expert", "base",
                                                "heuristic", "random_bot")),
             *(f"belote_cli.simulation.{m}" for m in ("arena", "config", "stats", "cluster")),
             "belote_cli.hints")

# The deal of api.score's docstring, counted by hand (trump ♥, S takes, S W N E in turn):
# NS 36 + 25 + 9 + 13 + 29 = 112 (tricks 1-5), EW 14 + 13 + 13 + 10 = 50 (tricks 6-8);
# S plays K♥ and Q♥ (belote-rebelote).
DEAL = """\
trump: H
taker: S
1: S:JH W:9H N:8H E:JS
2: S:AH W:7H N:10H E:KD
3: S:KH W:QD N:7D E:JD
4: S:QH W:8C N:8D E:10D
5: S:10S W:KS N:AS E:KC
6: N:9D E:AD S:7C W:QC
7: E:AC S:JC W:7S N:9C
8: E:10C S:QS W:9S N:8S
"""


# --- the doctests ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", DOCTESTED)
def test_docstring_examples(name: str, tmp_path: Path,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    module = importlib.import_module(name)
    # The temporary folder an example makes (tempfile.mkdtemp) is in tmp_path, and the
    # example removes it: a user's run of the examples leaves nothing behind.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    # No flags given: an example that needs one says so itself, so that a user's
    # doctest.testmod or pytest --doctest-modules passes too.
    result = doctest.testmod(module, report=True)
    assert result.failed == 0
    assert result.attempted > 0
    assert list(tmp_path.iterdir()) == []


def test_every_module_with_an_example_is_doctested() -> None:
    # position.py's example wrote a trick as the list it was before tricks were tuples
    # ([J♥ 7♥ Q♥ 8♥], where the record gives [(J♥, 7♥, Q♥, 8♥)]): pytest --doctest-modules
    # belote_cli failed on it while the run above, which did not name the module, passed.
    parser = doctest.DocTestParser()
    written = []
    for path in sorted((ROOT / "belote_cli").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(parser.get_examples(ast.get_docstring(node, clean=False) or "")
               for node in ast.walk(tree)
               if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                    ast.AsyncFunctionDef))):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            written.append(name.removesuffix(".__init__"))
    assert sorted(set(written) - set(DOCTESTED)) == []


def test_every_public_class_and_function_has_an_example() -> None:
    # What ``import belote_cli`` exports, as ``help()`` and the API reference show it.
    missing = []
    for name in b.__all__:
        value = getattr(b, name)
        if callable(value) and ">>>" not in (inspect.getdoc(value) or ""):
            missing.append(name)
    assert missing == []


@pytest.mark.parametrize("name", [n for n in DOCTESTED if n in COMPILABLE])
def test_the_doctests_of_a_compiled_module_are_all_found(name: str) -> None:
    # A module mypyc compiles keeps its docstrings (setup.py), so that doctest finds every
    # example of the source in it, in either build: the examples of the docstrings of the
    # source file, counted from its text, against those the doctests above ran.
    path = ROOT.joinpath(*name.split(".")).with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes: list[ast.AST] = [tree]
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            nodes.extend(n for n in node.body if isinstance(n, ast.FunctionDef))
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            nodes.append(node)
    parser = doctest.DocTestParser()
    written = sum(len(parser.get_examples(ast.get_docstring(n, clean=False) or ""))
                  for n in nodes if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef)))
    found = doctest.DocTestFinder().find(importlib.import_module(name))
    assert written > 0
    assert sum(len(test.examples) for test in found) == written


def _blocks(path: Path, heading: str) -> list[str]:
    """The ``python`` code blocks of the section ``heading`` of ``path``."""
    text = path.read_text(encoding="utf-8")
    section = text.split(heading + "\n", 1)[1].split("\n## ", 1)[0]
    return [block for block in re.findall(r"```python\n(.*?)```", section, re.DOTALL)]


def _run_in_turn(path: Path, blocks: list[str]) -> None:
    # Each block with the names of the ones before it, as a reader runs them in turn.
    globs: dict[str, object] = {}
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, globs, f"{path.name} block {i + 1}", str(path), 0)
        result = runner.run(test, clear_globs=False)
        assert result.failed == 0, f"{path.name} block {i + 1}"
        globs = test.globs


def test_the_readme_example() -> None:
    # The README's one example: a deal played by bots, whose record scores the same.
    blocks = _blocks(README, "## From Python")
    assert len(blocks) == 1
    assert "b.play_deal(" in blocks[0] and "b.score(" in blocks[0]
    _run_in_turn(README, blocks)


# The guide's sections in order, each with the names its examples call: play a deal with
# bots; a deal stepped through on its Game, the trick in progress and a finished one's
# seats at an anticlockwise table, a coinche call answered from a seat's view; a bot of
# one's own played in a deal, a match, a simulation and the arena; solve a
# position, the expert's hint; score a deal's text, a deal file's problems, deals written
# as a match or each alone; a match with bots, 1,000 deals run; belote découverte's
# layout, what a player of two sees; the legal cards and the winner of a trick as text.
GUIDE_SECTIONS = (
    ("# Python API", ("play_deal",)),
    ("## Playing a deal step by step", ("Game", "Game.at_play", "find_bot")),
    ("## Write a bot", ("play_deal",)),
    ("## Positions: the solver and the hint", ("solve", "hint")),
    ("## Deal files", ("score", "loads", "dumps")),
    ("## A match, and many deals at once", ("play_match", "simulate")),
    ("## The two-player games", ("Game.deal", "Game.seeded")),
    ("## What each argument may be", ("legal_plays",)),
)


def _guide_examples() -> list[str]:
    """The guide's ``python`` blocks, section by section, as a reader meets them."""
    return [block for heading, _ in GUIDE_SECTIONS for block in _blocks(GUIDE, heading)]


def test_the_guide_has_fifteen_examples() -> None:
    # Each section's examples, counted; the page's thirteen before its headings and the two
    # of The two-player games, moved between sections but none added or lost.
    for heading, names in GUIDE_SECTIONS:
        blocks = _blocks(GUIDE, heading)
        assert len(blocks) == len(names), heading
        for block, name in zip(blocks, names, strict=True):
            assert f"b.{name}(" in block or f"b.{name}." in block, (heading, name)
    [trick] = _blocks(GUIDE, "## What each argument may be")
    assert 'b.legal_plays(hand, "' in trick and 'b.trick_winner("' in trick
    dumped = _blocks(GUIDE, "## Deal files")[-1]
    assert "independent=True" in dumped and "b.dump(" in dumped


class _GuideInTurn:
    """The guide's examples run in turn once in a worker, as far as a test asks: each test
    runs the blocks not yet run up to its own, with the names of those before it, where
    each test ran every block before its own again (120 blocks for 15). A block that fails
    stops the run: its test and every later one fail, naming it, as they did."""

    def __init__(self) -> None:
        self.globs: dict[str, object] = {}
        self.ran = 0  # the blocks run and passed
        self.failed: str | None = None
        self.registry: dict[str, Any] = {}  # the bots the blocks run so far registered

    def run_to(self, index: int) -> None:
        blocks = _guide_examples()
        # Write a bot registers its bot: the registry is the guide's own while its blocks
        # run, given back as it was after.
        known = dict(registry._REGISTRY)
        registry._REGISTRY.update(self.registry)
        try:
            while self.failed is None and self.ran <= index:
                i = self.ran
                test = doctest.DocTestParser().get_doctest(
                    blocks[i], self.globs, f"{GUIDE.name} block {i + 1}", str(GUIDE), 0)
                result = doctest.DocTestRunner(optionflags=FLAGS).run(test, clear_globs=False)
                if result.failed:
                    self.failed = f"{GUIDE.name} block {i + 1}"
                else:
                    self.globs = test.globs
                    self.ran += 1
        finally:
            self.registry = {name: bot for name, bot in registry._REGISTRY.items()
                             if known.get(name) is not bot}
            registry._REGISTRY.clear()
            registry._REGISTRY.update(known)
        assert self.ran > index, self.failed


_GUIDE_IN_TURN = _GuideInTurn()


@pytest.mark.parametrize("index", range(15))
def test_the_guide_examples(index: int) -> None:
    _GUIDE_IN_TURN.run_to(index)


def test_the_guide_s_two_player_example() -> None:
    # The examples of The two-player games (belote découverte's layout, dealt by N from the
    # deck in card order; then what a player sees, the talon and the cards face down), after
    # the import of the guide's first example.
    two = _blocks(GUIDE, "## The two-player games")
    assert len(two) == 2 and 'layout.face_down("S")' in two[0] and "Talon: 20" in two[1]
    _run_in_turn(GUIDE, _blocks(GUIDE, "# Python API")[:1] + two)


def test_every_example_of_the_guide_is_run() -> None:
    # The guide says every example on it is run by the tests: those of each section above,
    # in the page's order (Renamed and Reference have none).
    written = re.findall(r"```python\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.DOTALL)
    assert written == _guide_examples()


def test_the_issue_one_liner(tmp_path: Path) -> None:
    # Run outside the source tree, so that the installed package is the one imported.
    code = "import belote_cli as b; print(b.play_deal(['heuristic']*4, seed=1).score)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("DealScore(trump=")
    assert re.search(r"points=\((\d+), (\d+)\)", done.stdout)


# --- the package: light, lazy, complete -----------------------------------------------------

def test_import_is_light(tmp_path: Path) -> None:
    # Nothing but the package itself and the finder of the old module paths (``_compat``,
    # standard library only): the names are imported on first use.
    code = ("import sys, belote_cli; "
            "print(sorted(m for m in sys.modules if m.startswith('belote_cli')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=tmp_path)
    assert done.stdout.strip() == "['belote_cli', 'belote_cli._compat']"


def test_every_public_name_is_the_module_s_own() -> None:
    for name, module in b._EXPORTS.items():
        assert getattr(b, name) is getattr(importlib.import_module(f"belote_cli.{module}"),
                                           name), name
    assert set(b.__all__) == {"__version__", *b._EXPORTS}
    assert set(b.__all__) <= set(dir(b))


def test_the_export_table_names_the_module_help_names() -> None:
    # help(belote_cli.Bot) said module engine.views where the table said bots.base (which
    # re-exports it), and Take's said engine.actions where it said engine.game; help of
    # DealRecord, loads and dumps said dealfile.model, .reader and .writer where the table
    # said their package, dealfile: the table names the module that defines each class
    # and function, the one help() names.
    for name, module in b._EXPORTS.items():
        value = getattr(b, name)
        if not (inspect.isclass(value) or inspect.isfunction(value)) or value is int:
            continue  # a constant, or Card and Mask, names for int
        assert value.__module__ == f"belote_cli.{module}", name
        text = pydoc.render_doc(value, renderer=pydoc.plaintext)
        assert f"in module {value.__module__}" in text.splitlines()[0], name
    assert b._EXPORTS["Bot"] == "engine.views" == b.Bot.__module__.removeprefix("belote_cli.")
    assert [b._EXPORTS[name] for name in ("DealRecord", "loads", "dumps")] == [
        "dealfile.model", "dealfile.reader", "dealfile.writer"]


def test_the_types_the_documented_calls_return_are_exported() -> None:
    # docs/api.md: duplicate returns an ArenaResult, whose a_stats and b_stats are
    # TableStats, and a bot's coinche_call is given a CoincheAuction (CallView.auction): a
    # program that annotates or builds one imports it from belote_cli, as it does Bid.
    for name in ("ArenaResult", "TableStats", "CoincheAuction"):
        assert name in b.__all__ and name in dir(b), name
    arena = b.duplicate("random", "random", 1, seed=1)
    assert type(arena) is b.ArenaResult
    assert type(arena.a_stats) is b.TableStats and type(arena.b_stats) is b.TableStats
    game = b.Game(seed=4, rules="variant=coinche")
    assert type(game.view(game.to_act).auction) is b.CoincheAuction
    from belote_cli import ArenaResult, CoincheAuction, TableStats  # noqa: F401


def test_the_bots_and_the_auction_say_what_they_are() -> None:
    # They printed as <…HeuristicBot object at 0x…>: their repr names the bot and the
    # settings that are not its defaults, and an auction its dealer and calls so far.
    from belote_cli.bots.expert import ExpertBot, ExpertParams
    from belote_cli.bots.heuristic import HeuristicParams

    rng = random.Random(1)
    assert [repr(b.find_bot(name, rng)) for name in ("random", "heuristic", "expert")] == [
        "RandomBot(name='random')", "HeuristicBot(name='heuristic')",
        "ExpertBot(name='expert')"]
    assert repr(b.find_bot("expert-uniform", rng)) == (
        "ExpertBot(name='expert', params=ExpertParams(inference=False))")
    assert repr(ExpertBot(rng, ExpertParams(max_samples=60))) == (
        "ExpertBot(name='expert', params=ExpertParams(max_samples=60))")
    tuned = b.find_bot("heuristic", rng)
    assert repr(type(tuned)(rng, HeuristicParams(take=50, belote=12))) == (
        "HeuristicBot(name='heuristic', params=HeuristicParams(belote=12, take=50))")

    # A bot of one's own built on the expert (the heuristic is compiled by mypyc in an
    # installed build, and an interpreted class cannot inherit from it) says its own class.
    class Mine(ExpertBot):
        name = "mine"

    assert repr(Mine(rng)) == "Mine(name='mine')"
    # Coinche, E dealing: S calls 80 ♥, W coinches (E and W against N and S).
    game = b.Game(seed=4, rules="variant=coinche")
    game.call(b.parse_call("80 ♥"))
    game.call(b.parse_call("coinche"))
    auction = game.view(game.to_act).auction
    assert repr(auction) == ("CoincheAuction(dealer=E, calls=[(S, Call(kind='bid', level=80,"
                             " suit=♥)), (W, Call(kind='coinche'))])")
    assert repr(b.CoincheAuction(b.Seat.W, clockwise=False)) == (
        "CoincheAuction(dealer=W, calls=[], clockwise=False)")


def test_a_solution_and_a_hint_are_hashable_values() -> None:
    # Frozen dataclasses whose dicts (values, points, margins) left them unhashable
    # (TypeError: unhashable type: 'CardDict'): equal ones now hash alike, so that a set
    # or a dict key holds them, and their equality is unchanged.
    position = {"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}
    solution = b.solve(position, trump="♥", leader="S")
    # docs/api.md: J♥ first keeps the 55 points, A♠ first (trumped) 30 of them.
    by_hand = b.Solution((55, 0), {b.parse_card("J♥"): 55, b.parse_card("A♠"): 30},
                         (b.parse_card("J♥"),), b.Team.NS)
    assert by_hand == solution and hash(by_hand) == hash(solution)
    other = dataclasses.replace(by_hand, values={b.parse_card("J♥"): 55,
                                                 b.parse_card("A♠"): 25})
    assert other != solution and len({solution, by_hand, other}) == 2
    assert {solution: "J♥"}[by_hand] == "J♥"

    game = b.Game(seed=4)
    game.take()
    hint = b.hint(game, seed=2)
    again = b.hint(game, seed=2)
    assert again == hint and hash(again) == hash(hint) and len({hint, again}) == 1
    assert dataclasses.replace(hint, seed="3") not in {hint}
    # A hint made by hand, its dicts in another order and its figures ints: equal, as
    # dicts compare, and of the same hash.
    made = b.Hint(b.Seat.S, 12, {12: 55.0, 7: 30.5}, {12: 112.0, 7: -30.0}, 40, (12,), "1")
    turned = b.Hint(b.Seat.S, 12, {7: 30.5, 12: 55}, {7: -30, 12: 112}, 40, (12,), "1")
    assert made == turned and hash(made) == hash(turned)


def test_the_bid_that_take_returns_is_exported_as_the_trick_that_play_returns_is() -> None:
    # docs/api.md: take and pass_ return the Bid added to game.bids, as play returns the
    # Trick a card ends; a program that builds or annotates one imports it from belote_cli.
    # belote play --seed 4: dealer E, S speaks first and takes the retourne 8♥ in round one.
    game = b.Game(seed=4)
    bid = game.take()
    assert type(bid) is b.Bid and "Bid" in b.__all__
    assert bid == b.Bid(b.Seat.S, 1, b.HEARTS) and game.bids == [bid]


def _first_deal_played(args: list[str]) -> dict[str, str]:
    # The first lines of ``belote play ARGS`` (quit at once) by what they name: the deal's
    # dealer, S's cards (face up at belote découverte), N's face-up ones and the retourne.
    run = CliRunner().invoke(app, ["play", *args], input="quit\n")
    assert run.exit_code == 0, run.output
    said: dict[str, str] = {}
    for line in run.stdout.splitlines():
        if m := re.match(r"Deal 1: dealer (\w)", line):
            said["dealer"] = m.group(1)
        elif m := re.match(r"Your (?:face-up )?cards: ([^(]*)", line):
            said["S"] = m.group(1).strip()
        elif m := re.match(r"North's face-up cards: ([^(]*)", line):
            said["N"] = m.group(1).strip()
        elif m := re.match(r"Retourne: (\S+)", line):
            said["retourne"] = m.group(1)
    return said


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
@pytest.mark.parametrize(("seed", "dealer"), [(5, None), (7, None), (5, "S"), (12, "N")])
def test_game_seeded_is_the_first_deal_of_belote_play_at_two(
        variant: str, seed: int, dealer: str | None) -> None:
    # There was no one line giving the first deal of belote play --seed N at belote à deux
    # or belote découverte: Game(seed=N) deals the games of four, and a game of two is a
    # DeuxGame, which Game() cannot make. Game.seeded makes the command's draws (the
    # dealer, S or N, then the deck) and deals it as the command does.
    args = ["--seed", str(seed), "--rule", f"variant={variant}"]
    said = _first_deal_played(args + (["--dealer", dealer] if dealer else []))
    game = b.Game.seeded(seed, f"variant={variant}", dealer=dealer)
    assert game.kind == variant and game.retourne is not None
    assert game.dealer is not None and game.dealer.name == said["dealer"]
    assert dealer is None or said["dealer"] == dealer
    assert game.cards("S") == b.mask_of(b.parse_cards(said["S"]))
    assert b.card_symbol(game.retourne) == said["retourne"]
    if variant == "decouverte":
        assert game.cards("N") == b.mask_of(b.parse_cards(said["N"]))


def test_game_seeded_is_the_deal_of_game_seed_in_the_games_of_four() -> None:
    for seed, rules in ((4, None), ("readme", "variant=coinche"), (9, "sa_ta=on")):
        seeded, made = b.Game.seeded(seed, rules), b.Game(seed=seed, rules=rules)
        assert (seeded.kind, seeded.dealer, seeded.hands, seeded.retourne) == (
            made.kind, made.dealer, made.hands, made.retourne)
        assert b.Game.seeded(seed, rules, "W").dealer is b.Seat.W


@pytest.mark.parametrize(("rules", "written"), [
    ("variant=deux", "'variant=deux'"),
    ("variant=decouverte", "'variant=decouverte'"),
    (["variant=deux", "target=701"], "['target=701', 'variant=deux']"),
])
def test_game_of_two_refused_by_game_names_the_call_that_deals_it(
        rules: str | list[str], written: str) -> None:
    # Game(seed=N, rules="variant=deux") was refused pointing at Game.shuffle, which draws
    # no dealer and deals another deck than belote play --seed N: the refusal names the
    # call that gives the command's deal, which the test runs.
    with pytest.raises(b.RuleError) as refused:
        b.Game(seed=5, rules=rules)
    call = f"Game.seeded(5, {written})"
    assert f"not variant={b.RuleSet.parse(rules).variant}: {call} deals" in str(refused.value)
    game = eval(call, {"Game": b.Game})  # noqa: S307 (the text the error names)
    assert game.cards("S") == b.Game.seeded(5, rules).cards("S")
    with pytest.raises(b.RuleError, match=r"Game\.seeded\(seed, 'variant=deux'\)"):
        b.Game(rules="variant=deux")  # a fresh seed: the call names none


@pytest.mark.parametrize(("dealer", "written"), [
    ("S", "'S'"), (b.Seat.S, "'S'"), (2, "'S'"), ("N", "'N'")])
def test_game_of_two_refused_by_game_names_the_call_with_the_dealer_given(
        dealer: object, written: str) -> None:
    # Game(seed=5, rules="variant=deux", dealer="S") named Game.seeded(5, 'variant=deux'),
    # which lets seed 5 draw the dealer (N, the docstring's deal): the call dropped the
    # dealer asked for. The call named carries it, and run, deals with that dealer.
    with pytest.raises(b.RuleError) as refused:
        b.Game(seed=5, rules="variant=deux", dealer=dealer)  # type: ignore[arg-type]
    call = f"Game.seeded(5, 'variant=deux', dealer={written})"
    assert f"not variant=deux: {call} deals the first deal" in str(refused.value)
    game = eval(call, {"Game": b.Game})  # noqa: S307 (the text the error names)
    asked = b.Seat[written.strip("'")]
    assert game.kind == "deux" and game.dealer is asked
    # Seed 5 draws N (Game.seeded's docstring), then the deck, the same whoever deals; the
    # dealer deals 3 cards to the other player, 3 to himself, twice (docs/rules.md).
    drawn = b.Game.seeded(5, "variant=deux")
    assert drawn.dealer is b.Seat.N
    deck = drawn.deck  # type: ignore[attr-defined]
    dealt = deck[3:6] + deck[9:12] if asked is b.Seat.S else deck[0:3] + deck[6:9]
    assert game.cards("S") == b.mask_of(dealt)
    with pytest.raises(b.RuleError, match=r"Game\.seeded\(seed, \['variant=decouverte', "
                       r"'decouverte_bid=off'\], dealer='S'\) deals"):
        b.Game(rules=["variant=decouverte", "decouverte_bid=off"], dealer="S")


@pytest.mark.parametrize("text", [
    "variant=decouverte,decouverte_bid=off", "variant=decouverte decouverte_bid=off",
    "variant=decouverte, decouverte_bid = off", " variant=decouverte\tdecouverte_bid=off ,"])
def test_a_rules_text_of_a_game_of_two_holds_several_options_as_a_rules_line(
        text: str) -> None:
    # Game.seeded(5, rules="variant=decouverte,decouverte_bid=off") read one option, the
    # variant 'decouverte,decouverte_bid=off', and refused it, where a deal file's rules:
    # line reads two: every rules= text is read as that line is, apart by spaces or commas.
    two = RuleSet(variant="decouverte", decouverte_bid="off")
    assert RuleSet.parse(text) == two
    assert b.Game.seeded(5, text).rules == two
    assert b.Game.deal(list(range(32)), "S", text).rules == two
    assert b.Game.shuffle(random.Random(1), "N", text).rules == two
    assert b.play_deal("random", seed=1, rules=text).game.rules == two
    assert b.Match(text).rules == two
    match = b.play_match("random", seed=1, rules=f"{text},target=301")
    assert match.rules == dataclasses.replace(two, target=301)


@pytest.mark.parametrize("text", [
    "undertrump=required,capot=250", "undertrump=required capot=250",
    "undertrump = required, capot=250"])
def test_a_rules_text_of_a_game_of_four_holds_several_options_as_a_rules_line(
        text: str) -> None:
    four = RuleSet(undertrump="required", capot=250)
    assert RuleSet.parse(text) == four
    assert b.Game(seed=4, rules=text).rules == four
    assert b.Game.seeded(4, text).rules == four
    assert b.Game.discovery(list(range(32)), b.HEARTS, text).rules == four
    hands = [list(range(8 * i, 8 * i + 8)) for i in range(4)]
    assert b.Game.at_play(hands, b.HEARTS, "E", text, taker="N").rules == four
    assert b.play_deal("random", seed=1, rules=text).game.rules == four
    report = b.simulate(4, seed=1, rules=text)
    assert (report.json["rules"]["undertrump"], report.json["rules"]["capot"]) == (
        "required", 250)
    # A deal file's rules: line holding the same text reads the same rules, and rules=
    # laid over a file reads it as that line.
    assert b.loads(f"rules: {text}\n{DEAL}")[0].rules == four
    assert b.loads(DEAL, rules=text)[0].rules == four
    assert b.score(DEAL, rules=text) == b.score(f"rules: {text}\n{DEAL}")


@pytest.mark.parametrize("bad", [None, True, 1.5, [4]])
def test_game_seeded_takes_an_int_or_a_text(bad: object) -> None:
    with pytest.raises(TypeError, match="^seed: an int or a text"):
        b.Game.seeded(bad)  # type: ignore[arg-type]


def test_find_bot_takes_a_seeded_generator_and_its_pages_say_so() -> None:
    # find_bot(name) alone is Python's missing-argument TypeError: the generator has no
    # default (a fixed one would give every bot the same draws, a fresh one an unrepeatable
    # game), which the docstring and docs/api.md now say, with the call to make.
    with pytest.raises(TypeError, match="rng"):
        b.find_bot("heuristic")  # type: ignore[call-arg]
    one, two = (b.find_bot("random", random.Random(7)) for _ in range(2))
    view = b.Game(seed=4).view(Seat.S)
    assert one.bid(view) == two.bid(view)  # type: ignore[arg-type]
    doc = " ".join((b.find_bot.__doc__ or "").split())
    assert "``rng`` is required" in doc and "It has no default" in doc
    guide = " ".join(GUIDE.read_text(encoding="utf-8").split())
    assert '`find_bot("heuristic", random.Random(1))`: the `random.Random`' in guide
    assert "is required, one seeded by you for each bot" in guide


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'play_deals'"):
        b.play_deals  # noqa: B018


def test_submodules_never_hide_the_entry_points() -> None:
    # Importing a submodule sets it on the package: none may be named like a function.
    for info in pkgutil.walk_packages(b.__path__, "belote_cli."):
        if info.name.endswith("__main__"):
            continue  # it runs the command
        try:
            importlib.import_module(info.name)
        except ImportError:  # a module needing an optional dependency that is not there
            continue
    for name in ("play_deal", "play_match", "score", "solve", "simulate"):
        assert getattr(b, name) is getattr(api, name)


# --- play_deal ------------------------------------------------------------------------------

def test_play_deal_is_a_finished_deal_that_scores_the_same_from_its_record() -> None:
    for seed in range(6):
        deal = b.play_deal(["heuristic", "random", "heuristic", "random"], seed=seed)
        assert deal.score.tally.ok and sum(deal.score.points) == 162
        assert deal.score.taker is not None  # a void deal is redealt, never returned
        assert b.score(deal.deal_file) == [deal.score]
        assert deal.seed == str(seed)


def test_play_deal_same_seed_same_deal_none_draws_one_kept_in_the_result() -> None:
    assert b.play_deal("heuristic", seed="x") == b.play_deal(["heuristic"] * 4, seed="x")
    fresh = b.play_deal("random")
    assert b.play_deal("random", seed=fresh.seed) == fresh


def test_play_deal_takes_bot_objects() -> None:
    bots = [b.find_bot("random", random.Random(k)) for k in range(4)]
    deal = b.play_deal(bots, seed=3)
    assert b.score(deal.deal_file) == [deal.score]


def test_play_deal_refuses_three_bots_and_unknown_names() -> None:
    with pytest.raises(b.BeloteError, match="four bots"):
        b.play_deal(["random"] * 3, seed=1)
    with pytest.raises(b.BeloteError, match="unknown bot 'nobody'"):
        b.play_deal("nobody", seed=1)
    with pytest.raises(b.RuleError):
        b.play_deal("random", seed=1, rules="undertrump=maybe")


KNOWN_BOTS = "expert, expert-uniform, heuristic, random"


@pytest.mark.parametrize("call", [
    lambda: b.play_deal("nobody", seed=1),
    lambda: b.play_deal(["random", "random", "nobody", "random"], seed=1),
    lambda: b.play_deal(["random", "nobody"], seed=1, rules="variant=deux"),
    lambda: b.play_match("nobody", seed=1),
    lambda: b.play_match(["random", "nobody", "random", "random"], seed=1),
    lambda: b.play_match(["nobody", "random"], seed=1, rules="variant=decouverte"),
])
def test_an_unknown_bot_is_named_as_the_bots_argument(call: Any) -> None:
    # As the other arguments' errors name theirs (dealer: unknown seat 'Q' …), in English
    # and in French; the command's own message (--bots: …) is its own.
    from belote_cli.texts import describe

    with pytest.raises(b.BeloteError) as caught:
        call()
    assert str(caught.value) == f"bots: unknown bot 'nobody' (known bots: {KNOWN_BOTS})"
    assert describe(caught.value, "fr") == (
        f"bots\u00a0: robot inconnu 'nobody' (robots connus\u00a0: {KNOWN_BOTS})")


@pytest.mark.parametrize(("arguments", "what"), [
    ({"bots": "nobody"}, "bots"),
    ({"ns": "nobody"}, "ns"),
    ({"ew": "nobody"}, "ew"),
    ({"bots": "random", "ew": "nobody"}, "ew"),
    ({"bots": "nobody", "rules": "variant=deux"}, "bots"),
])
def test_simulate_names_the_argument_of_an_unknown_bot(arguments: dict[str, str],
                                                       what: str) -> None:
    # As play_deal and play_match name bots: (it said "unknown bot 'nobody'" alone), in
    # English and in French.
    from belote_cli.texts import describe

    with pytest.raises(b.BeloteError) as caught:
        b.simulate(10, seed="x", **arguments)  # type: ignore[arg-type]
    assert str(caught.value) == f"{what}: unknown bot 'nobody' (known bots: {KNOWN_BOTS})"
    assert describe(caught.value, "fr") == (
        f"{what}\u00a0: robot inconnu 'nobody' (robots connus\u00a0: {KNOWN_BOTS})")


def test_play_match_refuses_an_unknown_bot_before_drawing_from_rng() -> None:
    rng = random.Random(5)
    state = rng.getstate()
    with pytest.raises(b.BeloteError, match="^bots: unknown bot 'nobody'"):
        b.play_match(["random", "random", "random", "nobody"], rng)
    assert rng.getstate() == state


class _PassFirst:
    """Passes every bid of the deal dealt by ``first``; in any other deal takes at once."""

    name = "pass-first"

    def __init__(self, first: Seat) -> None:
        self.first = first
        self.inner = b.find_bot("random", random.Random(0))

    def bid(self, view: BidView) -> int | None:
        return None if view.dealer is self.first else view.legal[0]

    def play(self, view: PlayerView) -> int:
        return self.inner.play(view)


def test_a_deal_everybody_passes_is_redealt_by_the_next_seat() -> None:
    # RULES.md, dealing 3 and 6: all pass twice, the deal is void and the next player
    # deals; the first to speak then takes.
    for direction, following in (("clockwise", Seat.E), ("anticlockwise", Seat.W)):
        deal = b.play_deal([_PassFirst(Seat.N) for _ in range(4)], seed=5,
                           rules=f"direction={direction}", dealer=Seat.N)
        assert deal.voids == 1
        lines = deal.deal_file.splitlines()
        assert f"dealer: {following.name}" in lines
        assert f"taker: {following.next(direction == 'clockwise').name}" in lines


class _Passer:
    name = "passer"

    def bid(self, view: BidView) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: object) -> Call:
        return PASS

    def play(self, view: PlayerView) -> int:  # pragma: no cover - never reached
        raise AssertionError


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_bots_that_never_take_are_an_error_not_a_hang(variant: str) -> None:
    with pytest.raises(b.BeloteError, match="everybody passed 101 deals"):
        b.play_deal([_Passer() for _ in range(4)], seed=1, rules=f"variant={variant}")


def test_play_deal_given_dealer() -> None:
    deal = b.play_deal("heuristic", seed=8, dealer="W")
    dealer = Seat.W
    for _ in range(deal.voids):  # each void deal passes the deal on (RULES.md, dealing 6)
        dealer = dealer.next()
    assert f"dealer: {dealer.name}" in deal.deal_file.splitlines()


class _Seated:
    """The heuristic bot, noting the seat of each view it is asked to play from."""

    name = "seated"

    def __init__(self, seed: int) -> None:
        self.bot = b.find_bot("heuristic", random.Random(seed))
        self.seats: list[Seat] = []

    def bid(self, view: Any) -> Any:
        return self.bot.bid(view)

    def play(self, view: Any) -> Any:
        self.seats.append(view.seat)
        return self.bot.play(view)

    def __getattr__(self, name: str) -> Any:  # what else a game of two asks (the exchange)
        return getattr(self.bot, name)


@pytest.mark.parametrize("variant", ["deux", "decouverte"])
def test_play_deal_at_two_gives_the_first_bot_to_n_and_the_second_to_s(variant: str) -> None:
    # Two bots at two, for N then S: 32 cards, two a trick, 16 tricks, each playing one
    # card of each, N's bot always from N's seat and S's from S's.
    north, south = _Seated(1), _Seated(2)
    b.play_deal([north, south], seed=3, rules=f"variant={variant}")  # type: ignore[list-item]
    assert north.seats == [Seat.N] * 16
    assert south.seats == [Seat.S] * 16


def test_play_deal_discovery_has_no_contract_and_s_leads() -> None:
    # RULES.md, the discovery deal: no bidding, S leads, each team keeps its card points.
    deal = b.play_deal("random", seed=4, discovery=True)
    lines = deal.deal_file.splitlines()
    assert not any(line.startswith("taker:") for line in lines)
    assert next(line for line in lines if line.startswith("1:")).startswith("1: S:")
    assert deal.score.result == "none" and deal.score.score == deal.score.points
    assert deal.score.belote is None
    with pytest.raises(b.BeloteError, match="discovery"):
        b.play_deal("random", seed=4, discovery=True, rules="variant=coinche")
    # Its docstring (the reference page's entry) says so, in the rule book's words.
    said = " ".join((b.play_deal.__doc__ or "").split())
    assert ("``discovery``: the deal without bidding of ``belote play --discovery``"
            in said), said
    assert "nobody bids, S leads, no contract" in said and "no belote bonus" in said


def test_play_deal_coinche_records_its_contract() -> None:
    deal = b.play_deal("heuristic", seed=2, rules=["variant=coinche"])
    assert any(line.startswith("contract: ") for line in deal.deal_file.splitlines())
    assert b.score(deal.deal_file) == [deal.score]


# --- score ----------------------------------------------------------------------------------

def test_score_of_a_hand_counted_deal() -> None:
    [deal] = b.score(DEAL)
    assert deal.trump == b.parse_suit("♥") and deal.taker is Seat.S
    assert deal.points == (112, 50)
    assert deal.dix_de_der is Team.EW
    assert deal.belote is Team.NS
    assert deal.result == "made" and deal.score == (132, 50)
    assert deal.tally.ok and not deal.revokes


def test_score_with_a_rule_over_the_file() -> None:
    # belote=declared: S played K♥ Q♥ without declaring them: no 20.
    [deal] = b.score(DEAL, "belote=declared")
    assert deal.belote is None and deal.score == (112, 50)
    # capot=250 changes nothing here: nobody took every trick.
    assert b.score(DEAL, RuleSet(capot=250)) == b.score(DEAL)


def test_score_of_a_revoke() -> None:
    # N plays 7♦ on trick 1 (trumps led) while holding 8♥, kept for trick 3: a revoke by
    # the takers' side. The points fall as before (36 and 9), but by default NS are
    # dedans: EW 162, NS only their belote, 20.
    text = DEAL.replace("1: S:JH W:9H N:8H E:JS", "1: S:JH W:9H N:7D E:JS").replace(
        "3: S:KH W:QD N:7D E:JD", "3: S:KH W:QD N:8H E:JD")
    [deal] = b.score(text)
    assert deal.points == (112, 50)
    assert deal.result == "dedans" and deal.score == (20, 162) and deal.penalty is Team.NS
    [revoke] = deal.revokes
    assert (revoke.trick, revoke.seat, revoke.card) == (1, Seat.N, b.parse_card("7♦"))
    assert "card=7♦" in repr(revoke)
    [as_played] = b.score(text, as_played=True)
    assert as_played.result == "made" and as_played.score == (132, 50)


def test_score_of_several_deals_and_of_a_bad_file() -> None:
    assert len(b.score(DEAL + "---\n" + DEAL)) == 2
    with pytest.raises(b.DealFileErrors) as info:
        b.score(DEAL.replace("JS", "11S"))
    assert "<deal>:3:" in str(info.value) and "unknown card '11S'" in str(info.value)


def _score_json_cli(path: Path | None = None, text: str | None = None,
                    *options: str) -> str:
    # What ``belote score --json`` prints for a file (or a text on standard input).
    args = ["score", "--json", *options, str(path) if path is not None else "-"]
    result = CliRunner().invoke(app, args, input=text)
    assert result.exit_code == 0, result.output
    return result.stdout


#: The keys of ``belote score --json``'s object that /work/shared/FORMAT.md and
#: docs/format.md give every deal (``tricks`` but in the piles form).
FORMAT_KEYS = {"trump", "taker", "dealer", "points", "dix_de_der", "belote", "capot",
               "result", "score", "revokes", "tally"}

#: Two deals dealt by E: deal 2 should have been dealt by S, the seat after E, so a note
#: says so; a match to 1000 (the default) of 132 + 132 to 50 + 50, not won yet.
MATCH = "dealer: E\n" + DEAL + "---\ndealer: E\n" + DEAL


@pytest.mark.parametrize("source", [
    *sorted((ROOT / "examples").glob("*.belote")),
    ROOT / "tests" / "deals" / "hand-written" / "coinche-carre.belote",
    ROOT / "tests" / "deals" / "hand-written" / "deux-exchange.belote",
    "DEAL", "MATCH"], ids=str)
def test_score_json_is_what_belote_score_json_prints(source: Path | str) -> None:
    if isinstance(source, Path):
        text = source.read_text(encoding="utf-8")
        printed = _score_json_cli(source)
    else:
        text = DEAL if source == "DEAL" else MATCH
        printed = _score_json_cli(None, text)
    doc = b.score_json(text)
    assert doc == json.loads(printed)
    assert json.dumps(doc, ensure_ascii=False, indent=2) + "\n" == printed  # byte for byte
    docs = doc if isinstance(doc, list) else [doc]
    for deal in docs:
        keys = FORMAT_KEYS | ({"tricks"} if "piles" not in deal else set())
        assert keys <= set(deal), keys - set(deal)
        assert set(deal["tally"]) == {"cards", "dix_de_der", "total", "ok"}
        for trick in deal.get("tricks", ()):
            assert {"leader", "cards", "winner", "points"} <= set(trick)
    assert len(docs) == len(b.score(text))
    # A DealRecord, or the list of them, as loads gives them: the same document.
    records = b.loads(text)
    assert b.score_json(records) == doc
    if len(records) == 1:
        assert b.score_json(records[0]) == doc


def test_score_json_of_hand_counted_deals_and_a_match() -> None:
    # DEAL, counted by hand (api.score's docstring): NS 112 to 50, belote 20, made.
    doc = b.score_json(DEAL)
    assert isinstance(doc, dict)
    assert (doc["trump"], doc["taker"], doc["dealer"]) == ("H", "S", None)
    assert doc["points"] == {"NS": 112, "EW": 50} and doc["score"] == {"NS": 132, "EW": 50}
    assert (doc["result"], doc["belote"], doc["dix_de_der"]) == ("made", "NS", "EW")
    assert doc["tricks"][0] == {"leader": "S", "cards": ["JH", "9H", "8H", "JS"],
                                "seats": ["S", "W", "N", "E"], "winner": "S",
                                "points": 36}
    assert "match" not in doc
    # The match of MATCH: each deal gains 132 and 50; totals 132 / 50 then 264 / 100.
    first, second = b.score_json(MATCH)
    assert first["match"] == {"gained": {"NS": 132, "EW": 50},
                              "totals": {"NS": 132, "EW": 50}, "held": 0, "winner": None}
    assert second["match"] == {"gained": {"NS": 132, "EW": 50},
                               "totals": {"NS": 264, "EW": 100}, "held": 0, "winner": None}
    assert "notes" not in first and len(second["notes"]) == 1
    # rules= and as_played= as score takes them: belote=declared, so no 20 for NS.
    assert b.score_json(DEAL, "belote=declared")["score"] == {"NS": 112, "EW": 50}
    assert b.score_json([]) == []
    with pytest.raises(TypeError, match="^text: a deal file's text"):
        b.score_json(42)  # type: ignore[call-overload]
    with pytest.raises(TypeError, match="^as_played: "):
        b.score_json(DEAL, as_played="yes")  # type: ignore[call-overload]


@pytest.mark.parametrize("name", ["friday-night.belote", "hand-written/club-spreadsheet.belote",
                                  "hand-written/deux-exchange.belote"])
def test_score_json_analyze_is_what_belote_score_json_analyze_prints(name: str) -> None:
    # score_json(analyze=True) adds each deal's analysis as belote score --json --analyze
    # does: a deal of four, a match of two deals, a deal of belote à deux.
    source = ROOT / "tests" / "deals" / name
    printed = _score_json_cli(source, None, "--analyze")
    doc = b.score_json(source.read_text(encoding="utf-8"), analyze=True)
    assert doc == json.loads(printed)
    assert json.dumps(doc, ensure_ascii=False, indent=2) + "\n" == printed  # byte for byte
    docs = doc if isinstance(doc, list) else [doc]
    assert all(deal["analysis"] is not None for deal in docs)


def test_score_json_analyze_of_hand_counted_deals() -> None:
    # The trick points the review says were taken are the file's, counted by hand in its
    # comments: club-spreadsheet's deal 1 NS 103 / EW 59, deal 2 NS 132 / EW 30; DEAL's
    # NS 112 / EW 50 (api.score's docstring).
    sheet = (ROOT / "tests" / "deals" / "hand-written" / "club-spreadsheet.belote")
    docs = b.score_json(sheet.read_text(encoding="utf-8"), analyze=True)
    assert isinstance(docs, list)
    first, second = docs
    assert first["analysis"]["actual"] == {"NS": 103, "EW": 59}
    assert second["analysis"]["actual"] == {"NS": 132, "EW": 30}
    assert [len(deal["analysis"]["plays"]) for deal in (first, second)] == [32, 32]
    doc = b.score_json(DEAL, analyze=True)
    assert isinstance(doc, dict) and doc["analysis"]["actual"] == {"NS": 112, "EW": 50}
    # Without analyze, no analysis key, as without --analyze.
    assert "analysis" not in b.score_json(DEAL)
    # A deal written as piles has no order of play to review: its analysis is None, as
    # the command prints it.
    piles = "trump: H\ntaker: S\nlast: NS\nEW: 7♠ 8♠ 9♠ 7♦ 8♦ 9♦ 7♣ 8♣\n"
    piled = b.score_json(piles, analyze=True)
    assert isinstance(piled, dict) and piled["analysis"] is None
    assert json.loads(_score_json_cli(None, piles, "--analyze"))["analysis"] is None
    with pytest.raises(TypeError, match="^analyze: True or False, not int 1$"):
        b.score_json(DEAL, analyze=1)  # type: ignore[call-overload]


def test_score_takes_deal_records_as_their_text() -> None:
    # What loads gives (or Game.to_record() makes) scores without going through dumps.
    records = b.loads(MATCH)
    assert b.score(records[0]) == b.score(DEAL)
    assert b.score(records) == b.score(MATCH) == b.score(tuple(records))
    [deal] = b.score(records[0])
    assert deal.score == (132, 50)  # by hand, as in test_score_of_a_hand_counted_deal
    # rules= is laid over each record's own rules, as over a file's: no declared belote.
    [declared] = b.score(records[0], "belote=declared")
    assert declared.belote is None and declared.score == (112, 50)
    game = b.play_deal("random", seed=3).game
    assert b.score(game.to_record()) == [game.score]
    assert b.score([]) == []
    for wrong in ([records[0], "trump: H"], [1], b"trump: H"):
        with pytest.raises(TypeError, match="^text: a deal file's text \\(str\\), a "
                                            "DealRecord or a list of them, not "):
            b.score(wrong)  # type: ignore[arg-type]


def test_a_path_given_for_a_deal_file_s_text_says_that_load_reads_a_file() -> None:
    # score, score_json, loads and iter_loads take a file's text: a Path said only 'not
    # PosixPath', the way to read the file left unsaid.
    path = Path("deal.belote")
    for function in (b.score, b.score_json, b.loads, b.dealfile.iter_loads):
        with pytest.raises(TypeError, match="^text: a deal file's text \\(str\\).*, not "
                                            ".*Path\\('deal.belote'\\): load\\(path\\) "
                                            "reads a file$"):
            function(path)  # type: ignore[operator]
    # Another type is not a path: nothing is added.
    with pytest.raises(TypeError, match="^text: a deal file's text \\(str\\), not int 3$"):
        b.loads(3)  # type: ignore[arg-type]


def test_a_file_s_name_given_as_the_text_says_first_that_load_reads_a_file(
        tmp_path: Path) -> None:
    # score("deal.belote"): the name read as a deal file's one line, three problems of a
    # file (no trump, no tricks, a line that is no key) and no word of load; the first
    # problem now names the mistake and the way.
    existing = tmp_path / "partie"  # a file that exists, whatever its name's ending
    existing.write_text(DEAL, encoding="utf-8")
    for name in ("deal.belote", "notes/Deal.TXT", str(existing)):
        for function in (b.score, b.score_json, b.loads):
            with pytest.raises(b.DealFileErrors) as raised:
                function(f"{name}\n")
            first, *rest = raised.value.errors
            assert str(first) == (f"<deal>:1: the text is a file's name, {name!r}: "
                                  "load(path) reads a file")
            assert len(rest) == 3  # the file's own problems, still there
    # A line that names no file is a text with problems, nothing added; the file's text
    # itself is read.
    with pytest.raises(b.DealFileErrors) as raised:
        b.loads("nothing here")
    assert "load(path)" not in str(raised.value)
    assert b.loads(existing.read_text(encoding="utf-8")) == b.load(existing)


def test_score_of_records_of_a_match_refused_names_score_s_argument_and_way_out() -> None:
    # Records that dumps would refuse to write as one match: score and score_json say so
    # for what they do, scoring (their argument is text), where they gave dumps' words
    # ('records: ...; to write deals scored each alone ...'), in English and in French.
    from belote_cli.engine.playing import play_out
    from belote_cli.texts import describe

    [classic] = b.loads(DEAL)
    coinche = b.play_deal("random", seed=1, rules="variant=coinche").game.to_record()
    alone = play_out(b.Game.discovery(list(range(32)), b.HEARTS),
                     [b.find_bot("random", random.Random(k)) for k in range(4)]).to_record()
    short = dataclasses.replace(classic, rules=RuleSet(target=501))
    later = dataclasses.replace(classic, independent=True)
    way_en = ("to score the deals each alone, make the first DealRecord independent=True (as "
              "'match: none' in a file)")
    way_fr = ("pour compter chaque donne à part, mettez independent=True au premier "
              "DealRecord (comme 'match: none' dans un fichier)")
    for records, english, french in (
            ([classic, coinche],
             "text: deal 2 is a deal of coinche, deal 1 of classic belote: a match is played "
             "at one game; " + way_en,
             "text\xa0: la donne 2 est une donne de coinche, la donne 1 de belote "
             "classique\xa0: une partie se joue à un seul jeu\xa0; " + way_fr),
            ([classic, alone],
             "text: deal 2 is a deal without bidding (discovery=True), played alone, never in "
             "a match; " + way_en,
             "text\xa0: la donne 2 est une donne sans enchères (discovery=True), qui se joue "
             "seule, jamais dans une partie\xa0; " + way_fr),
            ([classic, short],
             # The targets grouped as each language groups thousands (1,000, 1 000).
             "text: deal 2 plays to 501, deal 1 to 1,000: a match is played to one target; "
             + way_en,
             "text\xa0: la donne 2 se joue en 501 points, la donne 1 en 1\u202f000\xa0: une "
             "partie se joue en un seul but\xa0; " + way_fr),
            ([classic, later],
             "text: deal 2 is independent=True and deal 1 is not: the deals are scored each "
             "alone when the first DealRecord is independent=True, as 'match: none' is said "
             "in a file's first deal",
             "text\xa0: la donne 2 a independent=True et la donne 1 non\xa0: les donnes sont "
             "comptées chacune à part quand le premier DealRecord a independent=True, comme "
             "'match: none' se dit dans la première donne d'un fichier")):
        for scoring in (b.score, b.score_json):
            with pytest.raises(b.RuleError) as caught:
                scoring(records)
            assert (str(caught.value), describe(caught.value, "fr")) == (english, french)
    # The way out: the first deal independent, each deal scored alone, as by itself.
    first = dataclasses.replace(classic, independent=True)
    assert b.score([first, coinche]) == b.score(classic) + b.score(coinche)
    assert [len(doc["tricks"]) for doc in b.score_json([first, coinche])] == [8, 8]
    with pytest.raises(b.RuleError, match="^records: deal 2 is a deal of coinche, deal 1 of "
                                          "classic belote: .* load would not read the file "
                                          "back; to write deals"):
        b.dumps([classic, coinche])  # dumps' own words, for what it does


def test_loads_dumps_round_trip() -> None:
    [record] = b.loads(DEAL)
    assert b.loads(b.dumps(record)) == [record]
    assert b.score(b.dumps(record)) == b.score(DEAL)


def test_a_tout_atout_deal_with_a_belote_each_side_scores_the_same_from_its_record() -> None:
    # TA (VARIANTS.md): each suit's king and queen is a belote. Seed 108 of coinche with
    # SA/TA gives one to each team; the record scored again named EW where the deal named
    # NS (NS, the first, is 0 and was passed over by an 'or').
    deal = b.play_deal("heuristic", seed=108, rules="variant=coinche sa_ta=on")
    assert deal.score.belotes == (1, 1)
    assert b.score(deal.deal_file) == [deal.score]


def test_a_view_of_a_deal_settled_by_a_back_end_keeps_its_leader() -> None:
    # N leads; the play settled at once (simulate's fast path): S's view still says N
    # led (it said S, N being 0 and passed over by an 'or').
    hands = [sum(1 << c for c in range(8 * i, 8 * i + 8)) for i in range(4)]
    game = b.Game.at_play(hands, b.HEARTS, b.Seat.N, taker=b.Seat.N)
    game.settle_play(80, 82, 4, 0)
    assert game.view(b.Seat.S).leader is b.Seat.N


# --- solve ----------------------------------------------------------------------------------

def test_solve_the_last_trick_has_no_choice() -> None:
    # One card each, ♠ trump, S leads 10♥: W's A♥ wins 10 + 11 and the dix de der.
    s = b.solve(["7♥", "8♣", "10♥", "A♥"], "♠", "S")
    assert s.points == (0, 31)
    assert s.values == {b.parse_card("10♥"): 0} and s.team is Team.NS


def test_every_dict_of_the_api_keyed_by_cards_reads_a_cards_text() -> None:
    # The exported records' dict fields: those keyed by cards are CardDicts (a card's text
    # reads them, as their repr writes the cards); the others are keyed by teams or texts.
    from belote_cli.core.cards import CardDict

    by_cards = set()
    for name in b.__all__:
        obj = getattr(b, name)
        if isinstance(obj, type) and dataclasses.is_dataclass(obj):
            for field in dataclasses.fields(obj):
                kind = str(field.type)
                if "dict[" in kind.lower() or "Mapping[" in kind:
                    assert not re.search(r"(dict|Mapping)\[(Card|int)\b", kind), (name, kind)
                if kind.startswith("CardDict["):
                    by_cards.add(f"{name}.{field.name}")
    assert by_cards == {"Solution.values", "Hint.points", "Hint.margins"}
    # J♥ (12) first keeps the 55 points, A♠ (7) first 30, read by either key.
    s = b.solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}, "♥", "S")
    assert isinstance(s.values, CardDict)
    assert (s.values["J♥"], s.values["V♥"], s.values["as"], s.values[12]) == (55, 55, 30, 55)
    assert s.values.get("7♦", "none") == "none" and "9♥" not in s.values


def test_solve_two_tricks_by_hand_and_mid_trick() -> None:
    hands = {"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}
    s = b.solve(hands, "♥", "S")
    assert s.values == {b.parse_card("J♥"): 55, b.parse_card("A♠"): 30}
    assert s.best == (b.parse_card("J♥"),) and s.points == (55, 0)
    # After S's A♠, W must trump (void in ♠, an opponent winning): only 9♥ is legal,
    # worth the 25 of the first trick to EW.
    after = b.solve({"S": "J♥", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}, "♥", "S",
                    trick="A♠")
    assert after.values == {b.parse_card("9♥"): 25} and after.team is Team.EW
    assert after.points == (30, 25)


def test_solve_undertrump_from_the_rule_book() -> None:
    # RULES.md's worked figure: ♠ trump, W leads A♦, N 7♦, E trumps with 9♠; S holds
    # 8♠ 7♠ K♥ A♣ and cannot overtrump: free, any card; required, only 8♠ or 7♠.
    hands = {"S": "8♠ 7♠ K♥ A♣", "W": "K♦ Q♦ J♦", "N": "8♦ 9♦ 10♦", "E": "Q♥ J♥ 10♥"}
    free = b.solve(hands, "♠", "W", trick="A♦ 7♦ 9♠")
    assert set(free.values) == set(b.parse_cards("8♠ 7♠ K♥ A♣"))
    required = b.solve(hands, "♠", "W", trick="A♦ 7♦ 9♠", rules="undertrump=required")
    assert set(required.values) == set(b.parse_cards("8♠ 7♠"))
    # Either way every point still in play is counted: on the table A♦ 11 + 9♠ 14, in
    # the hands 4 + 11 (S), 4 + 3 + 2 (W), 10 (N), 3 + 2 + 10 (E), and the dix de der.
    for s in (free, required):
        assert sum(s.points) == 25 + 15 + 9 + 10 + 15 + 10


def test_solve_refuses_bad_positions() -> None:
    with pytest.raises(b.CardError, match="N, E, S and W"):
        b.solve(["7♥", "8♣", "10♥"], "♠", "S")
    with pytest.raises(b.CardError, match="twice"):
        b.solve(["7♥ 7♥", "8♣ 9♣", "10♥ J♥", "A♥ K♥"], "♠", "S")
    with pytest.raises(b.CardError):
        b.solve(["7♥", "8♣", "10♥", "A♥"], "X", "S")


def test_solve_needs_both_the_trump_and_the_leader() -> None:
    # The hands alone, or with one of the two: the same error, naming both.
    ending = {"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}
    said = "^a position given by its hands needs the trump and the leader$"
    for kw in ({"trump": "♥"}, {"leader": "S"}, {}):
        with pytest.raises(b.BeloteError, match=said):
            b.solve(ending, **kw)  # type: ignore[arg-type]


# --- simulate -------------------------------------------------------------------------------

def test_simulate_prints_what_the_command_prints() -> None:
    run = b.simulate(300, seed="api")
    out = CliRunner().invoke(app, ["simulate", "--deals", "300", "--seed", "api",
                                   "--jobs", "1"])
    assert out.exit_code == 0
    assert run.text == out.stdout and str(run) == run.text
    doc = CliRunner().invoke(app, ["simulate", "--deals", "300", "--seed", "api",
                                   "--jobs", "1", "--json"])
    assert run.json == json.loads(doc.stdout)


def test_simulate_rates_read_from_the_report() -> None:
    run = b.simulate(300, seed="api", rules="announcements=on")
    stats = run.json["stats"]
    assert isinstance(stats, dict)
    made = run.rate("taker.made")
    assert (made.count, made.of) == (stats["taker"]["made"]["count"], stats["taker"]["deals"])
    low, high = made.interval
    assert low <= made.rate <= high
    void = run.rate("void")
    assert void.of == 300 and void.count + made.of == 300
    with pytest.raises(b.BeloteError, match="no rate 'taker.maid'"):
        run.rate("taker.maid")
    with pytest.raises(b.BeloteError, match="not a rate"):
        run.rate("taker")
    # A mean (card points, n/mean/sd/ci95) holds no rate: said so, with no list of none.
    assert "n" in stats["trick_points"]["NS"]
    for mean in ("trick_points.NS", "trick_points"):
        with pytest.raises(b.BeloteError, match=f"^'{mean}' is not a rate of this report$"):
            run.rate(mean)
    with pytest.raises(b.BeloteError, match="^no rate 'trick_points.XX' in this report$"):
        run.rate("trick_points.XX")
    with pytest.raises(TypeError, match=r"^path: a rate's keys joined by dots .*, not int 3$"):
        run.rate(3)  # type: ignore[arg-type]


def test_simulate_should_i_take() -> None:
    run = b.simulate(60, seed="api", hand="S:V♠ 9♠ A♥ 10♣ 7♦", retourne="8♠")
    take = run.rate("take.taker.made")
    assert take.of == run.rate("take.takes.NS").count + run.rate("take.takes.EW").count
    with pytest.raises(b.BeloteError, match="retourne"):
        b.simulate(10, seed="api", hand="S:V♠ 9♠ A♥ 10♣ 7♦")


def test_simulate_round_two_as_the_command_asks_it() -> None:
    # round=2 is --round 2: the same report, text and JSON, on the same seed; its rates
    # under each choice (retourne 8♠: pass, then ♥, ♦ and ♣, the other suits).
    hand = ("S:V♠ 9♠ A♥ 10♣ 7♦", "8♠", "W")
    run = b.simulate(120, seed="api", hand=hand[0], retourne=hand[1], dealer=hand[2],
                     round=2)
    args = ["simulate", "--deals", "120", "--seed", "api", "--jobs", "1", "--hand", hand[0],
            "--retourne", hand[1], "--dealer", hand[2], "--round", "2"]
    out = CliRunner().invoke(app, args, env={"BELOTE_LANG": "en"})
    assert out.exit_code == 0 and run.text == out.stdout
    doc = CliRunner().invoke(app, [*args, "--json"], env={"BELOTE_LANG": "en"})
    assert run.json == json.loads(doc.stdout)
    hand_doc = run.json["hand"]
    assert isinstance(hand_doc, dict) and hand_doc["round"] == 2
    assert list(hand_doc["choices"]) == ["pass", "take H", "take D", "take C"]
    made = run.rate("take H.taker.made")
    assert made.of == run.rate("take H.takes.NS").count + run.rate("take H.takes.EW").count
    assert made.of == hand_doc["deals_reached"]  # S takes ♥ in every deal reached
    # round=1, the default, is round one's question.
    one = b.simulate(30, seed="api", hand=hand[0], retourne=hand[1], dealer=hand[2], round=1)
    assert one.json == b.simulate(30, seed="api", hand=hand[0], retourne=hand[1],
                                  dealer=hand[2]).json


@pytest.mark.parametrize(("kw", "error", "message"), [
    ({"round": 3}, b.BeloteError, r"^round must be 1 or 2, found 3$"),
    ({"round": 0}, b.BeloteError, r"^round must be 1 or 2, found 0$"),
    ({"round": "2"}, TypeError, r"^round: 1 or 2 \(int\), not str '2'$"),
    ({"round": True}, TypeError, r"^round: 1 or 2 \(int\), not bool True$"),
    ({"round": 2.0}, TypeError, r"^round: 1 or 2 \(int\), not float 2.0$"),
    ({"round": 2, "hand": None}, b.BeloteError,
     r"^round= goes with hand= \(the round of its question\)$"),
    ({"round": 2, "rules": "variant=coinche"}, b.BeloteError, r"coinche"),
])
def test_simulate_round_refuses_what_the_command_refuses(kw: dict[str, object],
                                                         error: type[Exception],
                                                         message: str) -> None:
    args: dict[str, Any] = {"hand": "S:V♠ 9♠ A♥ 10♣ 7♦", "retourne": "8♠", **kw}
    with pytest.raises(error, match=message):
        b.simulate(10, seed="x", **args)


def test_simulate_refuses_what_the_command_refuses() -> None:
    with pytest.raises(b.BeloteError, match="at least 1"):
        b.simulate(0, seed="x")
    # A billion deals at most, as --deals (a larger number ran for ever, without a word).
    with pytest.raises(b.BeloteError, match="^deals must be at most 1,000,000,000, found 10"):
        b.simulate(10**23, seed="x")
    with pytest.raises(b.BeloteError, match="unknown bot"):
        b.simulate(10, seed="x", bots="nobody")
    with pytest.raises(b.BeloteError, match="discovery"):
        b.simulate(10, seed="x", discovery=True, rules="variant=coinche")


def test_simulate_plays_1000_deals_by_default() -> None:
    # deals=1000 in its signature: the report says 1,000 deals.
    run = b.simulate(seed="x")
    assert run.text.splitlines()[0] == "1,000 classic deals, seed x"
    assert run.json["deals"] == 1000


# --- reprs ----------------------------------------------------------------------------------

def test_value_objects_read_like_cards() -> None:
    j, nine, ace, seven = b.parse_cards("J♥ 9♥ A♥ 7♥")
    trick = Trick(Seat.S, (j, nine, ace, seven), Seat.S, 45)
    assert repr(trick) == "Trick(leader=S, cards=(J♥, 9♥, A♥, 7♥), winner=S, points=45)"
    assert repr(RuleSet()) == "RuleSet()"
    assert repr(RuleSet(undertrump="required")) == "RuleSet(undertrump='required')"
    [record] = b.loads(DEAL)
    assert repr(record).startswith("DealRecord(trump=♥, taker=S, leader=S, tricks=[(J♥, 9♥")
    view = PlayerView(Seat.S, b.mask_of(b.parse_cards("A♠ 10♠ J♥")), 1, Seat.S, (), (),
                      b.mask_of(b.parse_cards("A♠ 10♠ J♥")), Seat.S, Seat.E, None, RuleSet())
    assert "hand={A♠, 10♠, J♥}" in repr(view) and "trump=♥" in repr(view)
    # The coinche view wrote its seats as <Seat.S: 2> and its hand as Cards(...), where
    # its siblings BidView and PlayerView write S and {A♠, 10♠, J♥}.
    call_view = b.CallView(Seat.S, b.mask_of(b.parse_cards("A♠ 10♠ J♥")), Seat.E,
                         ((Seat.W, b.PASS),), (b.PASS,), RuleSet(variant="coinche"))
    # (a tuple of one with its comma, as Python writes it)
    assert repr(call_view) == (
        "CallView(seat=S, hand={A♠, 10♠, J♥}, dealer=E, calls=((W, Call(kind='pass')),), "
        "legal=(Call(kind='pass'),), rules=RuleSet(variant='coinche'))")
    coinche = b.Game(seed=4, rules="variant=coinche")
    assert repr(coinche.view("S")).startswith("CallView(seat=S, hand={")
    assert repr(b.solve(["7♥", "8♣", "10♥", "A♥"], "♠", "S")) == (
        "Solution(points=(0, 31), values={10♥: 0}, best=(10♥,), team=NS)")


def test_an_announcement_prints_its_cards_in_the_order_of_its_sequence() -> None:
    # A tierce Q♣ J♣ 10♣ in the natural order of a sequence, highest first (by strength
    # the 10 would come first); a mask of two suits by suit, spades before hearts, whatever
    # the ranks (K♠ before A♥).
    from belote_cli.core import reprs
    from belote_cli.core.announcements import Announcement

    queen, jack, ten = b.parse_cards("Q♣ J♣ 10♣")
    tierce = Announcement("tierce", b.mask_of([ten, queen, jack]), queen, b.CLUBS, 3, 20)
    assert repr(tierce) == ("Announcement(kind='tierce', cards={Q♣, J♣, 10♣}, top=Q♣, "
                            "suit=♣, length=3, points=20)")
    assert reprs.run(b.mask_of(b.parse_cards("A♥ K♠"))) == "{K♠, A♥}"


def test_a_value_of_another_shape_than_its_kinds_prints_as_it_is() -> None:
    # show() reads a tuple of as many values as its tuple of kinds; a list, None or a
    # tuple of another length is written by its own repr.
    from belote_cli.core import reprs

    kinds = (None, reprs.CARDS)
    assert reprs.show((6, 11), kinds) == "(6, 10♥)"
    assert reprs.show([6, 11], kinds) == "[6, 11]"
    assert reprs.show(None, kinds) == "None"
    assert reprs.show((6, 11, 12), kinds) == "(6, 11, 12)"


def test_a_tuple_of_one_prints_with_its_comma_as_python_writes_it() -> None:
    # A tuple of one card, suit or call was written as the item in brackets, (J♥), (♥),
    # (Call(kind='pass')), which reads as no tuple at all; of two as (J♥, 9♥), of none ().
    from belote_cli.analysis import PlayReview
    from belote_cli.bots.solver import Solution

    j, nine, ace = b.parse_cards("J♥ 9♥ A♥")
    hand = b.mask_of([j, nine])
    one = BidView(Seat.S, hand, ace, Seat.E, 1, (), (b.HEARTS,), RuleSet())
    assert repr(one) == ("BidView(seat=S, hand={J♥, 9♥}, retourne=A♥, dealer=E, round=1, "
                         "bids=(), legal=(♥,), rules=RuleSet())")
    two = BidView(Seat.S, hand, ace, Seat.E, 2, ((Seat.S, None),), (b.SPADES, b.CLUBS),
                  RuleSet())
    assert repr(two) == ("BidView(seat=S, hand={J♥, 9♥}, retourne=A♥, dealer=E, round=2, "
                         "bids=((S, None),), legal=(♠, ♣), rules=RuleSet())")
    none = b.CallView(Seat.S, hand, Seat.E, (), (), RuleSet(variant="coinche"))
    assert repr(none) == ("CallView(seat=S, hand={J♥, 9♥}, dealer=E, calls=(), legal=(), "
                          "rules=RuleSet(variant='coinche'))")
    assert repr(Solution((55, 0), {j: 55}, (j,), Team.NS)) == (
        "Solution(points=(55, 0), values={J♥: 55}, best=(J♥,), team=NS)")
    assert repr(Solution((55, 0), {j: 55, nine: 55}, (j, nine), Team.NS)) == (
        "Solution(points=(55, 0), values={J♥: 55, 9♥: 55}, best=(J♥, 9♥), team=NS)")
    assert repr(PlayReview(1, Seat.S, nine, 30, 55, (j,), True)) == (
        "PlayReview(trick=1, seat=S, card=9♥, value=30, best_value=55, best=(J♥,), "
        "legal=True)")
    # E revoked once (K♠ at trick 3): NS take the 162 of the dedans.
    from belote_cli.core.errors import Reason
    from belote_cli.core.scoring import Revoke, score_deal

    revoke = Revoke(3, Seat.E, b.parse_card("K♠"), Reason("must_follow"))
    scored = score_deal(b.SPADES, (90, 72), Team.NS, Seat.N, RuleSet(), revokes=(revoke,))
    assert ("revokes=(Revoke(trick=3, seat=E, card=K♠, rule=Reason('must_follow')),), "
            "penalty=EW") in repr(scored)


def test_a_reason_prints_its_code_and_values_as_its_siblings_do() -> None:
    # Reason printed as a dataclass does, Reason(code='must_follow', params={}) with its
    # empty params, and its values as ints (suit=1 for ♥), where the library's other values
    # write cards and suits as players do: the code, and its values only when it has some,
    # a card, a suit or cards by the name of the value (as str() names them).
    import pickle

    from belote_cli.core.errors import IllegalPlayError, Reason

    assert repr(Reason("must_follow")) == "Reason('must_follow')"
    hearts = Reason("must_follow", {"suit": b.HEARTS})
    assert repr(hearts) == "Reason('must_follow', {'suit': ♥})"
    assert str(hearts) == "must follow ♥"  # str() still the sentence
    held = Reason("card_not_held", {"number": 3, "seat": Seat.S, "card": b.parse_card("J♥"),
                                    "held_cards": [b.parse_card("A♥"), b.parse_card("7♠")]})
    assert repr(held) == ("Reason('card_not_held', {'number': 3, 'seat': S, 'card': J♥, "
                          "'held_cards': [A♥, 7♠]})")
    assert str(held) == "trick 3: S does not hold J♥ (held: A♥ 7♠)"
    # A nested reason as its own repr; a contract kind under a name ending _suit as SA; a
    # value its name does not fit (a card of 99, a suit's text) as it is.
    led = Reason("must_lead", {"why": Reason("lead_won", {"number": "1"}),
                               "retourne_card": b.parse_card("A♣"), "trump_suit": b.NO_TRUMP,
                               "card": 99, "suit": "x"})
    assert repr(led) == ("Reason('must_lead', {'why': Reason('lead_won', {'number': '1'}), "
                         "'retourne_card': A♣, 'trump_suit': SA, 'card': 99, 'suit': 'x'})")
    # Through tuples, lists and dicts as core.reprs.show writes them (english.shown, which
    # both use): a tuple of one card with its comma, a dict's keys as themselves.
    one = Reason("x", {"cards": (b.parse_card("J♥"),), "led_suit": {Seat.W: b.HEARTS},
                       "trick_cards": [], "n": (3,)})
    assert repr(one) == ("Reason('x', {'cards': (J♥,), 'led_suit': {W: ♥}, "
                         "'trick_cards': [], 'n': (3,)})")
    # The ends of the ranges: card 0 is 7♠ and 31 A♣, 32 no card; suit 0 is ♠ and 5 TA,
    # 6 no suit.
    ends = Reason("x", {"card": 0, "held_cards": [31, 32], "suit": 0, "led_suit": 5,
                        "trump_suit": 6})
    assert repr(ends) == ("Reason('x', {'card': 7♠, 'held_cards': [A♣, 32], 'suit': ♠, "
                          "'led_suit': TA, 'trump_suit': 6})")
    # Equal and pickled as before; its repr reads back as the same values once the cards
    # are named (Reason is made with ints).
    assert hearts == Reason("must_follow", {"suit": 1}) and hearts != Reason("must_follow")
    assert pickle.loads(pickle.dumps(held)) == held
    assert repr(pickle.loads(pickle.dumps(held))) == repr(held)
    # As a refused card gives it: W holds A♥ and plays K♠ on S's J♥ (docs/api.md).
    game = b.Game(seed=4)
    game.take()
    game.play("J♥")
    with pytest.raises(IllegalPlayError) as refused:
        game.play("K♠")
    assert repr(refused.value.rule) == "Reason('must_follow', {'suit': ♥})"


def _printed(masks: Any) -> list[str]:
    # Each mask as it prints, and checked to be a ``Cards`` (a bare int prints a number).
    assert all(type(m) is b.Cards for m in masks), [type(m).__name__ for m in masks]
    return [str(m) for m in masks]


def test_the_masks_a_game_gives_print_as_cards() -> None:
    # DecouverteGame.face_down gave a bare int, printed as a number (277921842 for S of
    # Game.seeded(4, "variant=decouverte")), and a seat's letter was a traceback; the view
    # fields faceup, covered, known, shown and the property played were bare ints too.
    # Each is now a Cards: the same mask, printed as its cards. Belote découverte dealt by
    # N from the deck in card order (cards 0-31, VARIANTS.md's layout): S, the non-dealer,
    # gets cards 1-4 of the deck face down (7♠-10♠), 9-12 face up on them (7♥-10♥), 17-20
    # face down (7♦-10♦) and 25-28 face up (7♣-10♣); N 5-8 (J♠-A♠), 13-16 (J♥-A♥), 21-24
    # (J♦-A♦) and 29-32 (J♣-A♣), the last, A♣, the retourne.
    game = b.Game.deal(list(range(32)), "N", "variant=decouverte")
    s_down, n_down = 0x000F000F, 0x00F000F0
    assert _printed([game.face_down("S"), game.face_down(Seat.N)]) == [
        "10♠ 9♠ 8♠ 7♠ 10♦ 9♦ 8♦ 7♦", "A♠ K♠ Q♠ J♠ A♦ K♦ Q♦ J♦"]
    assert (game.face_down("S"), game.face_down(0)) == (s_down, n_down)
    assert game.face_down(2) == game.face_down("sud") == s_down
    with pytest.raises(b.RuleError, match="seat"):
        game.face_down("E")
    with pytest.raises(b.CardError, match="seat"):
        game.face_down("Z")
    game.take()                                   # S takes ♣ and leads
    view = game.view("S")
    assert isinstance(view, PlayerView)
    # N's face-up cards, and all 16 face-up cards lying over a face-down one.
    assert _printed([view.faceup, view.covered, view.played, view.known]) == [
        "A♥ K♥ Q♥ J♥ A♣ K♣ Q♣ J♣", "A♥ 10♥ K♥ Q♥ J♥ 9♥ 8♥ 7♥ A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣", "-",
        "-"]
    assert (view.faceup, view.covered, view.played) == (0xF000F000, 0xFF00FF00, 0)
    game.play("7♥")                               # from S's pile 1, over 7♠
    assert _printed([game.view("N").played]) == ["7♥"]
    game.play("J♥")                               # from N's pile 1, over J♠: N wins
    # 7♠ and J♠ turn face up, over nothing.
    assert _printed([game.face_down("S"), game.face_down("N")]) == [
        "10♠ 9♠ 8♠ 10♦ 9♦ 8♦ 7♦", "A♠ K♠ Q♠ A♦ K♦ Q♦ J♦"]
    assert (game.face_down("S"), game.face_down("N")) == (s_down & ~1, n_down & ~(1 << 4))
    view = game.view("S")
    assert _printed([view.faceup, view.played]) == ["J♠ A♥ K♥ Q♥ A♣ K♣ Q♣ J♣", "J♥ 7♥"]
    assert (view.faceup, view.played) == (0xF000E010, 1 << 8 | 1 << 12)
    assert view.covered == 0xFF00EE00


def test_the_cards_a_view_knows_print_as_cards() -> None:
    # Belote à deux dealt by N from the deck in card order: S gets cards 0-2 and 6-8
    # (7♠ 8♠ 9♠, K♠ A♠ 7♥), N 3-5 and 9-11, card 12 (J♥) the retourne. S takes ♥ and
    # swaps its 7♥ for the J♥ in view of both: N knows S holds the J♥.
    two = b.Game.deal(list(range(32)), "N", "variant=deux")
    two.take()
    two.swap(True)
    known = two.view("N").known
    assert _printed([known]) == ["J♥"] and known == 1 << 12
    # Classic, belote=declared: S leads K♥ of trump ♥ and says belote, showing Q♥ to all.
    hands = {"S": "K♥ Q♥ A♠ 10♠ K♠ Q♠ J♠ 9♠", "W": "A♥ 10♥ 8♠ 7♠ A♦ 10♦ K♦ Q♦",
             "N": "J♥ 9♥ 8♥ 7♥ J♦ 9♦ 8♦ 7♦", "E": "A♣ 10♣ K♣ Q♣ J♣ 9♣ 8♣ 7♣"}
    game = b.Game.at_play(hands, "♥", "S", "belote=declared", taker="S")
    assert _printed(game.view("W").shown) == ["-", "-", "-", "-"]
    game.play("K♥")
    game.say_belote(True)
    shown = game.view("W").shown
    assert _printed(shown) == ["-", "-", "Q♥", "-"] and shown == (0, 0, 1 << 13, 0)
    assert _printed(game.player_view().shown) == ["-", "-", "Q♥", "-"]


def test_the_cards_of_a_cards_iterate_as_cards() -> None:
    # A hand iterated gives its cards, each printing as the card as the hand prints them
    # (they were plain ints: [0, 12, 31]), still equal to and hashing as the cards' ints.
    hand = b.Cards(b.mask_of(b.parse_cards("7♠ J♥ A♣")))
    cards = list(hand)
    assert repr(cards) == "[7♠, J♥, A♣]" and [str(c) for c in hand] == ["7♠", "J♥", "A♣"]
    assert cards == [0, 12, 31] and {*cards} == {0, 12, 31}
    assert json.dumps(cards) == "[0, 12, 31]" and pickle.loads(pickle.dumps(cards)) == cards
    assert repr(list(b.Cards(0))) == "[]"


def test_a_card_s_text_is_in_a_hand_as_game_play_reads_it() -> None:
    # Seed 4: S holds J♥ 7♥ 7♦ 10♣ Q♣ (README). A card's text is read as Game.play reads
    # it, in either notation; it was silently not in the hand.
    hand = b.Game(seed=4).cards("S")
    assert str(hand) == "J♥ 7♥ 7♦ 10♣ Q♣"
    for text in ("J♥", "JH", "jh", "V♥", "10c", "Q♣", "DT"):
        assert text in hand, text
    for text in ("J♠", "A♥", "8♥"):
        assert text not in hand, text
    with pytest.raises(b.CardError, match="unknown card '1X'"):
        assert "1X" in hand
    assert 12 in hand and 0 not in hand and 32 not in hand and None not in hand


# --- more of the rule book through the API --------------------------------------------------

# S holds J 9 A 10 8 7 of trump (♥) and the aces of ♠ and ♦; W holds K♥ Q♥ and six clubs;
# N the seven other spades and K♣, E the seven other diamonds and A♣. S leads every trick
# and wins them all: 23 + 18 + 11 + 30 + 4 + 16 + 21 + 29 = 152, and the dix de der. W
# played K♥ and Q♥: the defence's belote (RULES.md, worked figures: 252 / 20).
CAPOT = """\
trump: H
taker: S
1: S:JH W:QH N:7S E:7D
2: S:9H W:KH N:8S E:8D
3: S:AH W:7C N:9S E:9D
4: S:10H W:8C N:10S E:10D
5: S:8H W:9C N:JS E:JD
6: S:7H W:10C N:QS E:QD
7: S:AS W:JC N:KS E:KD
8: S:AD W:QC N:KC E:AC
"""


def test_score_capot_with_the_defence_s_belote() -> None:
    [deal] = b.score(CAPOT)
    assert deal.points == (162, 0) and deal.capot is Team.NS
    assert deal.belote is Team.EW
    assert deal.result == "made" and deal.score == (252, 20)
    # capot=250 for the tables that count 250.
    [short] = b.score(CAPOT, "capot=250")
    assert short.score == (250, 20)


def test_score_of_the_litige_example() -> None:
    # examples/litige.belote: 81 each (23 + 39 + 5 + 14 for NS, the takers; 25 + 21 + 9 +
    # 16 + 10 for EW). The defence scores its 81 now, the takers' 81 are held; with
    # tie=dedans 81 is a failure: EW 162.
    text = (Path(__file__).resolve().parent.parent / "examples" / "litige.belote").read_text(
        encoding="utf-8")
    [deal] = b.score(text)
    assert deal.points == (81, 81)
    assert deal.result == "litige" and deal.score == (0, 81) and deal.held == 81
    [dedans] = b.score(text, "tie=dedans")
    assert dedans.result == "dedans" and dedans.score == (0, 162) and dedans.held == 0


@pytest.mark.parametrize("rules", [
    "", "direction=anticlockwise undertrump=required", "belote=declared",
    "announcements=on", "contract=total tie=dedans", "variant=coinche",
    "variant=coinche announcements=on belote=declared",
])
def test_play_deal_under_every_rule_scores_the_same_from_its_record(rules: str) -> None:
    for seed in range(3):
        deal = b.play_deal(["heuristic", "random", "heuristic", "random"], seed=seed,
                           rules=rules)
        assert deal.score.tally.ok
        assert deal.game.is_over and deal.game.score == deal.score
        assert b.score(deal.deal_file) == [deal.score]
        assert b.loads(deal.deal_file)[0].rules == api.rule_set(rules)


def test_solve_takes_masks_text_and_seats_alike() -> None:
    texts = ["8♣ 7♣", "8♦ 9♦", "J♥ A♠", "9♥ 7♦"]  # N E S W
    masks = [b.mask_of(b.parse_cards(t)) for t in texts]
    by_text = b.solve(texts, "♥", "S")
    assert b.solve(masks, b.parse_suit("H"), Seat.S) == by_text
    assert b.solve(dict(zip("NESW", texts, strict=True)), "hearts", "south") == by_text
    # A seat left out of the mapping holds nothing: here the position cannot be played.
    with pytest.raises(b.BeloteError):
        b.solve({"S": "J♥ A♠", "W": "9♥ 7♦"}, "♥", "S")


@pytest.mark.parametrize(("variant", "unknown"), [
    # À deux: the talon (19 cards and the retourne under it) is drawn until trick 10.
    ("deux", "once the talon is empty .*: 20 cards are still to draw"),
    # Découverte: 8 face-down cards each at the start.
    ("decouverte", "once no card lies face down: 16 are still unseen"),
])
def test_solve_a_game_of_two_once_every_card_is_known(variant: str, unknown: str) -> None:
    # It said "only a deal in its play has a position to solve" in the play.
    game = b.Game.shuffle(random.Random(3), Seat.N, RuleSet(variant=variant))
    with pytest.raises(b.BeloteError, match="in its play"):
        b.solve(game)  # still taking
    while game.phase is not b.Phase.PLAY:
        game.apply(game.legal_actions()[-1])
    with pytest.raises(b.BeloteError, match=unknown):
        b.solve(game)
    while True:  # on to the first position whose cards are all known
        try:
            solution = b.solve(game)
            break
        except b.BeloteError:
            game.apply(game.legal_actions()[0])
    state = game.talon_state  # type: ignore[attr-defined]
    assert variant != "deux" or len(game.tricks) == 10  # the talon is drawn by trick 10
    # The position given by its hands: the same solution.
    assert solution == b.solve({"S": state.hands[Seat.S], "N": state.hands[Seat.N]},
                               state.trump, state.leader, list(state.trick),
                               f"variant={variant}")
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    with pytest.raises(b.BeloteError, match="in its play"):
        b.solve(game)


def test_simulate_coinche_prints_what_the_command_prints() -> None:
    run = b.simulate(100, seed="api", rules="variant=coinche")
    out = CliRunner().invoke(app, ["simulate", "--deals", "100", "--seed", "api", "--jobs",
                                   "1", "--rule", "variant=coinche", "--json"])
    assert run.json == json.loads(out.stdout)


def _mypy_strict(program: str, cache: Path, monkeypatch: pytest.MonkeyPatch
                 ) -> tuple[str, int]:
    # mypy --strict on a program that imports belote_cli from this tree (docs/api.md's
    # MYPYPATH and silent imports), its output and exit code; skipped where mypy, of the
    # test extra, is not installed (not every CI venv has it).
    mypy_api = pytest.importorskip("mypy.api")
    monkeypatch.setenv("MYPYPATH", str(ROOT))
    out, _err, code = mypy_api.run(["--strict", "--follow-imports=silent", "--cache-dir",
                                    str(cache), "-c", program])
    return out, code


def _one_mypy_error(program: str, cache: Path, monkeypatch: pytest.MonkeyPatch,
                    error: str) -> None:
    # mypy --strict finds one error in ``program``, the first line of its output beginning
    # with ``error``.
    out, code = _mypy_strict(program, cache, monkeypatch)
    assert code == 1 and out.splitlines()[0].startswith(error), out
    assert "Found 1 error" in out


def test_the_rules_functions_type_check_with_cards_as_text_in_a_list(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/api.md calls legal_plays("A♠ 9♥ 8♥ 7♦", ["RP", "7♠"], "cœur"): it runs, and a
    # program written so failed mypy --strict ('List item 0 has incompatible type "str";
    # expected "int"'), the lists typed as ints only.
    program = (
        "import belote_cli as b\n"
        "legal: int = b.legal_plays('A♠ 9♥ 8♥ 7♦', ['RP', '7♠'], 'cœur')\n"
        "winner: int = b.trick_winner(['A♠', '7♥'], '♥')\n"
        "solved = b.solve({'S': ['J♥'], 'W': '9♥', 'N': '8♣', 'E': '8♦'}, '♥', 'W',\n"
        "                 trick=['A♠'])\n"
        "wrong: int = b.trick_winner([1.5], '♥')\n")
    # The one error: the float, which no card is.
    _one_mypy_error(program, tmp_path, monkeypatch, "<string>:6: error: List item 0 ")


def test_a_bot_that_answers_in_text_type_checks_as_a_bot(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The Bot protocol's docstrings say bid, coinche_call and play may answer in text
    # ("pass", "90 ♥", "J♥"), and the engine reads it; a bot annotated so was no Bot for
    # mypy --strict (bid typed int | None, coinche_call Call, play int).
    program = (
        "import random\n"
        "import belote_cli as b\n"
        "from belote_cli.bots.base import BidView, PlayerView\n"
        "from belote_cli.core.coinche import CoincheAuction\n"
        "class TextBot:\n"
        "    name = 'text'\n"
        "    def __init__(self, rng: random.Random) -> None: ...\n"
        "    def bid(self, view: BidView) -> str | None: return 'pass'\n"
        "    def coinche_call(self, hand: int, auction: CoincheAuction) -> str: return 'pass'\n"
        "    def play(self, view: PlayerView) -> str: return 'J♥'\n"
        "bots: list[str | b.Bot] = [TextBot(random.Random(1)), 'random', 'random', 'random']\n"
        "b.register_bot('text', TextBot)\n"
        "arena = b.duplicate(TextBot, 'heuristic', 2, seed=1)\n")
    out, code = _mypy_strict(program, tmp_path, monkeypatch)
    assert code == 0, out


def test_the_actions_and_seats_made_from_text_type_check(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Their docstrings say Seat("S"), Team("NS"), Take("♥") and Play("J♥") read a text, and
    # they do; a program written so failed mypy --strict (each typed int only: 'Argument 1
    # to "Play" has incompatible type "str"; expected "int"').
    program = (
        "import belote_cli as b\n"
        "from belote_cli.core.seats import Team\n"
        "game = b.Game(seed=4)\n"
        "game.apply(b.Take('♥'))\n"
        "seat: b.Seat = b.Seat('S')\n"
        "team: Team = Team('NS')\n"
        "play: b.Play = b.Play('J♥')\n"
        "card: int = play.card\n"
        "passed: b.Take = b.Take('pass')\n"
        "wrong = b.Play(1.5)\n")
    # The one error: the float, which no card is.
    _one_mypy_error(program, tmp_path, monkeypatch, "<string>:10: error: Argument 1 ")


def test_a_simulation_report_s_json_is_read_as_docs_api_reads_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/api.md reads two.json["hand"]["choices"]: it ran, and mypy --strict refused
    # it ('Value of type "object" is not indexable'), the report typed dict[str, object]
    # where score_json's values are Any.
    program = (
        "import belote_cli as b\n"
        "two = b.simulate(10, seed='doc', hand='S:J♠ 9♠ A♥ 10♣ 7♦', retourne='8♠',\n"
        "                 round=2)\n"
        "choices: list[str] = list(two.json['hand']['choices'])\n"
        "deals: int = two.json['deals'] + 1\n"
        "wrong = two.rate(3)\n")
    # The one error: the rate's path, which is a text.
    _one_mypy_error(program, tmp_path, monkeypatch, "<string>:6: error: ")


def test_solve_a_game_in_its_play() -> None:
    deal = b.play_deal("random", seed=9)
    game = deal.game
    with pytest.raises(b.BeloteError, match="in its play"):
        b.solve(game)  # over
    fresh = b.Game.shuffle(random.Random(2), Seat.N)
    with pytest.raises(b.BeloteError, match="in its play"):
        b.solve(fresh)  # still taking
    # The same position given by its hands: the same solution.
    [record] = b.loads(deal.deal_file)
    hands = [0, 0, 0, 0]
    for cards, seats in zip(record.tricks, record.trick_seats(), strict=True):
        for c, seat in zip(cards, seats, strict=True):
            hands[seat] |= 1 << c
    replay = b.Game.at_play(hands, record.trump, record.first_leader(), record.rules,
                            taker=record.taker, dealer=record.dealer)
    for c in [*record.tricks[0], *record.tricks[1][:2]]:  # six cards in: mid-trick
        replay.play(c)
    state = replay.state
    assert state is not None
    assert b.solve(replay) == b.solve(state.hands, state.trump, state.leader, state.trick,
                                      record.rules)
    with pytest.raises(b.BeloteError, match="trump and the leader"):
        b.solve(state.hands)
    # A game carries its own trump, leader, trick and rules: another one given with it was
    # left unread, the game's own solved with no word (solve(game, "♠", "N")).
    other = (state.trump + 1) % 4
    for given, named in [({"trump": other}, "trump"), ({"leader": "N", "trick": "7♠"},
                                                        "leader, trick"),
                         ({"rules": "undertrump=no"}, "rules")]:
        with pytest.raises(TypeError) as caught:
            b.solve(replay, **given)
        assert str(caught.value) == (f"{named}: a Game is solved with its own trump, leader, "
                                     f"trick and rules; these are given with the hands only")
    with pytest.raises(TypeError, match="^trump, leader: a Game"):
        b.solve(replay, "♠", "N")
    # An empty trick is none given, in any of its forms.
    assert b.solve(replay, trick=[]) == b.solve(replay, trick="") == b.solve(replay)
    assert b.solve(replay, rules="") == b.solve(replay, rules=[]) == b.solve(replay)


def test_the_bot_protocol_example_imports_what_it_uses() -> None:
    # Shown on the bots' reference page, it used Seat without importing it (its module's
    # own Seat made the doctest pass).
    import doctest

    from belote_cli.engine.views import Bot

    [test] = [t for t in doctest.DocTestFinder(recurse=False).find(Bot, "Bot", globs={})
              if t.examples]
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0


def test_finished_deal_record_is_the_old_name_of_deal_file() -> None:
    # FinishedDeal.record was the deal file's text where a record is the DealRecord
    # (Game.to_record(), loads): the text is deal_file, as Game.deal_file() gives it; the
    # old name still gives it, and warns, pointed at the line that read it.
    import warnings

    import belote_cli as b

    deal = b.play_deal("random", seed=1)
    with pytest.warns(DeprecationWarning, match=r"^FinishedDeal\.record is deprecated and goes "
                                                r"in the next release: use "
                                                r"FinishedDeal\.deal_file$") as caught:
        line = inspect.currentframe().f_lineno + 1  # type: ignore[union-attr]
        old = deal.record
    assert (caught[0].filename, caught[0].lineno) == (__file__, line)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert old is deal.deal_file
        assert old == deal.game.deal_file() == b.dumps(deal.game.to_record())
        assert "deal_file" not in repr(deal) and "record" not in repr(deal)
        assert b.loads(old) == [deal.game.to_record()]


def test_finished_deal_built_with_record_by_its_old_name_warns_and_is_the_same() -> None:
    # FinishedDeal(score, record=text, …) was a TypeError since the field was renamed
    # deal_file (by position it still built one): the old keyword builds the same deal for
    # one more release, and warns, pointed at the line that built it.
    import warnings

    import belote_cli as b

    deal = b.play_deal("random", seed=1)
    text, seed, game = deal.deal_file, deal.seed, deal.game
    with pytest.warns(DeprecationWarning, match=r"^FinishedDeal\(record=\) is deprecated and "
                                                r"goes in the next release: use "
                                                r"FinishedDeal\(deal_file=\)$") as caught:
        line = inspect.currentframe().f_lineno + 1  # type: ignore[union-attr]
        old = b.FinishedDeal(deal.score, record=text, seed=seed, game=game)
    assert [(w.filename, w.lineno) for w in caught] == [(__file__, line)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        new = b.FinishedDeal(deal.score, deal_file=text, seed=seed, game=game)
        assert old == new == deal == b.FinishedDeal(deal.score, text, seed, game)
        assert old.deal_file is text and old.game is game and old.voids == 0
        assert repr(old) == repr(new)
        with pytest.raises(TypeError, match=r"missing 1 required argument: 'deal_file'$"):
            b.FinishedDeal(deal.score, seed=seed, game=game)  # type: ignore[call-overload]
    with pytest.warns(DeprecationWarning), pytest.raises(
            TypeError, match="^record: the old name of deal_file=, given with it: give "
                             "deal_file= alone$"):
        b.FinishedDeal(deal.score, text, seed, game, record=text)  # type: ignore[call-overload]


def test_bid_view_legal_as_the_other_views_name_it_allowed_its_old_name_warns() -> None:
    # CallView.legal and PlayerView.legal name what their seat may do; BidView said
    # allowed. belote play --seed 4: E deals, S speaks first and may take ♥, the 8♥'s suit.
    import warnings

    view = b.Game(seed=4).view(Seat.S)
    assert isinstance(view, BidView)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert view.legal == (b.HEARTS,) and "legal=(♥,)" in repr(view)
    with pytest.warns(DeprecationWarning, match=r"^BidView\.allowed is deprecated and goes "
                                                r"in the next release: use "
                                                r"BidView\.legal$") as caught:
        line = inspect.currentframe().f_lineno + 1  # type: ignore[union-attr]
        old = view.allowed
    assert old == view.legal and (caught[0].filename, caught[0].lineno) == (__file__, line)
    fields = (view.seat, view.hand, view.retourne, view.dealer, view.round, view.bids)
    with pytest.warns(DeprecationWarning, match=r"^BidView\(allowed=\) is deprecated and "
                                                r"goes in the next release: use "
                                                r"BidView\(legal=\)$"):
        built = BidView(*fields, allowed=(b.HEARTS,), rules=view.rules)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert built == view == BidView(*fields, legal=(b.HEARTS,), rules=view.rules)
        assert BidView(*fields, (b.HEARTS,), view.rules) == view
        assert hash(built) == hash(view)
        assert dataclasses.replace(view, legal=()).legal == ()
        with pytest.raises(TypeError, match=r"missing 1 required argument: 'legal'$"):
            BidView(*fields, rules=view.rules)
    with pytest.warns(DeprecationWarning), pytest.raises(
            TypeError, match="^allowed: the old name of legal=, given with it"):
        BidView(*fields, (b.HEARTS,), view.rules, allowed=(b.HEARTS,))


class _FromTheViews:
    """A program's own player of coinche, which reads nothing but its seat's views: it
    bids 80 at ♥ in an auction with no bid, coinches a bid of the other team, surcoinches
    a coinche of its own team's, and passes otherwise; it plays its lowest legal card."""

    name = "from-the-views"

    def bid(self, view: BidView) -> int | None:
        return None

    def coinche_call(self, hand: int, auction: Any) -> Call:
        if auction.lowest_bid() == 80 and not auction.calls:
            return Call.bid(80, b.HEARTS)
        if auction.can_coinche():
            return b.parse_call("coinche")
        if auction.can_surcoinche():
            return b.parse_call("surcoinche")
        return PASS

    def play(self, view: PlayerView) -> int:
        return (view.legal & -view.legal).bit_length() - 1


def test_a_coinche_deal_is_played_from_the_views_alone() -> None:
    # A CallView carries the auction Bot.coinche_call is given (CallView.auction), as a
    # BidView is what Bot.bid is given: a program plays a coinche deal through game.view
    # without reading game.coinche_auction. Seed 4: E deals, S calls first and bids 80 ♥;
    # W, of the other team, coinches; N, S's partner, surcoinches, which ends the auction
    # (RULES.md, Coinche): 80 ♥ by S, times 4.
    game = b.Game(seed=4, rules=RuleSet(variant="coinche"))
    player = _FromTheViews()
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        view = game.view(seat)
        if isinstance(view, b.CallView):
            auction = view.auction
            assert (auction.to_bid, auction.calls) == (view.seat, list(view.calls))
            call = player.coinche_call(view.hand, auction)
            assert call in view.legal
            auction.call(PASS)  # the bot's own copy: the view and the game stay as they were
            assert view.auction.calls == list(view.calls) == game.calls
            game.call(call)
        else:
            assert isinstance(view, PlayerView)
            game.play(player.play(view))
    coinche, surcoinche = b.parse_call("coinche"), b.parse_call("surcoinche")
    assert game.calls == [(Seat.S, Call.bid(80, b.HEARTS)), (Seat.W, coinche),
                          (Seat.N, surcoinche)]
    contract = game.contract
    assert contract is not None
    assert (contract.level, contract.suit, contract.taker, contract.multiplier) == (
        80, b.HEARTS, Seat.S, 4)
    assert len(game.tricks) == 8 and game.score is not None
    assert sum(game.score.points) == 162


@pytest.mark.parametrize("sign", [1, -1], ids=["positive", "negative"])
def test_every_seed_taker_takes_an_int_longer_than_python_writes(sign: int) -> None:
    # play_deal, play_match, hint and simulate write an int seed as its text, which
    # str() refuses past 4,300 digits: play_deal(seed=10 ** 5000) raised Python's
    # 'ValueError: Exceeds the limit (4300 digits) for integer string conversion'. An int
    # of 5,001 digits plays as the text of its digits does, as seed=1 plays as seed="1",
    # and is kept as that text; a text of 5,000 digits plays as itself.
    big = sign * 10 ** 5000
    text = "-" * (sign < 0) + "1" + "0" * 5000
    nines = "9" * 5000
    deal = b.play_deal("random", seed=big)
    assert deal.seed == text and deal == b.play_deal("random", seed=text)
    assert b.play_deal("random", seed=nines).seed == nines
    two = b.play_deal(["random", "random"], seed=big, rules="variant=deux")
    assert two == b.play_deal(["random", "random"], seed=text, rules="variant=deux")
    match = b.play_match("random", seed=big, rules="target=301")
    assert match.seed == text
    assert match == b.play_match("random", seed=text, rules="target=301")
    assert b.play_match("random", seed=nines, rules="target=301").seed == nines
    game = b.Game(seed=4)
    game.take()  # S takes ♥ and leads: a choice of 8 cards
    hint = b.hint(game, seed=big)
    assert hint.seed == text and hint == b.hint(game, seed=text)
    assert b.hint(game, seed=nines).seed == nines
    run = b.simulate(20, seed=big)
    assert run.text == b.simulate(20, seed=text).text
    assert run.text.startswith(f"20 classic deals, seed {text}\n")
    assert b.simulate(20, seed=nines).text.startswith(f"20 classic deals, seed {nines}\n")


# --- writing a bot: what the top level gives it ----------------------------------------------

class _Lowest:
    """Plays its lowest legal card, passes at the taking and at coinche."""

    name = "lowest"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def bid(self, view: Any) -> Any:
        return None

    def coinche_call(self, hand: int, auction: Any) -> Any:
        return PASS

    def play(self, view: Any) -> Any:
        return (view.legal & -view.legal).bit_length() - 1


def test_register_bot_and_duplicate_are_exported(monkeypatch: pytest.MonkeyPatch) -> None:
    # A bot of one's own named at the top level and played by name in the arena.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    assert b.register_bot is registry.register_bot
    assert "register_bot" in b.__all__ and "duplicate" in b.__all__
    b.register_bot("lowest", _Lowest)
    assert "lowest" in b.bot_names()
    arena = b.duplicate("lowest", "heuristic", 4, seed=3)
    # Names given stand for the bots in the result; both sides played 4 pairs.
    assert (arena.a, arena.b, arena.deals) == ("lowest", "heuristic", 4)
    assert arena.low <= arena.mean <= arena.high
    # A class and a name play the same cards alike: the same pairs, the same mean.
    assert b.duplicate(_Lowest, "heuristic", 4, seed=3).mean == arena.mean
    # The class's own name stands for it (it was "A"); a maker without one is A or B.
    by_class = b.duplicate(_Lowest, "heuristic", 4, seed=3)
    assert (by_class.a, by_class.lines()[0]) == ("lowest", "lowest vs heuristic: 4 deal "
                                                 "pairs (duplicate), seed 3")
    assert b.duplicate("heuristic", lambda rng: _Lowest(rng), 4, seed=3).b == "B"
    assert b.duplicate(_Lowest, _Lowest, 4, seed=3, name_a="low").a == "low"
    with pytest.raises(b.BeloteError, match=r"^maker_b: unknown bot 'nobot' \(known bots: "):
        b.duplicate("lowest", "nobot", 4, seed=3)


def test_a_bot_registered_in_capitals_is_found_by_its_name_in_any_case(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Names are found in any case (find_bot, --bots Heuristic): one registered as
    # "Lowest" is found as "Lowest" and "lowest", and listed in lower case, where it was
    # kept as given and found by neither.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("Lowest", _Lowest)
    assert "lowest" in b.bot_names() and "Lowest" not in b.bot_names()
    assert isinstance(b.find_bot("Lowest", random.Random(1)), _Lowest)
    assert isinstance(b.find_bot("lowest", random.Random(1)), _Lowest)
    for bad in (None, 3):
        with pytest.raises(TypeError, match=r"^name: a bot's name, a text, not "):
            b.register_bot(bad, _Lowest)  # type: ignore[arg-type]
    for blank in ("", "  "):
        with pytest.raises(ValueError, match=r"^name: a bot's name, not the blank "):
            b.register_bot(blank, _Lowest)
    # A maker that makes nothing is refused when registered, and the name stays unknown,
    # where it was kept and failed at the first deal asking for the bot.
    for maker in (3, "heuristic", None):
        with pytest.raises(TypeError, match=r"^maker: what makes a bot from a "
                                            r"random\.Random \(a Bot class or a function\), "
                                            r"not "):
            b.register_bot("nothing", maker)  # type: ignore[arg-type]
    assert "nothing" not in b.bot_names()


def test_the_built_in_bots_answer_to_their_french_names_as_the_command_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/cli.md: --bots reads the French report's names (heuristique, aléatoire); the
    # library's simulate, play_deal and find_bot, whose options are the command's, raised
    # "unknown bot" on them.
    run = b.simulate(6, seed=1, bots="aléatoire")
    assert run.text == b.simulate(6, seed=1, bots="random").text
    assert "bots: N random, E random, S random, W random" in run.text
    assert b.simulate(6, seed=1, ns="heuristique", ew="aleatoire").json["bots"] == (
        b.simulate(6, seed=1, ns="heuristic", ew="random").json["bots"])
    assert b.play_deal("Heuristique", seed=3).score == b.play_deal("heuristic", seed=3).score
    assert type(b.find_bot("expert-uniforme", random.Random(1))) is type(
        b.find_bot("expert-uniform", random.Random(1)))
    # A bot of one's own registered under a French word is that bot.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("aléatoire", _Lowest)
    assert isinstance(b.find_bot("aléatoire", random.Random(1)), _Lowest)


def test_register_bot_takes_a_maker_as_duplicate_does_and_factory_by_its_old_name(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # One word for what makes a bot, register_bot's as duplicate's (maker_a, maker_b):
    # maker= registers it; factory=, the old name, still does, with a DeprecationWarning
    # pointed at this file; both at once, or neither, is a TypeError.
    import warnings

    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        b.register_bot("lowest", maker=_Lowest)
    assert isinstance(b.find_bot("lowest", random.Random(1)), _Lowest)
    with pytest.warns(DeprecationWarning, match=r"^register_bot\(factory=\) is deprecated "
                                                r"and goes in the next release: use "
                                                r"register_bot\(maker=\)$") as caught:
        b.register_bot("older", factory=_Lowest)
    assert caught[0].filename == __file__
    assert isinstance(b.find_bot("older", random.Random(1)), _Lowest)
    with pytest.warns(DeprecationWarning), \
            pytest.raises(TypeError, match=r"^factory: the old name of maker=, given with "):
        b.register_bot("both", _Lowest, factory=_Lowest)
    with pytest.raises(TypeError, match=r"^register_bot\(\) missing 1 required argument: "
                                        r"'maker'$"):
        b.register_bot("none")
    assert "both" not in b.bot_names() and "none" not in b.bot_names()
    # The same words for a maker that makes nothing, here and in duplicate.
    for call, what in ((lambda: b.register_bot("x", 3), "maker"),
                       (lambda: b.duplicate(3, "random", 1, seed=1), "maker_a")):
        with pytest.raises(TypeError) as raised:
            call()
        assert str(raised.value).endswith("what makes a bot from a random.Random (a Bot "
                                          "class or a function), not int 3")
        assert str(raised.value).startswith(what + ": ")


@pytest.mark.parametrize(
    "method", ["spawn", pytest.param("forkserver", marks=pytest.mark.slow), "fork"])
def test_a_registered_bot_plays_in_workers_however_they_are_started(
        monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # A bot registered in this process only: workers started afresh (spawn, forkserver)
    # did not know its name ('unknown bot'), only forked ones did; the run's makers now
    # travel with it, so jobs=2 plays the deals jobs=1 plays, the same report.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("lowest", _Lowest)
    alone = b.simulate(200, seed=1, ns="lowest", ew="heuristic", jobs=1)
    started_by(monkeypatch, method)
    shared = b.simulate(200, seed=1, ns="lowest", ew="heuristic", jobs=2)
    assert shared.json == alone.json
    assert shared.text.splitlines()[1] == "bots: N lowest, E heuristic, S lowest, W heuristic"


@pytest.mark.slow
@pytest.mark.parametrize("method", ["spawn", pytest.param("forkserver", marks=pytest.mark.slow)])
def test_the_built_in_bots_give_the_same_report_in_workers_started_afresh(
        monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # The report of a seed whatever jobs, as the docs promise, with workers started as
    # macOS and Windows (spawn) or Linux from Python 3.14 (forkserver) start them.
    alone = b.simulate(2000, seed=1, jobs=1)
    random_alone = b.simulate(2000, seed=1, discovery=True, jobs=1)
    started_by(monkeypatch, method)
    assert b.simulate(2000, seed=1, jobs=2).json == alone.json
    assert b.simulate(2000, seed=1, discovery=True, jobs=2).json == random_alone.json


def test_a_built_in_bot_is_replaced_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    # register_bot("heuristic", MyBot) replaced the built-in bot silently, for every
    # simulate and --bots heuristic after it: a built-in name now needs replace=True.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    for name in ("heuristic", "Random", "expert", "EXPERT-UNIFORM"):
        with pytest.raises(ValueError, match=rf"^name: '{name.lower()}' is a built-in bot: "
                                             r"register_bot\(\.\.\., replace=True\) "
                                             r"replaces it$"):
            b.register_bot(name, _Lowest)
    assert type(b.find_bot("heuristic", random.Random(1))) is HeuristicBot
    # The built-in maker itself, registered again, is the same bot: no need to say so.
    b.register_bot("heuristic", HeuristicBot)
    b.register_bot("heuristic", _Lowest, replace=True)
    assert type(b.find_bot("heuristic", random.Random(1))) is _Lowest
    # A name of one's own takes a new maker again without replace=True, as when its module
    # is imported again.
    b.register_bot("mine", _Lowest)
    b.register_bot("mine", HeuristicBot)
    assert type(b.find_bot("mine", random.Random(1))) is HeuristicBot
    # And the built-in name comes back to its bot without replace=True.
    b.register_bot("heuristic", HeuristicBot)
    assert type(b.find_bot("heuristic", random.Random(1))) is HeuristicBot


@pytest.mark.parametrize("method", ["spawn", pytest.param("forkserver", marks=pytest.mark.slow)])
def test_a_built_in_name_registered_again_plays_its_new_bot_in_workers_started_afresh(
        monkeypatch: pytest.MonkeyPatch, method: str) -> None:
    # "random" registered again as the heuristic bot: a worker started afresh, which
    # knows the built-in random bot by that name, is sent the new maker. Duplicate of the
    # heuristic bot against itself, on the same cards both ways, is even on every pair:
    # a mean of 0, where the built-in random bot loses points to it.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    assert b.duplicate("random", "heuristic", 8, seed=3).mean < 0
    b.register_bot("random", HeuristicBot, replace=True)
    started_by(monkeypatch, method)
    assert b.duplicate("random", "heuristic", 8, seed=3, jobs=2).mean == 0.0


def test_a_bot_maker_that_does_not_pickle_is_refused_for_workers_started_afresh(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A lambda cannot be sent to a spawned worker: the run is refused before any worker
    # starts, naming the bot and what to do, where the workers said 'unknown bot'.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("lam", lambda rng: _Lowest(rng))
    started_by(monkeypatch, "spawn")
    with pytest.raises(b.BeloteError) as caught:
        b.simulate(200, seed=1, ns="lam", ew="heuristic", jobs=2)
    said = str(caught.value)
    assert caught.value.code == "api_bot_not_sent"
    test = test_a_bot_maker_that_does_not_pickle_is_refused_for_workers_started_afresh
    where = f"{__name__}.{test.__name__}"
    assert said.startswith("bot 'lam' cannot be sent to the worker processes (jobs=2): "
                           f"its maker {where}.<locals>.<lambda> does not pickle (")
    assert said.endswith("); register a class defined at the top level of a module, or "
                         "run with jobs=1")
    # Python's reason is given without the lambda's memory address (<lambda> at 0x7f…),
    # the maker being named before it, in English and French.
    from belote_cli.texts import describe
    french = describe(caught.value, "fr")
    assert french.startswith("le robot 'lam' ne peut pas être envoyé aux processus de calcul "
                             f"(jobs=2)\xa0: sa fabrique {where}.<locals>.<lambda> ne se "
                             "sérialise pas ("), french
    assert " at 0x" not in said and " at 0x" not in french
    # One process needs no pickling: the lambda plays there, and in forked workers.
    alone = b.simulate(200, seed=1, ns="lam", ew="heuristic", jobs=1)
    started_by(monkeypatch, "fork")
    assert b.simulate(200, seed=1, ns="lam", ew="heuristic", jobs=2).json == alone.json


def test_a_bot_maker_the_workers_cannot_load_is_an_error_naming_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A class that pickles here but is not found in a spawned worker (as a class of an
    # interactive session, in a module the worker does not have): an error naming the bot,
    # given back by the worker, where the worker said 'unknown bot'.
    here = class_only_here(monkeypatch, "belote_nowhere_else", _Lowest)
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("here", here)
    started_by(monkeypatch, "spawn")
    with pytest.raises(b.BeloteError) as caught:
        b.simulate(200, seed=1, bots="here", jobs=2)
    assert caught.value.code == "api_bot_not_made"
    said = str(caught.value)
    assert said.startswith("bot 'here' cannot be made in a worker process: its maker "
                           "belote_nowhere_else.Here cannot be loaded there (No module "
                           "named 'belote_nowhere_else'); register a class defined at the "
                           "top level of a module it can import"), said


def test_card_of_a_suit_and_a_rank() -> None:
    # suit * 8 + rank, ranks 7 8 9 10 J Q K A: J♥ is 1 * 8 + 4, A♣ 3 * 8 + 7, 7♠ 0.
    assert b.card(b.HEARTS, "J") == b.card("♥", 4) == b.card("cœur", "V") == 12
    assert b.card(b.CLUBS, "A") == 31 and b.card(b.SPADES, "7") == 0
    assert b.card("D", "10") == 19
    # The ends of the ints: rank 0 the 7 and 7 the ace, suit 0 spades and 3 clubs.
    assert b.card(0, 0) == 0 and b.card(b.HEARTS, 0) == 8 and b.card(3, 7) == 31
    for suit, rank, error, said in [
            (4, "J", b.CardError, "card(suit): no suit 4, a card's suit is an int 0-3 (♠ ♥ ♦ ♣)"),
            ("SA", "J", b.CardError, "card(suit): unknown suit 'SA'"),
            (1, 8, b.CardError, "card(rank): no rank 8, a rank is an int 0-7"),
            (1, "B", b.CardError, "card(rank): unknown rank 'B'"),
            (1, True, TypeError, "card(rank): a rank, its int (0-7)"),
            (None, 1, TypeError, "card(suit): a suit, its int (0-3)")]:
        with pytest.raises(error) as caught:
            b.card(suit, rank)  # type: ignore[arg-type]
        assert str(caught.value).startswith(said)


def test_card_points_under_a_trump() -> None:
    # The rule book's values: trump J 20, 9 14; plain J 2, 9 0; A 11; SA's A 19, TA's J 14.
    assert b.card_points("J♥", b.HEARTS) == 20 and b.card_points("J♥", b.SPADES) == 2
    assert b.card_points(b.parse_card("9♦"), "♦") == 14 and b.card_points("9♦", "♣") == 0
    assert b.card_points("A♠", "♥") == 11
    assert b.card_points("A♠", "SA") == 19 and b.card_points("J♠", "TA") == 14
    with pytest.raises(b.CardError, match=r"^card_points\(card\): no card 32"):
        b.card_points(32, "♥")
    with pytest.raises(b.RuleError, match=r"^trump: "):
        b.card_points("J♥", 6)


def test_card_points_and_legal_plays_take_the_table_s_rules() -> None:
    # VARIANTS.md's raw tables: SA A 11, 10 10, K 4; TA J 20, 9 14, A 11. Under
    # sa_ta_points=raw the card points are the raw ones (every card's by the book's
    # table: the 32 cards hold 120 at SA and 248 at TA); a suit's are unchanged.
    raw = "sa_ta_points=raw"
    sa = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    ta = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
    for rank, points in sa.items():
        assert b.card_points(f"{rank}♣", "SA", rules=raw) == points
    for rank, points in ta.items():
        assert b.card_points(f"{rank}♦", "TA", rules=b.RuleSet(sa_ta_points="raw")) == points
    assert sum(b.card_points(c, "SA", rules=[raw]) for c in range(32)) == 120
    assert sum(b.card_points(c, "TA", rules=raw) for c in range(32)) == 248
    assert b.card_points("J♥", "♥", rules=raw) == 20 and b.card_points("A♣", "SA", rules="") == 19
    # RULES.md's sous-couper: void in the suit led, the opponent's trump winning and no
    # higher one, a lower trump must be played with undertrump=required, whether the rule
    # is given by its flag or as the table's rules; free, anything.
    hand, trick = "K♠ 7♥ 8♦", "A♣ 9♥"  # ♥ trump: E led A♣, S cut with 9♥, W to play
    assert b.format_mask(b.legal_plays(hand, trick, "♥")) == "K♠ 7♥ 8♦"
    assert b.format_mask(b.legal_plays(hand, trick, "♥", True)) == "7♥"
    assert b.format_mask(b.legal_plays(hand, trick, "♥", rules="undertrump=required")) == "7♥"
    assert b.format_mask(b.legal_plays(hand, trick, "♥", rules="undertrump=free")) == (
        "K♠ 7♥ 8♦")
    with pytest.raises(b.RuleError, match="^rules: unknown rule 'zz'"):
        b.legal_plays(hand, trick, "♥", rules="zz=1")
    # RULES.md's worked example of obligation 4: trump ♠, W leads A♦, N 7♦, E cuts with
    # 9♠; S holds 8♠ 7♠ K♥ A♣. The flag keeps its word where the rules leave undertrump
    # unsaid; the rules say it alone too.
    hand, trick = "8♠ 7♠ K♥ A♣", "A♦ 7♦ 9♠"
    lower = b.mask_of(b.parse_cards("8♠ 7♠"))
    assert b.legal_plays(hand, trick, "♠", True, rules="capot=250") == lower
    assert b.legal_plays(hand, trick, "♠", True, rules=b.RuleSet()) == lower
    assert b.legal_plays(hand, trick, "♠", rules="undertrump=required") == lower
    assert b.legal_plays(hand, trick, "♠", rules="capot=250") == b.mask_of(b.parse_cards(hand))


def test_simulate_given_a_bot_object_names_register_bot() -> None:
    for team in ("ns", "ew", "bots"):
        with pytest.raises(TypeError) as caught:
            b.simulate(10, seed=1, **{team: _Lowest})
        said = str(caught.value)
        assert said.startswith(f"{team}: a bot name, as on the command line, not type ")
        assert "register_bot(name, maker)" in said and "worker processes" in said
    with pytest.raises(TypeError, match=r"^hand: text, as on the command line, not int 3$"):
        b.simulate(10, seed=1, hand=3)  # type: ignore[arg-type]


class _NoPlay:
    name = "noplay"

    def bid(self, view: Any) -> Any:
        return None


class _NoBid:
    name = "nobid"

    def play(self, view: Any) -> Any:
        return (view.legal & -view.legal).bit_length() - 1


class _NoCall(_NoBid):
    def bid(self, view: Any) -> Any:
        return None


@pytest.mark.parametrize("play", [b.play_deal, b.play_match])
def test_a_bot_without_a_method_is_refused_naming_it(play: Any) -> None:
    head = "bots: each a bot name or a Bot, and "
    for bot, rules, missing in [(_NoPlay(), None, "_NoPlay has no play(view)"),
                                (_NoBid(), None, "_NoBid has no bid(view)"),
                                (_NoCall(), "variant=coinche",
                                 "_NoCall has no coinche_call(hand, auction)"),
                                (_NoBid(), "variant=coinche",
                                 "_NoBid has no bid(view) nor coinche_call(hand, auction)")]:
        with pytest.raises(TypeError) as caught:
            play([bot, "random", "random", "random"], seed=1, rules=rules)
        assert str(caught.value) == head + missing
    # coinche_call is asked at coinche only: a classic deal plays without it.
    assert play([_NoCall(), "random", "random", "random"], seed=1, rules="target=301")
    # A bot's class is no bot: it is made first, or registered and named (the message
    # said "not type <class '…_Lowest'>", and no more).
    with pytest.raises(TypeError) as caught:
        play([_Lowest, "random", "random", "random"], seed=1)
    assert str(caught.value) == ("bots: each a bot name or a Bot, not the class _Lowest: "
                                 "make one, _Lowest(random.Random(1)), or give the name "
                                 "register_bot gave it")
    # A class that is no bot's is no bot either.
    with pytest.raises(TypeError, match=r"^bots: each a bot name or a Bot, not type "):
        play([int, "random", "random", "random"], seed=1)


def _no_play_maker(rng: Any) -> Any:
    return _NoPlay()


def test_a_maker_that_makes_no_bot_is_refused_as_it_makes_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # docs/api.md: a bot without a method is refused when it is given. One a registered
    # maker (or duplicate's) makes was not: an AttributeError at its first card, from
    # inside the engine ('_NoPlay' object has no attribute 'play'), and play_match said
    # the four names given were no bots.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    b.register_bot("test-noplay", _no_play_maker)
    said = "_no_play_maker made a _NoPlay object, not a bot: it has no play(view)"
    names = ["test-noplay", "random", "random", "random"]
    for run in (lambda: b.play_deal(names, seed=1), lambda: b.play_match(names, seed=1),
                lambda: b.simulate(3, seed=1, ns="test-noplay"),
                lambda: b.duplicate(_no_play_maker, "heuristic", 2, seed=1)):
        with pytest.raises(TypeError) as caught:
            run()
        assert str(caught.value) == said
    # At coinche a bot calls too: one without coinche_call is refused as it is made,
    # where the first call raised an AttributeError.
    b.register_bot("test-nocall", lambda rng: _NoCall())
    for run in (lambda: b.play_deal("test-nocall", seed=1, rules="variant=coinche"),
                lambda: b.play_match("test-nocall", seed=1, rules="variant=coinche"),
                lambda: b.simulate(3, seed=1, bots="test-nocall", rules="variant=coinche")):
        with pytest.raises(TypeError, match="^<lambda> made a _NoCall object, not a bot: it "
                                            r"has no coinche_call\(hand, auction\)$"):
            run()
    assert b.play_deal(["test-nocall", "random", "random", "random"],  # classic: no call
                       seed=1).score is not None
    # A deal without a taking asks no bid: the discovery deal, belote découverte with
    # decouverte_bid=off (a bot without bid was refused there).
    b.register_bot("test-nobid", lambda rng: _NoBid())
    assert b.play_deal("test-nobid", seed=1, discovery=True).score is not None
    assert b.play_deal([_NoBid()] * 4, seed=1, discovery=True).score is not None
    assert b.play_match("test-nobid", seed=1,
                        rules="variant=decouverte decouverte_bid=off target=300").is_over
    assert b.simulate(3, seed=1, bots="test-nobid", discovery=True).json["deals"] == 3
    # Two things lacking: the object named by its class, not by a repr that says where it
    # lies in memory (it changes from run to run).
    with pytest.raises(TypeError) as caught:
        b.play_deal("test-nobid", seed=1, rules="variant=coinche")
    assert str(caught.value) == ("<lambda> made a _NoBid object, not a bot: it has no "
                                 "bid(view) nor coinche_call(hand, auction)")
    b.register_bot("test-int", lambda rng: 5)
    with pytest.raises(TypeError) as caught:
        b.play_deal("test-int", seed=1)
    assert str(caught.value) == "<lambda> made int 5, not a bot: it has no bid(view) nor play(view)"


class _Text(_Lowest):
    """Plays its lowest legal card, as its text (``"7♠"``)."""

    def play(self, view: Any) -> Any:
        return b.card_symbol(super().play(view))


def test_a_bot_may_play_a_card_s_text() -> None:
    # The same card as an int or as its text plays the same deal.
    text = b.play_deal([_Text(), "heuristic", _Text(), "heuristic"], seed=5)
    ints = b.play_deal([_Lowest(), "heuristic", _Lowest(), "heuristic"], seed=5)
    assert text.deal_file == ints.deal_file


# --- Cards in order of play print as cards ------------------------------------------------
# A♦ is diamonds (2) * 8 + A (7) = 23, 7♣ 3 * 8 + 0 = 24, 7♠ 0, 7♥ 8, A♠ 7, 10♠ 3, 10♥ 11,
# A♥ 15, J♥ 12, 9♥ 10, 8♥ 9, J♠ 4, 10♣ 27, Q♠ 5, 9♠ 2, 8♠ 1.

_SUITED = {"N": "7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠", "E": "7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥",
           "S": "7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦", "W": "7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣"}


@pytest.mark.parametrize("variant", ["classic", "coinche"])
def test_a_games_trick_and_tricks_print_as_cards_at_four(variant: str) -> None:
    # Game.trick printed [23, 24] and Game.tricks [(23, 24, 0, 8)]: ♥ trump, S leads A♦,
    # W 7♣, N 7♠, E trumps with 7♥.
    from belote_cli.core.coinche import Contract

    extra: dict[str, Any] = ({"contract": Contract(110, 1, Seat.S)} if variant == "coinche"
                             else {"taker": "S"})
    game = b.Game.at_play(_SUITED, "♥", "S", f"variant={variant}", **extra)
    assert game.kind == variant and repr(game.trick) == "[]" and repr(game.tricks) == "[]"
    game.play("A♦")
    game.play("7♣")
    assert repr(game.trick) == str(game.trick) == "[A♦, 7♣]" and game.trick == [23, 24]
    game.play("7♠")
    game.play("7♥")
    assert repr(game.tricks) == "[(A♦, 7♣, 7♠, 7♥)]" and str(game.tricks[0]) == "(A♦, 7♣, 7♠, 7♥)"
    assert game.tricks == [(23, 24, 0, 8)] and game.trick == []
    assert game.tricks[0][0] == 23 and game.tricks[0][1:] == (24, 0, 8)
    assert json.dumps({"trick": game.trick, "tricks": game.tricks}) == (
        '{"trick": [], "tricks": [[23, 24, 0, 8]]}')
    # The view's Trick and the record's tricks as before, and the copy is the caller's.
    assert repr(game.view("N").tricks) == "(Trick(leader=S, cards=(A♦, 7♣, 7♠, 7♥), " \
                                          "winner=E, points=11),)"
    game.trick.append(7)
    assert game.trick == []


def test_a_games_trick_and_tricks_print_as_cards_at_two() -> None:
    # Dealt in order from N: at belote à deux S holds A♠ K♠ 9♠ 8♠ 7♠ 7♥, swaps the 7♥ for
    # the retourne J♥ and leads A♠; N follows with 10♠. At découverte S, taking ♣, leads
    # 10♥ and N plays A♥.
    two = b.Game.deal(list(range(32)), "N", "variant=deux")
    two.take()
    while two.phase is not b.Phase.PLAY:
        two.apply(two.legal_actions()[0])  # the swap first, then no announcement
    two.play("A♠")
    assert repr(two.trick) == "[A♠]" and two.trick == [7]
    two.play("10♠")
    assert repr(two.tricks) == "[(A♠, 10♠)]" and two.tricks == [(7, 3)] and two.trick == []
    layout = b.Game.deal(list(range(32)), "N", "variant=decouverte")
    layout.take()
    layout.play("10♥")
    assert repr(layout.trick) == "[10♥]" and layout.trick == [11]
    layout.play("A♥")
    assert repr(layout.tricks) == "[(10♥, A♥)]" and layout.tricks == [(11, 15)]


def test_a_records_tricks_print_as_cards_read_made_or_played() -> None:
    # DealRecord.tricks printed [(12, 10, 9, 4)] where repr(record) writes (J♥, 9♥, 8♥, J♠).
    text = ("trump: H\ntaker: S\n1: S:JH W:9H N:8H E:JS\n2: S:AH W:7H N:10H E:KD\n"
            "3: S:KH W:QD N:7D E:JD\n4: S:QH W:8C N:8D E:10D\n5: S:10S W:KS N:AS E:KC\n"
            "6: N:9D E:AD S:7C W:QC\n7: E:AC S:JC W:7S N:9C\n8: E:10C S:QS W:9S N:8S\n")
    [read] = b.loads(text)
    assert repr(read.tricks[0]) == "(J♥, 9♥, 8♥, J♠)" and read.tricks[0] == (12, 10, 9, 4)
    assert repr(read.tricks[-1]) == "(10♣, Q♠, 9♠, 8♠)" and read.tricks[-1] == (27, 5, 2, 1)
    assert "tricks=[(J♥, 9♥, 8♥, J♠), (A♥, 7♥, 10♥, K♦)," in repr(read)
    assert pickle.loads(pickle.dumps(read)) == read
    given = [(12, 10, 9, 4)]
    made = b.DealRecord(trump=1, taker=Seat.S, tricks=given)
    assert repr(made.tricks) == "[(J♥, 9♥, 8♥, J♠)]" and made.tricks == given
    assert type(given[0]) is tuple  # the list given is left as it was
    assert repr(dataclasses.replace(made, independent=True).tricks) == "[(J♥, 9♥, 8♥, J♠)]"
    played = b.play_deal("heuristic", seed=1).game
    assert all(repr(t) == "(" + ", ".join(b.card_symbol(c) for c in t) + ")"
               for t in played.to_record().tricks + played.tricks)


def test_the_best_and_tied_cards_print_as_cards() -> None:
    # Solution.best printed (12,) and Hint.tied (12,): J♥ first keeps all 55 points.
    s = b.solve({"S": "J♥ A♠", "W": "9♥ 7♦", "N": "8♣ 7♣", "E": "8♦ 9♦"}, "♥", "S")
    assert repr(s.best) == "(J♥,)" and s.best == (12,)
    by_hand = b.Solution((55, 0), {12: 55, 7: 30}, (12, 7), Team.NS)
    assert repr(by_hand.best) == "(J♥, A♠)" and by_hand.best == (12, 7)
    assert repr(by_hand) == "Solution(points=(55, 0), values={J♥: 55, A♠: 30}, " \
                            "best=(J♥, A♠), team=NS)"
    hint = b.Hint(Seat.S, 12, {12: 55.0, 7: 55.0}, {12: 112.0, 7: 112.0}, 40, (12, 7), "1")
    assert repr(hint.tied) == "(J♥, A♠)" and hint.tied == (12, 7)
    assert "tied=(J♥, A♠)" in repr(hint)


def test_a_games_retourne_and_trump_print_as_the_game_writes_them() -> None:
    # Game.seeded(1): print(game) says "retourne A♦" (♦ is 2: 2 * 8 + 7 = 23), S to act,
    # who takes the retourne's suit, ♦. They printed 23 and 2.
    from belote_cli.core.cards import CardInt, SuitInt

    game = b.Game.seeded(1)
    assert "retourne A♦" in str(game) and game.trump is None
    retourne = game.retourne
    assert repr(retourne) == str(retourne) == "A♦" and type(retourne) is CardInt
    assert retourne == 23 and hash(retourne) == hash(23) and retourne >> 3 == b.DIAMONDS
    game.take()
    trump = game.trump
    assert repr(trump) == str(trump) == "♦" and type(trump) is SuitInt
    assert trump == b.DIAMONDS == 2 and hash(trump) == hash(2)
    assert json.dumps({"retourne": game.retourne, "trump": game.trump}) == (
        '{"retourne": 23, "trump": 2}')
    for again in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game)):
        assert repr(again.retourne) == "A♦" and repr(again.trump) == "♦"
        assert again.retourne == 23 and again.trump == 2
    # The views keep the plain ints (one is made at every decision of a simulation); their
    # repr writes them as cards and suits already.
    view = game.view("S")
    assert type(view.retourne) is int and view.retourne == 23 and type(view.trump) is int
    assert "trump=♦" in repr(view) and "retourne=A♦" in repr(view)


def test_a_trump_without_a_suit_prints_sa_or_ta() -> None:
    # sa_ta=on: four passes, then S names sans atout or tout atout in round two; the
    # trump written as the bid writes it (suit=SA), as suit_symbol does.
    for said, kind in (("SA", b.NO_TRUMP), ("TA", b.ALL_TRUMP)):
        game = b.Game.seeded(1, "sa_ta=on")
        for _ in range(4):
            game.take(None)
        assert repr(game.take(said)) == f"Bid(seat=S, round=2, suit={said})"
        assert repr(game.trump) == str(game.trump) == said and game.trump == kind


def test_the_deck_talon_draws_and_retourne_at_two_print_as_cards() -> None:
    # Dealt in order from N (card 1 is 7♠, 0): the retourne is card 13, J♥ (12); the talon
    # cards 14-32, Q♥ (13) on top to A♣ (31). S swaps the 7♥ for the retourne and leads
    # A♠, N plays 10♠: the winner draws Q♥, the loser K♥.
    deck = list(range(32))
    two = b.Game.deal(deck, "N", "variant=deux")
    assert repr(two.retourne) == "J♥" and two.retourne == 12
    assert repr(two.deck).startswith("[7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠, A♠, 7♥,")
    assert repr(two.deck).endswith(", Q♣, K♣, A♣]") and two.deck == deck
    assert repr(two.talon).startswith("[Q♥, K♥, A♥, 7♦,") and two.talon == deck[13:]
    assert two.draws == [] and json.dumps(two.talon[:2]) == "[13, 14]"
    two.take()
    while two.phase is not b.Phase.PLAY:
        two.apply(two.legal_actions()[0])  # the swap first, then no announcement
    two.play("A♠")
    two.play("10♠")
    assert repr(two.draws) == "[(Q♥, K♥)]" and two.draws == [(13, 14)]
    assert repr(two.talon).startswith("[A♥, 7♦, 8♦,") and two.talon == deck[15:]
    assert repr(two.retourne) == "J♥" and repr(two.trump) == "♥"
    again = pickle.loads(pickle.dumps(two))
    assert repr(again.deck) == repr(two.deck) and again.draws == [(13, 14)]
    layout = b.Game.deal(deck, "N", "variant=decouverte")  # the retourne is card 32, A♣
    assert repr(layout.retourne) == "A♣" and repr(layout.deck) == repr(two.deck)


def test_a_deal_files_trump_and_deck_print_as_the_file_writes_them() -> None:
    # examples/deux.belote: 'trump: ♥' (1) and 'deck: K♦ A♣ Q♠ K♠ 10♦ 8♠ J♥ 8♣ 10♠ 9♦ J♠
    # 7♦ 10♥ 9♠ Q♣ 9♥ 8♦ J♣ 7♣ J♦ 9♣ 7♥ Q♦ 10♣ 7♠ K♥ A♠ Q♥ 8♥ K♣ A♥ A♦'; K♦ is 2 * 8 + 6,
    # A♣ 3 * 8 + 7, Q♠ 5, K♠ 6, 10♦ 2 * 8 + 3. They printed 1 and (22, 31, 5, ...).
    from belote_cli.core.cards import CardTuple, SuitInt

    text = (ROOT / "examples" / "deux.belote").read_text(encoding="utf-8")
    [record] = b.loads(text)
    trump, deck = record.trump, record.deck
    assert repr(trump) == str(trump) == "♥" and type(trump) is SuitInt
    assert trump == b.HEARTS == 1 and hash(trump) == hash(1)
    assert type(deck) is CardTuple and deck is not None and len(deck) == 32
    assert repr(deck) == (
        "(K♦, A♣, Q♠, K♠, 10♦, 8♠, J♥, 8♣, 10♠, 9♦, J♠, 7♦, 10♥, 9♠, Q♣, 9♥, 8♦, J♣, 7♣,"
        " J♦, 9♣, 7♥, Q♦, 10♣, 7♠, K♥, A♠, Q♥, 8♥, K♣, A♥, A♦)")
    assert deck[:5] == (22, 31, 5, 6, 19) and type(deck[:5]) is tuple
    assert "trump=♥" in repr(record)
    assert json.dumps([record.trump, record.deck[:3]]) == "[1, [22, 31, 5]]"
    # The score's JSON and the file written are the letters and names they were.
    doc = b.score_json(text)
    assert doc["trump"] == "H" and doc["deck"][:4] == ["KD", "AC", "QS", "KS"]
    assert json.loads(json.dumps(doc)) == doc and b.score_json(record) == doc
    written = b.dumps([record])
    assert "trump: H\n" in written and "deck: KD AC QS KS 10D 8S JH 8C " in written
    assert b.loads(written) == [record]
    again = pickle.loads(pickle.dumps(record))
    assert again == record and repr(again.trump) == "♥" and type(again.deck) is CardTuple
    # The score keeps the engine's plain int: a DealScore is made every deal.
    from belote_cli.dealfile.replay import replay

    assert type(replay(record).score.trump) is int


def test_a_record_made_by_hand_prints_its_trump_and_deck_as_a_read_one() -> None:
    from belote_cli.core.cards import CardTuple, SuitInt

    for given, shown in ((0, "♠"), (3, "♣"), (b.NO_TRUMP, "SA"), (b.ALL_TRUMP, "TA")):
        made = b.DealRecord(trump=given)
        assert type(made.trump) is SuitInt and repr(made.trump) == shown
        assert made.trump == given and made == b.DealRecord(trump=given)
        assert f"trump={shown}" in repr(made)
    deck = tuple(range(32))  # 7♠ (0) to A♣ (31), dealt in order
    made = b.DealRecord(trump=1, rules=RuleSet.parse("variant=deux"), deck=deck)
    assert type(made.deck) is CardTuple and made.deck == deck and hash(made.deck) == hash(deck)
    assert repr(made.deck).startswith("(7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠, A♠, 7♥,")
    # A value of another type is left as it is given, for the checks that name it.
    assert type(b.DealRecord(trump=True).trump) is bool
    assert b.DealRecord(trump=1, deck=[0, 1]).deck == [0, 1]
    # A trump and seats as text (docs/api.md: a seat's letter wherever one is asked for),
    # or a seat's int: read as Game reads them, where dumps refused 'taker: S' as no Seat.
    [read] = b.loads(Path(__file__).parent.parent.joinpath("examples", "made.belote")
                     .read_text(encoding="utf-8"))
    for trump, taker, dealer in (("H", "N", "E"), ("cœur", "nord", 1), ("♥", 0, "est")):
        made = b.DealRecord(trump=trump, taker=taker, dealer=dealer,  # type: ignore[arg-type]
                            tricks=read.tricks)
        assert made == read and made.taker is Seat.N and made.leader is Seat.S
        assert b.loads(b.dumps(made)) == [read]
    # Text that names none is refused in the words every trump and seat is refused in.
    with pytest.raises(b.CardError, match="^trump: unknown suit 'Z'"):
        b.DealRecord(trump="Z")
    with pytest.raises(b.CardError, match=r"^taker: unknown seat 'Q' \(expected N, E, S or W\)"):
        b.DealRecord(trump=1, taker="Q")  # type: ignore[arg-type]
    # Game.to_record: the game's own trump, printed as game.trump prints it.
    game = b.Game.seeded(1)
    game.take()
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    assert repr(game.to_record().trump) == repr(game.trump) == "♦"


def test_simulate_and_duplicate_make_a_bot_for_each_seat_of_each_deal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # As the guide says: two seats of a team over 20 deals are 40 bots; A's two seats at
    # each of the two tables of 10 pairs, 40 too; play_match plays the two it is given.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    made: list[_Lowest] = []

    def counted(rng: random.Random) -> _Lowest:
        made.append(_Lowest(rng))
        return made[-1]

    b.register_bot("counted", counted)
    b.simulate(20, seed=1, ns="counted", ew="heuristic")
    assert len(made) == 40
    made.clear()
    b.duplicate(counted, "heuristic", 10, seed=1)
    assert len(made) == 40
    made.clear()
    pair = [counted(random.Random(1)), counted(random.Random(2))]
    b.play_match([pair[0], "heuristic", pair[1], "heuristic"], seed=1)
    assert made == pair


def test_a_bot_made_already_where_its_maker_goes_is_told_to_give_its_class(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # register_bot and duplicate take what makes a bot: given the bot itself, they say
    # to give its class, where they showed the start of its repr, cut at 40 characters.
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    made = _Lowest(random.Random(1))
    for call, what in ((lambda: b.register_bot("x", made), "maker: "),
                       (lambda: b.duplicate(made, "random", 1, seed=1),
                        "maker_a: a bot's name or "),
                       (lambda: b.duplicate("random", made, 1, seed=1),
                        "maker_b: a bot's name or ")):
        with pytest.raises(TypeError) as raised:
            call()
        assert str(raised.value) == (
            f"{what}what makes a bot from a random.Random (a Bot class or a function), not a "
            "bot made already (a _Lowest object): give its class, _Lowest")
