/*
 * The double-dummy search of belote_cli at native speed: the same algorithm as its
 * pure-Python reference, belote_cli/bots/search.py (read that file first: its comments
 * explain each step; this one follows it), with one difference that changes the nodes
 * searched, never a value: the transposition table is keyed by rank equivalence (`tt_key`:
 * cards of a run of equal points told apart only by their holders).
 *
 * A position is the cards still held (`live`, a 32-bit mask), the cards of the trick on
 * the table and the seat to play. The search knows no rule of its own: the Python side
 * hands it the tables of one contract (the points of each card, which cards beat which, the
 * obligations of play as masks, the order of strength, the face-down cards of belote
 * decouverte) and the seats that play, so that every contract kind, rule option and
 * variant runs through the same code.
 *
 * Nothing from Python is trusted: every table has its length and range checked, every
 * position its masks (disjoint hands, sizes that fit the trick, cards within 0-31);
 * ValueError or TypeError otherwise.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The bits set, without the library call that __builtin_popcount becomes on an x86-64
 * compiled for any processor (no POPCNT instruction assumed). */
static inline int POP(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}
#if defined(__GNUC__) || defined(__clang__)
#define LOW(x) __builtin_ctz(x)
#define HIGH(x) (31 - __builtin_clz(x))
#else
static int LOW(uint32_t x) { int n = 0; while (!(x & 1u)) { x >>= 1; n++; } return n; }
static int HIGH(uint32_t x) { int n = 31; while (!(x & 0x80000000u)) { x <<= 1; n--; } return n; }
#endif

#define BIT(c) (1u << (c))
#define MAX_POINTS 1000 /* a card's points at most */
/* The 32 cards' points and the dix de der together at most: every value stays below the
 * "nothing yet" mark of 32767, and fits the table's int16 bounds. */
#define MAX_TOTAL 32000

/* ---- the transposition table: shared by every core of the process ---------------- */
typedef struct {
    uint64_t key;  /* the position's class (`tt_key`) */
    uint16_t gen;  /* the deal it belongs to; 0 = empty */
    int16_t lo, hi;
    int8_t move;
    uint8_t depth;
} Entry;

#define TT_BITS 19
#define TT_SIZE (1u << TT_BITS)
static Entry *tt = NULL;
static uint64_t tt_generation = 0; /* 16 bits: a new one for each new deal of a core */

static int tt_ready(void) {
    if (tt == NULL) {
        tt = (Entry *)PyMem_RawCalloc(TT_SIZE, sizeof(Entry));
        if (tt == NULL) {
            PyErr_NoMemory();
            return 0;
        }
    }
    return 1;
}

static uint64_t new_generation(void) {
    tt_generation++;
    if (tt_generation >= (1ull << 16)) { /* wrapped: forget everything */
        memset(tt, 0, TT_SIZE * sizeof(Entry));
        tt_generation = 1;
    }
    return tt_generation;
}

static inline uint32_t tt_index(uint64_t key) {
    uint64_t h = key * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> (64 - TT_BITS)) & ~1u; /* two entries a bucket */
}

/* ---- a core: one contract's tables and one deal's owners --------------------------- */
typedef struct {
    PyObject_HEAD
    int nseats;
    int seat_shift; /* log2(nseats): cards live over nseats, the tricks left */
    int order[4];  /* the seats in the order of play */
    int next[4];   /* the seat after each (unused seats: themselves) */
    int team[4];   /* 0: the team whose points the search counts, 1: the other */
    int playing[4];
    int points[32];
    uint32_t beats[32];
    uint32_t legal[256][3];
    int strength[32];
    int under[32]; /* belote decouverte: the card face down under this one, or -1 */
    uint32_t covers; /* the cards with a card under them */
    int dix;
    int equivalence;
    int transposition;
    uint32_t own[4]; /* the cards each seat holds or held in this deal */
    uint64_t generation;
    uint64_t nodes;
    int8_t by_strength[4][8]; /* the cards of each suit, weakest first */
    /* A suit's cards as a mask of its ranks (bit r: card 8 * suit + r) -> the same cards
     * as a mask of their places in `by_strength` (bit p: by_strength[suit][p]). */
    uint8_t by_place[4][256];
    uint32_t stronger[32];    /* the cards of the same suit stronger than each */
    /* Rank equivalence in the table's keys: runs of cards of one suit next to each other
     * in strength with the same points (7 8 9 of a plain suit) are told apart only by who
     * holds them, so that positions differing by which card of a run is gone share an
     * entry. */
    int nruns;
    int8_t run_suit[8];
    uint32_t run_mask[8];       /* each run's cards */
    uint32_t run_prefix[8][9];  /* each run's n weakest cards */
    uint32_t in_runs;         /* the cards of all runs */
    uint32_t twins;           /* the cards with the points of another card of their suit */
    int8_t owner[32];         /* the seat holding each card in this deal */
    int8_t lkill[17][4][2];   /* killer leads by (tricks left, leader) */
    /* killer follows by (place, tricks left, the seat winning the trick so far, its card,
     * the suit led) */
    int8_t fkill[3][17][4][32][4];
} Core;

