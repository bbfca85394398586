"""The text report of a run: rates with their 95% intervals, means, the histogram of
the taker's points, the coinche and announcement tables, the verdict of "should I take?"
in round one and in round two.

Why this module is long: it is one report, whose sections (classic, coinche, two players,
announcements, the known hand's two questions) are written with the same helpers of
figures in the report's language (a decimal comma, intervals, the singular of one deal)
and the same table of words, ``WORDS``; split apart, each part would import the others'
helpers and words back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.bidding import deal_order
from ..core.cards import card_symbol, suit_symbol
from ..core.coinche import LEVELS, level_name
from ..core.declarations import LABELS
from ..core.lines import WIDTH, wrapped
from ..core.numbers import decimal, grouped
from ..core.rules import TWO_PLAYER_GAMES
from ..core.seats import SEATS, Seat, Team
from ..core.substitutes import substituted, writes
from ..core.talon import PLAYERS
from .config import (
    CHOICES,
    MOST_DEALS,
    PASS_THEN,
    KnownHand,
    SimulationConfig,
    deal_kind,
    round_two_choices,
)
from .stats import (
    MAX_FAILURES,
    Moments,
    Ranges,
    Stats,
    Summary,
    ranges,
    round_two_verdict,
    taker_bins,
    team_margin,
    wilson,
)

#: The report's words in English, by key: ``report_text`` takes them, or another
#: language's with the same keys and values (``texts.report_words``).
WORDS: dict[str, str] = {
    "header": "{deals} {kind} deals, seed {seed}",
    "header_one": "{deals} {kind} deal, seed {seed}",
    "header_discovery": "{deals} deals without bidding, seed {seed}",
    "header_discovery_one": "{deals} deal without bidding, seed {seed}",
    "header_two": "{deals} deals of {game}, seed {seed}",
    "header_two_one": "{deals} deal of {game}, seed {seed}",
    "from_deal": ", from deal {start}",
    "bots": "bots: {bots}",
    # The bots' names, as --bots takes them (the French report gives their French names,
    # as play does: le robot heuristique).
    "bot_heuristic": "heuristic", "bot_random": "random", "bot_expert": "expert",
    "bot_expert-uniform": "expert-uniform",
    "sd": "sd",  # the standard deviation after a mean's interval
    "rules": "rules: {rules}",
    "rules_default": "default",
    "kind_classic": "classic", "kind_coinche": "coinche",
    "tally": "{ok}/{played} deals tally {total} {mark}",
    "tally_one": "{ok}/{played} deal tallies {total} {mark}",
    "tally_raw": "their total (162; raw SA 130, raw TA 258)",
    "tally_raw_one": "its total (162; raw SA 130, raw TA 258)",
    "tally_fails": "  fails: deal {number} (seed {seed}){when}; replay with --seed {run} "
                   "--start {number} --deals 1",
    # With --hand, the cases (round one) or the choices (round two) where a deal fails.
    "fails_when_take": "when {seat} takes", "fails_when_pass": "when {seat} passes twice",
    "fails_when_bots": "when the bots bid for all", "fails_when_choice": "when {choice}",
    "fails_when_pass_then": "when {seat} passes, then takes {kind}",
    "when_takes": "when {team} takes, of {n} deals:",
    "when_takes_one": "when {team} takes, of {n} deal:",
    "when_takes_coinche": "when {team} takes, of {n} contracts:",
    "when_takes_coinche_one": "when {team} takes, of {n} contract:",
    # ``made`` counts deals taken (classic, deux, --hand), ``made_contract`` coinche's
    # contracts: French makes each agree with its heading (donnes réussies, contrats réussis).
    "made": "  made", "made_contract": "  made", "dedans": "  dedans", "failed": "  failed",
    "litige": "  litige", "capot": "  capot",
    "deals": "deals", "rate": "rate", "interval": "95% interval", "mean": "mean",
    "void_all_passed": "void deals (all passed)", "void_four_passes": "void deals (four passes)",
    "void_both_passed": "void deals (both passed)",
    "takes": "{team} takes", "takes_one": "{seat} takes",
    "capot_takers": "  capot (takers win all 8)",
    "capot_against": "  capot against the takers",
    "trick_points": "trick points {team}",
    "deal_score": "deal score {team} (void = 0)",
    "deal_score_no_void": "deal score {team}",
    "taker_of": "taker, of {n} deals taken:", "taker_of_one": "taker, of {n} deal taken:",
    "belote_held": "belote-rebelote held",
    "by_takers": "  by the takers",
    "histogram_ns": "NS trick points ({n} deals)",
    "histogram_ns_one": "NS trick points ({n} deal)",
    "histogram_seat": "{seat} trick points ({n} deals)",
    "histogram_seat_one": "{seat} trick points ({n} deal)",
    "histogram_taker": "taker's trick points ({n} deals)",
    "histogram_taker_one": "taker's trick points ({n} deal)",
    "histogram_takers": "takers' trick points ({n} deals)",
    "histogram_takers_one": "takers' trick points ({n} deal)",
    "capot_taker_16": "  capot (taker wins all 16)",
    "capot_against_taker": "  capot against the taker",
    "belote_played": "belote-rebelote played",
    "by_taker": "  by the taker",
    "contracts_of": "contracts, of {n} played:", "contracts_of_one": "contracts, of {n} played:",
    "coinched": "  coinched", "made_coinched": "    made when coinched",
    "surcoinched": "  surcoinched", "made_surcoinched": "    made when surcoinched",
    # With sa_ta=on, the deals taken (coinche: the contracts played) at sans atout and at
    # tout atout, and of those the ones made (``made_contract_sa``: contracts, as above).
    "taken_sa": "  taken at sans atout", "taken_ta": "  taken at tout atout",
    "played_sa": "  played at sans atout", "played_ta": "  played at tout atout",
    "made_sa": "    made at sans atout", "made_ta": "    made at tout atout",
    "made_contract_sa": "    made at sans atout", "made_contract_ta": "    made at tout atout",
    "levels": "{contract:<8}{contracts:>13}  {share:>7}  {made:>13}  {rate:>7}  {interval}",
    "contract": "contract", "contracts": "contracts", "share": "share", "made_column": "made",
    "announcements": "announcements",
    "announcements_of": "{title}, of {n} deals played",
    "announcements_of_one": "{title}, of {n} deal played",
    "per_deal": "announced per deal",
    # The announcements counted, by their labels (``announcements.LABELS``): a carré by
    # its rank's letter, which French writes V D R for J Q K.
    "tierce": "tierce", "cinquante": "cinquante", "cent": "cent", "carré J": "carré J",
    "carré 9": "carré 9", "carré A": "carré A", "carré 10": "carré 10",
    "carré K": "carré K", "carré Q": "carré Q",
    "any_announcement": "  any announcement",
    "hands_holding": "  hands holding one (4 a deal)",
    "hold_best": "  {team} hold the best",
    "equal_best": "  equal best, nobody scores",
    "score_announcements": "  {team} score announcements",
    "announcement_points": "  announcement points {team}",
    "should_take": "should {seat} take? hand {cards}, retourne {retourne}, dealer {dealer}",
    "speak_first": "{seats} speaks first: {seat} decides in {decided} ({left_out}: {who} took)",
    "speak_first_many": "{seats} speak first: {seat} decides in {decided} ({left_out}: one of "
                        "them took)",
    # Of the deals dealt, those where the seat decides: the noun goes with {dealt} in
    # English (1 of 3 deals, 0 of 1 deal), with {n} in French (1 donne sur 3).
    "decided": "{n} of {dealt} deals", "decided_one": "{n} of {dealt} deal",
    "left_out": "{left} left out", "left_out_one": "{left} left out",
    "and": " and ",
    "lang": "en",  # the cards' letters: J Q K in English, V D R in French
    "if_takes": "if {seat} takes {suit} ({n} deals):",
    "if_takes_one": "if {seat} takes {suit} ({n} deal):",
    "trick_points_indented": "  trick points {team}",
    "expected": "expected deal score in points, per deal ({team} - {other} is the margin):",
    "scenario_take": "{seat} takes", "scenario_pass": "{seat} passes twice",
    "scenario_bots": "bots bid for all",
    # With sa_ta=on: the seat passes in round one, then names SA or TA in round two.
    "scenario_pass_then": "{seat} passes, then takes {kind}",
    "margin": "margin",
    "took_bidding": "  {team} took, bots bidding",
    "taking_minus_passing": "taking minus passing, margin per deal in points: {mean}"
                            "{interval}: {verdict}",
    "verdict_take": "take", "verdict_pass": "pass",
    "verdict_no clear difference": "no clear difference",
    # Under a known hand's verdict: the level and the method of its intervals, which its
    # lines have no column heading to say.
    "intervals_note": "95% intervals: Wilson's (rates), Student's t (means)",
    # Round two's question (--round 2): the choices after four passes.
    "should_name": "what should {seat} do in round two? hand {cards}, retourne {retourne}, "
                   "dealer {dealer}, everyone passed in round one",
    "round_two_reached": "round two comes to {seat} in {decided} ({left_out}: someone took "
                         "first)",
    "round_two_reached_all": "round two comes to {seat} in {decided}",  # none left out
    "choice_pass": "{seat} passes again", "choice_take": "{seat} takes {suit}",
    "best_minus": "{choice} minus each other choice, margin per deal in points:",
    "best_choice": "best choice: {verdict}",
    "round_two_never": "round two came to {seat} in none of these deals: no choice to "
                       "compare",
    "round_one_never": "the retourne came to {seat} in none of these deals: nothing to "
                       "compare",
    "verdict_take_suit": "take {suit}",
    "announcements_if": "announcements if {seat} takes {suit}",
    "announcements_choice": "announcements if {choice}",
    "announcement_points_score": "announcement points in the score, per played deal:",
    "deals_played": "({n} deals played)", "deals_played_one": "({n} deal played)",
    # Seats and teams, as the other language writes them (West is O in French).
    "N": "N", "E": "E", "S": "S", "W": "W", "NS": "NS", "EW": "EW",
}


NONE = "—"  # a rate of no deal, a mean of no value: nothing to say


def _number(value: float, spec: str, w: Mapping[str, str]) -> str:
    """``value`` formatted by ``spec`` (``.2f``, ``+.2f``) as the report's language writes
    it: ``81.19``, French ``81,19`` (the decimal comma), by the one rule
    (``core.numbers.decimal``)."""
    return decimal(value, spec, w["lang"])


def _count(value: int, w: Mapping[str, str]) -> str:
    """A count of deals as the report's language writes it, its thousands grouped as the
    speed line groups its rate (``core.numbers.grouped``, the one rule): ``11,070``,
    French ``11 070`` (a narrow no-break space); under 1,000 as it is, ``999``."""
    return grouped(value, w["lang"])


#: The width of a column of counts: the largest count grouped, the hands holding an
#: announcement at the most deals a run plays (four hands a deal), ``4,000,000,000``.
_COUNT_WIDTH = len(grouped(4 * MOST_DEALS))


def _percent(value: float, spec: str, w: Mapping[str, str]) -> str:
    # A figure in percent: ``83.20%``; French ``83,20 %`` (a no-break space before %).
    return _number(value, spec, w) + ("\u00a0%" if w["lang"] == "fr" else "%")


def _pct(x: float, w: Mapping[str, str]) -> str:
    # A rate in percent, to a hundredth.
    return _percent(100 * x, ".2f", w)


def _share(k: int, n: int, w: Mapping[str, str], places: int = 2) -> str:
    """``k`` of ``n`` (n > 0) in percent to ``places`` decimals; a share of some but not
    all that rounds to 0 or 100 is written as the bound it is beyond, ``<0.01%`` or
    ``>99.99%`` (1 deal of 20,000, 19,999 of 20,000), where it read ``0.00%`` or
    ``100.00%``, the figure of none or all."""
    spec = f".{places}f"
    value = 100 * k / n
    if 0 < k < n and format(value, spec) in (format(0, spec), format(100, spec)):
        least = 10.0 ** -places
        return (f"<{_percent(least, spec, w)}" if value < 50
                else f">{_percent(100 - least, spec, w)}")
    return _percent(value, spec, w)


def _between(lo: str, hi: str, w: Mapping[str, str]) -> str:
    # An interval of two written bounds: ``[7.22%, 9.64%]``; French ``[7,22 % ; 9,64 %]``,
    # as play's French review writes it (a no-break space before ;).
    return f"[{lo}\u00a0; {hi}]" if w["lang"] == "fr" else f"[{lo}, {hi}]"


#: The width of the rate column, by language: French writes a percentage a character
#: longer (``100,00 %``, ``100.00%``).
_RATE_WIDTH = {"en": 7, "fr": 8}


def _rate_text(k: int, n: int, w: Mapping[str, str],
               interval: tuple[float, float] | None = None) -> str:
    # The rate and its interval (Wilson's, unless given); a dash for a rate of no deal
    # (0 of 0 is no 0%).
    width = _RATE_WIDTH.get(w["lang"], 7)
    if not n:
        return f"{NONE:>{width}}"
    lo, hi = wilson(k, n) if interval is None else interval
    return f"{_share(k, n, w):>{width}}  {_between(_pct(lo, w), _pct(hi, w), w)}"


def _rate_line(w: Mapping[str, str], label: str, k: int, n: int, width: int = 30,
               interval: tuple[float, float] | None = None) -> str:
    return f"{label:<{width}}{_count(k, w):>{_COUNT_WIDTH}}  {_rate_text(k, n, w, interval)}"


def _mean_line(w: Mapping[str, str], label: str, m: Moments, most: int, width: int = 30,
               spec: str = ".2f", sd: bool = True) -> str:
    # A mean in the column of the counts, as the announcements' table has both; written
    # by ``spec`` (the announcements per deal: ``.4f``, with no sd). Its interval is held
    # from 0 to ``most``, the most the quantity can be (``Ranges``).
    if not m.n:
        return f"{label:<{width}}{NONE:>{_COUNT_WIDTH}}"
    mean = _number(m.mean, spec, w)
    if m.n == 1:  # one value: no spread to measure, so no interval and no sd
        return f"{label:<{width}}{mean:>{_COUNT_WIDTH}}  {NONE}"
    lo, hi = m.interval(0, most)  # points, counts: from 0 to the most, as in the JSON
    line = (f"{label:<{width}}{mean:>{_COUNT_WIDTH}}  "
            f"{_between(_number(lo, spec, w), _number(hi, spec, w), w)}")
    return f"{line}  {w['sd']} {_number(m.sd, '.2f', w)}" if sd else line


#: The blocks a bar is drawn with: whole cells, then its last eighths of a cell.
BLOCK = "█"
EIGHTHS = " ▏▎▍▌▋▊▉"
#: The tally's marks, the deals all tallying or not.
CHECK, CROSS = "✓", "✗"
#: What stands for them in an output whose encoding cannot write them (Latin-1, cp1252):
#: a bar of ``#``, one to each cell the blocks would fill, and ``X``. The check mark, as
#: the dash of ``NONE``, is written as every text for such an output (``core.substitutes``:
#: ``OK`` and ``-``).
PLAIN_BLOCK, PLAIN_CROSS = "#", "X"


#: The fewest columns a histogram is fitted in (``histogram``'s ``columns``): a narrower
#: terminal gets the lines of 40 columns, which it wraps.
MIN_COLUMNS = 40


def histogram(counts: Sequence[int], width: int = 40, step: int = 10,
              words: Mapping[str, str] | None = None, encoding: str | None = None,
              columns: int | None = None) -> list[str]:
    """A terminal histogram of trick points 0–162 in bins of ``step`` points, the last
    stopping at the last count (``160-162``; under raw TA ``250-258``, ``taker_bins``
    giving a run's counts up to the most a deal holds), no line when no deal is counted,
    each bin's share in percent as the language of ``words`` (``report_text``'s) writes it:
    ``14.8%``, French ``14,8 %``. Its bars are blocks to the eighth of a cell, or, for
    an output in an ``encoding`` that cannot write them (``latin-1``), ``#`` in each cell
    the blocks would fill: decoration, not figures.

    Its lines are 72 columns (French 73) with bars of ``width`` 40; given the ``columns``
    of a narrower terminal (``MIN_COLUMNS`` at the fewest), each line fits in them: the
    blank before the counts goes first, down to the widest count drawn, then the bars
    are shortened, their top still the largest bin's and every other one in proportion.
    The labels, the counts and the shares are the same."""
    w = WORDS if words is None else words
    plain = not writes(encoding, BLOCK + EIGHTHS)
    bins: list[tuple[str, int]] = []
    for lo in range(0, len(counts), step):
        hi = min(lo + step, len(counts)) - 1
        bins.append((f"{lo}-{hi}", sum(counts[lo:hi + 1])))
    if not any(k for _, k in bins):
        return []  # no deal: nothing to draw under the heading's "(0 deals)"
    total = sum(k for _, k in bins)
    top = max(k for _, k in bins) or 1
    count_width = _COUNT_WIDTH
    if columns is not None:
        # What the bar and the counts' column may share: the line less its indent, the
        # label (``160-162``), the blanks and the share (``100.0%``, French ``100,0 %``).
        room = (max(columns, MIN_COLUMNS) - 2 - 7 - 1 - 1 - 2
                - len(_percent(100.0, "5.1f", w)))
        if width + count_width > room:
            widest = max(len(_count(k, w)) for _, k in bins)
            count_width = max(widest, room - width)
            width = room - count_width
    lines = []
    for label, k in bins:
        # A bin with a deal gets at least the thinnest mark, so that it is not read as empty.
        units = max(k * width * 8 // top, 1 if k else 0)
        bar = (PLAIN_BLOCK * -(-units // 8) if plain
               else BLOCK * (units // 8) + (EIGHTHS[units % 8] if units % 8 else ""))
        lines.append(f"  {label:>7} {bar:<{width + 1}}{_count(k, w):>{count_width}}  "
                     f"{_share(k, total, w, 1):>{len(_percent(100.0, '5.1f', w))}}")
    return lines


def _header(config: SimulationConfig, w: Mapping[str, str]) -> list[str]:
    kind = deal_kind(config)
    if kind in TWO_PLAYER_GAMES:
        first = _said(w, "header_two", config.deals, deals=_count(config.deals, w),
                      game=TWO_PLAYER_GAMES[kind], seed=config.seed)
    elif kind == "discovery":
        first = _said(w, "header_discovery", config.deals, deals=_count(config.deals, w),
                      seed=config.seed)
    else:
        first = _said(w, "header", config.deals, deals=_count(config.deals, w),
                      kind=w.get(f"kind_{kind}", kind), seed=config.seed)
    if config.start:
        first += w["from_deal"].format(start=config.start)
    bots = ", ".join(f"{w[seat.name]} {w.get('bot_' + name, name)}"
                     for seat, name in zip(SEATS, config.bots, strict=True)
                     if kind not in TWO_PLAYER_GAMES or seat in PLAYERS)
    rules = " ".join(config.rules.options()) or w["rules_default"]
    return [first, w["bots"].format(bots=bots), w["rules"].format(rules=rules)]


def _tally_line(s: Stats, config: SimulationConfig, w: Mapping[str, str],
                cases: Sequence[tuple[str, Stats]] = (),
                encoding: str | None = None) -> list[str]:
    # With a known hand ``s`` is every case's or choice's deals merged, each deal played
    # once per case: a deal that fails in several is named once, in the order of the deals,
    # with the cases or choices (``cases``: each one's words and its own deals) it fails in.
    mark = (CHECK if s.tally_ok == s.played
            else CROSS if writes(encoding, CROSS) else PLAIN_CROSS)
    rules = config.rules
    total = (_said(w, "tally_raw", s.played) if rules.sa_ta == "on"
             and rules.sa_ta_points == "raw" else "162")
    lines = [_said(w, "tally", s.played, ok=_count(s.tally_ok, w),
                   played=_count(s.played, w), total=total, mark=mark)]
    # The earliest deals that fail, across the cases: each case keeps its first
    # MAX_FAILURES, among which are all of the earliest that fail in it (the merged ``s``
    # keeps the first case's, then the next's).
    failing = {seed for _, case in cases for seed in case.failures} or set(s.failures)
    earliest = sorted(failing, key=lambda seed: int(seed.rsplit(":", 1)[-1]))[:MAX_FAILURES]
    for seed in earliest:
        number = seed.rsplit(":", 1)[-1]
        when = [words for words, case in cases if seed in case.failures]
        # Within 80 columns: a deal failing in the three cases of round one or the
        # choices of round two passed them, as the French line did with one case.
        lines.extend(wrapped(w["tally_fails"].format(
            number=number, seed=seed, run=config.seed,
            when=" " + _listed(when, w) if when else "")))
    return lines


def _by_team_text(s: Stats, w: Mapping[str, str], coinche: bool = False) -> list[str]:
    # Each team's contracts when it takes: classic deals made, dedans, litige and capot;
    # coinche contracts made, failed and capot.
    out = []
    for team in (Team.NS, Team.EW):
        n = s.takes[team]
        made, dedans, litige, capot = s.by_team[team]
        out.append(_said(w, "when_takes_coinche" if coinche else "when_takes", n,
                         team=w[team.name], n=_count(n, w)))
        out.append(_rate_line(w, w["made_contract" if coinche else "made"], made, n))
        out.append(_rate_line(w, w["failed"] if coinche else w["dedans"], dedans, n))
        if not coinche:
            out.append(_rate_line(w, w["litige"], litige, n))
        out.append(_rate_line(w, w["capot"], capot, n))
    return out


def _said(w: Mapping[str, str], key: str, count: int, **values: object) -> str:
    """``w[key]`` filled with ``values``; its singular form (``key_one``) for a ``count``
    of one (in French, of zero or one): ``1 classic deal``, ``1 donne prise``."""
    one = count == 1 or (w["lang"] == "fr" and count == 0)
    return w[key + "_one" if one else key].format(**values)


def _listed(names: list[str], w: Mapping[str, str]) -> str:
    """``W, N and E``: the names, the last two joined by ``and``."""
    if len(names) <= 2:
        return w["and"].join(names)
    return ", ".join(names[:-1]) + w["and"] + names[-1]


def _rates(w: Mapping[str, str]) -> str:
    """The heading of the rates' columns."""
    return (f"{'':<30}{w['deals']:>{_COUNT_WIDTH}}  "
            f"{w['rate']:>{_RATE_WIDTH.get(w['lang'], 7)}}  {w['interval']}")


