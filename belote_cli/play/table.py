"""The table of ``belote play`` as a player sees it on a terminal (*le tapis*).

``table_rows(session, width)`` lays the deal in progress out in ``width`` columns: a
status line (the trump or the contract, the taker, the "You + North" and "East + West"
trick points once the play has begun, ``16 pts``, the trick, the deal's seed where it
fits), North at the top, West and
East at the sides with the number of cards they hold, the trick in four seat slots (two
at two players) and the user's hand at the bottom, sorted by suit and strength, each card
the user may play carrying the number typed to play it. A trump is marked by a sign that
shows without colour (``*``, as in the line-based hand) and by its style; a card that may
not be played has no number and is dimmed. Each row is a list of ``(text, style)`` runs,
the style a ``rich`` style name (``""`` for none): ``screen`` prints them in colour, or
their text alone.

Every variant draws on the same table: the retourne and the bids before the play, the
coinche calls and the contract, the talon and the card face up under it at belote à deux,
the opponent's face-up cards and how many lie face down at belote découverte (North's by its
name, the user's by the user's points).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.cards import CONTRACT_SAID, NO_TRUMP, card_symbol, sorted_cards
from ..core.seats import Seat, Team
from ..core.state import Trick
from ..core.talon import PLAYERS
from ..engine.deux import DecouverteGame
from ..texts import name_of, points_unit, say, seat_letter
from .interactive import Phase, Session
from .interactive_deux import DeuxSession
from .session import USER

#: One row of the table: runs of text and the ``rich`` style of each.
Row = list[tuple[str, str]]

#: The styles of the table.
TRUMP = "bold yellow"  # a trump's border and sign (the web table's gold border)
RED = "red"  # hearts and diamonds
DIM = "dim"  # a card that may not be played now, an empty slot, a finished trick
WIN = "bold green"  # the card that wins the trick just finished
RULE = "dim"
STATUS = "bold"

#: A card drawn as a box ``╭────╮ │10♥*│ ╰────╯``: 6 columns, 3 rows.
CARD_WIDTH = 6
#: The columns between the centre of North's slot and those of West and East.
SIDE_OFFSET = 14
#: The smallest terminal the table is drawn on.
MIN_WIDTH, MIN_HEIGHT = 80, 24


class Canvas:
    """A grid of characters, each with its style, written by position."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.cells = [[(" ", "")] * width for _ in range(height)]

    def text(self, row: int, col: int, text: str, style: str = "") -> None:
        """``text`` from column ``col`` of ``row`` (what falls outside is cut)."""
        for i, ch in enumerate(text):
            if 0 <= col + i < self.width:
                self.cells[row][col + i] = (ch, style)

    def centred(self, row: int, centre: int, text: str, style: str = "") -> None:
        self.text(row, centre - len(text) // 2, text, style)

    def rows(self) -> list[Row]:
        """The rows as runs of one style, trailing blanks dropped."""
        out: list[Row] = []
        for cells in self.cells:
            end = len(cells)
            while end and cells[end - 1][0] == " ":
                end -= 1
            row: Row = []
            for ch, style in cells[:end]:
                if row and row[-1][1] == style:
                    row[-1] = (row[-1][0] + ch, style)
                else:
                    row.append((ch, style))
            out.append(row)
        return out


def _suit_style(c: int) -> str:
    return RED if c >> 3 in (1, 2) else ""  # ♥ and ♦ (``cards.SUITS`` order ♠ ♥ ♦ ♣)


def draw_card(canvas: Canvas, row: int, col: int, c: int | None, lang: str, *,
              trump: int | None = None, dim: bool = False, win: bool = False) -> None:
    """A card's box at ``row``, ``col`` (``c`` None: an empty slot, dotted)."""
    if c is None:
        canvas.text(row, col, "┌╌╌╌╌┐", DIM)
        canvas.text(row + 1, col, "╎    ╎", DIM)
        canvas.text(row + 2, col, "└╌╌╌╌┘", DIM)
        return
    is_trump = trump is not None and trump < NO_TRUMP and c >> 3 == trump
    border = WIN if win else TRUMP if is_trump else ""
    face = _suit_style(c)
    if dim:
        border, face = DIM, (face + " " + DIM).strip()
    name = card_symbol(c, lang)
    canvas.text(row, col, "╭────╮", border)
    canvas.text(row + 1, col, "│", border)
    canvas.text(row + 1, col + 1, f"{name:>3}", face)
    canvas.text(row + 1, col + 4, "*" if is_trump else " ", border)
    canvas.text(row + 1, col + 5, "│", border)
    canvas.text(row + 2, col, "╰────╯", border)


def _count(n: int, lang: str) -> str:
    """``3 cards``; French 0 and 1 singular (``0 carte``)."""
    one = n == 1 or (n == 0 and lang == "fr")
    return say("screen_count_one" if one else "screen_count", lang, n=n)


def _down(n: int, lang: str) -> str:
    """``3 cachées``; French 0 and 1 singular (``1 cachée``)."""
    one = n == 1 or (n == 0 and lang == "fr")
    return say("screen_down_one" if one else "screen_down", lang, n=n)


def _points(n: int, lang: str) -> str:
    """A side's trick points so far: ``16 pts``; ``1 pt``, French ``0 pt`` (``points_unit``)."""
    one = points_unit(n, lang) == "point"
    return say("screen_points_one" if one else "screen_points", lang, n=n)


def _seat_name(seat: Seat, lang: str) -> str:
    return say({Seat.N: "screen_north", Seat.E: "screen_east", Seat.W: "screen_west"}[seat],
               lang)


class _Layout:
    """What the table shows of a deal, gathered from a session of either kind."""

    def __init__(self) -> None:
        self.status: list[str] = []
        #: Shorter words for some of ``status`` (by index), used where the line is too
        #: wide for the terminal: the teams by their labels.
        self.short: dict[int, str] = {}
        self.counts: dict[Seat, str] = {}
        self.slots: dict[Seat, int | None] = {}
        self.slot_texts: dict[Seat, str] = {}
        self.winner: Seat | None = None
        self.dim_slots = False
        self.note = ""
        #: At two: the talon (its size and the card face up under it), or the retourne,
        #: on the row of its own where four players have West and East.
        self.talon = ""
        self.north_cards: list[int] = []
        #: At belote découverte: a row for North's face-up cards, kept once none is left
        #: (the table would move up a row at the last trick).
        self.north_row = False
        self.trump: int | None = None
        self.hand: list[int] = []
        self.legal: list[int] = []
        #: The seed that replays the deal, last on the status line where it has room: the
        #: deal's first line, which says it, is soon off a small screen (the bots' calls
        #: before the user's, each deal of a match).
        self.seed = ""


def table_rows(session: Session | DeuxSession, width: int, fresh: bool = False,
               auction: bool = False) -> list[Row]:
    """The table of ``session``'s deal in ``width`` columns (see the module docstring).
    ``fresh``: the trick just finished is shown as it fell, its winner marked; otherwise
    a finished trick waiting for the next lead is shown dimmed. ``auction``: at four
    players, the table as the auction ended, each seat's last call in its place."""
    lang = session.lang
    layout = (_four(session, fresh, auction) if isinstance(session, Session)
              else _two(session, fresh))
    layout.seed = say("screen_seed", lang, seed=session.deal_seed)
    two = isinstance(session, DeuxSession)
    height = 18 + (1 if layout.north_row else 0)
    canvas = Canvas(width, height)
    centre = width // 2
    canvas.text(0, 1, _status_line(layout, width), STATUS)
    canvas.text(1, 0, "─" * width, RULE)
    row = 2
    north = _seat_name(Seat.N, lang)
    if Seat.N in layout.counts:
        north += " · " + layout.counts[Seat.N]
    canvas.centred(row, centre, north)
    if layout.north_row:
        row += 1
        _inline(canvas, row, centre, layout.north_cards, layout.trump, lang)
    row += 1
    _slot(canvas, layout, Seat.N, row, centre, lang)
    middle = row + 3
    if not two:
        for seat, col in ((Seat.W, centre - SIDE_OFFSET), (Seat.E, centre + SIDE_OFFSET)):
            _slot(canvas, layout, seat, middle, col, lang)
        west = _seat_name(Seat.W, lang) + " · " + layout.counts.get(Seat.W, "")
        east = _seat_name(Seat.E, lang) + " · " + layout.counts.get(Seat.E, "")
        canvas.text(middle + 1, 1, west)
        canvas.text(middle + 1, width - 1 - len(east), east)
    else:
        canvas.centred(middle + 1, centre, layout.talon)
    note_row = middle + 3
    canvas.centred(note_row, centre, layout.note)
    _slot(canvas, layout, Seat.S, note_row + 1, centre, lang)
    below = note_row + 4
    canvas.text(below, 0, "─" * width, RULE)
    _hand(canvas, below + 1, centre, layout, lang)
    return canvas.rows()


def _status_line(layout: _Layout, width: int) -> str:
    """The status line as written from column 1 of ``width``: with the seed last where it
    fits in ``width - 2``, else without it, in its shorter words where it is still too
    wide, and what still is cut."""
    room = width - 2
    status = " · ".join(layout.status)
    if layout.seed and len(status) + 3 + len(layout.seed) <= room:
        return f"{status} · {layout.seed}"
    if len(status) > room:
        status = " · ".join(layout.short.get(i, part) for i, part in enumerate(layout.status))
    return status[:room]


def _inline(canvas: Canvas, row: int, centre: int, cards: Sequence[int], trump: int | None,
            lang: str) -> None:
    """Face-up cards on one row: ``A♠* 10♠* K♥``."""
    names = [card_symbol(c, lang) + ("*" if trump is not None and c >> 3 == trump else "")
             for c in cards]
    col = centre - len(" ".join(names)) // 2
    for c, name in zip(cards, names, strict=True):
        is_trump = name.endswith("*")
        canvas.text(row, col, name[:-1] if is_trump else name, _suit_style(c))
        if is_trump:
            canvas.text(row, col + len(name) - 1, "*", TRUMP)
        col += len(name) + 1


def _slot(canvas: Canvas, layout: _Layout, seat: Seat, row: int, centre: int,
          lang: str) -> None:
    """A seat's place on the table: its card in the trick, an empty slot, or a text (a
    bid) in the slot's middle row."""
    text = layout.slot_texts.get(seat)
    if text is not None:
        canvas.centred(row + 1, centre, text)
        return
    c = layout.slots.get(seat)
    draw_card(canvas, row, centre - CARD_WIDTH // 2, c, lang, trump=layout.trump,
              dim=layout.dim_slots and c is not None,
              win=layout.winner is seat and not layout.dim_slots)


def _hand(canvas: Canvas, row: int, centre: int, layout: _Layout, lang: str) -> None:
    """The user's hand: a box a card, the number to type under each card that may be
    played."""
    cards = layout.hand
    step = CARD_WIDTH + 1
    col = centre - (len(cards) * step - 1) // 2
    for c in cards:
        number = layout.legal.index(c) + 1 if c in layout.legal else None
        playing = bool(layout.legal)
        draw_card(canvas, row, col, c, lang, trump=layout.trump,
                  dim=playing and number is None)
        if number is not None:
            canvas.centred(row + 3, col + CARD_WIDTH // 2, str(number), STATUS)
        col += step


def _last_trick(layout: _Layout, trick: Trick, seats: Sequence[Seat], fresh: bool,
                lang: str) -> None:
    """The trick just finished in the slots: its winner marked when ``fresh``, else
    dimmed under a line that says who won it."""
    layout.slots = dict(zip(seats, trick.cards, strict=True))
    layout.winner = trick.winner
    layout.dim_slots = not fresh
    key = "screen_wins" if fresh else "screen_last"
    layout.note = say(key, lang, seat=seat_letter(trick.winner, lang), points=trick.points)


def _four(session: Session, fresh: bool, auction_over: bool = False) -> _Layout:
    """The table of a deal of four players: classic, coinche, the discovery deal."""
    lang = session.lang
    layout = _Layout()
    game = session.game
    assert game is not None
    state = game.state
    if state is None or auction_over:  # the taking, or the coinche auction
        auction, coinche = game.auction, game.coinche_auction
        if coinche is not None:
            hands = game.hands
            assert hands is not None
            layout.hand = sorted_cards(hands[USER])
            layout.status.append(say("screen_auction", lang))
            if coinche.last_bid is not None:
                bidder, best = coinche.last_bid
                doubled = {1: "", 2: say("screen_coinched", lang),
                           4: say("screen_surcoinched", lang)}[coinche.multiplier]
                layout.status.append(say("screen_best_bid", lang, bid=name_of(best, lang),
                                         seat=seat_letter(bidder, lang)) + doubled)
            for seat, call in coinche.calls:
                layout.slot_texts[seat] = name_of(call, lang)
            n = 8
        else:
            deal = game.deal_
            assert deal is not None and auction is not None
            layout.hand = sorted_cards(deal.hands[USER])
            layout.status.append(say("screen_bidding", lang, card=deal.retourne))
            layout.note = say("retourne", lang, card=card_symbol(deal.retourne, lang))
            for bid in auction.bids:
                layout.slot_texts[bid.seat] = name_of(bid, lang)
            n = 5
        layout.counts = {seat: _count(n, lang) for seat in (Seat.N, Seat.E, Seat.W)}
        return layout
    trump = state.trump
    layout.trump = trump
    if game.contract is not None:
        layout.status.append(name_of(game.contract, lang))
    elif trump >= NO_TRUMP:
        layout.status.append(CONTRACT_SAID[trump])
    else:
        layout.status.append(say("screen_trump", lang, suit=trump))
    if game.contract is None:
        layout.status.append(say("screen_no_taker", lang) if game.taker is None
                             else say("screen_taker", lang, seat=seat_letter(game.taker, lang)))
    ns, ew = _points(state.points[Team.NS], lang), _points(state.points[Team.EW], lang)
    layout.short[len(layout.status)] = say("screen_totals_short", lang, ns=ns, ew=ew)
    layout.status.append(say("screen_totals", lang, ns=ns, ew=ew))
    layout.status.append(say("screen_trick", lang, n=min(state.trick_number, 8), of=8))
    layout.counts = {seat: _count(state.hands[seat].bit_count(), lang)
                     for seat in (Seat.N, Seat.E, Seat.W)}
    if state.trick:
        layout.slots = dict(zip(state.trick_seats(), state.trick, strict=True))
    elif state.tricks:
        last = state.tricks[-1]
        seats = [last.seat_of(i, session.rules.clockwise) for i in range(4)]
        _last_trick(layout, last, seats, fresh, lang)
    layout.hand = sorted_cards(state.hands[USER], trump)
    # Numbers under the cards only when a card is asked: at a yes or no question (say
    # belote? announce?), typing 1 answers it.
    layout.legal = session._legal_cards() if session.phase is Phase.CARD else []
    return layout


def _two(session: DeuxSession, fresh: bool) -> _Layout:
    """The table of a deal of two players: belote à deux, belote découverte."""
    lang = session.lang
    layout = _Layout()
    game = session.game
    assert game is not None
    trump = game.trump
    layout.trump = trump
    open_ = isinstance(game, DecouverteGame)
    if trump is None:
        assert game.retourne is not None
        layout.status.append(say("screen_bidding", lang, card=game.retourne))
        for bid in game.bid_list:
            layout.slot_texts[bid.seat] = name_of(bid, lang)
    else:
        layout.status.append(say("screen_trump", lang, suit=trump))
        layout.status.append(say("screen_no_taker", lang) if game.taker is None
                             else say("screen_taker", lang, seat=seat_letter(game.taker, lang)))
    points = [0, 0]
    for t in game.played:
        points[PLAYERS.index(t.winner)] += t.points
    # Belote découverte: how many of the user's cards lie face down, by the user's points.
    down = game.face_down(USER).bit_count() if isinstance(game, DecouverteGame) else 0
    mine, north = _points(points[0], lang), _points(points[1], lang)
    if trump is None:  # the taking: no trick points yet, the user's face-down cards
        if down:
            layout.status.append(say("screen_down_you", lang, down=_down(down, lang)))
    elif down:
        layout.status.append(say("screen_totals_two_down", lang, s=mine, n_=north,
                                 down=_down(down, lang)))
    else:
        layout.status.append(say("screen_totals_two", lang, s=mine, n_=north))
    if trump is not None:
        layout.status.append(say("screen_trick", lang, n=min(len(game.played) + 1, 16), of=16))
    bot = game.hand(Seat.N)
    if open_:
        assert isinstance(game, DecouverteGame)
        layout.north_cards = sorted_cards(bot, trump)
        layout.north_row = True
        # As the user's by the user's points: said while a card lies face down, and no
        # more once none does (North's face-up cards, in their row, are all it holds).
        north_down = game.face_down(Seat.N).bit_count()
        if north_down:
            layout.counts[Seat.N] = _down(north_down, lang)
    else:
        layout.counts[Seat.N] = _count(bot.bit_count(), lang)
        if game.talon_size and game.bottom is not None:
            layout.talon = say("screen_talon", lang, n=game.talon_size,
                               card=card_symbol(game.bottom, lang))
        elif trump is not None:
            layout.talon = say("screen_talon_empty", lang)
        if trump is None and game.retourne is not None:
            layout.talon = say("retourne", lang, card=card_symbol(game.retourne, lang))
    if game.trick:
        leader = game.talon_state.leader if game.talon_state is not None else USER
        layout.slots = dict(zip((leader, leader.partner), game.trick, strict=False))
    elif game.played:
        last = game.played[-1]
        _last_trick(layout, last, (last.leader, last.leader.partner), fresh, lang)
    layout.hand = sorted_cards(game.hand(USER), trump)
    layout.legal = session._legal_cards()
    return layout


def plain(rows: Sequence[Row]) -> list[str]:
    """The rows' text alone."""
    return ["".join(text for text, _ in row) for row in rows]


__all__ = ["MIN_HEIGHT", "MIN_WIDTH", "Row", "plain", "table_rows"]
