"""The text report of a run: rates with their 95% intervals, means, the histogram of
the taker's points, the coinche and announcement tables, the verdict of "should I take?"."""

from __future__ import annotations

from collections.abc import Sequence

from ..announcements import LABELS
from ..bidding import deal_order
from ..cards import card_symbol, suit_symbol
from ..coinche import LEVELS, level_name
from ..seats import SEATS, Team
from ..talon import PLAYERS
from .config import SCENARIOS, KnownHand, SimulationConfig, deal_kind
from .stats import Moments, Stats, Summary, team_margin, wilson


def _pct(x: float) -> str:
    return f"{100 * x:.2f}%"


def _rate_line(label: str, k: int, n: int, width: int = 30) -> str:
    lo, hi = wilson(k, n)
    rate = k / n if n else 0.0
    return f"{label:<{width}}{k:>9}  {_pct(rate):>7}  [{_pct(lo)}, {_pct(hi)}]"


def _mean_line(label: str, m: Moments, width: int = 30) -> str:
    lo, hi = m.interval()
    return f"{label:<{width}}{m.mean:>9.2f}  [{lo:.2f}, {hi:.2f}]  sd {m.sd:.2f}"


def histogram(counts: Sequence[int], width: int = 40, step: int = 10) -> list[str]:
    """A terminal histogram of card points 0–162 in bins of ``step`` points."""
    bins: list[tuple[str, int]] = []
    for lo in range(0, len(counts), step):
        hi = min(lo + step, len(counts)) - 1
        if hi == len(counts) - 2 and len(counts) - lo <= step + 3:
            hi = len(counts) - 1  # the last bin takes 160–162
        bins.append((f"{lo}-{hi}", sum(counts[lo:hi + 1])))
        if hi == len(counts) - 1:
            break
    total = sum(k for _, k in bins) or 1
    top = max(k for _, k in bins) or 1
    eighths = " ▏▎▍▌▋▊▉"
    lines = []
    for label, k in bins:
        units = k * width * 8 // top
        bar = "█" * (units // 8) + (eighths[units % 8] if units % 8 else "")
        lines.append(f"  {label:>7} {bar:<{width + 1}}{k:>9}  {100 * k / total:5.1f}%")
    return lines


#: The two-player games, by the kind of deal (``deal_kind``).
_TWO_NAMES = {"deux": "belote à deux", "decouverte": "belote découverte"}


def _header(config: SimulationConfig) -> list[str]:
    kind = deal_kind(config)
    first = f"{config.deals} {kind} deals, seed {config.seed}"
    if kind in _TWO_NAMES:
        first = f"{config.deals} deals of {_TWO_NAMES[kind]}, seed {config.seed}"
    if config.start:
        first += f", from deal {config.start}"
    bots = ", ".join(f"{seat.name} {name}" for seat, name in zip(SEATS, config.bots,
                                                                  strict=True)
                     if kind not in _TWO_NAMES or seat in PLAYERS)
    rules = " ".join(config.rules.options()) or "default"
    return [first, f"bots: {bots}", f"rules: {rules}"]


def _tally_line(s: Stats, config: SimulationConfig) -> list[str]:
    mark = "✓" if s.tally_ok == s.played else "✗"
    rules = config.rules
    total = ("their total (162; raw SA 130, raw TA 258)"
             if rules.sa_ta == "on" and rules.sa_ta_points == "raw" else "162")
    lines = [f"{s.tally_ok}/{s.played} deals tally {total} {mark}"]
    for seed in s.failures:
        number = seed.rsplit(":", 1)[-1]
        lines.append(f"  fails: deal {number} (seed {seed}); replay with "
                     f"--seed {config.seed} --start {number} --deals 1")
    return lines


def _by_team_text(s: Stats, coinche: bool = False) -> list[str]:
    # Each team's contracts when it takes: classic deals made, dedans, litige and capot;
    # coinche contracts made, failed and capot.
    out = []
    for team in (Team.NS, Team.EW):
        n = s.takes[team]
        made, dedans, litige, capot = s.by_team[team]
        out.append(f"when {team.name} takes, of {n} {'contracts' if coinche else 'deals'}:")
        out.append(_rate_line("  made", made, n))
        out.append(_rate_line("  failed" if coinche else "  dedans", dedans, n))
        if not coinche:
            out.append(_rate_line("  litige", litige, n))
        out.append(_rate_line("  capot", capot, n))
    return out


#: The heading of the rates' columns.
_RATES = f"{'':<30}{'deals':>9}  {'rate':>7}  95% interval"


def _takes_text(s: Stats, void: str) -> list[str]:
    # The void deals (``void``: how a deal is void) and who takes.
    return [_rate_line(f"void deals ({void})", s.void, s.deals),
            _rate_line("NS takes", s.takes[0], s.deals),
            _rate_line("EW takes", s.takes[1], s.deals)]


def _capot_text(s: Stats) -> list[str]:
    return [_rate_line("  capot (takers win all 8)", s.capot, s.taken),
            _rate_line("  capot against the takers", s.capot_defence, s.taken)]


def _means_text(s: Stats, scores: bool = True) -> list[str]:
    # The means' heading, the card points of each team and (``scores``) their deal scores.
    out = [f"{'':<30}{'mean':>9}  95% interval",
           _mean_line("card points NS", s.points[0]),
           _mean_line("card points EW", s.points[1])]
    if scores:
        out.append(_mean_line("deal score NS (void = 0)", s.score[0]))
        out.append(_mean_line("deal score EW (void = 0)", s.score[1]))
    return out


def _deal_stats_text(s: Stats, discovery: bool, teams_differ: bool = False) -> list[str]:
    out = [_RATES]
    if not discovery:
        out.extend(_takes_text(s, "all passed"))
        out.append(f"taker, of {s.taken} deals taken:")
        out.append(_rate_line("  made", s.made, s.taken))
        out.append(_rate_line("  dedans", s.dedans, s.taken))
        out.append(_rate_line("  litige", s.litige, s.taken))
        out.extend(_capot_text(s))
        if teams_differ:
            out.extend(_by_team_text(s))
    out.append(_rate_line("belote-rebelote held", s.belote, s.played))
    if not discovery:
        out.append(_rate_line("  by the takers", s.belote_takers, s.taken))
    out.append("")
    out.extend(_means_text(s, scores=not discovery))
    out.append("")
    if discovery:
        out.append(f"NS card points ({s.played} deals)")
    else:
        out.append(f"taker's card points ({s.taken} deals)")
    out.extend(histogram(s.taker_points))
    return out


def _deux_text(s: Stats) -> list[str]:
    # Belote à deux: the classic report for two players, S (index 0) and N (index 1).
    out: list[str] = []
    w = 30
    out.append(f"{'':<{w}}{'deals':>9}  {'rate':>7}  95% interval")
    out.append(_rate_line("void deals (all passed)", s.void, s.deals))
    out.append(_rate_line("S takes", s.takes[0], s.deals))
    out.append(_rate_line("N takes", s.takes[1], s.deals))
    out.append(f"taker, of {s.taken} deals taken:")
    out.append(_rate_line("  made", s.made, s.taken))
    out.append(_rate_line("  dedans", s.dedans, s.taken))
    out.append(_rate_line("  litige", s.litige, s.taken))
    out.append(_rate_line("  capot (taker wins all 16)", s.capot, s.taken))
    out.append(_rate_line("  capot against the taker", s.capot_defence, s.taken))
    out.append(_rate_line("belote-rebelote played", s.belote, s.played))
    out.append(_rate_line("  by the taker", s.belote_takers, s.taken))
    out.append("")
    out.append(f"{'':<{w}}{'mean':>9}  95% interval")
    out.append(_mean_line("card points S", s.points[0]))
    out.append(_mean_line("card points N", s.points[1]))
    out.append(_mean_line("deal score S (void = 0)", s.score[0]))
    out.append(_mean_line("deal score N (void = 0)", s.score[1]))
    out.append("")
    out.append(f"taker's card points ({s.taken} deals)")
    out.extend(histogram(s.taker_points))
    return out


def _coinche_text(s: Stats, teams_differ: bool = False) -> list[str]:
    # The coinche report: voids, takes, the contracts' fate, levels, coinches, means.
    out = [_RATES, *_takes_text(s, "four passes")]
    out.append(f"contracts, of {s.taken} played:")
    out.append(_rate_line("  made", s.made, s.taken))
    out.append(_rate_line("  failed", s.dedans, s.taken))
    out.append(_rate_line("  coinched", s.coinched, s.taken))
    out.append(_rate_line("    made when coinched", s.coinched_made, s.coinched))
    out.append(_rate_line("  surcoinched", s.surcoinched, s.taken))
    out.append(_rate_line("    made when surcoinched", s.surcoinched_made, s.surcoinched))
    out.extend(_capot_text(s))
    if teams_differ:
        out.extend(_by_team_text(s, coinche=True))
    out.append(_rate_line("belote-rebelote held", s.belote, s.played))
    out.append(_rate_line("  by the takers", s.belote_takers, s.taken))
    out.append("")
    out.append(f"{'contract':<10}{'contracts':>10}  {'share':>7}  {'made':>9}  {'rate':>7}  "
               "95% interval")
    for level, k, made in zip(LEVELS, s.levels, s.levels_made, strict=True):
        lo, hi = wilson(made, k)
        rate = made / k if k else 0.0
        share = k / s.taken if s.taken else 0.0
        out.append(f"{level_name(level):<10}{k:>10}  {_pct(share):>7}  {made:>9}  "
                   f"{_pct(rate):>7}  [{_pct(lo)}, {_pct(hi)}]")
    out.append("")
    out.extend(_means_text(s))
    out.append("")
    out.append(f"takers' card points ({s.taken} deals)")
    out.extend(histogram(s.taker_points))
    return out


def _announcements_text(s: Stats, title: str = "announcements") -> list[str]:
    # Announcement frequencies per played deal, and which team scores them.
    w = 30
    n = s.played
    out = [f"{title}, of {n} deals played"]
    out.append(f"{'':<{w}}{'deals':>9}  {'rate':>7}  95% interval        "
               "announced per deal, 95% interval")
    for i, name in enumerate(LABELS):
        m = s.label_moments(i)
        lo, hi = m.interval()
        out.append(f"{_rate_line('  ' + name, s.ann_deals[i], n):<68}"
                   f"{m.mean:.4f} [{max(lo, 0.0):.4f}, {hi:.4f}]")
    out.append(_rate_line("  any announcement", s.ann_any, n))
    out.append(_rate_line("  hands holding one (4 a deal)", s.ann_hands, 4 * n))
    out.append(_rate_line("  NS hold the best", s.ann_best[0], n))
    out.append(_rate_line("  EW hold the best", s.ann_best[1], n))
    out.append(_rate_line("  equal best, nobody scores", s.ann_equal, n))
    out.append(_rate_line("  NS score announcements", s.ann_scored[0], n))
    out.append(_rate_line("  EW score announcements", s.ann_scored[1], n))
    out.append(_mean_line("  announcement points NS", s.ann_moments(0)))
    out.append(_mean_line("  announcement points EW", s.ann_moments(1)))
    return out


def _hand_text(summary: Summary, known: KnownHand) -> list[str]:
    seat = known.seat
    team = seat.team
    trump = known.retourne >> 3
    cards = " ".join(card_symbol(c) for c in known.cards)
    lines = [
        f"should {seat.name} take? hand {cards}, retourne {card_symbol(known.retourne)}, "
        f"dealer {known.dealer.name}",
    ]
    take = summary.stats["take"]
    dealt = summary.config.deals
    if summary.skipped:
        before = deal_order(known.dealer, summary.config.rules.clockwise)
        first = before[:before.index(seat)]
        verb = "speak" if len(first) > 1 else "speaks"
        lines.append(f"{' and '.join(s.name for s in first)} {verb} first: {seat.name} "
                     f"decides in {take.deals} of {dealt} deals ({summary.skipped} left out: "
                     f"{'one of them' if len(first) > 1 else first[0].name} took)")
    lines.append("")
    lines.append(f"if {seat.name} takes {suit_symbol(trump)} ({take.deals} deals):")
    lines.append(_rate_line("  made", take.made, take.taken))
    lines.append(_rate_line("  dedans", take.dedans, take.taken))
    lines.append(_rate_line("  litige", take.litige, take.taken))
    lines.append(_rate_line("  capot", take.capot, take.taken))
    lines.append(_mean_line(f"  card points {team.name}", take.points[team]))
    lines.append("")
    other = team.other
    lines.append(f"expected deal score, per deal ({team.name} − {other.name} is the margin):")
    labels = {"take": f"{seat.name} takes", "pass": f"{seat.name} passes twice",
              "bots": "bots bid for all"}
    for name in SCENARIOS:
        s = summary.stats[name]
        margin = team_margin(s.margin, team)
        lo, hi = margin.interval()
        lines.append(
            f"  {labels[name]:<18} {team.name} {s.score[team].mean:7.2f}  "
            f"{other.name} {s.score[other].mean:7.2f}  margin {margin.mean:+8.2f} "
            f"[{lo:+.2f}, {hi:+.2f}]"
        )
    bots = summary.stats["bots"]
    seat_takes = bots.takes[team]
    lines.append(_rate_line(f"  {team.name} took, bots bidding", seat_takes, bots.deals))
    pair = summary.pair
    lo, hi = pair.interval()
    verdict = take_verdict(lo, hi)
    lines.append("")
    lines.append(f"taking minus passing, margin per deal: {pair.mean:+.2f} "
                 f"[{lo:+.2f}, {hi:+.2f}]: {verdict}")
    lines.append("")
    if summary.config.rules.announcements == "on":
        lines.extend(_announcements_text(
            take, f"announcements if {seat.name} takes {suit_symbol(trump)}"))
        lines.append("")
        lines.append("announcement points in the score, per played deal:")
        for name in SCENARIOS:
            s = summary.stats[name]
            means = "  ".join(f"{t.name} {_interval_text(s.ann_moments(t))}"
                              for t in (team, other))
            lines.append(f"  {labels[name]:<18} {means}  ({s.played} deals played)")
        lines.append("")
    lines.extend(_tally_line(take, summary.config))
    return lines


def take_verdict(lo: float, hi: float) -> str:
    """The advice from the 95% interval of taking minus passing (score margin per deal):
    take when the whole interval is above 0, pass when it is below, else no clear
    difference."""
    if lo > 0:
        return "take"
    if hi < 0:
        return "pass"
    return "no clear difference"


def _interval_text(m: Moments) -> str:
    lo, hi = m.interval()
    return f"{m.mean:6.2f} [{max(lo, 0.0):.2f}, {hi:.2f}]"


def report_text(summary: Summary) -> str:
    """The text report of a run (everything but the speed, which depends on the machine)."""
    config = summary.config
    lines = _header(config)
    if config.hand is not None:
        lines.append("")
        lines += _hand_text(summary, config.hand)
        return "\n".join(lines) + "\n"
    s = summary.stats["all"]
    lines.append("")
    teams_differ = config.bots[0] != config.bots[1]
    if deal_kind(config) == "coinche":
        lines += _coinche_text(s, teams_differ)
    elif deal_kind(config) in _TWO_NAMES:
        lines += _deux_text(s)
    else:
        lines += _deal_stats_text(s, config.discovery, teams_differ)
    if config.rules.announcements == "on":
        lines.append("")
        lines += _announcements_text(s)
    lines.append("")
    lines += _tally_line(s, config)
    return "\n".join(lines) + "\n"