def _takes_text(s: Stats, void: str, w: Mapping[str, str]) -> list[str]:
    # The void deals (``void``: the key of how a deal is void) and who takes.
    return [_rate_line(w, w[void], s.void, s.deals),
            _rate_line(w, w["takes"].format(team=w["NS"]), s.takes[0], s.deals),
            _rate_line(w, w["takes"].format(team=w["EW"]), s.takes[1], s.deals)]


def _capot_text(s: Stats, w: Mapping[str, str]) -> list[str]:
    return [_rate_line(w, w["capot_takers"], s.capot, s.taken),
            _rate_line(w, w["capot_against"], s.capot_defence, s.taken)]


def _sa_ta_text(s: Stats, w: Mapping[str, str], sa_ta: bool, coinche: bool = False) -> list[str]:
    # With ``sa_ta`` (the rule sa_ta=on): the deals taken at SA and at TA (coinche: the
    # contracts played), each a rate of all taken, and of each the ones the takers made.
    if not sa_ta:
        return []
    out = []
    for i, kind in enumerate(("sa", "ta")):
        out.append(_rate_line(w, w[f"played_{kind}" if coinche else f"taken_{kind}"],
                              s.sa_ta[i], s.taken))
        out.append(_rate_line(w, w[f"made_contract_{kind}" if coinche else f"made_{kind}"],
                              s.sa_ta_made[i], s.sa_ta[i]))
    return out


