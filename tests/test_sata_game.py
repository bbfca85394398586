"""Sans atout and tout atout through the one deal engine: the classic second round and the
coinche auction naming them, the worked deals played on a ``Game``, announcements under SA,
the deal file, and the commands (score, simulate, play)."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from pathlib import Path

import pytest
from piped import whole
from typer.testing import CliRunner

from belote_cli.bots.registry import find_bot
from belote_cli.cli import app
from belote_cli.core.announcements import detect, team_points
from belote_cli.core.cards import ALL_TRUMP, NO_TRUMP, card_symbol, mask_of, parse_card, parse_cards
from belote_cli.core.coinche import (
    BidError,
    Call,
    CoincheAuction,
    Contract,
    parse_call,
    score_coinche,
)
from belote_cli.core.errors import IllegalPlayError
from belote_cli.core.rules import RuleSet
from belote_cli.core.seats import Seat, Team
from belote_cli.dealfile import dumps, loads
from belote_cli.dealfile.replay import replay
from belote_cli.engine.game import Call as GameCall
from belote_cli.engine.game import Game, Phase, Take
from belote_cli.engine.playing import play_deal

runner = CliRunner()
SA_TA = RuleSet(sa_ta="on")

# The worked TA deal of the variant rules (dealer E, S takes TA in round two), as a deck in
# dealing order: 3 then 2 a seat from S (S W N E), the retourne 7♥, then 2 to the taker S
# and 3 to each other seat. No heart of W, N or E is in their first five, so nobody takes
# the retourne's suit in round one.
FIRST = {Seat.S: "J♠ A♦ 10♦ K♦ 8♦", Seat.W: "8♠ 7♠ 7♦ A♣ Q♣", Seat.N: "A♠ 9♠ K♠ Q♠ 9♣",
         Seat.E: "10♠ J♦ 9♦ Q♦ 8♥"}
REST = {Seat.S: "K♣ 8♣", Seat.W: "J♥ 9♥ Q♥", Seat.N: "A♥ 10♥ K♥", Seat.E: "J♣ 10♣ 7♣"}
ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
TA_TRICKS = ["S 8♦ W 7♦ N A♠ E 9♦", "E 10♠ S J♠ W 7♠ N K♠", "S 7♥ W 9♥ N 10♥ E 8♥",
             "W Q♥ N K♥ E 7♣ S K♣", "N 9♣ E J♣ S 8♣ W A♣", "E J♦ S A♦ W Q♣ N Q♠",
             "E Q♦ S 10♦ W 8♠ N 9♠", "S K♦ W J♥ N A♥ E 10♣"]


def ta_deck() -> list[int]:
    first = {s: parse_cards(FIRST[s]) for s in ORDER}
    deck = [c for s in ORDER for c in first[s][:3]]
    deck += [c for s in ORDER for c in first[s][3:]]
    deck.append(parse_card("7♥"))
    deck += [c for s in ORDER for c in parse_cards(REST[s])]
    return deck


def ta_game(rules: RuleSet) -> Game:
    game = Game.deal(ta_deck(), Seat.E, rules)
    for _ in range(4):
        game.apply(Take(None))
    assert game.to_act is Seat.S and Take(ALL_TRUMP) in game.legal_actions()
    game.apply(Take(ALL_TRUMP))
    for trick in TA_TRICKS:
        tokens = trick.split()
        for i in range(0, 8, 2):
            assert game.to_act is Seat[tokens[i]]
            if game.phase is Phase.BELOTE:
                game.say_belote(True)
            game.play(parse_card(tokens[i + 1]))
        if game.phase is Phase.BELOTE:
            game.say_belote(True)
    assert game.is_over
    return game


def test_round_two_offers_sa_and_ta_only_with_the_rule() -> None:
    off = Game.deal(ta_deck(), Seat.E, RuleSet())
    for _ in range(4):
        off.apply(Take(None))
    assert Take(NO_TRUMP) not in off.legal_actions()
    with pytest.raises(IllegalPlayError, match="TA is taken with the rule sa_ta=on only"):
        off.apply(Take(ALL_TRUMP))
    on = Game.deal(ta_deck(), Seat.E, SA_TA)
    assert Take(ALL_TRUMP) not in on.legal_actions()  # round one: the retourne's suit only
    for _ in range(4):
        on.apply(Take(None))
    assert {Take(NO_TRUMP), Take(ALL_TRUMP)} <= set(on.legal_actions())


@pytest.mark.parametrize("sa_ta", ["on", "off"])
def test_the_coinche_prompt_offers_sa_and_ta_only_with_the_rule(sa_ta: str) -> None:
    # Seed 5, dealer S: W bids 100 ♦, N and E pass; S may bid 110 in a suit, and with
    # sa_ta=on in sans atout and tout atout too, each by its number.
    from belote_cli.play.interactive import Session, SessionOptions

    rules = RuleSet(variant="coinche", sa_ta=sa_ta)
    session = Session(SessionOptions(seed=5, rules=rules, bots="heuristic"))
    opening = session.start()
    on = sa_ta == "on"
    assert ("SA (sans atout) or TA (tout atout)" in opening) is on
    assert session.prompt.startswith("Your call? 1) pass  2) 110 ♠  3) 110 ♥  4) 110 ♦  "
                                      "5) 110 ♣  " + ("6) 110 SA  7) 110 TA  8) coinche; "
                                                      if on else "6) coinche; "))
    assert ("with a suit, SA or TA (e.g. 120 ♥, 120 SA)" in session.prompt) is on
    assert ("110 SA, 120 TA" in session.handle_line("help")) is on
    if on:
        assert session.handle_line("7").startswith("S bids 110 TA")


def test_the_csv_names_every_belote_of_a_ta_deal(tmp_path: Path) -> None:
    # Under TA each suit's king and queen make a belote: deal 1253 of seed 7 gives one to
    # each team. The CSV's belote column names both, as belote score counts them.
    csv_path, record = tmp_path / "one.csv", tmp_path / "one.belote"
    r = CliRunner().invoke(app, ["simulate", "--deals", "1", "--start", "1253", "--seed", "7",
                                 "--rule", "sa_ta=on", "--csv", str(csv_path), "--record",
                                 str(record), "--jobs", "1"])
    assert r.exit_code == 0, r.output
    row = csv_path.read_text(encoding="utf-8").splitlines()[1].split(",")
    scored = json.loads(CliRunner().invoke(app, ["score", "--json", str(record)]).stdout)
    counts = scored["belotes"]
    assert counts["NS"] >= 1 and counts["EW"] >= 1  # the case the column lost
    assert row[12].split() == ["NS"] * counts["NS"] + ["EW"] * counts["EW"]


def test_the_worked_ta_deal_on_a_game() -> None:
    game = ta_game(SA_TA)
    score = game.score
    assert score is not None and game.trump == ALL_TRUMP and game.taker is Seat.S
    assert score.points == (82, 80) and score.score == (102, 80)  # N's belote ♠
    assert score.tally.ok
    text = game.deal_file()
    assert "trump: TA" in text and "sa_ta=on" in text
    (back,) = loads(text)
    assert replay(back).score.score == (102, 80)


def test_the_worked_ta_deal_declared_and_raw() -> None:
    declared = ta_game(RuleSet(sa_ta="on", belote="declared"))
    assert declared.score is not None and declared.score.score == (102, 80)
    raw = ta_game(RuleSet(sa_ta="on", sa_ta_points="raw"))
    assert raw.score is not None and raw.score.points == (127, 131)
    assert raw.score.score == (20, 258)  # dedans: 127 < 130; N's belote stays
    (back,) = loads(raw.deal_file())
    assert replay(back).score.score == (20, 258)


def test_record_reads_the_contract_names() -> None:
    text = dumps(ta_game(SA_TA).to_record())
    for written in ("TA", "tout-atout", "tout atout", "all trumps"):
        (record,) = loads(text.replace("trump: TA", f"trump: {written}"))
        assert record.trump == ALL_TRUMP
    french = "lang: en\n" + text.replace("trump: TA", "atout : tout atout")
    (record,) = loads(french)
    assert record.trump == ALL_TRUMP and replay(record).score.score == (102, 80)
    sa_text = sa_game().deal_file()
    assert "trump: SA" in sa_text
    for written in ("trump: sans-atout", "trump: no trump", "lang: en\natout : sans atout"):
        (sa,) = loads(sa_text.replace("trump: SA", written))
        assert sa.trump == NO_TRUMP and replay(sa).score.score == (0, 162)


SA_HANDS = {Seat.S: "10♠ 9♠ 7♠ 10♥ Q♥ K♦ 7♦ 7♣", Seat.W: "Q♠ J♠ A♦ Q♦ J♦ A♣ Q♣ J♣",
            Seat.N: "K♠ 8♠ 9♥ 10♦ 9♦ K♣ 9♣ 8♣", Seat.E: "A♠ A♥ K♥ J♥ 8♥ 7♥ 8♦ 10♣"}
SA_TRICKS = ["S 10♥ W A♦ N 9♥ E K♥", "S 7♦ W J♦ N 9♦ E 8♦", "W Q♠ N K♠ E A♠ S 9♠",
             "E 10♣ S 7♣ W J♣ N 8♣", "E 8♥ S Q♥ W J♠ N K♣", "S 10♠ W Q♣ N 8♠ E 7♥",
             "S K♦ W Q♦ N 10♦ E J♥", "N 9♣ E A♥ S 7♠ W A♣"]


def sa_game() -> Game:
    hands = [mask_of(parse_cards(SA_HANDS[s])) for s in Seat]
    game = Game.at_play(hands, NO_TRUMP, Seat.S, SA_TA, taker=Seat.S, dealer=Seat.E)
    for trick in SA_TRICKS:
        tokens = trick.split()
        for i in range(0, 8, 2):
            assert game.to_act is Seat[tokens[i]]
            game.play(parse_card(tokens[i + 1]))
    assert game.score is not None and game.score.score == (0, 162)  # dedans, 74 to 88
    return game


def test_at_play_takes_sa_and_ta_with_sa_ta_on_only() -> None:
    # Game.at_play took a trump of SA or TA without sa_ta=on, the rule without which the
    # auctions refuse them (take_sa_ta_off, no_sa_ta).
    from belote_cli.core.errors import RuleError

    hands = [mask_of(parse_cards(SA_HANDS[s])) for s in Seat]
    for trump, written in ((NO_TRUMP, "SA"), (ALL_TRUMP, "TA"), ("TA", "TA")):
        for rules in (RuleSet(), "undertrump=required", RuleSet(variant="coinche")):
            with pytest.raises(RuleError, match=f"^trump {written}: sans atout and tout atout "
                                                r"are played with the rule sa_ta=on only"):
                Game.at_play(hands, trump, Seat.S, rules, taker=Seat.S)
    game = Game.at_play(hands, "TA", Seat.S, "sa_ta=on", taker=Seat.S)
    assert game.trump == ALL_TRUMP and game.taker is Seat.S


# --- coinche -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "level", "kind"), [
    ("90 SA", "en", 90, NO_TRUMP), ("110 TA", "en", 110, ALL_TRUMP),
    ("100 sans atout", "fr", 100, NO_TRUMP), ("capot tout atout", "fr", 250, ALL_TRUMP),
    ("TA 120", "en", 120, ALL_TRUMP), ("80 no trump", "en", 80, NO_TRUMP),
])
def test_coinche_bids_name_sa_and_ta(text: str, lang: str, level: int, kind: int) -> None:
    assert parse_call(text, lang) == Call.bid(level, kind)


def test_the_auction_refuses_sa_and_ta_without_the_rule() -> None:
    auction = CoincheAuction(Seat.N)
    with pytest.raises(BidError, match="sa_ta=on"):
        auction.call(Call.bid(90, NO_TRUMP))
    on = CoincheAuction(Seat.N, sa_ta=True)
    on.call(Call.bid(90, NO_TRUMP))
    with pytest.raises(BidError):  # only the level ranks bids: 90 TA is not above 90 SA
        on.call(Call.bid(90, ALL_TRUMP))
    on.call(Call.bid(100, ALL_TRUMP))
    game = Game.deal(list(range(32)), Seat.N, RuleSet(variant="coinche", sa_ta="on"))
    assert GameCall("bid", 80, ALL_TRUMP) in game.legal_actions()


def test_coinche_ta_with_two_belotes() -> None:
    # 110 TA by NS: 98 card points and two belotes (40): 138 >= 110, made.
    rules = RuleSet(variant="coinche", sa_ta="on")
    score = score_coinche(Contract(110, ALL_TRUMP, Seat.N), (98, 64), Team.NS, rules,
                          belote=Team.NS, belotes=(2, 0))
    assert score.result == "made" and score.score == (248, 64)
    # 60 card points and two belotes: 100 < 110, failed: the defence 160 + 110, the
    # belotes stay with NS.
    failed = score_coinche(Contract(110, ALL_TRUMP, Seat.N), (60, 102), Team.EW, rules,
                           belote=Team.NS, belotes=(2, 0))
    assert failed.result == "dedans" and failed.score == (40, 270)


# --- announcements under SA ------------------------------------------------------------------

def test_sa_carres_aces_200_tens_150() -> None:
    aces = mask_of(parse_cards("A♠ A♥ A♦ A♣ 7♠ 8♥ 9♦ 8♣"))
    jacks = mask_of(parse_cards("J♠ J♥ J♦ J♣ 7♥ 8♦ 7♦ 7♣"))
    (carre_a,) = detect(aces, NO_TRUMP)
    (carre_j,) = detect(jacks, NO_TRUMP)
    assert (carre_a.value(NO_TRUMP), carre_j.value(NO_TRUMP)) == (200, 100)
    assert team_points([carre_a], [carre_j], NO_TRUMP) == (200, 0)  # aces rank first
    assert team_points([carre_a], [carre_j], ALL_TRUMP) == (0, 200)  # TA as usual
    tens = mask_of(parse_cards("10♠ 10♥ 10♦ 10♣ 7♠ 8♥ 9♦ 8♣"))
    assert detect(tens, NO_TRUMP)[0].value(NO_TRUMP) == 150


# --- many random deals ------------------------------------------------------------------------

def check_random_deals(count: int) -> None:
    for n in range(count):
        variant = "coinche" if n % 3 == 2 else "classic"
        points = "raw" if variant == "classic" and n % 2 else "scaled"
        rules = RuleSet.parse([f"variant={variant}", "sa_ta=on", f"sa_ta_points={points}",
                               "announcements=on" if n % 5 == 0 else "announcements=off",
                               "belote=declared" if n % 7 == 0 else "belote=auto"])
        rng = random.Random(n)
        deck = list(range(32))
        rng.shuffle(deck)
        game = Game.deal(deck, Seat(n % 4), rules)
        # Bidding by the random bot, so SA and TA come up often: then the heuristic or the
        # random bot plays.
        while game.phase in (Phase.BID, Phase.CALL):
            actions = game.legal_actions()
            game.apply(actions[rng.randrange(len(actions))] if rng.random() < 0.6
                       else actions[-1 if game.phase is Phase.BID else 0])
        name = "heuristic" if n % 2 else "random"
        bots = [find_bot(name, random.Random(n * 4 + s)) for s in range(4)]
        while not game.is_over:
            if game.phase is Phase.PLAY:
                assert game.legal_cards(), "a seat without a legal card"
                view = game.player_view()
                game.play(bots[game.to_act or 0].play(view))
            else:
                game.apply(game.legal_actions()[0])
        if game.is_void:
            continue
        score = game.score
        assert score is not None and game.trump is not None
        assert sum(score.points) == rules.deal_total(game.trump) and score.tally.ok
        (back,) = loads(game.deal_file())
        assert replay(back).score.score == score.score, game.deal_file()


def test_random_sa_ta_deals_tally_and_rescore() -> None:
    check_random_deals(300)


@pytest.mark.slow
def test_random_sa_ta_deals_tally_and_rescore_many() -> None:
    check_random_deals(4000)


def test_heuristic_bids_sa_and_ta_sometimes_and_plays_them() -> None:
    seen = set()
    for n in range(300):
        bots = [find_bot("heuristic", random.Random(s)) for s in range(4)]
        game = play_deal(bots, random.Random(n), Seat(n % 4),
                         RuleSet(variant="coinche", sa_ta="on"))
        seen.add(game.trump)
        if game.score is not None:
            assert game.score.tally.ok
    assert {NO_TRUMP, ALL_TRUMP} <= seen


# --- the commands -----------------------------------------------------------------------------

def test_score_a_ta_file_and_its_json(tmp_path: Path) -> None:
    path = tmp_path / "ta.belote"
    path.write_text("lang: en\n" + ta_game(SA_TA).deal_file().replace("trump: TA",
                                                                   "atout : tout atout"),
                    "utf-8")
    r = runner.invoke(app, ["score", str(path)])
    assert r.exit_code == 0, r.output
    assert "152 + 10 = 162 ✓ (scaled TA total)" in r.output
    # The tally's heading says the contract as players say it, in both languages, as the
    # rest of the program does (it wrote 'trump TA', and 'atout TA' in French).
    assert re.search(r"^tout atout  taker S \(NS\)  dealer E$", r.output, re.M), r.output
    assert "trump TA" not in r.output
    fr = runner.invoke(app, ["score", str(path), "--lang", "fr"]).output
    assert re.search(r"^tout atout  preneur S \(NS\)  donneur E$", fr, re.M), fr
    assert "atout TA" not in fr
    # In French, the table's name in French as simulate's report gives it (it said
    # '(total TA scaled)', '(total TA raw)').
    r = runner.invoke(app, ["score", str(path), "--lang", "fr"])
    assert "152 + 10 = 162 ✓ (total TA ramené)" in r.output, r.output
    r = runner.invoke(app, ["score", str(path), "--lang", "fr", "--rule", "sa_ta_points=raw"])
    assert re.search(r"= 258 ✓ \(total TA brut\)$", r.output, re.M), r.output
    r = runner.invoke(app, ["score", str(path), "--json", "--rule", "sa_ta_points=raw"])
    assert r.exit_code == 0, r.output
    (doc,) = json.loads(r.output) if r.output.lstrip().startswith("[") else [json.loads(r.output)]
    assert doc["trump"] == "TA" and doc["points"] == {"NS": 127, "EW": 131}
    assert doc["tally"] == {"cards": 248, "dix_de_der": 10, "total": 258, "ok": True}
    assert doc["score"] == {"NS": 20, "EW": 258} and doc["belotes"] == {"NS": 1, "EW": 0}


def test_score_errors_point_at_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.belote"
    path.write_text("trump: TA\ntaker: S\n1: S:AH W:7H N:10H E:KX\n", "utf-8")
    r = runner.invoke(app, ["score", str(path)])
    assert r.exit_code == 1
    assert f"{path}:3:" in r.output


def test_simulate_sa_ta_is_the_same_whatever_the_jobs(tmp_path: Path) -> None:
    outs = []
    for jobs in ("1", "2"):
        r = runner.invoke(app, ["simulate", "--deals", "120", "--seed", "7", "--bots",
                                "heuristic", "--rule", "sa_ta=on", "--rule", "variant=coinche",
                                "--jobs", jobs, "--json"])
        assert r.exit_code == 0, r.output
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    doc = json.loads(outs[0])
    assert doc["rules"]["sa_ta"] == "on"


# The report's rows of the contracts at SA and TA, by language and game: the deals taken
# (coinche: the contracts played) at each, then those made, as made agrees with its heading.
SA_TA_ROWS = {
    ("en", "classic"): ("taken at sans atout", "made at sans atout", "taken at tout atout",
                        "made at tout atout"),
    ("en", "coinche"): ("played at sans atout", "made at sans atout", "played at tout atout",
                        "made at tout atout"),
    ("fr", "classic"): ("prises à sans atout", "réussies à sans atout", "prises à tout atout",
                        "réussies à tout atout"),
    ("fr", "coinche"): ("joués à sans atout", "réussis à sans atout", "joués à tout atout",
                        "réussis à tout atout"),
}


def _row(text: str, label: str) -> tuple[int, str]:
    # The count (grouped as the report groups it) and the rate of the row ``label``.
    found = re.findall(rf"^ +{label} +([\d,\u202f]+) +([\d.,]+\xa0?%|—)", text, re.M)
    assert len(found) == 1, (label, text)
    count, rate = found[0]
    return int(re.sub(r"[,\u202f]", "", count)), rate


def _rate(k: int, n: int, lang: str) -> str:
    # A rate as the report writes it, worked out from the CSV's counts.
    if not n:
        return "—"
    text = f"{100 * k / n:.2f}"
    return text.replace(".", ",") + "\xa0%" if lang == "fr" else text + "%"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "deals"), [("classic", "1000"), ("coinche", "200")])
def test_simulate_reports_the_contracts_at_sa_and_ta(tmp_path: Path, lang: str, game: str,
                                                     deals: str) -> None:
    # The deals taken at SA and at TA, counted in the run's CSV (its trump column, the
    # deals with a taker) and those of them whose result is made, against the report's
    # rows, each a rate of the deals taken then of its own, and against the JSON.
    variant = ["--rule", "variant=coinche"] if game == "coinche" else []
    args = ["simulate", "--deals", deals, "--seed", "golden", "--jobs", "1", "--rule",
            "sa_ta=on", *variant, "--lang", lang]
    table = tmp_path / "deals.csv"
    r = runner.invoke(app, [*args, "--csv", str(table)])
    assert r.exit_code == 0, r.output
    with table.open(encoding="utf-8") as f:
        rows = [row for row in csv.DictReader(f) if row["taker"]]
    doc = json.loads(runner.invoke(app, [*args, "--json"]).stdout)["stats"]["sa_ta"]
    labels = SA_TA_ROWS[lang, game]
    for kind, taken_label, made_label in zip(("SA", "TA"), labels[0::2], labels[1::2],
                                             strict=True):
        at = [row for row in rows if row["trump"] == kind]
        made = sum(row["result"] == "made" for row in at)
        assert at, kind  # seed golden takes both: the rows are tested on real counts
        assert _row(r.stdout, taken_label) == (len(at), _rate(len(at), len(rows), lang))
        assert _row(r.stdout, made_label) == (made, _rate(made, len(at), lang))
        assert (doc[kind]["share"]["count"], doc[kind]["share"]["of"]) == (len(at), len(rows))
        assert (doc[kind]["made"]["count"], doc[kind]["made"]["of"]) == (made, len(at))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("rules", [[], ["--rule", "variant=coinche"], ["--discovery"]])
def test_no_sa_ta_row_without_sa_ta(lang: str, rules: list[str]) -> None:
    # Without sa_ta=on no contract is at SA or TA: no row says so, nor the JSON. (The deal
    # without bidding, whose trump is a suit drawn at random, refuses sa_ta=on: exit 2.)
    args = ["simulate", "--deals", "300", "--seed", "golden", "--jobs", "1", *rules]
    text = runner.invoke(app, [*args, "--lang", lang]).stdout
    assert "sans atout" not in text and "tout atout" not in text, text
    doc = json.loads(runner.invoke(app, [*args, "--json"]).stdout)["stats"]
    assert "sa_ta" not in doc
    refused = runner.invoke(app, [*args[:6], "--discovery", "--rule", "sa_ta=on"])
    assert refused.exit_code == 2 and refused.stdout == ""


def test_the_expert_plays_a_ta_deal_legally_to_its_end() -> None:
    # The expert at every seat of the TA deal above (S takes TA): each card it plays is
    # legal by the engine (Game.apply refuses any other) and the deal tallies the scaled
    # total.
    from belote_cli.bots.expert import ExpertBot, ExpertParams

    game = Game.deal(ta_deck(), Seat.E, RuleSet(sa_ta="on"))
    for _ in range(4):
        game.apply(Take(None))
    game.apply(Take(ALL_TRUMP))
    bots = {s: ExpertBot(random.Random(int(s)), ExpertParams(max_samples=6)) for s in Seat}
    while not game.is_over:
        if game.phase is Phase.BELOTE:
            game.say_belote(True)
            continue
        game.play(bots[game.to_act].play(game.player_view()))
    assert sum(game.state.points) == 162


# Slow (2 s): the expert's deals under SA and TA through simulate.
@pytest.mark.slow
def test_simulate_accepts_the_expert_under_sa_ta() -> None:
    r = runner.invoke(app, ["simulate", "--deals", "2", "--seed", "3", "--bots", "expert",
                            "--rule", "sa_ta=on", "--jobs", "1"])
    assert r.exit_code == 0, r.output


def test_play_names_ta_in_round_two() -> None:
    deck = " ".join(card_symbol(c) for c in ta_deck())
    # S passes in round one, names TA in round two, then plays its first legal card.
    r = whole(runner.invoke(app, ["play", "--seed", "1", "--dealer", "E", "--rule", "sa_ta=on",
                            "--deck", deck], input="pass\ntout atout\n" + "1\n" * 8))
    assert "S takes TA" in r.output, r.output[:2000]
    assert "(scaled TA total)" in r.output, r.output[-2000:]


@pytest.mark.parametrize(("lang", "asked", "said"), [
    ("en", "hint", "Hint: "), ("fr", "conseil", "Conseil\xa0: ")])
def test_hint_under_ta_is_the_experts_card(lang: str, asked: str, said: str) -> None:
    # The hint under TA is the expert's: a card the user holds, with the expected points
    # of each card, and the same when asked twice at the same point.
    deck = " ".join(card_symbol(c) for c in ta_deck())
    r = whole(runner.invoke(app, ["play", "--seed", "1", "--dealer", "E", "--rule", "sa_ta=on",
                            "--deck", deck, "--lang", lang],
                      input="pass\ntout atout\n" + f"{asked}\n{asked}\n" + "1\n" * 8))
    assert r.exit_code == 0, r.output[-2000:]
    hints = [line for line in r.stdout.splitlines() if line.startswith(said)]
    assert len(hints) == 2 and hints[0] == hints[1], hints
    card = parse_card(hints[0][len(said):].split(" ")[0].rstrip("."), lang)
    # S leads the first trick: any card of its eight (its five, the retourne, two more).
    assert card in parse_cards(FIRST[Seat.S]) + [parse_card("7♥")] + parse_cards(REST[Seat.S])
    assert ("each deal solved with all hands open" in hints[0]
            or "chaque donne résolue cartes ouvertes" in hints[0])


def test_simulate_counts_raw_ta_taker_points_past_162() -> None:
    # sa_ta_points=raw: a TA deal counts 258 (248 + 10), so a taker may hold more than
    # 162 trick points, where the scaled tables stop at 162. The takers' histogram (and
    # the JSON's taker_points) goes on to 258, the most a deal holds, whatever this run's
    # takers held (a run of other seeds has counts of the same length, bin for bin),
    # every deal taken in it once; scaled, the list ends at 162. The run must hold a TA
    # contract made (seed 1's 300 deals do) for the histogram to pass 162.
    import belote_cli

    raw = belote_cli.simulate(300, seed="1", rules=["sa_ta=on", "sa_ta_points=raw"])
    stats = raw.json["stats"]
    points = stats["taker_points"]
    assert stats["sa_ta"]["TA"]["made"]["count"] >= 1
    assert sum(points) == stats["taker"]["deals"]
    assert len(points) == 259 and any(points[163:])
    bins = [line.split()[0] for line in raw.text.splitlines()
            if re.fullmatch(r"\s+\d+-\d+ .*", line)]
    assert bins[0] == "0-9" and bins[-1] == "250-258"
    other = belote_cli.simulate(30, seed="2", rules=["sa_ta=on", "sa_ta_points=raw"])
    assert len(other.json["stats"]["taker_points"]) == 259
    taken = stats["taker"]["deals"]
    assert (f"{taken}/{taken} deals tally their total (162; raw SA 130, raw TA 258) ✓"
            in raw.text)
    scaled = belote_cli.simulate(300, seed="1", rules=["sa_ta=on"])
    assert len(scaled.json["stats"]["taker_points"]) == 163


def test_the_raw_histogram_goes_by_tens_to_the_most_a_deal_holds() -> None:
    # The takers' trick points go in tens (docs/simulating.md), the last bin stopping at
    # the most a deal holds: 160-162 in the scaled count, 250-258 in the raw one. Seed
    # 49's one deal is a TA made by NS with 180 raw points (78 for EW, 258 in all):
    # 170-179 holds none and 180-189 the deal, where 180 was put with 170-179 in a bin of
    # eleven points ("170-180"), then in a bin of its own ("180-180").
    from belote_cli.simulation.text_report import histogram

    result = CliRunner().invoke(app, ["simulate", "--deals", "1", "--seed", "49", "--rule",
                                      "sa_ta=on,sa_ta_points=raw", "--csv", "-", "--jobs",
                                      "1"])
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert [(r["taker"], r["trump"], r["points_ns"], r["points_ew"]) for r in rows] == [
        ("S", "TA", "180", "78")]  # the case is met
    bins = [line.split() for line in result.stderr.splitlines()
            if re.fullmatch(r"\s+\d+-\d+ .*", line)]
    assert [b[0] for b in bins] == [f"{lo}-{lo + 9}" for lo in range(0, 250, 10)] + ["250-258"]
    assert bins[17][1:] == ["0", "0.0%"]
    assert bins[18][0] == "180-189" and bins[18][-2:] == ["1", "100.0%"]
    assert all(b[-2:] == ["0", "0.0%"] for b in bins[19:])
    # A point past the last ten is a bin of its own, as two are.
    labels = [line.split()[0] for line in histogram([0] * 170 + [1])]
    assert labels[-2:] == ["160-169", "170-170"]
    labels = [line.split()[0] for line in histogram([0] * 171 + [1])]
    assert labels[-2:] == ["160-169", "170-171"]


def test_simulate_plays_sa_and_ta_deals_with_their_announcements() -> None:
    # announcements=on with sa_ta=on: the SA and TA deals, played card by card on the game,
    # go through its announcements as the suit deals do; every deal tallies 162.
    import belote_cli

    run = belote_cli.simulate(300, seed="doc", rules=["sa_ta=on", "announcements=on"])
    stats = run.json["stats"]
    assert stats["sa_ta"]["TA"]["share"]["count"] >= 1  # the run plays TA
    assert stats["tally"]["ok"] == stats["tally"]["deals"] == stats["taker"]["deals"]
    assert stats["tally"]["failures"] == []


def test_a_belote_line_in_a_deal_at_sa_is_no_belote_and_no_note() -> None:
    # VARIANTS.md, belote-rebelote: "SA: none". The SA deal above (no seat holds a king and
    # the queen of its suit) with 'belote: S' or 'belote: W' added, under belote=auto and
    # belote=declared: nothing counted, and no note of a trump king and queen that a deal
    # at SA has not: dedans, 0 to 162, as without the line.
    sa_text = sa_game().deal_file()
    assert "rules: sa_ta=on\n" in sa_text
    for seat in ("S", "W"):
        for rules in ("sa_ta=on", "sa_ta=on belote=declared"):
            text = sa_text.replace("trump: SA\n", f"trump: SA\nbelote: {seat}\n").replace(
                "rules: sa_ta=on\n", f"rules: {rules}\n")
            (sa,) = loads(text)
            scored = replay(sa)
            assert (scored.score.belote, scored.score.score) == (None, (0, 162)), text
            assert scored.notes == (), text