typedef struct {
    int n;        /* cards on the table */
    int leader;
    int lead;     /* the card led */
    int led;      /* its suit */
    int best;     /* the card winning the trick so far */
    int bestseat;
    int pts;      /* the points on the table */
    int tleft;    /* the tricks left, this one included (16 at most) */
    uint32_t table;
} Trick;

static inline uint32_t available(const Core *c, int seat, uint32_t live) {
    uint32_t hand = live & c->own[seat];
    uint32_t cov = live & c->covers;
    while (cov) {
        int x = LOW(cov);
        cov &= cov - 1;
        hand &= ~BIT(c->under[x]);
    }
    return hand;
}

static inline uint32_t legal_of(const Core *c, uint32_t hand, const Trick *t, int seat) {
    uint32_t r;
    const uint32_t *m;
    int partner;
    if (t->n == 0) return hand;
    partner = c->nseats == 4 && c->team[t->bestseat] == c->team[seat];
    m = c->legal[(t->best << 3) | (t->led << 1) | partner];
    if ((r = hand & m[0])) return r;
    if ((r = hand & m[1])) return r;
    if ((r = hand & m[2])) return r;
    return hand;
}

/* The legal cards worth searching: of cards of one suit that touch in its order of
 * strength (no other card still live or on the table between them) and have the same
 * points, the strongest only. `group[i]` gets the bits each kept card stands for. */
static int candidates(const Core *c, uint32_t legal, uint32_t others, int8_t *out,
                      uint32_t *group) {
    int n = 0, s = 0;
    uint32_t rest;
    if (!c->equivalence) {
        while (legal) {
            int x = LOW(legal);
            legal &= legal - 1;
            if (group) group[n] = BIT(x);
            out[n++] = (int8_t)x;
        }
        return n;
    }
    for (rest = legal; rest; rest &= ~(0xFFu << (8 * s))) {
        int last = -1;
        uint32_t mine, places, paired;
        s = LOW(rest) >> 3;
        mine = (legal >> (8 * s)) & 0xFFu;
        paired = mine & (c->twins >> (8 * s));
        if (!(paired & (paired - 1))) {
            /* No two legal cards of this suit with the same points: each stands for itself.
             * (The loop below would give the same cards; this one, without the others in
             * play and the points compared, saves 5% of the search's instructions.) */
            for (places = c->by_place[s][mine]; places; ) {
                int p = HIGH(places), x = c->by_strength[s][p];
                places &= ~(1u << p);
                if (group) group[n] = BIT(x);
                out[n++] = (int8_t)x;
            }
            continue;
        }
        /* The legal cards and the others still in play, strongest first: the cards out
         * of play change nothing. */
        places = c->by_place[s][mine | ((others >> (8 * s)) & 0xFFu)];
        while (places) {
            int p = HIGH(places), x = c->by_strength[s][p];
            places &= ~(1u << p);
            if (legal & BIT(x)) {
                if (last >= 0 && c->points[x] == c->points[last]) {
                    if (group) group[n - 1] |= BIT(x);
                } else {
                    if (group) group[n] = BIT(x);
                    out[n++] = (int8_t)x;
                    last = x;
                }
            } else {
                last = -1;
            }
        }
    }
    return n;
}

static inline int is_master(const Core *c, int x, uint32_t live) {
    return !(live & c->stronger[x]);
}