def _means_heading(w: Mapping[str, str]) -> str:
    return f"{'':<30}{w['mean']:>{_COUNT_WIDTH}}  {w['interval']}"


def _means_text(s: Stats, w: Mapping[str, str], r: Ranges, scores: bool = True,
                seats: tuple[str, str] | None = None, voids: bool = True) -> list[str]:
    # The means' heading, the trick points of each side and (``scores``) their deal scores,
    # labelled with a void deal's 0 where a deal can be void (``voids``).
    seats = (w["NS"], w["EW"]) if seats is None else seats
    score = w["deal_score"] if voids else w["deal_score_no_void"]
    out = [_means_heading(w),
           _mean_line(w, w["trick_points"].format(team=seats[0]), s.points[0], r.points),
           _mean_line(w, w["trick_points"].format(team=seats[1]), s.points[1], r.points)]
    if scores:
        out.append(_mean_line(w, score.format(team=seats[0]), s.score[0], r.score))
        out.append(_mean_line(w, score.format(team=seats[1]), s.score[1], r.score))
    return out


def _deal_stats_text(s: Stats, discovery: bool, w: Mapping[str, str], r: Ranges,
                     teams_differ: bool = False, encoding: str | None = None,
                     sa_ta: bool = False, columns: int | None = None) -> list[str]:
    out = [_rates(w)]
    if not discovery:
        out.extend(_takes_text(s, "void_all_passed", w))
        out.append(_said(w, "taker_of", s.taken, n=_count(s.taken, w)))
        out.append(_rate_line(w, w["made"], s.made, s.taken))
        out.append(_rate_line(w, w["dedans"], s.dedans, s.taken))
        out.append(_rate_line(w, w["litige"], s.litige, s.taken))
        out.extend(_capot_text(s, w))
        out.extend(_sa_ta_text(s, w, sa_ta))
        if teams_differ:
            out.extend(_by_team_text(s, w))
    out.append(_rate_line(w, w["belote_held"], s.belote, s.played))
    if not discovery:
        out.append(_rate_line(w, w["by_takers"], s.belote_takers, s.taken))
    out.append("")
    out.extend(_means_text(s, w, r, scores=not discovery))
    out.append("")
    if discovery:
        out.append(_said(w, "histogram_ns", s.played, n=_count(s.played, w)))
    else:
        out.append(_said(w, "histogram_takers", s.taken, n=_count(s.taken, w)))
    out.extend(histogram(taker_bins(s, r), words=w, encoding=encoding,
                         columns=columns))
    return out


