"""The JSON report of a run (``belote simulate --json``): the text report's figures as
one document."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import card_name
from ..core.coinche import LEVELS, level_name
from ..core.declarations import LABELS
from ..core.rules import RuleSet
from ..core.seats import SEATS, Seat
from .config import deal_kind
from .stats import (
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

#: The options of a group (SA/TA, belote à deux): listed once one of them differs from its
#: default.
_GROUPS = (("sa_ta", "sa_ta_points", "ta_belote"),
           ("exchange7", "next_dealer", "decouverte_bid"))


def _rules_json(rules: RuleSet) -> dict[str, str | int]:
    # Every option with its value (capot and target as numbers); those of a group only
    # when the run changes one of them. A target not given is the variant's own, coinche's
    # 2000 (the rule book's default, what the run's record leaves unsaid), as
    # RuleSet.parse reads --rule.
    changed = {o.split("=")[0] for o in rules.options()}
    hidden = {name for group in _GROUPS if not changed & set(group) for name in group}
    if rules.players == 2:
        hidden -= set(_GROUPS[1])  # the options of belote à deux, always
    return {name: getattr(rules, name) for name, _, _ in
            (o.partition("=") for o in rules.options(False)) if name not in hidden}


def _r(x: float) -> float:
    return round(x, 6)


def _rate_json(k: int, n: int,
               interval: tuple[float, float] | None = None) -> dict[str, object]:
    # A rate of no deal (``of`` 0) is no rate: null, as the text report's "—". Its
    # interval is Wilson's, unless given.
    if not n:
        return {"count": k, "of": n, "rate": None, "ci95": None}
    lo, hi = wilson(k, n) if interval is None else interval
    return {"count": k, "of": n, "rate": _r(k / n), "ci95": [_r(lo), _r(hi)]}


def _mean_json(m: Moments, bounds: tuple[int, int]) -> dict[str, object]:
    # As the text report's "—": no mean of no value; no spread nor interval of one value.
    # The interval is held within ``bounds``, what the quantity can be (``Ranges``): 0 to
    # the most for points and counts, a margin below 0 too.
    if m.n < 2:
        return {"n": m.n, "mean": _r(m.mean) if m.n else None, "sd": None, "ci95": None}
    lo, hi = m.interval(*bounds)
    return {"n": m.n, "mean": _r(m.mean), "sd": _r(m.sd), "ci95": [_r(lo), _r(hi)]}


def announcements_json(s: Stats, r: Ranges | None = None) -> dict[str, object]:
    """Announcement frequencies per played deal (``announcements=on``) as JSON values;
    their means' intervals held within ``r`` (``ranges``; by default those of
    ``announcements=on``)."""
    r = ranges(RuleSet(announcements="on")) if r is None else r
    n = s.played
    return {
        "deals": n,
        "kinds": {
            name: {**_rate_json(s.ann_deals[i], n), "announced": s.ann_count[i],
                   "per_deal": _mean_json(s.label_moments(i), (0, r.per_deal[i]))}
            for i, name in enumerate(LABELS)
        },
        "any": _rate_json(s.ann_any, n),
        "hands": _rate_json(s.ann_hands, 4 * n, s.hands_interval()),
        "best": {"NS": _rate_json(s.ann_best[0], n), "EW": _rate_json(s.ann_best[1], n),
                 "equal": _rate_json(s.ann_equal, n)},
        "scored": {"NS": _rate_json(s.ann_scored[0], n), "EW": _rate_json(s.ann_scored[1], n)},
        "points": {"NS": _mean_json(s.ann_moments(0), (0, r.announcements)),
                   "EW": _mean_json(s.ann_moments(1), (0, r.announcements))},
    }


def coinche_json(s: Stats) -> dict[str, object]:
    """Contract levels, their success, coinches and surcoinches (``variant=coinche``)."""
    return {
        "contracts": s.taken,
        "levels": {
            level_name(level): {"contracts": k, "share": _rate_json(k, s.taken),
                                "made": _rate_json(made, k)}
            for level, k, made in zip(LEVELS, s.levels, s.levels_made, strict=True)
        },
        "coinched": _rate_json(s.coinched, s.taken),
        "coinched_made": _rate_json(s.coinched_made, s.coinched),
        "surcoinched": _rate_json(s.surcoinched, s.taken),
        "surcoinched_made": _rate_json(s.surcoinched_made, s.surcoinched),
    }


def sa_ta_json(s: Stats) -> dict[str, object]:
    """The deals taken (coinche: the contracts played) at sans atout and at tout atout
    (``sa_ta=on``): for ``SA`` and ``TA`` their ``share`` of the deals taken and, of them,
    the rate ``made``."""
    return {kind: {"share": _rate_json(s.sa_ta[i], s.taken),
                   "made": _rate_json(s.sa_ta_made[i], s.sa_ta[i])}
            for i, kind in enumerate(("SA", "TA"))}


def stats_json(s: Stats, rules: RuleSet | None = None,
               discovery: bool = False) -> dict[str, object]:
    """The statistics of one scenario as JSON-ready values; with ``rules`` under coinche,
    sa_ta=on or announcements, their sections too (``coinche``, ``sa_ta``,
    ``announcements``); of deals without bidding (``discovery``), the ranges of theirs."""
    coinche = rules is not None and rules.variant == "coinche"
    r = ranges(RuleSet() if rules is None else rules, discovery)
    if rules is not None and rules.players == 2:
        # Belote à deux: the classic figures by player, S (index 0) and N (index 1).
        return _figures_json(s, r, ("S", "N"), "by_player", "margin_s")
    # Coinche has no litige: a contract is made or fails.
    doc = _figures_json(s, r, ("NS", "EW"), "by_team", "margin_ns", litige=not coinche)
    if coinche:
        doc["coinche"] = coinche_json(s)
    if rules is not None and rules.sa_ta == "on":
        doc["sa_ta"] = sa_ta_json(s)
    if rules is not None and rules.announcements == "on":
        doc["announcements"] = announcements_json(s, r)
    return doc


def _figures_json(s: Stats, r: Ranges, sides: tuple[str, str], by: str, margin: str,
                  litige: bool = True) -> dict[str, object]:
    # The figures of the classic games, by side: ``sides`` names index 0 and 1 of the
    # counts (the teams NS and EW, or at belote à deux the players S and N), ``by`` and
    # ``margin`` the keys of the figures by side and of the margin of side 0.
    def outcomes(counts: Sequence[int], of: int) -> dict[str, object]:
        # The rates of made, dedans, litige (unless left out) and capot among ``of``.
        return {name: _rate_json(k, of)
                for name, k in zip(("made", "dedans", "litige", "capot"), counts, strict=True)
                if litige or name != "litige"}

    first, second = sides
    return {
        "deals": s.deals,
        "void": _rate_json(s.void, s.deals),
        "takes": {first: _rate_json(s.takes[0], s.deals),
                  second: _rate_json(s.takes[1], s.deals)},
        "taker": {
            "deals": s.taken,
            **outcomes((s.made, s.dedans, s.litige, s.capot), s.taken),
            "capot_against": _rate_json(s.capot_defence, s.taken),
        },
        by: {
            name: {"takes": s.takes[i], **outcomes(s.by_team[i], s.takes[i])}
            for i, name in enumerate(sides)
        },
        "belote": _rate_json(s.belote, s.played),
        "belote_takers": _rate_json(s.belote_takers, s.taken),
        "trick_points": {first: _mean_json(s.points[0], (0, r.points)),
                        second: _mean_json(s.points[1], (0, r.points))},
        "score": {first: _mean_json(s.score[0], (0, r.score)),
                  second: _mean_json(s.score[1], (0, r.score))},
        margin: _mean_json(s.margin, r.margin()),
        "taker_points": taker_bins(s, r),
        "tally": {"ok": s.tally_ok, "deals": s.played, "failures": list(s.failures)},
    }


def report_json(summary: Summary) -> dict[str, object]:
    """The whole report as one JSON-ready document (no timing: same seed, same bytes)."""
    config = summary.config
    doc: dict[str, object] = {
        "mode": deal_kind(config),
        "deals": config.deals,
        "seed": config.seed,
        "start": config.start,
        "bots": {seat.name: name for seat, name in zip(SEATS, config.bots, strict=True)
                 if config.rules.players == 4 or seat in (Seat.S, Seat.N)},
        "rules": _rules_json(config.rules),
    }
    known = config.hand
    if known is None:
        doc["stats"] = stats_json(summary.stats["all"], config.rules, config.discovery)
        return doc
    team = known.seat.team
    # The hand and who holds it, then in each round what it is asked: the cases (or the
    # choices) with their expected margins.
    hand: dict[str, object] = {
        "seat": known.seat.name,
        "cards": [card_name(c) for c in known.cards],
        "retourne": card_name(known.retourne),
        "dealer": known.dealer.name,
        "team": team.name,
    }
    names = config.scenarios
    reached = summary.stats[names[0]].deals
    cases = {name: stats_json(summary.stats[name], config.rules) for name in names}
    r = ranges(config.rules)
    margins = {name: _mean_json(team_margin(summary.stats[name].margin, team), r.margin())
               for name in names}
    if config.round == 2:
        # No deal reached: no best choice, nothing to compare it with, no verdict.
        best, verdict = round_two_verdict(summary) if reached else (None, None)
        doc["hand"] = {
            **hand, "round": 2, "deals_reached": reached, "deals_left_out": summary.skipped,
            "choices": cases, "expected_margin": margins, "best": best,
            "best_minus": {name: _mean_json(summary.difference(best, name), r.difference())
                           for name in names if best is not None and name != best},
            "verdict": verdict,
        }
        return doc
    doc["hand"] = {
        **hand, "round": 1, "deals_reached": reached, "deals_left_out": summary.skipped,
        "scenarios": cases, "expected_margin": margins,
        "take_minus_pass": _mean_json(summary.pair, r.difference()),
    }
    return doc