/* Order the candidates best first, by a score each (see search.py, `_order`). */
static void order(const Core *c, int8_t *cand, int n, const Trick *t, int seat,
                  uint32_t live, int hint, int tleft) {
    int score[16], i, j;
    if (n < 2) return;
    if (t->n == 0) {
        int kill0 = c->lkill[tleft][seat][0], kill1 = c->lkill[tleft][seat][1];
        for (i = 0; i < n; i++) {
            int x = cand[i], cheap = c->points[x] * 32 + c->strength[x];
            int v = is_master(c, x, live) ? 20000 + cheap : 10000 - cheap;
            if (x == kill1) v += 30000;
            if (x == kill0) v += 40000;
            if (x == hint) v += 100000;
            score[i] = v;
        }
    } else {
        int last = t->n == c->nseats - 1;
        int partner = c->nseats == 4 && c->team[t->bestseat] == c->team[seat];
        int kill = c->fkill[t->n - 1][tleft][t->bestseat][t->best][t->led];
        uint32_t beats = c->beats[t->best];
        for (i = 0; i < n; i++) {
            int x = cand[i], v, cheap = c->points[x] * 32 + c->strength[x];
            if (partner) v = last ? cheap : -cheap;
            else if ((beats >> x) & 1u) v = last ? 20000 + cheap : 20000 - cheap;
            else v = -cheap;
            if (x == kill) v += 50000;
            if (x == hint) v += 100000;
            score[i] = v;
        }
    }
    for (i = 1; i < n; i++) {
        int v = score[i];
        int8_t x = cand[i];
        for (j = i - 1; j >= 0 && score[j] < v; j--) {
            score[j + 1] = score[j];
            cand[j + 1] = cand[j];
        }
        score[j + 1] = v;
        cand[j + 1] = x;
    }
}

static int boundary(Core *c, uint32_t live, int leader, int alpha, int beta, int rem);

/* The tricks left, this one included, of `cards` cards held or on the table (16 at most:
 * the killer tables' size). */
static inline int tricks_left(const Core *c, int cards) {
    int n = cards >> c->seat_shift;
    return n > 16 ? 16 : n;
}

static inline void add_card(const Core *c, Trick *u, int x, int seat) {
    if (u->n == 0) {
        u->lead = x;
        u->led = x >> 3;
        u->best = x;
        u->bestseat = seat;
    } else if ((c->beats[u->best] >> x) & 1u) {
        u->best = x;
        u->bestseat = seat;
    }
    u->pts += c->points[x];
    u->n++;
    u->table |= BIT(x);
}

/* Points of team 0 from a position whose trick `t` may be complete. */
static int after(Core *c, uint32_t live, int seat, const Trick *t, int alpha, int beta,
                 int rem);

/* Card `t->n` of a trick, played by `seat`: fail-soft alpha-beta on team 0's points. In a
 * window wider than one point, as principal variation search: the first card with the
 * whole window, each other card first with a null window at the bound of the side to play
 * ("better than the best so far?"), and again with the window only when it is. */
static int node(Core *c, uint32_t live, int seat, const Trick *t, int alpha, int beta,
                int rem, int hint, int *bestmove) {
    int8_t cand[16];
    uint32_t hand = available(c, seat, live);
    uint32_t legal = legal_of(c, hand, t, seat);
    int n = candidates(c, legal, (live | t->table) & ~legal, cand, NULL);
    int tleft = t->tleft;
    int maximise = c->team[seat] == 0;
    int best = maximise ? -1 : 32767, i, top = -1;
    int scout = beta - alpha > 1, next = c->next[seat];
    order(c, cand, n, t, seat, live, hint, tleft);
    for (i = 0; i < n; i++) {
        int x = cand[i], v;
        uint32_t rest = live & ~BIT(x);
        Trick u = *t;
        c->nodes++;
        add_card(c, &u, x, seat);
        if (i == 0 || !scout) {
            v = after(c, rest, next, &u, alpha, beta, rem);
        } else if (maximise) {
            v = after(c, rest, next, &u, alpha, alpha + 1, rem);
            if (v > alpha && v < beta) v = after(c, rest, next, &u, v - 1, beta, rem);
        } else {
            v = after(c, rest, next, &u, beta - 1, beta, rem);
            if (v < beta && v > alpha) v = after(c, rest, next, &u, alpha, v + 1, rem);
        }
        if (maximise ? v > best : v < best) {
            best = v;
            top = x;
            if (maximise ? v > alpha : v < beta) {
                if (maximise) alpha = v; else beta = v;
                if (alpha >= beta) {
                    if (t->n == 0) {
                        if (c->lkill[tleft][seat][0] != x) {
                            c->lkill[tleft][seat][1] = c->lkill[tleft][seat][0];
                            c->lkill[tleft][seat][0] = (int8_t)x;
                        }
                    } else {
                        c->fkill[t->n - 1][tleft][t->bestseat][t->best][t->led] = (int8_t)x;
                    }
                    break;
                }
            }
        }
    }
    if (bestmove) *bestmove = top;
    return best;
}

