"""The rules of belote, below everything else: cards and seats (``cards``, ``seats``), the
errors the library raises (``errors``), the ``repr`` of value objects (``reprs``) and how the
frozen ones pickle (``pickling``), the rule options and the obligations of the play
(``rules``), a deal's state and tricks (``state``), the two auctions (``bidding``, the
classic taking; ``coinche``, the bids and calls), the announcements (``announcements``),
the scoring (``scoring``), the two-player play (``talon``: the talon and the face-up
piles), numbers as each language writes them, thousands grouped and decimals after its
mark (``numbers``), and the characters an output's encoding lacks written as it can
(``substitutes``).

These modules import nothing of the package above them: the deal file, the engine, the
bots and the command line build on them.
"""
