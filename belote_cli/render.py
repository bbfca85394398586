"""The text of a scored deal: the tally a player checks against the sheet (its JSON object
is ``dealfile.replay``'s ``scored_json``, which the library's ``score_json`` gives too).

``render_deal`` is shared by ``play`` and ``score``: per trick who played what, who won it
and its points, then per team the points of the cards, the dix de der, the two together (the
trick points), the belote, the announcements (when they count), in coinche the contract (the
bid to the team that won it), the contract's verdict, the deal's score and the check line
``152 + 10 = 162 ✓``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .core.cards import (
    CONTRACT_SAID,
    DIX_DE_DER,
    NO_TRUMP,
    card_symbol,
    suit_letter,
    suit_symbol,
)
from .core.coinche import CAPOT_POINTS, MINIMUM_POINTS, Contract
from .core.errors import Reason
from .core.lines import wrapped
from .core.numbers import grouped
from .core.scoring import DEDANS, LITIGE, MADE, DealScore, Revoke
from .core.seats import TEAMS, Seat, Team
from .core.state import Trick
from .dealfile.replay import deal_json as deal_json
from .dealfile.replay import plays_of as _plays
from .texts import describe_reason, seat_letter, team_label, templates


def _templates(score: DealScore | None, lang: str) -> Mapping[str, str]:
    # The tally's wordings; belote à deux speaks of players (``tally2_``). The catalogue's
    # mappings are shared: a new one is made, never one of them changed.
    t = templates("tally_", lang)
    if score is not None and score.players is not None:
        return {**t, **templates("tally2_", lang)}
    return t


def _labels(score: DealScore, lang: str) -> list[str]:
    """The two columns of the tally: NS and EW, or the two players of belote à deux."""
    if score.players is not None:
        return [seat_letter(seat, lang) for seat in score.players]
    return [team_label(team, lang) for team in TEAMS]


def _side_of(score: DealScore, seat: Seat) -> Team:
    # The index of a seat in the score: its team, or at two its player.
    if score.players is not None:
        return TEAMS[score.players.index(seat)]
    return seat.team


def render_trick(number: int, trick: Trick, trump: int, lang: str = "en",
                 clockwise: bool = True, two: bool = False) -> str:
    """One trick (*pli*): number, who played what in order, the winner and the points
    (``two``: a trick of belote à deux, of which there are 16)."""
    t = templates("tally_", lang)
    cells = _cells(lang)
    plays = "  ".join([cells[seat][c] for seat, c in _plays(trick, clockwise, two)])
    points = f"{trick.points:>2}"
    if number == (16 if two else 8):
        points += f" + {DIX_DE_DER} {t['dix']}"
    return f"{number:>2}: {plays}   {seat_letter(trick.winner, lang)} {t['wins']} {points}"


def tricks_in_columns(lines: Sequence[str], width: int, players: int = 4,
                      dix: bool = True) -> list[str] | None:
    """A tally's trick lines (``render_trick``'s, of ``players`` players) in two columns
    of at most ``width`` columns, the first half of the tricks on the left: as they are
    where they fit, else with a space less between the plays; the last trick's dix de der
    on its row where it fits, else on a row of its own ending under that trick's points
    (left out with ``dix`` False: the tally's dix de der row says it). None where they do
    not fit even so."""
    parsed = []
    for line in lines:
        words = line.split()
        if len(words) < 2 * players + 4 or not words[0].endswith(":"):
            return None
        plays = [f"{words[1 + 2 * k]} {words[2 + 2 * k]:<3}" for k in range(players)]
        winner, wins, points = words[1 + 2 * players:4 + 2 * players]
        more = " ".join(words[4 + 2 * players:])
        parsed.append((f"{words[0]:>3} ", plays, f"{winner} {wins} {points:>2}",
                       f" {more}" if more and dix else ""))
    half = (len(parsed) + 1) // 2
    for between, before, gap in (("  ", "   ", "   "), (" ", "  ", "  ")):
        rows = [number + between.join(plays) + before + won
                for number, plays, won, _ in parsed]
        extra = [more for *_, more in parsed]
        left = max(len(rows[i] + extra[i]) for i in range(half))
        for inline in (True, False):
            out = []
            for i in range(half):
                row = f"{rows[i] + extra[i]:<{left}}"
                if half + i < len(rows):
                    right = rows[half + i]
                    row += gap + right + (extra[half + i] if inline else "")
                out.append(row.rstrip())
                if not inline and half + i < len(rows) and extra[half + i]:
                    said = extra[half + i].strip()
                    out.append(" " * (len(row.rstrip()) - len(said)) + said)
            if all(len(row) <= width for row in out):
                return out
    return None


_CELLS: dict[str, list[list[str]]] = {}


def _cells(lang: str) -> list[list[str]]:
    """``cells[seat][card]``: one play of a trick line, ``S J♥ `` (seat, card in 3 columns),
    worded once per language (a tally has 32)."""
    cells = _CELLS.get(lang)
    if cells is None:
        cells = [[f"{seat_letter(seat, lang)} {card_symbol(c, lang):<3}" for c in range(32)]
                 for seat in Seat]
        if len(_CELLS) < 4:
            _CELLS[lang] = cells
    return cells


def _contract_points(score: DealScore, contract: Contract) -> tuple[int, int]:
    """The ``contract`` row of a coinche tally: what the bid adds to the score of the team
    that won the contract, the bid × 1, 2 or 4 (a capot bid's 500 × 1, 2 or 4); 0 to the
    other team."""
    winner = contract.takers if score.result == MADE else contract.takers.other
    value = (CAPOT_POINTS if contract.is_capot else contract.level) * contract.multiplier
    return (value, 0) if winner is Team.NS else (0, value)


def _coinche_verdict(score: DealScore, contract: Contract, t: Mapping[str, str],
                     labels: Sequence[str], lang: str) -> str:
    # The head says how the contract was judged; the rest what the team that won it scores
    # besides its belote, its announcements and the contract row: its trick points (a made
    # contract), or the value that stands in their place (160 for a failed or coinched
    # one, 162 or 252 after the defence's revoke, 252 for the takers' capot on another
    # bid, nothing for a capot bid, whose 500 is all in the contract row). What the
    # verdict names is what the score leaves once those rows are taken out, so that the
    # table adds up.
    takers = contract.takers
    defence = takers.other
    made = score.result == MADE
    winner, loser = (takers, defence) if made else (defence, takers)
    row = _contract_points(score, contract)
    value = (score.score[winner] - score.belote_points[winner] - score.announcements[winner]
             - row[winner])
    result = t["coinche_made" if made else "coinche_failed"]
    level = CAPOT_POINTS if contract.is_capot else contract.level
    bid = f"{level}" if contract.multiplier == 1 else f"{level} × {contract.multiplier}"
    fields: dict[str, object] = {
        "team": labels[takers], "other": labels[defence], "taker":
        seat_letter(contract.taker, lang), "winner": labels[winner], "loser": labels[loser],
        "result": result, "value": value, "bid": bid, "level": contract.level,
    }
    # The figures alone (``coinche_sum``), "the bid" after a capot's head, which has
    # room for it.
    scores = ("coinche_capot_bid" if contract.is_capot
              else "coinche_plus" if score.penalty is None and score.capot is not None
              else "coinche_sum")
    tail = t[scores]
    if score.penalty is not None:
        head = t["coinche_penalty_takers" if score.penalty is takers
                 else "coinche_penalty_defence"]
        fields["penalty"] = labels[score.penalty]
    elif contract.is_capot:
        head = t["coinche_all" if score.capot is takers else "coinche_not_all"]
    elif score.capot is not None:
        head = t["coinche_capot"]
        fields["capot"] = labels[score.capot]
    else:
        mine, belote = score.points[takers], score.belote_points[takers]
        reached = mine + belote
        # What the contract needs: the bid, and at least 82 (a bid of 80 needs 82).
        need = max(contract.level, MINIMUM_POINTS)
        # A bid of 80 reached with 80 or 81: the figures compared, the 82 named.
        least = contract.level <= reached < need
        fields["mine"] = mine
        head = t["coinche_points"]
        if belote or least or contract.multiplier > 1:
            # The figures compared, the bid (× 2, × 4) in the tail: one row of 80 columns.
            head = t["coinche_compared"]
            fields.update(
                reached=t["coinche_belote" if belote else "coinche_mine"].format(
                    mine=mine, belote=belote, reached=reached),
                compared="≥" if made else "<", need=need)
    return (head + t["coinche_then"] + tail).format(**fields)


def _verdict(score: DealScore, lang: str, alone: bool = False,
             announcements: bool = False, contract: Contract | None = None) -> str:
    # The values a verdict says a team scores leave out the belote and the announcements,
    # which have rows of their own: the rows and the verdict add up to the deal's score.
    t = _templates(score, lang)
    labels = _labels(score, lang)
    belote = score.belote_points
    ann = score.announcements

    def base(team: Team) -> int:
        return score.score[team] - belote[team] - ann[team]

    if contract is not None:
        return _coinche_verdict(score, contract, t, labels, lang)
    if score.penalty is not None:
        other = score.penalty.other
        # Dedans is said of the takers: the defence's revoke counts the contract made.
        key = ("penalty" if score.taker is None
               else "penalty_takers" if score.penalty is _side_of(score, score.taker)
               else "penalty_defence")
        return t[key].format(team=labels[score.penalty], other=labels[other],
                             value=base(other))
    if score.taker is None:
        return t["none"]
    takers = _side_of(score, score.taker)
    defence = takers.other
    if score.capot is not None:
        return t["capot"].format(capot=labels[score.capot], value=base(score.capot))
    values: dict[str, object] = {
        "team": labels[takers], "other": labels[defence],
        "taker": seat_letter(score.taker, lang), "mine": score.points[takers],
        "theirs": score.points[defence], "held": score.held,
        "value": base(defence), "now": base(defence),
    }
    total = ""
    if score.compared is not None:
        # contract=total: the figures compared, the belote and announcements in them.
        total = "_total"
        values["mine"], values["theirs"] = score.compared[takers], score.compared[defence]
        values["what"] = t["total_ann" if announcements else "total"]
    if score.result == MADE:
        return t["made" + total].format(**values)
    if score.result == DEDANS:
        return t["dedans" + total].format(**values)
    if score.result == LITIGE:
        return t[("litige_alone" if alone else "litige") + total].format(**values)
    return t["none"]


def check_line(score: DealScore, lang: str = "en") -> str:
    """The control sum ``152 + 10 = 162 ✓``, or what is wrong with it."""
    t = templates("tally_", lang)
    tally = score.tally
    # SA and TA say which table the total is checked against: ``(scaled TA total)``.
    kind = "" if score.trump < NO_TRUMP else t["kind"].format(
        kind=suit_letter(score.trump),
        points=t["points_scaled"] if score.total == 162 else t["points_raw"])
    if tally.ok:
        return t["ok"].format(cards=tally.cards, dix=tally.dix_de_der,
                              total=tally.total) + kind
    diff = tally.expected - tally.total
    one = "_one" if abs(diff) == 1 else ""  # 1 point missing, 2 points missing
    return t["bad" + one].format(
        cards=tally.cards, dix=tally.dix_de_der, total=tally.total,
        ecards=tally.expected_cards, edix=DIX_DE_DER, etotal=tally.expected,
        diff=abs(diff), how=t["missing" + one] if diff > 0 else t["extra"],
    ) + kind


def render_revoke(revoke: Revoke, lang: str = "en") -> str:
    """``revoke: trick 3, W played 7♣: must follow ♥``."""
    return templates("tally_", lang)["revoke"].format(
        trick=revoke.trick, seat=seat_letter(revoke.seat, lang),
        card=card_symbol(revoke.card, lang), rule=describe_reason(revoke.rule, lang),
    )


def render_deal(score: DealScore, tricks: Sequence[Trick] | None, lang: str = "en",
                clockwise: bool = True, dealer: Seat | None = None,
                notes: Sequence[Reason] = (), alone: bool = False,
                announcements: bool = False, contract: Contract | None = None) -> str:
    """The tally of one deal, as a player checks it against the score sheet.

    ``tricks``: the eight tricks, listed one a line when given (left out for a deal known
    only by its piles). ``notes`` are printed after the table (e.g. which pile was deduced).
    ``alone``: the deal is scored alone (``match: none``), so that a litige's held points
    go to no next deal. ``announcements``: they count in the deal (``announcements=on``):
    the table has their row, the points they add to each team's score. ``contract``: a
    coinche deal's contract, which says what a capot scores.
    """
    t = _templates(score, lang)
    two = score.players is not None
    head = [CONTRACT_SAID[score.trump] if score.trump in CONTRACT_SAID
            else f"{t['trump']} {suit_symbol(score.trump)}"]
    if two:
        head.append(f"{t['taker']} {seat_letter(score.taker, lang)}" if score.taker
                    is not None else t["no_taker"])
    elif score.taker is not None:
        head.append(f"{t['taker']} {seat_letter(score.taker, lang)} "
                    f"({team_label(score.taker.team, lang)})")
    else:
        head.append(t["no_taker"])
    if dealer is not None:
        head.append(f"{t['dealer']} {seat_letter(dealer, lang)}")
    lines = ["  ".join(head)]
    if tricks:
        lines.extend(render_trick(i, trick, score.trump, lang, clockwise, two)
                     for i, trick in enumerate(tricks, 1))
    lines.append("")
    dix = [DIX_DE_DER if score.dix_de_der is team else 0 for team in TEAMS]
    cards = [score.points[team] - dix[team] for team in TEAMS]
    belote = list(score.belote_points)
    announcements = announcements or score.announcements != (0, 0)
    rows = ("cards", "dix", "points", "belote", "score", "tricks",
            *(("announcements",) if announcements else ()),
            *(("contract",) if contract is not None else ()))
    width = max(len(t[k]) for k in rows) + 2

    def row(label: str, values: Sequence[int | str]) -> str:
        # A figure of four digits grouped (``1,020``, French ``1 020``) still fits the
        # column of six.
        return f"{label:<{width}}" + "".join(
            f"{grouped(v, lang) if isinstance(v, int) else v:>6}" for v in values)

    lines.append(row("", _labels(score, lang)))
    if tricks:
        lines.append(row(t["tricks"], [sum(1 for tr in tricks
                                           if _side_of(score, tr.winner) is team)
                                       for team in TEAMS]))
    lines.append(row(t["cards"], cards))
    lines.append(row(t["dix"], dix))
    lines.append(row(t["points"], list(score.points)))
    lines.append(row(t["belote"], belote))
    if announcements:
        lines.append(row(t["announcements"], list(score.announcements)))
    if contract is not None:
        lines.append(row(t["contract"], list(_contract_points(score, contract))))
    for revoke in score.revokes:
        lines.extend(wrapped(render_revoke(revoke, lang)))
    if score.revokes and score.penalty is None:
        lines.append(t["as_played"])
    # Within 80 columns: a litige's French verdict was 122, the held points' line of the
    # wrapped report's continuations after four blanks.
    lines.extend(wrapped(_verdict(score, lang, alone, announcements, contract)))
    lines.append(row(t["score"], list(score.score)))
    lines.append(t["check"] + check_line(score, lang))
    # The notes too (the French note of an assumed leader ran to about 140 columns).
    lines.extend(line for note in notes for line in wrapped(describe_reason(note, lang)))
    return "\n".join(lines)


def render_match_line(number: int, totals: Sequence[int], gained: Sequence[int],
                      deal: DealScore, held: int, stake: int, winner: Team | None,
                      lang: str = "en", target: int | None = None) -> str:
    """The running match score after deal ``number`` (*partie*).

    ``stake``: the litige points waiting before this deal (won by whoever scored more in
    it, unless this deal is a litige too); ``held``: the points still waiting after it.
    At two (``deal.players``) the totals are the players'. ``target``: the match's; both
    sides past it and level, a line says another deal decides (the rule book, "A match").
    """
    t = _templates(deal, lang)
    ns, ew = _labels(deal, lang)
    # The totals and points held grouped as the language groups thousands (``1,020``,
    # French ``1 020``); the deal's number is a position, written as it is.
    text = t["match"].format(n=number, ns=ns, ew=ew, a=grouped(totals[0], lang),
                             b=grouped(totals[1], lang))
    if held:  # points still waiting; lost once the match is won (the rule book, "A match")
        kept = t["held" if winner is None else "held_lost"].format(held=grouped(held, lang))
        text += f" ({kept})"
    lines = [text]
    if stake and not deal.held and deal.score[0] != deal.score[1]:
        team = Team.NS if deal.score[0] > deal.score[1] else Team.EW
        lines.insert(0, t["stake"].format(team=(ns, ew)[team], stake=grouped(stake, lang)))
    if winner is not None:
        lines.append(t["winner"].format(team=(ns, ew)[winner], a=grouped(max(totals), lang),
                                        b=grouped(min(totals), lang)))
    elif target is not None and totals[0] == totals[1] >= target:
        lines.append(t["level"].format(target=grouped(target, lang)))
    return "\n".join(lines)