static int after(Core *c, uint32_t live, int seat, const Trick *t, int alpha, int beta,
                 int rem) {
    int w, gained;
    if (t->n < c->nseats) {
        if (t->n == 0) return boundary(c, live, seat, alpha, beta, rem);
        return node(c, live, seat, t, alpha, beta, rem, -1, NULL);
    }
    w = t->bestseat;
    gained = t->pts + (live ? 0 : c->dix);
    if (!live) return c->team[w] == 0 ? gained : 0;
    if (c->team[w] == 0)
        return gained + boundary(c, live, w, alpha - gained, beta - gained, rem - gained);
    return boundary(c, live, w, alpha, beta, rem - gained);
}

static int last_trick(Core *c, uint32_t live, int leader, int rem) {
    int s = leader, i, best = -1, bestseat = leader;
    for (i = 0; i < c->nseats; i++) {
        uint32_t h = live & c->own[s];
        if (h) {
            int x = LOW(h);
            if (best < 0 || ((c->beats[best] >> x) & 1u)) {
                best = x;
                bestseat = s;
            }
        }
        s = c->next[s];
    }
    c->nodes += (uint64_t)c->nseats;
    return c->team[bestseat] == 0 ? rem : 0;
}

/* The key of a position at a trick's start: its live cards with each run replaced by its
 * weakest cards, as many as are live, then the leader, then the holders of the live cards
 * of each run in order of strength (2 bits each). Two positions with one key have the
 * same value: the same cards by suit, strength, points and holder. */
static inline uint64_t tt_key(const Core *c, uint32_t live, int leader) {
    uint64_t key = live & ~c->in_runs, holders = 0;
    int r, shift = 34;
    for (r = 0; r < c->nruns; r++) {
        int s = c->run_suit[r], n = 0;
        uint32_t places, here = live & c->run_mask[r];
        if (!here) continue;
        /* The run's live cards, weakest first. */
        for (places = c->by_place[s][(here >> (8 * s)) & 0xFFu]; places; places &= places - 1) {
            int x = c->by_strength[s][LOW(places)];
            holders |= (uint64_t)c->owner[x] << shift;
            shift += 2;
            n++;
        }
        key |= c->run_prefix[r][n];
    }
    return key | ((uint64_t)leader << 32) | holders;
}

static int boundary(Core *c, uint32_t live, int leader, int alpha, int beta, int rem) {
    uint64_t key;
    uint16_t gen = (uint16_t)c->generation;
    uint32_t i0;
    Entry *e = NULL, *slot;
    int lo = 0, hi = rem, hint = -1, a, b, v, bm = -1, depth;
    Trick t;
    if (beta <= 0) return 0;
    if (alpha >= rem) return rem;
    depth = POP(live);
    if (depth <= c->nseats) return last_trick(c, live, leader, rem);
    if (!c->transposition) {
        memset(&t, 0, sizeof t);
        t.leader = leader;
        t.tleft = tricks_left(c, depth);
        return node(c, live, leader, &t, alpha, beta, rem, -1, NULL);
    }
    key = tt_key(c, live, leader);
    i0 = tt_index(key);
    if (tt[i0].key == key && tt[i0].gen == gen) e = &tt[i0];
    else if (tt[i0 + 1].key == key && tt[i0 + 1].gen == gen) e = &tt[i0 + 1];
    if (e) {
        lo = e->lo;
        hi = e->hi;
        hint = e->move;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
    }
    a = alpha > lo ? alpha : lo;
    b = beta < hi ? beta : hi;
    memset(&t, 0, sizeof t);
    t.leader = leader;
    t.tleft = tricks_left(c, depth);
    v = node(c, live, leader, &t, a, b, rem, hint, &bm);
    if (v < b && v < hi) hi = v;
    if (v > a && v > lo) lo = v;
    if (e == NULL) {
        /* A new entry: into a stale or empty slot, else over the shallower one. */
        Entry *s0 = &tt[i0], *s1 = &tt[i0 + 1];
        int old0 = s0->gen != gen, old1 = s1->gen != gen;
        if (old0) slot = s0;
        else if (old1) slot = s1;
        else slot = s0->depth <= s1->depth ? s0 : s1;
        slot->key = key;
        slot->gen = gen;
    } else {
        slot = e;
    }
    slot->lo = (int16_t)lo;
    slot->hi = (int16_t)hi;
    slot->move = (int8_t)bm;
    slot->depth = (uint8_t)depth;
    return v;
}

