"""The game of a position (``belote play --from FILE``): the engine's ``Game`` at the play
(``Game.at_play``) with the position's hands, trump, taker or contract, then its tricks
played card by card through the rules, so that the play goes on from the next card.
"""

from __future__ import annotations

from ..dealfile.position import Position
from ..engine.game import Game
from ..engine.game import Phase as GamePhase


def game_at(position: Position) -> Game:
    """The deal of ``position`` with its tricks played, belote said where the file's
    ``belote:`` line names the seat (``belote=declared``). The reader has checked each
    card against the hands and the obligations (``dealfile.read_position``)."""
    record = position.record
    game = Game.at_play(position.hands, record.trump, record.first_leader(), record.rules,
                        taker=record.taker, dealer=record.dealer, contract=record.contract)
    for cards in record.tricks:
        for c in cards:
            game.play(c)
            if game.phase is GamePhase.BELOTE:
                game.say_belote(game.to_act in record.belote)
    return game
