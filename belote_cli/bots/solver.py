"""Double-dummy solver (*donne à cartes ouvertes*): perfect play with the four hands known.

Given the four hands, trump, the cards already on the table and who led them, the solver
finds the exact number of card points (dix de der included) each team takes from there
when all four players play perfectly, and the value of each legal card of the player to
move.

The search works on the engine's bitmasks:

- null-window alpha-beta searches ("can the team to move take at least ``target`` points
  from here?", fail-soft), combined into an exact value by bisection over the points
  still in play; when valuing each legal card, the probes for the next card start from
  the best value found so far and step away from it (2, 4, 8… points) until the value is
  bracketed, then bisect;
- a transposition table keyed at trick boundaries by the cards still held and the leader,
  storing a lower and an upper bound of the points the searching team takes from there;
- move ordering: at a trick boundary the lead that caused a cut-off there on an earlier
  visit, then the last two leads that caused one at any boundary with as many cards left
  and the same leader (killer leads), then the masters of their suit (highest points
  first), then the other cards, cheapest first. Each follower tries first the card that
  last caused a cut-off after the same lead with as many cards left, then its cards
  ordered by the state of the trick (cheap cards when losing, points on a partner's
  winning card, the cheapest winning card when the trick can be won);
- equivalent cards searched once: cards of one suit in one hand that touch in the suit's
  order (cards gone in finished tricks count as touching gaps) and have the same points.
  Since card points rise with the order in every suit, only the zero-point cards (9 8 7 of
  a plain suit, 8 7 of trump) can be equivalent;
- cut-offs from the points still in play: a team needing more than what is left fails at
  once, a team needing nothing succeeds at once;
- the endings of two tricks solved exactly, in plain loops (alpha-beta on a full window),
  once per position;
- each trick searched in one call, its four cards in nested loops, the cards worth trying
  for each follower memoised on the hand and the state of the trick.

The rules used are the play obligations of ``rules.legal_plays`` (direction of play,
``undertrump``), inlined in the search for speed; tests check both agree.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from .. import reprs
from ..cards import DIX_DE_DER, POINTS, STRENGTH, SUIT_MASKS, TRUMP_ABOVE, bits
from ..errors import RuleError
from ..pickling import by_fields
from ..rules import RuleSet, legal_plays, trick_winner
from ..seats import Seat, Team

# Zero-point cards of one suit, as 8-bit patterns of natural ranks (7 = bit 0, 8 = 1, 9 = 2).
_PLAIN_ZERO = 0b111
_TRUMP_ZERO = 0b011


@dataclasses.dataclass(frozen=True, slots=True)
class Solution:
    """The double-dummy result of a position.

    ``points[team]``: points each team takes from the position on (the cards already on the
    table and the dix de der included) with perfect play. ``values[card]``: for each legal
    card of the player to move, the points the mover's team takes from here if that card
    is played and all play perfectly afterwards. ``best``: the cards of highest value.
    """

    points: tuple[int, int]
    values: dict[int, int]
    best: tuple[int, ...]
    team: Team  # the team of the player to move, whose points ``values`` counts

    def __repr__(self) -> str:
        # Written out here, not by ``reprs.of``: this module is compiled by mypyc.
        values = ", ".join(f"{reprs.card(c)}: {v}" for c, v in self.values.items())
        return reprs.fields("Solution", (
            ("points", repr(self.points)), ("values", "{" + values + "}"),
            ("best", reprs.show(self.best, reprs.CARDS)), ("team", self.team.name)))

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)  # pickled by its constructor, in either build


_TABLES: dict[tuple[int, bool], tuple[list[list[list[int]]], list[list[int]], list[list[int]]]]
_TABLES = {}


def _tables(trump: int, equivalence: bool) -> tuple[
        list[list[list[int]]], list[list[int]], list[list[int]]]:
    """The search's lookup tables for one trump, built once (shared, never changed).

    ``order[suit][pattern]``: the cards of an 8-bit pattern of the suit, strongest first,
    the zero-point duplicates merged when ``equivalence``. ``top[suit][live pattern]``: the
    strongest live card of the suit (its *maître*). ``contest[led][card]``: the card's
    strength if it can win a trick led in ``led`` (a card of that suit or a trump), else -1.
    """
    cached = _TABLES.get((trump, equivalence))
    if cached is not None:
        return cached
    strength = STRENGTH[trump]
    order: list[list[list[int]]] = []
    for s in range(4):
        zero = _TRUMP_ZERO if s == trump else _PLAIN_ZERO
        per_pattern: list[list[int]] = []
        for pattern in range(256):
            cards = [s * 8 + r for r in range(8) if pattern >> r & 1]
            cards.sort(key=lambda c: -strength[c])
            if equivalence:
                kept: list[int] = []
                low_kept = False
                for c in cards:
                    if (zero >> (c & 7)) & 1:
                        if low_kept:
                            continue
                        low_kept = True
                    kept.append(c)
                cards = kept
            per_pattern.append(cards)
        order.append(per_pattern)
    top: list[list[int]] = []
    for s in range(4):
        row = [-1]
        for pattern in range(1, 256):
            cards = [s * 8 + r for r in range(8) if pattern >> r & 1]
            row.append(max(cards, key=lambda c: strength[c]))
        top.append(row)
    contest = [[strength[c] if (c >> 3) in (led, trump) else -1 for c in range(32)]
               for led in range(4)]
    _TABLES[(trump, equivalence)] = (order, top, contest)
    return order, top, contest


class _Search:
    """One search tree. Cards never change hands, so the cards still held (``live``) name a
    position: the hand of a seat is ``live & own[seat]``."""

    def __init__(self, own: list[int], trump: int, clockwise: bool,
                 undertrump_required: bool, team: int, transposition: bool = True,
                 equivalence: bool = True, exact_below: int = 2) -> None:
        self.own = own  # the cards each seat holds or held (grows, never changes owner)
        self.trump = trump
        self.team = team
        self.nxt = (1, 2, 3, 0) if clockwise else (3, 0, 1, 2)
        self.undertrump = undertrump_required
        self.transposition = transposition
        self.equivalence = equivalence
        self.lower: dict[int, int] = {}
        self.upper: dict[int, int] = {}
        self.killer: dict[int, int] = {}
        # The last two killer leads by (cards left, leader), ``kills[slot]`` and
        # ``kills[slot + 36]`` with ``slot = cards left | leader`` (cards left: 4 to 32).
        self.kills = [-1] * 72
        # The last follower's card that caused a cut-off, for each of the three followers,
        # by (cards left, leader, card led): ``fkill1[slot << 5 | lead]`` etc.
        self.fkill1 = [-1] * 1152
        self.fkill2 = [-1] * 1152
        self.fkill3 = [-1] * 1152
        self.exact: dict[int, int] = {}
        self.exact_below = exact_below
        self.exact_cards = 4 * exact_below  # cards held in the endings solved exactly
        self.nodes = 0
        self.points = POINTS[trump]
        self.neg_points = [-p for p in self.points]
        self.orders: dict[int, list[int]] = {}
        self.leads: dict[int, list[int]] = {}
        self.last: dict[int, int] = {}
        self.trump_mask = SUIT_MASKS[trump]
        self.order_high, self.top, self.contest = _tables(trump, equivalence)

    # --- candidates ------------------------------------------------------------------
    def candidates(self, legal: int, live: int) -> list[int]:
        """The legal cards worth searching, highest first within each suit (a new list).

        With 9 and 7 of a plain suit in hand and its 8 still ``live`` (held by a player or
        on the table) the 9 and the 7 are not equivalent; both are kept.
        """
        order = self.order_high
        trump = self.trump
        out: list[int] = []
        for s in range(4):
            pattern = (legal >> (8 * s)) & 0xFF
            if not pattern:
                continue
            if pattern == legal >> (8 * s):
                if not out:
                    out = order[s][pattern][:]
                else:
                    out.extend(order[s][pattern])
                last = True
            else:
                out.extend(order[s][pattern])
                last = False
            if (pattern & 0b111 == 0b101 and s != trump and self.equivalence
                    and (live >> (8 * s + 1)) & 1):
                # 9 and 7 separated by a live 8: the 7 (lowest) is a card of its own.
                out.append(s * 8)
            if last:
                break
        return out

    # --- the null-window search ----------------------------------------------------
    # Each search answers "can ``self.team`` take at least ``target`` points?" and returns a
    # bound (fail-soft): a value ``v >= target`` is a lower bound of the true points, a
    # value ``v < target`` an upper bound.

    def at_boundary(self, leader: int, alpha: int, beta: int, rem: int, live: int) -> int:
        """Points of ``self.team`` out of the ``rem`` left, ``leader`` to lead, ``live``
        the cards still held.

        Fail-soft alpha-beta: exact inside ``(alpha, beta)``, else a bound on that side.
        """
        if beta <= 0:
            return 0
        if alpha >= rem:
            return rem
        key = live | (leader << 32)
        n = live.bit_count()
        if n == 4:
            # Last trick: one card each, nothing to choose.
            win = self.last.get(key)
            if win is None:
                win = self.last[key] = self.last_winner(live, leader)
            return rem if (win & 1) == self.team else 0
        if n <= self.exact_cards:
            # Short endings are solved exactly once and serve any window.
            v = self.exact.get(key)
            if v is None:
                if n == 8:
                    v = self.exact_two(leader, rem, live)
                else:
                    v = self.trick(leader, -1, rem + 1, rem, live)
                self.exact[key] = v
            return v
        lo = 0
        hi = rem
        if self.transposition:
            lo = self.lower.get(key, 0)
            if lo >= beta:
                return lo
            hi = self.upper.get(key, rem)
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        v = self.trick(leader, a, b, rem, live)
        if self.transposition:
            if v < b:
                self.upper[key] = v
            if v > a:
                self.lower[key] = v
        return v

    # --- exact values of short endings ----------------------------------------------
    def exact_two(self, s0: int, rem: int, live: int) -> int:
        """Exact points of ``self.team`` with two cards each, ``s0`` to lead: loops, no
        recursion (most leaves of a search are such endings), alpha-beta on a full
        window."""
        self.nodes += 1
        own = self.own
        nxt = self.nxt
        s1 = nxt[s0]
        s2 = nxt[s1]
        s3 = nxt[s2]
        h0 = live & own[s0]
        h1 = live & own[s1]
        h2 = live & own[s2]
        h3 = live & own[s3]
        pts = self.points
        contests = self.contest
        orders = self.orders
        cached = orders.get
        order_of = self.order_of
        last = self.last
        e = (live >> 1) & 0x01010101
        ctx = ((e | e >> 7 | e >> 14 | e >> 21) & 0xF) << 41
        side = s0 & 1
        # Values count the points of the leader's team.
        best0 = -1
        for c0 in (h0 & -h0, h0 & (h0 - 1)):
            m0 = live ^ c0
            c0 = c0.bit_length() - 1
            led = c0 >> 3
            contest = contests[led]
            bs0 = contest[c0]
            p0 = pts[c0]
            base = ctx | (led << 37)
            k = h1 | (c0 << 32) | base
            cands1 = cached(k)
            if cands1 is None:
                cands1 = orders[k] = order_of(h1, s1, 1, led, c0, s0, live)
            best1 = 999
            for c1 in cands1:
                x = contest[c1]
                if x > bs0:
                    bc1, bs1, w1 = c1, x, s1
                else:
                    bc1, bs1, w1 = c0, bs0, s0
                p1 = p0 + pts[c1]
                m1 = m0 ^ (1 << c1)
                k = h2 | (bc1 << 32) | base | ((w1 == s0) << 39)
                cands2 = cached(k)
                if cands2 is None:
                    cands2 = orders[k] = order_of(h2, s2, 2, led, bc1, w1, live)
                best2 = -1
                for c2 in cands2:
                    x = contest[c2]
                    if x > bs1:
                        bc2, bs2, w2 = c2, x, s2
                    else:
                        bc2, bs2, w2 = bc1, bs1, w1
                    p2 = p1 + pts[c2]
                    m2 = m1 ^ (1 << c2)
                    k = h3 | (bc2 << 32) | base | ((w2 == s1) << 39) | (1 << 40)
                    cands3 = cached(k)
                    if cands3 is None:
                        cands3 = orders[k] = order_of(h3, s3, 3, led, bc2, w2, live)
                    best3 = 999
                    a3 = best2 if best2 > best0 else best0
                    for c3 in cands3:
                        w = s3 if contest[c3] > bs2 else w2
                        lk = (m2 ^ (1 << c3)) | (w << 32)
                        w_last = last.get(lk)
                        if w_last is None:
                            w_last = last[lk] = self.last_winner(lk & 0xFFFFFFFF, w)
                        tp = p2 + pts[c3]
                        v = 0
                        if (w & 1) == side:
                            v = tp
                        if (w_last & 1) == side:
                            v += rem - tp
                        if v < best3:
                            best3 = v
                            if v <= a3:
                                break
                    if best3 > best2:
                        best2 = best3
                        if best3 >= best1:
                            break
                if best2 < best1:
                    best1 = best2
                    if best2 <= best0:
                        break
            if best1 > best0:
                best0 = best1
        return best0 if side == self.team else rem - best0

    def last_winner(self, cards: int, leader: int) -> int:
        """The seat winning the last trick, ``cards`` the four still held, ``leader`` to
        lead."""
        own = self.own
        seats = [leader]
        for _ in range(3):
            seats.append(self.nxt[seats[-1]])
        played = [(cards & own[s]).bit_length() - 1 for s in seats]
        return seats[trick_winner(played, self.trump)]

    # --- null-window search -----------------------------------------------------------
    def trick(self, s0: int, alpha: int, beta: int, rem: int, live: int) -> int:
        """A whole trick led by ``s0``, its four cards in nested loops (fail-soft).

        Inside, values and the window count the points of the leader's team (it maximises
        at the lead and the third card, the other team at the second and the fourth); the
        result is turned back into the points of ``self.team``.
        """
        own = self.own
        nxt = self.nxt
        s1 = nxt[s0]
        s2 = nxt[s1]
        s3 = nxt[s2]
        hand0 = live & own[s0]
        hand1 = live & own[s1]
        hand2 = live & own[s2]
        hand3 = live & own[s3]
        key = live | (s0 << 32)
        team = self.team
        flip = (s0 & 1) != team
        if flip:
            alpha, beta = rem - beta, rem - alpha
        pts = self.points
        contests = self.contest
        orders = self.orders
        cached = orders.get
        order_of = self.order_of
        e = (live >> 1) & 0x01010101
        ctx = ((e | e >> 7 | e >> 14 | e >> 21) & 0xF) << 41
        sub = self.at_boundary
        exact_get = self.exact.get
        short = live.bit_count() - 4 <= self.exact_cards
        cands0 = self.lead_order(hand0, live)
        # Killer leads: this position's, else the last two of the same trick and leader.
        slot = live.bit_count() | s0  # a multiple of 4 at a trick boundary
        kills = self.kills
        fkill1 = self.fkill1
        fkill2 = self.fkill2
        fkill3 = self.fkill3
        for killer in (kills[slot + 36], kills[slot], self.killer.get(key, -1)):
            if killer >= 0 and killer in cands0:
                cands0.remove(killer)
                cands0.insert(0, killer)
        nodes = 1
        best0 = -1
        for c0 in cands0:
            led = c0 >> 3
            contest = contests[led]
            p0 = pts[c0]
            bs0 = contest[c0]
            m0 = live ^ (1 << c0)
            nodes += 1
            best1 = 999
            b1 = beta
            base = ctx | (led << 37)
            k = hand1 | (c0 << 32) | base
            cands1 = cached(k)
            if cands1 is None:
                cands1 = orders[k] = order_of(hand1, s1, 1, led, c0, s0, live)
            fk1 = slot << 5 | c0
            kf = fkill1[fk1]
            if kf >= 0 and cands1[0] != kf and kf in cands1:
                cands1 = [kf] + [c for c in cands1 if c != kf]
            for c1 in cands1:
                x = contest[c1]
                if x > bs0:
                    bc1, bs1, w1 = c1, x, s1
                else:
                    bc1, bs1, w1 = c0, bs0, s0
                tp1 = p0 + pts[c1]
                m1 = m0 ^ (1 << c1)
                nodes += 1
                best2 = -1
                a2 = alpha
                k = hand2 | (bc1 << 32) | base | ((w1 == s0) << 39)
                cands2 = cached(k)
                if cands2 is None:
                    cands2 = orders[k] = order_of(hand2, s2, 2, led, bc1, w1, live)
                kf = fkill2[fk1]
                if kf >= 0 and cands2[0] != kf and kf in cands2:
                    cands2 = [kf] + [c for c in cands2 if c != kf]
                for c2 in cands2:
                    x = contest[c2]
                    if x > bs1:
                        bc2, bs2, w2 = c2, x, s2
                    else:
                        bc2, bs2, w2 = bc1, bs1, w1
                    tp2 = tp1 + pts[c2]
                    m2 = m1 ^ (1 << c2)
                    nodes += 1
                    best3 = 999
                    b3 = b1
                    k = hand3 | (bc2 << 32) | base | ((w2 == s1) << 39) | (1 << 40)
                    cands3 = cached(k)
                    if cands3 is None:
                        cands3 = orders[k] = order_of(hand3, s3, 3, led, bc2, w2, live)
                    kf = fkill3[fk1]
                    if kf >= 0 and cands3[0] != kf and kf in cands3:
                        cands3 = [kf] + [c for c in cands3 if c != kf]
                    for c3 in cands3:
                        tp = tp2 + pts[c3]
                        w = s3 if contest[c3] > bs2 else w2
                        left = rem - tp
                        m3 = m2 ^ (1 << c3)
                        known = exact_get(m3 | (w << 32)) if short else None
                        if known is not None:
                            # An ending already solved exactly.
                            if (w & 1) == team:
                                known += tp
                            v = rem - known if flip else known
                        elif flip:
                            if (w & 1) == team:
                                v = left - sub(w, rem - b3 - tp, rem - a2 - tp, left, m3)
                            else:
                                v = rem - sub(w, rem - b3, rem - a2, left, m3)
                        elif (w & 1) == team:
                            v = tp + sub(w, a2 - tp, b3 - tp, left, m3)
                        else:
                            v = sub(w, a2, b3, left, m3)
                        if v < best3:
                            best3 = v
                            if v < b3:
                                b3 = v
                                if v <= a2:
                                    fkill3[fk1] = c3
                                    break
                    if best3 > best2:
                        best2 = best3
                        if best3 > a2:
                            a2 = best3
                            if best3 >= b1:
                                fkill2[fk1] = c2
                                break
                if best2 < best1:
                    best1 = best2
                    if best2 < b1:
                        b1 = best2
                        if best2 <= alpha:
                            fkill1[fk1] = c1
                            break
            if best1 > best0:
                best0 = best1
                if best1 > alpha:
                    alpha = best1
                    if best1 >= beta:
                        self.killer[key] = c0
                        if kills[slot] != c0:
                            kills[slot + 36] = kills[slot]
                            kills[slot] = c0
                        break
        self.nodes += nodes
        return rem - best0 if flip else best0

    def order_of(self, hand: int, seat: int, n: int, led: int, best: int, best_seat: int,
                 live: int) -> list[int]:
        """The legal cards worth trying for card ``n`` (1–3) of a trick, best first: points
        on a partner's winning card last in the trick, cheap cards before; against an
        opponent's card the cheapest that takes the trick, then cheap cards.

        The list depends only on the hand, the trick's suit, its best card, whether a
        partner holds it, whether this is the last card and which 8s are live (see
        ``candidates``); ``trick`` memoises it on those in ``orders``.
        """
        trump = self.trump
        partner = (best_seat ^ seat) == 2
        # The obligations of play (rules.legal_plays), inlined.
        if led == trump:
            trumps = hand & self.trump_mask
            legal = ((trumps & TRUMP_ABOVE[best]) or trumps) if trumps else hand
        else:
            legal = hand & SUIT_MASKS[led]
            if not legal:
                if partner:
                    legal = hand
                else:
                    trumps = hand & self.trump_mask
                    if not trumps:
                        legal = hand
                    elif best >> 3 == trump:
                        legal = (trumps & TRUMP_ABOVE[best]) or (
                            trumps if self.undertrump else hand)
                    else:
                        legal = trumps
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        cands = self.candidates(legal, live)
        if len(cands) < 2:
            return cands
        if partner:
            if n == 3:
                cands.sort(key=self.neg_points.__getitem__)
            else:
                cands.reverse()
            return cands
        contest = self.contest[led]
        bs = contest[best]
        win = []
        lose = []
        for c in reversed(cands):
            if contest[c] > bs:
                win.append(c)
            else:
                lose.append(c)
        if n == 3 and win:
            win.sort(key=self.neg_points.__getitem__)
        return win + lose

    def lead_order(self, hand: int, live: int) -> list[int]:
        """Leads worth trying, best first: masters of their suit (highest points first),
        then the other cards, cheapest first (a new list). Memoised on the hand and the
        live cards of its suits, which decide it."""
        sm = 0
        if hand & 0xFF:
            sm = 0xFF
        if hand & 0xFF00:
            sm |= 0xFF00
        if hand & 0xFF0000:
            sm |= 0xFF0000
        if hand & 0xFF000000:
            sm |= 0xFF000000
        key = hand | (live & sm) << 32
        cands = self.leads.get(key)
        if cands is None:
            cands = self.leads[key] = self.lead_order_of(hand, live)
        return cands[:]

    def lead_order_of(self, hand: int, live: int) -> list[int]:
        """``lead_order`` worked out."""
        cands = self.candidates(hand, live)
        if len(cands) < 2:
            return cands
        top = self.top
        masters = []
        others = []
        for c in cands:
            s = c >> 3
            if top[s][(live >> (8 * s)) & 0xFF] == c:
                masters.append(c)
            else:
                others.append(c)
        others.reverse()
        if len(masters) > 1:
            masters.sort(key=self.neg_points.__getitem__)
        return masters + others

    def follow(self, seat: int, n: int, led: int, best: int, best_seat: int, trick_pts: int,
               tmask: int, alpha: int, beta: int, rem: int, live: int) -> int:
        """Card ``n`` (1–3) of a trick begun before the search, played by ``seat``: ``tmask``
        the cards on the table, ``live`` the cards still held (the tricks inside the search
        are played by ``trick``)."""
        self.nodes += 1
        hand = live & self.own[seat]
        cands = self.order_of(hand, seat, n, led, best, best_seat, live | tmask)
        contest = self.contest[led]
        pts = self.points
        bs = contest[best]
        nxt = self.nxt[seat]
        maximise = (seat & 1) == self.team
        result = -1 if maximise else 999
        team = self.team
        for c in cands:
            if contest[c] > bs:
                nb, nbs = c, seat
            else:
                nb, nbs = best, best_seat
            after = live & ~(1 << c)
            tp = trick_pts + pts[c]
            if n == 3:
                gained = tp
                left = rem - tp
                if not after:
                    gained += DIX_DE_DER
                    left -= DIX_DE_DER
                if (nbs & 1) == team:
                    v = gained + self.at_boundary(nbs, alpha - gained, beta - gained, left,
                                                  after)
                else:
                    v = self.at_boundary(nbs, alpha, beta, left, after)
            else:
                v = self.follow(nxt, n + 1, led, nb, nbs, tp, tmask | (1 << c), alpha, beta,
                                rem, after)
            if maximise:
                if v > result:
                    result = v
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            return v
            elif v < result:
                result = v
                if v < beta:
                    beta = v
                    if v <= alpha:
                        return v
        return result


def _remaining_points(hands: Sequence[int], trick: Sequence[int], trump: int) -> int:
    row = POINTS[trump]
    total = sum(row[c] for hand in hands for c in bits(hand))
    total += sum(row[c] for c in trick)
    return total + DIX_DE_DER


def _check(hands: Sequence[int], trick: Sequence[int], leader: int, clockwise: bool) -> int:
    """The seat to move; raise ``RuleError`` on hands of inconsistent sizes."""
    if len(hands) != 4 or len(trick) > 3:
        raise RuleError("a position needs four hands and at most three cards on the table")
    seat = leader
    for _ in trick:
        seat = (seat + 1) % 4 if clockwise else (seat - 1) % 4
    sizes = [h.bit_count() for h in hands]
    s = leader
    expected = []
    for i in range(4):
        expected.append((s, i < len(trick)))
        s = (s + 1) % 4 if clockwise else (s - 1) % 4
    base = sizes[seat]
    for s, played in expected:
        if sizes[s] != base - (1 if played else 0):
            raise RuleError("the hands do not match the cards on the table")
    overlap = 0
    for hand in hands:
        if overlap & hand:
            raise RuleError("a card is in two hands")
        overlap |= hand
    for c in trick:
        if overlap >> c & 1:
            raise RuleError("a card on the table is also in a hand")
    if base == 0:
        raise RuleError("no card left to play")
    return seat


class Solver:
    """Double-dummy search on one deal's hands (*à cartes ouvertes*).

    One solver may answer many positions of the same deal (as ``analysis`` does): its
    transposition tables stay valid as long as every card stays with the seat that held it,
    and they are dropped when a position deals the cards differently.

    ``transposition`` and ``equivalence`` switch the tables and the merging of equivalent
    cards off (for tests); the answer is the same, only slower.
    """

    def __init__(self, trump: int, rules: RuleSet | None = None, transposition: bool = True,
                 equivalence: bool = True) -> None:
        self.trump = trump
        self.rules = rules if rules is not None else RuleSet()
        self.transposition = transposition
        self.equivalence = equivalence
        self.nodes = 0
        self._owners = [0, 0, 0, 0]
        self._searches: dict[int, _Search] = {}

    def _search(self, hands: Sequence[int], team: int) -> _Search:
        owners = self._owners
        for s in range(4):
            others = 0
            for t in range(4):
                if t != s:
                    others |= owners[t]
            if hands[s] & others:
                # Another deal: the tables speak of other hands.
                self._owners = owners = [0, 0, 0, 0]
                self._searches.clear()
                break
        for s in range(4):
            owners[s] |= hands[s]
        search = self._searches.get(team)
        if search is None:
            search = _Search(owners, self.trump, self.rules.clockwise,
                             self.rules.undertrump == "required", team, self.transposition,
                             self.equivalence, 2 if self.transposition else 0)
            self._searches[team] = search
        else:
            search.nodes = 0
        return search

    def _probe(self, search: _Search, leader: int, trick: Sequence[int], target: int,
               rem: int, live: int) -> int:
        """A null-window probe from a position that may be in the middle of a trick;
        ``live``: the cards still held."""
        if not trick:
            return search.at_boundary(leader, target - 1, target, rem, live)
        trump = self.trump
        win = trick_winner(trick, trump)
        seat = leader
        best_seat = leader
        for i in range(len(trick)):
            if i == win:
                best_seat = seat
            seat = search.nxt[seat]
        tp = sum(POINTS[trump][c] for c in trick)
        tmask = 0
        for c in trick:
            tmask |= 1 << c
        if len(trick) < 4:
            return search.follow(seat, len(trick), trick[0] >> 3, trick[win], best_seat, tp,
                                 tmask, target - 1, target, rem, live)
        # A full trick: gather it, then search from the next lead.
        gained = tp + (DIX_DE_DER if not live else 0)
        if (best_seat & 1) == search.team:
            return gained + search.at_boundary(best_seat, target - gained - 1, target - gained,
                                               rem - gained, live)
        return search.at_boundary(best_seat, target - 1, target, rem - gained, live)

    def _value(self, search: _Search, leader: int, trick: Sequence[int], rem: int, live: int,
               guess: int | None = None) -> int:
        """Exact points of ``search.team`` by null-window probes: without a ``guess``,
        halving the interval; from a guess, steps of 2, 4, 8… away from it until the
        value is bracketed, then halving."""
        lower, upper = 0, rem
        if guess is None:
            beta = (rem + 1) // 2
            step = 0
        else:
            beta = max(1, min(rem, guess))
            step = 2
        below = above = False  # a probe has failed high (low): the value is bracketed there
        while lower < upper:
            g = self._probe(search, leader, trick, beta, rem, live)
            if g < beta:
                upper = g
                above = True
                beta = upper - step + 1 if step and not below else (lower + upper + 1) // 2
            else:
                lower = g
                below = True
                beta = lower + step if step and not above else (lower + upper + 1) // 2
            step *= 2
            beta = max(lower + 1, min(upper, beta))
        return lower

    def points(self, hands: Sequence[int], leader: Seat | int,
               trick: Sequence[int] = ()) -> tuple[int, int]:
        """Points (NS, EW) each team takes from here with perfect play, dix de der included."""
        clockwise = self.rules.clockwise
        seat = _check(hands, trick, int(leader), clockwise)
        team = seat & 1
        search = self._search(hands, team)
        rem = _remaining_points(hands, trick, self.trump)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        v = self._value(search, int(leader), list(trick), rem, live)
        self.nodes += search.nodes
        return (v, rem - v) if team == 0 else (rem - v, v)

    def solve(self, hands: Sequence[int], leader: Seat | int,
              trick: Sequence[int] = ()) -> Solution:
        """The points of each team and the value of every legal card of the player to move."""
        clockwise = self.rules.clockwise
        leader = int(leader)
        seat = _check(hands, trick, leader, clockwise)
        team = seat & 1
        search = self._search(hands, team)
        rem = _remaining_points(hands, trick, self.trump)
        trick = list(trick)
        legal = legal_plays(hands[seat], trick, self.trump,
                            self.rules.undertrump == "required")
        values: dict[int, int] = {}
        table = 0
        for c in trick:
            table |= 1 << c
        live = table | hands[0] | hands[1] | hands[2] | hands[3]
        reps = search.candidates(legal, live) if self.equivalence else list(bits(legal))
        guess: int | None = None
        held = hands[0] | hands[1] | hands[2] | hands[3]
        for c in reps:
            values[c] = v = self._value(search, leader, [*trick, c], rem, held & ~(1 << c),
                                        guess)
            guess = v if guess is None else max(guess, v)
        # Cards merged with a representative share its value.
        for c in bits(legal):
            if c not in values:
                values[c] = values[self._representative(c, reps)]
        self.nodes += search.nodes
        top = max(values.values())
        best = tuple(c for c in sorted(values) if values[c] == top)
        pts = (top, rem - top) if team == 0 else (rem - top, top)
        return Solution(pts, dict(sorted(values.items())), best, Team(team))

    def _representative(self, c: int, reps: list[int]) -> int:
        # The searched zero-point card of the same suit (all of them are equivalent to it).
        for r in reps:
            if r >> 3 == c >> 3 and POINTS[self.trump][r] == 0:
                return r
        raise AssertionError("no representative")  # pragma: no cover


def solve(hands: Sequence[int], trump: int, leader: Seat | int, trick: Sequence[int] = (),
          rules: RuleSet | None = None) -> Solution:
    """Double-dummy solution of a position: points per team and the value of each legal card.

    ``leader`` led the cards of ``trick`` (empty at a trick boundary); ``hands`` are the
    cards still held by N E S W.
    """
    return Solver(trump, rules).solve(hands, leader, trick)


def solve_points(hands: Sequence[int], trump: int, leader: Seat | int,
                 trick: Sequence[int] = (), rules: RuleSet | None = None) -> tuple[int, int]:
    """Points (NS, EW) each team takes from the position with perfect play."""
    return Solver(trump, rules).points(hands, leader, trick)