/* The width, in points, of the windows that value a card after its first probe. */
#define STEP_WINDOW 10

/* Exact points of team 0 from a position. Without a guess: one search with the window open
 * over all the points left (principal variation search, `node`). From a guess (the best
 * card so far, when every card is valued): a null-window probe there ("as good as the
 * best?"), then searches with a window of STEP_WINDOW points, below the probe if it failed
 * and above it if it held, each from the bound the last one returned, until one ends
 * inside its window (search.py, `_exact`). Null windows alone (MTD(f)) would step one point
 * at a time there: a failed probe's bound is most often one point beyond it. */
static int exact(Core *c, uint32_t live, int seat, const Trick *t, int rem, int guess) {
    int lower = 0, upper = rem, beta, g, down;
    if (guess < 0) return after(c, live, seat, t, -1, rem + 1, rem);
    if (rem == 0) return 0;
    beta = guess > rem ? rem : guess < 1 ? 1 : guess;
    g = after(c, live, seat, t, beta - 1, beta, rem);
    down = g < beta;
    if (down) upper = g;
    else lower = g;
    while (lower < upper) {
        int a = down ? upper - STEP_WINDOW : lower, b = down ? upper : lower + STEP_WINDOW;
        if (a < lower) a = lower;
        if (b > upper) b = upper;
        g = after(c, live, seat, t, a - 1, b + 1, rem);
        if (g < a) upper = g;
        else if (g > b) lower = g;
        else return g;
    }
    return lower;
}

/* ---- Python side ------------------------------------------------------------------ */
static int read_ints(PyObject *seq, const char *what, Py_ssize_t n, long long low,
                     long long high, long long *out) {
    PyObject *fast = PySequence_Fast(seq, what);
    Py_ssize_t i;
    if (fast == NULL) return 0;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: %zd values expected, not %zd", what, n,
                     PySequence_Fast_GET_SIZE(fast));
        Py_DECREF(fast);
        return 0;
    }
    for (i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        long long v;
        if (!PyLong_Check(item)) {
            PyErr_Format(PyExc_TypeError, "%s: integers expected", what);
            Py_DECREF(fast);
            return 0;
        }
        v = PyLong_AsLongLong(item);
        if (v == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            v = high + 1;
        }
        if (v < low || v > high) {
            PyErr_Format(PyExc_ValueError, "%s: %lld is outside %lld-%lld", what, v, low, high);
            Py_DECREF(fast);
            return 0;
        }
        out[i] = v;
    }
    Py_DECREF(fast);
    return 1;
}

