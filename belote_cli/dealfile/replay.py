"""Scoring a deal file's record on the engine: replay every trick, find the revokes, score.

The trick-by-trick form is replayed card by card on a ``DealState`` with the obligations
checked by ``explain_illegal``: each broken obligation is a revoke (*renonce*). The piles
form is counted from the cards each team gathered.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any

from ..core.announcements import Fate
from ..core.cards import DIX_DE_DER as _DIX
from ..core.cards import (
    FULL_DECK,
    KING,
    NO_TRUMP,
    QUEEN,
    SEVEN,
    bits,
    card,
    card_name,
    count,
    sorted_cards,
    suit_letter,
)
from ..core.coinche import contract_verdict, score_coinche
from ..core.declarations import assess
from ..core.english import Wording
from ..core.errors import Reason
from ..core.pickling import by_fields
from ..core.scoring import DealScore, Revoke, capot_team, score_deal
from ..core.seats import Seat, Team
from ..core.state import DealState, Trick
from ..core.talon import LayoutState, TalonState, next_dealer_two, score_two
from .model import DealRecord, engine_trump


@dataclasses.dataclass(frozen=True, slots=True)
class ScoredDeal:
    """A record scored: the ``DealScore``, the replayed tricks (None for piles) and notes
    (``Reason``s: ``texts.describe_reason`` words them in English or French).

    ``piles`` holds both teams' cards in the piles form, the deduced one included.
    """

    record: DealRecord
    score: DealScore
    tricks: tuple[Trick, ...] | None
    piles: dict[Team, int] | None
    notes: tuple[Reason, ...]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


def replay(record: DealRecord, as_played: bool = False) -> ScoredDeal:
    """Score ``record`` by the rule book (docs/rules.md).

    Revokes are listed with the rule broken; unless ``as_played``, the
    offending team is scored as dedans. Belote-rebelote: with ``belote=auto`` the team of
    the player who played both king and queen of trump; with ``belote=declared`` only if
    the file's ``belote:`` names that player. In the piles form, ``belote:`` names it. The
    discovery deal (``rules: discovery``) has none.
    """
    if record.piles is not None:
        return _score_piles(record)
    if record.is_two:
        return _score_two(record, as_played)
    return _score_tricks(record, as_played)


def dealer_note(previous: ScoredDeal, record: DealRecord, number: int) -> Reason | None:
    """The note on deal ``number`` of a match when its dealer is not the one who deals
    after the deal before (``previous``, scored): at four the seat after its dealer, the
    deal passing to the next player after every deal, void ones included (docs/rules.md),
    so only void deals left out of the file (everybody passed) would explain it, and the
    note says how many. At two (S and N) the player ``next_dealer`` names, by the rules of
    the deal before and its score (``next_dealer_two``); a void deal there gives the deal
    to the other player, so one void deal left out would explain any other dealer, and
    the note says why the deal passed where it did; in belote découverte without bidding
    (``decouverte_bid=off``) no deal is void, and the note says that only a deal left out
    of the file would explain it. None where the dealer is the
    expected one, where either deal names no dealer, or between a deal of four and one
    of two."""
    before = previous.record
    if before.dealer is None or record.dealer is None or before.is_two != record.is_two:
        return None
    if record.is_two:
        return _dealer_note_two(previous, record, number)
    clockwise = record.rules.clockwise
    expected = before.dealer.next(clockwise)
    if record.dealer is expected:
        return None
    seat, voids = expected, 0
    while seat is not record.dealer:  # each void deal passes the deal on once more
        seat = seat.next(clockwise)
        voids += 1
    return Reason("note_dealer_turn" if voids == 1 else "note_dealer_turns", {
        "seat": record.dealer, "previous": before.dealer, "deal": number - 1,
        "expected": expected, "n": voids})


def _dealer_note_two(previous: ScoredDeal, record: DealRecord, number: int) -> Reason | None:
    """``dealer_note`` at two: the note names the rule that gave the deal to the other
    player (the winner, level scores, or ``next_dealer=alternate``)."""
    before = previous.record
    assert before.dealer is not None and record.dealer is not None
    rules = before.rules  # who deals after a deal is settled when it ends
    expected = next_dealer_two(before.dealer, previous.score, rules)
    if record.dealer is expected:
        return None
    values: dict[str, Any] = {"seat": record.dealer, "previous": before.dealer,
                              "deal": number - 1, "expected": expected}
    # Belote découverte without bidding on both sides: nobody passes, so no deal is void
    # and none left out of the file can have given the deal to the other player that way.
    unbid = "_unbid" if all(r.rules.variant == "decouverte" and r.rules.decouverte_bid == "off"
                            for r in (before, record)) else ""
    if rules.next_dealer == "alternate":
        return Reason("note_dealer_two_alternate" + unbid, values)
    s, n = previous.score.score
    if s == n:
        return Reason("note_dealer_two_level" + unbid, {**values, "points": s})
    return Reason("note_dealer_two_winner" + unbid,
                  {**values, "more": max(s, n), "fewer": min(s, n)})


def _score_two(record: DealRecord, as_played: bool) -> ScoredDeal:
    """Belote à deux: the tricks replayed on the hands of the deck, with the draws and the
    exchange of the seven; revokes (tricks 11 to 16) found as in a four-player deal."""
    assert record.deck is not None and record.dealer is not None
    layout = record.rules.variant == "decouverte"  # belote découverte: the piles
    state = (LayoutState if layout else TalonState)(record.deck, record.dealer,
                                                    engine_trump(record), record.rules)
    revokes = []
    for number, cards in enumerate(record.tricks, 1):
        if record.exchange == number:
            state.swap()
        for c in cards:
            reason = state.why_illegal(c)
            if reason is not None:
                revokes.append(Revoke(number, state.to_play, c, reason))
            state.play(c, check=False)
    notes: list[Reason] = []
    if state.exchange is not None:
        number, seat = state.exchange
        notes.append(Reason("note_exchange", {
            "seat": seat, "seven_card": card(record.trump, SEVEN),
            "retourne_card": state.retourne, "trick": number}))
    holder = state.belote_seat
    pair = {"k_card": card(record.trump, KING), "q_card": card(record.trump, QUEEN)}
    for seat in record.belote:
        if seat is not holder:
            notes.append(Reason("note_not_holder", {"seat": seat, **pair}))
    said = holder is not None and (holder in record.belote or record.rules.belote == "auto")
    if holder is not None and record.rules.belote == "declared" and not said:
        notes.append(Reason("note_undeclared_file", {"seat": holder, **pair}))
    score = state.score(record.taker, said, tuple(revokes), as_played)
    return ScoredDeal(record, score, tuple(state.tricks), None, tuple(notes))


def hands_from_tricks(record: DealRecord) -> list[int]:
    """The four hands of a deal of four written trick by trick, read back from its tricks
    (N E S W, as masks): what each seat played."""
    hands = [0, 0, 0, 0]
    for trick_seats, cards in zip(record.trick_seats(), record.tricks, strict=True):
        for seat, c in zip(trick_seats, cards, strict=True):
            hands[seat] |= 1 << c
    return hands


def result_with(deal: ScoredDeal, points: tuple[int, int]) -> str:
    """The contract's result, ``made``, ``litige`` or ``dedans`` (``none`` where no
    contract is judged), had the deal's trick points been ``points`` (NS and EW, or S and
    N at two, the dix de der included): scored as ``replay`` scores it, with the deal's
    contract, belote and announcements as they were scored, no revoke and no capot. The
    review asks it of each line of play it compares (``analysis``): a capot bid, which
    needs every trick, never is made by points alone, and the review says the capot apart.
    """
    record, score = deal.record, deal.score
    if record.is_two:
        belote = None if score.belote is None else int(score.belote)
        return score_two(engine_trump(record), points, int(score.dix_de_der), record.taker,
                         record.rules, belote).result
    hands = hands_from_tricks(record) if deal.tricks is not None else None
    return _score(record, points, score.dix_de_der, score.belote, None, (), False, hands, [],
                  score.belotes).result


def _score_tricks(record: DealRecord, as_played: bool) -> ScoredDeal:
    rules = record.rules
    hands = hands_from_tricks(record)
    state = DealState(hands, engine_trump(record), record.first_leader(), rules)
    revokes = []
    for number, cards in enumerate(record.tricks, 1):
        for c in cards:
            if not (state.legal_moves() >> c) & 1:  # the obligation broken, worded below
                reason = state.why_illegal(c)
                if reason is not None:
                    revokes.append(Revoke(number, state.to_play, c, reason))
            state.play(c, check=False)
    notes: list[Reason] = []
    if record.leader_assumed or record.leader is None and record.dealer is None:
        # Nothing says who led trick 1 (a file without seats there, or a record built
        # without a leader or a dealer): S did (``first_leader``), said as for a file.
        notes.append(Reason("note_leader_assumed", {
            "seat": record.first_leader(),
            "key": record.keys.get("leader", Wording("leader", "entame"))}))
    belote: Team | None = None
    belotes = [0, 0]
    if record.trump >= NO_TRUMP:
        # SA: no belote; TA: each suit's king and queen apart (``RuleSet.belote_suits``),
        # a seat named in ``belote:`` declaring all of its pairs.
        for suit, seat in state.belote_seats():
            pair = {"k_card": card(suit, KING), "q_card": card(suit, QUEEN)}
            if rules.belote == "auto" or seat in record.belote:
                belotes[seat.team] += 1
                if belote is None:  # the first pair's team (NS is 0: not ``or``)
                    belote = seat.team
            else:
                notes.append(Reason("note_undeclared_file", {"seat": seat, **pair}))
    else:
        holder = state.belote_holder()
        k, q = card(record.trump, KING), card(record.trump, QUEEN)
        pair = {"k_card": k, "q_card": q}
        for seat in record.belote:
            if seat is not holder:
                notes.append(Reason("note_not_holder", {"seat": seat, **pair}))
        if holder is not None and not record.discovery:  # the discovery deal has no bonus
            if rules.belote == "auto" or holder in record.belote:
                belote = holder.team
            else:
                notes.append(Reason("note_undeclared_file", {"seat": holder, **pair}))
    capot = capot_team(state.tricks_won(Team.NS))
    last = state.tricks[-1].winner.team
    score = _score(record, (state.points[0], state.points[1]), last, belote, capot,
                   tuple(revokes), as_played, hands, notes, (belotes[0], belotes[1]))
    return ScoredDeal(record, score, tuple(state.tricks), None, tuple(notes))


def _score(record: DealRecord, points: tuple[int, int], last: Team, belote: Team | None,
           capot: Team | None, revokes: tuple[Revoke, ...], as_played: bool,
           hands: list[int] | None, notes: list[Reason],
           belotes: tuple[int, int] = (0, 0)) -> DealScore:
    """Score with the file's announcements (checked against ``hands``) and, for a coinche
    contract, by the coinche rules; the notes they give are added to ``notes``."""
    judged = assess(record.announcements, hands, record.trump,
                    record.rules.announcements == "on")
    if record.contract is None:
        score = score_deal(engine_trump(record), points, last, record.taker, record.rules,
                           belote, capot, revokes, as_played, judged.points, belotes)
        notes.extend(_with_keys(record, judged.notes(Fate.of(score))))
        # The deal without bidding is its own game, scored as a classic deal without taker.
        return dataclasses.replace(score, game="discovery") if record.discovery else score
    score = score_coinche(record.contract, points, last, record.rules, belote, capot,
                          revokes, as_played, judged.points, belotes)
    notes.extend(_with_keys(record, judged.notes(Fate.of(score, record.contract.multiplier))))
    notes.append(contract_verdict(record.contract, score))
    return score


def _with_keys(record: DealRecord, notes: Iterable[Reason]) -> list[Reason]:
    """``notes``, the one that says to add a rules line naming the file's own key (as
    written, or in the language of the file's keys)."""
    key = record.keys.get("rules")
    return [Reason(n.code, {**n.params, "key": key})
            if key is not None and n.code == "ann_not_counted" else n for n in notes]


