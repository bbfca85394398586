"""Seats and teams: order of play in both directions, partners, parsing (RULES.md)."""

from __future__ import annotations

import pytest

from belote_cli.core.errors import CardError
from belote_cli.core.seats import SEATS, TEAMS, Seat, Team, parse_seat, parse_team

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def _round(start: Seat, clockwise: bool) -> list[Seat]:
    seats = [start]
    for _ in range(4):
        seats.append(seats[-1].next(clockwise))
    return seats


def test_clockwise_order_is_s_w_n_e() -> None:
    assert _round(S, True) == [S, W, N, E, S]
    assert S.next() == W  # clockwise is the default


def test_anticlockwise_order_is_s_e_n_w() -> None:
    assert _round(S, False) == [S, E, N, W, S]


@pytest.mark.parametrize("clockwise", [True, False])
def test_previous_undoes_next(clockwise: bool) -> None:
    for seat in SEATS:
        assert seat.next(clockwise).previous(clockwise) == seat
        assert seat.previous(clockwise) == seat.next(not clockwise)


@pytest.mark.parametrize("clockwise", [True, False])
def test_partner_plays_two_seats_later_in_both_directions(clockwise: bool) -> None:
    for seat in SEATS:
        assert seat.next(clockwise).next(clockwise) == seat.partner


def test_partners_and_teams() -> None:
    assert N.partner == S and S.partner == N
    assert E.partner == W and W.partner == E
    assert N.team == Team.NS and S.team == Team.NS
    assert E.team == Team.EW and W.team == Team.EW
    assert Team.NS.other == Team.EW and Team.EW.other == Team.NS
    assert Team.NS.seats == (N, S)
    assert Team.EW.seats == (E, W)
    assert SEATS == (N, E, S, W)
    assert TEAMS == (Team.NS, Team.EW)
    for seat in SEATS:
        assert seat in seat.team.seats
        assert seat.next().team != seat.team  # teams alternate round the table


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("N", N), ("n", N), ("north", N), ("Nord", N),
        ("E", E), ("east", E), ("Est", E),
        ("S", S), ("South", S), ("sud", S),
        ("W", W), ("west", W), ("O", W), ("ouest", W), (" w ", W),
    ],
)
def test_parse_seat(text: str, seat: Seat) -> None:
    assert parse_seat(text) == seat


@pytest.mark.parametrize("text", ["", "X", "NS", "nort", "5"])
def test_unknown_seat(text: str) -> None:
    with pytest.raises(CardError, match="seat"):
        parse_seat(text)


@pytest.mark.parametrize(
    ("text", "team"),
    [("NS", Team.NS), ("sn", Team.NS), ("EW", Team.EW), ("we", Team.EW), ("EO", Team.EW),
     ("oe", Team.EW)],
)
def test_parse_team(text: str, team: Team) -> None:
    assert parse_team(text) == team


@pytest.mark.parametrize("text", ["", "NE", "N", "NSEW"])
def test_unknown_team(text: str) -> None:
    with pytest.raises(CardError, match="team"):
        parse_team(text)


def test_the_enums_read_a_seat_or_team_as_the_library_does() -> None:
    # Seat("S") and Team("NS") raised the enum's own ValueError ("'S' is not a valid
    # Seat"), though every function of the library takes a seat's letter; Seat(5) said
    # nothing of what a seat is.
    assert Seat("S") is Seat("sud") is Seat(2) is S and Seat("o") is W
    assert Team("NS") is Team("sn") is Team(0) is Team.NS and Team("EO") is Team.EW
    with pytest.raises(CardError,
                       match=r"^seat: no seat 5, a seat is N, E, S or W \(or its int 0-3\)$"):
        Seat(5)
    with pytest.raises(CardError,
                       match="^seat: unknown seat 'Z' \\(expected N, E, S or W\\)$"):
        Seat("Z")  # named, as Seat(5) is
    with pytest.raises(TypeError,
                       match=r"^seat: a Seat, its int \(0-3\) or its letter .*not NoneType None$"):
        Seat(None)
    with pytest.raises(CardError,
                       match=r"^team: no team 2, a team is NS or EW \(or its int 0-1\)$"):
        Team(2)
    with pytest.raises(CardError, match="^team: unknown team 'NE' \\(expected NS or EW\\)$"):
        Team("NE")  # named, as Team(2) is
    with pytest.raises(TypeError, match="^team: a Team, .* not float 0.5$"):
        Team(0.5)


@pytest.mark.parametrize("value", [True, False, 1.0, 0.0])
def test_a_bool_or_a_float_is_no_seat_or_team(value: object) -> None:
    # Seat(True) was E and Team(True) EW (True == 1); Seat(2.0) was S. A seat argument of
    # the library refuses them (Game(dealer=True)); the enums now do too.
    with pytest.raises(TypeError, match=f"^seat: a Seat, its int .* not {type(value).__name__} "
                                        f"{value}$"):
        Seat(value)
    with pytest.raises(TypeError, match=f"^team: a Team, its int .* not {type(value).__name__} "
                                        f"{value}$"):
        Team(value)
    assert Seat(Seat.E) is Seat(1) is E and Team(Team.EW) is Team(1) is Team.EW
    assert Team.NS.other is Team.EW and Team.EW.other is Team.NS


def test_a_phase_that_does_not_exist_names_the_phases() -> None:
    from belote_cli.engine.actions import Phase

    assert Phase("play") is Phase.PLAY
    with pytest.raises(ValueError, match="^phase: no phase 'x', a phase is one of bid, call, "
                                         "announce, play, belote, exchange, over$"):
        Phase("x")