static int Core_init(Core *self, PyObject *args, PyObject *kwds) {
    static char *kwlist[] = {"points", "beats", "legal", "strength", "seats", "teams",
                             "dix_de_der", "equivalence", "under", "transposition", NULL};
    PyObject *points, *beats, *legal, *strength, *seats, *teams, *under = Py_None;
    int dix = 10, equivalence = 1, transposition = 1, i, s, k, total;
    long long buf[768];
    Py_ssize_t nseats;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOOOO|ipOp", kwlist, &points, &beats,
                                     &legal, &strength, &seats, &teams, &dix, &equivalence,
                                     &under, &transposition))
        return -1;
    if (dix < 0 || dix > MAX_POINTS) {
        PyErr_SetString(PyExc_ValueError, "dix_de_der: outside 0-1000");
        return -1;
    }
    memset(&self->nseats, 0, sizeof(Core) - offsetof(Core, nseats));
    if (!read_ints(points, "points", 32, 0, MAX_POINTS, buf)) return -1;
    for (i = 0, total = dix; i < 32; i++) {
        self->points[i] = (int)buf[i];
        total += self->points[i];
    }
    if (total > MAX_TOTAL) {
        PyErr_SetString(PyExc_ValueError, "points: more than 32000 in all, with the dix de der");
        return -1;
    }
    if (!read_ints(beats, "beats", 32, 0, 0xFFFFFFFFLL, buf)) return -1;
    for (i = 0; i < 32; i++) self->beats[i] = (uint32_t)buf[i];
    if (!read_ints(legal, "legal", 768, 0, 0xFFFFFFFFLL, buf)) return -1;
    for (i = 0; i < 256; i++)
        for (k = 0; k < 3; k++) self->legal[i][k] = (uint32_t)buf[3 * i + k];
    if (!read_ints(strength, "strength", 32, 0, 255, buf)) return -1;
    for (i = 0; i < 32; i++) self->strength[i] = (int)buf[i];
    nseats = PySequence_Check(seats) ? PySequence_Size(seats) : -1;
    if (nseats != 2 && nseats != 4) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "seats: 2 or 4 seats");
        return -1;
    }
    if (!read_ints(seats, "seats", nseats, 0, 3, buf)) return -1;
    self->nseats = (int)nseats;
    self->seat_shift = nseats == 4 ? 2 : 1;
    for (s = 0; s < 4; s++) self->next[s] = s;
    for (i = 0; i < nseats; i++) {
        self->order[i] = (int)buf[i];
        if (self->playing[buf[i]]) {
            PyErr_SetString(PyExc_ValueError, "seats: a seat named twice");
            return -1;
        }
        self->playing[buf[i]] = 1;
    }
    for (i = 0; i < nseats; i++) self->next[self->order[i]] = self->order[(i + 1) % nseats];
    if (!read_ints(teams, "teams", 4, 0, 1, buf)) return -1;
    for (s = 0; s < 4; s++) self->team[s] = (int)buf[s];
    self->dix = dix;
    self->equivalence = equivalence;
    self->transposition = transposition;
    for (i = 0; i < 32; i++) self->under[i] = -1;
    if (under != Py_None) {
        uint32_t covered = 0;
        if (!read_ints(under, "under", 32, -1, 31, buf)) return -1;
        for (i = 0; i < 32; i++) {
            if (buf[i] < 0) continue;
            if (buf[i] == i || (covered & BIT(buf[i]))) {
                PyErr_SetString(PyExc_ValueError, "under: not a layout of piles");
                return -1;
            }
            covered |= BIT(buf[i]);
            self->under[i] = (int)buf[i];
            self->covers |= BIT(i);
        }
        if (covered & self->covers) {
            PyErr_SetString(PyExc_ValueError, "under: piles of more than two cards");
            return -1;
        }
        self->equivalence = 0; /* cards of one suit differ by what lies under them */
    }
    /* Each suit's cards by strength, weakest first (ties by rank). */
    for (s = 0; s < 4; s++) {
        int8_t *row = self->by_strength[s];
        for (i = 0; i < 8; i++) row[i] = (int8_t)(8 * s + i);
        for (i = 1; i < 8; i++) {
            int8_t x = row[i];
            int j = i - 1;
            while (j >= 0 && self->strength[row[j]] > self->strength[x]) {
                row[j + 1] = row[j];
                j--;
            }
            row[j + 1] = x;
        }
    }
    self->twins = 0;
    for (i = 0; i < 32; i++) {
        int j;
        for (j = 8 * (i >> 3); j < 8 * (i >> 3) + 8; j++)
            if (j != i && self->points[j] == self->points[i]) self->twins |= BIT(i);
    }
    for (s = 0; s < 4; s++) {
        int m, place[8];
        for (i = 0; i < 8; i++) place[self->by_strength[s][i] & 7] = i;
        self->by_place[s][0] = 0;
        for (m = 1; m < 256; m++) /* the mask without its lowest rank, and that rank */
            self->by_place[s][m] = (uint8_t)(self->by_place[s][m & (m - 1)] |
                                             (1 << place[LOW((uint32_t)m)]));
    }
    for (s = 0; s < 4; s++)
        for (i = 0; i < 8; i++) {
            int x = self->by_strength[s][i], j;
            self->stronger[x] = 0;
            for (j = i + 1; j < 8; j++) self->stronger[x] |= BIT(self->by_strength[s][j]);
        }
    /* The runs of equal points (none where equivalence is off: tests, decouverte). */
    self->nruns = 0;
    self->in_runs = 0;
    if (self->equivalence) {
        int total = 0;
        for (s = 0; s < 4; s++) {
            i = 0;
            while (i < 8) {
                int j = i + 1;
                while (j < 8 && self->points[self->by_strength[s][j]] ==
                                    self->points[self->by_strength[s][i]])
                    j++;
                if (j - i >= 2 && self->nruns < 8 && total + (j - i) <= 15) {
                    int r = self->nruns++, q;
                    self->run_suit[r] = (int8_t)s;
                    self->run_mask[r] = 0;
                    self->run_prefix[r][0] = 0;
                    for (q = i; q < j; q++) {
                        self->in_runs |= BIT(self->by_strength[s][q]);
                        self->run_mask[r] |= BIT(self->by_strength[s][q]);
                        self->run_prefix[r][q - i + 1] = self->run_mask[r];
                    }
                    total += j - i;
                }
                i = j;
            }
        }
    }
    memset(self->lkill, -1, sizeof self->lkill);
    memset(self->fkill, -1, sizeof self->fkill);
    self->generation = 0;
    return 0;
}