def _deux_text(s: Stats, w: Mapping[str, str], r: Ranges, bidding: bool = True,
               encoding: str | None = None, columns: int | None = None) -> list[str]:
    # Belote à deux: the classic report for two players, S (index 0) and N (index 1).
    # Without bidding (belote découverte, ``decouverte_bid=off``) nobody takes: no taker's
    # lines, and the histogram of S's trick points, as for the deal without bidding.
    out: list[str] = [_rates(w)]
    if bidding:
        out.append(_rate_line(w, w["void_both_passed"], s.void, s.deals))
        out.append(_rate_line(w, w["takes_one"].format(seat=w["S"]), s.takes[0], s.deals))
        out.append(_rate_line(w, w["takes_one"].format(seat=w["N"]), s.takes[1], s.deals))
        out.append(_said(w, "taker_of", s.taken, n=_count(s.taken, w)))
        out.append(_rate_line(w, w["made"], s.made, s.taken))
        out.append(_rate_line(w, w["dedans"], s.dedans, s.taken))
        out.append(_rate_line(w, w["litige"], s.litige, s.taken))
        out.append(_rate_line(w, w["capot_taker_16"], s.capot, s.taken))
        out.append(_rate_line(w, w["capot_against_taker"], s.capot_defence, s.taken))
    out.append(_rate_line(w, w["belote_played"], s.belote, s.played))
    if bidding:
        out.append(_rate_line(w, w["by_taker"], s.belote_takers, s.taken))
    out.append("")
    out.extend(_means_text(s, w, r, seats=(w["S"], w["N"]), voids=bidding))
    out.append("")
    if bidding:
        out.append(_said(w, "histogram_taker", s.taken, n=_count(s.taken, w)))
    else:
        out.append(_said(w, "histogram_seat", s.played, seat=w["S"],
                          n=_count(s.played, w)))
    out.extend(histogram(taker_bins(s, r), words=w, encoding=encoding,
                         columns=columns))
    return out


