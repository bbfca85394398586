"""The double-dummy search, in pure Python: the reference of the native core.

``belote_cli/bots/_search.c`` is the same algorithm in C, compiled at install (``pip
install .`` and the editable install both build it); this module runs where it could not
be built, and tests pin the two together (the same values on thousands of positions of
every contract kind, rule option and variant). ``solver.Solver`` picks the native core
when it is there.

The search knows no rule of its own. A ``Core`` is given the tables of one contract, as
``solver.contract_tables`` makes them from the rule book's:

- ``points[card]``: the card's points (SA and TA scaled or raw), 0 to 1000 each, and at
  most 32,000 for the 32 cards and ``dix_de_der`` together;
- ``beats[card]``: the mask of the cards that take a trick from ``card`` when it wins the
  trick so far (``rules.BEATS``);
- ``legal``: the obligations of play, three masks per situation (``rules.LEGAL_MASKS``,
  768 ints: ``legal[3 * key + i]`` with ``key = best << 3 | led << 1 | partner``);
- ``strength[card]``: the order of the cards within a suit;
- ``seats``: the seats that play, in the order of play (four, or the two of belote à
  deux and belote découverte); ``teams[seat]``: 0 for the team whose points the search
  counts, 1 for the other;
- ``under[card]``: belote découverte's layout, the card lying face down under a face-up
  one (or -1): only the cards with nothing over them may be played.

A position is the cards still held (``live``, a 32-bit mask: cards never change hands, so
a seat's hand is ``live & own[seat]``), the trick on the table and the seat to play. The
search:

- searches by fail-soft alpha-beta, card by card, and in a window wider than one point as
  principal variation search (a null window for each card after the first, the whole
  window again only for a card better than the best so far); the exact value of a
  position (``_exact``) comes from one search with the window open over all the points
  left, or, from a guess (the best card so far when every card is valued), from a
  null-window probe there ("as good as the best?") and then windows of ten points, each
  from the bound the last search returned;
- keeps, at each trick boundary, a lower and an upper bound of team 0's points and the
  best lead, keyed by the live cards and the leader (the transposition table);
- searches one card of each set of equivalent ones: cards of one suit in one hand that
  touch in the suit's order (no card of another hand, nor on the table, between them) and
  have the same points;
- orders the cards: at the lead the table's best lead, then the last two leads that
  caused a cut-off with as many tricks left and the same leader (killers), then the
  masters of their suit (most points first), then the others (cheapest first); a
  follower tries first the card that last caused a cut-off in the same place, with as
  many tricks left, the same card winning the trick so far (by the same seat) and the
  same suit led, then: on a partner's winning card, points when last to play and cheap
  cards otherwise; against an opponent's, the cards that win (the most points when last,
  the cheapest otherwise), then the cheapest that lose;
- values every card (``solve``) in the order of ``by_suit``: the first card of that
  order, then the others of its suit, then the other suits, weakest first;
- stops at once where the window is out of reach (nothing needed, or more than is left),
  and counts the last trick without searching it.
"""

from __future__ import annotations

from collections.abc import Sequence

_MAX_POINTS = 1000
#: The points of the 32 cards and the dix de der together at most: every value the search
#: handles stays below its "nothing yet" mark of 32,767 (and the native core's int16).
_MAX_TOTAL = 32000
_MASK32 = 0xFFFFFFFF
#: The width, in points, of the windows that value a card after its first probe.
_STEP_WINDOW = 10


def _ints(values: Sequence[int], what: str, n: int, low: int, high: int) -> list[int]:
    out = list(values)
    if len(out) != n:
        raise ValueError(f"{what}: {n} values expected, not {len(out)}")
    for v in out:
        if not isinstance(v, int):
            raise TypeError(f"{what}: integers expected")
        if not low <= v <= high:
            raise ValueError(f"{what}: {v} is outside {low}-{high}")
    return out


