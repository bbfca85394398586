"""What a run writes out for each deal: its CSV row and its block of the deal file."""

from __future__ import annotations

from ..core.cards import card_name, suit_letter
from ..core.coinche import level_name
from ..core.rules import RuleSet
from ..core.seats import Seat
from ..dealfile.writer import dumps, void_comment
from .deals import DealResult

CSV_FIELDS: tuple[str, ...] = (
    "deal", "seed", "scenario", "dealer", "retourne", "taker", "trump", "result",
    "points_ns", "points_ew", "score_ns", "score_ew", "belote", "capot", "tally",
)


#: Columns added with ``variant=coinche``: the contract (``110 H N coinche``), its level
#: (``80`` … ``160``, ``capot``) and multiplier (1, 2 coinched, 4 surcoinched).
CSV_COINCHE_FIELDS: tuple[str, ...] = ("contract", "level", "multiplier")
#: Columns added with ``announcements=on``: every announcement (``N tierce AH; E carré J``)
#: and the announcement points in each team's score.
CSV_ANNOUNCE_FIELDS: tuple[str, ...] = ("announcements", "announce_ns", "announce_ew")


#: The columns of belote à deux (``variant=deux``): points and scores by player.
CSV_DEUX_FIELDS: tuple[str, ...] = (
    "deal", "seed", "scenario", "dealer", "retourne", "taker", "trump", "result",
    "points_s", "points_n", "score_s", "score_n", "belote", "capot", "tally", "exchange",
)


def csv_fields(rules: RuleSet) -> tuple[str, ...]:
    """The CSV header for a run under ``rules``: ``CSV_FIELDS``, then the coinche and
    announcement columns when those rules are on; ``CSV_DEUX_FIELDS`` at two."""
    if rules.players == 2:
        return CSV_DEUX_FIELDS
    fields = CSV_FIELDS
    if rules.variant == "coinche":
        fields += CSV_COINCHE_FIELDS
    if rules.announcements == "on":
        fields += CSV_ANNOUNCE_FIELDS
    return fields


def csv_row(deal: DealResult, scenario: str, rules: RuleSet | None = None) -> list[str]:
    """The CSV row of one deal (``csv_fields(rules)``); a void deal has result ``void``."""
    rules = rules if rules is not None else RuleSet()
    score = deal.score

    def seat(s: Seat | None) -> str:
        return "" if s is None else s.name

    extra: list[str] = []
    if rules.variant == "coinche":
        c = deal.contract
        extra += ["", "", ""] if c is None else [c.notation(), level_name(c.level),
                                                 str(c.multiplier)]
    if rules.announcements == "on":
        announced = "; ".join(f"{d.seat.name} {d.announcement.notation()}"
                              for d in deal.declared)
        points = (0, 0) if score is None else score.announcements
        extra += [announced, str(points[0]), str(points[1])]
    if rules.players == 2:
        # The trick before whose lead the trump 7 was swapped (empty: none).
        exchange = getattr(deal.game, "exchange", None)
        extra = ["" if exchange is None else str(exchange[0])]
    if score is None:
        return [str(deal.number), deal.seed, scenario, seat(deal.dealer),
                "" if deal.retourne is None else card_name(deal.retourne),
                "", "", "void", "", "", "0", "0", "", "", "", *extra]
    trump = "" if deal.trump is None else suit_letter(deal.trump)
    names = ("NS", "EW") if score.players is None else tuple(p.name for p in score.players)
    return [
        str(deal.number), deal.seed, scenario, seat(deal.dealer),
        "" if deal.retourne is None else card_name(deal.retourne),
        seat(deal.taker), trump, score.result,
        str(score.points[0]), str(score.points[1]), str(score.score[0]), str(score.score[1]),
        _belotes(score.belote, score.belotes, names),
        "" if score.capot is None else names[score.capot],
        "ok" if score.tally.ok else "fail",
        *extra,
    ]


def _belotes(belote: int | None, belotes: tuple[int, int], names: tuple[str, ...]) -> str:
    """The ``belote`` column: the team that scored belote-rebelote (``NS``); under tout
    atout, where each suit's king and queen make one, the team once for each
    (``NS NS EW``)."""
    if belotes != (0, 0):
        return " ".join([names[0]] * belotes[0] + [names[1]] * belotes[1])
    return "" if belote is None else names[belote]


def record_block(deal: DealResult, rules: RuleSet, scenario: str,
                 discovery: bool = False) -> tuple[bool, str]:
    # A played deal in the deal-file format, under a comment naming its seed (numbered
    # by ``numbered_block`` once its place in the file is known); a void deal is only a
    # comment (the format has no void deal). Every deal says 'match: none': the deals of
    # a run are independent, and ``score`` scores each alone.
    label = f"seed {deal.seed}" + (f" ({scenario})" if scenario != "all" else "")
    if deal.score is None or deal.game is None:
        return False, void_comment(label)
    # The run's rules say their target as RuleSet.parse reads --rule (a coinche table's
    # own 2000, which dumps leaves unsaid, unless target= is given): the deal is written
    # as the same game played (play --record, dumps of its Game) is.
    record = deal.game.to_record(independent=True)
    return True, f"# {label}\n" + dumps(record)


def numbered_block(block: str, number: int) -> str:
    """A played deal's block of ``record_block`` under its number in the file, counted
    from 1 as ``belote score`` counts (its ``deal 2:``): ``# deal 2 seed S:7``, the seed
    label still replaying it (``--seed S --start 7 --deals 1``)."""
    return f"# deal {number} " + block.removeprefix("# ")