def _coinche_text(s: Stats, w: Mapping[str, str], r: Ranges, teams_differ: bool = False,
                  encoding: str | None = None, sa_ta: bool = False,
                  columns: int | None = None) -> list[str]:
    # The coinche report: voids, takes, the contracts' fate, levels, coinches, means.
    out = [_rates(w), *_takes_text(s, "void_four_passes", w)]
    out.append(_said(w, "contracts_of", s.taken, n=_count(s.taken, w)))
    out.append(_rate_line(w, w["made_contract"], s.made, s.taken))
    out.append(_rate_line(w, w["failed"], s.dedans, s.taken))
    out.append(_rate_line(w, w["coinched"], s.coinched, s.taken))
    out.append(_rate_line(w, w["made_coinched"], s.coinched_made, s.coinched))
    out.append(_rate_line(w, w["surcoinched"], s.surcoinched, s.taken))
    out.append(_rate_line(w, w["made_surcoinched"], s.surcoinched_made, s.surcoinched))
    out.extend(_capot_text(s, w))
    out.extend(_sa_ta_text(s, w, sa_ta, coinche=True))
    if teams_differ:
        out.extend(_by_team_text(s, w, coinche=True))
    out.append(_rate_line(w, w["belote_held"], s.belote, s.played))
    out.append(_rate_line(w, w["by_takers"], s.belote_takers, s.taken))
    out.append("")
    out.append(w["levels"].format(contract=w["contract"], contracts=w["contracts"],
                                  share=w["share"], made=w["made_column"], rate=w["rate"],
                                  interval=w["interval"]))
    for level, k, made in zip(LEVELS, s.levels, s.levels_made, strict=True):
        share = _share(k, s.taken, w) if s.taken else NONE
        out.append(f"{level_name(level):<8}{_count(k, w):>{_COUNT_WIDTH}}  "
                   f"{share:>{_RATE_WIDTH.get(w['lang'], 7)}}  "
                   f"{_count(made, w):>{_COUNT_WIDTH}}  {_rate_text(made, k, w)}")
    out.append("")
    out.extend(_means_text(s, w, r))
    out.append("")
    out.append(_said(w, "histogram_takers", s.taken, n=_count(s.taken, w)))
    out.extend(histogram(taker_bins(s, r), words=w, encoding=encoding,
                         columns=columns))
    return out


