"""The text catalogue: every text in both languages, and the library's errors worded there."""

from __future__ import annotations

import string

import pytest

from belote_cli.cards import HEARTS, SPADES, card, parse_card
from belote_cli.coinche import Call, CoincheAuction
from belote_cli.errors import BeloteError, IllegalPlayError, Reason
from belote_cli.seats import Seat, Team
from belote_cli.state import DealState
from belote_cli.texts import CATALOGUE, describe, describe_reason, say, templates


def _fields(text: str) -> set[str]:
    # ``{team_de}`` is ``{team}`` written with its French preposition (``d'EO``).
    return {name.removesuffix("_de") for _, name, _, _ in string.Formatter().parse(text)
            if name}


@pytest.mark.parametrize("key", sorted(CATALOGUE))
def test_both_wordings_take_the_same_values(key: str) -> None:
    en, fr = CATALOGUE[key]
    assert en and fr
    if key == "unknown_call":
        # The French still gives the call's general form instead of the reason.
        assert _fields(en) - _fields(fr) == {"reason"}
        return
    assert _fields(en) == _fields(fr), key


def test_values_are_named_for_people_in_each_language() -> None:
    # A seat by its letter (West is O in French), a team by its label, a card by its rank
    # letters (the queen is D in French), a suit by its symbol.
    assert say("plays", "en", seat=Seat.W, card="x") == "W plays x"
    assert say("plays", "fr", seat=Seat.W, card="x") == "O joue x"
    assert say("note_rest", "fr", team=Team.EW, n=16) == "le tas EO est le reste du jeu (16 cartes)"
    queen = card(SPADES, 5)
    assert describe_reason(Reason("must_raise", {"card": queen}), "en") == (
        "must play a trump higher than Q♠")
    assert describe_reason(Reason("must_raise", {"card": queen}), "fr") == (
        "doit monter à l'atout sur D♠")
    assert describe_reason(Reason("must_follow", {"suit": HEARTS}), "fr", to_player=True) == (
        "vous devez fournir ♥")
    assert describe_reason(Reason("only_takers", {"seats": (Seat.E, Seat.W)}), "fr") == (
        "seuls les preneurs (E O) peuvent surcoincher")


def test_templates_by_prefix() -> None:
    assert templates("tally_", "fr")["wins"] == "gagne"
    assert templates("tally_", "en")["wins"] == "wins"


def test_an_illegal_card_reads_in_english_and_french() -> None:
    hands = [0, 0, 0, 0]
    for seat, cards in ((Seat.S, "A♥ K♠"), (Seat.W, "7♥ Q♣"), (Seat.N, "8♥ 9♣"),
                        (Seat.E, "9♥ 10♣")):
        for c in cards.split():
            hands[seat] |= 1 << parse_card(c)
    state = DealState(hands, SPADES, Seat.S)
    state.play(parse_card("A♥"))
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("Q♣"))  # W holds a heart
    assert str(info.value) == "Q♣: must follow ♥"
    assert describe(info.value, "fr") == "D♣ : doit fournir ♥"
    with pytest.raises(IllegalPlayError) as info:
        state.play(parse_card("K♠"), check=False)  # S's card, W to play
    assert str(info.value) == "K♠ is not in W's hand"
    assert describe(info.value, "fr") == "R♠ n'est pas dans la main de O"


def test_a_refused_call_reads_in_both_languages() -> None:
    auction = CoincheAuction(Seat.N)  # E bids first
    auction.call(Call.bid(100, HEARTS))
    with pytest.raises(BeloteError) as info:
        auction.call(Call.bid(90, SPADES))  # S, under E's bid
    assert str(info.value) == (
        "S: 90 ♠ is not above the last bid (100 ♥ by E): bid 110 or more, or pass")
    assert describe(info.value, "fr") == (
        "S : 90 ♠ n'est pas au-dessus de la dernière enchère (100 ♥ par E) : annoncez 110 "
        "ou plus, ou passez")


def test_a_plain_message_stays_as_written() -> None:
    error = BeloteError("something went wrong")
    assert str(error) == describe(error, "fr") == "something went wrong"