def _score_piles(record: DealRecord) -> ScoredDeal:
    assert record.piles is not None
    piles = dict(record.piles)
    notes: list[Reason] = []
    if len(piles) == 1:
        (given, mask), = piles.items()
        rest = given.other
        piles[rest] = FULL_DECK & ~mask
        notes.append(Reason("note_rest", {"team": rest, "n": count(piles[rest])}))
        if record.clubs_read is not None:
            notes.append(record.clubs_read)
    capot = next((t for t in (Team.NS, Team.EW) if piles[t] == FULL_DECK), None)
    last = capot if capot is not None else record.last
    assert last is not None
    row = record.rules.point_row(record.trump)  # the raw SA and TA tables too
    points = [sum(row[c] for c in bits(piles[t])) for t in (Team.NS, Team.EW)]
    points[last] += _DIX
    belote = record.belote[0].team if record.belote else None
    score = _score(record, (points[0], points[1]), last, belote, capot, (), False, None,
                   notes)
    return ScoredDeal(record, score, None, piles, tuple(notes))


# --- the deal as JSON -----------------------------------------------------------------------

def scored_json(deal: ScoredDeal) -> dict[str, Any]:
    """A scored deal as the JSON object ``belote score --json`` prints for it (docs/format.md),
    its notes in English; without the ``match`` and ``analysis`` of a match and of
    ``--analyze``, which ``engine.match.file_deal_json`` and the command add."""
    record = deal.record
    doc = deal_json(deal.score, deal.tricks, record.dealer, record.rules.clockwise,
                    deal.piles)
    if record.deck is not None:  # belote à deux, belote découverte
        doc["variant"] = record.rules.variant
        doc["deck"] = [card_name(c) for c in record.deck]
        doc["exchange"] = record.exchange or None
    if record.contract is not None:
        doc["contract"] = record.contract.notation()
    if record.announcements:
        # Each declaration true or false as the notes judged it (the same objects as the
        # record's); None where the cards were not checked (piles) or not counted.
        false = {id(n.params["declaration"]) for n in deal.notes
                 if n.code in ("false_missing", "false_shared")}
        checked = not any(n.code in ("ann_not_checked", "ann_not_counted")
                          for n in deal.notes)
        doc["announcements"] = {
            "declared": [{"seat": d.seat.name, "announcement": d.announcement.notation(),
                          "points": d.announcement.value(record.trump),
                          "valid": id(d) not in false if checked else None}
                         for d in record.announcements],
            "score": {"NS": deal.score.announcements[0], "EW": deal.score.announcements[1]},
        }
    if deal.notes:
        doc["notes"] = [str(note) for note in deal.notes]  # core.english: the catalogue's
    return doc