def _announcements_text(s: Stats, w: Mapping[str, str], r: Ranges,
                        title: str | None = None) -> list[str]:
    # Announcement frequencies per played deal, and which team scores them.
    n = s.played
    out = [_said(w, "announcements_of", n, title=title or w["announcements"], n=_count(n, w))]
    out.append(_rates(w))
    for i, name in enumerate(LABELS):
        out.append(_rate_line(w, "  " + w[name], s.ann_deals[i], n))
    out.append(_rate_line(w, w["any_announcement"], s.ann_any, n))
    # The hands of a deal are dealt from one pack: counted together (``clustered``).
    out.append(_rate_line(w, w["hands_holding"], s.ann_hands, 4 * n,
                          interval=s.hands_interval()))
    out.append(_rate_line(w, w["hold_best"].format(team=w["NS"]), s.ann_best[0], n))
    out.append(_rate_line(w, w["hold_best"].format(team=w["EW"]), s.ann_best[1], n))
    out.append(_rate_line(w, w["equal_best"], s.ann_equal, n))
    out.append(_rate_line(w, w["score_announcements"].format(team=w["NS"]), s.ann_scored[0], n))
    out.append(_rate_line(w, w["score_announcements"].format(team=w["EW"]), s.ann_scored[1], n))
    for team in ("NS", "EW"):
        out.append(_mean_line(w, w["announcement_points"].format(team=w[team]),
                              s.ann_moments(Team[team]), r.announcements))
    # How many of each are announced per deal, a table of its own: beside the rates (a
    # fifth column) its lines were 95 columns, 104 with its heading, past 80.
    out.append("")
    out.append(f"{w['per_deal']:<30}{w['mean']:>{_COUNT_WIDTH}}  {w['interval']}")
    for i, name in enumerate(LABELS):
        out.append(_mean_line(w, "  " + w[name], s.label_moments(i), r.per_deal[i],
                              spec=".4f", sd=False))
    return out


def _hand_text(summary: Summary, known: KnownHand, w: Mapping[str, str]) -> list[str]:
    # Round one's question: the deals that answer it, the contract's fate if the seat
    # takes, each case's expected score, the verdict, the announcements and the tally.
    lines = _hand_question(summary, known, w)
    r = ranges(summary.config.rules)
    lines.append("")
    if not summary.pair.n:  # no deal to compare taking and passing on: no figure, no verdict
        lines.extend(wrapped(w["round_one_never"].format(seat=w[known.seat.name])))
        return lines
    seat = known.seat
    names = summary.config.scenarios
    labels = {name: _case_said(w, "scenario", name, seat) for name in names}
    lines.extend(_if_taking(summary.stats["take"], known, w, r))
    lines.append("")
    lines.extend(_expected_scores(summary, seat.team, labels, w, r))
    lines.append("")
    lines.extend(_taking_verdict(summary.pair, w, r))
    lines.append(w["intervals_note"])
    lines.append("")
    if summary.config.rules.announcements == "on":
        lines.extend(_hand_announcements(summary, known, labels, w, r))
        lines.append("")
    # The tally checks that every deal played adds to 162: those of each case (taking,
    # passing twice, the bots bidding, passing then SA or TA), as round two's counts
    # those of every choice.
    tally = Stats()
    for name in names:
        tally.merge(summary.stats[name])
    cases = [(_case_said(w, "fails_when", name, seat), summary.stats[name]) for name in names]
    lines.extend(_tally_line(tally, summary.config, w, cases))
    return lines


def _case_said(w: Mapping[str, str], key: str, name: str, seat: Seat) -> str:
    # A case of round one's question as its row (``scenario``) or a failed tally
    # (``fails_when``) says it: passing then naming SA or TA by one text, the kind named.
    kind = PASS_THEN.get(name)
    if kind is not None:
        return w[f"{key}_pass_then"].format(seat=w[seat.name], kind=suit_symbol(kind))
    return w[f"{key}_{name}"].format(seat=w[seat.name])


def _hand_question(summary: Summary, known: KnownHand, w: Mapping[str, str]) -> list[str]:
    # The question and how many deals answer it, within 80 columns (``wrapped``) as the
    # rest of the report: a hand of eight cards or a billion deals would pass them.
    seat = known.seat
    lang = w["lang"]
    cards = " ".join(card_symbol(c, lang) for c in known.cards)
    lines = wrapped(w["should_take"].format(seat=w[seat.name], cards=cards,
                                            retourne=card_symbol(known.retourne, lang),
                                            dealer=w[known.dealer.name]))
    if summary.skipped:  # the seats that speak first, and the deals one of them took
        dealt = summary.config.deals
        before = deal_order(known.dealer, summary.config.rules.clockwise)
        first = before[:before.index(seat)]
        n = summary.stats["take"].deals
        decided = _said(w, "decided", n if w["lang"] == "fr" else dealt, n=_count(n, w),
                        dealt=_count(dealt, w))
        lines.extend(wrapped(w["speak_first_many" if len(first) > 1 else "speak_first"].format(
            seats=_listed([w[s.name] for s in first], w), seat=w[seat.name], decided=decided,
            left_out=_said(w, "left_out", summary.skipped, left=_count(summary.skipped, w)),
            who=w[first[0].name])))
    return lines