/* The order in which every card is valued: the first card of the search's order (the
 * likely best, whose value bounds the others' first probes), then the other cards of its
 * suit, then each other suit in turn, weakest card first: the cards of one suit lead to
 * the same positions a trick or two later, still in the table. */
static void by_suit(const Core *c, int8_t *cand, int n) {
    int key[16], i, j, first = n ? cand[0] >> 3 : 0;
    for (i = 1; i < n; i++) {
        int x = cand[i], s = x >> 3;
        key[i] = (s == first ? 0 : 1 + s) * 64 + c->strength[x];
    }
    for (i = 2; i < n; i++) {
        int k = key[i];
        int8_t x = cand[i];
        for (j = i - 1; j >= 1 && key[j] > k; j--) {
            key[j + 1] = key[j];
            cand[j + 1] = cand[j];
        }
        key[j + 1] = k;
        cand[j + 1] = x;
    }
}

static PyObject *Core_solve(Core *self, PyObject *args) {
    PyObject *hands_obj, *trick_obj, *out, *values;
    int leader, all_cards = 1, i, n, seat, rem, v;
    long long hands[4], trick[3];
    uint32_t live = 0, table = 0, seen = 0, legal, group[16], group_of[32];
    int8_t cand[16];
    Py_ssize_t ntrick;
    Trick t;
    if (!PyArg_ParseTuple(args, "OiO|p", &hands_obj, &leader, &trick_obj, &all_cards))
        return NULL;
    if (self->nseats == 0) {
        PyErr_SetString(PyExc_ValueError, "the core was not initialised");
        return NULL;
    }
    if (!read_ints(hands_obj, "hands", 4, 0, 0xFFFFFFFFLL, hands)) return NULL;
    if (leader < 0 || leader > 3 || !self->playing[leader]) {
        PyErr_SetString(PyExc_ValueError, "leader: not a seat that plays");
        return NULL;
    }
    ntrick = PySequence_Check(trick_obj) ? PySequence_Size(trick_obj) : -1;
    if (ntrick < 0 || ntrick >= self->nseats) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "trick: too many cards");
        return NULL;
    }
    if (!read_ints(trick_obj, "trick", ntrick, 0, 31, trick)) return NULL;
    for (i = 0; i < 4; i++) {
        uint32_t h = (uint32_t)hands[i];
        if (h & seen) {
            PyErr_SetString(PyExc_ValueError, "hands: a card is in two hands");
            return NULL;
        }
        if (h && !self->playing[i]) {
            PyErr_SetString(PyExc_ValueError, "hands: cards for a seat that does not play");
            return NULL;
        }
        seen |= h;
    }
    live = seen;
    memset(&t, 0, sizeof t);
    t.leader = leader;
    seat = leader;
    for (i = 0; i < ntrick; i++) {
        int x = (int)trick[i];
        if ((live | table) & BIT(x)) {
            PyErr_SetString(PyExc_ValueError, "trick: a card held or played twice");
            return NULL;
        }
        add_card(self, &t, x, seat);
        table |= BIT(x);
        seat = self->next[seat];
    }
    t.tleft = tricks_left(self, POP(live | table));
    /* The sizes: the seats still to play in this trick hold one card more. */
    {
        int base = POP((uint32_t)hands[seat]), s = leader;
        for (i = 0; i < self->nseats; i++) {
            int want = base - (i < ntrick ? 1 : 0);
            if (POP((uint32_t)hands[s]) != want) {
                PyErr_SetString(PyExc_ValueError, "hands: sizes do not fit the trick");
                return NULL;
            }
            s = self->next[s];
        }
        if (base == 0) {
            PyErr_SetString(PyExc_ValueError, "hands: no card left to play");
            return NULL;
        }
    }
    if (!tt_ready()) return NULL;
    /* The owners: the tables stay valid while every card stays with its seat. */
    for (i = 0; i < 4; i++) {
        uint32_t others = 0;
        int j;
        for (j = 0; j < 4; j++)
            if (j != i) others |= self->own[j];
        if ((uint32_t)hands[i] & others) {
            memset(self->own, 0, sizeof self->own);
            self->generation = 0;
            break;
        }
    }
    if (self->generation == 0) self->generation = new_generation();
    for (i = 0; i < 4; i++) {
        uint32_t h;
        self->own[i] |= (uint32_t)hands[i];
        for (h = (uint32_t)hands[i]; h; h &= h - 1) self->owner[LOW(h)] = (int8_t)i;
    }
    rem = t.pts + self->dix;
    for (i = 0; i < 32; i++)
        if (live & BIT(i)) rem += self->points[i];
    self->nodes = 0;
    values = PyList_New(0);
    if (values == NULL) return NULL;
    if (!all_cards) {
        v = exact(self, live, seat, &t, rem, -1);
    } else {
        int best_mover = -1, mover_team = self->team[seat];
        legal = legal_of(self, available(self, seat, live), &t, seat);
        n = candidates(self, legal, (live | table) & ~legal, cand, group);
        for (i = 0; i < n; i++) group_of[cand[i]] = group[i];
        order(self, cand, n, &t, seat, live, -1, 0);
        by_suit(self, cand, n);
        for (i = 0; i < n; i++) {
            int x = cand[i], guess, value, mover;
            Trick u = t;
            uint32_t g = group_of[x];
            if (best_mover < 0) guess = -1;
            else guess = mover_team == 0 ? best_mover : rem - best_mover;
            add_card(self, &u, x, seat);
            value = exact(self, live & ~BIT(x), self->next[seat], &u, rem, guess);
            mover = mover_team == 0 ? value : rem - value;
            if (mover > best_mover) best_mover = mover;
            while (g) {
                int y = LOW(g);
                PyObject *pair = Py_BuildValue("(ii)", y, value);
                g &= g - 1;
                if (pair == NULL || PyList_Append(values, pair) < 0) {
                    Py_XDECREF(pair);
                    Py_DECREF(values);
                    return NULL;
                }
                Py_DECREF(pair);
            }
        }
        v = mover_team == 0 ? best_mover : rem - best_mover;
    }
    out = Py_BuildValue("(iNK)", v, values, (unsigned long long)self->nodes);
    return out;
}

static PyMethodDef Core_methods[] = {
    {"solve", (PyCFunction)Core_solve, METH_VARARGS,
     "solve(hands, leader, trick, all_cards=True) -> (points, values, nodes)\n\n"
     "Points of team 0 from the position with perfect play; with all_cards, (card, "
     "points of team 0) for every legal card of the seat to play; the nodes searched."},
    {NULL, NULL, 0, NULL}};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "belote_cli.bots._search.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Core(points, beats, legal, strength, seats, teams, dix_de_der=10, "
              "equivalence=True, under=None, transposition=True): the double-dummy search of one contract "
              "(see belote_cli/bots/search.py, its pure-Python reference).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_methods = Core_methods,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_search",
    "The double-dummy search at native speed (belote_cli.bots.search is its reference).",
    -1, NULL, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__search(void) {
    PyObject *m;
    if (PyType_Ready(&CoreType) < 0) return NULL;
    m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