def plays_of(trick: Trick, clockwise: bool, two: bool) -> list[tuple[Seat, int]]:
    """Who played which card of ``trick``, in order of play; at belote à deux the leader,
    then the other player."""
    if two:
        return [(trick.leader, trick.cards[0]), (trick.leader.partner, trick.cards[1])]
    return trick.plays(clockwise)


def deal_json(score: DealScore, tricks: Sequence[Trick] | None, dealer: Seat | None = None,
              clockwise: bool = True, piles: dict[Team, int] | None = None) -> dict[str, Any]:
    """The deal as the JSON object of docs/format.md (canonical card names, seats, teams):
    its score, its tricks (None in the piles form, given as ``piles``) and its dealer."""
    names = ("NS", "EW") if score.players is None else tuple(s.name for s in score.players)
    two = score.players is not None

    def team(t: Team | None) -> str | None:
        return None if t is None else names[t]

    out: dict[str, Any] = {
        "trump": suit_letter(score.trump),
        "taker": None if score.taker is None else score.taker.name,
        "dealer": None if dealer is None else dealer.name,
    }
    if tricks is not None:
        out["tricks"] = [
            {"leader": tr.leader.name, "cards": [card_name(c) for c in tr.cards],
             "seats": [seat.name for seat, _ in plays_of(tr, clockwise, two)],
             "winner": tr.winner.name, "points": tr.points}
            for tr in tricks
        ]
    if piles is not None:
        out["piles"] = {t.name: [card_name(c) for c in sorted_cards(m, score.trump)]
                        for t, m in sorted(piles.items())}
    tally = score.tally
    a, b = names
    if two:
        out["players"] = list(names)
    out.update({
        "points": {a: score.points[0], b: score.points[1]},
        "dix_de_der": team(score.dix_de_der),
        "belote": team(score.belote),
        **({"belotes": {a: score.belotes[0], b: score.belotes[1]}}
           if score.belotes != (0, 0) else {}),
        "capot": team(score.capot),
        "result": score.result,
        "score": {a: score.score[0], b: score.score[1]},
        "held": score.held,
        "revokes": [{"trick": r.trick, "seat": r.seat.name, "card": card_name(r.card),
                     "rule": str(r.rule)} for r in score.revokes],
        "penalty": team(score.penalty),
        "tally": {"cards": tally.cards, "dix_de_der": tally.dix_de_der,
                  "total": tally.total, "ok": tally.ok},
    })
    return out