def _if_taking(take: Stats, known: KnownHand, w: Mapping[str, str],
               r: Ranges) -> list[str]:
    # The contract's fate when the seat takes the retourne, and its team's trick points.
    seat = known.seat
    team = seat.team
    return [
        _said(w, "if_takes", take.deals, seat=w[seat.name],
              suit=suit_symbol(known.retourne >> 3), n=_count(take.deals, w)),
        _rate_line(w, w["made"], take.made, take.taken),
        _rate_line(w, w["dedans"], take.dedans, take.taken),
        _rate_line(w, w["litige"], take.litige, take.taken),
        _rate_line(w, w["capot"], take.capot, take.taken),
        _mean_line(w, w["trick_points_indented"].format(team=w[team.name]),
                   take.points[team], r.points),
    ]


def _expected_scores(summary: Summary, team: Team, labels: Mapping[str, str],
                     w: Mapping[str, str], r: Ranges) -> list[str]:
    # Each case's expected score and margin for the seat's team, then how often the
    # team took when the bots bid.
    other = team.other
    width = max(18, *map(len, labels.values()))
    lines = [w["expected"].format(team=w[team.name], other=w[other.name])]
    for name in summary.config.scenarios:
        s = summary.stats[name]
        margin = team_margin(s.margin, team)
        lines.append(
            f"  {labels[name]:<{width}} {w[team.name]} {_number(s.score[team].mean, '7.2f', w)}  "
            f"{w[other.name]} {_number(s.score[other].mean, '7.2f', w)}  {w['margin']} "
            f"{_number(margin.mean, '+8.2f', w)} {_signed_interval(margin, w, r.margin())}"
        )
    bots = summary.stats["bots"]
    lines.append(_rate_line(w, w["took_bidding"].format(team=w[team.name]), bots.takes[team],
                            bots.deals))
    return lines


def _taking_verdict(pair: Moments, w: Mapping[str, str], r: Ranges) -> list[str]:
    # Taking's margin minus passing's, deal by deal, and the advice drawn from it.
    # One deal has no spread: no interval, and no advice drawn from it.
    verdict = (take_verdict(*pair.interval(*r.difference())) if pair.n > 1
               else "no clear difference")
    said = w[f"verdict_{verdict}"]
    interval = f" {_signed_interval(pair, w, r.difference())}" if pair.n > 1 else ""
    line = w["taking_minus_passing"].format(mean=_number(pair.mean, "+.2f", w),
                                            interval=interval, verdict=said)
    if len(line) <= WIDTH:
        return [line]
    head = line[:-len(said)].rstrip(" ")
    if len(head) <= WIDTH or not interval:
        # The verdict on a line of its own, under the figures it is drawn from.
        return [*wrapped(head, indent="  "), "  " + said]
    # The figures too long for one line: the interval and the verdict under the mean,
    # kept together, where a break in the interval left the verdict alone on a third.
    at = line.index(interval)
    tail = "  " + line[at + 1:]
    if len(tail) <= WIDTH:
        return [line[:at], tail]
    return [*wrapped(head, indent="  "), "  " + said]


def _hand_announcements(summary: Summary, known: KnownHand, labels: Mapping[str, str],
                        w: Mapping[str, str], r: Ranges) -> list[str]:
    # The announcements held when the seat takes, and each case's announcement points.
    seat = known.seat
    team = seat.team
    lines = _announcements_text(
        summary.stats["take"], w, r,
        w["announcements_if"].format(seat=w[seat.name], suit=suit_symbol(known.retourne >> 3)))
    lines.append("")
    width = max(18, *map(len, labels.values()))
    lines.extend(_announcement_points(summary, summary.config.scenarios, labels, width, team,
                                      w, r))
    return lines


def _announcement_points(summary: Summary, names: Sequence[str], labels: Mapping[str, str],
                         width: int, team: Team, w: Mapping[str, str],
                         r: Ranges) -> list[str]:
    # Each case's (round two: each choice's) announcement points in the score, the
    # seat's team first, and how many deals were played in it.
    lines = [w["announcement_points_score"]]
    for name in names:
        s = summary.stats[name]
        means = "  ".join(f"{w[t.name]} {_interval_text(s.ann_moments(t), w, r)}"
                          for t in (team, team.other))
        lines.append(f"  {labels[name]:<{width}} {means}  "
                     + _said(w, "deals_played", s.played, n=_count(s.played, w)))
    return lines


def _round_two_text(summary: Summary, known: KnownHand, w: Mapping[str, str]) -> list[str]:
    # Round two's question: each choice's expected score and margin, the best choice
    # against each other one deal by deal, and the verdict.
    seat, team = known.seat, known.seat.team
    other = team.other
    lang = w["lang"]
    cards = " ".join(card_symbol(c, lang) for c in known.cards)
    config = summary.config
    names = config.scenarios
    r = ranges(config.rules)
    # Within 80 columns, as round one's (``wrapped``): the question was 104 columns (French
    # 110), the deals that reach round two 86 in French.
    lines = wrapped(w["should_name"].format(seat=w[seat.name], cards=cards,
                                            retourne=card_symbol(known.retourne, lang),
                                            dealer=w[known.dealer.name]))
    n = summary.stats[names[0]].deals
    dealt = config.deals
    decided = _said(w, "decided", n if lang == "fr" else dealt, n=_count(n, w),
                    dealt=_count(dealt, w))
    reached = "round_two_reached" if summary.skipped else "round_two_reached_all"
    lines.extend(wrapped(w[reached].format(
        seat=w[seat.name], decided=decided,
        left_out=_said(w, "left_out", summary.skipped, left=_count(summary.skipped, w)))))
    lines.append("")
    if not n:  # no deal to compare the choices on: no figure, no verdict
        lines.extend(wrapped(w["round_two_never"].format(seat=w[seat.name])))
        return lines
    labels = {name: choice_label(choice, w[seat.name], w) for name, choice in
              zip(names, round_two_choices(known.retourne, config.rules), strict=True)}
    width = max(18, *map(len, labels.values()))
    lines.append(w["expected"].format(team=w[team.name], other=w[other.name]))
    tally = Stats()
    for name in names:
        s = summary.stats[name]
        tally.merge(s)
        margin = team_margin(s.margin, team)
        lines.append(
            f"  {labels[name]:<{width}} {w[team.name]} {_number(s.score[team].mean, '7.2f', w)}  "
            f"{w[other.name]} {_number(s.score[other].mean, '7.2f', w)}  {w['margin']} "
            f"{_number(margin.mean, '+8.2f', w)} {_signed_interval(margin, w, r.margin())}"
        )
    best, verdict = round_two_verdict(summary)
    lines.append("")
    lines.append(w["best_minus"].format(choice=labels[best]))
    for name in names:
        if name != best:
            diff = summary.difference(best, name)
            lines.append(f"  {labels[name]:<{width}} {_number(diff.mean, '+8.2f', w)} "
                         f"{_signed_interval(diff, w, r.difference())}")
    lines.append("")
    lines.append(w["best_choice"].format(verdict=choice_verdict(verdict, w)))
    lines.append(w["intervals_note"])
    lines.append("")
    if config.rules.announcements == "on":
        lines.extend(_round_two_announcements(summary, labels, best, width, known, w, r))
    cases = [(w["fails_when_choice"].format(choice=labels[name]), summary.stats[name])
             for name in names]
    lines.extend(_tally_line(tally, config, w, cases))
    return lines


