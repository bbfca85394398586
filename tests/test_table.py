"""The table of ``belote play`` (``table.table_rows``) laid out from a session: the styles of
its cards and the trick just finished, in the positions the layout gives them."""

from __future__ import annotations

from belote_cli.core.cards import card_symbol
from belote_cli.core.rules import RuleSet
from belote_cli.play.interactive import Session, SessionOptions
from belote_cli.play.interactive_deux import DeuxSession
from belote_cli.play.table import DIM, TRUMP, WIN, Row, plain, table_rows


def _session(*lines: str) -> Session:
    # Seed 3 (the golden play-classic session): S takes ♦ and holds, sorted, 10♦ K♦ 8♦
    # A♠ J♠ K♥ Q♥ J♣.
    session = Session(SessionOptions(seed=3, bots="heuristic"))
    session.start()
    for line in lines:
        session.handle_line(line)
    return session


def _styles_of(row: Row, text: str) -> set[str]:
    """The styles of the runs that make up ``text`` in ``row``."""
    found: set[str] = set()
    line = "".join(t for t, _ in row)
    start = line.index(text)
    at = 0
    for run, style in row:
        if at < start + len(text) and at + len(run) > start:
            found.add(style)
        at += len(run)
    return found


def test_cards_that_may_not_be_played_are_dimmed_and_trumps_marked() -> None:
    # Trick 2: N leads J♦, E plays 9♥; S must play a trump: K♦ and 8♦, nothing else.
    session = _session("1", "1")
    rows = table_rows(session, 80)
    text = plain(rows)
    faces = next(i for i, line in enumerate(text) if "K♦*│" in line)
    assert _styles_of(rows[faces - 1], "╭────╮") == {TRUMP}  # K♦'s border
    for name in ("A♠", "J♠", "J♣"):
        assert DIM in " ".join(_styles_of(rows[faces], name))
    assert not any(DIM in style for style in _styles_of(rows[faces], "K♦"))
    assert text[faces + 1].count("╰────╯") == 7


def test_the_trick_just_finished_shows_its_winner_then_is_dimmed() -> None:
    # S leads A♠ (number 4): W 7♠, N 8♠, E Q♠; S wins 11 + 3 = 14 card points.
    session = _session("1", "4")
    fresh = table_rows(session, 80, fresh=True)
    text = plain(fresh)
    assert any("S wins 14" in line for line in text)
    south = max(i for i, line in enumerate(text) if "│ A♠ │" in line)
    assert _styles_of(fresh[south], "│ A♠ │") >= {WIN}
    waiting = plain(table_rows(session, 80))
    assert any("last trick: S won 14" in line for line in waiting)


def test_the_table_fits_80_columns_and_grows_with_the_terminal() -> None:
    session = _session("1")
    for width in (80, 120):
        text = plain(table_rows(session, width))
        assert max(len(line) for line in text) <= width
        assert len(text) <= 24 - 4  # room for the last lines said and the question
        assert text[1] == "─" * width


def test_the_french_status_line_names_the_classic_taking_la_prise() -> None:
    # The rule book's words (docs/rules.fr.md): the taking of a retourne, at four and at
    # belote à deux, is la prise; the coinche's auction, without a retourne, les enchères.
    # Seed 3: the retourne 10♦ (the golden play-classic session).
    classic = Session(SessionOptions(seed=3, bots="heuristic", lang="fr"))
    classic.start()
    assert plain(table_rows(classic, 80))[0].startswith(" prise, retourne 10♦ · ")
    deux = DeuxSession(SessionOptions(rules=RuleSet.parse(["variant=deux"]), seed=3,
                                      lang="fr"))
    deux.start()
    assert deux.game.retourne is not None
    line = plain(table_rows(deux, 80))[0]
    assert line.startswith(f" prise, retourne {card_symbol(deux.game.retourne, 'fr')} · ")
    coinche = Session(SessionOptions(rules=RuleSet.parse(["variant=coinche"]), seed=3,
                                     lang="fr"))
    coinche.start()
    assert plain(table_rows(coinche, 80))[0].startswith(" enchères")
