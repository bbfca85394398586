"""``str(game)``: the table as the terminal game draws it, in plain text (the deal and
its contract, each hand sorted with its trumps marked ``*``, at belote à deux the talon
and the card face up under it, at belote découverte how many cards lie face down, the
trick on the table, the points so far; once over, the score)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.cards import ALL_TRUMP, CONTRACT_SAID, card_symbol, sorted_cards, suit_symbol
from ..core.coinche import level_name
from ..core.seats import SEATS, Seat
from .actions import _ANNOUNCE, _BELOTE, _BID, _CALL, _PLAY

if TYPE_CHECKING:
    from .game import Game


def _contract_words(trump: int) -> str:
    # A player says "sans atout" and "tout atout", not SA and TA.
    return CONTRACT_SAID.get(trump, f"trump {suit_symbol(trump)}")


def _hand_words(mask: int, trump: int | None) -> str:
    cards = sorted_cards(mask, trump)
    if not cards:
        return "-"
    return " ".join(card_symbol(c) + ("*" if trump is not None and (
        c >> 3 == trump or trump == ALL_TRUMP) else "") for c in cards)


def table_lines(game: Game) -> list[str]:
    """The lines of ``str(game)``."""
    head = f"Deal ({game.kind})" + ("" if game.dealer is None else f", dealer {game.dealer}")
    trump = game.trump
    if game.is_void:
        return [f"{head}: void, everybody passed; {game.next_dealer} deals next."]
    if trump is None:
        if game.retourne is not None:
            head += f": retourne {card_symbol(game.retourne)}"
    else:
        head += ": " + _contract_words(trump)
        contract = game.contract
        if contract is not None:  # ``contract 110 ♥ by S, coinched``
            head += (f", contract {level_name(contract.level)} {suit_symbol(contract.suit)} "
                     f"by {contract.taker.name}")
            if contract.multiplier > 1:  # as the tally and the review name it
                head += f", {contract.coinche_word}d"
        elif game.taker is not None:
            head += f", taken by {game.taker}" + (
                f" ({game.taker.team})" if game.rules.players == 4 else "")
        else:
            head += ", no contract"
    lines = [head]
    result = game.score
    if result is not None:
        ns, ew = result.points
        a, b = _sides(game)
        lines.append(f"{result.result}: trick points {a} {ns}, {b} {ew}; "
                     f"score {a} {result.score[0]}, {b} {result.score[1]}")
        return lines
    seats = (Seat.N, Seat.S) if game.rules.players == 2 else SEATS
    hands = {seat: _hand_words(game.hand(seat), trump) for seat in seats}
    indent = " " * 20
    lines.append(f"{indent}N  {hands[Seat.N]}")
    if game.rules.players != 2:
        lines.append(f"W  {hands[Seat.W]:<{max(34, len(hands[Seat.W]) + 2)}}E  {hands[Seat.E]}")
    lines.append(f"{indent}S  {hands[Seat.S]}")
    table = _table(game)
    to_act = "" if game.to_act is None else str(game.to_act)
    if table is None or game.phase is not _PLAY and game.phase is not _BELOTE:
        phase = {_BID: f"round {game.auction.round} of the taking"
                 if game.auction is not None else "the taking",
                 _CALL: "the auction", _ANNOUNCE: "announcements before the first card",
                 _PLAY: "the play"}.get(game.phase, game.phase.value)
        lines.append(f"{to_act} to act: {phase}")
        return lines
    number, plays, points = table
    lines.extend(_two_player_lines(game))
    played = "  ".join(f"{seat} {card_symbol(c)}" for seat, c in plays)
    if game.phase is _BELOTE:
        # The first of king and queen is down (maybe the trick's last card): its player
        # says belote or not before anyone plays on.
        lines.append(f"Trick {number}: {played}; {to_act} to say belote or not")
    elif plays:
        lines.append(f"Trick {number}: {played}; {to_act} to play")
    else:
        lines.append(f"Trick {number}: {to_act} leads")
    a, b = _sides(game)
    lines.append(f"Trick points so far: {a} {points[0]}, {b} {points[1]}")
    return lines


def _two_player_lines(game: Game) -> list[str]:
    # What lies on the table at two besides the hands, as the terminal game shows it: at
    # belote à deux the talon and the card face up under it (counted with it, as
    # ``DeuxGame.talon_size`` counts it), at belote découverte how many of each player's
    # cards lie face down. Read from the play's state, as ``_table`` reads it: the games
    # of two import this module's ``Game``.
    two = getattr(game, "talon_state", None) if game.rules.players == 2 else None
    if two is None:
        return []
    if game.kind == "decouverte":
        down = [bin(two.face_down(seat)).count("1") for seat in (Seat.N, Seat.S)]
        return [f"Face down: N {down[0]}, S {down[1]}"]
    under = two.bottom
    if under is None:
        return ["Talon: empty"]
    return [f"Talon: {len(two.talon) + 1} cards, {card_symbol(under)} face up under it"]


def _table(game: Game) -> tuple[int, list[tuple[Seat, int]], tuple[int, int]] | None:
    # The trick's number, its cards by seat and each side's points so far, once the play
    # has begun (None before it, or for a play a back-end gave). In the belote phase with
    # no card on the table, the trick just gathered: its last card is the one of belote.
    two = getattr(game, "talon_state", None) if game.rules.players == 2 else None
    if two is not None:
        leader, trick, tricks = two.leader, list(two.trick), list(two.tricks)
        points = two.points()
        seats = [leader, leader.partner]
    else:
        state = game._state if not game._unplayed else None
        if state is None:
            return None
        trick, tricks, seats = list(state.trick), list(state.tricks), state.trick_seats()
        points = (state.points[0], state.points[1])
    if not trick and game.phase is _BELOTE and tricks:
        return len(tricks), tricks[-1].plays(game.rules.clockwise), points
    return len(tricks) + 1, list(zip(seats, trick, strict=False)), points


def _sides(game: Game) -> tuple[str, str]:
    # The two sides of a pair of points: the teams, or at two the players, S first.
    return ("S", "N") if game.rules.players == 2 else ("NS", "EW")