def _round_two_announcements(summary: Summary, labels: Mapping[str, str], best: str,
                             width: int, known: KnownHand, w: Mapping[str, str],
                             r: Ranges) -> list[str]:
    # As round one's section: the announcements of the deals played with the best choice
    # (round one's are those of the take), then each choice's announcement points in the
    # score.
    lines = _announcements_text(summary.stats[best], w, r,
                                w["announcements_choice"].format(choice=labels[best]))
    lines.append("")
    lines.extend(_announcement_points(summary, summary.config.scenarios, labels, width,
                                      known.seat.team, w, r))
    lines.append("")
    return lines


def choice_label(choice: int | None, seat: str, w: Mapping[str, str]) -> str:
    """A choice of round two in the report's words: ``S passes again``, ``S takes ♥``."""
    if choice is None:
        return w["choice_pass"].format(seat=seat)
    return w["choice_take"].format(seat=seat, suit=suit_symbol(choice))


def choice_verdict(verdict: str, w: Mapping[str, str]) -> str:
    """Round two's verdict (``round_two_verdict``) in the report's words: ``pass``, ``take
    ♥``, ``no clear difference``."""
    choice = CHOICES.get(verdict)
    if choice is not None:
        return w["verdict_take_suit"].format(suit=suit_symbol(choice))
    return w[f"verdict_{verdict}"]


def take_verdict(lo: float, hi: float) -> str:
    """The advice from the 95% interval of taking minus passing (score margin per deal):
    take when the whole interval is above 0, pass when it is below, else no clear
    difference."""
    if lo > 0:
        return "take"
    if hi < 0:
        return "pass"
    return "no clear difference"


def _signed_interval(m: Moments, w: Mapping[str, str], bounds: tuple[int, int]) -> str:
    # A margin's interval, signed, held within ``bounds`` (``Ranges.margin``,
    # ``Ranges.difference``); a dash for one deal or none (no spread to measure).
    if m.n < 2:
        return NONE
    lo, hi = m.interval(*bounds)
    return _between(_number(lo, "+.2f", w), _number(hi, "+.2f", w), w)


def _interval_text(m: Moments, w: Mapping[str, str], r: Ranges) -> str:
    # Announcement points: from 0 to the most a team can score (``Ranges``); as the
    # JSON's null, no interval of one.
    if not m.n:
        return f"{NONE:>6}"
    mean = _number(m.mean, "6.2f", w)
    if m.n == 1:
        return f"{mean} {NONE}"
    lo, hi = m.interval(0, r.announcements)
    return f"{mean} {_between(_number(lo, '.2f', w), _number(hi, '.2f', w), w)}"


def report_text(summary: Summary, words: Mapping[str, str] | None = None,
                encoding: str | None = None, columns: int | None = None) -> str:
    """The text report of a run (everything but the speed, which depends on the machine),
    in ``words``: the English ``WORDS`` by default, or another language's wording of the
    same keys (``texts.report_words("fr")``). For an output in an ``encoding`` that cannot
    write the histogram's blocks, the tally's mark or the dash of no value (``"latin-1"``,
    ``"cp1252"``), the bars are drawn with ``#``, the mark is ``OK`` (``X`` where a deal
    does not tally) and the dash ``-``, French thousands are grouped by the no-break space
    U+00A0: decoration, where the figures are the same, as the command line writes them
    (``core.substitutes``); a known hand's report names its cards by their suits, which
    such an output cannot write either, and is written as ever. Given the ``columns`` of
    a terminal narrower than the histogram's 72 (French 73), the histogram is fitted in
    them (``histogram``), with the same figures."""
    w = WORDS if words is None else words
    config = summary.config
    lines = _header(config, w)
    if config.hand is not None:
        lines.append("")
        lines += (_round_two_text if config.round == 2 else _hand_text)(summary, config.hand,
                                                                         w)
        return "\n".join(lines) + "\n"
    s = summary.stats["all"]
    r = ranges(config.rules, config.discovery)
    lines.append("")
    teams_differ = config.bots[0] != config.bots[1]
    sa_ta = config.rules.sa_ta == "on"
    if deal_kind(config) == "coinche":
        lines += _coinche_text(s, w, r, teams_differ, encoding, sa_ta, columns)
    elif deal_kind(config) in TWO_PLAYER_GAMES:
        rules = config.rules
        lines += _deux_text(s, w, r, bidding=not (rules.variant == "decouverte"
                                                and rules.decouverte_bid == "off"),
                            encoding=encoding, columns=columns)
    else:
        lines += _deal_stats_text(s, config.discovery, w, r, teams_differ, encoding, sa_ta,
                                  columns)
    if config.rules.announcements == "on":
        lines.append("")
        lines += _announcements_text(s, w, r)
    lines.append("")
    lines += _tally_line(s, config, w, encoding=encoding)
    return substituted("\n".join(lines) + "\n", encoding)