class _Trick:
    """The trick on the table: how many cards, who led what, who wins it with which card,
    its points and its cards as a mask."""

    __slots__ = ("n", "leader", "lead", "led", "best", "bestseat", "pts", "table")

    def __init__(self, leader: int) -> None:
        self.n = 0
        self.leader = leader
        self.lead = -1
        self.led = 0
        self.best = -1
        self.bestseat = leader
        self.pts = 0
        self.table = 0

    def copy(self) -> _Trick:
        u = _Trick(self.leader)
        u.n, u.lead, u.led, u.best = self.n, self.lead, self.led, self.best
        u.bestseat, u.pts, u.table = self.bestseat, self.pts, self.table
        return u


class Core:
    """The double-dummy search of one contract (see the module's text): ``solve`` answers
    positions of one deal, keeping its tables while every card stays with its seat."""

    def __init__(self, points: Sequence[int], beats: Sequence[int], legal: Sequence[int],
                 strength: Sequence[int], seats: Sequence[int], teams: Sequence[int],
                 dix_de_der: int = 10, equivalence: bool = True,
                 under: Sequence[int] | None = None, transposition: bool = True) -> None:
        if not 0 <= dix_de_der <= _MAX_POINTS:
            raise ValueError("dix_de_der: outside 0-1000")
        self.points = _ints(points, "points", 32, 0, _MAX_POINTS)
        if sum(self.points) + dix_de_der > _MAX_TOTAL:
            raise ValueError("points: more than 32000 in all, with the dix de der")
        self.beats = _ints(beats, "beats", 32, 0, _MASK32)
        flat = _ints(legal, "legal", 768, 0, _MASK32)
        self.legal = [tuple(flat[3 * k:3 * k + 3]) for k in range(256)]
        self.strength = _ints(strength, "strength", 32, 0, 255)
        if len(seats) not in (2, 4):
            raise ValueError("seats: 2 or 4 seats")
        order = _ints(seats, "seats", len(seats), 0, 3)
        if len(set(order)) != len(order):
            raise ValueError("seats: a seat named twice")
        self.nseats = len(order)
        self.playing = [s in order for s in range(4)]
        self.next = list(range(4))
        for i, s in enumerate(order):
            self.next[s] = order[(i + 1) % len(order)]
        self.team = _ints(teams, "teams", 4, 0, 1)
        self.dix = dix_de_der
        self.equivalence = bool(equivalence)
        self.transposition = bool(transposition)
        self.under = [-1] * 32
        self.covers = 0
        if under is not None:
            covered = 0
            for c, d in enumerate(_ints(under, "under", 32, -1, 31)):
                if d < 0:
                    continue
                if d == c or covered >> d & 1:
                    raise ValueError("under: not a layout of piles")
                covered |= 1 << d
                self.under[c] = d
                self.covers |= 1 << c
            if covered & self.covers:
                raise ValueError("under: piles of more than two cards")
            self.equivalence = False  # cards of one suit differ by what lies under them
        # Each suit's cards by strength, weakest first (ties by rank).
        self.by_strength = [sorted(range(8 * s, 8 * s + 8), key=self.strength.__getitem__)
                            for s in range(4)]
        self.lkill = [[[-1, -1] for _ in range(4)] for _ in range(17)]
        # Killer follows by place, tricks left, the seat winning the trick so far, and its
        # card with the suit led (``best << 2 | led``).
        self.fkill = [[[[-1] * 128 for _ in range(4)] for _ in range(17)] for _ in range(3)]
        self.own = [0, 0, 0, 0]
        self.table: dict[int, tuple[int, int, int]] = {}
        self._candidates: dict[int, list[tuple[int, int]]] = {}
        self.nodes = 0

    # --- the rules, from the tables ---------------------------------------------------
    def available(self, seat: int, live: int) -> int:
        """The cards ``seat`` may play from: those it holds with no card over them."""
        hand = live & self.own[seat]
        cov = live & self.covers
        while cov:
            x = (cov & -cov).bit_length() - 1
            cov &= cov - 1
            hand &= ~(1 << self.under[x])
        return hand

    def legal_of(self, hand: int, t: _Trick, seat: int) -> int:
        """The obligations of play (``rules.legal_plays``) read from the tables."""
        if t.n == 0:
            return hand
        partner = int(self.nseats == 4 and self.team[t.bestseat] == self.team[seat])
        a, b, c = self.legal[t.best << 3 | t.led << 1 | partner]
        return hand & a or hand & b or hand & c or hand

    def candidates(self, legal: int, others: int) -> list[tuple[int, int]]:
        """The legal cards worth searching, each with the mask of the cards it stands for
        (itself and the equivalent weaker ones): ``others`` are the cards that separate
        two cards of a suit (live or on the table, not legal here). Only the separating
        cards of the legal cards' suits count: the answer is kept by those (a list the
        caller must not change)."""
        suits = 0
        for s in range(4):
            if legal >> (8 * s) & 0xFF:
                suits |= 0xFF << (8 * s)
        key = legal | (others & suits) << 32
        known = self._candidates.get(key)
        if known is None:
            known = self._candidates[key] = self._find_candidates(legal, others)
        return known

    def _find_candidates(self, legal: int, others: int) -> list[tuple[int, int]]:
        out: list[tuple[int, int]] = []
        if not self.equivalence:
            while legal:
                low = legal & -legal
                out.append((low.bit_length() - 1, low))
                legal ^= low
            return out
        points = self.points
        for s in range(4):
            if not (legal >> (8 * s)) & 0xFF:
                continue
            last = -1
            for x in reversed(self.by_strength[s]):
                if legal >> x & 1:
                    if last >= 0 and points[x] == points[last]:
                        c, group = out[-1]
                        out[-1] = (c, group | 1 << x)
                    else:
                        out.append((x, 1 << x))
                        last = x
                elif others >> x & 1:
                    last = -1
        return out

    def is_master(self, x: int, live: int) -> bool:
        """Whether ``x`` is the strongest card of its suit still live."""
        for y in reversed(self.by_strength[x >> 3]):
            if y == x:
                return True
            if live >> y & 1:
                return False
        return True  # pragma: no cover - x is in its suit's row

    def order(self, cands: list[int], t: _Trick, seat: int, live: int, hint: int,
              tleft: int) -> list[int]:
        """The candidates, best first (see the module's text)."""
        points, strength = self.points, self.strength
        scored: list[tuple[int, int]] = []
        for i, x in enumerate(cands):
            cheap = points[x] * 32 + strength[x]
            if t.n == 0:
                v = 20000 + cheap if self.is_master(x, live) else 10000 - cheap
                kills = self.lkill[tleft][seat]
                if x == kills[1]:
                    v += 30000
                if x == kills[0]:
                    v += 40000
            else:
                last = t.n == self.nseats - 1
                if self.nseats == 4 and self.team[t.bestseat] == self.team[seat]:
                    v = cheap if last else -cheap
                elif self.beats[t.best] >> x & 1:
                    v = 20000 + cheap if last else 20000 - cheap
                else:
                    v = -cheap
                if x == self.fkill[t.n - 1][tleft][t.bestseat][t.best << 2 | t.led]:
                    v += 50000
            if x == hint:
                v += 100000
            scored.append((-v, i))
        scored.sort()  # a stable order: equal scores keep the candidates' order
        return [cands[i] for _, i in scored]

    def by_suit(self, cands: list[int]) -> list[int]:
        """The order in which every card is valued: the first of ``cands`` (the likely
        best, whose value bounds the others' first probes), then the other cards of its
        suit, then each other suit in turn, weakest card first: the cards of one suit lead
        to the same positions a trick or two later, still in the table."""
        if not cands:
            return cands
        first = cands[0] >> 3
        rest = sorted(cands[1:], key=lambda x: ((x >> 3 != first) * (1 + (x >> 3)),
                                                self.strength[x]))
        return cands[:1] + rest

    def add_card(self, u: _Trick, x: int, seat: int) -> None:
        """Put card ``x`` of ``seat`` on the trick."""
        if u.n == 0:
            u.lead, u.led, u.best, u.bestseat = x, x >> 3, x, seat
        elif self.beats[u.best] >> x & 1:
            u.best, u.bestseat = x, seat
        u.pts += self.points[x]
        u.n += 1
        u.table |= 1 << x

    # --- the search -------------------------------------------------------------------
    def node(self, live: int, seat: int, t: _Trick, alpha: int, beta: int, rem: int,
             hint: int = -1) -> tuple[int, int]:
        """Card ``t.n`` of a trick, played by ``seat``: fail-soft alpha-beta on team 0's
        points; the value and the card that gave it. In a window wider than one point, as
        principal variation search: the first card with the whole window, each other card
        first with a null window at the bound of the side to play ("better than the best
        so far?"), and again with the window only when it is."""
        hand = self.available(seat, live)
        legal = self.legal_of(hand, t, seat)
        cands = [c for c, _ in self.candidates(legal, (live | t.table) & ~legal)]
        tleft = min(16, (live | t.table).bit_count() // self.nseats)
        cands = self.order(cands, t, seat, live, hint, tleft)
        maximise = self.team[seat] == 0
        best = -1 if maximise else 32767
        top = -1
        nxt = self.next[seat]
        scout = beta - alpha > 1
        for i, x in enumerate(cands):
            u = t.copy()
            self.nodes += 1
            self.add_card(u, x, seat)
            rest = live & ~(1 << x)
            if i == 0 or not scout:
                v = self.after(rest, nxt, u, alpha, beta, rem)
            elif maximise:
                v = self.after(rest, nxt, u, alpha, alpha + 1, rem)
                if alpha < v < beta:
                    v = self.after(rest, nxt, u, v - 1, beta, rem)
            else:
                v = self.after(rest, nxt, u, beta - 1, beta, rem)
                if alpha < v < beta:
                    v = self.after(rest, nxt, u, alpha, v + 1, rem)
            if v > best if maximise else v < best:
                best = v
                top = x
                if v > alpha if maximise else v < beta:
                    if maximise:
                        alpha = v
                    else:
                        beta = v
                    if alpha >= beta:
                        if t.n == 0:
                            kills = self.lkill[tleft][seat]
                            if kills[0] != x:
                                kills[1] = kills[0]
                                kills[0] = x
                        else:
                            self.fkill[t.n - 1][tleft][t.bestseat][t.best << 2 | t.led] = x
                        break
        return best, top

    def after(self, live: int, seat: int, t: _Trick, alpha: int, beta: int, rem: int) -> int:
        """Team 0's points from a position whose trick may be complete."""
        if t.n < self.nseats:
            if t.n == 0:
                return self.boundary(live, seat, alpha, beta, rem)
            return self.node(live, seat, t, alpha, beta, rem)[0]
        w = t.bestseat
        gained = t.pts + (0 if live else self.dix)
        if not live:
            return gained if self.team[w] == 0 else 0
        if self.team[w] == 0:
            return gained + self.boundary(live, w, alpha - gained, beta - gained, rem - gained)
        return self.boundary(live, w, alpha, beta, rem - gained)

    def last_trick(self, live: int, leader: int, rem: int) -> int:
        """The last trick: one card each, nothing to choose."""
        s = leader
        best = -1
        bestseat = leader
        for _ in range(self.nseats):
            h = live & self.own[s]
            if h:
                x = (h & -h).bit_length() - 1
                if best < 0 or self.beats[best] >> x & 1:
                    best, bestseat = x, s
            s = self.next[s]
        self.nodes += self.nseats
        return rem if self.team[bestseat] == 0 else 0

    def boundary(self, live: int, leader: int, alpha: int, beta: int, rem: int) -> int:
        """Team 0's points from a trick boundary, ``leader`` to lead (fail-soft)."""
        if beta <= 0:
            return 0
        if alpha >= rem:
            return rem
        if live.bit_count() <= self.nseats:
            return self.last_trick(live, leader, rem)
        if not self.transposition:
            return self.node(live, leader, _Trick(leader), alpha, beta, rem)[0]
        key = live | leader << 32
        lo, hi, hint = self.table.get(key, (0, rem, -1))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if lo == hi:
            return lo
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        t = _Trick(leader)
        v, top = self.node(live, leader, t, a, b, rem, hint)
        if v < b and v < hi:
            hi = v
        if v > a and v > lo:
            lo = v
        self.table[key] = (lo, hi, top)
        return v

    def _exact(self, live: int, seat: int, t: _Trick, rem: int, guess: int) -> int:
        """Exact points of team 0. Without a guess (-1): one search with the window open
        over all the points left. From a guess (the best card so far, when every card is
        valued): a null-window probe there ("as good as the best?"), then searches with a
        window of ``_STEP_WINDOW`` points, below the probe if it failed and above it if it
        held, each from the bound the last one returned, until one ends inside its window
        (the core's ``exact``)."""
        if guess < 0:
            return self.after(live, seat, t, -1, rem + 1, rem)
        if rem == 0:
            return 0
        lower, upper = 0, rem
        beta = max(1, min(guess, rem))
        g = self.after(live, seat, t, beta - 1, beta, rem)
        down = g < beta
        if down:
            upper = g
        else:
            lower = g
        while lower < upper:
            a = max(lower, upper - _STEP_WINDOW) if down else lower
            b = upper if down else min(upper, lower + _STEP_WINDOW)
            g = self.after(live, seat, t, a - 1, b + 1, rem)
            if g < a:
                upper = g
            elif g > b:
                lower = g
            else:
                return g
        return lower

    def solve(self, hands: Sequence[int], leader: int, trick: Sequence[int],
              all_cards: bool = True) -> tuple[int, list[tuple[int, int]], int]:
        """Team 0's points from the position with perfect play; with ``all_cards``, the
        pairs (card, team 0's points) for every legal card of the seat to play; and the
        nodes searched. ``hands``: the cards each seat (0–3) still holds."""
        held = _ints(hands, "hands", 4, 0, _MASK32)
        if not isinstance(leader, int) or not 0 <= leader <= 3 or not self.playing[leader]:
            raise ValueError("leader: not a seat that plays")
        if len(trick) >= self.nseats:
            raise ValueError("trick: too many cards")
        cards = _ints(trick, "trick", len(trick), 0, 31)
        seen = 0
        for s, h in enumerate(held):
            if h & seen:
                raise ValueError("hands: a card is in two hands")
            if h and not self.playing[s]:
                raise ValueError("hands: cards for a seat that does not play")
            seen |= h
        live = seen
        t = _Trick(leader)
        seat = leader
        for x in cards:
            if (live | t.table) >> x & 1:
                raise ValueError("trick: a card held or played twice")
            self.add_card(t, x, seat)
            seat = self.next[seat]
        base = held[seat].bit_count()
        s = leader
        for i in range(self.nseats):
            if held[s].bit_count() != base - (1 if i < len(cards) else 0):
                raise ValueError("hands: sizes do not fit the trick")
            s = self.next[s]
        if base == 0:
            raise ValueError("hands: no card left to play")
        # The owners: the tables stay valid while every card stays with its seat.
        for i in range(4):
            others = 0
            for j in range(4):
                if j != i:
                    others |= self.own[j]
            if held[i] & others:
                self.own = [0, 0, 0, 0]
                self.table = {}
                break
        for i in range(4):
            self.own[i] |= held[i]
        rem = t.pts + self.dix + sum(self.points[c] for c in range(32) if live >> c & 1)
        self.nodes = 0
        values: list[tuple[int, int]] = []
        if not all_cards:
            return self._exact(live, seat, t, rem, -1), values, self.nodes
        best_mover = -1
        mover_team = self.team[seat]
        legal = self.legal_of(self.available(seat, live), t, seat)
        pairs = self.candidates(legal, (live | t.table) & ~legal)
        groups = dict(pairs)
        cands = self.by_suit(self.order([c for c, _ in pairs], t, seat, live, -1, 0))
        for x in cands:
            guess = -1
            if best_mover >= 0:
                guess = best_mover if mover_team == 0 else rem - best_mover
            u = t.copy()
            self.add_card(u, x, seat)
            value = self._exact(live & ~(1 << x), self.next[seat], u, rem, guess)
            mover = value if mover_team == 0 else rem - value
            best_mover = max(best_mover, mover)
            g = groups[x]
            while g:
                low = g & -g
                values.append((low.bit_length() - 1, value))
                g ^= low
        v = best_mover if mover_team == 0 else rem - best_mover
        return v, values, self.nodes
